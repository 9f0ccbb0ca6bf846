"""The Swiss Team System (C.04.6, 2026): matches from the boards, the colour preferences of 1.7, the
allocation of 4.3 article by article, hand-worked rounds, the bracket against a plain enumeration of
the criteria, and the command line. Properties over generated events: ``test_team_swiss_properties``.
"""

from __future__ import annotations

import io
import itertools
import random
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest

from engine.cli import run
from engine.double_swiss.procedure import identifier, pair_bracket
from engine.double_swiss.state import MatchPlayer
from engine.model import Colour, PairingNumber
from engine.team_swiss import check_tournament, pair_round
from engine.team_swiss.allocation import white_of
from engine.team_swiss.checker import recorded_pairing
from engine.team_swiss.colours import NO_PREFERENCE, Preference, preference
from engine.team_swiss.criteria import TeamCriteria
from engine.team_swiss.matches import TeamMatchKind, team_rounds
from engine.team_swiss.state import TeamState, team_states
from engine.team_swiss.system import PreferenceType, TeamSystem, parse_team_code
from engine.trf import write_trf
from engine.trf.teams import read_team_event
from tests.team_swiss_support import play, team_event

N = PairingNumber
W, B = Colour.WHITE, Colour.BLACK
A_, B_ = PreferenceType.A, PreferenceType.B


def pairs(t: object) -> list[tuple[int, int]]:
    pairing = pair_round(t)  # type: ignore[arg-type]
    return [(int(b.white), int(b.black)) for b in pairing.boards]


# --- matches from the boards ----------------------------------------------------------------------


def test_a_match_is_scored_from_its_boards_and_its_colour_is_board_1s() -> None:
    t = play(team_event(4, boards=4), [(1, 3, "1=0="), (4, 2, "++1-")])
    event = read_team_event(t.extra_records)
    r = team_rounds(t, event, 1)
    assert (r[1].game_points, r[1].match_points, r[1].colour) == (Fraction(2), Fraction(1), W)
    assert (r[3].game_points, r[3].match_points, r[3].colour) == (Fraction(2), Fraction(1), B)
    # a match with one board played is played (1.6.1), scored 3-1 with its forfeits
    assert (r[4].kind, r[4].game_points, r[4].match_points) == (
        TeamMatchKind.PLAYED,
        Fraction(3),
        Fraction(2),
    )
    assert (r[2].match_points, r[2].colour) == (Fraction(0), B)


def test_a_forfeited_match_is_no_meeting_and_its_winner_may_not_have_the_bye() -> None:
    t = play(team_event(5), [(1, 2, "**"), (3, 4, "++")], bye=5)
    event = read_team_event(t.extra_records)
    r = team_rounds(t, event, 1)
    assert r[1].kind is TeamMatchKind.FORFEITED and r[1].match_points == 0 == r[2].match_points
    assert r[3].won_by_forfeit and not r[4].won_by_forfeit and r[5].bye is not None
    states = {s.number: s for s in team_states(t, event, TeamSystem(), 2)}
    assert states[1].core.met == frozenset() and states[1].colours == ()  # C.04.2 art. 3.5
    assert states[3].core.pab_barred and states[5].core.pab_barred  # [C2]
    assert not states[1].core.pab_barred and not states[4].core.pab_barred
    assert states[5].score == 1  # the bye: the match points of a draw (C.04.6 1.4)


def test_a_team_facing_two_teams_in_one_round_is_refused() -> None:
    t = play(team_event(4), [(1, 2, "10"), (3, 4, "10")])
    players = list(t.players)
    players[1] = replace(players[1], rounds=(replace(players[1].rounds[0], opponent=N(6)),))
    with pytest.raises(Exception, match="play teams 2, 3"):
        team_rounds(replace(t, players=tuple(players)), read_team_event(t.extra_records), 1)


# --- 1.7 colour preferences ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("colours", "kind", "last", "expected"),
    [
        ((), A_, False, NO_PREFERENCE),
        ((W,), A_, False, NO_PREFERENCE),
        ((W, W), A_, False, Preference(B)),  # CD +2
        ((B, W, W), A_, False, Preference(B)),  # CD +1, the last two White
        ((W, B, B), A_, False, Preference(W)),
        ((W, B), A_, False, NO_PREFERENCE),
        ((W, W, B, B), A_, False, Preference(W)),  # CD 0, the last two Black
        ((W, W), B_, False, Preference(B, strong=True)),
        ((W,), B_, False, Preference(B)),  # mild: CD +1
        ((B, W), B_, False, Preference(B)),  # mild: CD 0, not the last round, White last
        ((B, W), B_, True, NO_PREFERENCE),  # CD 0 in the last round
        ((B, B, W, W), B_, True, Preference(B, strong=True)),  # the strong preference stands (docs)
        ((W, B, B, B), B_, False, Preference(W, strong=True)),
    ],
)
def test_the_colour_preferences_of_1_7(
    colours: tuple[Colour, ...], kind: PreferenceType, last: bool, expected: Preference
) -> None:
    assert preference(colours, kind, last) == expected


# --- 4.3 colour allocation, rule by rule ------------------------------------------------------------


def team(
    number: int, score: int = 0, colours: tuple[Colour, ...] = (), kind: PreferenceType = A_, **kw: object
) -> TeamState:
    core = MatchPlayer(N(number), Fraction(score), frozenset(), False, len(colours), colours, False)
    secondary = kw.get("secondary")
    pref = kw.get("pref", preference(colours, kind, False))
    return TeamState(core, None if secondary is None else Fraction(secondary), pref)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("a", "b", "white", "article"),
    [
        (team(1), team(2), 1, "4.3.1"),  # the first-team, TPN odd, gets the initial colour
        (team(2), team(4), 4, "4.3.1"),  # even: the opposite
        (team(1, 2, (W, B, B)), team(2, 2, (B, W)), 1, "4.3.2"),  # only 1 has a preference
        (team(1, 2, (W, W)), team(2, 2, (B, B)), 2, "4.3.3"),
        (team(1, 2, (W, W), B_), team(2, 2, (W,), B_), 2, "4.3.4"),  # strong Black against mild Black
        (team(1, 2, (W, B, W)), team(2, 2, (B, W)), 2, "4.3.5"),  # CD +1 against 0
        (team(1, 2, (B, W)), team(2, 2, (W, B)), 2, "4.3.6"),  # alternate round 2: 1 had W
        (team(1, 2, (W, B, B)), team(2, 2, (W, B, B)), 1, "4.3.7"),  # the same history and preference
        (team(1, 2, (W,)), team(2, 2, (W,)), 2, "4.3.8"),  # 1 had White: Black now
        (team(3, 1, ()), team(2, 0, (W, B)), 2, "4.3.9"),  # the first-team (3, more points) never played
        (team(2, 0, (B,), secondary=3), team(1, 0, (B,), secondary=1), 2, "4.3.8"),  # 4.2.2: 2 is first-team
    ],
)
def test_the_colour_allocation_of_4_3(a: TeamState, b: TeamState, white: int, article: str) -> None:
    chosen, why = white_of(a, b, W)
    assert (int(chosen.number), why) == (white, article)
    chosen, why = white_of(b, a, W)
    assert (int(chosen.number), why) == (white, article)


# --- rounds worked by hand ------------------------------------------------------------------------


def test_round_1_pairs_the_top_half_against_the_bottom_half_colours_by_4_3_1() -> None:
    # 3.6: one bracket {1,2,3,4}, the first identifier 1 2 3 4 (1-3, 2-4); 4.3.1: 1 (odd) gets the
    # initial-colour White, 2 (even) the opposite; C.04.2 3.6: the smaller TPN of the first-team first.
    assert pairs(team_event(4)) == [(1, 3), (4, 2)]
    assert pairs(team_event(4, initial=B)) == [(3, 1), (2, 4)]
    assert pair_round(team_event(5)).bye == 5  # 3.4.4: the largest TPN


def test_round_2_an_upfloater_with_a_smaller_tpn_than_a_resident_is_the_top_member() -> None:
    # Round 1: 1 beats 5, 2 beats 6, 3-7 drawn, 4 beats 8 (the colours of round 1 by 4.3.1).
    t = play(team_event(8), [(1, 5, "11"), (6, 2, "00"), (3, 7, "10"), (8, 4, "00")])
    # {1,2,4} (2 MP) takes one upfloater of 1 MP, 3 before 7 (3.5.4); 3.6.1: 3 is a top member, so the
    # first identifier is 1 2 3 4: 1-3, 2-4 (not 1-4, 2-3). Then 7 with 5 (first of {5,6,8}), 6-8.
    # Colours: 2-4 and 1-3 by 4.3.8 (no Type A preference after one match, equal CD, no difference),
    # 7-5 by 4.3.8 (7 had Black), 8-6 by 4.3.8 (first-team 6 had White). Order: C.04.2 art. 3.6.
    assert pairs(t) == [(2, 4), (3, 1), (7, 5), (8, 6)]


def test_game_points_as_the_primary_score_change_the_brackets() -> None:
    # Match points: 1, 2 won (2 MP); game points: 1 has 4, 2 has 3, 5 (lost 1.5-2.5) 1.5.
    t = team_event(8, boards=4, code="FIDE_TEAM_TYPEA_MP_GP")
    t = play(t, [(1, 5, "1111"), (6, 2, "0=0="), (3, 7, "===="), (8, 4, "0000")])
    assert sorted(s.score for s in team_states(t, read_team_event(t.extra_records), TeamSystem(), 2))[-1] == 2
    gp = parse_team_code("FIDE_TEAM_TYPEA_GP_MP")
    scores = {int(s.number): s.score for s in team_states(t, read_team_event(t.extra_records), gp, 2)}
    assert scores == {1: 4, 4: 4, 2: 3, 3: 2, 7: 2, 6: 1, 5: 0, 8: 0}
    gp_event = replace(
        t, extra_records=tuple(r.replace("TYPEA_MP_GP", "TYPEA_GP_MP") for r in t.extra_records)
    )
    assert sorted(pairs(gp_event)[0]) == [1, 4]  # the top scoregroup of game points {1, 4}


def test_a_pairing_the_text_would_not_make_is_named_by_its_article() -> None:
    t = play(team_event(4), [(1, 3, "11"), (4, 2, "==")])
    rematch = play(t, [(1, 3, "=="), (4, 2, "==")])
    assert any(b.article == "C.04.6 2.1.1 [C1]" for b in check_tournament(rematch, 2))
    # round 2: 1 (2 MP) with 2 (the first upfloater), 4 with 3; 4.3.5: White to the lower CD (2, 3)
    assert check_tournament(play(t, [(2, 1, "=="), (3, 4, "==")])) == []
    wrong_colours = play(t, [(1, 2, "=="), (3, 4, "==")])
    assert [b.article for b in check_tournament(wrong_colours, 2)] == ["C.04.6 4.3.5"]
    five = play(team_event(5), [(1, 3, "11"), (4, 2, "==")], bye=5)
    twice = play(five, [(1, 2, "=="), (3, 4, "==")], bye=5)
    assert "C.04.6 2.1.2 [C2]" in [b.article for b in check_tournament(twice, 2)]
    even = play(team_event(4), [(1, 3, "11")], bye=4)  # team 2 left unpaired, a bye with 4 teams
    assert "C.04.6 3.3.1" in [b.article for b in check_tournament(even, 1)]


# --- the bracket: [C8], [C9], [C10], then the first identifier, against a plain enumeration ----------


def all_pairings(members: list[int]) -> list[list[tuple[int, int]]]:
    if not members:
        return [[]]
    first, rest = members[0], members[1:]
    found = []
    for i, partner in enumerate(rest):
        for tail in all_pairings(rest[:i] + rest[i + 1 :]):
            found.append([(first, partner), *tail])
    return found


def test_the_bracket_minimises_c8_c9_c10_then_takes_the_first_identifier() -> None:
    rng = random.Random(29)
    choices = [NO_PREFERENCE, Preference(W), Preference(B), Preference(W, True), Preference(B, True)]
    checked = 0
    for _ in range(300):
        size = rng.choice([2, 4, 6, 8])
        members = sorted(rng.sample(range(1, 20), size))
        met: dict[int, set[int]] = {n: set() for n in members}
        for a, b in itertools.combinations(members, 2):
            if rng.random() < 0.25:
                met[a].add(b)
                met[b].add(a)
        ups = frozenset(n for n in members if rng.random() < 0.3)
        teams = [
            TeamState(
                MatchPlayer(
                    N(n), Fraction(1), frozenset(N(m) for m in met[n]), False, 1, (W,), rng.random() < 0.4
                ),
                None,
                rng.choice(choices),
            )
            for n in members
        ]
        last_two = rng.random() < 0.3
        criteria = TeamCriteria(teams, last_two, frozenset())
        legal = [p for p in all_pairings(members) if all(b not in met[a] for a, b in p)]
        if not legal:
            continue

        def key(
            p: list[tuple[int, int]], criteria: TeamCriteria = criteria, ups: frozenset[int] = ups
        ) -> tuple[int, ...]:
            c8 = sum(criteria.c8_unfulfilled(a, b) for a, b in p)
            c9 = sum(criteria.c9_strong_unfulfilled(a, b) for a, b in p)
            c10 = sum(criteria.c10_floaters(ups, a, b) for a, b in p)
            return (c8, c9, c10, *identifier(p))

        expected = min(legal, key=key)
        got = pair_bracket(members, ups, criteria, {})
        assert identifier(got) == identifier(expected), (members, met, ups)
        checked += 1
    assert checked > 200


# --- the command line -----------------------------------------------------------------------------


def cli(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = run(list(argv), out, err)
    return code, out.getvalue(), err.getvalue()


def test_the_command_line_generates_checks_and_pairs(tmp_path: Path) -> None:
    config = tmp_path / "config.txt"
    config.write_text("PlayersNumber=9\nRoundsNumber=5\nBoards=3\nTeamSystem=FIDE_TEAM_TYPEB_MP_GP\n")
    event = tmp_path / "event.trf"
    code, out, _ = cli("--team-swiss", "-g", str(config), "-o", str(event), "-s", "7")
    assert code == 0 and "9 teams, 5 rounds" in out
    text = event.read_text()
    assert "192 FIDE_TEAM_TYPEB_MP_GP" in text and "\n352 WBW" in text
    code, out, _ = cli("--team-swiss", str(event), "-c")
    assert (code, out) == (0, "0 discrepancy(ies) in 5 round(s)\n")
    # the last round taken away is paired again as it was
    from engine.trf import read_trf_checked

    whole = read_trf_checked(event.read_bytes(), check_192=False).tournament
    cut = replace(whole, players=tuple(replace(p, rounds=p.rounds[:4], points=None) for p in whole.players))
    four = tmp_path / "four.trf"
    four.write_text(write_trf(cut, "TRF26", "\n"))
    code, out, _ = cli("--team-swiss", str(four), "-p")
    assert code == 0
    again = pair_round(cut, 5)
    expected = {(int(b.white), int(b.black)) for b in again.boards}
    if again.bye is not None:
        expected.add((int(again.bye), 0))
    assert {tuple(int(x) for x in line.split()) for line in out.splitlines()[1:]} == expected
    fifth, _played = recorded_pairing(whole, read_team_event(whole.extra_records), 5)
    assert set(fifth.boards) == set(again.boards) and fifth.bye == again.bye


@pytest.mark.parametrize(
    ("record", "message"),
    [
        ("192 FIDE_TEAM_TYPEA_MP_GP_BAKU", "Baku Acceleration is not available"),
        ("192 FIDE_DOUBLESWISS", "is not the Swiss Team Pairing System"),
        ("192 FIDE_DUTCH_2025", "is not the Swiss Team Pairing System"),
    ],
)
def test_the_command_line_refuses_another_system_in_one_sentence(
    tmp_path: Path, record: str, message: str
) -> None:
    t = replace(team_event(4), extra_records=tuple(r for r in team_event(4).extra_records if r[:3] != "192"))
    path = tmp_path / "event.trf"
    path.write_text(write_trf(t, "TRF26", "\n").replace("352 ", f"{record}\n352 ", 1))
    code, _, err = cli("--team-swiss", str(path), "-p")
    assert code == 3 and message in err


def test_a_file_without_teams_is_refused(tmp_path: Path) -> None:
    t = replace(team_event(4), extra_records=("192 FIDE_TEAM_TYPEA_MP",))
    path = tmp_path / "event.trf"
    path.write_text(write_trf(t, "TRF26", "\n"))
    code, _, err = cli("--team-swiss", str(path), "-p")
    assert code == 3 and "no team" in err
    assert cli("--team-swiss", str(path), "-p", "--rules", "FIDE_DUTCH_2025")[0] == 3
    code, _, err = cli("--team-swiss", str(path), "-g", "-o", str(tmp_path / "new.trf"))
    assert code == 3 and "no MODEL.trf" in err and not (tmp_path / "new.trf").exists()
