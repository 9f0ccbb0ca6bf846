"""The players area: registration (one player, a CSV list), pairing numbers (C.04.2 art. 2.2-2.3, a
round robin's drawing of lots), withdrawals (art. 3.2) and requested byes (art. 3.3).

Each method that writes is ONE operation: one transaction with its audit row (``FileAccess.write``),
returning domain values (``values``). Reached as ``tf.players`` of an open ``TournamentFile``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import TYPE_CHECKING

from sqlalchemy import select

from db.schema import PlayerRow
from db.tx import Tx
from engine.model import PairingNumber
from formats.csv_players import ParsedCsv
from operations import (
    ops_event,
    ops_fixed_boards,
    ops_player_import,
    ops_players,
    ops_roundrobin,
    text_fields,
)
from operations.convert import numbers_by_id, player_record
from operations.registration import registration_warnings
from values import (
    ByeKind,
    ByeRecord,
    NumbersDrawn,
    PlayerAdded,
    PlayerDetails,
    PlayerId,
    PlayerImportPreview,
    PlayerRecord,
    PlayersImported,
    Withdrawal,
)

if TYPE_CHECKING:
    pass

from operations.file_access import FileAccess


class Players:
    """The operations of the players area (see the module's docstring)."""

    def __init__(self, file: FileAccess) -> None:
        self._file = file

    def all(self) -> tuple[PlayerRecord, ...]:
        """All players in pairing-number order."""
        return self._file.read(
            lambda s: tuple(player_record(r) for r in s.scalars(select(PlayerRow).order_by(PlayerRow.number)))
        )

    def get(self, player_id: PlayerId) -> PlayerRecord:
        return self._file.read(lambda s: player_record(ops_players.get_row(s, player_id)))

    def by_number(self, number: int) -> PlayerRecord:
        """The player with pairing number ``number`` (refused if none)."""
        return self._file.read(lambda s: player_record(ops_players.row_by_number(s, number)))

    def byes(self, round_number: int | None = None) -> tuple[ByeRecord, ...]:
        """Requested byes (all rounds, or one)."""
        return self._file.read(lambda s: ops_players.list_byes(s, round_number))

    def add(self, details: PlayerDetails, *, k_factor: int | None = None) -> PlayerAdded:
        """Register a player (also a late entry after any round, C.04.2 art. 2.4).

        The new player takes the pairing number of its rank (rating, title, name: C.04.2 art. 2.2)
        and those below move down by one, while fewer than four rounds are paired; afterwards
        (art. 2.3: no TPN change once round 4 is paired) it gets the next free number, with a warning.
        Rounds already paired count as not paired for the newcomer (zero points). ``k_factor``: the
        K of the FIDE list (registration from the player library), stored in the same operation.
        """
        limited, cut = text_fields.limit_player(details)
        added = self._file.write(lambda tx: ops_players.add_player(tx, limited, k_factor))
        return dataclasses.replace(added, warnings=cut + added.warnings) if cut else added

    def preview_import(self, parsed: ParsedCsv) -> PlayerImportPreview:
        """What ``import_players(parsed)`` would do (players added with their numbers, rows with a
        problem and their line, duplicates of registered players); the file is not changed."""
        return self._file.dry_run(lambda tx: ops_player_import.preview(tx, parsed))

    def import_list(self, parsed: ParsedCsv, *, skip_problems: bool = False) -> PlayersImported:
        """Add every player of a list (``formats.csv_players``) in ONE transaction with ONE audit row.
        Refused as a whole while a row has a problem, unless ``skip_problems`` (those rows are then
        left out, and listed in the result and the audit row). Undo: ``undo_player_import``."""
        return self._file.write(lambda tx: ops_player_import.import_players(tx, parsed, skip_problems))

    def undo_import(self, imported: PlayersImported | None = None) -> tuple[PlayerRecord, ...]:
        """Remove exactly the players of an import (default: the newest not undone), in one operation;
        refused once one of them is paired, has a bye or is in a prohibited pair. Returns the players
        whose number changed."""
        if imported is None:
            return self._file.write(lambda tx: ops_player_import.remove_imported_players(tx, ()))
        ids = [p.id for p in imported.added]
        return self._file.write(
            lambda tx: ops_player_import.remove_imported_players(tx, ids, imported.audit_id)
        )

    def remove(self, player_id: PlayerId) -> tuple[PlayerRecord, ...]:
        """Delete a registration made by mistake (never paired); players below move up a number
        while fewer than four rounds are paired. Returns the players whose number changed."""
        return self._file.write(lambda tx: ops_players.remove_player(tx, player_id))

    def edit(self, player_id: PlayerId, details: PlayerDetails) -> PlayerRecord:
        """Correct a player's data. Pairing numbers do not move (see ``sort_pairing_numbers``)."""
        limited, cut = text_fields.limit_player(details)
        edited = self._file.write(lambda tx: ops_players.edit_player(tx, player_id, limited))
        self._file.notices.extend(cut)
        return edited

    def sort_numbers(self) -> tuple[PlayerRecord, ...]:
        """Re-assign every TPN by C.04.2 art. 2.2 order (rating, title, name). Refused once round 4
        is paired (art. 2.3). Returns all players in their new order."""
        return self._file.write(ops_players.sort_pairing_numbers)

    def withdraw_player(self, player_id: PlayerId, from_round: int | None = None) -> PlayerRecord:
        """Withdraw a player from ``from_round`` on (default: the next round to pair), C.04.2 art. 3.2.

        Refused if the player is paired in ``from_round`` or later (enter a forfeit or delete the
        round first). Requested byes from then on are dropped. In a round robin see ``withdraw``.
        """
        return self.withdraw(player_id, from_round).player

    def withdraw(self, player_id: PlayerId, from_round: int | None = None) -> Withdrawal:
        """``withdraw_player`` saying what it did. In a round robin the player stays in the table:
        their games from ``from_round`` on (default: their first game without a result) are forfeits,
        those already paired at once, and ``ruling`` says how their games count in the standings
        (FIDE Tournament Rules V.4, C.05: less than half of the games played, not counted)."""

        def run(tx: Tx) -> Withdrawal:
            if ops_event.round_robin(tx.session) is not None:
                return ops_roundrobin.withdraw(tx, player_id, from_round)
            return Withdrawal(ops_players.withdraw_player(tx, player_id, from_round))

        return self._file.write(run)

    def reinstate(self, player_id: PlayerId) -> PlayerRecord:
        """Undo a withdrawal: the player is paired again from the next round (in a round robin the
        forfeits the withdrawal entered are taken back)."""

        def run(tx: Tx) -> PlayerRecord:
            if ops_event.round_robin(tx.session) is not None:
                return ops_roundrobin.reinstate(tx, player_id).player
            return ops_players.reinstate_player(tx, player_id)

        return self._file.write(run)

    def draw_lots(self, seed: int | None = None) -> NumbersDrawn:
        """Round robin, before round 1: draw the pairing numbers by lot (C.05). The seed (new when not
        given) and the numbers go into the audit log, so the draw can be shown again."""
        return self._file.write(lambda tx: ops_roundrobin.draw_numbers(tx, seed))

    def set_numbers(self, order: Sequence[PlayerId]) -> NumbersDrawn:
        """Round robin, before round 1: the pairing numbers the arbiter sets (``order[k]`` gets k + 1)."""
        return self._file.write(lambda tx: ops_roundrobin.set_numbers(tx, order))

    def fix_board(self, player_id: PlayerId, board: int | None) -> PlayerRecord:
        """The board the player keeps in every round paired from now on (C.04.2 (2026) art. 3.6:
        "Arbiters may fix boards"; None: none). The pairing is unchanged: only the board numbers of a
        round are arranged, by the rule of ``engine.fixed_boards`` (two fixed players paired together:
        the lower board; two fixed players on one board: the game earlier in the pairing keeps it);
        each fixed board not kept is said in the round's ``board_notes`` and its audit row."""
        return self._file.write(lambda tx: ops_fixed_boards.fix_board(tx, player_id, board))

    def request_bye(self, round_number: int, player_id: PlayerId, kind: ByeKind) -> ByeRecord:
        """A half-/zero-/full-point bye requested ahead of ``round_number`` (C.04.2 art. 3.3).

        For a round already paired, only a player not in that round's pairing may get one (e.g. a
        late entry the regulations give half a point for a missed round).
        """
        return self._file.write(lambda tx: ops_players.request_bye(tx, round_number, player_id, kind))

    def cancel_bye(self, round_number: int, player_id: PlayerId) -> None:
        """Withdraw a requested bye of a round not yet paired."""
        self._file.write(lambda tx: ops_players.cancel_bye(tx, round_number, player_id))

    def registration_warnings(self, details: PlayerDetails, exclude: PlayerId | None = None) -> list[str]:
        """What ``add_player`` would warn about (``operations.registration.registration_warnings``): for the
        form, before the player is registered."""
        return registration_warnings(details, self.all(), exclude=exclude)

    def numbers(self) -> dict[PlayerId, PairingNumber]:
        """Current TPN of every player id."""
        return self._file.read(lambda s: {PlayerId(k): PairingNumber(v) for k, v in numbers_by_id(s).items()})
