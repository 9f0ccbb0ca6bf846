"""The web folder (issue 19): every page valid HTML (a WHATWG parser in strict mode, and an XML parser:
polyglot markup), every link leads to a written file, no id twice, no name can inject markup or
break the text around it, standings from the one policy, safe rewriting of the folder; and a real
browser engine (headless Chromium, installed by scripts/setup.sh) shows the names.

The pages are written from an event kept in a file and on the tests' PostgreSQL server (issue 30 item 4:
``module_store_url``); what is about the folder written or the browser, not the store, reads the file's."""

from __future__ import annotations

import shutil
import subprocess
import xml.etree.ElementTree as ET
from datetime import UTC, datetime, tzinfo
from pathlib import Path

import html5lib
import pytest

import operations
from outputs.snapshot import EventSnapshot, take_snapshot
from outputs.web import MANIFEST, PublishError, write_site
from tests.publish_support import HOSTILE, SCRIPTS, hostile_event
from tests.test_db_support import event_at, new_file, own_copy
from values import GameResult

XHTML = "{http://www.w3.org/1999/xhtml}"


@pytest.fixture(scope="module")
def file_event(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The hostile event in a tournament file, made once."""
    return hostile_event(tmp_path_factory.mktemp("event"))


@pytest.fixture(scope="module")
def event(file_event: Path, module_store_url: str) -> str:
    """The hostile event where the pages are read from: the file, then a copy on the tests' server."""
    return event_at(file_event, module_store_url)


def _snapshot_of(event: Path | str) -> EventSnapshot:
    with operations.open_file(event) as tf:
        return take_snapshot(tf)


@pytest.fixture(scope="module")
def snap(event: str) -> EventSnapshot:
    return _snapshot_of(event)


@pytest.fixture(scope="module")
def file_snap(file_event: Path) -> EventSnapshot:
    """The file's snapshot, for the tests about the folder written and the browser (not the store)."""
    return _snapshot_of(file_event)


def _site_of(snap: EventSnapshot, tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("site") / "www"
    write_site(snap, folder)
    return folder


@pytest.fixture(scope="module")
def site(snap: EventSnapshot, tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _site_of(snap, tmp_path_factory)


@pytest.fixture(scope="module")
def file_site(file_snap: EventSnapshot, tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _site_of(file_snap, tmp_path_factory)


def _html_pages(folder: Path) -> list[Path]:
    return sorted(folder.glob("*.html"))


def _tree(page: Path) -> ET.Element:
    """The page parsed by html5lib in strict mode: any HTML parse error raises."""
    parser = html5lib.HTMLParser(strict=True, namespaceHTMLElements=True)
    return parser.parse(page.read_bytes(), transport_encoding="utf-8")  # type: ignore[no-any-return]


def _text(element: ET.Element) -> str:
    return "".join(element.itertext())


def test_the_site_has_every_page(site: Path, snap: EventSnapshot) -> None:
    names = {p.name for p in site.iterdir()}
    expected = {"index.html", "standings.html", "crosstable.html", "players.html", "style.css", MANIFEST}
    expected |= {f"round-{r}.html" for r in (1, 2, 3)}
    expected |= {f"player-{int(p.id)}.html" for p in snap.players}
    assert names == expected
    assert len(_html_pages(site)) == 7 + len(HOSTILE)


def test_every_page_is_valid_html_and_well_formed_xml(site: Path) -> None:
    for page in _html_pages(site):
        _tree(page)  # raises html5lib.html5parser.ParseError on the first parse error
        ET.fromstring(page.read_text(encoding="utf-8").split("\n", 1)[1])  # after <!DOCTYPE html>


def test_every_link_resolves_and_no_id_repeats(site: Path, snap: EventSnapshot) -> None:
    ids_of: dict[str, set[str]] = {}
    links: list[tuple[str, str]] = []
    for page in _html_pages(site):
        tree = _tree(page)
        ids = [str(e.get("id")) for e in tree.iter() if e.get("id") is not None]
        assert len(ids) == len(set(ids)), page.name
        ids_of[page.name] = set(ids)
        for element in tree.iter():
            for attribute in ("href", "src"):
                target = element.get(attribute)
                if target is not None:
                    assert "://" not in target and not target.startswith(("/", "javascript:")), target
                    links.append((page.name, target))
    assert len(ids_of["standings.html"]) == len(snap.players)  # a line per player, to link to
    fragments = 0
    for page_name, target in links:
        file, _, fragment = target.partition("#")
        assert (site / file).is_file(), f"{page_name} links to {target}"
        if fragment:
            fragments += 1
            assert fragment in ids_of[file], f"{page_name} links to {target}: no such id"
    assert fragments == len(snap.players)  # each card links to its line in the standings


def test_hostile_names_are_text_never_markup(site: Path, snap: EventSnapshot) -> None:
    for page in _html_pages(site):
        tree = _tree(page)
        tags = {e.tag.removeprefix(XHTML) for e in tree.iter() if isinstance(e.tag, str)}
        assert tags.isdisjoint({"script", "b", "i", "iframe", "object", "embed"}), page.name
        assert all(not k.startswith("on") for e in tree.iter() for k in e.attrib), page.name
    for p in snap.players:
        card = _tree(site / f"player-{int(p.id)}.html")
        heading = next(e for e in card.iter(f"{XHTML}h1"))
        bdi = next(e for e in heading.iter(f"{XHTML}bdi"))
        assert _text(bdi) == p.name  # exactly, zero-width and right-to-left characters included
    index = _tree(site / "index.html")
    assert _text(next(index.iter(f"{XHTML}h1"))) == 'Open <i>"2026"</i> & Co'


def test_every_name_is_isolated_for_bidirectional_text(site: Path, snap: EventSnapshot) -> None:
    names = {p.name for p in snap.players}
    for page in ("standings.html", "players.html", "crosstable.html", "round-1.html"):
        tree = _tree(site / page)
        isolated = {_text(e) for e in tree.iter(f"{XHTML}bdi")}
        assert names <= isolated, page


def test_standings_page_is_the_event_policy_table(site: Path, event: str) -> None:
    with operations.open_file(event) as tf:
        table = tf.results.standings()
        by_number = {p.number: p.name for p in tf.players.all()}
    tree = _tree(site / "standings.html")
    body = next(tree.iter(f"{XHTML}tbody"))
    rows = [list(r) for r in body.iter(f"{XHTML}tr")]
    assert [_text(r[0]) for r in rows] == [s.place for s in table.rows]
    assert [_text(next(r[1].iter(f"{XHTML}bdi"))) for r in rows] == [by_number[s.number] for s in table.rows]
    heads = [_text(h) for h in next(tree.iter(f"{XHTML}thead")).iter(f"{XHTML}th")]
    assert heads[5:] == list(table.policy.labels)
    assert _text(next(tree.iter(f"{XHTML}h1"))) == "Standings after round 2"


def test_crosstable_cells_show_colours_results_and_byes(site: Path, snap: EventSnapshot) -> None:
    tree = _tree(site / "crosstable.html")
    rows = list(next(tree.iter(f"{XHTML}tbody")).iter(f"{XHTML}tr"))
    cells = {
        _text(next(r[1].iter(f"{XHTML}bdi"))): [_text(c) for c in r[4:6]] for r in rows
    }  # rounds 1 and 2 (standings after round 2)
    assert cells["Ünal, Ayşe"][0] == "PAB"
    assert cells["Smith, Jo"][1] == "H"
    line = {_text(next(r[1].iter(f"{XHTML}bdi"))): _text(r[0]) for r in rows}
    # round 2 board 1: #8 - #2 won by forfeit; board 2: #1 - #4 drawn, not rated
    by_number = snap.by_number
    white, black = by_number[8].name, by_number[2].name
    assert cells[white][1] == f"{line[black]}w+"
    assert cells[black][1] == f"{line[white]}b−"
    assert cells[by_number[1].name][1] == f"{line[by_number[4].name]}w½u"


def test_round_page_lists_boards_results_and_byes(site: Path) -> None:
    tree = _tree(site / "round-3.html")
    rows = list(next(tree.iter(f"{XHTML}tbody")).iter(f"{XHTML}tr"))
    assert [_text(r[5]) for r in rows] == ["0 – 1"] * 4 + ["…"]
    assert "4 of 5 results in" in _text(tree)
    first = _tree(site / "round-1.html")
    assert "pairing-allocated bye" in _text(first)


def test_the_site_before_round_one(store_url: str, tmp_path: Path) -> None:
    with new_file(store_url, players=3) as tf:
        snap = take_snapshot(tf)
    written = write_site(snap, tmp_path / "www")
    assert "round-1.html" not in written.files
    assert "No standings yet: no round has been paired yet." in _text(
        _tree(tmp_path / "www" / "standings.html")
    )
    for page in _html_pages(tmp_path / "www"):
        _tree(page)


@pytest.mark.sqlite_only("output")
def test_a_folder_of_other_files_is_refused_and_ours_is_tidied(
    file_snap: EventSnapshot, tmp_path: Path
) -> None:
    """About the folder written (the file's snapshot only)."""
    snap = file_snap
    foreign = tmp_path / "home"
    foreign.mkdir()
    (foreign / "thesis.txt").write_text("mine")
    with pytest.raises(PublishError, match="already holds other files"):
        write_site(snap, foreign)
    assert [p.name for p in foreign.iterdir()] == ["thesis.txt"]
    write_site(snap, foreign, force=True)
    assert (foreign / "thesis.txt").read_text() == "mine"
    # a page of an earlier publication that is no longer written goes; files not ours stay
    (foreign / "round-9.html").write_text("old")
    with open(foreign / MANIFEST, "a", encoding="utf-8") as f:
        f.write("round-9.html\n")
    again = write_site(snap, foreign)
    assert again.removed == ("round-9.html",)
    assert not (foreign / "round-9.html").exists() and (foreign / "thesis.txt").exists()
    assert not list(foreign.glob(".*.tmp"))


def test_a_result_entered_shows_after_publishing_again(
    event: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    copy = own_copy(event, tmp_path, request)
    with operations.open_file(copy) as tf:
        write_site(take_snapshot(tf), tmp_path / "www")
        tf.results.set(3, 5, GameResult.DRAW)
        write_site(take_snapshot(tf), tmp_path / "www")
    tree = _tree(tmp_path / "www" / "round-3.html")
    rows = list(next(tree.iter(f"{XHTML}tbody")).iter(f"{XHTML}tr"))
    assert _text(rows[-1][5]) == "½ – ½"
    assert _text(next(_tree(tmp_path / "www" / "standings.html").iter(f"{XHTML}h1"))) == (
        "Standings after round 3"
    )


# --- a real browser engine ----------------------------------------------------------------------------

CHROMIUM_FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
)


def chromium() -> str:
    found = shutil.which("chromium") or shutil.which("chromium-browser")
    assert found, "Chromium is missing: scripts/setup.sh installs Debian's chromium package"
    return found


@pytest.mark.sqlite_only("browser")
def test_chromium_shows_every_name_in_the_dom(
    file_site: Path, file_snap: EventSnapshot, tmp_path: Path
) -> None:
    """One browser start (about 2 s): the standings page as Chromium built it (the DOM after parsing
    and layout), read back: every name there, as text, no script element. About the browser, so on the
    file's pages only."""
    site, snap = file_site, file_snap
    out = subprocess.run(
        [
            chromium(),
            *CHROMIUM_FLAGS,
            f"--user-data-dir={tmp_path / 'profile'}",
            "--dump-dom",
            (site / "players.html").as_uri(),
        ],
        capture_output=True,
        timeout=120,
        check=True,
    )
    dom = out.stdout.decode("utf-8")
    tree = html5lib.parse(dom, namespaceHTMLElements=True)
    assert not list(tree.iter(f"{XHTML}script"))
    shown = {_text(e) for e in tree.iter(f"{XHTML}bdi")}
    assert {p.name for p in snap.players} <= shown
    for word in SCRIPTS:
        assert any(word in s for s in shown)


def test_a_double_round_robin_gets_the_square_crosstable(store_url: str, tmp_path: Path) -> None:
    """Issue 18's round robins: every page valid, the crosstable player against player (C.05), the
    cells those of ``engine.roundrobin.crosstable.square_rows`` in standings order."""
    from engine.model import RoundRobin
    from engine.roundrobin.crosstable import square_rows
    from tests.test_db_support import ROSTER, settings

    with operations.create(store_url, settings(6, round_robin=RoundRobin(2), tiebreaks=()), user="t") as tf:
        for d in ROSTER[:4]:
            tf.players.add(d)
        tf.rounds.pair_all()
        for r in range(1, 7):
            for b in tf.rounds.boards(r):
                tf.results.set(r, b.board, (GameResult.WHITE_WINS, GameResult.DRAW)[(r + b.board) % 2])
        snap = take_snapshot(tf)
        table = tf.results.standings()
    write_site(snap, tmp_path / "www")
    for page in _html_pages(tmp_path / "www"):
        _tree(page)
    tree = _tree(tmp_path / "www" / "crosstable.html")
    rows = list(next(tree.iter(f"{XHTML}tbody")).iter(f"{XHTML}tr"))
    order = [s.number for s in table.rows]
    expected = square_rows(snap.tournament, order, 6)
    assert len(rows) == 4
    for row, number in zip(rows, order, strict=True):
        assert [_text(c) for c in row[4:8]] == list(expected[number])
    assert [_text(rows[i][4 + i]) for i in range(4)] == ["×"] * 4
    assert all(len(_text(c).split()) == 2 for r in rows for i, c in enumerate(r[4:8]) if _text(c) != "×")


def test_the_time_the_pages_show_is_the_one_source_date_epoch_fixes(
    event: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 25.10: two publications of one file a minute apart differed only by the minute the pages
    show, which made a fault test fail on a loaded machine. ``SOURCE_DATE_EPOCH`` (reproducible-builds
    convention, also honoured by ReportLab) fixes that time: the same file gives the same bytes."""
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1767225600")
    with operations.open_for_reading(event) as tf:
        first = take_snapshot(tf)
        assert first.taken_at == datetime(2026, 1, 1, tzinfo=UTC)
        write_site(first, tmp_path / "a")
        monkeypatch.setattr("outputs.snapshot.datetime", _LaterClock)  # the wall clock a minute on
        write_site(take_snapshot(tf), tmp_path / "b")
    pages = sorted(p.name for p in (tmp_path / "a").iterdir())
    assert [(tmp_path / "a" / n).read_bytes() for n in pages] == [
        (tmp_path / "b" / n).read_bytes() for n in pages
    ]
    assert "Published 2026-01-01 00:00 with Arbiter Desk" in (tmp_path / "a" / "index.html").read_text()
    monkeypatch.delenv("SOURCE_DATE_EPOCH")
    with operations.open_for_reading(event) as tf:
        assert take_snapshot(tf).taken_at == _LaterClock.now().astimezone().replace(microsecond=0)


class _LaterClock(datetime):
    """``datetime`` whose ``now`` is a fixed moment of 2031 (the pages must not show it when fixed)."""

    @classmethod
    def now(cls, tz: tzinfo | None = None) -> _LaterClock:
        return cls(2031, 7, 1, 12, 1, 0, tzinfo=tz or UTC)
