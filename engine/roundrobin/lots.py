"""The drawing of lots for the pairing numbers of a round robin (C.05: the players' numbers in the
Berger table are drawn by lot, unless the regulations let the arbiter set them).

The draw is made by a seeded generator so that it can be shown to be what it was: the seed and the
resulting order go into the audit log, and ``draw_lots(count, seed)`` gives the same order again.

>>> draw = draw_lots(4, seed=2026)
>>> draw.seed, sorted(draw.order) == [0, 1, 2, 3]
(2026, True)
>>> draw_lots(4, seed=2026) == draw
True
"""

from __future__ import annotations

import random
import secrets
from dataclasses import dataclass

from engine.i18n import translate
from engine.roundrobin.berger import RoundRobinError


@dataclass(frozen=True, slots=True)
class Draw:
    """The result of a draw: ``order[k]`` is the index (in the list drawn from) of the player who gets
    number ``k + 1``."""

    seed: int
    order: tuple[int, ...]


def draw_lots(count: int, seed: int | None = None) -> Draw:
    """Draw numbers 1..``count`` for ``count`` players; a new random seed when none is given."""
    if count < 1:
        raise RoundRobinError(translate("PairingRoundRobin", "there is nobody to draw lots for"))
    if seed is None:
        seed = secrets.randbits(48)
    if seed < 0:
        raise RoundRobinError(
            translate("PairingRoundRobin", "the seed of a draw is a number 0 or more, not {seed}").format(
                seed=seed
            )
        )
    order = list(range(count))
    random.Random(seed).shuffle(order)
    return Draw(seed, tuple(order))
