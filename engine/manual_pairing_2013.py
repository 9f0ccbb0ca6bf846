"""Warnings for a pairing edited by hand in an event paired under the Istanbul 2012 text.

``FIDE_DUTCH_2013`` events (C.04.3.1, approved in Istanbul 2012, in force 1 July 2013 - 30 June 2017)
are told what a hand-edited pairing breaks in the terms of that text, read with the 2012 engine's own
state and criteria (:mod:`engine.dutch2012.state`, :mod:`engine.dutch2012.criteria`,
:mod:`engine.dutch2012.colours`):

- ``ABSOLUTE``: who is paired (A.5: everyone but the one player who gets the bye when the number is
  odd); B.1.a (two players shall not meet more than once; a prohibited pair); B.1.b (no bye to a
  player who already had a point or half point without playing: a bye, a half-point bye, a forfeit
  win); B.2 (two players with the same absolute colour preference shall not meet, "therefore no
  player's colour difference will become >+2 or <-2 nor a player will receive the same colour three
  times in row"), except for top scorers (the B.2 note: for them it is a quality question, C.10.g);
- ``QUALITY``: worse than the 2012 engine's own pairing of the round on a criterion of A.11, in its
  order: the number of pairs and the closeness of the scores (how far players are moved down, the
  bye counted as a game against one point below the lowest score as in D.4:
  :func:`engine.pairing_warnings.moved_down`), B.2 ignored for top scorers (C.10.g), A.7.d in odd
  rounds (C.10.f), the pairs not fulfilling the colour preferences, X then Z in even rounds (A.8,
  C.10.e), B.5 and B.6 for downfloaters (C.10.d, C.10.c: a bye is a downfloat, B.1.b) and for
  upfloaters (C.10.b, C.10.a); then colours other than E.1-E.5 give.

The 2012 text itself does not say what happens to a withdrawn or absent player; the warning names the
General Handling Rules (C.04.2 D.3-D.4 in their 2017 numbering) that the engine follows there.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.dutch.phrase import phrase
from engine.dutch2012.colours import colour_rule
from engine.dutch2012.criteria import a7d_violation, b2_violation, x_violation, z_violation
from engine.dutch2012.state import PlayerState, build_states, bye_beyond_b1b, point_without_playing
from engine.i18n import QT_TRANSLATE_NOOP
from engine.manual_pairing_protocol import (
    Counter,
    Criterion,
    EditionRound,
    Game,
    PairRules,
    colours_against_rule,
    engine_reference,
    floats_again,
    pair_warnings,
    worse_than_engine,
)
from engine.model import Colour, Pairing, PairingNumber, ResultCode, RulesEdition, Tournament
from engine.pairing_warnings import (
    PairingWarning,
    StructureArticles,
    broken,
    compared_with_engine,
    moved_down,
    structure,
)

TEXT = "C.04.3.1 (2012)"
STRUCTURE_2013 = StructureArticles(
    paired_once=f"{TEXT} A.5",
    unknown=f"{TEXT} A.1 (C.04.2.B)",
    absent="C.04.2 D.3-D.4",
    bye_count=f"{TEXT} A.5",
)
"""Who is paired: A.5 (one player unpaired, with the bye, exactly when the number is odd), A.1 (the
pairing numbers of the initial ranking list)."""
RULE_B1A = f"{TEXT} B.1.a"
RULE_FORBIDDEN = f"TRF26 260 / XXP ({TEXT} B.1.a)"
RULE_B1B = f"{TEXT} B.1.b"
RULE_B2 = f"{TEXT} B.2"
RULE_SCORES = f"{TEXT} A.11, B.3"
RULE_B2_TOPSCORERS = f"{TEXT} B.2 note, C.10.g"
RULE_A7D = f"{TEXT} A.7.d, C.10.f"
RULE_X = f"{TEXT} B.4, A.8.a (X), C.10.e"
RULE_Z = f"{TEXT} A.7.e, A.8.b (Z), C.10.e"
RULE_B5_DOWN = f"{TEXT} B.5 (downfloaters), C.10.d"
RULE_B6_DOWN = f"{TEXT} B.6 (downfloaters), C.10.c"
RULE_B5_UP = f"{TEXT} B.5 (upfloaters), C.10.b"
RULE_B6_UP = f"{TEXT} B.6 (upfloaters), C.10.a"
RULE_COLOURS = f"{TEXT} E.1-E.5"


PAIR_RULES_2013 = PairRules(
    met=RULE_B1A,
    forbidden=RULE_FORBIDDEN,
    same_absolute=RULE_B2,
    difference=RULE_B2,
    three_in_a_row=RULE_B2,
    both_white=QT_TRANSLATE_NOOP(
        "PairingWarning", "{names} both have an absolute colour preference for white (board {board})"
    ),
    both_black=QT_TRANSLATE_NOOP(
        "PairingWarning", "{names} both have an absolute colour preference for black (board {board})"
    ),
)
"""B.1.a (met before, or a prohibited pair: the 2012 state's ``forbidden`` holds both) and B.2 ("no
player's colour difference will become >+2 or <-2 nor a player will receive the same colour three
times in row") for the pairs of non-top scorers (the B.2 note: for top scorers a quality question,
C.10.g)."""


class _Round(EditionRound[PlayerState]):
    """The round as the 2012 engine reads it (:func:`engine.dutch2012.state.build_states`)."""

    def __init__(self, tournament: Tournament, round_number: int) -> None:
        super().__init__(tournament, round_number)
        self.states = {s.number: s for s in build_states(self.before, round_number)}
        self.bye_is_downfloat = True  # B.1.b: a point without playing, the bye, is a downfloat

    def topscorer(self, s: PlayerState) -> bool:
        """A.10: more than 50% of the maximum possible score when pairing the last round."""
        return s.topscorer

    def colour_after(self, s: PlayerState, colour: Colour) -> tuple[int, bool]:
        """(colour difference, the same colour three times in a row) if ``s`` plays ``colour`` (A.7)."""
        three = len(s.colours) >= 2 and s.colours[-1] is colour and s.colours[-2] is colour
        return s.difference + (1 if colour is Colour.WHITE else -1), three


_WITHOUT_PLAYING = {
    ResultCode.PAIRING_BYE: QT_TRANSLATE_NOOP("PairingWarning", "the bye in round {round}"),
    ResultCode.FULL_BYE: QT_TRANSLATE_NOOP("PairingWarning", "a full-point bye in round {round}"),
    ResultCode.HALF_BYE: QT_TRANSLATE_NOOP("PairingWarning", "a half-point bye in round {round}"),
    ResultCode.FORFEIT_WIN: QT_TRANSLATE_NOOP("PairingWarning", "a forfeit win in round {round}"),
}


def _bye(rnd: _Round, pairing: Pairing) -> list[PairingWarning]:
    """B.1.b: no bye to a player who already had a point or half point without playing.

    When every player to be paired had one, the bye may go to a player with the fewest of them
    (:func:`engine.dutch2012.state.may_receive_bye`, as the reference engine does): then only a bye
    to another player is reported, and the message says why.
    """
    n = pairing.bye
    p = rnd.states.get(n) if n is not None else None
    if p is None or p.bye_eligible:
        return []
    beyond = bye_beyond_b1b(list(rnd.states.values()))
    points = rnd.before.point_system
    player = rnd.players[p.number]
    unplayed = [
        (i, player.entry(i).result)
        for i in range(1, rnd.round)
        if point_without_playing(player.entry(i), points)
    ]
    what = tuple(
        phrase(
            "PairingWarning",
            _WITHOUT_PLAYING.get(
                code, QT_TRANSLATE_NOOP("PairingWarning", "a point without playing in round {round}")
            ),
            round=i,
        )
        for i, code in unplayed
    )
    if beyond:
        text = QT_TRANSLATE_NOOP(
            "PairingWarning",
            "{player} may not receive the bye: a point or half point without playing ({rounds}); every "
            "player had one in this round, and the bye goes to one with the fewest of them",
        )
    else:
        text = QT_TRANSLATE_NOOP(
            "PairingWarning",
            "{player} may not receive the bye: a point or half point without playing ({rounds})",
        )
    return [broken(RULE_B1B, (p.number,), text, player=rnd.name(p.number), rounds=what)]


# ---- quality, in the order of A.11 -----------------------------------------------------------------

_PairTest = Callable[[PlayerState, PlayerState], bool]


def _pairs_that(
    test: _PairTest, when: Callable[[EditionRound[PlayerState], Game[PlayerState]], bool] | None = None
) -> Counter[PlayerState]:
    """The players of the pairs that ``test`` (of the higher ranked player first) finds."""

    def counter(
        rnd: EditionRound[PlayerState], games: list[Game[PlayerState]], _bye: PlayerState | None
    ) -> list[PairingNumber]:
        out: list[PairingNumber] = []
        for g in games:
            if when is not None and not when(rnd, g):
                continue
            hi, lo = _ranked(g.white, g.black)
            if test(hi, lo):
                out += [hi.number, lo.number]
        return out

    return counter


def _ranked(a: PlayerState, b: PlayerState) -> tuple[PlayerState, PlayerState]:
    """The higher ranked player first (A.2: score, then pairing number)."""
    return (a, b) if (a.pairing_score, -a.rank) > (b.pairing_score, -b.rank) else (b, a)


def _topscorers(_rnd: EditionRound[PlayerState], g: Game[PlayerState]) -> bool:
    return g.white.topscorer or g.black.topscorer


def _odd(rnd: EditionRound[PlayerState], _g: Game[PlayerState]) -> bool:
    return rnd.round % 2 == 1


def _even(rnd: EditionRound[PlayerState], _g: Game[PlayerState]) -> bool:
    return rnd.round % 2 == 0


_QUALITY: tuple[Criterion[PlayerState], ...] = (
    Criterion(
        RULE_B2_TOPSCORERS,
        QT_TRANSLATE_NOOP("PairingWarning", "pairs of top scorers with the same absolute colour preference"),
        _pairs_that(b2_violation, _topscorers),
        per=2,
    ),
    Criterion(
        RULE_A7D,
        QT_TRANSLATE_NOOP(
            "PairingWarning",
            "pairs with the same strong colour preference (A.7.d treats it as absolute in odd rounds)",
        ),
        _pairs_that(a7d_violation, _odd),
        per=2,
    ),
    Criterion(
        RULE_X,
        QT_TRANSLATE_NOOP("PairingWarning", "pairs not fulfilling both colour preferences"),
        _pairs_that(x_violation),
        per=2,
    ),
    Criterion(
        RULE_Z,
        QT_TRANSLATE_NOOP("PairingWarning", "pairs not fulfilling both strong colour preferences"),
        _pairs_that(z_violation, _even),
        per=2,
    ),
    # B.5 and B.6: the float as in the previous round, as two rounds before (A.4: of two players with
    # unequal scores the higher receives a downfloat, the lower an upfloat; B.1.b: the bye is a downfloat)
    Criterion(
        RULE_B5_DOWN,
        QT_TRANSLATE_NOOP("PairingWarning", "players floating down as in the previous round"),
        floats_again("D", 1),
    ),
    Criterion(
        RULE_B6_DOWN,
        QT_TRANSLATE_NOOP("PairingWarning", "players floating down as two rounds before"),
        floats_again("D", 2),
    ),
    Criterion(
        RULE_B5_UP,
        QT_TRANSLATE_NOOP("PairingWarning", "players floating up as in the previous round"),
        floats_again("U", 1),
    ),
    Criterion(
        RULE_B6_UP,
        QT_TRANSLATE_NOOP("PairingWarning", "players floating up as two rounds before"),
        floats_again("U", 2),
    ),
)
"""The criteria after the closeness of the scores, in the order C.10 relaxes them backwards (A.11)."""


def _quality(rnd: _Round, pairing: Pairing, engine: Pairing | None) -> list[PairingWarning]:
    games, reference = rnd.games(pairing), rnd.games(engine)
    bye, reference_bye = rnd.bye(pairing), rnd.bye(engine)
    # A.11: the number of pairs, the closeness of the scores (B.3; the bye as in D.4).
    out = moved_down(
        rnd,
        (s.pairing_score for s in rnd.states.values()),
        ([(g.white, g.black) for g in games], bye),
        ([(g.white, g.black) for g in reference], reference_bye),
        RULE_SCORES,
        bye_as_game=True,
    )
    compared = compared_with_engine(engine is not None)
    out += worse_than_engine(rnd, _QUALITY, (games, bye), (reference, reference_bye), compared)
    # E.1-E.5: the colours of each pair.
    return out + colours_against_rule(
        rnd, games, RULE_COLOURS, lambda g: colour_rule(g.white, g.black, rnd.initial, rnd.round)
    )


def check_manual_pairing_2013(
    tournament: Tournament, pairing: Pairing, *, engine_pairing: Pairing | None = None
) -> list[PairingWarning]:
    """Every rule of the Istanbul 2012 text that ``pairing`` (of round ``pairing.round``) breaks:
    absolute ones first, then the quality criteria on which it is worse than the 2012 engine's
    pairing (``engine_pairing`` when the caller has it, else computed)."""
    rnd = _Round(tournament, pairing.round)
    engine = engine_reference(rnd, RulesEdition.DUTCH_2013, engine_pairing)
    absolute = structure(rnd, pairing, rnd.states, STRUCTURE_2013)
    absolute += pair_warnings(rnd, rnd.games(pairing), PAIR_RULES_2013) + _bye(rnd, pairing)
    return absolute + _quality(rnd, pairing, engine)
