"""The event's language for its documents (issue 17): stored in the tournament file (schema 5), set as
an operation with its audit row, refused when it is not one of the program's languages, and given by
``arbiter new --language`` / ``arbiter set-event --language`` and shown where the command shows the event.

Which language a document is then printed in is ``engine.i18n.language_for_document`` (tested in its
doctests and, end to end, in tests/test_cli_language.py and the GUI tests). The event is in a file and on
the tests' PostgreSQL server (``store_url``, issue 30 item 4)."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

import operations
from engine.i18n import LANGUAGES, language_for_document
from tests.test_db_cli import ok, refused
from tests.test_db_support import new_file, nothing_at, settings, snapshot


def test_the_language_is_set_and_cleared_each_time_with_its_audit_row(store_url: str) -> None:
    with new_file(store_url, players=4) as tf:
        assert tf.event.settings().language == ""  # a new event has none: the program's
        log = len(tf.audit_log())
        assert tf.event.set_language("es").language == "es"
        assert tf.event.settings().language == "es"
        entry = tf.audit_log()[-1]
        assert len(tf.audit_log()) == log + 1
        assert entry.operation == "update_event" and entry.old is not None and entry.new is not None
        old, new = json.loads(entry.old), json.loads(entry.new)
        assert "language" not in old and new["language"] == "es"
        assert {k: v for k, v in new.items() if k != "language"} == old  # only the language changed
        tf.event.set_language("es")  # the same again: nothing to log
        assert len(tf.audit_log()) == log + 1
        assert tf.event.set_language("").language == ""  # back to the program's
        entry = tf.audit_log()[-1]
        assert json.loads(entry.old or "{}")["language"] == "es"
        assert "language" not in json.loads(entry.new or "{}")
        assert len(tf.audit_log()) == log + 2
    with operations.open_file(store_url) as tf:
        assert tf.event.settings().language == ""


def test_every_language_of_the_program_can_be_the_events(store_url: str) -> None:
    with new_file(store_url, players=0) as tf:
        for code in LANGUAGES:
            assert tf.event.set_language(code).language == code


def test_it_travels_with_the_event_settings_after_round_one_too(store_url: str) -> None:
    """Created with the event, kept by every other change of the settings, changed after round 1 (it
    decides no pairing)."""
    from tests.test_db_support import pairer

    with operations.create(store_url, settings(language="ru")) as tf:
        assert tf.event.settings().language == "ru"
        tf.event.update(replace(tf.event.settings(), city="Zürich"))
        assert tf.event.settings().language == "ru"
        for name in ("A, A", "B, B"):
            tf.players.add(operations.PlayerDetails(name))
        tf.rounds.pair_next(pairer=pairer)
        assert tf.event.set_language("de").language == "de"


@pytest.mark.parametrize("code", ["pt", "ES", "es_ES", "english", " "])
def test_an_unknown_code_is_refused_and_nothing_changes(store_url: str, code: str) -> None:
    with new_file(store_url, players=2) as tf:
        tf.event.set_language("fr")
        before = snapshot(store_url)
        with pytest.raises(operations.OperationRefused) as refusal:
            tf.event.set_language(code)
        assert str(refusal.value) == (
            f"{code!r} is not a language of Arbiter Desk: the documents can be in en, fr, de, es, ru, it, "
            "or in the language of the program that prints them (empty)"
        )
        with pytest.raises(operations.OperationRefused, match="not a language of Arbiter Desk"):
            tf.event.update(replace(tf.event.settings(), language=code))
        assert snapshot(store_url) == before and tf.event.settings().language == "fr"


def test_a_new_file_with_an_unknown_language_is_not_created(store_url: str) -> None:
    with pytest.raises(operations.OperationRefused, match="'xx' is not a language"):
        operations.create(store_url, settings(language="xx"))
    assert nothing_at(store_url)


@pytest.mark.sqlite_only("no_store")
def test_the_decision_an_explicit_choice_then_the_event_then_the_program() -> None:
    assert language_for_document("fr", "es", "de") == "fr"
    assert language_for_document(None, "es", "de") == "es"
    assert language_for_document(None, "", "de") == "de"
    assert language_for_document(None, "", None) == "en"  # no lookup installed: the program is English


# -- the command line ----------------------------------------------------------------------------------


def test_new_and_set_event_take_the_language_and_info_shows_it(store_url: str) -> None:
    path = store_url
    ok("new", path, "--name", "Open de Madrid", "--rounds", "7", "--language", "ES")  # any case
    with operations.open_file(path) as tf:
        assert tf.event.settings().language == "es"
    assert "language of documents: es (Español)\n" in ok("info", path)
    out = ok("set-event", path, "--city", "Madrid")  # another setting: the language stays
    assert "language of documents: es (Español)\n" in out
    assert ok("set-event", path, "--language", "ru").endswith("language of documents: ru (Русский)\n")
    out = ok("set-event", path, "--language", "")
    assert out.endswith("language of documents: the language of the program that prints them\n")
    with operations.open_file(path) as tf:
        assert tf.event.settings().language == ""
        assert [e.operation for e in tf.audit_log()][-3:] == ["update_event"] * 3
    assert "language of documents: the language of the program that prints them" in ok("info", path)


def test_set_event_refuses_an_unknown_language_in_one_line(store_url: str, tmp_path: Path) -> None:
    path = store_url
    ok("new", path, "--name", "Open", "--rounds", "5", "--language", "it")
    before = snapshot(path)
    err = refused("set-event", path, "--language", "pt")
    assert err == (
        "arbiter: 'pt' is not a language of Arbiter Desk: the documents can be in en, fr, de, es, ru, it, "
        "or in the language of the program that prints them (empty)\n"
    )
    assert snapshot(path) == before
    assert "'xx' is not a language" in refused(
        "new", tmp_path / "x.arbiter", "--name", "X", "--rounds", "5", "--language", "xx"
    )
    assert not (tmp_path / "x.arbiter").exists()
