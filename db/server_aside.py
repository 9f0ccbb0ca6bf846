"""An event replaced on a venue server (``import-trf --force``, ``new --force``, ``arbiter copy --force``
over an event) is set aside, not dropped, until its replacement is whole: a replacement refused halfway
(a TRF whose 240 record names nobody, a copy whose source fails) puts the old event back, as a
tournament file replaced is kept until the new file is complete (``operations.tournament_file``, all or
nothing). Found by the operations' tests run on both stores (issue 30 item 4): the server dropped the old
event first and lost it when the import was refused.

PostgreSQL changes tables and schemas inside a transaction, so each step below is whole or not done:
the event's tables and trigger functions move from the database's ``public`` schema into
:data:`ASIDE`, then back (the unfinished replacement dropped) or away. Each step holds the event's
write lock (``db.server.WRITE_LOCK``), as dropping an event does. A schema :data:`ASIDE` left by a
desk that died in the middle of a replacement is dropped by the next replacement.
"""

from __future__ import annotations

from sqlalchemy import Connection, Engine

from db.schema import APPLICATION_ID
from db.server import WRITE_LOCK

ASIDE = "arbiter_replaced"
"""The schema holding the event being replaced (our name, in the event's own database)."""


def _lock(conn: Connection) -> None:
    conn.exec_driver_sql(f"SELECT pg_advisory_xact_lock({APPLICATION_ID}, {WRITE_LOCK})")


def _move(conn: Connection, source: str, target: str) -> None:
    """Every table (with its indexes, constraints, sequences and triggers) and every function of ours
    (``arbiter_...``) of the schema ``source`` into the schema ``target``."""
    tables = conn.exec_driver_sql(
        "SELECT tablename FROM pg_tables WHERE schemaname = %(s)s ORDER BY tablename", {"s": source}
    )
    for (table,) in list(tables):
        conn.exec_driver_sql(f'ALTER TABLE "{source}"."{table}" SET SCHEMA "{target}"')
    functions = conn.exec_driver_sql(
        "SELECT p.oid::regprocedure::text FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace "
        "WHERE n.nspname = %(s)s AND p.proname LIKE 'arbiter\\_%%'",
        {"s": source},
    )
    for (signature,) in list(functions):
        name = signature if "." in signature else f'"{source}".{signature}'
        conn.exec_driver_sql(f'ALTER FUNCTION {name} SET SCHEMA "{target}"')


def set_aside(engine: Engine) -> None:
    """Move the event of the database out of the way of its replacement (into :data:`ASIDE`)."""
    with engine.begin() as conn:
        _lock(conn)
        conn.exec_driver_sql(f'DROP SCHEMA IF EXISTS "{ASIDE}" CASCADE')
        conn.exec_driver_sql(f'CREATE SCHEMA "{ASIDE}"')
        _move(conn, "public", ASIDE)


def put_back(engine: Engine) -> None:
    """Drop what the unfinished replacement made and bring the event set aside back, in one step."""
    with engine.begin() as conn:
        _lock(conn)
        tables = conn.exec_driver_sql("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")
        for (table,) in list(tables):
            conn.exec_driver_sql(f'DROP TABLE IF EXISTS "public"."{table}" CASCADE')
        for function in ("arbiter_audit_append_only()", "arbiter_one_game_per_player()"):
            conn.exec_driver_sql(f"DROP FUNCTION IF EXISTS public.{function}")
        _move(conn, ASIDE, "public")
        conn.exec_driver_sql(f'DROP SCHEMA "{ASIDE}"')


def forget(engine: Engine) -> None:
    """The replacement is whole: the event set aside goes."""
    with engine.begin() as conn:
        _lock(conn)
        conn.exec_driver_sql(f'DROP SCHEMA IF EXISTS "{ASIDE}" CASCADE')
