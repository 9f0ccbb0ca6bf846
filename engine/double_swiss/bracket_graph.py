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
from collections.abc import Callable, Iterator, Mapping, Sequence, Set


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
    bit ``j`` set when members ``i`` and ``j`` may be paired (symmetric, never ``i`` itself); and
    the identifier search's choices so far, which cut them: a pair ``low < high`` only when ``low``
    is not a bottom member and ``high`` not a top member, a fixed member only with his fixed
    partner (the search tells each choice: :meth:`choose`, :meth:`fix`, :meth:`unfix`)."""

    def __init__(self, numbers: Sequence[int], partners: list[int]) -> None:
        self.numbers = list(numbers)
        self.index = {n: i for i, n in enumerate(self.numbers)}
        self.partners = partners
        self.full = (1 << len(self.numbers)) - 1
        self.top = 0
        self.bottom = 0
        self.fixed_mask = 0
        self.fixed: dict[int, int] = {}
        self.held: list[int] | None = None
        """The search's pairing by member index (-1: unpaired), kept by :meth:`repaired` and
        :meth:`rematch` between answers; None until the first :meth:`repaired`."""
        self.touched: set[int] = set()
        """The members whose choices changed since the last :meth:`repaired`: only their pairs in
        ``held`` may have become disallowed."""

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

    def constrain(self, top: Set[int], bottom: Set[int], fixed: Mapping[int, int]) -> None:
        """Every choice the search has made (TPNs), at once."""
        self.top, self.bottom = self.mask(top), self.mask(bottom)
        index = self.index
        self.fixed = {index[a]: index[b] for a, b in fixed.items()}
        self.fixed_mask = self.mask(set(fixed))
        self.touched = set(range(len(self.numbers)))

    def choose(self, n: int, top: bool | None) -> None:
        """``n`` is now a top member (True), a bottom member (False), or neither (None)."""
        self.touched.add(self.index[n])
        bit = 1 << self.index[n]
        self.top &= ~bit
        self.bottom &= ~bit
        if top is not None:
            if top:
                self.top |= bit
            else:
                self.bottom |= bit

    def fix(self, a: int, b: int) -> None:
        i, j = self.index[a], self.index[b]
        self.fixed[i], self.fixed[j] = j, i
        self.fixed_mask |= (1 << i) | (1 << j)
        self.touched.update((i, j))

    def unfix(self, a: int, b: int) -> None:
        i, j = self.index[a], self.index[b]
        del self.fixed[i], self.fixed[j]
        self.fixed_mask &= ~((1 << i) | (1 << j))

    def remembered_adjacency(self, within: Callable[[int], int] | None = None) -> Callable[[int], int]:
        """:meth:`adjacent` remembered member by member, for one answer (the choices do not change
        while it is sought); each member's kept to ``within`` of it when given."""
        known: dict[int, int] = {}

        def adjacent(i: int) -> int:
            found = known.get(i)
            if found is None:
                found = self.adjacent(i)
                if within is not None:
                    found &= within(i)
                known[i] = found
            return found

        return adjacent

    def adjacent(self, i: int) -> int:
        """The members the ``i``-th may be paired with under the choices made."""
        bit = 1 << i
        reach = 0
        if not self.bottom & bit:  # as the smaller TPN: with a larger one not in the top
            reach |= (self.full ^ ((bit << 1) - 1)) & ~self.top
        if not self.top & bit:  # as the larger TPN: with a smaller one not in the bottom
            reach |= (bit - 1) & ~self.bottom
        partner = self.fixed.get(i)
        reach &= ~self.fixed_mask if partner is None else 1 << partner
        return self.partners[i] & reach

    def holds(self, i: int, j: int) -> bool:
        """Whether the ``i``-th and ``j``-th members may be paired under the choices made (``j`` in
        :meth:`adjacent` of ``i``, asked of the two bits alone)."""
        low, high = (i, j) if i < j else (j, i)
        if self.bottom >> low & 1 or self.top >> high & 1:
            return False
        fixed = self.fixed
        if fixed.get(i, j) != j or fixed.get(j, i) != i:
            return False
        return bool(self.partners[i] >> j & 1)

    def exchange(self, mates: Mapping[int, int], changed: int) -> int | None:
        """The first member ``x`` (in TPN order) such that ``changed`` - ``x`` and their partners
        together are both pairs of the graph under the choices made, or None."""
        numbers, index = self.numbers, self.index
        i, partner = index[changed], index[mates[changed]]
        theirs = self.adjacent(partner)
        held = self.held  # when kept, the same pairing by index (a quicker look-up)
        if held is not None and held[i] == partner:
            for x in bits(self.adjacent(i) & ~(1 << partner)):
                if theirs >> held[x] & 1:
                    return numbers[x]
            return None
        for x in bits(self.adjacent(i) & ~(1 << partner)):
            if theirs >> index[mates[numbers[x]]] & 1:
                return numbers[x]
        return None

    def rematch(self, pairs: Sequence[tuple[int, int]]) -> None:
        """The search changed its pairing: each of ``pairs`` (TPNs) is now a pair of it."""
        held, index = self.held, self.index
        if held is not None:
            for a, b in pairs:
                i, j = index[a], index[b]
                held[i], held[j] = j, i

    def repaired(
        self, mates: Mapping[int, int], within: Callable[[int], int] | None = None
    ) -> dict[int, int] | None:
        """:meth:`completed` for the identifier search, whose pairing ``mates`` is, after the first
        call, the one this graph holds (``held``, kept up to date by :meth:`rematch` and by this
        method's answers): only the pairs of members whose choices changed since are checked, and
        only the members whose partner changed are returned (TPNs, both directions), so that an
        answer costs the few players it touches, not a pass over the bracket. None when no perfect
        matching is left (``held`` then as it was). ``within(i)``: when given, the mask the
        ``i``-th member's pairs are kept to in this answer (then None proves nothing)."""
        size = len(self.numbers)
        held = self.held
        if held is None:
            held = self.held = [-1] * size
            index = self.index
            for a, b in mates.items():
                held[index[a]] = index[b]
            self.touched = set(range(size))
        saved = held[:]
        touched, self.touched = self.touched, set()
        changed = [i for i in touched if held[i] < 0]  # left unpaired (the first call's pairing)
        for i in touched:
            j = held[i]
            if j >= 0 and not self.holds(i, j):
                held[i] = held[j] = -1
                changed += (i, j)
        adjacent = self.remembered_adjacency(within)
        free = 0
        for i in changed:
            if held[i] < 0:
                free |= 1 << i
        while free:
            # from the unpaired member with the fewest partners left: his tree starts narrow, and a
            # member with many is soon reached from it
            root = min(bits(free), key=lambda i: adjacent(i).bit_count())
            end = _augment(root, held, adjacent, free & ~(1 << root), changed)
            if end < 0:
                self.held = saved
                self.touched |= touched  # their pairs in ``held`` are to be checked again
                return None
            free &= ~((1 << root) | (1 << end))
        numbers = self.numbers
        return {numbers[i]: numbers[held[i]] for i in changed}

    def completed(self, mates: Mapping[int, int]) -> dict[int, int] | None:
        """A perfect matching of the bracket under the choices made (TPNs). ``mates``: the pairing
        held so far, whose pairs still allowed are kept. None when no perfect matching is left."""
        mate = self.largest(mates, stop=True)
        if mate is None:
            return None
        numbers = self.numbers
        return {numbers[i]: numbers[m] for i, m in enumerate(mate)}

    def largest(self, mates: Mapping[int, int], stop: bool = False) -> list[int] | None:
        """A matching of the most pairs under the choices made, by member index (-1: unpaired; an
        unpaired member from whom no augmenting path leads stays so, by Berge's theorem).
        ``mates``: the pairing held so far (TPNs), whose pairs still allowed are kept. With ``stop``:
        None as soon as one member is left unpaired (no perfect matching)."""
        adjacent = self.remembered_adjacency()
        size = len(self.numbers)
        mate = [-1] * size
        index = self.index
        for a, b in mates.items():
            i, j = index.get(a), index.get(b)
            if i is None or j is None or i > j or mate[i] >= 0 or mate[j] >= 0:
                continue
            if self.holds(i, j):
                mate[i], mate[j] = j, i
        free = 0
        for i in range(size):
            if mate[i] < 0:
                free |= 1 << i
        for root in bits(free):  # greedily first: each unpaired one with the first unpaired he may meet
            if free >> root & 1:
                options = adjacent(root) & free
                if options:
                    j = (options & -options).bit_length() - 1
                    mate[root], mate[j] = j, root
                    free &= ~((1 << root) | (1 << j))
        for root in bits(free):
            if mate[root] >= 0:
                continue
            free &= ~(1 << root)
            end = _augment(root, mate, adjacent, free)
            if end < 0 and stop:
                return None
            if end >= 0:
                free &= ~(1 << end)
        return mate


def _augment(
    root: int, mate: list[int], adjacent: Callable[[int], int], free: int, flipped: list[int] | None = None
) -> int:
    """Edmonds' search for an augmenting path from the unmatched ``root``: grow an alternating tree
    (outer players: the root and the partners of inner ones), shrink each odd cycle found between
    two outer players into a blossom (its players all outer, named by its base), and flip the path
    when an outer player reaches an unmatched one (``free``: the mask of the unmatched players but
    the root). Each outer player's partners are first asked for an unmatched one, the partner of
    each inner one as soon as he is labelled, so that a short path is flipped without labelling the
    whole of a large class first. ``mate`` is changed only when a path is found (the players whose
    partner changed are then added to ``flipped``); returns the unmatched player reached, or -1."""
    base: dict[int, int] = {}  # a player -> his blossom's base (when not his own)
    blossom: dict[int, int] = {}  # a blossom's base -> the mask of its players (when not alone)
    parent: dict[int, int] = {}  # an inner player -> the outer one he was reached from (and along blossoms)
    outer = 1 << root
    labelled = outer
    queue = deque([root])
    while queue:
        v = queue.popleft()
        reach = adjacent(v)
        near = reach & free & ~labelled
        if near:
            w = (near & -near).bit_length() - 1
            parent[w] = v
            _flip(w, parent, mate, flipped)
            return w
        for w in bits(reach & ~labelled):
            if labelled >> w & 1:
                continue
            parent[w] = v
            x = mate[w]
            labelled |= (1 << w) | (1 << x)
            outer |= 1 << x
            beyond = adjacent(x) & free & ~labelled
            if beyond:
                end = (beyond & -beyond).bit_length() - 1
                parent[end] = x
                _flip(end, parent, mate, flipped)
                return end
            queue.append(x)
        while True:
            own = blossom.get(base.get(v, v), 1 << base.get(v, v))
            others = reach & outer & ~own
            if not others:
                break
            w = (others & -others).bit_length() - 1
            joined = _shrink(v, w, base, blossom, parent, mate)
            fresh = joined & ~outer
            outer |= joined
            labelled |= joined
            queue.extend(bits(fresh))
    return -1


def _shrink(
    v: int, w: int, base: dict[int, int], blossom: dict[int, int], parent: dict[int, int], mate: list[int]
) -> int:
    """The edge v-w between two outer players of different blossoms closes an odd cycle: its players
    become one blossom, based at the nearest common ancestor of v and w. Returns the blossom's mask.
    (``base``: a player's blossom's base when not his own.)"""
    seen = set()
    a = v
    while True:
        a = base.get(a, a)
        seen.add(a)
        if mate[a] < 0:
            break
        a = parent[mate[a]]
    b = w
    while True:
        b = base.get(b, b)
        if b in seen:
            break
        b = parent[mate[b]]
    top = b
    joined = held = blossom.get(top, 1 << top)
    for start, other in ((v, w), (w, v)):
        x, child = start, other
        while base.get(x, x) != top:
            for y in (x, mate[x]):
                by = base.get(y, y)
                joined |= blossom.pop(by, 1 << by)
            parent[x] = child
            child = mate[x]
            x = parent[mate[x]]
    for i in bits(joined & ~held):  # the players already in top's blossom have it as their base
        base[i] = top
    blossom[top] = joined
    return joined


def _flip(free: int, parent: dict[int, int], mate: list[int], flipped: list[int] | None) -> None:
    """Flip the matched and unmatched pairs along the path from the unmatched ``free`` back to the
    root (through ``parent``; the root has none)."""
    v = free
    while v >= 0:
        p = parent[v]
        next_v = mate[p]
        mate[v], mate[p] = p, v
        if flipped is not None:
            flipped += (v, p)
        v = next_v
