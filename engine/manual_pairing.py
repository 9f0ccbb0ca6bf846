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

from dataclasses import dataclass

from engine.dutch import pair_round
from engine.dutch.colours import colour_of
from engine.dutch.phrase import phrase
from engine.dutch.state import PlayerState, blocks_bye, build_states, topscorer_threshold
from engine.errors import NoLegalPairingError
from engine.i18n import QT_TRANSLATE_NOOP
from engine.manual_pairing_protocol import (
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
from engine.model import Board, Colour, Pairing, PairingNumber, RulesEdition, Tournament
from engine.pairing_warnings import (
    PairingWarning,
    RoundView,
    Severity,
    StructureArticles,
    broken,
    compared_with_engine,
    count_points,
    moved_down,
    points,
    structure,
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

    @property
    def pairs(self) -> PairRules:
        """The absolute rules on a pair (:func:`engine.manual_pairing_protocol.pair_warnings`)."""
        return PairRules(
            self.c1, self.forbidden, self.c3, self.difference, self.three_in_a_row, _BOTH_WHITE, _BOTH_BLACK
        )


_BOTH_WHITE = QT_TRANSLATE_NOOP(
    "PairingWarning", "{names} both have an absolute preference for white (board {board})"
)
_BOTH_BLACK = QT_TRANSLATE_NOOP(
    "PairingWarning", "{names} both have an absolute preference for black (board {board})"
)


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


class _Round(EditionRound[PlayerState]):
    """The round being paired under the 2025 or the 2017 text, seen by the checks: the players'
    states as that edition's engine reads them (:func:`engine.dutch.state.build_states`: scores,
    colour preferences, floats, who may receive the PAB), topscorers."""

    def __init__(self, tournament: Tournament, round_number: int, edition: RulesEdition) -> None:
        super().__init__(tournament, round_number)
        self.edition = edition
        self.articles = articles_for(edition)
        self.states = {s.number: s for s in build_states(self.before, round_number, edition)}
        self.threshold = topscorer_threshold(self.before, round_number)
        self.bye_is_downfloat = edition is RulesEdition.DUTCH_2017
        """2017 A.4.b: "a player who, for whatever reason, does not play in a round, also receives a
        downfloat", so the PAB assignee repeats a downfloat too (C.12, C.14). The 2025 text leaves
        the PAB assignee to [C5] (see :func:`engine.manual_pairing_protocol.floats_again`)."""

    def topscorer(self, s: PlayerState) -> bool:
        """C.04.3 art. 1.7 / 2017 A.7 (only when pairing the last round)."""
        return self.threshold is not None and s.pairing_score > self.threshold

    def colour_after(self, s: PlayerState, colour: Colour) -> tuple[int, bool]:
        """(colour difference, same colour three times in a row) if ``s`` plays ``colour`` (C.04.1 art.
        6-7)."""
        whites = sum(1 for c in s.colours if c is Colour.WHITE)
        blacks = len(s.colours) - whites
        whites += colour is Colour.WHITE
        blacks += colour is Colour.BLACK
        three = len(s.colours) >= 2 and s.colours[-1] is colour and s.colours[-2] is colour
        return whites - blacks, three


_Games = list[Game[PlayerState]]


# ---- absolute rules (those on the pairs: engine.manual_pairing_protocol.pair_warnings) -------------


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
    return [broken(rnd.articles.c2, (n,), text, player=rnd.name(n), round=when)]


# ---- quality criteria, compared with the engine's pairing --------------------------------------------


def _c10(rnd: EditionRound[PlayerState], games: _Games, _bye: PlayerState | None) -> list[PairingNumber]:
    """[C10] topscorers or topscorers' opponents with a colour difference beyond +-2."""
    out = []
    for g in games:
        if rnd.topscorer(g.white) or rnd.topscorer(g.black):
            out += [s.number for s, c, _o in g.seats() if abs(rnd.colour_after(s, c)[0]) > 2]
    return out


def _c11(rnd: EditionRound[PlayerState], games: _Games, _bye: PlayerState | None) -> list[PairingNumber]:
    """[C11] topscorers or topscorers' opponents with the same colour three times in a row."""
    out = []
    for g in games:
        if rnd.topscorer(g.white) or rnd.topscorer(g.black):
            out += [s.number for s, c, _o in g.seats() if rnd.colour_after(s, c)[1]]
    return out


def _c12(rnd: EditionRound[PlayerState], games: _Games, _bye: PlayerState | None) -> list[PairingNumber]:
    """[C12] players who do not get their colour preference."""
    return [s.number for g in games for s, c, _o in g.seats() if s.preference not in (Colour.NONE, c)]


def _c13(rnd: EditionRound[PlayerState], games: _Games, _bye: PlayerState | None) -> list[PairingNumber]:
    """[C13] players who do not get their strong (or absolute) colour preference."""
    return [
        s.number
        for g in games
        for s, c, _o in g.seats()
        if (s.strong or s.absolute) and s.preference not in (Colour.NONE, c)
    ]


def _criteria(articles: Articles) -> tuple[Criterion[PlayerState], ...]:
    """Quality criteria counted over the round, in priority order (2025 [C10]-[C17]; 2017 C.8-C.15),
    named by the edition's articles. The floats: 2025 art. 1.4.2, 2017 A.4.b (the higher player of two
    with different scores downfloats, the lower one upfloats); 2017 A.4.b also gives a downfloat to a
    player who does not play, so there the PAB assignee is counted too, while in the 2025 text the PAB
    assignee's downfloat (art. 1.4.3) is left to [C5], as that engine's criteria weigh pairs
    (:mod:`engine.dutch.weights`)."""
    return (
        Criterion(
            articles.topscorer_difference,
            QT_TRANSLATE_NOOP("PairingWarning", "players with a colour difference beyond +-2"),
            _c10,
        ),
        Criterion(
            articles.topscorer_three,
            QT_TRANSLATE_NOOP("PairingWarning", "players with the same colour three times in a row"),
            _c11,
        ),
        Criterion(
            articles.preference,
            QT_TRANSLATE_NOOP("PairingWarning", "players without their colour preference"),
            _c12,
        ),
        Criterion(
            articles.strong,
            QT_TRANSLATE_NOOP("PairingWarning", "players without their strong colour preference"),
            _c13,
        ),
        Criterion(
            articles.down_1,
            QT_TRANSLATE_NOOP("PairingWarning", "players floating down again (as in the previous round)"),
            floats_again("D", 1),
        ),
        Criterion(
            articles.up_1,
            QT_TRANSLATE_NOOP("PairingWarning", "players floating up again (as in the previous round)"),
            floats_again("U", 1),
        ),
        Criterion(
            articles.down_2,
            QT_TRANSLATE_NOOP("PairingWarning", "players floating down as two rounds before"),
            floats_again("D", 2),
        ),
        Criterion(
            articles.up_2,
            QT_TRANSLATE_NOOP("PairingWarning", "players floating up as two rounds before"),
            floats_again("U", 2),
        ),
    )


def _quality(rnd: _Round, pairing: Pairing, engine: Pairing | None) -> list[PairingWarning]:
    out: list[PairingWarning] = []
    games, reference = rnd.games(pairing), rnd.games(engine)
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
    out += colours_against_rule(
        rnd,
        games,
        rnd.articles.allocation,
        lambda g: (colour_of(g.white, g.black, rnd.initial), rnd.articles.allocation_short),
    )
    # [C10]-[C17] (2017: C.8-C.15) counts.
    criteria = _criteria(rnd.articles)
    return out + worse_than_engine(rnd, criteria, (games, bye), (reference, reference_bye), compared)


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
    absolute += pair_warnings(rnd, rnd.games(pairing), rnd.articles.pairs) + _bye(rnd, pairing)
    return absolute + _quality(rnd, pairing, engine_reference(rnd, edition, engine_pairing))


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
