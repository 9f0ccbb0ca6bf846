"""The transportation problem with exact integer weights, and its optimal duals.

Rows ``r`` have ``supply[r]`` units, columns ``c`` ask for ``demand[c]`` units (the totals are
equal); a unit sent from r to c is worth ``weight(r, c)`` (None: not allowed). The problem is the
linear program

    maximise sum(weight(r, c) * z[r][c])  subject to  sum over c of z[r][c] = supply[r],
    sum over r of z[r][c] = demand[c],  z >= 0,

and its dual: ``u[r] + v[c] >= weight(r, c)`` for every allowed (r, c), minimising
``sum(supply[r] * u[r]) + sum(demand[c] * v[c])``. Solved by successive shortest paths (a minimum
cost flow, Dijkstra with potentials on the dense graph of the few rows and columns): every
augmentation keeps the reduced costs non-negative, so when all the supply is sent the potentials are
optimal duals, tight (``u[r] + v[c] == weight(r, c)``) wherever ``z[r][c] > 0``.

The Dutch engine uses it on *kinds* of players (:mod:`engine.dutch.sparse_matching`): a bracket of
thousands of players has a few dozen kinds, and the best pairing of kinds bounds, and usually gives,
the best pairing of the players.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

KindWeight = Callable[[int, int], "int | None"]
"""``weight(r, c)``: what a unit from row r to column c is worth; None when it is not allowed."""


def transportation(
    supply: Sequence[int], demand: Sequence[int], weight: KindWeight
) -> tuple[list[int], list[int], list[list[int]]] | None:
    """Duals and an optimal plan ``(u, v, z)``, or None when the supply cannot all be sent.

    >>> u, v, z = transportation([1, 1], [1, 1], lambda r, c: [[5, 3], [4, 1]][r][c])
    >>> z, sum(u) + sum(v)
    ([[0, 1], [1, 0]], 7)
    """
    rows, cols = len(supply), len(demand)
    if sum(supply) != sum(demand):
        return None
    table: list[list[int | None]] = [[weight(r, c) for c in range(cols)] for r in range(rows)]
    # Potentials p: the reduced cost of the arc r -> c (cost -weight) is p_row[r] - p_col[c] - weight,
    # of the arc c -> r (cost weight, there when z[r][c] > 0) weight + p_col[c] - p_row[r]; both >= 0.
    p_row = [max((w for w in table[r] if w is not None), default=0) for r in range(rows)]
    p_col = [0] * cols
    z = [[0] * cols for _ in range(rows)]
    left = list(supply)
    wanted = list(demand)
    remaining = sum(supply)
    while remaining > 0:
        found = _shortest_paths(table, z, left, wanted, p_row, p_col)
        if found is None:
            return None
        dist_row, dist_col, via_row, via_col, target = found
        amount = wanted[target]
        c = target
        while True:
            r = via_col[c]
            back = via_row[r]
            if back < 0:
                amount = min(amount, left[r])
                break
            amount = min(amount, z[r][back])
            c = back
        c = target
        while True:
            r = via_col[c]
            z[r][c] += amount
            back = via_row[r]
            if back < 0:
                left[r] -= amount
                break
            z[r][back] -= amount
            c = back
        wanted[target] -= amount
        remaining -= amount
        # p += min(distance, the target's distance): every reduced cost stays >= 0 and those of
        # the path become 0 (Johnson's potentials, capped for the nodes not reached in time).
        cap = dist_col[target]
        assert cap is not None
        for r in range(rows):
            d = dist_row[r]
            p_row[r] += cap if d is None or d > cap else d
        for c in range(cols):
            d = dist_col[c]
            p_col[c] += cap if d is None or d > cap else d
    return p_row, [-p for p in p_col], z


def _shortest_paths(
    table: list[list[int | None]],
    z: list[list[int]],
    left: list[int],
    wanted: list[int],
    p_row: list[int],
    p_col: list[int],
) -> tuple[list[int | None], list[int | None], list[int], list[int], int] | None:
    """Dijkstra on dense arrays from every row with supply left, over the residual arcs with their
    reduced costs, until a column that still wants units is settled. Returns the distances, the
    predecessors (``via_row[r]``: the column r was reached from, -1 for a source; ``via_col[c]``: the
    row c was reached from) and that column; None when no such column is reachable."""
    rows, cols = len(p_row), len(p_col)
    dist_row: list[int | None] = [0 if left[r] > 0 else None for r in range(rows)]
    dist_col: list[int | None] = [None] * cols
    via_row = [-1] * rows
    via_col = [-1] * cols
    done_row = [False] * rows
    done_col = [False] * cols
    while True:
        best: int | None = None
        pick = -1
        pick_row = True
        for r in range(rows):
            d = dist_row[r]
            if d is not None and not done_row[r] and (best is None or d < best):
                best, pick, pick_row = d, r, True
        for c in range(cols):
            d = dist_col[c]
            if d is not None and not done_col[c] and (best is None or d < best):
                best, pick, pick_row = d, c, False
        if best is None:
            return None
        if pick_row:
            r = pick
            done_row[r] = True
            row = table[r]
            base = best + p_row[r]
            for c in range(cols):
                w = row[c]
                if w is None or done_col[c]:
                    continue
                d = base - p_col[c] - w
                old = dist_col[c]
                if old is None or d < old:
                    dist_col[c] = d
                    via_col[c] = r
        else:
            c = pick
            done_col[c] = True
            if wanted[c] > 0:
                return dist_row, dist_col, via_row, via_col, c
            base = best + p_col[c]
            for r in range(rows):
                if done_row[r] or z[r][c] <= 0:
                    continue
                w = table[r][c]
                assert w is not None
                d = base + w - p_row[r]
                old = dist_row[r]
                if old is None or d < old:
                    dist_row[r] = d
                    via_row[r] = c
