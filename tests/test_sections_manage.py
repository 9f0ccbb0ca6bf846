"""Sections renamed and deleted, and a player's correction followed into the other sections he is entered
in (issue 30 item 1): on a file and on the venue server, through the operations and the command line."""

from __future__ import annotations

import io
import json
from dataclasses import replace

import pytest

import operations
from cli.main import run
from db.errors import OperationRefused
from tests.test_db_support import settings
from tests.test_sections import OPEN_A, OPEN_B, _two_sections
from values import ByeKind


def test_a_section_is_renamed_once_its_name_is_free(store_url: str) -> None:
    with _two_sections(store_url) as tf:
        tf.sections.choose("Test Open")
        renamed = tf.sections.rename("open b", "Open B (U1800)")
        assert renamed.name == "Open B (U1800)" and renamed.players == 4
        assert [s.name for s in tf.sections.list()] == ["Test Open", "Open B (U1800)"]
        with pytest.raises(OperationRefused, match="already has a section 'Test Open'"):
            tf.sections.rename("Open B (U1800)", "test open")
        with pytest.raises(OperationRefused, match="needs a name"):
            tf.sections.rename("Open B (U1800)", "  ")
        assert tf.sections.rename("Test Open", "TEST OPEN").name == "TEST OPEN"  # its case alone
        last = tf.audit_log()[-1]
        assert last.operation == "rename_section" and json.loads(last.new or "") == {"section": "TEST OPEN"}
        tf.sections.choose("Open B (U1800)")
        assert len(tf.players.all()) == 4  # the players stay with their section


def test_a_section_with_a_round_paired_is_never_deleted(store_url: str) -> None:
    with _two_sections(store_url) as tf:
        with pytest.raises(OperationRefused, match="Open B has 1 rounds paired"):
            tf.sections.delete("Open B")
        assert [s.name for s in tf.sections.list()] == ["Test Open", "Open B"]


def test_a_section_without_rounds_is_deleted_with_its_registrations(store_url: str) -> None:
    with operations.create(store_url, settings(5)) as tf:
        tf.players.add(OPEN_A[0])
        tf.sections.add("Blitz")
        tf.sections.choose("Blitz")
        for p in OPEN_A[:3]:
            tf.players.add(p)
        tf.players.request_bye(1, tf.players.by_number(2).id, ByeKind.HALF)
        gone = tf.sections.delete("Blitz")  # the section worked on: the first one is worked on then
        assert (gone.name, gone.players) == ("Blitz", 3)
        assert [s.name for s in tf.sections.list()] == ["Test Open"]
        assert tf.sections.current.name == "Test Open" and len(tf.players.all()) == 1
        last = tf.audit_log()[-1]
        kept = json.loads(last.old or "")
        assert last.operation == "delete_section" and kept["section"] == "Blitz"
        assert [p["name"] for p in kept["players"]] == [p.name for p in OPEN_A[:3]]
        with pytest.raises(OperationRefused, match="only section"):
            tf.sections.delete("Test Open")
        tf.sections.add("Blitz")  # the name is free again, the new section empty
        tf.sections.choose("Blitz")
        assert tf.players.all() == ()


def test_a_correction_follows_into_every_section_he_is_entered_in(store_url: str) -> None:
    with _two_sections(store_url) as tf:
        tf.sections.add("Blitz")
        tf.sections.choose("Test Open")
        ann = tf.players.by_number(1)
        tf.sections.enter(ann.id, "Blitz")
        tf.sections.enter(tf.players.by_number(2).id, "Blitz")
        assert tf.sections.also_entered_in(ann.id) == ("Blitz",)
        tf.sections.choose("Blitz")
        blitz_ann = tf.players.by_number(1)
        tf.players.edit(blitz_ann.id, replace(blitz_ann.details, club="Blitz club"))  # the Blitz's own
        tf.sections.choose("Test Open")
        corrected = replace(ann.details, name="Alpha1, Anna", rating=2411)
        here, there = tf.sections.correct_everywhere(ann.id, corrected)
        assert (here.name, here.rating, there.name, there.rating) == (
            "Alpha1, Anna",
            2411,
            "Alpha1, Anna",
            2411,
        )
        assert there.club == "Blitz club"  # what was not corrected stays as each section has it
        tf.sections.choose("Blitz")
        assert tf.players.by_number(1).name == "Alpha1, Anna"
        assert tf.players.by_number(2).name == OPEN_A[1].name  # another person: untouched
        assert tf.audit_log()[-1].operation == "edit_player"  # the Blitz's own log says it too
        tf.sections.choose("Open B")
        assert {p.name for p in tf.players.all()} == {p.name for p in OPEN_B}


def test_the_command_line_renames_deletes_and_corrects_everywhere(store_url: str) -> None:
    path = store_url
    with _two_sections(str(path)) as tf:
        tf.sections.add("Blitz")
        tf.sections.choose("Test Open")
        tf.sections.enter(tf.players.by_number(1).id, "Blitz")
    out, err = io.StringIO(), io.StringIO()
    assert run(["section", "rename", str(path), "Blitz", "Blitz 5+3"], out, err) == 0, err.getvalue()
    assert "Blitz 5+3" in out.getvalue()
    out = io.StringIO()
    edit = ["edit-player", str(path), "1", "--rating", "2399", "--section", "Test Open"]
    assert run(edit, out, err) == 0, err.getvalue()
    assert "also entered in Blitz 5+3" in out.getvalue()
    out = io.StringIO()
    assert run([*edit[:-2], "--rating", "2398", "--all-sections", "--section", "Test Open"], out, err) == 0
    assert out.getvalue().count("2398") == 2
    err = io.StringIO()
    assert run(["section", "delete", str(path), "Open B"], io.StringIO(), err) != 0
    assert "1 rounds paired" in err.getvalue()
    out = io.StringIO()
    assert run(["section", "delete", str(path), "Blitz 5+3"], out, err) == 0
    assert "Blitz 5+3" in out.getvalue()
    listing = io.StringIO()
    assert run(["section", "list", str(path)], listing, err) == 0
    assert "Blitz" not in listing.getvalue() and "Open B" in listing.getvalue()
