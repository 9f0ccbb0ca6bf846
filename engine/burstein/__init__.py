"""The Burstein System (FIDE Handbook C.04.4.2), identical to bbpPairings v6 ``--burstein``.

``docs/systems/burstein.md`` quotes the articles and says how each is read.
"""

from engine.burstein.checker import check_tournament
from engine.burstein.pairing import pair_round

__all__ = ["check_tournament", "pair_round"]
