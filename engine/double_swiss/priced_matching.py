"""The least [C8] cost of a bracket by the weighted matching, its pairs priced class by class (C.04.5
(2026) art. 3.6.2 with [C8]; C.04.6 art. 3.6.4 with [C8]-[C10]), for the brackets whose cost classes
prove nothing (:mod:`engine.double_swiss.class_duals`).

A pair's cost depends only on the cost classes of its members, and the pairs a bracket may use are
all but [C1]'s few barred ones and those the identifier search's choices cut (a
:class:`~engine.double_swiss.bracket_graph.BracketGraph` of every allowed pair holds both). The
weighted matching over all n(n-1)/2 pairs is therefore solved by *edge pricing*, the idea of
:mod:`engine.dutch.sparse_matching` (its own code for these brackets):

1. the blossom algorithm (:mod:`engine.dutch.matching`, perfect mode) runs over a few candidate
   pairs only: a perfect matching of the allowed pairs and, for each member, a few partners of each
   class; it starts from the classes' duals (feasible for every pair) and a largest matching of the
   pairs they make tight, so that it augments only from the few members that leaves unpaired (none
   when the classes prove the bracket);
2. its optimal dual solution (vertex duals ``u``, blossom duals ``z``) is checked against every
   allowed pair: ``u(i) + u(j) + 2 * z(blossoms holding both) >= 2 * w(i, j)``. Class by class, the
   members sorted by their dual, the pairs whose vertex duals fall short are one mask (usually empty);
3. pairs that break it become candidates and the solver starts again from the matching and the
   duals it had (the blossoms' duals moved onto their vertices, still feasible).

When no pair breaks it, ``(u, z)`` is a feasible dual of the whole bracket and the perfect matching
meets complementary slackness with it: it is a matching of least cost of every allowed pair (linear
programming duality over Edmonds' matching polytope), so its cost is the least, as the weighted
matching over every pair finds it. The same duals give the bracket's *tight* pairs: every pairing of
least cost uses only those, and, when no blossom keeps a dual, each perfect matching of them is one
of least cost (:attr:`Priced.exact`); otherwise a perfect matching of them is of least cost exactly
when it crosses each blossom that keeps a dual once, which the caller checks on the pairing found.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from engine.double_swiss.bracket_graph import BracketGraph, bits
from engine.double_swiss.class_duals import class_duals
from engine.dutch.matching import WarmSolver, _Solver, flat_duals

_PER_CLASS = 3
"""Candidate partners per member and class in the first candidate graph."""
_ADDED = 4
"""Pairs breaking the dual constraint added per member and class in one round of the check."""


class PricedBracket:
    """A bracket's pairs by cost class: member ``i`` (``i``-th smallest TPN) of class ``kinds[i]``,
    a pair of classes ``K``, ``L`` costing ``table[K][L]``; the solver's weight of such a pair, twice
    the cost's complement to the largest cost + 1 (``top``), is ``weights[K][L]``. ``duals``: twice
    the classes' duals of their fractional pairing
    (:func:`engine.double_swiss.class_duals.class_duals`, found here when not given; None when the
    classes cannot be paired even fractionally), the solver's start."""

    def __init__(
        self, kinds: Sequence[int], table: Sequence[Sequence[int]], duals: Sequence[int] | None = None
    ) -> None:
        self.kinds = kinds
        self.table = table
        self.top = top = max((max(row) for row in table), default=0) + 1
        self.weights = [[2 * (top - c) for c in row] for row in table]
        if duals is None:
            sizes = [0] * len(table)
            for k in kinds:
                sizes[k] += 1
            duals = class_duals(sizes, table)
        self.duals = duals

    def weight(self, i: int, j: int) -> int:
        """The solver's weight of the pair of members ``i``, ``j``."""
        return self.weights[self.kinds[i]][self.kinds[j]]


@dataclass(frozen=True, slots=True)
class Priced:
    """A matching of least cost over the allowed pairs (``mate``: each member's partner, by index),
    that cost, and the pairs the duals proving it make tight (``tight[i]``: a mask, like
    :attr:`BracketGraph.partners`, without the pairs not allowed then). ``regions[i]``: the mask of
    the members in the same innermost blossom keeping a dual as member ``i`` (those in none: one
    region). ``exact``: no blossom keeps a dual (one region), so the perfect matchings of the tight
    pairs are exactly those of least cost; else those that cross each such blossom once are.
    A pairing of least cost that gives up a pair between two regions for another pair between the
    same two, the rest changed within regions over tight pairs, is still of least cost."""

    mate: list[int]
    cost: int
    tight: list[int]
    regions: list[int]

    @property
    def exact(self) -> bool:
        return all(region == self.regions[0] for region in self.regions)


def cheapest_priced(bracket: PricedBracket, allowed: BracketGraph, start: Mapping[int, int]) -> Priced | None:
    """A matching of least cost over the pairs ``allowed`` permits under its choices (see the module
    documentation), or None when they hold no perfect matching. ``start``: a pairing (TPNs) whose
    allowed pairs are kept as candidates."""
    size = len(bracket.kinds)
    perfect = allowed.completed(start)
    if perfect is None:
        return None
    index = allowed.index
    candidates: dict[tuple[int, int], int] = {}
    for a, b in perfect.items():
        i, j = index[a], index[b]
        if i < j:
            candidates[(i, j)] = bracket.weight(i, j)
    classes = _members(bracket.kinds)
    warm = _class_start(bracket, allowed, classes, perfect)
    if warm is not None:
        for i, m in enumerate(warm[0]):
            if i < m:
                candidates[(i, m)] = bracket.weight(i, m)
    _seed(bracket, allowed, classes, candidates)
    while True:
        solver = WarmSolver(size, [(i, j, w) for (i, j), w in candidates.items()], warm)
        mate = solver.run()
        if any(m < 0 for m in mate):  # the candidates hold a perfect matching: never
            raise AssertionError("the candidate pairs lost their perfect matching")
        broken = _broken(bracket, allowed, classes, solver)
        if not broken:
            break
        candidates.update(broken)
        warm = (mate, flat_duals(solver))
    table, kinds = bracket.table, bracket.kinds
    cost = sum(table[kinds[i]][kinds[m]] for i, m in enumerate(mate) if i < m)
    levels = _Levels(solver, classes)
    return Priced(mate, cost, _tight(bracket, allowed, levels), levels.regions)


def _class_start(
    bracket: PricedBracket, allowed: BracketGraph, classes: list[int], perfect: Mapping[int, int]
) -> tuple[list[int], list[int]] | None:
    """The solver's start from the classes' duals (:attr:`PricedBracket.duals`), feasible for every
    pair: each member's vertex dual ``2 * top - 2 * y`` (``y``: his class's), and a matching of the
    most pairs those duals make tight among the pairs still allowed (``perfect``'s kept where they
    are tight), so that the solver only augments from the few members it leaves unpaired (an odd
    class, [C1]'s barred pairs). None when the classes have no duals."""
    duals = bracket.duals
    if duals is None:
        return None
    table, kinds = bracket.table, bracket.kinds
    reach = [
        sum((m for m, y, c in zip(classes, duals, row, strict=False) if x + y == 2 * c), 0)
        for x, row in zip(duals, table, strict=True)
    ]  # (``classes`` stops at the last class with members)
    tight = BracketGraph(allowed.numbers, [reach[k] & allowed.adjacent(i) for i, k in enumerate(kinds)])
    mate = tight.largest(perfect)
    assert mate is not None  # only ``stop`` gives None
    top = bracket.top
    return mate, [2 * top - 2 * duals[k] for k in kinds]


class PlacesBound:
    """A lower bound of what a pairing of the bracket costs under the identifier search's choices
    (3.6.2: a top member paired with a larger TPN, a bottom member with a smaller one, a pair
    fixed): the fixed pairs' cost, and the fractional pairing
    (:func:`engine.double_swiss.class_duals.class_duals`) of the other members grouped by cost class
    and place (0 neither, 1 top, 2 bottom member: a top member meets no top member, a bottom member
    no bottom member; the TPNs' order and [C1] left out). The search tells each change of place
    (:meth:`move`) and of the fixed pairs' cost."""

    def __init__(self, bracket: PricedBracket) -> None:
        self.kinds, self.table = bracket.kinds, bracket.table
        self.counts: dict[tuple[int, int], int] = {}
        for k in bracket.kinds:
            self.move(k, 0, 1)
        self.fixed_cost = 0

    def move(self, kind: int, place: int, change: int) -> None:
        """One more (``change`` 1) or one fewer (-1) member of class ``kind`` at ``place``."""
        self.counts[(kind, place)] = self.counts.get((kind, place), 0) + change

    def twice(self) -> float:
        """Twice the bound (infinite when the members left cannot be paired even fractionally)."""
        keys = [key for key, size in self.counts.items() if size]
        table = self.table
        costs = [[None if p == q != 0 else table[k][m] for m, q in keys] for k, p in keys]
        duals = class_duals([self.counts[key] for key in keys], costs)
        if duals is None:
            return float("inf")
        return 2 * self.fixed_cost + sum(self.counts[key] * y for key, y in zip(keys, duals, strict=True))


def _members(kinds: Sequence[int]) -> list[int]:
    """The mask of each class's members."""
    masks = [0] * (max(kinds, default=-1) + 1)
    for i, k in enumerate(kinds):
        masks[k] |= 1 << i
    return masks


def _seed(
    bracket: PricedBracket, allowed: BracketGraph, classes: list[int], candidates: dict[tuple[int, int], int]
) -> None:
    """For each member, up to ``_PER_CLASS`` partners of each class it may meet, spread over the
    class (from a place that depends on the member)."""
    size = len(bracket.kinds)
    for i in range(size):
        reach = allowed.adjacent(i)
        offset = (i * 7919) % size
        for mask in classes:
            options = reach & mask
            if not options:
                continue
            later = options >> offset << offset
            taken = 0
            for part in (later, options ^ later):
                for j in bits(part):
                    pair = (i, j) if i < j else (j, i)
                    candidates[pair] = bracket.weight(*pair)
                    taken += 1
                    if taken == _PER_CLASS:
                        break
                if taken == _PER_CLASS:
                    break


class _Levels:
    """The solver's duals arranged for the check of every pair: the blossoms keeping a dual (those
    of dual 0 change no constraint), each member's chain of them (outermost first, with the sum of
    the duals of each and of those holding it), and per class and blossom (or the whole bracket:
    ``-1``) the members' duals in ascending order with the masks of the first 1, 2, ... of them and
    each dual's members.

    For members ``i``, ``j`` whose innermost common blossom on ``i``'s chain is ``B`` (the bracket
    when none), the blossom duals holding both sum to ``B``'s sum: so the members of ``B`` but not of
    the next blossom of the chain are looked up in ``B``'s lists with that sum, and no pair is
    asked one by one."""

    def __init__(self, solver: _Solver, classes: list[int]) -> None:
        dual, parent, size = solver.dual, solver.parent, solver.n
        self.dual = dual[:size]
        self.chains: list[list[tuple[int, int]]] = []  # (blossom, twice its sum), outermost first
        members: dict[int, int] = {-1: (1 << size) - 1}
        for v in range(size):
            chain = []
            b = parent[v]
            while b != -1:
                if dual[b]:
                    chain.append(b)
                    members[b] = members.get(b, 0) | 1 << v
                b = parent[b]
            total, sums = 0, []
            for b in reversed(chain):
                total += dual[b]
                sums.append((b, 2 * total))
            self.chains.append(sums)
        self.members = members
        outside = members[-1]
        for b, inside in members.items():
            if b != -1:
                outside &= ~inside
        self.regions = [members[chain[-1][0]] if chain else outside for chain in self.chains]
        """:attr:`Priced.regions`: each member's innermost blossom's members (or those in none)."""
        self.sorted: dict[tuple[int, int], tuple[list[int], list[int]]] = {}
        self.by_dual: dict[tuple[int, int], dict[int, int]] = {}
        for k, mask in enumerate(classes):
            for b, inside in members.items():
                group = sorted(bits(mask & inside), key=dual.__getitem__)
                if not group:
                    continue
                prefix, masks, values = 0, [0], []
                found: dict[int, int] = {}
                for v in group:
                    prefix |= 1 << v
                    masks.append(prefix)
                    values.append(dual[v])
                    found[dual[v]] = found.get(dual[v], 0) | 1 << v
                self.sorted[(k, b)] = (values, masks)
                self.by_dual[(k, b)] = found

    def levels(self, i: int) -> list[tuple[int, int, int]]:
        """For member ``i``: each blossom of its chain (the bracket first), twice the duals it and
        those holding it sum to, and the mask of the members of the next blossom (0 for the last)."""
        chain = [(-1, 0), *self.chains[i]]
        members = self.members
        return [
            (b, total, members[chain[t + 1][0]] if t + 1 < len(chain) else 0)
            for t, (b, total) in enumerate(chain)
        ]


def _broken(
    bracket: PricedBracket, allowed: BracketGraph, classes: list[int], solver: _Solver
) -> dict[tuple[int, int], int]:
    """The allowed pairs whose dual constraint the solver's duals break (up to ``_ADDED`` per member
    and class), with their weights; empty when the duals are feasible for every allowed pair."""
    dual, kinds = solver.dual, bracket.kinds
    levels = _Levels(solver, classes)
    weights, lists = bracket.weights, levels.sorted
    broken: dict[tuple[int, int], int] = {}
    for i in range(len(kinds)):
        reach, di, row = allowed.adjacent(i), dual[i], weights[kinds[i]]
        chain = levels.levels(i)
        for k in range(len(classes)):
            found = 0
            for b, shared, deeper in chain:
                group = lists.get((k, b))
                if group is None:
                    continue
                duals, masks = group
                short = masks[bisect_left(duals, 2 * row[k] - di - shared)] & reach & ~deeper
                for j in bits(short):
                    pair = (i, j) if i < j else (j, i)
                    if pair not in broken:
                        broken[pair] = row[k]
                        found += 1
                        if found == _ADDED:
                            break
                if found == _ADDED:
                    break
    return broken


def _tight(bracket: PricedBracket, allowed: BracketGraph, levels: _Levels) -> list[int]:
    """Each member's tight pairs (the duals' constraint an equality) among those ``allowed`` has,
    whatever its choices: class by class and level by level (:class:`_Levels`), the members whose
    dual completes the member's."""
    dual, kinds = levels.by_dual, bracket.kinds
    tight = []
    for i in range(len(kinds)):
        row, di = bracket.weights[kinds[i]], levels.dual[i]
        partners = 0
        for b, shared, deeper in levels.levels(i):
            for k, w in enumerate(row):
                found = dual.get((k, b))
                if found:
                    partners |= found.get(2 * w - di - shared, 0) & ~deeper
        tight.append(partners & allowed.partners[i])
    return tight
