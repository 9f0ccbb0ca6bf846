"""Issue 26 item 10: withdrawals and late entries on paper, in the window and in the web folder.

An event of nine players, five rounds: #5 withdraws after round 2; a late entry (#10) comes for round 3.
- Pairing sheets no longer list the withdrawn player (or a late entry before his first round) as a
  "Player without opponent ... ZPB 0".
- Standings and crosstables mark the withdrawal after the name (``*``) with a note saying from which
  round; the rounds not played show as ``–`` with a legend, not as zero-point byes.
- The rating report calls the late entry's missed rounds "late entry: not yet entered" and the
  withdrawn player's "withdrawn", not "bye: no game".
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

import operations
from arbiter_gui.main_window import MainWindow
from cli.exports import run as publish_run
from cli.printing import run as print_run
from engine.model import Absence, PairingNumber
from engine.rating.change import Unrated
from operations.copy_event import copy_event
from outputs.documents.data import round_sheet
from outputs.documents.text import NOT_PLAYED
from tests.test_checks_after_ordinary_work import RESULTS
from tests.test_db_cli import ok
from tests.test_db_support import own_copy
from tests.test_gui_support import ScriptedPrompts, wait_for_standings

WITHDRAWN = "* 5 Player, N5 withdrew: not paired from round 3 on (C.04.2 art. 3.2)"


def _play(path: str, rnd: int) -> None:
    ok("pair", path)
    with operations.open_file(path) as tf:
        boards = len(tf.rounds.get(rnd).boards)
    for b in range(1, boards + 1):
        ok("result", path, str(rnd), str(b), RESULTS[(rnd * 7 + b * 3) % len(RESULTS)])


@pytest.fixture(scope="module")
def event(module_store_url: str) -> str:
    """The event, made by the command line in a file, then on the tests' server."""
    path = module_store_url
    ok("new", path, "--name", "Paper Open", "--rounds", "5", "--start", "2026-03-01")
    for i in range(1, 10):
        ok(
            "add-player",
            path,
            "--name",
            f"Player, N{i}",
            "--rating",
            str(2400 - 30 * i),
            "--fide-id",
            str(1000 + i),
        )
    _play(path, 1)
    _play(path, 2)
    ok("withdraw", path, "5")
    assert "added #10 Late, Larry" in ok("add-player", path, "--name", "Late, Larry", "--rating", "2100")
    _play(path, 3)
    _play(path, 4)
    return path


def _printed(event: str, kind: str, tmp_path: Path, *options: str) -> str:
    pdf = tmp_path / f"{kind}.pdf"
    assert print_run([kind, str(event), "-o", str(pdf), *options]) == 0
    if shutil.which("pdftotext") is None:
        pytest.fail("pdftotext (poppler-utils) is needed by the print tests: scripts/setup.sh installs it")
    return subprocess.run(
        ["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True, check=True
    ).stdout


def test_the_file_knows_who_was_not_in_which_round(event: str) -> None:
    with operations.open_file(event) as tf:
        t = tf.tournament()
    five, ten, one = PairingNumber(5), PairingNumber(10), PairingNumber(1)
    assert [t.absence(five, r) for r in (1, 2, 3, 4)] == [None, None, Absence.WITHDRAWN, Absence.WITHDRAWN]
    assert [t.absence(ten, r) for r in (1, 2, 3, 4)] == [Absence.NOT_ENTERED, Absence.NOT_ENTERED, None, None]
    assert [t.absence(one, r) for r in (1, 2, 3, 4)] == [None] * 4


def test_pairing_sheets_list_no_withdrawn_player_and_no_late_entry_before_his_first_round(
    event: str, tmp_path: Path
) -> None:
    with operations.open_file(event) as tf:
        t = tf.tournament()
    for rnd in (3, 4):
        assert 5 not in {b.player.number for b in round_sheet(t, rnd).byes}
    for rnd in (1, 2):
        assert 10 not in {b.player.number for b in round_sheet(t, rnd).byes}
    for rnd in ("1", "4"):
        text = _printed(event, "pairings", tmp_path, "--round", rnd)
        assert "Player, N5" not in text if rnd == "4" else "Late, Larry" not in text
        assert "ZPB 0" not in text.split("Pts = points")[0]
        alphabetical = _printed(event, "pairings-alpha", tmp_path, "--round", rnd)
        assert ("Player, N5" if rnd == "4" else "Late, Larry") not in alphabetical


def test_standings_and_crosstable_mark_the_withdrawal_and_show_the_rounds_not_played(
    event: str, tmp_path: Path
) -> None:
    standings = _printed(event, "standings", tmp_path)
    assert "Player, N5 *" in standings and WITHDRAWN + "." in " ".join(standings.split())
    assert standings.count(" *") == 1
    crosstable = " ".join(_printed(event, "crosstable", tmp_path).split())
    assert "Player, N5 *" in crosstable and WITHDRAWN in crosstable
    assert "– = not played: the player was not yet entered (a late entry) or had withdrawn." in crosstable
    lines = [line for line in _printed(event, "crosstable", tmp_path).splitlines() if "withdrew" not in line]
    (n5,) = [line for line in lines if "Player, N5" in line]
    (late,) = [line for line in lines if "Late, Larry" in line]
    assert n5.count(NOT_PLAYED) == 2 and late.count(NOT_PLAYED) == 2
    assert "ZPB" not in n5 and "ZPB" not in late
    wall = _printed(event, "wallchart", tmp_path)
    assert "ZPB 0" not in wall.split("Rd: ")[0] and wall.count(NOT_PLAYED) >= 4


def test_a_round_not_played_before_the_withdrawal_stays_a_zero_point_bye(
    event: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    """The withdrawal is the file's: the same event without it has no mark and no note."""
    path = own_copy(event, tmp_path, request)
    ok("reinstate", path, "5")
    standings = _printed(path, "standings", tmp_path)
    assert "*" not in standings and "withdrew" not in standings
    assert "Player, N5" in ok("standings", path) and "*" not in ok("standings", path)


def test_the_rating_report_says_late_entry_and_withdrawn_not_bye(event: str, tmp_path: Path) -> None:
    with operations.open_file(event) as tf:
        report = tf.endevent.rating_report()
    reasons = {c.number: [(s.round, s.reason) for s in c.skipped] for c in report.changes}
    assert reasons[PairingNumber(10)][:2] == [(1, Unrated.NOT_ENTERED), (2, Unrated.NOT_ENTERED)]
    assert reasons[PairingNumber(5)] == [(3, Unrated.WITHDRAWN), (4, Unrated.WITHDRAWN)]
    text = " ".join(_printed(event, "rating", tmp_path).split())
    assert text.count("late entry: not yet entered (C.04.2 art. 2.4)") == 2
    assert text.count("withdrawn: no longer paired (C.04.2 art. 3.2)") == 2
    pabs = sum(1 for c in report.changes for s in c.skipped if s.reason is Unrated.BYE)
    assert text.count("bye: no game") == pabs == 4  # the pairing-allocated byes of rounds 1-4


def test_the_command_line_standings_mark_the_withdrawal(event: str) -> None:
    out = ok("standings", event)
    (line,) = [line for line in out.splitlines() if "Player, N5" in line and "withdrew" not in line]
    assert "Player, N5 *" in line
    assert out.rstrip().endswith(f"note: {WITHDRAWN}")


def test_the_web_folder_marks_the_withdrawal(event: str, tmp_path: Path) -> None:
    site = tmp_path / "site"
    assert publish_run(["publish", str(event), "-o", str(site)]) == 0
    for page in ("standings.html", "crosstable.html"):
        html = (site / page).read_text(encoding="utf-8")
        assert "<bdi>Player, N5</bdi></a> *</td>" in html
        assert f'<p class="legend">{WITHDRAWN}</p>' in html
        assert html.count("</a> *</td>") == 1
    assert "Player, N5" not in (site / "round-4.html").read_text(encoding="utf-8")


def test_the_window_marks_the_withdrawal(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, event: str, tmp_path: Path
) -> None:
    """The window opens files: the event made on the server is brought into one (``arbiter copy``)."""
    copy = tmp_path / "paper.arbiter"
    copy_event(event, copy)
    assert window.files.open_path(copy)
    wait_for_standings(window, qtbot)
    tables = window.standings.tables
    assert tables is not None
    assert [r.name for r in tables.rows if r.name.endswith(" *")] == ["Player, N5 *"]
    assert WITHDRAWN in tables.note
    assert [r.name for r in tables.cross_rows if r.name.endswith(" *")] == ["Player, N5 *"]
    assert "* after a name: withdrawn" in window.crosstable_view.legend.text()
