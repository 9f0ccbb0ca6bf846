"""Arbiter Desk's Qt application and printed documents (on top of ``db/`` and ``engine/``)."""
