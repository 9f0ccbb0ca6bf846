"""Fictitious pairing points (TRF26 ``250``, JaVaFo ``XXA``) in one canonical form.

The two records say the same thing in different shapes: 250 gives a block of rounds x players,
XXA a row of values per player. Both are read into a map (player, round) -> points, later records
overriding earlier ones, and turned back into :class:`Acceleration` blocks the same way every time:
equal rounds of one player are merged, then players with the same block are merged into ranges.
So a tournament reads back equal whichever record wrote it (C.04.7 Baku acceleration, TRF26 250).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from fractions import Fraction

from engine.model import Acceleration, PairingNumber

_Value = tuple[Fraction, Fraction | None]


def from_xxa(player: PairingNumber, values: Sequence[Fraction | None]) -> list[Acceleration]:
    """One XXA row as one-round blocks (blank cells give nothing)."""
    rows = enumerate(values, start=1)
    return [Acceleration(points, r, r, player, player) for r, points in rows if points is not None]


def expand(accelerations: Iterable[Acceleration]) -> dict[tuple[int, int], _Value]:
    """``(player, round) -> (points, match points)``; later blocks override earlier ones."""
    grid: dict[tuple[int, int], _Value] = {}
    for a in accelerations:
        for player in range(a.first_player, a.last_player + 1):
            for round_number in range(a.first_round, a.last_round + 1):
                grid[(player, round_number)] = (a.points, a.match_points)
    return grid


def normalise(accelerations: Iterable[Acceleration]) -> tuple[Acceleration, ...]:
    """The canonical blocks of ``accelerations`` (sorted by first player, then first round)."""
    grid = expand(accelerations)
    rows: dict[int, list[tuple[int, int, _Value]]] = {}
    for (player, round_number), value in sorted(grid.items()):
        row = rows.setdefault(player, [])
        if row and row[-1][1] == round_number - 1 and row[-1][2] == value:
            row[-1] = (row[-1][0], round_number, value)
        else:
            row.append((round_number, round_number, value))
    blocks: list[tuple[int, int, int, int, _Value]] = []
    open_blocks: dict[tuple[int, int, _Value], int] = {}
    for player in sorted(rows):
        for first, last, value in rows[player]:
            key = (first, last, value)
            index = open_blocks.get(key)
            if index is not None and blocks[index][3] == player - 1:
                b = blocks[index]
                blocks[index] = (b[0], b[1], b[2], player, value)
            else:
                open_blocks[key] = len(blocks)
                blocks.append((first, last, player, player, value))
    result = [
        Acceleration(value[0], first, last, PairingNumber(p1), PairingNumber(p2), value[1])
        for first, last, p1, p2, value in blocks
    ]
    return tuple(sorted(result, key=lambda a: (a.first_player, a.first_round)))


def xxa_rows(accelerations: Iterable[Acceleration]) -> dict[int, list[Fraction | None]]:
    """Per player, the fictitious points of rounds 1..n (None where there are none), for XXA."""
    rows: dict[int, list[Fraction | None]] = {}
    for (player, round_number), (points, _) in sorted(expand(accelerations).items()):
        row = rows.setdefault(player, [])
        row.extend([None] * (round_number - 1 - len(row)))
        row.append(points)
    return rows
