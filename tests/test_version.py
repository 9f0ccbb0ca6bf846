"""The version is written once (``engine/version.py``) and shown by the package metadata, ``arbiter
--version``, ``python -m engine --version``, the window's About box and the foot of every printed page."""

from __future__ import annotations

import io
import re
import subprocess
import sys
import tomllib
from importlib.metadata import version as installed_version
from typing import Any

import pytest

from arbiter_gui.entry import run as arbiter
from engine.version import VERSION, program_version
from outputs.documents import DocumentKind, render
from tests.conftest import REPO
from tests.test_reports_documents import pdf_text, twelve

# PEP 440 release with optional pre/post/dev parts, as pip and the installers expect it.
PEP440 = re.compile(r"\d+(\.\d+)*((a|b|rc)\d+)?(\.post\d+)?(\.dev\d+)?")


def test_the_version_is_a_release_number_written_in_one_place() -> None:
    assert PEP440.fullmatch(VERSION)
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" not in project["project"] and project["project"]["dynamic"] == ["version"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "engine.version.VERSION"}


def test_the_installed_package_carries_it() -> None:
    assert installed_version("arbiter-desk") == VERSION


def test_arbiter_version(capsys: pytest.CaptureFixture[str]) -> None:
    assert arbiter(["--version"]) == 0
    assert capsys.readouterr().out == f"Arbiter Desk {VERSION}\n"


def test_engine_version() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "engine", "--version"], cwd=REPO, capture_output=True, text=True, timeout=60
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith(f"Arbiter Desk engine {VERSION} (FIDE Dutch System")


def test_the_about_box_says_it(window: Any, prompts: Any) -> None:
    window.show_about()
    ((title, text),) = prompts.infos
    assert title == "About Arbiter Desk"
    assert text.startswith(f"Arbiter Desk {VERSION}:")


def test_the_application_object_carries_it() -> None:
    """In a fresh interpreter: the tests' own QApplication is made by pytest-qt, not by the program."""
    code = "from arbiter_gui.app import make_application\nprint(make_application().applicationVersion())"
    out = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == VERSION


def test_every_printed_page_says_it_at_its_foot(tmp_path: Any) -> None:
    buffer = io.BytesIO()
    pages = render(DocumentKind.WALLCHART, twelve(5), buffer, page_size="A4")
    text = pdf_text(buffer.getvalue(), tmp_path)
    feet = [line for line in text.splitlines() if "page " in line and " of " in line]
    assert pages >= 1 and len(feet) >= pages
    assert all(line.strip().startswith(program_version()) for line in feet[:pages])
