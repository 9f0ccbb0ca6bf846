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

from reportlab.platypus.flowables import Flowable

from engine.model import Player, Sex, Tournament
from engine.norms import NormConditions, NormResult, best_norm, norms_of_tournament
from engine.officials import Official
from engine.titles import fide_title
from outputs.documents import common, layout
from outputs.documents.common import PageChoice
from outputs.documents.endevent import EventExtras, facts_table, norm_form, rounds_done, signatures
from outputs.documents.fonts import Fonts, register_fonts
from outputs.documents.layout import Column
from outputs.documents.text import points_text
from texts.catalogue import QT_TRANSLATE_NOOP, translate
from texts.labels import rating_type_name

BLANK = "______________________________"
"""A line the arbiter fills in by hand (what the file does not hold)."""
SHORT_BLANK = "______________"
COUNTED_TITLES = ("GM", "IM", "FM", "WGM", "WIM", "WFM")
"""The titles the IT3 counts (FIDE titles of B.01; CM and WCM are not counted)."""

FEDERATION_COLUMNS = (
    Column(QT_TRANSLATE_NOOP("Documents", "Fed"), "CENTER"),
    Column(QT_TRANSLATE_NOOP("Documents", "Players"), "RIGHT"),
    Column(QT_TRANSLATE_NOOP("Documents", "Rated"), "RIGHT"),
    *(Column(title, "RIGHT") for title in COUNTED_TITLES),
)


def _sex(sex: Sex) -> str:
    if sex is Sex.MALE:
        return translate("Documents", "male")
    if sex is Sex.FEMALE:
        return translate("Documents", "female")
    return SHORT_BLANK


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


TYPE_COLUMNS = (
    Column(QT_TRANSLATE_NOOP("Documents", "Players"), flex=True),
    Column(QT_TRANSLATE_NOOP("Documents", "Number"), "RIGHT"),
    Column(QT_TRANSLATE_NOOP("Documents", "Federations"), "RIGHT"),
    Column(QT_TRANSLATE_NOOP("Documents", "Host federation"), "RIGHT"),
    Column(QT_TRANSLATE_NOOP("Documents", "Other federations"), "RIGHT"),
)
"""The IT3's count of the participants: each kind, its number, federations, from the host federation
and from the others ([IT3] in ``docs/fide_forms.md``)."""


def type_rows(players: Sequence[Player], host: str) -> list[list[str]]:
    """The IT3's rows: rated, unrated, then each counted title (CM and WCM not counted)."""
    kinds: list[tuple[str, list[Player]]] = [
        (translate("Documents", "Rated"), [p for p in players if p.rating > 0]),
        (translate("Documents", "Unrated"), [p for p in players if p.rating <= 0]),
        *((t, [p for p in players if fide_title(p.title) == t]) for t in COUNTED_TITLES),
    ]
    return [
        [
            label,
            str(len(group)),
            str(len({p.federation for p in group if p.federation})),
            str(sum(1 for p in group if p.federation == host)),
            str(sum(1 for p in group if p.federation != host)),
        ]
        for label, group in kinds
    ]


def rounds_per_day(dates: Sequence[str]) -> str:
    """The schedule as the IT3 asks it (number of rounds a day): "1 round a day", and each day with
    more, from the rounds' dates ("" when the dates are not known)."""
    known = [d for d in dates if d]
    if not known:
        return ""
    per_day = Counter(known)
    busy = sorted(day for day, n in per_day.items() if n > 1)
    if not busy:
        return translate("Documents", "1 round a day")
    days = []
    for day in busy:
        count = per_day[day]
        days.append(translate("Documents", "%n round(s) on {day}", None, count).format(day=day))
    return "; ".join(days)


def _deputy_label(index: int) -> str:
    """The form names two deputies in order; the others are arbiters ([IT3])."""
    if index == 1:
        return translate("Documents", "1st deputy chief arbiter")
    if index == 2:
        return translate("Documents", "2nd deputy chief arbiter")
    return translate("Documents", "Arbiter")


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
        [translate("Documents", "FIDE tournament ID"), BLANK],
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
            translate("Documents", "Schedule (rounds a day)"),
            rounds_per_day(tournament.round_dates) or BLANK,
        ],
        [
            translate("Documents", "Pairing"),
            translate("Documents", "computerised, program used: {program}").format(program=layout.PROGRAM),
        ],
        [
            translate("Documents", "Players, federations"),
            translate("Documents", "{players} players from {feds} federations").format(
                players=len(players), feds=len(feds)
            ),
        ],
        [translate("Documents", "Organiser's address, phone, e-mail"), BLANK],
        [translate("Documents", "Special remarks (exceptions in the pairing...)"), BLANK],
    ]
    officials = [[translate("Documents", "Chief arbiter"), _official(tournament.chief_arbiter)]]
    officials.append([translate("Documents", "Chief arbiter's address, phone, e-mail"), BLANK])
    officials += [[_deputy_label(i), _official(d)] for i, d in enumerate(tournament.deputy_arbiters, start=1)]
    dates = [
        [translate("Documents", "Round {round}").format(round=i), d or "-"]
        for i, d in enumerate(tournament.round_dates, start=1)
    ]
    story: list[Flowable] = [
        common.heading(translate("Documents", "Tournament report (FIDE form IT3)"), fonts, 12),
        facts_table(facts, fonts, width, 9.0),
        common.gap(8),
        common.heading(translate("Documents", "Participants"), fonts),
        layout.data_table(TYPE_COLUMNS, type_rows(players, tournament.federation), fonts, width, size=8.5),
        common.gap(6),
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
    story.append(
        common.note(
            translate(
                "Documents",
                "The organiser gives this report to each arbiter who achieved an arbiter norm in the event, "
                "to the arbiter's federation, to the organising federation and to FIDE.",
            ),
            fonts,
            8,
        )
    )
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


def opponent_counts(result: NormResult, player: Player, host: str) -> list[list[str]]:
    """The IT1's counts of the opponents of the norm's games ([IT1] in ``docs/fide_forms.md``): their
    federations, those not of the player's federation, those of the host federation, the rated, the
    titled (CM and WCM not counted) and each title."""
    opponents = result.opponents
    titles = Counter(fide_title(o.title) for o in opponents)
    titled = sum(titles[t] for t in COUNTED_TITLES)
    return [
        [
            translate("Documents", "Opponents"),
            translate("Documents", "{rated} rated, from {feds} federations").format(
                rated=sum(1 for o in opponents if o.rating > 0),
                feds=len({o.federation for o in opponents if o.federation}),
            ),
        ],
        [
            translate("Documents", "Opponents' federations"),
            translate(
                "Documents", "{foreign} not the player's federation, {host} the host federation"
            ).format(
                foreign=sum(1 for o in opponents if o.federation != player.federation),
                host=sum(1 for o in opponents if o.federation == host),
            ),
        ],
        [
            translate("Documents", "Titled opponents"),
            f"{titled}: " + ", ".join(f"{t} {titles[t]}" for t in COUNTED_TITLES),
        ],
    ]


def exemption_counts(players: Sequence[Player], host: str) -> list[str]:
    """The event's counts the IT1 gives for the exemption of the federation rules (B.01 1.4.3, an event
    with enough foreign players): federations, rated players and GM/IM/WGM/WIM not of the host."""
    foreign = [p for p in players if p.federation != host]
    return [
        translate("Documents", "Exemption (B.01 1.4.3)"),
        translate(
            "Documents", "{feds} federations; not from the host: {rated} rated, {titled} GM/IM/WGM/WIM"
        ).format(
            feds=len({p.federation for p in players if p.federation}),
            rated=sum(1 for p in foreign if p.rating > 0),
            titled=sum(1 for p in foreign if fide_title(p.title) in ("GM", "IM", "WGM", "WIM")),
        ),
    ]


def _score_line(result: NormResult) -> list[list[str]]:
    """The score the norm required and by how much it was exceeded."""
    if result.points_needed is None:
        return []
    return [
        [
            translate("Documents", "Score required"),
            translate("Documents", "{needed}, exceeded by {more}").format(
                needed=points_text(result.points_needed),
                more=points_text(result.score - result.points_needed),
            ),
        ]
    ]


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
        *norm_form(best, tournament, ex, fonts, width, signed=False),
    ]
    person = tournament.player(best.number)
    host = tournament.federation
    details = [
        [
            translate("Documents", "Sex, place of birth"),
            translate("Documents", "{sex}, born in {place}").format(sex=_sex(person.sex), place=SHORT_BLANK),
        ],
        *_score_line(best),
        *opponent_counts(best, person, host),
        exemption_counts(tournament.players, host),
        [translate("Documents", "Special remarks"), BLANK],
        [
            translate("Documents", "Federation confirming the result"),
            translate("Documents", "{federation}, official: {name}").format(
                federation=host or SHORT_BLANK, name=BLANK
            ),
        ],
    ]
    story += [common.gap(4), facts_table(details, fonts, width, 8.5)]
    story += [*_declaration(fonts, signature=False), *signatures(fonts, 20.0)]
    title = translate("Documents", "Certificate of title result (IT1)")
    return layout.build(out, tournament, title, story, page.size, fonts)
