"""Domain values of ``db``: board results, bye kinds, what the arbiter may type."""

from __future__ import annotations

import re

import pytest

from engine.model import PairingNumber, ResultCode
from values import ByeKind, GameResult, PlayerDetails, PlayerId, PlayerRecord


@pytest.mark.parametrize("result", list(GameResult))
def test_each_result_gives_both_players_mirrored_trf_codes(result: GameResult) -> None:
    white, black = result.codes
    if result is GameResult.DOUBLE_FORFEIT:
        assert (white, black) == (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_LOSS)
    else:
        assert white.mirror is black
    assert GameResult.from_codes(white, black) is result
    assert result.is_forfeit == white.is_forfeit


def test_pending_pair_is_no_result_and_impossible_pairs_are_refused() -> None:
    assert GameResult.from_codes(ResultCode.PENDING, ResultCode.PENDING) is None
    with pytest.raises(ValueError, match="impossible result pair: white '1', black '1'"):
        GameResult.from_codes(ResultCode.WIN, ResultCode.WIN)
    with pytest.raises(ValueError, match="impossible"):
        GameResult.from_codes(ResultCode.WIN, ResultCode.FORFEIT_LOSS)


@pytest.mark.parametrize(
    ("typed", "result"),
    [
        ("1-0", GameResult.WHITE_WINS),
        ("1", GameResult.WHITE_WINS),
        ("0-1", GameResult.BLACK_WINS),
        ("0", GameResult.BLACK_WINS),
        ("1/2", GameResult.DRAW),
        ("=", GameResult.DRAW),
        ("\u00bd-\u00bd", GameResult.DRAW),
        (" 1/2-1/2 ", GameResult.DRAW),
        ("+-", GameResult.WHITE_WINS_FORFEIT),
        ("+/-", GameResult.WHITE_WINS_FORFEIT),
        ("-+", GameResult.BLACK_WINS_FORFEIT),
        ("--", GameResult.DOUBLE_FORFEIT),
        ("0f-0f", GameResult.DOUBLE_FORFEIT),
        ("W-L", GameResult.WHITE_WINS_UNRATED),
        ("1-0u", GameResult.WHITE_WINS_UNRATED),
        ("l-w", GameResult.BLACK_WINS_UNRATED),
        ("D-D", GameResult.DRAW_UNRATED),
        ("=u", GameResult.DRAW_UNRATED),
    ],
)
def test_what_the_arbiter_types(typed: str, result: GameResult) -> None:
    assert GameResult.parse(typed) is result


@pytest.mark.parametrize("typed", ["", "2-0", "1-1", "win", "+", "0.5-1"])
def test_anything_else_is_refused_with_the_text(typed: str) -> None:
    with pytest.raises(ValueError, match=re.escape(f"unknown result {typed!r}")):
        GameResult.parse(typed)


def test_bye_kinds_and_their_trf_codes() -> None:
    assert [k.code for k in ByeKind] == [ResultCode.HALF_BYE, ResultCode.ZERO_BYE, ResultCode.FULL_BYE]
    assert all(ByeKind.from_code(k.code) is k for k in ByeKind)
    with pytest.raises(ValueError, match="'U' is not a requested-bye code"):
        ByeKind.from_code(ResultCode.PAIRING_BYE)


def test_player_record_details_and_withdrawal() -> None:
    p = PlayerRecord(PlayerId(7), PairingNumber(3), "Doe, Jo", 2100, "FM", withdrawn_from_round=4)
    assert p.details == PlayerDetails("Doe, Jo", 2100, "FM")
    assert p.plays_in(3) and not p.plays_in(4) and p.is_withdrawn
