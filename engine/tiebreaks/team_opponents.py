"""The team tie-breaks built on the opponents' scores: Buchholz and Fore Buchholz for teams (C.07 art.
8.1, 8.3 with art. 13), the Extended Sonneborn-Berger (13.2) and the Scores and Schedule Strength
Combination (13.4), with the unplayed rounds of art. 16 and the modifiers of art. 14.

Each round of a team is one element: the opponent's adjusted score (16.3) for a played match, the
dummy's score (16.4) otherwise (:meth:`engine.tiebreaks.team_record.TeamScores.opponent_score`);
for the Extended Sonneborn-Berger that score times the team's own score in the round (16.4: "the
result corresponding to the points awarded"). The cuts are those of the individual tie-breaks
(:func:`engine.tiebreaks.explanation.apply_cuts`, with the VUR exception of 16.5): BH cuts the
lowest values (14.1.1), ESB the element of the opponent with the lowest final score of the first
letter, of two such the lower product (14.1.2).
"""

from __future__ import annotations

import math
from fractions import Fraction

from engine.model import PairingNumber
from engine.tiebreaks.explanation import Contribution, apply_cuts, uncut_sum
from engine.tiebreaks.spec import Modifier
from engine.tiebreaks.team_record import History, TeamScores, is_vur


def opponent_elements(
    history: History, team: int, opponent_score: TeamScores, own_score: TeamScores | None
) -> list[Contribution]:
    """One element per round of ``team``: the opponent's (or the dummy's) score, times the team's own
    score in the round when ``own_score`` is given (Sonneborn-Berger)."""
    items = []
    for number, entry in enumerate(history[team], start=1):
        score, dummy = opponent_score.opponent_score(team, entry)
        points = own_score.of(entry) if own_score is not None else None
        items.append(
            Contribution(
                round=number,
                value=score * points if points is not None else score,
                opponent=None if dummy or entry.opponent is None else PairingNumber(entry.opponent),
                dummy=dummy,
                opponent_score=score,
                points=points,
                vur=is_vur(entry),
            )
        )
    return items


def team_buchholz(
    history: History, score: TeamScores, modifier: Modifier | None = None
) -> dict[int, Fraction]:
    """8.1 for teams: the sum of the opponents' scores (match or game points, as ``score`` holds),
    with 16.3/16.4 and the cut or median of 14.1-14.4 (16.5 for the voluntary unplayed rounds)."""
    values = {}
    for team in history:
        items = apply_cuts(
            opponent_elements(history, team, score, None),
            modifier,
            significance=lambda c: (c.value,),
            vur_exception=True,
        )
        values[team] = uncut_sum(items)
    return values


def extended_sonneborn_berger(
    history: History,
    opponent_score: TeamScores,
    own_score: TeamScores,
    rounds: int,
    cut_1: bool = False,
    modifier: Modifier | None = None,
) -> dict[int, Fraction]:
    """13.2 with art. 16: a played match contributes the opponent's adjusted final score (16.3) times
    the team's score in it; an unplayed round the score of the dummy (16.4) times the score awarded.
    ``cut_1`` (or ``modifier``): 14.1.2 (and 14.2-14.4), with the exception of 16.5 for voluntary
    unplayed rounds. ``rounds`` is kept for the callers; the scores already know it."""
    del rounds
    chosen = modifier if modifier is not None else (Modifier.CUT_1 if cut_1 else None)
    values = {}
    for team in history:
        items = apply_cuts(
            opponent_elements(history, team, opponent_score, own_score),
            chosen,
            significance=lambda c: (c.opponent_score or Fraction(0), c.value),
            vur_exception=True,
        )
        values[team] = uncut_sum(items)
    return values


def normalising_factor(primary_max: Fraction, secondary_max_per_match: Fraction) -> Fraction:
    """13.4: the highest primary score achievable in the tournament divided by the highest secondary
    score achievable in one match, rounded toward zero; at least 1 (an event of fewer rounds than it
    has boards would otherwise divide by zero, which the text does not provide for).

    >>> normalising_factor(Fraction(18), Fraction(4))  # 9 rounds of 2 MP, 4 boards
    Fraction(4, 1)
    >>> normalising_factor(Fraction(36), Fraction(2))  # game points first: 9 x 4 boards, 2 MP a match
    Fraction(18, 1)
    """
    if secondary_max_per_match <= 0:
        return Fraction(1)
    return Fraction(max(1, math.floor(primary_max / secondary_max_per_match)))


def scores_and_schedule_strength(
    history: History, primary: TeamScores, secondary: TeamScores, factor: Fraction
) -> dict[int, Fraction]:
    """13.4 SSSC: the secondary score plus the Schedule Strength, the Buchholz on the primary score
    (``primary`` holds Fore Buchholz's history for ``/F``) divided by the normalising ``factor``;
    exact (the text read sets no rounding)."""
    strength = team_buchholz(history, primary)
    return {team: secondary.final(team) + strength[team] / factor for team in history}
