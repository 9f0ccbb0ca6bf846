"""A real PostgreSQL server for the tests (issue 30 item 4): ``initdb`` in a temporary folder, ``pg_ctl``
on a free port of the loopback, one per test session (per pytest-xdist worker), stopped and deleted at
the end. Debian's ``postgresql`` package brings the programs (``scripts/setup.sh`` installs it); they are
found on PATH or under ``/usr/lib/postgresql/*/bin``.

PostgreSQL refuses to run as root: when the tests run as root (CI does), the server runs as the
unprivileged ``nobody`` (``runuser``), in a folder that user owns. Logins over TCP need a password
(``scram-sha-256``, the password of the superuser ``arbiter`` below); the tests give it through
``PGPASSWORD`` as a desk would.
"""

from __future__ import annotations

import contextlib
import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import psycopg

SUPERUSER = "arbiter"
PASSWORD = "tests-only-password"
"""The password of the tests' own throw-away server (it listens on 127.0.0.1 only)."""


def server_programs() -> Path | None:
    """The folder of ``initdb``/``pg_ctl``/``postgres``, or None when PostgreSQL is not installed."""
    found = shutil.which("initdb")
    if found and shutil.which("pg_ctl"):
        return Path(found).parent
    candidates = sorted(
        glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(Path(p).parts[-3]), reverse=True
    )
    return Path(candidates[0]).parent if candidates else None


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class PgServer:
    """A running test server: where it listens and how to reach its databases."""

    bin: Path
    folder: Path
    port: int
    run_as: str | None
    durable: bool = False
    """Each commit reaches the disk before it is acknowledged (PostgreSQL's defaults: ``fsync``,
    ``synchronous_commit``), as at a venue; the tests' server skips that (False) to run fast."""
    tls: bool = False
    """The server offers TLS (a self-signed certificate made for it), as a venue server should."""
    counter: int = 0
    free: list[str] = field(default_factory=list)
    """Databases emptied by ``give_back``, handed out again before a new one is made."""

    @property
    def data(self) -> Path:
        return self.folder / "data"

    def url(self, database: str) -> str:
        return f"postgresql://{SUPERUSER}@127.0.0.1:{self.port}/{database}"

    def admin(self) -> psycopg.Connection[tuple[object, ...]]:
        return psycopg.connect(
            host="127.0.0.1",
            port=self.port,
            user=SUPERUSER,
            password=PASSWORD,
            dbname="postgres",
            autocommit=True,
        )

    def empty_database(self) -> str:
        """An empty database: one given back by an earlier test, or a new one."""
        return self.free.pop() if self.free else self.new_database()

    def give_back(self, name: str) -> None:
        """Empty the database ``name`` (its connections ended, its schema made again) for the next test:
        much cheaper than making a database per test."""
        with self.admin() as con:
            con.execute(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                "WHERE datname = %s AND pid <> pg_backend_pid()",
                (name,),
            )
        with psycopg.connect(
            host="127.0.0.1", port=self.port, user=SUPERUSER, password=PASSWORD, dbname=name, autocommit=True
        ) as con:
            con.execute("DROP SCHEMA public CASCADE")
            con.execute("CREATE SCHEMA public")
        self.free.append(name)

    def new_database(self, prefix: str = "t") -> str:
        """A new, empty database (its name unique in this server); returns its name."""
        self.counter += 1
        name = f"{prefix}{os.getpid()}_{self.counter}"
        with self.admin() as con:
            con.execute(f'CREATE DATABASE "{name}"')
        return name

    def drop_database(self, name: str) -> None:
        with self.admin() as con:
            con.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

    def _ctl(self, *args: str) -> subprocess.CompletedProcess[str]:
        command = [str(self.bin / "pg_ctl"), "-D", str(self.data), *args]
        if self.run_as:
            command = ["runuser", "-u", self.run_as, "--", *command]
        return subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)

    def start(self) -> None:
        options = f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1"
        if not self.durable:
            options += " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
        if self.tls:
            tls = f" -c ssl=on -c ssl_cert_file={self.folder}/server.crt"
            options += tls + f" -c ssl_key_file={self.folder}/server.key"
        done = self._ctl("-w", "-t", "60", "-l", str(self.folder / "server.log"), "-o", options, "start")
        if done.returncode != 0:
            log = (self.folder / "server.log").read_text(errors="replace")[-2000:]
            raise RuntimeError(f"pg_ctl start failed: {done.stdout}{done.stderr}\n{log}")

    def stop(self, mode: str = "fast") -> None:
        """Stop the server (``immediate``: at once, as a crash; what the session's end does, nothing
        of it being kept)."""
        self._ctl("-w", "-m", mode, "stop")

    def is_running(self) -> bool:
        return self._ctl("status").returncode == 0


def start_server(*, durable: bool = False, tls: bool = False) -> PgServer:
    """Make a cluster in a new temporary folder and start it (raises ``RuntimeError`` saying why not).
    ``durable``: with PostgreSQL's own durability (``PgServer.durable``), for the benchmarks; ``tls``:
    offering TLS with a self-signed certificate (``openssl`` makes it)."""
    bin_dir = server_programs()
    if bin_dir is None:
        raise RuntimeError("PostgreSQL's initdb is not installed (scripts/setup.sh installs postgresql)")
    run_as = "nobody" if os.geteuid() == 0 else None
    folder = Path(tempfile.mkdtemp(prefix="arbiter-pg-"))
    (folder / "pw").write_text(PASSWORD + "\n", encoding="utf-8")
    if run_as:
        entry = pwd.getpwnam(run_as)
        os.chmod(folder, 0o700)
        for path in (folder, folder / "pw"):
            os.chown(path, entry.pw_uid, entry.pw_gid)
    command = [
        str(bin_dir / "initdb"),
        "-D",
        str(folder / "data"),
        "-U",
        SUPERUSER,
        "--pwfile",
        str(folder / "pw"),
        "--auth-local=trust",
        "--auth-host=scram-sha-256",
        "--encoding=UTF8",
        "--locale=C.UTF-8",
    ]
    if run_as:
        command = ["runuser", "-u", run_as, "--", *command]
    done = subprocess.run(command, capture_output=True, text=True, timeout=300, check=False)
    if done.returncode != 0:
        shutil.rmtree(folder, ignore_errors=True)
        raise RuntimeError(f"initdb failed: {done.stdout}{done.stderr}")
    (folder / "pw").unlink()
    if tls:
        _self_signed(folder, run_as)
    server = PgServer(bin_dir, folder, _free_port(), run_as, durable, tls)
    server.start()
    deadline = time.monotonic() + 30
    while True:
        try:
            server.admin().close()
            return server
        except psycopg.OperationalError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.2)


def _self_signed(folder: Path, run_as: str | None) -> None:
    """A certificate and key for 127.0.0.1 in ``folder``, readable by the server's user only."""
    done = subprocess.run(
        [
            "openssl",
            "req",
            "-x509",
            "-newkey",
            "rsa:2048",
            "-nodes",
            "-days",
            "1",
            "-subj",
            "/CN=127.0.0.1",
            "-keyout",
            str(folder / "server.key"),
            "-out",
            str(folder / "server.crt"),
        ],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    if done.returncode != 0:
        raise RuntimeError(f"openssl could not make a certificate: {done.stderr}")
    os.chmod(folder / "server.key", 0o600)
    if run_as:
        entry = pwd.getpwnam(run_as)
        for name in ("server.key", "server.crt"):
            os.chown(folder / name, entry.pw_uid, entry.pw_gid)


def remove_server(server: PgServer) -> None:
    with contextlib.suppress(Exception):
        server.stop("immediate")
    shutil.rmtree(server.folder, ignore_errors=True)
