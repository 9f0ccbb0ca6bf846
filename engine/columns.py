"""Text in the columns of a terminal: how many columns a text takes, and padding to a width.

A terminal shows a character of the East Asian Width classes Wide and Fullwidth (Unicode Standard
Annex #11: ``W``, ``F``: Chinese, Japanese, Korean) in two columns, a combining mark or another
zero-width character in none, and the rest in one. ``str.ljust`` counts characters, so a table with a
CJK name (``李超``, four columns) or a decomposed accent (``e`` + U+0301, one column) went out of line.
Every table the command lines print pads its cells here.

>>> width("Carlsen"), width("李超"), width("Jose\\u0301")
(7, 4, 4)
>>> f"[{ljust('李超', 6)}] [{rjust('Li', 6)}] [{clip('李超明', 5)}]"
'[李超  ] [    Li] [李超 ]'
"""

from __future__ import annotations

import unicodedata

_WIDE = frozenset({"W", "F"})
_ZERO_CATEGORIES = frozenset({"Mn", "Me", "Cf"})
"""Non-spacing and enclosing marks, format characters (zero-width joiner, bidi marks...)."""


def char_width(char: str) -> int:
    """Columns one character takes: 0, 1 or 2."""
    if unicodedata.category(char) in _ZERO_CATEGORIES or unicodedata.combining(char):
        return 0
    return 2 if unicodedata.east_asian_width(char) in _WIDE else 1


def width(text: str) -> int:
    """Columns ``text`` takes in a terminal."""
    if text.isascii():
        return len(text)
    return sum(char_width(c) for c in text)


def ljust(text: str, columns: int) -> str:
    """``text`` padded on the right to ``columns`` columns (as ``f"{text:<{columns}}"`` for ASCII)."""
    return text + " " * max(0, columns - width(text))


def rjust(text: str, columns: int) -> str:
    """``text`` padded on the left to ``columns`` columns."""
    return " " * max(0, columns - width(text)) + text


def center(text: str, columns: int) -> str:
    """``text`` centred in ``columns`` columns (the extra space on the right, as ``str.center``)."""
    room = max(0, columns - width(text))
    return " " * (room // 2) + text + " " * (room - room // 2)


def clip(text: str, columns: int) -> str:
    """``text`` cut to at most ``columns`` columns and padded to exactly that many (a wide character that
    would straddle the edge is left out)."""
    kept: list[str] = []
    used = 0
    for c in text:
        w = char_width(c)
        if used + w > columns:
            break
        kept.append(c)
        used += w
    return "".join(kept) + " " * (columns - used)
