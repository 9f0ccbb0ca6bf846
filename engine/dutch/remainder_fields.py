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

from collections.abc import Callable, Collection, Iterator, Mapping, Sequence
from functools import partial

LEVEL_BITS = 1024
"""Most bits of a run of the remainder's transposition grades in one level of the general path's
lexicographic matchings (:func:`packed_levels`)."""

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

    def _places(self, a: int, b: int) -> tuple[int, int] | None:
        """The places of a pair of the remainder, ``a`` before ``b`` and allowed; else None."""
        i, j = self.place.get(a), self.place.get(b)
        if i is None or j is None or j <= i or not self.allowed(a, b):
            return None
        return i, j

    def first(self, a: int, b: int) -> int:
        """The pair's fields above the S1 players kept: its ``from_s1`` bit above minus the place
        of its S1 player; 0 for a pair that is no key."""
        found = self._places(a, b)
        if found is None:
            return 0
        i = found[0]
        return (int(i < self.s1_size) << self.sum_bits) - i

    def place_run(self, kind: str, low: int, high: int, a: int, b: int) -> int:
        """The pair's part of one run of places ``low..high-1`` of a field with one entry per
        place of its higher player (0 when that place is not in the run, or the pair is no key),
        shifted to its place in the run: ``"kept"`` (minus ``1 << i`` for S1 place i, the highest
        place most significant), ``"moved"`` (``1 << (size - 1 - i)`` for S2 place i, the lowest
        place most significant), ``"grade"`` (the transposition grade, the lowest place most
        significant)."""
        i = self.place.get(a)
        if i is None or not low <= i < high:
            return 0
        found = self._places(a, b)
        if found is None:
            return 0
        if kind == "kept":
            return -(1 << (i - low))
        if kind == "moved":
            return 1 << (high - 1 - i)
        return (len(self.remainder) - found[1]) << (self.grade_bits * (high - 1 - i))

    def runs(self, run_bits: int) -> list[tuple[str, int, int]]:
        """The runs of places of :meth:`levels` after the first, most significant first: the kept
        S1 places from the highest down, the moved S2 places from the lowest, then every place's
        grade from the lowest, each run at most ``run_bits`` bits (at least one place)."""
        size, s1_size = len(self.remainder), self.s1_size
        out: list[tuple[str, int, int]] = []
        per = max(1, run_bits)
        out.extend(("kept", max(0, high - per), high) for high in range(s1_size, 0, -per))
        out.extend(("moved", low, min(size, low + per)) for low in range(s1_size, size, per))
        per = max(1, run_bits // self.grade_bits)
        out.extend(("grade", low, min(size, low + per)) for low in range(0, size, per))
        return out

    def levels(self, run_bits: int) -> list[Callable[[int, int], int]]:
        """The fields as levels of :mod:`engine.dutch.lexicographic_matching`, most significant
        first: :meth:`first`, then the runs of :meth:`runs` (:meth:`place_run`).

        Why their sums over any matching order it as the fields' sums do: each place is the higher
        player of at most one pair, so a run's sum holds each of its places' entries side by side
        (a grade is at most the remainder's size, below ``1 << grade_bits``), and the kept places'
        sum (below ``1 << s1_size``), the moved places' sum (below ``1 << (size - s1_size)``) and the
        grades' sum (below ``1 << (grade_bits * size)``) each stay inside their field's bits, the
        fields above them decided first (the packing of :meth:`value`)."""
        out: list[Callable[[int, int], int]] = [self.first]
        out.extend(partial(self.place_run, kind, low, high) for kind, low, high in self.runs(run_bits))
        return out

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


def packed_levels(
    players: Sequence[int],
    criteria: Callable[[int, int], int],
    bonus: Mapping[tuple[int, int], int],
    run_bits: int,
) -> list[Callable[[int, int], int]]:
    """The levels (:mod:`engine.dutch.lexicographic_matching`) of a graph of ``players`` (local
    indices ``i < j``) whose pair ``a`` before ``b`` weighs ``(criteria(a, b) << shift) + floor +
    bonus[(a, b)]`` when ``criteria(a, b) > 0`` (no edge otherwise), with ``shift`` and ``floor``
    as the engines choose them (``floor = 1 << (widest_bits(bonus) + 1)``, ``shift = widest + 5 +
    bits of the round's players``): the criteria (0 where no edge), then the bonus, the
    remainder's fields split by :meth:`RemainderFields.levels`.

    Why they order the near-perfect matchings as the weights do: over a matching M the weights sum
    to ``sum(criteria) << shift`` plus ``|M| * floor + sum(bonus)``, and the latter is positive and
    below ``1 << shift`` (at most n/2 pairs, each below ``2 * floor``). So the criteria's sums
    decide first; near-perfect matchings all have the same number of pairs, so the bonus's sums
    decide next."""

    def local(field: Callable[[int, int], int]) -> Callable[[int, int], int]:
        return lambda i, j: field(players[i], players[j])

    def edges(a: int, b: int) -> int:
        return max(criteria(a, b), 0)

    if isinstance(bonus, RemainderFields):
        fields = bonus.levels(run_bits)
    elif bonus:
        fields = [lambda a, b: bonus.get((a, b), 0)]
    else:
        fields = []
    return [local(edges), *(local(f) for f in fields)]


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
