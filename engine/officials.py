"""Arbiters as the TRF names them: records 102 (chief arbiter) and 112 (deputies, one line each).

TRF gives one free-text field per arbiter. The form rating officers read, and that JaVaFo's manual
shows, is ``IA Surname, Firstname (FIDE ID)``: the arbiter title (IA, FA, NA), the name, and the
FIDE ID in brackets. ``Official`` composes and reads that form, so the tournament file keeps the
one text the TRF carries and the window edits its three parts.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

ARBITER_TITLES = ("IA", "FA", "NA")
"""International Arbiter, FIDE Arbiter, National Arbiter."""

_ID_AT_END = re.compile(r"\s*\((\d{3,12})\)\s*$")


@dataclass(frozen=True, slots=True)
class Official:
    """An arbiter: title (``IA``/``FA``/``NA`` or empty), name, FIDE ID (digits or empty)."""

    name: str
    fide_id: str = ""
    title: str = ""

    @property
    def trf_text(self) -> str:
        """``IA Surname, Firstname (12345678)``, the parts that are known.

        >>> Official("Larreategi Arana, Mikel", "22232540", "IA").trf_text
        'IA Larreategi Arana, Mikel (22232540)'
        >>> Official("Doe, Jane").trf_text
        'Doe, Jane'
        """
        text = f"{self.title} {self.name}".strip() if self.title else self.name.strip()
        return f"{text} ({self.fide_id})" if self.fide_id else text

    @classmethod
    def parse(cls, text: str) -> Official:
        """Read a 102/112 text back into its parts (whatever is not recognised stays in the name).

        >>> Official.parse("IA Larreategi Arana, Mikel (22232540)")
        Official(name='Larreategi Arana, Mikel', fide_id='22232540', title='IA')
        >>> Official.parse("Tournament Director")
        Official(name='Tournament Director', fide_id='', title='')
        """
        rest = text.strip()
        fide_id = ""
        m = _ID_AT_END.search(rest)
        if m:
            fide_id = m.group(1)
            rest = rest[: m.start()].strip()
        title = ""
        head, _, tail = rest.partition(" ")
        if head.upper() in ARBITER_TITLES and tail.strip():
            title, rest = head.upper(), tail.strip()
        return cls(rest, fide_id, title)
