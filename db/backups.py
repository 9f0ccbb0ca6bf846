"""Copies of a tournament file: consistent snapshots, the automatic backups and how many are kept.

Every copy goes through SQLite's online backup API: a consistent snapshot even while the file is open
and being written, written to ``<target>.part``, synced, then renamed into place (a copy is complete
or absent, never half written).

Automatic backups live in ``<file>.backups/`` beside the file:

- ``<stem>-round-NN-<time>.arbiter`` after each pairing: the newest ``KEEP_PER_ROUND`` of each round
  are kept (a round paired again makes a second one);
- ``<stem>-timed-<time>.arbiter`` every few minutes while something changes (the window asks for
  one every ``TIMED_BACKUP_MINUTES``): the newest ``KEEP_TIMED`` are kept;
- ``<stem>-replaced-<time>.arbiter``: a file that ``new``/``import-trf --force`` replaced: the newest
  ``KEEP_REPLACED`` are kept.

Older ones are deleted after each new backup (``prune``). Copies made with "Save a copy" are the
arbiter's and never pruned.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import sqlite3
from collections import defaultdict
from datetime import UTC, datetime
from pathlib import Path

from db.connection import connect_raw, problem_text
from db.errors import TournamentFileError
from db.sqlite_path import connect_file
from engine.i18n import translate
from engine.platforms import fsync_folder

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
    """Every automatic backup of ``path``, oldest first by the time in its name."""
    folder = backup_folder(path)
    if not folder.is_dir():
        return []
    return sorted((p for p in folder.glob(f"{path.stem}-*{path.suffix}") if _parse(path, p)), key=_stamp)


def _parse(path: Path, backup: Path) -> tuple[str, int | None] | None:
    m = re.fullmatch(
        rf"{re.escape(path.stem)}-(round|timed|replaced)(?:-(\d+))?-(\d{{8}}T\d+){re.escape(path.suffix)}",
        backup.name,
    )
    if m is None:
        return None
    return m.group(1), None if m.group(2) is None else int(m.group(2))


def _stamp(p: Path) -> str:
    return p.stem.rsplit("-", 1)[-1]


def prune(path: Path) -> list[Path]:
    """Delete the automatic backups beyond the policy of this module; return those deleted.

    Best effort: a backup that cannot be deleted stays (it is only space)."""
    groups: dict[tuple[str, int | None], list[Path]] = defaultdict(list)
    for b in backups_of(path):
        parsed = _parse(path, b)
        if parsed is not None:
            groups[parsed].append(b)
    deleted = []
    for (kind, _number), items in groups.items():
        keep = {ROUND: KEEP_PER_ROUND, TIMED: KEEP_TIMED, REPLACED: KEEP_REPLACED}[kind]
        for old in items[: max(len(items) - keep, 0)]:
            with contextlib.suppress(OSError):
                old.unlink()
                deleted.append(old)
    return deleted


def backup_copy(source: Path, target: Path, *, read_only: bool = False) -> Path:
    """A consistent copy of the database at ``target`` (SQLite online backup), synced; the copy is in
    rollback-journal mode and complete, or not there at all.

    Raises ``TournamentFileError`` with the reason (disk full, cannot write the folder ...)."""
    tmp = target.with_name(target.name + ".part")
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp.unlink(missing_ok=True)
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
        with open(tmp, "rb+") as f:
            os.fsync(f.fileno())
        os.replace(tmp, target)
        fsync_folder(target.parent)
    except (OSError, sqlite3.Error) as exc:
        with contextlib.suppress(OSError):
            tmp.unlink(missing_ok=True)
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else problem_text(exc)
        raise TournamentFileError(
            translate("DbFile", "cannot write the copy {name}: {reason}").format(
                name=target.name, reason=reason
            )
        ) from exc
    return target


def copy_raw(source: Path, target: Path) -> Path:
    """A byte copy (for a file that is not a readable database), synced, complete or absent."""
    tmp = target.with_name(target.name + ".part")
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, tmp)
        with open(tmp, "rb+") as f:
            os.fsync(f.fileno())
        os.replace(tmp, target)
        fsync_folder(target.parent)
    except OSError as exc:
        with contextlib.suppress(OSError):
            tmp.unlink(missing_ok=True)
        raise TournamentFileError(
            translate("DbFile", "cannot write the copy {name}: {strerror}").format(
                name=target.name, strerror=exc.strerror
            )
        ) from exc
    return target
