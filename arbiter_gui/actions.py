"""Every command of the window, declared once with its default shortcut (standard keys where Qt has
one, so Ctrl+O / Ctrl+Z ... follow the platform)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

Std = QKeySequence.StandardKey
translate = QCoreApplication.translate


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

    # size-limit exception: one table declaring every action of the window (text, shortcut, tip); a split
    # would only cut the list
    def __init__(self, parent: QWidget) -> None:
        a = _action
        self.new = a(
            parent,
            translate("Actions", "&New tournament\u2026"),
            Std.New,
            translate("Actions", "Create a new tournament file"),
        )
        self.open = a(
            parent,
            translate("Actions", "&Open\u2026"),
            Std.Open,
            translate("Actions", "Open a tournament file"),
        )
        self.connect_server = a(
            parent,
            translate("Actions", "Connect to &venue server\u2026"),
            None,
            translate("Actions", "Open an event kept on a PostgreSQL venue server"),
        )
        self.import_trf = a(
            parent,
            translate("Actions", "&Import TRF\u2026"),
            "Ctrl+Shift+O",
            translate("Actions", "Continue a tournament from a FIDE TRF file"),
        )
        self.export_trf = a(
            parent,
            translate("Actions", "&Export TRF\u2026"),
            Std.SaveAs,
            translate("Actions", "Write the FIDE rating report (TRF)"),
        )
        self.save_copy = a(
            parent,
            translate("Actions", "&Save a copy\u2026"),
            None,
            translate("Actions", "Write a complete copy of the tournament file (a USB stick, a mail)"),
        )
        self.print_document = a(
            parent,
            translate("Actions", "&Print\u2026"),
            Std.Print,
            translate("Actions", "Print a document through the system print dialog"),
        )
        self.print_preview = a(
            parent,
            translate("Actions", "Print pre&view\u2026"),
            None,
            translate("Actions", "Show a document's pages as they will be printed"),
        )
        self.open_in_viewer = a(
            parent,
            translate("Actions", "Open in PDF vie&wer\u2026"),
            None,
            translate("Actions", "Open a document in the system's PDF viewer"),
        )
        self.save_pdf = a(
            parent,
            translate("Actions", "Save as P&DF\u2026"),
            "Ctrl+Shift+E",
            translate("Actions", "Save a document as PDF"),
        )
        self.close_file = a(parent, translate("Actions", "&Close tournament"), Std.Close)
        self.quit = a(parent, translate("Actions", "&Quit"), Std.Quit)
        self.undo = a(parent, translate("Actions", "&Undo"), Std.Undo)
        self.redo = a(parent, translate("Actions", "&Redo"), Std.Redo)
        self.find = a(
            parent,
            translate("Actions", "&Filter\u2026"),
            Std.Find,
            translate("Actions", "Filter the current table"),
        )
        self.add_player = a(
            parent,
            translate("Actions", "&Add player\u2026"),
            "Ctrl+Shift+A",
            translate("Actions", "Register a player (also a late entry)"),
        )
        self.edit_player = a(
            parent,
            translate("Actions", "&Edit player\u2026"),
            "Ctrl+E",
            translate("Actions", "Correct the selected player's data"),
        )
        self.import_csv = a(
            parent,
            translate("Actions", "Import players from &CSV\u2026"),
            None,
            translate("Actions", "Add players from a spreadsheet (CSV)"),
        )
        self.withdraw = a(
            parent,
            translate("Actions", "&Withdraw\u2026"),
            "Ctrl+Shift+W",
            translate("Actions", "Withdraw the selected player from the next round on"),
        )
        self.reinstate = a(
            parent,
            translate("Actions", "Re&instate"),
            None,
            translate("Actions", "Pair the selected withdrawn player again"),
        )
        self.request_bye = a(
            parent,
            translate("Actions", "Requested &bye\u2026"),
            "Ctrl+B",
            translate(
                "Actions", "The selected player will not play a coming round (half- or zero-point bye)"
            ),
        )
        self.cancel_bye = a(parent, translate("Actions", "Cancel requested b&ye"), None)
        self.check_in = a(
            parent,
            translate("Actions", "Chec&k-in\u2026"),
            "Ctrl+Shift+K",
            translate(
                "Actions", "Tick the players present before the next round is paired (C.04.2 art. 4.1)"
            ),
        )
        self.entry_fees = a(
            parent,
            translate("Actions", "Entry &fees\u2026"),
            None,
            translate(
                "Actions", "Fee categories, what each player owes and paid, receipts, the organiser's totals"
            ),
        )
        self.pair = a(
            parent,
            translate("Actions", "&Pair next round"),
            "Ctrl+Shift+P",
            translate(
                "Actions",
                "Pair the next round by the event's Swiss system (Dutch, Burstein, Dubov, Lim, Double-Swiss)",
            ),
        )
        self.pair_all = a(
            parent,
            translate("Actions", "Pair &all rounds (round robin)"),
            None,
            translate("Actions", "Pair every round left by the Berger table (C.05)"),
        )
        self.draw_lots = a(
            parent,
            translate("Actions", "&Draw lots for pairing numbers (round robin)…"),
            None,
            translate("Actions", "Draw the pairing numbers of a round robin by lot, before round 1 (C.05)"),
        )
        self.enter_results = a(
            parent,
            translate("Actions", "Enter &results"),
            "Ctrl+R",
            translate("Actions", "Go to the boards and type results"),
        )
        self.previous_round = a(parent, translate("Actions", "Pre&vious round"), Std.Back)
        self.next_round = a(parent, translate("Actions", "Ne&xt round"), Std.Forward)
        self.explain = a(
            parent,
            translate("Actions", "E&xplain pairing\u2026"),
            None,
            translate("Actions", "How the engine paired the selected round, bracket by bracket"),
        )
        self.edit_pairing = a(
            parent,
            translate("Actions", "Edit &pairing\u2026"),
            None,
            translate(
                "Actions",
                "Change the pairing of the last round by hand (before any result); "
                "its broken rules are listed",
            ),
        )
        self.check_pairing = a(
            parent,
            translate("Actions", "C&heck pairing rules"),
            None,
            translate("Actions", "List every rule the selected round's pairing breaks"),
        )
        self.event_settings = a(
            parent,
            translate("Actions", "&Tournament settings\u2026"),
            None,
            translate("Actions", "Name, dates, arbiters, rounds, tie-breaks"),
        )
        self.repair = a(
            parent,
            translate("Actions", "Re-pair &last round\u2026"),
            None,
            translate("Actions", "Delete and pair again a round without results"),
        )
        self.delete_round = a(
            parent,
            translate("Actions", "&Delete last round\u2026"),
            None,
            translate("Actions", "Delete a round that has no results"),
        )
        self.import_fide_list = a(
            parent,
            translate("Actions", "Import &FIDE rating list\u2026"),
            None,
            translate(
                "Actions", "Bring the FIDE list (players_list.zip, TXT or XML) into the player library"
            ),
        )
        self.import_national_list = a(
            parent,
            translate("Actions", "Import &national list\u2026"),
            None,
            translate("Actions", "Bring a national rating list (CSV or TXT) into the library"),
        )
        self.update_ratings = a(
            parent,
            translate("Actions", "&Update ratings from the library\u2026"),
            None,
            translate(
                "Actions",
                "Compare the registered players with the library and take over new ratings and titles",
            ),
        )
        self.forbidden_pairs = a(
            parent,
            translate("Actions", "Pro&hibited pairings\u2026"),
            None,
            translate("Actions", "Players who must not meet, and club or federation restrictions"),
        )
        self.view_actions = [
            a(parent, f"&{i + 1} {name}", f"Ctrl+{i + 1}")
            for i, name in enumerate(
                (
                    translate("Actions", "Players"),
                    translate("Actions", "Rounds and results"),
                    translate("Actions", "Standings"),
                    translate("Actions", "Crosstable"),
                    translate("Actions", "Audit log"),
                )
            )
        ]
        self.manual = a(
            parent,
            translate("Actions", "&Manual"),
            Std.HelpContents,
            translate("Actions", "The user manual of Arbiter Desk"),
        )
        self.shortcuts_help = a(parent, translate("Actions", "&Keyboard shortcuts"))
        self.about = a(parent, translate("Actions", "&About Arbiter Desk"))
        self.file_actions = [
            self.export_trf,
            self.save_copy,
            self.print_document,
            self.print_preview,
            self.open_in_viewer,
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
            self.check_in,
            self.entry_fees,
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
        lines.append(
            translate(
                "Actions",
                "On the boards: 1 white wins, 0 black wins, = or 5 draw, + white wins by forfeit,\n"
                "- black wins by forfeit, * double forfeit, Del clears; Enter / arrows move.",
            )
        )
        return "\n".join(lines)
