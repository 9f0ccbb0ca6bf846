"""Standings rows for the window: the event's standings (``engine.standings.event_standings``, the
same policy as the printed documents and the TRF export) joined with the players' registration data.

Headless: it takes an ``engine.model.Tournament``, so tests compare it with paper and files without
a window. A tie-break that cannot be computed raises ``TieBreakError`` (an ``ArbiterError``), which
the window shows as such; there is no second way of ranking.
"""

from __future__ import annotations

from arbiter_gui.models.standings import StandingRow
from engine.model import Tournament
from engine.standings import event_standings


def standings_rows(
    tournament: Tournament, after_round: int | None
) -> tuple[list[StandingRow], tuple[str, ...], str]:
    """(rows, tie-break codes shown, a note for the arbiter) after ``after_round`` rounds.

    The note names the policy (C.07 edition and why, tie-break list and where it came from) and says
    when places are shared.
    """
    if not tournament.players:
        return [], (), ""
    table = event_standings(tournament, after_round)
    by_number = tournament.by_number()
    rows = []
    for s in table.rows:
        p = by_number[s.number]
        rows.append(
            StandingRow(
                rank=s.rank,
                number=int(s.number),
                name=s.name,
                title=p.title,
                rating=p.rating,
                federation=p.federation,
                points=s.points,
                tiebreaks=s.values,
                place=s.place,
            )
        )
    note = table.policy.describe()
    if any(s.shared for s in table.rows):
        note += ". Places shared when points and every tie-break are equal (C.07 art. 4)."
    for extra in table.notes:
        note += f". {extra}"
    return rows, table.policy.codes, note
