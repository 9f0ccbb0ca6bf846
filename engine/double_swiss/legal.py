"""Whether a group of players can all be paired (C.04.5 (2026) [C1], [C3]): a perfect matching.

The players who may meet form a graph (an edge where [C1] allows the pair); the group can be paired
exactly when the graph has a perfect matching. The answer is found quickly where it usually is (the
graph of a Swiss round is nearly complete): a matching given as a hint and kept where it still holds,
then greedy pairs, then short augmenting paths; only when those leave players unpaired does the exact
answer come from the blossom algorithm of :mod:`engine.dutch.matching`, which decides.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from engine.dutch.matching import _Solver, max_weight_near_perfect_matching

Allowed = Callable[[int, int], bool]
"""Whether two players (by TPN) may be paired."""

Mates = dict[int, int]
"""A perfect matching: each player's partner (both directions)."""


def perfect_matching(
    players: Sequence[int], allowed: Allowed, hint: Mapping[int, int] | None = None
) -> Mates | None:
    """A perfect matching of ``players`` under ``allowed``, or None when there is none.

    >>> perfect_matching([1, 2, 3, 4], lambda a, b: {a, b} != {1, 3})
    {1: 2, 2: 1, 3: 4, 4: 3}
    >>> perfect_matching([1, 2, 3, 4], lambda a, b: 1 in (a, b) and 2 not in (a, b)) is None
    True
    """
    if len(players) % 2:
        return None
    inside = set(players)
    mates: Mates = {}
    if hint:
        for a in players:
            b = hint.get(a)
            if b is not None and b in inside and a not in mates and b not in mates and allowed(a, b):
                mates[a], mates[b] = b, a
    free = [p for p in players if p not in mates]
    for i, a in enumerate(free):
        if a in mates:
            continue
        for b in free[i + 1 :]:
            if b not in mates and allowed(a, b):
                mates[a], mates[b] = b, a
                break
    unpaired = [p for p in players if p not in mates]
    for a in unpaired:
        if a not in mates:
            _augment(a, players, mates, allowed)
    if len(mates) == len(players):
        return mates
    return _exact(players, allowed)


def _augment(start: int, players: Sequence[int], mates: Mates, allowed: Allowed) -> None:
    """Look for an alternating path start - b - mate(b) - d ending at a free player (depth 3): the
    first ``b`` in the order of ``players``, then the first ``d``. Only the free players are asked
    whether they may meet (a matched one cannot end the path): a few, where the players are many."""
    free = [p for p in players if p != start and p not in mates]
    for b in free:
        if allowed(start, b):
            mates[start], mates[b] = b, start
            return
    if not free:
        return
    for b in players:
        if b == start or b not in mates or not allowed(start, b):
            continue
        c = mates[b]
        for d in free:
            if allowed(c, d):
                mates[start], mates[b] = b, start
                mates[c], mates[d] = d, c
                return


def _exact(players: Sequence[int], allowed: Allowed) -> Mates | None:
    index = {p: i for i, p in enumerate(players)}
    weights = {
        (index[a], index[b]): 1 for i, a in enumerate(players) for b in players[i + 1 :] if allowed(a, b)
    }
    mate = max_weight_near_perfect_matching(len(players), weights)
    if any(m < 0 for m in mate):
        return None
    return {players[i]: players[m] for i, m in enumerate(mate)}


def min_cost_perfect_matching(
    players: Sequence[int], allowed: Allowed, cost: Callable[[int, int], int]
) -> tuple[Mates, int] | None:
    """A perfect matching of least total ``cost`` (non-negative integers), with that cost; None when
    there is no perfect matching at all."""
    return cheapest_perfect_matching(players, allowed_costs(players, allowed, cost))


def allowed_costs(
    players: Sequence[int], allowed: Allowed, cost: Callable[[int, int], int]
) -> list[tuple[int, int, int]]:
    """``(a, b, cost)`` of every pair ``allowed`` permits, ``a`` before ``b`` in ``players``, in the
    order of ``players``."""
    return [(a, b, cost(a, b)) for i, a in enumerate(players) for b in players[i + 1 :] if allowed(a, b)]


def cheapest_perfect_matching(
    players: Sequence[int], costs: Sequence[tuple[int, int, int]]
) -> tuple[Mates, int] | None:
    """A perfect matching of ``players`` of least total cost over the pairs ``costs`` lists (``(a, b,
    cost)``, costs non-negative), with that cost; None when there is none. Every pair weighs the largest
    cost plus one, less its own cost: all perfect matchings have the same number of pairs, so the
    heaviest is the cheapest."""
    if len(players) % 2:
        return None
    index = {p: i for i, p in enumerate(players)}
    top = max((c for _a, _b, c in costs), default=0) + 1
    weights = {(index[a], index[b]): top - c for a, b, c in costs}
    mate = max_weight_near_perfect_matching(len(players), weights)
    if any(m < 0 for m in mate):
        return None
    mates = {players[i]: players[m] for i, m in enumerate(mate)}
    total = sum(top - weights[(i, m)] for i, m in enumerate(mate) if i < m)
    return mates, total


CheapestMatching = tuple[Mates, int, list[tuple[int, int]] | None]
"""A perfect matching of least cost, that cost, and the pairs its duals make tight (when they prove it
cheapest alone): :func:`cheapest_with_tight_pairs`."""


def cheapest_with_tight_pairs(
    players: Sequence[int], costs: Sequence[tuple[int, int, int]]
) -> CheapestMatching | None:
    """:func:`cheapest_perfect_matching` (the same solver, the same matching) with, when its vertex
    duals alone prove the matching cheapest (no blossom keeps a dual above 0), the pairs those duals
    make tight. Then the perfect matchings of least cost over any part of ``costs`` are exactly
    the perfect matchings of that part made of tight pairs alone: a later question "is there still
    one of this cost" needs no weighted matching (LP duality: every pair's slack is at least 0, and
    a perfect matching's cost exceeds the least by the sum of its pairs' slacks)."""
    if len(players) % 2 or not players:
        return None
    index = {p: i for i, p in enumerate(players)}
    top = max((c for _a, _b, c in costs), default=0) + 1
    edges = [(index[a], index[b], 2 * (top - c)) for a, b, c in costs]
    if not edges:
        return None
    n = len(players)
    solver = _Solver(n, edges, perfect=True)
    mate = solver.run()
    if any(m < 0 for m in mate):
        return None
    mates = {players[i]: players[m] for i, m in enumerate(mate)}
    total = sum(c for (a, b, c) in costs if mates[a] == b)
    dual = solver.dual
    tight = None
    if not any(dual[n : 2 * n]):
        pairs = zip(costs, edges, strict=True)
        tight = [(a, b) for (a, b, _c), (i, j, w) in pairs if dual[i] + dual[j] == 2 * w]
    return mates, total, tight
