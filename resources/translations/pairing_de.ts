<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
    <context>
        <name>BursteinChecker</name>
        <message>
            <source>player {player} is not to be paired in this round</source>
            <translation>Spieler {player} ist in dieser Runde nicht auszulosen</translation>
        </message>
        <message>
            <source>player {player} is paired twice</source>
            <translation>Spieler {player} ist zweimal ausgelost</translation>
        </message>
        <message>
            <source>{white}-{black}: the two have met before or may not meet (C.04.1 art. 2)</source>
            <translation>{white}-{black}: die beiden haben schon gegeneinander gespielt oder dürfen nicht gegeneinander spielen (C.04.1 Art. 2)</translation>
        </message>
        <message>
            <source>{white}-{black}: both have an absolute preference for the same colour (C.04.1 art. 6-7)</source>
            <translation>{white}-{black}: beide haben eine absolute Farbpräferenz für dieselbe Farbe (C.04.1 Art. 6-7)</translation>
        </message>
        <message>
            <source>player {player} receives the pairing-allocated bye again or after a forfeit win (C.04.1 d)</source>
            <translation>Spieler {player} erhält das zugeloste Freilos erneut oder nach einem kampflosen Sieg (C.04.1 d)</translation>
        </message>
        <message>
            <source>players left unpaired: {players}</source>
            <translation>nicht ausgeloste Spieler: {players}</translation>
        </message>
        <message>
            <source>legal, but not the pairing of C.04.4.2: the order of the index, the floaters or the colours differ</source>
            <translation>regelgerecht, aber nicht die Paarung nach C.04.4.2: die Reihenfolge des Index, die Floater oder die Farben weichen ab</translation>
        </message>
    </context>
    <context>
        <name>PairingChecker</name>
        <message>
            <source>round {round}: no legal pairing exists ({reason}); recorded {recorded}</source>
            <translation>Runde {round}: es gibt keine regelgerechte Paarung ({reason}); eingetragen {recorded}</translation>
        </message>
        <message>
            <source>round {round}:</source>
            <translation>Runde {round}:</translation>
        </message>
        <message>
            <source>expected {games}</source>
            <translation>erwartet {games}</translation>
        </message>
        <message>
            <source>recorded {games}</source>
            <translation>eingetragen {games}</translation>
        </message>
        <message>
            <source>bye expected {expected}, recorded {recorded}</source>
            <translation>Freilos erwartet {expected}, eingetragen {recorded}</translation>
        </message>
        <message>
            <source>{games}, bye {player}</source>
            <translation>{games}, Freilos {player}</translation>
        </message>
        <message>
            <source>{player} and {other} have already met (B.1.a)</source>
            <translation>{player} und {other} haben bereits gegeneinander gespielt (B.1.a)</translation>
        </message>
        <message>
            <source>{player} and {other} have the same absolute colour preference (B.2)</source>
            <translation>{player} und {other} haben dieselbe absolute Farbpräferenz (B.2)</translation>
        </message>
        <message>
            <source>{player} already had a point or half point without playing: no bye (B.1.b)</source>
            <translation>{player} hatte bereits einen Punkt oder halben Punkt ohne Spiel: kein Freilos (B.1.b)</translation>
        </message>
        <message>
            <source>bracket {score}: the recorded pairing is worse on {criterion}</source>
            <translation>Gruppe {score}: die eingetragene Paarung ist schlechter bei {criterion}</translation>
        </message>
        <message>
            <source>bracket {score}: the recorded pairing is better on {criterion} but does not let the lower brackets be paired as C.12/C.13 require</source>
            <translation>Gruppe {score}: die eingetragene Paarung ist besser bei {criterion}, lässt aber die tieferen Gruppen nicht so paaren, wie C.12/C.13 es verlangen</translation>
        </message>
        <message>
            <source>bracket {score}: as good on every criterion; the engine's pairing comes first in the order of D.1-D.3</source>
            <translation>Gruppe {score}: bei jedem Kriterium gleich gut; die Paarung des Programms kommt in der Reihenfolge von D.1-D.3 zuerst</translation>
        </message>
        <message>
            <source>board {white}-{black}: {rule} gives White to {player}</source>
            <translation>Brett {white}-{black}: {rule} gibt {player} Weiß</translation>
        </message>
    </context>
    <context>
        <name>PairingExplanation</name>
        <message>
            <source>Round {round} ({edition})</source>
            <translation>Runde {round} ({edition})</translation>
        </message>
        <message>
            <source>re-paired: its downfloaters and the lower players complete the round (C.4)</source>
            <translation>neu gepaart: seine Abwärts-Floater und die tieferen Spieler vervollständigen die Runde (C.4)</translation>
        </message>
        <message>
            <source>downfloaters: {players}</source>
            <translation>Abwärts-Floater: {players}</translation>
        </message>
        <message>
            <source>not met: {criterion}</source>
            <translation>nicht erfüllt: {criterion}</translation>
        </message>
        <message>
            <source>pairing-allocated bye: {player} ([C5] the lowest score possible, [C9] the fewest unplayed games)</source>
            <translation>zugelostes Freilos: {player} ([C5] die niedrigste mögliche Punktzahl, [C9] die wenigsten nicht gespielten Partien)</translation>
        </message>
        <message>
            <source>pairing-allocated bye: {player} (left out by the last bracket, A.9; allowed by C.2)</source>
            <translation>zugelostes Freilos: {player} (von der letzten Gruppe übrig gelassen, A.9; nach C.2 erlaubt)</translation>
        </message>
        <message>
            <source>pairing-allocated bye: {player}</source>
            <translation>zugelostes Freilos: {player}</translation>
        </message>
        <message>
            <source>bracket {score}, the Penultimate Pairing Bracket (A.9): residents {residents}, moved down {movers}</source>
            <translation>Gruppe {score}, die vorletzte Paarungsgruppe (PPB, A.9): Gruppenmitglieder {residents}, heruntergefloatet {movers}</translation>
        </message>
        <message>
            <source>bracket {score}, the Penultimate Pairing Bracket (A.9): residents {residents}</source>
            <translation>Gruppe {score}, die vorletzte Paarungsgruppe (PPB, A.9): Gruppenmitglieder {residents}</translation>
        </message>
        <message>
            <source>the Collapsed Last Bracket (A.9), scores {score} and below: residents {residents}, moved down {movers}</source>
            <translation>die zusammengelegte letzte Gruppe (CLB, A.9), Punktzahlen {score} und darunter: Gruppenmitglieder {residents}, heruntergefloatet {movers}</translation>
        </message>
        <message>
            <source>the Collapsed Last Bracket (A.9), scores {score} and below: residents {residents}</source>
            <translation>die zusammengelegte letzte Gruppe (CLB, A.9), Punktzahlen {score} und darunter: Gruppenmitglieder {residents}</translation>
        </message>
        <message>
            <source>bracket {score}: residents {residents}, moved down {movers}</source>
            <translation>Gruppe {score}: Gruppenmitglieder {residents}, heruntergefloatet {movers}</translation>
        </message>
        <message>
            <source>bracket {score}: residents {residents}</source>
            <translation>Gruppe {score}: Gruppenmitglieder {residents}</translation>
        </message>
        <message>
            <source>FIDE Dutch system, 2025 text: criteria [C1]-[C21]</source>
            <translation>Holländisches System der FIDE, Text von 2025: Kriterien [C1]-[C21]</translation>
        </message>
        <message>
            <source>FIDE Dutch system, 2017 text: criteria C.1-C.19</source>
            <translation>Holländisches System der FIDE, Text von 2017: Kriterien C.1-C.19</translation>
        </message>
        <message>
            <source>FIDE Dutch system, Istanbul 2012 text</source>
            <translation>Holländisches System der FIDE, Text von Istanbul 2012</translation>
        </message>
        <message>
            <source>{criterion} {player} does not get their absolute colour preference</source>
            <translation>{criterion} {player} erhält seine absolute Farbpräferenz nicht</translation>
        </message>
        <message>
            <source>{criterion} {player} does not get their strong colour preference</source>
            <translation>{criterion} {player} erhält seine starke Farbpräferenz nicht</translation>
        </message>
        <message>
            <source>{criterion} {player} does not get their mild colour preference</source>
            <translation>{criterion} {player} erhält seine schwache Farbpräferenz nicht</translation>
        </message>
        <message>
            <source>{criterion} {player} floats up again (upfloat the previous round)</source>
            <translation>{criterion} {player} floatet wieder nach oben (Aufwärts-Floater in der vorigen Runde)</translation>
        </message>
        <message>
            <source>{criterion} {player} floats down again (downfloat the previous round)</source>
            <translation>{criterion} {player} floatet wieder nach unten (Abwärts-Floater in der vorigen Runde)</translation>
        </message>
        <message>
            <source>bracket {score} ({kind}): residents {residents}</source>
            <translation>Gruppe {score} ({kind}): Gruppenmitglieder {residents}</translation>
        </message>
        <message>
            <source>bracket {score} ({kind}): residents {residents}, moved down {movers}</source>
            <translation>Gruppe {score} ({kind}): Gruppenmitglieder {residents}, heruntergefloatet {movers}</translation>
        </message>
        <message>
            <source>relaxed: {requirement}</source>
            <translation>gelockert: {requirement}</translation>
        </message>
        <message>
            <source>moved down: {players}</source>
            <translation>heruntergefloatet: {players}</translation>
        </message>
        <message>
            <source>homogeneous</source>
            <translation>homogen</translation>
        </message>
        <message>
            <source>heterogeneous</source>
            <translation>heterogen</translation>
        </message>
        <message>
            <source>homogeneous, joined by C.13</source>
            <translation>homogen, nach C.13 zusammengelegt</translation>
        </message>
        <message>
            <source>heterogeneous, joined by C.13</source>
            <translation>heterogen, nach C.13 zusammengelegt</translation>
        </message>
        <message>
            <source>homogeneous, lowest</source>
            <translation>homogen, unterste</translation>
        </message>
        <message>
            <source>heterogeneous, lowest</source>
            <translation>heterogen, unterste</translation>
        </message>
        <message>
            <source>homogeneous, joined by C.13, lowest</source>
            <translation>homogen, nach C.13 zusammengelegt, unterste</translation>
        </message>
        <message>
            <source>heterogeneous, joined by C.13, lowest</source>
            <translation>heterogen, nach C.13 zusammengelegt, unterste</translation>
        </message>
        <message>
            <source>M1, the moved-down players paired (C.14.b)</source>
            <translation>M1, die gepaarten heruntergefloateten Spieler (C.14.b)</translation>
        </message>
        <message>
            <source>P, the pairs made (C.14.a)</source>
            <translation>P, die gebildeten Paare (C.14.a)</translation>
        </message>
        <message>
            <source>the scores of the floaters (A.7.d, B.3)</source>
            <translation>die Punktzahlen der Floater (A.7.d, B.3)</translation>
        </message>
        <message>
            <source>the B3-factor of the lowest bracket (D.4)</source>
            <translation>der B3-Faktor der untersten Gruppe (D.4)</translation>
        </message>
        <message>
            <source>B.2 ignored for top scorers (C.10.g)</source>
            <translation>B.2 für Spitzenspieler außer Acht gelassen (C.10.g)</translation>
        </message>
        <message>
            <source>A.7.d dropped (C.10.f)</source>
            <translation>A.7.d aufgegeben (C.10.f)</translation>
        </message>
        <message>
            <source>X, pairs not fulfilling the colour preferences (B.4, C.10.e)</source>
            <translation>X, Paare, die die Farbpräferenzen nicht erfüllen (B.4, C.10.e)</translation>
        </message>
        <message>
            <source>Z, pairs not fulfilling the strong colour preferences (A.7.e, C.10.e)</source>
            <translation>Z, Paare, die die starken Farbpräferenzen nicht erfüllen (A.7.e, C.10.e)</translation>
        </message>
        <message>
            <source>B.5 for downfloaters (C.10.d)</source>
            <translation>B.5 für Abwärts-Floater (C.10.d)</translation>
        </message>
        <message>
            <source>B.6 for downfloaters (C.10.c)</source>
            <translation>B.6 für Abwärts-Floater (C.10.c)</translation>
        </message>
        <message>
            <source>B.5 for upfloaters (C.10.b)</source>
            <translation>B.5 für Aufwärts-Floater (C.10.b)</translation>
        </message>
        <message>
            <source>B.6 for upfloaters (C.10.a)</source>
            <translation>B.6 für Aufwärts-Floater (C.10.a)</translation>
        </message>
        <message numerus="yes">
            <source>B.2 for top scorers (%n pair(s) with the same absolute preference)</source>
            <translation>
                <numerusform>B.2 für Spitzenspieler (%n Paar mit derselben absoluten Präferenz)</numerusform>
                <numerusform>B.2 für Spitzenspieler (%n Paare mit derselben absoluten Präferenz)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A.7.d (%n pair(s) with the same strong preference)</source>
            <translation>
                <numerusform>A.7.d (%n Paar mit derselben starken Präferenz)</numerusform>
                <numerusform>A.7.d (%n Paare mit derselben starken Präferenz)</numerusform>
            </translation>
        </message>
        <message>
            <source>X raised from X1 = {target} to {count}</source>
            <translation>X von X1 = {target} auf {count} erhöht</translation>
        </message>
        <message>
            <source>Z raised from Z1 = {target} to {count}</source>
            <translation>Z von Z1 = {target} auf {count} erhöht</translation>
        </message>
        <message>
            <source>B.5 for downfloaters: {players} float down again</source>
            <translation>B.5 für Abwärts-Floater: {players} floaten wieder nach unten</translation>
        </message>
        <message>
            <source>B.6 for downfloaters: {players} floated down two rounds before</source>
            <translation>B.6 für Abwärts-Floater: {players} floateten zwei Runden zuvor nach unten</translation>
        </message>
        <message>
            <source>B.5 for upfloaters: {players} float up again</source>
            <translation>B.5 für Aufwärts-Floater: {players} floaten wieder nach oben</translation>
        </message>
        <message>
            <source>B.6 for upfloaters: {players} floated up two rounds before</source>
            <translation>B.6 für Aufwärts-Floater: {players} floateten zwei Runden zuvor nach oben</translation>
        </message>
        <message>
            <source>exchange (D.2): {out} to S2, {into} to S1, difference {difference}</source>
            <translation>Austausch (D.2): {out} nach S2, {into} nach S1, Differenz {difference}</translation>
        </message>
        <message>
            <source>S1 {s1} against {s2} (transposition of S2, D.1)</source>
            <translation>S1 {s1} gegen {s2} (Transposition von S2, D.1)</translation>
        </message>
        <message>
            <source>Round {round} (C.04.3.1, Istanbul 2012: FIDE_DUTCH_2013)</source>
            <translation>Runde {round} (C.04.3.1, Istanbul 2012: FIDE_DUTCH_2013)</translation>
        </message>
        <message>
            <source>B.1.b could not be kept: every player had a point or half point without playing, the bye goes to one with the fewest of them</source>
            <translation>B.1.b konnte nicht eingehalten werden: jeder Spieler hatte einen Punkt oder halben Punkt ohne Spiel, das Freilos geht an einen der Spieler mit den wenigsten davon</translation>
        </message>
        <message>
            <source>bye: {player}</source>
            <translation>Freilos: {player}</translation>
        </message>
        <message>
            <source>C.13: M1 reduced to zero, the bracket paired as homogeneous</source>
            <translation>C.13: M1 auf null verringert, die Gruppe als homogen gepaart</translation>
        </message>
        <message>
            <source>C.13: paired again so that the lowest bracket can be paired</source>
            <translation>C.13: neu gepaart, damit die unterste Gruppe gepaart werden kann</translation>
        </message>
        <message>
            <source>C.13: paired again so that the lowest bracket can be paired (P decreased from {before} to {after})</source>
            <translation>C.13: neu gepaart, damit die unterste Gruppe gepaart werden kann (P von {before} auf {after} verringert)</translation>
        </message>
        <message>
            <source>C.13: joined with the bracket above (score {score})</source>
            <translation>C.13: mit der Gruppe darüber zusammengelegt (Punktzahl {score})</translation>
        </message>
        <message>
            <source>C.12: paired again so that the next bracket can pair its moved-down players ({moved} move down instead of {instead})</source>
            <translation>C.12: neu gepaart, damit die nächste Gruppe ihre heruntergefloateten Spieler paaren kann ({moved} floaten statt {instead} herunter)</translation>
        </message>
        <message>
            <source>C.12: paired again so that the next bracket can make more pairs ({moved} move down instead of {instead})</source>
            <translation>C.12: neu gepaart, damit die nächste Gruppe mehr Paarungen bilden kann ({moved} floaten statt {instead} herunter)</translation>
        </message>
        <message>
            <source>B3-factor {factor}</source>
            <translation>B3-Faktor {factor}</translation>
        </message>
        <message>
            <source>moved-down players first (D.3, D.1.2): {pairs}</source>
            <translation>heruntergefloatete Spieler zuerst (D.3, D.1.2): {pairs}</translation>
        </message>
        <message>
            <source>C.1: {player} has no possible opponent here and is moved down</source>
            <translation>C.1: {player} hat hier keinen möglichen Gegner und wird heruntergefloatet</translation>
        </message>
    </context>
    <context>
        <name>PairingRefusal</name>
        <message>
            <source>Baku acceleration (C.04.5.1) needs the standard scoring: 1 for a win, 1/2 for a draw, 0 for a loss</source>
            <translation>die Baku-Beschleunigung (C.04.5.1) verlangt die Standardwertung: 1 für einen Sieg, 1/2 für ein Remis, 0 für eine Niederlage</translation>
        </message>
        <message>
            <source>Baku acceleration (C.04.7 art. 1.1) needs a win worth two draws and a loss worth 0; this tournament scores win {win}, draw {draw}, loss {loss}</source>
            <translation>die Baku-Beschleunigung (C.04.7 Art. 1.1) verlangt, dass ein Sieg zwei Remis und eine Niederlage 0 wert ist; dieses Turnier wertet Sieg {win}, Remis {draw}, Niederlage {loss}</translation>
        </message>
        <message>
            <source>late entries {numbers} are not players of the tournament</source>
            <translation>die Nachmeldungen {numbers} sind keine Spieler des Turniers</translation>
        </message>
        <message>
            <source>Baku acceleration needs the number of rounds declared beforehand (C.04.1 art. 1)</source>
            <translation>die Baku-Beschleunigung verlangt, dass die Rundenzahl vorher festgelegt ist (C.04.1 Art. 1)</translation>
        </message>
        <message numerus="yes">
            <source>round {round} is beyond the %n round of the tournament (142/XXR)</source>
            <translation>
                <numerusform>Runde {round} liegt über der Rundenzahl des Turniers (%n) (142/XXR)</numerusform>
                <numerusform>Runde {round} liegt über der Rundenzahl des Turniers (%n) (142/XXR)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>round {round} is beyond the %n rounds of the tournament (142/XXR)</source>
            <translation>
                <numerusform>Runde {round} liegt über der Rundenzahl des Turniers (%n) (142/XXR)</numerusform>
                <numerusform>Runde {round} liegt über der Rundenzahl des Turniers (%n) (142/XXR)</numerusform>
            </translation>
        </message>
        <message>
            <source>this is a round robin (record 192 {code}): its rounds are the Berger tables of C.05 Annex 1, not the Dutch system; pair it with the round-robin pairer (python -m engine --berger, or arbiter pair)</source>
            <translation>dies ist ein Rundenturnier (Datensatz 192 {code}): seine Runden sind die Berger-Tabellen von C.05 Anhang 1, nicht das Holländische System; losen Sie es mit der Rundenturnier-Auslosung aus (python -m engine --berger oder arbiter pair)</translation>
        </message>
        <message>
            <source>no pairing satisfies the absolute criteria C1-C3 (C.04.3 art. 1.9.3: the arbiter decides)</source>
            <translation>keine Paarung erfüllt die absoluten Kriterien C1-C3 (C.04.3 Art. 1.9.3: der Schiedsrichter entscheidet)</translation>
        </message>
        <message>
            <source>no complete pairing found (C.04.3 art. 1.9.3: the arbiter decides)</source>
            <translation>keine vollständige Paarung gefunden (C.04.3 Art. 1.9.3: der Schiedsrichter entscheidet)</translation>
        </message>
        <message>
            <source>no pairing satisfies the absolute criteria C.1-C.3 (C.04.3 (2017) A.9: the arbiter decides)</source>
            <translation>keine Paarung erfüllt die absoluten Kriterien C.1-C.3 (C.04.3 (2017) A.9: der Schiedsrichter entscheidet)</translation>
        </message>
        <message>
            <source>no complete pairing found (C.04.3 (2017) A.9: the arbiter decides)</source>
            <translation>keine vollständige Paarung gefunden (C.04.3 (2017) A.9: der Schiedsrichter entscheidet)</translation>
        </message>
        <message>
            <source>no pairing satisfies the absolute criteria B.1 and B.2 (C.04.3.1 (2012) C.13)</source>
            <translation>keine Paarung erfüllt die absoluten Kriterien B.1 und B.2 (C.04.3.1 (2012) C.13)</translation>
        </message>
        <message>
            <source>nobody is to be paired: every player has a bye or is absent in this round, and the procedure of C.04.3.1 (2012) C starts from a score bracket</source>
            <translation>niemand ist zu paaren: jeder Spieler hat in dieser Runde ein Freilos oder fehlt, und das Verfahren von C.04.3.1 (2012) C beginnt bei einer Punktgruppe</translation>
        </message>
        <message>
            <source>no player may receive the pairing-allocated bye</source>
            <translation>kein Spieler darf das zugeloste Freilos erhalten</translation>
        </message>
        <message>
            <source>the players cannot all be paired without breaking the absolute criteria of C.04.1 (no second game, no two absolute preferences for one colour)</source>
            <translation>die Spieler können nicht alle ausgelost werden, ohne die absoluten Kriterien von C.04.1 zu verletzen (keine zweite Partie, keine zwei absoluten Präferenzen für dieselbe Farbe)</translation>
        </message>
        <message>
            <source>no opponent is left for player {player}</source>
            <translation>für Spieler {player} bleibt kein Gegner</translation>
        </message>
        <message>
            <source>the Dutch System</source>
            <translation>das Holländische System</translation>
        </message>
        <message>
            <source>the Burstein System</source>
            <translation>das Burstein-System</translation>
        </message>
        <message>
            <source>the Dubov System</source>
            <translation>das Dubov-System</translation>
        </message>
        <message>
            <source>the Lim System</source>
            <translation>das Lim-System</translation>
        </message>
        <message>
            <source>this build of Arbiter Desk has no engine for {system} yet; it cannot pair it</source>
            <translation>diese Ausgabe von Arbiter Desk kann {system} noch nicht auslosen: ihr fehlt das Programm dafür</translation>
        </message>
        <message>
            <source>{system} names no acceleration: its players are paired by the points they scored, so the Baku Acceleration (C.04.7) does not apply</source>
            <translation>{system} kennt keine Beschleunigung: Die Spieler werden nach ihren erzielten Punkten gepaart, daher gilt die Baku-Beschleunigung (C.04.7) nicht</translation>
        </message>
        <message>
            <source>this tournament is paired by {system} (record 192 {code}), not by {pairer}; pair it with python -m engine {flag}</source>
            <translation>dieses Turnier wird nach {system} ausgelost (Datensatz 192 {code}), nicht nach {pairer}; losen Sie es mit python -m engine {flag} aus</translation>
        </message>
        <message>
            <source>this tournament is paired by {system} (record 192 {code}), which this build of Arbiter Desk cannot pair yet</source>
            <translation>für dieses Turnier gilt {system} (Datensatz 192 {code}), das diese Ausgabe von Arbiter Desk noch nicht auslosen kann</translation>
        </message>
        <message>
            <source>the Double-Swiss System</source>
            <translation>das Doppel-Schweizer System</translation>
        </message>
    </context>
    <context>
        <name>PairingRoundRobin</name>
        <message>
            <source>a round robin needs {low} to {high} players (C.05 Annex 1 Berger tables), not {players}</source>
            <translation>ein Rundenturnier braucht {low} bis {high} Spieler (Berger-Tabellen von C.05 Anhang 1), nicht {players}</translation>
        </message>
        <message>
            <source>there is nobody to draw lots for</source>
            <translation>es gibt niemanden, für den gelost werden kann</translation>
        </message>
        <message>
            <source>the seed of a draw is a number 0 or more, not {seed}</source>
            <translation>der Startwert einer Auslosung ist eine Zahl ab 0, nicht {seed}</translation>
        </message>
        <message>
            <source>{name} is not a round robin (its record 192 is {code}); pair it with the Dutch system</source>
            <translation>{name} ist kein Rundenturnier (sein Datensatz 192 ist {code}); losen Sie es nach dem Holländischen System aus</translation>
        </message>
        <message>
            <source>this tournament is not a round robin (its record 192 is {code}); pair it with the Dutch system</source>
            <translation>dieses Turnier ist kein Rundenturnier (sein Datensatz 192 ist {code}); losen Sie es nach dem Holländischen System aus</translation>
        </message>
        <message>
            <source>the players of a round robin must have the pairing numbers 1 to n of the Berger table; missing {numbers}</source>
            <translation>die Spieler eines Rundenturniers müssen die Startnummern 1 bis n der Berger-Tabelle haben; es fehlen {numbers}</translation>
        </message>
        <message>
            <source>the players of a round robin must have the pairing numbers 1 to n of the Berger table; a number is used twice</source>
            <translation>die Spieler eines Rundenturniers müssen die Startnummern 1 bis n der Berger-Tabelle haben; eine Nummer ist doppelt vergeben</translation>
        </message>
        <message>
            <source>all {rounds} rounds of this {kind} of {players} players are paired</source>
            <translation>alle {rounds} Runden dieses {kind} mit {players} Spielern sind ausgelost</translation>
        </message>
        <message>
            <source>round {table_round} of the Berger table for {size} (C.05 Annex 1), cycle {cycle}: colours reversed (even cycle)</source>
            <translation>Runde {table_round} der Berger-Tabelle für {size} (C.05 Anhang 1), Durchgang {cycle}: Farben vertauscht (gerader Durchgang)</translation>
        </message>
        <message>
            <source>round {table_round} of the Berger table for {size} (C.05 Annex 1), cycle {cycle}: colours as in the table</source>
            <translation>Runde {table_round} der Berger-Tabelle für {size} (C.05 Anhang 1), Durchgang {cycle}: Farben wie in der Tabelle</translation>
        </message>
        <message>
            <source>Round {round} of a {kind} of {players} players ({rounds} rounds)</source>
            <translation>Runde {round} eines {kind} mit {players} Spielern ({rounds} Runden)</translation>
        </message>
        <message>
            <source>board {board}: {white} - {black}</source>
            <translation>Brett {board}: {white} - {black}</translation>
        </message>
        <message>
            <source>{player} meets the dummy {dummy}: no game this round</source>
            <translation>{player} trifft auf den Platzhalter {dummy}: in dieser Runde spielfrei</translation>
        </message>
        <message>
            <source>round {round}:</source>
            <translation>Runde {round}:</translation>
        </message>
        <message>
            <source>the Berger table pairs {games}</source>
            <translation>die Berger-Tabelle paart {games}</translation>
        </message>
        <message>
            <source>recorded {games}</source>
            <translation>eingetragen {games}</translation>
        </message>
        <message>
            <source>single round robin</source>
            <translation>einfachen Rundenturniers</translation>
        </message>
        <message>
            <source>double round robin, last two rounds of the first cycle reversed</source>
            <translation>doppelrundigen Turniers, letzte zwei Runden des ersten Durchgangs vertauscht</translation>
        </message>
        <message>
            <source>double round robin</source>
            <translation>doppelrundigen Turniers</translation>
        </message>
        <message>
            <source>round robin in {cycles} cycles</source>
            <translation>Rundenturniers mit {cycles} Durchgängen</translation>
        </message>
        <message>
            <source>a {kind} of {players} players has rounds 1 to {rounds}, not {round}</source>
            <translation>die Runden eines {kind} mit {players} Spielern sind 1 bis {rounds}, nicht {round}</translation>
        </message>
        <message>
            <source>{player} withdrew having played {played} of {scheduled} games (at least half): their results count in the standings and their remaining games are forfeits (FIDE Tournament Rules {article}, C.05)</source>
            <translation>{player} hat sich nach {played} von {scheduled} Partien zurückgezogen (mindestens die Hälfte): die Ergebnisse zählen in der Rangliste, die restlichen Partien gelten als kampflos (FIDE-Turnierregeln {article}, C.05)</translation>
        </message>
        <message>
            <source>{player} withdrew having played {played} of {scheduled} games (less than half): their results stay in the crosstable but the points scored by them or against them do not count in the standings, where they are not ranked (FIDE Tournament Rules {article}, C.05)</source>
            <translation>{player} hat sich nach {played} von {scheduled} Partien zurückgezogen (weniger als die Hälfte): die Ergebnisse bleiben in der Kreuztabelle, aber die von ihm oder gegen ihn erzielten Punkte zählen nicht in der Rangliste, in der er nicht platziert wird (FIDE-Turnierregeln {article}, C.05)</translation>
        </message>
    </context>
    <context>
        <name>PairingWarning</name>
        <message>
            <source>{names} already met in round {round}</source>
            <translation>{names} haben bereits in Runde {round} gegeneinander gespielt</translation>
        </message>
        <message>
            <source>{names} may not be paired (prohibited pair)</source>
            <translation>{names} dürfen nicht gepaart werden (verbotene Paarung)</translation>
        </message>
        <message>
            <source>{names} both have an absolute preference for white (board {board})</source>
            <translation>{names} haben beide eine absolute Präferenz für Weiß (Brett {board})</translation>
        </message>
        <message>
            <source>{names} both have an absolute preference for black (board {board})</source>
            <translation>{names} haben beide eine absolute Präferenz für Schwarz (Brett {board})</translation>
        </message>
        <message>
            <source>{player} and {other}</source>
            <translation>{player} und {other}</translation>
        </message>
        <message>
            <source>{player} would get a colour difference of {difference} with white (board {board})</source>
            <translation>{player} hätte mit Weiß eine Farbdifferenz von {difference} (Brett {board})</translation>
        </message>
        <message>
            <source>{player} would get a colour difference of {difference} with black (board {board})</source>
            <translation>{player} hätte mit Schwarz eine Farbdifferenz von {difference} (Brett {board})</translation>
        </message>
        <message>
            <source>{player} would get white three times in a row (board {board})</source>
            <translation>{player} hätte dreimal hintereinander Weiß (Brett {board})</translation>
        </message>
        <message>
            <source>{player} would get black three times in a row (board {board})</source>
            <translation>{player} hätte dreimal hintereinander Schwarz (Brett {board})</translation>
        </message>
        <message>
            <source>{player} may not receive the pairing-allocated bye: already had the pairing-allocated bye or a forfeit win in round {round}</source>
            <translation>{player} darf das zugeloste Freilos nicht erhalten: hatte bereits in Runde {round} das zugeloste Freilos oder einen kampflosen Sieg</translation>
        </message>
        <message>
            <source>{player} may not receive the pairing-allocated bye: already scored a win without playing in round {round}</source>
            <translation>{player} darf das zugeloste Freilos nicht erhalten: erzielte bereits in Runde {round} einen Sieg ohne Spiel</translation>
        </message>
        <message>
            <source>players with a colour difference beyond +-2</source>
            <translation>Spieler mit einer Farbdifferenz über +-2</translation>
        </message>
        <message>
            <source>players with the same colour three times in a row</source>
            <translation>Spieler mit dreimal hintereinander derselben Farbe</translation>
        </message>
        <message>
            <source>players without their colour preference</source>
            <translation>Spieler ohne ihre Farbpräferenz</translation>
        </message>
        <message>
            <source>players without their strong colour preference</source>
            <translation>Spieler ohne ihre starke Farbpräferenz</translation>
        </message>
        <message>
            <source>players floating down again (as in the previous round)</source>
            <translation>Spieler, die wieder nach unten floaten (wie in der vorigen Runde)</translation>
        </message>
        <message>
            <source>players floating up again (as in the previous round)</source>
            <translation>Spieler, die wieder nach oben floaten (wie in der vorigen Runde)</translation>
        </message>
        <message>
            <source>players floating down as two rounds before</source>
            <translation>Spieler, die wie zwei Runden zuvor nach unten floaten</translation>
        </message>
        <message>
            <source>players floating up as two rounds before</source>
            <translation>Spieler, die wie zwei Runden zuvor nach oben floaten</translation>
        </message>
        <message>
            <source>{what}: {count} ({players}); {theirs} in the engine's pairing</source>
            <translation>{what}: {count} ({players}); {theirs} in der Paarung des Programms</translation>
        </message>
        <message>
            <source>{what}: {count} ({players}); {theirs} in none (the engine finds no legal pairing)</source>
            <translation>{what}: {count} ({players}); {theirs} in keiner (das Programm findet keine regelgerechte Paarung)</translation>
        </message>
        <message>
            <source>{player} gets the pairing-allocated bye with {points}; it can go to a player with {lowest}</source>
            <translation>{player} erhält das zugeloste Freilos mit {points}; es kann an einen Spieler mit {lowest} gehen</translation>
        </message>
        <message>
            <source>board {board}: by {rule} {player} should have white against {opponent}</source>
            <translation>Brett {board}: nach {rule} sollte {player} Weiß gegen {opponent} haben</translation>
        </message>
        <message>
            <source>{names} both have an absolute colour preference for white (board {board})</source>
            <translation>{names} haben beide eine absolute Farbpräferenz für Weiß (Brett {board})</translation>
        </message>
        <message>
            <source>{names} both have an absolute colour preference for black (board {board})</source>
            <translation>{names} haben beide eine absolute Farbpräferenz für Schwarz (Brett {board})</translation>
        </message>
        <message>
            <source>the bye in round {round}</source>
            <translation>das Freilos in Runde {round}</translation>
        </message>
        <message>
            <source>a full-point bye in round {round}</source>
            <translation>ein Freilos mit vollem Punkt in Runde {round}</translation>
        </message>
        <message>
            <source>a half-point bye in round {round}</source>
            <translation>ein Freilos mit halbem Punkt in Runde {round}</translation>
        </message>
        <message>
            <source>a forfeit win in round {round}</source>
            <translation>ein kampfloser Sieg in Runde {round}</translation>
        </message>
        <message>
            <source>a point without playing in round {round}</source>
            <translation>ein Punkt ohne Spiel in Runde {round}</translation>
        </message>
        <message>
            <source>{player} may not receive the bye: a point or half point without playing ({rounds}); every player had one in this round, and the bye goes to one with the fewest of them</source>
            <translation>{player} darf das Freilos nicht erhalten: ein Punkt oder halber Punkt ohne Spiel ({rounds}); in dieser Runde hatte jeder Spieler einen, und das Freilos geht an einen der Spieler mit den wenigsten davon</translation>
        </message>
        <message>
            <source>{player} may not receive the bye: a point or half point without playing ({rounds})</source>
            <translation>{player} darf das Freilos nicht erhalten: ein Punkt oder halber Punkt ohne Spiel ({rounds})</translation>
        </message>
        <message>
            <source>pairs of top scorers with the same absolute colour preference</source>
            <translation>Paare von Spitzenspielern mit derselben absoluten Farbpräferenz</translation>
        </message>
        <message>
            <source>pairs with the same strong colour preference (A.7.d treats it as absolute in odd rounds)</source>
            <translation>Paare mit derselben starken Farbpräferenz (A.7.d behandelt sie in ungeraden Runden als absolut)</translation>
        </message>
        <message>
            <source>pairs not fulfilling both colour preferences</source>
            <translation>Paare, die nicht beide Farbpräferenzen erfüllen</translation>
        </message>
        <message>
            <source>pairs not fulfilling both strong colour preferences</source>
            <translation>Paare, die nicht beide starken Farbpräferenzen erfüllen</translation>
        </message>
        <message>
            <source>players floating down as in the previous round</source>
            <translation>Spieler, die wie in der vorigen Runde nach unten floaten</translation>
        </message>
        <message>
            <source>players floating up as in the previous round</source>
            <translation>Spieler, die wie in der vorigen Runde nach oben floaten</translation>
        </message>
        <message>
            <source>{white} - {black}</source>
            <translation>{white} - {black}</translation>
        </message>
        <message>
            <source>{rule}: {message}</source>
            <translation>{rule}: {message}</translation>
        </message>
        <message>
            <source>a pairing is for round 1 or later, not round {round}</source>
            <translation>eine Paarung gilt für Runde 1 oder später, nicht für Runde {round}</translation>
        </message>
        <message>
            <source>player {number}</source>
            <translation>Spieler {number}</translation>
        </message>
        <message>
            <source>{player} is paired against themselves on board {board}</source>
            <translation>{player} ist an Brett {board} gegen sich selbst gepaart</translation>
        </message>
        <message>
            <source>board {board}</source>
            <translation>Brett {board}</translation>
        </message>
        <message>
            <source>the pairing-allocated bye</source>
            <translation>das zugeloste Freilos</translation>
        </message>
        <message>
            <source>no player has pairing number {number} ({places})</source>
            <translation>kein Spieler hat die Startnummer {number} ({places})</translation>
        </message>
        <message>
            <source>{player} is paired more than once: {places}</source>
            <translation>{player} ist mehrfach gepaart: {places}</translation>
        </message>
        <message>
            <source>{player} is neither paired nor given the pairing-allocated bye</source>
            <translation>{player} ist weder gepaart noch hat er das zugeloste Freilos</translation>
        </message>
        <message>
            <source>{player} gets the pairing-allocated bye, but the number of players to pair ({count}) is even</source>
            <translation>{player} erhält das zugeloste Freilos, aber die Zahl der zu paarenden Spieler ({count}) ist gerade</translation>
        </message>
        <message>
            <source>the number of players to pair ({count}) is odd and nobody gets the pairing-allocated bye</source>
            <translation>die Zahl der zu paarenden Spieler ({count}) ist ungerade und niemand erhält das zugeloste Freilos</translation>
        </message>
        <message>
            <source>{player} has a half-point bye entered in round {round}</source>
            <translation>{player} hat in Runde {round} ein Freilos mit halbem Punkt eingetragen</translation>
        </message>
        <message>
            <source>{player} has a full-point bye entered in round {round}</source>
            <translation>{player} hat in Runde {round} ein Freilos mit vollem Punkt eingetragen</translation>
        </message>
        <message>
            <source>{player} has a zero-point bye (absent or withdrawn) entered in round {round}</source>
            <translation>{player} hat in Runde {round} ein Freilos ohne Punkt (abwesend oder zurückgezogen) eingetragen</translation>
        </message>
        <message>
            <source>{player} is announced absent in round {round}</source>
            <translation>{player} ist für Runde {round} als abwesend gemeldet</translation>
        </message>
        <message>
            <source>{player} has a bye entered in round {round}</source>
            <translation>{player} hat in Runde {round} ein Freilos eingetragen</translation>
        </message>
        <message>
            <source>{player} is not to be paired in round {round}</source>
            <translation>{player} ist in Runde {round} nicht zu paaren</translation>
        </message>
        <message>
            <source>{situation} but gets the pairing-allocated bye</source>
            <translation>{situation}, erhält aber das zugeloste Freilos</translation>
        </message>
        <message>
            <source>{situation} but is paired</source>
            <translation>{situation}, ist aber gepaart</translation>
        </message>
        <message>
            <source>pairs joining players with {points} or more to lower-scored players (the pairing-allocated bye a game against {floor}): {mine}; {theirs} in the engine's pairing</source>
            <translation>Paare, die Spieler mit {points} oder mehr mit punktschwächeren Spielern zusammenführen (das zugeloste Freilos als Partie gegen {floor}): {mine}; {theirs} in der Paarung des Programms</translation>
        </message>
        <message>
            <source>pairs joining players with {points} or more to lower-scored players: {mine}; {theirs} in the engine's pairing</source>
            <translation>Paare, die Spieler mit {points} oder mehr mit punktschwächeren Spielern zusammenführen: {mine}; {theirs} in der Paarung des Programms</translation>
        </message>
        <message>
            <source>{count} ({pairs}), moving down {scores}</source>
            <translation>{count} ({pairs}), heruntergefloatet {scores}</translation>
        </message>
        <message>
            <source>{count} ({pairs})</source>
            <translation>{count} ({pairs})</translation>
        </message>
        <message>
            <source>{player}: {points} - the pairing-allocated bye</source>
            <translation>{player}: {points} - das zugeloste Freilos</translation>
        </message>
        <message>
            <source>{white}: {white_points} - {black}: {black_points}</source>
            <translation>{white}: {white_points} - {black}: {black_points}</translation>
        </message>
        <message>
            <source>{points} point</source>
            <translation>{points} Punkt</translation>
        </message>
        <message>
            <source>{points} points</source>
            <translation>{points} Punkte</translation>
        </message>
    </context>
    <context>
        <name>SubmissionIssue</name>
        <message>
            <source>standard</source>
            <translation>Standard</translation>
        </message>
        <message>
            <source>rapid</source>
            <translation>Schnellschach</translation>
        </message>
        <message>
            <source>blitz</source>
            <translation>Blitz</translation>
        </message>
        <message>
            <source>the tournament has no name (012)</source>
            <translation>das Turnier hat keinen Namen (012)</translation>
        </message>
        <message>
            <source>the city is missing (022)</source>
            <translation>der Ort fehlt (022)</translation>
        </message>
        <message>
            <source>the host federation is missing (032)</source>
            <translation>der ausrichtende Verband fehlt (032)</translation>
        </message>
        <message>
            <source>federation {federation!r} is not a 3-letter FIDE code (032)</source>
            <translation>der Verband {federation!r} ist kein dreibuchstabiger FIDE-Code (032)</translation>
        </message>
        <message>
            <source>the chief arbiter is missing (102)</source>
            <translation>der Hauptschiedsrichter fehlt (102)</translation>
        </message>
        <message>
            <source>the chief arbiter {arbiter!r} has no FIDE ID (102)</source>
            <translation>der Hauptschiedsrichter {arbiter!r} hat keine FIDE-ID (102)</translation>
        </message>
        <message>
            <source>deputy arbiter {arbiter!r} has no FIDE ID (112)</source>
            <translation>der Schiedsrichter {arbiter!r} hat keine FIDE-ID (112)</translation>
        </message>
        <message>
            <source>the time control is not described (122)</source>
            <translation>die Bedenkzeit ist nicht beschrieben (122)</translation>
        </message>
        <message>
            <source>the encoded time control is missing (222), e.g. 5400+30 for 90' + 30"; the event is rated {rating}</source>
            <translation>die codierte Bedenkzeit fehlt (222), z. B. 5400+30 für 90' + 30"; das Turnier wird für {rating} ausgewertet</translation>
        </message>
        <message>
            <source>the time control {code} is {kind}, but the event is to be rated {rating} (Laws of Chess, Appendices A and B)</source>
            <translation>die Bedenkzeit {code} ist {kind}, aber das Turnier soll für {rating} ausgewertet werden (FIDE-Schachregeln, Anhänge A und B)</translation>
        </message>
        <message>
            <source>the start date is missing ({code})</source>
            <translation>das Anfangsdatum fehlt ({code})</translation>
        </message>
        <message>
            <source>the end date is missing ({code})</source>
            <translation>das Enddatum fehlt ({code})</translation>
        </message>
        <message>
            <source>the start date {text!r} is not YYYY/MM/DD ({code})</source>
            <translation>das Anfangsdatum {text!r} ist nicht im Format JJJJ/MM/TT ({code})</translation>
        </message>
        <message>
            <source>the end date {text!r} is not YYYY/MM/DD ({code})</source>
            <translation>das Enddatum {text!r} ist nicht im Format JJJJ/MM/TT ({code})</translation>
        </message>
        <message>
            <source>the event ends ({end}) before it starts ({start})</source>
            <translation>das Turnier endet ({end}), bevor es beginnt ({start})</translation>
        </message>
        <message>
            <source>round {round} has no date (132)</source>
            <translation>Runde {round} hat kein Datum (132)</translation>
        </message>
        <message>
            <source>the date of round {round}, {text!r}, is not YY/MM/DD (132)</source>
            <translation>das Datum von Runde {round}, {text!r}, ist nicht im Format JJ/MM/TT (132)</translation>
        </message>
        <message>
            <source>round {round} ({date}) is before the start of the event ({start})</source>
            <translation>Runde {round} ({date}) liegt vor dem Turnierbeginn ({start})</translation>
        </message>
        <message>
            <source>round {round} ({date}) is after the end of the event ({end})</source>
            <translation>Runde {round} ({date}) liegt nach dem Turnierende ({end})</translation>
        </message>
        <message>
            <source>round {round} ({date}) is dated before round {previous} ({previous_date})</source>
            <translation>Runde {round} ({date}) ist vor Runde {previous} ({previous_date}) datiert</translation>
        </message>
        <message>
            <source>{player} has no FIDE ID (001 columns 58-68): FIDE rates players by their ID</source>
            <translation>{player} hat keine FIDE-ID (001 Spalten 58-68): die FIDE wertet Spieler über ihre ID aus</translation>
        </message>
        <message>
            <source>{player}: FIDE ID {fide_id} is given to {count} players</source>
            <translation>{player}: die FIDE-ID {fide_id} ist {count} Spielern zugeordnet</translation>
        </message>
        <message>
            <source>{player} has no federation (001 columns 54-56)</source>
            <translation>{player} hat keinen Verband (001 Spalten 54-56)</translation>
        </message>
        <message>
            <source>{player}: federation {federation!r} is not a 3-letter FIDE code</source>
            <translation>{player}: der Verband {federation!r} ist kein dreibuchstabiger FIDE-Code</translation>
        </message>
        <message>
            <source>{player}: sex not recorded (001 column 10)</source>
            <translation>{player}: Geschlecht nicht eingetragen (001 Spalte 10)</translation>
        </message>
        <message>
            <source>{player}: birth date {birth_date!r} is not YYYY/MM/DD</source>
            <translation>{player}: das Geburtsdatum {birth_date!r} ist nicht im Format JJJJ/MM/TT</translation>
        </message>
        <message>
            <source>round {round}: the game #{number} {name} - #{opponent} has no result</source>
            <translation>Runde {round}: die Partie #{number} {name} - #{opponent} hat kein Ergebnis</translation>
        </message>
        <message>
            <source>only {played} of {rounds} rounds are paired: the event is not finished</source>
            <translation>nur {played} von {rounds} Runden sind ausgelost: das Turnier ist nicht beendet</translation>
        </message>
    </context>
</TS>
