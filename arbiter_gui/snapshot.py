"""Rows for the window's tables, built from the plain values ``db`` returns (no Qt, no SQL here)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction

from arbiter_gui.format import score
from arbiter_gui.models.boards import BoardLine
from arbiter_gui.models.players import PlayerRow
from arbiter_gui.models.standings import CrossRow, StandingRow
from engine.model import (
    Colour,
    PairingNumber,
    Player,
    PointSystem,
    ResultCode,
    RoundEntry,
    Tournament,
)
from operations.ops_double_swiss import pairs_matches
from outputs.documents.text import colour_letter
from outputs.text import by_match
from texts.catalogue import QT_TRANSLATE_NOOP, translate
from values import ByeKind, ByeRecord, PlayerId, PlayerRecord, RoundInfo

BYE_LABELS = {
    ByeKind.HALF: QT_TRANSLATE_NOOP("Snapshot", "half-point bye"),
    ByeKind.ZERO: QT_TRANSLATE_NOOP("Snapshot", "zero-point bye"),
    ByeKind.FULL: QT_TRANSLATE_NOOP("Snapshot", "full-point bye"),
}
"""In English (the catalogue's source texts); shown as ``translate("Snapshot", label)``."""

BYE_IN_ROUND = {
    ByeKind.HALF: QT_TRANSLATE_NOOP("Snapshot", "half-point bye in round {round}"),
    ByeKind.ZERO: QT_TRANSLATE_NOOP("Snapshot", "zero-point bye in round {round}"),
    ByeKind.FULL: QT_TRANSLATE_NOOP("Snapshot", "full-point bye in round {round}"),
}


NO_POINTS = Fraction(0)
"""The score of a player no score is known of, made once (a row of each of 10,000 players making its
own was some 40 ms of the window's thread after a pairing, issue 32 item 4)."""


RunningScores = Mapping[PairingNumber, tuple[Fraction, ...]]
"""Each player's score after each round, from none (``Player.running_scores``), by pairing number."""


def running_scores(tournament: Tournament) -> dict[PairingNumber, tuple[Fraction, ...]]:
    """:data:`RunningScores` of every player, each summed once (a window's state makes it once, on the
    worker when a big file is read: the players' points and each round's scores before come from it)."""
    ps = tournament.point_system
    return {p.number: p.running_scores(ps) for p in tournament.players}


def running_scores_after(
    before: RunningScores, tournament: Tournament, round_number: int
) -> dict[PairingNumber, tuple[Fraction, ...]]:
    """:func:`running_scores` of ``tournament``, whose players are those ``before`` was summed for but
    with round ``round_number`` paired (or paired again): their rounds up to the one before it are as
    they were, so each running score is carried that far and only the cells from there are summed (the
    new round's, and any empty cell a late entry gets before it). The cells score by the event's point
    system (``PointSystem.points``: a PAB or a requested bye scores at once, a board without its
    result does not); a player ``before`` does not know is summed whole (issue 32 item 4: 9,999
    players summed again after each pairing were 0.14-0.20 s of the window's thread)."""
    ps = tournament.point_system
    points: dict[tuple[ResultCode, Colour], Fraction] = {}
    scores: dict[PairingNumber, tuple[Fraction, ...]] = {}
    for p in tournament.players:
        known = before.get(p.number)
        if known is None:
            scores[p.number] = p.running_scores(ps)
            continue
        kept = min(len(known) - 1, round_number - 1, len(p.rounds))
        total = known[kept]
        added = []
        for entry in p.rounds[kept:]:
            key = (entry.result, entry.colour)
            scored = points.get(key)
            if scored is None:
                scored = points[key] = ps.points(entry)
            if scored:
                total += scored
            added.append(total)
        scores[p.number] = known[: kept + 1] + tuple(added)
    return scores


def scores_before(
    tournament: Tournament, round_number: int, scores: RunningScores | None = None
) -> dict[PairingNumber, Fraction]:
    """Each player's score after rounds 1..round_number-1 (what a pairing list shows)."""
    if scores is None:
        ps = tournament.point_system
        return {p.number: p.score(ps, round_number - 1) for p in tournament.players}
    k = max(round_number - 1, 0)
    return {n: running[min(k, len(running) - 1)] for n, running in scores.items()}


def player_rows(
    players: Sequence[PlayerRecord],
    tournament: Tournament,
    requested_byes: Sequence[ByeRecord] = (),
    scores: RunningScores | None = None,
) -> list[PlayerRow]:
    if scores is None:
        ps = tournament.point_system
        points = {p.number: p.score(ps) for p in tournament.players}
    else:
        points = {n: running[-1] for n, running in scores.items()}
    byes: dict[PlayerId, list[str]] = {}
    for b in requested_byes:
        byes.setdefault(b.player, []).append(
            translate("Snapshot", BYE_IN_ROUND[b.kind]).format(round=b.round)
        )
    rows = []
    for rec in players:
        notes = []
        if rec.withdrawn_from_round is not None:
            notes.append(
                translate("Snapshot", "withdrawn from round {round}").format(round=rec.withdrawn_from_round)
            )
        notes.extend(byes.get(rec.id, []))
        rows.append(PlayerRow(rec, points.get(rec.number, NO_POINTS), "; ".join(notes)))
    return rows


def board_rows(
    info: RoundInfo,
    players: Mapping[PlayerId, PlayerRecord],
    tournament: Tournament,
    scores: RunningScores | None = None,
) -> list[BoardLine]:
    before = scores_before(tournament, info.number, scores)
    rows = []
    for b in info.boards:
        white, black = players[b.white], players[b.black]
        rows.append(
            BoardLine(
                white=white,
                white_score=before.get(white.number, NO_POINTS),
                board=b,
                black=black,
                black_score=before.get(black.number, NO_POINTS),
            )
        )
    ps = tournament.point_system
    if info.pairing_bye is not None:
        p = players[info.pairing_bye]
        rows.append(
            BoardLine(
                p,
                before.get(p.number, NO_POINTS),
                bye_label=translate("Snapshot", "bye ({points})").format(points=score(ps.pairing_bye)),
            )
        )
    for bye in info.byes:
        p = players[bye.player]
        rows.append(
            BoardLine(
                p, before.get(p.number, NO_POINTS), bye_label=translate("Snapshot", BYE_LABELS[bye.kind])
            )
        )
    return rows


class PointsShown(dict[tuple[ResultCode, Colour], str]):
    """The points each result gives in a point system, as shown (``1``, ``½``), worked out once each."""

    def __init__(self, points: PointSystem) -> None:
        super().__init__()
        self.points = points

    def __missing__(self, key: tuple[ResultCode, Colour]) -> str:
        result, colour = key
        shown = self[key] = score(self.points.points(RoundEntry(None, colour, result)))
        return shown


_BYE_LABELS: dict[ResultCode, str] = {
    ResultCode.PAIRING_BYE: QT_TRANSLATE_NOOP("CrosstableView", "bye"),
    ResultCode.HALF_BYE: "H",
    ResultCode.FULL_BYE: "F",
}
"""Crosstable cells of rounds without an opponent (the legend under the crosstable explains them)."""


def crosstable_cell(
    tournament: Tournament,
    player: Player,
    round_number: int,
    ranks: Mapping[int, int],
    shown: PointsShown | None = None,
) -> str:
    """``12w1``: opponent's rank 12, white, won; ``+``/``-`` forfeits; ``U``/``H``/``F``/``Z`` byes."""
    entry = player.entry(round_number)
    r = entry.result
    if entry.opponent is None:
        if r is ResultCode.PENDING:
            return ""
        if r is ResultCode.ZERO_BYE:
            return "-" if round_number <= player_rounds(player) else ""
        return translate("CrosstableView", _BYE_LABELS[r]) if r in _BYE_LABELS else str(r.value)
    colour = colour_letter(entry.colour)
    opp = ranks.get(int(entry.opponent), int(entry.opponent))
    if r is ResultCode.PENDING:
        return f"{opp}{colour}"
    if r.is_forfeit:
        return f"{opp}{colour}{r.value}"
    points = shown if shown is not None else PointsShown(tournament.point_system)
    return f"{opp}{colour}{points[r, entry.colour]}"


def player_rounds(player: Player) -> int:
    return len(player.rounds)


def crosstable_rows(tournament: Tournament, standings: Sequence[StandingRow], rounds: int) -> list[CrossRow]:
    ranks = {int(s.number): s.rank for s in standings}
    by_number = tournament.by_number()
    shown = PointsShown(tournament.point_system)
    return [
        crosstable_row(tournament, p, s.rank, s.points, ranks, rounds, shown, s.name)
        for s in standings
        if (p := by_number.get(PairingNumber(s.number))) is not None
    ]


def crosstable_row(
    tournament: Tournament,
    player: Player,
    rank: int,
    points: Fraction,
    ranks: Mapping[int, int],
    rounds: int,
    shown: PointsShown | None = None,
    name: str | None = None,
) -> CrossRow:
    """One player's line: ``rank`` and ``points`` from the standings, a cell per round 1..``rounds`` (in
    a Double-Swiss event per match, ``outputs.text.by_match``);
    ``name`` as the standings show it (with the mark of a withdrawal), else the player's."""
    shown = shown if shown is not None else PointsShown(tournament.point_system)
    cells = tuple(crosstable_cell(tournament, player, r, ranks, shown) for r in range(1, rounds + 1))
    if pairs_matches(tournament.round_robin, tournament.system):
        cells = tuple(by_match(cells))  # one cell per match, both its games (C.04.5)
    shown_name = player.name if name is None else name
    return CrossRow(rank, int(player.number), shown_name, player.rating, player.federation, points, cells)
