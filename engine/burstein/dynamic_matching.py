"""A maximum-weight matching kept optimal while the edges of a few vertices change (warm start).

The Burstein pairing (``engine.burstein.process``) asks for a best matching hundreds of times a round,
each time after the edges of one or two vertices changed. Matching again from scratch costs O(n^3)
each time; here the matching *and its dual solution* are kept, and only what the change disturbed is
repaired, as in the updatable matching of Galil, Micali and Gabow ("An O(EV log V) algorithm for
finding a maximal weighted matching in general graphs", 1986) that bbpPairings uses.

The linear programme is the one of maximum-weight matching in a general graph (Edmonds): a dual
``y(v) >= 0`` per vertex and ``z(B) >= 0`` per blossom with ``y(i) + y(j) + 2 * sum(z(B) for the
blossoms B holding i and j) >= w(i, j)`` for every edge (weights scaled as in
:mod:`engine.dutch.matching`). A matching is a maximum one when its edges are *tight* (equality), every
vertex with a positive dual is matched, and every blossom with a positive dual is full. Changing the
edges of a vertex v keeps all of this but at v:

1. every blossom holding v is dissolved, its dual given to its vertices (``y(u) += z(B)``: the
   constraints inside stay as they were, those leaving it get looser); the matched edge out of its
   base is no longer tight, so it is taken out of the matching;
2. v is unmatched, its edges changed and its dual raised until each of its edges satisfies the
   constraint;
3. a free vertex with a positive dual (a *root*) breaks only complementary slackness, which the
   primal-dual stages of Edmonds' algorithm repair: alternating trees grow from the roots along tight
   edges, the duals move until an edge gets tight, a blossom's dual reaches zero, or a vertex's dual
   reaches zero (it may then stay free: a root is satisfied, an outer vertex further up its tree is
   freed by turning the path to its root). Each stage ends with one root fewer.

When the graph changed everywhere (a scoregroup's edges all weighed again), step 2 first matches the
changed vertices greedily along tight edges, so the stages only repair what that leaves.

Integer arithmetic throughout: when a dual step would be half an odd number, every weight and dual is
doubled first (:meth:`DynamicMatching._double`), which changes no matching.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable

from engine.dutch.blossom_forest import _FREE, _INNER, _OUTER, BlossomForest


class EndVertices:
    """The vertex at each end of an edge, read from the edge's name: edge ``k = (lo << shift) | hi``
    has the end ``2k`` at ``lo`` and ``2k + 1`` at ``hi``. Nothing is stored: ``end_vertex[p]`` is
    all :class:`engine.dutch.blossom_forest.BlossomForest` reads of it (its ``EndVertexMap``)."""

    __slots__ = ("high", "mask")

    def __init__(self, shift: int) -> None:
        self.high = shift + 1
        self.mask = (1 << shift) - 1

    def __getitem__(self, end: int) -> int:
        return (end >> 1) & self.mask if end & 1 else end >> self.high


class DynamicMatching(BlossomForest):
    """A graph on ``0..n-1`` whose maximum-weight matching follows its edge changes.

    :meth:`set_edge` changes an edge *on the side of* a vertex (the vertex whose edges change);
    :meth:`compute` repairs the matching. An edge of weight 0 is no edge.
    """

    def __init__(self, n: int) -> None:
        self.n = n
        self.scale = 2
        """Internal weight of an edge of weight 1 (weights are doubled so that duals stay integers)."""
        self.shift = max(1, (n - 1).bit_length())
        """An edge's name is ``(lo << shift) | hi`` for its two vertices ``lo < hi`` (:meth:`edge`)."""
        self.mask = (1 << self.shift) - 1
        self.end_vertex = EndVertices(self.shift)
        """``end_vertex[2k]`` and ``end_vertex[2k + 1]``: the two vertices of edge k, the lower
        first, read from k itself (:class:`EndVertices`: nothing stored by edge)."""
        self.nbr: list[dict[int, int]] = [{} for _ in range(n)]
        """``nbr[v][u]``: the internal weight of the edge v-u (its name: :meth:`edge`). The only
        record of an edge: two dictionary entries, whose weights are a few shared ``int`` objects
        (memory: millions of edges; a number per edge and lists by number cost twice as much)."""
        size = 2 * n
        self.mate = [-1] * n
        self.dual = [0] * size
        self.in_blossom = list(range(n))
        self.parent = [-1] * size
        self.children: list[list[int] | None] = [None] * size
        self.child_ends: list[list[int] | None] = [None] * size
        self.base = list(range(n)) + [-1] * n
        self.unused = list(range(size - 1, n - 1, -1))
        self.label = [_FREE] * size
        self.label_end = [-1] * size
        self.best_edge = [-1] * size
        self.best_edges_of: list[list[int] | None] = [None] * size
        self.queue: deque[int] = deque()
        """The outer vertices to scan, first in first out: the trees grow a layer at a time, so an
        edge between two trees (an augmenting path) is met before deep blossoms are built."""
        self._weight_objects: dict[int, int] = {}
        """The weights written by :meth:`set_edges`, each kept once (memory: millions of edges)."""
        self.pending: dict[int, None] = {}
        """The vertices whose edges changed since the last :meth:`compute`, in order."""
        self.roots: set[int] = set()
        self._hint_duals: dict[int, int] = {}
        self._hint_pairs: list[tuple[int, int]] = []
        self._stage_reset()

    # ---- the graph ------------------------------------------------------------------------------
    def set_edge(self, vertex: int, other: int, weight: int) -> None:
        """Give the edge vertex-other ``weight`` (0 removes it); ``vertex`` is the one repaired.

        A lighter edge keeps the duals feasible: only a matched edge or one inside a blossom (no
        longer tight) needs repair now. A heavier one is repaired by :meth:`compute` at ``vertex``.
        """
        nbr = self.nbr
        new = weight * self.scale if weight > 0 else 0
        old = nbr[vertex].get(other, 0)
        if new == old:
            return
        if new < old:
            if self.mate[vertex] >> 1 == self.edge(vertex, other):
                self._unmatch(vertex)
            top = self.in_blossom[vertex]
            if top >= self.n and top == self.in_blossom[other]:
                self._dissolve_around(vertex)
        else:
            self.pending[vertex] = None
            if self._is_fresh(other) and other not in self.pending:
                self.pending[other] = None  # settled with vertex, as one batch
        if new:
            nbr[vertex][other] = nbr[other][vertex] = new
        else:
            del nbr[vertex][other]
            del nbr[other][vertex]

    def set_edges(self, vertex: int, weights: Iterable[tuple[int, int]]) -> None:
        """:meth:`set_edge` of ``vertex`` to each ``(other, weight)`` in turn, in one loop: a new
        scoregroup's player joined to the players before it, a scoregroup's edges weighed again.
        A new edge or a heavier one is written here as :meth:`set_edge` writes it (the same order
        in the dictionaries and in ``pending``); a lighter one goes through :meth:`set_edge`."""
        nbr, scale, pending = self.nbr, self.scale, self.pending
        dual, mate, in_blossom = self.dual, self.mate, self.in_blossom
        mine = nbr[vertex]
        kept = self._weight_objects
        scaled: dict[int, int] = {}  # weight -> its internal weight, one int object per weight
        listed = vertex in pending
        for other, weight in weights:
            new = scaled.get(weight)
            if new is None:
                new = weight * scale if weight > 0 else 0
                new = scaled[weight] = kept.setdefault(new, new)  # a scoregroup's edges share few
            old = mine.get(other, 0)
            if new <= old:
                if new < old:
                    self.set_edge(vertex, other, weight)
                    if scale != self.scale:
                        scale = self.scale
                        scaled.clear()
                continue
            if not listed:
                pending[vertex] = None
                listed = True
            if (
                other not in pending
                and dual[other] == 0
                and mate[other] == -1
                and in_blossom[other] == other  # fresh: settled with vertex, as one batch
            ):
                pending[other] = None
            mine[other] = nbr[other][vertex] = new

    def restart(self, vertices: Iterable[int]) -> None:
        """Most edges of ``vertices`` are about to change: take them out of the matching (their
        duals to 0, their blossoms dissolved), so that the next answer settles them as one batch."""
        for v in vertices:
            self._dissolve_around(v)
            self._unmatch(v)
            self.dual[v] = 0
            self.pending[v] = None

    def hint(self, doubled: dict[int, int], pairs: list[tuple[int, int]]) -> None:
        """Where the next :meth:`compute` starts the fresh vertices of ``doubled`` (free, dual 0,
        outside blossoms: :meth:`restart`'s): ``doubled[v]`` twice v's dual, in weight units, in
        place of half v's heaviest edge to the other fresh vertices, and ``pairs`` matched first
        where their edge is tight (:mod:`engine.burstein.colour_start`). Any dual still short of an
        edge is raised as without a hint, so the answer is the same; only the work differs."""
        self._hint_duals = doubled
        self._hint_pairs = pairs

    def _is_fresh(self, v: int) -> bool:
        """Free, with dual 0, outside every blossom: a vertex the last answer did not need."""
        return self.dual[v] == 0 and self.mate[v] == -1 and self.in_blossom[v] == v

    def clear_vertex(self, vertex: int, keep: int | None = None) -> None:
        """Remove every edge of ``vertex`` but the one to ``keep`` (as :meth:`set_edge` to 0 each;
        outside every blossom, without its other cases)."""
        if self.in_blossom[vertex] != vertex:
            for u in list(self.nbr[vertex]):
                if u != keep:
                    self.set_edge(vertex, u, 0)
            return
        nbr = self.nbr
        mine = nbr[vertex]
        p = self.mate[vertex]
        if p != -1 and self.end_vertex[p] != keep:
            self._unmatch(vertex)  # its matched edge goes with the others
        for u in mine:
            if u != keep:
                del nbr[u][vertex]
        nbr[vertex] = {keep: mine[keep]} if keep is not None and keep in mine else {}

    # ---- repairing --------------------------------------------------------------------------------
    def compute(self) -> list[int]:
        """A maximum-weight matching: ``mate[v]`` the vertex matched to v, or -1."""
        if self.pending:
            self._settle_pending()
        while self.roots:
            self._stage()
        high, mask = self.shift + 1, self.mask
        return [((p >> 1) & mask if p & 1 else p >> high) if p >= 0 else -1 for p in self.mate]

    def flatten(self, mates: list[int], touched: Iterable[int]) -> None:
        """Dissolve the top-level blossoms holding a vertex of ``touched`` and every blossom inside
        them (each vertex's dual grows by the duals of the blossoms that held it), and take ``mates``
        (``mates[v]`` the vertex matched to v, or -1) as the matching.

        ``mates`` must be a maximum matching for the current duals (its edges tight, its free
        vertices at dual 0, every blossom with a positive dual full) that differs from the one held
        only at ``touched``, as :class:`engine.burstein.exchange.TightExchange` keeps it. Dissolving
        keeps the duals feasible and the edges inside each blossom tight; only the one matched edge
        that leaves a blossom with a positive dual loses its tightness: it leaves the matching and
        its two ends become roots, which :meth:`compute` repairs. The other blossoms stay as they
        are. No edge may be pending.
        """
        n, dual, in_blossom, parent, children = self.n, self.dual, self.in_blossom, self.parent, self.children
        touched = list(touched)
        loose: list[int] = []
        for top in dict.fromkeys(in_blossom[x] for x in touched if in_blossom[x] >= n):
            stack = [(top, 0)]
            while stack:
                b, z = stack.pop()
                if b < n:
                    dual[b] += z
                    in_blossom[b] = b
                    parent[b] = -1
                    loose.append(b)
                    continue
                kids = children[b]
                assert kids is not None
                stack.extend((c, z + dual[b]) for c in reversed(kids))
                self._forget_blossom(b)
        loose.extend(touched)
        mate, nbr = self.mate, self.nbr
        for v in loose:
            m = mates[v]
            mate[v] = self.end_to(v, m) if m >= 0 else -1
        for v in loose:
            m = mates[v]
            if m >= 0 and mate[v] >= 0 and dual[v] + dual[m] != nbr[v][m]:
                mate[v] = mate[m] = -1
                self.roots.add(m)
            if mate[v] == -1:
                self.roots.add(v)

    def _dissolve_around(self, v: int) -> None:
        """Step 1 for v: v made the free base of its blossoms (the top one's matched edge out given
        up, the matching inside turned), then those blossoms dissolved, the outermost first. Their
        bases being v, free, no other matched edge is lost."""
        top = self.in_blossom[v]
        if top < self.n:
            return
        self._unmatch(self.base[top])
        self.augment_blossom(top, v)
        self.mate[v] = -1
        self.roots.add(v)
        chain = []
        b = self.parent[v]
        while b != -1:
            chain.append(b)
            b = self.parent[b]
        for b in reversed(chain):
            self._dissolve(b)

    def _unmatch(self, v: int) -> None:
        p = self.mate[v]
        if p == -1:
            return
        u = self.end_vertex[p]
        self.mate[v] = -1
        self.mate[u] = -1
        self.roots.add(u)
        self.roots.add(v)

    def _dissolve(self, b: int) -> None:
        """Undo the top-level blossom b between stages, its dual given to its vertices."""
        z = self.dual[b]
        dual = self.dual
        for leaf in self.leaves(b):
            dual[leaf] += z
        kids = self.children[b]
        assert kids is not None
        for s in kids:
            self.parent[s] = -1
            for leaf in self.leaves(s):
                self.in_blossom[leaf] = s
        if z:
            self._unmatch(self.base[b])
            self.roots.add(self.base[b])  # matched or not, its dual grew
        self._forget_blossom(b)

    def _settle_pending(self) -> None:
        """Step 2: the duals raised where heavier edges need it, then a greedy matching of the
        vertices left free along tight edges.

        A vertex whose edges got heavier has its dual raised by the largest shortfall (after the
        blossoms holding it are dissolved); its matched edge, unless it got heavier by as much, is
        no longer tight and leaves the matching. A fresh vertex (free, dual 0) counts its edges to
        the other fresh vertices still to be settled for half their weight, so that two fresh
        vertices of one kind meet on a tight edge: a new scoregroup's players pair up at once.
        """
        dual, mate, nbr, end_vertex = self.dual, self.mate, self.nbr, self.end_vertex
        pending = self.pending
        fresh = {v for v in pending if self._is_fresh(v)}
        hinted = self._hinted(fresh)
        short_hinted = self._raise_blockers(fresh, hinted) if len(fresh) + len(hinted) > 2 else set(hinted)
        for v in pending:
            fresh.discard(v)
            if v in hinted and v not in short_hinted:
                continue  # every edge of v met its constraint, and no dual has gone down since
            short = self._shortfall(v, fresh)
            if short <= 0:
                continue
            if self.in_blossom[v] != v:
                self._dissolve_around(v)
                short = self._shortfall(v, fresh)
                if short <= 0:
                    continue
            dual[v] += short
            p = mate[v]
            if p != -1 and dual[v] + dual[end_vertex[p]] != nbr[v][end_vertex[p]]:
                self._unmatch(v)
            if mate[v] == -1:
                self.roots.add(v)
        self._match_pairs(self._hint_pairs)
        self._hint_pairs = []
        for v in pending:
            if mate[v] == -1 and dual[v] > 0 and self.in_blossom[v] == v:
                self._match_tight(v)
        pending.clear()
        self._short_paths()

    def _hinted(self, fresh: set[int]) -> dict[int, int]:
        """The fresh vertices given a dual by :meth:`hint` (taken out of ``fresh``: they count as
        settled), each with it: roots until they are matched."""
        doubled, self._hint_duals = self._hint_duals, {}
        half, dual = self.scale // 2, self.dual
        hinted: dict[int, int] = {}
        for v, d in doubled.items():
            if v in fresh:
                fresh.discard(v)
                dual[v] = hinted[v] = d * half
                self.roots.add(v)
        return hinted

    def _match_pairs(self, pairs: list[tuple[int, int]]) -> None:
        """Match each pair of free vertices outside blossoms whose edge is tight."""
        dual, mate, nbr, in_blossom = self.dual, self.mate, self.nbr, self.in_blossom
        for a, b in pairs:
            w = nbr[a].get(b)
            if (
                w is not None
                and mate[a] == -1
                and mate[b] == -1
                and in_blossom[a] == a
                and in_blossom[b] == b
                and dual[a] + dual[b] == w
            ):
                p = self.end_to(a, b)
                mate[a] = p
                mate[b] = p ^ 1

    def _raise_blockers(self, fresh: set[int], hinted: dict[int, int]) -> set[int]:
        """Raise the dual of an older vertex that would hold two or more fresh vertices above the
        level their edges among themselves ask for (half their heaviest such edge, or the dual
        ``hinted``): it leaves the matching (two roots) rather than leave all those fresh vertices
        unmatched. Returns the hinted vertices an edge found short (before the raises, which only
        loosen): the others need no :meth:`_shortfall`."""
        dual, nbr = self.dual, self.nbr
        wanted: dict[int, int] = {}
        blocks: dict[int, int] = {}
        short: set[int] = set()
        any_fresh = bool(fresh)  # a scoregroup whose every vertex is hinted has none: no lookup an edge
        for v in [*fresh, *hinted]:
            level = hinted.get(v, 0)
            if v in fresh:
                for u, w in nbr[v].items():
                    if u in fresh and w >> 1 > level:
                        level = w >> 1
            v_hinted = v in hinted
            for u, w in nbr[v].items():
                if any_fresh and u in fresh:
                    if w >> 1 > level and v_hinted:
                        short.add(v)
                elif w - dual[u] > level:
                    if v_hinted:
                        short.add(v)
                    if level and u not in hinted:
                        if w - level > wanted.get(u, 0):
                            wanted[u] = w - level
                        blocks[u] = blocks.get(u, 0) + 1
        for u in sorted(wanted):
            if blocks[u] < 2:
                continue
            self._dissolve_around(u)
            if wanted[u] > dual[u]:
                dual[u] = wanted[u]
                p = self.mate[u]
                if p != -1 and dual[u] + dual[self.end_vertex[p]] != nbr[u][self.end_vertex[p]]:
                    self._unmatch(u)
                if self.mate[u] == -1:
                    self.roots.add(u)
        return short

    def _shortfall(self, v: int, fresh: set[int]) -> int:
        """How much v's dual must grow for every edge of v to meet its constraint (blossom duals
        not counted: an overestimate unless v is outside every blossom)."""
        dual = self.dual
        need = 0
        for u, w in self.nbr[v].items():
            d = w >> 1 if u in fresh else w - dual[u]
            if d > need:
                need = d
        return need - dual[v]

    def _match_tight(self, v: int) -> bool:
        """Match the free vertex v along a tight edge to a free vertex outside any blossom."""
        dual, mate, in_blossom = self.dual, self.mate, self.in_blossom
        dv = dual[v]
        for u, w in self.nbr[v].items():
            if mate[u] == -1 and in_blossom[u] == u and dual[u] + dv == w:
                p = self.end_to(v, u)
                mate[v] = p
                mate[u] = p ^ 1
                return True
        return False

    def _short_paths(self) -> None:
        """With a few roots left, the alternating paths of three tight edges between two free
        vertices outside blossoms (a root r, r's new partner a, a's partner b, a free s): the usual
        repair of one vertex's new edges, found without growing a tree."""
        dual, mate, nbr, in_blossom = self.dual, self.mate, self.nbr, self.in_blossom
        end_vertex = self.end_vertex
        free = [r for r in sorted(self.roots) if mate[r] == -1 and in_blossom[r] == r]
        if len(free) > 8:
            return
        for r in free:
            if mate[r] == -1 and dual[r] > 0:
                self._match_tight(r)
        for r in free:
            if mate[r] != -1 or dual[r] == 0:
                continue
            dr = dual[r]
            done = False
            for a, w in nbr[r].items():
                if mate[a] == -1 or in_blossom[a] != a or dual[a] + dr != w:
                    continue
                b = end_vertex[mate[a]]
                if in_blossom[b] != b:
                    continue
                db = dual[b]
                for s in free:
                    ws = nbr[b].get(s)
                    if s != r and mate[s] == -1 and ws is not None and db + dual[s] == ws:
                        p, q = self.end_to(r, a), self.end_to(b, s)
                        mate[r] = p
                        mate[a] = p ^ 1
                        mate[b] = q
                        mate[s] = q ^ 1
                        done = True
                        break
                if done:
                    break

    # ---- one primal-dual stage --------------------------------------------------------------------
    def _stage_reset(self) -> None:
        size = 2 * self.n
        self.label = [_FREE] * size
        self.label_end = [-1] * size
        self.best_edge = [-1] * size
        self.best_edges_of = [None] * size
        self.queue = deque()
        self._leaf_seen = bytearray(self.n)
        self._leaves_labeled: list[int] = []
        self._tops_labeled: list[int] = []
        self._free_touched: list[int] = []

    def _stage(self) -> None:
        """Grow trees from the roots until one root is satisfied (augmented, freed or at dual 0).

        The trees grow from the roots whose duals have the parity of the first root's only (the
        others are free vertices a tree may reach). Weights are even, so every vertex a tree
        reaches along tight edges has that parity too, the slack between two outer vertices is even,
        and its half (a dual step) an integer.
        """
        mate, dual, in_blossom, label = self.mate, self.dual, self.in_blossom, self.label
        for r in list(self.roots):
            if mate[r] != -1 or dual[r] == 0:
                self.roots.discard(r)
        if not self.roots:
            return
        self._stage_reset()
        label = self.label
        roots = sorted(self.roots)
        parity = dual[roots[0]] & 1
        for r in roots:
            if dual[r] & 1 == parity and label[in_blossom[r]] == _FREE:
                self.assign_label(r, _OUTER, -1)
        while not self._grow():
            if self._adjust():
                break
        self._end_stage()

    def _end_stage(self) -> None:
        for b in self._tops_labeled:
            if (
                b >= self.n
                and self.parent[b] == -1
                and self.base[b] >= 0
                and self.label[b] == _OUTER
                and self.dual[b] == 0
            ):
                self.expand_blossom(b, True)

    def _grow(self) -> bool:
        """Scan the outer vertices of the queue along their edges; True when the stage is over."""
        queue, label, in_blossom, dual = self.queue, self.label, self.in_blossom, self.dual
        nbr, shift, mask = self.nbr, self.shift, self.mask
        best_edge, mate, base = self.best_edge, self.mate, self.base
        while queue:
            v = queue.popleft()
            bv_ = in_blossom[v]
            for w, weight in nbr[v].items():
                bw = in_blossom[w]
                if bv_ == bw:
                    continue
                k = (v << shift | w) if v < w else (w << shift | v)
                kslack = dual[v] + dual[w] - weight
                if kslack <= 0:  # tight (never below): usable, as an edge v's scan or a dual step made so
                    if label[bw] == _FREE:
                        if mate[base[bw]] == -1:  # a free vertex of dual 0: an augmenting path
                            self.label_end[bw] = -1
                            self.augment(k)
                            return True
                        self.assign_label(w, _INNER, 2 * k + (v > w))  # the end at v
                    elif label[bw] == _OUTER:
                        found = self.scan_blossom(v, w)
                        if found >= 0:
                            self.add_blossom(found, k)
                            bv_ = in_blossom[v]
                        else:
                            self.augment(k)
                            return True
                    elif label[w] == _FREE:
                        label[w] = _INNER
                        self.label_end[w] = 2 * k + (v > w)
                elif label[bw] == _OUTER:
                    be = best_edge[bv_]
                    if be == -1 or kslack < dual[be >> shift] + dual[be & mask] - nbr[be >> shift][be & mask]:
                        best_edge[bv_] = k
                elif label[w] == _FREE:
                    be = best_edge[w]
                    if be == -1:
                        self._free_touched.append(w)
                    if be == -1 or kslack < dual[be >> shift] + dual[be & mask] - nbr[be >> shift][be & mask]:
                        best_edge[w] = k
        return False

    # size-limit exception: the four kinds of dual step are chosen and applied together, as in
    # engine.dutch.matching's main loop
    def _adjust(self) -> bool:
        """Move the duals by the largest step that keeps them feasible; True when the stage is over
        (a vertex's dual reached zero)."""
        dual, label, in_blossom, parent = self.dual, self.label, self.in_blossom, self.parent
        nbr, shift, mask, best_edge = self.nbr, self.shift, self.mask, self.best_edge
        n = self.n
        leaves = [v for v in self._leaves_labeled if label[in_blossom[v]] != _FREE]
        base = self.base
        tops = [
            b for b in dict.fromkeys(self._tops_labeled) if parent[b] == -1 and label[b] > 0 and base[b] >= 0
        ]
        # Every step doubled, so that the outer-outer step (half a slack) is an integer.
        step = -1
        kind = 0
        target = -1
        for v in leaves:
            if label[in_blossom[v]] == _OUTER and (step == -1 or 2 * dual[v] < step):
                step, kind, target = 2 * dual[v], 1, v
        for w in self._free_touched:
            be = best_edge[w]
            if be != -1 and label[in_blossom[w]] == _FREE:
                d = 2 * (dual[be >> shift] + dual[be & mask] - nbr[be >> shift][be & mask])
                if d < step:
                    step, kind, target = d, 2, be
        for b in tops:
            be = best_edge[b]
            if be != -1 and label[b] == _OUTER:
                d = dual[be >> shift] + dual[be & mask] - nbr[be >> shift][be & mask]
                if d < step:
                    step, kind, target = d, 3, be
            if b >= n and label[b] == _INNER and 2 * dual[b] < step:
                step, kind, target = 2 * dual[b], 4, b
        if kind == 0:
            raise AssertionError("a stage without an outer vertex")
        if step & 1:
            self._double()
            step *= 2
        delta = step // 2
        if delta:
            for v in leaves:
                if label[in_blossom[v]] == _OUTER:
                    dual[v] -= delta
                else:
                    dual[v] += delta
            for b in tops:
                if b >= n:
                    dual[b] += delta if label[b] == _OUTER else -delta
        if kind == 1:
            self._free_outer(target)
            return True
        if kind in (2, 3):
            i, j = target >> shift, target & mask
            if kind == 2 and label[in_blossom[i]] == _FREE:
                i, j = j, i
            self.queue.append(i)
        else:
            self.expand_blossom(target, False)
        return False

    def _double(self) -> None:
        """Every weight and dual times two (the same matchings are best, the duals stay feasible)."""
        self.scale *= 2
        weights: set[int] = set(self._weight_objects)
        nbr = self.nbr
        for mine in nbr:
            weights.update(mine.values())
        twice = {w: 2 * w for w in weights}  # each weight doubled once, still shared
        double = twice.__getitem__
        for v, mine in enumerate(nbr):  # one vertex at a time: no second copy of every edge
            nbr[v] = dict(zip(mine, map(double, mine.values()), strict=True))
        self._weight_objects = {w: w for w in twice.values()}
        self.dual[:] = [2 * d for d in self.dual]

    def _free_outer(self, v: int) -> None:
        """An outer vertex's dual reached zero: the path from its root is turned, so the root is
        matched and v is free (with dual 0, as it may be)."""
        self.roots.discard(v)
        bs = self.in_blossom[v]
        if self.label_end[bs] == -1 and self.base[bs] == v:
            return  # the root itself: satisfied
        self._augment_from(v, -1)

    # ---- the blossom algorithm (its blossoms: engine.dutch.blossom_forest, with engine.dutch.matching)
    def slack(self, k: int) -> int:
        i, j = k >> self.shift, k & self.mask
        return self.dual[i] + self.dual[j] - self.nbr[i][j]

    def edge(self, v: int, u: int) -> int:
        """The name of the edge v-u: ``(lo << shift) | hi``, its ends ``2k`` at lo, ``2k + 1`` at hi."""
        return (v << self.shift | u) if v < u else (u << self.shift | v)

    def end_to(self, v: int, u: int) -> int:
        """The end of the edge v-u at u (what ``mate[v]`` holds when v is matched to u)."""
        return 2 * self.edge(v, u) + (u > v)

    def _note_labeled(self, b: int, leaves: list[int] | None = None) -> None:
        """Remember the labeled top blossom b and its vertices (their duals move with the tree)."""
        self._tops_labeled.append(b)
        seen = self._leaf_seen
        for leaf in self.leaves(b) if leaves is None else leaves:
            if not seen[leaf]:
                seen[leaf] = 1
                self._leaves_labeled.append(leaf)

    def assign_label(self, v: int, t: int, end: int) -> None:
        b = self.in_blossom[v]
        self.label[v] = self.label[b] = t
        self.label_end[v] = self.label_end[b] = end
        self.best_edge[v] = self.best_edge[b] = -1
        if t == _OUTER:
            leaves = self.leaves(b)
            self._note_labeled(b, leaves)
            self.queue.extend(leaves)
        else:
            self._note_labeled(b)
            base_mate = self.mate[self.base[b]]
            self.assign_label(self.end_vertex[base_mate], _OUTER, base_mate ^ 1)

    def add_blossom(self, base: int, k: int) -> None:
        """Make the blossom closed by edge k and find its least-slack edge to each other outer
        blossom (from its children's lists, or from the edges of a child that has none)."""
        shift, mask = self.shift, self.mask
        b, path = self._new_blossom(base, k, k >> shift, k & mask)
        self._tops_labeled.append(b)  # its vertices were all labeled already
        dual, nbr = self.dual, self.nbr
        in_blossom, label, best_edges_of = self.in_blossom, self.label, self.best_edges_of
        best_to: dict[int, int] = {}
        best_slack: dict[int, int] = {}
        for sub in path:
            stored = best_edges_of[sub]
            if stored is None:
                for leaf in self.leaves(sub):
                    own = dual[leaf]
                    for x, weight in nbr[leaf].items():
                        bj = in_blossom[x]
                        if bj != b and label[bj] == _OUTER:
                            slack = own + dual[x] - weight
                            if bj not in best_slack or slack < best_slack[bj]:
                                best_to[bj] = (leaf << shift | x) if leaf < x else (x << shift | leaf)
                                best_slack[bj] = slack
            else:
                for e in stored:
                    i, j = e >> shift, e & mask
                    bj = in_blossom[i] if in_blossom[j] == b else in_blossom[j]
                    if bj != b and label[bj] == _OUTER:
                        slack = dual[i] + dual[j] - nbr[i][j]
                        if bj not in best_slack or slack < best_slack[bj]:
                            best_to[bj] = e
                            best_slack[bj] = slack
            best_edges_of[sub] = None
            self.best_edge[sub] = -1
        best_edges_of[b] = list(best_to.values())
        least = least_slack = -1
        for bj, e in best_to.items():
            if least == -1 or best_slack[bj] < least_slack:
                least, least_slack = e, best_slack[bj]
        self.best_edge[b] = least

    def augment(self, k: int) -> None:
        self._augment_from(k >> self.shift, 2 * k + 1)
        self._augment_from(k & self.mask, 2 * k)

    def _allow(self, k: int) -> None:
        """Nothing to keep: an edge is usable while it is tight, which :meth:`_grow` reads from its
        slack (an edge with an outer end never loosens within a stage, the duals stay feasible)."""

    def _labeled_inner(self, b: int) -> None:
        self._note_labeled(b)
