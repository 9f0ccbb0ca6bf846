"""The pages of the web folder, each a function of the snapshot: the home page, pairings and results
of each round, standings with tie-breaks, crosstable, players by name, a card per player.

File names never come from the file's text: rounds by number (``round-3.html``), players by their
row id, which never changes (``player-17.html``; the pairing number may change before round 4).
Federations are shown as FIDE's three-letter codes, as text (no flag images: FIDE codes are not
country codes, e.g. ENG, SCO, FID, and pictures would need their own licence).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from functools import partial

from engine.i18n import QT_TRANSLATE_NOOP, translate
from engine.model import Colour, PairingNumber, ResultCode, RoundEntry
from engine.roundrobin.crosstable import square_rows
from engine.standings import WITHDRAWN_MARK, Standing, StandingsTable
from operations.ops_double_swiss import game_of, match_of, pairs_matches
from outputs.snapshot import EventSnapshot
from outputs.text import BYE_WORDS, OWN_RESULT, by_match, points_text, tiebreak_text
from outputs.web.html import (
    Additions,
    Cell,
    NavItem,
    PageFrame,
    cell_tags,
    cells,
    link,
    name,
    nav_items,
    table,
    table_of,
    text,
)
from outputs.web.team_pages import TeamPage, TeamPages
from values import BoardRecord, EventSettings, PlayerId, PlayerRecord, RoundInfo, RoundState

INDEX = "index.html"
STANDINGS = "standings.html"
CROSSTABLE = "crosstable.html"
PLAYERS = "players.html"
STYLE = "style.css"


def round_file(number: int) -> str:
    return f"round-{number}.html"


def player_file(player: PlayerRecord) -> str:
    return f"player-{int(player.id)}.html"


def line_id(player: PlayerRecord) -> str:
    """The id of the player's line in the standings (``standings.html#p-17``)."""
    return f"p-{int(player.id)}"


@dataclass(frozen=True, slots=True)
class Page:
    """A page to write: its file name and its whole text."""

    file: str
    html: str


RESULT_SHOWN = {
    "1-0": "1 – 0",
    "0-1": "0 – 1",
    "1/2-1/2": "½ – ½",
    "+/-": "+ – −",
    "-/+": "− – +",
    "-/-": "− – −",
    "W-L": "1 – 0 u",
    "L-W": "0 – 1 u",
    "D-D": "½ – ½ u",
}
"""A board's result as the pages show it (u: a game that is not rated; +/−: forfeit)."""


class Site:
    """Writes every page of one snapshot (the navigation is the same on all)."""

    def __init__(self, snap: EventSnapshot, language: str = "en", additions: Additions = Additions()) -> None:  # noqa: B008
        """The pages of ``snap``; their words are translated in the language in force
        (``engine.i18n.in_language``), ``language`` is the one they say they are in (``lang``);
        ``additions``: what a live server adds to every page."""
        self.snap = snap
        self.language = language
        self.additions = additions
        self.people = snap.by_id
        self.numbers = snap.by_number
        self._standing_of: dict[PairingNumber, Standing] | None = None
        """Each player's line of the standings, by pairing number (``_place``; made on first use)."""
        self.teams = (
            TeamPages(snap.teams, self.people, self.player_link, snap.event.number_of_rounds)
            if snap.teams is not None
            else None
        )
        """The pages of a team event (None: an individual event)."""
        self.stamp = translate("PublishSite", "Published {time} with Arbiter Desk").format(
            time=snap.taken_at.strftime("%Y-%m-%d %H:%M")
        )
        # What every page repeats, made once (a 9,999-player site has 10,000 player cards): the
        # frame, the navigation, each player's link, the pages' words (in the language in force:
        # a site is made in one).
        self._frame = PageFrame(snap.event.name, self.stamp, language, additions)
        self._nav_hrefs: frozenset[str] | None = None
        self._nav_items: dict[str, str] = {}
        self._links: dict[PlayerId, str] = {}
        self._words: dict[str, str] = {}
        self._card_head: list[tuple[str, str]] | None = None
        self._colours: dict[Colour, str] | None = None

    # -- pieces ------------------------------------------------------------------------------------
    def nav(self, current: str) -> list[NavItem]:
        items = [NavItem(INDEX, translate("PublishSite", "Home"))]
        items += [
            NavItem(round_file(r.number), _round_title(r.number, self.snap.event)) for r in self.snap.rounds
        ]
        items += [
            NavItem(STANDINGS, translate("PublishSite", "Standings")),
            NavItem(CROSSTABLE, translate("PublishSite", "Crosstable")),
            NavItem(PLAYERS, translate("PublishSite", "Players")),
        ]
        if self.teams is not None:
            items += [NavItem(file, title) for file, title in self.teams.links()]
        return [NavItem(i.href, i.label, i.href == current) for i in items]

    def page(self, file: str, title: str, body: str) -> Page:
        return Page(file, self._frame.page(title, self._nav_html(file), body))

    def _nav_html(self, current: str) -> str:
        """``nav_items(self.nav(current))``, made once per page it marks (once for all the others)."""
        if self._nav_hrefs is None:
            self._nav_hrefs = frozenset(i.href for i in self.nav(""))
        key = current if current in self._nav_hrefs else ""
        found = self._nav_items.get(key)
        if found is None:
            found = self._nav_items[key] = nav_items(self.nav(key))
        return found

    def word(self, source: str) -> str:
        """``translate("PublishSite", source)``, asked once per site."""
        found = self._words.get(source)
        if found is None:
            found = self._words[source] = translate("PublishSite", source)
        return found

    def marked_link(self, p: PlayerRecord, standing: Standing) -> str:
        """The player's link in standings and crosstables, with the mark of a withdrawal after it (the
        table's notes say from which round)."""
        link_ = self.player_link(p)
        return f"{link_} {text(WITHDRAWN_MARK)}" if standing.withdrawn else link_

    def player_link(self, p: PlayerRecord) -> str:
        found = self._links.get(p.id)
        if found is None:
            title = f'<span class="title">{text(p.title)}</span> ' if p.title else ""
            found = self._links[p.id] = title + link(player_file(p), name(p.name))
        return found

    @staticmethod
    def fed(p: PlayerRecord) -> str:
        return f'<span class="fed">{text(p.federation)}</span>' if p.federation else ""

    @staticmethod
    def rating(p: PlayerRecord) -> str:
        return str(p.rating) if p.rating else ""

    def score_before(self, p: PlayerRecord, round_number: int) -> Fraction:
        return self.snap.score(p, round_number - 1)

    # -- pages -------------------------------------------------------------------------------------
    def pages(self) -> list[Page]:
        return [make() for make in self.makers().values()]

    def makers(self) -> dict[str, Callable[[], Page]]:
        """Every page of the site by file name, each made when called (the live server makes a page
        only when a phone asks for it)."""
        found: dict[str, Callable[[], Page]] = {
            INDEX: self.index,
            STANDINGS: self.standings,
            CROSSTABLE: self.crosstable,
            PLAYERS: self.players,
        }
        found |= {round_file(info.number): partial(self.round, info) for info in self.snap.rounds}
        found |= {player_file(p): partial(self.card, p) for p in self.snap.players}
        if self.teams is not None:
            found |= {file: partial(self._framed, make) for file, make in self.teams.makers().items()}
        return found

    def _framed(self, make: Callable[[], TeamPage]) -> Page:
        """A team page (``outputs.web.team_pages``) in the site's frame."""
        return self.page(*make())

    def index(self) -> Page:
        ev = self.snap.event
        facts: list[tuple[str, str]] = []
        place = ", ".join(x for x in (ev.city, ev.federation) if x)
        if place:
            facts.append((translate("PublishSite", "Place"), text(place)))
        if ev.start_date:
            days = ev.start_date.isoformat() + (
                f" – {ev.end_date.isoformat()}" if ev.end_date and ev.end_date != ev.start_date else ""
            )
            facts.append((translate("PublishSite", "Dates"), text(days)))
        facts.append(
            (
                translate("PublishSite", "Rounds"),
                text(
                    translate("PublishSite", "{paired} of {rounds} paired").format(
                        paired=len(self.snap.rounds), rounds=ev.number_of_rounds
                    )
                ),
            )
        )
        facts.append((translate("PublishSite", "Players"), text(len(self.snap.players))))
        if ev.time_control:
            facts.append((translate("PublishSite", "Time control"), text(ev.time_control)))
        if ev.chief_arbiter:
            facts.append((translate("PublishSite", "Chief arbiter"), name(ev.chief_arbiter)))
        if ev.deputy_arbiters:
            facts.append(
                (translate("PublishSite", "Deputy arbiters"), ", ".join(name(d) for d in ev.deputy_arbiters))
            )
        if ev.organiser:
            facts.append((translate("PublishSite", "Organiser"), name(ev.organiser)))
        rows = "\n".join(f"<dt>{text(k)}</dt><dd>{v}</dd>" for k, v in facts)
        current = self.snap.current_round
        status = _para(translate("PublishSite", "No round has been paired yet."))
        if current is not None:
            done = sum(1 for b in current.boards if b.result is not None)
            progress = translate("PublishSite", "{done} of {boards} results in.").format(
                done=done, boards=len(current.boards)
            )
            title = link(round_file(current.number), text(_round_title(current.number, self.snap.event)))
            status = f'<p class="status">{title}: {text(progress)}</p>'
        links = [
            link(round_file(r.number), text(_round_title(r.number, self.snap.event)))
            for r in self.snap.rounds
        ]
        none_yet = text(translate("PublishSite", "None yet."))
        rounds_title = text(translate("PublishSite", "Rounds"))
        tables_title = text(translate("PublishSite", "Tables"))
        standings = text(translate("PublishSite", "Standings"))
        crosstable = text(translate("PublishSite", "Crosstable"))
        by_name = text(translate("PublishSite", "Players by name"))
        team_tables = ""
        if self.teams is not None:
            links += [link(file, text(title)) for file, title in self.teams.round_links()]
            team_tables = "".join(f"<li>{link(file, text(title))}</li>" for file, title in self.teams.links())
        body = (
            f'<h1>{name(ev.name)}</h1>\n{status}\n<dl class="facts">\n{rows}\n</dl>\n'
            f'<h2>{rounds_title}</h2>\n<p class="rounds">{" ".join(links) or none_yet}</p>\n'
            f"<h2>{tables_title}</h2>\n"
            f'<ul class="tables">{team_tables}<li>{link(STANDINGS, standings)}</li>'
            f"<li>{link(CROSSTABLE, crosstable)}</li>"
            f"<li>{link(PLAYERS, by_name)}</li></ul>"
        )
        return self.page(INDEX, translate("PublishSite", "Home"), body)

    def round(self, info: RoundInfo) -> Page:
        headings = _headings(
            ("Bd", "num"),
            ("No", "num narrow"),
            ("White", "name"),
            ("Rtg", "num narrow"),
            ("Pts", "num"),
            ("Result", "result"),
            ("Pts", "num"),
            ("No", "num narrow"),
            ("Black", "name"),
            ("Rtg", "num narrow"),
        )
        rows = [cells(_BOARD_TAGS, self._board_cells(info, b)) for b in info.boards]
        body = [f"<h1>{text(_round_title(info.number, self.snap.event))}</h1>"]
        when = f"{info.date.isoformat()} · " if info.date else ""
        done = sum(1 for b in info.boards if b.result is not None)
        state = (
            translate("PublishSite", "complete")
            if info.state is RoundState.COMPLETE
            else translate("PublishSite", "{done} of {boards} results in").format(
                done=done, boards=len(info.boards)
            )
        )
        body.append(f'<p class="status">{text(when + state)}</p>')
        body.append(table_of(headings, rows, "pairings"))
        byes = self._byes(info)
        if byes:
            body.append(_heading(2, translate("PublishSite", "Without an opponent")))
            body.append(table(_headings(("No", "num"), ("Player", "name"), ("Bye", "")), byes, "byes"))
        legend = translate(
            "PublishSite", "+ – − forfeit · u not rated (the game started but does not count for rating)"
        )
        body.append(f'<p class="legend">{text(legend)}</p>')
        return self.page(round_file(info.number), _round_title(info.number, self.snap.event), "\n".join(body))

    def _board_cells(self, info: RoundInfo, b: BoardRecord) -> list[str]:
        """A board's line on the round's page: the cells of ``_BOARD_TAGS``."""
        w, k = self.people[b.white], self.people[b.black]
        result = RESULT_SHOWN[b.result.value] if b.result else "…"
        return [
            text(b.board),
            text(w.number),
            self.player_link(w),
            self.rating(w),
            points_text(self.score_before(w, info.number)),
            text(result),
            points_text(self.score_before(k, info.number)),
            text(k.number),
            self.player_link(k),
            self.rating(k),
        ]

    def _byes(self, info: RoundInfo) -> list[list[Cell]]:
        listed: list[tuple[PlayerRecord, ResultCode]] = []
        if info.pairing_bye is not None:
            listed.append((self.people[info.pairing_bye], ResultCode.PAIRING_BYE))
        listed += [(self.people[b.player], b.kind.code) for b in info.byes]
        return [
            [
                Cell(text(p.number), "num"),
                Cell(self.player_link(p), "name"),
                Cell(text(translate("PublishSite", BYE_WORDS[code]))),
            ]
            for p, code in sorted(listed, key=lambda x: x[0].number)
        ]

    def _no_standings(self) -> str:
        problem = translate("PublishSnapshot", self.snap.standings_problem)
        shown = translate("PublishSite", "No standings yet: {problem}.").format(problem=problem)
        return f'<p class="status">{text(shown)}</p>'

    def standings(self) -> Page:
        table_ = self.snap.standings
        if table_ is None:
            title = translate("PublishSite", "Standings")
            return self.page(STANDINGS, title, f"<h1>{text(title)}</h1>\n" + self._no_standings())
        specs = table_.policy.tiebreaks
        headings = _headings(
            ("Rk", "num"),
            ("Name", "name"),
            ("Rtg", "num narrow"),
            ("Fed", "fed narrow"),
            ("Pts", "num"),
        ) + [(text(s.label), "num tb") for s in specs]
        rows = []
        ids = []
        tags = [*_STANDINGS_TAGS, *(_TIEBREAK_TAG for _ in specs)]
        numbers = self.numbers
        for s in table_.rows:
            p = numbers[int(s.number)]
            ids.append(line_id(p))
            rows.append(
                cells(
                    tags,
                    [
                        text(s.place),
                        self.marked_link(p, s),
                        self.rating(p),
                        self.fed(p),
                        points_text(s.points),
                        *(text(tiebreak_text(v, spec)) for v, spec in zip(s.values, specs, strict=True)),
                    ],
                )
            )
        final = table_.after_round >= self.snap.event.number_of_rounds
        heading = (
            translate("PublishSite", "Final standings")
            if final
            else translate("PublishSite", "Standings after round {round}").format(round=table_.after_round)
        )
        body = (
            f"<h1>{text(heading)}</h1>\n"
            + table_of(headings, rows, "standings", ids)
            + f'\n<p class="legend">{text(table_.policy.text())}</p>'
            + "".join(f'\n<p class="legend">{text(note)}</p>' for note in table_.notes)
        )
        return self.page(STANDINGS, translate("PublishSite", "Standings"), body)

    def crosstable(self) -> Page:
        table_ = self.snap.standings
        if table_ is None:
            title = translate("PublishSite", "Crosstable")
            return self.page(CROSSTABLE, title, f"<h1>{text(title)}</h1>\n" + self._no_standings())
        if self.snap.tournament.round_robin is not None:
            return self.square_crosstable(table_)
        line_of = {s.number: i for i, s in enumerate(table_.rows, start=1)}
        rounds = range(1, table_.after_round + 1)
        matches = _double_swiss(self.snap.event)  # one column per match, both its games (C.04.5)
        columns = range(1, match_of(table_.after_round) + 1) if matches else rounds
        specs = table_.policy.tiebreaks
        headings = (
            _headings(("#", "num"), ("Name", "name"), ("Rtg", "num narrow"), ("Fed", "fed narrow"))
            + [(text(r), "cross") for r in columns]
            + _headings(("Pts", "num"))
            + [(text(s.label), "num tb") for s in specs]
        )
        rows = []
        letters = {colour: self.word(letter) for colour, letter in _COLOUR_LETTERS.items()}
        tags: list[tuple[str, str]] | None = None
        for i, s in enumerate(table_.rows, start=1):
            p = self.numbers[int(s.number)]
            entries = self.snap.tournament.player(p.number)
            games = [
                _cross_cell(entries.entry(r), self.snap.bye_code(r, p), line_of, letters) for r in rounds
            ]
            shown = by_match(games) if matches else games
            if tags is None:
                tags = [
                    *_CROSS_TAGS,
                    *(_CROSS_TAG for _ in shown),
                    _POINTS_TAG,
                    *(_TIEBREAK_TAG for _ in specs),
                ]
            rows.append(
                cells(
                    tags,
                    [
                        text(i),
                        self.marked_link(p, s),
                        self.rating(p),
                        self.fed(p),
                        *(text(c) for c in shown),
                        points_text(s.points),
                        *(text(tiebreak_text(v, spec)) for v, spec in zip(s.values, specs, strict=True)),
                    ],
                )
            )
        heading = translate("PublishSite", "Crosstable after round {round}").format(round=table_.after_round)
        legend = translate(
            "PublishSite",
            "Each round: the opponent's line, w/b for White/Black, the result (1, ½, 0; + − forfeit; "
            "u not rated). Without an opponent: PAB pairing-allocated bye, "
            "F/H/Z full-, half-, zero-point bye, "
            "– not paired.",
        )
        if matches:
            legend = translate(
                "PublishSite",
                "Each match: the opponent's line, then each game's colour (w/b) and result (1, ½, 0; + − "
                "forfeit): 12w1 b½ is game 1 won with White, game 2 drawn with Black. Without an "
                "opponent: PAB pairing-allocated bye, F/H/Z full-, half-, zero-point bye (of both games), "
                "– not paired.",
            )
        body = f"<h1>{text(heading)}</h1>\n" + table_of(headings, rows, "crosstable")
        notes = "".join(f'\n<p class="legend">{text(note)}</p>' for note in table_.notes)
        return self.page(
            CROSSTABLE,
            translate("PublishSite", "Crosstable"),
            body + f'\n<p class="legend">{text(legend)}</p>' + notes,
        )

    def square_crosstable(self, table_: StandingsTable) -> Page:
        """A round robin's crosstable: one column per player, in standings order (FIDE C.05), the cells
        of ``engine.roundrobin.crosstable.square_rows``."""
        order = [s.number for s in table_.rows]
        not_counted = frozenset(s.number for s in table_.rows if not s.counted)
        cells = square_rows(self.snap.tournament, order, table_.after_round, not_counted)
        specs = table_.policy.tiebreaks
        headings = (
            _headings(("#", "num"), ("Name", "name"), ("Rtg", "num narrow"), ("Fed", "fed narrow"))
            + [(text(i), "cross") for i in range(1, len(order) + 1)]
            + _headings(("Pts", "num"))
            + [(text(s.label), "num tb") for s in specs]
        )
        rows = []
        for i, s in enumerate(table_.rows, start=1):
            p = self.numbers[int(s.number)]
            rows.append(
                [
                    Cell(text(i), "num", head=True),
                    Cell(self.marked_link(p, s), "name"),
                    Cell(self.rating(p), "num narrow"),
                    Cell(self.fed(p), "fed narrow"),
                    *(Cell(text(c), "cross") for c in cells[s.number]),
                    Cell(points_text(s.points), "num pts"),
                    *(
                        Cell(text(tiebreak_text(v, spec)), "num tb")
                        for v, spec in zip(s.values, specs, strict=True)
                    ),
                ]
            )
        heading = translate("PublishSite", "Crosstable after round {round}").format(round=table_.after_round)
        legend = translate(
            "PublishSite",
            "Each cell: the line player's result against the column's player (1, ½, 0; + − forfeit), "
            "one per game in a double round robin; in brackets, games that do not count (a player who "
            "withdrew having played less than half of the games, FIDE Tournament Rules V.4.1).",
        )
        body = f"<h1>{text(heading)}</h1>\n" + table(headings, rows, "crosstable square")
        notes = "".join(f'\n<p class="legend">{text(note)}</p>' for note in table_.notes)
        return self.page(
            CROSSTABLE,
            translate("PublishSite", "Crosstable"),
            body + f'\n<p class="legend">{text(legend)}</p>' + notes,
        )

    def players(self) -> Page:
        ordered = sorted(self.snap.players, key=lambda p: (p.name.casefold(), p.number))
        headings = _headings(
            ("Name", "name"),
            ("No", "num"),
            ("Rtg", "num"),
            ("Fed", "fed"),
            ("FIDE ID", "num narrow"),
            ("Pts", "num"),
        )
        rows = [
            cells(
                _PLAYERS_TAGS,
                [
                    self.player_link(p),
                    text(p.number),
                    self.rating(p),
                    self.fed(p),
                    text(p.fide_id),
                    points_text(self.snap.score(p)),
                ],
            )
            for p in ordered
        ]
        players = len(ordered)
        count = translate("PublishSite", "%n players.", None, players)
        body = (
            _heading(1, translate("PublishSite", "Players by name"))
            + f"\n<p>{text(count)}</p>\n"
            + table_of(headings, rows, "players")
        )
        return self.page(PLAYERS, translate("PublishSite", "Players"), body)

    def card(self, p: PlayerRecord) -> Page:
        word = self.word
        facts = [(word(QT_TRANSLATE_NOOP("PublishSite", "Pairing number")), text(p.number))]
        if p.title:
            facts.append((word(QT_TRANSLATE_NOOP("PublishSite", "Title")), text(p.title)))
        facts.append(
            (
                word(QT_TRANSLATE_NOOP("PublishSite", "Rating")),
                text(p.rating or word(QT_TRANSLATE_NOOP("PublishSite", "unrated"))),
            )
        )
        if p.federation:
            facts.append((word(QT_TRANSLATE_NOOP("PublishSite", "Federation")), self.fed(p)))
        if p.fide_id:
            facts.append((word(QT_TRANSLATE_NOOP("PublishSite", "FIDE ID")), text(p.fide_id)))
        if p.is_withdrawn:
            withdrawn = word(QT_TRANSLATE_NOOP("PublishSite", "from round {round}")).format(
                round=p.withdrawn_from_round
            )
            facts.append((word(QT_TRANSLATE_NOOP("PublishSite", "Withdrawn")), text(withdrawn)))
        place = self._place(p)
        if place:
            facts.append(place)
        facts.append(
            (word(QT_TRANSLATE_NOOP("PublishSite", "Points")), text(points_text(self.snap.score(p))))
        )
        dl = "\n".join(f"<dt>{text(k)}</dt><dd>{v}</dd>" for k, v in facts)
        rows = []
        colours = self._colour_words()
        for line in self.snap.history(p):
            entry = line.entry
            opponent = self.numbers.get(int(entry.opponent)) if entry.opponent is not None else None
            if opponent is None:
                bye = self.snap.bye_code(line.round, p)
                words = word(BYE_WORDS[bye] if bye is not None else _NOT_PAIRED)
                rows.append(
                    cells(
                        _CARD_BYE_TAGS,
                        [
                            text(line.round),
                            "",
                            "",
                            text(words),
                            "",
                            text(points_text(line.points)),
                            points_text(line.score_after),
                        ],
                    )
                )
                continue
            pending = entry.result is ResultCode.PENDING
            rows.append(
                cells(
                    _CARD_GAME_TAGS,
                    [
                        text(line.round),
                        text(line.board or ""),
                        colours[entry.colour],
                        self.player_link(opponent),
                        self.rating(opponent),
                        _OWN_RESULT_HTML[entry.result],
                        "" if pending else points_text(line.score_after),
                    ],
                )
            )
        games = text(word(QT_TRANSLATE_NOOP("PublishSite", "Games")))
        body = (
            f'<h1>{self.player_link_plain(p)}</h1>\n<dl class="facts">\n{dl}\n</dl>\n<h2>{games}</h2>\n'
            + (
                table_of(self._card_headings(), rows, "games")
                if rows
                else _para(word(QT_TRANSLATE_NOOP("PublishSite", "No round paired yet.")))
            )
        )
        return self.page(player_file(p), p.name, body)

    def _card_headings(self) -> list[tuple[str, str]]:
        """The headings of a player card's games, made once."""
        if self._card_head is None:
            self._card_head = _headings(
                ("Rd", "num"),
                ("Bd", "num"),
                ("Colour", ""),
                ("Opponent", "name"),
                ("Rtg", "num narrow"),
                ("Result", "result"),
                ("Score", "num"),
            )
        return self._card_head

    def _colour_words(self) -> dict[Colour, str]:
        """A card's colour column, by colour, as HTML (made once)."""
        if self._colours is None:
            self._colours = {c: text(self.word(words)) if words else "" for c, words in _COLOUR.items()}
        return self._colours

    @staticmethod
    def player_link_plain(p: PlayerRecord) -> str:
        title = f'<span class="title">{text(p.title)}</span> ' if p.title else ""
        return title + name(p.name)

    def _place(self, p: PlayerRecord) -> tuple[str, str] | None:
        table_ = self.snap.standings
        if table_ is None:
            return None
        if self._standing_of is None:  # made once: a walk through the standings per card was quadratic
            self._standing_of = {}
            for row in table_.rows:
                self._standing_of.setdefault(row.number, row)
        s = self._standing_of.get(p.number)
        if s is None:
            return None
        return (
            translate("PublishSite", "Place after round {round}").format(round=table_.after_round),
            link(f"{STANDINGS}#{line_id(p)}", text(s.place)),
        )


_COLOUR = {
    Colour.WHITE: QT_TRANSLATE_NOOP("PublishSite", "White"),
    Colour.BLACK: QT_TRANSLATE_NOOP("PublishSite", "Black"),
    Colour.NONE: "",
}
_NOT_PAIRED = QT_TRANSLATE_NOOP("PublishSite", "not paired")
_COLOUR_LETTERS = {
    Colour.WHITE: QT_TRANSLATE_NOOP("PublishSite", "w"),
    Colour.BLACK: QT_TRANSLATE_NOOP("PublishSite", "b"),
}
"""The opponent's colour in a crosstable cell, in the letters the legend explains (as the printed
crosstables: w/b, b/n in French, Spanish and Italian, w/s in German)."""

_COLUMN_TITLES = (
    QT_TRANSLATE_NOOP("PublishSite", "Bd"),
    QT_TRANSLATE_NOOP("PublishSite", "No"),
    QT_TRANSLATE_NOOP("PublishSite", "White"),
    QT_TRANSLATE_NOOP("PublishSite", "Rtg"),
    QT_TRANSLATE_NOOP("PublishSite", "Pts"),
    QT_TRANSLATE_NOOP("PublishSite", "Result"),
    QT_TRANSLATE_NOOP("PublishSite", "Black"),
    QT_TRANSLATE_NOOP("PublishSite", "Player"),
    QT_TRANSLATE_NOOP("PublishSite", "Bye"),
    QT_TRANSLATE_NOOP("PublishSite", "Rk"),
    QT_TRANSLATE_NOOP("PublishSite", "Name"),
    QT_TRANSLATE_NOOP("PublishSite", "Fed"),
    QT_TRANSLATE_NOOP("PublishSite", "FIDE ID"),
    QT_TRANSLATE_NOOP("PublishSite", "Rd"),
    QT_TRANSLATE_NOOP("PublishSite", "Colour"),
    QT_TRANSLATE_NOOP("PublishSite", "Opponent"),
    QT_TRANSLATE_NOOP("PublishSite", "Score"),
)
"""The column titles of the pages' tables (translated by :func:`_headings`; ``#`` stays)."""


def _headings(*columns: tuple[str, str]) -> list[tuple[str, str]]:
    """Table headings ``(title, class)``: each title in the pages' language, as HTML."""
    return [(text(translate("PublishSite", title)) if title != "#" else title, css) for title, css in columns]


def _heading(level: int, words: str) -> str:
    return f"<h{level}>{text(words)}</h{level}>"


def _para(words: str) -> str:
    return f"<p>{text(words)}</p>"


def _double_swiss(event: EventSettings | None) -> bool:
    """A Double-Swiss event (C.04.5): its pairings are matches of two games."""
    return event is not None and pairs_matches(event.round_robin, event.system)


def _round_title(number: int, event: EventSettings | None = None) -> str:
    """A round's title; in a Double-Swiss event (C.04.5) the match and the game it is."""
    if _double_swiss(event):
        return translate("PublishSite", "Match {match}, game {game}").format(
            match=match_of(number), game=game_of(number)
        )
    return translate("PublishSite", "Round {round}").format(round=number)


_BYE_LETTERS = {
    ResultCode.PAIRING_BYE: "PAB",
    ResultCode.FULL_BYE: "F",
    ResultCode.HALF_BYE: "H",
    ResultCode.ZERO_BYE: "Z",
}


def _suffix(code: ResultCode) -> str:
    return " u" if code in (ResultCode.UNRATED_WIN, ResultCode.UNRATED_DRAW, ResultCode.UNRATED_LOSS) else ""


def _cross_cell(
    entry: RoundEntry, bye: ResultCode | None, line_of: dict[PairingNumber, int], letters: dict[Colour, str]
) -> str:
    """A crosstable cell: the opponent's line, the colour (``letters``: ``_COLOUR_LETTERS`` translated),
    the own result; a bye's letters."""
    if entry.opponent is None:
        return _BYE_LETTERS[bye] if bye is not None else "–"
    colour = letters.get(entry.colour, "")
    return (
        f"{line_of.get(entry.opponent, '?')}{colour}{OWN_RESULT[entry.result]}{_suffix(entry.result).strip()}"
    )


_BOARD_TAGS = tuple(
    cell_tags(css, head)
    for css, head in (
        ("num", True),
        ("num narrow", False),
        ("name", False),
        ("num narrow", False),
        ("num", False),
        ("result", False),
        ("num", False),
        ("num narrow", False),
        ("name", False),
        ("num narrow", False),
    )
)
"""The cells of a board's line on a round's page (``Site._board_cells``)."""
_STANDINGS_TAGS = (
    cell_tags("num", True),
    cell_tags("name"),
    cell_tags("num narrow"),
    cell_tags("fed narrow"),
    cell_tags("num pts"),
)
_CROSS_TAGS = (cell_tags("num", True), cell_tags("name"), cell_tags("num narrow"), cell_tags("fed narrow"))
_CROSS_TAG = cell_tags("cross")
_POINTS_TAG = cell_tags("num pts")
_TIEBREAK_TAG = cell_tags("num tb")
_PLAYERS_TAGS = (
    cell_tags("name", True),
    cell_tags("num"),
    cell_tags("num"),
    cell_tags("fed"),
    cell_tags("num narrow"),
    cell_tags("num pts"),
)
_CARD_GAME_TAGS = (
    cell_tags("num", True),
    cell_tags("num"),
    cell_tags(),
    cell_tags("name"),
    cell_tags("num narrow"),
    cell_tags("result"),
    cell_tags("num"),
)
"""A game on a player's card."""
_CARD_BYE_TAGS = (
    cell_tags("num", True),
    cell_tags(),
    cell_tags(),
    cell_tags("name"),
    cell_tags("num narrow"),
    cell_tags("result"),
    cell_tags("num"),
)
"""A round without an opponent on a player's card."""
_OWN_RESULT_HTML = {code: text(shown + _suffix(code)) for code, shown in OWN_RESULT.items()}
"""A player's own result on the card, as HTML."""
