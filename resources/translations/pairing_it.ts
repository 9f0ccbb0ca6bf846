<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
    <context>
        <name>BursteinChecker</name>
        <message>
            <source>player {player} is not to be paired in this round</source>
            <translation>il giocatore {player} non deve essere abbinato in questo turno</translation>
        </message>
        <message>
            <source>player {player} is paired twice</source>
            <translation>il giocatore {player} è abbinato due volte</translation>
        </message>
        <message>
            <source>{white}-{black}: the two have met before or may not meet (C.04.1 art. 2)</source>
            <translation>{white}-{black}: si sono già incontrati o non possono incontrarsi (C.04.1 art. 2)</translation>
        </message>
        <message>
            <source>{white}-{black}: both have an absolute preference for the same colour (C.04.1 art. 6-7)</source>
            <translation>{white}-{black}: entrambi hanno una preferenza di colore assoluta per lo stesso colore (C.04.1 art. 6-7)</translation>
        </message>
        <message>
            <source>player {player} receives the pairing-allocated bye again or after a forfeit win (C.04.1 d)</source>
            <translation>il giocatore {player} riceve il bye assegnato dall'abbinamento di nuovo o dopo una vittoria a forfait (C.04.1 d)</translation>
        </message>
        <message>
            <source>players left unpaired: {players}</source>
            <translation>giocatori rimasti senza abbinamento: {players}</translation>
        </message>
        <message>
            <source>legal, but not the pairing of C.04.4.2: the order of the index, the floaters or the colours differ</source>
            <translation>regolare, ma non l'abbinamento di C.04.4.2: differiscono l'ordine dell'indice, i flottanti o i colori</translation>
        </message>
    </context>
    <context>
        <name>PairingChecker</name>
        <message>
            <source>round {round}: no legal pairing exists ({reason}); recorded {recorded}</source>
            <translation>turno {round}: non esiste alcun abbinamento valido ({reason}); registrato {recorded}</translation>
        </message>
        <message>
            <source>round {round}:</source>
            <translation>turno {round}:</translation>
        </message>
        <message>
            <source>expected {games}</source>
            <translation>atteso {games}</translation>
        </message>
        <message>
            <source>recorded {games}</source>
            <translation>registrato {games}</translation>
        </message>
        <message>
            <source>bye expected {expected}, recorded {recorded}</source>
            <translation>bye atteso {expected}, registrato {recorded}</translation>
        </message>
        <message>
            <source>{games}, bye {player}</source>
            <translation>{games}, bye {player}</translation>
        </message>
        <message>
            <source>{player} and {other} have already met (B.1.a)</source>
            <translation>{player} e {other} si sono già incontrati (B.1.a)</translation>
        </message>
        <message>
            <source>{player} and {other} have the same absolute colour preference (B.2)</source>
            <translation>{player} e {other} hanno la stessa preferenza di colore assoluta (B.2)</translation>
        </message>
        <message>
            <source>{player} already had a point or half point without playing: no bye (B.1.b)</source>
            <translation>{player} ha già ottenuto un punto o mezzo punto senza giocare: niente bye (B.1.b)</translation>
        </message>
        <message>
            <source>bracket {score}: the recorded pairing is worse on {criterion}</source>
            <translation>gruppo {score}: l'abbinamento registrato è peggiore su {criterion}</translation>
        </message>
        <message>
            <source>bracket {score}: the recorded pairing is better on {criterion} but does not let the lower brackets be paired as C.12/C.13 require</source>
            <translation>gruppo {score}: l'abbinamento registrato è migliore su {criterion} ma non permette di abbinare i gruppi inferiori come richiedono C.12/C.13</translation>
        </message>
        <message>
            <source>bracket {score}: as good on every criterion; the engine's pairing comes first in the order of D.1-D.3</source>
            <translation>gruppo {score}: altrettanto buono su ogni criterio; l'abbinamento del programma viene prima nell'ordine di D.1-D.3</translation>
        </message>
        <message>
            <source>board {white}-{black}: {rule} gives White to {player}</source>
            <translation>scacchiera {white}-{black}: {rule} assegna il Bianco a {player}</translation>
        </message>
    </context>
    <context>
        <name>PairingExplanation</name>
        <message>
            <source>Round {round} ({edition})</source>
            <translation>Turno {round} ({edition})</translation>
        </message>
        <message>
            <source>re-paired: its downfloaters and the lower players complete the round (C.4)</source>
            <translation>riabbinato: i suoi giocatori scesi e i giocatori inferiori completano il turno (C.4)</translation>
        </message>
        <message>
            <source>downfloaters: {players}</source>
            <translation>giocatori scesi: {players}</translation>
        </message>
        <message>
            <source>not met: {criterion}</source>
            <translation>non soddisfatto: {criterion}</translation>
        </message>
        <message>
            <source>pairing-allocated bye: {player} ([C5] the lowest score possible, [C9] the fewest unplayed games)</source>
            <translation>bye assegnato dall'abbinamento: {player} ([C5] il punteggio più basso possibile, [C9] il minor numero di partite non giocate)</translation>
        </message>
        <message>
            <source>pairing-allocated bye: {player} (left out by the last bracket, A.9; allowed by C.2)</source>
            <translation>bye assegnato dall'abbinamento: {player} (rimasto escluso dall'ultimo gruppo, A.9; consentito da C.2)</translation>
        </message>
        <message>
            <source>pairing-allocated bye: {player}</source>
            <translation>bye assegnato dall'abbinamento: {player}</translation>
        </message>
        <message>
            <source>bracket {score}, the Penultimate Pairing Bracket (A.9): residents {residents}, moved down {movers}</source>
            <translation>gruppo {score}, il penultimo gruppo di abbinamento (PPB, A.9): residenti {residents}, scesi {movers}</translation>
        </message>
        <message>
            <source>bracket {score}, the Penultimate Pairing Bracket (A.9): residents {residents}</source>
            <translation>gruppo {score}, il penultimo gruppo di abbinamento (PPB, A.9): residenti {residents}</translation>
        </message>
        <message>
            <source>the Collapsed Last Bracket (A.9), scores {score} and below: residents {residents}, moved down {movers}</source>
            <translation>l'ultimo gruppo unificato (CLB, A.9), punteggi {score} e inferiori: residenti {residents}, scesi {movers}</translation>
        </message>
        <message>
            <source>the Collapsed Last Bracket (A.9), scores {score} and below: residents {residents}</source>
            <translation>l'ultimo gruppo unificato (CLB, A.9), punteggi {score} e inferiori: residenti {residents}</translation>
        </message>
        <message>
            <source>bracket {score}: residents {residents}, moved down {movers}</source>
            <translation>gruppo {score}: residenti {residents}, scesi {movers}</translation>
        </message>
        <message>
            <source>bracket {score}: residents {residents}</source>
            <translation>gruppo {score}: residenti {residents}</translation>
        </message>
        <message>
            <source>FIDE Dutch system, 2025 text: criteria [C1]-[C21]</source>
            <translation>sistema olandese FIDE, testo del 2025: criteri [C1]-[C21]</translation>
        </message>
        <message>
            <source>FIDE Dutch system, 2017 text: criteria C.1-C.19</source>
            <translation>sistema olandese FIDE, testo del 2017: criteri C.1-C.19</translation>
        </message>
        <message>
            <source>FIDE Dutch system, Istanbul 2012 text</source>
            <translation>sistema olandese FIDE, testo di Istanbul 2012</translation>
        </message>
        <message>
            <source>{criterion} {player} does not get their absolute colour preference</source>
            <translation>{criterion} {player} non ottiene la sua preferenza di colore assoluta</translation>
        </message>
        <message>
            <source>{criterion} {player} does not get their strong colour preference</source>
            <translation>{criterion} {player} non ottiene la sua preferenza di colore forte</translation>
        </message>
        <message>
            <source>{criterion} {player} does not get their mild colour preference</source>
            <translation>{criterion} {player} non ottiene la sua preferenza di colore lieve</translation>
        </message>
        <message>
            <source>{criterion} {player} floats up again (upfloat the previous round)</source>
            <translation>{criterion} {player} sale di nuovo (salito nel turno precedente)</translation>
        </message>
        <message>
            <source>{criterion} {player} floats down again (downfloat the previous round)</source>
            <translation>{criterion} {player} scende di nuovo (sceso nel turno precedente)</translation>
        </message>
        <message>
            <source>bracket {score} ({kind}): residents {residents}</source>
            <translation>gruppo {score} ({kind}): residenti {residents}</translation>
        </message>
        <message>
            <source>bracket {score} ({kind}): residents {residents}, moved down {movers}</source>
            <translation>gruppo {score} ({kind}): residenti {residents}, scesi {movers}</translation>
        </message>
        <message>
            <source>relaxed: {requirement}</source>
            <translation>attenuato: {requirement}</translation>
        </message>
        <message>
            <source>moved down: {players}</source>
            <translation>scesi: {players}</translation>
        </message>
        <message>
            <source>homogeneous</source>
            <translation>omogeneo</translation>
        </message>
        <message>
            <source>heterogeneous</source>
            <translation>eterogeneo</translation>
        </message>
        <message>
            <source>homogeneous, joined by C.13</source>
            <translation>omogeneo, unificato da C.13</translation>
        </message>
        <message>
            <source>heterogeneous, joined by C.13</source>
            <translation>eterogeneo, unificato da C.13</translation>
        </message>
        <message>
            <source>homogeneous, lowest</source>
            <translation>omogeneo, l'ultimo</translation>
        </message>
        <message>
            <source>heterogeneous, lowest</source>
            <translation>eterogeneo, l'ultimo</translation>
        </message>
        <message>
            <source>homogeneous, joined by C.13, lowest</source>
            <translation>omogeneo, unificato da C.13, l'ultimo</translation>
        </message>
        <message>
            <source>heterogeneous, joined by C.13, lowest</source>
            <translation>eterogeneo, unificato da C.13, l'ultimo</translation>
        </message>
        <message>
            <source>M1, the moved-down players paired (C.14.b)</source>
            <translation>M1, i giocatori scesi abbinati (C.14.b)</translation>
        </message>
        <message>
            <source>P, the pairs made (C.14.a)</source>
            <translation>P, le coppie formate (C.14.a)</translation>
        </message>
        <message>
            <source>the scores of the floaters (A.7.d, B.3)</source>
            <translation>i punteggi dei giocatori fluttuanti (A.7.d, B.3)</translation>
        </message>
        <message>
            <source>the B3-factor of the lowest bracket (D.4)</source>
            <translation>il fattore B3 dell'ultimo gruppo (D.4)</translation>
        </message>
        <message>
            <source>B.2 ignored for top scorers (C.10.g)</source>
            <translation>B.2 ignorato per i capolisti (C.10.g)</translation>
        </message>
        <message>
            <source>A.7.d dropped (C.10.f)</source>
            <translation>A.7.d abbandonato (C.10.f)</translation>
        </message>
        <message>
            <source>X, pairs not fulfilling the colour preferences (B.4, C.10.e)</source>
            <translation>X, coppie che non rispettano le preferenze di colore (B.4, C.10.e)</translation>
        </message>
        <message>
            <source>Z, pairs not fulfilling the strong colour preferences (A.7.e, C.10.e)</source>
            <translation>Z, coppie che non rispettano le preferenze di colore forti (A.7.e, C.10.e)</translation>
        </message>
        <message>
            <source>B.5 for downfloaters (C.10.d)</source>
            <translation>B.5 per i giocatori scesi (C.10.d)</translation>
        </message>
        <message>
            <source>B.6 for downfloaters (C.10.c)</source>
            <translation>B.6 per i giocatori scesi (C.10.c)</translation>
        </message>
        <message>
            <source>B.5 for upfloaters (C.10.b)</source>
            <translation>B.5 per i giocatori saliti (C.10.b)</translation>
        </message>
        <message>
            <source>B.6 for upfloaters (C.10.a)</source>
            <translation>B.6 per i giocatori saliti (C.10.a)</translation>
        </message>
        <message numerus="yes">
            <source>B.2 for top scorers (%n pair(s) with the same absolute preference)</source>
            <translation>
                <numerusform>B.2 per i capolisti (%n coppia con la stessa preferenza assoluta)</numerusform>
                <numerusform>B.2 per i capolisti (%n coppie con la stessa preferenza assoluta)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A.7.d (%n pair(s) with the same strong preference)</source>
            <translation>
                <numerusform>A.7.d (%n coppia con la stessa preferenza forte)</numerusform>
                <numerusform>A.7.d (%n coppie con la stessa preferenza forte)</numerusform>
            </translation>
        </message>
        <message>
            <source>X raised from X1 = {target} to {count}</source>
            <translation>X portato da X1 = {target} a {count}</translation>
        </message>
        <message>
            <source>Z raised from Z1 = {target} to {count}</source>
            <translation>Z portato da Z1 = {target} a {count}</translation>
        </message>
        <message>
            <source>B.5 for downfloaters: {players} float down again</source>
            <translation>B.5 per i giocatori scesi: {players} scendono di nuovo</translation>
        </message>
        <message>
            <source>B.6 for downfloaters: {players} floated down two rounds before</source>
            <translation>B.6 per i giocatori scesi: {players} sono scesi due turni prima</translation>
        </message>
        <message>
            <source>B.5 for upfloaters: {players} float up again</source>
            <translation>B.5 per i giocatori saliti: {players} salgono di nuovo</translation>
        </message>
        <message>
            <source>B.6 for upfloaters: {players} floated up two rounds before</source>
            <translation>B.6 per i giocatori saliti: {players} sono saliti due turni prima</translation>
        </message>
        <message>
            <source>exchange (D.2): {out} to S2, {into} to S1, difference {difference}</source>
            <translation>scambio (D.2): {out} in S2, {into} in S1, differenza {difference}</translation>
        </message>
        <message>
            <source>S1 {s1} against {s2} (transposition of S2, D.1)</source>
            <translation>S1 {s1} contro {s2} (trasposizione di S2, D.1)</translation>
        </message>
        <message>
            <source>Round {round} (C.04.3.1, Istanbul 2012: FIDE_DUTCH_2013)</source>
            <translation>Turno {round} (C.04.3.1, Istanbul 2012: FIDE_DUTCH_2013)</translation>
        </message>
        <message>
            <source>B.1.b could not be kept: every player had a point or half point without playing, the bye goes to one with the fewest of them</source>
            <translation>non è stato possibile rispettare B.1.b: ogni giocatore aveva un punto o mezzo punto senza giocare, il bye va a uno di quelli che ne hanno meno</translation>
        </message>
        <message>
            <source>bye: {player}</source>
            <translation>bye: {player}</translation>
        </message>
        <message>
            <source>C.13: M1 reduced to zero, the bracket paired as homogeneous</source>
            <translation>C.13: M1 ridotto a zero, il gruppo abbinato come omogeneo</translation>
        </message>
        <message>
            <source>C.13: paired again so that the lowest bracket can be paired</source>
            <translation>C.13: riabbinato perché l'ultimo gruppo possa essere abbinato</translation>
        </message>
        <message>
            <source>C.13: paired again so that the lowest bracket can be paired (P decreased from {before} to {after})</source>
            <translation>C.13: riabbinato perché l'ultimo gruppo possa essere abbinato (P ridotto da {before} a {after})</translation>
        </message>
        <message>
            <source>C.13: joined with the bracket above (score {score})</source>
            <translation>C.13: unificato con il gruppo superiore (punteggio {score})</translation>
        </message>
        <message>
            <source>C.12: paired again so that the next bracket can pair its moved-down players ({moved} move down instead of {instead})</source>
            <translation>C.12: riabbinato perché il gruppo successivo possa abbinare i suoi giocatori scesi ({moved} scendono al posto di {instead})</translation>
        </message>
        <message>
            <source>C.12: paired again so that the next bracket can make more pairs ({moved} move down instead of {instead})</source>
            <translation>C.12: riabbinato perché il gruppo successivo possa formare più coppie ({moved} scendono al posto di {instead})</translation>
        </message>
        <message>
            <source>B3-factor {factor}</source>
            <translation>fattore B3 {factor}</translation>
        </message>
        <message>
            <source>moved-down players first (D.3, D.1.2): {pairs}</source>
            <translation>prima i giocatori scesi (D.3, D.1.2): {pairs}</translation>
        </message>
        <message>
            <source>C.1: {player} has no possible opponent here and is moved down</source>
            <translation>C.1: {player} non ha alcun avversario possibile qui e scende</translation>
        </message>
    </context>
    <context>
        <name>PairingRefusal</name>
        <message>
            <source>Baku acceleration (C.04.5.1) needs the standard scoring: 1 for a win, 1/2 for a draw, 0 for a loss</source>
            <translation>l'accelerazione di Baku (C.04.5.1) richiede il punteggio standard: 1 per la vittoria, 1/2 per la patta, 0 per la sconfitta</translation>
        </message>
        <message>
            <source>Baku acceleration (C.04.7 art. 1.1) needs a win worth two draws and a loss worth 0; this tournament scores win {win}, draw {draw}, loss {loss}</source>
            <translation>l'accelerazione di Baku (C.04.7 art. 1.1) richiede che una vittoria valga due patte e una sconfitta 0; questo torneo assegna vittoria {win}, patta {draw}, sconfitta {loss}</translation>
        </message>
        <message>
            <source>late entries {numbers} are not players of the tournament</source>
            <translation>le iscrizioni tardive {numbers} non sono giocatori del torneo</translation>
        </message>
        <message>
            <source>Baku acceleration needs the number of rounds declared beforehand (C.04.1 art. 1)</source>
            <translation>l'accelerazione di Baku richiede che il numero di turni sia dichiarato in anticipo (C.04.1 art. 1)</translation>
        </message>
        <message numerus="yes">
            <source>round {round} is beyond the %n round of the tournament (142/XXR)</source>
            <translation>
                <numerusform>il turno {round} supera il numero di turni del torneo (%n) (142/XXR)</numerusform>
                <numerusform>il turno {round} supera il numero di turni del torneo (%n) (142/XXR)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>round {round} is beyond the %n rounds of the tournament (142/XXR)</source>
            <translation>
                <numerusform>il turno {round} supera il numero di turni del torneo (%n) (142/XXR)</numerusform>
                <numerusform>il turno {round} supera il numero di turni del torneo (%n) (142/XXR)</numerusform>
            </translation>
        </message>
        <message>
            <source>this is a round robin (record 192 {code}): its rounds are the Berger tables of C.05 Annex 1, not the Dutch system; pair it with the round-robin pairer (python -m engine --berger, or arbiter pair)</source>
            <translation>è un girone all'italiana (record 192 {code}): i suoi turni sono le tabelle di Berger di C.05 allegato 1, non il sistema olandese; abbinarlo con l'abbinatore del girone all'italiana (python -m engine --berger, o arbiter pair)</translation>
        </message>
        <message>
            <source>no pairing satisfies the absolute criteria C1-C3 (C.04.3 art. 1.9.3: the arbiter decides)</source>
            <translation>nessun abbinamento soddisfa i criteri assoluti C1-C3 (C.04.3 art. 1.9.3: decide l'arbitro)</translation>
        </message>
        <message>
            <source>no complete pairing found (C.04.3 art. 1.9.3: the arbiter decides)</source>
            <translation>nessun abbinamento completo trovato (C.04.3 art. 1.9.3: decide l'arbitro)</translation>
        </message>
        <message>
            <source>no pairing satisfies the absolute criteria C.1-C.3 (C.04.3 (2017) A.9: the arbiter decides)</source>
            <translation>nessun abbinamento soddisfa i criteri assoluti C.1-C.3 (C.04.3 (2017) A.9: decide l'arbitro)</translation>
        </message>
        <message>
            <source>no complete pairing found (C.04.3 (2017) A.9: the arbiter decides)</source>
            <translation>nessun abbinamento completo trovato (C.04.3 (2017) A.9: decide l'arbitro)</translation>
        </message>
        <message>
            <source>no pairing satisfies the absolute criteria B.1 and B.2 (C.04.3.1 (2012) C.13)</source>
            <translation>nessun abbinamento soddisfa i criteri assoluti B.1 e B.2 (C.04.3.1 (2012) C.13)</translation>
        </message>
        <message>
            <source>nobody is to be paired: every player has a bye or is absent in this round, and the procedure of C.04.3.1 (2012) C starts from a score bracket</source>
            <translation>non c'è nessuno da abbinare: ogni giocatore ha un bye o è assente in questo turno, e la procedura di C.04.3.1 (2012) C parte da un gruppo di punteggio</translation>
        </message>
        <message>
            <source>no player may receive the pairing-allocated bye</source>
            <translation>nessun giocatore può ricevere il bye assegnato dall'abbinamento</translation>
        </message>
        <message>
            <source>the players cannot all be paired without breaking the absolute criteria of C.04.1 (no second game, no two absolute preferences for one colour)</source>
            <translation>non è possibile abbinare tutti i giocatori senza violare i criteri assoluti di C.04.1 (nessuna seconda partita, nessuna coppia con preferenza assoluta per lo stesso colore)</translation>
        </message>
        <message>
            <source>no opponent is left for player {player}</source>
            <translation>non resta alcun avversario per il giocatore {player}</translation>
        </message>
        <message>
            <source>the Dutch System</source>
            <translation>il sistema olandese</translation>
        </message>
        <message>
            <source>the Burstein System</source>
            <translation>il sistema Burstein</translation>
        </message>
        <message>
            <source>the Dubov System</source>
            <translation>il sistema Dubov</translation>
        </message>
        <message>
            <source>the Lim System</source>
            <translation>il sistema Lim</translation>
        </message>
        <message>
            <source>this build of Arbiter Desk has no engine for {system} yet; it cannot pair it</source>
            <translation>questa versione di Arbiter Desk non ha ancora un motore per {system}; non può abbinarlo</translation>
        </message>
        <message>
            <source>{system} names no acceleration: its players are paired by the points they scored, so the Baku Acceleration (C.04.7) does not apply</source>
            <translation>{system} non prevede accelerazione: i giocatori sono abbinati secondo i punti ottenuti, quindi l'accelerazione di Baku (C.04.7) non si applica</translation>
        </message>
        <message>
            <source>this tournament is paired by {system} (record 192 {code}), not by {pairer}; pair it with python -m engine {flag}</source>
            <translation>questo torneo si abbina secondo {system} (record 192 {code}), non secondo {pairer}; abbinarlo con python -m engine {flag}</translation>
        </message>
        <message>
            <source>this tournament is paired by {system} (record 192 {code}), which this build of Arbiter Desk cannot pair yet</source>
            <translation>questo torneo si abbina secondo {system} (record 192 {code}), che questa versione di Arbiter Desk non sa ancora abbinare</translation>
        </message>
        <message>
            <source>the Double-Swiss System</source>
            <translation>il sistema Doppio Svizzero</translation>
        </message>
    </context>
    <context>
        <name>PairingRoundRobin</name>
        <message>
            <source>a round robin needs {low} to {high} players (C.05 Annex 1 Berger tables), not {players}</source>
            <translation>un girone all'italiana richiede da {low} a {high} giocatori (tabelle di Berger di C.05 allegato 1), non {players}</translation>
        </message>
        <message>
            <source>there is nobody to draw lots for</source>
            <translation>non c'è nessuno da sorteggiare</translation>
        </message>
        <message>
            <source>the seed of a draw is a number 0 or more, not {seed}</source>
            <translation>il seme di un sorteggio è un numero maggiore o uguale a 0, non {seed}</translation>
        </message>
        <message>
            <source>{name} is not a round robin (its record 192 is {code}); pair it with the Dutch system</source>
            <translation>{name} non è un girone all'italiana (il suo record 192 è {code}); abbinarlo con il sistema olandese</translation>
        </message>
        <message>
            <source>this tournament is not a round robin (its record 192 is {code}); pair it with the Dutch system</source>
            <translation>questo torneo non è un girone all'italiana (il suo record 192 è {code}); abbinarlo con il sistema olandese</translation>
        </message>
        <message>
            <source>the players of a round robin must have the pairing numbers 1 to n of the Berger table; missing {numbers}</source>
            <translation>i giocatori di un girone all'italiana devono avere i numeri di abbinamento da 1 a n della tabella di Berger; mancano {numbers}</translation>
        </message>
        <message>
            <source>the players of a round robin must have the pairing numbers 1 to n of the Berger table; a number is used twice</source>
            <translation>i giocatori di un girone all'italiana devono avere i numeri di abbinamento da 1 a n della tabella di Berger; un numero è usato due volte</translation>
        </message>
        <message>
            <source>all {rounds} rounds of this {kind} of {players} players are paired</source>
            <translation>tutti i {rounds} turni di questo {kind} di {players} giocatori sono abbinati</translation>
        </message>
        <message>
            <source>round {table_round} of the Berger table for {size} (C.05 Annex 1), cycle {cycle}: colours reversed (even cycle)</source>
            <translation>turno {table_round} della tabella di Berger per {size} (C.05 allegato 1), ciclo {cycle}: colori invertiti (ciclo pari)</translation>
        </message>
        <message>
            <source>round {table_round} of the Berger table for {size} (C.05 Annex 1), cycle {cycle}: colours as in the table</source>
            <translation>turno {table_round} della tabella di Berger per {size} (C.05 allegato 1), ciclo {cycle}: colori come nella tabella</translation>
        </message>
        <message>
            <source>Round {round} of a {kind} of {players} players ({rounds} rounds)</source>
            <translation>Turno {round} di un {kind} di {players} giocatori ({rounds} turni)</translation>
        </message>
        <message>
            <source>board {board}: {white} - {black}</source>
            <translation>scacchiera {board}: {white} - {black}</translation>
        </message>
        <message>
            <source>{player} meets the dummy {dummy}: no game this round</source>
            <translation>{player} incontra il fittizio {dummy}: nessuna partita in questo turno</translation>
        </message>
        <message>
            <source>round {round}:</source>
            <translation>turno {round}:</translation>
        </message>
        <message>
            <source>the Berger table pairs {games}</source>
            <translation>la tabella di Berger abbina {games}</translation>
        </message>
        <message>
            <source>recorded {games}</source>
            <translation>registrato {games}</translation>
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
            <source>a {kind} of {players} players has rounds 1 to {rounds}, not {round}</source>
            <translation>un {kind} di {players} giocatori ha i turni da 1 a {rounds}, non {round}</translation>
        </message>
        <message>
            <source>{player} withdrew having played {played} of {scheduled} games (at least half): their results count in the standings and their remaining games are forfeits (FIDE Tournament Rules {article}, C.05)</source>
            <translation>{player} si è ritirato dopo aver giocato {played} di {scheduled} partite (almeno la metà): i suoi risultati contano in classifica e le partite restanti sono a forfait (Regolamento tornei FIDE {article}, C.05)</translation>
        </message>
        <message>
            <source>{player} withdrew having played {played} of {scheduled} games (less than half): their results stay in the crosstable but the points scored by them or against them do not count in the standings, where they are not ranked (FIDE Tournament Rules {article}, C.05)</source>
            <translation>{player} si è ritirato dopo aver giocato {played} di {scheduled} partite (meno della metà): i suoi risultati restano nel tabellone ma i punti ottenuti da lui o contro di lui non contano in classifica, dove non è classificato (Regolamento tornei FIDE {article}, C.05)</translation>
        </message>
    </context>
    <context>
        <name>PairingWarning</name>
        <message>
            <source>{names} already met in round {round}</source>
            <translation>{names} si sono già incontrati al turno {round}</translation>
        </message>
        <message>
            <source>{names} may not be paired (prohibited pair)</source>
            <translation>{names} non possono essere abbinati (abbinamento vietato)</translation>
        </message>
        <message>
            <source>{names} both have an absolute preference for white (board {board})</source>
            <translation>{names} hanno entrambi una preferenza assoluta per il Bianco (scacchiera {board})</translation>
        </message>
        <message>
            <source>{names} both have an absolute preference for black (board {board})</source>
            <translation>{names} hanno entrambi una preferenza assoluta per il Nero (scacchiera {board})</translation>
        </message>
        <message>
            <source>{player} and {other}</source>
            <translation>{player} e {other}</translation>
        </message>
        <message>
            <source>{player} would get a colour difference of {difference} with white (board {board})</source>
            <translation>{player} avrebbe una differenza di colore di {difference} con il Bianco (scacchiera {board})</translation>
        </message>
        <message>
            <source>{player} would get a colour difference of {difference} with black (board {board})</source>
            <translation>{player} avrebbe una differenza di colore di {difference} con il Nero (scacchiera {board})</translation>
        </message>
        <message>
            <source>{player} would get white three times in a row (board {board})</source>
            <translation>{player} avrebbe il Bianco tre volte di seguito (scacchiera {board})</translation>
        </message>
        <message>
            <source>{player} would get black three times in a row (board {board})</source>
            <translation>{player} avrebbe il Nero tre volte di seguito (scacchiera {board})</translation>
        </message>
        <message>
            <source>{player} may not receive the pairing-allocated bye: already had the pairing-allocated bye or a forfeit win in round {round}</source>
            <translation>{player} non può ricevere il bye assegnato dall'abbinamento: ha già avuto il bye assegnato o una vittoria a forfait al turno {round}</translation>
        </message>
        <message>
            <source>{player} may not receive the pairing-allocated bye: already scored a win without playing in round {round}</source>
            <translation>{player} non può ricevere il bye assegnato dall'abbinamento: ha già ottenuto una vittoria senza giocare al turno {round}</translation>
        </message>
        <message>
            <source>players with a colour difference beyond +-2</source>
            <translation>giocatori con una differenza di colore oltre +-2</translation>
        </message>
        <message>
            <source>players with the same colour three times in a row</source>
            <translation>giocatori con lo stesso colore tre volte di seguito</translation>
        </message>
        <message>
            <source>players without their colour preference</source>
            <translation>giocatori senza la loro preferenza di colore</translation>
        </message>
        <message>
            <source>players without their strong colour preference</source>
            <translation>giocatori senza la loro preferenza di colore forte</translation>
        </message>
        <message>
            <source>players floating down again (as in the previous round)</source>
            <translation>giocatori che scendono di nuovo (come nel turno precedente)</translation>
        </message>
        <message>
            <source>players floating up again (as in the previous round)</source>
            <translation>giocatori che salgono di nuovo (come nel turno precedente)</translation>
        </message>
        <message>
            <source>players floating down as two rounds before</source>
            <translation>giocatori che scendono come due turni prima</translation>
        </message>
        <message>
            <source>players floating up as two rounds before</source>
            <translation>giocatori che salgono come due turni prima</translation>
        </message>
        <message>
            <source>{what}: {count} ({players}); {theirs} in the engine's pairing</source>
            <translation>{what}: {count} ({players}); {theirs} nell'abbinamento del programma</translation>
        </message>
        <message>
            <source>{what}: {count} ({players}); {theirs} in none (the engine finds no legal pairing)</source>
            <translation>{what}: {count} ({players}); {theirs} in nessuno (il programma non trova alcun abbinamento valido)</translation>
        </message>
        <message>
            <source>{player} gets the pairing-allocated bye with {points}; it can go to a player with {lowest}</source>
            <translation>{player} riceve il bye assegnato dall'abbinamento con {points}; può andare a un giocatore con {lowest}</translation>
        </message>
        <message>
            <source>board {board}: by {rule} {player} should have white against {opponent}</source>
            <translation>scacchiera {board}: secondo {rule}, {player} dovrebbe avere il Bianco contro {opponent}</translation>
        </message>
        <message>
            <source>{names} both have an absolute colour preference for white (board {board})</source>
            <translation>{names} hanno entrambi una preferenza di colore assoluta per il Bianco (scacchiera {board})</translation>
        </message>
        <message>
            <source>{names} both have an absolute colour preference for black (board {board})</source>
            <translation>{names} hanno entrambi una preferenza di colore assoluta per il Nero (scacchiera {board})</translation>
        </message>
        <message>
            <source>the bye in round {round}</source>
            <translation>il bye al turno {round}</translation>
        </message>
        <message>
            <source>a full-point bye in round {round}</source>
            <translation>un bye da un punto al turno {round}</translation>
        </message>
        <message>
            <source>a half-point bye in round {round}</source>
            <translation>un bye da mezzo punto al turno {round}</translation>
        </message>
        <message>
            <source>a forfeit win in round {round}</source>
            <translation>una vittoria a forfait al turno {round}</translation>
        </message>
        <message>
            <source>a point without playing in round {round}</source>
            <translation>un punto senza giocare al turno {round}</translation>
        </message>
        <message>
            <source>{player} may not receive the bye: a point or half point without playing ({rounds}); every player had one in this round, and the bye goes to one with the fewest of them</source>
            <translation>{player} non può ricevere il bye: un punto o mezzo punto senza giocare ({rounds}); in questo turno ogni giocatore ne aveva uno, e il bye va a uno di quelli che ne hanno meno</translation>
        </message>
        <message>
            <source>{player} may not receive the bye: a point or half point without playing ({rounds})</source>
            <translation>{player} non può ricevere il bye: un punto o mezzo punto senza giocare ({rounds})</translation>
        </message>
        <message>
            <source>pairs of top scorers with the same absolute colour preference</source>
            <translation>coppie di capolisti con la stessa preferenza di colore assoluta</translation>
        </message>
        <message>
            <source>pairs with the same strong colour preference (A.7.d treats it as absolute in odd rounds)</source>
            <translation>coppie con la stessa preferenza di colore forte (A.7.d la considera assoluta nei turni dispari)</translation>
        </message>
        <message>
            <source>pairs not fulfilling both colour preferences</source>
            <translation>coppie che non rispettano entrambe le preferenze di colore</translation>
        </message>
        <message>
            <source>pairs not fulfilling both strong colour preferences</source>
            <translation>coppie che non rispettano entrambe le preferenze di colore forti</translation>
        </message>
        <message>
            <source>players floating down as in the previous round</source>
            <translation>giocatori che scendono come nel turno precedente</translation>
        </message>
        <message>
            <source>players floating up as in the previous round</source>
            <translation>giocatori che salgono come nel turno precedente</translation>
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
            <translation>un abbinamento è per il turno 1 o successivi, non per il turno {round}</translation>
        </message>
        <message>
            <source>player {number}</source>
            <translation>giocatore {number}</translation>
        </message>
        <message>
            <source>{player} is paired against themselves on board {board}</source>
            <translation>{player} è abbinato contro sé stesso alla scacchiera {board}</translation>
        </message>
        <message>
            <source>board {board}</source>
            <translation>scacchiera {board}</translation>
        </message>
        <message>
            <source>the pairing-allocated bye</source>
            <translation>il bye assegnato dall'abbinamento</translation>
        </message>
        <message>
            <source>no player has pairing number {number} ({places})</source>
            <translation>nessun giocatore ha il numero di abbinamento {number} ({places})</translation>
        </message>
        <message>
            <source>{player} is paired more than once: {places}</source>
            <translation>{player} è abbinato più di una volta: {places}</translation>
        </message>
        <message>
            <source>{player} is neither paired nor given the pairing-allocated bye</source>
            <translation>{player} non è abbinato né riceve il bye assegnato dall'abbinamento</translation>
        </message>
        <message>
            <source>{player} gets the pairing-allocated bye, but the number of players to pair ({count}) is even</source>
            <translation>{player} riceve il bye assegnato dall'abbinamento, ma il numero di giocatori da abbinare ({count}) è pari</translation>
        </message>
        <message>
            <source>the number of players to pair ({count}) is odd and nobody gets the pairing-allocated bye</source>
            <translation>il numero di giocatori da abbinare ({count}) è dispari e nessuno riceve il bye assegnato dall'abbinamento</translation>
        </message>
        <message>
            <source>{player} has a half-point bye entered in round {round}</source>
            <translation>{player} ha un bye da mezzo punto registrato al turno {round}</translation>
        </message>
        <message>
            <source>{player} has a full-point bye entered in round {round}</source>
            <translation>{player} ha un bye da un punto registrato al turno {round}</translation>
        </message>
        <message>
            <source>{player} has a zero-point bye (absent or withdrawn) entered in round {round}</source>
            <translation>{player} ha un bye da zero punti (assente o ritirato) registrato al turno {round}</translation>
        </message>
        <message>
            <source>{player} is announced absent in round {round}</source>
            <translation>{player} è annunciato assente al turno {round}</translation>
        </message>
        <message>
            <source>{player} has a bye entered in round {round}</source>
            <translation>{player} ha un bye registrato al turno {round}</translation>
        </message>
        <message>
            <source>{player} is not to be paired in round {round}</source>
            <translation>{player} non deve essere abbinato al turno {round}</translation>
        </message>
        <message>
            <source>{situation} but gets the pairing-allocated bye</source>
            <translation>{situation} ma riceve il bye assegnato dall'abbinamento</translation>
        </message>
        <message>
            <source>{situation} but is paired</source>
            <translation>{situation} ma è abbinato</translation>
        </message>
        <message>
            <source>pairs joining players with {points} or more to lower-scored players (the pairing-allocated bye a game against {floor}): {mine}; {theirs} in the engine's pairing</source>
            <translation>coppie che uniscono giocatori con {points} o più a giocatori con meno punti (il bye assegnato dall'abbinamento come partita contro {floor}): {mine}; {theirs} nell'abbinamento del programma</translation>
        </message>
        <message>
            <source>pairs joining players with {points} or more to lower-scored players: {mine}; {theirs} in the engine's pairing</source>
            <translation>coppie che uniscono giocatori con {points} o più a giocatori con meno punti: {mine}; {theirs} nell'abbinamento del programma</translation>
        </message>
        <message>
            <source>{count} ({pairs}), moving down {scores}</source>
            <translation>{count} ({pairs}), facendo scendere {scores}</translation>
        </message>
        <message>
            <source>{count} ({pairs})</source>
            <translation>{count} ({pairs})</translation>
        </message>
        <message>
            <source>{player}: {points} - the pairing-allocated bye</source>
            <translation>{player}: {points} - il bye assegnato dall'abbinamento</translation>
        </message>
        <message>
            <source>{white}: {white_points} - {black}: {black_points}</source>
            <translation>{white}: {white_points} - {black}: {black_points}</translation>
        </message>
        <message>
            <source>{points} point</source>
            <translation>{points} punto</translation>
        </message>
        <message>
            <source>{points} points</source>
            <translation>{points} punti</translation>
        </message>
    </context>
    <context>
        <name>SubmissionIssue</name>
        <message>
            <source>standard</source>
            <translation>standard</translation>
        </message>
        <message>
            <source>rapid</source>
            <translation>rapid</translation>
        </message>
        <message>
            <source>blitz</source>
            <translation>blitz</translation>
        </message>
        <message>
            <source>the tournament has no name (012)</source>
            <translation>il torneo non ha un nome (012)</translation>
        </message>
        <message>
            <source>the city is missing (022)</source>
            <translation>manca la città (022)</translation>
        </message>
        <message>
            <source>the host federation is missing (032)</source>
            <translation>manca la federazione organizzatrice (032)</translation>
        </message>
        <message>
            <source>federation {federation!r} is not a 3-letter FIDE code (032)</source>
            <translation>la federazione {federation!r} non è un codice FIDE di 3 lettere (032)</translation>
        </message>
        <message>
            <source>the chief arbiter is missing (102)</source>
            <translation>manca l'arbitro principale (102)</translation>
        </message>
        <message>
            <source>the chief arbiter {arbiter!r} has no FIDE ID (102)</source>
            <translation>l'arbitro principale {arbiter!r} non ha un ID FIDE (102)</translation>
        </message>
        <message>
            <source>deputy arbiter {arbiter!r} has no FIDE ID (112)</source>
            <translation>il vice arbitro {arbiter!r} non ha un ID FIDE (112)</translation>
        </message>
        <message>
            <source>the time control is not described (122)</source>
            <translation>la cadenza non è descritta (122)</translation>
        </message>
        <message>
            <source>the encoded time control is missing (222), e.g. 5400+30 for 90' + 30"; the event is rated {rating}</source>
            <translation>manca la cadenza codificata (222), ad es. 5400+30 per 90' + 30"; il torneo è valido per l'Elo {rating}</translation>
        </message>
        <message>
            <source>the time control {code} is {kind}, but the event is to be rated {rating} (Laws of Chess, Appendices A and B)</source>
            <translation>la cadenza {code} è {kind}, ma il torneo deve essere valido per l'Elo {rating} (Regolamento degli scacchi, appendici A e B)</translation>
        </message>
        <message>
            <source>the start date is missing ({code})</source>
            <translation>manca la data di inizio ({code})</translation>
        </message>
        <message>
            <source>the end date is missing ({code})</source>
            <translation>manca la data di fine ({code})</translation>
        </message>
        <message>
            <source>the start date {text!r} is not YYYY/MM/DD ({code})</source>
            <translation>la data di inizio {text!r} non è nel formato AAAA/MM/GG ({code})</translation>
        </message>
        <message>
            <source>the end date {text!r} is not YYYY/MM/DD ({code})</source>
            <translation>la data di fine {text!r} non è nel formato AAAA/MM/GG ({code})</translation>
        </message>
        <message>
            <source>the event ends ({end}) before it starts ({start})</source>
            <translation>il torneo finisce ({end}) prima di iniziare ({start})</translation>
        </message>
        <message>
            <source>round {round} has no date (132)</source>
            <translation>il turno {round} non ha una data (132)</translation>
        </message>
        <message>
            <source>the date of round {round}, {text!r}, is not YY/MM/DD (132)</source>
            <translation>la data del turno {round}, {text!r}, non è nel formato AA/MM/GG (132)</translation>
        </message>
        <message>
            <source>round {round} ({date}) is before the start of the event ({start})</source>
            <translation>il turno {round} ({date}) è prima dell'inizio del torneo ({start})</translation>
        </message>
        <message>
            <source>round {round} ({date}) is after the end of the event ({end})</source>
            <translation>il turno {round} ({date}) è dopo la fine del torneo ({end})</translation>
        </message>
        <message>
            <source>round {round} ({date}) is dated before round {previous} ({previous_date})</source>
            <translation>il turno {round} ({date}) è datato prima del turno {previous} ({previous_date})</translation>
        </message>
        <message>
            <source>{player} has no FIDE ID (001 columns 58-68): FIDE rates players by their ID</source>
            <translation>{player} non ha un ID FIDE (001 colonne 58-68): la FIDE calcola l'Elo dei giocatori tramite il loro ID</translation>
        </message>
        <message>
            <source>{player}: FIDE ID {fide_id} is given to {count} players</source>
            <translation>{player}: l'ID FIDE {fide_id} è assegnato a {count} giocatori</translation>
        </message>
        <message>
            <source>{player} has no federation (001 columns 54-56)</source>
            <translation>{player} non ha una federazione (001 colonne 54-56)</translation>
        </message>
        <message>
            <source>{player}: federation {federation!r} is not a 3-letter FIDE code</source>
            <translation>{player}: la federazione {federation!r} non è un codice FIDE di 3 lettere</translation>
        </message>
        <message>
            <source>{player}: sex not recorded (001 column 10)</source>
            <translation>{player}: sesso non registrato (001 colonna 10)</translation>
        </message>
        <message>
            <source>{player}: birth date {birth_date!r} is not YYYY/MM/DD</source>
            <translation>{player}: la data di nascita {birth_date!r} non è nel formato AAAA/MM/GG</translation>
        </message>
        <message>
            <source>round {round}: the game #{number} {name} - #{opponent} has no result</source>
            <translation>turno {round}: la partita #{number} {name} - #{opponent} non ha un risultato</translation>
        </message>
        <message>
            <source>only {played} of {rounds} rounds are paired: the event is not finished</source>
            <translation>solo {played} turni su {rounds} sono abbinati: il torneo non è finito</translation>
        </message>
    </context>
</TS>
