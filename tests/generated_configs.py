"""Random generator configurations for the property tests of the systems written from the FIDE text
(Dubov, Lim): small and mid-sized events, some with forfeits, half-point byes and withdrawals."""

from __future__ import annotations

import random

from engine.generator import GeneratorConfig


def random_configs(count: int, seed: int) -> list[GeneratorConfig]:
    """``count`` configurations drawn from ``seed``: 2-48 players, 1-11 rounds (at most half the field)."""
    rng = random.Random(seed)
    out = []
    for i in range(count):
        n = rng.randint(2, 48)
        out.append(
            GeneratorConfig(
                players=n,
                rounds=rng.randint(1, max(1, min(11, n // 2))),
                seed=seed * 100_000 + i,
                forfeit_rate=rng.choice([0, 0, 12]),
                half_point_bye_rate=rng.choice([0, 0, 15]),
                retired_rate=rng.choice([0, 0, 15]),
                draw_percentage=rng.choice([0, 30, 60]),
            )
        )
    return out
