"""What a tournament file holds, compared across runs, and the three properties every failed write
must keep (a clear message, the file before or after, "failed" = "not stored")."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from pathlib import Path

TIME_COLUMNS = frozenset({"at", "paired_at"})
"""Columns holding the time of the run: masked when two runs are compared."""


def content(path: Path) -> dict[str, list[tuple[object, ...]]] | None:
    """Every row of every table (times masked), as SQLite sees the file after recovery (a journal a
    crash left is rolled back first, as the next open would); None when there is no file."""
    if not path.exists():
        return None
    con = sqlite3.connect(path)
    try:
        tables = [
            r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table' ORDER BY name")
        ]
        out: dict[str, list[tuple[object, ...]]] = {}
        for table in tables:
            cur = con.execute(f'SELECT * FROM "{table}"')
            names = [d[0] for d in cur.description]
            rows = []
            for row in cur:
                values = tuple(
                    "<time>" if name in TIME_COLUMNS else value
                    for name, value in zip(names, row, strict=True)
                )
                if table == "meta" and values[0] == "created_at":
                    values = (values[0], "<time>")
                rows.append(values)
            out[table] = sorted(rows, key=repr)
        return out
    finally:
        con.close()


def integrity(path: Path) -> str:
    """``PRAGMA integrity_check`` (after recovery), or the error that stopped it."""
    try:
        con = sqlite3.connect(path)
        try:
            return str(con.execute("PRAGMA integrity_check").fetchone()[0])
        finally:
            con.close()
    except sqlite3.Error as exc:
        return f"error: {exc}"


@dataclass(frozen=True, slots=True)
class Verdict:
    """How one run under a fault went; ``problems`` empty when all three properties hold."""

    code: int
    state: str
    """"before", "after", or what else the file was."""
    problems: tuple[str, ...]


def judge(
    code: int,
    err: str,
    path: Path,
    before: dict[str, list[tuple[object, ...]]] | None,
    after: dict[str, list[tuple[object, ...]]] | None,
) -> Verdict:
    """The three properties: one clear message (no traceback, the reason on one line ``arbiter: ...``,
    exit 0 or 1); the file is its state before or after (and intact); exit 1 = not stored,
    exit 0 = stored."""
    problems: list[str] = []
    if "Traceback" in err:
        problems.append("traceback")
    if code not in (0, 1):
        problems.append(f"exit {code}")
    lines = [line for line in err.splitlines() if line.strip()]
    reasons = [line for line in lines if not line.startswith("arbiter: warning: ")]
    if code == 1 and (len(reasons) != 1 or not reasons[0].startswith("arbiter: ")):
        problems.append(f"not one clear message: {err!r}")
    if code == 0 and reasons:
        problems.append(f"exit 0 with an error message: {err!r}")
    now = content(path) if path.exists() else None
    if path.exists():
        check = integrity(path)
        if check != "ok":
            problems.append(f"integrity_check: {check}")
    state = "after" if now == after else "before" if now == before else "other"
    if state == "other":
        problems.append("the file is neither as before nor as after the operation")
    if code == 0 and state != "after":
        problems.append("exit 0 but the change is not stored")
    if code != 0 and state != "before" and before != after:
        problems.append("reported failed but the change is stored")
    return Verdict(code, state, tuple(problems))
