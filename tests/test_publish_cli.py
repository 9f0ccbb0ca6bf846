"""``arbiter export``, ``arbiter publish``, ``arbiter import-results`` from the launcher (issue 19): the
files they write, their exit codes and one-line refusals, and no Qt loaded; from an event in a file and
on the tests' PostgreSQL server (``module_store_url``, issue 30 item 4)."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest

import operations
from arbiter_gui.entry import run
from outputs.exports.json_export import schema_text
from tests.publish_support import hostile_event
from tests.test_db_support import event_at, own_copy
from tests.test_gui_entry import _run_headless
from values import GameResult


@pytest.fixture(scope="module")
def original(tmp_path_factory: pytest.TempPathFactory, module_store_url: str) -> str:
    """The publishing tests' event in a file, then copied onto the tests' server."""
    return event_at(hostile_event(tmp_path_factory.mktemp("event")), module_store_url)


@pytest.fixture
def event(original: str, tmp_path: Path, request: pytest.FixtureRequest) -> str:
    """A copy of it for one test (a file, or a database of the tests' server)."""
    return own_copy(original, tmp_path, request)


def test_export_and_publish_run_without_qt(event: str, tmp_path: Path) -> None:
    rc, qt, output = _run_headless(["publish", event, "-o", str(tmp_path / "www")])
    assert (rc, qt) == (0, False), output
    assert "wrote 19 files into" in output
    rc, qt, output = _run_headless(["export", "json", event, "-o", str(tmp_path / "e.json")])
    assert (rc, qt) == (0, False), output
    assert json.loads((tmp_path / "e.json").read_text(encoding="utf-8"))["format"] == "arbiter-desk-event"


def test_every_export_writes_its_files(
    event: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(["export", "csv", event, "-o", str(tmp_path / "csv")]) == 0
    assert sorted(p.name for p in (tmp_path / "csv").iterdir()) == [
        "pairings.csv",
        "players.csv",
        "results.csv",
        "standings.csv",
    ]
    assert (
        run(
            [
                "export",
                "csv",
                event,
                "--table",
                "pairings",
                "--round",
                "2",
                "-o",
                str(tmp_path / "r2.csv"),
            ]
        )
        == 0
    )
    rows = list(csv.DictReader(io.StringIO((tmp_path / "r2.csv").read_text(encoding="utf-8-sig"))))
    assert {r["Round"] for r in rows} == {"2"}
    assert run(["export", "pgn", event, "--round", "1", "-o", str(tmp_path / "r1.pgn")]) == 0
    assert (tmp_path / "r1.pgn").read_text(encoding="utf-8").count("[Event ") == 5
    capsys.readouterr()
    assert run(["export", "schema"]) == 0
    assert json.loads(capsys.readouterr().out) == json.loads(schema_text())
    assert run(["export", "json", event, "-o", "-"]) == 0
    assert json.loads(capsys.readouterr().out)["standings"]["after_round"] == 2


def test_refusals_are_one_line_and_usage_errors_exit_2(
    event: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(["export", "json", str(tmp_path / "none.arbiter"), "-o", "-"]) == 1
    assert capsys.readouterr().err.strip() == f"arbiter: {tmp_path / 'none.arbiter'}: no such file"
    assert run(["export", "csv", event, "--round", "2", "-o", str(tmp_path / "x")]) == 1
    assert capsys.readouterr().err.strip() == "arbiter: --round needs --table pairings"
    (tmp_path / "busy").mkdir()
    (tmp_path / "busy" / "notes.txt").write_text("x")
    assert run(["publish", event, "-o", str(tmp_path / "busy")]) == 1
    assert "already holds other files" in capsys.readouterr().err
    assert run(["publish", event, "-o", str(tmp_path / "busy"), "--force"]) == 0
    assert run(["export", "xml", event, "-o", "-"]) == 2
    assert run(["publish", event]) == 2


def test_import_results_round_trip_from_the_command_line(
    event: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    sheet = tmp_path / "r3.csv"
    assert run(["export", "csv", event, "--table", "pairings", "--round", "3", "-o", str(sheet)]) == 0
    text = sheet.read_text(encoding="utf-8-sig")
    rows = list(csv.reader(io.StringIO(text)))
    rows[5][5] = "1/2"
    bad = [*rows, ["3", "7", "1", "", "", "1-0", "2", "", ""]]
    out = io.StringIO(newline="")
    csv.writer(out).writerows(bad)
    (tmp_path / "bad.csv").write_text(out.getvalue(), encoding="utf-8")
    capsys.readouterr()
    assert run(["import-results", event, str(tmp_path / "bad.csv"), "--dry-run"]) == 3
    assert "problem: line 7: round 3 has no board 7 (5 boards)" in capsys.readouterr().out
    assert run(["import-results", event, str(tmp_path / "bad.csv")]) == 1
    assert "cannot be imported, so no result was entered" in capsys.readouterr().err
    out = io.StringIO(newline="")
    csv.writer(out).writerows(rows)
    sheet.write_text(out.getvalue(), encoding="utf-8")
    assert run(["import-results", event, str(sheet)]) == 0
    assert "entered 1 result(s) in round 3" in capsys.readouterr().out
    with operations.open_file(event) as tf:
        assert tf.rounds.boards(3)[4].result is GameResult.DRAW
    assert run(["undo-import-results", event]) == 0
    assert "round 3 board 5: back to no result" in capsys.readouterr().out
    assert run(["undo-import-results", event]) == 1
