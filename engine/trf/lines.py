"""Turning the bytes of a TRF into numbered lines.

TRF16/TRF26 Remark 1 asks for a CR at the end of every line; real files use CR, LF or CRLF, and
any mix of them is accepted here. JaVaFo's manual recommends UTF-8; older tournament programs
write Latin-1, so undecodable UTF-8 falls back to Latin-1 (which decodes any byte).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

_LINE_BREAK = re.compile(r"\r\n|\r|\n")


def decode(data: str | bytes) -> str:
    """The text of a TRF: UTF-8 (with or without BOM) if it decodes, else Latin-1."""
    if isinstance(data, bytes):
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            text = data.decode("latin-1")
    else:
        text = data
    return text.removeprefix("\ufeff")


def numbered_lines(text: str) -> Iterator[tuple[int, str]]:
    """``(line number, line)`` for every line, numbered from 1, line breaks removed.

    >>> list(numbered_lines("012 A\\r\\n022 B\\r092 C\\n"))
    [(1, '012 A'), (2, '022 B'), (3, '092 C')]
    """
    parts = _LINE_BREAK.split(text)
    if parts and parts[-1] == "":
        parts.pop()
    yield from enumerate(parts, start=1)
