"""Why a tie-break has its value: the contributions that were summed, averaged or cut.

The GUI shows these rows ("round 3, dummy opponent, score 4½, cut"); the printer can print them.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction

from engine.i18n import translate
from engine.model import PairingNumber
from engine.phrase import shown
from engine.tiebreaks.record import UnplayedCategory
from engine.tiebreaks.spec import Modifier, TieBreakSpec

Value = Fraction | int
"""A tie-break value: exact points (Fraction) or a whole number (counts, ratings, ranks)."""


@dataclass(frozen=True, slots=True)
class Contribution:
    """One element of a tie-break: usually one round of the player.

    ``opponent`` is the opponent met (None with ``dummy`` True for an unplayed round evaluated
    against the dummy of C.07 16.4); ``opponent_score`` is the score used for them (the 16.3
    adjusted score, or the dummy's score); ``points`` what the player scored in that round.
    """

    round: int | None
    value: Value
    opponent: PairingNumber | None = None
    dummy: bool = False
    kind: str = ""
    category: UnplayedCategory | None = None
    opponent_score: Fraction | None = None
    points: Fraction | None = None
    vur: bool = False
    cut: bool = False
    note: str = ""


@dataclass(frozen=True, slots=True)
class Explanation:
    """A tie-break value with the contributions it came from."""

    spec: TieBreakSpec
    player: PairingNumber
    value: Value | None
    """None: the tie-break does not apply to the player (Direct Encounter without encounters, 6.1)."""
    contributions: tuple[Contribution, ...] = ()
    method: str = ""
    """How the contributions make the value (e.g. "sum of the uncut contributions")."""

    def lines(self) -> list[str]:
        """Plain-text rows for a terminal, the window or a printout, in the language in force
        (:func:`engine.i18n.translate`; English without a translator)."""
        from engine.tiebreaks.formatting import format_value

        value = (
            translate("TieBreakExplanation", "no value") if self.value is None else format_value(self.value)
        )
        out = [
            translate("TieBreakExplanation", "{tiebreak} of player {player} = {value}  ({method})").format(
                tiebreak=self.spec.label, player=self.player, value=value, method=shown(self.method)
            )
        ]
        for c in self.contributions:
            where = (
                translate("TieBreakExplanation", "round {round}").format(round=c.round)
                if c.round is not None
                else "-"
            )
            if c.dummy:
                who = translate("TieBreakExplanation", "dummy")
            elif c.opponent is not None:
                who = translate("TieBreakExplanation", "opponent {opponent}").format(opponent=c.opponent)
            else:
                who = ""
            parts = [where, who, shown(c.kind)]
            if c.category is not None:
                parts.append(f"C.07 {c.category.value}")
            if c.opponent_score is not None:
                parts.append(
                    translate("TieBreakExplanation", "score {score}").format(
                        score=format_value(c.opponent_score)
                    )
                )
            if c.points is not None:
                parts.append(
                    translate("TieBreakExplanation", "scored {points}").format(points=format_value(c.points))
                )
            parts.append(f"-> {format_value(c.value)}")
            if c.cut:
                parts.append(translate("TieBreakExplanation", "CUT", "a contribution the cut removed"))
            if c.note:
                parts.append(shown(c.note))
            out.append("  " + ", ".join(p for p in parts if p))
        return out


def apply_cuts(
    items: Sequence[Contribution],
    modifier: Modifier | None,
    significance: Callable[[Contribution], tuple[Fraction | int, ...]],
    vur_exception: bool,
) -> tuple[Contribution, ...]:
    """Mark the contributions removed by Cut-1/Cut-2/Median-1/Median-2 (C.07 14.1-14.4, 16.5).

    ``significance`` orders the elements from least to most significant (BH: the value; SB: the
    opponent's score, then the product, 14.1.1). With ``vur_exception`` (BH, FB, SB: art. 16.5.1),
    each low cut removes the lowest contribution coming from a VUR instead of the least
    significant value, when the player has one and it is not lower than the least significant
    value ("cut the higher of these two values"); 16.5.2: again for each further cut. The most
    significant values are then cut (14.3, 14.4: "in that order").
    """
    if modifier is None:
        return tuple(items)
    remaining = list(range(len(items)))
    cut: set[int] = set()
    for _ in range(modifier.low):
        if not remaining:
            break
        least = min(remaining, key=lambda i: (significance(items[i]), i))
        chosen = least
        if vur_exception:
            vurs = [i for i in remaining if items[i].vur]
            if vurs:
                lowest_vur = min(vurs, key=lambda i: (items[i].value, i))
                if items[lowest_vur].value >= items[least].value:
                    chosen = lowest_vur
        remaining.remove(chosen)
        cut.add(chosen)
    for _ in range(modifier.high):
        if not remaining:
            break
        most = max(remaining, key=lambda i: (significance(items[i]), -i))
        remaining.remove(most)
        cut.add(most)
    return tuple(replace(c, cut=True) if i in cut else c for i, c in enumerate(items))


def uncut_sum(items: Sequence[Contribution]) -> Fraction:
    """The exact sum of the contributions not cut, added over their common denominator (one
    reduction, not one per addition as ``sum`` of fractions does: the standings of a 1,000-player
    event add some 35,000 contributions)."""
    values = [c.value for c in items if not c.cut]
    common = 1
    for v in values:
        d = v.denominator
        if common % d:
            common = common * d // math.gcd(common, d)
    return Fraction(sum(v.numerator * (common // v.denominator) for v in values), common)
