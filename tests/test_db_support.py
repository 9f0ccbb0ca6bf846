"""Helpers shared by the ``tests/test_db_*.py`` files, and the checks of the stand-in pairer they use."""

from __future__ import annotations

import shutil
import sqlite3
from datetime import date
from pathlib import Path

import pytest

import operations
from engine.model import Sex
from operations.standin import simple_pair_round
from values import EventSettings, PlayerDetails

DATA = Path(__file__).resolve().parent / "data" / "db"

ROSTER = (
    PlayerDetails("Adams, Anna", 2410, "IM", "ENG", "1000001", Sex.FEMALE, "1990/01/01"),
    PlayerDetails("Berg, Bo", 2350, "FM", "SWE", "1000002", Sex.MALE, "1985/05/05"),
    PlayerDetails("Costa, Caio", 2290, "", "BRA", "1000003", Sex.MALE, "2001"),
    PlayerDetails("Dvorak, Dana", 2210, "WIM", "CZE", "1000004", Sex.FEMALE, ""),
    PlayerDetails("Eze, Emeka", 2150, "", "NGR", "1000005", Sex.MALE, ""),
    PlayerDetails("Fox, Fay", 2080, "", "IRL", "", Sex.FEMALE, ""),
    PlayerDetails("Gupta, Gita", 1990, "", "IND", "1000007", Sex.FEMALE, ""),
    PlayerDetails("Horn, Hal", 1900, "", "GER", "1000008", Sex.MALE, ""),
)


def settings(rounds: int = 5, **changes: object) -> EventSettings:
    base = EventSettings(
        name="Test Open",
        number_of_rounds=rounds,
        city="Bern",
        federation="SUI",
        start_date=date(2026, 3, 1),
        end_date=date(2026, 3, 5),
        chief_arbiter="Arbiter, Ann",
        deputy_arbiters=("Deputy, Dan",),
        time_control="90'/40+30'+30\"",
        round_dates=tuple(date(2026, 3, d) for d in range(1, rounds + 1) if d <= 31),
        tiebreaks=("BH/C1", "BH", "SB"),
    )
    from dataclasses import replace

    return replace(base, **changes)  # type: ignore[arg-type]


def new_file(
    where: Path | str, players: int = 8, rounds: int = 5, name: str = "t.arbiter"
) -> operations.TournamentFile:
    """A new event with ``players`` of the roster: in the folder ``where`` (a ``Path``: the file ``name``
    there), or at ``where`` itself (a text: the ``store_url`` fixture's file or server database)."""
    target = where / name if isinstance(where, Path) else where
    tf = operations.create(target, settings(rounds), user="tester")
    for details in ROSTER[:players]:
        tf.players.add(details)
    return tf


def snapshot(path: Path | str) -> list[str]:
    """Every row of every table (an SQL dump), to show that a refused operation changed nothing; of a
    server database (a ``postgresql://`` text) every row of every table read by psycopg itself."""
    if str(path).startswith("postgresql://"):
        return server_rows(str(path))
    assert Path(path).is_file(), f"{path}: no such file (sqlite3 would make an empty one)"
    con = sqlite3.connect(path)
    try:
        return list(con.iterdump())
    finally:
        con.close()


def server_rows(url: str) -> list[str]:
    """Every row of every table of the server database ``url`` in the order of its first column, with
    psycopg alone (not through the program's store)."""
    import psycopg

    tables = server_tables(url)
    with psycopg.connect(url) as con:
        out: list[str] = []
        for table in tables:
            out.extend(f"{table}: {row!r}" for row in con.execute(f'SELECT * FROM "{table}" ORDER BY 1'))
        return out


def own_copy(event: str, tmp_path: Path, request: pytest.FixtureRequest) -> str:
    """A copy of the event at ``event`` (the ``module_store_url`` fixture's) for a test that changes it:
    a file in ``tmp_path``, or a database of the tests' server (``arbiter copy``, row by row)."""
    if "://" not in event:
        target = tmp_path / Path(event).name
        shutil.copyfile(event, target)
        return str(target)
    from operations.copy_event import copy_event

    url: str = request.getfixturevalue("pg_database")
    copy_event(event, url)
    return url


def server_tables(url: str) -> list[str]:
    """The names of the tables of the server database ``url`` (psycopg alone), in order."""
    import psycopg

    with psycopg.connect(url) as con:
        return [
            str(r[0])
            for r in con.execute(
                "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1"
            )
        ]


def nothing_at(place: str) -> bool:
    """Nothing was made at ``place`` (the ``store_url`` fixture's): no file, or no table on the server."""
    return server_tables(place) == [] if "://" in place else not Path(place).exists()


def run_sql(place: str, statement: str) -> None:
    """Run one SQL ``statement`` on the store at ``place`` behind the program's back (sqlite3 on a file,
    psycopg on a server database), committed: to make the state of an older file or a damaged one."""
    if "://" in place:
        import psycopg

        with psycopg.connect(place) as server:
            server.execute(statement)  # type: ignore[arg-type]
        return
    con = sqlite3.connect(place)
    try:
        con.execute(statement)
        con.commit()
    finally:
        con.close()


def event_at(original: Path, place: str) -> str:
    """The event of the file ``original`` at ``place`` (the ``module_store_url`` fixture's): the file
    itself, or copied onto the tests' server (``arbiter copy``, row by row)."""
    if "://" not in place:
        return str(original)
    from operations.copy_event import copy_event

    copy_event(original, place)
    return place


pairer = simple_pair_round


def test_stand_in_pairer_pairs_every_available_player_once(store_url: str) -> None:
    with new_file(store_url, players=7) as tf:
        info = tf.rounds.pair_next(pairer=pairer)
        paired = [b.white for b in info.boards] + [b.black for b in info.boards]
        assert info.pairing_bye is not None
        assert sorted([*paired, info.pairing_bye]) == sorted(p.id for p in tf.players.all())


def test_roster_is_in_rank_order_so_tpns_follow_it(store_url: str) -> None:
    with new_file(store_url) as tf:
        assert [p.name for p in tf.players.all()] == [d.name for d in ROSTER]
