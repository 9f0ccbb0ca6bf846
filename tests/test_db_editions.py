"""The rules edition is a setting of the tournament (issue 12): chosen at creation, written to
record 192 of every export, changed after round 1 only when the arbiter confirms, and logged."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

import operations
from engine.model import RulesEdition
from engine.trf import read_trf
from tests.test_db_cli import STANDIN, ok, refused
from tests.test_db_support import new_file, pairer, snapshot
from values import TrfVersion


@pytest.mark.parametrize("edition", list(RulesEdition))
def test_new_with_each_edition_and_the_exports_say_it(store_url: str, edition: RulesEdition) -> None:
    path = store_url
    ok("new", path, "--name", "Old Open", "--rounds", "5", "--rules", edition.short_name)
    assert f"rules: {edition.value}" in ok("rules", path)
    with operations.open_file(path) as tf:
        assert tf.event.settings().rules is edition
        for version in TrfVersion:
            text = tf.files.export_trf(version)
            assert f"192 {edition.value}" in text.splitlines()
            assert read_trf(text).rules is edition


def test_before_round_one_the_edition_changes_freely(store_url: str) -> None:
    with new_file(store_url) as tf:
        assert tf.event.set_rules(RulesEdition.DUTCH_2017).rules is RulesEdition.DUTCH_2017
        entry = tf.audit_log()[-1]
        assert entry.operation == "set_rules"


def test_after_round_one_a_change_needs_the_arbiters_confirmation(store_url: str) -> None:
    with new_file(store_url) as tf:
        tf.rounds.pair_next(pairer=pairer)
        before = snapshot(store_url)
        with pytest.raises(
            operations.OperationRefused, match="round 1 is already paired under the 2025 text"
        ):
            tf.event.set_rules(RulesEdition.DUTCH_2017)
        with pytest.raises(operations.OperationRefused, match="confirm the change"):
            tf.event.update(replace(tf.event.settings(), rules=RulesEdition.DUTCH_2017))
        assert snapshot(store_url) == before
        assert tf.event.set_rules(RulesEdition.DUTCH_2017, confirm=True).rules is RulesEdition.DUTCH_2017
        entry = tf.audit_log()[-1]
        assert entry.operation == "set_rules" and entry.old is not None and entry.new is not None
        assert json.loads(entry.old)["rules"] == "FIDE_DUTCH_2025"
        assert json.loads(entry.new)["rules"] == "FIDE_DUTCH_2017"


def test_the_rules_command_refuses_then_accepts_with_confirm(store_url: str) -> None:
    path = store_url
    ok("new", path, "--name", "Club", "--rounds", "5", "--rules", "2017")
    for i in range(4):
        ok("add-player", path, "--name", f"Player, {i}", "--rating", str(2000 - i))
    ok("pair", path, "--pairer", STANDIN)
    err = refused("rules", path, "2025")
    assert "round 1 is already paired under the 2017 text" in err
    assert "rules: FIDE_DUTCH_2017 -> FIDE_DUTCH_2025" in ok("rules", path, "2025", "--confirm")
    assert "set_rules" in ok("log", path)
