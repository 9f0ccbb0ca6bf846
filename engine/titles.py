"""FIDE titles as FIDE abbreviates them, whatever form a file or a rating list writes them in.

TRF16/TRF26 001 columns 11-13 write ``GM``, ``IM``, ``WGM``, ``FM``, ``WIM``, ``CM``, ``WFM``, ``WCM``;
the older TRF06 and some programs' exports (and FIDE's own rating lists, see
``shared/rules/fide/FIDE_Rating_List_Download_Formats.md``) write one-letter codes: ``g``, ``m``,
``f``, ``c`` and ``wg``, ``wm``, ``wf``, ``wc``. :func:`fide_title` is the one place that reads them,
so that the player library, a TRF import and the norms (B.01 1.4.5: titled opponents) agree.

>>> fide_title("g"), fide_title("wm"), fide_title(" gm"), fide_title("AGM")
('GM', 'WIM', 'GM', 'AGM')
"""

from __future__ import annotations

TITLES = ("GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM")
"""The FIDE titles a player record carries (TRF16 001 columns 11-13), highest first."""

ONE_LETTER_TITLES = {
    "g": "GM",
    "m": "IM",
    "f": "FM",
    "c": "CM",
    "wg": "WGM",
    "wm": "WIM",
    "wf": "WFM",
    "wc": "WCM",
}
"""The short codes of TRF06, of FIDE's rating lists and of some programs' exports."""


def fide_title(text: object) -> str:
    """The title as FIDE abbreviates it: a short code (``g``, ``wm``) becomes ``GM``, ``WIM``; any other
    text is trimmed and upper-cased (``gm`` -> ``GM``; a code FIDE does not define, ``agm``, is kept as
    ``AGM``)."""
    written = str(text or "").strip()
    return ONE_LETTER_TITLES.get(written.lower(), written.upper())
