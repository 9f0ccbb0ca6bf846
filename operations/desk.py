"""The arbiter's desk (issue 33): the check-in before each round (C.04.2 (2026) art. 4.1) and the
entry fees (what the event's regulations charge, what the desk received, the organiser's totals).
Reached as ``tf.desk`` of an open ``TournamentFile``; each method that writes is ONE operation: one
transaction with its audit row, returning values (``values.desk``). No money leaves the program: it
only records what the desk received.
"""

from __future__ import annotations

from collections.abc import Sequence

from db.tx import Tx
from operations import ops_checkin, ops_players
from operations.file_access import FileAccess
from values import PlayerId, PlayerRecord
from values.desk import AbsentHandling, CheckInEntry, CheckInList


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
