"""The order in which the 2012 procedure generates candidates, as preferences below every criterion.

Among candidates of equal quality the procedure keeps the first one it generates:

- heterogeneous brackets (C.8.b, D.3, D.1.2): the sets of M1 moved-down players in the order of D.3
  (the earliest players first: 1-2-3, 1-2-4, ...), then for each of them in turn its highest possible
  opponent in S2 (the transpositions of D.1.2: "only the S1 first listed players of a transposition
  may be paired with S1");
- homogeneous brackets and remainders (C.7, C.8.a, D.1.1, D.2): the fewest players exchanged, the
  smallest difference of the sums of the numbers exchanged, then the S1 list top down (the
  exchanges moving the highest numbers of S1 to S2 first), then the S2 list top down (the lowest
  numbers of S2 to S1 first), then the transpositions of S2 in lexicographic order (D.1.1: S1's first
  player gets the highest possible opponent, then the second, ...).

Each function returns a bonus per pair of players (by index into the round's player list); the
pairer packs them lexicographically below every criterion, so they only break ties.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.dutch.remainder_fields import RemainderFields

Allowed = Callable[[int, int], bool]


def _key(a: int, b: int) -> tuple[int, int]:
    return (a, b) if a < b else (b, a)


def moved_down_bonus(mdps: list[int], residents: list[int], allowed: Allowed) -> dict[tuple[int, int], int]:
    """D.3 then D.1.2: the earliest set of moved-down players paired, then each one's highest opponent."""
    k = len(mdps)
    grade_bits = (len(residents) + 1).bit_length()
    opp_bits = grade_bits * k
    out: dict[tuple[int, int], int] = {}
    for i, v in enumerate(mdps):
        ok = [r for r in residents if allowed(v, r)]
        for g, r in enumerate(reversed(ok)):
            select = 1 << (k - 1 - i)
            grade = (g + 1) << (grade_bits * (k - 1 - i))
            out[_key(v, r)] = (select << opp_bits) + grade
    return out


def exchange_key(size: int, s1_size: int, new_s1: set[int]) -> tuple[int, int, int, int]:
    """Where the exchange that makes S1 of the positions ``new_s1`` (0-based, in A.2 order) comes
    in the order of D.2: smaller first. The fewest players exchanged; the smallest difference
    between the sums of the numbers exchanged (the sum of the numbers of the new S1, the numbers
    of the original S1 being fixed); then the S1 list top down (decreasing lexicographic order: the
    highest numbers of S1 leave first); then the S2 list top down (increasing lexicographic order:
    the lowest numbers of S2 come first). :func:`remainder_bonus` packs the same fields per pair.

    >>> exchange_key(11, 5, {0, 1, 2, 3, 5}) < exchange_key(11, 5, {0, 1, 2, 3, 6})
    True
    """
    exchanged = sum(1 for i in new_s1 if i >= s1_size)
    kept = sum(1 << i for i in new_s1 if i < s1_size)
    moved = sum(1 << (size - 1 - i) for i in new_s1 if i >= s1_size)
    return (exchanged, sum(new_s1), kept, -moved)


def remainder_bonus(remainder: list[int], s1_size: int, allowed: Allowed) -> RemainderFields:
    """D.2 then D.1.1 for a homogeneous bracket or remainder whose S1 holds ``s1_size`` players.

    For a pair the higher player is counted in the new S1: a pairing is met first in the order of
    D.2 as the exchange whose S1 holds the higher player of each pair ("pairings already checked
    will appear again"). Fields, most significant first, one term per pair, summing to
    :func:`exchange_key` with the signs turned: pairs whose S1 player comes from the original S1
    (fewest exchanges); minus the number of the S1 player (the smallest difference); S1 players kept
    in S1, the lowest counting most; S2 players moved to S1, the highest counting most; then for
    each S1 player in order, the rank of its opponent (the transpositions of D.1.1).
    """
    return RemainderFields(remainder, s1_size, allowed)
