"""The printed documents of a team round (issue 29 item 5): the team pairings (the matches of the round,
each team's match points before it, the game points of a match played) and the match sheets (one per
match: both line-ups with board numbers and colours, boxes for the results, the match score, and lines
for the captains' and the arbiter's signatures).

The colours of the boards are those of the games when the line-ups are given, else those the colour
sequence of the event gives (C.04.6 1.6.1: the team named first has White on board 1; record 352 says
the colours of its other boards, ``TeamSnapshot.board_colour``). A line-up not given yet leaves the names
blank for the captain to fill in.
"""

from __future__ import annotations

from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import KeepTogether, Paragraph
from reportlab.platypus.flowables import Flowable

from engine.model import Colour
from outputs.documents import common, layout, scripts
from outputs.documents.common import NothingToPrintError
from outputs.documents.fonts import Fonts
from outputs.documents.layout import Column
from outputs.documents.round_document import fitted_table
from outputs.documents.team_page import TeamPrint, of_team_event, team_page
from outputs.documents.text import colour_letter, game_result_text, points_text
from outputs.team_snapshot import TeamSnapshot
from texts.catalogue import QT_TRANSLATE_NOOP, translate
from values.teams import TeamMatchRecord

PAIRING_COLUMNS = (
    Column(QT_TRANSLATE_NOOP("Documents", "Match"), "RIGHT"),
    Column(QT_TRANSLATE_NOOP("Documents", "No"), "RIGHT"),
    Column(QT_TRANSLATE_NOOP("Documents", "Team"), flex=True, bold=True),
    Column(QT_TRANSLATE_NOOP("Documents", "MP"), "CENTER"),
    Column(QT_TRANSLATE_NOOP("Documents", "Result"), "CENTER", min_width=42),
    Column(QT_TRANSLATE_NOOP("Documents", "MP"), "CENTER"),
    Column(QT_TRANSLATE_NOOP("Documents", "Team"), flex=True, bold=True),
    Column(QT_TRANSLATE_NOOP("Documents", "No"), "RIGHT"),
)
UNPAIRED_COLUMNS = (
    Column(QT_TRANSLATE_NOOP("Documents", "No"), "RIGHT"),
    Column(QT_TRANSLATE_NOOP("Documents", "Team without opponent"), flex=True, bold=True),
    Column(QT_TRANSLATE_NOOP("Documents", "MP"), "CENTER"),
    Column(QT_TRANSLATE_NOOP("Documents", "Bye"), "LEFT"),
)
SHEET_COLUMNS = (
    Column(QT_TRANSLATE_NOOP("Documents", "Bd"), "RIGHT"),
    Column(QT_TRANSLATE_NOOP("Documents", "Col"), "CENTER"),
    Column(QT_TRANSLATE_NOOP("Documents", "Player"), flex=True, bold=True, min_width=90),
    Column(QT_TRANSLATE_NOOP("Documents", "Rtg"), "RIGHT", min_width=26),
    Column(QT_TRANSLATE_NOOP("Documents", "Result"), "CENTER", min_width=58),
    Column(QT_TRANSLATE_NOOP("Documents", "Player"), flex=True, bold=True, min_width=90),
    Column(QT_TRANSLATE_NOOP("Documents", "Rtg"), "RIGHT", min_width=26),
    Column(QT_TRANSLATE_NOOP("Documents", "Col"), "CENTER"),
)
SHEET_LINE = 2.4
"""A match sheet's rows are this many times the font size high: room to write a name or a result."""


def team_round(asked: TeamPrint) -> tuple[TeamSnapshot, int]:
    """The team event and the round printed: the one asked for, else the last paired;
    ``NothingToPrintError`` for an individual event (``team_page.of_team_event``), or a round not paired
    (the sentences of ``common.resolve_round``)."""
    snap, round_number = of_team_event(asked.snap), asked.round_number
    last = snap.paired
    if round_number is None:
        if last == 0:
            raise NothingToPrintError(
                translate("Documents", "no round has been paired yet: nothing to print")
            )
        return snap, last
    if round_number < 1:
        raise NothingToPrintError(
            translate("Documents", "round {round_number} does not exist (rounds start at 1)").format(
                round_number=round_number
            )
        )
    if round_number > last:
        raise NothingToPrintError(
            translate(
                "Documents", "round {round_number} has not been paired yet (the last paired round is {last})"
            ).format(round_number=round_number, last=last)
        )
    return snap, round_number


def match_score(match: TeamMatchRecord) -> str:
    """``2½ - 1½`` once every game of a match has its result; blank before."""
    if match.is_bye or not match.complete:
        return ""
    return f"{points_text(match.white_points)} - {points_text(match.black_points)}"


def team_pairings(asked: TeamPrint) -> int:
    """The matches of a team round: each team's match points before the round, the match score once
    played; then the teams without an opponent (the pairing-allocated bye, a bye requested)."""
    snap, r = team_round(asked)
    page = team_page(asked.page_size)
    fonts, width = page.fonts, page.width
    before = snap.table(r - 1)

    def mp(team: int) -> str:
        line = before.of(team)
        return points_text(line.match_points) if line is not None else ""

    matches = snap.matches(r)
    rows = [
        [
            str(m.match),
            str(m.white),
            snap.team(m.white).name,
            mp(m.white),
            match_score(m),
            mp(m.black),
            snap.team(m.black).name,
            str(m.black),
        ]
        for m in matches
        if m.black is not None
    ]
    story: list[Flowable] = [fitted_table(PAIRING_COLUMNS, rows, fonts, width, 1.6)]
    paired = {t for m in matches for t in (m.white, m.black) if t is not None}
    byes = {m.white for m in matches if m.black is None}
    unpaired = [
        [
            str(t.number),
            t.name,
            mp(t.number),
            translate("Documents", "pairing-allocated bye")
            if t.number in byes
            else translate("Documents", "not paired"),
        ]
        for t in snap.teams
        if t.number in byes or t.number not in paired
    ]
    if unpaired:
        story += [common.gap(8), fitted_table(UNPAIRED_COLUMNS, unpaired, fonts, width, 1.6)]
    sequence = " ".join(
        colour_letter(snap.board_colour(b, Colour.WHITE)) for b in range(1, snap.settings.boards + 1)
    )
    story.append(
        common.note(
            translate(
                "Documents",
                "MP: match points before the round. The team named first has White on board 1; the "
                "colours of its boards: {sequence}. Result: the game points of the match.",
            ).format(sequence=sequence),
            fonts,
        )
    )
    title = common.round_title(translate("Documents", "Team pairings"), asked.tournament, r)
    return layout.build(asked.out, asked.tournament, title, story, page.size, fonts)


def match_sheets(asked: TeamPrint) -> int:
    """One sheet per match of the round (the byes have none), kept whole on a page: as many as fit."""
    snap, r = team_round(asked)
    page = team_page(asked.page_size)
    fonts, width = page.fonts, page.width
    story: list[Flowable] = []
    for match in snap.matches(r):
        if match.black is None:
            continue
        story.append(KeepTogether(_sheet(snap, match, fonts, width)))
        story.append(common.gap(16))
    if not story:
        raise NothingToPrintError(
            translate("Documents", "round {round} has no match to play").format(round=r)
        )
    title = common.round_title(translate("Documents", "Match sheets"), asked.tournament, r)
    return layout.build(asked.out, asked.tournament, title, story, page.size, fonts)


def _sheet(snap: TeamSnapshot, match: TeamMatchRecord, fonts: Fonts, width: float) -> list[Flowable]:
    """The sheet of one match: its heading with both teams, the boards, the score, the signatures."""
    assert match.black is not None
    white, black = snap.team(match.white), snap.team(match.black)
    heading = translate(
        "Documents", "Match {match}: {white} (No {white_no}) – {black} (No {black_no})"
    ).format(
        match=match.match, white=white.name, white_no=white.number, black=black.name, black_no=black.number
    )
    rows = [_board_row(snap, match, board) for board in range(1, snap.settings.boards + 1)]
    table = fitted_table(SHEET_COLUMNS, rows, fonts, width, SHEET_LINE)
    score = match_score(match) or "____ : ____"
    total = translate("Documents", "Match result (game points): {score}").format(score=score)
    return [
        _wrapped(heading, fonts.bold, 10.5),
        common.gap(3),
        table,
        common.gap(4),
        _wrapped(total, fonts.bold, 9),
        common.gap(14),
        _signatures(white.captain, black.captain, fonts, width),
    ]


def _board_row(snap: TeamSnapshot, match: TeamMatchRecord, board: int) -> list[str]:
    """A board of the sheet: the colours, both players (blank until the line-up is given), the result."""
    white_colour = snap.board_colour(board, Colour.WHITE)
    black_colour = Colour.BLACK if white_colour is Colour.WHITE else Colour.WHITE
    left, right = snap.on_board(match, board)
    result = snap.board_result(match, board)
    return [
        str(board),
        colour_letter(white_colour),
        left.name if left else "",
        str(left.rating or "") if left else "",
        game_result_text(result) if result is not None else "      -      ",
        right.name if right else "",
        str(right.rating or "") if right else "",
        colour_letter(black_colour),
    ]


def _wrapped(text: str, font: str, size: float) -> Flowable:
    """A paragraph that wraps (long team names stay whole)."""
    style = ParagraphStyle("sheet", fontName=font, fontSize=size, leading=size * 1.3)
    return Paragraph(scripts.markup(scripts.at_most(text), font), style)


def _spaced(cells: list[str]) -> list[str]:
    """Three cells with the two gap columns between them."""
    return [cells[0], "", cells[1], "", cells[2]]


def _signatures(white_captain: str, black_captain: str, fonts: Fonts, width: float) -> Flowable:
    """Three lines to sign on: both captains (named when the file knows them) and the arbiter."""
    from reportlab.lib import colors
    from reportlab.platypus import TableStyle

    labels = [
        translate("Documents", "Captain of the first team"),
        translate("Documents", "Captain of the second team"),
        translate("Documents", "Arbiter"),
    ]
    names = [white_captain, black_captain, ""]
    gap = 14.0
    column = (width - 2 * gap) / 3
    cells = [
        ["", "", "", "", ""],
        _spaced([scripts.clip(x, fonts.regular, 8, column - 4) for x in labels]),
        _spaced([scripts.clip(n, fonts.bold, 8, column - 4) for n in names]),
    ]
    table = scripts.ScriptTable(cells, colWidths=[column, gap, column, gap, column], rowHeights=[22, 11, 11])
    table.setStyle(
        TableStyle(
            [
                ("FONT", (0, 0), (-1, -1), fonts.regular, 8),
                ("FONT", (0, 2), (-1, 2), fonts.bold, 8),
                *(("LINEBELOW", (c, 0), (c, 0), 0.6, colors.black) for c in (0, 2, 4)),
                ("LEFTPADDING", (0, 0), (-1, -1), 1),
                ("RIGHTPADDING", (0, 0), (-1, -1), 1),
            ]
        )
    )
    return table
