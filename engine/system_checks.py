"""Warnings for a pairing made by hand in a Burstein, Dubov, Lim or Double-Swiss event, in its terms.

The arbiter may change a pairing (C.04.2 art. 4.4); the program then lists what the change breaks, as
:func:`engine.manual_pairing.check_manual_pairing` does for the Dutch system. Each system's own checker
judges the pairing against the tournament as it stood before the round
(:func:`engine.dutch.checker.tournament_before`):

- the Burstein System (C.04.4.2): the absolute rules of C.04.1 it breaks
  (:func:`engine.burstein.checker.absolute_breaches`), else, when it is not the engine's pairing, that it
  is not the pairing of the Burstein procedure (art. 3-4);
- the Dubov System (C.04.4.1): the articles it breaks (:func:`engine.dubov.checker.pairing_breaches`:
  [C1]-[C3] absolute; 3.1, 5.2.x below them), and, when it is not the engine's pairing, art. 3.2.

- the Double-Swiss System (C.04.5): the articles :func:`engine.double_swiss.checker.check_match` names
  (3.3.1, [C1], [C2] absolute; the procedure 3.4-3.6 and the colours 4.3 below them), for a match.

Which checker a system has is decided in :data:`engine.system_policy.SYSTEMS`; :func:`hand_checker_of`
and :func:`round_checker_of` give it.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import cast

from engine.dutch.checker import Discrepancy, same_pairing, tournament_before
from engine.errors import NoLegalPairingError
from engine.i18n import QT_TRANSLATE_NOOP
from engine.model import Pairing, PairingNumber, PairingSystem, Tournament
from engine.pairing_warnings import PairingWarning, Severity
from engine.phrase import Phrase
from engine.system_policy import SYSTEMS, function_of

HandChecker = Callable[[Tournament, Pairing], list[PairingWarning]]
"""Every rule a pairing of round ``pairing.round`` breaks, as the system's text names it
(:func:`engine.manual_pairing.check_manual_pairing` and the functions below)."""

RoundChecker = Callable[[Tournament, int], Discrepancy | None]
"""Round ``round_number`` of a tournament against the engine's pairing of it (None: they agree)."""


def hand_checker_of(system: PairingSystem) -> HandChecker | None:
    """The checker of a hand-made pairing of ``system`` (None: the system has none in this build)."""
    target = SYSTEMS[system].checker
    return None if target is None else cast(HandChecker, function_of(target))


def round_checker_of(system: PairingSystem) -> RoundChecker | None:
    """The checker of a recorded round of ``system`` (None: the system has none in this build)."""
    target = SYSTEMS[system].round_checker
    return None if target is None else cast(RoundChecker, function_of(target))


_DUBOV_ABSOLUTE = frozenset({"[C1]", "[C2]", "[C3]"})
"""The absolute criteria of C.04.4.1 art. 2.1; the checker's other articles are below them."""

_LIM_ABSOLUTE = frozenset({"2.1", "C.04.1 art. 4"})
"""What a Lim pairing may never break (:mod:`engine.lim.checker`): two incompatible players paired
(C.04.4.3 art. 2.1) and a second pairing-allocated bye (C.04.1 art. 4)."""


def _players(pairing: Pairing) -> tuple[PairingNumber, ...]:
    return tuple(n for b in pairing.boards for n in (b.white, b.black)) + (
        (pairing.bye,) if pairing.bye is not None else ()
    )


def _engine(
    pair: Callable[[Tournament, int | None], Pairing], before: Tournament, round_number: int
) -> Pairing | None:
    """The engine's pairing of the round (None: it finds no legal one, so none is better)."""
    try:
        return pair(before, round_number)
    except NoLegalPairingError:
        return None


def check_burstein_pairing(tournament: Tournament, pairing: Pairing) -> list[PairingWarning]:
    """Every rule ``pairing`` (of round ``pairing.round``) of a Burstein event breaks: the absolute
    rules of C.04.1 first; a legal pairing other than the engine's is told so (C.04.4.2 art. 3-4)."""
    from engine.burstein import pair_round
    from engine.burstein.checker import absolute_breaches, not_the_procedure

    before = tournament_before(tournament, pairing.round)
    absolute = absolute_breaches(before, pairing)
    out = [PairingWarning("C.04.1", Severity.ABSOLUTE, (), text) for text in absolute]
    if absolute:
        return out
    expected = _engine(pair_round, before, pairing.round)
    if expected is not None and not same_pairing(expected, pairing, frozenset()):
        out.append(
            PairingWarning("C.04.4.2 art. 3-4", Severity.QUALITY, _players(pairing), not_the_procedure())
        )
    return out


def _article_pairing_warnings(
    tournament: Tournament,
    pairing: Pairing,
    text: str,
    absolute: frozenset[str],
    procedure_article: str,
    engine: str,
) -> list[PairingWarning]:
    """The warnings of a hand-made pairing in a system whose checker names articles (Dubov, Lim):
    each breach under ``text`` (C.04.4.1, C.04.4.3), the ``absolute`` articles first; when none is
    absolute and the pairing is not the engine's, ``procedure_article`` (the text's procedure)."""
    module = importlib.import_module(engine)
    checker = importlib.import_module(f"{engine}.checker")
    before = tournament_before(tournament, pairing.round)
    out = [
        PairingWarning(
            f"{text} {b.article}" if not b.article.startswith("C.") else b.article,
            Severity.ABSOLUTE if b.article in absolute else Severity.QUALITY,
            b.players,
            b.reason,
        )
        for b in checker.pairing_breaches(before, pairing)
    ]
    out.sort(key=lambda w: w.severity is not Severity.ABSOLUTE)
    if any(w.severity is Severity.ABSOLUTE for w in out):
        return out
    expected = _engine(module.pair_round, before, pairing.round)
    if expected is not None and not same_pairing(expected, pairing, frozenset()):
        out.append(
            PairingWarning(
                f"{text} {procedure_article}",
                Severity.QUALITY,
                _players(pairing),
                Phrase(
                    "PairingWarning",
                    QT_TRANSLATE_NOOP(
                        "PairingWarning", "legal, but not the pairing of the brackets the text gives"
                    ),
                ),
            )
        )
    return out


def check_dubov_pairing(tournament: Tournament, pairing: Pairing) -> list[PairingWarning]:
    """Every article of C.04.4.1 ``pairing`` (of round ``pairing.round``) of a Dubov event breaks:
    [C1]-[C3] as absolute, the bye (3.1) and the colours (5.2) below them, and art. 3.2 when it is
    legal but not the pairing the text gives."""
    return _article_pairing_warnings(
        tournament, pairing, "C.04.4.1", _DUBOV_ABSOLUTE, "art. 3.2", "engine.dubov"
    )


def check_lim_pairing(tournament: Tournament, pairing: Pairing) -> list[PairingWarning]:
    """Every article of C.04.4.3 ``pairing`` (of round ``pairing.round``) of a Lim event breaks:
    compatibility (2.1) and the pairing-allocated bye of C.04.1 art. 4 as absolute, the bye's player
    (1.1) and the colours (5.x, 7.2) below them, and art. 2.2-4 when it is legal but not the pairing
    the procedure of the text gives."""
    return _article_pairing_warnings(
        tournament, pairing, "C.04.4.3", _LIM_ABSOLUTE, "art. 2.2-4", "engine.lim"
    )


def _article_round(module: str, tournament: Tournament, round_number: int) -> Discrepancy | None:
    """Recorded round ``round_number`` against the text of a system whose checker names articles
    (``module``'s ``check_round``) as one discrepancy: the articles it breaks, and the text's
    procedure where it differs from the engine's pairing; None when it agrees."""
    from engine.dutch.checker import recorded_pairing

    found = importlib.import_module(module).check_round(tournament, round_number)
    if found is None:
        return None
    reasons = [f"{b.article} {b.reason}" for b in found.breaches]
    if found.discrepancy is not None:
        if found.discrepancy.reason:
            reasons.append(found.discrepancy.reason)
        differs = found.discrepancy
        return Discrepancy(round_number, differs.expected, differs.actual, "; ".join(reasons))
    actual = recorded_pairing(tournament, round_number)  # the engine's pairing, yet it breaks an article
    return Discrepancy(round_number, actual, actual, "; ".join(reasons))


def check_dubov_round(tournament: Tournament, round_number: int) -> Discrepancy | None:
    """Recorded round ``round_number`` of a Dubov event against the text
    (:func:`engine.dubov.checker.check_round`)."""
    return _article_round("engine.dubov.checker", tournament, round_number)


def check_lim_round(tournament: Tournament, round_number: int) -> Discrepancy | None:
    """Recorded round ``round_number`` of a Lim event against the text
    (:func:`engine.lim.checker.check_round`)."""
    return _article_round("engine.lim.checker", tournament, round_number)


_DOUBLE_SWISS_ABSOLUTE = frozenset({"C.04.5 3.3.1", "C.04.5 2.1.1 [C1]", "C.04.5 2.1.2 [C2]"})
"""What a Double-Swiss pairing may never break (:mod:`engine.double_swiss.checker`): a complete
round-pairing (3.3.1), no second match between two players ([C1]), no second pairing-allocated bye
([C2]); the procedure (3.4-3.6) and the colours (4.3) are below them."""


def _with_match(tournament: Tournament, pairing: Pairing) -> Tournament:
    """``tournament`` (the matches before ``pairing.round``, the unpaired players' two cells of it) with
    the match of ``pairing`` written in its two cells, no result yet (C.04.5 Preface: game 2 reversed)."""
    from dataclasses import replace

    from engine.double_swiss.matches import bye_cells, game_cells, match_cells
    from engine.model import ResultCode

    pending = (ResultCode.PENDING, ResultCode.PENDING)
    cells = {}
    for board in pairing.boards:
        cells[board.white] = match_cells(board.black, True, pending)
        cells[board.black] = match_cells(board.white, False, pending)
    if pairing.bye is not None:
        cells[pairing.bye] = bye_cells(ResultCode.PAIRING_BYE)
    before = game_cells(pairing.round)[0] - 1
    players = tuple(
        replace(p, rounds=(*p.rounds[:before], *cells[p.number])) if p.number in cells else p
        for p in tournament.players
    )
    return replace(tournament, players=players)


def check_double_swiss_pairing(tournament: Tournament, pairing: Pairing) -> list[PairingWarning]:
    """Every article of C.04.5 the pairing of match ``pairing.round`` (game 1's colours) breaks, as
    :func:`engine.double_swiss.checker.check_match` names them: the complete round-pairing (3.3.1),
    [C1] and [C2] as absolute; the bye (3.4), the upfloaters (3.5, [C4]-[C7]), the bracket's pairing
    (3.6, [C8]) and the colours (4.3) below them. ``tournament`` holds the matches before it (two cells
    each) and the two cells of every player who is not paired in it."""
    from engine.double_swiss.checker import check_match

    out = [
        PairingWarning(
            b.article,
            Severity.ABSOLUTE if b.article in _DOUBLE_SWISS_ABSOLUTE else Severity.QUALITY,
            b.players,
            b.reason,
        )
        for b in check_match(_with_match(tournament, pairing), pairing.round)
    ]
    out.sort(key=lambda w: w.severity is not Severity.ABSOLUTE)
    return out


def check_double_swiss_match(tournament: Tournament, match: int) -> Discrepancy | None:
    """Recorded match ``match`` of a Double-Swiss event (two cells a match) against C.04.5
    (:func:`engine.double_swiss.checker.check_match`): the articles it breaks, as one discrepancy whose
    round is the match; None when it breaks none."""
    from engine.double_swiss.checker import check_match, recorded_pairing

    found = check_match(tournament, match)
    if not found:
        return None
    actual = recorded_pairing(tournament, match)
    return Discrepancy(match, actual, actual, "; ".join(f"{b.article} {b.reason}" for b in found))
