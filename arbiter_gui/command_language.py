"""The language of the headless ``arbiter`` command: one rule, no Qt (the window uses its settings).

1. ``ARBITER_LANGUAGE`` when it is set (``fr``, ``de_AT``...);
2. else the POSIX locale variables in gettext's order: ``LC_ALL``, ``LC_MESSAGES``, ``LANG`` (the first
   one set and not empty decides; ``C`` and ``POSIX`` mean English);
3. else English.

A language Arbiter Desk does not speak (``texts.catalogue.LANGUAGES``) is English.
``arbiter print --language`` and ``arbiter publish --language`` choose the language of the document
or site (default: the event's language, else this one: ``engine.i18n.language_for_document``); the
command's own messages follow this rule.

>>> command_language({"ARBITER_LANGUAGE": "fr", "LANG": "de_DE.UTF-8"})
'fr'
>>> command_language({"LC_ALL": "", "LC_MESSAGES": "ru_RU.UTF-8", "LANG": "de_DE.UTF-8"})
'ru'
>>> command_language({"LANG": "C.UTF-8"}), command_language({"LANG": "pt_BR"}), command_language({})
('en', 'en', 'en')
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator, Mapping

from engine import i18n
from texts import catalogue

VARIABLE = "ARBITER_LANGUAGE"
"""The environment variable that chooses the command's language before the locale."""

LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")
"""The POSIX locale variables, in the order gettext reads them."""


def command_language(environ: Mapping[str, str] | None = None) -> str:
    """The language of the ``arbiter`` command's messages by the rule above (``os.environ`` by default)."""
    env = os.environ if environ is None else environ
    chosen = env.get(VARIABLE, "").strip()
    if not chosen:
        chosen = next((env[v].strip() for v in LOCALE_VARIABLES if env.get(v, "").strip()), "")
        if chosen.split(".")[0].split("@")[0] in ("C", "POSIX"):
            chosen = ""
    return catalogue.language_code(chosen or None)


@contextlib.contextmanager
def speaking(language: str) -> Iterator[str]:
    """Inside the ``with``: the catalogue's default language is ``language`` and the messages of the
    engine, the tournament file and the exports (``engine.i18n``) go through the catalogue; both are
    put back afterwards (a test calling the command in-process leaves no language behind)."""
    before_language = catalogue.current_language()
    before = i18n.installed()
    catalogue.set_default_language(language)
    catalogue.use_for_engine_messages()
    try:
        yield catalogue.current_language()
    finally:
        catalogue.set_default_language(before_language)
        i18n.set_translator(*before)
