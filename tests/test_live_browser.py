"""The live pages in a real browser: Debian's Chromium, headless, driven by Playwright over CDP (its
own browser download is never used). It opens the home page, follows every link, finds each player's
board through the search form (no script needed), and sees a result entered by ``arbiter result`` in
another process appear on the open page without reloading it (issue 31 items 2 and 5)."""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, sync_playwright

import operations
from outputs.live.guard import Limits
from outputs.live.server import LiveServer
from tests.conftest import REPO, in_ci
from tests.live_support import running
from tests.publish_support import hostile_event

CHROMIUM = Path("/usr/bin/chromium")
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    if not CHROMIUM.exists():
        reason = f"{CHROMIUM} is missing (scripts/setup.sh installs Debian's chromium)"
        if in_ci():
            pytest.fail(reason + "; under CI=true every test must run", pytrace=False)
        pytest.skip(reason)
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=str(CHROMIUM), args=FLAGS, headless=True)
        yield b
        b.close()


@pytest.fixture
def server(tmp_path: Path) -> Iterator[LiveServer]:
    path = hostile_event(tmp_path)
    with running(path, Limits(rate=200, burst=1000), language="en") as s:
        yield s


def _page(browser: Browser, javascript: bool = True) -> Page:
    context = browser.new_context(java_script_enabled=javascript)
    page = context.new_page()
    page.set_default_timeout(10_000)
    return page


@pytest.mark.sqlite_only("browser")
def test_every_link_opens_a_page(browser: Browser, server: LiveServer) -> None:
    base = f"http://127.0.0.1:{server.port}/"
    page = _page(browser)
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    seen: set[str] = set()
    todo = [base]
    while todo:
        url = todo.pop()
        if url in seen:
            continue
        seen.add(url)
        answer = page.goto(url)
        assert answer is not None and answer.status == 200, url
        assert page.locator("main h1").count() == 1, url
        hrefs = page.eval_on_selector_all("a[href]", "els => els.map(e => e.href)")
        todo += [h.split("#")[0] for h in hrefs if h.startswith(base)]
    assert len(seen) >= 4 + 3 + 11  # home (twice: / and index.html), tables, rounds, a page per player
    assert errors == []  # the script and the policy agree (no refused script, no failed stream)


@pytest.mark.sqlite_only("browser")
def test_each_player_finds_his_board_with_the_search_form(browser: Browser, server: LiveServer) -> None:
    base = f"http://127.0.0.1:{server.port}/"
    snap = server.app.edition.snap
    page = _page(browser, javascript=False)  # the form works without scripts
    for player in snap.players:
        page.goto(base + "players.html")
        page.fill("input[name=q]", player.name.split(",")[0][:20])
        with page.expect_navigation(url=re.compile(r"/search\?q=")):  # the answer page, loaded
            page.click("form.search button")
        row = page.locator("table.players tbody tr", has_text=player.name.split(",")[0][:20])
        assert row.count() >= 1, player.name
        board = snap.board_of(3, player.id)
        if board is not None:
            assert f"board {board.board}," in row.first.inner_text()
            with page.expect_navigation(url=re.compile(r"round-3\.html$")):
                row.first.locator('a[href="round-3.html"]').click()
            assert page.locator("table.pairings").count() == 1


@pytest.mark.sqlite_only("browser")
def test_a_result_from_the_command_line_appears_without_reloading(
    browser: Browser, server: LiveServer
) -> None:
    path = server.watcher.location
    page = _page(browser)
    page.goto(f"http://127.0.0.1:{server.port}/round-3.html")
    page.evaluate("window.notReloaded = true")
    pending = page.locator("table.pairings tbody tr", has_text="…")
    assert pending.count() == 1
    board = int(pending.locator("th").inner_text())
    stamp = page.locator("footer").inner_text()
    page.wait_for_function("document.querySelector('meta[name=arbiter-edition]') !== null")
    done = subprocess.run(
        [sys.executable, "-m", "arbiter_gui", "result", str(path), "3", str(board), "0-1"],
        cwd=REPO,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    row = page.locator("table.pairings tbody tr", has=page.locator("th", has_text=re.compile(f"^{board}$")))
    row.filter(has_text="0 – 1").wait_for(timeout=30_000)  # how soon: bench/serve_load.py
    assert page.evaluate("window.notReloaded") is True
    assert page.locator("table.pairings tbody tr", has_text="…").count() == 0
    assert "Published" in page.locator("footer").inner_text() and stamp
    with operations.open_file(path, read_only=True) as tf:
        assert page.locator("meta[name=arbiter-edition]").get_attribute("content") == str(tf.change_marker())
