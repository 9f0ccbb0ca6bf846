"""Pairing one Lim scoregroup (C.04.4.3 (2026) 2.3-2.5, articles 3 and 4).

A scoregroup is its resident players and the floaters transferred into it. It is paired in a
direction (2.2): downward above the median and in the Median Scoregroup, upward below it. Every
rule paired upward is the downward rule mirrored, so the group is handled as a list "from the side
the pairing starts at": by ascending pairing number downward (#1, "the highest numbered player",
first), by descending pairing number upward.

1. The floaters (2.3, article 3): the group keeps as many pairings as it can make (its players with
   no suitable opponent, and one more when their number is odd, are transferred towards the median).
   Each floater is the first, in this order, whose transfer keeps that many pairings: the least
   disadvantaged type of 3.9 (d, c, b, a: a type a or b floater has already been floated into the
   group, a type a or c one has no compatible opponent in the adjacent scoregroup); not floated in the
   previous round (3.10); due the colour most of the group is due, which equalises the rest (3.2.2;
   in a Maxi-tournament only a player rated within 100 points of the lowest numbered one, 3.2.3);
   then the lowest numbered player (downward: the largest pairing number; upward: the smallest, 3.2.4).
2. The floaters transferred into the group are paired first (3.6, 3.7): those from ahead (downfloaters
   downward, upfloaters upward), higher score first downward and lower score first upward; in the
   Median Scoregroup the upfloaters after them. Each meets the first player of the group, from the
   side its own float came from (residents before other floaters), with whom both have their due
   colours, else the first compatible one (3.8).
3. The others (2.4, article 4): in order, the first player of the list meets the first of its
   exchange order that is compatible and lets both players have their due colours (2.4: "scrutiny for
   compatibility and proper colour"; 2.5), else the first compatible one: the players of the bottom
   half in order (the proposed pairing 1 v n/2+1 first), then those of the top half from the bottom
   up. Then the rest is proposed again, top half against bottom half.

Every choice keeps a complete pairing of what remains of the group (:mod:`engine.lim.complete`).
In a Maxi-tournament (more participants than 2 to the power of the number of rounds) the opponent
with proper colours replaces the first compatible one only when the two are rated within 100 points
(3.8, 5.7).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from operator import attrgetter

from engine.lim.complete import Compatible, completable, max_pairs
from engine.lim.state import LimPlayer, within_maxi_band
from engine.model import Colour

Pair = tuple[LimPlayer, LimPlayer]


@dataclass(frozen=True, slots=True)
class Scoregroup:
    """A scoregroup to pair: residents, the floaters transferred into it, and where it looks."""

    residents: Sequence[LimPlayer]
    ahead: Sequence[LimPlayer]
    """Floaters from the side the pairing started at (downfloaters when paired downward)."""
    behind: Sequence[LimPlayer]
    """Floaters from the other side: only the Median Scoregroup has any (its upfloaters)."""
    adjacent: Sequence[LimPlayer]
    """The residents of the scoregroup the floaters go to (3.9: compatible opponents there)."""
    downward: bool
    maxi: bool = False
    """The event is a Maxi-tournament (:func:`engine.lim.state.maxi_tournament`): a choice made for
    colours only between players rated within 100 points (3.2.3, 3.8, 5.7)."""


def pair_scoregroup(group: Scoregroup, compatible: Compatible) -> tuple[list[Pair], list[LimPlayer]]:
    """The pairs made in the scoregroup and its floaters (to the next scoregroup towards the median)."""
    members = list(group.residents) + list(group.ahead) + list(group.behind)
    keep = max_pairs(members, compatible)
    staying = members
    floaters: list[LimPlayer] = []
    while len(staying) > 2 * keep:
        chosen = choose_floater(group, staying, keep, compatible)
        floaters.append(chosen)
        staying = [p for p in staying if p is not chosen]
    return _pair_staying(group, staying, compatible), floaters


def choose_floater(
    group: Scoregroup, staying: list[LimPlayer], keep: int, compatible: Compatible
) -> LimPlayer:
    """The next floater of the group (the order of the module's step 1)."""
    incoming = {p.number for p in list(group.ahead) + list(group.behind)}
    whites = sum(1 for p in staying if p.due is Colour.WHITE)
    blacks = sum(1 for p in staying if p.due is Colour.BLACK)
    majority = Colour.WHITE if whites > blacks else Colour.BLACK if blacks > whites else Colour.NONE
    lowest_numbered = _from(staying, group.downward)[-1]

    def key(p: LimPlayer) -> tuple[int, int, int, int]:
        has_opponent = any(compatible(p, q) for q in group.adjacent)
        kind = (2 if p.number in incoming else 0) + (0 if has_opponent else 1)  # d=0, c=1, b=2, a=3
        equalises = majority is not Colour.NONE and p.due is majority
        if group.maxi and not within_maxi_band(p, lowest_numbered):
            equalises = False  # 3.2.3: not instead of the lowest numbered player rated 100 points apart
        return (kind, int(p.floated_last), int(not equalises), -p.tpn if group.downward else p.tpn)

    for candidate in sorted(staying, key=key):
        rest = [p for p in staying if p is not candidate]
        if max_pairs(rest, compatible) == keep:
            return candidate
    raise AssertionError("a player can always be transferred without losing a pairing")


_RANK = attrgetter("state.rank")


def _from(players: Iterable[LimPlayer], downward: bool) -> list[LimPlayer]:
    """The players from the side the pairing starts at: #1 first downward, the last number first upward."""
    return sorted(players, key=_RANK, reverse=not downward)


def _pair_staying(group: Scoregroup, staying: list[LimPlayer], compatible: Compatible) -> list[Pair]:
    """Steps 2 and 3 of the module on players who can all be paired."""
    downward = group.downward
    resident_numbers = {p.number for p in group.residents}
    left = {p.number: p for p in staying}
    pairs: list[Pair] = []

    def take(a: LimPlayer, candidates: list[LimPlayer]) -> None:
        b = _opponent(a, candidates, [p for p in left.values() if p is not a], compatible, group.maxi)
        pairs.append((a, b))
        del left[a.number], left[b.number]

    ahead = sorted(group.ahead, key=lambda p: (-p.score, p.tpn) if downward else (p.score, -p.tpn))
    behind = sorted(group.behind, key=lambda p: (p.score, -p.tpn))
    for floater, from_ahead in [(p, True) for p in ahead] + [(p, False) for p in behind]:
        if floater.number not in left:
            continue
        side = downward if from_ahead else not downward
        others = _from((p for p in left.values() if p is not floater), side)
        residents = [p for p in others if p.number in resident_numbers]
        take(floater, residents + [p for p in others if p.number not in resident_numbers])
    ordered = _from(left.values(), downward)
    while ordered:
        half = len(ordered) // 2
        first = ordered[0]
        b = _opponent(first, ordered[half:] + ordered[1:half][::-1], ordered[1:], compatible, group.maxi)
        pairs.append((first, b))
        ordered = [p for p in ordered[1:] if p is not b]
    return pairs


def proper_colours(a: LimPlayer, b: LimPlayer) -> bool:
    """Both players can have the colour they are due (2.4 "proper colour", article 5)."""
    return a.due is Colour.NONE or b.due is Colour.NONE or a.due is not b.due


def _opponent(
    a: LimPlayer,
    candidates: list[LimPlayer],
    others: list[LimPlayer],
    compatible: Compatible,
    maxi: bool = False,
) -> LimPlayer:
    """The first candidate compatible with ``a`` with proper colours, else the first compatible one,
    that leaves the rest a complete pairing. In a Maxi-tournament the one with proper colours replaces
    the first compatible one only when their ratings are 100 points apart or less (3.8, 5.7: "the
    exchange of opponents, for example, so as to balance colours")."""
    if maxi:
        return _maxi_opponent(a, candidates, others, compatible)
    for colour_first in (True, False):
        for b in candidates:
            if not compatible(a, b) or (colour_first and not proper_colours(a, b)):
                continue
            if completable([p for p in others if p is not b], compatible):
                return b
    raise AssertionError("the players left can all be paired, so the first of them has an opponent")


def _maxi_opponent(
    a: LimPlayer, candidates: list[LimPlayer], others: list[LimPlayer], compatible: Compatible
) -> LimPlayer:
    """:func:`_opponent` in a Maxi-tournament: the first available candidate (compatible, the rest
    completable), or a later one with proper colours rated within 100 points of it."""
    first: LimPlayer | None = None
    for b in candidates:
        if not compatible(a, b):
            continue
        suited = proper_colours(a, b) and (first is None or within_maxi_band(b, first))
        if first is not None and not suited:
            continue
        if not completable([p for p in others if p is not b], compatible):
            continue
        if first is None:
            first = b
        if suited:
            return b
    if first is None:
        raise AssertionError("the players left can all be paired, so the first of them has an opponent")
    return first
