"""Hand-made tournaments where one criterion of C.04.3 (2025/2026 text) decides the pairing.

Each expected pairing (pairs, colours and bye) is worked out by hand from the articles in the
docstring; it is never produced by the engine. Rounds are written as strings such as
``"1-4 1, 2-5 =, 3 U"``: white-black and the result for White (``1 = 0 + -``), or a player and a
bye code (``U F H Z``).
"""

from __future__ import annotations

from engine.dutch import pair_round
from engine.model import Board, Colour, PairingNumber, Player, ResultCode, RoundEntry, Tournament

W, B = Colour.WHITE, Colour.BLACK
N = PairingNumber

_WHITE_RESULT = {
    "1": (ResultCode.WIN, ResultCode.LOSS),
    "=": (ResultCode.DRAW, ResultCode.DRAW),
    "0": (ResultCode.LOSS, ResultCode.WIN),
    "+": (ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS),
    "-": (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_WIN),
}


def _tournament(count: int, *rounds: str, total: int | None = None, initial: Colour = W) -> Tournament:
    """``count`` players rated in pairing-number order, with the given played rounds."""
    history: dict[int, list[RoundEntry]] = {i: [] for i in range(1, count + 1)}
    for text in rounds:
        seen: set[int] = set()
        for item in text.split(","):
            who, code = item.split()
            if "-" in who:
                white, black = (int(x) for x in who.split("-"))
                rw, rb = _WHITE_RESULT[code]
                history[white].append(RoundEntry(N(black), W, rw))
                history[black].append(RoundEntry(N(white), B, rb))
                seen |= {white, black}
            else:
                history[int(who)].append(RoundEntry(None, Colour.NONE, ResultCode(code)))
                seen.add(int(who))
        assert seen == set(history), f"every player needs an entry in {text!r}"
    players = tuple(
        Player(N(i), f"P{i}", rating=2600 - 10 * i, rounds=tuple(history[i])) for i in range(1, count + 1)
    )
    return Tournament(players=players, initial_colour=initial, number_of_rounds=total)


def _boards(*pairs: tuple[int, int]) -> set[Board]:
    return {Board(N(w), N(b)) for w, b in pairs}


def _check(t: Tournament, boards: set[Board], bye: int | None = None) -> None:
    p = pair_round(t, len(t.players[0].rounds) + 1)  # explicit: byes-only rounds count too
    assert (set(p.boards), p.bye) == (boards, None if bye is None else N(bye))


def test_c1_forfeited_games_do_not_count_as_met() -> None:
    """[C1] C.04.3 art. 3.1.1 + C.04.1 art. 2: only played games count as having met.

    R1 1-3 1-0, 2-4 1-0; R2 1-2 forfeit (1 wins), 4-3 forfeit (3 wins). Scores 1:2, 2:1, 3:1, 4:0.
    Round 3: 1 floats into {2, 3}; 1-3 was played, 1-2 was not (forfeit), so S1={1} meets 2;
    3 floats to 4 (their game was forfeited too). Were forfeits games, no legal pairing would exist.
    Colours (art. 5.2): 1 and 2 both played only White (strong preference for Black) and never had
    different colours, so 5.2.4 gives 1 (higher) Black: 2-1. 3 and 4 both played Black once:
    5.2.4 gives 3 (higher) White: 3-4.
    """
    t = _tournament(4, "1-3 1, 2-4 1", "1-2 +, 4-3 -", total=5)
    _check(t, _boards((2, 1), (3, 4)))


def test_c2_no_second_pairing_allocated_bye() -> None:
    """[C2] C.04.3 art. 3.1.2: a player who had the PAB cannot get it again.

    R1 1-3 1-0, 2-4 1-0, 5 PAB; R2 1-2 1-0, 5-3 0-1, 4 PAB. Scores 1:2; 2, 3, 4, 5: 1.
    Round 3: 1 floats into {2, 3, 4, 5}; 1 met 2 and 3, so the MDP-pairing is 1-4 (art. 4.2).
    Remainder {2, 3, 5}: 2-3 leaves 5 (had the PAB) unpaired -> [C2]; next transposition 2-5
    leaves 3, who never had a bye: bye 3. Colours: 1 had WW (absolute Black), 4 played only Black
    (strong White): 4-1; 2 had W then B (mild White), 5 played only White (strong Black): 2-5.
    """
    t = _tournament(5, "1-3 1, 2-4 1, 5 U", "1-2 1, 5-3 0, 4 U", total=5)
    _check(t, _boards((4, 1), (2, 5)), bye=3)


def _c3_tournament(total: int) -> Tournament:
    """1 and 2 both had White twice (absolute preference for Black) and lead with 2 points."""
    return _tournament(8, "1-5 1, 2-6 1, 3-7 1, 8-4 0", "1-3 1, 2-4 1, 5-7 =, 6-8 =", total=total)


def test_c3_non_topscorers_with_same_absolute_preference_never_meet() -> None:
    """[C3] C.04.3 art. 3.1.3: 1 and 2 (both absolute Black, not topscorers in round 3 of 5) can't meet.

    Scores 1, 2: 2; 3, 4: 1; 5-8: 1/2. The top bracket {1, 2} has no legal pair, both float into
    {3, 4}: S1={1, 2}, S2={3, 4}; 1-3 was played, so the transposition 4-3 gives 1-4, 2-3.
    4 (BB, absolute White) - 1: 4-1; 3 (WB, mild White) - 2: 3-2.
    Bracket {5, 6, 7, 8}: 5-7 was played, next transposition 5-8, 6-7. 8 (WB, mild White) - 5 (BW,
    mild Black): 8-5; 7 (BB, absolute White) - 6 (BW, mild Black): 7-6.
    """
    _check(_c3_tournament(5), _boards((4, 1), (3, 2), (8, 5), (7, 6)))


def test_c3_does_not_apply_to_topscorers() -> None:
    """[C3] art. 3.1.3 and 1.7.1: in the last round (3 of 3) 1 and 2 (2 of 3 points) are topscorers.

    They meet (art. 3.3 S1={1}, S2={2}); both absolute Black with colour difference +2: 5.2.2 can't
    choose, 5.2.3 finds no round with different colours, 5.2.4 gives 1 Black: 2-1. {3, 4}: 4
    (absolute White) gets White: 4-3. {5, 6, 7, 8} as in the round-of-5 case: 8-5, 7-6.
    """
    _check(_c3_tournament(3), _boards((2, 1), (4, 3), (8, 5), (7, 6)))


def test_c4_completion_decides_the_downfloater() -> None:
    """[C4] C.04.3 art. 3.2.1: the downfloater must let the remaining players be paired.

    R1 1-3 1-0, 2-4 1-0; R2 1-2 forfeit (1 wins, not played), 4-3 1-0. Scores 1:2, 2:1, 4:1, 3:0.
    Round 3: 1 floats into {2, 4}. The first candidate 1-2 (legal, forfeit) leaves 4, who already
    played 3: no completion. Next transposition 1-4, 2 floats and meets 3.
    Colours: 1 (only W played: strong Black) vs 4 (B, W: mild Black): 5.2.2 -> 4-1.
    2 (W: strong Black) vs 3 (BB: absolute White): 5.2.1 -> 3-2.
    """
    t = _tournament(4, "1-3 1, 2-4 1", "1-2 +, 4-3 1", total=5)
    _check(t, _boards((4, 1), (3, 2)))


def test_c9_bye_to_the_player_with_fewest_unplayed_games() -> None:
    """[C9] C.04.3 art. 3.4.4: among equal candidates the PAB goes to the player who played more.

    R1 1-2 1-0, 4-3 0-1, 5 zero-point bye. Scores 1, 3: 1; 2, 4, 5: 0.
    {1, 3}: 1 (had W) vs 3 (had B): 3-1 (5.2.1).
    {2, 4, 5}: the first candidate 2-4 (2 wants White, 4 Black: colours fine) leaves 5, who has one
    unplayed game, for the PAB; 2-5 leaves 4 (no unplayed game): [C9] prefers it. 5 has no colour
    preference (art. 1.6.2.4) so 2 gets White: 2-5, bye 4.
    """
    t = _tournament(5, "1-2 1, 4-3 0, 5 Z", total=5)
    _check(t, _boards((3, 1), (2, 5)), bye=4)


def test_c12_colour_preferences_choose_the_transposition() -> None:
    """[C12] C.04.3 art. 3.4.7 (and 4.2): a transposition that grants every colour preference wins.

    R1 1-5 1-0, 6-2 0-1, 3-7 1-0, 8-4 0-1. Winners 1, 3 had White, 2, 4 Black (strong preferences).
    Top bracket S1={1, 2}, S2={3, 4}: 1-3 and 2-4 would deny two preferences; transposition 4-3
    grants all: 4-1, 2-3. Losers 5, 7 had Black, 6, 8 White: 5-7 is denied, 5-8 / 6-7 grants all:
    5-8, 7-6.
    """
    t = _tournament(8, "1-5 1, 6-2 0, 3-7 1, 8-4 0", total=5)
    _check(t, _boards((4, 1), (2, 3), (5, 8), (7, 6)))


def test_c14_no_repeated_downfloat() -> None:
    """[C14] C.04.3 art. 3.4.9 and 1.4.3: the PAB of round 1 is a downfloat; don't repeat it.

    R1 1-4 1-0, 5-2 0-1, 3 PAB. Scores 1, 2, 3: 1; 4, 5: 0.
    Top bracket S1={1}, S2={2, 3}: 1-2 (1 wants Black, 2 White) and 1-3 (3 played no game) both
    satisfy [C12]/[C13]; 1-2 would float 3 again ([C14]), 1-3 floats 2 (no float before): 3-1.
    {2; 4, 5}: 2 met 5, so 2-4; both want White (strong), 5.2.4 gives it to 2 (higher): 2-4, bye 5.
    """
    t = _tournament(5, "1-4 1, 5-2 0, 3 U", total=5)
    _check(t, _boards((3, 1), (2, 4)), bye=5)


def test_art_4_2_2_first_allowed_transposition_of_eleven() -> None:
    """Art. 4.2.2: an 11-player homogeneous bracket tries S2 orders 6-7-8-9-10, 6-7-8-9-11, ...

    R1 (all drawn): 6-1, 7-2, 8-3, 9-4, 10-5, 11-12; 12 is absent in round 2, so the bracket is
    {1..11} at 1/2 point, S1 = 1-5 (all want White), S2 = 6-11 (all want Black).
    Every order starting with 6 is blocked (1-6 played); 7 then 6 for 2; 8 is blocked for 3 (3-8
    played) so 9; 4 takes 8; 5 can't meet 10 so 11: the first allowed is 7-6-9-8-11 and 10, left
    over in the last bracket, gets the PAB. All colour preferences are granted (S1 White).
    """
    t = _tournament(12, "6-1 =, 7-2 =, 8-3 =, 9-4 =, 10-5 =, 11-12 =", total=5)
    t = Tournament(
        players=t.players, initial_colour=W, number_of_rounds=5, absent_next_round=frozenset({N(12)})
    )
    _check(t, _boards((1, 7), (2, 6), (3, 9), (4, 8), (5, 11)), bye=10)


def test_art_4_3_3_exchange_order_skips_a_blocked_exchange() -> None:
    """Art. 4.3.3: after the exchange 4<->5 fails, 6<->4 (difference 2, highest S1 BSN moved) is next.

    Round 1 of 8; forbidden pairs (treated like [C1]) 1-5, 1-6, 1-7, 1-8, 5-6, 5-7, 5-8.
    No transposition works (1 meets no S2 player). Exchange 4<->5 (difference 1): S1 = 1-2-3-5,
    S2 = 4-6-7-8: 1 and 5 can both meet only 4, fails. Difference 2: 6<->4 before 5<->3 (rule 3:
    highest BSN moved from S1): S1 = 1-2-3-6, S2 = 4-5-7-8: 1-4, 2-5, 3-7, 6-8.
    Colours 5.2.5 (initial White): 1 odd -> 1-4; 2 even -> 5-2; 3-7; 6 even -> 8-6.
    """
    from engine.model import ForbiddenPairs

    forbidden = ((1, 5), (1, 6), (1, 7), (1, 8), (5, 6), (5, 7), (5, 8))
    t = Tournament(
        players=_tournament(8).players,
        initial_colour=W,
        forbidden_pairs=tuple(ForbiddenPairs((N(a), N(b))) for a, b in forbidden),
    )
    _check(t, _boards((1, 4), (5, 2), (3, 7), (8, 6)))


def test_colours_5_2_4_and_5_2_5_even_pairing_number() -> None:
    """Art. 5.2.4 and 5.2.5 in round 2.

    R1 1-2 1-0, 3-6 1-0, 4 and 5 half-point byes. Brackets {1, 3}, {4, 5}, {2, 6}.
    1 and 3 both had White (strong Black), never had different colours: 5.2.4 gives 1 Black: 3-1.
    2 and 6 both had Black: 5.2.4 gives 2 White: 2-6.
    4 and 5 played no game (no preference, art. 1.6.2.4): 5.2.5, the higher ranked 4 has an even
    pairing number, so gets the opposite of the initial colour: 5-4 with initial White, 4-5 with
    initial Black.
    """
    rounds = "1-2 1, 3-6 1, 4 H, 5 H"
    _check(_tournament(6, rounds, total=5), _boards((3, 1), (2, 6), (5, 4)))
    _check(_tournament(6, rounds, total=5, initial=B), _boards((3, 1), (2, 6), (4, 5)))


def test_c7_pair_the_highest_scored_mdp() -> None:
    """[C7] C.04.3 art. 3.4.2, 1.8.4 and 2.2.3: with one resident, the higher MDP is paired.

    Nobody has played: R1 1 F, 2 F, 3 H, 4 Z, 5 Z; R2 1 F, 2 H, 3 H, 4 Z, 5 Z. Scores 1:2,
    2:3/2, 3:1, 4, 5: 0; 1-2 is forbidden (like [C1]). 1 and 2 float into {3} (M0=2, M1=1):
    1-3 gives PSD (3/2, 1), 2-3 gives (2, 1/2): 1-3, 2 floats on and meets 4, 5 gets the PAB
    (1 and 2 had a win's points without playing, [C2]). No colour preferences: 5.2.5 gives 1 (odd)
    White, 2 (even) Black: 1-3, 4-2.
    """
    from engine.model import ForbiddenPairs

    t = _tournament(5, "1 F, 2 F, 3 H, 4 Z, 5 Z", "1 F, 2 H, 3 H, 4 Z, 5 Z", total=5)
    t = Tournament(
        players=t.players,
        initial_colour=W,
        number_of_rounds=5,
        forbidden_pairs=(ForbiddenPairs((N(1), N(2))),),
    )
    _check(t, _boards((1, 3), (4, 2)), bye=5)


def test_c8_downfloater_lets_the_next_bracket_pair() -> None:
    """[C8] C.04.3 art. 3.4.3: choose the downfloater the next bracket can pair.

    R1 1-4 =, 2-5 =, 3-6 1-0; R2 5-1 0-1, 6-2 0-1, 4-3 =. Scores 1, 2, 3: 3/2; 4: 1; 5: 1/2; 6: 0.
    Top bracket (homogeneous, S1={1}, S2={2, 3}): 1-2 floats 3, who met 4, 1-3 floats 2, 2-3
    floats 1, who met 4. Only 2 floating lets {4} pair its MDP ([C7] there), so 1-3 although the
    first candidate was 1-2 (and 2 repeats a downfloat, [C14] being lower).
    Colours (all mild): 1 and 3 both want White, no round with different colours, 5.2.4: 1-3.
    2 (White) - 4 (Black): 2-4. 5 floats to 6, both want Black: 5.2.4 gives 5 Black: 6-5.
    """
    t = _tournament(6, "1-4 =, 2-5 =, 3-6 1", "5-1 0, 6-2 0, 4-3 =", total=5)
    _check(t, _boards((1, 3), (2, 4), (6, 5)))


def test_c1_played_games_force_a_transposition() -> None:
    """[C1] C.04.3 art. 3.1.1 and 4.2.2: round 2, all six drawn, S1 = 1-2-3, S2 = 4-5-6.

    R1 1-4 =, 2-5 =, 3-6 =. Orders 4-x-x are out (1-4 played), 5-4-6 is out (3-6 played), so
    5-6-4: 1-5, 2-6, 3-4. 1, 2, 3 had White, 4, 5, 6 Black: 5.2.1 -> 5-1, 6-2, 4-3.
    """
    _check(_tournament(6, "1-4 =, 2-5 =, 3-6 =", total=5), _boards((5, 1), (6, 2), (4, 3)))


def test_colours_5_2_2_wider_colour_difference_between_absolute_topscorers() -> None:
    """Art. 5.2.2: both absolute (topscorers in the last round): the wider colour difference wins.

    R1 3-1 0-1, 4-5 =, 2 PAB; R2 1-4 1-0, 2-5 1-0, 3 PAB; R3 1-5 1-0, 2-3 1-0, 4 PAB.
    Last round (4 of 4): 1 and 2 (3 points > 2) are topscorers; 1 (B W W, difference +1) and 2
    (W W, difference +2) both want Black absolutely. 5.2.2 gives Black to 2 (wider difference),
    before 5.2.4 could give it to 1: 1-2. Then 4 (3/2) floats to 3 (1): both played W then B
    (mild White), never different colours in one round: 5.2.4, 4-3. 5 (lowest, no PAB yet): bye.
    """
    t = _tournament(5, "3-1 0, 4-5 =, 2 U", "1-4 1, 2-5 1, 3 U", "1-5 1, 2-3 1, 4 U", total=4)
    _check(t, _boards((1, 2), (4, 3)), bye=5)


def test_colours_5_2_3_alternate_to_the_last_different_round() -> None:
    """Art. 5.2.3: equal strong preferences; alternate to the latest round with different colours.

    R1 3-1 0-1, 4-2 0-1, 5-6 =; R2 5-1 0-1, 2-6 1-0, 3-4 =; R3 1-4 1-0, 5-2 0-1, 6-3 =.
    Round 4: 1 (B B W) and 2 (B W B), 3 points each, both strong White. In R3 1 had White and 2
    Black, so 1 gets Black: 2-1 (5.2.4 would have given White to 1).
    3 and 6 (1 point) met in R3, both float into {4, 5}: 3-4 met, so 3-5, 6-4. 3 (W W B, strong
    Black) - 5 (W W W, absolute Black): 5.2.2, 3-5. 6 (B B W, strong White) - 4 (W B B, absolute
    White): 4-6.
    """
    t = _tournament(6, "3-1 0, 4-2 0, 5-6 =", "5-1 0, 2-6 1, 3-4 =", "1-4 1, 5-2 0, 6-3 =", total=5)
    _check(t, _boards((2, 1), (3, 5), (4, 6)))


def test_c11_topscorer_not_three_times_the_same_colour() -> None:
    """[C11] C.04.3 art. 3.4.6 (and 1.7.1) in the last round (4 of 4), before [C12].

    R1 1-2 =, 4-5 1-0, 6-3 0-1, 7-8 =; R2 3-4 =, 1-7 1-0, 2-5 1-0, 8-6 =; R3 1-8 1-0, 6-2 0-1,
    3-5 1-0, 4-7 1-0. 1, 2, 3, 4 have 5/2 (> 2: topscorers); 1 (W W W) and 3 (B W W) want Black
    absolutely, 2 (B W B) White, 4 (W B W) Black (strong). 1-2 and 3-4 were played.
    S1={1, 2}, S2={3, 4}: 1-3 (5.2.2: 1, wider difference, gets Black, so 3 gets White a third time
    in a row: [C11]) with 2-4; the transposition 1-4, 2-3 denies only 4's preference and no
    topscorer gets three same colours: 4-1, 2-3.
    8 (1 point) met 6 and 7, floats past {6, 7} (6-7: 7, absolute White, 7-6) to 5: 5 (B B B)
    gets White: 5-8.
    """
    t = _tournament(
        8,
        "1-2 =, 4-5 1, 6-3 0, 7-8 =",
        "3-4 =, 1-7 1, 2-5 1, 8-6 =",
        "1-8 1, 6-2 0, 3-5 1, 4-7 1",
        total=4,
    )
    _check(t, _boards((4, 1), (2, 3), (7, 6), (5, 8)))


def test_c13_deny_a_mild_rather_than_a_strong_preference() -> None:
    """[C13] C.04.3 art. 3.4.8: with [C12] equal, deny a mild preference rather than a strong one.

    R1 1 H, 3-5 1-0, 2-6 1-0, 7-4 0-1, 8 H; R2 1-5 1-0, 3 H, 7-2 =, 4-8 =, 6 H.
    1, 2, 3, 4 have 3/2; 1 and 3 played one game with White (strong Black), 2 (W B) mild White,
    4 (B W) mild Black. S1={1, 2}, S2={3, 4}: 1-3, 2-4 denies 3's strong preference (5.2.4 gives
    Black to 1); 1-4, 2-3 denies 4's mild one only: 4-1, 2-3 (each denies one preference, [C12]).
    8 (1 point, strong White) floats to {6, 7}: 8-6 would deny 6's White, 8-7 grants both (7 had
    W W): 8-7 ([C12] before the generation order). 6 floats to 5 (B B, absolute White): 5-6.
    """
    t = _tournament(8, "1 H, 3-5 1, 2-6 1, 7-4 0, 8 H", "1-5 1, 3 H, 7-2 =, 4-8 =, 6 H", total=5)
    _check(t, _boards((4, 1), (2, 3), (8, 7), (5, 6)))


def test_art_4_4_mdp_exchange_with_the_limbo() -> None:
    """Art. 2.7.3 / 4.4 ([C6] first): the S1 MDP can't be paired, so it is exchanged with the Limbo.

    Same byes-only history as the [C7] case (scores 1:2, 2:3/2, 3:1, 4, 5: 0), but 1 may meet
    neither 2 nor 3. In {1, 2; 3} S1={1} (Limbo {2}) gives no pair; the exchange S1={2} gives 2-3
    and 1 floats on to {4, 5}: 1-4, PAB to 5. No colour preferences, 5.2.5: 2 (even) gets Black:
    3-2; 1 (odd) White: 1-4.
    """
    from engine.model import ForbiddenPairs

    t = _tournament(5, "1 F, 2 F, 3 H, 4 Z, 5 Z", "1 F, 2 H, 3 H, 4 Z, 5 Z", total=5)
    forbidden = (ForbiddenPairs((N(1), N(2))), ForbiddenPairs((N(1), N(3))))
    t = Tournament(players=t.players, initial_colour=W, number_of_rounds=5, forbidden_pairs=forbidden)
    _check(t, _boards((3, 2), (1, 4)), bye=5)
