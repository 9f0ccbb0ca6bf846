"""The arbiter's hand-edited pairing through ``db``: stored, and warned about (C.04.2 art. 4.4).

Pairings come from the real Dutch engine (``engine.dutch.pair_round``); the warnings come from
``engine.manual_pairing.check_manual_pairing`` on the tournament as the engine received it.
"""

from __future__ import annotations

import json

import pytest

import operations
from engine.manual_pairing import RULE_C1, RULE_FORBIDDEN, Severity
from tests.test_db_support import new_file, snapshot
from values import GameResult, PlayerId


def _two_rounds(tf: operations.TournamentFile) -> tuple[operations.RoundInfo, operations.RoundInfo]:
    r1 = tf.rounds.pair_next()
    for b in r1.boards:
        tf.results.set(1, b.board, GameResult.WHITE_WINS)
    return r1, tf.rounds.pair_next()


def test_the_engines_own_pairing_warns_of_nothing(store_url: str) -> None:
    with new_file(store_url, players=6, rounds=3) as tf:
        _, r2 = _two_rounds(tf)
        assert tf.rounds.pairing_warnings(1) == [] and tf.rounds.pairing_warnings(2) == []
        same = tf.rounds.set_pairing(2, [(b.white, b.black) for b in r2.boards], r2.pairing_bye)
        assert same.warnings == ()
        assert json.loads(tf.audit_log()[-1].new or "{}")["warnings"] == []


def test_a_rematch_is_stored_with_a_c1_warning_naming_the_players(store_url: str) -> None:
    with new_file(store_url, players=4, rounds=3) as tf:
        r1, _ = _two_rounds(tf)
        first = r1.boards[0]
        others = [p.id for p in tf.players.all() if p.id not in (first.white, first.black)]
        change = tf.rounds.set_pairing(2, [(first.white, first.black), (others[0], others[1])])
        c1 = [w for w in change.warnings if w.rule == RULE_C1]
        assert c1, change.warnings
        assert all(w.severity is Severity.ABSOLUTE for w in c1)
        white, black = tf.players.get(first.white), tf.players.get(first.black)
        named = [w for w in c1 if set(w.players) == {white.number, black.number}]
        assert len(named) == 1
        assert white.name in named[0].message and black.name in named[0].message
        assert [(b.white, b.black) for b in tf.rounds.get(2).boards][0] == (first.white, first.black)
        entry = tf.audit_log()[-1]
        assert entry.operation == "set_pairing"
        logged = json.loads(entry.new or "{}")["warnings"]
        assert str(named[0]) in logged
        assert [str(w) for w in tf.rounds.pairing_warnings(2)] == [str(w) for w in change.warnings]


def test_a_prohibited_pair_is_stored_with_a_warning(store_url: str) -> None:
    with new_file(store_url, players=4, rounds=3) as tf:
        r1 = tf.rounds.pair_next()
        a, b = r1.boards[0].white, r1.boards[0].black
        c, d = r1.boards[1].white, r1.boards[1].black
        tf.restrictions.add_pair([a, b])
        change = tf.rounds.set_pairing(1, [(a, b), (c, d)])
        barred = [w for w in change.warnings if w.rule == RULE_FORBIDDEN]
        assert len(barred) == 1 and barred[0].severity is Severity.ABSOLUTE
        assert set(barred[0].players) == {tf.players.get(a).number, tf.players.get(b).number}


def test_a_player_left_out_is_still_refused(store_url: str) -> None:
    with new_file(store_url, players=4, rounds=3) as tf:
        r1 = tf.rounds.pair_next()
        before = snapshot(store_url)
        with pytest.raises(operations.OperationRefused, match="not paired"):
            tf.rounds.set_pairing(1, [(r1.boards[0].white, r1.boards[0].black)])
        assert snapshot(store_url) == before


def test_warnings_of_a_round_not_paired_are_refused(store_url: str) -> None:
    refused = pytest.raises(operations.OperationRefused, match="not paired")
    with new_file(store_url, players=4, rounds=3) as tf, refused:
        tf.rounds.pairing_warnings(1)


def test_late_entry_paired_by_hand_is_not_taken_for_absent(store_url: str) -> None:
    """C.04.2 art. 4.4.4: a late entry admitted after the pairing; the PAB given up for a board."""
    from values import PlayerDetails

    with new_file(store_url, players=5, rounds=3) as tf:
        r1 = tf.rounds.pair_next()
        assert r1.pairing_bye is not None
        late = tf.players.add(PlayerDetails("Late, Lou", 1000)).player
        boards = [(b.white, b.black) for b in r1.boards] + [(r1.pairing_bye, PlayerId(late.id))]
        change = tf.rounds.set_pairing(1, boards)
        assert [w for w in change.warnings if w.severity is Severity.ABSOLUTE] == []


def test_a_pairing_that_cannot_be_checked_is_stored_and_said_unchecked(
    store_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    import engine.manual_pairing
    from engine.errors import InvalidTournamentError

    def broken(*_args: object, **_kwargs: object) -> list[object]:
        raise InvalidTournamentError("checker out of order")

    with new_file(store_url, players=4, rounds=3) as tf:
        r1 = tf.rounds.pair_next()
        swapped = [(b.black, b.white) for b in r1.boards]
        monkeypatch.setattr(engine.manual_pairing, "check_manual_pairing", broken)
        change = tf.rounds.set_pairing(1, swapped)
        assert [(b.white, b.black) for b in tf.rounds.get(1).boards] == swapped
        assert len(change.warnings) == 1 and "not checked" in change.warnings[0].message
        assert "checker out of order" in change.warnings[0].message
        with pytest.raises(operations.OperationRefused, match="cannot be checked"):
            tf.rounds.pairing_warnings(1)
