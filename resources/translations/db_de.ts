<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
    <context>
        <name>DbCheck</name>
        <message>
            <source>no result</source>
            <translation>kein Ergebnis</translation>
        </message>
        <message>
            <source>round {paired} was paired before the result of board {board} of round {round} was corrected from {old} to {new} (audit {rows}); it is checked with the result known then</source>
            <translation>Runde {paired} wurde ausgelost, bevor das Ergebnis von Brett {board} der Runde {round} von {old} auf {new} korrigiert wurde (Änderungsprotokoll {rows}); sie wird mit dem damals bekannten Ergebnis geprüft</translation>
        </message>
        <message>
            <source>rounds {paired} were paired before the result of board {board} of round {round} was corrected from {old} to {new} (audit {rows}); they are checked with the result known then</source>
            <translation>die Runden {paired} wurden ausgelost, bevor das Ergebnis von Brett {board} der Runde {round} von {old} auf {new} korrigiert wurde (Änderungsprotokoll {rows}); sie werden mit dem damals bekannten Ergebnis geprüft</translation>
        </message>
    </context>
    <context>
        <name>DbDesk</name>
        <message>
            <source>all {rounds} rounds are paired: there is no check-in left</source>
            <translation>alle {rounds} Runden sind ausgelost: keine Anwesenheitskontrolle mehr</translation>
        </message>
        <message>
            <source>the check-in is for round {following}, the next round to pair, not round {round}</source>
            <translation>die Anwesenheitskontrolle gilt für Runde {following}, die nächste auszulosende, nicht für Runde {round}</translation>
        </message>
        <message>
            <source>{name} is withdrawn from round {round} on: undo the withdrawal first</source>
            <translation>{name} ist ab Runde {round} zurückgezogen: zuerst den Rückzug aufheben</translation>
        </message>
        <message>
            <source>nobody has checked in for round {round}: tick the players present first</source>
            <translation>für Runde {round} ist niemand als anwesend markiert: zuerst die anwesenden Spieler abhaken</translation>
        </message>
        <message>
            <source>a fee category needs a name</source>
            <translation>eine Startgeldkategorie braucht einen Namen</translation>
        </message>
        <message>
            <source>fee category {name}: the amount must be between 0 and {most}</source>
            <translation>Kategorie {name}: der Betrag muss zwischen 0 und {most} liegen</translation>
        </message>
        <message>
            <source>two fee categories are named {name}</source>
            <translation>zwei Startgeldkategorien heißen {name}</translation>
        </message>
        <message>
            <source>there is no fee category named {name}</source>
            <translation>es gibt keine Startgeldkategorie namens {name}</translation>
        </message>
        <message>
            <source>{text} is not an amount of money (like 50 or 12.50)</source>
            <translation>{text} ist kein Geldbetrag (wie 50 oder 12.50)</translation>
        </message>
        <message>
            <source>a payment must be more than 0 and at most {most}</source>
            <translation>eine Zahlung muss größer als 0 und höchstens {most} sein</translation>
        </message>
        <message>
            <source>there is no receipt {receipt}</source>
            <translation>es gibt keine Quittung {receipt}</translation>
        </message>
        <message>
            <source>receipt {receipt} is recorded already</source>
            <translation>Quittung {receipt} ist schon erfasst</translation>
        </message>
        <message>
            <source>{player} keeps board {wanted} but plays {other}, who keeps board {given}: the game is on board {given} (two fixed players paired together: the lower board is kept)</source>
            <translation>{player} hat das feste Brett {wanted}, spielt aber gegen {other} mit dem festen Brett {given}: die Partie ist an Brett {given} (zwei feste Spieler gegeneinander: das niedrigere Brett bleibt)</translation>
        </message>
        <message>
            <source>{player} keeps board {wanted}, as {other} does, whose game comes first in the pairing: {player} plays on board {given} (two fixed players on one board: the higher game keeps it)</source>
            <translation>{player} hat das feste Brett {wanted}, ebenso {other}, dessen Partie in der Auslosung vorher kommt: {player} spielt an Brett {given} (zwei feste Spieler auf einem Brett: die höhere Partie behält es)</translation>
        </message>
        <message>
            <source>{player} keeps board {wanted}, but this round has {given} boards: the game is on the last board</source>
            <translation>{player} hat das feste Brett {wanted}, aber diese Runde hat {given} Bretter: die Partie ist am letzten Brett</translation>
        </message>
        <message>
            <source>board {board} cannot be fixed: boards are numbered 1 to {last}</source>
            <translation>Brett {board} kann nicht festgelegt werden: die Bretter sind von 1 bis {last} nummeriert</translation>
        </message>
    </context>
    <context>
        <name>DbEndEvent</name>
        <message>
            <source>rating changes</source>
            <translation>Elo-Änderungen</translation>
        </message>
        <message>
            <source>K must be 10, 20 or 40 (B.02 8.3.3), not {k}</source>
            <translation>K muss 10, 20 oder 40 sein (B.02 8.3.3), nicht {k}</translation>
        </message>
        <message>
            <source>no player has pairing number {missing}</source>
            <translation>kein Spieler hat die Startnummer {missing}</translation>
        </message>
        <message>
            <source>a prize category needs a name</source>
            <translation>eine Preiskategorie braucht einen Namen</translation>
        </message>
        <message>
            <source>category name {name!r} is longer than {MAX_NAME} characters</source>
            <translation>der Kategoriename {name!r} ist länger als {MAX_NAME} Zeichen</translation>
        </message>
        <message>
            <source>{name}: born from {born_from} to {born_to} admits nobody</source>
            <translation>{name}: geboren von {born_from} bis {born_to} lässt niemanden zu</translation>
        </message>
        <message>
            <source>{name}: rating {rating_min} to {rating_max} admits nobody</source>
            <translation>{name}: Elo {rating_min} bis {rating_max} lässt niemanden zu</translation>
        </message>
        <message>
            <source>{name}: an unrated category cannot have a minimum rating</source>
            <translation>{name}: eine Kategorie für Spieler ohne Elo kann keine Mindest-Elo haben</translation>
        </message>
        <message>
            <source>{name}: a prize cannot be negative</source>
            <translation>{name}: ein Preis kann nicht negativ sein</translation>
        </message>
        <message>
            <source>{c!r} is not an engine.prizes.PrizeCategory</source>
            <translation>{c!r} ist keine engine.prizes.PrizeCategory</translation>
        </message>
        <message>
            <source>two prize categories have the same name</source>
            <translation>zwei Preiskategorien haben denselben Namen</translation>
        </message>
        <message>
            <source>{count} dates for {number_of_rounds} rounds</source>
            <translation>{count} Termine für {number_of_rounds} Runden</translation>
        </message>
        <message>
            <source>round {r} ({when}) is before the start of the event ({start_date})</source>
            <translation>Runde {r} ({when}) liegt vor dem Beginn des Turniers ({start_date})</translation>
        </message>
        <message>
            <source>round {r} ({when}) is after the end of the event ({end_date})</source>
            <translation>Runde {r} ({when}) liegt nach dem Ende des Turniers ({end_date})</translation>
        </message>
        <message>
            <source>round {r} ({when}) would be before round {previous} ({previous2})</source>
            <translation>Runde {r} ({when}) läge vor Runde {previous} ({previous2})</translation>
        </message>
        <message>
            <source>{consequences} Confirm the update to go ahead.</source>
            <translation>{consequences} Bestätigen Sie die Aktualisierung, um fortzufahren.</translation>
        </message>
        <message>
            <source>rating</source>
            <translation>Elo</translation>
        </message>
        <message>
            <source>title</source>
            <translation>Titel</translation>
        </message>
        <message>
            <source>federation</source>
            <translation>Verband</translation>
        </message>
        <message>
            <source>K factor</source>
            <translation>K-Faktor</translation>
        </message>
        <message>
            <source>inactive</source>
            <translation>inaktiv</translation>
        </message>
        <message>
            <source>other titles</source>
            <translation>weitere Titel</translation>
        </message>
        <message>
            <source>national rating</source>
            <translation>nationale Wertungszahl</translation>
        </message>
        <message>
            <source>{field} {before} -&gt; {after}</source>
            <translation>{field} {before} -&gt; {after}</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>ja</translation>
        </message>
        <message>
            <source>no</source>
            <translation>nein</translation>
        </message>
        <message>
            <source>Round {round} is already paired. C.04.2 (2026) art. 2.1 uses the ratings in force on the day the tournament starts; a later list does not change the order. Updating now changes the ratings shown and printed, the rating-based tie-breaks (ARO, TPR...) and the ratings written to the TRF for rating; the pairing numbers and the rounds already paired stay as they are.</source>
            <translation>Runde {round} ist bereits ausgelost. C.04.2 (2026) Art. 2.1 verwendet die Wertungszahlen, die am ersten Turniertag gelten; eine spätere Liste ändert die Reihenfolge nicht. Eine Aktualisierung jetzt ändert die angezeigten und gedruckten Wertungszahlen, die Elo-basierten Feinwertungen (ARO, TPR...) und die Wertungszahlen in der TRF für die Elo-Auswertung; die Startnummern und die bereits ausgelosten Runden bleiben, wie sie sind.</translation>
        </message>
    </context>
    <context>
        <name>DbFile</name>
        <message>
            <source>opened read-only: {reason}</source>
            <translation>schreibgeschützt geöffnet: {reason}</translation>
        </message>
        <message>
            <source>read while {reason}</source>
            <translation>gelesen, obwohl {reason}</translation>
        </message>
        <message>
            <source>the disk reported an error ({reason}), but the change is stored</source>
            <translation>der Datenträger meldete einen Fehler ({reason}), aber die Änderung ist gespeichert</translation>
        </message>
        <message>
            <source>cannot write the copy {name}: {reason}</source>
            <translation>die Kopie {name} kann nicht geschrieben werden: {reason}</translation>
        </message>
        <message>
            <source>the disk is full ({detail})</source>
            <translation>der Datenträger ist voll ({detail})</translation>
        </message>
        <message>
            <source>the disk reported an error ({detail}, {name})</source>
            <translation>der Datenträger meldete einen Fehler ({detail}, {name})</translation>
        </message>
        <message>
            <source>the file or its drive is read-only ({detail})</source>
            <translation>die Datei oder ihr Laufwerk ist schreibgeschützt ({detail})</translation>
        </message>
        <message>
            <source>the file cannot be opened ({detail}): is the drive still there, may you read its folder?</source>
            <translation>die Datei kann nicht geöffnet werden ({detail}): ist das Laufwerk noch da, dürfen Sie seinen Ordner lesen?</translation>
        </message>
        <message>
            <source>another program is writing the file ({detail})</source>
            <translation>ein anderes Programm schreibt gerade in die Datei ({detail})</translation>
        </message>
        <message>
            <source>the computer is out of memory ({detail})</source>
            <translation>der Computer hat keinen Speicher mehr ({detail})</translation>
        </message>
        <message>
            <source>{path}: no such file</source>
            <translation>{path}: Datei nicht gefunden</translation>
        </message>
        <message>
            <source>{name} cannot be read ({strerror})</source>
            <translation>{name} kann nicht gelesen werden ({strerror})</translation>
        </message>
        <message>
            <source>{name} is not an Arbiter Desk tournament file (it is not an SQLite database)</source>
            <translation>{name} ist keine Arbiter-Desk-Turnierdatei (es ist keine SQLite-Datenbank)</translation>
        </message>
        <message>
            <source>{name} is an SQLite database of another program, not an Arbiter Desk tournament file</source>
            <translation>{name} ist eine SQLite-Datenbank eines anderen Programms, keine Arbiter-Desk-Turnierdatei</translation>
        </message>
        <message>
            <source>{name} is damaged ({check}); open the latest backup copy instead</source>
            <translation>{name} ist beschädigt ({check}); öffnen Sie stattdessen die neueste Sicherungskopie</translation>
        </message>
        <message>
            <source>{name} is damaged and cannot be read ({exc}); open the latest backup copy</source>
            <translation>{name} ist beschädigt und kann nicht gelesen werden ({exc}); öffnen Sie die neueste Sicherungskopie</translation>
        </message>
        <message>
            <source>{name} cannot be opened: {problem}</source>
            <translation>{name} kann nicht geöffnet werden: {problem}</translation>
        </message>
        <message>
            <source>cannot lock {file_name}: this drive does not support file locks ({strerror}); copy the file to a local folder</source>
            <translation>{file_name} kann nicht gesperrt werden: dieses Laufwerk unterstützt keine Dateisperren ({strerror}); kopieren Sie die Datei in einen lokalen Ordner</translation>
        </message>
        <message>
            <source>another program</source>
            <translation>ein anderes Programm</translation>
        </message>
        <message>
            <source>{file_name} is already open in another Arbiter Desk ({holder}); close it there first</source>
            <translation>{file_name} ist bereits in einem anderen Arbiter Desk geöffnet ({holder}); schließen Sie sie zuerst dort</translation>
        </message>
        <message>
            <source>{file_name} is already open in another Arbiter Desk ({holder})</source>
            <translation>{file_name} ist bereits in einem anderen Arbiter Desk geöffnet ({holder})</translation>
        </message>
        <message>
            <source>could not lock {path}</source>
            <translation>{path} konnte nicht gesperrt werden</translation>
        </message>
        <message>
            <source>{file_name} is on a read-only drive or in a folder where you may not write ({strerror}); copy it to a folder where you may write to change it</source>
            <translation>{file_name} liegt auf einem schreibgeschützten Laufwerk oder in einem Ordner, in den Sie nicht schreiben dürfen ({strerror}); kopieren Sie sie in einen Ordner, in den Sie schreiben dürfen, um sie zu ändern</translation>
        </message>
        <message>
            <source>cannot lock {file_name} ({strerror}); is its folder writable?</source>
            <translation>{file_name} kann nicht gesperrt werden ({strerror}); ist ihr Ordner beschreibbar?</translation>
        </message>
        <message>
            <source>{name} is a symbolic link, not a lock file of Arbiter Desk; it is left as it is (and so is the file it points to): delete it, then open the tournament again</source>
            <translation>{name} ist ein symbolischer Link, keine Sperrdatei von Arbiter Desk; er bleibt, wie er ist (ebenso die Datei, auf die er zeigt): löschen Sie ihn und öffnen Sie das Turnier erneut</translation>
        </message>
        <message>
            <source>{name} is not a lock file of Arbiter Desk (it is a folder, a pipe or a device); it is left as it is: remove it, then open the tournament again</source>
            <translation>{name} ist keine Sperrdatei von Arbiter Desk (es ist ein Ordner, eine Pipe oder ein Gerät); es bleibt, wie es ist: entfernen Sie es und öffnen Sie das Turnier dann erneut</translation>
        </message>
        <message>
            <source>{name} was left by {owner} ({note}) and cannot be removed; the file is locked through it for this session</source>
            <translation>{name} wurde von {owner} ({note}) hinterlassen und kann nicht entfernt werden; die Datei ist für diese Sitzung darüber gesperrt</translation>
        </message>
        <message>
            <source>no note</source>
            <translation>ohne Notiz</translation>
        </message>
        <message>
            <source>a stale lock left by {owner} ({note}) was removed: that program is no longer running</source>
            <translation>eine verwaiste Sperre von {owner} ({note}) wurde entfernt: dieses Programm läuft nicht mehr</translation>
        </message>
        <message>
            <source>there is no round {after_round} yet (rounds 1-{last} are paired)</source>
            <translation>es gibt noch keine Runde {after_round} (Runden 1-{last} sind ausgelost)</translation>
        </message>
        <message>
            <source>{name} was written by a newer Arbiter Desk (file schema {version}, this program knows up to {SCHEMA_VERSION}); please update the program</source>
            <translation>{name} wurde von einem neueren Arbiter Desk geschrieben (Dateischema {version}, dieses Programm kennt bis {SCHEMA_VERSION}); bitte aktualisieren Sie das Programm</translation>
        </message>
        <message>
            <source>{name} says it has schema version {version}, which no Arbiter Desk writes (the first is 1): it is not a usable tournament file; open the latest backup copy instead</source>
            <translation>{name} gibt die Schemaversion {version} an, die kein Arbiter Desk schreibt (die erste ist 1): Es ist keine verwendbare Turnierdatei; öffnen Sie stattdessen die letzte Sicherungskopie</translation>
        </message>
    </context>
    <context>
        <name>DbImport</name>
        <message>
            <source>a PDF document</source>
            <translation>ein PDF-Dokument</translation>
        </message>
        <message>
            <source>a spreadsheet or ZIP archive</source>
            <translation>eine Tabellenkalkulation oder ein ZIP-Archiv</translation>
        </message>
        <message>
            <source>cannot read {name} ({strerror})</source>
            <translation>{name} kann nicht gelesen werden ({strerror})</translation>
        </message>
        <message>
            <source>{name} is {kind}; save {what} as CSV first</source>
            <translation>{name} ist {kind}; speichern Sie {what} zuerst als CSV</translation>
        </message>
        <message>
            <source>{name} is not a text file (it holds NUL bytes); export it as CSV</source>
            <translation>{name} ist keine Textdatei (sie enthält NUL-Bytes); exportieren Sie sie als CSV</translation>
        </message>
        <message>
            <source>the file</source>
            <translation>die Datei</translation>
        </message>
        <message>
            <source>{name} cannot be read as CSV: {reason}</source>
            <translation>{name} kann nicht als CSV gelesen werden: {reason}</translation>
        </message>
        <message>
            <source>{name} is empty</source>
            <translation>{name} ist leer</translation>
        </message>
        <message>
            <source>the CSV file</source>
            <translation>die CSV-Datei</translation>
        </message>
        <message>
            <source>line 1: no name column found in {header!r} (expected 'Name' or 'Surname')</source>
            <translation>Zeile 1: keine Namensspalte in {header!r} gefunden ('Name' oder 'Surname' erwartet)</translation>
        </message>
        <message>
            <source>no name in {row!r}</source>
            <translation>kein Name in {row!r}</translation>
        </message>
        <message>
            <source>rating {rating_text!r} is not a whole number</source>
            <translation>Elo {rating_text!r} ist keine ganze Zahl</translation>
        </message>
        <message>
            <source>rating {rating_text!r} is not a plausible rating</source>
            <translation>Elo {rating_text!r} ist keine plausible Wertungszahl</translation>
        </message>
        <message>
            <source>sex {sex!r}: use m or w (or leave it empty)</source>
            <translation>Geschlecht {sex!r}: verwenden Sie m oder w (oder lassen Sie es leer)</translation>
        </message>
        <message>
            <source>the player list</source>
            <translation>die Spielerliste</translation>
        </message>
        <message>
            <source>line 1 of {name}: no column {columns} (a results file has the header of pairings.csv: {header})</source>
            <translation>Zeile 1 von {name}: keine Spalte {columns} (eine Ergebnisdatei hat die Kopfzeile von pairings.csv: {header})</translation>
        </message>
        <message>
            <source>line {line_num} of {name} cannot be read as CSV: {exc}</source>
            <translation>Zeile {line_num} von {name} kann nicht als CSV gelesen werden: {exc}</translation>
        </message>
        <message>
            <source>{field} {text!r} is not a number</source>
            <translation>{field} {text!r} ist keine Zahl</translation>
        </message>
        <message>
            <source>FIDE id {fide_id}</source>
            <translation>FIDE-ID {fide_id}</translation>
        </message>
        <message>
            <source>name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>{name} is already registered as #{number} {name2} ({why})</source>
            <translation>{name} ist bereits gemeldet als Nr. {number} {name2} ({why})</translation>
        </message>
        <message>
            <source>{name} is on line {line} too</source>
            <translation>{name} steht auch in Zeile {line}</translation>
        </message>
        <message>
            <source>the round robin now has {rounds} rounds (C.05 Annex 1 Berger table)</source>
            <translation>das Rundenturnier hat jetzt {rounds} Runden (C.05 Anhang 1, Berger-Tabelle)</translation>
        </message>
        <message>
            <source>{paired} rounds are paired: the new players get the next free numbers (C.04.2 art. 2.3)</source>
            <translation>{paired} Runden sind ausgelost: die neuen Spieler erhalten die nächsten freien Startnummern (C.04.2 Art. 2.3)</translation>
        </message>
        <message>
            <source>late entries after round {paired}: rounds 1-{paired} count as not paired (zero points)</source>
            <translation>Nachmeldungen nach Runde {paired}: die Runden 1-{paired} zählen als nicht ausgelost (null Punkte)</translation>
        </message>
        <message>
            <source>{count} of {total} rows cannot be imported, so nothing was added: {shown} (and {more} more)</source>
            <translation>{count} von {total} Zeilen können nicht importiert werden, daher wurde nichts hinzugefügt: {shown} (und {more} weitere)</translation>
        </message>
        <message>
            <source>{count} of {total} rows cannot be imported, so nothing was added: {shown}</source>
            <translation>{count} von {total} Zeilen können nicht importiert werden, daher wurde nichts hinzugefügt: {shown}</translation>
        </message>
        <message>
            <source>no player to import: every row has a problem</source>
            <translation>kein Spieler zu importieren: jede Zeile hat ein Problem</translation>
        </message>
        <message>
            <source>no player to import</source>
            <translation>kein Spieler zu importieren</translation>
        </message>
        <message>
            <source>{count} players with the {registered} registered make {total}, more than the {most} a FIDE tournament report (TRF) can hold (a pairing number has four digits), so nothing was added</source>
            <translation>{count} Spieler ergeben mit den {registered} angemeldeten {total}, mehr als die {most}, die ein FIDE-Turnierbericht (TRF) fassen kann (eine Startnummer hat vier Stellen), daher wurde niemand hinzugefügt</translation>
        </message>
        <message>
            <source>no player import to undo</source>
            <translation>kein Spielerimport rückgängig zu machen</translation>
        </message>
        <message>
            <source>{gone} of the {count} imported players are no longer registered; the import cannot be undone as a whole (remove the others one by one)</source>
            <translation>{gone} der {count} importierten Spieler sind nicht mehr gemeldet; der Import kann nicht als Ganzes rückgängig gemacht werden (entfernen Sie die anderen einzeln)</translation>
        </message>
        <message>
            <source>removing these players would change the numbers of others once round 4 is paired (C.04.2 art. 2.3); withdraw them instead</source>
            <translation>das Entfernen dieser Spieler würde die Startnummern anderer ändern, sobald Runde 4 ausgelost ist (C.04.2 Art. 2.3); ziehen Sie sie stattdessen zurück</translation>
        </message>
        <message>
            <source>is paired</source>
            <translation>ist ausgelost</translation>
        </message>
        <message>
            <source>has the pairing-allocated bye</source>
            <translation>hat das zugeloste Freilos</translation>
        </message>
        <message>
            <source>has a requested bye</source>
            <translation>hat ein beantragtes Freilos</translation>
        </message>
        <message>
            <source>is in a prohibited pair</source>
            <translation>ist Teil einer verbotenen Paarung</translation>
        </message>
        <message>
            <source>has checked in</source>
            <translation>ist als anwesend markiert</translation>
        </message>
        <message>
            <source>has paid an entry fee</source>
            <translation>hat ein Startgeld bezahlt</translation>
        </message>
        <message>
            <source>#{number} {name} {what}; the import can no longer be undone as a whole (withdraw or remove players one by one)</source>
            <translation>Nr. {number} {name} {what}; der Import kann nicht mehr als Ganzes rückgängig gemacht werden (ziehen Sie Spieler einzeln zurück oder entfernen Sie sie)</translation>
        </message>
        <message numerus="yes">
            <source>{name} holds no result to import (%n row(s) cannot be read: {problem})</source>
            <translation>
                <numerusform>{name} enthält kein zu importierendes Ergebnis (%n Zeile nicht lesbar: {problem})</numerusform>
                <numerusform>{name} enthält kein zu importierendes Ergebnis (%n Zeilen nicht lesbar: {problem})</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} holds no result to import</source>
            <translation>{name} enthält kein zu importierendes Ergebnis</translation>
        </message>
        <message>
            <source>{name} holds results of rounds {rounds}; say which round to import</source>
            <translation>{name} enthält Ergebnisse der Runden {rounds}; geben Sie an, welche Runde importiert werden soll</translation>
        </message>
        <message numerus="yes">
            <source>round {round_number} is not paired (the file has %n paired round(s))</source>
            <translation>
                <numerusform>Runde {round_number} ist nicht ausgelost (die Datei hat %n ausgeloste Runde)</numerusform>
                <numerusform>Runde {round_number} ist nicht ausgelost (die Datei hat %n ausgeloste Runden)</numerusform>
            </translation>
        </message>
        <message>
            <source>round {round_number} has no board {board} ({count} boards)</source>
            <translation>Runde {round_number} hat kein Brett {board} ({count} Bretter)</translation>
        </message>
        <message>
            <source>board {board} is on line {line} too</source>
            <translation>Brett {board} steht auch in Zeile {line}</translation>
        </message>
        <message numerus="yes">
            <source>%n row(s) of {name} cannot be imported, so no result was entered: {shown} (and {more} more)</source>
            <translation>
                <numerusform>%n Zeile von {name} kann nicht importiert werden, daher wurde kein Ergebnis eingetragen: {shown} (und {more} weitere)</numerusform>
                <numerusform>%n Zeilen von {name} können nicht importiert werden, daher wurde kein Ergebnis eingetragen: {shown} (und {more} weitere)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n row(s) of {name} cannot be imported, so no result was entered: {shown}</source>
            <translation>
                <numerusform>%n Zeile von {name} kann nicht importiert werden, daher wurde kein Ergebnis eingetragen: {shown}</numerusform>
                <numerusform>%n Zeilen von {name} können nicht importiert werden, daher wurde kein Ergebnis eingetragen: {shown}</numerusform>
            </translation>
        </message>
        <message>
            <source>no result to enter in round {number}: the file already has every one given</source>
            <translation>kein Ergebnis in Runde {number} einzutragen: die Datei hat bereits jedes angegebene</translation>
        </message>
        <message>
            <source>no results import to undo</source>
            <translation>kein Ergebnisimport rückgängig zu machen</translation>
        </message>
        <message>
            <source>round {number} board {no} is now #{white_number} - #{black_number}, not the board the import entered (the round was paired again); the import cannot be undone</source>
            <translation>Runde {number}, Brett {no} ist jetzt Nr. {white_number} - Nr. {black_number}, nicht das vom Import eingetragene Brett (die Runde wurde neu ausgelost); der Import kann nicht rückgängig gemacht werden</translation>
        </message>
        <message>
            <source>round {number} board {no} has been changed since the import (now {now}); the import cannot be undone as a whole: correct results by hand</source>
            <translation>Runde {number}, Brett {no} wurde seit dem Import geändert (jetzt {now}); der Import kann nicht als Ganzes rückgängig gemacht werden: korrigieren Sie die Ergebnisse von Hand</translation>
        </message>
        <message>
            <source>round {number} board {no} has been changed since the import (now no result); the import cannot be undone as a whole: correct results by hand</source>
            <translation>Runde {number}, Brett {no} wurde seit dem Import geändert (jetzt ohne Ergebnis); der Import kann nicht als Ganzes rückgängig gemacht werden: korrigieren Sie die Ergebnisse von Hand</translation>
        </message>
        <message>
            <source>line {line}: {message}</source>
            <translation>Zeile {line}: {message}</translation>
        </message>
        <message>
            <source>line 1: no team column found in {header!r} (expected 'Team')</source>
            <translation>Zeile 1: keine Mannschaftsspalte in {header!r} ('Team' erwartet)</translation>
        </message>
        <message>
            <source>no team for {name}</source>
            <translation>keine Mannschaft für {name}</translation>
        </message>
        <message>
            <source>board {board!r} is not a whole number from 1</source>
            <translation>Brett {board!r} ist keine ganze Zahl ab 1</translation>
        </message>
        <message>
            <source>{team} has two players on board {board}</source>
            <translation>{team} hat zwei Spieler an Brett {board}</translation>
        </message>
        <message>
            <source>the team list</source>
            <translation>die Mannschaftsliste</translation>
        </message>
        <message>
            <source>{shown} (and {more} more)</source>
            <translation>{shown} (und {more} weitere)</translation>
        </message>
        <message>
            <source>team {name} is registered already, so nothing was added</source>
            <translation>die Mannschaft {name} ist schon angemeldet, daher wurde nichts hinzugefügt</translation>
        </message>
        <message>
            <source>no team to import</source>
            <translation>keine Mannschaft zu importieren</translation>
        </message>
        <message>
            <source>no team import to undo</source>
            <translation>kein Mannschaftsimport rückgängig zu machen</translation>
        </message>
        <message>
            <source>a team of the import is no longer registered; the import cannot be undone</source>
            <translation>eine Mannschaft des Imports ist nicht mehr angemeldet; der Import kann nicht rückgängig gemacht werden</translation>
        </message>
        <message>
            <source>{name} is paired: it can no longer be removed</source>
            <translation>{name} ist ausgelost: sie kann nicht mehr entfernt werden</translation>
        </message>
    </context>
    <context>
        <name>DbLibrary</name>
        <message>
            <source>{path} cannot be written ({exc})</source>
            <translation>{path} kann nicht geschrieben werden ({exc})</translation>
        </message>
        <message>
            <source>give the national list a name (e.g. the federation and month: GER 2026-04)</source>
            <translation>geben Sie der nationalen Liste einen Namen (z. B. Verband und Monat: GER 2026-04)</translation>
        </message>
        <message>
            <source>{name} holds no player</source>
            <translation>{name} enthält keinen Spieler</translation>
        </message>
        <message>
            <source>national ID {nid} is listed twice (first on line {seen})</source>
            <translation>die nationale ID {nid} steht zweimal in der Liste (zuerst in Zeile {seen})</translation>
        </message>
        <message>
            <source>the library has no national list {list_name!r}</source>
            <translation>die Spielerdatenbank hat keine nationale Liste {list_name!r}</translation>
        </message>
        <message>
            <source>Stored {count:,} players</source>
            <translation>{count:,} Spieler gespeichert</translation>
        </message>
        <message>
            <source>a saved mapping needs a name</source>
            <translation>eine gespeicherte Zuordnung braucht einen Namen</translation>
        </message>
        <message>
            <source>there is no import {import_id}</source>
            <translation>es gibt keinen Import {import_id}</translation>
        </message>
        <message>
            <source>a later import has replaced this one; it can no longer be undone or redone</source>
            <translation>ein späterer Import hat diesen ersetzt; er kann nicht mehr rückgängig gemacht oder wiederhergestellt werden</translation>
        </message>
        <message>
            <source>this import is already undone</source>
            <translation>dieser Import ist bereits rückgängig gemacht</translation>
        </message>
        <message>
            <source>this import is in force</source>
            <translation>dieser Import ist in Kraft</translation>
        </message>
        <message>
            <source>the FIDE list file {target} is missing; import the list again</source>
            <translation>die Datei der FIDE-Liste {target} fehlt; importieren Sie die Liste erneut</translation>
        </message>
        <message>
            <source>line {line_number}: {reason}</source>
            <translation>Zeile {line_number}: {reason}</translation>
        </message>
        <message>
            <source>import cancelled; the library is unchanged</source>
            <translation>Import abgebrochen; die Spielerdatenbank ist unverändert</translation>
        </message>
        <message>
            <source>{name} is empty</source>
            <translation>{name} ist leer</translation>
        </message>
        <message>
            <source>a line holds something else than digits where numbers belong</source>
            <translation>eine Zeile enthält etwas anderes als Ziffern, wo Zahlen stehen müssen</translation>
        </message>
        <message>
            <source>a player cannot be read ({reason})</source>
            <translation>ein Spieler kann nicht gelesen werden ({reason})</translation>
        </message>
        <message>
            <source>Reading {name}</source>
            <translation>{name} wird gelesen</translation>
        </message>
        <message>
            <source>FIDE ID {fid} is listed twice</source>
            <translation>die FIDE-ID {fid} steht zweimal in der Liste</translation>
        </message>
        <message>
            <source>the list cannot be stored ({exc})</source>
            <translation>die Liste kann nicht gespeichert werden ({exc})</translation>
        </message>
        <message>
            <source>Read {count:,} players</source>
            <translation>{count:,} Spieler gelesen</translation>
        </message>
        <message>
            <source>Indexing {count:,} players for searching</source>
            <translation>{count:,} Spieler werden für die Suche indiziert</translation>
        </message>
        <message>
            <source>FIDE ID</source>
            <translation>FIDE-ID</translation>
        </message>
        <message>
            <source>standard rating</source>
            <translation>Standard-Elo</translation>
        </message>
        <message>
            <source>standard games</source>
            <translation>Standardpartien</translation>
        </message>
        <message>
            <source>standard K factor</source>
            <translation>Standard-K-Faktor</translation>
        </message>
        <message>
            <source>rapid rating</source>
            <translation>Schnellschach-Elo</translation>
        </message>
        <message>
            <source>rapid games</source>
            <translation>Schnellschachpartien</translation>
        </message>
        <message>
            <source>rapid K factor</source>
            <translation>Schnellschach-K-Faktor</translation>
        </message>
        <message>
            <source>blitz rating</source>
            <translation>Blitz-Elo</translation>
        </message>
        <message>
            <source>blitz games</source>
            <translation>Blitzpartien</translation>
        </message>
        <message>
            <source>blitz K factor</source>
            <translation>Blitz-K-Faktor</translation>
        </message>
        <message>
            <source>birth year</source>
            <translation>Geburtsjahr</translation>
        </message>
        <message>
            <source>this is not a FIDE rating list: its first line should be the header 'ID Number  Name  Fed Sex Tit ...'</source>
            <translation>dies ist keine FIDE-Elo-Liste: ihre erste Zeile sollte die Kopfzeile 'ID Number  Name  Fed Sex Tit ...' sein</translation>
        </message>
        <message>
            <source>no FIDE ID</source>
            <translation>keine FIDE-ID</translation>
        </message>
        <message>
            <source>FIDE ID {fide_id!r} is not a number</source>
            <translation>die FIDE-ID {fide_id!r} ist keine Zahl</translation>
        </message>
        <message>
            <source>the player has no name</source>
            <translation>der Spieler hat keinen Namen</translation>
        </message>
        <message>
            <source>federation {federation!r} is not a 3-letter code (is the line cut or shifted?)</source>
            <translation>der Verband {federation!r} ist kein dreibuchstabiger Code (ist die Zeile abgeschnitten oder verschoben?)</translation>
        </message>
        <message>
            <source>sex {sex!r} is not M or F</source>
            <translation>das Geschlecht {sex!r} ist weder M noch F</translation>
        </message>
        <message>
            <source>{field} {value!r} is not a number</source>
            <translation>{field} {value!r} ist keine Zahl</translation>
        </message>
        <message>
            <source>this is not a FIDE XML rating list (no &lt;playerslist&gt; element)</source>
            <translation>dies ist keine FIDE-Elo-Liste im XML-Format (kein Element &lt;playerslist&gt;)</translation>
        </message>
        <message>
            <source>the XML list has no complete &lt;player&gt; element</source>
            <translation>die XML-Liste hat kein vollständiges Element &lt;player&gt;</translation>
        </message>
        <message>
            <source>a &lt;player&gt; needs &lt;fideid&gt; and &lt;name&gt;</source>
            <translation>ein &lt;player&gt; braucht &lt;fideid&gt; und &lt;name&gt;</translation>
        </message>
        <message>
            <source>no &lt;/player&gt; in more than {limit} characters: the file is damaged or not a rating list</source>
            <translation>kein &lt;/player&gt; auf mehr als {limit} Zeichen: die Datei ist beschädigt oder keine Elo-Liste</translation>
        </message>
        <message>
            <source>this &lt;player&gt; element is not closed (the file is damaged)</source>
            <translation>dieses Element &lt;player&gt; ist nicht geschlossen (die Datei ist beschädigt)</translation>
        </message>
        <message>
            <source>unreadable text in a &lt;player&gt; element: {leftover!r}</source>
            <translation>unlesbarer Text in einem Element &lt;player&gt;: {leftover!r}</translation>
        </message>
        <message>
            <source>a &lt;player&gt; element without &lt;fideid&gt;</source>
            <translation>ein Element &lt;player&gt; ohne &lt;fideid&gt;</translation>
        </message>
        <message>
            <source>the list ends in the middle of a &lt;player&gt; element: the file is incomplete (download it again)</source>
            <translation>die Liste endet mitten in einem Element &lt;player&gt;: die Datei ist unvollständig (laden Sie sie erneut herunter)</translation>
        </message>
        <message>
            <source>the list ends without &lt;/playerslist&gt;: the file is incomplete (download it again)</source>
            <translation>die Liste endet ohne &lt;/playerslist&gt;: die Datei ist unvollständig (laden Sie sie erneut herunter)</translation>
        </message>
        <message>
            <source>Name (Surname, First name)</source>
            <translation>Name (Nachname, Vorname)</translation>
        </message>
        <message>
            <source>Surname</source>
            <translation>Nachname</translation>
        </message>
        <message>
            <source>First name</source>
            <translation>Vorname</translation>
        </message>
        <message>
            <source>National ID</source>
            <translation>Nationale ID</translation>
        </message>
        <message>
            <source>National rating</source>
            <translation>Nationale Wertungszahl</translation>
        </message>
        <message>
            <source>Federation</source>
            <translation>Verband</translation>
        </message>
        <message>
            <source>Sex</source>
            <translation>Geschlecht</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>Titel</translation>
        </message>
        <message>
            <source>Birth (year or date)</source>
            <translation>Geburt (Jahr oder Datum)</translation>
        </message>
        <message>
            <source>Club</source>
            <translation>Verein</translation>
        </message>
        <message>
            <source>City</source>
            <translation>Ort</translation>
        </message>
        <message>
            <source>comma</source>
            <translation>Komma</translation>
        </message>
        <message>
            <source>semicolon</source>
            <translation>Semikolon</translation>
        </message>
        <message>
            <source>tab</source>
            <translation>Tabulator</translation>
        </message>
        <message>
            <source>vertical bar</source>
            <translation>senkrechter Strich</translation>
        </message>
        <message>
            <source>unknown field(s) in the mapping: {fields}</source>
            <translation>unbekannte(s) Feld(er) in der Zuordnung: {fields}</translation>
        </message>
        <message>
            <source>map a column to the name (or to the surname) first</source>
            <translation>ordnen Sie zuerst eine Spalte dem Namen (oder dem Nachnamen) zu</translation>
        </message>
        <message>
            <source>{name} holds {size} MB, more than the {limit} MB a national list may have</source>
            <translation>{name} hat {size} MB, mehr als die {limit} MB, die eine nationale Liste haben darf</translation>
        </message>
        <message>
            <source>{path}: {strerror}</source>
            <translation>{path}: {strerror}</translation>
        </message>
        <message>
            <source>the file cannot be read as a list ({exc})</source>
            <translation>die Datei kann nicht als Liste gelesen werden ({exc})</translation>
        </message>
        <message>
            <source>{what} {value!r} is not a number</source>
            <translation>{what} {value!r} ist keine Zahl</translation>
        </message>
        <message>
            <source>no name in this line</source>
            <translation>kein Name in dieser Zeile</translation>
        </message>
        <message>
            <source>birth {birth_text!r} holds no year</source>
            <translation>Geburt {birth_text!r} enthält kein Jahr</translation>
        </message>
        <message>
            <source>federation {federation!r} is not a 3-letter code</source>
            <translation>der Verband {federation!r} ist kein dreibuchstabiger Code</translation>
        </message>
        <message>
            <source>{name} holds {size} MB, more than the {limit} MB a rating list may have; this is not a rating list</source>
            <translation>{name} hat {size} MB, mehr als die {limit} MB, die eine Elo-Liste haben darf; das ist keine Elo-Liste</translation>
        </message>
        <message>
            <source>{name} would expand from {packed} MB to {size} MB (more than {ratio} times): this is not a rating list, it is refused unread</source>
            <translation>{name} würde sich beim Entpacken von {packed} MB auf {size} MB ausdehnen (mehr als das {ratio}-Fache): das ist keine Elo-Liste, sie wird ungelesen abgelehnt</translation>
        </message>
        <message>
            <source>{name} is damaged ({exc}); download it again</source>
            <translation>{name} ist beschädigt ({exc}); laden Sie sie erneut herunter</translation>
        </message>
        <message>
            <source>{path} is a folder: give the list file in it (a .txt, .xml or .zip)</source>
            <translation>{path} ist ein Ordner: geben Sie die Listendatei darin an (eine .txt, .xml oder .zip)</translation>
        </message>
        <message>
            <source>{path}: no such file</source>
            <translation>{path}: Datei nicht gefunden</translation>
        </message>
        <message>
            <source>{name} is a damaged zip file ({exc}); download it again</source>
            <translation>{name} ist eine beschädigte ZIP-Datei ({exc}); laden Sie sie erneut herunter</translation>
        </message>
        <message>
            <source>{name} is an empty zip file</source>
            <translation>{name} ist eine leere ZIP-Datei</translation>
        </message>
        <message>
            <source>the list declares the encoding {name!r}, which is not a text encoding it can be written in; save it as UTF-8</source>
            <translation>die Liste gibt die Kodierung {name!r} an, in der sie nicht als Text geschrieben sein kann; speichern Sie sie als UTF-8</translation>
        </message>
        <message>
            <source>a line longer than {limit} MB: this is not a rating list (or its lines were joined)</source>
            <translation>eine Zeile länger als {limit} MB: das ist keine Elo-Liste (oder ihre Zeilen wurden zusammengefügt)</translation>
        </message>
        <message>
            <source>{path} cannot be opened as a player library ({exc})</source>
            <translation>{path} kann nicht als Spielerdatenbank geöffnet werden ({exc})</translation>
        </message>
        <message>
            <source>{path} is not an Arbiter Desk player library</source>
            <translation>{path} ist keine Spielerdatenbank von Arbiter Desk</translation>
        </message>
        <message>
            <source>{path} was written by a newer Arbiter Desk; please update the program</source>
            <translation>{path} wurde von einem neueren Arbiter Desk geschrieben; bitte aktualisieren Sie das Programm</translation>
        </message>
        <message>
            <source>the FIDE list of the library ({current}) is missing beside {name}; import the list again</source>
            <translation>die FIDE-Liste der Spielerdatenbank ({current}) fehlt neben {name}; importieren Sie die Liste erneut</translation>
        </message>
        <message>
            <source>{path} is not a usable player library ({exc})</source>
            <translation>{path} ist keine verwendbare Spielerdatenbank ({exc})</translation>
        </message>
        <message>
            <source>there is no earlier state of the library to go back to</source>
            <translation>es gibt keinen früheren Stand der Spielerdatenbank, zu dem zurückgekehrt werden kann</translation>
        </message>
        <message>
            <source>the FIDE list of the library ({current}) is missing; import it again</source>
            <translation>die FIDE-Liste der Spielerdatenbank ({current}) fehlt; importieren Sie sie erneut</translation>
        </message>
        <message>
            <source>FIDE combined (standard, rapid, blitz) list, {format}</source>
            <translation>kombinierte FIDE-Liste (Standard, Schnellschach, Blitz), {format}</translation>
        </message>
        <message>
            <source>FIDE standard list, {format}</source>
            <translation>FIDE-Liste Standard, {format}</translation>
        </message>
        <message>
            <source>FIDE rapid list, {format}</source>
            <translation>FIDE-Liste Schnellschach, {format}</translation>
        </message>
        <message>
            <source>FIDE blitz list, {format}</source>
            <translation>FIDE-Liste Blitz, {format}</translation>
        </message>
        <message>
            <source>{list}, {month}</source>
            <translation>{list}, {month}</translation>
        </message>
    </context>
    <context>
        <name>DbRefusal</name>
        <message>
            <source>{p}: no such file</source>
            <translation>{p}: Datei nicht gefunden</translation>
        </message>
        <message>
            <source>{name} is read-only (or its folder or drive is); copy it to a folder where you may write to change it</source>
            <translation>{name} ist schreibgeschützt (oder ihr Ordner oder Laufwerk); kopieren Sie sie in einen Ordner, in den Sie schreiben dürfen, um sie zu ändern</translation>
        </message>
        <message>
            <source>{name} has no event data; it is not a usable tournament file</source>
            <translation>{name} hat keine Turnierdaten; es ist keine verwendbare Turnierdatei</translation>
        </message>
        <message>
            <source>{name} cannot be opened ({strerror})</source>
            <translation>{name} kann nicht geöffnet werden ({strerror})</translation>
        </message>
        <message>
            <source>{name} was not closed properly and {name2} beside it holds part of its data; it can only be read where it can be written: copy both files to a folder where you may write</source>
            <translation>{name} wurde nicht ordnungsgemäß geschlossen und {name2} daneben enthält einen Teil ihrer Daten; sie kann nur dort gelesen werden, wo sie geschrieben werden kann: kopieren Sie beide Dateien in einen Ordner, in den Sie schreiben dürfen</translation>
        </message>
        <message>
            <source>{name} was written by an older Arbiter Desk (schema {version}) and can only be read once it is brought up to date: copy it to a folder where you may write and open it there</source>
            <translation>{name} wurde von einem älteren Arbiter Desk geschrieben (Schema {version}) und kann erst gelesen werden, wenn sie aktualisiert ist: kopieren Sie sie in einen Ordner, in den Sie schreiben dürfen, und öffnen Sie sie dort</translation>
        </message>
        <message>
            <source>{name} is not an Arbiter Desk tournament file</source>
            <translation>{name} ist keine Arbiter-Desk-Turnierdatei</translation>
        </message>
        <message>
            <source>cannot read {name} ({strerror})</source>
            <translation>{name} kann nicht gelesen werden ({strerror})</translation>
        </message>
        <message>
            <source>{p} already exists; choose another name</source>
            <translation>{p} existiert bereits; wählen Sie einen anderen Namen</translation>
        </message>
        <message>
            <source>{name} was not created: {name2} could not be merged into it</source>
            <translation>{name} wurde nicht angelegt: {name2} konnte nicht hineingeführt werden</translation>
        </message>
        <message>
            <source>{name} was not created: cannot move it into place ({strerror})</source>
            <translation>{name} wurde nicht angelegt: sie kann nicht an ihren Platz verschoben werden ({strerror})</translation>
        </message>
        <message>
            <source>cannot remove the leftover {name} ({strerror})</source>
            <translation>der Rest {name} kann nicht entfernt werden ({strerror})</translation>
        </message>
        <message>
            <source>{name} was not replaced: it could not be copied to its backups first ({exc})</source>
            <translation>{name} wurde nicht ersetzt: sie konnte nicht zuerst in ihre Sicherungen kopiert werden ({exc})</translation>
        </message>
        <message>
            <source>{name} was not replaced: cannot remove {name2} ({strerror})</source>
            <translation>{name} wurde nicht ersetzt: {name2} kann nicht entfernt werden ({strerror})</translation>
        </message>
        <message>
            <source>{name} is closed</source>
            <translation>{name} ist geschlossen</translation>
        </message>
        <message>
            <source>{name} is open read-only; nothing can be changed in it</source>
            <translation>{name} ist schreibgeschützt geöffnet; darin kann nichts geändert werden</translation>
        </message>
        <message>
            <source>not stored: {reason}</source>
            <translation>nicht gespeichert: {reason}</translation>
        </message>
        <message>
            <source>the disk failed while the change was being stored ({reason}) and the file cannot be read back now to tell whether it is stored: check the drive, then open the file again</source>
            <translation>der Datenträger versagte, während die Änderung gespeichert wurde ({reason}), und die Datei kann jetzt nicht zurückgelesen werden, um festzustellen, ob sie gespeichert ist: prüfen Sie das Laufwerk und öffnen Sie die Datei dann erneut</translation>
        </message>
        <message>
            <source>Round {round} was paired by {system}; the bracket-by-bracket account is written for the Dutch System only.</source>
            <translation>Für Runde {round} galt {system}; die Darstellung Gruppe für Gruppe gibt es nur für das Holländische System.</translation>
        </message>
        <message>
            <source>Its pairing is the engine's: it breaks no article.</source>
            <translation>Seine Paarung ist die des Programms: Sie verletzt keinen Artikel.</translation>
        </message>
        <message>
            <source>a schedule of every round</source>
            <translation>ein Zeitplan aller Runden</translation>
        </message>
        <message>
            <source>Preparing the next round</source>
            <translation>Die nächste Runde wird vorbereitet</translation>
        </message>
        <message>
            <source>Preparing the last match again</source>
            <translation>Das letzte Match wird erneut vorbereitet</translation>
        </message>
        <message>
            <source>Pairing round {number}</source>
            <translation>Runde {number} wird ausgelost</translation>
        </message>
        <message>
            <source>Storing round {number}</source>
            <translation>Runde {number} wird gespeichert</translation>
        </message>
        <message>
            <source>Round {round} is a round of team matches: how it was paired is explained for the individual systems only.</source>
            <translation>Runde {round} ist eine Runde von Mannschaftskämpfen: Wie sie ausgelost wurde, wird nur für die Einzelsysteme erklärt.</translation>
        </message>
        <message>
            <source>The checker finds nothing about this board's players.</source>
            <translation>Die Prüfung findet nichts zu den Spielern dieses Bretts.</translation>
        </message>
        <message>
            <source>Reading the Berger table</source>
            <translation>Die Berger-Tabelle wird gelesen</translation>
        </message>
        <message>
            <source>Stored round {first}</source>
            <translation>Runde {first} gespeichert</translation>
        </message>
        <message>
            <source>Stored rounds {first}-{last}</source>
            <translation>Runden {first}-{last} gespeichert</translation>
        </message>
        <message>
            <source>the last round cannot be re-paired</source>
            <translation>die letzte Runde kann nicht neu ausgelost werden</translation>
        </message>
        <message>
            <source>This event's team matches are paired by the Berger tables: the check judges the rounds of the Swiss Team Pairing System (C.04.6) only.</source>
            <translation>Die Mannschaftskämpfe dieses Turniers werden nach den Berger-Tabellen gepaart: die Prüfung beurteilt nur Runden des Schweizer Systems für Mannschaften (C.04.6).</translation>
        </message>
        <message>
            <source>Round {round} is a round of team matches: the warnings name the rules of the individual systems; the check (arbiter check) judges the team matches.</source>
            <translation>Runde {round} ist eine Runde von Mannschaftskämpfen: die Warnungen nennen die Regeln der Einzelsysteme; die Prüfung (arbiter check) beurteilt die Mannschaftskämpfe.</translation>
        </message>
        <message>
            <source>Preparing the last round again</source>
            <translation>Die letzte Runde wird erneut vorbereitet</translation>
        </message>
        <message>
            <source>the pairing cannot be set by hand</source>
            <translation>die Paarungen können nicht von Hand festgelegt werden</translation>
        </message>
        <message>
            <source>the tournament kept changing while the pairing of round {round_number} was being checked; try again</source>
            <translation>das Turnier änderte sich ständig, während die Paarungen von Runde {round_number} geprüft wurden; versuchen Sie es erneut</translation>
        </message>
        <message>
            <source>{target} already exists; choose another name</source>
            <translation>{target} existiert bereits; wählen Sie einen anderen Namen</translation>
        </message>
        <message>
            <source>refused by the rules of the tournament file: {orig}</source>
            <translation>von den Regeln der Turnierdatei abgelehnt: {orig}</translation>
        </message>
        <message>
            <source>{name} is damaged ({orig}); open the latest backup copy</source>
            <translation>{name} ist beschädigt ({orig}); öffnen Sie die neueste Sicherungskopie</translation>
        </message>
        <message>
            <source>{name} cannot be used: {problem}</source>
            <translation>{name} kann nicht verwendet werden: {problem}</translation>
        </message>
        <message>
            <source>{name} is damaged ({exc}); open the latest backup copy</source>
            <translation>{name} ist beschädigt ({exc}); öffnen Sie die neueste Sicherungskopie</translation>
        </message>
        <message>
            <source>{name} cannot be used ({doing}): {problem}</source>
            <translation>{name} kann nicht verwendet werden ({doing}): {problem}</translation>
        </message>
        <message>
            <source>the file has no event data</source>
            <translation>die Datei hat keine Turnierdaten</translation>
        </message>
        <message>
            <source>{what}: the acceleration is decided before round 1 (C.04.7 art. 1.2), and round 1 is already paired</source>
            <translation>{what}: die Beschleunigung wird vor Runde 1 festgelegt (C.04.7 Art. 1.2), und Runde 1 ist bereits ausgelost</translation>
        </message>
        <message>
            <source>{what}: the acceleration is decided before round 1 (C.04.7 art. 1.2), and rounds 1-{paired} are already paired</source>
            <translation>{what}: die Beschleunigung wird vor Runde 1 festgelegt (C.04.7 Art. 1.2), und die Runden 1-{paired} sind bereits ausgelost</translation>
        </message>
        <message>
            <source>Baku acceleration edition {edition!r}: use one of {editions}</source>
            <translation>Ausgabe der Baku-Beschleunigung {edition!r}: verwenden Sie eine von {editions}</translation>
        </message>
        <message>
            <source>Baku acceleration cannot be applied</source>
            <translation>die Baku-Beschleunigung kann nicht angewendet werden</translation>
        </message>
        <message>
            <source>Baku acceleration needs the players registered first</source>
            <translation>die Baku-Beschleunigung setzt voraus, dass die Spieler zuerst gemeldet sind</translation>
        </message>
        <message>
            <source>the acceleration cannot be removed</source>
            <translation>die Beschleunigung kann nicht entfernt werden</translation>
        </message>
        <message>
            <source>the tournament name</source>
            <translation>der Turniername</translation>
        </message>
        <message>
            <source>the city</source>
            <translation>der Ort</translation>
        </message>
        <message>
            <source>the federation</source>
            <translation>der Verband</translation>
        </message>
        <message>
            <source>the type of tournament</source>
            <translation>die Turnierart</translation>
        </message>
        <message>
            <source>the chief arbiter</source>
            <translation>der Hauptschiedsrichter</translation>
        </message>
        <message>
            <source>a deputy arbiter</source>
            <translation>ein weiterer Schiedsrichter</translation>
        </message>
        <message>
            <source>the time control</source>
            <translation>die Bedenkzeit</translation>
        </message>
        <message>
            <source>the tournament needs a name</source>
            <translation>das Turnier braucht einen Namen</translation>
        </message>
        <message>
            <source>number of rounds must be 1 to {MAX_ROUNDS}, not {number_of_rounds}</source>
            <translation>die Rundenzahl muss 1 bis {MAX_ROUNDS} sein, nicht {number_of_rounds}</translation>
        </message>
        <message>
            <source>{paired_rounds} rounds are already paired; the event cannot have only {number_of_rounds}</source>
            <translation>{paired_rounds} Runden sind bereits ausgelost; das Turnier kann nicht nur {number_of_rounds} haben</translation>
        </message>
        <message>
            <source>the initial colour must be white, black or not stated (None)</source>
            <translation>die Anfangsfarbe muss Weiß, Schwarz oder nicht angegeben (None) sein</translation>
        </message>
        <message>
            <source>the event ends ({end_date}) before it starts ({start_date})</source>
            <translation>das Turnier endet ({end_date}), bevor es beginnt ({start_date})</translation>
        </message>
        <message>
            <source>{count} round dates given for {number_of_rounds} rounds</source>
            <translation>{count} Rundentermine für {number_of_rounds} Runden angegeben</translation>
        </message>
        <message>
            <source>federation {federation!r}: use the 3-letter FIDE code</source>
            <translation>Verband {federation!r}: verwenden Sie den dreibuchstabigen FIDE-Code</translation>
        </message>
        <message>
            <source>{language!r} is not a language of Arbiter Desk: the documents can be in {languages}, or in the language of the program that prints them (empty)</source>
            <translation>{language!r} ist keine Sprache von Arbiter Desk: Die Dokumente können in {languages} sein oder in der Sprache des Programms, das sie druckt (leer)</translation>
        </message>
        <message>
            <source>the initial colour cannot change once round 1 is paired (C.04.3 art. 5)</source>
            <translation>die Anfangsfarbe kann sich nicht mehr ändern, sobald Runde 1 ausgelost ist (C.04.3 Art. 5)</translation>
        </message>
        <message>
            <source>the pairing system cannot change once round 1 is paired</source>
            <translation>das Paarungssystem kann sich nicht mehr ändern, sobald Runde 1 ausgelost ist</translation>
        </message>
        <message>
            <source>the pairing rules cannot change from {old} to {new}: round 1 is already paired under the {old} text; confirm the change to pair the next rounds under the {new} text</source>
            <translation>die Paarungsregeln können nicht von {old} zu {new} wechseln: Runde 1 ist bereits nach dem Text {old} ausgelost; bestätigen Sie den Wechsel, um die nächsten Runden nach dem Text {new} auszulosen</translation>
        </message>
        <message>
            <source>the pairing rules cannot change from {old} to {new}: rounds 1-{paired} are already paired under the {old} text; confirm the change to pair the next rounds under the {new} text</source>
            <translation>die Paarungsregeln können nicht von {old} zu {new} wechseln: die Runden 1-{paired} sind bereits nach dem Text {old} ausgelost; bestätigen Sie den Wechsel, um die nächsten Runden nach dem Text {new} auszulosen</translation>
        </message>
        <message>
            <source>{a!r} is not an engine.model.Acceleration</source>
            <translation>{a!r} ist keine engine.model.Acceleration</translation>
        </message>
        <message>
            <source>acceleration rounds {first_round}-{last_round} are not within 1-{number_of_rounds}</source>
            <translation>die Beschleunigungsrunden {first_round}-{last_round} liegen nicht in 1-{number_of_rounds}</translation>
        </message>
        <message>
            <source>acceleration players {first_player}-{last_player}: not a range of TPNs</source>
            <translation>Beschleunigungsspieler {first_player}-{last_player}: kein Bereich von Startnummern</translation>
        </message>
        <message>
            <source>acceleration of {points} points: must not be negative</source>
            <translation>Beschleunigung um {points} Punkte: darf nicht negativ sein</translation>
        </message>
        <message>
            <source>a player needs a name</source>
            <translation>ein Spieler braucht einen Namen</translation>
        </message>
        <message>
            <source>name {name!r} is longer than the {TRF_NAME_LIMIT} characters TRF allows: {cut!r} would be cut (register it as {kept!r})</source>
            <translation>der Name {name!r} ist länger als die {TRF_NAME_LIMIT} Zeichen, die TRF erlaubt: {cut!r} würde abgeschnitten (melden Sie ihn als {kept!r})</translation>
        </message>
        <message>
            <source>rating {rating} is not a plausible rating (0 to 4000)</source>
            <translation>Elo {rating} ist keine plausible Wertungszahl (0 bis 4000)</translation>
        </message>
        <message>
            <source>title {title!r}: use the FIDE abbreviation (GM, IM, WFM, ...)</source>
            <translation>Titel {title!r}: verwenden Sie die FIDE-Abkürzung (GM, IM, WFM, ...)</translation>
        </message>
        <message>
            <source>FIDE id {fide_id!r} must be digits only</source>
            <translation>die FIDE-ID {fide_id!r} darf nur Ziffern enthalten</translation>
        </message>
        <message>
            <source>FIDE id {fide_id!r} is longer than TRF allows (11 digits)</source>
            <translation>die FIDE-ID {fide_id!r} ist länger, als TRF erlaubt (11 Ziffern)</translation>
        </message>
        <message>
            <source>birth date {birth_date!r}: write it as YYYY/MM/DD</source>
            <translation>Geburtsdatum {birth_date!r}: schreiben Sie es als JJJJ/MM/TT</translation>
        </message>
        <message>
            <source>sex {sex!r} must be an engine.model.Sex</source>
            <translation>Geschlecht {sex!r} muss ein engine.model.Sex sein</translation>
        </message>
        <message>
            <source>national rating {national_rating} is not a plausible rating (0 to 4000)</source>
            <translation>die nationale Wertungszahl {national_rating} ist nicht plausibel (0 bis 4000)</translation>
        </message>
        <message>
            <source>national ID {national_id!r} is longer than 20 characters</source>
            <translation>die nationale ID {national_id!r} ist länger als 20 Zeichen</translation>
        </message>
        <message>
            <source>there is no player with id {player_id}</source>
            <translation>es gibt keinen Spieler mit der ID {player_id}</translation>
        </message>
        <message>
            <source>there is no player with pairing number {number}</source>
            <translation>es gibt keinen Spieler mit der Startnummer {number}</translation>
        </message>
        <message numerus="yes">
            <source>{what}: this round robin's Berger table is fixed by its players once round 1 is paired (%n round(s) are); delete the rounds first</source>
            <translation>
                <numerusform>{what}: die Berger-Tabelle dieses Rundenturniers ist durch seine Spieler festgelegt, sobald Runde 1 ausgelost ist (%n Runde ist es); löschen Sie zuerst die Runden</numerusform>
                <numerusform>{what}: die Berger-Tabelle dieses Rundenturniers ist durch seine Spieler festgelegt, sobald Runde 1 ausgelost ist (%n Runden sind es); löschen Sie zuerst die Runden</numerusform>
            </translation>
        </message>
        <message>
            <source>K must be 10, 20 or 40 (B.02 8.3.3), not {k_factor}</source>
            <translation>K muss 10, 20 oder 40 sein (B.02 8.3.3), nicht {k_factor}</translation>
        </message>
        <message>
            <source>{name} cannot join</source>
            <translation>{name} kann nicht teilnehmen</translation>
        </message>
        <message>
            <source>{name} cannot be registered: the event already has {count} players, the most a FIDE tournament report (TRF) can hold (a pairing number has four digits)</source>
            <translation>{name} kann nicht angemeldet werden: das Turnier hat bereits {count} Spieler, so viele, wie ein FIDE-Turnierbericht (TRF) fassen kann (eine Startnummer hat vier Stellen)</translation>
        </message>
        <message>
            <source>a player with FIDE id {fide_id} is already registered: {name} (no. {number})</source>
            <translation>ein Spieler mit der FIDE-ID {fide_id} ist bereits gemeldet: {name} (Nr. {number})</translation>
        </message>
        <message>
            <source>{paired} rounds are paired: pairing numbers can no longer be re-sorted (C.04.2 art. 2.3), so {name} gets the next free number {number}</source>
            <translation>{paired} Runden sind ausgelost: die Startnummern können nicht mehr neu sortiert werden (C.04.2 Art. 2.3), daher erhält {name} die nächste freie Nummer {number}</translation>
        </message>
        <message>
            <source>late entry after round {paired}: rounds 1-{paired} count as not paired (zero points)</source>
            <translation>Nachmeldung nach Runde {paired}: die Runden 1-{paired} zählen als nicht ausgelost (null Punkte)</translation>
        </message>
        <message>
            <source>{name} joins the restriction {reason!r} (prohibited pairings)</source>
            <translation>{name} fällt unter die Einschränkung {reason!r} (verbotene Paarungen)</translation>
        </message>
        <message>
            <source>the round robin now has {rounds} rounds (C.05 Annex 1 Berger table)</source>
            <translation>das Rundenturnier hat jetzt {rounds} Runden (C.05 Anhang 1, Berger-Tabelle)</translation>
        </message>
        <message>
            <source>FIDE id {fide_id} already belongs to {name} (#{number})</source>
            <translation>die FIDE-ID {fide_id} gehört bereits {name} (Nr. {number})</translation>
        </message>
        <message>
            <source>pairing numbers cannot be sorted again</source>
            <translation>die Startnummern können nicht neu sortiert werden</translation>
        </message>
        <message>
            <source>{paired} rounds are paired: pairing numbers may not change after round 4 is paired (C.04.2 art. 2.3)</source>
            <translation>{paired} Runden sind ausgelost: die Startnummern dürfen sich nach der Auslosung von Runde 4 nicht mehr ändern (C.04.2 Art. 2.3)</translation>
        </message>
        <message>
            <source>{name} cannot be removed</source>
            <translation>{name} kann nicht entfernt werden</translation>
        </message>
        <message>
            <source>{name} is paired in round {played}; a player who took part can only be withdrawn</source>
            <translation>{name} ist in Runde {played} ausgelost; ein Spieler, der teilgenommen hat, kann nur zurückgezogen werden</translation>
        </message>
        <message>
            <source>removing #{number} would change the pairing numbers after it once round 4 is paired (C.04.2 art. 2.3); withdraw the player instead</source>
            <translation>das Entfernen von Nr. {number} würde die folgenden Startnummern ändern, sobald Runde 4 ausgelost ist (C.04.2 Art. 2.3); ziehen Sie den Spieler stattdessen zurück</translation>
        </message>
        <message>
            <source>{name} has paid an entry fee (receipt {receipt}); withdraw the player instead</source>
            <translation>{name} hat ein Startgeld bezahlt (Quittung {receipt}); den Spieler stattdessen zurückziehen</translation>
        </message>
        <message>
            <source>round {start} does not exist (the event has {rounds} rounds)</source>
            <translation>Runde {start} existiert nicht (das Turnier hat {rounds} Runden)</translation>
        </message>
        <message>
            <source>all {rounds} rounds are paired; there is no round left to withdraw from</source>
            <translation>alle {rounds} Runden sind ausgelost; es bleibt keine Runde, ab der zurückgezogen werden kann</translation>
        </message>
        <message>
            <source>{name} is paired in round {later}; enter a forfeit there or delete that round before withdrawing from round {start}</source>
            <translation>{name} ist in Runde {later} ausgelost; tragen Sie dort ein kampfloses Ergebnis ein oder löschen Sie diese Runde, bevor Sie ab Runde {start} zurückziehen</translation>
        </message>
        <message>
            <source>{name} is not withdrawn</source>
            <translation>{name} ist nicht zurückgezogen</translation>
        </message>
        <message>
            <source>bye kind {kind!r} must be half, zero or full</source>
            <translation>die Freilosart {kind!r} muss half, zero oder full sein</translation>
        </message>
        <message>
            <source>a round robin has no requested byes: every player plays the games of the Berger table, and a game not played is a forfeit (enter it as a result, or withdraw the player)</source>
            <translation>ein Rundenturnier hat keine beantragten Freilose: jeder Spieler spielt die Partien der Berger-Tabelle, und eine nicht gespielte Partie ist kampflos (tragen Sie sie als Ergebnis ein oder ziehen Sie den Spieler zurück)</translation>
        </message>
        <message>
            <source>round {round_number} does not exist (the event has {number_of_rounds} rounds)</source>
            <translation>Runde {round_number} existiert nicht (das Turnier hat {number_of_rounds} Runden)</translation>
        </message>
        <message>
            <source>{name} is withdrawn from round {withdrawn_from_round} on</source>
            <translation>{name} ist ab Runde {withdrawn_from_round} zurückgezogen</translation>
        </message>
        <message>
            <source>{name} is already paired in round {round_number}; a bye cannot replace a pairing</source>
            <translation>{name} ist in Runde {round_number} bereits ausgelost; ein Freilos kann keine Paarung ersetzen</translation>
        </message>
        <message>
            <source>player {player_id} has no bye in round {round_number}</source>
            <translation>Spieler {player_id} hat in Runde {round_number} kein Freilos</translation>
        </message>
        <message>
            <source>a prohibited pairing needs at least two different players</source>
            <translation>eine verbotene Paarung braucht mindestens zwei verschiedene Spieler</translation>
        </message>
        <message>
            <source>rounds {first_round}-{last_round}: the last round comes before the first</source>
            <translation>Runden {first_round}-{last_round}: die letzte Runde liegt vor der ersten</translation>
        </message>
        <message>
            <source>rounds are numbered from 1</source>
            <translation>Runden werden ab 1 nummeriert</translation>
        </message>
        <message>
            <source>there is no prohibited pairing with id {pair_id}</source>
            <translation>es gibt keine verbotene Paarung mit der ID {pair_id}</translation>
        </message>
        <message>
            <source>{name} (no. {number}) was changed after the ratings were compared; compare again</source>
            <translation>{name} (Nr. {number}) wurde nach dem Vergleich der Wertungszahlen geändert; vergleichen Sie erneut</translation>
        </message>
        <message>
            <source>the restriction must end in a round from 1 to {rounds}, not {last_round}</source>
            <translation>die Einschränkung muss in einer Runde von 1 bis {rounds} enden, nicht {last_round}</translation>
        </message>
        <message>
            <source>rounds 1-{last_round} are already paired: the restriction would change nothing</source>
            <translation>die Runden 1-{last_round} sind bereits ausgelost: die Einschränkung würde nichts ändern</translation>
        </message>
        <message>
            <source>{reason}: {count} of {count2} players; they cannot all be paired outside their group, so rounds 1-{last_round} may have no legal pairing</source>
            <translation>{reason}: {count} von {count2} Spielern; sie können nicht alle außerhalb ihrer Gruppe gepaart werden, daher haben die Runden 1-{last_round} möglicherweise keine regelgerechte Paarung</translation>
        </message>
        <message>
            <source>no two players share a club: there is nothing to restrict (fill in the players' clubs first)</source>
            <translation>keine zwei Spieler haben denselben Verein: es gibt nichts einzuschränken (tragen Sie zuerst die Vereine der Spieler ein)</translation>
        </message>
        <message>
            <source>no two players share a federation: there is nothing to restrict</source>
            <translation>keine zwei Spieler haben denselben Verband: es gibt nichts einzuschränken</translation>
        </message>
        <message>
            <source>there is no club restriction</source>
            <translation>es gibt keine Vereinseinschränkung</translation>
        </message>
        <message>
            <source>there is no federation restriction</source>
            <translation>es gibt keine Verbandseinschränkung</translation>
        </message>
        <message>
            <source>{what} is for round robins; this event is a Swiss (Dutch system)</source>
            <translation>{what} gibt es nur für Rundenturniere; dieses Turnier ist ein Schweizer System (Holländisches System)</translation>
        </message>
        <message>
            <source>round {number} cannot be paired: {exc}</source>
            <translation>Runde {number} kann nicht ausgelost werden: {exc}</translation>
        </message>
        <message>
            <source>pairing by the Berger table</source>
            <translation>Auslosung nach der Berger-Tabelle</translation>
        </message>
        <message>
            <source>round 1 cannot be paired: {exc}</source>
            <translation>Runde 1 kann nicht ausgelost werden: {exc}</translation>
        </message>
        <message>
            <source>all {total} rounds of this {name} are paired</source>
            <translation>alle {total} Runden dieses {name} sind ausgelost</translation>
        </message>
        <message>
            <source>{what}: a {name}'s pairings are those of the Berger table (C.05 Annex 1); to change who meets whom, change the pairing numbers before round 1</source>
            <translation>{what}: die Paarungen eines {name} sind die der Berger-Tabelle (C.05 Anhang 1); um zu ändern, wer gegen wen spielt, ändern Sie die Startnummern vor Runde 1</translation>
        </message>
        <message>
            <source>the rounds cannot be checked: {exc}</source>
            <translation>die Runden können nicht geprüft werden: {exc}</translation>
        </message>
        <message>
            <source>round {round_number} cannot be checked: {exc}</source>
            <translation>Runde {round_number} kann nicht geprüft werden: {exc}</translation>
        </message>
        <message>
            <source>{white}-{black} is not a game of round {round_number} of the Berger table</source>
            <translation>{white}-{black} ist keine Partie der Runde {round_number} der Berger-Tabelle</translation>
        </message>
        <message>
            <source>{what}: round 1 is paired, the pairing numbers of the Berger table are fixed</source>
            <translation>{what}: Runde 1 ist ausgelost, die Startnummern der Berger-Tabelle stehen fest</translation>
        </message>
        <message>
            <source>{what}: register the players first</source>
            <translation>{what}: melden Sie zuerst die Spieler</translation>
        </message>
        <message>
            <source>drawing lots for the pairing numbers</source>
            <translation>Auslosung der Startnummern</translation>
        </message>
        <message>
            <source>setting the pairing numbers</source>
            <translation>Festlegen der Startnummern</translation>
        </message>
        <message>
            <source>no player has id {unknown}</source>
            <translation>kein Spieler hat die ID {unknown}</translation>
        </message>
        <message>
            <source>give every one of the {count} players exactly once ({count2} given, {count3} different)</source>
            <translation>geben Sie jeden der {count} Spieler genau einmal an ({count2} angegeben, {count3} verschiedene)</translation>
        </message>
        <message>
            <source>{name} is already withdrawn (from round {withdrawn_from_round})</source>
            <translation>{name} ist bereits zurückgezogen (ab Runde {withdrawn_from_round})</translation>
        </message>
        <message>
            <source>round {start} does not exist (the event has {number_of_rounds} rounds)</source>
            <translation>Runde {start} existiert nicht (das Turnier hat {number_of_rounds} Runden)</translation>
        </message>
        <message>
            <source>{name} has a result in every one of the {number_of_rounds} rounds</source>
            <translation>{name} hat in jeder der {number_of_rounds} Runden ein Ergebnis</translation>
        </message>
        <message>
            <source>{name} has a result in round {round_number}; clear it, or withdraw from round {next_round}</source>
            <translation>{name} hat ein Ergebnis in Runde {round_number}; löschen Sie es oder ziehen Sie ab Runde {next_round} zurück</translation>
        </message>
        <message>
            <source>round {number} is not paired (rounds 1-{last} are)</source>
            <translation>Runde {number} ist nicht ausgelost (Runden 1-{last} sind es)</translation>
        </message>
        <message>
            <source>round {number} is not paired (no round is paired yet)</source>
            <translation>Runde {number} ist nicht ausgelost (noch keine Runde ist ausgelost)</translation>
        </message>
        <message>
            <source>the pairing engine paired round {round}, not round {round_number}</source>
            <translation>das Auslosungsprogramm hat Runde {round} ausgelost, nicht Runde {round_number}</translation>
        </message>
        <message>
            <source>board {i}: player #{number} is not available for round {round_number}</source>
            <translation>Brett {i}: Spieler Nr. {number} ist für Runde {round_number} nicht verfügbar</translation>
        </message>
        <message>
            <source>board {i}: player #{number} is paired twice in round {round_number}</source>
            <translation>Brett {i}: Spieler Nr. {number} ist in Runde {round_number} zweimal gepaart</translation>
        </message>
        <message>
            <source>pairing-allocated bye: player #{bye} is not available</source>
            <translation>zugelostes Freilos: Spieler Nr. {bye} ist nicht verfügbar</translation>
        </message>
        <message>
            <source>player #{bye} has both a board and the pairing-allocated bye</source>
            <translation>Spieler Nr. {bye} hat sowohl ein Brett als auch das zugeloste Freilos</translation>
        </message>
        <message>
            <source>the pairing of round {round_number} leaves out player(s) {players}</source>
            <translation>die Paarungen von Runde {round_number} lassen Spieler aus: {players}</translation>
        </message>
        <message>
            <source>all {number_of_rounds} rounds are paired</source>
            <translation>alle {number_of_rounds} Runden sind ausgelost</translation>
        </message>
        <message>
            <source>round {number} cannot be paired: round {r} has no result yet on board(s) {boards}</source>
            <translation>Runde {number} kann nicht ausgelost werden: Runde {r} hat noch kein Ergebnis an Brett/Brettern {boards}</translation>
        </message>
        <message>
            <source>round {number} cannot be paired: fewer than two players are available</source>
            <translation>Runde {number} kann nicht ausgelost werden: weniger als zwei Spieler sind verfügbar</translation>
        </message>
        <message>
            <source>the tournament changed while round {number} was being paired; pair it again</source>
            <translation>das Turnier hat sich geändert, während Runde {number} ausgelost wurde; losen Sie sie erneut aus</translation>
        </message>
        <message>
            <source>no round is paired, nothing to delete</source>
            <translation>keine Runde ist ausgelost, nichts zu löschen</translation>
        </message>
        <message>
            <source>no round is paired, nothing to re-pair</source>
            <translation>keine Runde ist ausgelost, nichts neu auszulosen</translation>
        </message>
        <message>
            <source>no round is paired, nothing to change</source>
            <translation>keine Runde ist ausgelost, nichts zu ändern</translation>
        </message>
        <message>
            <source>no match is paired, nothing to re-pair</source>
            <translation>kein Match ist ausgelost, nichts neu auszulosen</translation>
        </message>
        <message>
            <source>no match is paired, nothing to change</source>
            <translation>kein Match ist ausgelost, nichts zu ändern</translation>
        </message>
        <message>
            <source>round {last} already has results (board(s) {boards}); clear them before you delete it</source>
            <translation>Runde {last} hat bereits Ergebnisse (Brett/Bretter {boards}); löschen Sie sie, bevor Sie die Runde löschen</translation>
        </message>
        <message>
            <source>round {last} already has results (board(s) {boards}); clear them before you re-pair it</source>
            <translation>Runde {last} hat bereits Ergebnisse (Brett/Bretter {boards}); löschen Sie sie, bevor Sie die Runde neu auslosen</translation>
        </message>
        <message>
            <source>round {last} already has results (board(s) {boards}); clear them before you change it</source>
            <translation>Runde {last} hat bereits Ergebnisse (Brett/Bretter {boards}); löschen Sie sie, bevor Sie die Runde ändern</translation>
        </message>
        <message>
            <source>match {match} already has results (board(s) {boards}); clear them before you re-pair it</source>
            <translation>Match {match} hat schon Ergebnisse (Brett/Bretter {boards}); löschen Sie sie, bevor Sie es neu auslosen</translation>
        </message>
        <message>
            <source>match {match} already has results (board(s) {boards}); clear them before you change it</source>
            <translation>Match {match} hat schon Ergebnisse (Brett/Bretter {boards}); löschen Sie sie, bevor Sie es ändern</translation>
        </message>
        <message>
            <source>only the last paired round ({last}) can be changed, not round {round_number}</source>
            <translation>nur die letzte ausgeloste Runde ({last}) kann geändert werden, nicht Runde {round_number}</translation>
        </message>
        <message>
            <source>player id {id}</source>
            <translation>Spieler-ID {id}</translation>
        </message>
        <message>
            <source>board {i}: {player} is not available for round {round_number}</source>
            <translation>Brett {i}: {player} ist für Runde {round_number} nicht verfügbar</translation>
        </message>
        <message>
            <source>board {i}: {player} is paired twice in round {round_number}</source>
            <translation>Brett {i}: {player} ist in Runde {round_number} zweimal gepaart</translation>
        </message>
        <message>
            <source>{player} cannot have the pairing-allocated bye in this round</source>
            <translation>{player} kann in dieser Runde nicht das zugeloste Freilos erhalten</translation>
        </message>
        <message>
            <source>round {round_number}: {players} not paired</source>
            <translation>Runde {round_number}: {players} nicht gepaart</translation>
        </message>
        <message>
            <source>not checked: {exc}</source>
            <translation>nicht geprüft: {exc}</translation>
        </message>
        <message>
            <source>round {round} cannot be checked: {exc}</source>
            <translation>Runde {round} kann nicht geprüft werden: {exc}</translation>
        </message>
        <message>
            <source>Round {number} paired; backup copy FAILED: {reason}</source>
            <translation>Runde {number} ausgelost; Sicherungskopie FEHLGESCHLAGEN: {reason}</translation>
        </message>
        <message>
            <source>round {number} is stored, but its backup copy failed: {reason}</source>
            <translation>Runde {number} ist gespeichert, aber ihre Sicherungskopie ist fehlgeschlagen: {reason}</translation>
        </message>
        <message>
            <source>Round {number} paired; backup written</source>
            <translation>Runde {number} ausgelost; Sicherungskopie geschrieben</translation>
        </message>
        <message>
            <source>{result!r} is not a result (use values.GameResult)</source>
            <translation>{result!r} ist kein Ergebnis (verwenden Sie values.GameResult)</translation>
        </message>
        <message numerus="yes">
            <source>round {round_number} has no board {board} (it has %n board(s))</source>
            <translation>
                <numerusform>Runde {round_number} hat kein Brett {board} (sie hat %n Brett)</numerusform>
                <numerusform>Runde {round_number} hat kein Brett {board} (sie hat %n Bretter)</numerusform>
            </translation>
        </message>
        <message>
            <source>the name has {count} characters and TRF allows {TRF_NAME_LIMIT}: registered as {kept!r}, {cut!r} is cut</source>
            <translation>der Name hat {count} Zeichen und TRF erlaubt {TRF_NAME_LIMIT}: gemeldet als {kept!r}, {cut!r} wird abgeschnitten</translation>
        </message>
        <message>
            <source>no {value} rating in the list: registered as unrated</source>
            <translation>keine {value}-Elo in der Liste: ohne Elo gemeldet</translation>
        </message>
        <message>
            <source>the FIDE list flags the player inactive</source>
            <translation>die FIDE-Liste führt den Spieler als inaktiv</translation>
        </message>
        <message>
            <source>{name!r} looks like {name2!r} (no. {number}{ident}), already registered</source>
            <translation>{name!r} ähnelt {name2!r} (Nr. {number}{ident}), bereits gemeldet</translation>
        </message>
        <message>
            <source>federation {fed!r} is not a FIDE federation code</source>
            <translation>der Verband {fed!r} ist kein FIDE-Verbandscode</translation>
        </message>
        <message>
            <source>birth date {birth_date!r} is not YYYY or YYYY/MM/DD</source>
            <translation>das Geburtsdatum {birth_date!r} ist weder JJJJ noch JJJJ/MM/TT</translation>
        </message>
        <message>
            <source>birth year {year} is not possible for a player in {year_now}</source>
            <translation>das Geburtsjahr {year} ist für einen Spieler im Jahr {year_now} nicht möglich</translation>
        </message>
        <message>
            <source>rating {rating} is higher than any FIDE rating</source>
            <translation>Elo {rating} ist höher als jede FIDE-Elo</translation>
        </message>
        <message>
            <source>rating {rating} is below the FIDE rating floor of {FIDE_RATING_FLOOR} (since 1 March 2024); is it a national rating?</source>
            <translation>Elo {rating} liegt unter der FIDE-Untergrenze von {FIDE_RATING_FLOOR} (seit 1. März 2024); ist es eine nationale Wertungszahl?</translation>
        </message>
        <message>
            <source>national rating {national_rating} is higher than any rating</source>
            <translation>die nationale Wertungszahl {national_rating} ist höher als jede Wertungszahl</translation>
        </message>
        <message>
            <source>round {number}: no pairing avoids every rematch and forbidden pair</source>
            <translation>Runde {number}: keine Paarung vermeidet jede Wiederholung und jedes verbotene Paar</translation>
        </message>
        <message>
            <source>{what} {text!r} holds a line break or control character ({shown}); type it on one line without control characters</source>
            <translation>{what} {text!r} enthält einen Zeilenumbruch oder ein Steuerzeichen ({shown}); geben Sie es in einer Zeile ohne Steuerzeichen ein</translation>
        </message>
        <message>
            <source>{what} had {length} characters: cut to the first {limit} ({kept})</source>
            <translation>{what} hatte {length} Zeichen: auf die ersten {limit} gekürzt ({kept})</translation>
        </message>
        <message>
            <source>the organiser</source>
            <translation>der Veranstalter</translation>
        </message>
        <message>
            <source>the club of {name}</source>
            <translation>der Verein von {name}</translation>
        </message>
        <message>
            <source>the city of {name}</source>
            <translation>der Ort von {name}</translation>
        </message>
        <message>
            <source>the other titles of {name}</source>
            <translation>die weiteren Titel von {name}</translation>
        </message>
        <message>
            <source>impossible result pair: white {value!r}, black {value2!r}</source>
            <translation>unmögliches Ergebnispaar: Weiß {value!r}, Schwarz {value2!r}</translation>
        </message>
        <message>
            <source>result {text!r}: a board where nobody scores is a double forfeit (--) when neither player played; a played game has a winner or is drawn</source>
            <translation>Ergebnis {text!r}: ein Brett, an dem niemand punktet, ist beidseitig kampflos (--), wenn keiner der Spieler gespielt hat; eine gespielte Partie hat einen Sieger oder endet remis</translation>
        </message>
        <message>
            <source>unknown result {text!r}: use 1-0, 0-1, 1/2, +-, -+, --, W-L, L-W or D-D</source>
            <translation>unbekanntes Ergebnis {text!r}: verwenden Sie 1-0, 0-1, 1/2, +-, -+, --, W-L, L-W oder D-D</translation>
        </message>
        <message>
            <source>{value!r} is not a requested-bye code (H, Z or F)</source>
            <translation>{value!r} ist kein Code eines beantragten Freiloses (H, Z oder F)</translation>
        </message>
        <message>
            <source>Preparing the next match</source>
            <translation>Nächstes Match wird vorbereitet</translation>
        </message>
        <message>
            <source>Pairing match {match}</source>
            <translation>Auslosung von Match {match}</translation>
        </message>
        <message>
            <source>Storing match {match}</source>
            <translation>Match {match} wird gespeichert</translation>
        </message>
        <message>
            <source>a Double-Swiss match is two games (C.04.5): {number_of_rounds} games are not a whole number of matches</source>
            <translation>ein Doppel-Schweizer Match hat zwei Partien (C.04.5): {number_of_rounds} Partien ergeben keine ganze Zahl von Matches</translation>
        </message>
        <message>
            <source>all {matches} matches are paired</source>
            <translation>alle {matches} Matches sind ausgelost</translation>
        </message>
        <message>
            <source>match {match} cannot be paired: game {game} of match {last} has no result yet on board(s) {boards}</source>
            <translation>Match {match} kann nicht ausgelost werden: Partie {game} von Match {last} hat an Brett/Brettern {boards} noch kein Ergebnis</translation>
        </message>
        <message>
            <source>match {match} cannot be paired: fewer than two players are available</source>
            <translation>Match {match} kann nicht ausgelost werden: weniger als zwei Spieler sind verfügbar</translation>
        </message>
        <message>
            <source>no match is paired, nothing to delete</source>
            <translation>kein Match ist ausgelost, nichts zu löschen</translation>
        </message>
        <message>
            <source>match {match} already has results (board(s) {boards}); clear them before you delete it</source>
            <translation>Match {match} hat schon Ergebnisse (Brett/Bretter {boards}); löschen Sie sie, bevor Sie es löschen</translation>
        </message>
        <message>
            <source>this event is not a Double-Swiss event: it has no matches</source>
            <translation>dieses Turnier ist kein Doppel-Schweizer Turnier: es hat keine Matches</translation>
        </message>
        <message>
            <source>match {match} has no board {board}</source>
            <translation>Match {match} hat kein Brett {board}</translation>
        </message>
        <message>
            <source>all {rounds} rounds are paired</source>
            <translation>alle {rounds} Runden sind ausgelost</translation>
        </message>
        <message>
            <source>round {round} cannot be paired: fewer than two teams are registered</source>
            <translation>Runde {round} kann nicht ausgelost werden: weniger als zwei Mannschaften sind angemeldet</translation>
        </message>
        <message>
            <source>round {round} cannot be paired: match(es) {matches} of round {last} have no line-ups or results yet</source>
            <translation>Runde {round} kann nicht ausgelost werden: Wettkampf/Wettkämpfe {matches} der Runde {last} haben noch keine Aufstellungen oder Ergebnisse</translation>
        </message>
        <message>
            <source>the tournament changed while round {round} was being paired; pair it again</source>
            <translation>das Turnier hat sich geändert, während Runde {round} ausgelost wurde; losen Sie sie erneut aus</translation>
        </message>
        <message>
            <source>round {round} has no match {match}</source>
            <translation>Runde {round} hat keinen Wettkampf {match}</translation>
        </message>
        <message>
            <source>the team has no match in round {round}</source>
            <translation>die Mannschaft hat in Runde {round} keinen Wettkampf</translation>
        </message>
        <message>
            <source>{team}: a line-up has {boards} players, one per board, not {count}</source>
            <translation>{team}: eine Aufstellung hat {boards} Spieler, einen je Brett, nicht {count}</translation>
        </message>
        <message>
            <source>{team}: {name} is not in the team's roster</source>
            <translation>{team}: {name} steht nicht in der Spielerliste der Mannschaft</translation>
        </message>
        <message>
            <source>{team}: a player is named twice</source>
            <translation>{team}: ein Spieler ist zweimal genannt</translation>
        </message>
        <message>
            <source>{team}: {upper} (no. {upper_place} of the roster) cannot play board {board} above {lower} (no. {lower_place}); a line-up keeps the roster's board order</source>
            <translation>{team}: {upper} (Nr. {upper_place} der Liste) kann nicht an Brett {board} vor {lower} (Nr. {lower_place}) spielen; eine Aufstellung hält die Brettreihenfolge der Liste ein</translation>
        </message>
        <message>
            <source>{team}: {name} has withdrawn from round {round} on</source>
            <translation>{team}: {name} ist ab Runde {round} ausgeschieden</translation>
        </message>
        <message>
            <source>match {match} of round {round} has results; clear them before the line-up changes</source>
            <translation>Wettkampf {match} der Runde {round} hat Ergebnisse; löschen Sie sie, bevor sich die Aufstellung ändert</translation>
        </message>
        <message>
            <source>match {match} of round {round} is a bye: nothing to forfeit</source>
            <translation>Wettkampf {match} der Runde {round} ist spielfrei: nichts kampflos zu werten</translation>
        </message>
        <message>
            <source>match {match} of round {round} is not a match of team(s) {teams}</source>
            <translation>Wettkampf {match} der Runde {round} ist kein Wettkampf der Mannschaft(en) {teams}</translation>
        </message>
        <message>
            <source>round {round} is not paired</source>
            <translation>Runde {round} ist nicht ausgelost</translation>
        </message>
        <message>
            <source>this event is not a team event (create it with --system team-swiss)</source>
            <translation>dieses Turnier ist kein Mannschaftsturnier (legen Sie es mit --system team-swiss an)</translation>
        </message>
        <message>
            <source>there is no team {number}</source>
            <translation>es gibt keine Mannschaft {number}</translation>
        </message>
        <message>
            <source>team {name} would have {size} players; a roster holds at most {most} (TRF record 310)</source>
            <translation>die Mannschaft {name} hätte {size} Spieler; eine Liste fasst höchstens {most} (TRF-Satz 310)</translation>
        </message>
        <message>
            <source>a team needs a name</source>
            <translation>eine Mannschaft braucht einen Namen</translation>
        </message>
        <message>
            <source>a team called {name} is registered already</source>
            <translation>eine Mannschaft namens {name} ist schon angemeldet</translation>
        </message>
        <message>
            <source>round {round} is paired already</source>
            <translation>Runde {round} ist schon ausgelost</translation>
        </message>
        <message>
            <source>the event has no section {name!r}; its sections: {names}</source>
            <translation>die Veranstaltung hat keine Gruppe {name!r}; ihre Gruppen: {names}</translation>
        </message>
        <message>
            <source>a section needs a name</source>
            <translation>eine Gruppe braucht einen Namen</translation>
        </message>
        <message>
            <source>a section's name has at most {limit} characters</source>
            <translation>der Name einer Gruppe hat höchstens {limit} Zeichen</translation>
        </message>
        <message>
            <source>the section's name</source>
            <translation>der Name der Gruppe</translation>
        </message>
        <message>
            <source>the event already has a section {name!r}</source>
            <translation>die Veranstaltung hat schon eine Gruppe {name!r}</translation>
        </message>
        <message>
            <source>no player with id {id}</source>
            <translation>kein Spieler mit der Kennung {id}</translation>
        </message>
        <message>
            <source>{name} is already entered in the section {section} (number {number})</source>
            <translation>{name} ist schon in der Gruppe {section} eingetragen (Nummer {number})</translation>
        </message>
        <message>
            <source>FIDE id {fide_id} already belongs to {name} (#{number}) in {section}</source>
            <translation>FIDE-ID {fide_id} gehört bereits {name} (#{number}) in {section}</translation>
        </message>
        <message>
            <source>{name} is the event's only section: it cannot be deleted</source>
            <translation>{name} ist die einzige Gruppe der Veranstaltung: sie kann nicht gelöscht werden</translation>
        </message>
        <message>
            <source>the section {name} has {count} rounds paired: a section whose games were paired is never deleted</source>
            <translation>die Gruppe {name} hat {count} ausgeloste Runden: eine Gruppe, deren Partien ausgelost wurden, wird nie gelöscht</translation>
        </message>
        <message>
            <source>the event has a section {name} already</source>
            <translation>die Veranstaltung hat bereits eine Gruppe {name}</translation>
        </message>
        <message>
            <source>no section called {name} was deleted from this event</source>
            <translation>aus dieser Veranstaltung wurde keine Gruppe namens {name} gelöscht</translation>
        </message>
        <message>
            <source>the section {name} was deleted by an older version of the program, which did not keep every row of it: it cannot be put back</source>
            <translation>die Gruppe {name} wurde von einer älteren Version des Programms gelöscht, die nicht alle ihre Zeilen aufbewahrte: sie kann nicht wiederhergestellt werden</translation>
        </message>
        <message>
            <source>the event has {count} sections ({names}): name the one to work on</source>
            <translation>die Veranstaltung hat {count} Gruppen ({names}): nennen Sie die, an der gearbeitet wird</translation>
        </message>
        <message>
            <source>Round {round} has no board {board} (it has {count}).</source>
            <translation>Runde {round} hat kein Brett {board} (sie hat {count}).</translation>
        </message>
        <message>
            <source>{name} cannot join: the Berger table of a team round robin (C.05 Annex 1) is made of the teams registered before round 1</source>
            <translation>{name} kann nicht hinzukommen: Die Berger-Tabelle eines Mannschaftsrundenturniers (C.05 Anhang 1) besteht aus den vor Runde 1 angemeldeten Mannschaften</translation>
        </message>
        <message>
            <source>all {rounds} rounds are paired; there is no round left</source>
            <translation>alle {rounds} Runden sind ausgelost; es bleibt keine Runde</translation>
        </message>
        <message>
            <source>round {start} cannot be chosen: the rounds not paired yet are {first}-{rounds}</source>
            <translation>Runde {start} kann nicht gewählt werden: Die noch nicht ausgelosten Runden sind {first}-{rounds}</translation>
        </message>
        <message>
            <source>{team} is not withdrawn</source>
            <translation>{team} ist nicht zurückgezogen</translation>
        </message>
        <message>
            <source>Section {name} was deleted at another desk.</source>
            <translation>Die Gruppe {name} wurde an einem anderen Arbeitsplatz gelöscht.</translation>
        </message>
    </context>
    <context>
        <name>DbRegistration</name>
        <message>
            <source>{name}: #{old} → #{new}</source>
            <translation>{name}: Nr. {old} → Nr. {new}</translation>
        </message>
    </context>
    <context>
        <name>DbResult</name>
        <message>
            <source>1-0</source>
            <translation>1-0</translation>
        </message>
        <message>
            <source>0-1</source>
            <translation>0-1</translation>
        </message>
        <message>
            <source>½-½</source>
            <translation>½-½</translation>
        </message>
        <message>
            <source>+ / -</source>
            <translation>+ / -</translation>
        </message>
        <message>
            <source>- / +</source>
            <translation>- / +</translation>
        </message>
        <message>
            <source>- / -</source>
            <translation>- / -</translation>
        </message>
        <message>
            <source>1-0 (unrated)</source>
            <translation>1-0 (nicht Elo-gewertet)</translation>
        </message>
        <message>
            <source>0-1 (unrated)</source>
            <translation>0-1 (nicht Elo-gewertet)</translation>
        </message>
        <message>
            <source>½-½ (unrated)</source>
            <translation>½-½ (nicht Elo-gewertet)</translation>
        </message>
    </context>
    <context>
        <name>DbRole</name>
        <message>
            <source>the chief arbiter</source>
            <translation>der Hauptschiedsrichter</translation>
        </message>
        <message>
            <source>a deputy arbiter</source>
            <translation>ein stellvertretender Schiedsrichter</translation>
        </message>
        <message>
            <source>a viewer</source>
            <translation>ein Zuschauer</translation>
        </message>
    </context>
    <context>
        <name>DbSchema</name>
        <message numerus="yes">
            <source>%n extra table(s)</source>
            <translation>
                <numerusform>%n zusätzliche Tabelle</numerusform>
                <numerusform>%n zusätzliche Tabellen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n extra view(s)</source>
            <translation>
                <numerusform>%n zusätzliche Sicht (View)</numerusform>
                <numerusform>%n zusätzliche Sichten (Views)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n extra index(es)</source>
            <translation>
                <numerusform>%n zusätzlicher Index</numerusform>
                <numerusform>%n zusätzliche Indizes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n extra trigger(s)</source>
            <translation>
                <numerusform>%n zusätzlicher Trigger</numerusform>
                <numerusform>%n zusätzliche Trigger</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n extra object(s)</source>
            <translation>
                <numerusform>%n zusätzliches Objekt</numerusform>
                <numerusform>%n zusätzliche Objekte</numerusform>
            </translation>
        </message>
        <message>
            <source>no table {name}</source>
            <translation>keine Tabelle {name}</translation>
        </message>
        <message>
            <source>no index {name}</source>
            <translation>kein Index {name}</translation>
        </message>
        <message>
            <source>no trigger {name}</source>
            <translation>kein Trigger {name}</translation>
        </message>
        <message>
            <source>the table {name} changed</source>
            <translation>die Tabelle {name} wurde verändert</translation>
        </message>
        <message>
            <source>the index {name} changed</source>
            <translation>der Index {name} wurde verändert</translation>
        </message>
        <message>
            <source>the trigger {name} changed</source>
            <translation>der Trigger {name} wurde verändert</translation>
        </message>
        <message>
            <source>binary data</source>
            <translation>Binärdaten</translation>
        </message>
        <message>
            <source>a decimal number</source>
            <translation>eine Dezimalzahl</translation>
        </message>
        <message>
            <source>text</source>
            <translation>Text</translation>
        </message>
        <message>
            <source>a whole number</source>
            <translation>eine ganze Zahl</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>nichts</translation>
        </message>
        <message>
            <source>text that is not valid JSON</source>
            <translation>Text, der kein gültiges JSON ist</translation>
        </message>
        <message>
            <source>{name} is not built as Arbiter Desk builds a tournament file of schema {version} ({differences}): another program changed it; it was not opened and is unchanged</source>
            <translation>{name} ist nicht so aufgebaut, wie Arbiter Desk eine Turnierdatei des Schemas {version} aufbaut ({differences}): ein anderes Programm hat sie verändert; sie wurde nicht geöffnet und ist unverändert</translation>
        </message>
        <message>
            <source>{name} is damaged: {table}.{column} (row {row}) holds {found}, which Arbiter Desk never keeps there; open the latest backup copy</source>
            <translation>{name} ist beschädigt: {table}.{column} (Zeile {row}) enthält {found}, was Arbiter Desk dort nie speichert; öffnen Sie die neueste Sicherungskopie</translation>
        </message>
        <message>
            <source>{name} is damaged: a row of {table} (row {row}) refers to a row of {parent} that is not there; open the latest backup copy</source>
            <translation>{name} ist beschädigt: eine Zeile von {table} (Zeile {row}) verweist auf eine Zeile von {parent}, die es nicht gibt; öffnen Sie die neueste Sicherungskopie</translation>
        </message>
    </context>
    <context>
        <name>DbServer</name>
        <message>
            <source>a password may not be written in the server's address (it would be shown and kept); give it in PGPASSWORD or when asked</source>
            <translation>ein Passwort darf nicht in der Adresse des Servers stehen (sie wird angezeigt und aufbewahrt); geben Sie es in PGPASSWORD oder auf Nachfrage an</translation>
        </message>
        <message>
            <source>{url} is not the address of a venue server; write postgresql://USER@HOST[:PORT]/DATABASE</source>
            <translation>{url} ist keine Adresse eines Turnierservers; schreiben Sie postgresql://USER@HOST[:PORT]/DATABASE</translation>
        </message>
        <message>
            <source>the database {name} holds tables of another program, not an Arbiter Desk event</source>
            <translation>die Datenbank {name} enthält Tabellen eines anderen Programms, kein Arbiter-Desk-Turnier</translation>
        </message>
        <message>
            <source>another desk</source>
            <translation>ein anderer Arbeitsplatz</translation>
        </message>
        <message>
            <source>{who} is pairing a round of {name} now; wait until that round is stored, then try again</source>
            <translation>{who} lost gerade eine Runde von {name} aus; warten Sie, bis diese Runde gespeichert ist, und versuchen Sie es dann erneut</translation>
        </message>
        <message>
            <source>the venue server {url} asks for a password: set PGPASSWORD</source>
            <translation>der Turnierserver {url} verlangt ein Passwort: setzen Sie PGPASSWORD</translation>
        </message>
        <message>
            <source>the venue server {url} refused the user or the password</source>
            <translation>der Turnierserver {url} hat den Benutzer oder das Passwort abgelehnt</translation>
        </message>
        <message>
            <source>the venue server {url} offers no encrypted connection (TLS), which PGSSLMODE={mode} requires: its administrator switches TLS on</source>
            <translation>der Turnierserver {url} bietet keine verschlüsselte Verbindung (TLS), die PGSSLMODE={mode} verlangt: sein Administrator schaltet TLS ein</translation>
        </message>
        <message>
            <source>the venue server has no database {database}; its administrator creates it</source>
            <translation>der Turnierserver hat keine Datenbank {database}; sein Administrator legt sie an</translation>
        </message>
        <message>
            <source>the venue server {url} is out of reach ({detail}); a change under way, if any, is not confirmed stored: check the network, then look again</source>
            <translation>der Turnierserver {url} ist nicht erreichbar ({detail}); eine etwa laufende Änderung ist nicht als gespeichert bestätigt: prüfen Sie das Netzwerk und sehen Sie dann erneut nach</translation>
        </message>
        <message>
            <source>the copy would replace its own source; name another</source>
            <translation>die Kopie würde ihre eigene Quelle ersetzen; nennen Sie ein anderes Ziel</translation>
        </message>
        <message>
            <source>Round {number} paired and stored on the venue server</source>
            <translation>Runde {number} ausgelost und auf dem Turnierserver gespeichert</translation>
        </message>
        <message>
            <source>the database {name} holds no event yet</source>
            <translation>die Datenbank {name} enthält noch kein Turnier</translation>
        </message>
        <message>
            <source>the event in {name} was written by a newer Arbiter Desk (schema {version}, this program knows up to {known}); please update the program</source>
            <translation>das Turnier in {name} wurde von einem neueren Arbiter Desk geschrieben (Schema {version}, dieses Programm kennt bis {known}); bitte aktualisieren Sie das Programm</translation>
        </message>
        <message>
            <source>the event in {name} is of an older Arbiter Desk (schema {version}): copy it to a file with the older program (arbiter copy), open the file here, then copy it back</source>
            <translation>das Turnier in {name} stammt von einem älteren Arbiter Desk (Schema {version}): kopieren Sie es mit dem älteren Programm in eine Datei (arbiter copy), öffnen Sie die Datei hier und kopieren Sie sie dann zurück</translation>
        </message>
        <message>
            <source>the database {name} already holds an event; choose another database</source>
            <translation>die Datenbank {name} enthält schon ein Turnier; wählen Sie eine andere Datenbank</translation>
        </message>
        <message>
            <source>no answer within {seconds} s</source>
            <translation>keine Antwort innerhalb von {seconds} s</translation>
        </message>
    </context>
    <context>
        <name>DbTrf</name>
        <message>
            <source>a PDF document</source>
            <translation>ein PDF-Dokument</translation>
        </message>
        <message>
            <source>a PNG image</source>
            <translation>ein PNG-Bild</translation>
        </message>
        <message>
            <source>a JPEG image</source>
            <translation>ein JPEG-Bild</translation>
        </message>
        <message>
            <source>a GIF image</source>
            <translation>ein GIF-Bild</translation>
        </message>
        <message>
            <source>a ZIP archive (or a Word/Excel/LibreOffice document)</source>
            <translation>ein ZIP-Archiv (oder ein Word-/Excel-/LibreOffice-Dokument)</translation>
        </message>
        <message>
            <source>an old Word/Excel document</source>
            <translation>ein altes Word-/Excel-Dokument</translation>
        </message>
        <message>
            <source>a database (an .arbiter tournament file is opened, not imported)</source>
            <translation>eine Datenbank (eine .arbiter-Turnierdatei wird geöffnet, nicht importiert)</translation>
        </message>
        <message>
            <source>a program</source>
            <translation>ein Programm</translation>
        </message>
        <message>
            <source>a UTF-16 text (save it as UTF-8)</source>
            <translation>ein UTF-16-Text (speichern Sie ihn als UTF-8)</translation>
        </message>
        <message>
            <source>{name} is {what}, not a TRF (a text file of 001 player lines)</source>
            <translation>{name} ist {what}, keine TRF (eine Textdatei mit 001-Spielerzeilen)</translation>
        </message>
        <message>
            <source>{name} is not a text file (a NUL byte on line {line}); it is not a TRF</source>
            <translation>{name} ist keine Textdatei (ein NUL-Byte in Zeile {line}); es ist keine TRF</translation>
        </message>
        <message>
            <source>{name} has no player record (001 lines): it is not a TRF, or it is empty</source>
            <translation>{name} hat keinen Spielerdatensatz (001-Zeilen): es ist keine TRF, oder sie ist leer</translation>
        </message>
        <message>
            <source>{what} {text}: control characters replaced by spaces</source>
            <translation>{what} {text}: Steuerzeichen durch Leerzeichen ersetzt</translation>
        </message>
        <message>
            <source>player {number}: name</source>
            <translation>Spieler {number}: Name</translation>
        </message>
        <message>
            <source>player {number}: title</source>
            <translation>Spieler {number}: Titel</translation>
        </message>
        <message>
            <source>player {number}: federation</source>
            <translation>Spieler {number}: Verband</translation>
        </message>
        <message>
            <source>player {number}: FIDE id</source>
            <translation>Spieler {number}: FIDE-ID</translation>
        </message>
        <message>
            <source>player {number}: birth date</source>
            <translation>Spieler {number}: Geburtsdatum</translation>
        </message>
        <message>
            <source>tournament name (012)</source>
            <translation>Turniername (012)</translation>
        </message>
        <message>
            <source>city (022)</source>
            <translation>Ort (022)</translation>
        </message>
        <message>
            <source>federation (032)</source>
            <translation>Verband (032)</translation>
        </message>
        <message>
            <source>type (092)</source>
            <translation>Art (092)</translation>
        </message>
        <message>
            <source>chief arbiter (102)</source>
            <translation>Hauptschiedsrichter (102)</translation>
        </message>
        <message>
            <source>deputy arbiter (112)</source>
            <translation>weiterer Schiedsrichter (112)</translation>
        </message>
        <message>
            <source>time control (122)</source>
            <translation>Bedenkzeit (122)</translation>
        </message>
        <message>
            <source>record</source>
            <translation>Datensatz</translation>
        </message>
        <message>
            <source>{system}, as record 192 says ({code})</source>
            <translation>{system}, wie Datensatz 192 angibt ({code})</translation>
        </message>
        <message>
            <source>{player} stands for the bye but is kept as a player, as asked (--keep-dummies)</source>
            <translation>{player} steht für das Freilos, bleibt aber wie verlangt Spieler (--keep-dummies)</translation>
        </message>
        <message>
            <source>the TRF has {rounds_recorded} rounds but says {rounds}; using {rounds_recorded}</source>
            <translation>die TRF hat {rounds_recorded} Runden, gibt aber {rounds} an; verwendet: {rounds_recorded}</translation>
        </message>
        <message>
            <source>the end date (052) comes before the start date (042); end date left empty</source>
            <translation>das Enddatum (052) liegt vor dem Anfangsdatum (042); Enddatum leer gelassen</translation>
        </message>
        <message>
            <source>round {number}: players {number2} and {opponent}: {exc}</source>
            <translation>Runde {number}: Spieler {number2} und {opponent}: {exc}</translation>
        </message>
        <message>
            <source>round {number}: more than one pairing-allocated bye (U)</source>
            <translation>Runde {number}: mehr als ein zugelostes Freilos (U)</translation>
        </message>
        <message>
            <source>not paired in round {last}: {shown}; they will be paired again unless you withdraw them (C.04.2 art. 3.2) or give them a bye</source>
            <translation>in Runde {last} nicht gepaart: {shown}; sie werden wieder ausgelost, es sei denn, Sie ziehen sie zurück (C.04.2 Art. 3.2) oder geben ihnen ein Freilos</translation>
        </message>
        <message>
            <source>240: a bye of player {number} in round {round_number} cannot be kept</source>
            <translation>240: ein Freilos von Spieler {number} in Runde {round_number} kann nicht übernommen werden</translation>
        </message>
        <message>
            <source>#{number} {name} loses every game by forfeit from round {start} to the end: recorded as withdrawn from round {start} (reinstate the player if that is wrong)</source>
            <translation>Nr. {number} {name} verliert jede Partie kampflos von Runde {start} bis zum Ende: als ab Runde {start} zurückgezogen erfasst (nehmen Sie den Spieler wieder auf, falls das falsch ist)</translation>
        </message>
        <message>
            <source>{what}: {count} round cells, but a Double-Swiss match takes two (game 1 and game 2)</source>
            <translation>{what}: {count} Rundenfelder, aber ein Doppel-Schweizer Match braucht zwei (Partie 1 und Partie 2)</translation>
        </message>
        <message>
            <source>a team event ({kind}), as record 192 says ({code})</source>
            <translation>ein Mannschaftsturnier ({kind}), wie Satz 192 sagt ({code})</translation>
        </message>
        <message>
            <source>352: the colour sequence {sequence} has fewer boards than the {boards} a team plays</source>
            <translation>352: Die Farbfolge {sequence} hat weniger Bretter als die {boards}, die eine Mannschaft spielt</translation>
        </message>
        <message>
            <source>240: there is no team {number} for a bye in round {round}</source>
            <translation>240: Es gibt keine Mannschaft {number} für ein Freilos in Runde {round}</translation>
        </message>
        <message>
            <source>round {round}: the games of teams {first} and {second} are not board against board in the order of their rosters (record 310)</source>
            <translation>Runde {round}: Die Partien der Mannschaften {first} und {second} sind nicht Brett gegen Brett in der Reihenfolge ihrer Kader (Satz 310)</translation>
        </message>
    </context>
    <context>
        <name>DoubleSwiss</name>
        <message>
            <source>192: the Baku Acceleration is not available with the Double-Swiss System: C.04.7 does not say whether its points for a win are a game's or a match's</source>
            <translation>192: die Baku-Beschleunigung ist mit dem Doppel-Schweizer System nicht verfügbar: C.04.7 sagt nicht, ob ihre Punkte für einen Sieg die einer Partie oder eines Matches sind</translation>
        </message>
    </context>
    <context>
        <name>Roles</name>
        <message>
            <source>pair a round</source>
            <translation>eine Runde auslosen</translation>
        </message>
        <message>
            <source>pair a round again</source>
            <translation>eine Runde neu auslosen</translation>
        </message>
        <message>
            <source>change a pairing</source>
            <translation>eine Paarung ändern</translation>
        </message>
        <message>
            <source>delete a round</source>
            <translation>eine Runde löschen</translation>
        </message>
        <message>
            <source>correct a result</source>
            <translation>ein Ergebnis berichtigen</translation>
        </message>
        <message>
            <source>enter a result</source>
            <translation>ein Ergebnis erfassen</translation>
        </message>
        <message>
            <source>register a player</source>
            <translation>einen Spieler anmelden</translation>
        </message>
        <message>
            <source>correct a player's details</source>
            <translation>die Angaben eines Spielers berichtigen</translation>
        </message>
        <message>
            <source>grant or cancel a bye</source>
            <translation>ein Freilos gewähren oder streichen</translation>
        </message>
        <message>
            <source>withdraw a player</source>
            <translation>einen Spieler zurückziehen</translation>
        </message>
        <message>
            <source>name the roles at the desks</source>
            <translation>die Rollen an den Arbeitsplätzen vergeben</translation>
        </message>
        <message>
            <source>replace the event on the server</source>
            <translation>das Turnier auf dem Server ersetzen</translation>
        </message>
        <message>
            <source>change the event's settings</source>
            <translation>die Turniereinstellungen ändern</translation>
        </message>
        <message>
            <source>make this change ({operation})</source>
            <translation>diese Änderung vornehmen ({operation})</translation>
        </message>
        <message>
            <source>only the chief arbiter may {what}; {person} is {role} at this event</source>
            <translation>nur der Hauptschiedsrichter darf {what}; {person} ist {role} bei diesem Turnier</translation>
        </message>
        <message>
            <source>only a deputy arbiter or the chief arbiter may {what}; {person} is {role} at this event</source>
            <translation>nur ein stellvertretender Schiedsrichter oder der Hauptschiedsrichter darf {what}; {person} ist {role} bei diesem Turnier</translation>
        </message>
        <message>
            <source>{person!r} is not a person's name (write it without the desk's host)</source>
            <translation>{person!r} ist kein Personenname (schreiben Sie ihn ohne den Rechner des Arbeitsplatzes)</translation>
        </message>
        <message>
            <source>name the chief arbiter first: the event names nobody yet</source>
            <translation>ernennen Sie zuerst den Hauptschiedsrichter: das Turnier nennt noch niemanden</translation>
        </message>
        <message>
            <source>{person} is the event's only chief arbiter: name another one first</source>
            <translation>{person} ist der einzige Hauptschiedsrichter des Turniers: ernennen Sie zuerst einen anderen</translation>
        </message>
    </context>
    <context>
        <name>TeamSwiss</name>
        <message>
            <source>the file has no team (records 310 or 013)</source>
            <translation>die Datei enthält keine Mannschaft (Datensätze 310 oder 013)</translation>
        </message>
        <message>
            <source>team {team}: player {player} of its roster has no 001 record</source>
            <translation>Mannschaft {team}: Spieler {player} ihrer Aufstellung hat keinen 001-Datensatz</translation>
        </message>
    </context>
</TS>
