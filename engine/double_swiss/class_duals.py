"""The least [C8] cost of a bracket's pairing proved from its cost classes (C.04.5 (2026) art. 3.6.2
with [C8]; C.04.6 art. 3.6.4 with [C8]-[C10]): vertex duals found on the classes, checked on the
bracket's graph.

A pair's cost depends only on the cost classes of its two members (``Criteria.cost_class``), so the
bracket is, but for [C1]'s few barred pairs, a complete graph of a few classes. The fractional
pairing of the classes (how many members of class ``K`` meet members of class ``L``; no
integrality, no odd sets) is a transportation problem of a few nodes each side, solved here by
successive shortest paths; its potentials give every class a dual ``y`` with ``y_K + y_L`` at most
the cost of a ``K``-``L`` pair. Those duals hold for every pair of the bracket, so every pairing costs
at least the sum of its members' duals, and a pairing using only pairs whose cost equals that bound
(tight pairs) costs exactly it: when the bracket's tight pairs hold a perfect matching (found by
augmenting paths over masks, :mod:`engine.double_swiss.bracket_graph`), its cost is the least, and
the pairings of least cost under any later choice of the identifier search are exactly the perfect
matchings of the tight pairs left. When they hold none (an odd set, or [C1]'s barred pairs, makes the
fractional bound unreachable) the caller solves the bracket's weighted matching as before.
"""

from __future__ import annotations

from collections.abc import Sequence

Flow = list[list[int]]
"""Residual capacities between the transportation network's nodes."""


def class_duals(sizes: Sequence[int], cost: Sequence[Sequence[int | None]]) -> list[int] | None:
    """Twice a dual per class (integers): ``y[K] + y[L] <= 2 * cost[K][L]`` for each class pair that
    may meet (``cost`` None: they may not; a class meets itself only with two members or more),
    their sum over the members (``sum(sizes[K] * y[K]) / 2``) the least cost of the fractional
    pairing of the classes. None when the classes cannot be paired even fractionally.

    >>> class_duals([2, 2], [[2, 0], [0, 0]])  # two costly members pair best with the two others
    [0, 0]
    >>> class_duals([2], [[3]])
    [3]
    """
    k = len(sizes)
    source, sink = 2 * k, 2 * k + 1
    nodes = 2 * k + 2
    capacity: Flow = [[0] * nodes for _ in range(nodes)]
    price = [[0] * nodes for _ in range(nodes)]
    for a in range(k):
        capacity[source][a] = sizes[a]
        capacity[k + a][sink] = sizes[a]
        for b in range(k):
            c = cost[a][b]
            if c is None or (a == b and sizes[a] < 2):
                continue
            capacity[a][k + b] = sum(sizes)  # without bound: more than any class has members
            price[a][k + b], price[k + b][a] = c, -c
    shipped = 0
    while shipped < sum(sizes):
        distance, previous = _shortest(capacity, price, [source])
        if distance[sink] is None:
            return None
        path = [sink]
        while path[-1] != source:
            path.append(previous[path[-1]])
        amount = min(capacity[u][v] for v, u in zip(path, path[1:], strict=False))
        for v, u in zip(path, path[1:], strict=False):
            capacity[u][v] -= amount
            capacity[v][u] += amount
        shipped += amount
    potential, _previous = _shortest(capacity, price, list(range(nodes)))
    # reduced costs >= 0 on every residual arc: p[L'] - p[K] <= cost (an unused arc K -> L'), with
    # equality where flow runs (its reverse arc is residual): u[K] = -p[K], v[L] = p[L'] are duals
    # of the transportation problem, and y = u + v, symmetrised, those of the classes.
    return [_known(potential[k + a]) - _known(potential[a]) for a in range(k)]


def _known(value: int | None) -> int:
    assert value is not None  # every node is a start of the last search
    return value


def _shortest(capacity: Flow, price: Flow, starts: list[int]) -> tuple[list[int | None], list[int]]:
    """Bellman-Ford over the arcs with capacity left, from ``starts`` (each at 0): each node's
    least distance (None: unreached) and the node before it on that path."""
    nodes = len(capacity)
    distance: list[int | None] = [None] * nodes
    previous = [-1] * nodes
    for s in starts:
        distance[s] = 0
    for _ in range(nodes):
        changed = False
        for u in range(nodes):
            du = distance[u]
            if du is None:
                continue
            row, cost = capacity[u], price[u]
            for v in range(nodes):
                if row[v] > 0:
                    dv = distance[v]
                    if dv is None or du + cost[v] < dv:
                        distance[v], previous[v] = du + cost[v], u
                        changed = True
        if not changed:
            break
    return distance, previous
