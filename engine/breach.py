"""The one record of the checkers that name articles: an article of the system's text that a recorded
pairing breaks (Dubov C.04.4.1 and Lim C.04.4.3 through :mod:`engine.article_check`; the Double-Swiss
System C.04.5, :mod:`engine.double_swiss.checker`; the Swiss Team System C.04.6,
:mod:`engine.team_swiss.checker`).

The Dutch and Burstein checkers compare a whole round with the engine's pairing instead
(:class:`engine.dutch.checker.Discrepancy`).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.i18n import translate
from engine.model import PairingNumber


@dataclass(frozen=True, slots=True)
class Breach:
    """One article a recorded pairing breaks: where, which, why, and whom it is about."""

    round: int
    """The round (a Double-Swiss match: the match)."""
    article: str
    """As the text numbers it: ``[C1]``, ``3.1``, ``5.2.2`` (Dubov), ``2.1`` (Lim), ``C.04.5 3.4``,
    ``C.04.6 2.1.1 [C1]``..."""
    reason: str
    """The sentence that says what is broken, in the language of the lookup in force when found."""
    players: tuple[PairingNumber, ...] = ()
    """The players (the teams, in a team event) the breach is about: a pair, the bye's, a bracket."""

    def __str__(self) -> str:
        """``round 3: C.04.5 3.4: the pairing-allocated bye goes to ...`` in the language of the lookup
        in force (:func:`engine.i18n.translate`)."""
        return translate("Breach", "round {round}: {article}: {reason}").format(
            round=self.round, article=self.article, reason=self.reason
        )

    def listed(self) -> str:
        """``round 2: [C1] 4 and 7 have played each other``: a breach as the ``-c`` of Dubov and Lim lists
        it under its round (not translated: the reference engines' output)."""
        return f"round {self.round}: {self.article} {self.reason}"
