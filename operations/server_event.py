"""An event kept on a venue server (PostgreSQL): the same ``TournamentFile``, the same areas and
operations, one transaction each with its audit row; only what a file does around them differs
(``db.server``): no lock file (several desks work at once; writers take turns per transaction, a
round's pairing holds the event's pairing lock), no backup copies (the server's backups are its
administrator's; ``arbiter copy`` takes the event to a file), and the server's failures told in one
sentence (a desk that loses the server is told at once: nothing under way is called stored).

The audit log names the desk: the user of an operation is ``person@host`` (``db.server.desk_name``).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import Engine
from sqlalchemy.exc import DBAPIError, IntegrityError

from db import server, server_aside
from db.errors import NewerSchemaError, NotATournamentFile, OperationRefused, TournamentFileError
from db.event_copy import read_tables, write_tables
from db.location import ServerAddress
from db.schema import SCHEMA_VERSION, EventRow
from db.tx import audit_rows
from engine.i18n import translate
from operations import ops_event, ops_rounds, roles
from operations.change_feed import ChangeFeed
from operations.files import Files
from operations.tournament_file import FILE_SUFFIX, Builder, TournamentFile, build_file
from values import EventSettings, ProgressCallback


class ServerFiles(Files):
    """The files area of an event on a server: no automatic backups; "save a copy" writes a tournament
    file of the event (as ``arbiter copy`` does)."""

    def backups(self) -> tuple[Path, ...]:
        return ()

    def save_copy(self, destination: str | Path, *, overwrite: bool = False) -> Path:
        """The event, as it stands, written to the tournament file ``destination`` (a folder: the
        database's name there, ``.arbiter`` added); an existing file is replaced only when ``overwrite``."""
        target = Path(destination)
        if target.is_dir():
            target = target / (self._file.path.name + FILE_SUFFIX)
        rows = self._file.read(read_tables)
        made, _ = build_file(
            target, None, None, overwrite, lambda tf: tf.write(lambda tx: write_tables(tx.session, rows))
        )
        made.close()
        return target


class ServerEvent(TournamentFile):
    """An open event on a venue server (see the module's docstring). ``path`` is the database's name
    (for the messages that name the event), ``address`` where it is."""

    def __init__(self, address: ServerAddress, engine: Engine, user: str, *, read_only: bool = False) -> None:
        super().__init__(Path(address.database), engine, None, user)
        self.address = address
        self._read_only = read_only

    @property
    def read_only(self) -> bool:
        return self._read_only or self._view

    def _make_areas(self) -> None:
        super()._make_areas()
        self.files = ServerFiles(self)

    @property
    def roles_apply(self) -> bool:
        """Several desks share the event: their roles decide who may change it (``operations.roles``)."""
        return True

    def _errors(self, doing: str) -> contextlib.AbstractContextManager[None]:
        return _server_errors(self.address)

    def pairing(self) -> contextlib.AbstractContextManager[None]:
        """The section's pairing lock (``db.server.pairing_lock``); a desk whose role does not pair is
        refused before the engine runs, by the roles read with the lock (one round trip)."""

        def allowed(read: dict[str, str]) -> None:
            roles.require_among(read, "pair_round", self.user)

        return _pairing(self._engine, self.address, self.section_id, allowed)

    def backup_after_pairing(self, number: int, progress: ProgressCallback | None) -> None:
        """No copy: the server keeps the event (its backups are its administrator's); the last step of
        the pairing's progress says so."""
        if progress is not None:
            progress(
                ops_rounds.PAIRING_STEPS,
                ops_rounds.PAIRING_STEPS,
                translate("DbServer", "Round {number} paired and stored on the venue server").format(
                    number=number
                ),
            )

    def timed_backup(self) -> Path | None:
        """No copy: the server keeps the event (``arbiter copy`` takes it to a file)."""
        return None

    def change_marker(self) -> int:
        """The number of the event's audit rows (``db.tx.audit_rows``): it grows with every change
        committed by any desk, also when transactions commit in another order than their audit rows were
        numbered (which the last id would miss until the next change)."""
        return self.read(audit_rows)

    def change_feed(self) -> ChangeFeed:
        """The other desks' changes as the server announces them (``operations.change_feed``)."""
        return ChangeFeed(self._engine, self.address)

    def connection_settings(self) -> dict[str, str]:
        """The server's version and the connection's isolation level and encryption: for diagnostics."""
        with _server_errors(self.address), self._engine.connect() as conn:
            return {
                "server_version": str(conn.exec_driver_sql("SHOW server_version").scalar()),
                "transaction_isolation": str(conn.exec_driver_sql("SHOW transaction_isolation").scalar()),
                "ssl": str(
                    conn.exec_driver_sql("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()").scalar()
                ),
            }


@contextlib.contextmanager
def _pairing(
    engine: Engine, address: ServerAddress, section_id: int, allowed: Callable[[dict[str, str]], None]
) -> Iterator[None]:
    with _server_errors(address), server.pairing_lock(engine, address, section_id, allowed):
        yield


@contextlib.contextmanager
def _server_errors(address: ServerAddress) -> Iterator[None]:
    """PostgreSQL trouble as our errors, at this one edge: a broken rule refuses the operation; a server
    out of reach, a refused login, a lost connection are one sentence (``db.server.server_problem``)."""
    try:
        yield
    except IntegrityError as exc:
        raise OperationRefused(
            translate("DbRefusal", "refused by the rules of the tournament file: {orig}").format(
                orig=" ".join(str(exc.orig).split())
            )
        ) from exc
    except DBAPIError as exc:
        raise server.server_problem(exc, address) from exc


def _engine(address: ServerAddress, desk: str) -> Engine:
    return server.server_engine(address, desk)


def open_server(address: ServerAddress, *, user: str | None = None, read_only: bool = False) -> ServerEvent:
    """Open the event in the database at ``address`` (several desks may have it open at once).

    Raises ``ServerUnreachable`` (one sentence: out of reach, login refused, no such database),
    ``NotATournamentFile`` (an empty database, or one of another program) or ``NewerSchemaError``.
    ``read_only``: every operation that writes is refused."""
    who = user or server.desk_name()
    engine = _engine(address, who)
    try:
        with _server_errors(address):
            version = server.schema_version(engine, address)
        if version is None:
            raise NotATournamentFile(
                translate("DbServer", "the database {name} holds no event yet").format(name=address.name)
            )
        _check_server_version(address, version)
        tf = ServerEvent(address, engine, who, read_only=read_only)
        if tf.read(lambda s: s.get(EventRow, 1)) is None:
            raise NotATournamentFile(
                translate("DbServer", "the database {name} holds no event yet").format(name=address.name)
            )
        tf._backed_up_at = 0
        tf.sections.open_first()
        return tf
    except BaseException:
        engine.dispose()
        raise


def _check_server_version(address: ServerAddress, version: int) -> None:
    """A database of another schema version is refused: migrations are written for files (SQLite);
    an event moves to a newer program through a file (``arbiter copy`` both ways)."""
    if version > SCHEMA_VERSION:
        raise NewerSchemaError(
            translate(
                "DbServer",
                "the event in {name} was written by a newer Arbiter Desk (schema {version}, this program "
                "knows up to {known}); please update the program",
            ).format(name=address.name, version=version, known=SCHEMA_VERSION)
        )
    if version < SCHEMA_VERSION:
        raise TournamentFileError(
            translate(
                "DbServer",
                "the event in {name} is of an older Arbiter Desk (schema {version}): copy it to a file "
                "with the older program (arbiter copy), open the file here, then copy it back",
            ).format(name=address.name, version=version)
        )


def builder(address: ServerAddress) -> Builder:
    """How a new event is made in the database at ``address`` (``operations.tournament_file.Builder``)."""

    def build(
        settings: EventSettings, user: str | None, overwrite: bool, fill: Callable[[TournamentFile], Any]
    ) -> tuple[TournamentFile, Any]:
        return create_on_server(address, settings, user, overwrite, fill)

    return build


def create_on_server(
    address: ServerAddress,
    settings: EventSettings | None,
    user: str | None,
    overwrite: bool,
    fill: Callable[[TournamentFile], Any],
) -> tuple[TournamentFile, Any]:
    """Make the event's tables in the (empty) database at ``address``, store the event, ``fill`` it.
    Refuses a database that holds an event unless ``overwrite``; a failure leaves the database as it was:
    empty, or with the event it held (set aside meanwhile, ``db.server_aside``)."""
    who = user or server.desk_name()
    engine = _engine(address, who)
    replacing = False
    try:
        with _server_errors(address):
            version = server.schema_version(engine, address)
            if version is not None and not overwrite:
                raise OperationRefused(
                    translate(
                        "DbServer", "the database {name} already holds an event; choose another database"
                    ).format(name=address.name)
                )
            if version is not None:
                if version == SCHEMA_VERSION:  # an older event names no roles: anyone may replace it
                    ServerEvent(address, engine, who).roles.require(roles.REPLACE_EVENT)
                server_aside.set_aside(engine)
                replacing = True
            server.create_server_schema(engine, who, datetime.now(UTC).isoformat())
    except BaseException:
        if replacing:
            with contextlib.suppress(TournamentFileError, DBAPIError):
                server_aside.put_back(engine)
        engine.dispose()
        raise
    tf = ServerEvent(address, engine, who)
    try:
        if settings is not None:  # None: ``fill`` writes every row (``operations.copy_event``)
            tf.write(lambda tx: ops_event.init_event(tx, settings))
        result = fill(tf)
    except BaseException:
        with contextlib.suppress(TournamentFileError, DBAPIError):
            (server_aside.put_back if replacing else server.drop_event)(engine)
        tf.close()
        raise
    if replacing:  # left behind, the next replacement drops it
        with contextlib.suppress(TournamentFileError, DBAPIError):
            server_aside.forget(engine)
    tf._backed_up_at = 0
    return tf, result
