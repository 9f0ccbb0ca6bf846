"""The tests that read ``../shared`` (the conformance corpora, the FIDE texts) fail under CI when it is
missing, so that a green CI run has checked them, and are skipped with a visible reason elsewhere
(``tests/conftest.py``: :func:`shared_material`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import in_ci, shared_material


@pytest.mark.parametrize("value", ["true", "1", "yes", "TRUE"])
def test_ci_is_on_when_the_variable_says_so(value: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CI", value)
    assert in_ci()


@pytest.mark.parametrize("value", [None, "", "0", "false", "no"])
def test_ci_is_off_without_the_variable_or_when_it_says_no(
    value: str | None, monkeypatch: pytest.MonkeyPatch
) -> None:
    if value is None:
        monkeypatch.delenv("CI", raising=False)
    else:
        monkeypatch.setenv("CI", value)
    assert not in_ci()


def test_missing_material_fails_under_ci(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CI", "true")
    with pytest.raises(pytest.fail.Exception) as failed:
        shared_material(tmp_path / "conformance", "the conformance corpus")
    assert "the conformance corpus is missing" in str(failed.value)
    assert str(tmp_path / "conformance") in str(failed.value)
    assert "CI=true" in str(failed.value)


def test_missing_material_is_skipped_with_its_reason_outside_ci(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("CI", raising=False)
    with pytest.raises(pytest.skip.Exception) as skipped:
        shared_material(tmp_path / "rules.md", "the Berger tables")
    missing = tmp_path / "rules.md"
    assert str(skipped.value) == f"the Berger tables is missing: {missing} (../shared beside this clone)"


def test_present_material_is_returned_in_and_outside_ci(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for value in ("true", ""):
        monkeypatch.setenv("CI", value)
        assert shared_material(tmp_path, "a folder") == tmp_path
