"""The FIDE Tournament Report File: reading (TRF16, TRF26, engine extensions) and writing.

- :func:`read_trf`, :func:`read_trf_file`: strict reading, the first problem raises
  :class:`~engine.errors.TrfError` (line number, line, reason);
- :func:`parse_trf`: collect-errors reading for an import preview, ``(tournament, errors)``;
- :func:`read_trf_checked`: strict reading plus what makes a file pairable (players, a Dutch 192
  code, the number of rounds, points columns that are the scores);
- :func:`write_trf`, :func:`write_trf_file`: TRF26 (default) or TRF16 text; reading it back gives
  an equal :class:`~engine.model.Tournament`;
- :func:`format_pairs`, :func:`read_pairs`: the reference engines' pairing file (``-p OUTPUT``).

>>> line = "001 {:>4}      {:<33}{:>37}{:>15}"
>>> text = line.format(1, "Alpha", "1.0", "2 w 1") + "\\n" + line.format(2, "Beta", "0.0", "1 b 0")
>>> [(p.number, p.name, p.rounds[0].result.value) for p in read_trf(text).players]
[(1, 'Alpha', '1'), (2, 'Beta', '0')]
>>> read_trf(write_trf(read_trf(text), "TRF16")) == read_trf(text)
True
"""

from engine.trf.pairs import format_pairs, read_pairs
from engine.trf.reader import CheckedTrf, parse_trf, read_trf, read_trf_checked, read_trf_file
from engine.trf.writer import TrfVersion, write_trf, write_trf_file

__all__ = [
    "CheckedTrf",
    "TrfVersion",
    "format_pairs",
    "parse_trf",
    "read_pairs",
    "read_trf",
    "read_trf_checked",
    "read_trf_file",
    "write_trf",
    "write_trf_file",
]
