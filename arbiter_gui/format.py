"""How numbers read on screen: scores with ½, tie-break values, dates."""

from __future__ import annotations

from datetime import date, datetime
from fractions import Fraction


def score(value: Fraction | int | None) -> str:
    """``Fraction(5, 2)`` -> ``2½``; ``Fraction(1, 2)`` -> ``½``; other fractions as decimals.

    >>> [score(Fraction(n, 2)) for n in range(4)]
    ['0', '½', '1', '1½']
    """
    if value is None:
        return ""
    f = value if isinstance(value, Fraction) else Fraction(value)
    numerator, denominator = f.numerator, f.denominator  # in integers: 10,000 rows are shown at once
    whole = numerator // denominator
    if denominator == 1:
        return str(whole)
    if denominator == 2:
        return ("" if whole == 0 else str(whole)) + "\u00bd"
    return f"{float(f):.2f}"


def tiebreak(value: object) -> str:
    """A tie-break value as a decimal number (the same way in the whole column: 10, 10.5, 7.75).

    >>> [tiebreak(Fraction(n, 4)) for n in (40, 42, 31)]
    ['10', '10.5', '7.75']
    """
    if isinstance(value, Fraction):
        if value.denominator == 1:
            return str(value.numerator)
        return f"{float(value):.2f}".rstrip("0")
    if isinstance(value, float):
        return f"{value:.2f}"
    return "" if value is None else str(value)


def day(value: date | datetime | None) -> str:
    if value is None:
        return ""
    if isinstance(value, datetime):
        return value.strftime("%Y-%m-%d %H:%M:%S")
    return value.isoformat()
