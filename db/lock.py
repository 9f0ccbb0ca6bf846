"""One program at a time on a tournament file: an OS lock on ``<file>.lock``.

- The lock is ``osfiles.platforms.try_lock`` (``flock``; ``msvcrt.locking`` on Windows) on
  ``<file>.lock``, held while the file is open. The OS drops it when the process dies, so a lock file
  left behind by a dead program never blocks.
- The lock file is opened with ``O_NOFOLLOW``: a symbolic link in its place is refused, never followed
  (following it would let anyone who can write the folder make us overwrite another file); a pipe,
  a device or a folder in its place is refused too (never read, written or removed).
- A lock file left by another user that we may not write (it keeps that user's permissions) is
  *stale* when nobody holds its lock: it is removed and made again, and the arbiter is told whose it
  was (``FileLock.notices``). When it cannot be removed (a sticky folder), its lock is taken through a
  read-only handle: ``flock`` needs no write access, so the file is still protected.
- The note in the lock file (pid, host, user) is for the "in use" message only; writing it is
  best-effort (a full disk must not stop a file from opening for reading).
"""

from __future__ import annotations

import contextlib
import errno
import os
import socket
import stat
from pathlib import Path
from typing import IO

from db.errors import FileInUse, ReadOnlyFile, TournamentFileError
from engine.i18n import translate
from osfiles import platforms
from osfiles.platforms import current_user

LOCK_SUFFIX = ".lock"
_ATTEMPTS = 20
_READ_ONLY_ERRORS = (errno.EROFS, errno.EACCES, errno.EPERM)
_NO_FOLLOW = getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NONBLOCK", 0)
"""No link followed, not inherited, and a pipe in the lock file's place does not block the open."""

__all__ = ["LOCK_SUFFIX", "FileLock", "current_user", "lock_path"]


def lock_path(db_path: Path) -> Path:
    return db_path.with_name(db_path.name + LOCK_SUFFIX)


class FileLock:
    """An exclusive, process-wide lock on ``<path>.lock``, released by ``release`` or process death."""

    def __init__(self, db_path: Path) -> None:
        self.path = lock_path(db_path)
        self._handle: IO[str] | None = None
        self._owned = False
        """True when the lock file is ours to delete on release (we could write it)."""
        self.notices: list[str] = []
        """What the arbiter should know about taking the lock (a stale lock of another user removed)."""

    @property
    def _file_name(self) -> str:
        return self.path.name[: -len(LOCK_SUFFIX)]

    def acquire(self) -> None:
        """Take the lock or raise ``FileInUse`` / ``ReadOnlyFile`` / ``TournamentFileError``."""
        for _ in range(_ATTEMPTS):
            handle, writable = self._open()
            try:
                locked = _try_lock(handle)
            except OSError as exc:
                handle.close()
                raise TournamentFileError(
                    translate(
                        "DbFile",
                        "cannot lock {file_name}: this drive does not support file locks "
                        "({strerror}); copy the file to a local folder",
                    ).format(file_name=self._file_name, strerror=exc.strerror)
                ) from exc
            if not locked:
                holder = _read_note(handle) or translate("DbFile", "another program")
                handle.close()
                raise FileInUse(
                    translate(
                        "DbFile",
                        "{file_name} is already open in another Arbiter Desk ({holder}); "
                        "close it there first",
                    ).format(file_name=self._file_name, holder=holder),
                    translate(
                        "DbFile", "{file_name} is already open in another Arbiter Desk ({holder})"
                    ).format(file_name=self._file_name, holder=holder),
                )
            # The holder before us may have deleted the lock file after we opened it: retry on the new one.
            if not _same_file(handle, self.path):
                _unlock(handle)
                handle.close()
                continue
            if not writable and self._replace_stale(handle):
                continue  # the stale file of another user is gone: take a fresh one of ours
            self._handle = handle
            self._owned = writable
            if writable:
                _write_note(handle)
            return
        raise FileInUse(translate("DbFile", "could not lock {path}").format(path=self.path))

    def _open(self) -> tuple[IO[str], bool]:
        """The lock file, opened without following a link: (handle, whether we may write it)."""
        try:
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT | _NO_FOLLOW, 0o644)
            return os.fdopen(self._regular(fd), "r+", encoding="utf-8"), True
        except OSError as exc:
            self._refuse_link(exc)
            self._refuse_not_regular(exc)
            if exc.errno == errno.EACCES and self.path.exists():
                # Another user's lock file: the lock works through a read-only handle too.
                try:
                    fd = os.open(self.path, os.O_RDONLY | _NO_FOLLOW)
                    return os.fdopen(self._regular(fd), "r", encoding="utf-8"), False
                except NotALockFile as inner:
                    self._refuse_not_regular(inner)
                except OSError:
                    pass
            if exc.errno in _READ_ONLY_ERRORS:
                raise ReadOnlyFile(
                    translate(
                        "DbFile",
                        "{file_name} is on a read-only drive or in a folder where you may not "
                        "write ({strerror}); copy it to a folder where you may write to change "
                        "it",
                    ).format(file_name=self._file_name, strerror=exc.strerror)
                ) from exc
            raise TournamentFileError(
                translate("DbFile", "cannot lock {file_name} ({strerror}); is its folder writable?").format(
                    file_name=self._file_name, strerror=exc.strerror
                )
            ) from exc

    def _refuse_link(self, exc: OSError) -> None:
        if exc.errno in (errno.ELOOP, errno.EMLINK) or self.path.is_symlink():
            raise TournamentFileError(
                translate(
                    "DbFile",
                    "{name} is a symbolic link, not a lock file of Arbiter Desk; it is "
                    "left as it is (and so is the file it points to): delete it, then open "
                    "the tournament again",
                ).format(name=self.path.name)
            ) from exc

    def _regular(self, fd: int) -> int:
        """``fd`` when it is a regular file; a pipe, a device or a folder in the lock file's place is
        refused (never read, written or deleted)."""
        try:
            regular = stat.S_ISREG(os.fstat(fd).st_mode)
        except OSError:
            os.close(fd)
            raise
        if not regular:
            os.close(fd)
            raise NotALockFile(self.path)
        return fd

    def _refuse_not_regular(self, exc: OSError) -> None:
        if isinstance(exc, NotALockFile) or exc.errno == errno.EISDIR:
            raise TournamentFileError(
                translate(
                    "DbFile",
                    "{name} is not a lock file of Arbiter Desk (it is a folder, a pipe or a device); "
                    "it is left as it is: remove it, then open the tournament again",
                ).format(name=self.path.name)
            ) from exc

    def _replace_stale(self, handle: IO[str]) -> bool:
        """Nobody holds the lock of a lock file we may not write: remove it if we can (True)."""
        owner = _owner_name(handle)
        note = _read_note(handle)
        try:
            os.unlink(self.path)
        except OSError:
            self.notices.append(
                translate(
                    "DbFile",
                    "{name} was left by {owner} ({note}) and cannot be removed; "
                    "the file is locked through it for this session",
                ).format(name=self.path.name, owner=owner, note=note or translate("DbFile", "no note"))
            )
            return False
        _unlock(handle)
        handle.close()
        self.notices.append(
            translate(
                "DbFile",
                "a stale lock left by {owner} ({note}) was removed: that program is no longer running",
            ).format(owner=owner, note=note or translate("DbFile", "no note"))
        )
        return True

    def release(self) -> None:
        if self._handle is None:
            return
        if self._owned:
            with contextlib.suppress(OSError):
                os.unlink(self.path)
        _unlock(self._handle)
        with contextlib.suppress(OSError):
            self._handle.close()
        self._handle = None

    @property
    def held(self) -> bool:
        return self._handle is not None


class NotALockFile(OSError):
    """Inside ``FileLock._open`` only: what is in the lock file's place is no regular file."""


def _same_file(handle: IO[str], path: Path) -> bool:
    try:
        return os.path.samestat(os.fstat(handle.fileno()), os.lstat(path))
    except FileNotFoundError:
        return False


def _read_note(handle: IO[str]) -> str:
    with contextlib.suppress(OSError, UnicodeDecodeError, ValueError):
        handle.seek(0)
        return handle.read(200).strip()
    return ""


def _write_note(handle: IO[str]) -> None:
    """Best effort: the note only improves the "in use" message; a full disk must not block."""
    with contextlib.suppress(OSError, ValueError):
        handle.seek(0)
        handle.truncate()
        handle.write(f"pid {os.getpid()} on {socket.gethostname()}, user {current_user()}")
        handle.flush()


def _owner_name(handle: IO[str]) -> str:
    try:
        uid = os.fstat(handle.fileno()).st_uid
    except OSError:
        return "another user"
    try:
        import pwd

        return f"user {pwd.getpwuid(uid).pw_name}"
    except (ImportError, KeyError):
        return f"user id {uid}"


_try_lock = platforms.try_lock  # module names, so that a test can replace them (a drive without locks)
_unlock = platforms.unlock
