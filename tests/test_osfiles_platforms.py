"""``osfiles.platforms``: what differs between Windows, macOS and Linux. The Linux branches run for real;
the Windows and macOS ones run here with the system, the environment and the system calls injected."""

from __future__ import annotations

import os
import stat
import sys
import types
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import pytest

from osfiles.platforms import (
    WINDOWS_LOCK_OFFSET,
    NoViewerError,
    System,
    current_system,
    current_user,
    open_with_viewer,
    system_font_dirs,
    try_lock,
    unlock,
    user_data_dir,
    viewer_environment,
)
from outputs.documents.fonts import bundled_fonts_dir, search_dirs

HOME = Path("/home/ana")
W, M, L = System.WINDOWS, System.MACOS, System.LINUX


def test_the_system_is_named_from_sys_platform() -> None:
    assert [System.of(p) for p in ("win32", "darwin", "linux", "freebsd14")] == [W, M, L, L]
    assert current_system() is System.of(sys.platform)
    assert current_system(M) is M


# -- the user's data folder


def test_user_data_folder_on_each_system() -> None:
    assert user_data_dir(W, {"LOCALAPPDATA": r"C:\Users\ana\AppData\Local"}, HOME) == Path(
        r"C:\Users\ana\AppData\Local", "Arbiter Desk"
    )
    assert user_data_dir(W, {}, HOME) == HOME / "AppData" / "Local" / "Arbiter Desk"
    assert user_data_dir(M, {}, HOME) == HOME / "Library" / "Application Support" / "Arbiter Desk"
    assert user_data_dir(L, {}, HOME) == HOME / ".local" / "share" / "arbiter-desk"
    assert user_data_dir(L, {"XDG_DATA_HOME": "/data/ana"}, HOME) == Path("/data/ana/arbiter-desk")
    # The XDG specification says a relative path is to be ignored.
    assert user_data_dir(L, {"XDG_DATA_HOME": "rel"}, HOME) == HOME / ".local" / "share" / "arbiter-desk"


def test_the_arbiter_can_choose_the_data_folder() -> None:
    for system in System:
        assert user_data_dir(system, {"ARBITER_DATA_DIR": "/mnt/usb/desk"}, HOME) == Path("/mnt/usb/desk")


def test_the_data_folder_of_this_machine_follows_its_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("ARBITER_DATA_DIR", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", "/srv/xdg")
    if current_system() is L:
        assert user_data_dir() == Path("/srv/xdg/arbiter-desk")


# -- fonts


def test_system_font_folders_on_each_system() -> None:
    windows = system_font_dirs(W, {"WINDIR": r"D:\Win", "LOCALAPPDATA": r"D:\Users\ana\Local"}, HOME)
    assert windows == (Path(r"D:\Win", "Fonts"), Path(r"D:\Users\ana\Local", "Microsoft", "Windows", "Fonts"))
    assert system_font_dirs(W, {}, HOME)[0] == Path(r"C:\Windows", "Fonts")
    assert system_font_dirs(M, {}, HOME) == (
        HOME / "Library" / "Fonts",
        Path("/Library/Fonts"),
        Path("/System/Library/Fonts"),
    )
    linux = system_font_dirs(L, {}, HOME)
    assert linux[0] == Path("/usr/share/fonts/truetype/dejavu")  # where fonts-dejavu-core puts them
    assert HOME / ".local" / "share" / "fonts" in linux and HOME / ".fonts" in linux
    assert not any("Windows" in str(d) or "Library" in str(d) for d in linux)


def test_the_printed_documents_search_the_shipped_fonts_then_the_system_ones(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("ARBITER_FONTS_DIR", raising=False)
    assert search_dirs() == [bundled_fonts_dir(), *system_font_dirs()]


# -- locking


def test_a_second_lock_on_the_same_file_is_refused_until_the_first_is_released(tmp_path: Path) -> None:
    path = tmp_path / "t.arbiter.lock"
    with open(path, "a+", encoding="utf-8") as first, open(path, "a+", encoding="utf-8") as second:
        assert try_lock(first)
        assert not try_lock(second)  # flock: one lock per open file, even within one process
        unlock(first)
        assert try_lock(second)
        unlock(second)


class FakeMsvcrt(types.ModuleType):
    """``msvcrt.locking`` as Windows does it: byte ranges, ``PermissionError`` when another holds one."""

    LK_UNLCK, LK_NBLCK = 0, 2

    def __init__(self) -> None:
        super().__init__("msvcrt")
        self.held: dict[int, int] = {}  # offset -> file descriptor holding it
        self.calls: list[tuple[int, int, int, int]] = []

    def locking(self, fd: int, mode: int, nbytes: int) -> None:
        offset = os.lseek(fd, 0, os.SEEK_CUR)
        self.calls.append((fd, mode, nbytes, offset))
        if mode == self.LK_NBLCK:
            if offset in self.held:
                raise PermissionError(13, "Permission denied")
            self.held[offset] = fd
        elif mode == self.LK_UNLCK:
            if self.held.get(offset) != fd:
                raise PermissionError(13, "Permission denied")
            del self.held[offset]


def test_windows_locks_one_byte_past_the_holders_note(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake = FakeMsvcrt()
    monkeypatch.setitem(sys.modules, "msvcrt", fake)
    path = tmp_path / "t.arbiter.lock"
    with open(path, "a+", encoding="utf-8") as first, open(path, "a+", encoding="utf-8") as second:
        assert try_lock(first, W)
        assert fake.calls == [(first.fileno(), fake.LK_NBLCK, 1, WINDOWS_LOCK_OFFSET)]
        assert not try_lock(second, W)
        unlock(first, W)
        assert try_lock(second, W)
        unlock(second, W)
        unlock(second, W)  # a second release is harmless (the error is swallowed)
    assert {(mode, nbytes, offset) for _, mode, nbytes, offset in fake.calls} == {
        (fake.LK_NBLCK, 1, WINDOWS_LOCK_OFFSET),
        (fake.LK_UNLCK, 1, WINDOWS_LOCK_OFFSET),
    }
    assert fake.held == {}


def test_the_tournament_file_lock_goes_through_these_functions(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from db import lock as file_lock
    from db.errors import FileInUse

    fake = FakeMsvcrt()
    monkeypatch.setitem(sys.modules, "msvcrt", fake)
    monkeypatch.setattr(file_lock, "_try_lock", lambda handle: try_lock(handle, W))
    monkeypatch.setattr(file_lock, "_unlock", lambda handle: unlock(handle, W))
    lock = file_lock.FileLock(tmp_path / "t.arbiter")
    lock.acquire()
    assert list(fake.held) == [WINDOWS_LOCK_OFFSET]
    other = file_lock.FileLock(tmp_path / "t.arbiter")
    with pytest.raises(FileInUse, match=r"pid \d+ on"):
        other.acquire()
    lock.release()
    assert fake.held == {}


# -- opening a file in the system's viewer


class Recorder:
    def __init__(self) -> None:
        self.commands: list[tuple[list[str], dict[str, str]]] = []

    def __call__(self, command: Sequence[str], env: Mapping[str, str]) -> None:
        self.commands.append((list(command), dict(env)))


def test_each_system_opens_a_file_with_its_own_viewer(tmp_path: Path) -> None:
    pdf = tmp_path / "standings.pdf"
    launched = Recorder()
    open_with_viewer(pdf, L, launch=launched, which=lambda name: f"/usr/bin/{name}")
    open_with_viewer(pdf, M, launch=launched)
    assert [c for c, _ in launched.commands] == [["xdg-open", str(pdf)], ["open", str(pdf)]]
    started: list[str] = []
    open_with_viewer(pdf, W, launch=launched, startfile=started.append)
    assert started == [str(pdf)] and len(launched.commands) == 2


def test_a_relative_path_is_given_to_the_viewer_in_full(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    launched = Recorder()
    open_with_viewer(Path("out.pdf"), M, launch=launched)
    assert launched.commands[0][0] == ["open", str(tmp_path / "out.pdf")]


def test_no_viewer_is_reported_with_the_path(tmp_path: Path) -> None:
    pdf = tmp_path / "standings.pdf"
    with pytest.raises(NoViewerError, match=r"xdg-open is missing.*") as info:
        open_with_viewer(pdf, L, launch=Recorder(), which=lambda name: None)
    assert str(pdf) in str(info.value)

    def no_association(path: str) -> None:
        raise OSError(1155, "No application is associated with the specified file")

    with pytest.raises(NoViewerError, match="No application is associated") as info:
        open_with_viewer(pdf, W, startfile=no_association)
    assert str(pdf) in str(info.value)


def test_a_bundle_gives_the_viewer_the_library_path_it_was_started_with() -> None:
    env = {"LD_LIBRARY_PATH": "/opt/ArbiterDesk/_internal", "LD_LIBRARY_PATH_ORIG": "/usr/lib/x", "A": "1"}
    assert viewer_environment(env, frozen=True) == {"LD_LIBRARY_PATH": "/usr/lib/x", "A": "1"}
    assert viewer_environment({"LD_LIBRARY_PATH": "/opt/ArbiterDesk/_internal"}, frozen=True) == {}
    assert viewer_environment(env, frozen=False) == env


def _fake_xdg_open(folder: Path, record: Path) -> None:
    script = folder / "xdg-open"
    script.write_text(f'#!/bin/sh\nprintf "%s\\n" "$1" > "{record}.part" && mv "{record}.part" "{record}"\n')
    script.chmod(script.stat().st_mode | stat.S_IXUSR)


def test_linux_really_starts_xdg_open(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    if current_system() is not L:
        pytest.fail("this test runs the Linux branch for real")
    record = tmp_path / "opened.txt"
    _fake_xdg_open(tmp_path, record)
    monkeypatch.setenv("PATH", f"{tmp_path}{os.pathsep}{os.environ['PATH']}")
    open_with_viewer(tmp_path / "a b.pdf")
    _wait_for(record)
    assert record.read_text() == f"{tmp_path / 'a b.pdf'}\n"


def _wait_for(path: Path) -> None:
    import time

    for _ in range(600):
        if path.exists():
            return
        time.sleep(0.05)
    pytest.fail(f"{path} was never written")


# -- the user


def test_the_user_name_falls_back_to_the_uid() -> None:
    assert current_user(lambda: "ana") == "ana"

    def no_name() -> str:
        raise OSError("No username set in the environment")

    assert current_user(no_name) == (f"uid-{os.getuid()}" if hasattr(os, "getuid") else "unknown")


# -- the window's print preview


def test_open_in_pdf_viewer_opens_the_pdf_in_the_system_viewer(
    qtbot: Any, window: Any, prompts: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tests.test_gui_support import add_player, create

    record = tmp_path / "opened.txt"
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    _fake_xdg_open(bin_dir, record)
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ['PATH']}")
    create(window, prompts, tmp_path / "preview.arbiter")
    add_player(window, prompts, "Карпов, Анатолий", 2700)
    prompts.dialogs.append(lambda d: None)  # the document chooser: the default document
    window.commands.open_in_viewer.trigger()
    qtbot.waitUntil(lambda: not window.worker.active, timeout=60_000)  # rendered on the worker
    assert prompts.errors == []
    _wait_for(record)
    opened = Path(record.read_text().strip())
    assert opened.read_bytes().startswith(b"%PDF")
    window.close()  # the temporary PDF goes with the window
    assert not opened.exists()


def test_open_in_pdf_viewer_without_a_viewer_says_where_the_pdf_is(
    qtbot: Any, window: Any, prompts: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tests.test_gui_support import add_player, create

    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    create(window, prompts, tmp_path / "preview.arbiter")
    add_player(window, prompts, "Παπαδόπουλος, Νίκος", 2300)
    prompts.dialogs.append(lambda d: None)
    window.commands.open_in_viewer.trigger()
    qtbot.waitUntil(lambda: not window.worker.active, timeout=60_000)  # rendered on the worker
    ((title, text),) = prompts.errors
    assert title == "Print" and "xdg-open is missing" in text
    pdf = Path(text.split("no program to open ", 1)[1].split(" was found", 1)[0])
    assert pdf.read_bytes().startswith(b"%PDF")
    pdf.unlink()


# -- printer_status: what CUPS says of a printer (lpstat's own words, as CUPS 2.4 prints them)

REFUSING = (
    "ArbiterPDF not accepting requests since Wed Nov 25 06:56:40 2026 -\n"
    "\tout of toner\n"
    "printer ArbiterPDF disabled since Wed Nov 25 06:56:52 2026 -\n"
    "\tout of toner\n"
)
READY = (
    "ArbiterPDF accepting requests since Wed Nov 25 06:56:40 2026\n"
    "printer ArbiterPDF is idle.  enabled since Wed Nov 25 06:56:52 2026\n"
)


def test_a_printer_refusing_jobs_is_known_with_its_reason() -> None:
    from osfiles.platforms import PrinterStatus, System, printer_status

    asked: list[tuple[list[str], dict[str, str]]] = []

    def lpstat(command: Any, env: Any) -> str:
        asked.append((list(command), dict(env)))
        return REFUSING

    assert printer_status("ArbiterPDF", System.LINUX, lpstat) == PrinterStatus(False, False, "out of toner")
    ((command, env),) = asked
    assert command == ["lpstat", "-a", "ArbiterPDF", "-p", "ArbiterPDF"] and env["LC_ALL"] == "C"
    ready = printer_status("ArbiterPDF", System.MACOS, lambda c, e: READY)
    assert ready == PrinterStatus(True, True, "")
    stopped = READY.replace("is idle.  enabled", "disabled") + "\tpaper jam\n"
    jammed = printer_status("ArbiterPDF", System.LINUX, lambda c, e: stopped)
    assert jammed == PrinterStatus(True, False, "paper jam")


def test_a_printer_status_that_cannot_be_known_is_none() -> None:
    from osfiles.platforms import System, printer_status

    def never(command: Any, env: Any) -> str:
        raise AssertionError("lpstat is not asked")

    assert printer_status("HP LaserJet", System.WINDOWS, never) is None
    assert printer_status("", System.LINUX, never) is None
    assert printer_status("Gone", System.LINUX, lambda c, e: None) is None  # no lpstat
    assert printer_status("Gone", System.LINUX, lambda c, e: "") is None  # no such printer (stderr only)
    assert printer_status("Gone", System.LINUX, lambda c, e: READY) is None  # another printer's lines
