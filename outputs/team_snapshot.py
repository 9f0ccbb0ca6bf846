"""A team event read once for its paper and files (issue 29 item 5): the teams with their rosters, the
matches of every paired round with their line-ups and games, the team standings after each paired round
and the board results, from which the printed team documents (``outputs.documents.teams``), the web
folder's team pages (``outputs.web.team_pages``) and the team exports (``outputs.exports.team_export``)
are written.

Nothing here ranks or counts: the standings and the board results are the teams area's
(``tf.teams.standings``, ``tf.teams.board_scores``: C.04.6 1.2 and the C.07 team tie-breaks the event
chose), the colours of the boards the engine's (``engine.team_event.TeamEvent.board_colour``, C.04.6
1.6.1 and record 352).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction

import operations
from engine.model import Colour, ResultCode
from engine.team_event import TeamEvent
from engine.team_swiss.system import TeamScore
from operations.ops_team_standings import system_of
from outputs.text import points_text
from values import PlayerId, PlayerRecord
from values.teams import BoardScore, TeamMatchRecord, TeamRecord, TeamSettings, TeamStanding


@dataclass(frozen=True, slots=True)
class TeamTable:
    """The team standings after ``after_round`` (0: before round 1) with the codes of its tie-breaks.
    A line's ``name`` is the one of the TRF's team record (32 characters at most): the outputs print the
    team's own, ``TeamSnapshot.team(number).name``."""

    after_round: int
    codes: tuple[str, ...]
    rows: tuple[TeamStanding, ...]
    by_game_points: bool = False
    """Ranked by game points first (a C.04.6 ``..._GP`` variant, C.04.6 1.2), else by match points."""

    @property
    def shown_scores(self) -> tuple[bool, bool]:
        """Whether a table prints the match points and the game points in columns of their own: each
        unless it is one of the tie-breaks already (``GP`` after match points)."""
        return "MP" not in self.codes, "GP" not in self.codes

    def of(self, team: int) -> TeamStanding | None:
        """The line of team ``team`` (its pairing number); None when it has none."""
        return next((r for r in self.rows if r.number == team), None)


@dataclass(frozen=True, slots=True)
class TeamSnapshot:
    """What a team event's documents, pages and exports show (see the module's docstring)."""

    settings: TeamSettings
    teams: tuple[TeamRecord, ...]
    """In pairing-number order (TPN)."""
    players: Mapping[PlayerId, PlayerRecord]
    rounds: tuple[tuple[TeamMatchRecord, ...], ...]
    """The matches of rounds 1, 2 ... of every paired round, match 1 first."""
    tables: tuple[TeamTable, ...]
    """The standings after rounds 0, 1, 2 ... up to the last paired round."""
    board_scores: tuple[BoardScore, ...]
    """The board results after the last paired round (``tf.teams.board_scores``)."""
    _by_number: dict[int, TeamRecord] = field(default_factory=dict, init=False, repr=False, compare=False)

    @property
    def paired(self) -> int:
        return len(self.rounds)

    @property
    def complete(self) -> int:
        """The last round whose every match has all its results (0: none)."""
        done = 0
        for number, matches in enumerate(self.rounds, start=1):
            if not all(m.complete for m in matches):
                break
            done = number
        return done

    def team(self, number: int) -> TeamRecord:
        """The team of pairing number ``number``."""
        if not self._by_number:
            self._by_number.update({t.number: t for t in self.teams})
        return self._by_number[number]

    def matches(self, round_number: int) -> tuple[TeamMatchRecord, ...]:
        """The matches of a paired round (empty for a round not paired)."""
        return self.rounds[round_number - 1] if 1 <= round_number <= len(self.rounds) else ()

    def table(self, after_round: int) -> TeamTable:
        """The standings after ``after_round`` (clamped to the rounds paired)."""
        return self.tables[max(0, min(after_round, len(self.tables) - 1))]

    def board_colour(self, board: int, team_colour: Colour) -> Colour:
        """The colour on ``board`` of the team whose colour in the match is ``team_colour`` (C.04.6 1.6.1,
        the colour sequence of record 352)."""
        return TeamEvent(colour_sequence=self.settings.sequence).board_colour(board, team_colour)

    def match_of(self, round_number: int, team: int) -> TeamMatchRecord | None:
        """The match team ``team`` played in the round (None: not paired in it)."""
        for m in self.matches(round_number):
            if team in (m.white, m.black):
                return m
        return None

    def on_board(self, match: TeamMatchRecord, board: int) -> tuple[PlayerRecord | None, PlayerRecord | None]:
        """The players of both teams on ``board`` of ``match`` (None: that line-up is not given yet)."""
        return _at(self.players, match.white_lineup, board), _at(self.players, match.black_lineup, board)

    def board_result(self, match: TeamMatchRecord, board: int) -> ResultCode | None:
        """The result on ``board`` from the side of the team named first (whose player may have Black
        there); None while the game has no result or no game is made yet."""
        first = min((g.board for g in match.games), default=0)  # games are numbered match after match
        game = next((g for g in match.games if g.board == first + board - 1), None)
        if game is None or game.result is None:
            return None
        white, black = game.round_entries()
        ours = match.white_lineup[board - 1] if board <= len(match.white_lineup) else None
        return white.result if game.white == ours else black.result

    def cross_cell(
        self, team: int, round_number: int, line_of: Mapping[int, int], letters: tuple[str, str]
    ) -> str:
        """A team's crosstable cell: the opponent's line, the team's colour (``letters``: White's and
        Black's letter in the reader's language), its game points once the match is complete (``3w 2½``);
        ``PAB`` for a pairing-allocated bye (its points are the standings', C.04.6 1.4), ``–`` for a
        round without a match."""
        match = self.match_of(round_number, team)
        if match is None:
            return "–"
        if match.black is None:
            return "PAB"
        opponent = match.black if team == match.white else match.white
        colour = letters[0] if team == match.white else letters[1]
        own, _ = self.points_of(match, team)
        shown = points_text(own) if match.complete else ""
        return f"{line_of.get(opponent, '?')}{colour} {shown}".strip()

    def square_cell(self, team: int, opponent: int, through_round: int) -> str:
        """A cell of a team round robin's square table (C.05 style, teams down and across): the game
        points ``team`` scored against ``opponent`` in each of their matches of rounds 1 to
        ``through_round``, the first first (``2½ 1`` in a double round robin); ``·`` for a match whose
        results are not all in; empty before they meet."""
        shown = []
        for r in range(1, through_round + 1):
            match = self.match_of(r, team)
            if match is None or opponent not in (match.white, match.black) or team == opponent:
                continue
            shown.append(points_text(self.points_of(match, team)[0]) if match.complete else "·")
        return " ".join(shown)

    def points_of(self, match: TeamMatchRecord, team: int) -> tuple[Fraction, Fraction]:
        """The game points of ``team`` and of its opponent in ``match``."""
        if team == match.white:
            return match.white_points, match.black_points
        return match.black_points, match.white_points


def _at(
    players: Mapping[PlayerId, PlayerRecord], lineup: tuple[PlayerId, ...], board: int
) -> PlayerRecord | None:
    return players.get(lineup[board - 1]) if board <= len(lineup) else None


def take_team_snapshot(tf: operations.TournamentFile) -> TeamSnapshot | None:
    """The team event of the open file read once; None for an individual event."""
    if not tf.teams.is_team_event():
        return None
    paired = tf.rounds.paired
    rounds = tuple(tf.teams.matches(r) for r in range(1, paired + 1))
    settings = tf.teams.settings()
    by_game_points = system_of(settings).primary is TeamScore.GAME
    tables = []
    for after in range(paired + 1):
        codes, rows = tf.teams.standings(after)
        tables.append(TeamTable(after, codes, rows, by_game_points))
    return TeamSnapshot(
        settings=settings,
        teams=tf.teams.all(),
        players={p.id: p for p in tf.players.all()},
        rounds=rounds,
        tables=tuple(tables),
        board_scores=tf.teams.board_scores(),
    )
