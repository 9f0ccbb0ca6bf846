"""The tournament file (``*.arbiter``, SQLite) and the operations on it. No Qt here."""
