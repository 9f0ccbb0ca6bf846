"""The live server of an event of several sections (issue 30 item 1): the real server (uvicorn on a free
loopback port, as ``tests/test_live_attacks.py`` runs it) serves an index listing the sections and each
section's pages, search and stream of editions under its folder; a result entered in the second section
reaches an open stream of that section and its page."""

from __future__ import annotations

from pathlib import Path

import httpx2
import pytest

from tests.live_support import enter_in_section, running
from tests.test_sections import _two_sections

LINKS = ('href="test-open/index.html"', 'href="open-b/index.html"')


@pytest.fixture
def fest(tmp_path: Path) -> Path:
    path = tmp_path / "fest.arbiter"
    with _two_sections(str(path)):
        pass
    return path


def test_the_index_lists_every_section_and_each_serves_its_own_pages(fest: Path) -> None:
    with running(fest, language="en") as server, httpx2.Client(timeout=30) as c:
        top = f"http://127.0.0.1:{server.port}/"
        index = c.get(top)
        assert index.status_code == 200 and all(link in index.text for link in LINKS)
        assert 'name="arbiter-edition"' in index.text  # the index follows the editions too
        a_players = c.get(top + "test-open/players.html")
        b_players = c.get(top + "open-b/players.html")
        assert a_players.status_code == b_players.status_code == 200
        assert "Alpha1, Ann" in a_players.text and "Beta" not in a_players.text
        assert "Beta1, Ben" in b_players.text and "Alpha" not in b_players.text
        assert "Test Open · Open B" in b_players.text
        assert c.get(top + "open-b/").text == c.get(top + "open-b/index.html").text
        assert c.get(top + "open-b/style.css").status_code == 200  # the pages' relative links resolve
        assert c.get(top + "open-b/live.js").status_code == 200
        found = c.get(top + "open-b/search", params={"q": "beta1"})
        assert "Beta1, Ben" in found.text and 'href="player-7.html"' in found.text
        nothing = c.get(top + "test-open/search", params={"q": "beta1"})
        assert "0 players found." in nothing.text
        for missing in ("players.html", "search?q=a", "open-c/index.html", "open-c/events", "open-b/x"):
            assert c.get(top + missing).status_code == 404, missing


def test_a_result_of_the_second_section_reaches_its_open_stream_and_page(fest: Path) -> None:
    with running(fest, language="en") as server, httpx2.Client(timeout=30) as c:
        top = f"http://127.0.0.1:{server.port}/"
        before = c.get(top + "open-b/round-1.html").text
        assert '<td class="result">½ – ½</td>' in before
        with c.stream("GET", top + "open-b/events") as stream:
            lines = stream.iter_lines()
            first = next(line for line in lines if line.startswith("data:"))
            enter_in_section(fest, "Open B", 1, 1, "1-0")
            second = next(line for line in lines if line.startswith("data:"))
        assert int(second.removeprefix("data: ")) > int(first.removeprefix("data: "))
        after = c.get(top + "open-b/round-1.html").text
        assert '<td class="result">1 – 0</td>' in after and "½ – ½" not in after
