"""Copies of a tournament file: consistent snapshots, the automatic backups and how many are kept.

Every copy goes through SQLite's online backup API: a consistent snapshot even while the file is open
and being written, written to a temporary file created exclusively beside the target
(``osfiles.output_files.exclusive_temporary``: a planted link is never followed), synced, then renamed
into place (a copy is complete or absent, never half written).

Automatic backups live in ``<file>.backups/`` beside the file:

- ``<stem>-round-NN-<time>.arbiter`` after each pairing: the newest ``KEEP_PER_ROUND`` of each round
  are kept (a round paired again makes a second one);
- ``<stem>-timed-<time>.arbiter`` every few minutes while something changes (the window asks for
  one every ``TIMED_BACKUP_MINUTES``): the newest ``KEEP_TIMED`` are kept;
- ``<stem>-replaced-<time>.arbiter``: a file that ``new``/``import-trf --force`` replaced: the newest
  ``KEEP_REPLACED`` are kept.

Older ones are deleted after each new backup (``prune``): by the files' modification times, never by
the time in their names (a clock that once ran ahead wrote names from the future), and never the
newest backup nor the one just made. Copies made with "Save a copy" are the arbiter's and never pruned.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import sqlite3
from collections import defaultdict
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

from db.connection import connect_raw, problem_text, sidecars
from db.errors import TournamentFileError
from db.sqlite_path import connect_file
from engine.i18n import translate
from osfiles.output_files import exclusive_temporary, put_in_place
from osfiles.output_files import reason as output_reason

KEEP_PER_ROUND = 2
KEEP_TIMED = 12
KEEP_REPLACED = 5
TIMED_BACKUP_MINUTES = 10

ROUND, TIMED, REPLACED = "round", "timed", "replaced"


def backup_folder(path: Path) -> Path:
    return path.with_name(path.name + ".backups")


def backup_name(path: Path, kind: str, round_number: int | None = None) -> Path:
    """``<file>.backups/<stem>-<kind>[-NN]-<UTC time><suffix>``: names sort by time within a kind."""
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%f")
    middle = f"{kind}-{round_number:02d}" if round_number is not None else kind
    return backup_folder(path) / f"{path.stem}-{middle}-{stamp}{path.suffix}"


def backups_of(path: Path) -> list[Path]:
    """Every automatic backup of ``path``, oldest first by modification time (then by name)."""
    folder = backup_folder(path)
    if not folder.is_dir():
        return []
    found = [(_modified(p), p.name, p) for p in folder.glob(f"{path.stem}-*{path.suffix}") if _parse(path, p)]
    return [p for _, _, p in sorted(found)]


def _modified(p: Path) -> int:
    try:
        return p.stat().st_mtime_ns
    except OSError:
        return 0


def _parse(path: Path, backup: Path) -> tuple[str, int | None] | None:
    m = re.fullmatch(
        rf"{re.escape(path.stem)}-(round|timed|replaced)(?:-(\d+))?-(\d{{8}}T\d+){re.escape(path.suffix)}",
        backup.name,
    )
    if m is None:
        return None
    return m.group(1), None if m.group(2) is None else int(m.group(2))


def prune(path: Path, just_made: Path | None = None) -> list[Path]:
    """Delete the automatic backups beyond the policy of this module; return those deleted.

    The oldest go first, by modification time (``backups_of``); the newest backup of all and
    ``just_made`` are never deleted, whatever their times and names say. Best effort: a backup that
    cannot be deleted stays (it is only space)."""
    every = backups_of(path)
    spared = {every[-1]} if every else set()
    if just_made is not None:
        spared.add(just_made)
    groups: dict[tuple[str, int | None], list[Path]] = defaultdict(list)
    for b in every:
        parsed = _parse(path, b)
        if parsed is not None:
            groups[parsed].append(b)
    deleted = []
    for (kind, _number), items in groups.items():
        keep = {ROUND: KEEP_PER_ROUND, TIMED: KEEP_TIMED, REPLACED: KEEP_REPLACED}[kind]
        surplus = max(len(items) - keep, 0)
        for old in [b for b in items if b not in spared][:surplus]:
            with contextlib.suppress(OSError):
                old.unlink()
                deleted.append(old)
    return deleted


def backup_copy(source: Path, target: Path, *, read_only: bool = False) -> Path:
    """A consistent copy of the database at ``target`` (SQLite online backup), synced; the copy is in
    rollback-journal mode and complete, or not there at all.

    Raises ``TournamentFileError`` with the reason (disk full, cannot write the folder ...)."""

    def fill(tmp: Path) -> None:
        src = connect_raw(source, read_only=read_only)
        try:
            dst = connect_file(tmp)
            try:
                src.backup(dst)
                dst.execute("PRAGMA journal_mode = DELETE")
            finally:
                dst.close()
        finally:
            src.close()

    return _copy(target, fill)


def copy_raw(source: Path, target: Path) -> Path:
    """A byte copy (for a file that is not a readable database), synced, complete or absent."""

    def fill(tmp: Path) -> None:
        with open(source, "rb") as src, open(tmp, "r+b") as dst:
            shutil.copyfileobj(src, dst)

    return _copy(target, fill)


def _copy(target: Path, fill: Callable[[Path], None]) -> Path:
    """Make an exclusive temporary beside ``target``, ``fill`` it, sync it, move it into place; on any
    failure remove it (and a journal SQLite left beside it) and raise ``TournamentFileError``."""
    tmp: Path | None = None
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = exclusive_temporary(target)
        os.close(fd)
        fill(tmp)
        with open(tmp, "rb+") as f:
            os.fsync(f.fileno())
        put_in_place(tmp, target)
    except (OSError, sqlite3.Error) as exc:
        if tmp is not None:
            for leftover in (tmp, *sidecars(tmp)):
                with contextlib.suppress(OSError):
                    leftover.unlink(missing_ok=True)
        reason = output_reason(exc) if isinstance(exc, OSError) else problem_text(exc)
        raise TournamentFileError(
            translate("DbFile", "cannot write the copy {name}: {reason}").format(
                name=target.name, reason=reason
            )
        ) from exc
    return target
