"""The web folder: a static site (HTML and CSS, no scripts) that the organiser uploads or serves on the
venue's network, written again after every round (``write_site``).

Each file is written whole or not at all (``osfiles.output_files.write_outputs``: a temporary created
exclusively beside it, synced, renamed over it; all the pages' in one go): a reader never sees half a
page, a failing disk leaves each page either as it was or new, and no temporary behind; a symbolic link
planted in the folder is never followed. No page may replace a file the program keeps (the tournament
file, its backups, a database). The folder keeps a list of what was written (``MANIFEST``); a later
publication removes the pages it no longer writes (a round deleted, a player removed) and nothing else:
only names a page has (``.html``, ``.css``), never a file the program keeps. A folder that holds other
files and no list is refused (``PublishError``): publishing into the wrong folder must not scatter pages
among someone's files.

The pages are for people: their words (headings, column titles, bye words, legends) are in the language
asked for (``language``; default: the program's, i.e. the window's or the ``arbiter`` command's), and
their ``lang`` says which (``engine.i18n.in_language``: English where the program has no catalogue).
The exports for programs (CSV, JSON, PGN) stay English.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from engine.errors import ArbiterError
from engine.i18n import in_language, translate
from osfiles.output_files import OutputRefused, reason, refuse_kept, write_output, write_outputs
from outputs.snapshot import EventSnapshot
from outputs.web.html import Additions
from outputs.web.pages import INDEX, STYLE, Page, Site
from outputs.web.style import CSS

MANIFEST = ".arbiter-desk-site"
"""The list of files the last publication wrote, one a line."""
PAGE_SUFFIXES = frozenset({".html", ".css"})
"""What the files of a site are named (``outputs.web.pages``): only such a name is removed as stale."""


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


def site_pages(
    snap: EventSnapshot,
    language: str | None = None,
    additions: Additions = Additions(),  # noqa: B008 (frozen, never changed)
) -> tuple[str, list[Page]]:
    """Every page of the site in ``language`` (None: the program's), the style sheet included, with
    what a live server adds to each (``additions``); and the language they are really in."""
    return _pages(snap, language, additions)


def _pages(
    snap: EventSnapshot,
    language: str | None,
    additions: Additions = Additions(),  # noqa: B008 (frozen, never changed)
) -> tuple[str, list[Page]]:
    """The language the pages are really in, and the pages."""
    with in_language(language) as chosen:
        return chosen, [*Site(snap, chosen, additions).pages(), Page(STYLE, CSS)]


def _previous(folder: Path) -> set[str] | None:
    """The files the last publication wrote; None when the folder is not one of ours."""
    listing = folder / MANIFEST
    if not listing.is_file():
        return None
    names = listing.read_text(encoding="utf-8", errors="replace").split("\n")
    return {n for n in names if n and "/" not in n and "\\" not in n and not n.startswith(".")}


def write_site(
    snap: EventSnapshot,
    folder: Path,
    *,
    force: bool = False,
    language: str | None = None,
    kept: Sequence[Path] = (),
) -> SiteWritten:
    """Write the site of ``snap`` into ``folder`` (created if missing), in ``language`` (None: the
    program's). ``kept``: the open tournament file (no page replaces it or one of its own files).

    Refused when ``folder`` holds files but no list of ours (``force`` writes anyway and removes
    nothing it did not write). A page that cannot be written raises ``OutputFailed`` naming it."""
    previous = prepare_folder(folder, force, kept)
    chosen, pages = _pages(snap, language)
    write_outputs([(folder / p.file, p.html) for p in pages], kept)
    written = {p.file for p in pages}
    removed = [name for name in sorted((previous or set()) - written) if _remove_stale(folder / name, kept)]
    write_output(folder / MANIFEST, "\n".join(sorted(written)) + "\n", kept)
    return SiteWritten(folder, tuple(sorted(written)), tuple(removed), chosen)


def prepare_folder(folder: Path, force: bool, kept: Sequence[Path]) -> set[str] | None:
    """Make ``folder`` ready for a site and return what the last publication there wrote (None: none).
    A folder the program keeps is refused; so is one that holds other files and no list of ours, unless
    ``force``."""
    refuse_kept(folder / INDEX, kept)  # a folder the program keeps (backups) is refused before it is made
    try:
        folder.mkdir(parents=True, exist_ok=True)
        previous = _previous(folder)
        holds_files = any(folder.iterdir())
    except OSError as exc:
        raise PublishError(
            translate("PublishSite", "cannot write the site into {folder}: {reason}").format(
                folder=folder, reason=reason(exc)
            )
        ) from exc
    if previous is None and not force and holds_files:
        raise PublishError(
            translate(
                "PublishSite",
                "{folder} already holds other files; publish into an empty folder "
                "(or one written here before), or force it",
            ).format(folder=folder)
        )
    return previous


def _remove_stale(page: Path, kept: Sequence[Path]) -> bool:
    """Remove a page an earlier publication wrote (True); only a name a page has, and never a file the
    program keeps, whatever the list says (False: left alone)."""
    if page.suffix.lower() not in PAGE_SUFFIXES:
        return False
    try:
        refuse_kept(page, kept)
    except OutputRefused:
        return False
    try:
        page.unlink(missing_ok=True)
    except OSError as exc:
        raise PublishError(
            translate("PublishSite", "cannot remove {page}, a page no longer published: {reason}").format(
                page=page, reason=reason(exc)
            )
        ) from exc
    return True
