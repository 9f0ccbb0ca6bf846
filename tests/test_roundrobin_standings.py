"""Standings of round robins: C.07 art. 15.2 (forfeits in a tournament with pre-determined pairings), the
dummy's rounds, the round-robin preset, Buchholz refused in 2026, and withdrawals (FIDE Tournament
Rules V.4, C.05). Every expected value is worked out by hand in the comments."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from fractions import Fraction

import pytest

from engine.model import Colour, PairingNumber, Player, ResultCode, RoundEntry, RoundRobin, Tournament
from engine.roundrobin import inferred_withdrawals, schedule, withdrawal_rulings
from engine.standings import compute_standings, event_standings
from engine.standings_policy import standings_policy
from engine.tiebreaks import TieBreakEdition, TieBreakError, explain

E24, E26 = TieBreakEdition.C07_2024, TieBreakEdition.C07_2026
W, D, L, FW, FL = (
    ResultCode.WIN,
    ResultCode.DRAW,
    ResultCode.LOSS,
    ResultCode.FORFEIT_WIN,
    ResultCode.FORFEIT_LOSS,
)

WhiteResult = Callable[[int, int, int], ResultCode | None]
"""(round, white, black) -> white's code (None: not played yet)."""


def played(
    players: int,
    settings: RoundRobin,
    white: WhiteResult | Mapping[tuple[int, int, int], ResultCode],
    upto: int | None = None,
    ratings: Mapping[int, int] | None = None,
    withdrawn: frozenset[int] = frozenset(),
) -> Tournament:
    """The schedule's rounds 1..upto with white's results (the black player gets the mirror)."""
    result: WhiteResult = white if callable(white) else (lambda r, w, b: white.get((r, w, b), D))
    cells: dict[int, list[RoundEntry]] = {p: [] for p in range(1, players + 1)}
    rounds = schedule(players, settings)
    for r in rounds[: len(rounds) if upto is None else upto]:
        for b in r.boards:
            code = result(r.round, b.white, b.black) or ResultCode.PENDING
            cells[b.white].append(RoundEntry(b.black, Colour.WHITE, code))
            cells[b.black].append(RoundEntry(b.white, Colour.BLACK, code.mirror))
        if r.free is not None:
            cells[r.free].append(RoundEntry(None, Colour.NONE, ResultCode.ZERO_BYE))
    rating = ratings or {}
    return Tournament(
        name="RR",
        start_date="2026/04/01",
        number_of_rounds=len(rounds),
        round_robin=settings,
        players=tuple(
            Player(PairingNumber(p), f"P{p}", rating=rating.get(p, 0), rounds=tuple(c))
            for p, c in cells.items()
        ),
        withdrawn=frozenset(PairingNumber(n) for n in withdrawn),
    )


# Four players, one cycle: round 1 1-4 2-3, round 2 4-3 1-2, round 3 2-4 3-1.
#   round 1: 1-4 1-0, 2-3 +/- (2 wins by forfeit); round 2: 4-3 =, 1-2 0-1; round 3: 2-4 =, 3-1 0-1.
#   scores: 1: 1+0+1 = 2; 2: 1+1+½ = 2½; 3: 0+½+0 = ½; 4: 0+½+½ = 1.
FOUR = {(1, 1, 4): W, (1, 2, 3): FW, (2, 4, 3): D, (2, 1, 2): L, (3, 2, 4): D, (3, 3, 1): L}
RATINGS = {1: 2400, 2: 2300, 3: 2200, 4: 2100}


def values(t: Tournament, codes: list[str], edition: TieBreakEdition = E26) -> dict[int, tuple[object, ...]]:
    return {int(s.number): (s.points, *s.values) for s in compute_standings(t, codes, edition)}


def test_sonneborn_berger_counts_a_forfeit_as_a_game_against_the_scheduled_opponent() -> None:
    # 15.2: forfeit wins or losses "are treated as regular games".
    # SB(2) = ½ (3's score) x 1 (forfeit win) + 2 (1's score) x 1 + 1 (4's) x ½ = 3
    # SB(1) = 1 x 1 + 2½ x 0 + ½ x 1 = 1½; SB(3) = 2½ x 0 + 1 x ½ + 2 x 0 = ½; SB(4) = 0 + ½ x ½ + 2½ x ½ = 1½
    t = played(4, RoundRobin(), FOUR)
    for edition in (E24, E26):
        got = values(t, ["SB"], edition)
        assert {n: v[1] for n, v in got.items()} == {
            1: Fraction(3, 2),
            2: 3,
            3: Fraction(1, 2),
            4: Fraction(3, 2),
        }


def test_a_forfeit_win_is_a_game_won_in_both_editions_a_forfeit_loss_is_unplayed_in_2026() -> None:
    t = played(4, RoundRobin(), FOUR)
    # WON(2) = forfeit win + the win over 1 = 2; BWG(1) = the win with black in round 3 = 1.
    # BPG(3): round 1 (black, forfeit loss) and round 2 (black, draw): 2026 only the draw, 2024 both.
    # REP(3): 3 rounds less the forfeit loss in 2026; 2024 counts it as a game.
    new, old = values(t, ["WON", "BWG", "BPG", "REP"], E26), values(t, ["WON", "BWG", "BPG", "REP"], E24)
    assert new[2][1] == old[2][1] == 2
    assert new[1][2] == old[1][2] == 1
    assert (new[3][3], old[3][3]) == (1, 2)
    assert (new[3][4], old[3][4]) == (2, 3)


def test_rating_tie_breaks_leave_forfeits_out_in_2026_but_not_in_2024() -> None:
    t = played(4, RoundRobin(), FOUR, ratings=RATINGS)
    # ARO(2): 2026 the games against 1 and 4: (2400 + 2100) / 2 = 2250;
    #         2024 also the forfeit against 3: (2200 + 2400 + 2100) / 3 = 2233.3 -> 2233.
    assert values(t, ["ARO"], E26)[2][1] == 2250
    assert values(t, ["ARO"], E24)[2][1] == 2233


def test_koya_counts_against_players_with_half_of_the_maximum() -> None:
    # maximum 3 games -> limit 1½: players 1 (2) and 2 (2½).
    # KS(1) = 0 against 2; KS(2) = 1 against 1; KS(3) = forfeit loss to 2 + loss to 1 = 0; KS(4) = 0 + ½ = ½.
    got = values(played(4, RoundRobin(), FOUR), ["KS"])
    assert {n: v[1] for n, v in got.items()} == {1: 0, 2: 1, 3: 0, 4: Fraction(1, 2)}


def test_the_dummys_rounds_are_no_rounds_of_the_player() -> None:
    # Three players: round 1 2-3 (1 free), round 2 3-1 (2 free), round 3 1-2 (3 free).
    # 2-3 1-0, 3-1 =, 1-2 =: scores 1: 1, 2: 1½, 3: ½.
    # Koya: each player has 2 games, maximum 2 -> limit 1: players 1 and 2.
    #   KS(2) = ½ against 1 (a limit of 1½, from three rounds, would leave 2 alone and give 0).
    # REP(2) = 2: the free round is not a round one could elect to play.
    t = played(3, RoundRobin(), {(1, 2, 3): W, (2, 3, 1): D, (3, 1, 2): D})
    got = values(t, ["KS", "REP", "SB"])
    assert [got[n][0] for n in (1, 2, 3)] == [1, Fraction(3, 2), Fraction(1, 2)]
    assert {n: v[1] for n, v in got.items()} == {1: Fraction(1, 2), 2: Fraction(1, 2), 3: Fraction(1, 2)}
    assert [got[n][2] for n in (1, 2, 3)] == [2, 2, 2]
    # SB(2) = ½ x 1 + 1 x ½ = 1
    assert got[2][3] == 1


def test_direct_encounter_counts_a_forfeit_in_a_round_robin() -> None:
    # Four players: 1-4 1-0, 2-3 1-0; 4-3 =, 1-2 +/- (2 absent); 2-4 1-0, 3-1 1-0.
    # 1: 1 + 1 + 0 = 2; 2: 1 + 0 + 1 = 2. 6.1.1: the forfeit is covered by 15.2, so 1 is first.
    t = played(
        4, RoundRobin(), {(1, 1, 4): W, (1, 2, 3): W, (2, 4, 3): D, (2, 1, 2): FW, (3, 2, 4): W, (3, 3, 1): W}
    )
    ranks = {int(s.number): (s.rank, s.values) for s in compute_standings(t, ["DE"])}
    assert ranks[1] == (1, (1,)) and ranks[2] == (2, (2,))


def test_the_preset_of_a_round_robin_and_buchholz_refused_in_2026() -> None:
    t = played(4, RoundRobin(), FOUR)
    policy = standings_policy(t)
    assert policy.labels == ("DE", "WIN", "SB", "KS") and "round-robin preset" in policy.tiebreaks_from
    with pytest.raises(
        TieBreakError, match="art. 8 says Buchholz tie-breaks must not be used in round robins"
    ):
        standings_policy(t, tiebreaks="SB,BH/C1")
    assert standings_policy(t, tiebreaks="BH", edition="2024").labels == ("BH",)
    swiss = Tournament(players=t.players)
    assert standings_policy(swiss).labels == ("BH-C1", "BH", "SB", "PS", "DE")


def _double_four(withdraw_after: int) -> Tournament:
    """Four players, two cycles (6 games each): 4 loses every game from round ``withdraw_after + 1``
    by forfeit; every other game is won by White."""
    return played(
        4,
        RoundRobin(2),
        lambda r, w, b: (FL if w == 4 else FW) if r > withdraw_after and 4 in (w, b) else W,
        withdrawn=frozenset({4}),
    )


def test_a_player_who_withdrew_before_half_of_the_games_is_not_ranked_and_no_game_against_them_counts() -> (
    None
):
    t = _double_four(2)
    (ruling,) = withdrawal_rulings(t)
    assert (ruling.games_played, ruling.games_scheduled, ruling.counted) == (2, 6, False)
    assert "2 of 6 games" in str(ruling) and "V.4.1" in str(ruling)
    table = event_standings(t)
    # Without 4, the games among 1, 2, 3 (white wins), from the schedule of four:
    #   cycle 1: 2-3 (r1), 1-2 (r2), 3-1 (r3); cycle 2: 3-2 (r4), 2-1 (r5), 1-3 (r6)
    #   1: won r2, lost r3, lost r5, won r6 = 2; 2: won r1, lost r2, lost r4, won r5 = 2; 3: likewise 2.
    counted = {int(s.number): s.points for s in table.rows if s.counted}
    assert counted == {1: 2, 2: 2, 3: 2}
    last = table.rows[-1]
    assert (int(last.number), last.counted, last.place, last.rank) == (4, False, "-", 4)
    # its own score stays what it is: lost 1-4 in round 1, won 4-3 in round 2, forfeits after
    assert all(v is None for v in last.values) and last.points == 1
    assert table.notes == (f"* {ruling}",) and last.withdrawn and last.marked_name == "P4 *"
    assert table.rank_of()[PairingNumber(4)] == 4


def test_a_player_who_withdrew_after_half_of_the_games_counts_with_forfeits() -> None:
    t = _double_four(3)
    (ruling,) = withdrawal_rulings(t)
    assert (ruling.games_played, ruling.counted) == (3, True) and "V.4.2" in str(ruling)
    table = event_standings(t)
    assert all(s.counted for s in table.rows)
    # every opponent of 4 gets the forfeit wins of rounds 4-6: 1 + 1 + 1 points more than without them
    points = {int(s.number): s.points for s in table.rows}
    assert sum(points.values()) == 12  # 12 games, every one decided


def test_a_complete_round_robin_shows_a_withdrawal_without_being_told() -> None:
    told = _double_four(2)
    t = replace(told, withdrawn=frozenset())
    assert inferred_withdrawals(t) == {PairingNumber(4): 3}
    assert event_standings(t).rows == event_standings(told).rows
    # with the last rounds not recorded yet, a run of forfeits is not yet a withdrawal
    early = played(
        4, RoundRobin(2), lambda r, w, b: (FL if w == 4 else FW) if r > 2 and 4 in (w, b) else W, upto=4
    )
    assert inferred_withdrawals(early) == {}


def test_explain_of_a_player_not_ranked_says_why() -> None:
    t = _double_four(2)
    with pytest.raises(TieBreakError, match="not ranked"):
        explain(t, 4, "SB")
