#!/usr/bin/env bash
# Installs a launcher for Arbiter Desk into the current user's desktop menu.
# It uses the project's own set-up (scripts/setup.sh): run it from a clone of the repository.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$here/scripts/setup.sh"
apps="${XDG_DATA_HOME:-$HOME/.local/share}/applications"
mkdir -p "$apps"
sed "s|@BIN@|$here/.venv/bin/arbiter|" "$here/installer/arbiter-desk.desktop" > "$apps/arbiter-desk.desktop"
echo "Installed $apps/arbiter-desk.desktop (menu entry 'Arbiter Desk')."
