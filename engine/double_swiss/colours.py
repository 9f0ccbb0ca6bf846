"""Colour allocation of the Double-Swiss System, C.04.5 (2026) art. 4, and the order of the boards.

"Colour" is the colour of game 1 of the match (1.6); game 2 is played with the colours reversed
(Preface). The rules are applied in the order of 4.3, the first that decides wins; the higher ranked
player (HRP) is the one ranked first by 1.2 (score, then TPN).
"""

from __future__ import annotations

from engine.double_swiss.state import MatchPlayer
from engine.model import Board, Colour


def white_of(a: MatchPlayer, b: MatchPlayer, initial: Colour) -> tuple[MatchPlayer, str]:
    """Who plays White in game 1, and the article that decided it."""
    hrp, other = (a, b) if a.ranks_above(b) else (b, a)
    if not hrp.colours and not other.colours:
        # 4.3.1: neither has played a match: the HRP gets the initial-colour if its TPN is odd.
        hrp_white = (initial is Colour.WHITE) == (hrp.number % 2 == 1)
        return (hrp if hrp_white else other), "4.3.1"
    if hrp.whites != other.whites:
        # 4.3.2: White to the player with fewer Whites.
        return (hrp if hrp.whites < other.whites else other), "4.3.2"
    for mine, theirs in zip(reversed(hrp.colours), reversed(other.colours), strict=False):
        # 4.3.3: alternate to the most recent match in which their colours differed (GHR 3.4: the
        # histories without their unplayed matches, compared from the last one back).
        if mine is not theirs:
            return (hrp if mine is Colour.BLACK else other), "4.3.3"
    if hrp.colours:
        # 4.3.4: alternate the HRP's colour of its last played match.
        return (hrp if hrp.colours[-1] is Colour.BLACK else other), "4.3.4"
    # 4.3.5: alternate the other player's colour of its last played match.
    return (other if other.colours[-1] is Colour.BLACK else hrp), "4.3.5"


def board_of(a: MatchPlayer, b: MatchPlayer, initial: Colour) -> Board:
    white, _article = white_of(a, b, initial)
    black = b if white is a else a
    return Board(white.number, black.number)


def board_key(a: MatchPlayer, b: MatchPlayer) -> tuple[object, ...]:
    """C.04.2 (2026) art. 3.6 (C.04.5 orders no boards): the higher score of the pair's higher ranked
    player, then the higher sum of both scores, then the smaller TPN of the higher ranked player."""
    hrp, other = (a, b) if a.ranks_above(b) else (b, a)
    return (-hrp.score, -(hrp.score + other.score), hrp.number)
