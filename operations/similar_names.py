"""Which registered players have a name like a new one, without comparing it with every name.

What "like" means is one predicate, :func:`alike` (the registration checks ask it through
``operations.registration.similar_players``); :class:`SimilarNames` asks ``difflib`` only about the
few players that may pass it, so that checking a name among n players costs n cheap tests and a few
``difflib`` comparisons, not n of them.

The candidates are the players that share with the name its words in any order (which covers the
same folded name), its folded surname, or, for the ``difflib`` rule, have a length within reach and
one piece of ``q`` letters (:func:`_pieces`): a pair whose ratio reaches ``SIMILARITY`` has few
letters left unmatched, so one of that many + 1 pieces of the new name is found whole in the other.
The filter only ever keeps more players than the rule; :func:`alike` has the last word, so the
warnings are those of a full scan.
"""

from __future__ import annotations

import difflib
from collections.abc import Sequence
from dataclasses import dataclass

from player_library.fold import sort_key
from values import PlayerRecord

SIMILARITY = 0.9
"""``difflib`` ratio from which two folded names are "similar" (one letter off in a long name)."""

_LONGEST_PIECE = 4
"""The longest piece asked for; any shorter piece keeps the pigeonhole argument true (more pieces fit)."""


@dataclass(frozen=True, slots=True)
class FoldedName:
    """A name folded once for every comparison: the whole (``sort_key``), its words sorted, and the
    surname and first names ("Muller, J." -> "muller", "j")."""

    key: str
    words: tuple[str, ...]
    surname: str
    first: str

    @classmethod
    def of(cls, name: str) -> FoldedName:
        key = sort_key(name)
        surname, _, first = name.partition(",")
        return cls(key, tuple(sorted(key.split())), sort_key(surname), sort_key(first))


def alike(a: FoldedName, b: FoldedName) -> bool:
    """The same or nearly the same folded name (accents, case, punctuation), the same words in another
    order, or the same surname with a first name that begins the other ("Muller, J." and
    "Müller, Jürgen")."""
    return (
        b.key == a.key
        or b.words == a.words
        or difflib.SequenceMatcher(None, a.key, b.key).ratio() >= SIMILARITY
        or (a.surname == b.surname and (a.first.startswith(b.first) or b.first.startswith(a.first)))
    )


def _other_lengths(length: int) -> tuple[int, int]:
    """The shortest and longest key whose ratio with a key of ``length`` letters can reach
    ``SIMILARITY`` (2 min / T >= SIMILARITY, T the two lengths), one letter wider each way against
    rounding."""
    return int(length * SIMILARITY / (2 - SIMILARITY)) - 1, int(length * (2 - SIMILARITY) / SIMILARITY) + 1


def _most_unmatched(length: int) -> int:
    """The most letters two names can leave unmatched when one has ``length`` letters and their ratio
    2M/T reaches ``SIMILARITY``: T - 2M <= (1 - SIMILARITY) T, T at most ``length`` plus the longest
    other length (:func:`_other_lengths`); one more than exact, against rounding."""
    return int((length + _other_lengths(length)[1]) * (1 - SIMILARITY)) + 1


def _piece_length(length: int) -> int:
    """The length of the pieces a key of ``length`` letters is cut into (0: too short to cut)."""
    return min(_LONGEST_PIECE, length // (_most_unmatched(length) + 1))


def _pieces(key: str) -> list[str]:
    """``_most_unmatched + 1`` disjoint pieces of ``key``: each unmatched letter of either name breaks at
    most one piece, so a name within ``SIMILARITY`` contains one of them whole."""
    q = _piece_length(len(key))
    return [key[i * q : (i + 1) * q] for i in range(_most_unmatched(len(key)) + 1)]


class SimilarNames:
    """The registered players folded once; :meth:`like` answers as a scan of every player with
    :func:`alike` would, in the players' order, asking ``difflib`` only about the players of a length
    within reach that contain one of the name's pieces (a substring test, no index to build)."""

    def __init__(self, players: Sequence[PlayerRecord]) -> None:
        self._players = list(players)
        self._folded = [FoldedName.of(p.name) for p in self._players]

    def like(self, name: str, exclude: object = None) -> list[PlayerRecord]:
        """The players whose name is like ``name`` (none for a name that folds to nothing), without the
        player whose id is ``exclude``."""
        folded = FoldedName.of(name)
        if not folded.key:
            return []
        pieces = _pieces(folded.key) if _piece_length(len(folded.key)) else [""]
        shortest, longest = _other_lengths(len(folded.key))
        return [
            player
            for player, other in zip(self._players, self._folded, strict=True)
            if player.id != exclude
            and (
                other.words == folded.words
                or other.surname == folded.surname
                or (shortest <= len(other.key) <= longest and any(p in other.key for p in pieces))
            )
            and alike(folded, other)
        ]
