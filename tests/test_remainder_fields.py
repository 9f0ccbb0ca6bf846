"""The remainder's fields computed pair by pair (engine/dutch/remainder_fields.py) against the dict
both engines built before: same keys in the same order, same values, same widest bit length."""

from __future__ import annotations

import random

from engine.dutch.remainder_fields import LazyPairs, RemainderFields, widest_bits


def _kept_dict(remainder: list[int], s1_size: int, allowed) -> dict[tuple[int, int], int]:  # type: ignore[no-untyped-def]
    """The fields as the engines listed them before, every pair kept (2025 art. 4.3.3, 2012 D.2)."""
    size = len(remainder)
    sum_bits = (size * size).bit_length() + 2
    s1_bits = s1_size + 2
    s2_bits = size - s1_size + 2
    grade_bits = (size + 1).bit_length()
    tr_bits = grade_bits * size + 2
    out: dict[tuple[int, int], int] = {}
    for i, a in enumerate(remainder):
        for j in range(i + 1, size):
            b = remainder[j]
            if not allowed(a, b):
                continue
            v = int(i < s1_size)
            v = (v << sum_bits) - i
            v = (v << s1_bits) - ((1 << i) if i < s1_size else 0)
            v = (v << s2_bits) + ((1 << (size - 1 - i)) if i >= s1_size else 0)
            out[(a, b)] = (v << tr_bits) + ((size - j) << (grade_bits * (size - 1 - i)))
    return out


def test_the_fields_are_those_of_every_pair_kept() -> None:
    rng = random.Random(7)
    for case in range(300):
        size = rng.randint(2, 14)
        remainder = sorted(rng.sample(range(40), size))
        if case % 3 == 0:
            rng.shuffle(remainder)
        s1_size = rng.randint(1, size // 2)
        density = rng.choice((0.0, 0.2, 0.7, 1.0))
        refused = {(a, b) for a in remainder for b in remainder if rng.random() > density}

        def allowed(a: int, b: int) -> bool:
            return (a, b) not in refused  # noqa: B023

        kept = _kept_dict(remainder, s1_size, allowed)
        fields = RemainderFields(remainder, s1_size, allowed)
        assert list(fields) == list(kept)
        assert len(fields) == len(kept) and bool(fields) == bool(kept)
        for a in remainder + [99]:
            for b in remainder + [99]:
                assert fields.get((a, b), 0) == kept.get((a, b), 0)
        assert (
            widest_bits(fields)
            == widest_bits(kept)
            == max((abs(x).bit_length() for x in kept.values()), default=0)
        )


def test_lazy_pairs_are_made_once_when_read() -> None:
    made: list[int] = []

    def make() -> set[tuple[int, int]]:
        made.append(1)
        return {(0, 1), (2, 3)}

    pairs = LazyPairs(make)
    assert not made
    assert (0, 1) in pairs and (1, 2) not in pairs and len(pairs) == 2 and set(pairs) == {(0, 1), (2, 3)}
    assert made == [1]


def test_the_levels_order_matchings_as_the_fields_do() -> None:
    """The levels of the general path's lexicographic matchings: each pair's fields are the
    exchange level above the runs of grades, and over random matchings of the remainder the
    levels' sums order them as the fields' sums do."""
    rng = random.Random(11)
    for case in range(200):
        size = rng.randint(2, 16)
        remainder = sorted(rng.sample(range(40), size))
        s1_size = rng.randint(1, size // 2)
        refused = {(a, b) for a in remainder for b in remainder if rng.random() < 0.2}

        def allowed(a: int, b: int) -> bool:
            return (a, b) not in refused  # noqa: B023

        fields = RemainderFields(remainder, s1_size, allowed)
        run_bits = rng.choice((1, 3, 7, 20, 1024))
        levels = fields.levels(run_bits)
        runs = fields.runs(run_bits)
        assert len(levels) == 1 + len(runs)
        for a in remainder:
            for b in remainder:
                kept = moved = grades = 0
                for (kind, low, high), level in zip(runs, levels[1:], strict=True):
                    if kind == "kept":
                        kept += level(a, b) << low
                    elif kind == "moved":
                        moved += level(a, b) << (size - high)
                    else:
                        grades += level(a, b) << (fields.grade_bits * (size - high))
                packed = (levels[0](a, b) << fields.s1_bits) + kept
                packed = (packed << fields.s2_bits) + moved
                assert (packed << fields.tr_bits) + grades == fields.get((a, b), 0), (case, a, b)

        def sums(pairs: list[tuple[int, int]]) -> tuple[int, tuple[int, ...]]:
            value = sum(fields.get(p, 0) for p in pairs)  # noqa: B023
            return value, tuple(sum(level(*p) for p in pairs) for level in levels)  # noqa: B023

        found = []
        for _draw in range(12):
            order = list(remainder)
            rng.shuffle(order)
            pairs = [(min(x, y), max(x, y)) for x, y in zip(order[::2], order[1::2], strict=False)]
            found.append(sums(pairs))
        for value, by_level in found:
            for other, other_levels in found:
                assert (value < other) == (by_level < other_levels)
