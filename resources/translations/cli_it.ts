<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
    <context>
        <name>CliHelp</name>
        <message>
            <source>Print a tournament document as PDF.</source>
            <translation>Stampa un documento del torneo in PDF.</translation>
        </message>
        <message>
            <source>Documents: {kinds}.</source>
            <translation>Documenti: {kinds}.</translation>
        </message>
        <message>
            <source>one of: {kinds}</source>
            <translation>uno di: {kinds}</translation>
        </message>
        <message>
            <source>print the document of every section of the event in one PDF, each section headed</source>
            <translation>stampare il documento di ogni sezione dell'evento in un solo PDF, ciascuna con il suo titolo</translation>
        </message>
        <message>
            <source>PDF file to write</source>
            <translation>file PDF da scrivere</translation>
        </message>
        <message>
            <source>round (default: the latest)</source>
            <translation>turno (predefinito: l'ultimo)</translation>
        </message>
        <message>
            <source>it1, receipts: the player's pairing number</source>
            <translation>it1, receipts: il numero di abbinamento del giocatore</translation>
        </message>
        <message>
            <source>paper size (default: A4, A3 for the wall chart)</source>
            <translation>formato della carta (predefinito: A4, A3 per il tabellone murale)</translation>
        </message>
        <message>
            <source>tie-breaks in order, comma separated (C.07 codes, e.g. BH/C1,BH,SB); default: the file's</source>
            <translation>spareggi in ordine, separati da virgole (codici C.07, ad es. BH/C1,BH,SB); predefinito: quelli del file</translation>
        </message>
        <message>
            <source>player lists: also the national ID and rating (.arbiter files)</source>
            <translation>elenchi di giocatori: anche l'ID e l'Elo nazionali (file .arbiter)</translation>
        </message>
        <message>
            <source>the language of the document (default: the event's language if its file has one, else the command's language)</source>
            <translation>la lingua del documento (predefinita: quella del torneo se il suo file ne ha una, altrimenti quella del comando)</translation>
        </message>
        <message>
            <source>'Surname, Firstname' (at most 33 characters)</source>
            <translation>'Cognome, Nome' (al massimo 33 caratteri)</translation>
        </message>
        <message>
            <source>FIDE rating (0 = unrated)</source>
            <translation>Elo FIDE (0 = senza Elo)</translation>
        </message>
        <message>
            <source>GM, IM, WGM, FM, WIM, CM, WFM, WCM</source>
            <translation>GM, IM, WGM, FM, WIM, CM, WFM, WCM</translation>
        </message>
        <message>
            <source>3-letter FIDE code</source>
            <translation>codice FIDE di 3 lettere</translation>
        </message>
        <message>
            <source>FIDE id (digits)</source>
            <translation>ID FIDE (cifre)</translation>
        </message>
        <message>
            <source>m or w</source>
            <translation>m o w</translation>
        </message>
        <message>
            <source>birth date YYYY/MM/DD</source>
            <translation>data di nascita AAAA/MM/GG</translation>
        </message>
        <message>
            <source>ID in the national rating list</source>
            <translation>ID nella lista Elo nazionale</translation>
        </message>
        <message>
            <source>national rating (0 = none)</source>
            <translation>Elo nazionale (0 = nessuno)</translation>
        </message>
        <message>
            <source>make the same corrections in every other section of the event where he is entered</source>
            <translation>fare le stesse correzioni in ogni altra sezione dell'evento in cui è iscritto</translation>
        </message>
        <message>
            <source>Run a FIDE Swiss tournament from the terminal.</source>
            <translation>Dirigere un torneo FIDE a sistema svizzero dal terminale.</translation>
        </message>
        <message>
            <source>create a tournament file</source>
            <translation>creare un file di torneo</translation>
        </message>
        <message>
            <source>a Swiss system: dutch (C.04.3), burstein (C.04.4.2), dubov (C.04.4.1), lim (C.04.4.3), double-swiss (C.04.5: every pairing a match of two games); or berger (round robin) or double-berger (double round robin), C.05 Annex 1</source>
            <translation>un sistema svizzero: dutch (C.04.3), burstein (C.04.4.2), dubov (C.04.4.1), lim (C.04.4.3), double-swiss (C.04.5: ogni abbinamento è un match di due partite); oppure berger (girone all'italiana) o double-berger (doppio girone), C.05 allegato 1</translation>
        </message>
        <message>
            <source>double round robin: play the last two rounds of the first cycle in reverse order, as C.05 Annex 1 asks (the default; TRF 192 FIDE_DOUBLEROUNDROBIN); --no-reverse-last-two plays the table as it is (BERGER_DOUBLEROUNDROBIN)</source>
            <translation>doppio girone all'italiana: giocare in ordine inverso gli ultimi due turni del primo ciclo, come richiede l'allegato 1 di C.05 (predefinito; TRF 192 FIDE_DOUBLEROUNDROBIN); --no-reverse-last-two gioca la tabella così com'è (BERGER_DOUBLEROUNDROBIN)</translation>
        </message>
        <message>
            <source>3-letter FIDE code of the host federation</source>
            <translation>codice FIDE di 3 lettere della federazione organizzatrice</translation>
        </message>
        <message>
            <source>start date YYYY-MM-DD</source>
            <translation>data d'inizio AAAA-MM-GG</translation>
        </message>
        <message>
            <source>end date YYYY-MM-DD</source>
            <translation>data di fine AAAA-MM-GG</translation>
        </message>
        <message>
            <source>type of tournament (092; default: the system's name)</source>
            <translation>tipo di torneo (092; predefinito: il nome del sistema)</translation>
        </message>
        <message>
            <source>deputy arbiter (repeat for several)</source>
            <translation>vice arbitro (ripetere per più di uno)</translation>
        </message>
        <message>
            <source>comma-separated YYYY-MM-DD, one per round</source>
            <translation>AAAA-MM-GG separate da virgole, una per turno</translation>
        </message>
        <message>
            <source>Dutch rules edition: 2025 (in force since 1 Feb 2026), 2017 (events started 1 Jul 2017 - 31 Jan 2026), 2013 (the Istanbul 2012 text, 1 Jul 2013 - 30 Jun 2017)</source>
            <translation>edizione delle regole del sistema olandese: 2025 (in vigore dal 1° febbraio 2026), 2017 (tornei iniziati dal 1° luglio 2017 al 31 gennaio 2026), 2013 (il testo di Istanbul 2012, dal 1° luglio 2013 al 30 giugno 2017)</translation>
        </message>
        <message>
            <source>colour of #1 in round 1</source>
            <translation>colore del n. 1 al turno 1</translation>
        </message>
        <message>
            <source>C.07 codes, e.g. BH/C1,BH,SB,DE</source>
            <translation>codici C.07, ad es. BH/C1,BH,SB,DE</translation>
        </message>
        <message>
            <source>which FIDE rating</source>
            <translation>quale Elo FIDE</translation>
        </message>
        <message>
            <source>replace an existing file</source>
            <translation>sostituire un file esistente</translation>
        </message>
        <message>
            <source>create a tournament file from a TRF to continue the event</source>
            <translation>creare un file di torneo da un TRF per continuare il torneo</translation>
        </message>
        <message>
            <source>import a doubtful file (points columns that are not the scores, two wins without opponent in a round) with a warning for each line instead of refusing it</source>
            <translation>importare un file dubbio (colonne dei punti che non sono i punteggi, due vittorie senza avversario in un turno) con un avviso per riga invece di rifiutarlo</translation>
        </message>
        <message>
            <source>keep the placeholder players of the bye (spielfrei, bye, Freilos...) as players instead of turning their games into byes</source>
            <translation>mantenere i giocatori fittizi del bye (spielfrei, bye, Freilos...) come giocatori invece di trasformare le loro partite in bye</translation>
        </message>
        <message>
            <source>register a player (also a late entry); without --name, the library's player of --fide-id or --national-id (the other options override its data)</source>
            <translation>iscrivere un giocatore (anche un'iscrizione tardiva); senza --name, il giocatore della libreria con --fide-id o --national-id (le altre opzioni sostituiscono i suoi dati)</translation>
        </message>
        <message>
            <source>correct a player's data</source>
            <translation>correggere i dati di un giocatore</translation>
        </message>
        <message>
            <source>fix the board a player plays on in every round (C.04.2 art. 3.6); the pairing is unchanged</source>
            <translation>fissare la scacchiera di un giocatore in ogni turno (C.04.2 art. 3.6); l'abbinamento non cambia</translation>
        </message>
        <message>
            <source>pairing number</source>
            <translation>numero di abbinamento</translation>
        </message>
        <message>
            <source>board number, or none</source>
            <translation>numero di scacchiera, o none</translation>
        </message>
        <message>
            <source>the presence list of the next round (C.04.2 art. 4.1): tick players present, leave the absent out of the pairing; without players, print the list</source>
            <translation>l'elenco delle presenze del turno successivo (C.04.2 art. 4.1): spuntare i giocatori presenti, escludere gli assenti dall'abbinamento; senza giocatori, mostrare l'elenco</translation>
        </message>
        <message>
            <source>pairing numbers of players present</source>
            <translation>numeri di abbinamento dei giocatori presenti</translation>
        </message>
        <message>
            <source>untick these players</source>
            <translation>togliere la spunta a questi giocatori</translation>
        </message>
        <message>
            <source>leave every player not checked in out of the round: a zero-point bye, or withdrawn</source>
            <translation>escludere dal turno ogni giocatore non presente: bye da zero punti, o ritirato</translation>
        </message>
        <message>
            <source>add, change or remove an entry-fee category (the first a player meets applies)</source>
            <translation>aggiungere, modificare o rimuovere una categoria di quota d'iscrizione (vale la prima che il giocatore soddisfa)</translation>
        </message>
        <message>
            <source>the fee, e.g. 50 or 12.50 (0: free)</source>
            <translation>l'importo, ad es. 50 o 12.50 (0: gratuito)</translation>
        </message>
        <message>
            <source>only these titles, comma separated (e.g. GM,WGM)</source>
            <translation>solo questi titoli, separati da virgole (ad es. GM,WGM)</translation>
        </message>
        <message>
            <source>born in this year or later</source>
            <translation>nati in quest'anno o dopo</translation>
        </message>
        <message>
            <source>born in this year or earlier</source>
            <translation>nati in quest'anno o prima</translation>
        </message>
        <message>
            <source>the currency of every fee (e.g. EUR)</source>
            <translation>la valuta di tutti gli importi (ad es. EUR)</translation>
        </message>
        <message>
            <source>remove the category</source>
            <translation>rimuovere la categoria</translation>
        </message>
        <message>
            <source>record an entry fee received from a player (a receipt number)</source>
            <translation>registrare una quota ricevuta da un giocatore (un numero di ricevuta)</translation>
        </message>
        <message>
            <source>the amount received, e.g. 50 or 12.50</source>
            <translation>l'importo ricevuto, ad es. 50 o 12.50</translation>
        </message>
        <message>
            <source>a note printed on the receipt</source>
            <translation>una nota stampata sulla ricevuta</translation>
        </message>
        <message>
            <source>what each player owes and paid, and the organiser's totals; or set a player's category</source>
            <translation>quanto ogni giocatore deve e ha pagato, e i totali per l'organizzatore; oppure fissare la categoria di un giocatore</translation>
        </message>
        <message>
            <source>with --player: the fee category chosen for him (empty: by the rules)</source>
            <translation>con --player: la categoria scelta per lui (vuoto: secondo le regole)</translation>
        </message>
        <message>
            <source>delete a registration made by mistake (never paired)</source>
            <translation>eliminare un'iscrizione fatta per errore (mai abbinato)</translation>
        </message>
        <message>
            <source>withdraw a player (no longer paired)</source>
            <translation>ritirare un giocatore (non più abbinato)</translation>
        </message>
        <message>
            <source>first round not played (default: the next round)</source>
            <translation>primo turno non giocato (predefinito: il prossimo turno)</translation>
        </message>
        <message>
            <source>undo a withdrawal</source>
            <translation>annullare un ritiro</translation>
        </message>
        <message>
            <source>a requested half-/zero-/full-point bye for a round (or cancel it)</source>
            <translation>un bye richiesto da mezzo punto, da zero punti o da un punto per un turno (o annullarlo)</translation>
        </message>
        <message>
            <source>pair the next round (a round robin: --all pairs every round left)</source>
            <translation>abbinare il prossimo turno (girone all'italiana: --all abbina tutti i turni rimanenti)</translation>
        </message>
        <message>
            <source>date of the round YYYY-MM-DD</source>
            <translation>data del turno AAAA-MM-GG</translation>
        </message>
        <message>
            <source>MODULE:FUNCTION instead of engine.dutch:pair_round (Swiss only)</source>
            <translation>MODULO:FUNZIONE invece di engine.dutch:pair_round (solo svizzero)</translation>
        </message>
        <message>
            <source>round robin: pair every round left at once</source>
            <translation>girone all'italiana: abbinare tutti i turni rimanenti in una volta</translation>
        </message>
        <message>
            <source>round robin: draw the pairing numbers by lot (before round 1)</source>
            <translation>girone all'italiana: sorteggiare i numeri di abbinamento (prima del turno 1)</translation>
        </message>
        <message>
            <source>seed of the draw (default: a new one, shown and logged)</source>
            <translation>seme del sorteggio (predefinito: uno nuovo, mostrato e registrato)</translation>
        </message>
        <message>
            <source>round robin: the pairing numbers the arbiter sets (before round 1)</source>
            <translation>girone all'italiana: i numeri di abbinamento fissati dall'arbitro (prima del turno 1)</translation>
        </message>
        <message>
            <source>the current numbers in their new order: --order 3,1,2 gives #3 number 1, #1 number 2...</source>
            <translation>i numeri attuali nel nuovo ordine: --order 3,1,2 dà al n. 3 il numero 1, al n. 1 il numero 2...</translation>
        </message>
        <message>
            <source>round robin: every round of the Berger table, paired or not</source>
            <translation>girone all'italiana: ogni turno della tabella di Berger, abbinato o no</translation>
        </message>
        <message>
            <source>delete the last round (no results yet) and pair it again</source>
            <translation>eliminare l'ultimo turno (ancora senza risultati) e abbinarlo di nuovo</translation>
        </message>
        <message>
            <source>MODULE:FUNCTION instead of engine.dutch:pair_round</source>
            <translation>MODULO:FUNZIONE invece di engine.dutch:pair_round</translation>
        </message>
        <message>
            <source>change the pairing of the last round (no results yet); prints the rules it breaks</source>
            <translation>modificare l'abbinamento dell'ultimo turno (ancora senza risultati); mostra le regole violate</translation>
        </message>
        <message>
            <source>WHITE-BLACK pairing numbers, one per board, in order</source>
            <translation>numeri di abbinamento BIANCO-NERO, uno per scacchiera, in ordine</translation>
        </message>
        <message>
            <source>pairing number of the pairing-allocated bye</source>
            <translation>numero di abbinamento del bye assegnato dall'abbinamento</translation>
        </message>
        <message>
            <source>list the rules the pairing of a round breaks</source>
            <translation>elencare le regole violate dall'abbinamento di un turno</translation>
        </message>
        <message>
            <source>how the engine paired a round (the window's Explain pairing); with BOARD, that board's part</source>
            <translation>come il programma ha abbinato un turno (Spiega l'abbinamento della finestra); con BOARD, la parte di quella scacchiera</translation>
        </message>
        <message>
            <source>a board of that round</source>
            <translation>una scacchiera di quel turno</translation>
        </message>
        <message>
            <source>Baku acceleration (C.04.7) before round 1, or remove it</source>
            <translation>accelerazione di Baku (C.04.7) prima del turno 1, o toglierla</translation>
        </message>
        <message>
            <source>C.04.7 (2026) or C.04.5.1</source>
            <translation>C.04.7 (2026) o C.04.5.1</translation>
        </message>
        <message>
            <source>drop the acceleration</source>
            <translation>togliere l'accelerazione</translation>
        </message>
        <message>
            <source>delete the last round (no results yet)</source>
            <translation>eliminare l'ultimo turno (ancora senza risultati)</translation>
        </message>
        <message>
            <source>enter or correct a result</source>
            <translation>inserire o correggere un risultato</translation>
        </message>
        <message>
            <source>1-0, 0-1, 1/2 (also = and ½), +- and -+ (forfeits), -- (double forfeit), W-L, L-W, D-D (unrated games), or clear; 0-0 is refused (use --)</source>
            <translation>1-0, 0-1, 1/2 (anche = e ½), +- e -+ (forfait), -- (doppio forfait), W-L, L-W, D-D (partite non valide per l'Elo), o clear; 0-0 è rifiutato (usare --)</translation>
        </message>
        <message>
            <source>replace a result already entered (the answer says what it was)</source>
            <translation>sostituire un risultato già inserito (la risposta dice quale era)</translation>
        </message>
        <message>
            <source>print the standings with tie-breaks</source>
            <translation>mostrare la classifica con gli spareggi</translation>
        </message>
        <message>
            <source>C.07 codes, e.g. BH/C1,BH,SB,DE (default: the event's)</source>
            <translation>codici C.07, ad es. BH/C1,BH,SB,DE (predefiniti: quelli del torneo)</translation>
        </message>
        <message>
            <source>C.07 edition 2024 or 2026 (default: by start date)</source>
            <translation>edizione C.07 2024 o 2026 (predefinita: secondo la data d'inizio)</translation>
        </message>
        <message>
            <source>rating used for unrated opponents (C.07 art. 10)</source>
            <translation>Elo usato per gli avversari senza Elo (C.07 art. 10)</translation>
        </message>
        <message>
            <source>print halves as ½</source>
            <translation>mostrare i mezzi punti come ½</translation>
        </message>
        <message>
            <source>write the TRF for rating submission</source>
            <translation>scrivere il TRF per l'invio Elo</translation>
        </message>
        <message>
            <source>TRF16 instead of TRF26</source>
            <translation>TRF16 invece di TRF26</translation>
        </message>
        <message>
            <source>print the audit log</source>
            <translation>mostrare il registro delle operazioni</translation>
        </message>
        <message>
            <source>with old and new values</source>
            <translation>con i valori vecchi e nuovi</translation>
        </message>
        <message>
            <source>list the players</source>
            <translation>elencare i giocatori</translation>
        </message>
        <message>
            <source>print the pairings and results of a round</source>
            <translation>mostrare gli abbinamenti e i risultati di un turno</translation>
        </message>
        <message>
            <source>re-pair every round with the Dutch engine; exit 3 if one differs</source>
            <translation>riabbinare ogni turno con il motore olandese; codice d'uscita 3 se uno differisce</translation>
        </message>
        <message>
            <source>print the event data</source>
            <translation>mostrare i dati del torneo</translation>
        </message>
        <message>
            <source>show or change the Dutch rules edition of the tournament</source>
            <translation>mostrare o cambiare l'edizione delle regole del sistema olandese del torneo</translation>
        </message>
        <message>
            <source>the new edition (none: show it)</source>
            <translation>la nuova edizione (nessuna: mostrarla)</translation>
        </message>
        <message>
            <source>change it although rounds are paired (the arbiter confirms; the audit log keeps both)</source>
            <translation>cambiarla anche se ci sono turni abbinati (l'arbitro conferma; il registro conserva entrambe)</translation>
        </message>
        <message>
            <source>re-sort pairing numbers (C.04.2 art. 2.2; up to round 4)</source>
            <translation>riordinare i numeri di abbinamento (C.04.2 art. 2.2; fino al turno 4)</translation>
        </message>
        <message>
            <source>add the players of a CSV file, all in one operation (--dry-run: only the preview)</source>
            <translation>aggiungere i giocatori di un file CSV, in un'unica operazione (--dry-run: solo l'anteprima)</translation>
        </message>
        <message>
            <source>players, one per row; a header row names the columns</source>
            <translation>giocatori, uno per riga; una riga d'intestazione nomina le colonne</translation>
        </message>
        <message>
            <source>show what would be added and the problems, change nothing</source>
            <translation>mostrare cosa verrebbe aggiunto e i problemi, senza cambiare nulla</translation>
        </message>
        <message>
            <source>add the good rows, leave out those with a problem</source>
            <translation>aggiungere le righe corrette, tralasciare quelle con un problema</translation>
        </message>
        <message>
            <source>remove the players of the last CSV import (none may be paired)</source>
            <translation>togliere i giocatori dell'ultima importazione CSV (nessuno può essere abbinato)</translation>
        </message>
        <message>
            <source>write a consistent copy of the file (e.g. to a USB stick)</source>
            <translation>scrivere una copia coerente del file (ad es. su una chiavetta USB)</translation>
        </message>
        <message>
            <source>the copy (a file name, or a folder)</source>
            <translation>la copia (un nome di file o una cartella)</translation>
        </message>
        <message>
            <source>replace an existing file at DESTINATION</source>
            <translation>sostituire un file esistente in DESTINAZIONE</translation>
        </message>
        <message>
            <source>list the automatic backup copies of the file</source>
            <translation>elencare le copie di sicurezza automatiche del file</translation>
        </message>
        <message>
            <source>the language of the event's documents (printed documents, web folder, projector): {languages}; "" for the language of the program that prints them</source>
            <translation>la lingua dei documenti del torneo (documenti stampati, cartella web, proiettore): {languages}; "" per la lingua del programma che li stampa</translation>
        </message>
        <message>
            <source>change event data, officials, time control and rating type</source>
            <translation>cambiare i dati del torneo, gli ufficiali di gara, la cadenza e il tipo di Elo</translation>
        </message>
        <message>
            <source>3-letter FIDE code of the host federation (032)</source>
            <translation>codice FIDE di 3 lettere della federazione organizzatrice (032)</translation>
        </message>
        <message>
            <source>start date YYYY-MM-DD (042)</source>
            <translation>data d'inizio AAAA-MM-GG (042)</translation>
        </message>
        <message>
            <source>end date YYYY-MM-DD (052)</source>
            <translation>data di fine AAAA-MM-GG (052)</translation>
        </message>
        <message>
            <source>'Surname, Firstname' (102)</source>
            <translation>'Cognome, Nome' (102)</translation>
        </message>
        <message>
            <source>the chief arbiter's FIDE ID</source>
            <translation>l'ID FIDE dell'arbitro principale</translation>
        </message>
        <message>
            <source>IA, FA or NA</source>
            <translation>IA, FA o NA</translation>
        </message>
        <message>
            <source>'NAME;FIDE_ID;TITLE' (112), repeat for each; '' for none</source>
            <translation>'NOME;ID_FIDE;TITOLO' (112), ripetere per ciascuno; '' per nessuno</translation>
        </message>
        <message>
            <source>allotted times as text (122)</source>
            <translation>tempi assegnati come testo (122)</translation>
        </message>
        <message>
            <source>encoded time control (222), e.g. 5400+30</source>
            <translation>cadenza codificata (222), ad es. 5400+30</translation>
        </message>
        <message>
            <source>the FIDE list rated for</source>
            <translation>la lista FIDE per cui il torneo è valido</translation>
        </message>
        <message>
            <source>yes or no</source>
            <translation>yes o no</translation>
        </message>
        <message>
            <source>how equal players split prizes</source>
            <translation>come i giocatori a pari merito si dividono i premi</translation>
        </message>
        <message>
            <source>list the round dates (TRF 132), or set them</source>
            <translation>elencare le date dei turni (TRF 132), o fissarle</translation>
        </message>
        <message>
            <source>YYYY-MM-DD,... one per round (empty = no date)</source>
            <translation>AAAA-MM-GG,... una per turno (vuota = nessuna data)</translation>
        </message>
        <message>
            <source>store the dates shown (proposed from the schedule)</source>
            <translation>salvare le date mostrate (proposte dal calendario)</translation>
        </message>
        <message>
            <source>store a player's K factor (B.02 8.3.3; from the FIDE list), or auto</source>
            <translation>salvare il fattore K di un giocatore (B.02 8.3.3; dalla lista FIDE), o auto</translation>
        </message>
        <message>
            <source>10, 20, 40, or auto (derived from rating and birth year)</source>
            <translation>10, 20, 40, o auto (ricavato dall'Elo e dall'anno di nascita)</translation>
        </message>
        <message>
            <source>rating changes (B.02) of every player, or one in detail</source>
            <translation>variazioni Elo (B.02) di ogni giocatore, o di uno in dettaglio</translation>
        </message>
        <message>
            <source>pairing number: game by game</source>
            <translation>numero di abbinamento: partita per partita</translation>
        </message>
        <message>
            <source>title norms (B.01) achieved, or one player's in detail</source>
            <translation>norme di titolo (B.01) conseguite, o quelle di un giocatore in dettaglio</translation>
        </message>
        <message>
            <source>pairing number: every requirement</source>
            <translation>numero di abbinamento: ogni requisito</translation>
        </message>
        <message>
            <source>also the players without a norm, with what is missing</source>
            <translation>anche i giocatori senza norma, con ciò che manca</translation>
        </message>
        <message>
            <source>the event is exempt from B.01 1.4.3/1.4.4</source>
            <translation>il torneo è esentato da B.01 1.4.3/1.4.4</translation>
        </message>
        <message>
            <source>list, add or remove prize categories</source>
            <translation>elencare, aggiungere o togliere categorie di premi</translation>
        </message>
        <message>
            <source>short name for standings columns (U16, W...)</source>
            <translation>nome breve per le colonne della classifica (U16, W...)</translation>
        </message>
        <message>
            <source>place in the list (1 = first)</source>
            <translation>posto nell'elenco (1 = primo)</translation>
        </message>
        <message>
            <source>amounts for places 1, 2, ...: 500,300,Trophy,100:Book</source>
            <translation>importi per i posti 1, 2, ...: 500,300,Trophy,100:Book</translation>
        </message>
        <message>
            <source>birth year, inclusive (age groups: U16 = born from ...)</source>
            <translation>anno di nascita, incluso (fasce d'età: U16 = nati dal ...)</translation>
        </message>
        <message>
            <source>birth year, inclusive (seniors)</source>
            <translation>anno di nascita, incluso (senior)</translation>
        </message>
        <message>
            <source>3-letter code; repeat for several</source>
            <translation>codice di 3 lettere; ripetere per più di uno</translation>
        </message>
        <message>
            <source>repeat for several</source>
            <translation>ripetere per più di uno</translation>
        </message>
        <message>
            <source>pairing numbers, comma separated</source>
            <translation>numeri di abbinamento, separati da virgole</translation>
        </message>
        <message>
            <source>the prize list of the standings</source>
            <translation>l'elenco dei premi della classifica</translation>
        </message>
        <message>
            <source>what FIDE's rating officer needs; exit 3 if missing</source>
            <translation>ciò che serve al responsabile Elo della FIDE; codice d'uscita 3 se manca qualcosa</translation>
        </message>
        <message>
            <source>the library file (default: $ARBITER_LIBRARY or the data folder)</source>
            <translation>il file della libreria (predefinito: $ARBITER_LIBRARY o la cartella dei dati)</translation>
        </message>
        <message>
            <source>rating type of a per-type list</source>
            <translation>tipo di Elo di una lista per tipo</translation>
        </message>
        <message>
            <source>the list's name, e.g. 'GER 2026-04'</source>
            <translation>il nome della lista, ad es. 'GER 2026-04'</translation>
        </message>
        <message>
            <source>a saved column mapping</source>
            <translation>una corrispondenza delle colonne salvata</translation>
        </message>
        <message>
            <source>FIELD=COLUMN,... columns from 1; fields: {fields}</source>
            <translation>CAMPO=COLONNA,... colonne contate da 1; campi: {fields}</translation>
        </message>
        <message>
            <source>',', ';', 'tab' or '|' (default: recognised)</source>
            <translation>',', ';', 'tab' o '|' (predefinito: riconosciuto)</translation>
        </message>
        <message>
            <source>fixed-width columns: their first character positions, from 1</source>
            <translation>colonne a larghezza fissa: la posizione del loro primo carattere, da 1</translation>
        </message>
        <message>
            <source>the first line is a player, not column names</source>
            <translation>la prima riga è un giocatore, non i nomi delle colonne</translation>
        </message>
        <message>
            <source>save the mapping under NAME</source>
            <translation>salvare la corrispondenza come NOME</translation>
        </message>
        <message>
            <source>compare the players with the library; --apply updates</source>
            <translation>confrontare i giocatori con la libreria; --apply aggiorna</translation>
        </message>
        <message>
            <source>apply the changes (one operation)</source>
            <translation>applicare le modifiche (un'unica operazione)</translation>
        </message>
        <message>
            <source>also after round 1 is paired</source>
            <translation>anche dopo l'abbinamento del turno 1</translation>
        </message>
        <message>
            <source>players of the same club/federation do not meet in rounds 1..K</source>
            <translation>i giocatori dello stesso circolo/della stessa federazione non si incontrano nei turni 1..K</translation>
        </message>
        <message>
            <source>the last round of the restriction</source>
            <translation>l'ultimo turno della restrizione</translation>
        </message>
        <message>
            <source>drop the restriction</source>
            <translation>togliere la restrizione</translation>
        </message>
        <message>
            <source>list the prohibited pairings</source>
            <translation>elencare gli abbinamenti vietati</translation>
        </message>
        <message>
            <source>prohibit pairings among players (pairing numbers)</source>
            <translation>vietare abbinamenti tra giocatori (numeri di abbinamento)</translation>
        </message>
        <message>
            <source>pairing numbers (two or more)</source>
            <translation>numeri di abbinamento (due o più)</translation>
        </message>
        <message>
            <source>ROUND or FIRST-LAST (default: every round)</source>
            <translation>TURNO o PRIMO-ULTIMO (predefinito: ogni turno)</translation>
        </message>
        <message>
            <source>why (shown beside)</source>
            <translation>perché (mostrato accanto)</translation>
        </message>
        <message>
            <source>remove a prohibited pairing (its id, see 'forbidden')</source>
            <translation>togliere un abbinamento vietato (il suo id, vedi 'forbidden')</translation>
        </message>
        <message>
            <source>enter the results of a round from a CSV file (one operation)</source>
            <translation>inserire i risultati di un turno da un file CSV (un'unica operazione)</translation>
        </message>
        <message>
            <source>pairings.csv of arbiter export csv, with the Result column filled in</source>
            <translation>pairings.csv di arbiter export csv, con la colonna Result compilata</translation>
        </message>
        <message>
            <source>the round to import (default: the only round in the CSV)</source>
            <translation>il turno da importare (predefinito: l'unico turno del CSV)</translation>
        </message>
        <message>
            <source>show what would be entered; exit 3 on a problem</source>
            <translation>mostrare cosa verrebbe inserito; codice d'uscita 3 in caso di problema</translation>
        </message>
        <message>
            <source>enter the good rows, leave out the others</source>
            <translation>inserire le righe corrette, tralasciare le altre</translation>
        </message>
        <message>
            <source>put back the results the last results import replaced</source>
            <translation>ripristinare i risultati sostituiti dall'ultima importazione dei risultati</translation>
        </message>
        <message>
            <source>Write the event as a static web site (HTML and CSS) into a folder.</source>
            <translation>Scrivere il torneo come sito web statico (HTML e CSS) in una cartella.</translation>
        </message>
        <message>
            <source>the tournament file (.arbiter)</source>
            <translation>il file di torneo (.arbiter)</translation>
        </message>
        <message>
            <source>folder of the site</source>
            <translation>cartella del sito</translation>
        </message>
        <message>
            <source>write into a folder that holds other files</source>
            <translation>scrivere in una cartella che contiene altri file</translation>
        </message>
        <message>
            <source>the language of the pages: {languages} (default: the event's language if it has one, else the command's language)</source>
            <translation>la lingua delle pagine: {languages} (predefinita: quella del torneo se ne ha una, altrimenti quella del comando)</translation>
        </message>
        <message>
            <source>Export the event as CSV, JSON or PGN.</source>
            <translation>Esportare il torneo in CSV, JSON o PGN.</translation>
        </message>
        <message>
            <source>players, pairings, results, standings (a folder, or one table)</source>
            <translation>giocatori, abbinamenti, risultati, classifica (una cartella, o una tabella)</translation>
        </message>
        <message>
            <source>folder (all tables) or file (--table)</source>
            <translation>cartella (tutte le tabelle) o file (--table)</translation>
        </message>
        <message>
            <source>one table into one file</source>
            <translation>una tabella in un file</translation>
        </message>
        <message>
            <source>with --table pairings: only this round</source>
            <translation>con --table pairings: solo questo turno</translation>
        </message>
        <message>
            <source>the whole event (arbiter export schema gives its JSON Schema)</source>
            <translation>l'intero torneo (arbiter export schema dà il suo schema JSON)</translation>
        </message>
        <message>
            <source>PGN headers of every game (forfeits are not games)</source>
            <translation>intestazioni PGN di ogni partita (i forfait non sono partite)</translation>
        </message>
        <message>
            <source>only this round</source>
            <translation>solo questo turno</translation>
        </message>
        <message>
            <source>the JSON Schema of the JSON export</source>
            <translation>lo schema JSON dell'esportazione JSON</translation>
        </message>
        <message>
            <source>number of rounds (a Swiss; a Double-Swiss: of matches; a round robin's follow its players)</source>
            <translation>numero di turni (uno svizzero; un Doppio Svizzero: di match; quelli di un girone all'italiana seguono i giocatori)</translation>
        </message>
        <message>
            <source>a Double-Swiss event (C.04.5): ROUND is the match, RESULT game 1's and RESULT2 game 2's result, each as its own game's (game 2's White is game 1's Black)</source>
            <translation>un torneo Doppio Svizzero (C.04.5): ROUND è il match, RESULT il risultato della partita 1 e RESULT2 quello della partita 2, ciascuno come risultato della propria partita (il Bianco della partita 2 è il Nero della partita 1)</translation>
        </message>
        <message>
            <source>pairings: print this address of the live pages (arbiter serve) with its QR code</source>
            <translation>abbinamenti: stampare questo indirizzo delle pagine in diretta (arbiter serve) con il suo codice QR</translation>
        </message>
        <message>
            <source>serve the event's pages live to the phones on the venue's network</source>
            <translation>servire in diretta le pagine del torneo ai telefoni della rete della sala</translation>
        </message>
        <message>
            <source>the address to serve at (default {host}: every network of this machine)</source>
            <translation>l'indirizzo su cui servire (predefinito {host}: tutte le reti di questa macchina)</translation>
        </message>
        <message>
            <source>the port (default {port})</source>
            <translation>la porta (predefinita {port})</translation>
        </message>
        <message>
            <source>a .trf or .arbiter tournament file, or a venue server's postgresql:// URL</source>
            <translation>un file di torneo .trf o .arbiter, o l'URL postgresql:// di un server del torneo</translation>
        </message>
        <message>
            <source>copy an event between a file and a venue server (either way), identical</source>
            <translation>copia un torneo tra un file e un server del torneo (nei due sensi), identico</translation>
        </message>
        <message>
            <source>a tournament file or postgresql:// URL</source>
            <translation>un file di torneo o un URL postgresql://</translation>
        </message>
        <message>
            <source>a new file or an empty server database</source>
            <translation>un nuovo file o un database vuoto del server</translation>
        </message>
        <message>
            <source>replace an event that DST already holds</source>
            <translation>sostituisci il torneo che DST contiene già</translation>
        </message>
        <message>
            <source>name a person's role at the desks (chief, deputy, viewer), or list the roles</source>
            <translation>assegnare il ruolo di una persona alle postazioni (chief, deputy, viewer), o elencare i ruoli</translation>
        </message>
        <message>
            <source>the person, as the audit log names him</source>
            <translation>la persona, come la chiama il registro</translation>
        </message>
        <message>
            <source>a team event: the boards of each match (players a side)</source>
            <translation>un torneo a squadre: le scacchiere di ogni incontro (giocatori per parte)</translation>
        </message>
        <message>
            <source>a Swiss team event: the variant of C.04.6 as record 192 names it (default FIDE_TEAM_TYPEA_MP_GP)</source>
            <translation>un torneo svizzero a squadre: la variante di C.04.6 come la nomina il record 192 (predefinita FIDE_TEAM_TYPEA_MP_GP)</translation>
        </message>
        <message>
            <source>register a team with its roster (a team event)</source>
            <translation>iscrivere una squadra con la sua rosa (torneo a squadre)</translation>
        </message>
        <message>
            <source>a roster player, board order: NAME[;RATING[;FIDE_ID[;FED]]] (repeat)</source>
            <translation>un giocatore della rosa, in ordine di scacchiera: NAME[;RATING[;FIDE_ID[;FED]]] (ripetere)</translation>
        </message>
        <message>
            <source>a late team: the first round it plays (not paired before, zero points)</source>
            <translation>una squadra in ritardo: il primo turno che gioca (non abbinata prima, zero punti)</translation>
        </message>
        <message>
            <source>add the teams of a CSV file, all in one operation (--dry-run: only the preview)</source>
            <translation>aggiungere le squadre di un file CSV, tutte in un'operazione (--dry-run: solo l'anteprima)</translation>
        </message>
        <message>
            <source>columns: team, board, name, rating, FIDE ID, federation</source>
            <translation>colonne: squadra, scacchiera, nome, Elo, ID FIDE, federazione</translation>
        </message>
        <message>
            <source>show what would be added, change nothing</source>
            <translation>mostrare cosa verrebbe aggiunto, senza cambiare nulla</translation>
        </message>
        <message>
            <source>remove the teams of the last team import</source>
            <translation>rimuovere le squadre dell'ultima importazione di squadre</translation>
        </message>
        <message>
            <source>print the teams and their rosters, or a round's matches</source>
            <translation>mostrare le squadre e le loro rose, o gli incontri di un turno</translation>
        </message>
        <message>
            <source>the matches, line-ups and games of this round</source>
            <translation>gli incontri, le formazioni e le partite di questo turno</translation>
        </message>
        <message>
            <source>a team's line-up for a round: pairing numbers, board 1 first</source>
            <translation>la formazione di una squadra per un turno: numeri di abbinamento, prima scacchiera per prima</translation>
        </message>
        <message>
            <source>the team's number</source>
            <translation>il numero della squadra</translation>
        </message>
        <message>
            <source>the players' pairing numbers</source>
            <translation>i numeri di abbinamento dei giocatori</translation>
        </message>
        <message>
            <source>a whole match forfeited by one team (or both)</source>
            <translation>un intero incontro perso a forfait da una squadra (o da entrambe)</translation>
        </message>
        <message>
            <source>the number of the team that did not play</source>
            <translation>il numero della squadra che non ha giocato</translation>
        </message>
        <message>
            <source>a bye a team requested for a round not yet paired</source>
            <translation>un bye chiesto da una squadra per un turno non ancora abbinato</translation>
        </message>
        <message>
            <source>a team withdrawn: not paired from a round on, its past matches stay</source>
            <translation>una squadra ritirata: non abbinata da un turno in poi, i suoi incontri passati restano</translation>
        </message>
        <message>
            <source>the first round it is not paired in (default: the next)</source>
            <translation>il primo turno in cui non è abbinata (predefinito: il successivo)</translation>
        </message>
        <message>
            <source>take back a team's withdrawal</source>
            <translation>annullare il ritiro di una squadra</translation>
        </message>
        <message>
            <source>the section of the event (needed when it has several)</source>
            <translation>la sezione dell'evento (necessaria quando ne ha più di una)</translation>
        </message>
        <message>
            <source>the sections of an event: list, add, rename, delete or restore them</source>
            <translation>le sezioni di un evento: elencarle, aggiungerle, rinominarle, eliminarle o ripristinarle</translation>
        </message>
        <message>
            <source>list the event's sections</source>
            <translation>elencare le sezioni dell'evento</translation>
        </message>
        <message>
            <source>add a section (a tournament of its own)</source>
            <translation>aggiungere una sezione (un torneo a sé)</translation>
        </message>
        <message>
            <source>the section's name, e.g. "Open B"</source>
            <translation>il nome della sezione, ad es. «Open B»</translation>
        </message>
        <message>
            <source>the section whose settings the new one starts from (default: the first)</source>
            <translation>la sezione da cui la nuova prende le impostazioni (predefinita: la prima)</translation>
        </message>
        <message>
            <source>its pairing system (as arbiter new)</source>
            <translation>il suo sistema di abbinamento (come arbiter new)</translation>
        </message>
        <message>
            <source>its number of rounds</source>
            <translation>il suo numero di turni</translation>
        </message>
        <message>
            <source>type of tournament (092)</source>
            <translation>tipo di torneo (092)</translation>
        </message>
        <message>
            <source>give a section another name</source>
            <translation>dare un altro nome a una sezione</translation>
        </message>
        <message>
            <source>the section's name now</source>
            <translation>il nome attuale della sezione</translation>
        </message>
        <message>
            <source>its new name</source>
            <translation>il suo nuovo nome</translation>
        </message>
        <message>
            <source>delete a section with its registrations (refused once one of its rounds is paired)</source>
            <translation>eliminare una sezione con le sue iscrizioni (rifiutato appena uno dei suoi turni è abbinato)</translation>
        </message>
        <message>
            <source>the section's name</source>
            <translation>il nome della sezione</translation>
        </message>
        <message>
            <source>put back a deleted section as it was, with its registrations (undoes section delete)</source>
            <translation>ripristinare una sezione eliminata così com'era, con le sue iscrizioni (annulla section delete)</translation>
        </message>
        <message>
            <source>the deleted section's name</source>
            <translation>il nome della sezione eliminata</translation>
        </message>
        <message>
            <source>enter a player of one section (--section) in another section too</source>
            <translation>iscrivere anche un giocatore di una sezione (--section) in un'altra sezione</translation>
        </message>
        <message>
            <source>the section he is entered in</source>
            <translation>la sezione in cui viene iscritto</translation>
        </message>
        <message>
            <source>his pairing number in his section</source>
            <translation>il suo numero di abbinamento nella sua sezione</translation>
        </message>
    </context>
    <context>
        <name>CliLauncher</name>
        <message>
            <source>print a document as PDF (pairings, standings, ...)</source>
            <translation>stampare un documento in PDF (abbinamenti, classifica, ...)</translation>
        </message>
        <message>
            <source>export the event as CSV, JSON or PGN (arbiter help export)</source>
            <translation>esportare il torneo in CSV, JSON o PGN (arbiter help export)</translation>
        </message>
        <message>
            <source>write the event as a static web site into a folder</source>
            <translation>scrivere il torneo come sito web statico in una cartella</translation>
        </message>
        <message>
            <source>commands:</source>
            <translation>comandi:</translation>
        </message>
        <message>
            <source>arbiter: {file}: no such file</source>
            <translation>arbiter: {file}: file inesistente</translation>
        </message>
        <message>
            <source>arbiter: unknown command {command}</source>
            <translation>arbiter: comando sconosciuto {command}</translation>
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
                <numerusform>{output}: {kind}, %n pagina</numerusform>
                <numerusform>{output}: {kind}, %n pagine</numerusform>
            </translation>
        </message>
        <message>
            <source>left out: {section}: {reason}</source>
            <translation>tralasciata: {section}: {reason}</translation>
        </message>
        <message>
            <source>round {round}: half-point bye for #{number} {name}</source>
            <translation>turno {round}: bye da mezzo punto per il n. {number} {name}</translation>
        </message>
        <message>
            <source>round {round}: zero-point bye for #{number} {name}</source>
            <translation>turno {round}: bye da zero punti per il n. {number} {name}</translation>
        </message>
        <message>
            <source>round {round}: full-point bye for #{number} {name}</source>
            <translation>turno {round}: bye da un punto per il n. {number} {name}</translation>
        </message>
        <message>
            <source>paired</source>
            <translation>abbinato</translation>
        </message>
        <message>
            <source>complete</source>
            <translation>completo</translation>
        </message>
        <message>
            <source>     {number:&gt;4} {name}: half-point bye</source>
            <translation>     {number:&gt;4} {name}: bye da mezzo punto</translation>
        </message>
        <message>
            <source>     {number:&gt;4} {name}: zero-point bye</source>
            <translation>     {number:&gt;4} {name}: bye da zero punti</translation>
        </message>
        <message>
            <source>     {number:&gt;4} {name}: full-point bye</source>
            <translation>     {number:&gt;4} {name}: bye da un punto</translation>
        </message>
        <message>
            <source>created {file}: {name}, {rounds} rounds</source>
            <translation>creato {file}: {name}, {rounds} turni</translation>
        </message>
        <message>
            <source>created {file}: {name}, {rounds} rounds paired by {system}</source>
            <translation>{file} creato: {name}, {rounds} turni abbinati secondo {system}</translation>
        </message>
        <message>
            <source>created {file}: {name}, a {system} (Berger tables, C.05 Annex 1; the number of rounds follows the players)</source>
            <translation>creato {file}: {name}, un {system} (tabelle di Berger, C.05 allegato 1; il numero di turni dipende dai giocatori)</translation>
        </message>
        <message>
            <source>imported {trf} into {file}: {players} players, {rounds} rounds</source>
            <translation>importato {trf} in {file}: {players} giocatori, {rounds} turni</translation>
        </message>
        <message>
            <source>placeholder players of the bye taken out: {players} (--keep-dummies keeps them)</source>
            <translation>giocatori fittizi del bye tolti: {players} (--keep-dummies li mantiene)</translation>
        </message>
        <message>
            <source>warning: {warning}</source>
            <translation>avviso: {warning}</translation>
        </message>
        <message>
            <source>from the library: {line}</source>
            <translation>dalla libreria: {line}</translation>
        </message>
        <message>
            <source>note: {note}</source>
            <translation>nota: {note}</translation>
        </message>
        <message>
            <source>added #{number} {name}</source>
            <translation>aggiunto il n. {number} {name}</translation>
        </message>
        <message>
            <source>  {name} is now #{number}</source>
            <translation>  {name} ora è il n. {number}</translation>
        </message>
        <message>
            <source>removed #{number} {name}</source>
            <translation>tolto il n. {number} {name}</translation>
        </message>
        <message>
            <source>  {name} is now #{number} (was #{old})</source>
            <translation>  {name} ora è il n. {number} (prima n. {old})</translation>
        </message>
        <message>
            <source>note: he is also entered in {sections}; --all-sections corrects him there too</source>
            <translation>nota: è iscritto anche in {sections}; --all-sections lo corregge anche lì</translation>
        </message>
        <message>
            <source>#{number} {name} withdrawn from round {round}</source>
            <translation>n. {number} {name} ritirato dal turno {round}</translation>
        </message>
        <message>
            <source>  round {round} board {board}: #{white} - #{black} {result}</source>
            <translation>  turno {round} scacchiera {board}: n. {white} - n. {black} {result}</translation>
        </message>
        <message>
            <source>#{number} {name} reinstated</source>
            <translation>n. {number} {name} riammesso</translation>
        </message>
        <message>
            <source>round {round}: bye of #{number} {name} cancelled</source>
            <translation>turno {round}: bye del n. {number} {name} annullato</translation>
        </message>
        <message>
            <source>Round {round}{date}: {state}</source>
            <translation>Turno {round}{date}: {state}</translation>
        </message>
        <message>
            <source>     {number:&gt;4} {name}: pairing-allocated bye</source>
            <translation>     {number:&gt;4} {name}: bye assegnato dall'abbinamento</translation>
        </message>
        <message>
            <source>     {number:&gt;4} {name}: no game (the Berger table's dummy)</source>
            <translation>     {number:&gt;4} {name}: nessuna partita (il giocatore fittizio della tabella di Berger)</translation>
        </message>
        <message>
            <source>pairing numbers drawn by lot (seed {seed}):</source>
            <translation>numeri di abbinamento sorteggiati (seme {seed}):</translation>
        </message>
        <message>
            <source>pairing numbers set by the arbiter:</source>
            <translation>numeri di abbinamento fissati dall'arbitro:</translation>
        </message>
        <message>
            <source>{event}: {system}, {players} players, {rounds} rounds</source>
            <translation>{event}: {system}, {players} giocatori, {rounds} turni</translation>
        </message>
        <message>
            <source>Round {round} (Berger table round {table_round}, cycle {cycle})</source>
            <translation>Turno {round} (turno {table_round} della tabella di Berger, ciclo {cycle})</translation>
        </message>
        <message>
            <source>     {number:&gt;4} {name}: no game</source>
            <translation>     {number:&gt;4} {name}: nessuna partita</translation>
        </message>
        <message>
            <source>warning: {severity}: {warning}</source>
            <translation>avviso: {severity}: {warning}</translation>
        </message>
        <message>
            <source>round {round}: the pairing breaks no rule checked</source>
            <translation>turno {round}: l'abbinamento non viola nessuna regola controllata</translation>
        </message>
        <message>
            <source>note: {correction}</source>
            <translation>nota: {correction}</translation>
        </message>
        <message>
            <source>round {round}, board {board}: {white} - {black}</source>
            <translation>turno {round}, scacchiera {board}: {white} - {black}</translation>
        </message>
        <message>
            <source>{found} findings in {rounds} rounds break an article of the Swiss Team System (C.04.6)</source>
            <translation>{found} rilievi in {rounds} turni violano un articolo del sistema svizzero a squadre (C.04.6)</translation>
        </message>
        <message>
            <source>all {rounds} rounds of team matches break no article of the Swiss Team System (C.04.6)</source>
            <translation>tutti i {rounds} turni di incontri a squadre non violano alcun articolo del sistema svizzero a squadre (C.04.6)</translation>
        </message>
        <message>
            <source>all {matches} matches are paired as the Double-Swiss System (C.04.5) pairs them</source>
            <translation>tutti i {matches} match sono abbinati come li abbina il sistema Doppio Svizzero (C.04.5)</translation>
        </message>
        <message>
            <source>acceleration removed</source>
            <translation>accelerazione tolta</translation>
        </message>
        <message>
            <source>Baku acceleration ({edition}):</source>
            <translation>Accelerazione di Baku ({edition}):</translation>
        </message>
        <message>
            <source>  {points} virtual point(s) in rounds {first_round}-{last_round} to #{first}-#{last}</source>
            <translation>  {points} punto/i virtuale/i nei turni {first_round}-{last_round} per i n. {first}-{last}</translation>
        </message>
        <message>
            <source>round {round} deleted</source>
            <translation>turno {round} eliminato</translation>
        </message>
        <message>
            <source>cleared</source>
            <translation>cancellato</translation>
        </message>
        <message>
            <source>round {round} board {board}: #{white} - #{black} {result}</source>
            <translation>turno {round} scacchiera {board}: n. {white} - n. {black} {result}</translation>
        </message>
        <message>
            <source>{line}, was {old}</source>
            <translation>{line}, prima: {old}</translation>
        </message>
        <message>
            <source>wrote {file} ({version})</source>
            <translation>scritto {file} ({version})</translation>
        </message>
        <message>
            <source>       old: {value}</source>
            <translation>       prima: {value}</translation>
        </message>
        <message>
            <source>       new: {value}</source>
            <translation>       dopo: {value}</translation>
        </message>
        <message>
            <source>  withdrawn from round {round}</source>
            <translation>  ritirato dal turno {round}</translation>
        </message>
        <message>
            <source>  nat. {national_id} {national_rating}</source>
            <translation>  naz. {national_id} {national_rating}</translation>
        </message>
        <message>
            <source>{found} of {rounds} rounds differ from the Berger table (C.05 Annex 1)</source>
            <translation>{found} turni su {rounds} differiscono dalla tabella di Berger (C.05 allegato 1)</translation>
        </message>
        <message>
            <source>{found} of {rounds} rounds differ from the FIDE Dutch pairing</source>
            <translation>{found} turni su {rounds} differiscono dall'abbinamento del sistema olandese FIDE</translation>
        </message>
        <message>
            <source>{found} of {matches} matches break an article of the Double-Swiss System (C.04.5)</source>
            <translation>{found} match su {matches} violano un articolo del sistema Doppio Svizzero (C.04.5)</translation>
        </message>
        <message>
            <source>all {rounds} rounds are paired as the Berger table (C.05 Annex 1) pairs them</source>
            <translation>tutti i {rounds} turni sono abbinati come li abbina la tabella di Berger (C.05 allegato 1)</translation>
        </message>
        <message>
            <source>all {rounds} rounds are paired as the FIDE Dutch system pairs them</source>
            <translation>tutti i {rounds} turni sono abbinati come li abbina il sistema olandese FIDE</translation>
        </message>
        <message>
            <source>{event} ({city}, {federation}), {rounds} rounds</source>
            <translation>{event} ({city}, {federation}), {rounds} turni</translation>
        </message>
        <message>
            <source>system: {system}; tie-breaks: {tiebreaks}</source>
            <translation>sistema: {system}; spareggi: {tiebreaks}</translation>
        </message>
        <message>
            <source>{rounds} rounds: inferred from the player lines of the imported TRF {source}</source>
            <translation>{rounds} turni: dedotti dalle righe dei giocatori del TRF importato {source}</translation>
        </message>
        <message>
            <source>rating type: {rating_type}</source>
            <translation>tipo di Elo: {rating_type}</translation>
        </message>
        <message>
            <source>players: {players}; rounds paired: {rounds}</source>
            <translation>giocatori: {players}; turni abbinati: {rounds}</translation>
        </message>
        <message>
            <source>rules: {old} -&gt; {new}</source>
            <translation>regole: {old} -&gt; {new}</translation>
        </message>
        <message>
            <source>rules: {rules}</source>
            <translation>regole: {rules}</translation>
        </message>
        <message>
            <source>wrote a copy of {file} to {target}</source>
            <translation>scritta una copia di {file} in {target}</translation>
        </message>
        <message numerus="yes">
            <source>%n backup(s); kept: the newest {per_round} of each round, {timed} timed, {replaced} replaced files</source>
            <translation>
                <numerusform>%n copia di sicurezza; conservate: le {per_round} più recenti di ogni turno, {timed} periodiche, {replaced} file sostituiti</numerusform>
                <numerusform>%n copie di sicurezza; conservate: le {per_round} più recenti di ogni turno, {timed} periodiche, {replaced} file sostituiti</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n row(s) read</source>
            <translation>
                <numerusform>%n riga letta</numerusform>
                <numerusform>%n righe lette</numerusform>
            </translation>
        </message>
        <message>
            <source>  add #{number:&lt;4} {name}  {rating}</source>
            <translation>  aggiungere n. {number:&lt;4} {name}  {rating}</translation>
        </message>
        <message>
            <source>  {name} would become #{number}</source>
            <translation>  {name} diventerebbe il n. {number}</translation>
        </message>
        <message>
            <source>  problem: {problem}</source>
            <translation>  problema: {problem}</translation>
        </message>
        <message>
            <source>dry run: nothing was changed; every row can be imported</source>
            <translation>prova: non è stato cambiato nulla; ogni riga può essere importata</translation>
        </message>
        <message numerus="yes">
            <source>dry run: nothing was changed; %n row(s) cannot be imported (--skip-bad-rows leaves them out)</source>
            <translation>
                <numerusform>prova: non è stato cambiato nulla; %n riga non può essere importata (--skip-bad-rows la tralascia)</numerusform>
                <numerusform>prova: non è stato cambiato nulla; %n righe non possono essere importate (--skip-bad-rows le tralascia)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>imported %n player(s) from {csv} in one operation (undo: arbiter undo-import {file})</source>
            <translation>
                <numerusform>importato %n giocatore da {csv} in un'unica operazione (annullare: arbiter undo-import {file})</numerusform>
                <numerusform>importati %n giocatori da {csv} in un'unica operazione (annullare: arbiter undo-import {file})</numerusform>
            </translation>
        </message>
        <message>
            <source>  left out: {problem}</source>
            <translation>  tralasciata: {problem}</translation>
        </message>
        <message numerus="yes">
            <source>removed the %n player(s) of the last import</source>
            <translation>
                <numerusform>tolto %n giocatore dell'ultima importazione</numerusform>
                <numerusform>tolti i %n giocatori dell'ultima importazione</numerusform>
            </translation>
        </message>
        <message>
            <source>FIDE-rated</source>
            <translation>valido per l'Elo FIDE</translation>
        </message>
        <message>
            <source>not FIDE-rated</source>
            <translation>non valido per l'Elo FIDE</translation>
        </message>
        <message>
            <source>  (proposed: --confirm to store)</source>
            <translation>  (proposta: --confirm per salvarla)</translation>
        </message>
        <message numerus="yes">
            <source>%n norm(s) achieved</source>
            <translation>
                <numerusform>%n norma conseguita</numerusform>
                <numerusform>%n norme conseguite</numerusform>
            </translation>
        </message>
        <message>
            <source>organiser: {organiser}</source>
            <translation>organizzatore: {organiser}</translation>
        </message>
        <message>
            <source>chief arbiter (102): {chief_arbiter}</source>
            <translation>arbitro principale (102): {chief_arbiter}</translation>
        </message>
        <message>
            <source>deputy arbiter (112): {deputy}</source>
            <translation>vice arbitro (112): {deputy}</translation>
        </message>
        <message>
            <source>time control: {time_control} (222: {code})</source>
            <translation>cadenza: {time_control} (222: {code})</translation>
        </message>
        <message>
            <source>rating: {rating_type}, {rated}; prizes: {label}</source>
            <translation>Elo: {rating_type}, {rated}; premi: {label}</translation>
        </message>
        <message>
            <source>language of documents: the language of the program that prints them</source>
            <translation>lingua dei documenti: quella del programma che li stampa</translation>
        </message>
        <message>
            <source>language of documents: {language} ({name})</source>
            <translation>lingua dei documenti: {language} ({name})</translation>
        </message>
        <message>
            <source>round {round:&gt;2}: {date}{note}</source>
            <translation>turno {round:&gt;2}: {date}{note}</translation>
        </message>
        <message>
            <source>{name}: {rating_type} rating changes after round {rounds} (B.02)</source>
            <translation>{name}: variazioni Elo {rating_type} dopo il turno {rounds} (B.02)</translation>
        </message>
        <message>
            <source>{i}. {name} [{short}]: {rule}; prizes {prizes}</source>
            <translation>{i}. {name} [{short}]: {rule}; premi {prizes}</translation>
        </message>
        <message>
            <source>Prizes by the final standings; ties {label}</source>
            <translation>Premi secondo la classifica finale; parità: {label}</translation>
        </message>
        <message>
            <source>Prizes by the standings after round {round} (not final); ties {label}</source>
            <translation>Premi secondo la classifica dopo il turno {round} (non definitiva); parità: {label}</translation>
        </message>
        <message>
            <source>  no prize given</source>
            <translation>  nessun premio assegnato</translation>
        </message>
        <message>
            <source>total {amount}</source>
            <translation>totale {amount}</translation>
        </message>
        <message>
            <source>    fix: {command}</source>
            <translation>    correzione: {command}</translation>
        </message>
        <message>
            <source>everything the rating officer needs is there</source>
            <translation>c'è tutto ciò che serve al responsabile Elo</translation>
        </message>
        <message>
            <source>{errors} error(s), {warnings} warning(s)</source>
            <translation>{errors} errore/i, {warnings} avviso/i</translation>
        </message>
        <message>
            <source>{name}: {description}, about {estimated_players:,} players</source>
            <translation>{name}: {description}, circa {estimated_players:,} giocatori</translation>
        </message>
        <message>
            <source>imported {players:,} players (import {id}; 'arbiter library undo' undoes it)</source>
            <translation>importati {players:,} giocatori (importazione {id}; 'arbiter library undo' la annulla)</translation>
        </message>
        <message>
            <source>imported {players:,} players as national list {name!r} (import {id})</source>
            <translation>importati {players:,} giocatori come lista nazionale {name!r} (importazione {id})</translation>
        </message>
        <message>
            <source>  line {line}: {name}, {national_id}, {rating}, {club}</source>
            <translation>  riga {line}: {name}, {national_id}, {rating}, {club}</translation>
        </message>
        <message>
            <source>inactive</source>
            <translation>inattivo</translation>
        </message>
        <message>
            <source>mapping saved as {name!r}</source>
            <translation>corrispondenza salvata come {name!r}</translation>
        </message>
        <message>
            <source>... more players match; type more of the name (or --limit {limit})</source>
            <translation>... altri giocatori corrispondono; scrivere più lettere del nome (o --limit {limit})</translation>
        </message>
        <message>
            <source>no player matches {text!r}</source>
            <translation>nessun giocatore corrisponde a {text!r}</translation>
        </message>
        <message>
            <source>library {path}</source>
            <translation>libreria {path}</translation>
        </message>
        <message>
            <source>FIDE players: {fide_players:,}; national players: {national_players:,}</source>
            <translation>giocatori FIDE: {fide_players:,}; giocatori nazionali: {national_players:,}</translation>
        </message>
        <message>
            <source>  national list {name!r}</source>
            <translation>  lista nazionale {name!r}</translation>
        </message>
        <message>
            <source>  (undone)</source>
            <translation>  (annullata)</translation>
        </message>
        <message>
            <source>{id:&gt;4}  {when}  {description}: {players:,} players from {source}{state}</source>
            <translation>{id:&gt;4}  {when}  {description}: {players:,} giocatori da {source}{state}</translation>
        </message>
        <message>
            <source>undone: import {id} ({description})</source>
            <translation>annullata: importazione {id} ({description})</translation>
        </message>
        <message>
            <source>redone: import {id} ({description})</source>
            <translation>ripristinata: importazione {id} ({description})</translation>
        </message>
        <message>
            <source>fixed {starts}</source>
            <translation>fisse {starts}</translation>
        </message>
        <message>
            <source>, no header</source>
            <translation>, senza intestazione</translation>
        </message>
        <message>
            <source>removed national list {name!r} (import {id}; 'arbiter library undo' brings it back)</source>
            <translation>tolta la lista nazionale {name!r} (importazione {id}; 'arbiter library undo' la ripristina)</translation>
        </message>
        <message>
            <source>every registered player's {rating_type} data is as in the library</source>
            <translation>i dati {rating_type} di ogni giocatore iscritto sono quelli della libreria</translation>
        </message>
        <message>
            <source>prohibited pairing {id}: {players}</source>
            <translation>abbinamento vietato {id}: {players}</translation>
        </message>
        <message numerus="yes">
            <source>%n player(s) would change; --apply applies it</source>
            <translation>
                <numerusform>cambierebbe %n giocatore; --apply applica</numerusform>
                <numerusform>cambierebbero %n giocatori; --apply applica</numerusform>
            </translation>
        </message>
        <message>
            <source>add --yes to update anyway</source>
            <translation>aggiungere --yes per aggiornare comunque</translation>
        </message>
        <message numerus="yes">
            <source>updated %n player(s)</source>
            <translation>
                <numerusform>aggiornato %n giocatore</numerusform>
                <numerusform>aggiornati %n giocatori</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>removed the club restriction (%n group(s))</source>
            <translation>
                <numerusform>tolta la restrizione per circolo (%n gruppo)</numerusform>
                <numerusform>tolta la restrizione per circolo (%n gruppi)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>removed the federation restriction (%n group(s))</source>
            <translation>
                <numerusform>tolta la restrizione per federazione (%n gruppo)</numerusform>
                <numerusform>tolta la restrizione per federazione (%n gruppi)</numerusform>
            </translation>
        </message>
        <message>
            <source>  {reason}: {members} (rounds 1-{rounds})</source>
            <translation>  {reason}: {members} (turni 1-{rounds})</translation>
        </message>
        <message numerus="yes">
            <source>%n group(s) of prohibited pairings</source>
            <translation>
                <numerusform>%n gruppo di abbinamenti vietati</numerusform>
                <numerusform>%n gruppi di abbinamenti vietati</numerusform>
            </translation>
        </message>
        <message>
            <source>every round</source>
            <translation>ogni turno</translation>
        </message>
        <message>
            <source>rounds {first}-{last}</source>
            <translation>turni {first}-{last}</translation>
        </message>
        <message>
            <source>no prohibited pairings</source>
            <translation>nessun abbinamento vietato</translation>
        </message>
        <message>
            <source>prohibited pairing {pair} removed</source>
            <translation>abbinamento vietato {pair} tolto</translation>
        </message>
        <message>
            <source> (was {result})</source>
            <translation> (prima {result})</translation>
        </message>
        <message>
            <source>round {round} board {board}: #{white} - #{black} {result}{was}</source>
            <translation>turno {round} scacchiera {board}: n. {white} - n. {black} {result}{was}</translation>
        </message>
        <message>
            <source>problem: {problem}</source>
            <translation>problema: {problem}</translation>
        </message>
        <message>
            <source>round {round}: {changes} result(s) to enter ({corrections} correction(s)), {unchanged} unchanged, {problems} problem(s); {missing} board(s) still without a result; {other} row(s) of other rounds left out</source>
            <translation>turno {round}: {changes} risultato/i da inserire ({corrections} correzione/i), {unchanged} invariato/i, {problems} problema/i; {missing} scacchiera/e ancora senza risultato; {other} riga/e di altri turni tralasciata/e</translation>
        </message>
        <message>
            <source>round {round}: {changes} result(s) to enter ({corrections} correction(s)), {unchanged} unchanged, {problems} problem(s); {missing} board(s) still without a result</source>
            <translation>turno {round}: {changes} risultato/i da inserire ({corrections} correzione/i), {unchanged} invariato/i, {problems} problema/i; {missing} scacchiera/e ancora senza risultato</translation>
        </message>
        <message numerus="yes">
            <source>entered %n result(s) in round {round}</source>
            <translation>
                <numerusform>inserito %n risultato nel turno {round}</numerusform>
                <numerusform>inseriti %n risultati nel turno {round}</numerusform>
            </translation>
        </message>
        <message>
            <source>no result</source>
            <translation>nessun risultato</translation>
        </message>
        <message>
            <source>round {round} board {board}: back to {shown}</source>
            <translation>turno {round} scacchiera {board}: ritorno a {shown}</translation>
        </message>
        <message>
            <source>wrote {target}</source>
            <translation>scritto {target}</translation>
        </message>
        <message>
            <source>wrote {path}</source>
            <translation>scritto {path}</translation>
        </message>
        <message>
            <source>warning: no {language} translation; the site is in {written}</source>
            <translation>avviso: nessuna traduzione in {language}; il sito è in {written}</translation>
        </message>
        <message>
            <source>wrote {count} files into {folder}</source>
            <translation>scritti {count} file in {folder}</translation>
        </message>
        <message>
            <source>removed {name} (no longer published)</source>
            <translation>tolto {name} (non più pubblicato)</translation>
        </message>
        <message>
            <source>arbiter: expected one of {commands}</source>
            <translation>arbiter: atteso uno di {commands}</translation>
        </message>
        <message>
            <source>#{number} {name} has no fixed board</source>
            <translation>n. {number} {name} non ha una scacchiera fissa</translation>
        </message>
        <message>
            <source>#{number} {name} plays on board {board} in every round paired from now on (two fixed players paired together: the lower board; two on one board: the game earlier in the pairing keeps it)</source>
            <translation>n. {number} {name} gioca sulla scacchiera {board} in ogni turno abbinato da ora in poi (due giocatori fissi abbinati tra loro: la scacchiera più bassa; due sulla stessa scacchiera: la conserva la partita che precede nell'abbinamento)</translation>
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
            <source>present</source>
            <translation>presente</translation>
        </message>
        <message>
            <source>absent</source>
            <translation>assente</translation>
        </message>
        <message>
            <source>round {round}: {present} of {players} players checked in, {absent} absent</source>
            <translation>turno {round}: {present} giocatori presenti su {players}, {absent} assenti</translation>
        </message>
        <message>
            <source>#{number} {name} checked in for round {round}</source>
            <translation>n. {number} {name} presente per il turno {round}</translation>
        </message>
        <message>
            <source>#{number} {name} not checked in for round {round}</source>
            <translation>n. {number} {name} non presente per il turno {round}</translation>
        </message>
        <message>
            <source>#{number} {name}: zero-point bye (absent at check-in)</source>
            <translation>n. {number} {name}: bye da zero punti (assente al controllo presenze)</translation>
        </message>
        <message>
            <source>#{number} {name}: withdrawn (absent at check-in)</source>
            <translation>n. {number} {name}: ritirato (assente al controllo presenze)</translation>
        </message>
        <message numerus="yes">
            <source>%n absent player(s) not paired</source>
            <translation>
                <numerusform>%n giocatore assente non abbinato</numerusform>
                <numerusform>%n giocatori assenti non abbinati</numerusform>
            </translation>
        </message>
        <message>
            <source>receipt {receipt}: {amount} from #{number} {name}</source>
            <translation>ricevuta {receipt}: {amount} da n. {number} {name}</translation>
        </message>
        <message>
            <source>paid</source>
            <translation>pagato</translation>
        </message>
        <message>
            <source>owes {amount}</source>
            <translation>deve {amount}</translation>
        </message>
        <message>
            <source>#{number} {name}: fee category {category}</source>
            <translation>n. {number} {name}: categoria {category}</translation>
        </message>
        <message>
            <source>by the rules</source>
            <translation>secondo le regole</translation>
        </message>
        <message>
            <source>{category}: {players} players, due {due}, received {received}, outstanding {outstanding}</source>
            <translation>{category}: {players} giocatori, dovuto {due}, incassato {received}, da pagare {outstanding}</translation>
        </message>
        <message>
            <source>no category</source>
            <translation>nessuna categoria</translation>
        </message>
        <message>
            <source>total: due {due}, received {received}, outstanding {outstanding}</source>
            <translation>totale: dovuto {due}, incassato {received}, da pagare {outstanding}</translation>
        </message>
        <message>
            <source>Match {match}, game {game} (round {round}){date}: {state}</source>
            <translation>Match {match}, partita {game} (turno {round}){date}: {state}</translation>
        </message>
        <message>
            <source>created {file}: {name}, a Double-Swiss of {matches} matches (C.04.5)</source>
            <translation>{file} creato: {name}, un Doppio Svizzero di {matches} match (C.04.5)</translation>
        </message>
        <message>
            <source>the Double-Swiss System (C.04.5), as record 192 says: {matches} matches</source>
            <translation>il sistema Doppio Svizzero (C.04.5), come dice il record 192: {matches} match</translation>
        </message>
        <message>
            <source>match {match} board {board}: #{white} - #{black} game 1 {first}, game 2 {second}</source>
            <translation>match {match} scacchiera {board}: #{white} - #{black} partita 1 {first}, partita 2 {second}</translation>
        </message>
        <message>
            <source>every network of this machine (address {host})</source>
            <translation>tutte le reti di questa macchina (indirizzo {host})</translation>
        </message>
        <message>
            <source>address {host} only</source>
            <translation>solo l'indirizzo {host}</translation>
        </message>
        <message>
            <source>serving {event} on port {port}, {where}; the phones open:</source>
            <translation>{event} servito sulla porta {port}, {where}; i telefoni aprono:</translation>
        </message>
        <message>
            <source>Ctrl+C stops the server.</source>
            <translation>Ctrl+C arresta il server.</translation>
        </message>
        <message>
            <source>stopped</source>
            <translation>arrestato</translation>
        </message>
        <message>
            <source>copied {source} to {target}</source>
            <translation>{source} copiato in {target}</translation>
        </message>
        <message>
            <source>password of {user} on {host}: </source>
            <translation>password di {user} su {host}: </translation>
        </message>
        <message>
            <source>this desk ({user}): {role}</source>
            <translation>questa postazione ({user}): {role}</translation>
        </message>
        <message>
            <source>{person} is {role} at the desks of this event</source>
            <translation>{person} è {role} alle postazioni di questo torneo</translation>
        </message>
        <message>
            <source>created {file}: {name}, a team event of {boards} boards ({system})</source>
            <translation>creato {file}: {name}, un torneo a squadre su {boards} scacchiere ({system})</translation>
        </message>
        <message>
            <source>{code} ({kind}, {boards} boards)</source>
            <translation>{code} ({kind}, {boards} scacchiere)</translation>
        </message>
        <message>
            <source> (captain: {captain})</source>
            <translation> (capitano: {captain})</translation>
        </message>
        <message>
            <source>, withdrawn from round {round}</source>
            <translation>, ritirata dal turno {round}</translation>
        </message>
        <message numerus="yes">
            <source>team {number} {name} registered with %n player(s)</source>
            <translation>
                <numerusform>squadra {number} {name} iscritta con %n giocatore</numerusform>
                <numerusform>squadra {number} {name} iscritta con %n giocatori</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} plays from round {round} on</source>
            <translation>{name} gioca dal turno {round}</translation>
        </message>
        <message>
            <source>{name} withdrawn from round {round}: not paired any more</source>
            <translation>{name} ritirata dal turno {round}: non è più abbinata</translation>
        </message>
        <message>
            <source>{name} reinstated: paired again</source>
            <translation>{name} riammessa: di nuovo abbinata</translation>
        </message>
        <message>
            <source>  cannot import: {problem}</source>
            <translation>  non importabile: {problem}</translation>
        </message>
        <message numerus="yes">
            <source>dry run: nothing was changed; %n row(s) cannot be imported</source>
            <translation>
                <numerusform>prova: non è stato cambiato nulla; %n riga non si può importare</numerusform>
                <numerusform>prova: non è stato cambiato nulla; %n righe non si possono importare</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>imported %n team(s) from {csv} in one operation (undo: arbiter undo-import-teams {file})</source>
            <translation>
                <numerusform>%n squadra importata da {csv} in un'operazione (annullare: arbiter undo-import-teams {file})</numerusform>
                <numerusform>%n squadre importate da {csv} in un'operazione (annullare: arbiter undo-import-teams {file})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>removed %n team(s) and their players</source>
            <translation>
                <numerusform>%n squadra rimossa con i suoi giocatori</numerusform>
                <numerusform>%n squadre rimosse con i loro giocatori</numerusform>
            </translation>
        </message>
        <message>
            <source>match {match}: {team} has the pairing-allocated bye</source>
            <translation>incontro {match}: {team} ha il bye assegnato</translation>
        </message>
        <message>
            <source>match {match}: {white} - {black}  {score}</source>
            <translation>incontro {match}: {white} - {black}  {score}</translation>
        </message>
        <message>
            <source>  line-up missing: {teams}</source>
            <translation>  formazione mancante: {teams}</translation>
        </message>
        <message>
            <source>Round {round}</source>
            <translation>Turno {round}</translation>
        </message>
        <message>
            <source>round {round}: line-up of {team} stored (match {match})</source>
            <translation>turno {round}: formazione di {team} registrata (incontro {match})</translation>
        </message>
        <message>
            <source>round {round}, match {match}: every game forfeited by team(s) {teams}</source>
            <translation>turno {round}, incontro {match}: ogni partita persa a forfait dalla squadra o dalle squadre {teams}</translation>
        </message>
        <message>
            <source>round {round}: {team} has a {kind} bye</source>
            <translation>turno {round}: {team} ha un bye ({kind})</translation>
        </message>
        <message>
            <source>Board results (games played, points, performance)</source>
            <translation>Risultati per scacchiera (partite giocate, punti, performance)</translation>
        </message>
        <message>
            <source>Board {board}</source>
            <translation>Scacchiera {board}</translation>
        </message>
        <message>
            <source>{name}: {system}, {players} players, round {paired} of {rounds}</source>
            <translation>{name}: {system}, {players} giocatori, turno {paired} di {rounds}</translation>
        </message>
        <message>
            <source>added the section {line}</source>
            <translation>sezione aggiunta: {line}</translation>
        </message>
        <message>
            <source>the section {old} is called {new}</source>
            <translation>la sezione {old} si chiama {new}</translation>
        </message>
        <message numerus="yes">
            <source>deleted the section {name} and its %n registered players</source>
            <translation>
                <numerusform>sezione {name} eliminata con il suo %n giocatore iscritto</numerusform>
                <numerusform>sezione {name} eliminata con i suoi %n giocatori iscritti</numerusform>
            </translation>
        </message>
        <message>
            <source>(undo: arbiter section restore {file} "{name}")</source>
            <translation>(per annullare: arbiter section restore {file} "{name}")</translation>
        </message>
        <message numerus="yes">
            <source>put back the section {name} and its %n registered players</source>
            <translation>
                <numerusform>sezione {name} ripristinata con il suo %n giocatore iscritto</numerusform>
                <numerusform>sezione {name} ripristinata con i suoi %n giocatori iscritti</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} entered in {section} as number {number}</source>
            <translation>{name} iscritto in {section} con il numero {number}</translation>
        </message>
    </context>
    <context>
        <name>CliRefusal</name>
        <message>
            <source>{kind} is printed from a tournament file (.arbiter), not from {path}</source>
            <translation>{kind} si stampa da un file di torneo (.arbiter), non da {path}</translation>
        </message>
        <message>
            <source>{path}: no such file</source>
            <translation>{path}: file inesistente</translation>
        </message>
        <message>
            <source>it1 needs --player N, the player's pairing number</source>
            <translation>it1 richiede --player N, il numero di abbinamento del giocatore</translation>
        </message>
        <message>
            <source>{text} is not a date YYYY-MM-DD</source>
            <translation>{text} non è una data AAAA-MM-GG</translation>
        </message>
        <message>
            <source>--reverse-last-two is for a double round robin (--system double-berger)</source>
            <translation>--reverse-last-two è per un doppio girone all'italiana (--system double-berger)</translation>
        </message>
        <message>
            <source>a Swiss event needs its number of rounds (--rounds)</source>
            <translation>un torneo svizzero ha bisogno del suo numero di turni (--rounds)</translation>
        </message>
        <message>
            <source>{error}
(--lenient imports it with a warning for each such line)</source>
            <translation>{error}
(--lenient lo importa con un avviso per ciascuna di queste righe)</translation>
        </message>
        <message>
            <source>give --name, or --fide-id / --national-id of a player in the library</source>
            <translation>indicare --name, o --fide-id / --national-id di un giocatore della libreria</translation>
        </message>
        <message>
            <source>--all pairs every round of a round robin; a Swiss round needs the results of the round before</source>
            <translation>--all abbina tutti i turni di un girone all'italiana; un turno svizzero ha bisogno dei risultati del turno precedente</translation>
        </message>
        <message>
            <source>no player has pairing number {number}</source>
            <translation>nessun giocatore ha il numero di abbinamento {number}</translation>
        </message>
        <message>
            <source>{text} is not a board WHITE-BLACK (pairing numbers)</source>
            <translation>{text} non è una scacchiera BIANCO-NERO (numeri di abbinamento)</translation>
        </message>
        <message>
            <source>board {board} of round {round} already has the result {old}; add --force to replace it</source>
            <translation>la scacchiera {board} del turno {round} ha già il risultato {old}; aggiungi --force per sostituirlo</translation>
        </message>
        <message>
            <source>board {board} of round {round} already has the result {old}, the forfeit of the withdrawal of #{number} {name}; add --force to replace it</source>
            <translation>la scacchiera {board} del turno {round} ha già il risultato {old}, il forfait dovuto al ritiro del n. {number} {name}; aggiungi --force per sostituirlo</translation>
        </message>
        <message>
            <source>interrupted; an operation is stored only if it was reported done</source>
            <translation>interrotto; un'operazione è salvata solo se è stata annunciata come eseguita</translation>
        </message>
        <message>
            <source>deputy {name}: FIDE ID {fide_id!r} must be digits</source>
            <translation>vice arbitro {name}: l'ID FIDE {fide_id!r} deve essere di cifre</translation>
        </message>
        <message>
            <source>deputy {name}: arbiter title {title!r} is not one of {titles}</source>
            <translation>vice arbitro {name}: il titolo arbitrale {title!r} non è uno di {titles}</translation>
        </message>
        <message>
            <source>chief arbiter FIDE ID {fide_id!r} must be digits</source>
            <translation>l'ID FIDE dell'arbitro principale {fide_id!r} deve essere di cifre</translation>
        </message>
        <message>
            <source>arbiter title {title!r} is not one of {titles}</source>
            <translation>il titolo arbitrale {title!r} non è uno di {titles}</translation>
        </message>
        <message>
            <source>{text!r}: dates YYYY-MM-DD separated by commas</source>
            <translation>{text!r}: date AAAA-MM-GG separate da virgole</translation>
        </message>
        <message>
            <source>K {text!r} is not a whole number</source>
            <translation>K {text!r} non è un numero intero</translation>
        </message>
        <message>
            <source>no player has pairing number {player}</source>
            <translation>nessun giocatore ha il numero di abbinamento {player}</translation>
        </message>
        <message>
            <source>player #{player} has no norm to reach (a GM, or no such player)</source>
            <translation>il giocatore n. {player} non ha norme da raggiungere (un GM, o nessun giocatore simile)</translation>
        </message>
        <message>
            <source>prize {text!r}: an amount like 300 or 150.50, optionally :label</source>
            <translation>premio {text!r}: un importo come 300 o 150.50, facoltativamente :etichetta</translation>
        </message>
        <message>
            <source>prize {text!r}: at most two decimals, not negative</source>
            <translation>premio {text!r}: al massimo due decimali, non negativo</translation>
        </message>
        <message>
            <source>player {text!r} is not a whole number</source>
            <translation>giocatore {text!r} non è un numero intero</translation>
        </message>
        <message>
            <source>add needs the category's name</source>
            <translation>add ha bisogno del nome della categoria</translation>
        </message>
        <message>
            <source>there is no prize category {name!r}</source>
            <translation>non esiste la categoria di premi {name!r}</translation>
        </message>
        <message>
            <source>yes or no</source>
            <translation>yes o no</translation>
        </message>
        <message>
            <source>internal error ({kind}: {error}); please report it</source>
            <translation>errore interno ({kind}: {error}); per favore segnalarlo</translation>
        </message>
        <message>
            <source>give --columns FIELD=COLUMN,... (columns counted from 1) or --mapping NAME</source>
            <translation>indicare --columns CAMPO=COLONNA,... (colonne contate da 1) o --mapping NOME</translation>
        </message>
        <message>
            <source>--columns: {item!r} is not FIELD=COLUMN (columns counted from 1)</source>
            <translation>--columns: {item!r} non è CAMPO=COLONNA (colonne contate da 1)</translation>
        </message>
        <message>
            <source>no saved mapping {mapping!r} (saved: {saved})</source>
            <translation>nessuna corrispondenza salvata {mapping!r} (salvate: {saved})</translation>
        </message>
        <message>
            <source>none</source>
            <translation>nessuna</translation>
        </message>
        <message>
            <source>--columns: unknown field {field!r} (fields: {fields})</source>
            <translation>--columns: campo sconosciuto {field!r} (campi: {fields})</translation>
        </message>
        <message>
            <source>there is no import to redo</source>
            <translation>non c'è nessuna importazione da ripristinare</translation>
        </message>
        <message>
            <source>there is no import to undo</source>
            <translation>non c'è nessuna importazione da annullare</translation>
        </message>
        <message>
            <source>give --rounds K (the last round of the restriction) or --remove</source>
            <translation>indicare --rounds K (l'ultimo turno della restrizione) o --remove</translation>
        </message>
        <message>
            <source>{text!r} is not a round or a range FIRST-LAST</source>
            <translation>{text!r} non è un turno né un intervallo PRIMO-ULTIMO</translation>
        </message>
        <message>
            <source>no player has pairing number {missing}</source>
            <translation>nessun giocatore ha il numero di abbinamento {missing}</translation>
        </message>
        <message>
            <source>FIDE id {fide_id!r} must be digits only</source>
            <translation>l'ID FIDE {fide_id!r} deve contenere solo cifre</translation>
        </message>
        <message>
            <source>the library has no player with FIDE ID {id}; give --name to register by hand</source>
            <translation>la libreria non ha nessun giocatore con l'ID FIDE {id}; indicare --name per iscriverlo a mano</translation>
        </message>
        <message>
            <source>the library has no player with national ID {id}; give --name to register by hand</source>
            <translation>la libreria non ha nessun giocatore con l'ID nazionale {id}; indicare --name per iscriverlo a mano</translation>
        </message>
        <message>
            <source>--round needs --table pairings</source>
            <translation>--round richiede --table pairings</translation>
        </message>
        <message>
            <source>--round goes with --table pairings</source>
            <translation>--round va con --table pairings</translation>
        </message>
        <message>
            <source>there is no fee category named {name}</source>
            <translation>non esiste una categoria di quota chiamata {name}</translation>
        </message>
        <message>
            <source>a fee category needs an amount (0: free)</source>
            <translation>una categoria di quota richiede un importo (0: gratuito)</translation>
        </message>
        <message>
            <source>--category needs --player N</source>
            <translation>--category richiede --player N</translation>
        </message>
        <message>
            <source>{text} is not a board number (or none)</source>
            <translation>{text} non è un numero di scacchiera (né none)</translation>
        </message>
        <message>
            <source>one result per board: this event is not a Double-Swiss</source>
            <translation>un risultato per scacchiera: questo torneo non è un Doppio Svizzero</translation>
        </message>
        <message>
            <source>a Double-Swiss match is two games: give the result of game 1 and of game 2 (e.g. 1-0 1/2)</source>
            <translation>un match Doppio Svizzero è di due partite: indicare il risultato della partita 1 e della partita 2 (ad es. 1-0 1/2)</translation>
        </message>
        <message>
            <source>board {board} of match {match} already has the results {old}; add --force to replace them</source>
            <translation>la scacchiera {board} del match {match} ha già i risultati {old}; aggiungere --force per sostituirli</translation>
        </message>
        <message>
            <source>{text} is not a port number (0 to 65535)</source>
            <translation>{text} non è un numero di porta (da 0 a 65535)</translation>
        </message>
        <message>
            <source>give the role of {person}: chief, deputy or viewer</source>
            <translation>indicate il ruolo di {person}: chief, deputy o viewer</translation>
        </message>
        <message>
            <source>--boards and --team-code are for a team event (--system team-swiss)</source>
            <translation>--boards e --team-code sono per un torneo a squadre (--system team-swiss)</translation>
        </message>
        <message>
            <source>a team event needs its boards per match, 1 to {most} (--boards)</source>
            <translation>un torneo a squadre ha bisogno delle sue scacchiere per incontro, da 1 a {most} (--boards)</translation>
        </message>
        <message>
            <source>--team-code {code} is not a code of C.04.6 like FIDE_TEAM_TYPEA_MP_GP</source>
            <translation>--team-code {code} non è un codice di C.04.6 come FIDE_TEAM_TYPEA_MP_GP</translation>
        </message>
        <message>
            <source>rating {rating!r} is not a whole number</source>
            <translation>l'Elo {rating!r} non è un numero intero</translation>
        </message>
        <message>
            <source>there is no team {number}</source>
            <translation>non c'è la squadra {number}</translation>
        </message>
        <message>
            <source>player #{number} is in no team</source>
            <translation>il giocatore n. {number} non è in nessuna squadra</translation>
        </message>
        <message>
            <source>--all-sections prints from a tournament file (.arbiter), not from {path}</source>
            <translation>--all-sections stampa da un file di torneo (.arbiter), non da {path}</translation>
        </message>
    </context>
</TS>
