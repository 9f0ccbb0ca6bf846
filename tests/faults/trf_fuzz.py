"""Damaged and hostile TRFs made from the conformance sample, for the import fuzz test and the soak.

``mutants(seed, count)`` yields ``(kind, bytes)``: byte flips, truncation, huge numbers, duplicate
ids, lines dropped or doubled, NUL and CR inside lines, and hostile names written into a player's
name columns (markup, quotes, right-to-left and zero-width characters, control characters, line
breaks). Deterministic for a seed.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path

SAMPLE = Path(__file__).resolve().parents[1] / "data" / "conformance_sample"

HOSTILE_NAMES = (
    "<b>Bold</b>, Markup",
    '<font size="40">X</font>',
    "&amp; &lt; &#x41; &",
    'O\'Neil "Q", Quote',
    "\u202eevil, RTL override",
    "\u05e9\u05dc\u05d5\u05dd, \u05e2\u05d5\u05dc\u05dd",
    "Zero\u200bWidth\u200c\u200d, Z",
    "Ctl\x1b[31m\x07, Bell",
    "Nul\x00Byte, N",
    "Line\u2028Sep, L",
    "Form\x0cFeed, F",
    "'; DROP TABLE players; --",
    "%s%s%n{0}{__class__}",
    "\ufeffBom, B",
)


def sample_trfs() -> list[Path]:
    return sorted(SAMPLE.glob("*/tournaments/*.trf"))


def _lines(data: bytes) -> list[bytes]:
    return data.split(b"\n")


def _player_lines(lines: list[bytes]) -> list[int]:
    return [i for i, line in enumerate(lines) if line.startswith(b"001")]


def mutate(data: bytes, rng: random.Random) -> tuple[str, bytes]:
    kind = rng.choice(
        [
            "flip",
            "truncate",
            "huge",
            "duplicate-id",
            "drop-line",
            "double-line",
            "nul-cr",
            "name",
            "name",
            "garbage",
        ]
    )
    lines = _lines(data)
    players = _player_lines(lines)
    if kind == "flip":
        out = bytearray(data)
        for _ in range(rng.randint(1, 8)):
            out[rng.randrange(len(out))] = rng.randrange(256)
        return kind, bytes(out)
    if kind == "truncate":
        return kind, data[: rng.randrange(len(data))]
    if kind == "huge":
        text = data.decode("latin-1")
        numbers = list(re.finditer(r"\d+", text))
        m = rng.choice(numbers)
        big = rng.choice(["99999999999999999999", "4294967296", "-1", "0000", "9" * 400])
        return kind, (text[: m.start()] + big + text[m.end() :]).encode("latin-1")
    if kind == "duplicate-id" and len(players) >= 2:
        a, b = rng.sample(players, 2)
        lines[b] = lines[b][:4] + lines[a][4:8] + lines[b][8:]
        return kind, b"\n".join(lines)
    if kind == "drop-line":
        del lines[rng.randrange(len(lines))]
        return kind, b"\n".join(lines)
    if kind == "double-line":
        i = rng.randrange(len(lines))
        lines.insert(i, lines[i])
        return kind, b"\n".join(lines)
    if kind == "nul-cr":
        i = rng.randrange(len(lines))
        at = rng.randrange(len(lines[i]) + 1)
        lines[i] = lines[i][:at] + rng.choice([b"\x00", b"\r", b"\r\n001", b"\x1a"]) + lines[i][at:]
        return kind, b"\n".join(lines)
    if kind == "name" and players:
        i = rng.choice(players)
        name = rng.choice(HOSTILE_NAMES).encode("utf-8")
        if rng.random() < 0.8:  # usually fitted to the 33 columns, sometimes spilling over
            name = name[:33].ljust(33)
        lines[i] = lines[i][:14] + name + lines[i][47:]
        return kind, b"\n".join(lines)
    return "garbage", bytes(rng.randrange(256) for _ in range(rng.randint(0, 600)))


def mutants(seed: int, count: int) -> Iterator[tuple[str, bytes]]:
    rng = random.Random(seed)
    sources = [p.read_bytes() for p in sample_trfs()]
    for _ in range(count):
        yield mutate(rng.choice(sources), rng)
