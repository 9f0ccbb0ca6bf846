#!/usr/bin/env bash
# Printing against a real print system (CUPS) on a Debian/Ubuntu machine without a printer: an
# EXPERIMENT, not part of the project's setup (scripts/setup.sh does not install CUPS, and the tests do
# not need it). Run as root (it installs packages and starts cupsd); see docs/printing.md for what it
# showed.
#
#   sudo ./scripts/try_real_printer.sh setup     # install CUPS + cups-pdf, start cupsd, add two printers
#   ./scripts/try_real_printer.sh print [OUT]    # print documents through the window's Print code path
#                                                # (as root to read what Qt spooled in /var/spool/cups)
#   sudo ./scripts/try_real_printer.sh stop      # stop the cupsd this script started
#
# The two printers:
#   ArbiterPDF   cups-pdf: each job becomes a PDF in /var/spool/cups-pdf/$USER/ (what a printer
#                would print, after the CUPS filters and Ghostscript)
#   ArbiterFile  a file: device with cups-filters' Generic PDF Printer; the job as CUPS received it from Qt
#                kept in /var/spool/cups (PreserveJobFiles) and written to /tmp/arbiter-file-printer.out
# A printer that refuses every job: `cupsreject -r REASON ArbiterPDF` (undo: cupsaccept); a stopped one,
# whose jobs wait: `cupsdisable -r REASON ArbiterPDF` (undo: cupsenable). `print` is bench/real_printer.py.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
pidfile=/tmp/arbiter-cupsd.pid

setup() {
    DEBIAN_FRONTEND=noninteractive apt-get install -y cups cups-client cups-bsd cups-pdf poppler-utils
    # keep the spooled documents (what Qt sent), allow file: devices, and log the jobs
    grep -q '^PreserveJobFiles Yes' /etc/cups/cupsd.conf || echo 'PreserveJobFiles Yes' >>/etc/cups/cupsd.conf
    sed -i 's/^LogLevel .*/LogLevel info/' /etc/cups/cupsd.conf
    grep -q '^FileDevice Yes' /etc/cups/cups-files.conf || echo 'FileDevice Yes' >>/etc/cups/cups-files.conf
    # cups-pdf writes into one folder whoever prints (root's jobs are "ANONYMOUS" ones)
    sed -i 's|^#\?Out .*|Out /var/spool/cups-pdf/${USER}|' /etc/cups/cups-pdf.conf
    sed -i 's|^#\?AnonDirName .*|AnonDirName /var/spool/cups-pdf/ANONYMOUS|' /etc/cups/cups-pdf.conf
    mkdir -p /var/spool/cups-pdf/ANONYMOUS && chmod 1777 /var/spool/cups-pdf/ANONYMOUS
    if ! lpstat -r >/dev/null 2>&1 || lpstat -r | grep -q 'not running'; then
        # no systemd in a container: cupsd in the background, its pid kept to stop it
        /usr/sbin/cupsd -f </dev/null >/dev/null 2>&1 &
        echo $! >"$pidfile"
        for _ in $(seq 50); do lpstat -r 2>/dev/null | grep -q 'is running' && break; sleep 0.2; done
    fi
    lpadmin -p ArbiterPDF -E -v cups-pdf:/ -P /usr/share/ppd/cups-pdf/CUPS-PDF_opt.ppd \
        -o PageSize=A4 -D "Arbiter Desk test printer (cups-pdf)"
    : >/tmp/arbiter-file-printer.out && chmod 666 /tmp/arbiter-file-printer.out
    lpadmin -p ArbiterFile -E -v file:/tmp/arbiter-file-printer.out \
        -m lsb/usr/cupsfilters/Generic-PDF_Printer-PDF.ppd -o PageSize=A4 \
        -D "Arbiter Desk test printer (generic PDF printer, file: device)"
    lpadmin -d ArbiterPDF
    lpstat -t
}

print_documents() {
    local out="${1:-/tmp/arbiter-real-print}"
    mkdir -p "$out"
    export QT_QPA_PLATFORM=offscreen
    "$here/.venv/bin/python" -X faulthandler "$here/bench/real_printer.py" --out "$out"
}

stop() {
    if [[ -f $pidfile ]]; then
        kill "$(cat "$pidfile")" && rm -f "$pidfile"
    fi
}

case "${1:-}" in
    setup) setup ;;
    print) shift; print_documents "$@" ;;
    stop) stop ;;
    *) sed -n '2,18p' "$0"; exit 2 ;;
esac
