"""The open tournament file and what the window knows of it: one immutable :class:`FileState` at a time.

The state is read from the file in one transaction (``TournamentFile.snapshot``) when a file is opened
and after operations that change much (a pairing, a player added); after a typed result it is updated
from the record ``db`` returns (``FileState.with_result``), so nothing is read again. Every change
is announced once by :attr:`Session.changed`, with what changed; the controllers update their views
from it, and the standings are computed from its (immutable) tournament on the worker.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass, field, fields, replace
from functools import cached_property
from operator import attrgetter
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from arbiter_gui.snapshot import RunningScores, running_scores, running_scores_after
from engine.model import NOT_PAIRED, PairingNumber, Player, RoundEntry, Tournament
from operations import tournament_file as dbapi
from values import (
    BoardRecord,
    ByeRecord,
    EventSettings,
    FileSnapshot,
    PlayerId,
    PlayerRecord,
    RoundInfo,
    RoundState,
    round_cells,
)


class ChangeKind(enum.Enum):
    FILE = "file"
    """Another file was opened (or the file closed): every view starts afresh."""
    EVERYTHING = "everything"
    """The state was read again from the file."""
    RESULT = "result"
    """One board's result (``Change.board``)."""


@dataclass(frozen=True)
class Change:
    kind: ChangeKind
    board: BoardRecord | None = None
    """For ``RESULT``: the board as stored now."""
    before: BoardRecord | None = None
    """For ``RESULT``: the board as it was."""


@dataclass(frozen=True)
class PlayerIndexes:
    """Where each player is, by pairing number and by id: neither a result nor a pairing changes them,
    so they are made once per file read and carried from one state to the next (10,000 players: a
    dictionary of each made again at every result typed was a few milliseconds each, issue 32 item 4)."""

    position: dict[PairingNumber, int]
    """The player's place in ``Tournament.players`` (the first listed, should two share a number)."""
    id_by_number: dict[PairingNumber, PlayerId]
    player_by_id: dict[PlayerId, PlayerRecord]

    @staticmethod
    def of(players: tuple[PlayerRecord, ...], tournament: Tournament) -> PlayerIndexes:
        position: dict[PairingNumber, int] = {}
        for i, p in enumerate(tournament.players):
            position.setdefault(p.number, i)
        return PlayerIndexes(position, {p.number: p.id for p in players}, {p.id: p for p in players})


@dataclass(frozen=True, eq=False)
class FileState:
    """One consistent view of the open file: the snapshot ``db`` read, and its version in this window."""

    path: Path
    snapshot: FileSnapshot
    version: int
    """Grows by one with every change the window sees (to tell a result computed from it is current)."""
    scores_read: RunningScores | None = field(default=None, repr=False)
    """:attr:`running_scores` when made with the snapshot (on the worker, ``Session.open_read``) or
    carried from the state this one follows (``with_round``)."""
    indexes_carried: PlayerIndexes | None = field(default=None, repr=False)
    """:attr:`indexes` of the state this one follows (the same players)."""
    missing_carried: tuple[int, ...] | None = field(default=None, repr=False)
    """:attr:`missing` as the state this one follows left it, with the one result changed."""

    @property
    def event(self) -> EventSettings:
        return self.snapshot.event

    @property
    def players(self) -> tuple[PlayerRecord, ...]:
        return self.snapshot.players

    @property
    def rounds(self) -> tuple[RoundInfo, ...]:
        return self.snapshot.rounds

    @property
    def byes(self) -> tuple[ByeRecord, ...]:
        return self.snapshot.byes

    @property
    def tournament(self) -> Tournament:
        return self.snapshot.tournament

    @cached_property
    def running_scores(self) -> RunningScores:
        """Each player's score after each round (``arbiter_gui.snapshot.running_scores``), made once."""
        return self.scores_read if self.scores_read is not None else running_scores(self.tournament)

    @cached_property
    def indexes(self) -> PlayerIndexes:
        found = self.indexes_carried
        return found if found is not None else PlayerIndexes.of(self.players, self.tournament)

    @property
    def player_by_id(self) -> dict[PlayerId, PlayerRecord]:
        return self.indexes.player_by_id

    @property
    def id_by_number(self) -> dict[PairingNumber, PlayerId]:
        return self.indexes.id_by_number

    def player(self, number: PairingNumber) -> Player:
        """The tournament's player of pairing number ``number`` (``KeyError``: none)."""
        return self.tournament.players[self.indexes.position[number]]

    @cached_property
    def missing(self) -> tuple[int, ...]:
        """The results still missing in each round, in the order of :attr:`rounds` (a round of 5,000
        boards is counted once, not again at each result typed)."""
        found = self.missing_carried
        return found if found is not None else tuple(r.missing_results for r in self.rounds)

    def missing_in(self, info: RoundInfo) -> int:
        """The results still missing in round ``info`` of this state."""
        k = info.number - 1
        if 0 <= k < len(self.rounds) and self.rounds[k] is info:
            return self.missing[k]
        return info.missing_results  # a round not of this state

    @property
    def paired(self) -> int:
        """The last paired round (0 before round 1)."""
        return self.rounds[-1].number if self.rounds else 0

    @cached_property
    def complete(self) -> int:
        """The last round up to which every board of every round has its result (0 if none): standings
        (C.07) are taken after it."""
        done = 0
        for r, missing in zip(self.rounds, self.missing, strict=True):
            if missing:
                break
            done = r.number
        return done

    def round(self, number: int) -> RoundInfo | None:
        if 1 <= number <= len(self.rounds) and self.rounds[number - 1].number == number:
            return self.rounds[number - 1]
        return next((r for r in self.rounds if r.number == number), None)

    def board(self, round_number: int, board: int) -> BoardRecord | None:
        info = self.round(round_number)
        if info is None:
            return None
        boards = info.boards
        if 1 <= board <= len(boards) and boards[board - 1].board == board:  # boards are kept in order
            return boards[board - 1]
        return next((b for b in boards if b.board == board), None)

    def with_result(self, record: BoardRecord) -> FileState:
        """The state after ``db`` stored ``record`` (``set_result`` returns it): the round's board and
        both players' round entries replaced, nothing read from the file; the indexes and the missing
        results carried over (a result typed at 9,999 players touches two players and one board)."""
        info = self.round(record.round)
        if info is None:
            raise LookupError(f"round {record.round} is not in the window's state")
        k = next(i for i, r in enumerate(self.rounds) if r is info)
        before = self.board(record.round, record.board)
        missing: list[int] | None = None
        if before is not None:
            missing = list(self.missing)
            missing[k] += (record.result is None) - (before.result is None)
        boards = info.boards
        i = record.board - 1
        if before is not None and 0 <= i < len(boards) and boards[i] is before:
            boards = boards[:i] + (record,) + boards[i + 1 :]
        else:
            boards = tuple(record if b is before else b for b in boards)
        complete = missing[k] == 0 if missing is not None else all(b.result is not None for b in boards)
        state = RoundState.COMPLETE if complete else RoundState.PAIRED
        rounds = self.rounds[:k] + (replace(info, boards=boards, state=state),) + self.rounds[k + 1 :]
        white_entry, black_entry = record.round_entries()
        indexes = self.indexes
        players = list(self.tournament.players)
        for number, entry in ((record.white_number, white_entry), (record.black_number, black_entry)):
            at = indexes.position.get(number)
            if at is not None:
                players[at] = _in_round(players[at], record.round, entry)
        tournament = replace(self.tournament, players=tuple(players))
        snapshot = replace(self.snapshot, rounds=rounds, tournament=tournament)
        carried = tuple(missing) if missing is not None else None
        return FileState(self.path, snapshot, self.version + 1, None, indexes, carried)

    def with_player(self, record: PlayerRecord) -> FileState | None:
        """The state after ``db`` stored ``record``, one player's record changed and nothing else (a
        correction, a fixed board, a Swiss withdrawal or reinstatement, a fee category: the operation
        returns the record): the player and his tournament player replaced with his cells as they were,
        the event's withdrawals made again from the records (as ``operations.mapper`` makes them),
        nothing read. None when that is not all it may have changed: a team event (its players are its
        teams' too), a player not in the state or of another pairing number."""
        old = self.player_by_id.get(record.id)
        at = self.indexes.position.get(record.number)
        if self.event.team is not None or old is None or old.number != record.number or at is None:
            return None
        players = tuple(record if p.id == record.id else p for p in self.players)
        before = self.tournament.players[at]
        made = Player(
            record.number,
            record.name,
            record.rating,
            record.title,
            record.federation,
            record.fide_id,
            record.sex,
            record.birth_date,
            None,
            None,
            before.rounds,
        )
        gone = [(p.number, p.withdrawn_from_round) for p in players if p.withdrawn_from_round is not None]
        tournament = replace(
            self.tournament,
            players=self.tournament.players[:at] + (made,) + self.tournament.players[at + 1 :],
            withdrawn=frozenset(number for number, _ in gone),
            withdrawal_rounds=tuple(gone),
        )
        snapshot = replace(self.snapshot, players=players, tournament=tournament)
        known = self.indexes
        indexes = PlayerIndexes(known.position, known.id_by_number, {**known.player_by_id, record.id: record})
        scores: RunningScores | None = self.__dict__.get("running_scores", self.scores_read)  # the same cells
        return FileState(self.path, snapshot, self.version + 1, scores, indexes, self.missing)

    def with_round(self, info: RoundInfo) -> FileState:
        """The state after ``db`` paired (or paired again) the last round ``info`` (``pair_next_round``
        returns it): the round and every player's cell of it (``values.round_cells``), nothing
        read; the running scores, when made already, carried over with only the new cells added
        (``arbiter_gui.snapshot.running_scores_after``), and a player whose cell is as it was kept."""
        n = info.number
        rounds = tuple(r for r in self.rounds if r.number < n) + (info,)
        cells = round_cells(info, {p.id: p.number for p in self.players})
        players = tuple(_in_round(p, n, cells.get(p.number, NOT_PAIRED)) for p in self.tournament.players)
        tournament = replace(self.tournament, players=players)
        snapshot = replace(self.snapshot, rounds=rounds, tournament=tournament)
        known: RunningScores | None = self.__dict__.get("running_scores", self.scores_read)  # made already
        scores = None if known is None else running_scores_after(known, tournament, n)
        return FileState(self.path, snapshot, self.version + 1, scores, self.indexes)


_PLAYER_FIELDS = [f.name for f in fields(Player)]
if _PLAYER_FIELDS[-1] != "rounds":  # _MAKE(*_STATIC(player), rounds) below puts the rounds last
    raise ImportError("engine.model.Player's last field is not its rounds: mend session._STATIC")
_STATIC = attrgetter(*_PLAYER_FIELDS[:-1])
"""A player's fields but the last, the rounds: ``_MAKE(*_STATIC(player), rounds)`` is ``player`` with
other rounds, made in half the time of ``dataclasses.replace`` (9,999 players at each pairing)."""
_MAKE: Callable[..., Player] = Player


def _in_round(player: Player, round_number: int, entry: RoundEntry) -> Player:
    """``player`` with ``entry`` as the cell of round ``round_number``, the cells of the other rounds as
    they were (empty cells before it when the player had fewer: a round just paired; the later rounds
    kept: a result of an earlier round corrected); ``player`` itself when that is what it was."""
    rounds = player.rounds
    if len(rounds) >= round_number and rounds[round_number - 1] == entry:
        return player
    if len(rounds) == round_number - 1:
        cells = rounds + (entry,)
    else:
        before = rounds[: round_number - 1] + (NOT_PAIRED,) * (round_number - 1 - len(rounds))
        cells = before + (entry,) + rounds[round_number:]
    return _MAKE(*_STATIC(player), cells)


@dataclass(frozen=True)
class SectionRead:
    """A section of the open event read whole as a file just opened (``read_section``), not yet the one
    worked on: what the window shows when it switches to it (``Session.show_section``)."""

    section_id: int
    marker: int
    """The event's change marker, read just before the section (``Session.marker``)."""
    snapshot: FileSnapshot


def read_section(tf: dbapi.TournamentFile, section_id: int) -> SectionRead:
    """The section ``section_id`` of ``tf`` read without making it the one worked on (issue 30 item 3: at a
    venue desk on the worker, the window showing the section it shows until then): the change marker,
    then the section (``TournamentFile.snapshot(section_id)``)."""
    marker = tf.change_marker()
    return SectionRead(section_id, marker, tf.snapshot(section_id))


class Session(QObject):
    """The open ``operations.TournamentFile`` (or none) and its :class:`FileState`."""

    changed = Signal(object, object)
    """(``FileState`` or None, ``Change``) after every change the window sees."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.tf: dbapi.TournamentFile | None = None
        self.state: FileState | None = None
        self._version = 0
        self.marker = 0
        """The event's last audit id read just before the state was last read whole
        (``TournamentFile.change_marker``): where ``arbiter_gui.live_refresh`` starts looking for the
        changes of other desks."""

    @property
    def is_open(self) -> bool:
        return self.tf is not None

    def open(self, tf: dbapi.TournamentFile | None) -> None:
        """Show ``tf`` (None: no file). The previous file is closed."""
        self._take(tf)
        self._shown(None if tf is None else self._read(tf))

    def open_read(
        self,
        tf: dbapi.TournamentFile,
        snapshot: FileSnapshot,
        marker: int,
        scores: RunningScores | None = None,
    ) -> None:
        """Show ``tf`` as read already: ``tf.snapshot()`` after ``tf.change_marker()`` gave ``marker``,
        and its players' ``scores`` if made (a big file is read on the worker,
        ``FilesController.open_path``). The previous file is closed."""
        self._take(tf)
        self.marker = marker
        self._version += 1
        self._shown(FileState(Path(tf.path), snapshot, self._version, scores))

    def _take(self, tf: dbapi.TournamentFile | None) -> None:
        if self.tf is not None and self.tf is not tf:
            self.tf.close()
        self.tf = tf

    def _shown(self, state: FileState | None) -> None:
        self.state = state
        self.changed.emit(self.state, Change(ChangeKind.FILE))

    def close(self) -> None:
        self.open(None)

    def show_section(self, read: SectionRead) -> None:
        """Show another section of the open event as read already (``read_section``): it becomes the one
        worked on (``tf.sections.work_on``, nothing read) and every view starts afresh."""
        tf = self.tf
        if tf is None:
            return
        tf.sections.work_on(read.section_id)
        self.marker = read.marker
        self._version += 1
        self._shown(FileState(Path(tf.path), read.snapshot, self._version))

    def reload(self) -> None:
        """Read the state again from the file (one transaction)."""
        tf = self.tf
        if tf is None:
            return
        self.state = self._read(tf)
        self.changed.emit(self.state, Change(ChangeKind.EVERYTHING))

    def player_stored(self, record: PlayerRecord) -> bool:
        """``db`` stored ``record``, one player's record and nothing else: the state follows from it
        (``FileState.with_player``), nothing read; False when it cannot (nothing done)."""
        state = self.state
        made = None if state is None else state.with_player(record)
        if made is None:
            return False
        self.state = made
        self._version = made.version
        self.changed.emit(self.state, Change(ChangeKind.EVERYTHING))
        return True

    def players_changed(self) -> None:
        """A write changed players and no board: they are read again, the boards kept from the state
        (``TournamentFile.snapshot_players``); the whole event when the rounds stored are not those."""
        tf, state = self.tf, self.state
        if tf is None:
            return
        marker = tf.change_marker()
        snapshot = None if state is None else tf.snapshot_players(state.rounds)
        if snapshot is None:
            self.reload()
            return
        self.marker = marker
        self.show_snapshot(snapshot)

    def round_paired(self, info: RoundInfo) -> None:
        """``db`` paired the last round (or paired it again): the state follows from ``info``."""
        state = self.state
        if state is None:
            return
        self.state = state.with_round(info)
        self._version = self.state.version
        self.changed.emit(self.state, Change(ChangeKind.EVERYTHING))

    def show_snapshot(self, snapshot: FileSnapshot) -> None:
        """A snapshot read right after an operation (on the worker, by the job that ran it)."""
        if self.tf is None:
            return
        self._version += 1
        self.state = FileState(Path(self.tf.path), snapshot, self._version)
        self.changed.emit(self.state, Change(ChangeKind.EVERYTHING))

    def result_stored(self, record: BoardRecord) -> None:
        """``db`` stored ``record``: update the state from it, announce the one board."""
        state = self.state
        if state is None:
            return
        before = state.board(record.round, record.board)
        self.state = state.with_result(record)
        self._version = self.state.version
        self.changed.emit(self.state, Change(ChangeKind.RESULT, record, before))

    def _read(self, tf: dbapi.TournamentFile) -> FileState:
        self._version += 1
        self.marker = tf.change_marker()
        return FileState(Path(tf.path), tf.snapshot(), self._version)
