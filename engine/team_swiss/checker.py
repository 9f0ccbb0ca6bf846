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

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from engine.double_swiss.legal import perfect_matching
from engine.double_swiss.procedure import assign_bye, choose_upfloaters, pair_bracket
from engine.errors import NoLegalPairingError
from engine.i18n import translate
from engine.model import Board, Colour, Pairing, PairingNumber, Tournament
from engine.team_event import TeamEvent
from engine.team_swiss.allocation import white_of
from engine.team_swiss.criteria import TeamCriteria
from engine.team_swiss.matches import TeamMatchKind, round_to_pair, team_rounds
from engine.team_swiss.pairing import forbidden_pairs, paired_teams
from engine.team_swiss.reading import team_setup
from engine.team_swiss.state import TeamState, in_last_two_rounds, team_states


@dataclass(frozen=True, slots=True)
class Breach:
    """A recorded round that the text would not have paired so: the article, the teams, why."""

    round: int
    article: str
    """``C.04.6 2.1.1 [C1]``, ``C.04.6 3.4``, ``C.04.6 4.3.2``..."""
    teams: tuple[PairingNumber, ...]
    reason: str

    def __str__(self) -> str:
        return translate("TeamSwiss", "round {round}: {article}: {reason}").format(
            round=self.round, article=self.article, reason=self.reason
        )


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
    breaches: list[Breach] = []
    for r in range(1, round_to_pair(tournament)):
        if only is not None and only != r:
            continue
        teams = team_states(tournament, event, system, r)
        recorded, played = recorded_pairing(tournament, event, r)
        criteria = TeamCriteria(teams, in_last_two_rounds(tournament, r), forbidden_pairs(tournament, r))
        found = list(_absolute(teams, recorded, criteria, r))
        if not found:
            found.extend(_procedure(teams, recorded, criteria, r))
            found.extend(_colours(teams, played, r, tournament.initial_colour or Colour.WHITE))
        breaches.extend(found)
    return breaches


def _numbers(numbers: Sequence[int]) -> str:
    return ", ".join(str(n) for n in numbers) or "-"


def _absolute(
    teams: Sequence[TeamState], recorded: Pairing, criteria: TeamCriteria, r: int
) -> Iterator[Breach]:
    by_number = {t.number: t for t in teams}
    placed = paired_teams(recorded)
    twice = sorted({n for n in placed if placed.count(n) > 1})
    missing = sorted(set(by_number) - set(placed))
    if twice or missing:
        yield Breach(
            r,
            "C.04.6 3.3.1",
            tuple(twice + missing),
            translate(
                "TeamSwiss",
                "the round-pairing is not complete: every team but one (the bye) is paired once "
                "(paired twice: {twice}; not paired: {missing})",
            ).format(twice=_numbers(twice), missing=_numbers(missing)),
        )
    if recorded.bye is not None and len(teams) % 2 == 0:
        yield Breach(
            r,
            "C.04.6 3.3.1",
            (recorded.bye,),
            translate(
                "TeamSwiss", "team {team} has the pairing-allocated bye, but the number of teams is even"
            ).format(team=recorded.bye),
        )
    for board in recorded.boards:
        if (
            board.white in by_number
            and board.black in by_number
            and not criteria.c1_may_meet(board.white, board.black)
        ):
            yield Breach(
                r,
                "C.04.6 2.1.1 [C1]",
                (board.white, board.black),
                translate("TeamSwiss", "teams {first} and {second} have already played each other").format(
                    first=board.white, second=board.black
                ),
            )
    if (
        recorded.bye is not None
        and recorded.bye in by_number
        and not criteria.c2_may_have_bye(by_number[recorded.bye].core)
    ):
        yield Breach(
            r,
            "C.04.6 2.1.2 [C2]",
            (recorded.bye,),
            translate(
                "TeamSwiss",
                "team {team} already had the pairing-allocated bye, a match won by forfeit or a "
                "full-point bye, and may not have the pairing-allocated bye",
            ).format(team=recorded.bye),
        )


def _procedure(
    teams: Sequence[TeamState], recorded: Pairing, criteria: TeamCriteria, r: int
) -> Iterator[Breach]:
    """The bye (3.4), then bracket after bracket (3.5, 3.6), as 3.3.2 forms them."""
    partner: dict[int, int] = {}
    for b in recorded.boards:
        partner[b.white], partner[b.black] = b.black, b.white
    unpaired = [t.core for t in teams]
    try:
        if len(unpaired) % 2:
            bye, hint = assign_bye(unpaired, criteria)
            if bye != recorded.bye:
                yield Breach(
                    r,
                    "C.04.6 3.4",
                    (bye,),
                    translate(
                        "TeamSwiss",
                        "the pairing-allocated bye goes to team {expected} (the lowest score, then the "
                        "most matches played, then the largest TPN, leaving a legal pairing), not {recorded}",
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
                score = {p.number: p.score for p in lower}
                if len(actual) != len(chosen):
                    article = "C.04.6 2.3.1 [C4]"
                elif sorted(score.get(n, top) for n in actual) != sorted(score[n] for n in chosen):
                    article = "C.04.6 2.3.2 [C5]"
                else:
                    article = "C.04.6 3.5.5"
                yield Breach(
                    r,
                    article,
                    actual,
                    translate(
                        "TeamSwiss",
                        "the upfloaters of the bracket of score {score} are {expected} (3.5), not {recorded}",
                    ).format(score=top, expected=_numbers(chosen), recorded=_numbers(actual)),
                )
                return
            members = [int(p.number) for p in residents] + [int(n) for n in chosen]
            ups = frozenset(int(n) for n in chosen)
            expected = pair_bracket(members, ups, criteria, hint)
            mine = {frozenset((n, partner[n])) for n in members}
            if {frozenset(p) for p in expected} != mine:
                yield _bracket_breach(r, members, ups, criteria, expected, mine)
                return
            unpaired = [p for p in unpaired if int(p.number) not in set(members)]
    except NoLegalPairingError:
        return


def _bracket_breach(
    r: int,
    members: Sequence[int],
    ups: frozenset[int],
    criteria: TeamCriteria,
    expected: Sequence[tuple[PairingNumber, PairingNumber]],
    mine: set[frozenset[int]],
) -> Breach:
    recorded_pairs = [tuple(sorted(p)) for p in mine]

    def count(pairs: Sequence[tuple[int, ...]], criterion: str) -> int:
        if criterion == "C8":
            return sum(criteria.c8_unfulfilled(a, b) for a, b in pairs)
        if criterion == "C9":
            return sum(criteria.c9_strong_unfulfilled(a, b) for a, b in pairs)
        return sum(criteria.c10_floaters(ups, a, b) for a, b in pairs)

    article = "C.04.6 3.6.4"
    for criterion, name in (("C8", "2.3.5 [C8]"), ("C9", "2.3.6 [C9]"), ("C10", "2.3.7 [C10]")):
        mine_count, best = count(recorded_pairs, criterion), count([tuple(p) for p in expected], criterion)
        if mine_count != best:
            if mine_count > best:
                article = f"C.04.6 {name}"
            break
    shown = " ".join(f"{a}-{b}" for a, b in expected)
    return Breach(
        r,
        article,
        tuple(PairingNumber(n) for n in sorted(members)),
        translate("TeamSwiss", "the bracket {teams} is paired {expected} (the first identifier, 3.6)").format(
            teams=_numbers(sorted(members)), expected=shown
        ),
    )


def _colours(teams: Sequence[TeamState], played: set[Board], r: int, initial: Colour) -> Iterator[Breach]:
    by_number = {t.number: t for t in teams}
    for board in sorted(played):
        a, b = by_number.get(board.white), by_number.get(board.black)
        if a is None or b is None:
            continue
        white, article = white_of(a, b, initial)
        if white.number != board.white:
            yield Breach(
                r,
                f"C.04.6 {article}",
                (board.white, board.black),
                translate(
                    "TeamSwiss", "team {white} has White on board 1 against {black}, not {recorded}"
                ).format(
                    white=white.number, black=board.black if white is a else board.white, recorded=board.white
                ),
            )
