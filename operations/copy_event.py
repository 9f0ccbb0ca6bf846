"""``arbiter copy SRC DST``: an event moved between a tournament file and a venue server, either way (or
file to file, server to server), identical row by row (``db.event_copy``): players, rounds, results,
byes, restrictions, prizes and the whole audit log with their ids.

The destination is made like a new event (``operations.tournament_file.build_file`` for a file: at a
temporary name, moved into place once complete, a replaced file kept in its backups;
``operations.server_event.create_on_server`` for a database, which must be empty): an existing event
there is refused unless ``overwrite``. The source is opened as the reading commands open it
(``opening.open_for_reading``): nothing of its event is changed, a file in use elsewhere is read as it
stands, and a file of an older version is first brought to this one, its former copy kept beside it, as
when it is opened anywhere else.
"""

from __future__ import annotations

from pathlib import Path

from db.errors import OperationRefused
from db.event_copy import read_tables, write_tables
from db.location import Location, ServerAddress, locate
from engine.i18n import translate
from operations import opening, server_event, tournament_file
from operations.tournament_file import TournamentFile


def copy_event(
    source: opening.Target, target: opening.Target, *, overwrite: bool = False, user: str | None = None
) -> Location:
    """Copy the event at ``source`` to ``target`` (file path or server URL); return where it now is.

    Raises ``OperationRefused`` when ``target`` holds an event already (unless ``overwrite``) or is the
    source itself, and the errors of opening either (``TournamentFileError``)."""
    here, there = locate(source), locate(target)
    if _same(here, there):
        raise OperationRefused(translate("DbServer", "the copy would replace its own source; name another"))
    with opening.open_for_reading(here, user=user) as src:
        rows = src.read(read_tables)

    def fill(tf: TournamentFile) -> None:
        tf.write(lambda tx: write_tables(tx.session, rows))

    if isinstance(there, ServerAddress):
        made, _ = server_event.create_on_server(there, None, user, overwrite, fill)
    else:
        made, _ = tournament_file.build_file(there, None, user, overwrite, fill)
    made.close()
    return there


def _same(a: Location, b: Location) -> bool:
    if isinstance(a, ServerAddress) and isinstance(b, ServerAddress):
        return (a.host, a.port, a.database) == (b.host, b.port, b.database)
    return isinstance(a, Path) and isinstance(b, Path) and a.resolve() == b.resolve()
