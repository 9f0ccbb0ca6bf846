"""Run an ``arbiter`` command with a disk that fails: ``fault_shim.c`` preloaded (``LD_PRELOAD``).

    shim = build_shim()                      # gcc, once per source version (cached in the temp folder)
    total = count_points(argv, cwd, "faulty")  # how many write-side calls the command makes there
    run = run_arbiter(argv, cwd, Fault(path="faulty", at=3, errno=errno.EIO))

The shim counts the write-side calls (write, pwrite, fsync, fdatasync, ftruncate, rename, unlink)
on files whose path contains ``Fault.path`` and makes the ``at``-th one fail (``sticky``: that one
and every later one) with ``errno``, doing nothing, as a disk that fails there would. ``read_only``
makes every write on those files fail with EROFS instead (a read-only drive).
Linux only (``/proc/self/fd``); needs gcc (``scripts/setup.sh`` installs it).
"""

from __future__ import annotations

import errno as errno_codes
import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

SOURCE = Path(__file__).with_name("fault_shim.c")
REPO = Path(__file__).resolve().parents[2]
WRITE_CALLS = "write,pwrite,fsync,fdatasync,rename,ftruncate,unlink"


@dataclass(frozen=True, slots=True)
class Fault:
    path: str
    at: int = 0
    errno: int = errno_codes.EIO
    sticky: bool = False
    read_only: bool = False
    kill: bool = False
    """Kill the process (SIGKILL) just before the ``at``-th call instead of failing it."""
    calls: str = WRITE_CALLS


@dataclass(frozen=True, slots=True)
class Run:
    code: int
    out: str
    err: str


def build_shim() -> Path:
    """The compiled shim (built on first use; the file name carries the source's hash)."""
    digest = hashlib.sha256(SOURCE.read_bytes()).hexdigest()[:16]
    target = Path(tempfile.gettempdir()) / f"arbiter-fault-shim-{digest}.so"
    if target.exists():
        return target
    compiler = shutil.which("gcc") or shutil.which("cc")
    if compiler is None:
        raise RuntimeError("gcc is needed to build the fault injector (scripts/setup.sh installs it)")
    tmp = target.with_name(f"{target.name}.{os.getpid()}.tmp")
    subprocess.run(
        [compiler, "-shared", "-fPIC", "-O1", "-o", str(tmp), str(SOURCE), "-ldl"],
        check=True,
        capture_output=True,
    )
    os.replace(tmp, target)
    return target


def environment(fault: Fault | None, count_file: Path | None = None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("FAULT_")}
    env["PYTHONPATH"] = str(REPO)
    env.pop("LD_PRELOAD", None)
    if fault is None and count_file is None:
        return env
    assert fault is not None
    env["LD_PRELOAD"] = str(build_shim())
    env["FAULT_PATH"] = fault.path
    env["FAULT_OPS"] = fault.calls
    env["FAULT_AT"] = str(fault.at)
    env["FAULT_ERRNO"] = str(fault.errno)
    env["FAULT_STICKY"] = "1" if fault.sticky else "0"
    env["FAULT_READONLY"] = "1" if fault.read_only else "0"
    env["FAULT_KILL"] = "1" if fault.kill else "0"
    if count_file is not None:
        env["FAULT_COUNT_FILE"] = str(count_file)
    return env


LAUNCHER_COMMANDS = frozenset({"print", "export", "publish"})
"""Commands of the ``arbiter`` launcher outside ``cli.main`` (``python -m arbiter_gui``; no Qt either)."""


def _module(argv: list[str]) -> list[str]:
    return ["-m", "arbiter_gui"] if argv and argv[0] in LAUNCHER_COMMANDS else ["-m", "cli"]


def run_arbiter(argv: list[str], cwd: Path, fault: Fault | None = None, timeout: float = 120) -> Run:
    """``python -m cli ARGV`` in ``cwd`` (``print``, ``export``, ``publish`` through the launcher), with
    ``fault`` injected."""
    module = _module(argv)
    done = subprocess.run(
        [sys.executable, *module, *argv],
        cwd=cwd,
        env=environment(fault),
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    return Run(done.returncode, done.stdout, done.stderr)


def count_points(argv: list[str], cwd: Path, path: str, calls: str = WRITE_CALLS) -> tuple[int, Run]:
    """How many counted calls ``argv`` makes on ``path`` when nothing fails (and that run)."""
    count_file = cwd / ".fault-count"
    module = _module(argv)
    done = subprocess.run(
        [sys.executable, *module, *argv],
        cwd=cwd,
        env=environment(Fault(path=path, calls=calls), count_file),
        capture_output=True,
        text=True,
        timeout=120,
    )
    total = int(count_file.read_text().strip() or 0)
    count_file.unlink()
    return total, Run(done.returncode, done.stdout, done.stderr)
