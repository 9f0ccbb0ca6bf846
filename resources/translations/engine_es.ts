<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
    <context>
        <name>Breach</name>
        <message>
            <source>round {round}: {article}: {reason}</source>
            <translation>ronda {round}: {article}: {reason}</translation>
        </message>
    </context>
    <context>
        <name>DoubleSwiss</name>
        <message>
            <source>the round-pairing is not complete: every player but one (the bye) is paired once (paired twice: {twice}; not paired: {missing})</source>
            <translation>el emparejamiento de la ronda no está completo: cada jugador salvo uno (el del descanso) se empareja una vez (emparejados dos veces: {twice}; sin emparejar: {missing})</translation>
        </message>
        <message>
            <source>player {player} has the pairing-allocated bye, but the number of players is even</source>
            <translation>el jugador {player} tiene el descanso asignado por el emparejamiento, pero el número de jugadores es par</translation>
        </message>
        <message>
            <source>players {first} and {second} have already played each other</source>
            <translation>los jugadores {first} y {second} ya se han enfrentado</translation>
        </message>
        <message>
            <source>player {player} already had the pairing-allocated bye, a match won by forfeit or a full-point bye, and may not have the pairing-allocated bye</source>
            <translation>el jugador {player} ya tuvo el descanso asignado por el emparejamiento, un encuentro ganado por incomparecencia o un descanso de un punto, y no puede recibir el descanso asignado por el emparejamiento</translation>
        </message>
        <message>
            <source>the pairing-allocated bye goes to player {expected} (the lowest score, then the most matches played, then the largest TPN, leaving a legal pairing), not {recorded}</source>
            <translation>el descanso asignado por el emparejamiento corresponde al jugador {expected} (la puntuación más baja, luego más encuentros jugados, luego el TPN más alto, dejando un emparejamiento legal), no a {recorded}</translation>
        </message>
        <message>
            <source>the upfloaters of the bracket of score {score} are {expected} (3.5), not {recorded}</source>
            <translation>los flotantes ascendentes del grupo de puntuación {score} son {expected} (3.5), no {recorded}</translation>
        </message>
        <message>
            <source>the bracket {players} is paired {expected} (the first identifier, 3.6)</source>
            <translation>el grupo {players} se empareja {expected} (el primer identificador, 3.6)</translation>
        </message>
        <message>
            <source>player {white} has White in game 1 against {black}, not {recorded}</source>
            <translation>el jugador {white} lleva blancas en la partida 1 contra {black}, no {recorded}</translation>
        </message>
        <message>
            <source>a bye applies to the whole match (C.04.5 Preface): both cells need the same bye code, not {first} and {second}</source>
            <translation>un descanso vale para todo el encuentro (C.04.5 Preámbulo): las dos casillas necesitan el mismo código de descanso, no {first} y {second}</translation>
        </message>
        <message>
            <source>game 1 and game 2 of a match are against the same opponent (C.04.5 Preface)</source>
            <translation>la partida 1 y la partida 2 de un encuentro se juegan contra el mismo rival (C.04.5 Preámbulo)</translation>
        </message>
        <message>
            <source>the two games of a match are played with alternating colours (C.04.5 Preface)</source>
            <translation>las dos partidas de un encuentro se juegan con colores alternos (C.04.5 Preámbulo)</translation>
        </message>
        <message>
            <source>player {player}, match {match} (rounds {first} and {second}): {reason}</source>
            <translation>jugador {player}, encuentro {match} (rondas {first} y {second}): {reason}</translation>
        </message>
        <message>
            <source>no pairing of this round complies with [C1]-[C3] (C.04.5 art. 3.3.3: the Chief Arbiter decides)</source>
            <translation>ningún emparejamiento de esta ronda cumple [C1]-[C3] (C.04.5 art. 3.3.3: decide el árbitro principal)</translation>
        </message>
        <message>
            <source>192: the Baku Acceleration is not available with the Double-Swiss System: C.04.7 does not say whether its points for a win are a game's or a match's</source>
            <translation>192: la aceleración Bakú no está disponible con el sistema Doble Suizo: C.04.7 no dice si sus puntos por victoria son los de una partida o los de un encuentro</translation>
        </message>
        <message>
            <source>192: {code} is not the Double-Swiss System ({expected})</source>
            <translation>192: {code} no es el sistema Doble Suizo ({expected})</translation>
        </message>
        <message>
            <source>142: {total} round cells, but a Double-Swiss match takes two (game 1 and game 2)</source>
            <translation>142: {total} casillas de ronda, pero un encuentro Doble Suizo ocupa dos (partida 1 y partida 2)</translation>
        </message>
        <message>
            <source>match {match} is beyond the {matches} matches of the tournament</source>
            <translation>el encuentro {match} está más allá de los {matches} encuentros del torneo</translation>
        </message>
        <message>
            <source>match {match}: player {player} plays {opponent}, who does not play them</source>
            <translation>encuentro {match}: el jugador {player} juega contra {opponent}, que no juega contra él</translation>
        </message>
    </context>
    <context>
        <name>DubovChecker</name>
        <message>
            <source>art. 3.2: the bracket pairing the text gives</source>
            <translation>art. 3.2: el emparejamiento del grupo que da el texto</translation>
        </message>
        <message>
            <source>colours of {white}-{black}: the rule gives White to {black}</source>
            <translation>colores de {white}-{black}: la regla da blancas a {black}</translation>
        </message>
        <message>
            <source>{a} and {b} have played each other (or may not meet)</source>
            <translation>{a} y {b} ya se han enfrentado (o no pueden enfrentarse)</translation>
        </message>
        <message>
            <source>{a} and {b} have the same absolute colour preference</source>
            <translation>{a} y {b} tienen la misma preferencia de color absoluta</translation>
        </message>
        <message>
            <source>{player} receives the pairing-allocated bye after a bye or a win without playing</source>
            <translation>{player} recibe el bye asignado por el emparejamiento tras un bye o una victoria sin jugar</translation>
        </message>
        <message>
            <source>the pairing-allocated bye goes to {expected}, not {recorded}</source>
            <translation>el bye asignado por el emparejamiento corresponde a {expected}, no a {recorded}</translation>
        </message>
    </context>
    <context>
        <name>DubovRefusal</name>
        <message>
            <source>no player can receive the pairing-allocated bye and leave a complete pairing ({count} players)</source>
            <translation>ningún jugador puede recibir el bye asignado por el emparejamiento dejando un emparejamiento completo ({count} jugadores)</translation>
        </message>
        <message>
            <source>bracket of score {score}: no legal pairing</source>
            <translation>grupo de {score} puntos: ningún emparejamiento legal</translation>
        </message>
        <message>
            <source>bracket of score {score}: the residents cannot all be paired ([C1], [C3], [C4])</source>
            <translation>grupo de {score} puntos: no se puede emparejar a todos los jugadores del grupo ([C1], [C3], [C4])</translation>
        </message>
    </context>
    <context>
        <name>EditionPolicy</name>
        <message>
            <source>rules {code}, as record 192 says</source>
            <translation>reglas {code}, como indica el registro 192</translation>
        </message>
        <message>
            <source>rules {code}: the TRF has no record 192 and no start date that can be read</source>
            <translation>reglas {code}: el TRF no tiene registro 192 ni una fecha de inicio legible</translation>
        </message>
        <message>
            <source>edition chosen from the start date {start}: {code} ({why})</source>
            <translation>edición elegida según la fecha de inicio {start}: {code} ({why})</translation>
        </message>
        <message>
            <source>the oldest text this program pairs, in force from 1 July 2013; the event is older</source>
            <translation>el texto más antiguo que este programa aplica, vigente desde el 1 de julio de 2013; el torneo es anterior</translation>
        </message>
        <message>
            <source>in force from 1 July 2013 to 30 June 2017</source>
            <translation>vigente del 1 de julio de 2013 al 30 de junio de 2017</translation>
        </message>
        <message>
            <source>in force from 1 July 2017 to 31 January 2026</source>
            <translation>vigente del 1 de julio de 2017 al 31 de enero de 2026</translation>
        </message>
        <message>
            <source>in force since 1 February 2026</source>
            <translation>vigente desde el 1 de febrero de 2026</translation>
        </message>
    </context>
    <context>
        <name>KFactor</name>
        <message>
            <source>{rule}; {games} games x {k} &gt; 700: K = {used} (8.3.3)</source>
            <translation>{rule}; {games} partidas x {k} &gt; 700: K = {used} (8.3.3)</translation>
        </message>
        <message>
            <source>{games} games x {k} &gt; 700: K = {used} (8.3.3)</source>
            <translation>{games} partidas x {k} &gt; 700: K = {used} (8.3.3)</translation>
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
            <translation>K de la lista FIDE, guardada para el jugador (7.1.2)</translation>
        </message>
        <message>
            <source>published rating has reached 2400 (8.3.3)</source>
            <translation>el rating publicado ha llegado a 2400 (8.3.3)</translation>
        </message>
        <message>
            <source>new to the list, {done} of {needed} games completed (8.3.3)</source>
            <translation>nuevo en la lista, {done} de {needed} partidas jugadas (8.3.3)</translation>
        </message>
        <message>
            <source>until the end of the year of the 18th birthday, rating under 2300 (8.3.3)</source>
            <translation>hasta el final del año en que cumple 18 años, rating inferior a 2300 (8.3.3)</translation>
        </message>
        <message>
            <source>K 10 if a published rating ever reached 2400</source>
            <translation>K 10 si algún rating publicado llegó a 2400</translation>
        </message>
        <message>
            <source>K 40 if fewer than {games} rated games were completed before</source>
            <translation>K 40 si antes se jugaron menos de {games} partidas válidas</translation>
        </message>
        <message>
            <source>K 40 for a junior: birth year unknown</source>
            <translation>K 40 para un juvenil: año de nacimiento desconocido</translation>
        </message>
        <message>
            <source>rating under 2400 (8.3.3)</source>
            <translation>rating inferior a 2400 (8.3.3)</translation>
        </message>
    </context>
    <context>
        <name>LimChecker</name>
        <message>
            <source>art. 2.2-4: the pairing the procedure of the text gives (a Maxi-tournament: 3.2.3, 3.8, 5.7)</source>
            <translation>art. 2.2-4: el emparejamiento que da el procedimiento del texto (un Maxi-torneo: 3.2.3, 3.8, 5.7)</translation>
        </message>
        <message>
            <source>art. 2.2-4: the pairing the procedure of the text gives</source>
            <translation>art. 2.2-4: el emparejamiento que da el procedimiento del texto</translation>
        </message>
        <message>
            <source>{a} and {b} have played each other (or may not meet)</source>
            <translation>{a} y {b} ya se han enfrentado (o no pueden enfrentarse)</translation>
        </message>
        <message>
            <source>{a} and {b}: any colours would break the colour limits</source>
            <translation>{a} y {b}: cualquier asignación de colores rompería los límites de colores</translation>
        </message>
        <message>
            <source>colours of {white}-{black} break the colour limits; the other way round keeps them</source>
            <translation>los colores de {white}-{black} rompen los límites de colores; al revés se respetan</translation>
        </message>
        <message>
            <source>colours of {white}-{black}: the rule gives White to {black}</source>
            <translation>colores de {white}-{black}: la regla da blancas a {black}</translation>
        </message>
        <message>
            <source>{player} receives the pairing-allocated bye after a bye or a win without playing</source>
            <translation>{player} recibe el bye asignado por el emparejamiento tras un bye o una victoria sin jugar</translation>
        </message>
        <message>
            <source>the pairing-allocated bye goes to {expected}, not {recorded}</source>
            <translation>el bye asignado por el emparejamiento corresponde a {expected}, no a {recorded}</translation>
        </message>
    </context>
    <context>
        <name>LimRefusal</name>
        <message>
            <source>no pairing of compatible players (art. 2.1) exists for the {count} players</source>
            <translation>no existe ningún emparejamiento de jugadores compatibles (art. 2.1) para los {count} jugadores</translation>
        </message>
    </context>
    <context>
        <name>NormCheck</name>
        <message>
            <source>{what} ({article}): {have}; needed {need}: met</source>
            <translation>{what} ({article}): {have}; se requiere {need}: cumplido</translation>
        </message>
        <message>
            <source>{what} ({article}): {have}; needed {need}: NOT met</source>
            <translation>{what} ({article}): {have}; se requiere {need}: NO cumplido</translation>
        </message>
        <message>
            <source>not counted: {rounds}</source>
            <translation>no cuenta: {rounds}</translation>
        </message>
        <message>
            <source>{title} norm: Rp {performance} with Ra {average}, {score}/{games}</source>
            <translation>norma de {title}: Rp {performance} con Ra {average}, {score}/{games}</translation>
        </message>
        <message>
            <source>no {title} norm: {missing}</source>
            <translation>sin norma de {title}: {missing}</translation>
        </message>
        <message>
            <source>{what} {have} (needs {need})</source>
            <translation>{what} {have} (se requiere {need})</translation>
        </message>
        <message>
            <source>round {round}: bye</source>
            <translation>ronda {round}: bye</translation>
        </message>
        <message>
            <source>round {round}: forfeit</source>
            <translation>ronda {round}: incomparecencia</translation>
        </message>
        <message>
            <source>round {round}: no result</source>
            <translation>ronda {round}: sin resultado</translation>
        </message>
        <message>
            <source>round {round}: game not rated</source>
            <translation>ronda {round}: partida no válida</translation>
        </message>
        <message>
            <source>{count} of {games}</source>
            <translation>{count} de {games}</translation>
        </message>
        <message>
            <source>games</source>
            <translation>partidas</translation>
        </message>
        <message>
            <source>at least {count}</source>
            <translation>al menos {count}</translation>
        </message>
        <message>
            <source>other federations</source>
            <translation>otras federaciones</translation>
        </message>
        <message>
            <source>other feds</source>
            <translation>otras fed.</translation>
        </message>
        <message>
            <source>opponents of the own federation</source>
            <translation>rivales de la propia federación</translation>
        </message>
        <message>
            <source>at most 3/5</source>
            <translation>como máximo 3/5</translation>
        </message>
        <message>
            <source>own fed</source>
            <translation>propia fed.</translation>
        </message>
        <message>
            <source>opponents of one federation</source>
            <translation>rivales de una misma federación</translation>
        </message>
        <message>
            <source>{count} of {games} ({federation})</source>
            <translation>{count} de {games} ({federation})</translation>
        </message>
        <message>
            <source>at most 2/3</source>
            <translation>como máximo 2/3</translation>
        </message>
        <message>
            <source>one fed</source>
            <translation>una fed.</translation>
        </message>
        <message>
            <source>titled opponents</source>
            <translation>rivales titulados</translation>
        </message>
        <message>
            <source>at least 50 %</source>
            <translation>al menos 50 %</translation>
        </message>
        <message>
            <source>titled</source>
            <translation>titulados</translation>
        </message>
        <message>
            <source>{titles} opponents</source>
            <translation>rivales {titles}</translation>
        </message>
        <message>
            <source>at least 1/3 and 3</source>
            <translation>al menos 1/3 y 3</translation>
        </message>
        <message>
            <source>unrated opponents</source>
            <translation>rivales sin rating</translation>
        </message>
        <message>
            <source>at most 20 %</source>
            <translation>como máximo 20 %</translation>
        </message>
        <message>
            <source>unrated</source>
            <translation>sin rating</translation>
        </message>
        <message>
            <source>average rating of the opponents</source>
            <translation>media de Elo de los rivales</translation>
        </message>
        <message>
            <source>score</source>
            <translation>puntuación</translation>
        </message>
        <message>
            <source>at least {points} (35 %)</source>
            <translation>al menos {points} (35 %)</translation>
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
            <translation>{target} no es un archivo normal (una carpeta, un dispositivo o una tubería); elija un nombre de archivo</translation>
        </message>
        <message>
            <source>{target} is a database (a tournament file, a backup, the player library or another program's data), which no output may replace; choose another name</source>
            <translation>{target} es una base de datos (un archivo de torneo, una copia de seguridad, la biblioteca de jugadores o datos de otro programa) que ninguna salida puede reemplazar; elija otro nombre</translation>
        </message>
        <message>
            <source>{target} belongs to the database {name} beside it (its journal, lock or a copy being made); choose another name</source>
            <translation>{target} pertenece a la base de datos {name} que está al lado (su diario, su bloqueo o una copia en curso); elija otro nombre</translation>
        </message>
        <message>
            <source>{target} is the open tournament file or one of its own files (its journal, lock or backups); choose another name</source>
            <translation>{target} es el archivo de torneo abierto o uno de sus propios archivos (su diario, su bloqueo o sus copias de seguridad); elija otro nombre</translation>
        </message>
        <message>
            <source>{target} is inside the automatic backups folder of {name}; choose another folder</source>
            <translation>{target} está dentro de la carpeta de copias de seguridad automáticas de {name}; elija otra carpeta</translation>
        </message>
        <message>
            <source>cannot write {target}: {reason}; nothing was changed there</source>
            <translation>no se puede escribir {target}: {reason}; no se ha cambiado nada allí</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>el disco está lleno</translation>
        </message>
        <message>
            <source>the disk reported an input/output error</source>
            <translation>el disco informó de un error de entrada/salida</translation>
        </message>
        <message>
            <source>the drive is read-only</source>
            <translation>la unidad es de solo lectura</translation>
        </message>
        <message>
            <source>you may not write in that folder</source>
            <translation>no tiene permiso para escribir en esa carpeta</translation>
        </message>
        <message>
            <source>the folder does not exist</source>
            <translation>la carpeta no existe</translation>
        </message>
    </context>
    <context>
        <name>PairingWarning</name>
        <message>
            <source>legal, but not the pairing of the brackets the text gives</source>
            <translation>legal, pero no es el emparejamiento de los grupos que da el texto</translation>
        </message>
    </context>
    <context>
        <name>PlatformError</name>
        <message>
            <source>no program to open {path} was found (xdg-open is missing: install xdg-utils); open it by hand</source>
            <translation>no se encontró ningún programa para abrir {path} (falta xdg-open: instale xdg-utils); ábralo a mano</translation>
        </message>
        <message>
            <source>could not open {path} ({reason}); open it by hand</source>
            <translation>no se pudo abrir {path} ({reason}); ábralo a mano</translation>
        </message>
    </context>
    <context>
        <name>PrizeCategory</name>
        <message>
            <source>women</source>
            <translation>mujeres</translation>
        </message>
        <message>
            <source>men</source>
            <translation>hombres</translation>
        </message>
        <message>
            <source>born {first}-{last}</source>
            <translation>nacidos en {first}-{last}</translation>
        </message>
        <message>
            <source>born {year} or later</source>
            <translation>nacidos en {year} o después</translation>
        </message>
        <message>
            <source>born {year} or earlier</source>
            <translation>nacidos en {year} o antes</translation>
        </message>
        <message>
            <source>unrated</source>
            <translation>sin rating</translation>
        </message>
        <message>
            <source>rated {low}-{high}</source>
            <translation>rating {low}-{high}</translation>
        </message>
        <message>
            <source>rated {rating} or more</source>
            <translation>rating {rating} o más</translation>
        </message>
        <message>
            <source>rated {rating} or less</source>
            <translation>rating {rating} o menos</translation>
        </message>
        <message>
            <source>federation {codes}</source>
            <translation>federación {codes}</translation>
        </message>
        <message>
            <source>club {names}</source>
            <translation>club {names}</translation>
        </message>
        <message numerus="yes">
            <source>%n players listed</source>
            <translation>
                <numerusform>%n jugador en la lista</numerusform>
                <numerusform>%n jugadores en la lista</numerusform>
            </translation>
        </message>
        <message>
            <source>all players</source>
            <translation>todos los jugadores</translation>
        </message>
    </context>
    <context>
        <name>RatingCalculation</name>
        <message>
            <source>forfeit: unplayed games are not rated (5.1)</source>
            <translation>incomparecencia: las partidas no jugadas no son válidas (5.1)</translation>
        </message>
        <message>
            <source>bye: no game</source>
            <translation>bye: sin partida</translation>
        </message>
        <message>
            <source>not paired</source>
            <translation>no emparejado</translation>
        </message>
        <message>
            <source>late entry: not yet entered (C.04.2 art. 2.4)</source>
            <translation>inscripción tardía: aún no inscrito (C.04.2 art. 2.4)</translation>
        </message>
        <message>
            <source>withdrawn: no longer paired (C.04.2 art. 3.2)</source>
            <translation>retirado: ya no se empareja (C.04.2 art. 3.2)</translation>
        </message>
        <message>
            <source>game not rated (fewer than one move each, TRF W/D/L)</source>
            <translation>partida no válida (menos de una jugada cada uno, TRF W/D/L)</translation>
        </message>
        <message>
            <source>no result yet</source>
            <translation>aún sin resultado</translation>
        </message>
        <message>
            <source>opponent unrated: only games against rated players count (8.3.1)</source>
            <translation>rival sin rating: solo cuentan las partidas contra jugadores con rating (8.3.1)</translation>
        </message>
        <message>
            <source>no game against a rated opponent</source>
            <translation>ninguna partida contra un rival con rating</translation>
        </message>
        <message>
            <source>Ra {average} (with two 1800 draws) + dp({p}) {dp} = {value} (capped at 2200, 8.2.3)</source>
            <translation>Ra {average} (con dos tablas contra 1800) + dp({p}) {dp} = {value} (limitado a 2200, 8.2.3)</translation>
        </message>
        <message>
            <source>Ra {average} (with two 1800 draws) + dp({p}) {dp} = {value}</source>
            <translation>Ra {average} (con dos tablas contra 1800) + dp({p}) {dp} = {value}</translation>
        </message>
        <message>
            <source>zero score: disregarded in a first event (8.2.1)</source>
            <translation>cero puntos: no se tiene en cuenta en un primer torneo (8.2.1)</translation>
        </message>
        <message>
            <source>{games} of {needed} games against rated opponents (7.1.4)</source>
            <translation>{games} de {needed} partidas contra rivales con rating (7.1.4)</translation>
        </message>
        <message>
            <source>below {floor}: not published (7.1.4)</source>
            <translation>por debajo de {floor}: no se publica (7.1.4)</translation>
        </message>
        <message>
            <source>#{number} {name}, rating {rating}; {rule}</source>
            <translation>n.º {number} {name}, rating {rating}; {rule}</translation>
        </message>
        <message>
            <source>rd</source>
            <comment>column: round</comment>
            <translation>r</translation>
        </message>
        <message>
            <source>opponent</source>
            <comment>column</comment>
            <translation>rival</translation>
        </message>
        <message>
            <source>rating</source>
            <comment>column</comment>
            <translation>rating</translation>
        </message>
        <message>
            <source>used</source>
            <comment>column: the difference used (400-point rule)</comment>
            <translation>usada</translation>
        </message>
        <message>
            <source>score</source>
            <comment>column</comment>
            <translation>ptos</translation>
        </message>
        <message>
            <source>delta</source>
            <comment>column</comment>
            <translation>delta</translation>
        </message>
        <message>
            <source>not rated v {opponent}: {reason}</source>
            <translation>no válida contra {opponent}: {reason}</translation>
        </message>
        <message>
            <source>not rated: {reason}</source>
            <translation>no válida: {reason}</translation>
        </message>
        <message>
            <source>score {score} of {games}, expected {expected}; {sum} x K {k} = {change}, rounded {rounded} (8.3.4)</source>
            <translation>{score} puntos de {games}, esperado {expected}; {sum} x K {k} = {change}, redondeado {rounded} (8.3.4)</translation>
        </message>
        <message>
            <source>#{number} {name}, unrated: first rating (8.2)</source>
            <translation>n.º {number} {name}, sin rating: primer rating (8.2)</translation>
        </message>
    </context>
    <context>
        <name>Standings</name>
        <message>
            <source>{mark} {player} withdrew: not paired from round {round} on (C.04.2 art. 3.2)</source>
            <translation>{mark} {player} se retiró: no emparejado desde la ronda {round} (C.04.2 art. 3.2)</translation>
        </message>
        <message>
            <source>{mark} {player} withdrew (C.04.2 art. 3.2)</source>
            <translation>{mark} {player} se retiró (C.04.2 art. 3.2)</translation>
        </message>
    </context>
    <context>
        <name>StandingsOrigin</name>
        <message>
            <source>given</source>
            <translation>dado</translation>
        </message>
        <message>
            <source>asked for</source>
            <translation>solicitado</translation>
        </message>
        <message>
            <source>none</source>
            <comment>no tie-breaks</comment>
            <translation>ninguno</translation>
        </message>
        <message>
            <source>C.07 {edition} ({edition_from}); tie-breaks {tiebreaks} ({tiebreaks_from})</source>
            <translation>C.07 {edition} ({edition_from}); desempates {tiebreaks} ({tiebreaks_from})</translation>
        </message>
        <message>
            <source>the event's list, TRF {record}</source>
            <translation>la lista del torneo, TRF {record}</translation>
        </message>
        <message>
            <source>none declared: the {preset} preset</source>
            <translation>ninguno declarado: el preajuste {preset}</translation>
        </message>
        <message>
            <source>no start date: the current edition</source>
            <translation>sin fecha de inicio: la edición vigente</translation>
        </message>
        <message>
            <source>start date {date}: older texts are not implemented</source>
            <translation>fecha de inicio {date}: los textos anteriores no están implementados</translation>
        </message>
        <message>
            <source>start date {date}</source>
            <translation>fecha de inicio {date}</translation>
        </message>
    </context>
    <context>
        <name>TeamSwiss</name>
        <message>
            <source>the round-pairing is not complete: every team but one (the bye) is paired once (paired twice: {twice}; not paired: {missing})</source>
            <translation>el emparejamiento de la ronda está incompleto: cada equipo salvo uno (el bye) se empareja una vez (emparejados dos veces: {twice}; sin emparejar: {missing})</translation>
        </message>
        <message>
            <source>team {team} has the pairing-allocated bye, but the number of teams is even</source>
            <translation>el equipo {team} tiene el bye asignado por el emparejamiento, pero el número de equipos es par</translation>
        </message>
        <message>
            <source>teams {first} and {second} have already played each other</source>
            <translation>los equipos {first} y {second} ya se han enfrentado</translation>
        </message>
        <message>
            <source>team {team} already had the pairing-allocated bye, a match won by forfeit or a full-point bye, and may not have the pairing-allocated bye</source>
            <translation>el equipo {team} ya tuvo el bye asignado por el emparejamiento, un encuentro ganado por incomparecencia o un bye de un punto, y no puede tener el bye asignado</translation>
        </message>
        <message>
            <source>the pairing-allocated bye goes to team {expected} (the lowest score, then the most matches played, then the largest TPN, leaving a legal pairing), not {recorded}</source>
            <translation>el bye asignado corresponde al equipo {expected} (la puntuación más baja, luego más encuentros jugados, luego el TPN mayor, dejando un emparejamiento legal), no a {recorded}</translation>
        </message>
        <message>
            <source>the bracket {teams} is paired {expected} (the first identifier, 3.6)</source>
            <translation>el grupo {teams} se empareja {expected} (el primer identificador, 3.6)</translation>
        </message>
        <message>
            <source>team {white} has White on board 1 against {black}, not {recorded}</source>
            <translation>el equipo {white} lleva blancas en el tablero 1 contra {black}, no {recorded}</translation>
        </message>
        <message>
            <source>team {team}: player {player} of its roster has no 001 record</source>
            <translation>equipo {team}: el jugador {player} de su plantilla no tiene registro 001</translation>
        </message>
        <message>
            <source>round {round}: player {player} of team {team} plays {opponent}, not a player of another team</source>
            <translation>ronda {round}: el jugador {player} del equipo {team} juega contra {opponent}, que no es jugador de otro equipo</translation>
        </message>
        <message>
            <source>round {round}: the players of team {team} play teams {teams}</source>
            <translation>ronda {round}: los jugadores del equipo {team} juegan contra los equipos {teams}</translation>
        </message>
        <message>
            <source>no pairing of round {round} complies with [C1]-[C3] (C.04.6 art. 3.3.3: the Chief Arbiter decides)</source>
            <translation>ningún emparejamiento de la ronda {round} cumple [C1]-[C3] (C.04.6 art. 3.3.3: decide el árbitro principal)</translation>
        </message>
        <message>
            <source>192: {code} is not the Swiss Team Pairing System (like FIDE_TEAM_TYPEA_MP_GP)</source>
            <translation>192: {code} no es el sistema suizo por equipos (como FIDE_TEAM_TYPEA_MP_GP)</translation>
        </message>
        <message>
            <source>192: the Baku Acceleration is not available with the Swiss Team Pairing System yet: C.04.7 does not say which score of a past round decides a floater (C.04.6 1.5)</source>
            <translation>192: la aceleración de Bakú aún no está disponible con el sistema suizo por equipos: C.04.7 no dice qué puntuación de una ronda pasada decide un flotante (C.04.6 1.5)</translation>
        </message>
        <message>
            <source>the file has no team (records 310 or 013)</source>
            <translation>el archivo no tiene ningún equipo (registros 310 o 013)</translation>
        </message>
        <message>
            <source>round {round} is beyond the {rounds} rounds of the tournament</source>
            <translation>la ronda {round} supera las {rounds} rondas del torneo</translation>
        </message>
    </context>
    <context>
        <name>TeamTieBreak</name>
        <message>
            <source>{code}: the chains of EDE (13.3.2) are named only since the 2026 edition of C.07</source>
            <translation>{code}: las cadenas del EDE (13.3.2) solo están nombradas desde la edición 2026 del C.07</translation>
        </message>
        <message>
            <source>{code}: not a team tie-break of C.07 ({reason})</source>
            <translation>{code}: no es un desempate por equipos del C.07 ({reason})</translation>
        </message>
        <message>
            <source>:MP or :GP only after BH and FB</source>
            <translation>:MP o :GP solo después de BH y FB</translation>
        </message>
        <message>
            <source>unknown modifier {modifier}</source>
            <translation>modificador desconocido {modifier}</translation>
        </message>
        <message>
            <source>{modifier} does not apply to {name}</source>
            <translation>{modifier} no se aplica a {name}</translation>
        </message>
        <message>
            <source>{code} ranks the teams of a tied group (C.07 13.3): it has no value on its own</source>
            <translation>{code} ordena los equipos de un grupo empatado (C.07 13.3): no tiene valor por sí solo</translation>
        </message>
    </context>
    <context>
        <name>TeamTrf</name>
        <message>
            <source>{record}: {field} must be a whole number, found {found}</source>
            <translation>{record}: {field} debe ser un número entero, se encontró {found}</translation>
        </message>
        <message>
            <source>{record}: {field} must be a number like 11.5, found {found}</source>
            <translation>{record}: {field} debe ser un número como 11.5, se encontró {found}</translation>
        </message>
        <message>
            <source>player {board}</source>
            <translation>jugador {board}</translation>
        </message>
        <message>
            <source>{record}: a team has at most {count} players</source>
            <translation>{record}: un equipo tiene como máximo {count} jugadores</translation>
        </message>
        <message>
            <source>the team pairing number</source>
            <translation>el número de emparejamiento del equipo</translation>
        </message>
        <message>
            <source>310: a team needs a pairing number (1-999) and a name</source>
            <translation>310: un equipo necesita un número de emparejamiento (1-999) y un nombre</translation>
        </message>
        <message>
            <source>the strength factor</source>
            <translation>el factor de fuerza</translation>
        </message>
        <message>
            <source>the match points</source>
            <translation>los puntos de encuentro</translation>
        </message>
        <message>
            <source>the game points</source>
            <translation>los puntos de partida</translation>
        </message>
        <message>
            <source>the rank</source>
            <translation>la clasificación</translation>
        </message>
        <message>
            <source>013: a team needs a name (columns 5-36)</source>
            <translation>013: un equipo necesita un nombre (columnas 5-36)</translation>
        </message>
        <message>
            <source>352: the colour sequence is made of W and B, like WBWB</source>
            <translation>352: la secuencia de colores se compone de W y B, como WBWB</translation>
        </message>
        <message>
            <source>362: expected TW, TD and TL with their match points, like TW 2.0</source>
            <translation>362: se esperan TW, TD y TL con sus puntos de encuentro, como TW 2.0</translation>
        </message>
        <message>
            <source>PAB match points</source>
            <translation>puntos de match del bye de emparejamiento</translation>
        </message>
        <message>
            <source>PAB game points</source>
            <translation>puntos de partida del bye de emparejamiento</translation>
        </message>
        <message>
            <source>310: two teams have the pairing number {number}</source>
            <translation>310: dos equipos tienen el número de emparejamiento {number}</translation>
        </message>
        <message>
            <source>player {player} is in the rosters of {first} and {second}</source>
            <translation>el jugador {player} está en las plantillas de {first} y de {second}</translation>
        </message>
        <message>
            <source>a team file holds at most {most} teams in 310 records, and {count} teams numbered with gaps cannot be written in 013 records either</source>
            <translation>un archivo de equipos admite como mucho {most} equipos en registros 310, y {count} equipos numerados con huecos tampoco pueden escribirse en registros 013</translation>
        </message>
    </context>
    <context>
        <name>TieBreakError</name>
        <message>
            <source>the rating of unrated opponents must be 0 or more, not {rating}</source>
            <translation>el rating de los rivales sin rating debe ser 0 o más, no {rating}</translation>
        </message>
        <message>
            <source>{error} (C.07 {edition}: {edition_from}; tie-breaks: {tiebreaks_from})</source>
            <translation>{error} (C.07 {edition}: {edition_from}; desempates: {tiebreaks_from})</translation>
        </message>
        <message>
            <source>{codes}: C.07 (2026) art. 8 says Buchholz tie-breaks must not be used in round robins (tie-breaks: {tiebreaks_from}); choose others, e.g. the round-robin preset {preset}</source>
            <translation>{codes}: el C.07 (2026) art. 8 prohíbe los desempates Buchholz en los round robin (desempates: {tiebreaks_from}); elija otros, p. ej. el preajuste de round robin {preset}</translation>
        </message>
        <message>
            <source>standings</source>
            <translation>la clasificación</translation>
        </message>
        <message>
            <source>rating changes</source>
            <translation>las variaciones de rating</translation>
        </message>
        <message>
            <source>norms</source>
            <translation>las normas</translation>
        </message>
        <message>
            <source>{what} after round {round} asked: the round must be 0 or more</source>
            <translation>{what} tras la ronda {round} solicitado: la ronda debe ser 0 o más</translation>
        </message>
        <message>
            <source>{what} after round {round} asked, but only {recorded} rounds are recorded</source>
            <translation>{what} tras la ronda {round} solicitado, pero solo hay {recorded} rondas registradas</translation>
        </message>
        <message>
            <source>{what} after round {round} asked, but round {unpaired} has not been paired</source>
            <translation>{what} tras la ronda {round} solicitado, pero la ronda {unpaired} no se ha emparejado</translation>
        </message>
        <message>
            <source>player {player} is not ranked: they withdrew from the round robin having completed less than half of their games (FIDE Tournament Rules V.4.1)</source>
            <translation>el jugador {player} no se clasifica: se retiró del round robin tras jugar menos de la mitad de sus partidas (Reglas de torneos FIDE V.4.1)</translation>
        </message>
        <message>
            <source>no player with pairing number {player}</source>
            <translation>ningún jugador con el número de emparejamiento {player}</translation>
        </message>
        <message>
            <source>player {player} meets unknown player {opponent} in round {round}</source>
            <translation>el jugador {player} se enfrenta al jugador desconocido {opponent} en la ronda {round}</translation>
        </message>
        <message>
            <source>round {round} is not finished (player {player} has no result): compute the standings after round {previous} or enter the result</source>
            <translation>la ronda {round} no ha terminado (el jugador {player} no tiene resultado): calcule la clasificación tras la ronda {previous} o introduzca el resultado</translation>
        </message>
        <message>
            <source>player {player}, round {round}: a game result without an opponent</source>
            <translation>jugador {player}, ronda {round}: un resultado de partida sin rival</translation>
        </message>
        <message>
            <source>unknown C.07 edition {edition} (use 2024 or 2026)</source>
            <translation>edición del C.07 desconocida {edition} (use 2024 o 2026)</translation>
        </message>
        <message>
            <source>unknown tie-break {code} (C.07 art. 5 lists {codes})</source>
            <translation>desempate desconocido {code} (el C.07 art. 5 enumera {codes})</translation>
        </message>
        <message>
            <source>{code}: C.07 art. 5 allows Cut/Median modifiers only on ARO, BH, FB, SB and PS</source>
            <translation>{code}: el C.07 art. 5 solo permite los modificadores Cut/Median en ARO, BH, FB, SB y PS</translation>
        </message>
        <message>
            <source>{code}: the Koya limit (14.5) applies only to KS</source>
            <translation>{code}: el límite Koya (14.5) solo se aplica a KS</translation>
        </message>
        <message>
            <source>{code}: /F (Fore Buchholz basis, 8.2) applies only to AOB</source>
            <translation>{code}: /F (base Buchholz anticipado, 8.2) solo se aplica a AOB</translation>
        </message>
        <message>
            <source>{code}: /P (forfeits as played, 6.1.1) applies only to DE</source>
            <translation>{code}: /P (incomparecencias como jugadas, 6.1.1) solo se aplica a DE</translation>
        </message>
        <message>
            <source>{code}: AOB on Fore Buchholz exists only since the 2026 edition (8.2)</source>
            <translation>{code}: AOB sobre Buchholz anticipado solo existe desde la edición 2026 (8.2)</translation>
        </message>
        <message>
            <source>{code} (C.07 art. {article}) exists only since the 2026 edition</source>
            <translation>{code} (C.07 art. {article}) solo existe desde la edición 2026</translation>
        </message>
        <message>
            <source>empty tie-break code</source>
            <translation>código de desempate vacío</translation>
        </message>
        <message>
            <source>{code}: team score selectors (:MP, :GP) are not supported (individual events only)</source>
            <translation>{code}: los selectores de puntuación por equipos (:MP, :GP) no se admiten (solo torneos individuales)</translation>
        </message>
        <message>
            <source>{code}: unknown modifier {modifier} (C1, C2, M1, M2, L+n, P, F)</source>
            <translation>{code}: modificador desconocido {modifier} (C1, C2, M1, M2, L+n, P, F)</translation>
        </message>
        <message>
            <source>{code}: only one Cut/Median modifier per tie-break</source>
            <translation>{code}: solo un modificador Cut/Median por desempate</translation>
        </message>
    </context>
    <context>
        <name>TieBreakExplanation</name>
        <message>
            <source>scheduled opponent {opponent}</source>
            <translation>rival previsto {opponent}</translation>
        </message>
        <message>
            <source>sum of the opponents' scores not cut</source>
            <translation>suma de las puntuaciones de los rivales no eliminadas</translation>
        </message>
        <message>
            <source>Buchholz with every paired game of round {round} drawn</source>
            <translation>Buchholz con todas las partidas emparejadas de la ronda {round} como tablas</translation>
        </message>
        <message>
            <source>sum of (opponent's score x points scored) not cut</source>
            <translation>suma de (puntuación del rival x puntos obtenidos) no eliminadas</translation>
        </message>
        <message>
            <source>opponent's {code}</source>
            <translation>{code} del rival</translation>
        </message>
        <message>
            <source>no game played over the board</source>
            <translation>ninguna partida jugada sobre el tablero</translation>
        </message>
        <message>
            <source>average of the opponents' {code} over {games} games</source>
            <translation>media del {code} de los rivales en {games} partidas</translation>
        </message>
        <message>
            <source>alphabetical position of {name}</source>
            <translation>posición alfabética de {name}</translation>
        </message>
        <message>
            <source>averaged with the other games (6.1.2)</source>
            <translation>promediada con las demás partidas (6.1.2)</translation>
        </message>
        <message>
            <source>tied with no one: Direct Encounter does not apply (6.1)</source>
            <translation>empatado con nadie: el encuentro directo no se aplica (6.1)</translation>
        </message>
        <message>
            <source>the tied players {tied} never met: no separate standings; not met: {unmet}</source>
            <translation>los jugadores empatados {tied} nunca se enfrentaron: sin clasificación aparte; no enfrentados: {unmet}</translation>
        </message>
        <message>
            <source>the tied players {tied} never met: no separate standings</source>
            <translation>los jugadores empatados {tied} nunca se enfrentaron: sin clasificación aparte</translation>
        </message>
        <message>
            <source>rank {rank} among the tied players {tied}; not met: {unmet}</source>
            <translation>puesto {rank} entre los jugadores empatados {tied}; no enfrentados: {unmet}</translation>
        </message>
        <message>
            <source>rank {rank} among the tied players {tied}</source>
            <translation>puesto {rank} entre los jugadores empatados {tied}</translation>
        </message>
        <message>
            <source>no value</source>
            <translation>sin valor</translation>
        </message>
        <message>
            <source>{tiebreak} of player {player} = {value}  ({method})</source>
            <translation>{tiebreak} del jugador {player} = {value}  ({method})</translation>
        </message>
        <message>
            <source>round {round}</source>
            <translation>ronda {round}</translation>
        </message>
        <message>
            <source>dummy</source>
            <translation>rival ficticio</translation>
        </message>
        <message>
            <source>opponent {opponent}</source>
            <translation>rival {opponent}</translation>
        </message>
        <message>
            <source>score {score}</source>
            <translation>puntuación {score}</translation>
        </message>
        <message>
            <source>scored {points}</source>
            <translation>obtuvo {points}</translation>
        </message>
        <message>
            <source>CUT</source>
            <comment>a contribution the cut removed</comment>
            <translation>ELIMINADO</translation>
        </message>
        <message>
            <source>rounds worth a win, played or not</source>
            <translation>rondas que valen una victoria, jugadas o no</translation>
        </message>
        <message>
            <source>games won over the board</source>
            <translation>partidas ganadas sobre el tablero</translation>
        </message>
        <message>
            <source>games played with black</source>
            <translation>partidas jugadas con negras</translation>
        </message>
        <message>
            <source>games won with black</source>
            <translation>partidas ganadas con negras</translation>
        </message>
        <message>
            <source>rounds less H, Z and forfeit losses</source>
            <translation>rondas menos H, Z y derrotas por incomparecencia</translation>
        </message>
        <message>
            <source>score after round</source>
            <translation>puntuación tras la ronda</translation>
        </message>
        <message>
            <source>sum of the running scores not cut</source>
            <translation>suma de las puntuaciones acumuladas no eliminadas</translation>
        </message>
        <message>
            <source>opponent scored {points}</source>
            <translation>el rival obtuvo {points}</translation>
        </message>
        <message>
            <source>compared with a draw</source>
            <translation>comparado con tablas</translation>
        </message>
        <message>
            <source>1 per round won on points, ½ per round equal</source>
            <translation>1 por ronda ganada a puntos, ½ por ronda igualada</translation>
        </message>
        <message>
            <source>pairing number (ascending)</source>
            <translation>número de emparejamiento (ascendente)</translation>
        </message>
        <message>
            <source>rating (descending)</source>
            <translation>rating (descendente)</translation>
        </message>
        <message>
            <source>below the limit {limit}</source>
            <translation>por debajo del límite {limit}</translation>
        </message>
        <message>
            <source>points against opponents with &gt;= {limit}</source>
            <translation>puntos contra rivales con &gt;= {limit}</translation>
        </message>
        <message>
            <source>no rated game played over the board</source>
            <translation>ninguna partida válida jugada sobre el tablero</translation>
        </message>
        <message>
            <source>unrated: rating set by the tournament</source>
            <translation>sin rating: rating fijado por el torneo</translation>
        </message>
        <message>
            <source>average rating of the opponents not cut, 0.5 up</source>
            <translation>media de Elo de los rivales no eliminados, 0,5 hacia arriba</translation>
        </message>
        <message>
            <source>ARO {aro} + dp({p}) {dp}, {score} from {games} games</source>
            <translation>ARO {aro} + dp({p}) {dp}, {score} de {games} partidas</translation>
        </message>
        <message>
            <source>zero score: lowest opponent's rating - 800</source>
            <translation>cero puntos: rating del rival más bajo - 800</translation>
        </message>
        <message>
            <source>lowest rating expecting at least {score} from {games} games</source>
            <translation>rating más bajo con expectativa de al menos {score} de {games} partidas</translation>
        </message>
        <message>
            <source>opponent has no {code}</source>
            <translation>el rival no tiene {code}</translation>
        </message>
        <message>
            <source>average of the opponents' {code}, 0.5 up</source>
            <translation>media del {code} de los rivales, 0,5 hacia arriba</translation>
        </message>
        <message>
            <source>forfeit win</source>
            <translation>victoria por incomparecencia</translation>
        </message>
        <message>
            <source>forfeit loss</source>
            <translation>derrota por incomparecencia</translation>
        </message>
        <message>
            <source>pairing-allocated bye</source>
            <translation>bye asignado por el emparejamiento</translation>
        </message>
        <message>
            <source>full-point bye</source>
            <translation>bye de un punto</translation>
        </message>
        <message>
            <source>half-point bye</source>
            <translation>bye de medio punto</translation>
        </message>
        <message>
            <source>zero-point bye</source>
            <translation>bye de cero puntos</translation>
        </message>
        <message>
            <source>game</source>
            <translation>partida</translation>
        </message>
        <message>
            <source>zero-point bye / absent</source>
            <translation>bye de cero puntos / ausente</translation>
        </message>
    </context>
    <context>
        <name>TimeControl</name>
        <message>
            <source>White {white}, Black {black}</source>
            <translation>blancas {white}, negras {black}</translation>
        </message>
        <message>
            <source>{moves} moves in {time}</source>
            <translation>{moves} jugadas en {time}</translation>
        </message>
        <message>
            <source>{before}, then {after}</source>
            <translation>{before}, luego {after}</translation>
        </message>
    </context>
    <context>
        <name>TimeControlError</name>
        <message>
            <source>222 {code}: period {period} is not M/S, M/S+I, S or S+I (seconds, e.g. 5400+30)</source>
            <translation>222 {code}: el periodo {period} no es M/S, M/S+I, S o S+I (segundos, p. ej. 5400+30)</translation>
        </message>
        <message>
            <source>222 {code}: a period needs at least one move</source>
            <translation>222 {code}: un periodo necesita al menos una jugada</translation>
        </message>
        <message>
            <source>222 {code}: only the last period may be for all the moves</source>
            <translation>222 {code}: solo el último periodo puede ser para todas las jugadas</translation>
        </message>
        <message>
            <source>222: the time control is empty</source>
            <translation>222: el ritmo de juego está vacío</translation>
        </message>
        <message>
            <source>222 {code}: write Wd-Bd for different times (W300-B240)</source>
            <translation>222 {code}: escriba Wd-Bd para tiempos distintos (W300-B240)</translation>
        </message>
    </context>
    <context>
        <name>TrfDate</name>
        <message>
            <source>year/month/day</source>
            <translation>año/mes/día</translation>
        </message>
        <message>
            <source>year/day/month</source>
            <translation>año/día/mes</translation>
        </message>
        <message>
            <source>day/month/year</source>
            <translation>día/mes/año</translation>
        </message>
        <message>
            <source>month/day/year</source>
            <translation>mes/día/año</translation>
        </message>
        <message>
            <source>dates read as {order}: {dates}</source>
            <translation>fechas leídas como {order}: {dates}</translation>
        </message>
        <message>
            <source>{text} is ambiguous: read as {date} ({order}), it could also be {other} ({other_order})</source>
            <translation>{text} es ambigua: leída como {date} ({order}), también podría ser {other} ({other_order})</translation>
        </message>
        <message>
            <source>{text} read as {date} ({order})</source>
            <translation>{text} leída como {date} ({order})</translation>
        </message>
        <message>
            <source>{text} is not a date this program can read</source>
            <translation>{text} no es una fecha que este programa pueda leer</translation>
        </message>
    </context>
    <context>
        <name>TrfError</name>
        <message>
            <source>line {line}: {reason}</source>
            <translation>línea {line}: {reason}</translation>
        </message>
        <message>
            <source>starting rank {number} is used twice</source>
            <translation>el orden inicial {number} se usa dos veces</translation>
        </message>
        <message>
            <source>player {player}: round {round} is recorded, there are {rounds} rounds</source>
            <translation>jugador {player}: la ronda {round} está registrada, hay {rounds} rondas</translation>
        </message>
        <message>
            <source>player {player}: {reason}</source>
            <translation>jugador {player}: {reason}</translation>
        </message>
        <message>
            <source>round {round}: opponent {opponent} is not a player of this file</source>
            <translation>ronda {round}: el rival {opponent} no es un jugador de este archivo</translation>
        </message>
        <message>
            <source>round {round}: {opponent} does not point back (no opponent there)</source>
            <translation>ronda {round}: {opponent} no remite a este jugador (allí sin rival)</translation>
        </message>
        <message>
            <source>round {round}: {opponent} does not point back (opponent {other} there)</source>
            <translation>ronda {round}: {opponent} no remite a este jugador (allí rival {other})</translation>
        </message>
        <message>
            <source>round {round}: players {player} and {opponent} have colours {colour} and {other}</source>
            <translation>ronda {round}: los jugadores {player} y {opponent} tienen los colores {colour} y {other}</translation>
        </message>
        <message>
            <source>round {round}: results {result} (player {player}) and {other} (player {opponent}) do not match</source>
            <translation>ronda {round}: los resultados {result} (jugador {player}) y {other} (jugador {opponent}) no coinciden</translation>
        </message>
        <message>
            <source>{field} must be a number, found {found}</source>
            <translation>{field} debe ser un número, se encontró {found}</translation>
        </message>
        <message>
            <source>{field} must be a number like 11.5, found {found}</source>
            <translation>{field} debe ser un número como 11.5, se encontró {found}</translation>
        </message>
        <message>
            <source>points {points} cannot be written as a decimal number in a TRF</source>
            <translation>los puntos {points} no se pueden escribir como número decimal en un TRF</translation>
        </message>
        <message>
            <source>empty pairing file</source>
            <translation>archivo de emparejamiento vacío</translation>
        </message>
        <message>
            <source>the first line must be the number of pairs</source>
            <translation>la primera línea debe ser el número de parejas</translation>
        </message>
        <message>
            <source>the first line says {count} pairs, {lines} follow</source>
            <translation>la primera línea indica {count} parejas y siguen {lines}</translation>
        </message>
        <message>
            <source>expected two pairing numbers 'white black'</source>
            <translation>se esperaban dos números de emparejamiento «blancas negras»</translation>
        </message>
        <message>
            <source>a player is missing or paired twice</source>
            <translation>falta un jugador o está emparejado dos veces</translation>
        </message>
        <message>
            <source>a second pairing-allocated bye</source>
            <translation>un segundo bye asignado por el emparejamiento</translation>
        </message>
        <message>
            <source>column {column} must be blank (a field is out of place)</source>
            <translation>la columna {column} debe estar en blanco (un campo está desplazado)</translation>
        </message>
        <message>
            <source>the starting rank must be 1 to 9999, found {found}</source>
            <translation>el orden inicial debe ser de 1 a 9999, se encontró {found}</translation>
        </message>
        <message>
            <source>sex (column 10) must be m or w, found {found}</source>
            <translation>el sexo (columna 10) debe ser m o w, se encontró {found}</translation>
        </message>
        <message>
            <source>the FIDE number (columns 58-68) must be digits, found {found}</source>
            <translation>el número FIDE (columnas 58-68) debe ser de dígitos, se encontró {found}</translation>
        </message>
        <message>
            <source>the birth date (columns 70-79) must be YYYY/MM/DD, found {found}</source>
            <translation>la fecha de nacimiento (columnas 70-79) debe ser AAAA/MM/DD, se encontró {found}</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): the cell is out of place (expected 'NNNN c r')</source>
            <translation>ronda {round} (columnas {first}-{last}): la celda está desplazada (se esperaba «NNNN c r»)</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): the colour must be w, b or -, found {found}</source>
            <translation>ronda {round} (columnas {first}-{last}): el color debe ser w, b o -, se encontró {found}</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): unknown result code {found}</source>
            <translation>ronda {round} (columnas {first}-{last}): código de resultado desconocido {found}</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): colour {found} without an opponent</source>
            <translation>ronda {round} (columnas {first}-{last}): color {found} sin rival</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): result {found} needs an opponent</source>
            <translation>ronda {round} (columnas {first}-{last}): el resultado {found} necesita un rival</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): the player is paired against himself</source>
            <translation>ronda {round} (columnas {first}-{last}): el jugador está emparejado contra sí mismo</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): a bye ({found}) cannot have an opponent</source>
            <translation>ronda {round} (columnas {first}-{last}): un bye ({found}) no puede tener rival</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): a paired game needs the colour w or b</source>
            <translation>ronda {round} (columnas {first}-{last}): una partida emparejada necesita el color w o b</translation>
        </message>
        <message>
            <source>player {player}: {field} {value} holds a line break</source>
            <translation>jugador {player}: {field} {value} contiene un salto de línea</translation>
        </message>
        <message>
            <source>player {player}: {field} {value} is longer than its {width} TRF columns</source>
            <translation>jugador {player}: {field} {value} supera sus {width} columnas TRF</translation>
        </message>
        <message>
            <source>player {player}: points {points} do not fit columns 81-84</source>
            <translation>jugador {player}: los puntos {points} no caben en las columnas 81-84</translation>
        </message>
        <message>
            <source>player {player}: number or rating out of the TRF range</source>
            <translation>jugador {player}: número o rating fuera del rango TRF</translation>
        </message>
        <message>
            <source>player {player}: rank {rank} out of the TRF range</source>
            <translation>jugador {player}: puesto {rank} fuera del rango TRF</translation>
        </message>
        <message>
            <source>column 4 must be blank after the record code</source>
            <translation>la columna 4 debe estar en blanco tras el código de registro</translation>
        </message>
        <message>
            <source>132: round dates start at column 92</source>
            <translation>132: las fechas de las rondas empiezan en la columna 92</translation>
        </message>
        <message>
            <source>132: round {round} date {date} is not a date like YY/MM/DD</source>
            <translation>132: la fecha {date} de la ronda {round} no es una fecha como AA/MM/DD</translation>
        </message>
        <message>
            <source>{field}: a round number must be 1 to 999, found {found}</source>
            <translation>{field}: un número de ronda debe ser de 1 a 999, se encontró {found}</translation>
        </message>
        <message>
            <source>152: the initial colour must be W or B, found {found}</source>
            <translation>152: el color inicial debe ser W o B, se encontró {found}</translation>
        </message>
        <message>
            <source>{field} must be 1 to 9999, found {found}</source>
            <translation>{field} debe ser de 1 a 9999, se encontró {found}</translation>
        </message>
        <message>
            <source>240: the type of bye (column 5) must be F, H or Z, found {found}</source>
            <translation>240: el tipo de bye (columna 5) debe ser F, H o Z, se encontró {found}</translation>
        </message>
        <message>
            <source>240: column 6 must be blank</source>
            <translation>240: la columna 6 debe estar en blanco</translation>
        </message>
        <message>
            <source>240 without any player</source>
            <translation>240 sin ningún jugador</translation>
        </message>
        <message>
            <source>250 expects [match points] points first-round last-round first-player last-player</source>
            <translation>250 espera [puntos de match] puntos primera-ronda última-ronda primer-jugador último-jugador</translation>
        </message>
        <message>
            <source>250: the first round/player must not come after the last one</source>
            <translation>250: la primera ronda o el primer jugador no debe ir después del último</translation>
        </message>
        <message>
            <source>column 4 must be blank after XXA</source>
            <translation>la columna 4 debe estar en blanco tras XXA</translation>
        </message>
        <message>
            <source>XXA needs one player number in columns 5-8</source>
            <translation>XXA necesita un número de jugador en las columnas 5-8</translation>
        </message>
        <message>
            <source>XXA: column {column} must be blank</source>
            <translation>XXA: la columna {column} debe estar en blanco</translation>
        </message>
        <message>
            <source>XXA: player {player} already has an XXA line</source>
            <translation>XXA: el jugador {player} ya tiene una línea XXA</translation>
        </message>
        <message>
            <source>260 expects first round, last round and at least two players</source>
            <translation>260 espera primera ronda, última ronda y al menos dos jugadores</translation>
        </message>
        <message>
            <source>260: the first round must not come after the last one</source>
            <translation>260: la primera ronda no debe ir después de la última</translation>
        </message>
        <message>
            <source>XXP needs at least two players</source>
            <translation>XXP necesita al menos dos jugadores</translation>
        </message>
        <message>
            <source>starting rank {number} is already used on line {line}</source>
            <translation>el orden inicial {number} ya se usa en la línea {line}</translation>
        </message>
        <message>
            <source>the file is empty: a TRF needs player (001) records</source>
            <translation>el archivo está vacío: un TRF necesita registros de jugadores (001)</translation>
        </message>
        <message>
            <source>no player (001) record: this is not a tournament report file (TRF)</source>
            <translation>ningún registro de jugador (001): esto no es un archivo de informe de torneo (TRF)</translation>
        </message>
        <message>
            <source>192: {code} is not a system this program pairs: the FIDE (Dutch) System ({codes}), the other Swiss systems ({others}), each also with _BAKU, and the round robins</source>
            <translation>192: {code} no es un sistema que este programa empareje: el sistema FIDE (holandés) ({codes}), los otros sistemas suizos ({others}), cada uno también con _BAKU, y los torneos todos contra todos</translation>
        </message>
        <message>
            <source>192: unknown edition of the Dutch system {code} (known: {codes})</source>
            <translation>192: edición desconocida del sistema holandés {code} (conocidas: {codes})</translation>
        </message>
        <message>
            <source>the number of rounds is not given (record 142 or XXR): C.04.1 declares it beforehand, and the pairing of the last round depends on it</source>
            <translation>no se indica el número de rondas (registro 142 o XXR): C.04.1 lo fija de antemano y el emparejamiento de la última ronda depende de él</translation>
        </message>
        <message>
            <source>the number of rounds is not given (record 142 or XXR): {rounds}, the rounds on the player lines, are taken; change it if the event has more</source>
            <translation>no se indica el número de rondas (registro 142 o XXR): se toman {rounds}, las rondas de las líneas de los jugadores; cámbielo si el torneo tiene más</translation>
        </message>
        <message>
            <source>player {player}: the points column says {points} but the results give {score}</source>
            <translation>jugador {player}: la columna de puntos indica {points} pero los resultados dan {score}</translation>
        </message>
        <message>
            <source>{problem}; its rounds without result read as the byes that give them ({byes})</source>
            <translation>{problem}; sus rondas sin resultado se leen como los byes que los dan ({byes})</translation>
        </message>
        <message>
            <source>round {round} {cell}</source>
            <translation>ronda {round} {cell}</translation>
        </message>
        <message>
            <source>cells without opponent as programs before TRF16 write them ({cells}): a win is read as the pairing-allocated bye (U), a loss as not paired (Z), a draw as a half-point bye (H)</source>
            <translation>casillas sin rival como las escriben los programas anteriores a TRF16 ({cells}): una victoria se lee como el bye asignado por el emparejamiento (U), una derrota como no emparejado (Z), unas tablas como un bye de medio punto (H)</translation>
        </message>
        <message>
            <source>round {round}: player {other} already has the pairing-allocated bye; a round has one, so this win without opponent is read as a full-point bye (F)</source>
            <translation>ronda {round}: el jugador {other} ya tiene el bye asignado por el emparejamiento; una ronda tiene uno, así que esta victoria sin rival se lee como un bye de un punto (F)</translation>
        </message>
        <message>
            <source>round {round}: players {first} and {second} both have a win without opponent ('0000 - +'); a round has one pairing-allocated bye</source>
            <translation>ronda {round}: los jugadores {first} y {second} tienen ambos una victoria sin rival ('0000 - +'); una ronda tiene un bye asignado por el emparejamiento</translation>
        </message>
        <message>
            <source>162 expects codes W, D, L, A, P or X, each followed by points like 1.0</source>
            <translation>162 espera los códigos W, D, L, A, P o X, cada uno seguido de puntos como 1.0</translation>
        </message>
        <message>
            <source>162: unknown result code {code} (W, D, L, A, P, X)</source>
            <translation>162: código de resultado desconocido {code} (W, D, L, A, P, X)</translation>
        </message>
        <message>
            <source>162 without any code</source>
            <translation>162 sin ningún código</translation>
        </message>
        <message>
            <source>XXS without any CODE=VALUE</source>
            <translation>XXS sin ningún CÓDIGO=VALOR</translation>
        </message>
        <message>
            <source>XXS expects CODE=VALUE, found {found}</source>
            <translation>XXS espera CÓDIGO=VALOR, se encontró {found}</translation>
        </message>
        <message>
            <source>XXS: unknown code {code}</source>
            <translation>XXS: código desconocido {code}</translation>
        </message>
        <message>
            <source>cannot write an inconsistent tournament: {problem}</source>
            <translation>no se puede escribir un torneo incoherente: {problem}</translation>
        </message>
        <message>
            <source>{field} must fit on one line (no line break): {value}</source>
            <translation>{field} debe caber en una línea (sin salto de línea): {value}</translation>
        </message>
        <message>
            <source>round date {date} cannot be written in record 132</source>
            <translation>la fecha de ronda {date} no se puede escribir en el registro 132</translation>
        </message>
        <message>
            <source>tie-break code {code} cannot be written in a TRF</source>
            <translation>el código de desempate {code} no se puede escribir en un TRF</translation>
        </message>
    </context>
    <context>
        <name>TrfField</name>
        <message>
            <source>points</source>
            <translation>los puntos</translation>
        </message>
        <message>
            <source>the starting rank (columns 5-8)</source>
            <translation>el orden inicial (columnas 5-8)</translation>
        </message>
        <message>
            <source>the rating (columns 49-52)</source>
            <translation>el rating (columnas 49-52)</translation>
        </message>
        <message>
            <source>the points (columns 81-84)</source>
            <translation>los puntos (columnas 81-84)</translation>
        </message>
        <message>
            <source>the rank (columns 86-89)</source>
            <translation>el puesto (columnas 86-89)</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): the opponent</source>
            <translation>ronda {round} (columnas {first}-{last}): el rival</translation>
        </message>
        <message>
            <source>the name</source>
            <translation>el nombre</translation>
        </message>
        <message>
            <source>the title</source>
            <translation>el título</translation>
        </message>
        <message>
            <source>the federation</source>
            <translation>la federación</translation>
        </message>
        <message>
            <source>the FIDE number</source>
            <translation>el número FIDE</translation>
        </message>
        <message>
            <source>the birth date</source>
            <translation>la fecha de nacimiento</translation>
        </message>
        <message>
            <source>{record} (a count)</source>
            <translation>{record} (una cantidad)</translation>
        </message>
        <message>
            <source>{field} (number of rounds)</source>
            <translation>{field} (número de rondas)</translation>
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
            <translation>240 ronda</translation>
        </message>
        <message>
            <source>240 player</source>
            <translation>240 jugador</translation>
        </message>
        <message>
            <source>250 match points</source>
            <translation>250 puntos de match</translation>
        </message>
        <message>
            <source>250 points</source>
            <translation>250 puntos</translation>
        </message>
        <message>
            <source>250 first round</source>
            <translation>250 primera ronda</translation>
        </message>
        <message>
            <source>250 last round</source>
            <translation>250 última ronda</translation>
        </message>
        <message>
            <source>250 player</source>
            <translation>250 jugador</translation>
        </message>
        <message>
            <source>XXA player</source>
            <translation>XXA jugador</translation>
        </message>
        <message>
            <source>XXA round {round}</source>
            <translation>XXA ronda {round}</translation>
        </message>
        <message>
            <source>260 first round</source>
            <translation>260 primera ronda</translation>
        </message>
        <message>
            <source>260 last round</source>
            <translation>260 última ronda</translation>
        </message>
        <message>
            <source>260 player</source>
            <translation>260 jugador</translation>
        </message>
        <message>
            <source>XXP player</source>
            <translation>XXP jugador</translation>
        </message>
        <message>
            <source>XXZ player</source>
            <translation>XXZ jugador</translation>
        </message>
        <message>
            <source>162 points for {code}</source>
            <translation>162 puntos para {code}</translation>
        </message>
        <message>
            <source>{code} points</source>
            <translation>{code} puntos</translation>
        </message>
        <message>
            <source>XXS {code}</source>
            <translation>XXS {code}</translation>
        </message>
        <message>
            <source>the encoded time control</source>
            <translation>el ritmo de juego codificado</translation>
        </message>
        <message>
            <source>a kept record</source>
            <translation>un registro conservado</translation>
        </message>
        <message>
            <source>the tournament name</source>
            <translation>el nombre del torneo</translation>
        </message>
        <message>
            <source>the city</source>
            <translation>la ciudad</translation>
        </message>
        <message>
            <source>the start date</source>
            <translation>la fecha de inicio</translation>
        </message>
        <message>
            <source>the end date</source>
            <translation>la fecha de fin</translation>
        </message>
        <message>
            <source>the type of tournament</source>
            <translation>el tipo de torneo</translation>
        </message>
        <message>
            <source>the chief arbiter</source>
            <translation>el árbitro principal</translation>
        </message>
        <message>
            <source>a deputy arbiter</source>
            <translation>un árbitro adjunto</translation>
        </message>
        <message>
            <source>the time control</source>
            <translation>el ritmo de juego</translation>
        </message>
    </context>
    <context>
        <name>TrfPlaceholder</name>
        <message>
            <source>player {number} {name!r} stands for the bye (no FIDE number): taken out of the list; the games against it became byes (round: player code): {byes}</source>
            <translation>el jugador {number} {name!r} representa el bye (sin número FIDE): quitado de la lista; las partidas contra él pasaron a ser byes (ronda: jugador código): {byes}</translation>
        </message>
        <message>
            <source>players renumbered (old -&gt; new): {moved}</source>
            <translation>jugadores renumerados (anterior -&gt; nuevo): {moved}</translation>
        </message>
    </context>
</TS>
