"""How the ranked documents are titled: "Final standings" after the last round, "after round N" before."""

from __future__ import annotations

from engine.model import Tournament


def standings_title(t: Tournament, after_round: int, what: str = "Standings") -> str:
    """``Final standings`` once the rounds of the event are all played, ``Standings after round N`` before.

    >>> from engine.model import Tournament
    >>> standings_title(Tournament(number_of_rounds=9), 9), standings_title(Tournament(number_of_rounds=9), 4)
    ('Final standings', 'Standings after round 4')
    """
    planned = t.number_of_rounds or 0
    if after_round >= 1 and after_round >= planned:
        return f"Final {what.lower()}"
    return f"{what} after round {after_round}"
