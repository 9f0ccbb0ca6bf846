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


def _most_broken_by_sorting(
    priced: listed_matching._Priced, solver: listed_matching._Solver
) -> tuple[list[tuple[tuple[int, int], int]], bool]:
    """The check's broken pairs chosen the plain way: every broken pair of every copy listed with
    its gap, each vertex's list sorted, the ``_ADDED`` most broken kept unless every pair is added
    (the pairs with their weights, and whether every one was added)."""
    dual, n, lift = solver.dual, priced.n, priced.lift
    short: list[list[tuple[int, int]]] = [[] for _ in range(priced.size)]
    for c in range(priced.copies):
        for i in range(n):
            for j in range(i + 1, n):
                w = priced.graph.get(i, j)
                a, b = c * n + i, c * n + j
                blossoms = 2 * sum(dual[x] for x in _holding(solver.parent, a) & _holding(solver.parent, b))
                gap = dual[a] + dual[b] + blossoms - 4 * w - 2 * lift
                if w and gap < 0:
                    short[a].append((gap, b))
                    short[b].append((gap, a))
    every = sum(len(found) for found in short) <= 2 * listed_matching._ALL_PER_VERTEX * priced.size
    broken: dict[tuple[int, int], int] = {}
    for a, found in enumerate(short):
        found.sort(key=lambda entry: entry[1]) if every else found.sort()
        for _gap, b in found if every else found[: listed_matching._ADDED]:
            pair = (min(a, b), max(a, b))
            broken.setdefault(pair, priced._weight(*pair))
    return (sorted(broken.items()) if every else list(broken.items())), every


@pytest.mark.parametrize(("added", "all_per_vertex"), [(10, 16), (2, 1)])
def test_the_check_keeps_each_vertexs_most_broken_pairs(
    monkeypatch: pytest.MonkeyPatch, added: int, all_per_vertex: int
) -> None:
    """The check keeps only each vertex's ``_ADDED`` most broken pairs while it reads (a bounded
    heap, not every broken pair with its O(n)-bit gap), or every broken pair when they are few: the
    pairs and their order are those of sorting every broken pair (a vertex's most broken first, the
    lower partner first among equals)."""
    monkeypatch.setattr(listed_matching, "_ADDED", added)
    monkeypatch.setattr(listed_matching, "_ALL_PER_VERTEX", all_per_vertex)
    rng = random.Random(53 + added)
    truncated = whole = 0
    for trial in range(80):
        n = rng.randint(2 * listed_matching._FIRST + 2, 36)
        hubs = rng.randint(listed_matching._FIRST + 1, n // 2)
        weights = {  # each vertex's heaviest pairs go to the hubs (as in the test above): many broken
            (i, j): rng.randint(1, 3 if trial % 2 else 1000) + (10**6 if (i < hubs) != (j < hubs) else 0)
            for i in range(n)
            for j in range(i + 1, n)
            if rng.random() < 0.9
        }
        rows = list_weights(n, lambda i, j, w=weights: w.get((i, j), 0))  # type: ignore[misc]
        if trial % 3:
            priced = listed_matching._Priced(rows, 2, 2, [(v, n + v, 2) for v in range(n)])
        else:
            priced = listed_matching._Priced(rows, 1, 0, [(v, n, 2) for v in range(n)] if n % 2 else [])
        firsts = {(min(v, j), max(v, j)) for v, found in enumerate(rows.heaviest) for j in found}
        edges = [
            (c * n + i, c * n + j, 2 * rows.get(i, j) + priced.lift)
            for c in range(priced.copies)
            for i, j in firsts
        ]
        solver = listed_matching.WarmSolver(priced.size, edges + priced.extra, None)
        solver.run()
        expected, every = _most_broken_by_sorting(priced, solver)
        assert list(priced._broken_pairs(solver).items()) == expected
        truncated += not every
        whole += every and len(expected) > 0
    assert truncated > 10 if all_per_vertex == 1 else whole > 10
