"""The Dubov checker: every recorded round against C.04.4.1 (2026), each breach with its article.

A round is checked as it was paired: the tournament before it (its earlier rounds and its
absences, :func:`engine.dutch.checker.tournament_before`). What is named:

- [C1] (art. 2.1.1) two players who met before, or a forbidden pair;
- [C2] (art. 2.1.2) the pairing-allocated bye to a player who already had it or scored a win
  without playing;
- [C3] (art. 2.1.3) two players with the same absolute colour preference;
- art. 3.1 the bye given to another player than the one the article designates;
- art. 5.2 colours other than the colour allocation rules give;
- art. 3.2 any other difference with the pairing this engine makes from the text (the upfloaters,
  shifters and transpositions of art. 3.2-4.4), shown pair by pair.
"""

from __future__ import annotations

from engine.article_check import RoundCheck, check_recorded_round
from engine.breach import Breach
from engine.dubov.colours import allocation_rule, colour_of
from engine.dubov.pairing import bye_order, completable, pair_round
from engine.dubov.state import DubovPlayer, build_players, compatible
from engine.dutch.checker import every_recorded_round
from engine.i18n import translate
from engine.model import Colour, Pairing, PairingNumber, Tournament

__all__ = ["Breach", "RoundCheck", "check_round", "check_tournament", "pairing_breaches"]


def check_tournament(tournament: Tournament) -> list[RoundCheck]:
    """Every recorded round that breaks the text or differs from the engine's pairing."""
    return every_recorded_round(tournament, check_round)


def check_round(tournament: Tournament, round_number: int) -> RoundCheck | None:
    """Check the recorded pairing of ``round_number``; None when it agrees with the text."""
    return check_recorded_round(
        tournament,
        round_number,
        pair_round,
        pairing_breaches,
        lambda: translate("DubovChecker", "art. 3.2: the bracket pairing the text gives"),
    )


def pairing_breaches(
    before: Tournament, pairing: Pairing, uncoloured: frozenset[frozenset[PairingNumber]] = frozenset()
) -> list[Breach]:
    """The articles a pairing of the round after ``before`` breaks (see the module's list).
    ``uncoloured``: games recorded without colours (forfeits), whose colours are not checked."""
    r = pairing.round
    players = {p.number: p for p in build_players(before, r)}
    breaches: list[Breach] = []
    for board in pairing.boards:
        white, black = players.get(board.white), players.get(board.black)
        if white is None or black is None:
            continue
        breaches.extend(_pair_breaches(r, white, black))
        if frozenset((board.white, board.black)) in uncoloured or not compatible(white, black):
            continue
        initial = before.initial_colour or Colour.WHITE
        if colour_of(white, black, initial) is not Colour.WHITE:
            rule, _ = allocation_rule(white, black)
            breaches.append(
                Breach(
                    r,
                    rule,
                    translate(
                        "DubovChecker", "colours of {white}-{black}: the rule gives White to {black}"
                    ).format(white=board.white, black=board.black),
                    (board.white, board.black),
                )
            )
    if pairing.bye is not None and pairing.bye in players:
        breaches.extend(_bye_breaches(r, players[pairing.bye], list(players.values())))
    return breaches


def _pair_breaches(r: int, a: DubovPlayer, b: DubovPlayer) -> list[Breach]:
    out: list[Breach] = []
    if b.number in a.state.forbidden:
        out.append(
            Breach(
                r,
                "[C1]",
                translate("DubovChecker", "{a} and {b} have played each other (or may not meet)").format(
                    a=a.number, b=b.number
                ),
                (a.number, b.number),
            )
        )
    if a.absolute and b.absolute and a.preference is b.preference:
        out.append(
            Breach(
                r,
                "[C3]",
                translate("DubovChecker", "{a} and {b} have the same absolute colour preference").format(
                    a=a.number, b=b.number
                ),
                (a.number, b.number),
            )
        )
    return out


def _bye_breaches(r: int, bye: DubovPlayer, players: list[DubovPlayer]) -> list[Breach]:
    if not bye.state.bye_eligible:
        return [
            Breach(
                r,
                "[C2]",
                translate(
                    "DubovChecker",
                    "{player} receives the pairing-allocated bye after a bye or a win without playing",
                ).format(player=bye.number),
                (bye.number,),
            )
        ]
    designated: PairingNumber | None = None
    for candidate in bye_order(players):
        if completable([p for p in players if p is not candidate]):
            designated = candidate.number
            break
    if designated is None or designated == bye.number:
        return []
    return [
        Breach(
            r,
            "3.1",
            translate("DubovChecker", "the pairing-allocated bye goes to {expected}, not {recorded}").format(
                expected=designated, recorded=bye.number
            ),
            (designated, bye.number),
        )
    ]
