"""Every script prints: Latin, Cyrillic, Greek, Chinese, Japanese, Korean, Arabic and Hebrew names
come out of the PDF as text (``pdftotext``), each run in a font that has it; right-to-left names are
joined and in visual order; the A3 wall chart fills its page."""

from __future__ import annotations

import io
import re
import subprocess
import unicodedata
from dataclasses import replace
from pathlib import Path

import pytest

from engine.model import Colour, PairingNumber, Player, ResultCode, RoundEntry, Sex, Tournament
from outputs.documents import DocumentKind, render, scripts
from outputs.documents import fonts as fonts_module
from outputs.documents.demo import demo_tournament
from outputs.documents.fonts import FontsNotFoundError, register_fonts
from tests.test_reports_documents import pdf_text

NAMES = (
    "Carlsen, Magnus",
    "Đorđević, Đorđe",
    "Карпов, Анатолий",
    "Παπαδόπουλος, Ελένη",
    "王芳",
    "丁立人",
    "藤井 聡太",
    "김민준",
    "محمد أحمد",
    "כהן, דוד",
    "رضایی، پوریا",
)
RTL = {"محمد أحمد", "כהן, דוד", "رضایی، پوریا"}


def world() -> Tournament:
    players = []
    for i, name in enumerate(NAMES, start=1):
        opponent = i + 1 if i % 2 else i - 1
        rounds = ()
        if opponent <= len(NAMES):
            colour = Colour.WHITE if i % 2 else Colour.BLACK
            rounds = (
                RoundEntry(PairingNumber(opponent), colour, ResultCode.WIN if i % 2 else ResultCode.LOSS),
            )
        players.append(
            Player(PairingNumber(i), name, 2500 - 10 * i, "", "FID", str(i), Sex.MALE, rounds=rounds)
        )
    return Tournament(name="World Open 世界公开赛", city="חיפה", number_of_rounds=1, players=tuple(players))


def words_of(text: str) -> str:
    """pdftotext's text with the presentation forms of Arabic undone (NFKC) and the direction marks
    it adds around right-to-left text removed."""
    return re.sub("[\u202a-\u202e\u200e\u200f]", "", unicodedata.normalize("NFKC", text))


@pytest.mark.parametrize(
    "kind", [DocumentKind.PLAYERS, DocumentKind.STANDINGS, DocumentKind.CROSSTABLE, DocumentKind.WALLCHART]
)
def test_every_name_comes_out_of_the_pdf_as_text(kind: DocumentKind, tmp_path: Path) -> None:
    buf = io.BytesIO()
    render(kind, world(), buf)
    text = words_of(pdf_text(buf.getvalue(), tmp_path))
    for name in NAMES:
        if name in RTL:  # pdftotext puts each right-to-left word back in reading order
            for word in re.split(r"[ ,،]+", name):
                assert word in text, (word, name)
        else:
            assert name in text, name
    assert "世界公开赛" in text and "חיפה" in text  # the page header


def test_the_chinese_korean_and_japanese_font_is_embedded(tmp_path: Path) -> None:
    pdf = tmp_path / "players.pdf"
    render(DocumentKind.PLAYERS, world(), pdf)
    listed = subprocess.run(["pdffonts", str(pdf)], capture_output=True, text=True, check=True).stdout
    assert "ArbiterCJK" in listed or "DroidSansFallback" in listed
    assert "DejaVu" in listed


def test_runs_split_text_by_the_font_that_has_it() -> None:
    f = register_fonts()
    assert scripts.runs("Wang 王芳 (CHN)", f.regular) == [
        ("Wang ", f.regular),
        ("王芳", f.cjk),
        (" (CHN)", f.regular),
    ]
    assert scripts.runs("Карпов", f.bold) == [("Карпов", f.bold)]
    assert scripts.width("王芳", f.regular, 10) == pytest.approx(20.0, abs=0.5)  # two full-width glyphs
    assert scripts.markup("A & 王", f.regular) == f'A &amp; <font face="{f.cjk}">王</font>'


def test_arabic_is_joined_and_right_to_left_text_is_in_visual_order() -> None:
    shown = scripts.visual("محمد")
    # the four letters in their contextual (joined) forms, drawn right to left: final dal first
    assert [unicodedata.name(c) for c in shown] == [
        "ARABIC LETTER DAL FINAL FORM",
        "ARABIC LETTER MEEM MEDIAL FORM",
        "ARABIC LETTER HAH MEDIAL FORM",
        "ARABIC LETTER MEEM INITIAL FORM",
    ]
    assert scripts.visual("כהן, דוד") == "דוד ,ןהכ"
    assert scripts.visual("Müller") == "Müller"
    f = register_fonts()
    assert all(scripts.covers(f.regular, c) for c in scripts.visual("رضایی، پوریا"))  # DejaVu has the forms


def test_clipping_counts_the_fallback_font_widths() -> None:
    f = register_fonts()
    clipped = scripts.clip("王" * 30, f.regular, 10, 60)
    assert clipped.endswith("…") and scripts.width(clipped, f.regular, 10) <= 60


def test_without_the_cjk_font_a_chinese_name_names_the_font_to_install(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(fonts_module, "_registered", replace(register_fonts(), cjk=None))
    f = fonts_module.register_fonts()
    with pytest.raises(FontsNotFoundError, match="fonts-droid-fallback"):
        scripts.runs("王芳", f.regular)
    assert scripts.runs("Карпов", f.regular) == [("Карпов", f.regular)]  # other scripts still print


def test_the_a3_wall_chart_fills_its_page(tmp_path: Path) -> None:
    pdf = tmp_path / "wall.pdf"
    render(DocumentKind.WALLCHART, demo_tournament(22, 9, seed=3), pdf)
    boxes = subprocess.run(
        ["pdftotext", "-bbox", str(pdf), "-"], capture_output=True, text=True, check=True
    ).stdout
    assert boxes.count("<page ") == 1
    height = float(re.search(r'<page width="[\d.]+" height="([\d.]+)"', boxes).group(1))  # type: ignore[union-attr]
    legend_top = float(re.search(r'yMin="([\d.]+)"[^>]*>Rd:<', boxes).group(1))  # type: ignore[union-attr]
    body_top, body_bottom = 34.0 + 42.5, height - 34.0 - 22.7  # margins, header, footer (layout.py)
    assert (legend_top - body_top) / (body_bottom - body_top) > 0.9  # was 0.75 before the rows grew
