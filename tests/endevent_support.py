"""Building small tournaments by hand for the rating, norm and prize tests: one player (#1) and the
games they played, each opponent a player of its own with the one game pointing back."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from engine.model import NOT_PAIRED, Colour, PairingNumber, Player, ResultCode, RoundEntry, Sex, Tournament

N = PairingNumber

_CODE = {Fraction(1): ResultCode.WIN, Fraction(1, 2): ResultCode.DRAW, Fraction(0): ResultCode.LOSS}


@dataclass(frozen=True)
class Opp:
    """An opponent of #1 and #1's result against them: ``score`` 1, ½, 0, or a ResultCode (forfeits...)."""

    rating: int
    score: Fraction | ResultCode = Fraction(1, 2)
    title: str = ""
    federation: str = "GER"
    name: str = ""


def one_player_event(
    rating: int,
    games: Sequence[Opp | None],
    *,
    title: str = "",
    federation: str = "FRA",
    sex: Sex = Sex.MALE,
    birth_date: str = "",
) -> Tournament:
    """#1 rated ``rating`` plays ``games`` in rounds 1, 2, ...; None is a half-point bye."""
    mine: list[RoundEntry] = []
    others: list[Player] = []
    for r, g in enumerate(games, start=1):
        if g is None:
            mine.append(RoundEntry(None, Colour.NONE, ResultCode.HALF_BYE))
            continue
        number = N(len(others) + 2)
        code = g.score if isinstance(g.score, ResultCode) else _CODE[Fraction(g.score)]
        colour = Colour.WHITE if r % 2 else Colour.BLACK
        mine.append(RoundEntry(number, colour, code))
        back = RoundEntry(N(1), colour.opposite, code.mirror)
        others.append(
            Player(
                number,
                g.name or f"Opponent {r}",
                rating=g.rating,
                title=g.title,
                federation=g.federation,
                fide_id=str(1000 + r),
                rounds=(NOT_PAIRED,) * (r - 1) + (back,),
            )
        )
    me = Player(
        N(1),
        "Player, One",
        rating=rating,
        title=title,
        federation=federation,
        sex=sex,
        birth_date=birth_date,
        fide_id="999",
        rounds=tuple(mine),
    )
    return Tournament(name="Test", number_of_rounds=max(1, len(games)), players=(me, *others))
