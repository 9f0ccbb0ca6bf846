<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
    <context>
        <name>Breach</name>
        <message>
            <source>round {round}: {article}: {reason}</source>
            <translation>Runde {round}: {article}: {reason}</translation>
        </message>
    </context>
    <context>
        <name>DoubleSwiss</name>
        <message>
            <source>the round-pairing is not complete: every player but one (the bye) is paired once (paired twice: {twice}; not paired: {missing})</source>
            <translation>die Rundenpaarung ist nicht vollständig: jeder Spieler außer einem (dem spielfreien) wird einmal gepaart (zweimal gepaart: {twice}; nicht gepaart: {missing})</translation>
        </message>
        <message>
            <source>player {player} has the pairing-allocated bye, but the number of players is even</source>
            <translation>Spieler {player} hat das paarungsbedingte Freilos, aber die Zahl der Spieler ist gerade</translation>
        </message>
        <message>
            <source>players {first} and {second} have already played each other</source>
            <translation>die Spieler {first} und {second} haben bereits gegeneinander gespielt</translation>
        </message>
        <message>
            <source>player {player} already had the pairing-allocated bye, a match won by forfeit or a full-point bye, and may not have the pairing-allocated bye</source>
            <translation>Spieler {player} hatte bereits das paarungsbedingte Freilos, einen kampflos gewonnenen Wettkampf oder ein Freilos mit vollem Punkt und darf das paarungsbedingte Freilos nicht erhalten</translation>
        </message>
        <message>
            <source>the pairing-allocated bye goes to player {expected} (the lowest score, then the most matches played, then the largest TPN, leaving a legal pairing), not {recorded}</source>
            <translation>das paarungsbedingte Freilos erhält Spieler {expected} (die niedrigste Punktzahl, dann die meisten gespielten Wettkämpfe, dann die größte TPN, wobei eine regelgerechte Paarung bleibt), nicht {recorded}</translation>
        </message>
        <message>
            <source>the upfloaters of the bracket of score {score} are {expected} (3.5), not {recorded}</source>
            <translation>die Hochgelosten der Gruppe mit {score} Punkten sind {expected} (3.5), nicht {recorded}</translation>
        </message>
        <message>
            <source>the bracket {players} is paired {expected} (the first identifier, 3.6)</source>
            <translation>die Gruppe {players} wird {expected} gepaart (der erste Bezeichner, 3.6)</translation>
        </message>
        <message>
            <source>player {white} has White in game 1 against {black}, not {recorded}</source>
            <translation>Spieler {white} hat Weiß in Partie 1 gegen {black}, nicht {recorded}</translation>
        </message>
        <message>
            <source>a bye applies to the whole match (C.04.5 Preface): both cells need the same bye code, not {first} and {second}</source>
            <translation>ein Freilos gilt für den ganzen Wettkampf (C.04.5 Vorwort): beide Felder brauchen denselben Freilos-Code, nicht {first} und {second}</translation>
        </message>
        <message>
            <source>game 1 and game 2 of a match are against the same opponent (C.04.5 Preface)</source>
            <translation>Partie 1 und Partie 2 eines Wettkampfs werden gegen denselben Gegner gespielt (C.04.5 Vorwort)</translation>
        </message>
        <message>
            <source>the two games of a match are played with alternating colours (C.04.5 Preface)</source>
            <translation>die beiden Partien eines Wettkampfs werden mit wechselnden Farben gespielt (C.04.5 Vorwort)</translation>
        </message>
        <message>
            <source>player {player}, match {match} (rounds {first} and {second}): {reason}</source>
            <translation>Spieler {player}, Wettkampf {match} (Runden {first} und {second}): {reason}</translation>
        </message>
        <message>
            <source>no pairing of this round complies with [C1]-[C3] (C.04.5 art. 3.3.3: the Chief Arbiter decides)</source>
            <translation>keine Paarung dieser Runde erfüllt [C1]-[C3] (C.04.5 Art. 3.3.3: der Hauptschiedsrichter entscheidet)</translation>
        </message>
        <message>
            <source>192: the Baku Acceleration is not available with the Double-Swiss System: C.04.7 does not say whether its points for a win are a game's or a match's</source>
            <translation>192: die Baku-Beschleunigung ist mit dem Double-Swiss-System nicht verfügbar: C.04.7 sagt nicht, ob ihre Punkte für einen Sieg die einer Partie oder eines Wettkampfs sind</translation>
        </message>
        <message>
            <source>192: {code} is not the Double-Swiss System ({expected})</source>
            <translation>192: {code} ist nicht das Double-Swiss-System ({expected})</translation>
        </message>
        <message>
            <source>142: {total} round cells, but a Double-Swiss match takes two (game 1 and game 2)</source>
            <translation>142: {total} Rundenfelder, aber ein Double-Swiss-Wettkampf belegt zwei (Partie 1 und Partie 2)</translation>
        </message>
        <message>
            <source>match {match} is beyond the {matches} matches of the tournament</source>
            <translation>Wettkampf {match} liegt jenseits der {matches} Wettkämpfe des Turniers</translation>
        </message>
        <message>
            <source>match {match}: player {player} plays {opponent}, who does not play them</source>
            <translation>Wettkampf {match}: Spieler {player} spielt gegen {opponent}, der nicht gegen ihn spielt</translation>
        </message>
    </context>
    <context>
        <name>DubovChecker</name>
        <message>
            <source>art. 3.2: the bracket pairing the text gives</source>
            <translation>Art. 3.2: die Paarung der Gruppe, die der Text ergibt</translation>
        </message>
        <message>
            <source>colours of {white}-{black}: the rule gives White to {black}</source>
            <translation>Farben von {white}-{black}: die Regel gibt {black} Weiß</translation>
        </message>
        <message>
            <source>{a} and {b} have played each other (or may not meet)</source>
            <translation>{a} und {b} haben schon gegeneinander gespielt (oder dürfen sich nicht treffen)</translation>
        </message>
        <message>
            <source>{a} and {b} have the same absolute colour preference</source>
            <translation>{a} und {b} haben dieselbe absolute Farbpräferenz</translation>
        </message>
        <message>
            <source>{player} receives the pairing-allocated bye after a bye or a win without playing</source>
            <translation>{player} erhält das paarungsbedingte Freilos nach einem Freilos oder einem kampflosen Sieg</translation>
        </message>
        <message>
            <source>the pairing-allocated bye goes to {expected}, not {recorded}</source>
            <translation>das paarungsbedingte Freilos erhält {expected}, nicht {recorded}</translation>
        </message>
    </context>
    <context>
        <name>DubovRefusal</name>
        <message>
            <source>no player can receive the pairing-allocated bye and leave a complete pairing ({count} players)</source>
            <translation>kein Spieler kann das paarungsbedingte Freilos erhalten und eine vollständige Paarung übrig lassen ({count} Spieler)</translation>
        </message>
        <message>
            <source>bracket of score {score}: no legal pairing</source>
            <translation>Gruppe mit {score} Punkten: keine regelgerechte Paarung</translation>
        </message>
        <message>
            <source>bracket of score {score}: the residents cannot all be paired ([C1], [C3], [C4])</source>
            <translation>Gruppe mit {score} Punkten: nicht alle Spieler der Gruppe können gepaart werden ([C1], [C3], [C4])</translation>
        </message>
    </context>
    <context>
        <name>EditionPolicy</name>
        <message>
            <source>rules {code}, as record 192 says</source>
            <translation>Regeln {code}, wie Satz 192 angibt</translation>
        </message>
        <message>
            <source>rules {code}: the TRF has no record 192 and no start date that can be read</source>
            <translation>Regeln {code}: das TRF hat weder Satz 192 noch ein lesbares Anfangsdatum</translation>
        </message>
        <message>
            <source>edition chosen from the start date {start}: {code} ({why})</source>
            <translation>Fassung nach dem Anfangsdatum {start} gewählt: {code} ({why})</translation>
        </message>
        <message>
            <source>the oldest text this program pairs, in force from 1 July 2013; the event is older</source>
            <translation>die älteste Fassung, nach der dieses Programm auslost, gültig ab 1. Juli 2013; das Turnier ist älter</translation>
        </message>
        <message>
            <source>in force from 1 July 2013 to 30 June 2017</source>
            <translation>gültig vom 1. Juli 2013 bis 30. Juni 2017</translation>
        </message>
        <message>
            <source>in force from 1 July 2017 to 31 January 2026</source>
            <translation>gültig vom 1. Juli 2017 bis 31. Januar 2026</translation>
        </message>
        <message>
            <source>in force since 1 February 2026</source>
            <translation>gültig seit 1. Februar 2026</translation>
        </message>
    </context>
    <context>
        <name>KFactor</name>
        <message>
            <source>{rule}; {games} games x {k} &gt; 700: K = {used} (8.3.3)</source>
            <translation>{rule}; {games} Partien x {k} &gt; 700: K = {used} (8.3.3)</translation>
        </message>
        <message>
            <source>{games} games x {k} &gt; 700: K = {used} (8.3.3)</source>
            <translation>{games} Partien x {k} &gt; 700: K = {used} (8.3.3)</translation>
        </message>
        <message>
            <source>K = {k}: {rule} ({unknown})</source>
            <translation>K = {k}: {rule} ({unknown})</translation>
        </message>
        <message>
            <source>K = {k}: {rule}</source>
            <translation>K = {k}: {rule}</translation>
        </message>
        <message>
            <source>K of the FIDE rating list, stored for the player (7.1.2)</source>
            <translation>K aus der FIDE-Liste, für den Spieler gespeichert (7.1.2)</translation>
        </message>
        <message>
            <source>published rating has reached 2400 (8.3.3)</source>
            <translation>die veröffentlichte Wertung hat 2400 erreicht (8.3.3)</translation>
        </message>
        <message>
            <source>new to the list, {done} of {needed} games completed (8.3.3)</source>
            <translation>neu in der Liste, {done} von {needed} Partien absolviert (8.3.3)</translation>
        </message>
        <message>
            <source>until the end of the year of the 18th birthday, rating under 2300 (8.3.3)</source>
            <translation>bis zum Ende des Jahres des 18. Geburtstags, Wertung unter 2300 (8.3.3)</translation>
        </message>
        <message>
            <source>K 10 if a published rating ever reached 2400</source>
            <translation>K 10, falls eine veröffentlichte Wertung je 2400 erreicht hat</translation>
        </message>
        <message>
            <source>K 40 if fewer than {games} rated games were completed before</source>
            <translation>K 40, falls vorher weniger als {games} gewertete Partien absolviert wurden</translation>
        </message>
        <message>
            <source>K 40 for a junior: birth year unknown</source>
            <translation>K 40 für Jugendliche: Geburtsjahr unbekannt</translation>
        </message>
        <message>
            <source>rating under 2400 (8.3.3)</source>
            <translation>Wertung unter 2400 (8.3.3)</translation>
        </message>
    </context>
    <context>
        <name>LimChecker</name>
        <message>
            <source>art. 2.2-4: the pairing the procedure of the text gives (a Maxi-tournament: 3.2.3, 3.8, 5.7)</source>
            <translation>Art. 2.2-4: die Paarung, die das Verfahren des Textes ergibt (ein Maxi-Turnier: 3.2.3, 3.8, 5.7)</translation>
        </message>
        <message>
            <source>art. 2.2-4: the pairing the procedure of the text gives</source>
            <translation>Art. 2.2-4: die Paarung, die das Verfahren des Textes ergibt</translation>
        </message>
        <message>
            <source>{a} and {b} have played each other (or may not meet)</source>
            <translation>{a} und {b} haben schon gegeneinander gespielt (oder dürfen sich nicht treffen)</translation>
        </message>
        <message>
            <source>{a} and {b}: any colours would break the colour limits</source>
            <translation>{a} und {b}: jede Farbverteilung würde die Farbgrenzen verletzen</translation>
        </message>
        <message>
            <source>colours of {white}-{black} break the colour limits; the other way round keeps them</source>
            <translation>die Farben von {white}-{black} verletzen die Farbgrenzen; umgekehrt würden sie eingehalten</translation>
        </message>
        <message>
            <source>colours of {white}-{black}: the rule gives White to {black}</source>
            <translation>Farben von {white}-{black}: die Regel gibt {black} Weiß</translation>
        </message>
        <message>
            <source>{player} receives the pairing-allocated bye after a bye or a win without playing</source>
            <translation>{player} erhält das paarungsbedingte Freilos nach einem Freilos oder einem kampflosen Sieg</translation>
        </message>
        <message>
            <source>the pairing-allocated bye goes to {expected}, not {recorded}</source>
            <translation>das paarungsbedingte Freilos erhält {expected}, nicht {recorded}</translation>
        </message>
    </context>
    <context>
        <name>LimRefusal</name>
        <message>
            <source>no pairing of compatible players (art. 2.1) exists for the {count} players</source>
            <translation>für die {count} Spieler gibt es keine Paarung verträglicher Spieler (Art. 2.1)</translation>
        </message>
    </context>
    <context>
        <name>NormCheck</name>
        <message>
            <source>{what} ({article}): {have}; needed {need}: met</source>
            <translation>{what} ({article}): {have}; verlangt {need}: erfüllt</translation>
        </message>
        <message>
            <source>{what} ({article}): {have}; needed {need}: NOT met</source>
            <translation>{what} ({article}): {have}; verlangt {need}: NICHT erfüllt</translation>
        </message>
        <message>
            <source>not counted: {rounds}</source>
            <translation>nicht gezählt: {rounds}</translation>
        </message>
        <message>
            <source>{title} norm: Rp {performance} with Ra {average}, {score}/{games}</source>
            <translation>{title}-Norm: Rp {performance} bei Ra {average}, {score}/{games}</translation>
        </message>
        <message>
            <source>no {title} norm: {missing}</source>
            <translation>keine {title}-Norm: {missing}</translation>
        </message>
        <message>
            <source>{what} {have} (needs {need})</source>
            <translation>{what} {have} (verlangt {need})</translation>
        </message>
        <message>
            <source>round {round}: bye</source>
            <translation>Runde {round}: Freilos</translation>
        </message>
        <message>
            <source>round {round}: forfeit</source>
            <translation>Runde {round}: kampflos</translation>
        </message>
        <message>
            <source>round {round}: no result</source>
            <translation>Runde {round}: kein Ergebnis</translation>
        </message>
        <message>
            <source>round {round}: game not rated</source>
            <translation>Runde {round}: Partie nicht gewertet</translation>
        </message>
        <message>
            <source>{count} of {games}</source>
            <translation>{count} von {games}</translation>
        </message>
        <message>
            <source>games</source>
            <translation>Partien</translation>
        </message>
        <message>
            <source>at least {count}</source>
            <translation>mindestens {count}</translation>
        </message>
        <message>
            <source>other federations</source>
            <translation>andere Verbände</translation>
        </message>
        <message>
            <source>other feds</source>
            <translation>andere Verb.</translation>
        </message>
        <message>
            <source>opponents of the own federation</source>
            <translation>Gegner des eigenen Verbandes</translation>
        </message>
        <message>
            <source>at most 3/5</source>
            <translation>höchstens 3/5</translation>
        </message>
        <message>
            <source>own fed</source>
            <translation>eig. Verb.</translation>
        </message>
        <message>
            <source>opponents of one federation</source>
            <translation>Gegner eines Verbandes</translation>
        </message>
        <message>
            <source>{count} of {games} ({federation})</source>
            <translation>{count} von {games} ({federation})</translation>
        </message>
        <message>
            <source>at most 2/3</source>
            <translation>höchstens 2/3</translation>
        </message>
        <message>
            <source>one fed</source>
            <translation>ein Verb.</translation>
        </message>
        <message>
            <source>titled opponents</source>
            <translation>Gegner mit Titel</translation>
        </message>
        <message>
            <source>at least 50 %</source>
            <translation>mindestens 50 %</translation>
        </message>
        <message>
            <source>titled</source>
            <translation>Titelträger</translation>
        </message>
        <message>
            <source>{titles} opponents</source>
            <translation>Gegner {titles}</translation>
        </message>
        <message>
            <source>at least 1/3 and 3</source>
            <translation>mindestens 1/3 und 3</translation>
        </message>
        <message>
            <source>unrated opponents</source>
            <translation>Gegner ohne Elo</translation>
        </message>
        <message>
            <source>at most 20 %</source>
            <translation>höchstens 20 %</translation>
        </message>
        <message>
            <source>unrated</source>
            <translation>ohne Elo</translation>
        </message>
        <message>
            <source>average rating of the opponents</source>
            <translation>Elo-Schnitt der Gegner</translation>
        </message>
        <message>
            <source>score</source>
            <translation>Punkte</translation>
        </message>
        <message>
            <source>at least {points} (35 %)</source>
            <translation>mindestens {points} (35 %)</translation>
        </message>
        <message>
            <source>performance</source>
            <translation>Turnierleistung</translation>
        </message>
    </context>
    <context>
        <name>OutputFile</name>
        <message>
            <source>{target} is not a regular file (a folder, a device or a pipe); choose a file name</source>
            <translation>{target} ist keine gewöhnliche Datei (ein Ordner, ein Gerät oder eine Pipe); wählen Sie einen Dateinamen</translation>
        </message>
        <message>
            <source>{target} is a database (a tournament file, a backup, the player library or another program's data), which no output may replace; choose another name</source>
            <translation>{target} ist eine Datenbank (eine Turnierdatei, eine Sicherung, die Spielerbibliothek oder Daten eines anderen Programms), die keine Ausgabe ersetzen darf; wählen Sie einen anderen Namen</translation>
        </message>
        <message>
            <source>{target} belongs to the database {name} beside it (its journal, lock or a copy being made); choose another name</source>
            <translation>{target} gehört zur Datenbank {name} daneben (ihr Journal, ihre Sperre oder eine entstehende Kopie); wählen Sie einen anderen Namen</translation>
        </message>
        <message>
            <source>{target} is the open tournament file or one of its own files (its journal, lock or backups); choose another name</source>
            <translation>{target} ist die geöffnete Turnierdatei oder eine ihrer eigenen Dateien (ihr Journal, ihre Sperre oder ihre Sicherungen); wählen Sie einen anderen Namen</translation>
        </message>
        <message>
            <source>{target} is inside the automatic backups folder of {name}; choose another folder</source>
            <translation>{target} liegt im Ordner der automatischen Sicherungen von {name}; wählen Sie einen anderen Ordner</translation>
        </message>
        <message>
            <source>cannot write {target}: {reason}; nothing was changed there</source>
            <translation>{target} kann nicht geschrieben werden: {reason}; dort wurde nichts geändert</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>der Datenträger ist voll</translation>
        </message>
        <message>
            <source>the disk reported an input/output error</source>
            <translation>der Datenträger meldete einen Ein-/Ausgabefehler</translation>
        </message>
        <message>
            <source>the drive is read-only</source>
            <translation>das Laufwerk ist schreibgeschützt</translation>
        </message>
        <message>
            <source>you may not write in that folder</source>
            <translation>Sie dürfen in diesen Ordner nicht schreiben</translation>
        </message>
        <message>
            <source>the folder does not exist</source>
            <translation>der Ordner existiert nicht</translation>
        </message>
    </context>
    <context>
        <name>PairingWarning</name>
        <message>
            <source>legal, but not the pairing of the brackets the text gives</source>
            <translation>zulässig, aber nicht die Paarung der Gruppen, die der Text ergibt</translation>
        </message>
    </context>
    <context>
        <name>PlatformError</name>
        <message>
            <source>no program to open {path} was found (xdg-open is missing: install xdg-utils); open it by hand</source>
            <translation>kein Programm zum Öffnen von {path} gefunden (xdg-open fehlt: xdg-utils installieren); bitte von Hand öffnen</translation>
        </message>
        <message>
            <source>could not open {path} ({reason}); open it by hand</source>
            <translation>{path} konnte nicht geöffnet werden ({reason}); bitte von Hand öffnen</translation>
        </message>
    </context>
    <context>
        <name>PrizeCategory</name>
        <message>
            <source>women</source>
            <translation>Frauen</translation>
        </message>
        <message>
            <source>men</source>
            <translation>Männer</translation>
        </message>
        <message>
            <source>born {first}-{last}</source>
            <translation>Jahrgang {first}-{last}</translation>
        </message>
        <message>
            <source>born {year} or later</source>
            <translation>Jahrgang {year} oder jünger</translation>
        </message>
        <message>
            <source>born {year} or earlier</source>
            <translation>Jahrgang {year} oder älter</translation>
        </message>
        <message>
            <source>unrated</source>
            <translation>ohne Elo</translation>
        </message>
        <message>
            <source>rated {low}-{high}</source>
            <translation>Elo {low}-{high}</translation>
        </message>
        <message>
            <source>rated {rating} or more</source>
            <translation>Elo {rating} oder mehr</translation>
        </message>
        <message>
            <source>rated {rating} or less</source>
            <translation>Elo {rating} oder weniger</translation>
        </message>
        <message>
            <source>federation {codes}</source>
            <translation>Verband {codes}</translation>
        </message>
        <message>
            <source>club {names}</source>
            <translation>Verein {names}</translation>
        </message>
        <message numerus="yes">
            <source>%n players listed</source>
            <translation>
                <numerusform>%n Spieler aufgeführt</numerusform>
                <numerusform>%n Spieler aufgeführt</numerusform>
            </translation>
        </message>
        <message>
            <source>all players</source>
            <translation>alle Spieler</translation>
        </message>
    </context>
    <context>
        <name>RatingCalculation</name>
        <message>
            <source>forfeit: unplayed games are not rated (5.1)</source>
            <translation>kampflos: nicht gespielte Partien werden nicht gewertet (5.1)</translation>
        </message>
        <message>
            <source>bye: no game</source>
            <translation>Freilos: keine Partie</translation>
        </message>
        <message>
            <source>not paired</source>
            <translation>nicht ausgelost</translation>
        </message>
        <message>
            <source>late entry: not yet entered (C.04.2 art. 2.4)</source>
            <translation>Nachmeldung: noch nicht gemeldet (C.04.2 Art. 2.4)</translation>
        </message>
        <message>
            <source>withdrawn: no longer paired (C.04.2 art. 3.2)</source>
            <translation>zurückgezogen: wird nicht mehr ausgelost (C.04.2 Art. 3.2)</translation>
        </message>
        <message>
            <source>game not rated (fewer than one move each, TRF W/D/L)</source>
            <translation>Partie nicht gewertet (weniger als ein Zug je Spieler, TRF W/D/L)</translation>
        </message>
        <message>
            <source>no result yet</source>
            <translation>noch kein Ergebnis</translation>
        </message>
        <message>
            <source>opponent unrated: only games against rated players count (8.3.1)</source>
            <translation>Gegner ohne Elo: nur Partien gegen Spieler mit Elo zählen (8.3.1)</translation>
        </message>
        <message>
            <source>no game against a rated opponent</source>
            <translation>keine Partie gegen einen Gegner mit Elo</translation>
        </message>
        <message>
            <source>Ra {average} (with two 1800 draws) + dp({p}) {dp} = {value} (capped at 2200, 8.2.3)</source>
            <translation>Ra {average} (mit zwei Remis gegen 1800) + dp({p}) {dp} = {value} (auf 2200 begrenzt, 8.2.3)</translation>
        </message>
        <message>
            <source>Ra {average} (with two 1800 draws) + dp({p}) {dp} = {value}</source>
            <translation>Ra {average} (mit zwei Remis gegen 1800) + dp({p}) {dp} = {value}</translation>
        </message>
        <message>
            <source>zero score: disregarded in a first event (8.2.1)</source>
            <translation>null Punkte: im ersten Turnier nicht berücksichtigt (8.2.1)</translation>
        </message>
        <message>
            <source>{games} of {needed} games against rated opponents (7.1.4)</source>
            <translation>{games} von {needed} Partien gegen Gegner mit Elo (7.1.4)</translation>
        </message>
        <message>
            <source>below {floor}: not published (7.1.4)</source>
            <translation>unter {floor}: nicht veröffentlicht (7.1.4)</translation>
        </message>
        <message>
            <source>#{number} {name}, rating {rating}; {rule}</source>
            <translation>Nr. {number} {name}, Elo {rating}; {rule}</translation>
        </message>
        <message>
            <source>rd</source>
            <comment>column: round</comment>
            <translation>R</translation>
        </message>
        <message>
            <source>opponent</source>
            <comment>column</comment>
            <translation>Gegner</translation>
        </message>
        <message>
            <source>rating</source>
            <comment>column</comment>
            <translation>Elo</translation>
        </message>
        <message>
            <source>used</source>
            <comment>column: the difference used (400-point rule)</comment>
            <translation>verw.</translation>
        </message>
        <message>
            <source>score</source>
            <comment>column</comment>
            <translation>Pkt.</translation>
        </message>
        <message>
            <source>delta</source>
            <comment>column</comment>
            <translation>Delta</translation>
        </message>
        <message>
            <source>not rated v {opponent}: {reason}</source>
            <translation>nicht gewertet gegen {opponent}: {reason}</translation>
        </message>
        <message>
            <source>not rated: {reason}</source>
            <translation>nicht gewertet: {reason}</translation>
        </message>
        <message>
            <source>score {score} of {games}, expected {expected}; {sum} x K {k} = {change}, rounded {rounded} (8.3.4)</source>
            <translation>{score} Punkte aus {games}, erwartet {expected}; {sum} x K {k} = {change}, gerundet {rounded} (8.3.4)</translation>
        </message>
        <message>
            <source>#{number} {name}, unrated: first rating (8.2)</source>
            <translation>Nr. {number} {name}, ohne Elo: Ersteinstufung (8.2)</translation>
        </message>
    </context>
    <context>
        <name>Standings</name>
        <message>
            <source>{mark} {player} withdrew: not paired from round {round} on (C.04.2 art. 3.2)</source>
            <translation>{mark} {player} hat sich zurückgezogen: ab Runde {round} nicht mehr ausgelost (C.04.2 Art. 3.2)</translation>
        </message>
        <message>
            <source>{mark} {player} withdrew (C.04.2 art. 3.2)</source>
            <translation>{mark} {player} hat sich zurückgezogen (C.04.2 Art. 3.2)</translation>
        </message>
    </context>
    <context>
        <name>StandingsOrigin</name>
        <message>
            <source>given</source>
            <translation>vorgegeben</translation>
        </message>
        <message>
            <source>asked for</source>
            <translation>angefordert</translation>
        </message>
        <message>
            <source>none</source>
            <comment>no tie-breaks</comment>
            <translation>keine</translation>
        </message>
        <message>
            <source>C.07 {edition} ({edition_from}); tie-breaks {tiebreaks} ({tiebreaks_from})</source>
            <translation>C.07 {edition} ({edition_from}); Feinwertungen {tiebreaks} ({tiebreaks_from})</translation>
        </message>
        <message>
            <source>the event's list, TRF {record}</source>
            <translation>die Liste des Turniers, TRF {record}</translation>
        </message>
        <message>
            <source>none declared: the {preset} preset</source>
            <translation>keine angegeben: die Vorgabe {preset}</translation>
        </message>
        <message>
            <source>no start date: the current edition</source>
            <translation>kein Startdatum: die geltende Fassung</translation>
        </message>
        <message>
            <source>start date {date}: older texts are not implemented</source>
            <translation>Startdatum {date}: ältere Fassungen sind nicht umgesetzt</translation>
        </message>
        <message>
            <source>start date {date}</source>
            <translation>Startdatum {date}</translation>
        </message>
    </context>
    <context>
        <name>TeamSwiss</name>
        <message>
            <source>the round-pairing is not complete: every team but one (the bye) is paired once (paired twice: {twice}; not paired: {missing})</source>
            <translation>die Rundenpaarung ist unvollständig: jede Mannschaft außer einer (spielfrei) wird einmal gepaart (zweimal gepaart: {twice}; nicht gepaart: {missing})</translation>
        </message>
        <message>
            <source>team {team} has the pairing-allocated bye, but the number of teams is even</source>
            <translation>Mannschaft {team} hat das paarungsbedingte Freilos, aber die Zahl der Mannschaften ist gerade</translation>
        </message>
        <message>
            <source>teams {first} and {second} have already played each other</source>
            <translation>die Mannschaften {first} und {second} haben bereits gegeneinander gespielt</translation>
        </message>
        <message>
            <source>team {team} already had the pairing-allocated bye, a match won by forfeit or a full-point bye, and may not have the pairing-allocated bye</source>
            <translation>Mannschaft {team} hatte bereits das paarungsbedingte Freilos, einen kampflos gewonnenen Mannschaftskampf oder ein volles Freilos und darf das paarungsbedingte Freilos nicht erhalten</translation>
        </message>
        <message>
            <source>the pairing-allocated bye goes to team {expected} (the lowest score, then the most matches played, then the largest TPN, leaving a legal pairing), not {recorded}</source>
            <translation>das paarungsbedingte Freilos erhält Mannschaft {expected} (die niedrigste Wertung, dann die meisten gespielten Mannschaftskämpfe, dann die größte TPN, so dass eine regelgerechte Paarung bleibt), nicht {recorded}</translation>
        </message>
        <message>
            <source>the bracket {teams} is paired {expected} (the first identifier, 3.6)</source>
            <translation>die Gruppe {teams} wird {expected} gepaart (der erste Bezeichner, 3.6)</translation>
        </message>
        <message>
            <source>team {white} has White on board 1 against {black}, not {recorded}</source>
            <translation>Mannschaft {white} hat Weiß am Brett 1 gegen {black}, nicht {recorded}</translation>
        </message>
        <message>
            <source>team {team}: player {player} of its roster has no 001 record</source>
            <translation>Mannschaft {team}: Spieler {player} ihrer Aufstellung hat keinen 001-Datensatz</translation>
        </message>
        <message>
            <source>round {round}: player {player} of team {team} plays {opponent}, not a player of another team</source>
            <translation>Runde {round}: Spieler {player} der Mannschaft {team} spielt gegen {opponent}, keinen Spieler einer anderen Mannschaft</translation>
        </message>
        <message>
            <source>round {round}: the players of team {team} play teams {teams}</source>
            <translation>Runde {round}: die Spieler der Mannschaft {team} spielen gegen die Mannschaften {teams}</translation>
        </message>
        <message>
            <source>no pairing of round {round} complies with [C1]-[C3] (C.04.6 art. 3.3.3: the Chief Arbiter decides)</source>
            <translation>keine Paarung der Runde {round} erfüllt [C1]-[C3] (C.04.6 Art. 3.3.3: der Hauptschiedsrichter entscheidet)</translation>
        </message>
        <message>
            <source>192: {code} is not the Swiss Team Pairing System (like FIDE_TEAM_TYPEA_MP_GP)</source>
            <translation>192: {code} ist nicht das Schweizer System für Mannschaften (wie FIDE_TEAM_TYPEA_MP_GP)</translation>
        </message>
        <message>
            <source>192: the Baku Acceleration is not available with the Swiss Team Pairing System yet: C.04.7 does not say which score of a past round decides a floater (C.04.6 1.5)</source>
            <translation>192: die Baku-Beschleunigung ist mit dem Schweizer System für Mannschaften noch nicht verfügbar: C.04.7 sagt nicht, welche Wertung einer früheren Runde über einen Floater entscheidet (C.04.6 1.5)</translation>
        </message>
        <message>
            <source>the file has no team (records 310 or 013)</source>
            <translation>die Datei enthält keine Mannschaft (Datensätze 310 oder 013)</translation>
        </message>
        <message>
            <source>round {round} is beyond the {rounds} rounds of the tournament</source>
            <translation>Runde {round} liegt jenseits der {rounds} Runden des Turniers</translation>
        </message>
    </context>
    <context>
        <name>TeamTieBreak</name>
        <message>
            <source>{code}: the chains of EDE (13.3.2) are named only since the 2026 edition of C.07</source>
            <translation>{code}: die Ketten des EDE (13.3.2) sind erst seit der Ausgabe 2026 von C.07 benannt</translation>
        </message>
        <message>
            <source>{code}: not a team tie-break of C.07 ({reason})</source>
            <translation>{code}: keine Mannschaftswertung von C.07 ({reason})</translation>
        </message>
        <message>
            <source>:MP or :GP only after BH and FB</source>
            <translation>:MP oder :GP nur nach BH und FB</translation>
        </message>
        <message>
            <source>unknown modifier {modifier}</source>
            <translation>unbekannter Modifikator {modifier}</translation>
        </message>
        <message>
            <source>{modifier} does not apply to {name}</source>
            <translation>{modifier} gilt nicht für {name}</translation>
        </message>
        <message>
            <source>{code} ranks the teams of a tied group (C.07 13.3): it has no value on its own</source>
            <translation>{code} ordnet die Mannschaften einer punktgleichen Gruppe (C.07 13.3): allein hat es keinen Wert</translation>
        </message>
    </context>
    <context>
        <name>TeamTrf</name>
        <message>
            <source>{record}: {field} must be a whole number, found {found}</source>
            <translation>{record}: {field} muss eine ganze Zahl sein, gefunden: {found}</translation>
        </message>
        <message>
            <source>{record}: {field} must be a number like 11.5, found {found}</source>
            <translation>{record}: {field} muss eine Zahl wie 11.5 sein, gefunden: {found}</translation>
        </message>
        <message>
            <source>player {board}</source>
            <translation>Spieler {board}</translation>
        </message>
        <message>
            <source>{record}: a team has at most {count} players</source>
            <translation>{record}: eine Mannschaft hat höchstens {count} Spieler</translation>
        </message>
        <message>
            <source>the team pairing number</source>
            <translation>die Paarungsnummer der Mannschaft</translation>
        </message>
        <message>
            <source>310: a team needs a pairing number (1-999) and a name</source>
            <translation>310: eine Mannschaft braucht eine Paarungsnummer (1-999) und einen Namen</translation>
        </message>
        <message>
            <source>the strength factor</source>
            <translation>der Stärkefaktor</translation>
        </message>
        <message>
            <source>the match points</source>
            <translation>die Mannschaftspunkte</translation>
        </message>
        <message>
            <source>the game points</source>
            <translation>die Brettpunkte</translation>
        </message>
        <message>
            <source>the rank</source>
            <translation>der Rang</translation>
        </message>
        <message>
            <source>013: a team needs a name (columns 5-36)</source>
            <translation>013: eine Mannschaft braucht einen Namen (Spalten 5-36)</translation>
        </message>
        <message>
            <source>352: the colour sequence is made of W and B, like WBWB</source>
            <translation>352: die Farbfolge besteht aus W und B, wie WBWB</translation>
        </message>
        <message>
            <source>362: expected TW, TD and TL with their match points, like TW 2.0</source>
            <translation>362: erwartet werden TW, TD und TL mit ihren Mannschaftspunkten, wie TW 2.0</translation>
        </message>
        <message>
            <source>PAB match points</source>
            <translation>Mannschaftspunkte des Paarungsfreiloses</translation>
        </message>
        <message>
            <source>PAB game points</source>
            <translation>Brettpunkte des Paarungsfreiloses</translation>
        </message>
        <message>
            <source>310: two teams have the pairing number {number}</source>
            <translation>310: zwei Mannschaften haben die Paarungsnummer {number}</translation>
        </message>
        <message>
            <source>player {player} is in the rosters of {first} and {second}</source>
            <translation>Spieler {player} steht in den Aufstellungen von {first} und {second}</translation>
        </message>
        <message>
            <source>a team file holds at most {most} teams in 310 records, and {count} teams numbered with gaps cannot be written in 013 records either</source>
            <translation>eine Mannschaftsdatei fasst in 310-Sätzen höchstens {most} Mannschaften, und {count} Mannschaften mit Lücken in der Nummerierung lassen sich auch nicht in 013-Sätzen schreiben</translation>
        </message>
    </context>
    <context>
        <name>TieBreakError</name>
        <message>
            <source>the rating of unrated opponents must be 0 or more, not {rating}</source>
            <translation>die Elo von Gegnern ohne Elo muss 0 oder mehr sein, nicht {rating}</translation>
        </message>
        <message>
            <source>{error} (C.07 {edition}: {edition_from}; tie-breaks: {tiebreaks_from})</source>
            <translation>{error} (C.07 {edition}: {edition_from}; Feinwertungen: {tiebreaks_from})</translation>
        </message>
        <message>
            <source>{codes}: C.07 (2026) art. 8 says Buchholz tie-breaks must not be used in round robins (tie-breaks: {tiebreaks_from}); choose others, e.g. the round-robin preset {preset}</source>
            <translation>{codes}: laut C.07 (2026) Art. 8 dürfen Buchholz-Feinwertungen in Rundenturnieren nicht verwendet werden (Feinwertungen: {tiebreaks_from}); wählen Sie andere, z. B. die Rundenturnier-Vorgabe {preset}</translation>
        </message>
        <message>
            <source>standings</source>
            <translation>die Rangliste</translation>
        </message>
        <message>
            <source>rating changes</source>
            <translation>die Elo-Änderungen</translation>
        </message>
        <message>
            <source>norms</source>
            <translation>die Normen</translation>
        </message>
        <message>
            <source>{what} after round {round} asked: the round must be 0 or more</source>
            <translation>{what} nach Runde {round} verlangt: die Runde muss 0 oder mehr sein</translation>
        </message>
        <message>
            <source>{what} after round {round} asked, but only {recorded} rounds are recorded</source>
            <translation>{what} nach Runde {round} verlangt, aber nur {recorded} Runden sind eingetragen</translation>
        </message>
        <message>
            <source>{what} after round {round} asked, but round {unpaired} has not been paired</source>
            <translation>{what} nach Runde {round} verlangt, aber Runde {unpaired} ist nicht ausgelost</translation>
        </message>
        <message>
            <source>player {player} is not ranked: they withdrew from the round robin having completed less than half of their games (FIDE Tournament Rules V.4.1)</source>
            <translation>Spieler {player} wird nicht gewertet: er hat sich aus dem Rundenturnier zurückgezogen, bevor er die Hälfte seiner Partien gespielt hatte (FIDE-Turnierregeln V.4.1)</translation>
        </message>
        <message>
            <source>no player with pairing number {player}</source>
            <translation>kein Spieler mit der Startnummer {player}</translation>
        </message>
        <message>
            <source>player {player} meets unknown player {opponent} in round {round}</source>
            <translation>Spieler {player} trifft in Runde {round} auf den unbekannten Spieler {opponent}</translation>
        </message>
        <message>
            <source>round {round} is not finished (player {player} has no result): compute the standings after round {previous} or enter the result</source>
            <translation>Runde {round} ist nicht beendet (Spieler {player} hat kein Ergebnis): berechnen Sie die Rangliste nach Runde {previous} oder tragen Sie das Ergebnis ein</translation>
        </message>
        <message>
            <source>player {player}, round {round}: a game result without an opponent</source>
            <translation>Spieler {player}, Runde {round}: ein Partieergebnis ohne Gegner</translation>
        </message>
        <message>
            <source>unknown C.07 edition {edition} (use 2024 or 2026)</source>
            <translation>unbekannte Fassung von C.07 {edition} (2024 oder 2026 verwenden)</translation>
        </message>
        <message>
            <source>unknown tie-break {code} (C.07 art. 5 lists {codes})</source>
            <translation>unbekannte Feinwertung {code} (C.07 Art. 5 nennt {codes})</translation>
        </message>
        <message>
            <source>{code}: C.07 art. 5 allows Cut/Median modifiers only on ARO, BH, FB, SB and PS</source>
            <translation>{code}: C.07 Art. 5 erlaubt Cut/Median-Modifikatoren nur bei ARO, BH, FB, SB und PS</translation>
        </message>
        <message>
            <source>{code}: the Koya limit (14.5) applies only to KS</source>
            <translation>{code}: die Koya-Grenze (14.5) gilt nur für KS</translation>
        </message>
        <message>
            <source>{code}: /F (Fore Buchholz basis, 8.2) applies only to AOB</source>
            <translation>{code}: /F (Vorab-Buchholz als Grundlage, 8.2) gilt nur für AOB</translation>
        </message>
        <message>
            <source>{code}: /P (forfeits as played, 6.1.1) applies only to DE</source>
            <translation>{code}: /P (kampflose Partien als gespielt, 6.1.1) gilt nur für DE</translation>
        </message>
        <message>
            <source>{code}: AOB on Fore Buchholz exists only since the 2026 edition (8.2)</source>
            <translation>{code}: AOB auf Vorab-Buchholz gibt es erst seit der Fassung 2026 (8.2)</translation>
        </message>
        <message>
            <source>{code} (C.07 art. {article}) exists only since the 2026 edition</source>
            <translation>{code} (C.07 Art. {article}) gibt es erst seit der Fassung 2026</translation>
        </message>
        <message>
            <source>empty tie-break code</source>
            <translation>leerer Feinwertungscode</translation>
        </message>
        <message>
            <source>{code}: team score selectors (:MP, :GP) are not supported (individual events only)</source>
            <translation>{code}: Mannschaftswertungen (:MP, :GP) werden nicht unterstützt (nur Einzelturniere)</translation>
        </message>
        <message>
            <source>{code}: unknown modifier {modifier} (C1, C2, M1, M2, L+n, P, F)</source>
            <translation>{code}: unbekannter Modifikator {modifier} (C1, C2, M1, M2, L+n, P, F)</translation>
        </message>
        <message>
            <source>{code}: only one Cut/Median modifier per tie-break</source>
            <translation>{code}: nur ein Cut/Median-Modifikator je Feinwertung</translation>
        </message>
    </context>
    <context>
        <name>TieBreakExplanation</name>
        <message>
            <source>scheduled opponent {opponent}</source>
            <translation>vorgesehener Gegner {opponent}</translation>
        </message>
        <message>
            <source>sum of the opponents' scores not cut</source>
            <translation>Summe der nicht gestrichenen Punktzahlen der Gegner</translation>
        </message>
        <message>
            <source>Buchholz with every paired game of round {round} drawn</source>
            <translation>Buchholz mit allen gepaarten Partien der Runde {round} als remis</translation>
        </message>
        <message>
            <source>sum of (opponent's score x points scored) not cut</source>
            <translation>Summe von (Punkte des Gegners x erzielte Punkte), nicht gestrichen</translation>
        </message>
        <message>
            <source>opponent's {code}</source>
            <translation>{code} des Gegners</translation>
        </message>
        <message>
            <source>no game played over the board</source>
            <translation>keine am Brett gespielte Partie</translation>
        </message>
        <message>
            <source>average of the opponents' {code} over {games} games</source>
            <translation>Durchschnitt der {code} der Gegner über {games} Partien</translation>
        </message>
        <message>
            <source>alphabetical position of {name}</source>
            <translation>alphabetische Position von {name}</translation>
        </message>
        <message>
            <source>averaged with the other games (6.1.2)</source>
            <translation>mit den anderen Partien gemittelt (6.1.2)</translation>
        </message>
        <message>
            <source>tied with no one: Direct Encounter does not apply (6.1)</source>
            <translation>mit niemandem gleichauf: der direkte Vergleich greift nicht (6.1)</translation>
        </message>
        <message>
            <source>the tied players {tied} never met: no separate standings; not met: {unmet}</source>
            <translation>die gleichauf liegenden Spieler {tied} haben nie gegeneinander gespielt: keine eigene Rangliste; nicht getroffen: {unmet}</translation>
        </message>
        <message>
            <source>the tied players {tied} never met: no separate standings</source>
            <translation>die gleichauf liegenden Spieler {tied} haben nie gegeneinander gespielt: keine eigene Rangliste</translation>
        </message>
        <message>
            <source>rank {rank} among the tied players {tied}; not met: {unmet}</source>
            <translation>Platz {rank} unter den gleichauf liegenden Spielern {tied}; nicht getroffen: {unmet}</translation>
        </message>
        <message>
            <source>rank {rank} among the tied players {tied}</source>
            <translation>Platz {rank} unter den gleichauf liegenden Spielern {tied}</translation>
        </message>
        <message>
            <source>no value</source>
            <translation>kein Wert</translation>
        </message>
        <message>
            <source>{tiebreak} of player {player} = {value}  ({method})</source>
            <translation>{tiebreak} von Spieler {player} = {value}  ({method})</translation>
        </message>
        <message>
            <source>round {round}</source>
            <translation>Runde {round}</translation>
        </message>
        <message>
            <source>dummy</source>
            <translation>fiktiver Gegner</translation>
        </message>
        <message>
            <source>opponent {opponent}</source>
            <translation>Gegner {opponent}</translation>
        </message>
        <message>
            <source>score {score}</source>
            <translation>Punkte {score}</translation>
        </message>
        <message>
            <source>scored {points}</source>
            <translation>erzielt {points}</translation>
        </message>
        <message>
            <source>CUT</source>
            <comment>a contribution the cut removed</comment>
            <translation>GESTRICHEN</translation>
        </message>
        <message>
            <source>rounds worth a win, played or not</source>
            <translation>Runden mit Gewinnpunkten, gespielt oder nicht</translation>
        </message>
        <message>
            <source>games won over the board</source>
            <translation>am Brett gewonnene Partien</translation>
        </message>
        <message>
            <source>games played with black</source>
            <translation>mit Schwarz gespielte Partien</translation>
        </message>
        <message>
            <source>games won with black</source>
            <translation>mit Schwarz gewonnene Partien</translation>
        </message>
        <message>
            <source>rounds less H, Z and forfeit losses</source>
            <translation>Runden ohne H, Z und kampflose Verluste</translation>
        </message>
        <message>
            <source>score after round</source>
            <translation>Punkte nach der Runde</translation>
        </message>
        <message>
            <source>sum of the running scores not cut</source>
            <translation>Summe der nicht gestrichenen Zwischenstände</translation>
        </message>
        <message>
            <source>opponent scored {points}</source>
            <translation>Gegner erzielte {points}</translation>
        </message>
        <message>
            <source>compared with a draw</source>
            <translation>mit einem Remis verglichen</translation>
        </message>
        <message>
            <source>1 per round won on points, ½ per round equal</source>
            <translation>1 je nach Punkten gewonnener Runde, ½ je gleicher Runde</translation>
        </message>
        <message>
            <source>pairing number (ascending)</source>
            <translation>Startnummer (aufsteigend)</translation>
        </message>
        <message>
            <source>rating (descending)</source>
            <translation>Elo (absteigend)</translation>
        </message>
        <message>
            <source>below the limit {limit}</source>
            <translation>unter der Grenze {limit}</translation>
        </message>
        <message>
            <source>points against opponents with &gt;= {limit}</source>
            <translation>Punkte gegen Gegner mit &gt;= {limit}</translation>
        </message>
        <message>
            <source>no rated game played over the board</source>
            <translation>keine gewertete am Brett gespielte Partie</translation>
        </message>
        <message>
            <source>unrated: rating set by the tournament</source>
            <translation>ohne Elo: Wertung vom Turnier festgelegt</translation>
        </message>
        <message>
            <source>average rating of the opponents not cut, 0.5 up</source>
            <translation>Elo-Schnitt der nicht gestrichenen Gegner, 0,5 aufgerundet</translation>
        </message>
        <message>
            <source>ARO {aro} + dp({p}) {dp}, {score} from {games} games</source>
            <translation>ARO {aro} + dp({p}) {dp}, {score} aus {games} Partien</translation>
        </message>
        <message>
            <source>zero score: lowest opponent's rating - 800</source>
            <translation>null Punkte: niedrigste Gegner-Elo - 800</translation>
        </message>
        <message>
            <source>lowest rating expecting at least {score} from {games} games</source>
            <translation>niedrigste Elo mit Erwartung von mindestens {score} aus {games} Partien</translation>
        </message>
        <message>
            <source>opponent has no {code}</source>
            <translation>Gegner hat keine {code}</translation>
        </message>
        <message>
            <source>average of the opponents' {code}, 0.5 up</source>
            <translation>Durchschnitt der {code} der Gegner, 0,5 aufgerundet</translation>
        </message>
        <message>
            <source>forfeit win</source>
            <translation>kampfloser Sieg</translation>
        </message>
        <message>
            <source>forfeit loss</source>
            <translation>kampflose Niederlage</translation>
        </message>
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
            <source>game</source>
            <translation>Partie</translation>
        </message>
        <message>
            <source>zero-point bye / absent</source>
            <translation>Freilos ohne Punkt / abwesend</translation>
        </message>
    </context>
    <context>
        <name>TimeControl</name>
        <message>
            <source>White {white}, Black {black}</source>
            <translation>Weiß {white}, Schwarz {black}</translation>
        </message>
        <message>
            <source>{moves} moves in {time}</source>
            <translation>{moves} Züge in {time}</translation>
        </message>
        <message>
            <source>{before}, then {after}</source>
            <translation>{before}, dann {after}</translation>
        </message>
    </context>
    <context>
        <name>TimeControlError</name>
        <message>
            <source>222 {code}: period {period} is not M/S, M/S+I, S or S+I (seconds, e.g. 5400+30)</source>
            <translation>222 {code}: der Abschnitt {period} ist nicht M/S, M/S+I, S oder S+I (Sekunden, z. B. 5400+30)</translation>
        </message>
        <message>
            <source>222 {code}: a period needs at least one move</source>
            <translation>222 {code}: ein Abschnitt braucht mindestens einen Zug</translation>
        </message>
        <message>
            <source>222 {code}: only the last period may be for all the moves</source>
            <translation>222 {code}: nur der letzte Abschnitt darf für alle Züge gelten</translation>
        </message>
        <message>
            <source>222: the time control is empty</source>
            <translation>222: die Bedenkzeit ist leer</translation>
        </message>
        <message>
            <source>222 {code}: write Wd-Bd for different times (W300-B240)</source>
            <translation>222 {code}: für unterschiedliche Zeiten Wd-Bd schreiben (W300-B240)</translation>
        </message>
    </context>
    <context>
        <name>TrfDate</name>
        <message>
            <source>year/month/day</source>
            <translation>Jahr/Monat/Tag</translation>
        </message>
        <message>
            <source>year/day/month</source>
            <translation>Jahr/Tag/Monat</translation>
        </message>
        <message>
            <source>day/month/year</source>
            <translation>Tag/Monat/Jahr</translation>
        </message>
        <message>
            <source>month/day/year</source>
            <translation>Monat/Tag/Jahr</translation>
        </message>
        <message>
            <source>dates read as {order}: {dates}</source>
            <translation>Daten gelesen als {order}: {dates}</translation>
        </message>
        <message>
            <source>{text} is ambiguous: read as {date} ({order}), it could also be {other} ({other_order})</source>
            <translation>{text} ist mehrdeutig: gelesen als {date} ({order}), es könnte auch {other} ({other_order}) sein</translation>
        </message>
        <message>
            <source>{text} read as {date} ({order})</source>
            <translation>{text} gelesen als {date} ({order})</translation>
        </message>
        <message>
            <source>{text} is not a date this program can read</source>
            <translation>{text} ist kein Datum, das dieses Programm lesen kann</translation>
        </message>
    </context>
    <context>
        <name>TrfError</name>
        <message>
            <source>line {line}: {reason}</source>
            <translation>Zeile {line}: {reason}</translation>
        </message>
        <message>
            <source>starting rank {number} is used twice</source>
            <translation>der Setzlistenplatz {number} ist doppelt vergeben</translation>
        </message>
        <message>
            <source>player {player}: round {round} is recorded, there are {rounds} rounds</source>
            <translation>Spieler {player}: Runde {round} ist eingetragen, es gibt {rounds} Runden</translation>
        </message>
        <message>
            <source>player {player}: {reason}</source>
            <translation>Spieler {player}: {reason}</translation>
        </message>
        <message>
            <source>round {round}: opponent {opponent} is not a player of this file</source>
            <translation>Runde {round}: Gegner {opponent} ist kein Spieler dieser Datei</translation>
        </message>
        <message>
            <source>round {round}: {opponent} does not point back (no opponent there)</source>
            <translation>Runde {round}: {opponent} verweist nicht zurück (dort kein Gegner)</translation>
        </message>
        <message>
            <source>round {round}: {opponent} does not point back (opponent {other} there)</source>
            <translation>Runde {round}: {opponent} verweist nicht zurück (dort Gegner {other})</translation>
        </message>
        <message>
            <source>round {round}: players {player} and {opponent} have colours {colour} and {other}</source>
            <translation>Runde {round}: die Spieler {player} und {opponent} haben die Farben {colour} und {other}</translation>
        </message>
        <message>
            <source>round {round}: results {result} (player {player}) and {other} (player {opponent}) do not match</source>
            <translation>Runde {round}: die Ergebnisse {result} (Spieler {player}) und {other} (Spieler {opponent}) passen nicht zusammen</translation>
        </message>
        <message>
            <source>{field} must be a number, found {found}</source>
            <translation>{field} muss eine Zahl sein, gefunden: {found}</translation>
        </message>
        <message>
            <source>{field} must be a number like 11.5, found {found}</source>
            <translation>{field} muss eine Zahl wie 11.5 sein, gefunden: {found}</translation>
        </message>
        <message>
            <source>points {points} cannot be written as a decimal number in a TRF</source>
            <translation>die Punkte {points} lassen sich in einem TRF nicht als Dezimalzahl schreiben</translation>
        </message>
        <message>
            <source>empty pairing file</source>
            <translation>leere Paarungsdatei</translation>
        </message>
        <message>
            <source>the first line must be the number of pairs</source>
            <translation>die erste Zeile muss die Anzahl der Paarungen sein</translation>
        </message>
        <message>
            <source>the first line says {count} pairs, {lines} follow</source>
            <translation>die erste Zeile nennt {count} Paarungen, es folgen {lines}</translation>
        </message>
        <message>
            <source>expected two pairing numbers 'white black'</source>
            <translation>zwei Startnummern erwartet: „Weiß Schwarz“</translation>
        </message>
        <message>
            <source>a player is missing or paired twice</source>
            <translation>ein Spieler fehlt oder ist doppelt gepaart</translation>
        </message>
        <message>
            <source>a second pairing-allocated bye</source>
            <translation>ein zweites zugelostes Freilos</translation>
        </message>
        <message>
            <source>column {column} must be blank (a field is out of place)</source>
            <translation>Spalte {column} muss leer sein (ein Feld ist verschoben)</translation>
        </message>
        <message>
            <source>the starting rank must be 1 to 9999, found {found}</source>
            <translation>der Setzlistenplatz muss 1 bis 9999 sein, gefunden: {found}</translation>
        </message>
        <message>
            <source>sex (column 10) must be m or w, found {found}</source>
            <translation>das Geschlecht (Spalte 10) muss m oder w sein, gefunden: {found}</translation>
        </message>
        <message>
            <source>the FIDE number (columns 58-68) must be digits, found {found}</source>
            <translation>die FIDE-ID (Spalten 58-68) muss aus Ziffern bestehen, gefunden: {found}</translation>
        </message>
        <message>
            <source>the birth date (columns 70-79) must be YYYY/MM/DD, found {found}</source>
            <translation>das Geburtsdatum (Spalten 70-79) muss JJJJ/MM/TT sein, gefunden: {found}</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): the cell is out of place (expected 'NNNN c r')</source>
            <translation>Runde {round} (Spalten {first}-{last}): die Zelle ist verschoben (erwartet: „NNNN c r“)</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): the colour must be w, b or -, found {found}</source>
            <translation>Runde {round} (Spalten {first}-{last}): die Farbe muss w, b oder - sein, gefunden: {found}</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): unknown result code {found}</source>
            <translation>Runde {round} (Spalten {first}-{last}): unbekannter Ergebniscode {found}</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): colour {found} without an opponent</source>
            <translation>Runde {round} (Spalten {first}-{last}): Farbe {found} ohne Gegner</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): result {found} needs an opponent</source>
            <translation>Runde {round} (Spalten {first}-{last}): das Ergebnis {found} braucht einen Gegner</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): the player is paired against himself</source>
            <translation>Runde {round} (Spalten {first}-{last}): der Spieler ist gegen sich selbst gepaart</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): a bye ({found}) cannot have an opponent</source>
            <translation>Runde {round} (Spalten {first}-{last}): ein Freilos ({found}) kann keinen Gegner haben</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): a paired game needs the colour w or b</source>
            <translation>Runde {round} (Spalten {first}-{last}): eine gepaarte Partie braucht die Farbe w oder b</translation>
        </message>
        <message>
            <source>player {player}: {field} {value} holds a line break</source>
            <translation>Spieler {player}: {field} {value} enthält einen Zeilenumbruch</translation>
        </message>
        <message>
            <source>player {player}: {field} {value} is longer than its {width} TRF columns</source>
            <translation>Spieler {player}: {field} {value} ist länger als seine {width} TRF-Spalten</translation>
        </message>
        <message>
            <source>player {player}: points {points} do not fit columns 81-84</source>
            <translation>Spieler {player}: die Punkte {points} passen nicht in die Spalten 81-84</translation>
        </message>
        <message>
            <source>player {player}: number or rating out of the TRF range</source>
            <translation>Spieler {player}: Nummer oder Elo außerhalb des TRF-Bereichs</translation>
        </message>
        <message>
            <source>player {player}: rank {rank} out of the TRF range</source>
            <translation>Spieler {player}: Platz {rank} außerhalb des TRF-Bereichs</translation>
        </message>
        <message>
            <source>column 4 must be blank after the record code</source>
            <translation>Spalte 4 muss nach dem Satzcode leer sein</translation>
        </message>
        <message>
            <source>132: round dates start at column 92</source>
            <translation>132: die Rundendaten beginnen in Spalte 92</translation>
        </message>
        <message>
            <source>132: round {round} date {date} is not a date like YY/MM/DD</source>
            <translation>132: das Datum {date} der Runde {round} ist kein Datum wie JJ/MM/TT</translation>
        </message>
        <message>
            <source>{field}: a round number must be 1 to 999, found {found}</source>
            <translation>{field}: eine Rundennummer muss 1 bis 999 sein, gefunden: {found}</translation>
        </message>
        <message>
            <source>152: the initial colour must be W or B, found {found}</source>
            <translation>152: die Anfangsfarbe muss W oder B sein, gefunden: {found}</translation>
        </message>
        <message>
            <source>{field} must be 1 to 9999, found {found}</source>
            <translation>{field} muss 1 bis 9999 sein, gefunden: {found}</translation>
        </message>
        <message>
            <source>240: the type of bye (column 5) must be F, H or Z, found {found}</source>
            <translation>240: die Art des Freiloses (Spalte 5) muss F, H oder Z sein, gefunden: {found}</translation>
        </message>
        <message>
            <source>240: column 6 must be blank</source>
            <translation>240: Spalte 6 muss leer sein</translation>
        </message>
        <message>
            <source>240 without any player</source>
            <translation>240 ohne Spieler</translation>
        </message>
        <message>
            <source>250 expects [match points] points first-round last-round first-player last-player</source>
            <translation>250 erwartet [Mannschaftspunkte] Punkte erste-Runde letzte-Runde erster-Spieler letzter-Spieler</translation>
        </message>
        <message>
            <source>250: the first round/player must not come after the last one</source>
            <translation>250: die erste Runde bzw. der erste Spieler darf nicht nach der/dem letzten kommen</translation>
        </message>
        <message>
            <source>column 4 must be blank after XXA</source>
            <translation>Spalte 4 muss nach XXA leer sein</translation>
        </message>
        <message>
            <source>XXA needs one player number in columns 5-8</source>
            <translation>XXA braucht eine Spielernummer in den Spalten 5-8</translation>
        </message>
        <message>
            <source>XXA: column {column} must be blank</source>
            <translation>XXA: Spalte {column} muss leer sein</translation>
        </message>
        <message>
            <source>XXA: player {player} already has an XXA line</source>
            <translation>XXA: Spieler {player} hat schon eine XXA-Zeile</translation>
        </message>
        <message>
            <source>260 expects first round, last round and at least two players</source>
            <translation>260 erwartet erste Runde, letzte Runde und mindestens zwei Spieler</translation>
        </message>
        <message>
            <source>260: the first round must not come after the last one</source>
            <translation>260: die erste Runde darf nicht nach der letzten kommen</translation>
        </message>
        <message>
            <source>XXP needs at least two players</source>
            <translation>XXP braucht mindestens zwei Spieler</translation>
        </message>
        <message>
            <source>starting rank {number} is already used on line {line}</source>
            <translation>der Setzlistenplatz {number} ist schon in Zeile {line} vergeben</translation>
        </message>
        <message>
            <source>the file is empty: a TRF needs player (001) records</source>
            <translation>die Datei ist leer: ein TRF braucht Spielersätze (001)</translation>
        </message>
        <message>
            <source>no player (001) record: this is not a tournament report file (TRF)</source>
            <translation>kein Spielersatz (001): dies ist keine Turnierberichtsdatei (TRF)</translation>
        </message>
        <message>
            <source>192: {code} is not a system this program pairs: the FIDE (Dutch) System ({codes}), the other Swiss systems ({others}), each also with _BAKU, and the round robins</source>
            <translation>192: {code} ist kein System, das dieses Programm paart: das FIDE-(Holländische) System ({codes}), die anderen Schweizer Systeme ({others}), jeweils auch mit _BAKU, und die Rundenturniere</translation>
        </message>
        <message>
            <source>192: unknown edition of the Dutch system {code} (known: {codes})</source>
            <translation>192: unbekannte Fassung des Holländischen Systems {code} (bekannt: {codes})</translation>
        </message>
        <message>
            <source>the number of rounds is not given (record 142 or XXR): C.04.1 declares it beforehand, and the pairing of the last round depends on it</source>
            <translation>die Rundenzahl fehlt (Satz 142 oder XXR): C.04.1 legt sie vorab fest, und die Auslosung der letzten Runde hängt davon ab</translation>
        </message>
        <message>
            <source>the number of rounds is not given (record 142 or XXR): {rounds}, the rounds on the player lines, are taken; change it if the event has more</source>
            <translation>die Zahl der Runden ist nicht angegeben (Satz 142 oder XXR): {rounds}, die Runden der Spielerzeilen, werden genommen; ändern Sie sie, wenn das Turnier mehr hat</translation>
        </message>
        <message>
            <source>player {player}: the points column says {points} but the results give {score}</source>
            <translation>Spieler {player}: die Punktespalte sagt {points}, die Ergebnisse ergeben aber {score}</translation>
        </message>
        <message>
            <source>{problem}; its rounds without result read as the byes that give them ({byes})</source>
            <translation>{problem}; seine Runden ohne Ergebnis werden als die Freilose gelesen, die sie ergeben ({byes})</translation>
        </message>
        <message>
            <source>round {round} {cell}</source>
            <translation>Runde {round} {cell}</translation>
        </message>
        <message>
            <source>cells without opponent as programs before TRF16 write them ({cells}): a win is read as the pairing-allocated bye (U), a loss as not paired (Z), a draw as a half-point bye (H)</source>
            <translation>Felder ohne Gegner, wie Programme vor TRF16 sie schreiben ({cells}): ein Gewinn wird als zugelostes Freilos (U) gelesen, ein Verlust als nicht gepaart (Z), ein Remis als Freilos mit halbem Punkt (H)</translation>
        </message>
        <message>
            <source>round {round}: player {other} already has the pairing-allocated bye; a round has one, so this win without opponent is read as a full-point bye (F)</source>
            <translation>Runde {round}: Spieler {other} hat schon das zugeloste Freilos; eine Runde hat eines, daher wird dieser Gewinn ohne Gegner als Freilos mit vollem Punkt (F) gelesen</translation>
        </message>
        <message>
            <source>round {round}: players {first} and {second} both have a win without opponent ('0000 - +'); a round has one pairing-allocated bye</source>
            <translation>Runde {round}: die Spieler {first} und {second} haben beide einen Gewinn ohne Gegner ('0000 - +'); eine Runde hat ein zugelostes Freilos</translation>
        </message>
        <message>
            <source>162 expects codes W, D, L, A, P or X, each followed by points like 1.0</source>
            <translation>162 erwartet die Codes W, D, L, A, P oder X, jeweils gefolgt von Punkten wie 1.0</translation>
        </message>
        <message>
            <source>162: unknown result code {code} (W, D, L, A, P, X)</source>
            <translation>162: unbekannter Ergebniscode {code} (W, D, L, A, P, X)</translation>
        </message>
        <message>
            <source>162 without any code</source>
            <translation>162 ohne Code</translation>
        </message>
        <message>
            <source>XXS without any CODE=VALUE</source>
            <translation>XXS ohne CODE=WERT</translation>
        </message>
        <message>
            <source>XXS expects CODE=VALUE, found {found}</source>
            <translation>XXS erwartet CODE=WERT, gefunden: {found}</translation>
        </message>
        <message>
            <source>XXS: unknown code {code}</source>
            <translation>XXS: unbekannter Code {code}</translation>
        </message>
        <message>
            <source>cannot write an inconsistent tournament: {problem}</source>
            <translation>ein widersprüchliches Turnier kann nicht geschrieben werden: {problem}</translation>
        </message>
        <message>
            <source>{field} must fit on one line (no line break): {value}</source>
            <translation>{field} muss in eine Zeile passen (kein Zeilenumbruch): {value}</translation>
        </message>
        <message>
            <source>round date {date} cannot be written in record 132</source>
            <translation>das Rundendatum {date} lässt sich nicht in Satz 132 schreiben</translation>
        </message>
        <message>
            <source>tie-break code {code} cannot be written in a TRF</source>
            <translation>der Feinwertungscode {code} lässt sich nicht in ein TRF schreiben</translation>
        </message>
    </context>
    <context>
        <name>TrfField</name>
        <message>
            <source>points</source>
            <translation>die Punkte</translation>
        </message>
        <message>
            <source>the starting rank (columns 5-8)</source>
            <translation>der Setzlistenplatz (Spalten 5-8)</translation>
        </message>
        <message>
            <source>the rating (columns 49-52)</source>
            <translation>die Elo (Spalten 49-52)</translation>
        </message>
        <message>
            <source>the points (columns 81-84)</source>
            <translation>die Punkte (Spalten 81-84)</translation>
        </message>
        <message>
            <source>the rank (columns 86-89)</source>
            <translation>der Platz (Spalten 86-89)</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): the opponent</source>
            <translation>Runde {round} (Spalten {first}-{last}): der Gegner</translation>
        </message>
        <message>
            <source>the name</source>
            <translation>der Name</translation>
        </message>
        <message>
            <source>the title</source>
            <translation>der Titel</translation>
        </message>
        <message>
            <source>the federation</source>
            <translation>der Verband</translation>
        </message>
        <message>
            <source>the FIDE number</source>
            <translation>die FIDE-ID</translation>
        </message>
        <message>
            <source>the birth date</source>
            <translation>das Geburtsdatum</translation>
        </message>
        <message>
            <source>{record} (a count)</source>
            <translation>{record} (eine Anzahl)</translation>
        </message>
        <message>
            <source>{field} (number of rounds)</source>
            <translation>{field} (Rundenzahl)</translation>
        </message>
        <message>
            <source>142</source>
            <translation>142</translation>
        </message>
        <message>
            <source>XXR</source>
            <translation>XXR</translation>
        </message>
        <message>
            <source>240 round</source>
            <translation>240 Runde</translation>
        </message>
        <message>
            <source>240 player</source>
            <translation>240 Spieler</translation>
        </message>
        <message>
            <source>250 match points</source>
            <translation>250 Mannschaftspunkte</translation>
        </message>
        <message>
            <source>250 points</source>
            <translation>250 Punkte</translation>
        </message>
        <message>
            <source>250 first round</source>
            <translation>250 erste Runde</translation>
        </message>
        <message>
            <source>250 last round</source>
            <translation>250 letzte Runde</translation>
        </message>
        <message>
            <source>250 player</source>
            <translation>250 Spieler</translation>
        </message>
        <message>
            <source>XXA player</source>
            <translation>XXA Spieler</translation>
        </message>
        <message>
            <source>XXA round {round}</source>
            <translation>XXA Runde {round}</translation>
        </message>
        <message>
            <source>260 first round</source>
            <translation>260 erste Runde</translation>
        </message>
        <message>
            <source>260 last round</source>
            <translation>260 letzte Runde</translation>
        </message>
        <message>
            <source>260 player</source>
            <translation>260 Spieler</translation>
        </message>
        <message>
            <source>XXP player</source>
            <translation>XXP Spieler</translation>
        </message>
        <message>
            <source>XXZ player</source>
            <translation>XXZ Spieler</translation>
        </message>
        <message>
            <source>162 points for {code}</source>
            <translation>162 Punkte für {code}</translation>
        </message>
        <message>
            <source>{code} points</source>
            <translation>{code} Punkte</translation>
        </message>
        <message>
            <source>XXS {code}</source>
            <translation>XXS {code}</translation>
        </message>
        <message>
            <source>the encoded time control</source>
            <translation>die kodierte Bedenkzeit</translation>
        </message>
        <message>
            <source>a kept record</source>
            <translation>ein aufbewahrter Satz</translation>
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
            <source>the start date</source>
            <translation>das Startdatum</translation>
        </message>
        <message>
            <source>the end date</source>
            <translation>das Enddatum</translation>
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
    </context>
    <context>
        <name>TrfPlaceholder</name>
        <message>
            <source>player {number} {name!r} stands for the bye (no FIDE number): taken out of the list; the games against it became byes (round: player code): {byes}</source>
            <translation>Spieler {number} {name!r} steht für das Freilos (keine FIDE-Nummer): aus der Liste genommen; die Partien gegen ihn wurden zu Freilosen (Runde: Spieler Code): {byes}</translation>
        </message>
        <message>
            <source>players renumbered (old -&gt; new): {moved}</source>
            <translation>Spieler neu nummeriert (alt -&gt; neu): {moved}</translation>
        </message>
    </context>
</TS>
