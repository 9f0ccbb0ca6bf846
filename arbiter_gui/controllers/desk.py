"""The arbiter's desk in the window (issue 33): Players ▸ Check-in (C.04.2 (2026) art. 4.1), each tick
and the leaving out of the absent run as operations (undo, the error boundary)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from arbiter_gui.controllers.base import Controller
from arbiter_gui.dialogs.check_in import CheckInDialog
from values import PlayerId
from values.desk import AbsentHandling, CheckInEntry, CheckInList

translate = QCoreApplication.translate


class DeskController(Controller):
    """Commands of the desk."""

    def check_in(self) -> None:
        """Open the presence list of the next round to pair."""
        tf = self.session.tf
        title = translate("DeskController", "Check-in")
        if tf is None or self.ops.refuse_if_busy(title):
            return
        ok, first = self.errors.attempt(title, tf.desk.check_in_list)
        if not ok or first is None:
            return

        def load() -> CheckInList | None:
            ok, listing = self.errors.attempt(title, tf.desk.check_in_list)
            return listing if ok else None

        def tick(entry: CheckInEntry, present: bool) -> bool:
            pid, name = entry.player.id, entry.player.name
            text = (
                translate("DeskController", "check in {name}")
                if present
                else translate("DeskController", "take back the check-in of {name}")
            ).format(name=name)
            return self.ops.run(
                text,
                lambda: tf.desk.check_in(pid, present),
                lambda: tf.desk.check_in(pid, not present),
            )

        def leave_out(how: AbsentHandling) -> bool:
            listing = load()
            if listing is None:
                return False
            number, absent = listing.round, len(listing.absent)
            if not self.prompts.confirm(
                self.parent_widget,
                title,
                (
                    translate(
                        "DeskController",
                        "Give the %n player(s) not present a zero-point bye in round {round}?",
                        None,
                        absent,
                    )
                    if how is AbsentHandling.ZERO_BYE
                    else translate(
                        "DeskController",
                        "Withdraw the %n player(s) not present from round {round} on?",
                        None,
                        absent,
                    )
                ).format(round=number),
            ):
                return False
            done: list[tuple[int, ...]] = [()]

            def do() -> object:
                left = tf.desk.leave_out_absent(how, number)
                done[0] = tuple(p.id for p in left)
                return left

            return self.ops.run(
                translate("DeskController", "leave the absent out of round {round}").format(round=number),
                do,
                lambda: tf.desk.take_back_absent(how, number, [PlayerId(i) for i in done[0]]),
            )

        self.prompts.run_dialog(CheckInDialog(self.parent_widget, load, tick, leave_out))
