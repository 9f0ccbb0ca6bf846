"""The New tournament form: everything C.04.2 asks the arbiter to announce before round 1."""

from __future__ import annotations

import dataclasses
from datetime import date

from PySide6.QtCore import QCoreApplication, QDate
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.dialog_help import give_help
from arbiter_gui.plain_text import plain_label
from arbiter_gui.presets import POINT_PRESETS, ROUND_ROBIN_TIEBREAK_PRESETS, TIEBREAK_PRESETS, TiebreakPreset
from arbiter_gui.rounds_advice import suggested_rounds
from engine.model import Colour, PairingSystem, RoundRobin, RulesEdition
from engine.rating.kfactor import RatingType
from engine.system_policy import SYSTEMS, default_tournament_type, system_for_setting
from engine.team_event import MAX_ROSTER
from operations.ops_double_swiss import pairings_of, stored_rounds
from operations.text_fields import EVENT_TEXT_LIMITS
from texts.catalogue import LANGUAGES, QT_TRANSLATE_NOOP
from texts.labels import rating_type_name
from values import EventSettings
from values.teams import TeamFormat, TeamSettings

translate = QCoreApplication.translate

MAX_WIDTH = 960
"""The dialog grows with its longest text up to this width (pixels), then elides."""

RULES_LABELS = {
    RulesEdition.DUTCH_2025: QT_TRANSLATE_NOOP(
        "NewTournamentDialog", "FIDE Dutch system, 2025 text (in force since 1 Feb 2026)"
    ),
    RulesEdition.DUTCH_2017: QT_TRANSLATE_NOOP(
        "NewTournamentDialog", "FIDE Dutch system, 2017 text (events begun 1 Jul 2017 - 31 Jan 2026)"
    ),
    RulesEdition.DUTCH_2013: QT_TRANSLATE_NOOP(
        "NewTournamentDialog", "FIDE Dutch system, Istanbul 2012 text (events begun 1 Jul 2013 - 30 Jun 2017)"
    ),
}
"""The editions an event can be paired under: the rules in force when it began (docs/editions.md)."""


SYSTEM_LABELS = {
    "dutch": QT_TRANSLATE_NOOP("NewTournamentDialog", "Swiss: FIDE (Dutch) System, C.04.3"),
    "burstein": QT_TRANSLATE_NOOP("NewTournamentDialog", "Swiss: Burstein System, C.04.4.2"),
    "dubov": QT_TRANSLATE_NOOP("NewTournamentDialog", "Swiss: Dubov System, C.04.4.1"),
    "lim": QT_TRANSLATE_NOOP("NewTournamentDialog", "Swiss: Lim System, C.04.4.3"),
    "double_swiss": QT_TRANSLATE_NOOP(
        "NewTournamentDialog", "Double-Swiss (C.04.5, every pairing a match of two games)"
    ),
    "berger": QT_TRANSLATE_NOOP("NewTournamentDialog", "Round robin (Berger tables, C.05 Annex 1)"),
    "double-berger": QT_TRANSLATE_NOOP(
        "NewTournamentDialog", "Double round robin (Berger tables, C.05 Annex 1)"
    ),
    "team_swiss": QT_TRANSLATE_NOOP("NewTournamentDialog", "Teams: Swiss Team Pairing System, C.04.6"),
    "team_berger": QT_TRANSLATE_NOOP("NewTournamentDialog", "Teams: round robin (Berger tables)"),
    "team_double_berger": QT_TRANSLATE_NOOP(
        "NewTournamentDialog", "Teams: double round robin (Berger tables)"
    ),
}
"""The pairing systems by key: a Swiss system's ``event.pairing_system`` (``engine.system_policy.SYSTEMS``;
shown when this build has its engine), or a round robin (``ROUND_ROBIN_CYCLES``)."""

ROUND_ROBIN_CYCLES = {"berger": 1, "double-berger": 2}

SYSTEM_USES = {
    "dutch": QT_TRANSLATE_NOOP(
        "NewTournamentDialog",
        "The usual system of FIDE-rated Swiss events: each score group is split in rating order into a top "
        "half and a bottom half that meet. Choose it unless the regulations of the event name another "
        "system.",
    ),
    "burstein": QT_TRANSLATE_NOOP(
        "NewTournamentDialog",
        "After the seeding rounds, the players of a score group are ordered by an index made of tie-breaks "
        "(Buchholz, Sonneborn-Berger...), not by rating, and the highest index meets the lowest. For events "
        "whose regulations want the pairing to follow what the players did in this event rather than their "
        "ratings.",
    ),
    "dubov": QT_TRANSLATE_NOOP(
        "NewTournamentDialog",
        "Tries to give the players of a score group opponents of the same average rating: who has met weaker "
        "opponents so far meets the higher-rated players of the group. For events whose regulations want "
        "fair opposition within a score group, as in norm events. It has no acceleration.",
    ),
    "lim": QT_TRANSLATE_NOOP(
        "NewTournamentDialog",
        "Pairs the score groups from the top down and from the bottom up towards the middle one, exchanging "
        "players within a group to grant colours. Chosen only where the regulations of the event name it.",
    ),
    "double_swiss": QT_TRANSLATE_NOOP(
        "NewTournamentDialog",
        "The Double-Swiss System (FIDE C.04.5, applied from 1 February 2026) is for events whose "
        "regulations make every pairing a match of two games played in succession with alternating "
        "colours, each game scored on its own (2-0, 1½-½, 1-1 ...), usually rapid or blitz events that "
        "play more games than a Swiss of single games could pair. Rounds here are matches: each match is "
        "stored as two rounds, one per game, and both results of a board are typed together.",
    ),
    "berger": QT_TRANSLATE_NOOP(
        "NewTournamentDialog",
        "Everyone plays everyone once, in the order of the Berger tables: for small fields with as many "
        "rounds as players minus one.",
    ),
    "double-berger": QT_TRANSLATE_NOOP(
        "NewTournamentDialog",
        "Everyone plays everyone twice, with the colours reversed in the second cycle: for very small "
        "fields.",
    ),
    "team_swiss": QT_TRANSLATE_NOOP(
        "NewTournamentDialog",
        "A team event (leagues, club and school championships, the Olympiad): teams of players in board "
        "order meet in matches of as many games as boards, paired on match points by the FIDE Swiss Team "
        "System (C.04.6, applied from 1 February 2026). Each captain gives a line-up before the round.",
    ),
    "team_berger": QT_TRANSLATE_NOOP(
        "NewTournamentDialog",
        "A team event in which every team meets every other once, in the order of the Berger tables.",
    ),
    "team_double_berger": QT_TRANSLATE_NOOP(
        "NewTournamentDialog",
        "A team event in which every team meets every other twice, colours reversed in the second cycle.",
    ),
}
"""When each system is used, one paragraph each (issue 28 item 5; the manual says the same)."""


def system_keys() -> tuple[str, ...]:
    """The choices of the form: every Swiss system this build can pair, then the round robins."""
    swiss = tuple(e.setting for e in SYSTEMS.values() if e.pairer is not None)
    return (*swiss, *ROUND_ROBIN_CYCLES, *(f.value for f in TeamFormat))


def py_date(d: QDate) -> date:
    return date(d.year(), d.month(), d.day())


class NewTournamentDialog(QDialog):
    """Asks for the tournament's announced settings; :meth:`settings` returns them."""

    # size-limit exception: builds the form field by field in the order it shows them
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New tournament"))
        self.setMinimumWidth(520)
        form = QFormLayout()

        self.name = QLineEdit()
        self.name.setPlaceholderText(self.tr("e.g. Spring Open 2026"))
        self.name.setMaxLength(EVENT_TEXT_LIMITS["name"])
        self.city = QLineEdit()
        self.city.setMaxLength(EVENT_TEXT_LIMITS["city"])
        self.federation = QLineEdit()
        self.federation.setMaxLength(3)
        self.federation.setPlaceholderText(self.tr("FIDE federation, e.g. FRA"))
        today = QDate.currentDate()
        self.start_date = QDateEdit(today)
        self.start_date.setCalendarPopup(True)
        self.start_date.setDisplayFormat("yyyy-MM-dd")
        self.end_date = QDateEdit(today.addDays(2))
        self.end_date.setCalendarPopup(True)
        self.end_date.setDisplayFormat("yyyy-MM-dd")
        self.chief_arbiter = QLineEdit()
        self.chief_arbiter.setMaxLength(EVENT_TEXT_LIMITS["chief_arbiter"])
        self.deputies = QLineEdit()
        self.deputies.setPlaceholderText(self.tr("comma-separated"))
        self.time_control = QLineEdit()
        self.time_control.setPlaceholderText(self.tr("e.g. 90'+30\""))
        self.time_control.setMaxLength(EVENT_TEXT_LIMITS["time_control"])
        self.rating_type = QComboBox()
        for kind in RatingType:
            self.rating_type.addItem(rating_type_name(kind), kind)
        self.rating_type.setToolTip(
            self.tr("Which FIDE rating the players are registered with (and the event is rated for)")
        )
        self.language = QComboBox()
        self.language.addItem(self.tr("The language of the program that prints"), "")
        for code, language in LANGUAGES.items():
            self.language.addItem(language, code)
        self.language.setToolTip(
            self.tr(
                "The language of the printed documents, the web folder and the projector, on any computer "
                "that opens the file. Print can still choose another one for a document."
            )
        )

        self.expected_players = QSpinBox()
        self.expected_players.setRange(2, 9999)
        self.expected_players.setValue(30)
        self.rounds = QSpinBox()
        self.rounds.setRange(1, 99)
        self.rounds_hint = plain_label()
        self._rounds_touched = False
        self.expected_players.valueChanged.connect(self._update_suggestion)
        self.rounds.valueChanged.connect(self._rounds_edited)

        self.system = QComboBox()
        for key in system_keys():
            self.system.addItem(self.tr(SYSTEM_LABELS[key]), key)
        self.system_use = plain_label()
        self.system_use.setWordWrap(True)
        self.reverse_last_two = QCheckBox(self.tr("Re&verse the last two rounds of cycle 1"))
        self.reverse_last_two.setToolTip(
            self.tr(
                "C.05 Annex 1 asks for it in a double round robin (on unless you turn it off): nobody "
                "then has the same colour three games running at the turn of the cycles "
                "(TRF 192 FIDE_DOUBLEROUNDROBIN)."
            )
        )
        self.boards = QSpinBox()
        self.boards.setRange(1, MAX_ROSTER)
        self.boards.setValue(4)
        self.boards.setToolTip(
            self.tr("The games of each match: one per board, a player of each team on each")
        )
        self.rules = QComboBox()
        for edition, label in RULES_LABELS.items():
            self.rules.addItem(self.tr(label), edition)
        self.points = QComboBox()
        for p in POINT_PRESETS:
            self.points.addItem(translate("Presets", p.label), p)
        self.tiebreaks = QComboBox()
        for t in TIEBREAK_PRESETS:
            self.tiebreaks.addItem(translate("Presets", t.label), t)
        self.initial_colour = QComboBox()
        self.initial_colour.addItem(self.tr("White"), Colour.WHITE)
        self.initial_colour.addItem(self.tr("Black"), Colour.BLACK)

        form.addRow(self.tr("&Name:"), self.name)
        form.addRow(self.tr("&Place:"), self.city)
        form.addRow(self.tr("&Federation:"), self.federation)
        form.addRow(self.tr("&Start date:"), self.start_date)
        form.addRow(self.tr("&End date:"), self.end_date)
        self.date_problem = plain_label()
        self.date_problem.setStyleSheet("color: #b00020;")
        self.date_problem.setVisible(False)
        form.addRow("", self.date_problem)
        form.addRow(self.tr("&Chief arbiter:"), self.chief_arbiter)
        form.addRow(self.tr("&Deputy arbiters:"), self.deputies)
        form.addRow(self.tr("&Time control:"), self.time_control)
        form.addRow(self.tr("Rati&ng:"), self.rating_type)
        form.addRow(self.tr("&Language of documents:"), self.language)
        form.addRow(self.tr("Pairing s&ystem:"), self.system)
        form.addRow("", self.system_use)
        form.addRow("", self.reverse_last_two)
        form.addRow(self.tr("&Boards per match:"), self.boards)
        form.addRow(self.tr("E&xpected players:"), self.expected_players)
        form.addRow(self.tr("&Rounds:"), self.rounds)
        form.addRow("", self.rounds_hint)
        form.addRow(self.tr("Pairing r&ules:"), self.rules)
        form.addRow(self.tr("P&oint system:"), self.points)
        form.addRow(self.tr("T&ie-breaks:"), self.tiebreaks)
        form.addRow(self.tr("Top seed's &colour in round 1:"), self.initial_colour)
        self.baku = QCheckBox(self.tr("Ba&ku acceleration (C.04.7): virtual points in the first rounds"))
        self.baku.setEnabled(False)
        self.baku.setToolTip(
            self.tr(
                "Choose it in Tournament settings once the players are registered and before round 1: "
                "the groups are made from the registered players (C.04.7 art. 1.2)."
            )
        )
        form.addRow(self.tr("Acceleration:"), self.baku)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Create"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.name.textChanged.connect(self._validate)
        self.system.currentIndexChanged.connect(self._system_changed)
        self.start_date.dateChanged.connect(self._validate)
        self.end_date.dateChanged.connect(self._validate)

        self._form = form
        self.rounds_hint.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        give_help(self, self.buttons)
        # wide enough for the longest choice in the arbiter's language (German and Russian run longer),
        # within a laptop's screen
        margins = layout.contentsMargins()
        self.setMinimumWidth(
            min(MAX_WIDTH, max(520, form.sizeHint().width() + margins.left() + margins.right()))
        )
        self._update_suggestion()
        self._system_changed()
        self._validate()

    def _cycles(self) -> int:
        """0 for a Swiss system, else the round robin's cycles."""
        return ROUND_ROBIN_CYCLES.get(str(self.system.currentData()), 0)

    def _swiss_system(self) -> PairingSystem:
        """The Swiss system chosen (the Dutch one for a round robin, which does not use it)."""
        return system_for_setting(str(self.system.currentData())) or PairingSystem.DUTCH

    def _team_format(self) -> TeamFormat | None:
        """The team format chosen (None: an individual event)."""
        return TeamFormat.from_setting(str(self.system.currentData()))

    def _double_swiss(self) -> bool:
        """Whether the Double-Swiss System is chosen: the form counts matches, the file games."""
        return self._swiss_system() is PairingSystem.DOUBLE_SWISS

    def _system_changed(self) -> None:
        """A round robin's rounds follow its players and it has its own tie-breaks (no Buchholz); the
        rules edition is the Dutch system's; the Baku Acceleration where the system's text allows it."""
        cycles = self._cycles()
        team = self._team_format()
        round_robin = cycles > 0 or (team is not None and team.cycles > 0)
        system = self._swiss_system()
        self.system_use.setText(self.tr(SYSTEM_USES[str(self.system.currentData())]))
        self._form.setRowVisible(self.boards, team is not None)
        self.reverse_last_two.setEnabled(cycles == 2)
        self.reverse_last_two.setChecked(cycles == 2)  # C.05 Annex 1: a double round robin reverses them
        for widget in (self.rounds, self.expected_players):
            self._form.setRowVisible(widget, not round_robin)
        self._form.setRowVisible(
            self.rules, not round_robin and team is None and system is PairingSystem.DUTCH
        )
        baku = not round_robin and team is None and SYSTEMS[system].baku
        self._form.setRowVisible(self.baku, baku)
        if not baku:
            self.baku.setChecked(False)
        self.rounds_hint.setText(
            self.tr("A round robin has n - 1 rounds per cycle (n players, rounded up to even).")
            if round_robin
            else self.rounds_hint.text()
        )
        if not round_robin:
            self._update_suggestion()
        presets = ROUND_ROBIN_TIEBREAK_PRESETS if round_robin else TIEBREAK_PRESETS
        current = self.tiebreaks.currentData()
        if current is None or (current in ROUND_ROBIN_TIEBREAK_PRESETS) != round_robin:
            self._fill_tiebreaks(presets)
        needed = self.heightForWidth(self.width())  # the paragraph's wrapped lines: Qt sized it on one
        if self.height() < needed:
            self.resize(self.width(), needed)

    def _fill_tiebreaks(self, presets: tuple[TiebreakPreset, ...]) -> None:
        self.tiebreaks.clear()
        for t in presets:
            self.tiebreaks.addItem(translate("Presets", t.label), t)

    def _update_suggestion(self) -> None:
        n = suggested_rounds(self.expected_players.value())
        self.rounds_hint.setText(
            self.tr("Suggested for {players} players: %n round(s)", "", n).format(
                players=self.expected_players.value()
            )
        )
        if not self._rounds_touched:
            self.rounds.blockSignals(True)
            self.rounds.setValue(n)
            self.rounds.blockSignals(False)

    def _rounds_edited(self) -> None:
        self._rounds_touched = True

    def problems(self) -> list[str]:
        """What keeps the form from being accepted (shown at the field; the input stays as typed)."""
        found = []
        if not self.name.text().strip():
            found.append(self.tr("The tournament needs a name."))
        if self.end_date.date() < self.start_date.date():
            found.append(
                self.tr("The end date ({end}) is before the start date ({start}).").format(
                    end=py_date(self.end_date.date()), start=py_date(self.start_date.date())
                )
            )
        return found

    def _validate(self) -> None:
        dates_wrong = self.end_date.date() < self.start_date.date()
        self.date_problem.setVisible(dates_wrong)
        self.date_problem.setText(self.problems()[-1] if dates_wrong else "")
        self.end_date.setStyleSheet("QDateEdit { border: 1px solid #b00020; }" if dates_wrong else "")
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not self.problems())

    def accept(self) -> None:
        if self.problems():  # the OK button is disabled meanwhile; Enter must not get round it
            self._validate()
            return
        super().accept()

    def load(
        self,
        settings: EventSettings,
        paired_rounds: int,
        accelerated: bool = False,
        other_acceleration: bool = False,
    ) -> None:
        """Show a tournament's current settings for correction (title and button say so).

        Once round 1 is paired, the initial colour and the acceleration no longer change (C.04.3;
        C.04.7 art. 1.2), and a change of the rules edition must be confirmed (the window asks)."""
        self.setWindowTitle(self.tr("Tournament settings"))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Save"))
        self._loaded = settings
        self.name.setText(settings.name)
        self.city.setText(settings.city)
        self.federation.setText(settings.federation)
        if settings.start_date:
            self.start_date.setDate(
                QDate(settings.start_date.year, settings.start_date.month, settings.start_date.day)
            )
        if settings.end_date:
            self.end_date.setDate(
                QDate(settings.end_date.year, settings.end_date.month, settings.end_date.day)
            )
        self.chief_arbiter.setText(settings.chief_arbiter)
        self.deputies.setText(", ".join(settings.deputy_arbiters))
        self.time_control.setText(settings.time_control)
        self.rating_type.setCurrentIndex(max(self.rating_type.findData(settings.rating_type), 0))
        self.language.setCurrentIndex(max(self.language.findData(settings.language), 0))
        self._rounds_touched = True
        self.rounds.setMinimum(max(1, paired_rounds))
        self.rounds.setValue(settings.number_of_rounds)
        self.rounds_hint.setText(
            self.tr("%n round(s) paired so far", "", paired_rounds) if paired_rounds else ""
        )
        self.expected_players.setEnabled(False)
        self.rules.setCurrentIndex(max(self.rules.findData(settings.rules), 0))
        rr = settings.round_robin
        key = SYSTEMS[settings.system].setting
        if rr is not None:
            key = "berger" if rr.cycles == 1 else "double-berger"
        if settings.team is not None:
            key = settings.team.format.value
            self.boards.setValue(settings.team.boards)
        self.boards.setEnabled(paired_rounds == 0)
        if self.system.findData(key) < 0:  # a system this build cannot pair: shown, not to be chosen again
            self.system.addItem(self.tr(SYSTEM_LABELS[key]), key)
        self.system.setCurrentIndex(self.system.findData(key))
        if stored_rounds(rr, settings.system, 1) > 1:  # matches here, games in the file (C.04.5)
            self.rounds.setMinimum(max(1, pairings_of(rr, settings.system, paired_rounds)))
            self.rounds.setValue(pairings_of(rr, settings.system, settings.number_of_rounds))
        self.reverse_last_two.setChecked(bool(rr and rr.reverse_last_two))
        self.system.setEnabled(paired_rounds == 0)
        self.reverse_last_two.setEnabled(paired_rounds == 0 and rr is not None and rr.cycles == 2)
        colour = settings.initial_colour or Colour.WHITE
        self.initial_colour.setCurrentIndex(max(self.initial_colour.findData(colour), 0))
        for i in range(self.points.count()):
            if self.points.itemData(i).system == settings.point_system:
                self.points.setCurrentIndex(i)
        codes = tuple(settings.tiebreaks)
        if codes and all(self.tiebreaks.itemData(i).codes != codes for i in range(self.tiebreaks.count())):
            self.tiebreaks.insertItem(0, ", ".join(codes), TiebreakPreset(", ".join(codes), codes))
        for i in range(self.tiebreaks.count()):
            if self.tiebreaks.itemData(i).codes == codes:
                self.tiebreaks.setCurrentIndex(i)
        self.baku.setChecked(accelerated)
        self.baku.setEnabled(paired_rounds == 0)
        self.baku.setToolTip(
            self.tr("The acceleration is decided before round 1 (C.04.7 art. 1.2).")
            if paired_rounds
            else self.tr(
                "Accelerations are set that are not the Baku points of the players registered now "
                "(imported, or players registered since): tick to compute them again (C.04.7)."
            )
            if other_acceleration
            else self.tr("Virtual points computed from the players registered now (C.04.7).")
        )
        if paired_rounds:
            self.rules.setToolTip(
                self.tr(
                    "%n round(s) already paired under this text: a change applies to the next rounds "
                    "and must be confirmed.",
                    "",
                    paired_rounds,
                )
            )
            self.initial_colour.setEnabled(False)
            self.points.setEnabled(False)

    def settings(self) -> EventSettings:
        """The announced settings (what ``db`` creates the file with)."""
        deputies = tuple(d.strip() for d in self.deputies.text().split(",") if d.strip())
        loaded: EventSettings | None = getattr(self, "_loaded", None)
        if loaded is not None and self.deputies.text() == ", ".join(loaded.deputy_arbiters):
            deputies = loaded.deputy_arbiters  # unchanged: names keep their commas ("Doe, Jane")
        cycles = self._cycles()
        rr = RoundRobin(cycles, self.reverse_last_two.isChecked()) if cycles else None
        system = self._swiss_system()
        team_format = self._team_format()
        team = None if team_format is None else TeamSettings(team_format, self.boards.value())
        if team is not None and loaded is not None and loaded.team is not None:
            team = dataclasses.replace(loaded.team, format=team.format, boards=team.boards)
        kind = default_tournament_type(rr, system) if team is None else team.format.tournament_type
        settings = EventSettings(
            team=team,
            tournament_type=loaded.tournament_type if loaded else kind,
            round_robin=rr,
            system=system,
            round_dates=loaded.round_dates if loaded else (),
            name=self.name.text().strip(),
            city=self.city.text().strip(),
            federation=self.federation.text().strip().upper(),
            start_date=py_date(self.start_date.date()),
            end_date=py_date(self.end_date.date()),
            chief_arbiter=self.chief_arbiter.text().strip(),
            deputy_arbiters=deputies,
            time_control=self.time_control.text().strip(),
            number_of_rounds=stored_rounds(rr, system, self.rounds.value()),
            initial_colour=self.initial_colour.currentData(),
            point_system=self.points.currentData().system,
            rules=self.rules.currentData(),
            tiebreaks=self.tiebreaks.currentData().codes,
            rating_type=self.rating_type.currentData(),
            language=self.language.currentData(),
        )
        if loaded is None:
            return settings
        # What this dialog does not show (organiser, 222, prize ties...) stays as it was.
        locked = {
            "initial_colour": not self.initial_colour.isEnabled(),
            "rules": not self.rules.isEnabled(),
            "point_system": not self.points.isEnabled(),
            "round_robin": not self.system.isEnabled(),
            "system": not self.system.isEnabled(),
            "team": not self.system.isEnabled(),
        }  # fixed once round 1 is paired: shown, not editable, kept as stored
        shown = {f: getattr(settings, f) for f in _SHOWN_FIELDS if not locked.get(f, False)}
        return dataclasses.replace(loaded, **shown)


_SHOWN_FIELDS = (
    "rating_type",
    "language",
    "name",
    "city",
    "federation",
    "start_date",
    "end_date",
    "chief_arbiter",
    "deputy_arbiters",
    "time_control",
    "number_of_rounds",
    "initial_colour",
    "point_system",
    "rules",
    "round_robin",
    "system",
    "team",
    "tiebreaks",
)
"""The ``EventSettings`` fields this dialog edits."""
