"""A whole team entered late or withdrawn from a round on (issue 29 item 2, ``operations.ops_team_entries``;
C.04.6 Preface with C.04.2 (2026) art. 2.4, 3.2, 3.3): through the operations and the command line."""

from __future__ import annotations

import io
import random
from pathlib import Path

import pytest

import operations
from cli.main import run
from db.errors import OperationRefused
from values import EventSettings, GameResult, PlayerDetails
from values.teams import TeamFormat, TeamSettings

BOARDS = 2


def _event(path: Path | str, teams: int = 4, fmt: TeamFormat = TeamFormat.SWISS) -> operations.TournamentFile:
    settings = EventSettings(name="League", number_of_rounds=5, team=TeamSettings(fmt, BOARDS))
    tf = operations.create(path, settings)
    for t in range(1, teams + 1):
        tf.teams.add(f"Club {t}", "", _players(t))
    return tf


def _players(t: int) -> list[PlayerDetails]:
    return [PlayerDetails(f"Player {t}-{b}", rating=2400 - 40 * t - b) for b in range(1, BOARDS + 2)]


def _play(tf: operations.TournamentFile, rnd: int, seed: int = 1) -> None:
    """Pair round ``rnd``, give every match the first players of each roster, a result on every game."""
    rng = random.Random(seed + rnd)
    assert tf.rounds.pair_next().number == rnd
    rosters = {t.number: [p.id for p in t.roster] for t in tf.teams.all()}
    for match in tf.teams.matches(rnd):
        for team in (match.white, match.black):
            if team is not None and match.black is not None:
                tf.teams.set_lineup(rnd, team, rosters[team][:BOARDS])
    for board in tf.rounds.boards(rnd):
        tf.results.set(rnd, board.board, rng.choice((GameResult.WHITE_WINS, GameResult.DRAW)))


def _teams_in(tf: operations.TournamentFile, rnd: int) -> set[int]:
    return {n for m in tf.teams.matches(rnd) for n in (m.white, m.black) if n is not None}


def test_a_withdrawn_team_is_not_paired_and_keeps_its_past_matches(store_url: str) -> None:
    with _event(store_url, teams=6) as tf:
        _play(tf, 1)
        _play(tf, 2)
        before = tf.teams.matches(1)
        team = tf.teams.withdraw(3)
        assert team.withdrawn_from_round == 3
        assert all(p.withdrawn_from_round == 3 for p in team.roster)
        _play(tf, 3)
        assert 3 not in _teams_in(tf, 3) and len(_teams_in(tf, 3)) == 5
        assert tf.teams.matches(1) == before and 3 in _teams_in(tf, 1)
        _codes, table = tf.teams.standings()
        assert 3 in {t.number for t in table}
        assert tf.teams.reinstate(3).withdrawn_from_round is None
        _play(tf, 4)
        assert 3 in _teams_in(tf, 4)


def test_a_withdrawal_from_a_later_round_lets_the_team_play_until_then(store_url: str) -> None:
    with _event(store_url) as tf:
        _play(tf, 1)
        tf.teams.withdraw(2, from_round=3)
        _play(tf, 2)
        assert 2 in _teams_in(tf, 2)
        _play(tf, 3)
        assert 2 not in _teams_in(tf, 3)


def test_a_player_withdrawn_before_his_team_stays_withdrawn_when_it_is_reinstated(store_url: str) -> None:
    with _event(store_url) as tf:
        _play(tf, 1)
        first = tf.teams.all()[0].roster[2]
        tf.players.withdraw(first.id, 2)
        tf.teams.withdraw(1, from_round=3)
        back = tf.teams.reinstate(1)
        assert [p.withdrawn_from_round for p in back.roster] == [None, None, 2]


def test_a_late_team_is_not_paired_before_the_round_it_arrives_in(store_url: str) -> None:
    with _event(store_url, teams=3) as tf:
        _play(tf, 1)
        late = tf.teams.add("Late club", "", _players(9), from_round=3)
        assert late.number == 4
        _play(tf, 2)
        assert 4 not in _teams_in(tf, 2)
        _play(tf, 3)
        assert 4 in _teams_in(tf, 3)
        _codes, table = tf.teams.standings()
        row = next(t for t in table if t.number == 4)
        # C.04.2 art. 2.4: no points for the rounds it missed, only those of its match of round 3
        match = next(m for m in tf.teams.matches(3) if 4 in (m.white, m.black))
        expected = match.white_points if match.white == 4 else match.black_points
        assert row.game_points == expected


@pytest.mark.parametrize("from_round", [1, 6])
def test_a_round_already_paired_or_beyond_the_event_is_refused(store_url: str, from_round: int) -> None:
    with _event(store_url) as tf:
        _play(tf, 1)
        with pytest.raises(OperationRefused, match="cannot be chosen"):
            tf.teams.withdraw(2, from_round)
        with pytest.raises(OperationRefused, match="cannot be chosen"):
            tf.teams.add("Late", "", _players(8), from_round=from_round)
        assert len(tf.teams.all()) == 4


def test_no_team_joins_a_round_robin_once_it_has_started(store_url: str) -> None:
    with _event(store_url, teams=4, fmt=TeamFormat.BERGER) as tf:
        tf.rounds.pair_next()
        with pytest.raises(OperationRefused, match="Berger table"):
            tf.teams.add("Late", "", _players(8))
        assert len(tf.teams.all()) == 4


def _arbiter(*args: object) -> str:
    out, err = io.StringIO(), io.StringIO()
    assert run([str(a) for a in args], out, err) == 0, err.getvalue()
    return out.getvalue()


def test_the_command_line_withdraws_reinstates_and_adds_a_late_team(store_url: str) -> None:
    path = store_url
    with _event(path) as tf:
        _play(tf, 1)
    assert "withdrawn from round 3" in _arbiter("withdraw-team", path, 4, "--from-round", 3)
    assert "  4 Club 4, withdrawn from round 3" in _arbiter("teams", path).splitlines()
    assert "reinstated" in _arbiter("reinstate-team", path, 4)
    said = _arbiter("add-team", path, "Late", "--player", "A;2000", "--player", "B", "--from-round", 4)
    assert "plays from round 4 on" in said
    with operations.open_file(path, read_only=True) as tf:
        teams = {t.number: t for t in tf.teams.all()}
        assert teams[4].withdrawn_from_round is None
        assert [p.name for p in teams[5].roster] == ["A", "B"]
        assert {b.round for b in tf.players.byes()} == {2, 3}
