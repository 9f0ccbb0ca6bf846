"""The search by name of the live pages: a GET form (no script needed) and the page of its answers,
each player with his board in the last paired round.

A name matches when every word asked for is in it, in any order, without regard to case or accents
("muller" finds "Müller"; "ivan ivanov" finds "Ivanov, Ivan").

>>> folded("Müller, Jürgen")
'muller, jurgen'
>>> matches(folded("Ivanov, Ivan"), words("ivan  IVANOV"))
True
>>> matches(folded("Ivanov, Ivan"), words("petrov"))
False
"""

from __future__ import annotations

import unicodedata

from engine.i18n import translate
from outputs.snapshot import EventSnapshot
from outputs.text import BYE_WORDS
from outputs.web.html import Cell, name, table, text
from outputs.web.pages import Site, player_file, round_file
from values import PlayerRecord

SEARCH = "search"
"""The address of the search (``search?q=...``)."""
MAX_QUERY = 100
"""The longest query read (characters); the rest is ignored."""
MAX_ANSWERS = 50
"""The most players one answer lists (a query of one letter would list the whole field)."""


def folded(value: str) -> str:
    """``value`` for comparison: without accents (NFKD, combining marks dropped) and case-folded."""
    decomposed = unicodedata.normalize("NFKD", value)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


def words(query: str) -> list[str]:
    """The words of a query, folded (at most ``MAX_QUERY`` characters are read)."""
    return folded(query[:MAX_QUERY]).replace(",", " ").split()


def matches(name: str, wanted: list[str]) -> bool:
    """Every wanted word is in the folded ``name``."""
    return bool(wanted) and all(w in name for w in wanted)


def form(query: str = "") -> str:
    """The search form added at the top of every live page (in the language in force)."""
    label = text(translate("LiveServer", "Find a player"))
    button = text(translate("LiveServer", "Search"))
    return (
        f'\n<form class="search" action="{SEARCH}" method="get" role="search">'
        f'<label for="q">{label}</label> '
        f'<input type="search" id="q" name="q" value="{text(query[:MAX_QUERY])}" maxlength="{MAX_QUERY}" /> '
        f'<button type="submit">{button}</button></form>'
    )


def answer_page(site: Site, query: str) -> str:
    """The page of the players whose name matches ``query``, with their board in the last paired
    round (in the language in force)."""
    snap = site.snap
    wanted = words(query)
    found = [p for p in snap.players if matches(folded(p.name), wanted)]
    found.sort(key=lambda p: (p.name.casefold(), p.number))
    title = translate("LiveServer", "Find a player")
    if not wanted:
        said = translate("LiveServer", "Type a few letters of the name.")
    else:
        count = len(found)
        said = translate("LiveServer", "%n players found.", None, count)
        if len(found) > MAX_ANSWERS:
            said += " " + translate("LiveServer", "The first {count} are shown.").format(count=MAX_ANSWERS)
    body = [f"<h1>{text(title)}</h1>", f'<p class="status">{text(said)}</p>']
    if found:
        current = snap.current_round
        where = translate("LiveServer", "Round {round}").format(round=current.number) if current else ""
        headings = [
            (text(translate("LiveServer", "Name")), "name"),
            (text(translate("LiveServer", "No")), "num"),
            (text(where or translate("LiveServer", "Board")), "name"),
        ]
        rows = [
            [Cell(site.player_link(p), "name", head=True), Cell(text(p.number), "num"), Cell(_board(snap, p))]
            for p in found[:MAX_ANSWERS]
        ]
        body.append(table(headings, rows, "players"))
    page = site.page(SEARCH, title, "\n".join(body))
    return page.html


def _board(snap: EventSnapshot, p: PlayerRecord) -> str:
    """Where the player plays in the last paired round: board, colour and opponent, or his bye."""
    current = snap.current_round
    if current is None:
        return text(translate("LiveServer", "not paired yet"))
    b = snap.board_of(current.number, p.id)
    if b is None:
        bye = snap.bye_code(current.number, p)
        said = BYE_WORDS[bye] if bye is not None else "not paired"
        return text(translate("PublishSite", said))
    white = b.white == p.id
    opponent = snap.by_id[b.black if white else b.white]
    colour = translate("PublishSite", "White") if white else translate("PublishSite", "Black")
    template = translate("LiveServer", "board {board}, {colour} against {opponent}")
    before, _, after = template.partition("{opponent}")
    fields = {"board": b.board, "colour": colour}
    return (
        f'<a href="{round_file(current.number)}">{text(before.format(**fields))}</a>'
        + site_link(opponent)
        + text(after.format(**fields))
    )


def site_link(p: PlayerRecord) -> str:
    """A link to the player's page, his name isolated."""
    return f'<a href="{player_file(p)}">{name(p.name)}</a>'
