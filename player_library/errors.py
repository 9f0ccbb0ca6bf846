"""Errors of the player library, rooted in ``engine.errors.ArbiterError``."""

from __future__ import annotations

from engine.errors import ArbiterError
from engine.i18n import translate


class LibraryError(ArbiterError):
    """The library cannot do what was asked (its file is unusable, an import cannot be undone...)."""


class ListFileError(LibraryError):
    """A rating list or national list that cannot be read: the line number, the line and the reason.

    An import that meets one keeps nothing of the file.
    """

    def __init__(self, reason: str, line_number: int | None = None, line: str | None = None) -> None:
        self.reason = reason
        self.line_number = line_number
        self.line = line
        text = (
            translate("DbLibrary", "line {line_number}: {reason}").format(
                line_number=line_number, reason=reason
            )
            if line_number is not None
            else reason
        )
        shown = f"\n  {line.strip()[:120].rstrip()}" if line and line.strip() else ""
        super().__init__(f"{text}{shown}")


class ImportCancelled(LibraryError):
    """The import was stopped on request; the library is as it was before."""

    def __init__(self) -> None:
        super().__init__(translate("DbLibrary", "import cancelled; the library is unchanged"))
