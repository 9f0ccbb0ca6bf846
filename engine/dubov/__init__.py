"""The Dubov System, C.04.4.1 (effective from 1 February 2026), written from the FIDE text.

Public API:

- :func:`pair_round` pairs one round of a tournament (pure function, no I/O);
- :func:`engine.dubov.checker.check_tournament` checks every recorded round against the text and
  names the article each breach breaks;
- :func:`engine.dubov.generator.generate_dubov` plays a random tournament paired by this engine
  (record 192 ``FIDE_DUBOV``).

See ``docs/systems/dubov.md`` for the articles and how they are read.
"""

from engine.dubov.pairing import pair_round

__all__ = ["pair_round"]
