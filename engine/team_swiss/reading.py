"""A Swiss Team tournament read from a TRF (``python -m engine --team-swiss``).

The TRF reader (:func:`engine.trf.read_trf_checked`) reads the players' cells and keeps the team
section and a 192 code it does not pair as read; this module reads them (:mod:`engine.trf.teams`,
:mod:`engine.team_swiss.system`) and refuses, in one sentence, a file naming another system, the
Baku Acceleration, a file without teams, and a round to pair beyond the number of rounds.
"""

from __future__ import annotations

from typing import TextIO

from engine.errors import TrfError
from engine.i18n import translate
from engine.model import Tournament
from engine.team_event import TeamEvent
from engine.team_swiss.matches import round_to_pair
from engine.team_swiss.system import TeamSystem, parse_team_code, record_192
from engine.trf import read_trf_checked
from engine.trf.teams import read_team_event


def _code_192(data: bytes) -> str | None:
    """The code of a 192 record the reader took as another system's (it keeps only unknown codes)."""
    for line in data.decode("utf-8", "replace").splitlines():
        if line.startswith("192 "):
            return line[4:].strip().upper()
    return None


def team_setup(tournament: Tournament) -> tuple[TeamEvent, TeamSystem]:
    """The team section and the C.04.6 variant of ``tournament`` (without a 192 record: Type A,
    match points, then game points)."""
    code = record_192(tournament)
    system = TeamSystem()
    if code is not None:
        try:
            system = parse_team_code(code)
        except ValueError:
            raise TrfError(
                translate(
                    "TeamSwiss",
                    "192: {code} is not the Swiss Team Pairing System (like FIDE_TEAM_TYPEA_MP_GP)",
                ).format(code=code)
            ) from None
    if system.baku:
        raise TrfError(
            translate(
                "TeamSwiss",
                "192: the Baku Acceleration is not available with the Swiss Team Pairing System yet: "
                "C.04.7 does not say which score of a past round decides a floater (C.04.6 1.5)",
            )
        )
    event = read_team_event(tournament.extra_records)
    if not event.teams:
        raise TrfError(translate("TeamSwiss", "the file has no team (records 310 or 013)"))
    return event, system


def read_team_swiss(data: bytes, lenient: bool, pairing: bool, err: TextIO) -> Tournament:
    """The tournament of ``data`` for the Swiss Team engine (warnings of the reader to ``err``)."""
    checked = read_trf_checked(data, lenient=lenient, check_192=False)
    for warning in checked.warnings:
        err.write(f"warning: {warning}\n")
    tournament = checked.tournament
    if tournament.round_robin is not None or (record_192(tournament) is None and _code_192(data) is not None):
        raise TrfError(
            translate(
                "TeamSwiss", "192: {code} is not the Swiss Team Pairing System (like FIDE_TEAM_TYPEA_MP_GP)"
            ).format(code=_code_192(data))
        )
    team_setup(tournament)
    total = tournament.number_of_rounds
    if pairing and total is not None and round_to_pair(tournament) > total:
        raise TrfError(
            translate("TeamSwiss", "round {round} is beyond the {rounds} rounds of the tournament").format(
                round=round_to_pair(tournament), rounds=total
            )
        )
    return tournament
