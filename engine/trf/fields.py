"""Reading and writing the small fixed-width values of TRF records (numbers, points, codes)."""

from __future__ import annotations

import re
from fractions import Fraction

from engine.errors import InvalidTournamentError, TrfError
from engine.i18n import QT_TRANSLATE_NOOP, translate

_DECIMAL = re.compile(r"-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)")
_DIGITS = re.compile(r"[0-9]+")


def field_name(what: str, **fields: object) -> str:
    """The name of a TRF field in the arbiter's language: ``what`` is an English template marked with
    ``QT_TRANSLATE_NOOP("TrfField", ...)`` (translated only when an error names it, not for every field
    read), its ``{fields}`` filled after translation."""
    return translate("TrfField", what).format(**fields)


def parse_int(text: str, what: str, **fields: object) -> int:
    """A non-negative integer written with digits only (blanks around it allowed); ``what`` names the
    field (see :func:`field_name`)."""
    value = text.strip()
    if not _DIGITS.fullmatch(value):
        raise TrfError(
            translate("TrfError", "{field} must be a number, found {found}").format(
                field=field_name(what, **fields), found=repr(text.strip())
            )
        )
    return int(value)


def parse_optional_int(text: str, what: str, **fields: object) -> int | None:
    """Like :func:`parse_int`, ``None`` when the field is blank."""
    if not text.strip():
        return None
    return parse_int(text, what, **fields)


def parse_points(
    text: str, what: str = QT_TRANSLATE_NOOP("TrfField", "points"), **fields: object
) -> Fraction:
    """A score written as in TRF columns 81-84 (``11.5``; ``.5`` and ``3`` also accepted).

    >>> parse_points(" 5.5")
    Fraction(11, 2)
    """
    value = text.strip()
    if not _DECIMAL.fullmatch(value):
        raise TrfError(
            translate("TrfError", "{field} must be a number like 11.5, found {found}").format(
                field=field_name(what, **fields), found=repr(value)
            )
        )
    return Fraction(value)


def format_points(value: Fraction) -> str:
    """``Fraction(11, 2)`` -> ``'5.5'``: one decimal, two if the value needs them (3/4 -> 0.75).

    >>> format_points(Fraction(3)), format_points(Fraction(1, 4))
    ('3.0', '0.25')
    """
    numerator, denominator = value.numerator, value.denominator
    for decimals in (1, 2, 3):
        power = 10**decimals
        if power % denominator == 0:  # value * 10**decimals is whole (in integers: no Fraction made)
            scaled = numerator * (power // denominator)
            sign = "-" if scaled < 0 else ""
            digits = str(abs(scaled)).rjust(decimals + 1, "0")
            return f"{sign}{digits[:-decimals]}.{digits[-decimals:]}"
    raise InvalidTournamentError(
        translate("TrfError", "points {points} cannot be written as a decimal number in a TRF").format(
            points=value
        )
    )
