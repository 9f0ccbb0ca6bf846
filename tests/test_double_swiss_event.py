"""A Double-Swiss event (C.04.5) run in the tournament file, through the operations and ``arbiter``:
a match paired by ``engine.double_swiss`` and stored as two rounds (one per game, colours reversed in
game 2), both results of a board in one operation and undone as one, byes and deletion by match,
standings by game points, the TRF exported with two cells per match and paired again identically by
``python -m engine --double-swiss``, the import of a Double-Swiss TRF, the rating report game by game.
Every test on an event in a file and on the tests' PostgreSQL server (``store_url``, issue 30 item 4)."""

from __future__ import annotations

import io
import json
import sqlite3
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import psycopg
import pytest

import operations
from db.errors import OperationRefused
from engine.cli import run as engine_run
from engine.double_swiss import generate
from engine.double_swiss.generator import GeneratorConfig
from engine.errors import ArbiterError
from engine.model import PairingSystem
from engine.trf import write_trf
from operations.server_event import ServerEvent
from tests.test_db_cli import ok, refused
from tests.test_db_support import nothing_at
from values import ByeKind, EventSettings, GameResult, PlayerDetails, PlayerId

W, B, D = GameResult.WHITE_WINS, GameResult.BLACK_WINS, GameResult.DRAW
FW, FB, FF = GameResult.WHITE_WINS_FORFEIT, GameResult.BLACK_WINS_FORFEIT, GameResult.DOUBLE_FORFEIT


def new_event(where: Path | str, players: int = 7, matches: int = 4) -> operations.TournamentFile:
    """A Double-Swiss event in the folder ``where`` (its file ``ds.arbiter``), or at ``where`` itself (a
    text: the ``store_url`` fixture's file or server database)."""
    tf = operations.create(
        where / "ds.arbiter" if isinstance(where, Path) else where,
        EventSettings(name="Double", number_of_rounds=2 * matches, system=PairingSystem.DOUBLE_SWISS),
    )
    for i in range(players):
        tf.players.add(PlayerDetails(name=f"Player {i + 1:02}, A", rating=2400 - 37 * i))
    return tf


def audit_rows(tf: operations.TournamentFile, operation: str) -> list[tuple[str | None, str | None]]:
    """The audit rows of ``operation`` as the store holds them, read by sqlite3 or psycopg itself (never
    ``sqlite3.connect`` on a server database's name: it made an empty file of that name)."""
    query = "SELECT old_value, new_value FROM audit_log WHERE operation = {} ORDER BY id"
    if isinstance(tf, ServerEvent):
        with psycopg.connect(str(tf.address)) as server:
            return [(old, new) for old, new in server.execute(query.format("%s"), (operation,))]
    con = sqlite3.connect(tf.path)
    try:
        return list(con.execute(query.format("?"), (operation,)))
    finally:
        con.close()


def test_a_match_is_stored_as_two_games_with_the_colours_reversed(store_url: str) -> None:
    with new_event(store_url) as tf:
        assert tf.event.double_swiss() and tf.event.settings().system is PairingSystem.DOUBLE_SWISS
        game1 = tf.rounds.pair_next()
        game2 = tf.rounds.get(2)
        assert tf.rounds.paired == 2 and game1.number == 1
        assert [(b.board, b.black, b.white) for b in game1.boards] == [
            (b.board, b.white, b.black) for b in game2.boards
        ]
        assert game1.pairing_bye is not None and game2.pairing_bye == game1.pairing_bye
        assert len(audit_rows(tf, "pair_match")) == 1 and not audit_rows(tf, "pair_round")


def test_the_pairing_allocated_bye_is_worth_one_and_a_half_points(store_url: str) -> None:
    """C.04.5 1.4: as if the player had won one game and drawn the other."""
    with new_event(store_url) as tf:
        info = tf.rounds.pair_next()
        for b in info.boards:
            tf.results.set_match(1, b.board, (D, D))
        row = next(r for r in tf.results.standings().rows if r.number == 7)
        assert info.pairing_bye == PlayerId(7) and row.points == Fraction(3, 2)


@pytest.mark.parametrize(
    ("games", "first", "second"),
    [
        ((W, B), 2, 0),  # 2-0: game 2's Black is game 1's White
        ((W, D), Fraction(3, 2), Fraction(1, 2)),
        ((W, W), 1, 1),
        ((D, W), Fraction(1, 2), Fraction(3, 2)),
        ((B, W), 0, 2),
        ((FW, B), 2, 0),  # one game forfeited: a match regularly played (Preface)
        ((FB, FW), 0, 2),  # both games forfeited by the first player: the match ends by forfeit
        ((FF, D), Fraction(1, 2), Fraction(1, 2)),
    ],
)
def test_match_results_give_each_player_the_points_of_the_two_games(
    store_url: str, games: tuple[GameResult, GameResult], first: Fraction, second: Fraction
) -> None:
    with new_event(store_url, players=2, matches=1) as tf:
        info = tf.rounds.pair_next()
        one, two = tf.results.set_match(1, 1, games)
        assert (one.round, two.round, one.result, two.result) == (1, 2, *games)
        points = {r.number: r.points for r in tf.results.standings().rows}
        board = info.boards[0]
        assert (points[board.white_number], points[board.black_number]) == (first, second)


def test_both_results_are_one_operation_and_undone_as_one(store_url: str) -> None:
    with new_event(store_url) as tf:
        tf.rounds.pair_next()
        tf.results.set_match(1, 2, (W, D))
        tf.results.set_match(1, 2, (None, None))  # what Edit > Undo runs
        assert [b.result for r in (1, 2) for b in tf.rounds.boards(r) if b.board == 2] == [None, None]
        rows = audit_rows(tf, "set_match_result")
        assert len(rows) == 2 and not audit_rows(tf, "set_result")
        stored = json.loads(rows[0][1] or "{}")
        assert stored["match"] == 1 and [g["result"] for g in stored["games"]] == ["1-0", "1/2-1/2"]


def test_the_next_match_waits_for_both_games_and_repeats_no_pair(store_url: str) -> None:
    with new_event(store_url, players=6) as tf:
        first = tf.rounds.pair_next()
        for b in first.boards:
            tf.results.set_match(1, b.board, (W, None))
        with pytest.raises(OperationRefused, match="game 2 of match 1 has no result yet"):
            tf.rounds.pair_next()
        for b in first.boards:
            tf.results.set_match(1, b.board, (W, D))
        second = tf.rounds.pair_next()
        assert second.number == 3 and tf.rounds.paired == 4
        met = {frozenset((b.white, b.black)) for b in first.boards}
        assert not met & {frozenset((b.white, b.black)) for b in second.boards}  # [C1]


def test_a_requested_bye_and_its_cancelling_take_the_whole_match(store_url: str) -> None:
    """C.04.5 Preface: "Byes (requested or assigned) apply only to matches, never to individual games"."""
    with new_event(store_url, players=6) as tf:
        tf.players.request_bye(2, PlayerId(3), ByeKind.HALF)
        assert [(b.round, b.kind) for b in tf.players.byes()] == [(1, ByeKind.HALF), (2, ByeKind.HALF)]
        tf.players.cancel_bye(1, PlayerId(3))
        assert tf.players.byes() == ()
        tf.players.request_bye(1, PlayerId(3), ByeKind.HALF)
        info = tf.rounds.pair_next()
        paired = {n for b in info.boards for n in (b.white, b.black)} | {info.pairing_bye}
        assert PlayerId(3) not in paired and len(info.boards) == 2
        for b in info.boards:
            tf.results.set_match(1, b.board, (D, D))
        points = {r.number: r.points for r in tf.results.standings().rows}
        assert points[3] == 1  # a half-point bye of each game: a drawn match


def test_deleting_the_last_match_deletes_both_games(store_url: str) -> None:
    with new_event(store_url) as tf:
        tf.rounds.pair_next()
        tf.results.set_match(1, 1, (W, None))
        with pytest.raises(OperationRefused, match="match 1 already has results"):
            tf.rounds.delete_last()
        tf.results.set_match(1, 1, (None, None))
        assert tf.rounds.delete_last() == 1 and tf.rounds.paired == 0
        assert len(audit_rows(tf, "delete_match")) == 1 and not audit_rows(tf, "delete_round")


def test_a_match_is_an_even_number_of_games(store_url: str) -> None:
    with pytest.raises(OperationRefused, match="7 games are not a whole number of matches"):
        operations.create(
            store_url,
            EventSettings(name="Odd", number_of_rounds=7, system=PairingSystem.DOUBLE_SWISS),
        )


def played_event(place: str, matches: int) -> operations.TournamentFile:
    """Seven players, ``matches`` matches paired and played with a mix of results, forfeits included, at
    ``place`` (the ``store_url`` fixture's file or server database)."""
    cycle = [(W, D), (B, B), (D, W), (FW, B), (W, W), (D, D)]
    tf = new_event(place, players=7, matches=4)
    for match in range(1, matches + 1):
        info = tf.rounds.pair_next()
        for b in info.boards:
            tf.results.set_match(match, b.board, cycle[(b.board + match) % len(cycle)])
    return tf


def test_the_exported_trf_has_two_cells_per_match_and_the_engine_pairs_it_identically(
    store_url: str, tmp_path: Path
) -> None:
    with played_event(store_url, 2) as tf:
        trf = tmp_path / "after2.trf"
        tf.files.export_trf_file(trf)
        text = trf.read_text(encoding="utf-8")
        assert "192 FIDE_DOUBLESWISS" in text and "142 8" in text and "162" in text
        out, err = io.StringIO(), io.StringIO()
        assert engine_run(["--double-swiss", str(trf), "-p"], out, err) == 0, err.getvalue()
        assert engine_run(["--double-swiss", str(trf), "-c"], io.StringIO(), err) == 0, err.getvalue()
        info = tf.rounds.pair_next()
        numbers = [f"{b.white_number} {b.black_number}" for b in info.boards]
        bye = [] if info.pairing_bye is None else [f"{tf.players.get(info.pairing_bye).number} 0"]
        assert out.getvalue().splitlines() == [str(len(numbers) + len(bye)), *numbers, *bye]


def test_the_rating_report_rates_each_game(store_url: str) -> None:
    with played_event(store_url, 1) as tf:
        report = tf.endevent.rating_report()
        board = tf.rounds.boards(1)[0]
        change = next(c for c in report.changes if c.number == board.white_number)
        assert [g.round for g in change.games] == [1, 2]


def test_a_double_swiss_trf_is_imported_and_its_next_match_paired_as_the_engine_pairs_it(
    store_url: str, tmp_path: Path
) -> None:
    whole = generate(GeneratorConfig(players=12, rounds=3, seed=5))
    cut = replace(whole, players=tuple(replace(p, rounds=p.rounds[:4], points=None) for p in whole.players))
    source = tmp_path / "two.trf"
    source.write_text(write_trf(cut), encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    assert engine_run(["--double-swiss", str(source), "-p"], out, err) == 0, err.getvalue()
    tf, _report = operations.import_trf(source, store_url)
    with tf:
        assert tf.event.double_swiss() and tf.rounds.paired == 4
        info = tf.rounds.pair_next()
        assert info.number == 5
        assert out.getvalue().splitlines()[1 : 1 + len(info.boards)] == [
            f"{b.white_number} {b.black_number}" for b in info.boards
        ]


def test_a_trf_whose_two_cells_are_not_one_match_is_refused(store_url: str, tmp_path: Path) -> None:
    whole = generate(GeneratorConfig(players=6, rounds=2, seed=2))
    first = whole.players[0]
    game1, game2 = first.rounds[:2]
    assert game1.opponent is not None and game1.opponent == game2.opponent
    rival = whole.player(game1.opponent)
    same = {  # game 2 played with game 1's colours: a consistent TRF, but no match
        first.number: replace(first, rounds=(game1, replace(game2, colour=game1.colour), *first.rounds[2:])),
        rival.number: replace(
            rival,
            rounds=(
                rival.rounds[0],
                replace(rival.rounds[1], colour=rival.rounds[0].colour),
                *rival.rounds[2:],
            ),
        ),
    }
    text = write_trf(replace(whole, players=tuple(same.get(p.number, p) for p in whole.players)))
    source = tmp_path / "broken.trf"
    source.write_text(text, encoding="utf-8")
    with pytest.raises(ArbiterError, match="alternating colours"):
        operations.import_trf(source, store_url, lenient=True)
    assert nothing_at(store_url)


def test_the_command_line_runs_a_double_swiss(store_url: str, tmp_path: Path) -> None:
    path = store_url
    out = ok("new", path, "--name", "Double", "--system", "double-swiss", "--rounds", "3")
    assert "a Double-Swiss of 3 matches" in out
    assert "system: FIDE_DOUBLESWISS" in ok("info", path) and "6 rounds" in ok("info", path)
    for i in range(4):
        ok("add-player", path, "--name", f"Player {i}, A", "--rating", str(2000 - 10 * i))
    paired = ok("pair", path)
    assert "Match 1, game 1 (round 1)" in paired and "Match 1, game 2 (round 2)" in paired
    assert "two games" in refused("result", path, "1", "1", "1-0")
    assert "game 1 1-0, game 2 ½-½" in ok("result", path, "1", "1", "1-0", "1/2")
    assert "--force" in refused("result", path, "1", "1", "0-1", "0-1")
    ok("result", path, "1", "1", "0-1", "0-1", "--force")
    ok("result", path, "1", "2", "1-0", "1-0")
    assert "Match 2, game 1 (round 3)" in ok("pair", path)
    assert (
        "FIDE_DOUBLESWISS"
        in ok("export-trf", path, "-o", tmp_path / "x.trf") + (tmp_path / "x.trf").read_text()
    )


def test_prints_and_the_web_folder_name_the_match_and_the_game(store_url: str, tmp_path: Path) -> None:
    from outputs.documents.common import round_title
    from outputs.documents.text import points_text
    from outputs.snapshot import take_snapshot
    from outputs.web import write_site

    with played_event(store_url, 1) as tf:
        t = tf.tournament()
        snap = take_snapshot(tf)
    assert round_title("Pairings", t, 2) == "Pairings, match 1, game 2 (round 2)"
    assert points_text(Fraction(3, 4)) == "¾"  # one game of the pairing-allocated bye (1.4)
    site = tmp_path / "site"
    write_site(snap, site, language="en")
    assert "Match 1, game 2" in (site / "round-2.html").read_text(encoding="utf-8")


def test_a_single_forfeited_game_counts_as_played_for_tie_breaks_but_not_for_rating(store_url: str) -> None:
    """C.04.5 Preface: "for the purposes of tie-breaks and standings, any forfeited (single) game shall
    be treated as played. (This rule does not apply to rating.)" WON counts games won over the board."""
    with new_event(store_url, players=2, matches=1) as tf:
        board = tf.rounds.pair_next().boards[0]
        tf.results.set_match(1, 1, (FW, B))  # the first player wins game 1 by forfeit and game 2
        won = {r.number: r.values[0] for r in tf.results.standings(tiebreaks="WON").rows}
        assert won[board.white_number] == 2
        rated = next(c for c in tf.endevent.rating_report().changes if c.number == board.white_number)
        assert [g.round for g in rated.games] == [2]
        tf.results.set_match(1, 1, (FW, FW))  # game 2: the second player wins by forfeit: no double
        won = {r.number: r.values[0] for r in tf.results.standings(tiebreaks="WON").rows}
        assert won[board.white_number] == 1 and won[board.black_number] == 1
        tf.results.set_match(1, 1, (FW, FB))  # both forfeited by the second player: a match forfeit
        won = {r.number: r.values[0] for r in tf.results.standings(tiebreaks="WON").rows}
        assert won[board.white_number] == 0


def test_the_pairing_sheet_shows_both_games_of_the_match_and_its_score(store_url: str) -> None:
    from outputs.documents.data import PrintedBoard
    from outputs.documents.pairings import match_text

    with new_event(store_url, players=2, matches=2) as tf:
        tf.rounds.pair_next()
        tf.results.set_match(1, 1, (W, None))
        t = tf.tournament()
        first = t.player(tf.rounds.boards(1)[0].white_number)
        second = t.player(tf.rounds.boards(1)[0].black_number)
        game1 = PrintedBoard(1, first, second, first.entry(1).result, Fraction(0), Fraction(0))
        assert match_text(t, game1, 1) == "1 - 0 · …"
        tf.results.set_match(1, 1, (W, D))
        t = tf.tournament()
        first, second = t.player(first.number), t.player(second.number)
        game2 = PrintedBoard(1, second, first, second.entry(2).result, Fraction(0), Fraction(0))
        assert match_text(t, game2, 2) == "1 - 0 · ½ - ½ = ½-1½"  # game 2's White had Black in game 1


def test_the_json_export_names_the_system(store_url: str) -> None:
    from outputs.exports.json_export import event_json
    from outputs.snapshot import take_snapshot

    with played_event(store_url, 1) as tf:
        event = json.loads(event_json(take_snapshot(tf)))["event"]
    assert event["rules"] == "FIDE_DOUBLESWISS" and event["number_of_rounds"] == 8
