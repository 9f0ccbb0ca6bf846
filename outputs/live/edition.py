"""One edition of the live pages: every page of one read of the file, rendered once, compressed once.

An edition is made when the file changed (``outputs.live.watch``) and never changed after; the server
answers each request from the edition in force, so a request costs no reading of the file and no
rendering (the search excepted, made from the edition's snapshot). Each page keeps its body, its gzip
body (RFC 9110 8.4.1.3) and an entity tag that names its bytes (RFC 9110 8.8.3), and the time it last
changed (``Last-Modified``, RFC 9110 8.8.2): a page an edition did not change keeps the time of the one
that did.
"""

from __future__ import annotations

import gzip
import hashlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime

from engine.i18n import in_language
from outputs.live import search
from outputs.live.script import SCRIPT, SCRIPT_FILE
from outputs.snapshot import EventSnapshot
from outputs.web import site_pages
from outputs.web.html import Additions
from outputs.web.pages import Site

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


@dataclass(frozen=True, slots=True)
class Edition:
    """Every file of one read of the event, by address (``index.html``, ``round-3.html``, ...)."""

    number: int
    """The file's change marker when it was read (``TournamentFile.change_marker``)."""
    snap: EventSnapshot
    language: str
    files: Mapping[str, Served] = field(default_factory=dict)


def additions(number: int, query: str) -> Additions:
    """What the live server adds to every page: its edition and the script in the head, the search
    form at the top (in the language in force)."""
    head = (
        '\n<link rel="icon" href="data:," />'  # no icon: a phone would ask for /favicon.ico
        f'\n<meta name="arbiter-edition" content="{number}" />'
        f'\n<script src="{SCRIPT_FILE}" defer="defer"></script>'
    )
    return Additions(head=head, top=search.form(query))


def make_edition(
    snap: EventSnapshot, number: int, language: str | None, before: Edition | None = None
) -> Edition:
    """Render every page of ``snap`` in ``language`` (None: the program's) for edition ``number``."""
    with in_language(language) as chosen:
        _, pages = site_pages(snap, chosen, additions(number, ""))
    kept = before.files if before is not None else {}
    files = {
        p.file: served(
            p.html.encode("utf-8"), CSS if p.file.endswith(".css") else HTML, snap.taken_at, kept.get(p.file)
        )
        for p in pages
    }
    files[SCRIPT_FILE] = served(SCRIPT.encode("utf-8"), JAVASCRIPT, snap.taken_at, kept.get(SCRIPT_FILE))
    return Edition(number, snap, chosen, files)


def search_page(edition: Edition, query: str) -> bytes:
    """The answer to a search, made from the edition's snapshot in its language."""
    with in_language(edition.language):
        site = Site(edition.snap, edition.language, additions(edition.number, query))
        return search.answer_page(site, query).encode("utf-8")
