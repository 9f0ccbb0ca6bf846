"""A bracket's cost classes, found once per bracket, and what the bracket search learns from them
(C.04.5 (2026) art. 3.6.2 with [C8]; C.04.6 art. 3.6.4 with [C8]-[C10]).

A pair's [C8] cost depends only on the cost classes of its two members (``Criteria.cost_class``), so
:class:`CostClasses` asks each member his class once and each two classes their cost once; the
pairs of cost 0 (:func:`free_graph`), the fractional bound (:func:`fractional_least`), the proof of
the least cost by the classes' duals (:func:`tight_graph`), the priced weighted matching
(:mod:`engine.double_swiss.priced_matching`) and the dense route's list of pairs
(``procedure.bracket_costs``) are all read from that one object.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from typing import Protocol

from engine.double_swiss.bracket_graph import BracketGraph, bits
from engine.double_swiss.class_duals import class_duals


class ClassCriteria(Protocol):
    """What the cost classes ask of a system's criteria (``procedure.Criteria`` and C.04.6's)."""

    def c1_barred(self, numbers: Sequence[int]) -> list[tuple[int, int]]: ...

    def cost_class(self, upfloaters: frozenset[int], a: int) -> Hashable: ...

    def c8_cost(self, upfloaters: frozenset[int], a: int, b: int) -> int: ...


class CostClasses:
    """The cost classes of a bracket (``numbers`` ascending; :meth:`Criteria.cost_class` with its
    ``upfloaters``) in the order first met: ``firsts[K]`` a member of class ``K``, ``masks[K]`` the
    mask of its members (bit ``i``: ``numbers[i]``), ``sizes[K]`` how many they are, ``kinds[i]``
    the class of ``numbers[i]``, and ``table[K][L]`` the [C8] cost of a pair of a member of ``K`` and
    one of ``L`` (asked of ``firsts``)."""

    def __init__(self, numbers: Sequence[int], criteria: ClassCriteria, upfloaters: frozenset[int]) -> None:
        self.numbers = list(numbers)
        ids: dict[Hashable, int] = {}
        self.firsts: list[int] = []
        self.masks: list[int] = []
        self.kinds: list[int] = []
        for i, n in enumerate(self.numbers):
            k = ids.setdefault(criteria.cost_class(upfloaters, n), len(ids))
            if k == len(self.firsts):
                self.firsts.append(n)
                self.masks.append(0)
            self.masks[k] |= 1 << i
            self.kinds.append(k)
        self.sizes = [mask.bit_count() for mask in self.masks]
        firsts = self.firsts
        self.table = [[criteria.c8_cost(upfloaters, a, b) for b in firsts] for a in firsts]
        self._duals: list[int] | None = None
        self._duals_known = False

    def duals(self) -> list[int] | None:
        """Twice each class's dual of the classes' fractional pairing
        (:func:`engine.double_swiss.class_duals.class_duals`), found once; None when the classes
        cannot be paired even fractionally."""
        if not self._duals_known:
            self._duals = class_duals(self.sizes, self.table)
            self._duals_known = True
        return self._duals

    def cost(self, i: int, j: int) -> int:
        """The [C8] cost of the pair of ``numbers[i]`` and ``numbers[j]``."""
        return self.table[self.kinds[i]][self.kinds[j]]


def free_graph(numbers: list[int], criteria: ClassCriteria, classes: CostClasses | None) -> BracketGraph:
    """The pairs of a bracket whose least cost is 0 (``numbers`` ascending): those [C1] allows, and
    when ``classes`` (the bracket's) are given only those of [C8] cost 0 (each two classes' cost
    read from their table, not each pair's)."""
    if classes is None:
        everyone = (1 << len(numbers)) - 1
        return without_barred(numbers, criteria, [everyone ^ (1 << i) for i in range(len(numbers))])
    table, masks = classes.table, classes.masks
    reach = [sum((m for m, c in zip(masks, row, strict=True) if c == 0), 0) for row in table]
    return _class_graph(numbers, criteria, classes, reach)


def fractional_least(classes: CostClasses) -> int:
    """Twice the least cost of the bracket's fractional pairing by cost classes
    (:meth:`CostClasses.duals`; 0 when the classes cannot be paired even fractionally): no pairing
    of the bracket costs less, so above 0 no pairing of cost 0 exists (and the search for one, over
    every member, is not made)."""
    duals = classes.duals()
    return 0 if duals is None else sum(n * y for n, y in zip(classes.sizes, duals, strict=True))


def tight_graph(
    criteria: ClassCriteria, classes: CostClasses, hint: Mapping[int, int]
) -> tuple[BracketGraph, dict[int, int], int] | None:
    """The pairs of a bracket (``classes.numbers``, ascending) that the duals of its cost classes
    (:meth:`CostClasses.duals`) make tight, a perfect matching of them (the pairing ``hint`` kept
    where it may be) and its cost, when there is one: then that cost is the bracket's least, and the
    pairings of least cost are exactly the perfect matchings of those pairs. None when the classes'
    duals prove nothing (the caller solves the weighted matching)."""
    duals = classes.duals()
    if duals is None:
        return None
    table, masks = classes.table, classes.masks
    reach = [
        sum((m for j, m in enumerate(masks) if duals[i] + duals[j] == 2 * table[i][j]), 0)
        for i in range(len(masks))
    ]
    graph = _class_graph(classes.numbers, criteria, classes, reach)
    mates = graph.completed(hint)
    if mates is None:
        return None
    index = graph.index
    least = sum(classes.cost(index[a], index[b]) for a, b in mates.items() if a < b)
    return graph, mates, least


def _class_graph(
    numbers: list[int], criteria: ClassCriteria, classes: CostClasses, reach: list[int]
) -> BracketGraph:
    """The graph whose members of class ``K`` may meet those in ``reach[K]`` (but themselves and
    [C1]'s barred pairs)."""
    partners = [0] * len(numbers)
    for mask, members in zip(classes.masks, reach, strict=True):
        for i in bits(mask):
            partners[i] = members & ~(1 << i)
    return without_barred(numbers, criteria, partners)


def without_barred(numbers: list[int], criteria: ClassCriteria, partners: list[int]) -> BracketGraph:
    """The graph of ``partners`` (masks over ``numbers``) without [C1]'s barred pairs."""
    index = {n: i for i, n in enumerate(numbers)}
    for a, b in criteria.c1_barred(numbers):
        i, j = index[a], index[b]
        partners[i] &= ~(1 << j)
        partners[j] &= ~(1 << i)
    return BracketGraph(numbers, partners)
