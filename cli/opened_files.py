"""The tournament files a running ``arbiter`` sub-command opened, so that their notices (opened
read-only, a stale lock removed, a disk error after which the change is stored after all, a backup
that could not be written) are printed as ``arbiter: warning: ...`` lines when the command ends,
whichever module the command lives in (``cli.main``, ``cli.results``, ``cli.end_of_event``,
``cli.library``, ``cli.exports``).

- ``open_to_write``: ``operations.open_file`` (locked; refused on a read-only drive or while another program
  has the file open);
- ``open_to_read``: ``operations.open_for_reading`` (read-only, with a notice, in those two cases).
"""

from __future__ import annotations

from pathlib import Path
from typing import TextIO

import operations
from engine.i18n import translate

_opened: list[operations.TournamentFile] = []


def open_to_write(path: Path) -> operations.TournamentFile:
    tf = operations.open_file(path)
    _opened.append(tf)
    return tf


def open_to_read(path: Path) -> operations.TournamentFile:
    tf = operations.open_for_reading(path)
    _opened.append(tf)
    return tf


def keep(tf: operations.TournamentFile) -> operations.TournamentFile:
    """A file the command opened otherwise (``operations.create``, ``operations.import_trf``)."""
    _opened.append(tf)
    return tf


def start() -> None:
    """Forget the files of an earlier command (``run`` may be called many times in one process)."""
    _opened.clear()


def finish(err: TextIO) -> None:
    """Print the notices of every file the command opened, then close them all."""
    for tf in _opened:
        for notice in tf.notices:
            say(err, translate("CliOutput", "warning: {warning}").format(warning=notice))
        tf.close()
    _opened.clear()


def say(err: TextIO, text: str) -> None:
    """One line ``arbiter: <text>`` (white space, line breaks included, folded to single spaces)."""
    print(f"arbiter: {' '.join(text.split())}", file=err)


def internal_error(exc: BaseException) -> str:
    """The line of a fault of the program (exit 70): what failed, and that it should be reported."""
    return translate("CliRefusal", "internal error ({kind}: {error}); please report it").format(
        kind=type(exc).__name__, error=exc
    )
