"""PGN headers of every game, so that a game collection (the bulletin, a broadcast, the rating
officer's archive) starts from the tournament file: the moves are typed in afterwards.

Each game has the Seven Tag Roster (PGN standard 8.1.1: Event, Site, Date, Round, White, Black,
Result), then Board, WhiteElo/BlackElo (rated players), WhiteTitle/BlackTitle, WhiteFideId/
BlackFideId and WhiteFed/BlackFed where known, and EventDate. The movetext is only the game
termination marker (``1-0``, ``0-1``, ``1/2-1/2``, ``*`` while the game is being played).

Forfeits (``+/-``, ``-/+``, ``-/-``) are not games (no move was played: C.04.1 / TRF16 codes) and are
left out; a game that started but is not rated (``W-L``, ``L-W``, ``D-D``) is in, with its result.
Tag values escape backslash and quote (PGN 8.1.1); control characters become spaces. The text is
UTF-8 (PGN's Latin-1 cannot hold every name).
"""

from __future__ import annotations

from datetime import date

from outputs.snapshot import EventSnapshot
from values import BoardRecord, GameResult, PlayerRecord, RoundInfo

PGN_RESULT = {
    GameResult.WHITE_WINS: "1-0",
    GameResult.BLACK_WINS: "0-1",
    GameResult.DRAW: "1/2-1/2",
    GameResult.WHITE_WINS_UNRATED: "1-0",
    GameResult.BLACK_WINS_UNRATED: "0-1",
    GameResult.DRAW_UNRATED: "1/2-1/2",
}
UNKNOWN_DATE = "????.??.??"


def tag_value(text: str) -> str:
    """A PGN tag value between quotes: ``\\`` and ``"`` escaped, control characters as spaces."""
    cleaned = "".join(" " if ord(c) < 32 or 0x7F <= ord(c) < 0xA0 else c for c in text)
    return cleaned.replace("\\", "\\\\").replace('"', '\\"')


def pgn_date(d: date | None) -> str:
    return d.strftime("%Y.%m.%d") if d else UNKNOWN_DATE


def is_game(board: BoardRecord) -> bool:
    """Played (or being played); forfeits are not games."""
    return board.result is None or not board.result.is_forfeit


def _site(snap: EventSnapshot) -> str:
    ev = snap.event
    return ", ".join(x for x in (ev.city, ev.federation) if x) or "?"


def _round_date(snap: EventSnapshot, info: RoundInfo) -> date | None:
    if info.date:
        return info.date
    planned = snap.event.round_dates
    return planned[info.number - 1] if info.number <= len(planned) else None


def game_headers(snap: EventSnapshot, info: RoundInfo, board: BoardRecord) -> list[tuple[str, str]]:
    """The tag pairs of one game, in the order they are written."""
    people = snap.by_id
    white, black = people[board.white], people[board.black]
    result = PGN_RESULT[board.result] if board.result else "*"
    tags = [
        ("Event", snap.event.name or "?"),
        ("Site", _site(snap)),
        ("Date", pgn_date(_round_date(snap, info))),
        ("Round", str(info.number)),
        ("White", white.name or "?"),
        ("Black", black.name or "?"),
        ("Result", result),
        ("Board", str(board.board)),
    ]
    for side, p in (("White", white), ("Black", black)):
        tags += _player_tags(side, p)
    if snap.event.start_date:
        tags.append(("EventDate", pgn_date(snap.event.start_date)))
    return tags


def _player_tags(side: str, p: PlayerRecord) -> list[tuple[str, str]]:
    tags = []
    if p.rating:
        tags.append((f"{side}Elo", str(p.rating)))
    if p.title:
        tags.append((f"{side}Title", p.title))
    if p.fide_id:
        tags.append((f"{side}FideId", p.fide_id))
    if p.federation:
        tags.append((f"{side}Fed", p.federation))
    return tags


def game_text(snap: EventSnapshot, info: RoundInfo, board: BoardRecord) -> str:
    tags = game_headers(snap, info, board)
    lines = [f'[{name} "{tag_value(value)}"]' for name, value in tags]
    result = dict(tags)["Result"]
    return "\n".join(lines) + f"\n\n{result}\n"


def event_pgn(snap: EventSnapshot, round_number: int | None = None) -> str:
    """Every game of every round (or of one), a blank line between games."""
    games = [
        game_text(snap, info, b)
        for info in snap.rounds
        if round_number is None or info.number == round_number
        for b in info.boards
        if is_game(b)
    ]
    return "\n".join(games)
