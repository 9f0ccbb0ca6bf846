<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
    <context>
        <name>DbCheck</name>
        <message>
            <source>no result</source>
            <translation>nessun risultato</translation>
        </message>
        <message>
            <source>round {paired} was paired before the result of board {board} of round {round} was corrected from {old} to {new} (audit {rows}); it is checked with the result known then</source>
            <translation>il turno {paired} è stato abbinato prima che il risultato della scacchiera {board} del turno {round} fosse corretto da {old} a {new} (registro delle modifiche {rows}); è verificato con il risultato noto allora</translation>
        </message>
        <message>
            <source>rounds {paired} were paired before the result of board {board} of round {round} was corrected from {old} to {new} (audit {rows}); they are checked with the result known then</source>
            <translation>i turni {paired} sono stati abbinati prima che il risultato della scacchiera {board} del turno {round} fosse corretto da {old} a {new} (registro delle modifiche {rows}); sono verificati con il risultato noto allora</translation>
        </message>
    </context>
    <context>
        <name>DbDesk</name>
        <message>
            <source>all {rounds} rounds are paired: there is no check-in left</source>
            <translation>tutti i {rounds} turni sono abbinati: non resta alcun controllo presenze</translation>
        </message>
        <message>
            <source>the check-in is for round {following}, the next round to pair, not round {round}</source>
            <translation>il controllo presenze è per il turno {following}, il prossimo da abbinare, non per il turno {round}</translation>
        </message>
        <message>
            <source>{name} is withdrawn from round {round} on: undo the withdrawal first</source>
            <translation>{name} è ritirato dal turno {round}: annullare prima il ritiro</translation>
        </message>
        <message>
            <source>nobody has checked in for round {round}: tick the players present first</source>
            <translation>nessuno è segnato presente per il turno {round}: spuntare prima i giocatori presenti</translation>
        </message>
        <message>
            <source>a fee category needs a name</source>
            <translation>una categoria di quota richiede un nome</translation>
        </message>
        <message>
            <source>fee category {name}: the amount must be between 0 and {most}</source>
            <translation>categoria {name}: l'importo deve essere tra 0 e {most}</translation>
        </message>
        <message>
            <source>two fee categories are named {name}</source>
            <translation>due categorie di quota si chiamano {name}</translation>
        </message>
        <message>
            <source>there is no fee category named {name}</source>
            <translation>non esiste una categoria di quota chiamata {name}</translation>
        </message>
        <message>
            <source>{text} is not an amount of money (like 50 or 12.50)</source>
            <translation>{text} non è una somma di denaro (come 50 o 12.50)</translation>
        </message>
        <message>
            <source>a payment must be more than 0 and at most {most}</source>
            <translation>un pagamento deve essere maggiore di 0 e al massimo {most}</translation>
        </message>
        <message>
            <source>there is no receipt {receipt}</source>
            <translation>non esiste la ricevuta {receipt}</translation>
        </message>
        <message>
            <source>receipt {receipt} is recorded already</source>
            <translation>la ricevuta {receipt} è già registrata</translation>
        </message>
        <message>
            <source>{player} keeps board {wanted} but plays {other}, who keeps board {given}: the game is on board {given} (two fixed players paired together: the lower board is kept)</source>
            <translation>{player} ha la scacchiera fissa {wanted} ma gioca contro {other}, che ha la scacchiera {given}: la partita è sulla scacchiera {given} (due giocatori fissi abbinati tra loro: resta la scacchiera più bassa)</translation>
        </message>
        <message>
            <source>{player} keeps board {wanted}, as {other} does, whose game comes first in the pairing: {player} plays on board {given} (two fixed players on one board: the higher game keeps it)</source>
            <translation>{player} ha la scacchiera fissa {wanted}, come {other}, la cui partita viene prima nell'abbinamento: {player} gioca sulla scacchiera {given} (due giocatori fissi sulla stessa scacchiera: la conserva la partita più alta)</translation>
        </message>
        <message>
            <source>{player} keeps board {wanted}, but this round has {given} boards: the game is on the last board</source>
            <translation>{player} ha la scacchiera fissa {wanted}, ma questo turno ha {given} scacchiere: la partita è sull'ultima scacchiera</translation>
        </message>
        <message>
            <source>board {board} cannot be fixed: boards are numbered 1 to {last}</source>
            <translation>la scacchiera {board} non può essere fissata: le scacchiere vanno da 1 a {last}</translation>
        </message>
    </context>
    <context>
        <name>DbEndEvent</name>
        <message>
            <source>rating changes</source>
            <translation>variazioni Elo</translation>
        </message>
        <message>
            <source>K must be 10, 20 or 40 (B.02 8.3.3), not {k}</source>
            <translation>K deve essere 10, 20 o 40 (B.02 8.3.3), non {k}</translation>
        </message>
        <message>
            <source>no player has pairing number {missing}</source>
            <translation>nessun giocatore ha il numero di abbinamento {missing}</translation>
        </message>
        <message>
            <source>a prize category needs a name</source>
            <translation>una categoria di premi ha bisogno di un nome</translation>
        </message>
        <message>
            <source>category name {name!r} is longer than {MAX_NAME} characters</source>
            <translation>il nome di categoria {name!r} supera i {MAX_NAME} caratteri</translation>
        </message>
        <message>
            <source>{name}: born from {born_from} to {born_to} admits nobody</source>
            <translation>{name}: nati da {born_from} a {born_to} non ammette nessuno</translation>
        </message>
        <message>
            <source>{name}: rating {rating_min} to {rating_max} admits nobody</source>
            <translation>{name}: Elo da {rating_min} a {rating_max} non ammette nessuno</translation>
        </message>
        <message>
            <source>{name}: an unrated category cannot have a minimum rating</source>
            <translation>{name}: una categoria senza Elo non può avere un Elo minimo</translation>
        </message>
        <message>
            <source>{name}: a prize cannot be negative</source>
            <translation>{name}: un premio non può essere negativo</translation>
        </message>
        <message>
            <source>{c!r} is not an engine.prizes.PrizeCategory</source>
            <translation>{c!r} non è una engine.prizes.PrizeCategory</translation>
        </message>
        <message>
            <source>two prize categories have the same name</source>
            <translation>due categorie di premi hanno lo stesso nome</translation>
        </message>
        <message>
            <source>{count} dates for {number_of_rounds} rounds</source>
            <translation>{count} date per {number_of_rounds} turni</translation>
        </message>
        <message>
            <source>round {r} ({when}) is before the start of the event ({start_date})</source>
            <translation>il turno {r} ({when}) è prima dell'inizio del torneo ({start_date})</translation>
        </message>
        <message>
            <source>round {r} ({when}) is after the end of the event ({end_date})</source>
            <translation>il turno {r} ({when}) è dopo la fine del torneo ({end_date})</translation>
        </message>
        <message>
            <source>round {r} ({when}) would be before round {previous} ({previous2})</source>
            <translation>il turno {r} ({when}) sarebbe prima del turno {previous} ({previous2})</translation>
        </message>
        <message>
            <source>{consequences} Confirm the update to go ahead.</source>
            <translation>{consequences} Confermare l'aggiornamento per procedere.</translation>
        </message>
        <message>
            <source>rating</source>
            <translation>Elo</translation>
        </message>
        <message>
            <source>title</source>
            <translation>titolo</translation>
        </message>
        <message>
            <source>federation</source>
            <translation>federazione</translation>
        </message>
        <message>
            <source>K factor</source>
            <translation>fattore K</translation>
        </message>
        <message>
            <source>inactive</source>
            <translation>inattivo</translation>
        </message>
        <message>
            <source>other titles</source>
            <translation>altri titoli</translation>
        </message>
        <message>
            <source>national rating</source>
            <translation>Elo nazionale</translation>
        </message>
        <message>
            <source>{field} {before} -&gt; {after}</source>
            <translation>{field} {before} -&gt; {after}</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>sì</translation>
        </message>
        <message>
            <source>no</source>
            <translation>no</translation>
        </message>
        <message>
            <source>Round {round} is already paired. C.04.2 (2026) art. 2.1 uses the ratings in force on the day the tournament starts; a later list does not change the order. Updating now changes the ratings shown and printed, the rating-based tie-breaks (ARO, TPR...) and the ratings written to the TRF for rating; the pairing numbers and the rounds already paired stay as they are.</source>
            <translation>Il turno {round} è già abbinato. C.04.2 (2026) art. 2.1 usa gli Elo in vigore il giorno in cui inizia il torneo; una lista successiva non cambia l'ordine. Aggiornare ora cambia gli Elo mostrati e stampati, gli spareggi basati sull'Elo (ARO, TPR...) e gli Elo scritti nel TRF per la variazione Elo; i numeri di abbinamento e i turni già abbinati restano come sono.</translation>
        </message>
    </context>
    <context>
        <name>DbFile</name>
        <message>
            <source>opened read-only: {reason}</source>
            <translation>aperto in sola lettura: {reason}</translation>
        </message>
        <message>
            <source>read while {reason}</source>
            <translation>letto mentre {reason}</translation>
        </message>
        <message>
            <source>the disk reported an error ({reason}), but the change is stored</source>
            <translation>il disco ha segnalato un errore ({reason}), ma la modifica è salvata</translation>
        </message>
        <message>
            <source>cannot write the copy {name}: {reason}</source>
            <translation>impossibile scrivere la copia {name}: {reason}</translation>
        </message>
        <message>
            <source>the disk is full ({detail})</source>
            <translation>il disco è pieno ({detail})</translation>
        </message>
        <message>
            <source>the disk reported an error ({detail}, {name})</source>
            <translation>il disco ha segnalato un errore ({detail}, {name})</translation>
        </message>
        <message>
            <source>the file or its drive is read-only ({detail})</source>
            <translation>il file o la sua unità è in sola lettura ({detail})</translation>
        </message>
        <message>
            <source>the file cannot be opened ({detail}): is the drive still there, may you read its folder?</source>
            <translation>impossibile aprire il file ({detail}): l'unità è ancora collegata, si può leggere la sua cartella?</translation>
        </message>
        <message>
            <source>another program is writing the file ({detail})</source>
            <translation>un altro programma sta scrivendo il file ({detail})</translation>
        </message>
        <message>
            <source>the computer is out of memory ({detail})</source>
            <translation>il computer ha esaurito la memoria ({detail})</translation>
        </message>
        <message>
            <source>{path}: no such file</source>
            <translation>{path}: file inesistente</translation>
        </message>
        <message>
            <source>{name} cannot be read ({strerror})</source>
            <translation>impossibile leggere {name} ({strerror})</translation>
        </message>
        <message>
            <source>{name} is not an Arbiter Desk tournament file (it is not an SQLite database)</source>
            <translation>{name} non è un file di torneo di Arbiter Desk (non è un database SQLite)</translation>
        </message>
        <message>
            <source>{name} is an SQLite database of another program, not an Arbiter Desk tournament file</source>
            <translation>{name} è un database SQLite di un altro programma, non un file di torneo di Arbiter Desk</translation>
        </message>
        <message>
            <source>{name} is damaged ({check}); open the latest backup copy instead</source>
            <translation>{name} è danneggiato ({check}); aprire invece l'ultima copia di backup</translation>
        </message>
        <message>
            <source>{name} is damaged and cannot be read ({exc}); open the latest backup copy</source>
            <translation>{name} è danneggiato e non può essere letto ({exc}); aprire l'ultima copia di backup</translation>
        </message>
        <message>
            <source>{name} cannot be opened: {problem}</source>
            <translation>impossibile aprire {name}: {problem}</translation>
        </message>
        <message>
            <source>cannot lock {file_name}: this drive does not support file locks ({strerror}); copy the file to a local folder</source>
            <translation>impossibile bloccare {file_name}: questa unità non supporta i blocchi dei file ({strerror}); copiare il file in una cartella locale</translation>
        </message>
        <message>
            <source>another program</source>
            <translation>un altro programma</translation>
        </message>
        <message>
            <source>{file_name} is already open in another Arbiter Desk ({holder}); close it there first</source>
            <translation>{file_name} è già aperto in un altro Arbiter Desk ({holder}); chiuderlo prima lì</translation>
        </message>
        <message>
            <source>{file_name} is already open in another Arbiter Desk ({holder})</source>
            <translation>{file_name} è già aperto in un altro Arbiter Desk ({holder})</translation>
        </message>
        <message>
            <source>could not lock {path}</source>
            <translation>impossibile bloccare {path}</translation>
        </message>
        <message>
            <source>{file_name} is on a read-only drive or in a folder where you may not write ({strerror}); copy it to a folder where you may write to change it</source>
            <translation>{file_name} è su un'unità in sola lettura o in una cartella dove non si può scrivere ({strerror}); copiarlo in una cartella dove si può scrivere per modificarlo</translation>
        </message>
        <message>
            <source>cannot lock {file_name} ({strerror}); is its folder writable?</source>
            <translation>impossibile bloccare {file_name} ({strerror}); la sua cartella è scrivibile?</translation>
        </message>
        <message>
            <source>{name} is a symbolic link, not a lock file of Arbiter Desk; it is left as it is (and so is the file it points to): delete it, then open the tournament again</source>
            <translation>{name} è un collegamento simbolico, non un file di blocco di Arbiter Desk; viene lasciato così com'è (come il file a cui punta): eliminarlo, poi riaprire il torneo</translation>
        </message>
        <message>
            <source>{name} is not a lock file of Arbiter Desk (it is a folder, a pipe or a device); it is left as it is: remove it, then open the tournament again</source>
            <translation>{name} non è un file di blocco di Arbiter Desk (è una cartella, una pipe o un dispositivo); viene lasciato com'è: rimuovetelo, poi riaprite il torneo</translation>
        </message>
        <message>
            <source>{name} was left by {owner} ({note}) and cannot be removed; the file is locked through it for this session</source>
            <translation>{name} è stato lasciato da {owner} ({note}) e non può essere rimosso; il file resta bloccato tramite esso per questa sessione</translation>
        </message>
        <message>
            <source>no note</source>
            <translation>nessuna nota</translation>
        </message>
        <message>
            <source>a stale lock left by {owner} ({note}) was removed: that program is no longer running</source>
            <translation>un blocco obsoleto lasciato da {owner} ({note}) è stato rimosso: quel programma non è più in esecuzione</translation>
        </message>
        <message>
            <source>there is no round {after_round} yet (rounds 1-{last} are paired)</source>
            <translation>non c'è ancora un turno {after_round} (i turni 1-{last} sono abbinati)</translation>
        </message>
        <message>
            <source>{name} was written by a newer Arbiter Desk (file schema {version}, this program knows up to {SCHEMA_VERSION}); please update the program</source>
            <translation>{name} è stato scritto da un Arbiter Desk più recente (schema del file {version}, questo programma conosce fino a {SCHEMA_VERSION}); aggiornare il programma</translation>
        </message>
        <message>
            <source>{name} says it has schema version {version}, which no Arbiter Desk writes (the first is 1): it is not a usable tournament file; open the latest backup copy instead</source>
            <translation>{name} indica la versione di schema {version}, che nessun Arbiter Desk scrive (la prima è 1): non è un file di torneo utilizzabile; aprite invece l'ultima copia di backup</translation>
        </message>
    </context>
    <context>
        <name>DbImport</name>
        <message>
            <source>a PDF document</source>
            <translation>un documento PDF</translation>
        </message>
        <message>
            <source>a spreadsheet or ZIP archive</source>
            <translation>un foglio di calcolo o un archivio ZIP</translation>
        </message>
        <message>
            <source>cannot read {name} ({strerror})</source>
            <translation>impossibile leggere {name} ({strerror})</translation>
        </message>
        <message>
            <source>{name} is {kind}; save {what} as CSV first</source>
            <translation>{name} è {kind}; salvare prima {what} come CSV</translation>
        </message>
        <message>
            <source>{name} is not a text file (it holds NUL bytes); export it as CSV</source>
            <translation>{name} non è un file di testo (contiene byte NUL); esportarlo come CSV</translation>
        </message>
        <message>
            <source>the file</source>
            <translation>il file</translation>
        </message>
        <message>
            <source>{name} cannot be read as CSV: {reason}</source>
            <translation>{name} non può essere letto come CSV: {reason}</translation>
        </message>
        <message>
            <source>{name} is empty</source>
            <translation>{name} è vuoto</translation>
        </message>
        <message>
            <source>the CSV file</source>
            <translation>il file CSV</translation>
        </message>
        <message>
            <source>line 1: no name column found in {header!r} (expected 'Name' or 'Surname')</source>
            <translation>riga 1: nessuna colonna del nome trovata in {header!r} (atteso 'Name' o 'Surname')</translation>
        </message>
        <message>
            <source>no name in {row!r}</source>
            <translation>nessun nome in {row!r}</translation>
        </message>
        <message>
            <source>rating {rating_text!r} is not a whole number</source>
            <translation>l'Elo {rating_text!r} non è un numero intero</translation>
        </message>
        <message>
            <source>rating {rating_text!r} is not a plausible rating</source>
            <translation>l'Elo {rating_text!r} non è un Elo plausibile</translation>
        </message>
        <message>
            <source>sex {sex!r}: use m or w (or leave it empty)</source>
            <translation>sesso {sex!r}: usare m o w (o lasciare vuoto)</translation>
        </message>
        <message>
            <source>the player list</source>
            <translation>l'elenco dei giocatori</translation>
        </message>
        <message>
            <source>line 1 of {name}: no column {columns} (a results file has the header of pairings.csv: {header})</source>
            <translation>riga 1 di {name}: nessuna colonna {columns} (un file di risultati ha l'intestazione di pairings.csv: {header})</translation>
        </message>
        <message>
            <source>line {line_num} of {name} cannot be read as CSV: {exc}</source>
            <translation>la riga {line_num} di {name} non può essere letta come CSV: {exc}</translation>
        </message>
        <message>
            <source>{field} {text!r} is not a number</source>
            <translation>{field} {text!r} non è un numero</translation>
        </message>
        <message>
            <source>FIDE id {fide_id}</source>
            <translation>ID FIDE {fide_id}</translation>
        </message>
        <message>
            <source>name</source>
            <translation>nome</translation>
        </message>
        <message>
            <source>{name} is already registered as #{number} {name2} ({why})</source>
            <translation>{name} è già iscritto come n. {number} {name2} ({why})</translation>
        </message>
        <message>
            <source>{name} is on line {line} too</source>
            <translation>{name} è anche alla riga {line}</translation>
        </message>
        <message>
            <source>the round robin now has {rounds} rounds (C.05 Annex 1 Berger table)</source>
            <translation>il girone all'italiana ha ora {rounds} turni (C.05 allegato 1, tabella di Berger)</translation>
        </message>
        <message>
            <source>{paired} rounds are paired: the new players get the next free numbers (C.04.2 art. 2.3)</source>
            <translation>{paired} turni sono abbinati: i nuovi giocatori ricevono i successivi numeri liberi (C.04.2 art. 2.3)</translation>
        </message>
        <message>
            <source>late entries after round {paired}: rounds 1-{paired} count as not paired (zero points)</source>
            <translation>iscrizioni tardive dopo il turno {paired}: i turni 1-{paired} contano come non abbinati (zero punti)</translation>
        </message>
        <message>
            <source>{count} of {total} rows cannot be imported, so nothing was added: {shown} (and {more} more)</source>
            <translation>{count} righe su {total} non possono essere importate, quindi non è stato aggiunto nulla: {shown} (e altre {more})</translation>
        </message>
        <message>
            <source>{count} of {total} rows cannot be imported, so nothing was added: {shown}</source>
            <translation>{count} righe su {total} non possono essere importate, quindi non è stato aggiunto nulla: {shown}</translation>
        </message>
        <message>
            <source>no player to import: every row has a problem</source>
            <translation>nessun giocatore da importare: ogni riga ha un problema</translation>
        </message>
        <message>
            <source>no player to import</source>
            <translation>nessun giocatore da importare</translation>
        </message>
        <message>
            <source>{count} players with the {registered} registered make {total}, more than the {most} a FIDE tournament report (TRF) can hold (a pairing number has four digits), so nothing was added</source>
            <translation>{count} giocatori con i {registered} iscritti fanno {total}, più dei {most} che un rapporto di torneo FIDE (TRF) può contenere (un numero di abbinamento ha quattro cifre), quindi non è stato aggiunto nessuno</translation>
        </message>
        <message>
            <source>no player import to undo</source>
            <translation>nessuna importazione di giocatori da annullare</translation>
        </message>
        <message>
            <source>{gone} of the {count} imported players are no longer registered; the import cannot be undone as a whole (remove the others one by one)</source>
            <translation>{gone} dei {count} giocatori importati non sono più iscritti; l'importazione non può essere annullata in blocco (rimuovere gli altri uno alla volta)</translation>
        </message>
        <message>
            <source>removing these players would change the numbers of others once round 4 is paired (C.04.2 art. 2.3); withdraw them instead</source>
            <translation>rimuovere questi giocatori cambierebbe i numeri di altri una volta abbinato il turno 4 (C.04.2 art. 2.3); ritirarli invece</translation>
        </message>
        <message>
            <source>is paired</source>
            <translation>è abbinato</translation>
        </message>
        <message>
            <source>has the pairing-allocated bye</source>
            <translation>ha il bye assegnato dall'abbinamento</translation>
        </message>
        <message>
            <source>has a requested bye</source>
            <translation>ha un bye richiesto</translation>
        </message>
        <message>
            <source>is in a prohibited pair</source>
            <translation>è in un abbinamento vietato</translation>
        </message>
        <message>
            <source>has checked in</source>
            <translation>è segnato presente</translation>
        </message>
        <message>
            <source>has paid an entry fee</source>
            <translation>ha pagato una quota d'iscrizione</translation>
        </message>
        <message>
            <source>#{number} {name} {what}; the import can no longer be undone as a whole (withdraw or remove players one by one)</source>
            <translation>n. {number} {name} {what}; l'importazione non può più essere annullata in blocco (ritirare o rimuovere i giocatori uno alla volta)</translation>
        </message>
        <message numerus="yes">
            <source>{name} holds no result to import (%n row(s) cannot be read: {problem})</source>
            <translation>
                <numerusform>{name} non contiene alcun risultato da importare (%n riga illeggibile: {problem})</numerusform>
                <numerusform>{name} non contiene alcun risultato da importare (%n righe illeggibili: {problem})</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} holds no result to import</source>
            <translation>{name} non contiene alcun risultato da importare</translation>
        </message>
        <message>
            <source>{name} holds results of rounds {rounds}; say which round to import</source>
            <translation>{name} contiene risultati dei turni {rounds}; indicare quale turno importare</translation>
        </message>
        <message numerus="yes">
            <source>round {round_number} is not paired (the file has %n paired round(s))</source>
            <translation>
                <numerusform>il turno {round_number} non è abbinato (il file ha %n turno abbinato)</numerusform>
                <numerusform>il turno {round_number} non è abbinato (il file ha %n turni abbinati)</numerusform>
            </translation>
        </message>
        <message>
            <source>round {round_number} has no board {board} ({count} boards)</source>
            <translation>il turno {round_number} non ha la scacchiera {board} ({count} scacchiere)</translation>
        </message>
        <message>
            <source>board {board} is on line {line} too</source>
            <translation>la scacchiera {board} è anche alla riga {line}</translation>
        </message>
        <message numerus="yes">
            <source>%n row(s) of {name} cannot be imported, so no result was entered: {shown} (and {more} more)</source>
            <translation>
                <numerusform>%n riga di {name} non può essere importata, quindi non è stato inserito alcun risultato: {shown} (e altre {more})</numerusform>
                <numerusform>%n righe di {name} non possono essere importate, quindi non è stato inserito alcun risultato: {shown} (e altre {more})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n row(s) of {name} cannot be imported, so no result was entered: {shown}</source>
            <translation>
                <numerusform>%n riga di {name} non può essere importata, quindi non è stato inserito alcun risultato: {shown}</numerusform>
                <numerusform>%n righe di {name} non possono essere importate, quindi non è stato inserito alcun risultato: {shown}</numerusform>
            </translation>
        </message>
        <message>
            <source>no result to enter in round {number}: the file already has every one given</source>
            <translation>nessun risultato da inserire nel turno {number}: il file ha già tutti quelli indicati</translation>
        </message>
        <message>
            <source>no results import to undo</source>
            <translation>nessuna importazione di risultati da annullare</translation>
        </message>
        <message>
            <source>round {number} board {no} is now #{white_number} - #{black_number}, not the board the import entered (the round was paired again); the import cannot be undone</source>
            <translation>turno {number}, scacchiera {no} è ora n. {white_number} - n. {black_number}, non la scacchiera inserita dall'importazione (il turno è stato abbinato di nuovo); l'importazione non può essere annullata</translation>
        </message>
        <message>
            <source>round {number} board {no} has been changed since the import (now {now}); the import cannot be undone as a whole: correct results by hand</source>
            <translation>turno {number}, scacchiera {no} è stata modificata dopo l'importazione (ora {now}); l'importazione non può essere annullata in blocco: correggere i risultati a mano</translation>
        </message>
        <message>
            <source>round {number} board {no} has been changed since the import (now no result); the import cannot be undone as a whole: correct results by hand</source>
            <translation>turno {number}, scacchiera {no} è stata modificata dopo l'importazione (ora senza risultato); l'importazione non può essere annullata in blocco: correggere i risultati a mano</translation>
        </message>
        <message>
            <source>line {line}: {message}</source>
            <translation>riga {line}: {message}</translation>
        </message>
        <message>
            <source>line 1: no team column found in {header!r} (expected 'Team')</source>
            <translation>riga 1: nessuna colonna della squadra in {header!r} (atteso 'Team')</translation>
        </message>
        <message>
            <source>no team for {name}</source>
            <translation>nessuna squadra per {name}</translation>
        </message>
        <message>
            <source>board {board!r} is not a whole number from 1</source>
            <translation>la scacchiera {board!r} non è un numero intero da 1</translation>
        </message>
        <message>
            <source>{team} has two players on board {board}</source>
            <translation>{team} ha due giocatori sulla scacchiera {board}</translation>
        </message>
        <message>
            <source>the team list</source>
            <translation>l'elenco delle squadre</translation>
        </message>
        <message>
            <source>{shown} (and {more} more)</source>
            <translation>{shown} (e altre {more})</translation>
        </message>
        <message>
            <source>team {name} is registered already, so nothing was added</source>
            <translation>la squadra {name} è già iscritta, quindi non è stato aggiunto nulla</translation>
        </message>
        <message>
            <source>no team to import</source>
            <translation>nessuna squadra da importare</translation>
        </message>
        <message>
            <source>no team import to undo</source>
            <translation>nessuna importazione di squadre da annullare</translation>
        </message>
        <message>
            <source>a team of the import is no longer registered; the import cannot be undone</source>
            <translation>una squadra dell'importazione non è più iscritta; l'importazione non si può annullare</translation>
        </message>
        <message>
            <source>{name} is paired: it can no longer be removed</source>
            <translation>{name} è abbinata: non si può più rimuovere</translation>
        </message>
    </context>
    <context>
        <name>DbLibrary</name>
        <message>
            <source>{path} cannot be written ({exc})</source>
            <translation>impossibile scrivere {path} ({exc})</translation>
        </message>
        <message>
            <source>give the national list a name (e.g. the federation and month: GER 2026-04)</source>
            <translation>dare un nome alla lista nazionale (ad esempio la federazione e il mese: GER 2026-04)</translation>
        </message>
        <message>
            <source>{name} holds no player</source>
            <translation>{name} non contiene alcun giocatore</translation>
        </message>
        <message>
            <source>national ID {nid} is listed twice (first on line {seen})</source>
            <translation>l'ID nazionale {nid} compare due volte (la prima alla riga {seen})</translation>
        </message>
        <message>
            <source>the library has no national list {list_name!r}</source>
            <translation>l'archivio giocatori non ha una lista nazionale {list_name!r}</translation>
        </message>
        <message>
            <source>Stored {count:,} players</source>
            <translation>{count:,} giocatori salvati</translation>
        </message>
        <message>
            <source>a saved mapping needs a name</source>
            <translation>una corrispondenza salvata ha bisogno di un nome</translation>
        </message>
        <message>
            <source>there is no import {import_id}</source>
            <translation>non esiste l'importazione {import_id}</translation>
        </message>
        <message>
            <source>a later import has replaced this one; it can no longer be undone or redone</source>
            <translation>un'importazione successiva ha sostituito questa; non può più essere annullata né ripristinata</translation>
        </message>
        <message>
            <source>this import is already undone</source>
            <translation>questa importazione è già annullata</translation>
        </message>
        <message>
            <source>this import is in force</source>
            <translation>questa importazione è in vigore</translation>
        </message>
        <message>
            <source>the FIDE list file {target} is missing; import the list again</source>
            <translation>il file della lista FIDE {target} manca; importare di nuovo la lista</translation>
        </message>
        <message>
            <source>line {line_number}: {reason}</source>
            <translation>riga {line_number}: {reason}</translation>
        </message>
        <message>
            <source>import cancelled; the library is unchanged</source>
            <translation>importazione annullata; l'archivio giocatori è invariato</translation>
        </message>
        <message>
            <source>{name} is empty</source>
            <translation>{name} è vuoto</translation>
        </message>
        <message>
            <source>a line holds something else than digits where numbers belong</source>
            <translation>una riga contiene altro che cifre dove devono esserci numeri</translation>
        </message>
        <message>
            <source>a player cannot be read ({reason})</source>
            <translation>impossibile leggere un giocatore ({reason})</translation>
        </message>
        <message>
            <source>Reading {name}</source>
            <translation>Lettura di {name}</translation>
        </message>
        <message>
            <source>FIDE ID {fid} is listed twice</source>
            <translation>l'ID FIDE {fid} compare due volte</translation>
        </message>
        <message>
            <source>the list cannot be stored ({exc})</source>
            <translation>impossibile salvare la lista ({exc})</translation>
        </message>
        <message>
            <source>Read {count:,} players</source>
            <translation>{count:,} giocatori letti</translation>
        </message>
        <message>
            <source>Indexing {count:,} players for searching</source>
            <translation>Indicizzazione di {count:,} giocatori per la ricerca</translation>
        </message>
        <message>
            <source>FIDE ID</source>
            <translation>ID FIDE</translation>
        </message>
        <message>
            <source>standard rating</source>
            <translation>Elo standard</translation>
        </message>
        <message>
            <source>standard games</source>
            <translation>partite standard</translation>
        </message>
        <message>
            <source>standard K factor</source>
            <translation>fattore K standard</translation>
        </message>
        <message>
            <source>rapid rating</source>
            <translation>Elo rapid</translation>
        </message>
        <message>
            <source>rapid games</source>
            <translation>partite rapid</translation>
        </message>
        <message>
            <source>rapid K factor</source>
            <translation>fattore K rapid</translation>
        </message>
        <message>
            <source>blitz rating</source>
            <translation>Elo blitz</translation>
        </message>
        <message>
            <source>blitz games</source>
            <translation>partite blitz</translation>
        </message>
        <message>
            <source>blitz K factor</source>
            <translation>fattore K blitz</translation>
        </message>
        <message>
            <source>birth year</source>
            <translation>anno di nascita</translation>
        </message>
        <message>
            <source>this is not a FIDE rating list: its first line should be the header 'ID Number  Name  Fed Sex Tit ...'</source>
            <translation>questa non è una lista Elo FIDE: la sua prima riga dovrebbe essere l'intestazione 'ID Number  Name  Fed Sex Tit ...'</translation>
        </message>
        <message>
            <source>no FIDE ID</source>
            <translation>nessun ID FIDE</translation>
        </message>
        <message>
            <source>FIDE ID {fide_id!r} is not a number</source>
            <translation>l'ID FIDE {fide_id!r} non è un numero</translation>
        </message>
        <message>
            <source>the player has no name</source>
            <translation>il giocatore non ha un nome</translation>
        </message>
        <message>
            <source>federation {federation!r} is not a 3-letter code (is the line cut or shifted?)</source>
            <translation>la federazione {federation!r} non è un codice di 3 lettere (la riga è tagliata o spostata?)</translation>
        </message>
        <message>
            <source>sex {sex!r} is not M or F</source>
            <translation>il sesso {sex!r} non è né M né F</translation>
        </message>
        <message>
            <source>{field} {value!r} is not a number</source>
            <translation>{field} {value!r} non è un numero</translation>
        </message>
        <message>
            <source>this is not a FIDE XML rating list (no &lt;playerslist&gt; element)</source>
            <translation>questa non è una lista Elo FIDE in XML (nessun elemento &lt;playerslist&gt;)</translation>
        </message>
        <message>
            <source>the XML list has no complete &lt;player&gt; element</source>
            <translation>la lista XML non ha alcun elemento &lt;player&gt; completo</translation>
        </message>
        <message>
            <source>a &lt;player&gt; needs &lt;fideid&gt; and &lt;name&gt;</source>
            <translation>un &lt;player&gt; ha bisogno di &lt;fideid&gt; e &lt;name&gt;</translation>
        </message>
        <message>
            <source>no &lt;/player&gt; in more than {limit} characters: the file is damaged or not a rating list</source>
            <translation>nessun &lt;/player&gt; in più di {limit} caratteri: il file è danneggiato o non è una lista Elo</translation>
        </message>
        <message>
            <source>this &lt;player&gt; element is not closed (the file is damaged)</source>
            <translation>questo elemento &lt;player&gt; non è chiuso (il file è danneggiato)</translation>
        </message>
        <message>
            <source>unreadable text in a &lt;player&gt; element: {leftover!r}</source>
            <translation>testo illeggibile in un elemento &lt;player&gt;: {leftover!r}</translation>
        </message>
        <message>
            <source>a &lt;player&gt; element without &lt;fideid&gt;</source>
            <translation>un elemento &lt;player&gt; senza &lt;fideid&gt;</translation>
        </message>
        <message>
            <source>the list ends in the middle of a &lt;player&gt; element: the file is incomplete (download it again)</source>
            <translation>la lista finisce a metà di un elemento &lt;player&gt;: il file è incompleto (scaricarlo di nuovo)</translation>
        </message>
        <message>
            <source>the list ends without &lt;/playerslist&gt;: the file is incomplete (download it again)</source>
            <translation>la lista finisce senza &lt;/playerslist&gt;: il file è incompleto (scaricarlo di nuovo)</translation>
        </message>
        <message>
            <source>Name (Surname, First name)</source>
            <translation>Nome (Cognome, Nome)</translation>
        </message>
        <message>
            <source>Surname</source>
            <translation>Cognome</translation>
        </message>
        <message>
            <source>First name</source>
            <translation>Nome di battesimo</translation>
        </message>
        <message>
            <source>National ID</source>
            <translation>ID nazionale</translation>
        </message>
        <message>
            <source>National rating</source>
            <translation>Elo nazionale</translation>
        </message>
        <message>
            <source>Federation</source>
            <translation>Federazione</translation>
        </message>
        <message>
            <source>Sex</source>
            <translation>Sesso</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>Titolo</translation>
        </message>
        <message>
            <source>Birth (year or date)</source>
            <translation>Nascita (anno o data)</translation>
        </message>
        <message>
            <source>Club</source>
            <translation>Circolo</translation>
        </message>
        <message>
            <source>City</source>
            <translation>Città</translation>
        </message>
        <message>
            <source>comma</source>
            <translation>virgola</translation>
        </message>
        <message>
            <source>semicolon</source>
            <translation>punto e virgola</translation>
        </message>
        <message>
            <source>tab</source>
            <translation>tabulazione</translation>
        </message>
        <message>
            <source>vertical bar</source>
            <translation>barra verticale</translation>
        </message>
        <message>
            <source>unknown field(s) in the mapping: {fields}</source>
            <translation>campo/i sconosciuto/i nella corrispondenza: {fields}</translation>
        </message>
        <message>
            <source>map a column to the name (or to the surname) first</source>
            <translation>associare prima una colonna al nome (o al cognome)</translation>
        </message>
        <message>
            <source>{name} holds {size} MB, more than the {limit} MB a national list may have</source>
            <translation>{name} occupa {size} MB, più dei {limit} MB che una lista nazionale può avere</translation>
        </message>
        <message>
            <source>{path}: {strerror}</source>
            <translation>{path}: {strerror}</translation>
        </message>
        <message>
            <source>the file cannot be read as a list ({exc})</source>
            <translation>il file non può essere letto come lista ({exc})</translation>
        </message>
        <message>
            <source>{what} {value!r} is not a number</source>
            <translation>{what} {value!r} non è un numero</translation>
        </message>
        <message>
            <source>no name in this line</source>
            <translation>nessun nome in questa riga</translation>
        </message>
        <message>
            <source>birth {birth_text!r} holds no year</source>
            <translation>la nascita {birth_text!r} non contiene un anno</translation>
        </message>
        <message>
            <source>federation {federation!r} is not a 3-letter code</source>
            <translation>la federazione {federation!r} non è un codice di 3 lettere</translation>
        </message>
        <message>
            <source>{name} holds {size} MB, more than the {limit} MB a rating list may have; this is not a rating list</source>
            <translation>{name} occupa {size} MB, più dei {limit} MB che una lista Elo può avere; non è una lista Elo</translation>
        </message>
        <message>
            <source>{name} would expand from {packed} MB to {size} MB (more than {ratio} times): this is not a rating list, it is refused unread</source>
            <translation>{name} passerebbe da {packed} MB a {size} MB una volta decompresso (più di {ratio} volte): non è una lista Elo, viene rifiutato senza leggerlo</translation>
        </message>
        <message>
            <source>{name} is damaged ({exc}); download it again</source>
            <translation>{name} è danneggiato ({exc}); scaricarlo di nuovo</translation>
        </message>
        <message>
            <source>{path} is a folder: give the list file in it (a .txt, .xml or .zip)</source>
            <translation>{path} è una cartella: indicare il file della lista al suo interno (un .txt, .xml o .zip)</translation>
        </message>
        <message>
            <source>{path}: no such file</source>
            <translation>{path}: file inesistente</translation>
        </message>
        <message>
            <source>{name} is a damaged zip file ({exc}); download it again</source>
            <translation>{name} è un file zip danneggiato ({exc}); scaricarlo di nuovo</translation>
        </message>
        <message>
            <source>{name} is an empty zip file</source>
            <translation>{name} è un file zip vuoto</translation>
        </message>
        <message>
            <source>the list declares the encoding {name!r}, which is not a text encoding it can be written in; save it as UTF-8</source>
            <translation>la lista dichiara la codifica {name!r}, che non è una codifica di testo in cui possa essere scritta; salvatela in UTF-8</translation>
        </message>
        <message>
            <source>a line longer than {limit} MB: this is not a rating list (or its lines were joined)</source>
            <translation>una riga più lunga di {limit} MB: non è una lista Elo (o le sue righe sono state unite)</translation>
        </message>
        <message>
            <source>{path} cannot be opened as a player library ({exc})</source>
            <translation>{path} non può essere aperto come archivio giocatori ({exc})</translation>
        </message>
        <message>
            <source>{path} is not an Arbiter Desk player library</source>
            <translation>{path} non è un archivio giocatori di Arbiter Desk</translation>
        </message>
        <message>
            <source>{path} was written by a newer Arbiter Desk; please update the program</source>
            <translation>{path} è stato scritto da un Arbiter Desk più recente; aggiornare il programma</translation>
        </message>
        <message>
            <source>the FIDE list of the library ({current}) is missing beside {name}; import the list again</source>
            <translation>la lista FIDE dell'archivio giocatori ({current}) manca accanto a {name}; importare di nuovo la lista</translation>
        </message>
        <message>
            <source>{path} is not a usable player library ({exc})</source>
            <translation>{path} non è un archivio giocatori utilizzabile ({exc})</translation>
        </message>
        <message>
            <source>there is no earlier state of the library to go back to</source>
            <translation>non c'è uno stato precedente dell'archivio giocatori a cui tornare</translation>
        </message>
        <message>
            <source>the FIDE list of the library ({current}) is missing; import it again</source>
            <translation>la lista FIDE dell'archivio giocatori ({current}) manca; importarla di nuovo</translation>
        </message>
        <message>
            <source>FIDE combined (standard, rapid, blitz) list, {format}</source>
            <translation>lista FIDE combinata (standard, rapid, blitz), {format}</translation>
        </message>
        <message>
            <source>FIDE standard list, {format}</source>
            <translation>lista FIDE standard, {format}</translation>
        </message>
        <message>
            <source>FIDE rapid list, {format}</source>
            <translation>lista FIDE rapid, {format}</translation>
        </message>
        <message>
            <source>FIDE blitz list, {format}</source>
            <translation>lista FIDE blitz, {format}</translation>
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
            <translation>{p}: file inesistente</translation>
        </message>
        <message>
            <source>{name} is read-only (or its folder or drive is); copy it to a folder where you may write to change it</source>
            <translation>{name} è in sola lettura (o lo è la sua cartella o unità); copiarlo in una cartella dove si può scrivere per modificarlo</translation>
        </message>
        <message>
            <source>{name} has no event data; it is not a usable tournament file</source>
            <translation>{name} non ha dati del torneo; non è un file di torneo utilizzabile</translation>
        </message>
        <message>
            <source>{name} cannot be opened ({strerror})</source>
            <translation>impossibile aprire {name} ({strerror})</translation>
        </message>
        <message>
            <source>{name} was not closed properly and {name2} beside it holds part of its data; it can only be read where it can be written: copy both files to a folder where you may write</source>
            <translation>{name} non è stato chiuso correttamente e {name2} accanto contiene parte dei suoi dati; può essere letto solo dove può essere scritto: copiare entrambi i file in una cartella dove si può scrivere</translation>
        </message>
        <message>
            <source>{name} was written by an older Arbiter Desk (schema {version}) and can only be read once it is brought up to date: copy it to a folder where you may write and open it there</source>
            <translation>{name} è stato scritto da un Arbiter Desk più vecchio (schema {version}) e può essere letto solo dopo essere stato aggiornato: copiarlo in una cartella dove si può scrivere e aprirlo lì</translation>
        </message>
        <message>
            <source>{name} is not an Arbiter Desk tournament file</source>
            <translation>{name} non è un file di torneo di Arbiter Desk</translation>
        </message>
        <message>
            <source>cannot read {name} ({strerror})</source>
            <translation>impossibile leggere {name} ({strerror})</translation>
        </message>
        <message>
            <source>{p} already exists; choose another name</source>
            <translation>{p} esiste già; scegliere un altro nome</translation>
        </message>
        <message>
            <source>{name} was not created: {name2} could not be merged into it</source>
            <translation>{name} non è stato creato: non è stato possibile unirvi {name2}</translation>
        </message>
        <message>
            <source>{name} was not created: cannot move it into place ({strerror})</source>
            <translation>{name} non è stato creato: impossibile spostarlo al suo posto ({strerror})</translation>
        </message>
        <message>
            <source>cannot remove the leftover {name} ({strerror})</source>
            <translation>impossibile rimuovere il residuo {name} ({strerror})</translation>
        </message>
        <message>
            <source>{name} was not replaced: it could not be copied to its backups first ({exc})</source>
            <translation>{name} non è stato sostituito: non è stato possibile copiarlo prima nei suoi backup ({exc})</translation>
        </message>
        <message>
            <source>{name} was not replaced: cannot remove {name2} ({strerror})</source>
            <translation>{name} non è stato sostituito: impossibile rimuovere {name2} ({strerror})</translation>
        </message>
        <message>
            <source>{name} is closed</source>
            <translation>{name} è chiuso</translation>
        </message>
        <message>
            <source>{name} is open read-only; nothing can be changed in it</source>
            <translation>{name} è aperto in sola lettura; non vi si può cambiare nulla</translation>
        </message>
        <message>
            <source>not stored: {reason}</source>
            <translation>non salvato: {reason}</translation>
        </message>
        <message>
            <source>the disk failed while the change was being stored ({reason}) and the file cannot be read back now to tell whether it is stored: check the drive, then open the file again</source>
            <translation>il disco si è guastato mentre la modifica veniva salvata ({reason}) e ora il file non può essere riletto per sapere se è salvata: controllare l'unità, poi riaprire il file</translation>
        </message>
        <message>
            <source>Round {round} was paired by {system}; the bracket-by-bracket account is written for the Dutch System only.</source>
            <translation>Il turno {round} è stato abbinato secondo {system}; il resoconto gruppo per gruppo esiste solo per il sistema olandese.</translation>
        </message>
        <message>
            <source>Its pairing is the engine's: it breaks no article.</source>
            <translation>Il suo abbinamento è quello del motore: non viola alcun articolo.</translation>
        </message>
        <message>
            <source>a schedule of every round</source>
            <translation>un calendario di tutti i turni</translation>
        </message>
        <message>
            <source>Preparing the next round</source>
            <translation>Preparazione del turno successivo</translation>
        </message>
        <message>
            <source>Preparing the last match again</source>
            <translation>Nuova preparazione dell'ultimo match</translation>
        </message>
        <message>
            <source>Pairing round {number}</source>
            <translation>Abbinamento del turno {number}</translation>
        </message>
        <message>
            <source>Storing round {number}</source>
            <translation>Salvataggio del turno {number}</translation>
        </message>
        <message>
            <source>Round {round} is a round of team matches: how it was paired is explained for the individual systems only.</source>
            <translation>Il turno {round} è un turno di incontri a squadre: come è stato abbinato si spiega solo per i sistemi individuali.</translation>
        </message>
        <message>
            <source>The checker finds nothing about this board's players.</source>
            <translation>Il verificatore non trova nulla che riguardi i giocatori di questa scacchiera.</translation>
        </message>
        <message>
            <source>Reading the Berger table</source>
            <translation>Lettura della tabella di Berger</translation>
        </message>
        <message>
            <source>Stored round {first}</source>
            <translation>Turno {first} salvato</translation>
        </message>
        <message>
            <source>Stored rounds {first}-{last}</source>
            <translation>Turni {first}-{last} salvati</translation>
        </message>
        <message>
            <source>the last round cannot be re-paired</source>
            <translation>l'ultimo turno non può essere abbinato di nuovo</translation>
        </message>
        <message>
            <source>This event's team matches are paired by the Berger tables: the check judges the rounds of the Swiss Team Pairing System (C.04.6) only.</source>
            <translation>Gli incontri a squadre di questo torneo sono abbinati con le tabelle di Berger: il controllo giudica solo i turni del sistema svizzero a squadre (C.04.6).</translation>
        </message>
        <message>
            <source>Round {round} is a round of team matches: the warnings name the rules of the individual systems; the check (arbiter check) judges the team matches.</source>
            <translation>Il turno {round} è un turno di incontri a squadre: gli avvisi nominano le regole dei sistemi individuali; il controllo (arbiter check) giudica gli incontri a squadre.</translation>
        </message>
        <message>
            <source>Preparing the last round again</source>
            <translation>Nuova preparazione dell'ultimo turno</translation>
        </message>
        <message>
            <source>the pairing cannot be set by hand</source>
            <translation>l'abbinamento non può essere impostato a mano</translation>
        </message>
        <message>
            <source>the tournament kept changing while the pairing of round {round_number} was being checked; try again</source>
            <translation>il torneo ha continuato a cambiare mentre si controllava l'abbinamento del turno {round_number}; riprovare</translation>
        </message>
        <message>
            <source>{target} already exists; choose another name</source>
            <translation>{target} esiste già; scegliere un altro nome</translation>
        </message>
        <message>
            <source>refused by the rules of the tournament file: {orig}</source>
            <translation>rifiutato dalle regole del file di torneo: {orig}</translation>
        </message>
        <message>
            <source>{name} is damaged ({orig}); open the latest backup copy</source>
            <translation>{name} è danneggiato ({orig}); aprire l'ultima copia di backup</translation>
        </message>
        <message>
            <source>{name} cannot be used: {problem}</source>
            <translation>{name} non può essere usato: {problem}</translation>
        </message>
        <message>
            <source>{name} is damaged ({exc}); open the latest backup copy</source>
            <translation>{name} è danneggiato ({exc}); aprire l'ultima copia di backup</translation>
        </message>
        <message>
            <source>{name} cannot be used ({doing}): {problem}</source>
            <translation>{name} non può essere usato ({doing}): {problem}</translation>
        </message>
        <message>
            <source>the file has no event data</source>
            <translation>il file non ha dati del torneo</translation>
        </message>
        <message>
            <source>{what}: the acceleration is decided before round 1 (C.04.7 art. 1.2), and round 1 is already paired</source>
            <translation>{what}: l'accelerazione si decide prima del turno 1 (C.04.7 art. 1.2), e il turno 1 è già abbinato</translation>
        </message>
        <message>
            <source>{what}: the acceleration is decided before round 1 (C.04.7 art. 1.2), and rounds 1-{paired} are already paired</source>
            <translation>{what}: l'accelerazione si decide prima del turno 1 (C.04.7 art. 1.2), e i turni 1-{paired} sono già abbinati</translation>
        </message>
        <message>
            <source>Baku acceleration edition {edition!r}: use one of {editions}</source>
            <translation>edizione dell'accelerazione di Baku {edition!r}: usarne una tra {editions}</translation>
        </message>
        <message>
            <source>Baku acceleration cannot be applied</source>
            <translation>l'accelerazione di Baku non può essere applicata</translation>
        </message>
        <message>
            <source>Baku acceleration needs the players registered first</source>
            <translation>l'accelerazione di Baku richiede prima i giocatori iscritti</translation>
        </message>
        <message>
            <source>the acceleration cannot be removed</source>
            <translation>l'accelerazione non può essere rimossa</translation>
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
            <source>the federation</source>
            <translation>la federazione</translation>
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
        <message>
            <source>the tournament needs a name</source>
            <translation>il torneo ha bisogno di un nome</translation>
        </message>
        <message>
            <source>number of rounds must be 1 to {MAX_ROUNDS}, not {number_of_rounds}</source>
            <translation>il numero di turni deve essere da 1 a {MAX_ROUNDS}, non {number_of_rounds}</translation>
        </message>
        <message>
            <source>{paired_rounds} rounds are already paired; the event cannot have only {number_of_rounds}</source>
            <translation>{paired_rounds} turni sono già abbinati; il torneo non può averne solo {number_of_rounds}</translation>
        </message>
        <message>
            <source>the initial colour must be white, black or not stated (None)</source>
            <translation>il colore iniziale deve essere bianco, nero o non indicato (None)</translation>
        </message>
        <message>
            <source>the event ends ({end_date}) before it starts ({start_date})</source>
            <translation>il torneo finisce ({end_date}) prima di iniziare ({start_date})</translation>
        </message>
        <message>
            <source>{count} round dates given for {number_of_rounds} rounds</source>
            <translation>{count} date di turno indicate per {number_of_rounds} turni</translation>
        </message>
        <message>
            <source>federation {federation!r}: use the 3-letter FIDE code</source>
            <translation>federazione {federation!r}: usare il codice FIDE di 3 lettere</translation>
        </message>
        <message>
            <source>{language!r} is not a language of Arbiter Desk: the documents can be in {languages}, or in the language of the program that prints them (empty)</source>
            <translation>{language!r} non è una lingua di Arbiter Desk: i documenti possono essere in {languages}, oppure nella lingua del programma che li stampa (vuoto)</translation>
        </message>
        <message>
            <source>the initial colour cannot change once round 1 is paired (C.04.3 art. 5)</source>
            <translation>il colore iniziale non può cambiare una volta abbinato il turno 1 (C.04.3 art. 5)</translation>
        </message>
        <message>
            <source>the pairing system cannot change once round 1 is paired</source>
            <translation>il sistema di abbinamento non può cambiare una volta abbinato il turno 1</translation>
        </message>
        <message>
            <source>the pairing rules cannot change from {old} to {new}: round 1 is already paired under the {old} text; confirm the change to pair the next rounds under the {new} text</source>
            <translation>le regole di abbinamento non possono passare da {old} a {new}: il turno 1 è già abbinato secondo il testo {old}; confermare il cambio per abbinare i turni successivi secondo il testo {new}</translation>
        </message>
        <message>
            <source>the pairing rules cannot change from {old} to {new}: rounds 1-{paired} are already paired under the {old} text; confirm the change to pair the next rounds under the {new} text</source>
            <translation>le regole di abbinamento non possono passare da {old} a {new}: i turni 1-{paired} sono già abbinati secondo il testo {old}; confermare il cambio per abbinare i turni successivi secondo il testo {new}</translation>
        </message>
        <message>
            <source>{a!r} is not an engine.model.Acceleration</source>
            <translation>{a!r} non è una engine.model.Acceleration</translation>
        </message>
        <message>
            <source>acceleration rounds {first_round}-{last_round} are not within 1-{number_of_rounds}</source>
            <translation>i turni di accelerazione {first_round}-{last_round} non sono entro 1-{number_of_rounds}</translation>
        </message>
        <message>
            <source>acceleration players {first_player}-{last_player}: not a range of TPNs</source>
            <translation>giocatori dell'accelerazione {first_player}-{last_player}: non è un intervallo di numeri di abbinamento</translation>
        </message>
        <message>
            <source>acceleration of {points} points: must not be negative</source>
            <translation>accelerazione di {points} punti: non deve essere negativa</translation>
        </message>
        <message>
            <source>a player needs a name</source>
            <translation>un giocatore ha bisogno di un nome</translation>
        </message>
        <message>
            <source>name {name!r} is longer than the {TRF_NAME_LIMIT} characters TRF allows: {cut!r} would be cut (register it as {kept!r})</source>
            <translation>il nome {name!r} supera i {TRF_NAME_LIMIT} caratteri consentiti dal TRF: {cut!r} verrebbe tagliato (iscriverlo come {kept!r})</translation>
        </message>
        <message>
            <source>rating {rating} is not a plausible rating (0 to 4000)</source>
            <translation>l'Elo {rating} non è un Elo plausibile (da 0 a 4000)</translation>
        </message>
        <message>
            <source>title {title!r}: use the FIDE abbreviation (GM, IM, WFM, ...)</source>
            <translation>titolo {title!r}: usare l'abbreviazione FIDE (GM, IM, WFM, ...)</translation>
        </message>
        <message>
            <source>FIDE id {fide_id!r} must be digits only</source>
            <translation>l'ID FIDE {fide_id!r} deve contenere solo cifre</translation>
        </message>
        <message>
            <source>FIDE id {fide_id!r} is longer than TRF allows (11 digits)</source>
            <translation>l'ID FIDE {fide_id!r} è più lungo di quanto consente il TRF (11 cifre)</translation>
        </message>
        <message>
            <source>birth date {birth_date!r}: write it as YYYY/MM/DD</source>
            <translation>data di nascita {birth_date!r}: scriverla come AAAA/MM/GG</translation>
        </message>
        <message>
            <source>sex {sex!r} must be an engine.model.Sex</source>
            <translation>il sesso {sex!r} deve essere un engine.model.Sex</translation>
        </message>
        <message>
            <source>national rating {national_rating} is not a plausible rating (0 to 4000)</source>
            <translation>l'Elo nazionale {national_rating} non è un Elo plausibile (da 0 a 4000)</translation>
        </message>
        <message>
            <source>national ID {national_id!r} is longer than 20 characters</source>
            <translation>l'ID nazionale {national_id!r} supera i 20 caratteri</translation>
        </message>
        <message>
            <source>there is no player with id {player_id}</source>
            <translation>non c'è un giocatore con id {player_id}</translation>
        </message>
        <message>
            <source>there is no player with pairing number {number}</source>
            <translation>non c'è un giocatore con il numero di abbinamento {number}</translation>
        </message>
        <message numerus="yes">
            <source>{what}: this round robin's Berger table is fixed by its players once round 1 is paired (%n round(s) are); delete the rounds first</source>
            <translation>
                <numerusform>{what}: la tabella di Berger di questo girone all'italiana è fissata dai suoi giocatori una volta abbinato il turno 1 (%n turno lo è); eliminare prima i turni</numerusform>
                <numerusform>{what}: la tabella di Berger di questo girone all'italiana è fissata dai suoi giocatori una volta abbinato il turno 1 (%n turni lo sono); eliminare prima i turni</numerusform>
            </translation>
        </message>
        <message>
            <source>K must be 10, 20 or 40 (B.02 8.3.3), not {k_factor}</source>
            <translation>K deve essere 10, 20 o 40 (B.02 8.3.3), non {k_factor}</translation>
        </message>
        <message>
            <source>{name} cannot join</source>
            <translation>{name} non può unirsi</translation>
        </message>
        <message>
            <source>{name} cannot be registered: the event already has {count} players, the most a FIDE tournament report (TRF) can hold (a pairing number has four digits)</source>
            <translation>{name} non può essere iscritto: il torneo ha già {count} giocatori, il massimo che un rapporto di torneo FIDE (TRF) può contenere (un numero di abbinamento ha quattro cifre)</translation>
        </message>
        <message>
            <source>a player with FIDE id {fide_id} is already registered: {name} (no. {number})</source>
            <translation>un giocatore con ID FIDE {fide_id} è già iscritto: {name} (n. {number})</translation>
        </message>
        <message>
            <source>{paired} rounds are paired: pairing numbers can no longer be re-sorted (C.04.2 art. 2.3), so {name} gets the next free number {number}</source>
            <translation>{paired} turni sono abbinati: i numeri di abbinamento non possono più essere riordinati (C.04.2 art. 2.3), quindi {name} riceve il successivo numero libero {number}</translation>
        </message>
        <message>
            <source>late entry after round {paired}: rounds 1-{paired} count as not paired (zero points)</source>
            <translation>iscrizione tardiva dopo il turno {paired}: i turni 1-{paired} contano come non abbinati (zero punti)</translation>
        </message>
        <message>
            <source>{name} joins the restriction {reason!r} (prohibited pairings)</source>
            <translation>{name} entra nella restrizione {reason!r} (abbinamenti vietati)</translation>
        </message>
        <message>
            <source>the round robin now has {rounds} rounds (C.05 Annex 1 Berger table)</source>
            <translation>il girone all'italiana ha ora {rounds} turni (C.05 allegato 1, tabella di Berger)</translation>
        </message>
        <message>
            <source>FIDE id {fide_id} already belongs to {name} (#{number})</source>
            <translation>l'ID FIDE {fide_id} appartiene già a {name} (n. {number})</translation>
        </message>
        <message>
            <source>pairing numbers cannot be sorted again</source>
            <translation>i numeri di abbinamento non possono essere riordinati di nuovo</translation>
        </message>
        <message>
            <source>{paired} rounds are paired: pairing numbers may not change after round 4 is paired (C.04.2 art. 2.3)</source>
            <translation>{paired} turni sono abbinati: i numeri di abbinamento non possono cambiare dopo l'abbinamento del turno 4 (C.04.2 art. 2.3)</translation>
        </message>
        <message>
            <source>{name} cannot be removed</source>
            <translation>{name} non può essere rimosso</translation>
        </message>
        <message>
            <source>{name} is paired in round {played}; a player who took part can only be withdrawn</source>
            <translation>{name} è abbinato nel turno {played}; un giocatore che ha partecipato può solo essere ritirato</translation>
        </message>
        <message>
            <source>removing #{number} would change the pairing numbers after it once round 4 is paired (C.04.2 art. 2.3); withdraw the player instead</source>
            <translation>rimuovere il n. {number} cambierebbe i numeri di abbinamento successivi una volta abbinato il turno 4 (C.04.2 art. 2.3); ritirare invece il giocatore</translation>
        </message>
        <message>
            <source>{name} has paid an entry fee (receipt {receipt}); withdraw the player instead</source>
            <translation>{name} ha pagato una quota d'iscrizione (ricevuta {receipt}); ritirare invece il giocatore</translation>
        </message>
        <message>
            <source>round {start} does not exist (the event has {rounds} rounds)</source>
            <translation>il turno {start} non esiste (il torneo ha {rounds} turni)</translation>
        </message>
        <message>
            <source>all {rounds} rounds are paired; there is no round left to withdraw from</source>
            <translation>tutti i {rounds} turni sono abbinati; non resta alcun turno da cui ritirare</translation>
        </message>
        <message>
            <source>{name} is paired in round {later}; enter a forfeit there or delete that round before withdrawing from round {start}</source>
            <translation>{name} è abbinato nel turno {later}; inserire lì un forfait o eliminare quel turno prima di ritirarlo dal turno {start}</translation>
        </message>
        <message>
            <source>{name} is not withdrawn</source>
            <translation>{name} non è ritirato</translation>
        </message>
        <message>
            <source>bye kind {kind!r} must be half, zero or full</source>
            <translation>il tipo di bye {kind!r} deve essere half, zero o full</translation>
        </message>
        <message>
            <source>a round robin has no requested byes: every player plays the games of the Berger table, and a game not played is a forfeit (enter it as a result, or withdraw the player)</source>
            <translation>un girone all'italiana non ha bye richiesti: ogni giocatore gioca le partite della tabella di Berger, e una partita non giocata è un forfait (inserirla come risultato, o ritirare il giocatore)</translation>
        </message>
        <message>
            <source>round {round_number} does not exist (the event has {number_of_rounds} rounds)</source>
            <translation>il turno {round_number} non esiste (il torneo ha {number_of_rounds} turni)</translation>
        </message>
        <message>
            <source>{name} is withdrawn from round {withdrawn_from_round} on</source>
            <translation>{name} è ritirato dal turno {withdrawn_from_round}</translation>
        </message>
        <message>
            <source>{name} is already paired in round {round_number}; a bye cannot replace a pairing</source>
            <translation>{name} è già abbinato nel turno {round_number}; un bye non può sostituire un abbinamento</translation>
        </message>
        <message>
            <source>player {player_id} has no bye in round {round_number}</source>
            <translation>il giocatore {player_id} non ha un bye nel turno {round_number}</translation>
        </message>
        <message>
            <source>a prohibited pairing needs at least two different players</source>
            <translation>un abbinamento vietato richiede almeno due giocatori diversi</translation>
        </message>
        <message>
            <source>rounds {first_round}-{last_round}: the last round comes before the first</source>
            <translation>turni {first_round}-{last_round}: l'ultimo turno viene prima del primo</translation>
        </message>
        <message>
            <source>rounds are numbered from 1</source>
            <translation>i turni sono numerati da 1</translation>
        </message>
        <message>
            <source>there is no prohibited pairing with id {pair_id}</source>
            <translation>non c'è un abbinamento vietato con id {pair_id}</translation>
        </message>
        <message>
            <source>{name} (no. {number}) was changed after the ratings were compared; compare again</source>
            <translation>{name} (n. {number}) è stato modificato dopo il confronto degli Elo; confrontare di nuovo</translation>
        </message>
        <message>
            <source>the restriction must end in a round from 1 to {rounds}, not {last_round}</source>
            <translation>la restrizione deve finire in un turno da 1 a {rounds}, non {last_round}</translation>
        </message>
        <message>
            <source>rounds 1-{last_round} are already paired: the restriction would change nothing</source>
            <translation>i turni 1-{last_round} sono già abbinati: la restrizione non cambierebbe nulla</translation>
        </message>
        <message>
            <source>{reason}: {count} of {count2} players; they cannot all be paired outside their group, so rounds 1-{last_round} may have no legal pairing</source>
            <translation>{reason}: {count} giocatori su {count2}; non possono essere tutti abbinati fuori dal loro gruppo, quindi i turni 1-{last_round} potrebbero non avere un abbinamento regolare</translation>
        </message>
        <message>
            <source>no two players share a club: there is nothing to restrict (fill in the players' clubs first)</source>
            <translation>non ci sono due giocatori dello stesso circolo: non c'è nulla da limitare (compilare prima i circoli dei giocatori)</translation>
        </message>
        <message>
            <source>no two players share a federation: there is nothing to restrict</source>
            <translation>non ci sono due giocatori della stessa federazione: non c'è nulla da limitare</translation>
        </message>
        <message>
            <source>there is no club restriction</source>
            <translation>non c'è una restrizione per circolo</translation>
        </message>
        <message>
            <source>there is no federation restriction</source>
            <translation>non c'è una restrizione per federazione</translation>
        </message>
        <message>
            <source>{what} is for round robins; this event is a Swiss (Dutch system)</source>
            <translation>{what} è per i gironi all'italiana; questo torneo è uno svizzero (sistema olandese)</translation>
        </message>
        <message>
            <source>round {number} cannot be paired: {exc}</source>
            <translation>il turno {number} non può essere abbinato: {exc}</translation>
        </message>
        <message>
            <source>pairing by the Berger table</source>
            <translation>abbinamento con la tabella di Berger</translation>
        </message>
        <message>
            <source>round 1 cannot be paired: {exc}</source>
            <translation>il turno 1 non può essere abbinato: {exc}</translation>
        </message>
        <message>
            <source>all {total} rounds of this {name} are paired</source>
            <translation>tutti i {total} turni di questo {name} sono abbinati</translation>
        </message>
        <message>
            <source>{what}: a {name}'s pairings are those of the Berger table (C.05 Annex 1); to change who meets whom, change the pairing numbers before round 1</source>
            <translation>{what}: gli abbinamenti di un {name} sono quelli della tabella di Berger (C.05 allegato 1); per cambiare chi incontra chi, cambiare i numeri di abbinamento prima del turno 1</translation>
        </message>
        <message>
            <source>the rounds cannot be checked: {exc}</source>
            <translation>i turni non possono essere controllati: {exc}</translation>
        </message>
        <message>
            <source>round {round_number} cannot be checked: {exc}</source>
            <translation>il turno {round_number} non può essere controllato: {exc}</translation>
        </message>
        <message>
            <source>{white}-{black} is not a game of round {round_number} of the Berger table</source>
            <translation>{white}-{black} non è una partita del turno {round_number} della tabella di Berger</translation>
        </message>
        <message>
            <source>{what}: round 1 is paired, the pairing numbers of the Berger table are fixed</source>
            <translation>{what}: il turno 1 è abbinato, i numeri di abbinamento della tabella di Berger sono fissati</translation>
        </message>
        <message>
            <source>{what}: register the players first</source>
            <translation>{what}: iscrivere prima i giocatori</translation>
        </message>
        <message>
            <source>drawing lots for the pairing numbers</source>
            <translation>sorteggio dei numeri di abbinamento</translation>
        </message>
        <message>
            <source>setting the pairing numbers</source>
            <translation>assegnazione dei numeri di abbinamento</translation>
        </message>
        <message>
            <source>no player has id {unknown}</source>
            <translation>nessun giocatore ha id {unknown}</translation>
        </message>
        <message>
            <source>give every one of the {count} players exactly once ({count2} given, {count3} different)</source>
            <translation>indicare ciascuno dei {count} giocatori esattamente una volta ({count2} indicati, {count3} diversi)</translation>
        </message>
        <message>
            <source>{name} is already withdrawn (from round {withdrawn_from_round})</source>
            <translation>{name} è già ritirato (dal turno {withdrawn_from_round})</translation>
        </message>
        <message>
            <source>round {start} does not exist (the event has {number_of_rounds} rounds)</source>
            <translation>il turno {start} non esiste (il torneo ha {number_of_rounds} turni)</translation>
        </message>
        <message>
            <source>{name} has a result in every one of the {number_of_rounds} rounds</source>
            <translation>{name} ha un risultato in ognuno dei {number_of_rounds} turni</translation>
        </message>
        <message>
            <source>{name} has a result in round {round_number}; clear it, or withdraw from round {next_round}</source>
            <translation>{name} ha un risultato nel turno {round_number}; cancellarlo, o ritirare il giocatore dal turno {next_round}</translation>
        </message>
        <message>
            <source>round {number} is not paired (rounds 1-{last} are)</source>
            <translation>il turno {number} non è abbinato (lo sono i turni 1-{last})</translation>
        </message>
        <message>
            <source>round {number} is not paired (no round is paired yet)</source>
            <translation>il turno {number} non è abbinato (nessun turno è ancora abbinato)</translation>
        </message>
        <message>
            <source>the pairing engine paired round {round}, not round {round_number}</source>
            <translation>il motore di abbinamento ha abbinato il turno {round}, non il turno {round_number}</translation>
        </message>
        <message>
            <source>board {i}: player #{number} is not available for round {round_number}</source>
            <translation>scacchiera {i}: il giocatore n. {number} non è disponibile per il turno {round_number}</translation>
        </message>
        <message>
            <source>board {i}: player #{number} is paired twice in round {round_number}</source>
            <translation>scacchiera {i}: il giocatore n. {number} è abbinato due volte nel turno {round_number}</translation>
        </message>
        <message>
            <source>pairing-allocated bye: player #{bye} is not available</source>
            <translation>bye assegnato dall'abbinamento: il giocatore n. {bye} non è disponibile</translation>
        </message>
        <message>
            <source>player #{bye} has both a board and the pairing-allocated bye</source>
            <translation>il giocatore n. {bye} ha sia una scacchiera sia il bye assegnato dall'abbinamento</translation>
        </message>
        <message>
            <source>the pairing of round {round_number} leaves out player(s) {players}</source>
            <translation>l'abbinamento del turno {round_number} lascia fuori: {players}</translation>
        </message>
        <message>
            <source>all {number_of_rounds} rounds are paired</source>
            <translation>tutti i {number_of_rounds} turni sono abbinati</translation>
        </message>
        <message>
            <source>round {number} cannot be paired: round {r} has no result yet on board(s) {boards}</source>
            <translation>il turno {number} non può essere abbinato: il turno {r} non ha ancora un risultato sulla/e scacchiera/e {boards}</translation>
        </message>
        <message>
            <source>round {number} cannot be paired: fewer than two players are available</source>
            <translation>il turno {number} non può essere abbinato: sono disponibili meno di due giocatori</translation>
        </message>
        <message>
            <source>the tournament changed while round {number} was being paired; pair it again</source>
            <translation>il torneo è cambiato mentre si abbinava il turno {number}; abbinarlo di nuovo</translation>
        </message>
        <message>
            <source>no round is paired, nothing to delete</source>
            <translation>nessun turno è abbinato, niente da eliminare</translation>
        </message>
        <message>
            <source>no round is paired, nothing to re-pair</source>
            <translation>nessun turno è abbinato, niente da abbinare di nuovo</translation>
        </message>
        <message>
            <source>no round is paired, nothing to change</source>
            <translation>nessun turno è abbinato, niente da cambiare</translation>
        </message>
        <message>
            <source>no match is paired, nothing to re-pair</source>
            <translation>nessun match è abbinato, niente da abbinare di nuovo</translation>
        </message>
        <message>
            <source>no match is paired, nothing to change</source>
            <translation>nessun match è abbinato, niente da modificare</translation>
        </message>
        <message>
            <source>round {last} already has results (board(s) {boards}); clear them before you delete it</source>
            <translation>il turno {last} ha già risultati (scacchiera/e {boards}); cancellarli prima di eliminare il turno</translation>
        </message>
        <message>
            <source>round {last} already has results (board(s) {boards}); clear them before you re-pair it</source>
            <translation>il turno {last} ha già risultati (scacchiera/e {boards}); cancellarli prima di abbinarlo di nuovo</translation>
        </message>
        <message>
            <source>round {last} already has results (board(s) {boards}); clear them before you change it</source>
            <translation>il turno {last} ha già risultati (scacchiera/e {boards}); cancellarli prima di cambiarlo</translation>
        </message>
        <message>
            <source>match {match} already has results (board(s) {boards}); clear them before you re-pair it</source>
            <translation>il match {match} ha già dei risultati (scacchiera/e {boards}); cancellarli prima di abbinarlo di nuovo</translation>
        </message>
        <message>
            <source>match {match} already has results (board(s) {boards}); clear them before you change it</source>
            <translation>il match {match} ha già dei risultati (scacchiera/e {boards}); cancellarli prima di modificarlo</translation>
        </message>
        <message>
            <source>only the last paired round ({last}) can be changed, not round {round_number}</source>
            <translation>si può cambiare solo l'ultimo turno abbinato ({last}), non il turno {round_number}</translation>
        </message>
        <message>
            <source>player id {id}</source>
            <translation>giocatore con id {id}</translation>
        </message>
        <message>
            <source>board {i}: {player} is not available for round {round_number}</source>
            <translation>scacchiera {i}: {player} non è disponibile per il turno {round_number}</translation>
        </message>
        <message>
            <source>board {i}: {player} is paired twice in round {round_number}</source>
            <translation>scacchiera {i}: {player} è abbinato due volte nel turno {round_number}</translation>
        </message>
        <message>
            <source>{player} cannot have the pairing-allocated bye in this round</source>
            <translation>{player} non può avere il bye assegnato dall'abbinamento in questo turno</translation>
        </message>
        <message>
            <source>round {round_number}: {players} not paired</source>
            <translation>turno {round_number}: {players} non abbinato/i</translation>
        </message>
        <message>
            <source>not checked: {exc}</source>
            <translation>non controllato: {exc}</translation>
        </message>
        <message>
            <source>round {round} cannot be checked: {exc}</source>
            <translation>il turno {round} non può essere controllato: {exc}</translation>
        </message>
        <message>
            <source>Round {number} paired; backup copy FAILED: {reason}</source>
            <translation>Turno {number} abbinato; copia di backup NON RIUSCITA: {reason}</translation>
        </message>
        <message>
            <source>round {number} is stored, but its backup copy failed: {reason}</source>
            <translation>il turno {number} è salvato, ma la sua copia di backup non è riuscita: {reason}</translation>
        </message>
        <message>
            <source>Round {number} paired; backup written</source>
            <translation>Turno {number} abbinato; copia di backup scritta</translation>
        </message>
        <message>
            <source>{result!r} is not a result (use values.GameResult)</source>
            <translation>{result!r} non è un risultato (usare values.GameResult)</translation>
        </message>
        <message numerus="yes">
            <source>round {round_number} has no board {board} (it has %n board(s))</source>
            <translation>
                <numerusform>il turno {round_number} non ha la scacchiera {board} (ne ha %n)</numerusform>
                <numerusform>il turno {round_number} non ha la scacchiera {board} (ne ha %n)</numerusform>
            </translation>
        </message>
        <message>
            <source>the name has {count} characters and TRF allows {TRF_NAME_LIMIT}: registered as {kept!r}, {cut!r} is cut</source>
            <translation>il nome ha {count} caratteri e il TRF ne consente {TRF_NAME_LIMIT}: iscritto come {kept!r}, {cut!r} è tagliato</translation>
        </message>
        <message>
            <source>no {value} rating in the list: registered as unrated</source>
            <translation>nessun Elo {value} nella lista: iscritto senza Elo</translation>
        </message>
        <message>
            <source>the FIDE list flags the player inactive</source>
            <translation>la lista FIDE segnala il giocatore come inattivo</translation>
        </message>
        <message>
            <source>{name!r} looks like {name2!r} (no. {number}{ident}), already registered</source>
            <translation>{name!r} somiglia a {name2!r} (n. {number}{ident}), già iscritto</translation>
        </message>
        <message>
            <source>federation {fed!r} is not a FIDE federation code</source>
            <translation>la federazione {fed!r} non è un codice di federazione FIDE</translation>
        </message>
        <message>
            <source>birth date {birth_date!r} is not YYYY or YYYY/MM/DD</source>
            <translation>la data di nascita {birth_date!r} non è né AAAA né AAAA/MM/GG</translation>
        </message>
        <message>
            <source>birth year {year} is not possible for a player in {year_now}</source>
            <translation>l'anno di nascita {year} non è possibile per un giocatore nel {year_now}</translation>
        </message>
        <message>
            <source>rating {rating} is higher than any FIDE rating</source>
            <translation>l'Elo {rating} è più alto di qualsiasi Elo FIDE</translation>
        </message>
        <message>
            <source>rating {rating} is below the FIDE rating floor of {FIDE_RATING_FLOOR} (since 1 March 2024); is it a national rating?</source>
            <translation>l'Elo {rating} è sotto la soglia minima FIDE di {FIDE_RATING_FLOOR} (dal 1° marzo 2024); è un Elo nazionale?</translation>
        </message>
        <message>
            <source>national rating {national_rating} is higher than any rating</source>
            <translation>l'Elo nazionale {national_rating} è più alto di qualsiasi Elo</translation>
        </message>
        <message>
            <source>round {number}: no pairing avoids every rematch and forbidden pair</source>
            <translation>turno {number}: nessun abbinamento evita tutte le ripetizioni e le coppie vietate</translation>
        </message>
        <message>
            <source>{what} {text!r} holds a line break or control character ({shown}); type it on one line without control characters</source>
            <translation>{what} {text!r} contiene un a capo o un carattere di controllo ({shown}); scriverlo su una sola riga senza caratteri di controllo</translation>
        </message>
        <message>
            <source>{what} had {length} characters: cut to the first {limit} ({kept})</source>
            <translation>{what} aveva {length} caratteri: tagliato ai primi {limit} ({kept})</translation>
        </message>
        <message>
            <source>the organiser</source>
            <translation>l'organizzatore</translation>
        </message>
        <message>
            <source>the club of {name}</source>
            <translation>il circolo di {name}</translation>
        </message>
        <message>
            <source>the city of {name}</source>
            <translation>la città di {name}</translation>
        </message>
        <message>
            <source>the other titles of {name}</source>
            <translation>gli altri titoli di {name}</translation>
        </message>
        <message>
            <source>impossible result pair: white {value!r}, black {value2!r}</source>
            <translation>coppia di risultati impossibile: Bianco {value!r}, Nero {value2!r}</translation>
        </message>
        <message>
            <source>result {text!r}: a board where nobody scores is a double forfeit (--) when neither player played; a played game has a winner or is drawn</source>
            <translation>risultato {text!r}: una scacchiera dove nessuno fa punti è un doppio forfait (--) quando nessuno dei giocatori ha giocato; una partita giocata ha un vincitore o è patta</translation>
        </message>
        <message>
            <source>unknown result {text!r}: use 1-0, 0-1, 1/2, +-, -+, --, W-L, L-W or D-D</source>
            <translation>risultato sconosciuto {text!r}: usare 1-0, 0-1, 1/2, +-, -+, --, W-L, L-W o D-D</translation>
        </message>
        <message>
            <source>{value!r} is not a requested-bye code (H, Z or F)</source>
            <translation>{value!r} non è un codice di bye richiesto (H, Z o F)</translation>
        </message>
        <message>
            <source>Preparing the next match</source>
            <translation>Preparazione del match successivo</translation>
        </message>
        <message>
            <source>Pairing match {match}</source>
            <translation>Abbinamento del match {match}</translation>
        </message>
        <message>
            <source>Storing match {match}</source>
            <translation>Registrazione del match {match}</translation>
        </message>
        <message>
            <source>a Double-Swiss match is two games (C.04.5): {number_of_rounds} games are not a whole number of matches</source>
            <translation>un match Doppio Svizzero è di due partite (C.04.5): {number_of_rounds} partite non sono un numero intero di match</translation>
        </message>
        <message>
            <source>all {matches} matches are paired</source>
            <translation>tutti i {matches} match sono abbinati</translation>
        </message>
        <message>
            <source>match {match} cannot be paired: game {game} of match {last} has no result yet on board(s) {boards}</source>
            <translation>il match {match} non può essere abbinato: la partita {game} del match {last} non ha ancora un risultato sulla/e scacchiera/e {boards}</translation>
        </message>
        <message>
            <source>match {match} cannot be paired: fewer than two players are available</source>
            <translation>il match {match} non può essere abbinato: sono disponibili meno di due giocatori</translation>
        </message>
        <message>
            <source>no match is paired, nothing to delete</source>
            <translation>nessun match è abbinato, niente da eliminare</translation>
        </message>
        <message>
            <source>match {match} already has results (board(s) {boards}); clear them before you delete it</source>
            <translation>il match {match} ha già dei risultati (scacchiera/e {boards}); cancellarli prima di eliminarlo</translation>
        </message>
        <message>
            <source>this event is not a Double-Swiss event: it has no matches</source>
            <translation>questo torneo non è un Doppio Svizzero: non ha match</translation>
        </message>
        <message>
            <source>match {match} has no board {board}</source>
            <translation>il match {match} non ha la scacchiera {board}</translation>
        </message>
        <message>
            <source>all {rounds} rounds are paired</source>
            <translation>tutti i {rounds} turni sono abbinati</translation>
        </message>
        <message>
            <source>round {round} cannot be paired: fewer than two teams are registered</source>
            <translation>il turno {round} non si può abbinare: sono iscritte meno di due squadre</translation>
        </message>
        <message>
            <source>round {round} cannot be paired: match(es) {matches} of round {last} have no line-ups or results yet</source>
            <translation>il turno {round} non si può abbinare: l'incontro o gli incontri {matches} del turno {last} non hanno ancora formazioni o risultati</translation>
        </message>
        <message>
            <source>the tournament changed while round {round} was being paired; pair it again</source>
            <translation>il torneo è cambiato mentre si abbinava il turno {round}; abbinatelo di nuovo</translation>
        </message>
        <message>
            <source>round {round} has no match {match}</source>
            <translation>il turno {round} non ha l'incontro {match}</translation>
        </message>
        <message>
            <source>the team has no match in round {round}</source>
            <translation>la squadra non ha un incontro nel turno {round}</translation>
        </message>
        <message>
            <source>{team}: a line-up has {boards} players, one per board, not {count}</source>
            <translation>{team}: una formazione ha {boards} giocatori, uno per scacchiera, non {count}</translation>
        </message>
        <message>
            <source>{team}: {name} is not in the team's roster</source>
            <translation>{team}: {name} non è nella rosa della squadra</translation>
        </message>
        <message>
            <source>{team}: a player is named twice</source>
            <translation>{team}: un giocatore è indicato due volte</translation>
        </message>
        <message>
            <source>{team}: {upper} (no. {upper_place} of the roster) cannot play board {board} above {lower} (no. {lower_place}); a line-up keeps the roster's board order</source>
            <translation>{team}: {upper} (n. {upper_place} della rosa) non può giocare in scacchiera {board} sopra {lower} (n. {lower_place}); una formazione rispetta l'ordine di scacchiera della rosa</translation>
        </message>
        <message>
            <source>{team}: {name} has withdrawn from round {round} on</source>
            <translation>{team}: {name} si è ritirato dal turno {round}</translation>
        </message>
        <message>
            <source>match {match} of round {round} has results; clear them before the line-up changes</source>
            <translation>l'incontro {match} del turno {round} ha risultati; cancellateli prima di cambiare la formazione</translation>
        </message>
        <message>
            <source>match {match} of round {round} is a bye: nothing to forfeit</source>
            <translation>l'incontro {match} del turno {round} è un bye: niente da dare a forfait</translation>
        </message>
        <message>
            <source>match {match} of round {round} is not a match of team(s) {teams}</source>
            <translation>l'incontro {match} del turno {round} non è un incontro della squadra o delle squadre {teams}</translation>
        </message>
        <message>
            <source>round {round} is not paired</source>
            <translation>il turno {round} non è abbinato</translation>
        </message>
        <message>
            <source>this event is not a team event (create it with --system team-swiss)</source>
            <translation>questo torneo non è a squadre (createlo con --system team-swiss)</translation>
        </message>
        <message>
            <source>there is no team {number}</source>
            <translation>non c'è la squadra {number}</translation>
        </message>
        <message>
            <source>team {name} would have {size} players; a roster holds at most {most} (TRF record 310)</source>
            <translation>la squadra {name} avrebbe {size} giocatori; una rosa ne contiene al massimo {most} (record TRF 310)</translation>
        </message>
        <message>
            <source>a team needs a name</source>
            <translation>una squadra ha bisogno di un nome</translation>
        </message>
        <message>
            <source>a team called {name} is registered already</source>
            <translation>una squadra chiamata {name} è già iscritta</translation>
        </message>
        <message>
            <source>round {round} is paired already</source>
            <translation>il turno {round} è già abbinato</translation>
        </message>
        <message>
            <source>the event has no section {name!r}; its sections: {names}</source>
            <translation>l'evento non ha una sezione {name!r}; le sue sezioni: {names}</translation>
        </message>
        <message>
            <source>a section needs a name</source>
            <translation>una sezione ha bisogno di un nome</translation>
        </message>
        <message>
            <source>a section's name has at most {limit} characters</source>
            <translation>il nome di una sezione ha al massimo {limit} caratteri</translation>
        </message>
        <message>
            <source>the section's name</source>
            <translation>il nome della sezione</translation>
        </message>
        <message>
            <source>the event already has a section {name!r}</source>
            <translation>l'evento ha già una sezione {name!r}</translation>
        </message>
        <message>
            <source>no player with id {id}</source>
            <translation>nessun giocatore con l'identificativo {id}</translation>
        </message>
        <message>
            <source>{name} is already entered in the section {section} (number {number})</source>
            <translation>{name} è già iscritto nella sezione {section} (numero {number})</translation>
        </message>
        <message>
            <source>FIDE id {fide_id} already belongs to {name} (#{number}) in {section}</source>
            <translation>l'ID FIDE {fide_id} appartiene già a {name} (n. {number}) in {section}</translation>
        </message>
        <message>
            <source>{name} is the event's only section: it cannot be deleted</source>
            <translation>{name} è l'unica sezione dell'evento: non può essere eliminata</translation>
        </message>
        <message>
            <source>the section {name} has {count} rounds paired: a section whose games were paired is never deleted</source>
            <translation>la sezione {name} ha {count} turni abbinati: una sezione le cui partite sono state abbinate non viene mai eliminata</translation>
        </message>
        <message>
            <source>the event has a section {name} already</source>
            <translation>l'evento ha già una sezione {name}</translation>
        </message>
        <message>
            <source>no section called {name} was deleted from this event</source>
            <translation>nessuna sezione chiamata {name} è stata eliminata da questo evento</translation>
        </message>
        <message>
            <source>the section {name} was deleted by an older version of the program, which did not keep every row of it: it cannot be put back</source>
            <translation>la sezione {name} è stata eliminata da una versione precedente del programma, che non ne conservava tutte le righe: non può essere ripristinata</translation>
        </message>
        <message>
            <source>the event has {count} sections ({names}): name the one to work on</source>
            <translation>l'evento ha {count} sezioni ({names}): indicate quella su cui lavorare</translation>
        </message>
        <message>
            <source>Round {round} has no board {board} (it has {count}).</source>
            <translation>Il turno {round} non ha la scacchiera {board} (ne ha {count}).</translation>
        </message>
        <message>
            <source>{name} cannot join: the Berger table of a team round robin (C.05 Annex 1) is made of the teams registered before round 1</source>
            <translation>{name} non può entrare: la tabella Berger di un girone all'italiana a squadre (C.05 Allegato 1) è fatta delle squadre iscritte prima del turno 1</translation>
        </message>
        <message>
            <source>all {rounds} rounds are paired; there is no round left</source>
            <translation>tutti i {rounds} turni sono abbinati; non resta alcun turno</translation>
        </message>
        <message>
            <source>round {start} cannot be chosen: the rounds not paired yet are {first}-{rounds}</source>
            <translation>il turno {start} non può essere scelto: i turni non ancora abbinati sono {first}-{rounds}</translation>
        </message>
        <message>
            <source>{team} is not withdrawn</source>
            <translation>{team} non è ritirata</translation>
        </message>
        <message>
            <source>Section {name} was deleted at another desk.</source>
            <translation>La sezione {name} è stata eliminata da un'altra postazione.</translation>
        </message>
    </context>
    <context>
        <name>DbRegistration</name>
        <message>
            <source>{name}: #{old} → #{new}</source>
            <translation>{name}: n. {old} → n. {new}</translation>
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
            <translation>1-0 (non valida per l'Elo)</translation>
        </message>
        <message>
            <source>0-1 (unrated)</source>
            <translation>0-1 (non valida per l'Elo)</translation>
        </message>
        <message>
            <source>½-½ (unrated)</source>
            <translation>½-½ (non valida per l'Elo)</translation>
        </message>
    </context>
    <context>
        <name>DbRole</name>
        <message>
            <source>the chief arbiter</source>
            <translation>l'arbitro principale</translation>
        </message>
        <message>
            <source>a deputy arbiter</source>
            <translation>un vice arbitro</translation>
        </message>
        <message>
            <source>a viewer</source>
            <translation>un osservatore</translation>
        </message>
    </context>
    <context>
        <name>DbSchema</name>
        <message numerus="yes">
            <source>%n extra table(s)</source>
            <translation>
                <numerusform>%n tabella in più</numerusform>
                <numerusform>%n tabelle in più</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n extra view(s)</source>
            <translation>
                <numerusform>%n vista in più</numerusform>
                <numerusform>%n viste in più</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n extra index(es)</source>
            <translation>
                <numerusform>%n indice in più</numerusform>
                <numerusform>%n indici in più</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n extra trigger(s)</source>
            <translation>
                <numerusform>%n trigger in più</numerusform>
                <numerusform>%n trigger in più</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n extra object(s)</source>
            <translation>
                <numerusform>%n oggetto in più</numerusform>
                <numerusform>%n oggetti in più</numerusform>
            </translation>
        </message>
        <message>
            <source>no table {name}</source>
            <translation>manca la tabella {name}</translation>
        </message>
        <message>
            <source>no index {name}</source>
            <translation>manca l'indice {name}</translation>
        </message>
        <message>
            <source>no trigger {name}</source>
            <translation>manca il trigger {name}</translation>
        </message>
        <message>
            <source>the table {name} changed</source>
            <translation>la tabella {name} è stata modificata</translation>
        </message>
        <message>
            <source>the index {name} changed</source>
            <translation>l'indice {name} è stato modificato</translation>
        </message>
        <message>
            <source>the trigger {name} changed</source>
            <translation>il trigger {name} è stato modificato</translation>
        </message>
        <message>
            <source>binary data</source>
            <translation>dati binari</translation>
        </message>
        <message>
            <source>a decimal number</source>
            <translation>un numero decimale</translation>
        </message>
        <message>
            <source>text</source>
            <translation>testo</translation>
        </message>
        <message>
            <source>a whole number</source>
            <translation>un numero intero</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>niente</translation>
        </message>
        <message>
            <source>text that is not valid JSON</source>
            <translation>testo che non è JSON valido</translation>
        </message>
        <message>
            <source>{name} is not built as Arbiter Desk builds a tournament file of schema {version} ({differences}): another program changed it; it was not opened and is unchanged</source>
            <translation>{name} non è costruito come Arbiter Desk costruisce un file di torneo dello schema {version} ({differences}): un altro programma lo ha modificato; non è stato aperto e resta invariato</translation>
        </message>
        <message>
            <source>{name} is damaged: {table}.{column} (row {row}) holds {found}, which Arbiter Desk never keeps there; open the latest backup copy</source>
            <translation>{name} è danneggiato: {table}.{column} (riga {row}) contiene {found}, che Arbiter Desk non vi salva mai; aprite la copia di sicurezza più recente</translation>
        </message>
        <message>
            <source>{name} is damaged: a row of {table} (row {row}) refers to a row of {parent} that is not there; open the latest backup copy</source>
            <translation>{name} è danneggiato: una riga di {table} (riga {row}) rimanda a una riga di {parent} che non esiste; aprite la copia di sicurezza più recente</translation>
        </message>
    </context>
    <context>
        <name>DbServer</name>
        <message>
            <source>a password may not be written in the server's address (it would be shown and kept); give it in PGPASSWORD or when asked</source>
            <translation>una password non può comparire nell'indirizzo del server (verrebbe mostrata e conservata); indicala in PGPASSWORD o quando richiesta</translation>
        </message>
        <message>
            <source>{url} is not the address of a venue server; write postgresql://USER@HOST[:PORT]/DATABASE</source>
            <translation>{url} non è l'indirizzo di un server del torneo; scrivi postgresql://USER@HOST[:PORT]/DATABASE</translation>
        </message>
        <message>
            <source>the database {name} holds tables of another program, not an Arbiter Desk event</source>
            <translation>il database {name} contiene tabelle di un altro programma, non un torneo di Arbiter Desk</translation>
        </message>
        <message>
            <source>another desk</source>
            <translation>un'altra postazione</translation>
        </message>
        <message>
            <source>{who} is pairing a round of {name} now; wait until that round is stored, then try again</source>
            <translation>{who} sta abbinando ora un turno di {name}; attendi che quel turno sia salvato, poi riprova</translation>
        </message>
        <message>
            <source>the venue server {url} asks for a password: set PGPASSWORD</source>
            <translation>il server del torneo {url} chiede una password: imposta PGPASSWORD</translation>
        </message>
        <message>
            <source>the venue server {url} refused the user or the password</source>
            <translation>il server del torneo {url} ha rifiutato l'utente o la password</translation>
        </message>
        <message>
            <source>the venue server {url} offers no encrypted connection (TLS), which PGSSLMODE={mode} requires: its administrator switches TLS on</source>
            <translation>il server del torneo {url} non offre una connessione cifrata (TLS), che PGSSLMODE={mode} richiede: il suo amministratore attiva TLS</translation>
        </message>
        <message>
            <source>the venue server has no database {database}; its administrator creates it</source>
            <translation>il server del torneo non ha il database {database}; lo crea il suo amministratore</translation>
        </message>
        <message>
            <source>the venue server {url} is out of reach ({detail}); a change under way, if any, is not confirmed stored: check the network, then look again</source>
            <translation>il server del torneo {url} non è raggiungibile ({detail}); l'eventuale modifica in corso non è confermata come salvata: controlla la rete, poi ricontrolla</translation>
        </message>
        <message>
            <source>the copy would replace its own source; name another</source>
            <translation>la copia sostituirebbe la propria origine; indica un'altra destinazione</translation>
        </message>
        <message>
            <source>Round {number} paired and stored on the venue server</source>
            <translation>Turno {number} abbinato e salvato sul server del torneo</translation>
        </message>
        <message>
            <source>the database {name} holds no event yet</source>
            <translation>il database {name} non contiene ancora un torneo</translation>
        </message>
        <message>
            <source>the event in {name} was written by a newer Arbiter Desk (schema {version}, this program knows up to {known}); please update the program</source>
            <translation>il torneo in {name} è stato scritto da un Arbiter Desk più recente (schema {version}, questo programma conosce fino al {known}); aggiorna il programma</translation>
        </message>
        <message>
            <source>the event in {name} is of an older Arbiter Desk (schema {version}): copy it to a file with the older program (arbiter copy), open the file here, then copy it back</source>
            <translation>il torneo in {name} è di un Arbiter Desk più vecchio (schema {version}): copialo in un file con il programma vecchio (arbiter copy), apri il file qui, poi ricopialo</translation>
        </message>
        <message>
            <source>the database {name} already holds an event; choose another database</source>
            <translation>il database {name} contiene già un torneo; scegli un altro database</translation>
        </message>
        <message>
            <source>no answer within {seconds} s</source>
            <translation>nessuna risposta entro {seconds} s</translation>
        </message>
    </context>
    <context>
        <name>DbTrf</name>
        <message>
            <source>a PDF document</source>
            <translation>un documento PDF</translation>
        </message>
        <message>
            <source>a PNG image</source>
            <translation>un'immagine PNG</translation>
        </message>
        <message>
            <source>a JPEG image</source>
            <translation>un'immagine JPEG</translation>
        </message>
        <message>
            <source>a GIF image</source>
            <translation>un'immagine GIF</translation>
        </message>
        <message>
            <source>a ZIP archive (or a Word/Excel/LibreOffice document)</source>
            <translation>un archivio ZIP (o un documento Word/Excel/LibreOffice)</translation>
        </message>
        <message>
            <source>an old Word/Excel document</source>
            <translation>un vecchio documento Word/Excel</translation>
        </message>
        <message>
            <source>a database (an .arbiter tournament file is opened, not imported)</source>
            <translation>un database (un file di torneo .arbiter si apre, non si importa)</translation>
        </message>
        <message>
            <source>a program</source>
            <translation>un programma</translation>
        </message>
        <message>
            <source>a UTF-16 text (save it as UTF-8)</source>
            <translation>un testo UTF-16 (salvarlo come UTF-8)</translation>
        </message>
        <message>
            <source>{name} is {what}, not a TRF (a text file of 001 player lines)</source>
            <translation>{name} è {what}, non un TRF (un file di testo con righe di giocatori 001)</translation>
        </message>
        <message>
            <source>{name} is not a text file (a NUL byte on line {line}); it is not a TRF</source>
            <translation>{name} non è un file di testo (un byte NUL alla riga {line}); non è un TRF</translation>
        </message>
        <message>
            <source>{name} has no player record (001 lines): it is not a TRF, or it is empty</source>
            <translation>{name} non ha alcun record di giocatore (righe 001): non è un TRF, oppure è vuoto</translation>
        </message>
        <message>
            <source>{what} {text}: control characters replaced by spaces</source>
            <translation>{what} {text}: caratteri di controllo sostituiti da spazi</translation>
        </message>
        <message>
            <source>player {number}: name</source>
            <translation>giocatore {number}: nome</translation>
        </message>
        <message>
            <source>player {number}: title</source>
            <translation>giocatore {number}: titolo</translation>
        </message>
        <message>
            <source>player {number}: federation</source>
            <translation>giocatore {number}: federazione</translation>
        </message>
        <message>
            <source>player {number}: FIDE id</source>
            <translation>giocatore {number}: ID FIDE</translation>
        </message>
        <message>
            <source>player {number}: birth date</source>
            <translation>giocatore {number}: data di nascita</translation>
        </message>
        <message>
            <source>tournament name (012)</source>
            <translation>nome del torneo (012)</translation>
        </message>
        <message>
            <source>city (022)</source>
            <translation>città (022)</translation>
        </message>
        <message>
            <source>federation (032)</source>
            <translation>federazione (032)</translation>
        </message>
        <message>
            <source>type (092)</source>
            <translation>tipo (092)</translation>
        </message>
        <message>
            <source>chief arbiter (102)</source>
            <translation>arbitro principale (102)</translation>
        </message>
        <message>
            <source>deputy arbiter (112)</source>
            <translation>vice arbitro (112)</translation>
        </message>
        <message>
            <source>time control (122)</source>
            <translation>cadenza (122)</translation>
        </message>
        <message>
            <source>record</source>
            <translation>record</translation>
        </message>
        <message>
            <source>{system}, as record 192 says ({code})</source>
            <translation>{system}, come indica il record 192 ({code})</translation>
        </message>
        <message>
            <source>{player} stands for the bye but is kept as a player, as asked (--keep-dummies)</source>
            <translation>{player} rappresenta il bye ma resta un giocatore, come richiesto (--keep-dummies)</translation>
        </message>
        <message>
            <source>the TRF has {rounds_recorded} rounds but says {rounds}; using {rounds_recorded}</source>
            <translation>il TRF ha {rounds_recorded} turni ma ne indica {rounds}; si usa {rounds_recorded}</translation>
        </message>
        <message>
            <source>the end date (052) comes before the start date (042); end date left empty</source>
            <translation>la data di fine (052) precede la data di inizio (042); data di fine lasciata vuota</translation>
        </message>
        <message>
            <source>round {number}: players {number2} and {opponent}: {exc}</source>
            <translation>turno {number}: giocatori {number2} e {opponent}: {exc}</translation>
        </message>
        <message>
            <source>round {number}: more than one pairing-allocated bye (U)</source>
            <translation>turno {number}: più di un bye assegnato dall'abbinamento (U)</translation>
        </message>
        <message>
            <source>not paired in round {last}: {shown}; they will be paired again unless you withdraw them (C.04.2 art. 3.2) or give them a bye</source>
            <translation>non abbinati nel turno {last}: {shown}; saranno abbinati di nuovo a meno che non li si ritiri (C.04.2 art. 3.2) o si dia loro un bye</translation>
        </message>
        <message>
            <source>240: a bye of player {number} in round {round_number} cannot be kept</source>
            <translation>240: un bye del giocatore {number} nel turno {round_number} non può essere mantenuto</translation>
        </message>
        <message>
            <source>#{number} {name} loses every game by forfeit from round {start} to the end: recorded as withdrawn from round {start} (reinstate the player if that is wrong)</source>
            <translation>n. {number} {name} perde ogni partita a forfait dal turno {start} alla fine: registrato come ritirato dal turno {start} (reintegrare il giocatore se è un errore)</translation>
        </message>
        <message>
            <source>{what}: {count} round cells, but a Double-Swiss match takes two (game 1 and game 2)</source>
            <translation>{what}: {count} caselle di turno, ma un match Doppio Svizzero ne occupa due (partita 1 e partita 2)</translation>
        </message>
        <message>
            <source>a team event ({kind}), as record 192 says ({code})</source>
            <translation>un torneo a squadre ({kind}), come dice il record 192 ({code})</translation>
        </message>
        <message>
            <source>352: the colour sequence {sequence} has fewer boards than the {boards} a team plays</source>
            <translation>352: la sequenza di colori {sequence} ha meno scacchiere delle {boards} che una squadra gioca</translation>
        </message>
        <message>
            <source>240: there is no team {number} for a bye in round {round}</source>
            <translation>240: non c'è alcuna squadra {number} per un bye nel turno {round}</translation>
        </message>
        <message>
            <source>round {round}: the games of teams {first} and {second} are not board against board in the order of their rosters (record 310)</source>
            <translation>turno {round}: le partite delle squadre {first} e {second} non sono scacchiera contro scacchiera nell'ordine delle loro rose (record 310)</translation>
        </message>
    </context>
    <context>
        <name>DoubleSwiss</name>
        <message>
            <source>192: the Baku Acceleration is not available with the Double-Swiss System: C.04.7 does not say whether its points for a win are a game's or a match's</source>
            <translation>192: l'accelerazione di Baku non è disponibile con il sistema Doppio Svizzero: C.04.7 non dice se i suoi punti per una vittoria sono quelli di una partita o di un match</translation>
        </message>
    </context>
    <context>
        <name>Roles</name>
        <message>
            <source>pair a round</source>
            <translation>abbinare un turno</translation>
        </message>
        <message>
            <source>pair a round again</source>
            <translation>abbinare di nuovo un turno</translation>
        </message>
        <message>
            <source>change a pairing</source>
            <translation>modificare un abbinamento</translation>
        </message>
        <message>
            <source>delete a round</source>
            <translation>eliminare un turno</translation>
        </message>
        <message>
            <source>correct a result</source>
            <translation>correggere un risultato</translation>
        </message>
        <message>
            <source>enter a result</source>
            <translation>inserire un risultato</translation>
        </message>
        <message>
            <source>register a player</source>
            <translation>iscrivere un giocatore</translation>
        </message>
        <message>
            <source>correct a player's details</source>
            <translation>correggere i dati di un giocatore</translation>
        </message>
        <message>
            <source>grant or cancel a bye</source>
            <translation>concedere o annullare un turno di riposo</translation>
        </message>
        <message>
            <source>withdraw a player</source>
            <translation>ritirare un giocatore</translation>
        </message>
        <message>
            <source>name the roles at the desks</source>
            <translation>assegnare i ruoli delle postazioni</translation>
        </message>
        <message>
            <source>replace the event on the server</source>
            <translation>sostituire il torneo sul server</translation>
        </message>
        <message>
            <source>change the event's settings</source>
            <translation>modificare le impostazioni del torneo</translation>
        </message>
        <message>
            <source>make this change ({operation})</source>
            <translation>fare questa modifica ({operation})</translation>
        </message>
        <message>
            <source>only the chief arbiter may {what}; {person} is {role} at this event</source>
            <translation>solo l'arbitro principale può {what}; {person} è {role} in questo torneo</translation>
        </message>
        <message>
            <source>only a deputy arbiter or the chief arbiter may {what}; {person} is {role} at this event</source>
            <translation>solo un vice arbitro o l'arbitro principale può {what}; {person} è {role} in questo torneo</translation>
        </message>
        <message>
            <source>{person!r} is not a person's name (write it without the desk's host)</source>
            <translation>{person!r} non è il nome di una persona (scrivetelo senza il computer della postazione)</translation>
        </message>
        <message>
            <source>name the chief arbiter first: the event names nobody yet</source>
            <translation>nominate prima l'arbitro principale: il torneo non nomina ancora nessuno</translation>
        </message>
        <message>
            <source>{person} is the event's only chief arbiter: name another one first</source>
            <translation>{person} è l'unico arbitro principale del torneo: nominatene prima un altro</translation>
        </message>
    </context>
    <context>
        <name>TeamSwiss</name>
        <message>
            <source>the file has no team (records 310 or 013)</source>
            <translation>il file non contiene squadre (record 310 o 013)</translation>
        </message>
        <message>
            <source>team {team}: player {player} of its roster has no 001 record</source>
            <translation>squadra {team}: il giocatore {player} della sua formazione non ha un record 001</translation>
        </message>
    </context>
</TS>
