"""The web folder's pages of a team event (issue 29 item 5): the matches of each round with both line-ups
and the games, the team standings (match points, game points, the event's team tie-breaks), the team
crosstable and the board results, each a function of the team event read once
(``outputs.team_snapshot.TeamSnapshot``), given as (file, title, body) for ``outputs.web.pages.Site`` to
frame; the site adds them and links them from its home page and navigation.

File names never come from the file's text: ``team-round-3.html``, ``team-standings.html``,
``team-crosstable.html``, ``board-results.html``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial

from engine.i18n import QT_TRANSLATE_NOOP, translate
from engine.model import Colour
from outputs.team_snapshot import TeamSnapshot, TeamTable
from outputs.text import OWN_RESULT, points_text
from outputs.web.html import Cell, name, table, text
from values import PlayerId, PlayerRecord
from values.teams import TeamMatchRecord, TeamStanding

TeamPage = tuple[str, str, str]
"""A page's file name, title and body (the site frames it with its navigation)."""

TEAM_STANDINGS = "team-standings.html"
TEAM_CROSSTABLE = "team-crosstable.html"
BOARD_RESULTS = "board-results.html"

_COLUMN_TITLES = (
    QT_TRANSLATE_NOOP("PublishSite", "Team"),
    QT_TRANSLATE_NOOP("PublishSite", "MP"),
    QT_TRANSLATE_NOOP("PublishSite", "GP"),
    QT_TRANSLATE_NOOP("PublishSite", "Games"),
    QT_TRANSLATE_NOOP("PublishSite", "Perf"),
)
"""The column titles of the team pages that the other pages do not have (``_headings`` translates)."""


def _rating(p: PlayerRecord) -> str:
    return str(p.rating) if p.rating else ""


def team_round_file(number: int) -> str:
    return f"team-round-{number}.html"


def _headings(*columns: tuple[str, str]) -> list[tuple[str, str]]:
    return [
        (text(translate("PublishSite", title)) if title not in ("#", "%") else title, css)
        for title, css in columns
    ]


_TABLE_TITLES = {
    TEAM_STANDINGS: (
        QT_TRANSLATE_NOOP("PublishSite", "Team standings"),
        QT_TRANSLATE_NOOP("PublishSite", "Final team standings"),
        QT_TRANSLATE_NOOP("PublishSite", "Team standings after round {round}"),
    ),
    TEAM_CROSSTABLE: (
        QT_TRANSLATE_NOOP("PublishSite", "Team crosstable"),
        QT_TRANSLATE_NOOP("PublishSite", "Final team crosstable"),
        QT_TRANSLATE_NOOP("PublishSite", "Team crosstable after round {round}"),
    ),
}
"""A team table's page: its title, then its heading after the last round of the event or before."""


class TeamPages:
    """The team pages of one site (its navigation and frame are the site's)."""

    def __init__(
        self,
        teams: TeamSnapshot,
        people: Mapping[PlayerId, PlayerRecord],
        player_link: Callable[[PlayerRecord], str],
        rounds: int,
    ) -> None:
        """The pages of ``teams``; ``people`` by id, each linked to his card by ``player_link``;
        ``rounds``: the rounds of the event (after the last, the tables are the final ones)."""
        self.teams = teams
        self.people = people
        self.player_link = player_link
        self.rounds = rounds

    def links(self) -> list[tuple[str, str]]:
        """(file, title) of the team tables, for the home page and the navigation."""
        tables = [(file, translate("PublishSite", titles[0])) for file, titles in _TABLE_TITLES.items()]
        return [*tables, (BOARD_RESULTS, translate("PublishSite", "Board results"))]

    def round_links(self) -> list[tuple[str, str]]:
        """(file, title) of each paired round's matches."""
        return [
            (team_round_file(r), translate("PublishSite", "Matches, round {round}").format(round=r))
            for r in range(1, self.teams.paired + 1)
        ]

    def makers(self) -> dict[str, Callable[[], TeamPage]]:
        found: dict[str, Callable[[], TeamPage]] = {
            TEAM_STANDINGS: self.standings,
            TEAM_CROSSTABLE: self.crosstable,
            BOARD_RESULTS: self.board_results,
        }
        found |= {team_round_file(r): partial(self.round, r) for r in range(1, self.teams.paired + 1)}
        return found

    # -- pieces ------------------------------------------------------------------------------------
    def _team(self, number: int | None) -> str:
        if number is None:
            return ""
        return f"{text(number)} {name(self.teams.team(number).name)}"

    def _player(self, player: PlayerRecord | None) -> str:
        return self.player_link(player) if player is not None else ""

    def _table_page(self, file: str, after: int, table_html: str, legend: str) -> TeamPage:
        """A team table's page (``file``: of :data:`_TABLE_TITLES`): its heading (``Team standings after
        round 3``, or the final one after the last round of the event), the table, the legend under it."""
        title, final, after_round = _TABLE_TITLES[file]
        if after >= self.rounds:
            heading = translate("PublishSite", final)
        else:
            heading = translate("PublishSite", after_round).format(round=after)
        body = f'<h1>{text(heading)}</h1>\n{table_html}\n<p class="legend">{text(legend)}</p>'
        return (file, translate("PublishSite", title), body)

    def _ranked_headings(self, t: TeamTable, across: list[tuple[str, str]]) -> list[tuple[str, str]]:
        """The headings of a ranked team table (the standings, a round robin's square crosstable):
        rank, pairing number and team, the ``across`` headings, then the scores."""
        lead = _headings(("Rk", "num"), ("No", "num narrow"), ("Team", "name"))
        return lead + across + self._score_headings(t)

    def _ranked_row(self, t: TeamTable, line: TeamStanding, across: list[Cell]) -> list[Cell]:
        """A team's row under :meth:`_ranked_headings`: its ``line`` of ``t``, the ``across`` cells."""
        return [
            Cell(text(line.rank), "num", head=True),
            Cell(text(line.number), "num narrow"),
            Cell(name(self.teams.team(line.number).name), "name"),
            *across,
            *self._score_cells(t, line.number),
        ]

    # -- pages -------------------------------------------------------------------------------------
    def round(self, number: int) -> TeamPage:
        """The matches of a round: each match's score once played, then its boards with both line-ups."""
        before = self.teams.table(number - 1)
        title = translate("PublishSite", "Matches, round {round}").format(round=number)
        body = [f"<h1>{text(title)}</h1>"]
        for match in self.teams.matches(number):
            body.append(self._match(match, before))
        if not self.teams.matches(number):
            none = translate("PublishSite", "No match in this round.")
            body.append(f"<p>{text(none)}</p>")
        legend = translate(
            "PublishSite",
            "MP: match points before the round. The team named first has White on board 1. + – − forfeit.",
        )
        body.append(f'<p class="legend">{text(legend)}</p>')
        return (team_round_file(number), title, "\n".join(body))

    def _match(self, match: TeamMatchRecord, before: TeamTable) -> str:
        def mp(team: int | None) -> str:
            line = before.of(team) if team is not None else None
            return points_text(line.match_points) if line is not None else ""

        if match.black is None:
            words = translate("PublishSite", "{team} ({mp} MP): pairing-allocated bye").format(
                team=self.teams.team(match.white).name, mp=mp(match.white)
            )
            return f'<h2 class="match">{text(words)}</h2>'
        score = (
            f"{points_text(match.white_points)} – {points_text(match.black_points)}"
            if match.complete
            else "…"
        )
        mp_word = translate("PublishSite", "MP")
        heading = (
            f'<h2 class="match">{text(match.match)}. {self._team(match.white)} ({text(mp(match.white))} '
            f"{text(mp_word)}) {text(score)} {self._team(match.black)} "
            f"({text(mp(match.black))} {text(mp_word)})</h2>"
        )
        rows = []
        for board in range(1, self.teams.settings.boards + 1):
            left, right = self.teams.on_board(match, board)
            colour = self.teams.board_colour(board, Colour.WHITE)
            code = self.teams.board_result(match, board)
            result = f"{OWN_RESULT[code]} – {OWN_RESULT[code.mirror]}" if code is not None else "…"
            rows.append(
                [
                    Cell(text(board), "num", head=True),
                    Cell(text(translate("PublishSite", "White" if colour is Colour.WHITE else "Black"))),
                    Cell(self._player(left), "name"),
                    Cell(_rating(left) if left else "", "num narrow"),
                    Cell(text(result), "result"),
                    Cell(self._player(right), "name"),
                    Cell(_rating(right) if right else "", "num narrow"),
                ]
            )
        headings = _headings(
            ("Bd", "num"),
            ("Colour", ""),
            ("Player", "name"),
            ("Rtg", "num narrow"),
            ("Result", "result"),
            ("Player", "name"),
            ("Rtg", "num narrow"),
        )
        return heading + "\n" + table(headings, rows, "pairings match")

    def _score_headings(self, t: TeamTable) -> list[tuple[str, str]]:
        mp, gp = t.shown_scores
        scores = _headings(*((("MP", "num"),) if mp else ()), *((("GP", "num"),) if gp else ()))
        return scores + [(text(code), "num tb") for code in t.codes]

    def _score_cells(self, t: TeamTable, team: int) -> list[Cell]:
        line = t.of(team)
        if line is None:
            return []
        mp, gp = t.shown_scores
        return [
            *([Cell(points_text(line.match_points), "num pts")] if mp else []),
            *([Cell(points_text(line.game_points), "num")] if gp else []),
            *(Cell("" if v is None else text(points_text(v)), "num tb") for v in line.tiebreaks),
        ]

    def _after(self) -> int:
        return self.teams.complete

    def standings(self) -> TeamPage:
        after = self._after()
        t = self.teams.table(after)
        headings = self._ranked_headings(t, [])
        rows = [self._ranked_row(t, s, []) for s in t.rows]
        legend = translate(
            "PublishSite",
            "MP: match points; GP: game points; then the tie-breaks of the event (FIDE C.07 art. 11-13): "
            "{codes}. Teams still level share a rank.",
        ).format(codes=", ".join(t.codes))
        return self._table_page(TEAM_STANDINGS, after, table(headings, rows, "standings"), legend)

    def crosstable(self) -> TeamPage:
        """The crosstable by round; a team round robin's, team against team (``square_crosstable``)."""
        if self.teams.settings.format.cycles:
            return self.square_crosstable()
        after = self._after()
        t = self.teams.table(after)
        line_of = {s.number: i for i, s in enumerate(t.rows, start=1)}
        letters = (translate("PublishSite", "w"), translate("PublishSite", "b"))  # as the crosstable's
        headings = (
            _headings(("#", "num"), ("Team", "name"))
            + [(text(r), "cross") for r in range(1, after + 1)]
            + self._score_headings(t)
        )
        rows = [
            [
                Cell(text(i), "num", head=True),
                Cell(name(self.teams.team(s.number).name), "name"),
                *(
                    Cell(text(self.teams.cross_cell(s.number, r, line_of, letters)), "cross")
                    for r in range(1, after + 1)
                ),
                *self._score_cells(t, s.number),
            ]
            for i, s in enumerate(t.rows, start=1)
        ]
        legend = translate(
            "PublishSite",
            "Each round: the opponent's line, the colour of the team's first board (w/b), the game points "
            "the team scored; PAB: pairing-allocated bye; –: no match.",
        )
        return self._table_page(TEAM_CROSSTABLE, after, table(headings, rows, "crosstable"), legend)

    def square_crosstable(self) -> TeamPage:
        """A team round robin's crosstable (C.05 style): one column per team, in standings order, each
        cell the game points the line's team scored against the column's (``TeamSnapshot.square_cell``),
        the diagonal blacked out; then the scores and the tie-breaks."""
        after = self._after()
        t = self.teams.table(after)
        order = [s.number for s in t.rows]
        headings = self._ranked_headings(t, [(text(i), "cross") for i in range(1, len(order) + 1)])
        rows = [
            self._ranked_row(
                t,
                s,
                [
                    Cell("", "cross self")
                    if other == s.number
                    else Cell(text(self.teams.square_cell(s.number, other, after)), "cross")
                    for other in order
                ],
            )
            for s in t.rows
        ]
        legend = translate(
            "PublishSite",
            "Each cell: the game points the line's team scored against the column's team, one per match "
            "in a double round robin (· a match without all its results); columns are numbered by the "
            "lines. MP: match points; GP: game points; then the tie-breaks of the event (FIDE C.07 art. "
            "11-13): {codes}.",
        ).format(codes=", ".join(t.codes))
        return self._table_page(TEAM_CROSSTABLE, after, table(headings, rows, "crosstable square"), legend)

    def board_results(self) -> TeamPage:
        title = translate("PublishSite", "Board results")
        body = [f"<h1>{text(title)}</h1>"]
        names = {t.number: t.name for t in self.teams.teams}
        headings = _headings(
            ("Rk", "num"),
            ("Name", "name"),
            ("Rtg", "num narrow"),
            ("Team", "name"),
            ("Games", "num"),
            ("Pts", "num"),
            ("%", "num"),
            ("Perf", "num"),
        )
        for board in sorted({b.board for b in self.teams.board_scores}):
            rows = []
            scores = [b for b in self.teams.board_scores if b.board == board]
            for place, b in enumerate(scores, start=1):
                player = self.people.get(b.player)
                rows.append(
                    [
                        Cell(text(place), "num", head=True),
                        Cell(self._player(player) if player else name(b.name), "name"),
                        Cell(_rating(player) if player else "", "num narrow"),
                        Cell(name(names.get(b.team, "")), "name"),
                        Cell(text(b.games), "num"),
                        Cell(points_text(b.points), "num pts"),
                        Cell(text(round(100 * b.points / b.games) if b.games else ""), "num"),
                        Cell(text(b.performance or ""), "num"),
                    ]
                )
            board_title = translate("PublishSite", "Board {board}").format(board=board)
            body.append(f"<h2>{text(board_title)}</h2>")
            body.append(table(headings, rows, "standings boards"))
        if not self.teams.board_scores:
            none = translate("PublishSite", "No game has a result yet.")
            body.append(f"<p>{text(none)}</p>")
        legend = translate(
            "PublishSite",
            "Games: the games played on the board (a forfeit is no game); Perf: the performance rating of "
            "those games (FIDE B.02 8.1.1).",
        )
        body.append(f'<p class="legend">{text(legend)}</p>')
        return (BOARD_RESULTS, title, "\n".join(body))
