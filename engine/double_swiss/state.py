"""What the Double-Swiss pairing knows of each player before a match (C.04.5 (2026) art. 1).

Built from the matches (:mod:`engine.double_swiss.matches`), never from single game cells: the
score (1.2.1) is the points of every earlier match, the opponents met (C1) those of the regularly
played matches (a match forfeited, both games, "may be repeated"), the colour history (1.6) one colour
per match, the floats (1.5) those of the previous match.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from engine.double_swiss.matches import MatchEntry, MatchKind, game_cells, match_count, match_entry
from engine.errors import InvalidTournamentError
from engine.i18n import translate
from engine.model import Colour, PairingNumber, Player, ResultCode, Tournament


@dataclass(frozen=True, slots=True)
class MatchPlayer:
    """A player to pair in a match, as C.04.5 sees them. ``number`` is the TPN (1.1)."""

    number: PairingNumber
    score: Fraction
    """1.2.1: the points of the matches before this one."""
    met: frozenset[PairingNumber]
    """[C1]: the opponents of the matches regularly played (not ended by forfeit, Preface)."""
    pab_barred: bool
    """[C2]: already had the pairing-allocated bye, won a match by forfeit or had a full-point bye."""
    matches_played: int
    """3.4.3: the matches regularly played."""
    colours: tuple[Colour, ...]
    """1.6: the colour of each match in which a game was played, oldest first (GHR 3.4: no gaps)."""
    floated: bool
    """1.5: a floater in the previous match (paired against a player with another score)."""

    @property
    def whites(self) -> int:
        return sum(1 for c in self.colours if c is Colour.WHITE)

    def ranks_above(self, other: MatchPlayer) -> bool:
        """1.2: higher score, then smaller TPN."""
        return (-self.score, self.number) < (-other.score, other.number)


def match_to_pair(tournament: Tournament) -> int:
    """The first match in which no player has an opponent or the pairing-allocated bye."""
    last = 0
    for p in tournament.players:
        for m in range(1, match_count(len(p.rounds)) + 1):
            cell = p.entry(game_cells(m)[0])
            if cell.opponent is not None or cell.result is ResultCode.PAIRING_BYE:
                last = max(last, m)
    return last + 1


def is_last_match(tournament: Tournament, match: int) -> bool:
    """Pairing the last round: record 142 counts game cells, two per match (docs)."""
    total = tournament.number_of_rounds
    return total is not None and match >= match_count(total)


def to_be_paired(tournament: Tournament, match: int) -> list[Player]:
    """The players of ``match``: not withdrawn, not announced absent (XXZ), and either without a cell
    for it yet or, in a match already paired, with an opponent or the pairing-allocated bye there (a
    requested bye ``H``/``F`` or an absence ``Z`` entered before the pairing is not paired)."""
    first_cell = game_cells(match)[0]

    def plays(p: Player) -> bool:
        if len(p.rounds) < first_cell:
            return p.number not in tournament.absent_next_round
        cell = p.entry(first_cell)
        return cell.opponent is not None or cell.result is ResultCode.PAIRING_BYE

    return [p for p in tournament.players if p.number not in tournament.withdrawn and plays(p)]


def match_history(tournament: Tournament, match: int) -> dict[PairingNumber, tuple[MatchEntry, ...]]:
    """Every player's matches before ``match`` (a :class:`MatchCellsError` when cells disagree)."""
    return {p.number: tuple(match_entry(p, m) for m in range(1, match)) for p in tournament.players}


def match_states(tournament: Tournament, match: int) -> list[MatchPlayer]:
    """The players to pair in ``match``, in the order of 1.2 (score, then TPN)."""
    system = tournament.point_system
    history = match_history(tournament, match)
    _check_opponents(tournament, history)

    running: dict[PairingNumber, list[Fraction]] = {}
    for number, entries in history.items():
        totals = [Fraction(0)]
        for e in entries:
            totals.append(totals[-1] + e.points(system))
        running[number] = totals

    def score_before(number: PairingNumber, m: int) -> Fraction:
        return running[number][m - 1]

    states = []
    for p in to_be_paired(tournament, match):
        entries = history[p.number]
        played = [e for e in entries if e.kind is MatchKind.PLAYED]
        won_by_forfeit = any(
            e.kind is MatchKind.FORFEITED and e.game1.result is ResultCode.FORFEIT_WIN for e in entries
        )
        byes = {e.bye for e in entries}
        floated = False
        if match > 1 and entries and entries[-1].kind is MatchKind.PLAYED:
            opponent = entries[-1].opponent
            assert opponent is not None
            floated = score_before(opponent, match - 1) != score_before(p.number, match - 1)
        states.append(
            MatchPlayer(
                number=p.number,
                score=score_before(p.number, match),
                met=frozenset(e.opponent for e in played if e.opponent is not None),
                pab_barred=won_by_forfeit or bool(byes & {ResultCode.PAIRING_BYE, ResultCode.FULL_BYE}),
                matches_played=len(played),
                colours=tuple(e.colour for e in entries if e.colour is not Colour.NONE),
                floated=floated,
            )
        )
    states.sort(key=lambda s: (-s.score, s.number))
    return states


def _check_opponents(tournament: Tournament, history: dict[PairingNumber, tuple[MatchEntry, ...]]) -> None:
    """Both players of a match record it (same match, each other as opponent)."""
    for number, entries in history.items():
        for m, e in enumerate(entries, start=1):
            if e.opponent is None:
                continue
            theirs = history.get(e.opponent)
            if theirs is None or len(theirs) < m or theirs[m - 1].opponent != number:
                raise InvalidTournamentError(
                    translate(
                        "DoubleSwiss",
                        "match {match}: player {player} plays {opponent}, who does not play them",
                    ).format(match=m, player=number, opponent=e.opponent)
                )
