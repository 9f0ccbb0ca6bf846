"""Rating changes of rated players, game by game: FIDE Rating Regulations B.02 (1 March 2024), with
the amendment of 8.3.1 in force since 1 October 2025.

For each game played over the board against a rated opponent (5.1: forfeits and other unplayed
games are not counted; byes are no games; TRF's ``W``/``D``/``L`` mark games that lasted less than
one move and are not rated):

- D = own rating - opponent's rating; for a player rated below 2650 a difference of more than 400
  counts as 400 (8.3.1, since 1 Oct 2025; before, for every player);
- PD from table 8.1.2 (8.3.2 a), Delta R = score - PD (8.3.2 b);
- the change is K x Sigma Delta R (8.3.2 c, d), rounded (0.5 away from zero, 8.3.4).

8.3.4 rounds the change of a whole rating period. A tournament's change is shown exact and
rounded: the rating officer rounds the period.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

from engine.i18n import QT_TRANSLATE_NOOP, translate
from engine.model import Absence, PairingNumber, Player, ResultCode, Tournament
from engine.phrase import Phrase
from engine.rating.kfactor import limit_for_games
from engine.rating.tables import pd_for, round_half_away

DIFFERENCE_LIMIT = 400
"""B.02 8.3.1: a difference of more than 400 counts as 400 ..."""
UNLIMITED_FROM = 2650
"""... for players rated below 2650 (amendment effective 1 October 2025)."""

_SCORES = {ResultCode.WIN: Fraction(1), ResultCode.DRAW: Fraction(1, 2), ResultCode.LOSS: Fraction(0)}


def rating_difference(own: int, opponent: int) -> int:
    """B.02 8.3.1 (1 Oct 2025): D for the rating calculation of the player rated ``own``.

    >>> rating_difference(2000, 2500), rating_difference(2500, 2000), rating_difference(2700, 2200)
    (-400, 400, 500)
    >>> rating_difference(2649, 2100), rating_difference(2650, 2100)
    (400, 550)
    """
    d = own - opponent
    if own < UNLIMITED_FROM and abs(d) > DIFFERENCE_LIMIT:
        return DIFFERENCE_LIMIT if d > 0 else -DIFFERENCE_LIMIT
    return d


class Unrated(enum.Enum):
    """Why a round of a rated player does not count for the rating (B.02 5.1, 8.3.1)."""

    FORFEIT = "forfeit: unplayed games are not rated (5.1)"
    BYE = "bye: no game"
    NOT_PAIRED = "not paired"
    NOT_ENTERED = "late entry: not yet entered (C.04.2 art. 2.4)"
    WITHDRAWN = "withdrawn: no longer paired (C.04.2 art. 3.2)"
    SHORT_GAME = "game not rated (fewer than one move each, TRF W/D/L)"
    PENDING = "no result yet"
    UNRATED_OPPONENT = "opponent unrated: only games against rated players count (8.3.1)"

    @property
    def text(self) -> str:
        """The reason in the language in force (the value is the English, kept for programs)."""
        return translate("RatingCalculation", _UNRATED_TEXTS[self])


_UNRATED_TEXTS = {
    Unrated.FORFEIT: QT_TRANSLATE_NOOP("RatingCalculation", "forfeit: unplayed games are not rated (5.1)"),
    Unrated.BYE: QT_TRANSLATE_NOOP("RatingCalculation", "bye: no game"),
    Unrated.NOT_PAIRED: QT_TRANSLATE_NOOP("RatingCalculation", "not paired"),
    Unrated.NOT_ENTERED: QT_TRANSLATE_NOOP(
        "RatingCalculation", "late entry: not yet entered (C.04.2 art. 2.4)"
    ),
    Unrated.WITHDRAWN: QT_TRANSLATE_NOOP(
        "RatingCalculation", "withdrawn: no longer paired (C.04.2 art. 3.2)"
    ),
    Unrated.SHORT_GAME: QT_TRANSLATE_NOOP(
        "RatingCalculation", "game not rated (fewer than one move each, TRF W/D/L)"
    ),
    Unrated.PENDING: QT_TRANSLATE_NOOP("RatingCalculation", "no result yet"),
    Unrated.UNRATED_OPPONENT: QT_TRANSLATE_NOOP(
        "RatingCalculation", "opponent unrated: only games against rated players count (8.3.1)"
    ),
}


@dataclass(frozen=True, slots=True)
class RatedGame:
    """One game in the rating calculation of one player (8.3.1, 8.3.2)."""

    round: int
    opponent: PairingNumber
    opponent_rating: int
    score: Fraction
    difference: int
    """Own rating minus the opponent's, as it is."""
    used_difference: int
    """After the 400-point rule of 8.3.1."""
    expected: Fraction
    """PD of table 8.1.2."""

    @property
    def delta(self) -> Fraction:
        """Delta R = score - PD (8.3.2 b)."""
        return self.score - self.expected

    @property
    def capped(self) -> bool:
        return self.used_difference != self.difference


@dataclass(frozen=True, slots=True)
class SkippedRound:
    round: int
    opponent: PairingNumber | None
    reason: Unrated


@dataclass(frozen=True, slots=True)
class RatingChange:
    """The rating calculation of one rated player in one tournament (8.3)."""

    number: PairingNumber
    name: str
    rating: int
    k: int
    """K used (after the 700 rule over this tournament's rated games)."""
    k_rule: str
    games: tuple[RatedGame, ...]
    skipped: tuple[SkippedRound, ...] = ()

    @property
    def score(self) -> Fraction:
        return sum((g.score for g in self.games), Fraction(0))

    @property
    def expected(self) -> Fraction:
        return sum((g.expected for g in self.games), Fraction(0))

    @property
    def sum_delta(self) -> Fraction:
        """Sigma Delta R (8.3.2 c)."""
        return sum((g.delta for g in self.games), Fraction(0))

    @property
    def change(self) -> Fraction:
        """Sigma Delta R x K (8.3.2 d), exact."""
        return self.sum_delta * self.k

    @property
    def rounded_change(self) -> int:
        """The change rounded as 8.3.4 rounds a rating period (0.5 away from zero)."""
        return round_half_away(self.change)


def game_score(result: ResultCode) -> Fraction | None:
    """1, ½ or 0 for a rated game (8.3.2 b), None for anything that is not a rated game.

    >>> game_score(ResultCode.DRAW), game_score(ResultCode.FORFEIT_WIN), game_score(ResultCode.UNRATED_WIN)
    (Fraction(1, 2), None, None)
    """
    return _SCORES.get(result)


def rated_game(
    round_number: int, own: int, opponent: PairingNumber, opponent_rating: int, score: Fraction
) -> RatedGame:
    """One game by 8.3.1 and 8.3.2: D, the 400-point rule, PD and Delta R.

    >>> g = rated_game(1, 2000, PairingNumber(7), 2100, Fraction(1, 2))
    >>> g.used_difference, g.expected, g.delta
    (-100, Fraction(9, 25), Fraction(7, 50))
    """
    d = own - opponent_rating
    used = rating_difference(own, opponent_rating)
    return RatedGame(round_number, opponent, opponent_rating, score, d, used, Fraction(pd_for(used), 100))


_ABSENCES = {Absence.NOT_ENTERED: Unrated.NOT_ENTERED, Absence.WITHDRAWN: Unrated.WITHDRAWN}


def classify_round(
    player: Player,
    round_number: int,
    ratings: Mapping[PairingNumber, int],
    absence: Absence | None = None,
) -> RatedGame | SkippedRound:
    """The round ``round_number`` of ``player`` as a rated game, or why it is not one; ``absence``:
    why the player was not in the round when not an ordinary absence (``Tournament.absence``)."""
    entry = player.entry(round_number)
    result = entry.result
    if absence is not None:
        return SkippedRound(round_number, None, _ABSENCES[absence])
    if entry.opponent is None:
        reason = Unrated.NOT_PAIRED if round_number > len(player.rounds) else Unrated.BYE
        return SkippedRound(round_number, None, reason)
    if result.is_forfeit:
        return SkippedRound(round_number, entry.opponent, Unrated.FORFEIT)
    if result is ResultCode.PENDING:
        return SkippedRound(round_number, entry.opponent, Unrated.PENDING)
    score = game_score(result)
    if score is None:
        return SkippedRound(round_number, entry.opponent, Unrated.SHORT_GAME)
    opponent_rating = ratings.get(entry.opponent, 0)
    if opponent_rating <= 0:
        return SkippedRound(round_number, entry.opponent, Unrated.UNRATED_OPPONENT)
    return rated_game(round_number, player.rating, entry.opponent, opponent_rating, score)


def rating_change(
    player: Player,
    ratings: Mapping[PairingNumber, int],
    k: int,
    k_rule: str = "",
    rounds: int | None = None,
    absences: Mapping[int, Absence] | None = None,
) -> RatingChange:
    """The rating calculation of a rated ``player`` over rounds 1..``rounds`` (default: all recorded).

    ``ratings``: every player's rating by pairing number (0 = unrated). ``k`` is the player's K
    (``engine.rating.kfactor.k_factor``); the 700 rule is applied to this tournament's rated games.
    ``absences``: the rounds the player was not registered for (round -> why, ``absences_of``).
    """
    away = absences or {}
    if player.rating <= 0:
        raise ValueError(f"{player.name} is unrated: see engine.rating.initial for a first rating")
    last = len(player.rounds) if rounds is None else rounds
    games: list[RatedGame] = []
    skipped: list[SkippedRound] = []
    for r in range(1, last + 1):
        item = classify_round(player, r, ratings, away.get(r))
        if isinstance(item, RatedGame):
            games.append(item)
        else:
            skipped.append(item)
    used_k = limit_for_games(k, len(games))
    rule = k_rule
    if used_k != k and k_rule:
        rule = Phrase(
            "KFactor",
            QT_TRANSLATE_NOOP("KFactor", "{rule}; {games} games x {k} > 700: K = {used} (8.3.3)"),
            rule=k_rule,
            games=len(games),
            k=k,
            used=used_k,
        )
    elif used_k != k:
        rule = Phrase(
            "KFactor",
            QT_TRANSLATE_NOOP("KFactor", "{games} games x {k} > 700: K = {used} (8.3.3)"),
            games=len(games),
            k=k,
            used=used_k,
        )
    return RatingChange(player.number, player.name, player.rating, used_k, rule, tuple(games), tuple(skipped))


def rating_changes(
    t: Tournament,
    k_factors: Mapping[PairingNumber, tuple[int, str]] | Mapping[PairingNumber, int],
    rounds: int | None = None,
) -> list[RatingChange]:
    """The rating change of every rated player of ``t`` (pairing-number order).

    ``k_factors`` gives each rated player's K (or K and the rule that gave it).
    """
    ratings = {p.number: p.rating for p in t.players}
    out: list[RatingChange] = []
    for p in t.players:
        if p.rating <= 0:
            continue
        given = k_factors[p.number]
        k, rule = given if isinstance(given, tuple) else (given, "")
        out.append(rating_change(p, ratings, k, rule, rounds, absences_of(t, p.number)))
    return out


def absences_of(t: Tournament, number: PairingNumber) -> dict[int, Absence]:
    """The rounds ``number`` was not registered for (not yet entered, withdrawn), and why."""
    found = {r: t.absence(number, r) for r in range(1, len(t.player(number).rounds) + 1)}
    return {r: a for r, a in found.items() if a is not None}
