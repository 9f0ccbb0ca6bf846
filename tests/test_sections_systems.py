"""A section is a tournament of its own, its system included (issue 30 item 1): ``arbiter section add FILE
NAME --system S`` makes a section of the system ``arbiter new --system S`` makes an event of, for every
system the option offers (a team system was taken, and a Dutch section made, before)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

import operations
from cli.event import _SYSTEMS
from cli.main import run


def _cli(*argv: str) -> tuple[int, str]:
    out, err = io.StringIO(), io.StringIO()
    code = run(list(argv), out, err)
    return code, out.getvalue() + err.getvalue()


def _team_options(system: str) -> list[str]:
    return ["--boards", "4"] if system.startswith("team-") else []


@pytest.mark.parametrize("system", _SYSTEMS)
def test_a_section_added_with_a_system_is_of_that_system(tmp_path: Path, store_url: str, system: str) -> None:
    """The event of several sections in a file and on the tests' server; the event alone, a file."""
    alone, event = tmp_path / "alone.arbiter", store_url
    code, said = _cli(
        "new", str(alone), "--name", "Alone", "--system", system, "--rounds", "5", *_team_options(system)
    )
    assert code == 0, said
    assert _cli("new", str(event), "--name", "Fest", "--rounds", "7")[0] == 0
    code, said = _cli(
        "section", "add", str(event), "Added", "--system", system, "--rounds", "5", *_team_options(system)
    )
    assert code == 0, said
    with operations.open_file(alone) as tf:
        expected = tf.event.settings()
    with operations.open_file(event) as tf:
        tf.sections.choose("Added")
        made = tf.event.settings()
    assert (made.system, made.round_robin, made.team, made.tournament_type, made.number_of_rounds) == (
        expected.system,
        expected.round_robin,
        expected.team,
        expected.tournament_type,
        expected.number_of_rounds,
    )


def test_boards_without_a_team_system_are_refused_in_one_sentence(store_url: str) -> None:
    event = store_url
    assert _cli("new", str(event), "--name", "Fest", "--rounds", "7")[0] == 0
    code, said = _cli("section", "add", str(event), "Added", "--boards", "4")
    assert (
        code == 1 and said == "arbiter: --boards and --team-code are for a team event (--system team-swiss)\n"
    )
    code, said = _cli("section", "add", str(event), "Added", "--system", "team-swiss")
    assert code == 1 and "--boards" in said and len(said.splitlines()) == 1
    with operations.open_file(event) as tf:
        assert [s.name for s in tf.sections.list()] == ["Fest"]
