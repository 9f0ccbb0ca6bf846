"""Pairings of a round (by board, and alphabetical for the wall) and results of a round.

Boards come in the order of C.04.2 (2026) art. 3.6 unless a ``Pairing`` gives the engine's order.
"""

from __future__ import annotations

from fractions import Fraction
from typing import BinaryIO, Unpack

from reportlab.platypus.flowables import Flowable

from engine.model import Colour, ResultCode, Tournament
from operations.ops_double_swiss import match_of, match_rounds, pairs_matches
from outputs.documents import common, layout
from outputs.documents.data import PrintedBoard, PrintedBye, RoundSheet
from outputs.documents.layout import Column
from outputs.documents.live_code import live_code
from outputs.documents.round_document import RoundDocument, RoundOptions, fitted_table
from outputs.documents.text import (
    bye_legend,
    bye_text,
    game_result_text,
    name_sort_key,
    points_text,
)
from texts.catalogue import QT_TRANSLATE_NOOP, translate

BOARD_COLUMNS = (
    Column(QT_TRANSLATE_NOOP("Documents", "Bd"), "RIGHT"),
    Column(QT_TRANSLATE_NOOP("Documents", "No"), "RIGHT"),
    Column(QT_TRANSLATE_NOOP("Documents", "White"), flex=True, bold=True),
    Column(QT_TRANSLATE_NOOP("Documents", "Rtg"), "RIGHT", optional=True),
    Column(QT_TRANSLATE_NOOP("Documents", "Pts"), "CENTER"),
    Column(QT_TRANSLATE_NOOP("Documents", "Result"), "CENTER", min_width=42),
    Column(QT_TRANSLATE_NOOP("Documents", "Pts"), "CENTER"),
    Column(QT_TRANSLATE_NOOP("Documents", "Black"), flex=True, bold=True),
    Column(QT_TRANSLATE_NOOP("Documents", "Rtg"), "RIGHT", optional=True),
    Column(QT_TRANSLATE_NOOP("Documents", "No"), "RIGHT"),
)


MATCH_COLUMN = Column(QT_TRANSLATE_NOOP("Documents", "Match"), "CENTER", min_width=42)
"""A Double-Swiss sheet (C.04.5): both games of the board's match, game 1 then game 2, each in its own
game's notation, and the match score of the board's White when both are in."""


def _is_double_swiss(tournament: Tournament) -> bool:
    return pairs_matches(tournament.round_robin, tournament.system)


def match_text(tournament: Tournament, board: PrintedBoard, round_number: int) -> str:
    """``1 - 0 · ½ - ½ = 1½-½``: both games of the match of ``round_number`` (each game from its own
    White's side), then the match score of ``board.white``; the games still without a result blank."""
    ps = tournament.point_system
    rounds = match_rounds(match_of(round_number))
    games: list[str] = []
    for r in rounds:
        mine, theirs = board.white.entry(r), board.black.entry(r)
        games.append(game_result_text(mine.result if mine.colour is Colour.WHITE else theirs.result) or "…")
    text = " · ".join(games)
    pending = any(board.white.entry(r).result is ResultCode.PENDING for r in rounds)
    if not pending:
        mine_points = sum((ps.points(board.white.entry(r)) for r in rounds), Fraction(0))
        theirs_points = sum((ps.points(board.black.entry(r)) for r in rounds), Fraction(0))
        text += f" = {points_text(mine_points)}-{points_text(theirs_points)}"
    return text


def _board_rows(sheet: RoundSheet, tournament: Tournament, after: bool) -> list[list[str]]:
    """One row per board; scores before the round (pairings) or after it (results); a Double-Swiss
    sheet adds the match (``match_text``)."""
    ps = tournament.point_system
    rows = []
    for b in sheet.boards:
        ws, bs = b.white_score, b.black_score
        if after:
            ws += ps.points(b.white.entry(sheet.round))
            bs += ps.points(b.black.entry(sheet.round))
        rows.append(
            [
                str(b.number),
                str(b.white.number),
                common.player_name(b.white),
                common.rating_text(b.white),
                points_text(ws),
                game_result_text(b.white_result),
                points_text(bs),
                common.player_name(b.black),
                common.rating_text(b.black),
                str(b.black.number),
                *([match_text(tournament, b, sheet.round)] if _is_double_swiss(tournament) else []),
            ]
        )
    return rows


def _bye_rows(byes: tuple[PrintedBye, ...], tournament: Tournament, after: bool) -> list[list[str]]:
    """One row per player without an opponent; score before the round or after it."""
    ps = tournament.point_system
    rows = []
    for b in byes:
        score = b.score + (ps.points(b.entry) if after else 0)
        rows.append(
            [
                str(b.player.number),
                common.player_name(b.player),
                common.rating_text(b.player),
                points_text(score),
                bye_text(b.entry, ps, tournament.round_robin is not None),
            ]
        )
    return rows


BYE_COLUMNS = (
    Column(QT_TRANSLATE_NOOP("Documents", "No"), "RIGHT"),
    Column(QT_TRANSLATE_NOOP("Documents", "Player without opponent"), flex=True, bold=True),
    Column(QT_TRANSLATE_NOOP("Documents", "Rtg"), "RIGHT", optional=True),
    Column(QT_TRANSLATE_NOOP("Documents", "Pts"), "CENTER"),
    Column(QT_TRANSLATE_NOOP("Documents", "Bye"), "LEFT"),
)


def _board_story(doc: RoundDocument, after: bool) -> list[Flowable]:
    """The boards, then the players without an opponent, then the legend; scores before or after."""
    tournament, sheet, fonts = doc.tournament, doc.sheet, doc.fonts
    width, _ = doc.body_size()
    rows = _board_rows(sheet, tournament, after)
    story: list[Flowable] = []
    if rows:
        columns = BOARD_COLUMNS + ((MATCH_COLUMN,) if _is_double_swiss(tournament) else ())
        cols, rows = layout.drop_empty_columns(columns, rows)
        story.append(fitted_table(cols, rows, fonts, width, line_height=1.7))
    if sheet.byes:
        bye_rows = _bye_rows(sheet.byes, tournament, after)
        story.append(common.gap(8))
        bye_cols, bye_rows = layout.drop_empty_columns(BYE_COLUMNS, bye_rows)
        story.append(layout.data_table(bye_cols, bye_rows, fonts, width, size=9.0))
    if not rows and not sheet.byes:
        raise common.NothingToPrintError(
            translate("Documents", "round {round} has no boards and no byes").format(round=doc.round)
        )
    legend = (
        translate("Documents", "Pts = points before the round.")
        if not after
        else translate("Documents", "Pts = points after the round.")
    )
    byes = bye_legend(tournament.point_system, tournament.round_robin is not None)
    story.append(common.note(f"{legend} {byes}", fonts))
    if after and not sheet.is_complete:
        pending = sum(1 for b in sheet.boards if not game_result_text(b.white_result))
        story.append(
            common.note(
                translate("Documents", "%n game(s) still in progress (result blank).", None, pending),
                fonts,
            )
        )
    return story


def pairings_by_board(
    tournament: Tournament, out: str | BinaryIO, live_address: str = "", **options: Unpack[RoundOptions]
) -> int:
    """Pairings of a round by board (points before the round), A4 portrait; returns the page count.
    ``live_address``: the live pages' address (``arbiter serve``), printed above the boards with its QR
    code."""
    doc = RoundDocument.open(tournament, **options)
    story = _board_story(doc, after=False)
    if live_address:
        story = [live_code(live_address, doc.fonts, doc.body_size()[0]), common.gap(6), *story]
    return doc.build(out, translate("Documents", "Pairings"), story)


def round_results(tournament: Tournament, out: str | BinaryIO, **options: Unpack[RoundOptions]) -> int:
    """Results of a round by board (points after the round), A4 portrait; returns the page count."""
    doc = RoundDocument.open(tournament, **options)
    return doc.build(out, translate("Documents", "Results"), _board_story(doc, after=True))


ALPHA_COLUMNS = (
    Column(QT_TRANSLATE_NOOP("Documents", "Player"), flex=True, bold=True),
    Column(QT_TRANSLATE_NOOP("Documents", "No"), "RIGHT"),
    Column(QT_TRANSLATE_NOOP("Documents", "Pts"), "CENTER"),
    Column(QT_TRANSLATE_NOOP("Documents", "Board"), "CENTER"),
    Column(QT_TRANSLATE_NOOP("Documents", "Colour"), "CENTER"),
    Column(QT_TRANSLATE_NOOP("Documents", "Opponent"), flex=True),
    Column(QT_TRANSLATE_NOOP("Documents", "No"), "RIGHT"),
    Column(QT_TRANSLATE_NOOP("Documents", "Pts"), "CENTER"),
)


def pairings_alphabetical(
    tournament: Tournament, out: str | BinaryIO, **options: Unpack[RoundOptions]
) -> int:
    """Every player alphabetically with board, colour and opponent: what players look for on the wall."""
    doc = RoundDocument.open(tournament, **options)
    sheet, fonts, r = doc.sheet, doc.fonts, doc.round
    ps = tournament.point_system
    lines: list[tuple[tuple[str, str], list[str]]] = []
    for b in sheet.boards:
        for me, other, my_score, other_score, colour in (
            (b.white, b.black, b.white_score, b.black_score, translate("Documents", "White")),
            (b.black, b.white, b.black_score, b.white_score, translate("Documents", "Black")),
        ):
            lines.append(
                (
                    name_sort_key(me.name),
                    [
                        common.player_name(me),
                        str(me.number),
                        points_text(my_score),
                        str(b.number),
                        colour,
                        common.player_name(other),
                        str(other.number),
                        points_text(other_score),
                    ],
                )
            )
    for bye in sheet.byes:
        p = bye.player
        lines.append(
            (
                name_sort_key(p.name),
                [
                    common.player_name(p),
                    str(p.number),
                    points_text(bye.score),
                    "-",
                    "",
                    translate("Documents", "no opponent: {bye}").format(
                        bye=bye_text(bye.entry, ps, tournament.round_robin is not None)
                    ),
                    "",
                    "",
                ],
            )
        )
    if not lines:
        raise common.NothingToPrintError(
            translate("Documents", "round {r} has no boards and no byes").format(r=r)
        )
    lines.sort(key=lambda x: x[0])
    rows = [row for _, row in lines]
    width, _ = doc.body_size()
    story = [
        fitted_table(ALPHA_COLUMNS, rows, fonts, width, line_height=1.6),
        common.note(
            translate("Documents", "Pts = points before the round.")
            + " "
            + bye_legend(ps, tournament.round_robin is not None),
            fonts,
        ),
    ]
    return doc.build(out, translate("Documents", "Pairings by name"), story)
