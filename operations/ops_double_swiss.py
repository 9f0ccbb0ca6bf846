"""The Double-Swiss System (C.04.5, 2026) in the tournament file: a match of two games, and its arithmetic.

"Every pairing is a match between two players. The match consists of two games played in succession,
with alternating colours and with points assigned for each game" (C.04.5 Preface). The file stores
match ``k`` as two rounds, one per game, as the TRF records it in two cells
(``docs/systems/double-swiss.md``): round ``2k-1`` is game 1 and round ``2k`` game 2, with the same
board numbers and the colours reversed, and the pairing-allocated bye in both. So the standings, the
tie-breaks (C.07 counts games: "each game ... will be treated as a separate" encounter, 4.4), the TRF
and the rating report (every game rated) read a Double-Swiss event as they read any other, game by game.

This module is the program's arithmetic between matches and stored rounds (:func:`match_of`,
:func:`match_rounds`, :func:`game_of`, :func:`games_in`), on the engine's one owner of it for the TRF's
cells (``engine.double_swiss.matches.match_count`` and ``game_cells``): nothing else computes ``2k-1``
or ``(r + 1) // 2``. The pairing, its re-pairing, a pairing set by hand, its deletion and the
entry of results are those of every Swiss event (``operations.ops_rounds``), with the match as the
variation: the rounds of one pairing (:func:`pairing_rounds`), decided by the system's number of games
(``engine.system_policy.SYSTEMS``).
"""

from __future__ import annotations

from sqlalchemy.orm import Session

from engine.double_swiss.matches import game_cells, match_count
from engine.model import PairingSystem, RoundRobin
from engine.system_policy import games_per_pairing as games_per_system
from operations.convert import event_settings
from operations.ops_event import event_row, is_double_swiss


def match_of(round_number: int) -> int:
    """The match a stored round belongs to.

    >>> match_of(1), match_of(2), match_of(3)
    (1, 1, 2)
    """
    return match_count(round_number)  # the engine's arithmetic of the TRF's cells, one owner


def match_rounds(match: int) -> tuple[int, int]:
    """The stored rounds of match ``match``: game 1 and game 2.

    >>> match_rounds(3)
    (5, 6)
    """
    return game_cells(match)


def game_of(round_number: int) -> int:
    """Which game of its match a stored round is (1 or 2).

    >>> game_of(5), game_of(6)
    (1, 2)
    """
    return round_number - match_rounds(match_of(round_number))[0] + 1


def games_in(matches: int) -> int:
    """The stored rounds (games, TRF 142) of an event of ``matches`` matches.

    >>> games_in(7)
    14
    """
    return match_rounds(matches)[1]


def double_swiss(s: Session) -> bool:
    """The open file's event is paired by the Double-Swiss System."""
    return is_double_swiss(event_settings(event_row(s)))


def games_per_pairing(s: Session) -> int:
    """The stored rounds one pairing of the open file's event is (``engine.system_policy.SYSTEMS``):
    two for a Double-Swiss match, else one."""
    settings = event_settings(event_row(s))
    return games_per_system(settings.round_robin, settings.system)


def pairing_rounds(s: Session, round_number: int) -> tuple[int, ...]:
    """The stored rounds paired together with ``round_number``: the round, or in a Double-Swiss event
    both games of its match."""
    return match_rounds(match_of(round_number)) if games_per_pairing(s) == 2 else (round_number,)


def rounds_of_bye(s: Session, round_number: int) -> tuple[int, ...]:
    """The rounds a requested bye of ``round_number`` covers: the round, or in a Double-Swiss event both
    games of its match ("Byes (requested or assigned) apply only to matches, never to individual
    games", C.04.5 Preface)."""
    return pairing_rounds(s, round_number)


def stored_rounds(round_robin: RoundRobin | None, system: PairingSystem, pairings: int) -> int:
    """The rounds the file stores (TRF 142) for an event of ``pairings`` rounds, or of ``pairings``
    matches when the system pairs matches (``engine.system_policy.games_per_pairing``): what
    ``arbiter new --rounds`` and the New-tournament form turn their number into.

    >>> stored_rounds(None, PairingSystem.DOUBLE_SWISS, 7), stored_rounds(None, PairingSystem.DUTCH, 7)
    (14, 7)
    """
    return games_in(pairings) if games_per_system(round_robin, system) == 2 else pairings


def pairings_of(round_robin: RoundRobin | None, system: PairingSystem, rounds: int) -> int:
    """The rounds, or the matches when the system pairs matches, that ``rounds`` stored rounds are (the
    reverse of :func:`stored_rounds`; an unfinished match counts).

    >>> pairings_of(None, PairingSystem.DOUBLE_SWISS, 13), pairings_of(None, PairingSystem.DUTCH, 13)
    (7, 13)
    """
    return match_of(rounds) if games_per_system(round_robin, system) == 2 else rounds


def pairs_matches(round_robin: RoundRobin | None, system: PairingSystem) -> bool:
    """Whether an event of ``system`` pairs matches of two games (the Double-Swiss System, C.04.5), as
    ``engine.system_policy.SYSTEMS`` says: what the crosstables, the titles and the window ask.

    >>> pairs_matches(None, PairingSystem.DOUBLE_SWISS), pairs_matches(None, PairingSystem.DUTCH)
    (True, False)
    """
    return games_per_system(round_robin, system) == 2
