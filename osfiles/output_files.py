"""Every file the program writes for the arbiter (an export, a document, a web page, a TRF, a copy of the
tournament) passes through here: one function decides whether it may be written at all, one writes it
whole or not at all.

- ``refuse_kept(target, kept)`` decides **may the program write here** (issue 25.1): no output may be a
  tournament file that is open (``kept``: the files the command or the window has open, compared by
  identity: ``os.path.samefile``, symbolic links resolved, hard links, case-insensitive drives), nor one
  of its own files (journal, WAL, lock, the file being built, its ``.backups`` folder), nor a database
  (any SQLite file: another tournament, a backup, the player library and its FIDE lists), nor a journal
  or lock of one, nor anything in an automatic backups folder, nor something that is no regular file (a
  folder, a pipe, a device). Refused with one sentence (``OutputRefused``); the target is not touched.
- ``write_whole(target, data)`` writes **whole or not at all** (issue 25.2, 25.5): a temporary file is
  created exclusively beside the target (``O_CREAT | O_EXCL | O_NOFOLLOW``, a random name: a planted
  symbolic link is never followed), written, flushed and synced, then renamed over the target (which,
  when it is a symbolic link, is replaced, not written through), and the folder is synced. On any
  failure the temporary is removed and ``OutputFailed`` says which file and why (disk full, read-only,
  I/O error); the old file is as it was.
- ``write_output`` is both, what the exports, the documents, the web folder and the engine's command
  line call.

Standard library only, and in ``engine`` so that every layer can use it (``engine.cli`` writes pairings
and generated tournaments too). The copies of a tournament file (``db.backups``) make their temporary
with ``exclusive_temporary`` and move it with ``put_in_place``, the same steps. No well-kept library
does this (``atomicwrites`` is archived); the steps are the ones POSIX gives.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import secrets
import stat
import time
from collections.abc import Iterable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from engine.errors import ArbiterError
from engine.i18n import translate
from osfiles.platforms import fsync_folder

SQLITE_MAGIC = b"SQLite format 3\x00"
"""The first 16 bytes of every SQLite database (https://www.sqlite.org/fileformat.html, 1.3)."""
APPLICATION_ID_OFFSET = 68
"""Where the header keeps ``PRAGMA application_id`` (4 bytes, big-endian)."""

COMPANION_SUFFIXES = ("-journal", "-wal", "-shm", ".lock", ".new", ".part")
"""What the program and SQLite keep beside a database ``X``: ``X-journal``, ``X-wal``, ``X-shm`` (SQLite),
``X.lock`` (``db.lock``), ``X.new`` (a file being built, ``operations.tournament_file``), ``X.part`` (a copy
being made)."""
BACKUPS_SUFFIX = ".backups"
"""``X.backups/``: the automatic backups of the tournament file ``X`` (``db.backups.backup_folder``)."""

TEMPORARY_SUFFIX = ".tmp"
STALE_TEMPORARY_SECONDS = 3600
"""A temporary older than this was left by a program killed while writing (``remove_stale_temporaries``)."""
_NAME_ROOM = 180
"""At most this many characters of the target's name in a temporary's name (file names stop at 255)."""
_ATTEMPTS = 100
_CREATE = (
    os.O_WRONLY
    | os.O_CREAT
    | os.O_EXCL
    | getattr(os, "O_NOFOLLOW", 0)
    | getattr(os, "O_CLOEXEC", 0)
    | getattr(os, "O_BINARY", 0)
)


class OutputRefused(ArbiterError):
    """The program may not write there: the target is a file it keeps (or no regular file)."""


class OutputFailed(ArbiterError):
    """The disk refused an output: which file and why. Nothing was changed at the target."""


# -- may the program write here ------------------------------------------------------------------------


def refuse_kept(target: Path, kept: Iterable[Path] = (), *, replaces_database: int | None = None) -> None:
    """Raise ``OutputRefused`` when the program may not write ``target`` (see the module's docstring).

    ``kept``: the tournament files open now (the command's input, the window's file): they, their own
    files and their backups folder are refused by identity, whatever they hold. ``replaces_database``:
    a copy of a tournament file may replace a database with this ``application_id`` (an older copy on a
    USB stick), never any other database."""
    Refusals(kept, replaces_database=replaces_database).refuse(target)


class Refusals:
    """``refuse_kept`` for many targets (a web folder's 10,000 pages): what depends only on the kept
    files or on a target's folder is found once, the rest (the target itself: a planted link, a
    database of that name) for each target, in the same order, with the same sentences."""

    def __init__(self, kept: Iterable[Path] = (), *, replaces_database: int | None = None) -> None:
        self._kept = [Path(os.path.realpath(own)) for own in kept]
        self._replaces_database = replaces_database
        self._own_stats = [_stat(own) for own in self._kept]
        self._own_names = [_own_names(own.name.casefold()) for own in self._kept]
        self._real_folders: dict[Path, Path] = {}
        """A target's folder -> that folder with its links resolved."""
        self._folders_passed: set[Path] = set()
        """Real folders found to be none of the kept files' folders' backups, nor in any backups."""
        self._beside_kept: dict[tuple[Path, int], bool] = {}
        """(real folder, kept file) -> the folder is the kept file's (``_same``)."""

    def refuse(self, target: Path) -> None:
        """Raise ``OutputRefused`` when the program may not write ``target``."""
        real = self._real(target)
        folder = real.parent
        info = _stat(real)
        for index, own in enumerate(self._kept):
            own_info = self._own_stats[index]
            if info is not None and own_info is not None:
                same = os.path.samestat(info, own_info)
            else:  # as ``_same``: the same path when either does not exist
                same = os.path.normcase(real) == os.path.normcase(own)
            if not same and self._beside(folder, index):
                same = real.name.casefold() in self._own_names[index]
            if same:
                _refuse_as_own(target)
            if folder not in self._folders_passed:
                backups = own.with_name(own.name + BACKUPS_SUFFIX)
                if any(_same(parent, backups) for parent in real.parents):
                    _refuse_in_backups(target, own.name)
        if folder not in self._folders_passed:
            for parent in real.parents:
                _refuse_backups_folder(target, parent)
            self._folders_passed.add(folder)
        _refuse_special(target, real, info, self._replaces_database)

    def _real(self, target: Path) -> Path:
        """``os.path.realpath(target)``, its folder resolved once: the target itself is resolved only
        when it is a symbolic link."""
        target = Path(target)
        name = target.name
        if name in ("", ".", ".."):
            return Path(os.path.realpath(target))
        try:
            link = stat.S_ISLNK(os.lstat(target).st_mode)
        except OSError:
            link = False
        if link:
            return Path(os.path.realpath(target))
        folder = self._real_folders.get(target.parent)
        if folder is None:
            folder = self._real_folders[target.parent] = Path(os.path.realpath(target.parent))
        return folder / name

    def _beside(self, folder: Path, index: int) -> bool:
        """``folder`` is the folder of the kept file ``index``."""
        key = (folder, index)
        found = self._beside_kept.get(key)
        if found is None:
            found = self._beside_kept[key] = _same(folder, self._kept[index].parent)
        return found


def _refuse_as_own(target: Path) -> None:
    raise OutputRefused(
        translate(
            "OutputFile",
            "{target} is the open tournament file or one of its own files (its journal, lock or "
            "backups); choose another name",
        ).format(target=target)
    )


def _refuse_special(
    target: Path, real: Path, info: os.stat_result | None, replaces_database: int | None
) -> None:
    """``real`` (``target`` resolved, ``info`` its status) is no regular file, a database, or a
    database's companion."""
    if info is not None and not stat.S_ISREG(info.st_mode):
        raise OutputRefused(
            translate(
                "OutputFile",
                "{target} is not a regular file (a folder, a device or a pipe); choose a file name",
            ).format(target=target)
        )
    if (
        info is not None
        and _is_database(real)
        and (replaces_database is None or _application_id(real) != replaces_database)
    ):
        raise OutputRefused(
            translate(
                "OutputFile",
                "{target} is a database (a tournament file, a backup, the player library or another "
                "program's data), which no output may replace; choose another name",
            ).format(target=target)
        )
    base = _companion_of(real)
    if base is not None and _is_database(base):
        raise OutputRefused(
            translate(
                "OutputFile",
                "{target} belongs to the database {name} beside it (its journal, lock or a copy being "
                "made); choose another name",
            ).format(target=target, name=base.name)
        )


def _own_names(name: str) -> set[str]:
    """The names of a tournament file ``name`` and of everything kept beside it: its companions, those
    of the file being built (``X.new-journal``...) and its backups folder."""
    names = {name, name + BACKUPS_SUFFIX}
    for suffix in COMPANION_SUFFIXES:
        names.add(name + suffix)
        names.add(name + ".new" + suffix)
    return names


def _refuse_backups_folder(target: Path, folder: Path) -> None:
    """``folder`` is the automatic backups folder of a database beside it (``X.backups`` beside ``X``)."""
    name = folder.name
    if len(name) > len(BACKUPS_SUFFIX) and name.casefold().endswith(BACKUPS_SUFFIX):
        owner = folder.with_name(name[: -len(BACKUPS_SUFFIX)])
        if _is_database(owner):
            _refuse_in_backups(target, owner.name)


def _refuse_in_backups(target: Path, owner: str) -> None:
    raise OutputRefused(
        translate(
            "OutputFile", "{target} is inside the automatic backups folder of {name}; choose another folder"
        ).format(target=target, name=owner)
    )


def _companion_of(real: Path) -> Path | None:
    """``X`` when ``real`` is named as a companion of ``X`` (``X-journal``, ``X.lock``...)."""
    name = real.name.casefold()
    for suffix in COMPANION_SUFFIXES:
        if name.endswith(suffix) and len(name) > len(suffix):
            return real.with_name(real.name[: -len(suffix)])
    return None


def _stat(path: Path) -> os.stat_result | None:
    try:
        return os.stat(path)
    except OSError:
        return None


def _same(a: Path, b: Path) -> bool:
    """One file or folder (same device and inode), or the same path when neither exists yet."""
    try:
        return os.path.samefile(a, b)
    except OSError:
        return os.path.normcase(a) == os.path.normcase(b)


def _header(path: Path) -> bytes:
    info = _stat(path)
    if info is None or not stat.S_ISREG(info.st_mode):
        return b""
    try:
        with open(path, "rb") as f:
            return f.read(APPLICATION_ID_OFFSET + 4)
    except OSError:
        return b""


def _is_database(path: Path) -> bool:
    return _header(path).startswith(SQLITE_MAGIC)


def _application_id(path: Path) -> int | None:
    head = _header(path)
    if len(head) < APPLICATION_ID_OFFSET + 4:
        return None
    return int.from_bytes(head[APPLICATION_ID_OFFSET : APPLICATION_ID_OFFSET + 4], "big", signed=True)


# -- whole or not at all -------------------------------------------------------------------------------


def write_output(
    target: Path,
    data: bytes | str,
    kept: Iterable[Path] = (),
    *,
    encoding: str = "utf-8",
    make_folder: bool = False,
) -> Path:
    """``refuse_kept`` then ``write_whole``: what every export, document and page is written with.
    Text is encoded as it is (no line ends translated). ``make_folder``: create the target's folder
    (and those above it) when missing, once the target is allowed."""
    target = Path(target)
    refuse_kept(target, kept)
    if make_folder:
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise failed(target, exc) from exc
    return write_whole(target, data.encode(encoding) if isinstance(data, str) else data)


def write_whole(target: Path, data: bytes) -> Path:
    """Write ``data`` at ``target``, whole or not at all (see the module's docstring). Call
    ``refuse_kept`` first (``write_output`` does). Raises ``OutputFailed``."""
    target = Path(target)
    try:
        tmp = _written_temporary(target, data)
    except OSError as exc:
        raise failed(target, exc) from exc
    try:
        put_in_place(tmp, target)
    except OSError as exc:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise failed(target, exc) from exc
    remove_stale_temporaries(target)
    return target


def _written_temporary(target: Path, data: bytes) -> Path:
    """``data`` in a new temporary beside ``target`` (``exclusive_temporary``), written and synced; its
    path. ``OSError`` when the folder or the disk refuses, and then no temporary is left."""
    fd, tmp = exclusive_temporary(target)
    try:
        try:
            _keep_mode(fd, target)
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view) :]
            os.fsync(fd)
        finally:
            os.close(fd)
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    return tmp


def write_outputs(
    files: Iterable[tuple[Path, bytes | str]],
    kept: Iterable[Path] = (),
    *,
    encoding: str = "utf-8",
) -> list[Path]:
    """Many outputs at once (a web folder's 10,000 pages), each whole or not at all as ``write_output``
    writes one, in the same steps taken in bulk: every target is refused or allowed first, before any is
    written; each is written to its own exclusive temporary and synced (on a few threads: a sync waits
    on the disk, not on the processor, and the disk takes the syncs of several files together), then
    renamed over its target in the order given; each folder is synced once, its stale temporaries
    swept once. One file after another took two syncs and a listing of the folder each: 2-17 ms a page
    (docs/speed.md, the whole program at 9,999 players).

    On a failure (``OutputFailed`` naming the file) the temporaries not yet renamed are removed: each
    target is as it was or new."""
    kept = tuple(kept)
    items = [(Path(t), d.encode(encoding) if isinstance(d, str) else d) for t, d in files]
    refusals = Refusals(kept)
    for target, _ in items:
        refusals.refuse(target)
    with ThreadPoolExecutor(max_workers=_SYNC_THREADS) as pool:
        futures = [pool.submit(_synced_temporary, item) for item in items]
    made = [f.result() for f in futures if f.exception() is None]
    failures = [error for f in futures if (error := f.exception()) is not None]
    if failures:
        _remove_temporaries(made)
        first = failures[0]
        if isinstance(first, _TemporaryFailed):
            raise failed(first.target, first.error) from first.error
        raise first
    for done, (tmp, (target, _)) in enumerate(zip(made, items, strict=True)):
        try:
            os.replace(tmp, target)
        except OSError as exc:
            _remove_temporaries(made[done:])
            raise failed(target, exc) from exc
    by_folder: dict[Path, list[str]] = {}
    for target, _ in items:
        by_folder.setdefault(target.parent, []).append(target.name)
    for folder, names in by_folder.items():
        fsync_folder(folder)
        remove_stale_temporaries_of(folder, names)
    return [target for target, _ in items]


_SYNC_THREADS = 8
"""Threads that write and sync the temporaries of ``write_outputs`` (measured on ext4: 2,000 pages
synced one after another 4.7 s, on 8 threads 0.7 s)."""


class _TemporaryFailed(Exception):
    """A temporary of ``write_outputs`` could not be made, written or synced."""

    def __init__(self, target: Path, error: OSError) -> None:
        super().__init__(target, error)
        self.target = target
        self.error = error
        self.others: list[Path] = []


def _synced_temporary(item: tuple[Path, bytes]) -> Path:
    """``data`` in a new temporary beside ``target``, synced; its path. Nothing is left on failure."""
    target, data = item
    try:
        return _written_temporary(target, data)
    except OSError as exc:
        raise _TemporaryFailed(target, exc) from exc


def _remove_temporaries(paths: Iterable[Path]) -> None:
    for tmp in paths:
        with contextlib.suppress(OSError):
            os.unlink(tmp)


def exclusive_temporary(target: Path) -> tuple[int, Path]:
    """A new, empty file beside ``target`` (``.<name>.<random>.tmp``), created exclusively: a name that
    exists (a planted file or symbolic link) is never opened, another is tried. Returns the open
    descriptor (write-only) and the path; ``OSError`` when the folder refuses."""
    stem = target.name[:_NAME_ROOM]
    for _ in range(_ATTEMPTS):
        tmp = target.with_name(f".{stem}.{secrets.token_hex(6)}{TEMPORARY_SUFFIX}")
        try:
            return os.open(tmp, _CREATE, 0o666), tmp
        except FileExistsError:
            continue
    raise FileExistsError(errno.EEXIST, os.strerror(errno.EEXIST), str(target))


def remove_stale_temporaries(target: Path, now: float | None = None) -> list[Path]:
    """Remove the temporaries of ``target`` that a program killed while writing it left behind (named
    as ``exclusive_temporary`` names them, older than ``STALE_TEMPORARY_SECONDS``: another program may
    be writing a younger one); return them. Best effort: what cannot be removed stays."""
    return remove_stale_temporaries_of(target.parent, [target.name], now)


def remove_stale_temporaries_of(folder: Path, names: Iterable[str], now: float | None = None) -> list[Path]:
    """``remove_stale_temporaries`` of the files ``names`` in ``folder``, the folder listed once."""
    stems = {name[:_NAME_ROOM] for name in names}
    pattern = re.compile(rf"\.(.+)\.[0-9a-f]{{12}}{re.escape(TEMPORARY_SUFFIX)}")
    limit = (time.time() if now is None else now) - STALE_TEMPORARY_SECONDS
    removed: list[Path] = []
    try:
        listed = os.listdir(folder)
    except OSError:
        return removed
    for name in listed:
        found = pattern.fullmatch(name)
        if found is None or found.group(1) not in stems:
            continue
        leftover = folder / name
        with contextlib.suppress(OSError):
            if os.lstat(leftover).st_mtime < limit:
                os.unlink(leftover)  # a link of that name is removed, never followed
                removed.append(leftover)
    return removed


def put_in_place(tmp: Path, target: Path) -> None:
    """Rename the complete, synced ``tmp`` over ``target`` and make the rename durable. Once the rename
    is done the output is written: a folder that cannot be synced changes nothing about that."""
    os.replace(tmp, target)
    fsync_folder(target.parent)


def _keep_mode(fd: int, target: Path) -> None:
    """A file written again keeps its permissions (a new one gets the user's default)."""
    try:
        info = os.lstat(target)
    except OSError:
        return
    if stat.S_ISREG(info.st_mode) and hasattr(os, "fchmod"):
        os.fchmod(fd, stat.S_IMODE(info.st_mode))


def failed(target: Path, exc: OSError) -> OutputFailed:
    """The one sentence of a failed output: which file, and why in the arbiter's words."""
    return OutputFailed(
        translate("OutputFile", "cannot write {target}: {reason}; nothing was changed there").format(
            target=target, reason=reason(exc)
        )
    )


def reason(exc: OSError) -> str:
    """Why the system refused a write, in the arbiter's words (its own words for anything rarer)."""
    code = exc.errno
    if code in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return translate("OutputFile", "the disk is full")
    if code == errno.EIO:
        return translate("OutputFile", "the disk reported an input/output error")
    if code == errno.EROFS:
        return translate("OutputFile", "the drive is read-only")
    if code in (errno.EACCES, errno.EPERM):
        return translate("OutputFile", "you may not write in that folder")
    if code == errno.ENOENT:
        return translate("OutputFile", "the folder does not exist")
    return exc.strerror or str(exc)
