"""Arbiter Desk's engine: the rules of a FIDE Swiss tournament, with no GUI and no database.

Imports only the standard library (a test checks it).
"""

from engine.errors import ArbiterError, InvalidTournamentError, NoLegalPairingError, TrfError
from engine.model import (
    Board,
    Colour,
    Pairing,
    PairingNumber,
    Player,
    PointSystem,
    ResultCode,
    RoundEntry,
    RulesEdition,
    Tournament,
)

__all__ = [
    "ArbiterError",
    "Board",
    "Colour",
    "InvalidTournamentError",
    "NoLegalPairingError",
    "Pairing",
    "PairingNumber",
    "Player",
    "PointSystem",
    "ResultCode",
    "RoundEntry",
    "RulesEdition",
    "Tournament",
    "TrfError",
]
