"""The standings policy of an event: which tie-breaks in which order, which C.07 edition, which rating
for unrated opponents.

``standings_policy`` is the one function that decides it; the window, every printed document, the
``arbiter`` CLI, ``python -m engine standings`` and the TRF export call it (through
``engine.standings.event_standings``), so that screen, paper and file always rank alike.

- Tie-breaks (C.07 art. 4.1): the ones asked for explicitly (command line, print dialog), else the
  event's list (TRF26 212 "used to define standings", else 202), else the preset of the event's
  system (``engine.tiebreaks.spec.PRESETS``; C.07 4.1.1: the Chief Arbiter completes the list):
  ``fide`` for a Swiss, ``round-robin`` for a round robin. In a round robin under the 2026 edition,
  Buchholz tie-breaks are refused (C.07 (2026) art. 8: "must not be used in round-robins").
- Edition: the one asked for explicitly, else the text in force on the start date (C.07 2024-08
  applied 1 Aug 2024 - 28 Feb 2026, C.07 2026-03 from 1 Mar 2026; the edition in force when the
  event started applies to the whole event), else, without a start date, the current one.
- Rating of unrated opponents (C.07 art. 10 preamble: the regulations of the tournament say how
  unrated players are handled): the one asked for explicitly, else none (unrated opponents are left
  out of ARO, TPR, PTP, APRO, APPO).

>>> from engine.model import Tournament
>>> policy = standings_policy(Tournament(start_date="2025/10/04", tiebreaks=("BH/C1", "SB")))
>>> policy.labels, policy.edition.value
(('BH-C1', 'SB'), '2024-08')
>>> policy.describe()
"C.07 2024-08 (start date 2025/10/04); tie-breaks BH-C1, SB (the event's list, TRF 202)"
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.i18n import QT_TRANSLATE_NOOP, translate
from engine.model import Tournament
from engine.phrase import Phrase, shown
from engine.tiebreaks.spec import (
    BUCHHOLZ_FAMILY,
    PRESETS,
    TieBreakEdition,
    TieBreakError,
    TieBreakSpec,
    as_spec,
    parse_start_date,
    parse_tiebreak_list,
)

DEFAULT_PRESET = "fide"
"""The list used when neither the caller nor a Swiss event names one (C.07 4.1.1)."""
ROUND_ROBIN_PRESET = "round-robin"
"""The list used when neither the caller nor a round robin names one."""


def default_preset(tournament: Tournament) -> str:
    """The system decides the preset: ``round-robin`` for a round robin, else ``fide``."""
    return ROUND_ROBIN_PRESET if tournament.round_robin is not None else DEFAULT_PRESET


_GIVEN = Phrase("StandingsOrigin", QT_TRANSLATE_NOOP("StandingsOrigin", "given"))
_ASKED = Phrase("StandingsOrigin", QT_TRANSLATE_NOOP("StandingsOrigin", "asked for"))


@dataclass(frozen=True, slots=True)
class StandingsPolicy:
    """How an event is ranked: the ordered tie-breaks, the C.07 edition, the unrated rating.

    ``tiebreaks_from`` and ``edition_from`` say where each choice came from, for the arbiter.
    """

    tiebreaks: tuple[TieBreakSpec, ...]
    edition: TieBreakEdition
    unrated_rating: int | None = None
    tiebreaks_from: str = _GIVEN
    edition_from: str = _GIVEN
    """English (what the JSON export writes); a :class:`engine.phrase.Phrase` says it in the arbiter's
    language (:meth:`text`)."""

    def __post_init__(self) -> None:
        for spec in self.tiebreaks:
            spec.check_edition(self.edition)

    @property
    def labels(self) -> tuple[str, ...]:
        """Column headings in the C.07 form (``BH-C1``)."""
        return tuple(spec.label for spec in self.tiebreaks)

    @property
    def codes(self) -> tuple[str, ...]:
        """The TRF26 202/212 codes (``BH/C1``)."""
        return tuple(str(spec) for spec in self.tiebreaks)

    def describe(self) -> str:
        """One line for a status bar, a printout or a terminal."""
        listed = ", ".join(self.labels) or "none"
        return f"C.07 {self.edition.value} ({self.edition_from}); tie-breaks {listed} ({self.tiebreaks_from})"

    def text(self) -> str:
        """``describe`` in the language in force (:func:`engine.i18n.translate`): the window's, or a
        document's while it is printed; ``describe`` stays English for the exports."""
        listed = ", ".join(self.labels) or translate("StandingsOrigin", "none", "no tie-breaks")
        return translate(
            "StandingsOrigin", "C.07 {edition} ({edition_from}); tie-breaks {tiebreaks} ({tiebreaks_from})"
        ).format(
            edition=self.edition.value,
            edition_from=shown(self.edition_from),
            tiebreaks=listed,
            tiebreaks_from=shown(self.tiebreaks_from),
        )


def _tiebreaks(
    tournament: Tournament, tiebreaks: Sequence[TieBreakSpec | str] | str | None
) -> tuple[tuple[TieBreakSpec, ...], Phrase]:
    if tiebreaks is not None:
        if isinstance(tiebreaks, str):
            return parse_tiebreak_list(tiebreaks), _ASKED
        return tuple(as_spec(t) for t in tiebreaks if not isinstance(t, str) or t.strip()), _ASKED
    if tournament.standings_tiebreaks:
        declared = parse_tiebreak_list(tournament.standings_tiebreaks)
        if declared:
            return declared, Phrase(
                "StandingsOrigin",
                QT_TRANSLATE_NOOP("StandingsOrigin", "the event's list, TRF {record}"),
                record="212",
            )
    if tournament.tiebreaks:
        declared = parse_tiebreak_list(tournament.tiebreaks)
        if declared:
            return declared, Phrase(
                "StandingsOrigin",
                QT_TRANSLATE_NOOP("StandingsOrigin", "the event's list, TRF {record}"),
                record="202",
            )
    preset = default_preset(tournament)
    return parse_tiebreak_list(PRESETS[preset]), Phrase(
        "StandingsOrigin",
        QT_TRANSLATE_NOOP("StandingsOrigin", "none declared: the {preset} preset"),
        preset=preset,
    )


def _edition(tournament: Tournament, edition: TieBreakEdition | str | None) -> tuple[TieBreakEdition, Phrase]:
    if isinstance(edition, TieBreakEdition):
        return edition, _ASKED
    if edition is not None:
        return TieBreakEdition.from_text(edition), _ASKED
    chosen = TieBreakEdition.for_start_date(tournament.start_date)
    started = parse_start_date(tournament.start_date)
    if started is None:
        return chosen, Phrase(
            "StandingsOrigin", QT_TRANSLATE_NOOP("StandingsOrigin", "no start date: the current edition")
        )
    if started < TieBreakEdition.C07_2024.applies_from:
        return chosen, Phrase(
            "StandingsOrigin",
            QT_TRANSLATE_NOOP("StandingsOrigin", "start date {date}: older texts are not implemented"),
            date=tournament.start_date,
        )
    return chosen, Phrase(
        "StandingsOrigin",
        QT_TRANSLATE_NOOP("StandingsOrigin", "start date {date}"),
        date=tournament.start_date,
    )


def standings_policy(
    tournament: Tournament,
    *,
    tiebreaks: Sequence[TieBreakSpec | str] | str | None = None,
    edition: TieBreakEdition | str | None = None,
    unrated_rating: int | None = None,
) -> StandingsPolicy:
    """The standings policy of ``tournament``; the keyword arguments are explicit overrides.

    ``tiebreaks``: codes (``"BH/C1,SB"``, ``["BH-C1", "SB"]``) or specs; an empty list ranks on points
    only. ``edition``: a ``TieBreakEdition`` or ``2024``/``2026``. ``unrated_rating``: the rating the
    tournament rules give unrated opponents (C.07 art. 10). Raises ``TieBreakError`` (an
    ``ArbiterError``) for an unknown code or a tie-break the edition does not have (STD, TPN, RTNG
    before 2026).
    """
    specs, specs_from = _tiebreaks(tournament, tiebreaks)
    chosen, chosen_from = _edition(tournament, edition)
    if unrated_rating is not None and unrated_rating < 0:
        raise TieBreakError(
            translate(
                "TieBreakError", "the rating of unrated opponents must be 0 or more, not {rating}"
            ).format(rating=unrated_rating)
        )
    try:
        policy = StandingsPolicy(specs, chosen, unrated_rating, specs_from, chosen_from)
    except TieBreakError as exc:
        raise TieBreakError(
            translate(
                "TieBreakError", "{error} (C.07 {edition}: {edition_from}; tie-breaks: {tiebreaks_from})"
            ).format(
                error=exc,
                edition=chosen.value,
                edition_from=chosen_from.text(),
                tiebreaks_from=specs_from.text(),
            )
        ) from exc
    banned = [s.label for s in specs if s.code in BUCHHOLZ_FAMILY]
    if tournament.round_robin is not None and chosen is TieBreakEdition.C07_2026 and banned:
        raise TieBreakError(
            translate(
                "TieBreakError",
                "{codes}: C.07 (2026) art. 8 says Buchholz tie-breaks must not be used in round robins "
                "(tie-breaks: {tiebreaks_from}); choose others, e.g. the round-robin preset {preset}",
            ).format(
                codes=", ".join(banned),
                tiebreaks_from=specs_from.text(),
                preset=", ".join(PRESETS[ROUND_ROBIN_PRESET]),
            )
        )
    return policy
