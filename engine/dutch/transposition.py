"""The first optimal transposition of a bracket that pairs all its players (C.04.3 art. 4.2, 4.3).

When every player of a bracket's remainder is paired inside it, the candidates differ only in their
own pairs: the best are the maximum-weight perfect matchings of the remainder (the criteria weights
of :mod:`engine.dutch.weights`). Art. 4 then takes the first of them in its order: candidates
without exchange come before any exchange (art. 4.3.3, fewest exchanges first), and among them the
transpositions come in lexicographic order of S2 (art. 4.2.2): the first S1 player gets the
highest possible opponent, then the second, and so on.

This module finds that candidate without the long lexicographic weights of the general path:

1. a maximum-weight perfect matching between S1 and S2 only (a bipartite graph), with its vertex
   duals;
2. the duals also cover every S1-S1 and S2-S2 pair, after moving a constant from the S2 side to
   the S1 side if needed (which leaves every S1-S2 pair as it was): then no candidate with
   exchanges weighs more (LP duality: a feasible dual bounds every perfect matching), so the best
   transpositions are best overall, and they are exactly the perfect matchings of the *tight*
   S1-S2 pairs;
3. the lexicographically first perfect matching of the tight pairs, S1 player by S1 player, each
   taking the first S2 player that still leaves the others a perfect matching.

If step 1 finds no perfect matching or step 2 fails, the answer is None and the caller uses the
general path; so the answer, when given, is the one the general path gives.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.dutch.matching import max_weight_perfect_matching_with_duals

Weight = Callable[[int, int], int]
"""Criteria weight of a pair of players (0: they may not meet)."""
FloatValue = Callable[[int], int]
"""What a player is worth to the round-pairing as the bracket's downfloater."""


def first_optimal_transposition(
    s1: list[int], s2: list[int], weight: Weight, float_value: FloatValue | None = None
) -> list[tuple[int, int]] | None:
    """The pairs ``(S1 player, S2 player)`` of the first best candidate, or None (see module doc).

    ``float_value`` (odd brackets, ``len(s2) == len(s1) + 1``): what a player is worth when they
    are the bracket's one downfloater. A virtual player placed after S1 then takes the downfloater,
    and its pairs weigh that value; the downfloater is the last element of the result, paired
    with -1.
    """
    k = len(s1)
    odd = float_value is not None
    if k == 0 or len(s2) != k + int(odd):
        return None
    left = k + int(odd)  # S1, then the virtual player
    lift = 1  # every candidate has ``left`` pairs: a constant on every pair keeps weights positive

    def pair_weight(i: int, j: int) -> int:
        """Weight between left vertex i and S2 player j (0: not allowed)."""
        if i == k:
            assert float_value is not None
            return float_value(s2[j]) + lift
        wt = weight(s1[i], s2[j])
        return wt + lift if wt > 0 else 0

    w: dict[tuple[int, int], int] = {}
    for i in range(left):
        for j in range(len(s2)):
            wt = pair_weight(i, j)
            if wt > 0:
                w[(i, left + j)] = wt
    mate, dual = max_weight_perfect_matching_with_duals(2 * left, w)
    if any(m < 0 for m in mate):
        return None
    # The duals must also bound the candidates with exchanges: S1-S1 and S2-S2 pairs, and an S1
    # player as the downfloater. Adding t to every dual of S1 (and the virtual player) and taking it
    # from every dual of S2 keeps the S1-S2 pairs as they are, so it is enough that some t works:
    # 2t >= need[S1 side] and 2t <= room[S2 side].
    need = 0
    for i in range(k):
        for j in range(i + 1, k):
            wt = weight(s1[i], s1[j])
            if wt > 0:
                need = max(need, 4 * (wt + lift) - dual[i] - dual[j])
        if odd:
            assert float_value is not None
            need = max(need, 4 * (float_value(s1[i]) + lift) - dual[k] - dual[i])
    room: int | None = None
    for i in range(len(s2)):
        for j in range(i + 1, len(s2)):
            wt = weight(s2[i], s2[j])
            if wt > 0:
                slack = dual[left + i] + dual[left + j] - 4 * (wt + lift)
                room = slack if room is None else min(room, slack)
    if room is not None and need > room:
        return None
    tight = [
        [j for j in range(len(s2)) if (i, left + j) in w and dual[i] + dual[left + j] == 4 * w[(i, left + j)]]
        for i in range(left)
    ]
    pairs = _lexicographic_first(left, tight, [m - left for m in mate[:left]])
    result = [(s1[i], s2[j]) for i, j in enumerate(pairs[:k])]
    if odd:
        result.append((s2[pairs[k]], -1))
    return result


def _lexicographic_first(k: int, tight: list[list[int]], mate_left: list[int]) -> list[int]:
    """The perfect matching of the bipartite graph ``tight`` (left i -> right j, ascending) that is
    first lexicographically, from the perfect matching ``mate_left``."""
    mate_right = [-1] * k
    for i, j in enumerate(mate_left):
        mate_right[j] = i
    done_left = [False] * k
    done_right = [False] * k
    for i in range(k):
        for j in tight[i]:
            if done_right[j]:
                continue
            if mate_left[i] == j or _swap_in(i, j, tight, mate_left, mate_right, done_left, done_right):
                break
        done_left[i] = True
        done_right[mate_left[i]] = True
    return mate_left


def _swap_in(
    i: int,
    j: int,
    tight: list[list[int]],
    mate_left: list[int],
    mate_right: list[int],
    done_left: list[bool],
    done_right: list[bool],
) -> bool:
    """Make (i, j) a pair of the perfect matching if the players not yet settled allow it.

    Pairing i with j frees i's partner ``j0`` and j's partner ``i0``; an alternating path of tight
    pairs from ``i0`` to ``j0`` avoiding i, j and the settled players repairs the matching.
    """
    j0, i0 = mate_left[i], mate_right[j]
    came_from: dict[int, int] = {}  # right vertex -> the left vertex that reached it
    frontier = [i0]
    seen_left = {i0, i}
    found = False
    while frontier and not found:
        nxt: list[int] = []
        for u in frontier:
            for v in tight[u]:
                if v == j or done_right[v] or v in came_from:
                    continue
                came_from[v] = u
                if v == j0:
                    found = True
                    break
                w = mate_right[v]
                if w not in seen_left and not done_left[w]:
                    seen_left.add(w)
                    nxt.append(w)
            if found:
                break
        frontier = nxt
    if not found:
        return False
    v = j0
    while True:
        u = came_from[v]
        previous = mate_left[u]
        mate_left[u], mate_right[v] = v, u
        if u == i0:
            break
        v = previous
    mate_left[i], mate_right[j] = j, i
    return True
