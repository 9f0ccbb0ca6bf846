"""The pairing file of the reference engines (bbpPairings / JaVaFo ``-p OUTPUT``).

First line: the number of lines that follow (boards plus the bye line); then one line per board,
``white black`` by pairing number, board order; a pairing-allocated bye as ``N 0``.
"""

from __future__ import annotations

from engine.errors import TrfError
from engine.i18n import translate
from engine.model import Board, Pairing, PairingNumber
from engine.trf.lines import decode, numbered_lines


def format_pairs(pairing: Pairing) -> str:
    """The pairing file text of ``pairing`` (the PAB line last).

    >>> from engine.model import PairingNumber as N
    >>> print(format_pairs(Pairing(3, (Board(N(4), N(1)), Board(N(2), N(5))), N(3))), end="")
    3
    4 1
    2 5
    3 0
    """
    lines = [f"{b.white} {b.black}" for b in pairing.boards]
    if pairing.bye is not None:
        lines.append(f"{pairing.bye} 0")
    return "".join(f"{line}\n" for line in [str(len(lines)), *lines])


def read_pairs(data: str | bytes, round_number: int) -> Pairing:
    """Read a pairing file (e.g. a ``.expected`` file of the conformance cases) as the pairing of
    ``round_number``. Raises :class:`TrfError` with the line number when it is not one.

    >>> read_pairs("2\\n1 2\\n3 0\\n", 1)
    Pairing(round=1, boards=(Board(white=1, black=2),), bye=3)
    """
    lines = [(n, line.strip()) for n, line in numbered_lines(decode(data)) if line.strip()]
    if not lines:
        raise TrfError(translate("TrfError", "empty pairing file"))
    count_line, count_text = lines[0]
    if not count_text.isascii() or not count_text.isdigit():
        raise TrfError(
            translate("TrfError", "the first line must be the number of pairs"), count_line, count_text
        )
    if int(count_text) != len(lines) - 1:
        raise TrfError(
            translate("TrfError", "the first line says {count} pairs, {lines} follow").format(
                count=count_text, lines=len(lines) - 1
            ),
            count_line,
            count_text,
        )
    boards: list[Board] = []
    bye: PairingNumber | None = None
    seen: set[int] = set()
    for number, text in lines[1:]:
        words = text.split()
        if len(words) != 2 or not all(w.isascii() and w.isdigit() for w in words):
            raise TrfError(translate("TrfError", "expected two pairing numbers 'white black'"), number, text)
        white, black = int(words[0]), int(words[1])
        if white == 0 or white in seen or (black in seen and black != 0) or white == black:
            raise TrfError(translate("TrfError", "a player is missing or paired twice"), number, text)
        seen.update((white, black))
        if black == 0:
            if bye is not None:
                raise TrfError(translate("TrfError", "a second pairing-allocated bye"), number, text)
            bye = PairingNumber(white)
        else:
            boards.append(Board(PairingNumber(white), PairingNumber(black)))
    return Pairing(round_number, tuple(boards), bye)
