"""One readable line per audit-log entry ("Round 2, board 5 (Giri - Dubov): 1-0, was none").

The log stores each operation's values before and after as JSON (``db.tx``); this turns the common ones
into sentences and falls back to the changed fields for the others. The raw JSON stays available.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from db.values import AuditEntry, GameResult

NamesById = Mapping[int, str]


def _load(text: str | None) -> Any:
    if not text:
        return None
    try:
        return json.loads(text)
    except ValueError:
        return text


def _name(names: NamesById, pid: Any, fallback: str = "") -> str:
    if isinstance(pid, int) and pid in names:
        return names[pid]
    return fallback or f"player #{pid}"


def _player(d: Any) -> dict[str, Any]:
    if isinstance(d, dict) and isinstance(d.get("player"), dict):
        inner: dict[str, Any] = d["player"]
        return inner
    return d if isinstance(d, dict) else {}


def _diff(old: Any, new: Any) -> str:
    if isinstance(old, dict) and isinstance(new, dict):
        changed = [k for k in sorted(set(old) | set(new)) if old.get(k) != new.get(k)]
        return "; ".join(f"{k}: {_short(old.get(k))} \u2192 {_short(new.get(k))}" for k in changed[:6])
    if new is not None:
        return _short(new, 200)
    return f"removed {_short(old, 200)}" if old is not None else ""


def _short(value: Any, limit: int = 40) -> str:
    text = (
        "none"
        if value is None
        else value
        if isinstance(value, str)
        else json.dumps(value, ensure_ascii=False)
    )
    return text if len(text) <= limit else text[: limit - 1] + "\u2026"


def _result_label(value: Any) -> str:
    """``"1/2-1/2"`` as stored -> ``½-½`` as shown on the boards."""
    if not value:
        return ""
    try:
        return GameResult(value).label
    except ValueError:
        return str(value)


def summary(entry: AuditEntry, names: NamesById) -> str:
    """The entry as a sentence; ``names`` maps player ids to names."""
    old, new = _load(entry.old), _load(entry.new)
    op = entry.operation
    try:
        if op == "create" and isinstance(new, dict):
            if new.get("system_name"):
                return f"Tournament created: {new.get('name', '')}, a {new['system_name']}"
            return f"Tournament created: {new.get('name', '')}, {new.get('number_of_rounds', '?')} rounds"
        if op == "draw_lots" and isinstance(new, dict):
            return f"Pairing numbers drawn by lot (seed {new.get('seed')})"
        if op == "set_pairing_numbers":
            return "Pairing numbers set by the arbiter"
        if op == "pair_all_rounds" and isinstance(new, dict):
            numbers = [r.get("round") for r in new.get("rounds", [])]
            return (
                f"Rounds {numbers[0]}-{numbers[-1]} paired by the Berger table"
                if numbers
                else _diff(old, new)
            )
        if op == "add_player":
            p = _player(new)
            rating = p.get("rating") or "unrated"
            return f"Registered {p.get('name', '?')} ({rating}) as no. {p.get('number', '?')}"
        if op == "edit_player":
            p_old, p_new = _player(old), _player(new)
            return f"Corrected {p_new.get('name') or p_old.get('name', '?')}: {_diff(p_old, p_new)}"
        if op in ("pair_round", "repair_round") and isinstance(new, dict):
            boards = new.get("boards", [])
            verb = "paired" if op == "pair_round" else "paired again"
            text = f"Round {new.get('number', new.get('round', '?'))} {verb}: {len(boards)} boards"
            bye = new.get("pairing_bye")
            return text + (f", bye for {_name(names, bye)}" if bye is not None else "")
        if op == "delete_round":
            r = old.get("number", old.get("round", "?")) if isinstance(old, dict) else old
            return f"Round {r} deleted"
        if op == "set_result" and isinstance(new, dict):
            b = new
            players = f"{_name(names, b.get('white'))} \u2013 {_name(names, b.get('black'))}"
            was = _result_label(old.get("result") if isinstance(old, dict) else None)
            now = _result_label(b.get("result")) or "cleared"
            return f"Round {b.get('round')}, board {b.get('board')} ({players}): {now}, was {was or 'none'}"
        if op in ("request_bye", "cancel_bye"):
            d = new if isinstance(new, dict) else old if isinstance(old, dict) else {}
            verb = "asks for" if op == "request_bye" else "cancels"
            who = _name(names, d.get("player"))
            return f"{who} {verb} a {d.get('kind', '')}-point bye in round {d.get('round')}"
        if op == "withdraw_player":
            p = _player(new)
            text = f"{p.get('name', '?')} withdrawn from round {p.get('withdrawn_from_round')}"
            ruling = new.get("ruling") if isinstance(new, dict) else None
            return text + (f": {ruling}" if ruling else "")
        if op == "reinstate_player":
            p = _player(new)
            return f"{p.get('name', '?')} reinstated"
    except (AttributeError, TypeError, KeyError):
        pass  # an unexpected shape: fall back to the changed fields
    return _diff(old, new)
