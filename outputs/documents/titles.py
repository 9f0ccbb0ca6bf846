"""How the ranked documents are titled: "Final standings" after the last round, "after round N" before."""

from __future__ import annotations

from engine.model import Tournament
from texts.catalogue import QT_TRANSLATE_NOOP, translate

_TITLES = {
    QT_TRANSLATE_NOOP("Documents", "Standings"): (
        QT_TRANSLATE_NOOP("Documents", "Final standings"),
        QT_TRANSLATE_NOOP("Documents", "Standings after round {round}"),
    ),
    QT_TRANSLATE_NOOP("Documents", "Crosstable"): (
        QT_TRANSLATE_NOOP("Documents", "Final crosstable"),
        QT_TRANSLATE_NOOP("Documents", "Crosstable after round {round}"),
    ),
    QT_TRANSLATE_NOOP("Documents", "Prize list"): (
        QT_TRANSLATE_NOOP("Documents", "Final prize list"),
        QT_TRANSLATE_NOOP("Documents", "Prize list after round {round}"),
    ),
    QT_TRANSLATE_NOOP("Documents", "Team standings"): (
        QT_TRANSLATE_NOOP("Documents", "Final team standings"),
        QT_TRANSLATE_NOOP("Documents", "Team standings after round {round}"),
    ),
    QT_TRANSLATE_NOOP("Documents", "Team crosstable"): (
        QT_TRANSLATE_NOOP("Documents", "Final team crosstable"),
        QT_TRANSLATE_NOOP("Documents", "Team crosstable after round {round}"),
    ),
    QT_TRANSLATE_NOOP("Documents", "Board results"): (
        QT_TRANSLATE_NOOP("Documents", "Final board results"),
        QT_TRANSLATE_NOOP("Documents", "Board results after round {round}"),
    ),
}
"""For each ranked document (its English name): the final title and the title after a round. Each is
a whole phrase for the translators (word order and case differ between languages)."""


def standings_title(t: Tournament, after_round: int, what: str = "Standings") -> str:
    """``Final standings`` once the rounds of the event are all played, ``Standings after round N`` before;
    in the document's language. ``what``: ``Standings``, ``Crosstable``, ``Prize list`` or one of a team
    event's (English).

    >>> from engine.model import Tournament
    >>> standings_title(Tournament(number_of_rounds=9), 9), standings_title(Tournament(number_of_rounds=9), 4)
    ('Final standings', 'Standings after round 4')
    """
    final, after = _TITLES[what]
    planned = t.number_of_rounds or 0
    if after_round >= 1 and after_round >= planned:
        return translate("Documents", final)
    return translate("Documents", after).format(round=after_round)
