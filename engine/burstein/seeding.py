"""The seeding rounds of the Burstein System (C.04.4.2 art. 1.5), as bbpPairings v6 pairs them.

C.04.4.2 art. 1.5: the first rounds, before the index means anything, are paired by a traditional
method. bbpPairings pairs rounds 1 and 2 with an acceleration: the upper half of the players who take
part in round 1 (in the order of their TPN, ``floor(N / 2)`` of the N players paired in round 1) start
with the points of a win, for the pairing of rounds 1 and 2 only; players of that upper part who do not
take part in round 1 have them too (``docs/systems/burstein.md``). Record 192 ``FIDE_BURSTEIN_BAKU``
and TRF26 250 / XXA records replace it (:func:`engine.acceleration.pairing_accelerations`).
"""

from __future__ import annotations

from engine.model import Acceleration, Player, ResultCode, Tournament

SEEDING_ROUNDS = 2
"""The rounds paired with the seeding acceleration."""


def seeding_accelerations(tournament: Tournament) -> tuple[Acceleration, ...]:
    """The virtual points of the seeding rounds: a win's points in rounds 1-2 for the upper half
    (one block of TPNs)."""
    ordered = sorted(tournament.players, key=lambda p: p.number)
    round_one_paired = any(_paired_in_round_one(p) for p in ordered)

    def takes_part(p: Player) -> bool:
        if round_one_paired:
            return _paired_in_round_one(p)
        return p.number not in tournament.absent_next_round and not (
            p.rounds and p.rounds[0].opponent is None and p.rounds[0].result.is_bye
        )

    left = sum(1 for p in ordered if takes_part(p))
    if left <= 1:
        return ()
    last = ordered[0].number
    for p in ordered:
        last = p.number
        if takes_part(p):
            left -= 2
            if left <= 1:
                break
    # One block for the upper part (the players from the first TPN to ``last``, those who do not
    # take part included): a block per player would make every reading of a player's points
    # (engine.acceleration.virtual_points) walk the whole upper half.
    return (Acceleration(tournament.point_system.win, 1, SEEDING_ROUNDS, ordered[0].number, last),)


def _paired_in_round_one(p: Player) -> bool:
    e = p.entry(1)
    return e.opponent is not None or e.result is ResultCode.PAIRING_BYE
