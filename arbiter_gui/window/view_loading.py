"""Reading the open file into the views: rows, status lines, titles, which actions are enabled."""

from __future__ import annotations

from arbiter_gui.audit_text import summary
from arbiter_gui.models.audit import AuditRow
from arbiter_gui.models.standings import StandingRow
from arbiter_gui.snapshot import board_rows, crosstable_rows, player_rows
from arbiter_gui.standings_rows import standings_rows
from arbiter_gui.views.table import fit_columns
from arbiter_gui.window.base import AUDIT, CROSSTABLE, STANDINGS, WindowBase
from db.values import RoundInfo
from engine.errors import ArbiterError
from engine.manual_pairing import Severity
from engine.tiebreaks.compute import last_complete_round


class ViewLoading(WindowBase):
    """Reloads what changed from the file; standings, crosstable and audit when shown."""

    def refresh(self, select_round: int | None = None) -> None:
        """Reload what changed from the file. Standings, crosstable and audit are loaded when shown.

        A file that cannot be read any more (removed disk, damage) is reported, not raised into Qt."""
        try:
            self._refresh(select_round)
        except Exception as exc:
            self._refused("Read the tournament file", exc)
        self.publishing.file_changed()  # the projector, the web folder after each round (issue 19)

    def _refresh(self, select_round: int | None) -> None:
        tf = self.tf
        if tf is None:
            return
        self._event = tf.event()
        players = tf.players()
        self._players = {p.id: p for p in players}
        tournament = tf.tournament()
        infos = tf.rounds()
        rounds = [r.number for r in infos]
        self._paired = rounds[-1] if rounds else 0
        complete = max((r.number for r in infos if r.missing_results == 0), default=0)
        self.players_model.set_rows(player_rows(players, tournament, tf.byes()))
        current = self.rounds_view.selected_round()
        target = (
            select_round
            if select_round is not None
            else (current if current in rounds else (rounds[-1] if rounds else None))
        )
        self.rounds_view.set_rounds(rounds, target)
        self._tournament = tournament
        self._load_round()
        # standings after the last complete round, unless the arbiter picked another round to look at
        choice = self._standings_choice
        shown = choice if choice is not None and choice <= self._paired else complete
        self.standings_view.set_rounds(self._paired, shown, complete)
        self._dirty_views = {STANDINGS, CROSSTABLE, AUDIT}
        self._tab_changed(self.tabs.currentIndex())
        self._update_title()
        self._update_actions()

    def _load_round(self) -> None:
        tf = self.tf
        r = self.rounds_view.selected_round()
        if tf is None or r is None:
            self.rounds_view.model.set_rows([])
            self.rounds_view.status.setText("No round paired yet." if tf is not None else "")
            self.rounds_view.warnings.show_warnings(0, None)
            return
        info = tf.round(r)
        self.rounds_view.model.set_rows(board_rows(info, self._players, self._tournament))
        total = self._event.number_of_rounds if self._event else info.number
        status = _round_status(info, is_last=info.number == self._paired, total=total)
        warnings = self._checked.get(pairing_key(info))
        if warnings:
            absolute = sum(1 for w in warnings if w.severity is Severity.ABSOLUTE)
            status = f"\u26a0 {len(warnings)} pairing warning(s), {absolute} absolute \u2014 " + status
        self.rounds_view.status.setText(status)
        self.rounds_view.warnings.show_warnings(info.number, warnings)
        if not self.rounds_view.table.currentIndex().isValid() and self.rounds_view.model.rowCount():
            self.rounds_view.table.go_to_row(0)

    def _standings_round_picked(self, after: int) -> None:
        self._standings_choice = after
        if self.jobs.busy:
            self._dirty_views.add(STANDINGS)
        else:
            self._load_standings()

    def _load_standings(self) -> None:
        tf = self.tf
        if tf is None:
            return
        try:
            rows, codes, note = standings_rows(tf.tournament(), self.standings_view.selected())
        except ArbiterError as exc:  # e.g. a tie-break the event's C.07 edition does not have
            rows, codes, note = [], (), f"Standings cannot be computed: {exc}"
        self.standings_model.set_tiebreaks(codes)
        self.standings_model.set_rows(rows)
        self.standings_view.note.setText(note)
        fit_columns(self.standings_view.table.view, 2)

    def _load_crosstable(self) -> None:
        tf = self.tf
        if tf is None:
            return
        # as printed: places and points after the last complete round (the event's standings), the
        # cells of every paired round
        tournament = tf.tournament()
        rows: list[StandingRow]
        rows, _codes, _note = standings_rows(tournament, last_complete_round(tournament))
        if tournament.round_robin is not None:  # player against player
            from arbiter_gui.roundrobin_rows import square_crosstable_rows

            self.crosstable_view.legend.setText(self.crosstable_view.ROUND_ROBIN_LEGEND)
            self.crosstable_model.set_square(len(rows))
            self.crosstable_model.set_rows(square_crosstable_rows(tournament, rows, self._paired))
            fit_columns(self.crosstable_view.table.view, None)
            return
        self.crosstable_view.legend.setText(self.crosstable_view.SWISS_LEGEND)
        self.crosstable_model.set_rounds(self._paired)
        self.crosstable_model.set_rows(crosstable_rows(tournament, rows, self._paired))
        fit_columns(self.crosstable_view.table.view, None)

    def _load_audit(self) -> None:
        if self.tf is None:
            return
        names = {int(pid): p.name for pid, p in self._players.items()}
        self.audit_model.set_rows([AuditRow(e, summary(e, names)) for e in self.tf.audit_log()])
        fit_columns(self.audit_view.table.view, 4)

    def _tab_changed(self, index: int) -> None:
        if index not in self._dirty_views or self.tf is None or self.jobs.busy:
            return  # while a job writes, the file is not read: the view is loaded after it
        self._dirty_views.discard(index)
        loader = {STANDINGS: self._load_standings, CROSSTABLE: self._load_crosstable, AUDIT: self._load_audit}
        try:
            loader[index]()
        except Exception as exc:
            self._refused("Show " + self.tabs.tabText(index).replace("&", ""), exc)

    def _fit_all(self) -> None:
        fit_columns(self.players_view.table.view, 1)
        self.rounds_view.fit()

    def _update_title(self) -> None:
        tf, event = self.tf, self._event
        if tf is None or event is None:
            return
        self.setWindowTitle(f"{event.name} \u2014 Arbiter Desk")
        self.file_label.setText(str(tf.path))
        n = len(self._players)
        active = sum(1 for p in self._players.values() if not p.is_withdrawn)
        self.players_view.summary.setText(f"{n} players ({active} active)" if n != active else f"{n} players")
        self.players_view.hint.setText(
            "No players yet: Add player (Ctrl+Shift+A) or Import players from CSV; Continue a tournament "
            "from a TRF file is in the File menu."
            if n == 0
            else "Double-click a cell (or F2) to correct it in place; Ctrl+Z undoes. When everyone is here: "
            "Pair round 1 (Ctrl+Shift+P)."
            if self._paired == 0
            else "Double-click a cell (or F2) to correct it in place; Ctrl+Z undoes."
        )
        self.round_label.setText(f"Round {self._paired} of {event.number_of_rounds} paired")
        nxt = self._paired + 1
        label = f"Pair round {nxt}" if nxt <= event.number_of_rounds else "All rounds paired"
        self.commands.pair.setText(f"&{label}")
        self.rounds_view.pair_button.setText(label + "  (Ctrl+Shift+P)")

    def _update_actions(self) -> None:
        a = self.commands
        has_file = self.tf is not None
        idle = not self.jobs.busy
        for action in a.file_actions:
            action.setEnabled(has_file and idle)
        # without a file the stack holds only imports into the player library
        a.undo.setEnabled(idle and self.undo_stack.canUndo())
        a.redo.setEnabled(idle and self.undo_stack.canRedo())
        a.import_fide_list.setEnabled(idle)
        a.import_national_list.setEnabled(idle)
        a.new.setEnabled(idle)
        a.open.setEnabled(idle)
        a.import_trf.setEnabled(idle)
        self.rounds_view.pair_button.setEnabled(has_file and idle)
        self.rounds_view.edit_button.setEnabled(has_file and idle and self._paired > 0)
        self.players_view.table.view.setEnabled(True)
        self.end_of_event.set_enabled(has_file and idle)


def _round_status(info: RoundInfo, is_last: bool, total: int) -> str:
    """The status line above the boards, with the next step for the last round."""
    missing = info.missing_results
    played = len(info.boards) - missing
    text = f"{len(info.boards)} boards, {played} results entered"
    if missing:
        return text + f", {missing} missing"
    text += " \u2014 round complete"
    if is_last and info.number < total:
        text += f"; next: pair round {info.number + 1} (Ctrl+Shift+P)"
    elif is_last:
        text += "; the tournament is finished: see Standings (Ctrl+3)"
    return text


def pairing_key(info: RoundInfo) -> tuple[object, ...]:
    """A round's pairing (players by id, colours, PAB): checked warnings stay valid while it is the same."""
    return (info.number, tuple((b.white, b.black) for b in info.boards), info.pairing_bye)
