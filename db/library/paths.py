"""Where the player library lives when nobody says otherwise.

The GUI asks Qt (``QStandardPaths.AppDataLocation`` with the application's organisation and name) and
passes the folder on; the headless ``arbiter`` CLI, which must not load Qt, computes the same folder
here by the same rules (``tests/test_library_gui.py`` checks that the two agree on the platform the
tests run on). ``ARBITER_LIBRARY`` in the environment names another library file for both.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ORGANISATION = "Arbiter Desk"
APPLICATION = "Arbiter Desk"
LIBRARY_FILE = "players.library"
ENVIRONMENT = "ARBITER_LIBRARY"


def data_folder() -> Path:
    """The application's data folder: Qt's ``AppDataLocation`` rules, organisation/application."""
    home = Path.home()
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA") or home / "AppData" / "Roaming")
    elif sys.platform == "darwin":
        base = home / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or home / ".local" / "share")
    return base / ORGANISATION / APPLICATION


def default_library_path(folder: Path | None = None) -> Path:
    """``$ARBITER_LIBRARY`` if set, else ``players.library`` in ``folder`` (default: ``data_folder()``)."""
    named = os.environ.get(ENVIRONMENT)
    if named:
        return Path(named)
    return (folder or data_folder()) / LIBRARY_FILE
