"""Standings rows for the window: the event's standings (``engine.standings.event_standings``, the
same policy as the printed documents and the TRF export) joined with the players' registration data,
and the crosstable in their order.

Headless: it takes an ``engine.model.Tournament``, so tests compare it with paper and files without
a window, and the window computes it on the worker. A tie-break that cannot be computed raises
``TieBreakError`` (an ``ArbiterError``), which the window shows as such; there is no second way of
ranking.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from arbiter_gui.models.standings import CrossRow, StandingRow
from arbiter_gui.snapshot import crosstable_rows
from engine.errors import ArbiterError
from engine.model import Tournament
from engine.standings import StandingsTable, event_standings
from engine.standings_policy import StandingsPolicy
from texts.catalogue import translate


def standings_rows(
    tournament: Tournament, after_round: int | None
) -> tuple[list[StandingRow], tuple[str, ...], str]:
    """(rows, tie-break codes shown, a note for the arbiter) after ``after_round`` rounds.

    The note names the policy (C.07 edition and why, tie-break list and where it came from) and says
    when places are shared.
    """
    if not tournament.players:
        return [], (), ""
    return table_rows(tournament, event_standings(tournament, after_round))


def table_rows(
    tournament: Tournament, table: StandingsTable
) -> tuple[list[StandingRow], tuple[str, ...], str]:
    """``standings_rows`` of standings computed already."""
    by_number = tournament.by_number()
    rows = []
    for s in table.rows:
        p = by_number[s.number]
        rows.append(
            StandingRow(
                rank=s.rank,
                number=int(s.number),
                name=s.marked_name,
                title=p.title,
                rating=p.rating,
                federation=p.federation,
                points=s.points,
                tiebreaks=s.values,
                place=s.place,
            )
        )
    parts = [policy_text(table.policy)]
    if any(s.shared for s in table.rows):
        parts.append(
            translate(
                "StandingsTables", "Places shared when points and every tie-break are equal (C.07 art. 4)."
            )
        )
    parts += [f"{extra}." for extra in table.notes]
    return rows, table.policy.codes, " ".join(parts)


def policy_text(policy: StandingsPolicy) -> str:
    """The standings policy for the window: the C.07 edition and the tie-breaks, each with where it came
    from, in the window's language (the engine's ``StandingsPolicy.text``)."""
    return policy.text() + "."


@dataclass(frozen=True)
class StandingsTables:
    """What the Standings and Crosstable views show for one state of the file (computed once)."""

    version: int
    """``FileState.version`` they were computed from."""
    after_round: int
    codes: tuple[str, ...]
    rows: tuple[StandingRow, ...]
    note: str
    cross_rounds: int
    cross_rows: tuple[CrossRow, ...]
    complete: int = 0
    """The last complete round, after which the crosstable's places are taken."""
    square: bool = False
    """A round robin's crosstable: one column per opponent (player against player), not per round."""
    computed: tuple[StandingsTable, ...] = ()
    """The engine's standings behind the rows (after ``after_round``, after ``complete``): what the
    printed documents and the TRF export take instead of computing them again."""

    finished: tuple[StandingRow, ...] | None = None
    """While the crosstable's rows are still to be made (:func:`with_crosstable`): the standings after
    ``complete`` they follow; None once made (or when there is none to make)."""

    @property
    def cross_pending(self) -> bool:
        """The crosstable's rows are still to be made (the standings are shown meanwhile)."""
        return self.finished is not None

    def table_after(self, after_round: int) -> StandingsTable | None:
        return next((t for t in self.computed if t.after_round == after_round), None)


def standings_tables(
    tournament: Tournament,
    version: int,
    after_round: int,
    paired: int,
    complete: int,
    crosstable: bool = True,
) -> StandingsTables:
    """The standings after ``after_round``; the crosstable as printed: places and points after the last
    complete round ``complete`` (the event's standings), the cells of every paired round. Without
    ``crosstable`` its rows are left to :func:`with_crosstable` (``cross_pending``)."""
    tables = standings_only(tournament, version, after_round, paired, complete)
    return with_crosstable(tournament, tables) if crosstable else tables


def standings_only(
    tournament: Tournament, version: int, after_round: int, paired: int, complete: int
) -> StandingsTables:
    """:func:`standings_tables` without the crosstable's rows (``cross_pending``): what the window
    shows first, the crosstable's 130,000 cells of a 9,999-player event coming after
    (:func:`with_crosstable`)."""
    if not tournament.players:
        return StandingsTables(version, after_round, (), (), "", paired, (), complete)
    computed: list[StandingsTable] = []
    try:
        finished_table = event_standings(tournament, complete)
    except ArbiterError as exc:  # e.g. a tie-break the event's C.07 edition does not have
        note = translate("StandingsTables", "Standings cannot be computed: {exc}").format(exc=exc)
        return StandingsTables(version, after_round, (), (), note, paired, (), complete)
    computed.append(finished_table)
    finished, finished_codes, finished_note = table_rows(tournament, finished_table)
    if after_round == complete:
        rows, codes, note = finished, finished_codes, finished_note
    else:
        try:
            table = event_standings(tournament, after_round)
        except ArbiterError as exc:  # e.g. standings after a round still being played
            rows, codes, note = (
                [],
                (),
                translate("StandingsTables", "Standings cannot be computed: {exc}").format(exc=exc),
            )
        else:
            computed.append(table)
            rows, codes, note = table_rows(tournament, table)
    square = tournament.round_robin is not None
    return StandingsTables(
        version,
        after_round,
        codes,
        tuple(rows),
        note,
        paired,
        (),
        complete,
        square,
        tuple(computed),
        tuple(finished),
    )


def with_crosstable(tournament: Tournament, tables: StandingsTables) -> StandingsTables:
    """``tables`` with the crosstable's rows, in the order of the standings after ``complete``
    (``tables.finished``); ``tables`` itself when they have them already."""
    if tables.finished is None:
        return tables
    if tables.square:  # player against player
        from arbiter_gui.roundrobin_rows import square_crosstable_rows

        cross = tuple(square_crosstable_rows(tournament, tables.finished, tables.cross_rounds))
    else:
        cross = tuple(crosstable_rows(tournament, tables.finished, tables.cross_rounds))
    return replace(tables, cross_rows=cross, finished=None)
