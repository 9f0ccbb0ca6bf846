"""A team event run headless from end to end (issue 29 items 1-4, 6): ``arbiter new --system team-swiss
--boards 4``, ``import-teams``, seven rounds of ``pair``, ``lineup`` and ``result`` per board, a forfeited
match, ``standings``; the match points and game points checked against the games typed, the TRF's team
section written and read back, and the C.04.6 checker finding nothing to say of the pairings."""

from __future__ import annotations

import io
import random
from collections.abc import Sequence
from fractions import Fraction
from pathlib import Path

import pytest

import operations
from cli.main import run
from engine.team_swiss import check_tournament
from engine.trf import read_trf_checked
from engine.trf.teams import read_team_event, team_records
from formats.csv_teams import parse_teams_csv

TEAMS, BOARDS, RESERVES, ROUNDS = 10, 4, 1, 7
RESULTS = ("1-0", "0-1", "1/2")


def arbiter(*args: object) -> str:
    out, err = io.StringIO(), io.StringIO()
    code = run([str(a) for a in args], out, err)
    assert code == 0, err.getvalue()
    return out.getvalue()


def refused(*args: object) -> str:
    out, err = io.StringIO(), io.StringIO()
    assert run([str(a) for a in args], out, err) != 0
    return err.getvalue()


def team_csv(path: Path, seed: int = 29) -> Path:
    """Ten teams of five players (four boards and a reserve), rows of a team not in board order."""
    rng = random.Random(seed)
    rows = ["Team,Board,Name,Rating,FIDE ID,Federation"]
    for t in range(1, TEAMS + 1):
        ratings = sorted((rng.randint(1700, 2650) for _ in range(BOARDS + RESERVES)), reverse=True)
        for b in reversed(range(1, BOARDS + RESERVES + 1)):
            rows.append(f"Club {t:02d},{b},Player {t:02d}-{b},{ratings[b - 1]},{4100000 + 10 * t + b},ESP")
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    return path


def lineup(rng: random.Random, roster: Sequence[int]) -> list[int]:
    """Four of the five players in the roster's order (the captain rests one now and then)."""
    rest = rng.randrange(len(roster) + 3)
    chosen = [n for i, n in enumerate(roster) if i != rest]
    return chosen[:BOARDS]


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[tuple[int, int], Fraction]]:
    """The whole event; returns the file and the game points typed, by (round, team). On a file only: made
    on the server too it cost some 30 s of processor (the other tests of this file run on both)."""
    folder = tmp_path_factory.mktemp("team")
    path = folder / "league.arbiter"
    arbiter("new", path, "--name", "League", "--system", "team-swiss", "--boards", BOARDS, "--rounds", ROUNDS)
    csv = team_csv(folder / "teams.csv")
    assert "0 row(s) cannot be imported" in arbiter("import-teams", path, csv, "--dry-run")
    assert "imported 10 team(s)" in arbiter("import-teams", path, csv)
    with operations.open_file(path, read_only=True) as tf:
        rosters = {t.number: [p.number for p in t.roster] for t in tf.teams.all()}
        ids = {p.number: p.id for t in tf.teams.all() for p in t.roster}
    team_of = {n: t for t, roster in rosters.items() for n in roster}
    rng = random.Random(7)
    typed: dict[tuple[int, int], Fraction] = {}
    for rnd in range(1, ROUNDS + 1):
        arbiter("pair", path)
        with operations.open_file(path, read_only=True) as tf:
            matches = tf.teams.matches(rnd)
        for match in matches:
            if match.black is None:
                continue
            if rnd == 3 and match.match == 2:  # a team that did not come
                arbiter("lineup", path, rnd, match.white, *lineup(rng, rosters[match.white]))
                arbiter("forfeit-match", path, rnd, match.match, match.black)
                continue
            for team in (match.white, match.black):
                arbiter("lineup", path, rnd, team, *lineup(rng, rosters[team]))
        with operations.open_file(path, read_only=True) as tf:
            matches = tf.teams.matches(rnd)
        number = {v: k for k, v in ids.items()}
        for match in matches:
            for game in match.games:
                if game.result is None:
                    arbiter("result", path, rnd, game.board, rng.choice(RESULTS))
        with operations.open_file(path, read_only=True) as tf:
            for match in tf.teams.matches(rnd):
                for game in match.games:
                    assert game.result is not None
                    white, black = game.round_entries()
                    for pid, entry in ((game.white, white), (game.black, black)):
                        key = (rnd, team_of[number[pid]])
                        typed[key] = typed.get(key, Fraction(0)) + tf.event.settings().point_system.points(
                            entry
                        )
                if match.black is None:
                    typed[(rnd, match.white)] = Fraction(BOARDS)
    return path, typed


@pytest.mark.sqlite_only("slow")
def test_every_round_is_paired_and_played(played: tuple[Path, dict[tuple[int, int], Fraction]]) -> None:
    path, _typed = played
    with operations.open_file(path, read_only=True) as tf:
        assert tf.rounds.paired == ROUNDS
        for rnd in range(1, ROUNDS + 1):
            matches = tf.teams.matches(rnd)
            assert len([m for m in matches if m.black is not None]) == TEAMS // 2
            assert all(m.complete for m in matches)
            assert len(tf.rounds.boards(rnd)) == BOARDS * TEAMS // 2
        refusal = refused("pair", path)
        assert "all 7 rounds are paired" in refusal


@pytest.mark.sqlite_only("slow")
def test_the_standings_add_the_match_and_game_points_of_the_games_typed(
    played: tuple[Path, dict[tuple[int, int], Fraction]],
) -> None:
    """MP: 2 for the team with more game points in a match, 1 each when level (record 362 defaults)."""
    path, typed = played
    with operations.open_file(path, read_only=True) as tf:
        pairs = {(m.round, m.white, m.black) for r in range(1, ROUNDS + 1) for m in tf.teams.matches(r)}
        codes, table = tf.teams.standings()
    assert codes == ("GP", "EMGSB")
    mp: dict[int, Fraction] = {}
    gp: dict[int, Fraction] = {}
    for rnd, white, black in pairs:
        if black is None:
            mp[white] = mp.get(white, Fraction(0)) + 2
            gp[white] = gp.get(white, Fraction(0)) + typed[(rnd, white)]
            continue
        a, b = typed[(rnd, white)], typed[(rnd, black)]
        for team, mine, theirs in ((white, a, b), (black, b, a)):
            mp[team] = mp.get(team, Fraction(0)) + (2 if mine > theirs else 1 if mine == theirs else 0)
            gp[team] = gp.get(team, Fraction(0)) + mine
    assert {t.number: (t.match_points, t.game_points) for t in table} == {
        n: (mp.get(n, Fraction(0)), gp[n]) for n in gp
    }
    ordered = [(t.match_points, t.game_points) for t in table]
    assert ordered == sorted(ordered, reverse=True)
    text = arbiter("standings", path)
    assert "Board 1" in text and table[0].name in text.splitlines()[2]


@pytest.mark.sqlite_only("slow")
def test_the_pairings_break_no_article_of_c046(played: tuple[Path, dict[tuple[int, int], Fraction]]) -> None:
    path, _typed = played
    with operations.open_file(path, read_only=True) as tf:
        trf = tf.files.export_trf()
    tournament = read_trf_checked(trf.encode(), check_192=False).tournament
    assert check_tournament(tournament) == []


@pytest.mark.sqlite_only("slow")
def test_the_trf_team_section_reads_back_identically(
    played: tuple[Path, dict[tuple[int, int], Fraction]],
) -> None:
    path, _typed = played
    with operations.open_file(path, read_only=True) as tf:
        trf = tf.files.export_trf()
        teams = tf.teams.all()
    lines = trf.splitlines()
    assert "192 FIDE_TEAM_TYPEA_MP_GP" in lines
    section = [line for line in lines if line[:3] in ("310", "352", "362")]
    event = read_team_event(section)
    assert [t.name for t in event.teams] == [t.name for t in teams]
    assert [list(t.roster) for t in event.teams] == [[p.number for p in t.roster] for t in teams]
    assert event.colour_sequence == "WBWB"
    assert list(team_records(event)) == section


def test_a_line_up_out_of_roster_order_is_refused_in_one_sentence(store_url: str) -> None:
    path = store_url
    arbiter("new", path, "--name", "T", "--system", "team-swiss", "--boards", 2, "--rounds", 3)
    arbiter(
        "add-team",
        path,
        "Alpha",
        "--captain",
        "Cap",
        "--player",
        "A1;2400",
        "--player",
        "A2;2300",
        "--player",
        "A3;2200",
    )
    arbiter("add-team", path, "Beta", "--player", "B1;2350", "--player", "B2;2250")
    arbiter("pair", path)
    with operations.open_file(path, read_only=True) as tf:
        alpha = [p.number for p in tf.teams.all()[0].roster]
    refusal = refused("lineup", path, 1, 1, alpha[2], alpha[0])
    assert refusal.count("\n") == 1
    assert "A3 (no. 3 of the roster) cannot play board 1 above A1 (no. 1)" in refusal
    assert "one per board" in refused("lineup", path, 1, 1, alpha[0])
    arbiter("lineup", path, 1, 1, alpha[0], alpha[2])  # a reserve in order is fine


def test_the_team_import_is_all_or_nothing_and_undone_whole(tmp_path: Path, store_url: str) -> None:
    path = store_url
    arbiter("new", path, "--name", "T", "--system", "team-berger", "--boards", 2)
    bad = tmp_path / "bad.csv"
    bad.write_text("Team,Board,Name,Rating\nA,1,Ann,2000\nA,1,Bob,1900\nB,1,Cid,x\n", encoding="utf-8")
    parsed = parse_teams_csv(bad.read_text(encoding="utf-8"))
    assert [p.line for p in parsed.problems] == [3, 4]
    assert "cannot be imported, so nothing was added" in refused("import-teams", path, bad)
    good = team_csv(tmp_path / "good.csv")
    arbiter("import-teams", path, good)
    with operations.open_file(path, read_only=True) as tf:
        assert len(tf.teams.all()) == TEAMS and len(tf.players.all()) == TEAMS * (BOARDS + RESERVES)
    assert "removed 10 team(s)" in arbiter("undo-import-teams", path)
    with operations.open_file(path, read_only=True) as tf:
        assert tf.teams.all() == () and tf.players.all() == ()


def test_a_team_round_robin_follows_the_berger_table(store_url: str) -> None:
    """Four teams: three rounds, every team meets every other once (C.05 Annex 1 with teams)."""
    path = store_url
    arbiter("new", path, "--name", "RR", "--system", "team-berger", "--boards", 1)
    for t in range(1, 5):
        arbiter("add-team", path, f"T{t}", "--player", f"P{t};{2000 + t}")
    met: set[frozenset[int]] = set()
    for rnd in range(1, 4):
        arbiter("pair", path)
        with operations.open_file(path, read_only=True) as tf:
            for match in tf.teams.matches(rnd):
                assert match.black is not None
                met.add(frozenset((match.white, match.black)))
                arbiter("forfeit-match", path, rnd, match.match, match.black)
    assert len(met) == 6


def test_the_pairing_allocated_bye_and_a_requested_bye_of_a_team(store_url: str) -> None:
    """Five teams: the team left over has the pairing-allocated bye, ``U`` on the cells of its boards and
    a drawn match's points (C.04.6 1.4: "as many match points and game points as are rewarded for a
    draw"); a team's requested half-point bye keeps it out of round 2 with a drawn
    match's points (``engine.team_swiss.matches``)."""
    path = store_url
    arbiter("new", path, "--name", "Five", "--system", "team-swiss", "--boards", 2, "--rounds", 3)
    for t in range(1, 6):
        arbiter(
            "add-team", path, f"T{t}", "--player", f"P{t}a;{2300 - 10 * t}", "--player", f"P{t}b;{2000 - t}"
        )
    arbiter("pair", path)
    with operations.open_file(path, read_only=True) as tf:
        matches = tf.teams.matches(1)
        (bye,) = [m for m in matches if m.black is None]
        roster = {t.number: [p.number for p in t.roster] for t in tf.teams.all()}
        trf = tf.files.export_trf().splitlines()
    for number in roster[bye.white]:
        line = next(x for x in trf if x.startswith("001") and int(x[4:8]) == number)
        assert line.rstrip().endswith("0000 - U")
    for match in matches:
        if match.black is not None:
            arbiter("forfeit-match", path, 1, match.match, match.black)
    resting = next(t for t in roster if t != bye.white)
    arbiter("team-bye", path, 2, resting, "half")
    arbiter("pair", path)
    with operations.open_file(path, read_only=True) as tf:
        assert all(resting not in (m.white, m.black) for m in tf.teams.matches(2))
        table = {t.number: t for t in tf.teams.standings()[1]}
    assert (table[bye.white].match_points, table[bye.white].game_points) == (1, 1)  # a draw on 2 boards
    assert table[resting].match_points in (Fraction(1), Fraction(3))  # a half-point bye: a drawn match
