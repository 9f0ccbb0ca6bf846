"""The Burstein System on the engine's command line (``--burstein -p / -c / -g``) and its checker.

The pairings themselves are checked against bbpPairings in ``test_burstein_conformance.py``; here:
routing by record 192 and by the flag, the generator's record 192, and the checker accepting the
engine's own rounds and naming the article a corrupted round breaks.
"""

from __future__ import annotations

import io
from dataclasses import replace
from pathlib import Path

import pytest

from engine.burstein import check_tournament, pair_round
from engine.burstein.checker import broken_rules
from engine.burstein.pairing import BYE_RULES
from engine.cli import run
from engine.dutch.checker import tournament_before
from engine.dutch.state import build_states
from engine.model import Board, Colour, Pairing, PairingNumber, PairingSystem, Tournament
from engine.trf import read_trf_file

N = PairingNumber
SAMPLE = Path(__file__).parent / "data" / "conformance_sample" / "burstein"
CASE = SAMPLE / "cases" / "bbpb_p010_r07_s31012" / "round_05.trf"
FULL = SAMPLE / "tournaments" / "bbpb_p010_r07_s31012.trf"


def _engine(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = run(list(argv), out, err)
    return code, out.getvalue(), err.getvalue()


def test_record_192_routes_the_file_to_the_burstein_engine() -> None:
    code, by_192, _err = _engine(str(CASE), "-p")
    assert code == 0
    assert _engine("--burstein", str(CASE), "-p")[1] == by_192
    lines = CASE.with_suffix(".expected").read_text().split()
    assert sorted(by_192.split()) == sorted(lines)


def test_dutch_flag_on_a_burstein_file_and_list_are_refused() -> None:
    code, out, err = _engine("--dutch", str(CASE), "-p")
    assert (code, out) == (3, "")
    assert "not by the Dutch System; pair it with python -m engine --burstein" in err
    assert _engine("--burstein", str(CASE), "-p", "-l")[0] == 3
    assert _engine(str(CASE), "-p", "-l")[0] == 3  # Burstein by its record 192


def test_generated_tournament_says_burstein_and_its_checker_agrees(tmp_path: Path) -> None:
    target = tmp_path / "g.trf"
    code, out, _err = _engine("--burstein", "-g", "-o", str(target), "-s", "11")
    assert code == 0 and "30 players, 7 rounds" in out
    text = target.read_text()
    assert "192 FIDE_BURSTEIN" in text.splitlines()
    t = read_trf_file(target)
    assert t.system is PairingSystem.BURSTEIN and t.rounds_recorded == 7
    assert _engine(str(target), "-c") == (0, "0 discrepancy(ies) in 7 round(s)\n", "")


def test_checker_accepts_the_reference_tournament() -> None:
    assert check_tournament(read_trf_file(FULL)) == []


def test_checker_names_a_second_game_and_who_is_paired_twice_or_left_out() -> None:
    t = read_trf_file(FULL)
    before = tournament_before(t, 5)
    engine = pair_round(before, 5)
    assert engine.boards[0] == Board(N(6), N(3))  # 6 met 9 in round 1
    corrupted = replace(engine, boards=(Board(N(6), N(9)),) + engine.boards[1:])
    assert broken_rules(before, corrupted) == [
        "6-9: the two have met before or may not meet (C.04.1 art. 2)",
        "player 9 is paired twice",
        "players left unpaired: 3",
    ]


def test_checker_names_two_absolute_preferences_for_one_colour() -> None:
    t = read_trf_file(SAMPLE / "tournaments" / "bbpb_p022_r11_s31036.trf")
    before = tournament_before(t, 4)
    states = {s.number: s for s in build_states(before, 4, BYE_RULES)}
    six, eighteen = states[N(6)], states[N(18)]
    assert six.absolute and eighteen.absolute and six.preference is eighteen.preference
    reasons = broken_rules(before, Pairing(4, (Board(N(6), N(18)),), None))
    assert "6-18: both have an absolute preference for the same colour (C.04.1 art. 6-7)" in reasons


def test_checker_calls_a_legal_other_pairing_by_its_name() -> None:
    t = read_trf_file(FULL)
    before = tournament_before(t, 5)
    engine = pair_round(before, 5)
    swapped = replace(engine, boards=(Board(N(3), N(6)),) + engine.boards[1:])
    assert broken_rules(before, swapped) == [
        "legal, but not the pairing of C.04.4.2: the order of the index, the floaters or the colours differ"
    ]
    assert "C.04.4.2" in str(check_tournament(_with_round(t, swapped))[0])


def _with_round(t: Tournament, pairing: Pairing) -> Tournament:
    """``t`` with round ``pairing.round`` recorded as ``pairing`` (results kept per player)."""
    colours = {b.white: (b.black, Colour.WHITE) for b in pairing.boards}
    colours.update({b.black: (b.white, Colour.BLACK) for b in pairing.boards})
    players = []
    for p in t.players:
        rounds = list(p.rounds)
        entry = rounds[pairing.round - 1]
        if p.number in colours:
            opponent, colour = colours[p.number]
            rounds[pairing.round - 1] = replace(entry, opponent=opponent, colour=colour)
        players.append(replace(p, rounds=tuple(rounds)))
    return replace(t, players=tuple(players))


@pytest.mark.parametrize("code", ["FIDE_BURSTEIN", "FIDE_BURSTEIN_BAKU"])
def test_export_keeps_the_burstein_code(code: str) -> None:
    from engine.trf import read_trf, write_trf

    text = FULL.read_bytes().decode("ascii").replace("192 FIDE_BURSTEIN", f"192 {code}")
    t = read_trf(text)
    assert (t.system, t.baku) == (PairingSystem.BURSTEIN, code.endswith("_BAKU"))
    assert f"192 {code}" in write_trf(t, "TRF16").splitlines()
