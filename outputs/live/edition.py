"""One edition of the live pages: every page of one read of the file, each made once, when a phone
first asks for it.

An edition is made when the file changed (``outputs.live.watch``: the snapshot, a fraction of a second
for 500 players) and never changed after; a page is made from it the first time it is asked for (the
web folder's page makers, ``outputs.web.pages.Site.makers``: a player's card takes a fraction of a
millisecond, the crosstable of 500 players some 30 ms), then kept with its gzip body (RFC 9110 8.4.1.3)
and an entity tag that names its bytes (RFC 9110 8.8.3). So a change costs the reading of the file and
the pages the phones look at, not the 500 cards nobody opened; and the requests after the first cost no
rendering. ``Last-Modified`` (RFC 9110 8.8.2) is the time the page's bytes last changed: a page the
edition did not change keeps the previous edition's time and tag.
"""

from __future__ import annotations

import gzip
import hashlib
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol

from engine.i18n import in_language
from outputs.live.script import SCRIPT, SCRIPT_FILE
from outputs.live.search import answer_page
from outputs.live.search import form as search_form
from outputs.snapshot import EventSnapshot
from outputs.web.html import Additions
from outputs.web.pages import STYLE, Page, Site
from outputs.web.style import CSS as STYLE_SHEET

HTML = "text/html; charset=utf-8"
CSS = "text/css; charset=utf-8"
JAVASCRIPT = "text/javascript; charset=utf-8"


@dataclass(frozen=True, slots=True)
class Served:
    """A file as the server sends it: its bytes, gzip'ed bytes, entity tag, media type, last change."""

    body: bytes
    gzipped: bytes
    tag: str
    """The entity tag's opaque part (without quotes), a digest of ``body``."""
    media_type: str
    modified: datetime


def served(body: bytes, media_type: str, modified: datetime, before: Served | None = None) -> Served:
    """``body`` ready to send; ``before`` (the same file in the previous edition) is kept when the bytes
    did not change, with its compression and its time."""
    tag = hashlib.blake2b(body, digest_size=12).hexdigest()
    if before is not None and before.tag == tag:
        return before
    return Served(body, gzip.compress(body, compresslevel=6, mtime=0), tag, media_type, modified)


class LiveEdition(Protocol):
    """What the server serves (``outputs.live.app``): an event's ``Edition``, or the ``SectionsEdition``
    of an event of several sections (``outputs.live.sections``)."""

    number: int
    """The file's change marker when it was read."""

    @property
    def event_name(self) -> str:
        """The event's name (what ``arbiter serve`` says it serves)."""
        ...

    def file(self, name: str) -> Served | None:
        """The file at the address ``name`` (None: no such file)."""
        ...

    def search_page(self, query: str, folder: str = "") -> bytes | None:
        """The answer to a search in the section of ``folder`` ("" for an event of one section; None: no
        search there)."""
        ...

    def has_folder(self, folder: str) -> bool:
        """``folder`` is a section's folder."""
        ...


class Edition:
    """The files of one read of the event, by address (``index.html``, ``round-3.html``, ...), made on
    first request. Used from one thread at a time (the server's event loop)."""

    def __init__(
        self, number: int, snap: EventSnapshot, language: str, before: Edition | None = None
    ) -> None:
        self.number = number
        """The file's change marker when it was read (``TournamentFile.change_marker``)."""
        self.snap = snap
        self.language = language
        with in_language(language):
            site = Site(snap, language, additions(number, ""))
        self._makers: dict[str, Callable[[], bytes]] = {
            name: _html(make) for name, make in site.makers().items()
        }
        self._makers[STYLE] = lambda: STYLE_SHEET.encode("utf-8")
        self._makers[SCRIPT_FILE] = lambda: SCRIPT.encode("utf-8")
        self._made: dict[str, Served] = {}
        self._before: dict[str, Served] = dict(before._made) if before is not None else {}

    @property
    def names(self) -> frozenset[str]:
        """Every address this edition serves (the search and the stream aside)."""
        return frozenset(self._makers)

    @property
    def event_name(self) -> str:
        return self.snap.event.name

    def has_folder(self, folder: str) -> bool:
        """An event of one section has its pages at the top: no folder."""
        return False

    def file(self, name: str) -> Served | None:
        """The file at ``name`` (made now if it was not yet); None when there is no such file."""
        found = self._made.get(name)
        if found is not None:
            return found
        make = self._makers.get(name)
        if make is None:
            return None
        with in_language(self.language):
            body = make()
        kind = CSS if name.endswith(".css") else JAVASCRIPT if name.endswith(".js") else HTML
        found = self._made[name] = served(body, kind, self.snap.taken_at, self._before.pop(name, None))
        return found

    def search_page(self, query: str, folder: str = "") -> bytes | None:
        """The answer to a search, made from the edition's snapshot in its language (None for a
        ``folder``: the pages are at the top)."""
        if folder:
            return None
        with in_language(self.language):
            site = Site(self.snap, self.language, additions(self.number, query))
            return answer_page(site, query).encode("utf-8")


def _html(make: Callable[[], Page]) -> Callable[[], bytes]:
    return lambda: make().html.encode("utf-8")


def additions(number: int, query: str, *, search: bool = True) -> Additions:
    """What the live server adds to every page: its edition and the script in the head, the search
    form at the top (in the language in force; ``search`` False: none, the index of sections)."""
    head = (
        '\n<link rel="icon" href="data:," />'  # no icon: a phone would ask for /favicon.ico
        f'\n<meta name="arbiter-edition" content="{number}" />'
        f'\n<script src="{SCRIPT_FILE}" defer="defer"></script>'
    )
    return Additions(head=head, top=search_form(query) if search else "")


def make_edition(
    snap: EventSnapshot, number: int, language: str | None, before: Edition | None = None
) -> Edition:
    """The edition ``number`` of ``snap`` in ``language`` (None: the program's); nothing rendered yet."""
    with in_language(language) as chosen:
        return Edition(number, snap, chosen, before)
