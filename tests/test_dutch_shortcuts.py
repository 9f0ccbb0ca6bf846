"""The engine's shortcuts give the same pairing as the general path (issue 4).

The general path matches every free player for every bracket (``RoundPairer.shortcuts = False``);
the shortcuts settle brackets by their first optimal transposition, match a bracket on its scope
and find the PAB score by cardinality matching, each with a proof that the answer is unchanged.
Here both run on every round of random tournaments (odd and even fields, byes, forfeits,
withdrawals) and on the conformance sample, and must agree exactly; the shortcuts must also really
be taken, or the comparison would prove nothing.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

import engine.dutch.process as process
import engine.dutch.process2017 as process2017
from engine.dutch import pair_round
from engine.generator import GeneratorConfig, generate
from engine.model import Pairing, RulesEdition, Tournament
from engine.trf import read_trf_file

SAMPLE = Path(__file__).parent / "data" / "conformance_sample" / "dutch2025" / "cases"


@contextmanager
def _general_path() -> Iterator[None]:
    process.RoundPairer.shortcuts = False
    process2017.RoundPairer2017.shortcuts = False
    try:
        yield
    finally:
        process.RoundPairer.shortcuts = True
        process2017.RoundPairer2017.shortcuts = True


@contextmanager
def _counting(stats: Counter[str]) -> Iterator[None]:
    """Add up ``RoundPairer.stats`` (and ``RoundPairer2017.stats``, keys prefixed ``2017 ``) of
    every round paired inside the block."""
    original = process.RoundPairer.pair
    original_2017 = process2017.RoundPairer2017.pair

    def pair(self: process.RoundPairer) -> tuple[list[tuple[int, int]], int | None]:
        try:
            return original(self)
        finally:
            stats.update(self.stats)

    def pair_2017(self: process2017.RoundPairer2017) -> tuple[list[tuple[int, int]], int | None]:
        try:
            return original_2017(self)
        finally:
            stats.update({f"2017 {k}": v for k, v in self.stats.items()})

    process.RoundPairer.pair = pair  # type: ignore[method-assign]
    process2017.RoundPairer2017.pair = pair_2017  # type: ignore[method-assign]
    try:
        yield
    finally:
        process.RoundPairer.pair = original  # type: ignore[method-assign]
        process2017.RoundPairer2017.pair = original_2017  # type: ignore[method-assign]


def _both_ways(t: Tournament, stats: Counter[str]) -> Pairing:
    with _counting(stats):
        fast = pair_round(t)
    with _general_path():
        general = pair_round(t)
    assert fast == general, f"round {general.round}: shortcuts {fast} general {general}"
    return fast


CONFIGS = [
    GeneratorConfig(players=41, rounds=7, seed=3, forfeit_rate=25, half_point_bye_rate=30),
    GeneratorConfig(players=56, rounds=9, seed=11, retired_rate=12, zero_point_bye_rate=40),
    GeneratorConfig(players=67, rounds=8, seed=29, full_point_bye_rate=50, forfeit_rate=30),
    GeneratorConfig(players=90, rounds=6, seed=7, half_point_bye_rate=20, retired_rate=30),
    GeneratorConfig(players=33, rounds=11, seed=5, forfeit_rate=15),
]


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: f"p{c.players}_r{c.rounds}_s{c.seed}")
def test_shortcuts_equal_general_path_on_random_tournaments(config: GeneratorConfig) -> None:
    stats: Counter[str] = Counter()
    generate(config, lambda t: _both_ways(t, stats))
    # The shortcuts were taken, so the equality above is about them.
    assert stats["bracket transposition"] > 0
    assert stats["bracket"] > 0


CONFIGS_2017 = [
    GeneratorConfig(players=39, rounds=7, seed=17, half_point_bye_rate=25, rules=RulesEdition.DUTCH_2017),
    GeneratorConfig(
        players=45, rounds=9, seed=23, forfeit_rate=12, retired_rate=15, rules=RulesEdition.DUTCH_2017
    ),
    GeneratorConfig(
        players=52,
        rounds=8,
        seed=31,
        full_point_bye_rate=30,
        zero_point_bye_rate=30,
        rules=RulesEdition.DUTCH_2017,
    ),
]


@pytest.mark.parametrize("config", CONFIGS_2017, ids=lambda c: f"p{c.players}_r{c.rounds}_s{c.seed}")
def test_shortcuts_equal_general_path_with_2017_rules(config: GeneratorConfig) -> None:
    """The 2017 text (``RoundPairer2017``): brackets paired alone and by transposition."""
    stats: Counter[str] = Counter()
    generate(config, lambda t: _both_ways(t, stats))
    assert stats["2017 bracket alone"] > 0
    assert stats["2017 transposition"] > 0


SAMPLE_2017 = sorted((SAMPLE.parent.parent / "dutch2017" / "cases").glob("*/round_*.trf"))


@pytest.mark.parametrize("trf", SAMPLE_2017, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_2017_shortcuts_equal_general_path_on_sample_cases(trf: Path) -> None:
    t = read_trf_file(trf)
    rnd = int(trf.stem.split("_")[1])
    with _general_path():
        general = pair_round(t, rnd)
    assert pair_round(t, rnd) == general


def test_every_2017_shortcut_is_taken_in_the_2017_sample() -> None:
    stats: Counter[str] = Counter()
    with _counting(stats):
        for trf in SAMPLE_2017:
            pair_round(read_trf_file(trf), int(trf.stem.split("_")[1]))
    assert stats["2017 bracket alone"] > 0
    assert stats["2017 transposition"] > 0
    assert stats["2017 graph"] > 0  # the PPB and brackets that cannot be paired alone
    assert stats["2017 PPB"] > 0


SMALL_CASES = sorted(
    trf for trf in SAMPLE.glob("*/round_*.trf") if int(trf.parent.name.split("_p")[1].split("_")[0]) <= 120
)


@pytest.mark.parametrize("trf", SMALL_CASES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_shortcuts_equal_general_path_on_sample_cases(trf: Path) -> None:
    t = read_trf_file(trf)
    rnd = int(trf.stem.split("_")[1])
    with _general_path():
        general = pair_round(t, rnd)
    assert pair_round(t, rnd) == general


def test_every_shortcut_is_taken_somewhere_in_the_sample() -> None:
    stats: Counter[str] = Counter()
    with _counting(stats):
        for trf in SMALL_CASES:
            pair_round(read_trf_file(trf), int(trf.stem.split("_")[1]))
    assert stats["bracket transposition"] > 0
    assert stats["transposition"] > 0
    assert stats["bracket"] > 0
    assert stats["reduced"] > 0  # the bracket alone could not be proved, its scope could
    assert stats["full"] > 0  # the last brackets, and checks that fail, use the general matching
