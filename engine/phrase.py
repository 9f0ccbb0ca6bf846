"""An English text of the engine that can also say itself in the arbiter's language.

Some of the engine's words are both data and a message: the rule of B.02 8.3.3 that gave a player's K,
where a standings policy came from (``the event's list, TRF 202``), the method and the notes of a
tie-break explanation, a norm requirement. Programs read them in English (the JSON export, the tests,
code that looks for ``212`` in an origin); the arbiter reads them in the window's language, or a printed
document's. A :class:`Phrase` is that English ``str`` (equal to it, usable wherever it was) that keeps
its template and fields, so that :meth:`Phrase.text` translates the template with
:func:`engine.i18n.translate` when, and in the language in which, it is shown: the phrase built while
the standings were computed says itself in the language of the document that prints it.

The template must be marked where it is written, for ``pyside6-lupdate``:
``Phrase("KFactor", QT_TRANSLATE_NOOP("KFactor", "rating under 2400 (8.3.3)"))``.
"""

from __future__ import annotations

from typing import Any

from engine.i18n import translate


class Phrase(str):
    """``template.format(**fields)`` in English; :meth:`text` in the language in force."""

    context: str
    template: str
    fields: dict[str, object]

    def __new__(cls, context: str, template: str, **fields: object) -> Phrase:
        english = template.format(**{k: _english(v) for k, v in fields.items()}) if fields else template
        phrase = super().__new__(cls, english)
        phrase.context = context
        phrase.template = template
        phrase.fields = fields
        return phrase

    def text(self) -> str:
        """The phrase in the language of :func:`engine.i18n.translate` now (its phrase fields too)."""
        translated = translate(self.context, self.template)
        if not self.fields:
            return translated
        return translated.format(**{k: shown(v) for k, v in self.fields.items()})

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuild, (self.context, self.template, self.fields))


def _rebuild(context: str, template: str, fields: dict[str, object]) -> Phrase:
    return Phrase(context, template, **fields)


def _english(value: object) -> str:
    if isinstance(value, tuple):
        return "; ".join(_english(v) for v in value)
    return str(value)


def shown(value: object) -> str:
    """``value`` as the arbiter reads it: a :class:`Phrase` translated, anything else as ``str``; a tuple
    of them (a field listing several phrases) joined by ``; ``."""
    if isinstance(value, tuple):
        return "; ".join(shown(v) for v in value)
    return value.text() if isinstance(value, Phrase) else str(value)
