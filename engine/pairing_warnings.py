"""What every edition's check of a hand-edited pairing shares: the warning, the round it looks at,
who is paired, and how far players are moved down.

The arbiter may change a pairing; the program then lists what the change breaks
(:func:`engine.manual_pairing.check_manual_pairing`), each warning named by an article of the
edition's own texts. The checks here do not depend on the edition's criteria, only on the names it
gives them (:class:`StructureArticles`): every player to be paired is paired exactly once or gets
the bye, nobody absent or unknown is paired, one bye exactly when the number is odd. The comparison
of how far a pairing moves players down (:func:`moved_down`) is the edition's, but its arithmetic is
the same in every text.
"""

from __future__ import annotations

import enum
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Protocol

from engine.dutch.checker import tournament_before
from engine.dutch.phrase import Phrase, joined, phrase, render_english
from engine.dutch.state import is_absent, round_to_pair
from engine.errors import InvalidTournamentError
from engine.i18n import QT_TRANSLATE_NOOP, translate
from engine.model import Colour, Pairing, PairingNumber, ResultCode, Tournament


class Severity(enum.Enum):
    """How bad a warning is."""

    ABSOLUTE = "absolute"
    """An absolute rule is broken: the pairing must not be published as it is."""
    QUALITY = "quality"
    """The pairing is legal but worse than the engine's on a quality criterion."""


@dataclass(frozen=True, slots=True)
class PairingWarning:
    """One rule a manual pairing breaks, with the players concerned."""

    rule: str
    """The article, e.g. ``"C.04.1 art. 2 / C.04.3 [C1]"``."""
    severity: Severity
    players: tuple[PairingNumber, ...]
    text: str | Phrase
    """What is wrong, translated when shown (a plain string is shown as it is)."""

    @property
    def message(self) -> str:
        """What is wrong, in the language of the lookup in force (:func:`engine.i18n.translate`)."""
        return str(self.text)

    def __str__(self) -> str:
        return translate("PairingWarning", "{rule}: {message}").format(rule=self.rule, message=self.message)

    def english(self) -> str:
        """The warning in English, as the audit log stores it."""
        return f"{self.rule}: {render_english(self.text)}"


@dataclass(frozen=True, slots=True)
class StructureArticles:
    """The articles, in one edition's texts, that say who is paired."""

    paired_once: str
    """Everyone is paired once, but one player who gets the bye."""
    unknown: str
    """Pairing numbers come from the initial ranking list."""
    absent: str
    """Withdrawn or absent players are not paired."""
    bye_count: str
    """One bye exactly when the number of players to pair is odd."""


class Seat(Protocol):
    """What :func:`moved_down` reads of a player (any edition's player state)."""

    @property
    def number(self) -> PairingNumber: ...

    @property
    def pairing_score(self) -> Fraction: ...


class RoundView:
    """The round being checked, as the engine pairs it: the tournament before that round (its
    earlier rounds plus the byes and absences already entered for it,
    :func:`engine.dutch.checker.tournament_before`), and the players' names."""

    def __init__(self, tournament: Tournament, round_number: int) -> None:
        if round_number < 1:
            raise InvalidTournamentError(
                translate("PairingWarning", "a pairing is for round 1 or later, not round {round}").format(
                    round=round_number
                )
            )
        self.tournament = tournament
        self.round = round_number
        before = tournament_before(tournament, round_number)
        if round_number >= round_to_pair(tournament):
            before = replace(before, absent_next_round=tournament.absent_next_round)
        self.before = before
        self.initial = tournament.initial_colour or Colour.WHITE
        self.players = tournament.by_number()

    def name(self, number: PairingNumber) -> str | Phrase:
        p = self.players.get(number)
        if p is not None and p.name:
            return f"{p.name} ({number})"
        return phrase("PairingWarning", QT_TRANSLATE_NOOP("PairingWarning", "player {number}"), number=number)

    def met_in(self, a: PairingNumber, b: PairingNumber) -> int | None:
        """The round in which ``a`` played ``b`` before this round (None: never)."""
        p = self.players.get(a)
        if p is None:
            return None
        for i in range(1, self.round):
            e = p.entry(i)
            if e.opponent == b and e.is_played_game:
                return i
        return None


def broken(rule: str, players: tuple[PairingNumber, ...], sentence: str, **fields: object) -> PairingWarning:
    """An absolute rule broken: ``sentence``, a ``PairingWarning`` text marked with
    ``QT_TRANSLATE_NOOP``, with its fields."""
    text = Phrase("PairingWarning", sentence, tuple(fields.items()))
    return PairingWarning(rule, Severity.ABSOLUTE, players, text)


def structure(
    view: RoundView, pairing: Pairing, to_pair: Collection[PairingNumber], articles: StructureArticles
) -> list[PairingWarning]:
    """Who is paired: known numbers, nobody twice, nobody absent, nobody left out, one bye at most.
    ``to_pair``: the players the edition's engine pairs in this round."""
    out: list[PairingWarning] = []
    once = articles.paired_once
    seen: dict[PairingNumber, list[Phrase]] = {}
    for i, b in enumerate(pairing.boards, start=1):
        if b.white == b.black:
            themselves = QT_TRANSLATE_NOOP(
                "PairingWarning", "{player} is paired against themselves on board {board}"
            )
            out.append(broken(once, (b.white,), themselves, player=view.name(b.white), board=i))
        for n in unique((b.white, b.black)):
            seen.setdefault(n, []).append(
                phrase("PairingWarning", QT_TRANSLATE_NOOP("PairingWarning", "board {board}"), board=i)
            )
    if pairing.bye is not None:
        seen.setdefault(pairing.bye, []).append(
            phrase("PairingWarning", QT_TRANSLATE_NOOP("PairingWarning", "the pairing-allocated bye"))
        )
    for n, places in seen.items():
        if n not in view.players:
            unknown = QT_TRANSLATE_NOOP("PairingWarning", "no player has pairing number {number} ({places})")
            out.append(broken(articles.unknown, (n,), unknown, number=n, places=joined(places)))
            continue
        if len(places) > 1:
            twice = QT_TRANSLATE_NOOP("PairingWarning", "{player} is paired more than once: {places}")
            out.append(broken(once, (n,), twice, player=view.name(n), places=joined(places)))
        if n not in to_pair:
            out.append(_absent(view, n, n == pairing.bye, articles.absent))
    for n in to_pair:
        if n not in seen:
            left_out = QT_TRANSLATE_NOOP(
                "PairingWarning", "{player} is neither paired nor given the pairing-allocated bye"
            )
            out.append(broken(once, (n,), left_out, player=view.name(n)))
    present = len(to_pair)
    if pairing.bye is not None and present % 2 == 0:
        even = QT_TRANSLATE_NOOP(
            "PairingWarning",
            "{player} gets the pairing-allocated bye, but the number of players to pair ({count}) is even",
        )
        bye = pairing.bye
        out.append(broken(articles.bye_count, (bye,), even, player=view.name(bye), count=present))
    if pairing.bye is None and present % 2 == 1:
        odd = QT_TRANSLATE_NOOP(
            "PairingWarning",
            "the number of players to pair ({count}) is odd and nobody gets the pairing-allocated bye",
        )
        out.append(broken(articles.bye_count, (), odd, count=present))
    return out


_HAS_BYE = {
    ResultCode.HALF_BYE: QT_TRANSLATE_NOOP(
        "PairingWarning", "{player} has a half-point bye entered in round {round}"
    ),
    ResultCode.FULL_BYE: QT_TRANSLATE_NOOP(
        "PairingWarning", "{player} has a full-point bye entered in round {round}"
    ),
    ResultCode.ZERO_BYE: QT_TRANSLATE_NOOP(
        "PairingWarning", "{player} has a zero-point bye (absent or withdrawn) entered in round {round}"
    ),
}


def compared_with_engine(engine_found: bool) -> str:
    """The sentence (its template) in which a quality criterion of a hand-edited pairing is counted
    against the engine's pairing of the same round, or against none when the engine finds no legal
    pairing; both editions' checks (:mod:`engine.manual_pairing`, :mod:`engine.manual_pairing_2013`)."""
    if engine_found:
        return QT_TRANSLATE_NOOP(
            "PairingWarning", "{what}: {count} ({players}); {theirs} in the engine's pairing"
        )
    return QT_TRANSLATE_NOOP(
        "PairingWarning", "{what}: {count} ({players}); {theirs} in none (the engine finds no legal pairing)"
    )


def _absent(view: RoundView, n: PairingNumber, has_bye: bool, rule: str) -> PairingWarning:
    """A player who is not to be paired in this round (withdrawn, or absent); ``has_bye``: the pairing
    gives them the pairing-allocated bye (else it pairs them)."""
    player = view.players[n]
    if n in view.tournament.absent_next_round and view.round >= round_to_pair(view.tournament):
        why = QT_TRANSLATE_NOOP("PairingWarning", "{player} is announced absent in round {round}")
    elif is_absent(player, view.round, view.before):
        code = player.entry(view.round).result
        why = _HAS_BYE.get(
            code, QT_TRANSLATE_NOOP("PairingWarning", "{player} has a bye entered in round {round}")
        )
    else:
        why = QT_TRANSLATE_NOOP("PairingWarning", "{player} is not to be paired in round {round}")
    situation = phrase("PairingWarning", why, player=view.name(n), round=view.round)
    if has_bye:
        text = phrase(
            "PairingWarning",
            QT_TRANSLATE_NOOP("PairingWarning", "{situation} but gets the pairing-allocated bye"),
            situation=situation,
        )
    else:
        text = phrase(
            "PairingWarning",
            QT_TRANSLATE_NOOP("PairingWarning", "{situation} but is paired"),
            situation=situation,
        )
    return PairingWarning(rule, Severity.ABSOLUTE, (n,), text)


# ---- sentences both editions write --------------------------------------------------------------


def colour_difference(player: str | Phrase, difference: int, colour: Colour, board: int) -> Phrase:
    """C.04.1 art. 6: the colour difference ``player`` would get with ``colour`` on ``board``."""
    if colour is Colour.WHITE:
        text = QT_TRANSLATE_NOOP(
            "PairingWarning",
            "{player} would get a colour difference of {difference} with white (board {board})",
        )
    else:
        text = QT_TRANSLATE_NOOP(
            "PairingWarning",
            "{player} would get a colour difference of {difference} with black (board {board})",
        )
    return phrase("PairingWarning", text, player=player, difference=f"{difference:+d}", board=board)


def three_in_a_row(player: str | Phrase, colour: Colour, board: int) -> Phrase:
    """C.04.1 art. 7: ``player`` would get ``colour`` three times in a row on ``board``."""
    if colour is Colour.WHITE:
        text = QT_TRANSLATE_NOOP(
            "PairingWarning", "{player} would get white three times in a row (board {board})"
        )
    else:
        text = QT_TRANSLATE_NOOP(
            "PairingWarning", "{player} would get black three times in a row (board {board})"
        )
    return phrase("PairingWarning", text, player=player, board=board)


def names_of(rnd: RoundView, numbers: list[PairingNumber]) -> tuple[str | Phrase, ...]:
    """The players' names, shown separated by commas."""
    return joined(rnd.name(n) for n in numbers)


def should_have_white(rule: str, white: str | Phrase, black: str | Phrase, board: int) -> Phrase:
    """The colours of a pair the other way round from ``rule`` (C.04.3 art. 5.2; 2012 E.1-E.5)."""
    return phrase(
        "PairingWarning",
        QT_TRANSLATE_NOOP(
            "PairingWarning", "board {board}: by {rule} {player} should have white against {opponent}"
        ),
        board=board,
        rule=rule,
        player=white,
        opponent=black,
    )


# ---- how far players are moved down --------------------------------------------------------------

Pair = tuple[Seat, Seat]
"""A board of the pairing (white, black), or the bye as (its assignee, the assignee)."""


def _crossing(pairs: Sequence[Pair], bye: Seat | None, level: Fraction, floor: Fraction | None) -> list[Pair]:
    """The pairs joining a player with ``level`` points or more to one with fewer; with ``floor``,
    the bye too, as a game against an opponent with ``floor`` points."""
    out = [
        (a, b)
        for a, b in pairs
        if max(a.pairing_score, b.pairing_score) >= level > min(a.pairing_score, b.pairing_score)
    ]
    if bye is not None and floor is not None and bye.pairing_score >= level > floor:
        out.append((bye, bye))
    return out


def _higher_scores(pairs: Iterable[Pair]) -> list[Fraction]:
    """The scores of the higher players of ``pairs`` (those moved down), highest first."""
    return sorted((max(a.pairing_score, b.pairing_score) for a, b in pairs), reverse=True)


def moved_down(
    view: RoundView,
    scores: Iterable[Fraction],
    mine: tuple[Sequence[Pair], Seat | None],
    theirs: tuple[Sequence[Pair], Seat | None],
    rule: str,
    *,
    bye_as_game: bool,
) -> list[PairingWarning]:
    """Players moved down out of their score bracket, compared from the top with the engine's pairing.

    The brackets are paired from the top: for each score level, highest first, the pairs that join
    players of that pairing score or more with lower-scored players (each moves a player down out of
    the bracket, or further). ``mine`` and ``theirs``: the pairs of the checked pairing and of the
    engine's, and their bye assignees. With ``bye_as_game`` (2017 A.8, 2012 D.4) the bye counts as a
    game against an opponent one point below the lowest score, and at a level with as many such
    pairs, the one that moves down lower scores is better (2017 C.6 PSD; 2012 A.11 and B.3, the
    closeness of the scores); without it (2025: the PAB is [C5]'s), only their number counts. At
    the first level where the two differ, a worse checked pairing is reported; lower levels follow
    from it and are not reported.
    """
    levels = sorted(set(scores), reverse=True)
    floor = (levels[-1] - 1) if bye_as_game and levels else None
    if not bye_as_game:
        levels = levels[:-1]
    for level in levels:
        here = _crossing(mine[0], mine[1], level, floor)
        there = _crossing(theirs[0], theirs[1], level, floor)
        key_here = (len(here), _higher_scores(here))
        key_there = (len(there), _higher_scores(there))
        if not bye_as_game:
            key_here, key_there = (len(here), []), (len(there), [])
        if key_here < key_there:
            return []
        if key_here > key_there:
            same = len(here) == len(there)  # then the scores moved down differ
            if floor is not None and any(a is b for a, b in here + there):
                what = QT_TRANSLATE_NOOP(
                    "PairingWarning",
                    "pairs joining players with {points} or more to lower-scored players (the "
                    "pairing-allocated "
                    "bye a game against {floor}): {mine}; {theirs} in the engine's pairing",
                )
            else:
                what = QT_TRANSLATE_NOOP(
                    "PairingWarning",
                    "pairs joining players with {points} or more to lower-scored players: {mine}; {theirs} "
                    "in "
                    "the engine's pairing",
                )
            message = phrase(
                "PairingWarning",
                what,
                points=count_points(level),
                floor=points(floor) if floor is not None else "",
                mine=_listed(view, here, same),
                theirs=_listed(view, there, same),
            )
            players = tuple(unique(n for a, b in here for n in (a.number, b.number)))
            return [PairingWarning(rule, Severity.QUALITY, players, message)]
    return []


def _listed(view: RoundView, pairs: list[Pair], with_scores: bool) -> str | Phrase:
    """``2 (A: 1 - B: 0, C: 1 - D: 0)``; ``with_scores``: also the scores moved down."""
    if not pairs:
        return f"{len(pairs)}"
    shown = joined(_shown(view, a, b) for a, b in pairs)
    if with_scores:
        return phrase(
            "PairingWarning",
            QT_TRANSLATE_NOOP("PairingWarning", "{count} ({pairs}), moving down {scores}"),
            count=len(pairs),
            pairs=shown,
            scores=", ".join(points(x) for x in _higher_scores(pairs)),
        )
    return phrase(
        "PairingWarning",
        QT_TRANSLATE_NOOP("PairingWarning", "{count} ({pairs})"),
        count=len(pairs),
        pairs=shown,
    )


def _shown(view: RoundView, a: Seat, b: Seat) -> Phrase:
    if a is b:
        return phrase(
            "PairingWarning",
            QT_TRANSLATE_NOOP("PairingWarning", "{player}: {points} - the pairing-allocated bye"),
            player=view.name(a.number),
            points=points(a.pairing_score),
        )
    return phrase(
        "PairingWarning",
        QT_TRANSLATE_NOOP("PairingWarning", "{white}: {white_points} - {black}: {black_points}"),
        white=view.name(a.number),
        white_points=points(a.pairing_score),
        black=view.name(b.number),
        black_points=points(b.pairing_score),
    )


# ---- text ----------------------------------------------------------------------------------------


def count_points(value: int | Fraction) -> Phrase:
    """``1 point``, ``½ point``, ``1½ points``, ``0 points``."""
    shown = points(Fraction(value))
    if value == 1 or (0 < value < 1):
        return phrase("PairingWarning", QT_TRANSLATE_NOOP("PairingWarning", "{points} point"), points=shown)
    return phrase("PairingWarning", QT_TRANSLATE_NOOP("PairingWarning", "{points} points"), points=shown)


def points(value: Fraction) -> str:
    """``3``, ``1½``, ``½``, ``-1``, ``-½``."""
    if value < 0:
        return "-" + points(-value)
    whole, rest = divmod(value, 1)
    if rest == 0:
        return str(whole)
    if rest == Fraction(1, 2):
        return f"{whole}½" if whole else "½"
    return str(value)


def unique(numbers: Iterable[PairingNumber]) -> list[PairingNumber]:
    """``numbers`` without repeats, in their order."""
    return list(dict.fromkeys(numbers))
