"""The Burstein engine's warm-started matching (``engine/burstein/dynamic_matching.py``) against the
definition it replaces: a maximum-weight matching computed from scratch.

1. On random graphs whose edges change a vertex or a batch at a time (weights raised, lowered,
   removed, pairs fixed as the pairing fixes them), every answer weighs what
   :func:`engine.dutch.matching.max_weight_matching` finds from scratch.
2. On generated Burstein events, every round is paired the same with the warm-started matching and
   with :class:`engine.burstein.graph.ScratchMatchingGraph` (each answer from scratch).
"""

from __future__ import annotations

import random

import pytest

from engine.burstein import pair_round
from engine.burstein.dynamic_matching import DynamicMatching
from engine.burstein.graph import ScratchMatchingGraph
from engine.dutch.matching import max_weight_matching
from engine.generator import GeneratorConfig, generate
from engine.model import Pairing, PairingSystem, Tournament


def _weight(mate: list[int], weights: dict[tuple[int, int], int]) -> int:
    assert all(mate[m] == v for v, m in enumerate(mate) if m >= 0), "not a matching"
    return sum(weights[(v, m)] for v, m in enumerate(mate) if m > v)


class _Graph:
    """A DynamicMatching and the plain list of its edges."""

    def __init__(self, n: int) -> None:
        self.dynamic = DynamicMatching(n)
        self.weights: dict[tuple[int, int], int] = {}

    def set(self, vertex: int, other: int, weight: int) -> None:
        self.dynamic.set_edge(vertex, other, weight)
        key = (min(vertex, other), max(vertex, other))
        if weight > 0:
            self.weights[key] = weight
        else:
            self.weights.pop(key, None)

    def clear(self, vertex: int, keep: int | None) -> None:
        """Every edge of ``vertex`` but the one to ``keep`` removed at once (``clear_vertex``)."""
        self.dynamic.clear_vertex(vertex, keep)
        for key in [key for key in self.weights if vertex in key and keep not in key]:
            del self.weights[key]

    def check(self) -> list[int]:
        mate = self.dynamic.compute()
        scratch = max_weight_matching(len(mate), dict(self.weights))
        assert _weight(mate, self.weights) == _weight(scratch, self.weights)
        return mate


@pytest.mark.parametrize("seed", range(30))
def test_every_answer_weighs_what_a_matching_from_scratch_weighs(seed: int) -> None:
    rng = random.Random(seed)
    n = rng.randint(6, 24)
    values = [rng.randint(1, 9) for _ in range(rng.randint(1, 3))]  # few weights: ties, blossoms
    density = rng.choice([0.3, 0.6, 1.0])
    graph = _Graph(n)
    for v in range(n):  # a batch of fresh vertices, as a new scoregroup
        for u in range(v):
            if rng.random() < density:
                graph.set(v, u, rng.choice(values))
    for _ in range(12):
        mate = graph.check()
        step = rng.random()
        if step < 0.4:  # one vertex's edges reweighed (the priorities of one player)
            v = rng.randrange(n)
            for u in range(n):
                if u != v and rng.random() < density:
                    graph.set(v, u, rng.choice(values) + rng.randint(-1, 3))
        elif step < 0.7:  # a pair fixed: every other edge of both removed
            v = rng.randrange(n)
            if mate[v] >= 0:
                for a, b in ((v, mate[v]), (mate[v], v)):
                    for u in range(n):
                        if u != b and (min(a, u), max(a, u)) in graph.weights:
                            graph.set(a, u, 0)
        else:  # many vertices at once, announced (a scoregroup's colours weighed in)
            batch = rng.sample(range(n), rng.randint(2, n))
            graph.dynamic.restart(batch)
            for v in batch:
                for u in range(n):
                    if u != v and rng.random() < density / 2:
                        graph.set(v, u, rng.choice(values))
    graph.check()


def _random_graph(rng: random.Random) -> tuple[int, _Graph]:
    """A graph of 6 to 20 vertices, each pair an edge with probability 0.7, weights 1 to 9."""
    n = rng.randint(6, 20)
    graph = _Graph(n)
    for v in range(n):
        for u in range(v):
            if rng.random() < 0.7:
                graph.set(v, u, rng.randint(1, 9))
    return n, graph


@pytest.mark.parametrize("seed", range(10))
def test_a_vertex_cleared_but_for_one_edge_keeps_the_answers_right(seed: int) -> None:
    """``clear_vertex`` keeping an edge other than the matched one: the matched edge goes too, and
    the next answer weighs what a matching from scratch weighs."""
    rng = random.Random(200 + seed)
    n, graph = _random_graph(rng)
    for _ in range(6):
        mate = graph.check()
        v = rng.choice([x for x in range(n) if mate[x] >= 0] or [0])
        others = [u for u in range(n) if u not in (v, mate[v])]
        graph.clear(v, rng.choice(others) if others else None)
    graph.check()


@pytest.mark.parametrize("seed", range(10))
def test_weights_doubled_between_answers_keep_them_right(seed: int) -> None:
    """``_double`` (a dual step of half an odd number) rewrites every edge's internal weight in the
    neighbour dictionaries: each stays its weight times the scale, on both sides, and every later
    answer still weighs what a matching from scratch weighs."""
    rng = random.Random(100 + seed)
    n, graph = _random_graph(rng)
    dynamic = graph.dynamic
    for _ in range(6):
        mate = graph.check()
        dynamic._double()
        assert dynamic.scale > 2
        for (a, b), weight in graph.weights.items():
            assert dynamic.nbr[a][b] == dynamic.nbr[b][a] == weight * dynamic.scale
        assert dynamic.compute() == mate  # the same matching is still a best one, nothing to repair
        v = rng.randrange(n)
        for u in range(n):
            if u != v and rng.random() < 0.5:
                graph.set(v, u, rng.randint(0, 12))
    graph.check()


def _rounds(seed: int, players: int, rounds: int) -> list[Tournament]:
    """The tournament before each round of a generated Burstein event."""
    before: list[Tournament] = []

    def pair(t: Tournament) -> Pairing:
        before.append(t)
        return pair_round(t)

    config = GeneratorConfig(
        players=players,
        rounds=rounds,
        seed=seed,
        forfeit_rate=30,
        half_point_bye_rate=40,
        retired_rate=40,
        system=PairingSystem.BURSTEIN,
    )
    generate(config, pair)
    return before


@pytest.mark.parametrize("seed", range(5))
def test_generated_rounds_pair_as_with_matchings_from_scratch(seed: int) -> None:
    rng = random.Random(seed)
    for t in _rounds(seed, rng.randint(14, 36), 6):
        assert pair_round(t) == pair_round(t, graph=ScratchMatchingGraph)
