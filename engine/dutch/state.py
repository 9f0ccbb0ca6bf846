"""What the Dutch system needs to know about each player before a round is paired.

Everything here is derived from the tournament as it stands before round ``r``: pairing scores
(with acceleration), colour history of *played* games only (C.04.1 / C.04.2), colour preferences
(C.04.3 art. 1.6-1.7), floats of the two previous rounds (art. 1.4), eligibility for the
pairing-allocated bye (C.04.1 art. 4 = [C2]) and the opponents that may not be met again ([C1]).
"""

from __future__ import annotations

import enum
import math
from dataclasses import dataclass
from fractions import Fraction

from engine.acceleration import pairing_accelerations, virtual_points
from engine.model import (
    Colour,
    PairingNumber,
    Player,
    PointSystem,
    ResultCode,
    RoundEntry,
    RulesEdition,
    Tournament,
)


class Float(enum.Enum):
    """Float received in a past round (C.04.3 art. 1.4)."""

    DOWN = "D"
    UP = "U"
    NONE = " "


_ABSENCE_CODES = frozenset(
    {ResultCode.HALF_BYE, ResultCode.FULL_BYE, ResultCode.ZERO_BYE, ResultCode.PAIRING_BYE}
)


@dataclass(frozen=True, slots=True)
class PlayerState:
    """One player to be paired, seen from the round being paired."""

    number: PairingNumber
    rank: int
    """Effective pairing number, 0-based, among the players taking part (C.04.2 Initial Order)."""
    score: Fraction
    """Score before the round, without acceleration (used for the board order)."""
    pairing_score: Fraction
    """Score plus acceleration points: what brackets are made of (C.04.3 art. 1.2.1, C.04.7)."""
    colours: tuple[Colour, ...]
    """Colours of the games actually played, in round order."""
    preference: Colour
    absolute: bool
    strong: bool
    imbalance: int
    """|games with White - games with Black| (art. 1.6)."""
    repeated: Colour
    """The colour of the last two played games when they were the same, else NONE."""
    bye_eligible: bool
    played_games: int
    float_1: Float
    float_2: Float
    forbidden: frozenset[PairingNumber]
    """Opponents already met in a played game ([C1]) and forbidden pairs (TRF 260 / XXP)."""

    @property
    def absolute_imbalance(self) -> bool:
        return self.imbalance > 1


def round_to_pair(tournament: Tournament) -> int:
    """The first round in which no player has a real opponent (nor the PAB) and someone may play.

    A round where every player has a bye or absence entry (a round nobody could be paired in, e.g.
    everyone took a half-point bye) is complete: the next round is the one to pair.
    """
    last = 0
    for p in tournament.players:
        for i, e in enumerate(p.rounds, start=1):
            if e.opponent is not None or e.result is ResultCode.PAIRING_BYE:
                last = max(last, i)
    while tournament.players and all(
        last + 1 <= len(p.rounds) and is_absent_entry(p.rounds[last]) for p in tournament.players
    ):
        last += 1
    return last + 1


def is_absent_entry(entry: RoundEntry) -> bool:
    """A round entry that says the player was not paired: a bye or an absence."""
    return entry.opponent is None and entry.result in _ABSENCE_CODES


def is_absent(player: Player, round_number: int, tournament: Tournament) -> bool:
    """Not to be paired in ``round_number``: a bye/absence entry in that round, or listed in XXZ."""
    if player.number in tournament.absent_next_round:
        return True
    if round_number <= len(player.rounds):
        return is_absent_entry(player.rounds[round_number - 1])
    return False


def _participated(entry: RoundEntry) -> bool:
    return entry.opponent is not None or entry.result is ResultCode.PAIRING_BYE


def acceleration(tournament: Tournament, number: PairingNumber, round_number: int) -> Fraction:
    """Acceleration points of a player for one round (TRF26 250 / JaVaFo XXA, or the Baku method
    named in record 192: :func:`engine.acceleration.pairing_accelerations`; C.04.7)."""
    return virtual_points(pairing_accelerations(tournament), number, round_number)


def _colour_data(colours: list[Colour]) -> tuple[Colour, bool, bool, int, Colour]:
    """Preference, absolute, strong, imbalance and repeated colour (C.04.3 art. 1.6 and 1.7)."""
    whites = sum(1 for c in colours if c is Colour.WHITE)
    blacks = len(colours) - whites
    lower = Colour.BLACK if whites > blacks else Colour.WHITE
    imbalance = abs(whites - blacks)
    run = 0
    last = Colour.NONE
    for c in colours:
        run = run + 1 if c is last else 1
        last = c
    if imbalance > 1:
        pref = lower
    elif run > 1:
        pref = last.opposite
    elif imbalance > 0:
        pref = lower
    elif run:
        pref = last.opposite
    else:
        pref = Colour.NONE
    repeated = last if run > 1 else Colour.NONE
    absolute = imbalance > 1 or repeated is not Colour.NONE
    strong = not absolute and imbalance > 0
    return pref, absolute, strong, imbalance, repeated


def unplayed_round_float(entry: RoundEntry, points: PointSystem, edition: RulesEdition) -> Float:
    """The float of a round without a played game.

    2025/2026 text, art. 1.4.3-1.4.4: a downfloat when the player scored more than a loss without
    playing, otherwise none. 2017 text, A.4: "a player who, for whatever reason, does not play in a
    round, also receives a downfloat".
    """
    if edition is RulesEdition.DUTCH_2017:
        return Float.DOWN
    return Float.DOWN if points.points(entry) > points.loss else Float.NONE


def blocks_bye(entry: RoundEntry, points: PointSystem, edition: RulesEdition) -> bool:
    """An unplayed round that makes the player ineligible for the PAB ([C2]).

    2025/2026: a PAB, or as many points as a win in one round without playing (C.04.1 art. 4).
    2017: a PAB, or a forfeit win (C.04.1.d of that time); a full-point bye does not count.
    """
    if edition is RulesEdition.DUTCH_2017:
        return entry.result in (ResultCode.PAIRING_BYE, ResultCode.FORFEIT_WIN)
    return points.points(entry) >= points.win


def build_states(
    tournament: Tournament, round_number: int, edition: RulesEdition = RulesEdition.DUTCH_2025
) -> list[PlayerState]:
    """The players to pair in ``round_number``, in pairing order (art. 1.2: score, then TPN)."""
    points = tournament.point_system
    played_rounds = round_number - 1
    by_number = tournament.by_number()

    running: dict[PairingNumber, list[Fraction]] = {}

    def score_before(p: Player, rnd: int) -> Fraction:
        """Score after rounds 1..rnd-1 (running totals kept per player: floats ask for many)."""
        totals = running.get(p.number)
        if totals is None:
            totals = [Fraction(0)]
            for i in range(1, round_number):
                totals.append(totals[-1] + points.points(p.entry(i)))
            running[p.number] = totals
        return totals[rnd - 1]

    blocks = pairing_accelerations(tournament)

    def pairing_score_at(p: Player, rnd: int) -> Fraction:
        return score_before(p, rnd) + virtual_points(blocks, p.number, rnd)

    def float_in(p: Player, rnd: int) -> Float:
        """Float received in round ``rnd`` (art. 1.4.2 and 1.4.3, as the reference engines read them)."""
        if rnd < 1:
            return Float.NONE
        e = p.entry(rnd)
        if not e.is_played_game:
            # 1.4.3: scoring more than a loss without playing is a downfloat; otherwise (zero-point
            # bye, forfeit loss) no float at all (2026 text 1.4.4).
            return unplayed_round_float(e, points, edition)
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

    ordered = sorted(tournament.players, key=lambda p: p.number)
    rank = 0
    states: list[PlayerState] = []
    for p in ordered:
        absent = is_absent(p, round_number, tournament)
        took_part = any(_participated(p.entry(i)) for i in range(1, round_number))
        if absent and not took_part:
            continue  # never counted in the effective pairing numbers
        my_rank = rank
        rank += 1
        if absent:
            continue
        colours: list[Colour] = []
        met: set[PairingNumber] = set(forbidden_extra.get(p.number, ()))
        eligible = True
        for i in range(1, round_number):
            e = p.entry(i)
            if e.is_played_game:
                colours.append(e.colour)
                assert e.opponent is not None
                met.add(e.opponent)
            elif blocks_bye(e, points, edition):
                eligible = False
        pref, absolute, strong, imbalance, repeated = _colour_data(colours)
        states.append(
            PlayerState(
                number=p.number,
                rank=my_rank,
                score=score_before(p, round_number),
                pairing_score=pairing_score_at(p, round_number),
                colours=tuple(colours),
                preference=pref,
                absolute=absolute,
                strong=strong,
                imbalance=imbalance,
                repeated=repeated,
                bye_eligible=eligible,
                played_games=len(colours),
                float_1=float_in(p, played_rounds) if played_rounds >= 1 else Float.NONE,
                float_2=float_in(p, played_rounds - 1) if played_rounds >= 2 else Float.NONE,
                forbidden=frozenset(met),
            )
        )
    states.sort(key=lambda s: (-s.pairing_score, s.rank))
    return states


def topscorer_threshold(tournament: Tournament, round_number: int) -> Fraction | None:
    """Scores above this are topscorers (art. 1.7); None when the round is not the last one."""
    total = tournament.number_of_rounds
    if total is None or round_number < total:
        return None
    ps = tournament.point_system
    best = max(ps.win, ps.draw)
    # 50% of the maximum score so far, counted in tenths as the reference engines do.
    tenths = math.floor((round_number - 1) * best * 10 / 2)
    return Fraction(tenths, 10)
