"""The manual's text (every language): a wrapped line that begins with ``>`` or ``1.`` becomes a
quotation or a numbered list in Markdown, in the middle of a sentence (the English manual showed
"> Pairing rules). Arbiter Desk's pairings..." as a quotation)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.conftest import REPO

MANUALS = sorted((REPO / "resources" / "manual").glob("manual*.md"))


MARKUP_AT_START = re.compile(r"\s+([-*+>#]|1[.)])(\s|$)")
"""A continued (indented) line that begins like a quotation, a list item or a heading: in Markdown it
starts one, in the middle of the sentence above (the manual has no nested lists)."""


@pytest.mark.parametrize("manual", MANUALS, ids=[m.name for m in MANUALS])
def test_no_sentence_is_cut_into_a_quotation_a_list_or_a_heading(manual: Path) -> None:
    lines = manual.read_text(encoding="utf-8").splitlines()
    cut = [
        n for n, line in enumerate(lines, 1) if n > 1 and lines[n - 2].strip() and MARKUP_AT_START.match(line)
    ]
    assert cut == [], f"{manual.name}: lines {cut} begin with Markdown markup inside a sentence"
    quoted = [n for n, line in enumerate(lines, 1) if line.lstrip().startswith(">")]
    assert quoted == [], f"{manual.name}: lines {quoted} are quotations"


def test_every_language_has_its_manual() -> None:
    expected = {"manual.md", *(f"manual.{code}.md" for code in ("fr", "de", "es", "ru", "it"))}
    assert {m.name for m in MANUALS} >= expected
