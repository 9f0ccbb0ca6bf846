"""Reading and writing the small fixed-width values of TRF records (numbers, points, codes)."""

from __future__ import annotations

import re
from fractions import Fraction

from engine.errors import InvalidTournamentError, TrfError

_DECIMAL = re.compile(r"-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)")
_DIGITS = re.compile(r"[0-9]+")


def parse_int(text: str, what: str) -> int:
    """A non-negative integer written with digits only (blanks around it allowed)."""
    value = text.strip()
    if not _DIGITS.fullmatch(value):
        raise TrfError(f"{what} must be a number, found {text.strip()!r}")
    return int(value)


def parse_optional_int(text: str, what: str) -> int | None:
    """Like :func:`parse_int`, ``None`` when the field is blank."""
    if not text.strip():
        return None
    return parse_int(text, what)


def parse_points(text: str, what: str = "points") -> Fraction:
    """A score written as in TRF columns 81-84 (``11.5``; ``.5`` and ``3`` also accepted).

    >>> parse_points(" 5.5")
    Fraction(11, 2)
    """
    value = text.strip()
    if not _DECIMAL.fullmatch(value):
        raise TrfError(f"{what} must be a number like 11.5, found {value!r}")
    return Fraction(value)


def format_points(value: Fraction) -> str:
    """``Fraction(11, 2)`` -> ``'5.5'``: one decimal, two if the value needs them (3/4 -> 0.75).

    >>> format_points(Fraction(3)), format_points(Fraction(1, 4))
    ('3.0', '0.25')
    """
    for decimals in (1, 2, 3):
        scaled = value * 10**decimals
        if scaled.denominator == 1:
            sign = "-" if scaled < 0 else ""
            digits = str(abs(scaled.numerator)).rjust(decimals + 1, "0")
            return f"{sign}{digits[:-decimals]}.{digits[-decimals:]}"
    raise InvalidTournamentError(f"points {value} cannot be written as a decimal number in a TRF")
