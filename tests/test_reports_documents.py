"""Printed documents: every kind renders, pages are counted, every name and result can be read back.

The PDFs are read back with ``pdftotext -layout`` (poppler-utils), which keeps each table row on
one line, so a row can be checked as a whole.
"""

from __future__ import annotations

import dataclasses
import io
import math
import re
import shutil
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest

from engine.errors import InvalidTournamentError
from engine.model import Colour, PairingNumber, Player, ResultCode, RoundEntry, Tournament
from outputs.documents import DocumentKind, NothingToPrintError, render
from outputs.documents.api import END_OF_EVENT_KINDS, documents_of
from outputs.documents.data import board_order_key, round_sheet
from outputs.documents.demo import demo_tournament
from outputs.documents.fonts import FontsNotFoundError, find_font
from tests.conftest import REPO

R = ResultCode
NAMES = (
    "Đorđević, Đorđe",
    "Müller, Jürgen",
    "Ærøskøbing, Søren",
    "Карпов, Анатолий",
    "Łódź, Łucja",
    "Nguyễn, Ngọc",
    "Şahin, Ayşe",
    "Dvořák, Tomáš",
    "Żółkiewski, Zoë",
    "García, José",
    "O'Brien, Chloé",
    "Straße, Émile",
)
# Rounds as boards (white, black, White's result) and byes {player: code}; round 5 is paired, not played.
ROUNDS: list[tuple[list[tuple[int, int, ResultCode]], dict[int, ResultCode]]] = [
    (
        [
            (1, 7, R.WIN),
            (8, 2, R.DRAW),
            (3, 9, R.LOSS),
            (10, 4, R.WIN),
            (5, 11, R.FORFEIT_WIN),
            (12, 6, R.LOSS),
        ],
        {},
    ),
    (
        [(2, 1, R.DRAW), (4, 3, R.WIN), (6, 5, R.LOSS), (7, 8, R.WIN), (9, 10, R.DRAW)],
        {12: R.HALF_BYE, 11: R.PAIRING_BYE},
    ),
    ([(1, 4, R.WIN), (5, 2, R.DRAW), (3, 6, R.WIN), (8, 9, R.LOSS), (10, 7, R.DRAW), (11, 12, R.WIN)], {}),
    (
        [
            (2, 3, R.LOSS),
            (4, 5, R.DRAW),
            (6, 1, R.LOSS),
            (7, 9, R.WIN),
            (12, 8, R.DRAW),
            (11, 10, R.FORFEIT_LOSS),
        ],
        {},
    ),
    (
        [
            (1, 3, R.PENDING),
            (5, 7, R.PENDING),
            (9, 2, R.PENDING),
            (4, 8, R.PENDING),
            (10, 6, R.PENDING),
            (12, 11, R.PENDING),
        ],
        {},
    ),
]
RESULT_TEXT = {
    R.WIN: "1 - 0",
    R.DRAW: "½ - ½",
    R.LOSS: "0 - 1",
    R.FORFEIT_WIN: "+ - -",
    R.FORFEIT_LOSS: "- - +",
}


def twelve(rounds: int = 5) -> Tournament:
    """12 players with non-ASCII names, ``rounds`` of ROUNDS recorded (forfeits, HPB, PAB, pending)."""
    entries: dict[int, list[RoundEntry]] = {n: [] for n in range(1, 13)}
    for boards, byes in ROUNDS[:rounds]:
        for w, b, res in boards:
            entries[w].append(RoundEntry(PairingNumber(b), Colour.WHITE, res))
            entries[b].append(RoundEntry(PairingNumber(w), Colour.BLACK, res.mirror))
        for p, code in byes.items():
            entries[p].append(RoundEntry(None, Colour.NONE, code))
    players = tuple(
        Player(
            PairingNumber(n),
            NAMES[n - 1],
            rating=2500 - 37 * n,
            federation=("SRB", "GER", "DEN", "RUS")[n % 4],
            rounds=tuple(entries[n]),
        )
        for n in range(1, 13)
    )
    return Tournament(
        name="Open Ærøskøbing 2026",
        city="Łódź",
        start_date="2026/05/01",
        end_date="2026/05/05",
        number_of_rounds=5,
        players=players,
        tiebreaks=("BH/C1", "BH", "SB"),
    )


def pdf_text(data: bytes, tmp_path: Path) -> str:
    if shutil.which("pdftotext") is None:
        pytest.fail("pdftotext (poppler-utils) is needed by the print tests: scripts/setup.sh installs it")
    pdf = tmp_path / "doc.pdf"
    pdf.write_bytes(data)
    out = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, check=True)
    return out.stdout.decode("utf-8")


def make(kind: DocumentKind, t: Tournament, tmp_path: Path, **kw: object) -> tuple[int, str]:
    buf = io.BytesIO()
    pages = render(kind, t, buf, **kw)  # type: ignore[arg-type]
    text = pdf_text(buf.getvalue(), tmp_path)
    assert text.count("\f") == pages  # pdftotext ends every page with a form feed
    return pages, text


def line_with(text: str, *parts: str) -> str:
    """The one line holding every part (a table row), or an assertion error naming them.

    Spaces are ignored: ``pdftotext -layout`` may drop the spaces of ``1 - 0``.
    """
    squeezed = [p.replace(" ", "") for p in parts]
    found = [ln for ln in text.splitlines() if all(p in ln.replace(" ", "") for p in squeezed)]
    assert found, f"no line holds {parts!r}"
    return found[0]


@pytest.mark.parametrize(
    "kind", [k for k in documents_of(False) if k not in END_OF_EVENT_KINDS and k is not DocumentKind.SCHEDULE]
)
def test_every_document_of_the_12_player_event_fits_and_names_everyone(
    kind: DocumentKind, tmp_path: Path
) -> None:
    t = twelve()
    round_number = 4 if kind is not DocumentKind.SLIPS else 5
    pages, text = make(kind, t, tmp_path, round_number=round_number)
    assert pages == (2 if kind is DocumentKind.SLIPS else 1)  # 6 slips at five per page
    for name in NAMES:
        assert name in text, name
    assert "Open Ærøskøbing 2026" in text and "Łódź" in text  # the header
    assert f"page 1 of {pages}" in text and "Arbiter Desk" in text  # the footer


@pytest.mark.parametrize("round_number", [1, 2, 3, 4])
def test_round_results_print_every_result_with_half_and_forfeit_signs(
    round_number: int, tmp_path: Path
) -> None:
    t = twelve()
    _, text = make(DocumentKind.RESULTS, t, tmp_path, round_number=round_number)
    boards, byes = ROUNDS[round_number - 1]
    for w, b, res in boards:
        line_with(text, NAMES[w - 1], RESULT_TEXT[res], NAMES[b - 1])
    for p, code in byes.items():
        line_with(text, NAMES[p - 1], {R.HALF_BYE: "HPB ½", R.PAIRING_BYE: "PAB 1"}[code])


def test_pairings_of_a_round_in_progress_show_boards_without_results(tmp_path: Path) -> None:
    _, text = make(DocumentKind.PAIRINGS, twelve(), tmp_path)  # default: the latest round, 5
    assert "round 5" in text
    for w, b, _ in ROUNDS[4][0]:
        row = line_with(text, NAMES[w - 1], NAMES[b - 1])
        assert not re.search(r"[01½+] - [01½+-]", row), row


def test_alphabetical_pairings_list_players_by_name_with_board_and_colour(tmp_path: Path) -> None:
    t = twelve()
    _, text = make(DocumentKind.PAIRINGS_ALPHABETICAL, t, tmp_path, round_number=2)
    lines = text.splitlines()
    order = sorted(
        range(12), key=lambda i: next(k for k, ln in enumerate(lines) if ln.lstrip().startswith(NAMES[i]))
    )
    assert [NAMES[i][:3] for i in order] == [
        "Ærø",
        "Đor",
        "Dvo",
        "Gar",
        "Łód",
        "Mül",
        "Ngu",
        "O'B",
        "Şah",
        "Str",
        "Żół",
        "Кар",
    ]
    sheet = round_sheet(t, 2)
    for board in sheet.boards:
        line_with(text, board.white.name, str(board.number), "White", board.black.name)
        line_with(text, board.black.name, str(board.number), "Black", board.white.name)
    line_with(text, NAMES[10], "PAB 1")


def test_boards_follow_the_recommended_order_of_c04_2_art_3_6(tmp_path: Path) -> None:
    # Before round 5: leaders' boards first, by the higher score, then the sum of both scores.
    t = twelve()
    sheet = round_sheet(t, 5)
    keys = [
        board_order_key(b.white_score, b.black_score, b.white.number, b.black.number) for b in sheet.boards
    ]
    assert keys == sorted(keys)
    top = [max(b.white_score, b.black_score) for b in sheet.boards]
    assert top == sorted(top, reverse=True)
    # Same top score: the higher sum first; same sums: the lower TPN of the higher-ranked player first.
    assert board_order_key(Fraction(3), Fraction(3), 5, 6) < board_order_key(Fraction(3), Fraction(2), 1, 2)
    assert board_order_key(Fraction(3), Fraction(2), 4, 9) < board_order_key(Fraction(2), Fraction(3), 7, 5)


def test_crosstable_cells_name_the_opponent_by_rank_with_colour_and_result(tmp_path: Path) -> None:
    t = twelve(4)
    _, text = make(DocumentKind.CROSSTABLE, t, tmp_path)
    rows = {n: line_with(text, NAMES[n - 1]) for n in range(1, 13)}
    rank = {n: sorted(rows.values(), key=text.index).index(rows[n]) + 1 for n in rows}
    side = {
        R.WIN: ("1", "0"),
        R.DRAW: ("½", "½"),
        R.LOSS: ("0", "1"),
        R.FORFEIT_WIN: ("+", "-"),
        R.FORFEIT_LOSS: ("-", "+"),
    }
    for boards, byes in ROUNDS[:4]:
        for w, b, res in boards:
            assert re.search(rf"(?<!\d){rank[b]}w{re.escape(side[res][0])}(?!\S)", rows[w]), (rows[w], b, res)
            assert re.search(rf"(?<!\d){rank[w]}b{re.escape(side[res][1])}(?!\S)", rows[b]), (rows[b], w, res)
        for p, code in byes.items():
            assert {R.HALF_BYE: "HPB ½", R.PAIRING_BYE: "PAB 1"}[code] in rows[p]
    for n in range(1, 13):
        points = t.player(PairingNumber(n)).score(t.point_system)
        whole = str(int(points)) if points.denominator == 1 else (f"{int(points)}½" if points >= 1 else "½")
        assert re.search(rf"\s{whole}\s", rows[n]), (rows[n], whole)
    for heading in ("BH-C1", "BH", "SB"):
        assert heading in text


def test_standings_list_players_by_points_with_tiebreak_columns(tmp_path: Path) -> None:
    t = twelve(4)
    _, text = make(DocumentKind.STANDINGS, t, tmp_path)
    assert "Standings after round 4" in text
    line_with(text, "Rk", "Name", "Pts", "BH-C1", "BH", "SB")
    scores = [t.player(PairingNumber(n)).score(t.point_system) for n in range(1, 13)]
    order = sorted(range(1, 13), key=lambda n: text.index(NAMES[n - 1]))
    assert [scores[n - 1] for n in order] == sorted(scores, reverse=True)


def test_wall_chart_shows_running_scores(tmp_path: Path) -> None:
    t = twelve(4)
    _, text = make(DocumentKind.WALLCHART, t, tmp_path)
    # Player 5: R1 forfeit win against 11 (1), R2 win with black against 6 (2), R3 draw with white
    # against 2 (2½), R4 draw with black against 4 (3).
    row = line_with(text, NAMES[4])
    assert re.search(r"11w\+\s+1\s+6b1\s+2\s+2w½\s+2½\s+4b½\s+3\b", row), row


def test_slips_one_per_board(tmp_path: Path) -> None:
    t = twelve()
    pages, text = make(DocumentKind.SLIPS, t, tmp_path, round_number=5)
    assert pages == math.ceil(6 / 5)
    assert len(re.findall(r"Board \d+", text)) == 6
    assert text.count("Signatures") == 6


def test_nothing_to_print_is_a_clear_error(tmp_path: Path) -> None:
    empty = Tournament(name="Empty", players=twelve(0).players)
    with pytest.raises(NothingToPrintError, match="no round has been paired yet"):
        render(DocumentKind.PAIRINGS, empty, io.BytesIO())
    with pytest.raises(NothingToPrintError, match="round 7 has not been paired"):
        render(DocumentKind.RESULTS, twelve(), io.BytesIO(), round_number=7)
    pages, text = make(DocumentKind.PLAYERS, empty, tmp_path)  # the player list needs no round
    assert pages == 1 and all(n in text for n in NAMES)


def test_missing_fonts_say_where_we_looked_and_what_to_install(tmp_path: Path) -> None:
    with pytest.raises(FontsNotFoundError, match="fonts-dejavu-core") as e:
        find_font("DejaVuSans.ttf", [tmp_path])
    assert str(tmp_path) in str(e.value)


# -- a large event: 400 players -----------------------------------------------------------------------


@pytest.fixture(scope="module")
def big() -> Tournament:
    return demo_tournament(400, 11, seed=7)


@pytest.mark.parametrize(
    ("kind", "per_page_at_most"),
    [
        (DocumentKind.PAIRINGS, 45),
        (DocumentKind.PAIRINGS_ALPHABETICAL, 45),
        (DocumentKind.STANDINGS, 60),
        (DocumentKind.CROSSTABLE, 40),
        (DocumentKind.WALLCHART, 45),
        (DocumentKind.PLAYERS, 60),
    ],
)
def test_400_players_break_across_pages_with_repeated_headers(
    kind: DocumentKind, per_page_at_most: int, big: Tournament, tmp_path: Path
) -> None:
    pages, text = make(kind, big, tmp_path)
    rows = 200 if kind is DocumentKind.PAIRINGS else 400
    assert pages >= math.ceil(rows / per_page_at_most)
    assert f"page {pages} of {pages}" in text
    for page in text.split("\f")[:pages]:
        assert re.search(r"^\s*(Bd|Rk|No|Player)\s", page, re.M), "table header missing on a page"
    for p in big.players:
        assert p.name in text, p.name


def test_400_player_results_print_every_game(big: Tournament, tmp_path: Path) -> None:
    _, text = make(DocumentKind.RESULTS, big, tmp_path, round_number=11)
    for b in round_sheet(big, 11).boards:
        line_with(text, b.white.name, RESULT_TEXT[b.white_result], b.black.name)


def test_conformance_400_player_crosstable(conformance_dir: Path, tmp_path: Path) -> None:
    from engine.trf import read_trf_file

    t = read_trf_file(conformance_dir / "large" / "tournaments" / "bbp6_p400_r11_s42.trf")
    pages, text = make(DocumentKind.CROSSTABLE, t, tmp_path)
    assert pages >= 400 // 40
    for p in t.players:
        line_with(text, p.name)


def test_wall_chart_too_wide_for_the_page_goes_on_balanced_side_by_side_sheets(tmp_path: Path) -> None:
    t = demo_tournament(100, 15, played=13, seed=5)
    pages, text = make(DocumentKind.WALLCHART, t, tmp_path, page_size="A4")
    captions = re.findall(r"Players (\d+)-(\d+) · rounds (\d+)-(\d+) \(sheet (\d) of 2", text)
    assert len(captions) == pages and pages % 2 == 0
    assert {(c[2], c[3]) for c in captions} == {("1", "8"), ("9", "15")}
    # Sheets of one row of pages hold the same players, so they can be taped side by side.
    for left, right in zip(captions[::2], captions[1::2], strict=True):
        assert left[:2] == right[:2] and (left[4], right[4]) == ("1", "2")
    assert all(p.name in text for p in t.players)


@pytest.mark.parametrize(
    ("kind", "page_size", "points"),
    [
        (DocumentKind.STANDINGS, "letter", (612, 792)),
        (DocumentKind.PAIRINGS, "A3", (842, 1191)),
        (DocumentKind.CROSSTABLE, None, (842, 595)),
        (DocumentKind.WALLCHART, None, (1191, 842)),
    ],
)
def test_page_sizes_and_orientation(
    kind: DocumentKind, page_size: str | None, points: tuple[int, int], tmp_path: Path
) -> None:
    pdf = tmp_path / "doc.pdf"
    render(kind, twelve(4), pdf, page_size=page_size)
    info = subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True, check=True).stdout
    w, h = re.search(r"Page size:\s+([\d.]+) x ([\d.]+)", info).groups()  # type: ignore[union-attr]
    assert (round(float(w)), round(float(h))) == points


def test_header_carries_the_round_date_when_known(tmp_path: Path) -> None:
    t = twelve()
    dated = dataclasses.replace(t, round_dates=("26/05/01", "26/05/02"))
    _, text = make(DocumentKind.PAIRINGS, dated, tmp_path, round_number=2)
    assert "Pairings, round 2 (26/05/02)" in text


def test_reports_load_no_qt() -> None:
    code = "import sys, outputs.documents, cli.printing; print('\\n'.join(sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, check=True)
    assert [m for m in out.stdout.split() if m.startswith("PySide6")] == []


def test_board_order_counts_virtual_points_of_an_acceleration() -> None:
    # C.04.2 art. 3.6 with C.04.7 1.5: with acceleration, boards follow the pairing score.
    from engine.model import Acceleration

    t = twelve()
    plain = round_sheet(t, 5)
    boost = Acceleration(Fraction(3), 5, 5, PairingNumber(12), PairingNumber(12))
    accelerated = round_sheet(dataclasses.replace(t, accelerations=(boost,)), 5)
    assert plain.boards[0].white.number != 12
    assert accelerated.boards[0].white.number == 12  # board 12-11 moves to the top
    assert accelerated.boards[0].white_score == Fraction(1)  # printed: real points (0, ½, 0, ½), no virtual


def test_standings_default_to_the_last_round_with_every_result(tmp_path: Path) -> None:
    _, text = make(DocumentKind.STANDINGS, twelve(), tmp_path)  # round 5 is still being played
    assert "Standings after round 4" in text


def test_a_game_claimed_by_one_side_only_is_refused_with_both_names() -> None:
    t = twelve(1)
    broken = list(t.players)
    broken[6] = dataclasses.replace(broken[6], rounds=(RoundEntry(PairingNumber(3), Colour.BLACK, R.LOSS),))
    with pytest.raises(InvalidTournamentError, match=r"player 1 \(Đorđević, Đorđe\) is paired with 7"):
        round_sheet(dataclasses.replace(t, players=tuple(broken)), 1)


def test_byes_announced_for_the_next_round_do_not_make_it_the_latest(tmp_path: Path) -> None:
    t = twelve(4)
    players = list(t.players)
    players[0] = dataclasses.replace(
        players[0], rounds=(*players[0].rounds, RoundEntry(None, Colour.NONE, R.HALF_BYE))
    )
    _, text = make(DocumentKind.PAIRINGS, dataclasses.replace(t, players=tuple(players)), tmp_path)
    assert "Pairings, round 4" in text


def test_render_bytes_returns_the_pdf_and_its_page_count() -> None:
    from outputs.documents import render_bytes

    data, pages = render_bytes(DocumentKind.SLIPS, twelve(), round_number=5)
    assert data.startswith(b"%PDF-") and pages == 2
