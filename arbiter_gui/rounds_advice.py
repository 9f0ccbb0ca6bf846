"""The number of rounds suggested for a field of a given size.

Source: the Swiss tournament guidelines in ``shared/rules/seeds/004_*.txt`` ("Number of rounds:
automatically calculated based on number of participants"): 2 players 1 round, 3-4 players 3 rounds,
5-8 players 4, 9-16 players 5, 17-32 players 6, "and so on (logarithmic scaling)", i.e. one more round
each time the field doubles: ceil(log2(n)) + 1 from 3 players on.
"""

from __future__ import annotations


def suggested_rounds(players: int) -> int:
    """Rounds suggested for ``players`` players (at least 1).

    >>> [suggested_rounds(n) for n in (2, 3, 4, 5, 8, 9, 16, 17, 32, 33, 64, 400)]
    [1, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 10]
    """
    if players <= 2:
        return 1
    return (players - 1).bit_length() + 1
