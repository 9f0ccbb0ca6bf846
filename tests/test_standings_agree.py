"""Screen, paper, TRF and both CLIs rank an event alike (issue #15 item 1).

The event started on 4 October 2025, so C.07 2024-08 applies (in force 1 Aug 2024 - 28 Feb 2026);
it declares no tie-breaks, so the ``fide`` preset does (BH-C1, BH, SB, PS, DE). It is built so that
the two editions rank differently (C.07 16.4 dummy): player 3 had the PAB in round 1.

Worked by hand from ``tests/data/tiebreaks/october_2025_byes.trf``:

- Player 3 (3 points): opponents 10 (1½), 2 (3: the HPB of round 5 counts ½ either way), 4 (3),
  8 (3½) sum to 11; the PAB is a game against a dummy with 3's own score. 2024: 3, uncapped:
  BH 14, BH-C1 12½ (1½ cut). 2026: capped at ½ x 5 rounds = 2½ (16.4.2): BH 13½, BH-C1 12.
- Player 9 (3 points), all five games played: 5 (3), 7 (1½), 8 (3½), 6 (3), 4 (3): BH 14,
  BH-C1 12½ in both editions.
- SB: 3 beat 10 and 4 and scored 1 with the PAB: 1½ + 3 + 3 (dummy) = 7½; 9 beat 5, 7 and 6:
  3 + 1½ + 3 = 7½. PS 1+2+2+3+3 = 11 and 1+2+2+3+3 = 11. 3 and 9 never met: DE gives nothing.
  So under 2024 players 3 and 9 share places 2-3; under 2026 9 is second and 3 falls behind 4.

The window (its headless row builder), the printed standings and crosstable (``pdftotext``), the
TRF export's rank column, ``arbiter standings`` and ``python -m engine standings`` on the exported
TRF must all give these places. Before the single policy, the printed documents ranked by the 2026
edition with their own default list.
"""

from __future__ import annotations

import io
import re
import shutil
import subprocess
from collections.abc import Iterator
from datetime import date
from pathlib import Path
from typing import Any

import pytest

import operations
from arbiter_gui.standings_rows import standings_rows
from cli.main import run as arbiter_cli
from cli.printing import run as print_cli
from engine.standings import event_standings
from engine.standings_cli import run as engine_cli
from tests.conftest import DATA

EVENT = DATA / "tiebreaks" / "october_2025_byes.trf"

PLACES_2024 = {8: "1", 3: "2-3", 9: "2-3", 4: "4", 5: "5", 2: "6", 6: "7", 7: "8", 1: "9", 10: "10"}
"""Places under C.07 2024-08 (the worked example above, then the same rules for the others)."""


@pytest.fixture(scope="module")
def event_file(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    path = tmp_path_factory.mktemp("agree") / "october.arbiter"
    tf, _ = operations.import_trf(EVENT, path)
    tf.close()
    yield path


def _pdf_text(pdf: Path) -> str:
    if shutil.which("pdftotext") is None:
        pytest.fail("pdftotext (poppler-utils) is needed by the print tests: scripts/setup.sh installs it")
    return subprocess.run(
        ["pdftotext", "-layout", str(pdf), "-"], capture_output=True, check=True, text=True
    ).stdout


def _printed(kind: str, event_file: Path | str, tmp_path: Path) -> str:
    out = tmp_path / f"{kind}.pdf"
    assert print_cli([kind, str(event_file), "-o", str(out)]) == 0
    return _pdf_text(out)


_PLAYER = re.compile(r"^\s*(\d+(?:-\d+)?)\s+(?:(\d+)\s+)?Player (\d\d)\b")


def _places_in(text: str) -> dict[int, str]:
    """Place by pairing number from printed or terminal rows ``place [number] Player NN ...``."""
    places: dict[int, str] = {}
    for line in text.splitlines():
        m = _PLAYER.match(line)
        if m:
            number = int(m.group(3))
            assert m.group(2) is None or int(m.group(2)) == number
            places[number] = m.group(1)
    return places


def _bh_columns(text: str) -> dict[int, tuple[str, str]]:
    """BH-C1 and BH of each printed standings row ``Rk No Player NN Rtg Pts BH-C1 BH ...``, as
    decimals (``12½`` -> ``12.5``)."""
    out: dict[int, tuple[str, str]] = {}
    for line in text.splitlines():
        m = _PLAYER.match(line)
        if m:
            cells = line.split()
            out[int(m.group(3))] = (_decimal(cells[6]), _decimal(cells[7]))
    return out


def _decimal(text: str) -> str:
    half = text.endswith("\u00bd")
    return str(float(text[:-1] or "0") + 0.5) if half else str(float(text))


@pytest.mark.sqlite_only("no_store")
def test_the_event_is_one_the_editions_rank_differently() -> None:
    from engine.trf import read_trf_file

    t = read_trf_file(EVENT)
    assert t.start_date == "2025/10/04" and not t.tiebreaks and not t.standings_tiebreaks
    under_2024 = {int(s.number): s.place for s in event_standings(t).rows}
    under_2026 = {int(s.number): s.place for s in event_standings(t, edition="2026").rows}
    assert under_2024 == PLACES_2024
    assert (under_2026[9], under_2026[4], under_2026[3]) == ("2", "3", "4")


def test_screen_paper_trf_and_both_clis_agree(store_url: str, tmp_path: Path) -> None:
    """The event imported into a file and onto the tests' server."""
    event_file = store_url
    tf, _ = operations.import_trf(EVENT, event_file)
    tf.close()
    with operations.open_file(event_file) as tf:
        tournament = tf.tournament()
        trf = tf.files.export_trf()
    # screen: the window's standings rows
    rows, codes, note = standings_rows(tournament, None)
    screen = {r.number: r.place for r in rows}
    assert codes == ("BH/C1", "BH", "SB", "PS", "DE")
    assert "C.07 2024-08" in note
    assert screen == PLACES_2024
    # paper: the standings and the crosstable
    standings_text = _printed("standings", event_file, tmp_path)
    crosstable_text = _printed("crosstable", event_file, tmp_path)
    assert _places_in(standings_text) == PLACES_2024
    assert _places_in(crosstable_text) == PLACES_2024
    assert "C.07 2024-08" in standings_text and "C.07 2024-08" in crosstable_text
    # the tie-break values the paper prints are the screen's (3 and 9: BH-C1 12½, BH 14 under 2024)
    screen_bh = {r.number: (str(float(r.tiebreaks[0])), str(float(r.tiebreaks[1]))) for r in rows}
    assert screen_bh[3] == screen_bh[9] == ("12.5", "14.0")
    assert _bh_columns(standings_text) == screen_bh
    # TRF export: the rank column (001, columns 86-89) is the first place of a shared one
    trf_ranks = {int(line[4:8]): int(line[85:89]) for line in trf.splitlines() if line.startswith("001")}
    assert trf_ranks == {n: int(place.split("-")[0]) for n, place in PLACES_2024.items()}
    # arbiter standings FILE.arbiter, python -m engine standings on the exported TRF
    out = io.StringIO()
    assert arbiter_cli(["standings", str(event_file)], out) == 0
    exported = tmp_path / "october.trf"
    exported.write_text(trf, encoding="utf-8")
    engine_out, engine_err = io.StringIO(), io.StringIO()
    assert engine_cli([str(exported)], engine_out, engine_err) == 0, engine_err.getvalue()
    assert _places_in(out.getvalue()) == PLACES_2024
    assert _places_in(engine_out.getvalue()) == PLACES_2024
    assert out.getvalue().splitlines()[1:] == engine_out.getvalue().splitlines()[1:]


@pytest.mark.sqlite_only("window")
def test_the_window_shows_the_same_places(qtbot: Any, window: Any, event_file: Path, tmp_path: Path) -> None:
    from arbiter_gui.main_window import CROSSTABLE, STANDINGS
    from tests.test_gui_support import wait_for_standings

    copy = tmp_path / "window.arbiter"
    shutil.copy(event_file, copy)
    assert window.files.open_path(copy)
    window.tabs.setCurrentIndex(STANDINGS)
    wait_for_standings(window, qtbot)  # computed on the worker
    assert {r.number: r.place for r in window.standings_model.rows} == PLACES_2024
    assert "C.07 2024-08" in window.standings_view.note.text()
    window.tabs.setCurrentIndex(CROSSTABLE)
    shown = {r.number: r.rank for r in window.crosstable_model.rows}
    assert shown == {n: int(place.split("-")[0]) for n, place in PLACES_2024.items()}


@pytest.mark.sqlite_only("window")
def test_the_window_names_a_tiebreak_it_cannot_compute(
    qtbot: Any, window: Any, prompts: Any, tmp_path: Path
) -> None:
    from arbiter_gui.main_window import STANDINGS
    from tests.test_gui_support import wait_for_standings
    from values import EventSettings, PlayerDetails

    # October 2025 (C.07 2024-08) with STD, a 2026 tie-break: no standings, and the reason shown
    path = tmp_path / "std.arbiter"
    settings = EventSettings(
        name="Autumn", number_of_rounds=5, start_date=date(2025, 10, 4), tiebreaks=("STD",)
    )
    with operations.create(path, settings) as tf:
        tf.players.add(PlayerDetails("Anand, Viswanathan", rating=2750))
    assert window.files.open_path(path)
    window.tabs.setCurrentIndex(STANDINGS)
    wait_for_standings(window, qtbot)
    assert window.standings_model.rows == []
    assert "STD" in window.standings_view.note.text() and "2026 edition" in window.standings_view.note.text()
    assert prompts.errors == []
