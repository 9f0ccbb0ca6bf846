"""The index that orders the players of a scoregroup in the Burstein System (C.04.4.2).

C.04.4.2 "Index": within a scoregroup the players are ordered by Sonneborn-Berger, then Buchholz,
then Median-Buchholz, then the rating order (TPN); the scores that make them are computed with
the adjustments of C.02 for unplayed games, as bbpPairings v6 reads them (``docs/systems/burstein.md``):

- an opponent's score counts every unplayed game of that opponent as a draw;
- a round the player did not play counts against a *virtual opponent*: the player's own score before
  that round, plus the result the opponent would have scored in it (a win against a loss, a draw
  against a draw or a half-point bye, nothing against a win; a pairing-allocated bye worth less than a
  win as a draw or a win), plus a draw for every later round before the one being paired.

Scores are exact (:class:`fractions.Fraction`); acceleration points (C.04.7) are part of the score.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass
from fractions import Fraction

from engine.acceleration import pairing_accelerations
from engine.model import PairingNumber, Player, PointSystem, ResultCode, RoundEntry, Tournament

_LOSSES = frozenset({ResultCode.LOSS, ResultCode.UNRATED_LOSS, ResultCode.FORFEIT_LOSS, ResultCode.ZERO_BYE})
_DRAWS = frozenset({ResultCode.DRAW, ResultCode.UNRATED_DRAW, ResultCode.HALF_BYE})


@dataclass(frozen=True, slots=True)
class Index:
    """A player's index (C.04.4.2): score with acceleration, Sonneborn-Berger, Buchholz and
    Median-Buchholz (each without the player's score: the "tiebreak"), and the rank (0-based TPN
    among the players taking part)."""

    score: Fraction
    sonneborn_berger: Fraction
    buchholz: Fraction
    median: Fraction
    rank: int

    def below(self, other: Index) -> bool:
        """``self`` comes after ``other`` in the order of the index (a strict comparison).

        Two players of one score compare Sonneborn-Berger, Buchholz, Median, then the rank (the
        lower TPN first). A player of another score (the floater in a scoregroup) compares
        Sonneborn-Berger, then Buchholz and Median each multiplied by the player's score, as
        bbpPairings does.
        """
        if self.score == other.score:
            mine = (self.sonneborn_berger, self.buchholz, self.median, -self.rank)
            theirs = (other.sonneborn_berger, other.buchholz, other.median, -other.rank)
        else:
            mine = (self.sonneborn_berger, self.buchholz * self.score, self.median * self.score, -self.rank)
            theirs = (
                other.sonneborn_berger,
                other.buchholz * other.score,
                other.median * other.score,
                -other.rank,
            )
        return mine < theirs


def _virtual_result(entry: RoundEntry, points: PointSystem) -> Fraction:
    """What the virtual opponent of an unplayed round scores in it (C.02 adjustment)."""
    if entry.result in _LOSSES:
        return points.win
    if entry.result in _DRAWS:
        return points.draw
    if entry.result is ResultCode.PAIRING_BYE and points.pairing_bye < points.win:
        return points.win if points.pairing_bye < points.draw else points.draw
    return points.forfeit_loss


def indices(
    tournament: Tournament, round_number: int, ranks: dict[PairingNumber, int]
) -> dict[PairingNumber, Index]:
    """The index of every player of ``ranks`` (the players to pair, with their 0-based rank among
    those taking part) before ``round_number`` is paired."""
    points = tournament.point_system
    played = round_number - 1
    players = [p for p in tournament.players if p.number in ranks]
    accel = _virtual_points(tournament, round_number)
    adjusted: dict[PairingNumber, Fraction] = {}
    for p in tournament.players:  # an opponent absent now counts too
        total = accel[p.number]
        for i in range(1, round_number):
            e = p.entry(i)
            total += points.points(e) if e.is_played_game else points.draw
        adjusted[p.number] = total
    result: dict[PairingNumber, Index] = {}
    for p in players:
        score = (
            sum((points.points(p.entry(i)) for i in range(1, round_number)), Fraction(0)) + accel[p.number]
        )
        sb, buchholz, median = _tiebreaks(p, played, points, accel[p.number], adjusted)
        result[p.number] = Index(score, sb, buchholz, median, ranks[p.number])
    return result


def _virtual_points(tournament: Tournament, round_number: int) -> dict[PairingNumber, Fraction]:
    """Every player's acceleration points (C.04.7) for ``round_number``, as
    :func:`engine.acceleration.virtual_points` counts them, the blocks read once (the seeding rounds
    give one block per player: asking block by block for each player would be quadratic)."""
    numbers = sorted(p.number for p in tournament.players)
    total = dict.fromkeys(numbers, Fraction(0))
    for acc in pairing_accelerations(tournament):
        if acc.first_round <= round_number <= acc.last_round:
            start = bisect.bisect_left(numbers, acc.first_player)
            stop = bisect.bisect_right(numbers, acc.last_player)
            for number in numbers[start:stop]:
                total[number] += acc.points
    return total


def _tiebreaks(
    p: Player, played: int, points: PointSystem, accel: Fraction, adjusted: dict[PairingNumber, Fraction]
) -> tuple[Fraction, Fraction, Fraction]:
    """Sonneborn-Berger, Buchholz and Median-Buchholz of ``p`` over the ``played`` rounds."""
    if played == 0:
        return Fraction(0), Fraction(0), Fraction(0)
    virtual = (played - 1) * points.draw + accel
    sb = Fraction(0)
    opponents: list[Fraction] = []
    for i in range(1, played + 1):
        e = p.entry(i)
        scored = points.points(e)
        if e.is_played_game and e.opponent is not None:
            opponent = adjusted.get(e.opponent, Fraction(0))
        else:
            opponent = virtual + _virtual_result(e, points)
        sb += opponent * scored
        opponents.append(opponent)
        virtual += scored - points.draw
    buchholz = sum(opponents, Fraction(0))
    median = buchholz - min(opponents) - max(opponents) if played > 2 else Fraction(0)
    return sb, buchholz, median
