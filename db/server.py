"""The PostgreSQL side of an event on a venue server: how it is connected, how writers take turns, how
its schema is made and recognised, what its errors mean. The SQLite side is ``db.connection``; what
differs between the two is kept here and in ``db.schema`` (constraints marked for one dialect).

- **Writers of a section take turns as on a file.** Every operation's transaction first takes the
  transaction-level advisory lock (``pg_advisory_xact_lock``) of the section it writes in
  (``SECTION_WRITE_LOCK + n``), after the event's write lock in shared mode: operations from several
  desks in one section run one after the other, each seeing what the one before stored (as ``BEGIN
  IMMEDIATE`` on a file), while the other sections' writers go on (results in Open A are not held up by
  the pairing stored in Open B); replacing the whole event (``drop_event``) takes the event's lock
  alone and waits for every section's writer. The locks go with the commit or the rollback. What the
  sections share (the event's row, the list of sections, the desks' roles) is written under the row
  locks and the constraints of PostgreSQL: two desks changing it at once in two sections are kept
  apart by the server, the second one waiting or refused in one sentence. Reads run in ``REPEATABLE
  READ`` (one snapshot, as a read transaction of SQLite) and never wait for writers.
- **Pairing a round locks the pairing only** (``pairing_lock``): a session-level advisory lock held
  from the plan to the stored round, so that results, registrations and byes go on meanwhile; a second
  desk that tries to pair is told which desk is pairing (the ``application_name`` of the holder's
  connection: the program, the person and the host).
- **Every change is announced** (``CHANGES_CHANNEL``): a writing transaction sends, with its turn,
  PostgreSQL's ``pg_notify`` naming the open event that writes (``desk_token``); the server delivers
  it to every desk listening (``ChangeListener``) when the transaction commits, never for one rolled
  back. So the other desks learn of a change at once, without asking every second.
- **No file lock and no backup copy**: the server keeps the event; its backups are the server
  administrator's (``pg_dump``); ``arbiter copy`` takes the event to a file and back.
- The schema is recognised by its ``meta`` table (``schema_version``, ``created_by``) beside the
  event's tables, as a file is by ``PRAGMA application_id``/``user_version``; the ``meta`` rows are
  the same as a file's, so that ``arbiter copy`` moves them unchanged.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import socket
import time
from collections.abc import Callable, Iterator
from typing import Any, cast

from sqlalchemy import URL, Connection, Engine, MetaData, create_engine, event, inspect
from sqlalchemy.exc import DBAPIError, DisconnectionError

from db.errors import FileInUse, NotATournamentFile, OperationRefused, TournamentFileError
from db.location import ServerAddress
from db.schema import APPLICATION_ID, PAIRED_TWICE, SCHEMA_VERSION, SQLITE_ONLY_CHECKS, Base
from db.server_prepared import FIRST_READ, FIRST_ROWS, is_prepared, mark_prepared, prepared
from engine.i18n import translate
from osfiles.platforms import current_user

APPLICATION = "Arbiter Desk"
"""The start of every desk's ``application_name`` (how another desk sees who is pairing)."""
WRITE_LOCK, PAIRING_LOCK, SECTION_WRITE_LOCK = 1, 1000, 1 << 30
"""Second keys of the advisory locks (the first is ``APPLICATION_ID``), per database: the event's write
lock (shared by the writers of every section, alone when the whole event is replaced), the pairing of
section ``n`` at ``PAIRING_LOCK + n`` and the writers' turn in section ``n`` at ``SECTION_WRITE_LOCK + n``
(one lock per section each)."""
CONNECT_TIMEOUT_S = 5
"""How long a desk's new connection to the server may take (libpq's ``connect_timeout``, given by
``server_engine`` to every connection of the event's engine, whatever ``PGCONNECT_TIMEOUT`` says): a host
that never answers is refused in one sentence after 5 s (measured 5.0 s through a proxy that accepts and
never answers), not after psycopg's own default of 130 s or the system's TCP timeout. It holds for each
address the server's name resolves to, one after the other; the name's lookup comes before it (the
system's resolver). The window connects on its worker (``arbiter_gui.venue_connect``) and never waits
for it."""
TCP_USER_TIMEOUT_MS = 5000
SERVER_SIDE_TCP = (
    "-c tcp_keepalives_idle=5 -c tcp_keepalives_interval=2 -c tcp_keepalives_count=3 "
    f"-c tcp_user_timeout={TCP_USER_TIMEOUT_MS}"
)
"""The server's side of a desk's connection (settings any user may set for his session): a desk whose
network went silent is let go within seconds, and the locks its transaction held with it."""
PING_AFTER_IDLE_S = 2.0
"""A connection unused this long is pinged before an operation uses it (``_ping_after_idle``)."""


POSTGRESQL_TRIGGERS: tuple[str, ...] = (
    "CREATE FUNCTION arbiter_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS "
    "$$BEGIN RAISE EXCEPTION 'the audit log is append-only' "
    "USING ERRCODE = 'integrity_constraint_violation'; END$$",
    "CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON audit_log "
    "FOR EACH ROW EXECUTE FUNCTION arbiter_audit_append_only()",
    "CREATE FUNCTION arbiter_one_game_per_player() RETURNS trigger LANGUAGE plpgsql AS $$BEGIN "
    "IF EXISTS (SELECT 1 FROM (SELECT DISTINCT section_id, round_number FROM new_boards) r "
    "JOIN boards b ON b.section_id = r.section_id AND b.round_number = r.round_number "
    "CROSS JOIN LATERAL (VALUES (b.white_id), (b.black_id)) AS p(player) "
    "GROUP BY r.section_id, r.round_number, p.player HAVING count(*) > 1) "
    "OR EXISTS (SELECT 1 FROM new_boards n JOIN rounds r ON r.section_id = n.section_id "
    "AND r.number = n.round_number WHERE r.pairing_bye_id IN (n.white_id, n.black_id)) "
    f"THEN RAISE EXCEPTION '{PAIRED_TWICE}' "
    "USING ERRCODE = 'integrity_constraint_violation'; END IF; RETURN NULL; END$$",
    "CREATE TRIGGER boards_one_game_per_player AFTER INSERT ON boards REFERENCING NEW TABLE AS new_boards "
    "FOR EACH STATEMENT EXECUTE FUNCTION arbiter_one_game_per_player()",
)
"""``db.schema.AUDIT_TRIGGERS`` and ``BOARD_TRIGGERS`` in PostgreSQL's words (a trigger runs a function).

The board's check (one game or the pairing-allocated bye per player and round: the operations' rule,
checked again by the server) runs once per ``INSERT`` statement, after it (a statement-level trigger
with its transition table ``new_boards``): in each round the statement added boards to, no player sits
at two of its boards (the new ones among them: two boards of one statement sharing a player are refused
too), and no new board holds the round's pairing-allocated bye. Each round is read once, whatever the
plan (``GROUP BY`` of its players), so a statement costs in proportion to its rounds' boards, never
their square. A player twice in one colour meets the unique constraints (section, round, ``white_id``
or ``black_id``) first, with their own message. Issue 30 item 5: the check was per row (a function
call and five probes at each board, each probe a walk of the round's boards when the planner chose the
board-number index: PostgreSQL cannot tell the three unique indexes of (section, round, ...) apart
before the table is analysed), 35 ms of the server's processor time for the 500 boards of a round;
about 1 ms now (``docs/venue_server.md``)."""


def desk_name() -> str:
    """Who acts at this desk, as the audit log and the other desks see it: ``person@host``."""
    return f"{current_user()}@{socket.gethostname()}"


def tls_mode() -> str:
    """How the connection is encrypted (libpq's ``sslmode``): TLS when the server offers it
    (``prefer``), unless the desk's ``PGSSLMODE`` asks for more (``require``: refuse a server without
    TLS; ``verify-full`` with ``PGSSLROOTCERT``: also check the server's certificate and name)."""
    return os.environ.get("PGSSLMODE") or "prefer"


def server_engine(address: ServerAddress, desk: str) -> Engine:
    """A SQLAlchemy engine on the event database at ``address`` (psycopg 3). The URL is built by
    ``URL.create``; the password, when given, goes to the driver only (libpq reads ``PGPASSWORD``
    itself otherwise). TLS as ``tls_mode`` says."""
    url = URL.create(
        "postgresql+psycopg",
        username=address.user,
        password=address.password,
        host=address.host,
        port=address.port,
        database=address.database,
    )
    engine = create_engine(
        url,
        isolation_level="REPEATABLE READ",
        connect_args={
            "connect_timeout": CONNECT_TIMEOUT_S,
            "application_name": f"{APPLICATION} {desk}"[:63],
            "sslmode": tls_mode(),
            # a desk that loses the server is told within seconds, not after the system's TCP timeout:
            # keepalives while it waits, and data sent but not acknowledged for TCP_USER_TIMEOUT_MS
            "keepalives": 1,
            "keepalives_idle": 5,
            "keepalives_interval": 2,
            "keepalives_count": 3,
            "tcp_user_timeout": TCP_USER_TIMEOUT_MS,
            # and the server lets a desk gone silent go as soon (its locks with it), not after hours
            "options": SERVER_SIDE_TCP,
            # the driver prepares no statement of its own: when a transaction rolls back it drops every
            # statement prepared on the connection (``DEALLOCATE ALL``), those ``db.server_prepared``
            # prepared by name too, and the next result typed failed on the name (issue 30 item 5)
            "prepare_threshold": None,
        },
        hide_parameters=True,
        execution_options={TOKEN_OPTION: secrets.token_hex(8)},
    )
    # Rows added together (a round's boards, an import's players) go as one INSERT of many rows
    # (SQLAlchemy's "insertmanyvalues", as its psycopg2 dialect does), not as one statement per row,
    # which the server parses, binds and runs one by one: 500 boards were 500 statements.
    engine.dialect.use_insertmanyvalues_wo_returning = True

    @event.listens_for(engine, "do_connect")
    def _watched(_dialect: Any, _record: Any, cargs: Any, cparams: dict[str, Any]) -> Any:
        from db import server_watch  # psycopg's, loaded with the first connection to a server

        return server_watch.connect(tuple(cargs), dict(cparams))

    _ping_after_idle(engine)

    @event.listens_for(engine, "begin")
    def _on_begin(connection: Connection) -> None:
        options = connection.get_execution_options()
        section = options.get("arbiter_write")
        if section:
            first = _first_read(connection, options.get(FIRST_READ))
            take_turn(
                connection, desk_token(engine), int(section), bool(options.get("arbiter_locks_rows")), first
            )

    @event.listens_for(engine, "checkin")
    def _back_in_pool(dbapi_connection: Any, record: Any) -> None:
        record.info.pop(ROLES_READ, None)  # the roles read with a turn hold for its transaction only
        record.info.pop(FIRST_ROWS, None)  # and so do the rows of its first read
        if getattr(dbapi_connection, "autocommit", False):
            with contextlib.suppress(Exception):  # a connection lost meanwhile is replaced anyway
                dbapi_connection.autocommit = False

    return engine


ROLES_READ = "arbiter_roles_read"
"""Key of a connection's ``info``: the desks' roles (person -> role) read with the turn of the writing
transaction under way (``take_turn``), for ``operations.roles.role_of``; dropped when the connection goes
back to the pool."""


def take_turn(
    connection: Connection, token: str, section_id: int, locks_rows: bool, first: str | None = None
) -> None:
    """Begin a writing transaction in the section ``section_id`` in ONE round trip to the server (each
    round trip is a wake-up of the desk and of its server process; issue 30 item 5): its ``BEGIN``, its
    turn (``write_turn``), its announcement (``announcement``) and the desks' roles, which the
    operation's guard asks for before its audit row (``roles_read``), sent together (the simple query
    protocol takes several statements at once), and ``first``, the operation's first read
    (``db.server_prepared``: an ``EXECUTE`` of a prepared statement), after the turn, its rows kept for
    the operation. The driver is told not to send a ``BEGIN`` of its own (autocommit, until the
    connection goes back to the pool: its ``COMMIT`` and ``ROLLBACK`` still end the transaction begun
    here, as they follow the server's state)."""
    raw = cast(Any, connection.connection.driver_connection)  # psycopg's
    sql = (
        f"BEGIN ISOLATION LEVEL READ COMMITTED; {write_turn(section_id, locks_rows)}; "
        f"{announcement(token, section_id)}, "
        "(SELECT json_agg(json_build_array(person, role)) FROM desk_roles)"
    )
    if first is not None:
        sql = f"{sql}; {first}"
    try:
        if not raw.autocommit:
            raw.autocommit = True  # the connection is idle here: the driver begins lazily
        cursor = raw.execute(sql)
        cursor.nextset()  # the turn's
        cursor.nextset()  # the announcement's, with the roles
        found = cursor.fetchone()
        if first is not None and cursor.nextset():
            read = (tuple(column.name for column in cursor.description), cursor.fetchall())
            connection.info[FIRST_ROWS] = read
    except driver_error() as exc:
        if connection.dialect.is_disconnect(exc, raw, None):  # type: ignore[arg-type]
            connection.invalidate(exc)
        raise DBAPIError.instance(sql, None, exc, driver_error()) from exc
    roles = found[1] if found else None
    connection.info[ROLES_READ] = {str(p): str(r) for p, r in roles or ()}


def _first_read(connection: Connection, asked: tuple[Any, dict[str, Any]] | None) -> str | None:
    """The ``EXECUTE`` of the first read ``asked`` (``FIRST_READ``: statement, parameters) to send with
    the turn, its statement prepared on the connection first when it is not yet (a round trip of its own,
    once per connection); None when none was asked."""
    if asked is None:
        return None
    statement, parameters = asked
    found = prepared(statement, connection.dialect)
    raw = cast(Any, connection.connection.driver_connection)  # psycopg's
    if not is_prepared(connection.info, found.name):
        try:
            if not raw.autocommit:
                raw.autocommit = True  # outside any transaction: the statement lasts as the session
            raw.execute(found.preparation)
        except driver_error() as exc:
            if connection.dialect.is_disconnect(exc, raw, None):  # type: ignore[arg-type]
                connection.invalidate(exc)
            raise DBAPIError.instance(found.preparation, None, exc, driver_error()) from exc
        mark_prepared(connection.info, found.name)
    return found.call(parameters, raw)


def roles_read(connection: Connection) -> dict[str, str] | None:
    """The desks' roles (person -> role) read with the turn of the writing transaction under way on
    ``connection`` (``take_turn``); None outside one (a file, a read): the caller reads the table."""
    found = connection.info.get(ROLES_READ)
    return None if found is None else dict(found)


HEARTBEAT_S = 1.0
"""How long the announcements' listener waits for one before it asks the server whether it answers."""
CHANGES_CHANNEL = "arbiter_changes"
"""The channel of ``LISTEN``/``NOTIFY`` on which each committed change of the event is announced."""
TOKEN_OPTION = "arbiter_desk_token"
"""The engine's execution option holding its ``desk_token``."""


def desk_token(engine: Engine) -> str:
    """What the changes made through ``engine`` (one open event at one desk) are announced with: a
    random name of hexadecimal digits, so that a desk tells its own changes from the others'."""
    return str(engine.get_execution_options()[TOKEN_OPTION])


def _ping_after_idle(engine: Engine) -> None:
    """A connection taken from the pool after ``PING_AFTER_IDLE_S`` of rest is asked first whether the
    server still answers (``db.server_watch.ping``), and replaced by a new one when it ended: a desk
    coming back after the server restarted is not refused for a connection that died meanwhile. A ping
    left unanswered (``NetworkSilent``) ends the operation at once (the pool drops the connection): on a
    silent network the desk is told in ``PING_ANSWER_WITHIN_S``, not after a new connection's
    ``connect_timeout`` too. One used a moment ago is not asked: a desk entering results one after the
    other makes no round trip for it."""

    @event.listens_for(engine, "checkin")
    def _rested(_dbapi_connection: Any, record: Any) -> None:
        record.info["arbiter_rest_from"] = time.monotonic()

    @event.listens_for(engine, "checkout")
    def _woken(dbapi_connection: Any, record: Any, _proxy: Any) -> None:
        since = record.info.get("arbiter_rest_from")
        if since is None or time.monotonic() - since < PING_AFTER_IDLE_S:
            return
        from db import server_watch  # loaded with the connection

        try:
            server_watch.ping(dbapi_connection)
        except server_watch.NetworkSilent:
            raise  # not a connection to replace: a new one would wait for its connect_timeout
        except Exception as exc:  # the driver's own error: psycopg's, not wrapped at this level
            if not engine.dialect.is_disconnect(exc, dbapi_connection, None):  # type: ignore[arg-type]
                raise
            raise DisconnectionError(str(exc)) from exc


def write_turn(section_id: int, locks_rows: bool = False) -> str:
    """What a transaction writing in the section ``section_id`` sends first, after its ``BEGIN
    ISOLATION LEVEL READ COMMITTED`` (each statement sees what the writers before it stored): its turn,
    the event's write lock shared and the section's alone (see the module's docstring). An operation
    that changes only rows it reads locked (``locks_rows``: a board's result, read ``FOR UPDATE``)
    takes the section's lock shared: results from several desks of a section are stored side by side
    (their commits share the disk's flushes) and wait only for the section's other writers (a round
    stored or deleted, a registration), which wait for them in turn."""
    section_lock = "pg_advisory_xact_lock_shared" if locks_rows else "pg_advisory_xact_lock"
    return (
        f"SELECT pg_advisory_xact_lock_shared({APPLICATION_ID}, {WRITE_LOCK}), "
        f"{section_lock}({APPLICATION_ID}, {SECTION_WRITE_LOCK + section_id})"
    )


def announcement(token: str, section_id: int) -> str:
    """The ``NOTIFY`` of a writing transaction (sent with its turn, delivered when it commits): the
    announcing desk's ``token`` and the section, ``<token> <section>`` (the token is hexadecimal)."""
    return f"SELECT pg_notify('{CHANGES_CHANNEL}', '{token} {section_id}')"


class ChangeListener:
    """The announcements of the event's changes (``CHANGES_CHANNEL``), on a connection of their own (with
    the engine's keepalives: a server or network lost is noticed within seconds, see ``server_engine``).
    Not thread-safe: one thread waits on it; ``close`` may come from another."""

    def __init__(self, engine: Engine) -> None:
        self._proxy = engine.raw_connection()
        self._connection = cast(Any, self._proxy.dbapi_connection)  # psycopg's: notifies()
        self._heard = time.monotonic()
        try:
            self._connection.autocommit = True
            self._connection.execute(f"LISTEN {CHANGES_CHANNEL}")
        except BaseException:
            self._proxy.invalidate()
            raise

    def wait(self, timeout_s: float) -> list[tuple[str, int]]:
        """The (token, section) of every change announced within ``timeout_s`` seconds, once the first
        came (at once when some came meanwhile); empty when none came. Raises the driver's error when
        the server is lost. When nothing came for ``HEARTBEAT_S``, the server is asked a question
        (``SELECT 1``): a network gone silent ends nothing by itself, and the question waits
        ``PING_ANSWER_WITHIN_S`` for its answer (``db.server_watch.ping``), so the loss is told within
        seconds."""
        got: list[tuple[str, int]] = []
        for note in self._connection.notifies(timeout=timeout_s, stop_after=1):
            got.append(_parsed(note.payload))
        for note in self._connection.notifies(timeout=0, stop_after=1000):  # what came with the first
            got.append(_parsed(note.payload))
        now = time.monotonic()
        if got:
            self._heard = now
        elif now - self._heard >= HEARTBEAT_S:
            from db import server_watch  # loaded with the connection

            server_watch.ping(self._connection)
            self._heard = now
        return got

    def close(self) -> None:
        """End the connection (it goes back to no pool: it listened)."""
        with contextlib.suppress(Exception):
            self._proxy.invalidate()


def driver_error() -> type[Exception]:
    """The driver's own error class (psycopg's ``Error``), which a listener's connection raises unwrapped."""
    import psycopg

    return psycopg.Error


def _parsed(payload: str) -> tuple[str, int]:
    token, _, section = payload.partition(" ")
    return token, int(section) if section.isdigit() else 0


def schema_version(engine: Engine, address: ServerAddress) -> int | None:
    """The schema version of the event in the database; None when the database holds no table at all
    (a new, empty database). Raises ``NotATournamentFile`` for a database of another program."""
    with engine.connect() as conn:
        tables = set(inspect(conn).get_table_names())
        if not tables:
            return None
        if "meta" not in tables:
            raise NotATournamentFile(_foreign(address))
        found = conn.exec_driver_sql("SELECT key, value FROM meta")
        rows: dict[str, str] = {str(k): str(v) for k, v in found}
    if not {"event", "audit_log"} <= tables or "created_by" not in rows:
        raise NotATournamentFile(_foreign(address))
    if not rows.get("schema_version", "").isdigit():
        raise NotATournamentFile(_foreign(address))
    return int(rows["schema_version"])


def _foreign(address: ServerAddress) -> str:
    return translate(
        "DbServer", "the database {name} holds tables of another program, not an Arbiter Desk event"
    ).format(name=address.name)


def server_metadata() -> MetaData:
    """The tables of ``db.schema`` as PostgreSQL gets them: without the checks of SQLite alone."""
    meta = MetaData()
    for table in Base.metadata.sorted_tables:
        copy = table.to_metadata(meta)
        for column in copy.columns:
            column.constraints = {c for c in column.constraints if c.name not in SQLITE_ONLY_CHECKS}
    return meta


def create_server_schema(engine: Engine, created_by: str, created_at: str) -> None:
    """Create every table of the current schema in an empty database, with its triggers, and stamp it."""
    server_metadata().create_all(engine)
    with engine.begin() as conn:
        for statement in POSTGRESQL_TRIGGERS:
            conn.exec_driver_sql(statement)
        conn.exec_driver_sql(
            "INSERT INTO meta (key, value) VALUES ('schema_version', %(v)s), ('created_by', %(by)s), "
            "('created_at', %(at)s)",
            {"v": str(SCHEMA_VERSION), "by": created_by, "at": created_at},
        )


def drop_event(engine: Engine) -> None:
    """Remove every table and trigger function of an event (``--force`` replacing it)."""
    with engine.begin() as conn:
        conn.exec_driver_sql(f"SELECT pg_advisory_xact_lock({APPLICATION_ID}, {WRITE_LOCK})")
        for table in reversed(Base.metadata.sorted_tables):
            conn.exec_driver_sql(f'DROP TABLE IF EXISTS "{table.name}" CASCADE')
        conn.exec_driver_sql("DROP FUNCTION IF EXISTS arbiter_audit_append_only()")
        conn.exec_driver_sql("DROP FUNCTION IF EXISTS arbiter_one_game_per_player()")


def advance_sequences(conn: Connection) -> None:
    """After rows were written with their ids (``arbiter copy``): each table's id sequence moves past
    the highest id, so that the next row a desk adds gets a new one."""
    for table in Base.metadata.sorted_tables:
        column = table.c.get("id")
        if column is None or not column.primary_key or len(table.primary_key.columns) != 1:
            continue
        conn.exec_driver_sql(
            f"SELECT setval(pg_get_serial_sequence('{table.name}', 'id'), "
            f'COALESCE((SELECT MAX(id) FROM "{table.name}"), 0) + 1, false)'
        )


@contextlib.contextmanager
def pairing_lock(
    engine: Engine,
    address: ServerAddress,
    section_id: int = 1,
    allowed: Callable[[dict[str, str]], None] | None = None,
) -> Iterator[None]:
    """Hold the pairing lock of the section ``section_id`` while a round of it is paired (from its plan
    to the stored round), or refuse at once, naming the desk that holds it (``FileInUse``). Results and
    registrations from other desks, and the pairing of the other sections, go on meanwhile.

    ``allowed``: asked first with the desks' roles (person -> role), read in the lock's own statement
    (one round trip for both, where the roles' read transaction was three: issue 30 item 5); it raises
    to refuse the desk (the lock, when taken, is given back at once)."""
    key = PAIRING_LOCK + section_id
    with engine.connect().execution_options(isolation_level="AUTOCOMMIT") as conn:
        got, roles = conn.exec_driver_sql(
            f"SELECT pg_try_advisory_lock({APPLICATION_ID}, {key}), "
            "(SELECT json_agg(json_build_array(person, role)) FROM desk_roles)"
        ).one()
        try:
            if allowed is not None:
                allowed({str(p): str(r) for p, r in roles or ()})
        except BaseException:
            if got:
                _unlock(conn, key)
            raise
        if not got:
            holder = conn.exec_driver_sql(
                "SELECT a.application_name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid "
                "WHERE l.locktype = 'advisory' AND l.granted AND l.database = "
                "(SELECT oid FROM pg_database WHERE datname = current_database()) "
                f"AND l.classid = {APPLICATION_ID} AND l.objid = {key} LIMIT 1"
            ).scalar()
            who = str(holder or "").removeprefix(APPLICATION).strip() or translate("DbServer", "another desk")
            raise FileInUse(
                translate(
                    "DbServer",
                    "{who} is pairing a round of {name} now; wait until that round is stored, then try again",
                ).format(who=who, name=address.name)
            )
        try:
            yield
        finally:
            _unlock(conn, key)


def _unlock(conn: Connection, key: int) -> None:
    """Give back the pairing lock ``key`` held by ``conn`` (a connection lost meanwhile gave it back)."""
    with contextlib.suppress(DBAPIError):
        conn.exec_driver_sql(f"SELECT pg_advisory_unlock({APPLICATION_ID}, {key})")


class ServerUnreachable(TournamentFileError):
    """The venue server cannot be reached, refused the login, or was lost during an operation: nothing of
    the operation under way is confirmed stored."""


class ServerNeedsPassword(ServerUnreachable):
    """The server asks for a password and none was given (the command line then asks for it)."""


def server_problem(exc: BaseException, address: ServerAddress) -> TournamentFileError | OperationRefused:
    """A PostgreSQL failure as one of our errors, in one sentence without the password (libpq's
    messages never hold it; the URL shown is built without it)."""
    inner = getattr(exc, "orig", exc)
    detail = " ".join(str(inner).split()) or type(inner).__name__
    sqlstate = str(getattr(inner, "sqlstate", "") or "")
    if "no password supplied" in detail or "password authentication failed" in detail:
        if address.password is None and "no password supplied" in detail:
            return ServerNeedsPassword(
                translate("DbServer", "the venue server {url} asks for a password: set PGPASSWORD").format(
                    url=address
                )
            )
        return ServerUnreachable(
            translate("DbServer", "the venue server {url} refused the user or the password").format(
                url=address
            )
        )
    if "does not support SSL" in detail:
        return ServerUnreachable(
            translate(
                "DbServer",
                "the venue server {url} offers no encrypted connection (TLS), which PGSSLMODE={mode} "
                "requires: its administrator switches TLS on",
            ).format(url=address, mode=tls_mode())
        )
    if sqlstate == "3D000":
        return ServerUnreachable(
            translate(
                "DbServer", "the venue server has no database {database}; its administrator creates it"
            ).format(database=address.database)
        )
    if sqlstate.startswith("23"):
        return OperationRefused(
            translate("DbRefusal", "refused by the rules of the tournament file: {orig}").format(orig=detail)
        )
    return ServerUnreachable(
        translate(
            "DbServer",
            "the venue server {url} is out of reach ({detail}); a change under way, if any, is not "
            "confirmed stored: check the network, then look again",
        ).format(url=address, detail=detail)
    )
