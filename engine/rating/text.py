"""The rating calculation as text: one player's games line by line (the CLI, the window's panel, the
printed rating report's detail), in the language in force (:func:`engine.i18n.translate`: the window's,
or a document's while it is printed; English without a translator). The numbers are the same in every
language; the column headings and the words are translated."""

from __future__ import annotations

from collections.abc import Mapping

from engine import columns
from engine.i18n import translate
from engine.model import PairingNumber
from engine.phrase import shown
from engine.rating.change import RatingChange
from engine.rating.report import FirstRating
from engine.tiebreaks.formatting import format_value


def _pts(value: object) -> str:
    return format_value(value, halves=True)  # type: ignore[arg-type]


def k_rule_text(c: RatingChange) -> str:
    """The rule of B.02 8.3.3 that gave the player's K (``K = 20`` when none was given)."""
    return shown(c.k_rule) if c.k_rule else f"K = {c.k}"


def change_lines(c: RatingChange, names: Mapping[PairingNumber, str]) -> list[str]:
    """A rated player's calculation game by game (B.02 8.3)."""
    lines = [
        translate("RatingCalculation", "#{number} {name}, rating {rating}; {rule}").format(
            number=c.number, name=c.name, rating=c.rating, rule=k_rule_text(c)
        )
    ]
    heads = (
        translate("RatingCalculation", "rd", "column: round"),
        translate("RatingCalculation", "opponent", "column"),
        translate("RatingCalculation", "rating", "column"),
        "D",
        translate("RatingCalculation", "used", "column: the difference used (400-point rule)"),
        "PD",
        translate("RatingCalculation", "score", "column"),
        translate("RatingCalculation", "delta", "column"),
    )
    lines.append(
        f"  {columns.rjust(heads[0], 2)}  {columns.ljust(heads[1], 32)}{columns.rjust(heads[2], 6)}"
        f"{heads[3]:>6}{columns.rjust(heads[4], 6)}{heads[5]:>6}{columns.rjust(heads[6], 7)}"
        f"{columns.rjust(heads[7], 8)}"
    )
    for g in c.games:
        lines.append(
            f"  {g.round:>2}  {columns.clip(names.get(g.opponent, ''), 30)} {g.opponent_rating:>6} "
            f"{g.difference:>5} "
            f"{g.used_difference:>5} {float(g.expected):>5.2f} {_pts(g.score):>6} {float(g.delta):>+7.2f}"
        )
    for s in c.skipped:
        if s.opponent is not None:
            text = translate("RatingCalculation", "not rated v {opponent}: {reason}").format(
                opponent=names.get(s.opponent, ""), reason=s.reason.text
            )
        else:
            text = translate("RatingCalculation", "not rated: {reason}").format(reason=s.reason.text)
        lines.append(f"  {s.round:>2}  {text}")
    lines.append(
        "  "
        + translate(
            "RatingCalculation",
            "score {score} of {games}, expected {expected}; {sum} x K {k} = {change}, "
            "rounded {rounded} (8.3.4)",
        ).format(
            score=_pts(c.score),
            games=len(c.games),
            expected=f"{float(c.expected):.2f}",
            sum=f"{float(c.sum_delta):+.2f}",
            k=c.k,
            change=f"{float(c.change):+.1f}",
            rounded=f"{c.rounded_change:+d}",
        )
    )
    return lines


def first_rating_lines(f: FirstRating, names: Mapping[PairingNumber, str]) -> list[str]:
    """An unrated player's games against rated opponents and the first rating they give (B.02 8.2)."""
    lines = [
        translate("RatingCalculation", "#{number} {name}, unrated: first rating (8.2)").format(
            number=f.number, name=f.name
        )
    ]
    for g in f.games:
        lines.append(
            f"  {g.round:>2}  {columns.clip(names.get(g.opponent, ''), 30)} "
            f"{g.opponent_rating:>6}  {_pts(g.score)}"
        )
    lines.append("  " + f.result.explain())
    return lines
