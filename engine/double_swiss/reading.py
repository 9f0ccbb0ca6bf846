"""A Double-Swiss tournament read from a TRF (``python -m engine --double-swiss``).

The TRF reader (:func:`engine.trf.read_trf_checked`) reads the cells; record 192 is left to this
package (the reader keeps a code it does not pair as read), which refuses a file naming another
system, the Baku Acceleration (C.04.7 does not say whether its "points for a win" are a game's or a
match's under C.04.5), a number of rounds (142) that is not two cells per match, and a match to pair
beyond it.
"""

from __future__ import annotations

from typing import TextIO

from engine.double_swiss.matches import game_cells, match_count
from engine.double_swiss.state import match_to_pair
from engine.double_swiss.system import DOUBLE_SWISS_BAKU_CODE, DOUBLE_SWISS_CODE, record_192
from engine.errors import TrfError
from engine.i18n import translate
from engine.model import Tournament
from engine.trf import read_trf_checked


def _code_192(data: bytes) -> str | None:
    """The code of a 192 record the reader took as a Dutch edition (it keeps only unknown codes)."""
    for line in data.decode("utf-8", "replace").splitlines():
        if line.startswith("192 "):
            return line[4:].strip().upper()
    return None


def read_double_swiss(data: bytes, lenient: bool, pairing: bool, err: TextIO) -> Tournament:
    """The tournament of ``data`` for the Double-Swiss engine (warnings of the reader to ``err``)."""
    checked = read_trf_checked(data, lenient=lenient, check_192=False)
    for warning in checked.warnings:
        err.write(f"warning: {warning}\n")
    tournament = checked.tournament
    code = record_192(tournament) or _code_192(data)
    if tournament.round_robin is not None or code not in (None, DOUBLE_SWISS_CODE):
        if code == DOUBLE_SWISS_BAKU_CODE:
            raise TrfError(
                translate(
                    "DoubleSwiss",
                    "192: the Baku Acceleration is not available with the Double-Swiss System: "
                    "C.04.7 does not say whether its points for a win are a game's or a match's",
                )
            )
        raise TrfError(
            translate("DoubleSwiss", "192: {code} is not the Double-Swiss System ({expected})").format(
                code=code or tournament.rules.value, expected=DOUBLE_SWISS_CODE
            )
        )
    total = tournament.number_of_rounds
    if total is not None and total % 2:
        raise TrfError(
            translate(
                "DoubleSwiss",
                "142: {total} round cells, but a Double-Swiss match takes two (game 1 and game 2)",
            ).format(total=total)
        )
    if pairing and total is not None and game_cells(match_to_pair(tournament))[1] > total:
        raise TrfError(
            translate(
                "DoubleSwiss", "match {match} is beyond the {matches} matches of the tournament"
            ).format(match=match_to_pair(tournament), matches=match_count(total))
        )
    return tournament
