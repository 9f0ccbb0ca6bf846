"""A sentence of the pairing rules' messages, kept whole and translated when it is shown.

The rule warnings of a hand-edited pairing (:mod:`engine.manual_pairing`) are written into the
tournament file's audit log in English and shown in the arbiter's language; the notes of a round's
explanation are made while the round is paired and read only when the explanation is shown. Both
keep a :class:`Phrase`: the catalogue's context, the English template (marked for ``pyside6-lupdate``
with ``QT_TRANSLATE_NOOP``) and its fields, rendered by :func:`engine.i18n.translate` (``str``) or in
English (:meth:`Phrase.english`). Making one costs no lookup, so the pairing engine may make them
while it pairs.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from engine.i18n import Translator, english, translate


@dataclass(frozen=True, slots=True)
class Phrase:
    """``source`` of catalogue ``context`` with ``{name}`` fields filled after translation; ``n``: the
    count of a ``%n`` (plural) message. A field that is a Phrase is translated too; a tuple (of
    Phrases or texts, :func:`joined`) is shown joined by ``", "``."""

    context: str
    source: str
    fields: tuple[tuple[str, object], ...] = ()
    n: int = -1

    def render(self, lookup: Translator) -> str:
        values = {name: _value(value, lookup) for name, value in self.fields}
        return lookup(self.context, self.source, None, self.n).format(**values)

    def english(self) -> str:
        """The sentence in English (what is stored)."""
        return self.render(english)

    def __str__(self) -> str:
        """The sentence in the language of the lookup in force (:func:`engine.i18n.translate`)."""
        return self.render(translate)


def _value(value: object, lookup: Translator) -> object:
    if isinstance(value, Phrase):
        return value.render(lookup)
    if isinstance(value, tuple):
        return ", ".join(str(_value(v, lookup)) for v in value)
    return value


def phrase(context: str, source: str, n: int = -1, **fields: object) -> Phrase:
    """``phrase("Ctx", QT_TRANSLATE_NOOP("Ctx", "{who} floats down"), who=3)``: the context twice, so that
    lupdate reads the sentence into the catalogue (``tests/test_pairing_i18n.py`` checks they agree)."""
    return Phrase(context, source, tuple(fields.items()), n)


def joined(items: Iterable[str | Phrase]) -> tuple[str | Phrase, ...]:
    """Phrases shown one after the other, separated by commas (a field of another phrase)."""
    return tuple(items)


def render_english(text: str | Phrase) -> str:
    """``text`` in English (a plain string is taken as English already)."""
    return text.english() if isinstance(text, Phrase) else text
