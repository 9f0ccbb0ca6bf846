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
        tag = "th" if self.head else "td"
        cls = f' class="{self.css}"' if self.css else ""
        scope = ' scope="row"' if self.head else ""
        return f"<{tag}{cls}{scope}>{self.html}</{tag}>"


def table(
    headings: Sequence[tuple[str, str]],
    rows: Iterable[Sequence[Cell]],
    css: str,
    row_ids: Sequence[str] | None = None,
) -> str:
    """A table with one heading row (``(html, class)`` per column) in a horizontally scrolling box;
    ``row_ids``: an id per row (ours, never from the file), for links to a line."""
    head = "".join(
        f'<th scope="col"{f" class={chr(34)}{c}{chr(34)}" if c else ""}>{h}</th>' for h, c in headings
    )
    lines = list(rows)
    ids = [f' id="{text(i)}"' for i in row_ids] if row_ids is not None else [""] * len(lines)
    body = "\n".join(
        f"<tr{row_id}>" + "".join(c.render() for c in row) + "</tr>"
        for row, row_id in zip(lines, ids, strict=True)
    )
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
    items = "".join(
        f'<li><a href="{text(i.href)}"'
        + (' aria-current="page"' if i.current else "")
        + f">{text(i.label)}</a></li>"
        for i in nav
    )
    return f"""<!DOCTYPE html>
<html lang="{text(language)}">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="generator" content="{text(program_version())}" />
<title>{text(title)} · {text(event_name)}</title>
<link rel="stylesheet" href="style.css" />{additions.head}
</head>
<body>
<header>
<p class="event"><a href="index.html">{name(event_name)}</a></p>
<nav><ul>{items}</ul></nav>
</header>
<main>{additions.top}
{body}
</main>
<footer><p>{text(stamp)}</p></footer>
</body>
</html>
"""
