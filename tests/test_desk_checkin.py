"""The check-in before a round (issue 33 item 3; C.04.2 (2026) art. 4.1) and the desk's papers of a
round (item 5): presence ticked by pairing number, the absent left out by a zero-point bye or a
withdrawal (the arbiter chooses), the check-in sheet by name with a signature column, table and name
cards."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from cli import printing
from db.errors import OperationRefused
from operations.standin import simple_pair_round
from tests.test_db_support import new_file
from values import ByeKind
from values.desk import AbsentHandling


def _pdf_text(pdf: Path) -> str:
    pdftotext = shutil.which("pdftotext")
    assert pdftotext is not None, "poppler-utils (scripts/setup.sh installs it)"
    return subprocess.run(
        [pdftotext, "-layout", str(pdf), "-"], capture_output=True, text=True, check=True
    ).stdout


def test_players_ticked_present_and_the_absent_get_a_zero_point_bye(store_url: str) -> None:
    with new_file(store_url) as tf:
        players = tf.players.all()
        for p in players[:5]:
            assert tf.desk.check_in(p.id).present
        tf.desk.check_in(players[4].id, present=False)
        listing = tf.desk.check_in_list()
        assert listing.round == 1 and listing.present == 4
        assert [e.player.name for e in listing.entries] == sorted(p.name for p in players)
        left = tf.desk.leave_out_absent(AbsentHandling.ZERO_BYE)
        assert {p.id for p in left} == {p.id for p in players[4:]}
        assert {(b.player, b.kind) for b in tf.players.byes(1)} == {(p.id, ByeKind.ZERO) for p in players[4:]}
        info = tf.rounds.pair_next(pairer=simple_pair_round)
        paired = {pid for b in info.boards for pid in (b.white, b.black)}
        assert paired == {p.id for p in players[:4]}
        assert tf.audit_log()[-2].operation == "absent_left_out"


def test_the_absent_withdrawn_and_taken_back(store_url: str) -> None:
    with new_file(store_url) as tf:
        players = tf.players.all()
        for p in players[:6]:
            tf.desk.check_in(p.id)
        left = tf.desk.leave_out_absent(AbsentHandling.WITHDRAW)
        assert [p.withdrawn_from_round for p in left] == [1, 1]
        assert tf.desk.check_in_list().absent == ()
        tf.desk.take_back_absent(AbsentHandling.WITHDRAW, 1, [p.id for p in left])
        assert all(not p.is_withdrawn for p in tf.players.all())


def test_refusals_say_why(store_url: str) -> None:
    with new_file(store_url) as tf:
        with pytest.raises(OperationRefused, match="nobody has checked in for round 1"):
            tf.desk.leave_out_absent(AbsentHandling.ZERO_BYE)
        with pytest.raises(OperationRefused, match="the next round to pair, not round 2"):
            tf.desk.check_in(tf.players.all()[0].id, round_number=2)
        tf.rounds.pair_next(pairer=simple_pair_round)
        assert tf.desk.check_in_list().round == 2


def test_a_player_who_checked_in_is_removed_with_his_check_in(store_url: str) -> None:
    with new_file(store_url) as tf:
        player = tf.players.all()[-1]
        tf.desk.check_in(player.id)
        tf.players.remove(player.id)
        assert all(e.player.id != player.id for e in tf.desk.check_in_list().entries)


def test_the_check_in_sheet_prints_every_name(store_url: str, tmp_path: Path) -> None:
    """Printed from the event in a file or on the tests' server (the desk's papers are printed from
    either, issue 30 item 2)."""
    path = store_url
    with new_file(store_url) as tf:
        players = tf.players.all()
        tf.desk.check_in(players[0].id)
        tf.players.request_bye(1, players[1].id, ByeKind.HALF)
        names = [p.name for p in players]
    pdf = tmp_path / "check-in.pdf"
    assert printing.run(["check-in", path, "-o", str(pdf)]) == 0
    text = _pdf_text(pdf)
    assert "Check-in for round 1" in text and "Signature" in text and "1 of 8 players checked in" in text
    lines = [line for line in text.splitlines() if any(n in line for n in names)]
    assert [next(n for n in names if n in line) for line in lines] == sorted(names)
    assert "✔" in lines[0] and "bye" in next(line for line in lines if names[1] in line)


def test_the_cards_print_every_name(store_url: str, tmp_path: Path) -> None:
    with new_file(store_url) as tf:
        tf.rounds.pair_next(pairer=simple_pair_round)
        names = [p.name for p in tf.players.all()]
    for kind, pages in (("table-cards", 2), ("name-cards", 2)):
        pdf = tmp_path / f"{kind}.pdf"
        assert printing.run([kind, store_url, "-o", str(pdf), "--round", "1"]) == 0
        text = _pdf_text(pdf)
        assert all(n in text for n in names), kind
        assert f"page 1 of {pages}" in text
    assert "Board" in _pdf_text(tmp_path / "table-cards.pdf")


@pytest.mark.sqlite_only("no_store")
def test_desk_papers_need_a_tournament_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with new_file(tmp_path) as tf:
        trf = tmp_path / "t.trf"
        trf.write_text(tf.files.export_trf(), encoding="utf-8")
    assert printing.run(["check-in", str(trf), "-o", str(tmp_path / "x.pdf")]) == 1
    assert "is printed from a tournament file (.arbiter)" in capsys.readouterr().err
    assert not (tmp_path / "x.pdf").exists()
