"""The values of the arbiter's desk (issue 33): the check-in before a round and the entry fees.

Amounts of money are integers in the smallest unit of the currency (cents), as the prize lists keep them
(``engine.prizes.format_money`` prints them).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from datetime import datetime

from values import ByeKind, PlayerRecord


class AbsentHandling(enum.Enum):
    """What happens to a player who did not check in before a round is paired (C.04.2 (2026) art. 4.1:
    "Participants who have not confirmed their presence before the drawing of lots are excluded unless
    the Chief Arbiter decides otherwise"): the arbiter chooses."""

    ZERO_BYE = "zero-bye"
    """Not paired in this round, with a zero-point bye (C.04.2 art. 3.3); paired again afterwards."""
    WITHDRAW = "withdraw"
    """Withdrawn from this round on (C.04.2 art. 3.2)."""


@dataclass(frozen=True, slots=True)
class CheckInEntry:
    """One line of the presence list of a round: the player, whether he checked in and when, and what
    keeps him out of the pairing already (a requested bye, a withdrawal)."""

    player: PlayerRecord
    present: bool
    at: datetime | None = None
    bye: ByeKind | None = None
    withdrawn: bool = False

    @property
    def expected(self) -> bool:
        """To be paired in the round unless absent: not withdrawn and without a requested bye."""
        return not self.withdrawn and self.bye is None


@dataclass(frozen=True, slots=True)
class CheckInList:
    """The presence list of round ``round`` (not yet paired), every player sorted by name."""

    round: int
    entries: tuple[CheckInEntry, ...]

    @property
    def present(self) -> int:
        return sum(1 for e in self.entries if e.present)

    @property
    def absent(self) -> tuple[CheckInEntry, ...]:
        """The players expected in the round who have not checked in."""
        return tuple(e for e in self.entries if e.expected and not e.present)


@dataclass(frozen=True, slots=True)
class FeeCategory:
    """An entry-fee category of the event's regulations; a player belongs to the first category of the
    schedule whose conditions he meets (an empty condition is always met)."""

    name: str
    amount: int
    """What the category pays, in the smallest unit of the currency (0: free)."""
    titles: tuple[str, ...] = ()
    """FIDE titles of the category (``GM``, ``WGM``...); empty: any."""
    min_rating: int | None = None
    max_rating: int | None = None
    born_from: int | None = None
    """Born in this year or later (juniors)."""
    born_until: int | None = None
    """Born in this year or earlier (seniors)."""


@dataclass(frozen=True, slots=True)
class FeeSchedule:
    """The event's entry fees: the currency and the categories in order (the first that fits)."""

    currency: str = ""
    categories: tuple[FeeCategory, ...] = ()


@dataclass(frozen=True, slots=True)
class FeePayment:
    """An amount the desk received from a player; ``receipt`` is the receipt's number."""

    receipt: int
    player: PlayerRecord
    amount: int
    paid_at: datetime
    note: str = ""


@dataclass(frozen=True, slots=True)
class PlayerFee:
    """What a player owes and paid: his category (None: no category fits), what it charges, what he paid."""

    player: PlayerRecord
    category: FeeCategory | None
    due: int
    paid: int

    @property
    def outstanding(self) -> int:
        return max(self.due - self.paid, 0)

    @property
    def settled(self) -> bool:
        return self.paid >= self.due


@dataclass(frozen=True, slots=True)
class FeeTotals:
    """The organiser's totals: by category, what is due, received and outstanding."""

    currency: str
    by_category: tuple[tuple[str, int, int, int, int], ...]
    """(category, players, due, received, outstanding) in the schedule's order; ``""``: no category."""
    due: int
    received: int
    outstanding: int
