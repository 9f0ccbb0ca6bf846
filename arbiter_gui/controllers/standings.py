"""Standings and crosstable: computed once per change of the file, on the worker, and shared.

After every change the standings of the new state are computed on the ``STANDINGS`` lane from its
immutable tournament (a newer change cancels the computation of an older one), then both views are
filled from the one result, visible or not, so that switching to them shows them at once. Printing
asks :meth:`StandingsController.current` for the same result.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtWidgets import QWidget

from arbiter_gui.controllers.base import Controller
from arbiter_gui.models.standings import CrossRow, CrosstableModel, StandingsModel
from arbiter_gui.operations import Operations
from arbiter_gui.prompts import Prompts
from arbiter_gui.session import Change, ChangeKind, FileState
from arbiter_gui.snapshot import crosstable_row
from arbiter_gui.standings_rows import StandingsTables, standings_tables, with_crosstable
from arbiter_gui.views.simple import CrosstableView, StandingsView
from arbiter_gui.views.table import fit_columns
from arbiter_gui.worker import STANDINGS, Job, JobContext
from engine.model import PairingNumber
from engine.standings import StandingsTable
from operations.ops_double_swiss import pairs_matches

translate = QCoreApplication.translate

SHOWN_MOST = 2.0
"""The longest (seconds) the standings of a file just shown wait for the window to have painted it
(:func:`after_shown`): a window whose event loop does not run does not keep them waiting for good."""


class StandingsController(Controller):
    """Keeps the Standings and Crosstable views up to date with the file, without blocking the window."""

    def __init__(
        self,
        ops: Operations,
        prompts: Prompts,
        parent: QWidget,
        standings_view: StandingsView,
        standings_model: StandingsModel,
        crosstable_view: CrosstableView,
        crosstable_model: CrosstableModel,
    ) -> None:
        super().__init__(ops, prompts, parent)
        self.standings_view = standings_view
        self.standings_model = standings_model
        self.crosstable_view = crosstable_view
        self.crosstable_model = crosstable_model
        self.choice: int | None = None
        """The round the arbiter picked for the standings; None = follow the last complete round."""
        self.tables: StandingsTables | None = None
        """What the views show now (None: nothing computed yet for the open file)."""
        self._index: tuple[tuple[CrossRow, ...], dict[int, int], dict[int, int]] | None = None
        """The crosstable's rows shown, each one's position and rank by pairing number (``_cross_index``)."""
        self._job: Job | None = None
        self._cross_base: StandingsTables | None = None
        """The last tables shown with their crosstable's rows: the next rows keep theirs where
        nothing they show changed (``with_crosstable``'s ``base``)."""
        self._fitted: tuple[tuple[str, ...] | None, int | None] = (None, None)
        """The tie-break codes and the rounds the columns were last fitted to."""
        self._offered: tuple[int, int] | None = None
        self.computed: list[Callable[[StandingsTables], None]] = []
        """Called on the UI thread each time new tables are shown (tests and printing listen)."""
        standings_view.after_round_changed.connect(self._round_picked)
        self.session.changed.connect(self._changed)

    # -- following the file -------------------------------------------------------------------------
    def _changed(self, state: FileState | None, change: Change) -> None:
        if change.kind is ChangeKind.FILE:
            self.choice = None
            self.tables = None
            self._cross_base = None
            self._offered = None
            self._fitted = (None, None)
            self.standings_view.table.reset()
            self.crosstable_view.table.reset()
            self.standings_model.set_rows([])
            self.crosstable_model.set_rows([])
            self.standings_view.note.setText("")
        if state is None:
            self._cancel()
            self.standings_view.set_rounds(0, 0, 0)
            return
        self._offer_rounds(state)
        if (
            change.kind is ChangeKind.RESULT
            and change.board is not None
            and self._update_cells(state, change)
        ):
            return
        self.compute(just_shown=change.kind is ChangeKind.FILE)

    def _update_cells(self, state: FileState, change: Change) -> bool:
        """A result of a round after the standings shown (the round being played): the standings stay as
        they are, only the two players' crosstable cells change; done here, nothing computed again.
        False when the standings must be computed again."""
        tables, board = self.tables, change.board
        if (
            tables is None
            or board is None
            or self._job is not None
            or tables.version != state.version - 1
            or tables.cross_rounds != state.paired
            or tables.complete != state.complete
            or board.round <= state.complete
            or board.round <= self.after_round(state)
            or self.after_round(state) != tables.after_round
            or not tables.cross_rows
            or tables.square
        ):
            return False
        rows, where, ranks = self._cross_index(tables.cross_rows)
        cross = list(rows)
        updated = []
        for position in sorted({where[n] for n in (board.white_number, board.black_number) if n in where}):
            r = cross[position]
            cross[position] = crosstable_row(
                state.tournament,
                state.player(PairingNumber(r.number)),
                r.rank,
                r.points,
                ranks,
                state.paired,
                name=r.name,
            )
            updated.append(cross[position])
        # only the two rows change: the models are not given every row again (10,000 compared at 9,999
        # players, some 40 ms of the window's time per result typed: issue 32 item 4), and the rows are
        # found through an index kept while their order stays
        self.tables = replace(tables, version=state.version, cross_rows=tuple(cross))
        self._cross_base = self.tables
        self._index = (self.tables.cross_rows, where, ranks)
        self.crosstable_model.update_rows(updated)
        for listener in list(self.computed):
            listener(self.tables)
        return True

    def _cross_index(
        self, rows: tuple[CrossRow, ...]
    ) -> tuple[tuple[CrossRow, ...], dict[int, int], dict[int, int]]:
        """``rows``, each row's position by pairing number and each player's rank (made once for the
        rows of one computation: a typed result changes two cells, not the order)."""
        if self._index is not None and self._index[0] is rows:
            return self._index
        where: dict[int, int] = {}
        for i, r in enumerate(rows):
            where.setdefault(r.number, i)
        self._index = (rows, where, {r.number: r.rank for r in rows})
        return self._index

    def _offer_rounds(self, state: FileState) -> None:
        """The rounds the arbiter may pick (only rebuilt when the paired or complete rounds change)."""
        if self._offered == (state.paired, state.complete):
            return
        self._offered = (state.paired, state.complete)
        self.standings_view.set_rounds(state.paired, self.after_round(state), state.complete)

    def after_round(self, state: FileState) -> int:
        """The round the standings are shown after: the arbiter's pick, else the last complete round."""
        choice = self.choice
        return choice if choice is not None and choice <= state.paired else state.complete

    def _round_picked(self, after: int) -> None:
        state = self.session.state
        self.choice = after
        if state is not None:
            self.compute()

    # -- computing on the worker --------------------------------------------------------------------
    def compute(self, just_shown: bool = False) -> None:
        """Compute the tables of the current state on the worker (the older computation is cancelled).
        ``just_shown``: a file just shown; the job starts at once but computes only once the window has
        painted it (:func:`after_shown`): computed meanwhile, the standings of 9,999 players took
        Python's lock from the UI thread at each of the many calls of its first paint into Python
        (issue 32 item 4: the open's longest stall of the UI thread 298-410 ms of wall clock, 222-268 ms
        once they waited, at load 11-12)."""
        state = self.session.state
        if state is None:
            return
        self._cancel()
        tournament, version = state.tournament, state.version
        after, paired, complete = self.after_round(state), state.paired, state.complete
        base = self.tables  # the engine computes again only what changed since (issue 32 item 4)
        shown = after_shown() if just_shown else None

        def compute(context: JobContext) -> StandingsTables:
            if shown is not None:
                wait_until_shown(shown, context)
            context.check()
            return standings_tables(tournament, version, after, paired, complete, False, base)

        self._job = self.worker.start(
            compute,
            self._show,
            self._failed,
            lane=STANDINGS,
            name=translate("StandingsController", "Standings"),
        )

    def _failed(self, exc: BaseException) -> None:
        self._job = None
        self.errors.failed(
            translate("StandingsController", "Standings"), exc, read_again=False
        )  # reading the file would only fail again

    def _cancel(self) -> None:
        if self._job is not None:
            self._job.cancel()
            self._job = None

    @property
    def up_to_date(self) -> bool:
        """The views show the current state of the file."""
        state, tables = self.session.state, self.tables
        return (
            state is not None
            and tables is not None
            and tables.version == state.version
            and not tables.cross_pending
        )

    def _crosstable(self, tables: StandingsTables) -> None:
        """The crosstable's rows of ``tables`` made on the worker, after their standings are shown."""
        state = self.session.state
        if state is None:
            return
        tournament, base = state.tournament, self._cross_base

        def cross(context: JobContext) -> StandingsTables:
            context.check()
            return with_crosstable(tournament, tables, base)

        self._job = self.worker.start(
            cross,
            self._show,
            self._failed,
            lane=STANDINGS,
            name=translate("StandingsController", "Standings"),
        )

    def _show(self, tables: StandingsTables) -> None:
        """Show what the worker computed: the standings first, then (``cross_pending``: computed next)
        the crosstable; the standings' rows are given again only when they are other rows."""
        state = self.session.state
        self._job = None
        if state is None or tables.version != state.version:
            return  # a newer change is on its way
        shown = self.tables
        self.tables = tables
        if shown is None or shown.rows is not tables.rows or shown.codes != tables.codes:
            self.standings_model.set_tiebreaks(tables.codes)
            self.standings_model.set_rows(tables.rows)
        self.standings_view.note.setText(tables.note)
        fitted_codes, fitted_rounds = self._fitted
        if fitted_codes != tables.codes and tables.rows:  # columns sized once per set of columns
            fit_columns(self.standings_view.table.view, 2)
            fitted_codes = tables.codes
        self._fitted = (fitted_codes, fitted_rounds)
        if tables.cross_pending:
            # the crosstable comes next, once the standings are in their view: started before, the
            # worker's 130,000 cells took Python's lock from the UI thread while it showed them
            self._crosstable(tables)
            return
        self._show_crosstable(tables)
        self._cross_base = tables
        for listener in list(self.computed):
            listener(tables)

    def _show_crosstable(self, tables: StandingsTables) -> None:
        if tables.square:
            self.crosstable_view.legend.setText(
                self.crosstable_view.tr(self.crosstable_view.ROUND_ROBIN_LEGEND)
            )
            self.crosstable_model.set_square(len(tables.cross_rows))
        else:
            event = self.session.state.event if self.session.state is not None else None
            matches = event is not None and pairs_matches(event.round_robin, event.system)
            view = self.crosstable_view
            view.legend.setText(view.tr(view.MATCH_LEGEND if matches else view.SWISS_LEGEND))
            self.crosstable_model.set_rounds(tables.cross_rounds, matches)
        self.crosstable_model.set_rows(tables.cross_rows)
        fitted_codes, fitted_rounds = self._fitted
        columns = self.crosstable_model.columnCount()
        if fitted_rounds != columns and tables.cross_rows:
            fit_columns(self.crosstable_view.table.view, None)
            fitted_rounds = columns
        self._fitted = (fitted_codes, fitted_rounds)

    def shared(self) -> tuple[StandingsTable, ...]:
        """The engine's standings of the current state computed already (after the round shown and
        after the last complete round), for the printed documents and the TRF export; () while they
        are still being computed."""
        return self.tables.computed if self.up_to_date and self.tables is not None else ()

    def current(self, after_round: int) -> StandingsTables | None:
        """The tables shown, if they are of the current state and after ``after_round``."""
        state, tables = self.session.state, self.tables
        if state is None or tables is None or tables.version != state.version:
            return None
        return tables if tables.after_round == after_round else None


IDLE_TICK_MS = 10
"""The tick of :class:`WhenIdle`'s timer (milliseconds)."""
IDLE_TICKS = 3
"""How many ticks in a row :class:`WhenIdle` must see on time (each within twice :data:`IDLE_TICK_MS` of
the one before) to call the event loop idle."""


class WhenIdle(QObject):
    """Sets ``idle`` once the UI thread's event loop has nothing left to do: :data:`IDLE_TICKS` ticks of a
    timer in a row each on time, so that the layouts and the paint of views just given new rows (a zero
    timer, then Qt's update timer) have run; or after :data:`SHOWN_MOST` whatever the ticks. Made on the
    UI thread; it deletes itself once set."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.idle = threading.Event()
        self._on_time = 0
        self._start = self._last = time.perf_counter()
        self._timer = QTimer(self)
        self._timer.setInterval(IDLE_TICK_MS)
        self._timer.timeout.connect(self._tick)
        self._timer.start()

    def _tick(self) -> None:
        now = time.perf_counter()
        on_time = now - self._last < 2 * IDLE_TICK_MS / 1000
        self._on_time = self._on_time + 1 if on_time else 0
        self._last = now
        if self._on_time >= IDLE_TICKS or now - self._start >= SHOWN_MOST:
            self._timer.stop()
            self.idle.set()
            self.deleteLater()


def wait_until_shown(shown: threading.Event, context: JobContext) -> None:
    """On the worker: wait, without Python's lock, until ``shown`` is set, the job is cancelled (a newer
    change, the window closing) or :data:`SHOWN_MOST` has passed."""
    end = time.perf_counter() + SHOWN_MOST
    while not (shown.wait(0.02) or context.cancelled or time.perf_counter() >= end):
        pass


def after_shown() -> threading.Event:
    """An event set once the window has shown what it was just given (:class:`WhenIdle`). Called on the
    UI thread, whose application keeps the timer."""
    return WhenIdle(QCoreApplication.instance()).idle
