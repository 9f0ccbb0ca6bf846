"""Random tournaments paired by the Lim System (``python -m engine --lim -g``).

The generator of :mod:`engine.generator` (the bbpPairings / JaVaFo ``-g`` format) with every round
paired by :func:`engine.lim.pair_round`; the file names the system in record 192 as ``FIDE_LIM``
(Arbiter Desk's code: TRF26's Tournament-Type Code Table has none for Lim).
"""

from __future__ import annotations

from engine.generator import GeneratorConfig, generate
from engine.lim.pairing import pair_round
from engine.model import PairingSystem, Tournament


def generate_lim(config: GeneratorConfig, model: Tournament | None = None) -> Tournament:
    """A random tournament of ``config`` paired by Lim (``config.rules`` and ``baku`` are not used:
    the Lim text has no acceleration)."""
    lim = config.with_system(PairingSystem.LIM).with_rules(config.rules, baku=False)
    return generate(lim, pair_round, model=model)
