"""A document printed for every section of an event in one PDF (issue 30 item 1): ``arbiter print KIND
FILE --all-sections`` puts each section's pages one after the other, headed with the section's name;
a section with nothing to print is left out and said; the desk's papers too."""

from __future__ import annotations

import io
import shutil
import subprocess
from contextlib import redirect_stdout
from pathlib import Path

import pytest

from cli import printing
from tests.test_sections import _two_sections


def _pages(pdf: Path) -> list[str]:
    pdftotext = shutil.which("pdftotext")
    assert pdftotext is not None, "poppler-utils (scripts/setup.sh installs it)"
    text = subprocess.run(
        [pdftotext, "-layout", str(pdf), "-"], capture_output=True, text=True, check=True
    ).stdout
    return [page for page in text.split("\f") if page.strip()]


@pytest.fixture(scope="module")
def fest(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Two sections paired (round 1) and a third, "Juniors", with no player yet."""
    path = tmp_path_factory.mktemp("print") / "fest.arbiter"
    with _two_sections(str(path)) as tf:
        tf.sections.add("Juniors")
    return path


def _print(*args: str) -> tuple[int, str]:
    out = io.StringIO()
    with redirect_stdout(out):
        code = printing.run(list(args))
    return code, out.getvalue()


def test_pairings_of_every_section_in_one_pdf_each_headed(fest: Path, tmp_path: Path) -> None:
    pdf = tmp_path / "pairings.pdf"
    code, said = _print("pairings", str(fest), "--all-sections", "-o", str(pdf))
    assert code == 0
    first, second = _pages(pdf)
    assert "Alpha1, Ann" in first and "Beta" not in first and "Test Open · " not in first
    assert "Test Open · Open B" in second and "Beta1, Ben" in second and "Alpha" not in second
    assert "Juniors" in said and "left out" in said and "2 page(s)" in said


def test_standings_of_every_section_and_a_desk_paper_too(fest: Path, tmp_path: Path) -> None:
    pdf = tmp_path / "standings.pdf"
    code, said = _print("standings", str(fest), "--all-sections", "-o", str(pdf))
    assert code == 0 and "left out: Juniors" in said
    first, second = _pages(pdf)
    assert "Alpha1, Ann" in first and "Test Open · Open B" in second and "Beta1, Ben" in second
    cards = tmp_path / "cards.pdf"
    assert _print("table-cards", str(fest), "--all-sections", "--round", "1", "-o", str(cards))[0] == 0
    text = "\n".join(_pages(cards))
    assert "Alpha1, Ann" in text and "Beta1, Ben" in text


def test_nothing_to_print_in_any_section_is_refused_and_writes_nothing(
    fest: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pdf = tmp_path / "round9.pdf"
    assert _print("pairings", str(fest), "--all-sections", "--round", "9", "-o", str(pdf))[0] == 1
    assert "arbiter print:" in capsys.readouterr().err and not pdf.exists()
    with pytest.raises(SystemExit):
        printing.run(["pairings", str(fest), "--all-sections", "--section", "Open B", "-o", str(pdf)])
