"""The audit log's sentences for every operation of a team event (issue 29 item 3,
``arbiter_gui.audit_team_text``): each team operation run on a file reads as its sentence, not as the
changed fields, and each team operation has its name in the log's Operation column."""

from __future__ import annotations

import pytest

import operations
from arbiter_gui.audit_team_text import TEAM_OPERATIONS
from arbiter_gui.audit_text import OPERATIONS, operation_name, summary
from formats.csv_teams import parse_teams_csv
from values import ByeKind, EventSettings, GameResult, PlayerDetails
from values.teams import TeamFormat, TeamSettings

CSV = "Team,Board,Name,Rating\n" + "".join(
    f"Import {t},{b},Imported {t}-{b},{2000 - 10 * t - b}\n" for t in (1, 2) for b in (1, 2)
)


def _sentences(place: str) -> list[tuple[str, str]]:
    """The audit log's sentences of every team operation, done at ``place`` (the ``store_url``
    fixture's file or server database)."""
    settings = EventSettings(name="League", number_of_rounds=4, team=TeamSettings(TeamFormat.SWISS, 2))
    with operations.create(place, settings) as tf:
        for t in range(1, 4):
            tf.teams.add(
                f"Club {t}", "", [PlayerDetails(f"P{t}-{b}", rating=2400 - 10 * t - b) for b in (1, 2)]
            )
        tf.teams.add_players(3, [PlayerDetails("Reserve", rating=1500)])
        tf.teams.import_list(parse_teams_csv(CSV, "clubs.csv"))
        tf.teams.undo_import()
        tf.teams.add("Mistake")
        tf.teams.remove(4)
        tf.rounds.pair_next()
        rosters = {t.number: [p.id for p in t.roster] for t in tf.teams.all()}
        match = next(m for m in tf.teams.matches(1) if m.black is not None)
        tf.teams.set_lineup(1, match.white, rosters[match.white][:2])
        tf.teams.set_lineup(1, match.white, rosters[match.white][:2])
        tf.teams.clear_lineup(1, match.white)
        tf.teams.forfeit_match(1, match.match, [match.black])
        tf.teams.request_bye(2, 1, ByeKind.HALF)
        tf.teams.withdraw(2, 3)
        tf.teams.reinstate(2)
        tf.teams.add("Late", "", [PlayerDetails("L1"), PlayerDetails("L2")], from_round=3)
        tf.results.set(1, 1, GameResult.DRAW)  # an individual operation still reads as before
        names = {p.id: p.name for t in tf.teams.all() for p in t.roster}
        pairs = [(e.operation, summary(e, names)) for e in tf.audit_log()]
    return pairs


def test_every_team_operation_reads_as_a_sentence(store_url: str) -> None:
    said = _sentences(store_url)
    team = [(op, text) for op, text in said if op in TEAM_OPERATIONS]
    assert {op for op, _ in team} == set(TEAM_OPERATIONS)
    texts = [text for _op, text in team]
    assert "Team Club 1 registered as no. 1 with 2 players" in texts
    assert "1 player added to the roster of Club 3" in texts
    assert "2 teams imported from clubs.csv" in texts
    assert "Team import undone: 2 teams removed" in texts
    assert "Team Mistake removed" in texts
    assert "Round 1 paired: 1 match, bye for team " in " ".join(texts)
    match_lines = [t for t in texts if t.startswith("Line-up of ")]
    assert len(match_lines) == 3
    assert match_lines[0].endswith("for round 1 entered") and match_lines[1].endswith("for round 1 changed")
    assert match_lines[2].endswith("for round 1 taken back")
    assert any(t.startswith("Round 1, match 1: every game forfeited by Club ") for t in texts)
    assert "Club 1 asks for a half-point bye in round 2" in texts
    assert "Club 2 withdrawn from round 3" in texts
    assert "Club 2 reinstated" in texts
    assert "Team Late registered as no. 4 with 2 players, from round 3" in texts
    assert not any("{" in t or "\u2192" in t for t in texts)  # no placeholder, no changed-fields fallback


@pytest.mark.sqlite_only("scan")
def test_every_team_operation_has_its_name_in_the_log() -> None:
    for op in TEAM_OPERATIONS:
        assert op in OPERATIONS
        assert operation_name(op) == TEAM_OPERATIONS[op]
