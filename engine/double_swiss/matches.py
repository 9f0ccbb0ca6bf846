"""A Double-Swiss round (a match of two games) as the TRF records it: two round cells per match.

C.04.5 (2026) Preface: "every pairing is a match between two players. The match consists of two games
played in succession, with alternating colours and with points assigned for each game." TRF26 has one
cell per round (opponent, colour, result) and no Double-Swiss encoding, so match ``k`` takes the two
cells ``2k-1`` (game 1) and ``2k`` (game 2) of the player line (``docs/systems/double-swiss.md``):

- a match: the same opponent in both cells, the colours reversed in game 2 (a forfeit may be written
  without colour, ``-``); each cell has that game's result;
- a bye ("Byes (requested or assigned) apply only to matches, never to individual games"): the same
  bye code in both cells (``U``, ``H``, ``F``; ``Z`` or blanks: absent), each worth what the point
  system (record 162) gives a bye cell: the match's value is the sum of its two cells.

This module reads those cells into :class:`MatchEntry` values and writes a match back into cells; it
refuses a pair of cells that is not one match (:class:`MatchCellsError`).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from fractions import Fraction

from engine.errors import InvalidTournamentError
from engine.i18n import translate
from engine.model import NOT_PAIRED, Colour, PairingNumber, Player, PointSystem, ResultCode, RoundEntry


class MatchCellsError(InvalidTournamentError):
    """Two round cells of a player that are not one Double-Swiss match (the message names them)."""


class MatchKind(enum.Enum):
    """What a player's match was, for the pairing (C.04.5 Preface)."""

    PLAYED = "played"
    """Regularly played: "In all other cases [than a forfeit of both games], the match is considered
    as regularly played" (also when one single game was forfeited, or is still without result)."""
    FORFEITED = "forfeited"
    """"A match ends by forfeit only if at least one player forfeits both games. In this case, the
    same pairing may be repeated in a later round.\""""
    BYE = "bye"
    """A bye of the match (``U``, ``H`` or ``F`` in both cells)."""
    ABSENT = "absent"
    """No opponent and no bye (``Z`` or blank cells): not paired in that round."""


@dataclass(frozen=True, slots=True)
class MatchEntry:
    """One match of one player: its two game cells read together."""

    game1: RoundEntry
    game2: RoundEntry
    kind: MatchKind

    @property
    def opponent(self) -> PairingNumber | None:
        return self.game1.opponent

    @property
    def bye(self) -> ResultCode | None:
        """The bye code (``U``, ``H``, ``F``) of a bye match, else None."""
        return self.game1.result if self.kind is MatchKind.BYE else None

    @property
    def colour(self) -> Colour:
        """The colour the player "had" in the match (C.04.5 1.6, see docs): the colour of game 1 when
        at least one of the two games was actually played, else ``Colour.NONE``."""
        if self.kind is not MatchKind.PLAYED:
            return Colour.NONE
        if not (self.game1.result.is_played_game or self.game2.result.is_played_game):
            return Colour.NONE
        return self.game1.colour

    def points(self, system: PointSystem) -> Fraction:
        """The points of the match: its two games (or bye cells), by the one point system."""
        return system.points(self.game1) + system.points(self.game2)


_BYE_CODES = frozenset({ResultCode.PAIRING_BYE, ResultCode.HALF_BYE, ResultCode.FULL_BYE})


def match_count(columns: int) -> int:
    """The matches that ``columns`` round cells hold (a half-written match counts); so also the match
    that cell (round) ``columns`` belongs to. With :func:`game_cells`, the one place that turns matches
    into cells and back (the tournament file's ``operations.ops_double_swiss`` calls them).

    >>> match_count(0), match_count(4), match_count(5)
    (0, 2, 3)
    """
    return (columns + 1) // 2


def game_cells(match: int) -> tuple[int, int]:
    """The round cells (1-based) of match ``match``: game 1's and game 2's.

    >>> game_cells(3)
    (5, 6)
    """
    return 2 * match - 1, 2 * match


def match_entry(player: Player, match: int) -> MatchEntry:
    """Match ``match`` (1-based) of ``player``: cells ``2*match-1`` and ``2*match``.

    Raises :class:`MatchCellsError` when the two cells are not one match.
    """
    game1, game2 = (player.entry(cell) for cell in game_cells(match))
    if game1.opponent is None and game2.opponent is None:
        if game1.result in _BYE_CODES or game2.result in _BYE_CODES:
            if game1.result is not game2.result:
                raise _error(
                    player,
                    match,
                    translate(
                        "DoubleSwiss",
                        "a bye applies to the whole match (C.04.5 Preface): both cells need "
                        "the same bye code, not {first} and {second}",
                    ).format(first=game1.result.value, second=game2.result.value),
                )
            return MatchEntry(game1, game2, MatchKind.BYE)
        return MatchEntry(game1, game2, MatchKind.ABSENT)
    if game1.opponent != game2.opponent:
        raise _error(
            player,
            match,
            translate(
                "DoubleSwiss", "game 1 and game 2 of a match are against the same opponent (C.04.5 Preface)"
            ),
        )
    coloured = Colour.NONE not in (game1.colour, game2.colour)
    if coloured and game2.colour is not game1.colour.opposite:
        raise _error(
            player,
            match,
            translate(
                "DoubleSwiss", "the two games of a match are played with alternating colours (C.04.5 Preface)"
            ),
        )
    results = (game1.result, game2.result)
    forfeited = all(r is ResultCode.FORFEIT_LOSS for r in results) or all(
        r is ResultCode.FORFEIT_WIN for r in results
    )
    return MatchEntry(game1, game2, MatchKind.FORFEITED if forfeited else MatchKind.PLAYED)


def _error(player: Player, match: int, reason: str) -> MatchCellsError:
    first, second = game_cells(match)
    return MatchCellsError(
        translate(
            "DoubleSwiss", "player {player}, match {match} (rounds {first} and {second}): {reason}"
        ).format(player=player.number, match=match, first=first, second=second, reason=reason)
    )


def match_cells(
    opponent: PairingNumber, white_in_game1: bool, results: tuple[ResultCode, ResultCode]
) -> tuple[RoundEntry, RoundEntry]:
    """The two cells of one player's match: game 1 with the colour given, game 2 reversed (Preface).

    >>> match_cells(PairingNumber(7), True, (ResultCode.WIN, ResultCode.DRAW))[1]
    RoundEntry(opponent=7, colour=<Colour.BLACK: 'b'>, result=<ResultCode.DRAW: '='>)
    """
    first = Colour.WHITE if white_in_game1 else Colour.BLACK
    return RoundEntry(opponent, first, results[0]), RoundEntry(opponent, first.opposite, results[1])


def bye_cells(code: ResultCode) -> tuple[RoundEntry, RoundEntry]:
    """The two cells of a bye match (``U``, ``H``, ``F``) or of an absence (``Z``)."""
    if code is ResultCode.ZERO_BYE:
        return NOT_PAIRED, NOT_PAIRED
    cell = RoundEntry(None, Colour.NONE, code)
    return cell, cell
