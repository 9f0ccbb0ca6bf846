"""Where a Burstein scoregroup's matching starts once its colours weigh in
(``engine/burstein/colour_start.py``, used by ``DynamicMatching.hint``).

1. The start is an optimum of a scoregroup in which anyone may meet anyone: its duals satisfy every
   edge (the weight read from the two colour preferences, written here again from the rule), its
   pairs lie on tight edges, and they weigh what a matching from scratch weighs.
2. A hint never changes the answer, whatever it says (duals too low or too high, pairs without an
   edge): every answer weighs what a matching from scratch weighs.
3. An even scoregroup of players alike is matched from the hint without a single stage of the repair.
"""

from __future__ import annotations

import random
from types import SimpleNamespace
from typing import Any

import pytest

from engine.burstein.colour_start import colour_start
from engine.burstein.dynamic_matching import DynamicMatching
from engine.dutch.matching import max_weight_matching
from engine.model import Colour

PLAIN, COLOUR = 1000, 10


def _players(rng: random.Random, n: int) -> list[Any]:
    kinds = rng.choice([(Colour.WHITE, Colour.BLACK), (Colour.WHITE, Colour.BLACK, Colour.NONE)])
    weights = [rng.randint(1, 6) for _ in kinds]
    return [SimpleNamespace(preference=rng.choices(kinds, weights)[0]) for _ in range(n)]


def _weight(a: Any, b: Any) -> int:
    """C.04.1 / art. 1.7.4 of C.04.3: both preferences granted when they differ or one is none."""
    granted = a.preference is not b.preference or a.preference is Colour.NONE
    return PLAIN + (COLOUR if granted else 0)


def _matched_weight(mate: list[int], weights: dict[tuple[int, int], int]) -> int:
    assert all(mate[m] == v for v, m in enumerate(mate) if m >= 0), "not a matching"
    return sum(weights[(min(v, m), max(v, m))] for v, m in enumerate(mate) if m > v)


@pytest.mark.parametrize("seed", range(40))
def test_the_start_is_an_optimum_of_a_scoregroup_where_anyone_may_meet_anyone(seed: int) -> None:
    rng = random.Random(seed)
    n = rng.randint(2, 30)
    players = _players(rng, n)
    group = rng.sample(range(n), n)
    doubled, pairs = colour_start(players, group, PLAIN, COLOUR)
    assert set(doubled) == set(group)
    weights = {(u, v): _weight(players[u], players[v]) for v in range(n) for u in range(v)}
    for (u, v), w in weights.items():
        assert doubled[u] + doubled[v] >= 2 * w, "a dual short of an edge"
    ends = [x for pair in pairs for x in pair]
    assert len(ends) == len(set(ends)) == 2 * (n // 2), "not a matching of all but the odd player"
    for u, v in pairs:
        assert doubled[u] + doubled[v] == 2 * _weight(players[u], players[v]), "a pair off a tight edge"
    mate = [-1] * n
    for u, v in pairs:
        mate[u], mate[v] = v, u
    assert _matched_weight(mate, weights) == _matched_weight(max_weight_matching(n, weights), weights)


@pytest.mark.parametrize("seed", range(30))
def test_a_hint_never_changes_the_answer(seed: int) -> None:
    rng = random.Random(seed)
    n = rng.randint(6, 24)
    graph = DynamicMatching(n)
    weights: dict[tuple[int, int], int] = {}

    def put(v: int, u: int, w: int) -> None:
        graph.set_edge(v, u, w)
        if w:
            weights[(min(v, u), max(v, u))] = w
        else:
            weights.pop((min(v, u), max(v, u)), None)

    for v in range(n):
        for u in range(v):
            if rng.random() < 0.7:
                put(v, u, rng.randint(1, 5))
    for _ in range(6):
        mate = graph.compute()
        assert _matched_weight(mate, weights) == _matched_weight(max_weight_matching(n, weights), weights)
        batch = rng.sample(range(n), rng.randint(2, n))
        graph.restart(batch)
        for v in batch:
            for u in range(n):
                if u != v and rng.random() < 0.5:
                    put(v, u, rng.randint(1, 5))
        shuffled = rng.sample(batch, len(batch))
        pairs = list(zip(shuffled[0::2], shuffled[1::2], strict=False))
        graph.hint({v: rng.randint(0, 12) for v in batch}, pairs)
    mate = graph.compute()
    assert _matched_weight(mate, weights) == _matched_weight(max_weight_matching(n, weights), weights)


@pytest.mark.parametrize("seed", range(10))
def test_an_even_scoregroup_of_players_alike_is_matched_without_a_stage(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    rng = random.Random(seed)
    n = 2 * rng.randint(5, 20)
    players = _players(rng, n)
    graph = DynamicMatching(n)
    for v in range(n):  # step 1: the scoregroup without its colours
        graph.set_edges(v, [(u, PLAIN) for u in range(v)])
    graph.compute()
    group = list(range(n))
    graph.restart(group)
    for v in group:
        graph.set_edges(v, [(u, _weight(players[v], players[u])) for u in range(v + 1, n)])
    graph.hint(*colour_start(players, group, PLAIN, COLOUR))
    stages: list[int] = []  # the roots of the stages run
    real_stage = DynamicMatching._stage

    def counted(self: DynamicMatching) -> None:  # a stage that has a tree to grow
        stages.extend(r for r in self.roots if self.mate[r] == -1 and self.dual[r] > 0)
        real_stage(self)

    monkeypatch.setattr(DynamicMatching, "_stage", counted)
    mate = graph.compute()
    assert stages == []
    weights = {(u, v): _weight(players[u], players[v]) for v in range(n) for u in range(v)}
    assert _matched_weight(mate, weights) == _matched_weight(max_weight_matching(n, weights), weights)
