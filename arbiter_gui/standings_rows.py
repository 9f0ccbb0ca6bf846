"""Standings rows for the window: ``db``'s standings (``engine.standings``, C.07) joined with the
players' registration data."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from arbiter_gui.models.standings import StandingRow
from arbiter_gui.snapshot import fallback_standings
from engine.model import Tournament


def _standings(tf: Any, after_round: int, codes: Sequence[str]) -> list[Any]:
    """``db``'s standings; straight from ``engine.standings`` if the file layer cannot give them."""
    try:
        return list(tf.standings(after_round=after_round, tiebreaks=list(codes)))
    except (TypeError, AttributeError, NotImplementedError):
        from engine.standings import compute_standings
        from engine.tiebreaks.spec import TieBreakEdition

        t = tf.tournament()
        edition = TieBreakEdition.for_start_date(t.start_date)
        return list(compute_standings(t, list(codes), edition, after_round))


def standings_rows(
    tf: Any, after_round: int, codes: Sequence[str]
) -> tuple[list[StandingRow], tuple[str, ...], str]:
    """(rows, tie-break codes shown, a note for the arbiter) after ``after_round`` rounds.

    ``tf`` is an open ``db.TournamentFile``. A tie-break the engine cannot compute is reported in the
    note and the standings fall back to points (nothing is hidden silently).
    """
    tournament: Tournament = tf.tournament(after_round) if after_round else tf.tournament(0)
    if not tournament.players:
        return [], tuple(codes), ""
    try:
        standings = _standings(tf, after_round, codes)
    except Exception as exc:  # shown to the arbiter as the reason, with points-only standings
        return fallback_standings(tournament), (), f"Tie-breaks not available: {exc}"
    by_number = tournament.by_number()
    rows = []
    for s in standings:
        p = by_number.get(s.number)
        rows.append(
            StandingRow(
                rank=s.rank,
                number=int(s.number),
                name=s.name,
                title=p.title if p else "",
                rating=p.rating if p else 0,
                federation=p.federation if p else "",
                points=s.points,
                tiebreaks=tuple(s.values),
                place=getattr(s, "place", str(s.rank)),
            )
        )
    note = (
        "Places shared when points and every tie-break are equal (C.07 art. 4)."
        if any(r.place and "-" in r.place for r in rows)
        else ""
    )
    return rows, tuple(codes), note
