"""Placeholder players: the "player" some programs put in the list to stand for the bye.

Swiss-Manager's ``spielfrei``, other programs' ``bye``, ``Freilos``, ``exempt``... are a 001 line like
any player's, and a game against it is how the file records the pairing-allocated bye. A placeholder
is a line whose whole name is one of :data:`PLACEHOLDER_NAMES` (letters only, any case) and which has
no FIDE number; :func:`without_placeholders` takes such lines out, turns each game against them into
the bye it stands for (a win: the pairing-allocated bye, or a full-point bye when the round has one
already; a draw: a half-point bye; a loss: the round not paired) and renumbers the players after them.

>>> is_placeholder_name("Spielfrei"), is_placeholder_name(" BYE "), is_placeholder_name("Bye, John")
(True, True, False)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from engine.i18n import translate
from engine.model import (
    NOT_PAIRED,
    Acceleration,
    Colour,
    ForbiddenPairs,
    PairingNumber,
    ResultCode,
    RoundEntry,
    Tournament,
)

PLACEHOLDER_NAMES = frozenset(
    {
        "bye",
        "byes",
        "spielfrei",
        "freilos",
        "frei",
        "exempt",
        "exempte",
        "libre",
        "descanso",
        "riposo",
        "vrij",
        "vrije",
        "pauze",
        "pause",
        "wolny",
        "volno",
        "dummy",
        "nobody",
    }
)
"""Names programs give the placeholder of the bye (German, English, French, Spanish, Italian, Dutch,
Polish, Czech), compared without case, blanks or punctuation."""

_WINS = frozenset({ResultCode.WIN, ResultCode.FORFEIT_WIN, ResultCode.UNRATED_WIN, ResultCode.PENDING})
_DRAWS = frozenset({ResultCode.DRAW, ResultCode.UNRATED_DRAW})


def is_placeholder_name(name: str) -> bool:
    """The whole name is one of :data:`PLACEHOLDER_NAMES` (letters compared, any case)."""
    return "".join(c for c in name.casefold() if c.isalpha()) in PLACEHOLDER_NAMES and "," not in name


def placeholders(t: Tournament) -> tuple[PairingNumber, ...]:
    """The starting ranks of the placeholder lines of ``t`` (named like one, no FIDE number)."""
    return tuple(
        p.number for p in t.players if is_placeholder_name(p.name) and p.fide_id.strip().strip("0") == ""
    )


def without_placeholders(
    t: Tournament, numbers: Sequence[PairingNumber]
) -> tuple[Tournament, tuple[str, ...]]:
    """``t`` without the players ``numbers`` (placeholders), their games turned into byes and the
    other players renumbered 1..N in order; and one sentence per placeholder saying what was done."""
    gone = set(numbers)
    if not gone:
        return t, ()
    notes: list[str] = []
    rounds = t.rounds_recorded
    has_pab = {
        r
        for p in t.players
        if p.number not in gone
        for r, e in enumerate(p.rounds, start=1)
        if e.result is ResultCode.PAIRING_BYE
    }
    changed: dict[PairingNumber, list[RoundEntry]] = {p.number: list(p.rounds) for p in t.players}
    for number in sorted(gone):
        byes: list[str] = []
        for r in range(1, rounds + 1):
            for p in t.players:
                e = p.entry(r)
                if p.number in gone or e.opponent != number:
                    continue
                if e.result in _WINS and r not in has_pab:
                    cell = RoundEntry(None, Colour.NONE, ResultCode.PAIRING_BYE)
                    has_pab.add(r)
                elif e.result in _WINS:
                    cell = RoundEntry(None, Colour.NONE, ResultCode.FULL_BYE)
                elif e.result in _DRAWS:
                    cell = RoundEntry(None, Colour.NONE, ResultCode.HALF_BYE)
                else:
                    cell = NOT_PAIRED
                changed[p.number][r - 1] = cell
                byes.append(f"{r}: #{p.number} {cell.result.value}")
        notes.append(
            translate(
                "TrfPlaceholder",
                "player {number} {name!r} stands for the bye (no FIDE number): taken out of the list; "
                "the games against it became byes (round: player code): {byes}",
            ).format(number=number, name=t.player(number).name, byes=", ".join(byes) or "-")
        )
    kept = [p for p in t.players if p.number not in gone]
    new = {p.number: PairingNumber(i) for i, p in enumerate(sorted(kept, key=lambda p: p.number), start=1)}
    moved = [(old, n) for old, n in new.items() if old != n]
    if moved:
        notes.append(
            translate("TrfPlaceholder", "players renumbered (old -> new): {moved}").format(
                moved=", ".join(f"{a}->{b}" for a, b in moved)
            )
        )

    def entry(e: RoundEntry) -> RoundEntry:
        return e if e.opponent is None else replace(e, opponent=new[e.opponent])

    players = tuple(
        replace(p, number=new[p.number], rounds=tuple(entry(e) for e in changed[p.number])) for p in kept
    )
    return (
        replace(
            t,
            players=players,
            forbidden_pairs=tuple(_forbidden(f, new) for f in t.forbidden_pairs if len(_members(f, new)) > 1),
            accelerations=tuple(a for a in (_acceleration(a, new) for a in t.accelerations) if a is not None),
            absent_next_round=frozenset(new[n] for n in t.absent_next_round if n in new),
            withdrawn=frozenset(new[n] for n in t.withdrawn if n in new),
        ),
        tuple(notes),
    )


def _members(f: ForbiddenPairs, new: dict[PairingNumber, PairingNumber]) -> tuple[PairingNumber, ...]:
    return tuple(new[n] for n in f.players if n in new)


def _forbidden(f: ForbiddenPairs, new: dict[PairingNumber, PairingNumber]) -> ForbiddenPairs:
    return replace(f, players=_members(f, new))


def _acceleration(a: Acceleration, new: dict[PairingNumber, PairingNumber]) -> Acceleration | None:
    inside = sorted(new[n] for n in new if a.first_player <= n <= a.last_player)
    if not inside:
        return None
    return replace(a, first_player=inside[0], last_player=inside[-1])
