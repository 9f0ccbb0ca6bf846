"""The public operations on a tournament file, used by both the GUI and the ``arbiter`` CLI.

    with db.create("open2026.arbiter", EventSettings(name="Open", number_of_rounds=9)) as tf:
        tf.add_player(PlayerDetails("Carlsen, Magnus", rating=2830, title="GM"))
        tf.pair_next_round()
        tf.set_result(1, 1, GameResult.DRAW)

Every writing method is ONE transaction that includes its audit-log row, and returns domain values
(``db.values``), never live ORM objects. A refused operation raises ``db.errors.OperationRefused``
(an ``engine.errors.ArbiterError``) with the reason, and changes nothing. The file stays locked
against other programs until ``close``.

Each call opens its own session, so calls may come from several threads (the GUI pairs on a
worker thread). The pairing engine runs outside any transaction: the UI can read meanwhile, and if
it changes something, storing the (now stale) pairing is refused and nothing is lost.
"""

from __future__ import annotations

import contextlib
import functools
import os
from collections.abc import Callable, Iterator, Sequence
from datetime import date
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, TypeVar

from sqlalchemy import Engine, select
from sqlalchemy.exc import DatabaseError, IntegrityError, OperationalError
from sqlalchemy.orm import Session

from db import (
    endevent,
    mapper,
    ops_acceleration,
    ops_endevent,
    ops_event,
    ops_players,
    ops_ratings,
    ops_restrictions,
    ops_result_import,
    ops_roundrobin,
    ops_rounds,
    trf_export,
    trf_import,
)
from db.connection import FileLock, check_is_tournament_file, make_engine
from db.convert import event_settings, numbers_by_id, player_record, prohibited_pair
from db.csv_results import ParsedResults
from db.errors import NotATournamentFile, OperationRefused, TournamentFileError
from db.migrations import create_schema, migrate
from db.ops_restrictions import GroupKind, RestrictionResult
from db.rating_update import Lookup, RatingChange, rating_changes
from db.registration import registration_warnings
from db.schema import AuditRow, EventRow, PlayerRow, ProhibitedPairRow
from db.tx import Tx
from db.values import (
    AuditEntry,
    BoardRecord,
    ByeKind,
    ByeRecord,
    EventSettings,
    FileSnapshot,
    GameResult,
    ImportReport,
    NumbersDrawn,
    Pairer,
    PairingChange,
    PlayerAdded,
    PlayerDetails,
    PlayerId,
    PlayerRecord,
    PrizeCategoryRecord,
    ProgressCallback,
    ProhibitedPair,
    ResultImportPreview,
    ResultsImported,
    RoundInfo,
    TrfVersion,
    Withdrawal,
)
from engine.acceleration import Edition
from engine.errors import ArbiterError
from engine.model import Acceleration, PairingNumber, RoundRobin, RulesEdition, Tournament
from engine.platforms import current_user

if TYPE_CHECKING:
    from engine.dutch import Discrepancy, Explanation
    from engine.manual_pairing import PairingWarning
    from engine.norms import NormConditions, NormResult
    from engine.prizes import PrizeCategory
    from engine.rating import KFactor, RatingReport
    from engine.roundrobin import ScheduleDiscrepancy, ScheduledRound
    from engine.standings import StandingsTable
    from engine.submission import SubmissionIssue
    from engine.tiebreaks.spec import TieBreakEdition

T = TypeVar("T")

FILE_SUFFIX = ".arbiter"

SET_PAIRING_ATTEMPTS = 3
"""How often ``set_pairing`` checks a pairing again when the file changed while it was checked."""


def create(
    path: str | Path, settings: EventSettings, *, user: str | None = None, overwrite: bool = False
) -> TournamentFile:
    """Create a new, empty tournament file and open it (locked).

    Refuses an existing file unless ``overwrite``: then the new file is built beside it and only
    replaces the old one once complete (a failure leaves the old file as it was).
    """
    ops_event.validate_settings(settings, paired_rounds=0)
    tf, _ = _build(Path(path), settings, user, overwrite, lambda tf: None)
    return tf


def open_file(path: str | Path, *, user: str | None = None) -> TournamentFile:
    """Open an existing tournament file (locked against other programs; migrated if older).

    Raises ``FileInUse``, ``NotATournamentFile``, ``CorruptFile`` or ``NewerSchemaError`` (all
    ``TournamentFileError``) with a message for the arbiter.
    """
    p = Path(path)
    if not p.exists():
        raise NotATournamentFile(f"{p}: no such file")
    if not os.access(p, os.W_OK) or not os.access(p.parent, os.W_OK):
        raise TournamentFileError(
            f"{p.name} is read-only (or its folder is); copy it to a folder where you may write"
        )
    lock = FileLock(p)
    lock.acquire()
    try:
        version = check_is_tournament_file(p)
        migrate(p, version)
        tf = TournamentFile(p, make_engine(p), lock, user or current_user())
    except BaseException:
        lock.release()
        raise
    try:
        if tf._read(lambda s: s.get(EventRow, 1)) is None:
            raise NotATournamentFile(f"{p.name} has no event data; it is not a usable tournament file")
    except BaseException:
        tf.close()
        raise
    return tf


def import_trf(
    trf_path: str | Path,
    path: str | Path,
    *,
    user: str | None = None,
    overwrite: bool = False,
    lenient: bool = False,
) -> tuple[TournamentFile, ImportReport]:
    """Create a tournament file from a TRF (TRF16/TRF26, reference-engine extensions) to continue an event.

    The TRF is read by ``engine.trf.read_trf_checked``, the check the engine's command line makes
    before pairing (players present, a Dutch 192 code, the number of rounds, points columns equal
    to the scores; ``lenient``: a points column that differs is a warning of the report instead).
    Played rounds become rounds with boards and results; a last round with pending results stays
    open; players' entries ``0000 - H/Z/F`` in the round after the last paired one become requested
    byes. Raises ``TrfError`` (bad TRF) or ``OperationRefused`` (inconsistent games); on error no
    new file is left behind and an existing one (``overwrite``) is untouched.
    """
    from engine.trf import read_trf_checked

    checked = read_trf_checked(Path(trf_path).read_bytes(), lenient=lenient)
    tournament = checked.tournament
    settings, warnings = trf_import.settings_from_tournament(tournament)
    ops_event.validate_settings(settings, paired_rounds=0)

    def load(tf: TournamentFile) -> trf_import.LoadReport:
        return tf._write(lambda tx: trf_import.load_tournament(tx, tournament, source=str(trf_path)))

    tf, report = _build(Path(path), settings, user, overwrite, load)
    read_warnings = tuple(str(w) for w in checked.warnings)
    return tf, ImportReport(report.players, report.rounds, read_warnings + warnings + report.warnings)


def write_trf_file(
    out: str | Path,
    tournament: Tournament,
    version: TrfVersion = TrfVersion.TRF26,
    standings: StandingsTable | None = None,
) -> Path:
    """``TournamentFile.export_trf_file`` of a tournament already read (``TournamentFile.snapshot``),
    with the event's standings after its last complete round when they are computed already (the
    window computes them once per change and shares them with the export)."""
    target = Path(out)
    target.write_text(
        trf_export.tournament_text(tournament, version, standings=standings), encoding="utf-8", newline=""
    )
    return target


def _sidecars(p: Path) -> tuple[Path, Path]:
    return p.with_name(p.name + "-wal"), p.with_name(p.name + "-shm")


def _build(
    p: Path,
    settings: EventSettings,
    user: str | None,
    overwrite: bool,
    fill: Callable[[TournamentFile], T],
) -> tuple[TournamentFile, T]:
    """Create the file at a temporary name, fill it, then move it to ``p`` (atomic replace)."""
    if p.exists() and not overwrite:
        raise OperationRefused(f"{p} already exists; choose another name")
    who = user or current_user()
    lock = FileLock(p)
    lock.acquire()  # nobody else has the target open while we replace it
    try:
        tmp = p.with_name(p.name + ".new")
        for leftover in (tmp, *_sidecars(tmp)):
            leftover.unlink(missing_ok=True)
        tmp_lock = FileLock(tmp)
        tmp_lock.acquire()
        fresh = TournamentFile(tmp, make_engine(tmp), tmp_lock, who)
        try:
            create_schema(fresh._engine, who)
            fresh._write(lambda tx: ops_event.init_event(tx, settings))
            result = fill(fresh)
        except BaseException:
            fresh.close()
            for leftover in (tmp, *_sidecars(tmp)):
                leftover.unlink(missing_ok=True)
            raise
        fresh.close()  # checkpoints the WAL into tmp
        for leftover in _sidecars(p):
            leftover.unlink(missing_ok=True)
        os.replace(tmp, p)
        _fsync_dir(p.parent)
        return TournamentFile(p, make_engine(p), lock, who), result
    except BaseException:
        lock.release()
        raise


def _fsync_dir(folder: Path) -> None:
    """Make a rename durable (POSIX); a no-op where directories cannot be opened (Windows)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


class TournamentFile:
    """An open tournament file. Use as a context manager, or call ``close``."""

    def __init__(self, path: Path, engine: Engine, lock: FileLock, user: str) -> None:
        self.path = path
        self._engine = engine
        self._lock = lock
        self._writer = engine.execution_options(arbiter_write=True)
        self.user = user

    # -- plumbing ------------------------------------------------------------------------------
    def __enter__(self) -> TournamentFile:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()

    def close(self) -> None:
        """Release the file (checkpoints the WAL, drops the lock). Idempotent."""
        if self._lock.held:
            self._engine.dispose()
            self._lock.release()

    @property
    def is_open(self) -> bool:
        return self._lock.held

    def _session(self) -> Session:
        if not self._lock.held:
            raise TournamentFileError(f"{self.path.name} is closed")
        return Session(self._engine, expire_on_commit=False)

    def _read(self, fn: Callable[[Session], T]) -> T:
        with _database_errors(self.path), self._session() as s, s.begin():
            return fn(s)

    def _write(self, fn: Callable[[Tx], T]) -> T:
        """Run one operation in one (``BEGIN IMMEDIATE``) transaction; any exception rolls it all back."""
        if not self._lock.held:
            raise TournamentFileError(f"{self.path.name} is closed")
        with _database_errors(self.path), Session(self._writer, expire_on_commit=False) as s, s.begin():
            return fn(Tx(s, self.user))

    def _dry_run(self, fn: Callable[[Tx], T]) -> T:
        """Run ``fn`` in a write transaction that is always rolled back (see a state, keep nothing)."""
        if not self._lock.held:
            raise TournamentFileError(f"{self.path.name} is closed")
        with Session(self._writer, expire_on_commit=False) as s:
            s.begin()
            try:
                return fn(Tx(s, self.user))
            finally:
                s.rollback()

    # -- reading ---------------------------------------------------------------------------------
    def event(self) -> EventSettings:
        return self._read(lambda s: event_settings(_event_row(s)))

    def players(self) -> tuple[PlayerRecord, ...]:
        """All players in pairing-number order."""
        return self._read(
            lambda s: tuple(player_record(r) for r in s.scalars(select(PlayerRow).order_by(PlayerRow.number)))
        )

    def player(self, player_id: PlayerId) -> PlayerRecord:
        return self._read(lambda s: player_record(ops_players.get_row(s, player_id)))

    def player_by_number(self, number: int) -> PlayerRecord:
        """The player with pairing number ``number`` (refused if none)."""
        return self._read(lambda s: player_record(ops_players.row_by_number(s, number)))

    def rounds(self) -> tuple[RoundInfo, ...]:
        """Every paired round, in order."""
        return self._read(ops_rounds.all_rounds)

    def round(self, number: int) -> RoundInfo:
        return self._read(lambda s: ops_rounds.round_value(s, number))

    def boards(self, round_number: int) -> tuple[BoardRecord, ...]:
        return self.round(round_number).boards

    @property
    def paired_rounds(self) -> int:
        """The number of the last paired round (0 before round 1)."""
        return self._read(ops_rounds.last_round_number)

    def byes(self, round_number: int | None = None) -> tuple[ByeRecord, ...]:
        """Requested byes (all rounds, or one)."""
        return self._read(lambda s: ops_players.list_byes(s, round_number))

    def prohibited_pairs(self) -> tuple[ProhibitedPair, ...]:
        return self._read(
            lambda s: tuple(
                prohibited_pair(r)
                for r in s.scalars(select(ProhibitedPairRow).order_by(ProhibitedPairRow.id))
            )
        )

    def audit_log(self) -> tuple[AuditEntry, ...]:
        """The whole audit log, oldest first."""
        return self._read(
            lambda s: tuple(
                AuditEntry(r.id, r.at, r.user, r.operation, r.old_value, r.new_value)
                for r in s.scalars(select(AuditRow).order_by(AuditRow.id))
            )
        )

    def snapshot(self) -> FileSnapshot:
        """Event, players, rounds, requested byes and the tournament, in one read transaction."""

        def read(s: Session) -> FileSnapshot:
            return FileSnapshot(
                event=event_settings(_event_row(s)),
                players=tuple(
                    player_record(r) for r in s.scalars(select(PlayerRow).order_by(PlayerRow.number))
                ),
                rounds=ops_rounds.all_rounds(s),
                byes=ops_players.list_byes(s, None),
                tournament=mapper.build_tournament(s, None),
            )

        return self._read(read)

    def tournament(self, after_round: int | None = None) -> Tournament:
        """The tournament as ``engine.model.Tournament``: rounds 1..after_round (default: every paired
        round, pending results included). What the engine, tie-breaks and printing use."""
        return self._read(lambda s: mapper.build_tournament(s, after_round))

    def pairing_input(self) -> Tournament:
        """The tournament as the engine will receive it to pair the next round: rounds so far, plus
        in the next round the players who will not be paired (requested byes, withdrawn) as
        ``0000 - H/Z/F`` entries."""
        return self._read(mapper.build_pairing_input)

    def stored_pairing_input(self, round_number: int) -> str | None:
        """The TRF text that was given to the engine when round ``round_number`` was paired."""
        return self._read(lambda s: ops_rounds.get_round_row(s, round_number).pairing_input)

    def round_robin(self) -> RoundRobin | None:
        """The event's round-robin settings; None for a Swiss event."""
        return self._read(ops_event.round_robin)

    def explain_round(self, round_number: int) -> Explanation | str:
        """How the engine paired round ``round_number``, bracket by bracket (``engine.dutch.explain_round``).

        Uses the exact input stored when the round was paired here; for an imported round, the
        tournament as it stood before that round. For a round robin: where the round comes from in
        the Berger table (text).
        """
        if self.round_robin() is not None:
            self._read(lambda s: ops_rounds.get_round_row(s, round_number))
            return self._read(lambda s: ops_roundrobin.explanation(s, round_number))
        from engine.dutch import explain_round
        from engine.dutch.checker import tournament_before
        from engine.trf import read_trf

        stored = self.stored_pairing_input(round_number)
        given = read_trf(stored) if stored else tournament_before(self.tournament(), round_number)
        return explain_round(given, round_number)

    def check_pairings(self) -> list[Discrepancy] | list[ScheduleDiscrepancy]:
        """Re-pair every round with the Dutch engine and list where the file differs
        (``engine.dutch.check_tournament``; C.04.2 art. 1.4: the free pairing checker). A round robin's
        rounds are compared with the Berger table (``engine.roundrobin.check_schedule``)."""
        if self.round_robin() is not None:
            from engine.roundrobin import check_schedule

            return check_schedule(self.tournament())
        from engine.dutch import check_tournament

        return check_tournament(self.tournament())

    def schedule(self) -> tuple[ScheduledRound, ...]:
        """Every round of the round robin for the players registered now (paired or not), by pairing
        number: what ``arbiter schedule`` and the printed schedule show. Refused for a Swiss event."""
        from engine.roundrobin import schedule

        def read(s: Session) -> tuple[ScheduledRound, ...]:
            rr = ops_roundrobin.require_round_robin(s, "a schedule of every round")
            try:
                return schedule(len(list(s.scalars(select(PlayerRow.id)))), rr)
            except ArbiterError as exc:
                raise OperationRefused(str(exc)) from exc

        return self._read(read)

    def standings(
        self,
        after_round: int | None = None,
        tiebreaks: Sequence[str] | str | None = None,
        *,
        edition: TieBreakEdition | str | None = None,
        unrated_rating: int | None = None,
    ) -> StandingsTable:
        """The event's standings (``engine.standings.event_standings``) after ``after_round``
        (default: the last round with every result). The policy is the event's
        (``engine.standings_policy.standings_policy``); ``tiebreaks``, ``edition`` and
        ``unrated_rating`` override it."""
        from engine.standings import event_standings

        return event_standings(
            self.tournament(),
            after_round,
            tiebreaks=tiebreaks,
            edition=edition,
            unrated_rating=unrated_rating,
        )

    def export_trf(self, version: TrfVersion = TrfVersion.TRF26) -> str:
        """The TRF for rating submission: headers 012-132 (with round dates), 142/152/162/192/202."""
        return self._read(lambda s: trf_export.export_text(s, version))

    def export_trf_file(self, out: str | Path, version: TrfVersion = TrfVersion.TRF26) -> Path:
        text = self.export_trf(version)
        target = Path(out)
        target.write_text(text, encoding="utf-8", newline="")
        return target

    # -- event -------------------------------------------------------------------------------------
    def update_event(self, settings: EventSettings, *, confirm_rules: bool = False) -> EventSettings:
        """Change event data. Refused: fewer rounds than already paired; the initial colour after
        round 1 is paired; the rules edition after round 1 is paired, unless ``confirm_rules`` (the
        arbiter confirmed it; the audit log keeps the old and the new edition)."""
        return self._write(lambda tx: ops_event.update_event(tx, settings, confirm_rules=confirm_rules))

    def set_rules(self, rules: RulesEdition, *, confirm: bool = False) -> EventSettings:
        """Change the rules edition (``ops_event.set_rules``): after round 1 only with ``confirm``."""
        return self._write(lambda tx: ops_event.set_rules(tx, rules, confirm=confirm))

    def accelerations(self) -> tuple[Acceleration, ...]:
        """Fictitious pairing points (C.04.7 / TRF26 250), by TPN ranges."""
        return self._read(ops_event.accelerations)

    def set_accelerations(self, accelerations: Sequence[Acceleration]) -> tuple[Acceleration, ...]:
        """Replace the accelerations (e.g. Baku, C.04.7): pairing-only points for TPN ranges and rounds."""
        return self._write(lambda tx: ops_event.set_accelerations(tx, accelerations))

    def apply_baku_acceleration(self, edition: Edition = "2026") -> tuple[Acceleration, ...]:
        """Baku Acceleration (C.04.7 (2026), or ``"pre2026"``: C.04.5.1): the virtual points of
        ``engine.acceleration.baku_accelerations`` for the players registered now, stored as the
        accelerations. Refused once round 1 is paired (the groups are divided before round 1)."""
        return self._write(lambda tx: ops_acceleration.apply_baku_acceleration(tx, edition))

    def baku_edition(self) -> Edition | None:
        """``"2026"``/``"pre2026"`` when the stored accelerations are the Baku points of the players
        registered now; None otherwise (none set, another scheme, or players registered since)."""
        return self._read(ops_acceleration.baku_edition)

    def remove_acceleration(self) -> tuple[Acceleration, ...]:
        """Drop the accelerations (e.g. Baku chosen by mistake). Refused once round 1 is paired."""
        return self._write(ops_acceleration.remove_acceleration)

    # -- players -----------------------------------------------------------------------------------
    def add_player(self, details: PlayerDetails, *, k_factor: int | None = None) -> PlayerAdded:
        """Register a player (also a late entry after any round, C.04.2 art. 2.4).

        The new player takes the pairing number of its rank (rating, title, name: C.04.2 art. 2.2)
        and those below move down by one, while fewer than four rounds are paired; afterwards
        (art. 2.3: no TPN change once round 4 is paired) it gets the next free number, with a warning.
        Rounds already paired count as not paired for the newcomer (zero points). ``k_factor``: the
        K of the FIDE list (registration from the player library), stored in the same operation.
        """
        return self._write(lambda tx: ops_players.add_player(tx, details, k_factor))

    def remove_player(self, player_id: PlayerId) -> tuple[PlayerRecord, ...]:
        """Delete a registration made by mistake (never paired); players below move up a number
        while fewer than four rounds are paired. Returns the players whose number changed."""
        return self._write(lambda tx: ops_players.remove_player(tx, player_id))

    def edit_player(self, player_id: PlayerId, details: PlayerDetails) -> PlayerRecord:
        """Correct a player's data. Pairing numbers do not move (see ``sort_pairing_numbers``)."""
        return self._write(lambda tx: ops_players.edit_player(tx, player_id, details))

    def sort_pairing_numbers(self) -> tuple[PlayerRecord, ...]:
        """Re-assign every TPN by C.04.2 art. 2.2 order (rating, title, name). Refused once round 4
        is paired (art. 2.3). Returns all players in their new order."""
        return self._write(ops_players.sort_pairing_numbers)

    def withdraw_player(self, player_id: PlayerId, from_round: int | None = None) -> PlayerRecord:
        """Withdraw a player from ``from_round`` on (default: the next round to pair), C.04.2 art. 3.2.

        Refused if the player is paired in ``from_round`` or later (enter a forfeit or delete the
        round first). Requested byes from then on are dropped. In a round robin see ``withdraw``.
        """
        return self.withdraw(player_id, from_round).player

    def withdraw(self, player_id: PlayerId, from_round: int | None = None) -> Withdrawal:
        """``withdraw_player`` saying what it did. In a round robin the player stays in the table:
        their games from ``from_round`` on (default: their first game without a result) are forfeits,
        those already paired at once, and ``ruling`` says how their games count in the standings
        (FIDE Tournament Rules V.4, C.05: less than half of the games played, not counted)."""

        def run(tx: Tx) -> Withdrawal:
            if ops_event.round_robin(tx.session) is not None:
                return ops_roundrobin.withdraw(tx, player_id, from_round)
            return Withdrawal(ops_players.withdraw_player(tx, player_id, from_round))

        return self._write(run)

    def reinstate_player(self, player_id: PlayerId) -> PlayerRecord:
        """Undo a withdrawal: the player is paired again from the next round (in a round robin the
        forfeits the withdrawal entered are taken back)."""

        def run(tx: Tx) -> PlayerRecord:
            if ops_event.round_robin(tx.session) is not None:
                return ops_roundrobin.reinstate(tx, player_id).player
            return ops_players.reinstate_player(tx, player_id)

        return self._write(run)

    def draw_lots(self, seed: int | None = None) -> NumbersDrawn:
        """Round robin, before round 1: draw the pairing numbers by lot (C.05). The seed (new when not
        given) and the numbers go into the audit log, so the draw can be shown again."""
        return self._write(lambda tx: ops_roundrobin.draw_numbers(tx, seed))

    def set_pairing_numbers(self, order: Sequence[PlayerId]) -> NumbersDrawn:
        """Round robin, before round 1: the pairing numbers the arbiter sets (``order[k]`` gets k + 1)."""
        return self._write(lambda tx: ops_roundrobin.set_numbers(tx, order))

    def request_bye(self, round_number: int, player_id: PlayerId, kind: ByeKind) -> ByeRecord:
        """A half-/zero-/full-point bye requested ahead of ``round_number`` (C.04.2 art. 3.3).

        For a round already paired, only a player not in that round's pairing may get one (e.g. a
        late entry the regulations give half a point for a missed round).
        """
        return self._write(lambda tx: ops_players.request_bye(tx, round_number, player_id, kind))

    def cancel_bye(self, round_number: int, player_id: PlayerId) -> None:
        """Withdraw a requested bye of a round not yet paired."""
        self._write(lambda tx: ops_players.cancel_bye(tx, round_number, player_id))

    def add_prohibited_pair(
        self,
        players: Sequence[PlayerId],
        first_round: int | None = None,
        last_round: int | None = None,
        reason: str = "",
    ) -> ProhibitedPair:
        """Players who must not meet (e.g. family members), TRF26 260; ``reason`` is shown beside."""
        return self._write(
            lambda tx: ops_players.add_prohibited_pair(tx, players, first_round, last_round, reason)
        )

    def remove_prohibited_pair(self, pair_id: int) -> None:
        self._write(lambda tx: ops_players.remove_prohibited_pair(tx, pair_id))

    def apply_restriction(self, kind: GroupKind, last_round: int) -> RestrictionResult:
        """Players of the same club (``GroupKind.CLUB``) or federation do not meet in rounds
        1..``last_round``: one prohibited-pairing group per club, replacing an earlier restriction
        of that kind (``db.ops_restrictions``)."""
        return self._write(lambda tx: ops_restrictions.apply_restriction(tx, kind, last_round))

    def remove_restriction(self, kind: GroupKind) -> tuple[ProhibitedPair, ...]:
        """Drop the groups of a club or federation restriction; returns them (for undo)."""
        return self._write(lambda tx: ops_restrictions.remove_restriction(tx, kind))

    def restore_restriction(
        self, kind: GroupKind, groups: Sequence[ProhibitedPair]
    ) -> tuple[ProhibitedPair, ...]:
        """Replace the groups of ``kind`` by ``groups`` (the undo of ``apply_restriction`` and of
        ``remove_restriction``)."""
        return self._write(lambda tx: ops_restrictions.restore_groups(tx, kind, tuple(groups)))

    # -- the player library ----------------------------------------------------------------------------
    def registration_warnings(self, details: PlayerDetails, exclude: PlayerId | None = None) -> list[str]:
        """What ``add_player`` would warn about (``db.registration.registration_warnings``): for the
        form, before the player is registered."""
        return registration_warnings(details, self.players(), exclude=exclude)

    def rating_changes(self, lookup: Lookup) -> tuple[RatingChange, ...]:
        """Every registered player whose library entry (``lookup``, e.g. ``PlayerLibrary.entry_for``)
        has another rating, title, K factor... of the event's rating type (``db.rating_update``)."""
        return rating_changes(self.players(), lookup, self.event().rating_type)

    def update_ratings(
        self, changes: Sequence[RatingChange], *, confirmed: bool = False
    ) -> tuple[PlayerRecord, ...]:
        """Apply ``changes`` in one operation with its audit row. Once round 1 is paired it is refused
        unless ``confirmed``; ``rating_update.consequences`` says what it changes then."""
        return self._write(lambda tx: ops_ratings.update_ratings(tx, changes, confirmed))

    # -- rounds --------------------------------------------------------------------------------------
    def pair_next_round(
        self,
        *,
        pairer: Pairer | None = None,
        progress: ProgressCallback | None = None,
        round_date: date | None = None,
    ) -> RoundInfo:
        """Pair the next round with ``pairer`` (default ``engine.dutch.pair_round``) and store it.

        Refused while the previous round has missing results, after the last round, or when the
        engine finds no legal pairing. Stores the boards, the PAB and the exact TRF given to the
        engine, then writes a backup copy (``<file>.backups/``).
        """
        if self.round_robin() is not None:
            return self._pair_round_robin(False, progress, round_date)[0]
        pair = pairer if pairer is not None else ops_rounds.default_pairer()
        _progress(progress, 1, "Preparing the next round")
        plan = self._read(ops_rounds.plan_next_round)
        _progress(progress, 2, f"Pairing round {plan.number}")
        pairing = ops_rounds.run_pairer(pair, plan)
        _progress(progress, 3, f"Storing round {plan.number}")
        info = self._write(lambda tx: ops_rounds.store_round(tx, plan, pairing, pair, round_date))
        ops_rounds.backup_after_pairing(self.path, self._engine, info.number, progress)
        return info

    def pair_all_rounds(self, *, progress: ProgressCallback | None = None) -> tuple[RoundInfo, ...]:
        """Round robin: pair every round left by the Berger table, in one operation (one audit row).
        Refused for a Swiss event (a Swiss round needs the results of the one before)."""
        return self._pair_round_robin(True, progress, None)

    def _pair_round_robin(
        self, all_rounds: bool, progress: ProgressCallback | None, round_date: date | None
    ) -> tuple[RoundInfo, ...]:
        _progress(progress, 1, "Reading the Berger table")
        infos = self._write(lambda tx: ops_roundrobin.pair_rounds(tx, all_rounds, round_date))
        first, last = infos[0].number, infos[-1].number
        _progress(progress, 3, f"Stored round {first}" if first == last else f"Stored rounds {first}-{last}")
        ops_rounds.backup_after_pairing(self.path, self._engine, last, progress)
        return infos

    def repair_last_round(
        self, *, pairer: Pairer | None = None, progress: ProgressCallback | None = None
    ) -> RoundInfo:
        """Delete the last round and pair it again (one operation). Refused once it has a result,
        and for a round robin (its rounds are the Berger table's)."""
        self._read(lambda s: ops_roundrobin.refuse_manual_change(s, "the last round cannot be re-paired"))
        pair = pairer if pairer is not None else ops_rounds.default_pairer()
        _progress(progress, 1, "Preparing the last round again")
        plan = self._dry_run(ops_rounds.plan_repair)
        _progress(progress, 2, f"Pairing round {plan.number}")
        pairing = ops_rounds.run_pairer(pair, plan)
        _progress(progress, 3, f"Storing round {plan.number}")
        info = self._write(lambda tx: ops_rounds.store_repaired_round(tx, plan, pairing, pair))
        ops_rounds.backup_after_pairing(self.path, self._engine, info.number, progress)
        return info

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
        self._read(lambda s: ops_roundrobin.refuse_manual_change(s, "the pairing cannot be set by hand"))
        for _ in range(SET_PAIRING_ATTEMPTS):
            plan = self._read(lambda s: ops_rounds.plan_set_pairing(s, round_number, boards, pairing_bye))
            warnings = ops_rounds.manual_pairing_warnings(plan)
            store = functools.partial(ops_rounds.store_set_pairing, plan=plan, warnings=warnings)
            change = self._write(store)
            if change is not None:
                return change
        raise OperationRefused(
            f"the tournament kept changing while the pairing of round {round_number} was being checked; "
            "try again"
        )

    def pairing_warnings(self, round_number: int) -> list[PairingWarning]:
        """Every rule the stored pairing of round ``round_number`` breaks (``engine.manual_pairing.
        check_manual_pairing`` against the tournament before that round, as the engine gets it):
        ABSOLUTE (C.04.1 art. 2-7, [C1]-[C3], prohibited pairs) first, then QUALITY (worse than
        the engine's pairing). Empty for the engine's own pairing. In a round robin: one absolute
        warning per game that is not the Berger table's (C.05 Annex 1)."""
        if self.round_robin() is not None:
            return self._read(lambda s: ops_roundrobin.schedule_warnings(s, round_number))
        return self._read(lambda s: ops_rounds.pairing_warnings(s, round_number))

    def delete_last_round(self) -> int:
        """Delete the last paired round while it has no results; returns its number."""
        return self._write(ops_rounds.delete_last_round)

    def set_result(self, round_number: int, board: int, result: GameResult | None) -> BoardRecord:
        """Enter or correct the result of a board, also in a past round (later pairings stay;
        standings follow). ``None`` clears it. Refused for a board that does not exist."""
        return self._write(lambda tx: ops_rounds.set_result(tx, round_number, board, result))

    def preview_results_import(
        self, parsed: ParsedResults, round_number: int | None = None
    ) -> ResultImportPreview:
        """What ``import_results`` would enter (``db.ops_result_import``), without changing the file.
        ``round_number`` None: the only round the rows are of."""
        return self._read(lambda s: ops_result_import.preview(s, parsed, round_number))

    def import_results(
        self, parsed: ParsedResults, round_number: int | None = None, *, skip_problems: bool = False
    ) -> ResultsImported:
        """Enter the results of a round read from a CSV file (``db.csv_results``): one operation, refused
        as a whole while a row has a problem unless ``skip_problems`` (those rows are left out)."""
        return self._write(
            lambda tx: ops_result_import.import_results(tx, parsed, round_number, skip_problems)
        )

    def undo_results_import(self) -> tuple[BoardRecord, ...]:
        """Put back the results the newest results import replaced (one operation); refused when one
        of its boards has been changed since."""
        return self._write(ops_result_import.undo_results_import)

    def set_round_date(self, round_number: int, when: date | None) -> RoundInfo:
        return self._write(lambda tx: ops_rounds.set_round_date(tx, round_number, when))

    # -- end of the event (issue 14: db.endevent, db.ops_endevent) -----------------------------------
    def set_k_factor(self, player_id: PlayerId, k: int | None) -> PlayerRecord:
        """Store the player's K (B.02 8.3.3, from the FIDE rating list); None = derive it from what the
        file knows (``k_factor``)."""
        return self._write(lambda tx: ops_endevent.set_k_factor(tx, player_id, k))

    def k_factor(self, player_id: PlayerId) -> KFactor:
        """The K of B.02 8.3.3 the rating report uses for the player, with the rule that gave it."""
        return self._read(
            lambda s: endevent.k_factor_of(
                ops_players.get_row(s, player_id), endevent.event_year(event_settings(_event_row(s)))
            )
        )

    def rating_report(self, after_round: int | None = None) -> RatingReport:
        """B.02 rating changes and first ratings over rounds 1..``after_round`` (default: the last
        round with every result)."""
        return self._read(lambda s: endevent.report_of(s, after_round))

    def norms(
        self, after_round: int | None = None, conditions: NormConditions | None = None
    ) -> list[NormResult]:
        """B.01 title norms of every player (``engine.norms.norms_of_tournament``)."""
        return self._read(lambda s: endevent.norms_of(s, after_round, conditions))

    def prize_categories(self) -> tuple[PrizeCategoryRecord, ...]:
        """The prize categories in their order (the order decides between prizes of equal value)."""
        return self._read(ops_endevent.prize_categories)

    def set_prize_categories(self, categories: Sequence[PrizeCategory]) -> tuple[PrizeCategoryRecord, ...]:
        """Replace the prize categories (listed players by their current pairing number)."""
        return self._write(lambda tx: ops_endevent.set_prize_categories(tx, categories))

    def prize_list(self, after_round: int | None = None) -> endevent.PrizeList:
        """Who wins which prize (``engine.prizes.allocate_prizes``) over the standings."""
        return endevent.prize_list(
            self.event(), self.standings(after_round), self.tournament(), self.prize_categories()
        )

    def submission_issues(self) -> list[SubmissionIssue]:
        """What FIDE's rating officer would miss in the exported TRF (``engine.submission``)."""
        return self._read(endevent.submission_issues)

    def round_dates(self) -> tuple[date | None, ...]:
        """Every round's date: stored with the round, else planned, else spread over the event's days."""
        return self._read(ops_endevent.planned_round_dates)

    def set_round_dates(self, dates: Sequence[date | None]) -> tuple[date | None, ...]:
        """Set the date of every round at once (TRF 132): paired rounds keep it with the round, later
        rounds in the schedule. One operation."""
        return self._write(lambda tx: ops_endevent.set_round_dates(tx, dates))

    def backups(self) -> tuple[Path, ...]:
        """The automatic copies made after each pairing (``<file>.backups/``), oldest first. Each is a
        complete tournament file: open it with ``open_file`` to look at or continue from it."""
        folder = ops_rounds.backup_folder(self.path)
        return (
            tuple(sorted(folder.glob(f"{self.path.stem}-round-*{self.path.suffix}")))
            if folder.is_dir()
            else ()
        )

    def connection_settings(self) -> dict[str, str]:
        """The SQLite settings in force (journal_mode, synchronous, foreign_keys): for diagnostics."""
        with self._engine.connect() as conn:
            return {
                name: str(conn.exec_driver_sql(f"PRAGMA {name}").scalar())
                for name in ("journal_mode", "synchronous", "foreign_keys")
            }

    def numbers(self) -> dict[PlayerId, PairingNumber]:
        """Current TPN of every player id."""
        return self._read(lambda s: {PlayerId(k): PairingNumber(v) for k, v in numbers_by_id(s).items()})


@contextlib.contextmanager
def _database_errors(path: Path) -> Iterator[None]:
    """SQLite trouble (disk full, read-only medium, a broken rule) as our errors, at this one edge."""
    try:
        yield
    except IntegrityError as exc:
        raise OperationRefused(f"refused by the rules of the tournament file: {exc.orig}") from exc
    except (OperationalError, DatabaseError) as exc:
        raise TournamentFileError(f"{path.name} cannot be used: {exc.orig}") from exc


def _progress(progress: ProgressCallback | None, step: int, message: str) -> None:
    if progress is not None:
        progress(step, ops_rounds.PAIRING_STEPS, message)


def _event_row(s: Session) -> EventRow:
    row = s.get(EventRow, 1)
    if row is None:
        raise NotATournamentFile("the file has no event data")
    return row
