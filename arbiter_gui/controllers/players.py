"""The Players menu and view: register (also late entries), correct, import from CSV, withdraw, reinstate,
requested byes. Every change is undoable."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QWidget

from arbiter_gui.controllers.base import Controller
from arbiter_gui.dialogs.bye_request import ByeRequestDialog
from arbiter_gui.dialogs.player import PlayerDialog
from arbiter_gui.file_filters import CSV_TABLES, file_filter
from arbiter_gui.models.players import PlayerRow, PlayersModel
from arbiter_gui.operations import Operations, stored_in_turn
from arbiter_gui.prompts import Prompts
from arbiter_gui.session import Change, ChangeKind, FileState
from arbiter_gui.settings import AppSettings
from arbiter_gui.snapshot import player_rows
from arbiter_gui.views.simple import PlayersView
from operations.tournament_file import TournamentFile
from values import PlayerAdded, PlayerDetails, PlayerId, PlayerImportPreview, PlayersImported

if TYPE_CHECKING:
    from formats.csv_players import ParsedCsv

translate = QCoreApplication.translate


class PlayersController(Controller):
    """Commands on the player selected in the Players view."""

    def __init__(
        self,
        ops: Operations,
        prompts: Prompts,
        parent: QWidget,
        view: PlayersView,
        model: PlayersModel,
        settings: AppSettings,
    ) -> None:
        super().__init__(ops, prompts, parent)
        self.view = view
        self.model = model
        self.settings = settings
        self.registration_form: Callable[[str], PlayerDialog] = lambda note: PlayerDialog(
            self.parent_widget, note=note
        )
        """The Add player form (the window gives the player library's, with its search and checks)."""
        self.session.changed.connect(self._changed)

    # -- following the file -------------------------------------------------------------------------
    def _changed(self, state: FileState | None, change: Change) -> None:
        if change.kind is ChangeKind.FILE:
            self.view.table.reset()
        if state is None:
            self.model.set_rows([])
            return
        if change.kind is ChangeKind.RESULT and change.board is not None:
            # a result changes the points of its two players only
            ps = state.tournament.point_system
            rows = []
            for number in (change.board.white_number, change.board.black_number):
                i = self.model.row_of_key(state.id_by_number.get(number))
                if i >= 0:
                    rows.append(replace(self.model.row_at(i), points=state.player(number).score(ps)))
            self.model.update_rows(rows)
            return
        self.model.set_rows(player_rows(state.players, state.tournament, state.byes, state.running_scores))
        self._show_summary(state)
        if change.kind is ChangeKind.FILE:
            self.view.fit()

    def _show_summary(self, state: FileState) -> None:
        n = len(state.players)
        active = sum(1 for p in state.players if not p.is_withdrawn)
        self.view.summary.setText(
            translate("PlayersController", "%n player(s) ({active} active)", None, n).format(active=active)
            if n != active
            else translate("PlayersController", "%n player(s)", None, n)
        )
        self.view.hint.setText(
            translate(
                "PlayersController",
                "No players yet: Add player (Ctrl+Shift+A) or Import players from CSV; Continue a tournament "
                "from a TRF file is in the File menu.",
            )
            if n == 0
            else translate(
                "PlayersController",
                "Double-click a cell (or F2) to correct it in place; Ctrl+Z undoes. When everyone is here: "
                "Pair round 1 (Ctrl+Shift+P).",
            )
            if state.paired == 0
            else translate(
                "PlayersController", "Double-click a cell (or F2) to correct it in place; Ctrl+Z undoes."
            )
        )

    # -- the selected player ------------------------------------------------------------------------
    def selected(self) -> PlayerRow | None:
        row = self.view.table.current_row()
        return row if isinstance(row, PlayerRow) else None

    def _need_player(self, what: str) -> PlayerRow | None:
        row = self.selected()
        if row is None:
            self.errors.refused(
                what, translate("PlayersController", "Select a player in the Players view first.")
            )
        return row

    # -- commands -----------------------------------------------------------------------------------
    def add_player(self) -> None:
        tf, state = self.session.tf, self.session.state
        if (
            tf is None
            or state is None
            or self.ops.refuse_if_busy(translate("PlayersController", "Add player"))
        ):
            return
        note = ""
        if state.paired:
            note = translate(
                "PlayersController",
                "Late entry: the player is paired from round {next} on. Rounds 1-{paired} "
                "count as not played (zero points) unless you give a requested bye for them "
                "(Players \u25b8 Requested bye).",
            ).format(next=state.paired + 1, paired=state.paired)
        dialog = self.registration_form(note)
        if not self.prompts.run_dialog(dialog):
            return
        details = dialog.details()
        k_factor = getattr(dialog, "k_factor", None)  # from the player library
        current: list[PlayerId] = []  # a redo registers the player again, under a new id

        def add() -> PlayerAdded:
            added = tf.players.add(details, k_factor=k_factor)
            current[:] = [added.player.id]
            return added

        self.ops.run_in_turn(  # at a venue server's desk on the worker: the window never waits for it
            translate("PlayersController", "add {name}").format(name=details.name),
            add,
            lambda: tf.players.remove(current[0]),
            then=self._added,
            players_only=True,  # no board changes: the players read again, the boards kept
        )

    def _added(self, result: object) -> None:
        """A player just registered (the event read again): selected, and what it changed said."""
        assert isinstance(result, PlayerAdded)
        added = result
        self.view.table.select_key(added.player.id)
        said = list(added.warnings)
        if added.renumbered:
            said.append(
                translate(
                    "PlayersController",
                    "{name} takes number {number}; these players move down (C.04.2 art. 2.5):",
                ).format(name=added.player.name, number=added.player.number)
            )
            said.extend(f"  {line}" for line in added.moves())
        if said:
            self.prompts.info(
                self.parent_widget, translate("PlayersController", "Player added"), "\n".join(said)
            )
        self.status(
            translate("PlayersController", "Added {name} as number {number}").format(
                name=added.player.name, number=added.player.number
            ),
            5000,
        )

    def edit_cell(self, player_id: PlayerId, details: PlayerDetails) -> bool:
        """A cell of the players table corrected in place: stored (True) or refused with the reason; at a
        venue server's desk (``stored_in_turn``) True says it is under way on the worker, the cell keeping
        what the server holds until the server has stored the correction."""
        tf, state = self.session.tf, self.session.state
        if tf is None or state is None:
            return False
        old = state.player_by_id[player_id].details

        first = [True]

        def show(_result: object) -> None:
            if first[0]:  # read again after the view has committed the edited cell
                first[0] = False
                QTimer.singleShot(0, self.ops.reload)
            else:  # undo, redo
                self.ops.reload()

        text = translate("PlayersController", "correct {name}").format(name=old.name)
        if stored_in_turn(tf):  # on the worker: the cell shows the old value until the server stored it
            return self.ops.run_in_turn(
                text,
                lambda: tf.players.edit(player_id, details),
                lambda: tf.players.edit(player_id, old),
                self.ops.player_stored,  # the record stored shown, nothing read again
            )
        return self.ops.run(
            text, lambda: tf.players.edit(player_id, details), lambda: tf.players.edit(player_id, old), show
        )

    def edit_player(self) -> None:
        tf = self.session.tf
        row = self._need_player(translate("PlayersController", "Edit player"))
        if tf is None or row is None:
            return
        old = row.record.details
        old_board = row.record.fixed_board
        dialog = PlayerDialog(self.parent_widget, old, fixed_board=old_board)
        if not self.prompts.run_dialog(dialog):
            return
        details = dialog.details()
        board = dialog.board()
        player_id = row.record.id
        if details == old:
            self._store_edit(tf, player_id, (old, details), (old_board, board), everywhere=False)
            return
        self.ops.read_then(  # at a venue server's desk on the worker, asked once read
            translate("PlayersController", "Edit player"),
            lambda: tf.sections.also_entered_in(player_id),
            lambda elsewhere: self._store_edit(
                tf, player_id, (old, details), (old_board, board), self._everywhere(elsewhere)
            ),
        )

    def _store_edit(
        self,
        tf: TournamentFile,
        player_id: PlayerId,
        edit: tuple[PlayerDetails, PlayerDetails],
        boards: tuple[int | None, int | None],
        everywhere: bool,
    ) -> None:
        """Edit player's corrections (old, new) and fixed board (old, new), in every section the player
        is entered in when ``everywhere``."""
        (old, details), (old_board, board) = edit, boards
        if details != old and everywhere:
            self.ops.run_in_turn(
                translate("PlayersController", "correct {name} in every section").format(name=old.name),
                lambda: tf.sections.correct_everywhere(player_id, details),
                lambda: tf.sections.correct_everywhere(player_id, old),
                players_only=True,
            )
        elif details != old or board == old_board:
            self.ops.run_in_turn(
                translate("PlayersController", "correct {name}").format(name=old.name),
                lambda: tf.players.edit(player_id, details),
                lambda: tf.players.edit(player_id, old),
                self.ops.player_stored,  # the record stored shown, nothing read again
            )
        if board != old_board:
            self.ops.run_in_turn(
                translate("PlayersController", "fixed board of {name}").format(name=old.name),
                lambda: tf.players.fix_board(player_id, board),
                lambda: tf.players.fix_board(player_id, old_board),
                self.ops.player_stored,
            )

    def _everywhere(self, elsewhere: tuple[str, ...]) -> bool:
        """A correction of a player entered in the sections ``elsewhere`` too: whether it goes there too
        (asked; nothing asked when there is none)."""
        if not elsewhere:
            return False
        return self.prompts.confirm(
            self.parent_widget,
            translate("PlayersController", "Edit player"),
            translate(
                "PlayersController",
                "He is also entered in {sections}. Make the same corrections there too?",
            ).format(sections=", ".join(elsewhere)),
        )

    def import_csv(self) -> None:
        """Read the CSV (``formats.csv_players``), show the preview (``PlayerImportDialog``: the players
        with the numbers they get, the rows that cannot be imported), then add every player in one operation
        (all or nothing, or without the rows with problems if the arbiter says so), undone as one step."""
        from formats.csv_players import read_players_csv_file

        tf = self.session.tf
        if tf is None or self.ops.refuse_if_busy(translate("PlayersController", "Import players")):
            return
        path = self.prompts.open_file(
            self.parent_widget,
            translate("PlayersController", "Import players from CSV"),
            self.settings.last_folder(),
            file_filter(CSV_TABLES),
        )
        if path is None:
            return
        title = translate("PlayersController", "Import {name}").format(name=path.name)

        def read() -> tuple[ParsedCsv, PlayerImportPreview]:
            parsed = read_players_csv_file(path)
            return parsed, tf.players.preview_import(parsed)

        self.ops.read_then(  # at a venue server's desk the preview is read on the worker
            title, read, lambda found: self._import_previewed(tf, path, title, found)
        )

    def _import_previewed(
        self, tf: TournamentFile, path: Path, title: str, found: tuple[ParsedCsv, PlayerImportPreview]
    ) -> None:
        """The preview shown; the players imported if the arbiter says so."""
        from arbiter_gui.dialogs.player_import import PlayerImportDialog

        players, preview = found
        dialog = PlayerImportDialog(self.parent_widget, path.name, preview)
        if not self.prompts.run_dialog(dialog):
            return
        skip = dialog.skip_problems
        done: list[PlayersImported] = []

        def do() -> PlayersImported:
            done[:] = [tf.players.import_list(players, skip_problems=skip)]
            return done[0]

        def imported(result: object) -> None:
            count = len(cast(PlayersImported, result).added)
            self.status(
                translate("PlayersController", "Imported %n player(s) from {name}", None, count).format(
                    name=path.name
                ),
                5000,
            )

        count = len(preview.added)
        self.ops.store(  # at a venue server's desk on the worker: the window never waits for it
            translate("PlayersController", "import %n player(s) from {name}", None, count).format(
                name=path.name
            ),
            do,
            lambda: tf.players.undo_import(done[0]),
            then=imported,
        )

    def withdraw(self) -> None:
        tf, state = self.session.tf, self.session.state
        row = self._need_player(translate("PlayersController", "Withdraw player"))
        if tf is None or state is None or row is None:
            return
        rec = row.record
        if state.event.round_robin is not None:
            self._withdraw_from_round_robin(rec.id, rec.name)
            return
        nxt = state.paired + 1
        if not self.prompts.confirm(
            self.parent_widget,
            translate("PlayersController", "Withdraw player"),
            translate(
                "PlayersController",
                "Withdraw {name} (no. {number}) from round {round} on?\n"
                "Results already played stay; the player is no longer paired.",
            ).format(name=rec.name, number=rec.number, round=nxt),
        ):
            return
        self.ops.run_in_turn(
            translate("PlayersController", "withdraw {name}").format(name=rec.name),
            lambda: tf.players.withdraw_player(rec.id, nxt),
            lambda: tf.players.reinstate(rec.id),
            self.ops.player_stored,  # a Swiss withdrawal changes his record only (a round robin's: forfeits)
        )

    def _withdraw_from_round_robin(self, player_id: PlayerId, name: str) -> None:
        """From the player's first game without a result; the forfeits and how the player's games count
        (FIDE Tournament Rules V.4) are shown (undoable: reinstate)."""
        tf = self.session.tf
        if tf is None or not self.prompts.confirm(
            self.parent_widget,
            translate("PlayersController", "Withdraw player"),
            translate(
                "PlayersController",
                "Withdraw {name} from the round robin? Their games without a result become forfeits "
                "(C.05); with less than half of their games played, no game against them counts in the "
                "standings (FIDE Tournament Rules V.4.1).",
            ).format(name=name),
        ):
            return
        said: list[str] = []

        def do() -> object:
            done = tf.players.withdraw(player_id)
            said[:] = [
                done.ruling,
                translate("PlayersController", "%n game(s) entered as forfeits.", None, len(done.forfeits)),
            ]
            return done

        self.ops.run_in_turn(  # at a venue server's desk on the worker, told once stored
            translate("PlayersController", "withdraw {name}").format(name=name),
            do,
            lambda: tf.players.reinstate(player_id),
            then=lambda _result: self.prompts.info(
                self.parent_widget,
                translate("PlayersController", "Player withdrawn"),
                "\n\n".join(s for s in said if s),
            ),
        )

    def draw_lots(self) -> None:
        """Players > Draw lots: the pairing numbers of a round robin, before round 1 (undoable)."""
        tf, state = self.session.tf, self.session.state
        if (
            tf is None
            or state is None
            or self.ops.refuse_if_busy(translate("PlayersController", "Draw lots"))
        ):
            return
        if not self.prompts.confirm(
            self.parent_widget,
            translate("PlayersController", "Draw lots"),
            translate(
                "PlayersController",
                "Draw the pairing numbers by lot? Every player gets a new number, which decides the games of "
                "each round (the Berger table, C.05 Annex 1). The draw is recorded in the audit log.",
            ),
        ):
            return
        # the numbers the window shows (not read again: the question waits for no network)
        before = [p.id for p in sorted(state.player_by_id.values(), key=lambda p: p.number)]
        drawn: list[str] = []

        def do() -> object:
            result = tf.players.draw_lots()
            drawn[:] = [f"{p.number}. {p.name}" for p in result.players] + [f"(seed {result.seed})"]
            return result

        self.ops.run_in_turn(  # at a venue server's desk on the worker, told once stored
            translate("PlayersController", "draw lots"),
            do,
            lambda: tf.players.set_numbers(before),
            then=lambda _result: self.prompts.info(
                self.parent_widget, translate("PlayersController", "Pairing numbers drawn"), "\n".join(drawn)
            ),
        )

    def reinstate(self) -> None:
        tf, state = self.session.tf, self.session.state
        row = self._need_player(translate("PlayersController", "Reinstate player"))
        if tf is None or state is None or row is None:
            return
        rec = row.record
        old = rec.withdrawn_from_round
        self.ops.run_in_turn(
            translate("PlayersController", "reinstate {name}").format(name=rec.name),
            lambda: tf.players.reinstate(rec.id),
            lambda: tf.players.withdraw_player(rec.id, old),
            # his record only, but a round robin's takes its forfeits back: the event read again
            self.ops.player_stored if state.event.round_robin is None else None,
        )

    def request_bye(self) -> None:
        tf, state = self.session.tf, self.session.state
        row = self._need_player(translate("PlayersController", "Requested bye"))
        if tf is None or state is None or row is None:
            return
        rec = row.record
        dialog = ByeRequestDialog(
            self.parent_widget,
            translate("PlayersController", "{name} (no. {number})").format(name=rec.name, number=rec.number),
            1,
            state.event.number_of_rounds,
            state.paired + 1,
        )
        if not self.prompts.run_dialog(dialog):
            return
        rnd, kind = dialog.choice()
        self.ops.run_in_turn(
            translate("PlayersController", "bye for {name} in round {rnd}").format(name=rec.name, rnd=rnd),
            lambda: tf.players.request_bye(rnd, rec.id, kind),
            lambda: tf.players.cancel_bye(rnd, rec.id),
            players_only=True,
        )

    def cancel_bye(self) -> None:
        tf, state = self.session.tf, self.session.state
        row = self._need_player(translate("PlayersController", "Cancel requested bye"))
        if tf is None or state is None or row is None:
            return
        rec = row.record
        upcoming = [b for b in state.byes if b.player == rec.id and b.round > state.paired]
        if not upcoming:
            self.errors.refused(
                translate("PlayersController", "Cancel requested bye"),
                translate("PlayersController", "{name} has no requested bye in a coming round.").format(
                    name=rec.name
                ),
            )
            return
        bye = upcoming[0]
        self.ops.run_in_turn(
            translate("PlayersController", "cancel bye of {name} in round {round}").format(
                name=rec.name, round=bye.round
            ),
            lambda: tf.players.cancel_bye(bye.round, rec.id),
            lambda: tf.players.request_bye(bye.round, rec.id, bye.kind),
            players_only=True,
        )
