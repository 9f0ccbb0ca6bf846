"""How many pairs a set of Lim players can make, for the choices of the text that must keep a
pairing possible: the bye (1.1 with C.04.1 art. 3), the floaters (2.3: a scoregroup keeps every
pairing it can have), each exchange (article 4: "until a compatible pairing is found") and the
Median Scoregroup, which must be paired completely (2.6).

Cheap answers first (the proposed pairing of 2.4, then greedy pairings), a maximum matching
(:mod:`engine.dutch.matching`) only when they fail.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from operator import attrgetter

from engine.dutch.matching import max_weight_matching
from engine.lim.state import LimPlayer

Compatible = Callable[[LimPlayer, LimPlayer], bool]

_RANK = attrgetter("state.rank")
"""The pairing number's order (0-based: ``LimPlayer.tpn`` - 1), read fast."""


def completable(players: Sequence[LimPlayer], compatible: Compatible) -> bool:
    """A pairing of all ``players`` in which every pair is compatible (2.1) exists."""
    n = len(players)
    if n % 2:
        return False
    if n == 0:
        return True
    return max_pairs(players, compatible) == n // 2


def max_pairs(players: Sequence[LimPlayer], compatible: Compatible) -> int:
    """The largest number of compatible pairs the players can make at once."""
    n = len(players)
    best = n // 2
    if best == 0:
        return 0
    ordered = sorted(players, key=_RANK)
    if n % 2 == 0 and all(compatible(ordered[i], ordered[i + best]) for i in range(best)):
        return best  # the proposed pairing of 2.4 is complete
    found = 0
    for order in (ordered, ordered[::-1], sorted(players, key=lambda p: -len(p.state.forbidden))):
        found = max(found, _greedy_pairs(order, compatible))
        if found == best:
            return best
    weights = {(i, j): 1 for i in range(n) for j in range(i + 1, n) if compatible(players[i], players[j])}
    mate = max_weight_matching(n, weights)
    return sum(1 for i, m in enumerate(mate) if m > i)


def _greedy_pairs(order: list[LimPlayer], compatible: Compatible) -> int:
    """Pair the last free player of ``order`` with the last compatible one, and so on."""
    free = list(order)
    pairs = 0
    while free:
        a = free.pop()
        for k in range(len(free) - 1, -1, -1):
            if compatible(a, free[k]):
                del free[k]
                pairs += 1
                break
    return pairs
