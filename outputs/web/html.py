"""HTML text that no name can break: escaping, bidirectional isolation, the page around a body.

Every text that comes from the file goes through ``text`` (escaped, characters HTML forbids
replaced) and names through ``name`` (also isolated: ``<bdi>``, so that an Arabic or Hebrew name,
or a stray right-to-left override, cannot reorder the text around it; Unicode Bidirectional
Algorithm, UAX #9, isolates). Pages are polyglot markup: every element closed, every attribute
quoted, so an XML parser reads them as well as an HTML one.

>>> text('<b>"Bo" & Co</b>')
'&lt;b&gt;&quot;Bo&quot; &amp; Co&lt;/b&gt;'
>>> text("a\\x00b\\x07c\\ufdd0")
'a\\ufffdb\\ufffdc\\ufffd'
>>> name("כהן, דוד")
'<bdi>כהן, דוד</bdi>'
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from engine.version import program_version

_FORBIDDEN = re.compile(
    "[\x00-\x08\x0b\x0e-\x1f\x7f-\x9f\ud800-\udfff\ufdd0-\ufdef"
    + "".join(f"\\U{plane:04X}FFFE\\U{plane:04X}FFFF" for plane in range(0x11))
    + "]"
)
"""Characters an HTML document may not contain (control characters other than whitespace, surrogates,
noncharacters: WHATWG HTML 13.2.3.5 input stream preprocessing); shown as U+FFFD."""


def clean(value: str) -> str:
    """``value`` without the characters HTML forbids (each becomes U+FFFD)."""
    return _FORBIDDEN.sub("\ufffd", value)


_SPECIAL = re.compile("[&<>\"']|" + _FORBIDDEN.pattern)
"""What ``text`` changes: what ``html.escape`` escapes, and the forbidden characters."""


def text(value: object) -> str:
    """Any value as escaped HTML text (also safe inside a quoted attribute)."""
    shown = value if type(value) is str else str(value)
    if _SPECIAL.search(shown) is None:  # most texts (2 million in a 9,999-player site): nothing to change
        return shown
    return html.escape(clean(shown), quote=True)


def name(value: str) -> str:
    """A name (player, event, arbiter): escaped and isolated for bidirectional text."""
    return f"<bdi>{text(value)}</bdi>"


def link(href: str, inner_html: str, css: str = "") -> str:
    """A link to one of our pages (``href`` is ours, never from the file)."""
    cls = f' class="{css}"' if css else ""
    return f'<a href="{text(href)}"{cls}>{inner_html}</a>'


@dataclass(frozen=True, slots=True)
class Cell:
    """A table cell: its HTML, a class (column kind), a header cell or not."""

    html: str
    css: str = ""
    head: bool = False

    def render(self) -> str:
        opening, closing = cell_tags(self.css, self.head)
        return f"{opening}{self.html}{closing}"


_CELL_TAGS: dict[tuple[str, bool], tuple[str, str]] = {}
"""``cell_tags`` made so far (a few column kinds; a 9,999-player site has two million cells)."""


def cell_tags(css: str = "", head: bool = False) -> tuple[str, str]:
    """The opening and closing tags of a table cell of class ``css`` (a header cell of its row:
    ``head``), as ``Cell.render`` writes them."""
    found = _CELL_TAGS.get((css, head))
    if found is None:
        tag = "th" if head else "td"
        cls = f' class="{css}"' if css else ""
        scope = ' scope="row"' if head else ""
        found = _CELL_TAGS[css, head] = (f"<{tag}{cls}{scope}>", f"</{tag}>")
    return found


def cells(tags: Sequence[tuple[str, str]], inner: Sequence[str]) -> str:
    """One row's cells: each inner HTML between its column's ``cell_tags``; the same text as the
    ``Cell``s' ``render``, without an object per cell."""
    return "".join(
        [f"{opening}{html}{closing}" for (opening, closing), html in zip(tags, inner, strict=True)]
    )


def table(
    headings: Sequence[tuple[str, str]],
    rows: Iterable[Sequence[Cell]],
    css: str,
    row_ids: Sequence[str] | None = None,
) -> str:
    """A table with one heading row (``(html, class)`` per column) in a horizontally scrolling box;
    ``row_ids``: an id per row (ours, never from the file), for links to a line."""
    return table_of(headings, ["".join([c.render() for c in row]) for row in rows], css, row_ids)


def table_of(
    headings: Sequence[tuple[str, str]],
    rows: Sequence[str],
    css: str,
    row_ids: Sequence[str] | None = None,
) -> str:
    """``table`` of rows whose cells are written already (``cells``)."""
    head = "".join(
        f'<th scope="col"{f" class={chr(34)}{c}{chr(34)}" if c else ""}>{h}</th>' for h, c in headings
    )
    if row_ids is None:
        body = "\n".join([f"<tr>{row}</tr>" for row in rows])
    else:
        body = "\n".join([f'<tr id="{text(i)}">{row}</tr>' for row, i in zip(rows, row_ids, strict=True)])
    return (
        f'<div class="scroll"><table class="{css}"><thead><tr>{head}</tr></thead>\n'
        f"<tbody>\n{body}\n</tbody></table></div>"
    )


@dataclass(frozen=True, slots=True)
class NavItem:
    href: str
    label: str
    current: bool = False


@dataclass(frozen=True, slots=True)
class Additions:
    """What a server adds to every page (``outputs.live``): HTML at the end of the head (a script, a
    meta element) and at the top of the main part (a search form). Ours, never from the file; the
    static folder adds nothing."""

    head: str = ""
    top: str = ""


def page(
    title: str,
    event_name: str,
    nav: Sequence[NavItem],
    body: str,
    stamp: str,
    language: str = "en",
    additions: Additions = Additions(),  # noqa: B008 (frozen, never changed)
) -> str:
    """A whole page in ``language`` (its ``lang``): head (charset, viewport, the style sheet), the event's
    name, navigation, body; with ``additions`` when a server shows it."""
    return PageFrame(event_name, stamp, language, additions).page(title, nav_items(nav), body)


def nav_items(nav: Sequence[NavItem]) -> str:
    """The navigation's list items (the current page marked)."""
    return "".join(
        f'<li><a href="{text(i.href)}"'
        + (' aria-current="page"' if i.current else "")
        + f">{text(i.label)}</a></li>"
        for i in nav
    )


class PageFrame:
    """What every page of one site shares (head, the event's name, footer), written once: a page is
    then its title, navigation and body put in (10,000 player cards at 9,999 players)."""

    def __init__(
        self,
        event_name: str,
        stamp: str,
        language: str = "en",
        additions: Additions = Additions(),  # noqa: B008 (frozen, never changed)
    ) -> None:
        self._start = f"""<!DOCTYPE html>
<html lang="{text(language)}">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="generator" content="{text(program_version())}" />
<title>"""
        self._after_title = f""" · {text(event_name)}</title>
<link rel="stylesheet" href="style.css" />{additions.head}
</head>
<body>
<header>
<p class="event"><a href="index.html">{name(event_name)}</a></p>
<nav><ul>"""
        self._before_body = f"""</ul></nav>
</header>
<main>{additions.top}
"""
        self._end = f"""
</main>
<footer><p>{text(stamp)}</p></footer>
</body>
</html>
"""

    def page(self, title: str, items: str, body: str) -> str:
        """A whole page: ``title`` (text), the navigation's ``items`` (``nav_items``) and ``body`` (HTML)."""
        return "".join(
            (self._start, text(title), self._after_title, items, self._before_body, body, self._end)
        )
