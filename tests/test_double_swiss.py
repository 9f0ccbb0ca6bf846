"""The Double-Swiss System (C.04.5, 2026): the text's examples, the two cells of a match, the bye, the
colours, the pairing of a bracket against a plain enumeration of the identifiers, and the command line.

The properties over generated rounds and the checker's corruptions are in ``test_double_swiss_properties``.
"""

from __future__ import annotations

import io
import itertools
import random
from fractions import Fraction
from pathlib import Path

import pytest

from engine.cli import run
from engine.double_swiss import check_tournament, generate, pair_round
from engine.double_swiss.colours import white_of
from engine.double_swiss.matches import MatchCellsError, MatchKind, bye_cells, match_cells, match_entry
from engine.double_swiss.procedure import Criteria, c5_profiles, identifier, pair_bracket, sets_in_order
from engine.double_swiss.state import MatchPlayer, match_states
from engine.generator import GeneratorConfig
from engine.model import (
    Colour,
    PairingNumber,
    PairingSystem,
    Player,
    PointSystem,
    ResultCode,
    RoundEntry,
    Tournament,
)
from engine.trf import read_trf, write_trf

N = PairingNumber
W, D, L = ResultCode.WIN, ResultCode.DRAW, ResultCode.LOSS


def state(number: int, score: Fraction | int = 0, **kw: object) -> MatchPlayer:
    values: dict[str, object] = dict(
        met=frozenset(), pab_barred=False, matches_played=0, colours=(), floated=False
    )
    values.update(kw)
    return MatchPlayer(N(number), Fraction(score), **values)  # type: ignore[arg-type]


# --- the text's examples --------------------------------------------------------------------------


def test_the_identifier_of_the_example_of_3_6_2() -> None:
    # "If 11-24 16-6 10-9 8-4 is a pairing, its identifier is 4 6 9 11 8 16 10 24."
    assert identifier([(11, 24), (16, 6), (10, 9), (8, 4)]) == (4, 6, 9, 11, 8, 16, 10, 24)


def test_the_upfloater_sets_of_the_example_of_3_5_4() -> None:
    # "2,6,8 have 3 points, and 1,3,5 have 2.5 points. [C4] determines that a set of three upfloaters
    # is needed, and [C5] determines that two upfloaters must have 3 points and the other 2.5 points.
    # The possible set of upfloaters are: {2,6,1} < {2,6,3} < {2,6,5} < {2,8,1} < {2,8,3} < {2,8,5}
    # < {6,8,1} < {6,8,3} < {6,8,5}, already sorted in the proper order."
    # (The example gives the profile, two of 3 points and one of 2.5, as already decided.)
    lower = [state(n, 3) for n in (2, 6, 8)] + [state(n, Fraction(5, 2)) for n in (1, 3, 5)]
    assert (2, 1) in list(c5_profiles(lower, 3))
    assert list(sets_in_order(lower, (2, 1))) == [
        (2, 6, 1),
        (2, 6, 3),
        (2, 6, 5),
        (2, 8, 1),
        (2, 8, 3),
        (2, 8, 5),
        (6, 8, 1),
        (6, 8, 3),
        (6, 8, 5),
    ]


def test_c5_prefers_the_higher_lowest_score() -> None:
    lower = [state(1, 3), state(2, 2), state(3, 2), state(4, 1)]
    profiles = list(c5_profiles(lower, 2))
    # (3, 2) first, then (2, 2), then (3, 1), then (2, 1): the ascending scores, maximised
    assert profiles == [(1, 1, 0), (0, 2, 0), (1, 0, 1), (0, 1, 1)]


# --- a match is two cells -------------------------------------------------------------------------


def player(number: int, *cells: RoundEntry) -> Player:
    return Player(N(number), f"P{number}", rounds=cells)


def test_a_match_is_two_cells_with_alternating_colours() -> None:
    p = player(1, *match_cells(N(2), True, (W, D)))
    entry = match_entry(p, 1)
    assert entry.kind is MatchKind.PLAYED and entry.opponent == 2 and entry.colour is Colour.WHITE
    assert entry.points(PointSystem()) == Fraction(3, 2)


@pytest.mark.parametrize(
    "cells, words",
    [
        ((RoundEntry(N(2), Colour.WHITE, W), RoundEntry(N(3), Colour.BLACK, W)), "same opponent"),
        ((RoundEntry(N(2), Colour.WHITE, W), RoundEntry(N(2), Colour.WHITE, W)), "alternating colours"),
        ((RoundEntry(None, Colour.NONE, ResultCode.PAIRING_BYE), RoundEntry(N(2), Colour.BLACK, W)), "same"),
        (
            (
                RoundEntry(None, Colour.NONE, ResultCode.PAIRING_BYE),
                RoundEntry(None, Colour.NONE, ResultCode.HALF_BYE),
            ),
            "whole match",
        ),
    ],
)
def test_two_cells_that_are_not_one_match_are_refused(
    cells: tuple[RoundEntry, RoundEntry], words: str
) -> None:
    with pytest.raises(MatchCellsError, match=words) as refused:
        match_entry(player(1, *cells), 1)
    assert "match 1 (rounds 1 and 2)" in str(refused.value)


def test_a_match_forfeited_may_be_repeated_a_single_forfeit_may_not() -> None:
    # Preface: "A match ends by forfeit only if at least one player forfeits both games. In this case,
    # the same pairing may be repeated in a later round."
    fw, fl = ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS
    both = Tournament(
        number_of_rounds=4,
        players=(
            player(1, *match_cells(N(2), True, (fw, fw))),
            player(2, *match_cells(N(1), False, (fl, fl))),
        ),
    )
    assert match_entry(both.players[0], 1).kind is MatchKind.FORFEITED
    assert pair_round(both).pairs() == {frozenset((N(1), N(2)))}
    single = Tournament(
        number_of_rounds=4,
        players=(
            player(1, *match_cells(N(2), True, (fw, W))),
            player(2, *match_cells(N(1), False, (fl, L))),
        ),
    )
    assert match_entry(single.players[0], 1).kind is MatchKind.PLAYED
    with pytest.raises(Exception, match=r"\[C1\]"):
        pair_round(single)


def test_the_pab_is_a_win_and_a_draw_and_bars_a_second_one() -> None:
    # 1.4 and [C2]: three players, 3 had the bye in match 1 and is not given it again.
    t = generate(GeneratorConfig(players=3, rounds=2, seed=3))
    byes = [p.number for p in t.players if match_entry(p, 1).bye is ResultCode.PAIRING_BYE]
    again = [p.number for p in t.players if match_entry(p, 2).bye is ResultCode.PAIRING_BYE]
    assert len(byes) == len(again) == 1 and byes != again
    pab = next(p for p in t.players if p.number == byes[0])
    assert match_entry(pab, 1).points(t.point_system) == Fraction(3, 2)
    assert bye_cells(ResultCode.PAIRING_BYE)[0].result is ResultCode.PAIRING_BYE


# --- the bracket: first identifier, checked against a plain enumeration ---------------------------


def all_pairings(members: list[int]) -> list[list[tuple[int, int]]]:
    if not members:
        return [[]]
    first, rest = members[0], members[1:]
    found = []
    for i, partner in enumerate(rest):
        for tail in all_pairings(rest[:i] + rest[i + 1 :]):
            found.append([(first, partner), *tail])
    return found


def test_the_bracket_is_the_first_identifier_that_complies_with_c1() -> None:
    rng = random.Random(28)
    for _ in range(200):
        size = rng.choice([2, 4, 6, 8])
        members = sorted(rng.sample(range(1, 20), size))
        met = {n: set() for n in members}
        for a, b in itertools.combinations(members, 2):
            if rng.random() < 0.3:
                met[a].add(b)
                met[b].add(a)
        players = [state(n, met=frozenset(N(m) for m in met[n])) for n in members]
        legal = [p for p in all_pairings(members) if all(b not in met[a] for a, b in p)]
        if not legal:
            continue
        expected = min(identifier(p) for p in legal)
        criteria = Criteria(players, False, frozenset())
        got = pair_bracket(members, frozenset(), criteria, {})
        assert identifier(got) == expected, (members, met)


def test_c8_keeps_an_upfloater_from_a_floater_of_the_last_round() -> None:
    # [C8]: 4 is the upfloater; 1 floated in the previous round, so 4 meets 2 although 1-4 comes first.
    players = [state(1, 2, floated=True), state(2, 2), state(3, 2), state(4, 1)]
    criteria = Criteria(players, False, frozenset())
    assert pair_bracket([1, 2, 3, 4], frozenset({4}), criteria, {}) == ((N(1), N(3)), (N(2), N(4)))
    last_round = Criteria(players, True, frozenset())
    assert pair_bracket([1, 2, 3, 4], frozenset({4}), last_round, {}) == ((N(1), N(3)), (N(2), N(4)))
    without = Criteria([state(1, 2), state(2, 2), state(3, 2), state(4, 1)], False, frozenset())
    assert pair_bracket([1, 2, 3, 4], frozenset({4}), without, {}) == ((N(1), N(3)), (N(2), N(4)))


# --- colours (art. 4) -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "a, b, initial, white, article",
    [
        (state(1), state(2), Colour.WHITE, 1, "4.3.1"),  # odd TPN: the initial-colour
        (state(2), state(3), Colour.WHITE, 3, "4.3.1"),  # even TPN: the other colour
        (state(1), state(2), Colour.BLACK, 2, "4.3.1"),
        (state(1, colours=(Colour.WHITE,)), state(2, colours=(Colour.BLACK,)), Colour.WHITE, 2, "4.3.2"),
        (
            state(1, colours=(Colour.WHITE, Colour.BLACK)),
            state(2, colours=(Colour.BLACK, Colour.WHITE)),
            Colour.WHITE,
            1,
            "4.3.3",
        ),
        (state(1, colours=(Colour.BLACK,)), state(2), Colour.WHITE, 1, "4.3.4"),  # both without White
        (state(1, colours=(Colour.WHITE,)), state(2), Colour.WHITE, 2, "4.3.2"),
        (
            state(1, colours=(Colour.WHITE, Colour.BLACK)),
            state(2, colours=(Colour.WHITE, Colour.BLACK)),
            Colour.WHITE,
            1,
            "4.3.4",
        ),
        (state(1), state(2, colours=(Colour.BLACK,)), Colour.WHITE, 2, "4.3.5"),
    ],
)
def test_colours(a: MatchPlayer, b: MatchPlayer, initial: Colour, white: int, article: str) -> None:
    chosen, why = white_of(a, b, initial)
    assert (chosen.number, why) == (white, article)


# --- TRF and the command line ---------------------------------------------------------------------


def test_a_generated_tournament_reads_back_cell_for_cell(tmp_path: Path) -> None:
    t = generate(GeneratorConfig(players=11, rounds=4, seed=9, forfeit_rate=5, half_point_bye_rate=9))
    again = read_trf(write_trf(t))
    assert [p.rounds for p in again.players] == [p.rounds for p in t.players]
    assert again.system is PairingSystem.DOUBLE_SWISS and again.number_of_rounds == 8
    assert [s.score for s in match_states(again, 5)] == [s.score for s in match_states(t, 5)]


def cli(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = run(list(args), out, err)
    return code, out.getvalue(), err.getvalue()


def test_cli_generates_checks_and_pairs(tmp_path: Path) -> None:
    path = tmp_path / "ds.trf"
    code, out, _ = cli("--double-swiss", "-g", "-o", str(path), "-s", "12")
    assert code == 0 and "7 matches" in out
    assert cli("--double-swiss", str(path), "-c") == (0, "0 breach(es)\n", "")
    lines = path.read_text().splitlines()
    cut = [line[: 91 + 10 * 12].rstrip() if line.startswith("001") else line for line in lines]
    short = tmp_path / "short.trf"
    short.write_text("\n".join(cut) + "\n")
    code, out, err = cli("--double-swiss", str(short), "-p", "--lenient")
    assert code == 0, err
    expected = pair_round(read_trf(short.read_text()))
    assert out.splitlines()[0] == str(len(expected.boards) + (expected.bye is not None))
    assert out.splitlines()[1] == f"{expected.boards[0].white} {expected.boards[0].black}"


def test_cli_refuses_another_system_and_the_dutch_refuses_this_one(tmp_path: Path) -> None:
    path = tmp_path / "ds.trf"
    cli("--double-swiss", "-g", "-o", str(path), "-s", "3")
    code, _, err = cli(str(path), "-p")
    assert code == 3 and "FIDE_DOUBLESWISS" in err
    dutch = tmp_path / "dutch.trf"
    cli("-g", "-o", str(dutch), "-s", "3")
    code, _, err = cli("--double-swiss", str(dutch), "-c")
    assert code == 3 and "not the Double-Swiss System" in err
    code, _, err = cli("--double-swiss", str(path), "-c", "--rules", "FIDE_DUTCH_2025")
    assert code == 3 and "--rules" in err


def test_check_reads_one_match(tmp_path: Path) -> None:
    t = generate(GeneratorConfig(players=9, rounds=3, seed=4))
    assert check_tournament(t, 2) == []


def test_a_forfeit_written_without_colours_is_not_judged_for_colours() -> None:
    t = generate(GeneratorConfig(players=8, rounds=2, seed=6))
    first = next(p for p in t.players if match_entry(p, 1).game1.colour is Colour.BLACK)
    opponent = match_entry(first, 1).opponent
    assert opponent is not None
    fw, fl = (
        RoundEntry(opponent, Colour.NONE, ResultCode.FORFEIT_WIN),
        RoundEntry(first.number, Colour.NONE, ResultCode.FORFEIT_LOSS),
    )
    players = []
    for p in t.players:
        if p.number in (first.number, opponent):
            cells = (fw, fw) if p.number == first.number else (fl, fl)
            p = Player(p.number, p.name, rating=p.rating, rounds=cells + p.rounds[2:])
        players.append(p)
    forfeited = Tournament(
        number_of_rounds=t.number_of_rounds, initial_colour=t.initial_colour, players=tuple(players)
    )
    assert match_entry(forfeited.player(first.number), 1).kind is MatchKind.FORFEITED
    assert check_tournament(forfeited, 1) == []
