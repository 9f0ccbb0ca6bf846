"""Title norms (FIDE Title Regulations B.01, effective 1 January 2024): whether a player's results
in an event make a GM, IM, WGM or WIM norm, or how far they are from one.

The rules, as ``shared/rules/fide/B02_Rating_Calculation_and_Title_Norms.md`` (Part 3) gives them
(article numbers of the 2024 text, 1.4.x):

- 1.4.1 games: at least 9 games counted; games decided by forfeit (or not played over the board)
  do not count;
- 1.4.3 / 1.4.4 federations: opponents from at least two federations other than the applicant's;
  at most 3/5 of the opponents from the applicant's federation, at most 2/3 from any one federation
  (national championships and some other events are exempt: ``NormConditions``);
- 1.4.5 titled opponents: at least 50 % title holders (GM, IM, FM, WGM, WIM, WFM), and at least
  1/3, with a minimum of 3, holding the norm title or a higher one;
- unrated opponents count as rated 1400, at most 20 % of the opponents may be unrated;
- 1.4.6 rating floor: at most one opponent rated below the floor is raised to it (the lowest);
- 1.4.7 average rating of the opponents Ra, rounded to the nearest whole number, 0.5 up, and at
  least the minimum of the norm;
- 1.4.8 a score of at least 35 %;
- 1.4.9 performance Rp = Ra + dp(p), p = score / games rounded to two decimals (B.02 8.1.1), at
  least 2600 (GM), 2450 (IM), 2400 (WGM), 2250 (WIM).

The games come from the player's round entries, whatever the pairing system: the same function
serves Swiss events and round robins.
"""

from __future__ import annotations

import enum
import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from engine.i18n import translate
from engine.model import PairingNumber, Player, ResultCode, Tournament
from engine.rating.tables import dp_for, fractional_score, round_half_up
from engine.tiebreaks.formatting import format_value
from engine.titles import fide_title

MIN_GAMES = 9
UNRATED_AS = 1400
MAX_UNRATED_SHARE = Fraction(1, 5)
MIN_SCORE_SHARE = Fraction(35, 100)
TITLE_HOLDERS = frozenset({"GM", "IM", "FM", "WGM", "WIM", "WFM"})
"""Titles that count for the 50 % of 1.4.5 (CM and WCM do not)."""


class NormTitle(enum.Enum):
    """A title with norms, and its requirements (B.01 (2024) 1.4.6, 1.4.9)."""

    GM = "GM"
    IM = "IM"
    WGM = "WGM"
    WIM = "WIM"

    @property
    def requirement(self) -> NormRequirement:
        return _REQUIREMENTS[self]


@dataclass(frozen=True, slots=True)
class NormRequirement:
    title: NormTitle
    performance: int
    """Minimum Rp (1.4.9)."""
    average: int
    """Minimum Ra (1.4.9)."""
    floor: int
    """Rating floor (1.4.6)."""
    counting_titles: frozenset[str]
    """Titles that count for the 1/3 of 1.4.5: the norm title or higher."""


_REQUIREMENTS = {
    NormTitle.GM: NormRequirement(NormTitle.GM, 2600, 2380, 2200, frozenset({"GM"})),
    NormTitle.IM: NormRequirement(NormTitle.IM, 2450, 2230, 2050, frozenset({"GM", "IM"})),
    NormTitle.WGM: NormRequirement(NormTitle.WGM, 2400, 2180, 2000, frozenset({"GM", "IM", "WGM"})),
    NormTitle.WIM: NormRequirement(NormTitle.WIM, 2250, 2030, 1850, frozenset({"GM", "IM", "WGM", "WIM"})),
}

_SCORES = {ResultCode.WIN: Fraction(1), ResultCode.DRAW: Fraction(1, 2), ResultCode.LOSS: Fraction(0)}
_HELD_BY = {
    "GM": (NormTitle.GM, NormTitle.IM, NormTitle.WGM, NormTitle.WIM),
    "IM": (NormTitle.IM, NormTitle.WGM, NormTitle.WIM),
    "WGM": (NormTitle.WGM, NormTitle.WIM),
    "WIM": (NormTitle.WIM,),
}
"""Norms a title holder no longer needs: a GM needs none, an IM no IM norm (WGM, WIM norms neither)."""


@dataclass(frozen=True, slots=True)
class NormConditions:
    """What the event's kind changes in the requirements (B.01 1.4.3 exemptions)."""

    federation_rules: bool = True
    """False for events exempt from 1.4.3/1.4.4 (national championships, some team events...)."""
    min_games: int = MIN_GAMES


@dataclass(frozen=True, slots=True)
class NormOpponent:
    """One game that counts for the norm (1.4.1) with the rating used for Ra."""

    round: int
    number: PairingNumber
    name: str
    title: str
    federation: str
    fide_id: str
    rating: int
    """As listed (0 = unrated)."""
    rating_used: int
    """After 1.4.6 (floor) and the 1400 of unrated opponents."""
    score: Fraction

    @property
    def raised(self) -> bool:
        return self.rating_used != (self.rating or UNRATED_AS)


@dataclass(frozen=True, slots=True)
class NormCheck:
    """One requirement: whether it is met, what the player has and what is needed."""

    article: str
    what: str
    met: bool
    have: str
    need: str
    label: str = ""
    """The requirement in a word or two (``own fed``, ``Ra``) for narrow columns; ``what`` when empty.

    ``what``, ``have``, ``need`` and ``label`` are in the language in force when the check was made
    (:func:`engine.i18n.translate`: the window's, or a document's while it is printed)."""

    def __str__(self) -> str:
        if self.met:
            return translate("NormCheck", "{what} ({article}): {have}; needed {need}: met").format(
                what=self.what, article=self.article, have=self.have, need=self.need
            )
        return translate("NormCheck", "{what} ({article}): {have}; needed {need}: NOT met").format(
            what=self.what, article=self.article, have=self.have, need=self.need
        )

    @property
    def short(self) -> str:
        """The requirement in a few characters with what the player has: ``games 7/9``, ``Rp 2546<2600``."""
        return f"{self.label or self.what} {self.have.split(' (')[0]}"


@dataclass(frozen=True, slots=True)
class NormResult:
    """A player's results measured against one norm: the data of the norm report form."""

    title: NormTitle
    number: PairingNumber
    name: str
    opponents: tuple[NormOpponent, ...]
    score: Fraction
    average: int
    """Ra (1.4.7), 0 without games."""
    performance: int
    """Rp (1.4.9), 0 without games."""
    checks: tuple[NormCheck, ...]
    points_needed: Fraction | None
    """The smallest score over these games that meets 1.4.8 and 1.4.9; None if none does."""
    excluded: tuple[str, ...] = field(default=())
    """Rounds that do not count, with the reason (forfeit, bye...)."""

    @property
    def games(self) -> int:
        return len(self.opponents)

    @property
    def achieved(self) -> bool:
        return all(c.met for c in self.checks)

    @property
    def missing(self) -> tuple[NormCheck, ...]:
        return tuple(c for c in self.checks if not c.met)

    def lines(self) -> list[str]:
        """The summary, every requirement with what the player has and needs, the rounds left out."""
        out = [f"#{self.number} {self.name}: {self.summary()}"]
        out.extend(f"  {c}" for c in self.checks)
        out.extend(
            "  " + translate("NormCheck", "not counted: {rounds}").format(rounds=text)
            for text in self.excluded
        )
        return out

    def summary(self) -> str:
        if self.achieved:
            return translate(
                "NormCheck", "{title} norm: Rp {performance} with Ra {average}, {score}/{games}"
            ).format(
                title=self.title.value,
                performance=self.performance,
                average=self.average,
                score=_points(self.score),
                games=self.games,
            )
        return translate("NormCheck", "no {title} norm: {missing}").format(
            title=self.title.value,
            missing="; ".join(
                translate("NormCheck", "{what} {have} (needs {need})").format(
                    what=c.what, have=c.have, need=c.need
                )
                for c in self.missing
            ),
        )


def norm_games(
    t: Tournament, player: Player, rounds: int | None = None
) -> tuple[list[tuple[int, Player, Fraction]], list[str]]:
    """The games that count (1.4.1: played over the board, rated result) and the rounds left out."""
    last = len(player.rounds) if rounds is None else rounds
    players = t.by_number()
    games: list[tuple[int, Player, Fraction]] = []
    excluded: list[str] = []
    for r in range(1, last + 1):
        entry = player.entry(r)
        if entry.opponent is None:
            if r <= len(player.rounds):
                excluded.append(translate("NormCheck", "round {round}: bye").format(round=r))
            continue
        score = _SCORES.get(entry.result)
        if score is None:
            if entry.result.is_forfeit:
                excluded.append(translate("NormCheck", "round {round}: forfeit").format(round=r))
            elif entry.result is ResultCode.PENDING:
                excluded.append(translate("NormCheck", "round {round}: no result").format(round=r))
            else:
                excluded.append(translate("NormCheck", "round {round}: game not rated").format(round=r))
            continue
        games.append((r, players[entry.opponent], score))
    return games, excluded


def _ratings_used(ratings: Sequence[int], floor: int) -> list[int]:
    """1.4.6: unrated opponents count as 1400; the lowest opponent below the floor is raised to it."""
    used = [r if r > 0 else UNRATED_AS for r in ratings]
    if used:
        low = min(range(len(used)), key=lambda i: (used[i], i))
        if used[low] < floor:
            used[low] = floor
    return used


def performance_rating(average: int, score: Fraction, games: int) -> int:
    """1.4.9: Rp = Ra + dp, p rounded to two decimals (B.02 8.1.1).

    >>> performance_rating(2400, Fraction(13, 2), 9)
    2566
    """
    return average + dp_for(fractional_score(score, games))


# size-limit exception: B.01's norm conditions checked in the order of the text, so the function reads as
# the rule
def check_norm(
    t: Tournament,
    number: PairingNumber,
    title: NormTitle,
    conditions: NormConditions = NormConditions(),
    rounds: int | None = None,
) -> NormResult:
    """Measure player ``number``'s games in ``t`` (rounds 1..``rounds``) against the ``title`` norm."""
    player = t.player(number)
    req = title.requirement
    games, excluded = norm_games(t, player, rounds)
    n = len(games)
    used = _ratings_used([opp.rating for _, opp, _ in games], req.floor)
    opponents = tuple(
        NormOpponent(
            r,
            opp.number,
            opp.name,
            fide_title(opp.title),
            opp.federation.strip().upper(),
            opp.fide_id,
            opp.rating,
            u,
            s,
        )
        for (r, opp, s), u in zip(games, used, strict=True)
    )
    score = sum((o.score for o in opponents), Fraction(0))
    average = round_half_up(Fraction(sum(used), n)) if n else 0
    performance = performance_rating(average, score, n) if n else 0
    checks: list[NormCheck] = []
    of_n = translate("NormCheck", "{count} of {games}")
    checks.append(
        NormCheck(
            "1.4.1",
            translate("NormCheck", "games"),
            n >= conditions.min_games,
            str(n),
            translate("NormCheck", "at least {count}").format(count=conditions.min_games),
        )
    )
    own = player.federation.strip().upper()
    feds = Counter(o.federation for o in opponents if o.federation)
    if conditions.federation_rules:
        others = sorted(f for f in feds if f != own and f != "FID")
        checks.append(
            NormCheck(
                "1.4.3",
                translate("NormCheck", "other federations"),
                len(others) >= 2,
                f"{len(others)} ({', '.join(others) or '-'})",
                translate("NormCheck", "at least {count}").format(count=2),
                translate("NormCheck", "other feds"),
            )
        )
        home = feds.get(own, 0) if own else 0
        checks.append(
            NormCheck(
                "1.4.4",
                translate("NormCheck", "opponents of the own federation"),
                home * 5 <= 3 * n,
                of_n.format(count=home, games=n),
                translate("NormCheck", "at most 3/5"),
                translate("NormCheck", "own fed"),
            )
        )
        top, top_count = max(feds.items(), key=lambda kv: (kv[1], kv[0]), default=("-", 0))
        checks.append(
            NormCheck(
                "1.4.4",
                translate("NormCheck", "opponents of one federation"),
                top_count * 3 <= 2 * n,
                translate("NormCheck", "{count} of {games} ({federation})").format(
                    count=top_count, games=n, federation=top
                ),
                translate("NormCheck", "at most 2/3"),
                translate("NormCheck", "one fed"),
            )
        )
    titled = sum(1 for o in opponents if o.title in TITLE_HOLDERS)
    checks.append(
        NormCheck(
            "1.4.5",
            translate("NormCheck", "titled opponents"),
            titled * 2 >= n and n > 0,
            of_n.format(count=titled, games=n),
            translate("NormCheck", "at least 50 %"),
            translate("NormCheck", "titled"),
        )
    )
    norm_titled = sum(1 for o in opponents if o.title in req.counting_titles)
    names = "/".join(sorted(req.counting_titles, key=["GM", "IM", "WGM", "WIM"].index))
    checks.append(
        NormCheck(
            "1.4.5",
            translate("NormCheck", "{titles} opponents").format(titles=names),
            norm_titled * 3 >= n and norm_titled >= 3,
            of_n.format(count=norm_titled, games=n),
            translate("NormCheck", "at least 1/3 and 3"),
        )
    )
    unrated = sum(1 for o in opponents if o.rating <= 0)
    checks.append(
        NormCheck(
            "1.4.6",
            translate("NormCheck", "unrated opponents"),
            unrated <= MAX_UNRATED_SHARE * n,
            of_n.format(count=unrated, games=n),
            translate("NormCheck", "at most 20 %"),
            translate("NormCheck", "unrated"),
        )
    )
    checks.append(
        NormCheck(
            "1.4.7",
            translate("NormCheck", "average rating of the opponents"),
            n > 0 and average >= req.average,
            str(average),
            translate("NormCheck", "at least {count}").format(count=req.average),
            "Ra",
        )
    )
    checks.append(
        NormCheck(
            "1.4.8",
            translate("NormCheck", "score"),
            n > 0 and score >= MIN_SCORE_SHARE * n,
            of_n.format(count=_points(score), games=n),
            translate("NormCheck", "at least {points} (35 %)").format(points=_points(_min_score(n))),
        )
    )
    needed = _points_needed(average, n, req.performance)
    checks.append(
        NormCheck(
            "1.4.9",
            translate("NormCheck", "performance"),
            n > 0 and performance >= req.performance,
            f"{performance} ({_points(score)}/{n})",
            translate("NormCheck", "at least {count}").format(count=req.performance)
            + (f" ({_points(needed)}/{n})" if needed is not None else ""),
            "Rp",
        )
    )
    return NormResult(
        title,
        number,
        player.name,
        opponents,
        score,
        average,
        performance,
        tuple(checks),
        needed,
        tuple(excluded),
    )


def _min_score(n: int) -> Fraction:
    """The smallest half-point score that is at least 35 % of ``n`` games (1.4.8).

    >>> [str(_min_score(n)) for n in (7, 8, 9, 10, 11, 12, 13)]
    ['5/2', '3', '7/2', '7/2', '4', '9/2', '5']
    """
    return Fraction(math.ceil(MIN_SCORE_SHARE * n * 2), 2)


def _points_needed(average: int, n: int, target: int) -> Fraction | None:
    """The smallest score (in half points) over ``n`` games with Rp >= ``target`` and at least 35 %."""
    if n == 0:
        return None
    s = _min_score(n)
    while s <= n:
        if performance_rating(average, s, n) >= target:
            return s
        s += Fraction(1, 2)
    return None


def _points(value: Fraction) -> str:
    return format_value(value, halves=True)


def titles_to_check(player: Player) -> tuple[NormTitle, ...]:
    """The norms a player can still use: none for a GM, GM for an IM, GM/IM/WGM for a WIM...; women
    also the women's norms. A player whose sex is not recorded is measured against every norm."""
    held = set(_HELD_BY.get(fide_title(player.title), ()))
    women = player.sex.value != "m"
    wanted = (
        (NormTitle.GM, NormTitle.IM, NormTitle.WGM, NormTitle.WIM) if women else (NormTitle.GM, NormTitle.IM)
    )
    return tuple(t for t in wanted if t not in held)


def norms_of_tournament(
    t: Tournament, conditions: NormConditions = NormConditions(), rounds: int | None = None
) -> list[NormResult]:
    """Every player measured against every norm they can still use (``titles_to_check``), in
    pairing-number order, highest title first."""
    out: list[NormResult] = []
    for p in t.players:
        for title in titles_to_check(p):
            out.append(check_norm(t, p.number, title, conditions, rounds))
    return out


def best_norm(results: Sequence[NormResult]) -> NormResult | None:
    """The highest norm achieved among ``results`` (for one player), else the closest miss."""
    achieved = [r for r in results if r.achieved]
    if achieved:
        return achieved[0]
    return min(results, key=lambda r: (len(r.missing), list(NormTitle).index(r.title)), default=None)
