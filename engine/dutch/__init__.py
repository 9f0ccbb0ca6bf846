"""The FIDE (Dutch) System, C.04.3, producing the same pairings as the reference engines.

Public API:

- :func:`pair_round` pairs one round of a tournament (pure function, no I/O);
- :func:`check_tournament` re-pairs every round of a tournament and lists the discrepancies
  (:func:`check_round` one round);
- :func:`explain_round` says how each bracket was paired;
- :class:`PairingOptions` chooses, per call, the proven fast paths each may take.
"""

from engine.dutch.checker import Discrepancy, check_round, check_tournament
from engine.dutch.options import FASTEST, GENERAL_PATH, PairingOptions
from engine.dutch.pairing import (
    Explanation,
    RoundExplanation,
    explain_round,
    pair_round,
    pair_round_counted,
)

__all__ = [
    "FASTEST",
    "GENERAL_PATH",
    "Discrepancy",
    "Explanation",
    "PairingOptions",
    "RoundExplanation",
    "check_round",
    "check_tournament",
    "explain_round",
    "pair_round",
    "pair_round_counted",
]
