"""Property test: any sequence of operations (accepted or refused) keeps the file consistent.

Hypothesis drives players, late entries, byes, withdrawals, pairings (stand-in engine), results and
corrections, round deletions. After every step: a refused operation changed nothing; the exported
TRF reads back strictly (both players of every game tell the same story) and agrees with the boards.
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

import operations
from engine.model import Colour
from engine.trf import read_trf
from tests.test_db_support import pairer, snapshot
from tests.test_db_support import settings as event_settings
from values import ByeKind, GameResult, PlayerDetails


class FileMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.folder = Path(tempfile.mkdtemp(prefix="arbiter-prop-"))
        self.tf = operations.create(self.folder / "p.arbiter", event_settings(rounds=5), user="prop")
        self.serial = 0

    def teardown(self) -> None:
        self.tf.close()
        shutil.rmtree(self.folder, ignore_errors=True)

    def _attempt(self, action: object) -> None:
        before = snapshot(self.tf.path)
        try:
            action()  # type: ignore[operator]
        except operations.OperationRefused:
            assert snapshot(self.tf.path) == before

    @initialize(count=st.integers(min_value=0, max_value=6))
    def players(self, count: int) -> None:
        for _ in range(count):
            self.add_player(1800 + 37 * self.serial % 500)

    @rule(rating=st.integers(min_value=0, max_value=2800))
    def add_player(self, rating: int) -> None:
        self.serial += 1
        self._attempt(lambda: self.tf.players.add(PlayerDetails(f"Player {self.serial:03d}", rating)))

    @rule(index=st.integers(0, 20), ahead=st.integers(0, 2), kind=st.sampled_from(list(ByeKind)))
    def bye(self, index: int, ahead: int, kind: ByeKind) -> None:
        players = self.tf.players.all()
        if players:
            pid = players[index % len(players)].id
            self._attempt(lambda: self.tf.players.request_bye(self.tf.rounds.paired + 1 + ahead, pid, kind))

    @rule(index=st.integers(0, 20))
    def withdraw(self, index: int) -> None:
        players = self.tf.players.all()
        if players:
            self._attempt(lambda: self.tf.players.withdraw_player(players[index % len(players)].id))

    @rule(index=st.integers(0, 20))
    def reinstate(self, index: int) -> None:
        players = self.tf.players.all()
        if players:
            self._attempt(lambda: self.tf.players.reinstate(players[index % len(players)].id))

    @rule()
    def pair(self) -> None:
        self._attempt(lambda: self.tf.rounds.pair_next(pairer=pairer))

    @rule(results=st.lists(st.sampled_from(list(GameResult)), min_size=1, max_size=8))
    def play_last_round(self, results: list[GameResult]) -> None:
        last = self.tf.rounds.paired
        if last:
            for board, result in zip(self.tf.rounds.get(last).boards, results * 8, strict=False):
                self._attempt(lambda b=board, r=result: self.tf.results.set(last, b.board, r))

    @rule(
        round_=st.integers(1, 5),
        board=st.integers(1, 5),
        result=st.none() | st.sampled_from(list(GameResult)),
    )
    def correct(self, round_: int, board: int, result: GameResult | None) -> None:
        self._attempt(lambda: self.tf.results.set(round_, board, result))

    @rule()
    def delete_last_round(self) -> None:
        self._attempt(self.tf.rounds.delete_last)

    @invariant()
    def exported_trf_tells_the_same_story(self) -> None:
        t = read_trf(self.tf.files.export_trf())  # strict: refuses games told differently by the two players
        numbers = self.tf.players.numbers()
        assert len(t.players) == len(numbers)
        for info in self.tf.rounds.all():
            seen: set[int] = set()
            for b in info.boards:
                w, k = numbers[b.white], numbers[b.black]
                assert not {w, k} & seen
                seen |= {w, k}
                entry = t.player(w).entry(info.number)
                assert (entry.opponent, entry.colour) == (k, Colour.WHITE)
                if b.result is not None:
                    assert entry.result is b.result.white_code
            if info.pairing_bye is not None:
                assert numbers[info.pairing_bye] not in seen


TestFileMachine = FileMachine.TestCase
TestFileMachine.settings = settings(
    max_examples=30, stateful_step_count=30, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
