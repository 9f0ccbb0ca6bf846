"""Pairings changed by hand (C.04.2 art. 4.4) and checked against the rules, on the worker."""

from __future__ import annotations

from arbiter_gui.dialogs.edit_pairing import EditPairingDialog
from arbiter_gui.window.operations import Operations
from arbiter_gui.window.view_loading import pairing_key
from db.values import PairingChange
from engine.manual_pairing import PairingWarning


class PairingCommands(Operations):
    """Edit pairing and Check pairing rules."""

    def edit_pairing(self) -> None:
        """The arbiter changes the last round's pairing by hand (C.04.2 art. 4.4), before any result;
        ``db`` stores it and the rules it breaks are listed under the boards."""
        tf = self.tf
        if tf is None or self.jobs.busy or not self._paired:
            return
        rnd = self._paired
        title = f"Edit pairing of round {rnd}"
        try:
            info = tf.round(rnd)
        except Exception as exc:
            self._refused(title, exc)
            return
        if info.missing_results < len(info.boards):
            self.prompts.error(
                self, title, f"Round {rnd} already has results; clear them before you change its pairing."
            )
            return
        number_of = {pid: int(p.number) for pid, p in self._players.items()}
        id_of = {n: pid for pid, n in number_of.items()}
        dialog = EditPairingDialog(
            self,
            rnd,
            [(int(b.white_number), int(b.black_number)) for b in info.boards],
            None if info.pairing_bye is None else number_of.get(info.pairing_bye),
            {int(p.number): p.name for p in self._players.values()},
        )
        if not self.prompts.run_dialog(dialog):
            return
        try:
            numbers, bye_number = dialog.pairing()
            unknown = sorted({n for pair in numbers for n in pair} - set(id_of))
            if bye_number is not None and bye_number not in id_of:
                unknown.append(bye_number)
            if unknown:
                raise ValueError(f"no player has pairing number {', '.join(map(str, unknown))}")
        except ValueError as exc:
            self._refused(title, exc)
            return
        boards = [(id_of[w], id_of[b]) for w, b in numbers]
        bye = None if bye_number is None else id_of[bye_number]
        old_boards = [(b.white, b.black) for b in info.boards]
        old_bye = info.pairing_bye

        def changed(result: object) -> None:
            assert isinstance(result, PairingChange)
            self._checked[pairing_key(result.round)] = list(result.warnings)
            self.refresh()

        def first_change(result: object) -> None:
            changed(result)
            assert isinstance(result, PairingChange)
            count = len(result.warnings)
            self.statusBar().showMessage(
                f"Round {rnd}: pairing changed; it breaks {count} rule(s), listed under the boards"
                if count
                else f"Round {rnd}: pairing changed; it breaks no rule checked",
                8000,
            )

        if self.rounds_view.selected_round() != rnd:
            self.rounds_view.set_rounds(list(range(1, self._paired + 1)), rnd)
        self._run_job(
            f"edit pairing of round {rnd}",
            f"Checking the new pairing of round {rnd}\u2026",
            lambda: tf.set_pairing(rnd, boards, bye),
            lambda: tf.set_pairing(rnd, old_boards, old_bye),
            changed,
            first_change,
        )

    def check_pairing(self) -> None:
        """Every rule the selected round's pairing breaks (on the worker: it pairs the round to compare)."""
        tf = self.tf
        rnd = self.rounds_view.selected_round()
        if tf is None or rnd is None or self.jobs.busy:
            return
        key = pairing_key(tf.round(rnd))

        def checked(warnings: list[PairingWarning]) -> None:
            self.rounds_view.hide_progress()
            self._checked[key] = warnings
            self._load_round()

        self.rounds_view.show_progress(0, 0, f"Checking round {rnd}\u2026")
        self.jobs.start(
            lambda _progress: tf.pairing_warnings(rnd),
            checked,
            lambda exc: self._pairing_failed("Check pairing rules", exc),
        )
