"""The file layer with the real Dutch engine (``engine.dutch``) and real conformance data.

- a tournament run through ``db`` with ``engine.dutch.pair_round`` exports a TRF that the engine's
  checker re-pairs identically (``check_tournament`` finds no discrepancy);
- a conformance case imported into a file and paired through ``db`` gives the reference engines'
  pairing (so the input ``db`` builds for the engine is faithful: byes, absences, colours);
- a conformance tournament imported and exported again has the same players, games and scores.

Samples in ``tests/data/db/conformance`` always run, each in a file and on the tests' PostgreSQL server
(``store_url``, issue 30 item 4); the whole corpus runs with ``conformance_dir``, in files.
"""

from __future__ import annotations

import random
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest

import operations
from engine.dutch import check_tournament, pair_round
from engine.model import Board, Pairing, PairingNumber, Tournament
from engine.trf import read_trf, read_trf_file
from tests.test_db_support import DATA, settings
from values import ByeKind, GameResult, PlayerDetails

SAMPLE = DATA / "conformance"
KINDS = [
    (GameResult.WHITE_WINS, 30),
    (GameResult.BLACK_WINS, 25),
    (GameResult.DRAW, 25),
    (GameResult.WHITE_WINS_FORFEIT, 3),
    (GameResult.BLACK_WINS_FORFEIT, 3),
    (GameResult.DOUBLE_FORFEIT, 2),
    (GameResult.WHITE_WINS_UNRATED, 2),
    (GameResult.BLACK_WINS_UNRATED, 2),
    (GameResult.DRAW_UNRATED, 2),
]


def _random_result(rng: random.Random) -> GameResult:
    return rng.choices([k for k, _ in KINDS], weights=[w for _, w in KINDS])[0]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_event_run_through_db_passes_the_engine_checker(store_url: str, seed: int) -> None:
    rng = random.Random(seed)
    with operations.create(store_url, settings(rounds=7), user="t") as tf:
        for i in range(17):
            tf.players.add(PlayerDetails(f"Player {i:02d}", rating=2400 - 23 * i - rng.randrange(20)))
        for number in range(1, 8):
            players = tf.players.all()
            if number == 2:
                tf.players.request_bye(2, players[rng.randrange(len(players))].id, ByeKind.HALF)
            if number == 3:
                tf.players.withdraw_player(players[-1].id)
                tf.players.request_bye(3, players[0].id, ByeKind.ZERO)
            if number == 5:  # a late entry after round 4 keeps every TPN (C.04.2 art. 2.3)
                tf.players.add(PlayerDetails("Late, Lou", 2390))
                tf.players.request_bye(5, players[3].id, ByeKind.FULL)
            info = tf.rounds.pair_next()  # the real engine, the default pairer
            for b in info.boards:
                tf.results.set(number, b.board, _random_result(rng))
        exported = read_trf(tf.files.export_trf())
    assert exported.rounds_recorded == 7
    assert check_tournament(exported) == []


def _expected(path: Path) -> Pairing:
    lines = path.read_text(encoding="ascii").split()
    count, numbers = int(lines[0]), [int(x) for x in lines[1:]]
    pairs = list(zip(numbers[::2], numbers[1::2], strict=True))
    assert len(pairs) == count
    boards = tuple(sorted(Board(PairingNumber(w), PairingNumber(b)) for w, b in pairs if b != 0))
    bye = next((PairingNumber(w) for w, b in pairs if b == 0), None)
    return Pairing(0, boards, bye)


def _contested(root: Path) -> set[tuple[str, int]]:
    path = root / "contested.tsv"
    if not path.exists():
        return set()
    out = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            name, rnd = line.split("\t")
            out.add((name, int(rnd)))
    return out


def _pair_case_through_db(case: Path, target: Path | str) -> Pairing:
    """The case imported at ``target`` (a file, or a server database) and its next round paired there."""
    tf, report = operations.import_trf(case, target)
    with tf:
        number = tf.rounds.paired + 1
        assert f"round_{number:02d}" == case.stem, (report, case)
        info = tf.rounds.pair_next()
        numbers = tf.players.numbers()
        boards = tuple(sorted(Board(numbers[b.white], numbers[b.black]) for b in info.boards))
        bye = None if info.pairing_bye is None else numbers[info.pairing_bye]
    return Pairing(0, boards, bye)


def _cases(root: Path) -> list[Path]:
    contested = _contested(root)
    return [
        trf
        for trf in sorted((root / "cases").glob("*/round_*.trf"))
        if (trf.parent.name, int(trf.stem.split("_")[1])) not in contested
    ]


@pytest.mark.parametrize("case", _cases(SAMPLE), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_conformance_case_paired_through_db_matches_the_reference(case: Path, store_url: str) -> None:
    assert _pair_case_through_db(case, store_url) == _expected(case.with_suffix(".expected"))


def _same_story(a: Tournament, b: Tournament) -> None:
    assert [p.number for p in a.players] == [p.number for p in b.players]
    rounds = max(a.rounds_recorded, b.rounds_recorded)
    for p, q in zip(a.players, b.players, strict=True):
        assert (p.name, p.rating, p.title, p.federation, p.fide_id, p.sex, p.birth_date) == (
            q.name,
            q.rating,
            q.title,
            q.federation,
            q.fide_id,
            q.sex,
            q.birth_date,
        )
        assert [p.entry(r) for r in range(1, rounds + 1)] == [q.entry(r) for r in range(1, rounds + 1)], (
            p.number
        )
        assert p.score(a.point_system) == q.score(b.point_system)
        if p.points is not None:
            assert q.points == p.points
    assert a.number_of_rounds == b.number_of_rounds and a.initial_colour == b.initial_colour
    assert a.point_system == b.point_system and a.rules == b.rules


def _roundtrip(trf: Path, target: Path | str) -> None:
    """The TRF imported at ``target`` (a file, or a server database), exported, compared."""
    original = read_trf_file(trf)
    tf, _ = operations.import_trf(trf, target)
    with tf:
        again = read_trf(tf.files.export_trf())
        assert tf.tournament().players == tuple(replace(p, points=None, rank=None) for p in again.players)
    _same_story(original, again)


@pytest.mark.parametrize("trf", sorted((SAMPLE / "tournaments").glob("*.trf")), ids=lambda p: p.stem)
def test_imported_then_exported_tournament_tells_the_same_story(trf: Path, store_url: str) -> None:
    _roundtrip(trf, store_url)


@pytest.mark.sqlite_only("slow")
@pytest.mark.slow
def test_corpus_imports_and_exports_the_same_story(conformance_dir: Path, tmp_path: Path) -> None:
    """A seeded third of the corpus (all of it takes about a minute)."""
    tournaments = sorted((conformance_dir / "dutch2025" / "tournaments").glob("*.trf"))
    for trf in random.Random(16).sample(tournaments, len(tournaments) // 3):
        _roundtrip(trf, tmp_path / f"{trf.stem}.arbiter")


@pytest.mark.sqlite_only("slow")
@pytest.mark.slow
def test_corpus_cases_paired_through_db_as_the_engine_pairs_them(
    conformance_dir: Path, tmp_path: Path
) -> None:
    """What ``db`` hands the engine is the case itself: pairing through the file gives exactly what
    the engine gives on the case TRF directly (whether that equals the reference engines is the
    engine's own test)."""
    cases = _cases(conformance_dir / "dutch2025")
    differ = []
    for i, case in enumerate(sorted(random.Random(2026).sample(cases, min(10, len(cases))))):
        work = tmp_path / str(i)
        work.mkdir()
        direct = pair_round(read_trf_file(case))
        if _pair_case_through_db(case, work / "case.arbiter") != Pairing(
            0, tuple(sorted(direct.boards)), direct.bye
        ):
            differ.append(f"{case.parent.name}/{case.stem}")
    assert differ == []


def test_points_column_is_exact_with_halves(store_url: str) -> None:
    trf = SAMPLE / "tournaments" / "jv2025_p021_r08_s5023.trf"
    tf, _ = operations.import_trf(trf, store_url)
    with tf:
        t = tf.tournament()
        assert all(isinstance(p.score(t.point_system), Fraction) for p in t.players)
        assert any(p.score(t.point_system).denominator == 2 for p in t.players)


def test_explanation_of_a_round_paired_here_and_of_an_imported_round(store_url: str) -> None:
    trf = SAMPLE / "cases" / "jv2025_p021_r08_s5023" / "round_05.trf"
    tf, _ = operations.import_trf(trf, store_url)
    with tf:
        info = tf.rounds.pair_next()
        mine = tf.rounds.explain(info.number)
        assert mine.round == 5 and str(mine).startswith("Round 5")
        numbers = tf.players.numbers()
        assert mine.bye == (None if info.pairing_bye is None else numbers[info.pairing_bye])
        paired = {frozenset((x, y)) for b in mine.brackets for x, y in b.pairs}
        assert paired == {frozenset((numbers[b.white], numbers[b.black])) for b in info.boards}
        assert tf.rounds.explain(3).round == 3  # imported: rebuilt from the rounds before it
