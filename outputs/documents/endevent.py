"""The documents of the end of the event: the cover page, the rating report (B.02, game by game),
the title norms with the data of the norm report form (B.01), and the prize list.

Beyond the TRF (``Tournament``) they use what only the tournament file knows, gathered in
``EventExtras``: the organiser, the rating type, each player's K, the prize categories. For a TRF the
K factors are derived from the ratings and birth years (``engine.rating.kfactor``) and there are no
prize categories.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from fractions import Fraction
from typing import TYPE_CHECKING, BinaryIO

from reportlab.platypus import KeepTogether, PageBreak, Spacer
from reportlab.platypus.flowables import Flowable

from engine.model import PairingNumber, PairingSystem, Tournament, tournament_code
from engine.norms import NormConditions, NormResult, best_norm, norms_of_tournament
from engine.officials import Official
from engine.prizes import (
    Award,
    Placed,
    PrizeCategory,
    TieRule,
    allocate_prizes,
    birth_year,
    entrants,
    format_money,
)
from engine.rating import (
    KFactor,
    KFactorBasis,
    RatingChange,
    RatingReport,
    RatingType,
    k_factor,
    rating_report,
)
from engine.rating.report import FirstRating
from engine.rating.text import k_rule_text
from engine.submission import parse_event_date
from engine.tiebreaks.compute import last_complete_round
from engine.titles import TITLES
from outputs.documents import common, layout
from outputs.documents.common import PageChoice
from outputs.documents.data import latest_round, standings
from outputs.documents.fonts import Fonts, register_fonts
from outputs.documents.layout import Column
from outputs.documents.text import points_text
from outputs.documents.titles import standings_title
from outputs.team_snapshot import TeamSnapshot, take_team_snapshot
from texts.catalogue import QT_TRANSLATE_NOOP, translate
from texts.labels import rating_type_name, rating_type_word, tie_rule_name

if TYPE_CHECKING:
    import operations


TITLE_ORDER = TITLES


@dataclass(frozen=True)
class EventExtras:
    """What the tournament file adds to the TRF for the end-of-event documents."""

    organiser: str = ""
    rating_type: RatingType | None = None
    """None: not known (a TRF)."""
    fide_rated: bool = True
    k_factors: Mapping[PairingNumber, KFactor] | None = None
    """None: derived from rating and birth year."""
    categories: tuple[PrizeCategory, ...] = ()
    prize_ties: TieRule = TieRule.TIEBREAK
    clubs: Mapping[PairingNumber, str] = field(default_factory=dict)
    national: Mapping[PairingNumber, tuple[str, int]] = field(default_factory=dict)
    """National ID and rating by pairing number (the player library's national lists)."""
    language: str = ""
    """The event's language for its documents (empty: none, the program's; a TRF has none)."""
    teams: TeamSnapshot | None = None
    """A team event's teams, matches and team standings (None: an individual event, or a TRF)."""


def extras_from_file(tf: operations.TournamentFile) -> EventExtras:
    """The extras of an open tournament file."""
    ev = tf.event.settings()
    players = tf.players.all()
    return EventExtras(
        organiser=ev.organiser,
        rating_type=ev.rating_type,
        fide_rated=ev.fide_rated,
        k_factors={p.number: tf.ratings.k_factor(p.id) for p in players if p.rating > 0},
        categories=tuple(r.category for r in tf.endevent.prize_categories()),
        prize_ties=ev.prize_ties,
        clubs={p.number: p.club for p in players if p.club},
        national={
            p.number: (p.national_id, p.national_rating)
            for p in players
            if p.national_id or p.national_rating
        },
        language=ev.language,
        teams=take_team_snapshot(tf),
    )


def facts_table(rows: Sequence[Sequence[str]], fonts: Fonts, width: float, size: float) -> Flowable:
    """Label / value lines without a header row: the labels bold in a column as wide as the longest."""
    from reportlab.lib import colors
    from reportlab.platypus import TableStyle

    from outputs.documents import scripts

    label_w = max(scripts.width(r[0], fonts.bold, size) for r in rows) + 2 * layout.PADDING + 4
    body = [
        [r[0], scripts.clip(r[1], fonts.regular, size, width - label_w - 2 * layout.PADDING)] for r in rows
    ]
    table = scripts.ScriptTable(
        body, colWidths=[label_w, width - label_w], rowHeights=[size * 1.6 + 2] * len(body)
    )
    table.setStyle(
        TableStyle(
            [
                ("FONT", (0, 0), (-1, -1), fonts.regular, size),
                ("FONT", (0, 0), (0, -1), fonts.bold, size),
                ("ROWBACKGROUNDS", (0, 0), (-1, -1), [colors.white, layout.ZEBRA]),
                ("LINEBELOW", (0, 0), (-1, -1), 0.25, layout.GRID),
                ("LINEABOVE", (0, 0), (-1, 0), 0.6, colors.black),
                ("LINEBELOW", (0, -1), (-1, -1), 0.6, colors.black),
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                ("LEFTPADDING", (0, 0), (-1, -1), layout.PADDING),
                ("RIGHTPADDING", (0, 0), (-1, -1), layout.PADDING),
            ]
        )
    )
    table.hAlign = "LEFT"
    return table


def event_year(t: Tournament) -> int:
    when = parse_event_date(t.end_date) or parse_event_date(t.start_date) or date.today()
    return when.year


def k_factors_of(t: Tournament, extras: EventExtras) -> dict[PairingNumber, KFactor]:
    """The K of every rated player: the file's, else derived (B.02 8.3.3) from rating and birth year."""
    given = extras.k_factors or {}
    year = event_year(t)
    return {
        p.number: given.get(p.number)
        or k_factor(KFactorBasis(p.rating, birth_year=birth_year(p.birth_date), event_year=year))
        for p in t.players
        if p.rating > 0
    }


def rounds_done(t: Tournament, round_number: int | None) -> int:
    r = last_complete_round(t) if round_number is None else round_number
    if r <= 0:
        raise common.NothingToPrintError(
            translate("Documents", "no round has all its results yet: nothing to report")
        )
    return r


def _signed(value: Fraction, places: int = 1) -> str:
    return f"{float(value):+.{places}f}"


# --- the rating report ------------------------------------------------------------------------------


def _change_rows(c: RatingChange, names: Mapping[PairingNumber, str]) -> list[list[str]]:
    rows = [
        [
            str(g.round),
            names.get(g.opponent, str(g.opponent)),
            str(g.opponent_rating),
            f"{g.difference:+d}",
            f"{g.used_difference:+d}" + (" (400)" if g.capped else ""),
            f"{float(g.expected):.2f}",
            points_text(g.score),
            f"{float(g.delta):+.2f}",
        ]
        for g in c.games
    ]
    rows.extend(
        [str(s.round), names.get(s.opponent, "") if s.opponent else "", "", "", "", "", "", s.reason.text]
        for s in c.skipped
    )
    return rows


_GAME_COLUMNS = (
    Column(QT_TRANSLATE_NOOP("Documents", "Rd"), "RIGHT"),
    Column(QT_TRANSLATE_NOOP("Documents", "Opponent"), flex=True),
    Column(QT_TRANSLATE_NOOP("Documents", "Rtg"), "RIGHT"),
    Column("D", "RIGHT"),
    Column(QT_TRANSLATE_NOOP("Documents", "D used"), "RIGHT"),
    Column(QT_TRANSLATE_NOOP("Documents", "PD"), "RIGHT"),
    Column(QT_TRANSLATE_NOOP("Documents", "Score"), "CENTER"),
    Column("ΔR", "RIGHT"),
)


def _detail(
    c: RatingChange | FirstRating, names: Mapping[PairingNumber, str], fonts: Fonts, width: float
) -> list[Flowable]:
    if isinstance(c, RatingChange):
        head = translate("Documents", "{number}. {name} ({rating}): {k_rule}").format(
            number=c.number,
            name=c.name,
            rating=c.rating,
            k_rule=k_rule_text(c),
        )
        foot = translate(
            "Documents",
            "Score {score} of {games}, expected {expected}: ΣΔR {sum} × K {k} = {change}, "
            "rounded {rounded:+d} (B.02 8.3.4).",
        ).format(
            score=points_text(c.score),
            games=len(c.games),
            expected=f"{float(c.expected):.2f}",
            sum=_signed(c.sum_delta, 2),
            k=c.k,
            change=_signed(c.change),
            rounded=c.rounded_change,
        )
        rows = _change_rows(c, names)
    else:
        head = translate("Documents", "{number}. {name} (unrated): first rating, B.02 8.2").format(
            number=c.number, name=c.name
        )
        foot = c.result.explain() + "."
        rows = [
            [
                str(g.round),
                names.get(g.opponent, ""),
                str(g.opponent_rating),
                "",
                "",
                "",
                points_text(g.score),
                "",
            ]
            for g in c.games
        ]
    items: list[Flowable] = [common.heading(head, fonts, 9.5)]
    if rows:
        items.append(layout.data_table(_GAME_COLUMNS, rows, fonts, width, size=8.0, condensed=True))
    items.append(common.note(foot, fonts))
    return [KeepTogether(items)]


def rating_document(
    tournament: Tournament,
    out: str | BinaryIO,
    *,
    extras: EventExtras | None = None,
    round_number: int | None = None,
    page_size: str = "A4",
    report: RatingReport | None = None,
) -> int:
    """Every player's rating change (B.02 8.3) or first rating (8.2), the summary first, then each
    player game by game: the rating difference D, the one used after the 400-point rule, the expected
    score PD, the score and ΔR."""
    fonts = register_fonts()
    ex = extras or EventExtras()
    r = rounds_done(tournament, round_number)
    rep = report or rating_report(tournament, k_factors_of(tournament, ex), r)
    names = {p.number: common.player_name(p) for p in tournament.players}
    feds = {p.number: p.federation for p in tournament.players}
    page = PageChoice(page_size, False)
    width, _ = layout.body_size(page.size)
    columns = [
        Column(QT_TRANSLATE_NOOP("Documents", "No"), "RIGHT"),
        Column(QT_TRANSLATE_NOOP("Documents", "Name"), flex=True, bold=True),
        Column(QT_TRANSLATE_NOOP("Documents", "Fed"), "CENTER", optional=True),
        Column(QT_TRANSLATE_NOOP("Documents", "Rtg"), "RIGHT"),
        Column("K", "RIGHT"),
        Column(QT_TRANSLATE_NOOP("Documents", "Games"), "RIGHT"),
        Column(QT_TRANSLATE_NOOP("Documents", "Score"), "CENTER"),
        Column(QT_TRANSLATE_NOOP("Documents", "Exp."), "RIGHT"),
        Column("ΣΔR", "RIGHT"),
        Column(QT_TRANSLATE_NOOP("Documents", "Change"), "RIGHT", bold=True),
    ]
    rows = [
        [
            str(c.number),
            names[c.number],
            feds[c.number],
            str(c.rating),
            str(c.k),
            str(len(c.games)),
            points_text(c.score),
            f"{float(c.expected):.2f}",
            _signed(c.sum_delta, 2),
            _signed(c.change),
        ]
        for c in rep.changes
    ]
    rows += [
        [
            str(f.number),
            names[f.number],
            feds[f.number],
            "-",
            "",
            str(f.result.games),
            points_text(f.result.score),
            "",
            "",
            translate("Documents", "first {value}").format(value=f.result.value)
            if f.result.published
            else "-",
        ]
        for f in rep.first_ratings
    ]
    rows.sort(key=lambda row: int(row[0]))
    columns, rows = layout.drop_empty_columns(columns, rows)
    unit = layout.measure(columns, rows, fonts.regular, fonts.bold)
    size = common.choose_font_size(columns, unit, width) or 6.0
    kind = rating_type_name(ex.rating_type) if ex.rating_type else "FIDE"
    story: list[Flowable] = [
        common.note(
            translate(
                "Documents",
                "{kind} rating, B.02 (1 March 2024; 8.3.1 as amended 1 October 2025): games against "
                "rated opponents played over the board; a difference above 400 counts as 400 for players "
                "below 2650; change = K × Σ(score − PD). The change shown is this event's; FIDE rounds "
                "the rating period (8.3.4).",
            ).format(kind=kind),
            fonts,
        ),
        layout.data_table(columns, rows, fonts, width, size=size, unit_widths=unit, fill_width=True),
        PageBreak(),
    ]
    details: list[RatingChange | FirstRating] = sorted(
        [*rep.changes, *rep.first_ratings], key=lambda c: c.number
    )
    for item in details:
        story.extend(_detail(item, names, fonts, width))
        story.append(Spacer(1, 4))
    title = (
        translate("Documents", "Rating report after round {r}").format(r=r)
        if r < (tournament.number_of_rounds or 0)
        else translate("Documents", "Rating report")
    )
    return layout.build(out, tournament, title, story, page.size, fonts)


# --- title norms ---------------------------------------------------------------------------------------


def norm_form(
    result: NormResult, t: Tournament, ex: EventExtras, fonts: Fonts, width: float, signed: bool = True
) -> list[Flowable]:
    """The data of FIDE's title norm report form for one norm achieved; ``signed``: with the lines the
    chief arbiter and the host federation sign on, and the page break after (the IT1 adds its own
    fields before them)."""
    player = t.player(result.number)
    chief = Official.parse(t.chief_arbiter)
    facts = [
        [translate("Documents", "Event"), t.name],
        [translate("Documents", "Place, federation"), ", ".join(x for x in (t.city, t.federation) if x)],
        [translate("Documents", "Dates"), " - ".join(d for d in (t.start_date, t.end_date) if d)],
        [translate("Documents", "Organiser"), ex.organiser],
        [
            translate("Documents", "Chief arbiter"),
            f"{chief.title} {chief.name}".strip() + (f", FIDE ID {chief.fide_id}" if chief.fide_id else ""),
        ],
        [
            translate("Documents", "Rounds, system"),
            translate("Documents", "{rounds}, Swiss (FIDE Dutch)").format(rounds=t.number_of_rounds or "")
            if t.system is PairingSystem.DUTCH
            else translate("Documents", "{rounds}, Swiss ({system} System)").format(
                rounds=t.number_of_rounds or "", system=t.system.display_name
            ),
        ],
        [
            translate("Documents", "Time control"),
            " ".join(
                x for x in (t.time_control, f"({t.time_control_code})" if t.time_control_code else "") if x
            ),
        ],
        [
            translate("Documents", "Player"),
            translate("Documents", "{name}, {federation}, FIDE ID {fide_id}, born {born}").format(
                name=common.player_name(player),
                federation=player.federation,
                fide_id=player.fide_id or "-",
                born=player.birth_date or "-",
            ),
        ],
        [
            translate("Documents", "Norm"),
            translate("Documents", "{value} norm (B.01)").format(value=result.title.value),
        ],
        [translate("Documents", "Games, score"), f"{result.games}, {points_text(result.score)}"],
        [translate("Documents", "Average rating of opponents (Ra)"), str(result.average)],
        [translate("Documents", "Performance (Rp)"), str(result.performance)],
    ]
    opp_cols = (
        Column(QT_TRANSLATE_NOOP("Documents", "Rd"), "RIGHT"),
        Column(QT_TRANSLATE_NOOP("Documents", "Opponent"), flex=True),
        Column(QT_TRANSLATE_NOOP("Documents", "Title"), "CENTER"),
        Column(QT_TRANSLATE_NOOP("Documents", "Fed"), "CENTER"),
        Column(QT_TRANSLATE_NOOP("Documents", "FIDE ID"), "RIGHT"),
        Column(QT_TRANSLATE_NOOP("Documents", "Rtg"), "RIGHT"),
        Column(QT_TRANSLATE_NOOP("Documents", "Used"), "RIGHT"),
        Column(QT_TRANSLATE_NOOP("Documents", "Res."), "CENTER"),
    )
    opp_rows = [
        [
            str(o.round),
            o.name,
            o.title,
            o.federation,
            o.fide_id,
            str(o.rating or translate("Documents", "unrated")),
            str(o.rating_used),
            points_text(o.score),
        ]
        for o in result.opponents
    ]
    checks = "; ".join(f"{c.what} {c.have}" for c in result.checks)
    form: list[Flowable] = [
        common.heading(
            translate("Documents", "Title norm report: {value} norm of {name}").format(
                value=result.title.value, name=result.name
            ),
            fonts,
            12,
        ),
        facts_table(facts, fonts, width, 9.0),
        common.gap(8),
        layout.data_table(opp_cols, opp_rows, fonts, width, size=8.5, condensed=True, fill_width=True),
        common.note(
            translate("Documents", "Requirements (B.01, 2024): {checks}.").format(checks=checks), fonts
        ),
    ]
    return [*form, *signatures(fonts), PageBreak()] if signed else form


def signatures(fonts: Fonts, space: float = 28.0) -> list[Flowable]:
    """The lines the chief arbiter and the host federation sign a norm's form on, ``space`` below what
    comes before (room to sign)."""
    return [
        common.gap(space),
        common.note(
            translate(
                "Documents",
                "Chief arbiter: ______________________________      "
                "Host federation: ______________________________",
            ),
            fonts,
            9,
        ),
    ]


def norms_document(
    tournament: Tournament,
    out: str | BinaryIO,
    *,
    extras: EventExtras | None = None,
    round_number: int | None = None,
    page_size: str = "A4",
    conditions: NormConditions | None = None,
) -> int:
    """Every player measured against the norms they can still use: the best result (achieved, or
    what is missing), then for each norm achieved the data of the title norm report form."""
    fonts = register_fonts()
    ex = extras or EventExtras()
    r = rounds_done(tournament, round_number)
    results = norms_of_tournament(tournament, conditions or NormConditions(), r)
    by_player: dict[PairingNumber, list[NormResult]] = {}
    for res in results:
        by_player.setdefault(res.number, []).append(res)
    page = PageChoice(page_size, False)
    width, _ = layout.body_size(page.size)
    columns = [
        Column(QT_TRANSLATE_NOOP("Documents", "No"), "RIGHT"),
        Column(QT_TRANSLATE_NOOP("Documents", "Name"), bold=True),
        Column(QT_TRANSLATE_NOOP("Documents", "Norm"), "CENTER"),
        Column(QT_TRANSLATE_NOOP("Documents", "Games"), "RIGHT"),
        Column(QT_TRANSLATE_NOOP("Documents", "Score"), "CENTER"),
        Column(QT_TRANSLATE_NOOP("Documents", "Ra"), "RIGHT"),
        Column(QT_TRANSLATE_NOOP("Documents", "Rp"), "RIGHT"),
        Column(QT_TRANSLATE_NOOP("Documents", "Needs"), "CENTER"),
        Column(QT_TRANSLATE_NOOP("Documents", "Missing"), flex=True),
    ]
    rows = []
    achieved: list[NormResult] = []
    for number in sorted(by_player):
        best = best_norm(by_player[number])
        if best is None:
            continue
        if best.achieved:
            achieved.append(best)
        needed = points_text(best.points_needed) if best.points_needed is not None else "-"
        rows.append(
            [
                str(number),
                best.name,
                best.title.value,
                str(best.games),
                points_text(best.score),
                str(best.average),
                str(best.performance),
                needed,
                translate("Documents", "achieved")
                if best.achieved
                else "; ".join(c.short for c in best.missing),
            ]
        )
    story: list[Flowable] = [
        common.note(
            translate(
                "Documents",
                "Title norms, FIDE B.01 (2024), after round {r}: {achieved} achieved. For each player the "
                "highest norm achieved, or the closest: Needs is the score over these games that makes the "
                "performance (and 35 %); Missing lists the requirements not met, with what the player has.",
            ).format(r=r, achieved=len(achieved)),
            fonts,
        ),
        layout.data_table(columns, rows, fonts, width, size=7.5, condensed=True, fill_width=True),
    ]
    if achieved:
        story.append(PageBreak())
        for res in achieved:
            story.extend(norm_form(res, tournament, ex, fonts, width))
        story.pop()
    return layout.build(
        out,
        tournament,
        translate("Documents", "Title norms after round {r}").format(r=r),
        story,
        page.size,
        fonts,
    )


# --- the prize list ----------------------------------------------------------------------------------


def prize_awards(
    tournament: Tournament, extras: EventExtras, after_round: int
) -> tuple[list[Placed], list[Award]]:
    """The standings (the documents' own, ``data.standings``) and the prizes they give."""
    table = standings(tournament, None, after_round)
    placed = [Placed(s.player.number, s.rank, s.points) for s in table.rows]
    people = entrants(tournament, extras.clubs)
    return placed, allocate_prizes(extras.categories, placed, people, extras.prize_ties)


def prizes_document(
    tournament: Tournament,
    out: str | BinaryIO,
    *,
    extras: EventExtras | None = None,
    round_number: int | None = None,
    page_size: str = "A4",
) -> int:
    """Each category with the places that win a prize: place, player, points, amount (shared places
    say by how many)."""
    fonts = register_fonts()
    ex = extras or EventExtras()
    if not ex.categories:
        raise common.NothingToPrintError(
            translate(
                "Documents", "no prize category is defined (the categories are kept in the tournament file)"
            )
        )
    r = rounds_done(tournament, round_number)
    placed, awards = prize_awards(tournament, ex, r)
    points = {p.number: p.points for p in placed}
    players = tournament.by_number()
    page = PageChoice(page_size, False)
    width, _ = layout.body_size(page.size)
    columns = (
        Column(QT_TRANSLATE_NOOP("Documents", "Place"), "CENTER"),
        Column(QT_TRANSLATE_NOOP("Documents", "No"), "RIGHT"),
        Column(QT_TRANSLATE_NOOP("Documents", "Name"), flex=True, bold=True),
        Column(QT_TRANSLATE_NOOP("Documents", "Fed"), "CENTER"),
        Column(QT_TRANSLATE_NOOP("Documents", "Pts"), "CENTER"),
        Column(QT_TRANSLATE_NOOP("Documents", "Prize"), "RIGHT", bold=True),
    )
    story: list[Flowable] = [
        common.note(
            translate("Documents", "Ties: {label}. One prize per player, the most valuable.").format(
                label=tie_rule_name(ex.prize_ties)
            ),
            fonts,
        )
    ]
    for i, category in enumerate(ex.categories):
        mine = [a for a in awards if a.category == i]
        rows = [
            [
                a.places,
                str(a.number),
                common.player_name(players[a.number]),
                players[a.number].federation,
                points_text(points[a.number]),
                _prize_text(a),
            ]
            for a in mine
        ]
        items: list[Flowable] = [common.heading(f"{category.name} ({category.rule.describe()})", fonts)]
        if rows:
            items.append(layout.data_table(columns, rows, fonts, width, size=9.0, fill_width=True))
        else:
            items.append(
                common.note(translate("Documents", "No prize given: nobody left in this category."), fonts)
            )
        story.append(KeepTogether(items))
    total = sum((a.amount for a in awards), Fraction(0))
    story.append(
        common.note(
            translate("Documents", "Total given: {total}").format(total=format_money(total)), fonts, 9
        )
    )
    return layout.build(
        out,
        tournament,
        standings_title(tournament, r, "Prize list"),
        story,
        page.size,
        fonts,
    )


def _prize_text(a: Award) -> str:
    return a.prize + (
        " " + translate("Documents", "(shared by {players})").format(players=a.shared_with)
        if a.shared_with > 1
        else ""
    )


def category_codes(tournament: Tournament, extras: EventExtras | None) -> dict[PairingNumber, str]:
    """For the category columns of the standings: each player's categories by their short codes."""
    if extras is None or not extras.categories:
        return {}
    people = entrants(tournament, extras.clubs)
    general = [c for c in extras.categories if not c.rule.admits_everyone]
    return {n: " ".join(c.short for c in general if c.rule.admits(e)) for n, e in people.items()}


# --- the cover page ------------------------------------------------------------------------------------


def cover_document(
    tournament: Tournament,
    out: str | BinaryIO,
    *,
    extras: EventExtras | None = None,
    page_size: str = "A4",
) -> int:
    """The event's data and its officials, for the front of the final documents."""
    fonts = register_fonts()
    ex = extras or EventExtras()
    t = tournament
    page = PageChoice(page_size, False)
    width, _ = layout.body_size(page.size)
    done = last_complete_round(t)
    planned = t.number_of_rounds or latest_round(t)
    if done >= planned >= 1:
        state = translate("Documents", "final, all {planned} rounds played").format(planned=planned)
    else:
        state = (
            translate("Documents", "after round {done} of {planned}").format(done=done, planned=planned)
            if done
            else translate("Documents", "{planned} rounds, none finished yet").format(planned=planned)
        )
    chief = Official.parse(t.chief_arbiter) if t.chief_arbiter else None
    rated = sum(1 for p in t.players if p.rating > 0)
    feds = len({p.federation for p in t.players if p.federation})
    titles: dict[str, int] = {}
    for p in t.players:
        if p.title:
            titles[p.title] = titles.get(p.title, 0) + 1
    title_text = ", ".join(
        f"{n} {k}" for k, n in sorted(titles.items(), key=lambda kv: (*TITLE_ORDER, kv[0]).index(kv[0]))
    )
    rating = (
        (
            translate("Documents", "FIDE {kind} rating").format(kind=rating_type_word(ex.rating_type))
            if ex.fide_rated
            else translate("Documents", "not FIDE-rated")
        )
        if ex.rating_type
        else ""
    )
    facts = [
        [translate("Documents", "Event"), t.name],
        [translate("Documents", "Place"), ", ".join(x for x in (t.city, t.federation) if x)],
        [translate("Documents", "Dates"), " - ".join(d for d in (t.start_date, t.end_date) if d)],
        [translate("Documents", "Organiser"), ex.organiser],
        [translate("Documents", "Chief arbiter"), _official_text(chief) if chief else ""],
        *(
            [translate("Documents", "Deputy arbiter"), _official_text(Official.parse(d))]
            for d in t.deputy_arbiters
        ),
        [
            translate("Documents", "System"),
            translate("Documents", "Swiss, FIDE (Dutch) System ({rules}), {planned} rounds").format(
                rules=t.rules.value, planned=planned
            )
            if t.system is PairingSystem.DUTCH
            else translate("Documents", "Swiss, {system} System ({code}), {planned} rounds").format(
                system=t.system.display_name, code=tournament_code(t.system, t.rules), planned=planned
            ),
        ],
        [
            translate("Documents", "Time control"),
            " ".join(
                x
                for x in (
                    t.time_control,
                    translate("Documents", "(TRF 222: {code})").format(code=t.time_control_code)
                    if t.time_control_code
                    else "",
                )
                if x
            ),
        ],
        [translate("Documents", "Rating"), rating],
        [translate("Documents", "Tie-breaks"), ", ".join(t.tiebreaks or t.standings_tiebreaks)],
        [
            translate("Documents", "Players"),
            translate("Documents", "{players}, {rated} rated, {feds} federation(s)").format(
                players=len(t.players), rated=rated, feds=feds
            )
            + (translate("Documents", "; titled: {titles}").format(titles=title_text) if title_text else ""),
        ],
        [translate("Documents", "Standings"), state],
    ]
    facts = [row for row in facts if row[1].strip()]
    story: list[Flowable] = [
        Spacer(1, 40),
        common.heading(t.name or translate("Documents", "Tournament"), fonts, 22),
        common.note(layout.event_line(t), fonts, 12),
        Spacer(1, 30),
        facts_table(facts, fonts, width, 11.0),
    ]
    if done >= 1:
        top = standings(t, None, done).rows[:3]
        if top:
            story.append(Spacer(1, 24))
            story.append(
                common.heading(
                    translate("Documents", "Winners")
                    if done >= planned
                    else translate("Documents", "Leaders after round {done}").format(done=done),
                    fonts,
                    13,
                )
            )
            for row in top:
                story.append(
                    common.note(
                        f"{row.place}. {common.player_name(row.player)} ({row.player.federation}) "
                        f"{points_text(row.points)}",
                        fonts,
                        11,
                    )
                )
    return layout.build(out, tournament, translate("Documents", "Tournament report"), story, page.size, fonts)


def _official_text(o: Official) -> str:
    return " ".join(x for x in (o.title, o.name) if x) + (f", FIDE ID {o.fide_id}" if o.fide_id else "")


__all__: Sequence[str] = [
    "EventExtras",
    "category_codes",
    "cover_document",
    "extras_from_file",
    "norms_document",
    "prize_awards",
    "prizes_document",
    "rating_document",
    "standings_title",
]
