"""The files the program reads besides the TRF (which is the engine's, ``engine.trf``): a CSV list of
players (``formats.csv_players``), the results of a round as CSV (``formats.csv_results``, the pairings
file of ``arbiter export csv`` with its Result column filled in), and the cell rules both share with the
CSV export (``formats.csv_cells``). They parse into the use cases' values (``operations.values``); the
use cases import what they parsed (``tf.players.import_list``, ``tf.results.import_list``)."""
