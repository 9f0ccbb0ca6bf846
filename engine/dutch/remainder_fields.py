"""The remainder's preference fields of a pair, computed when asked, never all kept.

Both editions' remainders (2025/2026 art. 4.3.3 rules 1-4 then art. 4.2; 2012 D.2 then D.1.1) are
paired by one matching whose pair weights carry, below every criterion, the order in which the
text generates candidates: pairs whose S1 player comes from the original S1, minus the S1 player's
place, the S1 players kept, the S2 players moved, then one *grade* per S1 player (the rank of its
opponent, the transpositions). That last field holds a grade for each player of the remainder, so a
pair's fields take O(size) bits: kept for every pair, a remainder of 3,000 players would need some
20 GB. :class:`RemainderFields` is the same mapping, pair -> fields, computed for one pair when it is
asked (a few shifts), so that the general path's listed matchings (:mod:`engine.dutch.listed_matching`)
can weigh pairs again instead of keeping them.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator, Mapping

Allowed = Callable[[int, int], bool]
"""``allowed(a, b)``: whether the pair of players a (earlier in the remainder) and b may be made."""


class RemainderFields(Mapping[tuple[int, int], int]):
    """``fields[(a, b)]`` for a pair of the remainder, ``a`` before ``b`` in it and allowed: the
    fields of the module documentation, most significant first; a pair not allowed (or not of the
    remainder, or in the other order) is no key. The same values, keys and key order as the dict
    the engines built before (``tests/test_remainder_fields.py``)."""

    def __init__(self, remainder: list[int], s1_size: int, allowed: Allowed) -> None:
        self.remainder = remainder
        self.s1_size = s1_size
        self.allowed = allowed
        self.place = {v: i for i, v in enumerate(remainder)}
        size = len(remainder)
        self.sum_bits = (size * size).bit_length() + 2
        self.s1_bits = s1_size + 2
        self.s2_bits = size - s1_size + 2
        self.grade_bits = (size + 1).bit_length()
        self.tr_bits = self.grade_bits * size + 2

    def value(self, i: int, j: int) -> int:
        """The fields of the pair of the players at places ``i < j`` of the remainder (allowed or not)."""
        size, s1_size = len(self.remainder), self.s1_size
        from_s1 = int(i < s1_size)
        kept = (1 << i) if i < s1_size else 0  # penalty: the higher player stays in S1
        moved = (1 << (size - 1 - i)) if i >= s1_size else 0
        grade = (size - j) << (self.grade_bits * (size - 1 - i))
        v = from_s1
        v = (v << self.sum_bits) - i
        v = (v << self.s1_bits) - kept
        v = (v << self.s2_bits) + moved
        return (v << self.tr_bits) + grade

    def get(self, key: tuple[int, int], default: int | None = None) -> int | None:  # type: ignore[override]
        a, b = key
        i, j = self.place.get(a), self.place.get(b)
        if i is None or j is None or j <= i or not self.allowed(a, b):
            return default
        return self.value(i, j)

    def __getitem__(self, key: tuple[int, int]) -> int:
        found = self.get(key)
        if found is None:
            raise KeyError(key)
        return found

    def __iter__(self) -> Iterator[tuple[int, int]]:
        remainder, allowed = self.remainder, self.allowed
        for i, a in enumerate(remainder):
            for b in remainder[i + 1 :]:
                if allowed(a, b):
                    yield (a, b)

    def __len__(self) -> int:
        return sum(1 for _pair in self)

    def __bool__(self) -> bool:
        return any(True for _pair in self)

    def widest(self) -> int:
        """The largest bit length of a value: the fields' whole width when a pair has its higher
        player in the original S1 (its ``from_s1`` bit set, every field below it smaller than half
        its unit), else the largest of the others, each computed."""
        remainder, allowed, s1_size = self.remainder, self.allowed, self.s1_size
        if any(allowed(a, b) for i, a in enumerate(remainder[:s1_size]) for b in remainder[i + 1 :]):
            return self.sum_bits + self.s1_bits + self.s2_bits + self.tr_bits
        return max((abs(self.value(self.place[a], self.place[b])).bit_length() for a, b in self), default=0)


def widest_bits(bonus: Mapping[tuple[int, int], int]) -> int:
    """The largest bit length of the values of ``bonus`` (0 when empty), without computing every
    value of :class:`RemainderFields`."""
    if isinstance(bonus, RemainderFields):
        return bonus.widest()
    return max((abs(x).bit_length() for x in bonus.values()), default=0)


class LazyPairs(Collection[tuple[int, int]]):
    """A set of pairs made by ``make`` when first read: the special pairs of an
    :class:`engine.dutch.sparse_matching.ImplicitGraph`, which the general path never reads (made
    from a :class:`RemainderFields` they would be every pair of the remainder)."""

    def __init__(self, make: Callable[[], set[tuple[int, int]]]) -> None:
        self._make = make
        self._made: set[tuple[int, int]] | None = None

    def _set(self) -> set[tuple[int, int]]:
        if self._made is None:
            self._made = self._make()
        return self._made

    def __contains__(self, pair: object) -> bool:
        return pair in self._set()

    def __iter__(self) -> Iterator[tuple[int, int]]:
        return iter(self._set())

    def __len__(self) -> int:
        return len(self._set())
