"""Fixed boards (issue 33 item 2; C.04.2 (2026) art. 3.6 "Arbiters may fix boards"): the rule of
``engine.fixed_boards`` and the file's ``tf.players.fix_board``: the pairing is unchanged, only the
board numbers move, and every fixed board not kept is said."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from db.errors import OperationRefused
from engine.fixed_boards import Conflict, arrange_boards
from operations.standin import simple_pair_round
from tests.test_db_support import new_file

GAMES = [(1, 2), (3, 4), (5, 6), (7, 8)]


@pytest.mark.sqlite_only("no_store")
def test_a_fixed_player_takes_his_board_and_the_others_keep_their_order() -> None:
    arrangement = arrange_boards(GAMES, {7: 1})
    assert [GAMES[i] for i in arrangement.order] == [(7, 8), (1, 2), (3, 4), (5, 6)]
    assert arrangement.conflicts == ()


@pytest.mark.sqlite_only("no_store")
def test_two_fixed_players_paired_together_get_the_lower_board() -> None:
    arrangement = arrange_boards(GAMES, {3: 4, 4: 2})
    assert [GAMES[i] for i in arrangement.order] == [(1, 2), (3, 4), (5, 6), (7, 8)]
    (conflict,) = arrangement.conflicts
    assert (conflict.kind, conflict.player, conflict.wanted, conflict.given, conflict.other) == (
        Conflict.PAIRED_TOGETHER,
        3,
        4,
        2,
        4,
    )


@pytest.mark.sqlite_only("no_store")
def test_two_fixed_players_on_one_board_the_earlier_game_keeps_it() -> None:
    arrangement = arrange_boards(GAMES, {8: 3, 2: 3})
    assert [GAMES[i] for i in arrangement.order] == [(3, 4), (5, 6), (1, 2), (7, 8)]
    (conflict,) = arrangement.conflicts
    assert (conflict.kind, conflict.player, conflict.given, conflict.other) == (Conflict.SAME_BOARD, 8, 4, 2)


@pytest.mark.sqlite_only("no_store")
def test_a_board_beyond_the_last_is_the_last_board() -> None:
    arrangement = arrange_boards(GAMES, {1: 10})
    assert [GAMES[i] for i in arrangement.order] == [(3, 4), (5, 6), (7, 8), (1, 2)]
    (conflict,) = arrangement.conflicts
    assert (conflict.kind, conflict.wanted, conflict.given) == (Conflict.BEYOND_LAST, 10, 4)


@pytest.mark.sqlite_only("no_store")
@given(
    st.integers(0, 12).flatmap(
        lambda n: st.tuples(
            st.just(n), st.dictionaries(st.integers(0, 2 * n + 1), st.integers(1, n + 3), max_size=2 * n)
        )
    )
)
def test_every_game_gets_one_board_and_a_kept_board_is_the_one_asked(
    case: tuple[int, dict[int, int]],
) -> None:
    n, fixed = case
    games = [(2 * i, 2 * i + 1) for i in range(n)]
    arrangement = arrange_boards(games, fixed)
    assert sorted(arrangement.order) == list(range(n))
    not_kept = {c.player for c in arrangement.conflicts}
    for board, index in enumerate(arrangement.order, start=1):
        for player in games[index]:
            if player in fixed and player not in not_kept:
                assert board == fixed[player]
    for player, board in fixed.items():
        if player < 2 * n and player not in not_kept:
            assert arrangement.order[board - 1] == player // 2


def test_the_file_keeps_the_pairing_and_moves_only_board_numbers(store_url: str) -> None:
    with new_file(store_url) as tf:
        players = tf.players.all()
        bottom = players[-1]
        assert tf.players.fix_board(bottom.id, 1).fixed_board == 1
        info = tf.rounds.pair_next(pairer=simple_pair_round)
        plain = simple_pair_round(tf.tournament(0))
        paired = {frozenset((b.white, b.black)) for b in info.boards}
        numbers = {p.id: p.number for p in players}
        assert {frozenset((numbers[w], numbers[b])) for w, b in paired} == plain.pairs()
        assert bottom.id in (info.boards[0].white, info.boards[0].black)
        assert info.board_notes == ()
        assert tf.audit_log()[-2].operation == "fix_board"


def test_a_conflict_is_said_with_its_rule_and_kept_in_the_audit_row(store_url: str) -> None:
    with new_file(store_url) as tf:
        players = tf.players.all()
        plain = simple_pair_round(tf.tournament(0))
        first = plain.boards[0]
        by_number = {p.number: p for p in players}
        tf.players.fix_board(by_number[first.white].id, 3)
        tf.players.fix_board(by_number[first.black].id, 2)
        info = tf.rounds.pair_next(pairer=simple_pair_round)
        (note,) = info.board_notes
        assert "the lower board is kept" in note and by_number[first.white].name in note
        assert {info.boards[1].white, info.boards[1].black} == {
            by_number[first.white].id,
            by_number[first.black].id,
        }
        assert "the lower board is kept" in str(tf.audit_log()[-1].new)


def test_a_board_out_of_range_is_refused_and_none_unfixes(store_url: str) -> None:
    with new_file(store_url) as tf:
        player = tf.players.all()[0]
        with pytest.raises(OperationRefused, match="boards are numbered 1 to"):
            tf.players.fix_board(player.id, 0)
        tf.players.fix_board(player.id, 2)
        assert tf.players.fix_board(player.id, None).fixed_board is None
