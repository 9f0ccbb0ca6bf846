"""The pairing checker of the Double-Swiss System (``python -m engine --double-swiss IN.trf -c``).

Every recorded match is judged against C.04.5 (2026), as it was paired (the matches before it): the
absolute criteria first ([C1], [C2], a complete round-pairing, 3.3.1), then the procedure (the bye of
3.4, the upfloaters of 3.5, the bracket pairing of 3.6, bracket after bracket as 3.3.2 forms them),
then the colours of every match (4.3). Each breach names the article it breaks. Where the recorded
brackets part from the procedure, the later brackets are not judged (they depend on the earlier).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from engine.double_swiss.colours import white_of
from engine.double_swiss.legal import perfect_matching
from engine.double_swiss.matches import MatchKind, game_cells, match_entry
from engine.double_swiss.pairing import forbidden_pairs, paired_numbers
from engine.double_swiss.procedure import Criteria, assign_bye, choose_upfloaters, pair_bracket
from engine.double_swiss.state import MatchPlayer, is_last_match, match_states, match_to_pair
from engine.errors import NoLegalPairingError
from engine.i18n import translate
from engine.model import Board, Colour, Pairing, PairingNumber, ResultCode, Tournament


@dataclass(frozen=True, slots=True)
class Breach:
    """A recorded match that the text would not have paired so: the article, the players, why."""

    round: int
    """The match (the round of the event)."""
    article: str
    """``C.04.5 2.1.1 [C1]``, ``C.04.5 3.4``, ``C.04.5 4.3.2``..."""
    players: tuple[PairingNumber, ...]
    reason: str

    def __str__(self) -> str:
        return translate("DoubleSwiss", "round {round}: {article}: {reason}").format(
            round=self.round, article=self.article, reason=self.reason
        )


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
    found = list(_absolute(players, recorded, criteria, match))
    if found:
        return found
    found.extend(_procedure(players, recorded, criteria, match))
    coloured = Pairing(match, tuple(b for b in recorded.boards if _has_colours(tournament, b, match)))
    found.extend(_colours(players, coloured, match, tournament.initial_colour or Colour.WHITE))
    return found


def _has_colours(tournament: Tournament, board: Board, match: int) -> bool:
    """The match's cells give the colours (a forfeit may be written without): art. 4 can be judged."""
    return match_entry(tournament.player(board.white), match).game1.colour is not Colour.NONE


def _absolute(
    players: Sequence[MatchPlayer], recorded: Pairing, criteria: Criteria, match: int
) -> Iterator[Breach]:
    by_number = {p.number: p for p in players}
    placed = paired_numbers(recorded)
    twice = sorted({n for n in placed if placed.count(n) > 1})
    missing = sorted(set(by_number) - set(placed))
    if twice or missing:
        yield Breach(
            match,
            "C.04.5 3.3.1",
            tuple(twice + missing),
            translate(
                "DoubleSwiss",
                "the round-pairing is not complete: every player but one (the bye) is paired once "
                "(paired twice: {twice}; not paired: {missing})",
            ).format(twice=_numbers(twice), missing=_numbers(missing)),
        )
    if recorded.bye is not None and len(players) % 2 == 0:
        yield Breach(
            match,
            "C.04.5 3.3.1",
            (recorded.bye,),
            translate(
                "DoubleSwiss",
                "player {player} has the pairing-allocated bye, but the number of players is even",
            ).format(player=recorded.bye),
        )
    for board in recorded.boards:
        if (
            board.white in by_number
            and board.black in by_number
            and not criteria.c1_may_meet(board.white, board.black)
        ):
            yield Breach(
                match,
                "C.04.5 2.1.1 [C1]",
                (board.white, board.black),
                translate(
                    "DoubleSwiss", "players {first} and {second} have already played each other"
                ).format(first=board.white, second=board.black),
            )
    if (
        recorded.bye is not None
        and recorded.bye in by_number
        and not criteria.c2_may_have_bye(by_number[recorded.bye])
    ):
        yield Breach(
            match,
            "C.04.5 2.1.2 [C2]",
            (recorded.bye,),
            translate(
                "DoubleSwiss",
                "player {player} already had the pairing-allocated bye, a match won by forfeit or "
                "a full-point bye, and may not have the pairing-allocated bye",
            ).format(player=recorded.bye),
        )


def _numbers(numbers: Sequence[int]) -> str:
    return ", ".join(str(n) for n in numbers) or "-"


def _procedure(
    players: Sequence[MatchPlayer], recorded: Pairing, criteria: Criteria, match: int
) -> Iterator[Breach]:
    """The bye (3.4), then bracket after bracket (3.5, 3.6), as 3.3.2 forms them."""
    partner: dict[int, int] = {}
    for b in recorded.boards:
        partner[b.white], partner[b.black] = b.black, b.white
    unpaired = list(players)
    try:
        if len(unpaired) % 2:
            bye, hint = assign_bye(unpaired, criteria)
            if bye != recorded.bye:
                yield Breach(
                    match,
                    "C.04.5 3.4",
                    (bye,),
                    translate(
                        "DoubleSwiss",
                        "the pairing-allocated bye goes to player {expected} (the lowest score, "
                        "then the most matches played, then the largest TPN, leaving a legal pairing), "
                        "not {recorded}",
                    ).format(expected=bye, recorded=recorded.bye),
                )
                return
            unpaired = [p for p in unpaired if p.number != bye]
        else:
            whole = perfect_matching([int(p.number) for p in unpaired], criteria.c1_may_meet)
            if whole is None:
                return
            hint = whole
        while unpaired:
            top = unpaired[0].score
            residents = [p for p in unpaired if p.score == top]
            lower = [p for p in unpaired if p.score < top]
            chosen, hint = choose_upfloaters(residents, lower, criteria, hint)
            taken = {int(p.number) for p in residents}
            actual = tuple(sorted({PairingNumber(partner[n]) for n in taken if partner.get(n) not in taken}))
            if set(actual) != set(chosen):
                yield _upfloater_breach(match, residents, lower, chosen, actual)
                return
            members = [int(p.number) for p in residents] + [int(n) for n in chosen]
            expected = pair_bracket(members, frozenset(int(n) for n in chosen), criteria, hint)
            wanted = {frozenset(p) for p in expected}
            mine = {frozenset((n, partner[n])) for n in members}
            if wanted != mine:
                yield _bracket_breach(match, members, chosen, criteria, expected, mine)
                return
            done = set(members)
            unpaired = [p for p in unpaired if p.number not in done]
    except NoLegalPairingError:
        return


def _upfloater_breach(
    match: int,
    residents: Sequence[MatchPlayer],
    lower: Sequence[MatchPlayer],
    chosen: Sequence[PairingNumber],
    actual: Sequence[PairingNumber],
) -> Breach:
    score = {p.number: p.score for p in lower}
    if len(actual) != len(chosen):
        article = "C.04.5 2.3.1 [C4]"
    elif sorted(score.get(n, residents[0].score) for n in actual) != sorted(score[n] for n in chosen):
        article = "C.04.5 2.3.2 [C5]"
    else:
        article = "C.04.5 3.5.5"
    return Breach(
        match,
        article,
        tuple(actual),
        translate(
            "DoubleSwiss",
            "the upfloaters of the bracket of score {score} are {expected} (3.5), not {recorded}",
        ).format(score=residents[0].score, expected=_numbers(chosen), recorded=_numbers(actual)),
    )


def _bracket_breach(
    match: int,
    members: Sequence[int],
    chosen: Sequence[PairingNumber],
    criteria: Criteria,
    expected: Sequence[tuple[PairingNumber, PairingNumber]],
    mine: set[frozenset[int]],
) -> Breach:
    ups = frozenset(int(n) for n in chosen)

    def c8(pairs: list[tuple[int, int]]) -> int:
        return sum(criteria.c8_cost(ups, a, b) for a, b in pairs)

    recorded_pairs = [tuple(sorted(p)) for p in mine]
    article = (
        "C.04.5 2.3.5 [C8]"
        if c8([(a, b) for a, b in recorded_pairs]) > c8([(a, b) for a, b in expected])
        else "C.04.5 3.6.4"
    )
    shown = " ".join(f"{a}-{b}" for a, b in expected)
    return Breach(
        match,
        article,
        tuple(PairingNumber(n) for n in sorted(members)),
        translate(
            "DoubleSwiss", "the bracket {players} is paired {expected} (the first identifier, 3.6)"
        ).format(players=_numbers(sorted(members)), expected=shown),
    )


def _colours(
    players: Sequence[MatchPlayer], recorded: Pairing, match: int, initial: Colour
) -> Iterator[Breach]:
    by_number = {p.number: p for p in players}
    for board in recorded.boards:
        a, b = by_number.get(board.white), by_number.get(board.black)
        if a is None or b is None:
            continue
        white, article = white_of(a, b, initial)
        if white.number != board.white:
            yield Breach(
                match,
                f"C.04.5 {article}",
                (board.white, board.black),
                translate(
                    "DoubleSwiss", "player {white} has White in game 1 against {black}, not {recorded}"
                ).format(
                    white=white.number, black=board.black if white is a else board.white, recorded=board.white
                ),
            )
