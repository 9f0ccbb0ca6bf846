"""Long texts (issue 25, item 8): printing costs what a short text costs, whatever the length of the
event's name (cutting one character at a time made a 20,000-character name never finish), and the
event's texts are cut to a sensible length at entry and at import, with a warning saying what was cut.

Speed is asserted by counting what is measured (calls of ``scripts.width`` and the characters given
to it), never by the clock.
"""

from __future__ import annotations

import math
import re
import sys
import unicodedata
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import operations
from cli import printing as print_cli
from operations import text_fields
from operations.text_fields import EVENT_TEXT_LIMITS, PLAYER_TEXT_LIMITS
from outputs.documents import scripts
from outputs.documents.api import DocumentKind, documents_of
from outputs.documents.fonts import register_fonts
from tests.test_db_cli import cli, ok
from tests.test_db_support import new_file, pairer

_WORDS = ("Open International Chess Festival of the Twin Cities " * 400)[:19_990].rstrip()
LONG_NAME = _WORDS + " 2026" + "!" * (20_000 - len(_WORDS) - 5)


@pytest.fixture
def measured(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """The length of every text ``scripts.width`` measures from now on."""
    lengths: list[int] = []
    real = scripts.width

    def counting(text: str, font: str, size: float) -> float:
        lengths.append(len(text))
        return real(text, font, size)

    monkeypatch.setattr(scripts, "width", counting)
    yield lengths


def reference_clip(text: str, font: str, size: float, room: float) -> str:
    """What ``clip`` must return: the longest start of ``text`` that fits with its …, found the
    obvious way (one character at a time)."""
    if scripts.width(text, font, size) <= room:
        return text
    while text and scripts.width(text + "…", font, size) > room:
        text = text[:-1]
    return text + "…"


@pytest.mark.sqlite_only("no_store")
def test_clip_cuts_where_cutting_one_character_at_a_time_does() -> None:
    fonts = register_fonts()
    samples = [
        "",
        "Li",
        "Müller-Lüdenscheidt, Hans-Jürgen Karl-Theodor",
        "W" * 70,
        "i" * 130,
        "Ivanchuk, Vassily " * 9,
        "中国象棋协会 " * 12,
        "כהן, אברהם " * 10,
        "محمد عبد الله " * 10,
        "Mixed 中文 and עברית and ascii " * 5,
    ]
    for text in samples:
        for room in (0.0, 5.0, 30.0, 99.5, 160.0, 400.0):
            for font in (fonts.regular, fonts.bold):
                assert scripts.clip(text, font, 9, room) == reference_clip(text, font, 9, room), (text, room)


@pytest.mark.sqlite_only("no_store")
@pytest.mark.parametrize("length", [2_000, 20_000, 50_000_000])
def test_clip_measures_a_few_short_texts_whatever_the_length(measured: list[int], length: int) -> None:
    fonts = register_fonts()
    text = (LONG_NAME * (length // len(LONG_NAME) + 1))[:length]
    clipped = scripts.clip(text, fonts.bold, 12, 400.0)
    fit = len(clipped) - 1
    assert clipped.endswith("…") and 40 < fit < 100
    assert len(measured) <= 2 * math.log2(fit) + 4, measured
    assert sum(measured) <= 8 * fit * math.log2(fit), measured  # never the whole text


@pytest.fixture(scope="module")
def long_trf(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A TRF of an event with a 20,000-character name and one round played (printed as it is: a TRF
    given to ``arbiter print`` is not imported, so nothing cuts the name; a TRF has no prize list)."""
    folder = tmp_path_factory.mktemp("long")
    with new_file(folder, players=8) as tf:
        info = tf.rounds.pair_next(pairer=pairer)
        for b in info.boards:
            tf.results.set(1, b.board, operations.GameResult.DRAW)
        tf.rounds.pair_next(pairer=pairer)
        text = tf.files.export_trf()
    path = folder / "long.trf"
    path.write_text(re.sub(r"(?m)^012 .*$", "012 " + LONG_NAME, text), encoding="utf-8")
    return path


@pytest.mark.sqlite_only("no_store")
@pytest.mark.parametrize(
    "kind", [k.value for k in documents_of(False) if k not in (DocumentKind.SCHEDULE, DocumentKind.PRIZES)]
)
def test_a_20000_character_event_name_prints_at_the_cost_of_a_short_one(
    long_trf: Path, tmp_path: Path, measured: list[int], kind: str
) -> None:
    pdf = tmp_path / f"{kind}.pdf"
    assert print_cli.run([kind, str(long_trf), "-o", str(pdf), "--round", "1"]) == 0
    assert pdf.stat().st_size < 2_000_000  # the name is not carried whole (the PDF's title is cut too)
    # The name is measured in pieces of its start: never the whole name, a few pieces per page.
    whole = [n for n in measured if n >= len(LONG_NAME)]
    assert len(whole) <= 1, whole  # at most once, to see that it does not fit
    assert sum(measured) - sum(whole) < 50 * len(LONG_NAME), (len(measured), sum(measured))


@pytest.mark.sqlite_only("window")
def test_the_window_takes_no_more_than_the_limits(qtbot: Any) -> None:
    from arbiter_gui.dialogs.new_tournament import NewTournamentDialog
    from arbiter_gui.dialogs.player import PlayerDialog

    dialog = NewTournamentDialog()
    qtbot.addWidget(dialog)
    dialog.name.setText(LONG_NAME)
    dialog.city.setText(LONG_NAME)
    assert len(dialog.name.text()) == EVENT_TEXT_LIMITS["name"]
    assert len(dialog.city.text()) == EVENT_TEXT_LIMITS["city"]
    player = PlayerDialog()
    qtbot.addWidget(player)
    player.club.setText(LONG_NAME)
    assert len(player.club.text()) == PLAYER_TEXT_LIMITS["club"]


# -- at entry and at import --------------------------------------------------------------------------


def test_the_command_line_cuts_long_event_texts_with_a_warning(store_url: str) -> None:
    path = store_url
    code, out, err = cli("new", path, "--name", LONG_NAME, "--rounds", "5", "--city", "B" * 300)
    assert code == 0
    assert f"created {path}: {LONG_NAME[:120].rstrip()}, 5 rounds" in out
    assert err.splitlines() == [
        "arbiter: warning: the tournament name had 20,000 characters: cut to the first 120 "
        f"({LONG_NAME[:40]!r}…)",
        f"arbiter: warning: the city had 300 characters: cut to the first 80 ({'B' * 40!r}…)",
    ]
    code, out, err = cli("set-event", path, "--organiser", "O" * 121)
    assert code == 0 and "the organiser had 121 characters: cut to the first 120" in err
    with operations.open_file(path) as tf:
        ev = tf.event.settings()
        assert (len(ev.name), len(ev.city), len(ev.organiser)) == (120, 80, 120)
    code, out, err = cli("add-player", path, "--name", "Long, Club", "--club", "C" * 90)
    assert code == 0 and "the club of 'Long, Club' had 90 characters: cut to the first 80" in out + err


def test_a_long_name_in_a_trf_is_cut_at_import_with_a_warning(long_trf: Path, store_url: str) -> None:
    out = ok("import-trf", long_trf, store_url)
    assert "tournament name (012) had 20,000 characters: cut to the first 120" in out
    with operations.open_file(store_url) as tf:
        assert tf.event.settings().name == LONG_NAME[:120].rstrip()


@pytest.mark.sqlite_only("slow")
@pytest.mark.slow
def test_a_50_mb_name_in_a_trf_is_cut_at_import(long_trf: Path, tmp_path: Path) -> None:
    huge = tmp_path / "huge.trf"
    name = LONG_NAME * 2500
    text = re.sub(r"(?m)^012 .*$", lambda _: "012 " + name, long_trf.read_text(encoding="utf-8"))
    huge.write_text(text, encoding="utf-8")
    assert huge.stat().st_size > 50_000_000
    out = ok("import-trf", huge, tmp_path / "t.arbiter")
    assert "tournament name (012) had 50,000,000 characters: cut to the first 120" in out
    with operations.open_file(tmp_path / "t.arbiter") as tf:
        assert len(tf.event.settings().name) <= 120


@pytest.mark.sqlite_only("no_store")
def test_control_characters_are_found_by_their_unicode_category() -> None:
    """The regular expression of ``operations.text_fields`` finds exactly Cc, Zl and Zp, in every code
    point."""
    chars = "".join(map(chr, range(sys.maxunicode + 1)))
    expected = [f"U+{ord(c):04X}" for c in chars if unicodedata.category(c) in text_fields.BAD_CATEGORIES]
    assert text_fields.bad_characters(chars) == expected
    assert text_fields.clean("a\u2028b\x07") == "a b"
