"""Publish ▸ Serve to phones (issue 31): the window starts the live server off its own thread, shows
the address and its QR code, the projector shows the code, the pages answer, and the server stops with
the action, when the file closes, or refuses a port in use in one sentence."""

from __future__ import annotations

import shutil
import socket
from pathlib import Path
from typing import Any

import httpx2
import pytest

from arbiter_gui.main_window import MainWindow
from arbiter_gui.serving import ServingWindow
from tests.publish_support import hostile_event


@pytest.fixture(scope="module")
def original(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return hostile_event(tmp_path_factory.mktemp("event"))


@pytest.fixture
def opened(window: MainWindow, original: Path, tmp_path: Path) -> MainWindow:
    copy = tmp_path / "event.arbiter"
    shutil.copy(original, copy)
    assert window.files.open_path(copy)
    window.serving.host, window.serving.port = "127.0.0.1", 0  # any free port, loopback only
    return window


def test_serve_to_phones_waits_for_a_file(window: MainWindow) -> None:
    assert not window.serving.action.isEnabled()
    publish = next(a for a in window.menuBar().actions() if a.text() == "Pu&blish")
    assert window.serving.action in publish.menu().actions()


def test_the_window_serves_shows_the_code_and_stops(opened: MainWindow, qtbot: Any) -> None:
    serving = opened.serving
    opened.publishing.projector_pairings.trigger()
    serving.action.trigger()
    qtbot.waitUntil(lambda: serving.server is not None, timeout=15_000)
    server = serving.server
    assert server is not None and serving.action.isChecked()
    address = server.addresses[0]
    assert address == f"http://127.0.0.1:{server.port}/"
    assert isinstance(serving.window, ServingWindow)
    assert address in serving.window.address.text()
    assert not serving.window.qr.pixmap().isNull()
    projector = opened.publishing.projector
    assert projector is not None and projector.qr_address == address
    page = httpx2.get(address + "round-3.html", timeout=10)
    assert page.status_code == 200 and "Round 3" in page.text
    serving.window.stop_button.click()
    qtbot.waitUntil(lambda: not serving.action.isChecked() and serving.action.isEnabled(), timeout=15_000)
    assert projector.qr_address == ""
    with pytest.raises(httpx2.ConnectError):
        httpx2.get(address, timeout=2)


def test_closing_the_file_stops_the_server(opened: MainWindow, qtbot: Any) -> None:
    serving = opened.serving
    serving.action.trigger()
    qtbot.waitUntil(lambda: serving.server is not None, timeout=15_000)
    port = serving.server.port if serving.server else 0
    opened.files.close_file()
    qtbot.waitUntil(lambda: not serving.action.isChecked(), timeout=15_000)
    with pytest.raises(httpx2.ConnectError):
        httpx2.get(f"http://127.0.0.1:{port}/", timeout=2)


def test_a_port_in_use_is_refused_in_one_sentence(opened: MainWindow, qtbot: Any, prompts: Any) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        opened.serving.port = taken.getsockname()[1]
        opened.serving.action.trigger()
        qtbot.waitUntil(lambda: opened.serving.action.isEnabled(), timeout=15_000)
    assert opened.serving.server is None and not opened.serving.action.isChecked()
    assert prompts.bugs == []
    assert len(prompts.errors) == 1 and f"port {opened.serving.port}" in prompts.errors[0][1]
