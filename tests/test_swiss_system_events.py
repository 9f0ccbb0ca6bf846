"""The Burstein and Dubov Systems as events of the program (issue 28): made with ``arbiter new``, paired
by ``tf.rounds.pair_next`` with the event's system, results entered through the operations, and the
exported TRF re-paired round by round by ``python -m engine --burstein`` / ``--dubov`` without a single
discrepancy (the Lim System likewise, with ``--lim``). Record 192 carries the system's TRF26 code
(``FIDE_LIM``, ours, for Lim); the Baku Acceleration where the text allows it (Burstein) and not where
it does not (Dubov, Lim)."""

from __future__ import annotations

import io
import random
from pathlib import Path

import pytest

import operations
from cli.main import run as arbiter
from engine.cli import run as engine
from engine.model import PairingSystem
from values import ByeKind, GameResult, PlayerDetails

PLAYERS = 15
ROUNDS = 6
SYSTEMS_RUN = {
    "burstein": ("--burstein", "FIDE_BURSTEIN"),
    "dubov": ("--dubov", "FIDE_DUBOV"),
    "lim": ("--lim", "FIDE_LIM"),
}


def _arbiter(*argv: str | Path) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = arbiter([str(a) for a in argv], out, err)
    return code, out.getvalue(), err.getvalue()


def _engine(*argv: str | Path) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = engine([str(a) for a in argv], out, err)
    return code, out.getvalue(), err.getvalue()


def _results(rng: random.Random) -> GameResult:
    return rng.choices(
        [GameResult.WHITE_WINS, GameResult.BLACK_WINS, GameResult.DRAW, GameResult.WHITE_WINS_FORFEIT],
        weights=[40, 35, 22, 3],
    )[0]


def _played_event(path: str, system: str, seed: int, last_results: bool = True) -> str:
    """An event of ``system`` made with ``arbiter new`` at ``path`` (the ``store_url`` fixture's file or
    server database) and played for every round through the operations: a half-point bye requested in
    round 3, a withdrawal after round 4, random results (``last_results``: in the last round too)."""
    code, out, err = _arbiter("new", path, "--name", f"{system} open", "--rounds", ROUNDS, "--system", system)
    assert (code, err) == (0, ""), err
    rng = random.Random(seed)
    with operations.open_file(path) as tf:
        assert tf.event.settings().system is PairingSystem[system.upper()]
        for i in range(PLAYERS):
            tf.players.add(PlayerDetails(f"Player, {i:02d}", 2400 - 37 * i - rng.randrange(20)))
        players = tf.players.all()
        for r in range(1, ROUNDS + 1):
            if r == 3:
                tf.players.request_bye(3, players[4].id, ByeKind.HALF)
            if r == 5:
                tf.players.withdraw_player(players[9].id, 5)
            info = tf.rounds.pair_next()
            assert info.number == r
            for board in info.boards if last_results or r < ROUNDS else ():
                tf.results.set(r, board.board, _results(rng))
        assert tf.rounds.paired == ROUNDS
    return path


@pytest.mark.parametrize("system", sorted(SYSTEMS_RUN))
@pytest.mark.parametrize("seed", [1, 2])
def test_an_event_of_the_system_is_paired_as_the_engine_pairs_its_exported_trf(
    tmp_path: Path, store_url: str, system: str, seed: int
) -> None:
    flag, code_192 = SYSTEMS_RUN[system]
    path = _played_event(store_url, system, seed)
    with operations.open_file(path, read_only=True) as tf:
        text = tf.files.export_trf()
        assert tf.rounds.check() == []
        assert all(tf.rounds.pairing_warnings(r) == [] for r in range(1, ROUNDS + 1))
    assert f"192 {code_192}" in text.splitlines()
    trf = tmp_path / "event.trf"
    trf.write_text(text, encoding="utf-8")
    code, out, err = _engine(flag, trf, "-c")
    assert code == 0, out + err
    assert out.endswith(f"0 discrepancy(ies) in {ROUNDS} round(s)\n")
    # The same file without record 192's system is refused by the Dutch engine, in one sentence.
    code, out, err = _engine("--dutch", trf, "-c")
    assert code == 3 and "not by the Dutch System" in err


@pytest.mark.parametrize("system", sorted(SYSTEMS_RUN))
def test_the_exported_trf_imports_as_an_event_of_the_same_system(
    tmp_path: Path, store_url: str, system: str
) -> None:
    path = _played_event(store_url, system, 3)
    with operations.open_file(path, read_only=True) as tf:
        text = tf.files.export_trf()
        standings = [(s.number, s.points, s.values) for s in tf.results.standings().rows]
    trf = tmp_path / "event.trf"
    trf.write_text(text, encoding="utf-8")
    code, out, err = _arbiter("import-trf", trf, tmp_path / "again.arbiter")
    assert code == 0, err
    name, code_192 = system.capitalize(), SYSTEMS_RUN[system][1]
    assert f"the {name} System, as record 192 says ({code_192})" in out  # not a Dutch edition
    with operations.open_file(tmp_path / "again.arbiter", read_only=True) as tf:
        assert tf.event.settings().system is PairingSystem[system.upper()]
        assert f"192 {SYSTEMS_RUN[system][1]}" in tf.files.export_trf().splitlines()
        assert [(s.number, s.points, s.values) for s in tf.results.standings().rows] == standings


def test_a_hand_made_dubov_pairing_is_told_the_articles_it_breaks(store_url: str) -> None:
    path = _played_event(store_url, "dubov", 4, last_results=False)
    with operations.open_file(path) as tf:
        info = tf.rounds.all()[-1]
        boards = [(b.white, b.black) for b in info.boards]
        (w1, b1), (w2, b2) = boards[0], boards[1]
        swapped = [(w1, w2), (b1, b2), *boards[2:]]
        change = tf.rounds.set_pairing(ROUNDS, swapped, info.pairing_bye)
    rules = [w.rule for w in change.warnings]
    assert rules and all(rule.startswith("C.04.4.1") for rule in rules), rules


def test_a_hand_made_burstein_pairing_with_a_rematch_breaks_c041(store_url: str) -> None:
    path = _played_event(store_url, "burstein", 5, last_results=False)
    with operations.open_file(path) as tf:
        first = tf.rounds.all()[0].boards[0]
        info = tf.rounds.all()[-1]
        rest = [p for b in info.boards for p in (b.white, b.black) if p not in (first.white, first.black)]
        boards = [(first.white, first.black), *zip(rest[::2], rest[1::2], strict=True)]
        change = tf.rounds.set_pairing(ROUNDS, boards, info.pairing_bye)
        explanation = tf.rounds.explain(ROUNDS)
    assert any(w.rule == "C.04.1" and "met before" in w.message for w in change.warnings)
    assert "Burstein System" in str(explanation) and "C.04.1" in str(explanation)


def test_a_hand_made_lim_pairing_of_a_rematch_is_told_article_2_1(store_url: str) -> None:
    path = _played_event(store_url, "lim", 6, last_results=False)
    with operations.open_file(path) as tf:
        first = tf.rounds.all()[0].boards[0]
        info = tf.rounds.all()[-1]
        rest = [p for b in info.boards for p in (b.white, b.black) if p not in (first.white, first.black)]
        boards = [(first.white, first.black), *zip(rest[::2], rest[1::2], strict=True)]
        change = tf.rounds.set_pairing(ROUNDS, boards, info.pairing_bye)
    assert any(w.rule == "C.04.4.3 2.1" and w.severity.name == "ABSOLUTE" for w in change.warnings), [
        (w.rule, w.message) for w in change.warnings
    ]


@pytest.mark.parametrize("system", ["dubov", "lim", "burstein"])
def test_baku_is_refused_for_dubov_and_lim_and_kept_for_burstein(store_url: str, system: str) -> None:
    path = store_url
    assert _arbiter("new", path, "--name", "B", "--rounds", 9, "--system", system)[0] == 0
    with operations.open_file(path) as tf:
        for i in range(20):
            tf.players.add(PlayerDetails(f"Player, {i:02d}", 2400 - 30 * i))
    code, out, err = _arbiter("accelerate", path)
    if system != "burstein":
        name = system.capitalize()
        assert code == 1 and err.count("\n") == 1 and f"{name} System names no acceleration" in err
    else:
        assert code == 0, err
        with operations.open_file(path) as tf:
            tf.rounds.pair_next()
            assert "250 " in tf.files.export_trf()
