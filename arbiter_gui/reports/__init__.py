"""Printed documents (ReportLab, no Qt): pairings, results, standings, crosstable, wall chart, slips.

``render(DocumentKind.X, tournament, out)`` writes a PDF and returns its page count; the functions of
``pairings``, ``tables``, ``wallchart`` and ``slips`` do the same for one document each. The command
line (``arbiter print ...``) is ``cli.printing.run``.
"""

from arbiter_gui.reports.api import DocumentKind, render, render_bytes
from arbiter_gui.reports.common import NothingToPrintError
from arbiter_gui.reports.fonts import FontsNotFoundError
from arbiter_gui.reports.pairings import pairings_alphabetical, pairings_by_board, round_results
from arbiter_gui.reports.slips import result_slips
from arbiter_gui.reports.tables import crosstable, player_list, standings_table
from arbiter_gui.reports.wallchart import wall_chart

__all__ = [
    "DocumentKind",
    "FontsNotFoundError",
    "NothingToPrintError",
    "crosstable",
    "pairings_alphabetical",
    "pairings_by_board",
    "player_list",
    "render",
    "render_bytes",
    "result_slips",
    "round_results",
    "standings_table",
    "wall_chart",
]
