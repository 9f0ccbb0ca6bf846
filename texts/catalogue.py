"""The program's translations read without Qt: the printed documents (``outputs.documents``) and the
few non-Qt helpers the window shares with them look their texts up here.

There is one source of truth per string: the Qt Linguist files ``resources/translations/arbiter_desk_XX.ts``
(written by ``scripts/translations.py update`` from the code, translated by hand). Qt loads the compiled
``.qm`` of the same file (``arbiter_gui.translation``); this module reads the ``.ts`` XML itself, with the
standard library, so the documents print in a language without Qt.

Conventions (the same as the window's, so that ``pyside6-lupdate`` finds every string):

- ``translate("Context", "Text with {name}").format(name=...)``: named fields filled after translation;
- ``translate("Context", "%n rounds", None, n)``: a count, with the language's plural forms (Qt's ``%n``);
- ``QT_TRANSLATE_NOOP("Context", "Text")`` marks a text kept in a table and translated where it is shown.

The language of a lookup is the process default (the window's, set once at start-up by
:func:`set_default_language`) unless a document is being written in another one
(:func:`document_language`): a document can print in the event's language, not the window's.
"""

from __future__ import annotations

import contextlib
import contextvars
import functools
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from engine import i18n as engine_i18n
from texts.resources import resource_dir

SOURCE_LANGUAGE = "en"
"""The language the program is written in (its texts are the catalogue's source strings)."""

LANGUAGES: dict[str, str] = engine_i18n.LANGUAGES
"""The languages Arbiter Desk speaks, each named in itself (``engine.i18n.LANGUAGES``, the one list: the
tournament file checks an event's language against it too)."""

CATALOGUE = "arbiter_desk"
"""File stem of the window's catalogue: ``arbiter_desk_fr.ts`` (source), ``arbiter_desk_fr.qm`` (compiled)."""

CATALOGUES: tuple[str, ...] = ("cli", CATALOGUE, "pairing", "engine", "db", "publish")
"""Every catalogue, one per area of the code (``scripts/translations.AREAS`` says which files each
reads): the ``arbiter`` command, the window, the pairing rules, the rest of the engine, the tournament
file, the exports and web folder (in the order
``scripts/translations.AREAS`` gives their files out). A language's texts are all of them together."""

PLACEHOLDER = re.compile(r"%(?:n|L?[1-9])|\{[A-Za-z_][A-Za-z0-9_]*(?:![rsa])?(?::[^{}]*)?\}")
"""Placeholders that must survive translation: Qt's ``%1``..``%9`` and ``%n``, ``str.format`` fields."""


def language_code(name: str | None) -> str:
    """The language of a locale name (``fr_FR``, ``de-AT``, ``ru``), or English when not spoken here.

    >>> language_code("fr_CA"), language_code("de-AT"), language_code("pt_BR"), language_code(None)
    ('fr', 'de', 'en', 'en')
    """
    code = (name or "").replace("-", "_").split("_")[0].split(".")[0].lower()
    return code if code in LANGUAGES else SOURCE_LANGUAGE


def plural_form(language: str, n: int) -> int:
    """Which plural form of a ``%n`` text a count takes (Qt Linguist's numerus rules).

    >>> [plural_form("ru", n) for n in (1, 2, 5, 11, 21, 22, 25)]
    [0, 1, 2, 2, 0, 1, 2]
    >>> plural_form("fr", 0), plural_form("en", 0), plural_form("de", 1)
    (0, 1, 0)
    """
    n = abs(n)
    if language == "ru":
        if n % 10 == 1 and n % 100 != 11:
            return 0
        return 1 if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14 else 2
    if language == "fr":
        return 0 if n < 2 else 1
    return 0 if n == 1 else 1


@dataclass(frozen=True)
class Message:
    """One entry of a ``.ts`` file."""

    context: str
    source: str
    comment: str
    """The disambiguation (Qt's comment), empty for most."""
    translations: tuple[str, ...]
    """The translation, or one text per plural form for a ``%n`` text."""
    numerus: bool
    finished: bool
    """False for ``type="unfinished"`` (the translator has not confirmed it)."""


def read_ts(path: Path) -> list[Message]:
    """Every current message of a Qt Linguist file (vanished and obsolete ones left out)."""
    root = ET.parse(path).getroot()
    messages: list[Message] = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            kind = "" if translation is None else translation.get("type", "")
            if kind in ("vanished", "obsolete"):
                continue
            numerus = message.get("numerus") == "yes"
            if translation is None:
                texts: tuple[str, ...] = ()
            elif numerus:
                texts = tuple(form.text or "" for form in translation.iter("numerusform"))
            else:
                texts = (translation.text or "",)
            messages.append(
                Message(
                    context=name,
                    source=message.findtext("source") or "",
                    comment=message.findtext("comment") or "",
                    translations=texts,
                    numerus=numerus,
                    finished=kind != "unfinished",
                )
            )
    return messages


def catalogue_path(language: str, suffix: str = ".ts", stem: str = CATALOGUE) -> Path | None:
    """One catalogue file of ``language`` (the window's unless ``stem`` names another), if shipped."""
    folder = resource_dir("translations")
    if folder is None:
        return None
    path = folder / f"{stem}_{language}{suffix}"
    return path if path.is_file() else None


class Catalogue:
    """The translations of one language, looked up as Qt's ``QCoreApplication.translate`` does."""

    def __init__(self, language: str, messages: list[Message]) -> None:
        self.language = language
        self._texts: dict[tuple[str, str, str], tuple[str, ...]] = {
            (m.context, m.source, m.comment): m.translations
            for m in messages
            if m.finished and any(m.translations)
        }

    @staticmethod
    @functools.cache
    def load(language: str) -> Catalogue:
        """Every catalogue of ``language`` as one (empty when there is none: the source texts are
        printed)."""
        paths = [catalogue_path(language, ".ts", stem) for stem in CATALOGUES]
        return Catalogue(language, [m for path in paths if path is not None for m in read_ts(path)])

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        texts = self._texts.get((context, source, disambiguation or ""))
        text = source
        if texts:
            text = texts[min(plural_form(self.language, n), len(texts) - 1)] if n >= 0 else texts[0]
        return text.replace("%n", str(n)) if n >= 0 else text


_default_language = SOURCE_LANGUAGE
_document_language: contextvars.ContextVar[str | None] = contextvars.ContextVar(
    "document_language", default=None
)


def set_default_language(language: str) -> None:
    """The language of lookups outside a document (the window's), set once at start-up."""
    global _default_language
    _default_language = language_code(language)


def default_language() -> str:
    """The language of lookups outside a document: the window's (or the ``arbiter`` command's)."""
    return _default_language


def current_language() -> str:
    return _document_language.get() or _default_language


@contextlib.contextmanager
def document_language(language: str | None) -> Iterator[str]:
    """Texts looked up inside the ``with`` (on this thread) are in ``language`` (None: the default)."""
    chosen = language_code(language) if language else current_language()
    token = _document_language.set(chosen)
    try:
        yield chosen
    finally:
        _document_language.reset(token)


def translate(context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``source`` in the current language (the same signature as ``QCoreApplication.translate``)."""
    return Catalogue.load(current_language()).translate(context, source, disambiguation, n)


def use_for_engine_messages() -> None:
    """The engine's, the tournament file's and the exports' messages (:mod:`engine.i18n`) follow this
    lookup from now on: the window's language, or a document's while it is printed. The application and
    the ``arbiter`` command call it at start-up; without it they stay English."""
    engine_i18n.set_translator(translate, document_language)


QT_TRANSLATE_NOOP = engine_i18n.QT_TRANSLATE_NOOP
