"""National rating lists (issue 13): a CSV or TXT read through a column mapping, previewed, imported in
one transaction (a bad line refused with its number, nothing kept), mappings saved by name."""

from __future__ import annotations

from pathlib import Path

import pytest

from player_library import ColumnMapping, LibraryError, ListFileError, PlayerLibrary
from player_library.national import guess_columns, sniff_delimiter

CSV = """Member;Surname;First name;Club;Town;DWZ;FIDE-ID;Born;Sex
1001;Müller;Jürgen;SK Basel;Basel;2290;1000017;1971;m
1002;Keller;Anna;SK Basel;Basel;1850;;2001-05-03;w
1003;Zürcher;Beat;SG Zürich;Zürich;2011;;03.07.1990;M

1004;Roth;Eva;SK Basel;Basel;;;2010;F
"""

MAPPING = ColumnMapping(
    {
        "national_id": 0,
        "surname": 1,
        "first_name": 2,
        "club": 3,
        "city": 4,
        "rating": 5,
        "fide_id": 6,
        "birth": 7,
        "sex": 8,
    }
)


@pytest.fixture
def lib(tmp_path: Path) -> PlayerLibrary:
    library = PlayerLibrary(tmp_path / "players.library")
    yield library
    library.close()


@pytest.fixture
def csv_file(tmp_path: Path) -> Path:
    path = tmp_path / "sui.csv"
    path.write_text(CSV, encoding="utf-8")
    return path


def test_the_preview_cuts_the_lines_and_guesses_the_columns(lib: PlayerLibrary, csv_file: Path) -> None:
    preview = lib.preview_national_list(csv_file, ColumnMapping({"name": 1}))
    assert preview.delimiter == ";" and preview.header[:3] == ("Member", "Surname", "First name")
    assert preview.lines[0][:3] == ("1001", "Müller", "Jürgen") and len(preview.lines) == 4
    assert preview.guessed == {
        "national_id": 0,
        "surname": 1,
        "first_name": 2,
        "club": 3,
        "city": 4,
        "rating": 5,
        "fide_id": 6,
        "birth": 7,
        "sex": 8,
    }
    shown = lib.preview_national_list(csv_file, MAPPING)
    assert [(r.line, r.name, r.birth_year, r.sex) for r in shown.rows] == [
        (2, "Müller, Jürgen", 1971, "M"),
        (3, "Keller, Anna", 2001, "F"),
        (4, "Zürcher, Beat", 1990, "M"),
        (6, "Roth, Eva", 2010, "F"),
    ]
    assert shown.problem == ""


def test_an_import_stores_every_player_with_its_club_and_national_rating(
    lib: PlayerLibrary, csv_file: Path
) -> None:
    record = lib.import_national_list(csv_file, MAPPING, "SUI 2026-04")
    assert record.kind == "national" and record.players == 4
    (roth,) = lib.search("roth eva").players
    assert roth.national is not None
    assert (roth.national.national_id, roth.national.rating, roth.national.club, roth.national.city) == (
        "1004",
        None,
        "SK Basel",
        "Basel",
    )
    assert lib.info().national_lists == ("SUI 2026-04",)


def test_importing_a_list_again_replaces_it_and_leaves_other_lists(
    lib: PlayerLibrary, csv_file: Path, tmp_path: Path
) -> None:
    lib.import_national_list(csv_file, MAPPING, "SUI")
    other = tmp_path / "aut.csv"
    other.write_text('Name,ID,Elo\n"Huber, Sepp",A-1,1900\n', encoding="utf-8")
    lib.import_national_list(other, ColumnMapping({"name": 0, "national_id": 1, "rating": 2}), "AUT")
    shorter = tmp_path / "sui2.csv"
    shorter.write_text(CSV.split("\n1003")[0] + "\n", encoding="utf-8")
    lib.import_national_list(shorter, MAPPING, "SUI")
    assert lib.info().national_players == 3
    assert lib.search("zurcher").players == () and lib.search("huber").players[0].national.rating == 1900  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("change", "line", "reason"),
    [
        (("1850", "18x0"), 3, "rating '18x0' is not a number"),
        (("2001-05-03", "May"), 3, "birth 'May' holds no year"),
        (("1003;Zürcher;Beat", "1003;;"), 4, "no name"),
        (("1004;", "1001;"), 6, "national ID 1001 is listed twice (first on line 2)"),
    ],
)
def test_a_bad_line_is_refused_with_its_number_and_nothing_is_kept(
    lib: PlayerLibrary, tmp_path: Path, change: tuple[str, str], line: int, reason: str
) -> None:
    good = tmp_path / "good.csv"
    good.write_text("Name;ID\nFirst, One;X1\n", encoding="utf-8")
    lib.import_national_list(good, ColumnMapping({"name": 0, "national_id": 1}, ";"), "SUI")
    bad = tmp_path / "bad.csv"
    bad.write_text(CSV.replace(*change), encoding="utf-8")
    before = (lib.info(), lib.search("first one").players)
    with pytest.raises(ListFileError) as caught:
        lib.import_national_list(bad, MAPPING, "SUI")
    assert caught.value.line_number == line and reason in str(caught.value)
    assert (lib.info(), lib.search("first one").players) == before


def test_a_national_import_is_undone_and_redone(lib: PlayerLibrary, csv_file: Path) -> None:
    record = lib.import_national_list(csv_file, MAPPING, "SUI")
    lib.undo_import(record.id)
    assert lib.info().national_players == 0 and lib.search("keller").players == ()
    lib.redo_import(record.id)
    assert [p.name for p in lib.search("keller").players] == ["Keller, Anna"]
    removal = lib.remove_national_list("SUI")
    assert lib.info().national_players == 0
    lib.undo_import(removal.id)
    assert lib.info().national_players == 4
    with pytest.raises(LibraryError, match="no national list"):
        lib.remove_national_list("XYZ")


def test_mappings_are_saved_by_name(lib: PlayerLibrary) -> None:
    lib.save_mapping("DSB", MAPPING)
    fixed = ColumnMapping({"name": 1, "rating": 2}, fixed_starts=(0, 6, 30), header=False)
    lib.save_mapping("fixed", fixed)
    assert lib.mappings() == {"DSB": MAPPING, "fixed": fixed}
    lib.delete_mapping("DSB")
    assert list(lib.mappings()) == ["fixed"]
    with pytest.raises(ListFileError, match="name"):
        lib.save_mapping("bad", ColumnMapping({"rating": 2}))


def test_fixed_width_lists_without_a_header(lib: PlayerLibrary, tmp_path: Path) -> None:
    path = tmp_path / "list.txt"
    path.write_text(
        "A-001 Smith, John            2105\nA-002 Doe, Jane              1988\n", encoding="utf-8"
    )
    mapping = ColumnMapping({"national_id": 0, "name": 1, "rating": 2}, fixed_starts=(0, 6, 29), header=False)
    assert lib.import_national_list(path, mapping, "X").players == 2
    assert lib.by_national_id("A-002").national.rating == 1988  # type: ignore[union-attr]


def test_the_delimiter_and_the_columns_are_recognised() -> None:
    assert sniff_delimiter("a\tb\tc\n1\t2\t3\n") == "\t"
    assert sniff_delimiter("a,b,c\n1,2,3\n") == ","
    assert guess_columns(["Name", "Elo", "Verein", "Geburtsjahr", "Fide ID"]) == {
        "name": 0,
        "rating": 1,
        "club": 2,
        "birth": 3,
        "fide_id": 4,
    }
