"""Standings: rank by points, then by the event's ordered tie-break list (C.07 art. 2, 4).

``event_standings`` is what every view, document, export and CLI calls: the event's policy
(``engine.standings_policy.standings_policy``, with the caller's explicit overrides) applied by
``rank_standings``. ``compute_standings`` is the same ranking with every choice given explicitly.

In a round robin the withdrawals are ruled on first (``engine.roundrobin.withdrawals``): a player who
withdrew having completed less than half of their games is not ranked and no game against them counts
(FIDE Tournament Rules V.4.1, C.05); the table lists them last and says why in ``notes``.

>>> from engine.model import Player, PairingNumber, RoundEntry, Colour, ResultCode, Tournament
>>> one, two = PairingNumber(1), PairingNumber(2)
>>> a = Player(one, "Anand", rounds=(RoundEntry(two, Colour.WHITE, ResultCode.WIN),))
>>> b = Player(two, "Carlsen", rounds=(RoundEntry(one, Colour.BLACK, ResultCode.LOSS),))
>>> [(s.rank, s.number, str(s.points)) for s in compute_standings(Tournament(players=(a, b)), ["BH"])]
[(1, 1, '1'), (2, 2, '0')]
>>> table = event_standings(Tournament(start_date="2025/10/04", players=(a, b)))
>>> table.policy.edition.value, table.after_round, [s.place for s in table.rows]
('2024-08', 1, ['1', '2'])
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from engine.i18n import translate
from engine.model import PairingNumber, Tournament
from engine.roundrobin.withdrawals import WithdrawalRuling, withdrawal_rulings
from engine.standings_policy import StandingsPolicy, standings_policy
from engine.tiebreaks.compute import build_record
from engine.tiebreaks.ranking import TieBreakValue, rank_groups
from engine.tiebreaks.record import TournamentRecord
from engine.tiebreaks.spec import TieBreakEdition, TieBreakSpec, as_spec

WITHDRAWN_MARK = "*"
"""After the name of a player who withdrew, in standings and crosstables; a note says from when."""


@dataclass(frozen=True, slots=True)
class Standing:
    """One line of the standings.

    ``rank`` is the place; players whom points and every tie-break leave equal share the places
    ``rank``..``last_rank`` (C.07 4.2: the tie is not broken by lot here; the arbiter draws lots if
    the tournament rules ask for it). ``values`` are the tie-break values in the order asked
    (DE: the rank inside the group of players it was applied to; None where DE does not apply,
    C.07 6.1: shown blank).
    """

    rank: int
    last_rank: int
    number: PairingNumber
    name: str
    points: Fraction
    values: tuple[TieBreakValue, ...]
    counted: bool = True
    """False for a round robin's player who withdrew having completed less than half of their games
    (FIDE Tournament Rules V.4.1): listed after the ranked players, not ranked, no tie-break values."""
    withdrawn: bool = False
    """The player withdrew within the rounds of the standings (C.04.2 (2026) art. 3.2; a round robin:
    V.4): marked after the name (``marked_name``), the table's ``notes`` say from which round."""

    @property
    def marked_name(self) -> str:
        """The name as standings and crosstables print it: ``WITHDRAWN_MARK`` after a withdrawal."""
        return f"{self.name} {WITHDRAWN_MARK}" if self.withdrawn else self.name

    @property
    def shared(self) -> bool:
        return self.last_rank > self.rank

    @property
    def place(self) -> str:
        """``3`` or, when shared, ``3-5``; ``-`` for a player not ranked (``counted`` False)."""
        if not self.counted:
            return "-"
        return f"{self.rank}-{self.last_rank}" if self.shared else str(self.rank)


@dataclass(frozen=True, slots=True)
class StandingsTable:
    """The standings after ``after_round`` under ``policy``: what screen, paper and TRF show."""

    policy: StandingsPolicy
    after_round: int
    rows: tuple[Standing, ...]
    notes: tuple[str, ...] = ()
    """What the standings did beyond points and tie-breaks (a round robin's withdrawals), for the arbiter."""
    record: TournamentRecord | None = field(default=None, compare=False, repr=False)
    """The record the standings were ranked on: the ``base`` of the next standings of the event
    (``rank_standings``), which then classifies again only the players that changed."""

    def rank_of(self) -> dict[PairingNumber, int]:
        """Each player's place (the first of a shared place): the TRF rank column (001, 86-89)."""
        return {s.number: s.rank for s in self.rows}


def rank_standings(
    tournament: Tournament,
    policy: StandingsPolicy,
    after_round: int | None = None,
    base: StandingsTable | None = None,
) -> StandingsTable:
    """The standings after round ``after_round`` (default: the last round with every result entered).

    ``base``: the standings of an earlier state of the same event (a result entered or corrected
    since): the same standings are returned, computed again only where the players that changed
    reach (their rounds, their opponents' Buchholz and Sonneborn-Berger elements, the Direct
    Encounter of their tied groups: ``TournamentRecord``'s ``base``), and each line equal to one of
    ``base`` is that line.
    Raises ``TieBreakError`` (an ``ArbiterError``) for an unfinished round inside the range asked,
    a round not paired, or an opponent that does not exist.
    """
    from engine.double_swiss.standings import as_played_for_standings

    tournament = as_played_for_standings(tournament)  # C.04.5: a match's single forfeit counts as played
    rulings = withdrawal_rulings(tournament)
    earlier = base.record if base is not None else None
    record = build_record(tournament, policy.edition, after_round, policy.unrated_rating, earlier)
    groups, values = rank_groups(record, policy.tiebreaks)
    gone, notes = _withdrawals(tournament, record.rounds, rulings)
    lines = {s.number: s for s in base.rows} if base is not None else {}
    rows: list[Standing] = []
    position = 1
    for g in groups:
        last = position + len(g) - 1
        for n in sorted(g):
            rec = record[n]
            line = Standing(
                position,
                last,
                n,
                rec.player.name,
                rec.score,
                tuple([v[n] for v in values]),
                withdrawn=n in gone,
            )
            known = lines.get(n)
            rows.append(known if known is not None and known == line else line)
        position = last + 1
    players = tournament.by_number()
    set_aside = [
        (players[r.player].score(tournament.point_system, record.rounds), r.player)
        for r in rulings
        if not r.counted
    ]
    blank = tuple(None for _ in policy.tiebreaks)
    for points, n in sorted(set_aside, key=lambda item: (-item[0], item[1])):
        rows.append(Standing(position, position, n, players[n].name, points, blank, False, withdrawn=True))
        position += 1
    return StandingsTable(policy, record.rounds, tuple(rows), notes, record)


def _withdrawals(
    tournament: Tournament, rounds: int, rulings: Sequence[WithdrawalRuling]
) -> tuple[frozenset[PairingNumber], tuple[str, ...]]:
    """The players marked withdrawn in standings after ``rounds`` rounds, and the notes that say so:
    in a round robin every ruling (V.4, how their games count); in a Swiss the withdrawals from a round
    up to ``rounds`` (C.04.2 (2026) art. 3.2: no longer paired), those known without a round too."""
    if tournament.round_robin is not None:
        return (
            frozenset(r.player for r in rulings),
            tuple(f"{WITHDRAWN_MARK} {r}" for r in rulings),
        )
    players = tournament.by_number()
    notes: list[str] = []
    gone: set[PairingNumber] = set()
    for n in sorted(tournament.withdrawn):
        start = tournament.withdrawal_round(n)
        if n not in players or (start is not None and start > rounds):
            continue
        gone.add(n)
        text = (
            translate(
                "Standings", "{mark} {player} withdrew: not paired from round {round} on (C.04.2 art. 3.2)"
            )
            if start is not None
            else translate("Standings", "{mark} {player} withdrew (C.04.2 art. 3.2)")
        )
        notes.append(text.format(mark=WITHDRAWN_MARK, player=f"{n} {players[n].name}", round=start))
    return frozenset(gone), tuple(notes)


def event_standings(
    tournament: Tournament,
    after_round: int | None = None,
    *,
    tiebreaks: Sequence[TieBreakSpec | str] | str | None = None,
    edition: TieBreakEdition | str | None = None,
    unrated_rating: int | None = None,
    base: StandingsTable | None = None,
) -> StandingsTable:
    """The event's standings: ``standings_policy`` (overrides as keyword arguments), then ranking
    (``base``: the standings of an earlier state of the event, to compute only what changed:
    ``rank_standings``)."""
    policy = standings_policy(tournament, tiebreaks=tiebreaks, edition=edition, unrated_rating=unrated_rating)
    return rank_standings(tournament, policy, after_round, base)


def compute_standings(
    tournament: Tournament,
    tiebreaks: Sequence[TieBreakSpec | str],
    edition: TieBreakEdition = TieBreakEdition.C07_2026,
    after_round: int | None = None,
    *,
    unrated_rating: int | None = None,
) -> list[Standing]:
    """``rank_standings`` with every choice explicit (no event policy; for the engine's own tests).

    ``tiebreaks``: the ordered list (specs or codes such as ``"BH/C1"``, ``"BH-C1"``, ``"DE"``).
    ``edition``: the C.07 text in force when the tournament started (16.4 dummy; STD/TPN/RTNG).
    ``unrated_rating``: the rating the tournament rules give unrated opponents for ARO, TPR, PTP,
    APRO, APPO (C.07 art. 10); None leaves them out.
    Raises ``TieBreakError`` (an ``ArbiterError``) for an unknown or invalid tie-break, an
    unfinished round inside the range asked, or an opponent that does not exist.
    """
    policy = StandingsPolicy(tuple(as_spec(t) for t in tiebreaks), edition, unrated_rating)
    return list(rank_standings(tournament, policy, after_round).rows)
