"""The open exports of an event (issue 19): CSV tables (``csv_export``), the whole event as JSON with its
schema (``json_export``, ``event.schema.json``) and PGN headers of every game (``pgn_export``). No Qt."""
