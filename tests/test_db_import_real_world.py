"""Issue 26, items 1-3 and 7 through ``arbiter import-trf`` and ``arbiter info``: a file of an older
program (no XXR, ``0000 - +``, one-letter titles, a day-first start date, a ``spielfrei`` line),
the edition chosen from its start date and changed by the arbiter, the doubtful points that need
``--lenient``, the placeholder of the bye taken out or kept."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

import operations
from cli.main import run
from engine.model import PairingNumber, ResultCode, RulesEdition
from engine.norms import NormTitle, check_norm
from tests.test_db_support import nothing_at
from tests.test_trf_reader import player_line


def _old_program_file(tmp_path: Path, *, points_of_4: str = "1.0") -> Path:
    """Round 1 of five players and a ``spielfrei`` line, written as a program of 2015 writes it."""
    lines = [
        "012 Old Open",
        "042 24/09/2015",
        "052 02/10/2015",
        "112",
        player_line(1, "Alpha, A", "   3 w 1", title="g", rating="2600", points="1.0"),
        player_line(2, "Beta, B", "   4 b 0", title="wm", rating="2400", points="0.0"),
        player_line(3, "Gamma, G", "   1 b 0", rating="2300", points="0.0"),
        player_line(4, "Delta, D", "   2 w 1", rating="2200", points=points_of_4),
        player_line(5, "Eps, E", "   6 w 1", rating="2100", points="1.0"),
        player_line(6, "spielfrei", "   5 b 0", points="0.0"),
    ]
    trf = tmp_path / "old.trf"
    trf.write_text("\r\n".join(lines) + "\r\n", encoding="latin-1")
    return trf


def _cli(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = run(list(argv), out, err)
    return code, out.getvalue(), err.getvalue()


def test_an_old_programs_file_is_imported_and_the_import_says_what_it_read(
    tmp_path: Path, store_url: str
) -> None:
    code, out, err = _cli("import-trf", str(_old_program_file(tmp_path)), store_url)
    assert code == 0, err
    assert "5 players, 1 rounds" in out
    assert "edition chosen from the start date 2015/09/24: FIDE_DUTCH_2013" in out
    assert "placeholder players of the bye taken out: #6 spielfrei (--keep-dummies keeps them)" in out
    assert "1, the rounds on the player lines, are taken" in out
    with operations.open_file(store_url) as tf:
        ev = tf.event.settings()
        assert ev.rules is RulesEdition.DUTCH_2013 and ev.deputy_arbiters == ()
        assert (ev.start_date.isoformat(), ev.end_date.isoformat()) == ("2015-09-24", "2015-10-02")  # type: ignore[union-attr]
        assert [p.title for p in tf.players.all()][:2] == ["GM", "WIM"]
        t = tf.tournament()
        assert [p.name for p in t.players] == ["Alpha, A", "Beta, B", "Gamma, G", "Delta, D", "Eps, E"]
        assert t.player(PairingNumber(5)).entry(1).result is ResultCode.PAIRING_BYE  # its game vs spielfrei


def test_info_says_how_the_edition_and_the_rounds_were_decided_until_the_arbiter_changes_them(
    tmp_path: Path, store_url: str
) -> None:
    file = store_url
    assert _cli("import-trf", str(_old_program_file(tmp_path)), file)[0] == 0
    code, out, _ = _cli("info", file)
    assert code == 0
    assert "edition chosen from the start date 2015/09/24: FIDE_DUTCH_2013" in out
    assert "1 rounds: inferred from the player lines of the imported TRF" in out
    code, out, err = _cli("rules", file, "2017", "--confirm")
    assert code == 0, err
    assert "rules: FIDE_DUTCH_2013 -> FIDE_DUTCH_2017" in out
    code, out, _ = _cli("info", file)
    assert "FIDE_DUTCH_2017" in out and "chosen from the start date" not in out


def test_keep_dummies_keeps_the_placeholder_as_a_player(tmp_path: Path, store_url: str) -> None:
    file = store_url
    code, out, err = _cli("import-trf", "--keep-dummies", str(_old_program_file(tmp_path)), file)
    assert code == 0, err
    assert "#6 spielfrei stands for the bye but is kept as a player" in out
    with operations.open_file(file) as tf:
        assert [p.name for p in tf.players.all()][-1] == "spielfrei"


def test_a_doubtful_file_is_refused_with_the_way_through_and_imported_leniently(
    tmp_path: Path, store_url: str
) -> None:
    trf = str(_old_program_file(tmp_path, points_of_4="1.5"))
    code, _, err = _cli("import-trf", trf, store_url)
    assert code != 0
    assert "player 4: the points column says 1.5 but the results give 1.0" in err
    assert "--lenient imports it" in err
    assert nothing_at(store_url)
    code, out, err = _cli("import-trf", "--lenient", trf, store_url)
    assert code == 0, err
    assert "warning: line 8: player 4: the points column says 1.5" in out


@pytest.mark.sqlite_only("no_store")
def test_the_preview_lists_the_placeholders_and_the_way_through_without_writing(tmp_path: Path) -> None:
    preview = operations.preview_trf(_old_program_file(tmp_path, points_of_4="1.5"))
    assert preview.refused is not None and "points column" in preview.refused
    assert any("points column says 1.5" in w for w in preview.lenient_warnings)
    preview = operations.preview_trf(_old_program_file(tmp_path))
    assert preview.refused is None and preview.placeholders == ("#6 spielfrei",)
    assert (preview.players, preview.rounds, preview.number_of_rounds) == (5, 1, 1)
    assert preview.edition.startswith("edition chosen from the start date 2015/09/24")
    assert list(tmp_path.iterdir()) == [tmp_path / "old.trf"]


def test_a_grandmaster_written_g_counts_as_a_titled_opponent_for_norms(
    tmp_path: Path, store_url: str
) -> None:
    """Item 2: before, the title stayed ``g`` and the norm report said "titled opponents 0 of 1"."""
    operations.import_trf(_old_program_file(tmp_path), store_url)[0].close()
    with operations.open_file(store_url) as tf:
        result = check_norm(tf.tournament(), PairingNumber(3), NormTitle.IM)
    assert [o.title for o in result.opponents] == ["GM"]
    titled = next(c for c in result.checks if "titled" in c.what)
    assert titled.have.startswith("1")
