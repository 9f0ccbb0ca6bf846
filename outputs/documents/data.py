"""What the documents print, derived from an ``engine.model.Tournament``: boards, byes, standings.

Nothing here draws; the document modules turn these values into tables.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from engine.acceleration import pairing_accelerations, virtual_points
from engine.errors import InvalidTournamentError
from engine.model import Board, Colour, Pairing, PairingNumber, Player, ResultCode, RoundEntry, Tournament
from engine.standings import WITHDRAWN_MARK, StandingsTable, event_standings
from engine.standings_policy import StandingsPolicy
from engine.tiebreaks.ranking import TieBreakValue
from texts.catalogue import translate


@dataclass(frozen=True, slots=True)
class PrintedBoard:
    """One board of a round as printed: both players, White's result code and the scores before."""

    number: int
    white: Player
    black: Player
    white_result: ResultCode
    white_score: Fraction
    black_score: Fraction


@dataclass(frozen=True, slots=True)
class PrintedBye:
    """A player without an opponent in the round (PAB, HPB, FPB, ZPB) and the score before it."""

    player: Player
    entry: RoundEntry
    score: Fraction


@dataclass(frozen=True, slots=True)
class RoundSheet:
    """Everything about one round: boards in board order, then the players without an opponent."""

    round: int
    boards: tuple[PrintedBoard, ...]
    byes: tuple[PrintedBye, ...]

    @property
    def is_complete(self) -> bool:
        return all(b.white_result is not ResultCode.PENDING for b in self.boards)


def score_before(player: Player, tournament: Tournament, round_number: int) -> Fraction:
    """Points of ``player`` after rounds 1..round_number-1."""
    return player.score(tournament.point_system, round_number - 1)


def pairing_score(player: Player, tournament: Tournament, round_number: int) -> Fraction:
    """Score used to order the boards of ``round_number``: points before the round plus the virtual
    points of any acceleration in force for the player in that round (C.04.2 art. 3.6, C.04.7 1.5),
    as the engine reckons them (:func:`engine.acceleration.pairing_accelerations`)."""
    virtual = virtual_points(pairing_accelerations(tournament), player.number, round_number)
    return score_before(player, tournament, round_number) + virtual


def round_numbers(tournament: Tournament) -> int:
    """How many rounds the documents show: the planned number, or at least those recorded."""
    return max(tournament.number_of_rounds or 0, tournament.rounds_recorded)


def latest_round(tournament: Tournament) -> int:
    """The last paired round: the highest with at least one board (0 before round 1 is paired).

    Entries of a later round that only hold byes (``0000 - H`` for players known not to play the
    round about to be paired, as TRF26 allows) do not make that round paired.
    """
    for r in range(tournament.rounds_recorded, 0, -1):
        if any(p.entry(r).opponent is not None for p in tournament.players):
            return r
    return 0


def board_order_key(
    white_score: Fraction, black_score: Fraction, white: int, black: int
) -> tuple[object, ...]:
    """C.04.2 (2026) art. 3.6: board order after pairing, by descending priority:

    (1) the score of the higher-ranked participant of the pair (higher first); (2) the sum of both
    participants' scores (higher first); (3) the TPN of the higher-ranked participant (lower first).
    The higher-ranked participant is the one with more points, the lower TPN between equals.
    """
    top_score, top_tpn = max((white_score, -white), (black_score, -black))
    return (-top_score, -(white_score + black_score), -top_tpn)


def round_sheet(tournament: Tournament, round_number: int, pairing: Pairing | None = None) -> RoundSheet:
    """The boards and byes of ``round_number``, read from the players' round entries. A player not
    registered for the round (not yet entered, or withdrawn: ``Tournament.absence``) is not listed.

    Board order is ``pairing``'s when given (the engine's output, or boards the arbiter fixed);
    otherwise, in a round robin, the order of its Berger table (C.05 Annex 1), else the recommended
    order of C.04.2 art. 3.6. A game whose two entries disagree
    (opponent not pointing back) raises ``InvalidTournamentError`` naming both players.
    """
    if round_number < 1:
        raise InvalidTournamentError(
            translate("Documents", "round {round_number} does not exist (rounds start at 1)").format(
                round_number=round_number
            )
        )
    if pairing is None and tournament.round_robin is not None:
        pairing = _table_order(tournament, round_number)
    players = tournament.by_number()
    seen: set[PairingNumber] = set()
    games: list[tuple[Player, Player]] = []
    byes: list[PrintedBye] = []
    for p in sorted(tournament.players, key=lambda q: q.number):
        if p.number in seen:
            continue
        entry = p.entry(round_number)
        if entry.opponent is None:
            if round_number <= len(p.rounds) and tournament.absence(p.number, round_number) is None:
                byes.append(PrintedBye(p, entry, score_before(p, tournament, round_number)))
            continue
        opponent = players.get(entry.opponent)
        if opponent is None:
            raise InvalidTournamentError(
                translate(
                    "Documents",
                    "round {round_number}: player {number} ({name}) is paired with {opponent}, "
                    "who is not registered",
                ).format(round_number=round_number, number=p.number, name=p.name, opponent=entry.opponent)
            )
        back = opponent.entry(round_number)
        if back.opponent != p.number:
            raise InvalidTournamentError(
                translate(
                    "Documents",
                    "round {round_number}: player {number} ({name}) is paired with {number2} "
                    "({name2}), whose entry says {entry}",
                ).format(
                    round_number=round_number,
                    number=p.number,
                    name=p.name,
                    number2=opponent.number,
                    name2=opponent.name,
                    entry=back.opponent or translate("Documents", "no opponent"),
                )
            )
        seen.update((p.number, opponent.number))
        if entry.colour is Colour.BLACK or (entry.colour is Colour.NONE and back.colour is Colour.WHITE):
            games.append((opponent, p))
        else:
            games.append((p, opponent))

    def row(n: int, white: Player, black: Player) -> PrintedBoard:
        return PrintedBoard(
            n,
            white,
            black,
            white.entry(round_number).result,
            score_before(white, tournament, round_number),
            score_before(black, tournament, round_number),
        )

    if pairing is not None:
        position = {Board(b.white, b.black): i for i, b in enumerate(pairing.boards)}
        unordered = {frozenset((b.white, b.black)): i for i, b in enumerate(pairing.boards)}
        last = len(pairing.boards)

        def given(game: tuple[Player, Player]) -> int:
            w, b = game
            return position.get(
                Board(w.number, b.number), unordered.get(frozenset((w.number, b.number)), last)
            )

        games.sort(key=given)
    else:
        games.sort(
            key=lambda g: board_order_key(
                pairing_score(g[0], tournament, round_number),
                pairing_score(g[1], tournament, round_number),
                g[0].number,
                g[1].number,
            )
        )
    boards = tuple(row(i, w, b) for i, (w, b) in enumerate(games, start=1))
    byes.sort(key=lambda b: (b.entry.result is not ResultCode.PAIRING_BYE, -b.score, b.player.number))
    return RoundSheet(round_number, boards, tuple(byes))


def _table_order(tournament: Tournament, round_number: int) -> Pairing | None:
    """A round robin's round as its Berger table orders the boards (None when the table cannot say)."""
    from engine.errors import ArbiterError
    from engine.roundrobin import pair_round

    try:
        return pair_round(tournament, round_number)
    except ArbiterError:
        return None


@dataclass(frozen=True, slots=True)
class PrintedStanding:
    """One line of the standings: place (``3`` or shared ``3-5``), player, points, tie-break values
    (None where a tie-break does not apply to the player: printed blank, C.07 6.1)."""

    rank: int
    place: str
    player: Player
    points: Fraction
    tiebreaks: tuple[TieBreakValue, ...] = ()
    withdrawn: bool = False
    """Printed with ``WITHDRAWN_MARK`` after the name (``engine.standings.Standing.withdrawn``)."""

    @property
    def name(self) -> str:
        """Title, name and the mark of a withdrawal, as standings and crosstables print them."""
        shown = f"{self.player.title} {self.player.name}".strip() if self.player.title else self.player.name
        return f"{shown} {WITHDRAWN_MARK}" if self.withdrawn else shown


@dataclass(frozen=True, slots=True)
class Standings:
    """Ranked players after a round under the event's ``policy`` (tie-break column headings in order)."""

    after_round: int
    policy: StandingsPolicy
    rows: tuple[PrintedStanding, ...]
    notes: tuple[str, ...] = ()
    """What the standings did beyond points and tie-breaks (a round robin's withdrawals, V.4)."""

    @property
    def tiebreak_names(self) -> tuple[str, ...]:
        return self.policy.labels

    def position_of(self) -> dict[PairingNumber, int]:
        """Line number (1-based) of each player: unique, used to point at opponents in crosstables."""
        return {r.player.number: i for i, r in enumerate(self.rows, start=1)}


def standings(
    tournament: Tournament,
    tiebreaks: Sequence[str] | None = None,
    after_round: int | None = None,
    computed: Sequence[StandingsTable] = (),
) -> Standings:
    """Ranked players after ``after_round`` (default: the last round with every result entered).

    The event's standings, ``engine.standings.event_standings``: the same policy (tie-break list,
    C.07 edition by start date) as the window, the CLI and the TRF export; ``tiebreaks`` (print
    ``--tiebreaks``) overrides the list. ``computed``: standings of this tournament already computed
    (the window's): one after ``after_round`` is used as it is. An unknown tie-break code or an
    unfinished round raises the engine's ``TieBreakError`` (an ``ArbiterError``).
    """
    matching = (t for t in computed if after_round is not None and t.after_round == after_round)
    given = next(matching, None) if tiebreaks is None else None
    table = given if given is not None else event_standings(tournament, after_round, tiebreaks=tiebreaks)
    players = tournament.by_number()
    rows = tuple(
        PrintedStanding(s.rank, s.place, players[s.number], s.points, tuple(s.values), s.withdrawn)
        for s in table.rows
    )
    return Standings(table.after_round, table.policy, rows, table.notes)
