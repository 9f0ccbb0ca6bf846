"""The Baku Acceleration as an event option (C.04.7 (2026); C.04.5.1 before 2026).

The virtual points are computed by ``engine.acceleration.baku_accelerations`` (the function the
engine also uses for a ``..._BAKU`` code in record 192) from the players to be paired in round 1:
the players registered now, less those with a bye requested for round 1 or withdrawn before it
(``engine.acceleration.round_one_players``). They are stored as ordinary accelerations (TRF26
``250``), which the engine adds to the pairing score. The groups are divided "before the first
round" (C.04.7 art. 1.2, C.04.5.1 "Initial Groups Division"): choosing or dropping the method is
refused once round 1 is paired.
"""

from __future__ import annotations

from sqlalchemy.orm import Session

from db.errors import OperationRefused
from db.tx import Tx
from engine.acceleration import Edition, baku_accelerations
from engine.errors import ArbiterError
from engine.i18n import translate
from engine.model import Acceleration
from operations import mapper
from operations.ops_event import accelerations, paired_rounds, refuse_acceleration, set_accelerations

EDITIONS: tuple[Edition, ...] = ("2026", "pre2026")


def _before_round_one(tx: Tx, what: str) -> None:
    paired = paired_rounds(tx.session)
    if paired:
        raise OperationRefused(
            translate(
                "DbRefusal",
                "{what}: the acceleration is decided before round 1 (C.04.7 art. 1.2), "
                "and round 1 is already paired",
            ).format(what=what)
            if paired == 1
            else translate(
                "DbRefusal",
                "{what}: the acceleration is decided before round 1 (C.04.7 art. 1.2), "
                "and rounds 1-{paired} are already paired",
            ).format(what=what, paired=paired)
        )


def apply_baku_acceleration(tx: Tx, edition: Edition = "2026") -> tuple[Acceleration, ...]:
    """Replace the accelerations by the Baku virtual points of the players registered now."""
    if edition not in EDITIONS:
        raise OperationRefused(
            translate("DbRefusal", "Baku acceleration edition {edition!r}: use one of {editions}").format(
                edition=edition, editions=", ".join(EDITIONS)
            )
        )
    _before_round_one(tx, translate("DbRefusal", "Baku acceleration cannot be applied"))
    tournament = mapper.build_pairing_input(tx.session, 1)
    if tournament.round_robin is None:
        refuse_acceleration(tournament.system)  # the Dubov text names none (engine.system_policy)
    try:
        blocks = baku_accelerations(tournament, edition)
    except ArbiterError as exc:
        raise OperationRefused(str(exc)) from exc
    if not blocks:
        raise OperationRefused(translate("DbRefusal", "Baku acceleration needs the players registered first"))
    return set_accelerations(tx, blocks, f"baku_acceleration_{edition}")


def remove_acceleration(tx: Tx) -> tuple[Acceleration, ...]:
    """Drop every acceleration (no virtual points), before round 1."""
    _before_round_one(tx, translate("DbRefusal", "the acceleration cannot be removed"))
    return set_accelerations(tx, (), "remove_acceleration")


def baku_edition(s: Session) -> Edition | None:
    """The edition whose Baku points for the players registered now are exactly the stored
    accelerations (None: no acceleration, another one, or Baku computed before players were added).
    Under 1-1/2-0 scoring both editions give the same points; ``"2026"`` is named then."""
    stored = accelerations(s)
    if not stored:
        return None
    tournament = mapper.build_pairing_input(s, 1)
    for edition in EDITIONS:
        try:
            if baku_accelerations(tournament, edition) == stored:
                return edition
        except ArbiterError:
            continue
    return None
