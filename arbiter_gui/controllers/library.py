"""The player library (issue 13) in the window, each change undoable:

- registering: Players ▸ Add player opens on a search of the library (``registration_dialog``);
- Library ▸ Import FIDE rating list / Import national list (previewed, on the worker, with Cancel);
- Library ▸ Update ratings from the library (every change shown, one operation);
- Players ▸ Prohibited pairings (see, add, remove, club and federation restrictions).

The library is ``players.library`` in the data folder (``arbiter_gui.library.location``), or the file
chosen in the settings; it is opened the first time it is needed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from arbiter_gui.controllers.base import Controller
from arbiter_gui.dialogs.player import PlayerDialog
from arbiter_gui.file_filters import FIDE_RATING_LISTS, NATIONAL_RATING_LISTS, file_filter
from arbiter_gui.library.location import library_path
from arbiter_gui.library.search_widget import LibrarySearch
from arbiter_gui.operations import Operations, quietly
from arbiter_gui.prompts import Prompts
from arbiter_gui.settings import AppSettings
from arbiter_gui.undo import OperationCommand
from arbiter_gui.worker import Job
from engine.errors import ArbiterError
from engine.rating.kfactor import RatingType
from operations.ops_restrictions import GroupKind
from operations.rating_update import RatingChange
from operations.registration import registration_warnings
from operations.tournament_file import TournamentFile
from player_library import ColumnMapping, ImportRecord, PlayerLibrary, SearchResult
from values import PlayerDetails, PlayerId, PlayerRecord, ProhibitedPair

LIBRARY = "library"
"""The worker's lane for imports into the library (they never touch the tournament file)."""

translate = QCoreApplication.translate


class RegisteredPlayers:
    """The players the Add player form checks a registration against (``registration_warnings``: a
    similar name already registered), read once as the form opens: what the window shows at once,
    replaced by what the store holds once read on the worker's ``READS`` lane (``Operations.read_then``:
    at a venue desk the form never waits for the network, and nothing is read as the name is typed)."""

    def __init__(self, shown: Sequence[PlayerRecord]) -> None:
        self.players: Sequence[PlayerRecord] = shown

    def check(self, details: PlayerDetails) -> list[str]:
        """What ``add_player`` would warn about, against the players held (nothing read)."""
        return registration_warnings(details, self.players)

    def read(self, found: Sequence[PlayerRecord] | None, checked_again: Callable[[], None]) -> None:
        """The players read (None: not read, the lost server told by the live refresh; the window's kept),
        the later read winning over what the window showed; the form's checks made again."""
        if found is not None:
            self.players = found
            checked_again()


class LibraryController(Controller):
    """Opens the player library once, and carries out the commands that use it."""

    def __init__(self, ops: Operations, prompts: Prompts, parent: QWidget, settings: AppSettings) -> None:
        super().__init__(ops, prompts, parent)
        self.settings = settings
        self._library: PlayerLibrary | None = None

    def library_file(self) -> Path:
        return self.settings.library_file() or library_path()

    def player_library(self, quiet: bool = False) -> PlayerLibrary | None:
        """The open library (opened, or created empty, the first time); None when it cannot be."""
        if self._library is None:
            if quiet:
                try:
                    self._library = PlayerLibrary(self.library_file())
                except ArbiterError:  # registering works without the library: its search is left out
                    return None
            else:
                ok, library = self.errors.attempt(
                    translate("LibraryController", "Player library"),
                    lambda: PlayerLibrary(self.library_file()),
                )
                self._library = library if ok else None
        return self._library

    def close_library(self) -> None:
        if self._library is not None:
            self._library.close()
            self._library = None

    def _rating_type(self) -> RatingType:
        state = self.session.state
        return state.event.rating_type if state is not None else RatingType.STANDARD

    # -- registering -------------------------------------------------------------------------------------
    def registration_dialog(self, note: str = "") -> PlayerDialog:
        """The Add player form, with the library's search above it and the registration checks below."""
        library = self.player_library(quiet=True)
        tf = self.session.tf
        search = None
        if library is not None:

            def find(text: str) -> SearchResult:
                return library.search(text)

            search = LibrarySearch(find, self._rating_type())

        state = self.session.state
        registered = RegisteredPlayers(state.players if state is not None else ())
        dialog = PlayerDialog(
            self.parent_widget,
            note=note,
            check=registered.check if tf is not None else None,
            search=search,
            rating_type=self._rating_type(),
        )
        if tf is not None:  # the players as the store holds them now (another desk may have registered)
            self.ops.read_then(
                translate("LibraryController", "Add player"),
                quietly(tf.players.all),
                lambda found: registered.read(found, dialog.update_warnings),
            )
        return dialog

    # -- imports -------------------------------------------------------------------------------------------
    def _start(
        self,
        function: Callable[[Callable[[int, int, str], None]], Any],
        on_done: Callable[[Any], None],
        on_error: Callable[[BaseException], None],
        on_progress: Callable[[int, int, str], None] | None = None,
    ) -> Job:
        """What the import dialogs call to run an import on the worker (its progress hook given)."""
        return self.worker.start(
            lambda context: function(context.progress), on_done, on_error, on_progress, lane=LIBRARY
        )

    def _push_import(self, record: ImportRecord) -> None:
        library = self.player_library()
        assert library is not None
        self.stack.push(
            OperationCommand(
                translate("LibraryController", "import {description}").format(description=record.description),
                lambda: library.redo_import(record.id),
                lambda: library.undo_import(record.id),
                self.ops.reload,
                self.errors.failed,
            )
        )
        self.status(
            translate("LibraryController", "Imported {players:,} players: {description}").format(
                players=record.players, description=record.description
            ),
            8000,
        )

    def import_fide_list(self) -> None:
        from arbiter_gui.library.import_dialog import FideImportDialog

        library = self.player_library()
        if library is None or self.ops.refuse_if_busy(
            translate("LibraryController", "Import a FIDE rating list")
        ):
            return
        path = self.prompts.open_file(
            self.parent_widget,
            translate("LibraryController", "Import a FIDE rating list"),
            self.settings.last_folder(),
            file_filter(FIDE_RATING_LISTS),
        )
        if path is None:
            return
        ok, preview = self.errors.attempt(
            translate("LibraryController", "Import {name}").format(name=path.name),
            lambda: library.preview_fide_list(path),
        )
        if not ok or preview is None:
            return
        dialog = FideImportDialog(
            self.parent_widget,
            path.name,
            preview,
            lambda kind, progress, cancelled: library.import_fide_list(
                path, kind, progress=progress, cancelled=cancelled
            ),
            self._start,
        )
        self.prompts.run_dialog(dialog)
        if dialog.record is not None:
            self._push_import(dialog.record)
        elif dialog.error is not None:
            self.status(
                translate("LibraryController", "Import {name}: nothing imported").format(name=path.name), 8000
            )

    def import_national_list(self) -> None:
        from arbiter_gui.library.national_dialog import NationalListDialog

        library = self.player_library()
        if library is None or self.ops.refuse_if_busy(
            translate("LibraryController", "Import a national list")
        ):
            return
        path = self.prompts.open_file(
            self.parent_widget,
            translate("LibraryController", "Import a national rating list"),
            self.settings.last_folder(),
            file_filter(NATIONAL_RATING_LISTS),
        )
        if path is None:
            return

        def preview_and_mappings() -> dict[str, ColumnMapping]:
            library.preview_national_list(path, ColumnMapping({"name": 0}))
            return library.mappings()

        ok, saved = self.errors.attempt(
            translate("LibraryController", "Import {name}").format(name=path.name), preview_and_mappings
        )
        if not ok or saved is None:
            return
        dialog = NationalListDialog(
            self.parent_widget,
            path.name,
            lambda mapping: library.preview_national_list(path, mapping),
            saved,
            library.save_mapping,
        )
        if not self.prompts.run_dialog(dialog):
            return
        mapping, name = dialog.mapping(), dialog.list_name.text().strip()
        ok, record = self.errors.attempt(
            translate("LibraryController", "Import {name}").format(name=path.name),
            lambda: library.import_national_list(path, mapping, name),
        )
        if ok and record is not None:
            self._push_import(record)

    # -- ratings --------------------------------------------------------------------------------------------
    def update_ratings(self) -> None:
        tf, state = self.session.tf, self.session.state
        library = self.player_library()
        if tf is None or state is None or library is None:
            return
        # the changes read from the event and the library (on the worker at a venue server's desk)
        self.ops.read_then(
            translate("LibraryController", "Update ratings"),
            lambda: tf.ratings.changes(library.entry_for),
            lambda changes: self._update_ratings(tf, changes),
        )

    def _update_ratings(self, tf: TournamentFile, changes: tuple[RatingChange, ...]) -> None:
        """The dialog of ``changes`` read, then the update stored (``update_ratings``)."""
        from arbiter_gui.library.rating_dialog import RatingUpdateDialog

        state = self.session.state
        if state is None:
            return
        paired = state.paired
        dialog = RatingUpdateDialog(self.parent_widget, changes, paired)
        if not self.prompts.run_dialog(dialog) or not changes:
            return
        back = [c.reversed() for c in reversed(changes)]
        self.ops.store(  # at a venue server's desk on the worker: the window never waits for it
            translate("LibraryController", "update %n rating(s)", None, len(changes)),
            lambda: tf.ratings.update(changes, confirmed=paired > 0),
            lambda: tf.ratings.update(back, confirmed=True),
        )

    # -- prohibited pairings -------------------------------------------------------------------------------
    def forbidden_pairs(self) -> None:
        from arbiter_gui.library.forbidden_dialog import (
            ForbiddenActions,
            ForbiddenPairsDialog,
            Listed,
            Settled,
            group_name,
        )

        tf, state = self.session.tf, self.session.state
        if tf is None or state is None:
            return
        store = self.ops.store  # at a venue server's desk on the worker: the window never waits for it

        def add(
            players: list[PlayerId], first: int | None, last: int | None, why: str, settled: Settled
        ) -> bool:
            made: list[ProhibitedPair] = []

            def do() -> None:
                made[:] = [tf.restrictions.add_pair(players, first, last, why)]

            return store(
                translate("LibraryController", "prohibit a pairing"),
                do,
                lambda: tf.restrictions.remove_pair(made[-1].id),
                then=lambda _r: settled(True),
                not_stored=lambda _exc: settled(False),
            )

        def remove(pair: ProhibitedPair, settled: Settled) -> bool:
            current = [pair]

            def again() -> None:
                current[0] = tf.restrictions.add_pair(
                    current[0].players, current[0].first_round, current[0].last_round, current[0].reason
                )

            return store(
                translate("LibraryController", "remove a prohibited pairing"),
                lambda: tf.restrictions.remove_pair(current[0].id),
                again,
                then=lambda _r: settled(True),
                not_stored=lambda _exc: settled(False),
            )

        def restrict(kind: GroupKind, last: int, settled: Settled) -> bool:
            before: list[ProhibitedPair] = []
            warnings: list[str] = []

            def do() -> None:
                # what the group's restriction was, read where it is changed (on the worker at a desk)
                before[:] = [
                    p for p in tf.restrictions.prohibited_pairs() if p.reason.startswith(f"{kind.value}: ")
                ]
                warnings[:] = tf.restrictions.apply(kind, last).warnings

            def stored(_result: object) -> None:
                settled(True)
                if warnings:
                    self.prompts.info(
                        self.parent_widget,
                        translate("LibraryController", "Prohibited pairings"),
                        "\n".join(warnings),
                    )

            return store(
                translate("LibraryController", "{kind} restriction").format(kind=group_name(kind)),
                do,
                lambda: tf.restrictions.restore(kind, tuple(before)),
                then=stored,
                not_stored=lambda _exc: settled(False),
            )

        def unrestrict(kind: GroupKind, settled: Settled) -> bool:
            removed: list[ProhibitedPair] = []

            def do() -> None:
                removed[:] = tf.restrictions.remove(kind)

            return store(
                translate("LibraryController", "remove the {kind} restriction").format(kind=group_name(kind)),
                do,
                lambda: tf.restrictions.restore(kind, removed),
                then=lambda _r: settled(True),
                not_stored=lambda _exc: settled(False),
            )

        title = translate("LibraryController", "Prohibited pairings")

        def listed() -> Listed:
            return tuple(tf.restrictions.prohibited_pairs()), tuple(tf.players.all())

        def read(then: Callable[[Listed], None]) -> None:
            # on the worker at a venue server's desk (issue 30 item 3), shown once read
            self.ops.read_then(title, listed, then)

        actions = ForbiddenActions(
            read=read,
            add=add,
            remove=remove,
            restrict=restrict,
            unrestrict=unrestrict,
            rounds=state.event.number_of_rounds,
            paired=state.paired,
        )

        def opened(first: Listed) -> None:
            self.prompts.run_dialog(ForbiddenPairsDialog(self.parent_widget, actions, first))

        read(opened)  # the dialog opens once read
