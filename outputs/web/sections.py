"""The web folder of an event of several sections (issue 30 item 1): each section's site in a folder of
its own (``<folder>/<section>/``, written by ``outputs.web.write_site`` as a one-section event's is), and
an index page at the top listing the sections. An event of one section is published as before, its
pages at the top of the folder.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from pathlib import Path

import operations
from engine.i18n import in_language, translate
from osfiles.output_files import write_output
from outputs.snapshot import EventSnapshot, publication_time, take_snapshot
from outputs.web import MANIFEST, SiteWritten, prepare_folder, write_site
from outputs.web.html import Additions, NavItem, link, page, text
from outputs.web.pages import INDEX, STYLE
from outputs.web.style import CSS

SectionSnapshot = tuple[str, EventSnapshot]
"""A section's name and what its pages show."""


def section_folder(name: str) -> str:
    """The folder of a section's pages: its name in lower-case letters, digits and hyphens.

    >>> section_folder("Open A"), section_folder("U-16 Girls!"), section_folder("Блиц")
    ('open-a', 'u-16-girls', 'section')
    """
    slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
    return slug or "section"


def section_folders(names: Sequence[str]) -> list[str]:
    """One folder per section, told apart by a number when two names give the same one.

    >>> section_folders(["Open A", "open a", "Open-A"])
    ['open-a', 'open-a-2', 'open-a-3']
    """
    out: list[str] = []
    for name in names:
        base = section_folder(name)
        chosen, n = base, 2
        while chosen in out:
            chosen, n = f"{base}-{n}", n + 1
        out.append(chosen)
    return out


def in_section(snap: EventSnapshot, name: str) -> EventSnapshot:
    """A section's snapshot whose pages say the section after the event's name ("Open · Open A")."""
    return dataclasses.replace(
        snap, event=dataclasses.replace(snap.event, name=f"{snap.event.name} · {name}")
    )


def index_page(
    event_name: str,
    names: Sequence[str],
    folders: Sequence[str],
    language: str,
    stamp: str,
    additions: Additions = Additions(),  # noqa: B008 (frozen, never changed)
) -> str:
    """The page listing the sections, each a link to its folder's index (in the language in force;
    ``language`` is the one it says it is in; ``additions``: what a live server adds)."""
    items = "".join(
        f"<li>{link(f'{sub}/{INDEX}', text(name))}</li>" for name, sub in zip(names, folders, strict=True)
    )
    title = translate("PublishSite", "Sections")
    return page(
        title,
        event_name,
        [NavItem(INDEX, title, True)],
        f"<h1>{text(title)}</h1>\n<ul>{items}</ul>",
        stamp,
        language,
        additions,
    )


def write_event_site(
    sections: Sequence[SectionSnapshot],
    folder: Path,
    *,
    force: bool = False,
    language: str | None = None,
    kept: Sequence[Path] = (),
) -> SiteWritten:
    """Write the web folder of every section of the event (see the module's docstring); what was written
    at the top (the index and its style sheet, each section's folder by its index page)."""
    if len(sections) == 1:
        return write_site(sections[0][1], folder, force=force, language=language, kept=kept)
    prepare_folder(folder, force, kept)
    names = [name for name, _ in sections]
    folders = section_folders(names)
    chosen = "en"
    files: list[str] = []
    for (name, snap), sub in zip(sections, folders, strict=True):
        written = write_site(in_section(snap, name), folder / sub, force=force, language=language, kept=kept)
        chosen = written.language
        files.append(f"{sub}/{INDEX}")
    with in_language(language):
        stamp = translate("PublishSite", "Published {time} with Arbiter Desk").format(
            time=publication_time().strftime("%Y-%m-%d %H:%M")
        )
        html = index_page(sections[0][1].event.name, names, folders, chosen, stamp)
    write_output(folder / INDEX, html, kept)
    write_output(folder / STYLE, CSS, kept)
    write_output(folder / MANIFEST, f"{INDEX}\n{STYLE}\n", kept)
    return SiteWritten(folder, (INDEX, STYLE, *files), (), chosen)


def section_snapshots(tf: operations.TournamentFile, language: str | None = None) -> list[SectionSnapshot]:
    """Every section of the open event, read in turn (``tf.section_view``: the section ``tf`` works on
    stays the same)."""
    return [(s.name, take_snapshot(tf.section_view(s.id), language)) for s in tf.sections.list()]
