"""Cross-checks between players' round cells: both players of a game must tell the same story.

TRF16/TRF26 record each game twice, once per player (001 columns 92-99, ...). Both entries must name
each other, with opposite colours and mirrored results (1/0, =/=, W/L, D/D, +/- and the double
forfeit -/-, pending/pending). An opponent who does not exist is refused too.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from engine.i18n import translate
from engine.model import Colour, PairingNumber, Player, ResultCode, RoundEntry


@dataclass(frozen=True, slots=True)
class GameProblem:
    """A contradiction found in the round cells: on the line of ``player``, about ``opponent``."""

    reason: str
    player: PairingNumber
    opponent: PairingNumber


_OPPOSITE = {colour._value_: colour.opposite for colour in Colour}
"""``Colour.opposite`` by the colour's value."""


def _results_agree(result: ResultCode, other: ResultCode) -> bool:
    """The one rule for a game's two results: the opponent's is the mirror of this one
    (``ResultCode.mirror``), or both are ``-`` (a double forfeit: neither player came)."""
    both_absent = result is ResultCode.FORFEIT_LOSS and other is ResultCode.FORFEIT_LOSS
    return result.mirror is other or both_absent


_RESULTS_AGREEING = frozenset(
    (result._value_, other._value_)
    for result in ResultCode
    for other in ResultCode
    if _results_agree(result, other)
)
"""(result, the opponent's result) of every game :func:`_results_agree` accepts, by the codes' values
(a string's hash is cached; an enum member's is a Python call, read for each of 64,000 games)."""


def check_tournament_cells(players: Sequence[Player], number_of_rounds: int | None) -> Iterator[str]:
    """Everything that makes a player section unreadable: duplicate starting ranks, rounds beyond
    the number of rounds, and the game contradictions of :func:`check_games`."""
    if _cells_agree(players, number_of_rounds):
        return  # nothing to say (every TRF written: the engine's input at each pairing)
    seen: set[int] = set()
    for p in players:
        if p.number in seen:
            yield translate("TrfError", "starting rank {number} is used twice").format(number=p.number)
        seen.add(p.number)
        if number_of_rounds is not None and len(p.rounds) > number_of_rounds:
            yield translate(
                "TrfError", "player {player}: round {round} is recorded, there are {rounds} rounds"
            ).format(player=p.number, round=len(p.rounds), rounds=number_of_rounds)
    for problem in check_games(players):
        yield translate("TrfError", "player {player}: {reason}").format(
            player=problem.player, reason=problem.reason
        )


_AGREEING = frozenset(
    (colour._value_, result, other_colour._value_, other_result)
    for colour in Colour
    for other_colour in Colour
    if colour is other_colour.opposite
    for result, other_result in _RESULTS_AGREEING
)
"""(colour, result, the opponent's colour, the opponent's result) of the two cells of every game that
:func:`check_games` accepts, by their codes' values."""


def _cells_agree(players: Sequence[Player], number_of_rounds: int | None) -> bool:
    """:func:`check_tournament_cells` finds nothing: the same tests in one pass, a set look-up per game
    (130,000 cells in the engine's input at 9,999 players); the messages are left to it."""
    rounds_of = {p.number: p.rounds for p in players}
    if len(rounds_of) != len(players):
        return False
    agreeing = _AGREEING
    for player in players:
        number, rounds = player.number, player.rounds
        if number_of_rounds is not None and len(rounds) > number_of_rounds:
            return False
        for index, entry in enumerate(rounds):
            opponent = entry.opponent
            if opponent is None:
                continue
            theirs = rounds_of.get(opponent)
            if theirs is None or index >= len(theirs):
                return False
            other = theirs[index]
            if other.opponent != number:
                return False
            if number <= opponent and (
                (entry.colour._value_, entry.result._value_, other.colour._value_, other.result._value_)
                not in agreeing
            ):
                return False
    return True


def check_games(players: Sequence[Player]) -> Iterator[GameProblem]:
    """Yield one :class:`GameProblem` per contradiction, on the line of the player in error.

    Every cell with an opponent is read once (130,000 at 9,999 players): the colours and results of a
    game compared from its lower-numbered player, through tables by the codes' values (an enum's
    properties and hash are Python calls)."""
    by_number = {p.number: p for p in players}
    opposite, results_agreeing = _OPPOSITE, _RESULTS_AGREEING
    for player in players:
        number = player.number
        for round_number, entry in enumerate(player.rounds, start=1):
            if entry.opponent is None:
                continue
            opponent = by_number.get(entry.opponent)
            if opponent is None:
                reason = translate(
                    "TrfError", "round {round}: opponent {opponent} is not a player of this file"
                ).format(round=round_number, opponent=entry.opponent)
                yield GameProblem(reason, number, entry.opponent)
                continue
            theirs = opponent.rounds
            other = theirs[round_number - 1] if round_number <= len(theirs) else opponent.entry(round_number)
            if other.opponent != number:
                yield GameProblem(
                    _not_pointing_back(round_number, opponent.number, other), number, opponent.number
                )
                continue
            if number > opponent.number:
                continue  # each game is checked once, from its lower-numbered player
            if entry.colour is not opposite[other.colour._value_]:
                reason = translate(
                    "TrfError",
                    "round {round}: players {player} and {opponent} have colours {colour} and {other}",
                ).format(
                    round=round_number,
                    player=number,
                    opponent=opponent.number,
                    colour=repr(entry.colour.value),
                    other=repr(other.colour.value),
                )
                yield GameProblem(reason, opponent.number, number)
            elif (entry.result._value_, other.result._value_) not in results_agreeing:
                reason = translate(
                    "TrfError",
                    "round {round}: results {result} (player {player}) and {other} (player {opponent}) "
                    "do not match",
                ).format(
                    round=round_number,
                    result=repr(entry.result.value),
                    player=number,
                    other=repr(other.result.value),
                    opponent=opponent.number,
                )
                yield GameProblem(reason, opponent.number, number)


def _not_pointing_back(round_number: int, opponent: PairingNumber, other: RoundEntry) -> str:
    """Why a game is refused when the opponent's cell of the round names somebody else (or nobody)."""
    if other.opponent is None:
        return translate(
            "TrfError", "round {round}: {opponent} does not point back (no opponent there)"
        ).format(round=round_number, opponent=opponent)
    return translate(
        "TrfError", "round {round}: {opponent} does not point back (opponent {other} there)"
    ).format(round=round_number, opponent=opponent, other=other.opponent)
