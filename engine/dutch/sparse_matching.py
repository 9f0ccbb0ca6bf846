"""Maximum-weight perfect matching of a dense graph whose edges are never all listed.

A score bracket of a big open is a graph in which almost every pair of players may meet: 4,000
players make eight million edges, too many to list in Python (and the blossom algorithm of
:mod:`engine.dutch.matching` is O(n^3) on them). But the weight of a pair depends on little: on
the *kinds* of its two players (everything the criteria read of a player: score, colour data,
floats, where the player stands in the round) and on whether they may meet at all; only a few
pairs (those carrying the preferences of art. 4, e.g. the moved-down players' opponents) differ
one by one. Such a graph is given here implicitly (:class:`ImplicitGraph`) and matched in three
steps:

1. a few *candidate* edges: the :attr:`ImplicitGraph.special` pairs, a greedy matching, and for
   every vertex a few partners in each of the kinds that pair best with its own;
2. the blossom algorithm on the candidate edges alone, which gives a perfect matching M and an
   optimal dual solution (vertex duals u, blossom duals z) *of the candidate graph*;
3. the certificate: if every pair of the whole graph satisfies the dual constraint
   ``u(i) + u(j) + 2 * sum(z(B) for the blossoms B holding both) >= 4 * weight(i, j)`` (weights are
   doubled inside the solver), then (u, z) is a feasible dual solution of the whole graph; M is
   perfect and meets complementary slackness, so M is a maximum-weight perfect matching of the whole
   graph (linear programming duality over Edmonds' matching polytope). The pairs are checked kind by
   kind: the vertices of a kind are sorted by their dual, so for one vertex and one kind only the
   vertices whose dual is too low for ``bound`` are looked at (usually none). Pairs that break the
   constraint become candidates and step 2 runs again.

The answer is therefore a maximum-weight perfect matching of the whole graph, as the dense solver
gives; where the maximum is reached by one matching only (the preferences of art. 4 packed into
the weights make it so wherever the engine reads the pairs), it is the same matching. When the
candidate graph has no perfect matching, a maximum cardinality matching of the whole graph
(:class:`engine.dutch.completion.CardinalityMatcher`) adds its edges first, so the answer is
perfect whenever the whole graph has a perfect matching; otherwise vertices stay unmatched (-1),
as with the dense solver, and the caller sees it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field

from engine.dutch.completion import CardinalityMatcher
from engine.dutch.lexicographic_matching import lexicographic_near_perfect
from engine.dutch.listed_matching import doubled_listed, list_weights, near_perfect_listed
from engine.dutch.matching import _Solver
from engine.dutch.transportation import transportation

Weight = Callable[[int, int], int]
"""``weight(i, j)`` for vertices ``i < j``: the weight of the pair, 0 or less when it is no edge."""
KindExact = Callable[[int, int], "int | None"]
"""See :attr:`ImplicitGraph.exact`."""
KindBound = Callable[[int, int], int]
"""``bound(a, b)`` for kinds ``a <= b``: at least the weight of every pair, in either order, of a
vertex of kind a and a vertex of kind b that is not a special pair."""

_NEIGHBOURS = 3
"""Candidate partners per vertex and kind in the first candidate graph."""
_BEST_KINDS = 4
"""How many of a vertex's best kinds (by ``bound``) give it candidate partners at first."""
_ADDED_PER_KIND = 3
"""Pairs breaking the dual constraint added per vertex and kind in one round of the certificate."""


@dataclass
class ImplicitGraph:
    """A weighted graph on ``0..size-1`` given by functions, not by the list of its edges.

    ``kinds[v]``: the kind of v (small integers). ``special``: pairs ``(i, j)``, ``i < j``, whose
    weight ``bound`` need not bound (they are all candidates, and never checked).
    """

    size: int
    kinds: Sequence[int]
    weight: Weight
    bound: KindBound
    special: Collection[tuple[int, int]] = ()
    exact: KindExact | None = None
    """When given: ``exact(a, b)`` (kinds ``a <= b``) is the weight of every pair of those kinds
    that is an edge, in either order, less its *extra* (nothing for a pair that is not special),
    or None when it differs from pair to pair; the extras of any perfect matching sum to less than
    the smallest difference between two sums of ``exact`` weights (they only break ties). The
    kinds then allow the quicker route of :func:`_by_kinds`."""
    seed: Sequence[tuple[int, int]] = ()
    """Pairs ``(i, j)``, ``i < j``, to start the candidates with (e.g. a known perfect matching)."""
    hints: Sequence[tuple[int, int]] = ()
    """Pairs ``(i, j)`` the general path's listed matchings start their candidates with (the
    implicit route ignores them): they change the work, never the matching's weight."""
    levels: Sequence[Weight] = ()
    """When given, the general path's near-perfect matching is found level by level
    (:func:`engine.dutch.lexicographic_matching.lexicographic_near_perfect`: the pairs are the
    edges of ``levels[0] > 0``, and the levels' sums order the near-perfect matchings as
    ``weight`` does, lexicographically); the implicit route ignores them."""
    stats: dict[str, int] = field(default_factory=dict)
    """How the matching was found: rounds of the certificate (``"rounds"``), candidate edges at the
    end (``"edges"``), solved by the kinds (``"kinds"``)."""

    def pair_weight(self, i: int, j: int) -> int:
        return self.weight(i, j) if i < j else self.weight(j, i)


class _Bounds:
    """``bound`` of every pair of kinds, computed once."""

    def __init__(self, bound: KindBound) -> None:
        self._bound = bound
        self._known: dict[tuple[int, int], int] = {}

    def __call__(self, a: int, b: int) -> int:
        key = (a, b) if a <= b else (b, a)
        value = self._known.get(key)
        if value is None:
            value = self._known[key] = self._bound(*key)
        return value


def max_weight_perfect_matching_implicit(graph: ImplicitGraph) -> tuple[list[int], list[int]]:
    """A maximum-weight perfect matching of ``graph`` (see the module documentation), with the
    vertex duals that prove it (scaled by 4: ``dual[i] + dual[j] >= 4 * weight(i, j)`` when no
    blossom holds both, with equality on the pairs of the matching).

    ``mate[v]``: v's partner, or -1 when the graph has no perfect matching and v is left out.
    """
    size = graph.size
    if size == 0:
        return [], []
    members: dict[int, list[int]] = {}
    for v in range(size):
        members.setdefault(graph.kinds[v], []).append(v)
    if graph.exact is not None:
        found = _by_kinds(graph, members)
        if found is not None:
            graph.stats["kinds"] = 1
            return found
    bounds = _Bounds(graph.bound)
    candidates: dict[tuple[int, int], int] = {}
    for i, j in graph.seed:
        w = graph.weight(i, j)
        if w > 0:
            candidates[(i, j)] = w
    for i, j in graph.special:
        w = graph.weight(i, j)
        if w > 0:
            candidates[(i, j)] = w
    _seed(graph, members, bounds, candidates)
    special = graph.special if isinstance(graph.special, (set, frozenset, dict)) else set(graph.special)
    rounds = 0
    while True:
        rounds += 1
        solver = _Solver(size, [(i, j, 2 * w) for (i, j), w in candidates.items()], perfect=True)
        mate = solver.run()
        if any(m < 0 for m in mate):
            if _complete(graph, mate, candidates):
                continue
            break
        broken = _broken_pairs(graph, solver, members, bounds, special)
        if not broken:
            break
        candidates.update(broken)
    graph.stats["rounds"] = rounds
    graph.stats["edges"] = len(candidates)
    return mate, solver.dual[:size]


def _by_kinds(graph: ImplicitGraph, members: dict[int, list[int]]) -> tuple[list[int], list[int]] | None:
    """The matching found through the kinds, or None when that route does not prove it.

    1. The kinds' own problem: ``x[a][b]`` pairs between kinds a and b, ``sum over b of x[a][b]``
       (a pair inside a kind counted twice) equal to the number of vertices of kind a, maximising
       ``sum(exact(a, b) * x[a][b])``. Its linear relaxation is a transportation problem
       (:func:`engine.dutch.transportation.transportation`, on two copies of the kinds), whose
       duals ``y(a) = u(a) + v(a)`` satisfy ``y(a) + y(b) >= 2 * exact(a, b)``. Every perfect
       matching of the vertices is a solution of the relaxation, so weighs at most ``sum(y) / 2``.
    2. A perfect matching of the *tight* edges (``y(a) + y(b) == 2 * exact(a, b)``) weighs exactly
       that: it is a best matching for the ``exact`` weights, and the best ones are exactly the
       perfect matchings of tight edges. When there is none (pairs that may not meet, or a
       relaxation better than any matching), None.
    3. Among them, the one with the largest extras: a maximum-weight perfect matching of the tight
       edges weighed by their extras alone (the special pairs; the rest weigh the same), which the
       candidates and their certificate find quickly (almost every weight is the same).

    By the condition on the extras, that is a maximum-weight perfect matching of the graph.
    """
    exact = graph.exact
    assert exact is not None
    order = sorted(members)
    slot = {k: t for t, k in enumerate(order)}
    counts = [len(members[k]) for k in order]
    table: list[list[int | None]] = []
    for a, ka in enumerate(order):
        row: list[int | None] = []
        for b, kb in enumerate(order):
            w = exact(ka, kb) if ka <= kb else exact(kb, ka)
            if w is None:
                return None
            row.append(w if w > 0 and (a != b or counts[a] > 1) else None)
        table.append(row)
    plan = transportation(counts, counts, lambda a, b: table[a][b])
    if plan is None:
        return None
    u, v, z = plan
    y = [u[t] + v[t] for t in range(len(order))]
    tight = [[False] * len(order) for _ in order]
    for a, row in enumerate(table):
        for b, w in enumerate(row):
            tight[a][b] = w is not None and y[a] + y[b] == 2 * w
    kinds = graph.kinds
    kind_slot = [slot[k] for k in kinds]

    def adjacent(i: int, j: int) -> bool:
        return tight[kind_slot[i]][kind_slot[j]] and graph.pair_weight(i, j) > 0

    mate = _tight_perfect_matching(graph.size, members, order, z, tight, adjacent)
    if mate is None:
        return None
    dual = [2 * y[kind_slot[v]] for v in range(graph.size)]
    if not graph.special:
        return mate, dual
    extras = {}
    for i, j in graph.special:
        w = graph.weight(i, j)
        if w > 0:
            criteria = table[kind_slot[i]][kind_slot[j]]
            assert criteria is not None
            extras[(i, j)] = w - criteria
    base = 1 + max(0, -min(extras.values(), default=0))

    def weight(i: int, j: int) -> int:
        if not adjacent(i, j):
            return 0
        return base + extras.get((i, j), 0)

    def bound(a: int, b: int) -> int:
        return base if tight[slot[a]][slot[b]] else 0

    seed = [(v, m) for v, m in enumerate(mate) if v < m]
    ties = ImplicitGraph(graph.size, kinds, weight, bound, set(extras), seed=seed)
    best, _dual = max_weight_perfect_matching_implicit(ties)
    graph.stats.update(ties.stats)
    return best, dual


def _tight_perfect_matching(
    size: int,
    members: dict[int, list[int]],
    order: list[int],
    plan: list[list[int]],
    tight: list[list[bool]],
    adjacent: Callable[[int, int], bool],
) -> list[int] | None:
    """A perfect matching of the tight edges, or None when there is none: kind with kind as the
    plan of the relaxation says (``plan[a][b] + plan[b][a]`` halves of pairs between kinds a and b),
    then any tight pair, then augmenting paths (:class:`CardinalityMatcher`) for the vertices left."""
    mate = [-1] * size
    lists = [members[k] for k in order]
    start = [0] * len(order)

    def pair_kinds(a: int, b: int, quota: int) -> None:
        made = 0
        mine, theirs = lists[a], lists[b]
        for v in mine:
            if made >= quota:
                return
            if mate[v] != -1:
                continue
            i = start[b]
            while i < len(theirs) and mate[theirs[i]] != -1:
                i += 1
            start[b] = i
            tried = 0
            while i < len(theirs) and tried < 8:
                u = theirs[i]
                i += 1
                if u == v or mate[u] != -1:
                    continue
                tried += 1
                if adjacent(v, u):
                    mate[v], mate[u] = u, v
                    made += 1
                    break

    kinds = len(order)
    for a in range(kinds):
        for b in range(a, kinds):
            quota = (plan[a][b] + plan[b][a]) // 2 if a != b else plan[a][a] // 2
            if quota:
                pair_kinds(a, b, quota)
    for a in range(kinds):
        for b in range(kinds):
            if tight[a][b]:
                pair_kinds(a, b, size)
    if any(m < 0 for m in mate):
        matcher = CardinalityMatcher(size, adjacent)
        matcher.mate = mate
        if matcher.maximise() > 0:
            return None
        mate = matcher.mate
    return mate


def _seed(
    graph: ImplicitGraph,
    members: dict[int, list[int]],
    bounds: _Bounds,
    candidates: dict[tuple[int, int], int],
) -> None:
    """The first candidates: a greedy matching (each vertex in turn with a free vertex of its best
    kind), then a few partners in each of its best kinds, spread over the kind (not only its
    neighbours in order), so that the candidate graph holds perfect matchings of every shape the
    kinds allow."""
    kinds = graph.kinds
    weight = graph.weight
    size = graph.size

    def add(a: int, b: int) -> bool:
        i, j = (a, b) if a < b else (b, a)
        if (i, j) in candidates:
            return True
        w = weight(i, j)
        if w > 0:
            candidates[(i, j)] = w
            return True
        return False

    best: dict[int, list[int]] = {}
    for k in members:
        ranked = sorted(members, key=lambda other: -bounds(k, other))
        best[k] = [other for other in ranked if bounds(k, other) > 0]
    first_free: dict[int, int] = dict.fromkeys(members, 0)
    taken = [False] * size
    for i, j in candidates:
        taken[i] = taken[j] = True
    for v in range(size):
        if taken[v]:
            continue
        for k in best[kinds[v]]:
            group = members[k]
            start = first_free[k]
            while start < len(group) and taken[group[start]]:
                start += 1
            first_free[k] = start
            partner = -1
            for u in group[start : start + 8]:
                if u != v and not taken[u] and add(v, u):
                    partner = u
                    break
            if partner >= 0:
                taken[v] = taken[partner] = True
                break
    for v in range(size):
        for k in best[kinds[v]][:_BEST_KINDS]:
            group = members[k]
            count = len(group)
            step = max(1, count // _NEIGHBOURS)
            start = (v * 7919) % count
            added = 0
            for t in range(min(count, 4 * _NEIGHBOURS)):
                u = group[(start + t * step + t) % count]
                if u != v and add(v, u):
                    added += 1
                    if added == _NEIGHBOURS:
                        break


def _complete(graph: ImplicitGraph, mate: list[int], candidates: dict[tuple[int, int], int]) -> bool:
    """The candidate matching leaves vertices out: look for a bigger matching in the whole graph
    and add its edges. False when the candidate matching is already of maximum cardinality."""
    matcher = CardinalityMatcher(graph.size, lambda i, j: graph.pair_weight(i, j) > 0)
    matcher.mate = list(mate)
    before = sum(1 for m in mate if m < 0)
    if matcher.maximise() == before:
        return False
    added = False
    for v, u in enumerate(matcher.mate):
        if u > v and (v, u) not in candidates:
            candidates[(v, u)] = graph.weight(v, u)
            added = True
    return added


def _broken_pairs(
    graph: ImplicitGraph,
    solver: _Solver,
    members: dict[int, list[int]],
    bounds: _Bounds,
    special: Collection[tuple[int, int]],
) -> dict[tuple[int, int], int]:
    """The pairs whose dual constraint the solver's duals break (a few per vertex and kind), with
    their weights; empty when the duals are feasible for the whole graph."""
    dual = solver.dual
    n = solver.n
    parent = solver.parent
    kinds = graph.kinds
    weight = graph.weight
    top: list[int] = []
    for v in range(n):
        b = v
        while parent[b] != -1:
            b = parent[b]
        top.append(b)

    def blossom_sum(i: int, j: int) -> int:
        """Twice the duals of the blossoms holding both i and j."""
        if top[i] != top[j]:
            return 0
        above_j = set(_chain(parent, j))
        return 2 * sum(dual[b] for b in _chain(parent, i) if b in above_j)

    by_dual = {k: sorted(group, key=lambda v: dual[v]) for k, group in members.items()}
    lowest = {k: dual[group[0]] for k, group in by_dual.items()}
    broken: dict[tuple[int, int], int] = {}
    for i in range(n):
        di = dual[i]
        ki = kinds[i]
        for k, group in by_dual.items():
            most = bounds(ki, k)
            if most <= 0:
                continue
            limit = 4 * most - di
            if lowest[k] >= limit:
                continue
            found = 0
            for j in group:
                if dual[j] >= limit:
                    break
                if j == i:
                    continue
                key = (i, j) if i < j else (j, i)
                if key in special or key in broken:
                    continue
                w = weight(*key)
                if w > 0 and di + dual[j] + blossom_sum(i, j) < 4 * w:
                    broken[key] = w
                    found += 1
                    if found == _ADDED_PER_KIND:
                        break
    return broken


def _chain(parent: list[int], v: int) -> list[int]:
    """The blossoms holding v, innermost first."""
    out = []
    b = parent[v]
    while b != -1:
        out.append(b)
        b = parent[b]
    return out


def near_perfect_implicit(graph: ImplicitGraph) -> list[int]:
    """:func:`engine.dutch.matching.max_weight_near_perfect_matching` of an implicit graph: a
    maximum-weight matching among those leaving at most one vertex out (a dummy vertex of weight-1
    edges takes it when the number of vertices is odd)."""
    size = graph.size
    if size % 2 == 0:
        return max_weight_perfect_matching_implicit(graph)[0]
    dummy = size
    dummy_kind = max(graph.kinds, default=-1) + 1

    def weight(i: int, j: int) -> int:
        return 1 if j == dummy else graph.weight(i, j)

    def bound(a: int, b: int) -> int:
        return 1 if b == dummy_kind else graph.bound(a, b)

    exact: KindExact | None = None
    if graph.exact is not None:
        inner = graph.exact

        def exact(a: int, b: int) -> int | None:
            return 1 if b == dummy_kind else inner(a, b)

    padded = ImplicitGraph(size + 1, [*graph.kinds, dummy_kind], weight, bound, graph.special, exact)
    mate = max_weight_perfect_matching_implicit(padded)[0][:size]
    graph.stats.update(padded.stats)
    return [m if m < size else -1 for m in mate]


def doubled_implicit(graph: ImplicitGraph) -> list[int]:
    """:func:`engine.dutch.matching.max_weight_matching_doubled` of an implicit graph: a
    maximum-weight matching (of any size), found as a perfect matching of two copies of the graph
    whose twin vertices are joined by an edge of weight 0 (every weight lifted by 1)."""
    size = graph.size
    if size == 0:
        return []
    lift = 1
    shift = max(graph.kinds, default=0) + 1
    kinds = [*graph.kinds, *(k + shift for k in graph.kinds)]

    def weight(i: int, j: int) -> int:
        if i < size <= j:
            return lift if j == i + size else 0
        if i >= size:
            i, j = i - size, j - size
        w = graph.weight(i, j)
        return w + lift if w > 0 else 0

    def bound(a: int, b: int) -> int:
        if (a < shift) != (b < shift):
            return lift if a % shift == b % shift else 0
        x, y = sorted((a % shift, b % shift))
        return graph.bound(x, y) + lift

    special = set(graph.special)
    special.update((i + size, j + size) for i, j in graph.special)
    exact: KindExact | None = None
    if graph.exact is not None:
        inner = graph.exact

        def exact(a: int, b: int) -> int | None:
            # Between the copies the only edges are the twins (a vertex and its copy: same kind).
            if (a < shift) != (b < shift):
                return lift if a % shift == b % shift else 0
            w = inner(a % shift, b % shift)
            return None if w is None else (w + lift if w > 0 else 0)

    else:
        special.update((v, v + size) for v in range(size))
    doubled = ImplicitGraph(2 * size, kinds, weight, bound, special, exact)
    mate = max_weight_perfect_matching_implicit(doubled)[0]
    graph.stats.update(doubled.stats)
    return [m if 0 <= m < size else -1 for m in mate[:size]]


@dataclass(frozen=True)
class GraphMatcher:
    """How one round-pairing matches its brackets' graphs: the one place that decides between the
    implicit route of this module and the general path.

    ``implicit`` (:attr:`engine.dutch.options.PairingOptions.implicit_matching`): the matchings of
    this module (:func:`near_perfect_implicit`, :func:`doubled_implicit`); otherwise every pair of
    the graph is weighed (:func:`engine.dutch.listed_matching.list_weights`) and the maximum-weight
    matching of all of them is found (:func:`engine.dutch.listed_matching.near_perfect_listed`,
    :func:`engine.dutch.listed_matching.doubled_listed`: the answers of
    :func:`engine.dutch.matching.max_weight_near_perfect_matching` and
    :func:`engine.dutch.matching.max_weight_matching_doubled` over every pair, by edge pricing), the
    definition the implicit route is proven equal to (module documentation). That is O(n^2) pairs
    weighed and kept per bracket: the general path, for the tests and ``bench/bench_general_path.py``.
    ``stats``: the pairer's count of fast paths taken, which gets ``implicit_matching`` once per
    implicit matching.
    """

    implicit: bool
    stats: Counter[str]

    def near_perfect(self, graph: ImplicitGraph) -> list[int]:
        """A maximum-weight matching of ``graph`` among those leaving at most one vertex out."""
        if self.implicit:
            self.stats["implicit_matching"] += 1
            return near_perfect_implicit(graph)
        if graph.levels:
            found = lexicographic_near_perfect(graph.size, graph.levels, graph.hints)
            if found is not None:
                return found
        return near_perfect_listed(list_weights(graph.size, graph.weight), graph.hints)

    def doubled(self, graph: ImplicitGraph) -> list[int]:
        """A maximum-weight matching of ``graph`` (of any size)."""
        if self.implicit:
            self.stats["implicit_matching"] += 1
            return doubled_implicit(graph)
        return doubled_listed(list_weights(graph.size, graph.weight), graph.hints)
