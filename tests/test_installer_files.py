"""The installer files agree with each other and with ``installer/build.py``: the Linux parts run here;
the Windows installer script and the build workflow, which cannot run here, are read and checked."""

from __future__ import annotations

import importlib.util
import re
import subprocess
import tarfile
from pathlib import Path
from types import ModuleType

import pytest

from engine.version import VERSION
from tests.conftest import REPO

INSTALLER = REPO / "installer"


def _load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"arbiter_installer_{name}", INSTALLER / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build = _load("build")


def _fake_bundle(dist: Path) -> Path:
    folder = dist / build.NAME
    (folder / "_internal").mkdir(parents=True)
    (folder / build.NAME).write_text("#!/bin/sh\n")
    (folder / "_internal" / "lib.so").write_bytes(b"\0" * 5000)
    return folder


def test_linux_download_is_a_tarball_of_the_folder(tmp_path: Path) -> None:
    _fake_bundle(tmp_path)
    target = build.package(tmp_path, VERSION)
    assert target == tmp_path / build.download_name(VERSION, "linux")
    assert target.name == f"ArbiterDesk-{VERSION}-linux-{build.machine()}.tar.gz"
    with tarfile.open(target) as tar:
        assert sorted(tar.getnames()) == [
            "ArbiterDesk",
            "ArbiterDesk/ArbiterDesk",
            "ArbiterDesk/_internal",
            "ArbiterDesk/_internal/lib.so",
        ]
    assert build.size_on_disk(tmp_path / build.NAME) >= 5000


def test_the_linux_bundle_installs_its_menu_entry_and_file_type(tmp_path: Path) -> None:
    folder = _fake_bundle(tmp_path / "opt folder")
    build.add_platform_files(folder)
    data = tmp_path / "data"
    env = {"HOME": str(tmp_path), "XDG_DATA_HOME": str(data), "PATH": "/usr/bin:/bin"}
    out = subprocess.run(["sh", str(folder / "install.sh")], env=env, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    entry = (data / "applications" / "arbiter-desk.desktop").read_text()
    assert f'Exec="{folder}/ArbiterDesk" %f' in entry.splitlines()
    assert "MimeType=application/x-arbiter-desk;" in entry.splitlines()
    mime = (data / "mime" / "packages" / "arbiter-desk.xml").read_text()
    assert 'type="application/x-arbiter-desk"' in mime and '<glob pattern="*.arbiter"/>' in mime


def test_the_windows_installer_script_matches_the_build() -> None:
    iss = (INSTALLER / "windows" / "arbiter-desk.iss").read_text(encoding="utf-8")
    defines = dict(re.findall(r'^#define (\w+) "([^"]*)"', iss, re.MULTILINE))
    assert defines["AppExe"] == f"{build.NAME}.exe"  # the windowed executable of arbiter_desk.spec
    # The file name build.py reports is the one Inno Setup writes.
    base = re.search(r"^OutputBaseFilename=(.+)$", iss, re.MULTILINE)
    assert base is not None
    written = base.group(1).replace("{#AppVersion}", VERSION) + ".exe"
    assert written == build.download_name(VERSION, "win32")
    assert "/DAppVersion=" in (INSTALLER / "build.py").read_text() and "#ifndef AppVersion" in iss
    sections = set(re.findall(r"^\[(\w+)\]", iss, re.MULTILINE))
    assert {"Setup", "Files", "Icons", "Registry"} <= sections
    # Start menu, uninstaller entry, .arbiter association that opens the file given.
    assert re.search(r'^Name: "\{group\}\\\{#AppName\}"; Filename: "\{app\}\\\{#AppExe\}"', iss, re.MULTILINE)
    assert "{uninstallexe}" in iss
    assert 'Subkey: "Software\\Classes\\.arbiter"' in iss
    assert 'ValueData: """{app}\\{#AppExe}"" ""%1"""' in iss
    assert "ChangesAssociations=yes" in iss


@pytest.mark.parametrize("runner", ["windows", "macos", "ubuntu"])
def test_the_workflow_builds_and_smoke_tests_on_every_system(runner: str) -> None:
    workflow = (REPO / ".github" / "workflows" / "bundles.yml").read_text(encoding="utf-8")
    assert re.search(rf"- os: {runner}-[\w.]+", workflow)
    assert "run: python installer/build.py --package" in workflow
    assert "python installer/smoke_test.py" in workflow
    for pattern in ("dist/*.tar.gz", "dist/*-setup.exe", "dist/*.dmg"):
        assert pattern in workflow
