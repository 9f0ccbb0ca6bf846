"""Every command of the window, declared once with its default shortcut (standard keys where Qt has
one, so Ctrl+O / Ctrl+Z ... follow the platform)."""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

Std = QKeySequence.StandardKey


def _action(parent: QWidget, text: str, shortcut: str | Std | None = None, tip: str = "") -> QAction:
    action = QAction(text, parent)
    if isinstance(shortcut, Std):
        action.setShortcuts(shortcut)
    elif shortcut:
        action.setShortcut(QKeySequence(shortcut))
    plain = text.replace("&", "").replace("\u2026", "")
    keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
    action.setToolTip(f"{tip or plain} ({keys})" if keys else tip or plain)
    action.setStatusTip(tip or plain)
    parent.addAction(action)  # shortcuts work wherever the focus is in the window
    return action


class Actions:
    """The window's actions, grouped so that the window can enable them together."""

    def __init__(self, parent: QWidget) -> None:
        a = _action
        self.new = a(parent, "&New tournament\u2026", Std.New, "Create a new tournament file")
        self.open = a(parent, "&Open\u2026", Std.Open, "Open a tournament file")
        self.import_trf = a(
            parent, "&Import TRF\u2026", "Ctrl+Shift+O", "Continue a tournament from a FIDE TRF file"
        )
        self.export_trf = a(parent, "&Export TRF\u2026", Std.SaveAs, "Write the FIDE rating report (TRF)")
        self.print_preview = a(parent, "&Print preview\u2026", Std.Print, "Preview and print a document")
        self.save_pdf = a(parent, "Save as P&DF\u2026", "Ctrl+Shift+E", "Save a document as PDF")
        self.close_file = a(parent, "&Close tournament", Std.Close)
        self.quit = a(parent, "&Quit", Std.Quit)
        self.undo = a(parent, "&Undo", Std.Undo)
        self.redo = a(parent, "&Redo", Std.Redo)
        self.find = a(parent, "&Filter\u2026", Std.Find, "Filter the current table")
        self.add_player = a(
            parent, "&Add player\u2026", "Ctrl+Shift+A", "Register a player (also a late entry)"
        )
        self.edit_player = a(parent, "&Edit player\u2026", "Ctrl+E", "Correct the selected player's data")
        self.import_csv = a(
            parent, "Import players from &CSV\u2026", None, "Add players from a spreadsheet (CSV)"
        )
        self.withdraw = a(
            parent, "&Withdraw\u2026", "Ctrl+Shift+W", "Withdraw the selected player from the next round on"
        )
        self.reinstate = a(parent, "Re&instate", None, "Pair the selected withdrawn player again")
        self.request_bye = a(
            parent,
            "Requested &bye\u2026",
            "Ctrl+B",
            "The selected player will not play a coming round (half- or zero-point bye)",
        )
        self.cancel_bye = a(parent, "Cancel requested b&ye", None)
        self.pair = a(parent, "&Pair next round", "Ctrl+Shift+P", "Pair the next round (FIDE Dutch system)")
        self.pair_all = a(
            parent, "Pair &all rounds (round robin)", None, "Pair every round left by the Berger table (C.05)"
        )
        self.draw_lots = a(
            parent,
            "&Draw lots for pairing numbers (round robin)…",
            None,
            "Draw the pairing numbers of a round robin by lot, before round 1 (C.05)",
        )
        self.enter_results = a(parent, "Enter &results", "Ctrl+R", "Go to the boards and type results")
        self.previous_round = a(parent, "Pre&vious round", Std.Back)
        self.next_round = a(parent, "Ne&xt round", Std.Forward)
        self.explain = a(
            parent,
            "E&xplain pairing\u2026",
            None,
            "How the engine paired the selected round, bracket by bracket",
        )
        self.edit_pairing = a(
            parent,
            "Edit &pairing\u2026",
            None,
            "Change the pairing of the last round by hand (before any result); its broken rules are listed",
        )
        self.check_pairing = a(
            parent, "C&heck pairing rules", None, "List every rule the selected round's pairing breaks"
        )
        self.event_settings = a(
            parent, "&Tournament settings\u2026", None, "Name, dates, arbiters, rounds, tie-breaks"
        )
        self.repair = a(
            parent, "Re-pair &last round\u2026", None, "Delete and pair again a round without results"
        )
        self.delete_round = a(parent, "&Delete last round\u2026", None, "Delete a round that has no results")
        self.import_fide_list = a(
            parent,
            "Import &FIDE rating list\u2026",
            None,
            "Bring the FIDE list (players_list.zip, TXT or XML) into the player library",
        )
        self.import_national_list = a(
            parent,
            "Import &national list\u2026",
            None,
            "Bring a national rating list (CSV or TXT) into the library",
        )
        self.update_ratings = a(
            parent,
            "&Update ratings from the library\u2026",
            None,
            "Compare the registered players with the library and take over new ratings and titles",
        )
        self.forbidden_pairs = a(
            parent,
            "Pro&hibited pairings\u2026",
            None,
            "Players who must not meet, and club or federation restrictions",
        )
        self.view_actions = [
            a(parent, f"&{i + 1} {name}", f"Ctrl+{i + 1}")
            for i, name in enumerate(
                ("Players", "Rounds and results", "Standings", "Crosstable", "Audit log")
            )
        ]
        self.shortcuts_help = a(parent, "&Keyboard shortcuts", Std.HelpContents)
        self.about = a(parent, "&About Arbiter Desk")
        self.file_actions = [
            self.export_trf,
            self.print_preview,
            self.save_pdf,
            self.close_file,
            self.find,
            self.add_player,
            self.edit_player,
            self.import_csv,
            self.withdraw,
            self.reinstate,
            self.request_bye,
            self.cancel_bye,
            self.pair,
            self.pair_all,
            self.draw_lots,
            self.enter_results,
            self.previous_round,
            self.next_round,
            self.repair,
            self.delete_round,
            self.explain,
            self.edit_pairing,
            self.check_pairing,
            self.event_settings,
            self.update_ratings,
            self.forbidden_pairs,
        ]
        """Actions that need an open tournament and no running job."""

    def all(self) -> list[QAction]:
        return [v for v in vars(self).values() if isinstance(v, QAction)] + self.view_actions

    def shortcut_text(self) -> str:
        lines = []
        for action in self.all():
            keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            if keys:
                lines.append(f"{keys:<16} {action.text().replace('&', '').replace(chr(0x2026), '')}")
        lines.append("")
        lines.append("On the boards: 1 white wins, 0 black wins, = or 5 draw, + white wins by forfeit,")
        lines.append("- black wins by forfeit, * double forfeit, Del clears; Enter / arrows move.")
        return "\n".join(lines)
