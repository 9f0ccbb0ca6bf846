"""Which registered players have a name like a new one, without comparing it with every name.

``operations.registration.similar_players`` decides what "like" means (one predicate, :func:`alike`);
this module only finds the few players worth asking it about, so that registering or checking a name
among n players costs about the names that share a piece with it, not n ``difflib`` comparisons.

The candidates are the players that share with the name its words in any order (which covers the
same folded name), its folded surname, or, for the ``difflib`` rule, one piece of ``q`` letters
(:func:`_pieces`): a pair whose ratio reaches ``SIMILARITY`` has few letters left unmatched, so one of
that many + 1 pieces of the new name is found whole in the other. The filter only ever keeps more
players than the rule; :func:`alike` has the last word, so the warnings are those of a full scan.
"""

from __future__ import annotations

import difflib
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

from player_library.fold import sort_key
from values import PlayerRecord

SIMILARITY = 0.9
"""``difflib`` ratio from which two folded names are "similar" (one letter off in a long name)."""

_LONGEST_PIECE = 4
"""The longest piece indexed; any shorter piece keeps the pigeonhole argument true (more pieces fit)."""


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


def _most_unmatched(length: int) -> int:
    """The most letters two names can leave unmatched when one has ``length`` letters and their ratio
    2M/T reaches ``SIMILARITY``: T - 2M <= (1 - SIMILARITY) T, T at most ``length`` plus the longest
    other length allowed (2 min / T >= SIMILARITY); one more than exact, against rounding."""
    longest_other = int(length * (2 - SIMILARITY) / SIMILARITY) + 1
    return int((length + longest_other) * (1 - SIMILARITY)) + 1


def _piece_length(length: int) -> int:
    """The length of the pieces a key of ``length`` letters is cut into (0: too short to cut)."""
    return min(_LONGEST_PIECE, length // (_most_unmatched(length) + 1))


def _pieces(key: str) -> list[str]:
    """``_most_unmatched + 1`` disjoint pieces of ``key``: each unmatched letter of either name breaks at
    most one piece, so a name within ``SIMILARITY`` contains one of them whole."""
    q = _piece_length(len(key))
    return [key[i * q : (i + 1) * q] for i in range(_most_unmatched(len(key)) + 1)]


class SimilarNames:
    """The registered players indexed by words, surname and pieces; :meth:`like` answers as a scan of
    every player with :func:`alike` would, in the players' order."""

    def __init__(self, players: Sequence[PlayerRecord]) -> None:
        self._players = list(players)
        self._folded = [FoldedName.of(p.name) for p in self._players]
        self._by_words: dict[tuple[str, ...], list[int]] = defaultdict(list)
        self._by_surname: dict[str, list[int]] = defaultdict(list)
        self._grams: dict[int, dict[str, set[int]]] = {}
        for i, f in enumerate(self._folded):
            self._by_words[f.words].append(i)
            self._by_surname[f.surname].append(i)

    def _by_piece(self, q: int) -> dict[str, set[int]]:
        """Every player by every piece of ``q`` letters of its key (built when first asked)."""
        index = self._grams.get(q)
        if index is None:
            index = defaultdict(set)
            for i, f in enumerate(self._folded):
                for start in range(len(f.key) - q + 1):
                    index[f.key[start : start + q]].add(i)
            self._grams[q] = index
        return index

    def _candidates(self, name: FoldedName) -> set[int]:
        found = set(self._by_words.get(name.words, ())) | set(self._by_surname.get(name.surname, ()))
        if _piece_length(len(name.key)) == 0:
            return set(range(len(self._players)))
        index = self._by_piece(_piece_length(len(name.key)))
        for piece in _pieces(name.key):
            found |= index.get(piece, set())
        return found

    def like(self, name: str, exclude: object = None) -> list[PlayerRecord]:
        """The players whose name is like ``name`` (none for a name that folds to nothing), without the
        player whose id is ``exclude``."""
        folded = FoldedName.of(name)
        if not folded.key:
            return []
        return [
            self._players[i]
            for i in sorted(self._candidates(folded))
            if self._players[i].id != exclude and alike(folded, self._folded[i])
        ]
