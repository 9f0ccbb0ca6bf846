"""The live pages of an event of several sections (issue 30 item 1): laid out as the web folder has them
(``outputs.web.sections``): an index at the top listing the sections, and each section's pages, search
and stream of editions under its folder (``open-a/round-3.html``, ``open-a/search?q=``, ``open-a/events``),
so the relative links of a section's pages stay in it. Each section's pages are an ``Edition`` of its
own snapshot (made on request, kept compressed); an event of one section is served as before, its pages
at the top.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.i18n import in_language, translate
from outputs.live.edition import CSS, HTML, JAVASCRIPT, Edition, LiveEdition, Served, additions, served
from outputs.live.script import SCRIPT, SCRIPT_FILE
from outputs.web.pages import INDEX, STYLE
from outputs.web.sections import SectionSnapshot, in_section, index_page, section_folders
from outputs.web.style import CSS as STYLE_SHEET


class SectionsEdition:
    """The files of one read of an event of several sections, by address (see the module's docstring).
    Used from one thread at a time (the server's event loop)."""

    def __init__(
        self,
        number: int,
        sections: Sequence[SectionSnapshot],
        language: str,
        before: LiveEdition | None = None,
    ) -> None:
        self.number = number
        """The file's change marker when it was read (``TournamentFile.change_marker``)."""
        self.language = language
        names = [name for name, _ in sections]
        self.folders = tuple(section_folders(names))
        earlier = before.sections if isinstance(before, SectionsEdition) else {}
        self.sections: dict[str, Edition] = {
            folder: Edition(number, in_section(snap, name), language, earlier.get(folder))
            for (name, snap), folder in zip(sections, self.folders, strict=True)
        }
        self.event_name = sections[0][1].event.name
        taken = max(snap.taken_at for _, snap in sections)
        self._top: dict[str, tuple[str, Callable[[], bytes]]] = {
            INDEX: (HTML, lambda: self._index(names)),
            STYLE: (CSS, lambda: STYLE_SHEET.encode("utf-8")),
            SCRIPT_FILE: (JAVASCRIPT, lambda: SCRIPT.encode("utf-8")),
        }
        self._taken = taken
        self._made: dict[str, Served] = {}
        self._before: dict[str, Served] = (
            dict(before.top_files) if isinstance(before, SectionsEdition) else {}
        )

    @property
    def top_files(self) -> dict[str, Served]:
        """The files at the top made so far (the next edition keeps those whose bytes did not change)."""
        return self._made

    @property
    def names(self) -> frozenset[str]:
        """Every address this edition serves (the searches and the streams aside)."""
        inside = {f"{folder}/{name}" for folder, edition in self.sections.items() for name in edition.names}
        return frozenset(self._top) | inside

    def _index(self, names: Sequence[str]) -> bytes:
        stamp = translate("PublishSite", "Published {time} with Arbiter Desk").format(
            time=self._taken.strftime("%Y-%m-%d %H:%M")
        )
        html = index_page(
            self.event_name,
            names,
            self.folders,
            self.language,
            stamp,
            additions(self.number, "", search=False),
        )
        return html.encode("utf-8")

    def file(self, name: str) -> Served | None:
        """The file at ``name`` (``index.html``, or ``FOLDER/PAGE`` of a section); None when there is
        no such file."""
        folder, slash, rest = name.partition("/")
        if slash:
            edition = self.sections.get(folder)
            return edition.file(rest or INDEX) if edition is not None else None
        found = self._made.get(name)
        if found is not None:
            return found
        kind_make = self._top.get(name)
        if kind_make is None:
            return None
        kind, make = kind_make
        with in_language(self.language):
            body = make()
        found = self._made[name] = served(body, kind, self._taken, self._before.pop(name, None))
        return found

    def search_page(self, query: str, folder: str = "") -> bytes | None:
        """The answer to a search in the section of ``folder`` (None: no such section; the index has no
        search, the players are the sections')."""
        edition = self.sections.get(folder)
        return edition.search_page(query) if edition is not None else None

    def has_folder(self, folder: str) -> bool:
        """``folder`` is a section's."""
        return folder in self.sections


def make_sections_edition(
    sections: Sequence[SectionSnapshot], number: int, language: str | None, before: LiveEdition | None = None
) -> SectionsEdition:
    """The edition ``number`` of the sections' snapshots in ``language`` (None: the program's)."""
    with in_language(language) as chosen:
        return SectionsEdition(number, sections, chosen, before)
