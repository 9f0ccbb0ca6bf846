"""The paper of a team event (issue 29 item 5): team pairings, match sheets, team standings, team
crosstable and board results, printed through ``render`` and ``arbiter print`` and read back as text
(``pdftotext``); what each prints is checked against the teams area's own values (``tf.teams``), the
games typed in ``tests.team_papers_support``.

The event: 7 teams (so a pairing-allocated bye every round) of 5 players on 4 boards, rounds 1-3 played
(in round 2 the second match forfeited by its second team), round 4 paired with one line-up given."""

from __future__ import annotations

import io
import re
import shutil
import subprocess
from pathlib import Path

import pytest

import operations
from cli import printing
from engine.model import Colour
from outputs.documents import DocumentKind, NothingToPrintError, render
from outputs.documents.api import TEAM_KINDS, documents_of
from outputs.documents.endevent import EventExtras, extras_from_file
from outputs.documents.text import points_text, side_text
from outputs.team_snapshot import TeamSnapshot
from tests.team_papers_support import make_team_event, team_name


def pdf_text(data: bytes, tmp_path: Path) -> str:
    if shutil.which("pdftotext") is None:
        pytest.fail("pdftotext (poppler-utils) is needed by the print tests: scripts/setup.sh installs it")
    pdf = tmp_path / "doc.pdf"
    pdf.write_bytes(data)
    return subprocess.run(
        ["pdftotext", "-layout", str(pdf), "-"], capture_output=True, check=True
    ).stdout.decode()


@pytest.fixture(scope="module")
def event(module_store_url: str) -> str:
    """The league in a file, then on the tests' server: the documents print what each store reads."""
    path = make_team_event(module_store_url, teams=7, played=3)
    with operations.open_file(path) as tf:
        tf.rounds.pair_next()
        first = tf.teams.matches(4)[0]
        roster = next(t for t in tf.teams.all() if t.number == first.white).roster
        tf.teams.set_lineup(4, first.white, [p.id for p in roster[:4]])
    return path


@pytest.fixture(scope="module")
def read(event: Path | str) -> tuple[EventExtras, object]:
    with operations.open_file(event, read_only=True) as tf:
        return extras_from_file(tf), tf.tournament()


def team_snapshot(read: tuple[EventExtras, object]) -> TeamSnapshot:
    extras, _ = read
    assert extras.teams is not None
    return extras.teams


def make(
    kind: DocumentKind, read: tuple[EventExtras, object], tmp_path: Path, **kw: object
) -> tuple[int, str]:
    extras, tournament = read
    buffer = io.BytesIO()
    pages = render(kind, tournament, buffer, extras=extras, **kw)  # type: ignore[arg-type]
    return pages, pdf_text(buffer.getvalue(), tmp_path)


@pytest.mark.sqlite_only("no_store")
def test_team_documents_are_offered_for_a_team_event_only() -> None:
    assert set(documents_of(True)) >= TEAM_KINDS
    assert not TEAM_KINDS & set(documents_of(False))
    assert DocumentKind.PAIRINGS in documents_of(True)  # its games print as an individual event's


def test_team_pairings_list_every_match_with_match_points_before_the_round(read, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    snap = team_snapshot(read)
    _, text = make(DocumentKind.TEAM_PAIRINGS, read, tmp_path, round_number=3)
    assert "Team pairings, round 3" in text
    before = snap.table(2)
    for m in snap.matches(3):
        white = snap.team(m.white)
        line = before.of(m.white)
        assert line is not None
        if m.black is None:
            assert re.search(
                rf"{white.name}\s+{points_text(line.match_points)}\s+pairing-allocated bye", text
            )
            continue
        black = snap.team(m.black)
        other = before.of(m.black)
        assert other is not None
        score = rf"{points_text(m.white_points)}\s*-\s*{points_text(m.black_points)}"
        expected = (
            rf"{m.match}\s+{m.white}\s+{white.name}\s+{points_text(line.match_points)}\s+{score}\s+"
            rf"{points_text(other.match_points)}\s+{black.name}\s+{m.black}"
        )
        assert re.search(expected, text), expected
    assert "w b w b" in text  # the colours of the first team's boards (alternating, record 352 absent)


def test_match_sheets_print_both_line_ups_with_colours_results_and_signature_lines(
    read, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    snap = team_snapshot(read)
    pages, text = make(DocumentKind.MATCH_SHEETS, read, tmp_path, round_number=3)
    played = [m for m in snap.matches(3) if m.black is not None]
    assert pages == 1 and text.count("Captain of the first team") == len(played)
    assert len(re.findall(r"Captain of the second team\s+Arbiter", text)) == len(played)
    for m in played:
        assert f"Match {m.match}: {snap.team(m.white).name} (No {m.white})" in text
        score = rf"{points_text(m.white_points)}\s*-\s*{points_text(m.black_points)}"
        total = rf"Match result \(game points\): {score}"
        assert re.search(total, text), total
        for board in range(1, 5):
            left, right = snap.on_board(m, board)
            assert left is not None and right is not None
            result = snap.board_result(m, board)
            assert result is not None
            mine = "w" if snap.board_colour(board, Colour.WHITE) is Colour.WHITE else "b"
            theirs = "b" if mine == "w" else "w"
            shown = rf"{re.escape(side_text(result))}\s*-\s*{re.escape(side_text(result.mirror))}"
            parts = (
                str(board),
                mine,
                left.name,
                str(left.rating),
                shown,
                right.name,
                str(right.rating),
                theirs,
            )
            pattern = r"\n\s*" + r"\s+".join(parts) + r"\n"
            assert re.search(pattern, text), pattern


def test_a_match_sheet_before_the_line_ups_leaves_the_names_to_write(read, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    snap = team_snapshot(read)
    _, text = make(DocumentKind.MATCH_SHEETS, read, tmp_path)  # round 4, the last paired
    first = snap.matches(4)[0]
    left, right = snap.on_board(first, 1)
    assert left is not None and right is None  # only the first team's line-up is given
    assert "Match sheets, round 4" in text and left.name in text
    assert "Match result (game points): ____ : ____" in text
    second = snap.matches(4)[1]
    assert all(p is None for p in snap.on_board(second, 1))
    assert f"Match {second.match}: {snap.team(second.white).name}" in text


def test_team_standings_print_match_points_game_points_and_tie_breaks(read, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    snap = team_snapshot(read)
    _, text = make(DocumentKind.TEAM_STANDINGS, read, tmp_path)
    assert "Team standings after round 3" in text  # round 4 is being played
    table = snap.table(3)
    assert table.codes == ("GP", "EMGSB")
    header = re.search(r"Rk\s+No\s+Team\s+MP\s+GP\s+EMGSB", text)
    assert header is not None  # GP is a tie-break: not printed twice
    for s in table.rows:
        tb = points_text(s.tiebreaks[1]) if s.tiebreaks[1] is not None else ""
        parts = (
            str(s.rank),
            str(s.number),
            s.name,
            points_text(s.match_points),
            points_text(s.game_points),
            tb,
        )
        line = r"\s+".join(parts)
        assert re.search(line, text), line
    assert "Ranked by match points" in text


def test_team_crosstable_gives_each_rounds_opponent_colour_and_game_points(read, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    snap = team_snapshot(read)
    _, text = make(DocumentKind.TEAM_CROSSTABLE, read, tmp_path, round_number=3)
    flat = re.sub(r"\s+", "", text)
    table = snap.table(3)
    line_of = {s.number: i for i, s in enumerate(table.rows, start=1)}
    for i, s in enumerate(table.rows, start=1):
        cells = []
        for r in range(1, 4):
            m = snap.match_of(r, s.number)
            assert m is not None
            if m.black is None:
                cells.append("PAB")
                continue
            own, _ = snap.points_of(m, s.number)
            other = m.black if s.number == m.white else m.white
            colour = "w" if s.number == m.white else "b"
            cells.append(f"{line_of[other]}{colour} {points_text(own)}")
        row = f"{i}{s.name}" + "".join(cells)  # the cells of a line in order (spaces aside)
        assert row.replace(" ", "") in flat, row


def test_board_results_give_each_players_games_points_and_performance(read, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    snap = team_snapshot(read)
    _, text = make(DocumentKind.BOARD_RESULTS, read, tmp_path)
    for board in range(1, 5):
        assert f"Board {board}" in text
    names = {t.number: t.name for t in snap.teams}
    for b in snap.board_scores:
        share = str(round(100 * b.points / b.games)) if b.games else ""
        parts = [b.name, r"\d+", names[b.team], str(b.games), points_text(b.points), share]
        line = r"\s+".join(x for x in (*parts, str(b.performance or "")) if x) + r"\n"
        assert re.search(line, text), line
    forfeited = [b for b in snap.board_scores if b.games == 0]
    assert forfeited  # round 2's forfeited match: games not played are not games


@pytest.mark.sqlite_only("no_store")
def test_an_individual_event_is_told_the_team_documents_are_not_for_it(tmp_path: Path) -> None:
    from tests.test_reports_documents import twelve

    for kind in TEAM_KINDS:
        with pytest.raises(NothingToPrintError, match="this document is for a team event"):
            render(kind, twelve(), io.BytesIO())


def test_a_round_not_paired_is_refused_in_one_sentence(read) -> None:  # type: ignore[no-untyped-def]
    extras, tournament = read
    with pytest.raises(
        NothingToPrintError, match=r"round 9 has not been paired yet \(the last paired round is 4\)"
    ):
        render(DocumentKind.MATCH_SHEETS, tournament, io.BytesIO(), extras=extras, round_number=9)  # type: ignore[arg-type]


@pytest.mark.parametrize("paper", ["A4", "LETTER"])
def test_eight_boards_and_long_team_names_fit_a4_and_letter(
    store_url: str, tmp_path: Path, paper: str
) -> None:
    """Ten boards, 70-character team names: the match sheets one match a page, each whole (both
    line-ups, the score and the signatures on the same page); the names whole in the sheet's heading."""
    path = make_team_event(store_url, teams=4, boards=10, rounds=3, played=1, long_names=True, forfeit=False)
    out = tmp_path / "sheets.pdf"
    assert printing.run(["match-sheets", str(path), "-o", str(out), "--page-size", paper]) == 0
    text = pdf_text(out.read_bytes(), tmp_path)
    pages = text.split("\f")
    sheets = [p for p in pages if "Match result" in p]
    assert len(sheets) == 2 and all(
        "Captain of the first team" in p and re.search(r"\n\s*10\s+[wb]\s+Player", p) for p in sheets
    )
    flat = re.sub(r"\s+", " ", text)
    for t in range(1, 5):
        assert team_name(t, True) in flat
    for kind in ("team-pairings", "team-standings", "team-crosstable", "board-results"):
        assert printing.run([kind, str(path), "-o", str(tmp_path / f"{kind}.pdf"), "--page-size", paper]) == 0
    for kind in ("team-standings", "team-crosstable"):  # the team's own name, not the TRF's 32 characters
        shown = re.sub(r"\s+", " ", pdf_text((tmp_path / f"{kind}.pdf").read_bytes(), tmp_path))
        assert all(team_name(t, True) in shown for t in range(1, 5)), kind


def test_the_window_previews_the_match_sheets_of_a_team_event(
    qtbot,  # type: ignore[no-untyped-def]
    window,
    prompts,
    event: Path | str,
    tmp_path: Path,
) -> None:
    """File > Print preview: the chooser offers the team documents of a team event (proposing the last
    paired round for the match sheets) and shows their pages."""
    from arbiter_gui.printing import DocumentDialog
    from operations.copy_event import copy_event
    from tests.test_gui_printing import pdf_pages, print_by_cli
    from tests.test_gui_support import wait_until_idle

    target = tmp_path / "league.arbiter"
    copy_event(event, target)  # the window opens files: the league made on the server is brought home
    print_by_cli("match-sheets", target, tmp_path / "cli.pdf")
    assert window.files.open_path(target)
    wait_until_idle(window, qtbot)
    offered: list[object] = []

    def choose(d: DocumentDialog) -> None:
        offered.extend(d.kind.itemData(i) for i in range(d.kind.count()))
        d.kind.setCurrentIndex(d.kind.findData(DocumentKind.MATCH_SHEETS))
        assert d.round.value() == 4

    prompts.dialogs.append(choose)
    window.commands.print_preview.trigger()
    qtbot.waitUntil(lambda: window.printing.preview is not None, timeout=60_000)
    assert set(offered) >= TEAM_KINDS
    preview = window.printing.preview
    qtbot.waitUntil(lambda: preview.page_count() == pdf_pages(tmp_path / "cli.pdf"), timeout=20_000)
    assert "Match sheets" in preview.windowTitle()
    assert prompts.errors == [] and prompts.bugs == []


def test_a_team_trf_is_told_to_print_from_the_tournament_file(event: Path | str, tmp_path: Path) -> None:
    with operations.open_file(event, read_only=True) as tf:
        trf = tmp_path / "league.trf"
        trf.write_text(tf.files.export_trf(), encoding="utf-8")
    err = io.StringIO()
    from contextlib import redirect_stderr

    with redirect_stderr(err):
        assert printing.run(["team-standings", str(trf), "-o", str(tmp_path / "x.pdf")]) == 1
    assert "printed from a tournament file (.arbiter), not a TRF" in err.getvalue()
    assert not (tmp_path / "x.pdf").exists()
