"""Where an event is kept: a tournament file on disk, or a database on a venue server (PostgreSQL).

``locate`` is the one decision "file or server": every place that opens, creates or copies an event
(``operations.tournament_file``, ``operations.server_event``, ``arbiter copy``, the window) asks it.
A server is named by a URL ``postgresql://USER@HOST[:PORT]/DBNAME``; anything else is a file path.

The password is never part of the URL (a URL is printed, logged and kept in the recent files): it
comes from ``PGPASSWORD`` (read by the driver itself), a prompt of the command line, or the window's
"Connect to venue server" dialog, and travels in ``ServerAddress.password``, which no ``str`` or
``repr`` shows.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import quote, unquote, urlsplit

from db.errors import TournamentFileError
from engine.i18n import translate

SCHEMES = ("postgresql", "postgres")
"""The URL schemes of a venue server (libpq accepts both)."""

_NAME = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_$.-]{0,62}")
"""A database or role name the program accepts (PostgreSQL's identifiers are at most 63 bytes)."""


class ServerUrlError(TournamentFileError):
    """A ``postgresql://`` URL that does not name a server, a user and a database (or holds a password)."""


@dataclass(frozen=True, slots=True)
class ServerAddress:
    """A database on a venue server: who connects, to which host and port, which database.

    >>> ServerAddress("arbiter", "venue.local", 5433, "open2026")
    ServerAddress(user='arbiter', host='venue.local', port=5433, database='open2026')
    >>> str(ServerAddress("arbiter", "venue.local", None, "open2026", password="secret"))
    'postgresql://arbiter@venue.local/open2026'
    """

    user: str
    host: str
    port: int | None
    database: str
    password: str | None = field(default=None, repr=False, compare=False)
    """Given by a prompt or the window's dialog; None: ``PGPASSWORD`` or none (the server decides)."""

    def __str__(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        port = "" if self.port is None else f":{self.port}"
        return f"postgresql://{quote(self.user, safe='')}@{host}{port}/{quote(self.database, safe='')}"

    @property
    def name(self) -> str:
        """How the event is named in a sentence: the database and its server."""
        return f"{self.database} ({self.host})"


Location = Path | ServerAddress
"""A tournament file or a database on a venue server."""


def is_server_url(text: str) -> bool:
    """``text`` names a venue server (its scheme is ``postgresql://``), not a file.

    >>> is_server_url("postgresql://a@b/c"), is_server_url("open.arbiter"), is_server_url("C:/x")
    (True, False, False)
    """
    scheme, sep, _ = text.partition("://")
    return bool(sep) and scheme.lower() in SCHEMES


def locate(target: str | Path | ServerAddress) -> Location:
    """File or server: a ``postgresql://USER@HOST[:PORT]/DBNAME`` text is a ``ServerAddress``, any other
    text or path a ``Path``. Raises ``ServerUrlError`` (one sentence) for a server URL that lacks its
    user, host or database, or that holds a password.

    >>> locate("postgresql://arbiter@10.0.0.5:5433/open2026")
    ServerAddress(user='arbiter', host='10.0.0.5', port=5433, database='open2026')
    >>> locate("open2026.arbiter")
    PosixPath('open2026.arbiter')
    """
    if isinstance(target, ServerAddress | Path):
        return target
    if not is_server_url(target):
        return Path(target)
    return parse_server_url(target)


def parse_server_url(text: str) -> ServerAddress:
    """The ``ServerAddress`` of a ``postgresql://`` URL (see ``locate``)."""
    try:
        parts = urlsplit(text)
        port = parts.port
    except ValueError:
        raise ServerUrlError(_usage(text)) from None
    if parts.password is not None:
        raise ServerUrlError(
            translate(
                "DbServer",
                "a password may not be written in the server's address (it would be shown and kept); "
                "give it in PGPASSWORD or when asked",
            )
        )
    user = unquote(parts.username or "")
    database = unquote(parts.path.lstrip("/"))
    host = parts.hostname or ""
    named = _NAME.fullmatch(user) and _NAME.fullmatch(database)
    if parts.query or parts.fragment or not host or not named:
        raise ServerUrlError(_usage(text))
    return ServerAddress(user, host, port, database)


def _usage(text: str) -> str:
    shown = text.split("@", 1)[-1] if "@" in text else text
    return translate(
        "DbServer",
        "{url} is not the address of a venue server; write postgresql://USER@HOST[:PORT]/DATABASE",
    ).format(url=shown)
