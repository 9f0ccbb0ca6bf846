#!/usr/bin/env bash
# Sets up (if needed) and starts Arbiter Desk. Arguments go to the program (e.g. a .arbiter file).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$here/scripts/setup.sh"
exec "$here/.venv/bin/python" -m arbiter_gui "$@"
