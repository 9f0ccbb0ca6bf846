"""What the projector in the hall shows (no Qt here): the current round's pairings and results, or the
standings, as a title and rows of text. The window (``arbiter_gui.projector``) pages through them.

Its words go through ``engine.i18n.translate`` (the strings are in the window's catalogue,
``scripts/translations.AREAS``): the projector shows the event to the players, so :func:`read_screen`
writes it in the event's language when the event has one, else in the window's
(``engine.i18n.language_for_document``), once the window installs its catalogue
(``texts.catalogue.use_for_engine_messages``). The web folder has its own words (``outputs.web``,
in the language asked for); the exports stay English.

The standings are the event's (``TournamentFile.results.standings``, the one standings policy); the pairings
are read cheaply (players, rounds, round cells) so that the screen can follow every result typed in.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, replace
from fractions import Fraction

import operations
from engine.errors import ArbiterError
from engine.i18n import QT_TRANSLATE_NOOP, in_language, language_for_document, translate
from engine.model import Colour, PointSystem, ResultCode, RoundEntry
from engine.standings import StandingsTable
from outputs.text import points_text, tiebreak_text
from values import EventSettings, PlayerId, PlayerRecord, RoundInfo

RESULT_SHOWN = {
    "1-0": "1 – 0",
    "0-1": "0 – 1",
    "1/2-1/2": "½ – ½",
    "+/-": "+ – −",
    "-/+": "− – +",
    "-/-": "− – −",
    "W-L": "1 – 0",
    "L-W": "0 – 1",
    "D-D": "½ – ½",
}


BYE_NAMES = {
    ResultCode.PAIRING_BYE: QT_TRANSLATE_NOOP("Projector", "pairing-allocated bye"),
    ResultCode.FULL_BYE: QT_TRANSLATE_NOOP("Projector", "full-point bye"),
    ResultCode.HALF_BYE: QT_TRANSLATE_NOOP("Projector", "half-point bye"),
    ResultCode.ZERO_BYE: QT_TRANSLATE_NOOP("Projector", "zero-point bye"),
}
"""``outputs.text.BYE_WORDS`` as the projector marks them for translation (a test keeps them equal)."""


class Mode(enum.Enum):
    PAIRINGS = "pairings"
    STANDINGS = "standings"


class Align(enum.Enum):
    LEFT = "left"
    RIGHT = "right"
    CENTRE = "centre"


@dataclass(frozen=True, slots=True)
class Column:
    heading: str
    align: Align = Align.LEFT
    stretch: bool = False
    """The column that takes the room left (a name)."""


@dataclass(frozen=True, slots=True)
class Screen:
    """One screenful of content before paging: a title, a subtitle, columns and rows."""

    title: str
    subtitle: str
    columns: tuple[Column, ...]
    rows: tuple[tuple[str, ...], ...]
    message: str = ""
    """Shown instead of rows when there are none (no round paired, no standings yet)."""
    language: str = ""
    """The language its words are in (``read_screen`` says; empty: the program's), which the window's
    own words on the screen ("page 2 of 3") follow."""


def _who(p: PlayerRecord) -> str:
    return f"{p.title} {p.name}" if p.title else p.name


def scores_before(
    rounds: tuple[RoundInfo, ...], number: int, points: PointSystem
) -> dict[PlayerId, Fraction]:
    """Each player's points in rounds 1..number-1, from the boards and byes (no round cells built: the
    projector reads this at every result typed, also on a 1,000-player event)."""
    scores: dict[PlayerId, Fraction] = {}
    for info in rounds[: number - 1]:
        for b in info.boards:
            if b.result is None:
                continue
            white, black = b.result.codes
            scores[b.white] = scores.get(b.white, Fraction(0)) + points.points(
                RoundEntry(None, Colour.WHITE, white)
            )
            scores[b.black] = scores.get(b.black, Fraction(0)) + points.points(
                RoundEntry(None, Colour.BLACK, black)
            )
        if info.pairing_bye is not None:
            scores[info.pairing_bye] = scores.get(info.pairing_bye, Fraction(0)) + points.pairing_bye
        for bye in info.byes:
            gained = points.points(RoundEntry(None, Colour.NONE, bye.kind.code))
            scores[bye.player] = scores.get(bye.player, Fraction(0)) + gained
    return scores


def pairings_screen(
    event: EventSettings, players: tuple[PlayerRecord, ...], rounds: tuple[RoundInfo, ...]
) -> Screen:
    """The last paired round: board, White, points before the round, result, points, Black; then the
    byes."""
    info = rounds[-1] if rounds else None
    columns = (
        Column(translate("Projector", "Bd"), Align.RIGHT),
        Column(translate("Projector", "White"), stretch=True),
        Column(translate("Projector", "Pts"), Align.RIGHT),
        Column(translate("Projector", "Result"), Align.CENTRE),
        Column(translate("Projector", "Pts"), Align.RIGHT),
        Column(translate("Projector", "Black"), stretch=True),
    )
    if info is None:
        return Screen(
            event.name,
            translate("Projector", "Pairings"),
            columns,
            (),
            translate("Projector", "No round has been paired yet."),
        )
    people = {p.id: p for p in players}
    scores = scores_before(rounds, info.number, event.point_system)

    def pts(p: PlayerRecord) -> str:
        return points_text(scores.get(p.id, Fraction(0)))

    rows = [
        (
            str(b.board),
            _who(people[b.white]),
            pts(people[b.white]),
            RESULT_SHOWN[b.result.value] if b.result else "",
            pts(people[b.black]),
            _who(people[b.black]),
        )
        for b in info.boards
    ]
    byes = []
    if info.pairing_bye is not None:
        byes.append((people[info.pairing_bye], translate("Projector", BYE_NAMES[ResultCode.PAIRING_BYE])))
    byes += [(people[b.player], translate("Projector", BYE_NAMES[b.kind.code])) for b in info.byes]
    rows += [("", _who(p), pts(p), words, "", "") for p, words in sorted(byes, key=lambda x: x[0].number)]
    done = sum(1 for b in info.boards if b.result is not None)
    return Screen(
        event.name,
        translate("Projector", "Round {round} · {done} of {boards} results").format(
            round=info.number, done=done, boards=len(info.boards)
        ),
        columns,
        tuple(rows),
    )


def standings_screen(
    event: EventSettings, players: tuple[PlayerRecord, ...], table: StandingsTable | None, problem: str
) -> Screen:
    """Place, name, federation, rating, points, the tie-breaks of the event's policy."""
    labels = table.policy.labels if table else ()
    columns = (
        Column(translate("Projector", "Rk"), Align.RIGHT),
        Column(translate("Projector", "Name"), stretch=True),
        Column(translate("Projector", "Fed")),
        Column(translate("Projector", "Rtg"), Align.RIGHT),
        Column(translate("Projector", "Pts"), Align.RIGHT),
        *(Column(label, Align.RIGHT) for label in labels),
    )
    if table is None:
        return Screen(
            event.name,
            translate("Projector", "Standings"),
            columns,
            (),
            translate("Projector", "No standings yet: {problem}.").format(problem=problem),
        )
    by_number = {p.number: p for p in players}
    specs = table.policy.tiebreaks
    rows = []
    for s in table.rows:
        p = by_number[s.number]
        rows.append(
            (
                s.place,
                _who(p),
                p.federation,
                str(p.rating) if p.rating else "",
                points_text(s.points),
                *(tiebreak_text(v, spec) for v, spec in zip(s.values, specs, strict=True)),
            )
        )
    final = table.after_round >= event.number_of_rounds
    return Screen(
        event.name,
        translate("Projector", "Final standings")
        if final
        else translate("Projector", "Standings after round {round}").format(round=table.after_round),
        columns,
        tuple(rows),
    )


@dataclass(frozen=True, slots=True)
class Progress:
    """Where the file stands: what decides whether the projector or the web folder is out of date."""

    paired: int
    complete: int
    results: int
    """Results entered in the last paired round."""


def progress_of(rounds: tuple[RoundInfo, ...]) -> Progress:
    last = rounds[-1] if rounds else None
    complete = 0
    for r in rounds:
        if r.missing_results:
            break
        complete = r.number
    return Progress(len(rounds), complete, sum(1 for b in last.boards if b.result) if last else 0)


def read_screen(
    tf: operations.TournamentFile,
    mode: Mode,
    rounds: tuple[RoundInfo, ...] | None = None,
    language: str | None = None,
) -> Screen:
    """The screen of ``mode`` from an open file (``rounds``: the file's rounds when already read), in
    ``language``, else the event's language, else the program's (``engine.i18n.language_for_document``)."""
    event = tf.event.settings()
    with in_language(language_for_document(language, event.language)) as chosen:
        return replace(_read_screen(tf, event, mode, rounds), language=chosen)


def _read_screen(
    tf: operations.TournamentFile, event: EventSettings, mode: Mode, rounds: tuple[RoundInfo, ...] | None
) -> Screen:
    players = tf.players.all()
    if mode is Mode.PAIRINGS:
        return pairings_screen(event, players, tf.rounds.all() if rounds is None else rounds)
    if tf.rounds.paired == 0:
        return standings_screen(event, players, None, translate("Projector", "no round has been paired yet"))
    try:
        table = tf.results.standings()
    except ArbiterError as exc:
        return standings_screen(event, players, None, str(exc))
    if table.after_round == 0:
        return standings_screen(event, players, None, translate("Projector", "no round has every result yet"))
    return standings_screen(event, players, table, "")
