"""Shared test setup: Qt offscreen, and where the read-only ``shared/`` material lives."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

REPO = Path(__file__).resolve().parent.parent
DATA = REPO / "tests" / "data"
SHARED = REPO.parent / "shared"
CONFORMANCE = SHARED / "conformance"


@pytest.fixture(scope="session")
def conformance_dir() -> Path:
    """The full conformance corpus beside the clone; tests needing it are skipped without it."""
    if not CONFORMANCE.is_dir():
        pytest.skip("../shared/conformance is not beside this clone (the sample in tests/data still runs)")
    return CONFORMANCE
