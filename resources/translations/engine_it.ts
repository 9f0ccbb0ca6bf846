<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
    <context>
        <name>Breach</name>
        <message>
            <source>round {round}: {article}: {reason}</source>
            <translation>turno {round}: {article}: {reason}</translation>
        </message>
    </context>
    <context>
        <name>DoubleSwiss</name>
        <message>
            <source>the round-pairing is not complete: every player but one (the bye) is paired once (paired twice: {twice}; not paired: {missing})</source>
            <translation>l'abbinamento del turno non è completo: ogni giocatore tranne uno (quello a riposo) è abbinato una volta (abbinati due volte: {twice}; non abbinati: {missing})</translation>
        </message>
        <message>
            <source>player {player} has the pairing-allocated bye, but the number of players is even</source>
            <translation>il giocatore {player} ha il riposo assegnato dall'abbinamento, ma il numero di giocatori è pari</translation>
        </message>
        <message>
            <source>players {first} and {second} have already played each other</source>
            <translation>i giocatori {first} e {second} si sono già incontrati</translation>
        </message>
        <message>
            <source>player {player} already had the pairing-allocated bye, a match won by forfeit or a full-point bye, and may not have the pairing-allocated bye</source>
            <translation>il giocatore {player} ha già avuto il riposo assegnato dall'abbinamento, un incontro vinto a forfait o un riposo da un punto, e non può ricevere il riposo assegnato dall'abbinamento</translation>
        </message>
        <message>
            <source>the pairing-allocated bye goes to player {expected} (the lowest score, then the most matches played, then the largest TPN, leaving a legal pairing), not {recorded}</source>
            <translation>il riposo assegnato dall'abbinamento spetta al giocatore {expected} (il punteggio più basso, poi più incontri giocati, poi il TPN più alto, lasciando un abbinamento legale), non a {recorded}</translation>
        </message>
        <message>
            <source>the upfloaters of the bracket of score {score} are {expected} (3.5), not {recorded}</source>
            <translation>i flottanti in salita del gruppo di punteggio {score} sono {expected} (3.5), non {recorded}</translation>
        </message>
        <message>
            <source>the bracket {players} is paired {expected} (the first identifier, 3.6)</source>
            <translation>il gruppo {players} è abbinato {expected} (il primo identificatore, 3.6)</translation>
        </message>
        <message>
            <source>player {white} has White in game 1 against {black}, not {recorded}</source>
            <translation>il giocatore {white} ha il Bianco nella partita 1 contro {black}, non {recorded}</translation>
        </message>
        <message>
            <source>a bye applies to the whole match (C.04.5 Preface): both cells need the same bye code, not {first} and {second}</source>
            <translation>un riposo vale per tutto l'incontro (C.04.5 Premessa): le due caselle devono avere lo stesso codice di riposo, non {first} e {second}</translation>
        </message>
        <message>
            <source>game 1 and game 2 of a match are against the same opponent (C.04.5 Preface)</source>
            <translation>la partita 1 e la partita 2 di un incontro si giocano contro lo stesso avversario (C.04.5 Premessa)</translation>
        </message>
        <message>
            <source>the two games of a match are played with alternating colours (C.04.5 Preface)</source>
            <translation>le due partite di un incontro si giocano a colori alterni (C.04.5 Premessa)</translation>
        </message>
        <message>
            <source>player {player}, match {match} (rounds {first} and {second}): {reason}</source>
            <translation>giocatore {player}, incontro {match} (turni {first} e {second}): {reason}</translation>
        </message>
        <message>
            <source>no pairing of this round complies with [C1]-[C3] (C.04.5 art. 3.3.3: the Chief Arbiter decides)</source>
            <translation>nessun abbinamento di questo turno rispetta [C1]-[C3] (C.04.5 art. 3.3.3: decide l'arbitro principale)</translation>
        </message>
        <message>
            <source>192: the Baku Acceleration is not available with the Double-Swiss System: C.04.7 does not say whether its points for a win are a game's or a match's</source>
            <translation>192: l'accelerazione Baku non è disponibile con il sistema Doppio Svizzero: C.04.7 non dice se i suoi punti per una vittoria siano quelli di una partita o di un incontro</translation>
        </message>
        <message>
            <source>192: {code} is not the Double-Swiss System ({expected})</source>
            <translation>192: {code} non è il sistema Doppio Svizzero ({expected})</translation>
        </message>
        <message>
            <source>142: {total} round cells, but a Double-Swiss match takes two (game 1 and game 2)</source>
            <translation>142: {total} caselle di turno, ma un incontro Doppio Svizzero ne occupa due (partita 1 e partita 2)</translation>
        </message>
        <message>
            <source>match {match} is beyond the {matches} matches of the tournament</source>
            <translation>l'incontro {match} va oltre i {matches} incontri del torneo</translation>
        </message>
        <message>
            <source>match {match}: player {player} plays {opponent}, who does not play them</source>
            <translation>incontro {match}: il giocatore {player} gioca contro {opponent}, che non gioca contro di lui</translation>
        </message>
    </context>
    <context>
        <name>DubovChecker</name>
        <message>
            <source>art. 3.2: the bracket pairing the text gives</source>
            <translation>art. 3.2: l'abbinamento del gruppo che dà il testo</translation>
        </message>
        <message>
            <source>colours of {white}-{black}: the rule gives White to {black}</source>
            <translation>colori di {white}-{black}: la regola dà il Bianco a {black}</translation>
        </message>
        <message>
            <source>{a} and {b} have played each other (or may not meet)</source>
            <translation>{a} e {b} si sono già incontrati (o non possono incontrarsi)</translation>
        </message>
        <message>
            <source>{a} and {b} have the same absolute colour preference</source>
            <translation>{a} e {b} hanno la stessa preferenza di colore assoluta</translation>
        </message>
        <message>
            <source>{player} receives the pairing-allocated bye after a bye or a win without playing</source>
            <translation>{player} riceve il bye assegnato dall'abbinamento dopo un bye o una vittoria senza giocare</translation>
        </message>
        <message>
            <source>the pairing-allocated bye goes to {expected}, not {recorded}</source>
            <translation>il bye assegnato dall'abbinamento spetta a {expected}, non a {recorded}</translation>
        </message>
    </context>
    <context>
        <name>DubovRefusal</name>
        <message>
            <source>no player can receive the pairing-allocated bye and leave a complete pairing ({count} players)</source>
            <translation>nessun giocatore può ricevere il bye assegnato dall'abbinamento lasciando un abbinamento completo ({count} giocatori)</translation>
        </message>
        <message>
            <source>bracket of score {score}: no legal pairing</source>
            <translation>gruppo di {score} punti: nessun abbinamento legale</translation>
        </message>
        <message>
            <source>bracket of score {score}: the residents cannot all be paired ([C1], [C3], [C4])</source>
            <translation>gruppo di {score} punti: non tutti i giocatori del gruppo possono essere abbinati ([C1], [C3], [C4])</translation>
        </message>
    </context>
    <context>
        <name>EditionPolicy</name>
        <message>
            <source>rules {code}, as record 192 says</source>
            <translation>regole {code}, come indica il record 192</translation>
        </message>
        <message>
            <source>rules {code}: the TRF has no record 192 and no start date that can be read</source>
            <translation>regole {code}: il TRF non ha il record 192 né una data di inizio leggibile</translation>
        </message>
        <message>
            <source>edition chosen from the start date {start}: {code} ({why})</source>
            <translation>edizione scelta in base alla data di inizio {start}: {code} ({why})</translation>
        </message>
        <message>
            <source>the oldest text this program pairs, in force from 1 July 2013; the event is older</source>
            <translation>il testo più antico che questo programma applica, in vigore dal 1º luglio 2013; il torneo è precedente</translation>
        </message>
        <message>
            <source>in force from 1 July 2013 to 30 June 2017</source>
            <translation>in vigore dal 1º luglio 2013 al 30 giugno 2017</translation>
        </message>
        <message>
            <source>in force from 1 July 2017 to 31 January 2026</source>
            <translation>in vigore dal 1º luglio 2017 al 31 gennaio 2026</translation>
        </message>
        <message>
            <source>in force since 1 February 2026</source>
            <translation>in vigore dal 1º febbraio 2026</translation>
        </message>
    </context>
    <context>
        <name>KFactor</name>
        <message>
            <source>{rule}; {games} games x {k} &gt; 700: K = {used} (8.3.3)</source>
            <translation>{rule}; {games} partite x {k} &gt; 700: K = {used} (8.3.3)</translation>
        </message>
        <message>
            <source>{games} games x {k} &gt; 700: K = {used} (8.3.3)</source>
            <translation>{games} partite x {k} &gt; 700: K = {used} (8.3.3)</translation>
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
            <translation>K della lista FIDE, salvato per il giocatore (7.1.2)</translation>
        </message>
        <message>
            <source>published rating has reached 2400 (8.3.3)</source>
            <translation>l'Elo pubblicato ha raggiunto 2400 (8.3.3)</translation>
        </message>
        <message>
            <source>new to the list, {done} of {needed} games completed (8.3.3)</source>
            <translation>nuovo in lista, {done} partite su {needed} completate (8.3.3)</translation>
        </message>
        <message>
            <source>until the end of the year of the 18th birthday, rating under 2300 (8.3.3)</source>
            <translation>fino alla fine dell'anno del 18° compleanno, Elo sotto 2300 (8.3.3)</translation>
        </message>
        <message>
            <source>K 10 if a published rating ever reached 2400</source>
            <translation>K 10 se un Elo pubblicato ha mai raggiunto 2400</translation>
        </message>
        <message>
            <source>K 40 if fewer than {games} rated games were completed before</source>
            <translation>K 40 se prima sono state completate meno di {games} partite valide</translation>
        </message>
        <message>
            <source>K 40 for a junior: birth year unknown</source>
            <translation>K 40 per un giovane: anno di nascita sconosciuto</translation>
        </message>
        <message>
            <source>rating under 2400 (8.3.3)</source>
            <translation>Elo sotto 2400 (8.3.3)</translation>
        </message>
    </context>
    <context>
        <name>LimChecker</name>
        <message>
            <source>art. 2.2-4: the pairing the procedure of the text gives (a Maxi-tournament: 3.2.3, 3.8, 5.7)</source>
            <translation>art. 2.2-4: l'abbinamento che dà la procedura del testo (un Maxi-torneo: 3.2.3, 3.8, 5.7)</translation>
        </message>
        <message>
            <source>art. 2.2-4: the pairing the procedure of the text gives</source>
            <translation>art. 2.2-4: l'abbinamento che dà la procedura del testo</translation>
        </message>
        <message>
            <source>{a} and {b} have played each other (or may not meet)</source>
            <translation>{a} e {b} si sono già incontrati (o non possono incontrarsi)</translation>
        </message>
        <message>
            <source>{a} and {b}: any colours would break the colour limits</source>
            <translation>{a} e {b}: qualsiasi assegnazione dei colori violerebbe i limiti di colore</translation>
        </message>
        <message>
            <source>colours of {white}-{black} break the colour limits; the other way round keeps them</source>
            <translation>i colori di {white}-{black} violano i limiti di colore; al contrario sono rispettati</translation>
        </message>
        <message>
            <source>colours of {white}-{black}: the rule gives White to {black}</source>
            <translation>colori di {white}-{black}: la regola dà il Bianco a {black}</translation>
        </message>
        <message>
            <source>{player} receives the pairing-allocated bye after a bye or a win without playing</source>
            <translation>{player} riceve il bye assegnato dall'abbinamento dopo un bye o una vittoria senza giocare</translation>
        </message>
        <message>
            <source>the pairing-allocated bye goes to {expected}, not {recorded}</source>
            <translation>il bye assegnato dall'abbinamento spetta a {expected}, non a {recorded}</translation>
        </message>
    </context>
    <context>
        <name>LimRefusal</name>
        <message>
            <source>no pairing of compatible players (art. 2.1) exists for the {count} players</source>
            <translation>non esiste alcun abbinamento di giocatori compatibili (art. 2.1) per i {count} giocatori</translation>
        </message>
    </context>
    <context>
        <name>NormCheck</name>
        <message>
            <source>{what} ({article}): {have}; needed {need}: met</source>
            <translation>{what} ({article}): {have}; richiesto {need}: soddisfatto</translation>
        </message>
        <message>
            <source>{what} ({article}): {have}; needed {need}: NOT met</source>
            <translation>{what} ({article}): {have}; richiesto {need}: NON soddisfatto</translation>
        </message>
        <message>
            <source>not counted: {rounds}</source>
            <translation>non conteggiato: {rounds}</translation>
        </message>
        <message>
            <source>{title} norm: Rp {performance} with Ra {average}, {score}/{games}</source>
            <translation>norma di {title}: Rp {performance} con Ra {average}, {score}/{games}</translation>
        </message>
        <message>
            <source>no {title} norm: {missing}</source>
            <translation>nessuna norma di {title}: {missing}</translation>
        </message>
        <message>
            <source>{what} {have} (needs {need})</source>
            <translation>{what} {have} (richiesto {need})</translation>
        </message>
        <message>
            <source>round {round}: bye</source>
            <translation>turno {round}: bye</translation>
        </message>
        <message>
            <source>round {round}: forfeit</source>
            <translation>turno {round}: forfait</translation>
        </message>
        <message>
            <source>round {round}: no result</source>
            <translation>turno {round}: nessun risultato</translation>
        </message>
        <message>
            <source>round {round}: game not rated</source>
            <translation>turno {round}: partita non valida</translation>
        </message>
        <message>
            <source>{count} of {games}</source>
            <translation>{count} su {games}</translation>
        </message>
        <message>
            <source>games</source>
            <translation>partite</translation>
        </message>
        <message>
            <source>at least {count}</source>
            <translation>almeno {count}</translation>
        </message>
        <message>
            <source>other federations</source>
            <translation>altre federazioni</translation>
        </message>
        <message>
            <source>other feds</source>
            <translation>altre fed.</translation>
        </message>
        <message>
            <source>opponents of the own federation</source>
            <translation>avversari della propria federazione</translation>
        </message>
        <message>
            <source>at most 3/5</source>
            <translation>al massimo 3/5</translation>
        </message>
        <message>
            <source>own fed</source>
            <translation>propria fed.</translation>
        </message>
        <message>
            <source>opponents of one federation</source>
            <translation>avversari di una stessa federazione</translation>
        </message>
        <message>
            <source>{count} of {games} ({federation})</source>
            <translation>{count} su {games} ({federation})</translation>
        </message>
        <message>
            <source>at most 2/3</source>
            <translation>al massimo 2/3</translation>
        </message>
        <message>
            <source>one fed</source>
            <translation>una fed.</translation>
        </message>
        <message>
            <source>titled opponents</source>
            <translation>avversari titolati</translation>
        </message>
        <message>
            <source>at least 50 %</source>
            <translation>almeno 50 %</translation>
        </message>
        <message>
            <source>titled</source>
            <translation>titolati</translation>
        </message>
        <message>
            <source>{titles} opponents</source>
            <translation>avversari {titles}</translation>
        </message>
        <message>
            <source>at least 1/3 and 3</source>
            <translation>almeno 1/3 e 3</translation>
        </message>
        <message>
            <source>unrated opponents</source>
            <translation>avversari senza Elo</translation>
        </message>
        <message>
            <source>at most 20 %</source>
            <translation>al massimo 20 %</translation>
        </message>
        <message>
            <source>unrated</source>
            <translation>senza Elo</translation>
        </message>
        <message>
            <source>average rating of the opponents</source>
            <translation>media Elo degli avversari</translation>
        </message>
        <message>
            <source>score</source>
            <translation>punteggio</translation>
        </message>
        <message>
            <source>at least {points} (35 %)</source>
            <translation>almeno {points} (35 %)</translation>
        </message>
        <message>
            <source>performance</source>
            <translation>performance</translation>
        </message>
    </context>
    <context>
        <name>OutputFile</name>
        <message>
            <source>{target} is not a regular file (a folder, a device or a pipe); choose a file name</source>
            <translation>{target} non è un file normale (una cartella, un dispositivo o una pipe); scegliete un nome di file</translation>
        </message>
        <message>
            <source>{target} is a database (a tournament file, a backup, the player library or another program's data), which no output may replace; choose another name</source>
            <translation>{target} è un database (un file di torneo, un backup, la libreria dei giocatori o i dati di un altro programma) che nessun output può sostituire; scegliete un altro nome</translation>
        </message>
        <message>
            <source>{target} belongs to the database {name} beside it (its journal, lock or a copy being made); choose another name</source>
            <translation>{target} appartiene al database {name} accanto (il suo journal, il suo blocco o una copia in corso); scegliete un altro nome</translation>
        </message>
        <message>
            <source>{target} is the open tournament file or one of its own files (its journal, lock or backups); choose another name</source>
            <translation>{target} è il file di torneo aperto o uno dei suoi file (il suo journal, il suo blocco o i suoi backup); scegliete un altro nome</translation>
        </message>
        <message>
            <source>{target} is inside the automatic backups folder of {name}; choose another folder</source>
            <translation>{target} si trova nella cartella dei backup automatici di {name}; scegliete un'altra cartella</translation>
        </message>
        <message>
            <source>cannot write {target}: {reason}; nothing was changed there</source>
            <translation>impossibile scrivere {target}: {reason}; lì non è stato cambiato nulla</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>il disco è pieno</translation>
        </message>
        <message>
            <source>the disk reported an input/output error</source>
            <translation>il disco ha segnalato un errore di input/output</translation>
        </message>
        <message>
            <source>the drive is read-only</source>
            <translation>l'unità è di sola lettura</translation>
        </message>
        <message>
            <source>you may not write in that folder</source>
            <translation>non avete il permesso di scrivere in quella cartella</translation>
        </message>
        <message>
            <source>the folder does not exist</source>
            <translation>la cartella non esiste</translation>
        </message>
    </context>
    <context>
        <name>PairingWarning</name>
        <message>
            <source>legal, but not the pairing of the brackets the text gives</source>
            <translation>legale, ma non è l'abbinamento dei gruppi che dà il testo</translation>
        </message>
    </context>
    <context>
        <name>PlatformError</name>
        <message>
            <source>no program to open {path} was found (xdg-open is missing: install xdg-utils); open it by hand</source>
            <translation>nessun programma trovato per aprire {path} (manca xdg-open: installare xdg-utils); aprirlo a mano</translation>
        </message>
        <message>
            <source>could not open {path} ({reason}); open it by hand</source>
            <translation>impossibile aprire {path} ({reason}); aprirlo a mano</translation>
        </message>
    </context>
    <context>
        <name>PrizeCategory</name>
        <message>
            <source>women</source>
            <translation>donne</translation>
        </message>
        <message>
            <source>men</source>
            <translation>uomini</translation>
        </message>
        <message>
            <source>born {first}-{last}</source>
            <translation>nati nel {first}-{last}</translation>
        </message>
        <message>
            <source>born {year} or later</source>
            <translation>nati nel {year} o dopo</translation>
        </message>
        <message>
            <source>born {year} or earlier</source>
            <translation>nati nel {year} o prima</translation>
        </message>
        <message>
            <source>unrated</source>
            <translation>senza Elo</translation>
        </message>
        <message>
            <source>rated {low}-{high}</source>
            <translation>Elo {low}-{high}</translation>
        </message>
        <message>
            <source>rated {rating} or more</source>
            <translation>Elo {rating} o più</translation>
        </message>
        <message>
            <source>rated {rating} or less</source>
            <translation>Elo {rating} o meno</translation>
        </message>
        <message>
            <source>federation {codes}</source>
            <translation>federazione {codes}</translation>
        </message>
        <message>
            <source>club {names}</source>
            <translation>circolo {names}</translation>
        </message>
        <message numerus="yes">
            <source>%n players listed</source>
            <translation>
                <numerusform>%n giocatore in elenco</numerusform>
                <numerusform>%n giocatori in elenco</numerusform>
            </translation>
        </message>
        <message>
            <source>all players</source>
            <translation>tutti i giocatori</translation>
        </message>
    </context>
    <context>
        <name>RatingCalculation</name>
        <message>
            <source>forfeit: unplayed games are not rated (5.1)</source>
            <translation>forfait: le partite non giocate non sono valide (5.1)</translation>
        </message>
        <message>
            <source>bye: no game</source>
            <translation>bye: nessuna partita</translation>
        </message>
        <message>
            <source>not paired</source>
            <translation>non abbinato</translation>
        </message>
        <message>
            <source>late entry: not yet entered (C.04.2 art. 2.4)</source>
            <translation>iscrizione tardiva: non ancora iscritto (C.04.2 art. 2.4)</translation>
        </message>
        <message>
            <source>withdrawn: no longer paired (C.04.2 art. 3.2)</source>
            <translation>ritirato: non più abbinato (C.04.2 art. 3.2)</translation>
        </message>
        <message>
            <source>game not rated (fewer than one move each, TRF W/D/L)</source>
            <translation>partita non valida (meno di una mossa ciascuno, TRF W/D/L)</translation>
        </message>
        <message>
            <source>no result yet</source>
            <translation>ancora nessun risultato</translation>
        </message>
        <message>
            <source>opponent unrated: only games against rated players count (8.3.1)</source>
            <translation>avversario senza Elo: contano solo le partite contro giocatori con Elo (8.3.1)</translation>
        </message>
        <message>
            <source>no game against a rated opponent</source>
            <translation>nessuna partita contro un avversario con Elo</translation>
        </message>
        <message>
            <source>Ra {average} (with two 1800 draws) + dp({p}) {dp} = {value} (capped at 2200, 8.2.3)</source>
            <translation>Ra {average} (con due patte contro 1800) + dp({p}) {dp} = {value} (limitato a 2200, 8.2.3)</translation>
        </message>
        <message>
            <source>Ra {average} (with two 1800 draws) + dp({p}) {dp} = {value}</source>
            <translation>Ra {average} (con due patte contro 1800) + dp({p}) {dp} = {value}</translation>
        </message>
        <message>
            <source>zero score: disregarded in a first event (8.2.1)</source>
            <translation>zero punti: non considerato in un primo torneo (8.2.1)</translation>
        </message>
        <message>
            <source>{games} of {needed} games against rated opponents (7.1.4)</source>
            <translation>{games} partite su {needed} contro avversari con Elo (7.1.4)</translation>
        </message>
        <message>
            <source>below {floor}: not published (7.1.4)</source>
            <translation>sotto {floor}: non pubblicato (7.1.4)</translation>
        </message>
        <message>
            <source>#{number} {name}, rating {rating}; {rule}</source>
            <translation>n. {number} {name}, Elo {rating}; {rule}</translation>
        </message>
        <message>
            <source>rd</source>
            <comment>column: round</comment>
            <translation>t</translation>
        </message>
        <message>
            <source>opponent</source>
            <comment>column</comment>
            <translation>avversario</translation>
        </message>
        <message>
            <source>rating</source>
            <comment>column</comment>
            <translation>Elo</translation>
        </message>
        <message>
            <source>used</source>
            <comment>column: the difference used (400-point rule)</comment>
            <translation>usata</translation>
        </message>
        <message>
            <source>score</source>
            <comment>column</comment>
            <translation>punti</translation>
        </message>
        <message>
            <source>delta</source>
            <comment>column</comment>
            <translation>delta</translation>
        </message>
        <message>
            <source>not rated v {opponent}: {reason}</source>
            <translation>non valida contro {opponent}: {reason}</translation>
        </message>
        <message>
            <source>not rated: {reason}</source>
            <translation>non valida: {reason}</translation>
        </message>
        <message>
            <source>score {score} of {games}, expected {expected}; {sum} x K {k} = {change}, rounded {rounded} (8.3.4)</source>
            <translation>{score} punti su {games}, attesi {expected}; {sum} x K {k} = {change}, arrotondato {rounded} (8.3.4)</translation>
        </message>
        <message>
            <source>#{number} {name}, unrated: first rating (8.2)</source>
            <translation>n. {number} {name}, senza Elo: primo Elo (8.2)</translation>
        </message>
    </context>
    <context>
        <name>Standings</name>
        <message>
            <source>{mark} {player} withdrew: not paired from round {round} on (C.04.2 art. 3.2)</source>
            <translation>{mark} {player} si è ritirato: non abbinato dal turno {round} (C.04.2 art. 3.2)</translation>
        </message>
        <message>
            <source>{mark} {player} withdrew (C.04.2 art. 3.2)</source>
            <translation>{mark} {player} si è ritirato (C.04.2 art. 3.2)</translation>
        </message>
    </context>
    <context>
        <name>StandingsOrigin</name>
        <message>
            <source>given</source>
            <translation>dato</translation>
        </message>
        <message>
            <source>asked for</source>
            <translation>richiesto</translation>
        </message>
        <message>
            <source>none</source>
            <comment>no tie-breaks</comment>
            <translation>nessuno</translation>
        </message>
        <message>
            <source>C.07 {edition} ({edition_from}); tie-breaks {tiebreaks} ({tiebreaks_from})</source>
            <translation>C.07 {edition} ({edition_from}); spareggi {tiebreaks} ({tiebreaks_from})</translation>
        </message>
        <message>
            <source>the event's list, TRF {record}</source>
            <translation>l'elenco del torneo, TRF {record}</translation>
        </message>
        <message>
            <source>none declared: the {preset} preset</source>
            <translation>nessuno dichiarato: il predefinito {preset}</translation>
        </message>
        <message>
            <source>no start date: the current edition</source>
            <translation>nessuna data di inizio: l'edizione in vigore</translation>
        </message>
        <message>
            <source>start date {date}: older texts are not implemented</source>
            <translation>data di inizio {date}: i testi precedenti non sono implementati</translation>
        </message>
        <message>
            <source>start date {date}</source>
            <translation>data di inizio {date}</translation>
        </message>
    </context>
    <context>
        <name>TeamSwiss</name>
        <message>
            <source>the round-pairing is not complete: every team but one (the bye) is paired once (paired twice: {twice}; not paired: {missing})</source>
            <translation>l'abbinamento del turno è incompleto: ogni squadra tranne una (il bye) è abbinata una volta (abbinate due volte: {twice}; non abbinate: {missing})</translation>
        </message>
        <message>
            <source>team {team} has the pairing-allocated bye, but the number of teams is even</source>
            <translation>la squadra {team} ha il bye assegnato dall'abbinamento, ma il numero di squadre è pari</translation>
        </message>
        <message>
            <source>teams {first} and {second} have already played each other</source>
            <translation>le squadre {first} e {second} si sono già incontrate</translation>
        </message>
        <message>
            <source>team {team} already had the pairing-allocated bye, a match won by forfeit or a full-point bye, and may not have the pairing-allocated bye</source>
            <translation>la squadra {team} ha già avuto il bye assegnato dall'abbinamento, un incontro vinto a forfait o un bye di un punto, e non può avere il bye assegnato</translation>
        </message>
        <message>
            <source>the pairing-allocated bye goes to team {expected} (the lowest score, then the most matches played, then the largest TPN, leaving a legal pairing), not {recorded}</source>
            <translation>il bye assegnato spetta alla squadra {expected} (il punteggio più basso, poi più incontri giocati, poi il TPN più alto, lasciando un abbinamento legale), non a {recorded}</translation>
        </message>
        <message>
            <source>the bracket {teams} is paired {expected} (the first identifier, 3.6)</source>
            <translation>il gruppo {teams} è abbinato {expected} (il primo identificatore, 3.6)</translation>
        </message>
        <message>
            <source>team {white} has White on board 1 against {black}, not {recorded}</source>
            <translation>la squadra {white} ha il Bianco in prima scacchiera contro {black}, non {recorded}</translation>
        </message>
        <message>
            <source>team {team}: player {player} of its roster has no 001 record</source>
            <translation>squadra {team}: il giocatore {player} della sua formazione non ha un record 001</translation>
        </message>
        <message>
            <source>round {round}: player {player} of team {team} plays {opponent}, not a player of another team</source>
            <translation>turno {round}: il giocatore {player} della squadra {team} gioca contro {opponent}, che non è un giocatore di un'altra squadra</translation>
        </message>
        <message>
            <source>round {round}: the players of team {team} play teams {teams}</source>
            <translation>turno {round}: i giocatori della squadra {team} giocano contro le squadre {teams}</translation>
        </message>
        <message>
            <source>no pairing of round {round} complies with [C1]-[C3] (C.04.6 art. 3.3.3: the Chief Arbiter decides)</source>
            <translation>nessun abbinamento del turno {round} rispetta [C1]-[C3] (C.04.6 art. 3.3.3: decide l'arbitro principale)</translation>
        </message>
        <message>
            <source>192: {code} is not the Swiss Team Pairing System (like FIDE_TEAM_TYPEA_MP_GP)</source>
            <translation>192: {code} non è il sistema svizzero a squadre (come FIDE_TEAM_TYPEA_MP_GP)</translation>
        </message>
        <message>
            <source>192: the Baku Acceleration is not available with the Swiss Team Pairing System yet: C.04.7 does not say which score of a past round decides a floater (C.04.6 1.5)</source>
            <translation>192: l'accelerazione di Baku non è ancora disponibile con il sistema svizzero a squadre: C.04.7 non dice quale punteggio di un turno passato decide un flottante (C.04.6 1.5)</translation>
        </message>
        <message>
            <source>the file has no team (records 310 or 013)</source>
            <translation>il file non contiene squadre (record 310 o 013)</translation>
        </message>
        <message>
            <source>round {round} is beyond the {rounds} rounds of the tournament</source>
            <translation>il turno {round} va oltre i {rounds} turni del torneo</translation>
        </message>
    </context>
    <context>
        <name>TeamTieBreak</name>
        <message>
            <source>{code}: the chains of EDE (13.3.2) are named only since the 2026 edition of C.07</source>
            <translation>{code}: le catene dell'EDE (13.3.2) sono nominate solo dall'edizione 2026 del C.07</translation>
        </message>
        <message>
            <source>{code}: not a team tie-break of C.07 ({reason})</source>
            <translation>{code}: non è uno spareggio a squadre del C.07 ({reason})</translation>
        </message>
        <message>
            <source>:MP or :GP only after BH and FB</source>
            <translation>:MP o :GP solo dopo BH e FB</translation>
        </message>
        <message>
            <source>unknown modifier {modifier}</source>
            <translation>modificatore sconosciuto {modifier}</translation>
        </message>
        <message>
            <source>{modifier} does not apply to {name}</source>
            <translation>{modifier} non si applica a {name}</translation>
        </message>
        <message>
            <source>{code} ranks the teams of a tied group (C.07 13.3): it has no value on its own</source>
            <translation>{code} ordina le squadre di un gruppo a pari merito (C.07 13.3): da solo non ha un valore</translation>
        </message>
    </context>
    <context>
        <name>TeamTrf</name>
        <message>
            <source>{record}: {field} must be a whole number, found {found}</source>
            <translation>{record}: {field} deve essere un numero intero, trovato {found}</translation>
        </message>
        <message>
            <source>{record}: {field} must be a number like 11.5, found {found}</source>
            <translation>{record}: {field} deve essere un numero come 11.5, trovato {found}</translation>
        </message>
        <message>
            <source>player {board}</source>
            <translation>giocatore {board}</translation>
        </message>
        <message>
            <source>{record}: a team has at most {count} players</source>
            <translation>{record}: una squadra ha al massimo {count} giocatori</translation>
        </message>
        <message>
            <source>the team pairing number</source>
            <translation>il numero di abbinamento della squadra</translation>
        </message>
        <message>
            <source>310: a team needs a pairing number (1-999) and a name</source>
            <translation>310: una squadra ha bisogno di un numero di abbinamento (1-999) e di un nome</translation>
        </message>
        <message>
            <source>the strength factor</source>
            <translation>il fattore di forza</translation>
        </message>
        <message>
            <source>the match points</source>
            <translation>i punti squadra</translation>
        </message>
        <message>
            <source>the game points</source>
            <translation>i punti partita</translation>
        </message>
        <message>
            <source>the rank</source>
            <translation>la posizione</translation>
        </message>
        <message>
            <source>013: a team needs a name (columns 5-36)</source>
            <translation>013: una squadra ha bisogno di un nome (colonne 5-36)</translation>
        </message>
        <message>
            <source>352: the colour sequence is made of W and B, like WBWB</source>
            <translation>352: la sequenza dei colori è fatta di W e B, come WBWB</translation>
        </message>
        <message>
            <source>362: expected TW, TD and TL with their match points, like TW 2.0</source>
            <translation>362: attesi TW, TD e TL con i loro punti squadra, come TW 2.0</translation>
        </message>
        <message>
            <source>PAB match points</source>
            <translation>punti match del bye di abbinamento</translation>
        </message>
        <message>
            <source>PAB game points</source>
            <translation>punti partita del bye di abbinamento</translation>
        </message>
        <message>
            <source>310: two teams have the pairing number {number}</source>
            <translation>310: due squadre hanno il numero di abbinamento {number}</translation>
        </message>
        <message>
            <source>player {player} is in the rosters of {first} and {second}</source>
            <translation>il giocatore {player} è nelle formazioni di {first} e di {second}</translation>
        </message>
        <message>
            <source>a team file holds at most {most} teams in 310 records, and {count} teams numbered with gaps cannot be written in 013 records either</source>
            <translation>un file di squadre contiene al massimo {most} squadre nei record 310, e {count} squadre numerate con salti non si possono scrivere nemmeno in record 013</translation>
        </message>
    </context>
    <context>
        <name>TieBreakError</name>
        <message>
            <source>the rating of unrated opponents must be 0 or more, not {rating}</source>
            <translation>l'Elo degli avversari senza Elo deve essere 0 o più, non {rating}</translation>
        </message>
        <message>
            <source>{error} (C.07 {edition}: {edition_from}; tie-breaks: {tiebreaks_from})</source>
            <translation>{error} (C.07 {edition}: {edition_from}; spareggi: {tiebreaks_from})</translation>
        </message>
        <message>
            <source>{codes}: C.07 (2026) art. 8 says Buchholz tie-breaks must not be used in round robins (tie-breaks: {tiebreaks_from}); choose others, e.g. the round-robin preset {preset}</source>
            <translation>{codes}: il C.07 (2026) art. 8 vieta gli spareggi Buchholz nei gironi all'italiana (spareggi: {tiebreaks_from}); sceglierne altri, per es. il predefinito per girone all'italiana {preset}</translation>
        </message>
        <message>
            <source>standings</source>
            <translation>la classifica</translation>
        </message>
        <message>
            <source>rating changes</source>
            <translation>le variazioni Elo</translation>
        </message>
        <message>
            <source>norms</source>
            <translation>le norme</translation>
        </message>
        <message>
            <source>{what} after round {round} asked: the round must be 0 or more</source>
            <translation>{what} dopo il turno {round} richiesto: il turno deve essere 0 o più</translation>
        </message>
        <message>
            <source>{what} after round {round} asked, but only {recorded} rounds are recorded</source>
            <translation>{what} dopo il turno {round} richiesto, ma sono registrati solo {recorded} turni</translation>
        </message>
        <message>
            <source>{what} after round {round} asked, but round {unpaired} has not been paired</source>
            <translation>{what} dopo il turno {round} richiesto, ma il turno {unpaired} non è stato abbinato</translation>
        </message>
        <message>
            <source>player {player} is not ranked: they withdrew from the round robin having completed less than half of their games (FIDE Tournament Rules V.4.1)</source>
            <translation>il giocatore {player} non è classificato: si è ritirato dal girone all'italiana avendo giocato meno della metà delle partite (Regole dei tornei FIDE V.4.1)</translation>
        </message>
        <message>
            <source>no player with pairing number {player}</source>
            <translation>nessun giocatore con il numero di abbinamento {player}</translation>
        </message>
        <message>
            <source>player {player} meets unknown player {opponent} in round {round}</source>
            <translation>il giocatore {player} incontra il giocatore sconosciuto {opponent} al turno {round}</translation>
        </message>
        <message>
            <source>round {round} is not finished (player {player} has no result): compute the standings after round {previous} or enter the result</source>
            <translation>il turno {round} non è finito (il giocatore {player} non ha risultato): calcolare la classifica dopo il turno {previous} o inserire il risultato</translation>
        </message>
        <message>
            <source>player {player}, round {round}: a game result without an opponent</source>
            <translation>giocatore {player}, turno {round}: un risultato di partita senza avversario</translation>
        </message>
        <message>
            <source>unknown C.07 edition {edition} (use 2024 or 2026)</source>
            <translation>edizione del C.07 sconosciuta {edition} (usare 2024 o 2026)</translation>
        </message>
        <message>
            <source>unknown tie-break {code} (C.07 art. 5 lists {codes})</source>
            <translation>spareggio sconosciuto {code} (il C.07 art. 5 elenca {codes})</translation>
        </message>
        <message>
            <source>{code}: C.07 art. 5 allows Cut/Median modifiers only on ARO, BH, FB, SB and PS</source>
            <translation>{code}: il C.07 art. 5 consente i modificatori Cut/Median solo su ARO, BH, FB, SB e PS</translation>
        </message>
        <message>
            <source>{code}: the Koya limit (14.5) applies only to KS</source>
            <translation>{code}: il limite Koya (14.5) si applica solo a KS</translation>
        </message>
        <message>
            <source>{code}: /F (Fore Buchholz basis, 8.2) applies only to AOB</source>
            <translation>{code}: /F (base Buchholz anticipato, 8.2) si applica solo ad AOB</translation>
        </message>
        <message>
            <source>{code}: /P (forfeits as played, 6.1.1) applies only to DE</source>
            <translation>{code}: /P (forfait come giocate, 6.1.1) si applica solo a DE</translation>
        </message>
        <message>
            <source>{code}: AOB on Fore Buchholz exists only since the 2026 edition (8.2)</source>
            <translation>{code}: AOB sul Buchholz anticipato esiste solo dall'edizione 2026 (8.2)</translation>
        </message>
        <message>
            <source>{code} (C.07 art. {article}) exists only since the 2026 edition</source>
            <translation>{code} (C.07 art. {article}) esiste solo dall'edizione 2026</translation>
        </message>
        <message>
            <source>empty tie-break code</source>
            <translation>codice di spareggio vuoto</translation>
        </message>
        <message>
            <source>{code}: team score selectors (:MP, :GP) are not supported (individual events only)</source>
            <translation>{code}: i selettori di punteggio a squadre (:MP, :GP) non sono supportati (solo tornei individuali)</translation>
        </message>
        <message>
            <source>{code}: unknown modifier {modifier} (C1, C2, M1, M2, L+n, P, F)</source>
            <translation>{code}: modificatore sconosciuto {modifier} (C1, C2, M1, M2, L+n, P, F)</translation>
        </message>
        <message>
            <source>{code}: only one Cut/Median modifier per tie-break</source>
            <translation>{code}: un solo modificatore Cut/Median per spareggio</translation>
        </message>
    </context>
    <context>
        <name>TieBreakExplanation</name>
        <message>
            <source>scheduled opponent {opponent}</source>
            <translation>avversario previsto {opponent}</translation>
        </message>
        <message>
            <source>sum of the opponents' scores not cut</source>
            <translation>somma dei punteggi degli avversari non tagliati</translation>
        </message>
        <message>
            <source>Buchholz with every paired game of round {round} drawn</source>
            <translation>Buchholz con tutte le partite abbinate del turno {round} patte</translation>
        </message>
        <message>
            <source>sum of (opponent's score x points scored) not cut</source>
            <translation>somma di (punteggio dell'avversario x punti ottenuti) non tagliati</translation>
        </message>
        <message>
            <source>opponent's {code}</source>
            <translation>{code} dell'avversario</translation>
        </message>
        <message>
            <source>no game played over the board</source>
            <translation>nessuna partita giocata alla scacchiera</translation>
        </message>
        <message>
            <source>average of the opponents' {code} over {games} games</source>
            <translation>media del {code} degli avversari su {games} partite</translation>
        </message>
        <message>
            <source>alphabetical position of {name}</source>
            <translation>posizione alfabetica di {name}</translation>
        </message>
        <message>
            <source>averaged with the other games (6.1.2)</source>
            <translation>mediata con le altre partite (6.1.2)</translation>
        </message>
        <message>
            <source>tied with no one: Direct Encounter does not apply (6.1)</source>
            <translation>in parità con nessuno: lo scontro diretto non si applica (6.1)</translation>
        </message>
        <message>
            <source>the tied players {tied} never met: no separate standings; not met: {unmet}</source>
            <translation>i giocatori in parità {tied} non si sono mai incontrati: nessuna classifica separata; non incontrati: {unmet}</translation>
        </message>
        <message>
            <source>the tied players {tied} never met: no separate standings</source>
            <translation>i giocatori in parità {tied} non si sono mai incontrati: nessuna classifica separata</translation>
        </message>
        <message>
            <source>rank {rank} among the tied players {tied}; not met: {unmet}</source>
            <translation>posizione {rank} tra i giocatori in parità {tied}; non incontrati: {unmet}</translation>
        </message>
        <message>
            <source>rank {rank} among the tied players {tied}</source>
            <translation>posizione {rank} tra i giocatori in parità {tied}</translation>
        </message>
        <message>
            <source>no value</source>
            <translation>nessun valore</translation>
        </message>
        <message>
            <source>{tiebreak} of player {player} = {value}  ({method})</source>
            <translation>{tiebreak} del giocatore {player} = {value}  ({method})</translation>
        </message>
        <message>
            <source>round {round}</source>
            <translation>turno {round}</translation>
        </message>
        <message>
            <source>dummy</source>
            <translation>avversario fittizio</translation>
        </message>
        <message>
            <source>opponent {opponent}</source>
            <translation>avversario {opponent}</translation>
        </message>
        <message>
            <source>score {score}</source>
            <translation>punteggio {score}</translation>
        </message>
        <message>
            <source>scored {points}</source>
            <translation>ottenuti {points}</translation>
        </message>
        <message>
            <source>CUT</source>
            <comment>a contribution the cut removed</comment>
            <translation>TAGLIATO</translation>
        </message>
        <message>
            <source>rounds worth a win, played or not</source>
            <translation>turni che valgono una vittoria, giocati o no</translation>
        </message>
        <message>
            <source>games won over the board</source>
            <translation>partite vinte alla scacchiera</translation>
        </message>
        <message>
            <source>games played with black</source>
            <translation>partite giocate con il Nero</translation>
        </message>
        <message>
            <source>games won with black</source>
            <translation>partite vinte con il Nero</translation>
        </message>
        <message>
            <source>rounds less H, Z and forfeit losses</source>
            <translation>turni meno H, Z e sconfitte a forfait</translation>
        </message>
        <message>
            <source>score after round</source>
            <translation>punteggio dopo il turno</translation>
        </message>
        <message>
            <source>sum of the running scores not cut</source>
            <translation>somma dei punteggi progressivi non tagliati</translation>
        </message>
        <message>
            <source>opponent scored {points}</source>
            <translation>l'avversario ha ottenuto {points}</translation>
        </message>
        <message>
            <source>compared with a draw</source>
            <translation>confrontato con una patta</translation>
        </message>
        <message>
            <source>1 per round won on points, ½ per round equal</source>
            <translation>1 per turno vinto ai punti, ½ per turno pari</translation>
        </message>
        <message>
            <source>pairing number (ascending)</source>
            <translation>numero di abbinamento (crescente)</translation>
        </message>
        <message>
            <source>rating (descending)</source>
            <translation>Elo (decrescente)</translation>
        </message>
        <message>
            <source>below the limit {limit}</source>
            <translation>sotto il limite {limit}</translation>
        </message>
        <message>
            <source>points against opponents with &gt;= {limit}</source>
            <translation>punti contro avversari con &gt;= {limit}</translation>
        </message>
        <message>
            <source>no rated game played over the board</source>
            <translation>nessuna partita valida giocata alla scacchiera</translation>
        </message>
        <message>
            <source>unrated: rating set by the tournament</source>
            <translation>senza Elo: Elo fissato dal torneo</translation>
        </message>
        <message>
            <source>average rating of the opponents not cut, 0.5 up</source>
            <translation>media Elo degli avversari non tagliati, 0,5 per eccesso</translation>
        </message>
        <message>
            <source>ARO {aro} + dp({p}) {dp}, {score} from {games} games</source>
            <translation>ARO {aro} + dp({p}) {dp}, {score} su {games} partite</translation>
        </message>
        <message>
            <source>zero score: lowest opponent's rating - 800</source>
            <translation>zero punti: Elo dell'avversario più basso - 800</translation>
        </message>
        <message>
            <source>lowest rating expecting at least {score} from {games} games</source>
            <translation>Elo più basso con attesa di almeno {score} su {games} partite</translation>
        </message>
        <message>
            <source>opponent has no {code}</source>
            <translation>l'avversario non ha {code}</translation>
        </message>
        <message>
            <source>average of the opponents' {code}, 0.5 up</source>
            <translation>media del {code} degli avversari, 0,5 per eccesso</translation>
        </message>
        <message>
            <source>forfeit win</source>
            <translation>vittoria a forfait</translation>
        </message>
        <message>
            <source>forfeit loss</source>
            <translation>sconfitta a forfait</translation>
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
            <source>game</source>
            <translation>partita</translation>
        </message>
        <message>
            <source>zero-point bye / absent</source>
            <translation>bye da zero punti / assente</translation>
        </message>
    </context>
    <context>
        <name>TimeControl</name>
        <message>
            <source>White {white}, Black {black}</source>
            <translation>Bianco {white}, Nero {black}</translation>
        </message>
        <message>
            <source>{moves} moves in {time}</source>
            <translation>{moves} mosse in {time}</translation>
        </message>
        <message>
            <source>{before}, then {after}</source>
            <translation>{before}, poi {after}</translation>
        </message>
    </context>
    <context>
        <name>TimeControlError</name>
        <message>
            <source>222 {code}: period {period} is not M/S, M/S+I, S or S+I (seconds, e.g. 5400+30)</source>
            <translation>222 {code}: il periodo {period} non è M/S, M/S+I, S o S+I (secondi, per es. 5400+30)</translation>
        </message>
        <message>
            <source>222 {code}: a period needs at least one move</source>
            <translation>222 {code}: un periodo richiede almeno una mossa</translation>
        </message>
        <message>
            <source>222 {code}: only the last period may be for all the moves</source>
            <translation>222 {code}: solo l'ultimo periodo può essere per tutte le mosse</translation>
        </message>
        <message>
            <source>222: the time control is empty</source>
            <translation>222: la cadenza è vuota</translation>
        </message>
        <message>
            <source>222 {code}: write Wd-Bd for different times (W300-B240)</source>
            <translation>222 {code}: scrivere Wd-Bd per tempi diversi (W300-B240)</translation>
        </message>
    </context>
    <context>
        <name>TrfDate</name>
        <message>
            <source>year/month/day</source>
            <translation>anno/mese/giorno</translation>
        </message>
        <message>
            <source>year/day/month</source>
            <translation>anno/giorno/mese</translation>
        </message>
        <message>
            <source>day/month/year</source>
            <translation>giorno/mese/anno</translation>
        </message>
        <message>
            <source>month/day/year</source>
            <translation>mese/giorno/anno</translation>
        </message>
        <message>
            <source>dates read as {order}: {dates}</source>
            <translation>date lette come {order}: {dates}</translation>
        </message>
        <message>
            <source>{text} is ambiguous: read as {date} ({order}), it could also be {other} ({other_order})</source>
            <translation>{text} è ambigua: letta come {date} ({order}), potrebbe anche essere {other} ({other_order})</translation>
        </message>
        <message>
            <source>{text} read as {date} ({order})</source>
            <translation>{text} letta come {date} ({order})</translation>
        </message>
        <message>
            <source>{text} is not a date this program can read</source>
            <translation>{text} non è una data che questo programma sappia leggere</translation>
        </message>
    </context>
    <context>
        <name>TrfError</name>
        <message>
            <source>line {line}: {reason}</source>
            <translation>riga {line}: {reason}</translation>
        </message>
        <message>
            <source>starting rank {number} is used twice</source>
            <translation>l'ordine iniziale {number} è usato due volte</translation>
        </message>
        <message>
            <source>player {player}: round {round} is recorded, there are {rounds} rounds</source>
            <translation>giocatore {player}: il turno {round} è registrato, i turni sono {rounds}</translation>
        </message>
        <message>
            <source>player {player}: {reason}</source>
            <translation>giocatore {player}: {reason}</translation>
        </message>
        <message>
            <source>round {round}: opponent {opponent} is not a player of this file</source>
            <translation>turno {round}: l'avversario {opponent} non è un giocatore di questo file</translation>
        </message>
        <message>
            <source>round {round}: {opponent} does not point back (no opponent there)</source>
            <translation>turno {round}: {opponent} non rimanda a questo giocatore (lì nessun avversario)</translation>
        </message>
        <message>
            <source>round {round}: {opponent} does not point back (opponent {other} there)</source>
            <translation>turno {round}: {opponent} non rimanda a questo giocatore (lì avversario {other})</translation>
        </message>
        <message>
            <source>round {round}: players {player} and {opponent} have colours {colour} and {other}</source>
            <translation>turno {round}: i giocatori {player} e {opponent} hanno i colori {colour} e {other}</translation>
        </message>
        <message>
            <source>round {round}: results {result} (player {player}) and {other} (player {opponent}) do not match</source>
            <translation>turno {round}: i risultati {result} (giocatore {player}) e {other} (giocatore {opponent}) non corrispondono</translation>
        </message>
        <message>
            <source>{field} must be a number, found {found}</source>
            <translation>{field} deve essere un numero, trovato {found}</translation>
        </message>
        <message>
            <source>{field} must be a number like 11.5, found {found}</source>
            <translation>{field} deve essere un numero come 11.5, trovato {found}</translation>
        </message>
        <message>
            <source>points {points} cannot be written as a decimal number in a TRF</source>
            <translation>i punti {points} non si possono scrivere come numero decimale in un TRF</translation>
        </message>
        <message>
            <source>empty pairing file</source>
            <translation>file di abbinamento vuoto</translation>
        </message>
        <message>
            <source>the first line must be the number of pairs</source>
            <translation>la prima riga deve essere il numero di coppie</translation>
        </message>
        <message>
            <source>the first line says {count} pairs, {lines} follow</source>
            <translation>la prima riga indica {count} coppie, ne seguono {lines}</translation>
        </message>
        <message>
            <source>expected two pairing numbers 'white black'</source>
            <translation>attesi due numeri di abbinamento «bianco nero»</translation>
        </message>
        <message>
            <source>a player is missing or paired twice</source>
            <translation>un giocatore manca o è abbinato due volte</translation>
        </message>
        <message>
            <source>a second pairing-allocated bye</source>
            <translation>un secondo bye assegnato dall'abbinamento</translation>
        </message>
        <message>
            <source>column {column} must be blank (a field is out of place)</source>
            <translation>la colonna {column} deve essere vuota (un campo è fuori posto)</translation>
        </message>
        <message>
            <source>the starting rank must be 1 to 9999, found {found}</source>
            <translation>l'ordine iniziale deve essere da 1 a 9999, trovato {found}</translation>
        </message>
        <message>
            <source>sex (column 10) must be m or w, found {found}</source>
            <translation>il sesso (colonna 10) deve essere m o w, trovato {found}</translation>
        </message>
        <message>
            <source>the FIDE number (columns 58-68) must be digits, found {found}</source>
            <translation>il numero FIDE (colonne 58-68) deve essere di cifre, trovato {found}</translation>
        </message>
        <message>
            <source>the birth date (columns 70-79) must be YYYY/MM/DD, found {found}</source>
            <translation>la data di nascita (colonne 70-79) deve essere AAAA/MM/GG, trovato {found}</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): the cell is out of place (expected 'NNNN c r')</source>
            <translation>turno {round} (colonne {first}-{last}): la cella è fuori posto (atteso «NNNN c r»)</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): the colour must be w, b or -, found {found}</source>
            <translation>turno {round} (colonne {first}-{last}): il colore deve essere w, b o -, trovato {found}</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): unknown result code {found}</source>
            <translation>turno {round} (colonne {first}-{last}): codice di risultato sconosciuto {found}</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): colour {found} without an opponent</source>
            <translation>turno {round} (colonne {first}-{last}): colore {found} senza avversario</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): result {found} needs an opponent</source>
            <translation>turno {round} (colonne {first}-{last}): il risultato {found} richiede un avversario</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): the player is paired against himself</source>
            <translation>turno {round} (colonne {first}-{last}): il giocatore è abbinato contro sé stesso</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): a bye ({found}) cannot have an opponent</source>
            <translation>turno {round} (colonne {first}-{last}): un bye ({found}) non può avere un avversario</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): a paired game needs the colour w or b</source>
            <translation>turno {round} (colonne {first}-{last}): una partita abbinata richiede il colore w o b</translation>
        </message>
        <message>
            <source>player {player}: {field} {value} holds a line break</source>
            <translation>giocatore {player}: {field} {value} contiene un a capo</translation>
        </message>
        <message>
            <source>player {player}: {field} {value} is longer than its {width} TRF columns</source>
            <translation>giocatore {player}: {field} {value} supera le sue {width} colonne TRF</translation>
        </message>
        <message>
            <source>player {player}: points {points} do not fit columns 81-84</source>
            <translation>giocatore {player}: i punti {points} non entrano nelle colonne 81-84</translation>
        </message>
        <message>
            <source>player {player}: number or rating out of the TRF range</source>
            <translation>giocatore {player}: numero o Elo fuori dall'intervallo TRF</translation>
        </message>
        <message>
            <source>player {player}: rank {rank} out of the TRF range</source>
            <translation>giocatore {player}: posizione {rank} fuori dall'intervallo TRF</translation>
        </message>
        <message>
            <source>column 4 must be blank after the record code</source>
            <translation>la colonna 4 deve essere vuota dopo il codice del record</translation>
        </message>
        <message>
            <source>132: round dates start at column 92</source>
            <translation>132: le date dei turni iniziano alla colonna 92</translation>
        </message>
        <message>
            <source>132: round {round} date {date} is not a date like YY/MM/DD</source>
            <translation>132: la data {date} del turno {round} non è una data come AA/MM/GG</translation>
        </message>
        <message>
            <source>{field}: a round number must be 1 to 999, found {found}</source>
            <translation>{field}: un numero di turno deve essere da 1 a 999, trovato {found}</translation>
        </message>
        <message>
            <source>152: the initial colour must be W or B, found {found}</source>
            <translation>152: il colore iniziale deve essere W o B, trovato {found}</translation>
        </message>
        <message>
            <source>{field} must be 1 to 9999, found {found}</source>
            <translation>{field} deve essere da 1 a 9999, trovato {found}</translation>
        </message>
        <message>
            <source>240: the type of bye (column 5) must be F, H or Z, found {found}</source>
            <translation>240: il tipo di bye (colonna 5) deve essere F, H o Z, trovato {found}</translation>
        </message>
        <message>
            <source>240: column 6 must be blank</source>
            <translation>240: la colonna 6 deve essere vuota</translation>
        </message>
        <message>
            <source>240 without any player</source>
            <translation>240 senza alcun giocatore</translation>
        </message>
        <message>
            <source>250 expects [match points] points first-round last-round first-player last-player</source>
            <translation>250 si aspetta [punti match] punti primo-turno ultimo-turno primo-giocatore ultimo-giocatore</translation>
        </message>
        <message>
            <source>250: the first round/player must not come after the last one</source>
            <translation>250: il primo turno/giocatore non deve venire dopo l'ultimo</translation>
        </message>
        <message>
            <source>column 4 must be blank after XXA</source>
            <translation>la colonna 4 deve essere vuota dopo XXA</translation>
        </message>
        <message>
            <source>XXA needs one player number in columns 5-8</source>
            <translation>XXA richiede un numero di giocatore nelle colonne 5-8</translation>
        </message>
        <message>
            <source>XXA: column {column} must be blank</source>
            <translation>XXA: la colonna {column} deve essere vuota</translation>
        </message>
        <message>
            <source>XXA: player {player} already has an XXA line</source>
            <translation>XXA: il giocatore {player} ha già una riga XXA</translation>
        </message>
        <message>
            <source>260 expects first round, last round and at least two players</source>
            <translation>260 si aspetta primo turno, ultimo turno e almeno due giocatori</translation>
        </message>
        <message>
            <source>260: the first round must not come after the last one</source>
            <translation>260: il primo turno non deve venire dopo l'ultimo</translation>
        </message>
        <message>
            <source>XXP needs at least two players</source>
            <translation>XXP richiede almeno due giocatori</translation>
        </message>
        <message>
            <source>starting rank {number} is already used on line {line}</source>
            <translation>l'ordine iniziale {number} è già usato alla riga {line}</translation>
        </message>
        <message>
            <source>the file is empty: a TRF needs player (001) records</source>
            <translation>il file è vuoto: un TRF richiede record dei giocatori (001)</translation>
        </message>
        <message>
            <source>no player (001) record: this is not a tournament report file (TRF)</source>
            <translation>nessun record di giocatore (001): questo non è un file di rapporto del torneo (TRF)</translation>
        </message>
        <message>
            <source>192: {code} is not a system this program pairs: the FIDE (Dutch) System ({codes}), the other Swiss systems ({others}), each also with _BAKU, and the round robins</source>
            <translation>192: {code} non è un sistema che questo programma abbina: il sistema FIDE (olandese) ({codes}), gli altri sistemi svizzeri ({others}), ciascuno anche con _BAKU, e i gironi all'italiana</translation>
        </message>
        <message>
            <source>192: unknown edition of the Dutch system {code} (known: {codes})</source>
            <translation>192: edizione sconosciuta del sistema olandese {code} (note: {codes})</translation>
        </message>
        <message>
            <source>the number of rounds is not given (record 142 or XXR): C.04.1 declares it beforehand, and the pairing of the last round depends on it</source>
            <translation>il numero di turni non è indicato (record 142 o XXR): il C.04.1 lo fissa in anticipo e l'abbinamento dell'ultimo turno ne dipende</translation>
        </message>
        <message>
            <source>the number of rounds is not given (record 142 or XXR): {rounds}, the rounds on the player lines, are taken; change it if the event has more</source>
            <translation>il numero di turni non è indicato (record 142 o XXR): si prendono {rounds}, i turni delle righe dei giocatori; cambiatelo se il torneo ne ha di più</translation>
        </message>
        <message>
            <source>player {player}: the points column says {points} but the results give {score}</source>
            <translation>giocatore {player}: la colonna dei punti indica {points} ma i risultati danno {score}</translation>
        </message>
        <message>
            <source>{problem}; its rounds without result read as the byes that give them ({byes})</source>
            <translation>{problem}; i suoi turni senza risultato sono letti come i bye che li danno ({byes})</translation>
        </message>
        <message>
            <source>round {round} {cell}</source>
            <translation>turno {round} {cell}</translation>
        </message>
        <message>
            <source>cells without opponent as programs before TRF16 write them ({cells}): a win is read as the pairing-allocated bye (U), a loss as not paired (Z), a draw as a half-point bye (H)</source>
            <translation>caselle senza avversario come le scrivono i programmi anteriori al TRF16 ({cells}): una vittoria è letta come il bye assegnato dall'abbinamento (U), una sconfitta come non abbinato (Z), una patta come un bye da mezzo punto (H)</translation>
        </message>
        <message>
            <source>round {round}: player {other} already has the pairing-allocated bye; a round has one, so this win without opponent is read as a full-point bye (F)</source>
            <translation>turno {round}: il giocatore {other} ha già il bye assegnato dall'abbinamento; un turno ne ha uno, quindi questa vittoria senza avversario è letta come un bye da un punto (F)</translation>
        </message>
        <message>
            <source>round {round}: players {first} and {second} both have a win without opponent ('0000 - +'); a round has one pairing-allocated bye</source>
            <translation>turno {round}: i giocatori {first} e {second} hanno entrambi una vittoria senza avversario ('0000 - +'); un turno ha un bye assegnato dall'abbinamento</translation>
        </message>
        <message>
            <source>162 expects codes W, D, L, A, P or X, each followed by points like 1.0</source>
            <translation>162 si aspetta i codici W, D, L, A, P o X, ciascuno seguito da punti come 1.0</translation>
        </message>
        <message>
            <source>162: unknown result code {code} (W, D, L, A, P, X)</source>
            <translation>162: codice di risultato sconosciuto {code} (W, D, L, A, P, X)</translation>
        </message>
        <message>
            <source>162 without any code</source>
            <translation>162 senza alcun codice</translation>
        </message>
        <message>
            <source>XXS without any CODE=VALUE</source>
            <translation>XXS senza alcun CODICE=VALORE</translation>
        </message>
        <message>
            <source>XXS expects CODE=VALUE, found {found}</source>
            <translation>XXS si aspetta CODICE=VALORE, trovato {found}</translation>
        </message>
        <message>
            <source>XXS: unknown code {code}</source>
            <translation>XXS: codice sconosciuto {code}</translation>
        </message>
        <message>
            <source>cannot write an inconsistent tournament: {problem}</source>
            <translation>impossibile scrivere un torneo incoerente: {problem}</translation>
        </message>
        <message>
            <source>{field} must fit on one line (no line break): {value}</source>
            <translation>{field} deve stare su una riga (senza a capo): {value}</translation>
        </message>
        <message>
            <source>round date {date} cannot be written in record 132</source>
            <translation>la data del turno {date} non si può scrivere nel record 132</translation>
        </message>
        <message>
            <source>tie-break code {code} cannot be written in a TRF</source>
            <translation>il codice di spareggio {code} non si può scrivere in un TRF</translation>
        </message>
    </context>
    <context>
        <name>TrfField</name>
        <message>
            <source>points</source>
            <translation>i punti</translation>
        </message>
        <message>
            <source>the starting rank (columns 5-8)</source>
            <translation>l'ordine iniziale (colonne 5-8)</translation>
        </message>
        <message>
            <source>the rating (columns 49-52)</source>
            <translation>l'Elo (colonne 49-52)</translation>
        </message>
        <message>
            <source>the points (columns 81-84)</source>
            <translation>i punti (colonne 81-84)</translation>
        </message>
        <message>
            <source>the rank (columns 86-89)</source>
            <translation>la posizione (colonne 86-89)</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): the opponent</source>
            <translation>turno {round} (colonne {first}-{last}): l'avversario</translation>
        </message>
        <message>
            <source>the name</source>
            <translation>il nome</translation>
        </message>
        <message>
            <source>the title</source>
            <translation>il titolo</translation>
        </message>
        <message>
            <source>the federation</source>
            <translation>la federazione</translation>
        </message>
        <message>
            <source>the FIDE number</source>
            <translation>il numero FIDE</translation>
        </message>
        <message>
            <source>the birth date</source>
            <translation>la data di nascita</translation>
        </message>
        <message>
            <source>{record} (a count)</source>
            <translation>{record} (un conteggio)</translation>
        </message>
        <message>
            <source>{field} (number of rounds)</source>
            <translation>{field} (numero di turni)</translation>
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
            <translation>240 turno</translation>
        </message>
        <message>
            <source>240 player</source>
            <translation>240 giocatore</translation>
        </message>
        <message>
            <source>250 match points</source>
            <translation>250 punti match</translation>
        </message>
        <message>
            <source>250 points</source>
            <translation>250 punti</translation>
        </message>
        <message>
            <source>250 first round</source>
            <translation>250 primo turno</translation>
        </message>
        <message>
            <source>250 last round</source>
            <translation>250 ultimo turno</translation>
        </message>
        <message>
            <source>250 player</source>
            <translation>250 giocatore</translation>
        </message>
        <message>
            <source>XXA player</source>
            <translation>XXA giocatore</translation>
        </message>
        <message>
            <source>XXA round {round}</source>
            <translation>XXA turno {round}</translation>
        </message>
        <message>
            <source>260 first round</source>
            <translation>260 primo turno</translation>
        </message>
        <message>
            <source>260 last round</source>
            <translation>260 ultimo turno</translation>
        </message>
        <message>
            <source>260 player</source>
            <translation>260 giocatore</translation>
        </message>
        <message>
            <source>XXP player</source>
            <translation>XXP giocatore</translation>
        </message>
        <message>
            <source>XXZ player</source>
            <translation>XXZ giocatore</translation>
        </message>
        <message>
            <source>162 points for {code}</source>
            <translation>162 punti per {code}</translation>
        </message>
        <message>
            <source>{code} points</source>
            <translation>{code} punti</translation>
        </message>
        <message>
            <source>XXS {code}</source>
            <translation>XXS {code}</translation>
        </message>
        <message>
            <source>the encoded time control</source>
            <translation>la cadenza codificata</translation>
        </message>
        <message>
            <source>a kept record</source>
            <translation>un record conservato</translation>
        </message>
        <message>
            <source>the tournament name</source>
            <translation>il nome del torneo</translation>
        </message>
        <message>
            <source>the city</source>
            <translation>la città</translation>
        </message>
        <message>
            <source>the start date</source>
            <translation>la data di inizio</translation>
        </message>
        <message>
            <source>the end date</source>
            <translation>la data di fine</translation>
        </message>
        <message>
            <source>the type of tournament</source>
            <translation>il tipo di torneo</translation>
        </message>
        <message>
            <source>the chief arbiter</source>
            <translation>l'arbitro principale</translation>
        </message>
        <message>
            <source>a deputy arbiter</source>
            <translation>un vice arbitro</translation>
        </message>
        <message>
            <source>the time control</source>
            <translation>la cadenza</translation>
        </message>
    </context>
    <context>
        <name>TrfPlaceholder</name>
        <message>
            <source>player {number} {name!r} stands for the bye (no FIDE number): taken out of the list; the games against it became byes (round: player code): {byes}</source>
            <translation>il giocatore {number} {name!r} rappresenta il bye (senza numero FIDE): tolto dalla lista; le partite contro di lui sono diventate bye (turno: giocatore codice): {byes}</translation>
        </message>
        <message>
            <source>players renumbered (old -&gt; new): {moved}</source>
            <translation>giocatori rinumerati (vecchio -&gt; nuovo): {moved}</translation>
        </message>
    </context>
</TS>
