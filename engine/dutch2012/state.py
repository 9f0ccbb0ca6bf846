"""What the 2012 text needs to know about each player before a round is paired.

C.04.3.1 (2012) A.2 (order: score, then pairing number), A.4 and B.1.b (floats), A.5 and B.1.b (who
may receive the bye), A.7 (colour differences and preferences, with A.7.d/A.7.e for odd and even
rounds and A.7.f for players who have not played yet), A.10 (top scorers) and B.1.a (who has met whom).
Only games actually played count for colours and meetings: a forfeited game is neither a meeting
nor a colour (C.04.1 of the period), but a forfeit win is a point without playing (B.1.b).
"""

from __future__ import annotations

import enum
import math
from collections.abc import Sequence
from dataclasses import dataclass, replace
from fractions import Fraction

from engine.acceleration import pairing_accelerations, virtual_points
from engine.dutch.state import is_absent
from engine.model import Colour, PairingNumber, Player, PointSystem, ResultCode, RoundEntry, Tournament


class Float(enum.Enum):
    """The float a player received in a past round (A.4)."""

    DOWN = "D"
    UP = "U"
    NONE = " "


class Strength(enum.IntEnum):
    """How strong a colour preference is (A.7.a-c); NONE for a player without games (A.7.f)."""

    NONE = 0
    MILD = 1
    STRONG = 2
    ABSOLUTE = 3


@dataclass(frozen=True, slots=True)
class PlayerState:
    """One player to be paired, seen from the round being paired."""

    number: PairingNumber
    rank: int
    """Position in the initial ranking among the players taking part, 0-based (A.1, A.2)."""
    score: Fraction
    """Score before the round, without acceleration (board order)."""
    pairing_score: Fraction
    """Score plus acceleration points: what the score brackets are made of (A.2, A.3)."""
    colours: tuple[Colour, ...]
    """Colours of the games actually played, in round order."""
    preference: Colour
    """The colour preference (A.7), NONE before the first game (A.7.f)."""
    strength: Strength
    difference: int
    """Games with White minus games with Black (A.7)."""
    bye_eligible: bool
    """May receive the bye (A.5, B.1.b; decided by :func:`may_receive_bye`)."""
    played_games: int
    float_1: Float
    """The float of the previous round (B.5)."""
    float_2: Float
    """The float of the round before (B.6)."""
    forbidden: frozenset[PairingNumber]
    """Opponents already met in a played game (B.1.a) and forbidden pairs (TRF 260 / XXP)."""
    topscorer: bool
    """More than 50% of the maximum possible score when pairing the last round (A.10)."""
    unplayed_points: int = 0
    """Rounds in which he received a point or half point without playing (B.1.b): the
    pairing-allocated bye, a half-point bye, a forfeit win."""

    @property
    def absolute(self) -> bool:
        return self.strength is Strength.ABSOLUTE

    @property
    def strong(self) -> bool:
        return self.strength is Strength.STRONG

    @property
    def mild(self) -> bool:
        return self.strength is Strength.MILD


def colour_preference(colours: tuple[Colour, ...]) -> tuple[Colour, Strength, int]:
    """Preference, its strength and the colour difference of a colour history (A.7.a-c, A.7.f).

    Absolute: difference beyond +-1, or the same colour in the two latest games; strong: difference
    +-1; mild: difference 0, alternating with the last game; none before any game.

    >>> W, B = Colour.WHITE, Colour.BLACK
    >>> colour_preference((W, B, W))
    (<Colour.BLACK: 'b'>, <Strength.STRONG: 2>, 1)
    >>> colour_preference((B, W, W))
    (<Colour.BLACK: 'b'>, <Strength.ABSOLUTE: 3>, 1)
    >>> colour_preference(())
    (<Colour.NONE: '-'>, <Strength.NONE: 0>, 0)
    """
    whites = sum(1 for c in colours if c is Colour.WHITE)
    difference = whites - (len(colours) - whites)
    if not colours:
        return Colour.NONE, Strength.NONE, 0
    repeated = len(colours) >= 2 and colours[-1] is colours[-2]
    if difference > 1 or difference < -1:
        return (Colour.BLACK if difference > 0 else Colour.WHITE), Strength.ABSOLUTE, difference
    if repeated:
        return colours[-1].opposite, Strength.ABSOLUTE, difference
    if difference:
        return (Colour.BLACK if difference > 0 else Colour.WHITE), Strength.STRONG, difference
    return colours[-1].opposite, Strength.MILD, difference


def _took_part(entry: RoundEntry) -> bool:
    return entry.opponent is not None or entry.result is ResultCode.PAIRING_BYE


def point_without_playing(entry: RoundEntry, points: PointSystem) -> bool:
    """A point or half point without playing: a bye, a half-point bye, a forfeit win (B.1.b)."""
    return not entry.is_played_game and points.points(entry) > 0


def may_receive_bye(unplayed_points: Sequence[int], players_in_event: int) -> list[bool]:
    """Who, of the players to be paired, may receive the pairing-allocated bye, from the number of
    rounds in which each received a point or half point without playing (``unplayed_points``) and
    the number of players of the event, present or not (``players_in_event``).

    C.04.3.1 (2012) B.1.b: "A player who has received a point or half point without playing,
    either through a bye or due to an opponent not appearing in time, ... shall not receive a
    bye" (the bye, a half-point bye, a forfeit win; an absence scores nothing and does not count).
    A.5: "Should the total number of players be (or become) odd, one player ends up unpaired. This
    player receives a bye". The text does not say what happens when every player to be paired has
    received such a point. JaVaFo 1.4, the reference engine of the text, reads A.5's two cases
    apart: when the total number of players of the event is odd, the bye belongs to the event and
    may go, B.1.b failing for everyone, to a player with the fewest such rounds, whatever they were
    (a second pairing-allocated bye included), and to no one else; when the total is even and the
    number to be paired only became odd through absences, B.1.b stays absolute (no pairing). While
    any player may receive the bye by B.1.b, the rule is absolute in both cases.

    >>> may_receive_bye([0, 1, 2], 7)
    [True, False, False]
    >>> may_receive_bye([2, 1, 1], 7)
    [False, True, True]
    >>> may_receive_bye([2, 1, 1], 8)
    [False, False, False]
    >>> may_receive_bye([2, 1, 1, 3], 7)
    [False, False, False, False]
    """
    if len(unplayed_points) % 2 == 0 or players_in_event % 2 == 0 or 0 in unplayed_points:
        return [n == 0 for n in unplayed_points]
    fewest = min(unplayed_points)
    return [n == fewest for n in unplayed_points]


def bye_beyond_b1b(states: Sequence[PlayerState]) -> bool:
    """The bye may go beyond B.1.b this round: :func:`may_receive_bye` allowed it to a player who
    had a point or half point without playing (every player to be paired had one)."""
    return any(s.bye_eligible and s.unplayed_points > 0 for s in states)


def topscorer_threshold(tournament: Tournament, round_number: int) -> Fraction | None:
    """Scores above this are top scorers (A.10); None when the round is not the last one.

    "Over 50% of the maximum possible score": the maximum after ``round_number - 1`` rounds, counted
    in tenths of a point as the reference engine does.
    """
    total = tournament.number_of_rounds
    if total is None or round_number < total:
        return None
    ps = tournament.point_system
    best = max(ps.win, ps.draw)
    tenths = math.floor((round_number - 1) * best * 10 / 2)
    return Fraction(tenths, 10)


def build_states(tournament: Tournament, round_number: int) -> list[PlayerState]:
    """The players to pair in ``round_number``, in pairing order (A.2: score, then pairing number)."""
    points = tournament.point_system
    accelerations = pairing_accelerations(tournament)  # 250/XXA, or Baku named in 192 (C.04.7)
    by_number = tournament.by_number()
    threshold = topscorer_threshold(tournament, round_number)
    totals: dict[PairingNumber, list[Fraction]] = {}

    def score_before(p: Player, rnd: int) -> Fraction:
        running = totals.get(p.number)
        if running is None:
            running = [Fraction(0)]
            for i in range(1, round_number):
                running.append(running[-1] + points.points(p.entry(i)))
            totals[p.number] = running
        return running[rnd - 1]

    def pairing_score_at(p: Player, rnd: int) -> Fraction:
        return score_before(p, rnd) + virtual_points(accelerations, p.number, rnd)

    def float_in(p: Player, rnd: int) -> Float:
        """A.4: the higher of two players with unequal scores downfloats, the lower upfloats; B.1.b:
        a point or half point without playing is a downfloat. An absence is no float."""
        if rnd < 1:
            return Float.NONE
        e = p.entry(rnd)
        if not e.is_played_game:
            return Float.DOWN if point_without_playing(e, points) else Float.NONE
        if e.opponent is None or e.opponent not in by_number:
            return Float.NONE
        mine = pairing_score_at(p, rnd)
        theirs = pairing_score_at(by_number[e.opponent], rnd)
        if mine > theirs:
            return Float.DOWN
        if mine < theirs:
            return Float.UP
        return Float.NONE

    forbidden_extra = tournament.kept_apart(round_number)

    rank = 0
    states: list[PlayerState] = []
    for p in sorted(tournament.players, key=lambda q: q.number):
        absent = is_absent(p, round_number, tournament)
        if absent and not any(_took_part(p.entry(i)) for i in range(1, round_number)):
            continue  # never counted in the ranking of the players taking part
        my_rank = rank
        rank += 1
        if absent:
            continue
        colours: list[Colour] = []
        met: set[PairingNumber] = set(forbidden_extra.get(p.number, ()))
        unplayed = 0
        for i in range(1, round_number):
            e = p.entry(i)
            if e.is_played_game:
                colours.append(e.colour)
                assert e.opponent is not None
                met.add(e.opponent)
            elif point_without_playing(e, points):
                unplayed += 1
        preference, strength, difference = colour_preference(tuple(colours))
        pairing_score = pairing_score_at(p, round_number)
        states.append(
            PlayerState(
                number=p.number,
                rank=my_rank,
                score=score_before(p, round_number),
                pairing_score=pairing_score,
                colours=tuple(colours),
                preference=preference,
                strength=strength,
                difference=difference,
                bye_eligible=unplayed == 0,
                played_games=len(colours),
                float_1=float_in(p, round_number - 1),
                float_2=float_in(p, round_number - 2),
                forbidden=frozenset(met),
                topscorer=threshold is not None and pairing_score > threshold,
                unplayed_points=unplayed,
            )
        )
    states.sort(key=lambda s: (-s.pairing_score, s.rank))
    allowed = may_receive_bye([s.unplayed_points for s in states], len(tournament.players))
    return [replace(s, bye_eligible=ok) for s, ok in zip(states, allowed, strict=True)]
