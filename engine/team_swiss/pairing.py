"""Pair the next round of a Swiss Team tournament (C.04.6 (2026)): the pure function of the engine.

The pairing is of teams: ``Pairing.boards`` holds one match per entry, ``Board.white`` the team with
White on board 1 (1.6.1), ``Pairing.bye`` the team with the pairing-allocated bye; the numbers are
team pairing numbers (record 310). The boards of each match follow from the line-ups and the colour
sequence (record 352).
"""

from __future__ import annotations

from fractions import Fraction

from engine.double_swiss.procedure import RoundPairs, pair_players
from engine.errors import NoLegalPairingError
from engine.i18n import translate
from engine.model import Board, Colour, Pairing, PairingNumber, Tournament
from engine.team_event import TeamEvent
from engine.team_swiss.allocation import ranks_first, white_of
from engine.team_swiss.criteria import TeamCriteria
from engine.team_swiss.matches import round_to_pair
from engine.team_swiss.reading import team_setup
from engine.team_swiss.state import TeamState, in_last_two_rounds, team_states
from engine.team_swiss.system import TeamSystem


def forbidden_pairs(tournament: Tournament, round_number: int) -> frozenset[frozenset[int]]:
    """Teams the tournament keeps apart in ``round_number`` (record 260 names teams in a team event)."""
    pairs: set[frozenset[int]] = set()
    for block in tournament.forbidden_pairs:
        if block.first_round is not None and block.first_round > round_number:
            continue
        if block.last_round is not None and block.last_round < round_number:
            continue
        for i, a in enumerate(block.players):
            for b in block.players[i + 1 :]:
                pairs.add(frozenset((int(a), int(b))))
    return frozenset(pairs)


def pair_teams(
    tournament: Tournament, event: TeamEvent, system: TeamSystem, round_number: int
) -> tuple[list[TeamState], RoundPairs, TeamCriteria]:
    """The teams of ``round_number``, their pairs (art. 3, before the colours) and the criteria."""
    teams = team_states(tournament, event, system, round_number)
    criteria = TeamCriteria(
        teams, in_last_two_rounds(tournament, round_number), forbidden_pairs(tournament, round_number)
    )
    try:
        pairs = pair_players([t.core for t in teams], criteria.last_round, criteria.forbidden, criteria)
    except NoLegalPairingError:
        raise NoLegalPairingError(
            translate(
                "TeamSwiss",
                "no pairing of round {round} complies with [C1]-[C3] (C.04.6 art. 3.3.3: the Chief "
                "Arbiter decides)",
            ).format(round=round_number)
        ) from None
    return teams, pairs, criteria


def board_key(a: TeamState, b: TeamState) -> tuple[Fraction, Fraction, int]:
    """C.04.2 (2026) art. 3.6 (C.04.6 orders no matches): the higher score of the match's first-team,
    then the higher sum of both scores, then the smaller TPN of the first-team."""
    first, other = (a, b) if ranks_first(a, b) else (b, a)
    return (-first.score, -(first.score + other.score), first.number)


def pairing_of(teams: list[TeamState], pairs: RoundPairs, round_number: int, initial: Colour) -> Pairing:
    """The colours (art. 4) and the order of the matches of ``pairs``."""
    by_number = {t.number: t for t in teams}
    couples = [(by_number[a], by_number[b]) for a, b in pairs.pairs]
    couples.sort(key=lambda c: board_key(*c))
    boards = []
    for a, b in couples:
        white, _article = white_of(a, b, initial)
        black = b if white is a else a
        boards.append(Board(white.number, black.number))
    return Pairing(round_number, tuple(boards), pairs.bye)


def pair_round(tournament: Tournament, round_number: int | None = None) -> Pairing:
    """The team pairing of ``round_number`` (default: the next round). NoLegalPairingError when none
    exists; InvalidTournamentError or TrfError when the file is not a Swiss Team event."""
    event, system = team_setup(tournament)
    r = round_number if round_number is not None else round_to_pair(tournament)
    teams, pairs, _criteria = pair_teams(tournament, event, system, r)
    return pairing_of(teams, pairs, r, tournament.initial_colour or Colour.WHITE)


def paired_teams(pairing: Pairing) -> list[PairingNumber]:
    """Every team the pairing places (matches, then the bye)."""
    numbers = [n for b in pairing.boards for n in (b.white, b.black)]
    return numbers + ([pairing.bye] if pairing.bye is not None else [])
