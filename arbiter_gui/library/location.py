"""Where the window keeps the player library: the application's data folder as Qt names it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths

from db.library.paths import LIBRARY_FILE, default_library_path


def data_folder() -> Path:
    """``QStandardPaths.AppDataLocation`` (organisation and application set by ``make_application``)."""
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))


def library_path() -> Path:
    """``$ARBITER_LIBRARY`` if set, else ``players.library`` in the data folder."""
    return default_library_path(data_folder())


__all__ = ["LIBRARY_FILE", "data_folder", "library_path"]
