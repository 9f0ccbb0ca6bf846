"""One place that maps each tie-break acronym to the function implementing its article, and the
record of the rounds they are computed on (``build_record``). The order of a tie-break list (and so
Direct Encounter's tied groups) is ``engine.tiebreaks.ranking``'s."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.i18n import QT_TRANSLATE_NOOP, translate
from engine.model import PairingNumber, ResultCode, Tournament
from engine.phrase import Phrase
from engine.roundrobin.withdrawals import withdrawal_rulings, without_annulled
from engine.tiebreaks import buchholz, own_results, ratings
from engine.tiebreaks.direct_encounter import explain_direct_encounter
from engine.tiebreaks.explanation import Explanation
from engine.tiebreaks.record import TournamentRecord
from engine.tiebreaks.spec import TieBreakEdition, TieBreakError, TieBreakSpec

Compute = Callable[[TournamentRecord, PairingNumber, TieBreakSpec], Explanation]


def _alphabetical(record: TournamentRecord, number: PairingNumber, spec: TieBreakSpec) -> Explanation:
    """Tournament rules' last resort (not C.07): the position of the name in alphabetical order."""
    if ("ALPHA", number) not in record.memo:
        names = sorted({p.name.casefold() for p in record.tournament.players})
        position = {n: i for i, n in enumerate(names, start=1)}
        for p in record.tournament.players:
            record.memo[("ALPHA", p.number)] = position[p.name.casefold()]
    name = record[number].player.name
    return Explanation(
        spec,
        number,
        record.memo[("ALPHA", number)],
        (),
        Phrase(
            "TieBreakExplanation",
            QT_TRANSLATE_NOOP("TieBreakExplanation", "alphabetical position of {name}"),
            name=repr(name),
        ),
    )


COMPUTE: dict[str, Compute] = {
    "BH": buchholz.buchholz,
    "FB": buchholz.fore_buchholz,
    "SB": buchholz.sonneborn_berger,
    "AOB": buchholz.average_of_opponents_buchholz,
    "WIN": own_results.number_of_wins,
    "WON": own_results.games_won,
    "BPG": own_results.black_games,
    "BWG": own_results.black_wins,
    "REP": own_results.rounds_elected_to_play,
    "PS": own_results.progressive_scores,
    "STD": own_results.standard_points,
    "TPN": own_results.pairing_number,
    "RTNG": own_results.rating,
    "KS": own_results.koya,
    "ARO": ratings.average_rating_of_opponents,
    "TPR": ratings.tournament_performance,
    "PTP": ratings.perfect_tournament_performance,
    "APRO": ratings.average_performance_of_opponents,
    "APPO": ratings.average_perfect_performance_of_opponents,
    "ALPHA": _alphabetical,
}
"""Every tie-break that has a value of its own (DE is computed per tied group, in ``standings``)."""


def explain_in(
    record: TournamentRecord, number: PairingNumber, spec: TieBreakSpec, group: Sequence[PairingNumber] = ()
) -> Explanation:
    """The explanation of one value on an already built record (``group``: the tied players, for DE)."""
    if spec.code == "DE":
        members = list(group) if group else [number]
        if number not in members:
            members.append(number)
        return explain_direct_encounter(record, number, members, spec)
    return COMPUTE[spec.code](record, number, spec)


def round_is_paired(tournament: Tournament, r: int) -> bool:
    """Round ``r`` has been paired: some player has an opponent or the pairing-allocated bye.

    A round holding only byes entered in advance (H, Z, F before the pairing) is not played yet.
    """
    return any(
        p.entry(r).opponent is not None or p.entry(r).result is ResultCode.PAIRING_BYE
        for p in tournament.players
    )


def last_complete_round(tournament: Tournament) -> int:
    """The highest round R such that rounds 1..R are paired and have every result entered."""
    recorded = tournament.rounds_recorded
    pending = ResultCode.PENDING
    first_pending = recorded + 1  # the first round in which some player has no result yet
    for p in tournament.players:
        results = [e.result for e in p.rounds[: first_pending - 1]]
        if pending in results:
            first_pending = results.index(pending) + 1
    for r in range(1, first_pending):
        if not round_is_paired(tournament, r):
            return r - 1
    return first_pending - 1


_WHAT = {
    "standings": QT_TRANSLATE_NOOP("TieBreakError", "standings"),
    "rating changes": QT_TRANSLATE_NOOP("TieBreakError", "rating changes"),
    "norms": QT_TRANSLATE_NOOP("TieBreakError", "norms"),
}
"""The ``what`` of :func:`rounds_counted` its callers pass (English), each translated where it is said."""


def rounds_counted(tournament: Tournament, after_round: int | None, what: str = "standings") -> int:
    """The rounds 1..R that standings, rating changes or norms count ``after_round`` (default: the
    last complete round), refused when that round is negative, beyond the rounds recorded or not
    paired yet. The one check of an "after round" asked by the window, a document or the CLI.
    """
    rounds = last_complete_round(tournament) if after_round is None else after_round
    shown = translate("TieBreakError", _WHAT[what]) if what in _WHAT else what
    if rounds < 0:
        raise TieBreakError(
            translate(
                "TieBreakError", "{what} after round {round} asked: the round must be 0 or more"
            ).format(what=shown, round=after_round)
        )
    if after_round is not None and after_round > tournament.rounds_recorded:
        raise TieBreakError(
            translate(
                "TieBreakError", "{what} after round {round} asked, but only {recorded} rounds are recorded"
            ).format(what=shown, round=after_round, recorded=tournament.rounds_recorded)
        )
    for r in range(1, rounds + 1):
        if not round_is_paired(tournament, r):
            raise TieBreakError(
                translate(
                    "TieBreakError",
                    "{what} after round {round} asked, but round {unpaired} has not been paired",
                ).format(what=shown, round=rounds, unpaired=r)
            )
    return rounds


def build_record(
    tournament: Tournament,
    edition: TieBreakEdition,
    after_round: int | None = None,
    unrated_rating: int | None = None,
    base: TournamentRecord | None = None,
) -> TournamentRecord:
    """Classify the tournament after round ``after_round`` (default: the last complete round).

    Rounds after it (not played yet, or only paired) are left out entirely. In a round robin, a
    player who withdrew having completed less than half of their games is left out with every game
    against them (FIDE Tournament Rules V.4.1, ``engine.roundrobin.withdrawals``). ``base``: the
    record of an earlier state of the same event, whose players' tallies are kept where the player
    is the same (``TournamentRecord``): the same record, made faster.
    """
    tournament = without_annulled(tournament, withdrawal_rulings(tournament))
    rounds = rounds_counted(tournament, after_round)
    return TournamentRecord(tournament, rounds, edition, unrated_rating, base)
