"""What the checkers that name articles share (Dubov, C.04.4.1; Lim, C.04.4.3): a recorded round
checked as it was paired, each breach named by its article (:class:`engine.breach.Breach`, the record of
every checker that names articles), and where it differs from the engine.

Each system gives its engine (``pair_round``), the breaches of a pairing (its own articles) and the
sentence that names its procedure; :func:`check_recorded_round` does the rest, the one way for both.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from engine.breach import Breach
from engine.dutch.checker import (
    Discrepancy,
    recorded_pairing,
    same_pairing,
    tournament_before,
    uncoloured_games,
)
from engine.errors import NoLegalPairingError
from engine.model import Colour, Pairing, PairingNumber, Tournament

Uncoloured = frozenset[frozenset[PairingNumber]]


@dataclass(frozen=True, slots=True)
class RoundCheck:
    """A recorded round that breaks the text: its breaches and how it differs from the engine's pairing."""

    round: int
    breaches: tuple[Breach, ...]
    discrepancy: Discrepancy | None


def check_recorded_round(
    tournament: Tournament,
    round_number: int,
    pair_round: Callable[[Tournament, int], Pairing],
    breaches_of: Callable[[Tournament, Pairing, Uncoloured], Iterable[Breach]],
    procedure: Callable[[], str],
) -> RoundCheck | None:
    """Check the recorded pairing of ``round_number`` against the tournament before it (its earlier
    rounds and its absences); None when it agrees with the text. ``procedure()`` is the sentence shown
    when the pairing differs from the engine's (translated when it is called)."""
    actual = recorded_pairing(tournament, round_number)
    if not actual.boards and actual.bye is None:
        return None
    before = tournament_before(tournament, round_number)
    uncoloured = uncoloured_games(tournament, round_number)
    breaches = tuple(breaches_of(before, actual, uncoloured))
    try:
        expected = pair_round(before, round_number)
    except NoLegalPairingError as exc:
        return RoundCheck(round_number, breaches, Discrepancy(round_number, None, actual, str(exc)))
    differs = not same_pairing(expected, actual, uncoloured)
    if not differs and not breaches:
        return None
    discrepancy = Discrepancy(round_number, expected, actual, procedure()) if differs else None
    return RoundCheck(round_number, breaches, discrepancy)


def latest_difference(a: Iterable[Colour], b: Iterable[Colour]) -> Colour:
    """The colour of the first player the most recent time the two had different colours, walking back
    their played games together (Dubov 5.2.4, Lim's colour history); NONE when they never differed.

    >>> W, B = Colour.WHITE, Colour.BLACK
    >>> latest_difference([W, B], [B, W]), latest_difference([W, B], [W, B])
    (<Colour.BLACK: 'b'>, <Colour.NONE: '-'>)
    """
    ca, cb = list(a), list(b)
    while ca and cb:
        x, y = ca.pop(), cb.pop()
        if x is not y:
            return x
    return Colour.NONE
