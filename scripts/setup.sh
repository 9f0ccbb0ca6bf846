#!/usr/bin/env bash
# Sets up everything Arbiter Desk needs on a Debian/Ubuntu machine with Python 3.11+.
# Idempotent: a second run only checks that everything is still in place.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"

# Debian packages: fonts for printing Unicode names, pdftotext for the print tests, Xvfb for the
# bundle's smoke test on an X display, the shared libraries Qt 6 needs even when it draws offscreen,
# Chromium, the browser engine the published web pages are tested in (headless), and gcc for the
# tests' fault injector (tests/faults/fault_shim.c, a failing disk), and PostgreSQL's server programs
# (initdb, pg_ctl, postgres: the tests start a real venue server of their own, tests/pg_server.py), and
# GNU time (/usr/bin/time -v: the benchmarks' CPU and peak memory of a child, bench/gnu_time.py).
debian_packages=(fonts-dejavu-core postgresql poppler-utils xvfb chromium gcc libc6-dev libegl1 libgl1 libxkbcommon0 libxkbcommon-x11-0
                 time libfontconfig1 libdbus-1-3 libglib2.0-0
                 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0)
if command -v dpkg-query >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
    missing=()
    for p in "${debian_packages[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    if [ ${#missing[@]} -gt 0 ]; then
        sudo_cmd=""
        [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
        echo "Installing Debian packages: ${missing[*]}"
        $sudo_cmd apt-get update -qq
        DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}"
    fi
else
    echo "note: not a Debian/Ubuntu system; install DejaVu fonts and poppler-utils yourself" >&2
fi

python="${PYTHON:-python3}"
if ! "$python" -c 'import sys; sys.exit(sys.version_info < (3, 11))'; then
    echo "error: Python 3.11 or newer is needed ($python is $("$python" --version 2>&1))" >&2
    exit 1
fi
if [ ! -x .venv/bin/python ]; then
    "$python" -m venv .venv || { echo "error: python venv module missing (apt-get install python3-venv)" >&2; exit 1; }
fi
# The program with its test and bundle groups, at the versions of the lock (requirements/constraints.txt:
# every tool pinned, so that a new ruff or mypy release changes nothing until the lock is updated by
# scripts/update_constraints.sh). Installed again whenever pyproject.toml or the lock changes.
lock=requirements/constraints.txt
stamp=.venv/.arbiter-installed
want="$(cat pyproject.toml "$lock" | sha256sum | cut -d' ' -f1)"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
    .venv/bin/python -m pip install -q -c "$lock" --upgrade pip
    .venv/bin/python -m pip install -q -c "$lock" -e ".[test,bundle]"
    echo "$want" > "$stamp"
fi
