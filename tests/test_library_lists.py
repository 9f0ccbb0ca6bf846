"""Importing FIDE rating lists into the player library (issue 13): every layout FIDE publishes,
zipped or not; damaged files refused with their line number and nothing kept; Cancel; undo and redo.

The lists come from ``player_library/sample_lists.py`` (synthetic, official layouts), whose players are known:
each test compares what the library holds with what the generator wrote.
"""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest

from engine.rating.kfactor import RatingType
from player_library import ImportCancelled, LibraryError, LibraryPlayer, ListFileError, PlayerLibrary
from player_library.fide_import import kind_from_name
from player_library.sample_lists import (
    ANCHORS,
    COMBINED_HEADER,
    Layout,
    SyntheticPlayer,
    combined_line,
    players,
    write_list,
)
from player_library.values import ListFormat

COUNT = 300


@pytest.fixture
def lib(tmp_path: Path) -> PlayerLibrary:
    library = PlayerLibrary(tmp_path / "data" / "players.library")
    yield library
    library.close()


def expected(p: SyntheticPlayer) -> dict[str, object]:
    """What the library must hold for a generated player: titles as FIDE abbreviates them (a women's
    title alone is the title), 0 and empty ratings as no rating, the ``i`` flag as inactive."""
    title, women = p.title, p.women_title
    if not title:
        title, women = women, ""
    return {
        "fide_id": p.fide_id,
        "name": p.name[:60],
        "federation": p.federation,
        "sex": p.sex,
        "title": title,
        "women_title": women,
        "other_titles": tuple(t for t in p.other_titles.split(",") if t),
        "foa_title": p.foa_title,
        "standard": p.standard,
        "rapid": p.rapid,
        "blitz": p.blitz,
        "birth_year": p.birth_year,
        "inactive": "i" in p.flag,
    }


def held(p: LibraryPlayer) -> dict[str, object]:
    def triple(kind: RatingType) -> tuple[int | None, int | None, int | None]:
        r = p.rating(kind)
        return (r.rating, r.games, r.k_factor)

    return {
        "fide_id": p.fide_id,
        "name": p.name,
        "federation": p.federation,
        "sex": p.sex,
        "title": p.title,
        "women_title": p.women_title,
        "other_titles": p.other_titles,
        "foa_title": p.foa_title,
        "standard": triple(RatingType.STANDARD),
        "rapid": triple(RatingType.RAPID),
        "blitz": triple(RatingType.BLITZ),
        "birth_year": p.birth_year,
        "inactive": p.inactive,
    }


def assert_holds_all(
    lib: PlayerLibrary, count: int, *, kinds: tuple[RatingType, ...] = tuple(RatingType)
) -> None:
    assert lib.info().fide_players == count
    for p in players(count):
        entry = lib.by_fide_id(p.fide_id)
        assert entry is not None, p
        want, got = expected(p), held(entry)
        for kind in RatingType:
            if kind not in kinds:
                del want[kind.value], got[kind.value]
        assert got == want


@pytest.mark.parametrize(
    ("layout", "zipped"),
    [
        (Layout.COMBINED_TXT, False),
        (Layout.COMBINED_TXT, True),
        (Layout.COMBINED_XML, False),
        (Layout.COMBINED_XML, True),
    ],
)
def test_a_combined_list_is_imported_whole(
    lib: PlayerLibrary, tmp_path: Path, layout: Layout, zipped: bool
) -> None:
    source = write_list(
        tmp_path / ("list.zip" if zipped else layout.inner_name), COUNT, layout, zipped=zipped
    )
    record = lib.import_fide_list(source)
    assert record.players == COUNT and record.kind == "fide" and not record.undone
    assert "combined" in record.description and layout.value.split("-")[1].upper() in record.description
    assert_holds_all(lib, COUNT)


def test_crlf_lines_and_a_byte_order_mark_are_read(lib: PlayerLibrary, tmp_path: Path) -> None:
    source = write_list(tmp_path / "players_list_foa.txt", COUNT, Layout.COMBINED_TXT, newline="\r\n")
    source.write_bytes(b"\xef\xbb\xbf" + source.read_bytes())
    lib.import_fide_list(source)
    assert_holds_all(lib, COUNT)


def test_a_latin1_list_is_read_as_latin1(lib: PlayerLibrary, tmp_path: Path) -> None:
    source = write_list(tmp_path / "players_list_foa.txt", 20, Layout.COMBINED_TXT, encoding="latin-1")
    lib.import_fide_list(source)
    assert lib.by_fide_id(1000017).name == "Müller, Jürgen"  # type: ignore[union-attr]
    assert lib.by_fide_id(1000025).name == "?or?evi?, Milica"  # type: ignore[union-attr]  # not Latin-1


def test_columns_are_found_from_the_header(lib: PlayerLibrary, tmp_path: Path) -> None:
    """FIDE has moved columns before: the reader takes each column where the header names it."""
    wider = COMBINED_HEADER.replace("Name ", "Name      ").replace(" Fed", "Fed")  # Fed starts 4 later
    lines = [wider]
    for p in players(40):
        line = combined_line(p).ljust(162)
        lines.append(line[:76] + "    " + line[76:])
    source = tmp_path / "players_list_foa.txt"
    source.write_text("\n".join(lines) + "\n", encoding="utf-8")
    lib.import_fide_list(source)
    assert_holds_all(lib, 40)


def test_lines_padded_by_utf8_bytes_are_cut_by_bytes(lib: PlayerLibrary, tmp_path: Path) -> None:
    """A writer that pads by bytes leaves accented names short: the columns after them shift left."""
    lines = [COMBINED_HEADER]
    for p in players(20):
        raw = combined_line(p).encode("utf-8")
        name = p.name.encode("utf-8")
        raw = raw[:15] + name + b" " * (61 - len(name)) + raw[15 + 61 + (len(name) - len(p.name)) :]
        lines.append(raw.decode("utf-8"))
    source = tmp_path / "players_list_foa.txt"
    source.write_text("\n".join(lines) + "\n", encoding="utf-8")
    lib.import_fide_list(source)
    assert_holds_all(lib, 20)


@pytest.mark.parametrize("layout", [Layout.STANDARD_TXT, Layout.RAPID_XML, Layout.BLITZ_TXT])
def test_a_per_type_list_sets_its_type_and_keeps_the_others(
    lib: PlayerLibrary, tmp_path: Path, layout: Layout
) -> None:
    lib.import_fide_list(write_list(tmp_path / "players_list_foa.txt", COUNT, Layout.COMBINED_TXT))
    fresh = write_list(tmp_path / layout.inner_name, COUNT, layout, seed=99)  # other ratings
    record = lib.import_fide_list(fresh)
    kind = RatingType(layout.rating_type)
    assert kind.value in record.description and record.players == COUNT
    old = {p.fide_id: p for p in players(COUNT)}
    new = {p.fide_id: p for p in players(COUNT, seed=99)}
    shared = [i for i in new if i in old]
    assert shared  # the anchors at least
    for fide_id in shared:
        entry = lib.by_fide_id(fide_id)
        assert entry is not None
        got = held(entry)
        assert got[kind.value] == new[fide_id].rating(kind.value)
        for other in RatingType:
            if other is not kind:
                assert got[other.value] == old[fide_id].rating(other.value)
    gone = [i for i in old if i not in new]
    for fide_id in gone[:20]:  # players the per-type list does not have lose only that type's rating
        entry = lib.by_fide_id(fide_id)
        assert entry is not None and entry.rating(kind).rating is None
        assert held(entry)["name"] == old[fide_id].name[:60]


def test_the_rating_type_of_a_per_type_list_comes_from_its_name_or_the_caller(
    lib: PlayerLibrary, tmp_path: Path
) -> None:
    assert kind_from_name("rapid_rating_list_xml.zip") is RatingType.RAPID
    assert kind_from_name("standard_rating_list.txt") is RatingType.STANDARD
    assert kind_from_name("players_list.zip") is None
    source = write_list(tmp_path / "april.txt", 30, Layout.BLITZ_TXT)
    preview = lib.preview_fide_list(source)
    assert preview.layout.rating_type is RatingType.STANDARD and preview.layout.month == "APR26"
    lib.import_fide_list(source, RatingType.BLITZ)
    assert_holds_all(lib, 30, kinds=(RatingType.BLITZ,))


def test_the_preview_shows_the_layout_and_the_first_players(lib: PlayerLibrary, tmp_path: Path) -> None:
    source = write_list(tmp_path / "list.zip", 500, Layout.COMBINED_XML, zipped=True)
    preview = lib.preview_fide_list(source)
    assert preview.layout.format is ListFormat.XML and preview.layout.rating_type is None
    assert preview.layout.inner_name == "players_list_xml_foa.xml"
    assert [p.fide_id for p in preview.players[: len(ANCHORS)]] == [a.fide_id for a in ANCHORS]
    assert 400 <= preview.estimated_players <= 600 and preview.problem == ""
    assert lib.info().fide_players == 0  # a preview imports nothing


# --- damaged files ----------------------------------------------------------------------------------


def _txt_with(tmp_path: Path, line_index: int, change: callable) -> Path:  # type: ignore[valid-type]
    source = write_list(tmp_path / "players_list_foa.txt", COUNT, Layout.COMBINED_TXT)
    lines = source.read_text(encoding="utf-8").split("\n")
    lines[line_index] = change(lines[line_index])
    source.write_text("\n".join(lines), encoding="utf-8")
    return source


def _unchanged_after(lib: PlayerLibrary, action: callable) -> BaseException:  # type: ignore[valid-type]
    before = (lib.info().fide_players, lib.search("muller").players, lib.imports())
    folder_before = sorted(p.name for p in lib.path.parent.iterdir())
    with pytest.raises((ListFileError, ImportCancelled)) as caught:
        action()
    assert (lib.info().fide_players, lib.search("muller").players, lib.imports()) == before
    assert sorted(p.name for p in lib.path.parent.iterdir()) == folder_before  # no file left behind
    return caught.value


@pytest.fixture
def filled(lib: PlayerLibrary, tmp_path: Path) -> PlayerLibrary:
    lib.import_fide_list(write_list(tmp_path / "first" / "players_list_foa.txt", 50, Layout.COMBINED_TXT))
    return lib


def test_a_rating_that_is_not_a_number_is_refused_with_its_line(
    filled: PlayerLibrary, tmp_path: Path
) -> None:
    source = _txt_with(tmp_path, 201, lambda line: line[:113] + "2x00  " + line[119:])
    error = _unchanged_after(filled, lambda: filled.import_fide_list(source))
    assert isinstance(error, ListFileError) and error.line_number == 202
    assert "standard rating '2x00' is not a number" in str(error)


def test_a_line_without_a_fide_id_is_refused_with_its_line(filled: PlayerLibrary, tmp_path: Path) -> None:
    source = _txt_with(tmp_path, 150, lambda line: "ABC" + line[3:])
    error = _unchanged_after(filled, lambda: filled.import_fide_list(source))
    assert isinstance(error, ListFileError) and error.line_number == 151 and "FIDE ID" in str(error)


def test_a_fide_id_listed_twice_is_refused_with_the_second_line(
    filled: PlayerLibrary, tmp_path: Path
) -> None:
    source = write_list(tmp_path / "players_list_foa.txt", COUNT, Layout.COMBINED_TXT)
    lines = source.read_text(encoding="utf-8").split("\n")
    lines.insert(250, lines[10])  # the 10th player again, on line 251
    source.write_text("\n".join(lines), encoding="utf-8")
    error = _unchanged_after(filled, lambda: filled.import_fide_list(source))
    assert isinstance(error, ListFileError) and error.line_number == 251 and "listed twice" in str(error)


def test_a_file_that_is_not_a_list_is_refused(filled: PlayerLibrary, tmp_path: Path) -> None:
    source = tmp_path / "notes.txt"
    source.write_text("Dear arbiter,\nplease find the list attached.\n", encoding="utf-8")
    error = _unchanged_after(filled, lambda: filled.import_fide_list(source))
    assert (
        isinstance(error, ListFileError) and error.line_number == 1 and "not a FIDE rating list" in str(error)
    )


def test_a_cut_xml_list_is_refused_as_incomplete(filled: PlayerLibrary, tmp_path: Path) -> None:
    source = write_list(tmp_path / "players_list_xml_foa.xml", COUNT, Layout.COMBINED_XML)
    data = source.read_bytes()
    source.write_bytes(data[: len(data) * 2 // 3])
    error = _unchanged_after(filled, lambda: filled.import_fide_list(source))
    assert "incomplete" in str(error)


def test_a_damaged_xml_player_is_refused_with_its_line(filled: PlayerLibrary, tmp_path: Path) -> None:
    source = write_list(tmp_path / "players_list_xml_foa.xml", COUNT, Layout.COMBINED_XML)
    lines = source.read_text(encoding="utf-8").split("\n")
    at = next(i for i, line in enumerate(lines) if "<rating>" in line and i > 3000)
    lines[at] = lines[at].replace("<rating>", "<rating>x")
    source.write_text("\n".join(lines), encoding="utf-8")
    error = _unchanged_after(filled, lambda: filled.import_fide_list(source))
    assert isinstance(error, ListFileError) and "standard rating 'x" in str(error)
    player_start = max(i for i in range(at) if lines[i].strip() == "<player>")
    assert error.line_number == player_start + 1


def test_xml_players_in_another_element_order_are_read(lib: PlayerLibrary, tmp_path: Path) -> None:
    source = write_list(tmp_path / "players_list_xml_foa.xml", 60, Layout.COMBINED_XML)
    text = source.read_text(encoding="utf-8")
    # the 30th player writes its name before its ID, and an element we do not know
    parts = text.split("<player>")
    block = parts[30]
    fid = block[block.index("<fideid>") : block.index("</fideid>") + 9]
    name = block[block.index("<name>") : block.index("</name>") + 7]
    parts[30] = block.replace(fid, "@").replace(name, fid).replace("@", name + "<club>X &amp; Y</club>")
    source.write_text("<player>".join(parts), encoding="utf-8")
    lib.import_fide_list(source)
    assert_holds_all(lib, 60)


def test_a_damaged_zip_is_refused(filled: PlayerLibrary, tmp_path: Path) -> None:
    source = write_list(tmp_path / "players_list.zip", COUNT, Layout.COMBINED_TXT, zipped=True)
    data = bytearray(source.read_bytes())
    middle = len(data) // 2
    data[middle : middle + 64] = bytes(64)
    source.write_bytes(bytes(data))
    error = _unchanged_after(filled, lambda: filled.import_fide_list(source))
    assert "damaged" in str(error) or "not a number" in str(error) or "FIDE ID" in str(error)


def test_a_folder_or_a_missing_file_is_refused_by_what_it_is(filled: PlayerLibrary, tmp_path: Path) -> None:
    folder = _unchanged_after(filled, lambda: filled.import_fide_list(tmp_path))
    assert "is a folder" in str(folder)
    missing = _unchanged_after(filled, lambda: filled.import_fide_list(tmp_path / "players_list.zip"))
    assert "no such file" in str(missing)


def test_cancel_keeps_the_library_as_it_was(filled: PlayerLibrary, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr("player_library.sources.BLOCK_BYTES", 4096)
    source = write_list(tmp_path / "players_list_foa.txt", COUNT, Layout.COMBINED_TXT)
    seen: list[int] = []

    def cancelled() -> bool:
        return len(seen) >= 3

    def progress(done: int, total: int, message: str) -> None:
        seen.append(done)

    _unchanged_after(filled, lambda: filled.import_fide_list(source, progress=progress, cancelled=cancelled))
    assert seen == sorted(seen) and seen[-1] < source.stat().st_size


def test_progress_goes_from_0_to_the_size_of_the_list(
    lib: PlayerLibrary, tmp_path: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr("player_library.sources.BLOCK_BYTES", 8192)
    source = write_list(tmp_path / "players_list_foa.txt", COUNT, Layout.COMBINED_TXT)
    seen: list[tuple[int, int]] = []
    lib.import_fide_list(source, progress=lambda done, total, _m: seen.append((done, total)))
    size = source.stat().st_size
    assert seen[0] == (0, size) and seen[-1] == (size, size) and len(seen) > 5
    assert [d for d, _ in seen] == sorted(d for d, _ in seen)


# --- undo and redo ------------------------------------------------------------------------------------


def test_the_last_import_is_undone_and_redone(lib: PlayerLibrary, tmp_path: Path) -> None:
    first = lib.import_fide_list(write_list(tmp_path / "a" / "players_list_foa.txt", 50, Layout.COMBINED_TXT))
    second = lib.import_fide_list(
        write_list(tmp_path / "b" / "players_list_foa.txt", 80, Layout.COMBINED_TXT, seed=5)
    )
    assert lib.info().fide_players == 80
    with pytest.raises(LibraryError, match="later import"):
        lib.undo_import(first.id)
    assert lib.undo_import(second.id).undone
    assert_holds_all(lib, 50)
    with pytest.raises(LibraryError, match="already undone"):
        lib.undo_import(second.id)
    assert not lib.redo_import(second.id).undone
    assert lib.info().fide_players == 80
    assert lib.undo_import(second.id).undone
    with pytest.raises(LibraryError, match="later import"):  # one step back, not more
        lib.undo_import(first.id)


def test_the_first_import_is_undone_to_the_empty_library(lib: PlayerLibrary, tmp_path: Path) -> None:
    first = lib.import_fide_list(write_list(tmp_path / "players_list_foa.txt", 50, Layout.COMBINED_TXT))
    lib.undo_import(first.id)
    assert lib.info().fide_players == 0 and lib.search("muller").players == ()


def test_only_the_generations_needed_for_undo_stay_on_disk(lib: PlayerLibrary, tmp_path: Path) -> None:
    for i in range(4):
        lib.import_fide_list(
            write_list(tmp_path / str(i) / "players_list_foa.txt", 20 + i, Layout.COMBINED_TXT)
        )
    generations = [p for p in lib.path.parent.iterdir() if ".fide-" in p.name]
    assert len(generations) == 2


def test_a_search_opened_before_an_import_sees_the_new_list(lib: PlayerLibrary, tmp_path: Path) -> None:
    other = PlayerLibrary(lib.path)  # e.g. a second window
    assert other.search("muller").players == ()
    lib.import_fide_list(write_list(tmp_path / "players_list_foa.txt", 20, Layout.COMBINED_TXT))
    assert [p.name for p in other.search("muller").players] == ["Müller, Jürgen"]
    other.close()


def test_a_file_that_is_not_a_library_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "x.library"
    import sqlite3

    con = sqlite3.connect(path)
    con.execute("CREATE TABLE t (a)")
    con.commit()
    con.close()
    with pytest.raises(LibraryError, match="not an Arbiter Desk player library"):
        PlayerLibrary(path)


def test_zip_members_other_than_the_list_are_ignored(lib: PlayerLibrary, tmp_path: Path) -> None:
    inner = write_list(tmp_path / "players_list_foa.txt", 40, Layout.COMBINED_TXT)
    target = tmp_path / "players_list.zip"
    with zipfile.ZipFile(target, "w") as zf:
        zf.writestr("readme.pdf", b"%PDF-1.4 not a list")
        zf.write(inner, "players_list_foa.txt")
    lib.import_fide_list(target)
    assert_holds_all(lib, 40)
