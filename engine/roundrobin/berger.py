"""The Berger tables of C.05 Annex 1 ("Details of Berger Table"): who meets whom, with which colours,
on which board, in every round of a round robin.

The players draw (or are given) the numbers 1..n. With an odd number of players the table of n + 1 is
used and the highest number is a dummy: whoever meets it has no game that round. The first-named
player of each pair has White.

The table is built the way C.05 Annex 1 describes it (``shared/rules/fide/C05_Berger_Tables_3-16.md``
section 2): round 1 pairs board b as ``b - (n + 1 - b)``; each next round takes the players 1..n-1 in
the order they stand in the previous round (board by board, White before Black), gives the last of
them to player n on board 1 (player n has White in the even rounds) and pairs the others from the end
of that list, the next to last with White.

>>> [" ".join(f"{b.white}-{b.black}" for b in r) for r in berger_table(4)]
['1-4 2-3', '4-3 1-2', '2-4 3-1']
"""

from __future__ import annotations

from functools import cache

from engine.errors import ArbiterError
from engine.i18n import translate
from engine.model import Board, PairingNumber

MIN_PLAYERS = 3
MAX_PLAYERS = 24
"""C.05 Annex 1 gives the tables for 3 to 24 players (an odd field uses the next even table)."""


class RoundRobinError(ArbiterError):
    """A round robin that cannot be scheduled or paired as asked (size, numbers, round)."""


def table_size(players: int) -> int:
    """The Berger table a field of ``players`` uses: the number itself when even, else one more (the
    dummy). Raises ``RoundRobinError`` outside the 3 to 24 players C.05 Annex 1 covers."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise RoundRobinError(
            translate(
                "PairingRoundRobin",
                "a round robin needs {low} to {high} players (C.05 Annex 1 Berger tables), not {players}",
            ).format(low=MIN_PLAYERS, high=MAX_PLAYERS, players=players)
        )
    return players + players % 2


def berger_table(players: int) -> tuple[tuple[Board, ...], ...]:
    """The Berger table for ``players`` (3-24): one tuple of boards per round, board 1 first.

    With an odd number of players the dummy (``table_size(players)``) is still in the table; see
    ``engine.roundrobin.schedule`` for the rounds as they are played.
    """
    return _table(table_size(players))


@cache
def _table(n: int) -> tuple[tuple[Board, ...], ...]:
    top = PairingNumber(n)
    first = tuple(Board(PairingNumber(b), PairingNumber(n + 1 - b)) for b in range(1, n // 2 + 1))
    rounds = [first]
    for r in range(2, n):
        order = [p for board in rounds[-1] for p in (board.white, board.black) if p != top]
        last = order.pop()
        boards = [Board(top, last) if r % 2 == 0 else Board(last, top)]
        while order:
            black = order.pop()
            white = order.pop()
            boards.append(Board(white, black))
        rounds.append(tuple(boards))
    return tuple(rounds)
