"""The ranked documents of a team event (issue 29 item 5): the team standings (match points, game points
and the team tie-breaks the event chose, C.07 art. 11-13), the team crosstable (each round's opponent,
colour and game points; a round robin's, team against team, is ``team_square``'s) and the board results
(each player's games, points and performance by the board he played: the board prizes of an Olympiad).

The ranking, the tie-breaks and the performances are the teams area's (``tf.teams.standings``,
``tf.teams.board_scores``, read once in ``outputs.team_snapshot``); this module only prints them.
"""

from __future__ import annotations

from fractions import Fraction

from reportlab.platypus.flowables import Flowable

from engine.model import Colour
from outputs.documents import common, layout
from outputs.documents.common import NothingToPrintError
from outputs.documents.fonts import register_fonts
from outputs.documents.layout import Column
from outputs.documents.team_page import (
    TeamPrint,
    full_width_table,
    of_team_event,
    ranked_columns,
    ranked_row,
    score_cells,
    score_columns,
    standings_legend,
    team_page,
)
from outputs.documents.team_square import square_crosstable
from outputs.documents.text import colour_letter, points_text
from outputs.documents.titles import standings_title
from outputs.team_snapshot import TeamSnapshot
from texts.catalogue import QT_TRANSLATE_NOOP, translate

BOARD_COLUMNS = (
    Column(QT_TRANSLATE_NOOP("Documents", "Rk"), "RIGHT"),
    Column(QT_TRANSLATE_NOOP("Documents", "Name"), flex=True, bold=True),
    Column(QT_TRANSLATE_NOOP("Documents", "Rtg"), "RIGHT", optional=True),
    Column(QT_TRANSLATE_NOOP("Documents", "Team"), flex=True),
    Column(QT_TRANSLATE_NOOP("Documents", "Games"), "RIGHT"),
    Column(QT_TRANSLATE_NOOP("Documents", "Pts"), "CENTER", bold=True),
    Column("%", "RIGHT"),
    Column(QT_TRANSLATE_NOOP("Documents", "Perf"), "RIGHT"),
)


def after_round(asked: TeamPrint) -> tuple[TeamSnapshot, int]:
    """The team event and the round after which a ranked team document is taken: the one asked for, else
    the last round with every result; ``NothingToPrintError`` for an individual event, or before any
    round is complete."""
    snap, round_number = of_team_event(asked.snap), asked.round_number
    if round_number is None:
        if snap.complete == 0:
            raise NothingToPrintError(
                translate("Documents", "no round has all its results yet: no standings to print")
            )
        return snap, snap.complete
    if round_number < 1 or round_number > snap.paired:
        raise NothingToPrintError(
            translate(
                "Documents", "round {round_number} has not been paired yet (the last paired round is {last})"
            ).format(round_number=round_number, last=snap.paired)
        )
    return snap, round_number


def team_standings(asked: TeamPrint) -> int:
    """The team standings after ``round_number`` (default: the last round with every result)."""
    snap, r = after_round(asked)
    table = snap.table(r)
    columns = ranked_columns(table)
    rows = [ranked_row(snap, table, s) for s in table.rows]
    page = team_page(asked.page_size, len(table.codes) > 6)
    story: list[Flowable] = [
        full_width_table(columns, rows, page),
        common.note(standings_legend(table), page.fonts),
    ]
    title = standings_title(asked.tournament, r, "Team standings")
    return layout.build(asked.out, asked.tournament, title, story, page.size, page.fonts)


def team_crosstable(asked: TeamPrint) -> int:
    """The crosstable in standings order: per round the opponent's line, the colour of the team's board 1
    and its game points; then match points, game points and the tie-breaks. Landscape, A3 when A4 would
    be unreadable. A team round robin's is the square table, team against team
    (:func:`outputs.documents.team_square.square_crosstable`)."""
    snap, r = after_round(asked)
    if snap.settings.format.cycles:
        return square_crosstable(snap, asked, r)
    fonts = register_fonts()
    table = snap.table(r)
    line_of = {s.number: i for i, s in enumerate(table.rows, start=1)}
    letters = (colour_letter(Colour.WHITE), colour_letter(Colour.BLACK))
    columns = [
        Column("#", "RIGHT"),
        Column(QT_TRANSLATE_NOOP("Documents", "Team"), flex=True, bold=True),
        *(Column(str(n), "CENTER") for n in range(1, r + 1)),
        *score_columns(table),
    ]
    rows = [
        [
            str(i),
            snap.team(s.number).name,
            *(snap.cross_cell(s.number, n, line_of, letters) for n in range(1, r + 1)),
            *score_cells(table, s.number),
        ]
        for i, s in enumerate(table.rows, start=1)
    ]
    wide = common.wide_table_page(columns, rows, fonts, asked.page_size)
    story: list[Flowable] = [
        wide.table(columns, rows, fonts),
        common.note(
            translate(
                "Documents",
                "Each round: the opponent's line, the colour of the team's first board (w/b), the game "
                "points the team scored; PAB: pairing-allocated bye; –: no match.",
            ),
            fonts,
        ),
        common.note(standings_legend(table), fonts),
    ]
    title = standings_title(asked.tournament, r, "Team crosstable")
    return layout.build(asked.out, asked.tournament, title, story, wide.page.size, fonts)


def board_results(asked: TeamPrint) -> int:
    """Per board of a match, every player who played on it: games, points, percentage and performance
    (B.02 8.1.1, the games played; forfeits are not games). Taken after every paired round."""
    snap = of_team_event(asked.snap)
    if not snap.board_scores:
        raise NothingToPrintError(
            translate("Documents", "no game has a result yet: no board results to print")
        )
    page = team_page(asked.page_size)
    team_names = {t.number: t.name for t in snap.teams}
    story: list[Flowable] = []
    for board in sorted({b.board for b in snap.board_scores}):
        scores = [b for b in snap.board_scores if b.board == board]
        rows = []
        for place, b in enumerate(scores, start=1):
            player = snap.players.get(b.player)
            rows.append(
                [
                    str(place),
                    b.name,
                    str(player.rating or "") if player else "",
                    team_names.get(b.team, ""),
                    str(b.games),
                    points_text(b.points),
                    _share(b.points, b.games),
                    str(b.performance or ""),
                ]
            )
        columns, rows = layout.drop_empty_columns(BOARD_COLUMNS, rows)
        board_title = common.heading(translate("Documents", "Board {board}").format(board=board), page.fonts)
        board_title.keepWithNext = True  # never a board's title alone at the foot of a page
        story += [board_title, full_width_table(columns, rows, page)]
    story.append(
        common.note(
            translate(
                "Documents",
                "Games: the games played on the board (a forfeit is no game); Perf: the performance rating "
                "of those games (FIDE B.02 8.1.1). In order of points, then performance.",
            ),
            page.fonts,
        )
    )
    title = standings_title(asked.tournament, snap.paired, "Board results")
    return layout.build(asked.out, asked.tournament, title, story, page.size, page.fonts)


def _share(points: Fraction, games: int) -> str:
    return f"{round(100 * points / games)}" if games else ""
