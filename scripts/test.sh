#!/usr/bin/env bash
# Sets up (if needed), runs ruff and mypy, then the whole test suite (with the docstring examples of
# every package of the program: pyproject.toml testpaths). Under CI=true a test that needs ../shared
# fails when it is missing (elsewhere it is skipped: tests/conftest.py, shared_material). Extra arguments
# go to pytest.
# Python's faulthandler is on in every process (PYTHONFAULTHANDLER reaches pytest-xdist's workers): a
# crash in native code (Qt) prints where each thread was. The tests run on every core, a test file per
# worker (ARBITER_TEST_JOBS=0: in one process).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$here/scripts/setup.sh"
cd "$here"
export QT_QPA_PLATFORM=offscreen
.venv/bin/python -m ruff check .  # every folder of the clone (pyproject.toml leaves out .venv)
.venv/bin/python -m mypy
export PYTHONFAULTHANDLER=1
exec .venv/bin/python -X faulthandler -m pytest -n "${ARBITER_TEST_JOBS:-auto}" --dist loadfile "$@"
