"""The web folder: a static site (HTML and CSS, no scripts) that the organiser uploads or serves on the
venue's network, written again after every round (``write_site``).

Each file is written beside its final name and moved over it (a reader never sees half a page; no
``fsync``: the site is written again from the tournament file whenever needed, and a USB stick would
make every page wait for the disk). The
folder keeps a list of what was written (``MANIFEST``); a later publication removes the pages it no
longer writes (a round deleted, a player removed) and nothing else. A folder that holds other files
and no list is refused (``PublishError``): publishing into the wrong folder must not scatter pages
among someone's files.

The pages are for people: their words (headings, column titles, bye words, legends) are in the language
asked for (``language``; default: the program's, i.e. the window's or the ``arbiter`` command's), and
their ``lang`` says which (``engine.i18n.in_language``: English where the program has no catalogue).
The exports for programs (CSV, JSON, PGN) stay English.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from engine.errors import ArbiterError
from engine.i18n import in_language, translate
from publish.site.pages import STYLE, Page, Site
from publish.site.style import CSS
from publish.snapshot import EventSnapshot

MANIFEST = ".arbiter-desk-site"
"""The list of files the last publication wrote, one a line."""


class PublishError(ArbiterError):
    """The site cannot be written there (a folder of other files, no permission, disk full)."""


@dataclass(frozen=True, slots=True)
class SiteWritten:
    """What ``write_site`` did: the folder, the files written, the stale pages removed."""

    folder: Path
    files: tuple[str, ...]
    removed: tuple[str, ...] = ()
    language: str = "en"
    """The language the pages are in (their ``lang``)."""


def site_pages(snap: EventSnapshot, language: str | None = None) -> list[Page]:
    """Every page of the site in ``language`` (None: the program's), the style sheet included."""
    return _pages(snap, language)[1]


def _pages(snap: EventSnapshot, language: str | None) -> tuple[str, list[Page]]:
    """The language the pages are really in, and the pages."""
    with in_language(language) as chosen:
        return chosen, [*Site(snap, chosen).pages(), Page(STYLE, CSS)]


def _previous(folder: Path) -> set[str] | None:
    """The files the last publication wrote; None when the folder is not one of ours."""
    listing = folder / MANIFEST
    if not listing.exists():
        return None
    names = listing.read_text(encoding="utf-8").split("\n")
    return {n for n in names if n and "/" not in n and "\\" not in n and not n.startswith(".")}


def _write(target: Path, content: str) -> None:
    tmp = target.with_name(f".{target.name}.tmp")
    tmp.write_text(content, encoding="utf-8", newline="\n")
    os.replace(tmp, target)


def write_site(
    snap: EventSnapshot, folder: Path, *, force: bool = False, language: str | None = None
) -> SiteWritten:
    """Write the site of ``snap`` into ``folder`` (created if missing), in ``language`` (None: the
    program's).

    Refused when ``folder`` holds files but no list of ours (``force`` writes anyway and removes
    nothing it did not write)."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        previous = _previous(folder)
        if previous is None and not force and any(folder.iterdir()):
            raise PublishError(
                translate(
                    "PublishSite",
                    "{folder} already holds other files; publish into an empty folder "
                    "(or one written here before), or force it",
                ).format(folder=folder)
            )
        chosen, pages = _pages(snap, language)
        for p in pages:
            _write(folder / p.file, p.html)
        written = {p.file for p in pages}
        removed = sorted((previous or set()) - written)
        for stale in removed:
            (folder / stale).unlink(missing_ok=True)
        _write(folder / MANIFEST, "\n".join(sorted(written)) + "\n")
    except OSError as exc:
        raise PublishError(
            translate("PublishSite", "cannot write the site into {folder}: {reason}").format(
                folder=folder, reason=exc.strerror or exc
            )
        ) from exc
    return SiteWritten(folder, tuple(sorted(written)), tuple(removed), chosen)
