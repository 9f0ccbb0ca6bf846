"""The open exports (issue 19): CSV tables, the JSON document against its schema, PGN headers read
back by python-chess; names in every script and hostile ones; standings from the one policy."""

from __future__ import annotations

import csv
import io
import json
import re
from dataclasses import replace
from pathlib import Path

import chess.pgn
import jsonschema
import pytest

import operations
from formats.csv_cells import from_spreadsheet
from formats.csv_results import parse_results_csv
from operations.standin import simple_pair_round
from outputs.exports.csv_export import ENCODING, Table, table_text, write_tables
from outputs.exports.json_export import event_document, schema_text
from outputs.exports.pgn_export import event_pgn, tag_value
from outputs.snapshot import EventSnapshot, take_snapshot
from tests.publish_support import HOSTILE, hostile_event
from tests.test_db_support import event_at, new_file
from values import GameResult

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def event(tmp_path_factory: pytest.TempPathFactory, module_store_url: str) -> str:
    """The hostile event in a file, then copied onto the tests' server: every export reads the store."""
    return event_at(hostile_event(tmp_path_factory.mktemp("event")), module_store_url)


@pytest.fixture(scope="module")
def snap(event: str) -> EventSnapshot:
    with operations.open_file(event) as tf:
        return take_snapshot(tf)


def _rows(text: str) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(text, newline="")))


# --- CSV ----------------------------------------------------------------------------------------------


def test_players_csv_holds_every_name_exactly_and_defuses_formulas(snap: EventSnapshot) -> None:
    rows = _rows(table_text(snap, Table.PLAYERS))
    assert [from_spreadsheet(r["Name"]) for r in rows] == [p.name for p in snap.players]
    by_name = {from_spreadsheet(r["Name"]): r for r in rows}
    formula = by_name['=HYPERLINK("x"), Cell']
    assert formula["Name"].startswith("'=")  # a spreadsheet shows it as text, it does not run it
    assert not any(r["Name"].startswith(("=", "+", "-", "@")) for r in rows)
    assert by_name["Ünal, Ayşe"]["Rating"] == ""  # unrated
    assert by_name["Ünal, Ayşe"]["Birth date"] == "2010/01/31"
    assert by_name["Ünal, Ayşe"]["Withdrawn from round"] == "3"
    assert {r["FIDE ID"] for r in rows} >= {"1000001", "1000011"}


def test_written_csv_files_start_with_a_byte_order_mark(snap: EventSnapshot, tmp_path: Path) -> None:
    paths = write_tables(snap, tmp_path)
    assert sorted(p.name for p in paths) == ["pairings.csv", "players.csv", "results.csv", "standings.csv"]
    for p in paths:
        assert p.read_bytes().startswith(b"\xef\xbb\xbf")
        assert p.read_text(encoding=ENCODING).startswith(("No,", "Round,", "Place,"))


def test_pairings_csv_lists_every_board_and_bye_and_reads_back_as_results(snap: EventSnapshot) -> None:
    text = table_text(snap, Table.PAIRINGS)
    rows = _rows(text)
    boards = [r for r in rows if r["Board"]]
    assert len(boards) == sum(len(r.boards) for r in snap.rounds)
    byes = [(r["Round"], r["White No"], r["Result"]) for r in rows if not r["Board"]]
    assert byes == [("1", "11", "pairing-allocated bye"), ("2", "10", "half-point bye")]
    parsed = parse_results_csv(text, "pairings.csv")
    assert parsed.problems == ()
    expected = [
        (info.number, b.board, b.white_number, b.black_number, b.result)
        for info in snap.rounds
        for b in info.boards
        if b.result is not None
    ]
    assert [(r.round, r.board, r.white_number, r.black_number, r.result) for r in parsed.rows] == expected
    one = _rows(table_text(snap, Table.PAIRINGS, 2))
    assert {r["Round"] for r in one} == {"2"}
    assert [r["Result"] for r in one if r["Board"]] == ["1F-0F", "D-D", "0-1", "1/2-1/2", "1F-0F"]


def test_results_csv_has_a_row_per_player_and_round(snap: EventSnapshot) -> None:
    rows = _rows(table_text(snap, Table.RESULTS))
    assert len(rows) == len(snap.players) * len(snap.rounds)
    cell = {(r["Round"], r["No"]): r for r in rows}
    assert (cell["1", "11"]["Result code"], cell["1", "11"]["Points"]) == ("U", "1")  # the PAB
    assert (cell["2", "10"]["Result code"], cell["2", "10"]["Points"]) == ("H", "0.5")
    assert (cell["3", "11"]["Result code"], cell["3", "11"]["Points"]) == ("", "0")  # withdrawn: not paired
    forfeit = cell["2", "8"]
    assert (forfeit["Colour"], forfeit["Opponent No"], forfeit["Result code"]) == ("white", "2", "+")
    pending = next(r for r in rows if r["Round"] == "3" and r["Opponent No"] and r["Result code"] == "")
    assert (pending["Points"], pending["Score after round"]) == ("", "")


def test_standings_csv_is_the_event_policy_table(event: str, snap: EventSnapshot) -> None:
    with operations.open_file(event) as tf:
        table = tf.results.standings()
    rows = list(csv.reader(io.StringIO(table_text(snap, Table.STANDINGS), newline="")))
    assert rows[0][8:] == list(table.policy.labels) == ["BH-C1", "BH", "SB"]
    assert [int(r[2]) for r in rows[1:]] == [int(s.number) for s in table.rows]
    assert [r[0] for r in rows[1:]] == [s.place for s in table.rows]


def test_standings_follow_the_event_list_not_the_export(store_url: str) -> None:
    with new_file(store_url, players=4) as tf:
        tf.event.update(replace(tf.event.settings(), tiebreaks=("SB", "WIN")))
        tf.rounds.pair_next(pairer=simple_pair_round)
        for b in tf.rounds.boards(1):
            tf.results.set(1, b.board, GameResult.DRAW)
        snap = take_snapshot(tf)
    header = next(csv.reader(io.StringIO(table_text(snap, Table.STANDINGS))))
    assert header[8:] == ["SB", "WIN"]


# --- JSON ---------------------------------------------------------------------------------------------


def _validator() -> jsonschema.Draft202012Validator:
    schema = json.loads(schema_text())
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema, format_checker=jsonschema.FormatChecker())


def test_json_export_is_valid_against_its_schema(snap: EventSnapshot) -> None:
    document = json.loads(json.dumps(event_document(snap), ensure_ascii=False))
    errors = sorted(_validator().iter_errors(document), key=str)
    assert errors == []
    assert [p["name"] for p in document["players"]] == [p.name for p in snap.players]
    assert document["event"]["name"] == 'Open <i>"2026"</i> & Co'
    rounds = document["rounds"]
    assert [b["result"] for b in rounds[1]["boards"]][:2] == ["+/-", "D-D"]
    assert rounds[2]["boards"][-1]["result"] is None and rounds[2]["state"] == "paired"
    assert rounds[0]["byes"] == [{"player": 11, "kind": "pairing-allocated", "points": 1}]
    assert rounds[1]["byes"] == [{"player": 10, "kind": "half", "points": 0.5}]
    standings = document["standings"]
    assert standings["after_round"] == 2
    assert [t["label"] for t in standings["tiebreaks"]] == ["BH-C1", "BH", "SB"]
    assert [r["player"] for r in standings["rows"]] == [int(s.number) for s in snap.standings.rows]  # type: ignore[union-attr]


def test_json_export_before_round_one_has_no_standings_and_says_why(store_url: str) -> None:
    with new_file(store_url, players=3) as tf:
        document = event_document(take_snapshot(tf))
    assert list(_validator().iter_errors(document)) == []
    assert document["standings"] is None and document["rounds"] == []
    assert document["standings_problem"] == "no round has been paired yet"


def test_json_export_says_the_events_language(tmp_path: Path, snap: EventSnapshot) -> None:
    """Issue 17: the language of the event's documents, null when it has none; a document without the
    field (written before it was added) is still valid."""
    assert event_document(snap)["event"]["language"] is None
    with new_file(tmp_path, players=3) as tf:
        tf.event.set_language("es")
        document = event_document(take_snapshot(tf))
    assert list(_validator().iter_errors(document)) == []
    assert document["event"]["language"] == "es"
    del document["event"]["language"]
    assert list(_validator().iter_errors(document)) == []
    document["event"]["language"] = "Spanish"
    assert [e.message for e in _validator().iter_errors(document)] == [
        "'Spanish' does not match '^[a-z]{2}$'"
    ]


def test_the_schema_refuses_what_it_does_not_describe(snap: EventSnapshot) -> None:
    document = event_document(snap)
    document["players"][0]["nickname"] = "x"
    document["rounds"][0]["boards"][0]["result"] = "2-0"
    messages = " ".join(e.message for e in _validator().iter_errors(document))
    assert "nickname" in messages and "'2-0'" in messages


@pytest.mark.sqlite_only("scan")
def test_every_field_of_the_schema_is_documented() -> None:
    schema = json.loads(schema_text())
    names: set[str] = set()

    def walk(node: object) -> None:
        if isinstance(node, dict):
            names.update(node.get("properties", {}))
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(schema)
    docs = (REPO / "docs" / "exports.md").read_text(encoding="utf-8")
    documented = set(re.findall(r"`([a-z_]+)`", docs))
    assert len(names) > 40
    assert names - documented == set()


# --- PGN ----------------------------------------------------------------------------------------------


def _unescaped(value: str) -> str:
    """A tag value as PGN 8.1.1 reads it (python-chess keeps the backslash escapes)."""
    return re.sub(r"\\(.)", r"\1", value)


def test_pgn_has_the_headers_of_every_game_and_python_chess_reads_them(snap: EventSnapshot) -> None:
    text = event_pgn(snap)
    stream = io.StringIO(text)
    games = []
    while (game := chess.pgn.read_game(stream)) is not None:
        assert game.errors == []
        games.append(game.headers)
    played = [
        (info, b) for info in snap.rounds for b in info.boards if b.result is None or not b.result.is_forfeit
    ]
    assert len(games) == len(played) == 13  # 5 + 5 - 2 forfeits + 5
    people = snap.by_id
    for headers, (info, b) in zip(games, played, strict=True):
        white, black = people[b.white], people[b.black]
        assert (_unescaped(headers["White"]), _unescaped(headers["Black"])) == (white.name, black.name)
        assert (headers["Round"], headers["Board"]) == (str(info.number), str(b.board))
        assert _unescaped(headers["Event"]) == 'Open <i>"2026"</i> & Co'
        assert headers["Site"] == "Zürich, SUI"
        assert headers["Date"] == f"2026.03.0{info.number}"
        assert headers.get("WhiteElo") == (str(white.rating) if white.rating else None)
        assert headers.get("BlackFideId") == (black.fide_id or None)
    results = [h["Result"] for h in games]
    assert results[:5] == ["1-0", "1-0", "1/2-1/2", "1-0", "1-0"]
    assert results[5] == "1/2-1/2"  # D-D: started, not rated
    assert results[-1] == "*"  # being played
    assert set(results) <= {"1-0", "0-1", "1/2-1/2", "*"}


@pytest.mark.sqlite_only("no_store")
def test_pgn_tag_values_escape_quotes_backslashes_and_controls() -> None:
    assert tag_value('a "b" \\ c\x07d') == 'a \\"b\\" \\\\ c d'
    assert len(HOSTILE) == 11


def test_pgn_of_one_round(snap: EventSnapshot) -> None:
    text = event_pgn(snap, 3)
    assert text.count('[Round "3"]') == 5 and '[Round "1"]' not in text
