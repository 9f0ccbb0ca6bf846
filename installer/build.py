"""Build the one-folder application: ``python installer/build.py`` writes ``dist/ArbiterDesk/``.

Run it with any Python 3.11+; it works in the project's virtualenv ``.venv`` (made by
``scripts/setup.sh`` on Debian/Ubuntu, by ``python -m venv`` elsewhere) and installs the build tools
there from the ``bundle`` group of ``pyproject.toml``. Then PyInstaller runs ``installer/arbiter_desk.spec``,
and the result is checked (``ArbiterDesk --version``).

Options:
  --dist DIR       where the application goes (default: dist/ in the clone)
  --work DIR       PyInstaller's scratch folder (default: build/pyinstaller/)
  --package        also make what users download: Linux a .tar.gz, Windows the Inno Setup installer
                   (needs ISCC.exe), macOS a .dmg with the app (needs hdiutil)
  --no-install     do not install or update the build tools (offline rebuilds)

The executable takes the same arguments as ``arbiter``: ``ArbiterDesk new ...``, ``ArbiterDesk print ...``.
Windows and macOS builds run on their own systems (see installer/README.md and
.github/workflows/bundles.yml); this script is the same on all three.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
INSTALLER = REPO / "installer"
NAME = "ArbiterDesk"
APP = "Arbiter Desk.app"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python installer/build.py", description=__doc__.split("\n")[0])
    parser.add_argument("--dist", type=Path, default=REPO / "dist")
    parser.add_argument("--work", type=Path, default=REPO / "build" / "pyinstaller")
    parser.add_argument("--package", action="store_true")
    parser.add_argument("--no-install", action="store_true")
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)

    venv_python = project_python()
    if Path(sys.prefix).resolve() != (REPO / ".venv").resolve():
        return run_in_project_venv(venv_python, sys.argv[1:] if argv is None else argv, args.no_install)
    if not args.no_install:
        install_build_tools()

    started = time.monotonic()
    dist = args.dist.resolve()
    subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--clean",
            "--log-level",
            "WARN",
            "--distpath",
            str(dist),
            "--workpath",
            str(args.work.resolve()),
            str(INSTALLER / "arbiter_desk.spec"),
        ],
        check=True,
        cwd=REPO,
    )
    folder = dist / NAME
    add_platform_files(folder)
    version = check_version(folder)
    built = time.monotonic() - started
    size = size_on_disk(folder) / 1e6
    print(f"built {folder} (Arbiter Desk {version}) in {built:.0f} s; {size:.0f} MB on disk")
    if args.package:
        print(f"wrote {package(dist, version)}")
    return 0


# -- the build environment ---------------------------------------------------------------------------


def project_python() -> Path:
    scripts = "Scripts" if sys.platform == "win32" else "bin"
    exe = "python.exe" if sys.platform == "win32" else "python"
    return REPO / ".venv" / scripts / exe


def run_in_project_venv(python: Path, argv: list[str], no_install: bool) -> int:
    """Make the virtualenv when missing (with the program's own packages) and run this script in it."""
    setup = REPO / "scripts" / "setup.sh"
    if sys.platform.startswith("linux") and shutil.which("bash") and not no_install:
        subprocess.run(["bash", str(setup)], check=True, cwd=REPO)  # Debian packages, .venv, .[test]
    elif not python.exists():
        subprocess.run([sys.executable, "-m", "venv", str(REPO / ".venv")], check=True)
    if not python.exists():
        raise SystemExit(f"error: {python} is missing; run scripts/setup.sh first")
    return subprocess.run([str(python), str(Path(__file__).resolve()), *argv], cwd=REPO).returncode


def install_build_tools() -> None:
    """``pip install -c requirements/constraints.txt -e .[bundle]`` (the versions of the lock) when
    pyproject.toml or the lock changed since the last time (as setup.sh does)."""
    stamp = REPO / ".venv" / ".arbiter-bundle-installed"
    lock = REPO / "requirements" / "constraints.txt"
    want = hashlib.sha256((REPO / "pyproject.toml").read_bytes() + lock.read_bytes()).hexdigest()
    if stamp.exists() and stamp.read_text().strip() == want:
        return
    print("installing the build tools (pyproject.toml: the bundle group, at the versions of the lock)")
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "-q", "--disable-pip-version-check", "-c", str(lock)]
        + ["-e", ".[bundle]"],
        check=True,
        cwd=REPO,
    )
    stamp.write_text(want + "\n")


# -- after PyInstaller --------------------------------------------------------------------------------


def add_platform_files(folder: Path) -> None:
    """Linux: the desktop-menu entry, the file type and the script that installs them for the user."""
    if not sys.platform.startswith("linux"):
        return
    shutil.copy2(INSTALLER / "arbiter-desk.desktop", folder / "arbiter-desk.desktop")
    shutil.copy2(INSTALLER / "linux" / "arbiter-desk-mime.xml", folder / "arbiter-desk-mime.xml")
    shutil.copy2(INSTALLER / "linux" / "install.sh", folder / "install.sh")


def executable(folder: Path) -> Path:
    """The console executable of a built folder (Windows: arbiter.exe, which can print)."""
    return folder / ("arbiter.exe" if sys.platform == "win32" else NAME)


def check_version(folder: Path) -> str:
    """Run the built program once: it must print the version of the sources it was built from."""
    sys.path.insert(0, str(REPO))
    from engine.version import VERSION, program_version

    out = subprocess.run(
        [str(executable(folder)), "--version"], capture_output=True, text=True, timeout=300, check=False
    )
    if out.returncode != 0 or out.stdout.strip() != program_version():
        raise SystemExit(f"error: the built program answered {out.stdout.strip()!r} {out.stderr.strip()}")
    return VERSION


def size_on_disk(folder: Path) -> int:
    """Bytes the folder takes on disk (blocks where the system reports them, else file sizes)."""
    total = 0
    for root, _dirs, files in os.walk(folder):
        for name in files:
            st = os.lstat(os.path.join(root, name))
            blocks = getattr(st, "st_blocks", None)
            total += blocks * 512 if blocks is not None else st.st_size
    return total


def machine() -> str:
    import platform

    return platform.machine().lower().replace("amd64", "x86_64")


def download_name(version: str, system: str = sys.platform) -> str:
    """The file users download, for ``system`` (a ``sys.platform`` value)."""
    if system == "win32":
        return f"{NAME}-{version}-windows-setup.exe"  # OutputBaseFilename in arbiter-desk.iss
    if system == "darwin":
        return f"{NAME}-{version}-macos-{machine()}.dmg"
    return f"{NAME}-{version}-linux-{machine()}.tar.gz"


def package(dist: Path, version: str) -> Path:
    if sys.platform == "win32":
        return windows_installer(dist, version)
    if sys.platform == "darwin":
        return macos_disk_image(dist, version)
    target = dist / download_name(version)
    with tarfile.open(target, "w:gz") as tar:
        tar.add(dist / NAME, arcname=NAME)
    return target


def windows_installer(dist: Path, version: str) -> Path:
    """Inno Setup (``ISCC.exe``) compiles installer/windows/arbiter-desk.iss over dist/ArbiterDesk."""
    iscc = shutil.which("iscc") or shutil.which("ISCC")
    default = (
        Path(os.environ.get("PROGRAMFILES(X86)", r"C:\Program Files (x86)")) / "Inno Setup 6" / "ISCC.exe"
    )
    if iscc is None and default.exists():
        iscc = str(default)
    if iscc is None:
        raise SystemExit("error: Inno Setup 6 (ISCC.exe) is needed for --package on Windows")
    subprocess.run(
        [
            iscc,
            f"/DAppVersion={version}",
            f"/DSourceDir={dist / NAME}",
            f"/DOutputDir={dist}",
            str(INSTALLER / "windows" / "arbiter-desk.iss"),
        ],
        check=True,
    )
    return dist / download_name(version)


def macos_disk_image(dist: Path, version: str) -> Path:
    """A compressed disk image holding the app and a link to /Applications to drag it onto."""
    staging = dist / "dmg"
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir()
    subprocess.run(["ditto", str(dist / APP), str(staging / APP)], check=True)
    (staging / "Applications").symlink_to("/Applications")
    target = dist / download_name(version)
    target.unlink(missing_ok=True)
    subprocess.run(
        [
            "hdiutil",
            "create",
            "-volname",
            "Arbiter Desk",
            "-srcfolder",
            str(staging),
            "-ov",
            "-format",
            "UDZO",
            str(target),
        ],
        check=True,
    )
    shutil.rmtree(staging)
    return target


if __name__ == "__main__":
    sys.exit(main())
