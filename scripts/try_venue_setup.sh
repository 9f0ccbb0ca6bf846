#!/usr/bin/env bash
# Runs the five commands of docs/venue_server.md ("Setting up the server on a laptop, in five commands"),
# read from the document itself and run as written, on this machine's own PostgreSQL (Debian's `main`
# cluster), then checks from a desk what the document promises: the program reaches the event over the
# machine's network address (not the loopback) with the password typed at `createuser`, over TLS when
# the server offers it, and `arbiter copy` moves an event there and back. Everything is put back as it
# was at the end (the two configuration files, the role, the database, the cluster stopped or running).
#
#   sudo scripts/try_venue_setup.sh
#
# Where the machine lacks what a laptop has, the nearest equivalent runs instead and the script says so:
# no `sudo` when already root (the commands run as root, `sudo -u postgres` through `runuser`), no systemd
# (a container: `systemctl restart postgresql` through `service postgresql restart`, and the cluster,
# which installing the package starts on a laptop, started by `service postgresql start`). Exit 0 when every
# check held, 1 otherwise. issue 30 item 6.
set -euo pipefail

if [ "$(id -u)" != 0 ]; then
	echo "try_venue_setup: run it as root (sudo scripts/try_venue_setup.sh): it sets up this machine's PostgreSQL, then puts it back" >&2
	exit 2
fi
repo=$(cd "$(dirname "$0")/.." && pwd)
python=${PYTHON:-$repo/.venv/bin/python}
doc=$repo/docs/venue_server.md
mapfile -t commands < <(awk '/^## Setting up the server on a laptop/ {s = 1} s && /^```sh$/ {c = 1; next} c && /^```$/ {exit} c {print}' "$doc")
mapfile -t tls_on < <(awk '/^## Setting up the server on a laptop/ {s = 1} s && /^```sh$/ {n++; if (n == 2) {c = 1; next}} c && /^```$/ {exit} c {print}' "$doc")
if [ "${#commands[@]}" != 5 ]; then
	echo "try_venue_setup: $doc shows ${#commands[@]} commands, not five" >&2
	exit 1
fi

if ! command -v sudo >/dev/null; then
	echo "(no sudo here, and root already: 'sudo -u USER' runs through runuser)"
	sudo() {
		if [ "$1" = -u ]; then
			local user=$2
			shift 2
			runuser -u "$user" -- "$@"
		else
			"$@"
		fi
	}
fi
if [ ! -d /run/systemd/system ]; then
	echo "(no systemd here: 'systemctl restart postgresql' runs as 'service postgresql restart')"
	systemctl() {
		if [ "$*" = "restart postgresql" ]; then service postgresql restart; else command systemctl "$@"; fi
	}
fi

work=$(mktemp -d)
saved=$work/etc
mkdir -p "$saved"
snakeoil=(/etc/ssl/certs/ssl-cert-snakeoil.pem /etc/ssl/private/ssl-cert-snakeoil.key)
had_snakeoil=no
[ -e "${snakeoil[0]}" ] && had_snakeoil=yes
was_running=$(pg_lsclusters -h | awk '$4 == "online" {print $1 "/" $2}')
for conf in /etc/postgresql/*/main/pg_hba.conf /etc/postgresql/*/main/postgresql.conf; do
	if [ -e "$conf" ]; then
		mkdir -p "$saved$(dirname "$conf")"
		cp -a "$conf" "$saved$conf"
	fi
done
put_back() {
	set +e
	runuser -u postgres -- psql -qc "DROP DATABASE IF EXISTS open2026 WITH (FORCE)" 2>/dev/null
	runuser -u postgres -- psql -qc "DROP ROLE IF EXISTS arbiter" 2>/dev/null
	[ -d "$saved/etc" ] && cp -a "$saved/etc/." /etc/
	[ "$had_snakeoil" = no ] && rm -f "${snakeoil[@]}"
	for cluster in $(pg_lsclusters -h | awk '{print $1 "/" $2}'); do
		if printf '%s\n' "$was_running" | grep -qx "$cluster"; then
			pg_ctlcluster "${cluster%/*}" "${cluster#*/}" restart
		else
			pg_ctlcluster "${cluster%/*}" "${cluster#*/}" stop 2>/dev/null
		fi
	done
	rm -rf "$work"
	echo "put back: the configuration files, the snake-oil certificate (there before: $had_snakeoil), no role arbiter, no database open2026, clusters running: ${was_running:-none}"
}
trap put_back EXIT

password=$(head -c 18 /dev/urandom | base64 | tr -dc 'A-Za-z0-9' | head -c 20)
failed=0
for i in "${!commands[@]}"; do
	echo "\$ ${commands[$i]}"
	if [[ ${commands[$i]} == *--pwprompt* ]]; then
		answers=$(printf '%s\n%s\n' "$password" "$password")  # what the administrator types when asked
	else
		answers=""
	fi
	if ! eval "${commands[$i]}" <<<"$answers"; then
		echo "try_venue_setup: command $((i + 1)) failed" >&2
		failed=1
	fi
	if [ "$i" = 0 ] && ! pg_lsclusters -h | awk '$4 == "online"' | grep -q .; then
		echo "(the package's cluster is not running: on a laptop its installation starts it; here: service postgresql start)"
		service postgresql start
	fi
done
[ "$failed" = 0 ] || exit 1

address=$(hostname -I | awk '{print $1}')
url="postgresql://arbiter@$address/open2026"
export PGPASSWORD=$password PYTHONPATH=$repo
echo "--- a desk: $url (the machine's network address, PGPASSWORD the password typed at createuser)"
for _ in $(seq 30); do  # the server restarted by the fifth command takes a moment
	pg_isready -q -h "$address" && break
	sleep 1
done
check() {
	echo "\$ arbiter $*"
	if ! (cd "$work" && "$python" -m cli "$@"); then
		echo "try_venue_setup: 'arbiter $*' failed" >&2
		failed=1
	fi
}
check new "$url" --name "Set-up check" --rounds 5
check add-player "$url" --name "Alpha, Ann" --rating 2100
check add-player "$url" --name "Beta, Ben" --rating 2000
check pair "$url"
check result "$url" 1 1 1-0
check copy "$url" "$work/open2026.arbiter"
check copy "$work/open2026.arbiter" "$url" --force
check standings "$url"
encrypted() {
	"$python" -c "
import sys, operations
with operations.open_file(sys.argv[1]) as tf:
    print(tf.connection_settings()['ssl'])
" "$url"
}
offered=$(runuser -u postgres -- psql -Atc "SHOW ssl")
tls=$(encrypted) || failed=1
echo "the server offers TLS: $offered; the desk's connection is encrypted (pg_stat_ssl): $tls"
if [ "$offered" != on ]; then
	echo "--- ssl = off: the document's command to turn TLS on"
	echo "\$ ${tls_on[*]}"
	eval "${tls_on[*]}" || failed=1
	for _ in $(seq 30); do
		pg_isready -q -h "$address" && break
		sleep 1
	done
	offered=$(runuser -u postgres -- psql -Atc "SHOW ssl")
	tls=$(encrypted) || failed=1
	echo "the server offers TLS: $offered; the desk's connection is encrypted (pg_stat_ssl): $tls"
fi
if [ "$offered" != on ] || [ "$tls" != True ]; then
	echo "try_venue_setup: the desk's connection is not encrypted" >&2
	failed=1
fi
exit "$failed"
