"""The examples in the docstrings of ``engine.roundrobin`` (and ``RoundRobin`` in ``engine.model``) run."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = [
    "engine.roundrobin.berger",
    "engine.roundrobin.schedule",
    "engine.roundrobin.lots",
    "engine.roundrobin.withdrawals",
    "engine.model",
]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.NORMALIZE_WHITESPACE)
    assert result.failed == 0
    assert result.attempted > 0
