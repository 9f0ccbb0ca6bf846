"""A failing disk is reported rightly: with a write error injected at the write points of an operation
(``tests/faults``: an LD_PRELOAD shim failing the Nth write/pwrite/fsync/fdatasync/ftruncate/rename/
unlink on the tournament's files), every run of ``arbiter ...``

1. gives one clear message (no traceback; exit 0 or 1; when 1, one line ``arbiter: <reason>``),
2. leaves the file as it was before or after the operation, intact (``PRAGMA integrity_check``),
3. exit 1 means not stored, exit 0 means stored (a backup that failed after the commit is a warning).

Every operation's write points are counted first; the test takes 6 spread over them (EIO once) and 2
with a disk that stays full from there on (ENOSPC, sticky). ``bench/soak_file_safety.py`` sweeps
every point.
"""

from __future__ import annotations

import errno
import shutil
import sqlite3
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

import operations
from tests.faults.injector import Fault, count_points, run_arbiter
from tests.faults.outcomes import content, integrity, judge
from tests.faults.outputs import FIXED_TIME, FULL_DISK_CALLS, OUTPUTS, OutputScenario, baseline, judge_output
from tests.faults.scenarios import (
    FILE,
    MARK,
    PAIRED,
    READY,
    SCENARIOS,
    Scenario,
    fresh_copy,
    make_fixtures,
    sample,
)

pytestmark = pytest.mark.slow

EIO_POINTS = 6
FULL_DISK_POINTS = 2


@pytest.fixture(scope="module")
def fixtures(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    return make_fixtures(tmp_path_factory.mktemp("fixtures"))


def _sweep(
    scenario: Scenario, fixture: Path, work: Path
) -> tuple[int, list[tuple[Fault, int, tuple[str, ...]]]]:
    counting = fresh_copy(fixture, work / "count")
    before = content(counting / scenario.judged)
    total, clean = count_points(list(scenario.argv), counting, MARK)
    assert clean.code == 0, clean.err
    after = content(counting / scenario.judged)
    assert total > 0 and before != after
    faults = [Fault(MARK, at=k, errno=errno.EIO) for k in sample(total, EIO_POINTS)]
    faults += [Fault(MARK, at=k, errno=errno.ENOSPC, sticky=True) for k in sample(total, FULL_DISK_POINTS)]

    def one(i_fault: tuple[int, Fault]) -> tuple[Fault, int, tuple[str, ...]]:
        i, fault = i_fault
        folder = fresh_copy(fixture, work / f"run{i}")
        run = run_arbiter(list(scenario.argv), folder, fault)
        verdict = judge(run.code, run.err, folder / scenario.judged, before, after)
        problems = list(verdict.problems)
        problems += _extra_checks(scenario, folder, run.code, run.err, fixture)
        return fault, run.code, tuple(problems)

    with ThreadPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(one, enumerate(faults)))
    return total, results


def _extra_checks(scenario: Scenario, folder: Path, code: int, err: str, fixture: Path) -> list[str]:
    problems = []
    backups = folder / (FILE + ".backups")
    if scenario.argv[-1] == "--force" and code == 0:
        replaced = list(backups.glob("faulty-replaced-*.arbiter"))
        if len(replaced) != 1 or content(replaced[0]) != content(fixture / FILE):
            problems.append("--force replaced the file without keeping the old one in its backups")
    if scenario.name == "pair" and code == 0 and "backup copy failed" not in err:
        rounds = list(backups.glob("faulty-round-02-*.arbiter"))
        if len(rounds) != 1 or integrity(rounds[0]) != "ok":
            problems.append("pairing said nothing about its backup, but there is no intact backup")
    journals = (folder / "faulty.arbiter-journal", folder / "faulty.arbiter-wal")
    if code != 0 and not (folder / FILE).exists() and any(p.exists() for p in journals):
        problems.append("a journal is left where no file is")
    return problems


@pytest.mark.parametrize("scenario", SCENARIOS, ids=[s.name for s in SCENARIOS])
def test_a_failing_disk_never_damages_the_file_nor_lies(
    scenario: Scenario, fixtures: dict[str, Path], tmp_path: Path
) -> None:
    total, results = _sweep(scenario, fixtures[scenario.fixture], tmp_path)
    failures = [(f.at, f.errno, f.sticky, code, problems) for f, code, problems in results if problems]
    assert failures == [], f"{scenario.name}: {len(failures)} of {len(results)} runs ({total} points)"
    # The faults bite: some runs are refused (else the injector would not be doing anything).
    assert any(code == 1 for _, code, _ in results)


def test_the_injector_counts_and_fails_the_writes_of_the_tournament_file(
    fixtures: dict[str, Path], tmp_path: Path
) -> None:
    folder = fresh_copy(fixtures[READY], tmp_path / "w")
    total, clean = count_points(["result", FILE, "1", "1", "0-1", "--force"], folder, MARK)
    assert clean.code == 0 and total >= 5
    folder = fresh_copy(fixtures[READY], tmp_path / "w")
    run = run_arbiter(["result", FILE, "1", "1", "0-1", "--force"], folder, Fault(MARK, at=1, sticky=True))
    assert run.code == 1 and "disk" in run.err
    assert run.err.startswith("arbiter: ")


def test_a_full_disk_lets_every_reading_command_work_and_refuses_writes_clearly(
    fixtures: dict[str, Path], tmp_path: Path
) -> None:
    """With a few KiB free (every write fails with ENOSPC), an intact file is never called damaged."""
    folder = fresh_copy(fixtures[READY], tmp_path / "w")
    original = (folder / FILE).read_bytes()
    full = Fault(MARK, at=1, errno=errno.ENOSPC, sticky=True)
    for argv in (
        ["players", FILE],
        ["standings", FILE],
        ["pairings", FILE, "1"],
        ["log", FILE],
        ["info", FILE],
    ):
        run = run_arbiter(argv, folder, full)
        assert run.code == 0 and "damaged" not in run.err, (argv, run.err)
    run = run_arbiter(["result", FILE, "1", "1", "0-1", "--force"], folder, full)
    assert run.code == 1 and "the disk is full" in run.err and "damaged" not in run.err
    assert run.err.count("\n") == 1
    assert (folder / FILE).read_bytes() == original


def test_a_read_only_drive_reads_and_refuses_writes_clearly(
    fixtures: dict[str, Path], tmp_path: Path
) -> None:
    folder = fresh_copy(fixtures[PAIRED], tmp_path / "w")
    original = (folder / FILE).read_bytes()
    drive = Fault(MARK, read_only=True)
    for argv in (
        ["players", FILE],
        ["standings", FILE],
        ["pairings", FILE, "2"],
        ["log", FILE],
        ["export-trf", FILE, "-o", str(tmp_path / "out.trf")],
    ):
        run = run_arbiter(argv, folder, drive)
        assert run.code == 0, (argv, run.err)
        assert "opened read-only" in run.err and "Traceback" not in run.err
    assert (tmp_path / "out.trf").read_text(encoding="utf-8").count("\n001 ") == 11
    run = run_arbiter(["print", "standings", FILE, "-o", str(tmp_path / "s.pdf")], folder, drive)
    assert run.code == 0 and (tmp_path / "s.pdf").stat().st_size > 1000, run.err
    for argv in (
        ["result", FILE, "2", "1", "1-0"],
        ["add-player", FILE, "--name", "X, Y"],
        ["delete-round", FILE],
    ):
        run = run_arbiter(argv, folder, drive)
        assert run.code == 1 and "read-only" in run.err and run.err.count("\n") == 1, (argv, run.err)
    assert (folder / FILE).read_bytes() == original
    assert not (folder / (FILE + ".lock")).exists()


def test_a_final_step_that_fails_on_a_new_file_leaves_no_file_and_keeps_the_old_one(
    fixtures: dict[str, Path], tmp_path: Path
) -> None:
    """The rename at the end of import-trf (the last write point of that operation) fails: no new
    file is claimed, the old one (``--force``) is as it was, and nothing is left beside it."""
    argv = ["import-trf", "in.trf", FILE, "--force"]
    renames, _ = count_points(argv, fresh_copy(fixtures[READY], tmp_path / "w"), MARK, calls="rename")
    assert renames >= 2  # the copy of the old file into its backups, then the new file into place
    folder = fresh_copy(fixtures[READY], tmp_path / "w")
    old = content(folder / FILE)
    run = run_arbiter(argv, folder, Fault(MARK, at=renames, calls="rename", errno=errno.ENOSPC))
    assert run.code == 1 and run.err.startswith("arbiter: ") and "not created" in run.err
    assert content(folder / FILE) == old
    assert not (folder / (FILE + ".new")).exists() and not (folder / (FILE + "-journal")).exists()
    shutil.rmtree(folder)


def test_future_foreign_damaged_truncated_files_give_one_line_and_stay_untouched(
    fixtures: dict[str, Path], tmp_path: Path
) -> None:
    folder = fresh_copy(fixtures[READY], tmp_path / "w")
    good = (folder / FILE).read_bytes()
    future = folder / "future.arbiter"
    future.write_bytes(good)
    con = sqlite3.connect(future)
    con.execute("PRAGMA user_version = 99")
    con.close()
    foreign = folder / "foreign.arbiter"
    con = sqlite3.connect(foreign)
    con.execute("CREATE TABLE t (x)")
    con.commit()
    con.close()
    damaged = folder / "damaged.arbiter"
    damaged.write_bytes(good[:100] + b"\xa5" * 3996 + good[4096:])
    truncated = folder / "truncated.arbiter"
    truncated.write_bytes(good[: len(good) // 3])
    pdf = folder / "paper.arbiter"
    pdf.write_bytes(b"%PDF-1.4\n" + bytes(range(256)) * 4)
    expect = {
        future: "newer Arbiter Desk",
        foreign: "another program",
        damaged: "damaged",
        truncated: "damaged",
        pdf: "not an SQLite database",
    }
    for path, words in expect.items():
        before = path.read_bytes()
        for argv in (["players", path.name], ["result", path.name, "1", "1", "1-0"], ["pair", path.name]):
            run = run_arbiter(argv, folder)
            assert run.code == 1 and words in run.err and run.err.count("\n") == 1, (path.name, argv, run.err)
        assert path.read_bytes() == before, path.name
    with operations.open_file(folder / FILE) as tf:  # the good file beside them is fine
        assert len(tf.players.all()) == 11


OUTPUT_EIO_POINTS = 3
OUTPUT_FULL_DISK_POINTS = 2


@pytest.mark.parametrize("scenario", OUTPUTS, ids=[s.name for s in OUTPUTS])
def test_every_output_on_a_failing_disk_is_whole_or_not_at_all(
    scenario: OutputScenario, fixtures: dict[str, Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 25.2: the exports, the printed document and the web folder only read the tournament file;
    with a write error at their write points (their lock, their temporaries, renames, the stale pages
    they remove) the tournament file is byte for byte as it was, no lock is left, the run gives one
    clear message naming the output and the reason, exit 0 comes only with the whole new output, and
    a refusal leaves the old output (each file old or new) and nothing beside it
    (``tests/faults/outputs.py``). The time the outputs show is fixed, so runs compare whole."""
    monkeypatch.setenv("SOURCE_DATE_EPOCH", FIXED_TIME)
    base = baseline(scenario, fixtures, tmp_path)
    assert base.after != base.before
    faults = [Fault(MARK, at=k, errno=errno.EIO) for k in sample(base.points, OUTPUT_EIO_POINTS)]
    faults += [
        Fault(MARK, at=k, errno=errno.ENOSPC, sticky=True, calls=FULL_DISK_CALLS)
        for k in sample(base.full_disk_points, OUTPUT_FULL_DISK_POINTS)
    ]

    def one(i_fault: tuple[int, Fault]) -> tuple[int, list[str]]:
        i, fault = i_fault
        folder = fresh_copy(base.prepared, tmp_path / f"run{i}")
        run = run_arbiter(list(scenario.argv), folder, fault)
        wrong = judge_output(scenario, base, folder, run.code, run.err, fault.errno)
        if (folder / (FILE + ".lock")).exists():  # its removal failed: the next open takes it as stale
            try:
                operations.open_file(folder / FILE).close()
            except operations.TournamentFileError as exc:
                wrong.append(f"the lock left behind blocks the file: {exc}")
        label = f"point {fault.at} errno {fault.errno}{' from there on' if fault.sticky else ''}"
        return run.code, [f"{label}: {w}" for w in wrong]

    with ThreadPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(one, enumerate(faults)))
    problems = [p for _, wrong in results for p in wrong]
    refused = sum(code == 1 for code, _ in results)
    assert problems == [], f"{scenario.name}: {base.points} write points"
    assert refused > 0  # the faults bite
