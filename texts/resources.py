"""Where the program's own files are: the top-level ``resources/`` folder, installed as the package
``arbiter_desk_resources``.

``importlib.resources`` finds that package the same way in an editable install, an installed wheel and
a PyInstaller bundle. A source tree run without installing (``PYTHONPATH=.``) has no such package; the
folder beside ``arbiter_gui/`` is used then. No Qt here: the printed documents use it too.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path

PACKAGE = "arbiter_desk_resources"
SOURCE_TREE_FOLDER = Path(__file__).resolve().parent.parent / "resources"


def resources_root() -> Path | None:
    """The folder of the resources, or None when they are not on the file system (a zip archive) or
    missing altogether."""
    try:
        root = resources.files(PACKAGE)
    except ModuleNotFoundError:
        return SOURCE_TREE_FOLDER if (SOURCE_TREE_FOLDER / "__init__.py").is_file() else None
    return root if isinstance(root, Path) else None


def resource_dir(name: str) -> Path | None:
    """One sub-folder of the resources (``fonts``, ``icons``, ``translations``, ``samples``), or None
    when it is not there."""
    root = resources_root()
    if root is None:
        return None
    folder = root / name
    return folder if folder.is_dir() else None
