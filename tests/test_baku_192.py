"""The Baku Acceleration named in record 192 (``FIDE_DUTCH_2025_BAKU`` ...; issue 12 item 3).

One function decides the virtual points (``engine.acceleration.pairing_accelerations``): the
engine's pairing of a ``_BAKU`` file, ``arbiter accelerate`` and the documents all use it. N counts
the players to be paired in round 1 (C.04.7 art. 1.2; as JaVaFo ``-b``).
"""

from __future__ import annotations

import io
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest

from engine.acceleration import last_group_a_player, pairing_accelerations, round_one_players, with_baku
from engine.cli import run
from engine.dutch import pair_round
from engine.errors import InvalidTournamentError
from engine.model import (
    Acceleration,
    Colour,
    PairingNumber,
    Player,
    PointSystem,
    ResultCode,
    RoundEntry,
    RulesEdition,
    Tournament,
    parse_rules_code,
)
from engine.trf import read_trf, write_trf
from tests.test_db_support import new_file
from values import ByeKind

N = PairingNumber
ONE, HALF = Fraction(1), Fraction(1, 2)
HALF_BYE = RoundEntry(None, Colour.NONE, ResultCode.HALF_BYE)


def _players(count: int, round_one_bye: int | None = None) -> tuple[Player, ...]:
    return tuple(
        Player(N(i), f"P{i}", rating=2600 - 10 * i, rounds=(HALF_BYE,) if i == round_one_bye else ())
        for i in range(1, count + 1)
    )


def _tournament(
    count: int, rounds: int, rules: RulesEdition, *, baku: bool, bye: int | None = None
) -> Tournament:
    return Tournament(
        number_of_rounds=rounds,
        initial_colour=Colour.WHITE,
        rules=rules,
        baku=baku,
        players=_players(count, bye),
    )


@pytest.mark.parametrize(
    ("code", "edition", "baku"),
    [
        ("FIDE_DUTCH_2025_BAKU", RulesEdition.DUTCH_2025, True),
        ("FIDE_DUTCH_2026_BAKU", RulesEdition.DUTCH_2025, True),  # TRF26's spelling
        ("FIDE_DUTCH_2017_BAKU", RulesEdition.DUTCH_2017, True),
        ("FIDE_DUTCH_2013_BAKU", RulesEdition.DUTCH_2013, True),
        ("FIDE_DUTCH_2017", RulesEdition.DUTCH_2017, False),
    ],
)
def test_192_codes(code: str, edition: RulesEdition, baku: bool) -> None:
    assert parse_rules_code(code) == (edition, baku)
    t = read_trf(f"192 {code}\nXXR 9\n")
    assert (t.rules, t.baku) == (edition, baku)


@pytest.mark.parametrize("rules", list(RulesEdition))
def test_a_baku_code_pairs_as_the_baku_points(rules: RulesEdition) -> None:
    # 20 players, 9 rounds: GA = 2 * ceil(20/4) = 10 players with 1 virtual point in round 1.
    t = _tournament(20, 9, rules, baku=True)
    assert pairing_accelerations(t) == (
        Acceleration(ONE, 1, 3, N(1), N(10)),
        Acceleration(HALF, 4, 5, N(1), N(10)),
    )
    plain = replace(t, baku=False)
    accelerated = pair_round(t, 1)
    assert accelerated == pair_round(
        with_baku(plain, "2026" if rules is RulesEdition.DUTCH_2025 else "pre2026")
    )
    assert accelerated != pair_round(plain, 1)  # the 192 code is not ignored


def test_the_code_survives_the_trf() -> None:
    t = _tournament(12, 7, RulesEdition.DUTCH_2017, baku=True)
    for version in ("TRF26", "TRF16"):
        text = write_trf(t, version)
        assert "192 FIDE_DUTCH_2017_BAKU" in text.splitlines()
        back = read_trf(text)
        assert (back.rules, back.baku, back.accelerations) == (RulesEdition.DUTCH_2017, True, ())


def test_explicit_accelerations_win_over_the_192_method() -> None:
    # TRF26 "Accelerated Rounds": 250 records cause any acceleration method in 192 to be disregarded.
    explicit = (Acceleration(ONE, 1, 2, N(1), N(4)),)
    t = replace(_tournament(20, 9, RulesEdition.DUTCH_2025, baku=True), accelerations=explicit)
    assert pairing_accelerations(t) == explicit
    assert pair_round(t, 1) == pair_round(replace(t, baku=False), 1)


def test_n_counts_the_players_paired_in_round_one() -> None:
    # 30 registered, #5 has a half-point bye in round 1: N = 29, GA = 2 * ceil(29/4) = 16 players,
    # #1-#17 without #5 (JaVaFo -b). #5 is not paired in round 1; above the last GA player (#17),
    # it is in GA for the later rounds (C.04.7 art. 1.3: the last GA participant stays the same).
    t = _tournament(30, 9, RulesEdition.DUTCH_2025, baku=True, bye=5)
    assert N(5) not in round_one_players(t) and len(round_one_players(t)) == 29
    assert last_group_a_player(t) == N(17)
    assert pairing_accelerations(t)[0] == Acceleration(ONE, 1, 3, N(1), N(17))
    pairing = pair_round(t, 1)
    top = {n for b in pairing.boards for n in (b.white, b.black) if n <= 17}
    # GA pairs within itself in round 1: the 16 of GA are 8 boards among themselves.
    assert top == set(range(1, 18)) - {5}
    assert all((b.white <= 17) == (b.black <= 17) for b in pairing.boards)


def test_arbiter_accelerate_agrees_with_the_192_path(tmp_path: Path) -> None:
    # The same 30-player field in a tournament file, #5 with a requested round-1 bye.
    from values import PlayerDetails

    with new_file(tmp_path, players=0, rounds=9) as tf:
        ids = [
            tf.players.add(PlayerDetails(f"Player {i:02d}", 2600 - 10 * i)).player.id for i in range(1, 31)
        ]
        tf.players.request_bye(1, ids[4], ByeKind.HALF)
        blocks = tf.event.apply_baku("2026")
        as_192 = replace(tf.rounds.pairing_input(), accelerations=(), baku=True)
        assert blocks == pairing_accelerations(as_192)
        assert {a.last_player for a in blocks} == {N(17)}


def test_pre2026_baku_needs_standard_scoring() -> None:
    # FIDE_DUTCH_2017_BAKU goes with C.04.5.1 (before 2026): 1 / 1/2 / 0 only.
    doubled = PointSystem(win_white=Fraction(2), win_black=Fraction(2), draw_white=ONE, draw_black=ONE)
    t = replace(_tournament(12, 9, RulesEdition.DUTCH_2017, baku=True), point_system=doubled)
    with pytest.raises(InvalidTournamentError, match="standard scoring"):
        pair_round(t, 1)


def test_rules_option_names_the_baku_acceleration(tmp_path: Path) -> None:
    path = tmp_path / "t.trf"
    path.write_text(write_trf(_tournament(20, 9, RulesEdition.DUTCH_2025, baku=False), "TRF26"))
    out = io.StringIO()
    assert run(["--dutch", str(path), "-p", "--rules", "FIDE_DUTCH_2025_BAKU"], out, io.StringIO()) == 0
    expected = pair_round(_tournament(20, 9, RulesEdition.DUTCH_2025, baku=True), 1)
    assert out.getvalue().splitlines()[1:] == [f"{b.white} {b.black}" for b in expected.boards]


def test_the_generator_pairs_a_baku_event(tmp_path: Path) -> None:
    # -g with a _BAKU code: the file says so, and round 1 pairs group A among themselves
    # (20 players: GA = #1-#10 with one virtual point, C.04.7 art. 1.2, 1.4).
    out = tmp_path / "g.trf"
    args = ["--dutch", "-g", "-o", str(out), "-s", "7", "--rules", "FIDE_DUTCH_2017_BAKU"]
    config = tmp_path / "c.txt"
    config.write_text("PlayersNumber=20\nRoundsNumber=9\n")
    assert run([*args[:2], str(config), *args[2:]], io.StringIO(), io.StringIO()) == 0
    t = read_trf(out.read_text())
    assert (t.rules, t.baku) == (RulesEdition.DUTCH_2017, True)
    for p in t.players:
        opponent = p.entry(1).opponent
        assert opponent is not None and (p.number <= 10) == (opponent <= 10)
