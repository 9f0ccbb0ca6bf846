"""FIDE tie-breaks (C.07 Play-Off and Tie-Break Regulations, editions 2024-08 and 2026-03).

Public API (the standings themselves are in ``engine.standings``):

- ``TieBreakEdition``: which C.07 text applies (``C07_2024``, ``C07_2026``).
- ``TieBreakSpec`` / ``parse_tiebreak(code)`` / ``str(spec)``: a tie-break in TRF26 202/212 form
  (``BH/C1``; ``BH-C1`` accepted); ``parse_tiebreak_list``, ``format_tiebreak_list``, ``tiebreaks_of``.
- ``PRESETS``: named lists (``fide``, ``platform``).
- ``explain(tournament, player_number, spec, edition)``: an ``Explanation`` with its ``Contribution`` rows.
- ``format_value(value)``: ``12.5``, ``37.25``, ``12½``.
"""

from engine.tiebreaks.explanation import Contribution, Explanation, Value
from engine.tiebreaks.formatting import format_value
from engine.tiebreaks.ranking import explain
from engine.tiebreaks.record import UnplayedCategory
from engine.tiebreaks.spec import (
    PRESETS,
    TIEBREAKS,
    Direction,
    Modifier,
    TieBreakEdition,
    TieBreakError,
    TieBreakSpec,
    format_tiebreak_list,
    parse_tiebreak,
    parse_tiebreak_list,
    tiebreaks_of,
)

__all__ = [
    "PRESETS",
    "TIEBREAKS",
    "Contribution",
    "Direction",
    "Explanation",
    "Modifier",
    "TieBreakEdition",
    "TieBreakError",
    "TieBreakSpec",
    "UnplayedCategory",
    "Value",
    "explain",
    "format_tiebreak_list",
    "format_value",
    "parse_tiebreak",
    "parse_tiebreak_list",
    "tiebreaks_of",
]
