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
import dataclasses
import errno
import functools
import os
import sqlite3
from collections.abc import Callable, Iterator, Sequence
from datetime import date
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, TypeVar

from sqlalchemy import Engine, func, select
from sqlalchemy.exc import DatabaseError, IntegrityError, OperationalError
from sqlalchemy.orm import Session

from db import (
    backups,
    endevent,
    mapper,
    ops_acceleration,
    ops_endevent,
    ops_event,
    ops_player_import,
    ops_players,
    ops_ratings,
    ops_restrictions,
    ops_result_import,
    ops_roundrobin,
    ops_rounds,
    result_history,
    schema_check,
    text_fields,
    trf_export,
    trf_import,
)
from db import connection as file_design
from db.connection import (
    check_is_tournament_file,
    checkpoint,
    connect_raw,
    hot_sidecars,
    is_damage,
    is_disk_trouble,
    make_engine,
    problem_text,
    read_only_engine,
    sidecars,
)
from db.convert import event_settings, numbers_by_id, player_record, prohibited_pair
from db.csv_players import ParsedCsv
from db.csv_results import ParsedResults
from db.errors import (
    CorruptFile,
    DiskError,
    FileInUse,
    NotATournamentFile,
    OperationRefused,
    ReadOnlyFile,
    TournamentFileError,
)
from db.lock import FileLock
from db.migrations import check_version, create_schema, migrate
from db.ops_restrictions import GroupKind, RestrictionResult
from db.rating_update import Lookup, RatingChange, rating_changes
from db.registration import registration_warnings
from db.schema import APPLICATION_ID, SCHEMA_VERSION, AuditRow, EventRow, PlayerRow, ProhibitedPairRow
from db.sqlite_path import connect_file
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
    LateCorrection,
    NumbersDrawn,
    Pairer,
    PairingChange,
    PlayerAdded,
    PlayerDetails,
    PlayerId,
    PlayerImportPreview,
    PlayerRecord,
    PlayersImported,
    PrizeCategoryRecord,
    ProgressCallback,
    ProhibitedPair,
    ResultImportPreview,
    ResultsImported,
    RoundInfo,
    TrfImportPreview,
    TrfVersion,
    Withdrawal,
)
from engine.acceleration import Edition
from engine.errors import ArbiterError
from engine.i18n import translate
from engine.model import Acceleration, PairingNumber, RoundRobin, RulesEdition, Tournament
from engine.output_files import refuse_kept, write_output
from engine.platforms import current_user, fsync_folder

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
    replaces the old one once complete, after the old one was copied to ``<file>.backups/`` (a
    failure leaves the old file as it was).
    """
    settings, cut = text_fields.limit_event(settings)
    ops_event.validate_settings(settings, paired_rounds=0)
    tf, _ = _build(Path(path), settings, user, overwrite, lambda tf: None)
    tf.notices.extend(cut)
    return tf


def open_file(path: str | Path, *, user: str | None = None, read_only: bool = False) -> TournamentFile:
    """Open an existing tournament file (locked against other programs; migrated if older).

    Raises ``FileInUse``, ``ReadOnlyFile`` (a read-only file, folder or drive), ``NotATournamentFile``,
    ``CorruptFile`` or ``NewerSchemaError`` (all ``TournamentFileError``) with a message for the arbiter.
    ``read_only``: open without a lock and without writing anything (every operation that writes is
    refused); the file must be of this program's schema version.
    """
    p = Path(path)
    if not p.exists():
        raise NotATournamentFile(translate("DbRefusal", "{p}: no such file").format(p=p))
    if read_only:
        return _open_read_only(p, user)
    if not _may_write(p):
        raise ReadOnlyFile(
            translate(
                "DbRefusal",
                "{name} is read-only (or its folder or drive is); copy it to a folder "
                "where you may write to change it",
            ).format(name=p.name)
        )
    lock = FileLock(p)
    lock.acquire()
    try:
        with _database_errors(p, "open"):
            version = check_is_tournament_file(p)
            schema_check.check_file(p, version)
            migrate(p, version)
        tf = TournamentFile(p, make_engine(p), lock, user or current_user())
    except BaseException:
        lock.release()
        raise
    tf.notices.extend(lock.notices)
    try:
        if tf._read(lambda s: s.get(EventRow, 1)) is None:
            raise NotATournamentFile(
                translate("DbRefusal", "{name} has no event data; it is not a usable tournament file").format(
                    name=p.name
                )
            )
        tf._backed_up_at = tf._last_audit_id()
    except BaseException:
        tf.close()
        raise
    return tf


def open_for_reading(path: str | Path, *, user: str | None = None) -> TournamentFile:
    """Open a file to read it: as ``open_file`` when it may be written and nobody else has it open;
    otherwise read-only (a read-only drive or folder, or another program has it open), with a notice
    saying so. What ``arbiter standings``/``print``/``export-trf``/``players``/``pairings``/``log`` use."""
    try:
        return open_file(path, user=user)
    except ReadOnlyFile as exc:
        tf = open_file(path, user=user, read_only=True)
        tf.notices.append(translate("DbFile", "opened read-only: {reason}").format(reason=exc))
        return tf
    except FileInUse as exc:
        tf = open_file(path, user=user, read_only=True)
        tf.notices.append(translate("DbFile", "read while {reason}").format(reason=exc.situation or exc))
        return tf


def _may_write(p: Path) -> bool:
    """The file and its folder may be written (a read-only drive answers no)."""
    try:
        fd = os.open(p, os.O_RDWR | getattr(os, "O_CLOEXEC", 0))
    except OSError as exc:
        if exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
            return False
        raise TournamentFileError(
            translate("DbRefusal", "{name} cannot be opened ({strerror})").format(
                name=p.name, strerror=exc.strerror
            )
        ) from exc
    os.close(fd)
    return os.access(p.parent, os.W_OK)


def _open_read_only(p: Path, user: str | None) -> TournamentFile:
    hot = hot_sidecars(p)
    if hot:
        raise TournamentFileError(
            translate(
                "DbRefusal",
                "{name} was not closed properly and {name2} beside it holds part of "
                "its data; it can only be read where it can be written: copy both "
                "files to a folder where you may write",
            ).format(name=p.name, name2=hot[0].name)
        )
    with _database_errors(p, "open"):
        try:
            version = check_is_tournament_file(p, read_only=True)
            immutable = False
        except TournamentFileError as exc:
            # A WAL file of an older version on a read-only drive: SQLite cannot make its index there.
            if not isinstance(exc.__cause__, sqlite3.OperationalError):
                raise
            version = _version_immutable(p)
            immutable = True
        schema_check.check_file(p, version, read_only=True, immutable=immutable)
    check_version(p, version)  # a newer program's file, or a version below 1
    if version != SCHEMA_VERSION:
        raise ReadOnlyFile(
            translate(
                "DbRefusal",
                "{name} was written by an older Arbiter Desk (schema {version}) and "
                "can only be read once it is brought up to date: copy it to a folder "
                "where you may write and open it there",
            ).format(name=p.name, version=version)
        )
    tf = TournamentFile(p, read_only_engine(p, immutable=immutable), None, user or current_user())
    if tf._read(lambda s: s.get(EventRow, 1)) is None:
        raise NotATournamentFile(
            translate("DbRefusal", "{name} has no event data; it is not a usable tournament file").format(
                name=p.name
            )
        )
    return tf


def _version_immutable(p: Path) -> int:
    con = connect_file(p, immutable=True)
    try:
        if con.execute("PRAGMA application_id").fetchone()[0] != APPLICATION_ID:
            raise NotATournamentFile(
                translate("DbRefusal", "{name} is not an Arbiter Desk tournament file").format(name=p.name)
            )
        version: int = con.execute("PRAGMA user_version").fetchone()[0]
        return version
    finally:
        con.close()


def import_trf(
    trf_path: str | Path,
    path: str | Path,
    *,
    user: str | None = None,
    overwrite: bool = False,
    lenient: bool = False,
    keep_placeholders: bool = False,
) -> tuple[TournamentFile, ImportReport]:
    """Create a tournament file from a TRF (TRF16/TRF26, reference-engine extensions) to continue an event.

    The TRF is read by ``db.trf_import.read_for_import``: ``engine.trf.read_trf_checked`` (the check
    the engine's command line makes before pairing: players present, a Dutch 192 code, points columns
    equal to the scores; the number of rounds inferred from the player lines when the file gives none;
    the edition chosen from the start date without 192), then the placeholder players of the bye taken
    out (``keep_placeholders`` keeps them). ``lenient``: a doubtful point (a points column that
    differs, two wins without opponent in a round) is a warning of the report instead of a refusal.
    Played rounds become rounds with boards and results; a last round with pending results stays
    open; players' entries ``0000 - H/Z/F`` in the round after the last paired one become requested
    byes. Raises ``TrfError`` (bad TRF, or a file that is no TRF: a PDF, an image, no player record)
    or ``OperationRefused`` (inconsistent games); all or nothing: on error no new file is left behind
    and an existing one (``overwrite``) is untouched.
    """
    source = Path(trf_path)
    reading = trf_import.read_for_import(
        _read_trf_bytes(source), source.name, lenient=lenient, keep_placeholders=keep_placeholders
    )
    ops_event.validate_settings(reading.settings, paired_rounds=0)

    def load(tf: TournamentFile) -> trf_import.LoadReport:
        return tf._write(lambda tx: trf_import.load_tournament(tx, reading, source=str(trf_path)))

    tf, report = _build(Path(path), reading.settings, user, overwrite, load)
    return tf, ImportReport(
        report.players,
        report.rounds,
        reading.warnings + report.warnings,
        reading.edition.explanation,
        reading.placeholders,
    )


def preview_trf(
    trf_path: str | Path, *, lenient: bool = False, keep_placeholders: bool = False
) -> TrfImportPreview:
    """What ``import_trf`` would do with the same options, without creating anything: the players,
    rounds, edition, warnings and placeholders it would store, or why it refuses (and, refused
    strictly, the warnings with which ``lenient`` would import it). Raises ``TournamentFileError``
    only when the file cannot be read at all."""
    source = Path(trf_path)
    data = _read_trf_bytes(source)
    try:
        reading = trf_import.read_for_import(
            data, source.name, lenient=lenient, keep_placeholders=keep_placeholders
        )
        ops_event.validate_settings(reading.settings, paired_rounds=0)
    except ArbiterError as exc:
        lenient_warnings: tuple[str, ...] = ()
        if not lenient:
            try:
                again = trf_import.read_for_import(
                    data, source.name, lenient=True, keep_placeholders=keep_placeholders
                )
                lenient_warnings = again.warnings
            except ArbiterError:
                pass
        return TrfImportPreview(0, 0, 0, "", (), (), str(exc), lenient_warnings)
    t = reading.tournament
    return TrfImportPreview(
        len(t.players),
        trf_import.last_paired_round(t),
        reading.settings.number_of_rounds,
        reading.edition.explanation,
        reading.warnings,
        reading.placeholders,
    )


def _read_trf_bytes(source: Path) -> bytes:
    try:
        return source.read_bytes()
    except OSError as exc:
        raise TournamentFileError(
            translate("DbRefusal", "cannot read {name} ({strerror})").format(
                name=source.name, strerror=exc.strerror
            )
        ) from exc


def write_trf_file(
    out: str | Path,
    tournament: Tournament,
    version: TrfVersion = TrfVersion.TRF26,
    standings: StandingsTable | None = None,
    kept: Sequence[Path] = (),
    snapshot: FileSnapshot | None = None,
) -> Path:
    """``TournamentFile.export_trf_file`` of a tournament already read (``TournamentFile.snapshot``),
    with the event's standings after its last complete round when they are computed already (the
    window computes them once per change and shares them with the export), and the byes the
    ``snapshot`` holds for rounds not paired yet. ``kept``: the open tournament file, which the TRF may
    not replace (``engine.output_files.write_output``: written whole or not at all)."""
    byes: list[trf_export.RequestedBye] = []
    if snapshot is not None:
        numbers = {p.id: p.number for p in snapshot.players}
        byes = [(b.round, numbers[b.player], b.kind) for b in snapshot.byes]
    text = trf_export.tournament_text(tournament, version, standings=standings, byes=byes)
    return write_output(Path(out), text, kept)


def _build(
    p: Path,
    settings: EventSettings,
    user: str | None,
    overwrite: bool,
    fill: Callable[[TournamentFile], T],
) -> tuple[TournamentFile, T]:
    """Create the file at a temporary name, fill it, then move it to ``p`` (atomic replace).

    The temporary file is only moved once it is complete on its own (no journal beside it holds any
    of it); a file it replaces is first copied to ``<file>.backups/`` (``--force`` never loses it)."""
    if p.exists() and not overwrite:
        raise OperationRefused(translate("DbRefusal", "{p} already exists; choose another name").format(p=p))
    # --force may replace an older tournament file (it is backed up first), never the player library,
    # another program's database, a backup or a file of a backups folder (engine.output_files decides)
    refuse_kept(p, (), replaces_database=APPLICATION_ID)
    who = user or current_user()
    lock = FileLock(p)
    lock.acquire()  # nobody else has the target open while we replace it
    tmp = p.with_name(p.name + ".new")
    try:
        for leftover in (tmp, *sidecars(tmp)):
            _remove(leftover)
        tmp_lock = FileLock(tmp)
        tmp_lock.acquire()
        fresh = TournamentFile(tmp, make_engine(tmp), tmp_lock, who)
        try:
            with _database_errors(tmp, "create"):
                create_schema(fresh._engine, who)
            fresh._write(lambda tx: ops_event.init_event(tx, settings))
            result = fill(fresh)
        finally:
            fresh.close()
        hot = hot_sidecars(tmp)
        if hot:
            raise DiskError(
                translate("DbRefusal", "{name} was not created: {name2} could not be merged into it").format(
                    name=p.name, name2=hot[0].name
                )
            )
        if p.exists():
            _keep_replaced(p)
        try:
            os.replace(tmp, p)
        except OSError as exc:
            raise DiskError(
                translate(
                    "DbRefusal", "{name} was not created: cannot move it into place ({strerror})"
                ).format(name=p.name, strerror=exc.strerror)
            ) from exc
        fsync_folder(p.parent)
        tf = TournamentFile(p, make_engine(p), lock, who)
        tf._backed_up_at = 0  # nothing of a new file is backed up yet
        return tf, result
    except BaseException:
        for leftover in (tmp, *sidecars(tmp)):
            with contextlib.suppress(OSError):
                leftover.unlink(missing_ok=True)
        lock.release()
        raise


def _remove(p: Path) -> None:
    try:
        p.unlink(missing_ok=True)
    except OSError as exc:
        raise DiskError(
            translate("DbRefusal", "cannot remove the leftover {name} ({strerror})").format(
                name=p.name, strerror=exc.strerror
            )
        ) from exc


def _keep_replaced(p: Path) -> None:
    """Copy the file ``--force`` replaces to its backups (and then drop its sidecars, merged into the
    copy), so that replacing never loses it. Raises ``DiskError`` (then nothing is replaced)."""
    target = backups.backup_name(p, backups.REPLACED)
    try:
        try:
            check_is_tournament_file(p)
            backups.backup_copy(p, target)
        except (NotATournamentFile, CorruptFile):
            backups.copy_raw(p, target)  # not ours, or damaged: keep its bytes as they are
    except TournamentFileError as exc:
        raise DiskError(
            translate(
                "DbRefusal", "{name} was not replaced: it could not be copied to its backups first ({exc})"
            ).format(name=p.name, exc=exc)
        ) from exc
    backups.prune(p, target)
    for side in sidecars(p):
        try:
            side.unlink(missing_ok=True)
        except OSError as exc:
            raise DiskError(
                translate("DbRefusal", "{name} was not replaced: cannot remove {name2} ({strerror})").format(
                    name=p.name, name2=side.name, strerror=exc.strerror
                )
            ) from exc


class TournamentFile:
    """An open tournament file. Use as a context manager, or call ``close``.

    ``notices``: what the arbiter should be told about the file beyond an operation's result (opened
    read-only, a stale lock removed, a backup that could not be written); the CLI prints them as
    warnings, the window in its status bar."""

    def __init__(self, path: Path, engine: Engine, lock: FileLock | None, user: str) -> None:
        self.path = path
        self._engine = engine
        self._lock = lock
        self._open = True
        self._writer = engine.execution_options(arbiter_write=True)
        self.user = user
        self.notices: list[str] = []
        self._backed_up_at: int | None = None
        """The last audit id when a backup was last written (None: not yet known)."""

    @property
    def read_only(self) -> bool:
        """Opened without a lock: every operation that writes is refused."""
        return self._lock is None

    # -- plumbing ------------------------------------------------------------------------------
    def __enter__(self) -> TournamentFile:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()

    def close(self) -> None:
        """Release the file (drops the lock). Idempotent."""
        if self._open:
            self._open = False
            self._engine.dispose()
            if self._lock is not None:
                self._lock.release()

    @property
    def is_open(self) -> bool:
        return self._open

    def _session(self) -> Session:
        if not self._open:
            raise TournamentFileError(translate("DbRefusal", "{name} is closed").format(name=self.path.name))
        return Session(self._engine, expire_on_commit=False)

    def _read(self, fn: Callable[[Session], T]) -> T:
        with _database_errors(self.path, "read"), self._session() as s, s.begin():
            return fn(s)

    def _check_writable(self) -> None:
        if not self._open:
            raise TournamentFileError(translate("DbRefusal", "{name} is closed").format(name=self.path.name))
        if self._lock is None:
            raise ReadOnlyFile(
                translate("DbRefusal", "{name} is open read-only; nothing can be changed in it").format(
                    name=self.path.name
                )
            )

    def _write(self, fn: Callable[[Tx], T]) -> T:
        """Run one operation in one (``BEGIN IMMEDIATE``) transaction; any exception rolls it all back.

        When the disk refuses a write, "failed" means "not stored": before the commit nothing can have
        landed; when the commit itself is refused, the file is read back, and an operation whose audit
        row is in it is stored (returned, with a notice); otherwise ``DiskError``."""
        self._check_writable()
        tx: Tx | None = None
        outcome: list[T] = []
        try:
            with (
                _database_errors(self.path, "write"),
                Session(self._writer, expire_on_commit=False) as s,
                s.begin(),
            ):
                tx = Tx(s, self.user)
                outcome.append(fn(tx))
        except TournamentFileError as exc:
            if exc.__cause__ is None or not is_disk_trouble(exc.__cause__):
                raise
            self._engine.dispose()  # fresh connections: a journal left behind is rolled back first
            reason = problem_text(exc.__cause__)
            if not outcome or tx is None or tx.marker is None:
                raise DiskError(translate("DbRefusal", "not stored: {reason}").format(reason=reason)) from exc
            stored = landed(self.path, tx.marker)
            if stored is None:
                raise DiskError(
                    translate(
                        "DbRefusal",
                        "the disk failed while the change was being stored ({reason}) and the "
                        "file cannot be read back now to tell whether it is stored: check the "
                        "drive, then open the file again",
                    ).format(reason=reason)
                ) from exc
            if not stored:
                raise DiskError(translate("DbRefusal", "not stored: {reason}").format(reason=reason)) from exc
            self.notices.append(
                translate("DbFile", "the disk reported an error ({reason}), but the change is stored").format(
                    reason=reason
                )
            )
            return outcome[0]
        if file_design.DESIGN.checkpoint_after_write:
            checkpoint(self._engine)
        return outcome[0]

    def _dry_run(self, fn: Callable[[Tx], T]) -> T:
        """Run ``fn`` in a write transaction that is always rolled back (see a state, keep nothing)."""
        self._check_writable()
        with _database_errors(self.path, "read"), Session(self._writer, expire_on_commit=False) as s:
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

    def import_notes(self) -> trf_import.ImportNotes | None:
        """What the TRF import that made this file decided and still holds (None: not imported)."""
        return self._read(trf_import.import_notes)

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
        (``engine.dutch.check_round``; C.04.2 art. 1.4: the free pairing checker), each round from the
        results as they stood when it was paired (``late_corrections``: a later correction does not
        make it wrong, C.04.2 (2026) art. 4.3) and with the players registered for it (a late entry's
        earlier rounds are not absences). A round robin's rounds are compared with the Berger table
        (``engine.roundrobin.check_schedule``)."""
        if self.round_robin() is not None:
            from engine.roundrobin import check_schedule

            return check_schedule(self.tournament())
        from engine.dutch import check_round

        def read(s: Session) -> tuple[Tournament, dict[int, Tournament]]:
            corrected = result_history.late_corrections(s)
            then = {
                r: mapper.build_tournament(s, None, result_history.results_when_paired(c))
                for r, c in corrected.items()
            }
            return mapper.build_tournament(s, None), then

        now, then = self._read(read)
        found = (check_round(then.get(r, now), r) for r in range(1, now.rounds_recorded + 1))
        return [d for d in found if d is not None]

    def late_corrections(self, round_number: int | None = None) -> tuple[LateCorrection, ...]:
        """The results of earlier rounds corrected after round ``round_number`` (default: any round) was
        paired (``db.result_history``): ``check_pairings`` and ``pairing_warnings`` judge the round with
        the results it was paired with, and these say what changed since (C.04.2 (2026) art. 4.3)."""
        found = self._read(result_history.late_corrections)
        if round_number is not None:
            return found.get(round_number, ())
        return tuple(c for r in sorted(found) for c in found[r])

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
        """``export_trf`` written to ``out``, whole or not at all; never over this file, one of its own
        files or a database (``engine.output_files``: ``OutputRefused``, ``OutputFailed``)."""
        return write_output(Path(out), self.export_trf(version), (self.path,))

    # -- event -------------------------------------------------------------------------------------
    def update_event(self, settings: EventSettings, *, confirm_rules: bool = False) -> EventSettings:
        """Change event data. Refused: fewer rounds than already paired; the initial colour after
        round 1 is paired; the rules edition after round 1 is paired, unless ``confirm_rules`` (the
        arbiter confirmed it; the audit log keeps the old and the new edition)."""
        limited, cut = text_fields.limit_event(settings)
        stored = self._write(lambda tx: ops_event.update_event(tx, limited, confirm_rules=confirm_rules))
        self.notices.extend(cut)
        return stored

    def set_rules(self, rules: RulesEdition, *, confirm: bool = False) -> EventSettings:
        """Change the rules edition (``ops_event.set_rules``): after round 1 only with ``confirm``."""
        return self._write(lambda tx: ops_event.set_rules(tx, rules, confirm=confirm))

    def set_language(self, language: str) -> EventSettings:
        """The language of the event's documents (``ops_event.set_language``): a code of
        ``engine.i18n.LANGUAGES``, or empty for the language of the program that prints. An unknown
        code is refused (``OperationRefused``)."""
        return self._write(lambda tx: ops_event.set_language(tx, language))

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
        limited, cut = text_fields.limit_player(details)
        added = self._write(lambda tx: ops_players.add_player(tx, limited, k_factor))
        return dataclasses.replace(added, warnings=cut + added.warnings) if cut else added

    def preview_player_import(self, parsed: ParsedCsv) -> PlayerImportPreview:
        """What ``import_players(parsed)`` would do (players added with their numbers, rows with a
        problem and their line, duplicates of registered players); the file is not changed."""
        return self._dry_run(lambda tx: ops_player_import.preview(tx, parsed))

    def import_players(self, parsed: ParsedCsv, *, skip_problems: bool = False) -> PlayersImported:
        """Add every player of a list (``db.csv_players``) in ONE transaction with ONE audit row.
        Refused as a whole while a row has a problem, unless ``skip_problems`` (those rows are then
        left out, and listed in the result and the audit row). Undo: ``undo_player_import``."""
        return self._write(lambda tx: ops_player_import.import_players(tx, parsed, skip_problems))

    def undo_player_import(self, imported: PlayersImported | None = None) -> tuple[PlayerRecord, ...]:
        """Remove exactly the players of an import (default: the newest not undone), in one operation;
        refused once one of them is paired, has a bye or is in a prohibited pair. Returns the players
        whose number changed."""
        if imported is None:
            return self._write(lambda tx: ops_player_import.remove_imported_players(tx, ()))
        ids = [p.id for p in imported.added]
        return self._write(lambda tx: ops_player_import.remove_imported_players(tx, ids, imported.audit_id))

    def remove_player(self, player_id: PlayerId) -> tuple[PlayerRecord, ...]:
        """Delete a registration made by mistake (never paired); players below move up a number
        while fewer than four rounds are paired. Returns the players whose number changed."""
        return self._write(lambda tx: ops_players.remove_player(tx, player_id))

    def edit_player(self, player_id: PlayerId, details: PlayerDetails) -> PlayerRecord:
        """Correct a player's data. Pairing numbers do not move (see ``sort_pairing_numbers``)."""
        limited, cut = text_fields.limit_player(details)
        edited = self._write(lambda tx: ops_players.edit_player(tx, player_id, limited))
        self.notices.extend(cut)
        return edited

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
        _progress(progress, 1, translate("DbRefusal", "Preparing the next round"))
        plan = self._read(ops_rounds.plan_next_round)
        _progress(progress, 2, translate("DbRefusal", "Pairing round {number}").format(number=plan.number))
        pairing = ops_rounds.run_pairer(pair, plan)
        _progress(progress, 3, translate("DbRefusal", "Storing round {number}").format(number=plan.number))
        info = self._write(lambda tx: ops_rounds.store_round(tx, plan, pairing, pair, round_date))
        self._backup_after_pairing(info.number, progress)
        return info

    def pair_all_rounds(self, *, progress: ProgressCallback | None = None) -> tuple[RoundInfo, ...]:
        """Round robin: pair every round left by the Berger table, in one operation (one audit row).
        Refused for a Swiss event (a Swiss round needs the results of the one before)."""
        return self._pair_round_robin(True, progress, None)

    def _pair_round_robin(
        self, all_rounds: bool, progress: ProgressCallback | None, round_date: date | None
    ) -> tuple[RoundInfo, ...]:
        _progress(progress, 1, translate("DbRefusal", "Reading the Berger table"))
        infos = self._write(lambda tx: ops_roundrobin.pair_rounds(tx, all_rounds, round_date))
        first, last = infos[0].number, infos[-1].number
        _progress(
            progress,
            3,
            translate("DbRefusal", "Stored round {first}").format(first=first)
            if first == last
            else translate("DbRefusal", "Stored rounds {first}-{last}").format(first=first, last=last),
        )
        self._backup_after_pairing(last, progress)
        return infos

    def repair_last_round(
        self, *, pairer: Pairer | None = None, progress: ProgressCallback | None = None
    ) -> RoundInfo:
        """Delete the last round and pair it again (one operation). Refused once it has a result,
        and for a round robin (its rounds are the Berger table's)."""
        self._read(
            lambda s: ops_roundrobin.refuse_manual_change(
                s, translate("DbRefusal", "the last round cannot be re-paired")
            )
        )
        pair = pairer if pairer is not None else ops_rounds.default_pairer()
        _progress(progress, 1, translate("DbRefusal", "Preparing the last round again"))
        plan = self._dry_run(ops_rounds.plan_repair)
        _progress(progress, 2, translate("DbRefusal", "Pairing round {number}").format(number=plan.number))
        pairing = ops_rounds.run_pairer(pair, plan)
        _progress(progress, 3, translate("DbRefusal", "Storing round {number}").format(number=plan.number))
        info = self._write(lambda tx: ops_rounds.store_repaired_round(tx, plan, pairing, pair))
        self._backup_after_pairing(info.number, progress)
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
        self._read(
            lambda s: ops_roundrobin.refuse_manual_change(
                s, translate("DbRefusal", "the pairing cannot be set by hand")
            )
        )
        for _ in range(SET_PAIRING_ATTEMPTS):
            plan = self._read(lambda s: ops_rounds.plan_set_pairing(s, round_number, boards, pairing_bye))
            warnings = ops_rounds.manual_pairing_warnings(plan)
            store = functools.partial(ops_rounds.store_set_pairing, plan=plan, warnings=warnings)
            change = self._write(store)
            if change is not None:
                return change
        raise OperationRefused(
            translate(
                "DbRefusal",
                "the tournament kept changing while the pairing of round "
                "{round_number} was being checked; try again",
            ).format(round_number=round_number)
        )

    def pairing_warnings(self, round_number: int) -> list[PairingWarning]:
        """Every rule the stored pairing of round ``round_number`` breaks (``engine.manual_pairing.
        check_manual_pairing`` against the tournament before that round, as the engine got it: the
        players registered for it, the results known when it was paired, ``late_corrections``):
        ABSOLUTE (C.04.1 art. 2-7, [C1]-[C3], prohibited pairs) first, then QUALITY (worse than
        the engine's pairing). Empty for the engine's own pairing. In a round robin: one absolute
        warning per game that is not the Berger table's (C.05 Annex 1)."""
        if self.round_robin() is not None:
            return self._read(lambda s: ops_roundrobin.schedule_warnings(s, round_number))

        def read(s: Session) -> list[PairingWarning]:
            corrected = result_history.late_corrections(s).get(round_number, ())
            then = result_history.results_when_paired(corrected)
            return ops_rounds.pairing_warnings(s, round_number, then)

        return self._read(read)

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

    def _backup_after_pairing(self, number: int, progress: ProgressCallback | None) -> None:
        problem = ops_rounds.backup_after_pairing(self.path, number, progress)
        if problem is None:
            self._backed_up_at = self._last_audit_id()
        else:
            self.notices.append(problem)

    def backups(self) -> tuple[Path, ...]:
        """The automatic copies (``<file>.backups/``: after each pairing, timed, replaced files), oldest
        first. Each is a complete tournament file: open it with ``open_file`` to look at or continue
        from it. How many are kept: ``db.backups``."""
        return tuple(backups.backups_of(self.path))

    def _last_audit_id(self) -> int:
        return self._read(lambda s: int(s.scalar(select(func.coalesce(func.max(AuditRow.id), 0))) or 0))

    def timed_backup(self) -> Path | None:
        """A backup copy ``<file>.backups/<stem>-timed-<time>.arbiter`` if anything changed since the
        file was opened or last backed up (the window calls this every ``db.backups.TIMED_BACKUP_MINUTES``);
        None when nothing changed. Old timed backups are pruned. Raises ``TournamentFileError`` when the
        copy cannot be written (nothing in the tournament is affected)."""
        last = self._last_audit_id()
        if self._backed_up_at is None or last == self._backed_up_at:
            self._backed_up_at = last
            return None
        target = backups.backup_copy(self.path, backups.backup_name(self.path, backups.TIMED))
        self._backed_up_at = last
        backups.prune(self.path, target)
        return target

    def save_copy(self, destination: str | Path, *, overwrite: bool = False) -> Path:
        """A consistent snapshot of the file at ``destination`` (SQLite's backup API: complete even
        while the file is being used), for a USB stick or a mail. Refused: the open file itself (or
        its journal, lock or backups folder), an existing file unless ``overwrite``, a tournament file
        another program has open, a database that is no tournament file (``OutputRefused``). The copy
        is the arbiter's: never pruned."""
        target = Path(destination)
        if target.is_dir():
            target = target / self.path.name
        # the one decision (engine.output_files): never this file, its own files, its backups, a
        # database that is no tournament file (the player library); an older copy may be replaced
        refuse_kept(target, (self.path,), replaces_database=APPLICATION_ID)
        if target.exists() and not overwrite:
            raise OperationRefused(
                translate("DbRefusal", "{target} already exists; choose another name").format(target=target)
            )
        guard = FileLock(target) if target.exists() else None
        if guard is not None:
            guard.acquire()  # FileInUse when a window has it open
        try:
            return backups.backup_copy(self.path, target, read_only=self.read_only)
        finally:
            if guard is not None:
                guard.release()

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
def _database_errors(path: Path, doing: str) -> Iterator[None]:
    """SQLite trouble as our errors, at this one edge: a broken rule refuses the operation; damage,
    a full or failing disk, a read-only drive are told apart (``db.connection.problem_text``)."""
    try:
        yield
    except IntegrityError as exc:
        raise OperationRefused(
            translate("DbRefusal", "refused by the rules of the tournament file: {orig}").format(
                orig=exc.orig
            )
        ) from exc
    except (OperationalError, DatabaseError) as exc:
        if is_damage(exc):
            raise CorruptFile(
                translate("DbRefusal", "{name} is damaged ({orig}); open the latest backup copy").format(
                    name=path.name, orig=exc.orig
                )
            ) from exc
        raise TournamentFileError(
            translate("DbRefusal", "{name} cannot be used: {problem}").format(
                name=path.name, problem=problem_text(exc)
            )
        ) from exc
    except sqlite3.Error as exc:  # the plain sqlite3 calls (checks, migrations, copies)
        if is_damage(exc):
            raise CorruptFile(
                translate("DbRefusal", "{name} is damaged ({exc}); open the latest backup copy").format(
                    name=path.name, exc=exc
                )
            ) from exc
        raise TournamentFileError(
            translate("DbRefusal", "{name} cannot be used ({doing}): {problem}").format(
                name=path.name, doing=doing, problem=problem_text(exc)
            )
        ) from exc


def landed(path: Path, marker: tuple[int, str]) -> bool | None:
    """Is the audit row ``marker`` (id, operation) in the file? None when the file cannot be read.

    Reading first rolls back a transaction whose journal is still there (SQLite's hot journal); when
    even that fails, a journal with content means the transaction is not committed: False."""
    try:
        con = connect_raw(path)
        try:
            row = con.execute("SELECT operation FROM audit_log WHERE id = ?", (marker[0],)).fetchone()
        finally:
            con.close()
    except sqlite3.Error:
        return False if hot_sidecars(path) else None
    return row is not None and row[0] == marker[1]


def _progress(progress: ProgressCallback | None, step: int, message: str) -> None:
    if progress is not None:
        progress(step, ops_rounds.PAIRING_STEPS, message)


def _event_row(s: Session) -> EventRow:
    row = s.get(EventRow, 1)
    if row is None:
        raise NotATournamentFile(translate("DbRefusal", "the file has no event data"))
    return row
