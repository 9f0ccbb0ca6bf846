"""The general path's matchings by edge pricing (engine.dutch.listed_matching) against the dense
blossom algorithm over every pair (engine.dutch.matching), which they replace on the general path.

C.04.3 art. 2.1: a bracket's pairing is the maximum-weight matching of its criteria's weights; the
priced route must find the very matching the dense one finds (weights with one best matching), and
a matching of the same weight always.
"""

from __future__ import annotations

import random

import pytest

from engine.dutch import listed_matching
from engine.dutch.listed_matching import doubled_listed, list_weights, near_perfect_listed
from engine.dutch.matching import max_weight_matching_doubled, max_weight_near_perfect_matching


def _random_graph(rng: random.Random, n: int, coarse: bool) -> dict[tuple[int, int], int]:
    """Random weights; ``coarse``: few distinct leading values (many odd cycles of equal weight, so
    blossoms form), a random tail that leaves one best matching."""
    density = rng.choice((0.3, 0.6, 0.9, 1.0))
    weights = {}
    for i in range(n):
        for j in range(i + 1, n):
            if rng.random() < density:
                head = rng.randint(1, 3) if coarse else rng.randint(1, 10**6)
                weights[(i, j)] = head * 10**9 + rng.randint(0, 10**6)
    return weights


def _weight(weights: dict[tuple[int, int], int], mate: list[int]) -> int:
    return sum(weights.get((v, m), 0) for v, m in enumerate(mate) if m > v)


@pytest.mark.parametrize("coarse", [False, True])
def test_priced_matchings_are_the_dense_ones(coarse: bool) -> None:
    rng = random.Random(32 + coarse)
    priced_rounds = 0
    for _ in range(150):
        n = rng.randint(1, 30)
        weights = _random_graph(rng, n, coarse)
        rows = list_weights(n, lambda i, j, w=weights: w.get((i, j), 0))  # type: ignore[misc]
        near = near_perfect_listed(rows)
        assert near == max_weight_near_perfect_matching(n, weights), (n, weights)
        doubled = doubled_listed(rows)
        dense = max_weight_matching_doubled(n, weights)
        assert _weight(weights, doubled) == _weight(weights, dense)
        assert doubled == dense, (n, weights)
        priced_rounds += n > 2 * listed_matching._FIRST
    assert priced_rounds > 50  # graphs big enough that the first candidates are not every pair


def test_weights_weighed_again_give_the_matchings_of_weights_kept() -> None:
    """A graph whose weights are not kept (over ``keep_bytes``) is weighed again at each check: the
    same heaviest pairs, the same matchings, and every pair weighed again at each check."""
    rng = random.Random(41)
    calls = 0
    for _ in range(60):
        n = rng.randint(14, 30)
        weights = _random_graph(rng, n, rng.random() < 0.5)

        def weight(i: int, j: int, w: dict[tuple[int, int], int] = weights) -> int:
            nonlocal calls
            calls += 1
            return w.get((i, j), 0)

        kept = list_weights(n, weight)
        assert kept.upper is not None
        again = list_weights(n, weight, keep_bytes=0)
        assert again.upper is None and again.heaviest == kept.heaviest
        before = calls
        assert (
            near_perfect_listed(again)
            == near_perfect_listed(kept)
            == max_weight_near_perfect_matching(n, weights)
        )
        assert doubled_listed(again) == doubled_listed(kept) == max_weight_matching_doubled(n, weights)
        assert calls - before >= n * (n - 1)  # at least one check of every pair, both matchings


def test_a_graph_with_no_perfect_matching_is_left_to_the_dense_solver() -> None:
    # A star: only one of the three leaves can be paired; the dense solver's answer is kept.
    weights = {(0, 1): 5, (0, 2): 7, (0, 3): 6}
    rows = list_weights(4, lambda i, j: weights.get((i, j), 0))
    assert near_perfect_listed(rows) == max_weight_near_perfect_matching(4, weights)


def test_the_check_adds_the_pairs_the_first_candidates_missed() -> None:
    """Every vertex's heaviest pairs go to a few hubs, so the first candidates (each vertex's
    heaviest pairs) pair the others with hubs only: their best matching must come from pairs the
    check over every pair adds."""
    rng = random.Random(7)
    n, hubs = 40, listed_matching._FIRST + 1
    weights = {}
    for i in range(n):
        for j in range(i + 1, n):
            weights[(i, j)] = rng.randint(1, 1000) + (10**6 if (i < hubs) != (j < hubs) else 0)
    rows = list_weights(n, lambda i, j: weights.get((i, j), 0))
    assert near_perfect_listed(rows) == max_weight_near_perfect_matching(n, weights)
    assert doubled_listed(rows) == max_weight_matching_doubled(n, weights)


def test_the_blossom_duals_counted_for_a_pair_are_those_holding_both() -> None:
    """The check's dual constraint of a pair counts the duals of the blossoms holding both of its
    vertices: on the optimal duals of the dense solver every pair meets it and every matched pair
    meets it with equality (complementary slackness), blossoms of non-zero dual included."""
    rng = random.Random(11)
    inside_blossoms = 0
    for _ in range(200):
        n = 2 * rng.randint(2, 9)
        weights = _random_graph(rng, n, coarse=True)
        edges = [(i, j, 2 * w) for (i, j), w in weights.items()]
        if not edges:
            continue
        solver = listed_matching._Solver(n, edges, perfect=True)
        mate = solver.run()
        if any(m < 0 for m in mate):
            continue
        above = listed_matching._blossom_duals_above(solver)
        dual = solver.dual
        for i, j, w in edges:
            counted = listed_matching._blossom_sum(above, i, j)
            inside_blossoms += counted > 0
            assert dual[i] + dual[j] + counted >= 2 * w
            if mate[i] == j:
                assert dual[i] + dual[j] + counted == 2 * w
        for i in range(n):
            for j in range(n):
                assert listed_matching._blossom_sum(above, i, j) == 2 * sum(
                    dual[b] for b in _holding(solver.parent, i) & _holding(solver.parent, j)
                )
    assert inside_blossoms > 0


def _holding(parent: list[int], v: int) -> set[int]:
    """Every blossom holding v (its parent, their parents ...)."""
    found = set()
    b = parent[v]
    while b != -1:
        found.add(b)
        b = parent[b]
    return found
