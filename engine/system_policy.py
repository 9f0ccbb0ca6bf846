"""Which Swiss system pairs an event: the one decision about it (FIDE Handbook C.04).

Record 192 names the system (TRF26 Tournament-Type Code Table): the Dutch system (C.04.3, with its
editions: :mod:`engine.edition_policy`), the Burstein System (C.04.4.2, ``FIDE_BURSTEIN``), a round
robin (C.05, :mod:`engine.roundrobin`). A file without record 192 is a Dutch event. The reader keeps
the code in :attr:`engine.model.Tournament.system`; every pairer asks :func:`refuse_other_system`
before it pairs, so that no event is ever paired by another system's rules.

>>> from engine.model import Tournament
>>> system_of(Tournament(system=PairingSystem.BURSTEIN)).display_name
'Burstein'
"""

from __future__ import annotations

from engine.errors import InvalidTournamentError
from engine.i18n import QT_TRANSLATE_NOOP, translate
from engine.model import PairingSystem, Tournament, tournament_code

_ENGINE_FLAGS = {
    PairingSystem.DUTCH: "--dutch",
    PairingSystem.BURSTEIN: "--burstein",
    PairingSystem.DOUBLE_SWISS: "--double-swiss",
}
"""The flag of ``python -m engine`` that pairs each system."""

_NAMES = {
    PairingSystem.DUTCH: QT_TRANSLATE_NOOP("PairingRefusal", "the Dutch System"),
    PairingSystem.BURSTEIN: QT_TRANSLATE_NOOP("PairingRefusal", "the Burstein System"),
    PairingSystem.DOUBLE_SWISS: QT_TRANSLATE_NOOP("PairingRefusal", "the Double-Swiss System"),
}
"""Each system as a sentence names it (translated where it is shown)."""


def system_of(tournament: Tournament) -> PairingSystem:
    """The Swiss system that pairs ``tournament`` (record 192; the Dutch system without one)."""
    return tournament.system


def refuse_other_system(tournament: Tournament, pairer: PairingSystem) -> None:
    """Refuse, in one sentence, to pair ``tournament`` with the engine of ``pairer`` when record 192
    names another Swiss system (a Burstein event is never paired by the Dutch rules, nor the reverse).
    """
    system = system_of(tournament)
    if tournament.round_robin is not None or system is pairer:
        return
    raise InvalidTournamentError(
        translate(
            "PairingRefusal",
            "this tournament is paired by {system} (record 192 {code}), not by {pairer}; pair it with "
            "python -m engine {flag}",
        ).format(
            system=translate("PairingRefusal", _NAMES[system]),
            code=tournament_code(system, tournament.rules, tournament.baku),
            pairer=translate("PairingRefusal", _NAMES[pairer]),
            flag=_ENGINE_FLAGS[system],
        )
    )


KEPT_SYSTEMS = frozenset({PairingSystem.DUTCH, PairingSystem.DOUBLE_SWISS})
"""The Swiss systems the tournament file (``arbiter``, the window) runs as an event."""


def refuse_unkept_system(tournament: Tournament) -> None:
    """The tournament file (``arbiter``, the window) runs the systems of :data:`KEPT_SYSTEMS` only:
    a TRF of another Swiss system is refused in one sentence rather than paired later by the Dutch
    rules."""
    system = system_of(tournament)
    if tournament.round_robin is not None or system in KEPT_SYSTEMS:
        return
    raise InvalidTournamentError(
        translate(
            "PairingRefusal",
            "this tournament is paired by {system} (record 192 {code}), which Arbiter Desk cannot run "
            "as an event yet; pair its rounds with python -m engine {flag}",
        ).format(
            system=translate("PairingRefusal", _NAMES[system]),
            code=tournament_code(system, tournament.rules, tournament.baku),
            flag=_ENGINE_FLAGS[system],
        )
    )
