"""Pair the next match of a Double-Swiss tournament (C.04.5 (2026)): the pure function of the engine.

``Pairing.round`` is the match number; ``Board.white`` plays White in game 1 and Black in game 2.
"""

from __future__ import annotations

from engine.double_swiss.colours import board_key, board_of
from engine.double_swiss.procedure import RoundPairs, pair_players
from engine.double_swiss.state import MatchPlayer, is_last_match, match_states, match_to_pair
from engine.model import Colour, Pairing, PairingNumber, Tournament


def forbidden_pairs(tournament: Tournament, match: int) -> frozenset[frozenset[int]]:
    """Pairs the tournament keeps apart (TRF 260 / XXP) in the cells of ``match``."""
    first, last = 2 * match - 1, 2 * match
    pairs: set[frozenset[int]] = set()
    for block in tournament.forbidden_pairs:
        if block.first_round is not None and block.first_round > last:
            continue
        if block.last_round is not None and block.last_round < first:
            continue
        for i, a in enumerate(block.players):
            for b in block.players[i + 1 :]:
                pairs.add(frozenset((int(a), int(b))))
    return frozenset(pairs)


def pair_match_players(tournament: Tournament, match: int) -> tuple[list[MatchPlayer], RoundPairs]:
    """The players of ``match`` and their pairs (art. 3), before the colours."""
    players = match_states(tournament, match)
    pairs = pair_players(players, is_last_match(tournament, match), forbidden_pairs(tournament, match))
    return players, pairs


def pairing_of(players: list[MatchPlayer], pairs: RoundPairs, match: int, initial: Colour) -> Pairing:
    """The colours (art. 4) and the board order (C.04.2 art. 3.6) of ``pairs``."""
    by_number = {p.number: p for p in players}
    couples = [(by_number[a], by_number[b]) for a, b in pairs.pairs]
    couples.sort(key=lambda c: board_key(*c))
    boards = tuple(board_of(a, b, initial) for a, b in couples)
    return Pairing(match, boards, pairs.bye)


def pair_round(tournament: Tournament, match: int | None = None) -> Pairing:
    """The pairing of ``match`` (default: the next one). NoLegalPairingError when none exists."""
    m = match if match is not None else match_to_pair(tournament)
    players, pairs = pair_match_players(tournament, m)
    return pairing_of(players, pairs, m, tournament.initial_colour or Colour.WHITE)


def paired_numbers(pairing: Pairing) -> list[PairingNumber]:
    """Every player the pairing places (boards, then the bye)."""
    numbers = [n for b in pairing.boards for n in (b.white, b.black)]
    return numbers + ([pairing.bye] if pairing.bye is not None else [])
