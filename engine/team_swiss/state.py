"""What the Swiss Team pairing knows of each team before a round (C.04.6 (2026) art. 1).

Built from the teams' matches (:mod:`engine.team_swiss.matches`): the score (1.2, match points or
game points as record 192 chooses) and the secondary score (4.2.2), the opponents met in matches
played ([C1]), the colour history of the played matches (1.6, GHR 3.4: no gaps), the colour
preference (1.7) and whether the team floated in the previous round (1.5). The fields the pairing
procedure shares with the Double-Swiss System (C.04.6 art. 3 and C.04.5 art. 3 are the same words)
are a :class:`engine.double_swiss.state.MatchPlayer`.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from engine.double_swiss.state import MatchPlayer
from engine.model import Colour, PairingNumber, ResultCode, Tournament
from engine.team_event import TeamEvent
from engine.team_swiss.colours import Preference, preference
from engine.team_swiss.matches import TeamMatchKind, TeamRound, plays_round, team_rounds
from engine.team_swiss.system import TeamScore, TeamSystem


@dataclass(frozen=True, slots=True)
class TeamState:
    """A team to pair: the shared fields (``core``), its secondary score and its colour preference."""

    core: MatchPlayer
    secondary: Fraction | None
    preference: Preference

    @property
    def number(self) -> PairingNumber:
        return self.core.number

    @property
    def score(self) -> Fraction:
        return self.core.score

    @property
    def colours(self) -> tuple[Colour, ...]:
        return self.core.colours

    @property
    def colour_difference(self) -> int:
        """1.7: the matches played with White minus those played with Black."""
        whites = sum(1 for c in self.colours if c is Colour.WHITE)
        return 2 * whites - len(self.colours)


def history(tournament: Tournament, event: TeamEvent, round_number: int) -> dict[int, tuple[TeamRound, ...]]:
    """Every team's matches before ``round_number``."""
    rounds = [team_rounds(tournament, event, r) for r in range(1, round_number)]
    return {t.number: tuple(r[t.number] for r in rounds) for t in event.teams}


def is_last_round(tournament: Tournament, round_number: int) -> bool:
    total = tournament.number_of_rounds
    return total is not None and round_number >= total


def in_last_two_rounds(tournament: Tournament, round_number: int) -> bool:
    """[C7], [C10]: "with the exception of the last two rounds"."""
    total = tournament.number_of_rounds
    return total is not None and round_number >= total - 1


def _score(entries: tuple[TeamRound, ...], which: TeamScore) -> Fraction:
    if which is TeamScore.MATCH:
        return sum((e.match_points for e in entries), Fraction(0))
    return sum((e.game_points for e in entries), Fraction(0))


def team_states(
    tournament: Tournament, event: TeamEvent, system: TeamSystem, round_number: int
) -> list[TeamState]:
    """The teams to pair in ``round_number``, in the order of 1.2 (score, then TPN)."""
    past = history(tournament, event, round_number)
    last = is_last_round(tournament, round_number)
    by_number = tournament.by_number()
    states = []
    for team in event.teams:
        roster = [by_number[n] for n in team.roster if n in by_number]
        if not plays_round(tournament, roster, round_number):
            continue
        entries = past[team.number]
        played = [e for e in entries if e.kind is TeamMatchKind.PLAYED]
        colours = tuple(e.colour for e in played if e.colour is not Colour.NONE)
        floated = False
        if entries and entries[-1].kind is TeamMatchKind.PLAYED and entries[-1].opponent is not None:
            opponent = past[entries[-1].opponent][:-1]
            floated = _score(opponent, system.primary) != _score(entries[:-1], system.primary)
        barred = any(
            e.won_by_forfeit or e.bye in (ResultCode.PAIRING_BYE, ResultCode.FULL_BYE) for e in entries
        )
        core = MatchPlayer(
            number=PairingNumber(team.number),
            score=_score(entries, system.primary),
            met=frozenset(PairingNumber(e.opponent) for e in played if e.opponent is not None),
            pab_barred=barred,
            matches_played=len(played),
            colours=colours,
            floated=floated,
        )
        secondary = _score(entries, system.secondary) if system.secondary is not None else None
        states.append(TeamState(core, secondary, preference(colours, system.preference, last)))
    states.sort(key=lambda s: (-s.score, s.number))
    return states
