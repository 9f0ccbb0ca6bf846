"""Every output of the program, one home per kind. No Qt; a new document or export format goes here.

- ``outputs.documents``: the printed documents (ReportLab, PDF): pairings, results, standings,
  crosstables, wall chart, slips, the end-of-event documents (``docs/printing.md``);
- ``outputs.web``: the static web folder (HTML and CSS, no scripts);
- ``outputs.exports``: the open exports (issue 19): CSV (``csv_export``: players, pairings, results,
  standings with tie-breaks), JSON (``json_export``, described by ``outputs/exports/event.schema.json``,
  ``docs/exports.md``) and PGN headers (``pgn_export``);
- what they share: ``outputs.snapshot`` (``EventSnapshot``, one read of the file that every export and
  page is written from, standings from the event's one standings policy,
  ``TournamentFile.results.standings``), ``outputs.text`` (points, tie-breaks, byes as text) and
  ``outputs.projector`` (what the projector window shows, without Qt).

The TRF for rating submission is written by the engine's TRF writer (``engine.trf``) from the file
(``tf.files.export_trf``); what the program reads (CSV players and results lists) is ``formats``. The
commands that write these outputs are ``cli.printing`` (``arbiter print``) and ``cli.exports``
(``arbiter export``, ``arbiter publish``).
"""
