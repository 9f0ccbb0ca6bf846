#!/usr/bin/env bash
# Updates requirements/constraints.txt, the lock that pins every package the tests, the linters and the
# bundle are built with (scripts/setup.sh and installer/build.py install through it, so a new release of
# ruff, mypy, pytest or PyInstaller changes nothing until this script is run and its result committed).
#
# It installs the program with its test and bundle groups into a fresh temporary virtualenv, taking the
# newest release that pyproject.toml's ranges allow, and writes what that environment holds (pip freeze,
# pip and setuptools included, the program itself left out). Then run scripts/setup.sh (the lock changed,
# so it re-installs) and scripts/test.sh before committing the new lock.
#
#   scripts/update_constraints.sh            # the newest allowed releases of everything
#   PYTHON=python3.12 scripts/update_constraints.sh
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
python="${PYTHON:-python3}"
lock=requirements/constraints.txt
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

"$python" -m venv "$scratch/venv"
"$scratch/venv/bin/python" -m pip install -q --disable-pip-version-check --upgrade pip setuptools
"$scratch/venv/bin/python" -m pip install -q --disable-pip-version-check -e ".[test,bundle]"
version="$("$scratch/venv/bin/python" -c 'import platform; print(platform.python_version(), platform.system(), platform.machine())')"
mkdir -p requirements
{
    echo "# The lock: every package the tests, the linters and the bundle are built with, pinned."
    echo "# Made by scripts/update_constraints.sh (do not edit by hand) with Python $version"
    echo "# from the ranges of pyproject.toml's dependencies and its test and bundle groups; scripts/setup.sh"
    echo "# and installer/build.py install through it (pip -c). The program's own requirements stay ranges."
    "$scratch/venv/bin/python" -m pip freeze --all --exclude-editable --disable-pip-version-check \
        | grep -v -i '^arbiter-desk' | LC_ALL=C sort -f -t= -k1,1
} > "$lock.new"
mv "$lock.new" "$lock"
echo "wrote $lock ($(grep -c '==' "$lock") packages); now run scripts/setup.sh and scripts/test.sh"
