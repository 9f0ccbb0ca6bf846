"""An event of several sections (issue 30 item 1): two sections in one file (or one server database)
never see each other's rows through the public operations (players, rounds, results, standings, TRF
export), each has its own settings while the event's name, venue and officials are shared, a player
is entered in a second section, and the command line works on the section it names."""

from __future__ import annotations

import io
from dataclasses import replace
from pathlib import Path

import pytest

import operations
from cli.main import run
from db import schema
from db.sections import SECTION_TABLES
from engine.model import RoundRobin
from tests.test_db_support import DATA, settings
from values import GameResult, PlayerDetails

OPEN_A = [PlayerDetails(f"Alpha{i}, Ann", rating=2400 - 10 * i, fide_id=f"10000{i}") for i in range(1, 7)]
OPEN_B = [PlayerDetails(f"Beta{i}, Ben", rating=1800 - 10 * i) for i in range(1, 5)]


def _two_sections(where: str) -> operations.TournamentFile:
    """An event whose first section (6 players, 5 rounds) and second ("Open B", 4 players, 3 rounds)
    are both paired and have results in round 1."""
    tf = operations.create(where, settings(5))
    for p in OPEN_A:
        tf.players.add(p)
    tf.sections.add("Open B", replace(settings(3), tiebreaks=("SB",)))
    tf.rounds.pair_next()
    for board in (1, 2, 3):
        tf.results.set(1, board, GameResult.WHITE_WINS)
    tf.sections.choose("Open B")
    for p in OPEN_B:
        tf.players.add(p)
    tf.rounds.pair_next()
    tf.results.set(1, 1, GameResult.DRAW)
    tf.results.set(1, 2, GameResult.BLACK_WINS)
    return tf


def test_two_sections_never_see_each_others_rows(store_url: str) -> None:
    with _two_sections(store_url) as tf:
        first, second = tf.sections.list()
        assert (first.name, first.players, first.paired_rounds) == ("Test Open", 6, 1)
        assert (second.name, second.players, second.paired_rounds, second.number_of_rounds) == (
            "Open B",
            4,
            1,
            3,
        )
        b_players = {p.name for p in tf.players.all()}
        assert b_players == {p.name for p in OPEN_B}
        (b_round,) = tf.rounds.all()
        assert [b.result for b in b_round.boards] == [GameResult.DRAW, GameResult.BLACK_WINS]
        assert {s.name for s in tf.results.standings(1).rows} == b_players
        b_trf = tf.files.export_trf()
        assert "Beta1, Ben" in b_trf and "Alpha" not in b_trf and "142 3" in b_trf.replace("  ", " ")
        assert tf.event.settings().number_of_rounds == 3
        tf.results.set(1, 1, None)
        tf.results.set(1, 2, None)
        tf.rounds.delete_last()  # the second section's round 1, and nothing of the first
        assert tf.rounds.paired == 0 and tf.rounds.all() == ()  # max() and count() are the section's too
        tf.sections.choose("Test Open")
        assert {p.name for p in tf.players.all()} == {p.name for p in OPEN_A}
        (a_round,) = tf.rounds.all()
        assert len(a_round.boards) == 3 and a_round.boards[0].result is GameResult.WHITE_WINS
        assert {s.name for s in tf.results.standings(1).rows} == {p.name for p in OPEN_A}
        a_trf = tf.files.export_trf()
        assert "Alpha1, Ann" in a_trf and "Beta" not in a_trf
        assert tf.event.settings().number_of_rounds == 5
        assert [s.paired_rounds for s in tf.sections.list()] == [1, 0]


def test_the_event_data_is_shared_and_the_settings_are_each_sections(store_url: str) -> None:
    with _two_sections(store_url) as tf:
        tf.event.update(replace(tf.event.settings(), name="Bern Festival", chief_arbiter="Boss, Bea"))
        tf.sections.choose("Test Open")
        ev = tf.event.settings()
        assert (ev.name, ev.chief_arbiter, ev.number_of_rounds) == ("Bern Festival", "Boss, Bea", 5)
        assert ev.tiebreaks != ("SB",)


def test_a_player_is_entered_in_a_second_section_once(store_url: str) -> None:
    with _two_sections(store_url) as tf:
        tf.sections.choose("Test Open")
        alpha = tf.players.by_number(1)
        added = tf.sections.enter(alpha.id, "Open B")
        assert (added.player.name, added.player.fide_id) == (alpha.name, alpha.fide_id)
        assert tf.players.by_number(1).name == alpha.name  # the first section is unchanged
        with pytest.raises(operations.OperationRefused, match="already entered in the section Open B"):
            tf.sections.enter(alpha.id, "Open B")
        tf.sections.choose("Open B")
        assert alpha.name in {p.name for p in tf.players.all()}


def test_several_sections_need_one_named_and_names_are_unique(store_url: str) -> None:
    with _two_sections(store_url) as tf:
        with pytest.raises(operations.OperationRefused, match=r"2 sections \(Test Open, Open B\)"):
            tf.sections.choose(None)
        with pytest.raises(operations.OperationRefused, match="already has a section 'Open B'"):
            tf.sections.add("open b")
        with pytest.raises(operations.OperationRefused, match="no section 'Blitz'"):
            tf.sections.choose("Blitz")


@pytest.mark.sqlite_only("scan")
def test_every_table_of_a_tournament_belongs_to_a_section() -> None:
    """A new table of the tournament's rows must be scoped (``db.sections.SECTION_TABLES``), or two
    sections would share it. The desks' roles are the event's: a person has one role in every section."""
    shared = {"meta", "event", "sections", "desk_roles"}
    models = {m.class_ for m in schema.Base.registry.mappers}
    assert {m for m in models if m.__tablename__ not in shared} == set(SECTION_TABLES)
    assert all("section_id" in m.__table__.c for m in SECTION_TABLES)


@pytest.mark.sqlite_only("file")
def test_the_v15_sample_holds_two_sections(tmp_path: Path) -> None:
    path = tmp_path / "v15.arbiter"
    path.write_bytes((DATA / "schema_v15.arbiter").read_bytes())
    with operations.open_file(path) as tf:
        assert [s.name for s in tf.sections.list()] == ["Schema v1 sample", "Blitz"]
        tf.sections.choose("Blitz")
        assert tf.event.settings().round_robin == RoundRobin()
        assert [p.name for p in tf.players.all()] == ["Alpha, Ann", "Beta, Ben", "Zeta, Zoe"]
        assert tf.rounds.all() == ()


def test_the_command_line_works_on_the_section_it_names(store_url: str) -> None:
    path = store_url
    out, err = io.StringIO(), io.StringIO()
    assert run(["new", str(path), "--name", "Fest", "--rounds", "5"], out, err) == 0
    assert run(["add-player", str(path), "--name", "Alpha, Ann", "--rating", "2000"], out, err) == 0
    assert run(["section", "add", str(path), "Blitz", "--system", "berger"], out, err) == 0
    assert run(["section", "list", str(path)], out, err) == 0
    assert "Fest: " in out.getvalue() and "Blitz: " in out.getvalue()
    err = io.StringIO()
    assert run(["players", str(path)], io.StringIO(), err) != 0
    assert "2 sections (Fest, Blitz): name the one to work on" in err.getvalue()
    assert run(["enter", str(path), "Blitz", "1", "--section", "Fest"], out, err) == 0
    assert (
        run(
            ["add-player", str(path), "--name", "Beta, Ben", "--rating", "1900", "--section", "Blitz"],
            out,
            err,
        )
        == 0
    )
    listing = io.StringIO()
    assert run(["players", str(path), "--section", "Blitz"], listing, err) == 0
    assert "Alpha, Ann" in listing.getvalue() and "Beta, Ben" in listing.getvalue()
    listing = io.StringIO()
    assert run(["players", str(path), "--section", "Fest"], listing, err) == 0
    assert "Alpha, Ann" in listing.getvalue() and "Beta, Ben" not in listing.getvalue()


def test_the_web_folder_has_every_section_and_each_export_its_own(
    store_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from cli import exports, printing

    with _two_sections(store_url):
        pass
    path = store_url
    site = tmp_path / "site"
    assert exports.run(["publish", str(path), "-o", str(site)], io.StringIO(), io.StringIO()) == 0
    index = (site / "index.html").read_text(encoding="utf-8")
    assert 'href="test-open/index.html"' in index and 'href="open-b/index.html"' in index
    a_players = (site / "test-open" / "players.html").read_text(encoding="utf-8")
    b_players = (site / "open-b" / "players.html").read_text(encoding="utf-8")
    assert "Alpha1, Ann" in a_players and "Beta" not in a_players
    assert "Beta1, Ben" in b_players and "Alpha" not in b_players
    out, err = io.StringIO(), io.StringIO()
    assert exports.run(["export", "json", str(path), "--section", "Open B", "-o", "-"], out, err) == 0
    assert "Beta1, Ben" in out.getvalue() and "Alpha" not in out.getvalue()
    err = io.StringIO()
    assert exports.run(["export", "json", str(path), "-o", "-"], io.StringIO(), err) != 0
    assert "name the one to work on" in err.getvalue()
    pdf = tmp_path / "b.pdf"
    assert printing.run(["standings", str(path), "--section", "Open B", "-o", str(pdf)]) == 0
    assert pdf.read_bytes().startswith(b"%PDF")
    assert printing.run(["standings", str(path), "-o", str(tmp_path / "x.pdf")]) != 0
    assert "name the one to work on" in capsys.readouterr().err


def test_an_orm_bulk_insert_and_update_stay_in_the_sessions_section(store_url: str) -> None:
    """What the operations may use besides single rows (a bulk insert of an import, an ORM ``update``)
    keeps to the section of the session, as ``db.sections`` promises."""
    from sqlalchemy import insert, select, update

    from db.schema import PlayerRow
    from db.sections import ALL_SECTIONS, section_session

    with _two_sections(store_url) as tf:
        b_id = tf.section_id
        engine = tf._writer(b_id)
        with section_session(engine, b_id) as s, s.begin():
            s.execute(insert(PlayerRow), [{"number": 9, "name": "Bulk, Bea"}])
            s.execute(update(PlayerRow).values(club="B club"))
        with section_session(engine, b_id) as s:
            every = s.execute(
                select(PlayerRow.name, PlayerRow.section_id, PlayerRow.club).execution_options(
                    **{ALL_SECTIONS: True}
                )
            ).all()
        assert ("Bulk, Bea", b_id, "B club") in every
        assert {club for _, section, club in every if section != b_id} == {""}
        assert {club for _, section, club in every if section == b_id} == {"B club"}


def test_on_the_server_pairing_a_section_locks_that_section_only(pg_database: str) -> None:
    """Issue 30 item 1: the pairing lock is the section's; a desk pairing another section goes on, a desk
    pairing the same section is told who is pairing."""
    from operations.standin import simple_pair_round

    with _two_sections(pg_database) as tf:
        tf.sections.choose("Test Open")
        for board in (1, 2, 3):
            tf.results.set(1, board, GameResult.DRAW)
    told: list[str] = []
    with (
        operations.open_file(pg_database, user="alice@desk-1") as alice,
        operations.open_file(pg_database, user="bob@desk-2") as bob,
    ):
        alice.sections.choose("Open B")

        def pairing_while_bob_tries(t: object) -> object:
            bob.sections.choose("Test Open")
            bob.rounds.pair_next(pairer=simple_pair_round)  # another section: not held up
            bob.sections.choose("Open B")
            with pytest.raises(operations.FileInUse) as caught:
                bob.rounds.pair_next(pairer=simple_pair_round)
            told.append(str(caught.value))
            return simple_pair_round(t)  # type: ignore[arg-type]

        alice.rounds.pair_next(pairer=pairing_while_bob_tries)
        assert [s.paired_rounds for s in bob.sections.list()] == [2, 2]
    assert len(told) == 1 and "alice@desk-1 is pairing a round" in told[0]
