"""The rating calculation as text: one player's games line by line (the CLI, the window's panel)."""

from __future__ import annotations

from collections.abc import Mapping

from engine.model import PairingNumber
from engine.rating.change import RatingChange
from engine.rating.report import FirstRating
from engine.tiebreaks.formatting import format_value


def _pts(value: object) -> str:
    return format_value(value, halves=True)  # type: ignore[arg-type]


def change_lines(c: RatingChange, names: Mapping[PairingNumber, str]) -> list[str]:
    """A rated player's calculation game by game (B.02 8.3)."""
    lines = [f"#{c.number} {c.name}, rating {c.rating}; {c.k_rule or f'K = {c.k}'}"]
    lines.append("  rd  opponent                        rating     D  used    PD  score   delta")
    for g in c.games:
        lines.append(
            f"  {g.round:>2}  {names.get(g.opponent, '')[:30]:<30} {g.opponent_rating:>6} {g.difference:>5} "
            f"{g.used_difference:>5} {float(g.expected):>5.2f} {_pts(g.score):>6} {float(g.delta):>+7.2f}"
        )
    for s in c.skipped:
        who = f" v {names.get(s.opponent, '')}" if s.opponent is not None else ""
        lines.append(f"  {s.round:>2}  not rated{who}: {s.reason.value}")
    lines.append(
        f"  score {_pts(c.score)} of {len(c.games)}, expected {float(c.expected):.2f}; "
        f"{float(c.sum_delta):+.2f} x K {c.k} = {float(c.change):+.1f}, rounded {c.rounded_change:+d} (8.3.4)"
    )
    return lines


def first_rating_lines(f: FirstRating, names: Mapping[PairingNumber, str]) -> list[str]:
    """An unrated player's games against rated opponents and the first rating they give (B.02 8.2)."""
    lines = [f"#{f.number} {f.name}, unrated: first rating (8.2)"]
    for g in f.games:
        lines.append(
            f"  {g.round:>2}  {names.get(g.opponent, '')[:30]:<30} {g.opponent_rating:>6}  {_pts(g.score)}"
        )
    lines.append("  " + f.result.explain())
    return lines
