"""Names folded for searching: lower case, without accents, one word per name part.

Arbiters type names without accents ("muller" for Müller). Canonical decomposition (NFKD) takes the
accents off most letters, but some letters are letters of their own and do not decompose: Đ/đ
(Croatian, Serbian, Vietnamese), Ø/ø, Ł/ł, ß, Æ/æ, Œ/œ, Þ/þ, dotless ı, Ħ/ħ... ``fold`` writes them
as the Latin letters a reader would type ("dordevic" finds Đorđević). Apostrophes are dropped, so
"obrien" finds O'Brien; every other character that is not a letter or a digit separates words.

German umlauts are also typed as two letters ("mueller"), and Đ as "dj" ("djordjevic"):
``search_words`` adds that spelling as a second word, so both find Müller and Đorđević.
"""

from __future__ import annotations

import re
import unicodedata

_LETTERS = str.maketrans(
    {
        "Đ": "D",
        "đ": "d",
        "Ð": "D",
        "ð": "d",
        "Ɖ": "D",
        "ɖ": "d",
        "Ø": "O",
        "ø": "o",
        "Ł": "L",
        "ł": "l",
        "ß": "ss",
        "ẞ": "SS",
        "Æ": "AE",
        "æ": "ae",
        "Œ": "OE",
        "œ": "oe",
        "Þ": "TH",
        "þ": "th",
        "ı": "i",
        "Ħ": "H",
        "ħ": "h",
        "Ŋ": "N",
        "ŋ": "n",
        "ĸ": "k",
        "Ŧ": "T",
        "ŧ": "t",
        "ſ": "s",
        "ƒ": "f",
        "'": None,
        "\u2019": None,
        "\u2018": None,
        "`": None,
        "\u02bc": None,
        "\u00b4": None,
    }
)
"""Letters that canonical decomposition leaves alone, and the apostrophes that are dropped."""

_SECOND_SPELLING = str.maketrans(
    {"ä": "ae", "ö": "oe", "ü": "ue", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue", "Đ": "Dj", "đ": "dj"}
)
_HAS_SECOND_SPELLING = re.compile("[äöüÄÖÜĐđ]")
_COMBINING = re.compile("[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]+")

_WORD = re.compile(r"[^\W_]+")

_ASCII_FOLD = bytes(ord(chr(c).lower()) if chr(c).isalnum() and c < 128 else 32 for c in range(256))
"""For ASCII names (bytes.translate is far quicker than str.translate): letters in lower case,
digits kept, every other character a space; the apostrophes are deleted beforehand."""


def _ascii_key(name: str) -> str:
    return " ".join(name.encode("ascii").translate(_ASCII_FOLD, b"'`").decode("ascii").split())


def fold(text: str) -> str:
    """``text`` in lower case without accents or apostrophes: ``fold("Đorđević, Ana") == "dordevic, ana"``."""
    if text.isascii():
        return text.translate(_LETTERS).lower()
    decomposed = unicodedata.normalize("NFKD", text.translate(_LETTERS))
    return _COMBINING.sub("", decomposed).lower()


def words(text: str) -> list[str]:
    """The folded words of ``text``:
    ``words("Müller-Lüdenscheidt, Hans") == ["muller", "ludenscheidt", "hans"]``."""
    return _WORD.findall(fold(text))


def search_words(name: str) -> str:
    """What the search index holds for ``name``: its folded words, plus the second spelling of any
    word with a German umlaut or a Đ (``"muller hans mueller"`` for "Müller, Hans")."""
    return name_keys(name)[1] or sort_key(name)


def sort_key(name: str) -> str:
    """The name's folded words in their order, one space apart: the key names are sorted and
    prefix-searched by (``"van der berg jan"`` for "van der Berg, Jan")."""
    if name.isascii():  # most names: the same result, five times faster
        return _ascii_key(name)
    return " ".join(words(name))


def name_keys(name: str) -> tuple[str, str | None]:
    """(``sort_key(name)``, the search words when they differ from it, else None): both at once."""
    if name.isascii():
        return _ascii_key(name), None
    found = words(name)
    key = " ".join(found)
    if _HAS_SECOND_SPELLING.search(name) is None:
        return key, None
    extra = [w for w in words(name.translate(_SECOND_SPELLING)) if w not in found]
    return key, (" ".join([*found, *extra]) if extra else None)
