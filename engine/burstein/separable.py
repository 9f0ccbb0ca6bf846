"""A Burstein round whose scoregroups are paired one at a time, each by a matching of its own
(C.04.4.2, as :mod:`engine.burstein.process` reads it), when no scoregroup can constrain another.

:class:`engine.burstein.process.RoundProcess` holds the whole round in one matching: step 1 gives
every pair of a scoregroup an edge, and the pairs between a scoregroup and the next when a floater
must cross (about 20 million edges in round 2 of a 9,999-player event). Step 2 then decides a
scoregroup's pairs while the scoregroups below it are still in the matching: a player gets the
lowest opponent *for which the whole round keeps a best matching*. The scoregroups below count for
the decision only through what they can absorb. When each of them can be paired inside whatever
comes into it, they cannot change a decision, and each scoregroup can be matched alone.

A scoregroup is :func:`robust` here when, among its players, every one may meet (C.04.1, as
:meth:`engine.burstein.process.RoundProcess.weights_to` refuses: no second game, no forbidden pair,
not two absolute preferences for one colour) at least half of the scoregroup plus two; and when a
floater must leave a scoregroup (an odd number of players above the next one), at least two of its
players must be able to meet someone of the next (:func:`crossing`): whichever player a floater
from above meets, another may still float down. When nothing floats into the scoregroup (an even
number of players above it: the first scoregroup, say the leader alone on his score), no decision
above can take its crosser, and one is enough. By Dirac's theorem (a graph
of ``m >= 3`` vertices whose every vertex has ``m / 2`` neighbours or more has a Hamiltonian cycle)
a robust scoregroup, after the player a floater from above meets is taken out, still has a
Hamiltonian cycle, so its players can all be paired inside it, the one that floats down (any of
them) left out. Every scoregroup then
pairs all its players with the fewest floaters whatever the one above decides: the part of the
best matching below a scoregroup weighs the same for every decision there, step 1 keeps every
score as its own scoregroup (each can be paired), and step 2's answers in a scoregroup are those
of a matching that holds only that scoregroup, the floater that came into it, and one vertex
standing for the next scoregroup, joined to each player who may meet someone there (the weight of
a pair across scoregroups). That matching is :class:`engine.burstein.process.RoundProcess`'s own,
on those players: :meth:`RoundProcess.pairs` decides, as before, scoregroup by scoregroup.

The first scoregroup need not be robust: nothing above it is decided, and its own matching shows
whether it can be paired with one floater at most (as step 1 asks; when it cannot, the general
route merges it). Nor need a small scoregroup (:data:`SMALL_CLOSED`) out of which nothing floats
(the last, or one whose players and those above it are even in number) when it :func:`absorbs`
whatever comes into it: it only has to pair whole with each player that may float into it (or by
itself when the boundary above it is even), which a matching of its few players shows. Step 1
then keeps it as its own scoregroup whatever floats in, the boundary below it is crossed by nobody
in a best matching (the scoregroups below pair whole), and the weight below a decision above it
stays the same. Likewise a small scoregroup that is not robust, into which nothing floats and out
of which one player must float (the last but one above a last scoregroup of one player, say), when
it pairs whole but for one of its players who may meet someone of the next (:func:`floats_one`):
no decision above reaches it, and the scoregroup below absorbs whichever of them floats. Last, a
small scoregroup that is not robust, into which a floater comes and out of which one must float
(the second under a leader alone on his score, say), when with each player above who may float
into it it pairs whole but for one of its players who may meet someone of the next
(:func:`passes_one`): whichever player step 2 above floats down (a decision there), the
scoregroup takes him and sends one player down, so the part of the best matching below that
decision weighs the same (its pairs, its pairs inside a scoregroup: C.04.4.2 step 1's fewest
floaters), and the scoregroup below absorbs whichever player comes (its own check). When
another scoregroup is not robust (a small one, many players who met, many absolute preferences
for one colour), :func:`separable_pairs` answers None and the whole round goes
to the general route.
``tests/test_burstein_separable.py`` compares both routes on generated rounds.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.burstein.graph import MatchingGraph
from engine.burstein.process import RoundProcess
from engine.dutch.matching import max_weight_matching
from engine.dutch.state import PlayerState
from engine.errors import NoLegalPairingError
from engine.model import Colour, PairingNumber

Below = Callable[[PlayerState, PlayerState], bool]


def scoregroups(players: list[PlayerState]) -> list[tuple[int, int]]:
    """The ``(begin, end)`` of each score of ``players`` (in the order of pairing)."""
    groups: list[tuple[int, int]] = []
    begin = 0
    while begin < len(players):
        end = begin + 1
        while end < len(players) and players[end].pairing_score == players[begin].pairing_score:
            end += 1
        groups.append((begin, end))
        begin = end
    return groups


class Refusals:
    """Who may not meet whom among the players of a round (C.04.1), counted without a pair loop."""

    def __init__(self, players: list[PlayerState]) -> None:
        self.players = players
        self.position = {p.number: i for i, p in enumerate(players)}
        self.refused_by: dict[PairingNumber, set[int]] = {}
        """The players (positions) whose ``forbidden`` names the number."""
        for i, p in enumerate(players):
            for number in p.forbidden:
                self.refused_by.setdefault(number, set()).add(i)

    def apart(self, v: int, begin: int, end: int) -> set[int]:
        """The players of ``begin..end - 1`` that v may not meet for a game already played or a
        forbidden pair (either side's list)."""
        p = self.players[v]
        position = self.position
        found = {position[x] for x in p.forbidden if x in position}
        found |= self.refused_by.get(p.number, set())
        return {u for u in found if begin <= u < end and u != v}

    def meets(self, u: int, v: int) -> bool:
        """u and v may meet: no game already played, no forbidden pair, not two absolute
        preferences for one colour (C.04.1)."""
        pu, pv = self.players[u], self.players[v]
        alike = pu.absolute and pv.absolute and pu.preference is pv.preference
        return not (pv.number in pu.forbidden or pu.number in pv.forbidden or alike)

    def absolute_alike(self, begin: int, end: int) -> dict[Colour, set[int]]:
        """The players of ``begin..end - 1`` with an absolute preference, by colour."""
        alike: dict[Colour, set[int]] = {}
        for u in range(begin, end):
            p = self.players[u]
            if p.absolute:
                alike.setdefault(p.preference, set()).add(u)
        return alike

    def refused(self, v: int, begin: int, end: int, alike: dict[Colour, set[int]]) -> int:
        """How many players of ``begin..end - 1`` (v aside) v may not meet."""
        apart = self.apart(v, begin, end)
        p = self.players[v]
        same = alike.get(p.preference, set()) if p.absolute else set()
        return len(same) - (v in same) + len(apart - same)


SMALL_CLOSED = 20
"""The most players a scoregroup that is not robust, and out of which nothing floats, may hold for
:func:`absorbs` to be asked (a matching of its players for each player that may come into it)."""


def robust(refusals: Refusals, group: tuple[int, int]) -> bool:
    """Every player of ``group`` may meet at least half of it plus two (module docstring)."""
    begin, end = group
    size = end - begin
    if size < 6:
        return False
    alike = refusals.absolute_alike(begin, end)
    return all((size - 1) - refusals.refused(v, begin, end, alike) >= size / 2 + 2 for v in range(begin, end))


def crossing(refusals: Refusals, group: tuple[int, int], nxt: tuple[int, int] | None) -> list[int]:
    """The players of ``group`` who may meet someone of ``nxt`` (none without a next)."""
    if nxt is None:
        return []
    below = refusals.absolute_alike(*nxt)
    return [v for v in range(*group) if refusals.refused(v, *nxt, below) < nxt[1] - nxt[0]]


def absorbs(refusals: Refusals, group: tuple[int, int], comers: list[int]) -> bool:
    """The scoregroup ``group`` (at most :data:`SMALL_CLOSED` players) pairs whole with each one of
    ``comers`` (the players above who may float into it), or by itself when there are none."""
    begin, end = group
    if end - begin > SMALL_CLOSED:
        return False
    own = list(range(begin, end))
    return all(_pairs_whole(refusals, own + extra) for extra in [[f] for f in comers] or [[]])


def floats_one(refusals: Refusals, group: tuple[int, int], crossers: list[int]) -> bool:
    """The scoregroup ``group`` (at most :data:`SMALL_CLOSED` players, nothing floating into it)
    pairs whole but for one of ``crossers`` (its players who may meet someone of the next)."""
    begin, end = group
    if end - begin > SMALL_CLOSED:
        return False
    return any(_pairs_whole(refusals, [v for v in range(begin, end) if v != x]) for x in crossers)


def passes_one(refusals: Refusals, group: tuple[int, int], comers: list[int], crossers: list[int]) -> bool:
    """The scoregroup ``group`` (at most :data:`SMALL_CLOSED` players), into which one player of
    ``comers`` floats and out of which one must float, pairs whole with each one of ``comers`` but
    for one of ``crossers`` (its players who may meet someone of the next)."""
    begin, end = group
    if end - begin > SMALL_CLOSED:
        return False
    own = list(range(begin, end))
    return all(
        any(_pairs_whole(refusals, [v for v in own if v != x] + [f]) for x in crossers) for f in comers
    )


def _pairs_whole(refusals: Refusals, players: list[int]) -> bool:
    """Every one of ``players`` (a few) can be paired among them (C.04.1): a maximum matching of
    the pairs that may meet (each weighing 1) leaves nobody."""
    meets = {
        (i, j): 1
        for i, u in enumerate(players)
        for j in range(i + 1, len(players))
        if refusals.meets(u, players[j])
    }
    return all(m >= 0 for m in max_weight_matching(len(players), meets))


def separable_pairs(
    players: list[PlayerState], below: Below, graph: Callable[[int], MatchingGraph]
) -> list[tuple[int, int]] | None:
    """The pairs of the round (indices into ``players``, in the order of pairing) decided
    scoregroup by scoregroup, each in a matching of its own, when every scoregroup but the first
    is robust (one out of which nothing floats may instead be small and :func:`absorbs` what comes
    into it, or, small, :func:`floats_one` or :func:`passes_one`) and at least
    two players of each (one when nothing floats into it) may float into the next when one must;
    None otherwise, and when a
    scoregroup's matching leaves more than one player (the first scoregroup could not be paired
    with one floater) or finds no legal pairing: the general route then decides, and words the
    refusal."""
    groups = scoregroups(players)
    refusals = Refusals(players)
    across: list[list[int]] = []
    for k, (begin, end) in enumerate(groups):
        nxt = groups[k + 1] if k + 1 < len(groups) and end % 2 else None
        across.append(crossing(refusals, (begin, end), nxt))
        if nxt is not None and len(across[-1]) < (2 if begin % 2 else 1):
            return None
        if k and not robust(refusals, (begin, end)):
            comers = across[k - 1] if begin % 2 else []
            if end % 2:
                if begin % 2:
                    if not passes_one(refusals, (begin, end), comers, across[-1]):
                        return None
                elif not floats_one(refusals, (begin, end), across[-1]):
                    return None
            elif not absorbs(refusals, (begin, end), comers):
                return None
    pairs: list[tuple[int, int]] = []
    floater: int | None = None
    for (begin, end), joined in zip(groups, across, strict=True):
        members = list(range(begin, end)) + ([floater] if floater is not None else [])
        try:
            group_pairs = _pair_group(members, joined, players, below, graph)
        except NoLegalPairingError:
            return None
        if group_pairs is None:
            return None
        found, floater = group_pairs
        pairs.extend(found)
    return pairs


def _pair_group(
    members: list[int],
    across: list[int],
    players: list[PlayerState],
    below: Below,
    graph: Callable[[int], MatchingGraph],
) -> tuple[list[tuple[int, int]], int | None] | None:
    """One scoregroup (its floater from above last) paired by step 2 of a process of its own, the
    spare vertex standing for the next scoregroup; its pairs and the player floating down (None
    when more than one player is left: the general route decides)."""
    process = RoundProcess([players[v] for v in members], below, graph)
    local = {v: i for i, v in enumerate(members)}
    spare = len(members)
    process.graph.set_edges(spare, [(local[v], process.weights.compatible) for v in across])
    found = process.pairs([0, spare])
    paired = {v for pair in found for v in pair}
    left = [members[i] for i in range(spare) if i not in paired]
    if len(left) > 1:
        return None
    return [(members[a], members[b]) for a, b in found], (left[0] if left else None)
