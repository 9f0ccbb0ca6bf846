"""The Lim System, C.04.4.3 (effective from 1 February 2026): pairing one round.

The round:

1. the pairing-allocated bye (1.1): the player with the lowest rank in the lowest scoregroup who may
   receive it (C.04.1 art. 3-4) and whose absence leaves the others a complete pairing (round 1: the
   lowest rated player, 7.1);
2. the scoregroups in the order of 2.2: from the highest down to just before the Median Scoregroup
   (paired downward, floaters going down), then from the lowest up to just before it (paired upward,
   floaters going up), then the Median Scoregroup with the floaters of both sides, paired downward
   (:mod:`engine.lim.scoregroup`);
3. a Median Scoregroup that cannot be paired completely takes back ("cracks", 2.6) the last pairing
   made next to it, on the side that sent it fewer floaters (either side when the other has no
   pairing left), its two players joining it as floaters from that side, until it can be paired;
4. the colours (article 5, :mod:`engine.lim.colours`) and the board order (C.04.2 art. 3.6).

Round 1 is the same procedure: everybody is in the Median Scoregroup (score 0), paired 1 v n/2+1
(7.2 with 2.4), colours by 7.2.

A Maxi-tournament (:func:`engine.lim.state.maxi_tournament`: more participants than 2 to the power
of the number of rounds) makes a choice for colours only between players rated within 100 points.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from engine.dutch.state import round_to_pair
from engine.errors import NoLegalPairingError
from engine.i18n import translate
from engine.lim.colours import colour_of, median_or_above
from engine.lim.complete import completable
from engine.lim.scoregroup import Pair, Scoregroup, pair_scoregroup
from engine.lim.state import LimPlayer, build_players, compatible, maxi_tournament, median_score
from engine.model import Board, Colour, Pairing, Tournament


class _Round:
    """The round being paired: whether it is the last one (article 6), and the compatibility of the
    pairs asked so far (the procedure asks about the same pairs many times)."""

    def __init__(self, last_round: bool) -> None:
        self.last_round = last_round
        self._known: dict[tuple[int, int], bool] = {}
        """By the identities of the two players (the same objects throughout the round)."""

    def compatible(self, a: LimPlayer, b: LimPlayer) -> bool:
        known = self._known.get((id(a), id(b)))
        if known is None:
            known = self._known[(id(a), id(b))] = self._known[(id(b), id(a))] = compatible(
                a, b, self.last_round
            )
        return known


def pair_round(tournament: Tournament, round_number: int | None = None) -> Pairing:
    """Pair ``round_number`` (None: the next round) by the Lim System.

    Players with a bye or absence entry in that round, or listed in ``absent_next_round``, are not
    paired. Raises :class:`engine.errors.NoLegalPairingError` when no pairing of compatible players
    (2.1) exists.
    """
    r = round_number if round_number is not None else round_to_pair(tournament)
    players = build_players(tournament, r)
    rnd = _Round(tournament.number_of_rounds is not None and r >= tournament.number_of_rounds)
    bye = None
    rest = list(players)
    if len(rest) % 2:
        chosen = choose_bye(rest, rnd.last_round, round_one=r == 1)
        bye = chosen.number
        rest = [p for p in rest if p is not chosen]
    elif not completable(rest, rnd.compatible):
        raise _no_pairing(len(rest))
    median = median_score(tournament, r)
    made = pair_scoregroups(rest, median, rnd.last_round, maxi_tournament(tournament))
    initial = tournament.initial_colour or Colour.WHITE
    boards = []
    for a, b in sorted(made, key=lambda pair: board_key(*pair)):
        if colour_of(a, b, initial, median_or_above(a, b, median)) is Colour.WHITE:
            boards.append(Board(a.number, b.number))
        else:
            boards.append(Board(b.number, a.number))
    return Pairing(r, tuple(boards), bye)


def _no_pairing(count: int) -> NoLegalPairingError:
    return NoLegalPairingError(
        translate(
            "LimRefusal", "no pairing of compatible players (art. 2.1) exists for the {count} players"
        ).format(count=count)
    )


def board_key(a: LimPlayer, b: LimPlayer) -> tuple[Fraction, Fraction, int]:
    """C.04.2 (2026) art. 3.6 board order: the higher player's score, then the lower's, then TPN."""
    higher, lower = (a, b) if (a.score, -a.tpn) > (b.score, -b.tpn) else (b, a)
    return (-higher.score, -lower.score, higher.tpn)


def bye_order(players: Sequence[LimPlayer], round_one: bool = False) -> list[LimPlayer]:
    """The candidates for the pairing-allocated bye, best first: those who may receive it (C.04.1
    art. 4), the lowest scoregroup first, in it the lowest rank (1.1: the largest pairing number).
    In round one the lowest rated player (7.1: "the lowest rated player in the Pairing List is given
    the Bye"; an unrated player counts as rated 0), the lowest rank among equal ratings."""
    eligible = [p for p in players if p.state.bye_eligible]
    if round_one:
        return sorted(eligible, key=lambda p: (p.score, p.rating, -p.tpn))
    return sorted(eligible, key=lambda p: (p.score, -p.tpn))


def choose_bye(players: Sequence[LimPlayer], last_round: bool, round_one: bool = False) -> LimPlayer:
    """1.1 (round one: 7.1): the first candidate of :func:`bye_order` whose absence leaves a complete
    pairing."""
    rnd = _Round(last_round)
    for candidate in bye_order(players, round_one):
        if completable([p for p in players if p is not candidate], rnd.compatible):
            return candidate
    raise _no_pairing(len(players))


def pair_scoregroups(
    players: Sequence[LimPlayer], median: Fraction, last_round: bool, maxi: bool = False
) -> list[Pair]:
    """Steps 2 and 3 of the module on an even number of players who can all be paired (``maxi``: the
    event is a Maxi-tournament, :func:`engine.lim.state.maxi_tournament`)."""
    rnd = _Round(last_round)
    groups: dict[Fraction, list[LimPlayer]] = {}
    for p in sorted(players, key=lambda p: p.tpn):
        groups.setdefault(p.score, []).append(p)
    above = sorted((s for s in groups if s > median), reverse=True)
    below = sorted(s for s in groups if s < median)
    middle = groups.get(median, [])
    upper: list[Pair] = []
    lower: list[Pair] = []
    down = _pair_side([groups[s] for s in above], middle, True, rnd, upper, maxi)
    up = _pair_side([groups[s] for s in below], middle, False, rnd, lower, maxi)
    while True:
        members = middle + down + up
        if completable(members, rnd.compatible):
            pairs, _ = pair_scoregroup(Scoregroup(middle, down, up, (), True, maxi), rnd.compatible)
            return upper + lower + pairs
        crack_lower = bool(lower) and (len(down) > len(up) or not upper)
        side = lower if crack_lower else upper
        if not side:  # cannot happen: every player was completable at the start
            raise _no_pairing(len(players))
        cracked = side.pop()
        if crack_lower:
            up = up + list(cracked)
        else:
            down = down + list(cracked)


def _pair_side(
    groups: list[list[LimPlayer]],
    middle: list[LimPlayer],
    downward: bool,
    rnd: _Round,
    made: list[Pair],
    maxi: bool,
) -> list[LimPlayer]:
    """One side of the median, in the order of 2.2; the floaters it hands to the Median Scoregroup."""
    incoming: list[LimPlayer] = []
    for i, residents in enumerate(groups):
        adjacent = groups[i + 1] if i + 1 < len(groups) else middle
        pairs, incoming = pair_scoregroup(
            Scoregroup(residents, incoming, (), adjacent, downward, maxi), rnd.compatible
        )
        made.extend(pairs)
    return incoming
