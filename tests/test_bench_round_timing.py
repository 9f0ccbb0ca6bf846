"""bench/round_timing.py, shared by bench/bench_double_swiss.py and bench/bench_team_swiss.py: the
verdict on a round's pairing (each one placed once, the bye exactly when their number is odd, no second
meeting) and the repeated timing. Not timed: the pairings here are written by hand."""

from __future__ import annotations

import pytest

from bench.round_timing import absolute_rules, timed
from engine.model import Board, Pairing, PairingNumber

N = PairingNumber
NOBODY_MET: dict[int, set[int]] = {1: set(), 2: set(), 3: set(), 4: set(), 5: set()}


def _pairing(*boards: tuple[int, int], bye: int | None = None) -> Pairing:
    return Pairing(1, tuple(Board(N(w), N(b)) for w, b in boards), None if bye is None else N(bye))


def test_a_pairing_of_everyone_once_with_the_odd_one_out_on_the_bye_is_ok() -> None:
    assert absolute_rules(_pairing((1, 3), (4, 2), bye=5), NOBODY_MET, "player") == "ok"


@pytest.mark.parametrize(
    ("pairing", "broken"),
    [
        (_pairing((1, 3), (4, 2)), "a team left out or placed twice"),  # 5 left out
        (_pairing((1, 3), (4, 2), (5, 1)), "a team left out or placed twice"),  # 1 twice
        (_pairing((1, 3), (4, 2), (5, 6)), "a team left out or placed twice"),  # 6 is not in the round
    ],
)
def test_one_left_out_or_placed_twice_is_named(pairing: Pairing, broken: str) -> None:
    assert absolute_rules(pairing, NOBODY_MET, "team") == broken


def test_a_bye_to_nobody_among_an_even_number_is_refused() -> None:
    """With everyone placed once, a bye can only break the rules when it names nobody (number 0)."""
    four: dict[int, set[int]] = {n: set() for n in (1, 2, 3, 4)}
    assert absolute_rules(_pairing((1, 3), (2, 4)), four, "player") == "ok"
    assert absolute_rules(_pairing((1, 3), (2, 4), bye=0), four, "player") == "the bye"


def test_two_who_met_before_meeting_again_break_c1() -> None:
    met = {**NOBODY_MET, 4: {2}, 2: {4}}
    assert absolute_rules(_pairing((1, 3), (4, 2), bye=5), met, "player") == "[C1]"
    assert absolute_rules(_pairing((1, 2), (4, 3), bye=5), met, "player") == "ok"


def test_every_call_is_timed_once() -> None:
    calls: list[int] = []
    wall, cpu = timed(lambda: calls.append(sum(range(20_000))), 3)
    assert len(calls) == len(wall) == len(cpu) == 3
    assert all(w > 0 for w in wall) and all(c >= 0 for c in cpu)
