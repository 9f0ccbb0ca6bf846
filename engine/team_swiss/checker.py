"""The pairing checker of the Swiss Team System (``python -m engine --team-swiss IN.trf -c``).

Every recorded round is judged against C.04.6 (2026) as it was paired (the rounds before it): the
absolute criteria first (every team to pair placed once, the bye only with an odd number: 3.3.1;
[C1] 2.1.1; [C2] 2.1.2), then the procedure (the bye of 3.4, the upfloaters of 3.5, the bracket
pairing of 3.6, bracket after bracket as 3.3.2 forms them, with the criteria of
:mod:`engine.team_swiss.criteria`), then the colours of every played match (4.3). Each breach names
the article it breaks; where the recorded brackets part from the procedure, the later ones are not
judged (they depend on the earlier).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from engine.breach import Breach
from engine.double_swiss.procedure_check import (
    ByeNotAllowed,
    ByeWithEvenNumber,
    Incomplete,
    OtherBracketPairing,
    OtherBye,
    Rematch,
    Wording,
    absolute_breaches,
    colour_breaches,
    numbers_text,
    procedure_breaches,
)
from engine.i18n import QT_TRANSLATE_NOOP, translate
from engine.model import Board, Colour, Pairing, PairingNumber, Tournament
from engine.team_event import TeamEvent
from engine.team_swiss.allocation import white_of
from engine.team_swiss.criteria import TeamCriteria
from engine.team_swiss.matches import TeamMatchKind, round_to_pair, team_rounds
from engine.team_swiss.pairing import forbidden_pairs
from engine.team_swiss.reading import team_setup
from engine.team_swiss.state import TeamState, in_last_two_rounds, team_states


def recorded_pairing(
    tournament: Tournament, event: TeamEvent, round_number: int
) -> tuple[Pairing, set[Board]]:
    """The team pairing of ``round_number`` as the cells record it (White: the team with White on
    board 1), and its matches actually played (whose colours art. 4 judges)."""
    boards: set[Board] = set()
    played: set[Board] = set()
    bye = None
    for number, entry in team_rounds(tournament, event, round_number).items():
        if entry.kind is TeamMatchKind.BYE and entry.bye is not None and entry.bye.value == "U":
            bye = PairingNumber(number)
        if entry.opponent is None:
            continue
        mine, theirs = PairingNumber(number), PairingNumber(entry.opponent)
        white = entry.colour is Colour.WHITE or (entry.colour is Colour.NONE and mine < theirs)
        board = Board(mine, theirs) if white else Board(theirs, mine)
        boards.add(board)
        if entry.kind is TeamMatchKind.PLAYED:
            played.add(board)
    return Pairing(round_number, tuple(sorted(boards)), bye), played


def check_tournament(tournament: Tournament, only: int | None = None) -> list[Breach]:
    """Every breach of every recorded round (or of round ``only``)."""
    event, system = team_setup(tournament)
    initial = tournament.initial_colour or Colour.WHITE

    def allocation(a: TeamState, b: TeamState) -> tuple[TeamState, str]:
        return white_of(a, b, initial)

    breaches: list[Breach] = []
    for r in range(1, round_to_pair(tournament)):
        if only is not None and only != r:
            continue
        teams = team_states(tournament, event, system, r)
        recorded, played = recorded_pairing(tournament, event, r)
        criteria = TeamCriteria(teams, in_last_two_rounds(tournament, r), forbidden_pairs(tournament, r))
        cores = [t.core for t in teams]
        found = absolute_breaches(r, cores, recorded, criteria, _WORDING)
        if not found:
            found += procedure_breaches(
                r, cores, recorded, criteria, _WORDING, partial(_bracket_breach, r, criteria=criteria)
            )
            by_number = {t.number: t for t in teams}
            found += colour_breaches(r, sorted(played), by_number, allocation, _WORDING)
        breaches.extend(found)
    return breaches


_SENTENCES: dict[type, str] = {
    Incomplete: QT_TRANSLATE_NOOP(
        "TeamSwiss",
        "the round-pairing is not complete: every team but one (the bye) is paired once "
        "(paired twice: {twice}; not paired: {missing})",
    ),
    ByeWithEvenNumber: QT_TRANSLATE_NOOP(
        "TeamSwiss",
        "team {team} has the pairing-allocated bye, but the number of teams is even",
    ),
    Rematch: QT_TRANSLATE_NOOP(
        "TeamSwiss",
        "teams {first} and {second} have already played each other",
    ),
    ByeNotAllowed: QT_TRANSLATE_NOOP(
        "TeamSwiss",
        "team {team} already had the pairing-allocated bye, a match won by forfeit or a "
        "full-point bye, and may not have the pairing-allocated bye",
    ),
    OtherBye: QT_TRANSLATE_NOOP(
        "TeamSwiss",
        "the pairing-allocated bye goes to team {expected} (the lowest score, then the "
        "most matches played, then the largest TPN, leaving a legal pairing), not "
        "{recorded}",
    ),
}
"""The sentence of each finding of :mod:`engine.double_swiss.procedure_check` in this text's words
(but the upfloaters of 3.5, worded there, and 3.6, judged here)."""
_WORDING = Wording(
    "C.04.6",
    "TeamSwiss",
    _SENTENCES,
    QT_TRANSLATE_NOOP("TeamSwiss", "team {white} has White on board 1 against {black}, not {recorded}"),
)


def _bracket_breach(r: int, found: OtherBracketPairing, criteria: TeamCriteria) -> Breach:
    """The first of [C8] 2.3.5, [C9] 2.3.6, [C10] 2.3.7 on which the recorded pairing does worse than
    the procedure's, else 3.6.4 (not the first identifier)."""
    ups = found.upfloaters

    def count(pairs: Sequence[tuple[int, int]], criterion: str) -> int:
        if criterion == "C8":
            return sum(criteria.c8_unfulfilled(a, b) for a, b in pairs)
        if criterion == "C9":
            return sum(criteria.c9_strong_unfulfilled(a, b) for a, b in pairs)
        return sum(criteria.c10_floaters(ups, a, b) for a, b in pairs)

    article = "C.04.6 3.6.4"
    for criterion, name in (("C8", "2.3.5 [C8]"), ("C9", "2.3.6 [C9]"), ("C10", "2.3.7 [C10]")):
        mine_count, best = count(found.recorded, criterion), count(found.expected, criterion)
        if mine_count != best:
            if mine_count > best:
                article = f"C.04.6 {name}"
            break
    shown = " ".join(f"{a}-{b}" for a, b in found.expected)
    members = sorted(found.members)
    return Breach(
        r,
        article,
        translate("TeamSwiss", "the bracket {teams} is paired {expected} (the first identifier, 3.6)").format(
            teams=numbers_text(members), expected=shown
        ),
        tuple(PairingNumber(n) for n in members),
    )
