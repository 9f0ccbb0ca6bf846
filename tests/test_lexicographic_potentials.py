"""The general path's skip of a level that is a sum of vertex potentials on the tight pairs
(``_potentials`` and its use in ``lexicographic_near_perfect``, engine/dutch/lexicographic_matching.py).

C.04.3 art. 2.1 asks for the matching that best meets the criteria in order; the general path finds it
one level at a time, each over the optimal face of the level before, and skips a level whose values
on the face's pairs are ``p(u) + p(v)`` for some potentials p (the dummy vertex's pairs counted as 0):
every perfect matching of the face then has the level sum ``sum(p)``. A level skipped that is *not*
such a sum loses the level's preference, so the two are checked apart:

- ``_potentials`` against linear algebra: the equations ``p(u) + p(v) = value`` (and
  ``p(v) + p(dummy) = 0``) are solvable over the rationals exactly when it says True, on faces built
  by hand for each way a face can fail (an even cycle, an odd cycle met twice, two parts each fixed by
  an odd cycle then joined, the dummy) and on random small faces;
- ``lexicographic_near_perfect`` against every near-perfect matching, on graphs whose middle levels are
  potential sums (skipped) and whose last level decides, and on one graph whose level is off only
  where two parts fixed by triangles are joined.

Each test fails with ``_potentials`` broken in a scratch copy in at least one of these ways: always
True, always False, the odd cycle, the even cycle, the dummy or the two fixed parts not compared; a
fixed potential moved without its sign and offset, or the path compression losing the sign, is
caught by the hand-built and random faces only.
"""

from __future__ import annotations

import itertools
import random
from array import array
from fractions import Fraction

import pytest

from engine.dutch import lexicographic_matching
from engine.dutch.lexicographic_matching import _Face, _potentials, lexicographic_near_perfect

Pairs = dict[tuple[int, int], int]
"""A face's pairs ``(i, j)``, ``i < j``, with the level's value on each."""


def _face(size: int, pairs: Pairs, dummy: tuple[int, ...] = ()) -> tuple[_Face, list[list[int]]]:
    """A face holding ``pairs`` (and the dummy vertex ``size`` joined to ``dummy``), with the
    level's values in the layout ``_potentials`` reads (row i: the values of i's partners j > i, in
    order). Only what ``_potentials`` reads is set."""
    face = _Face.__new__(_Face)
    face.size = size
    face.partners = [array("i", sorted(j for a, j in pairs if a == i)) for i in range(size)]
    face.counts = [array("i", [0] * len(row)) for row in face.partners]
    face.dummy = dict.fromkeys(dummy, 0)
    face.mate = []
    values = [[pairs[(i, j)] for j in face.partners[i]] for i in range(size)]
    return face, values


def _solvable(size: int, pairs: Pairs, dummy: tuple[int, ...]) -> bool:
    """Whether some rational potentials p give ``p(i) + p(j) = value`` on every pair and
    ``p(v) + p(size) = 0`` on the dummy's pairs: Gaussian elimination of the equations, solvable
    exactly when no row reduces to ``0 = nonzero``."""
    rows = [[Fraction(0)] * (size + 2) for _ in range(len(pairs) + len(dummy))]
    for row, ((i, j), x) in zip(rows, pairs.items(), strict=False):
        row[i] = row[j] = Fraction(1)
        row[size + 1] = Fraction(x)
    for row, v in zip(rows[len(pairs) :], dummy, strict=True):
        row[v] = row[size] = Fraction(1)
    pivot_row = 0
    for column in range(size + 1):
        found = next((r for r in range(pivot_row, len(rows)) if rows[r][column] != 0), None)
        if found is None:
            continue
        rows[pivot_row], rows[found] = rows[found], rows[pivot_row]
        top = rows[pivot_row]
        for r in range(len(rows)):
            if r != pivot_row and rows[r][column] != 0:
                factor = rows[r][column] / top[column]
                rows[r] = [a - factor * b for a, b in zip(rows[r], top, strict=True)]
        pivot_row += 1
    return all(row[size + 1] == 0 for row in rows[pivot_row:])


def _perfect_sums(size: int, pairs: Pairs, dummy: tuple[int, ...]) -> set[int]:
    """The level's sums over every perfect matching of the face's pairs and the dummy's pairs
    (the dummy's counted as 0; the dummy is a vertex when ``dummy`` is not empty)."""
    edges = dict(pairs)
    edges.update({(v, size): 0 for v in dummy})
    vertices = size + (1 if dummy else 0)
    sums: set[int] = set()

    def walk(free: list[int], total: int) -> None:
        if not free:
            sums.add(total)
            return
        v, rest = free[0], free[1:]
        for k, u in enumerate(rest):
            if (v, u) in edges:
                walk(rest[:k] + rest[k + 1 :], total + edges[(v, u)])

    walk(list(range(vertices)), 0)
    return sums


@pytest.mark.parametrize(
    ("why", "size", "pairs", "dummy", "expected"),
    [
        ("a path: a tree fixes nothing", 4, {(0, 1): 5, (1, 2): -3, (2, 3): 8}, (), True),
        (
            "an even cycle whose alternate sums agree",
            4,
            {(0, 1): 1, (1, 2): 2, (2, 3): 3, (0, 3): 2},
            (),
            True,
        ),
        (
            "an even cycle whose alternate sums differ",
            4,
            {(0, 1): 1, (1, 2): 2, (2, 3): 3, (0, 3): 4},
            (),
            False,
        ),
        ("a triangle: one odd cycle is always solvable", 3, {(0, 1): 5, (1, 2): 6, (0, 2): 7}, (), True),
        ("a triangle of ones: potentials 1/2", 3, {(0, 1): 1, (1, 2): 1, (0, 2): 1}, (), True),
        (
            "two triangles at vertex 2 asking p(2) = 1 and p(2) = 3/2",
            5,
            {(0, 1): 2, (0, 2): 2, (1, 2): 2, (2, 3): 3, (2, 4): 3, (3, 4): 3},
            (),
            False,
        ),
        (
            "two triangles at vertex 2 agreeing on p(2) = 1",
            5,
            {(0, 1): 2, (0, 2): 2, (1, 2): 2, (2, 3): 2, (2, 4): 2, (3, 4): 2},
            (),
            True,
        ),
        (
            "K4 whose three perfect matchings sum 3, 3, 5",
            4,
            {(0, 1): 1, (2, 3): 2, (0, 2): 1, (1, 3): 2, (0, 3): 2, (1, 2): 3},
            (),
            False,
        ),
        (
            "two triangles fixed apart (p = 1, p = 2), then joined by a pair of value 3",
            7,
            {(0, 1): 2, (0, 6): 2, (1, 6): 2, (2, 3): 4, (2, 4): 4, (3, 4): 4, (4, 6): 3},
            (),
            True,
        ),
        (
            "two triangles fixed apart (p = 1, p = 2), then joined by a pair of value 4",
            7,
            {(0, 1): 2, (0, 6): 2, (1, 6): 2, (2, 3): 4, (2, 4): 4, (3, 4): 4, (4, 6): 4},
            (),
            False,
        ),
        (
            "two parts, each a sum of its own potentials",
            6,
            {(0, 1): 3, (1, 2): 4, (0, 2): 5, (3, 4): 1, (4, 5): 9},
            (),
            True,
        ),
        (
            "two parts, the second an even cycle that disagrees",
            7,
            {(0, 1): 3, (1, 2): 4, (3, 4): 1, (4, 5): 2, (5, 6): 3, (3, 6): 4},
            (),
            False,
        ),
        (
            "a path with the dummy joined to each vertex: p all equal, values differ",
            3,
            {(0, 1): 2, (1, 2): 3},
            (0, 1, 2),
            False,
        ),
        ("a path with the dummy, values equal", 3, {(0, 1): 2, (1, 2): 2}, (0, 1, 2), True),
        (
            "two triangles fixed apart (p = 1 and p = 2) joined through the dummy (p must agree)",
            7,
            {(0, 1): 2, (0, 2): 2, (1, 2): 2, (3, 4): 4, (3, 5): 4, (4, 5): 4},
            (0, 3, 6),
            False,
        ),
        (
            "two triangles fixed apart (p = 1 both) joined through the dummy",
            7,
            {(0, 1): 2, (0, 2): 2, (1, 2): 2, (3, 4): 2, (3, 5): 2, (4, 5): 2},
            (0, 3, 6),
            True,
        ),
    ],
)
def test_potentials_on_faces_built_by_hand(
    why: str, size: int, pairs: Pairs, dummy: tuple[int, ...], expected: bool
) -> None:
    assert _solvable(size, pairs, dummy) is expected, why  # the case says what it claims
    face, values = _face(size, pairs, dummy)
    assert _potentials(face, values) is expected, why
    if expected:
        assert len(_perfect_sums(size, pairs, dummy)) <= 1, why


def _random_face(rng: random.Random) -> tuple[int, Pairs, tuple[int, ...]]:
    """2-7 vertices (with the dummy when odd, joined to some of them), some pairs; the values either
    potential sums (integer or half-integer potentials), sums with one value moved, or small random
    values."""
    size = rng.randint(2, 7)
    density = rng.choice((0.3, 0.6, 1.0))
    chosen = [pair for pair in itertools.combinations(range(size), 2) if rng.random() < density]
    dummy = tuple(v for v in range(size) if rng.random() < 0.6) if size % 2 else ()
    kind = rng.choice(("sums", "halves", "moved", "random"))
    if kind == "random":
        return size, {pair: rng.randint(-2, 2) for pair in chosen}, dummy
    if kind == "halves":  # every potential k + 1/2 (the dummy's -(k + 1/2) keeps its pairs at 0)
        potential = [Fraction(2 * rng.randint(-3, 3) + 1, 2) for _ in range(size)]
        dummy = ()
    else:
        potential = [Fraction(rng.randint(-3, 3)) for _ in range(size)]
        if dummy:  # the dummy's pairs are 0: p(dummy) = -p(v) for each v joined to it
            for v in dummy:
                potential[v] = potential[dummy[0]]
    pairs = {(i, j): int(potential[i] + potential[j]) for i, j in chosen}
    if kind == "moved" and pairs:
        moved = rng.choice(sorted(pairs))
        pairs[moved] += rng.choice((-1, 1))
    return size, pairs, dummy


def test_potentials_say_true_exactly_when_the_equations_are_solvable() -> None:
    rng = random.Random(4401)
    answers = {True: 0, False: 0}
    odd_cycles_true = 0
    for _case in range(1500):
        size, pairs, dummy = _random_face(rng)
        face, values = _face(size, pairs, dummy)
        expected = _solvable(size, pairs, dummy)
        assert _potentials(face, values) is expected, (size, pairs, dummy)
        answers[expected] += 1
        if expected:
            assert len(_perfect_sums(size, pairs, dummy)) <= 1, (size, pairs, dummy)
            odd_cycles_true += any(
                (a, b) in pairs and (b, c) in pairs and (a, c) in pairs
                for a, b, c in itertools.combinations(range(size), 3)
            )
    assert answers[True] > 300 and answers[False] > 300  # both answers often
    assert odd_cycles_true > 100  # faces with triangles among the True ones


Levels = dict[tuple[int, int], tuple[int, ...]]


def _random_graph(rng: random.Random) -> tuple[int, Levels]:
    """2-9 vertices, some pairs missing, four levels: the first few values (the pairs), the second
    and third potential sums over the whole graph (one of them sometimes constant), the last small
    random values that decide among what the first level leaves tied."""
    size = rng.randint(2, 9)
    density = rng.choice((0.6, 0.8, 1.0))
    first_top = rng.choice((1, 1, 2))
    p = [rng.randint(-4, 4) for _ in range(size)]
    q = [rng.randint(0, 3) for _ in range(size)] if rng.random() < 0.7 else [1] * size
    levels: Levels = {}
    for i, j in itertools.combinations(range(size), 2):
        if rng.random() < density:
            levels[(i, j)] = (rng.randint(1, first_top), p[i] + p[j], q[i] + q[j], rng.randint(0, 5))
    return size, levels


def _brute_best(size: int, levels: Levels) -> tuple[int, ...] | None:
    """The lexicographically largest tuple of level sums over every matching of the pairs leaving
    exactly ``size % 2`` vertices out (None: there is none)."""
    best: tuple[int, ...] | None = None

    def walk(free: list[int], left_out: int, sums: tuple[int, ...]) -> None:
        nonlocal best
        if not free:
            if best is None or sums > best:
                best = sums
            return
        v, rest = free[0], free[1:]
        if left_out < size % 2:
            walk(rest, left_out + 1, sums)
        for k, u in enumerate(rest):
            if (v, u) in levels:
                walk(
                    rest[:k] + rest[k + 1 :],
                    left_out,
                    tuple(map(sum, zip(sums, levels[(v, u)], strict=True))),
                )

    walk(list(range(size)), 0, (0, 0, 0, 0))
    return best


def _sums(levels: Levels, mate: list[int]) -> tuple[int, ...]:
    found = [levels[(v, m)] for v, m in enumerate(mate) if m > v]
    return tuple(sum(x[k] for x in found) for k in range(4))


def test_levels_of_potentials_skipped_and_the_last_level_decides(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each graph's best matching by brute force against the stages'; a level skipped wrongly (one
    said to be a potential sum on the face that is not) loses the last level's preference in some
    of them. The potentials are seen to be asked and to answer both ways."""
    answered = {True: 0, False: 0}
    real = lexicographic_matching._potentials

    def watched(face: _Face, values: list[list[int]]) -> bool:
        answer = real(face, values)
        answered[answer] += 1
        return answer

    monkeypatch.setattr(lexicographic_matching, "_potentials", watched)
    rng = random.Random(4402)
    compared = 0
    for _case in range(400):
        size, levels = _random_graph(rng)
        functions = [lambda i, j, k=k: levels[(i, j)][k] if (i, j) in levels else 0 for k in range(4)]  # noqa: B023
        found = lexicographic_near_perfect(size, functions)
        best = _brute_best(size, levels)
        if found is None:
            assert best is None, (size, levels)
            continue
        assert best is not None
        assert sum(1 for m in found if m < 0) == size % 2
        assert all(found[m] == v for v, m in enumerate(found) if m >= 0)
        assert _sums(levels, found) == best, (size, levels)
        compared += 1
    assert compared > 300
    assert answered[True] > 100 and answered[False] > 100


def test_a_level_off_only_where_two_fixed_parts_join_is_not_skipped() -> None:
    """Two parts whose potentials are each fixed by a triangle before the pairs joining them are met.

    Part A = {0, 1, 4, 6} (triangle 0-1-4, and 0-6), level 2 on each pair (p = 1); part B =
    {2, 3, 5, 7} (triangle 2-3-5, and 2-7), level 4 (p = 2); the joining pairs 4-5, 4-7, 5-6, 6-7 come
    after both triangles in the order the pairs are read, with the level 2, not 1 + 2. Every pair
    weighs the same at the first level (all tight). The perfect matchings without a joining pair
    ({0-6, 1-4, 2-7, 3-5}) sum 12 at the level, those with two ({0-1, 2-3, 4-5, 6-7}, {0-1, 2-3,
    4-7, 5-6}) sum 10: not a potential sum, and the level decides. Checking only the cycles and not
    the two fixed potentials against each other, the level would be skipped and the first stage's
    matching kept."""
    levels: Levels = {pair: (1, 2, 0, 0) for pair in ((0, 1), (0, 4), (1, 4), (0, 6))}
    levels.update({pair: (1, 4, 0, 0) for pair in ((2, 3), (2, 5), (3, 5), (2, 7))})
    levels.update({pair: (1, 2, 0, 0) for pair in ((4, 5), (4, 7), (5, 6), (6, 7))})
    functions = [lambda i, j, k=k: levels[(i, j)][k] if (i, j) in levels else 0 for k in range(4)]
    assert _brute_best(8, levels) == (4, 12, 0, 0)
    found = lexicographic_near_perfect(8, functions)
    assert found == [6, 4, 7, 5, 1, 3, 0, 2]
