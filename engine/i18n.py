"""The words of the engine and of the tournament file in the arbiter's language, without Qt.

``engine/``, ``db/`` and ``publish/`` write their messages (refusals, rule warnings, pairing and
tie-break explanations, import problems...) through :func:`translate`, which has the signature of Qt's
``QCoreApplication.translate`` so that ``pyside6-lupdate`` finds every string
(``scripts/translations.py`` reads each area into its own catalogue, ``resources/translations/AREA_XX.ts``):

- ``translate("Context", "Round {round} already has results").format(round=3)``: whole sentences, their
  fields filled after translation;
- ``translate("Context", "%n board(s)", None, count)``: a count, in the language's plural forms;
- ``QT_TRANSLATE_NOOP("Context", "Text")`` marks a text kept in a table; it is translated with
  ``translate("Context", text)`` where it is shown.

Which language: none here. Until a program installs a lookup with :func:`set_translator`, the texts are
English (the source language), as a library, the reference-engine CLI and the tests see them. The
application and the ``arbiter`` command install ``arbiter_gui.catalogue.translate`` (the window's language,
or a document's while one is printed). Texts stored in the tournament file or written into an export for
other programs (TRF, CSV, JSON, PGN, the audit log's values) are not translated.
"""

from __future__ import annotations

from collections.abc import Callable

Translator = Callable[[str, str, "str | None", int], str]
"""``(context, source, disambiguation, n) -> text``: ``QCoreApplication.translate``'s signature."""


def english(context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
    """The source text itself, with ``%n`` replaced by the count (no plural forms: ``1 board(s)``)."""
    del context, disambiguation
    return source.replace("%n", str(n)) if n >= 0 else source


_translator: Translator = english


def set_translator(translator: Translator | None) -> None:
    """The lookup every :func:`translate` goes through from now on (None: English again)."""
    global _translator
    _translator = english if translator is None else translator


def translate(context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``source`` in the language of the lookup in force (English when none is installed)."""
    return _translator(context, source, disambiguation, n)


def QT_TRANSLATE_NOOP(  # noqa: N802 - the name lupdate looks for
    context: str, source: str, disambiguation: str | None = None
) -> str:
    """Mark ``source`` for the catalogue where it is defined; it is translated where it is shown."""
    del context, disambiguation
    return source
