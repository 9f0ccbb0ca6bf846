"""Random tournaments paired by the Dubov System (``python -m engine --dubov -g``).

The generator of :mod:`engine.generator` (the bbpPairings / JaVaFo ``-g`` format) with every round
paired by :func:`engine.dubov.pair_round`; the file names the system in record 192 as TRF26's
Tournament-Type Code Table does: ``FIDE_DUBOV``.
"""

from __future__ import annotations

from dataclasses import replace

from engine.dubov.pairing import pair_round
from engine.generator import GeneratorConfig, generate
from engine.model import Tournament

DUBOV_CODE = "FIDE_DUBOV"
"""TRF26 record 192 code of the Dubov System."""


def generate_dubov(config: GeneratorConfig, model: Tournament | None = None) -> Tournament:
    """A random tournament of ``config`` (its ``rules`` and ``baku`` are not used), paired by Dubov."""
    tournament = generate(config, pair_round, model=model)
    records = tuple(
        r.replace("--dutch -g", "--dubov -g") for r in tournament.extra_records if not r.startswith("192")
    )
    return replace(
        tournament,
        tournament_type="Individual: Swiss-System, FIDE Dubov System",
        baku=False,
        extra_records=(f"192 {DUBOV_CODE}",) + records,
    )
