"""A recorded pairing walked against the Double-Swiss procedure: the one report loop of the checkers of
C.04.5 (matches of two players, :mod:`engine.double_swiss.checker`) and C.04.6 (the Swiss Team System,
:mod:`engine.team_swiss.checker`, whose procedure is C.04.5's, :mod:`engine.double_swiss.procedure`).

The absolute criteria first (a complete round-pairing and the bye only with an odd number, 3.3.1;
[C1] 2.1.1; [C2] 2.1.2), then the procedure: the bye (3.4), then bracket after bracket as 3.3.2 forms
them, its upfloaters (3.5) and its pairing (3.6). Where the recorded pairing parts from the procedure
the walk stops: the later brackets depend on the earlier. Both texts number these articles alike; each
checker words what is found (players or teams) and judges a bracket's quality criteria itself.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Protocol, TypeVar

from engine.breach import Breach
from engine.double_swiss.legal import Mates, perfect_matching
from engine.double_swiss.pairing import paired_numbers
from engine.double_swiss.procedure import Criteria, assign_bye, choose_upfloaters, pair_bracket
from engine.double_swiss.state import MatchPlayer
from engine.errors import NoLegalPairingError
from engine.i18n import QT_TRANSLATE_NOOP, translate
from engine.model import Board, Pairing, PairingNumber


@dataclass(frozen=True, slots=True)
class Incomplete:
    """3.3.1: some are paired twice or not at all."""

    twice: tuple[PairingNumber, ...]
    missing: tuple[PairingNumber, ...]


@dataclass(frozen=True, slots=True)
class ByeWithEvenNumber:
    """3.3.1: a pairing-allocated bye although the number to pair is even."""

    bye: PairingNumber


@dataclass(frozen=True, slots=True)
class Rematch:
    """[C1] 2.1.1: the two have met before (or may not meet)."""

    first: PairingNumber
    second: PairingNumber


@dataclass(frozen=True, slots=True)
class ByeNotAllowed:
    """[C2] 2.1.2: a second pairing-allocated bye, or one after a win without playing."""

    bye: PairingNumber


@dataclass(frozen=True, slots=True)
class OtherBye:
    """3.4: the procedure gives the bye to ``expected``."""

    expected: PairingNumber
    recorded: PairingNumber | None


@dataclass(frozen=True, slots=True)
class OtherUpfloaters:
    """3.5: the bracket of ``score`` takes ``expected`` as upfloaters, the record ``recorded``; ``article``
    as both texts number it: [C4] (how many), [C5] (their scores) or 3.5.5 (which)."""

    score: Fraction
    expected: tuple[PairingNumber, ...]
    recorded: tuple[PairingNumber, ...]
    article: str


@dataclass(frozen=True, slots=True)
class OtherBracketPairing:
    """3.6: the bracket of ``members`` (``upfloaters`` among them) is paired ``expected``, not as
    recorded."""

    members: tuple[int, ...]
    upfloaters: frozenset[int]
    expected: tuple[tuple[PairingNumber, PairingNumber], ...]
    recorded: tuple[tuple[int, int], ...]


Absolute = Incomplete | ByeWithEvenNumber | Rematch | ByeNotAllowed
Departure = OtherBye | OtherUpfloaters | OtherBracketPairing


def absolute_findings(
    players: Sequence[MatchPlayer], recorded: Pairing, criteria: Criteria
) -> Iterator[Absolute]:
    """What of the absolute criteria the recorded pairing breaks (3.3.1, [C1], [C2])."""
    by_number = {p.number: p for p in players}
    placed = paired_numbers(recorded)
    twice = tuple(sorted({n for n in placed if placed.count(n) > 1}))
    missing = tuple(sorted(set(by_number) - set(placed)))
    if twice or missing:
        yield Incomplete(twice, missing)
    if recorded.bye is not None and len(players) % 2 == 0:
        yield ByeWithEvenNumber(recorded.bye)
    for board in recorded.boards:
        if (
            board.white in by_number
            and board.black in by_number
            and not criteria.c1_may_meet(board.white, board.black)
        ):
            yield Rematch(board.white, board.black)
    if (
        recorded.bye is not None
        and recorded.bye in by_number
        and not criteria.c2_may_have_bye(by_number[recorded.bye])
    ):
        yield ByeNotAllowed(recorded.bye)


def departure(players: Sequence[MatchPlayer], recorded: Pairing, criteria: Criteria) -> Departure | None:
    """Where the recorded pairing first parts from the procedure (None: nowhere, or no legal pairing
    exists to compare with)."""
    partner: dict[int, int] = {}
    for b in recorded.boards:
        partner[b.white], partner[b.black] = b.black, b.white
    unpaired = list(players)
    hint: Mates
    try:
        if len(unpaired) % 2:
            bye, hint = assign_bye(unpaired, criteria)
            if bye != recorded.bye:
                return OtherBye(bye, recorded.bye)
            unpaired = [p for p in unpaired if p.number != bye]
        else:
            whole = perfect_matching([int(p.number) for p in unpaired], criteria.c1_may_meet)
            if whole is None:
                return None
            hint = whole
        while unpaired:
            top = unpaired[0].score
            residents = [p for p in unpaired if p.score == top]
            lower = [p for p in unpaired if p.score < top]
            chosen, hint = choose_upfloaters(residents, lower, criteria, hint)
            taken = {int(p.number) for p in residents}
            actual = tuple(sorted({PairingNumber(partner[n]) for n in taken if partner.get(n) not in taken}))
            if set(actual) != set(chosen):
                return OtherUpfloaters(top, chosen, actual, _upfloater_article(top, lower, chosen, actual))
            members = [int(p.number) for p in residents] + [int(n) for n in chosen]
            ups = frozenset(int(n) for n in chosen)
            expected = pair_bracket(members, ups, criteria, hint)
            mine = {frozenset((n, partner[n])) for n in members}
            if {frozenset(p) for p in expected} != mine:
                pairs = tuple(sorted((min(p), max(p)) for p in mine))
                return OtherBracketPairing(tuple(members), ups, tuple(expected), pairs)
            done = set(members)
            unpaired = [p for p in unpaired if int(p.number) not in done]
    except NoLegalPairingError:
        return None
    return None


def _upfloater_article(
    top: Fraction,
    lower: Sequence[MatchPlayer],
    chosen: Sequence[PairingNumber],
    actual: Sequence[PairingNumber],
) -> str:
    """[C4] 2.3.1 when the number of upfloaters differs, [C5] 2.3.2 when their scores do, else 3.5.5."""
    score = {p.number: p.score for p in lower}
    if len(actual) != len(chosen):
        return "2.3.1 [C4]"
    if sorted(score.get(n, top) for n in actual) != sorted(score[n] for n in chosen):
        return "2.3.2 [C5]"
    return "3.5.5"


def numbers_text(numbers: Sequence[int]) -> str:
    """Pairing numbers as the breaches list them ("-" for none)."""
    return ", ".join(str(n) for n in numbers) or "-"


Worded = Absolute | OtherBye | OtherUpfloaters


def sentence_fields(found: Worded) -> tuple[str, tuple[PairingNumber, ...], dict[str, object]]:
    """What a checker needs to word ``found``: the article as both texts number it, the numbers it is
    about, and the fields of its sentence (a single number under both ``player`` and ``team``, so the
    sentences of either text take it). A bracket's pairing (3.6) is judged by each checker itself."""
    if isinstance(found, Incomplete):
        fields: dict[str, object] = {
            "twice": numbers_text(found.twice),
            "missing": numbers_text(found.missing),
        }
        return "3.3.1", found.twice + found.missing, fields
    if isinstance(found, ByeWithEvenNumber):
        return "3.3.1", (found.bye,), {"player": found.bye, "team": found.bye}
    if isinstance(found, Rematch):
        return "2.1.1 [C1]", (found.first, found.second), {"first": found.first, "second": found.second}
    if isinstance(found, ByeNotAllowed):
        return "2.1.2 [C2]", (found.bye,), {"player": found.bye, "team": found.bye}
    if isinstance(found, OtherBye):
        return "3.4", (found.expected,), {"expected": found.expected, "recorded": found.recorded}
    fields = {
        "score": found.score,
        "expected": numbers_text(found.expected),
        "recorded": numbers_text(found.recorded),
    }
    return found.article, found.recorded, fields


UPFLOATERS_SENTENCE = QT_TRANSLATE_NOOP(
    "DoubleSwiss",
    "the upfloaters of the bracket of score {score} are {expected} (3.5), not {recorded}",
)
"""The sentence of :class:`OtherUpfloaters`, the same in both texts (it names the numbers only)."""


@dataclass(frozen=True, slots=True)
class Wording:
    """How a checker words what the walk finds: its text (``C.04.5``, ``C.04.6``, the prefix of every
        article it names), the context of its translations, and the sentence of each finding in its own
        words ("player", "team"): all but the upfloaters of 3.5 (:data:`UPFLOATERS_SENTENCE`), and the
    colours of a board (4.3)."""

    text: str
    context: str
    sentences: Mapping[type, str]
    colours: str
    """The sentence of a board whose White is not the one of 4.3 (``{white}``, ``{black}``,
    ``{recorded}``)."""


def worded(round_number: int, found: Worded, wording: Wording) -> Breach:
    """The breach of ``found`` in round ``round_number``: its article as both texts number it, after the
    checker's text, the numbers it is about, and its sentence in the checker's words (``wording``)."""
    article, numbers, fields = sentence_fields(found)
    if isinstance(found, OtherUpfloaters):
        sentence = translate("DoubleSwiss", UPFLOATERS_SENTENCE)
    else:
        sentence = translate(wording.context, wording.sentences[type(found)])
    return Breach(round_number, f"{wording.text} {article}", sentence.format(**fields), numbers)


def absolute_breaches(
    round_number: int, players: Sequence[MatchPlayer], recorded: Pairing, criteria: Criteria, wording: Wording
) -> list[Breach]:
    """The absolute criteria the recorded pairing of round ``round_number`` breaks (3.3.1, [C1], [C2]),
    worded (:func:`absolute_findings`)."""
    return [worded(round_number, found, wording) for found in absolute_findings(players, recorded, criteria)]


def procedure_breaches(
    round_number: int,
    players: Sequence[MatchPlayer],
    recorded: Pairing,
    criteria: Criteria,
    wording: Wording,
    bracket: Callable[[OtherBracketPairing], Breach],
) -> list[Breach]:
    """Where the recorded pairing of round ``round_number`` first parts from the procedure: the bye
    (3.4), then bracket after bracket (3.5, 3.6) as 3.3.2 forms them (:func:`departure`); a bracket's
    pairing judged by the checker's ``bracket``, the rest worded."""
    found = departure(players, recorded, criteria)
    if found is None:
        return []
    if isinstance(found, OtherBracketPairing):
        return [bracket(found)]
    return [worded(round_number, found, wording)]


class _Numbered(Protocol):
    @property
    def number(self) -> PairingNumber: ...


_Side = TypeVar("_Side", bound=_Numbered)


def colour_breaches(
    round_number: int,
    boards: Iterable[Board],
    by_number: Mapping[PairingNumber, _Side],
    white_of: Callable[[_Side, _Side], tuple[_Side, str]],
    wording: Wording,
) -> list[Breach]:
    """The ``boards`` of round ``round_number`` whose White is not the one the colour allocation of 4.3
    gives (``white_of``: who has White, and the article of 4.3 that decides), each under that article;
    a board of someone not to be paired is not judged."""
    found: list[Breach] = []
    for board in boards:
        a, b = by_number.get(board.white), by_number.get(board.black)
        if a is None or b is None:
            continue
        white, article = white_of(a, b)
        if white.number != board.white:
            sentence = translate(wording.context, wording.colours).format(
                white=white.number, black=board.black if white is a else board.white, recorded=board.white
            )
            found.append(
                Breach(round_number, f"{wording.text} {article}", sentence, (board.white, board.black))
            )
    return found
