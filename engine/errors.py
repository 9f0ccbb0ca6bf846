"""The one family of errors raised by the engine.

Every error carries a message an arbiter can read. Callers at the edges (the CLI, the GUI, ``db/``)
turn them into exit codes, dialogs or refusals; nothing inside the engine prints.
"""

from __future__ import annotations

from engine.i18n import translate


class ArbiterError(ValueError):
    """Base of every error the engine raises on purpose."""


class TrfError(ArbiterError):
    """A TRF file that cannot be read: carries the line number, the line and the reason."""

    def __init__(self, reason: str, line_number: int | None = None, line: str | None = None) -> None:
        self.reason = reason
        self.line_number = line_number
        self.line = line
        text = reason
        if line_number is not None:
            text = translate("TrfError", "line {line}: {reason}").format(line=line_number, reason=reason)
        shown = f"\n  {line.rstrip()}" if line else ""
        super().__init__(f"{text}{shown}")


class InvalidTournamentError(ArbiterError):
    """The tournament is inconsistent (e.g. a game claimed differently by its two players)."""


class NoLegalPairingError(ArbiterError):
    """No pairing satisfies the absolute criteria (C.04.3 art. 2.1, C1-C3)."""
