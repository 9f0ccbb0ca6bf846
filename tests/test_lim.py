"""The Lim System (C.04.4.3, 2026): the rules of the text on made-up players (2.1, 2.2, 2.3, 2.4,
2.6, article 4, article 5, 7.2), properties over generated rounds, the checker against the engine's
pairings and against corruptions, the command line."""

from __future__ import annotations

import io
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest

from engine import cli
from engine.dutch.checker import tournament_before
from engine.dutch.state import Float, PlayerState
from engine.errors import NoLegalPairingError
from engine.generator import GeneratorConfig, generate
from engine.lim import pair_round
from engine.lim.checker import check_tournament, pairing_breaches
from engine.lim.colours import allocation_rule, colour_of
from engine.lim.generator import generate_lim
from engine.lim.pairing import pair_scoregroups
from engine.lim.scoregroup import Scoregroup, pair_scoregroup
from engine.lim.state import LimPlayer, build_players, compatible, median_score
from engine.model import (
    Board,
    Colour,
    Pairing,
    PairingNumber,
    PairingSystem,
    Player,
    ResultCode,
    RoundEntry,
    Tournament,
)
from engine.trf import read_trf, write_trf
from tests.generated_configs import random_configs

N = PairingNumber
W, B = Colour.WHITE, Colour.BLACK


def _p(
    number: int, score: str, colours: str = "", met: tuple[int, ...] = (), floated: bool = False
) -> LimPlayer:
    """A player: ``colours`` of the played games ('w'/'b'), opponents ``met``, pairing number = number."""
    cs = tuple(W if c == "w" else B for c in colours)
    state = PlayerState(
        N(number), number - 1, Fraction(score), Fraction(score), cs, Colour.NONE, False, False, 0,
        Colour.NONE, True, len(cs), Float.NONE, Float.NONE, frozenset(N(m) for m in met),
    )  # fmt: skip
    return LimPlayer(state, 2000 - number, floated)


def _pairs(pairs: list[tuple[LimPlayer, LimPlayer]]) -> set[frozenset[int]]:
    return {frozenset((a.number, b.number)) for a, b in pairs}


def _ok(a: LimPlayer, b: LimPlayer) -> bool:
    return compatible(a, b, last_round=False)


# --- 2.1 compatibility, article 5 colours ---------------------------------------------------------------


def test_2_1_compatible_needs_colours_within_the_limits() -> None:
    assert not _ok(_p(1, "2", "ww"), _p(2, "2", "ww"))  # both would need Black (three in a row)
    assert _ok(_p(1, "2", "ww"), _p(2, "2", "bb"))
    assert not _ok(_p(1, "2", "wbw", met=(2,)), _p(2, "2", "bwb"))  # have played each other
    assert not _ok(_p(1, "2", "wwbw"), _p(2, "2", "bwww"))  # +2 and +2: one would reach +3
    assert compatible(_p(1, "2", "ww"), _p(2, "2", "ww"), last_round=True)  # article 6


def test_article_5_colours() -> None:
    # 5.1: only one allocation keeps the limits.
    assert allocation_rule(_p(1, "2", "ww"), _p(2, "2", "bw"), True) == ("5.1", B)
    # 5.2: both receive their due colours (equalise, else alternate).
    assert allocation_rule(_p(1, "1", "wb"), _p(2, "1", "bw"), True) == ("5.2", W)
    # 5.3: the more unequal colours win.
    assert allocation_rule(_p(1, "2", "bwb"), _p(2, "2", "bwbwbbw"), True) == ("5.3", W)
    assert allocation_rule(_p(3, "2", "bwbwbbw"), _p(4, "2", "bwb"), True) == ("5.3", B)
    # 5.4: the same history: above the median the higher ranked player, below it the lower ranked.
    assert allocation_rule(_p(1, "1", "wb"), _p(2, "1", "wb"), True) == ("5.4", W)
    assert allocation_rule(_p(1, "1", "wb"), _p(2, "1", "wb"), False) == ("5.4", B)
    # 7.2: nobody has played: the higher ranked takes the initial colour if his number is odd.
    assert colour_of(_p(1, "0"), _p(5, "0"), W, True) is W
    assert colour_of(_p(2, "0"), _p(6, "0"), W, True) is B
    assert colour_of(_p(3, "0"), _p(7, "0"), B, True) is B


def test_2_2_median_is_half_the_rounds_played() -> None:
    t = Tournament(number_of_rounds=9)
    assert [median_score(t, r) for r in (1, 2, 5)] == [0, Fraction(1, 2), 2]


# --- 2.2-2.6 and article 4 on made-up scoregroups -------------------------------------------------------


def test_2_2_groups_above_float_down_below_float_up_median_last() -> None:
    """Round 3 (median 1): the top group floats its lowest numbered player (3) down, the bottom group
    its highest numbered player (6) up; the Median Scoregroup pairs the downfloater first, against its
    highest numbered resident, then the upfloater against its lowest numbered one."""
    ps = [_p(1, "2", "wb"), _p(2, "2", "bw"), _p(3, "2", "wb"), _p(4, "1", "bw"), _p(5, "1", "wb")]
    ps += [_p(6, "0", "bw"), _p(7, "0", "wb"), _p(8, "0", "bw")]
    assert _pairs(pair_scoregroups(ps, Fraction(1), last_round=False)) == {
        frozenset(x) for x in ((1, 2), (7, 8), (3, 4), (5, 6))
    }


def test_4_exchange_order_bottom_half_in_order_then_the_top_half_from_the_bottom() -> None:
    """Six players, paired downward: 1 met 4 and 5, so 1 meets 6; then 2 v 4 (the rest proposed again),
    3 v 5. Paired upward the mirror: 6 met 3 and 2, so 6 meets 1."""
    down = [_p(1, "2", "wb", met=(4, 5))] + [
        _p(n, "2", "wb", met=(1,) if n in (4, 5) else ()) for n in range(2, 7)
    ]
    pairs, floaters = pair_scoregroup(Scoregroup(down, (), (), (), True), _ok)
    assert floaters == [] and _pairs(pairs) == {frozenset(x) for x in ((1, 6), (2, 4), (3, 5))}
    up = [_p(n, "0", "wb", met=(6,) if n in (2, 3) else ()) for n in range(1, 6)] + [
        _p(6, "0", "wb", met=(2, 3))
    ]
    pairs, _ = pair_scoregroup(Scoregroup(up, (), (), (), False), _ok)
    assert _pairs(pairs) == {frozenset(x) for x in ((6, 1), (5, 3), (4, 2))}


def test_2_4_proper_colour_exchanges_the_opponent() -> None:
    """1 v 3 would give both their due White; 1 meets 4, who is due Black, and 2 meets 3."""
    ps = [_p(1, "1", "b"), _p(2, "1", "w"), _p(3, "1", "b"), _p(4, "1", "w")]
    pairs, _ = pair_scoregroup(Scoregroup(ps, (), (), (), True), _ok)
    assert _pairs(pairs) == {frozenset((1, 4)), frozenset((2, 3))}


def test_2_3_a_player_with_no_suitable_opponent_floats() -> None:
    """3 has played 1 and 2: he floats (not 2, who would be chosen only to make the number even)."""
    ps = [_p(1, "2", "wb", met=(3,)), _p(2, "2", "bw", met=(3,)), _p(3, "2", "wb", met=(1, 2))]
    ps.append(_p(4, "2", "bw"))
    adjacent = [_p(5, "1", "wb"), _p(6, "1", "bw")]
    pairs, floaters = pair_scoregroup(Scoregroup(ps[:3], (), (), adjacent, True), _ok)
    assert [f.number for f in floaters] == [3] and _pairs(pairs) == {frozenset((1, 2))}


def test_3_9_and_3_10_floater_choice() -> None:
    """Five players: the floater is the lowest numbered (5), unless he floated in the previous round
    (3.10: then 4), or has no compatible opponent in the adjacent scoregroup (3.9: type c after d)."""
    adjacent = [_p(9, "1", "wb"), _p(10, "1", "wb")]
    base = [_p(n, "2", "wb") for n in range(1, 5)]
    _, floaters = pair_scoregroup(Scoregroup(base + [_p(5, "2", "wb")], (), (), adjacent, True), _ok)
    assert [f.number for f in floaters] == [5]
    _, floaters = pair_scoregroup(
        Scoregroup(base + [_p(5, "2", "wb", floated=True)], (), (), adjacent, True), _ok
    )
    assert [f.number for f in floaters] == [4]
    _, floaters = pair_scoregroup(
        Scoregroup(base + [_p(5, "2", "wb", met=(9, 10))], (), (), adjacent, True), _ok
    )
    assert [f.number for f in floaters] == [4]


def test_2_6_a_blocked_median_cracks_the_pairing_next_to_it() -> None:
    """Round 3: the Median Scoregroup (3, 4) met already; the pairing above it (1-2) is taken back and
    its players join the median as downfloaters: 1 first, who meets 4 (3 is due White like him), then
    2 v 3."""
    ps = [_p(1, "2", "wb"), _p(2, "2", "bw"), _p(3, "1", "wb", met=(4,)), _p(4, "1", "bw", met=(3,))]
    assert _pairs(pair_scoregroups(ps, Fraction(1), last_round=False)) == {
        frozenset((1, 4)),
        frozenset((2, 3)),
    }


# --- rounds of a tournament ----------------------------------------------------------------------------


def _tournament(players: int, rounds: int = 5) -> Tournament:
    return Tournament(
        number_of_rounds=rounds,
        initial_colour=W,
        players=tuple(Player(N(i + 1), f"P{i + 1}", rating=2500 - 10 * i) for i in range(players)),
    )


def test_7_2_round_one_top_half_against_bottom_half() -> None:
    p = pair_round(_tournament(8))
    assert [(b.white, b.black) for b in p.boards] == [(1, 5), (6, 2), (3, 7), (8, 4)]
    odd = pair_round(replace(_tournament(7), initial_colour=B))
    assert odd.bye == 7  # 7.1: the lowest rated (here also the lowest rank, 1.1)
    assert [(b.white, b.black) for b in odd.boards] == [(4, 1), (2, 5), (6, 3)]


def test_no_pairing_is_said() -> None:
    t = _tournament(2, rounds=3)
    e = {1: RoundEntry(N(2), W, ResultCode.WIN), 2: RoundEntry(N(1), B, ResultCode.LOSS)}
    t = replace(t, players=tuple(replace(p, rounds=(e[p.number],)) for p in t.players))
    with pytest.raises(NoLegalPairingError):
        pair_round(t)


# --- properties over generated rounds ------------------------------------------------------------------


def _check_rules(t: Tournament) -> None:
    """C.04.1 and Lim's 2.1 on every round of ``t``: no two meetings, at most one PAB and none after a win
    without playing, and (but in the last round, article 6) no colour three times running nor three
    more of one colour than the other."""
    last = t.number_of_rounds
    for p in t.players:
        met: set[int] = set()
        byes = 0
        unplayed_win = False
        colours: list[Colour] = []
        for r, e in enumerate(p.rounds, start=1):
            if e.result is ResultCode.PAIRING_BYE:
                assert not unplayed_win and byes == 0, f"player {p.number}: a second PAB (C.04.1 art. 4)"
                byes += 1
            if e.is_played_game:
                assert e.opponent is not None and e.opponent not in met, f"player {p.number} meets twice"
                met.add(e.opponent)
                colours.append(e.colour)
                if r != last:
                    assert abs(2 * colours.count(W) - len(colours)) <= 2, f"player {p.number}: 2.1 difference"
                    assert colours[-3:] not in ([W] * 3, [B] * 3), f"player {p.number}: 2.1 three in a row"
            if e.result is ResultCode.FORFEIT_WIN:
                unplayed_win = True


def _generated_rounds(count: int, seed: int) -> int:
    rounds = 0
    for config in random_configs(count, seed):
        t = generate_lim(config)
        _check_rules(t)
        assert check_tournament(t) == [], f"the checker refuses the engine's pairings (seed {config.seed})"
        rounds += t.rounds_recorded
    return rounds


def test_generated_rounds_keep_the_rules_and_pass_the_checker() -> None:
    assert _generated_rounds(12, seed=1) > 40


@pytest.mark.slow
def test_thousands_of_generated_rounds() -> None:
    assert _generated_rounds(450, seed=2) >= 2000


# --- the checker against corruptions --------------------------------------------------------------------


def _played(seed: int, players: int = 21, rounds: int = 6) -> Tournament:
    return generate_lim(GeneratorConfig(players=players, rounds=rounds, seed=seed))


def _round_pairing(t: Tournament, r: int) -> tuple[Tournament, Pairing]:
    before = tournament_before(t, r)
    return before, pair_round(before, r)


def _articles(before: Tournament, p: Pairing) -> set[str]:
    return {x.article for x in pairing_breaches(before, p)}


def test_checker_names_2_1_for_a_rematch() -> None:
    t = _played(7)
    before, p = _round_pairing(t, 4)
    assert _articles(before, p) == set()
    first = _round_pairing(t, 1)[1].boards
    partner = {b.white: b.black for b in p.boards} | {b.black: b.white for b in p.boards}
    a, b = next((x.white, x.black) for x in first if x.white in partner and x.black in partner)
    rest = [x for x in p.boards if {x.white, x.black} & {a, b} == set()]
    corrupted = Pairing(4, (Board(a, b), Board(partner[a], partner[b]), *rest), p.bye)
    assert "2.1" in _articles(before, corrupted)


def test_checker_names_the_basic_rule_for_a_second_bye_and_1_1_for_another_bye() -> None:
    t = _played(11)
    before, p = _round_pairing(t, 3)
    first_bye = _round_pairing(t, 1)[1].bye
    assert p.bye is not None and first_bye is not None

    def bye_to(n: int) -> Pairing:
        assert p.bye is not None
        boards = tuple(
            Board(p.bye if b.white == n else b.white, p.bye if b.black == n else b.black) for b in p.boards
        )
        return Pairing(3, boards, N(n))

    assert "C.04.1 art. 4" in _articles(before, bye_to(first_bye))
    assert "1.1" in _articles(before, bye_to(p.boards[0].white))  # eligible, but not the lowest rank


def test_checker_names_the_colour_rule_for_reversed_colours() -> None:
    for seed in range(10):
        t = _played(seed)
        before, p = _round_pairing(t, 4)
        players = {x.number: x for x in build_players(before, 4)}
        for i, board in enumerate(p.boards):
            white, black = players[board.white], players[board.black]
            if not compatible(black, white, last_round=False):
                continue
            reversed_one = (*p.boards[:i], Board(board.black, board.white), *p.boards[i + 1 :])
            rule, _ = allocation_rule(white, black, True)
            found = _articles(before, Pairing(4, reversed_one, p.bye))
            assert found & {"5.1", "5.2", "5.3", "5.4", "7.2"}, found
            if rule == "5.2":
                assert "5.2" in found
                return
    pytest.fail("no board decided by 5.2 in the rounds tried")


def test_checker_names_2_1_for_colours_that_break_the_limits() -> None:
    """Two players who both had White twice running cannot meet: 2.1 (not in the last round)."""
    t = _tournament(4, rounds=4)
    games = {1: [(1, 3), (1, 4)], 2: [(2, 4), (2, 3)]}
    entries: dict[int, list[RoundEntry]] = {n: [] for n in range(1, 5)}
    for r in range(2):
        for w, b in (games[1][r], games[2][r]):
            entries[w].append(RoundEntry(N(b), W, ResultCode.WIN))
            entries[b].append(RoundEntry(N(w), B, ResultCode.LOSS))
    t = replace(t, players=tuple(replace(p, rounds=tuple(entries[p.number])) for p in t.players))
    corrupted = Pairing(3, (Board(N(1), N(2)), Board(N(3), N(4))), None)
    assert _articles(t, corrupted) == {"2.1"}
    last = replace(t, number_of_rounds=3)  # article 6: allowed; no colours keep the limits, so 5.4 decides
    assert _articles(last, corrupted) == {"5.4"}
    assert (
        _articles(last, Pairing(3, (Board(N(2), N(1)), Board(N(4), N(3))), None)) == set()
    )  # below the median: 4


def test_checker_names_the_procedure_for_other_compatible_opponents() -> None:
    """Round 3 recorded with two boards swapping opponents, all four players compatible: the checker
    says the pairing is not the one of articles 2-4 (and only for that round)."""

    def corrupted(t: Tournament) -> Pairing:
        p = pair_round(t)
        if p.round != 3:
            return p
        players = {x.number: x for x in build_players(t, 3)}
        boards = list(p.boards)
        for i in range(len(boards) - 1):
            a, b = boards[i], boards[i + 1]
            if _ok(players[a.white], players[b.black]) and _ok(players[b.white], players[a.black]):
                boards[i], boards[i + 1] = Board(a.white, b.black), Board(b.white, a.black)
                return Pairing(3, tuple(boards), p.bye)
        raise AssertionError("no two boards can swap opponents")

    t = generate(GeneratorConfig(players=20, rounds=5, seed=4).with_system(PairingSystem.LIM), corrupted)
    checks = check_tournament(t)
    assert [c.round for c in checks] == [3]
    assert checks[0].discrepancy is not None and "art. 2.2-4" in checks[0].discrepancy.reason


# --- record 192 and the command line ----------------------------------------------------------------------


def _run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = cli.run(list(argv), out, err)
    return code, out.getvalue(), err.getvalue()


def test_fide_lim_is_read_and_written() -> None:
    t = _played(3, players=9, rounds=3)
    text = write_trf(t, "TRF26", "\n")
    assert "192 FIDE_LIM" in text and read_trf(text.encode()).system is PairingSystem.LIM


def test_cli_generate_check_and_pair(tmp_path: Path) -> None:
    target = tmp_path / "g.trf"
    code, out, _ = _run("--lim", "-g", "-o", str(target), "-s", "3")
    assert code == 0 and "30 players, 7 rounds" in out
    assert "192 FIDE_LIM" in target.read_text()
    for argv in (("--lim", str(target), "-c"), (str(target), "-c")):  # FIDE_LIM: Lim without the flag
        code, out, _ = _run(*argv)
        assert (code, out.strip()) == (0, "0 discrepancy(ies) in 7 round(s)")
    code, _, err = _run("--dutch", str(target), "-c")
    assert code == cli.EXIT_INVALID and "FIDE_LIM" in err and "--lim" in err
    t = generate_lim(GeneratorConfig(players=30, rounds=7, seed=3))
    cut = replace(t, players=tuple(replace(p, rounds=p.rounds[:4], points=None) for p in t.players))
    short = tmp_path / "cut.trf"
    short.write_text(write_trf(cut, "TRF26", "\n"))
    code, out, _ = _run(str(short), "-p")
    expected = pair_round(tournament_before(t, 5), 5)
    assert code == 0
    assert out.splitlines()[1:] == [f"{b.white} {b.black}" for b in expected.boards]


def test_cli_check_names_the_article(tmp_path: Path) -> None:
    t = generate_lim(GeneratorConfig(players=10, rounds=4, seed=9))
    a = next(p for p in t.players if p.entry(1).is_played_game)
    b_number = a.entry(1).opponent

    def flip(p: Player) -> Player:
        if p.number not in (a.number, b_number):
            return p
        rounds = list(p.rounds)
        rounds[0] = replace(rounds[0], colour=rounds[0].colour.opposite)
        return replace(p, rounds=tuple(rounds))

    path = tmp_path / "bad.trf"
    path.write_text(write_trf(replace(t, players=tuple(flip(p) for p in t.players)), "TRF26", "\n"))
    code, out, _ = _run("--lim", str(path), "-c", "1")
    assert code == cli.EXIT_NO_PAIRING
    assert "round 1: 7.2 colours of" in out
    code, _, err = _run("--lim", str(path), "-c", "--rules", "FIDE_DUTCH_2025")
    assert code == cli.EXIT_INVALID and "--rules" in err
