"""Each fast path of the 2012 engine gives the pairing its general path gives.

:class:`engine.dutch2012.process.RoundPairer` pairs round 1 by its first candidate (``first_round``),
homogeneous brackets and remainders by the first optimal transposition (``transposition``), the
moved-down players of a heterogeneous bracket by the duals of a bipartite matching
(``movers_by_duals``) and solves its matchings in the perfect mode when that is proved best
(``perfect_mode``), each with a proof that nothing else is better. With ``GENERAL_PATH`` every bracket
goes through the general weighted matchings. Each fast path alone, and all of them, must give the
general path's pairing, and each must be taken alone somewhere (counted), or the comparison would
prove nothing.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from engine.dutch import GENERAL_PATH, PairingOptions
from engine.dutch.state import round_to_pair
from engine.dutch2012.pairing import explain_round, pair_round_counted
from engine.model import Pairing
from engine.trf import read_trf_file

DATA = Path(__file__).parent / "data" / "conformance_sample"
CASES = sorted((DATA / "dutch2012" / "cases").glob("*/round_*.trf"))
LARGE = sorted((DATA / "large" / "cases").glob("*/round_11.trf"))
"""Round 1 of 400 players through the general path is a matching of the whole field (minutes)."""

FAST_PATHS_2012 = ("first_round", "transposition", "movers_by_duals", "perfect_mode", "implicit_matching")
"""The fast paths of ``engine.dutch2012.process.RoundPairer``."""


def every_way(path: Path, taken: Counter[str]) -> Pairing:
    """The round with no fast path, each fast path alone and all of them: the same pairing."""
    t = read_trf_file(path)
    rnd = round_to_pair(t)
    general, stats = pair_round_counted(t, rnd, options=GENERAL_PATH)
    assert not any(stats[name] for name in PairingOptions.names()), stats
    for name in FAST_PATHS_2012:
        alone, stats = pair_round_counted(t, rnd, options=PairingOptions.only(name))
        assert alone == general, f"{name} alone: {alone}; general path: {general}"
        assert not any(stats[other] for other in PairingOptions.names() if other != name), stats
        taken[name] += stats[name]
    fastest, _stats = pair_round_counted(t, rnd)
    assert fastest == general
    return general


def test_there_are_cases() -> None:
    assert len(CASES) == 33
    assert len(LARGE) == 1


@pytest.mark.parametrize("path", CASES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_each_fast_path_gives_the_general_answer(path: Path) -> None:
    every_way(path, Counter())


def test_each_fast_path_is_taken_alone_in_the_sample() -> None:
    missing = set(FAST_PATHS_2012)
    for path in sorted(CASES, key=lambda p: (len(read_trf_file(p).players), str(p))):
        t = read_trf_file(path)
        for name in sorted(missing):
            if pair_round_counted(t, round_to_pair(t), options=PairingOptions.only(name))[1][name]:
                missing.discard(name)
        if not missing:
            break
    assert not missing, f"never taken alone: {missing}"


@pytest.mark.parametrize("path", LARGE, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_each_fast_path_gives_the_general_answer_at_400_players(path: Path) -> None:
    """Under the 2012 rules, round 11 of the 400-player event."""
    taken: Counter[str] = Counter()
    every_way(path, taken)
    assert taken["transposition"] > 0 and taken["perfect_mode"] > 0


def test_the_explanation_is_the_same_on_the_general_path() -> None:
    """``explain_round`` takes the options too: the brackets it tells are the same either way."""
    t = read_trf_file(CASES[-1])
    rnd = round_to_pair(t)
    assert str(explain_round(t, rnd, options=GENERAL_PATH)) == str(explain_round(t, rnd))
