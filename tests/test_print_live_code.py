"""The pairing sheet prints the live pages' address with its QR code when asked (``arbiter print
pairings --live-address URL``; issue 31), and not otherwise."""

from __future__ import annotations

import subprocess
from pathlib import Path

from cli import printing
from tests.publish_support import hostile_event

ADDRESS = "http://192.168.1.20:8080/"


def _text(pdf: Path) -> str:
    return subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True).stdout


def test_the_pairing_sheet_prints_the_address_only_when_asked(tmp_path: Path) -> None:
    event = hostile_event(tmp_path)
    with_code, without = tmp_path / "with.pdf", tmp_path / "without.pdf"
    assert printing.run(["pairings", str(event), "-o", str(with_code), "--live-address", ADDRESS]) == 0
    assert printing.run(["pairings", str(event), "-o", str(without)]) == 0
    printed = _text(with_code)
    assert f"on your phone (the venue's Wi-Fi): {ADDRESS}" in printed
    assert ADDRESS not in _text(without)
    assert printed.count("Pairings, round 3") == 1  # the same sheet, the code above the boards
    assert with_code.stat().st_size > without.stat().st_size  # the code is drawn (vector modules)
