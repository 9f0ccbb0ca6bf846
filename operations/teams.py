"""The teams area of a team event (issue 29): teams and rosters (one, or a CSV list with its preview,
all or nothing, and its undo), the captains' line-ups, the matches of a round, the forfeit of a whole
match, the requested bye of a team, the team standings and the board results.

Each method that writes is ONE operation: one transaction with its audit row (``FileAccess.write``),
returning domain values (``values.teams``). Reached as ``tf.teams`` of an open ``TournamentFile``;
pairing a team round is ``tf.rounds.pair_next`` and a game's result ``tf.results.set``, as in an
individual event.
"""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import select
from sqlalchemy.orm import Session

from db.errors import OperationRefused
from db.schema import ByeRow
from db.tx import Tx
from engine.i18n import translate
from formats.csv_teams import ParsedTeams
from operations import ops_team_entries, ops_team_import, ops_team_rounds, ops_team_standings, ops_teams
from operations.file_access import FileAccess
from operations.ops_event import paired_rounds
from values import ByeKind, PlayerDetails, PlayerId
from values.teams import (
    BoardScore,
    TeamImportPreview,
    TeamMatchRecord,
    TeamRecord,
    TeamSettings,
    TeamsImported,
    TeamStanding,
)


class Teams:
    """The operations of the teams area (see the module's docstring)."""

    def __init__(self, file: FileAccess) -> None:
        self._file = file

    def settings(self) -> TeamSettings:
        """The event's team settings (refused for an individual event)."""
        return self._file.read(ops_teams.team_settings)

    def all(self) -> tuple[TeamRecord, ...]:
        """Every team with its roster, in pairing-number order."""
        return self._file.read(ops_teams.all_teams)

    def add(
        self,
        name: str,
        captain: str = "",
        players: Sequence[PlayerDetails] = (),
        from_round: int | None = None,
    ) -> TeamRecord:
        """Register a team with its roster (board order; reserves last); ``from_round``: a late team
        that plays from that round on, not paired before (``ops_team_entries.add_late_team``)."""
        if from_round is not None:
            return self._file.write(
                lambda tx: ops_team_entries.add_late_team(tx, name, captain, players, from_round)
            )
        return self._file.write(lambda tx: ops_teams.add_team(tx, name, captain, players))

    def withdraw(self, number: int, from_round: int | None = None) -> TeamRecord:
        """Team ``number`` withdrawn from ``from_round`` (default: the next round) on: not paired any
        more, its past matches stay (C.04.2 art. 3.2, ``ops_team_entries.withdraw_team``)."""
        return self._file.write(lambda tx: ops_team_entries.withdraw_team(tx, number, from_round))

    def reinstate(self, number: int) -> TeamRecord:
        """Take back the withdrawal of team ``number``."""
        return self._file.write(lambda tx: ops_team_entries.reinstate_team(tx, number))

    def add_players(self, number: int, players: Sequence[PlayerDetails]) -> TeamRecord:
        """Put players at the end of team ``number``'s roster."""
        return self._file.write(lambda tx: ops_teams.add_players(tx, number, players))

    def remove(self, number: int) -> TeamRecord:
        """Remove a team registered by mistake, with its players, before it is paired."""
        return self._file.write(lambda tx: ops_team_import.remove_team(tx, number))

    def preview_import(self, parsed: ParsedTeams) -> TeamImportPreview:
        """What ``import_list(parsed)`` would add; the file is not changed."""
        return self._file.dry_run(lambda tx: ops_team_import.preview(tx, parsed))

    def import_list(self, parsed: ParsedTeams) -> TeamsImported:
        """Every team of a CSV list with its roster, all or nothing, one operation and one audit row."""
        return self._file.write(lambda tx: ops_team_import.import_teams(tx, parsed))

    def undo_import(self) -> tuple[TeamRecord, ...]:
        """Remove exactly the teams (and their players) of the newest team import not undone."""
        return self._file.write(ops_team_import.undo_import)

    def matches(self, round_number: int) -> tuple[TeamMatchRecord, ...]:
        """The matches of a paired round with their line-ups, games and game points."""
        return self._file.read(lambda s: ops_team_rounds.round_matches(s, round_number))

    def set_lineup(self, round_number: int, team: int, players: Sequence[PlayerId]) -> TeamMatchRecord:
        """The captain's line-up of team ``team`` (player ids, board 1 first), refused in one sentence
        when it breaks the roster's order (``ops_team_rounds.check_lineup``)."""
        return self._file.write(lambda tx: ops_team_rounds.set_lineup(tx, round_number, team, players))

    def clear_lineup(self, round_number: int, team: int) -> TeamMatchRecord:
        """Take back a team's line-up (and its match's games) while the match has no result."""
        return self._file.write(lambda tx: ops_team_rounds.clear_lineup(tx, round_number, team))

    def forfeit_match(self, round_number: int, match: int, teams: Sequence[int]) -> TeamMatchRecord:
        """Match ``match`` forfeited by ``teams`` (one, or both): every game lost by forfeit."""
        return self._file.write(lambda tx: ops_team_rounds.forfeit_match(tx, round_number, match, teams))

    def request_bye(self, round_number: int, team: int, kind: ByeKind) -> TeamRecord:
        """A bye the team requested for a round not yet paired: the same bye for every player of its
        roster, so the team is not paired (``engine.team_swiss.matches``: a full-point bye is a won
        match, a half-point bye a drawn one, a zero-point bye none)."""

        def run(tx: Tx) -> TeamRecord:
            s = tx.session
            row = ops_teams.team_row(s, team)
            if round_number <= paired_rounds(s):
                raise OperationRefused(
                    translate("DbRefusal", "round {round} is paired already").format(round=round_number)
                )
            record = ops_teams.team_record(s, row)
            for p in record.roster:
                old = s.scalar(
                    select(ByeRow).where(ByeRow.round_number == round_number, ByeRow.player_id == p.id)
                )
                if old is not None:
                    s.delete(old)
                    s.flush()
                s.add(ByeRow(round_number=round_number, player_id=p.id, kind=kind.value))
            s.flush()
            tx.audit(
                "request_team_bye",
                None,
                {"round": round_number, "team": team, "name": row.name, "kind": kind.value},
            )
            return record

        return self._file.write(run)

    def standings(self, after_round: int | None = None) -> tuple[tuple[str, ...], tuple[TeamStanding, ...]]:
        """The tie-break codes and the team standings after ``after_round`` (default: every round)."""
        return self._file.read(lambda s: ops_team_standings.standings(s, after_round))

    def board_scores(self, after_round: int | None = None) -> tuple[BoardScore, ...]:
        """Every player's games by the board he played (the board prizes of an Olympiad)."""
        return self._file.read(lambda s: ops_team_standings.board_scores(s, after_round))

    def is_team_event(self) -> bool:
        return self._file.read(ops_teams.is_team_event)


def read_is_team(s: Session) -> bool:
    return ops_teams.is_team_event(s)
