"""Standings, crosstable and player list: ranked or numbered lists of every player.

Ranking and tie-breaks are the engine's (C.07, via ``data.standings``); this module only prints them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, BinaryIO

from engine.model import PairingNumber, ResultCode, Tournament
from operations.ops_double_swiss import match_of, match_rounds, pairs_matches
from outputs.documents import common, layout
from outputs.documents.common import PageChoice
from outputs.documents.data import Standings, standings
from outputs.documents.fonts import register_fonts
from outputs.documents.layout import Column
from outputs.documents.text import (
    NOT_PLAYED,
    bye_legend,
    bye_text,
    colour_letter,
    name_sort_key,
    not_played_legend,
    points_text,
    ranking_text,
    side_text,
    tiebreak_text,
)
from outputs.documents.titles import standings_title
from outputs.text import by_match
from texts.catalogue import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:
    from reportlab.platypus import Flowable

    from engine.standings import StandingsTable
from engine.tiebreaks.compute import last_complete_round


def _standings_round(tournament: Tournament, round_number: int | None) -> int:
    """The round after which standings are taken: the one asked, else the last with every result."""
    if round_number is not None:
        return common.resolve_round(tournament, round_number)
    r = last_complete_round(tournament)
    if r == 0:
        raise common.NothingToPrintError(
            translate("Documents", "no round has all its results yet: no standings to print")
        )
    return r


def standings_table(
    tournament: Tournament,
    out: str | BinaryIO,
    *,
    round_number: int | None = None,
    page_size: str = "A4",
    tiebreaks: Sequence[str] | None = None,
    categories: Mapping[PairingNumber, str] | None = None,
    computed: Sequence[StandingsTable] = (),
) -> int:
    """Standings after ``round_number`` (default the last recorded) with the tie-break columns, and the
    prize categories each player belongs to (``categories``: short codes by player) when given. Titled
    "Final standings" after the last round of the event. ``computed``: standings already computed, see
    ``data.standings``."""
    fonts = register_fonts()
    r = _standings_round(tournament, round_number)
    table = standings(tournament, tiebreaks, r, computed)
    columns = [
        Column(QT_TRANSLATE_NOOP("Documents", "Rk"), "RIGHT"),
        Column(QT_TRANSLATE_NOOP("Documents", "No"), "RIGHT"),
        Column(QT_TRANSLATE_NOOP("Documents", "Name"), flex=True, bold=True),
        Column(QT_TRANSLATE_NOOP("Documents", "Fed"), "CENTER", optional=True),
        Column(QT_TRANSLATE_NOOP("Documents", "Rtg"), "RIGHT", optional=True),
        Column(QT_TRANSLATE_NOOP("Documents", "Pts"), "CENTER", bold=True),
        *(Column(name, "RIGHT") for name in table.tiebreak_names),
        Column(QT_TRANSLATE_NOOP("Documents", "Cat"), optional=True),
    ]
    cats = categories or {}
    rows = [
        [
            s.place,
            str(s.player.number),
            s.name,
            s.player.federation,
            common.rating_text(s.player),
            points_text(s.points),
            *(tiebreak_text(v) for v in _pad(s.tiebreaks, len(table.tiebreak_names))),
            cats.get(s.player.number, ""),
        ]
        for s in table.rows
    ]
    landscape = len(table.tiebreak_names) > 5
    page = PageChoice(page_size, landscape)
    width, _ = layout.body_size(page.size)
    columns, rows = layout.drop_empty_columns(columns, rows)
    unit = layout.measure(columns, rows, fonts.regular, fonts.bold)
    size = common.choose_font_size(columns, unit, width) or 6.0
    story: list[Flowable] = [
        layout.data_table(columns, rows, fonts, width, size=size, unit_widths=unit, fill_width=True)
    ]
    story.append(common.note(ranking_text(table.policy), fonts))
    if any(cats.values()):
        story.append(common.note(translate("Documents", "Cat: the prize categories of each player."), fonts))
    story.extend(common.note(n + ".", fonts) for n in table.notes)
    title = standings_title(tournament, r)
    return layout.build(out, tournament, title, story, page.size, fonts)


def _pad(values: tuple[object, ...], n: int) -> tuple[object, ...]:
    return values[:n] + ("",) * (n - len(values))


def crosstable_cells(
    tournament: Tournament, table: Standings, rounds: int, through: int | None = None
) -> dict[int, list[str]]:
    """Per player number, one cell per round 1..``rounds``: opponent's line number + colour + result.

    ``12w1``, ``7b½``, ``3w+`` (forfeit won), ``9b-`` (forfeit lost), ``PAB 1`` / ``HPB ½`` for byes,
    ``–`` for a round the player was not registered for (not yet entered, withdrawn), ``12w`` for a game
    without result yet, blank for a round not paired or after round ``through`` (default: the round of
    the standings).
    """
    last = table.after_round if through is None else through
    position = table.position_of()
    ps = tournament.point_system
    cells: dict[int, list[str]] = {}
    for s in table.rows:
        p = s.player
        row = []
        for rn in range(1, rounds + 1):
            if rn > last or rn > len(p.rounds):
                row.append("")
                continue
            e = p.entry(rn)
            if tournament.absence(p.number, rn) is not None:
                row.append(NOT_PLAYED)
            elif e.opponent is None:
                row.append(bye_text(e, ps))
            else:
                opp = position.get(e.opponent)
                row.append(f"{opp if opp is not None else '?'}{colour_letter(e.colour)}{side_text(e.result)}")
        cells[p.number] = row
    return cells


def match_cells(tournament: Tournament, table: Standings, rounds: int) -> dict[int, list[str]]:
    """A Double-Swiss crosstable (C.04.5): per player number, one cell per match 1..``match_of(rounds)``
    with both its games (``12w1 b½``: against the player ranked 12, game 1 won with White, game 2 drawn
    with Black; ``outputs.text.join_games``); a bye of the match once with the match's points (``PAB 1½``,
    "Byes ... apply only to matches", C.04.5 Preface)."""
    games = crosstable_cells(tournament, table, rounds, through=rounds)
    ps = tournament.point_system
    cells: dict[int, list[str]] = {}
    for s in table.rows:
        p, row = s.player, games[s.player.number]
        cells[p.number] = by_match(row)
        for m in range(1, match_of(rounds) + 1):
            first, second = match_rounds(m)
            if second > min(rounds, len(p.rounds)) or row[first - 1] != row[second - 1]:
                continue
            e1, e2 = p.entry(first), p.entry(second)
            if (
                e1.opponent is None
                and e1.result is e2.result
                and e1.result.is_bye
                and row[first - 1] != NOT_PLAYED
            ):
                cells[p.number][m - 1] = bye_text(e1, ps, games=2)
    return cells


def _has_pending(tournament: Tournament, round_number: int) -> bool:
    return any(
        p.entry(round_number).result is ResultCode.PENDING
        for p in tournament.players
        if len(p.rounds) >= round_number
    )


def crosstable_rounds(tournament: Tournament, round_number: int | None) -> tuple[int, int]:
    """(shown, complete): the last round printed (the one asked for, default the last paired) and the
    last round up to it with every result, after which places, points and tie-breaks are taken (C.07
    ranks finished rounds only; 0 when none is finished)."""
    shown = common.resolve_round(tournament, round_number)
    complete = shown
    while complete > 0 and _has_pending(tournament, complete):
        complete -= 1
    return shown, complete


def crosstable_title(shown: int, complete: int) -> str:
    """``Crosstable after round 4``; while results are missing, which rounds are still pending."""
    if complete == shown:
        return translate("Documents", "Crosstable after round {round}").format(round=shown)
    pending = (
        translate("Documents", "round {round}").format(round=shown)
        if shown == complete + 1
        else translate("Documents", "rounds {first}-{last}").format(first=complete + 1, last=shown)
    )
    if complete == 0:
        return translate("Documents", "Crosstable: {pending} results pending").format(pending=pending)
    return translate("Documents", "Crosstable after round {round}; {pending} results pending").format(
        round=complete, pending=pending
    )


def crosstable(
    tournament: Tournament,
    out: str | BinaryIO,
    *,
    round_number: int | None = None,
    page_size: str | None = None,
    tiebreaks: Sequence[str] | None = None,
    computed: Sequence[StandingsTable] = (),
) -> int:
    """Crosstable in standings order through round ``round_number`` (default the last paired), landscape;
    A3 when A4 would be unreadable. Each round cell names the opponent by line number, the colour and
    the result.

    While a round printed has games without result, the chart is an interim one (the arbiter posts it
    during the round): places, points and tie-breaks are those after the last finished round, the
    rounds after it show the results entered so far and pending games without a result. Before any
    round is finished the players are in starting order, without points or tie-breaks.
    """
    fonts = register_fonts()
    shown, complete = crosstable_rounds(tournament, round_number)
    table = standings(tournament, tiebreaks, complete, computed)
    ranked = complete > 0
    tiebreak_names = table.tiebreak_names if ranked else ()
    matches = pairs_matches(tournament.round_robin, tournament.system)
    cells = (
        match_cells(tournament, table, shown)
        if matches
        else crosstable_cells(tournament, table, shown, through=shown)
    )
    columns = [
        Column(QT_TRANSLATE_NOOP("Documents", "Rk") if ranked else translate("Documents", "No"), "RIGHT"),
        Column(QT_TRANSLATE_NOOP("Documents", "Name"), flex=True, bold=True),
        Column(QT_TRANSLATE_NOOP("Documents", "Rtg"), "RIGHT", optional=True),
        Column(QT_TRANSLATE_NOOP("Documents", "Fed"), "CENTER", optional=True),
        *(Column(str(i), "CENTER") for i in range(1, (match_of(shown) if matches else shown) + 1)),
        *([Column(QT_TRANSLATE_NOOP("Documents", "Pts"), "CENTER", bold=True)] if ranked else []),
        *(Column(name, "RIGHT") for name in tiebreak_names),
    ]
    rows = [
        [
            s.place if ranked else str(line),
            s.name,
            common.rating_text(s.player),
            s.player.federation,
            *cells[s.player.number],
            *([points_text(s.points)] if ranked else []),
            *(tiebreak_text(v) for v in _pad(s.tiebreaks, len(tiebreak_names))),
        ]
        for line, s in enumerate(table.rows, start=1)
    ]
    columns, rows = layout.drop_empty_columns(columns, rows)
    fit = common.wide_table_page(columns, rows, fonts, page_size)
    story = [
        fit.table(columns, rows, fonts, fill_width=True),
        common.note(
            " ".join(
                part
                for part in (
                    _interim_note(shown, complete),
                    translate(
                        "Documents",
                        "Match cells: opponent's rank, then each game's colour (w/b) and result (1, ½, 0); "
                        "12w1 b½: game 1 won with White, game 2 drawn with Black; a bye: the match's points.",
                    )
                    if matches
                    else translate(
                        "Documents", "Round cells: opponent's rank, colour (w/b), result (1, ½, 0)."
                    ),
                    bye_legend(tournament.point_system),
                    not_played_legend() if any(NOT_PLAYED in row for row in cells.values()) else "",
                    ranking_text(table.policy) if ranked else "",
                    *(n + "." for n in table.notes),
                )
                if part
            ),
            fonts,
        ),
    ]
    title = crosstable_title(shown, complete)
    if complete == shown:
        title = standings_title(tournament, complete, "Crosstable")
    return layout.build(out, tournament, title, story, fit.page.size, fonts)


def _interim_note(shown: int, complete: int) -> str:
    if complete == shown:
        return ""
    pending = (
        translate("Documents", "round {round}").format(round=shown)
        if shown == complete + 1
        else translate("Documents", "rounds {first}-{last}").format(first=complete + 1, last=shown)
    )
    if complete:
        return translate(
            "Documents",
            "Interim chart: places, points and tie-breaks after round {complete}; {pending}: results entered "
            "so far, a cell without result (e.g. 3w) is still pending.",
        ).format(complete=complete, pending=pending)
    return translate(
        "Documents",
        "Interim chart in starting order: no round has all its results yet; {pending}: results entered so "
        "far, a cell without result (e.g. 3w) is still pending.",
    ).format(pending=pending)


PLAYER_COLUMNS = (
    Column(QT_TRANSLATE_NOOP("Documents", "No"), "RIGHT"),
    Column(QT_TRANSLATE_NOOP("Documents", "Title"), "CENTER", optional=True),
    Column(QT_TRANSLATE_NOOP("Documents", "Name"), flex=True, bold=True),
    Column(QT_TRANSLATE_NOOP("Documents", "Fed"), "CENTER", optional=True),
    Column(QT_TRANSLATE_NOOP("Documents", "Rtg"), "RIGHT", optional=True),
    Column(QT_TRANSLATE_NOOP("Documents", "FIDE ID"), "RIGHT", optional=True),
    Column(QT_TRANSLATE_NOOP("Documents", "Born"), "CENTER", optional=True),
    Column(QT_TRANSLATE_NOOP("Documents", "Sex"), "CENTER", optional=True),
    Column(QT_TRANSLATE_NOOP("Documents", "Club"), optional=True),
)


def _national(data: tuple[str, int] | None) -> tuple[str, str]:
    nid, rating = data or ("", 0)
    return (nid, str(rating) if rating else "")


NATIONAL_COLUMNS = (
    Column(QT_TRANSLATE_NOOP("Documents", "Nat. ID"), "RIGHT", optional=True),
    Column(QT_TRANSLATE_NOOP("Documents", "Nat."), "RIGHT", optional=True),
)
"""Printed where wanted (``national`` given): the national ID and rating beside the FIDE ones."""


def player_list(
    tournament: Tournament,
    out: str | BinaryIO,
    *,
    page_size: str = "A4",
    alphabetical: bool = False,
    clubs: Mapping[int, str] | None = None,
    national: Mapping[int, tuple[str, int]] | None = None,
) -> int:
    """The registered players by pairing number (starting rank, C.04.2 art. 2), or alphabetically;
    with their club (``clubs`` by pairing number), and their national ID and rating (``national``:
    the columns are printed when it is given)."""
    fonts = register_fonts()
    players = list(tournament.players)
    club_of = clubs or {}
    if not players:
        raise common.NothingToPrintError(translate("Documents", "no player is registered: nothing to print"))
    players.sort(key=(lambda p: name_sort_key(p.name)) if alphabetical else (lambda p: p.number))
    rows = [
        [
            str(p.number),
            p.title,
            p.name,
            p.federation,
            common.rating_text(p),
            p.fide_id,
            p.birth_date[:4] if p.birth_date[:4].strip("0 ") else "",
            p.sex.value.upper().replace("W", "F"),
            club_of.get(p.number, ""),
            *(_national(national.get(p.number)) if national is not None else ()),
        ]
        for p in players
    ]
    page = PageChoice(page_size, False)
    width, _ = layout.body_size(page.size)
    all_columns = PLAYER_COLUMNS + (NATIONAL_COLUMNS if national is not None else ())
    columns, rows = layout.drop_empty_columns(all_columns, rows)
    unit = layout.measure(columns, rows, fonts.regular, fonts.bold)
    size = common.choose_font_size(columns, unit, width, (10.0, *common.FONT_STEPS)) or 6.0
    story = [layout.data_table(columns, rows, fonts, width, size=size, unit_widths=unit, fill_width=True)]
    title = (
        translate("Documents", "Players by name")
        if alphabetical
        else translate("Documents", "Players by starting rank")
    )
    return layout.build(out, tournament, title, story, page.size, fonts)
