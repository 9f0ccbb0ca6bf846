"""The File menu: new, open, import and export TRF, close, tournament settings, printing."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QAction

from arbiter_gui.dialogs.new_tournament import NewTournamentDialog
from arbiter_gui.window.base import ARBITER_FILTER, PLAYERS, ROUNDS, TRF_FILTER
from arbiter_gui.window.operations import Operations
from db import api as dbapi


class FileCommands(Operations):
    """Opens, creates and closes tournament files; event settings; printing."""

    def new_tournament(self) -> None:
        if not self._can_leave():
            return
        dialog = NewTournamentDialog(self)
        if not self.prompts.run_dialog(dialog):
            return
        settings = dialog.settings()
        start = str(Path(self.settings.last_folder()) / (_file_stem(settings.name) + dbapi.FILE_SUFFIX))
        path = self.prompts.save_file(self, "Save the new tournament as", start, ARBITER_FILTER)
        if path is None:
            return
        path = _with_suffix(path)
        try:
            tf = self.opener.create(path, settings)
        except Exception as exc:
            self._refused("New tournament", exc)
            return
        self._set_file(tf)
        self.show_view(PLAYERS)

    def open_dialog(self) -> None:
        path = self.prompts.open_file(self, "Open a tournament", self.settings.last_folder(), ARBITER_FILTER)
        if path is not None:
            self.open_path(path)

    def open_path(self, path: Path) -> bool:
        if self.tf is not None and Path(self.tf.path).resolve() == Path(path).resolve():
            return True
        if not self._can_leave():
            return False
        try:
            tf = self.opener.open(Path(path))
        except Exception as exc:
            self._refused(f"Open {Path(path).name}", exc)
            if not Path(path).exists():
                self.settings.forget_recent_file(Path(path))
                self.welcome.set_recent(self.settings.recent_files())
            return False
        self._set_file(tf)
        self.show_view(ROUNDS if self._paired else PLAYERS)
        return True

    def import_trf_dialog(self) -> None:
        trf = self.prompts.open_file(
            self, "Continue a tournament from a TRF file", self.settings.last_folder(), TRF_FILTER
        )
        if trf is None:
            return
        start = str(trf.with_suffix(dbapi.FILE_SUFFIX))
        target = self.prompts.save_file(self, "Save the tournament as", start, ARBITER_FILTER)
        if target is None or not self._can_leave():
            return
        try:
            tf, report = self.opener.import_trf(trf, _with_suffix(target))
        except Exception as exc:
            self._refused(f"Import {trf.name}", exc)
            return
        self._set_file(tf)
        warnings = list(getattr(report, "warnings", ()))
        text = f"Read {getattr(report, 'players', '?')} players and {getattr(report, 'rounds', '?')} rounds."
        if warnings:
            text += "\n\n" + "\n".join(warnings[:20])
        self.prompts.info(self, f"Imported {trf.name}", text)
        self.show_view(ROUNDS if self._paired else PLAYERS)

    def export_trf_dialog(self) -> None:
        tf = self.tf
        if tf is None:
            return
        path = self.prompts.save_file(
            self, "Export TRF (rating report)", str(Path(tf.path).with_suffix(".trf")), TRF_FILTER
        )
        if path is None:
            return
        try:
            tf.export_trf_file(path)
        except Exception as exc:
            self._refused("Export TRF", exc)
            return
        self.statusBar().showMessage(f"Exported {path}", 5000)

    def close_file(self) -> bool:
        if not self._can_leave():
            return False
        self._show_file(None)
        return True

    def _set_file(self, tf: dbapi.TournamentFile) -> None:
        self._show_file(tf)
        self.settings.add_recent_file(Path(tf.path))
        self.settings.set_last_folder(Path(tf.path).resolve().parent)

    def _show_file(self, tf: dbapi.TournamentFile | None) -> None:
        if self.tf is not None and self.tf is not tf:
            self.tf.close()
        self.tf = tf
        self.undo_stack.clear()
        self._standings_choice = None
        if tf is None:
            self.setWindowTitle("Arbiter Desk")
            self.welcome.set_recent(self.settings.recent_files())
            self.stack.setCurrentWidget(self.welcome)
            self.file_label.setText("")
            self.round_label.setText("")
            self._update_actions()
            self.publishing.file_changed()
            return
        self.stack.setCurrentWidget(self.tabs)
        self.refresh(select_round=None)
        self._fit_all()

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        for f in self.settings.recent_files():
            action = QAction(str(f), self.recent_menu)
            action.triggered.connect(lambda _=False, f=f: self.open_path(f))
            self.recent_menu.addAction(action)
        if self.recent_menu.isEmpty():
            self.recent_menu.addAction("(none)").setEnabled(False)

    def edit_event(self) -> None:
        tf = self.tf
        if tf is None or self._event is None:
            return
        dialog = NewTournamentDialog(self)
        try:
            accelerations = tf.accelerations()
            baku = bool(accelerations) and (self._paired > 0 or tf.baku_edition() is not None)
        except Exception as exc:
            self._refused("Tournament settings", exc)
            return
        dialog.load(self._event, self._paired, baku, other_acceleration=bool(accelerations) and not baku)
        if not self.prompts.run_dialog(dialog):
            return
        old, new = self._event, dialog.settings()
        rules_changed = new.rules != old.rules and self._paired > 0
        if rules_changed and not self.prompts.confirm(
            self,
            "Change the pairing rules",
            f"{self._paired} round(s) were paired under the {old.rules.short_name} text. Pair the next "
            f"rounds under the {new.rules.short_name} text? The audit log keeps the change.",
        ):
            return
        if new != old and not self._run(
            "change tournament settings",
            lambda: tf.update_event(new, confirm_rules=rules_changed),
            lambda: tf.update_event(old, confirm_rules=rules_changed),
        ):
            return
        if not dialog.baku.isEnabled():
            return  # round 1 is paired: the acceleration stays as it is
        if dialog.baku.isChecked() and not baku:
            self._run(
                "Baku acceleration",
                lambda: tf.apply_baku_acceleration(),
                lambda: tf.set_accelerations(accelerations),
            )
        elif not dialog.baku.isChecked() and baku:
            self._run(
                "remove the acceleration", tf.remove_acceleration, lambda: tf.set_accelerations(accelerations)
            )

    def print_document(self, pdf: bool) -> None:
        from arbiter_gui.printing import print_current

        if self.tf is None:
            return
        try:
            print_current(self, pdf)
        except Exception as exc:
            self._refused("Print", exc)


def _file_stem(name: str) -> str:
    keep = "".join(c if c.isalnum() or c in " -_" else " " for c in name)
    return "_".join(keep.split()) or "tournament"


def _with_suffix(path: Path) -> Path:
    return path if path.suffix else path.with_suffix(dbapi.FILE_SUFFIX)
