"""The crosstable of a team round robin (team-berger, team-double-berger): the square table arbiters
expect (C.05 style), teams down and across in standings order, each cell the game points the row team
scored against the column team (both matches of a double round robin, the first first), the diagonal
blacked out, then match points, game points and the event's tie-breaks; on paper (``arbiter print
team-crosstable``) and on the web folder's team crosstable page. The expected cells are read from the
stored matches (``tf.teams.matches``), the ranking from ``tf.teams.standings``.

The event: 6 teams of 5 players on 4 boards, a double round robin of 10 rounds, rounds 1-7 played (in
round 2 the second match forfeited by its second team), round 8 paired with one game's result."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import html5lib
import pytest

import operations
from cli import printing
from outputs.snapshot import take_snapshot
from outputs.text import points_text
from outputs.web import write_site
from tests.team_papers_support import make_team_event, team_name
from tests.test_team_papers import pdf_text
from values import GameResult
from values.teams import TeamMatchRecord, TeamStanding


@pytest.fixture(scope="module")
def event(module_store_url: str) -> str:
    """The double round robin of six teams, seven rounds played: in a file, then on the tests' server
    (``module_store_url``, issue 30 item 4)."""
    path = make_team_event(
        module_store_url,
        teams=6,
        rounds=10,
        played=7,
        long_names=True,
        system="team-double-berger",
    )
    with operations.open_file(path) as tf:
        tf.rounds.pair_next()
        rosters = {t.number: [p.id for p in t.roster] for t in tf.teams.all()}
        first = tf.teams.matches(8)[0]
        assert first.black is not None
        tf.teams.set_lineup(8, first.white, rosters[first.white][:4])
        tf.teams.set_lineup(8, first.black, rosters[first.black][:4])
        tf.results.set(8, tf.teams.matches(8)[0].games[0].board, GameResult.DRAW)
    return str(path)


def expected_cells(matches: list[TeamMatchRecord], order: list[int], team: int) -> list[str]:
    """What the row of ``team`` says against each team of ``order``: its game points in each match
    against it, the first first, ``·`` for a match without all its results; nothing against itself."""
    cells = []
    for other in order:
        scores = []
        for m in sorted(matches, key=lambda m: m.round):
            if {m.white, m.black} == {team, other} and team != other:
                own = m.white_points if team == m.white else m.black_points
                scores.append(points_text(own) if m.complete else "·")
        cells.append(" ".join(scores))
    return cells


def stored(event: str, after: int) -> tuple[list[TeamMatchRecord], tuple[TeamStanding, ...], tuple[str, ...]]:
    """The matches of rounds 1 to ``after``, the team standings after it and their tie-break codes."""
    with operations.open_file(event, read_only=True) as tf:
        matches = [m for r in range(1, after + 1) for m in tf.teams.matches(r)]
        codes, standings = tf.teams.standings(after)
    return matches, standings, codes


@pytest.mark.parametrize("paper", ["A4", "Letter"])
def test_the_printed_crosstable_is_team_against_team_in_standings_order(
    event: str, tmp_path: Path, paper: str
) -> None:
    out = tmp_path / "cross.pdf"
    args = ["team-crosstable", event, "-o", str(out), "--page-size", paper, "--round", "8"]
    assert printing.run(args) == 0
    text = pdf_text(out.read_bytes(), tmp_path)
    words = " ".join(text.split())
    assert text.count("\f") == 1  # one page
    matches, standings, codes = stored(event, 8)
    order = [s.number for s in standings]
    flat = re.sub(r"\s+", "", text)
    for s in standings:
        cells = expected_cells(matches, order, s.number)
        assert sum(len(c.split()) for c in cells) == 8  # every round: a match against another team
        row = f"{s.rank}{s.number}{team_name(s.number, True)}" + "".join(cells) + points_text(s.match_points)
        assert row.replace(" ", "") in flat, row
    assert "·" in flat  # round 8 is not complete
    assert "A team double round robin: each cell the game points the row team scored" in words
    assert "Ranked by match points, then by the tie-breaks of the event" in words
    assert re.search(r"Rk\s+No\s+Team\s+1\s+2\s+3\s+4\s+5\s+6\s+MP\s+" + r"\s+".join(codes), text)


def test_the_web_crosstable_is_team_against_team_with_the_diagonal_blacked_out(
    event: str, tmp_path: Path
) -> None:
    with operations.open_file(event, read_only=True) as tf:
        snap = take_snapshot(tf, "en")
    write_site(snap, tmp_path / "www")
    parser = html5lib.HTMLParser(strict=True, namespaceHTMLElements=False)
    tree: ET.Element = parser.parse((tmp_path / "www" / "team-crosstable.html").read_bytes())
    rows = list(tree.iter("tr"))
    after = 7  # the web folder's tables are after the last complete round
    matches, standings, codes = stored(event, after)
    order = [s.number for s in standings]
    assert [" ".join("".join(c.itertext()).split()) for c in rows[0]] == [
        "Rk", "No", "Team", "1", "2", "3", "4", "5", "6", "MP", *codes,
    ]  # fmt: skip
    for i, (tr, s) in enumerate(zip(rows[1:], standings, strict=True)):
        cells = list(tr)
        texts = [" ".join("".join(c.itertext()).split()) for c in cells]
        assert texts[:3] == [str(s.rank), str(s.number), team_name(s.number, True)]
        assert texts[3:9] == expected_cells(matches, order, s.number)
        assert [c.get("class") for c in cells[3:9]].index("cross self") == i  # the diagonal, and only it
        assert texts[9] == points_text(s.match_points)
