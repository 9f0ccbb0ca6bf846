"""A deterministic stand-in pairing function with the contract of ``engine.dutch.pair_round``.

NOT the FIDE Dutch system: it pairs by score, folded top half against bottom half, avoids rematches
and forbidden pairs (backtracking), and alternates colours. It exists so that the tournament-file
layer, the CLI and the GUI can be tested (and demonstrated) independently of the real engine,
through the ``pairer`` seam of ``TournamentFile.rounds.pair_next``.
"""

from __future__ import annotations

from engine.errors import NoLegalPairingError
from engine.i18n import translate
from engine.model import Board, Colour, Pairing, PairingNumber, Player, ResultCode, Tournament


def round_to_pair(t: Tournament) -> int:
    """The round after the last one in which somebody had an opponent or the PAB."""
    last = 0
    for p in t.players:
        for i, e in enumerate(p.rounds, start=1):
            if e.opponent is not None or e.result is ResultCode.PAIRING_BYE:
                last = max(last, i)
    return last + 1


def available(t: Tournament, number: int) -> list[Player]:
    """Players with no entry in round ``number`` (a ``0000 - H/Z/F`` entry means: not to be paired)."""
    return [p for p in t.players if len(p.rounds) < number]


def simple_pair_round(t: Tournament) -> Pairing:
    """Pair the next round of ``t`` (see the module docstring). Raises ``NoLegalPairingError``."""
    number = round_to_pair(t)
    players = sorted(available(t, number), key=lambda p: (-p.score(t.point_system), p.number))
    bye: PairingNumber | None = None
    if len(players) % 2:
        had_bye = {p.number for p in players if any(e.result is ResultCode.PAIRING_BYE for e in p.rounds)}
        candidates = [p for p in reversed(players) if p.number not in had_bye] or [players[-1]]
        bye = candidates[0].number
        players = [p for p in players if p.number != bye]
    met = {(p.number, e.opponent) for p in t.players for e in p.rounds if e.opponent is not None}
    met.update((a, b) for a, others in t.kept_apart(number).items() for b in others)
    pairs = _match(players, met)
    if pairs is None:
        raise NoLegalPairingError(
            translate(
                "DbRefusal", "round {number}: no pairing avoids every rematch and forbidden pair"
            ).format(number=number)
        )
    boards: list[Board] = []
    for first, partner in pairs:
        whites = sum(1 for e in first.rounds if e.colour is Colour.WHITE)
        blacks = sum(1 for e in first.rounds if e.colour is Colour.BLACK)
        if whites > blacks or (whites == blacks and (first.number + number) % 2 == 0):
            boards.append(Board(partner.number, first.number))
        else:
            boards.append(Board(first.number, partner.number))
    return Pairing(number, tuple(boards), bye)


def _match(
    pool: list[Player], met: set[tuple[PairingNumber, PairingNumber]]
) -> list[tuple[Player, Player]] | None:
    """Backtracking: the first player with the first allowed partner of the folded order."""
    if not pool:
        return []
    first, rest = pool[0], pool[1:]
    half = len(rest) // 2
    for partner in rest[half:] + rest[:half]:
        if (first.number, partner.number) in met:
            continue
        found = _match([q for q in rest if q is not partner], met)
        if found is not None:
            return [(first, partner), *found]
    return None
