"""Errors of the tournament-file layer, rooted in ``engine.errors.ArbiterError``.

Each carries a sentence the arbiter can read; the CLI prints it on one line, the GUI shows it in a
dialog. When an operation raises one of these, the file is unchanged.
"""

from __future__ import annotations

from engine.errors import ArbiterError


class OperationRefused(ArbiterError):
    """An operation that would break the tournament: refused, nothing changed.

    Examples: a result for a board that does not exist, pairing round 5 while round 4 still has
    missing results, withdrawing a player who is paired in the current round.
    """


class TournamentFileError(ArbiterError):
    """The tournament file itself cannot be used (see the subclasses)."""


class FileInUse(TournamentFileError):
    """Another program (or another window) has the file open."""

    def __init__(self, message: str, situation: str = "") -> None:
        super().__init__(message)
        self.situation = situation
        """The message without its advice ("X is already open in another Arbiter Desk (...)"), for a
        notice that the file was read anyway; "" when the message is the situation itself."""


class NotATournamentFile(TournamentFileError):
    """The file is not SQLite, or SQLite without the Arbiter Desk schema."""


class AlteredFile(NotATournamentFile):
    """An SQLite file with our ``application_id`` whose structure is not the one this program makes for
    its schema version (a foreign trigger, a view in place of a table, a column more or less): another
    program changed it, and it is refused unopened (``db.schema_check``)."""


class CorruptFile(TournamentFileError):
    """The file is an Arbiter Desk file but SQLite reports damage."""


class NewerSchemaError(TournamentFileError):
    """The file was written by a newer Arbiter Desk (its schema version is unknown here)."""


class ReadOnlyFile(TournamentFileError):
    """The file (or its folder, or the drive) cannot be written: it can only be opened to read."""


class DiskError(TournamentFileError):
    """The disk refused a write (full, failing, removed). The operation that raised it is NOT stored:
    the file is as it was before it (``operations.tournament_file`` reads the file back to make sure before
    saying so)."""
