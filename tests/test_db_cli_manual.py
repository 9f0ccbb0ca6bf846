"""``arbiter set-pairing`` / ``warnings`` / ``accelerate`` through ``cli.main.run`` (real Dutch engine)."""

from __future__ import annotations

from fractions import Fraction

import pytest

import operations
from engine.manual_pairing import RULE_C1
from engine.model import Acceleration, PairingNumber
from tests.test_db_cli import cli, ok, refused

NAMES = (("Ames, Al", 2200), ("Bose, Bea", 2150), ("Cruz, Cy", 2100), ("Dahl, Di", 2050))


@pytest.fixture
def four(store_url: str) -> str:
    """Four players by the command line: in a file, then on the tests' server."""
    path = store_url
    ok("new", path, "--name", "Four", "--rounds", "3")
    for name, rating in NAMES:
        ok("add-player", path, "--name", name, "--rating", str(rating))
    return path


def _round_one_played(path: str) -> list[tuple[int, int]]:
    ok("pair", path)
    with operations.open_file(path) as tf:
        boards = [(b.white_number, b.black_number) for b in tf.rounds.get(1).boards]
    for board in range(1, len(boards) + 1):
        ok("result", path, "1", str(board), "1-0")
    ok("pair", path)
    return [(int(w), int(b)) for w, b in boards]


def test_set_pairing_to_a_rematch_prints_warnings_and_succeeds(four: str) -> None:
    (w1, b1), (w2, b2) = _round_one_played(four)
    out = ok("set-pairing", four, "2", "--board", f"{w1}-{b1}", "--board", f"{w2}-{b2}")
    warnings = [line for line in out.splitlines() if line.startswith("warning: ")]
    c1 = [line for line in warnings if f"absolute: {RULE_C1}:" in line]
    assert len(c1) == 2, out
    names = dict(enumerate((n for n, _ in NAMES), start=1))
    assert any(names[w1] in line and names[b1] in line for line in c1)
    with operations.open_file(four) as tf:
        assert [(b.white_number, b.black_number) for b in tf.rounds.get(2).boards] == [(w1, b1), (w2, b2)]
    again = ok("warnings", four, "2").splitlines()
    assert [line for line in again if line.startswith("warning: ")] == warnings


def test_warnings_of_the_engines_pairing(four: str) -> None:
    _round_one_played(four)
    out = ok("warnings", four, "2")
    assert "warning:" not in out and "breaks no rule" in out


def test_set_pairing_refusals(four: str) -> None:
    (w1, b1), _ = _round_one_played(four)
    assert "not paired" in refused("set-pairing", four, "2", "--board", f"{w1}-{b1}")
    assert "no player has pairing number 9" in refused("set-pairing", four, "2", "--board", "9-1")
    code, _, err = cli("set-pairing", four, "2", "--board", "1x2")
    assert code == 2 and "not a board" in err


def test_accelerate_before_round_one_only(four: str) -> None:
    out = ok("accelerate", four)
    assert "Baku acceleration (2026)" in out
    half = Fraction(1, 2)
    with operations.open_file(four) as tf:
        # 4 players, 3 rounds: GA = #1-#2; 1 point in round 1, 1/2 in round 2 (C.04.7 art. 1.2, 1.4).
        assert tf.event.accelerations() == (
            Acceleration(Fraction(1), 1, 1, PairingNumber(1), PairingNumber(2)),
            Acceleration(half, 2, 2, PairingNumber(1), PairingNumber(2)),
        )
    assert ok("accelerate", four, "--remove").strip() == "acceleration removed"
    with operations.open_file(four) as tf:
        assert tf.event.accelerations() == ()
    ok("accelerate", four, "--edition", "pre2026")
    ok("pair", four)
    assert "decided before round 1" in refused("accelerate", four, "--remove")


@pytest.mark.parametrize(
    ("rules", "rematch", "bye"),
    [
        ("2013", "C.04.3.1 (2012) B.1.a", "C.04.3.1 (2012) B.1.b"),
        ("2017", "C.04.1 (2017) b / C.04.3 (2017) C.1", "C.04.1 (2017) d / C.04.3 (2017) C.2"),
    ],
)
def test_set_pairing_and_warnings_speak_the_events_edition(
    store_url: str, rules: str, rematch: str, bye: str
) -> None:
    """A 2013 (2017) event is told of the rules of the Istanbul 2012 (2017) text: round 2 paired by
    hand as round 1 again (two rematches) with the bye to round 1's bye (2012 B.1.b; 2017 C.2, the
    pairing-allocated bye of C.04.1 (2017) d), never in the 2025 text's [C] numbers."""
    path = store_url
    ok("new", path, "--name", "Five", "--rounds", "5", "--rules", rules)
    for name, rating in (*NAMES, ("Egan, Ed", 2000)):
        ok("add-player", path, "--name", name, "--rating", str(rating))
    ok("pair", path)
    with operations.open_file(path) as tf:
        first = tf.rounds.get(1)
        boards = [(int(b.white_number), int(b.black_number)) for b in first.boards]
        had_bye = next(
            int(p.number) for p in tf.players.all() if p.number not in {n for b in boards for n in b}
        )
    for board in range(1, len(boards) + 1):
        ok("result", path, "1", str(board), "1-0")
    ok("pair", path)
    args = [arg for w, b in boards for arg in ("--board", f"{w}-{b}")]
    out = ok("set-pairing", path, "2", *args, "--bye", str(had_bye))
    warnings = [line for line in out.splitlines() if line.startswith("warning: ")]
    assert len([line for line in warnings if line.startswith(f"warning: absolute: {rematch}: ")]) == 2, out
    assert len([line for line in warnings if line.startswith(f"warning: absolute: {bye}: ")]) == 1, out
    assert not any("[C" in line for line in warnings), out
    again = ok("warnings", path, "2").splitlines()
    assert [line for line in again if line.startswith("warning: ")] == warnings
