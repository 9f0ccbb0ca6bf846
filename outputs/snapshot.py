"""One read of a tournament file, from which every export and every page is written.

The standings are the event's (``TournamentFile.results.standings``: the one standings policy,
``engine.standings_policy``), after the last round with every result; nothing here chooses a
tie-break. A file whose standings cannot be computed (no complete round yet, a tie-break the
edition does not have) still publishes its players and pairings, with the reason.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from datetime import UTC, datetime
from fractions import Fraction

import operations
from engine.errors import ArbiterError
from engine.i18n import QT_TRANSLATE_NOOP, in_language
from engine.model import PairingNumber, Player, ResultCode, RoundEntry, Tournament
from engine.standings import StandingsTable
from outputs.team_snapshot import TeamSnapshot, take_team_snapshot
from values import BoardRecord, EventSettings, PlayerId, PlayerRecord, RoundInfo
from values.desk import FeeTotals, PlayerFee


@dataclass(frozen=True, slots=True)
class PlayerRound:
    """What one player did in one round: the round cell (opponent, colour, result code), the board
    (None without an opponent) and the points after the round."""

    round: int
    entry: RoundEntry
    board: int | None
    points: Fraction
    score_after: Fraction


@dataclass(frozen=True, slots=True)
class EventSnapshot:
    """The event as it stands when read: settings, players (TPN order), paired rounds, the engine's
    tournament (round cells), and the standings (or why there are none)."""

    event: EventSettings
    players: tuple[PlayerRecord, ...]
    rounds: tuple[RoundInfo, ...]
    tournament: Tournament
    standings: StandingsTable | None
    standings_problem: str
    """Why there are no standings (empty when there are): English for the JSON export, shown on the web
    pages through ``translate("PublishSnapshot", ...)`` (a refusal of the engine's comes in the language
    the snapshot was taken in)."""
    taken_at: datetime
    fees: tuple[PlayerFee, ...] = ()
    """What each player owes and paid (``tf.desk.player_fees``); empty when the event records no fees."""
    fee_totals: FeeTotals | None = None
    """The organiser's totals (None when the event records no fees)."""
    teams: TeamSnapshot | None = None
    """A team event's teams, matches and team standings (``outputs.team_snapshot``; None: an individual
    event)."""
    _boards: dict[tuple[int, PlayerId], BoardRecord] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )
    """(round, player) -> board, filled at the first :meth:`board_of` (a cache of ``rounds``; a
    player's page asks for each round: at 9,999 players a walk through the round's boards each time
    took most of the 53 s the web folder's pages took, issue 32 item 4)."""
    _byes: dict[tuple[int, PlayerId], ResultCode] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )
    """(round, player) -> bye (the PAB first), made at the first :meth:`bye_code` (a crosstable asks for
    each player and round)."""
    _running: dict[PairingNumber, tuple[Fraction, ...]] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )
    """Each player's score after each round, filled by :meth:`score` (the pages and documents ask for a
    score before each round of each board: 128,000 sums at 9,999 players)."""

    @property
    def by_id(self) -> dict[PlayerId, PlayerRecord]:
        return {p.id: p for p in self.players}

    @property
    def by_number(self) -> dict[int, PlayerRecord]:
        return {int(p.number): p for p in self.players}

    @property
    def current_round(self) -> RoundInfo | None:
        """The last paired round (None before round 1)."""
        return self.rounds[-1] if self.rounds else None

    def engine_player(self, player: PlayerRecord) -> Player:
        return self.tournament.player(player.number)

    def board_of(self, round_number: int, player: PlayerId) -> BoardRecord | None:
        """The board of ``player`` in round ``round_number`` (None: no board, or no such round)."""
        boards = self._boards
        if not boards:
            for number, info in enumerate(self.rounds, start=1):
                for b in info.boards:
                    boards.setdefault((number, b.white), b)
                    boards.setdefault((number, b.black), b)
        return boards.get((round_number, player))

    def bye_code(self, round_number: int, player: PlayerRecord) -> ResultCode | None:
        """The player's bye in the round (PAB U, requested F/H/Z); None when paired or not paired."""
        byes = self._byes
        if not byes:  # an event without byes looks again each time: a walk through the rounds only
            for number, info in enumerate(self.rounds, start=1):
                if info.pairing_bye is not None:
                    byes[number, info.pairing_bye] = ResultCode.PAIRING_BYE
                for b in info.byes:
                    byes.setdefault((number, b.player), b.kind.code)
        return byes.get((round_number, player.id))

    def history(self, player: PlayerRecord) -> tuple[PlayerRound, ...]:
        """The player's rounds 1..last paired, with boards and the running score."""
        p = self.engine_player(player)
        points = self.tournament.point_system
        running = self._running_scores(player)  # a pending game counts nothing there either
        last = len(running) - 1
        lines: list[PlayerRound] = []
        for r in range(1, len(self.rounds) + 1):
            entry = p.entry(r)
            board = self.board_of(r, player.id)
            gained = Fraction(0) if entry.result is ResultCode.PENDING else points.points(entry)
            lines.append(PlayerRound(r, entry, board.board if board else None, gained, running[min(r, last)]))
        return tuple(lines)

    def _running_scores(self, player: PlayerRecord) -> tuple[Fraction, ...]:
        """The player's score after each round, from none (``Player.running_scores``), kept."""
        running = self._running.get(player.number)
        if running is None:
            running = self.engine_player(player).running_scores(self.tournament.point_system)
            self._running[player.number] = running
        return running

    def score(self, player: PlayerRecord, up_to_round: int | None = None) -> Fraction:
        """Points after ``up_to_round`` (default: every round paired, pending games count nothing)."""
        running = self._running_scores(player)
        if up_to_round is None or up_to_round >= len(running):
            return running[-1]
        if up_to_round >= 0:
            return running[up_to_round]
        return self.engine_player(player).score(self.tournament.point_system, up_to_round)


def take_snapshot(tf: operations.TournamentFile, language: str | None = None) -> EventSnapshot:
    """Read everything the exports and the site need from an open tournament file; a reason why there
    are no standings in ``language`` (None: the program's; ``"en"`` for the exports, which are for
    programs and stay English)."""
    with in_language(language):
        return _take_snapshot(tf)


def _take_snapshot(tf: operations.TournamentFile) -> EventSnapshot:
    tournament = tf.tournament()
    standings: StandingsTable | None = None
    problem = ""
    if tf.rounds.paired == 0:
        problem = QT_TRANSLATE_NOOP("PublishSnapshot", "no round has been paired yet")
    else:
        try:
            standings = tf.results.standings()
        except ArbiterError as exc:
            problem = str(exc)
        else:
            if standings.after_round == 0:
                standings, problem = (
                    None,
                    QT_TRANSLATE_NOOP("PublishSnapshot", "no round has every result yet"),
                )
    charged = bool(tf.desk.fee_schedule().categories)
    return EventSnapshot(
        fees=tf.desk.player_fees() if charged else (),
        fee_totals=tf.desk.fee_totals() if charged else None,
        event=tf.event.settings(),
        players=tf.players.all(),
        rounds=tf.rounds.all(),
        tournament=tournament,
        standings=standings,
        standings_problem=problem,
        taken_at=publication_time(),
        teams=take_team_snapshot(tf),
    )


def publication_time() -> datetime:
    """When the file is read for an export or a page: now, to the second, with the local UTC offset.

    ``SOURCE_DATE_EPOCH`` in the environment (seconds since 1970, the reproducible-builds.org
    convention, which ReportLab's PDFs follow too) fixes it, in UTC: the same file exported twice then
    gives the same bytes (what the fault tests compare, ``tests/test_db_faults.py``)."""
    fixed = os.environ.get("SOURCE_DATE_EPOCH", "").strip()
    if fixed.isdigit():
        return datetime.fromtimestamp(int(fixed), UTC)
    return datetime.now().astimezone().replace(microsecond=0)
