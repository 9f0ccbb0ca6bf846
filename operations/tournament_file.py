"""The public operations on a tournament file, used by both the GUI and the ``arbiter`` CLI.

    with operations.create("open2026.arbiter", EventSettings(name="Open", number_of_rounds=9)) as tf:
        tf.players.add(PlayerDetails("Carlsen, Magnus", rating=2830, title="GM"))
        tf.rounds.pair_next()
        tf.results.set(1, 1, GameResult.DRAW)

Every writing method is ONE transaction that includes its audit-log row, and returns domain values
(``values``), never live ORM objects. A refused operation raises ``db.errors.OperationRefused``
(an ``engine.errors.ArbiterError``) with the reason, and changes nothing. The file stays locked
against other programs until ``close``.

Each call opens its own session, so calls may come from several threads (the GUI pairs on a
worker thread). The pairing engine runs outside any transaction: the UI can read meanwhile, and if
it changes something, storing the (now stale) pairing is refused and nothing is lost.
"""

from __future__ import annotations

import contextlib
import copy
import errno
import functools
import os
import sqlite3
import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any, TypeVar

from sqlalchemy import Engine, select
from sqlalchemy.orm import Session

from db import backups, schema_check
from db import connection as file_design
from db.connection import (
    check_is_tournament_file,
    checkpoint,
    hot_sidecars,
    is_disk_trouble,
    make_engine,
    problem_text,
    read_only_engine,
    sidecars,
)
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
from db.migrations import add_board_triggers, check_version, create_schema, migrate
from db.schema import APPLICATION_ID, SCHEMA_VERSION, AuditRow, EventRow, PlayerRow
from db.sections import ALL_SECTIONS, plain_rows, section_session
from db.sqlite_path import connect_file
from db.tx import Tx, last_audit_id
from engine.errors import ArbiterError
from engine.i18n import translate
from engine.model import Tournament
from operations import (
    mapper,
    ops_event,
    ops_players,
    ops_rounds,
    text_fields,
    trf_export,
    trf_import,
)
from operations.convert import event_settings, player_columns, player_from_columns, read_rounds
from operations.desk import Desk
from operations.end_of_event import EndOfEvent
from operations.event import Event
from operations.file_errors import database_errors, landed
from operations.files import Files
from operations.players import Players
from operations.players_snapshot import players_snapshot
from operations.ratings import Ratings
from operations.restrictions import Restrictions
from operations.results import Results
from operations.roles import Roles
from operations.roles import guard as roles_guard
from operations.rounds import Rounds
from operations.sections import Sections
from operations.teams import Teams
from osfiles.output_files import refuse_kept, write_output
from osfiles.platforms import current_user, fsync_folder
from values import (
    AuditEntry,
    EventSettings,
    FileSnapshot,
    ImportReport,
    ProgressCallback,
    RoundInfo,
    TrfImportPreview,
    TrfVersion,
)

if TYPE_CHECKING:
    from engine.standings import StandingsTable
    from operations.change_feed import ChangeFeed

T = TypeVar("T")
Builder = Callable[
    [EventSettings, str | None, bool, Callable[["TournamentFile"], Any]], tuple["TournamentFile", Any]
]
"""Makes a new event (settings, user, overwrite, fill) and returns it open with what ``fill`` returned:
``build_file`` for a file, ``operations.server_event.builder`` for a venue server."""

FILE_SUFFIX = ".arbiter"


def create(
    path: str | Path,
    settings: EventSettings,
    *,
    user: str | None = None,
    overwrite: bool = False,
    build: Builder | None = None,
) -> TournamentFile:
    """Create a new, empty tournament file and open it (locked).

    Refuses an existing file unless ``overwrite``: then the new file is built beside it and only
    replaces the old one once complete, after the old one was copied to ``<file>.backups/`` (a
    failure leaves the old file as it was). ``build``: where the event is made (default: a file at
    ``path``; ``operations.server_event.builder`` for a venue server).
    """
    settings, cut = text_fields.limit_event(settings)
    ops_event.validate_settings(settings, paired_rounds=0)
    tf, _ = (build or functools.partial(build_file, Path(path)))(settings, user, overwrite, lambda tf: None)
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
        with database_errors(p, "open"):
            version = check_is_tournament_file(p)
            schema_check.check_file(p, version)
            migrate(p, version)
        tf = TournamentFile(p, make_engine(p), lock, user or current_user())
    except BaseException:
        lock.release()
        raise
    tf.notices.extend(lock.notices)
    try:
        if tf.read(lambda s: s.get(EventRow, 1)) is None:
            raise NotATournamentFile(
                translate("DbRefusal", "{name} has no event data; it is not a usable tournament file").format(
                    name=p.name
                )
            )
        tf._backed_up_at = tf._last_audit_id()
        tf.sections.open_first()
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
    with database_errors(p, "open"):
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
    if tf.read(lambda s: s.get(EventRow, 1)) is None:
        raise NotATournamentFile(
            translate("DbRefusal", "{name} has no event data; it is not a usable tournament file").format(
                name=p.name
            )
        )
    tf.sections.open_first()
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
    build: Builder | None = None,
) -> tuple[TournamentFile, ImportReport]:
    """Create a tournament file from a TRF (TRF16/TRF26, reference-engine extensions) to continue an event.

    The TRF is read by ``operations.trf_import.read_for_import``: ``engine.trf.read_trf_checked`` (the check
    the engine's command line makes before pairing: players present, a Dutch 192 code, points columns
    equal to the scores; the number of rounds inferred from the player lines when the file gives none;
    the edition chosen from the start date without 192), then the placeholder players of the bye taken
    out (``keep_placeholders`` keeps them). ``lenient``: a doubtful point (a points column that
    differs, two wins without opponent in a round) is a warning of the report instead of a refusal.
    Played rounds become rounds with boards and results; a last round with pending results stays
    open; players' entries ``0000 - H/Z/F`` in the round after the last paired one become requested
    byes. Raises ``TrfError`` (bad TRF, or a file that is no TRF: a PDF, an image, no player record)
    or ``OperationRefused`` (inconsistent games); all or nothing: on error no new file is left behind
    and an existing one (``overwrite``) is untouched. ``build``: where the event is made (default: a file
    at ``path``; ``operations.server_event.builder`` for a venue server).
    """
    source = Path(trf_path)
    reading = trf_import.read_for_import(
        _read_trf_bytes(source), source.name, lenient=lenient, keep_placeholders=keep_placeholders
    )
    ops_event.validate_settings(reading.settings, paired_rounds=0)

    def load(tf: TournamentFile) -> trf_import.LoadReport:
        return tf.write(lambda tx: trf_import.load_tournament(tx, reading, source=str(trf_path)))

    tf, report = (build or functools.partial(build_file, Path(path)))(reading.settings, user, overwrite, load)
    return tf, ImportReport(
        report.players,
        report.rounds,
        reading.warnings + report.warnings,
        trf_import.system_note(reading),
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
        trf_import.system_note(reading),
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
    """``TournamentFile.files.export_trf_file`` of a tournament already read (``TournamentFile.snapshot``),
    with the event's standings after its last complete round when they are computed already (the
    window computes them once per change and shares them with the export), and the byes the
    ``snapshot`` holds for rounds not paired yet. ``kept``: the open tournament file, which the TRF may
    not replace (``osfiles.output_files.write_output``: written whole or not at all)."""
    byes: list[trf_export.RequestedBye] = []
    if snapshot is not None:
        numbers = {p.id: p.number for p in snapshot.players}
        byes = [(b.round, numbers[b.player], b.kind) for b in snapshot.byes]
    text = trf_export.tournament_text(tournament, version, standings=standings, byes=byes)
    return write_output(Path(out), text, kept)


def build_file(
    p: Path,
    settings: EventSettings | None,
    user: str | None,
    overwrite: bool,
    fill: Callable[[TournamentFile], T],
) -> tuple[TournamentFile, T]:
    """Create the file at a temporary name, fill it, then move it to ``p`` (atomic replace).

    Its boards are checked once filled, and the board triggers only added then
    (``db.migrations.add_board_triggers``): nobody else writes the file before it is moved into place.

    The temporary file is only moved once it is complete on its own (no journal beside it holds any
    of it); a file it replaces is first copied to ``<file>.backups/`` (``--force`` never loses it)."""
    if p.exists() and not overwrite:
        raise OperationRefused(translate("DbRefusal", "{p} already exists; choose another name").format(p=p))
    # --force may replace an older tournament file (it is backed up first), never the player library,
    # another program's database, a backup or a file of a backups folder (osfiles.output_files decides)
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
            with database_errors(tmp, "create"):
                create_schema(fresh._engine, who, board_triggers=False)  # added once filled
            if settings is not None:  # None: ``fill`` writes every row (``operations.copy_event``)
                fresh.write(lambda tx: ops_event.init_event(tx, settings))
            result = fill(fresh)
            with database_errors(tmp, "create"):
                add_board_triggers(fresh._engine)
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
        self._writers: dict[tuple[int, bool], Engine] = {}
        """The engine of the transactions that write in each section (``_writer``)."""
        self.user = user
        self.notices: list[str] = []
        self._backed_up_at: int | None = None
        """The last audit id when a backup was last written (None: not yet known)."""
        self._view = False
        """A view of one section of a file opened elsewhere (``section_view``): read-only, never closes it."""
        self.section_id = 1
        """The section every operation works on (``db.sections``): chosen once when the event is opened
        (``tf.sections.choose``), changed by the window's section switcher."""
        self._written: set[int] = set()
        """The audit ids of the operations this object stored, in any section (``changed_by_others``);
        a ``section_view`` shares it."""
        self._written_lock = threading.Lock()
        self._make_areas()

    def _make_areas(self) -> None:
        """The operations, by area: each receives the transaction runner and the areas it reads."""
        self.event = Event(self)
        self.players = Players(self)
        self.restrictions = Restrictions(self)
        self.rounds = Rounds(self, self.event)
        self.results = Results(self)
        self.teams = Teams(self)
        self.ratings = Ratings(self, self.players, self.event)
        self.endevent = EndOfEvent(self, self.event, self.results)
        self.files = Files(self)
        self.desk = Desk(self)
        self.roles = Roles(self)
        self.sections = Sections(self)

    @property
    def roles_apply(self) -> bool:
        """Whether the desks' roles decide who may change the event (``operations.roles``): not for a
        file used alone, whose user is its chief arbiter; a venue server's event says yes."""
        return False

    def section_view(self, section_id: int) -> TournamentFile:
        """The same open event read in the section ``section_id`` (what prints and the web folder read of
        every section in turn), without changing the section this one works on: a read-only view
        sharing this one's connection; closing it closes nothing."""
        view = copy.copy(self)
        view._view = True
        view.section_id = section_id
        view._make_areas()
        return view

    @property
    def read_only(self) -> bool:
        """Opened without a lock (or a view of one section): every operation that writes is refused."""
        return self._lock is None or self._view

    # -- plumbing ------------------------------------------------------------------------------
    def __enter__(self) -> TournamentFile:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()

    def pairing(self) -> contextlib.AbstractContextManager[None]:
        """Nothing to hold on a file while a round is paired: its lock is this program's alone. (A desk
        whose role does not pair is refused here, before the engine runs.)"""
        self.roles.require("pair_round")
        return contextlib.nullcontext()

    def _errors(self, doing: str) -> contextlib.AbstractContextManager[None]:
        """The store's failures as our errors (``database_errors``; a venue server has its own)."""
        return database_errors(self.path, doing)

    def close(self) -> None:
        """Release the file (drops the lock). Idempotent; a view (``section_view``) closes nothing."""
        if self._open and not self._view:
            self._open = False
            self._engine.dispose()
            if self._lock is not None:
                self._lock.release()

    @property
    def is_open(self) -> bool:
        return self._open

    def _session(self, section_id: int) -> Session:
        if not self._open:
            raise TournamentFileError(translate("DbRefusal", "{name} is closed").format(name=self.path.name))
        return section_session(self._engine, section_id)

    def _writer(self, section_id: int, locks_rows: bool = False) -> Engine:
        """The engine of a transaction that writes in the section ``section_id``: its connections carry
        the section (execution option ``arbiter_write``) and whether the operation locks the rows it
        changes (``arbiter_locks_rows``), by which its turn is taken on a venue server
        (``db.server.write_turn``; a file has one writer at a time anyway)."""
        writer = self._writers.get((section_id, locks_rows))
        if writer is None:
            writer = self._engine.execution_options(arbiter_write=section_id, arbiter_locks_rows=locks_rows)
            self._writers[section_id, locks_rows] = writer
        return writer

    def read(self, fn: Callable[[Session], T]) -> T:
        return self.read_in(self.section_id, fn)

    def read_in(self, section_id: int, fn: Callable[[Session], T]) -> T:
        """``read`` in the section ``section_id`` without making it the one worked on (as ``write_in``)."""
        with self._errors("read"), self._session(section_id) as s, s.begin():
            return fn(s)

    def _check_writable(self) -> None:
        if not self._open:
            raise TournamentFileError(translate("DbRefusal", "{name} is closed").format(name=self.path.name))
        if self.read_only:
            raise ReadOnlyFile(
                translate("DbRefusal", "{name} is open read-only; nothing can be changed in it").format(
                    name=self.path.name
                )
            )

    def write(self, fn: Callable[[Tx], T], *, locks_rows: bool = False) -> T:
        """Run one operation in one (``BEGIN IMMEDIATE``) transaction of the current section
        (``write_in``). ``locks_rows``: the operation changes only rows it reads locked (a board's
        result, ``SELECT ... FOR UPDATE``), so on a venue server the other writers of its section need
        not wait for it, nor it for them (``db.server.write_turn``); a file has one writer at a time."""
        return self.write_in(self.section_id, fn, locks_rows=locks_rows)

    def write_in(self, section_id: int, fn: Callable[[Tx], T], *, locks_rows: bool = False) -> T:
        """Run one operation in one (``BEGIN IMMEDIATE``) transaction of the section ``section_id`` (another
        than the current one: a player entered in a second section); any exception rolls it all back.

        When the disk refuses a write, "failed" means "not stored": before the commit nothing can have
        landed; when the commit itself is refused, the file is read back, and an operation whose audit
        row is in it is stored (returned, with a notice); otherwise ``DiskError``."""
        self._check_writable()
        tx: Tx | None = None
        outcome: list[T] = []
        try:
            with (
                self._errors("write"),
                section_session(self._writer(section_id, locks_rows), section_id) as s,
                s.begin(),
            ):
                tx = Tx(s, self.user, guard=roles_guard if self.roles_apply else None)
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
        if tx is not None:
            with self._written_lock:
                self._written.update(tx.written)
        if file_design.DESIGN.checkpoint_after_write:
            checkpoint(self._engine)
        return outcome[0]

    def dry_run(self, fn: Callable[[Tx], T]) -> T:
        """Run ``fn`` in a write transaction that is always rolled back (see a state, keep nothing)."""
        self._check_writable()
        with self._errors("read"), section_session(self._writer(self.section_id), self.section_id) as s:
            s.begin()
            try:
                return fn(Tx(s, self.user, guard=roles_guard if self.roles_apply else None))
            finally:
                s.rollback()

    # -- reading ---------------------------------------------------------------------------------

    def import_notes(self) -> trf_import.ImportNotes | None:
        """What the TRF import that made this file decided and still holds (None: not imported)."""
        return self.read(trf_import.import_notes)

    def audit_log(self) -> tuple[AuditEntry, ...]:
        """The whole audit log, oldest first."""
        return self.read(
            lambda s: tuple(
                AuditEntry(r.id, r.at, r.user, r.operation, r.old_value, r.new_value)
                for r in s.scalars(select(AuditRow).order_by(AuditRow.id))
            )
        )

    def snapshot(self, section_id: int | None = None) -> FileSnapshot:
        """Event, players, rounds, requested byes and the tournament, in one read transaction. Each
        table is read once, as plain columns: the players and the rounds read here are also what the
        tournament is made of (a 9,999-player file at each open of the window, issue 32 item 4).
        ``section_id``: another section's, not made the one worked on (the window's switch, issue 30)."""

        def read(s: Session) -> FileSnapshot:
            players = tuple(player_from_columns(row) for row in plain_rows(s, player_columns(), PlayerRow))
            rounds = read_rounds(s, numbers={p.id: p.number for p in players})
            return FileSnapshot(
                event=event_settings(ops_event.file_event_row(s)),
                players=players,
                rounds=rounds,
                byes=ops_players.list_byes(s, None),
                tournament=mapper.build_tournament(s, None, rounds=rounds, records=players),
            )

        return self.read_in(self.section_id if section_id is None else section_id, read)

    def snapshot_players(self, rounds: tuple[RoundInfo, ...]) -> FileSnapshot | None:
        """:meth:`snapshot` after a write that changed players and no board, the boards taken from
        ``rounds`` (the window's): one read transaction without the boards
        (``operations.players_snapshot``); None when ``rounds`` are not those stored."""
        return self.read(lambda s: players_snapshot(s, rounds))

    def tournament(self, after_round: int | None = None) -> Tournament:
        """The tournament as ``engine.model.Tournament``: rounds 1..after_round (default: every paired
        round, pending results included). What the engine, tie-breaks and printing use."""
        return self.read(lambda s: mapper.build_tournament(s, after_round))

    # -- backups -------------------------------------------------------------------------------
    def backup_after_pairing(self, number: int, progress: ProgressCallback | None) -> None:
        problem = ops_rounds.backup_after_pairing(self.path, number, progress)
        if problem is None:
            self._backed_up_at = self._last_audit_id()
        else:
            self.notices.append(problem)

    def _last_audit_id(self) -> int:
        return self.read(last_audit_id)

    def change_marker(self) -> int:
        """A number that grows with every change committed to the file, by any program (the id of the
        last audit row: every operation writes one in its transaction). One small read: what a reader
        in another process asks to learn that it must read again (``outputs.live``)."""
        return self._last_audit_id()

    def changed_by_others(self, seen: int) -> tuple[int, bool]:
        """(the id of the last audit row, whether any change after the audit row ``seen`` was stored by
        another program or desk rather than through this object). One small read by the primary key:
        what the window asks every second to show the other desks' changes (``arbiter_gui.live_refresh``)."""

        def after(s: Session) -> list[int]:
            after_seen = select(AuditRow.id).where(AuditRow.id > seen)
            return list(s.scalars(after_seen.execution_options(**{ALL_SECTIONS: True})))

        ids = self.read(after)
        with self._written_lock:
            foreign = any(i not in self._written for i in ids)
        return max(ids, default=seen), foreign

    def change_feed(self) -> ChangeFeed | None:
        """The other desks' changes as they are announced (a venue server's, ``operations.change_feed``);
        None for a file, whose changes are asked for (``changed_by_others``)."""
        return None

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

    def connection_settings(self) -> dict[str, str]:
        """The SQLite settings in force (journal_mode, synchronous, foreign_keys): for diagnostics."""
        with self._engine.connect() as conn:
            return {
                name: str(conn.exec_driver_sql(f"PRAGMA {name}").scalar())
                for name in ("journal_mode", "synchronous", "foreign_keys")
            }
