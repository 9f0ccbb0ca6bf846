"""The store: the tournament file (``*.arbiter``, SQLite) as rows. No Qt, no use cases, no command line.

- ``db.schema``: the tables (SQLAlchemy 2 ``Mapped`` classes) and the schema version;
  ``db.codes``: the codes stored for a result and a requested bye;
- ``db.migrations``: the ordered schema history (each step backs the file up first);
  ``db.schema_check``: a file's schema checked against what this version expects;
- ``db.sqlite_path`` / ``db.connection``: a path becomes an SQLite connection, then an SQLAlchemy engine
  (journal mode, foreign keys, the disk's refusals told apart);
- ``db.lock``: the lock file that keeps other programs out while the file is open;
- ``db.backups``: the copies kept in ``<file>.backups/``;
- ``db.tx``: the transaction object of one operation, which writes its audit row;
- ``db.errors``: the store's refusals (``TournamentFileError`` and its kinds, ``OperationRefused``).

The operations on an open file (the use cases, by area) are the package ``operations``; the player
library is ``player_library``.
"""
