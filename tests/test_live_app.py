"""The live server's application in-process (Starlette's test client): only the event's pages, GET and
HEAD only, caching headers and 304, gzip, the search without scripts, a change read from the file
becoming the next edition (issue 31 items 1-3)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from outputs.live.app import LiveApp
from outputs.live.guard import Limits
from outputs.live.watch import Watcher, open_event
from outputs.snapshot import take_snapshot
from outputs.web import site_pages
from tests.live_support import enter_result
from tests.publish_support import hostile_event


@pytest.fixture(scope="module")
def event(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The event the tests only read (one for the module: it takes a few seconds to make)."""
    return hostile_event(tmp_path_factory.mktemp("live"))


Served = tuple[LiveApp, Watcher, TestClient]


def _serve(event: Path) -> Iterator[Served]:
    app: LiveApp
    watcher = Watcher(event, lambda e: app.publish(e), language="en")
    app = LiveApp(watcher.edition, Limits(rate=1000, burst=10000))
    yield app, watcher, TestClient(app)
    watcher.stop()


@pytest.fixture
def served(event: Path) -> Iterator[Served]:
    yield from _serve(event)


@pytest.fixture
def changing(tmp_path: Path) -> Iterator[tuple[Path, Served]]:
    """An event of its own, which the test changes."""
    path = hostile_event(tmp_path)
    for s in _serve(path):
        yield path, s


def _links(html: str) -> set[str]:
    return set(re.findall(r'href="([^"#]+)', html))


def test_every_page_of_the_web_folder_is_served_with_its_content(served: Served, event: Path) -> None:
    _, _, client = served
    with open_event(event) as tf:
        _, static = site_pages(take_snapshot(tf, "en"), "en")
    assert len(static) > 10
    for page in static:
        r = client.get(f"/{page.file}")
        assert r.status_code == 200, page.file
        if page.file.endswith(".html"):
            main = page.html.split("<main>")[1].split("</main>")[0]
            assert main.strip() in r.text  # the static page's own body, with the search form before it
            assert '<form class="search" action="search" method="get"' in r.text
            assert '<script src="live.js"' in r.text
    assert client.get("/").text == client.get("/index.html").text


def test_following_every_link_reaches_a_page(served: Served) -> None:
    _, _, client = served
    seen: set[str] = set()
    todo = ["index.html"]
    while todo:
        href = todo.pop()
        if href in seen:
            continue
        seen.add(href)
        r = client.get(f"/{href}")
        assert r.status_code == 200, href
        if "text/html" in r.headers["content-type"]:
            todo += [h for h in _links(r.text) if not h.startswith(("http", "data:"))]
    assert {"standings.html", "crosstable.html", "players.html", "round-3.html", "style.css"} <= seen
    assert sum(1 for h in seen if h.startswith("player-")) == 11


@pytest.mark.parametrize(
    "path",
    [
        "/pub.arbiter",
        "/../pub.arbiter",
        "/%2e%2e/pub.arbiter",
        "/..%2fpub.arbiter",
        "/.arbiter-desk-site",
        "/round-99.html",
        "/index.html/",
        "/etc/passwd",
        "/%2fetc%2fpasswd",
        "/outputs/live/app.py",
        "/player-1.html%00.css",
    ],
)
def test_nothing_but_the_event_pages(served: Served, path: str) -> None:
    _, _, client = served
    r = client.get(path)
    assert r.status_code == 404
    assert "Index of" not in r.text and "<a" not in r.text


@pytest.mark.parametrize(
    "method", ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "CONNECT", "PROPFIND"]
)
def test_every_method_but_get_and_head_is_refused(served: Served, method: str) -> None:
    app, _, client = served
    before = app.edition
    r = client.request(method, "/index.html", content=b"q=1")
    assert r.status_code == 405
    assert r.headers["allow"] == "GET, HEAD"
    assert app.edition is before


def test_head_answers_the_headers_without_the_body(served: Served) -> None:
    _, _, client = served
    r = client.head("/standings.html")
    assert r.status_code == 200 and r.content == b""
    assert r.headers["etag"] == client.get("/standings.html").headers["etag"]


def test_caching_headers_and_not_modified(served: Served) -> None:
    _, _, client = served
    first = client.get("/round-2.html", headers={"Accept-Encoding": "identity"})
    tag, modified = first.headers["etag"], first.headers["last-modified"]
    assert first.headers["cache-control"] == "no-cache"
    again = client.get("/round-2.html", headers={"If-None-Match": tag, "Accept-Encoding": "identity"})
    assert again.status_code == 304 and again.content == b""
    assert client.get("/round-2.html", headers={"If-Modified-Since": modified}).status_code == 304
    assert client.get("/round-2.html", headers={"If-None-Match": '"other"'}).status_code == 200
    assert client.get("/round-2.html", headers={"If-Modified-Since": "not a date"}).status_code == 200
    assert client.get("/style.css").headers["cache-control"] == "max-age=300"


def test_gzip_when_accepted_the_same_page(served: Served) -> None:
    _, _, client = served
    plain = client.get("/crosstable.html", headers={"Accept-Encoding": "identity"})
    assert "content-encoding" not in plain.headers
    zipped = client.get("/crosstable.html", headers={"Accept-Encoding": "gzip"})
    assert zipped.headers["content-encoding"] == "gzip" and zipped.headers["vary"] == "Accept-Encoding"
    assert zipped.text == plain.text  # httpx decodes it
    assert zipped.headers["etag"] != plain.headers["etag"]
    refused = client.get("/crosstable.html", headers={"Accept-Encoding": "gzip;q=0"})
    assert "content-encoding" not in refused.headers


def test_the_pages_keep_to_themselves(served: Served) -> None:
    _, _, client = served
    r = client.get("/index.html")
    assert "script-src 'self'" in r.headers["content-security-policy"]
    assert r.headers["x-content-type-options"] == "nosniff"
    assert "<script>" not in r.text  # no inline script (the hostile name is escaped)


def test_search_by_name_without_scripts(served: Served) -> None:
    _, _, client = served
    found = client.get("/search", params={"q": "smith"})
    assert found.status_code == 200
    assert "Smith, Jo" in found.text and "1 player found." in found.text.replace("players", "player")
    assert "board " in found.text and 'href="round-3.html"' in found.text
    accents = client.get("/search", params={"q": "UNAL ayse"})
    assert "Ünal, Ayşe" in accents.text
    hostile = client.get("/search", params={"q": '<script>alert("x")</script>'})
    assert "<script>alert" not in hostile.text and "&lt;script&gt;" in hostile.text
    assert "Type a few letters" in client.get("/search").text
    assert client.get("/search", params={"q": "x" * 2000}).status_code == 414


def test_a_result_entered_elsewhere_becomes_the_next_edition(changing: tuple[Path, Served]) -> None:
    event, (app, watcher, client) = changing
    assert watcher.check() is False  # nothing changed
    page = client.get("/round-3.html")
    assert page.text.count("…") == 1  # one game still being played
    enter_result(event, 3, 5, "1-0")
    assert watcher.check() is True
    assert app.edition is watcher.edition
    now = client.get("/round-3.html", headers={"If-None-Match": page.headers["etag"]})
    assert now.status_code == 200 and "…" not in now.text.split("<main>")[1]
    assert f'content="{app.edition.number}"' in now.text


def test_one_client_over_its_rate_is_slowed_and_the_others_are_not(event: Path) -> None:
    watcher = Watcher(event, lambda e: None, language="en")
    try:
        app = LiveApp(watcher.edition, Limits(rate=5, burst=20), clock=lambda: 100.0)  # no time passes
        greedy = TestClient(app, client=("10.0.0.7", 1000))
        answers = [greedy.get("/index.html").status_code for _ in range(100)]
        assert answers == [200] * 20 + [429] * 80
        assert greedy.get("/index.html").headers["retry-after"] == "1"
        other = TestClient(app, client=("10.0.0.8", 1000))
        assert other.get("/index.html").status_code == 200
    finally:
        watcher.stop()
