"""The reference engines' pairing file: every ``.expected`` file of the sample reads, and writes back."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.errors import TrfError
from engine.model import Board, Pairing, PairingNumber
from engine.trf import format_pairs, read_pairs

N = PairingNumber
EXPECTED = sorted((Path(__file__).parent / "data" / "conformance_sample").rglob("*.expected"))


@pytest.mark.parametrize("path", EXPECTED, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_expected_file_reads_and_writes_back(path: Path) -> None:
    text = path.read_text()
    pairing = read_pairs(text, int(path.stem[6:]))
    written = format_pairs(pairing).splitlines()
    original = text.splitlines()
    assert written[0] == original[0]  # the count
    assert sorted(written[1:]) == sorted(original[1:])  # the order of the lines is not significant
    assert read_pairs(format_pairs(pairing), pairing.round) == pairing


def test_pairing_read() -> None:
    assert read_pairs("3\r\n4 1\r\n2 5\r\n3 0\r\n", 7) == Pairing(
        7, (Board(N(4), N(1)), Board(N(2), N(5))), N(3)
    )
    assert read_pairs(b"0\n", 1) == Pairing(1, ())


@pytest.mark.parametrize(
    ("text", "line", "reason"),
    [
        ("", None, "empty"),
        ("two\n1 2\n", 1, "number of pairs"),
        ("2\n1 2\n", 1, "2 pairs, 1 follow"),
        ("1\n1-2\n", 2, "two pairing numbers"),
        ("2\n1 2\n2 3\n", 3, "paired twice"),
        ("2\n1 0\n2 0\n", 3, "second pairing-allocated bye"),
        ("1\n0 2\n", 2, "missing"),
        ("1\n3 3\n", 2, "paired twice"),
    ],
)
def test_bad_pairing_file(text: str, line: int | None, reason: str) -> None:
    with pytest.raises(TrfError, match=reason) as caught:
        read_pairs(text, 1)
    assert caught.value.line_number == line
