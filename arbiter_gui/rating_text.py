"""The rating calculation of one player as text, in the window's language (the rating panel of End of
event). The same lines as ``engine.rating.text`` (the CLI's, in English), with translated words; the
first-rating explanation and the reasons a game is not rated stay the engine's English."""

from __future__ import annotations

from collections.abc import Mapping

from arbiter_gui.catalogue import translate
from arbiter_gui.labels import k_rule_text
from engine.model import PairingNumber
from engine.rating.change import RatingChange
from engine.rating.report import FirstRating
from engine.tiebreaks.formatting import format_value


def _pts(value: object) -> str:
    return format_value(value, halves=True)  # type: ignore[arg-type]


def change_lines(c: RatingChange, names: Mapping[PairingNumber, str]) -> list[str]:
    """A rated player's calculation game by game (B.02 8.3)."""
    rule = k_rule_text(c.k_rule) if c.k_rule else f"K = {c.k}"
    lines = [
        translate("RatingText", "#{number} {name}, rating {rating}; {rule}").format(
            number=c.number, name=c.name, rating=c.rating, rule=rule
        )
    ]
    heads = (
        translate("RatingText", "rd"),
        translate("RatingText", "opponent"),
        translate("RatingText", "rating"),
        "D",
        translate("RatingText", "used"),
        "PD",
        translate("RatingText", "score"),
        translate("RatingText", "delta"),
    )
    lines.append(
        f"  {heads[0]:>2}  {heads[1]:<32}{heads[2]:>6}{heads[3]:>6}{heads[4]:>6}{heads[5]:>6}"
        f"{heads[6]:>7}{heads[7]:>8}"
    )
    for g in c.games:
        lines.append(
            f"  {g.round:>2}  {names.get(g.opponent, '')[:30]:<30} {g.opponent_rating:>6} {g.difference:>5} "
            f"{g.used_difference:>5} {float(g.expected):>5.2f} {_pts(g.score):>6} {float(g.delta):>+7.2f}"
        )
    for s in c.skipped:
        if s.opponent is not None:
            text = translate("RatingText", "not rated v {opponent}: {reason}").format(
                opponent=names.get(s.opponent, ""), reason=s.reason.value
            )
        else:
            text = translate("RatingText", "not rated: {reason}").format(reason=s.reason.value)
        lines.append(f"  {s.round:>2}  {text}")
    lines.append(
        "  "
        + translate(
            "RatingText",
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
        translate("RatingText", "#{number} {name}, unrated: first rating (8.2)").format(
            number=f.number, name=f.name
        )
    ]
    for g in f.games:
        lines.append(
            f"  {g.round:>2}  {names.get(g.opponent, '')[:30]:<30} {g.opponent_rating:>6}  {_pts(g.score)}"
        )
    lines.append("  " + f.result.explain())
    return lines
