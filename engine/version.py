"""The version of Arbiter Desk, written here and nowhere else.

``pyproject.toml`` reads it for the package metadata (``[tool.setuptools.dynamic]``); the window's About
box, ``arbiter --version``, ``python -m engine --version``, the footer of every printed document and
the bundles' file names all take it from here. It lives in ``engine`` because every layer may import
``engine`` and a frozen bundle has no package metadata to ask.
"""

from __future__ import annotations

PROGRAM = "Arbiter Desk"
VERSION = "0.1.0"


def program_version() -> str:
    """``Arbiter Desk 0.1.0``: the program's name and version as the arbiter sees them."""
    return f"{PROGRAM} {VERSION}"
