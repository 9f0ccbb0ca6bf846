"""A Double-Swiss event (C.04.5) changed after its pairing, checked and shown by match: the last match
re-paired whole, a match set by hand checked by the Double-Swiss checker (naming C.04.5 articles) and
put back, ``arbiter check`` / the warnings / the explanation by match, game 2 on game 1's boards after
a TRF import, and the crosstables (print, web folder) with one column per match."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import replace
from pathlib import Path

import html5lib
import pytest

import operations
from db.errors import OperationRefused
from engine.double_swiss import generate
from engine.double_swiss.generator import GeneratorConfig
from engine.manual_pairing import Severity
from engine.trf import write_trf
from operations.ops_double_swiss import game_of, games_in, match_of, match_rounds, pairings_of, stored_rounds
from outputs.documents.data import standings
from outputs.documents.tables import match_cells
from outputs.snapshot import take_snapshot
from outputs.web import write_site
from tests.test_db_cli import cli, ok
from tests.test_double_swiss_event import audit_rows, new_event
from values import GameResult, PlayerDetails, PlayerId

W, B, D = GameResult.WHITE_WINS, GameResult.BLACK_WINS, GameResult.DRAW
XHTML = "{http://www.w3.org/1999/xhtml}"


def audit(tf: operations.TournamentFile, operation: str) -> int:
    """How many audit rows of ``operation`` the store holds, read by sqlite3 or psycopg itself."""
    return len(audit_rows(tf, operation))


def pairs(tf: operations.TournamentFile, round_number: int) -> list[tuple[int, int, int]]:
    """(board, white's number, black's number) of a stored round."""
    return [(b.board, int(b.white_number), int(b.black_number)) for b in tf.rounds.boards(round_number)]


def play(tf: operations.TournamentFile, match: int, results: tuple[GameResult, GameResult] = (W, D)) -> None:
    for b in tf.rounds.boards(match_rounds(match)[0]):
        tf.results.set_match(match, b.board, results)


@pytest.mark.sqlite_only("scan")
def test_the_match_arithmetic_has_one_owner() -> None:
    assert [match_of(r) for r in range(1, 7)] == [1, 1, 2, 2, 3, 3]
    assert [game_of(r) for r in range(1, 7)] == [1, 2, 1, 2, 1, 2]
    assert match_rounds(4) == (7, 8) and games_in(9) == 18
    from engine.model import PairingSystem

    assert stored_rounds(None, PairingSystem.DOUBLE_SWISS, 5) == 10
    assert stored_rounds(None, PairingSystem.BURSTEIN, 5) == 5
    assert (
        pairings_of(None, PairingSystem.DOUBLE_SWISS, 10) == 5
        and pairings_of(None, PairingSystem.LIM, 10) == 10
    )


def test_the_last_match_is_re_paired_whole_with_a_late_entry(store_url: str) -> None:
    with new_event(store_url, players=7) as tf:
        first = tf.rounds.pair_next()
        assert first.pairing_bye is not None  # seven players: one pairing-allocated bye
        late = tf.players.add(PlayerDetails(name="Late, Entry", rating=1500)).player.id
        again = tf.rounds.repair_last()
        assert again.number == 1 and tf.rounds.paired == 2
        game1, game2 = tf.rounds.get(1), tf.rounds.get(2)
        assert game1.pairing_bye is None and game2.pairing_bye is None  # eight players now
        assert late in {p for b in game1.boards for p in (b.white, b.black)}
        assert [(b.board, b.black, b.white) for b in game2.boards] == [
            (b.board, b.white, b.black) for b in game1.boards
        ]
        assert audit(tf, "repair_match") == 1 and audit(tf, "repair_round") == 0
        assert tf.rounds.stored_input(1) == tf.rounds.stored_input(2)
        tf.results.set_match(1, 1, (W, None))
        with pytest.raises(OperationRefused, match="match 1 already has results .* before you re-pair it"):
            tf.rounds.repair_last()


def test_a_match_set_by_hand_is_checked_by_the_double_swiss_checker_and_put_back(store_url: str) -> None:
    with new_event(store_url, players=8) as tf:
        tf.rounds.pair_next()
        met = pairs(tf, 1)[0]
        play(tf, 1)
        engine = tf.rounds.pair_next()
        assert tf.rounds.pairing_warnings(3) == [] and tf.rounds.pairing_warnings(4) == []
        old = [(b.white, b.black) for b in engine.boards]
        ids = {p.number: p.id for p in tf.players.all()}
        rest = sorted(set(ids) - {met[1], met[2]})
        rematch = [(ids[met[1]], ids[met[2]])] + [
            (ids[a], ids[b]) for a, b in zip(rest[::2], rest[1::2], strict=True)
        ]
        change = tf.rounds.set_pairing(3, rematch)
        absolute = [w for w in change.warnings if w.severity is Severity.ABSOLUTE]
        assert [w.rule for w in absolute] == ["C.04.5 2.1.1 [C1]"], change.warnings
        assert set(absolute[0].players) == {met[1], met[2]}
        assert [(b.white, b.black) for b in tf.rounds.get(3).boards] == rematch
        assert [(b.black, b.white) for b in tf.rounds.get(4).boards] == rematch  # game 2 reversed
        assert [w.rule for w in tf.rounds.pairing_warnings(4)][0] == "C.04.5 2.1.1 [C1]"
        assert audit(tf, "set_pairing") == 1
        back = tf.rounds.set_pairing(4, [(b, w) for w, b in old])  # given as game 2's boards: the undo
        assert back.warnings == () and [(b.white, b.black) for b in tf.rounds.get(3).boards] == old
        tf.results.set_match(2, 1, (None, D))
        with pytest.raises(OperationRefused, match="match 2 already has results .* before you change it"):
            tf.rounds.set_pairing(3, old)
        with pytest.raises(OperationRefused, match="only the last paired round"):
            tf.rounds.set_pairing(2, [(b.white, b.black) for b in tf.rounds.get(2).boards])


def test_the_check_the_warnings_and_the_explanation_name_the_articles_of_c045(store_url: str) -> None:
    with new_event(store_url, players=6) as tf:
        tf.rounds.pair_next()
        play(tf, 1)
        tf.rounds.pair_next()
        assert tf.rounds.check() == []
        assert "breaks no article" in str(tf.rounds.explain(3))
        boards = [(b.white, b.black) for b in tf.rounds.get(3).boards]
        swapped = [(boards[0][1], boards[0][0]), *boards[1:]]  # the colours of board 1 the other way
        change = tf.rounds.set_pairing(3, swapped)
        assert [w.severity for w in change.warnings] == [Severity.QUALITY]
        assert change.warnings[0].rule.startswith("C.04.5 4.3"), change.warnings
        found = tf.rounds.check()
        assert [d.round for d in found] == [3] and "C.04.5 4.3" in str(found[0])
        explained = str(tf.rounds.explain(4))
        assert "the Double-Swiss System" in explained and "C.04.5 4.3" in explained


def test_the_command_line_re_pairs_sets_and_checks_a_match(store_url: str) -> None:
    path = store_url
    ok("new", path, "--name", "Double", "--system", "double-swiss", "--rounds", "3")
    for i in range(6):
        ok("add-player", path, "--name", f"Player {i}, A", "--rating", str(2000 - 10 * i))
    ok("pair", path)
    repaired = ok("repair", path)
    assert "Match 1, game 1 (round 1)" in repaired and "Match 1, game 2 (round 2)" in repaired
    assert "all 1 matches are paired as the Double-Swiss System (C.04.5) pairs them" in ok("check", path)
    assert "breaks no rule checked" in ok("warnings", path, "2")
    out = ok("set-pairing", path, "1", "--board", "2-1", "--board", "3-4", "--board", "5-6")
    assert "Match 1, game 2 (round 2)" in out
    game2 = out[out.index("Match 1, game 2") :]
    assert re.search(r"\b1\s+1 Player 0, A.*\b2 Player 1, A", game2)  # game 2: #1 has White
    for line in (out, ok("warnings", path, "1")):
        assert "C.04.5" in line  # 1-2 is not what C.04.5 pairs in match 1
    code, checked, _err = cli("check", path)
    assert code == 3 and "round 1:" in checked and "C.04.5" in checked
    assert "1 of 1 matches break an article of the Double-Swiss System (C.04.5)" in checked


def test_game_2_keeps_the_board_of_game_1_after_a_trf_import(store_url: str, tmp_path: Path) -> None:
    whole = generate(GeneratorConfig(players=20, rounds=4, seed=10))  # by score, game 2 would move boards
    source = tmp_path / "three.trf"
    source.write_text(
        write_trf(replace(whole, players=tuple(replace(p, points=None) for p in whole.players)))
    )
    tf, _report = operations.import_trf(source, store_url)
    with tf:
        assert tf.rounds.paired == 8
        for match in (1, 2, 3, 4):
            game1, game2 = match_rounds(match)
            assert [(b, black, white) for b, white, black in pairs(tf, game1)] == pairs(tf, game2), match


def test_the_printed_and_the_web_crosstables_have_one_column_per_match(
    store_url: str, tmp_path: Path
) -> None:
    with new_event(store_url, players=5, matches=2) as tf:
        tf.rounds.pair_next()
        play(tf, 1, (W, D))
        info = tf.rounds.pair_next()
        tf.results.set_match(2, info.boards[0].board, (B, None))
        t = tf.tournament()
        snap = take_snapshot(tf)
        by_id = {p.id: p for p in tf.players.all()}
        board = tf.rounds.get(1).boards[0]
        white, black = by_id[board.white], by_id[board.black]
        bye1 = by_id[PlayerId(tf.rounds.get(1).pairing_bye or 0)]
    table = standings(t, None, 2)
    line = {int(s.player.number): i for i, s in enumerate(table.rows, start=1)}
    cells = match_cells(t, table, 4)
    assert all(len(row) == 2 for row in cells.values())
    # game 1 won by White, game 2 drawn: one cell, the opponent once
    assert cells[white.number][0] == f"{line[black.number]}w1 b½"
    assert cells[black.number][0] == f"{line[white.number]}b0 w½"
    assert cells[bye1.number][0] == "PAB 1½"  # the match's bye (C.04.5 1.4), both games
    folder = tmp_path / "www"
    write_site(snap, folder)
    tree = html5lib.parse(
        (folder / "crosstable.html").read_text(encoding="utf-8"), namespaceHTMLElements=True
    )
    head = [
        "".join(c.itertext()).strip()
        for c in next(tree.iter(f"{XHTML}thead")).iter(f"{XHTML}th")  # type: ignore[union-attr]
    ]
    assert [h for h in head if h.isdigit()] == ["1"]  # after match 1 (2 games): one column
    text = ET.tostring(tree, encoding="unicode", method="text")
    assert "w1 b½" in text and "Each match" in text
