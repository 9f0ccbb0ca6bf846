"""What the documents print, derived from an ``engine.model.Tournament``: boards, byes, standings.

Nothing here draws; the document modules turn these values into tables.
"""

from __future__ import annotations

import importlib
import inspect
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from engine.errors import InvalidTournamentError
from engine.model import Board, Colour, Pairing, PairingNumber, Player, ResultCode, RoundEntry, Tournament


@dataclass(frozen=True, slots=True)
class BoardRow:
    """One board of a round as printed: both players, White's result code and the scores before."""

    number: int
    white: Player
    black: Player
    white_result: ResultCode
    white_score: Fraction
    black_score: Fraction


@dataclass(frozen=True, slots=True)
class ByeRow:
    """A player without an opponent in the round (PAB, HPB, FPB, ZPB) and the score before it."""

    player: Player
    entry: RoundEntry
    score: Fraction


@dataclass(frozen=True, slots=True)
class RoundSheet:
    """Everything about one round: boards in board order, then the players without an opponent."""

    round: int
    boards: tuple[BoardRow, ...]
    byes: tuple[ByeRow, ...]

    @property
    def is_complete(self) -> bool:
        return all(b.white_result is not ResultCode.PENDING for b in self.boards)


def score_before(player: Player, tournament: Tournament, round_number: int) -> Fraction:
    """Points of ``player`` after rounds 1..round_number-1."""
    return player.score(tournament.point_system, round_number - 1)


def round_numbers(tournament: Tournament) -> int:
    """How many rounds the documents show: the planned number, or at least those recorded."""
    return max(tournament.number_of_rounds or 0, tournament.rounds_recorded)


def latest_round(tournament: Tournament) -> int:
    """The last round with any pairing or result recorded (0 before round 1 is paired)."""
    return tournament.rounds_recorded


def board_order_key(
    white_score: Fraction, black_score: Fraction, white: int, black: int
) -> tuple[object, ...]:
    """C.04.2 (2026) art. 3.6: board order after pairing, by descending priority:

    (1) the score of the higher-ranked participant of the pair (higher first); (2) the sum of both
    participants' scores (higher first); (3) the TPN of the higher-ranked participant (lower first).
    The higher-ranked participant is the one with more points, the lower TPN between equals.
    """
    top_score, top_tpn = max((white_score, -white), (black_score, -black))
    return (-top_score, -(white_score + black_score), -top_tpn)


def round_sheet(tournament: Tournament, round_number: int, pairing: Pairing | None = None) -> RoundSheet:
    """The boards and byes of ``round_number``, read from the players' round entries.

    Board order is ``pairing``'s when given (the engine's output, or boards the arbiter fixed);
    otherwise it is the recommended order of C.04.2 art. 3.6. A game whose two entries disagree
    (opponent not pointing back) raises ``InvalidTournamentError`` naming both players.
    """
    if round_number < 1:
        raise InvalidTournamentError(f"round {round_number} does not exist (rounds start at 1)")
    players = tournament.by_number()
    seen: set[PairingNumber] = set()
    games: list[tuple[Player, Player]] = []
    byes: list[ByeRow] = []
    for p in sorted(tournament.players, key=lambda q: q.number):
        if p.number in seen:
            continue
        entry = p.entry(round_number)
        if entry.opponent is None:
            if round_number <= len(p.rounds):
                byes.append(ByeRow(p, entry, score_before(p, tournament, round_number)))
            continue
        opponent = players.get(entry.opponent)
        if opponent is None:
            raise InvalidTournamentError(
                f"round {round_number}: player {p.number} ({p.name}) is paired with {entry.opponent}, "
                "who is not registered"
            )
        back = opponent.entry(round_number)
        if back.opponent != p.number:
            raise InvalidTournamentError(
                f"round {round_number}: player {p.number} ({p.name}) is paired with {opponent.number} "
                f"({opponent.name}), whose entry says {back.opponent or 'no opponent'}"
            )
        seen.update((p.number, opponent.number))
        if entry.colour is Colour.BLACK or (entry.colour is Colour.NONE and back.colour is Colour.WHITE):
            games.append((opponent, p))
        else:
            games.append((p, opponent))

    def row(n: int, white: Player, black: Player) -> BoardRow:
        return BoardRow(
            n,
            white,
            black,
            white.entry(round_number).result,
            score_before(white, tournament, round_number),
            score_before(black, tournament, round_number),
        )

    if pairing is not None:
        position = {Board(b.white, b.black): i for i, b in enumerate(pairing.boards)}
        unordered = {frozenset((b.white, b.black)): i for i, b in enumerate(pairing.boards)}
        last = len(pairing.boards)

        def given(game: tuple[Player, Player]) -> int:
            w, b = game
            return position.get(
                Board(w.number, b.number), unordered.get(frozenset((w.number, b.number)), last)
            )

        games.sort(key=given)
    else:
        games.sort(
            key=lambda g: board_order_key(
                score_before(g[0], tournament, round_number),
                score_before(g[1], tournament, round_number),
                g[0].number,
                g[1].number,
            )
        )
    boards = tuple(row(i, w, b) for i, (w, b) in enumerate(games, start=1))
    byes.sort(key=lambda b: (b.entry.result is not ResultCode.PAIRING_BYE, -b.score, b.player.number))
    return RoundSheet(round_number, boards, tuple(byes))


@dataclass(frozen=True, slots=True)
class StandingRow:
    """One line of the standings: rank (shared ranks allowed), player, points, tie-break values."""

    rank: int
    player: Player
    points: Fraction
    tiebreaks: tuple[object, ...] = ()


@dataclass(frozen=True, slots=True)
class Standings:
    """Ranked players after a round, with the names of the tie-break columns in order."""

    after_round: int
    tiebreak_names: tuple[str, ...]
    rows: tuple[StandingRow, ...]

    def rank_of(self) -> dict[PairingNumber, int]:
        return {r.player.number: r.rank for r in self.rows}

    def position_of(self) -> dict[PairingNumber, int]:
        """Line number (1-based) of each player: unique, used to point at opponents in crosstables."""
        return {r.player.number: i for i, r in enumerate(self.rows, start=1)}


def standings(
    tournament: Tournament, tiebreaks: Sequence[str] | None = None, after_round: int | None = None
) -> Standings:
    """Ranked players after ``after_round`` (default: the last recorded round).

    Ranking and tie-breaks come from ``engine.standings.compute_standings`` (C.07) when the engine
    provides it; otherwise players are ordered by points, then pairing number, without tie-breaks.
    ``tiebreaks`` defaults to the tournament's own (TRF 202 codes).
    """
    last = latest_round(tournament)
    upto = last if after_round is None else max(0, min(after_round, last))
    codes = tuple(tournament.tiebreaks if tiebreaks is None else tiebreaks)
    computed = _engine_standings(tournament, codes, upto)
    if computed is not None:
        return computed
    ps = tournament.point_system
    scored = sorted(tournament.players, key=lambda p: (-p.score(ps, upto), p.number))
    rows = tuple(StandingRow(i, p, p.score(ps, upto)) for i, p in enumerate(scored, start=1))
    return Standings(upto, (), rows)


def _engine_standings(tournament: Tournament, codes: tuple[str, ...], upto: int) -> Standings | None:
    """Adapter to ``engine.standings.compute_standings`` (written beside this module); None if absent."""
    try:
        module = importlib.import_module("engine.standings")
    except ImportError:
        return None
    compute = getattr(module, "compute_standings", None)
    if compute is None:
        return None
    kwargs: dict[str, object] = {}
    params = inspect.signature(compute).parameters
    for name in ("after_round", "up_to_round", "round_number", "rounds"):
        if name in params:
            kwargs[name] = upto
            break
    result = compute(tournament, codes, **kwargs)
    return _from_engine(result, tournament, codes, upto)


def _from_engine(result: object, tournament: Tournament, codes: tuple[str, ...], upto: int) -> Standings:
    """Read the engine's standings rows (rank, player or number, points, tie-break values)."""
    rows_in = getattr(result, "rows", result)
    players = tournament.by_number()
    rows: list[StandingRow] = []
    names: tuple[str, ...] = tuple(getattr(result, "tiebreak_names", ()) or codes)
    for i, r in enumerate(rows_in, start=1):  # type: ignore[call-overload]
        player = getattr(r, "player", None)
        if not isinstance(player, Player):
            number = getattr(r, "number", None) or getattr(r, "pairing_number", None) or player
            player = players[PairingNumber(int(number))]
        rank = int(getattr(r, "rank", i) or i)
        points = getattr(r, "points", None)
        if points is None:
            points = getattr(r, "score", None)
        if points is None:
            points = player.score(tournament.point_system, upto)
        values = getattr(r, "tiebreaks", getattr(r, "values", ()))
        if isinstance(values, dict):
            values = tuple(values.get(c) for c in names)
        rows.append(StandingRow(rank, player, Fraction(points), tuple(values)))
    return Standings(upto, names, tuple(rows))
