"""The output commands under the fault injector (issue 25.2): the exports, the printed document and the web
folder only read the tournament file, and every file they write is written whole or not at all.

Each run starts from a folder holding the tournament file (``READY``) and an earlier output at the same
place (``prepare``: a file of other bytes, or the folder of an earlier publication or CSV export, made
from ``PAIRED``), so that "the old file is intact" can be seen. ``judge_output`` checks a run:

1. one clear message: no traceback, exit 0 or 1; exit 1 is one line ``arbiter...`` that names the
   output that failed and the reason (the disk is full, an input/output error);
2. the tournament file byte for byte as it was;
3. exit 0 only with the whole new output; exit 1 with the old one (a folder: each file old or new);
   never a partial file, an empty one or a temporary left beside them (a killed run may leave a
   temporary, which the next write removes once stale: ``osfiles.output_files``).

Every run fixes the time the outputs show (``SOURCE_DATE_EPOCH``, which ``outputs.snapshot`` and
ReportLab honour), so that two runs of one command write the same bytes and are compared whole.
"""

from __future__ import annotations

import errno
import re
import shutil
from dataclasses import dataclass
from pathlib import Path

from tests.faults.injector import WRITE_CALLS, count_points, run_arbiter
from tests.faults.scenarios import FILE, MARK, PAIRED, READY, fresh_copy

FIXED_TIME = "1767225600"
"""``SOURCE_DATE_EPOCH`` of every run: 1 January 2026, 00:00 UTC."""

FULL_DISK_CALLS = ",".join(c for c in WRITE_CALLS.split(",") if c != "unlink")
"""A full disk refuses writes, never the removal of a file (that is how space is freed)."""

OLD = b"the output of an earlier run\n"

TEMPORARY = re.compile(r"\..+\.[0-9a-f]{12}\.tmp")
"""A temporary of ``osfiles.output_files.exclusive_temporary``."""

REASONS = {errno.EIO: "input/output error", errno.ENOSPC: "the disk is full"}


@dataclass(frozen=True, slots=True)
class OutputScenario:
    name: str
    argv: tuple[str, ...]
    output: str
    """The file or folder written, in the run's folder (its name holds the injector's mark)."""
    folder: bool = False


OUTPUTS = (
    OutputScenario("export-trf", ("export-trf", FILE, "-o", "faulty.trf"), "faulty.trf"),
    OutputScenario("export csv", ("export", "csv", FILE, "-o", "faulty-csv"), "faulty-csv", folder=True),
    OutputScenario(
        "export csv --table",
        ("export", "csv", FILE, "--table", "standings", "-o", "faulty.csv"),
        "faulty.csv",
    ),
    OutputScenario("export json", ("export", "json", FILE, "-o", "faulty.json"), "faulty.json"),
    OutputScenario("export pgn", ("export", "pgn", FILE, "-o", "faulty.pgn"), "faulty.pgn"),
    OutputScenario("export schema", ("export", "schema", "-o", "faulty.schema.json"), "faulty.schema.json"),
    OutputScenario("print", ("print", "pairings", FILE, "-o", "faulty.pdf"), "faulty.pdf"),
    OutputScenario("publish", ("publish", FILE, "-o", "faulty-site"), "faulty-site", folder=True),
)

Tree = dict[str, bytes]


def prepare(scenario: OutputScenario, fixtures: dict[str, Path], root: Path) -> Path:
    """A folder holding the ``READY`` tournament file and an earlier output where ``scenario`` writes."""
    folder = root / scenario.name.replace(" ", "_")
    shutil.copytree(fixtures[READY], folder)
    if not scenario.folder:
        (folder / scenario.output).write_bytes(OLD)
        return folder
    earlier = root / f"{folder.name}-earlier"
    shutil.copytree(fixtures[PAIRED], earlier)
    run = run_arbiter(list(scenario.argv), earlier)
    if run.code != 0:
        raise RuntimeError(f"{scenario.name} on the paired file: {run.err}")
    shutil.copytree(earlier / scenario.output, folder / scenario.output)
    shutil.rmtree(earlier)
    return folder


def tree(folder: Path) -> Tree:
    """Every file of the run's folder but the tournament file and its lock (judged apart)."""
    return {
        str(p.relative_to(folder)): p.read_bytes()
        for p in sorted(folder.rglob("*"))
        if p.is_file() and p.name not in (FILE, FILE + ".lock", ".fault-count")
    }


@dataclass(frozen=True, slots=True)
class Baseline:
    """An output command run without a fault from its prepared folder: what each faulty run is judged by."""

    prepared: Path
    original: bytes
    """The tournament file's bytes."""
    before: Tree
    after: Tree
    points: int
    """Its write-side calls on the marked files (``WRITE_CALLS``)."""
    full_disk_points: int
    """The same but removals (``FULL_DISK_CALLS``)."""


def baseline(scenario: OutputScenario, fixtures: dict[str, Path], root: Path) -> Baseline:
    """Prepare ``scenario`` under ``root`` and run it twice without a fault, counting its write points."""
    argv = list(scenario.argv)
    prepared = prepare(scenario, fixtures, root / "prepared")
    counting = fresh_copy(prepared, root / "count")
    original, before = (counting / FILE).read_bytes(), tree(counting)
    points, clean = count_points(argv, counting, MARK)
    if clean.code != 0 or points == 0:
        raise RuntimeError(f"{scenario.name} fails without a fault: {clean.err}")
    after = tree(counting)
    full_disk_points, _ = count_points(argv, fresh_copy(prepared, root / "count"), MARK, FULL_DISK_CALLS)
    return Baseline(prepared, original, before, after, points, full_disk_points)


def judge_output(
    scenario: OutputScenario,
    base: Baseline,
    folder: Path,
    code: int,
    err: str,
    fault_errno: int | None,
    killed: bool = False,
) -> list[str]:
    """What is wrong with one run in ``folder`` (empty: nothing). ``killed``: the run was killed."""
    before, after = base.before, base.after
    problems: list[str] = []
    if "Traceback" in err:
        problems.append("traceback")
    if not killed:
        if code not in (0, 1):
            problems.append(f"exit {code}")
        reasons = [line for line in err.splitlines() if line.strip() and "warning:" not in line]
        if code == 1:
            if len(reasons) != 1 or not reasons[0].startswith("arbiter"):
                problems.append(f"not one clear message: {err!r}")
            elif scenario.output not in reasons[0]:
                problems.append(f"the message does not name the output: {err!r}")
            elif fault_errno in REASONS and REASONS[fault_errno] not in reasons[0]:
                problems.append(f"the message does not say why: {err!r}")
        if code == 0 and reasons:
            problems.append(f"exit 0 with an error message: {err!r}")
    if (folder / FILE).read_bytes() != base.original:
        problems.append("the tournament file changed")
    now = tree(folder)
    if not killed and code == 0 and now != after:
        problems.append("exit 0 without the whole output")
    if not killed and code == 1 and not scenario.folder and now != before:
        problems.append("refused, but the old output is not as it was")
    for name in sorted(set(now) | set(before) | set(after)):
        if killed and name not in before and name not in after and TEMPORARY.fullmatch(Path(name).name):
            continue  # a kill leaves its temporary: removed by a later write once stale
        if now.get(name) not in (before.get(name), after.get(name)):
            what = "left behind" if name not in before and name not in after else "neither old nor new"
            problems.append(f"{name}: {what}")
    return problems
