"""The sections of an event (Open A, Open B, a blitz...), as the operations return them
(``operations.sections``)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.model import PairingSystem, RoundRobin


@dataclass(frozen=True, slots=True)
class SectionInfo:
    """One section of the event: a tournament of its own in the same file (``db.schema.SectionRow``)."""

    id: int
    name: str
    system: PairingSystem
    round_robin: RoundRobin | None
    """Its round-robin settings; None for a Swiss section."""
    number_of_rounds: int
    paired_rounds: int
    players: int
