<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
    <context>
        <name>Actions</name>
        <message>
            <source>&amp;New tournament…</source>
            <translation>&amp;Neues Turnier…</translation>
        </message>
        <message>
            <source>Create a new tournament file</source>
            <translation>Eine neue Turnierdatei anlegen</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>Ö&amp;ffnen…</translation>
        </message>
        <message>
            <source>Open a tournament file</source>
            <translation>Eine Turnierdatei öffnen</translation>
        </message>
        <message>
            <source>Connect to &amp;venue server…</source>
            <translation>Mit dem &amp;Turnierserver verbinden…</translation>
        </message>
        <message>
            <source>Open an event kept on a PostgreSQL venue server</source>
            <translation>Ein Turnier öffnen, das auf einem PostgreSQL-Server am Spielort liegt</translation>
        </message>
        <message>
            <source>&amp;Import TRF…</source>
            <translation>TRF &amp;importieren…</translation>
        </message>
        <message>
            <source>Continue a tournament from a FIDE TRF file</source>
            <translation>Ein Turnier aus einer FIDE-TRF-Datei fortsetzen</translation>
        </message>
        <message>
            <source>&amp;Export TRF…</source>
            <translation>TRF &amp;exportieren…</translation>
        </message>
        <message>
            <source>Write the FIDE rating report (TRF)</source>
            <translation>Den FIDE-Elo-Bericht (TRF) schreiben</translation>
        </message>
        <message>
            <source>&amp;Save a copy…</source>
            <translation>&amp;Kopie speichern…</translation>
        </message>
        <message>
            <source>Write a complete copy of the tournament file (a USB stick, a mail)</source>
            <translation>Eine vollständige Kopie der Turnierdatei schreiben (ein USB-Stick, eine E-Mail)</translation>
        </message>
        <message>
            <source>&amp;Print…</source>
            <translation>&amp;Drucken…</translation>
        </message>
        <message>
            <source>Print a document through the system print dialog</source>
            <translation>Ein Dokument über den Druckdialog des Systems drucken</translation>
        </message>
        <message>
            <source>Print pre&amp;view…</source>
            <translation>Druck&amp;vorschau…</translation>
        </message>
        <message>
            <source>Show a document's pages as they will be printed</source>
            <translation>Die Seiten eines Dokuments so zeigen, wie sie gedruckt werden</translation>
        </message>
        <message>
            <source>Open in PDF vie&amp;wer…</source>
            <translation>Im PDF-&amp;Betrachter öffnen…</translation>
        </message>
        <message>
            <source>Open a document in the system's PDF viewer</source>
            <translation>Ein Dokument im PDF-Betrachter des Systems öffnen</translation>
        </message>
        <message>
            <source>Save as P&amp;DF…</source>
            <translation>Als P&amp;DF speichern…</translation>
        </message>
        <message>
            <source>Save a document as PDF</source>
            <translation>Ein Dokument als PDF speichern</translation>
        </message>
        <message>
            <source>&amp;Close tournament</source>
            <translation>Turnier &amp;schließen</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Beenden</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Rückgängig</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Wiederherstellen</translation>
        </message>
        <message>
            <source>&amp;Filter…</source>
            <translation>&amp;Filtern…</translation>
        </message>
        <message>
            <source>Filter the current table</source>
            <translation>Die angezeigte Tabelle filtern</translation>
        </message>
        <message>
            <source>&amp;Add player…</source>
            <translation>Spieler &amp;hinzufügen…</translation>
        </message>
        <message>
            <source>Register a player (also a late entry)</source>
            <translation>Einen Spieler melden (auch Nachmeldung)</translation>
        </message>
        <message>
            <source>&amp;Edit player…</source>
            <translation>Spieler &amp;bearbeiten…</translation>
        </message>
        <message>
            <source>Correct the selected player's data</source>
            <translation>Die Daten des ausgewählten Spielers korrigieren</translation>
        </message>
        <message>
            <source>Import players from &amp;CSV…</source>
            <translation>Spieler aus &amp;CSV importieren…</translation>
        </message>
        <message>
            <source>Add players from a spreadsheet (CSV)</source>
            <translation>Spieler aus einer Tabelle (CSV) hinzufügen</translation>
        </message>
        <message>
            <source>&amp;Withdraw…</source>
            <translation>&amp;Zurückziehen…</translation>
        </message>
        <message>
            <source>Withdraw the selected player from the next round on</source>
            <translation>Den ausgewählten Spieler ab der nächsten Runde zurückziehen</translation>
        </message>
        <message>
            <source>Re&amp;instate</source>
            <translation>&amp;Wieder aufnehmen</translation>
        </message>
        <message>
            <source>Pair the selected withdrawn player again</source>
            <translation>Den ausgewählten zurückgezogenen Spieler wieder auslosen</translation>
        </message>
        <message>
            <source>Requested &amp;bye…</source>
            <translation>Beantragtes &amp;Freilos…</translation>
        </message>
        <message>
            <source>The selected player will not play a coming round (half- or zero-point bye)</source>
            <translation>Der ausgewählte Spieler spielt eine kommende Runde nicht (Freilos mit halbem Punkt oder ohne Punkt)</translation>
        </message>
        <message>
            <source>Cancel requested b&amp;ye</source>
            <translation>Beantragtes &amp;Freilos zurücknehmen</translation>
        </message>
        <message>
            <source>Chec&amp;k-in…</source>
            <translation>&amp;Anwesenheitskontrolle…</translation>
        </message>
        <message>
            <source>Tick the players present before the next round is paired (C.04.2 art. 4.1)</source>
            <translation>Die anwesenden Spieler abhaken, bevor die nächste Runde ausgelost wird (C.04.2 Art. 4.1)</translation>
        </message>
        <message>
            <source>Entry &amp;fees…</source>
            <translation>&amp;Startgelder…</translation>
        </message>
        <message>
            <source>Fee categories, what each player owes and paid, receipts, the organiser's totals</source>
            <translation>Startgeldkategorien, was jeder Spieler schuldet und bezahlt hat, Quittungen, Summen für den Ausrichter</translation>
        </message>
        <message>
            <source>&amp;Pair next round</source>
            <translation>Nächste Runde &amp;auslosen</translation>
        </message>
        <message>
            <source>Pair the next round by the event's Swiss system (Dutch, Burstein, Dubov, Lim, Double-Swiss)</source>
            <translation>Die nächste Runde nach dem Schweizer System des Turniers auslosen (Holländisch, Burstein, Dubov, Lim, Doppel-Schweizer)</translation>
        </message>
        <message>
            <source>Pair &amp;all rounds (round robin)</source>
            <translation>&amp;Alle Runden auslosen (Rundenturnier)</translation>
        </message>
        <message>
            <source>Pair every round left by the Berger table (C.05)</source>
            <translation>Alle verbleibenden Runden nach der Berger-Tabelle auslosen (C.05)</translation>
        </message>
        <message>
            <source>&amp;Draw lots for pairing numbers (round robin)…</source>
            <translation>Start&amp;nummern auslosen (Rundenturnier)…</translation>
        </message>
        <message>
            <source>Draw the pairing numbers of a round robin by lot, before round 1 (C.05)</source>
            <translation>Die Startnummern eines Rundenturniers vor Runde 1 auslosen (C.05)</translation>
        </message>
        <message>
            <source>Enter &amp;results</source>
            <translation>&amp;Ergebnisse eingeben</translation>
        </message>
        <message>
            <source>Go to the boards and type results</source>
            <translation>Zu den Brettern wechseln und Ergebnisse eingeben</translation>
        </message>
        <message>
            <source>Pre&amp;vious round</source>
            <translation>&amp;Vorige Runde</translation>
        </message>
        <message>
            <source>Ne&amp;xt round</source>
            <translation>Nä&amp;chste Runde</translation>
        </message>
        <message>
            <source>E&amp;xplain pairing…</source>
            <translation>Auslosung &amp;erklären…</translation>
        </message>
        <message>
            <source>How the engine paired the selected round, bracket by bracket</source>
            <translation>Wie das Programm die ausgewählte Runde ausgelost hat, Punktgruppe für Punktgruppe</translation>
        </message>
        <message>
            <source>Edit &amp;pairing…</source>
            <translation>&amp;Paarungen bearbeiten…</translation>
        </message>
        <message>
            <source>Change the pairing of the last round by hand (before any result); its broken rules are listed</source>
            <translation>Die Paarungen der letzten Runde von Hand ändern (vor dem ersten Ergebnis); verletzte Regeln werden aufgeführt</translation>
        </message>
        <message>
            <source>C&amp;heck pairing rules</source>
            <translation>Paarungsregeln &amp;prüfen</translation>
        </message>
        <message>
            <source>List every rule the selected round's pairing breaks</source>
            <translation>Alle Regeln auflisten, die die Paarungen der ausgewählten Runde verletzen</translation>
        </message>
        <message>
            <source>&amp;Tournament settings…</source>
            <translation>&amp;Turniereinstellungen…</translation>
        </message>
        <message>
            <source>Name, dates, arbiters, rounds, tie-breaks</source>
            <translation>Name, Daten, Schiedsrichter, Runden, Feinwertungen</translation>
        </message>
        <message>
            <source>Re-pair &amp;last round…</source>
            <translation>&amp;Letzte Runde neu auslosen…</translation>
        </message>
        <message>
            <source>Delete and pair again a round without results</source>
            <translation>Eine Runde ohne Ergebnisse löschen und neu auslosen</translation>
        </message>
        <message>
            <source>&amp;Delete last round…</source>
            <translation>Letzte Runde &amp;löschen…</translation>
        </message>
        <message>
            <source>Delete a round that has no results</source>
            <translation>Eine Runde ohne Ergebnisse löschen</translation>
        </message>
        <message>
            <source>Import &amp;FIDE rating list…</source>
            <translation>&amp;FIDE-Elo-Liste importieren…</translation>
        </message>
        <message>
            <source>Bring the FIDE list (players_list.zip, TXT or XML) into the player library</source>
            <translation>Die FIDE-Liste (players_list.zip, TXT oder XML) in die Spielerdatenbank übernehmen</translation>
        </message>
        <message>
            <source>Import &amp;national list…</source>
            <translation>&amp;Nationale Liste importieren…</translation>
        </message>
        <message>
            <source>Bring a national rating list (CSV or TXT) into the library</source>
            <translation>Eine nationale Wertungsliste (CSV oder TXT) in die Spielerdatenbank übernehmen</translation>
        </message>
        <message>
            <source>&amp;Update ratings from the library…</source>
            <translation>Elo-Zahlen aus der Spielerdatenbank &amp;aktualisieren…</translation>
        </message>
        <message>
            <source>Compare the registered players with the library and take over new ratings and titles</source>
            <translation>Die gemeldeten Spieler mit der Spielerdatenbank vergleichen und neue Elo-Zahlen und Titel übernehmen</translation>
        </message>
        <message>
            <source>Pro&amp;hibited pairings…</source>
            <translation>&amp;Verbotene Paarungen…</translation>
        </message>
        <message>
            <source>Players who must not meet, and club or federation restrictions</source>
            <translation>Spieler, die nicht gegeneinander spielen dürfen, und Einschränkungen nach Verein oder Verband</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>Rounds and results</source>
            <translation>Runden und Ergebnisse</translation>
        </message>
        <message>
            <source>Standings</source>
            <translation>Rangliste</translation>
        </message>
        <message>
            <source>Crosstable</source>
            <translation>Kreuztabelle</translation>
        </message>
        <message>
            <source>Audit log</source>
            <translation>Änderungsprotokoll</translation>
        </message>
        <message>
            <source>&amp;Manual</source>
            <translation>&amp;Handbuch</translation>
        </message>
        <message>
            <source>The user manual of Arbiter Desk</source>
            <translation>Das Benutzerhandbuch von Arbiter Desk</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;Tastenkürzel</translation>
        </message>
        <message>
            <source>&amp;About Arbiter Desk</source>
            <translation>&amp;Über Arbiter Desk</translation>
        </message>
        <message>
            <source>On the boards: 1 white wins, 0 black wins, = or 5 draw, + white wins by forfeit,
- black wins by forfeit, * double forfeit, Del clears; Enter / arrows move.</source>
            <translation>An den Brettern: 1 Weiß gewinnt, 0 Schwarz gewinnt, = oder 5 remis, + Weiß gewinnt kampflos,
- Schwarz gewinnt kampflos, * beide kampflos verloren, Entf löscht; Eingabe / Pfeiltasten bewegen.</translation>
        </message>
    </context>
    <context>
        <name>AuditController</name>
        <message>
            <source>Show the audit log</source>
            <translation>Das Änderungsprotokoll zeigen</translation>
        </message>
    </context>
    <context>
        <name>AuditModel</name>
        <message>
            <source>When</source>
            <translation>Wann</translation>
        </message>
        <message>
            <source>Local time</source>
            <translation>Ortszeit</translation>
        </message>
        <message>
            <source>Who</source>
            <translation>Wer</translation>
        </message>
        <message>
            <source>Operation</source>
            <translation>Vorgang</translation>
        </message>
        <message>
            <source>What</source>
            <translation>Was</translation>
        </message>
        <message>
            <source>Hover a row for the stored values</source>
            <translation>Zeiger über eine Zeile halten, um die gespeicherten Werte zu sehen</translation>
        </message>
        <message>
            <source>Before: {before}

After: {after}</source>
            <translation>Vorher: {before}

Nachher: {after}</translation>
        </message>
    </context>
    <context>
        <name>AuditText</name>
        <message>
            <source>player #{id}</source>
            <translation>Spieler Nr. {id}</translation>
        </message>
        <message>
            <source>removed {value}</source>
            <translation>entfernt: {value}</translation>
        </message>
        <message>
            <source>Tournament created: {name}, a {system}</source>
            <translation>Turnier angelegt: {name}, {system}</translation>
        </message>
        <message>
            <source>Tournament created: {name}, {rounds} rounds</source>
            <translation>Turnier angelegt: {name}, {rounds} Runden</translation>
        </message>
        <message>
            <source>Pairing numbers drawn by lot (seed {seed})</source>
            <translation>Startnummern ausgelost (Startwert {seed})</translation>
        </message>
        <message>
            <source>Pairing numbers set by the arbiter</source>
            <translation>Startnummern vom Schiedsrichter festgelegt</translation>
        </message>
        <message>
            <source>Rounds {first}-{last} paired by the Berger table</source>
            <translation>Runden {first}–{last} nach der Berger-Tabelle ausgelost</translation>
        </message>
        <message>
            <source>Registered {name} ({rating}) as no. {number}</source>
            <translation>{name} ({rating}) als Nr. {number} gemeldet</translation>
        </message>
        <message>
            <source>Registered {name} (unrated) as no. {number}</source>
            <translation>{name} (ohne Elo) als Nr. {number} gemeldet</translation>
        </message>
        <message>
            <source>{registered}; moved: {moves}</source>
            <translation>{registered}; verschoben: {moves}</translation>
        </message>
        <message>
            <source>Corrected {name}: {changes}</source>
            <translation>{name} korrigiert: {changes}</translation>
        </message>
        <message numerus="yes">
            <source>Round {round} paired: %n board(s)</source>
            <translation>
                <numerusform>Runde {round} ausgelost: %n Brett</numerusform>
                <numerusform>Runde {round} ausgelost: %n Bretter</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Round {round} paired: %n board(s), bye for {bye}</source>
            <translation>
                <numerusform>Runde {round} ausgelost: %n Brett, spielfrei: {bye}</numerusform>
                <numerusform>Runde {round} ausgelost: %n Bretter, spielfrei: {bye}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Round {round} paired again: %n board(s)</source>
            <translation>
                <numerusform>Runde {round} neu ausgelost: %n Brett</numerusform>
                <numerusform>Runde {round} neu ausgelost: %n Bretter</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Round {round} paired again: %n board(s), bye for {bye}</source>
            <translation>
                <numerusform>Runde {round} neu ausgelost: %n Brett, spielfrei: {bye}</numerusform>
                <numerusform>Runde {round} neu ausgelost: %n Bretter, spielfrei: {bye}</numerusform>
            </translation>
        </message>
        <message>
            <source>Round {round} deleted</source>
            <translation>Runde {round} gelöscht</translation>
        </message>
        <message>
            <source>cleared</source>
            <translation>gelöscht</translation>
        </message>
        <message>
            <source>Round {round}, board {board} ({players}): {now}, was {was}</source>
            <translation>Runde {round}, Brett {board} ({players}): {now}, vorher: {was}</translation>
        </message>
        <message>
            <source>none</source>
            <translation>keines</translation>
        </message>
        <message>
            <source>{who} asks for a half-point bye in round {round}</source>
            <translation>{who} beantragt für Runde {round} ein Freilos mit halbem Punkt</translation>
        </message>
        <message>
            <source>{who} asks for a zero-point bye in round {round}</source>
            <translation>{who} beantragt für Runde {round} ein Freilos ohne Punkt</translation>
        </message>
        <message>
            <source>{who} asks for a full-point bye in round {round}</source>
            <translation>{who} beantragt für Runde {round} ein Freilos mit vollem Punkt</translation>
        </message>
        <message>
            <source>{who} cancels a half-point bye in round {round}</source>
            <translation>{who} nimmt das Freilos mit halbem Punkt in Runde {round} zurück</translation>
        </message>
        <message>
            <source>{who} cancels a zero-point bye in round {round}</source>
            <translation>{who} nimmt das Freilos ohne Punkt in Runde {round} zurück</translation>
        </message>
        <message>
            <source>{who} cancels a full-point bye in round {round}</source>
            <translation>{who} nimmt das Freilos mit vollem Punkt in Runde {round} zurück</translation>
        </message>
        <message>
            <source>{name} withdrawn from round {round}</source>
            <translation>{name} ab Runde {round} zurückgezogen</translation>
        </message>
        <message>
            <source>{name} reinstated</source>
            <translation>{name} wieder aufgenommen</translation>
        </message>
        <message>
            <source>create</source>
            <translation>angelegt</translation>
        </message>
        <message>
            <source>import trf</source>
            <translation>TRF-Import</translation>
        </message>
        <message>
            <source>update event</source>
            <translation>Turniereinstellungen</translation>
        </message>
        <message>
            <source>set rules</source>
            <translation>Paarungsregeln</translation>
        </message>
        <message>
            <source>set accelerations</source>
            <translation>Beschleunigung</translation>
        </message>
        <message>
            <source>remove acceleration</source>
            <translation>Beschleunigung entfernt</translation>
        </message>
        <message>
            <source>add player</source>
            <translation>Spieler hinzugefügt</translation>
        </message>
        <message>
            <source>edit player</source>
            <translation>Spieler korrigiert</translation>
        </message>
        <message>
            <source>remove player</source>
            <translation>Spieler entfernt</translation>
        </message>
        <message>
            <source>withdraw player</source>
            <translation>Spieler zurückgezogen</translation>
        </message>
        <message>
            <source>reinstate player</source>
            <translation>Spieler wieder aufgenommen</translation>
        </message>
        <message>
            <source>request bye</source>
            <translation>Freilos beantragt</translation>
        </message>
        <message>
            <source>cancel bye</source>
            <translation>Freilos zurückgenommen</translation>
        </message>
        <message>
            <source>draw lots</source>
            <translation>Startnummern ausgelost</translation>
        </message>
        <message>
            <source>set pairing numbers</source>
            <translation>Startnummern festgelegt</translation>
        </message>
        <message>
            <source>sort pairing numbers</source>
            <translation>Startnummern sortiert</translation>
        </message>
        <message>
            <source>pair round</source>
            <translation>Auslosung</translation>
        </message>
        <message>
            <source>repair round</source>
            <translation>Neuauslosung</translation>
        </message>
        <message>
            <source>pair all rounds</source>
            <translation>alle Runden ausgelost</translation>
        </message>
        <message>
            <source>delete round</source>
            <translation>Runde gelöscht</translation>
        </message>
        <message>
            <source>set pairing</source>
            <translation>Paarungen geändert</translation>
        </message>
        <message>
            <source>set result</source>
            <translation>Ergebnis</translation>
        </message>
        <message>
            <source>import results</source>
            <translation>Ergebnisse importiert</translation>
        </message>
        <message>
            <source>undo import results</source>
            <translation>Ergebnisimport rückgängig gemacht</translation>
        </message>
        <message>
            <source>update ratings</source>
            <translation>Elo-Zahlen aktualisiert</translation>
        </message>
        <message>
            <source>set k factor</source>
            <translation>K-Faktor</translation>
        </message>
        <message>
            <source>set round date</source>
            <translation>Rundentermin</translation>
        </message>
        <message>
            <source>set round dates</source>
            <translation>Rundentermine</translation>
        </message>
        <message>
            <source>set prize categories</source>
            <translation>Preiskategorien</translation>
        </message>
        <message>
            <source>add prohibited pair</source>
            <translation>Paarung verboten</translation>
        </message>
        <message>
            <source>remove prohibited pair</source>
            <translation>Paarung wieder erlaubt</translation>
        </message>
        <message>
            <source>fix board</source>
            <translation>Brett festlegen</translation>
        </message>
        <message>
            <source>game 2 put on game 1's boards (schema 16)</source>
            <translation>Partie 2 auf die Bretter von Partie 1 gesetzt (Schema 16)</translation>
        </message>
        <message>
            <source>check in</source>
            <translation>Anwesenheit</translation>
        </message>
        <message>
            <source>check-in taken back</source>
            <translation>Anwesenheit zurückgenommen</translation>
        </message>
        <message>
            <source>absent left out</source>
            <translation>Abwesende nicht ausgelost</translation>
        </message>
        <message>
            <source>set entry fees</source>
            <translation>Startgelder festlegen</translation>
        </message>
        <message>
            <source>set fee category</source>
            <translation>Startgeldkategorie festlegen</translation>
        </message>
        <message>
            <source>record payment</source>
            <translation>Zahlung erfassen</translation>
        </message>
        <message>
            <source>cancel payment</source>
            <translation>Zahlung stornieren</translation>
        </message>
        <message>
            <source>add team</source>
            <translation>Mannschaft hinzufügen</translation>
        </message>
        <message>
            <source>add team players</source>
            <translation>Spieler einer Mannschaft hinzufügen</translation>
        </message>
        <message>
            <source>remove team</source>
            <translation>Mannschaft entfernen</translation>
        </message>
        <message>
            <source>import teams</source>
            <translation>Mannschaften importieren</translation>
        </message>
        <message>
            <source>undo import teams</source>
            <translation>Mannschaftsimport rückgängig</translation>
        </message>
        <message>
            <source>pair team round</source>
            <translation>Mannschaftsrunde auslosen</translation>
        </message>
        <message>
            <source>set line-up</source>
            <translation>Aufstellung eingeben</translation>
        </message>
        <message>
            <source>clear line-up</source>
            <translation>Aufstellung zurücknehmen</translation>
        </message>
        <message>
            <source>forfeit match</source>
            <translation>Wettkampf kampflos</translation>
        </message>
        <message>
            <source>request team bye</source>
            <translation>Freilos einer Mannschaft</translation>
        </message>
        <message>
            <source>withdraw team</source>
            <translation>Mannschaft zurückziehen</translation>
        </message>
        <message>
            <source>reinstate team</source>
            <translation>Mannschaft wieder aufnehmen</translation>
        </message>
        <message>
            <source>team {number}</source>
            <translation>Mannschaft {number}</translation>
        </message>
        <message numerus="yes">
            <source>Team {name} registered as no. {number} with %n player(s), from round {round}</source>
            <translation>
                <numerusform>Mannschaft {name} als Nr. {number} mit %n Spieler angemeldet, ab Runde {round}</numerusform>
                <numerusform>Mannschaft {name} als Nr. {number} mit %n Spielern angemeldet, ab Runde {round}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Team {name} registered as no. {number} with %n player(s)</source>
            <translation>
                <numerusform>Mannschaft {name} als Nr. {number} mit %n Spieler angemeldet</numerusform>
                <numerusform>Mannschaft {name} als Nr. {number} mit %n Spielern angemeldet</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n player(s) added to the roster of {name}</source>
            <translation>
                <numerusform>%n Spieler zum Kader von {name} hinzugefügt</numerusform>
                <numerusform>%n Spieler zum Kader von {name} hinzugefügt</numerusform>
            </translation>
        </message>
        <message>
            <source>Team {name} removed</source>
            <translation>Mannschaft {name} entfernt</translation>
        </message>
        <message numerus="yes">
            <source>%n team(s) imported from {source}</source>
            <translation>
                <numerusform>%n Mannschaft aus {source} importiert</numerusform>
                <numerusform>%n Mannschaften aus {source} importiert</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Team import undone: %n team(s) removed</source>
            <translation>
                <numerusform>Mannschaftsimport rückgängig gemacht: %n Mannschaft entfernt</numerusform>
                <numerusform>Mannschaftsimport rückgängig gemacht: %n Mannschaften entfernt</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Round {round} paired: %n match(es)</source>
            <translation>
                <numerusform>Runde {round} ausgelost: %n Wettkampf</numerusform>
                <numerusform>Runde {round} ausgelost: %n Wettkämpfe</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Round {round} paired: %n match(es), bye for team {team}</source>
            <translation>
                <numerusform>Runde {round} ausgelost: %n Wettkampf, spielfrei Mannschaft {team}</numerusform>
                <numerusform>Runde {round} ausgelost: %n Wettkämpfe, spielfrei Mannschaft {team}</numerusform>
            </translation>
        </message>
        <message>
            <source>Line-up of {team} for round {round} changed</source>
            <translation>Aufstellung von {team} für Runde {round} geändert</translation>
        </message>
        <message>
            <source>Line-up of {team} for round {round} entered</source>
            <translation>Aufstellung von {team} für Runde {round} eingegeben</translation>
        </message>
        <message>
            <source>Line-up of {team} for round {round} taken back</source>
            <translation>Aufstellung von {team} für Runde {round} zurückgenommen</translation>
        </message>
        <message>
            <source>Round {round}, match {match}: every game forfeited by {teams}</source>
            <translation>Runde {round}, Wettkampf {match}: jede Partie kampflos verloren von {teams}</translation>
        </message>
        <message>
            <source>{team} asks for a half-point bye in round {round}</source>
            <translation>{team} beantragt ein Halbpunkt-Freilos in Runde {round}</translation>
        </message>
        <message>
            <source>{team} asks for a zero-point bye in round {round}</source>
            <translation>{team} beantragt ein Nullpunkt-Freilos in Runde {round}</translation>
        </message>
        <message>
            <source>{team} asks for a full-point bye in round {round}</source>
            <translation>{team} beantragt ein Vollpunkt-Freilos in Runde {round}</translation>
        </message>
        <message>
            <source>{team} withdrawn from round {round}</source>
            <translation>{team} ab Runde {round} zurückgezogen</translation>
        </message>
        <message>
            <source>{team} reinstated</source>
            <translation>{team} wieder aufgenommen</translation>
        </message>
    </context>
    <context>
        <name>AuditView</name>
        <message>
            <source>Filter the audit log…</source>
            <translation>Protokoll filtern…</translation>
        </message>
        <message>
            <source>Every change to the file, newest first. The log is append-only.</source>
            <translation>Jede Änderung der Datei, die neueste zuerst. Das Protokoll wird nur ergänzt.</translation>
        </message>
    </context>
    <context>
        <name>BoardsModel</name>
        <message>
            <source>Bd</source>
            <translation>Br.</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>Brett</translation>
        </message>
        <message>
            <source>No.</source>
            <translation>Nr.</translation>
        </message>
        <message>
            <source>White</source>
            <translation>Weiß</translation>
        </message>
        <message>
            <source>Pts</source>
            <translation>Pkt.</translation>
        </message>
        <message>
            <source>White's score before the round</source>
            <translation>Punkte von Weiß vor der Runde</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Ergebnis</translation>
        </message>
        <message>
            <source>1 white wins, 0 black wins, = or 5 draw, + / - forfeits, * double forfeit</source>
            <translation>1 Weiß gewinnt, 0 Schwarz gewinnt, = oder 5 remis, + / - kampflos, * beide kampflos verloren</translation>
        </message>
        <message>
            <source>Black's score before the round</source>
            <translation>Punkte von Schwarz vor der Runde</translation>
        </message>
        <message>
            <source>Black</source>
            <translation>Schwarz</translation>
        </message>
    </context>
    <context>
        <name>ByeRequestDialog</name>
        <message>
            <source>Requested bye</source>
            <translation>Beantragtes Freilos</translation>
        </message>
        <message>
            <source>Half-point bye</source>
            <translation>Freilos mit halbem Punkt</translation>
        </message>
        <message>
            <source>Zero-point bye (absent)</source>
            <translation>Freilos ohne Punkt (abwesend)</translation>
        </message>
        <message>
            <source>Full-point bye</source>
            <translation>Freilos mit vollem Punkt</translation>
        </message>
        <message>
            <source>&amp;Round:</source>
            <translation>&amp;Runde:</translation>
        </message>
        <message>
            <source>&amp;Kind:</source>
            <translation>&amp;Art:</translation>
        </message>
    </context>
    <context>
        <name>CheckInDialog</name>
        <message>
            <source>Pairing number or name, then Enter</source>
            <translation>Startnummer oder Name, dann Eingabe</translation>
        </message>
        <message>
            <source>No</source>
            <translation>Nr.</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Fed</source>
            <translation>Land</translation>
        </message>
        <message>
            <source>Rtg</source>
            <translation>Elo</translation>
        </message>
        <message>
            <source>Present</source>
            <translation>Anwesend</translation>
        </message>
        <message>
            <source>Absent: &amp;zero-point bye</source>
            <translation>Abwesende: Freilos &amp;ohne Punkt</translation>
        </message>
        <message>
            <source>Every player not present is not paired in this round (zero points)</source>
            <translation>Jeder nicht anwesende Spieler wird in dieser Runde nicht ausgelost (null Punkte)</translation>
        </message>
        <message>
            <source>Absent: &amp;withdraw</source>
            <translation>Abwesende: &amp;zurückziehen</translation>
        </message>
        <message>
            <source>Every player not present is withdrawn from this round on</source>
            <translation>Jeder nicht anwesende Spieler wird ab dieser Runde zurückgezogen</translation>
        </message>
        <message>
            <source>Check-in for round {round}</source>
            <translation>Anwesenheit für Runde {round}</translation>
        </message>
        <message>
            <source>Check-in</source>
            <translation>Anwesenheitskontrolle</translation>
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
            <source>{present} of {players} present, {absent} absent</source>
            <translation>{present} von {players} anwesend, {absent} abwesend</translation>
        </message>
        <message>
            <source>Storing…</source>
            <translation>Wird gespeichert…</translation>
        </message>
        <message>
            <source>No player found: type a pairing number or a name.</source>
            <translation>Kein Spieler gefunden: eine Startnummer oder einen Namen eingeben.</translation>
        </message>
        <message numerus="yes">
            <source>%n players found: type more of the name.</source>
            <translation>
                <numerusform>%n Spieler gefunden: mehr vom Namen eingeben.</numerusform>
                <numerusform>%n Spieler gefunden: mehr vom Namen eingeben.</numerusform>
            </translation>
        </message>
        <message>
            <source>{name}: the last tick is still being stored.</source>
            <translation>{name}: Die letzte Anwesenheitsmarkierung wird noch gespeichert.</translation>
        </message>
        <message>
            <source>storing…</source>
            <translation>wird gespeichert…</translation>
        </message>
        <message>
            <source>{name} is present.</source>
            <translation>{name} ist anwesend.</translation>
        </message>
        <message>
            <source>{name} is no longer present.</source>
            <translation>{name} ist nicht mehr als anwesend markiert.</translation>
        </message>
    </context>
    <context>
        <name>CrosstableModel</name>
        <message>
            <source>Match {match}: opponent's rank, each game's colour and result</source>
            <translation>Match {match}: Rang des Gegners, Farbe und Ergebnis jeder Partie</translation>
        </message>
        <message>
            <source>Round {round}: opponent's rank, colour, result</source>
            <translation>Runde {round}: Rang des Gegners, Farbe, Ergebnis</translation>
        </message>
        <message>
            <source>Results against the player on line {line}</source>
            <translation>Ergebnisse gegen den Spieler in Zeile {line}</translation>
        </message>
        <message>
            <source>Rk</source>
            <translation>Rg.</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Elo</translation>
        </message>
        <message>
            <source>Fed</source>
            <translation>Land</translation>
        </message>
        <message>
            <source>Pts</source>
            <translation>Pkt.</translation>
        </message>
    </context>
    <context>
        <name>CrosstableView</name>
        <message>
            <source>Filter crosstable…</source>
            <translation>Kreuztabelle filtern…</translation>
        </message>
        <message>
            <source>Each round: opponent's rank, colour (w/b), points scored; + / - forfeit, H half-point bye, F full-point bye, bye = pairing-allocated bye, - not played (zero-point bye, not yet entered, withdrawn); * after a name: withdrawn (the standings say from which round)</source>
            <translation>Jede Runde: Rang des Gegners, Farbe (w/s), erzielte Punkte; + / - kampflos, H Freilos mit halbem Punkt, F Freilos mit vollem Punkt, bye = zugelostes Freilos, - nicht gespielt (Freilos ohne Punkt, noch nicht gemeldet, zurückgezogen); * nach einem Namen: zurückgezogen (die Rangliste nennt die Runde)</translation>
        </message>
        <message>
            <source>Each match (Double-Swiss): opponent's rank, then each game's colour (w/b) and points scored, e.g. 12w1 b½; + / - forfeit, H half-point bye, F full-point bye, bye = pairing-allocated bye (of both games), - not played; * after a name: withdrawn</source>
            <translation>Jedes Match (Doppel-Schweizer): Rang des Gegners, dann Farbe (w/s) und erzielte Punkte jeder Partie, z. B. 12w1 s½; + / - kampflos, H Freilos mit halbem Punkt, F Freilos mit vollem Punkt, bye = zugelostes Freilos (beider Partien), - nicht gespielt; * nach einem Namen: zurückgezogen</translation>
        </message>
        <message>
            <source>Round robin: the row player's results against the player of each line (column numbers are lines), in round order; + / - forfeit; results in brackets do not count (withdrawal, V.4.1)</source>
            <translation>Rundenturnier: die Ergebnisse des Zeilenspielers gegen den Spieler jeder Zeile (Spaltennummern sind Zeilen), in Rundenfolge; + / - kampflos; Ergebnisse in Klammern zählen nicht (Rückzug, V.4.1)</translation>
        </message>
        <message>
            <source>bye</source>
            <translation>bye</translation>
        </message>
    </context>
    <context>
        <name>DeskController</name>
        <message>
            <source>Check-in</source>
            <translation>Anwesenheitskontrolle</translation>
        </message>
        <message>
            <source>check in {name}</source>
            <translation>{name} als anwesend markieren</translation>
        </message>
        <message>
            <source>take back the check-in of {name}</source>
            <translation>Anwesenheit von {name} zurücknehmen</translation>
        </message>
        <message numerus="yes">
            <source>Give the %n player(s) not present a zero-point bye in round {round}?</source>
            <translation>
                <numerusform>Dem %n nicht anwesenden Spieler in Runde {round} ein Freilos ohne Punkt geben?</numerusform>
                <numerusform>Den %n nicht anwesenden Spielern in Runde {round} ein Freilos ohne Punkt geben?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Withdraw the %n player(s) not present from round {round} on?</source>
            <translation>
                <numerusform>Den %n nicht anwesenden Spieler ab Runde {round} zurückziehen?</numerusform>
                <numerusform>Die %n nicht anwesenden Spieler ab Runde {round} zurückziehen?</numerusform>
            </translation>
        </message>
        <message>
            <source>leave the absent out of round {round}</source>
            <translation>Abwesende in Runde {round} nicht auslosen</translation>
        </message>
        <message>
            <source>Entry fees</source>
            <translation>Startgelder</translation>
        </message>
        <message>
            <source>change the fee categories</source>
            <translation>die Startgeldkategorien ändern</translation>
        </message>
        <message>
            <source>set the fee category of {name}</source>
            <translation>die Startgeldkategorie von {name} festlegen</translation>
        </message>
        <message>
            <source>record the payment of {name}</source>
            <translation>die Zahlung von {name} erfassen</translation>
        </message>
        <message>
            <source>{name} has paid nothing.</source>
            <translation>{name} hat nichts bezahlt.</translation>
        </message>
        <message>
            <source>Take back receipt {receipt} of {name}?</source>
            <translation>Quittung {receipt} von {name} zurücknehmen?</translation>
        </message>
        <message>
            <source>take back receipt {receipt}</source>
            <translation>Quittung {receipt} zurücknehmen</translation>
        </message>
    </context>
    <context>
        <name>DocumentDialog</name>
        <message>
            <source>Round {round} is the round on screen.</source>
            <translation>Runde {round} ist die Runde auf dem Bildschirm.</translation>
        </message>
        <message>
            <source>After round {round}, as the standings on screen.</source>
            <translation>Nach Runde {round}, wie die Rangliste auf dem Bildschirm.</translation>
        </message>
        <message>
            <source>No round is paired yet.</source>
            <translation>Noch keine Runde ist ausgelost.</translation>
        </message>
        <message>
            <source>Round {paired} is the last round paired.</source>
            <translation>Runde {paired} ist die zuletzt ausgeloste Runde.</translation>
        </message>
        <message>
            <source>No round has every result yet: the document is taken before round 1.</source>
            <translation>Noch keine Runde hat alle Ergebnisse: das Dokument zeigt den Stand vor Runde 1.</translation>
        </message>
        <message>
            <source>After round {complete}, the last round with every result (round {paired} is still being played).</source>
            <translation>Nach Runde {complete}, der letzten Runde mit allen Ergebnissen (Runde {paired} wird noch gespielt).</translation>
        </message>
        <message>
            <source>After round {complete}, the last round with every result.</source>
            <translation>Nach Runde {complete}, der letzten Runde mit allen Ergebnissen.</translation>
        </message>
        <message>
            <source>Print</source>
            <translation>Drucken</translation>
        </message>
        <message>
            <source>Every player</source>
            <translation>Alle Spieler</translation>
        </message>
        <message>
            <source>Print it</source>
            <translation>Drucken</translation>
        </message>
        <message>
            <source>http://... (Publish &gt; Serve to phones)</source>
            <translation>http://... (Veröffentlichen &gt; An Handys ausliefern)</translation>
        </message>
        <message>
            <source>&amp;Document:</source>
            <translation>&amp;Dokument:</translation>
        </message>
        <message>
            <source>&amp;Round:</source>
            <translation>&amp;Runde:</translation>
        </message>
        <message>
            <source>Pla&amp;yer:</source>
            <translation>Spi&amp;eler:</translation>
        </message>
        <message>
            <source>Live add&amp;ress and QR code:</source>
            <translation>Live-A&amp;dresse und QR-Code:</translation>
        </message>
        <message>
            <source>P&amp;aper:</source>
            <translation>P&amp;apier:</translation>
        </message>
        <message>
            <source>National &amp;ID and rating (player lists)</source>
            <translation>Nationale &amp;ID und Wertung (Spielerlisten)</translation>
        </message>
        <message>
            <source>The language of the document (the window keeps its own)</source>
            <translation>Die Sprache des Dokuments (das Fenster behält seine eigene)</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>&amp;Sprache:</translation>
        </message>
        <message>
            <source>The check-in sheet is for the next round to pair.</source>
            <translation>Die Anwesenheitsliste gilt für die nächste auszulosende Runde.</translation>
        </message>
        <message>
            <source>Every &amp;section in one document (each its latest round)</source>
            <translation>Jede &amp;Gruppe in einem Dokument (jede in ihrer letzten Runde)</translation>
        </message>
    </context>
    <context>
        <name>Documents</name>
        <message>
            <source>Pairings by board</source>
            <translation>Paarungen nach Brettern</translation>
        </message>
        <message>
            <source>Pairings by name</source>
            <translation>Paarungen nach Namen</translation>
        </message>
        <message>
            <source>Results of the round</source>
            <translation>Ergebnisse der Runde</translation>
        </message>
        <message>
            <source>Standings</source>
            <translation>Rangliste</translation>
        </message>
        <message>
            <source>Crosstable</source>
            <translation>Kreuztabelle</translation>
        </message>
        <message>
            <source>Schedule of every round (round robin)</source>
            <translation>Spielplan aller Runden (Rundenturnier)</translation>
        </message>
        <message>
            <source>Wall chart</source>
            <translation>Wandtabelle</translation>
        </message>
        <message>
            <source>Result slips</source>
            <translation>Ergebniszettel</translation>
        </message>
        <message>
            <source>Player list by starting rank</source>
            <translation>Teilnehmerliste nach Setzliste</translation>
        </message>
        <message>
            <source>Player list by name</source>
            <translation>Teilnehmerliste nach Namen</translation>
        </message>
        <message>
            <source>Cover page</source>
            <translation>Deckblatt</translation>
        </message>
        <message>
            <source>Rating report</source>
            <translation>Elo-Bericht</translation>
        </message>
        <message>
            <source>Title norms</source>
            <translation>Titelnormen</translation>
        </message>
        <message>
            <source>Prize list</source>
            <translation>Preisliste</translation>
        </message>
        <message>
            <source>Team pairings</source>
            <translation>Mannschaftspaarungen</translation>
        </message>
        <message>
            <source>Match sheets</source>
            <translation>Spielberichtsbögen</translation>
        </message>
        <message>
            <source>Team standings</source>
            <translation>Mannschaftsrangliste</translation>
        </message>
        <message>
            <source>Team crosstable</source>
            <translation>Mannschaftskreuztabelle</translation>
        </message>
        <message>
            <source>Board results</source>
            <translation>Brettergebnisse</translation>
        </message>
        <message>
            <source>the team documents are printed from a tournament file (.arbiter), not a TRF</source>
            <translation>die Mannschaftsdokumente werden aus einer Turnierdatei (.arbiter) gedruckt, nicht aus einer TRF</translation>
        </message>
        <message>
            <source>no round has been paired yet: nothing to print</source>
            <translation>noch keine Runde ist ausgelost: nichts zu drucken</translation>
        </message>
        <message>
            <source>round {round_number} does not exist (rounds start at 1)</source>
            <translation>Runde {round_number} gibt es nicht (Runden beginnen bei 1)</translation>
        </message>
        <message>
            <source>round {round_number} has not been paired yet (the last paired round is {last})</source>
            <translation>Runde {round_number} ist noch nicht ausgelost (die letzte ausgeloste Runde ist {last})</translation>
        </message>
        <message>
            <source>{kind}, round {round_number}</source>
            <translation>{kind}, Runde {round_number}</translation>
        </message>
        <message>
            <source>round {round_number}: player {number} ({name}) is paired with {opponent}, who is not registered</source>
            <translation>Runde {round_number}: Spieler {number} ({name}) ist gegen {opponent} gelost, der nicht gemeldet ist</translation>
        </message>
        <message>
            <source>round {round_number}: player {number} ({name}) is paired with {number2} ({name2}), whose entry says {entry}</source>
            <translation>Runde {round_number}: Spieler {number} ({name}) ist gegen {number2} ({name2}) gelost, dessen Eintrag {entry} lautet</translation>
        </message>
        <message>
            <source>no opponent</source>
            <translation>kein Gegner</translation>
        </message>
        <message>
            <source>no round has all its results yet: nothing to report</source>
            <translation>noch keine Runde hat alle Ergebnisse: nichts zu berichten</translation>
        </message>
        <message>
            <source>Rd</source>
            <translation>R</translation>
        </message>
        <message>
            <source>Opponent</source>
            <translation>Gegner</translation>
        </message>
        <message>
            <source>Rtg</source>
            <translation>Elo</translation>
        </message>
        <message>
            <source>D used</source>
            <translation>D verw.</translation>
        </message>
        <message>
            <source>PD</source>
            <translation>PD</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Punkte</translation>
        </message>
        <message>
            <source>{number}. {name} ({rating}): {k_rule}</source>
            <translation>{number}. {name} ({rating}): {k_rule}</translation>
        </message>
        <message>
            <source>Score {score} of {games}, expected {expected}: ΣΔR {sum} × K {k} = {change}, rounded {rounded:+d} (B.02 8.3.4).</source>
            <translation>{score} Punkte aus {games}, erwartet {expected}: ΣΔR {sum} × K {k} = {change}, gerundet {rounded:+d} (B.02 8.3.4).</translation>
        </message>
        <message>
            <source>{number}. {name} (unrated): first rating, B.02 8.2</source>
            <translation>{number}. {name} (ohne Elo): Ersteinstufung, B.02 8.2</translation>
        </message>
        <message>
            <source>No</source>
            <translation>Nr.</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Fed</source>
            <translation>Land</translation>
        </message>
        <message>
            <source>Present</source>
            <translation>Anwesend</translation>
        </message>
        <message>
            <source>Signature</source>
            <translation>Unterschrift</translation>
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
            <source>{present} of {players} players checked in. C.04.2 art. 4.1: a player who has not confirmed his presence before the pairing is not paired unless the chief arbiter decides otherwise.</source>
            <translation>{present} von {players} Spielern anwesend gemeldet. C.04.2 Art. 4.1: Ein Spieler, der seine Anwesenheit vor der Auslosung nicht bestätigt hat, wird nicht ausgelost, sofern der Hauptschiedsrichter nicht anders entscheidet.</translation>
        </message>
        <message>
            <source>Check-in for round {round}</source>
            <translation>Anwesenheit für Runde {round}</translation>
        </message>
        <message>
            <source>round {round} has no board: nothing to print</source>
            <translation>Runde {round} hat kein Brett: nichts zu drucken</translation>
        </message>
        <message>
            <source>Table cards, round {round}</source>
            <translation>Tischnummern, Runde {round}</translation>
        </message>
        <message>
            <source>Board {board}, round {round}</source>
            <translation>Brett {board}, Runde {round}</translation>
        </message>
        <message>
            <source>Name cards, round {round}</source>
            <translation>Namensschilder, Runde {round}</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>Kategorie</translation>
        </message>
        <message>
            <source>Due</source>
            <translation>Fällig</translation>
        </message>
        <message>
            <source>Paid</source>
            <translation>Bezahlt</translation>
        </message>
        <message>
            <source>Outstanding</source>
            <translation>Offen</translation>
        </message>
        <message>
            <source>Received</source>
            <translation>Eingegangen</translation>
        </message>
        <message>
            <source>no category</source>
            <translation>keine Kategorie</translation>
        </message>
        <message>
            <source>All</source>
            <translation>Alle</translation>
        </message>
        <message>
            <source>Totals ({currency})</source>
            <translation>Summen ({currency})</translation>
        </message>
        <message>
            <source>Entry fees</source>
            <translation>Startgelder</translation>
        </message>
        <message>
            <source>no payment is recorded: nothing to print</source>
            <translation>keine Zahlung erfasst: nichts zu drucken</translation>
        </message>
        <message>
            <source>Receipt no. {receipt}</source>
            <translation>Quittung Nr. {receipt}</translation>
        </message>
        <message>
            <source>Received from {name} (no. {number}) on {date}</source>
            <translation>Erhalten von {name} (Nr. {number}) am {date}</translation>
        </message>
        <message>
            <source>Entry fee</source>
            <translation>Startgeld</translation>
        </message>
        <message>
            <source>Received by: ______________________________</source>
            <translation>Erhalten von: ______________________________</translation>
        </message>
        <message>
            <source>Receipts</source>
            <translation>Quittungen</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Partien</translation>
        </message>
        <message>
            <source>Exp.</source>
            <translation>Erw.</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>Änderung</translation>
        </message>
        <message>
            <source>first {value}</source>
            <translation>erste {value}</translation>
        </message>
        <message>
            <source>{kind} rating, B.02 (1 March 2024; 8.3.1 as amended 1 October 2025): games against rated opponents played over the board; a difference above 400 counts as 400 for players below 2650; change = K × Σ(score − PD). The change shown is this event's; FIDE rounds the rating period (8.3.4).</source>
            <translation>{kind}-Wertung, B.02 (1. März 2024; 8.3.1 in der Fassung vom 1. Oktober 2025): am Brett gespielte Partien gegen gewertete Gegner; eine Differenz über 400 zählt für Spieler unter 2650 als 400; Änderung = K × Σ(Punkte − PD). Angegeben ist die Änderung aus diesem Turnier; die FIDE rundet über den Wertungszeitraum (8.3.4).</translation>
        </message>
        <message>
            <source>Rating report after round {r}</source>
            <translation>Elo-Bericht nach Runde {r}</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Turnier</translation>
        </message>
        <message>
            <source>Place, federation</source>
            <translation>Ort, Verband</translation>
        </message>
        <message>
            <source>Dates</source>
            <translation>Daten</translation>
        </message>
        <message>
            <source>Organiser</source>
            <translation>Ausrichter</translation>
        </message>
        <message>
            <source>Chief arbiter</source>
            <translation>Hauptschiedsrichter</translation>
        </message>
        <message>
            <source>Rounds, system</source>
            <translation>Runden, System</translation>
        </message>
        <message>
            <source>{rounds}, Swiss (FIDE Dutch)</source>
            <translation>{rounds}, Schweizer System (FIDE, Holländisch)</translation>
        </message>
        <message>
            <source>{rounds}, Swiss ({system} System)</source>
            <translation>{rounds}, Schweizer System ({system}-System)</translation>
        </message>
        <message>
            <source>Time control</source>
            <translation>Bedenkzeit</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>{name}, {federation}, FIDE ID {fide_id}, born {born}</source>
            <translation>{name}, {federation}, FIDE-ID {fide_id}, geboren {born}</translation>
        </message>
        <message>
            <source>Norm</source>
            <translation>Norm</translation>
        </message>
        <message>
            <source>{value} norm (B.01)</source>
            <translation>{value}-Norm (B.01)</translation>
        </message>
        <message>
            <source>Games, score</source>
            <translation>Partien, Punkte</translation>
        </message>
        <message>
            <source>Average rating of opponents (Ra)</source>
            <translation>Elo-Schnitt der Gegner (Ra)</translation>
        </message>
        <message>
            <source>Performance (Rp)</source>
            <translation>Turnierleistung (Rp)</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>Titel</translation>
        </message>
        <message>
            <source>FIDE ID</source>
            <translation>FIDE-ID</translation>
        </message>
        <message>
            <source>Used</source>
            <translation>Verw.</translation>
        </message>
        <message>
            <source>Res.</source>
            <translation>Erg.</translation>
        </message>
        <message>
            <source>unrated</source>
            <translation>ohne Elo</translation>
        </message>
        <message>
            <source>Title norm report: {value} norm of {name}</source>
            <translation>Normbericht: {value}-Norm von {name}</translation>
        </message>
        <message>
            <source>Requirements (B.01, 2024): {checks}.</source>
            <translation>Anforderungen (B.01, 2024): {checks}.</translation>
        </message>
        <message>
            <source>Chief arbiter: ______________________________      Host federation: ______________________________</source>
            <translation>Hauptschiedsrichter: ______________________________      Ausrichtender Verband: ______________________________</translation>
        </message>
        <message>
            <source>Ra</source>
            <translation>Ra</translation>
        </message>
        <message>
            <source>Rp</source>
            <translation>Rp</translation>
        </message>
        <message>
            <source>Needs</source>
            <translation>Benötigt</translation>
        </message>
        <message>
            <source>Missing</source>
            <translation>Fehlt</translation>
        </message>
        <message>
            <source>achieved</source>
            <translation>erfüllt</translation>
        </message>
        <message>
            <source>Title norms, FIDE B.01 (2024), after round {r}: {achieved} achieved. For each player the highest norm achieved, or the closest: Needs is the score over these games that makes the performance (and 35 %); Missing lists the requirements not met, with what the player has.</source>
            <translation>Titelnormen, FIDE B.01 (2024), nach Runde {r}: {achieved} erfüllt. Für jeden Spieler die höchste erfüllte Norm oder die nächstliegende: „Benötigt“ ist die Punktzahl aus diesen Partien, die die Turnierleistung (und 35 %) ergibt; „Fehlt“ nennt die nicht erfüllten Anforderungen mit dem, was der Spieler hat.</translation>
        </message>
        <message>
            <source>Title norms after round {r}</source>
            <translation>Titelnormen nach Runde {r}</translation>
        </message>
        <message>
            <source>no prize category is defined (the categories are kept in the tournament file)</source>
            <translation>keine Preiskategorie festgelegt (die Kategorien stehen in der Turnierdatei)</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>Ort</translation>
        </message>
        <message>
            <source>Pts</source>
            <translation>Pkt.</translation>
        </message>
        <message>
            <source>Prize</source>
            <translation>Preis</translation>
        </message>
        <message>
            <source>Ties: {label}. One prize per player, the most valuable.</source>
            <translation>Gleichstand: {label}. Ein Preis je Spieler, der wertvollste.</translation>
        </message>
        <message>
            <source>No prize given: nobody left in this category.</source>
            <translation>Kein Preis vergeben: niemand mehr in dieser Kategorie.</translation>
        </message>
        <message>
            <source>Total given: {total}</source>
            <translation>Insgesamt vergeben: {total}</translation>
        </message>
        <message>
            <source>(shared by {players})</source>
            <translation>(geteilt zwischen {players})</translation>
        </message>
        <message>
            <source>final, all {planned} rounds played</source>
            <translation>endgültig, alle {planned} Runden gespielt</translation>
        </message>
        <message>
            <source>after round {done} of {planned}</source>
            <translation>nach Runde {done} von {planned}</translation>
        </message>
        <message>
            <source>{planned} rounds, none finished yet</source>
            <translation>{planned} Runden, noch keine beendet</translation>
        </message>
        <message>
            <source>FIDE {kind} rating</source>
            <translation>FIDE-Wertung {kind}</translation>
        </message>
        <message>
            <source>not FIDE-rated</source>
            <translation>nicht FIDE-gewertet</translation>
        </message>
        <message>
            <source>Deputy arbiter</source>
            <translation>Schiedsrichter</translation>
        </message>
        <message>
            <source>System</source>
            <translation>System</translation>
        </message>
        <message>
            <source>Swiss, FIDE (Dutch) System ({rules}), {planned} rounds</source>
            <translation>Schweizer System der FIDE (Holländisch) ({rules}), {planned} Runden</translation>
        </message>
        <message>
            <source>Swiss, {system} System ({code}), {planned} rounds</source>
            <translation>Schweizer System, {system}-System ({code}), {planned} Runden</translation>
        </message>
        <message>
            <source>(TRF 222: {code})</source>
            <translation>(TRF 222: {code})</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Elo</translation>
        </message>
        <message>
            <source>Tie-breaks</source>
            <translation>Feinwertungen</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>{players}, {rated} rated, {feds} federation(s)</source>
            <translation>{players}, {rated} mit Elo, {feds} Verband/Verbände</translation>
        </message>
        <message>
            <source>; titled: {titles}</source>
            <translation>; mit Titel: {titles}</translation>
        </message>
        <message>
            <source>Tournament</source>
            <translation>Turnier</translation>
        </message>
        <message>
            <source>Winners</source>
            <translation>Sieger</translation>
        </message>
        <message>
            <source>Leaders after round {done}</source>
            <translation>Führende nach Runde {done}</translation>
        </message>
        <message>
            <source>Tournament report</source>
            <translation>Turnierbericht</translation>
        </message>
        <message>
            <source>unknown page size {name!r}: use one of A4, A3, letter</source>
            <translation>unbekanntes Papierformat {name!r}: A4, A3 oder letter verwenden</translation>
        </message>
        <message>
            <source>page {number} of {total}</source>
            <translation>Seite {number} von {total}</translation>
        </message>
        <message>
            <source>Bd</source>
            <translation>Br.</translation>
        </message>
        <message>
            <source>White</source>
            <translation>Weiß</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Ergebnis</translation>
        </message>
        <message>
            <source>Black</source>
            <translation>Schwarz</translation>
        </message>
        <message>
            <source>Player without opponent</source>
            <translation>Spieler ohne Gegner</translation>
        </message>
        <message>
            <source>Bye</source>
            <translation>Freilos</translation>
        </message>
        <message>
            <source>round {round} has no boards and no byes</source>
            <translation>Runde {round} hat weder Bretter noch Freilose</translation>
        </message>
        <message>
            <source>Pts = points before the round.</source>
            <translation>Pkt. = Punkte vor der Runde.</translation>
        </message>
        <message>
            <source>Pts = points after the round.</source>
            <translation>Pkt. = Punkte nach der Runde.</translation>
        </message>
        <message numerus="yes">
            <source>%n game(s) still in progress (result blank).</source>
            <translation>
                <numerusform>%n Partie läuft noch (Ergebnis leer).</numerusform>
                <numerusform>%n Partien laufen noch (Ergebnis leer).</numerusform>
            </translation>
        </message>
        <message>
            <source>Pairings</source>
            <translation>Paarungen</translation>
        </message>
        <message>
            <source>Results</source>
            <translation>Ergebnisse</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>Brett</translation>
        </message>
        <message>
            <source>Colour</source>
            <translation>Farbe</translation>
        </message>
        <message>
            <source>no opponent: {bye}</source>
            <translation>kein Gegner: {bye}</translation>
        </message>
        <message>
            <source>round {r} has no boards and no byes</source>
            <translation>Runde {r} hat weder Bretter noch Freilose</translation>
        </message>
        <message>
            <source>Rk</source>
            <translation>Rg.</translation>
        </message>
        <message>
            <source>A {system}: the row player's results against the column player, first cycle first (1, ½, 0; + / - forfeit won / lost). Columns are numbered by the rows.</source>
            <translation>{system}: die Ergebnisse des Zeilenspielers gegen den Spaltenspieler, erster Durchgang zuerst (1, ½, 0; + / - kampflos gewonnen / verloren). Die Spalten sind wie die Zeilen nummeriert.</translation>
        </message>
        <message>
            <source>A {system}: the row player's results against the column player (1, ½, 0; + / - forfeit won / lost). Columns are numbered by the rows.</source>
            <translation>{system}: die Ergebnisse des Zeilenspielers gegen den Spaltenspieler (1, ½, 0; + / - kampflos gewonnen / verloren). Die Spalten sind wie die Zeilen nummeriert.</translation>
        </message>
        <message>
            <source>Results in brackets do not count in the standings (FIDE Tournament Rules V.4.1).</source>
            <translation>Ergebnisse in Klammern zählen nicht für die Rangliste (FIDE-Turnierregeln V.4.1).</translation>
        </message>
        <message>
            <source>no schedule to print: {exc}</source>
            <translation>kein Spielplan zu drucken: {exc}</translation>
        </message>
        <message>
            <source>Round {round} (cycle {cycle})</source>
            <translation>Runde {round} (Durchgang {cycle})</translation>
        </message>
        <message>
            <source>Round {round}</source>
            <translation>Runde {round}</translation>
        </message>
        <message>
            <source>No game: {number} {name}.</source>
            <translation>Keine Partie: {number} {name}.</translation>
        </message>
        <message>
            <source>Schedule of every round</source>
            <translation>Spielplan aller Runden</translation>
        </message>
        <message>
            <source>Result: {res}</source>
            <translation>Ergebnis: {res}</translation>
        </message>
        <message>
            <source>Round {round_number}</source>
            <translation>Runde {round_number}</translation>
        </message>
        <message>
            <source>Board {number}</source>
            <translation>Brett {number}</translation>
        </message>
        <message>
            <source>No {number}</source>
            <translation>Nr. {number}</translation>
        </message>
        <message>
            <source>Signatures</source>
            <translation>Unterschriften</translation>
        </message>
        <message>
            <source>White: ______________________</source>
            <translation>Weiß: ______________________</translation>
        </message>
        <message>
            <source>Black: ______________________</source>
            <translation>Schwarz: ______________________</translation>
        </message>
        <message>
            <source>round {r} has no boards: no result slip to print</source>
            <translation>Runde {r} hat keine Bretter: kein Ergebniszettel zu drucken</translation>
        </message>
        <message>
            <source>no round has all its results yet: no standings to print</source>
            <translation>noch keine Runde hat alle Ergebnisse: keine Rangliste zu drucken</translation>
        </message>
        <message>
            <source>Cat</source>
            <translation>Kat.</translation>
        </message>
        <message>
            <source>Cat: the prize categories of each player.</source>
            <translation>Kat.: die Preiskategorien jedes Spielers.</translation>
        </message>
        <message>
            <source>Crosstable after round {round}</source>
            <translation>Kreuztabelle nach Runde {round}</translation>
        </message>
        <message>
            <source>round {round}</source>
            <translation>Runde {round}</translation>
        </message>
        <message>
            <source>rounds {first}-{last}</source>
            <translation>Runden {first}–{last}</translation>
        </message>
        <message>
            <source>Crosstable: {pending} results pending</source>
            <translation>Kreuztabelle: ausstehende Ergebnisse: {pending}</translation>
        </message>
        <message>
            <source>Crosstable after round {round}; {pending} results pending</source>
            <translation>Kreuztabelle nach Runde {round}; ausstehende Ergebnisse: {pending}</translation>
        </message>
        <message>
            <source>Match cells: opponent's rank, then each game's colour (w/b) and result (1, ½, 0); 12w1 b½: game 1 won with White, game 2 drawn with Black; a bye: the match's points.</source>
            <translation>Matchfelder: Rang des Gegners, dann Farbe (w/s) und Ergebnis (1, ½, 0) jeder Partie; 12w1 s½: Partie 1 mit Weiß gewonnen, Partie 2 mit Schwarz remis; ein Freilos: die Punkte des Matches.</translation>
        </message>
        <message>
            <source>Round cells: opponent's rank, colour (w/b), result (1, ½, 0).</source>
            <translation>Rundenfelder: Rang des Gegners, Farbe (w/s), Ergebnis (1, ½, 0).</translation>
        </message>
        <message>
            <source>Interim chart: places, points and tie-breaks after round {complete}; {pending}: results entered so far, a cell without result (e.g. 3w) is still pending.</source>
            <translation>Zwischenstand: Plätze, Punkte und Feinwertungen nach Runde {complete}; {pending}: bisher eingegebene Ergebnisse, ein Feld ohne Ergebnis (z. B. 3w) steht noch aus.</translation>
        </message>
        <message>
            <source>Interim chart in starting order: no round has all its results yet; {pending}: results entered so far, a cell without result (e.g. 3w) is still pending.</source>
            <translation>Zwischenstand in Startreihenfolge: noch keine Runde hat alle Ergebnisse; {pending}: bisher eingegebene Ergebnisse, ein Feld ohne Ergebnis (z. B. 3w) steht noch aus.</translation>
        </message>
        <message>
            <source>Born</source>
            <translation>Geb.</translation>
        </message>
        <message>
            <source>Sex</source>
            <translation>Geschl.</translation>
        </message>
        <message>
            <source>Club</source>
            <translation>Verein</translation>
        </message>
        <message>
            <source>Nat. ID</source>
            <translation>Nat. ID</translation>
        </message>
        <message>
            <source>Nat.</source>
            <translation>Nat.</translation>
        </message>
        <message>
            <source>no player is registered: nothing to print</source>
            <translation>kein Spieler gemeldet: nichts zu drucken</translation>
        </message>
        <message>
            <source>Players by name</source>
            <translation>Spieler nach Namen</translation>
        </message>
        <message>
            <source>Players by starting rank</source>
            <translation>Spieler nach Setzliste</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>Mannschaft</translation>
        </message>
        <message>
            <source>MP</source>
            <translation>MP</translation>
        </message>
        <message>
            <source>Team without opponent</source>
            <translation>Mannschaft ohne Gegner</translation>
        </message>
        <message>
            <source>Col</source>
            <translation>Farbe</translation>
        </message>
        <message>
            <source>this document is for a team event</source>
            <translation>dieses Dokument ist für ein Mannschaftsturnier</translation>
        </message>
        <message>
            <source>pairing-allocated bye</source>
            <translation>zugelostes Freilos</translation>
        </message>
        <message>
            <source>not paired</source>
            <translation>nicht gepaart</translation>
        </message>
        <message>
            <source>MP: match points before the round. The team named first has White on board 1; the colours of its boards: {sequence}. Result: the game points of the match.</source>
            <translation>MP: Mannschaftspunkte vor der Runde. Die zuerst genannte Mannschaft hat Weiß an Brett 1; die Farben ihrer Bretter: {sequence}. Ergebnis: die Brettpunkte des Wettkampfs.</translation>
        </message>
        <message>
            <source>round {round} has no match to play</source>
            <translation>Runde {round} hat keinen zu spielenden Wettkampf</translation>
        </message>
        <message>
            <source>Match {match}: {white} (No {white_no}) – {black} (No {black_no})</source>
            <translation>Wettkampf {match}: {white} (Nr. {white_no}) – {black} (Nr. {black_no})</translation>
        </message>
        <message>
            <source>Match result (game points): {score}</source>
            <translation>Wettkampfergebnis (Brettpunkte): {score}</translation>
        </message>
        <message>
            <source>Captain of the first team</source>
            <translation>Mannschaftsführer der ersten Mannschaft</translation>
        </message>
        <message>
            <source>Captain of the second team</source>
            <translation>Mannschaftsführer der zweiten Mannschaft</translation>
        </message>
        <message>
            <source>half-point bye</source>
            <translation>Freilos mit halbem Punkt</translation>
        </message>
        <message>
            <source>full-point bye</source>
            <translation>Freilos mit vollem Punkt</translation>
        </message>
        <message>
            <source>zero-point bye (absent)</source>
            <translation>Freilos ohne Punkt (abwesend)</translation>
        </message>
        <message>
            <source>w</source>
            <comment>colour letter of White in crosstable cells</comment>
            <translation>w</translation>
        </message>
        <message>
            <source>b</source>
            <comment>colour letter of Black in crosstable cells</comment>
            <translation>s</translation>
        </message>
        <message>
            <source>free</source>
            <translation>frei</translation>
        </message>
        <message>
            <source>– = not played: the player was not yet entered (a late entry) or had withdrawn.</source>
            <translation>– = nicht gespielt: der Spieler war noch nicht gemeldet (Nachmeldung) oder hatte sich zurückgezogen.</translation>
        </message>
        <message>
            <source>free = no game this round (the Berger table's dummy, C.05 Annex 1); + / - = forfeit won / lost.</source>
            <translation>frei = keine Partie in dieser Runde (der Platzhalter der Berger-Tabelle, C.05 Anhang 1); + / - = kampflos gewonnen / verloren.</translation>
        </message>
        <message>
            <source>{code} = {name} ({points})</source>
            <translation>{code} = {name} ({points})</translation>
        </message>
        <message>
            <source>{byes}; + / - = forfeit won / lost.</source>
            <translation>{byes}; + / - = kampflos gewonnen / verloren.</translation>
        </message>
        <message>
            <source>single round robin</source>
            <translation>einfaches Rundenturnier</translation>
        </message>
        <message>
            <source>double round robin, last two rounds of the first cycle reversed</source>
            <translation>doppelrundiges Turnier, die letzten beiden Runden des ersten Durchgangs vertauscht</translation>
        </message>
        <message>
            <source>double round robin</source>
            <translation>doppelrundiges Turnier</translation>
        </message>
        <message>
            <source>round robin in {cycles} cycles</source>
            <translation>Rundenturnier mit {cycles} Durchgängen</translation>
        </message>
        <message>
            <source>Ranking: C.07 {edition}; tie-breaks {tiebreaks}.</source>
            <translation>Wertung: C.07 {edition}; Feinwertungen {tiebreaks}.</translation>
        </message>
        <message>
            <source>none</source>
            <translation>keines</translation>
        </message>
        <message>
            <source>Final standings</source>
            <translation>Endstand</translation>
        </message>
        <message>
            <source>Standings after round {round}</source>
            <translation>Rangliste nach Runde {round}</translation>
        </message>
        <message>
            <source>Final crosstable</source>
            <translation>Endgültige Kreuztabelle</translation>
        </message>
        <message>
            <source>Final prize list</source>
            <translation>Endgültige Preisliste</translation>
        </message>
        <message>
            <source>Prize list after round {round}</source>
            <translation>Preisliste nach Runde {round}</translation>
        </message>
        <message>
            <source>Final team standings</source>
            <translation>Mannschaftsendstand</translation>
        </message>
        <message>
            <source>Team standings after round {round}</source>
            <translation>Mannschaftsrangliste nach Runde {round}</translation>
        </message>
        <message>
            <source>Final team crosstable</source>
            <translation>Endgültige Mannschaftskreuztabelle</translation>
        </message>
        <message>
            <source>Team crosstable after round {round}</source>
            <translation>Mannschaftskreuztabelle nach Runde {round}</translation>
        </message>
        <message>
            <source>Final board results</source>
            <translation>Endgültige Brettergebnisse</translation>
        </message>
        <message>
            <source>Board results after round {round}</source>
            <translation>Brettergebnisse nach Runde {round}</translation>
        </message>
        <message>
            <source>Rd {round}</source>
            <translation>R{round}</translation>
        </message>
        <message>
            <source>Players {first}-{last} · rounds {first_round}-{last_round} (sheet {sheet} of {sheets}, row {row} of {rows})</source>
            <translation>Spieler {first}–{last} · Runden {first_round}–{last_round} (Blatt {sheet} von {sheets}, Zeile {row} von {rows})</translation>
        </message>
        <message>
            <source>Players {first}-{last} · rounds {first_round}-{last_round} (row {row} of {rows})</source>
            <translation>Spieler {first}–{last} · Runden {first_round}–{last_round} (Zeile {row} von {rows})</translation>
        </message>
        <message>
            <source>Rd: opponent's pairing number, colour (w/b), result (1, ½, 0); Σ: points after the round.</source>
            <translation>R: Startnummer des Gegners, Farbe (w/s), Ergebnis (1, ½, 0); Σ: Punkte nach der Runde.</translation>
        </message>
        <message>
            <source>Wall chart after round {round}</source>
            <translation>Wandtabelle nach Runde {round}</translation>
        </message>
        <message>
            <source>Rated</source>
            <translation>Mit Elo</translation>
        </message>
        <message>
            <source>male</source>
            <translation>männlich</translation>
        </message>
        <message>
            <source>female</source>
            <translation>weiblich</translation>
        </message>
        <message>
            <source>{who}, FIDE ID {fide_id}</source>
            <translation>{who}, FIDE-ID {fide_id}</translation>
        </message>
        <message>
            <source>Number</source>
            <translation>Anzahl</translation>
        </message>
        <message>
            <source>Federations</source>
            <translation>Verbände</translation>
        </message>
        <message>
            <source>Host federation</source>
            <translation>Gastgeberverband</translation>
        </message>
        <message>
            <source>Other federations</source>
            <translation>Andere Verbände</translation>
        </message>
        <message>
            <source>Unrated</source>
            <translation>Ohne Elo</translation>
        </message>
        <message>
            <source>1 round a day</source>
            <translation>1 Runde pro Tag</translation>
        </message>
        <message numerus="yes">
            <source>%n round(s) on {day}</source>
            <translation>
                <numerusform>%n Runde am {day}</numerusform>
                <numerusform>%n Runden am {day}</numerusform>
            </translation>
        </message>
        <message>
            <source>1st deputy chief arbiter</source>
            <translation>1. stellvertretender Hauptschiedsrichter</translation>
        </message>
        <message>
            <source>2nd deputy chief arbiter</source>
            <translation>2. stellvertretender Hauptschiedsrichter</translation>
        </message>
        <message>
            <source>Arbiter</source>
            <translation>Schiedsrichter</translation>
        </message>
        <message>
            <source>FIDE tournament ID</source>
            <translation>FIDE-Turnier-ID</translation>
        </message>
        <message>
            <source>System, rounds</source>
            <translation>System, Runden</translation>
        </message>
        <message>
            <source>{system}, {rounds} rounds</source>
            <translation>{system}, {rounds} Runden</translation>
        </message>
        <message>
            <source>Swiss (FIDE Dutch)</source>
            <translation>Schweizer System (FIDE, holländisch)</translation>
        </message>
        <message>
            <source>Rate of play</source>
            <translation>Bedenkzeit</translation>
        </message>
        <message>
            <source>Schedule (rounds a day)</source>
            <translation>Zeitplan (Runden pro Tag)</translation>
        </message>
        <message>
            <source>Pairing</source>
            <translation>Auslosung</translation>
        </message>
        <message>
            <source>computerised, program used: {program}</source>
            <translation>computergestützt, verwendetes Programm: {program}</translation>
        </message>
        <message>
            <source>Players, federations</source>
            <translation>Spieler, Verbände</translation>
        </message>
        <message>
            <source>{players} players from {feds} federations</source>
            <translation>{players} Spieler aus {feds} Verbänden</translation>
        </message>
        <message>
            <source>Organiser's address, phone, e-mail</source>
            <translation>Adresse, Telefon, E-Mail des Ausrichters</translation>
        </message>
        <message>
            <source>Special remarks (exceptions in the pairing...)</source>
            <translation>Besondere Bemerkungen (Ausnahmen bei der Auslosung...)</translation>
        </message>
        <message>
            <source>Chief arbiter's address, phone, e-mail</source>
            <translation>Adresse, Telefon, E-Mail des Hauptschiedsrichters</translation>
        </message>
        <message>
            <source>Tournament report (FIDE form IT3)</source>
            <translation>Turnierbericht (FIDE-Formular IT3)</translation>
        </message>
        <message>
            <source>Participants</source>
            <translation>Teilnehmer</translation>
        </message>
        <message>
            <source>Participants by federation</source>
            <translation>Teilnehmer nach Verband</translation>
        </message>
        <message>
            <source>Officials</source>
            <translation>Offizielle</translation>
        </message>
        <message>
            <source>Dates of the rounds</source>
            <translation>Termine der Runden</translation>
        </message>
        <message>
            <source>The organiser gives this report to each arbiter who achieved an arbiter norm in the event, to the arbiter's federation, to the organising federation and to FIDE.</source>
            <translation>Der Ausrichter gibt diesen Bericht jedem Schiedsrichter, der im Turnier eine Schiedsrichternorm erfüllt hat, dessen Verband, dem ausrichtenden Verband und der FIDE.</translation>
        </message>
        <message>
            <source>Tournament report (IT3)</source>
            <translation>Turnierbericht (IT3)</translation>
        </message>
        <message>
            <source>No title norm was achieved (B.01), after round {r}.</source>
            <translation>Keine Titelnorm wurde erzielt (B.01), nach Runde {r}.</translation>
        </message>
        <message>
            <source>Title norms achieved (B.01): certificates IT1</source>
            <translation>Erzielte Titelnormen (B.01): Bescheinigungen IT1</translation>
        </message>
        <message>
            <source>The chief arbiter declares that the tournament was played under the FIDE Laws of Chess and the FIDE regulations that apply to it, and that this report and its TRF file are correct.</source>
            <translation>Der Hauptschiedsrichter erklärt, dass das Turnier nach den FIDE-Schachregeln und den dafür geltenden FIDE-Bestimmungen gespielt wurde und dass dieser Bericht und seine TRF-Datei richtig sind.</translation>
        </message>
        <message>
            <source>Place, date: ____________________      Chief arbiter: ______________________________</source>
            <translation>Ort, Datum: ____________________      Hauptschiedsrichter: ______________________________</translation>
        </message>
        <message>
            <source>Opponents</source>
            <translation>Gegner</translation>
        </message>
        <message>
            <source>{rated} rated, from {feds} federations</source>
            <translation>{rated} mit Elo, aus {feds} Verbänden</translation>
        </message>
        <message>
            <source>Opponents' federations</source>
            <translation>Verbände der Gegner</translation>
        </message>
        <message>
            <source>{foreign} not the player's federation, {host} the host federation</source>
            <translation>{foreign} nicht aus dem Verband des Spielers, {host} aus dem Gastgeberverband</translation>
        </message>
        <message>
            <source>Titled opponents</source>
            <translation>Gegner mit Titel</translation>
        </message>
        <message>
            <source>Exemption (B.01 1.4.3)</source>
            <translation>Ausnahme (B.01 1.4.3)</translation>
        </message>
        <message>
            <source>{feds} federations; not from the host: {rated} rated, {titled} GM/IM/WGM/WIM</source>
            <translation>{feds} Verbände; nicht vom Gastgeber: {rated} mit Elo, {titled} GM/IM/WGM/WIM</translation>
        </message>
        <message>
            <source>Score required</source>
            <translation>Erforderliche Punktzahl</translation>
        </message>
        <message>
            <source>{needed}, exceeded by {more}</source>
            <translation>{needed}, übertroffen um {more}</translation>
        </message>
        <message>
            <source>there is no player with pairing number {number}</source>
            <translation>es gibt keinen Spieler mit der Startnummer {number}</translation>
        </message>
        <message>
            <source>no norm can be measured</source>
            <translation>keine Norm kann gemessen werden</translation>
        </message>
        <message>
            <source>#{number} achieved no title norm after round {r}: {why}</source>
            <translation>Nr. {number} hat nach Runde {r} keine Titelnorm erzielt: {why}</translation>
        </message>
        <message>
            <source>Certificate of title result (FIDE form IT1, B.01): one copy to the player's federation, one to FIDE, one to the organising federation.</source>
            <translation>Bescheinigung eines Titelergebnisses (FIDE-Formular IT1, B.01): eine Ausfertigung an den Verband des Spielers, eine an die FIDE, eine an den ausrichtenden Verband.</translation>
        </message>
        <message>
            <source>Sex, place of birth</source>
            <translation>Geschlecht, Geburtsort</translation>
        </message>
        <message>
            <source>{sex}, born in {place}</source>
            <translation>{sex}, geboren in {place}</translation>
        </message>
        <message>
            <source>Special remarks</source>
            <translation>Besondere Bemerkungen</translation>
        </message>
        <message>
            <source>Federation confirming the result</source>
            <translation>Verband, der das Ergebnis bestätigt</translation>
        </message>
        <message>
            <source>{federation}, official: {name}</source>
            <translation>{federation}, Vertreter: {name}</translation>
        </message>
        <message>
            <source>Certificate of title result (IT1)</source>
            <translation>Bescheinigung eines Titelergebnisses (IT1)</translation>
        </message>
        <message>
            <source>{kind}, match {match}, game {game} (round {round_number})</source>
            <translation>{kind}, Match {match}, Partie {game} (Runde {round_number})</translation>
        </message>
        <message>
            <source>Match</source>
            <translation>Match</translation>
        </message>
        <message>
            <source>Pairings and results on your phone (the venue's Wi-Fi): {address}</source>
            <translation>Paarungen und Ergebnisse auf Ihrem Handy (im WLAN des Spielorts): {address}</translation>
        </message>
        <message>
            <source>Check-in sheet (entry list by name)</source>
            <translation>Anwesenheitsliste (Teilnehmer nach Namen)</translation>
        </message>
        <message>
            <source>Table cards</source>
            <translation>Tischnummern</translation>
        </message>
        <message>
            <source>Name cards</source>
            <translation>Namensschilder</translation>
        </message>
        <message>
            <source>Receipts of the entry fees</source>
            <translation>Quittungen der Startgelder</translation>
        </message>
        <message>
            <source>Entry fees and totals</source>
            <translation>Startgelder und Summen</translation>
        </message>
        <message>
            <source>FIDE tournament report (IT3)</source>
            <translation>FIDE-Turnierbericht (IT3)</translation>
        </message>
        <message>
            <source>FIDE certificate of title result (IT1)</source>
            <translation>FIDE-Bestätigung eines Titelergebnisses (IT1)</translation>
        </message>
        <message>
            <source>The IT1 is printed for one player: choose him.</source>
            <translation>Das IT1 wird für einen Spieler gedruckt: wählen Sie ihn.</translation>
        </message>
        <message>
            <source>Perf</source>
            <translation>Perf</translation>
        </message>
        <message>
            <source>GP</source>
            <translation>BP</translation>
        </message>
        <message>
            <source>game points</source>
            <translation>Brettpunkten</translation>
        </message>
        <message>
            <source>match points</source>
            <translation>Mannschaftspunkten</translation>
        </message>
        <message>
            <source>MP: match points; GP: game points. Ranked by {primary}, then by the tie-breaks of the event (FIDE C.07 art. 11-13): {codes}. Teams still level share a rank.</source>
            <translation>MP: Mannschaftspunkte; BP: Brettpunkte. Geordnet nach {primary}, dann nach den Feinwertungen des Turniers (FIDE C.07 Art. 11-13): {codes}. Noch gleichstehende Mannschaften teilen sich den Rang.</translation>
        </message>
        <message>
            <source>Each round: the opponent's line, the colour of the team's first board (w/b), the game points the team scored; PAB: pairing-allocated bye; –: no match.</source>
            <translation>Jede Runde: die Zeile des Gegners, die Farbe am ersten Brett der Mannschaft (w/s), die Brettpunkte der Mannschaft; PAB: zugelostes Freilos; –: kein Wettkampf.</translation>
        </message>
        <message>
            <source>no game has a result yet: no board results to print</source>
            <translation>noch keine Partie hat ein Ergebnis: keine Brettergebnisse zu drucken</translation>
        </message>
        <message>
            <source>Board {board}</source>
            <translation>Brett {board}</translation>
        </message>
        <message>
            <source>Games: the games played on the board (a forfeit is no game); Perf: the performance rating of those games (FIDE B.02 8.1.1). In order of points, then performance.</source>
            <translation>Partien: die an diesem Brett gespielten Partien (ein kampfloses Ergebnis ist keine Partie); Perf: die Leistungszahl dieser Partien (FIDE B.02 8.1.1). Nach Punkten, dann nach Leistung geordnet.</translation>
        </message>
        <message>
            <source>Nothing to print.</source>
            <translation>Nichts zu drucken.</translation>
        </message>
        <message>
            <source>A team double round robin: each cell the game points the row team scored against the column team in each of their two matches, the first first. Columns are numbered by the rows.</source>
            <translation>Doppelrundenturnier der Mannschaften: in jedem Feld die Brettpunkte, die die Mannschaft der Zeile gegen die Mannschaft der Spalte in jedem ihrer beiden Wettkämpfe erzielte, der erste zuerst. Die Spalten sind wie die Zeilen nummeriert.</translation>
        </message>
        <message>
            <source>A team round robin: each cell the game points the row team scored against the column team. Columns are numbered by the rows.</source>
            <translation>Rundenturnier der Mannschaften: in jedem Feld die Brettpunkte, die die Mannschaft der Zeile gegen die Mannschaft der Spalte erzielte. Die Spalten sind wie die Zeilen nummeriert.</translation>
        </message>
        <message>
            <source>·: a match without all its results.</source>
            <translation>·: ein Wettkampf, dessen Ergebnisse noch nicht alle vorliegen.</translation>
        </message>
    </context>
    <context>
        <name>EditPairingDialog</name>
        <message>
            <source>Edit pairing of round {round_number}</source>
            <translation>Paarungen der Runde {round_number} bearbeiten</translation>
        </message>
        <message>
            <source>Type the pairing numbers of White and Black on each board (C.04.2 art. 4.4). After saving, every rule the pairing breaks is listed under the boards; absolute rules in red.</source>
            <translation>Die Startnummern von Weiß und Schwarz an jedem Brett eingeben (C.04.2 Art. 4.4). Nach dem Speichern steht jede verletzte Regel unter den Brettern; absolute Regeln in Rot.</translation>
        </message>
        <message>
            <source>White (no.)</source>
            <translation>Weiß (Nr.)</translation>
        </message>
        <message>
            <source>Black (no.)</source>
            <translation>Schwarz (Nr.)</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>&amp;Swap colours</source>
            <translation>&amp;Farben tauschen</translation>
        </message>
        <message>
            <source>&amp;Add board</source>
            <translation>Brett &amp;hinzufügen</translation>
        </message>
        <message>
            <source>&amp;Remove board</source>
            <translation>Brett &amp;entfernen</translation>
        </message>
        <message>
            <source>none</source>
            <translation>keines</translation>
        </message>
        <message>
            <source>Pairing-allocated &amp;bye (no.):</source>
            <translation>Zugelostes &amp;Freilos (Nr.):</translation>
        </message>
        <message>
            <source>White</source>
            <translation>Weiß</translation>
        </message>
        <message>
            <source>Black</source>
            <translation>Schwarz</translation>
        </message>
        <message>
            <source>board {board}: {colour} {text!r} is not a pairing number</source>
            <translation>Brett {board}: {colour} {text!r} ist keine Startnummer</translation>
        </message>
    </context>
    <context>
        <name>EndOfEvent</name>
        <message>
            <source>&amp;Officials, time control and rating…</source>
            <translation>&amp;Schiedsrichter, Bedenkzeit und Wertung…</translation>
        </message>
        <message>
            <source>Round &amp;dates…</source>
            <translation>Runden&amp;termine…</translation>
        </message>
        <message>
            <source>Prize &amp;categories…</source>
            <translation>Preis&amp;kategorien…</translation>
        </message>
        <message>
            <source>&amp;Prize list</source>
            <translation>&amp;Preisliste</translation>
        </message>
        <message>
            <source>&amp;Rating changes…</source>
            <translation>Elo-&amp;Änderungen…</translation>
        </message>
        <message>
            <source>Title &amp;norms…</source>
            <translation>Titel&amp;normen…</translation>
        </message>
        <message>
            <source>&amp;Explain a tie-break…</source>
            <translation>Feinwertung &amp;erklären…</translation>
        </message>
        <message>
            <source>Check &amp;before export…</source>
            <translation>Vor dem Export &amp;prüfen…</translation>
        </message>
        <message>
            <source>E&amp;nd of event</source>
            <translation>Turnier&amp;ende</translation>
        </message>
        <message>
            <source>change officials and rating</source>
            <translation>Schiedsrichter und Wertung ändern</translation>
        </message>
        <message>
            <source>set round dates</source>
            <translation>Rundentermine festlegen</translation>
        </message>
        <message>
            <source>change prize categories</source>
            <translation>Preiskategorien ändern</translation>
        </message>
        <message>
            <source>final standings</source>
            <translation>Endstand</translation>
        </message>
        <message>
            <source>standings after round {after_round} (not final)</source>
            <translation>Stand nach Runde {after_round} (nicht endgültig)</translation>
        </message>
        <message>
            <source>Prizes by the {state}; ties {label}</source>
            <translation>Preise nach dem Stand: {state}; Gleichstand: {label}</translation>
        </message>
        <message>
            <source>   no prize given</source>
            <translation>   kein Preis vergeben</translation>
        </message>
        <message>
            <source>(shared by {players})</source>
            <translation>(geteilt zwischen {players})</translation>
        </message>
        <message>
            <source>Total {total}</source>
            <translation>Gesamt {total}</translation>
        </message>
        <message>
            <source>Prize list</source>
            <translation>Preisliste</translation>
        </message>
        <message>
            <source>One prize per player, the most valuable.</source>
            <translation>Ein Preis je Spieler, der wertvollste.</translation>
        </message>
        <message>
            <source>Rating changes</source>
            <translation>Elo-Änderungen</translation>
        </message>
        <message>
            <source>set K of #{number}</source>
            <translation>K für Nr. {number} festlegen</translation>
        </message>
        <message>
            <source>Title norms</source>
            <translation>Titelnormen</translation>
        </message>
        <message>
            <source>{code} is not a tie-break of this event</source>
            <translation>{code} ist keine Feinwertung dieses Turniers</translation>
        </message>
        <message>
            <source>Explain a tie-break</source>
            <translation>Feinwertung erklären</translation>
        </message>
        <message>
            <source>Check before export</source>
            <translation>Vor dem Export prüfen</translation>
        </message>
        <message>
            <source>Pair the remaining rounds and enter their results.</source>
            <translation>Die restlichen Runden auslosen und ihre Ergebnisse eingeben.</translation>
        </message>
        <message>
            <source>correct #{number}</source>
            <translation>Nr. {number} korrigieren</translation>
        </message>
    </context>
    <context>
        <name>EndOfEventDialogs</name>
        <message>
            <source>Surname, First name</source>
            <translation>Nachname, Vorname</translation>
        </message>
        <message>
            <source>FIDE ID</source>
            <translation>FIDE-ID</translation>
        </message>
        <message>
            <source>Officials, time control and rating</source>
            <translation>Schiedsrichter, Bedenkzeit und Wertung</translation>
        </message>
        <message>
            <source>90' + 30" from move 1</source>
            <translation>90' + 30" ab dem 1. Zug</translation>
        </message>
        <message>
            <source>TRF26 222: seconds per period, M/S for moves in seconds, +I increment</source>
            <translation>TRF26 222: Sekunden je Periode, M/S für Züge in Sekunden, +I Inkrement</translation>
        </message>
        <message>
            <source>Submitted to FIDE for rating</source>
            <translation>Bei der FIDE zur Elo-Auswertung eingereicht</translation>
        </message>
        <message>
            <source>&amp;Organiser:</source>
            <translation>&amp;Ausrichter:</translation>
        </message>
        <message>
            <source>&amp;Chief arbiter:</source>
            <translation>&amp;Hauptschiedsrichter:</translation>
        </message>
        <message>
            <source>Deputy {i}:</source>
            <translation>Schiedsrichter {i}:</translation>
        </message>
        <message>
            <source>&amp;Time control:</source>
            <translation>&amp;Bedenkzeit:</translation>
        </message>
        <message>
            <source>TRF &amp;222 code:</source>
            <translation>TRF-&amp;222-Code:</translation>
        </message>
        <message>
            <source>&amp;Rating:</source>
            <translation>&amp;Wertung:</translation>
        </message>
        <message>
            <source>&amp;Prizes between equals:</source>
            <translation>&amp;Preise bei Gleichstand:</translation>
        </message>
        <message>
            <source>Give the encoded time control (222): FIDE's rating officer needs it.</source>
            <translation>Die kodierte Bedenkzeit (222) angeben: der Elo-Referent der FIDE braucht sie.</translation>
        </message>
        <message>
            <source>{control}: a {kind} time control. The event is set to be rated {wanted}: check one of them.</source>
            <translation>{control}: eine Bedenkzeit für {kind}. Das Turnier ist für die Wertung im {wanted} vorgesehen: eines von beiden prüfen.</translation>
        </message>
        <message>
            <source>{control}: a {kind} time control.</source>
            <translation>{control}: eine Bedenkzeit für {kind}.</translation>
        </message>
        <message>
            <source>Round dates</source>
            <translation>Rundentermine</translation>
        </message>
        <message>
            <source>no date</source>
            <translation>kein Datum</translation>
        </message>
        <message>
            <source>proposed</source>
            <translation>vorgeschlagen</translation>
        </message>
        <message>
            <source>Round {r}:</source>
            <translation>Runde {r}:</translation>
        </message>
        <message>
            <source>Dates not yet stored are proposed from the schedule (or spread over the event's days).</source>
            <translation>Noch nicht gespeicherte Termine werden aus dem Zeitplan vorgeschlagen (oder über die Turniertage verteilt).</translation>
        </message>
        <message>
            <source>prize {part!r}: an amount with at most two decimals</source>
            <translation>Preis {part!r}: ein Betrag mit höchstens zwei Nachkommastellen</translation>
        </message>
        <message>
            <source>Prize category</source>
            <translation>Preiskategorie</translation>
        </message>
        <message>
            <source>short name for the standings (W, U16...)</source>
            <translation>Kurzname für die Rangliste (W, U16...)</translation>
        </message>
        <message>
            <source>women only</source>
            <translation>nur Frauen</translation>
        </message>
        <message>
            <source>unrated players only</source>
            <translation>nur Spieler ohne Elo</translation>
        </message>
        <message>
            <source>300, 200, 100 Book, Trophy</source>
            <translation>300, 200, 100 Buch, Pokal</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>&amp;Name:</translation>
        </message>
        <message>
            <source>&amp;Code:</source>
            <translation>&amp;Kürzel:</translation>
        </message>
        <message>
            <source>Born from (year):</source>
            <translation>Geboren ab (Jahr):</translation>
        </message>
        <message>
            <source>Born up to (year):</source>
            <translation>Geboren bis (Jahr):</translation>
        </message>
        <message>
            <source>Rating from:</source>
            <translation>Elo ab:</translation>
        </message>
        <message>
            <source>Rating up to:</source>
            <translation>Elo bis:</translation>
        </message>
        <message>
            <source>&amp;Federations:</source>
            <translation>&amp;Verbände:</translation>
        </message>
        <message>
            <source>C&amp;lubs (; between):</source>
            <translation>&amp;Vereine (getrennt durch ;):</translation>
        </message>
        <message>
            <source>Listed players (numbers):</source>
            <translation>Ausgewählte Spieler (Nummern):</translation>
        </message>
        <message>
            <source>&amp;Prizes, place 1 first:</source>
            <translation>&amp;Preise, Platz 1 zuerst:</translation>
        </message>
        <message>
            <source>the category needs a name</source>
            <translation>die Kategorie braucht einen Namen</translation>
        </message>
        <message>
            <source>years, ratings and player numbers are whole numbers</source>
            <translation>Jahre, Wertungszahlen und Spielernummern sind ganze Zahlen</translation>
        </message>
        <message>
            <source>Prize categories</source>
            <translation>Preiskategorien</translation>
        </message>
        <message>
            <source>&amp;Add…</source>
            <translation>&amp;Hinzufügen…</translation>
        </message>
        <message>
            <source>&amp;Edit…</source>
            <translation>&amp;Bearbeiten…</translation>
        </message>
        <message>
            <source>&amp;Remove</source>
            <translation>&amp;Entfernen</translation>
        </message>
        <message>
            <source>Move &amp;up</source>
            <translation>Nach &amp;oben</translation>
        </message>
        <message>
            <source>Move &amp;down</source>
            <translation>Nach &amp;unten</translation>
        </message>
        <message>
            <source>Each player receives one prize, the most valuable; between equal prizes the category higher in this list.</source>
            <translation>Jeder Spieler erhält einen Preis, den wertvollsten; bei gleichwertigen Preisen die Kategorie, die in dieser Liste weiter oben steht.</translation>
        </message>
        <message>
            <source>{name} [{short}]: {rule}; {prizes}</source>
            <translation>{name} [{short}]: {rule}; {prizes}</translation>
        </message>
        <message>
            <source>no prize</source>
            <translation>kein Preis</translation>
        </message>
        <message>
            <source>derived (B.02 8.3.3)</source>
            <translation>abgeleitet (B.02 8.3.3)</translation>
        </message>
        <message>
            <source>Rating changes (B.02)</source>
            <translation>Elo-Änderungen (B.02)</translation>
        </message>
        <message>
            <source>&amp;K of this player:</source>
            <translation>&amp;K dieses Spielers:</translation>
        </message>
        <message>
            <source>No</source>
            <translation>Nr.</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Elo</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Partien</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Punkte</translation>
        </message>
        <message>
            <source>Expected</source>
            <translation>Erwartet</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>Änderung</translation>
        </message>
        <message>
            <source>unrated</source>
            <translation>ohne Elo</translation>
        </message>
        <message>
            <source>first {value}</source>
            <translation>erste {value}</translation>
        </message>
        <message>
            <source>An unrated player has no K: the first rating follows B.02 8.2.</source>
            <translation>Ein Spieler ohne Elo hat kein K: die Ersteinstufung folgt B.02 8.2.</translation>
        </message>
        <message>
            <source>Title norms (B.01)</source>
            <translation>Titelnormen (B.01)</translation>
        </message>
        <message>
            <source>achieved</source>
            <translation>erfüllt</translation>
        </message>
        <message>
            <source>{missing} missing</source>
            <translation>{missing} fehlen</translation>
        </message>
        <message>
            <source>Norm</source>
            <translation>Norm</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Ra</source>
            <translation>Ra</translation>
        </message>
        <message>
            <source>Rp</source>
            <translation>Rp</translation>
        </message>
        <message>
            <source>Check before export</source>
            <translation>Vor dem Export prüfen</translation>
        </message>
        <message>
            <source>Everything the rating officer needs is there.</source>
            <translation>Alles, was der Elo-Referent braucht, ist vorhanden.</translation>
        </message>
        <message>
            <source>{errors} error(s) and {warnings} warning(s): fix the errors before sending the TRF.</source>
            <translation>{errors} Fehler und {warnings} Warnung(en): die Fehler vor dem Senden der TRF beheben.</translation>
        </message>
        <message>
            <source>Problem</source>
            <translation>Problem</translation>
        </message>
        <message>
            <source>&amp;Fix…</source>
            <translation>&amp;Beheben…</translation>
        </message>
        <message>
            <source>Explain a tie-break</source>
            <translation>Feinwertung erklären</translation>
        </message>
    </context>
    <context>
        <name>ErrorBoundary</name>
        <message>
            <source>Your tournament data is safe: every change is stored in the tournament file as one whole operation or not at all, and the window now shows the file as it is stored.</source>
            <translation>Ihre Turnierdaten sind sicher: jede Änderung wird ganz oder gar nicht in der Turnierdatei gespeichert, und das Fenster zeigt die Datei jetzt so, wie sie gespeichert ist.</translation>
        </message>
        <message>
            <source>A report was written to {path}.</source>
            <translation>Ein Bericht wurde nach {path} geschrieben.</translation>
        </message>
        <message>
            <source>The report could not be written to disk.</source>
            <translation>Der Bericht konnte nicht auf die Festplatte geschrieben werden.</translation>
        </message>
        <message>
            <source>Arbiter Desk met a programming error while doing “{title}”. It is not your mistake.

{safe}

{where} Please send it to the developers (Copy report puts it on the clipboard).</source>
            <translation>Arbiter Desk ist bei „{title}“ auf einen Programmfehler gestoßen. Es ist nicht Ihr Fehler.

{safe}

{where} Bitte senden Sie ihn an die Entwickler („Bericht kopieren“ legt ihn in die Zwischenablage).</translation>
        </message>
        <message>
            <source>an action in the window</source>
            <translation>eine Aktion im Fenster</translation>
        </message>
    </context>
    <context>
        <name>FeesDialog</name>
        <message>
            <source>Entry fees</source>
            <translation>Startgelder</translation>
        </message>
        <message>
            <source>Print &amp;totals</source>
            <translation>&amp;Summen drucken</translation>
        </message>
        <message>
            <source>Fee categories (a player belongs to the first he meets)</source>
            <translation>Startgeldkategorien (ein Spieler gehört zur ersten, die er erfüllt)</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Betrag</translation>
        </message>
        <message>
            <source>Titles</source>
            <translation>Titel</translation>
        </message>
        <message>
            <source>Rating from</source>
            <translation>Elo ab</translation>
        </message>
        <message>
            <source>Rating to</source>
            <translation>Elo bis</translation>
        </message>
        <message>
            <source>Born from</source>
            <translation>Geboren ab</translation>
        </message>
        <message>
            <source>Born until</source>
            <translation>Geboren bis</translation>
        </message>
        <message>
            <source>Titles: GM, IM, WGM... separated by commas; an empty cell sets no condition.</source>
            <translation>Titel: GM, IM, WGM... durch Kommas getrennt; eine leere Zelle setzt keine Bedingung.</translation>
        </message>
        <message>
            <source>&amp;Add category</source>
            <translation>Kategorie &amp;hinzufügen</translation>
        </message>
        <message>
            <source>Re&amp;move category</source>
            <translation>Kategorie &amp;entfernen</translation>
        </message>
        <message>
            <source>&amp;Save categories</source>
            <translation>Kategorien &amp;speichern</translation>
        </message>
        <message>
            <source>C&amp;urrency:</source>
            <translation>&amp;Währung:</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>Pairing number or name, then Enter</source>
            <translation>Startnummer oder Name, dann Eingabe</translation>
        </message>
        <message>
            <source>No</source>
            <translation>Nr.</translation>
        </message>
        <message>
            <source>Rtg</source>
            <translation>Elo</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>Kategorie</translation>
        </message>
        <message>
            <source>Due</source>
            <translation>Fällig</translation>
        </message>
        <message>
            <source>Paid</source>
            <translation>Bezahlt</translation>
        </message>
        <message>
            <source>Outstanding</source>
            <translation>Offen</translation>
        </message>
        <message>
            <source>e.g. 50 or 12.50</source>
            <translation>z. B. 50 oder 12.50</translation>
        </message>
        <message>
            <source>Record &amp;payment</source>
            <translation>&amp;Zahlung erfassen</translation>
        </message>
        <message>
            <source>Print &amp;receipt</source>
            <translation>&amp;Quittung drucken</translation>
        </message>
        <message>
            <source>Ta&amp;ke back the last payment</source>
            <translation>Letzte Zahlung zu&amp;rücknehmen</translation>
        </message>
        <message>
            <source>&amp;Find:</source>
            <translation>&amp;Suchen:</translation>
        </message>
        <message>
            <source>A&amp;mount received:</source>
            <translation>&amp;Erhaltener Betrag:</translation>
        </message>
        <message>
            <source>N&amp;ote:</source>
            <translation>&amp;Notiz:</translation>
        </message>
        <message>
            <source>Categor&amp;y of the player:</source>
            <translation>Kategorie des Spie&amp;lers:</translation>
        </message>
        <message>
            <source>As the categories decide</source>
            <translation>Nach den Kategorien</translation>
        </message>
        <message numerus="yes">
            <source>{category}: %n player(s), due {due}, received {received}, outstanding {left}</source>
            <translation>
                <numerusform>{category}: %n Spieler, fällig {due}, erhalten {received}, offen {left}</numerusform>
                <numerusform>{category}: %n Spieler, fällig {due}, erhalten {received}, offen {left}</numerusform>
            </translation>
        </message>
        <message>
            <source>no category</source>
            <translation>ohne Kategorie</translation>
        </message>
        <message>
            <source>Total: due {due} {currency}, received {received} {currency}, outstanding {left} {currency}</source>
            <translation>Gesamt: fällig {due} {currency}, erhalten {received} {currency}, offen {left} {currency}</translation>
        </message>
        <message>
            <source>Receipt {receipt}: {amount} {currency} from {name}.</source>
            <translation>Quittung {receipt}: {amount} {currency} von {name}.</translation>
        </message>
        <message>
            <source>Storing…</source>
            <translation>Wird gespeichert…</translation>
        </message>
        <message>
            <source>Fee category {name}: {text} is not a whole number.</source>
            <translation>Startgeldkategorie {name}: {text} ist keine ganze Zahl.</translation>
        </message>
        <message>
            <source>The fee categories are saved.</source>
            <translation>Die Startgeldkategorien sind gespeichert.</translation>
        </message>
    </context>
    <context>
        <name>FideImportDialog</name>
        <message>
            <source>Import {file_name}</source>
            <translation>{file_name} importieren</translation>
        </message>
        <message>
            <source>combined: standard, rapid and blitz</source>
            <translation>kombiniert: Standard, Schnellschach und Blitz</translation>
        </message>
        <message>
            <source>{value} only</source>
            <translation>nur {value}</translation>
        </message>
        <message>
            <source>Which rating a per-type list holds (from its file name; change it if wrong)</source>
            <translation>Welche Wertung eine Liste je Bedenkzeit enthält (aus dem Dateinamen; bei Bedarf ändern)</translation>
        </message>
        <message>
            <source>List:</source>
            <translation>Liste:</translation>
        </message>
        <message>
            <source>Size:</source>
            <translation>Größe:</translation>
        </message>
        <message>
            <source>{size:,.1f} MB, about {players:,} players</source>
            <translation>{size:,.1f} MB, etwa {players:,} Spieler</translation>
        </message>
        <message>
            <source>{size:,.1f} MB</source>
            <translation>{size:,.1f} MB</translation>
        </message>
        <message>
            <source>&amp;Ratings:</source>
            <translation>&amp;Wertungen:</translation>
        </message>
        <message>
            <source>The import replaces the FIDE list of the library in one step (Edit ▸ Undo puts the old one back). Tournaments keep their own copy of their players.</source>
            <translation>Der Import ersetzt die FIDE-Liste der Spielerdatenbank in einem Schritt (Bearbeiten ▸ Rückgängig holt die alte zurück). Turniere behalten ihre eigene Kopie ihrer Spieler.</translation>
        </message>
        <message>
            <source>&amp;Import</source>
            <translation>&amp;Importieren</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <source>The first players of the list:</source>
            <translation>Die ersten Spieler der Liste:</translation>
        </message>
        <message>
            <source>Reading the list…</source>
            <translation>Liste wird gelesen…</translation>
        </message>
        <message>
            <source>Nothing was imported; the library is as it was.</source>
            <translation>Nichts wurde importiert; die Spielerdatenbank ist unverändert.</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>Stopping…</source>
            <translation>Wird angehalten…</translation>
        </message>
    </context>
    <context>
        <name>FileFilters</name>
        <message>
            <source>Arbiter Desk tournaments</source>
            <translation>Arbiter-Desk-Turniere</translation>
        </message>
        <message>
            <source>FIDE tournament reports (TRF)</source>
            <translation>FIDE-Turnierberichte (TRF)</translation>
        </message>
        <message>
            <source>PDF documents</source>
            <translation>PDF-Dokumente</translation>
        </message>
        <message>
            <source>CSV tables</source>
            <translation>CSV-Tabellen</translation>
        </message>
        <message>
            <source>JSON files</source>
            <translation>JSON-Dateien</translation>
        </message>
        <message>
            <source>PGN game files</source>
            <translation>PGN-Partiedateien</translation>
        </message>
        <message>
            <source>FIDE rating lists</source>
            <translation>FIDE-Elo-Listen</translation>
        </message>
        <message>
            <source>National rating lists</source>
            <translation>Nationale Wertungslisten</translation>
        </message>
        <message>
            <source>All files</source>
            <translation>Alle Dateien</translation>
        </message>
    </context>
    <context>
        <name>FilesController</name>
        <message>
            <source>Please wait</source>
            <translation>Bitte warten</translation>
        </message>
        <message>
            <source>Save the new tournament as</source>
            <translation>Das neue Turnier speichern unter</translation>
        </message>
        <message>
            <source>New tournament</source>
            <translation>Neues Turnier</translation>
        </message>
        <message>
            <source>Open a tournament</source>
            <translation>Ein Turnier öffnen</translation>
        </message>
        <message>
            <source>Open {name}</source>
            <translation>{name} öffnen</translation>
        </message>
        <message>
            <source>{path} is no longer there (moved, renamed, or on a disk that is not plugged in).

Remove it from the recent tournaments?</source>
            <translation>{path} ist nicht mehr da (verschoben, umbenannt oder auf einem nicht angeschlossenen Laufwerk).

Aus den letzten Turnieren entfernen?</translation>
        </message>
        <message>
            <source>Continue a tournament from a TRF file</source>
            <translation>Ein Turnier aus einer TRF-Datei fortsetzen</translation>
        </message>
        <message>
            <source>Save the tournament as</source>
            <translation>Das Turnier speichern unter</translation>
        </message>
        <message>
            <source>Import {name}</source>
            <translation>{name} importieren</translation>
        </message>
        <message>
            <source>Connect to {name}</source>
            <translation>Verbindung mit {name}</translation>
        </message>
        <message>
            <source>Reading {name}…</source>
            <translation>{name} wird gelesen…</translation>
        </message>
        <message>
            <source>{refused}

Import it anyway, with a warning for each such line?

{warnings}</source>
            <translation>{refused}

Trotzdem importieren, mit einer Warnung für jede solche Zeile?

{warnings}</translation>
        </message>
        <message>
            <source>{players}: placeholder players that stand for the bye, as some programs write it.

Take them out of the list? Their games become the byes they stand for. No keeps them as players.</source>
            <translation>{players}: Platzhalter-Spieler, die für das Freilos stehen, wie manche Programme es schreiben.

Aus der Liste nehmen? Ihre Partien werden zu den Freilosen, für die sie stehen. Nein behält sie als Spieler.</translation>
        </message>
        <message>
            <source>Read {players} players and {rounds} rounds.</source>
            <translation>{players} Spieler und {rounds} Runden gelesen.</translation>
        </message>
        <message>
            <source>Imported {name}</source>
            <translation>{name} importiert</translation>
        </message>
        <message>
            <source>Read the tournament file</source>
            <translation>Die Turnierdatei lesen</translation>
        </message>
        <message>
            <source>{label} — missing</source>
            <translation>{label} — fehlt</translation>
        </message>
        <message>
            <source>{path} is no longer there</source>
            <translation>{path} ist nicht mehr da</translation>
        </message>
        <message>
            <source>(none)</source>
            <translation>(keine)</translation>
        </message>
        <message>
            <source>Remove the &amp;missing files from this list</source>
            <translation>&amp;Fehlende Dateien aus dieser Liste entfernen</translation>
        </message>
        <message numerus="yes">
            <source>Removed %n missing file(s) from the recent tournaments</source>
            <translation>
                <numerusform>%n fehlende Datei aus den letzten Turnieren entfernt</numerusform>
                <numerusform>%n fehlende Dateien aus den letzten Turnieren entfernt</numerusform>
            </translation>
        </message>
        <message>
            <source>Export TRF (rating report)</source>
            <translation>TRF exportieren (Elo-Bericht)</translation>
        </message>
        <message>
            <source>Exporting {name}…</source>
            <translation>{name} wird exportiert…</translation>
        </message>
        <message>
            <source>Exported {written}</source>
            <translation>{written} exportiert</translation>
        </message>
        <message>
            <source>Export TRF</source>
            <translation>TRF exportieren</translation>
        </message>
        <message>
            <source>Save a copy of the tournament</source>
            <translation>Eine Kopie des Turniers speichern</translation>
        </message>
        <message>
            <source>Save a copy</source>
            <translation>Kopie speichern</translation>
        </message>
        <message>
            <source>Saving a copy as {path}…</source>
            <translation>Kopie wird als {path} gespeichert…</translation>
        </message>
        <message>
            <source>Saved a copy as {path}</source>
            <translation>Kopie gespeichert als {path}</translation>
        </message>
        <message>
            <source>Timed backup</source>
            <translation>Zeitgesteuerte Sicherung</translation>
        </message>
        <message>
            <source>Timed backup FAILED: {reason}</source>
            <translation>Zeitgesteuerte Sicherung FEHLGESCHLAGEN: {reason}</translation>
        </message>
        <message>
            <source>Backup copy written ({name})</source>
            <translation>Sicherungskopie geschrieben ({name})</translation>
        </message>
        <message>
            <source>Tournament settings</source>
            <translation>Turniereinstellungen</translation>
        </message>
        <message>
            <source>Change the pairing rules</source>
            <translation>Paarungsregeln ändern</translation>
        </message>
        <message numerus="yes">
            <source>%n round(s) were paired under the {old} text. Pair the next rounds under the {new} text? The audit log keeps the change.</source>
            <translation>
                <numerusform>%n Runde wurde nach dem Text {old} ausgelost. Die nächsten Runden nach dem Text {new} auslosen? Das Protokoll hält die Änderung fest.</numerusform>
                <numerusform>%n Runden wurden nach dem Text {old} ausgelost. Die nächsten Runden nach dem Text {new} auslosen? Das Protokoll hält die Änderung fest.</numerusform>
            </translation>
        </message>
        <message>
            <source>change tournament settings</source>
            <translation>Turniereinstellungen ändern</translation>
        </message>
        <message>
            <source>Baku acceleration</source>
            <translation>Baku-Beschleunigung</translation>
        </message>
        <message>
            <source>remove the acceleration</source>
            <translation>Beschleunigung entfernen</translation>
        </message>
    </context>
    <context>
        <name>FilteredTable</name>
        <message>
            <source>Filter…</source>
            <translation>Filtern…</translation>
        </message>
    </context>
    <context>
        <name>ForbiddenPairsDialog</name>
        <message>
            <source>every round</source>
            <translation>alle Runden</translation>
        </message>
        <message>
            <source>rounds {first}-{last}</source>
            <translation>Runden {first}–{last}</translation>
        </message>
        <message>
            <source>Prohibited pairings</source>
            <translation>Verbotene Paarungen</translation>
        </message>
        <message>
            <source>Rounds</source>
            <translation>Runden</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>Grund</translation>
        </message>
        <message>
            <source>&amp;Remove the selected</source>
            <translation>Auswahl &amp;entfernen</translation>
        </message>
        <message>
            <source>why (e.g. brothers)</source>
            <translation>Grund (z. B. Brüder)</translation>
        </message>
        <message>
            <source>&amp;Prohibit pairings among the selected players</source>
            <translation>Paarungen zwischen den ausgewählten Spielern &amp;verbieten</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>Hinzufügen</translation>
        </message>
        <message>
            <source>Rounds (– = every round):</source>
            <translation>Runden (– = alle Runden):</translation>
        </message>
        <message>
            <source>to</source>
            <translation>bis</translation>
        </message>
        <message>
            <source>Storing…</source>
            <translation>Wird gespeichert…</translation>
        </message>
        <message>
            <source>The {kind} restriction is removed.</source>
            <translation>Die Einschränkung „{kind}“ ist aufgehoben.</translation>
        </message>
        <message>
            <source>club</source>
            <translation>Verein</translation>
        </message>
        <message>
            <source>federation</source>
            <translation>Verband</translation>
        </message>
        <message>
            <source>round {round}</source>
            <translation>Runde {round}</translation>
        </message>
        <message>
            <source>&amp;Apply</source>
            <translation>&amp;Anwenden</translation>
        </message>
        <message>
            <source>Re&amp;move</source>
            <translation>Ent&amp;fernen</translation>
        </message>
        <message>
            <source>Players of the same club or federation do not meet</source>
            <translation>Spieler desselben Vereins oder Verbands spielen nicht gegeneinander</translation>
        </message>
        <message>
            <source>Same</source>
            <translation>Gleicher</translation>
        </message>
        <message>
            <source>not paired in rounds 1 to</source>
            <translation>nicht gelost in den Runden 1 bis</translation>
        </message>
        <message>
            <source>Players of the same {kind} are not paired together in rounds 1-{last}.</source>
            <translation>Spieler mit demselben Merkmal „{kind}“ werden in den Runden 1–{last} nicht gegeneinander gelost.</translation>
        </message>
    </context>
    <context>
        <name>Labels</name>
        <message>
            <source>Standard</source>
            <translation>Standard</translation>
        </message>
        <message>
            <source>Rapid</source>
            <translation>Schnellschach</translation>
        </message>
        <message>
            <source>Blitz</source>
            <translation>Blitz</translation>
        </message>
        <message>
            <source>standard</source>
            <comment>rating list, inside a sentence</comment>
            <translation>Standardschach</translation>
        </message>
        <message>
            <source>rapid</source>
            <comment>rating list, inside a sentence</comment>
            <translation>Schnellschach</translation>
        </message>
        <message>
            <source>blitz</source>
            <comment>rating list, inside a sentence</comment>
            <translation>Blitz</translation>
        </message>
        <message>
            <source>decided by the tie-breaks</source>
            <translation>nach Feinwertung entschieden</translation>
        </message>
        <message>
            <source>shared equally by players on equal points</source>
            <translation>zu gleichen Teilen unter Punktgleichen geteilt</translation>
        </message>
        <message>
            <source>Hort system (half by tie-breaks, half shared)</source>
            <translation>Hort-System (halb nach Feinwertung, halb geteilt)</translation>
        </message>
        <message>
            <source>error</source>
            <translation>Fehler</translation>
        </message>
        <message>
            <source>warning</source>
            <translation>Warnung</translation>
        </message>
        <message>
            <source>absolute</source>
            <translation>absolut</translation>
        </message>
        <message>
            <source>quality</source>
            <translation>Qualität</translation>
        </message>
    </context>
    <context>
        <name>LibraryController</name>
        <message>
            <source>Player library</source>
            <translation>Spielerdatenbank</translation>
        </message>
        <message>
            <source>Add player</source>
            <translation>Spieler hinzufügen</translation>
        </message>
        <message>
            <source>import {description}</source>
            <translation>{description} importieren</translation>
        </message>
        <message>
            <source>Imported {players:,} players: {description}</source>
            <translation>{players:,} Spieler importiert: {description}</translation>
        </message>
        <message>
            <source>Import a FIDE rating list</source>
            <translation>Eine FIDE-Elo-Liste importieren</translation>
        </message>
        <message>
            <source>Import {name}</source>
            <translation>{name} importieren</translation>
        </message>
        <message>
            <source>Import {name}: nothing imported</source>
            <translation>{name} importieren: nichts importiert</translation>
        </message>
        <message>
            <source>Import a national list</source>
            <translation>Eine nationale Liste importieren</translation>
        </message>
        <message>
            <source>Import a national rating list</source>
            <translation>Eine nationale Wertungsliste importieren</translation>
        </message>
        <message>
            <source>Update ratings</source>
            <translation>Elo-Zahlen aktualisieren</translation>
        </message>
        <message>
            <source>prohibit a pairing</source>
            <translation>eine Paarung verbieten</translation>
        </message>
        <message>
            <source>remove a prohibited pairing</source>
            <translation>eine verbotene Paarung entfernen</translation>
        </message>
        <message>
            <source>{kind} restriction</source>
            <translation>Einschränkung „{kind}“</translation>
        </message>
        <message>
            <source>remove the {kind} restriction</source>
            <translation>Einschränkung „{kind}“ aufheben</translation>
        </message>
        <message>
            <source>Prohibited pairings</source>
            <translation>Verbotene Paarungen</translation>
        </message>
    </context>
    <context>
        <name>LibrarySearch</name>
        <message>
            <source>FIDE ID</source>
            <translation>FIDE-ID</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>Titel</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Fed</source>
            <translation>Land</translation>
        </message>
        <message>
            <source>FIDE {value} rating</source>
            <translation>FIDE-Wertung {value}</translation>
        </message>
        <message>
            <source>Born</source>
            <translation>Geb.</translation>
        </message>
        <message>
            <source>Sex</source>
            <translation>Geschl.</translation>
        </message>
        <message>
            <source>Club</source>
            <translation>Verein</translation>
        </message>
        <message>
            <source>National</source>
            <translation>National</translation>
        </message>
        <message>
            <source>National list, ID and rating</source>
            <translation>Nationale Liste, ID und Wertung</translation>
        </message>
        <message>
            <source>Find in the player library: name (any order, no accents needed), FIDE ID, NOR…</source>
            <translation>In der Spielerdatenbank suchen: Name (beliebige Reihenfolge, ohne Akzente), FIDE-ID, NOR…</translation>
        </message>
        <message>
            <source>&amp;Use this player</source>
            <translation>Diesen Spieler &amp;übernehmen</translation>
        </message>
        <message>
            <source>The library cannot be searched: {reason}</source>
            <translation>Die Spielerdatenbank kann nicht durchsucht werden: {reason}</translation>
        </message>
        <message>
            <source>The first {count} players: type more of the name to see the others</source>
            <translation>Die ersten {count} Spieler: mehr vom Namen eingeben, um die übrigen zu sehen</translation>
        </message>
        <message numerus="yes">
            <source>%n player(s) found</source>
            <translation>
                <numerusform>%n Spieler gefunden</numerusform>
                <numerusform>%n Spieler gefunden</numerusform>
            </translation>
        </message>
        <message>
            <source>No player found</source>
            <translation>Kein Spieler gefunden</translation>
        </message>
    </context>
    <context>
        <name>LineupDialog</name>
        <message>
            <source>Line-up</source>
            <translation>Aufstellung</translation>
        </message>
        <message>
            <source>&amp;Team:</source>
            <translation>&amp;Mannschaft:</translation>
        </message>
        <message>
            <source>&amp;Players:</source>
            <translation>&amp;Spieler:</translation>
        </message>
        <message>
            <source>{chosen} of {boards} boards</source>
            <translation>{chosen} von {boards} Brettern</translation>
        </message>
    </context>
    <context>
        <name>LiveRefresh</name>
        <message>
            <source>The venue server {name} does not answer: check the network. Nothing is stored until it answers again.</source>
            <translation>Der Turnierserver {name} antwortet nicht: Prüfen Sie das Netzwerk. Nichts wird gespeichert, bis er wieder antwortet.</translation>
        </message>
        <message>
            <source>The venue server {name} answers again.</source>
            <translation>Der Turnierserver {name} antwortet wieder.</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Tea&amp;ms</source>
            <translation>&amp;Mannschaften</translation>
        </message>
        <message>
            <source>Pla&amp;yers</source>
            <translation>Spie&amp;ler</translation>
        </message>
        <message>
            <source>Rounds &amp;&amp; res&amp;ults</source>
            <translation>Runden &amp;&amp; Ergebn&amp;isse</translation>
        </message>
        <message>
            <source>S&amp;tandings</source>
            <translation>Ran&amp;gliste</translation>
        </message>
        <message>
            <source>&amp;Crosstable</source>
            <translation>Kreu&amp;ztabelle</translation>
        </message>
        <message>
            <source>Audit lo&amp;g</source>
            <translation>Änderungs&amp;protokoll</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Datei</translation>
        </message>
        <message>
            <source>Open &amp;recent</source>
            <translation>&amp;Zuletzt geöffnet</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Bearbeiten</translation>
        </message>
        <message>
            <source>&amp;Players</source>
            <translation>&amp;Spieler</translation>
        </message>
        <message>
            <source>&amp;Library</source>
            <translation>Spielerdatenban&amp;k</translation>
        </message>
        <message>
            <source>&amp;Rounds</source>
            <translation>&amp;Runden</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Ansicht</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Hilfe</translation>
        </message>
        <message>
            <source>Main</source>
            <translation>Haupt</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Sprache</translation>
        </message>
        <message>
            <source>System language ({name})</source>
            <translation>Systemsprache ({name})</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Sprache</translation>
        </message>
        <message>
            <source>Arbiter Desk speaks {language} when it starts again.</source>
            <translation>Arbiter Desk spricht beim nächsten Start {language}.</translation>
        </message>
        <message>
            <source>Correct player</source>
            <translation>Spieler korrigieren</translation>
        </message>
        <message>
            <source>{name} (read-only) — Arbiter Desk</source>
            <translation>{name} (schreibgeschützt) — Arbiter Desk</translation>
        </message>
        <message>
            <source>{name} — Arbiter Desk</source>
            <translation>{name} — Arbiter Desk</translation>
        </message>
        <message>
            <source>Round {paired} of {number_of_rounds} paired</source>
            <translation>Runde {paired} von {number_of_rounds} ausgelost</translation>
        </message>
        <message>
            <source>Pair round {round}</source>
            <translation>Runde {round} auslosen</translation>
        </message>
        <message>
            <source>All rounds paired</source>
            <translation>Alle Runden ausgelost</translation>
        </message>
        <message>
            <source>&amp;Undo {text}</source>
            <translation>{text} &amp;rückgängig machen</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Rückgängig</translation>
        </message>
        <message>
            <source>&amp;Redo {text}</source>
            <translation>{text} &amp;wiederherstellen</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Wiederherstellen</translation>
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>Tastenkürzel</translation>
        </message>
        <message>
            <source>Every command is also in the menus.</source>
            <translation>Jeder Befehl steht auch in den Menüs.</translation>
        </message>
        <message>
            <source>About Arbiter Desk</source>
            <translation>Über Arbiter Desk</translation>
        </message>
        <message>
            <source>{program_version}: run a FIDE Swiss tournament offline (Dutch system pairings, results, tie-breaks, printing).
Every change is written to the tournament file at once and recorded in its audit log.</source>
            <translation>{program_version}: ein FIDE-Turnier nach Schweizer System ohne Internet leiten (Auslosung nach dem Holländischen System, Ergebnisse, Feinwertungen, Drucken).
Jede Änderung wird sofort in die Turnierdatei geschrieben und in ihrem Änderungsprotokoll festgehalten.</translation>
        </message>
        <message>
            <source>The window closes once what was typed is stored on the venue server…</source>
            <translation>Das Fenster schließt sich, sobald das Eingegebene auf dem Turnierserver gespeichert ist…</translation>
        </message>
        <message>
            <source>Waiting for the pairing to finish before closing…</source>
            <translation>Warten, bis die Auslosung fertig ist, dann schließen…</translation>
        </message>
    </context>
    <context>
        <name>ManualWindow</name>
        <message>
            <source>Arbiter Desk manual</source>
            <translation>Handbuch von Arbiter Desk</translation>
        </message>
        <message>
            <source>The manual is not installed with this copy of Arbiter Desk ({path} is missing). Reinstall the program to get it back.</source>
            <translation>Das Handbuch ist mit dieser Kopie von Arbiter Desk nicht installiert ({path} fehlt). Installieren Sie das Programm neu, um es zurückzubekommen.</translation>
        </message>
    </context>
    <context>
        <name>NationalListDialog</name>
        <message>
            <source>Import national list: {file_name}</source>
            <translation>Nationale Liste importieren: {file_name}</translation>
        </message>
        <message>
            <source>e.g. GER 2026-04 (importing the same name again replaces that list)</source>
            <translation>z. B. GER 2026-04 (ein erneuter Import unter demselben Namen ersetzt diese Liste)</translation>
        </message>
        <message>
            <source>(none)</source>
            <translation>(keine)</translation>
        </message>
        <message>
            <source>recognise</source>
            <translation>erkennen</translation>
        </message>
        <message>
            <source>fixed-width columns: first character of each, from 1 (e.g. 1, 9, 41)</source>
            <translation>Spalten fester Breite: erstes Zeichen jeder Spalte, ab 1 (z. B. 1, 9, 41)</translation>
        </message>
        <message>
            <source>the first line names the columns</source>
            <translation>die erste Zeile benennt die Spalten</translation>
        </message>
        <message>
            <source>name to save this mapping under</source>
            <translation>Name, unter dem diese Zuordnung gespeichert wird</translation>
        </message>
        <message>
            <source>&amp;Save mapping</source>
            <translation>Zuordnung &amp;speichern</translation>
        </message>
        <message>
            <source>&amp;List name:</source>
            <translation>&amp;Listenname:</translation>
        </message>
        <message>
            <source>Saved &amp;mapping:</source>
            <translation>Gespeicherte &amp;Zuordnung:</translation>
        </message>
        <message>
            <source>&amp;Separator:</source>
            <translation>&amp;Trennzeichen:</translation>
        </message>
        <message>
            <source>&amp;Fixed widths:</source>
            <translation>&amp;Feste Breiten:</translation>
        </message>
        <message>
            <source>&amp;Import</source>
            <translation>&amp;Importieren</translation>
        </message>
        <message>
            <source>Which field each column holds:</source>
            <translation>Welches Feld jede Spalte enthält:</translation>
        </message>
        <message>
            <source>The first lines of the file:</source>
            <translation>Die ersten Zeilen der Datei:</translation>
        </message>
        <message>
            <source>The players read with this mapping:</source>
            <translation>Die mit dieser Zuordnung gelesenen Spieler:</translation>
        </message>
        <message>
            <source>Mapping saved as {name!r}.</source>
            <translation>Zuordnung als {name!r} gespeichert.</translation>
        </message>
        <message>
            <source>Line</source>
            <translation>Zeile</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>National ID</source>
            <translation>Nationale ID</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Elo</translation>
        </message>
        <message>
            <source>FIDE ID</source>
            <translation>FIDE-ID</translation>
        </message>
        <message>
            <source>Fed</source>
            <translation>Land</translation>
        </message>
        <message>
            <source>Sex</source>
            <translation>Geschl.</translation>
        </message>
        <message>
            <source>Born</source>
            <translation>Geb.</translation>
        </message>
        <message>
            <source>Club</source>
            <translation>Verein</translation>
        </message>
        <message>
            <source>City</source>
            <translation>Ort</translation>
        </message>
    </context>
    <context>
        <name>NewTournamentDialog</name>
        <message>
            <source>FIDE Dutch system, 2025 text (in force since 1 Feb 2026)</source>
            <translation>Holländisches System der FIDE, Text von 2025 (gültig seit 1. 2. 2026)</translation>
        </message>
        <message>
            <source>FIDE Dutch system, 2017 text (events begun 1 Jul 2017 - 31 Jan 2026)</source>
            <translation>Holländisches System der FIDE, Text von 2017 (Turniere mit Beginn 1. 7. 2017 – 31. 1. 2026)</translation>
        </message>
        <message>
            <source>FIDE Dutch system, Istanbul 2012 text (events begun 1 Jul 2013 - 30 Jun 2017)</source>
            <translation>Holländisches System der FIDE, Text von Istanbul 2012 (Turniere mit Beginn 1. 7. 2013 – 30. 6. 2017)</translation>
        </message>
        <message>
            <source>Swiss: FIDE (Dutch) System, C.04.3</source>
            <translation>Schweizer System: FIDE-(Holländisches) System, C.04.3</translation>
        </message>
        <message>
            <source>Swiss: Burstein System, C.04.4.2</source>
            <translation>Schweizer System: Burstein-System, C.04.4.2</translation>
        </message>
        <message>
            <source>Swiss: Dubov System, C.04.4.1</source>
            <translation>Schweizer System: Dubov-System, C.04.4.1</translation>
        </message>
        <message>
            <source>Swiss: Lim System, C.04.4.3</source>
            <translation>Schweizer System: Lim-System, C.04.4.3</translation>
        </message>
        <message>
            <source>Round robin (Berger tables, C.05 Annex 1)</source>
            <translation>Rundenturnier (Berger-Tabellen, C.05 Anhang 1)</translation>
        </message>
        <message>
            <source>Double round robin (Berger tables, C.05 Annex 1)</source>
            <translation>Doppelrundiges Turnier (Berger-Tabellen, C.05 Anhang 1)</translation>
        </message>
        <message>
            <source>Teams: Swiss Team Pairing System, C.04.6</source>
            <translation>Mannschaften: Schweizer System für Mannschaften, C.04.6</translation>
        </message>
        <message>
            <source>Teams: round robin (Berger tables)</source>
            <translation>Mannschaften: Rundenturnier (Berger-Tabellen)</translation>
        </message>
        <message>
            <source>Teams: double round robin (Berger tables)</source>
            <translation>Mannschaften: doppeltes Rundenturnier (Berger-Tabellen)</translation>
        </message>
        <message>
            <source>The usual system of FIDE-rated Swiss events: each score group is split in rating order into a top half and a bottom half that meet. Choose it unless the regulations of the event name another system.</source>
            <translation>Das übliche System FIDE-gewerteter Schweizer-System-Turniere: Jede Punktgruppe wird nach Wertungszahl in eine obere und eine untere Hälfte geteilt, die gegeneinander spielen. Wählen Sie es, wenn die Ausschreibung kein anderes System nennt.</translation>
        </message>
        <message>
            <source>After the seeding rounds, the players of a score group are ordered by an index made of tie-breaks (Buchholz, Sonneborn-Berger...), not by rating, and the highest index meets the lowest. For events whose regulations want the pairing to follow what the players did in this event rather than their ratings.</source>
            <translation>Nach den Setzrunden werden die Spieler einer Punktgruppe nach einem Index aus Feinwertungen (Buchholz, Sonneborn-Berger ...) geordnet, nicht nach Wertungszahl, und der höchste Index spielt gegen den niedrigsten. Für Turniere, deren Ausschreibung will, dass die Paarung dem folgt, was die Spieler in diesem Turnier geleistet haben, statt ihrer Wertungszahl.</translation>
        </message>
        <message>
            <source>Tries to give the players of a score group opponents of the same average rating: who has met weaker opponents so far meets the higher-rated players of the group. For events whose regulations want fair opposition within a score group, as in norm events. It has no acceleration.</source>
            <translation>Versucht, den Spielern einer Punktgruppe Gegner mit gleichem Wertungsdurchschnitt zu geben: Wer bisher auf schwächere Gegner traf, spielt gegen die höher gewerteten Spieler der Gruppe. Für Turniere, deren Ausschreibung eine gerechte Gegnerschaft innerhalb einer Punktgruppe will, etwa Normturniere. Es kennt keine Beschleunigung.</translation>
        </message>
        <message>
            <source>Pairs the score groups from the top down and from the bottom up towards the middle one, exchanging players within a group to grant colours. Chosen only where the regulations of the event name it.</source>
            <translation>Paart die Punktgruppen von oben nach unten und von unten nach oben bis zur mittleren, wobei innerhalb einer Gruppe Spieler getauscht werden, um die Farben zu gewähren. Nur zu wählen, wenn die Ausschreibung es nennt.</translation>
        </message>
        <message>
            <source>Everyone plays everyone once, in the order of the Berger tables: for small fields with as many rounds as players minus one.</source>
            <translation>Jeder spielt einmal gegen jeden, in der Reihenfolge der Berger-Tabellen: für kleine Felder mit so vielen Runden wie Spieler weniger eins.</translation>
        </message>
        <message>
            <source>Everyone plays everyone twice, with the colours reversed in the second cycle: for very small fields.</source>
            <translation>Jeder spielt zweimal gegen jeden, im zweiten Durchgang mit vertauschten Farben: für sehr kleine Felder.</translation>
        </message>
        <message>
            <source>A team event (leagues, club and school championships, the Olympiad): teams of players in board order meet in matches of as many games as boards, paired on match points by the FIDE Swiss Team System (C.04.6, applied from 1 February 2026). Each captain gives a line-up before the round.</source>
            <translation>Ein Mannschaftsturnier (Ligen, Vereins- und Schulmeisterschaften, die Olympiade): Mannschaften von Spielern in Brettreihenfolge treffen in Wettkämpfen mit so vielen Partien wie Brettern aufeinander, nach Mannschaftspunkten gepaart durch das Schweizer System für Mannschaften der FIDE (C.04.6, angewandt seit 1. Februar 2026). Jeder Mannschaftsführer gibt vor der Runde eine Aufstellung ab.</translation>
        </message>
        <message>
            <source>A team event in which every team meets every other once, in the order of the Berger tables.</source>
            <translation>Ein Mannschaftsturnier, in dem jede Mannschaft jede andere einmal trifft, in der Reihenfolge der Berger-Tabellen.</translation>
        </message>
        <message>
            <source>A team event in which every team meets every other twice, colours reversed in the second cycle.</source>
            <translation>Ein Mannschaftsturnier, in dem jede Mannschaft jede andere zweimal trifft, mit vertauschten Farben im zweiten Durchgang.</translation>
        </message>
        <message>
            <source>New tournament</source>
            <translation>Neues Turnier</translation>
        </message>
        <message>
            <source>e.g. Spring Open 2026</source>
            <translation>z. B. Frühjahrsopen 2026</translation>
        </message>
        <message>
            <source>FIDE federation, e.g. FRA</source>
            <translation>FIDE-Verband, z. B. GER</translation>
        </message>
        <message>
            <source>comma-separated</source>
            <translation>durch Kommas getrennt</translation>
        </message>
        <message>
            <source>e.g. 90'+30"</source>
            <translation>z. B. 90'+30"</translation>
        </message>
        <message>
            <source>Which FIDE rating the players are registered with (and the event is rated for)</source>
            <translation>Mit welcher FIDE-Wertung die Spieler gemeldet sind (und für welche das Turnier gewertet wird)</translation>
        </message>
        <message>
            <source>The language of the program that prints</source>
            <translation>Die Sprache des druckenden Programms</translation>
        </message>
        <message>
            <source>The language of the printed documents, the web folder and the projector, on any computer that opens the file. Print can still choose another one for a document.</source>
            <translation>Die Sprache der gedruckten Dokumente, des Web-Ordners und des Beamers, auf jedem Computer, der die Datei öffnet. Drucken kann für ein Dokument trotzdem eine andere wählen.</translation>
        </message>
        <message>
            <source>Re&amp;verse the last two rounds of cycle 1</source>
            <translation>Die letzten beiden Runden des 1. Durchgangs &amp;vertauschen</translation>
        </message>
        <message>
            <source>C.05 Annex 1 asks for it in a double round robin (on unless you turn it off): nobody then has the same colour three games running at the turn of the cycles (TRF 192 FIDE_DOUBLEROUNDROBIN).</source>
            <translation>C.05 Anhang 1 verlangt es für ein doppelrundiges Turnier (aktiv, solange Sie es nicht ausschalten): dann hat niemand beim Übergang zwischen den Durchgängen dreimal hintereinander dieselbe Farbe (TRF 192 FIDE_DOUBLEROUNDROBIN).</translation>
        </message>
        <message>
            <source>The games of each match: one per board, a player of each team on each</source>
            <translation>Die Partien jedes Wettkampfs: eine je Brett, an jedem ein Spieler jeder Mannschaft</translation>
        </message>
        <message>
            <source>White</source>
            <translation>Weiß</translation>
        </message>
        <message>
            <source>Black</source>
            <translation>Schwarz</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>&amp;Name:</translation>
        </message>
        <message>
            <source>&amp;Place:</source>
            <translation>&amp;Ort:</translation>
        </message>
        <message>
            <source>&amp;Federation:</source>
            <translation>&amp;Verband:</translation>
        </message>
        <message>
            <source>&amp;Start date:</source>
            <translation>&amp;Startdatum:</translation>
        </message>
        <message>
            <source>&amp;End date:</source>
            <translation>&amp;Enddatum:</translation>
        </message>
        <message>
            <source>&amp;Chief arbiter:</source>
            <translation>&amp;Hauptschiedsrichter:</translation>
        </message>
        <message>
            <source>&amp;Deputy arbiters:</source>
            <translation>&amp;Weitere Schiedsrichter:</translation>
        </message>
        <message>
            <source>&amp;Time control:</source>
            <translation>&amp;Bedenkzeit:</translation>
        </message>
        <message>
            <source>Rati&amp;ng:</source>
            <translation>&amp;Wertung:</translation>
        </message>
        <message>
            <source>&amp;Language of documents:</source>
            <translation>Sprache der &amp;Dokumente:</translation>
        </message>
        <message>
            <source>Pairing s&amp;ystem:</source>
            <translation>Paarungs&amp;system:</translation>
        </message>
        <message>
            <source>&amp;Boards per match:</source>
            <translation>&amp;Bretter je Wettkampf:</translation>
        </message>
        <message>
            <source>E&amp;xpected players:</source>
            <translation>&amp;Erwartete Spieler:</translation>
        </message>
        <message>
            <source>&amp;Rounds:</source>
            <translation>&amp;Runden:</translation>
        </message>
        <message>
            <source>Pairing r&amp;ules:</source>
            <translation>Paarungs&amp;regeln:</translation>
        </message>
        <message>
            <source>P&amp;oint system:</source>
            <translation>&amp;Punktsystem:</translation>
        </message>
        <message>
            <source>T&amp;ie-breaks:</source>
            <translation>&amp;Feinwertungen:</translation>
        </message>
        <message>
            <source>Top seed's &amp;colour in round 1:</source>
            <translation>&amp;Farbe des Setzlistenersten in Runde 1:</translation>
        </message>
        <message>
            <source>Ba&amp;ku acceleration (C.04.7): virtual points in the first rounds</source>
            <translation>Ba&amp;ku-Beschleunigung (C.04.7): virtuelle Punkte in den ersten Runden</translation>
        </message>
        <message>
            <source>Choose it in Tournament settings once the players are registered and before round 1: the groups are made from the registered players (C.04.7 art. 1.2).</source>
            <translation>In den Turniereinstellungen wählen, sobald die Spieler gemeldet sind und vor Runde 1: die Gruppen werden aus den gemeldeten Spielern gebildet (C.04.7 Art. 1.2).</translation>
        </message>
        <message>
            <source>Acceleration:</source>
            <translation>Beschleunigung:</translation>
        </message>
        <message>
            <source>Create</source>
            <translation>Anlegen</translation>
        </message>
        <message>
            <source>A round robin has n - 1 rounds per cycle (n players, rounded up to even).</source>
            <translation>Ein Rundenturnier hat n - 1 Runden je Durchgang (n Spieler, auf gerade Zahl aufgerundet).</translation>
        </message>
        <message numerus="yes">
            <source>Suggested for {players} players: %n round(s)</source>
            <translation>
                <numerusform>Vorschlag für {players} Spieler: %n Runde</numerusform>
                <numerusform>Vorschlag für {players} Spieler: %n Runden</numerusform>
            </translation>
        </message>
        <message>
            <source>The tournament needs a name.</source>
            <translation>Das Turnier braucht einen Namen.</translation>
        </message>
        <message>
            <source>The end date ({end}) is before the start date ({start}).</source>
            <translation>Das Enddatum ({end}) liegt vor dem Startdatum ({start}).</translation>
        </message>
        <message>
            <source>Tournament settings</source>
            <translation>Turniereinstellungen</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Speichern</translation>
        </message>
        <message numerus="yes">
            <source>%n round(s) paired so far</source>
            <translation>
                <numerusform>%n Runde bisher ausgelost</numerusform>
                <numerusform>%n Runden bisher ausgelost</numerusform>
            </translation>
        </message>
        <message>
            <source>The acceleration is decided before round 1 (C.04.7 art. 1.2).</source>
            <translation>Die Beschleunigung wird vor Runde 1 festgelegt (C.04.7 Art. 1.2).</translation>
        </message>
        <message>
            <source>Accelerations are set that are not the Baku points of the players registered now (imported, or players registered since): tick to compute them again (C.04.7).</source>
            <translation>Es sind Beschleunigungen gesetzt, die nicht den Baku-Punkten der jetzt gemeldeten Spieler entsprechen (importiert oder seither Spieler gemeldet): ankreuzen, um sie neu zu berechnen (C.04.7).</translation>
        </message>
        <message>
            <source>Virtual points computed from the players registered now (C.04.7).</source>
            <translation>Virtuelle Punkte, berechnet aus den jetzt gemeldeten Spielern (C.04.7).</translation>
        </message>
        <message numerus="yes">
            <source>%n round(s) already paired under this text: a change applies to the next rounds and must be confirmed.</source>
            <translation>
                <numerusform>%n Runde bereits nach diesem Text ausgelost: eine Änderung gilt für die nächsten Runden und muss bestätigt werden.</numerusform>
                <numerusform>%n Runden bereits nach diesem Text ausgelost: eine Änderung gilt für die nächsten Runden und muss bestätigt werden.</numerusform>
            </translation>
        </message>
        <message>
            <source>Double-Swiss (C.04.5, every pairing a match of two games)</source>
            <translation>Doppel-Schweizer System (C.04.5, jede Paarung ein Match aus zwei Partien)</translation>
        </message>
        <message>
            <source>The Double-Swiss System (FIDE C.04.5, applied from 1 February 2026) is for events whose regulations make every pairing a match of two games played in succession with alternating colours, each game scored on its own (2-0, 1½-½, 1-1 ...), usually rapid or blitz events that play more games than a Swiss of single games could pair. Rounds here are matches: each match is stored as two rounds, one per game, and both results of a board are typed together.</source>
            <translation>Das Doppel-Schweizer System (FIDE C.04.5, angewandt seit 1. Februar 2026) ist für Turniere, deren Ausschreibung jede Paarung zu einem Match aus zwei nacheinander gespielten Partien mit wechselnden Farben macht, jede Partie für sich gewertet (2-0, 1½-½, 1-1 ...), meist Schnellschach- oder Blitzturniere, die mehr Partien spielen, als ein Schweizer System einzelner Partien auslosen könnte. Runden sind hier Matches: jedes Match wird als zwei Runden gespeichert, eine je Partie, und beide Ergebnisse eines Bretts werden zusammen eingetippt.</translation>
        </message>
    </context>
    <context>
        <name>OperationCommand</name>
        <message>
            <source>Redo {text}</source>
            <translation>{text} wiederherstellen</translation>
        </message>
        <message>
            <source>Undo {text}</source>
            <translation>{text} rückgängig machen</translation>
        </message>
    </context>
    <context>
        <name>Operations</name>
        <message>
            <source>A round is being paired; wait until it is done.</source>
            <translation>Eine Runde wird gerade ausgelost; bitte warten, bis sie fertig ist.</translation>
        </message>
        <message>
            <source>What was typed is still being stored on the venue server; wait until it is stored.</source>
            <translation>Das Eingegebene wird noch auf dem Turnierserver gespeichert; warten Sie, bis es gespeichert ist.</translation>
        </message>
        <message>
            <source>Storing on the venue server: {write}…</source>
            <translation>Wird auf dem Turnierserver gespeichert: {write}…</translation>
        </message>
        <message>
            <source>Read the tournament file</source>
            <translation>Die Turnierdatei lesen</translation>
        </message>
        <message numerus="yes">
            <source>%n writes not stored</source>
            <translation>
                <numerusform>%n Änderung nicht gespeichert</numerusform>
                <numerusform>%n Änderungen nicht gespeichert</numerusform>
            </translation>
        </message>
        <message>
            <source>{writes}: {reason}</source>
            <translation>{writes}: {reason}</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Rückgängig</translation>
        </message>
        <message>
            <source>Redo</source>
            <translation>Wiederherstellen</translation>
        </message>
        <message>
            <source>Undoing {command}…</source>
            <translation>{command} wird rückgängig gemacht…</translation>
        </message>
        <message>
            <source>Redoing {command}…</source>
            <translation>{command} wird wiederhergestellt…</translation>
        </message>
    </context>
    <context>
        <name>PlayerDialog</name>
        <message>
            <source>Edit player</source>
            <translation>Spieler bearbeiten</translation>
        </message>
        <message>
            <source>Add player</source>
            <translation>Spieler hinzufügen</translation>
        </message>
        <message>
            <source>Surname, First name</source>
            <translation>Nachname, Vorname</translation>
        </message>
        <message>
            <source>unrated</source>
            <translation>ohne Elo</translation>
        </message>
        <message>
            <source>Male</source>
            <translation>Männlich</translation>
        </message>
        <message>
            <source>Female</source>
            <translation>Weiblich</translation>
        </message>
        <message>
            <source>YYYY/MM/DD or YYYY</source>
            <translation>JJJJ/MM/TT oder JJJJ</translation>
        </message>
        <message>
            <source>none</source>
            <translation>keines</translation>
        </message>
        <message>
            <source>inactive in the FIDE list</source>
            <translation>in der FIDE-Liste inaktiv</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>&amp;Name:</translation>
        </message>
        <message>
            <source>&amp;Rating ({value}):</source>
            <translation>&amp;Wertung ({value}):</translation>
        </message>
        <message>
            <source>&amp;Title:</source>
            <translation>&amp;Titel:</translation>
        </message>
        <message>
            <source>&amp;Federation:</source>
            <translation>&amp;Verband:</translation>
        </message>
        <message>
            <source>FIDE &amp;ID:</source>
            <translation>FIDE-&amp;ID:</translation>
        </message>
        <message>
            <source>&amp;Sex:</source>
            <translation>&amp;Geschlecht:</translation>
        </message>
        <message>
            <source>&amp;Birth date:</source>
            <translation>&amp;Geburtsdatum:</translation>
        </message>
        <message>
            <source>Fi&amp;xed board:</source>
            <translation>Feste&amp;s Brett:</translation>
        </message>
        <message>
            <source>National I&amp;D:</source>
            <translation>Nationale I&amp;D:</translation>
        </message>
        <message>
            <source>National ra&amp;ting:</source>
            <translation>Nationale Wer&amp;tung:</translation>
        </message>
        <message>
            <source>C&amp;lub:</source>
            <translation>&amp;Verein:</translation>
        </message>
        <message>
            <source>Cit&amp;y:</source>
            <translation>&amp;Ort:</translation>
        </message>
        <message>
            <source>National list and club</source>
            <translation>Nationale Liste und Verein</translation>
        </message>
        <message>
            <source>other titles {titles}</source>
            <translation>weitere Titel {titles}</translation>
        </message>
        <message>
            <source>K factor {k}</source>
            <translation>K-Faktor {k}</translation>
        </message>
        <message>
            <source>From the FIDE list: {details}</source>
            <translation>Aus der FIDE-Liste: {details}</translation>
        </message>
        <message>
            <source>{count} of {limit} characters (TRF)</source>
            <translation>{count} von {limit} Zeichen (TRF)</translation>
        </message>
        <message>
            <source>{count} characters: TRF allows {limit}. Registered as {kept!r}; {cut!r} is cut.</source>
            <translation>{count} Zeichen: TRF erlaubt {limit}. Gemeldet als {kept!r}; {cut!r} wird abgeschnitten.</translation>
        </message>
        <message>
            <source>the checks could not run: {exc}</source>
            <translation>die Prüfungen konnten nicht laufen: {exc}</translation>
        </message>
        <message>
            <source>The board this player plays on in every round paired from now on (C.04.2 art. 3.6); the pairing is unchanged. Two fixed players paired together: the lower board; two on one board: the game earlier in the pairing keeps it.</source>
            <translation>Das Brett, an dem dieser Spieler in jeder ab jetzt ausgelosten Runde spielt (C.04.2 Art. 3.6); die Paarungen bleiben unverändert. Zwei feste Spieler gegeneinander: das niedrigere Brett; zwei auf einem Brett: die in der Auslosung frühere Partie behält es.</translation>
        </message>
    </context>
    <context>
        <name>PlayerImportDialog</name>
        <message>
            <source>Import players from {file}</source>
            <translation>Spieler aus {file} importieren</translation>
        </message>
        <message>
            <source>No.</source>
            <translation>Nr.</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Elo</translation>
        </message>
        <message>
            <source>Line / problem</source>
            <translation>Zeile / Problem</translation>
        </message>
        <message numerus="yes">
            <source>&amp;Leave out the %n row(s) with problems</source>
            <translation>
                <numerusform>Die %n fehlerhafte Zeile &amp;weglassen</numerusform>
                <numerusform>Die %n fehlerhaften Zeilen &amp;weglassen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&amp;Import %n player(s)</source>
            <translation>
                <numerusform>%n Spieler &amp;importieren</numerusform>
                <numerusform>%n Spieler &amp;importieren</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n row(s) read</source>
            <translation>
                <numerusform>%n Zeile gelesen</numerusform>
                <numerusform>%n Zeilen gelesen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{rows_read}: %n player(s) can be added.</source>
            <translation>
                <numerusform>{rows_read}: %n Spieler kann hinzugefügt werden.</numerusform>
                <numerusform>{rows_read}: %n Spieler können hinzugefügt werden.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n registered player(s) move down a number to make room.</source>
            <translation>
                <numerusform>%n gemeldeter Spieler rückt eine Startnummer nach hinten, um Platz zu machen.</numerusform>
                <numerusform>%n gemeldete Spieler rücken eine Startnummer nach hinten, um Platz zu machen.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n row(s) cannot be imported (listed below). Nothing is added while they are there, unless you leave them out.</source>
            <translation>
                <numerusform>%n Zeile kann nicht importiert werden (unten aufgeführt). Solange sie da ist, wird nichts hinzugefügt, außer Sie lassen sie weg.</numerusform>
                <numerusform>%n Zeilen können nicht importiert werden (unten aufgeführt). Solange sie da sind, wird nichts hinzugefügt, außer Sie lassen sie weg.</numerusform>
            </translation>
        </message>
        <message>
            <source>The import is one operation: Edit ▸ Undo removes exactly these players.</source>
            <translation>Der Import ist ein einziger Vorgang: Bearbeiten ▸ Rückgängig entfernt genau diese Spieler.</translation>
        </message>
    </context>
    <context>
        <name>PlayersController</name>
        <message numerus="yes">
            <source>%n player(s) ({active} active)</source>
            <translation>
                <numerusform>%n Spieler ({active} aktiv)</numerusform>
                <numerusform>%n Spieler ({active} aktiv)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n player(s)</source>
            <translation>
                <numerusform>%n Spieler</numerusform>
                <numerusform>%n Spieler</numerusform>
            </translation>
        </message>
        <message>
            <source>No players yet: Add player (Ctrl+Shift+A) or Import players from CSV; Continue a tournament from a TRF file is in the File menu.</source>
            <translation>Noch keine Spieler: Spieler hinzufügen (Strg+Umschalt+A) oder Spieler aus CSV importieren; „Ein Turnier aus einer TRF-Datei fortsetzen“ steht im Menü Datei.</translation>
        </message>
        <message>
            <source>Double-click a cell (or F2) to correct it in place; Ctrl+Z undoes. When everyone is here: Pair round 1 (Ctrl+Shift+P).</source>
            <translation>Doppelklick auf eine Zelle (oder F2), um sie direkt zu korrigieren; Strg+Z macht rückgängig. Wenn alle da sind: Runde 1 auslosen (Strg+Umschalt+P).</translation>
        </message>
        <message>
            <source>Double-click a cell (or F2) to correct it in place; Ctrl+Z undoes.</source>
            <translation>Doppelklick auf eine Zelle (oder F2), um sie direkt zu korrigieren; Strg+Z macht rückgängig.</translation>
        </message>
        <message>
            <source>Select a player in the Players view first.</source>
            <translation>Zuerst einen Spieler in der Ansicht Spieler auswählen.</translation>
        </message>
        <message>
            <source>Add player</source>
            <translation>Spieler hinzufügen</translation>
        </message>
        <message>
            <source>add {name}</source>
            <translation>{name} hinzufügen</translation>
        </message>
        <message>
            <source>{name} takes number {number}; these players move down (C.04.2 art. 2.5):</source>
            <translation>{name} erhält die Nummer {number}; diese Spieler rücken nach hinten (C.04.2 Art. 2.5):</translation>
        </message>
        <message>
            <source>Player added</source>
            <translation>Spieler hinzugefügt</translation>
        </message>
        <message>
            <source>Added {name} as number {number}</source>
            <translation>{name} als Nummer {number} hinzugefügt</translation>
        </message>
        <message>
            <source>correct {name}</source>
            <translation>{name} korrigieren</translation>
        </message>
        <message>
            <source>Edit player</source>
            <translation>Spieler bearbeiten</translation>
        </message>
        <message>
            <source>fixed board of {name}</source>
            <translation>festes Brett von {name}</translation>
        </message>
        <message>
            <source>Import players</source>
            <translation>Spieler importieren</translation>
        </message>
        <message>
            <source>Import players from CSV</source>
            <translation>Spieler aus CSV importieren</translation>
        </message>
        <message>
            <source>Import {name}</source>
            <translation>{name} importieren</translation>
        </message>
        <message numerus="yes">
            <source>import %n player(s) from {name}</source>
            <translation>
                <numerusform>%n Spieler aus {name} importieren</numerusform>
                <numerusform>%n Spieler aus {name} importieren</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Imported %n player(s) from {name}</source>
            <translation>
                <numerusform>%n Spieler aus {name} importiert</numerusform>
                <numerusform>%n Spieler aus {name} importiert</numerusform>
            </translation>
        </message>
        <message>
            <source>Withdraw player</source>
            <translation>Spieler zurückziehen</translation>
        </message>
        <message>
            <source>Late entry: the player is paired from round {next} on. Rounds 1-{paired} count as not played (zero points) unless you give a requested bye for them (Players ▸ Requested bye).</source>
            <translation>Nachmeldung: der Spieler wird ab Runde {next} gelost. Die Runden 1–{paired} gelten als nicht gespielt (null Punkte), außer Sie geben ihm für sie ein beantragtes Freilos (Spieler ▸ Beantragtes Freilos).</translation>
        </message>
        <message>
            <source>Withdraw {name} (no. {number}) from round {round} on?
Results already played stay; the player is no longer paired.</source>
            <translation>{name} (Nr. {number}) ab Runde {round} zurückziehen?
Bereits gespielte Ergebnisse bleiben; der Spieler wird nicht mehr gelost.</translation>
        </message>
        <message>
            <source>withdraw {name}</source>
            <translation>{name} zurückziehen</translation>
        </message>
        <message>
            <source>Withdraw {name} from the round robin? Their games without a result become forfeits (C.05); with less than half of their games played, no game against them counts in the standings (FIDE Tournament Rules V.4.1).</source>
            <translation>{name} aus dem Rundenturnier zurückziehen? Seine Partien ohne Ergebnis werden kampflos gewertet (C.05); hat er weniger als die Hälfte seiner Partien gespielt, zählt keine Partie gegen ihn für die Rangliste (FIDE-Turnierregeln V.4.1).</translation>
        </message>
        <message>
            <source>Player withdrawn</source>
            <translation>Spieler zurückgezogen</translation>
        </message>
        <message>
            <source>Draw lots</source>
            <translation>Auslosen</translation>
        </message>
        <message>
            <source>Draw the pairing numbers by lot? Every player gets a new number, which decides the games of each round (the Berger table, C.05 Annex 1). The draw is recorded in the audit log.</source>
            <translation>Die Startnummern auslosen? Jeder Spieler erhält eine neue Nummer, die die Partien jeder Runde festlegt (die Berger-Tabelle, C.05 Anhang 1). Die Auslosung wird im Protokoll festgehalten.</translation>
        </message>
        <message>
            <source>draw lots</source>
            <translation>Startnummern auslosen</translation>
        </message>
        <message>
            <source>Pairing numbers drawn</source>
            <translation>Startnummern ausgelost</translation>
        </message>
        <message>
            <source>Reinstate player</source>
            <translation>Spieler wieder aufnehmen</translation>
        </message>
        <message>
            <source>reinstate {name}</source>
            <translation>{name} wieder aufnehmen</translation>
        </message>
        <message>
            <source>Requested bye</source>
            <translation>Beantragtes Freilos</translation>
        </message>
        <message>
            <source>{name} (no. {number})</source>
            <translation>{name} (Nr. {number})</translation>
        </message>
        <message>
            <source>bye for {name} in round {rnd}</source>
            <translation>Freilos für {name} in Runde {rnd}</translation>
        </message>
        <message>
            <source>Cancel requested bye</source>
            <translation>Beantragtes Freilos zurücknehmen</translation>
        </message>
        <message>
            <source>{name} has no requested bye in a coming round.</source>
            <translation>{name} hat kein beantragtes Freilos in einer kommenden Runde.</translation>
        </message>
        <message>
            <source>cancel bye of {name} in round {round}</source>
            <translation>Freilos von {name} in Runde {round} zurücknehmen</translation>
        </message>
        <message>
            <source>correct {name} in every section</source>
            <translation>{name} in jeder Gruppe korrigieren</translation>
        </message>
        <message>
            <source>He is also entered in {sections}. Make the same corrections there too?</source>
            <translation>Er ist auch in {sections} gemeldet. Dieselben Korrekturen auch dort vornehmen?</translation>
        </message>
    </context>
    <context>
        <name>PlayersModel</name>
        <message>
            <source>a rating is a whole number, not {text!r}</source>
            <translation>eine Wertungszahl ist eine ganze Zahl, nicht {text!r}</translation>
        </message>
        <message>
            <source>No.</source>
            <translation>Nr.</translation>
        </message>
        <message>
            <source>Pairing number (starting rank)</source>
            <translation>Startnummer (Setzlistenplatz)</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>Titel</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Elo</translation>
        </message>
        <message>
            <source>Fed</source>
            <translation>Land</translation>
        </message>
        <message>
            <source>FIDE id</source>
            <translation>FIDE-ID</translation>
        </message>
        <message>
            <source>Club</source>
            <translation>Verein</translation>
        </message>
        <message>
            <source>Nat.</source>
            <translation>Nat.</translation>
        </message>
        <message>
            <source>National rating</source>
            <translation>Nationale Wertung</translation>
        </message>
        <message>
            <source>Sex</source>
            <translation>Geschl.</translation>
        </message>
        <message>
            <source>Born</source>
            <translation>Geb.</translation>
        </message>
        <message>
            <source>Pts</source>
            <translation>Pkt.</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Status</translation>
        </message>
    </context>
    <context>
        <name>PlayersView</name>
        <message>
            <source>Filter players by name, rating, federation…</source>
            <translation>Spieler nach Name, Elo, Verband filtern…</translation>
        </message>
        <message>
            <source>Double-click a cell (or F2) to correct it in place; Ctrl+Z undoes.</source>
            <translation>Doppelklick auf eine Zelle (oder F2), um sie direkt zu korrigieren; Strg+Z macht rückgängig.</translation>
        </message>
    </context>
    <context>
        <name>Presets</name>
        <message>
            <source>Buchholz Cut-1, Buchholz, Sonneborn-Berger, Direct encounter</source>
            <translation>Buchholz Cut-1, Buchholz, Sonneborn-Berger, Direkter Vergleich</translation>
        </message>
        <message>
            <source>Buchholz Cut-1, Buchholz, Progressive score, Wins</source>
            <translation>Buchholz Cut-1, Buchholz, Fortschrittswertung, Siege</translation>
        </message>
        <message>
            <source>Buchholz, Sonneborn-Berger, Direct encounter, Wins</source>
            <translation>Buchholz, Sonneborn-Berger, Direkter Vergleich, Siege</translation>
        </message>
        <message>
            <source>Average rating of opponents Cut-1, Buchholz Cut-1, Buchholz</source>
            <translation>Elo-Schnitt der Gegner Cut-1, Buchholz Cut-1, Buchholz</translation>
        </message>
        <message>
            <source>Direct encounter, Wins, Sonneborn-Berger, Koya (round robin)</source>
            <translation>Direkter Vergleich, Siege, Sonneborn-Berger, Koya (Rundenturnier)</translation>
        </message>
        <message>
            <source>Sonneborn-Berger, Direct encounter, Wins, Koya (round robin)</source>
            <translation>Sonneborn-Berger, Direkter Vergleich, Siege, Koya (Rundenturnier)</translation>
        </message>
        <message>
            <source>Buchholz</source>
            <translation>Buchholz</translation>
        </message>
        <message>
            <source>Buchholz Cut-1</source>
            <translation>Buchholz Cut-1</translation>
        </message>
        <message>
            <source>Buchholz Cut-2</source>
            <translation>Buchholz Cut-2</translation>
        </message>
        <message>
            <source>Median Buchholz</source>
            <translation>Mittlere Buchholz</translation>
        </message>
        <message>
            <source>Sonneborn-Berger</source>
            <translation>Sonneborn-Berger</translation>
        </message>
        <message>
            <source>Sonneborn-Berger Cut-1</source>
            <translation>Sonneborn-Berger Cut-1</translation>
        </message>
        <message>
            <source>Direct encounter</source>
            <translation>Direkter Vergleich</translation>
        </message>
        <message>
            <source>Number of wins</source>
            <translation>Anzahl der Siege</translation>
        </message>
        <message>
            <source>Games won</source>
            <translation>Gewonnene Partien</translation>
        </message>
        <message>
            <source>Progressive score</source>
            <translation>Fortschrittswertung</translation>
        </message>
        <message>
            <source>Progressive score Cut-1</source>
            <translation>Fortschrittswertung Cut-1</translation>
        </message>
        <message>
            <source>Average rating of opponents</source>
            <translation>Elo-Schnitt der Gegner</translation>
        </message>
        <message>
            <source>Average rating of opponents Cut-1</source>
            <translation>Elo-Schnitt der Gegner Cut-1</translation>
        </message>
        <message>
            <source>Tournament performance rating</source>
            <translation>Turnierleistung (Performance)</translation>
        </message>
        <message>
            <source>Games with black</source>
            <translation>Partien mit Schwarz</translation>
        </message>
        <message>
            <source>Games won with black</source>
            <translation>Mit Schwarz gewonnene Partien</translation>
        </message>
        <message>
            <source>Fore Buchholz</source>
            <translation>Vorab-Buchholz (Fore Buchholz)</translation>
        </message>
        <message>
            <source>Average of opponents' Buchholz</source>
            <translation>Durchschnitt der Buchholz der Gegner</translation>
        </message>
        <message>
            <source>Rounds elected to play</source>
            <translation>Zum Spielen gewählte Runden</translation>
        </message>
        <message>
            <source>Standard points</source>
            <translation>Standardpunkte</translation>
        </message>
        <message>
            <source>Koya system</source>
            <translation>Koya-Wertung</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Elo</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Punkte</translation>
        </message>
        <message>
            <source>Win 1, draw ½, loss 0 (standard)</source>
            <translation>Sieg 1, Remis ½, Niederlage 0 (Standard)</translation>
        </message>
        <message>
            <source>Win 3, draw 1, loss 0</source>
            <translation>Sieg 3, Remis 1, Niederlage 0</translation>
        </message>
        <message>
            <source>Win 1, draw ½, loss 0, pairing bye ½</source>
            <translation>Sieg 1, Remis ½, Niederlage 0, zugelostes Freilos ½</translation>
        </message>
    </context>
    <context>
        <name>PreviewDialog</name>
        <message>
            <source>Print preview: {document}</source>
            <translation>Druckvorschau: {document}</translation>
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation>&amp;Vergrößern</translation>
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation>Ver&amp;kleinern</translation>
        </message>
        <message>
            <source>Fit &amp;width</source>
            <translation>Seiten&amp;breite</translation>
        </message>
        <message>
            <source>&amp;Whole page</source>
            <translation>&amp;Ganze Seite</translation>
        </message>
        <message>
            <source>&amp;All pages</source>
            <translation>&amp;Alle Seiten</translation>
        </message>
        <message>
            <source>&amp;Print…</source>
            <translation>&amp;Drucken…</translation>
        </message>
        <message>
            <source>Save as P&amp;DF…</source>
            <translation>Als PDF spei&amp;chern…</translation>
        </message>
        <message>
            <source>Open in PDF &amp;viewer</source>
            <translation>Im PDF-Betrachter ö&amp;ffnen</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>&amp;Schließen</translation>
        </message>
        <message numerus="yes">
            <source>%n page(s)</source>
            <translation>
                <numerusform>%n Seite</numerusform>
                <numerusform>%n Seiten</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PrintController</name>
        <message>
            <source>Save as PDF</source>
            <translation>Als PDF speichern</translation>
        </message>
        <message>
            <source>{document}, round {round}</source>
            <translation>{document}, Runde {round}</translation>
        </message>
        <message>
            <source>Printing {what}…</source>
            <translation>{what} wird gedruckt…</translation>
        </message>
        <message>
            <source>The printer {printer} does not accept jobs now: nothing was printed. Choose another printer, or accept jobs again in the system's printer settings.</source>
            <translation>Der Drucker {printer} nimmt zurzeit keine Aufträge an: Es wurde nichts gedruckt. Wählen Sie einen anderen Drucker oder lassen Sie in den Druckereinstellungen des Systems wieder Aufträge zu.</translation>
        </message>
        <message>
            <source>The printer says: {reason}</source>
            <translation>Meldung des Druckers: {reason}</translation>
        </message>
        <message>
            <source>{document}: printing cancelled</source>
            <translation>{document}: Drucken abgebrochen</translation>
        </message>
        <message numerus="yes">
            <source>{document}: %n page(s) sent to the printer</source>
            <translation>
                <numerusform>{document}: %n Seite an den Drucker gesendet</numerusform>
                <numerusform>{document}: %n Seiten an den Drucker gesendet</numerusform>
            </translation>
        </message>
        <message>
            <source>(the printer has no paper of this size: scaled to {paper})</source>
            <translation>(der Drucker hat kein Papier dieses Formats: auf {paper} skaliert)</translation>
        </message>
        <message>
            <source>(the printer is stopped: the pages wait in its queue until it is started)</source>
            <translation>(der Drucker ist angehalten: Die Seiten warten in seiner Warteschlange, bis er wieder gestartet wird)</translation>
        </message>
        <message>
            <source>Saved {written}</source>
            <translation>{written} gespeichert</translation>
        </message>
        <message>
            <source>Print</source>
            <translation>Drucken</translation>
        </message>
        <message>
            <source>Print {what}</source>
            <translation>{what} drucken</translation>
        </message>
        <message>
            <source>{document}, every section</source>
            <translation>{document}, alle Gruppen</translation>
        </message>
    </context>
    <context>
        <name>Printing</name>
        <message>
            <source>The printer {printer} could not be started.</source>
            <translation>Der Drucker {printer} konnte nicht gestartet werden.</translation>
        </message>
        <message>
            <source>The printer refused a new page.</source>
            <translation>Der Drucker hat eine neue Seite abgelehnt.</translation>
        </message>
    </context>
    <context>
        <name>ProgressPanel</name>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <source>Stop this work; nothing in the tournament file changes</source>
            <translation>Diese Arbeit abbrechen; in der Turnierdatei ändert sich nichts</translation>
        </message>
    </context>
    <context>
        <name>Projector</name>
        <message>
            <source>pairing-allocated bye</source>
            <translation>zugelostes Freilos</translation>
        </message>
        <message>
            <source>full-point bye</source>
            <translation>Freilos mit vollem Punkt</translation>
        </message>
        <message>
            <source>half-point bye</source>
            <translation>Freilos mit halbem Punkt</translation>
        </message>
        <message>
            <source>zero-point bye</source>
            <translation>Freilos ohne Punkt</translation>
        </message>
        <message>
            <source>Bd</source>
            <translation>Br.</translation>
        </message>
        <message>
            <source>White</source>
            <translation>Weiß</translation>
        </message>
        <message>
            <source>Pts</source>
            <translation>Pkt.</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Ergebnis</translation>
        </message>
        <message>
            <source>Black</source>
            <translation>Schwarz</translation>
        </message>
        <message>
            <source>Pairings</source>
            <translation>Paarungen</translation>
        </message>
        <message>
            <source>No round has been paired yet.</source>
            <translation>Noch keine Runde ist ausgelost.</translation>
        </message>
        <message>
            <source>Round {round} · {done} of {boards} results</source>
            <translation>Runde {round} · {done} von {boards} Ergebnissen</translation>
        </message>
        <message>
            <source>Rk</source>
            <translation>Rg.</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Fed</source>
            <translation>Land</translation>
        </message>
        <message>
            <source>Rtg</source>
            <translation>Elo</translation>
        </message>
        <message>
            <source>Standings</source>
            <translation>Rangliste</translation>
        </message>
        <message>
            <source>No standings yet: {problem}.</source>
            <translation>Noch keine Rangliste: {problem}.</translation>
        </message>
        <message>
            <source>Final standings</source>
            <translation>Endstand</translation>
        </message>
        <message>
            <source>Standings after round {round}</source>
            <translation>Rangliste nach Runde {round}</translation>
        </message>
        <message>
            <source>no round has been paired yet</source>
            <translation>noch keine Runde ist ausgelost</translation>
        </message>
        <message>
            <source>no round has every result yet</source>
            <translation>noch keine Runde hat alle Ergebnisse</translation>
        </message>
    </context>
    <context>
        <name>ProjectorWindow</name>
        <message>
            <source>Arbiter Desk — projector</source>
            <translation>Arbiter Desk — Beamer</translation>
        </message>
        <message>
            <source>   ·   page {page} of {pages}</source>
            <translation>   ·   Seite {page} von {pages}</translation>
        </message>
    </context>
    <context>
        <name>Prompts</name>
        <message>
            <source>Arbiter Desk: programming error</source>
            <translation>Arbiter Desk: Programmfehler</translation>
        </message>
        <message>
            <source>&amp;Copy report</source>
            <translation>Bericht &amp;kopieren</translation>
        </message>
    </context>
    <context>
        <name>Publishing</name>
        <message>
            <source>&amp;Projector: pairings</source>
            <translation>&amp;Beamer: Paarungen</translation>
        </message>
        <message>
            <source>Projector: &amp;standings</source>
            <translation>Beamer: &amp;Rangliste</translation>
        </message>
        <message>
            <source>&amp;Write the web folder now…</source>
            <translation>Web-Ordner jetzt &amp;schreiben…</translation>
        </message>
        <message>
            <source>Publish after each &amp;round…</source>
            <translation>Nach jeder &amp;Runde veröffentlichen…</translation>
        </message>
        <message>
            <source>Export &amp;CSV tables…</source>
            <translation>&amp;CSV-Tabellen exportieren…</translation>
        </message>
        <message>
            <source>Export &amp;JSON…</source>
            <translation>&amp;JSON exportieren…</translation>
        </message>
        <message>
            <source>Export P&amp;GN…</source>
            <translation>P&amp;GN exportieren…</translation>
        </message>
        <message>
            <source>&amp;Import results of a round…</source>
            <translation>Ergebnisse einer Runde &amp;importieren…</translation>
        </message>
        <message>
            <source>Pu&amp;blish</source>
            <translation>Ver&amp;öffentlichen</translation>
        </message>
        <message>
            <source>Publish after each &amp;round to {folder}</source>
            <translation>Nach jeder &amp;Runde nach {folder} veröffentlichen</translation>
        </message>
        <message>
            <source>Follow the tournament file</source>
            <translation>Der Turnierdatei folgen</translation>
        </message>
        <message>
            <source>The web folder is no longer written after each round</source>
            <translation>Der Web-Ordner wird nicht mehr nach jeder Runde geschrieben</translation>
        </message>
        <message>
            <source>Publish after each round into</source>
            <translation>Nach jeder Runde veröffentlichen in</translation>
        </message>
        <message>
            <source>Write the web folder into</source>
            <translation>Den Web-Ordner schreiben nach</translation>
        </message>
        <message>
            <source>Writing the web folder into {folder}…</source>
            <translation>Der Web-Ordner wird nach {folder} geschrieben…</translation>
        </message>
        <message numerus="yes">
            <source>Published %n file(s) into {folder}</source>
            <translation>
                <numerusform>%n Datei nach {folder} veröffentlicht</numerusform>
                <numerusform>%n Dateien nach {folder} veröffentlicht</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n file(s) in {folder}. Open index.html there, or upload the folder.</source>
            <translation>
                <numerusform>%n Datei in {folder}. Öffnen Sie dort index.html, oder laden Sie den Ordner hoch.</numerusform>
                <numerusform>%n Dateien in {folder}. Öffnen Sie dort index.html, oder laden Sie den Ordner hoch.</numerusform>
            </translation>
        </message>
        <message>
            <source>Publish the web folder</source>
            <translation>Den Web-Ordner veröffentlichen</translation>
        </message>
        <message>
            <source>Web folder written</source>
            <translation>Web-Ordner geschrieben</translation>
        </message>
        <message>
            <source>Export the CSV tables into</source>
            <translation>Die CSV-Tabellen exportieren nach</translation>
        </message>
        <message>
            <source>Export CSV</source>
            <translation>CSV exportieren</translation>
        </message>
        <message>
            <source>Wrote {names} into {folder}</source>
            <translation>{names} nach {folder} geschrieben</translation>
        </message>
        <message>
            <source>Export {what}</source>
            <translation>{what} exportieren</translation>
        </message>
        <message>
            <source>Wrote {target}</source>
            <translation>{target} geschrieben</translation>
        </message>
        <message>
            <source>Import the results of a round</source>
            <translation>Die Ergebnisse einer Runde importieren</translation>
        </message>
        <message>
            <source>Import {name}</source>
            <translation>{name} importieren</translation>
        </message>
        <message>
            <source>import results of round {number} ({name})</source>
            <translation>Ergebnisse der Runde {number} importieren ({name})</translation>
        </message>
    </context>
    <context>
        <name>RatingUpdateDialog</name>
        <message>
            <source>yes</source>
            <translation>ja</translation>
        </message>
        <message>
            <source>no</source>
            <translation>nein</translation>
        </message>
        <message>
            <source>Update ratings from the library</source>
            <translation>Elo-Zahlen aus der Spielerdatenbank aktualisieren</translation>
        </message>
        <message>
            <source>No.</source>
            <translation>Nr.</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Field</source>
            <translation>Feld</translation>
        </message>
        <message>
            <source>Now</source>
            <translation>Jetzt</translation>
        </message>
        <message>
            <source>In the library</source>
            <translation>In der Datenbank</translation>
        </message>
        <message numerus="yes">
            <source>%n player(s) differ from the library.</source>
            <translation>
                <numerusform>%n Spieler weicht von der Spielerdatenbank ab.</numerusform>
                <numerusform>%n Spieler weichen von der Spielerdatenbank ab.</numerusform>
            </translation>
        </message>
        <message>
            <source>Every registered player's data is as in the library.</source>
            <translation>Die Daten aller gemeldeten Spieler stimmen mit der Spielerdatenbank überein.</translation>
        </message>
        <message>
            <source>&amp;Update anyway</source>
            <translation>&amp;Trotzdem aktualisieren</translation>
        </message>
        <message>
            <source>&amp;Update</source>
            <translation>&amp;Aktualisieren</translation>
        </message>
    </context>
    <context>
        <name>ResultImportDialog</name>
        <message>
            <source>Board {board:&gt;3}:  #{white} - #{black}   {new}   (was {old})</source>
            <translation>Brett {board:&gt;3}:  Nr. {white} - Nr. {black}   {new}   (vorher {old})</translation>
        </message>
        <message>
            <source>Board {board:&gt;3}:  #{white} - #{black}   {new}</source>
            <translation>Brett {board:&gt;3}:  Nr. {white} - Nr. {black}   {new}</translation>
        </message>
        <message>
            <source>Rows that cannot be imported:</source>
            <translation>Zeilen, die nicht importiert werden können:</translation>
        </message>
        <message>
            <source>Import results of round {round}</source>
            <translation>Ergebnisse der Runde {round} importieren</translation>
        </message>
        <message numerus="yes">
            <source>{source}: %n result(s) to enter in round {round}, {corrections} of them replacing a result already entered; {unchanged} unchanged; {missing} board(s) will still have no result.</source>
            <translation>
                <numerusform>{source}: %n Ergebnis für Runde {round} einzutragen, davon {corrections} als Ersatz für ein bereits eingetragenes; {unchanged} unverändert; {missing} Brett(er) bleiben ohne Ergebnis.</numerusform>
                <numerusform>{source}: %n Ergebnisse für Runde {round} einzutragen, davon {corrections} als Ersatz für ein bereits eingetragenes; {unchanged} unverändert; {missing} Brett(er) bleiben ohne Ergebnis.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n row(s) of other rounds are left out.</source>
            <translation>
                <numerusform>%n Zeile anderer Runden wird weggelassen.</numerusform>
                <numerusform>%n Zeilen anderer Runden werden weggelassen.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n row(s) cannot be imported: nothing is entered unless you choose to leave them out.</source>
            <translation>
                <numerusform>%n Zeile kann nicht importiert werden: nichts wird eingetragen, außer Sie lassen sie weg.</numerusform>
                <numerusform>%n Zeilen können nicht importiert werden: nichts wird eingetragen, außer Sie lassen sie weg.</numerusform>
            </translation>
        </message>
        <message>
            <source>Leave out the rows that cannot be imported</source>
            <translation>Die Zeilen weglassen, die nicht importiert werden können</translation>
        </message>
        <message>
            <source>Enter the results</source>
            <translation>Ergebnisse eintragen</translation>
        </message>
    </context>
    <context>
        <name>RoundsController</name>
        <message numerus="yes">
            <source>%n board(s), {played} results entered, {missing} missing</source>
            <translation>
                <numerusform>%n Brett, {played} Ergebnisse eingetragen, {missing} fehlen</numerusform>
                <numerusform>%n Bretter, {played} Ergebnisse eingetragen, {missing} fehlen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n board(s), {played} results entered — round complete; next: pair round {next} (Ctrl+Shift+P)</source>
            <translation>
                <numerusform>%n Brett, {played} Ergebnisse eingetragen — Runde vollständig; als Nächstes: Runde {next} auslosen (Strg+Umschalt+P)</numerusform>
                <numerusform>%n Bretter, {played} Ergebnisse eingetragen — Runde vollständig; als Nächstes: Runde {next} auslosen (Strg+Umschalt+P)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n board(s), {played} results entered — round complete; the tournament is finished: see Standings (Ctrl+3)</source>
            <translation>
                <numerusform>%n Brett, {played} Ergebnisse eingetragen — Runde vollständig; das Turnier ist beendet: siehe Rangliste (Strg+3)</numerusform>
                <numerusform>%n Bretter, {played} Ergebnisse eingetragen — Runde vollständig; das Turnier ist beendet: siehe Rangliste (Strg+3)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n board(s), {played} results entered — round complete</source>
            <translation>
                <numerusform>%n Brett, {played} Ergebnisse eingetragen — Runde vollständig</numerusform>
                <numerusform>%n Bretter, {played} Ergebnisse eingetragen — Runde vollständig</numerusform>
            </translation>
        </message>
        <message>
            <source>Board {board} of round {round} ({white} – {black}) has no result. Change it to {new}?</source>
            <translation>Brett {board} der Runde {round} ({white} – {black}) hat kein Ergebnis. {new} eintragen?</translation>
        </message>
        <message>
            <source>Board {board} of round {round} ({white} – {black}) has no result.</source>
            <translation>Brett {board} der Runde {round} ({white} – {black}) hat kein Ergebnis.</translation>
        </message>
        <message>
            <source>Board {board} of round {round} ({white} – {black}) already has the result {old}. Change it to {new}?</source>
            <translation>Brett {board} der Runde {round} ({white} – {black}) hat bereits das Ergebnis {old}. In {new} ändern?</translation>
        </message>
        <message>
            <source>Board {board} of round {round} ({white} – {black}) already has the result {old}. Clear it?</source>
            <translation>Brett {board} der Runde {round} ({white} – {black}) hat bereits das Ergebnis {old}. Löschen?</translation>
        </message>
        <message>
            <source>Round {next} is already paired and stays as it is</source>
            <translation>Runde {next} ist bereits ausgelost und bleibt, wie sie ist</translation>
        </message>
        <message>
            <source>Rounds {next}–{last} are already paired and stay as they are</source>
            <translation>Die Runden {next}–{last} sind bereits ausgelost und bleiben, wie sie sind</translation>
        </message>
        <message>
            <source>{rounds}: past rounds are never paired again (C.04.2 (2026) art. 4.3). The corrected result changes the scores, standings and tie-breaks from round {round} on, and the pairing of round {next} will use it.</source>
            <translation>{rounds}: vergangene Runden werden nie neu ausgelost (C.04.2 (2026) Art. 4.3). Das korrigierte Ergebnis ändert Punkte, Rangliste und Feinwertungen ab Runde {round}, und die Auslosung der Runde {next} berücksichtigt es.</translation>
        </message>
        <message>
            <source>{rounds}: past rounds are never paired again (C.04.2 (2026) art. 4.3). The corrected result changes the scores, standings and tie-breaks from round {round} on.</source>
            <translation>{rounds}: vergangene Runden werden nie neu ausgelost (C.04.2 (2026) Art. 4.3). Das korrigierte Ergebnis ändert Punkte, Rangliste und Feinwertungen ab Runde {round}.</translation>
        </message>
        <message>
            <source>No round paired yet.</source>
            <translation>Noch keine Runde ausgelost.</translation>
        </message>
        <message>
            <source>Wait until the pairing is done.</source>
            <translation>Warten, bis die Auslosung fertig ist.</translation>
        </message>
        <message>
            <source>Change a result</source>
            <translation>Ein Ergebnis ändern</translation>
        </message>
        <message>
            <source>no result</source>
            <translation>kein Ergebnis</translation>
        </message>
        <message>
            <source>round {rnd} board {board}: {label}</source>
            <translation>Runde {rnd} Brett {board}: {label}</translation>
        </message>
        <message>
            <source>{result} storing…</source>
            <translation>{result} wird gespeichert…</translation>
        </message>
        <message>
            <source>Board {board}: the result typed before is still being stored.</source>
            <translation>Brett {board}: Das zuvor eingegebene Ergebnis wird noch gespeichert.</translation>
        </message>
        <message>
            <source>Pair round {round}</source>
            <translation>Runde {round} auslosen</translation>
        </message>
        <message>
            <source>Pairing round {round}…</source>
            <translation>Runde {round} wird ausgelost…</translation>
        </message>
        <message>
            <source>Re-pair round</source>
            <translation>Runde neu auslosen</translation>
        </message>
        <message>
            <source>Delete the pairing of match {match} (both its games) and pair it again (for example after a late entry or a withdrawal)?</source>
            <translation>Die Paarungen des Matches {match} (beide Partien) löschen und neu auslosen (zum Beispiel nach einer Nachmeldung oder einem Rückzug)?</translation>
        </message>
        <message>
            <source>Delete the pairing of round {last} and pair it again (for example after a late entry or a withdrawal)?</source>
            <translation>Die Paarungen der Runde {last} löschen und neu auslosen (zum Beispiel nach einer Nachmeldung oder einem Rückzug)?</translation>
        </message>
        <message>
            <source>Re-pair round {last}</source>
            <translation>Runde {last} neu auslosen</translation>
        </message>
        <message>
            <source>Re-pairing round {last}…</source>
            <translation>Runde {last} wird neu ausgelost…</translation>
        </message>
        <message>
            <source>Rounds {first}-{number} paired by the Berger table</source>
            <translation>Runden {first}–{number} nach der Berger-Tabelle ausgelost</translation>
        </message>
        <message>
            <source>Pair all rounds</source>
            <translation>Alle Runden auslosen</translation>
        </message>
        <message>
            <source>Pairing every round…</source>
            <translation>Alle Runden werden ausgelost…</translation>
        </message>
        <message>
            <source>Fixed boards in round {number}</source>
            <translation>Feste Bretter in Runde {number}</translation>
        </message>
        <message>
            <source>Delete round</source>
            <translation>Runde löschen</translation>
        </message>
        <message>
            <source>Delete the pairing of match {match} (both its games)? This is only possible while it has no results.</source>
            <translation>Die Paarungen des Matches {match} (beide Partien) löschen? Das geht nur, solange es keine Ergebnisse hat.</translation>
        </message>
        <message>
            <source>Delete the pairing of round {last}? This is only possible while it has no results.</source>
            <translation>Die Paarungen der Runde {last} löschen? Das geht nur, solange sie keine Ergebnisse hat.</translation>
        </message>
        <message>
            <source>Delete round {last}</source>
            <translation>Runde {last} löschen</translation>
        </message>
        <message>
            <source>Round {last} deleted</source>
            <translation>Runde {last} gelöscht</translation>
        </message>
        <message>
            <source>Explain pairing</source>
            <translation>Auslosung erklären</translation>
        </message>
        <message>
            <source>Round {rnd}: the Berger table</source>
            <translation>Runde {rnd}: die Berger-Tabelle</translation>
        </message>
        <message>
            <source>C.05 Annex 1, by pairing number.</source>
            <translation>C.05 Anhang 1, nach Startnummern.</translation>
        </message>
        <message>
            <source>Explaining round {rnd}…</source>
            <translation>Runde {rnd} wird erklärt…</translation>
        </message>
        <message>
            <source>Round {rnd}: how it was paired</source>
            <translation>Runde {rnd}: wie sie ausgelost wurde</translation>
        </message>
        <message>
            <source>Score brackets from the top (C.04.3): the residents, players moved down (MDPs), the pairs made and who floated down. Numbers are pairing numbers.</source>
            <translation>Punktgruppen von oben (C.04.3): die Gruppenmitglieder, die heruntergefloateten Spieler (MDPs), die gebildeten Paare und wer nach unten gefloatet ist. Die Zahlen sind Startnummern.</translation>
        </message>
        <message>
            <source>Edit pairing</source>
            <translation>Paarungen bearbeiten</translation>
        </message>
        <message>
            <source>Edit pairing of round {rnd}</source>
            <translation>Paarungen der Runde {rnd} bearbeiten</translation>
        </message>
        <message>
            <source>Round {rnd} already has results; clear them before you change its pairing.</source>
            <translation>Runde {rnd} hat bereits Ergebnisse; löschen Sie sie, bevor Sie die Paarungen ändern.</translation>
        </message>
        <message>
            <source>no player has pairing number {numbers}</source>
            <translation>kein Spieler hat die Startnummer {numbers}</translation>
        </message>
        <message numerus="yes">
            <source>Round {rnd}: pairing changed; it breaks %n rule(s), listed under the boards</source>
            <translation>
                <numerusform>Runde {rnd}: Paarungen geändert; sie verletzen %n Regel, aufgeführt unter den Brettern</numerusform>
                <numerusform>Runde {rnd}: Paarungen geändert; sie verletzen %n Regeln, aufgeführt unter den Brettern</numerusform>
            </translation>
        </message>
        <message>
            <source>Round {rnd}: pairing changed; it breaks no rule checked</source>
            <translation>Runde {rnd}: Paarungen geändert; sie verletzen keine geprüfte Regel</translation>
        </message>
        <message>
            <source>edit pairing of round {rnd}</source>
            <translation>Paarungen der Runde {rnd} bearbeiten</translation>
        </message>
        <message>
            <source>Checking the new pairing of round {rnd}…</source>
            <translation>Die neuen Paarungen der Runde {rnd} werden geprüft…</translation>
        </message>
        <message>
            <source>Check pairing rules</source>
            <translation>Paarungsregeln prüfen</translation>
        </message>
        <message>
            <source>Checking round {number}…</source>
            <translation>Runde {number} wird geprüft…</translation>
        </message>
        <message>
            <source>Board {board} of match {match} already has the results {old}. Replace them with {new}?</source>
            <translation>Brett {board} von Match {match} hat schon die Ergebnisse {old}. Durch {new} ersetzen?</translation>
        </message>
        <message>
            <source>match {match} board {board}: {results}</source>
            <translation>Match {match} Brett {board}: {results}</translation>
        </message>
        <message>
            <source>Board {board}: game 1 {result}; now the result of game 2</source>
            <translation>Brett {board}: Partie 1 {result}; jetzt das Ergebnis von Partie 2</translation>
        </message>
    </context>
    <context>
        <name>RoundsView</name>
        <message>
            <source>White wins by forfeit (+/-)	+</source>
            <translation>Weiß gewinnt kampflos (+/-)	+</translation>
        </message>
        <message>
            <source>Black wins by forfeit (-/+)	-</source>
            <translation>Schwarz gewinnt kampflos (-/+)	-</translation>
        </message>
        <message>
            <source>Double forfeit (-/-)	*</source>
            <translation>Beide kampflos verloren (-/-)	*</translation>
        </message>
        <message>
            <source>1-0, not rated (W-L)</source>
            <translation>1-0, nicht gewertet (W-L)</translation>
        </message>
        <message>
            <source>0-1, not rated (L-W)</source>
            <translation>0-1, nicht gewertet (L-W)</translation>
        </message>
        <message>
            <source>½-½, not rated (D-D)</source>
            <translation>½-½, nicht gewertet (D-D)</translation>
        </message>
        <message>
            <source>Clear result	Del</source>
            <translation>Ergebnis löschen	Entf</translation>
        </message>
        <message>
            <source>Edit pairing…</source>
            <translation>Paarungen bearbeiten…</translation>
        </message>
        <message>
            <source>Results: 1 white wins · 0 black wins · = or 5 draw · + / - forfeit · * double forfeit · Del clears · right-click for more</source>
            <translation>Ergebnisse: 1 Weiß gewinnt · 0 Schwarz gewinnt · = oder 5 remis · + / - kampflos · * beide kampflos verloren · Entf löscht · Rechtsklick für mehr</translation>
        </message>
        <message>
            <source>Roun&amp;d:</source>
            <translation>Run&amp;de:</translation>
        </message>
        <message>
            <source>Round {r}</source>
            <translation>Runde {r}</translation>
        </message>
        <message>
            <source>Match {match}, game {game}</source>
            <translation>Match {match}, Partie {game}</translation>
        </message>
        <message>
            <source>Results of a match: two keys per board, game 1 then game 2, each as its own game's (1 White wins · 0 Black wins · = or 5 draw · + / - forfeit · * double forfeit) · Del clears both</source>
            <translation>Ergebnisse eines Matches: zwei Tasten je Brett, Partie 1, dann Partie 2, jede aus Sicht ihrer eigenen Partie (1 Weiß gewinnt · 0 Schwarz gewinnt · = oder 5 remis · + / - kampflos · * beide kampflos) · Entf löscht beide</translation>
        </message>
    </context>
    <context>
        <name>Sections</name>
        <message>
            <source>Section:</source>
            <translation>Gruppe:</translation>
        </message>
        <message>
            <source>The section of the event shown and changed</source>
            <translation>Die angezeigte und bearbeitete Gruppe der Veranstaltung</translation>
        </message>
        <message>
            <source>&amp;Add a section…</source>
            <translation>Gruppe &amp;hinzufügen…</translation>
        </message>
        <message>
            <source>Add a section to the event: a tournament of its own in the same file</source>
            <translation>Der Veranstaltung eine Gruppe hinzufügen: ein eigenes Turnier in derselben Datei</translation>
        </message>
        <message>
            <source>Switch section</source>
            <translation>Gruppe wechseln</translation>
        </message>
        <message>
            <source>Wait until the work under way ends, then switch sections.</source>
            <translation>Warten Sie, bis die laufende Arbeit endet, und wechseln Sie dann die Gruppe.</translation>
        </message>
        <message>
            <source>New section</source>
            <translation>Neue Gruppe</translation>
        </message>
        <message>
            <source>Name of the new section:</source>
            <translation>Name der neuen Gruppe:</translation>
        </message>
        <message numerus="yes">
            <source>Delete the section {name} and its %n registered players? Edit &gt; Undo puts them back.</source>
            <translation>
                <numerusform>Die Gruppe {name} und ihren %n angemeldeten Spieler löschen? Bearbeiten &gt; Rückgängig stellt sie wieder her.</numerusform>
                <numerusform>Die Gruppe {name} und ihre %n angemeldeten Spieler löschen? Bearbeiten &gt; Rückgängig stellt sie wieder her.</numerusform>
            </translation>
        </message>
        <message>
            <source>delete the section {name}</source>
            <translation>die Gruppe {name} löschen</translation>
        </message>
        <message>
            <source>&amp;Rename this section…</source>
            <translation>Diese Gruppe &amp;umbenennen…</translation>
        </message>
        <message>
            <source>Give the section on screen another name</source>
            <translation>Der angezeigten Gruppe einen anderen Namen geben</translation>
        </message>
        <message>
            <source>&amp;Delete this section…</source>
            <translation>Diese Gruppe &amp;löschen…</translation>
        </message>
        <message>
            <source>Delete the section on screen with its players, before any of its rounds is paired</source>
            <translation>Die angezeigte Gruppe mit ihren Spielern löschen, bevor eine ihrer Runden ausgelost ist</translation>
        </message>
        <message>
            <source>Rename the section</source>
            <translation>Gruppe umbenennen</translation>
        </message>
        <message>
            <source>New name of the section {name}:</source>
            <translation>Neuer Name der Gruppe {name}:</translation>
        </message>
        <message>
            <source>rename the section {name}</source>
            <translation>die Gruppe {name} umbenennen</translation>
        </message>
        <message>
            <source>Delete the section</source>
            <translation>Gruppe löschen</translation>
        </message>
    </context>
    <context>
        <name>Serving</name>
        <message>
            <source>Serve to &amp;phones…</source>
            <translation>An &amp;Handys ausliefern…</translation>
        </message>
        <message>
            <source>Serving the event's pages at {address}</source>
            <translation>Die Seiten des Turniers werden unter {address} ausgeliefert</translation>
        </message>
        <message>
            <source>Serve to phones</source>
            <translation>An Handys ausliefern</translation>
        </message>
        <message>
            <source>The event's pages are no longer served.</source>
            <translation>Die Seiten des Turniers werden nicht mehr ausgeliefert.</translation>
        </message>
        <message>
            <source>Serving to phones</source>
            <translation>Auslieferung an Handys</translation>
        </message>
        <message>
            <source>Bound to every network of this computer, port {port}.</source>
            <translation>Auf allen Netzwerken dieses Computers, Port {port}.</translation>
        </message>
        <message>
            <source>Bound to {host} only, port {port}.</source>
            <translation>Nur auf {host}, Port {port}.</translation>
        </message>
        <message>
            <source>The players open this address on their phones (the venue's Wi-Fi):</source>
            <translation>Die Spieler öffnen diese Adresse auf ihrem Handy (im WLAN des Spielorts):</translation>
        </message>
        <message>
            <source>Stop serving</source>
            <translation>Auslieferung beenden</translation>
        </message>
    </context>
    <context>
        <name>Snapshot</name>
        <message>
            <source>half-point bye</source>
            <translation>Freilos mit halbem Punkt</translation>
        </message>
        <message>
            <source>zero-point bye</source>
            <translation>Freilos ohne Punkt</translation>
        </message>
        <message>
            <source>full-point bye</source>
            <translation>Freilos mit vollem Punkt</translation>
        </message>
        <message>
            <source>half-point bye in round {round}</source>
            <translation>Freilos mit halbem Punkt in Runde {round}</translation>
        </message>
        <message>
            <source>zero-point bye in round {round}</source>
            <translation>Freilos ohne Punkt in Runde {round}</translation>
        </message>
        <message>
            <source>full-point bye in round {round}</source>
            <translation>Freilos mit vollem Punkt in Runde {round}</translation>
        </message>
        <message>
            <source>withdrawn from round {round}</source>
            <translation>ab Runde {round} zurückgezogen</translation>
        </message>
        <message>
            <source>bye ({points})</source>
            <translation>spielfrei ({points})</translation>
        </message>
    </context>
    <context>
        <name>StandingsController</name>
        <message>
            <source>Standings</source>
            <translation>Rangliste</translation>
        </message>
    </context>
    <context>
        <name>StandingsModel</name>
        <message>
            <source>Rk</source>
            <translation>Rg.</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>Rang</translation>
        </message>
        <message>
            <source>No.</source>
            <translation>Nr.</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>Titel</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Elo</translation>
        </message>
        <message>
            <source>Fed</source>
            <translation>Land</translation>
        </message>
        <message>
            <source>Pts</source>
            <translation>Pkt.</translation>
        </message>
    </context>
    <context>
        <name>StandingsTables</name>
        <message>
            <source>Places shared when points and every tie-break are equal (C.07 art. 4).</source>
            <translation>Plätze geteilt, wenn Punkte und alle Feinwertungen gleich sind (C.07 Art. 4).</translation>
        </message>
        <message>
            <source>Standings cannot be computed: {exc}</source>
            <translation>Die Rangliste kann nicht berechnet werden: {exc}</translation>
        </message>
    </context>
    <context>
        <name>StandingsView</name>
        <message>
            <source>Filter standings…</source>
            <translation>Rangliste filtern…</translation>
        </message>
        <message>
            <source>&amp;Standings after:</source>
            <translation>Rangliste &amp;nach:</translation>
        </message>
        <message>
            <source>start (no round)</source>
            <translation>Start (keine Runde)</translation>
        </message>
        <message>
            <source>round {r} (results missing)</source>
            <translation>Runde {r} (Ergebnisse fehlen)</translation>
        </message>
        <message>
            <source>round {r}</source>
            <translation>Runde {r}</translation>
        </message>
    </context>
    <context>
        <name>TeamDialog</name>
        <message>
            <source>Add team</source>
            <translation>Mannschaft hinzufügen</translation>
        </message>
        <message>
            <source>One player a line, board 1 first: Name; rating; FIDE ID; federation</source>
            <translation>Ein Spieler je Zeile, Brett 1 zuerst: Name; Elo; FIDE-ID; Föderation</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>&amp;Name:</translation>
        </message>
        <message>
            <source>&amp;Captain:</source>
            <translation>Mannschafts&amp;führer:</translation>
        </message>
        <message>
            <source>&amp;Roster:</source>
            <translation>&amp;Spieler:</translation>
        </message>
        <message>
            <source>Plays &amp;from round:</source>
            <translation>Spielt &amp;ab Runde:</translation>
        </message>
    </context>
    <context>
        <name>TeamWithdrawalDialog</name>
        <message>
            <source>Withdraw team</source>
            <translation>Mannschaft zurückziehen</translation>
        </message>
        <message>
            <source>&amp;Team:</source>
            <translation>&amp;Mannschaft:</translation>
        </message>
        <message>
            <source>Not paired from &amp;round:</source>
            <translation>Nicht ausgelost ab &amp;Runde:</translation>
        </message>
        <message>
            <source>Its matches of the rounds paired stay as they are.</source>
            <translation>Ihre Wettkämpfe der ausgelosten Runden bleiben, wie sie sind.</translation>
        </message>
    </context>
    <context>
        <name>TeamsController</name>
        <message>
            <source>{name} (withdrawn from round {round})</source>
            <translation>{name} (zurückgezogen ab Runde {round})</translation>
        </message>
        <message>
            <source>&amp;Add team…</source>
            <translation>Mannschaft hinzu&amp;fügen…</translation>
        </message>
        <message>
            <source>Import teams fr&amp;om CSV…</source>
            <translation>Mannschaften aus CSV imp&amp;ortieren…</translation>
        </message>
        <message>
            <source>&amp;Set line-up…</source>
            <translation>Aufstell&amp;ung eingeben…</translation>
        </message>
        <message>
            <source>Forfeit &amp;whole match…</source>
            <translation>Ganzen &amp;Wettkampf kampflos werten…</translation>
        </message>
        <message>
            <source>W&amp;ithdraw team…</source>
            <translation>Mannschaft &amp;zurückziehen…</translation>
        </message>
        <message>
            <source>&amp;Reinstate team</source>
            <translation>Mannschaft wieder auf&amp;nehmen</translation>
        </message>
        <message>
            <source>Show the teams</source>
            <translation>Mannschaften anzeigen</translation>
        </message>
        <message>
            <source>bye</source>
            <translation>spielfrei</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>Rang</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>Mannschaft</translation>
        </message>
        <message>
            <source>Storing on the venue server: {changes}…</source>
            <translation>Wird auf dem Turnierserver gespeichert: {changes}…</translation>
        </message>
        <message>
            <source>add team {name}</source>
            <translation>Mannschaft {name} hinzufügen</translation>
        </message>
        <message>
            <source>Import teams from CSV</source>
            <translation>Mannschaften aus CSV importieren</translation>
        </message>
        <message>
            <source>Import {name}</source>
            <translation>{name} importieren</translation>
        </message>
        <message>
            <source>Import {teams} teams with {players} players? {problems} row(s) cannot be imported.</source>
            <translation>{teams} Mannschaften mit {players} Spielern importieren? Nicht importierbare Zeilen: {problems}.</translation>
        </message>
        <message>
            <source>import teams from {name}</source>
            <translation>Mannschaften aus {name} importieren</translation>
        </message>
        <message>
            <source>Line-up</source>
            <translation>Aufstellung</translation>
        </message>
        <message>
            <source>Pair a round and choose one of its matches first.</source>
            <translation>Losen Sie zuerst eine Runde aus und wählen Sie einen ihrer Wettkämpfe.</translation>
        </message>
        <message>
            <source>line-up of {team}</source>
            <translation>Aufstellung von {team}</translation>
        </message>
        <message>
            <source>Which team did not come?</source>
            <translation>Welche Mannschaft ist nicht gekommen?</translation>
        </message>
        <message>
            <source>forfeit of {team}</source>
            <translation>kampflos gegen {team}</translation>
        </message>
        <message>
            <source>Board {board}: the result typed before is still being stored.</source>
            <translation>Brett {board}: Das zuvor eingegebene Ergebnis wird noch gespeichert.</translation>
        </message>
        <message>
            <source>Board {board} already has {old}. Replace it with {new}?</source>
            <translation>Brett {board} hat schon {old}. Durch {new} ersetzen?</translation>
        </message>
        <message>
            <source>Correct a result</source>
            <translation>Ergebnis korrigieren</translation>
        </message>
        <message>
            <source>result of board {board}</source>
            <translation>Ergebnis von Brett {board}</translation>
        </message>
        <message>
            <source>{result} storing…</source>
            <translation>{result} wird gespeichert…</translation>
        </message>
        <message>
            <source>withdrawal of {team}</source>
            <translation>Rückzug von {team}</translation>
        </message>
        <message>
            <source>Reinstate team</source>
            <translation>Mannschaft wieder aufnehmen</translation>
        </message>
        <message>
            <source>Choose a withdrawn team in the list of teams first.</source>
            <translation>Wählen Sie zuerst eine zurückgezogene Mannschaft in der Mannschaftsliste.</translation>
        </message>
        <message>
            <source>reinstatement of {team}</source>
            <translation>Wiederaufnahme von {team}</translation>
        </message>
    </context>
    <context>
        <name>TeamsView</name>
        <message>
            <source>Roun&amp;d:</source>
            <translation>Ru&amp;nde:</translation>
        </message>
        <message>
            <source>No</source>
            <translation>Nr.</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>Mannschaft</translation>
        </message>
        <message>
            <source>Captain</source>
            <translation>Mannschaftsführer</translation>
        </message>
        <message>
            <source>Roster (board order)</source>
            <translation>Spieler (Brettreihenfolge)</translation>
        </message>
        <message>
            <source>Match</source>
            <translation>Wettkampf</translation>
        </message>
        <message>
            <source>White on board 1</source>
            <translation>Weiß an Brett 1</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Stand</translation>
        </message>
        <message>
            <source>Opponent</source>
            <translation>Gegner</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>Brett</translation>
        </message>
        <message>
            <source>White</source>
            <translation>Weiß</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Ergebnis</translation>
        </message>
        <message>
            <source>Black</source>
            <translation>Schwarz</translation>
        </message>
        <message>
            <source>Set line-up… takes the captain's players in roster order; type the results of the selected match's games here (1, 0, =, +, -, *) or in Rounds and results.</source>
            <translation>Aufstellung eingeben… nimmt die Spieler des Mannschaftsführers in der Reihenfolge der Liste; tippen Sie die Ergebnisse der Partien des gewählten Wettkampfs hier ein (1, 0, =, +, -, *) oder unter Runden &amp; Ergebnisse.</translation>
        </message>
        <message>
            <source>Round {round}</source>
            <translation>Runde {round}</translation>
        </message>
    </context>
    <context>
        <name>VenueConnection</name>
        <message>
            <source>Connecting to the venue server {name}…</source>
            <translation>Verbindung mit dem Turnierserver {name} wird hergestellt…</translation>
        </message>
    </context>
    <context>
        <name>VenueServerDialog</name>
        <message>
            <source>Connect to venue server</source>
            <translation>Mit dem Turnierserver verbinden</translation>
        </message>
        <message>
            <source>&amp;Server:</source>
            <translation>&amp;Server:</translation>
        </message>
        <message>
            <source>&amp;Port:</source>
            <translation>&amp;Port:</translation>
        </message>
        <message>
            <source>&amp;Event database:</source>
            <translation>Turnier-&amp;Datenbank:</translation>
        </message>
        <message>
            <source>&amp;User:</source>
            <translation>&amp;Benutzer:</translation>
        </message>
        <message>
            <source>Pass&amp;word:</source>
            <translation>Pass&amp;wort:</translation>
        </message>
        <message>
            <source>The password is sent to the server only; it is never stored.</source>
            <translation>Das Passwort geht nur an den Server; es wird nie gespeichert.</translation>
        </message>
    </context>
    <context>
        <name>WarningsPanel</name>
        <message>
            <source>Round {round_number}: the pairing breaks no rule checked.</source>
            <translation>Runde {round_number}: die Paarungen verletzen keine geprüfte Regel.</translation>
        </message>
        <message numerus="yes">
            <source>⚠ Round {round_number}: the pairing breaks %n rule(s) ({absolute} absolute)</source>
            <translation>
                <numerusform>⚠ Runde {round_number}: die Paarungen verletzen %n Regel ({absolute} absolut)</numerusform>
                <numerusform>⚠ Runde {round_number}: die Paarungen verletzen %n Regeln ({absolute} absolut)</numerusform>
            </translation>
        </message>
        <message>
            <source>Note: {note}</source>
            <translation>Hinweis: {note}</translation>
        </message>
    </context>
    <context>
        <name>WelcomeView</name>
        <message>
            <source>&lt;h2&gt;Arbiter Desk&lt;/h2&gt;&lt;p&gt;Run a FIDE Swiss tournament: players, pairings, results, standings. Everything is saved as you go.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Arbiter Desk&lt;/h2&gt;&lt;p&gt;Ein FIDE-Turnier nach Schweizer System leiten: Spieler, Paarungen, Ergebnisse, Rangliste. Alles wird laufend gespeichert.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Start a new tournament</source>
            <translation>Ein neues Turnier beginnen</translation>
        </message>
        <message>
            <source>Open a tournament file (.arbiter)</source>
            <translation>Eine Turnierdatei öffnen (.arbiter)</translation>
        </message>
        <message>
            <source>Continue a tournament from a TRF file</source>
            <translation>Ein Turnier aus einer TRF-Datei fortsetzen</translation>
        </message>
        <message>
            <source>Recent tournaments (double-click to open):</source>
            <translation>Letzte Turniere (Doppelklick zum Öffnen):</translation>
        </message>
        <message>
            <source>Remove the missing files from this list</source>
            <translation>Die fehlenden Dateien aus dieser Liste entfernen</translation>
        </message>
        <message>
            <source>{title}    (missing: {where})</source>
            <translation>{title}    (fehlt: {where})</translation>
        </message>
        <message>
            <source>{path} is no longer there (moved, renamed, or on a disk not plugged in)</source>
            <translation>{path} ist nicht mehr da (verschoben, umbenannt oder auf einem nicht angeschlossenen Laufwerk)</translation>
        </message>
    </context>
</TS>
