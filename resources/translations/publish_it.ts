<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
    <context>
        <name>LiveServer</name>
        <message>
            <source>Find a player</source>
            <translation>Trova un giocatore</translation>
        </message>
        <message>
            <source>Search</source>
            <translation>Cerca</translation>
        </message>
        <message>
            <source>Type a few letters of the name.</source>
            <translation>Digitate alcune lettere del nome.</translation>
        </message>
        <message numerus="yes">
            <source>%n players found.</source>
            <translation>
                <numerusform>%n giocatore trovato.</numerusform>
                <numerusform>%n giocatori trovati.</numerusform>
            </translation>
        </message>
        <message>
            <source>The first {count} are shown.</source>
            <translation>Sono mostrati i primi {count}.</translation>
        </message>
        <message>
            <source>Round {round}</source>
            <translation>Turno {round}</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nome</translation>
        </message>
        <message>
            <source>No</source>
            <translation>N.</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>Scacchiera</translation>
        </message>
        <message>
            <source>not paired yet</source>
            <translation>non ancora abbinato</translation>
        </message>
        <message>
            <source>board {board}, {colour} against {opponent}</source>
            <translation>scacchiera {board}, {colour} contro {opponent}</translation>
        </message>
        <message>
            <source>cannot serve at {host}: {reason}</source>
            <translation>impossibile servire su {host}: {reason}</translation>
        </message>
        <message>
            <source>cannot serve at {host} port {port}: {reason}</source>
            <translation>impossibile servire su {host} porta {port}: {reason}</translation>
        </message>
    </context>
    <context>
        <name>PublishSite</name>
        <message>
            <source>{folder} already holds other files; publish into an empty folder (or one written here before), or force it</source>
            <translation>{folder} contiene già altri file; pubblicare in una cartella vuota (o in una già scritta qui), o forzare</translation>
        </message>
        <message>
            <source>cannot remove {page}, a page no longer published: {reason}</source>
            <translation>impossibile rimuovere {page}, una pagina non più pubblicata: {reason}</translation>
        </message>
        <message>
            <source>cannot write the site into {folder}: {reason}</source>
            <translation>impossibile scrivere il sito in {folder}: {reason}</translation>
        </message>
        <message>
            <source>Published {time} with Arbiter Desk</source>
            <translation>Pubblicato il {time} con Arbiter Desk</translation>
        </message>
        <message>
            <source>Home</source>
            <translation>Home</translation>
        </message>
        <message>
            <source>Standings</source>
            <translation>Classifica</translation>
        </message>
        <message>
            <source>Crosstable</source>
            <translation>Tabellone</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Giocatori</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>Luogo</translation>
        </message>
        <message>
            <source>Dates</source>
            <translation>Date</translation>
        </message>
        <message>
            <source>Rounds</source>
            <translation>Turni</translation>
        </message>
        <message>
            <source>{paired} of {rounds} paired</source>
            <translation>{paired} su {rounds} abbinati</translation>
        </message>
        <message>
            <source>Time control</source>
            <translation>Cadenza</translation>
        </message>
        <message>
            <source>Chief arbiter</source>
            <translation>Arbitro principale</translation>
        </message>
        <message>
            <source>Deputy arbiters</source>
            <translation>Vice arbitri</translation>
        </message>
        <message>
            <source>Organiser</source>
            <translation>Organizzatore</translation>
        </message>
        <message>
            <source>No round has been paired yet.</source>
            <translation>Nessun turno è ancora stato abbinato.</translation>
        </message>
        <message>
            <source>{done} of {boards} results in.</source>
            <translation>{done} risultati su {boards} pervenuti.</translation>
        </message>
        <message>
            <source>None yet.</source>
            <translation>Ancora nessuno.</translation>
        </message>
        <message>
            <source>Tables</source>
            <translation>Tabelle</translation>
        </message>
        <message>
            <source>Players by name</source>
            <translation>Giocatori per nome</translation>
        </message>
        <message>
            <source>complete</source>
            <translation>completo</translation>
        </message>
        <message>
            <source>{done} of {boards} results in</source>
            <translation>{done} risultati su {boards} pervenuti</translation>
        </message>
        <message>
            <source>Without an opponent</source>
            <translation>Senza avversario</translation>
        </message>
        <message>
            <source>+ – − forfeit · u not rated (the game started but does not count for rating)</source>
            <translation>+ – − forfait · u non valida per l'Elo (la partita è iniziata ma non conta per l'Elo)</translation>
        </message>
        <message>
            <source>No standings yet: {problem}.</source>
            <translation>Ancora nessuna classifica: {problem}.</translation>
        </message>
        <message>
            <source>Final standings</source>
            <translation>Classifica finale</translation>
        </message>
        <message>
            <source>Standings after round {round}</source>
            <translation>Classifica dopo il turno {round}</translation>
        </message>
        <message>
            <source>Crosstable after round {round}</source>
            <translation>Tabellone dopo il turno {round}</translation>
        </message>
        <message>
            <source>Each round: the opponent's line, w/b for White/Black, the result (1, ½, 0; + − forfeit; u not rated). Without an opponent: PAB pairing-allocated bye, F/H/Z full-, half-, zero-point bye, – not paired.</source>
            <translation>Ogni turno: la riga dell'avversario, b/n per Bianco/Nero, il risultato (1, ½, 0; + − forfait; u non valida per l'Elo). Senza avversario: PAB bye assegnato dall'abbinamento, F/H/Z bye da un punto, da mezzo punto, da zero punti, – non abbinato.</translation>
        </message>
        <message>
            <source>Each match: the opponent's line, then each game's colour (w/b) and result (1, ½, 0; + − forfeit): 12w1 b½ is game 1 won with White, game 2 drawn with Black. Without an opponent: PAB pairing-allocated bye, F/H/Z full-, half-, zero-point bye (of both games), – not paired.</source>
            <translation>Ogni match: la riga dell'avversario, poi il colore (b/n) e il risultato (1, ½, 0; + − forfait) di ogni partita: 12b1 n½ è la partita 1 vinta con il Bianco, la partita 2 patta con il Nero. Senza avversario: PAB bye assegnato dall'abbinamento, F/H/Z bye da un punto, da mezzo punto, da zero punti (di entrambe le partite), – non abbinato.</translation>
        </message>
        <message>
            <source>Each cell: the line player's result against the column's player (1, ½, 0; + − forfeit), one per game in a double round robin; in brackets, games that do not count (a player who withdrew having played less than half of the games, FIDE Tournament Rules V.4.1).</source>
            <translation>Ogni casella: il risultato del giocatore della riga contro il giocatore della colonna (1, ½, 0; + − forfait), uno per partita in un doppio girone all'italiana; tra parentesi, le partite che non contano (un giocatore ritirato dopo aver giocato meno della metà delle partite, Regolamento dei tornei FIDE V.4.1).</translation>
        </message>
        <message numerus="yes">
            <source>%n players.</source>
            <translation>
                <numerusform>%n giocatore.</numerusform>
                <numerusform>%n giocatori.</numerusform>
            </translation>
        </message>
        <message>
            <source>Pairing number</source>
            <translation>Numero di abbinamento</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>Titolo</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Elo</translation>
        </message>
        <message>
            <source>unrated</source>
            <translation>senza Elo</translation>
        </message>
        <message>
            <source>Federation</source>
            <translation>Federazione</translation>
        </message>
        <message>
            <source>FIDE ID</source>
            <translation>ID FIDE</translation>
        </message>
        <message>
            <source>from round {round}</source>
            <translation>dal turno {round}</translation>
        </message>
        <message>
            <source>Withdrawn</source>
            <translation>Ritirato</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Punti</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Partite</translation>
        </message>
        <message>
            <source>No round paired yet.</source>
            <translation>Nessun turno ancora abbinato.</translation>
        </message>
        <message>
            <source>Place after round {round}</source>
            <translation>Posto dopo il turno {round}</translation>
        </message>
        <message>
            <source>White</source>
            <translation>Bianco</translation>
        </message>
        <message>
            <source>Black</source>
            <translation>Nero</translation>
        </message>
        <message>
            <source>not paired</source>
            <translation>non abbinato</translation>
        </message>
        <message>
            <source>w</source>
            <translation>b</translation>
        </message>
        <message>
            <source>b</source>
            <translation>n</translation>
        </message>
        <message>
            <source>Bd</source>
            <translation>Sc.</translation>
        </message>
        <message>
            <source>No</source>
            <translation>N.</translation>
        </message>
        <message>
            <source>Rtg</source>
            <translation>Elo</translation>
        </message>
        <message>
            <source>Pts</source>
            <translation>Pt</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Risultato</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Giocatore</translation>
        </message>
        <message>
            <source>Bye</source>
            <translation>Bye</translation>
        </message>
        <message>
            <source>Rk</source>
            <translation>Pos</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nome</translation>
        </message>
        <message>
            <source>Fed</source>
            <translation>Fed</translation>
        </message>
        <message>
            <source>Rd</source>
            <translation>T</translation>
        </message>
        <message>
            <source>Colour</source>
            <translation>Colore</translation>
        </message>
        <message>
            <source>Opponent</source>
            <translation>Avversario</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Punti</translation>
        </message>
        <message>
            <source>Match {match}, game {game}</source>
            <translation>Match {match}, partita {game}</translation>
        </message>
        <message>
            <source>Round {round}</source>
            <translation>Turno {round}</translation>
        </message>
        <message>
            <source>pairing-allocated bye</source>
            <translation>bye assegnato dall'abbinamento</translation>
        </message>
        <message>
            <source>full-point bye</source>
            <translation>bye da un punto</translation>
        </message>
        <message>
            <source>half-point bye</source>
            <translation>bye da mezzo punto</translation>
        </message>
        <message>
            <source>zero-point bye</source>
            <translation>bye da zero punti</translation>
        </message>
        <message>
            <source>Sections</source>
            <translation>Sezioni</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>Squadra</translation>
        </message>
        <message>
            <source>MP</source>
            <translation>PS</translation>
        </message>
        <message>
            <source>GP</source>
            <translation>PP</translation>
        </message>
        <message>
            <source>Perf</source>
            <translation>Perf</translation>
        </message>
        <message>
            <source>Team standings</source>
            <translation>Classifica a squadre</translation>
        </message>
        <message>
            <source>Team crosstable</source>
            <translation>Tabellone a squadre</translation>
        </message>
        <message>
            <source>Board results</source>
            <translation>Risultati per scacchiera</translation>
        </message>
        <message>
            <source>Matches, round {round}</source>
            <translation>Incontri, turno {round}</translation>
        </message>
        <message>
            <source>Final team standings</source>
            <translation>Classifica finale a squadre</translation>
        </message>
        <message>
            <source>Team standings after round {round}</source>
            <translation>Classifica a squadre dopo il turno {round}</translation>
        </message>
        <message>
            <source>Final team crosstable</source>
            <translation>Tabellone finale a squadre</translation>
        </message>
        <message>
            <source>Team crosstable after round {round}</source>
            <translation>Tabellone a squadre dopo il turno {round}</translation>
        </message>
        <message>
            <source>No match in this round.</source>
            <translation>Nessun incontro in questo turno.</translation>
        </message>
        <message>
            <source>MP: match points before the round. The team named first has White on board 1. + – − forfeit.</source>
            <translation>PS: punti squadra prima del turno. La squadra nominata per prima ha il Bianco in prima scacchiera. + – − forfait.</translation>
        </message>
        <message>
            <source>{team} ({mp} MP): pairing-allocated bye</source>
            <translation>{team} ({mp} PS): bye assegnato dall'abbinamento</translation>
        </message>
        <message>
            <source>MP: match points; GP: game points; then the tie-breaks of the event (FIDE C.07 art. 11-13): {codes}. Teams still level share a rank.</source>
            <translation>PS: punti squadra; PP: punti partita; poi gli spareggi del torneo (FIDE C.07 art. 11-13): {codes}. Le squadre ancora pari condividono la posizione.</translation>
        </message>
        <message>
            <source>Each round: the opponent's line, the colour of the team's first board (w/b), the game points the team scored; PAB: pairing-allocated bye; –: no match.</source>
            <translation>Ogni turno: la riga dell'avversario, il colore della prima scacchiera della squadra (b/n), i punti partita ottenuti dalla squadra; PAB: bye assegnato dall'abbinamento; –: nessun incontro.</translation>
        </message>
        <message>
            <source>Each cell: the game points the line's team scored against the column's team, one per match in a double round robin (· a match without all its results); columns are numbered by the lines. MP: match points; GP: game points; then the tie-breaks of the event (FIDE C.07 art. 11-13): {codes}.</source>
            <translation>In ogni casella: i punti partita segnati dalla squadra della riga contro la squadra della colonna, uno per incontro in un girone all'italiana doppio (· un incontro di cui non si conoscono ancora tutti i risultati); le colonne sono numerate come le righe. PS: punti squadra; PP: punti partita; poi gli spareggi del torneo (FIDE C.07 art. 11-13): {codes}.</translation>
        </message>
        <message>
            <source>Board {board}</source>
            <translation>Scacchiera {board}</translation>
        </message>
        <message>
            <source>No game has a result yet.</source>
            <translation>Nessuna partita ha ancora un risultato.</translation>
        </message>
        <message>
            <source>Games: the games played on the board (a forfeit is no game); Perf: the performance rating of those games (FIDE B.02 8.1.1).</source>
            <translation>Partite: le partite giocate sulla scacchiera (un forfait non è una partita); Perf: la performance di quelle partite (FIDE B.02 8.1.1).</translation>
        </message>
    </context>
    <context>
        <name>PublishSnapshot</name>
        <message>
            <source>no round has been paired yet</source>
            <translation>nessun turno è ancora stato abbinato</translation>
        </message>
        <message>
            <source>no round has every result yet</source>
            <translation>nessun turno ha ancora tutti i risultati</translation>
        </message>
    </context>
</TS>
