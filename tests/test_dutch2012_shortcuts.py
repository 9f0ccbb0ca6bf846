"""The shortcuts of the 2012 engine give the pairing its general path gives.

:class:`engine.dutch2012.process.RoundPairer` pairs round 1 by its first candidate, homogeneous
brackets and remainders by the first optimal transposition and the moved-down players of a
heterogeneous bracket by the duals of a bipartite matching, each with a proof that nothing else is
better. With ``shortcuts = False`` every bracket goes through the general weighted matchings.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from engine.dutch.state import round_to_pair
from engine.dutch2012.pairing import pair_round
from engine.dutch2012.process import RoundPairer
from engine.model import Pairing
from engine.trf import read_trf_file

DATA = Path(__file__).parent / "data" / "conformance_sample"
CASES = sorted((DATA / "dutch2012" / "cases").glob("*/round_*.trf"))
LARGE = sorted((DATA / "large" / "cases").glob("*/round_11.trf"))
"""Round 1 of 400 players through the general path is a matching of the whole field (minutes)."""


@pytest.fixture
def general_path() -> Iterator[None]:
    RoundPairer.shortcuts = False
    try:
        yield
    finally:
        RoundPairer.shortcuts = True


def _pairing(path: Path) -> Pairing:
    t = read_trf_file(path)
    return pair_round(t, round_to_pair(t))


def test_there_are_cases() -> None:
    assert len(CASES) == 33
    assert len(LARGE) == 1


@pytest.mark.parametrize("path", CASES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_shortcuts_give_the_general_answer(path: Path, general_path: None) -> None:
    general = _pairing(path)
    RoundPairer.shortcuts = True
    assert _pairing(path) == general


@pytest.mark.parametrize("path", LARGE, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_shortcuts_give_the_general_answer_at_400_players(path: Path, general_path: None) -> None:
    """Under the 2012 rules, round 11 of the 400-player event."""
    general = _pairing(path)
    RoundPairer.shortcuts = True
    assert _pairing(path) == general
