"""Worked examples printed by FIDE, rebuilt as tournaments.

- Arbiters' Manual 2026, C.07 annex (pp. 258-259): Laxman, 1st SOA International GM 2024, 7/10 with
  a one-round withdrawal in round 4 (a zero-point bye followed by played rounds: 16.2.3, a VUR).
  Opponents' final scores 5, 5, 6½, -, 4½, 6, 5, 6½, 5½, 6 (sum 50). Printed: 2024 rules BH 57
  (dummy = own 7), BH-C1 50 (the VUR dummy 7 is cut); 2026 rules BH 55 (dummy capped at ½ x 10 = 5,
  16.4.2), BH-C1 50 (16.5.1: the VUR contribution 5 is not lower than the least value 4½: cut it);
  SB 5+5+0+0+4½+3+5+3¼+5½+6 = 37¼ under both.
- TEC "Exercises in Tie-Breaking" (16-player, 5-round Swiss), player with 3½ and a half-point bye in
  round 2 against opponents with 3½, 3½, 3, 1½: BH 15 (2023/2024: dummy 3½) and 14 (2026: dummy
  capped at ½ x 5 = 2½); BH-C1 11½ under both (the VUR dummy is cut).

Each opponent here is a stub whose score is made of full-point byes (or a PAB), half-point byes and
zero-point byes placed before its last non-VUR round, so that its adjusted score (16.3) equals its
final score, as in the printed crosstables.
"""

from __future__ import annotations

from fractions import Fraction as F

from engine.model import Colour, PairingNumber, Player, ResultCode, RoundEntry, Tournament
from engine.tiebreaks import TieBreakEdition, explain

E24 = TieBreakEdition.C07_2024
E26 = TieBreakEdition.C07_2026

_MINE = {F(1): ResultCode.WIN, F(1, 2): ResultCode.DRAW, F(0): ResultCode.LOSS}


def star(rounds: int, games: list[tuple[F, F] | ResultCode]) -> Tournament:
    """Player 1 meets one stub per round: (stub's final score, player 1's points) or a bye code."""
    mine: list[RoundEntry] = []
    stubs: list[Player] = []
    for r, g in enumerate(games, start=1):
        if isinstance(g, ResultCode):
            mine.append(RoundEntry(None, Colour.NONE, g))
            continue
        opp_score, pts = g
        number = PairingNumber(len(stubs) + 2)
        mine.append(RoundEntry(number, Colour.WHITE, _MINE[pts]))
        rest = opp_score - (1 - pts)
        fulls, half = int(rest), rest - int(rest) == F(1, 2)
        others = [ResultCode.ZERO_BYE] * (rounds - 1 - fulls - half) + [ResultCode.HALF_BYE] * half
        others += [ResultCode.FULL_BYE] * fulls
        cells = [RoundEntry(None, Colour.NONE, c) for c in others]
        cells.insert(r - 1, RoundEntry(PairingNumber(1), Colour.BLACK, _MINE[pts].mirror))
        stubs.append(Player(number, f"Opponent {r}", rounds=tuple(cells)))
    for r, g in enumerate(games, start=1):
        if isinstance(g, ResultCode):  # a paired round needs a game or a PAB: one stub's F becomes a U
            for i, stub in enumerate(stubs):
                if stub.rounds[r - 1].result is ResultCode.FULL_BYE:
                    cells = list(stub.rounds)
                    cells[r - 1] = RoundEntry(None, Colour.NONE, ResultCode.PAIRING_BYE)
                    stubs[i] = Player(stub.number, stub.name, rounds=tuple(cells))
                    break
    me = Player(PairingNumber(1), "Star", rounds=tuple(mine))
    t = Tournament(players=(me, *stubs), number_of_rounds=rounds)
    printed = [g[0] for g in games if isinstance(g, tuple)]
    assert [s.score(t.point_system) for s in stubs] == printed  # the scores the example prints
    return t


LAXMAN = [
    (F(5), F(1)), (F(5), F(1)), (F(13, 2), F(0)), ResultCode.ZERO_BYE, (F(9, 2), F(1)),
    (F(6), F(1, 2)), (F(5), F(1)), (F(13, 2), F(1, 2)), (F(11, 2), F(1)), (F(6), F(1)),
]  # fmt: skip


def test_laxman_2024() -> None:
    t = star(10, LAXMAN)  # type: ignore[arg-type]
    assert explain(t, 1, "BH", E24).value == 57
    assert explain(t, 1, "BH/C1", E24).value == 50
    assert explain(t, 1, "SB", E24).value == F(149, 4)


def test_laxman_2026() -> None:
    t = star(10, LAXMAN)  # type: ignore[arg-type]
    assert explain(t, 1, "BH", E26).value == 55
    assert explain(t, 1, "BH/C1", E26).value == 50
    assert explain(t, 1, "SB", E26).value == F(149, 4)


TEC = [(F(7, 2), F(1)), ResultCode.HALF_BYE, (F(7, 2), F(1)), (F(3), F(1, 2)), (F(3, 2), F(1, 2))]


def test_tec_half_point_bye_in_round_two() -> None:
    t = star(5, TEC)  # type: ignore[arg-type]
    assert t.players[0].score(t.point_system) == F(7, 2)
    assert explain(t, 1, "BH", E24).value == 15
    assert explain(t, 1, "BH", E26).value == 14
    assert explain(t, 1, "BH/C1", E24).value == F(23, 2)
    assert explain(t, 1, "BH/C1", E26).value == F(23, 2)
