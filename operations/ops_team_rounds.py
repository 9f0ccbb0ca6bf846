"""The rounds of a team event inside one transaction (issue 29 items 2 and 3): pairing the teams, the
captains' line-ups, the games of each match, the forfeit of a whole match.

- A round is paired as matches of teams (``team_matches``): by the Swiss Team Pairing System
  (C.04.6, ``engine.team_swiss.pair_round``) or by the Berger tables (C.05 Annex 1) with the teams'
  pairing numbers; the team a Swiss pairing leaves over has the pairing-allocated bye (C.04.6 3.2), the
  team a Berger table leaves free no match.
- Each captain gives the line-up of his team before the round: as many players as the match has boards,
  from his roster, in the roster's board order (C.04.6 leaves the order to the regulations; they keep
  the roster's, as the Olympiad's do). When both line-ups of a match are in, its games are stored as the
  round's boards, match by match (match ``m`` board ``k`` is board ``(m - 1) * boards + k``), with the
  colours of record 352: the team with White on board 1 has the sequence's colours (C.04.6 1.6.1).
- Each game's result is a board result as in an individual event (``ops_board_results.set_result``); the match
  result is computed from them (``engine.team_swiss.matches``: match points of record 362 on game
  points).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import UTC, date, datetime
from fractions import Fraction

from sqlalchemy import delete, select
from sqlalchemy.orm import Session
from sqlalchemy.sql.elements import ColumnElement

from db.errors import OperationRefused
from db.schema import BoardRow, ByeRow, LineupRow, PlayerRow, RoundRow, TeamMatchRow, TeamRow
from db.sections import section_of
from db.tx import Tx
from engine.i18n import translate
from engine.model import NOT_PAIRED, Colour, Pairing, PointSystem, RoundEntry, RoundRobin, Tournament
from engine.team_event import TeamEvent
from operations import mapper, trf_export
from operations.convert import board_record, board_to_json, event_settings, numbers_by_id
from operations.ops_event import event_row, paired_rounds
from operations.ops_teams import team_row, team_settings
from operations.team_view import rosters, team_event
from values import BoardRecord, ByeKind, GameResult, PlayerId
from values.teams import TeamFormat, TeamMatchRecord, TeamSettings

SWISS_PAIRER = "engine.team_swiss.pair_round"
BERGER_PAIRER = "engine.roundrobin.scheduled_round"


@dataclass(frozen=True, slots=True)
class TeamPlan:
    """What the pairing of team round ``number`` is given: the tournament (rounds so far, the teams not
    to pair marked in the round) and its TRF text (kept with the round)."""

    number: int
    tournament: Tournament
    input_text: str
    teams: dict[int, int]
    """team number -> team id of every team registered."""


def _missing(s: Session, last: int, boards: int) -> list[int]:
    """The matches of round ``last`` without line-ups or results."""
    missing = []
    for match in s.scalars(
        select(TeamMatchRow).where(TeamMatchRow.round_number == last).order_by(TeamMatchRow.match_no)
    ):
        if match.black_team_id is None:
            continue
        games = list(
            s.scalars(select(BoardRow).where(BoardRow.round_number == last, _match_boards(match, boards)))
        )
        if not games or any(g.result is None for g in games):
            missing.append(match.match_no)
    return missing


def _match_boards(match: TeamMatchRow, boards: int) -> ColumnElement[bool]:
    """The boards of the round that are the games of ``match`` (board ``k`` of match ``m`` is
    ``(m - 1) * boards + k``)."""
    first = (match.match_no - 1) * boards + 1
    return BoardRow.board_no.between(first, first + boards - 1)


def _out_of_round(s: Session, number: int, team_ids: dict[int, int]) -> dict[int, RoundEntry]:
    """player id -> the cell of round ``number`` of every player of a team that is not to be paired in
    it: every player of its roster withdrawn (``0000 - -``) or with the same requested bye (H/F/Z)."""
    members = rosters(s)
    withdrawn = {
        pid
        for pid, gone in s.execute(select(PlayerRow.id, PlayerRow.withdrawn_from_round))
        if gone is not None and gone <= number
    }
    byes = {
        b.player_id: ByeKind(b.kind) for b in s.scalars(select(ByeRow).where(ByeRow.round_number == number))
    }
    cells: dict[int, RoundEntry] = {}
    for team_id in team_ids.values():
        roster = members.get(team_id, [])
        if roster and all(p in withdrawn for p in roster):
            cells.update({p: NOT_PAIRED for p in roster})
        elif roster and all(p in byes for p in roster) and len({byes[p] for p in roster}) == 1:
            kind = byes[roster[0]]
            cells.update({p: RoundEntry(None, Colour.NONE, kind.code) for p in roster})
    return cells


def plan_team_round(s: Session) -> TeamPlan:
    """Check that the next team round may be paired and build the engine's input (no writes)."""
    team = team_settings(s)
    ev = event_row(s)
    number = paired_rounds(s) + 1
    teams = {k: v for k, v in s.execute(select(TeamRow.number, TeamRow.id))}
    if team.format is TeamFormat.SWISS and number > ev.number_of_rounds:
        raise OperationRefused(
            translate("DbRefusal", "all {rounds} rounds are paired").format(rounds=ev.number_of_rounds)
        )
    if len(teams) < 2:
        raise OperationRefused(
            translate(
                "DbRefusal", "round {round} cannot be paired: fewer than two teams are registered"
            ).format(round=number)
        )
    missing = _missing(s, number - 1, team.boards) if number > 1 else []
    if missing:
        raise OperationRefused(
            translate(
                "DbRefusal",
                "round {round} cannot be paired: match(es) {matches} of round {last} have no line-ups or "
                "results yet",
            ).format(round=number, matches=", ".join(map(str, missing)), last=number - 1)
        )
    t = mapper.build_tournament(s, number - 1)
    # withdrawn from this round or before (C.04.2 art. 3.2): a team withdrawn from a later round plays
    t = replace(t, withdrawn=frozenset(n for n, gone in t.withdrawal_rounds if gone <= number))
    cells = _out_of_round(s, number, teams)
    if cells:
        numbers = numbers_by_id(s)
        extra = {numbers[pid]: cell for pid, cell in cells.items()}
        players = tuple(
            replace(p, rounds=(*p.rounds, extra[p.number])) if p.number in extra else p for p in t.players
        )
        t = replace(t, players=players)
    return TeamPlan(number, t, trf_export.pairing_input_text(t), teams)


def pair_teams(plan: TeamPlan, team: TeamSettings, teams: int) -> Pairing:
    """The pairing of the teams of ``plan``: C.04.6, or round ``plan.number`` of the Berger table of
    ``teams`` teams (refused past its last round)."""
    if team.format is TeamFormat.SWISS:
        from engine.team_swiss import pair_round

        return pair_round(plan.tournament, plan.number)
    from engine.roundrobin.schedule import scheduled_round

    scheduled = scheduled_round(teams, RoundRobin(team.format.cycles, team.format.cycles == 2), plan.number)
    return Pairing(plan.number, scheduled.boards, None)


def store_team_round(tx: Tx, plan: TeamPlan, pairing: Pairing, round_date: date | None) -> int:
    """Store the matches of ``pairing`` as round ``plan.number`` if the file is still as the plan saw it
    (one audit row, ``pair_team_round``); returns the round's number."""
    s = tx.session
    now = plan_team_round(s)
    if now.number != plan.number or now.input_text != plan.input_text:
        raise OperationRefused(
            translate(
                "DbRefusal", "the tournament changed while round {round} was being paired; pair it again"
            ).format(round=plan.number)
        )
    team = team_settings(s)
    ev = event_row(s)
    planned = ev.round_dates[plan.number - 1] if plan.number <= len(ev.round_dates) else None
    row = RoundRow(
        number=plan.number,
        played_on=round_date or (date.fromisoformat(planned) if planned else None),
        paired_at=datetime.now(UTC),
        pairer=SWISS_PAIRER if team.format is TeamFormat.SWISS else BERGER_PAIRER,
        pairing_input=plan.input_text,
    )
    s.add(row)
    s.flush()
    if ev.initial_colour is None and team.format is TeamFormat.SWISS:
        # C.04.6 4.3.1 took White for the first team when none was drawn: kept (TRF 152), so that the
        # export does not infer another from the colour of player 1, whose team may not be the first
        ev.initial_colour = Colour.WHITE.value
    matches: list[tuple[int, int | None]] = [(b.white, b.black) for b in pairing.boards]
    if pairing.bye is not None:
        matches.append((pairing.bye, None))
    for match_no, (white, black) in enumerate(matches, start=1):
        s.add(
            TeamMatchRow(
                round_number=plan.number,
                match_no=match_no,
                white_team_id=plan.teams[int(white)],
                black_team_id=None if black is None else plan.teams[int(black)],
            )
        )
    s.flush()
    tx.audit(
        "pair_team_round",
        None,
        {"round": plan.number, "matches": [[int(w), None if b is None else int(b)] for w, b in matches]},
    )
    return plan.number


def match_row(s: Session, round_number: int, match: int) -> TeamMatchRow:
    row = s.scalar(
        select(TeamMatchRow).where(TeamMatchRow.round_number == round_number, TeamMatchRow.match_no == match)
    )
    if row is None:
        raise OperationRefused(
            translate("DbRefusal", "round {round} has no match {match}").format(
                round=round_number, match=match
            )
        )
    return row


def match_of_team(s: Session, round_number: int, team_id: int) -> TeamMatchRow:
    row = s.scalar(
        select(TeamMatchRow).where(
            TeamMatchRow.round_number == round_number,
            (TeamMatchRow.white_team_id == team_id) | (TeamMatchRow.black_team_id == team_id),
        )
    )
    if row is None:
        raise OperationRefused(
            translate("DbRefusal", "the team has no match in round {round}").format(round=round_number)
        )
    return row


def lineup_of(s: Session, round_number: int, team_id: int) -> list[int]:
    return list(
        s.scalars(
            select(LineupRow.player_id)
            .where(LineupRow.round_number == round_number, LineupRow.team_id == team_id)
            .order_by(LineupRow.board)
        )
    )


def check_lineup(s: Session, team: TeamRow, round_number: int, players: Sequence[int], boards: int) -> None:
    """Refuse, in one sentence, a line-up that is not ``boards`` different players of the team's
    roster, in the roster's board order, none withdrawn."""
    roster = rosters(s).get(team.id, [])
    place = {pid: i for i, pid in enumerate(roster, start=1)}
    names = {k: v for k, v in s.execute(select(PlayerRow.id, PlayerRow.name))}
    if len(players) != boards:
        raise OperationRefused(
            translate(
                "DbRefusal", "{team}: a line-up has {boards} players, one per board, not {count}"
            ).format(team=team.name, boards=boards, count=len(players))
        )
    for pid in players:
        if pid not in place:
            raise OperationRefused(
                translate("DbRefusal", "{team}: {name} is not in the team's roster").format(
                    team=team.name, name=names.get(pid, str(pid))
                )
            )
    if len(set(players)) != len(players):
        raise OperationRefused(
            translate("DbRefusal", "{team}: a player is named twice").format(team=team.name)
        )
    for board, (upper, lower) in enumerate(zip(players, players[1:], strict=False), start=1):
        if place[upper] > place[lower]:
            raise OperationRefused(
                translate(
                    "DbRefusal",
                    "{team}: {upper} (no. {upper_place} of the roster) cannot play board {board} above "
                    "{lower} (no. {lower_place}); a line-up keeps the roster's board order",
                ).format(
                    team=team.name,
                    lower=names[lower],
                    lower_place=place[lower],
                    board=board,
                    upper=names[upper],
                    upper_place=place[upper],
                )
            )
    for pid, gone in s.execute(
        select(PlayerRow.id, PlayerRow.withdrawn_from_round).where(PlayerRow.id.in_(players))
    ):
        if gone is not None and gone <= round_number:
            raise OperationRefused(
                translate("DbRefusal", "{team}: {name} has withdrawn from round {round} on").format(
                    team=team.name, name=names[pid], round=gone
                )
            )


def _store_games(s: Session, match: TeamMatchRow, event: TeamEvent, boards: int) -> None:
    """The games of ``match`` from its two line-ups (nothing while one is missing): board ``k`` of the
    team with White on board 1 has the colour ``k`` of the sequence (record 352, C.04.6 1.6.1)."""
    assert match.black_team_id is not None
    first = lineup_of(s, match.round_number, match.white_team_id)
    second = lineup_of(s, match.round_number, match.black_team_id)
    s.execute(
        delete(BoardRow).where(BoardRow.round_number == match.round_number, _match_boards(match, boards))
    )
    s.flush()
    if not first or not second:
        return
    for k, (a, b) in enumerate(zip(first, second, strict=True), start=1):
        white, black = (a, b) if event.board_colour(k, Colour.WHITE) is Colour.WHITE else (b, a)
        s.add(
            BoardRow(
                round_number=match.round_number,
                board_no=(match.match_no - 1) * boards + k,
                white_id=white,
                black_id=black,
            )
        )
    s.flush()


def _replace_lineup(
    s: Session, team: TeamRow, round_number: int, players: Sequence[int], settings: TeamSettings
) -> tuple[TeamMatchRow, list[int]]:
    """Team ``team``'s line-up of a round replaced by ``players`` (none: taken back) and its match's
    games made again; refused once a game of the match has a result. Returns the match and the old
    line-up."""
    match = match_of_team(s, round_number, team.id)
    if any(b.result is not None for b in _games(s, match, settings.boards)):
        raise OperationRefused(
            translate(
                "DbRefusal",
                "match {match} of round {round} has results; clear them before the line-up changes",
            ).format(match=match.match_no, round=round_number)
        )
    old = lineup_of(s, round_number, team.id)
    s.execute(delete(LineupRow).where(LineupRow.round_number == round_number, LineupRow.team_id == team.id))
    s.flush()
    for board, pid in enumerate(players, start=1):
        s.add(LineupRow(round_number=round_number, team_id=team.id, board=board, player_id=pid))
    s.flush()
    if match.black_team_id is not None:
        _store_games(s, match, team_event(s, settings), settings.boards)
    return match, old


def set_lineup(tx: Tx, round_number: int, team_number: int, players: Sequence[int]) -> TeamMatchRecord:
    """The line-up of team ``team_number`` in a paired round (player ids, board 1 first): checked
    (``check_lineup``), stored, and the match's games made when the other line-up is in. Refused once a
    game of the match has a result. One audit row (``set_lineup``)."""
    s = tx.session
    settings = team_settings(s)
    team = team_row(s, team_number)
    match_of_team(s, round_number, team.id)  # a team without a match is refused before its players
    check_lineup(s, team, round_number, players, settings.boards)
    match, old = _replace_lineup(s, team, round_number, players, settings)
    named = {"round": round_number, "team": team_number, "name": team.name}
    tx.audit("set_lineup", named | {"players": old} if old else None, named | {"players": list(players)})
    return match_record(s, match, settings)


def clear_lineup(tx: Tx, round_number: int, team_number: int) -> TeamMatchRecord:
    """Take back team ``team_number``'s line-up of a round (and the match's games) while no game of the
    match has a result. One audit row (``clear_lineup``)."""
    s = tx.session
    settings = team_settings(s)
    team = team_row(s, team_number)
    match, old = _replace_lineup(s, team, round_number, (), settings)
    tx.audit(
        "clear_lineup", {"round": round_number, "team": team_number, "name": team.name, "players": old}, None
    )
    return match_record(s, match, settings)


def _default_lineup(s: Session, round_number: int, team_id: int, boards: int) -> list[int]:
    """The line-up given, else the first players of the roster not withdrawn (a team that did not come:
    whom its forfeit is recorded against)."""
    given = lineup_of(s, round_number, team_id)
    if given:
        return given
    gone = {
        pid
        for pid, w in s.execute(select(PlayerRow.id, PlayerRow.withdrawn_from_round))
        if w is not None and w <= round_number
    }
    return [p for p in rosters(s).get(team_id, []) if p not in gone][:boards]


def forfeit_match(tx: Tx, round_number: int, match_no: int, team_numbers: Sequence[int]) -> TeamMatchRecord:
    """A match forfeited by one team (or both): every game of the match lost by forfeit by the players
    of ``team_numbers`` (C.04.6 art. 3.5 / C.04.2: the match was not played). A team without a line-up
    is recorded with the first players of its roster. One audit row (``forfeit_match``)."""
    s = tx.session
    settings = team_settings(s)
    match = match_row(s, round_number, match_no)
    if match.black_team_id is None:
        raise OperationRefused(
            translate("DbRefusal", "match {match} of round {round} is a bye: nothing to forfeit").format(
                match=match_no, round=round_number
            )
        )
    ids = {team_row(s, n).id for n in team_numbers}
    if not ids or not ids <= {match.white_team_id, match.black_team_id}:
        raise OperationRefused(
            translate("DbRefusal", "match {match} of round {round} is not a match of team(s) {teams}").format(
                match=match_no, round=round_number, teams=", ".join(map(str, team_numbers))
            )
        )
    for team_id in (match.white_team_id, match.black_team_id):
        if not lineup_of(s, round_number, team_id):
            for board, pid in enumerate(_default_lineup(s, round_number, team_id, settings.boards), start=1):
                s.add(LineupRow(round_number=round_number, team_id=team_id, board=board, player_id=pid))
    s.flush()
    _store_games(s, match, team_event(s, settings), settings.boards)
    team_of = {
        pid: team_id
        for team_id in (match.white_team_id, match.black_team_id)
        for pid in lineup_of(s, round_number, team_id)
    }
    for game in _games(s, match, settings.boards):
        white_out, black_out = team_of[game.white_id] in ids, team_of[game.black_id] in ids
        result = (
            GameResult.DOUBLE_FORFEIT
            if white_out and black_out
            else GameResult.BLACK_WINS_FORFEIT
            if white_out
            else GameResult.WHITE_WINS_FORFEIT
        )
        game.result = result.value
    s.flush()
    record = match_record(s, match, settings)
    tx.audit(
        "forfeit_match",
        None,
        {
            "round": round_number,
            "match": match_no,
            "teams": list(team_numbers),
            "names": [team_row(s, n).name for n in team_numbers],
            "games": [board_to_json(g) for g in record.games],
        },
    )
    return record


def _games(s: Session, match: TeamMatchRow, boards: int) -> list[BoardRow]:
    return list(
        s.scalars(
            select(BoardRow)
            .where(BoardRow.round_number == match.round_number, _match_boards(match, boards))
            .order_by(BoardRow.board_no)
        )
    )


def _points(games: Sequence[BoardRecord], side: set[int], points: PointSystem) -> Fraction:
    total = Fraction(0)
    for g in games:
        white, black = g.round_entries()
        if g.result is None:
            continue
        total += points.points(white) if g.white in side else points.points(black) if g.black in side else 0
    return total


@dataclass(frozen=True)
class MatchReading:
    """What every match of a listing reads alike, read once for the listing: the players' pairing
    numbers, the teams' numbers and the point system (a team event of 7 rounds has dozens of matches)."""

    numbers: dict[int, int]
    team_numbers: dict[int, int]
    points: PointSystem


def match_reading(s: Session) -> MatchReading:
    """The readings shared by the matches of the open section."""
    return MatchReading(
        numbers_by_id(s),
        {k: v for k, v in s.execute(select(TeamRow.id, TeamRow.number))},
        event_settings(event_row(s)).point_system,
    )


def match_record(
    s: Session, match: TeamMatchRow, settings: TeamSettings, reading: MatchReading | None = None
) -> TeamMatchRecord:
    """One match as the program shows it; ``reading``: the listing's shared readings (read here
    when the match is alone)."""
    shared = match_reading(s) if reading is None else reading
    numbers, team_numbers, points = shared.numbers, shared.team_numbers, shared.points
    games = tuple(board_record(b, numbers) for b in _games(s, match, settings.boards))
    white = lineup_of(s, match.round_number, match.white_team_id)
    black = [] if match.black_team_id is None else lineup_of(s, match.round_number, match.black_team_id)
    white_points = _points(games, set(white), points)
    if match.black_team_id is None:
        white_points = points.pairing_bye * settings.boards
    return TeamMatchRecord(
        round=match.round_number,
        match=match.match_no,
        white=team_numbers[match.white_team_id],
        black=None if match.black_team_id is None else team_numbers[match.black_team_id],
        white_lineup=tuple(PlayerId(p) for p in white),
        black_lineup=tuple(PlayerId(p) for p in black),
        games=games,
        white_points=white_points,
        black_points=_points(games, set(black), points),
    )


def round_matches(s: Session, round_number: int) -> tuple[TeamMatchRecord, ...]:
    """The matches of a paired round, in match order."""
    settings = team_settings(s)
    if s.get(RoundRow, (section_of(s), round_number)) is None:
        raise OperationRefused(
            translate("DbRefusal", "round {round} is not paired").format(round=round_number)
        )
    reading = match_reading(s)
    return tuple(
        match_record(s, m, settings, reading)
        for m in s.scalars(
            select(TeamMatchRow)
            .where(TeamMatchRow.round_number == round_number)
            .order_by(TeamMatchRow.match_no)
        )
    )
