"""Open or create an event by a file path or a venue server's URL: the one place where the answer of
``db.location.locate`` ("file or server") chooses between ``operations.tournament_file`` (a file) and
``operations.server_event`` (a database on a PostgreSQL server). Everything that opens an event (the
command line, the window, ``arbiter copy``, a web server reading the event) calls these; they are
``operations.create``, ``operations.open_file``, ``operations.open_for_reading`` and
``operations.import_trf``.
"""

from __future__ import annotations

from pathlib import Path

from db.location import Location, ServerAddress, locate
from operations import server_event, tournament_file
from operations.tournament_file import TournamentFile
from values import EventSettings, ImportReport

Target = str | Path | ServerAddress
"""A file path, a ``postgresql://USER@HOST[:PORT]/DBNAME`` text, or a server address already parsed."""


def where(target: Target) -> Location:
    """File or server (``db.location.locate``)."""
    return locate(target)


def open_file(target: Target, *, user: str | None = None, read_only: bool = False) -> TournamentFile:
    """Open an existing event: ``tournament_file.open_file`` for a file (locked against other programs),
    ``server_event.open_server`` for a venue server (several desks at once)."""
    place = locate(target)
    if isinstance(place, ServerAddress):
        return server_event.open_server(place, user=user, read_only=read_only)
    return tournament_file.open_file(place, user=user, read_only=read_only)


def open_for_reading(target: Target, *, user: str | None = None) -> TournamentFile:
    """Open an event to read it (``tournament_file.open_for_reading``: read-only when the file is in use
    or on a read-only drive); on a venue server, open it as any desk does."""
    place = locate(target)
    if isinstance(place, ServerAddress):
        return server_event.open_server(place, user=user)
    return tournament_file.open_for_reading(place, user=user)


def create(
    target: Target, settings: EventSettings, *, user: str | None = None, overwrite: bool = False
) -> TournamentFile:
    """Create a new, empty event and open it (``tournament_file.create``; on a server, in its database,
    which must hold no event unless ``overwrite``)."""
    place = locate(target)
    build = server_event.builder(place) if isinstance(place, ServerAddress) else None
    return tournament_file.create(_path(place), settings, user=user, overwrite=overwrite, build=build)


def import_trf(
    trf_path: str | Path,
    target: Target,
    *,
    user: str | None = None,
    overwrite: bool = False,
    lenient: bool = False,
    keep_placeholders: bool = False,
) -> tuple[TournamentFile, ImportReport]:
    """Create an event from a TRF (``tournament_file.import_trf``), in a file or on a venue server."""
    place = locate(target)
    build = server_event.builder(place) if isinstance(place, ServerAddress) else None
    return tournament_file.import_trf(
        trf_path,
        _path(place),
        user=user,
        overwrite=overwrite,
        lenient=lenient,
        keep_placeholders=keep_placeholders,
        build=build,
    )


def _path(place: Location) -> Path:
    """The path given to ``tournament_file`` (unused there when a builder for a server is given)."""
    return place if isinstance(place, Path) else Path(place.database)
