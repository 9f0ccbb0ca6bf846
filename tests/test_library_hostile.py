"""Hostile rating lists (issue 25, item 6): refused at once with one sentence, in bounded memory,
the library as it was; and what already held (XXE, billion laughs, a zip member's path) stays so.

The bombs are built here, small on disk: a deflate stream of one compressed chunk repeated (each
chunk ends with a full flush, so it stands alone), written into a zip by hand. Their CRC is left
0: the reader must refuse them long before the end, where ``zipfile`` would check it.
"""

from __future__ import annotations

import struct
import tracemalloc
import zipfile
import zlib
from pathlib import Path

import pytest

from player_library import ListFileError, PlayerLibrary, fide_import, national, sources
from player_library.national import ColumnMapping
from player_library.sample_lists import Layout, write_list
from tests.test_db_cli import cli

MIB = 1 << 20


def bomb(path: Path, member: str, chunk: bytes, repeat: int, *, head: bytes = b"") -> Path:
    """A zip holding ``member``: ``head`` and then ``chunk`` ``repeat`` times, deflated (CRC 0)."""
    first = zlib.compressobj(9, zlib.DEFLATED, -15)
    start = first.compress(head) + first.flush(zlib.Z_FULL_FLUSH) if head else b""
    again = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = again.compress(chunk) + again.flush(zlib.Z_FULL_FLUSH)
    end = zlib.compressobj(9, zlib.DEFLATED, -15).flush(zlib.Z_FINISH)
    size = len(head) + len(chunk) * repeat
    csize = len(start) + len(packed) * repeat + len(end)
    name = member.encode()
    fields = (20, 0, 8, 0, 0x21, 0, csize, size, len(name))
    with open(path, "wb") as f:
        f.write(struct.pack("<4s5H3L2H", b"PK\x03\x04", *fields, 0) + name)
        f.write(start)
        for _ in range(repeat):
            f.write(packed)
        f.write(end)
        at = f.tell()
        central = struct.pack("<4s6H3L5H2L", b"PK\x01\x02", 20, *fields, 0, 0, 0, 0, 0, 0) + name
        f.write(central)
        f.write(struct.pack("<4s4H2LH", b"PK\x05\x06", 0, 0, 1, 1, len(central), at, 0))
    return path


@pytest.fixture
def library(tmp_path: Path) -> Path:
    path = tmp_path / "lib" / "players.library"
    with PlayerLibrary(path) as lib:
        lib.import_fide_list(write_list(tmp_path / "players_list_foa.txt", 40, Layout.COMBINED_TXT))
    return path


def refused_unchanged(library: Path, source: Path, *words: str) -> str:
    """``arbiter library import`` exits 1 with one line holding ``words`` (after the list's layout,
    when it could be read); the library still holds its 40 players and the one import."""
    code, _out, err = cli("library", "import", source, "--library", library)
    assert code == 1 and err.startswith("arbiter: ") and err.count("\n") == 1, err
    assert all(w in err for w in words), err
    with PlayerLibrary(library) as lib:
        assert lib.info().fide_players == 40 and len(lib.imports()) == 1
    return err


def test_the_bombs_are_what_the_issue_describes(tmp_path: Path) -> None:
    """A 2 MB zip holding a 2 GiB member without a line break; a 1 MB zip of 1 GiB of blank lines."""
    long_line = bomb(tmp_path / "a.zip", "players_list_foa.txt", b"x" * MIB, 2048)
    blank = bomb(tmp_path / "b.zip", "players_list_foa.txt", b"\n" * MIB, 1024)
    assert long_line.stat().st_size < 3 * MIB and blank.stat().st_size < 2 * MIB
    with zipfile.ZipFile(long_line) as zf:
        assert zf.infolist()[0].file_size == 2048 * MIB
        with zf.open("players_list_foa.txt") as member:
            assert member.read(3 * MIB) == b"x" * (3 * MIB)  # a real deflate stream


@pytest.mark.parametrize(("chunk", "repeat"), [(b"x" * MIB, 2048), (b"\n" * MIB, 1024)])
def test_a_zip_that_would_expand_too_far_is_refused_unread(
    library: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, chunk: bytes, repeat: int
) -> None:
    source = bomb(tmp_path / "players_list.zip", "players_list_foa.txt", chunk, repeat)
    opened: list[str] = []
    real_open = zipfile.ZipFile.open

    def spy(self: zipfile.ZipFile, name: str | zipfile.ZipInfo, *args: object, **kwargs: object) -> object:
        opened.append(str(name))
        return real_open(self, name, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(zipfile.ZipFile, "open", spy)
    refused_unchanged(library, source, "players_list_foa.txt would expand", "more than 100 times")
    assert opened == []  # refused from the zip's directory: not one byte inflated


def test_a_line_longer_than_the_bound_is_refused_after_a_few_megabytes(
    library: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With the ratio let through, the 2 GiB line is still refused, with little read and held."""
    monkeypatch.setattr(sources, "MAX_RATIO", 10**9)
    head = b"ID Number      Name" + b" " * 60 + b"Fed Sex Tit  WTit OTit           FOA SRtng\n"
    source = bomb(tmp_path / "players_list.zip", "players_list_foa.txt", b"x" * MIB, 2048, head=head)
    tracemalloc.start()
    try:
        err = refused_unchanged(library, source, "line 2: a line longer than 1 MB")
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 64 * MIB, (peak, err)


def test_an_xml_player_that_never_ends_is_refused_in_bounded_memory(
    library: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sources, "MAX_RATIO", 10**9)
    head = b'<?xml version="1.0"?>\n<playerslist>\n<player><fideid>1</fideid><name>A, B</name></player>\n'
    endless = b"<x>1</x>\n" * 2**17
    source = bomb(tmp_path / "players_list.zip", "players_list_xml_foa.xml", endless, 2048, head=head)
    refused_unchanged(library, source, "line 4: no </player> in more than 1,048,576 characters")


def test_a_list_larger_than_the_bound_is_refused_unread(
    library: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    source = write_list(tmp_path / "players_list_foa.txt", 40, Layout.COMBINED_TXT)
    monkeypatch.setattr(sources, "MAX_LIST_BYTES", 1000)
    refused_unchanged(library, source, "more than the 0 MB a rating list may have")


def test_blank_lines_in_bulk_cost_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """15 MiB of blank lines between the players of a TXT list and of an XML list (zipped: 15 KB):
    the blocks that hold only blank lines are never cut into lines (the TXT list is cut in the two
    blocks that hold players, not in all eight), and nothing of them is kept between blocks (XML)."""
    monkeypatch.setattr("player_library.fide_xml.MAX_CARRY", 4096)
    cut: list[int] = []
    real_parse = fide_import.fide_txt.parse_lines

    def counting(columns: object, lines: list[str]) -> object:
        cut.append(len(lines))
        return real_parse(columns, lines)  # type: ignore[arg-type]

    monkeypatch.setattr(fide_import.fide_txt, "parse_lines", counting)
    for layout, inner in ((Layout.COMBINED_TXT, "players_list_foa.txt"), (Layout.COMBINED_XML, "x.xml")):
        text = write_list(tmp_path / inner, 50, layout).read_text(encoding="utf-8")
        if layout is Layout.COMBINED_TXT:
            header, *lines = text.split("\n")
            padded = "\n".join([header, *lines[:20], "\n" * (15 * MIB), *lines[20:]])
        else:
            at = text.index("</player>", text.index("</player>") + 1) + len("</player>")
            padded = text[:at] + " \n\t" * (5 * MIB) + text[at:]
        source = tmp_path / f"{layout.value}.zip"
        with zipfile.ZipFile(source, "w", compression=zipfile.ZIP_DEFLATED) as zf:
            zf.writestr(inner, padded)
        assert source.stat().st_size < 100_000
        with PlayerLibrary(tmp_path / f"{layout.value}.library") as lib:
            lib.import_fide_list(source)
            assert lib.info().fide_players == 50
    assert len(cut) == 2, cut


@pytest.mark.parametrize(
    "encoding", ["rot13", "hex", "base64", "zlib", "bz2", "uu", "utf-16", "utf-32", "cp500"]
)
def test_an_xml_list_in_a_codec_that_is_no_text_encoding_is_refused(
    library: Path, tmp_path: Path, encoding: str
) -> None:
    source = write_list(tmp_path / "players_list_xml_foa.xml", 20, Layout.COMBINED_XML)
    text = source.read_text(encoding="utf-8")
    source.write_text(text.replace('encoding="UTF-8"', f'encoding="{encoding}"', 1), encoding="utf-8")
    assert f'encoding="{encoding}"' in source.read_text(encoding="utf-8")
    refused_unchanged(library, source, f"line 1: the list declares the encoding '{encoding}'", "UTF-8")


def test_an_xml_list_in_a_real_text_encoding_is_read(tmp_path: Path) -> None:
    source = write_list(tmp_path / "players_list_xml_foa.xml", 20, Layout.COMBINED_XML, encoding="latin-1")
    text = source.read_text(encoding="latin-1")
    source.write_text(text.replace('encoding="UTF-8"', 'encoding="ISO-8859-1"', 1), encoding="latin-1")
    with PlayerLibrary(tmp_path / "players.library") as lib:
        lib.import_fide_list(source)
        assert lib.info().fide_players == 20


def test_entities_are_never_expanded_nor_fetched(tmp_path: Path) -> None:
    """XXE and billion laughs: the reader knows no DOCTYPE; an entity it does not know stays text."""
    secret = tmp_path / "secret.txt"
    secret.write_text("TOP SECRET", encoding="utf-8")
    lol = "".join(f'<!ENTITY lol{i} "{f"&lol{i - 1};" * 10}">' for i in range(1, 10))
    doctype = f'<!DOCTYPE playerslist [<!ENTITY xxe SYSTEM "file://{secret}"><!ENTITY lol0 "lol">{lol}]>\n'
    source = write_list(tmp_path / "players_list_xml_foa.xml", 20, Layout.COMBINED_XML)
    text = source.read_text(encoding="utf-8").replace("<playerslist>", doctype + "<playerslist>", 1)
    first, second = text.index("<name>") + 6, text.index("<name>", text.index("<name>") + 1) + 6
    text = text[:first] + "&xxe;" + text[first:second] + "&lol9;" + text[second:]
    source.write_text(text, encoding="utf-8")
    with PlayerLibrary(tmp_path / "players.library") as lib:
        lib.import_fide_list(source)
        names = [p.name for p in lib.search("xxe").players + lib.search("lol9").players]
    assert len(names) == 2 and all("TOP SECRET" not in n and "lollol" not in n for n in names), names


def test_a_zip_member_with_a_path_is_read_not_extracted(tmp_path: Path) -> None:
    inner = write_list(tmp_path / "list" / "players_list_foa.txt", 20, Layout.COMBINED_TXT)
    source = tmp_path / "work" / "players_list.zip"
    source.parent.mkdir()
    with zipfile.ZipFile(source, "w") as zf:
        zf.write(inner, "../../escaped/players_list_foa.txt")
    before = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*"))
    with PlayerLibrary(tmp_path / "work" / "players.library") as lib:
        lib.import_fide_list(source)
        assert lib.info().fide_players == 20
    after = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*"))
    assert not (tmp_path.parent / "escaped").exists()
    assert all(p.parts[0] == "work" for p in set(after) - set(before)), sorted(set(after) - set(before))


def test_a_national_list_larger_than_the_bound_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    source = tmp_path / "sui.csv"
    source.write_text("Name;Rating\n" + "Muster, Max;1500\n" * 100, encoding="utf-8")
    monkeypatch.setattr(national, "MAX_NATIONAL_BYTES", 1000)
    with PlayerLibrary(tmp_path / "players.library") as lib, pytest.raises(ListFileError) as caught:
        lib.import_national_list(source, ColumnMapping({"name": 0, "rating": 1}, ";"), "SUI")
    assert "sui.csv holds 0 MB, more than the 0 MB a national list may have" in str(caught.value)
