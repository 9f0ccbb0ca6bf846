"""The files area: backups (``db.backups``), a copy of the open file, the TRF export written to a file.

Each method that writes is ONE operation: one transaction with its audit row (``FileAccess.write``),
returning domain values (``values``). Reached as ``tf.files`` of an open ``TournamentFile``.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from db import backups
from db.errors import (
    OperationRefused,
)
from db.lock import FileLock
from db.schema import APPLICATION_ID
from engine.i18n import translate
from operations import (
    trf_export,
)
from osfiles.output_files import refuse_kept, write_output
from values import (
    TrfVersion,
)

if TYPE_CHECKING:
    pass

from operations.file_access import FileAccess


class Files:
    """The operations of the files area (see the module's docstring)."""

    def __init__(self, file: FileAccess) -> None:
        self._file = file

    def export_trf(self, version: TrfVersion = TrfVersion.TRF26) -> str:
        """The TRF for rating submission: headers 012-132 (with round dates), 142/152/162/192/202."""
        return self._file.read(lambda s: trf_export.export_text(s, version))

    def export_trf_file(self, out: str | Path, version: TrfVersion = TrfVersion.TRF26) -> Path:
        """``export_trf`` written to ``out``, whole or not at all; never over this file, one of its own
        files or a database (``osfiles.output_files``: ``OutputRefused``, ``OutputFailed``)."""
        return write_output(Path(out), self.export_trf(version), (self._file.path,))

    def backups(self) -> tuple[Path, ...]:
        """The automatic copies (``<file>.backups/``: after each pairing, timed, replaced files), oldest
        first. Each is a complete tournament file: open it with ``open_file`` to look at or continue
        from it. How many are kept: ``db.backups``."""
        return tuple(backups.backups_of(self._file.path))

    def save_copy(self, destination: str | Path, *, overwrite: bool = False) -> Path:
        """A consistent snapshot of the file at ``destination`` (SQLite's backup API: complete even
        while the file is being used), for a USB stick or a mail. Refused: the open file itself (or
        its journal, lock or backups folder), an existing file unless ``overwrite``, a tournament file
        another program has open, a database that is no tournament file (``OutputRefused``). The copy
        is the arbiter's: never pruned."""
        target = Path(destination)
        if target.is_dir():
            target = target / self._file.path.name
        # the one decision (osfiles.output_files): never this file, its own files, its backups, a
        # database that is no tournament file (the player library); an older copy may be replaced
        refuse_kept(target, (self._file.path,), replaces_database=APPLICATION_ID)
        if target.exists() and not overwrite:
            raise OperationRefused(
                translate("DbRefusal", "{target} already exists; choose another name").format(target=target)
            )
        guard = FileLock(target) if target.exists() else None
        if guard is not None:
            guard.acquire()  # FileInUse when a window has it open
        try:
            return backups.backup_copy(self._file.path, target, read_only=self._file.read_only)
        finally:
            if guard is not None:
                guard.release()
