"""Perfect matchings of a bipartite graph, for the G1/G2 pairing of a Dubov bracket (art. 3.2.4-3.2.5).

Pure graph code (Kuhn's augmenting paths after a greedy start): left vertices ``0..n-1``, right
vertices ``0..n-1``, ``allowed(i, j)`` says whether left i may meet right j.
"""

from __future__ import annotations

from collections.abc import Callable

Allowed = Callable[[int, int], bool]


def perfect_matching(n: int, allowed: Allowed) -> list[int] | None:
    """A perfect matching as ``mate[left] = right``, or None when there is none.

    >>> perfect_matching(2, lambda i, j: i != j)
    [1, 0]
    >>> perfect_matching(2, lambda i, j: j == 0) is None
    True
    """
    mate_left = [-1] * n
    mate_right = [-1] * n
    for i in range(n):  # greedy start: most augmenting paths have length one
        for j in range(n):
            if mate_right[j] < 0 and allowed(i, j):
                mate_left[i], mate_right[j] = j, i
                break
    for i in range(n):
        if mate_left[i] < 0 and not _augment(i, n, allowed, mate_left, mate_right, set(), set()):
            return None
    return mate_left


def _augment(
    start: int,
    n: int,
    allowed: Allowed,
    mate_left: list[int],
    mate_right: list[int],
    fixed_left: set[int],
    fixed_right: set[int],
    target: int = -1,
) -> bool:
    """An alternating path from the free left vertex ``start`` to a free right vertex (to ``target``
    only, when given), avoiding the fixed vertices; the matching is flipped along it."""
    seen = [False] * n
    parent: dict[int, int] = {}
    stack = [start]
    while stack:
        i = stack.pop()
        for j in range(n):
            if seen[j] or j in fixed_right or not allowed(i, j):
                continue
            seen[j] = True
            parent[j] = i
            owner = mate_right[j]
            free = owner < 0 if target < 0 else j == target
            if free:
                while True:  # flip the path back to start
                    i2 = parent[j]
                    previous = mate_left[i2]
                    mate_left[i2], mate_right[j] = j, i2
                    if i2 == start:
                        return True
                    j = previous
            if owner >= 0 and owner not in fixed_left:
                stack.append(owner)
    return False


def first_in_order(n: int, allowed: Allowed, mate: list[int]) -> list[int]:
    """The perfect matching in which left 0 has the lowest right vertex possible, then left 1, and so
    on (art. 3.2.5: the first transposition of G2 that yields a legal pairing). ``mate`` is any
    perfect matching; it is changed into the answer, which is returned."""
    mate_right = [-1] * n
    for i, j in enumerate(mate):
        mate_right[j] = i
    fixed_left: set[int] = set()
    fixed_right: set[int] = set()
    for i in range(n):
        for j in range(n):
            if j in fixed_right or not allowed(i, j):
                continue
            if mate[i] != j:
                # Force (i, j): i's partner and j's partner are freed; they must be re-matched.
                old_j, old_i = mate[i], mate_right[j]
                saved_left, saved_right = mate[:], mate_right[:]
                mate[i], mate_right[j] = j, i
                mate[old_i], mate_right[old_j] = -1, -1
                keep_left, keep_right = fixed_left | {i}, fixed_right | {j}
                if not _augment(old_i, n, allowed, mate, mate_right, keep_left, keep_right, old_j):
                    mate[:], mate_right[:] = saved_left, saved_right
                    continue
            fixed_left.add(i)
            fixed_right.add(j)
            break
    return mate
