"""Round trip on the reference engines' files: read -> write (TRF16 and TRF26) -> read gives an equal model.

The 001 lines our writer produces are also compared with the lines bbpPairings and JaVaFo wrote:
they must be the same characters (trailing blanks aside), an oracle independent of our code.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.model import Tournament
from engine.trf import read_trf, write_trf
from engine.trf.lines import decode, numbered_lines

SAMPLE = Path(__file__).parent / "data" / "conformance_sample"
SAMPLE_FILES = sorted(SAMPLE.rglob("*.trf"))


def player_lines(text: str) -> list[str]:
    return [line.rstrip() for _, line in numbered_lines(text) if line.startswith("001")]


def as_we_write(line: str) -> str:
    """A reference engine's 001 line with the two things our writer writes otherwise, both allowed by the
    reader: JaVaFo writes a woman's sex (column 10) as ``f`` where TRF16 and TRF26 know only ``m`` / ``w``,
    and an unrated player's rating (columns 49-52) as ``0`` where we leave it blank."""
    if line[9:10] == "f":
        line = line[:9] + "w" + line[10:]
    if line[48:52] == "   0":
        line = line[:48] + "    " + line[52:]
    return line


def check_round_trip(data: bytes) -> Tournament:
    original = read_trf(data)
    for version in ("TRF16", "TRF26"):
        text = write_trf(original, version)  # type: ignore[arg-type]
        again = read_trf(text)
        assert again == original, version
        assert player_lines(text) == [as_we_write(line) for line in player_lines(decode(data))], version
    return original


def test_sample_is_there() -> None:
    assert len(SAMPLE_FILES) >= 40


@pytest.mark.parametrize("path", SAMPLE_FILES, ids=lambda p: str(p.relative_to(SAMPLE)))
def test_round_trip_sample(path: Path) -> None:
    t = check_round_trip(path.read_bytes())
    assert t.players


def test_round_trip_every_conformance_file(conformance_dir: Path) -> None:
    """All ~1,990 tournaments and cases of shared/conformance (about 15 s)."""
    files = sorted(conformance_dir.rglob("*.trf"))
    assert len(files) > 1900
    failures: list[str] = []
    for path in files:
        try:
            check_round_trip(path.read_bytes())
        except AssertionError as error:
            failures.append(f"{path.relative_to(conformance_dir)}: {error}")
    assert failures == []
