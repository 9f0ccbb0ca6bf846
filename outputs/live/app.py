"""The live server's ASGI application (Starlette): the event's pages and nothing else.

- Only the files of the edition in force (``outputs.live.edition``), found by their exact name: no
  directory listing, no path outside them (a name is a key of the edition, never a path on disk), the
  search (``search?q=``) and the stream of editions (``events``); for an event of several sections the
  same under each section's folder (``open-a/search``, ``outputs.live.sections``). Anything else is 404.
- Only GET and HEAD (RFC 9110 9.3.1, 9.3.2): every other method is refused with 405 and ``Allow``; there
  is no endpoint that writes anything.
- Caching (RFC 9110 8.8, 13.1): ``ETag`` and ``Last-Modified`` on every file, 304 Not Modified for
  ``If-None-Match`` (or, without it, ``If-Modified-Since``); pages are ``no-cache`` (a phone asks again
  and gets a 304 while nothing changed), the style sheet and the script are kept five minutes.
- Compression: the gzip body made once per edition, sent when the client accepts gzip
  (``Vary: Accept-Encoding``).
- The limits of ``outputs.live.guard`` (429 with ``Retry-After``), and headers that keep the pages
  to themselves (``Content-Security-Policy``: scripts, styles and pictures from this server only; no
  framing; no referrer; no sniffing of types).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator, Callable
from datetime import UTC
from email.utils import format_datetime, parsedate_to_datetime
from typing import Any

from starlette.requests import Request
from starlette.responses import PlainTextResponse, Response, StreamingResponse
from starlette.routing import Route, Router
from starlette.types import Message, Receive, Scope, Send

from outputs.live.edition import HTML, LiveEdition, Served
from outputs.live.guard import Counter, Limits, RequestBudget
from outputs.live.script import EVENTS
from outputs.live.search import SEARCH
from outputs.web.pages import INDEX

ALLOWED = ("GET", "HEAD")
HEARTBEAT_SECONDS = 15.0
"""A comment line sent on an idle stream of editions, so that a phone's network keeps it open."""
MAX_QUERY_STRING = 1024
"""The longest query string read (bytes); a longer one is refused (414)."""
KEPT_FILES = (".css", ".js")
"""Files that change only with the program: a phone keeps them five minutes."""

SECURITY_HEADERS = [
    (
        b"content-security-policy",
        b"default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        b"connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    ),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
    (b"x-frame-options", b"DENY"),
]


class LiveApp:
    """The application: serves the edition in force; ``publish`` (from any thread) puts a new one in
    force and tells every open stream."""

    def __init__(
        self,
        edition: LiveEdition,
        limits: Limits = Limits(),  # noqa: B008 (frozen)
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        """``clock``: seconds, for the requests' budget (a test fixes it)."""
        self.edition = edition
        self.limits = limits
        self.budget = RequestBudget(limits, clock)
        self.streams = Counter(limits.streams_per_client, limits.streams)
        self.closing = False
        self._loop: asyncio.AbstractEventLoop | None = None
        self._changed: asyncio.Event | None = None
        self._routes = Router(
            redirect_slashes=False,
            routes=[
                Route("/", self.file),
                Route(f"/{EVENTS}", self.events),
                Route(f"/{SEARCH}", self.search),
                Route("/{name}", self.file),
                Route(f"/{{folder}}/{EVENTS}", self.events),
                Route(f"/{{folder}}/{SEARCH}", self.search),
                Route("/{folder}/", self.file),
                Route("/{folder}/{name}", self.file),
            ],
        )

    # -- from the reader's thread -------------------------------------------------------------------
    def publish(self, edition: LiveEdition) -> None:
        """Put ``edition`` in force (any thread) and wake the streams."""
        self.edition = edition
        loop = self._loop
        if loop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(self._wake)

    def close(self) -> None:
        """End every stream (the server is stopping)."""
        self.closing = True
        loop = self._loop
        if loop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(self._wake)

    def _wake(self) -> None:
        if self._changed is not None:
            self._changed.set()
        self._changed = asyncio.Event()

    # -- ASGI -------------------------------------------------------------------------------------
    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            return  # lifespan and websockets: nothing to do, nothing served
        if self._loop is None:
            self._loop = asyncio.get_running_loop()
            self._changed = asyncio.Event()
        refusal = self._refusal(scope)
        if refusal is not None:
            await refusal(scope, receive, send)
            return

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [*message.get("headers", []), *SECURITY_HEADERS]
            await send(message)

        await self._routes(scope, receive, with_headers)

    def _refusal(self, scope: Scope) -> Response | None:
        """The answer to a request refused before it is served (None: serve it)."""
        if scope["method"] not in ALLOWED:
            return PlainTextResponse(
                "Only GET and HEAD are served here.\n", status_code=405, headers={"Allow": ", ".join(ALLOWED)}
            )
        if not self.budget.take(client_of(scope)):
            return PlainTextResponse("Too many requests; try again in a second.\n", 429, {"Retry-After": "1"})
        if len(scope.get("query_string", b"")) > MAX_QUERY_STRING:
            return PlainTextResponse("The address is too long.\n", status_code=414)
        return None

    # -- the endpoints ------------------------------------------------------------------------------
    async def file(self, request: Request) -> Response:
        name = request.path_params.get("name", INDEX)
        folder = request.path_params.get("folder")
        found = self.edition.file(name if folder is None else f"{folder}/{name}")
        if found is None:
            return PlainTextResponse("Not found.\n", status_code=404)
        return file_response(request, found)

    async def search(self, request: Request) -> Response:
        query = request.query_params.get("q", "")
        body = self.edition.search_page(query, request.path_params.get("folder", ""))
        if body is None:
            return PlainTextResponse("Not found.\n", status_code=404)
        return Response(body, media_type=HTML, headers={"Cache-Control": "no-store"})

    async def events(self, request: Request) -> Response:
        folder = request.path_params.get("folder")
        if folder is not None and not self.edition.has_folder(folder):
            return PlainTextResponse("Not found.\n", status_code=404)
        client = client_of(request.scope)
        if not self.streams.enter(client):
            return PlainTextResponse("Too many open pages.\n", 429, {"Retry-After": "10"})
        return StreamingResponse(
            self._stream(client),
            media_type="text/event-stream",
            headers={"Cache-Control": "no-store"},
        )

    async def _stream(self, client: str) -> AsyncIterator[bytes]:
        """The stream of editions: the number in force at once, then each new one (HTML Living
        Standard 9.2, server-sent events)."""
        try:
            yield b"retry: 2000\n\n"
            sent = -1
            while not self.closing:
                changed = self._changed
                number = self.edition.number
                if number != sent:
                    yield f"data: {number}\n\n".encode("ascii")
                    sent = number
                    continue
                assert changed is not None
                try:
                    await asyncio.wait_for(changed.wait(), HEARTBEAT_SECONDS)
                except TimeoutError:
                    yield b": still here\n\n"
        finally:
            self.streams.leave(client)


def client_of(scope: Scope) -> str:
    """The client's address (the limits are per address)."""
    client: Any = scope.get("client")
    return str(client[0]) if client else ""


def file_response(request: Request, f: Served) -> Response:
    """``f`` with its caching headers, gzip'ed when accepted, or 304 when the client has it already."""
    gz = accepts_gzip(request.headers.get("accept-encoding", ""))
    tag = f'"{f.tag}-gz"' if gz else f'"{f.tag}"'
    headers = {
        "ETag": tag,
        "Last-Modified": format_datetime(f.modified.astimezone(UTC), usegmt=True),
        "Cache-Control": "max-age=300" if request.url.path.endswith(KEPT_FILES) else "no-cache",
        "Vary": "Accept-Encoding",
    }
    if not_modified(request, f):
        return Response(status_code=304, headers=headers)
    if gz:
        headers["Content-Encoding"] = "gzip"
    return Response(f.gzipped if gz else f.body, media_type=f.media_type, headers=headers)


def not_modified(request: Request, f: Served) -> bool:
    """The client's copy is ``f`` (RFC 9110 13.1.2 If-None-Match, weak comparison; else 13.1.3
    If-Modified-Since, to the second)."""
    asked = request.headers.get("if-none-match")
    if asked is not None:
        tags = {t.strip().removeprefix("W/") for t in asked.split(",")}
        return "*" in tags or f'"{f.tag}"' in tags or f'"{f.tag}-gz"' in tags
    since = request.headers.get("if-modified-since")
    if since is None:
        return False
    try:
        when = parsedate_to_datetime(since)
    except (TypeError, ValueError):
        return False
    if when.tzinfo is None:
        return False
    return f.modified.replace(microsecond=0) <= when


def accepts_gzip(header: str) -> bool:
    """``Accept-Encoding`` names gzip (or ``*``) without ``q=0`` (RFC 9110 12.5.3).

    >>> accepts_gzip("gzip, deflate, br"), accepts_gzip("br;q=1, gzip;q=0"), accepts_gzip("identity")
    (True, False, False)
    """
    for item in header.split(","):
        coding, _, params = item.strip().partition(";")
        if coding.strip().lower() in ("gzip", "*"):
            q = params.strip().lower()
            return not (q.startswith("q=") and _zero(q[2:]))
    return False


def _zero(q: str) -> bool:
    try:
        return float(q) == 0.0
    except ValueError:
        return False
