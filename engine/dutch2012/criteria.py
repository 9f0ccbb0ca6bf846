"""The quality order of the 2012 text packed, in priority order, into edge weights.

C.04.3.1 (2012) A.11 defines the quality of a bracket's pairing in descending priority: the number
of pairs, the closeness of the scores of the players paired, the pairs fulfilling the colour
preferences, the criteria for downfloaters, those for upfloaters. C.10 and C.14 say in which order
the requirements are relaxed, which is the same order read backwards:

1. the bracket's pairs: moved-down players paired (M1, C.14.b2), then pairs (P1, C.14.a);
2. the closeness of scores: the scores of the floaters (A.7.d "floaters with a higher score"),
   and in the lowest bracket the B3-factor of D.4 (the bye a game one point below the lowest);
3. when C.12 pairs a bracket again: the moved-down players the next bracket can pair with its
   floaters, then, when one of them has no opponent there (C.1), all the pairs it can make;
4. B.2 for top scorers (dropped last, C.10.g), A.7.d in odd rounds (C.10.f);
5. X, then Z in even rounds (C.10.e): pairs not fulfilling the colour preferences;
6. when C.12 pairs a bracket again only because the next one cannot make P1 pairs: the pairs the
   next bracket can make (a bracket's colours are not spoilt for them, its floaters' criteria
   are: see :meth:`engine.dutch2012.process.RoundPairer.backtrack`);
7. B.5 then B.6 for downfloaters (C.10.d, C.10.c), B.5 then B.6 for upfloaters (C.10.b, C.10.a).

When the lowest bracket is paired, or a bracket above it paired again for it (C.13), the completion
of the round sits above all of them (:func:`completion_weight`: everyone paired but one player
allowed the bye, B.1.b). Each edge carries one integer made of fields, highest priority first, so a
maximum-weight matching optimises the fields lexicographically.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

from engine.dutch2012.state import Float, PlayerState, Strength
from engine.model import Colour


@dataclass(frozen=True, slots=True)
class Layout:
    """Bit widths shared by every edge of one round."""

    count_bits: int
    """Room for a count of players summed over a matching."""
    score_bits: int
    """Room for the score-weighted fields (one sub-field per score level)."""
    score_shift: Mapping[Fraction, int]
    """Where each pairing score's sub-field starts (lowest score at 0)."""
    b3_bits: int
    """Room for the B3-factor field summed over a matching (D.4)."""
    scale: int
    """Scores times ``scale`` are integers (half points: 2)."""
    low_score: Fraction
    """The lowest pairing score of the round: the bye's virtual opponent has one point less (D.4)."""
    max_square: int
    even_round: bool

    def score_unit(self, score: Fraction) -> int:
        return 1 << self.score_shift[score]

    def square(self, a: Fraction, b: Fraction) -> int:
        d = (a - b) * self.scale
        assert d.denominator == 1
        return int(d) * int(d)


def make_layout(states: list[PlayerState], round_number: int) -> Layout:
    counts: dict[Fraction, int] = {}
    for s in states:
        counts[s.pairing_score] = counts.get(s.pairing_score, 0) + 1
    shift = 0
    shifts: dict[Fraction, int] = {}
    for score in sorted(counts):
        shifts[score] = shift
        shift += counts[score].bit_length() + 1
    scale = 2
    for score in counts:
        while (score * scale).denominator != 1:
            scale *= 2 if (score * scale * 2).denominator == 1 else (score * scale).denominator
    low = min(counts, default=Fraction(0))
    high = max(counts, default=Fraction(0))
    span = int((high - low + 1) * scale)
    max_square = span * span
    n = len(states)
    return Layout(
        count_bits=(n + 1).bit_length() + 2,
        score_bits=shift + 2,
        score_shift=shifts,
        b3_bits=(3 * max_square * (n + 1)).bit_length() + 2,
        scale=scale,
        low_score=low,
        max_square=max_square,
        even_round=round_number % 2 == 0,
    )


@dataclass(frozen=True, slots=True)
class EdgeKind:
    """Where an edge lies with respect to the bracket being paired."""

    current: bool
    """Both players in the bracket, and the pair is one the bracket may make."""
    following: bool
    """The lower player belongs to the next score group (C.12: what the next bracket can pair)."""
    moved_down: bool
    """The higher player is a moved-down player of a heterogeneous bracket (A.3)."""
    lowest: bool
    """The bracket is the lowest one: the B3-factor of D.4 applies."""
    short_of_pairs: bool = False
    """With ``following``: C.12 for a next bracket that cannot make P1 pairs (not for a moved-down
    player without an opponent there): its pairs other than the moved-down players' weigh only
    after the colours."""
    joined_homogeneous: bool = False
    """The bracket is a lowest bracket joined by C.13 and treated as homogeneous (D.4)."""
    higher_resident: bool = True
    """The higher player belongs to the bracket's own score group (not moved down into it)."""
    lower_resident: bool = True


def b1a_violation(a: PlayerState, b: PlayerState) -> bool:
    """B.1.a: the two have met already (or may not meet: a forbidden pair, TRF 260 / XXP)."""
    return b.number in a.forbidden or a.number in b.forbidden


def b2_violation(a: PlayerState, b: PlayerState) -> bool:
    """B.2: two players with the same absolute colour preference (allowed only for top scorers)."""
    return a.absolute and b.absolute and a.preference is b.preference


def b2_binds(a: PlayerState, b: PlayerState) -> bool:
    """B.2 forbids the pair: the same absolute colour preference, and neither is a top scorer (the
    B.2 note lets top scorers meet so, C.10.g)."""
    return b2_violation(a, b) and not (a.topscorer or b.topscorer)


def a7d_violation(a: PlayerState, b: PlayerState) -> bool:
    """A.7.d (odd rounds): two players with the same strong or absolute preference, one strong,
    would meet although a strong preference is to be treated like an absolute one."""
    return (
        a.preference is b.preference
        and a.preference is not Colour.NONE
        and a.strength >= Strength.STRONG
        and b.strength >= Strength.STRONG
        and (a.strong or b.strong)
    )


def x_violation(a: PlayerState, b: PlayerState) -> bool:
    """A.8.a / X: the pair does not fulfil both colour preferences (A.7), mild ones included.

    A.7.e lets a mild preference in an even round count as either colour only for Z (and Z1): the
    reference engine counts it in X as it is (treating it as free loses 305 of the 1403 rounds of
    the corpus, see ``docs/editions.md``).
    """
    return a.preference is b.preference and a.preference is not Colour.NONE


def z_violation(a: PlayerState, b: PlayerState) -> bool:
    """A.8.b / Z (even rounds): the pair does not fulfil both strong colour preferences (A.7.e)."""
    return (
        a.preference is b.preference
        and a.preference is not Colour.NONE
        and a.strength >= Strength.STRONG
        and b.strength >= Strength.STRONG
    )


def bye_cost(p: PlayerState, layout: Layout) -> int:
    """D.4: the bye is a game against a virtual opponent one point below the lowest score."""
    return layout.square(p.pairing_score, layout.low_score - 1)


def completion_weight(a: PlayerState, b: PlayerState) -> int:
    """Every pair counts, and more for players who may not receive the bye (B.1.b): a best
    matching pairs everyone but one player allowed the bye (separable: one term per player)."""
    return 1 + (not a.bye_eligible) + (not b.bye_eligible)


def player_kind(p: PlayerState) -> tuple[object, ...]:
    """Everything :func:`edge_weight` reads of a player, apart from whom they may meet."""
    return (
        p.pairing_score,
        p.preference,
        p.strength,
        p.bye_eligible,
        p.float_1,
        p.float_2,
        p.topscorer,
    )


def _fields(higher: PlayerState, lower: PlayerState, kind: EdgeKind, layout: Layout) -> list[tuple[int, int]]:
    """The quality fields of an edge, most significant first: (value, width)."""
    cb, sb = layout.count_bits, layout.score_bits
    cur = kind.current
    nxt = kind.following
    mdp = cur and kind.moved_down
    hs, ls = higher.pairing_score, lower.pairing_score
    fields: list[tuple[int, int]] = []
    # M1: moved-down players paired (C.14.b: M1 is reduced only when no remainder was reached).
    fields.append((int(mdp), cb))
    # P: pairs in the bracket (C.14.a).
    fields.append((int(cur), cb))
    # Floaters with the lowest scores (A.7.d: "floaters with a higher score"; B.2 note): the
    # scores of the players paired, the highest counting most. In the lowest bracket the bye is
    # scored by the B3-factor instead.
    fields.append((layout.score_unit(hs) + layout.score_unit(ls) if cur and not kind.lowest else 0, sb))
    # D.4: in the lowest bracket the B3-factor, the bye a game one point below the lowest score.
    b3 = 0
    if cur and kind.lowest:
        b3 = bye_cost(higher, layout) + bye_cost(lower, layout) + layout.max_square - layout.square(hs, ls)
    fields.append((b3, layout.b3_bits))
    # C.12: the moved-down players the next bracket can pair, then (for a moved-down player without
    # an opponent there, C.1) all the pairs it can make.
    fields.append((int(nxt and kind.moved_down), cb))
    fields.append((int(nxt and not kind.short_of_pairs), cb))
    # B.2 relaxed for top scorers (C.10.g), A.7.d (C.10.f).
    fields.append((int(cur and not b2_violation(higher, lower)), cb))
    fields.append((int(cur and not layout.even_round and not a7d_violation(higher, lower)), cb))
    # X, then Z in even rounds (C.10.e).
    fields.append((int(cur and not x_violation(higher, lower)), cb))
    fields.append((int(cur and layout.even_round and not z_violation(higher, lower)), cb))
    # C.12 (for a next bracket only short of P1 pairs): the pairs it can make, after the colours.
    fields.append((int(nxt and kind.short_of_pairs), cb))
    # B.5 then B.6 for downfloaters (C.10.d, C.10.c: both before the upfloaters' criteria): the
    # residents paired; those left unpaired float down (in the lowest bracket: the one who gets the
    # bye, B.1.b); the moved-down players have floated already.
    b5d = b6d = 0
    if cur:
        count_higher = kind.higher_resident
        count_lower = kind.lower_resident
        b5d = int(count_lower and lower.float_1 is Float.DOWN) + int(
            count_higher and higher.float_1 is Float.DOWN
        )
        b6d = int(count_lower and lower.float_2 is Float.DOWN) + int(
            count_higher and higher.float_2 is Float.DOWN
        )
    fields.append((b5d, cb))
    fields.append((b6d, cb))
    # B.5, B.6 for upfloaters (C.10.b, C.10.a): a moved-down player's opponent in a heterogeneous
    # bracket, and the lower player of unequal scores in a lowest bracket joined by C.13 and treated
    # as homogeneous (D.4; fresh5 jv14m_p11_r08_s09596 r8: JaVaFo 1.4 pairs 4-9 rather than 4-6, 6
    # having floated up in the round before); not in the remainder of a heterogeneous joined one.
    upf = mdp or (cur and kind.joined_homogeneous)
    fields.append((int(cur and not (upf and hs > ls and lower.float_1 is Float.UP)), cb))
    fields.append((int(cur and not (upf and hs > ls and lower.float_2 is Float.UP)), cb))
    return fields


def edge_weight(higher: PlayerState, lower: PlayerState, kind: EdgeKind, layout: Layout) -> int:
    """The quality weight of the edge ``higher``-``lower`` (``higher`` ranks above ``lower``), both
    allowed to meet (B.1.a, B.2)."""
    result = 0
    for value, width in _fields(higher, lower, kind, layout):
        result = (result << width) | value
    return result


def quality_bits(layout: Layout) -> int:
    """The width of :func:`edge_weight`: where the completion of the round goes above it."""
    return 13 * layout.count_bits + layout.score_bits + layout.b3_bits
