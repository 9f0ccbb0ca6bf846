"""A round in which anyone may meet anyone, alike: paired without a matching (C.04.4.2).

The first round of a Burstein event is such a round: the seeding acceleration (C.04.4.2 art. 1.5,
:mod:`engine.burstein.seeding`) splits the field into two scoregroups, nobody has met anybody, nobody
has a colour preference. :mod:`engine.burstein.process` would match each scoregroup whole (every
pair an edge: 2.25 million edges at 3,000 players, before a single pair is decided). When no two
players of the round may be kept apart (no forbidden pair among them) and no two players of a
scoregroup want the same colour, the answer needs no matching:

* step 1 (:meth:`engine.burstein.process.RoundProcess.scoregroups`) keeps one scoregroup per score:
  each can be paired inside, an odd one with one floater into the next (every pair an edge);
* step 2 (:meth:`engine.burstein.process.RoundProcess.pairs`) gives each player of a scoregroup (with
  the floater from the one above), in the order of the index, the lowest player still unpaired that
  it can meet while the round keeps a best matching. Inside the scoregroup every edge weighs the
  same (compatible, in the scoregroup, both colour preferences granted) and every player may float
  to the next scoregroup alike, so any pair of the players left completes a best matching: the
  lowest is the answer. In an odd scoregroup the player in the middle of the order is left: it
  floats into the next scoregroup.

So C.04.4.2's own words pair the round: "the first player is paired against the last one, the second
against the last but one, and so on".
"""

from __future__ import annotations

from collections.abc import Callable

from engine.dutch.state import PlayerState
from engine.model import Colour


def apart(players: list[PlayerState]) -> bool:
    """Two of ``players`` may not meet (C.04.1: a game already played, a forbidden pair)."""
    numbers = {p.number for p in players}
    return any(not p.forbidden.isdisjoint(numbers) for p in players)


def colours_granted(players: list[PlayerState]) -> bool:
    """Both colour preferences of any two of ``players`` can be granted (art. 1.7.4 of C.04.3): no two
    of them want the same colour (two absolute preferences for one colour, the absolute criterion
    of C.04.1, are a case of it)."""
    white = sum(p.preference is Colour.WHITE for p in players)
    black = sum(p.preference is Colour.BLACK for p in players)
    return white <= 1 and black <= 1


def folded(order: list[int]) -> tuple[list[tuple[int, int]], int | None]:
    """The pairs of a scoregroup of players alike in the order of the index (the first against the
    last, the second against the last but one, and so on) and its floater (the middle player of an
    odd scoregroup; None when even)."""
    half = len(order) // 2
    pairs = [(order[i], order[-1 - i]) for i in range(half)]
    return pairs, (order[half] if len(order) % 2 else None)


def fold_round(
    players: list[PlayerState], order: Callable[[list[int]], list[int]]
) -> list[tuple[int, int]] | None:
    """The pairs of the round (indices into ``players``, which are in the order of pairing) when
    anyone may meet anyone alike, else None (the matching decides). ``order`` sorts a scoregroup
    (with its floater last) by the index, as the process sorts it."""
    if len(players) % 2 or apart(players):
        return None
    pairs: list[tuple[int, int]] = []
    floater: int | None = None
    begin = 0
    while begin < len(players):
        end = begin + 1
        while end < len(players) and players[end].pairing_score == players[begin].pairing_score:
            end += 1
        group = list(range(begin, end)) + ([floater] if floater is not None else [])
        if not colours_granted([players[v] for v in group]):
            return None
        group_pairs, floater = folded(order(group))
        pairs.extend(group_pairs)
        begin = end
    return pairs
