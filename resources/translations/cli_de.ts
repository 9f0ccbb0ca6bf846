<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
    <context>
        <name>CliHelp</name>
        <message>
            <source>Print a tournament document as PDF.</source>
            <translation>Ein Turnierdokument als PDF drucken.</translation>
        </message>
        <message>
            <source>Documents: {kinds}.</source>
            <translation>Dokumente: {kinds}.</translation>
        </message>
        <message>
            <source>one of: {kinds}</source>
            <translation>eines von: {kinds}</translation>
        </message>
        <message>
            <source>print the document of every section of the event in one PDF, each section headed</source>
            <translation>das Dokument jeder Gruppe der Veranstaltung in einem PDF drucken, jede Gruppe mit ihrem Titel</translation>
        </message>
        <message>
            <source>PDF file to write</source>
            <translation>zu schreibende PDF-Datei</translation>
        </message>
        <message>
            <source>round (default: the latest)</source>
            <translation>Runde (Standard: die letzte)</translation>
        </message>
        <message>
            <source>it1, receipts: the player's pairing number</source>
            <translation>it1, receipts: die Startnummer des Spielers</translation>
        </message>
        <message>
            <source>paper size (default: A4, A3 for the wall chart)</source>
            <translation>Papierformat (Standard: A4, A3 für die Wandtabelle)</translation>
        </message>
        <message>
            <source>tie-breaks in order, comma separated (C.07 codes, e.g. BH/C1,BH,SB); default: the file's</source>
            <translation>Feinwertungen in Reihenfolge, durch Kommas getrennt (C.07-Codes, z. B. BH/C1,BH,SB); Standard: die der Datei</translation>
        </message>
        <message>
            <source>player lists: also the national ID and rating (.arbiter files)</source>
            <translation>Spielerlisten: auch nationale ID und Wertungszahl (.arbiter-Dateien)</translation>
        </message>
        <message>
            <source>the language of the document (default: the event's language if its file has one, else the command's language)</source>
            <translation>die Sprache des Dokuments (Standard: die des Turniers, wenn seine Datei eine hat, sonst die des Befehls)</translation>
        </message>
        <message>
            <source>'Surname, Firstname' (at most 33 characters)</source>
            <translation>'Nachname, Vorname' (höchstens 33 Zeichen)</translation>
        </message>
        <message>
            <source>FIDE rating (0 = unrated)</source>
            <translation>FIDE-Elo (0 = ohne Elo)</translation>
        </message>
        <message>
            <source>GM, IM, WGM, FM, WIM, CM, WFM, WCM</source>
            <translation>GM, IM, WGM, FM, WIM, CM, WFM, WCM</translation>
        </message>
        <message>
            <source>3-letter FIDE code</source>
            <translation>dreistelliger FIDE-Code</translation>
        </message>
        <message>
            <source>FIDE id (digits)</source>
            <translation>FIDE-ID (Ziffern)</translation>
        </message>
        <message>
            <source>m or w</source>
            <translation>m oder w</translation>
        </message>
        <message>
            <source>birth date YYYY/MM/DD</source>
            <translation>Geburtsdatum JJJJ/MM/TT</translation>
        </message>
        <message>
            <source>ID in the national rating list</source>
            <translation>ID in der nationalen Wertungsliste</translation>
        </message>
        <message>
            <source>national rating (0 = none)</source>
            <translation>nationale Wertungszahl (0 = keine)</translation>
        </message>
        <message>
            <source>make the same corrections in every other section of the event where he is entered</source>
            <translation>dieselben Korrekturen in jeder anderen Gruppe der Veranstaltung vornehmen, in der er gemeldet ist</translation>
        </message>
        <message>
            <source>Run a FIDE Swiss tournament from the terminal.</source>
            <translation>Ein FIDE-Turnier nach Schweizer System im Terminal leiten.</translation>
        </message>
        <message>
            <source>create a tournament file</source>
            <translation>eine Turnierdatei anlegen</translation>
        </message>
        <message>
            <source>a Swiss system: dutch (C.04.3), burstein (C.04.4.2), dubov (C.04.4.1), lim (C.04.4.3), double-swiss (C.04.5: every pairing a match of two games); or berger (round robin) or double-berger (double round robin), C.05 Annex 1</source>
            <translation>ein Schweizer System: dutch (C.04.3), burstein (C.04.4.2), dubov (C.04.4.1), lim (C.04.4.3), double-swiss (C.04.5: jede Paarung ein Match aus zwei Partien); oder berger (Rundenturnier) oder double-berger (doppeltes Rundenturnier), C.05 Anhang 1</translation>
        </message>
        <message>
            <source>double round robin: play the last two rounds of the first cycle in reverse order, as C.05 Annex 1 asks (the default; TRF 192 FIDE_DOUBLEROUNDROBIN); --no-reverse-last-two plays the table as it is (BERGER_DOUBLEROUNDROBIN)</source>
            <translation>doppelrundiges Turnier: die letzten beiden Runden des ersten Durchgangs in umgekehrter Reihenfolge spielen, wie C.05 Anhang 1 es verlangt (Standard; TRF 192 FIDE_DOUBLEROUNDROBIN); --no-reverse-last-two spielt die Tabelle unverändert (BERGER_DOUBLEROUNDROBIN)</translation>
        </message>
        <message>
            <source>3-letter FIDE code of the host federation</source>
            <translation>dreistelliger FIDE-Code des ausrichtenden Verbands</translation>
        </message>
        <message>
            <source>start date YYYY-MM-DD</source>
            <translation>Anfangsdatum JJJJ-MM-TT</translation>
        </message>
        <message>
            <source>end date YYYY-MM-DD</source>
            <translation>Enddatum JJJJ-MM-TT</translation>
        </message>
        <message>
            <source>type of tournament (092; default: the system's name)</source>
            <translation>Turnierart (092; Standard: der Name des Systems)</translation>
        </message>
        <message>
            <source>deputy arbiter (repeat for several)</source>
            <translation>weiterer Schiedsrichter (für mehrere wiederholen)</translation>
        </message>
        <message>
            <source>comma-separated YYYY-MM-DD, one per round</source>
            <translation>JJJJ-MM-TT durch Kommas getrennt, eines pro Runde</translation>
        </message>
        <message>
            <source>Dutch rules edition: 2025 (in force since 1 Feb 2026), 2017 (events started 1 Jul 2017 - 31 Jan 2026), 2013 (the Istanbul 2012 text, 1 Jul 2013 - 30 Jun 2017)</source>
            <translation>Fassung der Regeln des Holländischen Systems: 2025 (gültig seit 1. Februar 2026), 2017 (Turniere mit Beginn vom 1. Juli 2017 bis 31. Januar 2026), 2013 (der Text von Istanbul 2012, 1. Juli 2013 bis 30. Juni 2017)</translation>
        </message>
        <message>
            <source>colour of #1 in round 1</source>
            <translation>Farbe von Nr. 1 in Runde 1</translation>
        </message>
        <message>
            <source>C.07 codes, e.g. BH/C1,BH,SB,DE</source>
            <translation>C.07-Codes, z. B. BH/C1,BH,SB,DE</translation>
        </message>
        <message>
            <source>which FIDE rating</source>
            <translation>welche FIDE-Wertung</translation>
        </message>
        <message>
            <source>replace an existing file</source>
            <translation>eine vorhandene Datei ersetzen</translation>
        </message>
        <message>
            <source>create a tournament file from a TRF to continue the event</source>
            <translation>eine Turnierdatei aus einer TRF anlegen, um das Turnier fortzusetzen</translation>
        </message>
        <message>
            <source>import a doubtful file (points columns that are not the scores, two wins without opponent in a round) with a warning for each line instead of refusing it</source>
            <translation>eine zweifelhafte Datei (Punktespalten, die nicht den Ergebnissen entsprechen, zwei Gewinne ohne Gegner in einer Runde) mit einer Warnung je Zeile importieren, statt sie abzulehnen</translation>
        </message>
        <message>
            <source>keep the placeholder players of the bye (spielfrei, bye, Freilos...) as players instead of turning their games into byes</source>
            <translation>die Platzhalter-Spieler des Freiloses (spielfrei, bye, Freilos...) als Spieler behalten, statt ihre Partien in Freilose umzuwandeln</translation>
        </message>
        <message>
            <source>register a player (also a late entry); without --name, the library's player of --fide-id or --national-id (the other options override its data)</source>
            <translation>einen Spieler anmelden (auch eine Nachmeldung); ohne --name der Spieler der Bibliothek mit --fide-id oder --national-id (die übrigen Optionen ersetzen seine Daten)</translation>
        </message>
        <message>
            <source>correct a player's data</source>
            <translation>die Daten eines Spielers korrigieren</translation>
        </message>
        <message>
            <source>fix the board a player plays on in every round (C.04.2 art. 3.6); the pairing is unchanged</source>
            <translation>das Brett eines Spielers für jede Runde festlegen (C.04.2 Art. 3.6); die Paarungen bleiben unverändert</translation>
        </message>
        <message>
            <source>pairing number</source>
            <translation>Startnummer</translation>
        </message>
        <message>
            <source>board number, or none</source>
            <translation>Brettnummer, oder none</translation>
        </message>
        <message>
            <source>the presence list of the next round (C.04.2 art. 4.1): tick players present, leave the absent out of the pairing; without players, print the list</source>
            <translation>die Anwesenheitsliste der nächsten Runde (C.04.2 Art. 4.1): anwesende Spieler abhaken, Abwesende nicht auslosen; ohne Spieler die Liste ausgeben</translation>
        </message>
        <message>
            <source>pairing numbers of players present</source>
            <translation>Startnummern der anwesenden Spieler</translation>
        </message>
        <message>
            <source>untick these players</source>
            <translation>diese Spieler nicht mehr als anwesend markieren</translation>
        </message>
        <message>
            <source>leave every player not checked in out of the round: a zero-point bye, or withdrawn</source>
            <translation>jeden nicht anwesenden Spieler in der Runde nicht auslosen: Freilos ohne Punkt oder zurückgezogen</translation>
        </message>
        <message>
            <source>add, change or remove an entry-fee category (the first a player meets applies)</source>
            <translation>eine Startgeldkategorie hinzufügen, ändern oder entfernen (es gilt die erste, die ein Spieler erfüllt)</translation>
        </message>
        <message>
            <source>the fee, e.g. 50 or 12.50 (0: free)</source>
            <translation>der Betrag, z. B. 50 oder 12.50 (0: frei)</translation>
        </message>
        <message>
            <source>only these titles, comma separated (e.g. GM,WGM)</source>
            <translation>nur diese Titel, durch Kommas getrennt (z. B. GM,WGM)</translation>
        </message>
        <message>
            <source>born in this year or later</source>
            <translation>in diesem Jahr oder später geboren</translation>
        </message>
        <message>
            <source>born in this year or earlier</source>
            <translation>in diesem Jahr oder früher geboren</translation>
        </message>
        <message>
            <source>the currency of every fee (e.g. EUR)</source>
            <translation>die Währung aller Beträge (z. B. EUR)</translation>
        </message>
        <message>
            <source>remove the category</source>
            <translation>die Kategorie entfernen</translation>
        </message>
        <message>
            <source>record an entry fee received from a player (a receipt number)</source>
            <translation>ein von einem Spieler erhaltenes Startgeld erfassen (eine Quittungsnummer)</translation>
        </message>
        <message>
            <source>the amount received, e.g. 50 or 12.50</source>
            <translation>der erhaltene Betrag, z. B. 50 oder 12.50</translation>
        </message>
        <message>
            <source>a note printed on the receipt</source>
            <translation>ein Vermerk, der auf der Quittung gedruckt wird</translation>
        </message>
        <message>
            <source>what each player owes and paid, and the organiser's totals; or set a player's category</source>
            <translation>was jeder Spieler schuldet und bezahlt hat, und die Summen für den Ausrichter; oder die Kategorie eines Spielers festlegen</translation>
        </message>
        <message>
            <source>with --player: the fee category chosen for him (empty: by the rules)</source>
            <translation>mit --player: die für ihn gewählte Kategorie (leer: nach den Regeln)</translation>
        </message>
        <message>
            <source>delete a registration made by mistake (never paired)</source>
            <translation>eine irrtümliche Anmeldung löschen (nie gepaart)</translation>
        </message>
        <message>
            <source>withdraw a player (no longer paired)</source>
            <translation>einen Spieler zurückziehen (wird nicht mehr gepaart)</translation>
        </message>
        <message>
            <source>first round not played (default: the next round)</source>
            <translation>erste nicht gespielte Runde (Standard: die nächste Runde)</translation>
        </message>
        <message>
            <source>undo a withdrawal</source>
            <translation>einen Rückzug aufheben</translation>
        </message>
        <message>
            <source>a requested half-/zero-/full-point bye for a round (or cancel it)</source>
            <translation>ein beantragtes Freilos mit halbem, ohne oder mit vollem Punkt für eine Runde (oder es aufheben)</translation>
        </message>
        <message>
            <source>pair the next round (a round robin: --all pairs every round left)</source>
            <translation>die nächste Runde auslosen (Rundenturnier: --all lost alle übrigen Runden aus)</translation>
        </message>
        <message>
            <source>date of the round YYYY-MM-DD</source>
            <translation>Datum der Runde JJJJ-MM-TT</translation>
        </message>
        <message>
            <source>MODULE:FUNCTION instead of engine.dutch:pair_round (Swiss only)</source>
            <translation>MODUL:FUNKTION statt engine.dutch:pair_round (nur Schweizer System)</translation>
        </message>
        <message>
            <source>round robin: pair every round left at once</source>
            <translation>Rundenturnier: alle übrigen Runden auf einmal auslosen</translation>
        </message>
        <message>
            <source>round robin: draw the pairing numbers by lot (before round 1)</source>
            <translation>Rundenturnier: die Startnummern auslosen (vor Runde 1)</translation>
        </message>
        <message>
            <source>seed of the draw (default: a new one, shown and logged)</source>
            <translation>Startwert der Auslosung (Standard: ein neuer, angezeigt und protokolliert)</translation>
        </message>
        <message>
            <source>round robin: the pairing numbers the arbiter sets (before round 1)</source>
            <translation>Rundenturnier: die vom Schiedsrichter festgelegten Startnummern (vor Runde 1)</translation>
        </message>
        <message>
            <source>the current numbers in their new order: --order 3,1,2 gives #3 number 1, #1 number 2...</source>
            <translation>die aktuellen Nummern in ihrer neuen Reihenfolge: --order 3,1,2 gibt Nr. 3 die Nummer 1, Nr. 1 die Nummer 2...</translation>
        </message>
        <message>
            <source>round robin: every round of the Berger table, paired or not</source>
            <translation>Rundenturnier: jede Runde der Berger-Tabelle, ausgelost oder nicht</translation>
        </message>
        <message>
            <source>delete the last round (no results yet) and pair it again</source>
            <translation>die letzte Runde (noch ohne Ergebnisse) löschen und neu auslosen</translation>
        </message>
        <message>
            <source>MODULE:FUNCTION instead of engine.dutch:pair_round</source>
            <translation>MODUL:FUNKTION statt engine.dutch:pair_round</translation>
        </message>
        <message>
            <source>change the pairing of the last round (no results yet); prints the rules it breaks</source>
            <translation>die Paarungen der letzten Runde ändern (noch ohne Ergebnisse); zeigt die verletzten Regeln</translation>
        </message>
        <message>
            <source>WHITE-BLACK pairing numbers, one per board, in order</source>
            <translation>Startnummern WEISS-SCHWARZ, eine pro Brett, in Reihenfolge</translation>
        </message>
        <message>
            <source>pairing number of the pairing-allocated bye</source>
            <translation>Startnummer des zugelosten Freiloses</translation>
        </message>
        <message>
            <source>list the rules the pairing of a round breaks</source>
            <translation>die Regeln auflisten, die die Paarungen einer Runde verletzen</translation>
        </message>
        <message>
            <source>how the engine paired a round (the window's Explain pairing); with BOARD, that board's part</source>
            <translation>wie das Programm eine Runde ausgelost hat (Auslosung erklären im Fenster); mit BOARD nur der Teil dieses Bretts</translation>
        </message>
        <message>
            <source>a board of that round</source>
            <translation>ein Brett dieser Runde</translation>
        </message>
        <message>
            <source>Baku acceleration (C.04.7) before round 1, or remove it</source>
            <translation>Baku-Beschleunigung (C.04.7) vor Runde 1, oder sie entfernen</translation>
        </message>
        <message>
            <source>C.04.7 (2026) or C.04.5.1</source>
            <translation>C.04.7 (2026) oder C.04.5.1</translation>
        </message>
        <message>
            <source>drop the acceleration</source>
            <translation>die Beschleunigung entfernen</translation>
        </message>
        <message>
            <source>delete the last round (no results yet)</source>
            <translation>die letzte Runde (noch ohne Ergebnisse) löschen</translation>
        </message>
        <message>
            <source>enter or correct a result</source>
            <translation>ein Ergebnis eingeben oder korrigieren</translation>
        </message>
        <message>
            <source>1-0, 0-1, 1/2 (also = and ½), +- and -+ (forfeits), -- (double forfeit), W-L, L-W, D-D (unrated games), or clear; 0-0 is refused (use --)</source>
            <translation>1-0, 0-1, 1/2 (auch = und ½), +- und -+ (kampflos), -- (beide kampflos verloren), W-L, L-W, D-D (nicht Elo-gewertete Partien), oder clear; 0-0 wird abgelehnt (-- verwenden)</translation>
        </message>
        <message>
            <source>replace a result already entered (the answer says what it was)</source>
            <translation>ein bereits eingegebenes Ergebnis ersetzen (die Antwort nennt das alte)</translation>
        </message>
        <message>
            <source>print the standings with tie-breaks</source>
            <translation>die Rangliste mit Feinwertungen ausgeben</translation>
        </message>
        <message>
            <source>C.07 codes, e.g. BH/C1,BH,SB,DE (default: the event's)</source>
            <translation>C.07-Codes, z. B. BH/C1,BH,SB,DE (Standard: die des Turniers)</translation>
        </message>
        <message>
            <source>C.07 edition 2024 or 2026 (default: by start date)</source>
            <translation>C.07-Fassung 2024 oder 2026 (Standard: nach dem Anfangsdatum)</translation>
        </message>
        <message>
            <source>rating used for unrated opponents (C.07 art. 10)</source>
            <translation>Wertungszahl für Gegner ohne Elo (C.07 Art. 10)</translation>
        </message>
        <message>
            <source>print halves as ½</source>
            <translation>halbe Punkte als ½ ausgeben</translation>
        </message>
        <message>
            <source>write the TRF for rating submission</source>
            <translation>die TRF für die Elo-Auswertung schreiben</translation>
        </message>
        <message>
            <source>TRF16 instead of TRF26</source>
            <translation>TRF16 statt TRF26</translation>
        </message>
        <message>
            <source>print the audit log</source>
            <translation>das Protokoll ausgeben</translation>
        </message>
        <message>
            <source>with old and new values</source>
            <translation>mit alten und neuen Werten</translation>
        </message>
        <message>
            <source>list the players</source>
            <translation>die Spieler auflisten</translation>
        </message>
        <message>
            <source>print the pairings and results of a round</source>
            <translation>die Paarungen und Ergebnisse einer Runde ausgeben</translation>
        </message>
        <message>
            <source>re-pair every round with the Dutch engine; exit 3 if one differs</source>
            <translation>jede Runde mit dem Holländischen System neu auslosen; Exit-Code 3, wenn eine abweicht</translation>
        </message>
        <message>
            <source>print the event data</source>
            <translation>die Turnierdaten ausgeben</translation>
        </message>
        <message>
            <source>show or change the Dutch rules edition of the tournament</source>
            <translation>die Fassung der Regeln des Holländischen Systems des Turniers anzeigen oder ändern</translation>
        </message>
        <message>
            <source>the new edition (none: show it)</source>
            <translation>die neue Fassung (keine: sie anzeigen)</translation>
        </message>
        <message>
            <source>change it although rounds are paired (the arbiter confirms; the audit log keeps both)</source>
            <translation>sie ändern, obwohl Runden ausgelost sind (der Schiedsrichter bestätigt; das Protokoll behält beide)</translation>
        </message>
        <message>
            <source>re-sort pairing numbers (C.04.2 art. 2.2; up to round 4)</source>
            <translation>Startnummern neu sortieren (C.04.2 Art. 2.2; bis Runde 4)</translation>
        </message>
        <message>
            <source>add the players of a CSV file, all in one operation (--dry-run: only the preview)</source>
            <translation>die Spieler einer CSV-Datei hinzufügen, in einem Vorgang (--dry-run: nur die Vorschau)</translation>
        </message>
        <message>
            <source>players, one per row; a header row names the columns</source>
            <translation>Spieler, einer pro Zeile; eine Kopfzeile benennt die Spalten</translation>
        </message>
        <message>
            <source>show what would be added and the problems, change nothing</source>
            <translation>zeigen, was hinzugefügt würde, und die Probleme, nichts ändern</translation>
        </message>
        <message>
            <source>add the good rows, leave out those with a problem</source>
            <translation>die guten Zeilen hinzufügen, die mit einem Problem auslassen</translation>
        </message>
        <message>
            <source>remove the players of the last CSV import (none may be paired)</source>
            <translation>die Spieler des letzten CSV-Imports entfernen (keiner darf gepaart sein)</translation>
        </message>
        <message>
            <source>write a consistent copy of the file (e.g. to a USB stick)</source>
            <translation>eine konsistente Kopie der Datei schreiben (z. B. auf einen USB-Stick)</translation>
        </message>
        <message>
            <source>the copy (a file name, or a folder)</source>
            <translation>die Kopie (ein Dateiname oder ein Ordner)</translation>
        </message>
        <message>
            <source>replace an existing file at DESTINATION</source>
            <translation>eine vorhandene Datei am ZIEL ersetzen</translation>
        </message>
        <message>
            <source>list the automatic backup copies of the file</source>
            <translation>die automatischen Sicherungskopien der Datei auflisten</translation>
        </message>
        <message>
            <source>the language of the event's documents (printed documents, web folder, projector): {languages}; "" for the language of the program that prints them</source>
            <translation>die Sprache der Dokumente des Turniers (gedruckte Dokumente, Web-Ordner, Beamer): {languages}; "" für die Sprache des Programms, das sie druckt</translation>
        </message>
        <message>
            <source>change event data, officials, time control and rating type</source>
            <translation>Turnierdaten, Offizielle, Bedenkzeit und Wertungsart ändern</translation>
        </message>
        <message>
            <source>3-letter FIDE code of the host federation (032)</source>
            <translation>dreistelliger FIDE-Code des ausrichtenden Verbands (032)</translation>
        </message>
        <message>
            <source>start date YYYY-MM-DD (042)</source>
            <translation>Anfangsdatum JJJJ-MM-TT (042)</translation>
        </message>
        <message>
            <source>end date YYYY-MM-DD (052)</source>
            <translation>Enddatum JJJJ-MM-TT (052)</translation>
        </message>
        <message>
            <source>'Surname, Firstname' (102)</source>
            <translation>'Nachname, Vorname' (102)</translation>
        </message>
        <message>
            <source>the chief arbiter's FIDE ID</source>
            <translation>die FIDE-ID des Hauptschiedsrichters</translation>
        </message>
        <message>
            <source>IA, FA or NA</source>
            <translation>IA, FA oder NA</translation>
        </message>
        <message>
            <source>'NAME;FIDE_ID;TITLE' (112), repeat for each; '' for none</source>
            <translation>'NAME;FIDE_ID;TITEL' (112), für jeden wiederholen; '' für keinen</translation>
        </message>
        <message>
            <source>allotted times as text (122)</source>
            <translation>Bedenkzeiten als Text (122)</translation>
        </message>
        <message>
            <source>encoded time control (222), e.g. 5400+30</source>
            <translation>codierte Bedenkzeit (222), z. B. 5400+30</translation>
        </message>
        <message>
            <source>the FIDE list rated for</source>
            <translation>die FIDE-Liste, für die gewertet wird</translation>
        </message>
        <message>
            <source>yes or no</source>
            <translation>yes oder no</translation>
        </message>
        <message>
            <source>how equal players split prizes</source>
            <translation>wie punktgleiche Spieler Preise teilen</translation>
        </message>
        <message>
            <source>list the round dates (TRF 132), or set them</source>
            <translation>die Rundendaten auflisten (TRF 132) oder festlegen</translation>
        </message>
        <message>
            <source>YYYY-MM-DD,... one per round (empty = no date)</source>
            <translation>JJJJ-MM-TT,... eines pro Runde (leer = kein Datum)</translation>
        </message>
        <message>
            <source>store the dates shown (proposed from the schedule)</source>
            <translation>die angezeigten Daten speichern (aus dem Zeitplan vorgeschlagen)</translation>
        </message>
        <message>
            <source>store a player's K factor (B.02 8.3.3; from the FIDE list), or auto</source>
            <translation>den K-Faktor eines Spielers speichern (B.02 8.3.3; aus der FIDE-Liste), oder auto</translation>
        </message>
        <message>
            <source>10, 20, 40, or auto (derived from rating and birth year)</source>
            <translation>10, 20, 40 oder auto (aus Wertungszahl und Geburtsjahr abgeleitet)</translation>
        </message>
        <message>
            <source>rating changes (B.02) of every player, or one in detail</source>
            <translation>Elo-Änderungen (B.02) jedes Spielers, oder eines im Einzelnen</translation>
        </message>
        <message>
            <source>pairing number: game by game</source>
            <translation>Startnummer: Partie für Partie</translation>
        </message>
        <message>
            <source>title norms (B.01) achieved, or one player's in detail</source>
            <translation>erreichte Titelnormen (B.01), oder die eines Spielers im Einzelnen</translation>
        </message>
        <message>
            <source>pairing number: every requirement</source>
            <translation>Startnummer: jede Bedingung</translation>
        </message>
        <message>
            <source>also the players without a norm, with what is missing</source>
            <translation>auch die Spieler ohne Norm, mit dem, was fehlt</translation>
        </message>
        <message>
            <source>the event is exempt from B.01 1.4.3/1.4.4</source>
            <translation>das Turnier ist von B.01 1.4.3/1.4.4 befreit</translation>
        </message>
        <message>
            <source>list, add or remove prize categories</source>
            <translation>Preiskategorien auflisten, hinzufügen oder entfernen</translation>
        </message>
        <message>
            <source>short name for standings columns (U16, W...)</source>
            <translation>Kurzname für die Spalten der Rangliste (U16, W...)</translation>
        </message>
        <message>
            <source>place in the list (1 = first)</source>
            <translation>Platz in der Liste (1 = erster)</translation>
        </message>
        <message>
            <source>amounts for places 1, 2, ...: 500,300,Trophy,100:Book</source>
            <translation>Beträge für die Plätze 1, 2, ...: 500,300,Trophy,100:Book</translation>
        </message>
        <message>
            <source>birth year, inclusive (age groups: U16 = born from ...)</source>
            <translation>Geburtsjahr, einschließlich (Altersklassen: U16 = geboren ab ...)</translation>
        </message>
        <message>
            <source>birth year, inclusive (seniors)</source>
            <translation>Geburtsjahr, einschließlich (Senioren)</translation>
        </message>
        <message>
            <source>3-letter code; repeat for several</source>
            <translation>dreistelliger Code; für mehrere wiederholen</translation>
        </message>
        <message>
            <source>repeat for several</source>
            <translation>für mehrere wiederholen</translation>
        </message>
        <message>
            <source>pairing numbers, comma separated</source>
            <translation>Startnummern, durch Kommas getrennt</translation>
        </message>
        <message>
            <source>the prize list of the standings</source>
            <translation>die Preisliste der Rangliste</translation>
        </message>
        <message>
            <source>what FIDE's rating officer needs; exit 3 if missing</source>
            <translation>was der Elo-Referent der FIDE braucht; Exit-Code 3, wenn etwas fehlt</translation>
        </message>
        <message>
            <source>the library file (default: $ARBITER_LIBRARY or the data folder)</source>
            <translation>die Bibliotheksdatei (Standard: $ARBITER_LIBRARY oder der Datenordner)</translation>
        </message>
        <message>
            <source>rating type of a per-type list</source>
            <translation>Wertungsart einer Liste pro Art</translation>
        </message>
        <message>
            <source>the list's name, e.g. 'GER 2026-04'</source>
            <translation>der Name der Liste, z. B. 'GER 2026-04'</translation>
        </message>
        <message>
            <source>a saved column mapping</source>
            <translation>eine gespeicherte Spaltenzuordnung</translation>
        </message>
        <message>
            <source>FIELD=COLUMN,... columns from 1; fields: {fields}</source>
            <translation>FELD=SPALTE,... Spalten ab 1 gezählt; Felder: {fields}</translation>
        </message>
        <message>
            <source>',', ';', 'tab' or '|' (default: recognised)</source>
            <translation>',', ';', 'tab' oder '|' (Standard: erkannt)</translation>
        </message>
        <message>
            <source>fixed-width columns: their first character positions, from 1</source>
            <translation>Spalten fester Breite: die Position ihres ersten Zeichens, ab 1</translation>
        </message>
        <message>
            <source>the first line is a player, not column names</source>
            <translation>die erste Zeile ist ein Spieler, keine Spaltennamen</translation>
        </message>
        <message>
            <source>save the mapping under NAME</source>
            <translation>die Zuordnung unter NAME speichern</translation>
        </message>
        <message>
            <source>compare the players with the library; --apply updates</source>
            <translation>die Spieler mit der Bibliothek vergleichen; --apply aktualisiert</translation>
        </message>
        <message>
            <source>apply the changes (one operation)</source>
            <translation>die Änderungen anwenden (ein Vorgang)</translation>
        </message>
        <message>
            <source>also after round 1 is paired</source>
            <translation>auch nachdem Runde 1 ausgelost ist</translation>
        </message>
        <message>
            <source>players of the same club/federation do not meet in rounds 1..K</source>
            <translation>Spieler desselben Vereins/Verbands treffen in den Runden 1..K nicht aufeinander</translation>
        </message>
        <message>
            <source>the last round of the restriction</source>
            <translation>die letzte Runde der Einschränkung</translation>
        </message>
        <message>
            <source>drop the restriction</source>
            <translation>die Einschränkung entfernen</translation>
        </message>
        <message>
            <source>list the prohibited pairings</source>
            <translation>die verbotenen Paarungen auflisten</translation>
        </message>
        <message>
            <source>prohibit pairings among players (pairing numbers)</source>
            <translation>Paarungen zwischen Spielern verbieten (Startnummern)</translation>
        </message>
        <message>
            <source>pairing numbers (two or more)</source>
            <translation>Startnummern (zwei oder mehr)</translation>
        </message>
        <message>
            <source>ROUND or FIRST-LAST (default: every round)</source>
            <translation>RUNDE oder ERSTE-LETZTE (Standard: jede Runde)</translation>
        </message>
        <message>
            <source>why (shown beside)</source>
            <translation>warum (daneben angezeigt)</translation>
        </message>
        <message>
            <source>remove a prohibited pairing (its id, see 'forbidden')</source>
            <translation>eine verbotene Paarung entfernen (ihre ID, siehe 'forbidden')</translation>
        </message>
        <message>
            <source>enter the results of a round from a CSV file (one operation)</source>
            <translation>die Ergebnisse einer Runde aus einer CSV-Datei eingeben (ein Vorgang)</translation>
        </message>
        <message>
            <source>pairings.csv of arbiter export csv, with the Result column filled in</source>
            <translation>pairings.csv von arbiter export csv, mit ausgefüllter Spalte Result</translation>
        </message>
        <message>
            <source>the round to import (default: the only round in the CSV)</source>
            <translation>die zu importierende Runde (Standard: die einzige Runde in der CSV)</translation>
        </message>
        <message>
            <source>show what would be entered; exit 3 on a problem</source>
            <translation>zeigen, was eingegeben würde; Exit-Code 3 bei einem Problem</translation>
        </message>
        <message>
            <source>enter the good rows, leave out the others</source>
            <translation>die guten Zeilen eingeben, die anderen auslassen</translation>
        </message>
        <message>
            <source>put back the results the last results import replaced</source>
            <translation>die Ergebnisse zurücksetzen, die der letzte Ergebnisimport ersetzt hat</translation>
        </message>
        <message>
            <source>Write the event as a static web site (HTML and CSS) into a folder.</source>
            <translation>Das Turnier als statische Website (HTML und CSS) in einen Ordner schreiben.</translation>
        </message>
        <message>
            <source>the tournament file (.arbiter)</source>
            <translation>die Turnierdatei (.arbiter)</translation>
        </message>
        <message>
            <source>folder of the site</source>
            <translation>Ordner der Website</translation>
        </message>
        <message>
            <source>write into a folder that holds other files</source>
            <translation>in einen Ordner schreiben, der andere Dateien enthält</translation>
        </message>
        <message>
            <source>the language of the pages: {languages} (default: the event's language if it has one, else the command's language)</source>
            <translation>die Sprache der Seiten: {languages} (Standard: die des Turniers, wenn es eine hat, sonst die des Befehls)</translation>
        </message>
        <message>
            <source>Export the event as CSV, JSON or PGN.</source>
            <translation>Das Turnier als CSV, JSON oder PGN exportieren.</translation>
        </message>
        <message>
            <source>players, pairings, results, standings (a folder, or one table)</source>
            <translation>Spieler, Paarungen, Ergebnisse, Rangliste (ein Ordner oder eine Tabelle)</translation>
        </message>
        <message>
            <source>folder (all tables) or file (--table)</source>
            <translation>Ordner (alle Tabellen) oder Datei (--table)</translation>
        </message>
        <message>
            <source>one table into one file</source>
            <translation>eine Tabelle in eine Datei</translation>
        </message>
        <message>
            <source>with --table pairings: only this round</source>
            <translation>mit --table pairings: nur diese Runde</translation>
        </message>
        <message>
            <source>the whole event (arbiter export schema gives its JSON Schema)</source>
            <translation>das ganze Turnier (arbiter export schema gibt sein JSON-Schema)</translation>
        </message>
        <message>
            <source>PGN headers of every game (forfeits are not games)</source>
            <translation>PGN-Kopfzeilen jeder Partie (kampflose sind keine Partien)</translation>
        </message>
        <message>
            <source>only this round</source>
            <translation>nur diese Runde</translation>
        </message>
        <message>
            <source>the JSON Schema of the JSON export</source>
            <translation>das JSON-Schema des JSON-Exports</translation>
        </message>
        <message>
            <source>number of rounds (a Swiss; a Double-Swiss: of matches; a round robin's follow its players)</source>
            <translation>Anzahl der Runden (Schweizer System; Doppel-Schweizer: der Matches; die eines Rundenturniers folgen seinen Spielern)</translation>
        </message>
        <message>
            <source>a Double-Swiss event (C.04.5): ROUND is the match, RESULT game 1's and RESULT2 game 2's result, each as its own game's (game 2's White is game 1's Black)</source>
            <translation>ein Doppel-Schweizer Turnier (C.04.5): ROUND ist das Match, RESULT das Ergebnis von Partie 1 und RESULT2 das von Partie 2, jedes aus Sicht seiner eigenen Partie (Weiß in Partie 2 ist Schwarz in Partie 1)</translation>
        </message>
        <message>
            <source>pairings: print this address of the live pages (arbiter serve) with its QR code</source>
            <translation>Paarungen: diese Adresse der Live-Seiten (arbiter serve) mit ihrem QR-Code drucken</translation>
        </message>
        <message>
            <source>serve the event's pages live to the phones on the venue's network</source>
            <translation>die Seiten des Turniers live an die Handys im Netzwerk des Spielorts ausliefern</translation>
        </message>
        <message>
            <source>the address to serve at (default {host}: every network of this machine)</source>
            <translation>die Adresse, unter der ausgeliefert wird (Vorgabe {host}: alle Netzwerke dieses Rechners)</translation>
        </message>
        <message>
            <source>the port (default {port})</source>
            <translation>der Port (Vorgabe {port})</translation>
        </message>
        <message>
            <source>a .trf or .arbiter tournament file, or a venue server's postgresql:// URL</source>
            <translation>eine Turnierdatei .trf oder .arbiter oder die postgresql://-URL eines Turnierservers</translation>
        </message>
        <message>
            <source>copy an event between a file and a venue server (either way), identical</source>
            <translation>ein Turnier zwischen einer Datei und einem Turnierserver kopieren (in beide Richtungen), unverändert</translation>
        </message>
        <message>
            <source>a tournament file or postgresql:// URL</source>
            <translation>eine Turnierdatei oder eine postgresql://-URL</translation>
        </message>
        <message>
            <source>a new file or an empty server database</source>
            <translation>eine neue Datei oder eine leere Datenbank des Servers</translation>
        </message>
        <message>
            <source>replace an event that DST already holds</source>
            <translation>ein Turnier ersetzen, das DST schon enthält</translation>
        </message>
        <message>
            <source>name a person's role at the desks (chief, deputy, viewer), or list the roles</source>
            <translation>die Rolle einer Person an den Arbeitsplätzen vergeben (chief, deputy, viewer) oder die Rollen auflisten</translation>
        </message>
        <message>
            <source>the person, as the audit log names him</source>
            <translation>die Person, wie das Protokoll sie nennt</translation>
        </message>
        <message>
            <source>a team event: the boards of each match (players a side)</source>
            <translation>ein Mannschaftsturnier: die Bretter jedes Wettkampfs (Spieler je Seite)</translation>
        </message>
        <message>
            <source>a Swiss team event: the variant of C.04.6 as record 192 names it (default FIDE_TEAM_TYPEA_MP_GP)</source>
            <translation>ein Schweizer Mannschaftsturnier: die Variante von C.04.6, wie Satz 192 sie nennt (Vorgabe FIDE_TEAM_TYPEA_MP_GP)</translation>
        </message>
        <message>
            <source>register a team with its roster (a team event)</source>
            <translation>eine Mannschaft mit ihren Spielern anmelden (Mannschaftsturnier)</translation>
        </message>
        <message>
            <source>a roster player, board order: NAME[;RATING[;FIDE_ID[;FED]]] (repeat)</source>
            <translation>ein Spieler der Mannschaft, in Brettreihenfolge: NAME[;RATING[;FIDE_ID[;FED]]] (wiederholbar)</translation>
        </message>
        <message>
            <source>a late team: the first round it plays (not paired before, zero points)</source>
            <translation>eine verspätete Mannschaft: die erste Runde, die sie spielt (vorher nicht ausgelost, null Punkte)</translation>
        </message>
        <message>
            <source>add the teams of a CSV file, all in one operation (--dry-run: only the preview)</source>
            <translation>die Mannschaften einer CSV-Datei hinzufügen, alle in einem Schritt (--dry-run: nur die Vorschau)</translation>
        </message>
        <message>
            <source>columns: team, board, name, rating, FIDE ID, federation</source>
            <translation>Spalten: Mannschaft, Brett, Name, Elo, FIDE-ID, Föderation</translation>
        </message>
        <message>
            <source>show what would be added, change nothing</source>
            <translation>zeigen, was hinzukäme, nichts ändern</translation>
        </message>
        <message>
            <source>remove the teams of the last team import</source>
            <translation>die Mannschaften des letzten Mannschaftsimports entfernen</translation>
        </message>
        <message>
            <source>print the teams and their rosters, or a round's matches</source>
            <translation>die Mannschaften und ihre Spieler ausgeben oder die Wettkämpfe einer Runde</translation>
        </message>
        <message>
            <source>the matches, line-ups and games of this round</source>
            <translation>die Wettkämpfe, Aufstellungen und Partien dieser Runde</translation>
        </message>
        <message>
            <source>a team's line-up for a round: pairing numbers, board 1 first</source>
            <translation>die Aufstellung einer Mannschaft für eine Runde: Startnummern, Brett 1 zuerst</translation>
        </message>
        <message>
            <source>the team's number</source>
            <translation>die Nummer der Mannschaft</translation>
        </message>
        <message>
            <source>the players' pairing numbers</source>
            <translation>die Startnummern der Spieler</translation>
        </message>
        <message>
            <source>a whole match forfeited by one team (or both)</source>
            <translation>ein ganzer Wettkampf kampflos verloren von einer Mannschaft (oder beiden)</translation>
        </message>
        <message>
            <source>the number of the team that did not play</source>
            <translation>die Nummer der Mannschaft, die nicht gespielt hat</translation>
        </message>
        <message>
            <source>a bye a team requested for a round not yet paired</source>
            <translation>ein spielfreies Los, das eine Mannschaft für eine noch nicht ausgeloste Runde beantragt</translation>
        </message>
        <message>
            <source>a team withdrawn: not paired from a round on, its past matches stay</source>
            <translation>eine zurückgezogene Mannschaft: ab einer Runde nicht ausgelost, ihre früheren Wettkämpfe bleiben</translation>
        </message>
        <message>
            <source>the first round it is not paired in (default: the next)</source>
            <translation>die erste Runde, in der sie nicht ausgelost wird (Vorgabe: die nächste)</translation>
        </message>
        <message>
            <source>take back a team's withdrawal</source>
            <translation>den Rückzug einer Mannschaft zurücknehmen</translation>
        </message>
        <message>
            <source>the section of the event (needed when it has several)</source>
            <translation>die Gruppe der Veranstaltung (nötig, wenn sie mehrere hat)</translation>
        </message>
        <message>
            <source>the sections of an event: list, add, rename, delete or restore them</source>
            <translation>die Gruppen einer Veranstaltung: auflisten, hinzufügen, umbenennen, löschen oder wiederherstellen</translation>
        </message>
        <message>
            <source>list the event's sections</source>
            <translation>die Gruppen der Veranstaltung auflisten</translation>
        </message>
        <message>
            <source>add a section (a tournament of its own)</source>
            <translation>eine Gruppe hinzufügen (ein eigenes Turnier)</translation>
        </message>
        <message>
            <source>the section's name, e.g. "Open B"</source>
            <translation>der Name der Gruppe, z. B. „Open B“</translation>
        </message>
        <message>
            <source>the section whose settings the new one starts from (default: the first)</source>
            <translation>die Gruppe, deren Einstellungen die neue übernimmt (Vorgabe: die erste)</translation>
        </message>
        <message>
            <source>its pairing system (as arbiter new)</source>
            <translation>ihr Paarungssystem (wie bei arbiter new)</translation>
        </message>
        <message>
            <source>its number of rounds</source>
            <translation>ihre Rundenzahl</translation>
        </message>
        <message>
            <source>type of tournament (092)</source>
            <translation>Turnierart (092)</translation>
        </message>
        <message>
            <source>give a section another name</source>
            <translation>einer Gruppe einen anderen Namen geben</translation>
        </message>
        <message>
            <source>the section's name now</source>
            <translation>der jetzige Name der Gruppe</translation>
        </message>
        <message>
            <source>its new name</source>
            <translation>ihr neuer Name</translation>
        </message>
        <message>
            <source>delete a section with its registrations (refused once one of its rounds is paired)</source>
            <translation>eine Gruppe mit ihren Meldungen löschen (abgelehnt, sobald eine ihrer Runden ausgelost ist)</translation>
        </message>
        <message>
            <source>the section's name</source>
            <translation>der Name der Gruppe</translation>
        </message>
        <message>
            <source>put back a deleted section as it was, with its registrations (undoes section delete)</source>
            <translation>eine gelöschte Gruppe so wiederherstellen, wie sie war, mit ihren Anmeldungen (macht section delete rückgängig)</translation>
        </message>
        <message>
            <source>the deleted section's name</source>
            <translation>der Name der gelöschten Gruppe</translation>
        </message>
        <message>
            <source>enter a player of one section (--section) in another section too</source>
            <translation>einen Spieler einer Gruppe (--section) auch in eine andere Gruppe eintragen</translation>
        </message>
        <message>
            <source>the section he is entered in</source>
            <translation>die Gruppe, in die er eingetragen wird</translation>
        </message>
        <message>
            <source>his pairing number in his section</source>
            <translation>seine Setzlistennummer in seiner Gruppe</translation>
        </message>
    </context>
    <context>
        <name>CliLauncher</name>
        <message>
            <source>print a document as PDF (pairings, standings, ...)</source>
            <translation>ein Dokument als PDF drucken (Paarungen, Rangliste, ...)</translation>
        </message>
        <message>
            <source>export the event as CSV, JSON or PGN (arbiter help export)</source>
            <translation>das Turnier als CSV, JSON oder PGN exportieren (arbiter help export)</translation>
        </message>
        <message>
            <source>write the event as a static web site into a folder</source>
            <translation>das Turnier als statische Website in einen Ordner schreiben</translation>
        </message>
        <message>
            <source>commands:</source>
            <translation>Befehle:</translation>
        </message>
        <message>
            <source>arbiter: {file}: no such file</source>
            <translation>arbiter: {file}: Datei nicht gefunden</translation>
        </message>
        <message>
            <source>arbiter: unknown command {command}</source>
            <translation>arbiter: unbekannter Befehl {command}</translation>
        </message>
    </context>
    <context>
        <name>CliOutput</name>
        <message>
            <source>arbiter print: {error}</source>
            <translation>arbiter print: {error}</translation>
        </message>
        <message numerus="yes">
            <source>{output}: {kind}, %n page(s)</source>
            <translation>
                <numerusform>{output}: {kind}, %n Seite</numerusform>
                <numerusform>{output}: {kind}, %n Seiten</numerusform>
            </translation>
        </message>
        <message>
            <source>left out: {section}: {reason}</source>
            <translation>ausgelassen: {section}: {reason}</translation>
        </message>
        <message>
            <source>round {round}: half-point bye for #{number} {name}</source>
            <translation>Runde {round}: Freilos mit halbem Punkt für Nr. {number} {name}</translation>
        </message>
        <message>
            <source>round {round}: zero-point bye for #{number} {name}</source>
            <translation>Runde {round}: Freilos ohne Punkt für Nr. {number} {name}</translation>
        </message>
        <message>
            <source>round {round}: full-point bye for #{number} {name}</source>
            <translation>Runde {round}: Freilos mit vollem Punkt für Nr. {number} {name}</translation>
        </message>
        <message>
            <source>paired</source>
            <translation>ausgelost</translation>
        </message>
        <message>
            <source>complete</source>
            <translation>abgeschlossen</translation>
        </message>
        <message>
            <source>     {number:&gt;4} {name}: half-point bye</source>
            <translation>     {number:&gt;4} {name}: Freilos mit halbem Punkt</translation>
        </message>
        <message>
            <source>     {number:&gt;4} {name}: zero-point bye</source>
            <translation>     {number:&gt;4} {name}: Freilos ohne Punkt</translation>
        </message>
        <message>
            <source>     {number:&gt;4} {name}: full-point bye</source>
            <translation>     {number:&gt;4} {name}: Freilos mit vollem Punkt</translation>
        </message>
        <message>
            <source>created {file}: {name}, {rounds} rounds</source>
            <translation>{file} angelegt: {name}, {rounds} Runden</translation>
        </message>
        <message>
            <source>created {file}: {name}, {rounds} rounds paired by {system}</source>
            <translation>{file} angelegt: {name}, {rounds} Runden; es gilt {system}</translation>
        </message>
        <message>
            <source>created {file}: {name}, a {system} (Berger tables, C.05 Annex 1; the number of rounds follows the players)</source>
            <translation>{file} angelegt: {name}, ein {system} (Berger-Tabellen, C.05 Anhang 1; die Anzahl der Runden ergibt sich aus den Spielern)</translation>
        </message>
        <message>
            <source>imported {trf} into {file}: {players} players, {rounds} rounds</source>
            <translation>{trf} in {file} importiert: {players} Spieler, {rounds} Runden</translation>
        </message>
        <message>
            <source>placeholder players of the bye taken out: {players} (--keep-dummies keeps them)</source>
            <translation>Platzhalter-Spieler des Freiloses entfernt: {players} (--keep-dummies behält sie)</translation>
        </message>
        <message>
            <source>warning: {warning}</source>
            <translation>Warnung: {warning}</translation>
        </message>
        <message>
            <source>from the library: {line}</source>
            <translation>aus der Bibliothek: {line}</translation>
        </message>
        <message>
            <source>note: {note}</source>
            <translation>Hinweis: {note}</translation>
        </message>
        <message>
            <source>added #{number} {name}</source>
            <translation>Nr. {number} {name} hinzugefügt</translation>
        </message>
        <message>
            <source>  {name} is now #{number}</source>
            <translation>  {name} hat jetzt Nr. {number}</translation>
        </message>
        <message>
            <source>removed #{number} {name}</source>
            <translation>Nr. {number} {name} entfernt</translation>
        </message>
        <message>
            <source>  {name} is now #{number} (was #{old})</source>
            <translation>  {name} hat jetzt Nr. {number} (vorher Nr. {old})</translation>
        </message>
        <message>
            <source>note: he is also entered in {sections}; --all-sections corrects him there too</source>
            <translation>Hinweis: er ist auch in {sections} gemeldet; --all-sections korrigiert ihn auch dort</translation>
        </message>
        <message>
            <source>#{number} {name} withdrawn from round {round}</source>
            <translation>Nr. {number} {name} ab Runde {round} zurückgezogen</translation>
        </message>
        <message>
            <source>  round {round} board {board}: #{white} - #{black} {result}</source>
            <translation>  Runde {round} Brett {board}: Nr. {white} - Nr. {black} {result}</translation>
        </message>
        <message>
            <source>#{number} {name} reinstated</source>
            <translation>Nr. {number} {name} wieder aufgenommen</translation>
        </message>
        <message>
            <source>round {round}: bye of #{number} {name} cancelled</source>
            <translation>Runde {round}: Freilos von Nr. {number} {name} aufgehoben</translation>
        </message>
        <message>
            <source>Round {round}{date}: {state}</source>
            <translation>Runde {round}{date}: {state}</translation>
        </message>
        <message>
            <source>     {number:&gt;4} {name}: pairing-allocated bye</source>
            <translation>     {number:&gt;4} {name}: zugelostes Freilos</translation>
        </message>
        <message>
            <source>     {number:&gt;4} {name}: no game (the Berger table's dummy)</source>
            <translation>     {number:&gt;4} {name}: keine Partie (der Platzhalter der Berger-Tabelle)</translation>
        </message>
        <message>
            <source>pairing numbers drawn by lot (seed {seed}):</source>
            <translation>Startnummern ausgelost (Startwert {seed}):</translation>
        </message>
        <message>
            <source>pairing numbers set by the arbiter:</source>
            <translation>Startnummern vom Schiedsrichter festgelegt:</translation>
        </message>
        <message>
            <source>{event}: {system}, {players} players, {rounds} rounds</source>
            <translation>{event}: {system}, {players} Spieler, {rounds} Runden</translation>
        </message>
        <message>
            <source>Round {round} (Berger table round {table_round}, cycle {cycle})</source>
            <translation>Runde {round} (Runde {table_round} der Berger-Tabelle, Durchgang {cycle})</translation>
        </message>
        <message>
            <source>     {number:&gt;4} {name}: no game</source>
            <translation>     {number:&gt;4} {name}: keine Partie</translation>
        </message>
        <message>
            <source>warning: {severity}: {warning}</source>
            <translation>Warnung: {severity}: {warning}</translation>
        </message>
        <message>
            <source>round {round}: the pairing breaks no rule checked</source>
            <translation>Runde {round}: die Paarungen verletzen keine der geprüften Regeln</translation>
        </message>
        <message>
            <source>note: {correction}</source>
            <translation>Hinweis: {correction}</translation>
        </message>
        <message>
            <source>round {round}, board {board}: {white} - {black}</source>
            <translation>Runde {round}, Brett {board}: {white} - {black}</translation>
        </message>
        <message>
            <source>{found} findings in {rounds} rounds break an article of the Swiss Team System (C.04.6)</source>
            <translation>{found} Befunde in {rounds} Runden verstoßen gegen einen Artikel des Schweizer Systems für Mannschaften (C.04.6)</translation>
        </message>
        <message>
            <source>all {rounds} rounds of team matches break no article of the Swiss Team System (C.04.6)</source>
            <translation>alle {rounds} Runden von Mannschaftskämpfen verstoßen gegen keinen Artikel des Schweizer Systems für Mannschaften (C.04.6)</translation>
        </message>
        <message>
            <source>all {matches} matches are paired as the Double-Swiss System (C.04.5) pairs them</source>
            <translation>alle {matches} Matches sind so ausgelost, wie das Doppel-Schweizer System (C.04.5) sie auslost</translation>
        </message>
        <message>
            <source>acceleration removed</source>
            <translation>Beschleunigung entfernt</translation>
        </message>
        <message>
            <source>Baku acceleration ({edition}):</source>
            <translation>Baku-Beschleunigung ({edition}):</translation>
        </message>
        <message>
            <source>  {points} virtual point(s) in rounds {first_round}-{last_round} to #{first}-#{last}</source>
            <translation>  {points} virtuelle(r) Punkt(e) in den Runden {first_round}-{last_round} für Nr. {first}-{last}</translation>
        </message>
        <message>
            <source>round {round} deleted</source>
            <translation>Runde {round} gelöscht</translation>
        </message>
        <message>
            <source>cleared</source>
            <translation>gelöscht</translation>
        </message>
        <message>
            <source>round {round} board {board}: #{white} - #{black} {result}</source>
            <translation>Runde {round} Brett {board}: Nr. {white} - Nr. {black} {result}</translation>
        </message>
        <message>
            <source>{line}, was {old}</source>
            <translation>{line}, vorher: {old}</translation>
        </message>
        <message>
            <source>wrote {file} ({version})</source>
            <translation>{file} geschrieben ({version})</translation>
        </message>
        <message>
            <source>       old: {value}</source>
            <translation>       alt: {value}</translation>
        </message>
        <message>
            <source>       new: {value}</source>
            <translation>       neu: {value}</translation>
        </message>
        <message>
            <source>  withdrawn from round {round}</source>
            <translation>  zurückgezogen ab Runde {round}</translation>
        </message>
        <message>
            <source>  nat. {national_id} {national_rating}</source>
            <translation>  nat. {national_id} {national_rating}</translation>
        </message>
        <message>
            <source>{found} of {rounds} rounds differ from the Berger table (C.05 Annex 1)</source>
            <translation>{found} von {rounds} Runden weichen von der Berger-Tabelle ab (C.05 Anhang 1)</translation>
        </message>
        <message>
            <source>{found} of {rounds} rounds differ from the FIDE Dutch pairing</source>
            <translation>{found} von {rounds} Runden weichen von der Auslosung nach dem Holländischen System der FIDE ab</translation>
        </message>
        <message>
            <source>{found} of {matches} matches break an article of the Double-Swiss System (C.04.5)</source>
            <translation>{found} von {matches} Matches verletzen einen Artikel des Doppel-Schweizer Systems (C.04.5)</translation>
        </message>
        <message>
            <source>all {rounds} rounds are paired as the Berger table (C.05 Annex 1) pairs them</source>
            <translation>alle {rounds} Runden sind so ausgelost, wie die Berger-Tabelle (C.05 Anhang 1) sie auslost</translation>
        </message>
        <message>
            <source>all {rounds} rounds are paired as the FIDE Dutch system pairs them</source>
            <translation>alle {rounds} Runden sind so ausgelost, wie das Holländische System der FIDE sie auslost</translation>
        </message>
        <message>
            <source>{event} ({city}, {federation}), {rounds} rounds</source>
            <translation>{event} ({city}, {federation}), {rounds} Runden</translation>
        </message>
        <message>
            <source>system: {system}; tie-breaks: {tiebreaks}</source>
            <translation>System: {system}; Feinwertungen: {tiebreaks}</translation>
        </message>
        <message>
            <source>{rounds} rounds: inferred from the player lines of the imported TRF {source}</source>
            <translation>{rounds} Runden: aus den Spielerzeilen des importierten TRF {source} abgeleitet</translation>
        </message>
        <message>
            <source>rating type: {rating_type}</source>
            <translation>Wertungsart: {rating_type}</translation>
        </message>
        <message>
            <source>players: {players}; rounds paired: {rounds}</source>
            <translation>Spieler: {players}; ausgeloste Runden: {rounds}</translation>
        </message>
        <message>
            <source>rules: {old} -&gt; {new}</source>
            <translation>Regeln: {old} -&gt; {new}</translation>
        </message>
        <message>
            <source>rules: {rules}</source>
            <translation>Regeln: {rules}</translation>
        </message>
        <message>
            <source>wrote a copy of {file} to {target}</source>
            <translation>Kopie von {file} nach {target} geschrieben</translation>
        </message>
        <message numerus="yes">
            <source>%n backup(s); kept: the newest {per_round} of each round, {timed} timed, {replaced} replaced files</source>
            <translation>
                <numerusform>%n Sicherung; behalten: die neuesten {per_round} jeder Runde, {timed} zeitgesteuerte, {replaced} ersetzte Dateien</numerusform>
                <numerusform>%n Sicherungen; behalten: die neuesten {per_round} jeder Runde, {timed} zeitgesteuerte, {replaced} ersetzte Dateien</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n row(s) read</source>
            <translation>
                <numerusform>%n Zeile gelesen</numerusform>
                <numerusform>%n Zeilen gelesen</numerusform>
            </translation>
        </message>
        <message>
            <source>  add #{number:&lt;4} {name}  {rating}</source>
            <translation>  neu Nr. {number:&lt;4} {name}  {rating}</translation>
        </message>
        <message>
            <source>  {name} would become #{number}</source>
            <translation>  {name} bekäme Nr. {number}</translation>
        </message>
        <message>
            <source>  problem: {problem}</source>
            <translation>  Problem: {problem}</translation>
        </message>
        <message>
            <source>dry run: nothing was changed; every row can be imported</source>
            <translation>Probelauf: nichts wurde geändert; jede Zeile kann importiert werden</translation>
        </message>
        <message numerus="yes">
            <source>dry run: nothing was changed; %n row(s) cannot be imported (--skip-bad-rows leaves them out)</source>
            <translation>
                <numerusform>Probelauf: nichts wurde geändert; %n Zeile kann nicht importiert werden (--skip-bad-rows lässt sie aus)</numerusform>
                <numerusform>Probelauf: nichts wurde geändert; %n Zeilen können nicht importiert werden (--skip-bad-rows lässt sie aus)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>imported %n player(s) from {csv} in one operation (undo: arbiter undo-import {file})</source>
            <translation>
                <numerusform>%n Spieler aus {csv} in einem Vorgang importiert (rückgängig: arbiter undo-import {file})</numerusform>
                <numerusform>%n Spieler aus {csv} in einem Vorgang importiert (rückgängig: arbiter undo-import {file})</numerusform>
            </translation>
        </message>
        <message>
            <source>  left out: {problem}</source>
            <translation>  ausgelassen: {problem}</translation>
        </message>
        <message numerus="yes">
            <source>removed the %n player(s) of the last import</source>
            <translation>
                <numerusform>%n Spieler des letzten Imports entfernt</numerusform>
                <numerusform>die %n Spieler des letzten Imports entfernt</numerusform>
            </translation>
        </message>
        <message>
            <source>FIDE-rated</source>
            <translation>FIDE-gewertet</translation>
        </message>
        <message>
            <source>not FIDE-rated</source>
            <translation>nicht FIDE-gewertet</translation>
        </message>
        <message>
            <source>  (proposed: --confirm to store)</source>
            <translation>  (vorgeschlagen: --confirm zum Speichern)</translation>
        </message>
        <message numerus="yes">
            <source>%n norm(s) achieved</source>
            <translation>
                <numerusform>%n Norm erreicht</numerusform>
                <numerusform>%n Normen erreicht</numerusform>
            </translation>
        </message>
        <message>
            <source>organiser: {organiser}</source>
            <translation>Veranstalter: {organiser}</translation>
        </message>
        <message>
            <source>chief arbiter (102): {chief_arbiter}</source>
            <translation>Hauptschiedsrichter (102): {chief_arbiter}</translation>
        </message>
        <message>
            <source>deputy arbiter (112): {deputy}</source>
            <translation>weiterer Schiedsrichter (112): {deputy}</translation>
        </message>
        <message>
            <source>time control: {time_control} (222: {code})</source>
            <translation>Bedenkzeit: {time_control} (222: {code})</translation>
        </message>
        <message>
            <source>rating: {rating_type}, {rated}; prizes: {label}</source>
            <translation>Wertung: {rating_type}, {rated}; Preise: {label}</translation>
        </message>
        <message>
            <source>language of documents: the language of the program that prints them</source>
            <translation>Sprache der Dokumente: die des Programms, das sie druckt</translation>
        </message>
        <message>
            <source>language of documents: {language} ({name})</source>
            <translation>Sprache der Dokumente: {language} ({name})</translation>
        </message>
        <message>
            <source>round {round:&gt;2}: {date}{note}</source>
            <translation>Runde {round:&gt;2}: {date}{note}</translation>
        </message>
        <message>
            <source>{name}: {rating_type} rating changes after round {rounds} (B.02)</source>
            <translation>{name}: {rating_type}-Elo-Änderungen nach Runde {rounds} (B.02)</translation>
        </message>
        <message>
            <source>{i}. {name} [{short}]: {rule}; prizes {prizes}</source>
            <translation>{i}. {name} [{short}]: {rule}; Preise {prizes}</translation>
        </message>
        <message>
            <source>Prizes by the final standings; ties {label}</source>
            <translation>Preise nach dem Endstand; Gleichstand: {label}</translation>
        </message>
        <message>
            <source>Prizes by the standings after round {round} (not final); ties {label}</source>
            <translation>Preise nach der Rangliste nach Runde {round} (nicht endgültig); Gleichstand: {label}</translation>
        </message>
        <message>
            <source>  no prize given</source>
            <translation>  kein Preis vergeben</translation>
        </message>
        <message>
            <source>total {amount}</source>
            <translation>gesamt {amount}</translation>
        </message>
        <message>
            <source>    fix: {command}</source>
            <translation>    Korrektur: {command}</translation>
        </message>
        <message>
            <source>everything the rating officer needs is there</source>
            <translation>alles, was der Elo-Referent braucht, ist vorhanden</translation>
        </message>
        <message>
            <source>{errors} error(s), {warnings} warning(s)</source>
            <translation>{errors} Fehler, {warnings} Warnung(en)</translation>
        </message>
        <message>
            <source>{name}: {description}, about {estimated_players:,} players</source>
            <translation>{name}: {description}, etwa {estimated_players:,} Spieler</translation>
        </message>
        <message>
            <source>imported {players:,} players (import {id}; 'arbiter library undo' undoes it)</source>
            <translation>{players:,} Spieler importiert (Import {id}; 'arbiter library undo' macht ihn rückgängig)</translation>
        </message>
        <message>
            <source>imported {players:,} players as national list {name!r} (import {id})</source>
            <translation>{players:,} Spieler als nationale Liste {name!r} importiert (Import {id})</translation>
        </message>
        <message>
            <source>  line {line}: {name}, {national_id}, {rating}, {club}</source>
            <translation>  Zeile {line}: {name}, {national_id}, {rating}, {club}</translation>
        </message>
        <message>
            <source>inactive</source>
            <translation>inaktiv</translation>
        </message>
        <message>
            <source>mapping saved as {name!r}</source>
            <translation>Zuordnung gespeichert als {name!r}</translation>
        </message>
        <message>
            <source>... more players match; type more of the name (or --limit {limit})</source>
            <translation>... weitere Spieler passen; mehr vom Namen eingeben (oder --limit {limit})</translation>
        </message>
        <message>
            <source>no player matches {text!r}</source>
            <translation>kein Spieler passt zu {text!r}</translation>
        </message>
        <message>
            <source>library {path}</source>
            <translation>Bibliothek {path}</translation>
        </message>
        <message>
            <source>FIDE players: {fide_players:,}; national players: {national_players:,}</source>
            <translation>FIDE-Spieler: {fide_players:,}; nationale Spieler: {national_players:,}</translation>
        </message>
        <message>
            <source>  national list {name!r}</source>
            <translation>  nationale Liste {name!r}</translation>
        </message>
        <message>
            <source>  (undone)</source>
            <translation>  (rückgängig gemacht)</translation>
        </message>
        <message>
            <source>{id:&gt;4}  {when}  {description}: {players:,} players from {source}{state}</source>
            <translation>{id:&gt;4}  {when}  {description}: {players:,} Spieler aus {source}{state}</translation>
        </message>
        <message>
            <source>undone: import {id} ({description})</source>
            <translation>rückgängig gemacht: Import {id} ({description})</translation>
        </message>
        <message>
            <source>redone: import {id} ({description})</source>
            <translation>wiederhergestellt: Import {id} ({description})</translation>
        </message>
        <message>
            <source>fixed {starts}</source>
            <translation>fest {starts}</translation>
        </message>
        <message>
            <source>, no header</source>
            <translation>, ohne Kopfzeile</translation>
        </message>
        <message>
            <source>removed national list {name!r} (import {id}; 'arbiter library undo' brings it back)</source>
            <translation>nationale Liste {name!r} entfernt (Import {id}; 'arbiter library undo' stellt sie wieder her)</translation>
        </message>
        <message>
            <source>every registered player's {rating_type} data is as in the library</source>
            <translation>die {rating_type}-Daten jedes angemeldeten Spielers entsprechen der Bibliothek</translation>
        </message>
        <message>
            <source>prohibited pairing {id}: {players}</source>
            <translation>verbotene Paarung {id}: {players}</translation>
        </message>
        <message numerus="yes">
            <source>%n player(s) would change; --apply applies it</source>
            <translation>
                <numerusform>%n Spieler würde sich ändern; --apply wendet es an</numerusform>
                <numerusform>%n Spieler würden sich ändern; --apply wendet es an</numerusform>
            </translation>
        </message>
        <message>
            <source>add --yes to update anyway</source>
            <translation>--yes hinzufügen, um trotzdem zu aktualisieren</translation>
        </message>
        <message numerus="yes">
            <source>updated %n player(s)</source>
            <translation>
                <numerusform>%n Spieler aktualisiert</numerusform>
                <numerusform>%n Spieler aktualisiert</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>removed the club restriction (%n group(s))</source>
            <translation>
                <numerusform>Vereinseinschränkung entfernt (%n Gruppe)</numerusform>
                <numerusform>Vereinseinschränkung entfernt (%n Gruppen)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>removed the federation restriction (%n group(s))</source>
            <translation>
                <numerusform>Verbandseinschränkung entfernt (%n Gruppe)</numerusform>
                <numerusform>Verbandseinschränkung entfernt (%n Gruppen)</numerusform>
            </translation>
        </message>
        <message>
            <source>  {reason}: {members} (rounds 1-{rounds})</source>
            <translation>  {reason}: {members} (Runden 1-{rounds})</translation>
        </message>
        <message numerus="yes">
            <source>%n group(s) of prohibited pairings</source>
            <translation>
                <numerusform>%n Gruppe verbotener Paarungen</numerusform>
                <numerusform>%n Gruppen verbotener Paarungen</numerusform>
            </translation>
        </message>
        <message>
            <source>every round</source>
            <translation>jede Runde</translation>
        </message>
        <message>
            <source>rounds {first}-{last}</source>
            <translation>Runden {first}-{last}</translation>
        </message>
        <message>
            <source>no prohibited pairings</source>
            <translation>keine verbotenen Paarungen</translation>
        </message>
        <message>
            <source>prohibited pairing {pair} removed</source>
            <translation>verbotene Paarung {pair} entfernt</translation>
        </message>
        <message>
            <source> (was {result})</source>
            <translation> (vorher {result})</translation>
        </message>
        <message>
            <source>round {round} board {board}: #{white} - #{black} {result}{was}</source>
            <translation>Runde {round} Brett {board}: Nr. {white} - Nr. {black} {result}{was}</translation>
        </message>
        <message>
            <source>problem: {problem}</source>
            <translation>Problem: {problem}</translation>
        </message>
        <message>
            <source>round {round}: {changes} result(s) to enter ({corrections} correction(s)), {unchanged} unchanged, {problems} problem(s); {missing} board(s) still without a result; {other} row(s) of other rounds left out</source>
            <translation>Runde {round}: {changes} Ergebnis(se) einzugeben ({corrections} Korrektur(en)), {unchanged} unverändert, {problems} Problem(e); {missing} Brett/Bretter noch ohne Ergebnis; {other} Zeile(n) anderer Runden ausgelassen</translation>
        </message>
        <message>
            <source>round {round}: {changes} result(s) to enter ({corrections} correction(s)), {unchanged} unchanged, {problems} problem(s); {missing} board(s) still without a result</source>
            <translation>Runde {round}: {changes} Ergebnis(se) einzugeben ({corrections} Korrektur(en)), {unchanged} unverändert, {problems} Problem(e); {missing} Brett/Bretter noch ohne Ergebnis</translation>
        </message>
        <message numerus="yes">
            <source>entered %n result(s) in round {round}</source>
            <translation>
                <numerusform>%n Ergebnis in Runde {round} eingegeben</numerusform>
                <numerusform>%n Ergebnisse in Runde {round} eingegeben</numerusform>
            </translation>
        </message>
        <message>
            <source>no result</source>
            <translation>kein Ergebnis</translation>
        </message>
        <message>
            <source>round {round} board {board}: back to {shown}</source>
            <translation>Runde {round} Brett {board}: zurück zu {shown}</translation>
        </message>
        <message>
            <source>wrote {target}</source>
            <translation>{target} geschrieben</translation>
        </message>
        <message>
            <source>wrote {path}</source>
            <translation>{path} geschrieben</translation>
        </message>
        <message>
            <source>warning: no {language} translation; the site is in {written}</source>
            <translation>Warnung: keine Übersetzung für {language}; die Website ist auf {written}</translation>
        </message>
        <message>
            <source>wrote {count} files into {folder}</source>
            <translation>{count} Dateien in {folder} geschrieben</translation>
        </message>
        <message>
            <source>removed {name} (no longer published)</source>
            <translation>{name} entfernt (nicht mehr veröffentlicht)</translation>
        </message>
        <message>
            <source>arbiter: expected one of {commands}</source>
            <translation>arbiter: erwartet wird eines von {commands}</translation>
        </message>
        <message>
            <source>#{number} {name} has no fixed board</source>
            <translation>Nr. {number} {name} hat kein festes Brett</translation>
        </message>
        <message>
            <source>#{number} {name} plays on board {board} in every round paired from now on (two fixed players paired together: the lower board; two on one board: the game earlier in the pairing keeps it)</source>
            <translation>Nr. {number} {name} spielt in jeder ab jetzt ausgelosten Runde an Brett {board} (zwei feste Spieler gegeneinander: das niedrigere Brett; zwei auf einem Brett: die in der Auslosung frühere Partie behält es)</translation>
        </message>
        <message>
            <source>withdrawn</source>
            <translation>zurückgezogen</translation>
        </message>
        <message>
            <source>bye</source>
            <translation>bye</translation>
        </message>
        <message>
            <source>present</source>
            <translation>anwesend</translation>
        </message>
        <message>
            <source>absent</source>
            <translation>abwesend</translation>
        </message>
        <message>
            <source>round {round}: {present} of {players} players checked in, {absent} absent</source>
            <translation>Runde {round}: {present} von {players} Spielern anwesend, {absent} abwesend</translation>
        </message>
        <message>
            <source>#{number} {name} checked in for round {round}</source>
            <translation>Nr. {number} {name} für Runde {round} anwesend</translation>
        </message>
        <message>
            <source>#{number} {name} not checked in for round {round}</source>
            <translation>Nr. {number} {name} für Runde {round} nicht anwesend</translation>
        </message>
        <message>
            <source>#{number} {name}: zero-point bye (absent at check-in)</source>
            <translation>Nr. {number} {name}: Freilos ohne Punkt (bei der Anwesenheitskontrolle abwesend)</translation>
        </message>
        <message>
            <source>#{number} {name}: withdrawn (absent at check-in)</source>
            <translation>Nr. {number} {name}: zurückgezogen (bei der Anwesenheitskontrolle abwesend)</translation>
        </message>
        <message numerus="yes">
            <source>%n absent player(s) not paired</source>
            <translation>
                <numerusform>%n abwesender Spieler nicht ausgelost</numerusform>
                <numerusform>%n abwesende Spieler nicht ausgelost</numerusform>
            </translation>
        </message>
        <message>
            <source>receipt {receipt}: {amount} from #{number} {name}</source>
            <translation>Quittung {receipt}: {amount} von Nr. {number} {name}</translation>
        </message>
        <message>
            <source>paid</source>
            <translation>bezahlt</translation>
        </message>
        <message>
            <source>owes {amount}</source>
            <translation>schuldet {amount}</translation>
        </message>
        <message>
            <source>#{number} {name}: fee category {category}</source>
            <translation>Nr. {number} {name}: Startgeldkategorie {category}</translation>
        </message>
        <message>
            <source>by the rules</source>
            <translation>nach den Regeln</translation>
        </message>
        <message>
            <source>{category}: {players} players, due {due}, received {received}, outstanding {outstanding}</source>
            <translation>{category}: {players} Spieler, fällig {due}, eingegangen {received}, offen {outstanding}</translation>
        </message>
        <message>
            <source>no category</source>
            <translation>keine Kategorie</translation>
        </message>
        <message>
            <source>total: due {due}, received {received}, outstanding {outstanding}</source>
            <translation>gesamt: fällig {due}, eingegangen {received}, offen {outstanding}</translation>
        </message>
        <message>
            <source>Match {match}, game {game} (round {round}){date}: {state}</source>
            <translation>Match {match}, Partie {game} (Runde {round}){date}: {state}</translation>
        </message>
        <message>
            <source>created {file}: {name}, a Double-Swiss of {matches} matches (C.04.5)</source>
            <translation>{file} angelegt: {name}, ein Doppel-Schweizer Turnier mit {matches} Matches (C.04.5)</translation>
        </message>
        <message>
            <source>the Double-Swiss System (C.04.5), as record 192 says: {matches} matches</source>
            <translation>das Doppel-Schweizer System (C.04.5), wie Datensatz 192 sagt: {matches} Matches</translation>
        </message>
        <message>
            <source>match {match} board {board}: #{white} - #{black} game 1 {first}, game 2 {second}</source>
            <translation>Match {match} Brett {board}: #{white} - #{black} Partie 1 {first}, Partie 2 {second}</translation>
        </message>
        <message>
            <source>every network of this machine (address {host})</source>
            <translation>alle Netzwerke dieses Rechners (Adresse {host})</translation>
        </message>
        <message>
            <source>address {host} only</source>
            <translation>nur Adresse {host}</translation>
        </message>
        <message>
            <source>serving {event} on port {port}, {where}; the phones open:</source>
            <translation>{event} wird auf Port {port} ausgeliefert, {where}; die Handys öffnen:</translation>
        </message>
        <message>
            <source>Ctrl+C stops the server.</source>
            <translation>Strg+C beendet den Server.</translation>
        </message>
        <message>
            <source>stopped</source>
            <translation>beendet</translation>
        </message>
        <message>
            <source>copied {source} to {target}</source>
            <translation>{source} nach {target} kopiert</translation>
        </message>
        <message>
            <source>password of {user} on {host}: </source>
            <translation>Passwort von {user} auf {host}: </translation>
        </message>
        <message>
            <source>this desk ({user}): {role}</source>
            <translation>dieser Arbeitsplatz ({user}): {role}</translation>
        </message>
        <message>
            <source>{person} is {role} at the desks of this event</source>
            <translation>{person} ist {role} an den Arbeitsplätzen dieses Turniers</translation>
        </message>
        <message>
            <source>created {file}: {name}, a team event of {boards} boards ({system})</source>
            <translation>{file} angelegt: {name}, ein Mannschaftsturnier an {boards} Brettern ({system})</translation>
        </message>
        <message>
            <source>{code} ({kind}, {boards} boards)</source>
            <translation>{code} ({kind}, {boards} Bretter)</translation>
        </message>
        <message>
            <source> (captain: {captain})</source>
            <translation> (Mannschaftsführer: {captain})</translation>
        </message>
        <message>
            <source>, withdrawn from round {round}</source>
            <translation>, zurückgezogen ab Runde {round}</translation>
        </message>
        <message numerus="yes">
            <source>team {number} {name} registered with %n player(s)</source>
            <translation>
                <numerusform>Mannschaft {number} {name} mit %n Spieler angemeldet</numerusform>
                <numerusform>Mannschaft {number} {name} mit %n Spielern angemeldet</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} plays from round {round} on</source>
            <translation>{name} spielt ab Runde {round}</translation>
        </message>
        <message>
            <source>{name} withdrawn from round {round}: not paired any more</source>
            <translation>{name} ab Runde {round} zurückgezogen: wird nicht mehr ausgelost</translation>
        </message>
        <message>
            <source>{name} reinstated: paired again</source>
            <translation>{name} wieder aufgenommen: wird wieder ausgelost</translation>
        </message>
        <message>
            <source>  cannot import: {problem}</source>
            <translation>  nicht importierbar: {problem}</translation>
        </message>
        <message numerus="yes">
            <source>dry run: nothing was changed; %n row(s) cannot be imported</source>
            <translation>
                <numerusform>Probelauf: nichts wurde geändert; %n Zeile kann nicht importiert werden</numerusform>
                <numerusform>Probelauf: nichts wurde geändert; %n Zeilen können nicht importiert werden</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>imported %n team(s) from {csv} in one operation (undo: arbiter undo-import-teams {file})</source>
            <translation>
                <numerusform>%n Mannschaft aus {csv} in einem Schritt importiert (rückgängig: arbiter undo-import-teams {file})</numerusform>
                <numerusform>%n Mannschaften aus {csv} in einem Schritt importiert (rückgängig: arbiter undo-import-teams {file})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>removed %n team(s) and their players</source>
            <translation>
                <numerusform>%n Mannschaft mit ihren Spielern entfernt</numerusform>
                <numerusform>%n Mannschaften mit ihren Spielern entfernt</numerusform>
            </translation>
        </message>
        <message>
            <source>match {match}: {team} has the pairing-allocated bye</source>
            <translation>Wettkampf {match}: {team} hat das spielfreie Los</translation>
        </message>
        <message>
            <source>match {match}: {white} - {black}  {score}</source>
            <translation>Wettkampf {match}: {white} - {black}  {score}</translation>
        </message>
        <message>
            <source>  line-up missing: {teams}</source>
            <translation>  Aufstellung fehlt: {teams}</translation>
        </message>
        <message>
            <source>Round {round}</source>
            <translation>Runde {round}</translation>
        </message>
        <message>
            <source>round {round}: line-up of {team} stored (match {match})</source>
            <translation>Runde {round}: Aufstellung von {team} gespeichert (Wettkampf {match})</translation>
        </message>
        <message>
            <source>round {round}, match {match}: every game forfeited by team(s) {teams}</source>
            <translation>Runde {round}, Wettkampf {match}: jede Partie kampflos verloren von Mannschaft(en) {teams}</translation>
        </message>
        <message>
            <source>round {round}: {team} has a {kind} bye</source>
            <translation>Runde {round}: {team} hat ein spielfreies Los ({kind})</translation>
        </message>
        <message>
            <source>Board results (games played, points, performance)</source>
            <translation>Brettergebnisse (gespielte Partien, Punkte, Leistung)</translation>
        </message>
        <message>
            <source>Board {board}</source>
            <translation>Brett {board}</translation>
        </message>
        <message>
            <source>{name}: {system}, {players} players, round {paired} of {rounds}</source>
            <translation>{name}: {system}, {players} Spieler, Runde {paired} von {rounds}</translation>
        </message>
        <message>
            <source>added the section {line}</source>
            <translation>Gruppe hinzugefügt: {line}</translation>
        </message>
        <message>
            <source>the section {old} is called {new}</source>
            <translation>die Gruppe {old} heißt {new}</translation>
        </message>
        <message numerus="yes">
            <source>deleted the section {name} and its %n registered players</source>
            <translation>
                <numerusform>Gruppe {name} mit ihrem %n gemeldeten Spieler gelöscht</numerusform>
                <numerusform>Gruppe {name} mit ihren %n gemeldeten Spielern gelöscht</numerusform>
            </translation>
        </message>
        <message>
            <source>(undo: arbiter section restore {file} "{name}")</source>
            <translation>(rückgängig: arbiter section restore {file} "{name}")</translation>
        </message>
        <message numerus="yes">
            <source>put back the section {name} and its %n registered players</source>
            <translation>
                <numerusform>Gruppe {name} mit ihrem %n angemeldeten Spieler wiederhergestellt</numerusform>
                <numerusform>Gruppe {name} mit ihren %n angemeldeten Spielern wiederhergestellt</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} entered in {section} as number {number}</source>
            <translation>{name} in {section} als Nummer {number} eingetragen</translation>
        </message>
    </context>
    <context>
        <name>CliRefusal</name>
        <message>
            <source>{kind} is printed from a tournament file (.arbiter), not from {path}</source>
            <translation>{kind} wird aus einer Turnierdatei (.arbiter) gedruckt, nicht aus {path}</translation>
        </message>
        <message>
            <source>{path}: no such file</source>
            <translation>{path}: Datei nicht gefunden</translation>
        </message>
        <message>
            <source>it1 needs --player N, the player's pairing number</source>
            <translation>it1 braucht --player N, die Startnummer des Spielers</translation>
        </message>
        <message>
            <source>{text} is not a date YYYY-MM-DD</source>
            <translation>{text} ist kein Datum JJJJ-MM-TT</translation>
        </message>
        <message>
            <source>--reverse-last-two is for a double round robin (--system double-berger)</source>
            <translation>--reverse-last-two ist für ein doppelrundiges Turnier (--system double-berger)</translation>
        </message>
        <message>
            <source>a Swiss event needs its number of rounds (--rounds)</source>
            <translation>ein Turnier nach Schweizer System braucht seine Rundenzahl (--rounds)</translation>
        </message>
        <message>
            <source>{error}
(--lenient imports it with a warning for each such line)</source>
            <translation>{error}
(--lenient importiert sie mit einer Warnung für jede solche Zeile)</translation>
        </message>
        <message>
            <source>give --name, or --fide-id / --national-id of a player in the library</source>
            <translation>--name angeben, oder --fide-id / --national-id eines Spielers der Bibliothek</translation>
        </message>
        <message>
            <source>--all pairs every round of a round robin; a Swiss round needs the results of the round before</source>
            <translation>--all lost alle Runden eines Rundenturniers aus; eine Runde nach Schweizer System braucht die Ergebnisse der vorigen Runde</translation>
        </message>
        <message>
            <source>no player has pairing number {number}</source>
            <translation>kein Spieler hat die Startnummer {number}</translation>
        </message>
        <message>
            <source>{text} is not a board WHITE-BLACK (pairing numbers)</source>
            <translation>{text} ist kein Brett WEISS-SCHWARZ (Startnummern)</translation>
        </message>
        <message>
            <source>board {board} of round {round} already has the result {old}; add --force to replace it</source>
            <translation>Brett {board} der Runde {round} hat schon das Ergebnis {old}; mit --force wird es ersetzt</translation>
        </message>
        <message>
            <source>board {board} of round {round} already has the result {old}, the forfeit of the withdrawal of #{number} {name}; add --force to replace it</source>
            <translation>Brett {board} der Runde {round} hat schon das Ergebnis {old}, die kampflose Partie nach dem Rückzug von Nr. {number} {name}; mit --force wird es ersetzt</translation>
        </message>
        <message>
            <source>interrupted; an operation is stored only if it was reported done</source>
            <translation>unterbrochen; ein Vorgang ist nur gespeichert, wenn er als erledigt gemeldet wurde</translation>
        </message>
        <message>
            <source>deputy {name}: FIDE ID {fide_id!r} must be digits</source>
            <translation>weiterer Schiedsrichter {name}: FIDE-ID {fide_id!r} muss aus Ziffern bestehen</translation>
        </message>
        <message>
            <source>deputy {name}: arbiter title {title!r} is not one of {titles}</source>
            <translation>weiterer Schiedsrichter {name}: Schiedsrichtertitel {title!r} ist keiner von {titles}</translation>
        </message>
        <message>
            <source>chief arbiter FIDE ID {fide_id!r} must be digits</source>
            <translation>die FIDE-ID des Hauptschiedsrichters {fide_id!r} muss aus Ziffern bestehen</translation>
        </message>
        <message>
            <source>arbiter title {title!r} is not one of {titles}</source>
            <translation>Schiedsrichtertitel {title!r} ist keiner von {titles}</translation>
        </message>
        <message>
            <source>{text!r}: dates YYYY-MM-DD separated by commas</source>
            <translation>{text!r}: Daten JJJJ-MM-TT durch Kommas getrennt</translation>
        </message>
        <message>
            <source>K {text!r} is not a whole number</source>
            <translation>K {text!r} ist keine ganze Zahl</translation>
        </message>
        <message>
            <source>no player has pairing number {player}</source>
            <translation>kein Spieler hat die Startnummer {player}</translation>
        </message>
        <message>
            <source>player #{player} has no norm to reach (a GM, or no such player)</source>
            <translation>Spieler Nr. {player} hat keine Norm zu erreichen (ein GM, oder kein solcher Spieler)</translation>
        </message>
        <message>
            <source>prize {text!r}: an amount like 300 or 150.50, optionally :label</source>
            <translation>Preis {text!r}: ein Betrag wie 300 oder 150.50, optional :Bezeichnung</translation>
        </message>
        <message>
            <source>prize {text!r}: at most two decimals, not negative</source>
            <translation>Preis {text!r}: höchstens zwei Dezimalstellen, nicht negativ</translation>
        </message>
        <message>
            <source>player {text!r} is not a whole number</source>
            <translation>Spieler {text!r} ist keine ganze Zahl</translation>
        </message>
        <message>
            <source>add needs the category's name</source>
            <translation>add braucht den Namen der Kategorie</translation>
        </message>
        <message>
            <source>there is no prize category {name!r}</source>
            <translation>es gibt keine Preiskategorie {name!r}</translation>
        </message>
        <message>
            <source>yes or no</source>
            <translation>yes oder no</translation>
        </message>
        <message>
            <source>internal error ({kind}: {error}); please report it</source>
            <translation>interner Fehler ({kind}: {error}); bitte melden</translation>
        </message>
        <message>
            <source>give --columns FIELD=COLUMN,... (columns counted from 1) or --mapping NAME</source>
            <translation>--columns FELD=SPALTE,... (Spalten ab 1 gezählt) oder --mapping NAME angeben</translation>
        </message>
        <message>
            <source>--columns: {item!r} is not FIELD=COLUMN (columns counted from 1)</source>
            <translation>--columns: {item!r} ist nicht FELD=SPALTE (Spalten ab 1 gezählt)</translation>
        </message>
        <message>
            <source>no saved mapping {mapping!r} (saved: {saved})</source>
            <translation>keine gespeicherte Zuordnung {mapping!r} (gespeichert: {saved})</translation>
        </message>
        <message>
            <source>none</source>
            <translation>keine</translation>
        </message>
        <message>
            <source>--columns: unknown field {field!r} (fields: {fields})</source>
            <translation>--columns: unbekanntes Feld {field!r} (Felder: {fields})</translation>
        </message>
        <message>
            <source>there is no import to redo</source>
            <translation>es gibt keinen Import zum Wiederherstellen</translation>
        </message>
        <message>
            <source>there is no import to undo</source>
            <translation>es gibt keinen Import zum Rückgängigmachen</translation>
        </message>
        <message>
            <source>give --rounds K (the last round of the restriction) or --remove</source>
            <translation>--rounds K (die letzte Runde der Einschränkung) oder --remove angeben</translation>
        </message>
        <message>
            <source>{text!r} is not a round or a range FIRST-LAST</source>
            <translation>{text!r} ist keine Runde und kein Bereich ERSTE-LETZTE</translation>
        </message>
        <message>
            <source>no player has pairing number {missing}</source>
            <translation>kein Spieler hat die Startnummer {missing}</translation>
        </message>
        <message>
            <source>FIDE id {fide_id!r} must be digits only</source>
            <translation>FIDE-ID {fide_id!r} darf nur aus Ziffern bestehen</translation>
        </message>
        <message>
            <source>the library has no player with FIDE ID {id}; give --name to register by hand</source>
            <translation>die Bibliothek hat keinen Spieler mit der FIDE-ID {id}; --name angeben, um von Hand anzumelden</translation>
        </message>
        <message>
            <source>the library has no player with national ID {id}; give --name to register by hand</source>
            <translation>die Bibliothek hat keinen Spieler mit der nationalen ID {id}; --name angeben, um von Hand anzumelden</translation>
        </message>
        <message>
            <source>--round needs --table pairings</source>
            <translation>--round braucht --table pairings</translation>
        </message>
        <message>
            <source>--round goes with --table pairings</source>
            <translation>--round gehört zu --table pairings</translation>
        </message>
        <message>
            <source>there is no fee category named {name}</source>
            <translation>es gibt keine Startgeldkategorie namens {name}</translation>
        </message>
        <message>
            <source>a fee category needs an amount (0: free)</source>
            <translation>eine Startgeldkategorie braucht einen Betrag (0: frei)</translation>
        </message>
        <message>
            <source>--category needs --player N</source>
            <translation>--category braucht --player N</translation>
        </message>
        <message>
            <source>{text} is not a board number (or none)</source>
            <translation>{text} ist keine Brettnummer (und nicht none)</translation>
        </message>
        <message>
            <source>one result per board: this event is not a Double-Swiss</source>
            <translation>ein Ergebnis je Brett: dieses Turnier ist kein Doppel-Schweizer Turnier</translation>
        </message>
        <message>
            <source>a Double-Swiss match is two games: give the result of game 1 and of game 2 (e.g. 1-0 1/2)</source>
            <translation>ein Doppel-Schweizer Match hat zwei Partien: geben Sie das Ergebnis von Partie 1 und von Partie 2 an (z. B. 1-0 1/2)</translation>
        </message>
        <message>
            <source>board {board} of match {match} already has the results {old}; add --force to replace them</source>
            <translation>Brett {board} von Match {match} hat schon die Ergebnisse {old}; --force ersetzt sie</translation>
        </message>
        <message>
            <source>{text} is not a port number (0 to 65535)</source>
            <translation>{text} ist keine Portnummer (0 bis 65535)</translation>
        </message>
        <message>
            <source>give the role of {person}: chief, deputy or viewer</source>
            <translation>geben Sie die Rolle von {person} an: chief, deputy oder viewer</translation>
        </message>
        <message>
            <source>--boards and --team-code are for a team event (--system team-swiss)</source>
            <translation>--boards und --team-code sind für ein Mannschaftsturnier (--system team-swiss)</translation>
        </message>
        <message>
            <source>a team event needs its boards per match, 1 to {most} (--boards)</source>
            <translation>ein Mannschaftsturnier braucht seine Bretter je Wettkampf, 1 bis {most} (--boards)</translation>
        </message>
        <message>
            <source>--team-code {code} is not a code of C.04.6 like FIDE_TEAM_TYPEA_MP_GP</source>
            <translation>--team-code {code} ist kein Code von C.04.6 wie FIDE_TEAM_TYPEA_MP_GP</translation>
        </message>
        <message>
            <source>rating {rating!r} is not a whole number</source>
            <translation>Elo {rating!r} ist keine ganze Zahl</translation>
        </message>
        <message>
            <source>there is no team {number}</source>
            <translation>es gibt keine Mannschaft {number}</translation>
        </message>
        <message>
            <source>player #{number} is in no team</source>
            <translation>Spieler Nr. {number} ist in keiner Mannschaft</translation>
        </message>
        <message>
            <source>--all-sections prints from a tournament file (.arbiter), not from {path}</source>
            <translation>--all-sections druckt aus einer Turnierdatei (.arbiter), nicht aus {path}</translation>
        </message>
    </context>
</TS>
