"""Smoke test of a built bundle: ``python installer/smoke_test.py [dist/ArbiterDesk]``.

The folder is copied to a temporary folder outside the clone and run there with a clean environment
(no virtualenv, no PYTHONPATH, a fresh HOME, Qt offscreen), as on a machine with nothing installed:

1. ``--version`` names the version of the sources;
2. ``new``, ``add-player`` (Cyrillic, Greek and Latin names), ``pair``, ``result``: a tournament with
   round 1 paired and played;
3. ``print pairings`` and ``print standings``: PDFs whose text (``pdftotext``) holds every name;
4. ``--smoke-test FILE``: the window opens offscreen with that tournament, is shown, opens the manual
   (in English; with a French system, in French when the bundle has ``manual.fr.md``), and closes;
5. the same on an X display (Xvfb, Qt's ``xcb`` platform, as on a Linux desktop), with a screenshot
   when ``--screenshot PNG`` is given; needs ``Xvfb`` (``--no-x11`` leaves this step out);
6. start-up: ``--runs`` times ``--smoke-test`` without a file, the time from starting the program to
   its "window shown" line; the median is reported (on X when step 5 ran, else offscreen).

Prints one line per step and the figures; exits 1 at the first failure. Standard library only, so it
runs with any Python (the bundle needs none). ``tests/test_bundle.py`` runs it under pytest.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
from engine.version import program_version  # noqa: E402

PLAYERS = (
    ("Карпов, Анатолий", 2700),
    ("Παπαδόπουλος, Νίκος", 2550),
    ("Đorđević, Đorđe", 2480),
    ("Ψαρράς, Ελένη", 2390),
    ("Яковлева, Ольга", 2300),
    ("Müller, Jürgen", 2210),
)
EVENT = "Smoke Open"


class SmokeTestFailed(Exception):
    pass


def clean_environment(home: Path) -> dict[str, str]:
    """What a freshly logged-in user has: no Python variables, a HOME of its own, Qt offscreen."""
    env = {
        "HOME": str(home),
        "PATH": os.pathsep.join(("/usr/local/bin", "/usr/bin", "/bin")),
        "LANG": "C.UTF-8",
        "TMPDIR": str(home),
        "XDG_RUNTIME_DIR": str(home),
        "QT_QPA_PLATFORM": "offscreen",
    }
    if sys.platform == "win32":  # what Windows programs cannot start without
        env["PATH"] = os.environ.get("SYSTEMROOT", r"C:\Windows") + r"\System32"
        for key in ("SystemRoot", "SystemDrive", "WINDIR", "TEMP", "TMP", "USERPROFILE", "LOCALAPPDATA"):
            if key in os.environ:
                env[key] = os.environ[key]
    return env


class Bundle:
    """A copy of the built folder, run from a scratch folder with a clean environment."""

    def __init__(self, folder: Path, scratch: Path) -> None:
        self.folder = scratch / folder.name
        shutil.copytree(folder, self.folder, symlinks=True)
        self.exe = self.folder / ("arbiter.exe" if sys.platform == "win32" else "ArbiterDesk")
        self.work = scratch / "work"
        self.work.mkdir()
        home = scratch / "home"
        home.mkdir()
        self.env = clean_environment(home)
        self.after_window = ""

    def run(self, *args: str, timeout: float = 120) -> str:
        out = subprocess.run(
            [str(self.exe), *args],
            cwd=self.work,
            env=self.env,
            capture_output=True,
            text=True,
            encoding="utf-8",
            timeout=timeout,
            check=False,
        )
        if out.returncode != 0:
            raise SmokeTestFailed(
                f"ArbiterDesk {' '.join(args)} exited {out.returncode}:\n{out.stdout}{out.stderr}"
            )
        return out.stdout

    def time_to_window(
        self, *args: str, env: dict[str, str] | None = None, timeout: float = 120
    ) -> tuple[float, str]:
        """Seconds from starting ``--smoke-test`` to its "window shown" line, and that line."""
        started = time.perf_counter()
        proc = subprocess.Popen(
            [str(self.exe), "--smoke-test", *args],
            cwd=self.work,
            env=env if env is not None else self.env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            encoding="utf-8",
        )
        assert proc.stdout is not None
        line = proc.stdout.readline()
        shown = time.perf_counter() - started
        rest, err = proc.communicate(timeout=timeout)
        if proc.returncode != 0 or not line.startswith("window shown: "):
            raise SmokeTestFailed(f"--smoke-test exited {proc.returncode}:\n{line}{rest}{err}")
        self.after_window = rest.strip()
        """What ``--smoke-test`` printed after its first line (with a file: the manual and preview check)."""
        return shown, line.strip()


class XServer:
    """A virtual X display (Xvfb) for the lifetime of a ``with`` block."""

    def __init__(self) -> None:
        self.proc: subprocess.Popen[bytes] | None = None
        self.display = ""

    def __enter__(self) -> XServer:
        xvfb = shutil.which("Xvfb")
        if xvfb is None:
            raise SmokeTestFailed("Xvfb is needed for the X display step (apt-get install xvfb, or --no-x11)")
        read, write = os.pipe()
        self.proc = subprocess.Popen(
            [xvfb, "-displayfd", str(write), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
            pass_fds=(write,),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(write)
        with os.fdopen(read) as answer:
            number = answer.readline().strip()
        if not number.isdigit():
            self.__exit__()
            raise SmokeTestFailed("Xvfb did not start")
        self.display = f":{number}"
        return self

    def __exit__(self, *exc: object) -> None:
        if self.proc is not None:
            self.proc.terminate()
            self.proc.wait(timeout=30)
            self.proc = None


def pdf_text(pdf: Path) -> str:
    if shutil.which("pdftotext") is None:
        raise SmokeTestFailed("pdftotext (poppler-utils) is needed to read the printed PDF back")
    return subprocess.run(
        ["pdftotext", "-layout", str(pdf), "-"], capture_output=True, check=True
    ).stdout.decode("utf-8")


def smoke_test(
    folder: Path,
    runs: int = 5,
    x11: bool = True,
    screenshot: Path | None = None,
    report: Callable[[str], object] = print,
) -> dict[str, float]:
    """Run every step on a copy of ``folder``; return the figures (size in MB, start-up seconds)."""
    if not (folder / ("ArbiterDesk.exe" if sys.platform == "win32" else "ArbiterDesk")).is_file():
        raise SmokeTestFailed(f"{folder} holds no built ArbiterDesk: run python installer/build.py first")
    with tempfile.TemporaryDirectory(prefix="arbiter-smoke-") as scratch_name:
        scratch = Path(scratch_name)
        if scratch.resolve().is_relative_to(REPO):
            raise SmokeTestFailed(f"the scratch folder {scratch} is inside the clone")
        bundle = Bundle(folder, scratch)
        report(f"copied to {bundle.folder} (clean environment: {' '.join(sorted(bundle.env))})")

        version = bundle.run("--version").strip()
        _expect(version == program_version(), f"--version said {version!r}, expected {program_version()!r}")
        report(f"--version: {version}")

        bundle.run("new", "smoke.arbiter", "--name", EVENT, "--rounds", "3")
        for name, rating in PLAYERS:
            bundle.run("add-player", "smoke.arbiter", "--name", name, "--rating", str(rating))
        paired = bundle.run("pair", "smoke.arbiter")
        _expect("Round 1" in paired, f"pair printed {paired!r}")
        for board, result in enumerate(("1-0", "=", "0-1"), start=1):  # 6 players: 3 boards
            bundle.run("result", "smoke.arbiter", "1", str(board), result)
        report(f"new, {len(PLAYERS)} x add-player, pair, 3 x result: {paired.splitlines()[0]}")

        for kind in ("pairings", "standings"):
            pdf = bundle.work / f"{kind}.pdf"
            bundle.run("print", kind, "smoke.arbiter", "-o", str(pdf))
            text = pdf_text(pdf)
            missing = [name for name, _ in PLAYERS if name not in text]
            _expect(not missing, f"{kind}.pdf lacks {missing}:\n{text}")
            _expect(program_version() in text, f"{kind}.pdf has no {program_version()!r} at its foot")
            report(f"print {kind}: {pdf.stat().st_size} bytes, every name read back by pdftotext")

        title = f"window shown: {EVENT} \u2014 Arbiter Desk"
        _, line = bundle.time_to_window("smoke.arbiter")
        _expect(line == f"{title} (offscreen)", f"--smoke-test printed {line!r}")
        report(f"--smoke-test smoke.arbiter: {line}")
        # Help > Manual finds the manual in the bundle, and PDFium draws a page as the print preview does
        checked = bundle.after_window
        _expect(
            checked.startswith("manual: manual.md, ") and "preview: 1 page(s), 910x1287 pixels" in checked,
            f"--smoke-test printed {checked!r}",
        )
        report(f"--smoke-test smoke.arbiter: {checked}")
        # a French system: the window and its manual in French (the English one until it is translated)
        french = "manual.fr.md" if (REPO / "resources" / "manual" / "manual.fr.md").is_file() else "manual.md"
        bundle.time_to_window("smoke.arbiter", env={**bundle.env, "LC_ALL": "fr_FR.UTF-8"})
        checked = bundle.after_window
        _expect(checked.startswith(f"manual: {french}, "), f"--smoke-test in French printed {checked!r}")
        report(f"--smoke-test smoke.arbiter in French: {checked}")

        env = bundle.env
        with contextlib.ExitStack() as stack:
            if x11:
                server = stack.enter_context(XServer())
                env = {**bundle.env, "QT_QPA_PLATFORM": "xcb", "DISPLAY": server.display}
                _, line = bundle.time_to_window("smoke.arbiter", env=env)
                _expect(line == f"{title} (xcb)", f"--smoke-test on X printed {line!r}")
                report(f"--smoke-test smoke.arbiter on X display {server.display}: {line}")
                if screenshot is not None:
                    _screenshot(bundle, env, screenshot)
                    report(f"screenshot: {screenshot}")
            times, cpu = [], []
            for _ in range(runs):
                before = _children_cpu()
                times.append(bundle.time_to_window(env=env)[0])
                cpu.append(_children_cpu() - before)
        startup = statistics.median(times)
        size = _size_on_disk(bundle.folder) / 1e6
        where = "X display" if x11 else "offscreen"
        report(
            f"start-up to the first window ({where}): median {startup:.2f} s of {runs} runs "
            f"({', '.join(f'{t:.2f}' for t in sorted(times))})"
        )
        if any(cpu):
            report(
                f"processor time of a run (start, window, close): median {statistics.median(cpu):.2f} s "
                "(less disturbed than wall time by other work on the machine)"
            )
        report(f"size on disk: {size:.0f} MB")
        return {"startup_s": startup, "size_mb": size}


def _children_cpu() -> float:
    """User and system time of the finished child processes so far (0 where the system cannot tell)."""
    try:
        import resource
    except ImportError:  # Windows
        return 0.0
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _screenshot(bundle: Bundle, env: dict[str, str], target: Path) -> None:
    """The window on the X display, grabbed by Qt inside the bundle (``--smoke-test --screenshot``)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    bundle.time_to_window("--screenshot", str(target.resolve()), "smoke.arbiter", env=env)
    _expect(
        target.is_file() and target.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n", f"no screenshot in {target}"
    )


def _expect(condition: bool, message: str) -> None:
    if not condition:
        raise SmokeTestFailed(message)


def _size_on_disk(folder: Path) -> int:
    total = 0
    for root, _dirs, files in os.walk(folder):
        for name in files:
            st = os.lstat(os.path.join(root, name))
            blocks = getattr(st, "st_blocks", None)
            total += blocks * 512 if blocks is not None else st.st_size
    return total


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python installer/smoke_test.py", description=__doc__.split("\n")[0]
    )
    parser.add_argument("folder", nargs="?", type=Path, default=REPO / "dist" / "ArbiterDesk")
    parser.add_argument("--runs", type=int, default=5, help="start-up measurements (default 5)")
    parser.add_argument("--no-x11", action="store_true", help="leave out the X display step (no Xvfb)")
    parser.add_argument("--screenshot", type=Path, metavar="PNG", help="save the window on X as PNG")
    args = parser.parse_args(argv)
    try:
        smoke_test(args.folder.resolve(), args.runs, x11=not args.no_x11, screenshot=args.screenshot)
    except (SmokeTestFailed, subprocess.TimeoutExpired) as exc:
        print(f"SMOKE TEST FAILED: {exc}", file=sys.stderr)
        return 1
    print("smoke test passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
