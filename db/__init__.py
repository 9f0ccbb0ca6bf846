"""The tournament file (``*.arbiter``, SQLite) and the operations on it. No Qt here.

Public API: ``create``, ``open_file``, ``import_trf`` return a ``TournamentFile`` whose methods are
the operations (each one transaction with its audit row); values are in ``db.values``, errors in
``db.errors``. The headless ``arbiter`` sub-commands are in ``db.cli``.
"""

from db.api import FILE_SUFFIX, TournamentFile, create, import_trf, open_file
from db.errors import (
    CorruptFile,
    FileInUse,
    NewerSchemaError,
    NotATournamentFile,
    OperationRefused,
    TournamentFileError,
)
from db.values import (
    AuditEntry,
    BoardRecord,
    ByeKind,
    ByeRecord,
    EventSettings,
    GameResult,
    ImportReport,
    Pairer,
    PlayerAdded,
    PlayerDetails,
    PlayerId,
    PlayerRecord,
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
    "EventSettings",
    "FileInUse",
    "GameResult",
    "ImportReport",
    "NewerSchemaError",
    "NotATournamentFile",
    "OperationRefused",
    "Pairer",
    "PlayerAdded",
    "PlayerDetails",
    "PlayerId",
    "PlayerRecord",
    "ProgressCallback",
    "ProhibitedPair",
    "RoundInfo",
    "RoundState",
    "TournamentFile",
    "TournamentFileError",
    "TrfVersion",
    "create",
    "import_trf",
    "open_file",
]
