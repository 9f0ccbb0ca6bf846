"""A seeded demo tournament of any size, for print previews, benchmarks and tests.

The pairings are a simple greedy Swiss (score groups, no rematch), NOT the FIDE Dutch system: the
point is realistic paper, with Unicode names, forfeits, half-point byes and a pairing-allocated bye.
"""

from __future__ import annotations

import random
from fractions import Fraction

from engine.model import Colour, PairingNumber, Player, ResultCode, RoundEntry, Sex, Tournament

FIRST = (
    "Đorđe",
    "Jürgen",
    "Søren",
    "Анатолий",
    "Łucja",
    "José",
    "Zoë",
    "Ngọc",
    "Håkon",
    "Ştefan",
    "Ana",
    "Émile",
    "Björn",
    "Ольга",
    "Ksenija",
    "Mateusz",
    "Ayşe",
    "Tomáš",
    "Chloé",
    "Nikola",
)
LAST = (
    "Đorđević",
    "Müller",
    "Ærøskøbing",
    "Карпов",
    "Łódź",
    "García",
    "Nguyễn",
    "Øvergård",
    "Şahin",
    "Dvořák",
    "Kovačić",
    "Lefèvre",
    "Smith",
    "Иванова",
    "Żółkiewski",
    "Fernández",
    "O'Brien",
    "Straße",
    "Petrović",
    "Yılmaz",
)
FEDS = ("SRB", "GER", "DEN", "RUS", "POL", "ESP", "VIE", "NOR", "TUR", "CZE", "CRO", "FRA", "ENG")


def demo_tournament(
    players: int = 12,
    rounds: int = 9,
    *,
    played: int | None = None,
    seed: int = 1,
    pending_last: bool = False,
) -> Tournament:
    """A tournament of ``players`` over ``rounds`` rounds, ``played`` of them paired (default all).

    With ``pending_last`` the last paired round has no results yet (``ResultCode.PENDING``).
    """
    rng = random.Random(seed)
    n = players
    played = rounds if played is None else played
    ratings = sorted((rng.randint(1200, 2700) for _ in range(n)), reverse=True)
    names = []
    for i in range(n):
        names.append(
            f"{LAST[(i * 7 + i // 20) % len(LAST)]}, {FIRST[(i * 3 + i // 20) % len(FIRST)]} {i + 1}"
        )
    entries: list[list[RoundEntry]] = [[] for _ in range(n)]
    score = [Fraction(0)] * n
    met: set[frozenset[int]] = set()
    had_bye: set[int] = set()
    for r in range(1, played + 1):
        pending = pending_last and r == played
        absent = {i for i in range(n) if rng.random() < 0.02}
        for i in absent:
            code = ResultCode.HALF_BYE if rng.random() < 0.7 else ResultCode.ZERO_BYE
            entries[i].append(RoundEntry(None, Colour.NONE, code))
            score[i] += Fraction(1, 2) if code is ResultCode.HALF_BYE else 0
        order = sorted((i for i in range(n) if i not in absent), key=lambda i: (-score[i], i))
        if len(order) % 2:
            bye = next(i for i in reversed(order) if i not in had_bye)
            order.remove(bye)
            had_bye.add(bye)
            entries[bye].append(RoundEntry(None, Colour.NONE, ResultCode.PAIRING_BYE))
            score[bye] += 1
        while order:
            a = order.pop(0)
            j = next((k for k, b in enumerate(order) if frozenset((a, b)) not in met), 0)
            b = order.pop(j)
            met.add(frozenset((a, b)))
            w, bl = (a, b) if (r + a) % 2 else (b, a)
            if pending:
                res = ResultCode.PENDING
            elif rng.random() < 0.02:
                res = ResultCode.FORFEIT_WIN if rng.random() < 0.5 else ResultCode.FORFEIT_LOSS
            else:
                edge = (ratings[w] - ratings[bl]) / 800
                x = rng.random()
                res = (
                    ResultCode.WIN
                    if x < 0.4 + edge
                    else ResultCode.DRAW
                    if x < 0.7 + edge / 2
                    else ResultCode.LOSS
                )
            entries[w].append(RoundEntry(PairingNumber(bl + 1), Colour.WHITE, res))
            entries[bl].append(RoundEntry(PairingNumber(w + 1), Colour.BLACK, res.mirror))
            for who, code in ((w, res), (bl, res.mirror)):
                if code in (ResultCode.WIN, ResultCode.FORFEIT_WIN):
                    score[who] += 1
                elif code is ResultCode.DRAW:
                    score[who] += Fraction(1, 2)
    roster = tuple(
        Player(
            PairingNumber(i + 1),
            names[i],
            rating=ratings[i],
            title=(
                "GM"
                if ratings[i] >= 2550
                else "IM"
                if ratings[i] >= 2450
                else "FM"
                if ratings[i] >= 2300
                else ""
            ),
            federation=FEDS[i % len(FEDS)],
            fide_id=str(4100000 + i * 37),
            sex=Sex.FEMALE if i % 5 == 1 else Sex.MALE,
            birth_date=f"{1960 + i % 50}/01/01",
            rounds=tuple(entries[i]),
        )
        for i in range(n)
    )
    return Tournament(
        name=f"Demo Open {n}",
        city="Ærøskøbing",
        federation="DEN",
        start_date="2026/07/01",
        end_date="2026/07/09",
        number_of_rounds=rounds,
        players=roster,
        tiebreaks=("BH/C1", "BH", "SB"),
    )
