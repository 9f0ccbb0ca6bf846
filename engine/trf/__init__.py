"""The FIDE Tournament Report File: reading (TRF16, TRF26, engine extensions) and writing.

>>> line = "001 {:>4}      {:<33}{:>37}{:>15}"
>>> text = line.format(1, "Alpha", "1.0", "2 w 1") + "\\n" + line.format(2, "Beta", "0.0", "1 b 0")
>>> [(p.number, p.name, p.rounds[0].result.value) for p in read_trf(text).players]
[(1, 'Alpha', '1'), (2, 'Beta', '0')]
"""

from engine.trf.reader import parse_trf, read_trf, read_trf_file
from engine.trf.writer import TrfVersion, write_trf, write_trf_file

__all__ = ["TrfVersion", "parse_trf", "read_trf", "read_trf_file", "write_trf", "write_trf_file"]
