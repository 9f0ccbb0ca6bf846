"""The pairing criteria of C.04.3 (2025/2026 text) packed, in priority order, into edge weights.

A candidate pairing of the bracket being paired, together with a completion of all the lower
players, is a matching of the graph whose vertices are the players still to be paired. Each edge
carries one integer made of fields, highest priority first; a maximum-weight matching therefore
optimises the criteria lexicographically (C.04.3 art. 3.8.1: a candidate is better if it better
satisfies a criterion of higher priority). The field list below reads like art. 2.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from fractions import Fraction

from engine.dutch.colours import preferences_compatible
from engine.dutch.state import Float, PlayerState
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
    played_rounds: int
    completion_shift: int
    """Where the [C4] field starts: the total width of the fields below it (see :func:`edge_weight`)."""

    def score_unit(self, score: Fraction) -> int:
        return 1 << self.score_shift[score]


def make_layout(states: list[PlayerState], played_rounds: int) -> Layout:
    counts: dict[Fraction, int] = {}
    for s in states:
        counts[s.pairing_score] = counts.get(s.pairing_score, 0) + 1
    shift = 0
    shifts: dict[Fraction, int] = {}
    for score in sorted(counts):
        shifts[score] = shift
        shift += counts[score].bit_length()
    count_bits = (len(states) + 1).bit_length() + 2
    score_bits = shift + 2
    # Below [C4]: C6, C7, C8 (two fields), C9, C10-C13 (7 count and 2 score fields), then the
    # float criteria present this round.
    below = 7 * count_bits + 2 * score_bits
    if played_rounds >= 1:
        below += 2 * count_bits + 2 * score_bits  # C14, C15, C18, C19
    if played_rounds >= 2:
        below += 2 * count_bits + 2 * score_bits  # C16, C17, C20, C21
    return Layout(count_bits, score_bits, shifts, played_rounds, below)


def completion_field(higher: PlayerState, lower: PlayerState, bye_score: Fraction | None) -> int:
    """The [C4] field of an edge: 1, plus 1 for each player who may not receive the PAB ([C2]/[C5]).

    It is the whole weight of an edge whose lower player is below the next bracket (no other field
    applies there), and it is *separable*: a sum of one term per player. That is what lets a bracket
    be paired without the players below the next bracket in the graph (see ``process``).
    """
    return 1 + completion_term(higher, bye_score) + completion_term(lower, bye_score)


def completion_term(p: PlayerState, bye_score: Fraction | None) -> int:
    """A player's term of :func:`completion_field`: 1 when he may not receive the PAB ([C2]/[C5])."""
    return int(not bye_candidate(p, bye_score))


@dataclass(frozen=True, slots=True)
class EdgeContext:
    """What the weight of an edge depends on beyond the two players."""

    lower_in_current: bool
    lower_in_next: bool
    bye_score: Fraction | None
    """Score of the PAB assignee ([C5]); None when the number of players is even."""
    c9_active: bool
    played_rank: Mapping[int, int]


def bye_candidate(p: PlayerState, bye_score: Fraction | None) -> bool:
    """May receive the PAB: [C2] and not above the minimal possible assignee score ([C5])."""
    return p.bye_eligible and (bye_score is None or p.pairing_score <= bye_score)


# ---- colour criteria [C10]-[C13], for a pair inside the current bracket ---------------------------


def c10_ok(a: PlayerState, b: PlayerState) -> bool:
    """[C10] no topscorer (or opponent) gets a colour difference beyond +-2."""
    return not a.absolute_imbalance or not b.absolute_imbalance or a.preference is not b.preference


def c11_ok(lower: PlayerState, higher: PlayerState) -> bool:
    """[C11] no topscorer (or opponent) gets the same colour three times in a row."""
    if not lower.absolute or not higher.absolute or lower.preference is not higher.preference:
        return True
    if lower.imbalance == higher.imbalance:
        return lower.repeated is Colour.NONE or lower.repeated is not higher.repeated
    loser = higher if lower.imbalance > higher.imbalance else lower
    return loser.repeated is not lower.preference.opposite


def c12_ok(a: PlayerState, b: PlayerState) -> bool:
    """[C12] both players get their colour preference."""
    return preferences_compatible(a.preference, b.preference)


def c13_ok(a: PlayerState, b: PlayerState) -> bool:
    """[C13] no player misses a strong colour preference."""
    return (
        (not a.strong and not a.absolute)
        or (not b.strong and not b.absolute)
        or (a.absolute and b.absolute)
        or a.preference is not b.preference
    )


def player_kind(p: PlayerState) -> tuple[object, ...]:
    """Everything :func:`edge_weight` reads of a player, apart from whom they may meet."""
    return (
        p.pairing_score,
        p.preference,
        p.absolute,
        p.strong,
        p.imbalance,
        p.repeated,
        p.bye_eligible,
        p.played_games,
        p.float_1,
        p.float_2,
    )


def edge_weight(
    higher: PlayerState,
    lower: PlayerState,
    ctx: EdgeContext,
    layout: Layout,
    compatible: Callable[[PlayerState, PlayerState], bool],
) -> int:
    """The weight of the edge ``higher``-``lower`` (``higher`` ranks above ``lower``); 0 = forbidden."""
    if not compatible(higher, lower):
        return 0
    cb, sb = layout.count_bits, layout.score_bits
    cur, nxt = ctx.lower_in_current, ctx.lower_in_next
    hs, ls = higher.pairing_score, lower.pairing_score
    fields: list[tuple[int, int]] = []
    # [C4] completion of the round-pairing, with [C2]/[C5]: the unpaired player must be a bye candidate.
    fields.append((completion_field(higher, lower, ctx.bye_score), cb))
    # [C6] maximise the number of pairs in the current bracket.
    fields.append((int(cur), cb))
    # [C7] maximise the scores paired in the current bracket (minimise the downfloaters' scores).
    fields.append((layout.score_unit(hs) if cur else 0, sb))
    # [C8] the following bracket: number of its pairs, then the scores paired in it.
    fields.append((int(nxt), cb))
    fields.append((layout.score_unit(hs) if nxt else 0, sb))
    # [C9] minimise the unplayed games of the PAB assignee (only when the bracket's single downfloater
    # is bound to receive it).
    c9 = 0
    if ctx.c9_active and ctx.bye_score is not None:
        if hs == ctx.bye_score:
            c9 += ctx.played_rank[higher.played_games]
        if ls == ctx.bye_score:
            c9 += ctx.played_rank[lower.played_games]
    fields.append((c9, cb))
    # [C10]-[C13] colours, for pairs of the current bracket.
    fields.append((int(cur and c10_ok(lower, higher)), cb))
    fields.append((int(cur and c11_ok(lower, higher)), cb))
    fields.append((int(cur and c12_ok(lower, higher)), cb))
    fields.append((int(cur and c13_ok(lower, higher)), cb))
    pr = layout.played_rounds
    if pr >= 1:
        # [C14] resident downfloaters who had a downfloat the previous round.
        v = 0
        if cur:
            v = int(lower.float_1 is Float.DOWN) + int(hs <= ls and higher.float_1 is Float.DOWN)
        fields.append((v, cb))
        # [C15] MDP opponents who had an upfloat the previous round.
        fields.append((int(cur and not (hs > ls and lower.float_1 is Float.UP)), cb))
    if pr >= 2:
        # [C16], [C17]: the same, two rounds before.
        v = 0
        if cur:
            v = int(lower.float_2 is Float.DOWN) + int(hs <= ls and higher.float_2 is Float.DOWN)
        fields.append((v, cb))
        fields.append((int(cur and not (hs > ls and lower.float_2 is Float.UP)), cb))
    if pr >= 1:
        # [C18] score differences of MDPs who had a downfloat the previous round.
        v = 0
        if cur:
            v = (layout.score_unit(ls) if lower.float_1 is Float.DOWN else 0) + (
                layout.score_unit(hs) if higher.float_1 is Float.DOWN else 0
            )
        fields.append((v, sb))
        # [C19] score differences of MDP opponents who had an upfloat the previous round.
        ok = cur and not (lower.float_1 is Float.UP and hs > ls)
        fields.append((layout.score_unit(hs) if ok else 0, sb))
    if pr >= 2:
        # [C20], [C21]: the same, two rounds before.
        v = 0
        if cur:
            v = (layout.score_unit(ls) if lower.float_2 is Float.DOWN else 0) + (
                layout.score_unit(hs) if higher.float_2 is Float.DOWN else 0
            )
        fields.append((v, sb))
        ok = cur and not (lower.float_2 is Float.UP and hs > ls)
        fields.append((layout.score_unit(hs) if ok else 0, sb))
    result = 0
    for value, width in fields:
        result = (result << width) | value
    return result
