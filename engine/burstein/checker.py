"""The Burstein pairing checker: re-pair every round and say which article a recorded pairing breaks.

Each recorded round is compared with the engine's pairing of the tournament as it stood before it
(:func:`engine.dutch.checker.tournament_before`, shared with the Dutch checker). A round that differs
is reported with the rules of C.04.1 (2026) its pairing breaks, or else as a different choice of the
Burstein procedure (C.04.4.2 art. 3-4: the order of the index, the floaters, the colours).
"""

from __future__ import annotations

from engine.burstein.pairing import BYE_RULES, pair_round
from engine.dutch.checker import (
    Discrepancy,
    every_recorded_round,
    recorded_pairing,
    same_pairing,
    tournament_before,
    uncoloured_games,
)
from engine.dutch.state import build_states
from engine.errors import NoLegalPairingError
from engine.i18n import translate
from engine.model import Pairing, PairingSystem, Tournament
from engine.system_policy import refuse_other_system


def check_tournament(tournament: Tournament) -> list[Discrepancy]:
    """Every recorded round whose pairing differs from the engine's, with the reason."""
    refuse_other_system(tournament, PairingSystem.BURSTEIN)
    return every_recorded_round(tournament, check_round)


def check_round(tournament: Tournament, round_number: int) -> Discrepancy | None:
    """Round ``round_number`` against the engine's pairing of it; None when they agree (or the round
    has no pairing)."""
    actual = recorded_pairing(tournament, round_number)
    if not actual.boards and actual.bye is None:
        return None
    before = tournament_before(tournament, round_number)
    try:
        expected = pair_round(before, round_number)
    except NoLegalPairingError as exc:
        return Discrepancy(round_number, None, actual, str(exc))
    if same_pairing(expected, actual, uncoloured_games(tournament, round_number)):
        return None
    return Discrepancy(round_number, expected, actual, "; ".join(broken_rules(before, actual)))


def broken_rules(before: Tournament, actual: Pairing) -> list[str]:
    """The absolute rules a pairing breaks, each naming its article; when it breaks none, that it is
    not the pairing of the Burstein procedure."""
    return absolute_breaches(before, actual) or [not_the_procedure()]


def not_the_procedure() -> str:
    """A legal pairing that is not the one of C.04.4.2 (translated)."""
    return translate(
        "BursteinChecker",
        "legal, but not the pairing of C.04.4.2: the order of the index, the floaters or the colours differ",
    )


def absolute_breaches(before: Tournament, actual: Pairing) -> list[str]:
    """The absolute rules of C.04.1 a pairing breaks, each naming its article (empty: none)."""
    states = {s.number: s for s in build_states(before, actual.round, BYE_RULES)}
    found: list[str] = []
    seen: set[int] = set()
    for board in actual.boards:
        for n in (board.white, board.black):
            if n not in states:
                found.append(
                    translate("BursteinChecker", "player {player} is not to be paired in this round").format(
                        player=n
                    )
                )
            elif n in seen:
                found.append(translate("BursteinChecker", "player {player} is paired twice").format(player=n))
            seen.add(n)
        white, black = states.get(board.white), states.get(board.black)
        if white is None or black is None:
            continue
        if black.number in white.forbidden:
            found.append(
                translate(
                    "BursteinChecker",
                    "{white}-{black}: the two have met before or may not meet (C.04.1 art. 2)",
                ).format(white=white.number, black=black.number)
            )
        if white.absolute and black.absolute and white.preference is black.preference:
            found.append(
                translate(
                    "BursteinChecker",
                    "{white}-{black}: both have an absolute preference for the same colour (C.04.1 art. 6-7)",
                ).format(white=white.number, black=black.number)
            )
    if actual.bye is not None and actual.bye in states and not states[actual.bye].bye_eligible:
        found.append(
            translate(
                "BursteinChecker",
                "player {player} receives the pairing-allocated bye again or after a forfeit win (C.04.1 d)",
            ).format(player=actual.bye)
        )
    unpaired = sorted(set(states) - seen - ({actual.bye} if actual.bye is not None else set()))
    if unpaired:
        found.append(
            translate("BursteinChecker", "players left unpaired: {players}").format(
                players=", ".join(str(n) for n in unpaired)
            )
        )
    return found
