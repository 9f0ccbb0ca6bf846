"""The application's remembered state (recent files, window geometry, language) over ``QSettings``.

The settings identity (organisation and application name) is set once, in :func:`app.make_application`.
Tests hand a ``QSettings`` on an ini file in a temporary folder instead of the user's.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings

MAX_RECENT = 8


@dataclass(frozen=True)
class RecentFile:
    """A tournament file opened before: where it is, the event's name when it was last open."""

    path: Path
    name: str = ""

    @property
    def exists(self) -> bool:
        return self.path.is_file()

    @property
    def title(self) -> str:
        """The event's name (the file's name when it is not known)."""
        return self.name or self.path.stem


class AppSettings:
    """Typed access to the few things Arbiter Desk remembers between runs."""

    def __init__(self, qsettings: QSettings | None = None) -> None:
        self._s = qsettings if qsettings is not None else QSettings()

    @property
    def qsettings(self) -> QSettings:
        return self._s

    def recent_files(self) -> list[Path]:
        value = self._s.value("files/recent", [])
        if isinstance(value, str):  # QSettings gives a lone string for a one-item list
            value = [value]
        if not isinstance(value, list):
            return []
        return [Path(str(v)) for v in value if v]

    def recent(self) -> list[RecentFile]:
        """The recent files, newest first, with their events' names."""
        names = self._names()
        return [RecentFile(p, names.get(str(p), "")) for p in self.recent_files()]

    def _names(self) -> dict[str, str]:
        try:
            value = json.loads(str(self._s.value("files/recent_names", "{}")))
        except ValueError:
            return {}
        return {str(k): str(v) for k, v in value.items()} if isinstance(value, dict) else {}

    def _store(self, files: list[Path], names: dict[str, str]) -> None:
        self._s.setValue("files/recent", [str(p) for p in files])
        kept = {str(p): names[str(p)] for p in files if str(p) in names}
        self._s.setValue("files/recent_names", json.dumps(kept, ensure_ascii=False))
        self._s.sync()

    def add_recent_file(self, path: Path, name: str = "") -> list[Path]:
        """``path`` (the event called ``name``) becomes the newest recent file."""
        path = Path(path).resolve()
        files = [path] + [p for p in self.recent_files() if p != path]
        files = files[:MAX_RECENT]
        names = self._names()
        if name:
            names[str(path)] = name
        self._store(files, names)
        return files

    def forget_recent_file(self, path: Path) -> None:
        target = Path(path).resolve()
        self._store([p for p in self.recent_files() if p != target], self._names())

    def forget_missing_files(self) -> int:
        """Drop the recent files that are no longer where they were; returns how many."""
        files = self.recent_files()
        kept = [p for p in files if p.is_file()]
        self._store(kept, self._names())
        return len(files) - len(kept)

    def window_geometry(self) -> QByteArray | None:
        value = self._s.value("window/geometry")
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    def window_state(self) -> QByteArray | None:
        value = self._s.value("window/state")
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    def save_window(self, geometry: QByteArray, state: QByteArray) -> None:
        self._s.setValue("window/geometry", geometry)
        self._s.setValue("window/state", state)
        self._s.sync()

    def last_folder(self) -> str:
        return str(self._s.value("files/last_folder", str(Path.home())))

    def set_last_folder(self, folder: Path) -> None:
        self._s.setValue("files/last_folder", str(folder))

    def language(self) -> str:
        """The language chosen for the window (``fr``, ``de``...; empty: the system's)."""
        return str(self._s.value("ui/language", "") or "")

    def set_language(self, language: str) -> None:
        """Choose the window's language (empty: the system's); it applies when the program starts again."""
        self._s.setValue("ui/language", language)
        self._s.sync()

    def print_language(self) -> str:
        """The language documents were last printed in (empty: the window's)."""
        return str(self._s.value("print/language", "") or "")

    def set_print_language(self, language: str) -> None:
        self._s.setValue("print/language", language)

    def library_file(self) -> Path | None:
        """The player library chosen instead of the one in the data folder (None: that one)."""
        value = self._s.value("library/file", "")
        return Path(str(value)) if value else None

    def set_library_file(self, path: Path | None) -> None:
        self._s.setValue("library/file", "" if path is None else str(path))
        self._s.sync()
