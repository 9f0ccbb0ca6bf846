"""The files of a team event (issue 29 item 5): the web folder's team pages (the matches of each round,
the team standings, the team crosstable, the board results, linked from the home page) and the team
exports (``team-standings.csv``, ``matches.csv``, the JSON document's ``teams`` against its schema),
each checked against the teams area's own values (``tf.teams``); the league is made in a file and on the
tests' PostgreSQL server (``module_store_url``, issue 30 item 4), and each is read from its own store."""

from __future__ import annotations

import csv
import io
import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import html5lib
import jsonschema
import pytest

import operations
from cli.exports import run as export_run
from outputs.exports.csv_export import ENCODING, Table, table_text, tables_of
from outputs.exports.json_export import event_document, schema_text
from outputs.snapshot import EventSnapshot, take_snapshot
from outputs.text import OWN_RESULT, points, points_text
from outputs.web import write_site
from tests.team_papers_support import make_team_event


@pytest.fixture(scope="module")
def event(module_store_url: str) -> str:
    """Seven teams, rounds 1-3 played: in a file, then on the tests' server."""
    return str(make_team_event(module_store_url, teams=7, played=3))


@pytest.fixture(scope="module")
def snap(event: str) -> EventSnapshot:
    with operations.open_file(event, read_only=True) as tf:
        return take_snapshot(tf, "en")


@pytest.fixture(scope="module")
def site(snap: EventSnapshot, tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("site") / "www"
    write_site(snap, folder)
    return folder


def _tree(page: Path) -> ET.Element:
    parser = html5lib.HTMLParser(strict=True, namespaceHTMLElements=False)
    return parser.parse(page.read_bytes(), transport_encoding="utf-8")  # type: ignore[no-any-return]


def _rows(page: Path) -> list[list[str]]:
    """Every table row of a page as the text of its cells."""
    return [[" ".join("".join(c.itertext()).split()) for c in tr] for tr in _tree(page).iter("tr")]


TEAM_PAGES = ("team-standings.html", "team-crosstable.html", "board-results.html")


def test_the_team_pages_are_written_valid_and_linked_from_home(site: Path, snap: EventSnapshot) -> None:
    written = {p.name for p in site.glob("*.html")}
    rounds = {f"team-round-{r}.html" for r in (1, 2, 3)}
    assert set(TEAM_PAGES) | rounds <= written
    home = {a.get("href") for a in _tree(site / "index.html").iter("a")}
    assert set(TEAM_PAGES) | rounds <= home
    for name in (*TEAM_PAGES, *rounds):
        ET.fromstring((site / name).read_text(encoding="utf-8").split("\n", 1)[1])  # well-formed XML too
        for a in _tree(site / name).iter("a"):
            assert (site / str(a.get("href")).partition("#")[0]).is_file()


def test_an_individual_event_has_no_team_pages(store_url: str, tmp_path: Path) -> None:
    from tests.test_db_support import new_file

    with new_file(store_url, players=4) as tf:
        individual = take_snapshot(tf)
    assert individual.teams is None
    write_site(individual, tmp_path / "www")
    assert not [p for p in (tmp_path / "www").iterdir() if p.name.startswith(("team-", "board-"))]
    assert Table.TEAM_STANDINGS not in tables_of(individual)


def test_a_round_page_gives_each_match_its_score_and_both_line_ups(site: Path, snap: EventSnapshot) -> None:
    teams = snap.teams
    assert teams is not None
    rows = _rows(site / "team-round-2.html")
    text = " ".join((site / "team-round-2.html").read_text(encoding="utf-8").split())
    for m in teams.matches(2):
        if m.black is None:
            assert f"{teams.team(m.white).name} (" in text and "pairing-allocated bye" in text
            continue
        for board in range(1, teams.settings.boards + 1):
            left, right = teams.on_board(m, board)
            code = teams.board_result(m, board)
            assert left is not None and right is not None and code is not None
            result = f"{OWN_RESULT[code]} – {OWN_RESULT[code.mirror]}"
            assert [str(board), left.name, str(left.rating), result, right.name, str(right.rating)] in [
                [r[0], *r[2:]] for r in rows
            ]
        assert f"{points_text(m.white_points)} – {points_text(m.black_points)}" in text


def test_team_standings_and_crosstable_pages_are_the_teams_areas(site: Path, event: str) -> None:
    with operations.open_file(event, read_only=True) as tf:
        codes, standings = tf.teams.standings(3)
    rows = _rows(site / "team-standings.html")
    assert rows[0] == ["Rk", "No", "Team", "MP", *codes]  # GP is a tie-break: one column
    assert [r[:4] for r in rows[1:]] == [
        [str(s.rank), str(s.number), s.name, points_text(s.match_points)] for s in standings
    ]
    cross = _rows(site / "team-crosstable.html")
    assert [r[1] for r in cross[1:]] == [s.name for s in standings]
    assert all(re.fullmatch(r"(\d+[wb] \S+|PAB)", c) for r in cross[1:] for c in r[2:5])


def test_board_results_page_lists_every_board_score(site: Path, snap: EventSnapshot) -> None:
    teams = snap.teams
    assert teams is not None
    rows = _rows(site / "board-results.html")
    for b in teams.board_scores:
        assert any(r[1] == b.name and r[4] == str(b.games) and r[5] == points_text(b.points) for r in rows), b


def _csv(text: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text)))


def test_team_standings_csv_is_the_standings_after_the_last_complete_round(
    snap: EventSnapshot, event: str
) -> None:
    with operations.open_file(event, read_only=True) as tf:
        codes, standings = tf.teams.standings(3)
    rows = _csv(table_text(snap, Table.TEAM_STANDINGS))
    assert rows[0] == ["Rank", "No", "Team", "Match points", "Game points", *codes]
    assert rows[1:] == [
        [
            str(s.rank),
            str(s.number),
            s.name,
            points(s.match_points),
            points(s.game_points),
            *("" if v is None else points(v) for v in s.tiebreaks),
        ]
        for s in standings
    ]


def test_matches_csv_has_every_match_of_every_round(snap: EventSnapshot) -> None:
    teams = snap.teams
    assert teams is not None
    rows = _csv(table_text(snap, Table.MATCHES))
    body = rows[1:]
    assert len(body) == sum(len(teams.matches(r)) for r in (1, 2, 3))
    forfeited = teams.matches(2)[1]
    line = next(r for r in body if r[:2] == ["2", str(forfeited.match)])
    assert line[2] == str(forfeited.white) and line[4] == str(forfeited.black)
    assert line[6:] == [points(forfeited.white_points), points(forfeited.black_points), "yes"]
    bye = next(r for r in body if r[4] == "")
    assert bye[6:8] == ["", ""]  # the standings count a bye's points, not this table


def test_the_json_teams_part_is_valid_and_the_teams_areas(snap: EventSnapshot) -> None:
    teams = snap.teams
    assert teams is not None
    document = json.loads(json.dumps(event_document(snap), ensure_ascii=False))
    validator = jsonschema.Draft202012Validator(json.loads(schema_text()))
    assert sorted(validator.iter_errors(document), key=str) == []
    part = document["teams"]
    assert part["boards"] == 4 and part["colour_sequence"] == "WBWB"
    assert [t["name"] for t in part["teams"]] == [t.name for t in teams.teams]
    assert [t["roster"] for t in part["teams"]] == [[int(p.number) for p in t.roster] for t in teams.teams]
    assert len(part["matches"]) == sum(len(teams.matches(r)) for r in (1, 2, 3))
    first = part["matches"][0]
    m = teams.matches(1)[0]
    lineup = [int(teams.players[p].number) for p in m.white_lineup]
    assert first["white_lineup"] == lineup and first["white_points"] == float(m.white_points)
    table = teams.table(3)
    assert [r["team"] for r in part["standings"]["rows"]] == [s.number for s in table.rows]
    assert len(part["board_results"]) == len(teams.board_scores)
    document["teams"]["matches"][0]["white"] = "Club 01"
    assert list(validator.iter_errors(document))  # the schema says what a match is


def test_arbiter_export_csv_writes_the_team_tables(event: str, tmp_path: Path) -> None:
    out, err = io.StringIO(), io.StringIO()
    assert export_run(["export", "csv", event, "-o", str(tmp_path / "csv")], out, err) == 0, err.getvalue()
    written = {p.name for p in (tmp_path / "csv").iterdir()}
    assert {"team-standings.csv", "matches.csv", "players.csv"} <= written
    text = (tmp_path / "csv" / "matches.csv").read_text(encoding=ENCODING)
    assert text.startswith("Round,Match,Team No,Team")
