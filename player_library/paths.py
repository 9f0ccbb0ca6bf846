"""Where the program keeps its data when nobody says otherwise: the data folder and the player library.

The data folder is ``Arbiter Desk`` in the platform's folder for the data of applications (Qt's
``QStandardPaths.GenericDataLocation``: ``$XDG_DATA_HOME`` or ``~/.local/share``, ``%APPDATA%``,
``~/Library/Application Support``). ``data_folder`` is the one decision; the GUI asks Qt for the
platform's folder and appends the same name (``arbiter_gui.library.location``), the headless ``arbiter``
CLI, which must not load Qt, follows the same rules here (``tests/test_gui_library.py`` checks that the
two agree on the platform the tests run on). ``ARBITER_LIBRARY`` in the environment names another
library file for both.

Before issue 26 the folder was Qt's ``AppDataLocation``, which appends the organisation and then the
application, both ``Arbiter Desk``: ``.../Arbiter Desk/Arbiter Desk``. A library found there is moved
up into the data folder the first time the default library is asked for (``default_library_path``).
"""

from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path

ORGANISATION = "Arbiter Desk"
APPLICATION = "Arbiter Desk"
LIBRARY_FILE = "players.library"
ENVIRONMENT = "ARBITER_LIBRARY"


def platform_data_folder() -> Path:
    """The platform's folder for the data of applications (Qt's ``GenericDataLocation`` rules)."""
    home = Path.home()
    if sys.platform == "win32":
        return Path(os.environ.get("APPDATA") or home / "AppData" / "Roaming")
    if sys.platform == "darwin":
        return home / "Library" / "Application Support"
    return Path(os.environ.get("XDG_DATA_HOME") or home / ".local" / "share")


def data_folder(platform_folder: Path | None = None) -> Path:
    """The application's data folder: ``Arbiter Desk`` in ``platform_folder`` (default: the platform's,
    ``platform_data_folder``)."""
    return (platform_folder or platform_data_folder()) / APPLICATION


def former_data_folder(folder: Path) -> Path:
    """Where the data folder ``folder`` was before issue 26 (organisation, then application)."""
    return folder.parent / ORGANISATION / APPLICATION


def default_library_path(folder: Path | None = None) -> Path:
    """``$ARBITER_LIBRARY`` if set, else ``players.library`` in ``folder`` (default: ``data_folder()``),
    where a library of the former data folder is moved first (``move_former_library``)."""
    named = os.environ.get(ENVIRONMENT)
    if named:
        return Path(named)
    target = (folder or data_folder()) / LIBRARY_FILE
    move_former_library(target)
    return target


def move_former_library(target: Path) -> bool:
    """Move the library kept in the former data folder (its file, its FIDE list generations, a journal)
    to ``target``'s folder, when ``target`` does not exist yet; True when it did. Nothing is
    overwritten, nothing copied: each file is renamed within the same disk, the main file last, so an
    interrupted move is finished by the next call and the library is never lost."""
    former = former_data_folder(target.parent) / target.name
    if target.exists() or not former.is_file():
        return False
    parts = sorted(p for p in former.parent.glob(f"{glob_escape(target.name)}?*") if p.is_file())
    for part in parts:
        moved = target.parent / part.name
        if not moved.exists():
            with contextlib.suppress(FileNotFoundError):  # another program moved it meanwhile
                os.replace(part, moved)
    target.parent.mkdir(parents=True, exist_ok=True)
    try:
        os.replace(former, target)
    except FileNotFoundError:
        return False
    return True


def glob_escape(name: str) -> str:
    """``name`` as a literal in a glob pattern."""
    return "".join(f"[{c}]" if c in "*?[" else c for c in name)
