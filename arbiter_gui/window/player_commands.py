"""The Players menu: register (also late entries), correct, import from CSV, withdraw, reinstate, byes."""

from __future__ import annotations

from PySide6.QtCore import QTimer

from arbiter_gui.dialogs.bye_request import ByeRequestDialog
from arbiter_gui.dialogs.player import PlayerDialog
from arbiter_gui.models.players import PlayerRow
from arbiter_gui.undo import OperationCommand
from arbiter_gui.window.base import BUSY
from arbiter_gui.window.operations import Operations
from db.values import PlayerDetails, PlayerId
from engine.errors import ArbiterError


class PlayerCommands(Operations):
    """Commands on the player selected in the Players view, each one undoable."""

    def _selected_player(self) -> PlayerRow | None:
        row = self.players_view.table.current_row()
        return row if isinstance(row, PlayerRow) else None

    def _need_player(self, what: str) -> PlayerRow | None:
        row = self._selected_player()
        if row is None:
            self.prompts.error(self, what, "Select a player in the Players view first.")
        return row

    def add_player(self) -> None:
        tf = self.tf
        if tf is None:
            return
        note = ""
        if self._paired:
            note = (
                f"Late entry: the player is paired from round {self._paired + 1} on. Rounds 1-{self._paired} "
                "count as not played (zero points) unless you give a requested bye for them "
                "(Players \u25b8 Requested bye)."
            )
        with_library = getattr(self, "registration_dialog", None)  # the library's search and checks
        dialog = with_library(note) if with_library is not None else PlayerDialog(self, note=note)
        if not self.prompts.run_dialog(dialog):
            return
        details = dialog.details()
        k_factor = getattr(dialog, "k_factor", None)  # from the player library
        try:
            added = tf.add_player(details, k_factor=k_factor)
        except Exception as exc:
            self._refused("Add player", exc)
            return
        player_id = added.player.id
        current = [player_id]  # a redo registers the player again, under a new id

        def again() -> None:
            current[0] = tf.add_player(details, k_factor=k_factor).player.id

        self.undo_stack.push(
            OperationCommand(
                f"add {details.name}",
                again,
                lambda: tf.remove_player(current[0]),
                self.refresh,
                self._refused,
            )
        )
        self.refresh()
        self.players_view.table.select_key(player_id)
        if added.warnings:
            self.prompts.info(self, "Player added", "\n".join(added.warnings))
        self.statusBar().showMessage(f"Added {added.player.name} as number {added.player.number}", 5000)

    def _edit_player_cell(self, player_id: PlayerId, details: PlayerDetails) -> None:
        self._edit(player_id, details)

    def _edit(self, player_id: PlayerId, details: PlayerDetails) -> None:
        """Raises the refusal (the model shows it); pushes an undoable command on success."""
        tf = self.tf
        if tf is None:
            return
        if self.jobs.busy:
            raise ArbiterError(BUSY)
        old = tf.player(player_id).details
        tf.edit_player(player_id, details)
        self.undo_stack.push(
            OperationCommand(
                f"edit {old.name}",
                lambda: tf.edit_player(player_id, details),
                lambda: tf.edit_player(player_id, old),
                self.refresh,
                self._refused,
            )
        )
        QTimer.singleShot(0, self.refresh)  # after the view's commit of the edited cell

    def edit_player(self) -> None:
        row = self._need_player("Edit player")
        if row is None:
            return
        dialog = PlayerDialog(self, row.record.details)
        if not self.prompts.run_dialog(dialog):
            return
        try:
            self._edit(row.record.id, dialog.details())
        except Exception as exc:
            self._refused("Edit player", exc)

    def import_csv_dialog(self) -> None:
        from arbiter_gui.csv_import import read_players_csv_file

        tf = self.tf
        if tf is None:
            return
        path = self.prompts.open_file(
            self, "Import players from CSV", self.settings.last_folder(), "CSV (*.csv *.txt);;All files (*)"
        )
        if path is None:
            return
        try:
            players = read_players_csv_file(path)
        except Exception as exc:
            self._refused(f"Import {path.name}", exc)
            return
        added = 0
        for details in players:
            try:
                tf.add_player(details)
            except Exception as exc:
                self._refused(f"Import {path.name}: {details.name}", exc)
                break
            added += 1
        self.refresh()
        self.statusBar().showMessage(f"Imported {added} players from {path.name}", 5000)

    def withdraw_player(self) -> None:
        tf = self.tf
        row = self._need_player("Withdraw player")
        if tf is None or row is None:
            return
        rec = row.record
        if self._event is not None and self._event.round_robin is not None:
            from arbiter_gui import roundrobin_commands

            roundrobin_commands.withdraw(self, rec.id, rec.name)
            return
        nxt = self._paired + 1
        if not self.prompts.confirm(
            self,
            "Withdraw player",
            f"Withdraw {rec.name} (no. {rec.number}) from round {nxt} on?\n"
            "Results already played stay; the player is no longer paired.",
        ):
            return
        self._run(
            f"withdraw {rec.name}",
            lambda: tf.withdraw_player(rec.id, nxt),
            lambda: tf.reinstate_player(rec.id),
        )

    def reinstate_player(self) -> None:
        tf = self.tf
        row = self._need_player("Reinstate player")
        if tf is None or row is None:
            return
        rec = row.record
        old = rec.withdrawn_from_round
        self._run(
            f"reinstate {rec.name}",
            lambda: tf.reinstate_player(rec.id),
            lambda: tf.withdraw_player(rec.id, old),
        )

    def request_bye(self) -> None:
        tf = self.tf
        row = self._need_player("Requested bye")
        if tf is None or row is None or self._event is None:
            return
        rec = row.record
        dialog = ByeRequestDialog(
            self, f"{rec.name} (no. {rec.number})", 1, self._event.number_of_rounds, self._paired + 1
        )
        if not self.prompts.run_dialog(dialog):
            return
        rnd, kind = dialog.choice()
        self._run(
            f"bye for {rec.name} in round {rnd}",
            lambda: tf.request_bye(rnd, rec.id, kind),
            lambda: tf.cancel_bye(rnd, rec.id),
        )

    def cancel_bye(self) -> None:
        tf = self.tf
        row = self._need_player("Cancel requested bye")
        if tf is None or row is None:
            return
        rec = row.record
        upcoming = [b for b in tf.byes() if b.player == rec.id and b.round > self._paired]
        if not upcoming:
            self.prompts.error(
                self, "Cancel requested bye", f"{rec.name} has no requested bye in a coming round."
            )
            return
        bye = upcoming[0]
        self._run(
            f"cancel bye of {rec.name} in round {bye.round}",
            lambda: tf.cancel_bye(bye.round, rec.id),
            lambda: tf.request_bye(bye.round, rec.id, bye.kind),
        )
