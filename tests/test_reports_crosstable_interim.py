"""An interim crosstable, printed while a round is being played (the chart the arbiter posts on the wall).

Places, points and tie-breaks are those after the last finished round (C.07 ranks finished rounds);
the rounds after it show the results entered so far, and a game still being played shows its
opponent and colour without a result. Read back with ``pdftotext -layout`` (one table row per line).
"""

from __future__ import annotations

import dataclasses
import io
import re
from fractions import Fraction
from pathlib import Path

import pytest

import operations
from cli.printing import run
from engine.model import Colour, PairingNumber, ResultCode, RoundEntry, Tournament
from outputs.documents import DocumentKind, NothingToPrintError, render
from tests.conftest import PLAYERS_IN
from tests.test_reports_documents import NAMES, ROUNDS, line_with, make, pdf_text, twelve
from values import GameResult, PlayerDetails


def _cell(opponent_line: int, colour: str, result: str = "") -> str:
    """A round cell as a regular expression standing alone in the row: ``12w1``, ``5b`` (pending)."""
    return rf"(?<!\S){opponent_line}{colour}{re.escape(result)}(?!\S)"


def test_arbiter_file_with_round_one_under_way_prints_in_starting_order(
    tmp_path: Path, store_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """Printed from a file and from the tests' server."""
    path = store_url
    with operations.create(path, operations.EventSettings(name="Club Open", number_of_rounds=5)) as tf:
        for name, rating in PLAYERS_IN:
            tf.players.add(PlayerDetails(name, rating))
        r1 = tf.rounds.pair_next()
        tf.results.set(1, 1, GameResult.WHITE_WINS)
        tf.results.set(1, 2, GameResult.DRAW)
        number = {p.id: int(p.number) for p in tf.players.all()}
        boards = [(number[b.white], number[b.black]) for b in r1.boards]

    out = tmp_path / "crosstable.pdf"
    assert run(["crosstable", str(path), "-o", str(out)]) == 0
    assert "crosstable, 1 page(s)" in capsys.readouterr().out
    text = pdf_text(out.read_bytes(), tmp_path)
    assert "Crosstable: round 1 results pending" in text
    assert "Interim chart in starting order" in text
    rows = {n: line_with(text, name) for n, (name, _) in enumerate(PLAYERS_IN, start=1)}
    assert sorted(rows, key=lambda n: text.index(rows[n])) == [1, 2, 3, 4, 5, 6]  # starting order
    for n, row in rows.items():
        assert re.match(rf"\s*{n}\s", row), row  # the line number opponents are named by
    (w1, b1), (w2, b2), (w3, b3) = boards
    assert re.search(_cell(b1, "w", "1"), rows[w1]) and re.search(_cell(w1, "b", "0"), rows[b1])
    assert re.search(_cell(b2, "w", "½"), rows[w2]) and re.search(_cell(w2, "b", "½"), rows[b2])
    assert re.search(_cell(b3, "w"), rows[w3]) and re.search(_cell(w3, "b"), rows[b3])  # pending
    header = line_with(text, "Name")
    assert "Pts" not in header and "BH" not in header  # nothing to rank yet


@pytest.mark.sqlite_only("no_store")
def test_a_round_under_way_after_finished_ones(tmp_path: Path) -> None:
    """Rounds 1-4 finished, round 5 paired, board 1 (1-3) already won by White."""
    t = twelve(5)
    players = list(t.players)
    for n, entry in (
        (1, RoundEntry(PairingNumber(3), Colour.WHITE, ResultCode.WIN)),
        (3, RoundEntry(PairingNumber(1), Colour.BLACK, ResultCode.LOSS)),
    ):
        p = players[n - 1]
        players[n - 1] = dataclasses.replace(p, rounds=(*p.rounds[:4], entry))
    t = dataclasses.replace(t, players=tuple(players))

    _, text = make(DocumentKind.CROSSTABLE, t, tmp_path)
    assert "Crosstable after round 4; round 5 results pending" in text
    assert "places, points and tie-breaks after round 4" in text
    line_with(text, "Rk", "Name", "1", "2", "3", "4", "5", "Pts", "BH-C1", "BH", "SB")
    rows = {n: line_with(text, NAMES[n - 1]) for n in range(1, 13)}
    order = sorted(rows, key=lambda n: text.index(rows[n]))
    line = {n: order.index(n) + 1 for n in order}
    after_four = {n: t.player(PairingNumber(n)).score(t.point_system, 4) for n in rows}
    assert [after_four[n] for n in order] == sorted(after_four.values(), reverse=True)
    assert re.search(_cell(line[3], "w", "1"), rows[1]) and re.search(_cell(line[1], "b", "0"), rows[3])
    for w, b, _ in ROUNDS[4][0][1:]:  # still being played
        assert re.search(_cell(line[b], "w"), rows[w]), rows[w]
        assert re.search(_cell(line[w], "b"), rows[b]), rows[b]
    # Player 1 has 3½ after round 4: the win of round 5 is shown but not yet counted.
    assert after_four[1] == Fraction(7, 2) and re.search(r"\s3½\s", rows[1])
    assert not re.search(r"\s4½\s", rows[1])


@pytest.mark.sqlite_only("no_store")
def test_round_asked_for_and_finished_chart_keep_their_heading(tmp_path: Path) -> None:
    t = twelve(5)
    _, same = make(DocumentKind.CROSSTABLE, t, tmp_path, round_number=5)
    assert "Crosstable after round 4; round 5 results pending" in same
    _, earlier = make(DocumentKind.CROSSTABLE, t, tmp_path, round_number=3)
    assert "Crosstable after round 3" in earlier and "pending" not in earlier
    header = line_with(earlier, "Rk", "Name")
    assert re.search(r"\s3\s+Pts\s", header) and not re.search(r"\s4\s", header)


@pytest.mark.sqlite_only("no_store")
def test_several_rounds_pending_and_nothing_paired(tmp_path: Path) -> None:
    t = twelve(5)
    unfinished: Tournament = dataclasses.replace(
        t,
        players=tuple(
            dataclasses.replace(
                p,
                rounds=(
                    *p.rounds[:3],
                    dataclasses.replace(p.rounds[3], result=ResultCode.PENDING),
                    p.rounds[4],
                ),
            )
            if p.rounds[3].opponent is not None
            else p
            for p in t.players
        ),
    )
    _, text = make(DocumentKind.CROSSTABLE, unfinished, tmp_path)
    assert "Crosstable after round 3; rounds 4-5 results pending" in text
    empty = Tournament(name="Empty", players=twelve(0).players)
    with pytest.raises(NothingToPrintError, match="no round has been paired yet"):
        render(DocumentKind.CROSSTABLE, empty, io.BytesIO())
