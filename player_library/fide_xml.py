"""FIDE's XML lists: ``<playerslist><player><fideid>..</fideid><name>..</name>...</player>...``.

Layout: ``shared/rules/fide/FIDE_Rating_List_Download_Formats.md`` section 3. The combined list has
``rating/games/k`` (standard), ``rapid_*`` and ``blitz_*``; a per-type list only ``rating/games/k``.

The file is big (about 700 MB for 1.5 million players) and every ``<player>`` has the same elements in
the same order, so the elements of the first player give one regular expression that reads a whole
block of players at once; a player that does not match it (other order, a missing element, damage) is
read element by element, and one that cannot be read is reported with its line number. A list that
stops before ``</playerslist>`` is incomplete (a cut download) and is refused.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from dataclasses import dataclass
from operator import itemgetter

from engine.i18n import translate
from engine.rating.kfactor import RatingType
from player_library.errors import ListFileError
from player_library.fide_txt import NUMERIC_FIELDS, ROW_FIELDS, finish, problem_in_values, type_fields

MAX_CARRY = 1 << 20
"""The most text kept between two blocks waiting for its ``</player>`` (a real player has ~500)."""

_ELEMENT = re.compile(r"<([A-Za-z_][\w.-]*)\s*(?:/>|>([^<]*)</\1\s*>)")
_FIRST_PLAYER = re.compile(r"<player\s*>(.*?)</player\s*>", re.S)

_COMMON = {
    "fideid": "fide_id",
    "name": "name",
    "country": "federation",
    "sex": "sex",
    "title": "title",
    "w_title": "women_title",
    "o_title": "other_titles",
    "foa_title": "foa_title",
    "rapid_rating": "rapid_rating",
    "rapid_games": "rapid_games",
    "rapid_k": "rapid_k",
    "blitz_rating": "blitz_rating",
    "blitz_games": "blitz_games",
    "blitz_k": "blitz_k",
    "birthday": "birth_year",
    "flag": "flag",
}


@dataclass(frozen=True, slots=True)
class XmlLayout:
    """The element names of a list's players, in the order its first player gives them."""

    elements: tuple[str, ...]
    rating_type: RatingType | None
    """None for the combined list."""

    def field_of(self) -> dict[str, str]:
        """Element name -> ``ROW_FIELDS`` field."""
        plain = type_fields(self.rating_type or RatingType.STANDARD)
        mapping = dict(_COMMON)
        mapping.update({"rating": plain[0], "games": plain[1], "k": plain[2]})
        return mapping

    def pattern(self) -> re.Pattern[str]:
        """One ``<player>`` with exactly these elements in this order; a group per element we use."""
        used = self.field_of()
        parts = [r"<player\s*>"]
        for e in self.elements:
            name = re.escape(e)
            numeric = used.get(e) in NUMERIC_FIELDS
            value = (r"\s*(\d*)\s*" if numeric else "([^<]*)") if e in used else "[^<]*"
            parts.append(rf"\s*<{name}\s*(?:/>|>{value}</{name}\s*>)")
        parts.append(r"\s*</player\s*>")
        return re.compile("".join(parts))

    def order(self) -> Callable[[tuple[str, ...]], tuple[str, ...]]:
        """Turns the groups of :meth:`pattern` into the ``ROW_FIELDS`` (absent fields give "")."""
        used = self.field_of()
        captured = [used[e] for e in self.elements if e in used]
        index = {f: i for i, f in enumerate(captured)}
        width = len(captured)
        picks = [index.get(f, width) for f in ROW_FIELDS]
        get = itemgetter(*picks)
        if picks == list(range(len(ROW_FIELDS))) and width == len(ROW_FIELDS):
            return lambda groups: groups
        return lambda groups: get((*groups, ""))


def read_layout(head: str, kind_hint: RatingType | None, first_line: int = 1) -> XmlLayout:
    """The layout given by the first ``<player>`` of the text ``head``; ``ListFileError`` if none."""
    if "<playerslist" not in head:
        raise ListFileError(
            translate("DbLibrary", "this is not a FIDE XML rating list (no <playerslist> element)"),
            first_line,
        )
    m = _FIRST_PLAYER.search(head)
    if m is None:
        raise ListFileError(
            translate("DbLibrary", "the XML list has no complete <player> element"), first_line
        )
    elements = tuple(e for e, _ in _ELEMENT.findall(m.group(1)))
    if "fideid" not in elements or "name" not in elements:
        line = first_line + head.count("\n", 0, m.start())
        raise ListFileError(translate("DbLibrary", "a <player> needs <fideid> and <name>"), line)
    combined = "rapid_rating" in elements or "blitz_rating" in elements
    kind = None if combined else (kind_hint or RatingType.STANDARD)
    return XmlLayout(elements, kind)


class XmlReader:
    """Reads the players of an XML list block by block (:meth:`rows`); :meth:`finish` checks the end."""

    def __init__(self, layout: XmlLayout) -> None:
        self.layout = layout
        self._pattern = layout.pattern()
        self._order = layout.order()
        self._fields = layout.field_of()
        self._carry = ""
        self._carry_line = 1

    def rows(self, text: str, first_line: int) -> list[tuple[str | None, ...]]:
        """The players completed by ``text`` (the next block of the file). What follows the last
        complete player is kept for the next block without its leading spacing (blank lines in bulk
        cost nothing), and may not grow beyond ``MAX_CARRY`` characters: no ``<player>`` is that long."""
        if self._carry:
            text = self._carry + text
            first_line = self._carry_line
        cut = text.rfind("</player>")
        if cut < 0:
            self._keep(text, first_line)
            return []
        cut = text.index(">", cut) + 1
        body, rest = text[:cut], text[cut:]
        self._keep(rest, first_line + body.count("\n"))
        found = self._pattern.findall(body)
        if len(found) != body.count("<player>") or "<player " in body:
            return self._careful(body, first_line)
        order = self._order
        if "&" in body:
            return [finish(_unescaped(order(g))) for g in found]
        return [finish(order(g)) for g in found]

    def _keep(self, rest: str, first_line: int) -> None:
        kept = rest.lstrip()
        line = first_line + rest.count("\n", 0, len(rest) - len(kept))
        if len(kept) > MAX_CARRY:
            raise ListFileError(
                translate(
                    "DbLibrary",
                    "no </player> in more than {limit} characters: the file is damaged or not a rating list",
                ).format(limit=f"{MAX_CARRY:,}"),
                line,
            )
        self._carry, self._carry_line = kept, line

    def _careful(self, body: str, first_line: int) -> list[tuple[str | None, ...]]:
        """Player by player: the ones the pattern does not read are read element by element."""
        out: list[tuple[str | None, ...]] = []
        pos = 0
        while True:
            start = body.find("<player", pos)
            if start < 0:
                return out
            if body.startswith("<playerslist", start):
                pos = start + 1
                continue
            line = first_line + body.count("\n", 0, start)
            m = self._pattern.match(body, start)
            if m is not None:
                groups = self._order(m.groups())
                pos = m.end()
            else:
                end = body.find("</player>", start)
                nxt = body.find("<player", start + 1)
                if end < 0 or (0 <= nxt < end and not body.startswith("<playerslist", nxt)):
                    raise ListFileError(
                        translate("DbLibrary", "this <player> element is not closed (the file is damaged)"),
                        line,
                    )
                groups = self._by_element(body[start:end], line)
                reason = problem_in_values(dict(zip(ROW_FIELDS, groups, strict=True)))
                if reason:
                    raise ListFileError(reason, line)
                pos = end + 1
            out.append(finish(_unescaped(groups)))

    def _by_element(self, block: str, line: int) -> tuple[str, ...]:
        values = {f: "" for f in ROW_FIELDS}
        inner = block[block.index(">") + 1 :]
        leftover = _ELEMENT.sub("", inner).strip()
        if leftover:
            raise ListFileError(
                translate("DbLibrary", "unreadable text in a <player> element: {leftover!r}").format(
                    leftover=leftover[:60]
                ),
                line,
            )
        for element, value in _ELEMENT.findall(inner):
            field = self._fields.get(element)
            if field is not None:
                values[field] = value
        if not values["fide_id"].strip():
            raise ListFileError(translate("DbLibrary", "a <player> element without <fideid>"), line)
        return tuple(values[f].strip() for f in ROW_FIELDS)

    def finish(self, last_line: int) -> None:
        """After the last block: only ``</playerslist>`` may remain."""
        rest = self._carry.strip()
        if rest.startswith("</playerslist>") and not rest[len("</playerslist>") :].strip():
            return
        if "<player" in rest and "</playerslist>" not in rest:
            raise ListFileError(
                translate(
                    "DbLibrary",
                    "the list ends in the middle of a <player> element: the file is "
                    "incomplete (download it again)",
                ),
                self._carry_line,
            )
        if "</playerslist>" not in rest:
            raise ListFileError(
                translate(
                    "DbLibrary",
                    "the list ends without </playerslist>: the file is incomplete (download it again)",
                ),
                last_line,
            )


def _unescaped(groups: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(html.unescape(g) if "&" in g else g for g in groups)


def find_problem(rows_text: str, first_line: int, layout: XmlLayout) -> ListFileError | None:
    """The first player of ``rows_text`` whose values a list may not hold (after SQLite refused them)."""
    reader = XmlReader(layout)
    pos = 0
    while True:
        start = rows_text.find("<player>", pos)
        if start < 0:
            return None
        end = rows_text.find("</player>", start)
        if end < 0:
            return None
        line = first_line + rows_text.count("\n", 0, start)
        values = reader._by_element(rows_text[start:end], line)
        reason = problem_in_values(dict(zip(ROW_FIELDS, values, strict=True)))
        if reason:
            return ListFileError(reason, line)
        pos = end + 1
