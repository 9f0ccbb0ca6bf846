"""The Double-Swiss System, FIDE Handbook C.04.5 (approved 28/10/2025, applied from 1 Feb 2026).

Every pairing is a match of two games with alternating colours; the TRF records match ``k`` in the
round cells ``2k-1`` and ``2k`` (:mod:`engine.double_swiss.matches`, ``docs/systems/double-swiss.md``).

- :func:`pair_round` pairs the next match (pure function, no I/O);
- :func:`check_tournament` checks every recorded match against the text, naming the article broken;
- :func:`generate` makes a seeded random tournament, every match paired by :func:`pair_round`.
"""

from engine.breach import Breach
from engine.double_swiss.checker import check_tournament
from engine.double_swiss.generator import generate
from engine.double_swiss.pairing import pair_round
from engine.double_swiss.system import DOUBLE_SWISS_CODE, is_double_swiss

__all__ = ["DOUBLE_SWISS_CODE", "Breach", "check_tournament", "generate", "is_double_swiss", "pair_round"]
