"""Warnings for a pairing edited by hand: every rule the arbiter's pairing breaks.

The arbiter may change a pairing (C.04.2 art. 4.4); the program then lists what the change breaks.
Two severities:

- ``ABSOLUTE``: the pairing is illegal (C.04.1 art. 2-4, 6-7; C.04.3 art. 1.9.1, [C1]-[C3]; a
  prohibited pair; an absent or withdrawn player paired, C.04.2 art. 3.2-3.3);
- ``QUALITY``: the pairing is legal but worse than the engine's (:func:`engine.dutch.pair_round`)
  on a quality criterion of C.04.3 ([C5]-[C7], [C10]-[C17]) or gives colours other than art. 5.2.

Each edition speaks its own texts (:class:`Articles`): a tournament paired under the 2017 text is
told of C.1-C.3, C.5-C.15 and section E, and never of [C5] or [C9], criteria only the 2025 text has;
its floats and its bye eligibility are the 2017 ones (A.4.b: not playing is a downfloat, so the
PAB assignee repeats one too; C.2: a full-point bye does not bar the PAB), and the PAB counts, as
the last bracket's downfloater (A.8), in how far players are moved down (C.5-C.6). A tournament
paired under the Istanbul 2012 text (``FIDE_DUTCH_2013``) is checked by
:mod:`engine.manual_pairing_2013`, in that text's terms.

The state of the tournament is the one the engine pairs from: the rounds before ``pairing.round``
plus the byes and absences already entered for that round (:func:`engine.dutch.checker.tournament_before`),
read by :func:`engine.dutch.state.build_states` for the edition (scores, colour preferences, floats,
C2 eligibility). What every edition shares (who is paired, how far players are moved down) is in
:mod:`engine.pairing_warnings`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from engine.dutch import pair_round
from engine.dutch.colours import colour_of
from engine.dutch.phrase import Phrase, phrase
from engine.dutch.state import Float, PlayerState, blocks_bye, build_states, topscorer_threshold
from engine.errors import NoLegalPairingError
from engine.i18n import QT_TRANSLATE_NOOP
from engine.model import Board, Colour, Pairing, PairingNumber, RulesEdition, Tournament
from engine.pairing_warnings import (
    PairingWarning,
    RoundView,
    Severity,
    StructureArticles,
    colour_difference,
    compared_with_engine,
    count_points,
    moved_down,
    names_of,
    points,
    should_have_white,
    structure,
    three_in_a_row,
    unique,
)

__all__ = [
    "Articles",
    "PairingWarning",
    "Severity",
    "articles_for",
    "check_manual_pairing",
    "compare_with_engine",
]

RULE_PAIRED_ONCE = "C.04.3 art. 1.9.1"
RULE_UNKNOWN = "C.04.2 art. 2.3"
RULE_ABSENT = "C.04.2 art. 3.2-3.3"
RULE_BYE_COUNT = "C.04.1 art. 3"
RULE_C1 = "C.04.1 art. 2 / C.04.3 [C1]"
RULE_FORBIDDEN = "TRF26 260 / XXP (C.04.3 [C1])"
RULE_C2 = "C.04.1 art. 4 / C.04.3 [C2]"
RULE_C3 = "C.04.1 art. 6-7 / C.04.3 [C3]"
RULE_DIFFERENCE = "C.04.1 art. 6 / C.04.3 [C3]"
RULE_THREE_IN_A_ROW = "C.04.1 art. 7 / C.04.3 [C3]"
RULE_C5 = "C.04.3 [C5]"
RULE_SCORES = "C.04.1 art. 5 / C.04.3 [C6]-[C7]"
RULE_ALLOCATION = "C.04.3 art. 5.2"
RULE_C10 = "C.04.3 [C10]"
RULE_C11 = "C.04.3 [C11]"
RULE_C12 = "C.04.3 [C12]"
RULE_C13 = "C.04.3 [C13]"
RULE_C14 = "C.04.3 [C14]"
RULE_C15 = "C.04.3 [C15]"
RULE_C16 = "C.04.3 [C16]"
RULE_C17 = "C.04.3 [C17]"


@dataclass(frozen=True, slots=True)
class Articles:
    """The names of the rules in one edition's own texts (C.04.1, C.04.2, C.04.3 of its time)."""

    paired_once: str
    unknown: str
    absent: str
    bye_count: str
    c1: str
    forbidden: str
    c2: str
    c3: str
    difference: str
    three_in_a_row: str
    pab_score: str | None
    """The PAB criterion ([C5], 2025 text); None: the edition has none (2017: C.2 only)."""
    scores: str
    allocation: str
    topscorer_difference: str
    topscorer_three: str
    preference: str
    strong: str
    down_1: str
    up_1: str
    down_2: str
    up_2: str

    @property
    def structure(self) -> StructureArticles:
        """The articles that say who is paired (:func:`engine.pairing_warnings.structure`)."""
        return StructureArticles(self.paired_once, self.unknown, self.absent, self.bye_count)

    @property
    def allocation_short(self) -> str:
        """The colour rules as a message names them."""
        return "art. 5.2" if self.pab_score is not None else "E.1-E.5"


ARTICLES_2025 = Articles(
    RULE_PAIRED_ONCE,
    RULE_UNKNOWN,
    RULE_ABSENT,
    RULE_BYE_COUNT,
    RULE_C1,
    RULE_FORBIDDEN,
    RULE_C2,
    RULE_C3,
    RULE_DIFFERENCE,
    RULE_THREE_IN_A_ROW,
    RULE_C5,
    RULE_SCORES,
    RULE_ALLOCATION,
    RULE_C10,
    RULE_C11,
    RULE_C12,
    RULE_C13,
    RULE_C14,
    RULE_C15,
    RULE_C16,
    RULE_C17,
)
"""The 2025/2026 texts: C.04.1 art. 2-7, C.04.2 art. 2-3, C.04.3 [C1]-[C21] and art. 5."""

ARTICLES_2017 = Articles(
    paired_once="C.04.3 (2017) A.9",
    unknown="C.04.2 (2017) B.3",
    absent="C.04.2 (2017) D.3-D.4",
    bye_count="C.04.1 (2017) c",
    c1="C.04.1 (2017) b / C.04.3 (2017) C.1",
    forbidden="TRF26 260 / XXP (C.04.3 (2017) C.1)",
    c2="C.04.1 (2017) d / C.04.3 (2017) C.2",
    c3="C.04.1 (2017) f-g / C.04.3 (2017) C.3",
    difference="C.04.1 (2017) f / C.04.3 (2017) C.3",
    three_in_a_row="C.04.1 (2017) g / C.04.3 (2017) C.3",
    pab_score=None,
    scores="C.04.1 (2017) e / C.04.3 (2017) C.5-C.6",
    allocation="C.04.3 (2017) E",
    topscorer_difference="C.04.3 (2017) C.8",
    topscorer_three="C.04.3 (2017) C.9",
    preference="C.04.3 (2017) C.10",
    strong="C.04.3 (2017) C.11",
    down_1="C.04.3 (2017) C.12",
    up_1="C.04.3 (2017) C.13",
    down_2="C.04.3 (2017) C.14",
    up_2="C.04.3 (2017) C.15",
)
"""The 2017 texts (``shared/rules/seeds/002``, ``003``): C.04.1 a-i, C.04.2 A-D, C.04.3 C.1-C.19, E;
no criterion on the score of the PAB assignee."""


def articles_for(edition: RulesEdition) -> Articles:
    """The rule names a warning uses for a tournament paired under the 2025 or the 2017 text (the
    2012 text has criteria of another shape: :mod:`engine.manual_pairing_2013`)."""
    return ARTICLES_2017 if edition is RulesEdition.DUTCH_2017 else ARTICLES_2025


@dataclass(frozen=True, slots=True)
class _Game:
    """A board of a pairing between two players to be paired (both in ``states``)."""

    board: int
    white: PlayerState
    black: PlayerState

    def seats(self) -> tuple[tuple[PlayerState, Colour, PlayerState], ...]:
        return ((self.white, Colour.WHITE, self.black), (self.black, Colour.BLACK, self.white))


class _Round(RoundView):
    """The round being paired under the 2025 or the 2017 text, seen by the checks: the players'
    states as that edition's engine reads them (:func:`engine.dutch.state.build_states`: scores,
    colour preferences, floats, who may receive the PAB), topscorers."""

    def __init__(self, tournament: Tournament, round_number: int, edition: RulesEdition) -> None:
        super().__init__(tournament, round_number)
        self.edition = edition
        self.articles = articles_for(edition)
        self.states = {s.number: s for s in build_states(self.before, round_number, edition)}
        self.threshold = topscorer_threshold(self.before, round_number)

    def topscorer(self, s: PlayerState) -> bool:
        """C.04.3 art. 1.7 / 2017 A.7 (only when pairing the last round)."""
        return self.threshold is not None and s.pairing_score > self.threshold

    @property
    def bye_is_downfloat(self) -> bool:
        """2017 A.4.b: "a player who, for whatever reason, does not play in a round, also receives a
        downfloat", so the PAB assignee repeats a downfloat too (C.12, C.14). The 2025 text leaves
        the PAB assignee to [C5] (see :func:`_floats`)."""
        return self.edition is RulesEdition.DUTCH_2017

    def games(self, pairing: Pairing) -> list[_Game]:
        out = []
        for i, b in enumerate(pairing.boards, start=1):
            w, k = self.states.get(b.white), self.states.get(b.black)
            if w is not None and k is not None and b.white != b.black:
                out.append(_Game(i, w, k))
        return out

    def bye(self, pairing: Pairing | None) -> PlayerState | None:
        """The PAB assignee of ``pairing``, when they are to be paired."""
        return None if pairing is None or pairing.bye is None else self.states.get(pairing.bye)


# ---- absolute rules -------------------------------------------------------------------------------


def _colour_after(s: PlayerState, colour: Colour) -> tuple[int, bool]:
    """(colour difference, same colour three times in a row) if ``s`` plays ``colour`` (C.04.1 art. 6-7)."""
    whites = sum(1 for c in s.colours if c is Colour.WHITE)
    blacks = len(s.colours) - whites
    whites += colour is Colour.WHITE
    blacks += colour is Colour.BLACK
    three = len(s.colours) >= 2 and s.colours[-1] is colour and s.colours[-2] is colour
    return whites - blacks, three


def _pairs(rnd: _Round, games: list[_Game]) -> list[PairingWarning]:
    """[C1] rematches and prohibited pairs; [C3] and C.04.1 art. 6-7 for non-topscorers."""
    out: list[PairingWarning] = []
    for g in games:
        w, b = g.white, g.black
        both = (w.number, b.number)
        names = _both(rnd.name(w.number), rnd.name(b.number))
        met = rnd.met_in(w.number, b.number)
        if met is not None:
            out.append(
                PairingWarning(
                    rnd.articles.c1,
                    Severity.ABSOLUTE,
                    both,
                    phrase(
                        "PairingWarning",
                        QT_TRANSLATE_NOOP("PairingWarning", "{names} already met in round {round}"),
                        names=names,
                        round=met,
                    ),
                )
            )
        elif b.number in w.forbidden or w.number in b.forbidden:
            out.append(
                PairingWarning(
                    rnd.articles.forbidden,
                    Severity.ABSOLUTE,
                    both,
                    phrase(
                        "PairingWarning",
                        QT_TRANSLATE_NOOP("PairingWarning", "{names} may not be paired (prohibited pair)"),
                        names=names,
                    ),
                )
            )
        if rnd.topscorer(w) or rnd.topscorer(b):
            continue  # C.04.3 [C10]/[C11]: quality criteria for topscorers and their opponents
        if w.absolute and b.absolute and w.preference is b.preference:
            if w.preference is Colour.WHITE:
                same = QT_TRANSLATE_NOOP(
                    "PairingWarning", "{names} both have an absolute preference for white (board {board})"
                )
            else:
                same = QT_TRANSLATE_NOOP(
                    "PairingWarning", "{names} both have an absolute preference for black (board {board})"
                )
            out.append(
                PairingWarning(
                    rnd.articles.c3,
                    Severity.ABSOLUTE,
                    both,
                    phrase("PairingWarning", same, names=names, board=g.board),
                )
            )
            continue
        for s, colour, _opp in g.seats():
            difference, three = _colour_after(s, colour)
            if abs(difference) > 2:
                out.append(
                    PairingWarning(
                        rnd.articles.difference,
                        Severity.ABSOLUTE,
                        (s.number,),
                        colour_difference(rnd.name(s.number), difference, colour, g.board),
                    )
                )
            if three:
                out.append(
                    PairingWarning(
                        rnd.articles.three_in_a_row,
                        Severity.ABSOLUTE,
                        (s.number,),
                        three_in_a_row(rnd.name(s.number), colour, g.board),
                    )
                )
    return out


def _both(a: str | Phrase, b: str | Phrase) -> Phrase:
    """``A (1) and B (2)``."""
    return phrase(
        "PairingWarning", QT_TRANSLATE_NOOP("PairingWarning", "{player} and {other}"), player=a, other=b
    )


def _bye(rnd: _Round, pairing: Pairing) -> list[PairingWarning]:
    """[C2] / C.2: the PAB to a player who may not receive it (:func:`engine.dutch.state.blocks_bye`:
    2025, a PAB or a win's points without playing; 2017, a PAB or a forfeit win)."""
    n = pairing.bye
    if n is None or n not in rnd.states or rnd.states[n].bye_eligible:
        return []
    points = rnd.before.point_system
    player = rnd.players[n]
    when = next(
        (i for i in range(1, rnd.round) if blocks_bye(player.entry(i), points, rnd.edition)),
        None,
    )
    if rnd.edition is RulesEdition.DUTCH_2017:
        text = QT_TRANSLATE_NOOP(
            "PairingWarning",
            "{player} may not receive the pairing-allocated bye: already had the pairing-allocated bye or a "
            "forfeit win in round {round}",
        )
    else:
        text = QT_TRANSLATE_NOOP(
            "PairingWarning",
            "{player} may not receive the pairing-allocated bye: already scored a win without playing in "
            "round "
            "{round}",
        )
    return [
        PairingWarning(
            rnd.articles.c2,
            Severity.ABSOLUTE,
            (n,),
            phrase("PairingWarning", text, player=rnd.name(n), round=when),
        )
    ]


# ---- quality criteria, compared with the engine's pairing --------------------------------------------


_Counter = Callable[[_Round, list[_Game], PlayerState | None], list[PairingNumber]]


def _c10(rnd: _Round, games: list[_Game], _bye: PlayerState | None) -> list[PairingNumber]:
    """[C10] topscorers or topscorers' opponents with a colour difference beyond +-2."""
    out = []
    for g in games:
        if rnd.topscorer(g.white) or rnd.topscorer(g.black):
            out += [s.number for s, c, _o in g.seats() if abs(_colour_after(s, c)[0]) > 2]
    return out


def _c11(rnd: _Round, games: list[_Game], _bye: PlayerState | None) -> list[PairingNumber]:
    """[C11] topscorers or topscorers' opponents with the same colour three times in a row."""
    out = []
    for g in games:
        if rnd.topscorer(g.white) or rnd.topscorer(g.black):
            out += [s.number for s, c, _o in g.seats() if _colour_after(s, c)[1]]
    return out


def _c12(rnd: _Round, games: list[_Game], _bye: PlayerState | None) -> list[PairingNumber]:
    """[C12] players who do not get their colour preference."""
    return [s.number for g in games for s, c, _o in g.seats() if s.preference not in (Colour.NONE, c)]


def _c13(rnd: _Round, games: list[_Game], _bye: PlayerState | None) -> list[PairingNumber]:
    """[C13] players who do not get their strong (or absolute) colour preference."""
    return [
        s.number
        for g in games
        for s, c, _o in g.seats()
        if (s.strong or s.absolute) and s.preference not in (Colour.NONE, c)
    ]


def _floats(direction: Float, previous: Callable[[PlayerState], Float]) -> _Counter:
    """Players receiving ``direction`` again (2025 art. 1.4.2, 2017 A.4.b: the higher player of two
    with different scores downfloats, the lower one upfloats).

    2017 A.4.b also gives a downfloat to a player who does not play, so there the PAB assignee is
    counted too. In the 2025 text the PAB assignee's downfloat (art. 1.4.3) is left to [C5], as that
    engine's criteria weigh pairs (:mod:`engine.dutch.weights`).
    """

    def counter(rnd: _Round, games: list[_Game], bye: PlayerState | None) -> list[PairingNumber]:
        out = []
        for g in games:
            for s, _c, o in g.seats():
                got = (
                    Float.DOWN
                    if s.pairing_score > o.pairing_score
                    else Float.UP
                    if s.pairing_score < o.pairing_score
                    else Float.NONE
                )
                if got is direction and previous(s) is direction:
                    out.append(s.number)
        if (
            bye is not None
            and rnd.bye_is_downfloat
            and direction is Float.DOWN
            and previous(bye) is Float.DOWN
        ):
            out.append(bye.number)
        return out

    return counter


_QUALITY: tuple[tuple[str, str, _Counter], ...] = (
    (
        "topscorer_difference",
        QT_TRANSLATE_NOOP("PairingWarning", "players with a colour difference beyond +-2"),
        _c10,
    ),
    (
        "topscorer_three",
        QT_TRANSLATE_NOOP("PairingWarning", "players with the same colour three times in a row"),
        _c11,
    ),
    ("preference", QT_TRANSLATE_NOOP("PairingWarning", "players without their colour preference"), _c12),
    ("strong", QT_TRANSLATE_NOOP("PairingWarning", "players without their strong colour preference"), _c13),
    (
        "down_1",
        QT_TRANSLATE_NOOP("PairingWarning", "players floating down again (as in the previous round)"),
        _floats(Float.DOWN, lambda s: s.float_1),
    ),
    (
        "up_1",
        QT_TRANSLATE_NOOP("PairingWarning", "players floating up again (as in the previous round)"),
        _floats(Float.UP, lambda s: s.float_1),
    ),
    (
        "down_2",
        QT_TRANSLATE_NOOP("PairingWarning", "players floating down as two rounds before"),
        _floats(Float.DOWN, lambda s: s.float_2),
    ),
    (
        "up_2",
        QT_TRANSLATE_NOOP("PairingWarning", "players floating up as two rounds before"),
        _floats(Float.UP, lambda s: s.float_2),
    ),
)
"""Quality criteria counted over the round, in priority order (2025 [C10]-[C17]; 2017 C.8-C.15),
named by :class:`Articles` fields."""


def _quality(rnd: _Round, pairing: Pairing, engine: Pairing | None) -> list[PairingWarning]:
    out: list[PairingWarning] = []
    games = rnd.games(pairing)
    reference = rnd.games(engine) if engine is not None else []
    bye, reference_bye = rnd.bye(pairing), rnd.bye(engine)
    compared = compared_with_engine(engine is not None)
    # [C5] the PAB assignee's score (2025 text only: the 2017 text has no PAB criterion).
    pab_rule = rnd.articles.pab_score
    if pab_rule is not None and bye is not None and bye.bye_eligible:
        mine = bye.pairing_score
        if reference_bye is not None:
            lowest = reference_bye.pairing_score
        else:
            lowest = min((s.pairing_score for s in rnd.states.values() if s.bye_eligible), default=mine)
        if mine > lowest:
            out.append(
                PairingWarning(
                    pab_rule,
                    Severity.QUALITY,
                    (bye.number,),
                    phrase(
                        "PairingWarning",
                        QT_TRANSLATE_NOOP(
                            "PairingWarning",
                            "{player} gets the pairing-allocated bye with {points}; it can go to a player "
                            "with "
                            "{lowest}",
                        ),
                        player=rnd.name(bye.number),
                        points=count_points(mine),
                        lowest=points(lowest),
                    ),
                )
            )
    # C.04.1 art. 5, [C6]-[C7] (2017: C.5-C.6, the PAB a downfloater of the last bracket, A.8):
    # players moved down out of their score bracket, from the top.
    out += moved_down(
        rnd,
        (s.pairing_score for s in rnd.states.values()),
        ([(g.white, g.black) for g in games], bye),
        ([(g.white, g.black) for g in reference], reference_bye),
        rnd.articles.scores,
        bye_as_game=pab_rule is None,
    )
    # Art. 5.2 (2017: E.1-E.5): the colours of each pair.
    for g in games:
        if colour_of(g.white, g.black, rnd.initial) is not Colour.WHITE:
            out.append(
                PairingWarning(
                    rnd.articles.allocation,
                    Severity.QUALITY,
                    (g.white.number, g.black.number),
                    should_have_white(
                        rnd.articles.allocation_short,
                        rnd.name(g.black.number),
                        rnd.name(g.white.number),
                        g.board,
                    ),
                )
            )
    # [C10]-[C17] (2017: C.8-C.15) counts.
    for field_name, what, counter in _QUALITY:
        rule = getattr(rnd.articles, field_name)
        mine_list = counter(rnd, games, bye)
        theirs = len(counter(rnd, reference, reference_bye))
        if len(mine_list) > theirs:
            out.append(
                PairingWarning(
                    rule,
                    Severity.QUALITY,
                    tuple(mine_list),
                    phrase(
                        "PairingWarning",
                        compared,
                        what=phrase("PairingWarning", what),
                        count=len(mine_list),
                        players=names_of(rnd, mine_list),
                        theirs=theirs,
                    ),
                )
            )
    return out


def check_manual_pairing(
    tournament: Tournament,
    pairing: Pairing,
    rules: RulesEdition | None = None,
    *,
    engine_pairing: Pairing | None = None,
) -> list[PairingWarning]:
    """Every rule ``pairing`` (of round ``pairing.round``) breaks: absolute ones first, then quality,
    each named by the texts of the edition (``rules``, default: the tournament's).

    The quality criteria are compared with that edition's engine; ``engine_pairing`` is the engine's
    pairing of that round when the caller already has it (otherwise it is computed). An empty list
    means the pairing breaks no absolute rule and is no worse than the engine's on any quality
    criterion checked here. A ``FIDE_DUTCH_2013`` event is checked in the terms of the Istanbul 2012
    text (:func:`engine.manual_pairing_2013.check_manual_pairing_2013`).
    """
    edition = rules or tournament.rules
    if edition is RulesEdition.DUTCH_2013:
        from engine.manual_pairing_2013 import check_manual_pairing_2013

        return check_manual_pairing_2013(tournament, pairing, engine_pairing=engine_pairing)
    rnd = _Round(tournament, pairing.round, edition)
    absolute = structure(rnd, pairing, rnd.states, rnd.articles.structure)
    absolute += _pairs(rnd, rnd.games(pairing)) + _bye(rnd, pairing)
    engine = engine_pairing
    if engine is None:
        try:
            engine = pair_round(rnd.before, pairing.round, edition)
        except NoLegalPairingError:
            engine = None
    return absolute + _quality(rnd, pairing, engine)


def compare_with_engine(
    tournament: Tournament, pairing: Pairing, rules: RulesEdition | None = None
) -> list[str]:
    """The boards of ``pairing`` that differ from :func:`engine.dutch.pair_round` (the engine of the
    edition ``rules``, default: the tournament's), one line each."""
    rnd = RoundView(tournament, pairing.round)
    try:
        engine = pair_round(rnd.before, pairing.round, rules)
    except NoLegalPairingError as exc:
        return [f"the engine finds no legal pairing for round {pairing.round}: {exc}"]
    engine_boards = set(engine.boards)
    partner: dict[PairingNumber, str] = {}
    for b in engine.boards:
        partner[b.white] = f"against {rnd.name(b.black)} with white"
        partner[b.black] = f"against {rnd.name(b.white)} with black"
    if engine.bye is not None:
        partner[engine.bye] = "gets the pairing-allocated bye"
    out: list[str] = []
    for i, b in enumerate(pairing.boards, start=1):
        if b in engine_boards:
            continue
        shown = f"board {i}: {rnd.name(b.white)} - {rnd.name(b.black)}"
        if Board(b.black, b.white) in engine_boards:
            out.append(f"{shown}: the engine gives the colours the other way round")
            continue
        parts = [f"{rnd.name(n)} {partner.get(n, 'not at all')}" for n in unique((b.white, b.black))]
        out.append(f"{shown}: the engine pairs " + "; ".join(parts))
    if pairing.bye != engine.bye:
        mine = rnd.name(pairing.bye) if pairing.bye is not None else "nobody"
        theirs = rnd.name(engine.bye) if engine.bye is not None else "nobody"
        out.append(f"pairing-allocated bye: {mine}; the engine gives it to {theirs}")
    return out
