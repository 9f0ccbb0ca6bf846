"""A whole team entered late or withdrawn, from a round on (issue 29 item 2), inside one transaction.

C.04.6 (2026), Preface (verbatim): "The Swiss Pairing System Rules specified in the Basic Rules for
Swiss Systems and in the Articles 1, 2.4, 2.5, 3 and 4 of the General Handling Rules for Swiss
Tournaments are for individuals, but can also be applied mutatis mutandis to teams". So a team is
handled as a player is by C.04.2 (2026) (``docs/systems/team_swiss.md``, "Late teams and withdrawn
teams"):

- art. 2.4 (late entries, summarised in ``../shared/rules``): a late team "is only taken into account
  for the pairing of rounds after the first", receives no points for the rounds it missed and is paired
  only when it arrives: its players are registered as late entries (``ops_teams.insert_team``), and the
  rounds between the next one and the round it arrives in are zero-point byes of every player of its
  roster (art. 3.3: "known in advance not to play in a particular round are not paired in that round
  and score zero"), which ``ops_team_rounds`` reads as the team's;
- art. 2.5 (verbatim): "Due to late entries, the TPNs given at the start of the tournament are
  provisional." The late team gets the next team pairing number;
- art. 3.2 (summarised): "Participants who withdraw from the tournament are no longer paired": every
  player of the roster withdrawn from the round on (``PlayerRow.withdrawn_from_round``, so no column of
  its own: the team is withdrawn when its whole roster is, ``values.teams.TeamRecord.withdrawn_from_round``);
  its past matches stay, and byes requested for later rounds are dropped.

A team round robin (C.05 Annex 1) has the Berger table of the teams registered before round 1: a team
cannot join it once a round is paired (``refuse_late_round_robin``, called by ``ops_teams.insert_team``).
"""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import select

from db.errors import OperationRefused
from db.schema import ByeRow, PlayerRow
from db.tx import Tx
from engine.i18n import translate
from operations.convert import bye_record, bye_to_json
from operations.ops_event import event_row, paired_rounds
from operations.ops_teams import ADD_TEAM, insert_team, team_record, team_row, team_to_json
from values import ByeKind, PlayerDetails
from values.teams import TeamRecord

WITHDRAW_TEAM = "withdraw_team"
REINSTATE_TEAM = "reinstate_team"


def _first_round(tx: Tx, from_round: int | None) -> tuple[int, int]:
    """The round a late entry or a withdrawal starts from (default: the next round to pair), checked,
    and the number of rounds paired."""
    s = tx.session
    paired = paired_rounds(s)
    rounds = event_row(s).number_of_rounds
    start = paired + 1 if from_round is None else from_round
    if paired >= rounds:
        raise OperationRefused(
            translate("DbRefusal", "all {rounds} rounds are paired; there is no round left").format(
                rounds=rounds
            )
        )
    if not paired < start <= rounds:
        raise OperationRefused(
            translate(
                "DbRefusal", "round {start} cannot be chosen: the rounds not paired yet are {first}-{rounds}"
            ).format(start=start, first=paired + 1, rounds=rounds)
        )
    return start, paired


def add_late_team(
    tx: Tx, name: str, captain: str, players: Sequence[PlayerDetails], from_round: int | None
) -> TeamRecord:
    """Register a team (``ops_teams.add_team``) that plays from round ``from_round`` on (default: the
    next round): zero-point byes of its roster for the rounds before (C.04.2 art. 2.4 and 3.3). One
    operation, one audit row (``add_team``, with the round it arrives in)."""
    s = tx.session
    start, paired = _first_round(tx, from_round)
    row = insert_team(s, name, captain, players)
    record = team_record(s, row)
    for round_number in range(paired + 1, start):
        for p in record.roster:
            s.add(ByeRow(round_number=round_number, player_id=p.id, kind=ByeKind.ZERO.value))
    s.flush()
    tx.audit(ADD_TEAM, None, {"team": team_to_json(record), "from_round": start})
    return record


def withdraw_team(tx: Tx, number: int, from_round: int | None) -> TeamRecord:
    """C.04.2 (2026) art. 3.2 for a team: every player of team ``number``'s roster withdrawn from round
    ``from_round`` (default: the next round to pair) on, a player withdrawn earlier keeping his round;
    byes requested for those rounds dropped. Only rounds not paired yet: the matches paired stay (a
    match the team does not come to is forfeited, ``ops_team_rounds.forfeit_match``). One operation,
    one audit row (``withdraw_team``)."""
    s = tx.session
    row = team_row(s, number)
    start, paired = _first_round(tx, from_round)  # after the paired rounds: no match of the team there
    old = team_record(s, row)
    if old.withdrawn_from_round == start:
        return old
    ids = [p.id for p in old.roster]
    dropped = list(
        s.scalars(
            select(ByeRow).where(ByeRow.player_id.in_(ids), ByeRow.round_number >= max(start, paired + 1))
        )
    )
    for bye in dropped:
        s.delete(bye)
    for player in s.scalars(select(PlayerRow).where(PlayerRow.id.in_(ids))):
        if player.withdrawn_from_round is None or player.withdrawn_from_round > start:
            player.withdrawn_from_round = start
    s.flush()
    s.refresh(row)
    new = team_record(s, row)
    tx.audit(
        WITHDRAW_TEAM,
        {"team": team_to_json(old), "byes": [bye_to_json(bye_record(b)) for b in dropped]},
        {"team": team_to_json(new), "round": start},
    )
    return new


def reinstate_team(tx: Tx, number: int) -> TeamRecord:
    """Take back the withdrawal of team ``number``: the players withdrawn from the team's round are
    paired again (one who withdrew earlier on his own stays withdrawn). One audit row
    (``reinstate_team``)."""
    s = tx.session
    row = team_row(s, number)
    old = team_record(s, row)
    start = old.withdrawn_from_round
    if start is None:
        raise OperationRefused(translate("DbRefusal", "{team} is not withdrawn").format(team=row.name))
    ids = [p.id for p in old.roster]
    for player in s.scalars(select(PlayerRow).where(PlayerRow.id.in_(ids))):
        if player.withdrawn_from_round == start:
            player.withdrawn_from_round = None
    s.flush()
    s.refresh(row)
    new = team_record(s, row)
    tx.audit(REINSTATE_TEAM, {"team": team_to_json(old), "round": start}, {"team": team_to_json(new)})
    return new
