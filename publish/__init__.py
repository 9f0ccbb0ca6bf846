"""Results for everyone (issue 19): open exports and a static web site from a tournament file. No Qt.

- ``publish.snapshot``: ``EventSnapshot``, one read of the file that every export and page is written
  from (standings from the event's one standings policy, ``TournamentFile.results.standings``);
- ``publish.csv_export``: players, pairings (boards and byes with results), results (one row per player
  and round), standings with tie-breaks;
- ``publish.json_export``: the whole event as JSON, described by ``publish/event.schema.json``
  (``docs/exports.md``);
- ``publish.pgn_export``: PGN headers of every game, for game collections;
- ``publish.site``: the static web folder (HTML and CSS, no scripts);
- ``cli.exports``: ``arbiter export csv|json|pgn`` and ``arbiter publish``.

Reading results back (``arbiter import-results``) is an operation on the file:
``operations.ops_result_import``.
"""
