"""The use cases: the operations on a tournament file, by area. No Qt, no command line, no printing.

Open a file with ``create(path, EventSettings(...))``, ``open_file(path)`` or ``import_trf(trf, path)``;
each returns a ``TournamentFile`` (``operations.tournament_file``: a context manager; the file is locked
against other programs until ``close``). ``open_for_reading(path)`` also opens a file on a read-only
drive or in use elsewhere, read-only (``open_file(path, read_only=True)``).

The handle itself reads what spans the areas (``tournament(after_round)``, the ``engine.model.Tournament``;
``snapshot``; ``audit_log``; ``import_notes``), runs the transactions (``read``, ``write``, ``dry_run``)
and writes the timed backups. The operations are its areas, one module each, each operation ONE
transaction with its audit-log row, returning frozen values from ``values``:

- ``tf.event`` (``operations.event``): settings, rules edition, language of the documents,
  accelerations (Baku), round dates;
- ``tf.players`` (``operations.players``): registration (``add``, late entries too; a CSV list:
  ``preview_import``/``import_list``/``undo_import``, ``formats.csv_players``), pairing numbers,
  withdrawals, requested byes;
- ``tf.restrictions`` (``operations.restrictions``): prohibited pairs, club or federation groups;
- ``tf.rounds`` (``operations.rounds``): ``pair_next``, ``pair_all`` (round robin), ``repair_last``,
  ``set_pairing`` (by hand, C.04.2 art. 4.4), ``pairing_warnings``, ``explain``, ``check``,
  ``delete_last``, ``schedule``;
- ``tf.results`` (``operations.results``): ``set`` (also corrections in past rounds), a CSV of results,
  ``late_corrections``, ``standings``;
- ``tf.ratings`` (``operations.ratings``): K factors, the update from the player library;
- ``tf.endevent`` (``operations.end_of_event``): rating report, norms, prizes, the submission check;
- ``tf.files`` (``operations.files``): ``backups``, ``save_copy``, ``export_trf``/``export_trf_file``;
- ``tf.desk`` (``operations.desk``): the check-in before each round, the entry fees and their receipts;
- ``tf.teams`` (``operations.teams``): a team event's teams, line-ups, matches, standings.

The areas hold no state: each receives the handle as a ``FileAccess`` (``operations.file_access``) and the
areas it reads. Inside a transaction the work is done by the ``ops_*`` modules, functions of a
``db.tx.Tx``. Refusals raise ``OperationRefused``; unusable files ``TournamentFileError`` and its
subclasses (``FileInUse``, ``ReadOnlyFile``, ``NotATournamentFile``, ``CorruptFile``,
``NewerSchemaError``, ``DiskError``: the disk refused a write, and the operation is not stored): all
are ``engine.errors.ArbiterError``. ``operations.standin.simple_pair_round`` is a deterministic
stand-in pairer for tests and demos.

Registering a player from the player library is ``operations.registration.details_from_library``.
"""

from db.errors import (
    CorruptFile,
    DiskError,
    FileInUse,
    NewerSchemaError,
    NotATournamentFile,
    OperationRefused,
    ReadOnlyFile,
    TournamentFileError,
)
from engine.rating.kfactor import RatingType
from operations.opening import create, import_trf, open_file, open_for_reading
from operations.tournament_file import FILE_SUFFIX, TournamentFile, preview_trf
from values import (
    AuditEntry,
    BoardRecord,
    ByeKind,
    ByeRecord,
    EventSettings,
    FileSnapshot,
    GameResult,
    ImportProblem,
    ImportReport,
    Pairer,
    PairingChange,
    PlayerAdded,
    PlayerDetails,
    PlayerId,
    PlayerImportPreview,
    PlayerRecord,
    PlayersImported,
    ProgressCallback,
    ProhibitedPair,
    RoundInfo,
    RoundState,
    TrfVersion,
)

__all__ = [
    "FILE_SUFFIX",
    "AuditEntry",
    "BoardRecord",
    "ByeKind",
    "ByeRecord",
    "CorruptFile",
    "DiskError",
    "EventSettings",
    "FileSnapshot",
    "FileInUse",
    "GameResult",
    "ImportProblem",
    "ImportReport",
    "NewerSchemaError",
    "NotATournamentFile",
    "OperationRefused",
    "Pairer",
    "PairingChange",
    "PlayerAdded",
    "PlayerDetails",
    "PlayerId",
    "PlayerImportPreview",
    "PlayerRecord",
    "PlayersImported",
    "ProgressCallback",
    "ProhibitedPair",
    "RatingType",
    "ReadOnlyFile",
    "RoundInfo",
    "RoundState",
    "TournamentFile",
    "TournamentFileError",
    "TrfVersion",
    "create",
    "import_trf",
    "open_file",
    "open_for_reading",
    "preview_trf",
]
