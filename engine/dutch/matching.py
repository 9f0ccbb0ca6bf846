"""Maximum-weight matching on a general graph (Edmonds' blossom algorithm, primal-dual form).

The Dutch engine packs the pairing criteria of C.04.3 art. 2 (C1-C21) in priority order into one
integer edge weight; the best pairing of a bracket is then a maximum-weight matching. This module
knows nothing about chess: vertices are ``0..n-1``, weights are non-negative Python integers (exact,
unbounded), an absent edge is simply not given.

The algorithm is the O(n^3) primal-dual method of Edmonds as described by Galil ("Efficient
algorithms for finding maximum matching in graphs", ACM Computing Surveys, 1986): grow alternating
trees from every free vertex, shrink odd cycles into blossoms, adjust the dual variables when no
tight edge is left, expand blossoms whose dual reaches zero. All weights are doubled internally so
that every dual adjustment stays an integer.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.dutch.blossom_forest import _FREE, _INNER, _OUTER, BlossomForest


class _Solver(BlossomForest):
    """One run of the blossom algorithm. Vertices ``0..n-1``, blossoms ``n..2n-1`` (their handling:
    :class:`engine.dutch.blossom_forest.BlossomForest`)."""

    def __init__(self, n: int, edges: list[tuple[int, int, int]], perfect: bool = False) -> None:
        self.n = n
        self.perfect = perfect
        self.edges = edges
        # Edge k has two "ends": 2k is its first vertex, 2k+1 its second. ``far[v]`` lists the ends
        # opposite v of the edges at v.
        self.end_vertex: list[int] = []
        for i, j, _w in edges:
            self.end_vertex.append(i)
            self.end_vertex.append(j)
        self.far: list[list[int]] = [[] for _ in range(n)]
        for k, (i, j, _w) in enumerate(edges):
            self.far[i].append(2 * k + 1)
            self.far[j].append(2 * k)
        top = max((w for _i, _j, w in edges), default=0)
        # mate[v]: the end (opposite v) of v's matched edge, or -1.
        self.mate = [-1] * n
        size = 2 * n
        self.label = [_FREE] * size
        self.label_end = [-1] * size
        self.in_blossom = list(range(n))
        self.parent = [-1] * size
        self.children: list[list[int] | None] = [None] * size
        self.base = list(range(n)) + [-1] * n
        self.child_ends: list[list[int] | None] = [None] * size
        self.best_edge = [-1] * size
        self.best_edges_of: list[list[int] | None] = [None] * size
        self.unused = list(range(n, size))
        self.dual = [top] * n + [0] * n
        self.allowed = [False] * len(edges)
        self.queue: list[int] = []
        # What the current stage touched, so that the stage's resets and the dual changes cost what
        # the stage labelled, not the whole graph: the top-level vertices and blossoms labelled
        # (``_stage_tops``), the vertices inside them (``_stage_leaves``), the vertices whose
        # ``best_edge`` was set while free (``_stage_free_best``), the edges allowed. A mark per index
        # holds the number of the stage that listed it.
        self._stage = 0
        self._top_mark = [0] * size
        self._leaf_mark = [0] * n
        self._stage_tops: list[int] = []
        self._stage_leaves: list[int] = []
        self._stage_free_best: list[int] = []
        self._stage_allowed: list[int] = []
        self._leaf_lists: dict[int, list[int]] = {}
        """The vertices of each top-level blossom whose list was asked for, in :meth:`leaves`' order
        (dropped when the blossom is rotated, joins a bigger one or is undone)."""
        self._absorbed: dict[int, list[int]] = {}
        """The lists of the sub-blossoms of the blossom made last (for :meth:`add_blossom`)."""
        if perfect:
            self._jump_start()

    def _jump_start(self) -> None:
        """Perfect mode only: any feasible duals will do, so start close to the optimum.

        1. A greedy matching, heaviest edges first, with both duals of a matched edge set to its
           weight (so the edge is tight).
        2. Dual feasibility is restored by *raising* duals only, vertex by vertex, starting with the
           vertices that violate most edges (one raised "hub" then repairs many edges at once); a
           matched edge that is no longer tight is given up.
        3. Every free vertex's dual is lowered until one of its edges is tight, and tight edges
           between free vertices are matched greedily.

        The solver then only has to repair what this leaves. (Without the perfect-matching
        requirement all free vertices must share one dual, and the plain start of ``__init__`` is
        used.)
        """
        n = self.n
        dual = self.dual
        mate = self.mate
        edges = self.edges
        for v in range(n):
            dual[v] = 0
        for k in sorted(range(len(edges)), key=lambda e: -edges[e][2]):
            i, j, w = edges[k]
            if mate[i] == -1 and mate[j] == -1:
                mate[i], mate[j] = 2 * k + 1, 2 * k
                dual[i] = dual[j] = w
        self._restore_feasibility()

    def _restore_feasibility(self) -> None:
        """Steps 2 and 3 of :meth:`_jump_start` from whatever vertex duals and matching the solver
        holds (no blossom yet): duals raised until every edge is feasible, matched edges no longer
        tight given up, free vertices' duals lowered to their first tight edge, tight edges between
        free vertices matched greedily."""
        n = self.n
        dual = self.dual
        mate = self.mate
        edges = self.edges
        violated = [0] * n
        for i, j, w in edges:
            if dual[i] + dual[j] < 2 * w:
                violated[i] += 1
                violated[j] += 1
        for v in sorted((v for v in range(n) if violated[v]), key=lambda v: -violated[v]):
            need = dual[v]
            for p in self.far[v]:
                i, j, w = edges[p >> 1]
                other = j if i == v else i
                need = max(need, 2 * w - dual[other])
            if need > dual[v]:
                dual[v] = need
                if mate[v] != -1:
                    i, j, w = edges[mate[v] >> 1]
                    if dual[i] + dual[j] != 2 * w:
                        mate[self.end_vertex[mate[v]]] = -1
                        mate[v] = -1
        for v in range(n):
            if mate[v] != -1:
                continue
            low = None
            for p in self.far[v]:
                i, j, w = edges[p >> 1]
                other = j if i == v else i
                need = 2 * w - dual[other]
                if low is None or need > low:
                    low = need
            if low is not None:
                dual[v] = low
        for v in range(n):
            if mate[v] != -1:
                continue
            for p in self.far[v]:
                k = p >> 1
                i, j, w = edges[k]
                other = j if i == v else i
                if mate[other] == -1 and dual[i] + dual[j] == 2 * w:
                    mate[v] = p
                    mate[other] = p ^ 1
                    break

    # ---- helpers -------------------------------------------------------------------------------
    def slack(self, k: int) -> int:
        i, j, w = self.edges[k]
        return self.dual[i] + self.dual[j] - 2 * w

    def leaves(self, b: int) -> list[int]:
        """The vertices inside b, in the order of :meth:`BlossomForest.leaves`; a top-level blossom's
        list is kept until it changes, and a new blossom's is its sub-blossoms' lists end to end
        (the walk's order: each child's vertices in turn), so nested blossoms are not walked again.
        The list returned must not be changed."""
        if b < self.n:
            return [b]
        kept = self._leaf_lists
        found = kept.get(b)
        if found is not None:
            return found
        if self.parent[b] != -1:
            return super().leaves(b)
        kids = self.children[b]
        assert kids is not None
        found = []
        absorbed: dict[int, list[int]] = {}
        for c in kids:
            if c < self.n:
                found.append(c)
            else:
                inside = kept.pop(c, None)
                if inside is None:
                    inside = super().leaves(c)
                absorbed[c] = inside
                found += inside
        self._absorbed = absorbed
        kept[b] = found
        return found

    def augment_blossom(self, b: int, v: int) -> None:
        self._leaf_lists.pop(b, None)
        super().augment_blossom(b, v)

    def _forget_blossom(self, b: int) -> None:
        self._leaf_lists.pop(b, None)
        super()._forget_blossom(b)

    def _note_top(self, b: int) -> None:
        """Top-level vertex or blossom b was labelled in this stage."""
        if self._top_mark[b] != self._stage:
            self._top_mark[b] = self._stage
            self._stage_tops.append(b)

    def assign_label(self, v: int, t: int, end: int) -> None:
        b = self.in_blossom[v]
        self.label[v] = self.label[b] = t
        self.label_end[v] = self.label_end[b] = end
        self.best_edge[v] = self.best_edge[b] = -1
        self._note_top(b)
        inside = self.leaves(b)
        stage, mark, listed = self._stage, self._leaf_mark, self._stage_leaves
        for leaf in inside:
            if mark[leaf] != stage:
                mark[leaf] = stage
                listed.append(leaf)
        if t == _OUTER:
            self.queue.extend(inside)
        else:
            base_mate = self.mate[self.base[b]]
            self.assign_label(self.end_vertex[base_mate], _OUTER, base_mate ^ 1)

    def add_blossom(self, base: int, k: int) -> None:
        v, w, _wt = self.edges[k]
        b, path = self._new_blossom(base, k, v, w)
        self._note_top(b)
        # The least-slack edge from b to each other outer top-level blossom, by that blossom's number
        # (a dict: only the blossoms b reaches, not a list of every number).
        best_to: dict[int, int] = {}
        edges, dual, in_blossom, label = self.edges, self.dual, self.in_blossom, self.label
        for sub in path:
            lists: Iterable[list[int]]
            stored = self.best_edges_of[sub]
            if stored is None:
                inside = self._absorbed.get(sub) if sub >= self.n else None
                if inside is None:
                    inside = self.leaves(sub)
                lists = [[p >> 1 for p in self.far[leaf]] for leaf in inside]
            else:
                lists = [stored]
            for edge_list in lists:
                for e in edge_list:
                    i, j, x = edges[e]
                    if in_blossom[j] == b:
                        i, j = j, i
                    bj = in_blossom[j]
                    if bj != b and label[bj] == _OUTER:
                        held = best_to.get(bj)
                        if held is None:
                            best_to[bj] = e
                        else:
                            hi, hj, hx = edges[held]
                            if dual[i] + dual[j] - 2 * x < dual[hi] + dual[hj] - 2 * hx:
                                best_to[bj] = e
            self.best_edges_of[sub] = None
            self.best_edge[sub] = -1
        best = [best_to[bj] for bj in sorted(best_to)]
        self.best_edges_of[b] = best
        self.best_edge[b] = -1
        least = -1
        least_slack = 0
        for e in best:
            i, j, x = edges[e]
            d = dual[i] + dual[j] - 2 * x
            if least == -1 or d < least_slack:
                least, least_slack = e, d
        self.best_edge[b] = least

    def augment(self, k: int) -> None:
        v, w, _wt = self.edges[k]
        self._augment_from(v, 2 * k + 1)
        self._augment_from(w, 2 * k)

    def _allow(self, k: int) -> None:
        if not self.allowed[k]:
            self.allowed[k] = True
            self._stage_allowed.append(k)

    def _labeled_inner(self, b: int) -> None:
        self._note_top(b)

    def _new_stage(self) -> None:
        """Clear what the last stage set (labels, best edges, allowed edges) and start listing anew."""
        label, best_edge, best_edges_of = self.label, self.best_edge, self.best_edges_of
        allowed = self.allowed
        n = self.n
        for x in self._stage_tops:
            label[x] = _FREE
            best_edge[x] = -1
            if x >= n:
                best_edges_of[x] = None
        for v in self._stage_leaves:
            label[v] = _FREE
            best_edge[v] = -1
        for v in self._stage_free_best:
            best_edge[v] = -1
        for k in self._stage_allowed:
            allowed[k] = False
        self._stage += 1
        self._stage_tops = []
        self._stage_leaves = []
        self._stage_free_best = []
        self._stage_allowed = []

    # ---- main loop -----------------------------------------------------------------------------
    # size-limit exception: the matching's main loop kept whole: it is the hottest loop of the pairing
    def run(self) -> list[int]:
        n = self.n
        ei = [e[0] for e in self.edges]
        ej = [e[1] for e in self.edges]
        ew = [2 * e[2] for e in self.edges]
        far = self.far
        end_vertex = self.end_vertex
        dual = self.dual
        in_blossom = self.in_blossom
        label = self.label
        best_edge = self.best_edge
        allowed = self.allowed
        parent = self.parent
        base = self.base
        roots = [v for v in range(n) if self.mate[v] == -1]
        for _stage in range(n):
            self._new_stage()
            free_best = self._stage_free_best
            allowed_now = self._stage_allowed
            queue: list[int] = []
            self.queue = queue
            roots = [v for v in roots if self.mate[v] == -1]
            for v in roots:
                if label[in_blossom[v]] == _FREE:
                    self.assign_label(v, _OUTER, -1)
            augmented = False
            while True:
                while queue and not augmented:
                    v = queue.pop()
                    bv_ = in_blossom[v]
                    for p in far[v]:
                        k = p >> 1
                        w = end_vertex[p]
                        bw = in_blossom[w]
                        if bv_ == bw:
                            continue
                        kslack = 0
                        if not allowed[k]:
                            kslack = dual[ei[k]] + dual[ej[k]] - ew[k]
                            if kslack <= 0:
                                allowed[k] = True
                                allowed_now.append(k)
                        if allowed[k]:
                            if label[bw] == _FREE:
                                self.assign_label(w, _INNER, p ^ 1)
                            elif label[bw] == _OUTER:
                                found = self.scan_blossom(v, w)
                                if found >= 0:
                                    self.add_blossom(found, k)
                                    bv_ = in_blossom[v]
                                else:
                                    self.augment(k)
                                    augmented = True
                                    break
                            elif label[w] == _FREE:
                                label[w] = _INNER
                                self.label_end[w] = p ^ 1
                        elif label[bw] == _OUTER:
                            be = best_edge[bv_]
                            if be == -1 or kslack < dual[ei[be]] + dual[ej[be]] - ew[be]:
                                best_edge[bv_] = k
                        elif label[w] == _FREE:
                            be = best_edge[w]
                            if be == -1 or kslack < dual[ei[be]] + dual[ej[be]] - ew[be]:
                                if be == -1:
                                    free_best.append(w)
                                best_edge[w] = k
                if augmented:
                    break
                # No augmenting path with tight edges: change the duals. The candidates are read from
                # what this stage labelled; among equal values the lowest number wins, as a scan in
                # order of the numbers would choose.
                delta_edge = -1
                delta_blossom = -1
                if self.perfect:
                    delta_type = -1
                    delta = 0
                else:
                    delta_type = 1
                    delta = min(dual[:n])
                least: tuple[int, int] | None = None
                for v in free_best:
                    be = best_edge[v]
                    if be != -1 and label[in_blossom[v]] == _FREE:
                        d = dual[ei[be]] + dual[ej[be]] - ew[be]
                        if least is None or (d, v) < least:
                            least = (d, v)
                if least is not None and (delta_type == -1 or least[0] < delta):
                    delta, delta_type, delta_edge = least[0], 2, best_edge[least[1]]
                tops = self._stage_tops
                least = None
                for b in tops:
                    be = best_edge[b]
                    if be != -1 and label[b] == _OUTER and parent[b] == -1:
                        d = (dual[ei[be]] + dual[ej[be]] - ew[be]) // 2
                        if least is None or (d, b) < least:
                            least = (d, b)
                if least is not None and (delta_type == -1 or least[0] < delta):
                    delta, delta_type, delta_edge = least[0], 3, best_edge[least[1]]
                least = None
                for b in tops:
                    if (
                        b >= n
                        and base[b] >= 0
                        and parent[b] == -1
                        and label[b] == _INNER
                        and (least is None or (dual[b], b) < least)
                    ):
                        least = (dual[b], b)
                if least is not None and (delta_type == -1 or least[0] < delta):
                    delta, delta_type, delta_blossom = least[0], 4, least[1]
                if delta:
                    for v in self._stage_leaves:
                        lab = label[in_blossom[v]]
                        if lab == _OUTER:
                            dual[v] -= delta
                        elif lab == _INNER:
                            dual[v] += delta
                    for b in tops:
                        if b >= n and base[b] >= 0 and parent[b] == -1:
                            if label[b] == _OUTER:
                                dual[b] += delta
                            elif label[b] == _INNER:
                                dual[b] -= delta
                if delta_type == -1:
                    # Perfect mode: no augmenting path exists any more.
                    break
                if delta_type == 1:
                    break
                if delta_type in (2, 3):
                    if not allowed[delta_edge]:
                        allowed[delta_edge] = True
                        allowed_now.append(delta_edge)
                    i, j = ei[delta_edge], ej[delta_edge]
                    if delta_type == 2 and label[in_blossom[i]] == _FREE:
                        i, j = j, i
                    queue.append(i)
                else:
                    self.expand_blossom(delta_blossom, False)
            if not augmented:
                break
            for b in sorted(b for b in self._stage_tops if b >= n):
                if parent[b] == -1 and base[b] >= 0 and label[b] == _OUTER and dual[b] == 0:
                    self.expand_blossom(b, True)
        return [self.end_vertex[p] if p >= 0 else -1 for p in self.mate]


def max_weight_matching(n: int, weights: dict[tuple[int, int], int]) -> list[int]:
    """A maximum-weight matching of the graph on ``0..n-1`` with the given positive edge weights.

    Returns ``mate`` with ``mate[v]`` the vertex matched to v, or -1. Edges of weight <= 0 are
    ignored (they never help a maximum-weight matching).

    >>> max_weight_matching(4, {(0, 1): 5, (1, 2): 8, (2, 3): 5})
    [1, 0, 3, 2]
    >>> max_weight_matching(3, {(0, 1): 2, (1, 2): 3})
    [-1, 2, 1]
    """
    edges = [(i, j, 2 * w) for (i, j), w in weights.items() if w > 0 and i != j]
    if not edges:
        return [-1] * n
    return _Solver(n, edges).run()


def max_weight_near_perfect_matching(n: int, weights: dict[tuple[int, int], int]) -> list[int]:
    """A maximum-weight matching among those leaving at most one vertex unmatched.

    Faster than :func:`max_weight_matching` (any feasible starting duals are allowed, so the solver
    starts from a greedy matching). When no such matching exists the result is some matching with
    more unmatched vertices; callers detect that and report it.
    """
    edges = [(i, j, 2 * w) for (i, j), w in weights.items() if w > 0 and i != j]
    size = n
    if n % 2:
        # A dummy vertex takes the unmatched player; its edges weigh the same, so it changes nothing.
        edges.extend((v, n, 2) for v in range(n))
        size = n + 1
    if not edges:
        return [-1] * n
    mate = _Solver(size, edges, perfect=True).run()[:n]
    return [m if m < n else -1 for m in mate]


def max_weight_perfect_matching_with_duals(
    n: int, weights: dict[tuple[int, int], int]
) -> tuple[list[int], list[int]]:
    """A maximum-weight perfect matching of a *bipartite* graph, with optimal vertex duals.

    Returns ``(mate, dual)``. When the matching is perfect, ``dual`` proves it optimal: for every
    edge ``dual[i] + dual[j] >= 4 * w`` (weights are scaled by 4 inside), with equality on the
    edges of the matching, and the perfect matchings of maximum weight are exactly the perfect
    matchings made of *tight* edges (equality). A bipartite graph has no odd cycle, so the solver
    forms no blossom and these vertex duals are the whole dual solution. When no perfect matching
    exists some vertices stay unmatched (-1) and the duals mean nothing.
    """
    edges = [(i, j, 2 * w) for (i, j), w in weights.items() if w > 0 and i != j]
    if not edges:
        return [-1] * n, [0] * n
    solver = _Solver(n, edges, perfect=True)
    mate = solver.run()
    return mate, solver.dual[:n]


def max_weight_matching_doubled(n: int, weights: dict[tuple[int, int], int]) -> list[int]:
    """The same answer as :func:`max_weight_matching`, found as a perfect matching of two copies.

    Every vertex ``v`` gets a twin ``n + v``; each edge is present in both copies and every vertex
    is joined to its twin by an edge of weight 0. A perfect matching of the doubled graph is a
    matching of the first copy, a matching of the second and twin edges for the vertices left
    over, so its best weight is twice the best matching weight, and the first copy of a best one is
    a best matching. Perfect matchings all have ``n`` edges, so a constant is added to every edge
    to keep the weights positive. What this buys is the quick start of the perfect mode (the
    solver starts from a greedy matching of tight edges instead of from nothing).
    """
    real = [(i, j, w) for (i, j), w in weights.items() if w > 0 and i != j]
    if not real:
        return [-1] * n
    lift = 1
    edges: list[tuple[int, int, int]] = []
    for i, j, w in real:
        edges.append((i, j, 2 * (w + lift)))
        edges.append((n + i, n + j, 2 * (w + lift)))
    edges.extend((v, n + v, 2 * lift) for v in range(n))
    mate = _Solver(2 * n, edges, perfect=True).run()
    return [m if 0 <= m < n else -1 for m in mate[:n]]


class WarmSolver(_Solver):
    """The blossom algorithm in perfect mode, started from a matching and vertex duals that are
    feasible for all but the edges added since (``start``), or from its greedy start (None): the
    restart of edge pricing (:mod:`engine.dutch.listed_matching`,
    :mod:`engine.double_swiss.priced_matching`).

    Every free vertex leaves the start (warm or greedy) with an even dual. The algorithm halves the slack of a
    pair joining two outer vertices (its third kind of dual step) and stays exact only while that
    slack is even, which holds when every free vertex starts with a dual of the same parity: a
    tight pair joins two duals of the same parity (the solver's weights are even), so every vertex
    reached from a free vertex shares its parity. The given duals (the last run's, raised for new
    pairs, free vertices lowered to their first tight pair) may mix parities; a slack left odd
    would be halved down to 1 and the run could end with a matched pair one unit short of tight:
    duals that no longer prove the matching optimal, nor say which pairs are tight
    (:mod:`engine.dutch.lexicographic_matching` reads them). Raising an odd free vertex's dual by
    1 keeps every pair feasible and restores the parity."""

    def __init__(
        self, size: int, edges: list[tuple[int, int, int]], start: tuple[list[int], list[int]] | None
    ) -> None:
        self._start = start
        super().__init__(size, edges, perfect=True)

    def _jump_start(self) -> None:
        if self._start is None:
            super()._jump_start()
            return
        partner, duals = self._start
        self.dual[: self.n] = duals
        dual, mate = self.dual, self.mate
        for k, (i, j, w) in enumerate(self.edges):
            if partner[i] == j and dual[i] + dual[j] == 2 * w:
                mate[i], mate[j] = 2 * k + 1, 2 * k
        self._restore_feasibility()

    def _restore_feasibility(self) -> None:
        super()._restore_feasibility()
        dual, mate = self.dual, self.mate
        for v in range(self.n):
            if mate[v] == -1 and dual[v] % 2:
                dual[v] += 1


def flat_duals(solver: _Solver) -> list[int]:
    """Vertex duals with the blossoms' duals moved onto their vertices (each vertex's dual raised
    by the duals of the blossoms holding it): feasible for every edge the solver's duals are
    feasible for, with no blossom."""
    dual, parent = solver.dual, solver.parent
    flat = dual[: solver.n]
    for v in range(solver.n):
        b = parent[v]
        while b != -1:
            flat[v] += dual[b]
            b = parent[b]
    return flat
