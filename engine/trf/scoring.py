"""Point-system records: TRF26 ``162``, JaVaFo ``XXS`` and bbpPairings ``BBW``/``BBD``/``BBL``/``BBZ``/
``BBF``/``BBU``.

All three set values of the one :class:`~engine.model.PointSystem`. They are collected while reading
and applied at the end in this order: ``162``, then ``BB*``, then ``XXS`` (the most detailed), each
in file order, so that a file written by :mod:`engine.trf.writer` with several of them reads back
the same. A ``P`` (162) or ``BBU`` value is kept; otherwise the pairing-allocated bye follows the
win value, as TRF26 tag 162 ("P: same as W") and bbpPairings do.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from fractions import Fraction

from engine.errors import TrfError
from engine.i18n import QT_TRANSLATE_NOOP, translate
from engine.model import PointSystem, Scoring
from engine.trf.fields import format_points, parse_points

_WIN = (Scoring.WIN_WHITE, Scoring.WIN_BLACK, Scoring.FORFEIT_WIN, Scoring.FULL_BYE)
_DRAW = (Scoring.DRAW_WHITE, Scoring.DRAW_BLACK, Scoring.HALF_BYE)
_LOSS = (Scoring.LOSS_WHITE, Scoring.LOSS_BLACK)
_ABSENCE = (Scoring.ZERO_BYE, Scoring.FORFEIT_LOSS)

TAG_162 = {"W": _WIN, "D": _DRAW, "L": _LOSS, "A": _ABSENCE, "P": (Scoring.PAIRING_BYE,)}
"""TRF26 tag 162 symbols and the values they set (``X``, an unknown result, has no value of ours)."""

BBP_CODES = {
    "BBW": _WIN,
    "BBD": _DRAW,
    "BBL": _LOSS,
    "BBZ": (Scoring.ZERO_BYE,),
    "BBF": (Scoring.FORFEIT_LOSS,),
    "BBU": (Scoring.PAIRING_BYE,),
}
"""bbpPairings (TRF(xb)) point lines: ``BBW pp.p`` win, ``BBD`` draw, ``BBL`` loss, ``BBZ`` zero-point
bye, ``BBF`` forfeit loss, ``BBU`` pairing-allocated bye."""

XXS_CODES: dict[str, tuple[Scoring, ...]] = {s.value: (s,) for s in Scoring}
XXS_CODES["W"] = _WIN
XXS_CODES["D"] = _DRAW
"""JaVaFo AUM ``XXS CODE=VALUE``; ``W`` and ``D`` are the shortcuts of the manual."""

_TOKEN_162 = re.compile(r"\s*([A-Za-z])\s*(-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+))")
_TOKEN_XXS = re.compile(r"([A-Za-z]+)=(\S+)")


@dataclass
class PointsCollector:
    """Point-system settings seen so far, in the order they must be applied."""

    tag_162: list[tuple[str, Fraction]] = field(default_factory=list)
    bbp: list[tuple[str, Fraction]] = field(default_factory=list)
    xxs: list[tuple[str, Fraction]] = field(default_factory=list)
    unknown_x: str | None = None
    """A 162 ``X`` (unknown result, e.g. adjourned) value: no field of ours, kept as a 162 line."""

    def read_162(self, line: str) -> None:
        """``162`` -- code at column 6, value in 7-10, again at 15, 24, ... (TRF26 tag 162)."""
        rest = line[4:]
        position = 0
        found: list[tuple[str, Fraction]] = []
        unknown_x = None
        while position < len(rest.rstrip()):
            match = _TOKEN_162.match(rest, position)
            if match is None:
                raise TrfError(
                    translate(
                        "TrfError", "162 expects codes W, D, L, A, P or X, each followed by points like 1.0"
                    )
                )
            code = match.group(1).upper()
            if code not in TAG_162 and code != "X":
                raise TrfError(
                    translate("TrfError", "162: unknown result code {code} (W, D, L, A, P, X)").format(
                        code=repr(code)
                    )
                )
            value = parse_points(
                match.group(2), QT_TRANSLATE_NOOP("TrfField", "162 points for {code}"), code=code
            )
            if code == "X":
                unknown_x = f"162  X{format_points(value):>4}"
            else:
                found.append((code, value))
            position = match.end()
        if not found and unknown_x is None:
            raise TrfError(translate("TrfError", "162 without any code"))
        self.tag_162.extend(found)  # only a line read whole counts
        self.unknown_x = unknown_x

    def read_bbp(self, code: str, line: str) -> None:
        """``BBW pp.p`` and friends (bbpPairings TRF(xb))."""
        self.bbp.append(
            (code, parse_points(line[3:], QT_TRANSLATE_NOOP("TrfField", "{code} points"), code=code))
        )

    def read_xxs(self, line: str) -> None:
        """``XXS CODE=VALUE ...`` (JaVaFo AUM)."""
        tokens = line[3:].split()
        if not tokens:
            raise TrfError(translate("TrfError", "XXS without any CODE=VALUE"))
        found: list[tuple[str, Fraction]] = []
        for token in tokens:
            match = _TOKEN_XXS.fullmatch(token)
            if match is None:
                raise TrfError(
                    translate("TrfError", "XXS expects CODE=VALUE, found {found}").format(found=repr(token))
                )
            code = match.group(1).upper()
            if code not in XXS_CODES:
                raise TrfError(translate("TrfError", "XXS: unknown code {code}").format(code=repr(code)))
            found.append(
                (code, parse_points(match.group(2), QT_TRANSLATE_NOOP("TrfField", "XXS {code}"), code=code))
            )
        self.xxs.extend(found)  # only a line read whole counts

    @property
    def empty(self) -> bool:
        return not (self.tag_162 or self.bbp or self.xxs)

    def point_system(self) -> PointSystem:
        values = {s: PointSystem().value(s) for s in Scoring}
        pab_given = False
        for table, settings in ((TAG_162, self.tag_162), (BBP_CODES, self.bbp), (XXS_CODES, self.xxs)):
            for code, value in settings:
                for key in table[code]:
                    values[key] = value
                if Scoring.PAIRING_BYE in table[code]:
                    pab_given = True
                elif table is not XXS_CODES and Scoring.WIN_WHITE in table[code] and not pab_given:
                    values[Scoring.PAIRING_BYE] = value
        return PointSystem.from_codes(values)


def xxs_lines(points: PointSystem) -> list[str]:
    """``XXS`` lines stating all twelve values, or none for the default system.

    All of them, so that XXS alone says the whole system whatever ``162`` or ``BB*`` lines say
    before it (the reader applies XXS last).
    """
    if points.is_default:
        return []
    tokens = [f"{s.value}={format_points(points.value(s))}" for s in Scoring]
    return [f"XXS {' '.join(tokens[i : i + 6])}" for i in range(0, len(tokens), 6)]


def bbp_lines(points: PointSystem) -> list[str]:
    """bbpPairings' ``BBW``/``BBD``/``BBL``/``BBZ``/``BBF``/``BBU`` lines (it reads neither XXS nor a
    162 that cannot tell zero-point byes from forfeit losses). None for the default system, and none
    when bbpPairings could not represent it (one value for every kind of win, draw and loss)."""
    if points.is_default:
        return []
    values: list[str] = []
    for code, keys in BBP_CODES.items():
        distinct = {points.value(k) for k in keys}
        if len(distinct) != 1:
            return []
        text = format_points(distinct.pop())
        if len(text) > 4:
            return []
        values.append(f"{code} {text:>4}")
    return values


def line_162(points: PointSystem) -> str | None:
    """The TRF26 ``162`` line, or None if the system is the default or 162 cannot express it.

    162 can only say one value per group (W: wins, forfeit wins and full-point byes; D: draws and
    half-point byes; L: losses; A: zero-point byes and forfeit losses; P: the PAB).
    """
    if points.is_default:
        return None
    parts: list[str] = []
    for code, keys in TAG_162.items():
        values = {points.value(k) for k in keys}
        if len(values) != 1:
            return None
        value = values.pop()
        default = PointSystem().value(keys[0])
        if code == "P":
            default = points.win_white
        if value != default:
            text = format_points(value)
            if len(text) > 4:
                return None
            parts.append(f"{code}{text:>4}")
    return "162  " + "    ".join(parts)
