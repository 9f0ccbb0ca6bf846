"""Each player's rounds as the tie-breaks see them: points, unplayed-round categories, adjusted scores.

C.07 art. 15.1 (unplayed round), 16.1 (requested bye, VUR), 16.2 (categories), 16.3 (adjusted score
for the opponents' tie-breaks) and 16.4 (the dummy opponent of the player's own tie-breaks, uncapped
in the 2024 edition, capped in 2026).

A round robin is a tournament "with pre-determined pairings" (C.07 art. 15.2): its only unplayed
rounds are forfeits, which count as regular games (2026: except in the rating-based tie-breaks of
art. 10, and forfeit losses in the own-results tie-breaks of art. 7, where they stay unplayed;
``TournamentRecord.counts_as_game``), and art. 16 does not apply (15.3). A round in which a player
has no game at all (the Berger table's dummy, or a game not counted after a withdrawal) is not one of
that player's rounds.
"""

from __future__ import annotations

import dataclasses
import enum
import math
from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property

from engine.i18n import QT_TRANSLATE_NOOP, translate
from engine.model import (
    NOT_PAIRED,
    Colour,
    PairingNumber,
    Player,
    PointSystem,
    ResultCode,
    RoundEntry,
    Tournament,
)
from engine.phrase import Phrase
from engine.tiebreaks.spec import TieBreakEdition, TieBreakError


class GameFamily(enum.Enum):
    """Which tie-breaks ask whether a forfeit counts as a game (C.07 (2026) art. 15.2)."""

    OPPONENTS = "A/C"
    """Direct encounter, Sonneborn-Berger, Koya, Buchholz: forfeits are regular games."""
    OWN_RESULTS = "7"
    """Art. 7 (type B): forfeit wins are regular games, forfeit losses stay unplayed (2026)."""
    RATINGS = "10"
    """Art. 10 (rating-based): every forfeit stays unplayed (2026)."""


class UnplayedCategory(enum.Enum):
    """C.07 art. 16.2: the five kinds of unplayed rounds in a Swiss tournament."""

    PAB_OR_FULL_BYE = "16.2.1"
    """Pairing-allocated byes or full-point byes."""
    FORFEIT_WIN = "16.2.2"
    REQUESTED_BYE_FOLLOWED = "16.2.3"
    """Requested byes (H, Z, absence) followed by at least one round that is not a VUR."""
    FORFEIT_LOSS = "16.2.4"
    REQUESTED_BYE_AT_END = "16.2.5"
    """Requested byes followed only by VURs, or in the last round."""

    def __repr__(self) -> str:
        return f"UnplayedCategory.{self.name}"

    @property
    def is_forfeit(self) -> bool:
        return self in (UnplayedCategory.FORFEIT_WIN, UnplayedCategory.FORFEIT_LOSS)


_KIND = {
    ResultCode.FORFEIT_WIN: Phrase(
        "TieBreakExplanation", QT_TRANSLATE_NOOP("TieBreakExplanation", "forfeit win")
    ),
    ResultCode.FORFEIT_LOSS: Phrase(
        "TieBreakExplanation", QT_TRANSLATE_NOOP("TieBreakExplanation", "forfeit loss")
    ),
    ResultCode.PAIRING_BYE: Phrase(
        "TieBreakExplanation", QT_TRANSLATE_NOOP("TieBreakExplanation", "pairing-allocated bye")
    ),
    ResultCode.FULL_BYE: Phrase(
        "TieBreakExplanation", QT_TRANSLATE_NOOP("TieBreakExplanation", "full-point bye")
    ),
    ResultCode.HALF_BYE: Phrase(
        "TieBreakExplanation", QT_TRANSLATE_NOOP("TieBreakExplanation", "half-point bye")
    ),
    ResultCode.ZERO_BYE: Phrase(
        "TieBreakExplanation", QT_TRANSLATE_NOOP("TieBreakExplanation", "zero-point bye")
    ),
}
GAME_KIND = Phrase("TieBreakExplanation", QT_TRANSLATE_NOOP("TieBreakExplanation", "game"))
_ABSENT = Phrase("TieBreakExplanation", QT_TRANSLATE_NOOP("TieBreakExplanation", "zero-point bye / absent"))


@dataclass(frozen=True, slots=True)
class RoundTally:
    """One round of one player, classified for the tie-breaks."""

    round: int
    entry: RoundEntry
    points: Fraction
    """Points awarded in the round (the tournament's ``PointSystem``)."""
    category: UnplayedCategory | None
    """None for a game played over the board."""

    @property
    def played(self) -> bool:
        """A game played over the board (C.07 art. 15.1: anything else is an unplayed round)."""
        return self.category is None

    @property
    def opponent(self) -> PairingNumber | None:
        return self.entry.opponent

    @property
    def vur(self) -> bool:
        """C.07 16.1.2: voluntary unplayed round = requested bye (H, Z, absence) or forfeit loss."""
        return self.category in (
            UnplayedCategory.REQUESTED_BYE_FOLLOWED,
            UnplayedCategory.REQUESTED_BYE_AT_END,
            UnplayedCategory.FORFEIT_LOSS,
        )

    @property
    def kind(self) -> str:
        """Words for the explanation: ``game``, ``forfeit win``, ``half-point bye``, ``not paired``..."""
        if self.played:
            return GAME_KIND
        if (
            self.entry.opponent is None
            and self.entry.result is ResultCode.ZERO_BYE
            and self.entry.colour is Colour.NONE
        ):
            return _ABSENT
        return _KIND.get(self.entry.result, self.entry.result.name.lower())


_VUR_RESULTS = (ResultCode.HALF_BYE, ResultCode.ZERO_BYE, ResultCode.FORFEIT_LOSS)
"""C.07 16.1.1-16.1.2: the results of a voluntary unplayed round: a requested bye (a half-point or
zero-point bye; every round after a withdrawal is one) or a forfeit loss."""


@dataclass(frozen=True, slots=True)
class PlayerTally:
    """A player's rounds 1..R, their score and their 16.3 adjusted score."""

    player: Player
    rounds: tuple[RoundTally, ...]
    score: Fraction
    adjusted_score: Fraction
    """C.07 16.3: the score used for the opponents' tie-breaks (16.2.5 rounds count as draws)."""

    @property
    def number(self) -> PairingNumber:
        return self.player.number

    def in_round(self, round_number: int) -> RoundTally | None:
        """The player's round ``round_number``; None when it is not one of their rounds (round robin)."""
        for r in self.rounds:
            if r.round == round_number:
                return r
        return None


def is_free_round(entry: RoundEntry) -> bool:
    """A round robin's round without a game: no opponent and no bye (the Berger table's dummy)."""
    return entry.opponent is None and entry.result is ResultCode.ZERO_BYE


class TournamentRecord:
    """The whole tournament after round ``rounds``, classified once for every tie-break.

    ``rounds`` is the number of rounds taken into account (the standings "after round R"); it is
    also "the last round of the tournament" of 16.2.5 and "the number of rounds" of 16.4.2.
    """

    def __init__(
        self,
        tournament: Tournament,
        rounds: int,
        edition: TieBreakEdition,
        unrated_rating: int | None = None,
        base: TournamentRecord | None = None,
    ) -> None:
        self.tournament = tournament
        self.rounds = rounds
        self.edition = edition
        self.points: PointSystem = tournament.point_system
        self.unrated_rating = unrated_rating
        self.predetermined = tournament.round_robin is not None
        """C.07 15.2: a tournament with pre-determined pairings (a round robin)."""
        self.players: dict[PairingNumber, PlayerTally] = {}
        self.memo: dict[tuple[str, PairingNumber], Fraction | int] = {}
        """Values already computed (e.g. the opponents' Buchholz for AOB, their TPR for APRO)."""
        fields = [Fraction(getattr(self.points, f.name)) for f in dataclasses.fields(self.points)]
        self.unit = math.lcm(*(f.denominator for f in fields))
        """The least common denominator of the point system: every score is a whole number of 1/unit."""
        self._units_by_id = {id(f): (f, f.numerator * (self.unit // f.denominator)) for f in fields}
        self._draw_units = self.units(self.points.draw)
        self.round_units: dict[PairingNumber, tuple[int, ...]] = {}
        """Each player's points of each of their rounds (aligned with ``PlayerTally.rounds``), in units."""
        self.adjusted_units: dict[PairingNumber, int] = {}
        """Each player's 16.3 adjusted score in units (``PlayerTally.adjusted_score * unit``)."""
        self.score_units: dict[PairingNumber, int] = {}
        """Each player's score in units (``PlayerTally.score * unit``)."""
        self._results = self._result_table()
        self.derived: dict[object, object] = {}
        """Tallies built once from this record and shared by several tie-breaks (``fast_values``)."""
        self.base_derived: dict[object, object] = {}
        """The ``derived`` of the record this one was built from (``base``; empty without one): the
        tallies and values of the players not in :attr:`changed` are taken from it."""
        self.changed: frozenset[PairingNumber] | None = None
        """The players classified again although ``base`` was given (the others' tallies are
        ``base``'s); None when every player was classified (no ``base``, or one that does not fit)."""
        self.replaced: dict[PairingNumber, PlayerTally] = {}
        """``base``'s tallies of the players in :attr:`changed`."""
        if base is not None and self._fits(base):
            self._classify_changed(base)
            return
        for player in tournament.players:
            self.players[player.number] = self._classify(player)
        met = {r.entry.opponent for rec in self.players.values() for r in rec.rounds}
        if met - self.players.keys() - {None}:
            self._refuse_unknown_opponent()

    def _fits(self, base: TournamentRecord) -> bool:
        """``base`` classified the same rounds by the same rules, for the same players in the same
        order: a player of this tournament who is the very ``Player`` of ``base`` (frozen, so same
        rounds) has the same tally."""
        players = base.players
        return (
            base.rounds == self.rounds
            and base.edition is self.edition
            and base.unrated_rating == self.unrated_rating
            and base.points == self.points
            and base.predetermined == self.predetermined
            and list(players) == [p.number for p in self.tournament.players]
        )

    def _classify_changed(self, base: TournamentRecord) -> None:
        """The record of a tournament that differs from ``base``'s in a few players (a result entered
        or corrected: two players' rounds): their rounds classified again, the others' taken as they
        are. ``changed`` names the first; ``fast_values`` updates only the values they touch."""
        changed = []
        for player in self.tournament.players:
            n = player.number
            old = base.players[n]
            if old.player is player:
                self.players[n] = old
                self.round_units[n] = base.round_units[n]
                self.score_units[n] = base.score_units[n]
                self.adjusted_units[n] = base.adjusted_units[n]
            else:
                self.players[n] = self._classify(player)
                self.replaced[n] = old
                changed.append(n)
        for n in changed:  # the others met only known players in base, the same set of players
            if any(r.opponent is not None and r.opponent not in self.players for r in self.players[n].rounds):
                self._refuse_unknown_opponent()
        self.changed = frozenset(changed)
        self.base_derived = base.derived

    def _refuse_unknown_opponent(self) -> None:
        """Raise for the first round (by player, then round) whose opponent is not in the tournament."""
        for rec in self.players.values():
            for r in rec.rounds:
                if r.opponent is not None and r.opponent not in self.players:
                    raise TieBreakError(
                        translate(
                            "TieBreakError",
                            "player {player} meets unknown player {opponent} in round {round}",
                        ).format(player=rec.number, opponent=r.opponent, round=r.round)
                    )

    def _classify(self, player: Player) -> PlayerTally:
        rounds = self.rounds
        entries = list(player.rounds[:rounds])
        if len(entries) < rounds:
            entries += [NOT_PAIRED] * (rounds - len(entries))
        # For 16.2.3 vs 16.2.5: the last round that is not a VUR (requested bye or forfeit loss).
        last_non_vur = 0
        for r, e in enumerate(entries, start=1):
            if e.result not in _VUR_RESULTS:
                last_non_vur = r
        table = self._results
        predetermined = self.predetermined
        records = []
        round_units = []
        # The score and the adjusted score are added in whole units of the point system (one exact
        # Fraction each at the end, not one reduction per round).
        score_units = adjusted_units = 0
        for r, e in enumerate(entries, start=1):
            result = e.result
            if result is ResultCode.PENDING:
                raise TieBreakError(
                    translate(
                        "TieBreakError",
                        "round {round} is not finished (player {player} has no result): "
                        "compute the standings after round {previous} or enter the result",
                    ).format(round=r, player=player.number, previous=r - 1)
                )
            points, units, category = table[result._value_, e.colour._value_]  # enums hash slowly
            if category is None:
                if e.opponent is None:
                    raise TieBreakError(
                        translate(
                            "TieBreakError",
                            "player {player}, round {round}: a game result without an opponent",
                        ).format(player=player.number, round=r)
                    )
            elif category is UnplayedCategory.REQUESTED_BYE_AT_END and r < last_non_vur:
                category = UnplayedCategory.REQUESTED_BYE_FOLLOWED
            if predetermined and is_free_round(e):
                continue
            score_units += units
            adjusted_units += self._draw_units if category is UnplayedCategory.REQUESTED_BYE_AT_END else units
            records.append(RoundTally(r, e, points, category))
            round_units.append(units)
        self.round_units[player.number] = tuple(round_units)
        score = Fraction(score_units, self.unit)
        self.score_units[player.number] = score_units
        if predetermined:  # C.07 15.3: art. 16 (and its adjusted score) is for Swiss tournaments
            self.adjusted_units[player.number] = score_units
            return PlayerTally(player, tuple(records), score, score)
        self.adjusted_units[player.number] = adjusted_units
        return PlayerTally(player, tuple(records), score, Fraction(adjusted_units, self.unit))

    def _result_table(self) -> dict[tuple[str, str], tuple[Fraction, int, UnplayedCategory | None]]:
        """(points, points in units, category) of every result and colour a round can hold, by their
        codes (``ResultCode.value``, ``Colour.value``), made once per record and read by ``_classify``
        for every round of every player. The category of a requested bye (H, Z: C.07 16.2.3 or
        16.2.5) depends on the rounds after it: it is given here as ``REQUESTED_BYE_AT_END``, which
        ``_classify`` turns into ``REQUESTED_BYE_FOLLOWED``."""
        table: dict[tuple[str, str], tuple[Fraction, int, UnplayedCategory | None]] = {}
        for result in ResultCode:
            category: UnplayedCategory | None
            if result.is_played_game:
                category = None
            elif result is ResultCode.PAIRING_BYE or result is ResultCode.FULL_BYE:
                category = UnplayedCategory.PAB_OR_FULL_BYE
            elif result is ResultCode.FORFEIT_WIN:
                category = UnplayedCategory.FORFEIT_WIN
            elif result is ResultCode.FORFEIT_LOSS:
                category = UnplayedCategory.FORFEIT_LOSS
            else:
                category = UnplayedCategory.REQUESTED_BYE_AT_END
            for colour in Colour:
                points = self.points.points(RoundEntry(None, colour, result))
                table[result.value, colour.value] = (points, self.units(points), category)
        return table

    def units(self, points: Fraction) -> int:
        """``points`` in whole units of the point system (``points * unit``; exact, as ``unit`` is a
        multiple of the denominator of every score and every round's points)."""
        known = self._units_by_id.get(id(points))
        if known is not None and known[0] is points:
            return known[1]
        return points.numerator * (self.unit // points.denominator)

    def __getitem__(self, number: PairingNumber) -> PlayerTally:
        return self.players[number]

    def counts_as_game(self, rnd: RoundTally, family: GameFamily) -> bool:
        """Whether ``rnd`` is a game for the tie-breaks of ``family``: a game played over the board, or,
        in a round robin (C.07 15.2), a forfeit "treated as a regular game" (2024: always; 2026: not
        in art. 10, and a forfeit loss not in art. 7)."""
        if rnd.played:
            return True
        if not self.predetermined or rnd.category is None or not rnd.category.is_forfeit:
            return False
        if self.edition is TieBreakEdition.C07_2024 or family is GameFamily.OPPONENTS:
            return True
        if family is GameFamily.OWN_RESULTS:
            return rnd.category is UnplayedCategory.FORFEIT_WIN
        return False

    @cached_property
    def maximum_rounds(self) -> int:
        """The rounds that can bring points: every round in a Swiss; in a round robin the most games a
        player has (the dummy's rounds bring nothing). "The maximum possible tournament score" of
        C.07 9.2 (Koya) is this many wins."""
        if not self.predetermined:
            return self.rounds
        return max((len(rec.rounds) for rec in self.players.values()), default=0)

    @cached_property
    def draw_cap(self) -> Fraction:
        """C.07 (2026) 16.4.2: points for a draw multiplied by the number of rounds."""
        return self.points.draw * self.rounds

    def dummy_score(self, rec: PlayerTally, rnd: RoundTally) -> Fraction:
        """C.07 16.4: the score of the dummy the player meets in an unplayed round.

        2024: the player's own score. 2026: the player's own score, but at most the scheduled
        opponent's adjusted score for forfeits (16.4.1) or draw points x rounds otherwise (16.4.2).
        """
        own = rec.score
        if self.edition is TieBreakEdition.C07_2024:
            return own
        if rnd.category is not None and rnd.category.is_forfeit and rnd.opponent is not None:
            cap = self.players[rnd.opponent].adjusted_score
        else:
            cap = self.draw_cap
        return min(own, cap)

    def rating(self, number: PairingNumber) -> int | None:
        """The rating used by the rating-based tie-breaks; None = unrated and left out (C.07 art. 10)."""
        rating = self.players[number].player.rating
        if rating > 0:
            return rating
        return self.unrated_rating

    @cached_property
    def final_round(self) -> int:
        """The tournament's final round: 142/XXR when known, else the last round recorded."""
        return max(self.tournament.number_of_rounds or 0, self.tournament.rounds_recorded, self.rounds)

    @cached_property
    def fore(self) -> TournamentRecord:
        """C.07 8.3 (Fore Buchholz): the record "as if all paired games for the final round had ended
        in draws".

        After the final round: its paired games (forfeits too) become draws. After the round before
        it, when the final round is already paired (results may be pending): the final round is
        added with its paired games drawn and its byes as given. Earlier, the final round is not
        paired yet: the record is unchanged (FB = BH).
        """
        final = self.final_round
        if self.rounds == final:
            return self._with_round_drawn(final)
        if self.rounds == final - 1 and any(
            p.entry(final).opponent is not None for p in self.tournament.players
        ):
            return self._with_round_drawn(final)
        return self

    def _with_round_drawn(self, final: int) -> TournamentRecord:
        players = []
        for p in self.tournament.players:
            e = p.entry(final)
            rounds = list(p.rounds[:final]) + [NOT_PAIRED] * (final - len(p.rounds))
            if e.opponent is not None:
                rounds[final - 1] = RoundEntry(e.opponent, e.colour, ResultCode.DRAW)
            players.append(_replace_rounds(p, tuple(rounds)))
        t = _replace_players(self.tournament, tuple(players))
        return TournamentRecord(t, final, self.edition, self.unrated_rating)


def _replace_rounds(player: Player, rounds: tuple[RoundEntry, ...]) -> Player:
    return dataclasses.replace(player, rounds=rounds, points=None)


def _replace_players(tournament: Tournament, players: tuple[Player, ...]) -> Tournament:
    return dataclasses.replace(tournament, players=players)
