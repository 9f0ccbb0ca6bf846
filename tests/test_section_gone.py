"""``operations.section_gone`` (issue 30 item 3): the read of a section another desk deleted is said in one
sentence naming it; a failure of a section still in the event is raised as it was; a read that works
asks nothing more. On both stores (the ``store_url`` fixture)."""

from __future__ import annotations

import pytest

from db.errors import NotATournamentFile
from operations.section_gone import SectionDeleted, read_unless_deleted
from tests.test_db_support import new_file
from values.sections import SectionInfo


class _Listed:
    """Sections listed from a fixed tuple, counting the times they were asked for."""

    def __init__(self, sections: tuple[SectionInfo, ...]) -> None:
        self.sections = sections
        self.asked = 0

    def list(self) -> tuple[SectionInfo, ...]:
        self.asked += 1
        return self.sections


def _no_row() -> object:
    raise NotATournamentFile("the file has no event data")


def test_a_deleted_section_is_named_when_read(store_url: str) -> None:
    with new_file(store_url, players=4) as tf:
        juniors = tf.sections.add("Juniors").id
        tf.sections.delete("Juniors")  # as another desk would, after this desk listed it
        with pytest.raises(SectionDeleted) as raised:
            read_unless_deleted(tf.sections, juniors, "Juniors", lambda: tf.snapshot(juniors))
        assert str(raised.value) == "Section Juniors was deleted at another desk."
        assert raised.value.name == "Juniors"


def test_a_section_still_listed_fails_as_it_failed(store_url: str) -> None:
    with new_file(store_url, players=4) as tf:
        listed = _Listed(tf.sections.list())
        with pytest.raises(NotATournamentFile, match="no event data"):
            read_unless_deleted(listed, tf.section_id, "Test Open", _no_row)
        assert listed.asked == 1


@pytest.mark.sqlite_only("no_store")
def test_a_read_that_works_asks_for_no_list() -> None:
    listed = _Listed(())
    assert read_unless_deleted(listed, 7, "Juniors", lambda: "read") == "read"
    assert listed.asked == 0
