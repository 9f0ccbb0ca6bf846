"""The encoded time control of TRF26 record 222, and which FIDE list it is rated for.

222 (TRF26): ``d[:d]`` or ``Wd[:d]-Bd[:d]`` where each period ``d`` is ``M/S`` (M moves in S
seconds), ``M/S+I`` (with I seconds added per move), ``S`` (all moves) or ``S+I``. Examples:
``5400+30`` (90'+30"), ``40/6000+30:900+30``, ``W300-B240`` (Armageddon).

The rating type follows the Laws of Chess: Appendix B.1, blitz: all moves in 10 minutes or less
for each player, or the allotted time plus 60 times any increment is 10 minutes or less; Appendix
A.1, rapid: more than 10 and less than 60 minutes in the same sense; standard otherwise. With
several periods the allotted times are added up and the increment of the first period counts.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from engine.errors import ArbiterError
from engine.i18n import translate
from engine.rating.kfactor import RatingType

_PERIOD = re.compile(r"^(?:(\d+)/)?(\d+)(?:\+(\d+))?$")


class TimeControlError(ArbiterError):
    """A 222 code that does not follow the TRF26 grammar."""


@dataclass(frozen=True, slots=True)
class Period:
    """One period of a time control: ``moves`` (None = the rest of the game) in ``seconds``, plus
    ``increment`` seconds per move."""

    moves: int | None
    seconds: int
    increment: int = 0


@dataclass(frozen=True, slots=True)
class TimeControl:
    """A parsed 222 code; ``black`` is None when both players have the same time."""

    white: tuple[Period, ...]
    black: tuple[Period, ...] | None = None

    @property
    def text(self) -> str:
        """The time control for people: ``90' + 30"``, ``40 moves in 100' + 30", then 15' + 30"``."""
        own = _describe(self.white)
        if self.black is None:
            return own
        return translate("TimeControl", "White {white}, Black {black}").format(
            white=own, black=_describe(self.black)
        )


def _describe(periods: tuple[Period, ...]) -> str:
    parts = []
    for p in periods:
        minutes = f"{p.seconds // 60}'" + (f'{p.seconds % 60}"' if p.seconds % 60 else "")
        text = (
            translate("TimeControl", "{moves} moves in {time}").format(moves=p.moves, time=minutes)
            if p.moves
            else minutes
        )
        if p.increment:
            text += f' + {p.increment}"'
        parts.append(text)
    said = parts[0] if parts else ""
    for part in parts[1:]:
        said = translate("TimeControl", "{before}, then {after}").format(before=said, after=part)
    return said


def _periods(text: str, code: str) -> tuple[Period, ...]:
    out: list[Period] = []
    for i, part in enumerate(text.split(":")):
        m = _PERIOD.match(part)
        if m is None:
            raise TimeControlError(
                translate(
                    "TimeControlError",
                    "222 {code}: period {period} is not M/S, M/S+I, S or S+I (seconds, e.g. 5400+30)",
                ).format(code=repr(code), period=repr(part))
            )
        moves, seconds, inc = m.groups()
        if moves is not None and int(moves) <= 0:
            raise TimeControlError(
                translate("TimeControlError", "222 {code}: a period needs at least one move").format(
                    code=repr(code)
                )
            )
        out.append(Period(int(moves) if moves else None, int(seconds), int(inc or 0)))
        if moves is None and i < len(text.split(":")) - 1:
            raise TimeControlError(
                translate(
                    "TimeControlError", "222 {code}: only the last period may be for all the moves"
                ).format(code=repr(code))
            )
    return tuple(out)


def parse_time_control(code: str) -> TimeControl:
    """Read a 222 code.

    >>> parse_time_control("5400+30").white
    (Period(moves=None, seconds=5400, increment=30),)
    >>> parse_time_control("40/6000+30:900+30").text
    '40 moves in 100\\' + 30", then 15\\' + 30"'
    >>> parse_time_control("W300-B240").black
    (Period(moves=None, seconds=240, increment=0),)
    """
    c = code.strip()
    if not c:
        raise TimeControlError(translate("TimeControlError", "222: the time control is empty"))
    if c[0] in "Ww":
        white, sep, black = c[1:].partition("-")
        if not sep or black[:1] not in ("B", "b"):
            raise TimeControlError(
                translate(
                    "TimeControlError", "222 {code}: write Wd-Bd for different times (W300-B240)"
                ).format(code=repr(code))
            )
        return TimeControl(_periods(white, code), _periods(black[1:], code))
    return TimeControl(_periods(c, code))


def rating_type_of(control: TimeControl) -> RatingType:
    """Laws of Chess A.1 / B.1: the list a time control is rated for (the faster side decides).

    >>> codes = ("5400+30", "900+10", "180+2", "600", "3000+60")
    >>> [rating_type_of(parse_time_control(c)).value for c in codes]
    ['standard', 'rapid', 'blitz', 'blitz', 'standard']
    """
    sides = [control.white] + ([control.black] if control.black is not None else [])
    budget = min(sum(p.seconds for p in side) + 60 * side[0].increment for side in sides)
    if budget <= 600:
        return RatingType.BLITZ
    if budget < 3600:
        return RatingType.RAPID
    return RatingType.STANDARD
