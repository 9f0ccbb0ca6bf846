"""Printed documents (ReportLab, no Qt): pairings, results, standings, crosstable, wall chart, slips.

``render(DocumentKind.X, tournament, out)`` writes a PDF and returns its page count; the functions of
``pairings``, ``tables``, ``wallchart`` and ``slips`` do the same for one document each. The command
line (``arbiter print ...``) is ``cli.printing.run``.
"""

from outputs.documents.api import DocumentKind, render, render_bytes
from outputs.documents.common import NothingToPrintError
from outputs.documents.fonts import FontsNotFoundError
from outputs.documents.pairings import pairings_alphabetical, pairings_by_board, round_results
from outputs.documents.slips import result_slips
from outputs.documents.tables import crosstable, player_list, standings_table
from outputs.documents.wallchart import wall_chart

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
