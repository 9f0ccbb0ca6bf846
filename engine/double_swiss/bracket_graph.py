"""Whether a bracket can still be paired under the choices the identifier search has made (C.04.5
(2026) art. 3.6.2, shared by C.04.6 art. 3.6.4): the bracket's pairs as bit masks, and a perfect
matching found by augmenting paths over them.

The search of :mod:`engine.double_swiss.procedure` decides the first identifier member by member and
asks, at each step, whether a pairing of the bracket is still left: the pairs it may use are a fixed
set (the pairs [C1] allows, of least cost or made tight by a cheapest matching's duals) cut by the
choices made so far (a top member only meets a larger TPN, a bottom member a smaller one, a pair
fixed meets nobody else). One choice breaks at most a pair or two of the pairing held so far, so the
answer is a short augmenting-path search (Edmonds' blossom search from each player the choice left
unpaired) instead of a matching solved from scratch: by Berge's theorem the pairing can be completed
exactly when such paths exist, and when one player's search finds none no complete pairing exists.

Each player's partners are one integer (bit ``j`` set: the ``j``-th member, in ascending TPN, may be
his opponent), so a step of the search asks "which unlabelled players may he meet" in one operation
over the whole bracket.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator, Mapping, Sequence, Set


def bits(mask: int) -> Iterator[int]:
    """The indices of the bits set in ``mask``, lowest first.

    >>> list(bits(0b10110))
    [1, 2, 4]
    """
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


class BracketGraph:
    """The pairs of a bracket's members (``numbers``, ascending TPNs) as masks: ``partners[i]`` has
    bit ``j`` set when members ``i`` and ``j`` may be paired (symmetric, never ``i`` itself)."""

    def __init__(self, numbers: Sequence[int], partners: list[int]) -> None:
        self.numbers = list(numbers)
        self.index = {n: i for i, n in enumerate(self.numbers)}
        self.partners = partners
        self.full = (1 << len(self.numbers)) - 1

    @classmethod
    def from_pairs(cls, numbers: Sequence[int], pairs: Sequence[tuple[int, int]]) -> BracketGraph:
        """The graph of the listed pairs (TPNs)."""
        index = {n: i for i, n in enumerate(numbers)}
        partners = [0] * len(numbers)
        for a, b in pairs:
            i, j = index[a], index[b]
            partners[i] |= 1 << j
            partners[j] |= 1 << i
        return cls(numbers, partners)

    def mask(self, members: Set[int]) -> int:
        """The bits of ``members`` (TPNs of the bracket)."""
        index = self.index
        found = 0
        for n in members:
            found |= 1 << index[n]
        return found

    def completed(
        self, mates: Mapping[int, int], top: Set[int], bottom: Set[int], fixed: Mapping[int, int]
    ) -> dict[int, int] | None:
        """A perfect matching of the bracket under the identifier search's choices (TPNs): a pair
        ``low < high`` only when ``low`` is not a bottom member and ``high`` not a top member, a fixed
        member only with his fixed partner. ``mates``: the pairing held so far, whose pairs still
        allowed are kept. None when no perfect matching is left."""
        constrained = _Constrained(self, self.mask(top), self.mask(bottom), fixed)
        size = len(self.numbers)
        mate = [-1] * size
        index = self.index
        for a, b in mates.items():
            i, j = index.get(a), index.get(b)
            if i is None or j is None or i > j or mate[i] >= 0 or mate[j] >= 0:
                continue
            if constrained.adjacent(i) >> j & 1:
                mate[i], mate[j] = j, i
        for root in range(size):
            if mate[root] < 0 and not _augment(root, mate, constrained):
                return None
        numbers = self.numbers
        return {numbers[i]: numbers[m] for i, m in enumerate(mate)}


class _Constrained:
    """A bracket graph cut by the search's choices; each member's partners worked out once, when
    first asked."""

    def __init__(self, graph: BracketGraph, top: int, bottom: int, fixed: Mapping[int, int]) -> None:
        self.graph = graph
        self.top = top
        self.bottom = bottom
        index = graph.index
        self.fixed = {index[a]: index[b] for a, b in fixed.items()}
        self.fixed_mask = graph.mask(set(fixed))
        self.known: dict[int, int] = {}

    def adjacent(self, i: int) -> int:
        found = self.known.get(i)
        if found is not None:
            return found
        graph = self.graph
        bit = 1 << i
        reach = 0
        if not self.bottom & bit:  # as the smaller TPN: with a larger one not in the top
            reach |= (graph.full ^ ((bit << 1) - 1)) & ~self.top
        if not self.top & bit:  # as the larger TPN: with a smaller one not in the bottom
            reach |= (bit - 1) & ~self.bottom
        partner = self.fixed.get(i)
        reach &= ~self.fixed_mask if partner is None else 1 << partner
        found = graph.partners[i] & reach
        self.known[i] = found
        return found


def _augment(root: int, mate: list[int], graph: _Constrained) -> bool:
    """Edmonds' search for an augmenting path from the unmatched ``root``: grow an alternating tree
    (outer players: the root and the partners of inner ones), shrink each odd cycle found between
    two outer players into a blossom (its players all outer, named by its base), and flip the path
    when an outer player reaches an unmatched one. ``mate`` is changed only when a path is found."""
    size = len(mate)
    base = list(range(size))
    blossom: dict[int, int] = {}  # a blossom's base -> the mask of its players (when not alone)
    parent = [-1] * size  # an inner player -> the outer one he was reached from (and along blossoms)
    outer = 1 << root
    labelled = outer
    queue = deque([root])
    while queue:
        v = queue.popleft()
        reach = graph.adjacent(v)
        for w in bits(reach & ~labelled):
            if labelled >> w & 1:
                continue
            parent[w] = v
            if mate[w] < 0:
                _flip(w, parent, mate)
                return True
            x = mate[w]
            labelled |= (1 << w) | (1 << x)
            outer |= 1 << x
            queue.append(x)
        while True:
            own = blossom.get(base[v], 1 << base[v])
            others = reach & outer & ~own
            if not others:
                break
            w = (others & -others).bit_length() - 1
            joined = _shrink(v, w, base, blossom, parent, mate)
            fresh = joined & ~outer
            outer |= joined
            labelled |= joined
            queue.extend(bits(fresh))
    return False


def _shrink(
    v: int, w: int, base: list[int], blossom: dict[int, int], parent: list[int], mate: list[int]
) -> int:
    """The edge v-w between two outer players of different blossoms closes an odd cycle: its players
    become one blossom, based at the nearest common ancestor of v and w. Returns the blossom's mask."""
    seen = set()
    a = v
    while True:
        a = base[a]
        seen.add(a)
        if mate[a] < 0:
            break
        a = parent[mate[a]]
    b = w
    while True:
        b = base[b]
        if b in seen:
            break
        b = parent[mate[b]]
    top = b
    joined = blossom.get(top, 1 << top)
    for start, other in ((v, w), (w, v)):
        x, child = start, other
        while base[x] != top:
            for y in (x, mate[x]):
                joined |= blossom.pop(base[y], 1 << base[y])
            parent[x] = child
            child = mate[x]
            x = parent[mate[x]]
    for i in bits(joined):
        base[i] = top
    blossom[top] = joined
    return joined


def _flip(free: int, parent: list[int], mate: list[int]) -> None:
    """Flip the matched and unmatched pairs along the path from the unmatched ``free`` back to the
    root (through ``parent``)."""
    v = free
    while v >= 0:
        p = parent[v]
        next_v = mate[p]
        mate[v], mate[p] = p, v
        v = next_v
