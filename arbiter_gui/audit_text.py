"""One readable line per audit-log entry ("Round 2, board 5 (Giri - Dubov): 1-0, was none").

The log stores each operation's values before and after as JSON (``db.tx``); this turns the common ones
into sentences and falls back to the changed fields for the others. The raw JSON stays available.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from arbiter_gui.audit_team_text import TEAM_OPERATIONS, team_summary
from texts.catalogue import QT_TRANSLATE_NOOP, translate
from values import AuditEntry, GameResult

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
    return fallback or translate("AuditText", "player #{id}").format(id=pid)


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
    return translate("AuditText", "removed {value}").format(value=_short(old, 200)) if old is not None else ""


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


MOVES_SHOWN = 6
"""How many renumbered players an audit line names before "…"."""


def _moves(old: Any, new: Any) -> str:
    """Who moved in a registration (C.04.2 art. 2.5): "Doe, Jane 1→2, Roe, Rick 2→3"; the old numbers
    come from the row's old value (the players as they were), the new from its ``renumbered``."""
    renumbered = new.get("renumbered") if isinstance(new, dict) else None
    if not isinstance(old, list) or not isinstance(renumbered, dict):
        return ""
    moves = [
        f"{p.get('name', '?')} {p.get('number', '?')}\u2192{renumbered[str(p.get('id'))]}"
        for p in old
        if isinstance(p, dict) and str(p.get("id")) in renumbered
    ]
    shown = ", ".join(moves[:MOVES_SHOWN])
    return shown + (", \u2026" if len(moves) > MOVES_SHOWN else "")


def summary(entry: AuditEntry, names: NamesById) -> str:
    """The entry as a sentence; ``names`` maps player ids to names."""
    old, new = _load(entry.old), _load(entry.new)
    op = entry.operation
    team = team_summary(op, old, new)
    if team is not None:
        return team
    try:
        if op == "create" and isinstance(new, dict):
            if new.get("system_name"):
                return translate("AuditText", "Tournament created: {name}, a {system}").format(
                    name=new.get("name", ""), system=new["system_name"]
                )
            return translate("AuditText", "Tournament created: {name}, {rounds} rounds").format(
                name=new.get("name", ""), rounds=new.get("number_of_rounds", "?")
            )
        if op == "draw_lots" and isinstance(new, dict):
            return translate("AuditText", "Pairing numbers drawn by lot (seed {seed})").format(
                seed=new.get("seed")
            )
        if op == "set_pairing_numbers":
            return translate("AuditText", "Pairing numbers set by the arbiter")
        if op == "pair_all_rounds" and isinstance(new, dict):
            numbers = [r.get("round") for r in new.get("rounds", [])]
            return (
                translate("AuditText", "Rounds {first}-{last} paired by the Berger table").format(
                    first=numbers[0], last=numbers[-1]
                )
                if numbers
                else _diff(old, new)
            )
        if op == "add_player":
            p = _player(new)
            fields = {"name": p.get("name", "?"), "number": p.get("number", "?")}
            if p.get("rating"):
                text = translate("AuditText", "Registered {name} ({rating}) as no. {number}").format(
                    rating=p.get("rating"), **fields
                )
            else:
                text = translate("AuditText", "Registered {name} (unrated) as no. {number}").format(**fields)
            moved = _moves(old, new)
            return (
                translate("AuditText", "{registered}; moved: {moves}").format(registered=text, moves=moved)
                if moved
                else text
            )
        if op == "edit_player":
            p_old, p_new = _player(old), _player(new)
            return translate("AuditText", "Corrected {name}: {changes}").format(
                name=p_new.get("name") or p_old.get("name", "?"), changes=_diff(p_old, p_new)
            )
        if op in ("pair_round", "repair_round") and isinstance(new, dict):
            boards = len(new.get("boards", []))
            number = new.get("number", new.get("round", "?"))
            bye = new.get("pairing_bye")
            if op == "pair_round" and bye is None:
                text = translate("AuditText", "Round {round} paired: %n board(s)", None, boards)
            elif op == "pair_round":
                text = translate(
                    "AuditText", "Round {round} paired: %n board(s), bye for {bye}", None, boards
                )
            elif bye is None:
                text = translate("AuditText", "Round {round} paired again: %n board(s)", None, boards)
            else:
                text = translate(
                    "AuditText", "Round {round} paired again: %n board(s), bye for {bye}", None, boards
                )
            return text.format(round=number, bye=_name(names, bye) if bye is not None else "")
        if op == "delete_round":
            r = old.get("number", old.get("round", "?")) if isinstance(old, dict) else old
            return translate("AuditText", "Round {round} deleted").format(round=r)
        if op == "set_result" and isinstance(new, dict):
            b = new
            players = f"{_name(names, b.get('white'))} \u2013 {_name(names, b.get('black'))}"
            was = _result_label(old.get("result") if isinstance(old, dict) else None)
            now = _result_label(b.get("result")) or translate("AuditText", "cleared")
            return translate(
                "AuditText", "Round {round}, board {board} ({players}): {now}, was {was}"
            ).format(
                round=b.get("round"),
                board=b.get("board"),
                players=players,
                now=now,
                was=was or translate("AuditText", "none"),
            )
        if op in ("request_bye", "cancel_bye"):
            d = new if isinstance(new, dict) else old if isinstance(old, dict) else {}
            fields = {"who": _name(names, d.get("player")), "round": d.get("round")}
            kind = str(d.get("kind", ""))
            if op == "request_bye":
                texts = {
                    "half": translate("AuditText", "{who} asks for a half-point bye in round {round}"),
                    "zero": translate("AuditText", "{who} asks for a zero-point bye in round {round}"),
                    "full": translate("AuditText", "{who} asks for a full-point bye in round {round}"),
                }
            else:
                texts = {
                    "half": translate("AuditText", "{who} cancels a half-point bye in round {round}"),
                    "zero": translate("AuditText", "{who} cancels a zero-point bye in round {round}"),
                    "full": translate("AuditText", "{who} cancels a full-point bye in round {round}"),
                }
            return texts[kind].format(**fields) if kind in texts else _diff(old, new)
        if op == "withdraw_player":
            p = _player(new)
            text = translate("AuditText", "{name} withdrawn from round {round}").format(
                name=p.get("name", "?"), round=p.get("withdrawn_from_round")
            )
            ruling = new.get("ruling") if isinstance(new, dict) else None
            return text + (f": {ruling}" if ruling else "")
        if op == "reinstate_player":
            p = _player(new)
            return translate("AuditText", "{name} reinstated").format(name=p.get("name", "?"))
    except (AttributeError, TypeError, KeyError):
        pass  # an unexpected shape: fall back to the changed fields
    return _diff(old, new)


OPERATIONS = {
    "create": QT_TRANSLATE_NOOP("AuditText", "create"),
    "import_trf": QT_TRANSLATE_NOOP("AuditText", "import trf"),
    "update_event": QT_TRANSLATE_NOOP("AuditText", "update event"),
    "set_rules": QT_TRANSLATE_NOOP("AuditText", "set rules"),
    "set_accelerations": QT_TRANSLATE_NOOP("AuditText", "set accelerations"),
    "remove_acceleration": QT_TRANSLATE_NOOP("AuditText", "remove acceleration"),
    "add_player": QT_TRANSLATE_NOOP("AuditText", "add player"),
    "edit_player": QT_TRANSLATE_NOOP("AuditText", "edit player"),
    "remove_player": QT_TRANSLATE_NOOP("AuditText", "remove player"),
    "withdraw_player": QT_TRANSLATE_NOOP("AuditText", "withdraw player"),
    "reinstate_player": QT_TRANSLATE_NOOP("AuditText", "reinstate player"),
    "request_bye": QT_TRANSLATE_NOOP("AuditText", "request bye"),
    "cancel_bye": QT_TRANSLATE_NOOP("AuditText", "cancel bye"),
    "draw_lots": QT_TRANSLATE_NOOP("AuditText", "draw lots"),
    "set_pairing_numbers": QT_TRANSLATE_NOOP("AuditText", "set pairing numbers"),
    "sort_pairing_numbers": QT_TRANSLATE_NOOP("AuditText", "sort pairing numbers"),
    "pair_round": QT_TRANSLATE_NOOP("AuditText", "pair round"),
    "repair_round": QT_TRANSLATE_NOOP("AuditText", "repair round"),
    "pair_all_rounds": QT_TRANSLATE_NOOP("AuditText", "pair all rounds"),
    "delete_round": QT_TRANSLATE_NOOP("AuditText", "delete round"),
    "set_pairing": QT_TRANSLATE_NOOP("AuditText", "set pairing"),
    "set_result": QT_TRANSLATE_NOOP("AuditText", "set result"),
    "import_results": QT_TRANSLATE_NOOP("AuditText", "import results"),
    "undo_import_results": QT_TRANSLATE_NOOP("AuditText", "undo import results"),
    "update_ratings": QT_TRANSLATE_NOOP("AuditText", "update ratings"),
    "set_k_factor": QT_TRANSLATE_NOOP("AuditText", "set k factor"),
    "set_round_date": QT_TRANSLATE_NOOP("AuditText", "set round date"),
    "set_round_dates": QT_TRANSLATE_NOOP("AuditText", "set round dates"),
    "set_prize_categories": QT_TRANSLATE_NOOP("AuditText", "set prize categories"),
    "add_prohibited_pair": QT_TRANSLATE_NOOP("AuditText", "add prohibited pair"),
    "remove_prohibited_pair": QT_TRANSLATE_NOOP("AuditText", "remove prohibited pair"),
    "fix_board": QT_TRANSLATE_NOOP("AuditText", "fix board"),
    "renumber_match_boards": QT_TRANSLATE_NOOP("AuditText", "game 2 put on game 1's boards (schema 16)"),
    "check_in": QT_TRANSLATE_NOOP("AuditText", "check in"),
    "check_in_undone": QT_TRANSLATE_NOOP("AuditText", "check-in taken back"),
    "absent_left_out": QT_TRANSLATE_NOOP("AuditText", "absent left out"),
    "set_entry_fees": QT_TRANSLATE_NOOP("AuditText", "set entry fees"),
    "set_fee_category": QT_TRANSLATE_NOOP("AuditText", "set fee category"),
    "record_payment": QT_TRANSLATE_NOOP("AuditText", "record payment"),
    "cancel_payment": QT_TRANSLATE_NOOP("AuditText", "cancel payment"),
    **TEAM_OPERATIONS,
}
"""The operations of the audit log (``db`` names them in its stored rows), spaced: the English the
window always showed, translated."""


def operation_name(operation: str) -> str:
    """An operation of the audit log in the window's language (its stored name, spaced, when it is one
    this table does not know: a file written by a newer version)."""
    known = OPERATIONS.get(operation)
    return translate("AuditText", known) if known else operation.replace("_", " ")
