"""The headless commands of the player library (``cli.library``): ``arbiter library ...``,
``add-player --fide-id``, ``update-ratings``, ``restrict``, ``forbidden``/``forbid``/``allow``.

The commands that change an event run on a file and on the tests' PostgreSQL server (``store_url``,
issue 30 item 4); the library itself is a file of its own on the desk (``player_library``), never on the
server, so its own commands stay on that file."""

from __future__ import annotations

from pathlib import Path

import pytest

import operations
from player_library.paths import default_library_path
from player_library.sample_lists import Layout, write_list
from tests.test_db_cli import cli, ok, refused


@pytest.fixture
def library(tmp_path: Path) -> Path:
    return tmp_path / "lib" / "players.library"


@pytest.fixture
def listed(tmp_path: Path, library: Path) -> Path:
    source = write_list(tmp_path / "players_list.zip", 200, Layout.COMBINED_TXT, zipped=True)
    out = ok("library", "import", source, "--library", library)
    assert "FIDE combined (standard, rapid, blitz) list, TXT, about 200 players" in out
    assert "imported 200 players (import 1" in out
    return library


@pytest.mark.sqlite_only("library")
def test_find_prints_the_players_found(listed: Path) -> None:
    out = ok("library", "find", "dordevic", "--library", listed)
    assert out.split("\n")[0].split() == [
        "1000025", "WGM", "Đorđević,", "Milica", "SRB", "F",
        "S", "2350", "R", "-", "B", "2301", "1994", "[FA]",
    ]  # fmt: skip
    assert "no player matches 'qqqq'" in ok("library", "find", "qqqq", "--library", listed)
    assert "more players match" in ok("library", "find", "a", "--limit", "3", "--library", listed)


@pytest.mark.sqlite_only("library")
def test_info_undo_and_redo(listed: Path) -> None:
    assert "FIDE players: 200; national players: 0" in ok("library", "info", "--library", listed)
    assert "undone: import 1" in ok("library", "undo", "--library", listed)
    assert "FIDE players: 0" in ok("library", "info", "--library", listed)
    assert "redone: import 1" in ok("library", "redo", "--library", listed)
    assert "there is no import to redo" in refused("library", "redo", "--library", listed)


@pytest.mark.sqlite_only("library")
def test_a_damaged_list_is_refused_with_its_line(tmp_path: Path, listed: Path) -> None:
    source = write_list(tmp_path / "players_list_foa.txt", 50, Layout.COMBINED_TXT)
    lines = source.read_text(encoding="utf-8").split("\n")
    lines[30] = lines[30][:113] + "abc   " + lines[30][119:]
    source.write_text("\n".join(lines), encoding="utf-8")
    err = refused("library", "import", source, "--library", listed)
    assert "line 31: standard rating 'abc' is not a number" in err
    assert "FIDE players: 200" in ok("library", "info", "--library", listed)


@pytest.mark.sqlite_only("library")
def test_a_national_list_with_columns_and_a_saved_mapping(tmp_path: Path, listed: Path) -> None:
    csv = tmp_path / "sui.csv"
    csv.write_text(
        "ID;Name;Club;Elo;FIDE\nCH-1;Müller, Jürgen;SK Basel;2290;1000017\nCH-2;Keller, Anna;SK Basel;1850;\n"
    )
    out = ok(
        "library", "import-national", csv, "--list", "SUI", "--columns",
        "national_id=1,name=2,club=3,rating=4,fide_id=5", "--save-mapping", "swiss", "--library", listed,
    )  # fmt: skip
    assert "line 2: Müller, Jürgen, CH-1, 2290, SK Basel" in out and "imported 2 players" in out
    assert "swiss: national_id=1, name=2, club=3, rating=4, fide_id=5 (';')" in ok(
        "library", "mappings", "--library", listed
    )
    assert "imported 2 players" in ok(
        "library", "import-national", csv, "--list", "SUI", "--mapping", "swiss", "--library", listed
    )
    assert "[IA; SUI: CH-1 (2290), SK Basel]" in ok("library", "find", "muller", "--library", listed)
    assert "unknown field 'elo'" in refused(
        "library", "import-national", csv, "--list", "SUI", "--columns", "name=2,elo=4", "--library", listed
    )


def test_add_player_from_the_library_and_update_ratings(store_url: str, listed: Path) -> None:
    event = store_url
    ok("new", event, "--name", "Open", "--rounds", "5", "--rating-type", "blitz")
    out = ok("add-player", event, "--fide-id", "1000017", "--library", listed)
    assert "added #1 Müller, Jürgen" in out
    out = ok("add-player", event, "--fide-id", "1000068", "--library", listed)
    assert "note: the name has 53 characters and TRF allows 33" in out and "no blitz rating" in out
    assert "already registered: Müller, Jürgen (no. 1)" in refused(
        "add-player", event, "--fide-id", "1000017", "--library", listed
    )
    assert "the library has no player with FIDE ID 999" in refused(
        "add-player", event, "--fide-id", "999", "--library", listed
    )
    ok("edit-player", event, "1", "--rating", "2000", "--club", "SK Basel")
    out = ok("update-ratings", event, "--library", listed)
    assert "Müller, Jürgen" in out and "rating 2000 -> 2280" in out and "would change" in out
    assert "updated 1 player(s)" in ok("update-ratings", event, "--apply", "--library", listed)
    with operations.open_file(event) as tf:
        first = tf.players.by_number(1)
        assert (first.rating, first.club, first.k_factor) == (2280, "SK Basel", 20)
        assert tf.audit_log()[-1].operation == "update_ratings"


def test_restrict_forbid_and_allow(store_url: str) -> None:
    event = store_url
    ok("new", event, "--name", "Open", "--rounds", "5")
    for i, club in enumerate(["A", "A", "B", "B"]):
        ok("add-player", event, "--name", f"P{i}, X", "--rating", str(2000 - i), "--club", club)
    out = ok("restrict", event, "club", "--rounds", "2")
    assert "club: A: 1 2 (rounds 1-2)" in out and "2 group(s)" in out
    out = ok("forbid", event, "1", "3", "--rounds", "1-3", "--reason", "family")
    pair_id = int(out.split()[2].rstrip(":"))
    listing = ok("forbidden", event)
    assert f"{pair_id:>4}  rounds 1-3: 1 P0, X, 3 P2, X  [family]" in listing and "[club: B]" in listing
    ok("allow", event, str(pair_id))
    assert "family" not in ok("forbidden", event)
    assert "removed the club restriction (2 group(s))" in ok("restrict", event, "club", "--remove")
    assert ok("forbidden", event) == "no prohibited pairings\n"
    assert "no player has pairing number 9" in refused("forbid", event, "1", "9")


@pytest.mark.sqlite_only("library")
def test_the_default_library_follows_the_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("ARBITER_LIBRARY", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setattr("sys.platform", "linux")
    assert default_library_path() == tmp_path / "data" / "Arbiter Desk" / "players.library"  # not doubled
    monkeypatch.setenv("ARBITER_LIBRARY", str(tmp_path / "mine.library"))
    assert default_library_path() == tmp_path / "mine.library"
    assert cli("library", "info")[0] == 0 and (tmp_path / "mine.library").exists()


def test_the_player_list_prints_clubs_and_on_request_national_data(store_url: str, tmp_path: Path) -> None:
    from cli.printing import run as print_run
    from tests.test_reports_documents import pdf_text

    event = store_url
    ok("new", event, "--name", "Open", "--rounds", "5")
    ok("add-player", event, "--name", "Keller, Anna", "--rating", "1850", "--club", "SK Basel",
       "--national-id", "CH-2", "--national-rating", "1801")  # fmt: skip
    ok("add-player", event, "--name", "Roth, Eva", "--rating", "1700")
    plain, national = tmp_path / "plain.pdf", tmp_path / "national.pdf"
    assert print_run(["players", event, "-o", str(plain)]) == 0
    assert print_run(["players", event, "--national", "-o", str(national)]) == 0
    rows = [ln.split() for ln in pdf_text(plain.read_bytes(), tmp_path).splitlines() if "Keller" in ln]
    assert rows == [["1", "Keller,", "Anna", "1850", "SK", "Basel"]]
    text = pdf_text(national.read_bytes(), tmp_path)
    header = next(ln for ln in text.splitlines() if "Name" in ln).split()
    assert header[-4:] == ["Club", "Nat.", "ID", "Nat."]
    keller = next(ln for ln in text.splitlines() if "Keller" in ln).split()
    assert keller[-4:] == ["SK", "Basel", "CH-2", "1801"]
