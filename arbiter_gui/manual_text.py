"""The user manual's files and what binds a translation to the English manual (issue 17), read as text,
without Qt: the help window (:mod:`arbiter_gui.help`), the screenshot script and the tests share it.

``resources/manual/manual.md`` is the English manual; a translation is ``manual.<lang>.md`` beside it
(``fr``, ``de``, ``es``, ``ru``, ``it``: :data:`texts.catalogue.LANGUAGES`). A translation

- has the same headings in the same order and at the same levels: its n-th heading is the n-th
  heading of the English manual, translated. The program names a section by its English heading or
  anchor (``HELP_TOPICS``, ``DIALOG_SECTIONS``) and finds the translated section by its position;
- links its own sections by the GitHub anchors of its own headings (:func:`slug`, :func:`anchors`);
- shows the same pictures, taken with the window in its language: ``img/<lang>/<name>.png`` where the
  English manual shows ``img/<name>.png``, in the same order.

:func:`translation_problems` says, one sentence each, where a translation breaks these rules
(``tests/test_manual.py`` runs it on every ``manual.<lang>.md`` present).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from texts.catalogue import SOURCE_LANGUAGE

MANUAL_FILE = "manual.md"
"""The English manual, the one every translation follows."""
PICTURE_FOLDER = "img"
"""The folder of the English manual's pictures, beside the manual; each translation's are in a
sub-folder named by its language."""

_HEADING = re.compile(r"^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$")
_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
_PICTURE = re.compile(r"!\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
_SECTION_LINK = re.compile(r"(?<!!)\[[^\]]*\]\(#([^)\s]+)\)")
_INLINE_LINK = re.compile(r"!?\[([^\]]*)\]\([^)]*\)")


def manual_file(language: str) -> str:
    """The file name of the manual in ``language``.

    >>> manual_file("en"), manual_file("fr")
    ('manual.md', 'manual.fr.md')
    """
    return MANUAL_FILE if language == SOURCE_LANGUAGE else f"manual.{language}.md"


def picture_folder(language: str) -> str:
    """Where the manual in ``language`` takes its pictures from, relative to the manual.

    >>> picture_folder("en"), picture_folder("ru")
    ('img', 'img/ru')
    """
    return PICTURE_FOLDER if language == SOURCE_LANGUAGE else f"{PICTURE_FOLDER}/{language}"


def translations(folder: Path) -> dict[str, Path]:
    """The translations present in ``folder``: language code (what stands between ``manual.`` and
    ``.md``, whether or not the program speaks it) -> file."""
    return {path.name[len("manual.") : -len(".md")]: path for path in sorted(folder.glob("manual.?*.md"))}


@dataclass(frozen=True)
class MarkdownHeading:
    level: int
    text: str
    """As shown: inline links and code marks removed."""
    line: int
    """Line number in the file, from 1."""


def _outside_code(text: str) -> Iterable[tuple[int, str]]:
    """(line number, line) of the lines outside fenced code blocks."""
    fence = ""
    for number, line in enumerate(text.splitlines(), start=1):
        opening = _FENCE.match(line)
        if fence:
            if opening and opening.group(1)[0] == fence[0] and len(opening.group(1)) >= len(fence):
                fence = ""
            continue
        if opening:
            fence = opening.group(1)
            continue
        yield number, line


def heading_lines(text: str) -> list[MarkdownHeading]:
    """The headings of a Markdown text (``#`` to ``######`` at the start of a line, outside code blocks),
    in order.

    >>> text = "# Manual\\n\\n```\\n# not a heading\\n```\\n## The `arbiter` command ##\\n"
    >>> for heading in heading_lines(text):
    ...     print(heading)
    MarkdownHeading(level=1, text='Manual', line=1)
    MarkdownHeading(level=2, text='The arbiter command', line=6)
    """
    found = []
    for number, line in _outside_code(text):
        match = _HEADING.match(line)
        if match:
            shown = _INLINE_LINK.sub(r"\1", match.group(2)).replace("`", "").strip()
            found.append(MarkdownHeading(len(match.group(1)), shown, number))
    return found


def slug(heading: str) -> str:
    """The anchor of a heading as GitHub makes it (the manual's own links use it, so that they work on
    GitHub and in the help window): lower case; letters (of any script, accents and other marks kept),
    decimal digits, ``_``, hyphens and spaces kept, every other character dropped; each space becomes a
    hyphen (two spaces, two hyphens).

    >>> slug("The rating report and the end of the event")
    'the-rating-report-and-the-end-of-the-event'
    >>> slug("Standings and tie-breaks")
    'standings-and-tie-breaks'
    >>> slug("Départage : égalité, « Buchholz »"), slug("Straße & Größe"), slug("Жеребьёвка (пары)")
    ('départage--égalité--buchholz-', 'straße--größe', 'жеребьёвка-пары')
    >>> slug("Step 2² — Œuvre")
    'step-2--œuvre'
    """
    kept = "".join(c for c in heading.strip().lower() if c in " -" or _word_character(c))
    return kept.replace(" ", "-")


def _word_character(c: str) -> bool:
    """A character of Ruby's ``\\p{Word}`` (what GitHub keeps in an anchor): a letter, a mark, a decimal
    digit or a letter-like number, a connector such as ``_``."""
    category = unicodedata.category(c)
    return category[0] in "LM" or category in ("Nd", "Nl", "Pc")


def anchors(headings: Iterable[str]) -> list[str]:
    """The anchor of each heading, in order, as GitHub makes them unique: the second heading with the
    same slug gets ``-1``, the third ``-2``...

    >>> anchors(["Results", "Printing", "Results"])
    ['results', 'printing', 'results-1']
    """
    seen: set[str] = set()
    found = []
    for heading in headings:
        base = anchor = slug(heading)
        count = 0
        while anchor in seen:
            count += 1
            anchor = f"{base}-{count}"
        seen.add(anchor)
        found.append(anchor)
    return found


def section_links(text: str) -> list[tuple[int, str]]:
    """(line, anchor) of each link to a section of the same file (``[text](#anchor)``), in order."""
    return [(n, m) for n, line in _outside_code(text) for m in _SECTION_LINK.findall(line)]


def pictures(text: str) -> list[tuple[int, str]]:
    """(line, path) of each picture the text shows (``![text](path)``), in order."""
    return [(n, m) for n, line in _outside_code(text) for m in _PICTURE.findall(line)]


def translation_problems(english: str, translated: str, language: str) -> list[str]:
    """Where the manual in ``language`` (the text ``translated``) breaks the rules that bind it to the
    English manual (the text ``english``), one sentence each; none when it keeps them.

    >>> english = "# Manual\\n## Pairing\\n![The rounds](img/rounds.png)\\n"
    >>> translation_problems(english, "# Manuel\\n## Appariements\\n![Rondes](img/fr/rounds.png)\\n", "fr")
    []
    >>> for problem in translation_problems(english, "# Manuel\\n### Appariements\\n", "fr"):
    ...     print(problem.replace("; ", ";\\n").replace(": add", ":\\nadd"))
    manual.fr.md, line 2: heading 2 'Appariements' is at level 3 (###);
    the English heading 2 'Pairing' (line 2) is at level 2 (##)
    manual.fr.md shows 0 picture(s), the English manual 1:
    add img/fr/rounds.png where the English shows img/rounds.png (line 3)
    """
    name = manual_file(language)
    problems = _heading_problems(heading_lines(english), heading_lines(translated), name)
    problems += link_problems(translated, name, heading_lines(english))
    problems += _picture_problems(pictures(english), pictures(translated), language, name)
    return problems


def _heading_problems(english: list[MarkdownHeading], own: list[MarkdownHeading], name: str) -> list[str]:
    problems = []
    for n, (en, tr) in enumerate(zip(english, own, strict=False), start=1):
        if en.level != tr.level:
            problems.append(
                f"{name}, line {tr.line}: heading {n} {tr.text!r} is at level {tr.level} ({'#' * tr.level}); "
                f"the English heading {n} {en.text!r} (line {en.line}) is at level {en.level} "
                f"({'#' * en.level})"
            )
            break  # the rest follows from the first one out of step
    if len(own) != len(english):
        rows = [
            f"  {n:>3}  {_shown(english, n)} | {_shown(own, n)}"
            for n in range(1, max(len(own), len(english)) + 1)
        ]
        problems.append(
            f"{name} has {len(own)} heading(s), the English manual {len(english)}; side by side "
            "(line, level, text: English | translation):\n" + "\n".join(rows)
        )
    return problems


def _shown(headings: list[MarkdownHeading], n: int) -> str:
    """The ``n``-th heading (from 1) as the side-by-side list shows it."""
    if n > len(headings):
        return "(none)"
    heading = headings[n - 1]
    return f"{heading.line}: {'#' * heading.level} {heading.text}"


def link_problems(text: str, name: str, english: list[MarkdownHeading] | None = None) -> list[str]:
    """Links of ``text`` (the file ``name``) to sections it does not have. With the ``english`` headings:
    a link by an English anchor is told which translated heading it should name instead."""
    own = heading_lines(text)
    own_anchors = anchors(h.text for h in own)
    english = english or []
    english_anchors = anchors(h.text for h in english)
    problems = []
    for line, anchor in section_links(text):
        if anchor in own_anchors:
            continue
        problem = f"{name}, line {line}: the link #{anchor} leads to no heading of {name}"
        index = english_anchors.index(anchor) if anchor in english_anchors else len(own)
        if index < len(own):
            problem += (
                f" (it is the English anchor of {english[index].text!r}: link #{own_anchors[index]}, "
                f"the anchor of {own[index].text!r})"
            )
        problems.append(problem)
    return problems


def _picture_problems(
    english: list[tuple[int, str]], own: list[tuple[int, str]], language: str, name: str
) -> list[str]:
    problems = []
    folder = picture_folder(language)
    expected = [(line, f"{folder}/{Path(path).name}") for line, path in english]
    for n, ((_en_line, wanted), (line, path)) in enumerate(zip(expected, own, strict=False), start=1):
        if path != wanted:
            problems.append(f"{name}, line {line}: picture {n} is {path}, expected {wanted}")
    if len(own) < len(expected):
        lacking = ", ".join(
            f"{wanted} where the English shows {english[i][1]} (line {english[i][0]})"
            for i, (_line, wanted) in enumerate(expected)
            if i >= len(own)
        )
        problems.append(
            f"{name} shows {len(own)} picture(s), the English manual {len(expected)}: add {lacking}"
        )
    elif len(own) > len(expected):
        extra = ", ".join(f"{path} (line {line})" for line, path in own[len(expected) :])
        problems.append(
            f"{name} shows {len(own)} picture(s), the English manual {len(expected)}: {extra} too many"
        )
    return problems


def missing_pictures(manual: Path) -> list[str]:
    """The pictures the manual file ``manual`` shows that are not beside it, one sentence each."""
    text = manual.read_text(encoding="utf-8")
    return [
        f"{manual.name}, line {line}: the picture {path} is missing"
        for line, path in pictures(text)
        if not (manual.parent / path).is_file()
    ]
