"""The arbiter's desk in the window (issue 33): Players ▸ Check-in (C.04.2 (2026) art. 4.1) and
Players ▸ Entry fees; each tick, category, payment and the leaving out of the absent run as operations
(undo, the error boundary). At a venue server's desk the ticks and the fees' writes are stored on the
worker (``Operations.run_in_turn``, issue 30 item 3): what needs a yes or no is asked first, on the UI
thread, and the dialogs say "storing…" until the server has stored it; what the dialogs show is read on
the worker there too (``Operations.read_then``), the dialog opened once its list is read."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from arbiter_gui.controllers.base import Controller
from arbiter_gui.dialogs.check_in import CheckInDialog, Settled
from arbiter_gui.dialogs.fees import Done, FeeDesk, FeeListing, FeesDialog
from arbiter_gui.operations import Operations
from arbiter_gui.prompts import Prompts
from operations.tournament_file import TournamentFile
from outputs.documents.desk_papers import DeskPaper
from values import PlayerId
from values.desk import AbsentHandling, CheckInEntry, CheckInList, FeePayment, FeeSchedule, PlayerFee

PrintPaper = Callable[[DeskPaper, int | None], None]
"""Prints a paper of the desk (for a player's pairing number, or None) without the chooser."""

translate = QCoreApplication.translate
L = TypeVar("L")


class DeskController(Controller):
    """Commands of the desk."""

    def __init__(
        self, ops: Operations, prompts: Prompts, parent: QWidget, print_paper: PrintPaper | None = None
    ) -> None:
        super().__init__(ops, prompts, parent)
        self._print_paper = print_paper or (lambda _paper, _player: None)

    def _reads(
        self, title: str, read: Callable[[], L], first: L
    ) -> Callable[[Callable[[L | None], None]], None]:
        """A dialog's ``load``: ``first`` the first time (read as the dialog was asked for), then
        ``read()`` again each time (``Operations.read_then``: on the worker at a venue server's desk);
        None shown when it could not be read."""
        given = [first]

        def load(show: Callable[[L | None], None]) -> None:
            if given:
                show(given.pop())
                return
            self.ops.read_then(title, read, show, lambda: show(None))

        return load

    def check_in(self) -> None:
        """Open the presence list of the next round to pair."""
        tf = self.session.tf
        title = translate("DeskController", "Check-in")
        if tf is None or self.ops.refuse_if_busy(title):
            return
        self.ops.read_then(  # at a venue server's desk on the worker: opened once read
            title, tf.desk.check_in_list, lambda first: self._check_in(tf, title, first)
        )

    def _check_in(self, tf: TournamentFile, title: str, first: CheckInList) -> None:
        """The presence list, shown first as ``first`` (read as the dialog was asked for)."""
        load = self._reads(title, tf.desk.check_in_list, first)

        def tick(entry: CheckInEntry, present: bool, settled: Settled) -> bool:
            pid, name = entry.player.id, entry.player.name
            text = (
                translate("DeskController", "check in {name}")
                if present
                else translate("DeskController", "take back the check-in of {name}")
            ).format(name=name)
            return self.ops.run_in_turn(  # at a venue server's desk on the worker: the window never waits
                text,
                lambda: tf.desk.check_in(pid, present),
                lambda: tf.desk.check_in(pid, not present),
                not_stored=lambda _exc: settled(False),
                then=lambda _result: settled(True),
                reads_again=False,  # a tick is no part of the window's state: the dialog reads its list
            )

        def leave_out(how: AbsentHandling, listing: CheckInList, settled: Settled) -> bool:
            # the list the dialog shows, not read again: the question waits for no network; the absent
            # are those of the server when it stores them
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

            return self.ops.run_in_turn(
                translate("DeskController", "leave the absent out of round {round}").format(round=number),
                do,
                lambda: tf.desk.take_back_absent(how, number, [PlayerId(i) for i in done[0]]),
                not_stored=lambda _exc: settled(False),
                then=lambda _result: settled(True),
                players_only=True,  # byes or withdrawals of the round to pair: no board changes
            )

        self.prompts.run_dialog(CheckInDialog(self.parent_widget, load, tick, leave_out))

    def entry_fees(self) -> None:
        """Open the registration desk: fee categories, payments, receipts, totals."""
        tf = self.session.tf
        title = translate("DeskController", "Entry fees")
        if tf is None or self.ops.refuse_if_busy(title):
            return

        def read() -> FeeListing:
            return FeeListing(*tf.desk.fee_overview())

        self.ops.read_then(  # at a venue server's desk on the worker: opened once read
            title, read, lambda first: self._entry_fees(tf, title, self._reads(title, read, first))
        )

    def _entry_fees(
        self, tf: TournamentFile, title: str, load: Callable[[Callable[[FeeListing | None], None]], None]
    ) -> None:
        """The registration desk, its fees shown through ``load``."""

        def save_schedule(new: FeeSchedule, stored: Done) -> bool:
            old: list[FeeSchedule] = []

            def do() -> object:
                # the categories undone to, read in the write's own turn (on the worker at a venue
                # server's desk, never on the UI thread): what the event held right before it
                if not old:
                    old.append(tf.desk.fee_schedule())
                return tf.desk.set_fee_schedule(new)

            return self.ops.run_in_turn(
                translate("DeskController", "change the fee categories"),
                do,
                lambda: tf.desk.set_fee_schedule(old[0]),
                then=lambda _result: stored(),
                players_only=True,
            )

        def set_category(fee: PlayerFee, name: str, stored: Done) -> bool:
            pid, old = fee.player.id, fee.player.fee_category
            told = [stored]  # the dialog told the first time only (not on undo, redo)

            def shown(result: object) -> None:
                self.ops.player_stored(result)  # the record stored shown, nothing read again
                if told:
                    told.pop()()

            return self.ops.run_in_turn(
                translate("DeskController", "set the fee category of {name}").format(name=fee.player.name),
                lambda: tf.desk.set_fee_category(pid, name),
                lambda: tf.desk.set_fee_category(pid, old),
                shown,
            )

        def pay(fee: PlayerFee, amount: int, note: str, stored: Callable[[FeePayment], None]) -> bool:
            done: list[FeePayment] = []

            def do() -> FeePayment:
                # Redo puts back the same receipt: its number was given (and may be printed already)
                paid = (
                    tf.desk.restore_payment(done[0])
                    if done
                    else tf.desk.record_payment(fee.player.id, amount, note)
                )
                done[:] = [paid]
                return paid

            return self.ops.run_in_turn(
                translate("DeskController", "record the payment of {name}").format(name=fee.player.name),
                do,
                lambda: tf.desk.cancel_payment(done[0].receipt),
                then=lambda result: stored(result) if isinstance(result, FeePayment) else None,
                reads_again=False,  # payments are no part of the window's state: the dialog reads its list
            )

        def take_back(fee: PlayerFee, stored: Done) -> bool:
            # the player's payments read first (``Operations.read_then``: on the worker at a venue
            # server's desk), the question asked once read; True: under way until then
            outcome: list[bool] = []
            later = [False]  # the read's answer comes after this returned (a venue server's desk)

            def paid_read(paid: tuple[FeePayment, ...]) -> None:
                taken = self._take_back_last(tf, title, fee, paid, stored)
                if later[0] and not taken:
                    stored()  # nothing taken back: the dialog, which says "storing…", reads its list
                outcome.append(taken)

            def not_read() -> None:
                if later[0]:
                    stored()
                outcome.append(False)

            self.ops.read_then(title, lambda: tuple(tf.desk.payments(fee.player.id)), paid_read, not_read)
            later[0] = True
            return outcome[0] if outcome else True

        desk = FeeDesk(
            load,
            save_schedule,
            set_category,
            pay,
            take_back,
            lambda player: self._print_paper(DeskPaper.RECEIPTS, player),
            lambda: self._print_paper(DeskPaper.FEES, None),
        )
        self.prompts.run_dialog(FeesDialog(self.parent_widget, desk))

    def _take_back_last(
        self, tf: TournamentFile, title: str, fee: PlayerFee, paid: tuple[FeePayment, ...], stored: Done
    ) -> bool:
        """The last of ``paid`` (the player's payments, as read) taken back, once the arbiter said yes."""
        if not paid:
            self.status(translate("DeskController", "{name} has paid nothing.").format(name=fee.player.name))
            return False
        last = paid[-1]
        if not self.prompts.confirm(
            self.parent_widget,
            title,
            translate("DeskController", "Take back receipt {receipt} of {name}?").format(
                receipt=last.receipt, name=fee.player.name
            ),
        ):
            return False
        return self.ops.run_in_turn(
            translate("DeskController", "take back receipt {receipt}").format(receipt=last.receipt),
            lambda: tf.desk.cancel_payment(last.receipt),
            lambda: tf.desk.restore_payment(last),
            then=lambda _result: stored(),
            reads_again=False,
        )
