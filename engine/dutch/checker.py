"""The pairing checker: re-pair every round of a tournament and compare with what was played."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TypeVar

from engine.dutch.options import FASTEST, PairingOptions
from engine.dutch.pairing import pair_round, refuse_round_robin
from engine.errors import NoLegalPairingError
from engine.i18n import translate
from engine.model import (
    NOT_PAIRED,
    Board,
    Colour,
    Pairing,
    PairingNumber,
    PairingSystem,
    ResultCode,
    RulesEdition,
    Tournament,
)
from engine.system_policy import refuse_other_system

_Found = TypeVar("_Found")


@dataclass(frozen=True, slots=True)
class Discrepancy:
    """A round whose recorded pairing differs from the one the Dutch system gives."""

    round: int
    expected: Pairing | None
    """What the engine pairs (None when it finds no legal pairing)."""
    actual: Pairing
    """What the tournament file records."""
    reason: str = ""

    def __str__(self) -> str:
        """The discrepancy in the language of the lookup in force (:func:`engine.i18n.translate`)."""
        if self.expected is None:
            return translate(
                "PairingChecker", "round {round}: no legal pairing exists ({reason}); recorded {recorded}"
            ).format(round=self.round, reason=self.reason, recorded=_show(self.actual))
        missing = sorted(_pairs(self.expected) - _pairs(self.actual))
        extra = sorted(_pairs(self.actual) - _pairs(self.expected))
        parts = [translate("PairingChecker", "round {round}:").format(round=self.round)]
        if missing:
            parts.append(
                translate("PairingChecker", "expected {games}").format(
                    games=", ".join(f"{w}-{b}" for w, b in missing)
                )
            )
        if extra:
            parts.append(
                translate("PairingChecker", "recorded {games}").format(
                    games=", ".join(f"{w}-{b}" for w, b in extra)
                )
            )
        if self.expected.bye != self.actual.bye:
            parts.append(
                translate("PairingChecker", "bye expected {expected}, recorded {recorded}").format(
                    expected=self.expected.bye, recorded=self.actual.bye
                )
            )
        if self.reason:
            parts.append(f"({self.reason})")
        return " ".join(parts)


def _pairs(p: Pairing) -> set[tuple[PairingNumber, PairingNumber]]:
    return {(b.white, b.black) for b in p.boards}


def uncoloured_games(tournament: Tournament, round_number: int) -> frozenset[frozenset[PairingNumber]]:
    """The games of the round recorded without colours (a forfeit read from ``126 - -``)."""
    return frozenset(
        frozenset((p.number, e.opponent))
        for p in tournament.players
        if (e := p.entry(round_number)).opponent is not None and e.colour is Colour.NONE
    )


def same_pairing(expected: Pairing, actual: Pairing, uncoloured: frozenset[frozenset[PairingNumber]]) -> bool:
    """The same pairs, colours and PAB; a game recorded without colours matches either colours (a game
    not played has no colours to check: C.04.1 / TRF16, only played games count for colours)."""

    def pairs(p: Pairing) -> set[tuple[PairingNumber, PairingNumber]]:
        return {
            (min(w, k), max(w, k)) if frozenset((w, k)) in uncoloured else (w, k)
            for w, k in ((b.white, b.black) for b in p.boards)
        }

    return pairs(expected) == pairs(actual) and expected.bye == actual.bye


def _show(p: Pairing) -> str:
    text = ", ".join(f"{b.white}-{b.black}" for b in p.boards)
    if p.bye is None:
        return text
    return translate("PairingChecker", "{games}, bye {player}").format(games=text, player=p.bye)


def recorded_pairing(tournament: Tournament, round_number: int) -> Pairing:
    """The pairing a tournament records for a round: boards (forfeits included) and the PAB."""
    boards: list[Board] = []
    bye: PairingNumber | None = None
    for p in tournament.players:
        e = p.entry(round_number)
        if e.opponent is not None:
            if e.colour.value == "w" or (e.colour.value == "-" and p.number < e.opponent):
                boards.append(Board(p.number, e.opponent))
        elif e.result is ResultCode.PAIRING_BYE:
            bye = p.number
    return Pairing(round_number, tuple(sorted(boards)), bye)


def tournament_before(tournament: Tournament, round_number: int) -> Tournament:
    """The tournament as it stood before ``round_number``: earlier rounds plus that round's absences.

    Once a round has been paired (someone has an opponent or the PAB in it), a player with no entry
    in it was absent: TRF16 reads a blank cell as ``Z``, and JaVaFo leaves the cells of retired
    players blank. Before that, a missing entry means "still to be paired".
    """
    paired = any(
        p.entry(round_number).opponent is not None or p.entry(round_number).result is ResultCode.PAIRING_BYE
        for p in tournament.players
    )
    players = []
    for p in tournament.players:
        kept = list(p.rounds[: round_number - 1])
        while len(kept) < round_number - 1:
            kept.append(NOT_PAIRED)
        e = p.entry(round_number)
        recorded = paired or round_number <= len(p.rounds)
        if recorded and e.opponent is None and e.result is not ResultCode.PAIRING_BYE:
            kept.append(e)
        players.append(replace(p, rounds=tuple(kept), points=None))
    return replace(tournament, players=tuple(players), absent_next_round=frozenset())


def every_recorded_round(
    tournament: Tournament, check: Callable[[Tournament, int], _Found | None]
) -> list[_Found]:
    """What ``check`` finds in each recorded round of ``tournament``, in round order, the rounds where it
    finds nothing left out: the one walk of the checkers that re-pair round by round (Dutch, Burstein,
    Dubov, Lim)."""
    found = (check(tournament, r) for r in range(1, tournament.rounds_recorded + 1))
    return [f for f in found if f is not None]


def check_tournament(
    tournament: Tournament, rules: RulesEdition | None = None, *, options: PairingOptions = FASTEST
) -> list[Discrepancy]:
    """Re-pair every recorded round and list the rounds that differ (pairs, colours or PAB).
    ``options``: the fast paths the re-pairing may take (:class:`PairingOptions`)."""
    refuse_round_robin(tournament)
    refuse_other_system(tournament, PairingSystem.DUTCH)
    return every_recorded_round(tournament, lambda t, r: check_round(t, r, rules, options=options))


def check_round(
    tournament: Tournament,
    round_number: int,
    rules: RulesEdition | None = None,
    *,
    options: PairingOptions = FASTEST,
) -> Discrepancy | None:
    """Re-pair round ``round_number`` from the rounds before it and compare with what ``tournament``
    records for it; None when they agree (or the round has no pairing). The rounds before are taken as
    ``tournament`` has them: a caller that knows the results the round was paired with (a result
    corrected since, C.04.2 (2026) art. 4.3) passes the tournament with those."""
    refuse_round_robin(tournament)
    refuse_other_system(tournament, PairingSystem.DUTCH)
    actual = recorded_pairing(tournament, round_number)
    if not actual.boards and actual.bye is None:
        return None
    before = tournament_before(tournament, round_number)
    try:
        expected = pair_round(before, round_number, rules, options=options)
    except NoLegalPairingError as exc:
        return Discrepancy(round_number, None, actual, str(exc))
    if same_pairing(expected, actual, uncoloured_games(tournament, round_number)):
        return None
    reason = ""
    if (rules or tournament.rules) is RulesEdition.DUTCH_2013:
        from engine.dutch2012.checker import why_different

        reason = why_different(before, round_number, actual, expected, options)
    return Discrepancy(round_number, expected, actual, reason)
