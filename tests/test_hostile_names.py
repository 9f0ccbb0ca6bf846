"""Names that look like markup, quotes, right-to-left and zero-width characters: printed as they are
written (ReportLab's paragraph markup is never interpreted), exported to TRF in their own columns,
and never the start of a forged record."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path
from typing import TypeVar

import pytest

import operations
from cli import printing as print_cli
from engine.prizes import Prize, PrizeCategory
from engine.trf import read_trf
from operations.standin import simple_pair_round
from outputs.documents.api import documents_of
from values import EventSettings, GameResult, PlayerDetails

HOSTILE = [
    "<b>Bold</b>, Markup",
    '<font size="40">X</font>, F',
    "Amp & Co, &amp; &lt;",
    'O\'Neil "Q", Quote',
    "\u202eevil, RTL",
    "Zero\u200bWidth, ZW",
    "<para>P</para>, X",
    "<br/>Break, X",
    "Plain, Pat",
]
LITERAL = ["<b>Bold</b>", '<font size="40">X</font>', "&amp; &lt;", "<para>P</para>", "<br/>Break"]
EVENT = "<b>Open</b> & <i>Co</i>"


@pytest.fixture(scope="module")
def hostile_stored(module_store_url: str) -> str:
    """The same event in a file and on the tests' server: the names read back from each store."""
    return _hostile_event(module_store_url)


_Place = TypeVar("_Place", Path, str)


def _hostile_event(path: _Place) -> _Place:
    with operations.create(path, EventSettings(name=EVENT, number_of_rounds=3)) as tf:
        for i, name in enumerate(HOSTILE):
            tf.players.add(PlayerDetails(name, 2000 - i))
        info = tf.rounds.pair_next(pairer=simple_pair_round)
        for b in info.boards:
            tf.results.set(1, b.board, GameResult.DRAW)
        tf.endevent.set_prize_categories(
            [PrizeCategory("Open", prizes=(Prize(10000), Prize(5000), Prize(label="Cup")))]
        )
    return path


def _pdf_text(pdf: Path) -> str:
    pdftotext = shutil.which("pdftotext")
    assert pdftotext is not None, "poppler-utils (scripts/setup.sh installs it)"
    return subprocess.run(
        [pdftotext, "-layout", str(pdf), "-"], capture_output=True, text=True, check=True
    ).stdout


SWISS_KINDS = [k.value for k in documents_of(False) if k.value != "schedule"]
"""Every document of a Swiss event (the schedule is a round robin's, the team documents a team event's)."""


@pytest.mark.parametrize("kind", SWISS_KINDS)
def test_markup_in_names_is_printed_as_written(hostile_stored: str, tmp_path: Path, kind: str) -> None:
    pdf = tmp_path / f"{kind}.pdf"
    assert print_cli.run([kind, hostile_stored, "-o", str(pdf), "--round", "1"]) == 0
    text = _pdf_text(pdf)
    assert "<b>Open</b> & <i>Co</i>" in text  # the event name in the header
    for word in ("Bold", "size=", "&amp;", "para>P"):
        # Wherever a name is printed, it is printed whole: never its markup taken away.
        for start in [i for i in range(len(text)) if text.startswith(word, i)]:
            window = text[max(0, start - 18) : start + 30]
            assert any(literal in window for literal in LITERAL), (kind, window)


@pytest.mark.parametrize("kind", ["players", "standings", "pairings-alpha"])
def test_every_hostile_name_appears_literally(hostile_stored: str, tmp_path: Path, kind: str) -> None:
    pdf = tmp_path / f"{kind}.pdf"
    assert print_cli.run([kind, hostile_stored, "-o", str(pdf)]) == 0
    text = _pdf_text(pdf)
    for literal in LITERAL:
        assert literal in text, (kind, literal)
    assert 'O\'Neil "Q", Quote' in text


def test_hostile_names_stay_in_their_trf_columns(hostile_stored: str) -> None:
    with operations.open_file(hostile_stored) as tf:
        text = tf.files.export_trf()
    lines = text.split("\n")
    assert sum(line.startswith("001") for line in lines) == len(HOSTILE)
    back = read_trf(text)
    assert [p.name for p in sorted(back.players, key=lambda p: p.number)] == HOSTILE
    assert back.name == EVENT


@pytest.mark.sqlite_only("no_store")
def test_text_set_as_a_paragraph_is_escaped(tmp_path: Path) -> None:
    """Notes and headings are ReportLab Paragraphs, which read markup: names in them must not."""
    from reportlab.platypus import SimpleDocTemplate

    from outputs.documents import common
    from outputs.documents.fonts import register_fonts

    fonts = register_fonts()
    pdf = tmp_path / "p.pdf"
    SimpleDocTemplate(str(pdf)).build(
        [
            common.heading(f"Bye: {HOSTILE[0]}", fonts),
            common.note(f"Absent: {HOSTILE[1]} {HOSTILE[2]}", fonts),
        ]
    )
    text = " ".join(_pdf_text(pdf).split())
    assert "Bye: <b>Bold</b>, Markup" in text
    assert 'Absent: <font size="40">X</font>, F Amp & Co, &amp; &lt;' in text
