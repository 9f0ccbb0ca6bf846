"""Everything that differs between Windows, macOS and Linux, each behind one small function.

- ``user_data_dir``: where the program keeps its own files for this user (rating lists, logs);
- ``try_lock`` / ``unlock``: the exclusive lock on a tournament's ``.lock`` file (``db.lock``);
- ``system_font_dirs``: the system's font folders, searched after the fonts shipped with the program;
- ``open_with_viewer``: open a file (a PDF) or a folder in the program the system chooses for it;
- ``current_user``: the user name written to the audit log;
- ``fsync_folder``: make a rename inside a folder durable (POSIX; nothing on Windows);
- ``printer_status``: whether a system printer takes jobs now (CUPS on Linux and macOS).

Every function takes the system as an argument (``None``: the one we run on) and, where it reads
them, the environment and the home folder, so the tests on Linux run the Windows and macOS branches
too. The modules that exist on one system only (``msvcrt``, ``fcntl``) are imported when a branch
needs them. Standard library only, and in ``engine`` so that every layer can use it: ``db``'s file
lock, the printed documents' fonts and the window's print preview.
"""

from __future__ import annotations

import contextlib
import enum
import getpass
import importlib
import os
import shutil
import subprocess
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from engine.errors import ArbiterError
from engine.i18n import translate

APP_FOLDER = "Arbiter Desk"
"""The name of the program's folder in the user's data folder (Windows, macOS)."""
APP_FOLDER_XDG = "arbiter-desk"
"""The same on Linux, where the XDG folders hold lower-case names without spaces."""
WINDOWS_LOCK_OFFSET = 4096
"""Windows locks a byte range: a byte past the holder's note, so that others can still read the note."""


class System(enum.Enum):
    """The three systems the program ships for; any other Unix behaves as Linux."""

    WINDOWS = "windows"
    MACOS = "macos"
    LINUX = "linux"

    @classmethod
    def of(cls, platform: str) -> System:
        """From a ``sys.platform`` value: ``win32``, ``darwin``, anything else."""
        if platform == "win32":
            return cls.WINDOWS
        if platform == "darwin":
            return cls.MACOS
        return cls.LINUX


def current_system(system: System | None = None) -> System:
    """``system`` when given, else the one we run on."""
    return system if system is not None else System.of(sys.platform)


class NoViewerError(ArbiterError):
    """The system has no program to open a file of this kind (or could not start it)."""


# -- the user's data folder ------------------------------------------------------------------------


def user_data_dir(
    system: System | None = None, env: Mapping[str, str] | None = None, home: Path | None = None
) -> Path:
    """The folder for the program's own files of this user (not created here).

    ``$ARBITER_DATA_DIR`` when set; else Windows ``%LOCALAPPDATA%\\Arbiter Desk`` (the local, not the
    roaming, profile: rating lists are large), macOS ``~/Library/Application Support/Arbiter Desk``,
    Linux ``$XDG_DATA_HOME/arbiter-desk`` (default ``~/.local/share/arbiter-desk``).
    """
    env = os.environ if env is None else env
    home = Path.home() if home is None else home
    if env.get("ARBITER_DATA_DIR"):
        return Path(env["ARBITER_DATA_DIR"])
    match current_system(system):
        case System.WINDOWS:
            base = env.get("LOCALAPPDATA") or str(home / "AppData" / "Local")
            return Path(base) / APP_FOLDER
        case System.MACOS:
            return home / "Library" / "Application Support" / APP_FOLDER
        case System.LINUX:
            xdg = env.get("XDG_DATA_HOME", "")
            base_dir = Path(xdg) if xdg and Path(xdg).is_absolute() else home / ".local" / "share"
            return base_dir / APP_FOLDER_XDG


# -- locking a file ----------------------------------------------------------------------------------


def try_lock(handle: IO[str], system: System | None = None) -> bool:
    """Lock ``handle``'s file exclusively without waiting: True when locked, False when another process
    holds the lock; ``OSError`` when the drive has no locks. The system drops the lock when the process
    dies. Windows: ``msvcrt.locking`` on one byte at ``WINDOWS_LOCK_OFFSET``; else ``flock``."""
    if current_system(system) is System.WINDOWS:
        msvcrt: Any = importlib.import_module("msvcrt")
        handle.seek(WINDOWS_LOCK_OFFSET)
        try:
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        except PermissionError:
            return False
        return True
    fcntl: Any = importlib.import_module("fcntl")
    try:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


def unlock(handle: IO[str], system: System | None = None) -> None:
    """Release a lock taken by ``try_lock`` (errors ignored: closing the file releases it anyway)."""
    if current_system(system) is System.WINDOWS:
        msvcrt: Any = importlib.import_module("msvcrt")
        with contextlib.suppress(OSError):
            handle.seek(WINDOWS_LOCK_OFFSET)
            msvcrt.locking(handle.fileno(), msvcrt.LK_UNLCK, 1)
        return
    fcntl: Any = importlib.import_module("fcntl")
    with contextlib.suppress(OSError):
        fcntl.flock(handle.fileno(), fcntl.LOCK_UN)


# -- fonts -------------------------------------------------------------------------------------------


def system_font_dirs(
    system: System | None = None, env: Mapping[str, str] | None = None, home: Path | None = None
) -> tuple[Path, ...]:
    """The system's font folders for this user, most specific first."""
    env = os.environ if env is None else env
    home = Path.home() if home is None else home
    match current_system(system):
        case System.WINDOWS:
            windows = Path(env.get("WINDIR") or env.get("SystemRoot") or r"C:\Windows")
            local = Path(env.get("LOCALAPPDATA") or str(home / "AppData" / "Local"))
            return (windows / "Fonts", local / "Microsoft" / "Windows" / "Fonts")
        case System.MACOS:
            return (home / "Library" / "Fonts", Path("/Library/Fonts"), Path("/System/Library/Fonts"))
        case System.LINUX:
            xdg = env.get("XDG_DATA_HOME", "")
            data = Path(xdg) if xdg and Path(xdg).is_absolute() else home / ".local" / "share"
            return (
                Path("/usr/share/fonts/truetype/dejavu"),  # Debian, Ubuntu
                Path("/usr/share/fonts/dejavu-sans-fonts"),  # Fedora
                Path("/usr/share/fonts/dejavu"),
                Path("/usr/share/fonts/TTF"),  # Arch
                Path("/usr/local/share/fonts"),
                data / "fonts",
                home / ".fonts",
            )


# -- opening a file in the system's viewer ------------------------------------------------------------

Launcher = Callable[[Sequence[str], Mapping[str, str]], object]
"""Starts a command with an environment, without waiting for it (``subprocess.Popen`` by default)."""


def _popen(command: Sequence[str], env: Mapping[str, str]) -> object:
    return subprocess.Popen(
        list(command),
        env=dict(env),
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )


def viewer_environment(env: Mapping[str, str] | None = None, frozen: bool | None = None) -> dict[str, str]:
    """The environment for another program started from ours.

    A Linux bundle (PyInstaller) points ``LD_LIBRARY_PATH`` at its own libraries, which would break
    the system's PDF viewer: give back the value the program was started with (kept by the bundle's
    launcher in ``LD_LIBRARY_PATH_ORIG``), or none.
    """
    result = dict(os.environ if env is None else env)
    frozen = bool(getattr(sys, "frozen", False)) if frozen is None else frozen
    if frozen:
        original = result.pop("LD_LIBRARY_PATH_ORIG", None)
        if original is not None:
            result["LD_LIBRARY_PATH"] = original
        else:
            result.pop("LD_LIBRARY_PATH", None)
    return result


def open_with_viewer(
    path: Path,
    system: System | None = None,
    launch: Launcher | None = None,
    startfile: Callable[[str], object] | None = None,
    which: Callable[[str], str | None] = shutil.which,
) -> None:
    """Open ``path`` (a file or a folder) in the program the system chooses for it, without waiting.

    Windows: ``os.startfile``; macOS: ``open``; Linux: ``xdg-open``. ``NoViewerError`` when the system
    has no such program or refuses to start it, with the path, so the arbiter can open it by hand.
    """
    target = str(Path(path).resolve())
    try:
        match current_system(system):
            case System.WINDOWS:
                start = startfile if startfile is not None else getattr(os, "startfile")  # noqa: B009
                start(target)
                return
            case System.MACOS:
                command = ["open", target]
            case System.LINUX:
                if which("xdg-open") is None:
                    raise NoViewerError(
                        translate(
                            "PlatformError",
                            "no program to open {path} was found (xdg-open is missing: install xdg-utils); "
                            "open it by hand",
                        ).format(path=target)
                    )
                command = ["xdg-open", target]
        (launch if launch is not None else _popen)(command, viewer_environment())
    except OSError as exc:
        raise NoViewerError(
            translate("PlatformError", "could not open {path} ({reason}); open it by hand").format(
                path=target, reason=exc.strerror or exc
            )
        ) from exc


# -- the user ----------------------------------------------------------------------------------------


def current_user(getuser: Callable[[], str] = getpass.getuser) -> str:
    """The OS user name written to the audit log; ``uid-N`` (Unix) or ``unknown`` (Windows) when the
    environment has none (some service accounts)."""
    try:
        return getuser()
    except Exception:  # getpass raises OSError, KeyError or ImportError depending on the system
        return f"uid-{os.getuid()}" if hasattr(os, "getuid") else "unknown"


# -- durable renames ---------------------------------------------------------------------------------


def fsync_folder(folder: Path) -> None:
    """Make a rename inside ``folder`` durable: fsync the folder itself (POSIX). Nothing where a
    folder cannot be opened (Windows) or synced; the rename has been done either way."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


# -- the system's printers ---------------------------------------------------------------------------


@dataclass(frozen=True)
class PrinterStatus:
    """What the print system says of one printer (CUPS: ``lpstat -a``, ``lpstat -p``)."""

    accepting: bool
    """False: the queue refuses new jobs (``cupsreject``): a job sent to it is lost."""
    enabled: bool
    """False: the printer is stopped (``cupsdisable``, a jam); jobs wait in its queue."""
    reason: str = ""
    """The reason the administrator or the printer gave, as the system says it (may be empty)."""


Runner = Callable[[Sequence[str], Mapping[str, str]], str | None]
"""Runs a command with an environment; its standard output, or None when it cannot run."""


def _run_quietly(command: Sequence[str], env: Mapping[str, str]) -> str | None:
    try:
        done = subprocess.run(
            list(command), env=dict(env), capture_output=True, text=True, timeout=10, check=False
        )
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout


def printer_status(
    name: str, system: System | None = None, run: Runner | None = None
) -> PrinterStatus | None:
    """The status of the system printer ``name``; None when it cannot be known (Windows, where the
    spooler reports refusals itself; no ``lpstat``; no such printer).

    Qt hands a job to CUPS and never says when CUPS refuses it: the window said "sent to the
    printer" and nothing came out (found printing to a real CUPS printer, docs/printing.md).

    """
    if not name or current_system(system) is System.WINDOWS:
        return None
    env = {**os.environ, "LANG": "C", "LC_ALL": "C"}  # lpstat's words in English, to be read here
    out = (run if run is not None else _run_quietly)(["lpstat", "-a", name, "-p", name], env)
    if not out:
        return None
    accepting: bool | None = None
    enabled: bool | None = None
    reasons: list[str] = []
    for line in out.splitlines():
        if line.startswith((" ", "\t")):
            if line.strip() and line.strip() not in reasons:
                reasons.append(line.strip())
        elif line.startswith(f"{name} "):
            accepting = " not accepting " not in line
        elif line.startswith(f"printer {name} "):
            enabled = " disabled " not in line
    if accepting is None and enabled is None:
        return None
    return PrinterStatus(accepting is not False, enabled is not False, "; ".join(reasons))
