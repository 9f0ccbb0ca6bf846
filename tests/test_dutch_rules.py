"""Small hand-made tournaments, one rule each (C.04.3 2025/2026 text, C.04.1, C.04.2)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from engine.dutch import check_tournament, explain_round, pair_round
from engine.dutch.round_graph import RoundGraph
from engine.dutch.state import build_states
from engine.errors import NoLegalPairingError
from engine.model import (
    Acceleration,
    Board,
    Colour,
    ForbiddenPairs,
    PairingNumber,
    Player,
    ResultCode,
    RoundEntry,
    RulesEdition,
    Tournament,
)
from tests.pairing_support import game, players_with_rounds

W, B = Colour.WHITE, Colour.BLACK
N = PairingNumber


def _players(count: int) -> tuple[Player, ...]:
    return players_with_rounds([()] * count)


def test_round_one_colours_follow_the_initial_colour() -> None:
    """5.2.5: odd TPN gets the initial colour; S1 = {1, 2} meets S2 = {3, 4} (art. 3.3.1)."""
    t = Tournament(players=_players(4), initial_colour=W)
    assert pair_round(t).boards == (Board(N(1), N(3)), Board(N(4), N(2)))
    t = Tournament(players=_players(4), initial_colour=B)
    assert pair_round(t).boards == (Board(N(3), N(1)), Board(N(2), N(4)))


def test_odd_round_one_gives_the_bye_to_the_last_player() -> None:
    """C.04.1 art. 3 and [C5]: the lowest ranked player downfloats from the only bracket."""
    p = pair_round(Tournament(players=_players(5), initial_colour=W))
    assert p.pairs() == {frozenset({N(1), N(3)}), frozenset({N(2), N(4)})}
    assert p.bye == N(5)


def test_forbidden_pair_is_treated_like_c1() -> None:
    """TRF26 260 / XXP: 1 and 3 may not meet, so the next transposition (4, 3) is used (art. 4.2)."""
    t = Tournament(players=_players(4), initial_colour=W, forbidden_pairs=(ForbiddenPairs((N(1), N(3))),))
    assert pair_round(t).pairs() == {frozenset({N(1), N(4)}), frozenset({N(2), N(3)})}


@pytest.mark.parametrize("rules", list(RulesEdition))
@pytest.mark.parametrize(
    ("first", "last", "kept_apart"),
    [(None, 1, True), (1, 1, True), (2, None, False), (None, None, True), (None, 0, False)],
)
def test_a_forbidden_pair_keeps_its_players_apart_in_its_rounds_only(
    rules: RulesEdition, first: int | None, last: int | None, kept_apart: bool
) -> None:
    """TRF26 260: the block's rounds inclusive, None = every round; round 1 pairs 1-3 unless it is in
    force (each edition: the 2012 text's own players' states too)."""
    block = ForbiddenPairs((N(1), N(3)), first, last)
    t = Tournament(players=_players(4), initial_colour=W, rules=rules, forbidden_pairs=(block,))
    assert (frozenset({N(1), N(3)}) in pair_round(t).pairs()) is not kept_apart


def test_the_scoregroups_are_the_runs_of_one_score_in_pairing_order() -> None:
    """Art. 1.3.1 (2017 A.3): a scoregroup is all the players with the same score, highest first."""
    rounds = [[game(4, W, "1")], [game(5, W, "=")], [game(6, W, "0")], [game(1, B, "0")]]
    rounds += [[game(2, B, "=")], [game(3, B, "1")]]
    t = Tournament(players=players_with_rounds(rounds), initial_colour=W)
    states = build_states(t, 2)
    groups = RoundGraph(states, 1, None).scoregroups()
    assert [[states[v].number for v in g] for g in groups] == [[1, 6], [2, 5], [3, 4]]


def test_acceleration_points_make_brackets() -> None:
    """TRF26 250 / XXA: one fictitious point for players 1-2 in round 1 puts them in their own bracket."""
    acc = Acceleration(Fraction(1), 1, 1, N(1), N(2))
    t = Tournament(players=_players(4), initial_colour=W, accelerations=(acc,))
    assert pair_round(t).pairs() == {frozenset({N(1), N(2)}), frozenset({N(3), N(4)})}


def test_absent_players_are_not_paired() -> None:
    """C.04.2: a player with a bye entry in the round, or listed in XXZ, is not paired."""
    players = list(_players(5))
    players[1] = Player(N(2), "P2", rounds=(RoundEntry(None, Colour.NONE, ResultCode.HALF_BYE),))
    t = Tournament(players=tuple(players), initial_colour=W, absent_next_round=frozenset({N(5)}))
    p = pair_round(t, 1)
    assert p.pairs() == {frozenset({N(1), N(3)})}
    assert p.bye == N(4)


def test_players_who_met_cannot_meet_again() -> None:
    """[C1]: two players who played each other cannot be paired again."""
    players = (
        Player(N(1), "A", rounds=(game(2, W, ResultCode.WIN),)),
        Player(N(2), "B", rounds=(game(1, B, ResultCode.LOSS),)),
    )
    with pytest.raises(NoLegalPairingError):
        pair_round(Tournament(players=players, initial_colour=W))


def test_forfeited_game_may_be_replayed() -> None:
    """C.04.2: a game that was not played does not count for [C1]."""
    players = (
        Player(N(1), "A", rounds=(game(2, W, ResultCode.FORFEIT_WIN),)),
        Player(N(2), "B", rounds=(game(1, B, ResultCode.FORFEIT_LOSS),)),
    )
    p = pair_round(Tournament(players=players, initial_colour=W))
    assert p.pairs() == {frozenset({N(1), N(2)})}


def test_colour_preferences_from_played_games_only() -> None:
    """Art. 1.6-1.7: WW gives an absolute preference for black; a forfeit does not count."""
    players = (
        Player(N(1), "A", rounds=(game(3, W, ResultCode.WIN), game(4, W, ResultCode.WIN))),
        Player(N(2), "B", rounds=(game(4, B, ResultCode.DRAW), game(3, W, ResultCode.FORFEIT_WIN))),
        Player(N(3), "C", rounds=(game(1, B, ResultCode.LOSS), game(2, B, ResultCode.FORFEIT_LOSS))),
        Player(N(4), "D", rounds=(game(2, W, ResultCode.DRAW), game(1, B, ResultCode.LOSS))),
    )
    states = {s.number: s for s in build_states(Tournament(players=players), 3)}
    assert states[N(1)].preference is B and states[N(1)].absolute
    assert states[N(2)].preference is W and states[N(2)].strong
    assert states[N(3)].preference is W and states[N(3)].strong
    assert states[N(4)].preference is W and not states[N(4)].strong and not states[N(4)].absolute


def test_checker_finds_a_changed_round_and_explains() -> None:
    """check_tournament re-pairs round 1 and reports a recorded pairing that differs."""
    players = (
        Player(N(1), "A", rounds=(game(2, W, ResultCode.WIN),)),
        Player(N(2), "B", rounds=(game(1, B, ResultCode.LOSS),)),
        Player(N(3), "C", rounds=(game(4, W, ResultCode.WIN),)),
        Player(N(4), "D", rounds=(game(3, B, ResultCode.LOSS),)),
    )
    t = Tournament(players=players, initial_colour=W)
    found = check_tournament(t)
    assert [d.round for d in found] == [1]
    assert "1-3" in str(found[0]) and "1-2" in str(found[0])
    assert "bracket 0" in str(explain_round(t, 1))


SAMPLE = __import__("pathlib").Path(__file__).parent / "data" / "conformance_sample" / "dutch2025"


@pytest.mark.parametrize(
    "name",
    [
        "bbp6_p010_r08_s1011",
        "bbp6_p016_r13_s1125",
        "jv2025_p021_r08_s5023",
        # JaVaFo leaves the cells of retired players blank after they leave (blank = Z, TRF16):
        "jv2025_p061_r10_s5032",
        "jv2025_p104_r08_s5072",
    ],
)
def test_checker_on_whole_reference_tournaments(name: str) -> None:
    """Every round of a reference-engine tournament re-pairs identically, except contested rounds."""
    from engine.trf import read_trf_file

    contested = {
        int(line.split("\t")[1])
        for line in (SAMPLE / "contested.tsv").read_text().splitlines()
        if line.startswith(name + "\t")
    }
    found = check_tournament(read_trf_file(SAMPLE / "tournaments" / f"{name}.trf"))
    assert {d.round for d in found} <= contested, [str(d) for d in found]


def test_edition_specific_rules() -> None:
    """The parts that differ between the 2017 and the 2025/2026 texts are named per edition."""
    from engine.dutch.state import Float, blocks_bye, unplayed_round_float
    from engine.model import PointSystem, RulesEdition

    ps = PointSystem()
    full = RoundEntry(None, Colour.NONE, ResultCode.FULL_BYE)
    zero = RoundEntry(None, Colour.NONE, ResultCode.ZERO_BYE)
    lost = RoundEntry(N(2), B, ResultCode.FORFEIT_LOSS)
    assert blocks_bye(full, ps, RulesEdition.DUTCH_2025)  # C.04.1 art. 4 (2025): a win's points unplayed
    assert not blocks_bye(full, ps, RulesEdition.DUTCH_2017)  # 2017 C.2: only PAB or forfeit win
    assert unplayed_round_float(zero, ps, RulesEdition.DUTCH_2025) is Float.NONE  # 1.4.4
    assert unplayed_round_float(lost, ps, RulesEdition.DUTCH_2025) is Float.NONE
    assert unplayed_round_float(full, ps, RulesEdition.DUTCH_2025) is Float.DOWN  # 1.4.3
    assert unplayed_round_float(zero, ps, RulesEdition.DUTCH_2017) is Float.DOWN  # 2017 A.4


def test_2017_edition_pairs_a_round() -> None:
    """The 2017 text pairs round one like the current one (no history, no PAB criteria involved)."""
    from engine.model import RulesEdition

    t = Tournament(players=_players(5), initial_colour=W)
    p = pair_round(t, rules=RulesEdition.DUTCH_2017)
    assert p.pairs() == {frozenset({N(1), N(3)}), frozenset({N(2), N(4)})}
    assert p.bye == N(5)


def test_explanation_names_unmet_colour_criterion() -> None:
    """Round 2: both winners had White (strong preference for Black): 5.2.4 favours the higher one ([C13])."""
    players = (
        Player(N(1), "A", rounds=(game(3, W, ResultCode.WIN),)),
        Player(N(2), "B", rounds=(game(4, W, ResultCode.WIN),)),
        Player(N(3), "C", rounds=(game(1, B, ResultCode.LOSS),)),
        Player(N(4), "D", rounds=(game(2, B, ResultCode.LOSS),)),
    )
    t = Tournament(players=players, initial_colour=W)
    assert pair_round(t).pairs() == {frozenset({N(1), N(2)}), frozenset({N(3), N(4)})}
    text = str(explain_round(t))
    assert "[C13] 2 does not get their strong colour preference" in text
    assert "[C13] 4 does not get their strong colour preference" in text


def _round_one_of_eight(forbidden: tuple[tuple[int, int], ...]) -> set[tuple[int, int]]:
    """Round 1, eight players (no colours, no floats): only art. 3 and 4 decide."""
    t = Tournament(
        players=_players(8),
        initial_colour=W,
        forbidden_pairs=tuple(ForbiddenPairs((N(a), N(b))) for a, b in forbidden),
    )
    return {(min(b.white, b.black), max(b.white, b.black)) for b in pair_round(t).boards}


def test_round_one_of_eight_pairs_s1_against_s2() -> None:
    """Art. 3.3.1: 1-5, 2-6, 3-7, 4-8."""
    assert _round_one_of_eight(()) == {(1, 5), (2, 6), (3, 7), (4, 8)}


def test_transposition_before_exchange() -> None:
    """Art. 4.2.2: with 1-5 forbidden the next transposition is S2 = 6-5-7-8."""
    assert _round_one_of_eight(((1, 5),)) == {(1, 6), (2, 5), (3, 7), (4, 8)}


def test_exchange_with_smallest_bsn_difference() -> None:
    """Art. 4.3.3: 1 may meet none of 5-8, so no transposition works; the first exchange swaps 4 and 5
    (one player each, difference 1): S1 = 1-2-3-5 meets S2 = 4-6-7-8."""
    forbidden = ((1, 5), (1, 6), (1, 7), (1, 8))
    assert _round_one_of_eight(forbidden) == {(1, 4), (2, 6), (3, 7), (5, 8)}


def test_non_default_point_system() -> None:
    """Scores come from the tournament's PointSystem (3-1-0 here): 1 (3 points) floats into the
    1-point bracket and meets 4, whose preference for White fits 1's for Black ([C12])."""
    from engine.model import PointSystem

    ps = PointSystem(
        win_white=Fraction(3),
        win_black=Fraction(3),
        draw_white=Fraction(1),
        draw_black=Fraction(1),
        forfeit_win=Fraction(3),
        full_bye=Fraction(3),
        half_bye=Fraction(1),
        pairing_bye=Fraction(3),
    )
    players = (
        Player(N(1), "A", rounds=(game(3, W, ResultCode.WIN),)),
        Player(N(2), "B", rounds=(game(4, W, ResultCode.DRAW),)),
        Player(N(3), "C", rounds=(game(1, B, ResultCode.LOSS),)),
        Player(N(4), "D", rounds=(game(2, B, ResultCode.DRAW),)),
    )
    t = Tournament(players=players, initial_colour=W, point_system=ps)
    assert [s.pairing_score for s in build_states(t, 2)] == [3, 1, 1, 0]
    assert set(pair_round(t).boards) == {Board(N(4), N(1)), Board(N(3), N(2))}


def test_a_round_where_everyone_had_a_bye_is_complete() -> None:
    """Nobody could be paired in round 1 (all half-point byes): the next round to pair is round 2."""
    bye = RoundEntry(None, Colour.NONE, ResultCode.HALF_BYE)
    players = tuple(Player(N(i), f"P{i}", rating=2500 - 10 * i, rounds=(bye,)) for i in range(1, 5))
    p = pair_round(Tournament(players=players, initial_colour=W))
    assert p.round == 2
    assert p.pairs() == {frozenset({N(1), N(3)}), frozenset({N(2), N(4)})}


def test_known_absences_in_the_round_to_pair_do_not_complete_it() -> None:
    """Some players (not all) already have their bye entry in the round to pair: it is still that round."""
    bye = RoundEntry(None, Colour.NONE, ResultCode.HALF_BYE)
    players = list(_players(5))
    players[4] = Player(N(5), "P5", rounds=(bye,))
    p = pair_round(Tournament(players=tuple(players), initial_colour=W))
    assert p.round == 1
    assert p.pairs() == {frozenset({N(1), N(3)}), frozenset({N(2), N(4)})}
