"""The pairing checker of the Double-Swiss System (``python -m engine --double-swiss IN.trf -c``).

Every recorded match is judged against C.04.5 (2026), as it was paired (the matches before it): the
absolute criteria first ([C1], [C2], a complete round-pairing, 3.3.1), then the procedure (the bye of
3.4, the upfloaters of 3.5, the bracket pairing of 3.6, bracket after bracket as 3.3.2 forms them),
then the colours of every match (4.3). Each breach names the article it breaks. Where the recorded
brackets part from the procedure, the later brackets are not judged (they depend on the earlier).
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.breach import Breach
from engine.double_swiss.colours import white_of
from engine.double_swiss.matches import MatchKind, game_cells, match_entry
from engine.double_swiss.pairing import forbidden_pairs
from engine.double_swiss.procedure import Criteria
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
from engine.double_swiss.state import is_last_match, match_states, match_to_pair
from engine.i18n import QT_TRANSLATE_NOOP, translate
from engine.model import Board, Colour, Pairing, PairingNumber, ResultCode, Tournament


def recorded_pairing(tournament: Tournament, match: int) -> Pairing:
    """The pairing of ``match`` as the cells record it (game-1 colours; the pairing-allocated bye)."""
    boards = []
    bye = None
    for p in tournament.players:
        if len(p.rounds) < game_cells(match)[0]:
            continue
        entry = match_entry(p, match)
        if entry.kind is MatchKind.BYE and entry.bye is ResultCode.PAIRING_BYE:
            bye = p.number
        elif entry.opponent is not None:
            colour = entry.game1.colour
            white = colour is Colour.WHITE or (colour is Colour.NONE and p.number < entry.opponent)
            boards.append(Board(p.number, entry.opponent) if white else Board(entry.opponent, p.number))
    unique = sorted(set(boards))
    return Pairing(match, tuple(unique), bye)


def check_tournament(tournament: Tournament, only: int | None = None) -> list[Breach]:
    """Every breach of every recorded match (or of match ``only``)."""
    last = match_to_pair(tournament) - 1
    breaches: list[Breach] = []
    for match in range(1, last + 1):
        if only is None or only == match:
            breaches.extend(check_match(tournament, match))
    return breaches


def check_match(tournament: Tournament, match: int) -> list[Breach]:
    players = match_states(tournament, match)
    recorded = recorded_pairing(tournament, match)
    criteria = Criteria(players, is_last_match(tournament, match), forbidden_pairs(tournament, match))
    found = absolute_breaches(match, players, recorded, criteria, _WORDING)
    if found:
        return found
    found += procedure_breaches(
        match, players, recorded, criteria, _WORDING, lambda b: _bracket_breach(match, b, criteria)
    )
    coloured = Pairing(match, tuple(b for b in recorded.boards if _has_colours(tournament, b, match)))
    initial = tournament.initial_colour or Colour.WHITE
    by_number = {p.number: p for p in players}
    found += colour_breaches(
        match, coloured.boards, by_number, lambda a, b: white_of(a, b, initial), _WORDING
    )
    return found


def _has_colours(tournament: Tournament, board: Board, match: int) -> bool:
    """The match's cells give the colours (a forfeit may be written without): art. 4 can be judged."""
    return match_entry(tournament.player(board.white), match).game1.colour is not Colour.NONE


_SENTENCES: dict[type, str] = {
    Incomplete: QT_TRANSLATE_NOOP(
        "DoubleSwiss",
        "the round-pairing is not complete: every player but one (the bye) is paired once "
        "(paired twice: {twice}; not paired: {missing})",
    ),
    ByeWithEvenNumber: QT_TRANSLATE_NOOP(
        "DoubleSwiss",
        "player {player} has the pairing-allocated bye, but the number of players is even",
    ),
    Rematch: QT_TRANSLATE_NOOP(
        "DoubleSwiss",
        "players {first} and {second} have already played each other",
    ),
    ByeNotAllowed: QT_TRANSLATE_NOOP(
        "DoubleSwiss",
        "player {player} already had the pairing-allocated bye, a match won by forfeit or "
        "a full-point bye, and may not have the pairing-allocated bye",
    ),
    OtherBye: QT_TRANSLATE_NOOP(
        "DoubleSwiss",
        "the pairing-allocated bye goes to player {expected} (the lowest score, then the "
        "most matches played, then the largest TPN, leaving a legal pairing), not "
        "{recorded}",
    ),
}
"""The sentence of each finding of :mod:`engine.double_swiss.procedure_check` in this text's words
(but the upfloaters of 3.5, worded there, and 3.6, judged here)."""
_WORDING = Wording(
    "C.04.5",
    "DoubleSwiss",
    _SENTENCES,
    QT_TRANSLATE_NOOP("DoubleSwiss", "player {white} has White in game 1 against {black}, not {recorded}"),
)


def _bracket_breach(match: int, found: OtherBracketPairing, criteria: Criteria) -> Breach:
    """[C8] 2.3.5 when the recorded pairing gives more upfloaters an opponent who floated in the
    previous round, else 3.6.4 (not the first identifier)."""

    def c8(pairs: Sequence[tuple[int, int]]) -> int:
        return sum(criteria.c8_cost(found.upfloaters, a, b) for a, b in pairs)

    article = "C.04.5 2.3.5 [C8]" if c8(found.recorded) > c8(found.expected) else "C.04.5 3.6.4"
    shown = " ".join(f"{a}-{b}" for a, b in found.expected)
    members = sorted(found.members)
    return Breach(
        match,
        article,
        translate(
            "DoubleSwiss", "the bracket {players} is paired {expected} (the first identifier, 3.6)"
        ).format(players=numbers_text(members), expected=shown),
        tuple(PairingNumber(n) for n in members),
    )
