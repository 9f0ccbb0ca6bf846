"""Where the window keeps its data and the player library: the data folder (``player_library.paths``), in the
platform's folder for application data as Qt names it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths

from player_library import paths
from player_library.paths import LIBRARY_FILE, default_library_path


def data_folder() -> Path:
    """``Arbiter Desk`` in ``QStandardPaths.GenericDataLocation`` (``player_library.paths.data_folder``:
    not Qt's ``AppDataLocation``, which would append organisation and application, both ``Arbiter
    Desk``)."""
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericDataLocation)
    return paths.data_folder(Path(location) if location else None)


def library_path() -> Path:
    """``$ARBITER_LIBRARY`` if set, else ``players.library`` in the data folder (one found in the former
    folder is moved there first)."""
    return default_library_path(data_folder())


__all__ = ["LIBRARY_FILE", "data_folder", "library_path"]
