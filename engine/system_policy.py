"""Which Swiss system pairs an event: the one decision about it (FIDE Handbook C.04).

Record 192 names the system (TRF26 Tournament-Type Code Table): the Dutch system (C.04.3, with its
editions: :mod:`engine.edition_policy`), the Dubov System (C.04.4.1, ``FIDE_DUBOV``), the Burstein
System (C.04.4.2, ``FIDE_BURSTEIN``), the Lim System (C.04.4.3, ``FIDE_LIM``: no TRF26 code is known),
a round robin (C.05, :mod:`engine.roundrobin`). A file without record 192 is a Dutch event. The reader
keeps the code in :attr:`engine.model.Tournament.system`; every pairer asks :func:`refuse_other_system`
before it pairs, so that no event is ever paired by another system's rules.

:data:`SYSTEMS` is the one table of what each system is to the program: its pairer, its checker of a
hand-made pairing, the engine's flag, its name, its setting in the tournament file and whether the
Baku Acceleration (C.04.7) applies. A new system is one entry there (and one member of
:class:`engine.model.PairingSystem`).

>>> from engine.model import Tournament
>>> system_of(Tournament(system=PairingSystem.BURSTEIN)).display_name
'Burstein'
>>> entry(PairingSystem.DUBOV).setting
'dubov'
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import cast

from engine.errors import InvalidTournamentError
from engine.i18n import QT_TRANSLATE_NOOP, translate
from engine.model import Pairing, PairingSystem, RoundRobin, Tournament, tournament_code

Pairer = Callable[[Tournament], Pairing]
"""Pairs the next round of a tournament (``engine.dutch.pair_round`` and its siblings)."""


@dataclass(frozen=True, slots=True)
class SystemEntry:
    """What one Swiss system is to the program. ``pairer`` and ``checker`` are ``module:function``
    names, imported when used (the pairers import this module); None: not in this build."""

    system: PairingSystem
    setting: str
    """``event.pairing_system`` in the tournament file (``db.schema.PAIRING_SYSTEMS``)."""
    name: str
    """The system as a sentence names it (``QT_TRANSLATE_NOOP``: translated where it is shown)."""
    engine_flag: str
    """The flag of ``python -m engine`` that pairs it."""
    pairer: str | None
    checker: str | None
    """Checks a hand-made pairing (:data:`engine.system_checks.HandChecker`)."""
    round_checker: str | None
    """Checks a recorded round against the engine (:data:`engine.system_checks.RoundChecker`)."""
    baku: bool
    """Whether the Baku Acceleration (C.04.7) applies: the system's text scores players by points plus
    virtual points (Dutch, and Burstein as bbpPairings reads ``FIDE_BURSTEIN_BAKU``); the Dubov text
    names no acceleration (docs/systems/dubov.md)."""
    games: int = 1
    """The games one pairing is: a Double-Swiss pairing is a match of two games ("The match consists of
    two games played in succession, with alternating colours", C.04.5 Preface), which the tournament
    file stores as two rounds and the TRF as two cells."""


SYSTEMS: dict[PairingSystem, SystemEntry] = {
    PairingSystem.DUTCH: SystemEntry(
        PairingSystem.DUTCH,
        "dutch",
        QT_TRANSLATE_NOOP("PairingRefusal", "the Dutch System"),
        "--dutch",
        "engine.dutch:pair_round",
        "engine.manual_pairing:check_manual_pairing",
        "engine.dutch:check_round",
        True,
    ),
    PairingSystem.BURSTEIN: SystemEntry(
        PairingSystem.BURSTEIN,
        "burstein",
        QT_TRANSLATE_NOOP("PairingRefusal", "the Burstein System"),
        "--burstein",
        "engine.burstein:pair_round",
        "engine.system_checks:check_burstein_pairing",
        "engine.burstein.checker:check_round",
        True,
    ),
    PairingSystem.DUBOV: SystemEntry(
        PairingSystem.DUBOV,
        "dubov",
        QT_TRANSLATE_NOOP("PairingRefusal", "the Dubov System"),
        "--dubov",
        "engine.dubov:pair_round",
        "engine.system_checks:check_dubov_pairing",
        "engine.system_checks:check_dubov_round",
        False,
    ),
    PairingSystem.LIM: SystemEntry(
        PairingSystem.LIM,
        "lim",
        QT_TRANSLATE_NOOP("PairingRefusal", "the Lim System"),
        "--lim",
        "engine.lim:pair_round",
        "engine.system_checks:check_lim_pairing",
        "engine.system_checks:check_lim_round",
        False,
    ),
    PairingSystem.DOUBLE_SWISS: SystemEntry(
        PairingSystem.DOUBLE_SWISS,
        "double_swiss",
        QT_TRANSLATE_NOOP("PairingRefusal", "the Double-Swiss System"),
        "--double-swiss",
        "engine.double_swiss:pair_round",  # a match: the file stores its two games (operations.rounds)
        "engine.system_checks:check_double_swiss_pairing",
        "engine.system_checks:check_double_swiss_match",
        False,  # C.04.7 does not say whether a win's points are a game's or a match's (docs/systems)
        2,
    ),
}
"""Every Swiss system, by :class:`engine.model.PairingSystem` (a round robin is :mod:`engine.roundrobin`)."""


def entry(system: PairingSystem) -> SystemEntry:
    """The table's entry of ``system``."""
    return SYSTEMS[system]


def games_per_pairing(round_robin: RoundRobin | None, system: PairingSystem) -> int:
    """The games (stored rounds) one pairing of an event is: two for a Double-Swiss match, else one.

    >>> games_per_pairing(None, PairingSystem.DOUBLE_SWISS), games_per_pairing(None, PairingSystem.DUTCH)
    (2, 1)
    """
    return 1 if round_robin is not None else SYSTEMS[system].games


def system_for_setting(setting: str) -> PairingSystem | None:
    """The system whose ``event.pairing_system`` value is ``setting``; None for another (``berger``)."""
    return next((e.system for e in SYSTEMS.values() if e.setting == setting), None)


def default_tournament_type(round_robin: RoundRobin | None, system: PairingSystem) -> str:
    """The type of tournament (TRF 092) an event gets unless the arbiter names one: the round robin's
    name, ``Double-Swiss``, or ``Swiss`` and the system's name (``Swiss Dutch``, ``Swiss Lim``)."""
    if round_robin is not None:
        return round_robin.name
    if system is PairingSystem.DOUBLE_SWISS:
        return system.display_name
    return f"Swiss {system.display_name}"


def system_of(tournament: Tournament) -> PairingSystem:
    """The Swiss system that pairs ``tournament`` (record 192; the Dutch system without one)."""
    return tournament.system


def _named(system: PairingSystem) -> str:
    return translate("PairingRefusal", SYSTEMS[system].name)


def function_of(target: str) -> Callable[..., object]:
    """The function a ``module:function`` name of the table names (imported now)."""
    module, _, name = target.partition(":")
    function: Callable[..., object] = getattr(importlib.import_module(module), name)
    return function


def pairer_of(system: PairingSystem) -> Pairer:
    """The function that pairs the next round of an event of ``system``; refused in one sentence when
    this build has no engine for it."""
    target = SYSTEMS[system].pairer
    if target is None:
        raise InvalidTournamentError(
            translate(
                "PairingRefusal",
                "this build of Arbiter Desk has no engine for {system} yet; it cannot pair it",
            ).format(system=_named(system))
        )
    return cast(Pairer, function_of(target))


def refuse_baku(system: PairingSystem) -> None:
    """Refuse, in one sentence, the Baku Acceleration (C.04.7) for a system whose text names none."""
    if not SYSTEMS[system].baku:
        raise InvalidTournamentError(
            translate(
                "PairingRefusal",
                "{system} names no acceleration: its players are paired by the points they scored, so the "
                "Baku Acceleration (C.04.7) does not apply",
            ).format(system=_named(system))
        )


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
            system=_named(system),
            code=tournament_code(system, tournament.rules, tournament.baku),
            pairer=_named(pairer),
            flag=SYSTEMS[system].engine_flag,
        )
    )


def refuse_unkept_system(tournament: Tournament) -> None:
    """The tournament file (``arbiter``, the window) runs the systems this build has an engine for: a
    TRF of another Swiss system is refused in one sentence rather than paired later by other rules."""
    system = system_of(tournament)
    if tournament.round_robin is not None or SYSTEMS[system].pairer is not None:
        return
    raise InvalidTournamentError(
        translate(
            "PairingRefusal",
            "this tournament is paired by {system} (record 192 {code}), which this build of Arbiter Desk "
            "cannot pair yet",
        ).format(system=_named(system), code=tournament_code(system, tournament.rules, tournament.baku))
    )
