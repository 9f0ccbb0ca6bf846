"""The tournament file (``*.arbiter``, SQLite) and the operations on it. No Qt here.

Open a file with ``create(path, EventSettings(...))``, ``open_file(path)`` or
``import_trf(trf, path)``; each returns a ``TournamentFile`` (a context manager; the file is locked
against other programs until ``close``). ``open_for_reading(path)`` also opens a file on a
read-only drive or in use elsewhere, read-only (``open_file(path, read_only=True)``). Its methods
are the operations, each ONE transaction with its audit-log row, returning frozen values from ``db.values``:

- reading: ``event``, ``players``, ``player``, ``player_by_number``, ``numbers``, ``rounds``,
  ``round``, ``boards``, ``byes``, ``prohibited_pairs``, ``audit_log``, ``paired_rounds``,
  ``tournament(after_round)`` (the ``engine.model.Tournament``), ``pairing_input``,
  ``stored_pairing_input``, ``explain_round``, ``check_pairings``, ``pairing_warnings`` (each round as
  it was paired: its players, the results known then), ``late_corrections`` (the results corrected
  since, ``db.result_history``), ``standings``, ``export_trf``/``export_trf_file``;
- event and players: ``update_event``, ``set_language`` (of the event's documents), ``add_player`` (late
  entries too), ``edit_player``,
  ``preview_player_import``/``import_players``/``undo_player_import`` (a CSV list, ``db.csv_players``:
  all or nothing, one operation),
  ``remove_player``, ``sort_pairing_numbers``, ``withdraw_player``, ``reinstate_player``,
  ``request_bye``/``cancel_bye``, ``add_prohibited_pair``/``remove_prohibited_pair``,
  ``accelerations``/``set_accelerations``, ``apply_baku_acceleration``/``remove_acceleration``,
  ``apply_restriction``/``remove_restriction``/``restore_restriction`` (club or federation groups of
  prohibited pairings, ``db.ops_restrictions``), ``registration_warnings``, ``rating_changes`` and
  ``update_ratings`` (from the player library, ``db.rating_update``);
- rounds: ``pair_next_round(pairer=, progress=)``, ``repair_last_round``, ``set_pairing``,
  ``delete_last_round``, ``set_result`` (also corrections in past rounds), ``set_round_date``;
- round robins (``EventSettings.round_robin``; Berger tables, C.05 Annex 1): ``pair_next_round`` and
  ``pair_all_rounds`` pair by the table without waiting for results, ``draw_lots`` /
  ``set_pairing_numbers`` before round 1, ``schedule``, ``withdraw`` (forfeits and how the games
  count, FIDE Tournament Rules V.4); re-pairing and pairings set by hand are refused.
- copies: ``save_copy`` (a consistent snapshot), ``timed_backup``, ``backups`` (``db.backups``).

Refusals raise ``OperationRefused``; unusable files ``TournamentFileError`` and its subclasses
(``FileInUse``, ``ReadOnlyFile``, ``NotATournamentFile``, ``CorruptFile``, ``NewerSchemaError``,
``DiskError``: the disk refused a write, and the operation is not stored): all are
``engine.errors.ArbiterError``. The headless ``arbiter`` sub-commands are in ``db.cli``;
``db.standin.simple_pair_round`` is a deterministic stand-in pairer for tests and demos.

The player library (FIDE and national rating lists, a file of its own) is ``db.library``; registering
a player from it is ``db.registration.details_from_library``.
"""

from db.api import FILE_SUFFIX, TournamentFile, create, import_trf, open_file, open_for_reading, preview_trf
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
from db.values import (
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
from engine.rating.kfactor import RatingType

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
