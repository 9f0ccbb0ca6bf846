<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
    <context>
        <name>Actions</name>
        <message>
            <source>&amp;New tournament…</source>
            <translation>&amp;Nuovo torneo…</translation>
        </message>
        <message>
            <source>Create a new tournament file</source>
            <translation>Crea un nuovo file di torneo</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>&amp;Apri…</translation>
        </message>
        <message>
            <source>Open a tournament file</source>
            <translation>Apri un file di torneo</translation>
        </message>
        <message>
            <source>Connect to &amp;venue server…</source>
            <translation>Connetti al &amp;server del torneo…</translation>
        </message>
        <message>
            <source>Open an event kept on a PostgreSQL venue server</source>
            <translation>Apri un torneo conservato su un server PostgreSQL della sede</translation>
        </message>
        <message>
            <source>&amp;Import TRF…</source>
            <translation>&amp;Importa TRF…</translation>
        </message>
        <message>
            <source>Continue a tournament from a FIDE TRF file</source>
            <translation>Continua un torneo da un file TRF della FIDE</translation>
        </message>
        <message>
            <source>&amp;Export TRF…</source>
            <translation>&amp;Esporta TRF…</translation>
        </message>
        <message>
            <source>Write the FIDE rating report (TRF)</source>
            <translation>Scrivi il rapporto Elo FIDE (TRF)</translation>
        </message>
        <message>
            <source>&amp;Save a copy…</source>
            <translation>Salva una co&amp;pia…</translation>
        </message>
        <message>
            <source>Write a complete copy of the tournament file (a USB stick, a mail)</source>
            <translation>Scrivi una copia completa del file del torneo (una chiavetta USB, una e-mail)</translation>
        </message>
        <message>
            <source>&amp;Print…</source>
            <translation>&amp;Stampa…</translation>
        </message>
        <message>
            <source>Print a document through the system print dialog</source>
            <translation>Stampare un documento con la finestra di stampa del sistema</translation>
        </message>
        <message>
            <source>Print pre&amp;view…</source>
            <translation>Antepri&amp;ma di stampa…</translation>
        </message>
        <message>
            <source>Show a document's pages as they will be printed</source>
            <translation>Mostrare le pagine di un documento come verranno stampate</translation>
        </message>
        <message>
            <source>Open in PDF vie&amp;wer…</source>
            <translation>Apri nel &amp;visualizzatore PDF…</translation>
        </message>
        <message>
            <source>Open a document in the system's PDF viewer</source>
            <translation>Aprire un documento nel visualizzatore PDF del sistema</translation>
        </message>
        <message>
            <source>Save as P&amp;DF…</source>
            <translation>Salva come P&amp;DF…</translation>
        </message>
        <message>
            <source>Save a document as PDF</source>
            <translation>Salva un documento come PDF</translation>
        </message>
        <message>
            <source>&amp;Close tournament</source>
            <translation>&amp;Chiudi torneo</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Esci</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Annulla</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Ripeti</translation>
        </message>
        <message>
            <source>&amp;Filter…</source>
            <translation>&amp;Filtra…</translation>
        </message>
        <message>
            <source>Filter the current table</source>
            <translation>Filtra la tabella visualizzata</translation>
        </message>
        <message>
            <source>&amp;Add player…</source>
            <translation>&amp;Aggiungi giocatore…</translation>
        </message>
        <message>
            <source>Register a player (also a late entry)</source>
            <translation>Iscrivi un giocatore (anche un'iscrizione tardiva)</translation>
        </message>
        <message>
            <source>&amp;Edit player…</source>
            <translation>&amp;Modifica giocatore…</translation>
        </message>
        <message>
            <source>Correct the selected player's data</source>
            <translation>Correggi i dati del giocatore selezionato</translation>
        </message>
        <message>
            <source>Import players from &amp;CSV…</source>
            <translation>Importa giocatori da &amp;CSV…</translation>
        </message>
        <message>
            <source>Add players from a spreadsheet (CSV)</source>
            <translation>Aggiungi giocatori da un foglio di calcolo (CSV)</translation>
        </message>
        <message>
            <source>&amp;Withdraw…</source>
            <translation>&amp;Ritira…</translation>
        </message>
        <message>
            <source>Withdraw the selected player from the next round on</source>
            <translation>Ritira il giocatore selezionato dal turno successivo in poi</translation>
        </message>
        <message>
            <source>Re&amp;instate</source>
            <translation>Re&amp;integra</translation>
        </message>
        <message>
            <source>Pair the selected withdrawn player again</source>
            <translation>Abbina di nuovo il giocatore ritirato selezionato</translation>
        </message>
        <message>
            <source>Requested &amp;bye…</source>
            <translation>&amp;Bye richiesto…</translation>
        </message>
        <message>
            <source>The selected player will not play a coming round (half- or zero-point bye)</source>
            <translation>Il giocatore selezionato non giocherà un turno futuro (bye da mezzo punto o da zero punti)</translation>
        </message>
        <message>
            <source>Cancel requested b&amp;ye</source>
            <translation>Annulla il b&amp;ye richiesto</translation>
        </message>
        <message>
            <source>Chec&amp;k-in…</source>
            <translation>Controllo &amp;presenze…</translation>
        </message>
        <message>
            <source>Tick the players present before the next round is paired (C.04.2 art. 4.1)</source>
            <translation>Spuntare i giocatori presenti prima dell'abbinamento del turno successivo (C.04.2 art. 4.1)</translation>
        </message>
        <message>
            <source>Entry &amp;fees…</source>
            <translation>&amp;Quote d'iscrizione…</translation>
        </message>
        <message>
            <source>Fee categories, what each player owes and paid, receipts, the organiser's totals</source>
            <translation>Categorie di quota, quanto ogni giocatore deve e ha pagato, ricevute, totali per l'organizzatore</translation>
        </message>
        <message>
            <source>&amp;Pair next round</source>
            <translation>&amp;Abbina il turno successivo</translation>
        </message>
        <message>
            <source>Pair the next round by the event's Swiss system (Dutch, Burstein, Dubov, Lim, Double-Swiss)</source>
            <translation>Abbina il turno successivo con il sistema svizzero del torneo (olandese, Burstein, Dubov, Lim, Doppio Svizzero)</translation>
        </message>
        <message>
            <source>Pair &amp;all rounds (round robin)</source>
            <translation>Abbina &amp;tutti i turni (girone all'italiana)</translation>
        </message>
        <message>
            <source>Pair every round left by the Berger table (C.05)</source>
            <translation>Abbina tutti i turni rimanenti secondo la tabella di Berger (C.05)</translation>
        </message>
        <message>
            <source>&amp;Draw lots for pairing numbers (round robin)…</source>
            <translation>&amp;Sorteggia i numeri di abbinamento (girone all'italiana)…</translation>
        </message>
        <message>
            <source>Draw the pairing numbers of a round robin by lot, before round 1 (C.05)</source>
            <translation>Sorteggia i numeri di abbinamento di un girone all'italiana, prima del turno 1 (C.05)</translation>
        </message>
        <message>
            <source>Enter &amp;results</source>
            <translation>Inserisci i &amp;risultati</translation>
        </message>
        <message>
            <source>Go to the boards and type results</source>
            <translation>Vai alle scacchiere e inserisci i risultati</translation>
        </message>
        <message>
            <source>Pre&amp;vious round</source>
            <translation>Turno &amp;precedente</translation>
        </message>
        <message>
            <source>Ne&amp;xt round</source>
            <translation>Turno s&amp;uccessivo</translation>
        </message>
        <message>
            <source>E&amp;xplain pairing…</source>
            <translation>&amp;Spiega l'abbinamento…</translation>
        </message>
        <message>
            <source>How the engine paired the selected round, bracket by bracket</source>
            <translation>Come il programma ha abbinato il turno selezionato, gruppo di punteggio per gruppo di punteggio</translation>
        </message>
        <message>
            <source>Edit &amp;pairing…</source>
            <translation>Modifica gli a&amp;bbinamenti…</translation>
        </message>
        <message>
            <source>Change the pairing of the last round by hand (before any result); its broken rules are listed</source>
            <translation>Cambia a mano gli abbinamenti dell'ultimo turno (prima di ogni risultato); le regole violate vengono elencate</translation>
        </message>
        <message>
            <source>C&amp;heck pairing rules</source>
            <translation>&amp;Verifica le regole di abbinamento</translation>
        </message>
        <message>
            <source>List every rule the selected round's pairing breaks</source>
            <translation>Elenca tutte le regole violate dagli abbinamenti del turno selezionato</translation>
        </message>
        <message>
            <source>&amp;Tournament settings…</source>
            <translation>Impostazioni del &amp;torneo…</translation>
        </message>
        <message>
            <source>Name, dates, arbiters, rounds, tie-breaks</source>
            <translation>Nome, date, arbitri, turni, spareggi</translation>
        </message>
        <message>
            <source>Re-pair &amp;last round…</source>
            <translation>Riabbina l'&amp;ultimo turno…</translation>
        </message>
        <message>
            <source>Delete and pair again a round without results</source>
            <translation>Elimina e abbina di nuovo un turno senza risultati</translation>
        </message>
        <message>
            <source>&amp;Delete last round…</source>
            <translation>&amp;Elimina l'ultimo turno…</translation>
        </message>
        <message>
            <source>Delete a round that has no results</source>
            <translation>Elimina un turno senza risultati</translation>
        </message>
        <message>
            <source>Import &amp;FIDE rating list…</source>
            <translation>Importa la lista &amp;FIDE…</translation>
        </message>
        <message>
            <source>Bring the FIDE list (players_list.zip, TXT or XML) into the player library</source>
            <translation>Importa la lista FIDE (players_list.zip, TXT o XML) nell'archivio giocatori</translation>
        </message>
        <message>
            <source>Import &amp;national list…</source>
            <translation>Importa una lista &amp;nazionale…</translation>
        </message>
        <message>
            <source>Bring a national rating list (CSV or TXT) into the library</source>
            <translation>Importa una lista Elo nazionale (CSV o TXT) nell'archivio giocatori</translation>
        </message>
        <message>
            <source>&amp;Update ratings from the library…</source>
            <translation>&amp;Aggiorna gli Elo dall'archivio giocatori…</translation>
        </message>
        <message>
            <source>Compare the registered players with the library and take over new ratings and titles</source>
            <translation>Confronta i giocatori iscritti con l'archivio e riprendi i nuovi Elo e titoli</translation>
        </message>
        <message>
            <source>Pro&amp;hibited pairings…</source>
            <translation>Abbinamenti &amp;vietati…</translation>
        </message>
        <message>
            <source>Players who must not meet, and club or federation restrictions</source>
            <translation>Giocatori che non devono incontrarsi, e restrizioni per circolo o federazione</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Giocatori</translation>
        </message>
        <message>
            <source>Rounds and results</source>
            <translation>Turni e risultati</translation>
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
            <source>Audit log</source>
            <translation>Registro delle modifiche</translation>
        </message>
        <message>
            <source>&amp;Manual</source>
            <translation>&amp;Manuale</translation>
        </message>
        <message>
            <source>The user manual of Arbiter Desk</source>
            <translation>Il manuale d'uso di Arbiter Desk</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;Scorciatoie da tastiera</translation>
        </message>
        <message>
            <source>&amp;About Arbiter Desk</source>
            <translation>&amp;Informazioni su Arbiter Desk</translation>
        </message>
        <message>
            <source>On the boards: 1 white wins, 0 black wins, = or 5 draw, + white wins by forfeit,
- black wins by forfeit, * double forfeit, Del clears; Enter / arrows move.</source>
            <translation>Sulle scacchiere: 1 vince il Bianco, 0 vince il Nero, = o 5 patta, + vince il Bianco a forfait,
- vince il Nero a forfait, * doppio forfait, Canc cancella; Invio / frecce per spostarsi.</translation>
        </message>
    </context>
    <context>
        <name>AuditController</name>
        <message>
            <source>Show the audit log</source>
            <translation>Mostra il registro delle modifiche</translation>
        </message>
    </context>
    <context>
        <name>AuditModel</name>
        <message>
            <source>When</source>
            <translation>Quando</translation>
        </message>
        <message>
            <source>Local time</source>
            <translation>Ora locale</translation>
        </message>
        <message>
            <source>Who</source>
            <translation>Chi</translation>
        </message>
        <message>
            <source>Operation</source>
            <translation>Operazione</translation>
        </message>
        <message>
            <source>What</source>
            <translation>Cosa</translation>
        </message>
        <message>
            <source>Hover a row for the stored values</source>
            <translation>Passa il puntatore su una riga per vedere i valori salvati</translation>
        </message>
        <message>
            <source>Before: {before}

After: {after}</source>
            <translation>Prima: {before}

Dopo: {after}</translation>
        </message>
    </context>
    <context>
        <name>AuditText</name>
        <message>
            <source>player #{id}</source>
            <translation>giocatore n. {id}</translation>
        </message>
        <message>
            <source>removed {value}</source>
            <translation>rimosso: {value}</translation>
        </message>
        <message>
            <source>Tournament created: {name}, a {system}</source>
            <translation>Torneo creato: {name}, {system}</translation>
        </message>
        <message>
            <source>Tournament created: {name}, {rounds} rounds</source>
            <translation>Torneo creato: {name}, {rounds} turni</translation>
        </message>
        <message>
            <source>Pairing numbers drawn by lot (seed {seed})</source>
            <translation>Numeri di abbinamento sorteggiati (seme {seed})</translation>
        </message>
        <message>
            <source>Pairing numbers set by the arbiter</source>
            <translation>Numeri di abbinamento fissati dall'arbitro</translation>
        </message>
        <message>
            <source>Rounds {first}-{last} paired by the Berger table</source>
            <translation>Turni {first}-{last} abbinati secondo la tabella di Berger</translation>
        </message>
        <message>
            <source>Registered {name} ({rating}) as no. {number}</source>
            <translation>{name} ({rating}) iscritto con il n. {number}</translation>
        </message>
        <message>
            <source>Registered {name} (unrated) as no. {number}</source>
            <translation>{name} (senza Elo) iscritto con il n. {number}</translation>
        </message>
        <message>
            <source>{registered}; moved: {moves}</source>
            <translation>{registered}; spostati: {moves}</translation>
        </message>
        <message>
            <source>Corrected {name}: {changes}</source>
            <translation>{name} corretto: {changes}</translation>
        </message>
        <message numerus="yes">
            <source>Round {round} paired: %n board(s)</source>
            <translation>
                <numerusform>Turno {round} abbinato: %n scacchiera</numerusform>
                <numerusform>Turno {round} abbinato: %n scacchiere</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Round {round} paired: %n board(s), bye for {bye}</source>
            <translation>
                <numerusform>Turno {round} abbinato: %n scacchiera, bye a {bye}</numerusform>
                <numerusform>Turno {round} abbinato: %n scacchiere, bye a {bye}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Round {round} paired again: %n board(s)</source>
            <translation>
                <numerusform>Turno {round} abbinato di nuovo: %n scacchiera</numerusform>
                <numerusform>Turno {round} abbinato di nuovo: %n scacchiere</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Round {round} paired again: %n board(s), bye for {bye}</source>
            <translation>
                <numerusform>Turno {round} abbinato di nuovo: %n scacchiera, bye a {bye}</numerusform>
                <numerusform>Turno {round} abbinato di nuovo: %n scacchiere, bye a {bye}</numerusform>
            </translation>
        </message>
        <message>
            <source>Round {round} deleted</source>
            <translation>Turno {round} eliminato</translation>
        </message>
        <message>
            <source>cleared</source>
            <translation>cancellato</translation>
        </message>
        <message>
            <source>Round {round}, board {board} ({players}): {now}, was {was}</source>
            <translation>Turno {round}, scacchiera {board} ({players}): {now}, prima: {was}</translation>
        </message>
        <message>
            <source>none</source>
            <translation>nessuno</translation>
        </message>
        <message>
            <source>{who} asks for a half-point bye in round {round}</source>
            <translation>{who} chiede un bye da mezzo punto al turno {round}</translation>
        </message>
        <message>
            <source>{who} asks for a zero-point bye in round {round}</source>
            <translation>{who} chiede un bye da zero punti al turno {round}</translation>
        </message>
        <message>
            <source>{who} asks for a full-point bye in round {round}</source>
            <translation>{who} chiede un bye da un punto al turno {round}</translation>
        </message>
        <message>
            <source>{who} cancels a half-point bye in round {round}</source>
            <translation>{who} annulla un bye da mezzo punto al turno {round}</translation>
        </message>
        <message>
            <source>{who} cancels a zero-point bye in round {round}</source>
            <translation>{who} annulla un bye da zero punti al turno {round}</translation>
        </message>
        <message>
            <source>{who} cancels a full-point bye in round {round}</source>
            <translation>{who} annulla un bye da un punto al turno {round}</translation>
        </message>
        <message>
            <source>{name} withdrawn from round {round}</source>
            <translation>{name} ritirato dal turno {round}</translation>
        </message>
        <message>
            <source>{name} reinstated</source>
            <translation>{name} reintegrato</translation>
        </message>
        <message>
            <source>create</source>
            <translation>creazione</translation>
        </message>
        <message>
            <source>import trf</source>
            <translation>importazione TRF</translation>
        </message>
        <message>
            <source>update event</source>
            <translation>impostazioni del torneo</translation>
        </message>
        <message>
            <source>set rules</source>
            <translation>regole di abbinamento</translation>
        </message>
        <message>
            <source>set accelerations</source>
            <translation>accelerazione</translation>
        </message>
        <message>
            <source>remove acceleration</source>
            <translation>rimozione dell'accelerazione</translation>
        </message>
        <message>
            <source>add player</source>
            <translation>aggiunta giocatore</translation>
        </message>
        <message>
            <source>edit player</source>
            <translation>correzione giocatore</translation>
        </message>
        <message>
            <source>remove player</source>
            <translation>rimozione giocatore</translation>
        </message>
        <message>
            <source>withdraw player</source>
            <translation>ritiro giocatore</translation>
        </message>
        <message>
            <source>reinstate player</source>
            <translation>reintegro giocatore</translation>
        </message>
        <message>
            <source>request bye</source>
            <translation>richiesta di bye</translation>
        </message>
        <message>
            <source>cancel bye</source>
            <translation>annullamento bye</translation>
        </message>
        <message>
            <source>draw lots</source>
            <translation>sorteggio</translation>
        </message>
        <message>
            <source>set pairing numbers</source>
            <translation>numeri di abbinamento</translation>
        </message>
        <message>
            <source>sort pairing numbers</source>
            <translation>ordinamento numeri di abbinamento</translation>
        </message>
        <message>
            <source>pair round</source>
            <translation>abbinamento</translation>
        </message>
        <message>
            <source>repair round</source>
            <translation>nuovo abbinamento</translation>
        </message>
        <message>
            <source>pair all rounds</source>
            <translation>abbinamento di tutti i turni</translation>
        </message>
        <message>
            <source>delete round</source>
            <translation>eliminazione turno</translation>
        </message>
        <message>
            <source>set pairing</source>
            <translation>modifica abbinamenti</translation>
        </message>
        <message>
            <source>set result</source>
            <translation>risultato</translation>
        </message>
        <message>
            <source>import results</source>
            <translation>importazione risultati</translation>
        </message>
        <message>
            <source>undo import results</source>
            <translation>annullamento importazione risultati</translation>
        </message>
        <message>
            <source>update ratings</source>
            <translation>aggiornamento Elo</translation>
        </message>
        <message>
            <source>set k factor</source>
            <translation>fattore K</translation>
        </message>
        <message>
            <source>set round date</source>
            <translation>data del turno</translation>
        </message>
        <message>
            <source>set round dates</source>
            <translation>date dei turni</translation>
        </message>
        <message>
            <source>set prize categories</source>
            <translation>categorie di premio</translation>
        </message>
        <message>
            <source>add prohibited pair</source>
            <translation>abbinamento vietato</translation>
        </message>
        <message>
            <source>remove prohibited pair</source>
            <translation>abbinamento di nuovo permesso</translation>
        </message>
        <message>
            <source>fix board</source>
            <translation>fissare la scacchiera</translation>
        </message>
        <message>
            <source>game 2 put on game 1's boards (schema 16)</source>
            <translation>partita 2 messa sulle scacchiere della partita 1 (schema 16)</translation>
        </message>
        <message>
            <source>check in</source>
            <translation>presenza</translation>
        </message>
        <message>
            <source>check-in taken back</source>
            <translation>presenza annullata</translation>
        </message>
        <message>
            <source>absent left out</source>
            <translation>assenti esclusi</translation>
        </message>
        <message>
            <source>set entry fees</source>
            <translation>fissare le quote d'iscrizione</translation>
        </message>
        <message>
            <source>set fee category</source>
            <translation>fissare la categoria di quota</translation>
        </message>
        <message>
            <source>record payment</source>
            <translation>registrare pagamento</translation>
        </message>
        <message>
            <source>cancel payment</source>
            <translation>annullare pagamento</translation>
        </message>
        <message>
            <source>add team</source>
            <translation>aggiunta squadra</translation>
        </message>
        <message>
            <source>add team players</source>
            <translation>aggiunta giocatori a una squadra</translation>
        </message>
        <message>
            <source>remove team</source>
            <translation>rimozione squadra</translation>
        </message>
        <message>
            <source>import teams</source>
            <translation>importazione squadre</translation>
        </message>
        <message>
            <source>undo import teams</source>
            <translation>annullamento importazione squadre</translation>
        </message>
        <message>
            <source>pair team round</source>
            <translation>abbinamento turno a squadre</translation>
        </message>
        <message>
            <source>set line-up</source>
            <translation>inserimento formazione</translation>
        </message>
        <message>
            <source>clear line-up</source>
            <translation>ritiro formazione</translation>
        </message>
        <message>
            <source>forfeit match</source>
            <translation>forfait dell'incontro</translation>
        </message>
        <message>
            <source>request team bye</source>
            <translation>bye richiesto da una squadra</translation>
        </message>
        <message>
            <source>withdraw team</source>
            <translation>ritiro squadra</translation>
        </message>
        <message>
            <source>reinstate team</source>
            <translation>riammissione squadra</translation>
        </message>
        <message>
            <source>team {number}</source>
            <translation>squadra {number}</translation>
        </message>
        <message numerus="yes">
            <source>Team {name} registered as no. {number} with %n player(s), from round {round}</source>
            <translation>
                <numerusform>Squadra {name} iscritta come n. {number} con %n giocatore, dal turno {round}</numerusform>
                <numerusform>Squadra {name} iscritta come n. {number} con %n giocatori, dal turno {round}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Team {name} registered as no. {number} with %n player(s)</source>
            <translation>
                <numerusform>Squadra {name} iscritta come n. {number} con %n giocatore</numerusform>
                <numerusform>Squadra {name} iscritta come n. {number} con %n giocatori</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n player(s) added to the roster of {name}</source>
            <translation>
                <numerusform>%n giocatore aggiunto alla rosa di {name}</numerusform>
                <numerusform>%n giocatori aggiunti alla rosa di {name}</numerusform>
            </translation>
        </message>
        <message>
            <source>Team {name} removed</source>
            <translation>Squadra {name} rimossa</translation>
        </message>
        <message numerus="yes">
            <source>%n team(s) imported from {source}</source>
            <translation>
                <numerusform>%n squadra importata da {source}</numerusform>
                <numerusform>%n squadre importate da {source}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Team import undone: %n team(s) removed</source>
            <translation>
                <numerusform>Importazione squadre annullata: %n squadra rimossa</numerusform>
                <numerusform>Importazione squadre annullata: %n squadre rimosse</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Round {round} paired: %n match(es)</source>
            <translation>
                <numerusform>Turno {round} abbinato: %n incontro</numerusform>
                <numerusform>Turno {round} abbinato: %n incontri</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Round {round} paired: %n match(es), bye for team {team}</source>
            <translation>
                <numerusform>Turno {round} abbinato: %n incontro, bye alla squadra {team}</numerusform>
                <numerusform>Turno {round} abbinato: %n incontri, bye alla squadra {team}</numerusform>
            </translation>
        </message>
        <message>
            <source>Line-up of {team} for round {round} changed</source>
            <translation>Formazione di {team} per il turno {round} modificata</translation>
        </message>
        <message>
            <source>Line-up of {team} for round {round} entered</source>
            <translation>Formazione di {team} per il turno {round} inserita</translation>
        </message>
        <message>
            <source>Line-up of {team} for round {round} taken back</source>
            <translation>Formazione di {team} per il turno {round} ritirata</translation>
        </message>
        <message>
            <source>Round {round}, match {match}: every game forfeited by {teams}</source>
            <translation>Turno {round}, incontro {match}: tutte le partite perse a forfait da {teams}</translation>
        </message>
        <message>
            <source>{team} asks for a half-point bye in round {round}</source>
            <translation>{team} chiede un bye di mezzo punto nel turno {round}</translation>
        </message>
        <message>
            <source>{team} asks for a zero-point bye in round {round}</source>
            <translation>{team} chiede un bye di zero punti nel turno {round}</translation>
        </message>
        <message>
            <source>{team} asks for a full-point bye in round {round}</source>
            <translation>{team} chiede un bye di un punto nel turno {round}</translation>
        </message>
        <message>
            <source>{team} withdrawn from round {round}</source>
            <translation>{team} ritirata dal turno {round}</translation>
        </message>
        <message>
            <source>{team} reinstated</source>
            <translation>{team} riammessa</translation>
        </message>
    </context>
    <context>
        <name>AuditView</name>
        <message>
            <source>Filter the audit log…</source>
            <translation>Filtra il registro…</translation>
        </message>
        <message>
            <source>Every change to the file, newest first. The log is append-only.</source>
            <translation>Ogni modifica del file, la più recente per prima. Il registro si può solo estendere.</translation>
        </message>
    </context>
    <context>
        <name>BoardsModel</name>
        <message>
            <source>Bd</source>
            <translation>Sc.</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>Scacchiera</translation>
        </message>
        <message>
            <source>No.</source>
            <translation>N.</translation>
        </message>
        <message>
            <source>White</source>
            <translation>Bianco</translation>
        </message>
        <message>
            <source>Pts</source>
            <translation>Pt</translation>
        </message>
        <message>
            <source>White's score before the round</source>
            <translation>Punti del Bianco prima del turno</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Risultato</translation>
        </message>
        <message>
            <source>1 white wins, 0 black wins, = or 5 draw, + / - forfeits, * double forfeit</source>
            <translation>1 vince il Bianco, 0 vince il Nero, = o 5 patta, + / - forfait, * doppio forfait</translation>
        </message>
        <message>
            <source>Black's score before the round</source>
            <translation>Punti del Nero prima del turno</translation>
        </message>
        <message>
            <source>Black</source>
            <translation>Nero</translation>
        </message>
    </context>
    <context>
        <name>ByeRequestDialog</name>
        <message>
            <source>Requested bye</source>
            <translation>Bye richiesto</translation>
        </message>
        <message>
            <source>Half-point bye</source>
            <translation>Bye da mezzo punto</translation>
        </message>
        <message>
            <source>Zero-point bye (absent)</source>
            <translation>Bye da zero punti (assente)</translation>
        </message>
        <message>
            <source>Full-point bye</source>
            <translation>Bye da un punto</translation>
        </message>
        <message>
            <source>&amp;Round:</source>
            <translation>&amp;Turno:</translation>
        </message>
        <message>
            <source>&amp;Kind:</source>
            <translation>&amp;Tipo:</translation>
        </message>
    </context>
    <context>
        <name>CheckInDialog</name>
        <message>
            <source>Pairing number or name, then Enter</source>
            <translation>Numero di abbinamento o nome, poi Invio</translation>
        </message>
        <message>
            <source>No</source>
            <translation>N.</translation>
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
            <source>Rtg</source>
            <translation>Elo</translation>
        </message>
        <message>
            <source>Present</source>
            <translation>Presente</translation>
        </message>
        <message>
            <source>Absent: &amp;zero-point bye</source>
            <translation>Assenti: bye da &amp;zero punti</translation>
        </message>
        <message>
            <source>Every player not present is not paired in this round (zero points)</source>
            <translation>Ogni giocatore assente non viene abbinato in questo turno (zero punti)</translation>
        </message>
        <message>
            <source>Absent: &amp;withdraw</source>
            <translation>Assenti: &amp;ritirare</translation>
        </message>
        <message>
            <source>Every player not present is withdrawn from this round on</source>
            <translation>Ogni giocatore assente viene ritirato a partire da questo turno</translation>
        </message>
        <message>
            <source>Check-in for round {round}</source>
            <translation>Presenze per il turno {round}</translation>
        </message>
        <message>
            <source>Check-in</source>
            <translation>Controllo presenze</translation>
        </message>
        <message>
            <source>withdrawn</source>
            <translation>ritirato</translation>
        </message>
        <message>
            <source>bye</source>
            <translation>bye</translation>
        </message>
        <message>
            <source>{present} of {players} present, {absent} absent</source>
            <translation>{present} presenti su {players}, {absent} assenti</translation>
        </message>
        <message>
            <source>Storing…</source>
            <translation>Salvataggio…</translation>
        </message>
        <message>
            <source>No player found: type a pairing number or a name.</source>
            <translation>Nessun giocatore trovato: digitare un numero di abbinamento o un nome.</translation>
        </message>
        <message numerus="yes">
            <source>%n players found: type more of the name.</source>
            <translation>
                <numerusform>%n giocatore trovato: digitare altre lettere del nome.</numerusform>
                <numerusform>%n giocatori trovati: digitare altre lettere del nome.</numerusform>
            </translation>
        </message>
        <message>
            <source>{name}: the last tick is still being stored.</source>
            <translation>{name}: l’ultima spunta di presenza è ancora in corso di salvataggio.</translation>
        </message>
        <message>
            <source>storing…</source>
            <translation>salvataggio…</translation>
        </message>
        <message>
            <source>{name} is present.</source>
            <translation>{name} è presente.</translation>
        </message>
        <message>
            <source>{name} is no longer present.</source>
            <translation>{name} non è più segnato presente.</translation>
        </message>
    </context>
    <context>
        <name>CrosstableModel</name>
        <message>
            <source>Match {match}: opponent's rank, each game's colour and result</source>
            <translation>Match {match}: posizione dell'avversario, colore e risultato di ogni partita</translation>
        </message>
        <message>
            <source>Round {round}: opponent's rank, colour, result</source>
            <translation>Turno {round}: posizione dell'avversario, colore, risultato</translation>
        </message>
        <message>
            <source>Results against the player on line {line}</source>
            <translation>Risultati contro il giocatore della riga {line}</translation>
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
            <source>Rating</source>
            <translation>Elo</translation>
        </message>
        <message>
            <source>Fed</source>
            <translation>Fed</translation>
        </message>
        <message>
            <source>Pts</source>
            <translation>Pt</translation>
        </message>
    </context>
    <context>
        <name>CrosstableView</name>
        <message>
            <source>Filter crosstable…</source>
            <translation>Filtra il tabellone…</translation>
        </message>
        <message>
            <source>Each round: opponent's rank, colour (w/b), points scored; + / - forfeit, H half-point bye, F full-point bye, bye = pairing-allocated bye, - not played (zero-point bye, not yet entered, withdrawn); * after a name: withdrawn (the standings say from which round)</source>
            <translation>Ogni turno: posizione dell'avversario, colore (b/n), punti ottenuti; + / - forfait, H bye da mezzo punto, F bye da un punto, bye = bye assegnato dall'abbinamento, - non giocato (bye da zero punti, non ancora iscritto, ritirato); * dopo un nome: ritirato (la classifica dice da quale turno)</translation>
        </message>
        <message>
            <source>Each match (Double-Swiss): opponent's rank, then each game's colour (w/b) and points scored, e.g. 12w1 b½; + / - forfeit, H half-point bye, F full-point bye, bye = pairing-allocated bye (of both games), - not played; * after a name: withdrawn</source>
            <translation>Ogni match (Doppio Svizzero): posizione dell'avversario, poi colore (b/n) e punti ottenuti di ogni partita, ad es. 12b1 n½; + / - forfait, H bye da mezzo punto, F bye da un punto, bye = bye assegnato dall'abbinamento (di entrambe le partite), - non giocato; * dopo un nome: ritirato</translation>
        </message>
        <message>
            <source>Round robin: the row player's results against the player of each line (column numbers are lines), in round order; + / - forfeit; results in brackets do not count (withdrawal, V.4.1)</source>
            <translation>Girone all'italiana: i risultati del giocatore della riga contro il giocatore di ogni riga (i numeri di colonna sono righe), in ordine di turno; + / - forfait; i risultati tra parentesi non contano (ritiro, V.4.1)</translation>
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
            <translation>Controllo presenze</translation>
        </message>
        <message>
            <source>check in {name}</source>
            <translation>segnare presente {name}</translation>
        </message>
        <message>
            <source>take back the check-in of {name}</source>
            <translation>annullare la presenza di {name}</translation>
        </message>
        <message numerus="yes">
            <source>Give the %n player(s) not present a zero-point bye in round {round}?</source>
            <translation>
                <numerusform>Dare al %n giocatore assente un bye da zero punti nel turno {round}?</numerusform>
                <numerusform>Dare ai %n giocatori assenti un bye da zero punti nel turno {round}?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Withdraw the %n player(s) not present from round {round} on?</source>
            <translation>
                <numerusform>Ritirare il %n giocatore assente a partire dal turno {round}?</numerusform>
                <numerusform>Ritirare i %n giocatori assenti a partire dal turno {round}?</numerusform>
            </translation>
        </message>
        <message>
            <source>leave the absent out of round {round}</source>
            <translation>escludere gli assenti dal turno {round}</translation>
        </message>
        <message>
            <source>Entry fees</source>
            <translation>Quote d'iscrizione</translation>
        </message>
        <message>
            <source>change the fee categories</source>
            <translation>modificare le categorie di quota</translation>
        </message>
        <message>
            <source>set the fee category of {name}</source>
            <translation>fissare la categoria di quota di {name}</translation>
        </message>
        <message>
            <source>record the payment of {name}</source>
            <translation>registrare il pagamento di {name}</translation>
        </message>
        <message>
            <source>{name} has paid nothing.</source>
            <translation>{name} non ha pagato nulla.</translation>
        </message>
        <message>
            <source>Take back receipt {receipt} of {name}?</source>
            <translation>Annullare la ricevuta {receipt} di {name}?</translation>
        </message>
        <message>
            <source>take back receipt {receipt}</source>
            <translation>annullare la ricevuta {receipt}</translation>
        </message>
    </context>
    <context>
        <name>DocumentDialog</name>
        <message>
            <source>Round {round} is the round on screen.</source>
            <translation>Il turno {round} è quello mostrato sullo schermo.</translation>
        </message>
        <message>
            <source>After round {round}, as the standings on screen.</source>
            <translation>Dopo il turno {round}, come la classifica sullo schermo.</translation>
        </message>
        <message>
            <source>No round is paired yet.</source>
            <translation>Nessun turno è ancora abbinato.</translation>
        </message>
        <message>
            <source>Round {paired} is the last round paired.</source>
            <translation>Il turno {paired} è l'ultimo turno abbinato.</translation>
        </message>
        <message>
            <source>No round has every result yet: the document is taken before round 1.</source>
            <translation>Nessun turno ha ancora tutti i risultati: il documento è preso prima del turno 1.</translation>
        </message>
        <message>
            <source>After round {complete}, the last round with every result (round {paired} is still being played).</source>
            <translation>Dopo il turno {complete}, l'ultimo con tutti i risultati (il turno {paired} è ancora in corso).</translation>
        </message>
        <message>
            <source>After round {complete}, the last round with every result.</source>
            <translation>Dopo il turno {complete}, l'ultimo con tutti i risultati.</translation>
        </message>
        <message>
            <source>Print</source>
            <translation>Stampa</translation>
        </message>
        <message>
            <source>Every player</source>
            <translation>Tutti i giocatori</translation>
        </message>
        <message>
            <source>Print it</source>
            <translation>Stamparlo</translation>
        </message>
        <message>
            <source>http://... (Publish &gt; Serve to phones)</source>
            <translation>http://... (Pubblica &gt; Servire ai telefoni)</translation>
        </message>
        <message>
            <source>&amp;Document:</source>
            <translation>&amp;Documento:</translation>
        </message>
        <message>
            <source>&amp;Round:</source>
            <translation>&amp;Turno:</translation>
        </message>
        <message>
            <source>Pla&amp;yer:</source>
            <translation>&amp;Giocatore:</translation>
        </message>
        <message>
            <source>Live add&amp;ress and QR code:</source>
            <translation>In&amp;dirizzo in diretta e codice QR:</translation>
        </message>
        <message>
            <source>P&amp;aper:</source>
            <translation>C&amp;arta:</translation>
        </message>
        <message>
            <source>National &amp;ID and rating (player lists)</source>
            <translation>&amp;ID e punteggio nazionali (elenchi giocatori)</translation>
        </message>
        <message>
            <source>The language of the document (the window keeps its own)</source>
            <translation>La lingua del documento (la finestra mantiene la sua)</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>&amp;Lingua:</translation>
        </message>
        <message>
            <source>The check-in sheet is for the next round to pair.</source>
            <translation>Il foglio delle presenze è per il prossimo turno da abbinare.</translation>
        </message>
        <message>
            <source>Every &amp;section in one document (each its latest round)</source>
            <translation>Ogni &amp;sezione in un solo documento (ciascuna al suo ultimo turno)</translation>
        </message>
    </context>
    <context>
        <name>Documents</name>
        <message>
            <source>Pairings by board</source>
            <translation>Abbinamenti per scacchiera</translation>
        </message>
        <message>
            <source>Pairings by name</source>
            <translation>Abbinamenti per nome</translation>
        </message>
        <message>
            <source>Results of the round</source>
            <translation>Risultati del turno</translation>
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
            <source>Schedule of every round (round robin)</source>
            <translation>Calendario di tutti i turni (girone all'italiana)</translation>
        </message>
        <message>
            <source>Wall chart</source>
            <translation>Tabellone murale</translation>
        </message>
        <message>
            <source>Result slips</source>
            <translation>Formulari dei risultati</translation>
        </message>
        <message>
            <source>Player list by starting rank</source>
            <translation>Elenco giocatori per ordine iniziale</translation>
        </message>
        <message>
            <source>Player list by name</source>
            <translation>Elenco giocatori per nome</translation>
        </message>
        <message>
            <source>Cover page</source>
            <translation>Copertina</translation>
        </message>
        <message>
            <source>Rating report</source>
            <translation>Rapporto Elo</translation>
        </message>
        <message>
            <source>Title norms</source>
            <translation>Norme di titolo</translation>
        </message>
        <message>
            <source>Prize list</source>
            <translation>Elenco premi</translation>
        </message>
        <message>
            <source>Team pairings</source>
            <translation>Abbinamenti a squadre</translation>
        </message>
        <message>
            <source>Match sheets</source>
            <translation>Referti d'incontro</translation>
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
            <source>the team documents are printed from a tournament file (.arbiter), not a TRF</source>
            <translation>i documenti a squadre si stampano da un file di torneo (.arbiter), non da un TRF</translation>
        </message>
        <message>
            <source>no round has been paired yet: nothing to print</source>
            <translation>nessun turno è ancora abbinato: niente da stampare</translation>
        </message>
        <message>
            <source>round {round_number} does not exist (rounds start at 1)</source>
            <translation>il turno {round_number} non esiste (i turni iniziano da 1)</translation>
        </message>
        <message>
            <source>round {round_number} has not been paired yet (the last paired round is {last})</source>
            <translation>il turno {round_number} non è ancora abbinato (l'ultimo turno abbinato è il {last})</translation>
        </message>
        <message>
            <source>{kind}, round {round_number}</source>
            <translation>{kind}, turno {round_number}</translation>
        </message>
        <message>
            <source>round {round_number}: player {number} ({name}) is paired with {opponent}, who is not registered</source>
            <translation>turno {round_number}: il giocatore {number} ({name}) è abbinato con {opponent}, che non è iscritto</translation>
        </message>
        <message>
            <source>round {round_number}: player {number} ({name}) is paired with {number2} ({name2}), whose entry says {entry}</source>
            <translation>turno {round_number}: il giocatore {number} ({name}) è abbinato con {number2} ({name2}), la cui scheda riporta {entry}</translation>
        </message>
        <message>
            <source>no opponent</source>
            <translation>nessun avversario</translation>
        </message>
        <message>
            <source>no round has all its results yet: nothing to report</source>
            <translation>nessun turno ha ancora tutti i risultati: niente da riportare</translation>
        </message>
        <message>
            <source>Rd</source>
            <translation>T</translation>
        </message>
        <message>
            <source>Opponent</source>
            <translation>Avversario</translation>
        </message>
        <message>
            <source>Rtg</source>
            <translation>Elo</translation>
        </message>
        <message>
            <source>D used</source>
            <translation>D usata</translation>
        </message>
        <message>
            <source>PD</source>
            <translation>PD</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Punti</translation>
        </message>
        <message>
            <source>{number}. {name} ({rating}): {k_rule}</source>
            <translation>{number}. {name} ({rating}): {k_rule}</translation>
        </message>
        <message>
            <source>Score {score} of {games}, expected {expected}: ΣΔR {sum} × K {k} = {change}, rounded {rounded:+d} (B.02 8.3.4).</source>
            <translation>{score} punti su {games}, attesi {expected}: ΣΔR {sum} × K {k} = {change}, arrotondato {rounded:+d} (B.02 8.3.4).</translation>
        </message>
        <message>
            <source>{number}. {name} (unrated): first rating, B.02 8.2</source>
            <translation>{number}. {name} (senza Elo): primo Elo, B.02 8.2</translation>
        </message>
        <message>
            <source>No</source>
            <translation>N.</translation>
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
            <source>Present</source>
            <translation>Presente</translation>
        </message>
        <message>
            <source>Signature</source>
            <translation>Firma</translation>
        </message>
        <message>
            <source>withdrawn</source>
            <translation>ritirato</translation>
        </message>
        <message>
            <source>bye</source>
            <translation>bye</translation>
        </message>
        <message>
            <source>{present} of {players} players checked in. C.04.2 art. 4.1: a player who has not confirmed his presence before the pairing is not paired unless the chief arbiter decides otherwise.</source>
            <translation>{present} giocatori presenti su {players}. C.04.2 art. 4.1: un giocatore che non ha confermato la presenza prima dell'abbinamento non viene abbinato, salvo diversa decisione dell'arbitro principale.</translation>
        </message>
        <message>
            <source>Check-in for round {round}</source>
            <translation>Presenze per il turno {round}</translation>
        </message>
        <message>
            <source>round {round} has no board: nothing to print</source>
            <translation>il turno {round} non ha scacchiere: niente da stampare</translation>
        </message>
        <message>
            <source>Table cards, round {round}</source>
            <translation>Numeri di tavolo, turno {round}</translation>
        </message>
        <message>
            <source>Board {board}, round {round}</source>
            <translation>Scacchiera {board}, turno {round}</translation>
        </message>
        <message>
            <source>Name cards, round {round}</source>
            <translation>Segnaposto con il nome, turno {round}</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>Categoria</translation>
        </message>
        <message>
            <source>Due</source>
            <translation>Dovuto</translation>
        </message>
        <message>
            <source>Paid</source>
            <translation>Pagato</translation>
        </message>
        <message>
            <source>Outstanding</source>
            <translation>Da pagare</translation>
        </message>
        <message>
            <source>Received</source>
            <translation>Incassato</translation>
        </message>
        <message>
            <source>no category</source>
            <translation>nessuna categoria</translation>
        </message>
        <message>
            <source>All</source>
            <translation>Tutti</translation>
        </message>
        <message>
            <source>Totals ({currency})</source>
            <translation>Totali ({currency})</translation>
        </message>
        <message>
            <source>Entry fees</source>
            <translation>Quote d'iscrizione</translation>
        </message>
        <message>
            <source>no payment is recorded: nothing to print</source>
            <translation>nessun pagamento registrato: niente da stampare</translation>
        </message>
        <message>
            <source>Receipt no. {receipt}</source>
            <translation>Ricevuta n. {receipt}</translation>
        </message>
        <message>
            <source>Received from {name} (no. {number}) on {date}</source>
            <translation>Ricevuto da {name} (n. {number}) il {date}</translation>
        </message>
        <message>
            <source>Entry fee</source>
            <translation>Quota d'iscrizione</translation>
        </message>
        <message>
            <source>Received by: ______________________________</source>
            <translation>Ricevuto da: ______________________________</translation>
        </message>
        <message>
            <source>Receipts</source>
            <translation>Ricevute</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Partite</translation>
        </message>
        <message>
            <source>Exp.</source>
            <translation>Att.</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>Variazione</translation>
        </message>
        <message>
            <source>first {value}</source>
            <translation>primo {value}</translation>
        </message>
        <message>
            <source>{kind} rating, B.02 (1 March 2024; 8.3.1 as amended 1 October 2025): games against rated opponents played over the board; a difference above 400 counts as 400 for players below 2650; change = K × Σ(score − PD). The change shown is this event's; FIDE rounds the rating period (8.3.4).</source>
            <translation>Elo {kind}, B.02 (1 marzo 2024; 8.3.1 modificato il 1 ottobre 2025): partite giocate alla scacchiera contro avversari con Elo; una differenza superiore a 400 conta come 400 per i giocatori sotto 2650; variazione = K × Σ(punti − PD). La variazione indicata è quella di questo torneo; la FIDE arrotonda sul periodo di rating (8.3.4).</translation>
        </message>
        <message>
            <source>Rating report after round {r}</source>
            <translation>Rapporto Elo dopo il turno {r}</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Torneo</translation>
        </message>
        <message>
            <source>Place, federation</source>
            <translation>Luogo, federazione</translation>
        </message>
        <message>
            <source>Dates</source>
            <translation>Date</translation>
        </message>
        <message>
            <source>Organiser</source>
            <translation>Organizzatore</translation>
        </message>
        <message>
            <source>Chief arbiter</source>
            <translation>Arbitro principale</translation>
        </message>
        <message>
            <source>Rounds, system</source>
            <translation>Turni, sistema</translation>
        </message>
        <message>
            <source>{rounds}, Swiss (FIDE Dutch)</source>
            <translation>{rounds}, svizzero (olandese FIDE)</translation>
        </message>
        <message>
            <source>{rounds}, Swiss ({system} System)</source>
            <translation>{rounds}, svizzero (sistema {system})</translation>
        </message>
        <message>
            <source>Time control</source>
            <translation>Cadenza</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Giocatore</translation>
        </message>
        <message>
            <source>{name}, {federation}, FIDE ID {fide_id}, born {born}</source>
            <translation>{name}, {federation}, ID FIDE {fide_id}, nato il {born}</translation>
        </message>
        <message>
            <source>Norm</source>
            <translation>Norma</translation>
        </message>
        <message>
            <source>{value} norm (B.01)</source>
            <translation>Norma di {value} (B.01)</translation>
        </message>
        <message>
            <source>Games, score</source>
            <translation>Partite, punti</translation>
        </message>
        <message>
            <source>Average rating of opponents (Ra)</source>
            <translation>Media Elo degli avversari (Ra)</translation>
        </message>
        <message>
            <source>Performance (Rp)</source>
            <translation>Performance (Rp)</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>Titolo</translation>
        </message>
        <message>
            <source>FIDE ID</source>
            <translation>ID FIDE</translation>
        </message>
        <message>
            <source>Used</source>
            <translation>Usata</translation>
        </message>
        <message>
            <source>Res.</source>
            <translation>Ris.</translation>
        </message>
        <message>
            <source>unrated</source>
            <translation>senza Elo</translation>
        </message>
        <message>
            <source>Title norm report: {value} norm of {name}</source>
            <translation>Rapporto di norma: norma di {value} di {name}</translation>
        </message>
        <message>
            <source>Requirements (B.01, 2024): {checks}.</source>
            <translation>Requisiti (B.01, 2024): {checks}.</translation>
        </message>
        <message>
            <source>Chief arbiter: ______________________________      Host federation: ______________________________</source>
            <translation>Arbitro principale: ______________________________      Federazione ospitante: ______________________________</translation>
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
            <translation>Servono</translation>
        </message>
        <message>
            <source>Missing</source>
            <translation>Manca</translation>
        </message>
        <message>
            <source>achieved</source>
            <translation>ottenuta</translation>
        </message>
        <message>
            <source>Title norms, FIDE B.01 (2024), after round {r}: {achieved} achieved. For each player the highest norm achieved, or the closest: Needs is the score over these games that makes the performance (and 35 %); Missing lists the requirements not met, with what the player has.</source>
            <translation>Norme di titolo, FIDE B.01 (2024), dopo il turno {r}: {achieved} ottenuta/e. Per ogni giocatore la norma più alta ottenuta, o la più vicina: «Servono» è il punteggio in queste partite che dà la performance (e il 35 %); «Manca» elenca i requisiti non soddisfatti, con quello che il giocatore ha.</translation>
        </message>
        <message>
            <source>Title norms after round {r}</source>
            <translation>Norme di titolo dopo il turno {r}</translation>
        </message>
        <message>
            <source>no prize category is defined (the categories are kept in the tournament file)</source>
            <translation>nessuna categoria di premio definita (le categorie sono conservate nel file del torneo)</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>Luogo</translation>
        </message>
        <message>
            <source>Pts</source>
            <translation>Pt</translation>
        </message>
        <message>
            <source>Prize</source>
            <translation>Premio</translation>
        </message>
        <message>
            <source>Ties: {label}. One prize per player, the most valuable.</source>
            <translation>Parità: {label}. Un premio per giocatore, il più alto.</translation>
        </message>
        <message>
            <source>No prize given: nobody left in this category.</source>
            <translation>Nessun premio assegnato: non resta nessuno in questa categoria.</translation>
        </message>
        <message>
            <source>Total given: {total}</source>
            <translation>Totale assegnato: {total}</translation>
        </message>
        <message>
            <source>(shared by {players})</source>
            <translation>(condiviso tra {players})</translation>
        </message>
        <message>
            <source>final, all {planned} rounds played</source>
            <translation>finale, giocati tutti i {planned} turni</translation>
        </message>
        <message>
            <source>after round {done} of {planned}</source>
            <translation>dopo il turno {done} di {planned}</translation>
        </message>
        <message>
            <source>{planned} rounds, none finished yet</source>
            <translation>{planned} turni, nessuno ancora concluso</translation>
        </message>
        <message>
            <source>FIDE {kind} rating</source>
            <translation>Elo FIDE {kind}</translation>
        </message>
        <message>
            <source>not FIDE-rated</source>
            <translation>non valido per l'Elo FIDE</translation>
        </message>
        <message>
            <source>Deputy arbiter</source>
            <translation>Vice arbitro</translation>
        </message>
        <message>
            <source>System</source>
            <translation>Sistema</translation>
        </message>
        <message>
            <source>Swiss, FIDE (Dutch) System ({rules}), {planned} rounds</source>
            <translation>Sistema svizzero FIDE (olandese) ({rules}), {planned} turni</translation>
        </message>
        <message>
            <source>Swiss, {system} System ({code}), {planned} rounds</source>
            <translation>Svizzero, sistema {system} ({code}), {planned} turni</translation>
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
            <translation>Spareggi</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Giocatori</translation>
        </message>
        <message>
            <source>{players}, {rated} rated, {feds} federation(s)</source>
            <translation>{players}, {rated} con Elo, {feds} federazione/i</translation>
        </message>
        <message>
            <source>; titled: {titles}</source>
            <translation>; titolati: {titles}</translation>
        </message>
        <message>
            <source>Tournament</source>
            <translation>Torneo</translation>
        </message>
        <message>
            <source>Winners</source>
            <translation>Vincitori</translation>
        </message>
        <message>
            <source>Leaders after round {done}</source>
            <translation>In testa dopo il turno {done}</translation>
        </message>
        <message>
            <source>Tournament report</source>
            <translation>Rapporto del torneo</translation>
        </message>
        <message>
            <source>unknown page size {name!r}: use one of A4, A3, letter</source>
            <translation>formato carta sconosciuto {name!r}: usare A4, A3 o letter</translation>
        </message>
        <message>
            <source>page {number} of {total}</source>
            <translation>pagina {number} di {total}</translation>
        </message>
        <message>
            <source>Bd</source>
            <translation>Sc.</translation>
        </message>
        <message>
            <source>White</source>
            <translation>Bianco</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Risultato</translation>
        </message>
        <message>
            <source>Black</source>
            <translation>Nero</translation>
        </message>
        <message>
            <source>Player without opponent</source>
            <translation>Giocatore senza avversario</translation>
        </message>
        <message>
            <source>Bye</source>
            <translation>Bye</translation>
        </message>
        <message>
            <source>round {round} has no boards and no byes</source>
            <translation>il turno {round} non ha né scacchiere né bye</translation>
        </message>
        <message>
            <source>Pts = points before the round.</source>
            <translation>Pt = punti prima del turno.</translation>
        </message>
        <message>
            <source>Pts = points after the round.</source>
            <translation>Pt = punti dopo il turno.</translation>
        </message>
        <message numerus="yes">
            <source>%n game(s) still in progress (result blank).</source>
            <translation>
                <numerusform>%n partita ancora in corso (risultato vuoto).</numerusform>
                <numerusform>%n partite ancora in corso (risultato vuoto).</numerusform>
            </translation>
        </message>
        <message>
            <source>Pairings</source>
            <translation>Abbinamenti</translation>
        </message>
        <message>
            <source>Results</source>
            <translation>Risultati</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>Scacchiera</translation>
        </message>
        <message>
            <source>Colour</source>
            <translation>Colore</translation>
        </message>
        <message>
            <source>no opponent: {bye}</source>
            <translation>nessun avversario: {bye}</translation>
        </message>
        <message>
            <source>round {r} has no boards and no byes</source>
            <translation>il turno {r} non ha né scacchiere né bye</translation>
        </message>
        <message>
            <source>Rk</source>
            <translation>Pos</translation>
        </message>
        <message>
            <source>A {system}: the row player's results against the column player, first cycle first (1, ½, 0; + / - forfeit won / lost). Columns are numbered by the rows.</source>
            <translation>{system}: i risultati del giocatore della riga contro il giocatore della colonna, prima il primo ciclo (1, ½, 0; + / - vinta / persa a forfait). Le colonne sono numerate come le righe.</translation>
        </message>
        <message>
            <source>A {system}: the row player's results against the column player (1, ½, 0; + / - forfeit won / lost). Columns are numbered by the rows.</source>
            <translation>{system}: i risultati del giocatore della riga contro il giocatore della colonna (1, ½, 0; + / - vinta / persa a forfait). Le colonne sono numerate come le righe.</translation>
        </message>
        <message>
            <source>Results in brackets do not count in the standings (FIDE Tournament Rules V.4.1).</source>
            <translation>I risultati tra parentesi non contano in classifica (Regolamento tornei FIDE V.4.1).</translation>
        </message>
        <message>
            <source>no schedule to print: {exc}</source>
            <translation>nessun calendario da stampare: {exc}</translation>
        </message>
        <message>
            <source>Round {round} (cycle {cycle})</source>
            <translation>Turno {round} (ciclo {cycle})</translation>
        </message>
        <message>
            <source>Round {round}</source>
            <translation>Turno {round}</translation>
        </message>
        <message>
            <source>No game: {number} {name}.</source>
            <translation>Nessuna partita: {number} {name}.</translation>
        </message>
        <message>
            <source>Schedule of every round</source>
            <translation>Calendario di tutti i turni</translation>
        </message>
        <message>
            <source>Result: {res}</source>
            <translation>Risultato: {res}</translation>
        </message>
        <message>
            <source>Round {round_number}</source>
            <translation>Turno {round_number}</translation>
        </message>
        <message>
            <source>Board {number}</source>
            <translation>Scacchiera {number}</translation>
        </message>
        <message>
            <source>No {number}</source>
            <translation>N. {number}</translation>
        </message>
        <message>
            <source>Signatures</source>
            <translation>Firme</translation>
        </message>
        <message>
            <source>White: ______________________</source>
            <translation>Bianco: ______________________</translation>
        </message>
        <message>
            <source>Black: ______________________</source>
            <translation>Nero: ______________________</translation>
        </message>
        <message>
            <source>round {r} has no boards: no result slip to print</source>
            <translation>il turno {r} non ha scacchiere: nessun formulario dei risultati da stampare</translation>
        </message>
        <message>
            <source>no round has all its results yet: no standings to print</source>
            <translation>nessun turno ha ancora tutti i risultati: nessuna classifica da stampare</translation>
        </message>
        <message>
            <source>Cat</source>
            <translation>Cat</translation>
        </message>
        <message>
            <source>Cat: the prize categories of each player.</source>
            <translation>Cat: le categorie di premio di ogni giocatore.</translation>
        </message>
        <message>
            <source>Crosstable after round {round}</source>
            <translation>Tabellone dopo il turno {round}</translation>
        </message>
        <message>
            <source>round {round}</source>
            <translation>turno {round}</translation>
        </message>
        <message>
            <source>rounds {first}-{last}</source>
            <translation>turni {first}-{last}</translation>
        </message>
        <message>
            <source>Crosstable: {pending} results pending</source>
            <translation>Tabellone: risultati in sospeso: {pending}</translation>
        </message>
        <message>
            <source>Crosstable after round {round}; {pending} results pending</source>
            <translation>Tabellone dopo il turno {round}; risultati in sospeso: {pending}</translation>
        </message>
        <message>
            <source>Match cells: opponent's rank, then each game's colour (w/b) and result (1, ½, 0); 12w1 b½: game 1 won with White, game 2 drawn with Black; a bye: the match's points.</source>
            <translation>Caselle dei match: posizione dell'avversario, poi colore (b/n) e risultato (1, ½, 0) di ogni partita; 12b1 n½: partita 1 vinta con il Bianco, partita 2 patta con il Nero; un bye: i punti del match.</translation>
        </message>
        <message>
            <source>Round cells: opponent's rank, colour (w/b), result (1, ½, 0).</source>
            <translation>Caselle dei turni: posizione dell'avversario, colore (b/n), risultato (1, ½, 0).</translation>
        </message>
        <message>
            <source>Interim chart: places, points and tie-breaks after round {complete}; {pending}: results entered so far, a cell without result (e.g. 3w) is still pending.</source>
            <translation>Tabellone provvisorio: posizioni, punti e spareggi dopo il turno {complete}; {pending}: risultati inseriti finora, una casella senza risultato (ad es. 3b) è ancora in sospeso.</translation>
        </message>
        <message>
            <source>Interim chart in starting order: no round has all its results yet; {pending}: results entered so far, a cell without result (e.g. 3w) is still pending.</source>
            <translation>Tabellone provvisorio in ordine iniziale: nessun turno ha ancora tutti i risultati; {pending}: risultati inseriti finora, una casella senza risultato (ad es. 3b) è ancora in sospeso.</translation>
        </message>
        <message>
            <source>Born</source>
            <translation>Nato</translation>
        </message>
        <message>
            <source>Sex</source>
            <translation>Sesso</translation>
        </message>
        <message>
            <source>Club</source>
            <translation>Circolo</translation>
        </message>
        <message>
            <source>Nat. ID</source>
            <translation>ID naz.</translation>
        </message>
        <message>
            <source>Nat.</source>
            <translation>Naz.</translation>
        </message>
        <message>
            <source>no player is registered: nothing to print</source>
            <translation>nessun giocatore iscritto: niente da stampare</translation>
        </message>
        <message>
            <source>Players by name</source>
            <translation>Giocatori per nome</translation>
        </message>
        <message>
            <source>Players by starting rank</source>
            <translation>Giocatori per ordine iniziale</translation>
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
            <source>Team without opponent</source>
            <translation>Squadra senza avversario</translation>
        </message>
        <message>
            <source>Col</source>
            <translation>Col.</translation>
        </message>
        <message>
            <source>this document is for a team event</source>
            <translation>questo documento è per un torneo a squadre</translation>
        </message>
        <message>
            <source>pairing-allocated bye</source>
            <translation>bye assegnato dall'abbinamento</translation>
        </message>
        <message>
            <source>not paired</source>
            <translation>non abbinata</translation>
        </message>
        <message>
            <source>MP: match points before the round. The team named first has White on board 1; the colours of its boards: {sequence}. Result: the game points of the match.</source>
            <translation>PS: punti squadra prima del turno. La squadra nominata per prima ha il Bianco in prima scacchiera; i colori delle sue scacchiere: {sequence}. Risultato: i punti partita dell'incontro.</translation>
        </message>
        <message>
            <source>round {round} has no match to play</source>
            <translation>il turno {round} non ha incontri da giocare</translation>
        </message>
        <message>
            <source>Match {match}: {white} (No {white_no}) – {black} (No {black_no})</source>
            <translation>Incontro {match}: {white} (n. {white_no}) – {black} (n. {black_no})</translation>
        </message>
        <message>
            <source>Match result (game points): {score}</source>
            <translation>Risultato dell'incontro (punti partita): {score}</translation>
        </message>
        <message>
            <source>Captain of the first team</source>
            <translation>Capitano della prima squadra</translation>
        </message>
        <message>
            <source>Captain of the second team</source>
            <translation>Capitano della seconda squadra</translation>
        </message>
        <message>
            <source>half-point bye</source>
            <translation>bye da mezzo punto</translation>
        </message>
        <message>
            <source>full-point bye</source>
            <translation>bye da un punto</translation>
        </message>
        <message>
            <source>zero-point bye (absent)</source>
            <translation>bye da zero punti (assente)</translation>
        </message>
        <message>
            <source>w</source>
            <comment>colour letter of White in crosstable cells</comment>
            <translation>b</translation>
        </message>
        <message>
            <source>b</source>
            <comment>colour letter of Black in crosstable cells</comment>
            <translation>n</translation>
        </message>
        <message>
            <source>free</source>
            <translation>libero</translation>
        </message>
        <message>
            <source>– = not played: the player was not yet entered (a late entry) or had withdrawn.</source>
            <translation>– = non giocato: il giocatore non era ancora iscritto (iscrizione tardiva) o si era ritirato.</translation>
        </message>
        <message>
            <source>free = no game this round (the Berger table's dummy, C.05 Annex 1); + / - = forfeit won / lost.</source>
            <translation>libero = nessuna partita in questo turno (il giocatore fittizio della tabella di Berger, C.05 allegato 1); + / - = vinta / persa a forfait.</translation>
        </message>
        <message>
            <source>{code} = {name} ({points})</source>
            <translation>{code} = {name} ({points})</translation>
        </message>
        <message>
            <source>{byes}; + / - = forfeit won / lost.</source>
            <translation>{byes}; + / - = vinta / persa a forfait.</translation>
        </message>
        <message>
            <source>single round robin</source>
            <translation>girone all'italiana semplice</translation>
        </message>
        <message>
            <source>double round robin, last two rounds of the first cycle reversed</source>
            <translation>doppio girone all'italiana, ultimi due turni del primo ciclo invertiti</translation>
        </message>
        <message>
            <source>double round robin</source>
            <translation>doppio girone all'italiana</translation>
        </message>
        <message>
            <source>round robin in {cycles} cycles</source>
            <translation>girone all'italiana in {cycles} cicli</translation>
        </message>
        <message>
            <source>Ranking: C.07 {edition}; tie-breaks {tiebreaks}.</source>
            <translation>Classifica: C.07 {edition}; spareggi {tiebreaks}.</translation>
        </message>
        <message>
            <source>none</source>
            <translation>nessuno</translation>
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
            <source>Final crosstable</source>
            <translation>Tabellone finale</translation>
        </message>
        <message>
            <source>Final prize list</source>
            <translation>Elenco premi finale</translation>
        </message>
        <message>
            <source>Prize list after round {round}</source>
            <translation>Elenco premi dopo il turno {round}</translation>
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
            <source>Final board results</source>
            <translation>Risultati finali per scacchiera</translation>
        </message>
        <message>
            <source>Board results after round {round}</source>
            <translation>Risultati per scacchiera dopo il turno {round}</translation>
        </message>
        <message>
            <source>Rd {round}</source>
            <translation>T{round}</translation>
        </message>
        <message>
            <source>Players {first}-{last} · rounds {first_round}-{last_round} (sheet {sheet} of {sheets}, row {row} of {rows})</source>
            <translation>Giocatori {first}-{last} · turni {first_round}-{last_round} (foglio {sheet} di {sheets}, riga {row} di {rows})</translation>
        </message>
        <message>
            <source>Players {first}-{last} · rounds {first_round}-{last_round} (row {row} of {rows})</source>
            <translation>Giocatori {first}-{last} · turni {first_round}-{last_round} (riga {row} di {rows})</translation>
        </message>
        <message>
            <source>Rd: opponent's pairing number, colour (w/b), result (1, ½, 0); Σ: points after the round.</source>
            <translation>T: numero di abbinamento dell'avversario, colore (b/n), risultato (1, ½, 0); Σ: punti dopo il turno.</translation>
        </message>
        <message>
            <source>Wall chart after round {round}</source>
            <translation>Tabellone murale dopo il turno {round}</translation>
        </message>
        <message>
            <source>Rated</source>
            <translation>Con Elo</translation>
        </message>
        <message>
            <source>male</source>
            <translation>maschile</translation>
        </message>
        <message>
            <source>female</source>
            <translation>femminile</translation>
        </message>
        <message>
            <source>{who}, FIDE ID {fide_id}</source>
            <translation>{who}, ID FIDE {fide_id}</translation>
        </message>
        <message>
            <source>Number</source>
            <translation>Numero</translation>
        </message>
        <message>
            <source>Federations</source>
            <translation>Federazioni</translation>
        </message>
        <message>
            <source>Host federation</source>
            <translation>Federazione ospitante</translation>
        </message>
        <message>
            <source>Other federations</source>
            <translation>Altre federazioni</translation>
        </message>
        <message>
            <source>Unrated</source>
            <translation>Senza Elo</translation>
        </message>
        <message>
            <source>1 round a day</source>
            <translation>1 turno al giorno</translation>
        </message>
        <message numerus="yes">
            <source>%n round(s) on {day}</source>
            <translation>
                <numerusform>%n turno il {day}</numerusform>
                <numerusform>%n turni il {day}</numerusform>
            </translation>
        </message>
        <message>
            <source>1st deputy chief arbiter</source>
            <translation>1° vice arbitro principale</translation>
        </message>
        <message>
            <source>2nd deputy chief arbiter</source>
            <translation>2° vice arbitro principale</translation>
        </message>
        <message>
            <source>Arbiter</source>
            <translation>Arbitro</translation>
        </message>
        <message>
            <source>FIDE tournament ID</source>
            <translation>ID FIDE del torneo</translation>
        </message>
        <message>
            <source>System, rounds</source>
            <translation>Sistema, turni</translation>
        </message>
        <message>
            <source>{system}, {rounds} rounds</source>
            <translation>{system}, {rounds} turni</translation>
        </message>
        <message>
            <source>Swiss (FIDE Dutch)</source>
            <translation>Svizzero (olandese FIDE)</translation>
        </message>
        <message>
            <source>Rate of play</source>
            <translation>Cadenza</translation>
        </message>
        <message>
            <source>Schedule (rounds a day)</source>
            <translation>Calendario (turni al giorno)</translation>
        </message>
        <message>
            <source>Pairing</source>
            <translation>Abbinamento</translation>
        </message>
        <message>
            <source>computerised, program used: {program}</source>
            <translation>computerizzato, programma usato: {program}</translation>
        </message>
        <message>
            <source>Players, federations</source>
            <translation>Giocatori, federazioni</translation>
        </message>
        <message>
            <source>{players} players from {feds} federations</source>
            <translation>{players} giocatori di {feds} federazioni</translation>
        </message>
        <message>
            <source>Organiser's address, phone, e-mail</source>
            <translation>Indirizzo, telefono, e-mail dell'organizzatore</translation>
        </message>
        <message>
            <source>Special remarks (exceptions in the pairing...)</source>
            <translation>Osservazioni particolari (eccezioni negli abbinamenti...)</translation>
        </message>
        <message>
            <source>Chief arbiter's address, phone, e-mail</source>
            <translation>Indirizzo, telefono, e-mail dell'arbitro principale</translation>
        </message>
        <message>
            <source>Tournament report (FIDE form IT3)</source>
            <translation>Rapporto del torneo (modulo FIDE IT3)</translation>
        </message>
        <message>
            <source>Participants</source>
            <translation>Partecipanti</translation>
        </message>
        <message>
            <source>Participants by federation</source>
            <translation>Partecipanti per federazione</translation>
        </message>
        <message>
            <source>Officials</source>
            <translation>Ufficiali di gara</translation>
        </message>
        <message>
            <source>Dates of the rounds</source>
            <translation>Date dei turni</translation>
        </message>
        <message>
            <source>The organiser gives this report to each arbiter who achieved an arbiter norm in the event, to the arbiter's federation, to the organising federation and to FIDE.</source>
            <translation>L'organizzatore consegna questo rapporto a ogni arbitro che ha ottenuto una norma arbitrale nel torneo, alla federazione dell'arbitro, alla federazione organizzatrice e alla FIDE.</translation>
        </message>
        <message>
            <source>Tournament report (IT3)</source>
            <translation>Rapporto del torneo (IT3)</translation>
        </message>
        <message>
            <source>No title norm was achieved (B.01), after round {r}.</source>
            <translation>Nessuna norma di titolo realizzata (B.01), dopo il turno {r}.</translation>
        </message>
        <message>
            <source>Title norms achieved (B.01): certificates IT1</source>
            <translation>Norme di titolo realizzate (B.01): certificati IT1</translation>
        </message>
        <message>
            <source>The chief arbiter declares that the tournament was played under the FIDE Laws of Chess and the FIDE regulations that apply to it, and that this report and its TRF file are correct.</source>
            <translation>L'arbitro principale dichiara che il torneo si è svolto secondo il Regolamento degli scacchi FIDE e i regolamenti FIDE applicabili, e che questo rapporto e il suo file TRF sono corretti.</translation>
        </message>
        <message>
            <source>Place, date: ____________________      Chief arbiter: ______________________________</source>
            <translation>Luogo, data: ____________________      Arbitro principale: ______________________________</translation>
        </message>
        <message>
            <source>Opponents</source>
            <translation>Avversari</translation>
        </message>
        <message>
            <source>{rated} rated, from {feds} federations</source>
            <translation>{rated} con Elo, di {feds} federazioni</translation>
        </message>
        <message>
            <source>Opponents' federations</source>
            <translation>Federazioni degli avversari</translation>
        </message>
        <message>
            <source>{foreign} not the player's federation, {host} the host federation</source>
            <translation>{foreign} non della federazione del giocatore, {host} della federazione ospitante</translation>
        </message>
        <message>
            <source>Titled opponents</source>
            <translation>Avversari titolati</translation>
        </message>
        <message>
            <source>Exemption (B.01 1.4.3)</source>
            <translation>Esenzione (B.01 1.4.3)</translation>
        </message>
        <message>
            <source>{feds} federations; not from the host: {rated} rated, {titled} GM/IM/WGM/WIM</source>
            <translation>{feds} federazioni; non dell'ospitante: {rated} con Elo, {titled} GM/IM/WGM/WIM</translation>
        </message>
        <message>
            <source>Score required</source>
            <translation>Punteggio richiesto</translation>
        </message>
        <message>
            <source>{needed}, exceeded by {more}</source>
            <translation>{needed}, superato di {more}</translation>
        </message>
        <message>
            <source>there is no player with pairing number {number}</source>
            <translation>non c'è alcun giocatore con numero di abbinamento {number}</translation>
        </message>
        <message>
            <source>no norm can be measured</source>
            <translation>nessuna norma può essere misurata</translation>
        </message>
        <message>
            <source>#{number} achieved no title norm after round {r}: {why}</source>
            <translation>il n. {number} non ha realizzato alcuna norma di titolo dopo il turno {r}: {why}</translation>
        </message>
        <message>
            <source>Certificate of title result (FIDE form IT1, B.01): one copy to the player's federation, one to FIDE, one to the organising federation.</source>
            <translation>Certificato di risultato di titolo (modulo FIDE IT1, B.01): una copia alla federazione del giocatore, una alla FIDE, una alla federazione organizzatrice.</translation>
        </message>
        <message>
            <source>Sex, place of birth</source>
            <translation>Sesso, luogo di nascita</translation>
        </message>
        <message>
            <source>{sex}, born in {place}</source>
            <translation>{sex}, nato/a a {place}</translation>
        </message>
        <message>
            <source>Special remarks</source>
            <translation>Osservazioni particolari</translation>
        </message>
        <message>
            <source>Federation confirming the result</source>
            <translation>Federazione che conferma il risultato</translation>
        </message>
        <message>
            <source>{federation}, official: {name}</source>
            <translation>{federation}, responsabile: {name}</translation>
        </message>
        <message>
            <source>Certificate of title result (IT1)</source>
            <translation>Certificato di risultato di titolo (IT1)</translation>
        </message>
        <message>
            <source>{kind}, match {match}, game {game} (round {round_number})</source>
            <translation>{kind}, match {match}, partita {game} (turno {round_number})</translation>
        </message>
        <message>
            <source>Match</source>
            <translation>Match</translation>
        </message>
        <message>
            <source>Pairings and results on your phone (the venue's Wi-Fi): {address}</source>
            <translation>Abbinamenti e risultati sul vostro telefono (il Wi-Fi della sala): {address}</translation>
        </message>
        <message>
            <source>Check-in sheet (entry list by name)</source>
            <translation>Foglio presenze (iscritti per nome)</translation>
        </message>
        <message>
            <source>Table cards</source>
            <translation>Numeri di tavolo</translation>
        </message>
        <message>
            <source>Name cards</source>
            <translation>Segnaposto con il nome</translation>
        </message>
        <message>
            <source>Receipts of the entry fees</source>
            <translation>Ricevute delle quote d'iscrizione</translation>
        </message>
        <message>
            <source>Entry fees and totals</source>
            <translation>Quote d'iscrizione e totali</translation>
        </message>
        <message>
            <source>FIDE tournament report (IT3)</source>
            <translation>Rapporto del torneo FIDE (IT3)</translation>
        </message>
        <message>
            <source>FIDE certificate of title result (IT1)</source>
            <translation>Certificato FIDE di risultato per titolo (IT1)</translation>
        </message>
        <message>
            <source>The IT1 is printed for one player: choose him.</source>
            <translation>L'IT1 si stampa per un giocatore: sceglierlo.</translation>
        </message>
        <message>
            <source>Perf</source>
            <translation>Perf</translation>
        </message>
        <message>
            <source>GP</source>
            <translation>PP</translation>
        </message>
        <message>
            <source>game points</source>
            <translation>punti partita</translation>
        </message>
        <message>
            <source>match points</source>
            <translation>punti squadra</translation>
        </message>
        <message>
            <source>MP: match points; GP: game points. Ranked by {primary}, then by the tie-breaks of the event (FIDE C.07 art. 11-13): {codes}. Teams still level share a rank.</source>
            <translation>PS: punti squadra; PP: punti partita. In ordine di {primary}, poi secondo gli spareggi del torneo (FIDE C.07 art. 11-13): {codes}. Le squadre ancora pari condividono la posizione.</translation>
        </message>
        <message>
            <source>Each round: the opponent's line, the colour of the team's first board (w/b), the game points the team scored; PAB: pairing-allocated bye; –: no match.</source>
            <translation>Ogni turno: la riga dell'avversario, il colore della prima scacchiera della squadra (b/n), i punti partita ottenuti dalla squadra; PAB: bye assegnato dall'abbinamento; –: nessun incontro.</translation>
        </message>
        <message>
            <source>no game has a result yet: no board results to print</source>
            <translation>nessuna partita ha ancora un risultato: nessun risultato per scacchiera da stampare</translation>
        </message>
        <message>
            <source>Board {board}</source>
            <translation>Scacchiera {board}</translation>
        </message>
        <message>
            <source>Games: the games played on the board (a forfeit is no game); Perf: the performance rating of those games (FIDE B.02 8.1.1). In order of points, then performance.</source>
            <translation>Partite: le partite giocate sulla scacchiera (un forfait non è una partita); Perf: la performance di quelle partite (FIDE B.02 8.1.1). In ordine di punti, poi di performance.</translation>
        </message>
        <message>
            <source>Nothing to print.</source>
            <translation>Niente da stampare.</translation>
        </message>
        <message>
            <source>A team double round robin: each cell the game points the row team scored against the column team in each of their two matches, the first first. Columns are numbered by the rows.</source>
            <translation>Girone all'italiana doppio a squadre: in ogni casella i punti partita segnati dalla squadra della riga contro la squadra della colonna in ciascuno dei loro due incontri, prima il primo. Le colonne sono numerate come le righe.</translation>
        </message>
        <message>
            <source>A team round robin: each cell the game points the row team scored against the column team. Columns are numbered by the rows.</source>
            <translation>Girone all'italiana a squadre: in ogni casella i punti partita segnati dalla squadra della riga contro la squadra della colonna. Le colonne sono numerate come le righe.</translation>
        </message>
        <message>
            <source>·: a match without all its results.</source>
            <translation>·: un incontro di cui non si conoscono ancora tutti i risultati.</translation>
        </message>
    </context>
    <context>
        <name>EditPairingDialog</name>
        <message>
            <source>Edit pairing of round {round_number}</source>
            <translation>Modifica gli abbinamenti del turno {round_number}</translation>
        </message>
        <message>
            <source>Type the pairing numbers of White and Black on each board (C.04.2 art. 4.4). After saving, every rule the pairing breaks is listed under the boards; absolute rules in red.</source>
            <translation>Scrivi i numeri di abbinamento del Bianco e del Nero su ogni scacchiera (C.04.2 art. 4.4). Dopo il salvataggio, ogni regola violata dagli abbinamenti è elencata sotto le scacchiere; le regole assolute in rosso.</translation>
        </message>
        <message>
            <source>White (no.)</source>
            <translation>Bianco (n.)</translation>
        </message>
        <message>
            <source>Black (no.)</source>
            <translation>Nero (n.)</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Giocatori</translation>
        </message>
        <message>
            <source>&amp;Swap colours</source>
            <translation>&amp;Scambia i colori</translation>
        </message>
        <message>
            <source>&amp;Add board</source>
            <translation>&amp;Aggiungi scacchiera</translation>
        </message>
        <message>
            <source>&amp;Remove board</source>
            <translation>&amp;Rimuovi scacchiera</translation>
        </message>
        <message>
            <source>none</source>
            <translation>nessuno</translation>
        </message>
        <message>
            <source>Pairing-allocated &amp;bye (no.):</source>
            <translation>&amp;Bye assegnato dall'abbinamento (n.):</translation>
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
            <source>board {board}: {colour} {text!r} is not a pairing number</source>
            <translation>scacchiera {board}: {colour} {text!r} non è un numero di abbinamento</translation>
        </message>
    </context>
    <context>
        <name>EndOfEvent</name>
        <message>
            <source>&amp;Officials, time control and rating…</source>
            <translation>&amp;Arbitri, cadenza e Elo…</translation>
        </message>
        <message>
            <source>Round &amp;dates…</source>
            <translation>&amp;Date dei turni…</translation>
        </message>
        <message>
            <source>Prize &amp;categories…</source>
            <translation>&amp;Categorie di premio…</translation>
        </message>
        <message>
            <source>&amp;Prize list</source>
            <translation>&amp;Elenco premi</translation>
        </message>
        <message>
            <source>&amp;Rating changes…</source>
            <translation>&amp;Variazioni Elo…</translation>
        </message>
        <message>
            <source>Title &amp;norms…</source>
            <translation>&amp;Norme di titolo…</translation>
        </message>
        <message>
            <source>&amp;Explain a tie-break…</source>
            <translation>&amp;Spiega uno spareggio…</translation>
        </message>
        <message>
            <source>Check &amp;before export…</source>
            <translation>&amp;Verifica prima dell'esportazione…</translation>
        </message>
        <message>
            <source>E&amp;nd of event</source>
            <translation>Fi&amp;ne del torneo</translation>
        </message>
        <message>
            <source>change officials and rating</source>
            <translation>modifica arbitri ed Elo</translation>
        </message>
        <message>
            <source>set round dates</source>
            <translation>fissa le date dei turni</translation>
        </message>
        <message>
            <source>change prize categories</source>
            <translation>modifica le categorie di premio</translation>
        </message>
        <message>
            <source>final standings</source>
            <translation>classifica finale</translation>
        </message>
        <message>
            <source>standings after round {after_round} (not final)</source>
            <translation>classifica dopo il turno {after_round} (provvisoria)</translation>
        </message>
        <message>
            <source>Prizes by the {state}; ties {label}</source>
            <translation>Premi secondo la {state}; parità: {label}</translation>
        </message>
        <message>
            <source>   no prize given</source>
            <translation>   nessun premio assegnato</translation>
        </message>
        <message>
            <source>(shared by {players})</source>
            <translation>(condiviso tra {players})</translation>
        </message>
        <message>
            <source>Total {total}</source>
            <translation>Totale {total}</translation>
        </message>
        <message>
            <source>Prize list</source>
            <translation>Elenco premi</translation>
        </message>
        <message>
            <source>One prize per player, the most valuable.</source>
            <translation>Un premio per giocatore, il più alto.</translation>
        </message>
        <message>
            <source>Rating changes</source>
            <translation>Variazioni Elo</translation>
        </message>
        <message>
            <source>set K of #{number}</source>
            <translation>fissa il K del n. {number}</translation>
        </message>
        <message>
            <source>Title norms</source>
            <translation>Norme di titolo</translation>
        </message>
        <message>
            <source>{code} is not a tie-break of this event</source>
            <translation>{code} non è uno spareggio di questo torneo</translation>
        </message>
        <message>
            <source>Explain a tie-break</source>
            <translation>Spiega uno spareggio</translation>
        </message>
        <message>
            <source>Check before export</source>
            <translation>Verifica prima dell'esportazione</translation>
        </message>
        <message>
            <source>Pair the remaining rounds and enter their results.</source>
            <translation>Abbina i turni rimanenti e inserisci i loro risultati.</translation>
        </message>
        <message>
            <source>correct #{number}</source>
            <translation>correggi il n. {number}</translation>
        </message>
    </context>
    <context>
        <name>EndOfEventDialogs</name>
        <message>
            <source>Surname, First name</source>
            <translation>Cognome, Nome</translation>
        </message>
        <message>
            <source>FIDE ID</source>
            <translation>ID FIDE</translation>
        </message>
        <message>
            <source>Officials, time control and rating</source>
            <translation>Arbitri, cadenza e Elo</translation>
        </message>
        <message>
            <source>90' + 30" from move 1</source>
            <translation>90' + 30" dalla 1ª mossa</translation>
        </message>
        <message>
            <source>TRF26 222: seconds per period, M/S for moves in seconds, +I increment</source>
            <translation>TRF26 222: secondi per periodo, M/S per mosse in secondi, +I incremento</translation>
        </message>
        <message>
            <source>Submitted to FIDE for rating</source>
            <translation>Inviato alla FIDE per la valutazione Elo</translation>
        </message>
        <message>
            <source>&amp;Organiser:</source>
            <translation>&amp;Organizzatore:</translation>
        </message>
        <message>
            <source>&amp;Chief arbiter:</source>
            <translation>Arbitro &amp;principale:</translation>
        </message>
        <message>
            <source>Deputy {i}:</source>
            <translation>Vice {i}:</translation>
        </message>
        <message>
            <source>&amp;Time control:</source>
            <translation>&amp;Cadenza:</translation>
        </message>
        <message>
            <source>TRF &amp;222 code:</source>
            <translation>Codice TRF &amp;222:</translation>
        </message>
        <message>
            <source>&amp;Rating:</source>
            <translation>&amp;Elo:</translation>
        </message>
        <message>
            <source>&amp;Prizes between equals:</source>
            <translation>&amp;Premi tra pari merito:</translation>
        </message>
        <message>
            <source>Give the encoded time control (222): FIDE's rating officer needs it.</source>
            <translation>Indica la cadenza codificata (222): serve al responsabile Elo della FIDE.</translation>
        </message>
        <message>
            <source>{control}: a {kind} time control. The event is set to be rated {wanted}: check one of them.</source>
            <translation>{control}: una cadenza {kind}. Il torneo è previsto per l'Elo {wanted}: controlla uno dei due.</translation>
        </message>
        <message>
            <source>{control}: a {kind} time control.</source>
            <translation>{control}: una cadenza {kind}.</translation>
        </message>
        <message>
            <source>Round dates</source>
            <translation>Date dei turni</translation>
        </message>
        <message>
            <source>no date</source>
            <translation>nessuna data</translation>
        </message>
        <message>
            <source>proposed</source>
            <translation>proposta</translation>
        </message>
        <message>
            <source>Round {r}:</source>
            <translation>Turno {r}:</translation>
        </message>
        <message>
            <source>Dates not yet stored are proposed from the schedule (or spread over the event's days).</source>
            <translation>Le date non ancora salvate sono proposte dal calendario (o distribuite sui giorni del torneo).</translation>
        </message>
        <message>
            <source>prize {part!r}: an amount with at most two decimals</source>
            <translation>premio {part!r}: un importo con al massimo due decimali</translation>
        </message>
        <message>
            <source>Prize category</source>
            <translation>Categoria di premio</translation>
        </message>
        <message>
            <source>short name for the standings (W, U16...)</source>
            <translation>nome breve per la classifica (F, U16...)</translation>
        </message>
        <message>
            <source>women only</source>
            <translation>solo donne</translation>
        </message>
        <message>
            <source>unrated players only</source>
            <translation>solo giocatori senza Elo</translation>
        </message>
        <message>
            <source>300, 200, 100 Book, Trophy</source>
            <translation>300, 200, 100 Libro, Trofeo</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>&amp;Nome:</translation>
        </message>
        <message>
            <source>&amp;Code:</source>
            <translation>&amp;Codice:</translation>
        </message>
        <message>
            <source>Born from (year):</source>
            <translation>Nati dal (anno):</translation>
        </message>
        <message>
            <source>Born up to (year):</source>
            <translation>Nati fino al (anno):</translation>
        </message>
        <message>
            <source>Rating from:</source>
            <translation>Elo da:</translation>
        </message>
        <message>
            <source>Rating up to:</source>
            <translation>Elo fino a:</translation>
        </message>
        <message>
            <source>&amp;Federations:</source>
            <translation>&amp;Federazioni:</translation>
        </message>
        <message>
            <source>C&amp;lubs (; between):</source>
            <translation>C&amp;ircoli (separati da ;):</translation>
        </message>
        <message>
            <source>Listed players (numbers):</source>
            <translation>Giocatori indicati (numeri):</translation>
        </message>
        <message>
            <source>&amp;Prizes, place 1 first:</source>
            <translation>&amp;Premi, dal primo posto:</translation>
        </message>
        <message>
            <source>the category needs a name</source>
            <translation>la categoria deve avere un nome</translation>
        </message>
        <message>
            <source>years, ratings and player numbers are whole numbers</source>
            <translation>anni, Elo e numeri dei giocatori sono numeri interi</translation>
        </message>
        <message>
            <source>Prize categories</source>
            <translation>Categorie di premio</translation>
        </message>
        <message>
            <source>&amp;Add…</source>
            <translation>&amp;Aggiungi…</translation>
        </message>
        <message>
            <source>&amp;Edit…</source>
            <translation>&amp;Modifica…</translation>
        </message>
        <message>
            <source>&amp;Remove</source>
            <translation>&amp;Rimuovi</translation>
        </message>
        <message>
            <source>Move &amp;up</source>
            <translation>Sposta &amp;su</translation>
        </message>
        <message>
            <source>Move &amp;down</source>
            <translation>Sposta &amp;giù</translation>
        </message>
        <message>
            <source>Each player receives one prize, the most valuable; between equal prizes the category higher in this list.</source>
            <translation>Ogni giocatore riceve un solo premio, il più alto; tra premi uguali, la categoria più in alto in questo elenco.</translation>
        </message>
        <message>
            <source>{name} [{short}]: {rule}; {prizes}</source>
            <translation>{name} [{short}]: {rule}; {prizes}</translation>
        </message>
        <message>
            <source>no prize</source>
            <translation>nessun premio</translation>
        </message>
        <message>
            <source>derived (B.02 8.3.3)</source>
            <translation>derivato (B.02 8.3.3)</translation>
        </message>
        <message>
            <source>Rating changes (B.02)</source>
            <translation>Variazioni Elo (B.02)</translation>
        </message>
        <message>
            <source>&amp;K of this player:</source>
            <translation>&amp;K di questo giocatore:</translation>
        </message>
        <message>
            <source>No</source>
            <translation>N.</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nome</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Elo</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Partite</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Punti</translation>
        </message>
        <message>
            <source>Expected</source>
            <translation>Atteso</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>Variazione</translation>
        </message>
        <message>
            <source>unrated</source>
            <translation>senza Elo</translation>
        </message>
        <message>
            <source>first {value}</source>
            <translation>primo {value}</translation>
        </message>
        <message>
            <source>An unrated player has no K: the first rating follows B.02 8.2.</source>
            <translation>Un giocatore senza Elo non ha K: il primo Elo segue B.02 8.2.</translation>
        </message>
        <message>
            <source>Title norms (B.01)</source>
            <translation>Norme di titolo (B.01)</translation>
        </message>
        <message>
            <source>achieved</source>
            <translation>ottenuta</translation>
        </message>
        <message>
            <source>{missing} missing</source>
            <translation>mancano {missing}</translation>
        </message>
        <message>
            <source>Norm</source>
            <translation>Norma</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Stato</translation>
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
            <translation>Verifica prima dell'esportazione</translation>
        </message>
        <message>
            <source>Everything the rating officer needs is there.</source>
            <translation>C'è tutto ciò che serve al responsabile Elo.</translation>
        </message>
        <message>
            <source>{errors} error(s) and {warnings} warning(s): fix the errors before sending the TRF.</source>
            <translation>{errors} errore/i e {warnings} avviso/i: correggi gli errori prima di inviare il TRF.</translation>
        </message>
        <message>
            <source>Problem</source>
            <translation>Problema</translation>
        </message>
        <message>
            <source>&amp;Fix…</source>
            <translation>&amp;Correggi…</translation>
        </message>
        <message>
            <source>Explain a tie-break</source>
            <translation>Spiega uno spareggio</translation>
        </message>
    </context>
    <context>
        <name>ErrorBoundary</name>
        <message>
            <source>Your tournament data is safe: every change is stored in the tournament file as one whole operation or not at all, and the window now shows the file as it is stored.</source>
            <translation>I dati del tuo torneo sono al sicuro: ogni modifica è salvata nel file del torneo come un'operazione intera o per niente, e la finestra ora mostra il file così com'è salvato.</translation>
        </message>
        <message>
            <source>A report was written to {path}.</source>
            <translation>Un rapporto è stato scritto in {path}.</translation>
        </message>
        <message>
            <source>The report could not be written to disk.</source>
            <translation>Non è stato possibile scrivere il rapporto su disco.</translation>
        </message>
        <message>
            <source>Arbiter Desk met a programming error while doing “{title}”. It is not your mistake.

{safe}

{where} Please send it to the developers (Copy report puts it on the clipboard).</source>
            <translation>Arbiter Desk ha incontrato un errore di programmazione durante «{title}». Non è colpa tua.

{safe}

{where} Invialo agli sviluppatori («Copia rapporto» lo mette negli appunti).</translation>
        </message>
        <message>
            <source>an action in the window</source>
            <translation>un'azione nella finestra</translation>
        </message>
    </context>
    <context>
        <name>FeesDialog</name>
        <message>
            <source>Entry fees</source>
            <translation>Quote d'iscrizione</translation>
        </message>
        <message>
            <source>Print &amp;totals</source>
            <translation>Stampa i &amp;totali</translation>
        </message>
        <message>
            <source>Fee categories (a player belongs to the first he meets)</source>
            <translation>Categorie di quota (un giocatore appartiene alla prima che soddisfa)</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nome</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Importo</translation>
        </message>
        <message>
            <source>Titles</source>
            <translation>Titoli</translation>
        </message>
        <message>
            <source>Rating from</source>
            <translation>Elo da</translation>
        </message>
        <message>
            <source>Rating to</source>
            <translation>Elo fino a</translation>
        </message>
        <message>
            <source>Born from</source>
            <translation>Nato dal</translation>
        </message>
        <message>
            <source>Born until</source>
            <translation>Nato fino al</translation>
        </message>
        <message>
            <source>Titles: GM, IM, WGM... separated by commas; an empty cell sets no condition.</source>
            <translation>Titoli: GM, IM, WGM... separati da virgole; una cella vuota non pone alcuna condizione.</translation>
        </message>
        <message>
            <source>&amp;Add category</source>
            <translation>&amp;Aggiungi categoria</translation>
        </message>
        <message>
            <source>Re&amp;move category</source>
            <translation>R&amp;imuovi categoria</translation>
        </message>
        <message>
            <source>&amp;Save categories</source>
            <translation>&amp;Salva categorie</translation>
        </message>
        <message>
            <source>C&amp;urrency:</source>
            <translation>&amp;Valuta:</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Giocatori</translation>
        </message>
        <message>
            <source>Pairing number or name, then Enter</source>
            <translation>Numero di abbinamento o nome, poi Invio</translation>
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
            <source>Category</source>
            <translation>Categoria</translation>
        </message>
        <message>
            <source>Due</source>
            <translation>Dovuto</translation>
        </message>
        <message>
            <source>Paid</source>
            <translation>Pagato</translation>
        </message>
        <message>
            <source>Outstanding</source>
            <translation>Da pagare</translation>
        </message>
        <message>
            <source>e.g. 50 or 12.50</source>
            <translation>es. 50 o 12.50</translation>
        </message>
        <message>
            <source>Record &amp;payment</source>
            <translation>Registra &amp;pagamento</translation>
        </message>
        <message>
            <source>Print &amp;receipt</source>
            <translation>Stampa &amp;ricevuta</translation>
        </message>
        <message>
            <source>Ta&amp;ke back the last payment</source>
            <translation>A&amp;nnulla l'ultimo pagamento</translation>
        </message>
        <message>
            <source>&amp;Find:</source>
            <translation>&amp;Cerca:</translation>
        </message>
        <message>
            <source>A&amp;mount received:</source>
            <translation>Importo &amp;ricevuto:</translation>
        </message>
        <message>
            <source>N&amp;ote:</source>
            <translation>N&amp;ota:</translation>
        </message>
        <message>
            <source>Categor&amp;y of the player:</source>
            <translation>Categor&amp;ia del giocatore:</translation>
        </message>
        <message>
            <source>As the categories decide</source>
            <translation>Secondo le categorie</translation>
        </message>
        <message numerus="yes">
            <source>{category}: %n player(s), due {due}, received {received}, outstanding {left}</source>
            <translation>
                <numerusform>{category}: %n giocatore, dovuto {due}, ricevuto {received}, da pagare {left}</numerusform>
                <numerusform>{category}: %n giocatori, dovuto {due}, ricevuto {received}, da pagare {left}</numerusform>
            </translation>
        </message>
        <message>
            <source>no category</source>
            <translation>senza categoria</translation>
        </message>
        <message>
            <source>Total: due {due} {currency}, received {received} {currency}, outstanding {left} {currency}</source>
            <translation>Totale: dovuto {due} {currency}, ricevuto {received} {currency}, da pagare {left} {currency}</translation>
        </message>
        <message>
            <source>Receipt {receipt}: {amount} {currency} from {name}.</source>
            <translation>Ricevuta {receipt}: {amount} {currency} da {name}.</translation>
        </message>
        <message>
            <source>Storing…</source>
            <translation>Salvataggio…</translation>
        </message>
        <message>
            <source>Fee category {name}: {text} is not a whole number.</source>
            <translation>Categoria di quota {name}: {text} non è un numero intero.</translation>
        </message>
        <message>
            <source>The fee categories are saved.</source>
            <translation>Le categorie di quota sono salvate.</translation>
        </message>
    </context>
    <context>
        <name>FideImportDialog</name>
        <message>
            <source>Import {file_name}</source>
            <translation>Importa {file_name}</translation>
        </message>
        <message>
            <source>combined: standard, rapid and blitz</source>
            <translation>combinata: standard, rapid e blitz</translation>
        </message>
        <message>
            <source>{value} only</source>
            <translation>solo {value}</translation>
        </message>
        <message>
            <source>Which rating a per-type list holds (from its file name; change it if wrong)</source>
            <translation>Quale Elo contiene una lista per cadenza (dal nome del file; cambialo se è sbagliato)</translation>
        </message>
        <message>
            <source>List:</source>
            <translation>Lista:</translation>
        </message>
        <message>
            <source>Size:</source>
            <translation>Dimensione:</translation>
        </message>
        <message>
            <source>{size:,.1f} MB, about {players:,} players</source>
            <translation>{size:,.1f} MB, circa {players:,} giocatori</translation>
        </message>
        <message>
            <source>{size:,.1f} MB</source>
            <translation>{size:,.1f} MB</translation>
        </message>
        <message>
            <source>&amp;Ratings:</source>
            <translation>&amp;Elo:</translation>
        </message>
        <message>
            <source>The import replaces the FIDE list of the library in one step (Edit ▸ Undo puts the old one back). Tournaments keep their own copy of their players.</source>
            <translation>L'importazione sostituisce in un solo passo la lista FIDE dell'archivio (Modifica ▸ Annulla ripristina la precedente). I tornei conservano la propria copia dei loro giocatori.</translation>
        </message>
        <message>
            <source>&amp;Import</source>
            <translation>&amp;Importa</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annulla</translation>
        </message>
        <message>
            <source>The first players of the list:</source>
            <translation>I primi giocatori della lista:</translation>
        </message>
        <message>
            <source>Reading the list…</source>
            <translation>Lettura della lista…</translation>
        </message>
        <message>
            <source>Nothing was imported; the library is as it was.</source>
            <translation>Non è stato importato nulla; l'archivio giocatori è invariato.</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Chiudi</translation>
        </message>
        <message>
            <source>Stopping…</source>
            <translation>Interruzione in corso…</translation>
        </message>
    </context>
    <context>
        <name>FileFilters</name>
        <message>
            <source>Arbiter Desk tournaments</source>
            <translation>Tornei Arbiter Desk</translation>
        </message>
        <message>
            <source>FIDE tournament reports (TRF)</source>
            <translation>Rapporti di torneo FIDE (TRF)</translation>
        </message>
        <message>
            <source>PDF documents</source>
            <translation>Documenti PDF</translation>
        </message>
        <message>
            <source>CSV tables</source>
            <translation>Tabelle CSV</translation>
        </message>
        <message>
            <source>JSON files</source>
            <translation>File JSON</translation>
        </message>
        <message>
            <source>PGN game files</source>
            <translation>File di partite PGN</translation>
        </message>
        <message>
            <source>FIDE rating lists</source>
            <translation>Liste Elo FIDE</translation>
        </message>
        <message>
            <source>National rating lists</source>
            <translation>Liste Elo nazionali</translation>
        </message>
        <message>
            <source>All files</source>
            <translation>Tutti i file</translation>
        </message>
    </context>
    <context>
        <name>FilesController</name>
        <message>
            <source>Please wait</source>
            <translation>Attendere</translation>
        </message>
        <message>
            <source>Save the new tournament as</source>
            <translation>Salva il nuovo torneo come</translation>
        </message>
        <message>
            <source>New tournament</source>
            <translation>Nuovo torneo</translation>
        </message>
        <message>
            <source>Open a tournament</source>
            <translation>Apri un torneo</translation>
        </message>
        <message>
            <source>Open {name}</source>
            <translation>Apri {name}</translation>
        </message>
        <message>
            <source>{path} is no longer there (moved, renamed, or on a disk that is not plugged in).

Remove it from the recent tournaments?</source>
            <translation>{path} non c'è più (spostato, rinominato o su un disco non collegato).

Rimuoverlo dai tornei recenti?</translation>
        </message>
        <message>
            <source>Continue a tournament from a TRF file</source>
            <translation>Continua un torneo da un file TRF</translation>
        </message>
        <message>
            <source>Save the tournament as</source>
            <translation>Salva il torneo come</translation>
        </message>
        <message>
            <source>Import {name}</source>
            <translation>Importa {name}</translation>
        </message>
        <message>
            <source>Connect to {name}</source>
            <translation>Connessione a {name}</translation>
        </message>
        <message>
            <source>Reading {name}…</source>
            <translation>Lettura di {name}…</translation>
        </message>
        <message>
            <source>{refused}

Import it anyway, with a warning for each such line?

{warnings}</source>
            <translation>{refused}

Importarlo comunque, con un avviso per ciascuna di queste righe?

{warnings}</translation>
        </message>
        <message>
            <source>{players}: placeholder players that stand for the bye, as some programs write it.

Take them out of the list? Their games become the byes they stand for. No keeps them as players.</source>
            <translation>{players}: giocatori fittizi che rappresentano il bye, come alcuni programmi lo scrivono.

Toglierli dalla lista? Le loro partite diventano i bye che rappresentano. No li mantiene come giocatori.</translation>
        </message>
        <message>
            <source>Read {players} players and {rounds} rounds.</source>
            <translation>Letti {players} giocatori e {rounds} turni.</translation>
        </message>
        <message>
            <source>Imported {name}</source>
            <translation>{name} importato</translation>
        </message>
        <message>
            <source>Read the tournament file</source>
            <translation>Leggi il file del torneo</translation>
        </message>
        <message>
            <source>{label} — missing</source>
            <translation>{label} — mancante</translation>
        </message>
        <message>
            <source>{path} is no longer there</source>
            <translation>{path} non c'è più</translation>
        </message>
        <message>
            <source>(none)</source>
            <translation>(nessuno)</translation>
        </message>
        <message>
            <source>Remove the &amp;missing files from this list</source>
            <translation>Rimuovi da questo elenco i file &amp;mancanti</translation>
        </message>
        <message numerus="yes">
            <source>Removed %n missing file(s) from the recent tournaments</source>
            <translation>
                <numerusform>Rimosso %n file mancante dai tornei recenti</numerusform>
                <numerusform>Rimossi %n file mancanti dai tornei recenti</numerusform>
            </translation>
        </message>
        <message>
            <source>Export TRF (rating report)</source>
            <translation>Esporta TRF (rapporto Elo)</translation>
        </message>
        <message>
            <source>Exporting {name}…</source>
            <translation>Esportazione di {name}…</translation>
        </message>
        <message>
            <source>Exported {written}</source>
            <translation>{written} esportato</translation>
        </message>
        <message>
            <source>Export TRF</source>
            <translation>Esporta TRF</translation>
        </message>
        <message>
            <source>Save a copy of the tournament</source>
            <translation>Salva una copia del torneo</translation>
        </message>
        <message>
            <source>Save a copy</source>
            <translation>Salva una copia</translation>
        </message>
        <message>
            <source>Saving a copy as {path}…</source>
            <translation>Salvataggio di una copia come {path}…</translation>
        </message>
        <message>
            <source>Saved a copy as {path}</source>
            <translation>Copia salvata come {path}</translation>
        </message>
        <message>
            <source>Timed backup</source>
            <translation>Backup periodico</translation>
        </message>
        <message>
            <source>Timed backup FAILED: {reason}</source>
            <translation>Backup periodico NON RIUSCITO: {reason}</translation>
        </message>
        <message>
            <source>Backup copy written ({name})</source>
            <translation>Copia di backup scritta ({name})</translation>
        </message>
        <message>
            <source>Tournament settings</source>
            <translation>Impostazioni del torneo</translation>
        </message>
        <message>
            <source>Change the pairing rules</source>
            <translation>Cambia le regole di abbinamento</translation>
        </message>
        <message numerus="yes">
            <source>%n round(s) were paired under the {old} text. Pair the next rounds under the {new} text? The audit log keeps the change.</source>
            <translation>
                <numerusform>%n turno è stato abbinato secondo il testo {old}. Abbinare i turni successivi secondo il testo {new}? Il registro conserva la modifica.</numerusform>
                <numerusform>%n turni sono stati abbinati secondo il testo {old}. Abbinare i turni successivi secondo il testo {new}? Il registro conserva la modifica.</numerusform>
            </translation>
        </message>
        <message>
            <source>change tournament settings</source>
            <translation>modifica le impostazioni del torneo</translation>
        </message>
        <message>
            <source>Baku acceleration</source>
            <translation>Accelerazione di Baku</translation>
        </message>
        <message>
            <source>remove the acceleration</source>
            <translation>rimuovi l'accelerazione</translation>
        </message>
    </context>
    <context>
        <name>FilteredTable</name>
        <message>
            <source>Filter…</source>
            <translation>Filtra…</translation>
        </message>
    </context>
    <context>
        <name>ForbiddenPairsDialog</name>
        <message>
            <source>every round</source>
            <translation>tutti i turni</translation>
        </message>
        <message>
            <source>rounds {first}-{last}</source>
            <translation>turni {first}-{last}</translation>
        </message>
        <message>
            <source>Prohibited pairings</source>
            <translation>Abbinamenti vietati</translation>
        </message>
        <message>
            <source>Rounds</source>
            <translation>Turni</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Giocatori</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>Motivo</translation>
        </message>
        <message>
            <source>&amp;Remove the selected</source>
            <translation>&amp;Rimuovi i selezionati</translation>
        </message>
        <message>
            <source>why (e.g. brothers)</source>
            <translation>motivo (ad es. fratelli)</translation>
        </message>
        <message>
            <source>&amp;Prohibit pairings among the selected players</source>
            <translation>&amp;Vieta gli abbinamenti tra i giocatori selezionati</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>Aggiungi</translation>
        </message>
        <message>
            <source>Rounds (– = every round):</source>
            <translation>Turni (– = tutti i turni):</translation>
        </message>
        <message>
            <source>to</source>
            <translation>a</translation>
        </message>
        <message>
            <source>Storing…</source>
            <translation>Salvataggio…</translation>
        </message>
        <message>
            <source>The {kind} restriction is removed.</source>
            <translation>La restrizione per {kind} è rimossa.</translation>
        </message>
        <message>
            <source>club</source>
            <translation>circolo</translation>
        </message>
        <message>
            <source>federation</source>
            <translation>federazione</translation>
        </message>
        <message>
            <source>round {round}</source>
            <translation>turno {round}</translation>
        </message>
        <message>
            <source>&amp;Apply</source>
            <translation>&amp;Applica</translation>
        </message>
        <message>
            <source>Re&amp;move</source>
            <translation>Ri&amp;muovi</translation>
        </message>
        <message>
            <source>Players of the same club or federation do not meet</source>
            <translation>I giocatori dello stesso circolo o della stessa federazione non si incontrano</translation>
        </message>
        <message>
            <source>Same</source>
            <translation>Stesso</translation>
        </message>
        <message>
            <source>not paired in rounds 1 to</source>
            <translation>non abbinati nei turni da 1 a</translation>
        </message>
        <message>
            <source>Players of the same {kind} are not paired together in rounds 1-{last}.</source>
            <translation>I giocatori con lo stesso {kind} non sono abbinati tra loro nei turni 1-{last}.</translation>
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
            <translation>Rapid</translation>
        </message>
        <message>
            <source>Blitz</source>
            <translation>Blitz</translation>
        </message>
        <message>
            <source>standard</source>
            <comment>rating list, inside a sentence</comment>
            <translation>standard</translation>
        </message>
        <message>
            <source>rapid</source>
            <comment>rating list, inside a sentence</comment>
            <translation>rapid</translation>
        </message>
        <message>
            <source>blitz</source>
            <comment>rating list, inside a sentence</comment>
            <translation>blitz</translation>
        </message>
        <message>
            <source>decided by the tie-breaks</source>
            <translation>decisi dagli spareggi</translation>
        </message>
        <message>
            <source>shared equally by players on equal points</source>
            <translation>divisi in parti uguali tra i pari punti</translation>
        </message>
        <message>
            <source>Hort system (half by tie-breaks, half shared)</source>
            <translation>sistema Hort (metà per spareggio, metà divisa)</translation>
        </message>
        <message>
            <source>error</source>
            <translation>errore</translation>
        </message>
        <message>
            <source>warning</source>
            <translation>avviso</translation>
        </message>
        <message>
            <source>absolute</source>
            <translation>assoluta</translation>
        </message>
        <message>
            <source>quality</source>
            <translation>qualità</translation>
        </message>
    </context>
    <context>
        <name>LibraryController</name>
        <message>
            <source>Player library</source>
            <translation>Archivio giocatori</translation>
        </message>
        <message>
            <source>Add player</source>
            <translation>Aggiungi giocatore</translation>
        </message>
        <message>
            <source>import {description}</source>
            <translation>importa {description}</translation>
        </message>
        <message>
            <source>Imported {players:,} players: {description}</source>
            <translation>{players:,} giocatori importati: {description}</translation>
        </message>
        <message>
            <source>Import a FIDE rating list</source>
            <translation>Importa una lista Elo FIDE</translation>
        </message>
        <message>
            <source>Import {name}</source>
            <translation>Importa {name}</translation>
        </message>
        <message>
            <source>Import {name}: nothing imported</source>
            <translation>Importa {name}: nulla importato</translation>
        </message>
        <message>
            <source>Import a national list</source>
            <translation>Importa una lista nazionale</translation>
        </message>
        <message>
            <source>Import a national rating list</source>
            <translation>Importa una lista Elo nazionale</translation>
        </message>
        <message>
            <source>Update ratings</source>
            <translation>Aggiorna gli Elo</translation>
        </message>
        <message>
            <source>prohibit a pairing</source>
            <translation>vieta un abbinamento</translation>
        </message>
        <message>
            <source>remove a prohibited pairing</source>
            <translation>rimuovi un abbinamento vietato</translation>
        </message>
        <message>
            <source>{kind} restriction</source>
            <translation>restrizione per {kind}</translation>
        </message>
        <message>
            <source>remove the {kind} restriction</source>
            <translation>rimuovi la restrizione per {kind}</translation>
        </message>
        <message>
            <source>Prohibited pairings</source>
            <translation>Abbinamenti vietati</translation>
        </message>
    </context>
    <context>
        <name>LibrarySearch</name>
        <message>
            <source>FIDE ID</source>
            <translation>ID FIDE</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>Titolo</translation>
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
            <source>FIDE {value} rating</source>
            <translation>Elo FIDE {value}</translation>
        </message>
        <message>
            <source>Born</source>
            <translation>Nato</translation>
        </message>
        <message>
            <source>Sex</source>
            <translation>Sesso</translation>
        </message>
        <message>
            <source>Club</source>
            <translation>Circolo</translation>
        </message>
        <message>
            <source>National</source>
            <translation>Nazionale</translation>
        </message>
        <message>
            <source>National list, ID and rating</source>
            <translation>Lista nazionale, ID e punteggio</translation>
        </message>
        <message>
            <source>Find in the player library: name (any order, no accents needed), FIDE ID, NOR…</source>
            <translation>Cerca nell'archivio giocatori: nome (in qualsiasi ordine, senza accenti), ID FIDE, NOR…</translation>
        </message>
        <message>
            <source>&amp;Use this player</source>
            <translation>&amp;Usa questo giocatore</translation>
        </message>
        <message>
            <source>The library cannot be searched: {reason}</source>
            <translation>Impossibile cercare nell'archivio giocatori: {reason}</translation>
        </message>
        <message>
            <source>The first {count} players: type more of the name to see the others</source>
            <translation>I primi {count} giocatori: scrivi altro del nome per vedere gli altri</translation>
        </message>
        <message numerus="yes">
            <source>%n player(s) found</source>
            <translation>
                <numerusform>%n giocatore trovato</numerusform>
                <numerusform>%n giocatori trovati</numerusform>
            </translation>
        </message>
        <message>
            <source>No player found</source>
            <translation>Nessun giocatore trovato</translation>
        </message>
    </context>
    <context>
        <name>LineupDialog</name>
        <message>
            <source>Line-up</source>
            <translation>Formazione</translation>
        </message>
        <message>
            <source>&amp;Team:</source>
            <translation>S&amp;quadra:</translation>
        </message>
        <message>
            <source>&amp;Players:</source>
            <translation>&amp;Giocatori:</translation>
        </message>
        <message>
            <source>{chosen} of {boards} boards</source>
            <translation>{chosen} scacchiere su {boards}</translation>
        </message>
    </context>
    <context>
        <name>LiveRefresh</name>
        <message>
            <source>The venue server {name} does not answer: check the network. Nothing is stored until it answers again.</source>
            <translation>Il server del torneo {name} non risponde: controlla la rete. Nulla viene salvato finché non risponde di nuovo.</translation>
        </message>
        <message>
            <source>The venue server {name} answers again.</source>
            <translation>Il server del torneo {name} risponde di nuovo.</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Tea&amp;ms</source>
            <translation>S&amp;quadre</translation>
        </message>
        <message>
            <source>Pla&amp;yers</source>
            <translation>Gio&amp;catori</translation>
        </message>
        <message>
            <source>Rounds &amp;&amp; res&amp;ults</source>
            <translation>Turni e ris&amp;ultati</translation>
        </message>
        <message>
            <source>S&amp;tandings</source>
            <translation>C&amp;lassifica</translation>
        </message>
        <message>
            <source>&amp;Crosstable</source>
            <translation>Tabell&amp;one</translation>
        </message>
        <message>
            <source>Audit lo&amp;g</source>
            <translation>Regi&amp;stro</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;File</translation>
        </message>
        <message>
            <source>Open &amp;recent</source>
            <translation>Apri &amp;recenti</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Modifica</translation>
        </message>
        <message>
            <source>&amp;Players</source>
            <translation>&amp;Giocatori</translation>
        </message>
        <message>
            <source>&amp;Library</source>
            <translation>&amp;Archivio giocatori</translation>
        </message>
        <message>
            <source>&amp;Rounds</source>
            <translation>&amp;Turni</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Visualizza</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>A&amp;iuto</translation>
        </message>
        <message>
            <source>Main</source>
            <translation>Principale</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Lingua</translation>
        </message>
        <message>
            <source>System language ({name})</source>
            <translation>Lingua di sistema ({name})</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Lingua</translation>
        </message>
        <message>
            <source>Arbiter Desk speaks {language} when it starts again.</source>
            <translation>Arbiter Desk parlerà {language} al prossimo avvio.</translation>
        </message>
        <message>
            <source>Correct player</source>
            <translation>Correggi giocatore</translation>
        </message>
        <message>
            <source>{name} (read-only) — Arbiter Desk</source>
            <translation>{name} (sola lettura) — Arbiter Desk</translation>
        </message>
        <message>
            <source>{name} — Arbiter Desk</source>
            <translation>{name} — Arbiter Desk</translation>
        </message>
        <message>
            <source>Round {paired} of {number_of_rounds} paired</source>
            <translation>Turno {paired} di {number_of_rounds} abbinato</translation>
        </message>
        <message>
            <source>Pair round {round}</source>
            <translation>Abbina il turno {round}</translation>
        </message>
        <message>
            <source>All rounds paired</source>
            <translation>Tutti i turni abbinati</translation>
        </message>
        <message>
            <source>&amp;Undo {text}</source>
            <translation>&amp;Annulla {text}</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Annulla</translation>
        </message>
        <message>
            <source>&amp;Redo {text}</source>
            <translation>&amp;Ripeti {text}</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Ripeti</translation>
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>Scorciatoie da tastiera</translation>
        </message>
        <message>
            <source>Every command is also in the menus.</source>
            <translation>Ogni comando è anche nei menu.</translation>
        </message>
        <message>
            <source>About Arbiter Desk</source>
            <translation>Informazioni su Arbiter Desk</translation>
        </message>
        <message>
            <source>{program_version}: run a FIDE Swiss tournament offline (Dutch system pairings, results, tie-breaks, printing).
Every change is written to the tournament file at once and recorded in its audit log.</source>
            <translation>{program_version}: dirigere un torneo svizzero FIDE senza internet (abbinamenti con il sistema olandese, risultati, spareggi, stampa).
Ogni modifica è scritta subito nel file del torneo e annotata nel suo registro.</translation>
        </message>
        <message>
            <source>The window closes once what was typed is stored on the venue server…</source>
            <translation>La finestra si chiuderà non appena quanto inserito sarà salvato sul server del torneo…</translation>
        </message>
        <message>
            <source>Waiting for the pairing to finish before closing…</source>
            <translation>In attesa che l'abbinamento finisca prima di chiudere…</translation>
        </message>
    </context>
    <context>
        <name>ManualWindow</name>
        <message>
            <source>Arbiter Desk manual</source>
            <translation>Manuale di Arbiter Desk</translation>
        </message>
        <message>
            <source>The manual is not installed with this copy of Arbiter Desk ({path} is missing). Reinstall the program to get it back.</source>
            <translation>Il manuale non è installato con questa copia di Arbiter Desk (manca {path}). Reinstallare il programma per riaverlo.</translation>
        </message>
    </context>
    <context>
        <name>NationalListDialog</name>
        <message>
            <source>Import national list: {file_name}</source>
            <translation>Importa lista nazionale: {file_name}</translation>
        </message>
        <message>
            <source>e.g. GER 2026-04 (importing the same name again replaces that list)</source>
            <translation>ad es. ITA 2026-04 (importare di nuovo lo stesso nome sostituisce quella lista)</translation>
        </message>
        <message>
            <source>(none)</source>
            <translation>(nessuno)</translation>
        </message>
        <message>
            <source>recognise</source>
            <translation>riconosci</translation>
        </message>
        <message>
            <source>fixed-width columns: first character of each, from 1 (e.g. 1, 9, 41)</source>
            <translation>colonne a larghezza fissa: primo carattere di ciascuna, da 1 (ad es. 1, 9, 41)</translation>
        </message>
        <message>
            <source>the first line names the columns</source>
            <translation>la prima riga contiene i nomi delle colonne</translation>
        </message>
        <message>
            <source>name to save this mapping under</source>
            <translation>nome con cui salvare questa corrispondenza</translation>
        </message>
        <message>
            <source>&amp;Save mapping</source>
            <translation>&amp;Salva la corrispondenza</translation>
        </message>
        <message>
            <source>&amp;List name:</source>
            <translation>Nome della &amp;lista:</translation>
        </message>
        <message>
            <source>Saved &amp;mapping:</source>
            <translation>&amp;Corrispondenza salvata:</translation>
        </message>
        <message>
            <source>&amp;Separator:</source>
            <translation>&amp;Separatore:</translation>
        </message>
        <message>
            <source>&amp;Fixed widths:</source>
            <translation>Larghezze &amp;fisse:</translation>
        </message>
        <message>
            <source>&amp;Import</source>
            <translation>&amp;Importa</translation>
        </message>
        <message>
            <source>Which field each column holds:</source>
            <translation>Quale campo contiene ogni colonna:</translation>
        </message>
        <message>
            <source>The first lines of the file:</source>
            <translation>Le prime righe del file:</translation>
        </message>
        <message>
            <source>The players read with this mapping:</source>
            <translation>I giocatori letti con questa corrispondenza:</translation>
        </message>
        <message>
            <source>Mapping saved as {name!r}.</source>
            <translation>Corrispondenza salvata come {name!r}.</translation>
        </message>
        <message>
            <source>Line</source>
            <translation>Riga</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nome</translation>
        </message>
        <message>
            <source>National ID</source>
            <translation>ID nazionale</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Elo</translation>
        </message>
        <message>
            <source>FIDE ID</source>
            <translation>ID FIDE</translation>
        </message>
        <message>
            <source>Fed</source>
            <translation>Fed</translation>
        </message>
        <message>
            <source>Sex</source>
            <translation>Sesso</translation>
        </message>
        <message>
            <source>Born</source>
            <translation>Nato</translation>
        </message>
        <message>
            <source>Club</source>
            <translation>Circolo</translation>
        </message>
        <message>
            <source>City</source>
            <translation>Città</translation>
        </message>
    </context>
    <context>
        <name>NewTournamentDialog</name>
        <message>
            <source>FIDE Dutch system, 2025 text (in force since 1 Feb 2026)</source>
            <translation>Sistema olandese FIDE, testo del 2025 (in vigore dal 1 feb 2026)</translation>
        </message>
        <message>
            <source>FIDE Dutch system, 2017 text (events begun 1 Jul 2017 - 31 Jan 2026)</source>
            <translation>Sistema olandese FIDE, testo del 2017 (tornei iniziati dal 1 lug 2017 al 31 gen 2026)</translation>
        </message>
        <message>
            <source>FIDE Dutch system, Istanbul 2012 text (events begun 1 Jul 2013 - 30 Jun 2017)</source>
            <translation>Sistema olandese FIDE, testo di Istanbul 2012 (tornei iniziati dal 1 lug 2013 al 30 giu 2017)</translation>
        </message>
        <message>
            <source>Swiss: FIDE (Dutch) System, C.04.3</source>
            <translation>Svizzero: sistema FIDE (olandese), C.04.3</translation>
        </message>
        <message>
            <source>Swiss: Burstein System, C.04.4.2</source>
            <translation>Svizzero: sistema Burstein, C.04.4.2</translation>
        </message>
        <message>
            <source>Swiss: Dubov System, C.04.4.1</source>
            <translation>Svizzero: sistema Dubov, C.04.4.1</translation>
        </message>
        <message>
            <source>Swiss: Lim System, C.04.4.3</source>
            <translation>Svizzero: sistema Lim, C.04.4.3</translation>
        </message>
        <message>
            <source>Round robin (Berger tables, C.05 Annex 1)</source>
            <translation>Girone all'italiana (tabelle di Berger, C.05 allegato 1)</translation>
        </message>
        <message>
            <source>Double round robin (Berger tables, C.05 Annex 1)</source>
            <translation>Doppio girone all'italiana (tabelle di Berger, C.05 allegato 1)</translation>
        </message>
        <message>
            <source>Teams: Swiss Team Pairing System, C.04.6</source>
            <translation>Squadre: sistema svizzero a squadre, C.04.6</translation>
        </message>
        <message>
            <source>Teams: round robin (Berger tables)</source>
            <translation>Squadre: girone all'italiana (tabelle di Berger)</translation>
        </message>
        <message>
            <source>Teams: double round robin (Berger tables)</source>
            <translation>Squadre: doppio girone all'italiana (tabelle di Berger)</translation>
        </message>
        <message>
            <source>The usual system of FIDE-rated Swiss events: each score group is split in rating order into a top half and a bottom half that meet. Choose it unless the regulations of the event name another system.</source>
            <translation>Il sistema abituale dei tornei svizzeri validi FIDE: ogni gruppo di punteggio è diviso in ordine di Elo in una metà alta e una metà bassa che si incontrano. Sceglietelo salvo che il bando del torneo indichi un altro sistema.</translation>
        </message>
        <message>
            <source>After the seeding rounds, the players of a score group are ordered by an index made of tie-breaks (Buchholz, Sonneborn-Berger...), not by rating, and the highest index meets the lowest. For events whose regulations want the pairing to follow what the players did in this event rather than their ratings.</source>
            <translation>Dopo i turni di semina, i giocatori di un gruppo di punteggio sono ordinati secondo un indice fatto di spareggi (Buchholz, Sonneborn-Berger...), non secondo l'Elo, e l'indice più alto incontra il più basso. Per i tornei il cui bando vuole che l'abbinamento segua ciò che i giocatori hanno fatto in questo torneo piuttosto che il loro Elo.</translation>
        </message>
        <message>
            <source>Tries to give the players of a score group opponents of the same average rating: who has met weaker opponents so far meets the higher-rated players of the group. For events whose regulations want fair opposition within a score group, as in norm events. It has no acceleration.</source>
            <translation>Cerca di dare ai giocatori di un gruppo di punteggio avversari con lo stesso Elo medio: chi finora ha incontrato avversari più deboli incontra i giocatori con Elo più alto del gruppo. Per i tornei il cui bando vuole un'opposizione equa in ogni gruppo di punteggio, come i tornei con norme. Non ha accelerazione.</translation>
        </message>
        <message>
            <source>Pairs the score groups from the top down and from the bottom up towards the middle one, exchanging players within a group to grant colours. Chosen only where the regulations of the event name it.</source>
            <translation>Abbina i gruppi di punteggio dall'alto in basso e dal basso in alto fino a quello di mezzo, scambiando giocatori in un gruppo per concedere i colori. Da scegliere solo se il bando del torneo lo indica.</translation>
        </message>
        <message>
            <source>Everyone plays everyone once, in the order of the Berger tables: for small fields with as many rounds as players minus one.</source>
            <translation>Ognuno gioca con ognuno una volta, nell'ordine delle tabelle di Berger: per gruppi piccoli, con tanti turni quanti i giocatori meno uno.</translation>
        </message>
        <message>
            <source>Everyone plays everyone twice, with the colours reversed in the second cycle: for very small fields.</source>
            <translation>Ognuno gioca con ognuno due volte, con i colori invertiti nel secondo ciclo: per gruppi molto piccoli.</translation>
        </message>
        <message>
            <source>A team event (leagues, club and school championships, the Olympiad): teams of players in board order meet in matches of as many games as boards, paired on match points by the FIDE Swiss Team System (C.04.6, applied from 1 February 2026). Each captain gives a line-up before the round.</source>
            <translation>Un torneo a squadre (leghe, campionati di società e scolastici, l'Olimpiade): squadre di giocatori in ordine di scacchiera si incontrano in incontri di tante partite quante sono le scacchiere, abbinate sui punti incontro dal sistema svizzero a squadre della FIDE (C.04.6, applicato dal 1° febbraio 2026). Ogni capitano consegna una formazione prima del turno.</translation>
        </message>
        <message>
            <source>A team event in which every team meets every other once, in the order of the Berger tables.</source>
            <translation>Un torneo a squadre in cui ogni squadra incontra ogni altra una volta, nell'ordine delle tabelle di Berger.</translation>
        </message>
        <message>
            <source>A team event in which every team meets every other twice, colours reversed in the second cycle.</source>
            <translation>Un torneo a squadre in cui ogni squadra incontra ogni altra due volte, con i colori invertiti nel secondo ciclo.</translation>
        </message>
        <message>
            <source>New tournament</source>
            <translation>Nuovo torneo</translation>
        </message>
        <message>
            <source>e.g. Spring Open 2026</source>
            <translation>ad es. Open di Primavera 2026</translation>
        </message>
        <message>
            <source>FIDE federation, e.g. FRA</source>
            <translation>Federazione FIDE, ad es. ITA</translation>
        </message>
        <message>
            <source>comma-separated</source>
            <translation>separati da virgole</translation>
        </message>
        <message>
            <source>e.g. 90'+30"</source>
            <translation>ad es. 90'+30"</translation>
        </message>
        <message>
            <source>Which FIDE rating the players are registered with (and the event is rated for)</source>
            <translation>Con quale Elo FIDE sono iscritti i giocatori (e per quale è valido il torneo)</translation>
        </message>
        <message>
            <source>The language of the program that prints</source>
            <translation>La lingua del programma che stampa</translation>
        </message>
        <message>
            <source>The language of the printed documents, the web folder and the projector, on any computer that opens the file. Print can still choose another one for a document.</source>
            <translation>La lingua dei documenti stampati, della cartella web e del proiettore, su qualsiasi computer che apra il file. Stampa può ancora sceglierne un'altra per un documento.</translation>
        </message>
        <message>
            <source>Re&amp;verse the last two rounds of cycle 1</source>
            <translation>In&amp;verti gli ultimi due turni del ciclo 1</translation>
        </message>
        <message>
            <source>C.05 Annex 1 asks for it in a double round robin (on unless you turn it off): nobody then has the same colour three games running at the turn of the cycles (TRF 192 FIDE_DOUBLEROUNDROBIN).</source>
            <translation>L'allegato 1 di C.05 lo richiede per un doppio girone all'italiana (attivo finché non lo disattivi): così nessuno ha lo stesso colore per tre partite di fila al passaggio tra i cicli (TRF 192 FIDE_DOUBLEROUNDROBIN).</translation>
        </message>
        <message>
            <source>The games of each match: one per board, a player of each team on each</source>
            <translation>Le partite di ogni incontro: una per scacchiera, un giocatore di ogni squadra su ciascuna</translation>
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
            <source>&amp;Name:</source>
            <translation>&amp;Nome:</translation>
        </message>
        <message>
            <source>&amp;Place:</source>
            <translation>&amp;Luogo:</translation>
        </message>
        <message>
            <source>&amp;Federation:</source>
            <translation>&amp;Federazione:</translation>
        </message>
        <message>
            <source>&amp;Start date:</source>
            <translation>Data di &amp;inizio:</translation>
        </message>
        <message>
            <source>&amp;End date:</source>
            <translation>Data di &amp;fine:</translation>
        </message>
        <message>
            <source>&amp;Chief arbiter:</source>
            <translation>Arbitro &amp;principale:</translation>
        </message>
        <message>
            <source>&amp;Deputy arbiters:</source>
            <translation>&amp;Vice arbitri:</translation>
        </message>
        <message>
            <source>&amp;Time control:</source>
            <translation>&amp;Cadenza:</translation>
        </message>
        <message>
            <source>Rati&amp;ng:</source>
            <translation>El&amp;o:</translation>
        </message>
        <message>
            <source>&amp;Language of documents:</source>
            <translation>Lingua dei &amp;documenti:</translation>
        </message>
        <message>
            <source>Pairing s&amp;ystem:</source>
            <translation>Sistema di a&amp;bbinamento:</translation>
        </message>
        <message>
            <source>&amp;Boards per match:</source>
            <translation>Scacchiere per &amp;incontro:</translation>
        </message>
        <message>
            <source>E&amp;xpected players:</source>
            <translation>Giocatori &amp;previsti:</translation>
        </message>
        <message>
            <source>&amp;Rounds:</source>
            <translation>&amp;Turni:</translation>
        </message>
        <message>
            <source>Pairing r&amp;ules:</source>
            <translation>Re&amp;gole di abbinamento:</translation>
        </message>
        <message>
            <source>P&amp;oint system:</source>
            <translation>Sistema di &amp;punteggio:</translation>
        </message>
        <message>
            <source>T&amp;ie-breaks:</source>
            <translation>&amp;Spareggi:</translation>
        </message>
        <message>
            <source>Top seed's &amp;colour in round 1:</source>
            <translation>&amp;Colore della testa di serie al turno 1:</translation>
        </message>
        <message>
            <source>Ba&amp;ku acceleration (C.04.7): virtual points in the first rounds</source>
            <translation>Accelerazione di Ba&amp;ku (C.04.7): punti virtuali nei primi turni</translation>
        </message>
        <message>
            <source>Choose it in Tournament settings once the players are registered and before round 1: the groups are made from the registered players (C.04.7 art. 1.2).</source>
            <translation>Sceglila in Impostazioni del torneo quando i giocatori sono iscritti e prima del turno 1: i gruppi sono formati con i giocatori iscritti (C.04.7 art. 1.2).</translation>
        </message>
        <message>
            <source>Acceleration:</source>
            <translation>Accelerazione:</translation>
        </message>
        <message>
            <source>Create</source>
            <translation>Crea</translation>
        </message>
        <message>
            <source>A round robin has n - 1 rounds per cycle (n players, rounded up to even).</source>
            <translation>Un girone all'italiana ha n - 1 turni per ciclo (n giocatori, arrotondato al numero pari).</translation>
        </message>
        <message numerus="yes">
            <source>Suggested for {players} players: %n round(s)</source>
            <translation>
                <numerusform>Proposta per {players} giocatori: %n turno</numerusform>
                <numerusform>Proposta per {players} giocatori: %n turni</numerusform>
            </translation>
        </message>
        <message>
            <source>The tournament needs a name.</source>
            <translation>Il torneo deve avere un nome.</translation>
        </message>
        <message>
            <source>The end date ({end}) is before the start date ({start}).</source>
            <translation>La data di fine ({end}) è precedente alla data di inizio ({start}).</translation>
        </message>
        <message>
            <source>Tournament settings</source>
            <translation>Impostazioni del torneo</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Salva</translation>
        </message>
        <message numerus="yes">
            <source>%n round(s) paired so far</source>
            <translation>
                <numerusform>%n turno abbinato finora</numerusform>
                <numerusform>%n turni abbinati finora</numerusform>
            </translation>
        </message>
        <message>
            <source>The acceleration is decided before round 1 (C.04.7 art. 1.2).</source>
            <translation>L'accelerazione si decide prima del turno 1 (C.04.7 art. 1.2).</translation>
        </message>
        <message>
            <source>Accelerations are set that are not the Baku points of the players registered now (imported, or players registered since): tick to compute them again (C.04.7).</source>
            <translation>Ci sono accelerazioni che non sono i punti di Baku dei giocatori iscritti ora (importate, o giocatori iscritti dopo): spunta per ricalcolarle (C.04.7).</translation>
        </message>
        <message>
            <source>Virtual points computed from the players registered now (C.04.7).</source>
            <translation>Punti virtuali calcolati dai giocatori iscritti ora (C.04.7).</translation>
        </message>
        <message numerus="yes">
            <source>%n round(s) already paired under this text: a change applies to the next rounds and must be confirmed.</source>
            <translation>
                <numerusform>%n turno già abbinato secondo questo testo: una modifica vale per i turni successivi e va confermata.</numerusform>
                <numerusform>%n turni già abbinati secondo questo testo: una modifica vale per i turni successivi e va confermata.</numerusform>
            </translation>
        </message>
        <message>
            <source>Double-Swiss (C.04.5, every pairing a match of two games)</source>
            <translation>Doppio Svizzero (C.04.5, ogni abbinamento è un match di due partite)</translation>
        </message>
        <message>
            <source>The Double-Swiss System (FIDE C.04.5, applied from 1 February 2026) is for events whose regulations make every pairing a match of two games played in succession with alternating colours, each game scored on its own (2-0, 1½-½, 1-1 ...), usually rapid or blitz events that play more games than a Swiss of single games could pair. Rounds here are matches: each match is stored as two rounds, one per game, and both results of a board are typed together.</source>
            <translation>Il sistema Doppio Svizzero (FIDE C.04.5, applicato dal 1° febbraio 2026) è per i tornei il cui bando fa di ogni abbinamento un match di due partite giocate di seguito a colori alterni, ciascuna partita con il suo punteggio (2-0, 1½-½, 1-1 ...), di solito tornei rapid o blitz che giocano più partite di quante uno svizzero a partite singole potrebbe abbinarne. Qui i turni sono match: ogni match è registrato come due turni, uno per partita, e i due risultati di una scacchiera si digitano insieme.</translation>
        </message>
    </context>
    <context>
        <name>OperationCommand</name>
        <message>
            <source>Redo {text}</source>
            <translation>Ripeti {text}</translation>
        </message>
        <message>
            <source>Undo {text}</source>
            <translation>Annulla {text}</translation>
        </message>
    </context>
    <context>
        <name>Operations</name>
        <message>
            <source>A round is being paired; wait until it is done.</source>
            <translation>È in corso l'abbinamento di un turno; attendi che finisca.</translation>
        </message>
        <message>
            <source>What was typed is still being stored on the venue server; wait until it is stored.</source>
            <translation>Quanto inserito è ancora in corso di salvataggio sul server del torneo; attendere che sia salvato.</translation>
        </message>
        <message>
            <source>Storing on the venue server: {write}…</source>
            <translation>Salvataggio sul server del torneo: {write}…</translation>
        </message>
        <message>
            <source>Read the tournament file</source>
            <translation>Leggi il file del torneo</translation>
        </message>
        <message numerus="yes">
            <source>%n writes not stored</source>
            <translation>
                <numerusform>%n modifica non salvata</numerusform>
                <numerusform>%n modifiche non salvate</numerusform>
            </translation>
        </message>
        <message>
            <source>{writes}: {reason}</source>
            <translation>{writes}: {reason}</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Annulla</translation>
        </message>
        <message>
            <source>Redo</source>
            <translation>Ripeti</translation>
        </message>
        <message>
            <source>Undoing {command}…</source>
            <translation>Annullamento di {command}…</translation>
        </message>
        <message>
            <source>Redoing {command}…</source>
            <translation>Ripetizione di {command}…</translation>
        </message>
    </context>
    <context>
        <name>PlayerDialog</name>
        <message>
            <source>Edit player</source>
            <translation>Modifica giocatore</translation>
        </message>
        <message>
            <source>Add player</source>
            <translation>Aggiungi giocatore</translation>
        </message>
        <message>
            <source>Surname, First name</source>
            <translation>Cognome, Nome</translation>
        </message>
        <message>
            <source>unrated</source>
            <translation>senza Elo</translation>
        </message>
        <message>
            <source>Male</source>
            <translation>Uomo</translation>
        </message>
        <message>
            <source>Female</source>
            <translation>Donna</translation>
        </message>
        <message>
            <source>YYYY/MM/DD or YYYY</source>
            <translation>AAAA/MM/GG o AAAA</translation>
        </message>
        <message>
            <source>none</source>
            <translation>nessuno</translation>
        </message>
        <message>
            <source>inactive in the FIDE list</source>
            <translation>inattivo nella lista FIDE</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>&amp;Nome:</translation>
        </message>
        <message>
            <source>&amp;Rating ({value}):</source>
            <translation>&amp;Elo ({value}):</translation>
        </message>
        <message>
            <source>&amp;Title:</source>
            <translation>&amp;Titolo:</translation>
        </message>
        <message>
            <source>&amp;Federation:</source>
            <translation>&amp;Federazione:</translation>
        </message>
        <message>
            <source>FIDE &amp;ID:</source>
            <translation>&amp;ID FIDE:</translation>
        </message>
        <message>
            <source>&amp;Sex:</source>
            <translation>&amp;Sesso:</translation>
        </message>
        <message>
            <source>&amp;Birth date:</source>
            <translation>Data di &amp;nascita:</translation>
        </message>
        <message>
            <source>Fi&amp;xed board:</source>
            <translation>Scacchiera &amp;fissa:</translation>
        </message>
        <message>
            <source>National I&amp;D:</source>
            <translation>I&amp;D nazionale:</translation>
        </message>
        <message>
            <source>National ra&amp;ting:</source>
            <translation>Punteggio na&amp;zionale:</translation>
        </message>
        <message>
            <source>C&amp;lub:</source>
            <translation>C&amp;ircolo:</translation>
        </message>
        <message>
            <source>Cit&amp;y:</source>
            <translation>Ci&amp;ttà:</translation>
        </message>
        <message>
            <source>National list and club</source>
            <translation>Lista nazionale e circolo</translation>
        </message>
        <message>
            <source>other titles {titles}</source>
            <translation>altri titoli {titles}</translation>
        </message>
        <message>
            <source>K factor {k}</source>
            <translation>fattore K {k}</translation>
        </message>
        <message>
            <source>From the FIDE list: {details}</source>
            <translation>Dalla lista FIDE: {details}</translation>
        </message>
        <message>
            <source>{count} of {limit} characters (TRF)</source>
            <translation>{count} di {limit} caratteri (TRF)</translation>
        </message>
        <message>
            <source>{count} characters: TRF allows {limit}. Registered as {kept!r}; {cut!r} is cut.</source>
            <translation>{count} caratteri: il TRF ne ammette {limit}. Iscritto come {kept!r}; {cut!r} è tagliato.</translation>
        </message>
        <message>
            <source>the checks could not run: {exc}</source>
            <translation>non è stato possibile eseguire i controlli: {exc}</translation>
        </message>
        <message>
            <source>The board this player plays on in every round paired from now on (C.04.2 art. 3.6); the pairing is unchanged. Two fixed players paired together: the lower board; two on one board: the game earlier in the pairing keeps it.</source>
            <translation>La scacchiera su cui questo giocatore gioca in ogni turno abbinato da ora in poi (C.04.2 art. 3.6); l'abbinamento non cambia. Due giocatori fissi abbinati tra loro: la scacchiera più bassa; due sulla stessa scacchiera: la conserva la partita che precede nell'abbinamento.</translation>
        </message>
    </context>
    <context>
        <name>PlayerImportDialog</name>
        <message>
            <source>Import players from {file}</source>
            <translation>Importa giocatori da {file}</translation>
        </message>
        <message>
            <source>No.</source>
            <translation>N.</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nome</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Elo</translation>
        </message>
        <message>
            <source>Line / problem</source>
            <translation>Riga / problema</translation>
        </message>
        <message numerus="yes">
            <source>&amp;Leave out the %n row(s) with problems</source>
            <translation>
                <numerusform>&amp;Tralascia la %n riga con problemi</numerusform>
                <numerusform>&amp;Tralascia le %n righe con problemi</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&amp;Import %n player(s)</source>
            <translation>
                <numerusform>&amp;Importa %n giocatore</numerusform>
                <numerusform>&amp;Importa %n giocatori</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n row(s) read</source>
            <translation>
                <numerusform>%n riga letta</numerusform>
                <numerusform>%n righe lette</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{rows_read}: %n player(s) can be added.</source>
            <translation>
                <numerusform>{rows_read}: si può aggiungere %n giocatore.</numerusform>
                <numerusform>{rows_read}: si possono aggiungere %n giocatori.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n registered player(s) move down a number to make room.</source>
            <translation>
                <numerusform>%n giocatore iscritto scende di un numero per fare posto.</numerusform>
                <numerusform>%n giocatori iscritti scendono di un numero per fare posto.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n row(s) cannot be imported (listed below). Nothing is added while they are there, unless you leave them out.</source>
            <translation>
                <numerusform>%n riga non può essere importata (elencata sotto). Finché c'è non si aggiunge nulla, a meno di tralasciarla.</numerusform>
                <numerusform>%n righe non possono essere importate (elencate sotto). Finché ci sono non si aggiunge nulla, a meno di tralasciarle.</numerusform>
            </translation>
        </message>
        <message>
            <source>The import is one operation: Edit ▸ Undo removes exactly these players.</source>
            <translation>L'importazione è un'unica operazione: Modifica ▸ Annulla toglie esattamente questi giocatori.</translation>
        </message>
    </context>
    <context>
        <name>PlayersController</name>
        <message numerus="yes">
            <source>%n player(s) ({active} active)</source>
            <translation>
                <numerusform>%n giocatore ({active} attivi)</numerusform>
                <numerusform>%n giocatori ({active} attivi)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n player(s)</source>
            <translation>
                <numerusform>%n giocatore</numerusform>
                <numerusform>%n giocatori</numerusform>
            </translation>
        </message>
        <message>
            <source>No players yet: Add player (Ctrl+Shift+A) or Import players from CSV; Continue a tournament from a TRF file is in the File menu.</source>
            <translation>Ancora nessun giocatore: Aggiungi giocatore (Ctrl+Maiusc+A) o Importa giocatori da CSV; «Continua un torneo da un file TRF» è nel menu File.</translation>
        </message>
        <message>
            <source>Double-click a cell (or F2) to correct it in place; Ctrl+Z undoes. When everyone is here: Pair round 1 (Ctrl+Shift+P).</source>
            <translation>Doppio clic su una cella (o F2) per correggerla sul posto; Ctrl+Z annulla. Quando ci sono tutti: Abbina il turno 1 (Ctrl+Maiusc+P).</translation>
        </message>
        <message>
            <source>Double-click a cell (or F2) to correct it in place; Ctrl+Z undoes.</source>
            <translation>Doppio clic su una cella (o F2) per correggerla sul posto; Ctrl+Z annulla.</translation>
        </message>
        <message>
            <source>Select a player in the Players view first.</source>
            <translation>Seleziona prima un giocatore nella vista Giocatori.</translation>
        </message>
        <message>
            <source>Add player</source>
            <translation>Aggiungi giocatore</translation>
        </message>
        <message>
            <source>add {name}</source>
            <translation>aggiungi {name}</translation>
        </message>
        <message>
            <source>{name} takes number {number}; these players move down (C.04.2 art. 2.5):</source>
            <translation>{name} prende il numero {number}; questi giocatori scendono di una posizione (C.04.2 art. 2.5):</translation>
        </message>
        <message>
            <source>Player added</source>
            <translation>Giocatore aggiunto</translation>
        </message>
        <message>
            <source>Added {name} as number {number}</source>
            <translation>{name} aggiunto con il numero {number}</translation>
        </message>
        <message>
            <source>correct {name}</source>
            <translation>correggi {name}</translation>
        </message>
        <message>
            <source>Edit player</source>
            <translation>Modifica giocatore</translation>
        </message>
        <message>
            <source>fixed board of {name}</source>
            <translation>scacchiera fissa di {name}</translation>
        </message>
        <message>
            <source>Import players</source>
            <translation>Importa giocatori</translation>
        </message>
        <message>
            <source>Import players from CSV</source>
            <translation>Importa giocatori da CSV</translation>
        </message>
        <message>
            <source>Import {name}</source>
            <translation>Importa {name}</translation>
        </message>
        <message numerus="yes">
            <source>import %n player(s) from {name}</source>
            <translation>
                <numerusform>importa %n giocatore da {name}</numerusform>
                <numerusform>importa %n giocatori da {name}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Imported %n player(s) from {name}</source>
            <translation>
                <numerusform>Importato %n giocatore da {name}</numerusform>
                <numerusform>Importati %n giocatori da {name}</numerusform>
            </translation>
        </message>
        <message>
            <source>Withdraw player</source>
            <translation>Ritira giocatore</translation>
        </message>
        <message>
            <source>Late entry: the player is paired from round {next} on. Rounds 1-{paired} count as not played (zero points) unless you give a requested bye for them (Players ▸ Requested bye).</source>
            <translation>Iscrizione tardiva: il giocatore è abbinato dal turno {next}. I turni 1-{paired} contano come non giocati (zero punti), a meno che tu non gli conceda un bye richiesto per essi (Giocatori ▸ Bye richiesto).</translation>
        </message>
        <message>
            <source>Withdraw {name} (no. {number}) from round {round} on?
Results already played stay; the player is no longer paired.</source>
            <translation>Ritirare {name} (n. {number}) dal turno {round} in poi?
I risultati già giocati restano; il giocatore non viene più abbinato.</translation>
        </message>
        <message>
            <source>withdraw {name}</source>
            <translation>ritira {name}</translation>
        </message>
        <message>
            <source>Withdraw {name} from the round robin? Their games without a result become forfeits (C.05); with less than half of their games played, no game against them counts in the standings (FIDE Tournament Rules V.4.1).</source>
            <translation>Ritirare {name} dal girone all'italiana? Le sue partite senza risultato diventano forfait (C.05); se ha giocato meno della metà delle sue partite, nessuna partita contro di lui conta in classifica (Regolamento tornei FIDE V.4.1).</translation>
        </message>
        <message>
            <source>Player withdrawn</source>
            <translation>Giocatore ritirato</translation>
        </message>
        <message>
            <source>Draw lots</source>
            <translation>Sorteggio</translation>
        </message>
        <message>
            <source>Draw the pairing numbers by lot? Every player gets a new number, which decides the games of each round (the Berger table, C.05 Annex 1). The draw is recorded in the audit log.</source>
            <translation>Sorteggiare i numeri di abbinamento? Ogni giocatore riceve un nuovo numero, che decide le partite di ogni turno (la tabella di Berger, C.05 allegato 1). Il sorteggio è annotato nel registro.</translation>
        </message>
        <message>
            <source>draw lots</source>
            <translation>sorteggio</translation>
        </message>
        <message>
            <source>Pairing numbers drawn</source>
            <translation>Numeri di abbinamento sorteggiati</translation>
        </message>
        <message>
            <source>Reinstate player</source>
            <translation>Reintegra giocatore</translation>
        </message>
        <message>
            <source>reinstate {name}</source>
            <translation>reintegra {name}</translation>
        </message>
        <message>
            <source>Requested bye</source>
            <translation>Bye richiesto</translation>
        </message>
        <message>
            <source>{name} (no. {number})</source>
            <translation>{name} (n. {number})</translation>
        </message>
        <message>
            <source>bye for {name} in round {rnd}</source>
            <translation>bye per {name} al turno {rnd}</translation>
        </message>
        <message>
            <source>Cancel requested bye</source>
            <translation>Annulla il bye richiesto</translation>
        </message>
        <message>
            <source>{name} has no requested bye in a coming round.</source>
            <translation>{name} non ha un bye richiesto in un turno futuro.</translation>
        </message>
        <message>
            <source>cancel bye of {name} in round {round}</source>
            <translation>annulla il bye di {name} al turno {round}</translation>
        </message>
        <message>
            <source>correct {name} in every section</source>
            <translation>correggere {name} in ogni sezione</translation>
        </message>
        <message>
            <source>He is also entered in {sections}. Make the same corrections there too?</source>
            <translation>È iscritto anche in {sections}. Fare lì le stesse correzioni?</translation>
        </message>
    </context>
    <context>
        <name>PlayersModel</name>
        <message>
            <source>a rating is a whole number, not {text!r}</source>
            <translation>un Elo è un numero intero, non {text!r}</translation>
        </message>
        <message>
            <source>No.</source>
            <translation>N.</translation>
        </message>
        <message>
            <source>Pairing number (starting rank)</source>
            <translation>Numero di abbinamento (ordine iniziale)</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nome</translation>
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
            <source>Fed</source>
            <translation>Fed</translation>
        </message>
        <message>
            <source>FIDE id</source>
            <translation>ID FIDE</translation>
        </message>
        <message>
            <source>Club</source>
            <translation>Circolo</translation>
        </message>
        <message>
            <source>Nat.</source>
            <translation>Naz.</translation>
        </message>
        <message>
            <source>National rating</source>
            <translation>Punteggio nazionale</translation>
        </message>
        <message>
            <source>Sex</source>
            <translation>Sesso</translation>
        </message>
        <message>
            <source>Born</source>
            <translation>Nato</translation>
        </message>
        <message>
            <source>Pts</source>
            <translation>Pt</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Stato</translation>
        </message>
    </context>
    <context>
        <name>PlayersView</name>
        <message>
            <source>Filter players by name, rating, federation…</source>
            <translation>Filtra i giocatori per nome, Elo, federazione…</translation>
        </message>
        <message>
            <source>Double-click a cell (or F2) to correct it in place; Ctrl+Z undoes.</source>
            <translation>Doppio clic su una cella (o F2) per correggerla sul posto; Ctrl+Z annulla.</translation>
        </message>
    </context>
    <context>
        <name>Presets</name>
        <message>
            <source>Buchholz Cut-1, Buchholz, Sonneborn-Berger, Direct encounter</source>
            <translation>Buchholz Cut-1, Buchholz, Sonneborn-Berger, scontro diretto</translation>
        </message>
        <message>
            <source>Buchholz Cut-1, Buchholz, Progressive score, Wins</source>
            <translation>Buchholz Cut-1, Buchholz, punteggio progressivo, vittorie</translation>
        </message>
        <message>
            <source>Buchholz, Sonneborn-Berger, Direct encounter, Wins</source>
            <translation>Buchholz, Sonneborn-Berger, scontro diretto, vittorie</translation>
        </message>
        <message>
            <source>Average rating of opponents Cut-1, Buchholz Cut-1, Buchholz</source>
            <translation>Media Elo degli avversari Cut-1, Buchholz Cut-1, Buchholz</translation>
        </message>
        <message>
            <source>Direct encounter, Wins, Sonneborn-Berger, Koya (round robin)</source>
            <translation>Scontro diretto, vittorie, Sonneborn-Berger, Koya (girone all'italiana)</translation>
        </message>
        <message>
            <source>Sonneborn-Berger, Direct encounter, Wins, Koya (round robin)</source>
            <translation>Sonneborn-Berger, scontro diretto, vittorie, Koya (girone all'italiana)</translation>
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
            <translation>Buchholz mediano</translation>
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
            <translation>Scontro diretto</translation>
        </message>
        <message>
            <source>Number of wins</source>
            <translation>Numero di vittorie</translation>
        </message>
        <message>
            <source>Games won</source>
            <translation>Partite vinte</translation>
        </message>
        <message>
            <source>Progressive score</source>
            <translation>Punteggio progressivo</translation>
        </message>
        <message>
            <source>Progressive score Cut-1</source>
            <translation>Punteggio progressivo Cut-1</translation>
        </message>
        <message>
            <source>Average rating of opponents</source>
            <translation>Media Elo degli avversari</translation>
        </message>
        <message>
            <source>Average rating of opponents Cut-1</source>
            <translation>Media Elo degli avversari Cut-1</translation>
        </message>
        <message>
            <source>Tournament performance rating</source>
            <translation>Performance del torneo</translation>
        </message>
        <message>
            <source>Games with black</source>
            <translation>Partite con il Nero</translation>
        </message>
        <message>
            <source>Games won with black</source>
            <translation>Partite vinte con il Nero</translation>
        </message>
        <message>
            <source>Fore Buchholz</source>
            <translation>Buchholz anticipato (Fore Buchholz)</translation>
        </message>
        <message>
            <source>Average of opponents' Buchholz</source>
            <translation>Media dei Buchholz degli avversari</translation>
        </message>
        <message>
            <source>Rounds elected to play</source>
            <translation>Turni scelti per giocare</translation>
        </message>
        <message>
            <source>Standard points</source>
            <translation>Punti standard</translation>
        </message>
        <message>
            <source>Koya system</source>
            <translation>Sistema Koya</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Elo</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Punti</translation>
        </message>
        <message>
            <source>Win 1, draw ½, loss 0 (standard)</source>
            <translation>Vittoria 1, patta ½, sconfitta 0 (standard)</translation>
        </message>
        <message>
            <source>Win 3, draw 1, loss 0</source>
            <translation>Vittoria 3, patta 1, sconfitta 0</translation>
        </message>
        <message>
            <source>Win 1, draw ½, loss 0, pairing bye ½</source>
            <translation>Vittoria 1, patta ½, sconfitta 0, bye dell'abbinamento ½</translation>
        </message>
    </context>
    <context>
        <name>PreviewDialog</name>
        <message>
            <source>Print preview: {document}</source>
            <translation>Anteprima di stampa: {document}</translation>
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation>&amp;Ingrandisci</translation>
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation>&amp;Riduci</translation>
        </message>
        <message>
            <source>Fit &amp;width</source>
            <translation>Adatta alla &amp;larghezza</translation>
        </message>
        <message>
            <source>&amp;Whole page</source>
            <translation>Pagina int&amp;era</translation>
        </message>
        <message>
            <source>&amp;All pages</source>
            <translation>&amp;Tutte le pagine</translation>
        </message>
        <message>
            <source>&amp;Print…</source>
            <translation>&amp;Stampa…</translation>
        </message>
        <message>
            <source>Save as P&amp;DF…</source>
            <translation>Salva come P&amp;DF…</translation>
        </message>
        <message>
            <source>Open in PDF &amp;viewer</source>
            <translation>Apri nel &amp;visualizzatore PDF</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>&amp;Chiudi</translation>
        </message>
        <message numerus="yes">
            <source>%n page(s)</source>
            <translation>
                <numerusform>%n pagina</numerusform>
                <numerusform>%n pagine</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PrintController</name>
        <message>
            <source>Save as PDF</source>
            <translation>Salva come PDF</translation>
        </message>
        <message>
            <source>{document}, round {round}</source>
            <translation>{document}, turno {round}</translation>
        </message>
        <message>
            <source>Printing {what}…</source>
            <translation>Stampa di {what}…</translation>
        </message>
        <message>
            <source>The printer {printer} does not accept jobs now: nothing was printed. Choose another printer, or accept jobs again in the system's printer settings.</source>
            <translation>La stampante {printer} non accetta lavori in questo momento: non è stato stampato nulla. Scegli un'altra stampante o riattiva l'accettazione dei lavori nelle impostazioni delle stampanti del sistema.</translation>
        </message>
        <message>
            <source>The printer says: {reason}</source>
            <translation>Messaggio della stampante: {reason}</translation>
        </message>
        <message>
            <source>{document}: printing cancelled</source>
            <translation>{document}: stampa annullata</translation>
        </message>
        <message numerus="yes">
            <source>{document}: %n page(s) sent to the printer</source>
            <translation>
                <numerusform>{document}: %n pagina inviata alla stampante</numerusform>
                <numerusform>{document}: %n pagine inviate alla stampante</numerusform>
            </translation>
        </message>
        <message>
            <source>(the printer has no paper of this size: scaled to {paper})</source>
            <translation>(la stampante non ha carta di questo formato: adattato a {paper})</translation>
        </message>
        <message>
            <source>(the printer is stopped: the pages wait in its queue until it is started)</source>
            <translation>(la stampante è ferma: le pagine attendono nella sua coda finché non viene riavviata)</translation>
        </message>
        <message>
            <source>Saved {written}</source>
            <translation>{written} salvato</translation>
        </message>
        <message>
            <source>Print</source>
            <translation>Stampa</translation>
        </message>
        <message>
            <source>Print {what}</source>
            <translation>Stampa {what}</translation>
        </message>
        <message>
            <source>{document}, every section</source>
            <translation>{document}, tutte le sezioni</translation>
        </message>
    </context>
    <context>
        <name>Printing</name>
        <message>
            <source>The printer {printer} could not be started.</source>
            <translation>Non è stato possibile avviare la stampante {printer}.</translation>
        </message>
        <message>
            <source>The printer refused a new page.</source>
            <translation>La stampante ha rifiutato una nuova pagina.</translation>
        </message>
    </context>
    <context>
        <name>ProgressPanel</name>
        <message>
            <source>Cancel</source>
            <translation>Annulla</translation>
        </message>
        <message>
            <source>Stop this work; nothing in the tournament file changes</source>
            <translation>Interrompi questo lavoro; nel file del torneo non cambia nulla</translation>
        </message>
    </context>
    <context>
        <name>Projector</name>
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
            <source>Bd</source>
            <translation>Sc.</translation>
        </message>
        <message>
            <source>White</source>
            <translation>Bianco</translation>
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
            <source>Black</source>
            <translation>Nero</translation>
        </message>
        <message>
            <source>Pairings</source>
            <translation>Abbinamenti</translation>
        </message>
        <message>
            <source>No round has been paired yet.</source>
            <translation>Nessun turno è ancora abbinato.</translation>
        </message>
        <message>
            <source>Round {round} · {done} of {boards} results</source>
            <translation>Turno {round} · {done} risultati su {boards}</translation>
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
            <source>Rtg</source>
            <translation>Elo</translation>
        </message>
        <message>
            <source>Standings</source>
            <translation>Classifica</translation>
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
            <source>no round has been paired yet</source>
            <translation>nessun turno è ancora abbinato</translation>
        </message>
        <message>
            <source>no round has every result yet</source>
            <translation>nessun turno ha ancora tutti i risultati</translation>
        </message>
    </context>
    <context>
        <name>ProjectorWindow</name>
        <message>
            <source>Arbiter Desk — projector</source>
            <translation>Arbiter Desk — proiettore</translation>
        </message>
        <message>
            <source>   ·   page {page} of {pages}</source>
            <translation>   ·   pagina {page} di {pages}</translation>
        </message>
    </context>
    <context>
        <name>Prompts</name>
        <message>
            <source>Arbiter Desk: programming error</source>
            <translation>Arbiter Desk: errore di programmazione</translation>
        </message>
        <message>
            <source>&amp;Copy report</source>
            <translation>&amp;Copia rapporto</translation>
        </message>
    </context>
    <context>
        <name>Publishing</name>
        <message>
            <source>&amp;Projector: pairings</source>
            <translation>&amp;Proiettore: abbinamenti</translation>
        </message>
        <message>
            <source>Projector: &amp;standings</source>
            <translation>Proiettore: &amp;classifica</translation>
        </message>
        <message>
            <source>&amp;Write the web folder now…</source>
            <translation>&amp;Scrivi ora la cartella web…</translation>
        </message>
        <message>
            <source>Publish after each &amp;round…</source>
            <translation>Pubblica dopo ogni &amp;turno…</translation>
        </message>
        <message>
            <source>Export &amp;CSV tables…</source>
            <translation>Esporta tabelle &amp;CSV…</translation>
        </message>
        <message>
            <source>Export &amp;JSON…</source>
            <translation>Esporta &amp;JSON…</translation>
        </message>
        <message>
            <source>Export P&amp;GN…</source>
            <translation>Esporta P&amp;GN…</translation>
        </message>
        <message>
            <source>&amp;Import results of a round…</source>
            <translation>&amp;Importa i risultati di un turno…</translation>
        </message>
        <message>
            <source>Pu&amp;blish</source>
            <translation>Pu&amp;bblica</translation>
        </message>
        <message>
            <source>Publish after each &amp;round to {folder}</source>
            <translation>Pubblica dopo ogni &amp;turno in {folder}</translation>
        </message>
        <message>
            <source>Follow the tournament file</source>
            <translation>Seguire il file del torneo</translation>
        </message>
        <message>
            <source>The web folder is no longer written after each round</source>
            <translation>La cartella web non viene più scritta dopo ogni turno</translation>
        </message>
        <message>
            <source>Publish after each round into</source>
            <translation>Pubblica dopo ogni turno in</translation>
        </message>
        <message>
            <source>Write the web folder into</source>
            <translation>Scrivi la cartella web in</translation>
        </message>
        <message>
            <source>Writing the web folder into {folder}…</source>
            <translation>Scrittura della cartella web in {folder}…</translation>
        </message>
        <message numerus="yes">
            <source>Published %n file(s) into {folder}</source>
            <translation>
                <numerusform>%n file pubblicato in {folder}</numerusform>
                <numerusform>%n file pubblicati in {folder}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n file(s) in {folder}. Open index.html there, or upload the folder.</source>
            <translation>
                <numerusform>%n file in {folder}. Apri lì index.html, o carica la cartella.</numerusform>
                <numerusform>%n file in {folder}. Apri lì index.html, o carica la cartella.</numerusform>
            </translation>
        </message>
        <message>
            <source>Publish the web folder</source>
            <translation>Pubblica la cartella web</translation>
        </message>
        <message>
            <source>Web folder written</source>
            <translation>Cartella web scritta</translation>
        </message>
        <message>
            <source>Export the CSV tables into</source>
            <translation>Esporta le tabelle CSV in</translation>
        </message>
        <message>
            <source>Export CSV</source>
            <translation>Esporta CSV</translation>
        </message>
        <message>
            <source>Wrote {names} into {folder}</source>
            <translation>{names} scritto/i in {folder}</translation>
        </message>
        <message>
            <source>Export {what}</source>
            <translation>Esporta {what}</translation>
        </message>
        <message>
            <source>Wrote {target}</source>
            <translation>{target} scritto</translation>
        </message>
        <message>
            <source>Import the results of a round</source>
            <translation>Importa i risultati di un turno</translation>
        </message>
        <message>
            <source>Import {name}</source>
            <translation>Importa {name}</translation>
        </message>
        <message>
            <source>import results of round {number} ({name})</source>
            <translation>importa i risultati del turno {number} ({name})</translation>
        </message>
    </context>
    <context>
        <name>RatingUpdateDialog</name>
        <message>
            <source>yes</source>
            <translation>sì</translation>
        </message>
        <message>
            <source>no</source>
            <translation>no</translation>
        </message>
        <message>
            <source>Update ratings from the library</source>
            <translation>Aggiorna gli Elo dall'archivio giocatori</translation>
        </message>
        <message>
            <source>No.</source>
            <translation>N.</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nome</translation>
        </message>
        <message>
            <source>Field</source>
            <translation>Campo</translation>
        </message>
        <message>
            <source>Now</source>
            <translation>Ora</translation>
        </message>
        <message>
            <source>In the library</source>
            <translation>Nell'archivio</translation>
        </message>
        <message numerus="yes">
            <source>%n player(s) differ from the library.</source>
            <translation>
                <numerusform>%n giocatore differisce dall'archivio.</numerusform>
                <numerusform>%n giocatori differiscono dall'archivio.</numerusform>
            </translation>
        </message>
        <message>
            <source>Every registered player's data is as in the library.</source>
            <translation>I dati di ogni giocatore iscritto sono uguali a quelli dell'archivio.</translation>
        </message>
        <message>
            <source>&amp;Update anyway</source>
            <translation>&amp;Aggiorna comunque</translation>
        </message>
        <message>
            <source>&amp;Update</source>
            <translation>&amp;Aggiorna</translation>
        </message>
    </context>
    <context>
        <name>ResultImportDialog</name>
        <message>
            <source>Board {board:&gt;3}:  #{white} - #{black}   {new}   (was {old})</source>
            <translation>Scacchiera {board:&gt;3}:  n. {white} - n. {black}   {new}   (prima {old})</translation>
        </message>
        <message>
            <source>Board {board:&gt;3}:  #{white} - #{black}   {new}</source>
            <translation>Scacchiera {board:&gt;3}:  n. {white} - n. {black}   {new}</translation>
        </message>
        <message>
            <source>Rows that cannot be imported:</source>
            <translation>Righe che non possono essere importate:</translation>
        </message>
        <message>
            <source>Import results of round {round}</source>
            <translation>Importa i risultati del turno {round}</translation>
        </message>
        <message numerus="yes">
            <source>{source}: %n result(s) to enter in round {round}, {corrections} of them replacing a result already entered; {unchanged} unchanged; {missing} board(s) will still have no result.</source>
            <translation>
                <numerusform>{source}: %n risultato da inserire nel turno {round}, di cui {corrections} sostituiscono un risultato già inserito; {unchanged} invariati; {missing} scacchiera/e resteranno senza risultato.</numerusform>
                <numerusform>{source}: %n risultati da inserire nel turno {round}, di cui {corrections} sostituiscono un risultato già inserito; {unchanged} invariati; {missing} scacchiera/e resteranno senza risultato.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n row(s) of other rounds are left out.</source>
            <translation>
                <numerusform>%n riga di altri turni è esclusa.</numerusform>
                <numerusform>%n righe di altri turni sono escluse.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n row(s) cannot be imported: nothing is entered unless you choose to leave them out.</source>
            <translation>
                <numerusform>%n riga non può essere importata: non viene inserito nulla, a meno che tu non scelga di escluderla.</numerusform>
                <numerusform>%n righe non possono essere importate: non viene inserito nulla, a meno che tu non scelga di escluderle.</numerusform>
            </translation>
        </message>
        <message>
            <source>Leave out the rows that cannot be imported</source>
            <translation>Escludi le righe che non possono essere importate</translation>
        </message>
        <message>
            <source>Enter the results</source>
            <translation>Inserisci i risultati</translation>
        </message>
    </context>
    <context>
        <name>RoundsController</name>
        <message numerus="yes">
            <source>%n board(s), {played} results entered, {missing} missing</source>
            <translation>
                <numerusform>%n scacchiera, {played} risultati inseriti, mancano {missing}</numerusform>
                <numerusform>%n scacchiere, {played} risultati inseriti, mancano {missing}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n board(s), {played} results entered — round complete; next: pair round {next} (Ctrl+Shift+P)</source>
            <translation>
                <numerusform>%n scacchiera, {played} risultati inseriti — turno completo; prossimo passo: abbina il turno {next} (Ctrl+Maiusc+P)</numerusform>
                <numerusform>%n scacchiere, {played} risultati inseriti — turno completo; prossimo passo: abbina il turno {next} (Ctrl+Maiusc+P)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n board(s), {played} results entered — round complete; the tournament is finished: see Standings (Ctrl+3)</source>
            <translation>
                <numerusform>%n scacchiera, {played} risultati inseriti — turno completo; il torneo è finito: vedi la classifica (Ctrl+3)</numerusform>
                <numerusform>%n scacchiere, {played} risultati inseriti — turno completo; il torneo è finito: vedi la classifica (Ctrl+3)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n board(s), {played} results entered — round complete</source>
            <translation>
                <numerusform>%n scacchiera, {played} risultati inseriti — turno completo</numerusform>
                <numerusform>%n scacchiere, {played} risultati inseriti — turno completo</numerusform>
            </translation>
        </message>
        <message>
            <source>Board {board} of round {round} ({white} – {black}) has no result. Change it to {new}?</source>
            <translation>La scacchiera {board} del turno {round} ({white} – {black}) non ha risultato. Inserire {new}?</translation>
        </message>
        <message>
            <source>Board {board} of round {round} ({white} – {black}) has no result.</source>
            <translation>La scacchiera {board} del turno {round} ({white} – {black}) non ha risultato.</translation>
        </message>
        <message>
            <source>Board {board} of round {round} ({white} – {black}) already has the result {old}. Change it to {new}?</source>
            <translation>La scacchiera {board} del turno {round} ({white} – {black}) ha già il risultato {old}. Cambiarlo in {new}?</translation>
        </message>
        <message>
            <source>Board {board} of round {round} ({white} – {black}) already has the result {old}. Clear it?</source>
            <translation>La scacchiera {board} del turno {round} ({white} – {black}) ha già il risultato {old}. Cancellarlo?</translation>
        </message>
        <message>
            <source>Round {next} is already paired and stays as it is</source>
            <translation>Il turno {next} è già abbinato e resta com'è</translation>
        </message>
        <message>
            <source>Rounds {next}–{last} are already paired and stay as they are</source>
            <translation>I turni {next}–{last} sono già abbinati e restano come sono</translation>
        </message>
        <message>
            <source>{rounds}: past rounds are never paired again (C.04.2 (2026) art. 4.3). The corrected result changes the scores, standings and tie-breaks from round {round} on, and the pairing of round {next} will use it.</source>
            <translation>{rounds}: i turni passati non vengono mai riabbinati (C.04.2 (2026) art. 4.3). Il risultato corretto cambia punteggi, classifica e spareggi dal turno {round} in poi, e l'abbinamento del turno {next} ne terrà conto.</translation>
        </message>
        <message>
            <source>{rounds}: past rounds are never paired again (C.04.2 (2026) art. 4.3). The corrected result changes the scores, standings and tie-breaks from round {round} on.</source>
            <translation>{rounds}: i turni passati non vengono mai riabbinati (C.04.2 (2026) art. 4.3). Il risultato corretto cambia punteggi, classifica e spareggi dal turno {round} in poi.</translation>
        </message>
        <message>
            <source>No round paired yet.</source>
            <translation>Nessun turno ancora abbinato.</translation>
        </message>
        <message>
            <source>Wait until the pairing is done.</source>
            <translation>Attendi che l'abbinamento finisca.</translation>
        </message>
        <message>
            <source>Change a result</source>
            <translation>Cambia un risultato</translation>
        </message>
        <message>
            <source>no result</source>
            <translation>nessun risultato</translation>
        </message>
        <message>
            <source>round {rnd} board {board}: {label}</source>
            <translation>turno {rnd} scacchiera {board}: {label}</translation>
        </message>
        <message>
            <source>{result} storing…</source>
            <translation>{result} salvataggio…</translation>
        </message>
        <message>
            <source>Board {board}: the result typed before is still being stored.</source>
            <translation>Scacchiera {board}: il risultato inserito prima è ancora in corso di salvataggio.</translation>
        </message>
        <message>
            <source>Pair round {round}</source>
            <translation>Abbina il turno {round}</translation>
        </message>
        <message>
            <source>Pairing round {round}…</source>
            <translation>Abbinamento del turno {round}…</translation>
        </message>
        <message>
            <source>Re-pair round</source>
            <translation>Riabbina il turno</translation>
        </message>
        <message>
            <source>Delete the pairing of match {match} (both its games) and pair it again (for example after a late entry or a withdrawal)?</source>
            <translation>Eliminare gli abbinamenti del match {match} (entrambe le sue partite) e abbinarlo di nuovo (ad esempio dopo un'iscrizione tardiva o un ritiro)?</translation>
        </message>
        <message>
            <source>Delete the pairing of round {last} and pair it again (for example after a late entry or a withdrawal)?</source>
            <translation>Eliminare gli abbinamenti del turno {last} e abbinarlo di nuovo (ad esempio dopo un'iscrizione tardiva o un ritiro)?</translation>
        </message>
        <message>
            <source>Re-pair round {last}</source>
            <translation>Riabbina il turno {last}</translation>
        </message>
        <message>
            <source>Re-pairing round {last}…</source>
            <translation>Nuovo abbinamento del turno {last}…</translation>
        </message>
        <message>
            <source>Rounds {first}-{number} paired by the Berger table</source>
            <translation>Turni {first}-{number} abbinati secondo la tabella di Berger</translation>
        </message>
        <message>
            <source>Pair all rounds</source>
            <translation>Abbina tutti i turni</translation>
        </message>
        <message>
            <source>Pairing every round…</source>
            <translation>Abbinamento di tutti i turni…</translation>
        </message>
        <message>
            <source>Fixed boards in round {number}</source>
            <translation>Scacchiere fisse nel turno {number}</translation>
        </message>
        <message>
            <source>Delete round</source>
            <translation>Elimina turno</translation>
        </message>
        <message>
            <source>Delete the pairing of match {match} (both its games)? This is only possible while it has no results.</source>
            <translation>Eliminare gli abbinamenti del match {match} (entrambe le sue partite)? È possibile solo finché non ha risultati.</translation>
        </message>
        <message>
            <source>Delete the pairing of round {last}? This is only possible while it has no results.</source>
            <translation>Eliminare gli abbinamenti del turno {last}? È possibile solo finché non ha risultati.</translation>
        </message>
        <message>
            <source>Delete round {last}</source>
            <translation>Elimina il turno {last}</translation>
        </message>
        <message>
            <source>Round {last} deleted</source>
            <translation>Turno {last} eliminato</translation>
        </message>
        <message>
            <source>Explain pairing</source>
            <translation>Spiega l'abbinamento</translation>
        </message>
        <message>
            <source>Round {rnd}: the Berger table</source>
            <translation>Turno {rnd}: la tabella di Berger</translation>
        </message>
        <message>
            <source>C.05 Annex 1, by pairing number.</source>
            <translation>C.05 allegato 1, per numero di abbinamento.</translation>
        </message>
        <message>
            <source>Explaining round {rnd}…</source>
            <translation>Spiegazione del turno {rnd}…</translation>
        </message>
        <message>
            <source>Round {rnd}: how it was paired</source>
            <translation>Turno {rnd}: come è stato abbinato</translation>
        </message>
        <message>
            <source>Score brackets from the top (C.04.3): the residents, players moved down (MDPs), the pairs made and who floated down. Numbers are pairing numbers.</source>
            <translation>Gruppi di punteggio dall'alto (C.04.3): i residenti, i giocatori scesi (MDP), le coppie formate e chi è sceso. I numeri sono numeri di abbinamento.</translation>
        </message>
        <message>
            <source>Edit pairing</source>
            <translation>Modifica gli abbinamenti</translation>
        </message>
        <message>
            <source>Edit pairing of round {rnd}</source>
            <translation>Modifica gli abbinamenti del turno {rnd}</translation>
        </message>
        <message>
            <source>Round {rnd} already has results; clear them before you change its pairing.</source>
            <translation>Il turno {rnd} ha già dei risultati; cancellali prima di cambiarne gli abbinamenti.</translation>
        </message>
        <message>
            <source>no player has pairing number {numbers}</source>
            <translation>nessun giocatore ha il numero di abbinamento {numbers}</translation>
        </message>
        <message numerus="yes">
            <source>Round {rnd}: pairing changed; it breaks %n rule(s), listed under the boards</source>
            <translation>
                <numerusform>Turno {rnd}: abbinamenti modificati; violano %n regola, elencata sotto le scacchiere</numerusform>
                <numerusform>Turno {rnd}: abbinamenti modificati; violano %n regole, elencate sotto le scacchiere</numerusform>
            </translation>
        </message>
        <message>
            <source>Round {rnd}: pairing changed; it breaks no rule checked</source>
            <translation>Turno {rnd}: abbinamenti modificati; non violano nessuna regola verificata</translation>
        </message>
        <message>
            <source>edit pairing of round {rnd}</source>
            <translation>modifica gli abbinamenti del turno {rnd}</translation>
        </message>
        <message>
            <source>Checking the new pairing of round {rnd}…</source>
            <translation>Verifica dei nuovi abbinamenti del turno {rnd}…</translation>
        </message>
        <message>
            <source>Check pairing rules</source>
            <translation>Verifica le regole di abbinamento</translation>
        </message>
        <message>
            <source>Checking round {number}…</source>
            <translation>Verifica del turno {number}…</translation>
        </message>
        <message>
            <source>Board {board} of match {match} already has the results {old}. Replace them with {new}?</source>
            <translation>La scacchiera {board} del match {match} ha già i risultati {old}. Sostituirli con {new}?</translation>
        </message>
        <message>
            <source>match {match} board {board}: {results}</source>
            <translation>match {match} scacchiera {board}: {results}</translation>
        </message>
        <message>
            <source>Board {board}: game 1 {result}; now the result of game 2</source>
            <translation>Scacchiera {board}: partita 1 {result}; ora il risultato della partita 2</translation>
        </message>
    </context>
    <context>
        <name>RoundsView</name>
        <message>
            <source>White wins by forfeit (+/-)	+</source>
            <translation>Vince il Bianco a forfait (+/-)	+</translation>
        </message>
        <message>
            <source>Black wins by forfeit (-/+)	-</source>
            <translation>Vince il Nero a forfait (-/+)	-</translation>
        </message>
        <message>
            <source>Double forfeit (-/-)	*</source>
            <translation>Doppio forfait (-/-)	*</translation>
        </message>
        <message>
            <source>1-0, not rated (W-L)</source>
            <translation>1-0, non valida per l'Elo (W-L)</translation>
        </message>
        <message>
            <source>0-1, not rated (L-W)</source>
            <translation>0-1, non valida per l'Elo (L-W)</translation>
        </message>
        <message>
            <source>½-½, not rated (D-D)</source>
            <translation>½-½, non valida per l'Elo (D-D)</translation>
        </message>
        <message>
            <source>Clear result	Del</source>
            <translation>Cancella il risultato	Canc</translation>
        </message>
        <message>
            <source>Edit pairing…</source>
            <translation>Modifica gli abbinamenti…</translation>
        </message>
        <message>
            <source>Results: 1 white wins · 0 black wins · = or 5 draw · + / - forfeit · * double forfeit · Del clears · right-click for more</source>
            <translation>Risultati: 1 vince il Bianco · 0 vince il Nero · = o 5 patta · + / - forfait · * doppio forfait · Canc cancella · clic destro per altro</translation>
        </message>
        <message>
            <source>Roun&amp;d:</source>
            <translation>Tur&amp;no:</translation>
        </message>
        <message>
            <source>Round {r}</source>
            <translation>Turno {r}</translation>
        </message>
        <message>
            <source>Match {match}, game {game}</source>
            <translation>Match {match}, partita {game}</translation>
        </message>
        <message>
            <source>Results of a match: two keys per board, game 1 then game 2, each as its own game's (1 White wins · 0 Black wins · = or 5 draw · + / - forfeit · * double forfeit) · Del clears both</source>
            <translation>Risultati di un match: due tasti per scacchiera, partita 1 poi partita 2, ciascuno come risultato della propria partita (1 vince il Bianco · 0 vince il Nero · = o 5 patta · + / - forfait · * doppio forfait) · Canc cancella entrambi</translation>
        </message>
    </context>
    <context>
        <name>Sections</name>
        <message>
            <source>Section:</source>
            <translation>Sezione:</translation>
        </message>
        <message>
            <source>The section of the event shown and changed</source>
            <translation>La sezione dell'evento mostrata e modificata</translation>
        </message>
        <message>
            <source>&amp;Add a section…</source>
            <translation>&amp;Aggiungi una sezione…</translation>
        </message>
        <message>
            <source>Add a section to the event: a tournament of its own in the same file</source>
            <translation>Aggiungere una sezione all'evento: un torneo a sé nello stesso file</translation>
        </message>
        <message>
            <source>Switch section</source>
            <translation>Cambiare sezione</translation>
        </message>
        <message>
            <source>Wait until the work under way ends, then switch sections.</source>
            <translation>Attendete la fine del lavoro in corso, poi cambiate sezione.</translation>
        </message>
        <message>
            <source>New section</source>
            <translation>Nuova sezione</translation>
        </message>
        <message>
            <source>Name of the new section:</source>
            <translation>Nome della nuova sezione:</translation>
        </message>
        <message numerus="yes">
            <source>Delete the section {name} and its %n registered players? Edit &gt; Undo puts them back.</source>
            <translation>
                <numerusform>Eliminare la sezione {name} e il suo %n giocatore iscritto? Modifica &gt; Annulla li ripristina.</numerusform>
                <numerusform>Eliminare la sezione {name} e i suoi %n giocatori iscritti? Modifica &gt; Annulla li ripristina.</numerusform>
            </translation>
        </message>
        <message>
            <source>delete the section {name}</source>
            <translation>eliminare la sezione {name}</translation>
        </message>
        <message>
            <source>&amp;Rename this section…</source>
            <translation>&amp;Rinomina questa sezione…</translation>
        </message>
        <message>
            <source>Give the section on screen another name</source>
            <translation>Dare un altro nome alla sezione sullo schermo</translation>
        </message>
        <message>
            <source>&amp;Delete this section…</source>
            <translation>&amp;Elimina questa sezione…</translation>
        </message>
        <message>
            <source>Delete the section on screen with its players, before any of its rounds is paired</source>
            <translation>Eliminare la sezione sullo schermo con i suoi giocatori, prima che uno dei suoi turni sia abbinato</translation>
        </message>
        <message>
            <source>Rename the section</source>
            <translation>Rinomina la sezione</translation>
        </message>
        <message>
            <source>New name of the section {name}:</source>
            <translation>Nuovo nome della sezione {name}:</translation>
        </message>
        <message>
            <source>rename the section {name}</source>
            <translation>rinominare la sezione {name}</translation>
        </message>
        <message>
            <source>Delete the section</source>
            <translation>Elimina la sezione</translation>
        </message>
    </context>
    <context>
        <name>Serving</name>
        <message>
            <source>Serve to &amp;phones…</source>
            <translation>Servire ai &amp;telefoni…</translation>
        </message>
        <message>
            <source>Serving the event's pages at {address}</source>
            <translation>Le pagine del torneo sono servite a {address}</translation>
        </message>
        <message>
            <source>Serve to phones</source>
            <translation>Servire ai telefoni</translation>
        </message>
        <message>
            <source>The event's pages are no longer served.</source>
            <translation>Le pagine del torneo non sono più servite.</translation>
        </message>
        <message>
            <source>Serving to phones</source>
            <translation>Servizio ai telefoni</translation>
        </message>
        <message>
            <source>Bound to every network of this computer, port {port}.</source>
            <translation>In ascolto su tutte le reti di questo computer, porta {port}.</translation>
        </message>
        <message>
            <source>Bound to {host} only, port {port}.</source>
            <translation>In ascolto solo su {host}, porta {port}.</translation>
        </message>
        <message>
            <source>The players open this address on their phones (the venue's Wi-Fi):</source>
            <translation>I giocatori aprono questo indirizzo sul telefono (il Wi-Fi della sala):</translation>
        </message>
        <message>
            <source>Stop serving</source>
            <translation>Interrompi il servizio</translation>
        </message>
    </context>
    <context>
        <name>Snapshot</name>
        <message>
            <source>half-point bye</source>
            <translation>bye da mezzo punto</translation>
        </message>
        <message>
            <source>zero-point bye</source>
            <translation>bye da zero punti</translation>
        </message>
        <message>
            <source>full-point bye</source>
            <translation>bye da un punto</translation>
        </message>
        <message>
            <source>half-point bye in round {round}</source>
            <translation>bye da mezzo punto al turno {round}</translation>
        </message>
        <message>
            <source>zero-point bye in round {round}</source>
            <translation>bye da zero punti al turno {round}</translation>
        </message>
        <message>
            <source>full-point bye in round {round}</source>
            <translation>bye da un punto al turno {round}</translation>
        </message>
        <message>
            <source>withdrawn from round {round}</source>
            <translation>ritirato dal turno {round}</translation>
        </message>
        <message>
            <source>bye ({points})</source>
            <translation>bye ({points})</translation>
        </message>
    </context>
    <context>
        <name>StandingsController</name>
        <message>
            <source>Standings</source>
            <translation>Classifica</translation>
        </message>
    </context>
    <context>
        <name>StandingsModel</name>
        <message>
            <source>Rk</source>
            <translation>Pos</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>Posizione</translation>
        </message>
        <message>
            <source>No.</source>
            <translation>N.</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nome</translation>
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
            <source>Fed</source>
            <translation>Fed</translation>
        </message>
        <message>
            <source>Pts</source>
            <translation>Pt</translation>
        </message>
    </context>
    <context>
        <name>StandingsTables</name>
        <message>
            <source>Places shared when points and every tie-break are equal (C.07 art. 4).</source>
            <translation>Posizioni condivise quando punti e tutti gli spareggi sono uguali (C.07 art. 4).</translation>
        </message>
        <message>
            <source>Standings cannot be computed: {exc}</source>
            <translation>Impossibile calcolare la classifica: {exc}</translation>
        </message>
    </context>
    <context>
        <name>StandingsView</name>
        <message>
            <source>Filter standings…</source>
            <translation>Filtra la classifica…</translation>
        </message>
        <message>
            <source>&amp;Standings after:</source>
            <translation>&amp;Classifica dopo:</translation>
        </message>
        <message>
            <source>start (no round)</source>
            <translation>inizio (nessun turno)</translation>
        </message>
        <message>
            <source>round {r} (results missing)</source>
            <translation>turno {r} (risultati mancanti)</translation>
        </message>
        <message>
            <source>round {r}</source>
            <translation>turno {r}</translation>
        </message>
    </context>
    <context>
        <name>TeamDialog</name>
        <message>
            <source>Add team</source>
            <translation>Aggiungi squadra</translation>
        </message>
        <message>
            <source>One player a line, board 1 first: Name; rating; FIDE ID; federation</source>
            <translation>Un giocatore per riga, prima scacchiera per prima: Nome; Elo; ID FIDE; federazione</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>&amp;Nome:</translation>
        </message>
        <message>
            <source>&amp;Captain:</source>
            <translation>&amp;Capitano:</translation>
        </message>
        <message>
            <source>&amp;Roster:</source>
            <translation>&amp;Rosa:</translation>
        </message>
        <message>
            <source>Plays &amp;from round:</source>
            <translation>Gioca &amp;dal turno:</translation>
        </message>
    </context>
    <context>
        <name>TeamWithdrawalDialog</name>
        <message>
            <source>Withdraw team</source>
            <translation>Ritira squadra</translation>
        </message>
        <message>
            <source>&amp;Team:</source>
            <translation>&amp;Squadra:</translation>
        </message>
        <message>
            <source>Not paired from &amp;round:</source>
            <translation>Non abbinata dal &amp;turno:</translation>
        </message>
        <message>
            <source>Its matches of the rounds paired stay as they are.</source>
            <translation>I suoi incontri dei turni già abbinati restano come sono.</translation>
        </message>
    </context>
    <context>
        <name>TeamsController</name>
        <message>
            <source>{name} (withdrawn from round {round})</source>
            <translation>{name} (ritirata dal turno {round})</translation>
        </message>
        <message>
            <source>&amp;Add team…</source>
            <translation>Aggiungi squad&amp;ra…</translation>
        </message>
        <message>
            <source>Import teams fr&amp;om CSV…</source>
            <translation>Importa squa&amp;dre da CSV…</translation>
        </message>
        <message>
            <source>&amp;Set line-up…</source>
            <translation>Imposta la forma&amp;zione…</translation>
        </message>
        <message>
            <source>Forfeit &amp;whole match…</source>
            <translation>&amp;Perdita a forfait dell'incontro…</translation>
        </message>
        <message>
            <source>W&amp;ithdraw team…</source>
            <translation>Ri&amp;tira squadra…</translation>
        </message>
        <message>
            <source>&amp;Reinstate team</source>
            <translation>Riammetti s&amp;quadra</translation>
        </message>
        <message>
            <source>Show the teams</source>
            <translation>Mostra le squadre</translation>
        </message>
        <message>
            <source>bye</source>
            <translation>bye</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>Posizione</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>Squadra</translation>
        </message>
        <message>
            <source>Storing on the venue server: {changes}…</source>
            <translation>Salvataggio sul server del torneo: {changes}…</translation>
        </message>
        <message>
            <source>add team {name}</source>
            <translation>aggiunta della squadra {name}</translation>
        </message>
        <message>
            <source>Import teams from CSV</source>
            <translation>Importa squadre da CSV</translation>
        </message>
        <message>
            <source>Import {name}</source>
            <translation>Importa {name}</translation>
        </message>
        <message>
            <source>Import {teams} teams with {players} players? {problems} row(s) cannot be imported.</source>
            <translation>Importare {teams} squadre con {players} giocatori? Righe che non si possono importare: {problems}.</translation>
        </message>
        <message>
            <source>import teams from {name}</source>
            <translation>importazione delle squadre da {name}</translation>
        </message>
        <message>
            <source>Line-up</source>
            <translation>Formazione</translation>
        </message>
        <message>
            <source>Pair a round and choose one of its matches first.</source>
            <translation>Abbinate prima un turno e scegliete uno dei suoi incontri.</translation>
        </message>
        <message>
            <source>line-up of {team}</source>
            <translation>formazione di {team}</translation>
        </message>
        <message>
            <source>Which team did not come?</source>
            <translation>Quale squadra non si è presentata?</translation>
        </message>
        <message>
            <source>forfeit of {team}</source>
            <translation>forfait di {team}</translation>
        </message>
        <message>
            <source>Board {board}: the result typed before is still being stored.</source>
            <translation>Scacchiera {board}: il risultato inserito prima è ancora in corso di salvataggio.</translation>
        </message>
        <message>
            <source>Board {board} already has {old}. Replace it with {new}?</source>
            <translation>La scacchiera {board} ha già {old}. Sostituirlo con {new}?</translation>
        </message>
        <message>
            <source>Correct a result</source>
            <translation>Correggi un risultato</translation>
        </message>
        <message>
            <source>result of board {board}</source>
            <translation>risultato della scacchiera {board}</translation>
        </message>
        <message>
            <source>{result} storing…</source>
            <translation>{result} salvataggio…</translation>
        </message>
        <message>
            <source>withdrawal of {team}</source>
            <translation>ritiro di {team}</translation>
        </message>
        <message>
            <source>Reinstate team</source>
            <translation>Riammetti squadra</translation>
        </message>
        <message>
            <source>Choose a withdrawn team in the list of teams first.</source>
            <translation>Scegliere prima una squadra ritirata nell'elenco delle squadre.</translation>
        </message>
        <message>
            <source>reinstatement of {team}</source>
            <translation>riammissione di {team}</translation>
        </message>
    </context>
    <context>
        <name>TeamsView</name>
        <message>
            <source>Roun&amp;d:</source>
            <translation>Sc&amp;egli il turno:</translation>
        </message>
        <message>
            <source>No</source>
            <translation>N.</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>Squadra</translation>
        </message>
        <message>
            <source>Captain</source>
            <translation>Capitano</translation>
        </message>
        <message>
            <source>Roster (board order)</source>
            <translation>Rosa (ordine di scacchiera)</translation>
        </message>
        <message>
            <source>Match</source>
            <translation>Incontro</translation>
        </message>
        <message>
            <source>White on board 1</source>
            <translation>Bianco in 1ª scacchiera</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Punteggio</translation>
        </message>
        <message>
            <source>Opponent</source>
            <translation>Avversaria</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>Scacchiera</translation>
        </message>
        <message>
            <source>White</source>
            <translation>Bianco</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Risultato</translation>
        </message>
        <message>
            <source>Black</source>
            <translation>Nero</translation>
        </message>
        <message>
            <source>Set line-up… takes the captain's players in roster order; type the results of the selected match's games here (1, 0, =, +, -, *) or in Rounds and results.</source>
            <translation>Imposta la formazione… prende i giocatori del capitano nell'ordine della rosa; digitate qui i risultati delle partite dell'incontro scelto (1, 0, =, +, -, *) oppure in Turni e risultati.</translation>
        </message>
        <message>
            <source>Round {round}</source>
            <translation>Turno {round}</translation>
        </message>
    </context>
    <context>
        <name>VenueConnection</name>
        <message>
            <source>Connecting to the venue server {name}…</source>
            <translation>Connessione al server del torneo {name}…</translation>
        </message>
    </context>
    <context>
        <name>VenueServerDialog</name>
        <message>
            <source>Connect to venue server</source>
            <translation>Connetti al server del torneo</translation>
        </message>
        <message>
            <source>&amp;Server:</source>
            <translation>&amp;Server:</translation>
        </message>
        <message>
            <source>&amp;Port:</source>
            <translation>&amp;Porta:</translation>
        </message>
        <message>
            <source>&amp;Event database:</source>
            <translation>&amp;Database del torneo:</translation>
        </message>
        <message>
            <source>&amp;User:</source>
            <translation>&amp;Utente:</translation>
        </message>
        <message>
            <source>Pass&amp;word:</source>
            <translation>Pass&amp;word:</translation>
        </message>
        <message>
            <source>The password is sent to the server only; it is never stored.</source>
            <translation>La password è inviata solo al server; non viene mai salvata.</translation>
        </message>
    </context>
    <context>
        <name>WarningsPanel</name>
        <message>
            <source>Round {round_number}: the pairing breaks no rule checked.</source>
            <translation>Turno {round_number}: gli abbinamenti non violano nessuna regola verificata.</translation>
        </message>
        <message numerus="yes">
            <source>⚠ Round {round_number}: the pairing breaks %n rule(s) ({absolute} absolute)</source>
            <translation>
                <numerusform>⚠ Turno {round_number}: gli abbinamenti violano %n regola ({absolute} assolute)</numerusform>
                <numerusform>⚠ Turno {round_number}: gli abbinamenti violano %n regole ({absolute} assolute)</numerusform>
            </translation>
        </message>
        <message>
            <source>Note: {note}</source>
            <translation>Nota: {note}</translation>
        </message>
    </context>
    <context>
        <name>WelcomeView</name>
        <message>
            <source>&lt;h2&gt;Arbiter Desk&lt;/h2&gt;&lt;p&gt;Run a FIDE Swiss tournament: players, pairings, results, standings. Everything is saved as you go.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Arbiter Desk&lt;/h2&gt;&lt;p&gt;Dirigi un torneo svizzero FIDE: giocatori, abbinamenti, risultati, classifica. Tutto viene salvato man mano.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Start a new tournament</source>
            <translation>Inizia un nuovo torneo</translation>
        </message>
        <message>
            <source>Open a tournament file (.arbiter)</source>
            <translation>Apri un file di torneo (.arbiter)</translation>
        </message>
        <message>
            <source>Continue a tournament from a TRF file</source>
            <translation>Continua un torneo da un file TRF</translation>
        </message>
        <message>
            <source>Recent tournaments (double-click to open):</source>
            <translation>Tornei recenti (doppio clic per aprire):</translation>
        </message>
        <message>
            <source>Remove the missing files from this list</source>
            <translation>Rimuovi da questo elenco i file mancanti</translation>
        </message>
        <message>
            <source>{title}    (missing: {where})</source>
            <translation>{title}    (mancante: {where})</translation>
        </message>
        <message>
            <source>{path} is no longer there (moved, renamed, or on a disk not plugged in)</source>
            <translation>{path} non c'è più (spostato, rinominato o su un disco non collegato)</translation>
        </message>
    </context>
</TS>
