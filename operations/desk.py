"""The arbiter's desk (issue 33): the check-in before each round (C.04.2 (2026) art. 4.1) and the
entry fees (what the event's regulations charge, what the desk received, the organiser's totals).
Reached as ``tf.desk`` of an open ``TournamentFile``; each method that writes is ONE operation: one
transaction with its audit row, returning values (``values.desk``). No money leaves the program: it
only records what the desk received.
"""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy.orm import Session

from db.tx import Tx
from operations import ops_checkin, ops_fees, ops_players
from operations.file_access import FileAccess
from values import PlayerId, PlayerRecord
from values.desk import (
    AbsentHandling,
    CheckInEntry,
    CheckInList,
    FeePayment,
    FeeSchedule,
    FeeTotals,
    PlayerFee,
)


class Desk:
    """The operations of the desk (see the module's docstring)."""

    def __init__(self, file: FileAccess) -> None:
        self._file = file

    def check_in_list(self, round_number: int | None = None) -> CheckInList:
        """The presence list of the next round to pair (``round_number``, if given, must be it)."""
        return self._file.read(lambda s: ops_checkin.check_in_list(s, round_number))

    def check_in(
        self, player_id: PlayerId, present: bool = True, round_number: int | None = None
    ) -> CheckInEntry:
        """Tick the player present (or no longer present) for the next round to pair."""
        return self._file.write(lambda tx: ops_checkin.check_in(tx, player_id, present, round_number))

    def leave_out_absent(
        self, how: AbsentHandling, round_number: int | None = None
    ) -> tuple[PlayerRecord, ...]:
        """Leave the players expected in the next round who have not checked in out of it (C.04.2 (2026)
        art. 4.1), as the arbiter chooses: a zero-point bye or a withdrawal. Returns them."""
        return self._file.write(lambda tx: ops_checkin.leave_out_absent(tx, how, round_number))

    def take_back_absent(self, how: AbsentHandling, round_number: int, players: Sequence[PlayerId]) -> None:
        """Undo ``leave_out_absent``: cancel the zero-point byes, or reinstate the players."""

        def run(tx: Tx) -> None:
            for pid in players:
                if how is AbsentHandling.ZERO_BYE:
                    ops_players.cancel_bye(tx, round_number, pid)
                else:
                    ops_players.reinstate_player(tx, pid)

        self._file.write(run)

    # -- entry fees ----------------------------------------------------------------------------------
    def fee_schedule(self) -> FeeSchedule:
        """The event's fee categories and currency (empty: no fees recorded)."""
        return self._file.read(ops_fees.schedule)

    def set_fee_schedule(self, schedule: FeeSchedule) -> FeeSchedule:
        """Store the event's fee categories, in order (a player belongs to the first he meets)."""
        return self._file.write(lambda tx: ops_fees.set_schedule(tx, schedule))

    def set_fee_category(self, player_id: PlayerId, name: str) -> PlayerRecord:
        """The category the arbiter chooses for a player (empty: the schedule decides)."""
        return self._file.write(lambda tx: ops_fees.set_category(tx, player_id, name))

    def record_payment(self, player_id: PlayerId, amount: int, note: str = "") -> FeePayment:
        """An amount (in cents) the desk received from a player; returns it with its receipt number."""
        return self._file.write(lambda tx: ops_fees.record_payment(tx, player_id, amount, note))

    def cancel_payment(self, receipt: int) -> None:
        """Take back a payment recorded by mistake."""
        self._file.write(lambda tx: ops_fees.cancel_payment(tx, receipt))

    def restore_payment(self, payment: FeePayment) -> FeePayment:
        """Put back a payment taken back, under its own receipt number (Undo of a cancellation)."""
        return self._file.write(lambda tx: ops_fees.restore_payment(tx, payment))

    def payments(self, player_id: PlayerId | None = None) -> tuple[FeePayment, ...]:
        """The payments received, in receipt order (of one player, or all)."""
        return self._file.read(lambda s: ops_fees.payments(s, player_id))

    def player_fees(self) -> tuple[PlayerFee, ...]:
        """What each player owes and paid, in pairing-number order."""
        return self._file.read(ops_fees.player_fees)

    def fee_overview(self) -> tuple[FeeSchedule, tuple[PlayerFee, ...], FeeTotals]:
        """The schedule, what each player owes and paid, and the totals, read at once (the fees window)."""

        def read(s: Session) -> tuple[FeeSchedule, tuple[PlayerFee, ...], FeeTotals]:
            fees, owed = ops_fees.schedule(s), ops_fees.player_fees(s)
            return fees, owed, ops_fees.totals(fees, owed)

        return self._file.read(read)

    def fee_totals(self) -> FeeTotals:
        """The organiser's totals, by category."""
        return self._file.read(lambda s: ops_fees.totals(ops_fees.schedule(s), ops_fees.player_fees(s)))
