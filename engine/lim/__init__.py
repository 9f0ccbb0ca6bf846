"""The Lim System, C.04.4.3 (effective from 1 February 2026), written from the FIDE text.

Public API:

- :func:`pair_round` pairs one round of a tournament (pure function, no I/O);
- :func:`engine.lim.checker.check_tournament` checks every recorded round against the text and
  names the article each breach breaks;
- :func:`engine.lim.generator.generate_lim` plays a random tournament paired by this engine
  (record 192 ``FIDE_LIM``: TRF26's Tournament-Type Code Table has no Lim code).

See ``docs/systems/lim.md`` for the articles and how they are read.
"""

from engine.lim.pairing import pair_round

__all__ = ["pair_round"]
