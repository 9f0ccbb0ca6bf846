"""``python -m tests.store_count`` (issue 30 item 4): where each test of the operations runs, and why a
test kept on SQLite is kept there (its ``sqlite_only`` mark)."""

from __future__ import annotations

from pathlib import Path

from tests import store_count

SAMPLE = """
import pytest
import operations


@pytest.fixture
def event(store_url):
    return store_url


def test_on_both(event): ...


@pytest.mark.sqlite_only("no_store")
def test_a_parser(): ...


@pytest.mark.sqlite_only("no_such_reason")
def test_badly_marked(tmp_path): ...


@pytest.mark.sqlite_only("file")
def test_marked_but_on_both(store_url): ...


def test_not_examined(tmp_path): ...


@pytest.mark.sqlite_only("window")
class TestWindow:
    def test_in_a_class(self, qtbot): ...
"""


def test_each_test_gets_its_store_and_its_reason(tmp_path: Path) -> None:
    sample = tmp_path / "test_sample.py"
    sample.write_text(SAMPLE, encoding="utf-8")
    found = store_count.kinds(sample)
    assert found == {
        "test_on_both": ("both", None),
        "test_a_parser": ("sqlite", "no_store"),
        "test_badly_marked": ("sqlite", "no_such_reason"),
        "test_marked_but_on_both": ("both", "file"),
        "test_not_examined": ("sqlite", None),
        "TestWindow.test_in_a_class": ("sqlite", "window"),
    }
    assert store_count.mistakes({sample.name: found}) == [
        "test_sample.py::test_badly_marked: no such reason 'no_such_reason'",
        "test_sample.py::test_marked_but_on_both: marked sqlite_only but runs on both",
    ]


def test_a_file_wide_mark_covers_its_tests(tmp_path: Path) -> None:
    sample = tmp_path / "test_sample.py"
    sample.write_text(
        'import pytest\nimport operations\npytestmark = [pytest.mark.sqlite_only("missing")]\n'
        "def test_one(tmp_path): ...\n",
        encoding="utf-8",
    )
    assert store_count.kinds(sample) == {"test_one": ("sqlite", "missing")}


def test_the_tests_of_this_tree_are_marked_truly() -> None:
    """Every mark of the tree names a reason and sits on a test that runs on SQLite only."""
    per_test = {
        path.name: found
        for path in sorted(store_count.TESTS.glob("test_*.py"))
        if (found := store_count.kinds(path)) is not None
    }
    assert len(per_test) > 90
    assert store_count.mistakes(per_test) == []
