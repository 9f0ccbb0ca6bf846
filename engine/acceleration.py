"""Baku Acceleration: the virtual points of C.04.7 (2026) and C.04.5.1 (before 2026).

Source: ``shared/rules/fide/C0407_Baku_Acceleration.md``. The result is a set of
:class:`~engine.model.Acceleration` blocks (TRF26 ``250`` / JaVaFo ``XXA``), which the Dutch engine
adds to the pairing score (:func:`engine.dutch.state.acceleration`); virtual points never enter the
standings or tie-breaks.

>>> from engine.model import Player, PairingNumber, Tournament
>>> t = Tournament(number_of_rounds=9,
...                players=tuple(Player(PairingNumber(i), f"P{i}") for i in range(1, 21)))
>>> for a in baku_accelerations(t):
...     print(a.points, a.first_round, a.last_round, a.first_player, a.last_player)
1 1 3 1 10
1/2 4 5 1 10
"""

from __future__ import annotations

import math
from collections.abc import Collection, Iterable
from dataclasses import replace
from fractions import Fraction
from typing import Literal

from engine.errors import InvalidTournamentError
from engine.i18n import translate
from engine.model import (
    Acceleration,
    PairingNumber,
    PairingSystem,
    PointSystem,
    ResultCode,
    RoundEntry,
    RulesEdition,
    Tournament,
)

Edition = Literal["2026", "pre2026"]
"""``"2026"``: C.04.7 applied from 1 Feb 2026; ``"pre2026"``: C.04.5.1 / C.04.7.1 (till 31 Jan 2026)."""


def group_a_size(participants: int) -> int:
    """Number of GA players: the first half rounded up to an even number, ``2 * ceil(N / 4)``.

    C.04.7 (2026) art. 1.2, C.04.5.1 "Initial Groups Division" (161 players -> 82). Never more
    than the players there are.

    >>> [group_a_size(n) for n in (1, 3, 4, 5, 8, 9, 20, 161)]
    [1, 2, 2, 4, 4, 6, 10, 82]
    """
    if participants <= 0:
        return 0
    return min(participants, 2 * math.ceil(participants / 4))


def accelerated_rounds(rounds: int) -> tuple[int, int]:
    """(rounds with full virtual points, accelerated rounds) for a tournament of ``rounds`` rounds.

    C.04.7 (2026) art. 1.4, C.04.5.1 "Virtual points": the accelerated rounds are the first half
    (rounded up) of the tournament; full virtual points before the first half (rounded up) of them,
    half of that before the remaining accelerated rounds.

    >>> accelerated_rounds(9)
    (3, 5)
    >>> accelerated_rounds(8)
    (2, 4)
    """
    accelerated = math.ceil(rounds / 2)
    return math.ceil(accelerated / 2), accelerated


def virtual_point_value(points: PointSystem, edition: Edition = "2026") -> Fraction:
    """The full virtual-point value, after checking the premise of the method.

    2026 (C.04.7 art. 1.1, 1.4): a win must be worth two draws and a loss nothing; the value is the
    points for a win. Before 2026 (C.04.5.1 "Premise", "Virtual points"): only the standard 1 / ½ / 0
    system; the value is 1.
    """
    wins = {points.win_white, points.win_black}
    draws = {points.draw_white, points.draw_black}
    losses = {points.loss_white, points.loss_black}
    if edition == "pre2026":
        if wins != {Fraction(1)} or draws != {Fraction(1, 2)} or losses != {Fraction(0)}:
            raise InvalidTournamentError(
                translate(
                    "PairingRefusal",
                    "Baku acceleration (C.04.5.1) needs the standard scoring: 1 for a win, 1/2 for a draw, "
                    "0 for a loss",
                )
            )
        return Fraction(1)
    if len(wins) != 1 or len(draws) != 1 or losses != {Fraction(0)} or wins != {2 * d for d in draws}:
        raise InvalidTournamentError(
            translate(
                "PairingRefusal",
                "Baku acceleration (C.04.7 art. 1.1) needs a win worth two draws and a loss worth 0; this "
                "tournament "
                "scores win {win}, draw {draw}, loss {loss}",
            ).format(win=points.win, draw=points.draw, loss=points.loss)
        )
    return points.win


def round_one_players(tournament: Tournament) -> list[PairingNumber]:
    """The players to be paired in round 1, by pairing number: the N of the Baku Acceleration.

    C.04.7 art. 1.2 (C.04.5.1 "Initial Groups Division") splits "the list of players to be
    paired" before the first round. Not on that list: a player who does not play round 1 (a
    half-point, full-point or zero-point bye or an absence entered for round 1, or listed in XXZ
    while round 1 is the round to pair) and, once round 1 is paired, anyone who had neither an
    opponent nor the pairing-allocated bye in it (a late entry, C.04.2 art. 2.4). JaVaFo ``-b``
    counts the same way (30 registered players, one with a round-1 bye: N = 29, GA = 16 players).
    """
    players = sorted(tournament.players, key=lambda p: p.number)
    paired = any(_took_part(p.rounds[0]) for p in players if p.rounds)
    if paired:
        return [p.number for p in players if p.rounds and _took_part(p.rounds[0])]
    out = []
    for p in players:
        entry = p.rounds[0] if p.rounds else None
        if entry is not None and entry.opponent is None and entry.result.is_bye:
            continue
        if p.number in tournament.absent_next_round:
            continue
        out.append(p.number)
    return out


def _took_part(entry: RoundEntry) -> bool:
    return entry.opponent is not None or entry.result is ResultCode.PAIRING_BYE


def last_group_a_player(
    tournament: Tournament, late_entries: Collection[PairingNumber] = ()
) -> PairingNumber | None:
    """The pairing number of the last GA player (None when nobody is paired in round 1).

    GA is counted on the list of players to be paired in round 1, sorted by pairing number
    (C.04.7 art. 1.2, :func:`round_one_players`). ``late_entries`` (C.04.2 art. 2.4) are left out
    too, for a list given before their round-1 entries exist. "The last GA-participant shall be
    the same participant as in the previous round" (C.04.7 art. 1.3, C.04.5.1 "Late entries"), so
    a player whose pairing number is above that player's (a late entry, or one who missed round
    1) is in GA for the later rounds (GA may then be odd).
    """
    late = set(late_entries)
    unknown = late - {p.number for p in tournament.players}
    if unknown:
        raise InvalidTournamentError(
            translate("PairingRefusal", "late entries {numbers} are not players of the tournament").format(
                numbers=sorted(unknown)
            )
        )
    initial = [n for n in round_one_players(tournament) if n not in late]
    size = group_a_size(len(initial))
    return initial[size - 1] if size else None


def baku_accelerations(
    tournament: Tournament,
    edition: Edition = "2026",
    late_entries: Collection[PairingNumber] = (),
) -> tuple[Acceleration, ...]:
    """The virtual points of the Baku Acceleration as TRF26 250 / XXA blocks.

    GA = pairing numbers 1 to :func:`last_group_a_player`; full value (:func:`virtual_point_value`)
    in rounds 1..F, half of it in rounds F+1..A (:func:`accelerated_rounds`); GB and later rounds get
    nothing (C.04.7 art. 1.4, C.04.5.1 "Virtual points"). The blocks are in the canonical order of
    :func:`engine.trf.acceleration.normalise` (first player, then first round).
    """
    rounds = tournament.number_of_rounds
    if rounds is None or rounds < 1:
        raise InvalidTournamentError(
            translate(
                "PairingRefusal",
                "Baku acceleration needs the number of rounds declared beforehand (C.04.1 art. 1)",
            )
        )
    value = virtual_point_value(tournament.point_system, edition)
    last = last_group_a_player(tournament, late_entries)
    if last is None:
        return ()
    full, accelerated = accelerated_rounds(rounds)
    first = PairingNumber(1)
    blocks = [Acceleration(value, 1, full, first, last)]
    if accelerated > full:
        blocks.append(Acceleration(value / 2, full + 1, accelerated, first, last))
    return tuple(blocks)


def baku_edition_for(rules: RulesEdition) -> Edition:
    """The Baku text that goes with a Dutch edition: C.04.7 (2026) with the 2025/2026 text,
    C.04.5.1 (before 2026: standard scoring only) with the 2017 and 2013 texts."""
    return "2026" if rules is RulesEdition.DUTCH_2025 else "pre2026"


def pairing_accelerations(tournament: Tournament) -> tuple[Acceleration, ...]:
    """The virtual points the pairing uses: the one place that decides (engine, documents).

    TRF26 250 records (and JaVaFo's XXA) win: TRF26 "Accelerated Rounds": "these records cause any
    acceleration method in record 192 to be disregarded". Without them, a 192 code ending in
    ``_BAKU`` gives the Baku virtual points of :func:`baku_accelerations` for the edition's Baku
    text (:func:`baku_edition_for`). Otherwise none, but for the seeding rounds of the Burstein System
    (:func:`engine.burstein.seeding.seeding_accelerations`).
    """
    if tournament.accelerations:
        return tournament.accelerations
    if tournament.baku:
        return baku_accelerations(tournament, baku_edition_for(tournament.rules))
    if tournament.system is PairingSystem.BURSTEIN:
        from engine.burstein.seeding import seeding_accelerations

        return seeding_accelerations(tournament)
    return ()


def virtual_points(
    accelerations: Iterable[Acceleration], number: PairingNumber, round_number: int
) -> Fraction:
    """Virtual points of one player for one round (C.04.7 art. 1.4; TRF26 250 / XXA blocks)."""
    total = Fraction(0)
    for acc in accelerations:
        if (
            acc.first_round <= round_number <= acc.last_round
            and acc.first_player <= number <= acc.last_player
        ):
            total += acc.points
    return total


def with_baku(
    tournament: Tournament,
    edition: Edition = "2026",
    late_entries: Collection[PairingNumber] = (),
) -> Tournament:
    """The tournament with its accelerations replaced by the Baku virtual points."""
    return replace(tournament, accelerations=baku_accelerations(tournament, edition, late_entries))
