"""Fictitious pairing points (TRF26 ``250``, JaVaFo ``XXA``) in one canonical form.

The two records say the same thing in different shapes: 250 gives a block of rounds x players,
XXA a row of values per player. Both are read as a grid (player, round) -> points, later records
overriding earlier ones, and turned back into :class:`Acceleration` blocks the same way every time:
for each player, runs of consecutive rounds with the same value; then players next to each other
with the same run are merged into one block. So a tournament reads back equal whichever record
wrote it (C.04.7 Baku acceleration, TRF26 250, JaVaFo AUM XXA).

The grid is never built cell by cell: player and round ranges are cut at every block boundary
("coordinate compression"), so a 250 record for players 1-9999 costs one cell, not 9999.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable, Sequence
from fractions import Fraction

from engine.model import Acceleration, PairingNumber

_Value = tuple[Fraction, Fraction | None]
_Segment = tuple[int, int]
"""An inclusive range of players or rounds."""


def from_xxa(player: PairingNumber, values: Sequence[Fraction | None]) -> list[Acceleration]:
    """One XXA row as one-round blocks (blank cells give nothing)."""
    rows = enumerate(values, start=1)
    return [Acceleration(points, r, r, player, player) for r, points in rows if points is not None]


def _segments(bounds: set[int]) -> list[_Segment]:
    cuts = sorted(bounds)
    return [(a, b - 1) for a, b in zip(cuts, cuts[1:], strict=False)]


def _grid(
    blocks: Sequence[Acceleration],
) -> tuple[list[_Segment], list[_Segment], dict[tuple[int, int], _Value]]:
    """Player segments, round segments and the value of each (player segment, round segment) cell."""
    players = _segments({a.first_player for a in blocks} | {a.last_player + 1 for a in blocks})
    rounds = _segments({a.first_round for a in blocks} | {a.last_round + 1 for a in blocks})
    player_starts = [s[0] for s in players]
    round_starts = [s[0] for s in rounds]
    cells: dict[tuple[int, int], _Value] = {}
    for a in blocks:
        p = bisect_left(player_starts, a.first_player)
        while p < len(players) and players[p][1] <= a.last_player:
            r = bisect_left(round_starts, a.first_round)
            while r < len(rounds) and rounds[r][1] <= a.last_round:
                cells[(p, r)] = (a.points, a.match_points)
                r += 1
            p += 1
    return players, rounds, cells


def normalise(accelerations: Iterable[Acceleration]) -> tuple[Acceleration, ...]:
    """The canonical blocks of ``accelerations`` (sorted by first player, then first round)."""
    blocks = [a for a in accelerations if a.first_player <= a.last_player and a.first_round <= a.last_round]
    if not blocks:
        return ()
    players, rounds, cells = _grid(blocks)
    merged: list[tuple[int, int, int, int, _Value]] = []
    open_blocks: dict[tuple[int, int, _Value], int] = {}
    for p, (first_player, last_player) in enumerate(players):
        runs: list[tuple[int, int, _Value]] = []
        for r, (first_round, last_round) in enumerate(rounds):
            value = cells.get((p, r))
            if value is None:
                continue
            if runs and runs[-1][1] == first_round - 1 and runs[-1][2] == value:
                runs[-1] = (runs[-1][0], last_round, value)
            else:
                runs.append((first_round, last_round, value))
        for run in runs:
            index = open_blocks.get(run)
            if index is not None and merged[index][3] == first_player - 1:
                b = merged[index]
                merged[index] = (b[0], b[1], b[2], last_player, b[4])
            else:
                open_blocks[run] = len(merged)
                merged.append((run[0], run[1], first_player, last_player, run[2]))
    result = [
        Acceleration(value[0], first, last, PairingNumber(p1), PairingNumber(p2), value[1])
        for first, last, p1, p2, value in merged
    ]
    return tuple(sorted(result, key=lambda a: (a.first_player, a.first_round)))


def xxa_rows(accelerations: Iterable[Acceleration]) -> dict[int, list[Fraction | None]]:
    """Per player, the fictitious points of rounds 1..n (None where there are none), for XXA."""
    rows: dict[int, list[Fraction | None]] = {}
    for a in normalise(accelerations):
        for player in range(a.first_player, a.last_player + 1):
            row = rows.setdefault(player, [])
            row.extend([None] * (a.last_round - len(row)))
            for round_number in range(a.first_round, a.last_round + 1):
                row[round_number - 1] = a.points
    return dict(sorted(rows.items()))
