"""A deleted section put back as it was, in one step (issue 30 item 1: deleting a section is undoable like
the other operations): ``tf.sections.restore``, ``arbiter section restore`` and the window's Edit > Undo
after File > Delete this section; on a file and on the venue server."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest

import operations
from cli.main import run
from db.errors import OperationRefused
from db.schema import AUDIT_TRIGGERS
from tests.test_db_support import settings, snapshot
from tests.test_sections import OPEN_A
from values import ByeKind


def _without_the_log(rows: list[str]) -> list[str]:
    """Every row of the event but the audit log's (which grows with the deletion and its undo)."""
    return [r for r in rows if "audit_log" not in r]


def _event_with_a_blitz(where: str) -> None:
    """An event whose second section, the Blitz, holds players, a bye, two players who must not meet,
    a check-in and a fee paid: every kind of row a section's deletion takes with it."""
    with operations.create(where, settings(5)) as tf:
        tf.players.add(OPEN_A[0])
        tf.sections.add("Blitz")
        tf.sections.choose("Blitz")
        for p in OPEN_A[:4]:
            tf.players.add(p)
        first, second = tf.players.by_number(1).id, tf.players.by_number(2).id
        tf.players.request_bye(1, second, ByeKind.HALF)
        tf.restrictions.add_pair([first, second], reason="siblings")
        tf.desk.check_in(first)
        tf.desk.record_payment(first, 1500, "cash")


def test_a_deleted_section_is_put_back_row_for_row(store_url: str) -> None:
    _event_with_a_blitz(store_url)
    before = _without_the_log(snapshot(store_url))
    with operations.open_file(store_url, user="tester") as tf:
        tf.sections.choose("Blitz")
        assert tf.sections.delete("Blitz").players == 4
    assert _without_the_log(snapshot(store_url)) != before  # the deletion changed the event
    with operations.open_file(store_url, user="tester") as tf:
        back = tf.sections.restore("Blitz")
        assert (back.name, back.players) == ("Blitz", 4)
        assert tf.sections.current.name == "Test Open"  # the section worked on stays
        last = tf.audit_log()[-1]
        assert last.operation == "restore_section" and json.loads(last.new or "")["section"] == "Blitz"
    assert _without_the_log(snapshot(store_url)) == before  # the same rows, ids and all
    with operations.open_file(store_url, user="tester") as tf:
        tf.sections.choose("Blitz")
        assert len(tf.players.all()) == 4 and len(tf.restrictions.prohibited_pairs()) == 1
        tf.players.add(OPEN_A[4])  # and it goes on as any section
        assert tf.players.by_number(5).name == OPEN_A[4].name


def test_restoring_is_refused_in_one_sentence_when_it_cannot_be(store_url: str) -> None:
    _event_with_a_blitz(store_url)
    with operations.open_file(store_url, user="tester") as tf:
        with pytest.raises(OperationRefused, match="has a section Blitz already"):
            tf.sections.restore("Blitz")
        with pytest.raises(OperationRefused, match="no section called Juniors was deleted"):
            tf.sections.restore("Juniors")
        tf.sections.delete("Blitz")
        tf.sections.add("Blitz")  # the name taken again by a new section
        with pytest.raises(OperationRefused, match="has a section Blitz already"):
            tf.sections.restore("Blitz")
        tf.sections.delete("Blitz")  # the new one, empty: the last deletion under that name
        assert tf.sections.restore("Blitz").players == 0


@pytest.mark.sqlite_only("file")
def test_a_deletion_recorded_without_its_rows_is_not_put_back(tmp_path: Path) -> None:
    path = str(tmp_path / "old.arbiter")
    _event_with_a_blitz(path)
    with operations.open_file(path, user="tester") as tf:
        tf.sections.delete("Blitz")
    import sqlite3

    con = sqlite3.connect(path)  # as an older program recorded it: settings and players, no rows
    old = json.loads(con.execute("SELECT old_value FROM audit_log ORDER BY id DESC LIMIT 1").fetchone()[0])
    del old["rows"]
    con.execute("DROP TRIGGER IF EXISTS audit_log_no_update")
    con.execute("UPDATE audit_log SET old_value = ? WHERE operation = 'delete_section'", (json.dumps(old),))
    con.execute(next(s for s in AUDIT_TRIGGERS if "audit_log_no_update" in s))  # the file as it was built
    con.commit()
    con.close()
    with (
        operations.open_file(path, user="tester") as tf,
        pytest.raises(OperationRefused, match="older version of the program"),
    ):
        tf.sections.restore("Blitz")


def test_the_command_line_says_how_to_undo_and_restores(store_url: str) -> None:
    path = store_url
    _event_with_a_blitz(path)
    out, err = io.StringIO(), io.StringIO()
    assert run(["section", "delete", str(path), "Blitz"], out, err) == 0, err.getvalue()
    assert f'arbiter section restore {path} "Blitz"' in out.getvalue()
    out = io.StringIO()
    assert run(["section", "restore", str(path), "Blitz"], out, err) == 0, err.getvalue()
    assert "Blitz" in out.getvalue() and "4" in out.getvalue()
    err = io.StringIO()
    assert run(["section", "restore", str(path), "Blitz"], io.StringIO(), err) != 0
    assert "already" in err.getvalue() and "Traceback" not in err.getvalue()


@pytest.mark.sqlite_only("window")
def test_the_window_undoes_and_redoes_a_deleted_section(window: Any, tmp_path: Path, prompts: Any) -> None:
    path = tmp_path / "fest.arbiter"
    _event_with_a_blitz(str(path))
    assert window.files.open_path(path)
    window.sections.combo.activated.emit(1)
    assert window.players_model.rowCount() == 4
    prompts.confirms.append(True)
    window.sections.delete_section.trigger()
    assert "Edit > Undo puts them back" in prompts.questions[-1][1]
    assert [s.name for s in window.tf.sections.list()] == ["Test Open"]
    assert window.sections.combo.count() == 1 and window.players_model.rowCount() == 1
    assert window.undo_stack.count() == 1
    window.ops.undo()
    assert [s.name for s in window.tf.sections.list()] == ["Test Open", "Blitz"]
    assert window.sections.combo.count() == 2 and window.tf.sections.current.name == "Test Open"
    window.ops.redo()
    assert [s.name for s in window.tf.sections.list()] == ["Test Open"]
    window.ops.undo()
    window.sections.combo.activated.emit(1)
    assert window.tf.sections.current.name == "Blitz" and window.players_model.rowCount() == 4
