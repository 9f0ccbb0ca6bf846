"""Bad operations are refused with a reason, and the file is byte-for-byte unchanged (every table); on
a file and on the tests' PostgreSQL server (``store_url``, issue 30 item 4: there every row of every
table, read by psycopg)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import replace

import pytest

import operations
from engine.errors import ArbiterError, NoLegalPairingError
from engine.model import Board, Colour, Pairing, PairingNumber, Tournament
from tests.test_db_support import new_file, nothing_at, pairer, settings, snapshot
from values import ByeKind, GameResult, PlayerDetails, PlayerId


@pytest.fixture
def running(store_url: str) -> Iterator[operations.TournamentFile]:
    """Six players, round 1 complete, round 2 paired with no results yet: in a file, then on the tests'
    server (``store_url``, where ``snapshot`` reads it)."""
    with new_file(store_url, players=6, rounds=5) as tf:
        r1 = tf.rounds.pair_next(pairer=pairer)
        for b in r1.boards:
            tf.results.set(1, b.board, GameResult.DRAW)
        tf.rounds.pair_next(pairer=pairer)
        yield tf


def _pairer_returning(pairing: Pairing) -> Callable[[Tournament], Pairing]:
    def pair(t: Tournament) -> Pairing:
        return pairing

    return pair


def _first_id(tf: operations.TournamentFile) -> PlayerId:
    return tf.players.by_number(1).id


def _r2_player(tf: operations.TournamentFile) -> PlayerId:
    return tf.rounds.get(2).boards[0].white


def _no_legal_pairing(t: Tournament) -> Pairing:
    raise NoLegalPairingError("no pairing satisfies C1-C3")


REFUSALS: dict[str, tuple[Callable[[operations.TournamentFile], object], str]] = {
    # name: (the refused action, the start of its reason)
    "result for a board that does not exist": (
        lambda tf: tf.results.set(2, 9, GameResult.WHITE_WINS),
        "round 2 has no board 9",
    ),
    "result in a round not paired": (
        lambda tf: tf.results.set(3, 1, GameResult.DRAW),
        "round 3 is not paired",
    ),
    "result that is not a result": (lambda tf: tf.results.set(2, 1, "2-0"), "is not a result"),  # type: ignore[arg-type]
    "pair round 3 before round 2 is complete": (
        lambda tf: tf.rounds.pair_next(pairer=pairer),
        "round 3 cannot be paired: round 2 has no result yet on board(s) 1, 2, 3",
    ),
    "delete a round that has a result": (lambda tf: tf.rounds.delete_last(), "round 2 already has results"),
    "withdraw a player paired in the current round": (
        lambda tf: tf.players.withdraw_player(_r2_player(tf), 2),
        "is paired in round 2",
    ),
    "withdraw from a round that does not exist": (
        lambda tf: tf.players.withdraw_player(_first_id(tf), 6),
        "round 6 does not exist (the event has 5 rounds)",
    ),
    "reinstate a player who never withdrew": (
        lambda tf: tf.players.reinstate(_first_id(tf)),
        "is not withdrawn",
    ),
    "a bye for a player already paired": (
        lambda tf: tf.players.request_bye(2, _r2_player(tf), ByeKind.HALF),
        "already paired in round 2",
    ),
    "a bye for a round that does not exist": (
        lambda tf: tf.players.request_bye(6, _first_id(tf), ByeKind.HALF),
        "round 6 does not exist",
    ),
    "cancel a bye nobody asked for": (
        lambda tf: tf.players.cancel_bye(3, _first_id(tf)),
        "has no bye in round 3",
    ),
    "player without a name": (lambda tf: tf.players.add(PlayerDetails("  ")), "needs a name"),
    "impossible rating": (lambda tf: tf.players.add(PlayerDetails("X", rating=-5)), "not a plausible rating"),
    "duplicate FIDE id": (
        lambda tf: tf.players.add(PlayerDetails("Twin", fide_id="1000001")),
        "FIDE id 1000001 is already registered",
    ),
    "FIDE id with letters": (lambda tf: tf.players.add(PlayerDetails("X", fide_id="12a")), "digits only"),
    "name too long for TRF": (lambda tf: tf.players.add(PlayerDetails("X" * 40)), "33 characters"),
    "player who does not exist": (lambda tf: tf.players.get(PlayerId(999)), "no player with id 999"),
    "pairing number that does not exist": (
        lambda tf: tf.players.by_number(99),
        "no player with pairing number 99",
    ),
    "fewer rounds than already paired": (
        lambda tf: tf.event.update(replace(tf.event.settings(), number_of_rounds=1)),
        "2 rounds are already paired",
    ),
    "change the initial colour after round 1": (
        lambda tf: tf.event.update(replace(tf.event.settings(), initial_colour=Colour.BLACK)),
        "initial colour cannot change",
    ),
    "a prohibited pair of one player": (
        lambda tf: tf.restrictions.add_pair([_first_id(tf), _first_id(tf)]),
        "at least two different players",
    ),
    "remove a prohibited pair that does not exist": (
        lambda tf: tf.restrictions.remove_pair(42),
        "no prohibited pairing with id 42",
    ),
    "re-sort pairing numbers once round 4 is paired": (
        lambda tf: tf.players.sort_numbers(),
        "pairing numbers may not change after round 4 is paired (C.04.2 art. 2.3)",
    ),
}


def _one_result_in_round_2(tf: operations.TournamentFile) -> None:
    tf.results.set(2, 1, GameResult.DRAW)


def _pair_up_to_round_4(tf: operations.TournamentFile) -> None:
    for number in (2, 3):
        for b in tf.rounds.get(number).boards:
            tf.results.set(number, b.board, GameResult.WHITE_WINS)
        tf.rounds.pair_next(pairer=pairer)


PREPARE: dict[str, Callable[[operations.TournamentFile], None]] = {
    "delete a round that has a result": _one_result_in_round_2,
    "re-sort pairing numbers once round 4 is paired": _pair_up_to_round_4,
}


@pytest.mark.parametrize("case", sorted(REFUSALS))
def test_refused_operation_changes_nothing(
    running: operations.TournamentFile, store_url: str, case: str
) -> None:
    action, reason = REFUSALS[case]
    if case in PREPARE:
        PREPARE[case](running)
    before = snapshot(store_url)
    log = running.audit_log()
    with pytest.raises(operations.OperationRefused, match=re.escape(reason)):
        action(running)
    assert snapshot(store_url) == before
    assert running.audit_log() == log


@pytest.mark.parametrize(
    ("name", "pairing", "reason"),
    [
        (
            "a player paired twice",
            Pairing(
                3, (Board(PairingNumber(1), PairingNumber(2)), Board(PairingNumber(1), PairingNumber(3)))
            ),
            "player #1 is paired twice",
        ),
        ("a player left out", Pairing(3, (Board(PairingNumber(1), PairingNumber(2)),)), "leaves out player"),
        (
            "a player who does not exist",
            Pairing(3, (Board(PairingNumber(1), PairingNumber(77)),)),
            "#77 is not available",
        ),
        ("the wrong round", Pairing(7, ()), "paired round 7, not round 3"),
    ],
)
def test_a_bad_pairing_from_the_engine_is_not_stored(
    running: operations.TournamentFile, store_url: str, name: str, pairing: Pairing, reason: str
) -> None:
    for b in running.rounds.get(2).boards:
        running.results.set(2, b.board, GameResult.DRAW)
    before = snapshot(store_url)
    with pytest.raises(operations.OperationRefused, match=reason):
        running.rounds.pair_next(pairer=_pairer_returning(pairing))
    assert snapshot(store_url) == before


def test_no_legal_pairing_is_a_refusal_with_the_engine_reason(
    running: operations.TournamentFile, store_url: str
) -> None:
    for b in running.rounds.get(2).boards:
        running.results.set(2, b.board, GameResult.DRAW)
    before = snapshot(store_url)
    with pytest.raises(
        operations.OperationRefused, match="round 3 cannot be paired: no pairing satisfies C1-C3"
    ):
        running.rounds.pair_next(pairer=_no_legal_pairing)
    assert snapshot(store_url) == before


def test_an_exception_inside_the_engine_rolls_back(
    running: operations.TournamentFile, store_url: str
) -> None:
    for b in running.rounds.get(2).boards:
        running.results.set(2, b.board, GameResult.DRAW)

    def crash(t: Tournament) -> Pairing:
        raise RuntimeError("engine bug")

    before = snapshot(store_url)
    with pytest.raises(RuntimeError):
        running.rounds.pair_next(pairer=crash)
    assert snapshot(store_url) == before


def test_pairing_after_the_last_round_is_refused(store_url: str) -> None:
    with new_file(store_url, players=2, rounds=1) as tf:
        tf.rounds.pair_next(pairer=pairer)
        tf.results.set(1, 1, GameResult.WHITE_WINS)
        with pytest.raises(operations.OperationRefused, match="all 1 rounds are paired"):
            tf.rounds.pair_next(pairer=pairer)


def test_pairing_with_fewer_than_two_players_is_refused(store_url: str) -> None:
    with (
        new_file(store_url, players=1) as tf,
        pytest.raises(operations.OperationRefused, match="fewer than two"),
    ):
        tf.rounds.pair_next(pairer=pairer)


@pytest.mark.sqlite_only("no_store")
def test_refusals_are_arbiter_errors_and_value_errors() -> None:
    assert issubclass(operations.OperationRefused, ArbiterError) and issubclass(
        operations.OperationRefused, ValueError
    )
    assert issubclass(operations.FileInUse, ArbiterError) and issubclass(
        operations.NotATournamentFile, ArbiterError
    )


def test_creating_over_an_existing_file_is_refused(store_url: str) -> None:
    with new_file(store_url, players=2):
        pass
    before = snapshot(store_url)
    with pytest.raises(operations.OperationRefused, match="already (exists|holds an event)"):
        operations.create(store_url, settings())
    assert snapshot(store_url) == before


def test_bad_event_settings_are_refused(store_url: str) -> None:
    with pytest.raises(operations.OperationRefused, match="number of rounds"):
        operations.create(store_url, settings(rounds=0))
    with pytest.raises(operations.OperationRefused, match="ends"):
        operations.create(
            store_url,
            replace(settings(), end_date=settings().start_date.replace(day=1, month=1)),
        )  # type: ignore[union-attr]
    assert nothing_at(store_url)


def test_withdrawn_player_cannot_get_a_bye(store_url: str) -> None:
    with new_file(store_url, players=4) as tf:
        p = tf.players.withdraw_player(tf.players.by_number(2).id, 1)
        with pytest.raises(operations.OperationRefused, match="withdrawn from round 1"):
            tf.players.request_bye(2, p.id, ByeKind.HALF)


def test_withdrawal_drops_requested_byes_and_the_log_keeps_them(store_url: str) -> None:
    with new_file(store_url, players=4) as tf:
        pid = tf.players.by_number(2).id
        tf.players.request_bye(3, pid, ByeKind.HALF)
        tf.players.withdraw_player(pid, 2)
        assert tf.players.byes() == ()
        assert '"kind": "half"' in (tf.audit_log()[-1].old or "")
