#!/bin/sh
# Adds this Arbiter Desk folder to the current user's desktop menu and opens .arbiter files with it.
# Move the folder where it is to stay first (e.g. ~/.local/opt/ArbiterDesk), then run this script.
# Remove: delete the folder, ~/.local/share/applications/arbiter-desk.desktop and
# ~/.local/share/mime/packages/arbiter-desk.xml.
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
data="${XDG_DATA_HOME:-$HOME/.local/share}"
mkdir -p "$data/applications" "$data/mime/packages"
sed "s|@BIN@|\"$here/ArbiterDesk\"|" "$here/arbiter-desk.desktop" > "$data/applications/arbiter-desk.desktop"
cp "$here/arbiter-desk-mime.xml" "$data/mime/packages/arbiter-desk.xml"
if command -v update-mime-database >/dev/null 2>&1; then update-mime-database "$data/mime" || true; fi
if command -v update-desktop-database >/dev/null 2>&1; then update-desktop-database "$data/applications" || true; fi
echo "Installed the menu entry 'Arbiter Desk' ($here/ArbiterDesk) and the .arbiter file type."
