"""Every ``arbiter`` command that takes FILE also takes a URL ``postgresql://USER@HOST[:PORT]/DBNAME``
(issue 30 item 2), checked command by command: the commands are enumerated from the parsers themselves
(``arbiter COMMAND``, ``arbiter print``, ``arbiter export``, ``arbiter publish``), so that a command added
later is checked too. Each is run with the URL of a server that is not there (one sentence, exit 1, no
traceback), of an empty database on the tests' real server (it reached the server: "holds no event yet"),
and of an event of two sections there (done or refused in one sentence; never a fault of the program).
The password comes from a prompt and is written in no table of the event."""

from __future__ import annotations

import argparse
import contextlib
import getpass
import io
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from cli import exports, printing
from cli.main import _parser as command_parser
from cli.main import run as run_command
from tests.conftest import REPO
from tests.pg_server import PASSWORD
from tests.test_db_support import server_rows

DEAD = "postgresql://arbiter@127.0.0.1:1/nothing"
"""A server that is not there (nothing listens on port 1)."""

MAKES_AN_EVENT = frozenset({("new",), ("import-trf",)})
"""Commands that make the event at FILE (on an empty database they succeed)."""


def _leaves(
    parser: argparse.ArgumentParser, prefix: tuple[str, ...]
) -> Iterator[tuple[tuple[str, ...], argparse.ArgumentParser]]:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, child in action.choices.items():
                yield from _leaves(child, (*prefix, name))
            return
    yield prefix, parser


def _takes_file(parser: argparse.ArgumentParser) -> bool:
    return any(a.dest in ("file", "source") for a in parser._actions if not a.option_strings)


def every_command() -> list[tuple[tuple[str, ...], argparse.ArgumentParser]]:
    """Every command (with its sub-command) whose parser takes FILE."""
    found = [(p, parser) for p, parser in _leaves(command_parser(), ()) if _takes_file(parser)]
    found.append((("print",), printing._parser()))
    found += [
        (("export", *p), parser)
        for p, parser in _leaves(exports._parser("export"), ())
        if _takes_file(parser)
    ]
    found.append((("publish",), exports._parser("publish")))
    return found


class Inputs:
    """Valid files for the commands that read one besides FILE, and fresh output paths."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.count = 0
        folder.mkdir(exist_ok=True)
        (folder / "players.csv").write_text('Name,Rating\n"Doe, Jane",1800\n', encoding="utf-8")
        (folder / "teams.csv").write_text(
            'team,board,name,rating\nRooks,1,"Doe, Jane",1800\n', encoding="utf-8"
        )
        (folder / "results.csv").write_text(
            "Round,Board,White No,White,White Rating,Result,Black No,Black,Black Rating\n", encoding="utf-8"
        )
        trf_event = folder / "trf.arbiter"
        assert (
            run_command(
                ["new", str(trf_event), "--name", "From TRF", "--rounds", "3"], io.StringIO(), io.StringIO()
            )
            == 0
        )
        for name in ("Alpha, A", "Beta, B"):
            assert (
                run_command(["add-player", str(trf_event), "--name", name], io.StringIO(), io.StringIO()) == 0
            )
        assert (
            run_command(
                ["export-trf", str(trf_event), "-o", str(folder / "event.trf")], io.StringIO(), io.StringIO()
            )
            == 0
        )

    def fresh(self, suffix: str = "") -> str:
        self.count += 1
        return str(self.folder / f"out{self.count}{suffix}")


_VALUES = {
    "round": "1",
    "board": "1",
    "player": "1",
    "players": "1",
    "pair": "1",
    "team": "1",
    "match": "1",
    "result": "1-0",
    "name": "Open B",
    "new_name": "Open C",
    "target": "Open B",
    "person": "ann",
    "k": "20",
    "amount": "10",
}


def argv_for(
    command: tuple[str, ...], parser: argparse.ArgumentParser, url: str, inputs: Inputs
) -> list[str]:
    """The command line of ``command`` on ``url``, every argument it needs given a valid value."""
    argv = list(command)
    files = {"csv": {"import-csv": "players.csv", "import-teams": "teams.csv"}.get(command[0], "results.csv")}
    for action in parser._actions:
        if action.option_strings:
            if action.required:
                argv += [
                    action.option_strings[-1],
                    {"output": inputs.fresh(".out"), "order": "1,2", "name": "Venue Open"}[action.dest],
                ]
            continue
        if action.dest in ("file", "source"):
            argv.append(url)
        elif action.dest in ("destination", "destination_event"):
            argv.append(inputs.fresh(".arbiter"))
        elif action.dest == "trf":
            argv.append(str(inputs.folder / "event.trf"))
        elif action.dest in files:
            argv.append(str(inputs.folder / files[action.dest]))
        elif command == ("print",) and action.dest == "kind":
            argv.append("standings")
        elif action.dest == "kind" and action.choices is not None:
            argv.append("half" if "half" in action.choices else sorted(action.choices)[0])
        elif action.choices is not None and action.nargs != "?":
            argv.append(sorted(action.choices)[0])
        elif action.nargs != "?":
            argv.append(_VALUES[action.dest])
    if command == ("new",):
        argv += ["--rounds", "5"]
    if command == ("add-player",):
        argv += ["--name", "Late, Lena"]
    return argv


def run(argv: list[str]) -> tuple[int, str, str]:
    """One command as the ``arbiter`` launcher runs it; (exit status, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        if argv[0] == "print":
            try:
                code = printing.run(argv)
            except SystemExit as exc:
                code = int(exc.code or 0)
        elif argv[0] in ("export", "publish"):
            code = exports.run(argv, out, err)
        else:
            code = run_command(argv, out, err)
    return code, out.getvalue(), err.getvalue()


def _one_sentence(err: str) -> bool:
    lines = err.splitlines()
    return (
        len(lines) == 1
        and lines[0].startswith(("arbiter: ", "arbiter print: "))
        and "internal error" not in err
    )


def test_the_commands_are_found_and_each_parses_its_file_as_a_location() -> None:
    names = {" ".join(c) for c, _ in every_command()}
    assert {
        "pair",
        "result",
        "copy",
        "section add",
        "enter",
        "print",
        "export csv",
        "publish",
        "serve",
    } <= names
    assert len(names) >= 70
    for command, parser in every_command():
        types = {a.dest: a.type for a in parser._actions if a.dest in ("file", "source", "destination_event")}
        assert all(getattr(t, "__name__", "") == "event_location" for t in types.values()), command


def test_every_command_with_a_server_out_of_reach_says_so_in_one_sentence(tmp_path: Path) -> None:
    inputs = Inputs(tmp_path / "in")
    for command, parser in every_command():
        argv = argv_for(command, parser, DEAD, inputs)
        code, _, err = run(argv)
        assert code == 1 and _one_sentence(err), (argv, err)
        assert "venue server postgresql://arbiter@127.0.0.1:1/nothing is out of reach" in err, (argv, err)


def test_every_command_reaches_the_server_of_its_url(
    tmp_path: Path, pg_database: str, pg_server: object
) -> None:
    inputs = Inputs(tmp_path / "in")
    for command, parser in every_command():
        if command in MAKES_AN_EVENT:
            continue
        argv = argv_for(command, parser, pg_database, inputs)
        code, _, err = run(argv)
        assert code == 1 and _one_sentence(err) and "holds no event yet" in err, (argv, err)
    assert server_rows(pg_database) == []  # nothing was made by a command that does not make an event
    for command in MAKES_AN_EVENT:
        url = pg_database.rsplit("/", 1)[0] + "/" + pg_server.new_database()  # type: ignore[attr-defined]
        code, out, err = run(argv_for(command, dict(every_command())[command], url, inputs))
        assert code == 0 and err == "" and url in out, (command, err)


def test_every_command_runs_on_an_event_of_the_server(tmp_path: Path, pg_database: str) -> None:
    inputs = Inputs(tmp_path / "in")
    assert run(["new", pg_database, "--name", "Venue Open", "--rounds", "5"])[0] == 0
    for i in range(6):
        assert run(["add-player", pg_database, "--name", f"Player {i}, A", "--rating", str(2000 - i)])[0] == 0
    assert run(["pair", pg_database])[0] == 0
    assert run(["section", "add", pg_database, "Open B"])[0] == 0
    done = 0
    for command, parser in every_command():
        if command in MAKES_AN_EVENT or command == ("serve",):
            continue  # new and import-trf: tested above; serve: below (it runs until stopped)
        argv = argv_for(command, parser, pg_database, inputs)
        if command[0] not in ("copy", "section", "publish"):
            argv += ["--section", "Venue Open"]
        code, _, err = run(argv)
        assert code in (0, 1, 3) and "internal error" not in err and "Traceback" not in err, (argv, err)
        assert code == 0 or _one_sentence(err) or command == ("check-export",), (argv, err)
        done += code == 0
    assert done >= 40  # most of them did their work on the server's event


def test_serve_serves_an_event_of_the_server(pg_database: str) -> None:
    assert run(["new", pg_database, "--name", "Venue Open", "--rounds", "5"])[0] == 0
    env = {**os.environ, "PYTHONPATH": str(REPO), "PGPASSWORD": PASSWORD}
    server = subprocess.Popen(
        [sys.executable, "-m", "cli", "serve", pg_database, "--host", "127.0.0.1", "--port", "0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        cwd=REPO,
    )
    try:
        assert server.stdout is not None
        first = server.stdout.readline()
        assert first.startswith("serving Venue Open on port "), first + (
            server.stderr.read() if server.poll() is not None and server.stderr else ""
        )
        server.send_signal(signal.SIGINT)  # at once: also while it starts (tests/test_serve_stops.py)
        out, err = server.communicate(timeout=60)
    finally:
        if server.poll() is None:  # not stopped: killed, so that it holds the test's database no longer
            server.kill()
            server.communicate()
    assert (server.returncode, err) == (0, ""), err
    assert out.splitlines()[-1] == "stopped", out


def test_a_password_from_the_prompt_is_written_nowhere_in_the_event(
    pg_database: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv("PGPASSWORD")
    monkeypatch.setenv("PGPASSFILE", str(tmp_path / "no-pgpass"))
    asked: list[str] = []

    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    def prompt(text: str) -> str:
        asked.append(text)
        return PASSWORD

    monkeypatch.setattr(sys, "stdin", Terminal())
    monkeypatch.setattr(getpass, "getpass", prompt)
    session = [
        ["new", pg_database, "--name", "Venue Open", "--rounds", "5"],
        *(["add-player", pg_database, "--name", f"Player {i}, A"] for i in range(4)),
        ["pair", pg_database],
        ["result", pg_database, "1", "1", "1-0"],
        ["section", "add", pg_database, "Open B"],
        ["role", pg_database, "ann", "chief"],
    ]
    for argv in session:
        code, out, err = run(argv)
        assert code == 0, (argv, err)
        assert PASSWORD not in out + err
    assert len(asked) == len(session) and asked[0] == "password of arbiter on 127.0.0.1: "
    monkeypatch.setenv("PGPASSWORD", PASSWORD)  # the test's own look at every row, by psycopg alone
    rows = server_rows(pg_database)
    assert any(r.startswith("audit_log: ") for r in rows) and len(rows) > 10
    assert [r for r in rows if PASSWORD in r] == []


def test_a_role_is_named_without_a_section_in_an_event_of_several(pg_database: str) -> None:
    """The desks' roles are the event's (one role in every section): ``arbiter role URL PERSON ROLE`` as
    the docs write it, also once the event has two sections (refused before: "name the one to work on")."""
    assert run(["new", pg_database, "--name", "Venue Open", "--rounds", "5"])[0] == 0
    assert run(["section", "add", pg_database, "Open B"])[0] == 0
    code, _, err = run(["role", pg_database, "root", "chief"])
    assert code == 0, err
    for section in ("Venue Open", "Open B"):
        code, out, err = run(["role", pg_database, "--section", section])
        assert code == 0 and "root" in out and "chief" in out, err
