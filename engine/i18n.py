"""The words of the engine and of the tournament file in the arbiter's language, without Qt.

``engine/``, ``db/``, ``operations/`` and ``outputs/`` write their messages (refusals, rule warnings, pairing
and tie-break explanations, import problems...) through :func:`translate`, which has the signature of Qt's
``QCoreApplication.translate`` so that ``pyside6-lupdate`` finds every string
(``scripts/translations.py`` reads each area into its own catalogue, ``resources/translations/AREA_XX.ts``):

- ``translate("Context", "Round {round} already has results").format(round=3)``: whole sentences, their
  fields filled after translation;
- ``translate("Context", "%n board(s)", None, count)``: a count, in the language's plural forms;
- ``QT_TRANSLATE_NOOP("Context", "Text")`` marks a text kept in a table; it is translated with
  ``translate("Context", text)`` where it is shown.

Which language: none here. Until a program installs a lookup with :func:`set_translator`, the texts are
English (the source language), as a library, the reference-engine CLI and the tests see them. The
application and the ``arbiter`` command install ``texts.catalogue.translate`` (the window's language,
or a document's while one is printed). Texts stored in the tournament file or written into an export for
other programs (TRF, CSV, JSON, PGN, the audit log's values) are not translated.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager

Translator = Callable[[str, str, "str | None", int], str]
"""``(context, source, disambiguation, n) -> text``: ``QCoreApplication.translate``'s signature."""

LanguageScope = Callable[["str | None"], AbstractContextManager[str]]
"""``with scope("fr") as language:`` the lookup's texts are in ``language`` (the one it really uses:
English for a language it does not have; None: the program's language); ``catalogue.document_language``."""

SOURCE_LANGUAGE = "en"

LANGUAGES: dict[str, str] = {
    "en": "English",
    "fr": "Français",
    "de": "Deutsch",
    "es": "Español",
    "ru": "Русский",
    "it": "Italiano",
}
"""The languages Arbiter Desk speaks (a catalogue each, ``resources/translations``), each named in itself
(as the language choices show them). The one list: the window, the documents, the ``arbiter`` command
and the tournament file's ``event.language`` all take it from here."""


def english(context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
    """The source text itself, with ``%n`` replaced by the count (no plural forms: ``1 board(s)``)."""
    del context, disambiguation
    return source.replace("%n", str(n)) if n >= 0 else source


_translator: Translator = english
_scope: LanguageScope | None = None


def set_translator(translator: Translator | None, scope: LanguageScope | None = None) -> None:
    """The lookup every :func:`translate` goes through from now on (None: English again), and how it
    is switched to another language for a while (:func:`in_language`; None: it cannot be)."""
    global _translator, _scope
    _translator = english if translator is None else translator
    _scope = None if translator is None else scope


def installed() -> tuple[Translator | None, LanguageScope | None]:
    """What :func:`set_translator` installed last (None, None: English), to put it back later."""
    return (None if _translator is english else _translator), _scope


@contextlib.contextmanager
def in_language(language: str | None) -> Iterator[str]:
    """Texts translated inside the ``with`` are in ``language`` (None: the program's), as far as the
    installed lookup has it; yields the language they are really in (``"en"`` without a lookup that
    can switch). A page written for people in another language than the program's (the web folder)
    is written inside it; an export for programs inside ``in_language("en")``."""
    if _scope is None:
        yield SOURCE_LANGUAGE
        return
    with _scope(language) as chosen:
        yield chosen


def translate(context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``source`` in the language of the lookup in force (English when none is installed)."""
    return _translator(context, source, disambiguation, n)


def QT_TRANSLATE_NOOP(  # noqa: N802 - the name lupdate looks for
    context: str, source: str, disambiguation: str | None = None
) -> str:
    """Mark ``source`` for the catalogue where it is defined; it is translated where it is shown."""
    del context, disambiguation
    return source


def current_language() -> str:
    """The language texts are translated into now: the program's (the window's or the ``arbiter``
    command's), a document's inside :func:`in_language`; English while no lookup is installed."""
    with in_language(None) as chosen:
        return chosen


def language_for_document(chosen: str | None, event: str = "", program: str | None = None) -> str:
    """The language a document for people is written in: the printed documents, the web folder, the
    projector in the hall. The one place that decides it (issue 17):

    1. ``chosen``, a language asked for this document (the Print dialog's field, ``--language``);
    2. else ``event``, the event's language (``EventSettings.language``), when it is one of ``LANGUAGES``;
    3. else ``program``, the program's language (None: :func:`current_language`, the window's or the
       command's).

    >>> language_for_document("fr", event="es", program="de")
    'fr'
    >>> language_for_document(None, event="es", program="de")
    'es'
    >>> language_for_document("", event="", program="de")
    'de'
    >>> language_for_document(None, event="xx", program="de")  # a code this program does not speak
    'de'
    """
    if chosen:
        return chosen
    if event in LANGUAGES:
        return event
    return current_language() if program is None else program
