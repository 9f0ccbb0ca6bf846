"""The blossom solver's tie rules (engine/dutch/matching.py), each pinned by a small graph with ties.

Where several matchings reach the maximum weight, the solver's tie rules decide which one it returns
and with which duals: the order of the four kinds of dual step at equal delta, the vertex or blossom
taken within a kind, the edge kept when slacks are equal, the greedy start's order. The Dutch engine
reads a matching only where its packed weights make the maximum unique (C.04.3 art. 2.1;
engine/dutch/listed_matching.py), so its pairings do not depend on these rules; every caller whose
weights leave ties gets the matching the rules choose, and a comparison of two solvers on graphs
with ties reads them too: one of them was turned the other way once (h43) and a 400-graph comparison
of maximum weights did not notice. Each test below is a graph on which a rule chooses between two
maxima (some rules meet in one graph); the expected answer is traced by hand from the rule (the
trace is in the test's docstring), not taken from a run. Each rule turned the other way in a scratch
copy (the later kind first, the highest number first, the last edge of least slack kept, the greedy
start's equal weights in reverse) fails its test here, and none of them fails
tests/test_dutch_matching_stages.py, which checks maximum weights only.

Units: callers double each weight and ``_Solver.run`` doubles it again; ``max_weight_matching``
starts every vertex's dual at the largest weight as the solver holds it (twice the caller's). ``e0,
e1, ...`` name the edges in the order given; a vertex's edges are scanned in that order, and the
queue of outer vertices is taken from its end.

Rules not pinned here, each turned the other way in a scratch copy over random graphs with weights
1-3, with no change of a matching on a graph small enough to trace by hand: kind 2 before kind 4 (no
change in 102,000 graphs of 4-12 vertices), the lowest numbered of inner blossoms of equal dual (one
change in 122,000 graphs: the doubled matching of a 7-vertex graph, 14 vertices and 45 edges in the
solver), and the increasing order in which outer blossoms of dual 0 are undone at the end of a stage
(it decides which numbers later blossoms take, so which wins a later tie of kind 3 or in a best-edge
list: the doubled matching of 1 graph of 1,500 of 8-30 vertices changed, none of 102,000 of 4-12).
They can matter (each reorders a step taken on a tie); they are only not pinned. The scan's own
orders (a vertex's edges in the order given, the queue taken from its end, new blossoms numbered
from the top) and the perfect start's repair (most-violated vertices first, free vertices matched in
vertex order) also decide among ties: the traces above follow them, but none was turned the other
way on its own.
"""

from __future__ import annotations

from engine.dutch.matching import _Solver, max_weight_matching, max_weight_near_perfect_matching


def _matching_weight(weights: dict[tuple[int, int], int], mate: list[int]) -> int:
    return sum(weights[(v, m)] for v, m in enumerate(mate) if v < m)


def _ties(weights: dict[tuple[int, int], int], one: list[int], other: list[int]) -> None:
    """The test's two matchings are both maximal in weight (the graph has a tie to decide)."""
    assert _matching_weight(weights, one) == _matching_weight(weights, other)


def test_free_duals_reaching_zero_end_the_run_before_a_tie_of_kind_2() -> None:
    """Max-weight mode: when the free vertices' duals reach 0 at the same delta as a free vertex's
    edge gets tight, the run stops (kind 1 is taken before kind 2): the fewer pairs.

    Path 0-2-1-3, weights 1, 2, 1 (e0 = 0-2, e1 = 1-2, e2 = 1-3), duals start at 4. Stage 0: 3 is
    scanned first (e2, slack 4), then 2: e1 is tight, 1-2 matched. Stage 1: roots 0 and 3 (outer),
    1 and 2 free with best edges of slack 4; kind 1 is min dual 4, kind 2 is 4 too: kind 1 wins,
    0 and 3 go to dual 0 and the run ends with {1-2} (duals 0, 4, 4, 0). Kind 2 first would tighten
    0-2 and augment 0-2-1-3 into {0-2, 1-3}, the same weight."""
    weights = {(0, 2): 1, (1, 2): 2, (1, 3): 1}
    _ties(weights, [-1, 2, 1, -1], [2, 3, 0, 1])
    assert max_weight_matching(4, weights) == [-1, 2, 1, -1]
    solver = _Solver(4, [(i, j, 2 * w) for (i, j), w in weights.items()])
    assert solver.run() == [-1, 2, 1, -1]
    assert solver.dual[:4] == [0, 4, 4, 0]


def test_free_duals_reaching_zero_end_the_run_before_a_tie_of_kind_3() -> None:
    """Max-weight mode, kind 1 before kind 3 (an edge between two outer vertices).

    Path 0-3-2-1, weights 1, 3, 2 (e0 = 0-3, e1 = 1-2, e2 = 2-3), duals start at 6. Stage 0: 3 is
    scanned first, e2 is tight: 2-3 matched. Stage 1: roots 0 and 1 reach free 3 (e0, slack 8) and
    free 2 (e1, slack 4): kind 2 (4, vertex 2) is below kind 1 (6); the duals of 0 and 1 go to 2, 2
    becomes inner, 3 outer with e0 at slack 4 to outer 0: kind 3 is 2, kind 1 is min dual 2: kind 1 wins, the
    run ends with {2-3} (duals 0, 0, 8, 4). Kind 3 first would match 0-3 and 1-2, the same weight."""
    weights = {(0, 3): 1, (1, 2): 2, (2, 3): 3}
    _ties(weights, [-1, -1, 3, 2], [3, 2, 1, 0])
    assert max_weight_matching(4, weights) == [-1, -1, 3, 2]
    solver = _Solver(4, [(i, j, 2 * w) for (i, j), w in weights.items()])
    assert solver.run() == [-1, -1, 3, 2]
    assert solver.dual[:4] == [0, 0, 8, 4]


def test_a_free_vertexs_edge_is_taken_before_an_edge_between_outer_vertices() -> None:
    """Kind 2 before kind 3 at the same delta.

    Path 0-3-2-1-4, weights 1, 2, 3, 2 (e0 = 0-3, e1 = 1-2, e2 = 1-4, e3 = 2-3), duals start at 6.
    Stage 0: 4 scanned (e2 slack 4), 3 (e0 slack 8, e3 slack 4), then 2: e1 tight, 1-2 matched.
    Stage 1: roots 0, 3, 4. Free 1 has e2 at slack 4, free 2 has e3 at slack 4: kind 2 is 4 (vertex
    1, e2); outer 0 and 3 have e0 at slack 8: kind 3 is 4 too; kind 1 is 6. Kind 2 wins: e2 made
    tight, 1 inner, 2 outer, and e3 (slack 0 now) ends an augmenting path 3-2-1-4: {1-4, 2-3}.
    Kind 3 first would match 0-3 and keep 1-2, the same weight."""
    weights = {(0, 3): 1, (1, 2): 3, (1, 4): 2, (2, 3): 2}
    _ties(weights, [-1, 4, 3, 2, 1], [3, 2, 1, 0, -1])
    assert max_weight_matching(5, weights) == [-1, 4, 3, 2, 1]


def test_among_free_vertices_at_the_same_slack_the_lowest_number_is_taken() -> None:
    """Kind 2: of the free vertices whose best edge has the least slack, the lowest numbered.

    e0 = 0-2 (2), e1 = 0-4 (3), e2 = 1-2 (1), e3 = 3-4 (2); duals start at 6. Stage 0: 4 scanned
    first, e1 tight: 0-4 matched. Stage 1: roots 1, 2, 3; free 4 gets e3 (slack 4), free 0 gets e0
    (slack 4); outer 1 and 2 have e2 at slack 8 (kind 3: 4). Kind 2 is 4, vertices 0 and 4 tie:
    vertex 0 is taken, e0 tight, 0 inner, 4 outer, and e2 (slack 0 now) augments 1-2. Stage 2: 3
    reaches 4, 0, 2, 1 by tight edges, no augmenting path: {0-4, 1-2}. Vertex 4 first would give
    {0-2, 3-4}, the same weight."""
    weights = {(0, 2): 2, (0, 4): 3, (1, 2): 1, (3, 4): 2}
    _ties(weights, [4, 2, 1, -1, 0], [2, -1, 0, 4, 3])
    assert max_weight_matching(5, weights) == [4, 2, 1, -1, 0]


def test_among_outer_blossoms_at_the_same_slack_the_lowest_number_is_taken() -> None:
    """Kind 3: of the outer top-level vertices and blossoms whose best edge has the least slack, the
    lowest numbered.

    e0 = 0-2 (1), e1 = 0-3 (2), e2 = 1-2 (1), e3 = 1-3 (2), e4 = 2-3 (2); duals start at 4. Stage
    0: 3 scanned first, e1 tight: 0-3 matched. Stage 1: roots 1, 2; 2 reaches 3 by tight e4 (3
    inner, 0 outer). Outer 0 has e0 (slack 4), outer 1 and 2 have e2 (slack 4): kind 3 is 2 for 0,
    1 and 2; vertex 0 is taken: e0 closes the blossom {2, 3, 0}, whose vertex 3 reaches 1 by tight
    e3: 1-3 matched, and 0-2 inside: {0-2, 1-3}. Vertex 2 first (e2) would give {0-3, 1-2}."""
    weights = {(0, 2): 1, (0, 3): 2, (1, 2): 1, (1, 3): 2, (2, 3): 2}
    _ties(weights, [2, 3, 0, 1], [3, 2, 1, 0])
    assert max_weight_matching(4, weights) == [2, 3, 0, 1]


def test_a_free_vertex_keeps_the_first_edge_of_least_slack_scanned() -> None:
    """A free vertex's best edge (read by kind 2): of edges of equal slack, the first scanned.

    e0 = 0-1 (2), e1 = 0-2 (2), e2 = 0-3 (3), e3 = 1-3 (2), e4 = 2-3 (2); duals start at 6. Stage
    0: 3 scanned first, e2 tight: 0-3 matched. Stage 1: roots 1, 2; the queue gives 2 first: free 0
    gets e1 (slack 4), free 3 gets e4; then 1: e0 and e3 have slack 4 too and are not kept. Kind 2:
    vertex 0 by e1; 0 inner, 3 outer, e4 tight closes {2, 0, 3}, whose vertex 0 reaches 1 by e0
    (tight): 0-1 matched, 2-3 inside: {0-1, 2-3}. Keeping e0 (the last scanned) gives {0-2, 1-3}."""
    weights = {(0, 1): 2, (0, 2): 2, (0, 3): 3, (1, 3): 2, (2, 3): 2}
    _ties(weights, [1, 0, 3, 2], [2, 3, 0, 1])
    assert max_weight_matching(4, weights) == [1, 0, 3, 2]


def test_an_outer_blossom_keeps_the_first_edge_of_least_slack() -> None:
    """An outer top-level blossom's best edge (read by kind 3): an edge scanned later at the same
    slack does not replace it.

    e0 = 0-1 (3), e1 = 0-2 (2), e2 = 1-2 (3), e3 = 1-3 (2), e4 = 2-3 (1); duals start at 6. Stage
    0: e2 tight, 1-2 matched. Stage 1: roots 0, 3; 0 reaches 1 by tight e0 (1 inner, 2 outer); kind 3
    (e1, slack 4) closes the blossom {0, 2, 1}, whose best edge to 3 is e4 (found from 2 first, slack
    4; e3 from 1 ties). Vertex 1 of the blossom is then scanned: e3 at slack 4 again, not kept. Kind
    3 by e4: 2-3 matched, 0-1 inside: {0-1, 2-3}. Keeping e3 gives {0-2, 1-3}."""
    weights = {(0, 1): 3, (0, 2): 2, (1, 2): 3, (1, 3): 2, (2, 3): 1}
    _ties(weights, [1, 0, 3, 2], [2, 3, 0, 1])
    assert max_weight_matching(4, weights) == [1, 0, 3, 2]


def test_a_new_blossom_keeps_the_first_edge_found_to_each_outer_neighbour() -> None:
    """A new blossom's least-slack edge to each other outer blossom: of equal slacks, the first
    found walking its sub-blossoms in order (base first).

    e0 = 0-1 (2), e1 = 0-2 (2), e2 = 0-3 (1), e3 = 1-2 (2), e4 = 2-3 (1); duals start at 4. Stage
    0: e1 tight, 0-2 matched. Stage 1: roots 1, 3; 1 reaches 0 by e0 (0 inner, 2 outer), e3 closes
    the blossom {1, 2, 0} (sub-blossoms 1, 2, 0). Its edges to outer 3: e4 from 2, then e2 from 0,
    both at slack 4: e4 is kept. Kind 3 by e4: 2-3 matched, 0-1 inside: {0-1, 2-3}. Keeping e2
    gives {0-3, 1-2}."""
    weights = {(0, 1): 2, (0, 2): 2, (0, 3): 1, (1, 2): 2, (2, 3): 1}
    _ties(weights, [1, 0, 3, 2], [3, 2, 1, 0])
    assert max_weight_matching(4, weights) == [1, 0, 3, 2]


def test_a_new_blossoms_best_edge_goes_to_the_lowest_numbered_neighbour() -> None:
    """A new blossom's best edge is the first of least slack in the order of the outer blossoms it
    reaches (by number).

    e0 = 0-2 (2), e1 = 0-4 (1), e2 = 1-4 (1), e3 = 2-4 (2), e4 = 3-4 (1); duals start at 4. Stage
    0: e3 tight, 2-4 matched. Stage 1: roots 0, 1, 3; 0 reaches 2 by tight e0 (2 inner, 4 outer);
    kind 3 by e1 (slack 4, outer 0 is the lowest) brings the duals of 0, 1, 3, 4 to 2 and closes the
    blossom {0, 4, 2}. Its edges to outer 1 (e2) and 3 (e4) both have slack 0 now: the one to 1 is
    its best edge. A step of kind 3 with delta 0 by e2 matches 1-4, and 0-2 inside: {0-2, 1-4},
    3 left out. Neighbour 3 first gives {0-2, 3-4}."""
    weights = {(0, 2): 2, (0, 4): 1, (1, 4): 1, (2, 4): 2, (3, 4): 1}
    _ties(weights, [2, 4, 0, -1, 1], [2, -1, 0, 4, 3])
    assert max_weight_matching(5, weights) == [2, 4, 0, -1, 1]


def test_the_greedy_start_takes_equal_weights_in_the_order_given() -> None:
    """Perfect mode starts from a greedy matching, heaviest first, equal weights in the order given
    (a stable sort); a start already perfect with tight pairs is the answer.

    The 4-cycle 0-1-2-3 with every weight 1, given as 0-1, 1-2, 2-3, 0-3: the greedy start takes 0-1,
    then 2-3 (1-2 meets a matched vertex); each vertex's dual is then the common weight, every pair
    is tight and no vertex free, so nothing is left to do: {0-1, 2-3}. Taking them in the reverse
    order gives {0-3, 1-2}."""
    weights = {(0, 1): 1, (1, 2): 1, (2, 3): 1, (0, 3): 1}
    _ties(weights, [1, 0, 3, 2], [3, 2, 1, 0])
    assert max_weight_near_perfect_matching(4, weights) == [1, 0, 3, 2]


def test_free_duals_reaching_zero_end_the_run_before_an_inner_blossom_is_undone() -> None:
    """Max-weight mode, kind 1 before kind 4 (an inner blossom's dual reaching 0).

    e0 = 0-3 (1), e1 = 1-6 (1), e2 = 2-3 (1), e3 = 2-6 (1), e4 = 3-4 (1), e5 = 3-5 (3), e6 = 3-6 (2),
    e7 = 4-5 (2), e8 = 5-6 (3); duals start at 6. Stage 0: 6 scanned first, e8 tight: 5-6 matched.
    Stage 1: 3 reaches 5 by tight e5 (5 inner, 6 outer); kind 3 by e6 (slack 4, outer 3 the lowest
    at 2) closes the blossom B = {3, 6, 5}; its best edge is e0 (to 0, the lowest neighbour, slack
    4), kind 3 by e0 (2) matches 0-3 (5-6 inside), B's dual 2. Stage 2: roots 1, 2, 4 reach B by
    tight edges (B inner, 0 outer), nothing else is left: kind 1 is min dual 2, kind 4 is B's dual 2:
    kind 1 wins, the run ends with {0-3, 5-6} (duals 0, 0, 0, 4, 0, 8, 4, every pair tight).
    Undoing B first gives {0-3, 1-6, 4-5}, the same weight."""
    weights = {
        (0, 3): 1,
        (1, 6): 1,
        (2, 3): 1,
        (2, 6): 1,
        (3, 4): 1,
        (3, 5): 3,
        (3, 6): 2,
        (4, 5): 2,
        (5, 6): 3,
    }
    _ties(weights, [3, -1, -1, 0, -1, 6, 5], [3, 6, -1, 0, 5, 4, 1])
    assert max_weight_matching(7, weights) == [3, -1, -1, 0, -1, 6, 5]
    solver = _Solver(7, [(i, j, 2 * w) for (i, j), w in weights.items()])
    assert solver.run() == [3, -1, -1, 0, -1, 6, 5]
    assert solver.dual[:7] == [0, 0, 0, 4, 0, 8, 4]


def test_an_edge_between_outer_vertices_is_taken_before_an_inner_blossom_is_undone() -> None:
    """Kind 3 before kind 4 at the same delta.

    e0 = 0-2 (2), e1 = 0-3 (2), e2 = 0-7 (2), e3 = 1-5 (2), e4 = 2-3 (3), e5 = 2-4 (3), e6 = 2-6 (1),
    e7 = 2-7 (3), e8 = 3-4 (3), e9 = 3-5 (1), e10 = 3-7 (2), e11 = 4-6 (2), e12 = 4-7 (3),
    e13 = 5-7 (3); duals start at 6. Stage 0: e7 tight, 2-7 matched. Stage 1: 5 reaches 7 (7 inner,
    2 outer), e4 augments 5-7-2-3: {2-3, 5-7}. Stage 2: 4 reaches 2 by e5, e8 closes the blossom
    B = {4, 3, 2} (number 15); kind 3 by e0 (slack 4, outer 0 the lowest) brings the outer duals to
    4, B's to 2, and e0 augments: {0-2, 3-4, 5-7}. Stage 3: roots 1 and 6; 6 reaches B by e11 (B
    inner, 0 outer), 1 reaches 5 by e3 (5 inner, 7 outer); outer 7 has e2 to outer 0 at slack 4:
    kind 3 is 2, kind 4 (B's dual) is 2, kind 1 is 4: kind 3 wins, e2 augments 6-B-0-7-5-1:
    {0-7, 1-5, 2-3, 4-6} (duals 2, 2, 6, 6, 6, 6, 2, 6). Undoing B first gives
    {0-3, 1-5, 2-7, 4-6}, the same weight."""
    weights = {
        (0, 2): 2, (0, 3): 2, (0, 7): 2, (1, 5): 2, (2, 3): 3, (2, 4): 3, (2, 6): 1,
        (2, 7): 3, (3, 4): 3, (3, 5): 1, (3, 7): 2, (4, 6): 2, (4, 7): 3, (5, 7): 3,
    }  # fmt: skip
    _ties(weights, [7, 5, 3, 2, 6, 1, 4, 0], [3, 5, 7, 0, 6, 1, 4, 2])
    assert max_weight_matching(8, weights) == [7, 5, 3, 2, 6, 1, 4, 0]
    solver = _Solver(8, [(i, j, 2 * w) for (i, j), w in weights.items()])
    assert solver.run() == [7, 5, 3, 2, 6, 1, 4, 0]
    assert solver.dual[:8] == [2, 2, 6, 6, 6, 6, 2, 6]
