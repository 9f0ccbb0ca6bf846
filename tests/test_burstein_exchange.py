"""The Burstein opponent read from the optimum held (``engine/burstein/exchange.py``), against
matchings computed from scratch (:func:`engine.dutch.matching.max_weight_matching`).

On random graphs with few distinct weights (ties, nested blossoms), players are paired in order as
:mod:`engine.burstein.process` pairs them; at each answer of :meth:`TightExchange.opponent`:

* every candidate passed over is in no maximum matching of the graph as it stands (the pairs already
  decided keep only their own edge): its edge plus the best matching of the rest weighs less;
* the candidate chosen is in one, and the matching held weighs that maximum and holds the pair;
* a player without candidates is given its mate only when every maximum matching matches it;
* after :meth:`TightExchange.settle` (every blossom dissolved, the pairs' other edges taken out),
  the repaired matching weighs the maximum again.
"""

from __future__ import annotations

import random

import pytest

from engine.burstein.dynamic_matching import DynamicMatching
from engine.burstein.exchange import TightExchange
from engine.dutch.matching import max_weight_matching

Weights = dict[tuple[int, int], int]


def _best(n: int, weights: Weights, without: tuple[int, ...] = ()) -> int:
    kept = {e: w for e, w in weights.items() if e[0] not in without and e[1] not in without}
    mate = max_weight_matching(n, kept)
    return sum(kept[(v, m)] for v, m in enumerate(mate) if m > v)


def _weight_of(mate: list[int], weights: Weights) -> int:
    assert all(mate[m] == v for v, m in enumerate(mate) if m >= 0), "not a matching"
    return sum(weights[(v, m)] for v, m in enumerate(mate) if m > v)


def _true_graph(weights: Weights, pairs: dict[int, int]) -> Weights:
    """The edges left once each decided pair keeps only its own edge."""
    return {
        (a, b): w for (a, b), w in weights.items() if (a not in pairs and b not in pairs) or pairs.get(a) == b
    }


def _random_graph(rng: random.Random) -> tuple[int, Weights]:
    n = rng.randint(7, 22)
    values = [rng.randint(2, 6) for _ in range(rng.randint(1, 2))]
    density = rng.choice([0.5, 0.8, 1.0])
    weights = {(u, v): rng.choice(values) for v in range(n) for u in range(v) if rng.random() < density}
    return n, weights


@pytest.mark.parametrize("seed", range(60))
def test_the_opponents_read_from_the_duals_are_those_of_the_maximum_matchings(seed: int) -> None:
    rng = random.Random(seed)
    n, weights = _random_graph(rng)
    graph = DynamicMatching(n)
    for (u, v), w in weights.items():
        graph.set_edge(v, u, w)
    graph.compute()
    exchange = TightExchange(graph)
    exchange.refresh()
    pairs: dict[int, int] = {}
    for v in range(n):
        if v in pairs:
            continue
        true = _true_graph(weights, pairs)
        best = _best(n, true)
        candidates = [c for c in range(n - 1, v, -1) if c not in pairs and (v, c) in true]
        answer = exchange.opponent(v, candidates)
        if answer is None:
            return
        u = answer
        chosen = candidates.index(u) if u in candidates else len(candidates)
        for c in candidates[:chosen]:  # passed over: in no maximum matching
            assert true[(v, c)] + _best(n, true, (v, c)) < best
        if not candidates:
            assert _best(n, true, (v,)) < best, "a player without candidates is matched in every maximum"
            continue
        assert true[(v, u)] + _best(n, true, (v, u)) == best
        assert exchange.mate[v] == u and _weight_of(exchange.mate, true) == best
        exchange.fix(v, u)
        pairs[v], pairs[u] = u, v
        if rng.random() < 0.3:
            exchange.settle()
            exchange.refresh()
            now = _true_graph(weights, pairs)
            assert _weight_of(exchange.mate, now) == _best(n, now)


def test_most_first_players_of_dense_random_graphs_are_decided_from_the_duals() -> None:
    """The exchanges are not vacuous: on dense graphs of two weights the first player mostly gets
    its answer without the priorities."""
    decided = 0
    for seed in range(20):
        rng = random.Random(1000 + seed)
        n = 20
        graph = DynamicMatching(n)
        for v in range(n):
            for u in range(v):
                graph.set_edge(v, u, rng.choice((4, 5)))
        graph.compute()
        exchange = TightExchange(graph)
        exchange.refresh()
        if exchange.opponent(0, list(range(n - 1, 0, -1))) is not None:
            decided += 1
    assert decided >= 15
