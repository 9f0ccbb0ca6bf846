"""What the Lim System needs to know about each player before a round is paired.

C.04.4.3 (effective from 1 February 2026): the score and the pairing number (2.2, 2.4), the colours
played (2.1, article 5), whether the player floated in the previous round (3.10) and may receive the
pairing-allocated bye (1.1 with the Basic Rules, C.04.1 art. 3-4). The C.04.1 parts (games played,
opponents met, colours of the played games, bye eligibility) are read by
:func:`engine.dutch.state.build_states`, which applies the 2026 Basic Rules; this module adds the
colour limits of compatibility (2.1) and the colour each player is due (article 5).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from engine.article_state import ArticlePlayer, players_to_pair
from engine.dutch.state import Float, PlayerState
from engine.model import Colour, Player, Tournament


@dataclass(frozen=True, slots=True)
class LimPlayer(ArticlePlayer):
    """One player to be paired, seen from the round being paired (``engine.article_state``: the C.04.1
    state, the rating, the pairing number: "#1, the highest numbered player", 4.2)."""

    floated_last: bool = False
    """Paired in a game against another score in the previous round (3.10; a bye is no float here)."""

    @property
    def difference(self) -> int:
        """Games with White minus games with Black (played games only, as C.04.1 counts them)."""
        return sum(1 if c is Colour.WHITE else -1 for c in self.state.colours)

    def may_receive(self, colour: Colour) -> bool:
        """2.1: the colour would not be the same colour in three successive rounds nor three more of
        one colour than the other.

        >>> from engine.dutch.state import Float, PlayerState
        >>> from engine.model import PairingNumber
        >>> from fractions import Fraction
        >>> s = PlayerState(PairingNumber(1), 0, Fraction(2), Fraction(2), (Colour.WHITE, Colour.WHITE),
        ...     Colour.BLACK, True, False, 2, Colour.WHITE, True, 2, Float.NONE, Float.NONE, frozenset())
        >>> LimPlayer(s, 2000).may_receive(Colour.WHITE), LimPlayer(s, 2000).may_receive(Colour.BLACK)
        (False, True)
        """
        colours = self.state.colours
        if len(colours) >= 2 and colours[-1] is colour and colours[-2] is colour:
            return False
        after = self.difference + (1 if colour is Colour.WHITE else -1)
        return abs(after) < 3

    @property
    def due(self) -> Colour:
        """Article 5 (with C.04.1 art. 8): the colour of which fewer games were played, else the colour
        that alternates from the last game; NONE before any game."""
        if self.difference > 0:
            return Colour.BLACK
        if self.difference < 0:
            return Colour.WHITE
        if self.state.colours:
            return self.state.colours[-1].opposite
        return Colour.NONE


def colours_allowed(a: LimPlayer, b: LimPlayer, last_round: bool) -> list[Colour]:
    """The colours ``a`` may receive against ``b`` within the limits of 2.1 (both players' limits).
    In the last round (article 6: the Basic Rules' same-score rule prevails over the colour rules)
    both colours are allowed."""
    if last_round:
        return [Colour.WHITE, Colour.BLACK]
    return [c for c in (Colour.WHITE, Colour.BLACK) if a.may_receive(c) and b.may_receive(c.opposite)]


def compatible(a: LimPlayer, b: LimPlayer, last_round: bool) -> bool:
    """2.1: the two have not played each other (nor are a forbidden pair, TRF 260 / XXP) and some
    colours keep both within the colour limits (not checked in the last round, article 6)."""
    if b.number in a.state.forbidden or a.number == b.number:
        return False
    return bool(colours_allowed(a, b, last_round))


def build_players(tournament: Tournament, round_number: int) -> list[LimPlayer]:
    """The players to pair in ``round_number``, by score (descending) then pairing number
    (:func:`engine.article_state.players_to_pair`), each with whether he floated in the previous round."""

    def make(s: PlayerState, me: Player) -> LimPlayer:
        floated = (
            round_number > 1 and me.entry(round_number - 1).is_played_game and s.float_1 is not Float.NONE
        )
        return LimPlayer(s, me.rating, floated)

    return players_to_pair(tournament, round_number, make)


MAXI_RATING_BAND = 100
"""A Maxi-tournament allows an exchange for colours only between opponents rated this close (the
Handbook's note to the FIDE Swiss Rules of 1987-1988: "a rating difference of 100 points or less")."""


def maxi_tournament(tournament: Tournament) -> bool:
    """Whether the event is a "Maxi-tournament": the Handbook's note to the FIDE Swiss Rules (the text
    that became the Lim System) defines it as a tournament "in which the number of participants is
    greater than 2n (2 raised to the power of n) where n is the number of rounds". The participants are
    every player of the file (withdrawn ones included); without a declared number of rounds (TRF XXR /
    062) no event is one.

    >>> from engine.model import PairingNumber, Player
    >>> field = tuple(Player(PairingNumber(i), f"P{i}") for i in range(1, 34))
    >>> maxi_tournament(Tournament(number_of_rounds=5, players=field)), maxi_tournament(
    ...     Tournament(number_of_rounds=6, players=field))
    (True, False)
    """
    rounds = tournament.number_of_rounds
    return rounds is not None and len(tournament.players) > 2**rounds


def within_maxi_band(a: LimPlayer, b: LimPlayer) -> bool:
    """The two players' ratings differ by :data:`MAXI_RATING_BAND` points or less."""
    return abs(a.rating - b.rating) <= MAXI_RATING_BAND


def median_score(tournament: Tournament, round_number: int) -> Fraction:
    """2.2: "the score equal to half the number of rounds that have been played", a round counted
    at the points of a win (1 with the usual points: round 5 has a median of 2)."""
    win = tournament.point_system.win_white
    return Fraction(round_number - 1) * win / 2
