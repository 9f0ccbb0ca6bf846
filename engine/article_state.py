"""What the Dubov (C.04.4.1) and Lim (C.04.4.3) Systems know alike of a player before a round: the C.04.1
state (:func:`engine.dutch.state.build_states`, under the 2026 Basic Rules), the rating, and the order
in which both texts list the players to pair (score, then pairing number). Each system's player adds
what only it uses (``engine.dubov.state.DubovPlayer``, ``engine.lim.state.LimPlayer``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import TypeVar

from engine.dutch.state import PlayerState, build_states
from engine.model import PairingNumber, Player, RulesEdition, Tournament


@dataclass(frozen=True, slots=True)
class ArticlePlayer:
    """One player to be paired, seen from the round being paired."""

    state: PlayerState
    """The C.04.1 view (opponents met, colours of played games, bye eligibility, TPN as ``rank``)."""
    rating: int

    @property
    def number(self) -> PairingNumber:
        return self.state.number

    @property
    def tpn(self) -> int:
        """The tournament pairing number (1-based: Dubov 1.2, Lim's "#1, the highest numbered player")."""
        return self.state.rank + 1

    @property
    def score(self) -> Fraction:
        return self.state.score

    @property
    def has_played(self) -> bool:
        return self.state.played_games > 0


P = TypeVar("P", bound=ArticlePlayer)


def players_to_pair(
    tournament: Tournament, round_number: int, make: Callable[[PlayerState, Player], P]
) -> list[P]:
    """The players to pair in ``round_number``, each made by ``make`` from its C.04.1 state and its
    entry, by score (descending) then TPN.

    The C.04.1 part is read as the 2026 Basic Rules read it (``RulesEdition.DUTCH_2025`` in
    :func:`engine.dutch.state.build_states`: a round scored as a win without playing blocks the PAB).
    Neither text names an acceleration: scores are the points scored (``PlayerState.score``).
    """
    by_number = tournament.by_number()
    states = build_states(tournament, round_number, RulesEdition.DUTCH_2025)
    players = [make(s, by_number[s.number]) for s in states]
    players.sort(key=lambda p: (-p.score, p.tpn))
    return players
