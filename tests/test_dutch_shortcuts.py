"""Each fast path of the 2025 and 2017 engines gives the pairing of the general path (issues 4, 16).

The general path (``options=GENERAL_PATH``) matches every free player for every bracket (2017: a
bracket's whole graph). Every fast path is a field of :class:`PairingOptions`, passed with the call;
here every round of random tournaments (odd and even fields, byes, forfeits, withdrawals) and of the
conformance sample is paired with no fast path, with each fast path alone, and with all of them, and
the pairings must be the same. Each fast path must also really be taken when it is alone (counted by
``pair_round_counted``), or its comparison would prove nothing.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import fields, replace
from pathlib import Path

import pytest

from engine.dutch import GENERAL_PATH, PairingOptions, pair_round, pair_round_counted
from engine.dutch.process import RoundPairer
from engine.dutch.process2017 import RoundPairer2017
from engine.dutch2012.process import RoundPairer as RoundPairer2012
from engine.generator import GeneratorConfig, generate
from engine.model import Pairing, RulesEdition, Tournament
from engine.trf import read_trf_file

SAMPLE = Path(__file__).parent / "data" / "conformance_sample" / "dutch2025" / "cases"

FAST_PATHS_2025 = (
    "first_round",
    "canonical",
    "transposition",
    "bracket_alone",
    "reduced_scope",
    "bye_by_cardinality",
    "implicit_matching",
)
"""The fast paths of ``engine.dutch.process.RoundPairer``."""
FAST_PATHS_2017 = ("first_round", "canonical", "transposition", "bracket_alone", "implicit_matching")
"""The fast paths of ``engine.dutch.process2017.RoundPairer2017``."""


def every_way(
    t: Tournament, rnd: int | None, rules: RulesEdition | None, names: tuple[str, ...], taken: Counter[str]
) -> Pairing:
    """Pair the round with no fast path, with each of ``names`` alone, and with all of them: the
    same pairing every time. ``taken`` adds up, per fast path, how often it was taken alone."""
    general, stats = pair_round_counted(t, rnd, rules, options=GENERAL_PATH)
    assert not any(stats[name] for name in PairingOptions.names()), f"the general path took {stats}"
    for name in names:
        alone, stats = pair_round_counted(t, rnd, rules, options=PairingOptions.only(name))
        assert alone == general, f"round {general.round}, {name} alone: {alone}; general path: {general}"
        assert not any(stats[other] for other in PairingOptions.names() if other != name), stats
        taken[name] += stats[name]
    fastest, stats = pair_round_counted(t, rnd, rules)
    assert fastest == general, f"round {general.round}, every fast path: {fastest}; general path: {general}"
    taken.update({f"all {k}": v for k, v in stats.items()})
    return fastest


CONFIGS = [
    GeneratorConfig(players=41, rounds=7, seed=3, forfeit_rate=25, half_point_bye_rate=30),
    GeneratorConfig(players=56, rounds=9, seed=11, retired_rate=12, zero_point_bye_rate=40),
    GeneratorConfig(players=67, rounds=8, seed=29, full_point_bye_rate=50, forfeit_rate=30),
    GeneratorConfig(players=90, rounds=6, seed=7, half_point_bye_rate=20, retired_rate=30),
    GeneratorConfig(players=33, rounds=11, seed=5, forfeit_rate=15),
]


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: f"p{c.players}_r{c.rounds}_s{c.seed}")
def test_each_fast_path_equals_the_general_path_on_random_tournaments(config: GeneratorConfig) -> None:
    taken: Counter[str] = Counter()
    generate(config, lambda t: every_way(t, None, None, FAST_PATHS_2025, taken))
    # Round 1 of one scoregroup, brackets settled by transposition and paired on their own.
    assert taken["first_round"] > 0
    assert taken["transposition"] > 0
    assert taken["bracket_alone"] > 0
    assert taken["all transposition"] > 0 and taken["all bracket_alone"] > 0


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
def test_each_fast_path_equals_the_general_path_with_2017_rules(config: GeneratorConfig) -> None:
    """The 2017 text (``RoundPairer2017``): every fast path alone, and all of them."""
    taken: Counter[str] = Counter()
    generate(config, lambda t: every_way(t, None, None, FAST_PATHS_2017, taken))
    for name in FAST_PATHS_2017:
        assert taken[name] > 0, f"{name} was never taken: {taken}"


SAMPLE_2017 = sorted((SAMPLE.parent.parent / "dutch2017" / "cases").glob("*/round_*.trf"))


def _round(trf: Path) -> int:
    return int(trf.stem.split("_")[1])


@pytest.mark.parametrize("trf", SAMPLE_2017, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_2017_fast_paths_equal_the_general_path_on_sample_cases(trf: Path) -> None:
    every_way(read_trf_file(trf), _round(trf), None, FAST_PATHS_2017, Counter())


def first_taken(cases: list[Path], names: tuple[str, ...]) -> dict[str, Path]:
    """For each fast path, the first case (smallest field first) in which it is taken alone."""
    found: dict[str, Path] = {}
    for trf in sorted(cases, key=lambda p: (len(read_trf_file(p).players), str(p))):
        t = read_trf_file(trf)
        for name in names:
            if name not in found:
                stats = pair_round_counted(t, _round(trf), options=PairingOptions.only(name))[1]
                if stats[name]:
                    found[name] = trf
        if len(found) == len(names):
            break
    return found


def test_every_2017_fast_path_is_taken_alone_in_the_2017_sample() -> None:
    found = first_taken(SAMPLE_2017, FAST_PATHS_2017)
    assert set(found) == set(FAST_PATHS_2017), f"never taken: {set(FAST_PATHS_2017) - set(found)}"
    general: Counter[str] = Counter()
    for trf in SAMPLE_2017:
        general += pair_round_counted(read_trf_file(trf), _round(trf))[1]
    assert general["graph"] > 0  # the PPB and brackets that cannot be paired alone
    assert general["PPB"] > 0


SMALL_CASES = sorted(
    trf for trf in SAMPLE.glob("*/round_*.trf") if int(trf.parent.name.split("_p")[1].split("_")[0]) <= 120
)


@pytest.mark.parametrize("trf", SMALL_CASES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_fast_paths_equal_the_general_path_on_sample_cases(trf: Path) -> None:
    every_way(read_trf_file(trf), _round(trf), None, FAST_PATHS_2025, Counter())


def test_every_fast_path_is_taken_alone_somewhere_in_the_sample() -> None:
    found = first_taken(SMALL_CASES, FAST_PATHS_2025)
    assert set(found) == set(FAST_PATHS_2025), f"never taken: {set(FAST_PATHS_2025) - set(found)}"
    every: Counter[str] = Counter()
    for trf in SMALL_CASES:
        every += pair_round_counted(read_trf_file(trf), _round(trf))[1]
    # With every fast path, the bracket alone, the reduced scope (the bracket alone could not be
    # proved, its scope could) and the general matching (the last brackets, failed checks) all occur.
    assert every["bracket_alone"] > 0 and every["reduced_scope"] > 0 and every["full matching"] > 0


def test_the_options_of_one_call_do_not_stay() -> None:
    """Options are a value of the call: pairing a round on the general path leaves the next call,
    with the default options, free to take the fast paths (a class-wide switch left flipped would
    not)."""
    trf = SMALL_CASES[-1]
    t = read_trf_file(trf)
    general = pair_round(t, _round(trf), options=GENERAL_PATH)
    again, stats = pair_round_counted(t, _round(trf))
    assert again == general
    assert sum(stats[name] for name in PairingOptions.names()) > 0


@pytest.mark.parametrize(
    "pairer", [RoundPairer, RoundPairer2017, RoundPairer2012], ids=lambda c: c.__module__
)
def test_no_pairer_has_a_class_wide_switch(pairer: type) -> None:
    """The fast paths are chosen per call, never by a flag on the pairer's class."""
    switches = [
        name for klass in pairer.__mro__ for name, value in vars(klass).items() if isinstance(value, bool)
    ]
    assert switches == []


def test_every_option_names_a_fast_path_of_some_engine() -> None:
    names = {f.name for f in fields(PairingOptions)}
    from tests.test_dutch2012_shortcuts import FAST_PATHS_2012

    assert names == set(FAST_PATHS_2025) | set(FAST_PATHS_2017) | set(FAST_PATHS_2012)
    with pytest.raises(ValueError, match="no fast path named"):
        PairingOptions.only("shortcuts")


@pytest.mark.parametrize(
    "rules",
    [RulesEdition.DUTCH_2025, RulesEdition.DUTCH_2017, RulesEdition.DUTCH_2013],
    ids=lambda r: r.value,
)
def test_the_general_path_never_matches_an_implicit_graph(
    rules: RulesEdition, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``implicit_matching`` off (as in ``GENERAL_PATH``, which ``bench/bench_general_path.py`` runs
    on 3,000-player events): every bracket is matched by the blossom algorithm over every pair, the
    implicit route of ``engine.dutch.sparse_matching`` is never entered, and the pairing is the fast
    path's, round after round of a small event."""
    import engine.dutch.sparse_matching as sparse

    config = GeneratorConfig(
        players=48, rounds=7, seed=13, forfeit_rate=20, half_point_bye_rate=30, rules=rules
    )
    rounds: list[Tournament] = []

    def pairer(t: Tournament) -> Pairing:
        rounds.append(t)
        return pair_round(t, None, rules)

    generate(config, pairer)
    dense = replace(PairingOptions(), implicit_matching=False)
    fast = [pair_round_counted(t, None, rules) for t in rounds]
    assert sum(stats["implicit_matching"] for _, stats in fast) > 0

    def refused(graph: object) -> list[int]:
        raise AssertionError("the general path matched an implicit graph")

    monkeypatch.setattr(sparse, "near_perfect_implicit", refused)
    monkeypatch.setattr(sparse, "doubled_implicit", refused)
    for t, (pairing, _stats) in zip(rounds, fast, strict=True):
        assert pair_round(t, None, rules, options=GENERAL_PATH) == pairing
        assert pair_round(t, None, rules, options=dense) == pairing
