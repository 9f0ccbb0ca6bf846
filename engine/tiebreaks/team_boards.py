"""The board tie-breaks of C.07 art. 12 (team knock-outs, usable in other team competitions): Board
Count (12.1), Top Board Results (12.2), Bottom Board Elimination (12.3).

The boards of a team's match are its players who have a game in the round, in roster order,
numbered from 1 ("regardless of who played the board"); each board scores the game points of its
game (record 162; a forfeit as a standard win or loss). The pairing-allocated bye is a standard win
on every board (art. 12, as summarised in ``../shared/rules/fide/C07_TieBreak_Regulations_2026-03.md``).
A full- or half-point bye of the whole team (no match in the round) counts board by board as its
players' cells give it (a reading: the text names only the pairing-allocated bye; so the boards add
up to the team's game points, which BC presumes equal among the tied teams).

TBR and BBE are read as orders, not sums: TBR compares the game points of board 1, then board 2 if
still level, and so on; BBE the game points of every board but the bottom one, then without the two
bottom boards, and so on. Their *value* here is the team's place in that order among all the teams
(1 the best, equal places for equal records): a place among all the teams keeps the order of any
tied group, since the comparison depends only on the team's own boards (type B).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from engine.model import PairingNumber, ResultCode, Tournament
from engine.team_event import TeamEvent

_TEAM_BYES = frozenset({ResultCode.PAIRING_BYE, ResultCode.FULL_BYE, ResultCode.HALF_BYE})

BoardPoints = dict[int, tuple[tuple[Fraction, ...], ...]]
"""Per team, per round (round 1 first), the game points of each board, board 1 first."""


def board_points(tournament: Tournament, event: TeamEvent, rounds: int) -> BoardPoints:
    """Every team's game points board by board, round by round."""
    system = tournament.point_system
    by_number = tournament.by_number()
    result: BoardPoints = {}
    for team in event.teams:
        per_round = []
        for r in range(1, rounds + 1):
            cells = [by_number[PairingNumber(n)].entry(r) for n in team.roster if n in by_number]
            boards = [e for e in cells if e.opponent is not None]
            if not boards:  # no match: the team's bye, board by board as its players' cells say it
                boards = [e for e in cells if e.result in _TEAM_BYES]
            per_round.append(
                tuple(system.win if e.result is ResultCode.PAIRING_BYE else system.points(e) for e in boards)
            )
        result[team.number] = tuple(per_round)
    return result


def board_count_of(rounds: Sequence[Sequence[Fraction]]) -> Fraction:
    """12.1 for some matches: the sum of each board's number times the game points made on it."""
    return sum((board * p for match in rounds for board, p in enumerate(match, start=1)), Fraction(0))


def board_totals(rounds: Sequence[Sequence[Fraction]], boards: int) -> tuple[Fraction, ...]:
    """The game points made on each of ``boards`` boards over some matches, board 1 first."""
    totals = [Fraction(0)] * boards
    for match in rounds:
        for board, p in enumerate(match[:boards]):
            totals[board] += p
    return tuple(totals)


def top_board_record(rounds: Sequence[Sequence[Fraction]], boards: int) -> tuple[Fraction, ...]:
    """12.2: what Top Board Results compares, in its order: board 1's game points, then board 2's..."""
    return board_totals(rounds, boards)


def bottom_elimination_record(rounds: Sequence[Sequence[Fraction]], boards: int) -> tuple[Fraction, ...]:
    """12.3: what Bottom Board Elimination compares, in its order: the game points of every board but
    the bottom one, then without the two bottom boards, ..., then board 1 alone."""
    totals = board_totals(rounds, boards)
    return tuple(sum(totals[:kept], Fraction(0)) for kept in range(boards - 1, 0, -1))


def places(records: dict[int, tuple[Fraction, ...]]) -> dict[int, Fraction]:
    """Each team's place when the records are compared, larger first (equal records, equal places)."""
    return {
        team: Fraction(1 + sum(1 for other in records.values() if other > mine))
        for team, mine in records.items()
    }
