"""Golden files named after the rule or the bug: ``tests/data/dutch/<name>.trf`` + ``.expected``.

Each TRF is a tournament before the round to pair (the next round); ``.expected`` is the pairing of
the reference engines (first line: number of lines; then ``white black``, ``N 0`` for the bye).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.dutch import pair_round
from engine.trf import read_trf_file

DATA = Path(__file__).parent / "data" / "dutch"


def _expected(path: Path) -> tuple[set[tuple[int, int]], int | None]:
    numbers = [int(x) for x in path.read_text().split()[1:]]
    pairs = {(a, b) for a, b in zip(numbers[::2], numbers[1::2], strict=True) if b}
    byes = [a for a, b in zip(numbers[::2], numbers[1::2], strict=True) if not b]
    return pairs, (byes[0] if byes else None)


@pytest.mark.parametrize("trf", sorted(DATA.glob("*.trf")), ids=lambda p: p.stem)
def test_golden_pairing(trf: Path) -> None:
    pairs, bye = _expected(trf.with_suffix(".expected"))
    got = pair_round(read_trf_file(trf))
    assert {(b.white, b.black) for b in got.boards} == pairs
    assert got.bye == bye
