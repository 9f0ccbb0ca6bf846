"""The Rounds menu: pair (on the worker), re-pair, delete, explain, results from the keyboard."""

from __future__ import annotations

from collections.abc import Callable

from arbiter_gui.window.base import ROUNDS
from arbiter_gui.window.operations import Operations
from db.values import GameResult, RoundInfo


class RoundCommands(Operations):
    """Pairing rounds and entering results."""

    def pair_next_round(self) -> None:
        tf = self.tf
        if tf is None or self.jobs.busy:
            return
        nxt = self._paired + 1
        self.show_view(ROUNDS)
        self.rounds_view.show_progress(0, 0, f"Pairing round {nxt}\u2026")
        self.statusBar().showMessage(f"Pairing round {nxt}\u2026")
        self.jobs.start(
            lambda progress: tf.pair_next_round(pairer=self.pairer, progress=progress),
            self._paired_done,
            lambda exc: self._pairing_failed(f"Pair round {nxt}", exc),
            self.rounds_view.show_progress,
        )

    def repair_last_round(self) -> None:
        tf = self.tf
        if tf is None or self.jobs.busy or not self._paired:
            return
        last = self._paired
        if not self.prompts.confirm(
            self,
            "Re-pair round",
            f"Delete the pairing of round {last} and pair it "
            "again (for example after a late entry or a withdrawal)?",
        ):
            return
        self.rounds_view.show_progress(0, 0, f"Re-pairing round {last}\u2026")
        self.jobs.start(
            lambda progress: tf.repair_last_round(pairer=self.pairer, progress=progress),
            self._paired_done,
            lambda exc: self._pairing_failed(f"Re-pair round {last}", exc),
            self.rounds_view.show_progress,
        )

    def _paired_done(self, info: RoundInfo) -> None:
        self.rounds_view.hide_progress()
        self.statusBar().showMessage(
            f"Round {info.number} paired: {len(info.boards)} boards. Type the results (1, =, 0, +, -).", 8000
        )
        self.undo_stack.clear()  # earlier commands may no longer apply to the new pairing
        self.refresh(select_round=info.number)
        self.rounds_view.fit()
        self.focus_results()

    def delete_last_round(self) -> None:
        tf = self.tf
        if tf is None or self.jobs.busy or not self._paired:
            return
        last = self._paired
        if not self.prompts.confirm(
            self,
            "Delete round",
            f"Delete the pairing of round {last}? This is only possible while it has no results.",
        ):
            return
        try:
            tf.delete_last_round()
        except Exception as exc:
            self._refused(f"Delete round {last}", exc)
            return
        self.undo_stack.clear()
        self.refresh(select_round=last - 1 if last > 1 else None)
        self.statusBar().showMessage(f"Round {last} deleted", 5000)

    def explain_pairing(self) -> None:
        """The engine's bracket-by-bracket account of the selected round, recomputed from the exact input
        the round was paired with (on the worker: it re-runs the pairing)."""
        tf = self.tf
        rnd = self.rounds_view.selected_round()
        if tf is None or rnd is None or self.jobs.busy:
            return
        if self._event is not None and self._event.round_robin is not None:
            from arbiter_gui.dialogs.text import TextDialog

            text = str(tf.explain_round(rnd))
            title = f"Round {rnd}: the Berger table"
            self.prompts.run_dialog(TextDialog(self, title, "C.05 Annex 1, by pairing number.", text))
            return
        stored = tf.stored_pairing_input(rnd)
        if not stored:
            self.prompts.error(
                self, "Explain pairing", f"Round {rnd} was not paired by Arbiter Desk (imported)."
            )
            return

        def explain(_progress: Callable[[int, int, str], None]) -> str:
            from engine.dutch import explain_round
            from engine.trf import read_trf

            return str(explain_round(read_trf(stored), rnd))

        self.rounds_view.show_progress(0, 0, f"Explaining round {rnd}\u2026")
        self.jobs.start(
            explain,
            lambda text: self._show_explanation(rnd, text),
            lambda exc: self._pairing_failed("Explain pairing", exc),
        )

    def _show_explanation(self, rnd: int, text: str) -> None:
        from arbiter_gui.dialogs.text import TextDialog

        self.rounds_view.hide_progress()
        dialog = TextDialog(
            self,
            f"Round {rnd}: how it was paired",
            "Score brackets from the top (C.04.3): the residents, players moved down (MDPs), the "
            "pairs made and who floated down. Numbers are pairing numbers.",
            text,
        )
        self.prompts.run_dialog(dialog)

    def enter_result(self, board: int, result: GameResult | None) -> None:
        tf = self.tf
        rnd = self.rounds_view.selected_round()
        if tf is None or rnd is None:
            return
        if self.jobs.busy:
            self.statusBar().showMessage("Wait until the pairing is done.", 3000)
            return
        old = next((b.result for b in tf.round(rnd).boards if b.board == board), None)
        if old is result:
            return
        label = result.label if result is not None else "no result"
        self._run(
            f"round {rnd} board {board}: {label}",
            lambda: tf.set_result(rnd, board, result),
            lambda: tf.set_result(rnd, board, old),
            keep_round=True,
        )

    def focus_results(self) -> None:
        self.show_view(ROUNDS)
        table = self.rounds_view.table
        table.setFocus()
        if not table.currentIndex().isValid():
            table.go_to_row(0)
        else:
            first_missing = next(
                (
                    i
                    for i, r in enumerate(table.boards.rows)
                    if r.board is not None and r.board.result is None
                ),
                None,
            )
            if first_missing is not None:
                table.go_to_row(first_missing)

    def _step_round(self, step: int) -> None:
        picker = self.rounds_view.round_picker
        i = picker.currentIndex() + step
        if 0 <= i < picker.count():
            picker.setCurrentIndex(i)
