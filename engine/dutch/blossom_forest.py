"""The blossoms of Edmonds' matching algorithm: nesting, rotation and expansion, in one place.

Both matchings of the engine keep their blossoms in the same arrays and handle them the same way:
the from-scratch solver of :mod:`engine.dutch.matching` (the Dutch engine's brackets) and the
updatable matching of :mod:`engine.burstein.dynamic_matching` (the Burstein System's rounds). What
differs between them (how edges are stored, how a blossom is built, how vertices are labeled) stays
in each; what a blossom *is* lives here (Galil, "Efficient algorithms for finding maximum matching
in graphs", ACM Computing Surveys, 1986, section 3).

Vertices are ``0..n-1``, blossoms ``n..2n-1``. A blossom's ``children`` are its sub-blossoms around
its odd cycle, the base's first; ``child_ends[b][i]`` is the end of the edge that joins child i to
child i+1 (an edge k has the ends 2k and 2k+1, ``end_vertex`` gives each end's vertex). No
recursion: nesting may be as deep as the graph is large.
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import Protocol

_FREE, _OUTER, _INNER = 0, 1, 2
"""A top-level blossom's label within a stage (5 marks one seen by :meth:`BlossomForest.scan_blossom`)."""


class EndVertexMap(Protocol):
    """The vertex at each end of an edge, read one end at a time (``end_vertex[p]``): a list of
    them in :mod:`engine.dutch.matching`, computed from the edge's name in
    :mod:`engine.burstein.dynamic_matching`."""

    def __getitem__(self, end: int, /) -> int: ...


class BlossomForest:
    """The blossom arrays and the operations on them shared by the two matchings."""

    n: int
    mate: list[int]
    """The end (opposite v) of v's matched edge, or -1."""
    end_vertex: EndVertexMap
    dual: list[int]
    label: list[int]
    label_end: list[int]
    in_blossom: list[int]
    parent: list[int]
    children: list[list[int] | None]
    child_ends: list[list[int] | None]
    base: list[int]
    best_edge: list[int]
    best_edges_of: list[list[int] | None]
    unused: list[int]
    queue: MutableSequence[int]
    """The outer vertices whose edges are still to be scanned in this stage."""

    def assign_label(self, v: int, t: int, end: int) -> None:
        """Label v's top-level blossom ``t`` (reached by the end ``end``): each matching's own."""
        raise NotImplementedError

    def _allow(self, k: int) -> None:
        """Edge k may be used for the rest of the stage (tight): each matching's own store."""
        raise NotImplementedError

    def _labeled_inner(self, b: int) -> None:
        """Blossom b was just labeled inner by an expansion (a hook; nothing here)."""

    def leaves(self, b: int) -> list[int]:
        """The vertices inside blossom b (b itself for a vertex)."""
        n = self.n
        if b < n:
            return [b]
        out: list[int] = []
        stack = [b]
        children = self.children
        while stack:
            c = stack.pop()
            if c < n:
                out.append(c)
            else:
                kids = children[c]
                assert kids is not None
                stack.extend(reversed(kids))
        return out

    def scan_blossom(self, v: int, w: int) -> int:
        """Walk up both trees from v and w; return the base of a new blossom or -1 (augmenting path)."""
        path: list[int] = []
        found = -1
        while v != -1 or w != -1:
            b = self.in_blossom[v]
            if self.label[b] & 4:
                found = self.base[b]
                break
            path.append(b)
            self.label[b] = 5
            if self.label_end[b] == -1:
                v = -1
            else:
                v = self.end_vertex[self.label_end[b]]
                b = self.in_blossom[v]
                v = self.end_vertex[self.label_end[b]]
            if w != -1:
                v, w = w, v
        for b in path:
            self.label[b] = _OUTER
        return found

    def _new_blossom(self, base: int, k: int, v: int, w: int) -> tuple[int, list[int]]:
        """Make the blossom closed by edge k = v-w (two outer vertices whose trees meet at
        ``base``): its number and its children, the base's first. Its vertices are all outer now;
        the inner ones among them join the queue."""
        bb = self.in_blossom[base]
        bv = self.in_blossom[v]
        bw = self.in_blossom[w]
        b = self.unused.pop()
        self.base[b] = base
        self.parent[b] = -1
        self.parent[bb] = b
        path: list[int] = []
        ends: list[int] = []
        while bv != bb:
            self.parent[bv] = b
            path.append(bv)
            ends.append(self.label_end[bv])
            v = self.end_vertex[self.label_end[bv]]
            bv = self.in_blossom[v]
        path.append(bb)
        path.reverse()
        ends.reverse()
        ends.append(2 * k)
        while bw != bb:
            self.parent[bw] = b
            path.append(bw)
            ends.append(self.label_end[bw] ^ 1)
            w = self.end_vertex[self.label_end[bw]]
            bw = self.in_blossom[w]
        self.children[b] = path
        self.child_ends[b] = ends
        self.label[b] = _OUTER
        self.label_end[b] = self.label_end[bb]
        self.dual[b] = 0
        for leaf in self.leaves(b):
            if self.label[self.in_blossom[leaf]] == _INNER:
                self.queue.append(leaf)
            self.in_blossom[leaf] = b
        return b, path

    def expand_blossom(self, b: int, end_of_stage: bool) -> None:
        """Undo blossom b: its sub-blossoms become top-level (at the end of a stage, those whose
        dual is zero are undone too, depth first, without recursion)."""
        n = self.n
        kids = self.children[b]
        ends = self.child_ends[b]
        assert kids is not None and ends is not None
        if end_of_stage:
            self._expand_nested(b)
            return
        for s in kids:
            self.parent[s] = -1
            if s < n:
                self.in_blossom[s] = s
            else:
                for leaf in self.leaves(s):
                    self.in_blossom[leaf] = s
        if self.label[b] == _INNER:
            self._relabel_expanded(b, kids, ends)
        self._forget_blossom(b)

    def _expand_nested(self, top: int) -> None:
        """End of stage: expand ``top`` and, inside it, every sub-blossom whose dual is zero.

        The blossoms are undone in the order of a depth-first walk (a sub-blossom entirely before
        its parent is given back), with an explicit stack.
        """
        n = self.n
        parent = self.parent
        in_blossom = self.in_blossom
        dual = self.dual
        # Each frame: a blossom and the position of the next child to look at.
        stack: list[tuple[int, int]] = [(top, 0)]
        while stack:
            b, i = stack.pop()
            kids = self.children[b]
            assert kids is not None
            descended = False
            while i < len(kids):
                s = kids[i]
                i += 1
                parent[s] = -1
                if s < n:
                    in_blossom[s] = s
                elif dual[s] == 0:
                    stack.append((b, i))
                    stack.append((s, 0))
                    descended = True
                    break
                else:
                    for leaf in self.leaves(s):
                        in_blossom[leaf] = s
            if not descended:
                self._forget_blossom(b)

    def _relabel_expanded(self, b: int, kids: list[int], ends: list[int]) -> None:
        """Within a stage, an expanded inner blossom: relabel the sub-blossoms on the even path from
        the entry child to the base."""
        entry = self.in_blossom[self.end_vertex[self.label_end[b] ^ 1]]
        j = kids.index(entry)
        if j & 1:
            j -= len(kids)
            step, trick = 1, 0
        else:
            step, trick = -1, 1
        p = self.label_end[b]
        while j != 0:
            self.label[self.end_vertex[p ^ 1]] = _FREE
            self.label[self.end_vertex[ends[j - trick] ^ trick ^ 1]] = _FREE
            self.assign_label(self.end_vertex[p ^ 1], _INNER, p)
            self._allow(ends[j - trick] >> 1)
            j += step
            p = ends[j - trick] ^ trick
            self._allow(p >> 1)
            j += step
        bv = kids[j]
        self.label[self.end_vertex[p ^ 1]] = self.label[bv] = _INNER
        self.label_end[self.end_vertex[p ^ 1]] = self.label_end[bv] = p
        self.best_edge[bv] = -1
        self._labeled_inner(bv)
        j += step
        while kids[j] != entry:
            bv = kids[j]
            if self.label[bv] == _OUTER:
                j += step
                continue
            reached = -1
            for leaf in self.leaves(bv):
                if self.label[leaf] != _FREE:
                    reached = leaf
                    break
            if reached != -1:
                self.label[reached] = _FREE
                self.label[self.end_vertex[self.mate[self.base[bv]]]] = _FREE
                self.assign_label(reached, _INNER, self.label_end[reached])
            j += step

    def _forget_blossom(self, b: int) -> None:
        """Blossom b no longer exists: its number goes back to the unused ones."""
        self.label[b] = self.label_end[b] = -1
        self.children[b] = self.child_ends[b] = None
        self.base[b] = -1
        self.dual[b] = 0
        self.best_edges_of[b] = None
        self.best_edge[b] = -1
        self.parent[b] = -1
        self.unused.append(b)

    def augment_blossom(self, b: int, v: int) -> None:
        """Swap matched and unmatched edges inside blossom b so that v becomes its base.

        Each nested blossom on the way is rotated in turn from a work list, not by recursion. The
        rotations of different sub-blossoms write disjoint parts of the matching and of the blossom
        tree, so their order does not matter; the base of a rotated blossom is always the vertex it
        was rotated to.
        """
        n = self.n
        parent = self.parent
        mate = self.mate
        end_vertex = self.end_vertex
        work = [(b, v)]
        while work:
            b, v = work.pop()
            t = v
            while parent[t] != b:
                t = parent[t]
            if t >= n:
                work.append((t, v))
            kids = self.children[b]
            ends = self.child_ends[b]
            assert kids is not None and ends is not None
            i = j = kids.index(t)
            if i & 1:
                j -= len(kids)
                step, trick = 1, 0
            else:
                step, trick = -1, 1
            while j != 0:
                j += step
                t = kids[j]
                p = ends[j - trick] ^ trick
                if t >= n:
                    work.append((t, end_vertex[p]))
                j += step
                t = kids[j]
                if t >= n:
                    work.append((t, end_vertex[p ^ 1]))
                mate[end_vertex[p]] = p ^ 1
                mate[end_vertex[p ^ 1]] = p
            self.children[b] = kids[i:] + kids[:i]
            self.child_ends[b] = ends[i:] + ends[:i]
            self.base[b] = v

    def _augment_from(self, s: int, p: int) -> None:
        """Match s by the end p (-1: leave s free) and turn the alternating path up to its root."""
        n = self.n
        in_blossom, end_vertex, label_end = self.in_blossom, self.end_vertex, self.label_end
        while True:
            bs = in_blossom[s]
            if bs >= n:
                self.augment_blossom(bs, s)
            self.mate[s] = p
            if label_end[bs] == -1:
                break
            t = end_vertex[label_end[bs]]
            bt = in_blossom[t]
            s = end_vertex[label_end[bt]]
            j = end_vertex[label_end[bt] ^ 1]
            if bt >= n:
                self.augment_blossom(bt, j)
            self.mate[j] = label_end[bt]
            p = label_end[bt] ^ 1
