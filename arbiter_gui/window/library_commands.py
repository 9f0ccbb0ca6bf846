"""The window's commands over the player library (issue 13), each one undoable.

- registering: Players ▸ Add player opens on a search of the library (``registration_dialog``);
- Library ▸ Import FIDE rating list / Import national list (previewed, on the worker, with Cancel);
- Library ▸ Update ratings from the library (every change shown, one operation);
- Players ▸ Prohibited pairings (see, add, remove, club and federation restrictions).

The library is ``players.library`` in the data folder (``arbiter_gui.library.location``), or the file
chosen in the settings; it is opened the first time it is needed.
"""

from __future__ import annotations

from pathlib import Path

from arbiter_gui.dialogs.player import PlayerDialog
from arbiter_gui.library.location import library_path
from arbiter_gui.library.search_widget import LibrarySearch
from arbiter_gui.undo import OperationCommand
from arbiter_gui.window.operations import Operations
from db.library import ColumnMapping, ImportRecord, PlayerLibrary, SearchResult
from db.ops_restrictions import GroupKind
from db.values import PlayerDetails, PlayerId, ProhibitedPair
from engine.rating.kfactor import RatingType

LIST_FILTER = "FIDE rating lists (*.zip *.txt *.xml);;All files (*)"
NATIONAL_FILTER = "National lists (*.csv *.txt *.tsv);;All files (*)"


class LibraryCommands(Operations):
    """Opens the player library once, and carries out the commands that use it."""

    _library: PlayerLibrary | None = None

    def library_file(self) -> Path:
        return self.settings.library_file() or library_path()

    def player_library(self, quiet: bool = False) -> PlayerLibrary | None:
        """The open library (opened, or created empty, the first time); None when it cannot be."""
        if self._library is None:
            try:
                self._library = PlayerLibrary(self.library_file())
            except Exception as exc:
                if not quiet:
                    self._refused("Player library", exc)
                return None
        return self._library

    def close_library(self) -> None:
        if self._library is not None:
            self._library.close()
            self._library = None

    def _rating_type(self) -> RatingType:
        return self._event.rating_type if self._event is not None else RatingType.STANDARD

    # -- registering -------------------------------------------------------------------------------------
    def registration_dialog(self, note: str = "") -> PlayerDialog:
        """The Add player form, with the library's search above it and the registration checks below."""
        library = self.player_library(quiet=True)
        tf = self.tf
        search = None
        if library is not None:

            def find(text: str) -> SearchResult:
                return library.search(text)

            search = LibrarySearch(find, self._rating_type())

        def check(details: PlayerDetails) -> list[str]:
            return tf.registration_warnings(details) if tf is not None else []

        return PlayerDialog(self, note=note, check=check, search=search, rating_type=self._rating_type())

    # -- imports -------------------------------------------------------------------------------------------
    def _push_import(self, record: ImportRecord) -> None:
        library = self.player_library()
        assert library is not None
        self.undo_stack.push(
            OperationCommand(
                f"import {record.description}",
                lambda: library.redo_import(record.id),
                lambda: library.undo_import(record.id),
                self.refresh,
                self._refused,
            )
        )
        self.statusBar().showMessage(f"Imported {record.players:,} players: {record.description}", 8000)

    def import_fide_list_dialog(self) -> None:
        from arbiter_gui.library.import_dialog import FideImportDialog

        library = self.player_library()
        if library is None or self.jobs.busy:
            return
        path = self.prompts.open_file(
            self, "Import a FIDE rating list", self.settings.last_folder(), LIST_FILTER
        )
        if path is None:
            return
        try:
            preview = library.preview_fide_list(path)
        except Exception as exc:
            self._refused(f"Import {path.name}", exc)
            return
        dialog = FideImportDialog(
            self,
            path.name,
            preview,
            lambda kind, progress, cancelled: library.import_fide_list(
                path, kind, progress=progress, cancelled=cancelled
            ),
            self.jobs.start,
        )
        self.prompts.run_dialog(dialog)
        if dialog.record is not None:
            self._push_import(dialog.record)
        elif dialog.error is not None:
            self.statusBar().showMessage(f"Import {path.name}: nothing imported", 8000)

    def import_national_list_dialog(self) -> None:
        from arbiter_gui.library.national_dialog import NationalListDialog

        library = self.player_library()
        if library is None or self.jobs.busy:
            return
        path = self.prompts.open_file(
            self, "Import a national rating list", self.settings.last_folder(), NATIONAL_FILTER
        )
        if path is None:
            return
        try:
            library.preview_national_list(path, ColumnMapping({"name": 0}))
            saved = library.mappings()
        except Exception as exc:
            self._refused(f"Import {path.name}", exc)
            return
        dialog = NationalListDialog(
            self,
            path.name,
            lambda mapping: library.preview_national_list(path, mapping),
            saved,
            library.save_mapping,
        )
        if not self.prompts.run_dialog(dialog):
            return
        mapping, name = dialog.mapping(), dialog.list_name.text().strip()
        try:
            record = library.import_national_list(path, mapping, name)
        except Exception as exc:
            self._refused(f"Import {path.name}", exc)
            return
        self._push_import(record)

    # -- ratings --------------------------------------------------------------------------------------------
    def update_ratings_dialog(self) -> None:
        from arbiter_gui.library.rating_dialog import RatingUpdateDialog

        tf = self.tf
        library = self.player_library()
        if tf is None or library is None:
            return
        try:
            changes = tf.rating_changes(library.entry_for)
        except Exception as exc:
            self._refused("Update ratings", exc)
            return
        paired = self._paired
        dialog = RatingUpdateDialog(self, changes, paired)
        if not self.prompts.run_dialog(dialog) or not changes:
            return
        back = [c.reversed() for c in reversed(changes)]
        self._run(
            f"update {len(changes)} rating(s)",
            lambda: tf.update_ratings(changes, confirmed=paired > 0),
            lambda: tf.update_ratings(back, confirmed=True),
        )

    # -- prohibited pairings -------------------------------------------------------------------------------
    def forbidden_pairs_dialog(self) -> None:
        from arbiter_gui.library.forbidden_dialog import ForbiddenActions, ForbiddenPairsDialog

        tf = self.tf
        if tf is None or self._event is None:
            return

        def add(players: list[PlayerId], first: int | None, last: int | None, why: str) -> bool:
            made: list[ProhibitedPair] = []

            def do() -> None:
                made[:] = [tf.add_prohibited_pair(players, first, last, why)]

            return self._run("prohibit a pairing", do, lambda: tf.remove_prohibited_pair(made[-1].id))

        def remove(pair: ProhibitedPair) -> bool:
            current = [pair]

            def again() -> None:
                current[0] = tf.add_prohibited_pair(
                    current[0].players, current[0].first_round, current[0].last_round, current[0].reason
                )

            return self._run(
                "remove a prohibited pairing", lambda: tf.remove_prohibited_pair(current[0].id), again
            )

        def restrict(kind: GroupKind, last: int) -> bool:
            before = tuple(p for p in tf.prohibited_pairs() if p.reason.startswith(f"{kind.value}: "))
            warnings: list[str] = []

            def do() -> None:
                warnings[:] = tf.apply_restriction(kind, last).warnings

            done = self._run(f"{kind.value} restriction", do, lambda: tf.restore_restriction(kind, before))
            if done and warnings:
                self.prompts.info(self, "Prohibited pairings", "\n".join(warnings))
            return done

        def unrestrict(kind: GroupKind) -> bool:
            removed: list[ProhibitedPair] = []

            def do() -> None:
                removed[:] = tf.remove_restriction(kind)

            return self._run(
                f"remove the {kind.value} restriction", do, lambda: tf.restore_restriction(kind, removed)
            )

        actions = ForbiddenActions(
            pairs=tf.prohibited_pairs,
            players=tf.players,
            add=add,
            remove=remove,
            restrict=restrict,
            unrestrict=unrestrict,
            rounds=self._event.number_of_rounds,
            paired=self._paired,
        )
        self.prompts.run_dialog(ForbiddenPairsDialog(self, actions))
