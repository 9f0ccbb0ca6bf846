#!/usr/bin/env bash
# Sets up (if needed) and runs the whole test suite, then ruff and mypy.
# Extra arguments go to pytest.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$here/scripts/setup.sh"
cd "$here"
export QT_QPA_PLATFORM=offscreen
.venv/bin/python -m ruff check engine db publish arbiter_gui tests bench installer resources
.venv/bin/python -m mypy
exec .venv/bin/python -m pytest "$@"
