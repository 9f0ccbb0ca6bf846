"""The Lim checker: every recorded round against C.04.4.3 (2026), each breach with its article.

A round is checked as it was paired: the tournament before it (its earlier rounds and its
absences, :func:`engine.dutch.checker.tournament_before`). What is named:

- ``2.1`` two players who are not compatible: they have played each other (or are a forbidden pair),
  or no colours keep both within the limits (not in the last round: article 6);
- ``5.1`` colours that give a player the same colour a third time in a row, or three more of one
  colour than the other, when the other allocation would not have;
- ``C.04.1 art. 4`` the pairing-allocated bye to a player who already had it or scored a win without
  playing;
- ``1.1`` the bye given to another player than the one the article designates (``7.1`` in round 1:
  the lowest rated player);
- ``5.2``-``5.4``, ``7.2`` colours other than the colour allocation gives (the rule that decides the
  pair is named);
- ``2.2-4`` any other difference with the pairing this engine makes from the text (the order of the
  scoregroups, the floaters and the exchanges of articles 2-4, in a Maxi-tournament with the limits
  of 3.2.3, 3.8 and 5.7), shown pair by pair.

The records and the round-by-round check are those of every checker that names articles
(:mod:`engine.article_check`, shared with Dubov).
"""

from __future__ import annotations

from collections.abc import Callable

from engine.article_check import RoundCheck, check_recorded_round
from engine.breach import Breach
from engine.dutch.checker import every_recorded_round
from engine.errors import NoLegalPairingError
from engine.i18n import translate
from engine.lim.colours import allocation_rule, colour_of, median_or_above
from engine.lim.pairing import choose_bye, pair_round
from engine.lim.state import (
    LimPlayer,
    build_players,
    colours_allowed,
    compatible,
    maxi_tournament,
    median_score,
)
from engine.model import Colour, Pairing, PairingNumber, Tournament

__all__ = ["Breach", "RoundCheck", "check_round", "check_tournament", "pairing_breaches"]


def check_tournament(tournament: Tournament) -> list[RoundCheck]:
    """Every recorded round that breaks the text or differs from the engine's pairing."""
    return every_recorded_round(tournament, check_round)


def check_round(tournament: Tournament, round_number: int) -> RoundCheck | None:
    """Check the recorded pairing of ``round_number``; None when it agrees with the text."""
    return check_recorded_round(
        tournament, round_number, pair_round, pairing_breaches, _procedure(tournament)
    )


def _procedure(tournament: Tournament) -> Callable[[], str]:
    """The sentence of a pairing that differs from the procedure's (a Maxi-tournament names the
    articles that limit its choices for colours)."""
    if maxi_tournament(tournament):
        return lambda: translate(
            "LimChecker",
            "art. 2.2-4: the pairing the procedure of the text gives (a Maxi-tournament: 3.2.3, 3.8, 5.7)",
        )
    return lambda: translate("LimChecker", "art. 2.2-4: the pairing the procedure of the text gives")


def _last_round(before: Tournament, round_number: int) -> bool:
    return before.number_of_rounds is not None and round_number >= before.number_of_rounds


def pairing_breaches(
    before: Tournament, pairing: Pairing, uncoloured: frozenset[frozenset[PairingNumber]] = frozenset()
) -> list[Breach]:
    """The articles a pairing of the round after ``before`` breaks (see the module's list).
    ``uncoloured``: games recorded without colours (forfeits), whose colours are not checked."""
    r = pairing.round
    last = _last_round(before, r)
    players = {p.number: p for p in build_players(before, r)}
    breaches: list[Breach] = []
    for board in pairing.boards:
        white, black = players.get(board.white), players.get(board.black)
        if white is None or black is None:
            continue
        if not compatible(white, black, last):
            breaches.append(_incompatible(r, white, black))
            continue
        if frozenset((board.white, board.black)) in uncoloured:
            continue
        breaches.extend(_colour_breaches(r, white, black, before))
    if pairing.bye is not None and pairing.bye in players:
        breaches.extend(_bye_breaches(r, players[pairing.bye], list(players.values()), last))
    return breaches


def _incompatible(r: int, a: LimPlayer, b: LimPlayer) -> Breach:
    if b.number in a.state.forbidden:
        text = translate("LimChecker", "{a} and {b} have played each other (or may not meet)")
    else:
        text = translate("LimChecker", "{a} and {b}: any colours would break the colour limits")
    return Breach(r, "2.1", text.format(a=a.number, b=b.number), (a.number, b.number))


def _colour_breaches(r: int, white: LimPlayer, black: LimPlayer, before: Tournament) -> list[Breach]:
    within = colours_allowed(white, black, last_round=False)
    if within and Colour.WHITE not in within:
        text = translate(
            "LimChecker", "colours of {white}-{black} break the colour limits; the other way round keeps them"
        )
        return [
            Breach(
                r, "5.1", text.format(white=white.number, black=black.number), (white.number, black.number)
            )
        ]
    above = median_or_above(white, black, median_score(before, r))
    initial = before.initial_colour or Colour.WHITE
    if colour_of(white, black, initial, above) is Colour.WHITE:
        return []
    rule, _ = allocation_rule(white, black, above)
    text = translate("LimChecker", "colours of {white}-{black}: the rule gives White to {black}")
    return [
        Breach(r, rule, text.format(white=white.number, black=black.number), (white.number, black.number))
    ]


def _bye_breaches(r: int, bye: LimPlayer, players: list[LimPlayer], last: bool) -> list[Breach]:
    if not bye.state.bye_eligible:
        text = translate(
            "LimChecker", "{player} receives the pairing-allocated bye after a bye or a win without playing"
        )
        return [Breach(r, "C.04.1 art. 4", text.format(player=bye.number), (bye.number,))]
    try:
        designated = choose_bye(players, last, round_one=r == 1).number
    except NoLegalPairingError:
        return []
    if designated == bye.number:
        return []
    text = translate("LimChecker", "the pairing-allocated bye goes to {expected}, not {recorded}")
    article = "7.1" if r == 1 else "1.1"
    return [
        Breach(r, article, text.format(expected=designated, recorded=bye.number), (designated, bye.number))
    ]
