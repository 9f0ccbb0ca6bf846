"""The rounds area: pairing the next round (Dutch or Berger tables), re-pairing, pairings set by hand
(C.04.2 art. 4.4), their checks and explanations, the round-robin schedule.

Each method that writes is ONE operation: one transaction with its audit row (``FileAccess.write``),
returning domain values (``values``). Reached as ``tf.rounds`` of an open ``TournamentFile``.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Sequence
from datetime import date
from typing import TYPE_CHECKING

from sqlalchemy import select
from sqlalchemy.orm import Session

from db.errors import (
    OperationRefused,
)
from db.schema import PlayerRow
from engine.errors import ArbiterError
from engine.i18n import QT_TRANSLATE_NOOP, translate
from engine.model import Tournament
from operations import (
    explain_focus,
    mapper,
    ops_double_swiss,
    ops_roundrobin,
    ops_rounds,
    ops_team_rounds,
    ops_teams,
    result_history,
)
from values import (
    BoardRecord,
    Pairer,
    PairingChange,
    PlayerId,
    ProgressCallback,
    RoundInfo,
)
from values.team_settings import TeamFormat

if TYPE_CHECKING:
    from engine.dutch import Discrepancy, Explanation
    from engine.manual_pairing import PairingWarning
    from engine.roundrobin import ScheduleDiscrepancy, ScheduledRound
    from engine.team_swiss import Breach

from operations.collector_hold import collector_off
from operations.convert import event_settings
from operations.event import Event
from operations.file_access import FileAccess
from operations.ops_event import event_row, is_double_swiss

SET_PAIRING_ATTEMPTS = 3
"""How often ``set_pairing`` checks a pairing again when the file changed while it was checked."""


@dataclasses.dataclass(frozen=True, slots=True)
class _HowPaired:
    """What decides how the section's next round is paired: a round robin, a team event, or a Swiss
    one with its engine (``pairer``: None for the two others) and whether its rounds are Double-Swiss
    matches (C.04.5)."""

    round_robin: bool
    team: bool
    double_swiss: bool
    pairer: Pairer | None


def _how_paired(s: Session, pairer: Pairer | None) -> _HowPaired:
    """The section's settings read once for ``pair_next`` (one read transaction, not one per question:
    at a venue server each is three round trips); ``pairer``: the one given, else the engine of the
    Swiss system (``ops_rounds.event_pairer``, refused when this build has none), asked only for a
    Swiss event."""
    row = event_row(s)  # held: the session's identity map keeps rows weakly, the pairer reads it again
    settings = event_settings(row)
    swiss = settings.round_robin is None and settings.team is None
    return _HowPaired(
        round_robin=settings.round_robin is not None,
        team=settings.team is not None,
        double_swiss=is_double_swiss(settings),
        pairer=(pairer if pairer is not None else ops_rounds.event_pairer(s)) if swiss else None,
    )


def _progress(progress: ProgressCallback | None, step: int, message: str) -> None:
    if progress is not None:
        progress(step, ops_rounds.PAIRING_STEPS, message)


_STEPS = {
    (False, "prepare"): QT_TRANSLATE_NOOP("DbRefusal", "Preparing the next round"),
    (True, "prepare"): QT_TRANSLATE_NOOP("DbRefusal", "Preparing the next match"),
    (False, "again"): QT_TRANSLATE_NOOP("DbRefusal", "Preparing the last round again"),
    (True, "again"): QT_TRANSLATE_NOOP("DbRefusal", "Preparing the last match again"),
    (False, "pair"): QT_TRANSLATE_NOOP("DbRefusal", "Pairing round {number}"),
    (True, "pair"): QT_TRANSLATE_NOOP("DbRefusal", "Pairing match {match}"),
    (False, "store"): QT_TRANSLATE_NOOP("DbRefusal", "Storing round {number}"),
    (True, "store"): QT_TRANSLATE_NOOP("DbRefusal", "Storing match {match}"),
}
"""The progress of a pairing by step, for a round and for a Double-Swiss match."""


def _step(matches: bool, step: str, number: int) -> str:
    return translate("DbRefusal", _STEPS[matches, step]).format(
        number=number, match=ops_double_swiss.match_of(number)
    )


class Rounds:
    """The operations of the rounds area (see the module's docstring)."""

    def __init__(self, file: FileAccess, event: Event) -> None:
        self._file = file
        self._event = event

    def all(self) -> tuple[RoundInfo, ...]:
        """Every paired round, in order."""
        return self._file.read(ops_rounds.all_rounds)

    def get(self, number: int) -> RoundInfo:
        return self._file.read(lambda s: ops_rounds.round_value(s, number))

    def boards(self, round_number: int) -> tuple[BoardRecord, ...]:
        return self.get(round_number).boards

    @property
    def paired(self) -> int:
        """The number of the last paired round (0 before round 1)."""
        return self._file.read(ops_rounds.last_round_number)

    def pairing_input(self) -> Tournament:
        """The tournament as the engine will receive it to pair the next round: rounds so far, plus
        in the next round the players who will not be paired (requested byes, withdrawn) as
        ``0000 - H/Z/F`` entries."""
        return self._file.read(mapper.build_pairing_input)

    def stored_input(self, round_number: int) -> str | None:
        """The TRF text that was given to the engine when round ``round_number`` was paired."""
        return self._file.read(lambda s: ops_rounds.get_round_row(s, round_number).pairing_input)

    def explain(self, round_number: int, board: int | None = None) -> Explanation | str:
        """How the engine paired round ``round_number``, bracket by bracket (``engine.dutch.explain_round``).

        Uses the exact input stored when the round was paired here; for an imported round, the
        tournament as it stood before that round. For a round robin: where the round comes from in
        the Berger table (text). With ``board``: only what concerns that board's two players
        (``explain_focus``: their brackets, or the articles their pairing breaks); refused for a
        board the round does not have.
        """
        if board is not None:
            players = explain_focus.board_players(self.boards(round_number), round_number, board)
            return explain_focus.focus(self._explain(round_number, players), players)
        return self._explain(round_number, None)

    def _explain(self, round_number: int, players: frozenset[int] | None) -> Explanation | str:
        if self._event.team() is not None:  # a round of team matches: no account of it is written
            raise OperationRefused(
                translate(
                    "DbRefusal",
                    "Round {round} is a round of team matches: how it was paired is explained for the "
                    "individual systems only.",
                ).format(round=round_number)
            )
        if self._event.round_robin() is not None:
            self._file.read(lambda s: ops_rounds.get_round_row(s, round_number))
            return self._file.read(lambda s: ops_roundrobin.explanation(s, round_number))
        if self._event.double_swiss():  # no bracket-by-bracket account: what C.04.5's checker says
            return self._explain_other_system(round_number, players)
        from engine.dutch import explain_round
        from engine.dutch.checker import tournament_before
        from engine.model import PairingSystem
        from engine.trf import read_trf

        stored = self.stored_input(round_number)
        given = read_trf(stored) if stored else tournament_before(self._file.tournament(), round_number)
        if given.system is not PairingSystem.DUTCH:
            return self._explain_other_system(round_number, players)
        return explain_round(given, round_number)

    def _explain_other_system(self, round_number: int, players: frozenset[int] | None) -> str:
        """A Burstein, Dubov, Lim or Double-Swiss round: the bracket-by-bracket account is the Dutch
        engine's; what the system's checker says of the stored pairing, naming its articles
        (``pairing_warnings``; with ``players``, only the warnings about them or about nobody)."""
        from engine.system_policy import entry

        system = self._event.settings().system
        head = translate(
            "DbRefusal",
            "Round {round} was paired by {system}; the bracket-by-bracket account is written for the "
            "Dutch System only.",
        ).format(round=round_number, system=translate("PairingRefusal", entry(system).name))
        warnings = explain_focus.about(self.pairing_warnings(round_number), players)
        if not warnings and players is not None:
            return (
                head + "\n" + translate("DbRefusal", "The checker finds nothing about this board's players.")
            )
        if not warnings:
            return head + "\n" + translate("DbRefusal", "Its pairing is the engine's: it breaks no article.")
        return "\n".join([head, *(str(w) for w in warnings)])

    def check(self) -> list[Discrepancy] | list[ScheduleDiscrepancy] | list[Breach]:
        """Re-pair every round with the engine of the event's system and list where the file differs
        (``engine.system_policy.round_checker_of``: ``engine.dutch.check_round``..., a Double-Swiss
        event match by match, named by the round of game 1; C.04.2 art. 1.4:
        the free pairing checker), each round from the
        results as they stood when it was paired (``late_corrections``: a later correction does not
        make it wrong, C.04.2 (2026) art. 4.3) and with the players registered for it (a late entry's
        earlier rounds are not absences). A round robin's rounds are compared with the Berger table
        (``engine.roundrobin.check_schedule``). A team event: ``check_team_rounds``."""
        if self._event.team() is not None:
            return self.check_team_rounds()
        if self._event.round_robin() is not None:
            from engine.roundrobin import check_schedule

            return check_schedule(self._file.tournament())
        from engine.system_checks import round_checker_of

        check_round = round_checker_of(self._event.settings().system)
        if check_round is None:
            return []

        def read(s: Session) -> tuple[Tournament, dict[int, Tournament]]:
            corrected = result_history.late_corrections(s)
            then = {
                r: mapper.build_tournament(s, None, result_history.results_when_paired(c))
                for r, c in corrected.items()
            }
            return mapper.build_tournament(s, None), then

        now, then = self._file.read(read)
        if not self._event.double_swiss():
            found = (check_round(then.get(r, now), r) for r in range(1, now.rounds_recorded + 1))
            return [d for d in found if d is not None]
        # a Double-Swiss match is checked whole (C.04.5), named by the round of its game 1
        firsts = range(1, now.rounds_recorded + 1, 2)
        checked = ((r, check_round(then.get(r, now), ops_double_swiss.match_of(r))) for r in firsts)
        return [dataclasses.replace(d, round=r) for r, d in checked if d is not None]

    def schedule(self) -> tuple[ScheduledRound, ...]:
        """Every round of the round robin for the players registered now (paired or not), by pairing
        number: what ``arbiter schedule`` and the printed schedule show. Refused for a Swiss event."""
        from engine.roundrobin import schedule

        def read(s: Session) -> tuple[ScheduledRound, ...]:
            rr = ops_roundrobin.require_round_robin(s, translate("DbRefusal", "a schedule of every round"))
            try:
                return schedule(len(list(s.scalars(select(PlayerRow.id)))), rr)
            except ArbiterError as exc:
                raise OperationRefused(str(exc)) from exc

        return self._file.read(read)

    def pair_next(
        self,
        *,
        pairer: Pairer | None = None,
        progress: ProgressCallback | None = None,
        round_date: date | None = None,
    ) -> RoundInfo:
        """Pair the next round with ``pairer`` (default: the engine of the event's Swiss system,
        ``engine.system_policy.pairer_of``) and store it.

        Refused while the previous round has missing results, after the last round, or when the
        engine finds no legal pairing. Stores the boards, the PAB and the exact TRF given to the
        engine, then writes a backup copy (``<file>.backups/``).
        """
        with self._file.pairing():
            return self._pair_next(pairer, progress, round_date)

    def _pair_next(
        self, pairer: Pairer | None, progress: ProgressCallback | None, round_date: date | None
    ) -> RoundInfo:
        def read(s: Session) -> tuple[_HowPaired, ops_rounds.PairingPlan | None]:
            how = _how_paired(s, pairer)
            if how.round_robin or how.team or how.pairer is None:
                return how, None
            _progress(progress, 1, _step(how.double_swiss, "prepare", 0))
            return how, ops_rounds.plan_next_round(s)

        # the settings and a Swiss round's plan in one read transaction (at a venue server each is
        # two round trips more); the engine's input: a large structure made and dropped (collector_hold)
        with collector_off():
            how, plan = self._file.read(read)
        if how.round_robin:
            return self._pair_round_robin(False, progress, round_date)[0]
        if plan is None or how.pairer is None:
            return self._pair_team_round(progress, round_date)
        return self._pair_planned(plan, how.pairer, progress, how.double_swiss, round_date, False)

    def _pair_planned(
        self,
        plan: ops_rounds.PairingPlan,
        pair: Pairer,
        progress: ProgressCallback | None,
        matches: bool,
        round_date: date | None,
        repair: bool,
    ) -> RoundInfo:
        """Steps 2-4 of pairing (the next round, or with ``repair`` the last one again): the engine
        outside any transaction, the store with its audit row, the backup copy. A Double-Swiss match
        (``matches``) is both its games, stored in one operation; returns the round of game 1. The
        cyclic collector is held off while the engine's input is made and while the round is stored
        (``operations.collector_hold``), not while the engine runs: its garbage is collected as ever."""
        _progress(progress, 2, _step(matches, "pair", plan.number))
        pairing = ops_rounds.run_pairer(pair, plan)
        _progress(progress, 3, _step(matches, "store", plan.number))
        with collector_off():  # 5,000 boards made, inserted and dropped (collector_hold)
            if repair:
                info = self._file.write(lambda tx: ops_rounds.store_repaired_round(tx, plan, pairing, pair))
            else:
                info = self._file.write(
                    lambda tx: ops_rounds.store_round(tx, plan, pairing, pair, round_date)
                )
        last = (
            ops_double_swiss.match_rounds(ops_double_swiss.match_of(info.number))[1]
            if matches
            else info.number
        )
        self._file.backup_after_pairing(last, progress)
        return info

    def _pair_team_round(self, progress: ProgressCallback | None, round_date: date | None) -> RoundInfo:
        """A team event: pair the next round of teams (``operations.ops_team_rounds``: C.04.6, or the
        Berger tables with the teams) and store its matches; the games follow from the line-ups."""
        _progress(progress, 1, translate("DbRefusal", "Preparing the next round"))
        plan = self._file.read(ops_team_rounds.plan_team_round)
        settings = self._file.read(ops_teams.team_settings)
        teams = len(plan.teams)
        _progress(progress, 2, translate("DbRefusal", "Pairing round {number}").format(number=plan.number))
        try:
            pairing = ops_team_rounds.pair_teams(plan, settings, teams)
        except ArbiterError as exc:
            raise OperationRefused(str(exc)) from exc
        _progress(progress, 3, translate("DbRefusal", "Storing round {number}").format(number=plan.number))
        number = self._file.write(lambda tx: ops_team_rounds.store_team_round(tx, plan, pairing, round_date))
        self._file.backup_after_pairing(number, progress)
        return self.get(number)

    def pair_all(self, *, progress: ProgressCallback | None = None) -> tuple[RoundInfo, ...]:
        """Round robin: pair every round left by the Berger table, in one operation (one audit row).
        Refused for a Swiss event (a Swiss round needs the results of the one before)."""
        with self._file.pairing():
            return self._pair_round_robin(True, progress, None)

    def _pair_round_robin(
        self, all_rounds: bool, progress: ProgressCallback | None, round_date: date | None
    ) -> tuple[RoundInfo, ...]:
        _progress(progress, 1, translate("DbRefusal", "Reading the Berger table"))
        infos = self._file.write(lambda tx: ops_roundrobin.pair_rounds(tx, all_rounds, round_date))
        first, last = infos[0].number, infos[-1].number
        _progress(
            progress,
            3,
            translate("DbRefusal", "Stored round {first}").format(first=first)
            if first == last
            else translate("DbRefusal", "Stored rounds {first}-{last}").format(first=first, last=last),
        )
        self._file.backup_after_pairing(last, progress)
        return infos

    def repair_last(
        self, *, pairer: Pairer | None = None, progress: ProgressCallback | None = None
    ) -> RoundInfo:
        """Delete the last round and pair it again (one operation). Refused once it has a result,
        and for a round robin (its rounds are the Berger table's)."""
        with self._file.pairing():
            return self._repair_last(pairer, progress)

    def _repair_last(self, pairer: Pairer | None, progress: ProgressCallback | None) -> RoundInfo:
        self._file.read(
            lambda s: ops_roundrobin.refuse_manual_change(
                s, translate("DbRefusal", "the last round cannot be re-paired")
            )
        )
        pair = pairer if pairer is not None else self._file.read(ops_rounds.event_pairer)
        matches = self._event.double_swiss()
        _progress(progress, 1, _step(matches, "again", 0))
        with collector_off():
            plan = self._file.dry_run(ops_rounds.plan_repair)
        return self._pair_planned(plan, pair, progress, matches, None, True)

    def set_pairing(
        self,
        round_number: int,
        boards: Sequence[tuple[PlayerId, PlayerId]],
        pairing_bye: PlayerId | None = None,
    ) -> PairingChange:
        """Change the pairing of the last round before any result (C.04.2 art. 4.4: an accidental
        rematch, a late entry admitted, two players without opponent...). ``boards`` are
        (white, black) in board order. Refused unless every available player is paired once.
        A pairing that breaks a rule (a rematch, a prohibited pair, colours...) is stored: the
        arbiter decides; the result carries its warnings (``pairing_warnings``), also written in
        the audit row.

        The warnings are computed outside the write transaction (the Dutch engine pairs the round to
        compare with, which takes seconds on a big event): the file is read, checked, then written
        in one short transaction with its audit row, if it still is as it was read; otherwise it is
        checked again (at most ``SET_PAIRING_ATTEMPTS`` times, then refused). Refused for a round robin."""
        self._file.read(
            lambda s: ops_roundrobin.refuse_manual_change(
                s, translate("DbRefusal", "the pairing cannot be set by hand")
            )
        )
        for _ in range(SET_PAIRING_ATTEMPTS):
            plan = self._file.read(
                lambda s: ops_rounds.plan_set_pairing(s, round_number, boards, pairing_bye)
            )
            warnings = ops_rounds.manual_pairing_warnings(plan)
            store = functools.partial(ops_rounds.store_set_pairing, plan=plan, warnings=warnings)
            change = self._file.write(store)
            if change is not None:
                return change
        raise OperationRefused(
            translate(
                "DbRefusal",
                "the tournament kept changing while the pairing of round "
                "{round_number} was being checked; try again",
            ).format(round_number=round_number)
        )

    def check_team_rounds(self) -> list[Breach]:
        """Every article of the Swiss Team Pairing System (C.04.6) the team matches of the paired
        rounds break (``engine.team_swiss.check_tournament`` on the tournament of every paired round,
        which carries the team section and the event's C.04.6 variant as record 192, as the pairing
        reads them: ``operations.team_view.with_teams``). Refused for a team round robin: its matches
        are the Berger table's."""
        team = self._event.team()
        if team is None or team.format is not TeamFormat.SWISS:
            raise OperationRefused(
                translate(
                    "DbRefusal",
                    "This event's team matches are paired by the Berger tables: the check judges the "
                    "rounds of the Swiss Team Pairing System (C.04.6) only.",
                )
            )
        from engine.team_swiss import check_tournament

        return check_tournament(self._file.read(lambda s: mapper.build_tournament(s, None)))

    def pairing_warnings(self, round_number: int) -> list[PairingWarning]:
        """Every rule the stored pairing of round ``round_number`` breaks (``engine.manual_pairing.
        check_manual_pairing`` against the tournament before that round, as the engine got it: the
        players registered for it, the results known when it was paired, ``late_corrections``):
        ABSOLUTE (C.04.1 art. 2-7, [C1]-[C3], prohibited pairs) first, then QUALITY (worse than
        the engine's pairing). Empty for the engine's own pairing. In a round robin: one absolute
        warning per game that is not the Berger table's (C.05 Annex 1). A round of team matches is
        refused in one sentence: its pairing is judged by ``check_team_rounds``."""
        if self._event.team() is not None:
            raise OperationRefused(
                translate(
                    "DbRefusal",
                    "Round {round} is a round of team matches: the warnings name the rules of the "
                    "individual systems; the check (arbiter check) judges the team matches.",
                ).format(round=round_number)
            )
        if self._event.round_robin() is not None:
            return self._file.read(lambda s: ops_roundrobin.schedule_warnings(s, round_number))

        def read(s: Session) -> list[PairingWarning]:
            corrected = result_history.late_corrections(s).get(round_number, ())
            then = result_history.results_when_paired(corrected)
            return ops_rounds.pairing_warnings(s, round_number, then)

        return self._file.read(read)

    def delete_last(self) -> int:
        """Delete the last paired round while it has no results; returns its number. In a Double-Swiss
        event: the last match, both its games (returns the number of game 1's round)."""
        return self._file.write(ops_rounds.delete_last_round)

    def set_date(self, round_number: int, when: date | None) -> RoundInfo:
        return self._file.write(lambda tx: ops_rounds.set_round_date(tx, round_number, when))
