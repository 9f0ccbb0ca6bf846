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
    p = pair_round(t)
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
