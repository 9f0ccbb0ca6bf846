"""``arbiter print KIND FILE -o OUT.pdf``: TRF and .arbiter input, errors as exit codes, no partial files."""

from __future__ import annotations

from pathlib import Path

import pytest

from cli.printing import run
from engine.trf import write_trf_file
from tests.test_reports_documents import NAMES, pdf_text, twelve


@pytest.fixture
def trf(tmp_path: Path) -> Path:
    path = tmp_path / "open.trf"
    write_trf_file(twelve(4), path)
    return path


@pytest.mark.sqlite_only("no_store")
def test_prints_a_crosstable_from_a_trf(
    trf: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "out" / "crosstable.pdf"
    assert run(["crosstable", str(trf), "-o", str(out), "--page-size", "a3"]) == 0
    assert "1 page(s)" in capsys.readouterr().out
    text = pdf_text(out.read_bytes(), tmp_path)
    assert all(name in text for name in NAMES)
    assert "Crosstable after round 4" in text


@pytest.mark.sqlite_only("no_store")
def test_accepts_the_leading_print_word_and_a_round(trf: Path, tmp_path: Path) -> None:
    out = tmp_path / "pairings.pdf"
    assert run(["print", "pairings", str(trf), "--round", "2", "-o", str(out)]) == 0
    assert "Pairings, round 2" in pdf_text(out.read_bytes(), tmp_path)


@pytest.mark.sqlite_only("no_store")
def test_tiebreaks_option_sets_the_columns(trf: Path, tmp_path: Path) -> None:
    out = tmp_path / "standings.pdf"
    assert run(["standings", str(trf), "--tiebreaks", "SB,WIN", "-o", str(out)]) == 0
    header = next(ln for ln in pdf_text(out.read_bytes(), tmp_path).splitlines() if "Name" in ln)
    assert "SB" in header and "WIN" in header and "BH" not in header


def test_prints_from_a_tournament_file(trf: Path, tmp_path: Path, store_url: str) -> None:
    """From a file and from the tests' server."""
    import operations

    arbiter = store_url
    tf, _ = operations.import_trf(trf, arbiter)
    tf.close()
    out = tmp_path / "results.pdf"
    assert run(["results", str(arbiter), "--round", "3", "-o", str(out)]) == 0
    text = pdf_text(out.read_bytes(), tmp_path)
    assert "Results, round 3" in text and all(name in text for name in NAMES)


@pytest.mark.sqlite_only("no_store")
@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["results", "--round", "9"], "round 9 has not been paired yet"),
        (["standings", "--tiebreaks", "XYZ"], "unknown tie-break"),
    ],
)
def test_errors_exit_1_with_a_message_and_write_nothing(
    args: list[str], message: str, trf: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "never.pdf"
    assert run([args[0], str(trf), *args[1:], "-o", str(out)]) == 1
    assert message in capsys.readouterr().err
    assert not out.exists()


@pytest.mark.sqlite_only("no_store")
def test_missing_file_is_exit_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["players", str(tmp_path / "nope.trf"), "-o", str(tmp_path / "x.pdf")]) == 1
    assert "no such file" in capsys.readouterr().err


@pytest.mark.sqlite_only("no_store")
def test_unknown_document_is_a_usage_error(trf: Path, tmp_path: Path) -> None:
    with pytest.raises(SystemExit) as e:
        run(["poster", str(trf), "-o", str(tmp_path / "x.pdf")])
    assert e.value.code == 2
