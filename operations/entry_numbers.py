"""The pairing numbers of new players, entered one after the other (a registration, or a list imported
at once): C.04.2 (2026) art. 2.4/2.5 while they may be re-sorted, art. 2.3 once they may not.

One rule, for one player or for many (``entry_numbers``): a new player goes before the first player,
in pairing-number order, ranked below it (``rank_key`` of ``operations.ops_players``), taking that
player's number while those from there on move down by one; at the end when there is none. Once four
rounds are paired the numbers are fixed (art. 2.3): each new player gets the next free one.

Many players are placed in one pass, with the numbers they would have got one after the other: the
first player ranked below a new one is the first whose running maximum of ranks (over the players
before it and itself) is below it, a sequence in rank order that a new player, placed, extends with his
own rank. So the players in their final order are the registered ones by running maximum and the new
ones by rank, merged, a registered player before a new one of the same rank and new ones of the same
rank in the order given. The numbers follow the gaps between the registered numbers, when there are
any: a new player placed before a registered one takes its number, which moves down by one.
"""

from __future__ import annotations

from collections.abc import Sequence

Rank = tuple[int, int, str]
"""A player's rank: ``ops_players.rank_key`` (lower first)."""


def entry_numbers(
    registered: Sequence[tuple[Rank, int]], entries: Sequence[Rank], by_rank: bool
) -> tuple[list[int], list[int]]:
    """The numbers of the ``entries`` (their ranks, in the order they are entered) and the numbers of the
    ``registered`` players afterwards (their rank and number, in number order), as if the entries were
    stored one after the other: by rank (art. 2.4/2.5) when ``by_rank``, else each at the next free
    number (art. 2.3)."""
    last = registered[-1][1] if registered else 0
    if not by_rank:
        return [last + 1 + i for i in range(len(entries))], [number for _, number in registered]
    order: list[tuple[Rank, int, int]] = []  # (rank placed by, 0 registered / 1 new, index)
    highest: Rank | None = None
    for index, (rank, _) in enumerate(registered):
        highest = rank if highest is None or rank > highest else highest
        order.append((highest, 0, index))
    order += [(rank, 1, index) for index, rank in enumerate(entries)]
    order.sort()
    numbers = [number for _, number in registered]
    gaps = [number - (numbers[i - 1] if i else 0) for i, number in enumerate(numbers)]
    new_numbers = [0] * len(entries)
    old_numbers = [0] * len(registered)
    number, seen, first_of_run = 0, 0, True
    for _, kind, index in order:
        # the first of new players placed together before a registered one takes its number (its gap to
        # the one before); the others, and the registered one after them, follow one by one
        number += (gaps[seen] if seen < len(gaps) else 1) if first_of_run else 1
        if kind == 0:
            old_numbers[index] = number
            seen += 1
            first_of_run = True
        else:
            new_numbers[index] = number
            first_of_run = False
    return new_numbers, old_numbers
