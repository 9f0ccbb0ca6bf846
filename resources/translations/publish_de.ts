<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
    <context>
        <name>LiveServer</name>
        <message>
            <source>Find a player</source>
            <translation>Spieler suchen</translation>
        </message>
        <message>
            <source>Search</source>
            <translation>Suchen</translation>
        </message>
        <message>
            <source>Type a few letters of the name.</source>
            <translation>Geben Sie einige Buchstaben des Namens ein.</translation>
        </message>
        <message numerus="yes">
            <source>%n players found.</source>
            <translation>
                <numerusform>%n Spieler gefunden.</numerusform>
                <numerusform>%n Spieler gefunden.</numerusform>
            </translation>
        </message>
        <message>
            <source>The first {count} are shown.</source>
            <translation>Die ersten {count} werden gezeigt.</translation>
        </message>
        <message>
            <source>Round {round}</source>
            <translation>Runde {round}</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>No</source>
            <translation>Nr.</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>Brett</translation>
        </message>
        <message>
            <source>not paired yet</source>
            <translation>noch nicht gepaart</translation>
        </message>
        <message>
            <source>board {board}, {colour} against {opponent}</source>
            <translation>Brett {board}, {colour} gegen {opponent}</translation>
        </message>
        <message>
            <source>cannot serve at {host}: {reason}</source>
            <translation>kann nicht unter {host} ausliefern: {reason}</translation>
        </message>
        <message>
            <source>cannot serve at {host} port {port}: {reason}</source>
            <translation>kann nicht unter {host} Port {port} ausliefern: {reason}</translation>
        </message>
    </context>
    <context>
        <name>PublishSite</name>
        <message>
            <source>{folder} already holds other files; publish into an empty folder (or one written here before), or force it</source>
            <translation>{folder} enthält bereits andere Dateien; in einen leeren Ordner veröffentlichen (oder einen, der hier schon geschrieben wurde), oder erzwingen</translation>
        </message>
        <message>
            <source>cannot remove {page}, a page no longer published: {reason}</source>
            <translation>{page}, eine nicht mehr veröffentlichte Seite, kann nicht entfernt werden: {reason}</translation>
        </message>
        <message>
            <source>cannot write the site into {folder}: {reason}</source>
            <translation>die Website kann nicht in {folder} geschrieben werden: {reason}</translation>
        </message>
        <message>
            <source>Published {time} with Arbiter Desk</source>
            <translation>Veröffentlicht am {time} mit Arbiter Desk</translation>
        </message>
        <message>
            <source>Home</source>
            <translation>Start</translation>
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
            <source>Players</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>Ort</translation>
        </message>
        <message>
            <source>Dates</source>
            <translation>Daten</translation>
        </message>
        <message>
            <source>Rounds</source>
            <translation>Runden</translation>
        </message>
        <message>
            <source>{paired} of {rounds} paired</source>
            <translation>{paired} von {rounds} ausgelost</translation>
        </message>
        <message>
            <source>Time control</source>
            <translation>Bedenkzeit</translation>
        </message>
        <message>
            <source>Chief arbiter</source>
            <translation>Hauptschiedsrichter</translation>
        </message>
        <message>
            <source>Deputy arbiters</source>
            <translation>Weitere Schiedsrichter</translation>
        </message>
        <message>
            <source>Organiser</source>
            <translation>Veranstalter</translation>
        </message>
        <message>
            <source>No round has been paired yet.</source>
            <translation>Noch keine Runde ausgelost.</translation>
        </message>
        <message>
            <source>{done} of {boards} results in.</source>
            <translation>{done} von {boards} Ergebnissen eingegangen.</translation>
        </message>
        <message>
            <source>None yet.</source>
            <translation>Noch keine.</translation>
        </message>
        <message>
            <source>Tables</source>
            <translation>Tabellen</translation>
        </message>
        <message>
            <source>Players by name</source>
            <translation>Spieler nach Namen</translation>
        </message>
        <message>
            <source>complete</source>
            <translation>abgeschlossen</translation>
        </message>
        <message>
            <source>{done} of {boards} results in</source>
            <translation>{done} von {boards} Ergebnissen eingegangen</translation>
        </message>
        <message>
            <source>Without an opponent</source>
            <translation>Ohne Gegner</translation>
        </message>
        <message>
            <source>+ – − forfeit · u not rated (the game started but does not count for rating)</source>
            <translation>+ – − kampflos · u nicht Elo-gewertet (die Partie wurde begonnen, zählt aber nicht für die Wertung)</translation>
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
            <source>Crosstable after round {round}</source>
            <translation>Kreuztabelle nach Runde {round}</translation>
        </message>
        <message>
            <source>Each round: the opponent's line, w/b for White/Black, the result (1, ½, 0; + − forfeit; u not rated). Without an opponent: PAB pairing-allocated bye, F/H/Z full-, half-, zero-point bye, – not paired.</source>
            <translation>Jede Runde: die Zeile des Gegners, w/s für Weiß/Schwarz, das Ergebnis (1, ½, 0; + − kampflos; u nicht Elo-gewertet). Ohne Gegner: PAB zugelostes Freilos, F/H/Z Freilos mit vollem, halbem, ohne Punkt, – nicht gepaart.</translation>
        </message>
        <message>
            <source>Each match: the opponent's line, then each game's colour (w/b) and result (1, ½, 0; + − forfeit): 12w1 b½ is game 1 won with White, game 2 drawn with Black. Without an opponent: PAB pairing-allocated bye, F/H/Z full-, half-, zero-point bye (of both games), – not paired.</source>
            <translation>Jedes Match: die Zeile des Gegners, dann Farbe (w/s) und Ergebnis (1, ½, 0; + − kampflos) jeder Partie: 12w1 s½ ist Partie 1 mit Weiß gewonnen, Partie 2 mit Schwarz remis. Ohne Gegner: PAB zugelostes Freilos, F/H/Z Freilos mit vollem, halbem, ohne Punkt (beider Partien), – nicht gepaart.</translation>
        </message>
        <message>
            <source>Each cell: the line player's result against the column's player (1, ½, 0; + − forfeit), one per game in a double round robin; in brackets, games that do not count (a player who withdrew having played less than half of the games, FIDE Tournament Rules V.4.1).</source>
            <translation>Jede Zelle: das Ergebnis des Spielers der Zeile gegen den Spieler der Spalte (1, ½, 0; + − kampflos), eines pro Partie im doppelrundigen Turnier; in Klammern Partien, die nicht zählen (ein Spieler, der sich nach weniger als der Hälfte der Partien zurückgezogen hat, FIDE-Turnierregeln V.4.1).</translation>
        </message>
        <message numerus="yes">
            <source>%n players.</source>
            <translation>
                <numerusform>%n Spieler.</numerusform>
                <numerusform>%n Spieler.</numerusform>
            </translation>
        </message>
        <message>
            <source>Pairing number</source>
            <translation>Startnummer</translation>
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
            <source>unrated</source>
            <translation>ohne Elo</translation>
        </message>
        <message>
            <source>Federation</source>
            <translation>Verband</translation>
        </message>
        <message>
            <source>FIDE ID</source>
            <translation>FIDE-ID</translation>
        </message>
        <message>
            <source>from round {round}</source>
            <translation>ab Runde {round}</translation>
        </message>
        <message>
            <source>Withdrawn</source>
            <translation>Zurückgezogen</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Punkte</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Partien</translation>
        </message>
        <message>
            <source>No round paired yet.</source>
            <translation>Noch keine Runde ausgelost.</translation>
        </message>
        <message>
            <source>Place after round {round}</source>
            <translation>Platz nach Runde {round}</translation>
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
            <source>not paired</source>
            <translation>nicht gepaart</translation>
        </message>
        <message>
            <source>w</source>
            <translation>w</translation>
        </message>
        <message>
            <source>b</source>
            <translation>s</translation>
        </message>
        <message>
            <source>Bd</source>
            <translation>Br.</translation>
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
            <source>Pts</source>
            <translation>Pkt.</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Ergebnis</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>Bye</source>
            <translation>Freilos</translation>
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
            <source>Rd</source>
            <translation>R</translation>
        </message>
        <message>
            <source>Colour</source>
            <translation>Farbe</translation>
        </message>
        <message>
            <source>Opponent</source>
            <translation>Gegner</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Punkte</translation>
        </message>
        <message>
            <source>Match {match}, game {game}</source>
            <translation>Match {match}, Partie {game}</translation>
        </message>
        <message>
            <source>Round {round}</source>
            <translation>Runde {round}</translation>
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
            <source>Sections</source>
            <translation>Gruppen</translation>
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
            <source>GP</source>
            <translation>BP</translation>
        </message>
        <message>
            <source>Perf</source>
            <translation>Perf</translation>
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
            <source>Matches, round {round}</source>
            <translation>Wettkämpfe, Runde {round}</translation>
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
            <source>No match in this round.</source>
            <translation>Kein Wettkampf in dieser Runde.</translation>
        </message>
        <message>
            <source>MP: match points before the round. The team named first has White on board 1. + – − forfeit.</source>
            <translation>MP: Mannschaftspunkte vor der Runde. Die zuerst genannte Mannschaft hat Weiß an Brett 1. + – − kampflos.</translation>
        </message>
        <message>
            <source>{team} ({mp} MP): pairing-allocated bye</source>
            <translation>{team} ({mp} MP): zugelostes Freilos</translation>
        </message>
        <message>
            <source>MP: match points; GP: game points; then the tie-breaks of the event (FIDE C.07 art. 11-13): {codes}. Teams still level share a rank.</source>
            <translation>MP: Mannschaftspunkte; BP: Brettpunkte; dann die Feinwertungen des Turniers (FIDE C.07 Art. 11-13): {codes}. Noch gleichstehende Mannschaften teilen sich den Rang.</translation>
        </message>
        <message>
            <source>Each round: the opponent's line, the colour of the team's first board (w/b), the game points the team scored; PAB: pairing-allocated bye; –: no match.</source>
            <translation>Jede Runde: die Zeile des Gegners, die Farbe am ersten Brett der Mannschaft (w/s), die Brettpunkte der Mannschaft; PAB: zugelostes Freilos; –: kein Wettkampf.</translation>
        </message>
        <message>
            <source>Each cell: the game points the line's team scored against the column's team, one per match in a double round robin (· a match without all its results); columns are numbered by the lines. MP: match points; GP: game points; then the tie-breaks of the event (FIDE C.07 art. 11-13): {codes}.</source>
            <translation>In jedem Feld: die Brettpunkte, die die Mannschaft der Zeile gegen die Mannschaft der Spalte erzielte, einer je Wettkampf in einem Doppelrundenturnier (· ein Wettkampf, dessen Ergebnisse noch nicht alle vorliegen); die Spalten sind wie die Zeilen nummeriert. MP: Mannschaftspunkte; BP: Brettpunkte; dann die Feinwertungen des Turniers (FIDE C.07 Art. 11-13): {codes}.</translation>
        </message>
        <message>
            <source>Board {board}</source>
            <translation>Brett {board}</translation>
        </message>
        <message>
            <source>No game has a result yet.</source>
            <translation>Noch keine Partie hat ein Ergebnis.</translation>
        </message>
        <message>
            <source>Games: the games played on the board (a forfeit is no game); Perf: the performance rating of those games (FIDE B.02 8.1.1).</source>
            <translation>Partien: die an diesem Brett gespielten Partien (ein kampfloses Ergebnis ist keine Partie); Perf: die Leistungszahl dieser Partien (FIDE B.02 8.1.1).</translation>
        </message>
    </context>
    <context>
        <name>PublishSnapshot</name>
        <message>
            <source>no round has been paired yet</source>
            <translation>noch keine Runde ausgelost</translation>
        </message>
        <message>
            <source>no round has every result yet</source>
            <translation>noch keine Runde hat alle Ergebnisse</translation>
        </message>
    </context>
</TS>
