"""The tournament files a running ``arbiter`` sub-command opened, so that their notices (opened
read-only, a stale lock removed, a disk error after which the change is stored after all, a backup
that could not be written) are printed as ``arbiter: warning: ...`` lines when the command ends,
whichever module the command lives in (``cli.main``, ``cli.results``, ``cli.end_of_event``,
``cli.library``, ``cli.exports``).

- ``open_to_write``: ``operations.open_file`` (locked; refused on a read-only drive or while another program
  has the file open);
- ``open_to_read``: ``operations.open_for_reading`` (read-only, with a notice, in those two cases).

Either takes a venue server's address too; when the server asks for a password that ``PGPASSWORD``
does not give, it is asked for on the terminal (``with_password``; never echoed, never kept).
"""

from __future__ import annotations

import dataclasses
import getpass
import sys
from collections.abc import Callable
from typing import TextIO, TypeVar

import operations
from db.location import Location, ServerAddress
from db.server import ServerNeedsPassword
from engine.i18n import translate

_opened: list[operations.TournamentFile] = []
_section: list[tuple[str | None, bool]] = [(None, True)]
"""The section the command works on (``--section``), and whether it must be chosen (``start``)."""
T = TypeVar("T")


def open_to_write(path: Location) -> operations.TournamentFile:
    return in_section(with_password(path, operations.open_file))


def open_to_read(path: Location) -> operations.TournamentFile:
    return in_section(with_password(path, operations.open_for_reading))


def in_section(tf: operations.TournamentFile) -> operations.TournamentFile:
    """The event just opened, kept (``keep``), working on the command's section: the one ``--section``
    names, or the only one (an event of several sections and no ``--section`` is refused in one
    sentence, ``tf.sections.choose``)."""
    _opened.append(tf)
    return choose_section(tf)


def choose_section(tf: operations.TournamentFile) -> operations.TournamentFile:
    """``tf`` working on the command's section (``in_section``), for a file the command opened itself."""
    name, choose = _section[0]
    if choose:
        tf.sections.choose(name)
    return tf


def with_password(location: Location, use: Callable[[Location], T]) -> T:
    """``use(location)``; when a venue server asks for a password (``PGPASSWORD`` unset) and the command
    runs at a terminal, the password is asked for (not echoed) and ``use`` tried once more with it."""
    try:
        return use(location)
    except ServerNeedsPassword:
        if not isinstance(location, ServerAddress) or not sys.stdin.isatty():
            raise
    prompt = translate("CliOutput", "password of {user} on {host}: ").format(
        user=location.user, host=location.host
    )
    return use(dataclasses.replace(location, password=getpass.getpass(prompt)))


def keep(tf: operations.TournamentFile) -> operations.TournamentFile:
    """A file the command opened otherwise (``operations.create``, ``operations.import_trf``)."""
    _opened.append(tf)
    return tf


def start(section: str | None = None, *, choose: bool = True) -> None:
    """Forget the files of an earlier command (``run`` may be called many times in one process); the
    files this one opens work on ``section`` (``in_section``; ``choose`` False: on the first one)."""
    _opened.clear()
    _section[0] = (section, choose)


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
