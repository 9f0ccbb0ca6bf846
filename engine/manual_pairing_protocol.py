"""What each edition's check of a hand-edited pairing provides, and the checks written once over it.

The arbiter may change a pairing (C.04.2 art. 4.4 of today, D.10 of 2017); the program then lists the
rules the change breaks, each named by an article of the tournament's edition. The editions read a
player differently (:mod:`engine.dutch.state` for the 2025 and 2017 texts, :mod:`engine.dutch2012.state`
for the Istanbul 2012 text), but every state answers :class:`EditionPlayer`, and each edition's round
(:class:`EditionRound`) says what its text makes of it: who is a topscorer, what colour difference a
colour gives. Over these the checks are written once:

- :func:`pair_warnings`: a pair that met before or may not meet (C.04.1 art. 2 / 2012 B.1.a), two
  absolute colour preferences alike, a colour difference beyond +-2, a colour three times in a row
  (C.04.1 art. 6-7 / 2012 B.2), topscorers and their opponents left to the quality criteria;
- :func:`floats_again`: players receiving the float of one or two rounds before again (2025 [C14]-[C17],
  2017 C.12-C.15, 2012 B.5-B.6);
- :func:`worse_than_engine`: a quality criterion counted in the checked pairing and in the engine's;
- :func:`colours_against_rule`: pairs whose colours the allocation rules give the other way round;
- :func:`engine_reference`: the edition's engine's pairing of the round to compare with.

The edition modules (:mod:`engine.manual_pairing`, :mod:`engine.manual_pairing_2013`) keep what their
texts alone have: the articles and sentences, the bye rules, the order of the criteria.
"""

from __future__ import annotations

import enum
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Generic, Protocol, TypeVar

from engine.dutch import pair_round
from engine.dutch.phrase import Phrase, phrase
from engine.errors import NoLegalPairingError
from engine.i18n import QT_TRANSLATE_NOOP
from engine.model import Colour, Pairing, PairingNumber, RulesEdition
from engine.pairing_warnings import (
    PairingWarning,
    RoundView,
    Severity,
    broken,
    colour_difference,
    names_of,
    should_have_white,
    three_in_a_row,
)


class EditionPlayer(Protocol):
    """What the shared checks read of a player to be paired, in any edition's state."""

    @property
    def number(self) -> PairingNumber: ...

    @property
    def pairing_score(self) -> Fraction:
        """The score the brackets are made of (with acceleration points)."""
        ...

    @property
    def preference(self) -> Colour: ...

    @property
    def absolute(self) -> bool:
        """The colour preference is absolute."""
        ...

    @property
    def forbidden(self) -> frozenset[PairingNumber]:
        """Players this one may not meet (prohibited pairs; in 2012 also those already met)."""
        ...

    @property
    def float_1(self) -> enum.Enum:
        """The float of the previous round: an edition's ``Float`` (``"D"``, ``"U"`` or ``" "``)."""
        ...

    @property
    def float_2(self) -> enum.Enum:
        """The float of the round before that."""
        ...


S = TypeVar("S", bound=EditionPlayer)


@dataclass(frozen=True, slots=True)
class Game(Generic[S]):
    """A board of a pairing between two players to be paired (both in the round's states)."""

    board: int
    white: S
    black: S

    def seats(self) -> tuple[tuple[S, Colour, S], ...]:
        """(player, their colour, their opponent), White first."""
        return ((self.white, Colour.WHITE, self.black), (self.black, Colour.BLACK, self.white))


class EditionRound(RoundView, ABC, Generic[S]):
    """The round being checked as one edition's engine reads it: the players' states (:attr:`states`),
    and what the edition's text makes of them."""

    states: Mapping[PairingNumber, S]
    """The players to be paired in this round, by pairing number."""
    bye_is_downfloat: bool
    """The pairing-allocated bye counts as a downfloat when floats are compared (2017 A.4.b, 2012
    B.1.b); the 2025 text leaves the bye to its own criterion ([C5])."""

    @abstractmethod
    def topscorer(self, s: S) -> bool:
        """A topscorer, for whom the colour rules are quality criteria (2025 art. 1.7, 2012 A.10)."""

    @abstractmethod
    def colour_after(self, s: S, colour: Colour) -> tuple[int, bool]:
        """(colour difference, the same colour three times in a row) if ``s`` plays ``colour``."""

    def games(self, pairing: Pairing | None) -> list[Game[S]]:
        """The boards of ``pairing`` between two players to be paired (none without a pairing)."""
        out: list[Game[S]] = []
        for i, b in enumerate(pairing.boards if pairing is not None else (), start=1):
            w, k = self.states.get(b.white), self.states.get(b.black)
            if w is not None and k is not None and b.white != b.black:
                out.append(Game(i, w, k))
        return out

    def bye(self, pairing: Pairing | None) -> S | None:
        """The bye's assignee in ``pairing``, when they are to be paired."""
        return None if pairing is None or pairing.bye is None else self.states.get(pairing.bye)


@dataclass(frozen=True, slots=True)
class PairRules:
    """The articles and sentences of one edition for the absolute rules on a pair (:func:`pair_warnings`)."""

    met: str
    """Two players meet twice (C.04.1 art. 2 / 2012 B.1.a)."""
    forbidden: str
    """A prohibited pair (TRF 260 / XXP)."""
    same_absolute: str
    """Two players with the same absolute colour preference (C.04.3 [C3] / 2012 B.2)."""
    difference: str
    """A colour difference beyond +-2 (C.04.1 art. 6)."""
    three_in_a_row: str
    """The same colour three times in a row (C.04.1 art. 7)."""
    both_white: str
    """The sentence for two absolute preferences for White: ``{names}``, ``{board}``."""
    both_black: str
    """The same for Black."""


def pair_warnings(rnd: EditionRound[S], games: list[Game[S]], rules: PairRules) -> list[PairingWarning]:
    """The absolute rules on each pair: not twice the same opponent, no prohibited pair; and for pairs
    without a topscorer, no two absolute colour preferences alike, no colour difference beyond +-2, no
    colour three times in a row (for topscorers these are quality criteria: 2025 [C10]-[C11], 2012 B.2
    note and C.10.g)."""
    out: list[PairingWarning] = []
    for g in games:
        w, b = g.white, g.black
        both = (w.number, b.number)
        names = phrase(
            "PairingWarning",
            QT_TRANSLATE_NOOP("PairingWarning", "{player} and {other}"),
            player=rnd.name(w.number),
            other=rnd.name(b.number),
        )
        met = rnd.met_in(w.number, b.number)
        if met is not None:
            again = QT_TRANSLATE_NOOP("PairingWarning", "{names} already met in round {round}")
            out.append(broken(rules.met, both, again, names=names, round=met))
        elif b.number in w.forbidden or w.number in b.forbidden:
            prohibited = QT_TRANSLATE_NOOP("PairingWarning", "{names} may not be paired (prohibited pair)")
            out.append(broken(rules.forbidden, both, prohibited, names=names))
        if rnd.topscorer(w) or rnd.topscorer(b):
            continue
        if w.absolute and b.absolute and w.preference is b.preference:
            same = rules.both_white if w.preference is Colour.WHITE else rules.both_black
            out.append(broken(rules.same_absolute, both, same, names=names, board=g.board))
            continue
        for s, colour, _opp in g.seats():
            difference, three = rnd.colour_after(s, colour)
            name = rnd.name(s.number)
            if abs(difference) > 2:
                text = colour_difference(name, difference, colour, g.board)
                out.append(PairingWarning(rules.difference, Severity.ABSOLUTE, (s.number,), text))
            if three:
                text = three_in_a_row(name, colour, g.board)
                out.append(PairingWarning(rules.three_in_a_row, Severity.ABSOLUTE, (s.number,), text))
    return out


# ---- quality criteria, counted against the engine's pairing ------------------------------------------

Counter = Callable[[EditionRound[S], list[Game[S]], S | None], list[PairingNumber]]
"""The players a quality criterion finds in a pairing (its games and its bye's assignee); a pair
criterion lists both players of each pair found."""


def floats_again(direction: str, rounds_ago: int) -> Counter[S]:
    """Players receiving the float ``direction`` (``"D"`` down, ``"U"`` up) as ``rounds_ago`` (1 or 2)
    rounds before. Of two players with different scores the higher floats down, the lower up (2025 art.
    1.4.2, 2017 A.4.b, 2012 A.4); where the edition says so (:attr:`EditionRound.bye_is_downfloat`) the
    bye's assignee floats down too."""

    def previous(s: EditionPlayer) -> str:
        return str((s.float_1 if rounds_ago == 1 else s.float_2).value)

    def counter(rnd: EditionRound[S], games: list[Game[S]], bye: S | None) -> list[PairingNumber]:
        out: list[PairingNumber] = []
        for g in games:
            for s, _c, o in g.seats():
                if s.pairing_score == o.pairing_score:
                    continue
                got = "D" if s.pairing_score > o.pairing_score else "U"
                if got == direction and previous(s) == direction:
                    out.append(s.number)
        if bye is not None and rnd.bye_is_downfloat and direction == "D" and previous(bye) == "D":
            out.append(bye.number)
        return out

    return counter


@dataclass(frozen=True, slots=True)
class Criterion(Generic[S]):
    """A quality criterion counted over the round."""

    rule: str
    """Its article in the edition's texts."""
    what: str
    """What is counted (a ``PairingWarning`` sentence)."""
    counter: Counter[S]
    per: int = 1
    """Players per counted item: 1 for players, 2 for pairs (shown as ``white - black``)."""


def worse_than_engine(
    rnd: EditionRound[S],
    criteria: Sequence[Criterion[S]],
    mine: tuple[list[Game[S]], S | None],
    theirs: tuple[list[Game[S]], S | None],
    compared: str,
) -> list[PairingWarning]:
    """A warning for each criterion that finds more in the checked pairing (``mine``: its games and its
    bye's assignee) than in the engine's (``theirs``); ``compared``: the sentence that compares them
    (:func:`engine.pairing_warnings.compared_with_engine`)."""
    out: list[PairingWarning] = []
    for c in criteria:
        found = c.counter(rnd, *mine)
        count, reference = len(found) // c.per, len(c.counter(rnd, *theirs)) // c.per
        if count <= reference:
            continue
        shown: tuple[str | Phrase, ...]
        if c.per == 2:
            shown = tuple(
                phrase(
                    "PairingWarning",
                    QT_TRANSLATE_NOOP("PairingWarning", "{white} - {black}"),
                    white=rnd.name(a),
                    black=rnd.name(b),
                )
                for a, b in zip(found[::2], found[1::2], strict=True)
            )
        else:
            shown = names_of(rnd, found)
        text = phrase(
            "PairingWarning",
            compared,
            what=phrase("PairingWarning", c.what),
            count=count,
            players=shown,
            theirs=reference,
        )
        out.append(PairingWarning(c.rule, Severity.QUALITY, tuple(found), text))
    return out


def colours_against_rule(
    rnd: EditionRound[S], games: list[Game[S]], rule: str, allocate: Callable[[Game[S]], tuple[Colour, str]]
) -> list[PairingWarning]:
    """The pairs whose colours the edition's allocation rules (``allocate``: the colour they give the
    board's White, and the rule as a message names it) give the other way round."""
    out: list[PairingWarning] = []
    for g in games:
        colour, why = allocate(g)
        if colour is not Colour.WHITE:
            text = should_have_white(why, rnd.name(g.black.number), rnd.name(g.white.number), g.board)
            out.append(PairingWarning(rule, Severity.QUALITY, (g.white.number, g.black.number), text))
    return out


def engine_reference(rnd: RoundView, edition: RulesEdition, given: Pairing | None) -> Pairing | None:
    """The pairing to compare with: ``given`` (the engine's, when the caller has it), else the one the
    engine of ``edition`` makes of the round (:func:`engine.dutch.pair_round`); None when it finds no
    legal pairing."""
    if given is not None:
        return given
    try:
        return pair_round(rnd.before, rnd.round, edition)
    except NoLegalPairingError:
        return None
