"""Text the arbiter types or imports (names, event data): no line breaks or control characters.

A name is printed, shown in tables and written into a TRF line by line. A line break inside it would
start a new record in the exported TRF (a forged ``001`` line), and control characters (escape, NUL,
form feed ...) are invisible on screen and mean something else in other programs. So:

- typed or CSV-imported text that holds one is **refused**, naming the field and the character
  (``refuse_control_characters``);
- a TRF being imported has them **replaced by a space**, with a warning per field (``clean``): the
  file comes from another program and the event must still be continued;
- the TRF writer refuses to write one (``engine.trf.writer``), so a file from an older version that
  holds one cannot produce a forged record.

Refused: Unicode categories Cc (C0 and C1 controls, including tab, CR, LF, DEL) and the line and
paragraph separators (Zl, Zp: U+2028, U+2029). Kept: format characters (Cf) such as the zero-width
non-joiner that Persian names need, and right-to-left text.
"""

from __future__ import annotations

import unicodedata

from db.errors import OperationRefused
from engine.i18n import translate

BAD_CATEGORIES = frozenset({"Cc", "Zl", "Zp"})


def bad_characters(text: str) -> list[str]:
    """The control characters and line breaks in ``text``, as ``U+000A``-style names, in order."""
    return [f"U+{ord(c):04X}" for c in text if unicodedata.category(c) in BAD_CATEGORIES]


def refuse_control_characters(what: str, text: str) -> None:
    """Raise ``OperationRefused`` when ``text`` (the field ``what``) holds a control character."""
    found = bad_characters(text)
    if found:
        shown = ", ".join(dict.fromkeys(found))
        raise OperationRefused(
            translate(
                "DbRefusal",
                "{what} {text!r} holds a line break or control character ({shown}); "
                "type it on one line without control characters",
            ).format(what=what, text=text, shown=shown)
        )


def clean(text: str) -> str:
    """``text`` with every control character and line break replaced by a space (ends stripped)."""
    if not bad_characters(text):
        return text
    return "".join(" " if unicodedata.category(c) in BAD_CATEGORIES else c for c in text).strip()
