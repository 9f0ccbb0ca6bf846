"""The Swiss Team Pairing System, FIDE Handbook C.04.6 (approved 28/10/2025, applied from 1 Feb 2026).

Teams are the 310 (or 013) records of a TRF, their matches the games of their players
(:mod:`engine.team_swiss.matches`); ``docs/systems/team_swiss.md`` quotes the articles and argues the
readings.

- :func:`pair_round` pairs the next round of teams (pure function, no I/O);
- :func:`check_tournament` checks every recorded round against the text, naming the article broken;
- :func:`generate` makes a seeded random team tournament, every round paired by :func:`pair_round`.
"""

from engine.breach import Breach
from engine.team_swiss.checker import check_tournament
from engine.team_swiss.generator import TeamGeneratorConfig, generate
from engine.team_swiss.pairing import pair_round
from engine.team_swiss.system import is_team_swiss, parse_team_code

__all__ = [
    "Breach",
    "TeamGeneratorConfig",
    "check_tournament",
    "generate",
    "is_team_swiss",
    "pair_round",
    "parse_team_code",
]
