"""Why a recorded pairing differs from the one the 2012 text gives, in the terms of that text.

Used by the pairing checker (:func:`engine.dutch.check_tournament`) for ``FIDE_DUTCH_2013``
events: the first absolute criterion the recorded pairing breaks (B.1.a, B.1.b, B.2), else the
first bracket, top down, that the two pairings pair differently and the criterion of highest
priority (C.10, C.14, D.4) on which they differ there, else the colour rule (E.1-E.5) that decides
a board.
"""

from __future__ import annotations

from engine.dutch.options import FASTEST, PairingOptions
from engine.dutch2012.colours import colour_rule
from engine.dutch2012.criteria import b1a_violation, b2_binds
from engine.dutch2012.explain import first_difference, measure
from engine.dutch2012.process import RoundPairer
from engine.dutch2012.state import PlayerState, build_states
from engine.errors import NoLegalPairingError
from engine.i18n import translate
from engine.model import Colour, Pairing, Tournament


def _absolute(states: dict[int, PlayerState], recorded: Pairing) -> str | None:
    """The first absolute criterion the recorded pairing breaks, or None."""
    for board in recorded.boards:
        w, b = states.get(board.white), states.get(board.black)
        if w is None or b is None:
            continue
        if b1a_violation(w, b):
            return translate("PairingChecker", "{player} and {other} have already met (B.1.a)").format(
                player=w.number, other=b.number
            )
        if b2_binds(w, b):
            return translate(
                "PairingChecker", "{player} and {other} have the same absolute colour preference (B.2)"
            ).format(player=w.number, other=b.number)
    if recorded.bye is not None:
        p = states.get(recorded.bye)
        if p is not None and not p.bye_eligible:
            return translate(
                "PairingChecker", "{player} already had a point or half point without playing: no bye (B.1.b)"
            ).format(player=p.number)
    return None


def why_different(
    tournament: Tournament,
    round_number: int,
    recorded: Pairing,
    expected: Pairing,
    options: PairingOptions = FASTEST,
) -> str:
    """What the 2012 text says about the difference between ``recorded`` and ``expected`` (the
    engine's pairing of ``round_number`` in ``tournament``, the tournament as it stood before;
    ``options``: the fast paths its re-pairing may take)."""
    states = build_states(tournament, round_number)
    by_number: dict[int, PlayerState] = {s.number: s for s in states}
    broken = _absolute(by_number, recorded)
    if broken:
        return broken
    pairer = RoundPairer(states, round_number, options)
    try:
        pairer.pair()
    except NoLegalPairingError:
        return ""
    mate: dict[int, int] = {}  # by pairing number
    for board in recorded.boards:
        mate[board.white] = board.black
        mate[board.black] = board.white
    even = round_number % 2 == 0
    for i, bracket in enumerate(pairer.brackets):
        lowest = i == len(pairer.brackets) - 1
        players = [states[v] for v in bracket.players]
        inside = {int(p.number) for p in players}
        ours = {frozenset((int(states[a].number), int(states[b].number))) for a, b in bracket.pairs}
        theirs = {frozenset((int(p.number), mate[p.number])) for p in players if mate.get(p.number) in inside}
        if ours == theirs:
            continue
        movers = {int(states[v].number) for v in bracket.movers}

        def ordered(pairs: set[frozenset[int]]) -> list[tuple[PlayerState, PlayerState]]:
            out = []
            for pair in pairs:
                x, y = sorted((by_number[n] for n in pair), key=lambda q: (-q.pairing_score, q.rank))
                out.append((x, y))
            return out

        low = pairer.layout.low_score
        q_ours = measure(players, movers, bracket.heterogeneous, lowest, ordered(ours), even, low)
        q_theirs = measure(players, movers, bracket.heterogeneous, lowest, ordered(theirs), even, low)
        score = f"{float(bracket.score):g}"
        if q_ours.key() > q_theirs.key():
            return translate(
                "PairingChecker", "bracket {score}: the recorded pairing is worse on {criterion}"
            ).format(score=score, criterion=first_difference(q_ours, q_theirs))
        if q_ours.key() < q_theirs.key():
            return translate(
                "PairingChecker",
                "bracket {score}: the recorded pairing is better on {criterion} but does not let the lower "
                "brackets "
                "be paired as C.12/C.13 require",
            ).format(score=score, criterion=first_difference(q_theirs, q_ours))
        return translate(
            "PairingChecker",
            "bracket {score}: as good on every criterion; the engine's pairing comes first in the order of "
            "D.1-D.3",
        ).format(score=score)
    initial = tournament.initial_colour or Colour.WHITE
    expected_white = {board.white for board in expected.boards}
    for board in recorded.boards:
        w, b = by_number.get(board.white), by_number.get(board.black)
        if w is None or b is None or w.number in expected_white:
            continue
        colour, rule = colour_rule(b, w, initial, round_number)
        if colour is Colour.WHITE:
            return translate(
                "PairingChecker", "board {white}-{black}: {rule} gives White to {player}"
            ).format(white=w.number, black=b.number, rule=rule, player=b.number)
    return ""
