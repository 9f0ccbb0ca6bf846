"""The general path's near-perfect matchings as a lexicographic sequence of exact matchings.

A bracket's pair weight packs, from the most significant, the criteria of C.04.3 art. 2 and then
the generation order of art. 4 (the remainder's exchange fields of art. 4.3.3 and its
transpositions of art. 4.2, one grade per S1 player: :mod:`engine.dutch.remainder_fields`), so that
one maximum-weight matching is the best candidate (art. 2.1). Packed into one integer a weight is
O(n) bits wide (some 40,000 bits at 3,000 players), and the blossom algorithm and its dual check
over every pair (:mod:`engine.dutch.listed_matching`) then handle O(n)-bit integers millions of
times. This module finds the same matching with narrow weights, one *level* at a time.

The levels ``L_0, L_1, ... L_m`` are functions of a pair such that, over the perfect matchings of
the graph (with, when the number of vertices is odd, one dummy vertex joined to every vertex,
whose edge weighs the same whoever takes it), the packed weight of a matching orders the matchings
as the tuple ``(L_0(M), L_1(M), ..., L_m(M))`` of the levels' sums does, lexicographically; the
edges are the pairs with ``L_0 > 0``. (The engines' packing gives this: each field's sum over any
matching stays inside the field's bits, see :meth:`engine.dutch.round_graph.RoundGraph._shift`
and :class:`engine.dutch.remainder_fields.RemainderFields`; a constant added to every pair changes
nothing, every perfect matching having the same number of pairs:
:func:`engine.dutch.remainder_fields.packed_levels` says why.)

**Why the stages are exact.** Write the matching problem as Edmonds' linear program over the
matching polytope: maximise ``sum w(e) x(e)`` with ``x(delta(v)) = 1`` for every vertex,
``x(E(B)) <= (|B| - 1) / 2`` for every odd set B, ``x >= 0``; its vertices are the perfect matchings
(Edmonds 1965). Its dual has a variable ``y(v)`` per vertex and ``z(B) >= 0`` per odd set, with
``y(u) + y(v) + sum(z(B) : B holds u and v) >= w(u, v)`` for every pair; the blossom algorithm
ends with such an optimal dual (the blossoms' duals are the z). By LP duality and complementary
slackness, a perfect matching M is optimal exactly when (a) every pair of M is *tight*
(equality above) and (b) every blossom with ``z(B) > 0`` holds ``(|B| - 1) / 2`` pairs of M.
Hence, with ``T`` the tight pairs and ``cnt(e)`` the number of blossoms with positive dual holding
both ends of e: for every perfect matching M of ``T``, ``sum(cnt(e) : e in M) <= sum((|B| - 1) / 2)``
(each blossom holds at most that many pairs of a matching), with equality exactly when M is
optimal, and optimal matchings exist in T. So the optimal matchings of level k, among those already
optimal for the levels above, are the maximum-weight perfect matchings of ``T`` (the tight pairs of
the stage before) with the weights ``cnt(e) * U + L_k(e) + c`` where ``U`` is larger than any
difference of two sums of ``L_k + c`` over perfect matchings and ``c`` makes every weight positive:
the first term is at its maximum, which is the face of the stage before, and the second breaks the
ties. By induction the last stage's matching maximises every level in order: it is a maximum of
the packed weight over the whole graph. Every weight is narrow (a level and a count), every stage
over the tight pairs of the stage before only (each stage solved by the edge pricing of
:mod:`engine.dutch.listed_matching`, which checks every pair it is given). A level whose values on
the tight pairs are ``p(u) + p(v)`` for some vertex potentials p (every value the same, or the S1
players kept once every S1 player meets an S2 player) sums to ``sum(p)`` over every perfect
matching of them: it changes nothing and is skipped (:func:`_potentials`).

The stages find *a* maximum; where several matchings reach it the one found may differ from the
packed route's, as the one found by the packed route may differ from the dense solver's; wherever
the engines read the pairs the packed weights make the maximum unique
(``tests/test_lexicographic_matching.py`` compares both routes on random graphs with ties).
"""

from __future__ import annotations

import bisect
from array import array
from collections.abc import Callable, Sequence
from fractions import Fraction

from engine.dutch.listed_matching import (
    ListedGraph,
    _blossom_duals_above,
    _blossom_sum,
    _note_heaviest,
    _Priced,
)
from engine.dutch.matching import _Solver

Level = Callable[[int, int], int]
"""``level(i, j)`` for ``i < j``: the pair's value at one level (read on edges only)."""


class _TightGraph(ListedGraph):
    """The listed graph of the pairs kept from the stage before (``partners[i]``: the j > i, in
    order) with their weights at this stage (``weights[i][k]`` for ``partners[i][k]``, positive)."""

    def __init__(self, size: int, partners: list[array[int]], weights: list[list[int]]) -> None:
        self.size = size
        self.upper = None
        self.partners = partners
        self.weights = weights
        found: list[list[tuple[int, int]]] = [[] for _ in range(size)]
        floor = [0] * size  # as ListedGraph notes each vertex's heaviest pairs
        for i in range(size):
            for j, w in zip(partners[i], weights[i], strict=True):
                _note_heaviest(found, floor, i, j, w)
        self.heaviest = [[j for _w, j in pairs] for pairs in found]

    def row(self, i: int) -> list[int]:
        out = [0] * (self.size - i - 1)
        for j, w in zip(self.partners[i], self.weights[i], strict=True):
            out[j - i - 1] = w
        return out

    def get(self, i: int, j: int) -> int:
        if i == j:
            return 0
        if i > j:
            i, j = j, i
        mine = self.partners[i]
        k = bisect.bisect_left(mine, j)
        return self.weights[i][k] if k < len(mine) and mine[k] == j else 0


class _Face:
    """The optimal face of one stage: its tight pairs (``partners``), each with the number of
    blossoms of positive dual holding both ends (``counts``), the dummy vertex's tight edges
    (``dummy``: vertex -> count) and the stage's matching."""

    def __init__(
        self, size: int, graph: ListedGraph, solver: _Solver, dummy: dict[int, int], mate: list[int]
    ) -> None:
        dual = solver.dual
        above = _blossom_duals_above(solver)
        positive = [[b for b in chain if dual[b] > 0] for chain, _sums in above]
        self.size = size
        self.mate = mate
        self.partners: list[array[int]] = []
        self.counts: list[array[int]] = []
        for i in range(size):
            mine, counts = array("i"), array("i")
            di = dual[i]
            for k, w in enumerate(graph.row(i)):
                if w:
                    j = i + k + 1
                    if di + dual[j] + _blossom_sum(above, i, j) == 4 * w:
                        mine.append(j)
                        counts.append(_common(positive[i], positive[j]))
            self.partners.append(mine)
            self.counts.append(counts)
        self.dummy: dict[int, int] = {}
        for v, w in dummy.items():  # the dummy vertex is ``size``; w its edge's weight
            if dual[v] + dual[size] + _blossom_sum(above, v, size) == 4 * w:
                self.dummy[v] = _common(positive[v], positive[size])


def _common(mine: list[int], theirs: list[int]) -> int:
    """How many blossoms two chains from the outermost in share (their common start)."""
    count = 0
    for a, b in zip(mine, theirs, strict=False):
        if a != b:
            break
        count += 1
    return count


def _potentials(face: _Face, values: list[list[int]]) -> bool:
    """Whether the level's ``values`` on the face's tight pairs are ``p(u) + p(v)`` for some
    vertex potentials p, the dummy vertex's tight edges counted as 0: then every perfect matching
    of the tight pairs sums to ``sum(p)``, the level decides nothing and its stage is skipped.

    A union-find over the tight pairs keeps each vertex's potential as ``sign * p(root) + offset``;
    a pair closing a cycle either agrees, or fixes ``p(root)`` (an odd cycle: twice it is known), or
    disagrees (False)."""
    size = face.size
    parent = list(range(size + 1))
    sign = [1] * (size + 1)
    offset = [0] * (size + 1)
    fixed: dict[int, Fraction] = {}

    def find(v: int) -> tuple[int, int, int]:
        s, c = 1, 0
        path = []
        while parent[v] != v:
            path.append(v)
            v = parent[v]
        root = v
        for u in reversed(path):  # from the root down: u's potential against the root's
            up = parent[u]
            s_up, c_up = (1, 0) if up == root else (sign[up], offset[up])
            sign[u], offset[u] = sign[u] * s_up, sign[u] * c_up + offset[u]
            parent[u] = root
        if path:
            s, c = sign[path[0]], offset[path[0]]
        return root, s, c

    def join(u: int, v: int, x: int) -> bool:
        ru, su, cu = find(u)
        rv, sv, cv = find(v)
        if ru != rv:
            # su * p(ru) + cu + sv * p(rv) + cv = x
            parent[ru], sign[ru], offset[ru] = rv, -su * sv, su * (x - cu - cv)
            if ru in fixed:
                known = (fixed.pop(ru) - offset[ru]) * sign[ru]
                if rv in fixed and fixed[rv] != known:
                    return False
                fixed[rv] = known
            return True
        if su + sv == 0:
            return cu + cv == x
        known = Fraction(x - cu - cv, su + sv)
        return fixed.setdefault(ru, known) == known

    for i in range(size):
        for j, x in zip(face.partners[i], values[i], strict=True):
            if not join(i, j, x):
                return False
    return all(join(v, size, 0) for v in face.dummy)


def lexicographic_near_perfect(
    size: int, levels: Sequence[Level], hints: Sequence[tuple[int, int]] = ()
) -> list[int] | None:
    """A matching leaving at most one vertex out (one when ``size`` is odd) that maximises the
    levels' sums in order (module documentation): ``mate[v]``, -1 for the vertex left out. None when
    the graph (the pairs with ``levels[0] > 0``) has no such matching: the caller decides then.
    ``hints``: pairs every stage's pricing starts its candidates with, besides each vertex's heaviest
    pairs and the last stage's matching (they change the work, never the matching's weight: a hint
    that is no tight pair of the stage is no edge of it)."""
    dummy = 1 if size % 2 else 0
    extra = [(v, size, 2) for v in range(size)] if dummy else []
    graph = ListedGraph(size, levels[0])
    priced = _Priced(graph, 1, 0, extra, hints)
    mate = priced.solve()
    if mate is None or priced.solver is None:
        return None
    face = _Face(size, graph, priced.solver, dict.fromkeys(range(size), 1) if dummy else {}, mate)
    for level in levels[1:]:
        values = [[level(i, j) for j in face.partners[i]] for i in range(size)]
        found = [x for row in values for x in row]
        if not found:
            continue
        low, high = min(found), max(found)
        if low == high or _potentials(face, values):
            continue
        span = high - low + 1
        unit = (size + dummy) // 2 * span + 1
        weights = [
            [c * unit + x - low + 1 for c, x in zip(face.counts[i], values[i], strict=True)]
            for i in range(size)
        ]
        stage = _TightGraph(size, face.partners, weights)
        on_dummy = {v: c * unit + 1 for v, c in face.dummy.items()}
        extra = [(v, size, 2 * w) for v, w in on_dummy.items()]
        previous = [(v, m) for v, m in enumerate(face.mate[:size]) if v < m < size]
        priced = _Priced(stage, 1, 0, extra, [*previous, *hints])
        mate = priced.solve()
        if mate is None or priced.solver is None:
            raise AssertionError("the face of the stage before holds a perfect matching")
        face = _Face(size, stage, priced.solver, on_dummy, mate)
    return [m if m < size else -1 for m in face.mate[:size]]
