"""Standings rows for the window: the event's standings (``engine.standings.event_standings``, the
same policy as the printed documents and the TRF export) joined with the players' registration data,
and the crosstable in their order.

Headless: it takes an ``engine.model.Tournament``, so tests compare it with paper and files without
a window, and the window computes it on the worker. A tie-break that cannot be computed raises
``TieBreakError`` (an ``ArbiterError``), which the window shows as such; there is no second way of
ranking.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from arbiter_gui.models.standings import CrossRow, StandingRow
from arbiter_gui.snapshot import PointsShown, crosstable_row, crosstable_rows
from engine.errors import ArbiterError
from engine.model import PairingNumber, Tournament
from engine.standings import Standing, StandingsTable, event_standings
from engine.standings_policy import StandingsPolicy
from texts.catalogue import current_language, translate


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
    tournament: Tournament,
    table: StandingsTable,
    before: tuple[StandingsTable, tuple[StandingRow, ...]] | None = None,
) -> tuple[list[StandingRow], tuple[str, ...], str]:
    """``standings_rows`` of standings computed already. ``before``: earlier standings and their
    rows; a line the engine kept from them (the same ``Standing``: ``rank_standings``'s ``base``)
    keeps its row when the player's registration data are the same, so that the window compares
    and repaints only the others."""
    by_number = tournament.by_number()
    kept: dict[int, tuple[Standing, StandingRow]] = {}
    if before is not None and len(before[0].rows) == len(before[1]):
        kept = {s.number: (s, row) for s, row in zip(before[0].rows, before[1], strict=True)}
    rows = []
    for s in table.rows:
        p = by_number[s.number]
        known = kept.get(s.number)
        if known is not None and known[0] is s:
            row = known[1]
            if row.title == p.title and row.rating == p.rating and row.federation == p.federation:
                rows.append(row)
                continue
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
    cross_source: tuple[Tournament, str] | None = field(default=None, compare=False, repr=False)
    """The tournament and the language the crosstable's rows were made of (:func:`with_crosstable`
    keeps the rows of its players that did not change)."""

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
    base: StandingsTables | None = None,
) -> StandingsTables:
    """The standings after ``after_round``; the crosstable as printed: places and points after the last
    complete round ``complete`` (the event's standings), the cells of every paired round. Without
    ``crosstable`` its rows are left to :func:`with_crosstable` (``cross_pending``). ``base``: the
    tables of an earlier state of the file, from which only what changed is computed again (the
    same tables, sooner: ``engine.standings.rank_standings``'s ``base``)."""
    tables = standings_only(tournament, version, after_round, paired, complete, base)
    return with_crosstable(tournament, tables, base) if crosstable else tables


def standings_only(
    tournament: Tournament,
    version: int,
    after_round: int,
    paired: int,
    complete: int,
    base: StandingsTables | None = None,
) -> StandingsTables:
    """:func:`standings_tables` without the crosstable's rows (``cross_pending``): what the window
    shows first, the crosstable's 130,000 cells of a 9,999-player event coming after
    (:func:`with_crosstable`)."""
    if not tournament.players:
        return StandingsTables(version, after_round, (), (), "", paired, (), complete)
    computed: list[StandingsTable] = []
    try:
        finished_table = event_standings(tournament, complete, base=_earlier(base, complete))
    except ArbiterError as exc:  # e.g. a tie-break the event's C.07 edition does not have
        note = translate("StandingsTables", "Standings cannot be computed: {exc}").format(exc=exc)
        return StandingsTables(version, after_round, (), (), note, paired, (), complete)
    computed.append(finished_table)
    finished, finished_codes, finished_note = table_rows(tournament, finished_table, _shown(base, complete))
    if after_round == complete:
        rows, codes, note = finished, finished_codes, finished_note
    else:
        try:
            table = event_standings(tournament, after_round, base=_earlier(base, after_round))
        except ArbiterError as exc:  # e.g. standings after a round still being played
            rows, codes, note = (
                [],
                (),
                translate("StandingsTables", "Standings cannot be computed: {exc}").format(exc=exc),
            )
        else:
            computed.append(table)
            rows, codes, note = table_rows(tournament, table, _shown(base, after_round))
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


def _earlier(base: StandingsTables | None, after_round: int) -> StandingsTable | None:
    """The engine's standings after ``after_round`` among ``base``'s, if it has them."""
    return base.table_after(after_round) if base is not None else None


def _shown(
    base: StandingsTables | None, after_round: int
) -> tuple[StandingsTable, tuple[StandingRow, ...]] | None:
    """``base``'s standings after ``after_round`` with the rows made of them, when it shows them."""
    if base is None or base.after_round != after_round:
        return None
    table = base.table_after(after_round)
    return None if table is None else (table, base.rows)


def with_crosstable(
    tournament: Tournament, tables: StandingsTables, base: StandingsTables | None = None
) -> StandingsTables:
    """``tables`` with the crosstable's rows, in the order of the standings after ``complete``
    (``tables.finished``); ``tables`` itself when they have them already. ``base``: the tables of an
    earlier state, whose rows are kept where nothing they show changed (:func:`_kept_cross_rows`)."""
    if tables.finished is None:
        return tables
    source = (tournament, current_language())
    if tables.square:  # player against player
        from arbiter_gui.roundrobin_rows import square_crosstable_rows

        cross = tuple(square_crosstable_rows(tournament, tables.finished, tables.cross_rounds))
    elif base is not None and _cross_rows_fit(tournament, tables, base):
        cross = tuple(_kept_cross_rows(tournament, tables.finished, tables.cross_rounds, base))
    else:
        cross = tuple(crosstable_rows(tournament, tables.finished, tables.cross_rounds))
    return replace(tables, cross_rows=cross, finished=None, cross_source=source)


def _cross_rows_fit(tournament: Tournament, tables: StandingsTables, base: StandingsTables) -> bool:
    """``base``'s crosstable rows are of the same columns, point system and language."""
    if base.square or not base.cross_rows or base.cross_source is None:
        return False
    before, language = base.cross_source
    return (
        base.cross_rounds == tables.cross_rounds
        and language == current_language()
        and before.point_system == tournament.point_system
        and before.system is tournament.system
        and before.round_robin == tournament.round_robin
    )


def _kept_cross_rows(
    tournament: Tournament, standings: Sequence[StandingRow], rounds: int, base: StandingsTables
) -> list[CrossRow]:
    """``crosstable_rows``, each row of ``base`` kept whose player is the same (the same ``Player``,
    so the same cells' games), with the same rank, points and name, and none of whose opponents
    moved to another rank (a cell shows the opponent's rank): after a result corrected at 9,999
    players, the rows of the players who moved and of their opponents are made again, not 10,000."""
    assert base.cross_source is not None
    before = base.cross_source[0].by_number()
    old_rows = {r.number: r for r in base.cross_rows}
    ranks = {int(s.number): s.rank for s in standings}
    moved = {n for n, r in old_rows.items() if ranks.get(n) != r.rank} | (ranks.keys() - old_rows.keys())
    by_number = tournament.by_number()
    shown = PointsShown(tournament.point_system)
    rows = []
    for s in standings:
        p = by_number.get(PairingNumber(s.number))
        if p is None:
            continue
        old = old_rows.get(s.number)
        if (
            old is not None
            and before.get(p.number) is p
            and old.rank == s.rank
            and old.points == s.points
            and old.name == s.name
            and not any(e.opponent in moved for e in p.rounds[:rounds])
        ):
            rows.append(old)
        else:
            rows.append(crosstable_row(tournament, p, s.rank, s.points, ranks, rounds, shown, s.name))
    return rows
