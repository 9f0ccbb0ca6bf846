"""The FIDE forms an arbiter sends after a rated event, filled from the tournament (issue 33 item 1):

- **IT3, the tournament report**: the event's data, its rounds with their dates, the participants by
  federation (rated, titled, from the host federation), the officials with their FIDE IDs, the norms
  achieved, and the chief arbiter's declaration;
- **IT1, the certificate of a title result** (a norm, B.01): for one player whose norm report shows a
  norm achieved, the data B.01 asks for: the opponents with their titles, federations and ratings, Ra,
  Rp and the games, from the norms code (``engine.norms``, the same form data as the norm report,
  ``outputs.documents.endevent.norm_form``).

Where each field comes from, and the sources of the forms' fields, is listed in ``docs/fide_forms.md``.
The forms print in the document's language (the event's, when it has one): FIDE accepts them in English,
so the English text stays the reference.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import BinaryIO

from reportlab.platypus import PageBreak
from reportlab.platypus.flowables import Flowable

from engine.model import Player, Tournament
from engine.norms import NormConditions, best_norm, norms_of_tournament
from engine.officials import Official
from engine.titles import fide_title
from outputs.documents import common, layout
from outputs.documents.common import PageChoice
from outputs.documents.endevent import EventExtras, facts_table, norm_form, rounds_done
from outputs.documents.fonts import Fonts, register_fonts
from outputs.documents.layout import Column
from texts.catalogue import QT_TRANSLATE_NOOP, translate
from texts.labels import rating_type_name

COUNTED_TITLES = ("GM", "IM", "FM", "WGM", "WIM", "WFM")
"""The titles the IT3 counts (FIDE titles of B.01; CM and WCM are not counted)."""

FEDERATION_COLUMNS = (
    Column(QT_TRANSLATE_NOOP("Documents", "Fed"), "CENTER"),
    Column(QT_TRANSLATE_NOOP("Documents", "Players"), "RIGHT"),
    Column(QT_TRANSLATE_NOOP("Documents", "Rated"), "RIGHT"),
    *(Column(title, "RIGHT") for title in COUNTED_TITLES),
)


def _official(text: str) -> str:
    o = Official.parse(text)
    who = " ".join(x for x in (o.title, o.name) if x)
    return (
        translate("Documents", "{who}, FIDE ID {fide_id}").format(who=who, fide_id=o.fide_id or "-")
        if who
        else ""
    )


def federation_rows(players: Sequence[Player], host: str) -> list[list[str]]:
    """One row per federation (players, rated, each counted title), the host federation first, then a
    row of totals; the IT3's participants."""
    by_fed: dict[str, list[Player]] = {}
    for p in players:
        by_fed.setdefault(p.federation or "-", []).append(p)
    order = sorted(by_fed, key=lambda f: (f != host, f))

    def row(label: str, group: Sequence[Player]) -> list[str]:
        titles = Counter(fide_title(p.title) for p in group)
        return [
            label,
            str(len(group)),
            str(sum(1 for p in group if p.rating > 0)),
            *(str(titles[t] or "") for t in COUNTED_TITLES),
        ]

    return [*(row(f, by_fed[f]) for f in order), row(translate("Documents", "All"), players)]


def it3_document(
    tournament: Tournament, out: str | BinaryIO, *, extras: EventExtras | None = None, page_size: str = "A4"
) -> int:
    """The tournament report (IT3) of ``tournament``."""
    fonts = register_fonts()
    ex = extras or EventExtras()
    page = PageChoice(page_size, False)
    width, _ = layout.body_size(page.size)
    players = list(tournament.players)
    if not players:
        raise common.NothingToPrintError(translate("Documents", "no player is registered: nothing to print"))
    feds = {p.federation for p in players if p.federation}
    facts = [
        [translate("Documents", "Event"), tournament.name],
        [translate("Documents", "FIDE tournament ID"), "______________"],
        [
            translate("Documents", "Place, federation"),
            ", ".join(x for x in (tournament.city, tournament.federation) if x),
        ],
        [
            translate("Documents", "Dates"),
            " - ".join(d for d in (tournament.start_date, tournament.end_date) if d),
        ],
        [translate("Documents", "Organiser"), ex.organiser],
        [
            translate("Documents", "System, rounds"),
            translate("Documents", "{system}, {rounds} rounds").format(
                system=tournament.tournament_type or translate("Documents", "Swiss (FIDE Dutch)"),
                rounds=tournament.number_of_rounds or tournament.rounds_recorded,
            ),
        ],
        [
            translate("Documents", "Rate of play"),
            " ".join(
                x
                for x in (
                    tournament.time_control,
                    f"({tournament.time_control_code})" if tournament.time_control_code else "",
                    rating_type_name(ex.rating_type) if ex.rating_type else "",
                )
                if x
            ),
        ],
        [
            translate("Documents", "Players, federations"),
            translate("Documents", "{players} players from {feds} federations").format(
                players=len(players), feds=len(feds)
            ),
        ],
    ]
    officials = [[translate("Documents", "Chief arbiter"), _official(tournament.chief_arbiter)]]
    officials += [
        [translate("Documents", "Deputy arbiter"), _official(d)] for d in tournament.deputy_arbiters
    ]
    dates = [
        [translate("Documents", "Round {round}").format(round=i), d or "-"]
        for i, d in enumerate(tournament.round_dates, start=1)
    ]
    story: list[Flowable] = [
        common.heading(translate("Documents", "Tournament report (FIDE form IT3)"), fonts, 12),
        facts_table(facts, fonts, width, 9.0),
        common.gap(8),
        common.heading(translate("Documents", "Participants by federation"), fonts),
        layout.data_table(
            FEDERATION_COLUMNS, federation_rows(players, tournament.federation), fonts, width, size=8.5
        ),
        common.gap(8),
        common.heading(translate("Documents", "Officials"), fonts),
        facts_table(officials, fonts, width, 9.0),
    ]
    if dates:
        story += [common.gap(8), common.heading(translate("Documents", "Dates of the rounds"), fonts)]
        story.append(facts_table(dates, fonts, width, 8.5))
    story += _norms_achieved(tournament, fonts, width)
    story += _declaration(fonts)
    title = translate("Documents", "Tournament report (IT3)")
    return layout.build(out, tournament, title, story, page.size, fonts)


def _norms_achieved(tournament: Tournament, fonts: Fonts, width: float) -> list[Flowable]:
    try:
        r = rounds_done(tournament, None)
    except common.NothingToPrintError:
        return []
    achieved = [res for res in norms_of_tournament(tournament, NormConditions(), r) if res.achieved]
    if not achieved:
        text = translate("Documents", "No title norm was achieved (B.01), after round {r}.").format(r=r)
        return [common.gap(8), common.note(text, fonts, 9)]
    rows = [
        [f"{res.name} ({res.number})", f"{res.title.value}, Ra {res.average}, Rp {res.performance}"]
        for res in achieved
    ]
    return [
        common.gap(8),
        common.heading(translate("Documents", "Title norms achieved (B.01): certificates IT1"), fonts),
        facts_table(rows, fonts, width, 9.0),
    ]


def _declaration(fonts: Fonts, *, signature: bool = True) -> list[Flowable]:
    """The chief arbiter's declaration, with the line he signs on (the IT1's norm data have it already)."""
    declaration: list[Flowable] = [
        common.gap(14),
        common.note(
            translate(
                "Documents",
                "The chief arbiter declares that the tournament was played under the FIDE Laws of Chess and "
                "the FIDE regulations that apply to it, and that this report and its TRF file are correct.",
            ),
            fonts,
            9,
        ),
    ]
    if signature:
        line = translate(
            "Documents",
            "Place, date: ____________________      Chief arbiter: ______________________________",
        )
        declaration += [common.gap(28), common.note(line, fonts, 9)]
    return declaration


def it1_document(
    tournament: Tournament,
    out: str | BinaryIO,
    *,
    player: int,
    extras: EventExtras | None = None,
    round_number: int | None = None,
    page_size: str = "A4",
) -> int:
    """The certificate of title result (IT1) of pairing number ``player``: refused, in one sentence,
    when his norm report shows no norm achieved."""
    fonts = register_fonts()
    ex = extras or EventExtras()
    page = PageChoice(page_size, False)
    width, _ = layout.body_size(page.size)
    numbers = {int(p.number) for p in tournament.players}
    if player not in numbers:
        raise common.NothingToPrintError(
            translate("Documents", "there is no player with pairing number {number}").format(number=player)
        )
    r = rounds_done(tournament, round_number)
    results = [
        res for res in norms_of_tournament(tournament, NormConditions(), r) if int(res.number) == player
    ]
    achieved = [res for res in results if res.achieved]
    best = best_norm(achieved)
    if best is None:
        closest = best_norm(results)
        why = closest.summary() if closest is not None else translate("Documents", "no norm can be measured")
        raise common.NothingToPrintError(
            translate("Documents", "#{number} achieved no title norm after round {r}: {why}").format(
                number=player, r=r, why=why
            )
        )
    story: list[Flowable] = [
        common.note(
            translate(
                "Documents",
                "Certificate of title result (FIDE form IT1, B.01): one copy to the player's federation, one "
                "to FIDE, one to the organising federation.",
            ),
            fonts,
            9,
        ),
        common.gap(6),
        *norm_form(best, tournament, ex, fonts, width),
    ]
    if isinstance(story[-1], PageBreak):
        story.pop()
    story += _declaration(fonts, signature=False)
    title = translate("Documents", "Certificate of title result (IT1)")
    return layout.build(out, tournament, title, story, page.size, fonts)
