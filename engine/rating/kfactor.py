"""The development coefficient K of the FIDE Rating Regulations, B.02 (1 March 2024) art. 8.3.3.

B.02 (2024) is one text for the standard, rapid and blitz lists: the same K rules hold for the
three (rapid and blitz have followed the standard rules since 1 October 2022).

What a tournament knows about a player is not everything 8.3.3 asks: the number of games the
player has completed in earlier events (the newcomer rule), the rating history (K stays 10 once
2400 was reached) and the birth year. FIDE publishes each player's current K on its rating list
(B.02 7.1.2); when the arbiter (or an import from the list) stores it for the player, that value is
used. Otherwise ``k_factor`` derives K from what is known and says which rule it used and what it
could not check.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from engine.i18n import QT_TRANSLATE_NOOP
from engine.phrase import Phrase

MAX_K_TIMES_GAMES = 700
"""B.02 8.3.3: K x n must not exceed 700 for the games n of a rating period."""

NEWCOMER_GAMES = 30
"""B.02 8.3.3: K = 40 for a player new to the list until events with at least 30 games are completed."""

JUNIOR_AGE = 18
JUNIOR_RATING_LIMIT = 2300
K10_RATING = 2400
VALID_K = frozenset({10, 20, 40})
"""The three values of 8.3.3 (the 700 rule can make K smaller for a rating period)."""


class RatingType(enum.Enum):
    """Which FIDE list an event is rated for (B.02 covers all three; the Laws of Chess Appendices A
    and B say which time controls are rapid and blitz)."""

    STANDARD = "standard"
    RAPID = "rapid"
    BLITZ = "blitz"

    @property
    def label(self) -> str:
        return self.value.capitalize()


@dataclass(frozen=True, slots=True)
class KFactorBasis:
    """What the tournament knows about a player for 8.3.3.

    ``stored_k``: K as FIDE lists it (or as the arbiter set it), used when present.
    ``birth_year``/``event_year``: for the junior rule (until the end of the year of the 18th birthday).
    ``games_before``: rated games completed before this event, None when unknown.
    ``reached_2400``: whether a published rating ever reached 2400, None when unknown.
    """

    rating: int
    stored_k: int | None = None
    birth_year: int | None = None
    event_year: int | None = None
    games_before: int | None = None
    reached_2400: bool | None = None


@dataclass(frozen=True, slots=True)
class KFactor:
    """K with the rule of 8.3.3 that gave it, and what could not be checked."""

    k: int
    rule: str
    """English; a :class:`engine.phrase.Phrase` (``rule.text()``) in the arbiter's language."""
    unknown: tuple[str, ...] = ()

    def explain(self) -> str:
        """``K = 20: rule (unknown; unknown)``: English, a :class:`engine.phrase.Phrase` that
        ``engine.phrase.shown`` says in the language in force."""
        if self.unknown:
            return Phrase(
                "KFactor",
                QT_TRANSLATE_NOOP("KFactor", "K = {k}: {rule} ({unknown})"),
                k=self.k,
                rule=self.rule,
                unknown=self.unknown,
            )
        return Phrase("KFactor", QT_TRANSLATE_NOOP("KFactor", "K = {k}: {rule}"), k=self.k, rule=self.rule)


def k_factor(basis: KFactorBasis) -> KFactor:
    """K for one player by B.02 (2024) 8.3.3, before the 700 rule (``limit_for_games``).

    >>> k_factor(KFactorBasis(2450)).k, k_factor(KFactorBasis(2100)).k
    (10, 20)
    >>> k_factor(KFactorBasis(2100, birth_year=2008, event_year=2026)).explain()
    'K = 40: until the end of the year of the 18th birthday, rating under 2300 (8.3.3)'
    >>> k_factor(KFactorBasis(1900, stored_k=40)).rule
    'K of the FIDE rating list, stored for the player (7.1.2)'
    """
    if basis.stored_k is not None:
        if basis.stored_k <= 0:
            raise ValueError(f"K must be positive, not {basis.stored_k}")
        return KFactor(
            basis.stored_k,
            Phrase(
                "KFactor",
                QT_TRANSLATE_NOOP("KFactor", "K of the FIDE rating list, stored for the player (7.1.2)"),
            ),
        )
    if basis.rating >= K10_RATING or basis.reached_2400:
        return KFactor(
            10, Phrase("KFactor", QT_TRANSLATE_NOOP("KFactor", "published rating has reached 2400 (8.3.3)"))
        )
    if basis.games_before is not None and basis.games_before < NEWCOMER_GAMES:
        return KFactor(
            40,
            Phrase(
                "KFactor",
                QT_TRANSLATE_NOOP("KFactor", "new to the list, {done} of {needed} games completed (8.3.3)"),
                done=basis.games_before,
                needed=NEWCOMER_GAMES,
            ),
        )
    known_age = basis.birth_year is not None and basis.event_year is not None
    if known_age and basis.rating < JUNIOR_RATING_LIMIT:
        assert basis.birth_year is not None and basis.event_year is not None
        if basis.event_year - basis.birth_year <= JUNIOR_AGE:
            return KFactor(
                40,
                Phrase(
                    "KFactor",
                    QT_TRANSLATE_NOOP(
                        "KFactor", "until the end of the year of the 18th birthday, rating under 2300 (8.3.3)"
                    ),
                ),
            )
    # K 20 unless something the tournament does not know says otherwise: say what.
    unknown: list[str] = []
    if basis.reached_2400 is None:
        unknown.append(
            Phrase("KFactor", QT_TRANSLATE_NOOP("KFactor", "K 10 if a published rating ever reached 2400"))
        )
    if basis.games_before is None:
        unknown.append(
            Phrase(
                "KFactor",
                QT_TRANSLATE_NOOP("KFactor", "K 40 if fewer than {games} rated games were completed before"),
                games=NEWCOMER_GAMES,
            )
        )
    if not known_age and basis.rating < JUNIOR_RATING_LIMIT:
        unknown.append(
            Phrase("KFactor", QT_TRANSLATE_NOOP("KFactor", "K 40 for a junior: birth year unknown"))
        )
    return KFactor(
        20, Phrase("KFactor", QT_TRANSLATE_NOOP("KFactor", "rating under 2400 (8.3.3)")), tuple(unknown)
    )


def limit_for_games(k: int, games: int) -> int:
    """8.3.3: the largest whole K with K x n <= 700 when K x n would exceed 700.

    >>> limit_for_games(40, 20), limit_for_games(20, 40), limit_for_games(10, 70), limit_for_games(40, 17)
    (35, 17, 10, 40)
    """
    if games > 0 and k * games > MAX_K_TIMES_GAMES:
        return MAX_K_TIMES_GAMES // games
    return k
