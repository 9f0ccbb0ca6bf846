<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
    <context>
        <name>DbCheck</name>
        <message>
            <source>no result</source>
            <translation>sin resultado</translation>
        </message>
        <message>
            <source>round {paired} was paired before the result of board {board} of round {round} was corrected from {old} to {new} (audit {rows}); it is checked with the result known then</source>
            <translation>la ronda {paired} se emparejó antes de que el resultado del tablero {board} de la ronda {round} se corrigiera de {old} a {new} (registro de cambios {rows}); se comprueba con el resultado conocido entonces</translation>
        </message>
        <message>
            <source>rounds {paired} were paired before the result of board {board} of round {round} was corrected from {old} to {new} (audit {rows}); they are checked with the result known then</source>
            <translation>las rondas {paired} se emparejaron antes de que el resultado del tablero {board} de la ronda {round} se corrigiera de {old} a {new} (registro de cambios {rows}); se comprueban con el resultado conocido entonces</translation>
        </message>
    </context>
    <context>
        <name>DbDesk</name>
        <message>
            <source>all {rounds} rounds are paired: there is no check-in left</source>
            <translation>las {rounds} rondas están emparejadas: ya no queda control de presencia</translation>
        </message>
        <message>
            <source>the check-in is for round {following}, the next round to pair, not round {round}</source>
            <translation>el control de presencia es para la ronda {following}, la próxima por emparejar, no para la ronda {round}</translation>
        </message>
        <message>
            <source>{name} is withdrawn from round {round} on: undo the withdrawal first</source>
            <translation>{name} está retirado desde la ronda {round}: anule primero la retirada</translation>
        </message>
        <message>
            <source>nobody has checked in for round {round}: tick the players present first</source>
            <translation>nadie está presente para la ronda {round}: marque primero a los jugadores presentes</translation>
        </message>
        <message>
            <source>a fee category needs a name</source>
            <translation>una categoría de cuota necesita un nombre</translation>
        </message>
        <message>
            <source>fee category {name}: the amount must be between 0 and {most}</source>
            <translation>categoría {name}: el importe debe estar entre 0 y {most}</translation>
        </message>
        <message>
            <source>two fee categories are named {name}</source>
            <translation>dos categorías de cuota se llaman {name}</translation>
        </message>
        <message>
            <source>there is no fee category named {name}</source>
            <translation>no hay ninguna categoría de cuota llamada {name}</translation>
        </message>
        <message>
            <source>{text} is not an amount of money (like 50 or 12.50)</source>
            <translation>{text} no es una cantidad de dinero (como 50 o 12.50)</translation>
        </message>
        <message>
            <source>a payment must be more than 0 and at most {most}</source>
            <translation>un pago debe ser mayor que 0 y como mucho {most}</translation>
        </message>
        <message>
            <source>there is no receipt {receipt}</source>
            <translation>no hay ningún recibo {receipt}</translation>
        </message>
        <message>
            <source>receipt {receipt} is recorded already</source>
            <translation>el recibo {receipt} ya está registrado</translation>
        </message>
        <message>
            <source>{player} keeps board {wanted} but plays {other}, who keeps board {given}: the game is on board {given} (two fixed players paired together: the lower board is kept)</source>
            <translation>{player} tiene el tablero fijo {wanted} pero juega contra {other}, que tiene el tablero {given}: la partida es en el tablero {given} (dos jugadores fijos emparejados entre sí: se mantiene el tablero más bajo)</translation>
        </message>
        <message>
            <source>{player} keeps board {wanted}, as {other} does, whose game comes first in the pairing: {player} plays on board {given} (two fixed players on one board: the higher game keeps it)</source>
            <translation>{player} tiene el tablero fijo {wanted}, como {other}, cuya partida va antes en el emparejamiento: {player} juega en el tablero {given} (dos jugadores fijos en un mismo tablero: lo conserva la partida más alta)</translation>
        </message>
        <message>
            <source>{player} keeps board {wanted}, but this round has {given} boards: the game is on the last board</source>
            <translation>{player} tiene el tablero fijo {wanted}, pero esta ronda tiene {given} tableros: la partida es en el último tablero</translation>
        </message>
        <message>
            <source>board {board} cannot be fixed: boards are numbered 1 to {last}</source>
            <translation>no se puede fijar el tablero {board}: los tableros van del 1 al {last}</translation>
        </message>
    </context>
    <context>
        <name>DbEndEvent</name>
        <message>
            <source>rating changes</source>
            <translation>variaciones de rating</translation>
        </message>
        <message>
            <source>K must be 10, 20 or 40 (B.02 8.3.3), not {k}</source>
            <translation>K debe ser 10, 20 o 40 (B.02 8.3.3), no {k}</translation>
        </message>
        <message>
            <source>no player has pairing number {missing}</source>
            <translation>ningún jugador tiene el número de emparejamiento {missing}</translation>
        </message>
        <message>
            <source>a prize category needs a name</source>
            <translation>una categoría de premios necesita un nombre</translation>
        </message>
        <message>
            <source>category name {name!r} is longer than {MAX_NAME} characters</source>
            <translation>el nombre de categoría {name!r} supera los {MAX_NAME} caracteres</translation>
        </message>
        <message>
            <source>{name}: born from {born_from} to {born_to} admits nobody</source>
            <translation>{name}: nacidos de {born_from} a {born_to} no admite a nadie</translation>
        </message>
        <message>
            <source>{name}: rating {rating_min} to {rating_max} admits nobody</source>
            <translation>{name}: rating de {rating_min} a {rating_max} no admite a nadie</translation>
        </message>
        <message>
            <source>{name}: an unrated category cannot have a minimum rating</source>
            <translation>{name}: una categoría de jugadores sin rating no puede tener rating mínimo</translation>
        </message>
        <message>
            <source>{name}: a prize cannot be negative</source>
            <translation>{name}: un premio no puede ser negativo</translation>
        </message>
        <message>
            <source>{c!r} is not an engine.prizes.PrizeCategory</source>
            <translation>{c!r} no es una engine.prizes.PrizeCategory</translation>
        </message>
        <message>
            <source>two prize categories have the same name</source>
            <translation>dos categorías de premios tienen el mismo nombre</translation>
        </message>
        <message>
            <source>{count} dates for {number_of_rounds} rounds</source>
            <translation>{count} fechas para {number_of_rounds} rondas</translation>
        </message>
        <message>
            <source>round {r} ({when}) is before the start of the event ({start_date})</source>
            <translation>la ronda {r} ({when}) es anterior al inicio del torneo ({start_date})</translation>
        </message>
        <message>
            <source>round {r} ({when}) is after the end of the event ({end_date})</source>
            <translation>la ronda {r} ({when}) es posterior al final del torneo ({end_date})</translation>
        </message>
        <message>
            <source>round {r} ({when}) would be before round {previous} ({previous2})</source>
            <translation>la ronda {r} ({when}) quedaría antes de la ronda {previous} ({previous2})</translation>
        </message>
        <message>
            <source>{consequences} Confirm the update to go ahead.</source>
            <translation>{consequences} Confirme la actualización para continuar.</translation>
        </message>
        <message>
            <source>rating</source>
            <translation>rating</translation>
        </message>
        <message>
            <source>title</source>
            <translation>título</translation>
        </message>
        <message>
            <source>federation</source>
            <translation>federación</translation>
        </message>
        <message>
            <source>K factor</source>
            <translation>factor K</translation>
        </message>
        <message>
            <source>inactive</source>
            <translation>inactivo</translation>
        </message>
        <message>
            <source>other titles</source>
            <translation>otros títulos</translation>
        </message>
        <message>
            <source>national rating</source>
            <translation>rating nacional</translation>
        </message>
        <message>
            <source>{field} {before} -&gt; {after}</source>
            <translation>{field} {before} -&gt; {after}</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>sí</translation>
        </message>
        <message>
            <source>no</source>
            <translation>no</translation>
        </message>
        <message>
            <source>Round {round} is already paired. C.04.2 (2026) art. 2.1 uses the ratings in force on the day the tournament starts; a later list does not change the order. Updating now changes the ratings shown and printed, the rating-based tie-breaks (ARO, TPR...) and the ratings written to the TRF for rating; the pairing numbers and the rounds already paired stay as they are.</source>
            <translation>La ronda {round} ya está emparejada. C.04.2 (2026) art. 2.1 usa los ratings vigentes el día en que empieza el torneo; una lista posterior no cambia el orden. Actualizar ahora cambia los ratings mostrados e impresos, los desempates basados en el rating (ARO, TPR...) y los ratings escritos en el TRF para el cálculo de rating; los números de emparejamiento y las rondas ya emparejadas quedan como están.</translation>
        </message>
    </context>
    <context>
        <name>DbFile</name>
        <message>
            <source>opened read-only: {reason}</source>
            <translation>abierto en solo lectura: {reason}</translation>
        </message>
        <message>
            <source>read while {reason}</source>
            <translation>leído aunque {reason}</translation>
        </message>
        <message>
            <source>the disk reported an error ({reason}), but the change is stored</source>
            <translation>el disco informó de un error ({reason}), pero el cambio está guardado</translation>
        </message>
        <message>
            <source>cannot write the copy {name}: {reason}</source>
            <translation>no se puede escribir la copia {name}: {reason}</translation>
        </message>
        <message>
            <source>the disk is full ({detail})</source>
            <translation>el disco está lleno ({detail})</translation>
        </message>
        <message>
            <source>the disk reported an error ({detail}, {name})</source>
            <translation>el disco informó de un error ({detail}, {name})</translation>
        </message>
        <message>
            <source>the file or its drive is read-only ({detail})</source>
            <translation>el archivo o su unidad es de solo lectura ({detail})</translation>
        </message>
        <message>
            <source>the file cannot be opened ({detail}): is the drive still there, may you read its folder?</source>
            <translation>no se puede abrir el archivo ({detail}): ¿sigue ahí la unidad, puede leer su carpeta?</translation>
        </message>
        <message>
            <source>another program is writing the file ({detail})</source>
            <translation>otro programa está escribiendo en el archivo ({detail})</translation>
        </message>
        <message>
            <source>the computer is out of memory ({detail})</source>
            <translation>el ordenador se ha quedado sin memoria ({detail})</translation>
        </message>
        <message>
            <source>{path}: no such file</source>
            <translation>{path}: no existe el archivo</translation>
        </message>
        <message>
            <source>{name} cannot be read ({strerror})</source>
            <translation>no se puede leer {name} ({strerror})</translation>
        </message>
        <message>
            <source>{name} is not an Arbiter Desk tournament file (it is not an SQLite database)</source>
            <translation>{name} no es un archivo de torneo de Arbiter Desk (no es una base de datos SQLite)</translation>
        </message>
        <message>
            <source>{name} is an SQLite database of another program, not an Arbiter Desk tournament file</source>
            <translation>{name} es una base de datos SQLite de otro programa, no un archivo de torneo de Arbiter Desk</translation>
        </message>
        <message>
            <source>{name} is damaged ({check}); open the latest backup copy instead</source>
            <translation>{name} está dañado ({check}); abra en su lugar la última copia de seguridad</translation>
        </message>
        <message>
            <source>{name} is damaged and cannot be read ({exc}); open the latest backup copy</source>
            <translation>{name} está dañado y no se puede leer ({exc}); abra la última copia de seguridad</translation>
        </message>
        <message>
            <source>{name} cannot be opened: {problem}</source>
            <translation>no se puede abrir {name}: {problem}</translation>
        </message>
        <message>
            <source>cannot lock {file_name}: this drive does not support file locks ({strerror}); copy the file to a local folder</source>
            <translation>no se puede bloquear {file_name}: esta unidad no admite bloqueos de archivo ({strerror}); copie el archivo a una carpeta local</translation>
        </message>
        <message>
            <source>another program</source>
            <translation>otro programa</translation>
        </message>
        <message>
            <source>{file_name} is already open in another Arbiter Desk ({holder}); close it there first</source>
            <translation>{file_name} ya está abierto en otro Arbiter Desk ({holder}); ciérrelo allí primero</translation>
        </message>
        <message>
            <source>{file_name} is already open in another Arbiter Desk ({holder})</source>
            <translation>{file_name} ya está abierto en otro Arbiter Desk ({holder})</translation>
        </message>
        <message>
            <source>could not lock {path}</source>
            <translation>no se pudo bloquear {path}</translation>
        </message>
        <message>
            <source>{file_name} is on a read-only drive or in a folder where you may not write ({strerror}); copy it to a folder where you may write to change it</source>
            <translation>{file_name} está en una unidad de solo lectura o en una carpeta donde no puede escribir ({strerror}); cópielo a una carpeta donde pueda escribir para modificarlo</translation>
        </message>
        <message>
            <source>cannot lock {file_name} ({strerror}); is its folder writable?</source>
            <translation>no se puede bloquear {file_name} ({strerror}); ¿se puede escribir en su carpeta?</translation>
        </message>
        <message>
            <source>{name} is a symbolic link, not a lock file of Arbiter Desk; it is left as it is (and so is the file it points to): delete it, then open the tournament again</source>
            <translation>{name} es un enlace simbólico, no un archivo de bloqueo de Arbiter Desk; se deja como está (igual que el archivo al que apunta): bórrelo y vuelva a abrir el torneo</translation>
        </message>
        <message>
            <source>{name} is not a lock file of Arbiter Desk (it is a folder, a pipe or a device); it is left as it is: remove it, then open the tournament again</source>
            <translation>{name} no es un archivo de bloqueo de Arbiter Desk (es una carpeta, una tubería o un dispositivo); se deja como está: elimínelo y vuelva a abrir el torneo</translation>
        </message>
        <message>
            <source>{name} was left by {owner} ({note}) and cannot be removed; the file is locked through it for this session</source>
            <translation>{name} lo dejó {owner} ({note}) y no se puede eliminar; el archivo queda bloqueado a través de él en esta sesión</translation>
        </message>
        <message>
            <source>no note</source>
            <translation>sin nota</translation>
        </message>
        <message>
            <source>a stale lock left by {owner} ({note}) was removed: that program is no longer running</source>
            <translation>se eliminó un bloqueo obsoleto dejado por {owner} ({note}): ese programa ya no se está ejecutando</translation>
        </message>
        <message>
            <source>there is no round {after_round} yet (rounds 1-{last} are paired)</source>
            <translation>todavía no hay ronda {after_round} (las rondas 1-{last} están emparejadas)</translation>
        </message>
        <message>
            <source>{name} was written by a newer Arbiter Desk (file schema {version}, this program knows up to {SCHEMA_VERSION}); please update the program</source>
            <translation>{name} lo escribió un Arbiter Desk más reciente (esquema de archivo {version}, este programa conoce hasta {SCHEMA_VERSION}); actualice el programa</translation>
        </message>
        <message>
            <source>{name} says it has schema version {version}, which no Arbiter Desk writes (the first is 1): it is not a usable tournament file; open the latest backup copy instead</source>
            <translation>{name} indica la versión de esquema {version}, que ningún Arbiter Desk escribe (la primera es 1): no es un archivo de torneo utilizable; abra en su lugar la última copia de seguridad</translation>
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
            <translation>una hoja de cálculo o un archivo ZIP</translation>
        </message>
        <message>
            <source>cannot read {name} ({strerror})</source>
            <translation>no se puede leer {name} ({strerror})</translation>
        </message>
        <message>
            <source>{name} is {kind}; save {what} as CSV first</source>
            <translation>{name} es {kind}; guarde primero {what} como CSV</translation>
        </message>
        <message>
            <source>{name} is not a text file (it holds NUL bytes); export it as CSV</source>
            <translation>{name} no es un archivo de texto (contiene bytes NUL); expórtelo como CSV</translation>
        </message>
        <message>
            <source>the file</source>
            <translation>el archivo</translation>
        </message>
        <message>
            <source>{name} cannot be read as CSV: {reason}</source>
            <translation>{name} no se puede leer como CSV: {reason}</translation>
        </message>
        <message>
            <source>{name} is empty</source>
            <translation>{name} está vacío</translation>
        </message>
        <message>
            <source>the CSV file</source>
            <translation>el archivo CSV</translation>
        </message>
        <message>
            <source>line 1: no name column found in {header!r} (expected 'Name' or 'Surname')</source>
            <translation>línea 1: no se encontró ninguna columna de nombre en {header!r} (se esperaba 'Name' o 'Surname')</translation>
        </message>
        <message>
            <source>no name in {row!r}</source>
            <translation>no hay nombre en {row!r}</translation>
        </message>
        <message>
            <source>rating {rating_text!r} is not a whole number</source>
            <translation>el rating {rating_text!r} no es un número entero</translation>
        </message>
        <message>
            <source>rating {rating_text!r} is not a plausible rating</source>
            <translation>el rating {rating_text!r} no es un rating plausible</translation>
        </message>
        <message>
            <source>sex {sex!r}: use m or w (or leave it empty)</source>
            <translation>sexo {sex!r}: use m o w (o déjelo vacío)</translation>
        </message>
        <message>
            <source>the player list</source>
            <translation>la lista de jugadores</translation>
        </message>
        <message>
            <source>line 1 of {name}: no column {columns} (a results file has the header of pairings.csv: {header})</source>
            <translation>línea 1 de {name}: no hay columna {columns} (un archivo de resultados tiene la cabecera de pairings.csv: {header})</translation>
        </message>
        <message>
            <source>line {line_num} of {name} cannot be read as CSV: {exc}</source>
            <translation>la línea {line_num} de {name} no se puede leer como CSV: {exc}</translation>
        </message>
        <message>
            <source>{field} {text!r} is not a number</source>
            <translation>{field} {text!r} no es un número</translation>
        </message>
        <message>
            <source>FIDE id {fide_id}</source>
            <translation>ID FIDE {fide_id}</translation>
        </message>
        <message>
            <source>name</source>
            <translation>nombre</translation>
        </message>
        <message>
            <source>{name} is already registered as #{number} {name2} ({why})</source>
            <translation>{name} ya está inscrito como n.º {number} {name2} ({why})</translation>
        </message>
        <message>
            <source>{name} is on line {line} too</source>
            <translation>{name} también está en la línea {line}</translation>
        </message>
        <message>
            <source>the round robin now has {rounds} rounds (C.05 Annex 1 Berger table)</source>
            <translation>el round robin tiene ahora {rounds} rondas (C.05 anexo 1, tabla de Berger)</translation>
        </message>
        <message>
            <source>{paired} rounds are paired: the new players get the next free numbers (C.04.2 art. 2.3)</source>
            <translation>hay {paired} rondas emparejadas: los nuevos jugadores reciben los siguientes números libres (C.04.2 art. 2.3)</translation>
        </message>
        <message>
            <source>late entries after round {paired}: rounds 1-{paired} count as not paired (zero points)</source>
            <translation>inscripciones tardías después de la ronda {paired}: las rondas 1-{paired} cuentan como no emparejadas (cero puntos)</translation>
        </message>
        <message>
            <source>{count} of {total} rows cannot be imported, so nothing was added: {shown} (and {more} more)</source>
            <translation>{count} de {total} filas no se pueden importar, así que no se añadió nada: {shown} (y {more} más)</translation>
        </message>
        <message>
            <source>{count} of {total} rows cannot be imported, so nothing was added: {shown}</source>
            <translation>{count} de {total} filas no se pueden importar, así que no se añadió nada: {shown}</translation>
        </message>
        <message>
            <source>no player to import: every row has a problem</source>
            <translation>ningún jugador que importar: cada fila tiene un problema</translation>
        </message>
        <message>
            <source>no player to import</source>
            <translation>ningún jugador que importar</translation>
        </message>
        <message>
            <source>{count} players with the {registered} registered make {total}, more than the {most} a FIDE tournament report (TRF) can hold (a pairing number has four digits), so nothing was added</source>
            <translation>{count} jugadores con los {registered} inscritos suman {total}, más de los {most} que admite un informe de torneo FIDE (TRF) (un número de emparejamiento tiene cuatro cifras), así que no se añadió nada</translation>
        </message>
        <message>
            <source>no player import to undo</source>
            <translation>ninguna importación de jugadores que deshacer</translation>
        </message>
        <message>
            <source>{gone} of the {count} imported players are no longer registered; the import cannot be undone as a whole (remove the others one by one)</source>
            <translation>{gone} de los {count} jugadores importados ya no están inscritos; la importación no se puede deshacer en bloque (elimine los demás uno a uno)</translation>
        </message>
        <message>
            <source>removing these players would change the numbers of others once round 4 is paired (C.04.2 art. 2.3); withdraw them instead</source>
            <translation>eliminar a estos jugadores cambiaría los números de otros una vez emparejada la ronda 4 (C.04.2 art. 2.3); retírelos en su lugar</translation>
        </message>
        <message>
            <source>is paired</source>
            <translation>está emparejado</translation>
        </message>
        <message>
            <source>has the pairing-allocated bye</source>
            <translation>tiene el bye asignado por el emparejamiento</translation>
        </message>
        <message>
            <source>has a requested bye</source>
            <translation>tiene un bye solicitado</translation>
        </message>
        <message>
            <source>is in a prohibited pair</source>
            <translation>forma parte de un emparejamiento prohibido</translation>
        </message>
        <message>
            <source>has checked in</source>
            <translation>está marcado presente</translation>
        </message>
        <message>
            <source>has paid an entry fee</source>
            <translation>ha pagado una cuota de inscripción</translation>
        </message>
        <message>
            <source>#{number} {name} {what}; the import can no longer be undone as a whole (withdraw or remove players one by one)</source>
            <translation>n.º {number} {name} {what}; la importación ya no se puede deshacer en bloque (retire o elimine a los jugadores uno a uno)</translation>
        </message>
        <message numerus="yes">
            <source>{name} holds no result to import (%n row(s) cannot be read: {problem})</source>
            <translation>
                <numerusform>{name} no contiene ningún resultado que importar (%n fila ilegible: {problem})</numerusform>
                <numerusform>{name} no contiene ningún resultado que importar (%n filas ilegibles: {problem})</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} holds no result to import</source>
            <translation>{name} no contiene ningún resultado que importar</translation>
        </message>
        <message>
            <source>{name} holds results of rounds {rounds}; say which round to import</source>
            <translation>{name} contiene resultados de las rondas {rounds}; indique qué ronda importar</translation>
        </message>
        <message numerus="yes">
            <source>round {round_number} is not paired (the file has %n paired round(s))</source>
            <translation>
                <numerusform>la ronda {round_number} no está emparejada (el archivo tiene %n ronda emparejada)</numerusform>
                <numerusform>la ronda {round_number} no está emparejada (el archivo tiene %n rondas emparejadas)</numerusform>
            </translation>
        </message>
        <message>
            <source>round {round_number} has no board {board} ({count} boards)</source>
            <translation>la ronda {round_number} no tiene tablero {board} ({count} tableros)</translation>
        </message>
        <message>
            <source>board {board} is on line {line} too</source>
            <translation>el tablero {board} también está en la línea {line}</translation>
        </message>
        <message numerus="yes">
            <source>%n row(s) of {name} cannot be imported, so no result was entered: {shown} (and {more} more)</source>
            <translation>
                <numerusform>%n fila de {name} no se puede importar, así que no se introdujo ningún resultado: {shown} (y {more} más)</numerusform>
                <numerusform>%n filas de {name} no se pueden importar, así que no se introdujo ningún resultado: {shown} (y {more} más)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n row(s) of {name} cannot be imported, so no result was entered: {shown}</source>
            <translation>
                <numerusform>%n fila de {name} no se puede importar, así que no se introdujo ningún resultado: {shown}</numerusform>
                <numerusform>%n filas de {name} no se pueden importar, así que no se introdujo ningún resultado: {shown}</numerusform>
            </translation>
        </message>
        <message>
            <source>no result to enter in round {number}: the file already has every one given</source>
            <translation>ningún resultado que introducir en la ronda {number}: el archivo ya tiene todos los indicados</translation>
        </message>
        <message>
            <source>no results import to undo</source>
            <translation>ninguna importación de resultados que deshacer</translation>
        </message>
        <message>
            <source>round {number} board {no} is now #{white_number} - #{black_number}, not the board the import entered (the round was paired again); the import cannot be undone</source>
            <translation>ronda {number}, tablero {no} es ahora n.º {white_number} - n.º {black_number}, no el tablero que introdujo la importación (la ronda se emparejó de nuevo); la importación no se puede deshacer</translation>
        </message>
        <message>
            <source>round {number} board {no} has been changed since the import (now {now}); the import cannot be undone as a whole: correct results by hand</source>
            <translation>ronda {number}, tablero {no} ha cambiado desde la importación (ahora {now}); la importación no se puede deshacer en bloque: corrija los resultados a mano</translation>
        </message>
        <message>
            <source>round {number} board {no} has been changed since the import (now no result); the import cannot be undone as a whole: correct results by hand</source>
            <translation>ronda {number}, tablero {no} ha cambiado desde la importación (ahora sin resultado); la importación no se puede deshacer en bloque: corrija los resultados a mano</translation>
        </message>
        <message>
            <source>line {line}: {message}</source>
            <translation>línea {line}: {message}</translation>
        </message>
        <message>
            <source>line 1: no team column found in {header!r} (expected 'Team')</source>
            <translation>línea 1: no hay columna de equipo en {header!r} (se esperaba 'Team')</translation>
        </message>
        <message>
            <source>no team for {name}</source>
            <translation>no hay equipo para {name}</translation>
        </message>
        <message>
            <source>board {board!r} is not a whole number from 1</source>
            <translation>el tablero {board!r} no es un número entero desde 1</translation>
        </message>
        <message>
            <source>{team} has two players on board {board}</source>
            <translation>{team} tiene dos jugadores en el tablero {board}</translation>
        </message>
        <message>
            <source>the team list</source>
            <translation>la lista de equipos</translation>
        </message>
        <message>
            <source>{shown} (and {more} more)</source>
            <translation>{shown} (y {more} más)</translation>
        </message>
        <message>
            <source>team {name} is registered already, so nothing was added</source>
            <translation>el equipo {name} ya está inscrito, así que no se añadió nada</translation>
        </message>
        <message>
            <source>no team to import</source>
            <translation>ningún equipo que importar</translation>
        </message>
        <message>
            <source>no team import to undo</source>
            <translation>ninguna importación de equipos que deshacer</translation>
        </message>
        <message>
            <source>a team of the import is no longer registered; the import cannot be undone</source>
            <translation>un equipo de la importación ya no está inscrito; la importación no se puede deshacer</translation>
        </message>
        <message>
            <source>{name} is paired: it can no longer be removed</source>
            <translation>{name} está emparejado: ya no se puede eliminar</translation>
        </message>
    </context>
    <context>
        <name>DbLibrary</name>
        <message>
            <source>{path} cannot be written ({exc})</source>
            <translation>no se puede escribir {path} ({exc})</translation>
        </message>
        <message>
            <source>give the national list a name (e.g. the federation and month: GER 2026-04)</source>
            <translation>dé un nombre a la lista nacional (por ejemplo la federación y el mes: GER 2026-04)</translation>
        </message>
        <message>
            <source>{name} holds no player</source>
            <translation>{name} no contiene ningún jugador</translation>
        </message>
        <message>
            <source>national ID {nid} is listed twice (first on line {seen})</source>
            <translation>el ID nacional {nid} aparece dos veces (primero en la línea {seen})</translation>
        </message>
        <message>
            <source>the library has no national list {list_name!r}</source>
            <translation>la base de jugadores no tiene ninguna lista nacional {list_name!r}</translation>
        </message>
        <message>
            <source>Stored {count:,} players</source>
            <translation>{count:,} jugadores guardados</translation>
        </message>
        <message>
            <source>a saved mapping needs a name</source>
            <translation>una correspondencia guardada necesita un nombre</translation>
        </message>
        <message>
            <source>there is no import {import_id}</source>
            <translation>no existe la importación {import_id}</translation>
        </message>
        <message>
            <source>a later import has replaced this one; it can no longer be undone or redone</source>
            <translation>una importación posterior ha sustituido a esta; ya no se puede deshacer ni rehacer</translation>
        </message>
        <message>
            <source>this import is already undone</source>
            <translation>esta importación ya está deshecha</translation>
        </message>
        <message>
            <source>this import is in force</source>
            <translation>esta importación está vigente</translation>
        </message>
        <message>
            <source>the FIDE list file {target} is missing; import the list again</source>
            <translation>falta el archivo de la lista FIDE {target}; importe la lista de nuevo</translation>
        </message>
        <message>
            <source>line {line_number}: {reason}</source>
            <translation>línea {line_number}: {reason}</translation>
        </message>
        <message>
            <source>import cancelled; the library is unchanged</source>
            <translation>importación cancelada; la base de jugadores no ha cambiado</translation>
        </message>
        <message>
            <source>{name} is empty</source>
            <translation>{name} está vacío</translation>
        </message>
        <message>
            <source>a line holds something else than digits where numbers belong</source>
            <translation>una línea contiene algo distinto de dígitos donde deben ir números</translation>
        </message>
        <message>
            <source>a player cannot be read ({reason})</source>
            <translation>no se puede leer un jugador ({reason})</translation>
        </message>
        <message>
            <source>Reading {name}</source>
            <translation>Leyendo {name}</translation>
        </message>
        <message>
            <source>FIDE ID {fid} is listed twice</source>
            <translation>el ID FIDE {fid} aparece dos veces</translation>
        </message>
        <message>
            <source>the list cannot be stored ({exc})</source>
            <translation>no se puede guardar la lista ({exc})</translation>
        </message>
        <message>
            <source>Read {count:,} players</source>
            <translation>{count:,} jugadores leídos</translation>
        </message>
        <message>
            <source>Indexing {count:,} players for searching</source>
            <translation>Indexando {count:,} jugadores para la búsqueda</translation>
        </message>
        <message>
            <source>FIDE ID</source>
            <translation>ID FIDE</translation>
        </message>
        <message>
            <source>standard rating</source>
            <translation>rating estándar</translation>
        </message>
        <message>
            <source>standard games</source>
            <translation>partidas estándar</translation>
        </message>
        <message>
            <source>standard K factor</source>
            <translation>factor K estándar</translation>
        </message>
        <message>
            <source>rapid rating</source>
            <translation>rating de rápidas</translation>
        </message>
        <message>
            <source>rapid games</source>
            <translation>partidas rápidas</translation>
        </message>
        <message>
            <source>rapid K factor</source>
            <translation>factor K de rápidas</translation>
        </message>
        <message>
            <source>blitz rating</source>
            <translation>rating blitz</translation>
        </message>
        <message>
            <source>blitz games</source>
            <translation>partidas blitz</translation>
        </message>
        <message>
            <source>blitz K factor</source>
            <translation>factor K blitz</translation>
        </message>
        <message>
            <source>birth year</source>
            <translation>año de nacimiento</translation>
        </message>
        <message>
            <source>this is not a FIDE rating list: its first line should be the header 'ID Number  Name  Fed Sex Tit ...'</source>
            <translation>esto no es una lista de rating FIDE: su primera línea debería ser la cabecera 'ID Number  Name  Fed Sex Tit ...'</translation>
        </message>
        <message>
            <source>no FIDE ID</source>
            <translation>sin ID FIDE</translation>
        </message>
        <message>
            <source>FIDE ID {fide_id!r} is not a number</source>
            <translation>el ID FIDE {fide_id!r} no es un número</translation>
        </message>
        <message>
            <source>the player has no name</source>
            <translation>el jugador no tiene nombre</translation>
        </message>
        <message>
            <source>federation {federation!r} is not a 3-letter code (is the line cut or shifted?)</source>
            <translation>la federación {federation!r} no es un código de 3 letras (¿la línea está cortada o desplazada?)</translation>
        </message>
        <message>
            <source>sex {sex!r} is not M or F</source>
            <translation>el sexo {sex!r} no es M ni F</translation>
        </message>
        <message>
            <source>{field} {value!r} is not a number</source>
            <translation>{field} {value!r} no es un número</translation>
        </message>
        <message>
            <source>this is not a FIDE XML rating list (no &lt;playerslist&gt; element)</source>
            <translation>esto no es una lista de rating FIDE en XML (no hay elemento &lt;playerslist&gt;)</translation>
        </message>
        <message>
            <source>the XML list has no complete &lt;player&gt; element</source>
            <translation>la lista XML no tiene ningún elemento &lt;player&gt; completo</translation>
        </message>
        <message>
            <source>a &lt;player&gt; needs &lt;fideid&gt; and &lt;name&gt;</source>
            <translation>un &lt;player&gt; necesita &lt;fideid&gt; y &lt;name&gt;</translation>
        </message>
        <message>
            <source>no &lt;/player&gt; in more than {limit} characters: the file is damaged or not a rating list</source>
            <translation>ningún &lt;/player&gt; en más de {limit} caracteres: el archivo está dañado o no es una lista de rating</translation>
        </message>
        <message>
            <source>this &lt;player&gt; element is not closed (the file is damaged)</source>
            <translation>este elemento &lt;player&gt; no está cerrado (el archivo está dañado)</translation>
        </message>
        <message>
            <source>unreadable text in a &lt;player&gt; element: {leftover!r}</source>
            <translation>texto ilegible en un elemento &lt;player&gt;: {leftover!r}</translation>
        </message>
        <message>
            <source>a &lt;player&gt; element without &lt;fideid&gt;</source>
            <translation>un elemento &lt;player&gt; sin &lt;fideid&gt;</translation>
        </message>
        <message>
            <source>the list ends in the middle of a &lt;player&gt; element: the file is incomplete (download it again)</source>
            <translation>la lista termina en medio de un elemento &lt;player&gt;: el archivo está incompleto (descárguelo de nuevo)</translation>
        </message>
        <message>
            <source>the list ends without &lt;/playerslist&gt;: the file is incomplete (download it again)</source>
            <translation>la lista termina sin &lt;/playerslist&gt;: el archivo está incompleto (descárguelo de nuevo)</translation>
        </message>
        <message>
            <source>Name (Surname, First name)</source>
            <translation>Nombre (Apellido, Nombre)</translation>
        </message>
        <message>
            <source>Surname</source>
            <translation>Apellido</translation>
        </message>
        <message>
            <source>First name</source>
            <translation>Nombre de pila</translation>
        </message>
        <message>
            <source>National ID</source>
            <translation>ID nacional</translation>
        </message>
        <message>
            <source>National rating</source>
            <translation>Rating nacional</translation>
        </message>
        <message>
            <source>Federation</source>
            <translation>Federación</translation>
        </message>
        <message>
            <source>Sex</source>
            <translation>Sexo</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>Título</translation>
        </message>
        <message>
            <source>Birth (year or date)</source>
            <translation>Nacimiento (año o fecha)</translation>
        </message>
        <message>
            <source>Club</source>
            <translation>Club</translation>
        </message>
        <message>
            <source>City</source>
            <translation>Ciudad</translation>
        </message>
        <message>
            <source>comma</source>
            <translation>coma</translation>
        </message>
        <message>
            <source>semicolon</source>
            <translation>punto y coma</translation>
        </message>
        <message>
            <source>tab</source>
            <translation>tabulador</translation>
        </message>
        <message>
            <source>vertical bar</source>
            <translation>barra vertical</translation>
        </message>
        <message>
            <source>unknown field(s) in the mapping: {fields}</source>
            <translation>campo(s) desconocido(s) en la correspondencia: {fields}</translation>
        </message>
        <message>
            <source>map a column to the name (or to the surname) first</source>
            <translation>asigne primero una columna al nombre (o al apellido)</translation>
        </message>
        <message>
            <source>{name} holds {size} MB, more than the {limit} MB a national list may have</source>
            <translation>{name} ocupa {size} MB, más que los {limit} MB que puede tener una lista nacional</translation>
        </message>
        <message>
            <source>{path}: {strerror}</source>
            <translation>{path}: {strerror}</translation>
        </message>
        <message>
            <source>the file cannot be read as a list ({exc})</source>
            <translation>el archivo no se puede leer como lista ({exc})</translation>
        </message>
        <message>
            <source>{what} {value!r} is not a number</source>
            <translation>{what} {value!r} no es un número</translation>
        </message>
        <message>
            <source>no name in this line</source>
            <translation>no hay nombre en esta línea</translation>
        </message>
        <message>
            <source>birth {birth_text!r} holds no year</source>
            <translation>el nacimiento {birth_text!r} no contiene ningún año</translation>
        </message>
        <message>
            <source>federation {federation!r} is not a 3-letter code</source>
            <translation>la federación {federation!r} no es un código de 3 letras</translation>
        </message>
        <message>
            <source>{name} holds {size} MB, more than the {limit} MB a rating list may have; this is not a rating list</source>
            <translation>{name} ocupa {size} MB, más que los {limit} MB que puede tener una lista de rating; no es una lista de rating</translation>
        </message>
        <message>
            <source>{name} would expand from {packed} MB to {size} MB (more than {ratio} times): this is not a rating list, it is refused unread</source>
            <translation>{name} pasaría de {packed} MB a {size} MB al descomprimirse (más de {ratio} veces): no es una lista de rating, se rechaza sin leerla</translation>
        </message>
        <message>
            <source>{name} is damaged ({exc}); download it again</source>
            <translation>{name} está dañado ({exc}); descárguelo de nuevo</translation>
        </message>
        <message>
            <source>{path} is a folder: give the list file in it (a .txt, .xml or .zip)</source>
            <translation>{path} es una carpeta: indique el archivo de lista que contiene (un .txt, .xml o .zip)</translation>
        </message>
        <message>
            <source>{path}: no such file</source>
            <translation>{path}: no existe el archivo</translation>
        </message>
        <message>
            <source>{name} is a damaged zip file ({exc}); download it again</source>
            <translation>{name} es un archivo zip dañado ({exc}); descárguelo de nuevo</translation>
        </message>
        <message>
            <source>{name} is an empty zip file</source>
            <translation>{name} es un archivo zip vacío</translation>
        </message>
        <message>
            <source>the list declares the encoding {name!r}, which is not a text encoding it can be written in; save it as UTF-8</source>
            <translation>la lista declara la codificación {name!r}, que no es una codificación de texto en la que pueda estar escrita; guárdela como UTF-8</translation>
        </message>
        <message>
            <source>a line longer than {limit} MB: this is not a rating list (or its lines were joined)</source>
            <translation>una línea de más de {limit} MB: no es una lista de rating (o se unieron sus líneas)</translation>
        </message>
        <message>
            <source>{path} cannot be opened as a player library ({exc})</source>
            <translation>{path} no se puede abrir como base de jugadores ({exc})</translation>
        </message>
        <message>
            <source>{path} is not an Arbiter Desk player library</source>
            <translation>{path} no es una base de jugadores de Arbiter Desk</translation>
        </message>
        <message>
            <source>{path} was written by a newer Arbiter Desk; please update the program</source>
            <translation>{path} lo escribió un Arbiter Desk más reciente; actualice el programa</translation>
        </message>
        <message>
            <source>the FIDE list of the library ({current}) is missing beside {name}; import the list again</source>
            <translation>falta la lista FIDE de la base de jugadores ({current}) junto a {name}; importe la lista de nuevo</translation>
        </message>
        <message>
            <source>{path} is not a usable player library ({exc})</source>
            <translation>{path} no es una base de jugadores utilizable ({exc})</translation>
        </message>
        <message>
            <source>there is no earlier state of the library to go back to</source>
            <translation>no hay ningún estado anterior de la base de jugadores al que volver</translation>
        </message>
        <message>
            <source>the FIDE list of the library ({current}) is missing; import it again</source>
            <translation>falta la lista FIDE de la base de jugadores ({current}); impórtela de nuevo</translation>
        </message>
        <message>
            <source>FIDE combined (standard, rapid, blitz) list, {format}</source>
            <translation>lista FIDE combinada (estándar, rápidas, blitz), {format}</translation>
        </message>
        <message>
            <source>FIDE standard list, {format}</source>
            <translation>lista FIDE estándar, {format}</translation>
        </message>
        <message>
            <source>FIDE rapid list, {format}</source>
            <translation>lista FIDE de rápidas, {format}</translation>
        </message>
        <message>
            <source>FIDE blitz list, {format}</source>
            <translation>lista FIDE de blitz, {format}</translation>
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
            <translation>{p}: no existe el archivo</translation>
        </message>
        <message>
            <source>{name} is read-only (or its folder or drive is); copy it to a folder where you may write to change it</source>
            <translation>{name} es de solo lectura (o lo es su carpeta o unidad); cópielo a una carpeta donde pueda escribir para modificarlo</translation>
        </message>
        <message>
            <source>{name} has no event data; it is not a usable tournament file</source>
            <translation>{name} no tiene datos del torneo; no es un archivo de torneo utilizable</translation>
        </message>
        <message>
            <source>{name} cannot be opened ({strerror})</source>
            <translation>no se puede abrir {name} ({strerror})</translation>
        </message>
        <message>
            <source>{name} was not closed properly and {name2} beside it holds part of its data; it can only be read where it can be written: copy both files to a folder where you may write</source>
            <translation>{name} no se cerró correctamente y {name2}, a su lado, contiene parte de sus datos; solo se puede leer donde se pueda escribir: copie ambos archivos a una carpeta donde pueda escribir</translation>
        </message>
        <message>
            <source>{name} was written by an older Arbiter Desk (schema {version}) and can only be read once it is brought up to date: copy it to a folder where you may write and open it there</source>
            <translation>{name} lo escribió un Arbiter Desk más antiguo (esquema {version}) y solo se puede leer una vez actualizado: cópielo a una carpeta donde pueda escribir y ábralo allí</translation>
        </message>
        <message>
            <source>{name} is not an Arbiter Desk tournament file</source>
            <translation>{name} no es un archivo de torneo de Arbiter Desk</translation>
        </message>
        <message>
            <source>cannot read {name} ({strerror})</source>
            <translation>no se puede leer {name} ({strerror})</translation>
        </message>
        <message>
            <source>{p} already exists; choose another name</source>
            <translation>{p} ya existe; elija otro nombre</translation>
        </message>
        <message>
            <source>{name} was not created: {name2} could not be merged into it</source>
            <translation>{name} no se creó: no se pudo incorporar {name2}</translation>
        </message>
        <message>
            <source>{name} was not created: cannot move it into place ({strerror})</source>
            <translation>{name} no se creó: no se puede mover a su lugar ({strerror})</translation>
        </message>
        <message>
            <source>cannot remove the leftover {name} ({strerror})</source>
            <translation>no se puede eliminar el resto {name} ({strerror})</translation>
        </message>
        <message>
            <source>{name} was not replaced: it could not be copied to its backups first ({exc})</source>
            <translation>{name} no se sustituyó: no se pudo copiar primero a sus copias de seguridad ({exc})</translation>
        </message>
        <message>
            <source>{name} was not replaced: cannot remove {name2} ({strerror})</source>
            <translation>{name} no se sustituyó: no se puede eliminar {name2} ({strerror})</translation>
        </message>
        <message>
            <source>{name} is closed</source>
            <translation>{name} está cerrado</translation>
        </message>
        <message>
            <source>{name} is open read-only; nothing can be changed in it</source>
            <translation>{name} está abierto en solo lectura; no se puede cambiar nada en él</translation>
        </message>
        <message>
            <source>not stored: {reason}</source>
            <translation>no guardado: {reason}</translation>
        </message>
        <message>
            <source>the disk failed while the change was being stored ({reason}) and the file cannot be read back now to tell whether it is stored: check the drive, then open the file again</source>
            <translation>el disco falló mientras se guardaba el cambio ({reason}) y ahora no se puede releer el archivo para saber si está guardado: compruebe la unidad y vuelva a abrir el archivo</translation>
        </message>
        <message>
            <source>Round {round} was paired by {system}; the bracket-by-bracket account is written for the Dutch System only.</source>
            <translation>La ronda {round} se emparejó según {system}; el detalle grupo por grupo solo existe para el sistema holandés.</translation>
        </message>
        <message>
            <source>Its pairing is the engine's: it breaks no article.</source>
            <translation>Su emparejamiento es el del motor: no infringe ningún artículo.</translation>
        </message>
        <message>
            <source>a schedule of every round</source>
            <translation>un calendario de todas las rondas</translation>
        </message>
        <message>
            <source>Preparing the next round</source>
            <translation>Preparando la siguiente ronda</translation>
        </message>
        <message>
            <source>Preparing the last match again</source>
            <translation>Preparando de nuevo el último match</translation>
        </message>
        <message>
            <source>Pairing round {number}</source>
            <translation>Emparejando la ronda {number}</translation>
        </message>
        <message>
            <source>Storing round {number}</source>
            <translation>Guardando la ronda {number}</translation>
        </message>
        <message>
            <source>Round {round} is a round of team matches: how it was paired is explained for the individual systems only.</source>
            <translation>La ronda {round} es una ronda de encuentros por equipos: cómo se emparejó solo se explica para los sistemas individuales.</translation>
        </message>
        <message>
            <source>The checker finds nothing about this board's players.</source>
            <translation>El verificador no encuentra nada sobre los jugadores de este tablero.</translation>
        </message>
        <message>
            <source>Reading the Berger table</source>
            <translation>Leyendo la tabla de Berger</translation>
        </message>
        <message>
            <source>Stored round {first}</source>
            <translation>Ronda {first} guardada</translation>
        </message>
        <message>
            <source>Stored rounds {first}-{last}</source>
            <translation>Rondas {first}-{last} guardadas</translation>
        </message>
        <message>
            <source>the last round cannot be re-paired</source>
            <translation>la última ronda no se puede volver a emparejar</translation>
        </message>
        <message>
            <source>This event's team matches are paired by the Berger tables: the check judges the rounds of the Swiss Team Pairing System (C.04.6) only.</source>
            <translation>Los encuentros por equipos de este torneo se emparejan por las tablas de Berger: la comprobación solo juzga las rondas del sistema suizo por equipos (C.04.6).</translation>
        </message>
        <message>
            <source>Round {round} is a round of team matches: the warnings name the rules of the individual systems; the check (arbiter check) judges the team matches.</source>
            <translation>La ronda {round} es una ronda de encuentros por equipos: las advertencias nombran las reglas de los sistemas individuales; la comprobación (arbiter check) juzga los encuentros por equipos.</translation>
        </message>
        <message>
            <source>Preparing the last round again</source>
            <translation>Preparando de nuevo la última ronda</translation>
        </message>
        <message>
            <source>the pairing cannot be set by hand</source>
            <translation>el emparejamiento no se puede fijar a mano</translation>
        </message>
        <message>
            <source>the tournament kept changing while the pairing of round {round_number} was being checked; try again</source>
            <translation>el torneo no dejó de cambiar mientras se comprobaba el emparejamiento de la ronda {round_number}; inténtelo de nuevo</translation>
        </message>
        <message>
            <source>{target} already exists; choose another name</source>
            <translation>{target} ya existe; elija otro nombre</translation>
        </message>
        <message>
            <source>refused by the rules of the tournament file: {orig}</source>
            <translation>rechazado por las reglas del archivo de torneo: {orig}</translation>
        </message>
        <message>
            <source>{name} is damaged ({orig}); open the latest backup copy</source>
            <translation>{name} está dañado ({orig}); abra la última copia de seguridad</translation>
        </message>
        <message>
            <source>{name} cannot be used: {problem}</source>
            <translation>no se puede usar {name}: {problem}</translation>
        </message>
        <message>
            <source>{name} is damaged ({exc}); open the latest backup copy</source>
            <translation>{name} está dañado ({exc}); abra la última copia de seguridad</translation>
        </message>
        <message>
            <source>{name} cannot be used ({doing}): {problem}</source>
            <translation>no se puede usar {name} ({doing}): {problem}</translation>
        </message>
        <message>
            <source>the file has no event data</source>
            <translation>el archivo no tiene datos del torneo</translation>
        </message>
        <message>
            <source>{what}: the acceleration is decided before round 1 (C.04.7 art. 1.2), and round 1 is already paired</source>
            <translation>{what}: la aceleración se decide antes de la ronda 1 (C.04.7 art. 1.2), y la ronda 1 ya está emparejada</translation>
        </message>
        <message>
            <source>{what}: the acceleration is decided before round 1 (C.04.7 art. 1.2), and rounds 1-{paired} are already paired</source>
            <translation>{what}: la aceleración se decide antes de la ronda 1 (C.04.7 art. 1.2), y las rondas 1-{paired} ya están emparejadas</translation>
        </message>
        <message>
            <source>Baku acceleration edition {edition!r}: use one of {editions}</source>
            <translation>edición de la aceleración de Bakú {edition!r}: use una de {editions}</translation>
        </message>
        <message>
            <source>Baku acceleration cannot be applied</source>
            <translation>no se puede aplicar la aceleración de Bakú</translation>
        </message>
        <message>
            <source>Baku acceleration needs the players registered first</source>
            <translation>la aceleración de Bakú necesita primero a los jugadores inscritos</translation>
        </message>
        <message>
            <source>the acceleration cannot be removed</source>
            <translation>no se puede quitar la aceleración</translation>
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
            <source>the federation</source>
            <translation>la federación</translation>
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
        <message>
            <source>the tournament needs a name</source>
            <translation>el torneo necesita un nombre</translation>
        </message>
        <message>
            <source>number of rounds must be 1 to {MAX_ROUNDS}, not {number_of_rounds}</source>
            <translation>el número de rondas debe ser de 1 a {MAX_ROUNDS}, no {number_of_rounds}</translation>
        </message>
        <message>
            <source>{paired_rounds} rounds are already paired; the event cannot have only {number_of_rounds}</source>
            <translation>ya hay {paired_rounds} rondas emparejadas; el torneo no puede tener solo {number_of_rounds}</translation>
        </message>
        <message>
            <source>the initial colour must be white, black or not stated (None)</source>
            <translation>el color inicial debe ser blancas, negras o sin indicar (None)</translation>
        </message>
        <message>
            <source>the event ends ({end_date}) before it starts ({start_date})</source>
            <translation>el torneo termina ({end_date}) antes de empezar ({start_date})</translation>
        </message>
        <message>
            <source>{count} round dates given for {number_of_rounds} rounds</source>
            <translation>{count} fechas de ronda indicadas para {number_of_rounds} rondas</translation>
        </message>
        <message>
            <source>federation {federation!r}: use the 3-letter FIDE code</source>
            <translation>federación {federation!r}: use el código FIDE de 3 letras</translation>
        </message>
        <message>
            <source>{language!r} is not a language of Arbiter Desk: the documents can be in {languages}, or in the language of the program that prints them (empty)</source>
            <translation>{language!r} no es un idioma de Arbiter Desk: los documentos pueden estar en {languages}, o en el idioma del programa que los imprime (vacío)</translation>
        </message>
        <message>
            <source>the initial colour cannot change once round 1 is paired (C.04.3 art. 5)</source>
            <translation>el color inicial no puede cambiar una vez emparejada la ronda 1 (C.04.3 art. 5)</translation>
        </message>
        <message>
            <source>the pairing system cannot change once round 1 is paired</source>
            <translation>el sistema de emparejamiento no puede cambiar una vez emparejada la ronda 1</translation>
        </message>
        <message>
            <source>the pairing rules cannot change from {old} to {new}: round 1 is already paired under the {old} text; confirm the change to pair the next rounds under the {new} text</source>
            <translation>las reglas de emparejamiento no pueden pasar de {old} a {new}: la ronda 1 ya está emparejada según el texto {old}; confirme el cambio para emparejar las rondas siguientes según el texto {new}</translation>
        </message>
        <message>
            <source>the pairing rules cannot change from {old} to {new}: rounds 1-{paired} are already paired under the {old} text; confirm the change to pair the next rounds under the {new} text</source>
            <translation>las reglas de emparejamiento no pueden pasar de {old} a {new}: las rondas 1-{paired} ya están emparejadas según el texto {old}; confirme el cambio para emparejar las rondas siguientes según el texto {new}</translation>
        </message>
        <message>
            <source>{a!r} is not an engine.model.Acceleration</source>
            <translation>{a!r} no es una engine.model.Acceleration</translation>
        </message>
        <message>
            <source>acceleration rounds {first_round}-{last_round} are not within 1-{number_of_rounds}</source>
            <translation>las rondas de aceleración {first_round}-{last_round} no están dentro de 1-{number_of_rounds}</translation>
        </message>
        <message>
            <source>acceleration players {first_player}-{last_player}: not a range of TPNs</source>
            <translation>jugadores de la aceleración {first_player}-{last_player}: no es un rango de números de emparejamiento</translation>
        </message>
        <message>
            <source>acceleration of {points} points: must not be negative</source>
            <translation>aceleración de {points} puntos: no debe ser negativa</translation>
        </message>
        <message>
            <source>a player needs a name</source>
            <translation>un jugador necesita un nombre</translation>
        </message>
        <message>
            <source>name {name!r} is longer than the {TRF_NAME_LIMIT} characters TRF allows: {cut!r} would be cut (register it as {kept!r})</source>
            <translation>el nombre {name!r} supera los {TRF_NAME_LIMIT} caracteres que permite el TRF: se cortaría {cut!r} (inscríbalo como {kept!r})</translation>
        </message>
        <message>
            <source>rating {rating} is not a plausible rating (0 to 4000)</source>
            <translation>el rating {rating} no es un rating plausible (0 a 4000)</translation>
        </message>
        <message>
            <source>title {title!r}: use the FIDE abbreviation (GM, IM, WFM, ...)</source>
            <translation>título {title!r}: use la abreviatura FIDE (GM, IM, WFM, ...)</translation>
        </message>
        <message>
            <source>FIDE id {fide_id!r} must be digits only</source>
            <translation>el ID FIDE {fide_id!r} solo debe tener dígitos</translation>
        </message>
        <message>
            <source>FIDE id {fide_id!r} is longer than TRF allows (11 digits)</source>
            <translation>el ID FIDE {fide_id!r} es más largo de lo que permite el TRF (11 dígitos)</translation>
        </message>
        <message>
            <source>birth date {birth_date!r}: write it as YYYY/MM/DD</source>
            <translation>fecha de nacimiento {birth_date!r}: escríbala como AAAA/MM/DD</translation>
        </message>
        <message>
            <source>sex {sex!r} must be an engine.model.Sex</source>
            <translation>el sexo {sex!r} debe ser un engine.model.Sex</translation>
        </message>
        <message>
            <source>national rating {national_rating} is not a plausible rating (0 to 4000)</source>
            <translation>el rating nacional {national_rating} no es un rating plausible (0 a 4000)</translation>
        </message>
        <message>
            <source>national ID {national_id!r} is longer than 20 characters</source>
            <translation>el ID nacional {national_id!r} supera los 20 caracteres</translation>
        </message>
        <message>
            <source>there is no player with id {player_id}</source>
            <translation>no hay ningún jugador con id {player_id}</translation>
        </message>
        <message>
            <source>there is no player with pairing number {number}</source>
            <translation>no hay ningún jugador con el número de emparejamiento {number}</translation>
        </message>
        <message numerus="yes">
            <source>{what}: this round robin's Berger table is fixed by its players once round 1 is paired (%n round(s) are); delete the rounds first</source>
            <translation>
                <numerusform>{what}: la tabla de Berger de este round robin queda fijada por sus jugadores una vez emparejada la ronda 1 (%n ronda lo está); borre primero las rondas</numerusform>
                <numerusform>{what}: la tabla de Berger de este round robin queda fijada por sus jugadores una vez emparejada la ronda 1 (%n rondas lo están); borre primero las rondas</numerusform>
            </translation>
        </message>
        <message>
            <source>K must be 10, 20 or 40 (B.02 8.3.3), not {k_factor}</source>
            <translation>K debe ser 10, 20 o 40 (B.02 8.3.3), no {k_factor}</translation>
        </message>
        <message>
            <source>{name} cannot join</source>
            <translation>{name} no puede incorporarse</translation>
        </message>
        <message>
            <source>{name} cannot be registered: the event already has {count} players, the most a FIDE tournament report (TRF) can hold (a pairing number has four digits)</source>
            <translation>{name} no puede inscribirse: el torneo ya tiene {count} jugadores, el máximo que admite un informe de torneo FIDE (TRF) (un número de emparejamiento tiene cuatro cifras)</translation>
        </message>
        <message>
            <source>a player with FIDE id {fide_id} is already registered: {name} (no. {number})</source>
            <translation>ya hay inscrito un jugador con el ID FIDE {fide_id}: {name} (n.º {number})</translation>
        </message>
        <message>
            <source>{paired} rounds are paired: pairing numbers can no longer be re-sorted (C.04.2 art. 2.3), so {name} gets the next free number {number}</source>
            <translation>hay {paired} rondas emparejadas: los números de emparejamiento ya no se pueden reordenar (C.04.2 art. 2.3), así que {name} recibe el siguiente número libre {number}</translation>
        </message>
        <message>
            <source>late entry after round {paired}: rounds 1-{paired} count as not paired (zero points)</source>
            <translation>inscripción tardía después de la ronda {paired}: las rondas 1-{paired} cuentan como no emparejadas (cero puntos)</translation>
        </message>
        <message>
            <source>{name} joins the restriction {reason!r} (prohibited pairings)</source>
            <translation>{name} entra en la restricción {reason!r} (emparejamientos prohibidos)</translation>
        </message>
        <message>
            <source>the round robin now has {rounds} rounds (C.05 Annex 1 Berger table)</source>
            <translation>el round robin tiene ahora {rounds} rondas (C.05 anexo 1, tabla de Berger)</translation>
        </message>
        <message>
            <source>FIDE id {fide_id} already belongs to {name} (#{number})</source>
            <translation>el ID FIDE {fide_id} ya pertenece a {name} (n.º {number})</translation>
        </message>
        <message>
            <source>pairing numbers cannot be sorted again</source>
            <translation>los números de emparejamiento no se pueden volver a ordenar</translation>
        </message>
        <message>
            <source>{paired} rounds are paired: pairing numbers may not change after round 4 is paired (C.04.2 art. 2.3)</source>
            <translation>hay {paired} rondas emparejadas: los números de emparejamiento no pueden cambiar después de emparejar la ronda 4 (C.04.2 art. 2.3)</translation>
        </message>
        <message>
            <source>{name} cannot be removed</source>
            <translation>{name} no se puede eliminar</translation>
        </message>
        <message>
            <source>{name} is paired in round {played}; a player who took part can only be withdrawn</source>
            <translation>{name} está emparejado en la ronda {played}; un jugador que ha participado solo puede ser retirado</translation>
        </message>
        <message>
            <source>removing #{number} would change the pairing numbers after it once round 4 is paired (C.04.2 art. 2.3); withdraw the player instead</source>
            <translation>eliminar al n.º {number} cambiaría los números de emparejamiento posteriores una vez emparejada la ronda 4 (C.04.2 art. 2.3); retire al jugador en su lugar</translation>
        </message>
        <message>
            <source>{name} has paid an entry fee (receipt {receipt}); withdraw the player instead</source>
            <translation>{name} ha pagado una cuota de inscripción (recibo {receipt}); retire al jugador en su lugar</translation>
        </message>
        <message>
            <source>round {start} does not exist (the event has {rounds} rounds)</source>
            <translation>la ronda {start} no existe (el torneo tiene {rounds} rondas)</translation>
        </message>
        <message>
            <source>all {rounds} rounds are paired; there is no round left to withdraw from</source>
            <translation>las {rounds} rondas están emparejadas; no queda ninguna ronda desde la que retirar</translation>
        </message>
        <message>
            <source>{name} is paired in round {later}; enter a forfeit there or delete that round before withdrawing from round {start}</source>
            <translation>{name} está emparejado en la ronda {later}; introduzca allí una incomparecencia o borre esa ronda antes de retirarlo desde la ronda {start}</translation>
        </message>
        <message>
            <source>{name} is not withdrawn</source>
            <translation>{name} no está retirado</translation>
        </message>
        <message>
            <source>bye kind {kind!r} must be half, zero or full</source>
            <translation>el tipo de bye {kind!r} debe ser half, zero o full</translation>
        </message>
        <message>
            <source>a round robin has no requested byes: every player plays the games of the Berger table, and a game not played is a forfeit (enter it as a result, or withdraw the player)</source>
            <translation>un round robin no tiene byes solicitados: cada jugador juega las partidas de la tabla de Berger, y una partida no jugada es una incomparecencia (introdúzcala como resultado o retire al jugador)</translation>
        </message>
        <message>
            <source>round {round_number} does not exist (the event has {number_of_rounds} rounds)</source>
            <translation>la ronda {round_number} no existe (el torneo tiene {number_of_rounds} rondas)</translation>
        </message>
        <message>
            <source>{name} is withdrawn from round {withdrawn_from_round} on</source>
            <translation>{name} está retirado desde la ronda {withdrawn_from_round}</translation>
        </message>
        <message>
            <source>{name} is already paired in round {round_number}; a bye cannot replace a pairing</source>
            <translation>{name} ya está emparejado en la ronda {round_number}; un bye no puede sustituir un emparejamiento</translation>
        </message>
        <message>
            <source>player {player_id} has no bye in round {round_number}</source>
            <translation>el jugador {player_id} no tiene bye en la ronda {round_number}</translation>
        </message>
        <message>
            <source>a prohibited pairing needs at least two different players</source>
            <translation>un emparejamiento prohibido necesita al menos dos jugadores distintos</translation>
        </message>
        <message>
            <source>rounds {first_round}-{last_round}: the last round comes before the first</source>
            <translation>rondas {first_round}-{last_round}: la última ronda va antes de la primera</translation>
        </message>
        <message>
            <source>rounds are numbered from 1</source>
            <translation>las rondas se numeran desde 1</translation>
        </message>
        <message>
            <source>there is no prohibited pairing with id {pair_id}</source>
            <translation>no hay ningún emparejamiento prohibido con id {pair_id}</translation>
        </message>
        <message>
            <source>{name} (no. {number}) was changed after the ratings were compared; compare again</source>
            <translation>{name} (n.º {number}) cambió después de comparar los ratings; compare de nuevo</translation>
        </message>
        <message>
            <source>the restriction must end in a round from 1 to {rounds}, not {last_round}</source>
            <translation>la restricción debe terminar en una ronda de 1 a {rounds}, no {last_round}</translation>
        </message>
        <message>
            <source>rounds 1-{last_round} are already paired: the restriction would change nothing</source>
            <translation>las rondas 1-{last_round} ya están emparejadas: la restricción no cambiaría nada</translation>
        </message>
        <message>
            <source>{reason}: {count} of {count2} players; they cannot all be paired outside their group, so rounds 1-{last_round} may have no legal pairing</source>
            <translation>{reason}: {count} de {count2} jugadores; no todos pueden emparejarse fuera de su grupo, así que las rondas 1-{last_round} pueden no tener un emparejamiento legal</translation>
        </message>
        <message>
            <source>no two players share a club: there is nothing to restrict (fill in the players' clubs first)</source>
            <translation>no hay dos jugadores del mismo club: no hay nada que restringir (rellene primero los clubes de los jugadores)</translation>
        </message>
        <message>
            <source>no two players share a federation: there is nothing to restrict</source>
            <translation>no hay dos jugadores de la misma federación: no hay nada que restringir</translation>
        </message>
        <message>
            <source>there is no club restriction</source>
            <translation>no hay restricción por club</translation>
        </message>
        <message>
            <source>there is no federation restriction</source>
            <translation>no hay restricción por federación</translation>
        </message>
        <message>
            <source>{what} is for round robins; this event is a Swiss (Dutch system)</source>
            <translation>{what} es para round robin; este torneo es un suizo (sistema holandés)</translation>
        </message>
        <message>
            <source>round {number} cannot be paired: {exc}</source>
            <translation>no se puede emparejar la ronda {number}: {exc}</translation>
        </message>
        <message>
            <source>pairing by the Berger table</source>
            <translation>emparejamiento por la tabla de Berger</translation>
        </message>
        <message>
            <source>round 1 cannot be paired: {exc}</source>
            <translation>no se puede emparejar la ronda 1: {exc}</translation>
        </message>
        <message>
            <source>all {total} rounds of this {name} are paired</source>
            <translation>las {total} rondas de este {name} están emparejadas</translation>
        </message>
        <message>
            <source>{what}: a {name}'s pairings are those of the Berger table (C.05 Annex 1); to change who meets whom, change the pairing numbers before round 1</source>
            <translation>{what}: los emparejamientos de un {name} son los de la tabla de Berger (C.05 anexo 1); para cambiar quién juega con quién, cambie los números de emparejamiento antes de la ronda 1</translation>
        </message>
        <message>
            <source>the rounds cannot be checked: {exc}</source>
            <translation>no se pueden comprobar las rondas: {exc}</translation>
        </message>
        <message>
            <source>round {round_number} cannot be checked: {exc}</source>
            <translation>no se puede comprobar la ronda {round_number}: {exc}</translation>
        </message>
        <message>
            <source>{white}-{black} is not a game of round {round_number} of the Berger table</source>
            <translation>{white}-{black} no es una partida de la ronda {round_number} de la tabla de Berger</translation>
        </message>
        <message>
            <source>{what}: round 1 is paired, the pairing numbers of the Berger table are fixed</source>
            <translation>{what}: la ronda 1 está emparejada, los números de emparejamiento de la tabla de Berger están fijados</translation>
        </message>
        <message>
            <source>{what}: register the players first</source>
            <translation>{what}: inscriba primero a los jugadores</translation>
        </message>
        <message>
            <source>drawing lots for the pairing numbers</source>
            <translation>sorteo de los números de emparejamiento</translation>
        </message>
        <message>
            <source>setting the pairing numbers</source>
            <translation>asignación de los números de emparejamiento</translation>
        </message>
        <message>
            <source>no player has id {unknown}</source>
            <translation>ningún jugador tiene el id {unknown}</translation>
        </message>
        <message>
            <source>give every one of the {count} players exactly once ({count2} given, {count3} different)</source>
            <translation>indique cada uno de los {count} jugadores exactamente una vez ({count2} indicados, {count3} distintos)</translation>
        </message>
        <message>
            <source>{name} is already withdrawn (from round {withdrawn_from_round})</source>
            <translation>{name} ya está retirado (desde la ronda {withdrawn_from_round})</translation>
        </message>
        <message>
            <source>round {start} does not exist (the event has {number_of_rounds} rounds)</source>
            <translation>la ronda {start} no existe (el torneo tiene {number_of_rounds} rondas)</translation>
        </message>
        <message>
            <source>{name} has a result in every one of the {number_of_rounds} rounds</source>
            <translation>{name} tiene resultado en cada una de las {number_of_rounds} rondas</translation>
        </message>
        <message>
            <source>{name} has a result in round {round_number}; clear it, or withdraw from round {next_round}</source>
            <translation>{name} tiene un resultado en la ronda {round_number}; bórrelo, o retírelo desde la ronda {next_round}</translation>
        </message>
        <message>
            <source>round {number} is not paired (rounds 1-{last} are)</source>
            <translation>la ronda {number} no está emparejada (lo están las rondas 1-{last})</translation>
        </message>
        <message>
            <source>round {number} is not paired (no round is paired yet)</source>
            <translation>la ronda {number} no está emparejada (todavía no hay ninguna ronda emparejada)</translation>
        </message>
        <message>
            <source>the pairing engine paired round {round}, not round {round_number}</source>
            <translation>el motor de emparejamiento emparejó la ronda {round}, no la ronda {round_number}</translation>
        </message>
        <message>
            <source>board {i}: player #{number} is not available for round {round_number}</source>
            <translation>tablero {i}: el jugador n.º {number} no está disponible para la ronda {round_number}</translation>
        </message>
        <message>
            <source>board {i}: player #{number} is paired twice in round {round_number}</source>
            <translation>tablero {i}: el jugador n.º {number} está emparejado dos veces en la ronda {round_number}</translation>
        </message>
        <message>
            <source>pairing-allocated bye: player #{bye} is not available</source>
            <translation>bye asignado por el emparejamiento: el jugador n.º {bye} no está disponible</translation>
        </message>
        <message>
            <source>player #{bye} has both a board and the pairing-allocated bye</source>
            <translation>el jugador n.º {bye} tiene a la vez un tablero y el bye asignado por el emparejamiento</translation>
        </message>
        <message>
            <source>the pairing of round {round_number} leaves out player(s) {players}</source>
            <translation>el emparejamiento de la ronda {round_number} deja fuera a: {players}</translation>
        </message>
        <message>
            <source>all {number_of_rounds} rounds are paired</source>
            <translation>las {number_of_rounds} rondas están emparejadas</translation>
        </message>
        <message>
            <source>round {number} cannot be paired: round {r} has no result yet on board(s) {boards}</source>
            <translation>no se puede emparejar la ronda {number}: la ronda {r} aún no tiene resultado en el/los tablero(s) {boards}</translation>
        </message>
        <message>
            <source>round {number} cannot be paired: fewer than two players are available</source>
            <translation>no se puede emparejar la ronda {number}: hay menos de dos jugadores disponibles</translation>
        </message>
        <message>
            <source>the tournament changed while round {number} was being paired; pair it again</source>
            <translation>el torneo cambió mientras se emparejaba la ronda {number}; emparéjela de nuevo</translation>
        </message>
        <message>
            <source>no round is paired, nothing to delete</source>
            <translation>no hay ninguna ronda emparejada, nada que borrar</translation>
        </message>
        <message>
            <source>no round is paired, nothing to re-pair</source>
            <translation>no hay ninguna ronda emparejada, nada que volver a emparejar</translation>
        </message>
        <message>
            <source>no round is paired, nothing to change</source>
            <translation>no hay ninguna ronda emparejada, nada que cambiar</translation>
        </message>
        <message>
            <source>no match is paired, nothing to re-pair</source>
            <translation>no hay ningún match emparejado, nada que volver a emparejar</translation>
        </message>
        <message>
            <source>no match is paired, nothing to change</source>
            <translation>no hay ningún match emparejado, nada que cambiar</translation>
        </message>
        <message>
            <source>round {last} already has results (board(s) {boards}); clear them before you delete it</source>
            <translation>la ronda {last} ya tiene resultados (tablero(s) {boards}); bórrelos antes de borrar la ronda</translation>
        </message>
        <message>
            <source>round {last} already has results (board(s) {boards}); clear them before you re-pair it</source>
            <translation>la ronda {last} ya tiene resultados (tablero(s) {boards}); bórrelos antes de volver a emparejarla</translation>
        </message>
        <message>
            <source>round {last} already has results (board(s) {boards}); clear them before you change it</source>
            <translation>la ronda {last} ya tiene resultados (tablero(s) {boards}); bórrelos antes de cambiarla</translation>
        </message>
        <message>
            <source>match {match} already has results (board(s) {boards}); clear them before you re-pair it</source>
            <translation>el match {match} ya tiene resultados (tablero(s) {boards}); bórrelos antes de volver a emparejarlo</translation>
        </message>
        <message>
            <source>match {match} already has results (board(s) {boards}); clear them before you change it</source>
            <translation>el match {match} ya tiene resultados (tablero(s) {boards}); bórrelos antes de cambiarlo</translation>
        </message>
        <message>
            <source>only the last paired round ({last}) can be changed, not round {round_number}</source>
            <translation>solo se puede cambiar la última ronda emparejada ({last}), no la ronda {round_number}</translation>
        </message>
        <message>
            <source>player id {id}</source>
            <translation>jugador con id {id}</translation>
        </message>
        <message>
            <source>board {i}: {player} is not available for round {round_number}</source>
            <translation>tablero {i}: {player} no está disponible para la ronda {round_number}</translation>
        </message>
        <message>
            <source>board {i}: {player} is paired twice in round {round_number}</source>
            <translation>tablero {i}: {player} está emparejado dos veces en la ronda {round_number}</translation>
        </message>
        <message>
            <source>{player} cannot have the pairing-allocated bye in this round</source>
            <translation>{player} no puede tener el bye asignado por el emparejamiento en esta ronda</translation>
        </message>
        <message>
            <source>round {round_number}: {players} not paired</source>
            <translation>ronda {round_number}: {players} sin emparejar</translation>
        </message>
        <message>
            <source>not checked: {exc}</source>
            <translation>no comprobado: {exc}</translation>
        </message>
        <message>
            <source>round {round} cannot be checked: {exc}</source>
            <translation>no se puede comprobar la ronda {round}: {exc}</translation>
        </message>
        <message>
            <source>Round {number} paired; backup copy FAILED: {reason}</source>
            <translation>Ronda {number} emparejada; la copia de seguridad FALLÓ: {reason}</translation>
        </message>
        <message>
            <source>round {number} is stored, but its backup copy failed: {reason}</source>
            <translation>la ronda {number} está guardada, pero su copia de seguridad falló: {reason}</translation>
        </message>
        <message>
            <source>Round {number} paired; backup written</source>
            <translation>Ronda {number} emparejada; copia de seguridad escrita</translation>
        </message>
        <message>
            <source>{result!r} is not a result (use values.GameResult)</source>
            <translation>{result!r} no es un resultado (use values.GameResult)</translation>
        </message>
        <message numerus="yes">
            <source>round {round_number} has no board {board} (it has %n board(s))</source>
            <translation>
                <numerusform>la ronda {round_number} no tiene tablero {board} (tiene %n tablero)</numerusform>
                <numerusform>la ronda {round_number} no tiene tablero {board} (tiene %n tableros)</numerusform>
            </translation>
        </message>
        <message>
            <source>the name has {count} characters and TRF allows {TRF_NAME_LIMIT}: registered as {kept!r}, {cut!r} is cut</source>
            <translation>el nombre tiene {count} caracteres y el TRF permite {TRF_NAME_LIMIT}: inscrito como {kept!r}, se corta {cut!r}</translation>
        </message>
        <message>
            <source>no {value} rating in the list: registered as unrated</source>
            <translation>no hay rating {value} en la lista: inscrito sin rating</translation>
        </message>
        <message>
            <source>the FIDE list flags the player inactive</source>
            <translation>la lista FIDE marca al jugador como inactivo</translation>
        </message>
        <message>
            <source>{name!r} looks like {name2!r} (no. {number}{ident}), already registered</source>
            <translation>{name!r} se parece a {name2!r} (n.º {number}{ident}), ya inscrito</translation>
        </message>
        <message>
            <source>federation {fed!r} is not a FIDE federation code</source>
            <translation>la federación {fed!r} no es un código de federación FIDE</translation>
        </message>
        <message>
            <source>birth date {birth_date!r} is not YYYY or YYYY/MM/DD</source>
            <translation>la fecha de nacimiento {birth_date!r} no es AAAA ni AAAA/MM/DD</translation>
        </message>
        <message>
            <source>birth year {year} is not possible for a player in {year_now}</source>
            <translation>el año de nacimiento {year} no es posible para un jugador en {year_now}</translation>
        </message>
        <message>
            <source>rating {rating} is higher than any FIDE rating</source>
            <translation>el rating {rating} es superior a cualquier rating FIDE</translation>
        </message>
        <message>
            <source>rating {rating} is below the FIDE rating floor of {FIDE_RATING_FLOOR} (since 1 March 2024); is it a national rating?</source>
            <translation>el rating {rating} está por debajo del mínimo FIDE de {FIDE_RATING_FLOOR} (desde el 1 de marzo de 2024); ¿es un rating nacional?</translation>
        </message>
        <message>
            <source>national rating {national_rating} is higher than any rating</source>
            <translation>el rating nacional {national_rating} es superior a cualquier rating</translation>
        </message>
        <message>
            <source>round {number}: no pairing avoids every rematch and forbidden pair</source>
            <translation>ronda {number}: ningún emparejamiento evita todas las repeticiones y parejas prohibidas</translation>
        </message>
        <message>
            <source>{what} {text!r} holds a line break or control character ({shown}); type it on one line without control characters</source>
            <translation>{what} {text!r} contiene un salto de línea o un carácter de control ({shown}); escríbalo en una sola línea sin caracteres de control</translation>
        </message>
        <message>
            <source>{what} had {length} characters: cut to the first {limit} ({kept})</source>
            <translation>{what} tenía {length} caracteres: recortado a los primeros {limit} ({kept})</translation>
        </message>
        <message>
            <source>the organiser</source>
            <translation>el organizador</translation>
        </message>
        <message>
            <source>the club of {name}</source>
            <translation>el club de {name}</translation>
        </message>
        <message>
            <source>the city of {name}</source>
            <translation>la ciudad de {name}</translation>
        </message>
        <message>
            <source>the other titles of {name}</source>
            <translation>los otros títulos de {name}</translation>
        </message>
        <message>
            <source>impossible result pair: white {value!r}, black {value2!r}</source>
            <translation>par de resultados imposible: blancas {value!r}, negras {value2!r}</translation>
        </message>
        <message>
            <source>result {text!r}: a board where nobody scores is a double forfeit (--) when neither player played; a played game has a winner or is drawn</source>
            <translation>resultado {text!r}: un tablero donde nadie puntúa es una doble incomparecencia (--) cuando ninguno de los jugadores jugó; una partida jugada tiene un ganador o es tablas</translation>
        </message>
        <message>
            <source>unknown result {text!r}: use 1-0, 0-1, 1/2, +-, -+, --, W-L, L-W or D-D</source>
            <translation>resultado desconocido {text!r}: use 1-0, 0-1, 1/2, +-, -+, --, W-L, L-W o D-D</translation>
        </message>
        <message>
            <source>{value!r} is not a requested-bye code (H, Z or F)</source>
            <translation>{value!r} no es un código de bye solicitado (H, Z o F)</translation>
        </message>
        <message>
            <source>Preparing the next match</source>
            <translation>Preparando el siguiente match</translation>
        </message>
        <message>
            <source>Pairing match {match}</source>
            <translation>Emparejando el match {match}</translation>
        </message>
        <message>
            <source>Storing match {match}</source>
            <translation>Guardando el match {match}</translation>
        </message>
        <message>
            <source>a Double-Swiss match is two games (C.04.5): {number_of_rounds} games are not a whole number of matches</source>
            <translation>un match Doble Suizo son dos partidas (C.04.5): {number_of_rounds} partidas no son un número entero de matches</translation>
        </message>
        <message>
            <source>all {matches} matches are paired</source>
            <translation>los {matches} matches están todos emparejados</translation>
        </message>
        <message>
            <source>match {match} cannot be paired: game {game} of match {last} has no result yet on board(s) {boards}</source>
            <translation>el match {match} no se puede emparejar: la partida {game} del match {last} aún no tiene resultado en el/los tablero(s) {boards}</translation>
        </message>
        <message>
            <source>match {match} cannot be paired: fewer than two players are available</source>
            <translation>el match {match} no se puede emparejar: hay menos de dos jugadores disponibles</translation>
        </message>
        <message>
            <source>no match is paired, nothing to delete</source>
            <translation>no hay ningún match emparejado, nada que borrar</translation>
        </message>
        <message>
            <source>match {match} already has results (board(s) {boards}); clear them before you delete it</source>
            <translation>el match {match} ya tiene resultados (tablero(s) {boards}); bórrelos antes de borrarlo</translation>
        </message>
        <message>
            <source>this event is not a Double-Swiss event: it has no matches</source>
            <translation>este torneo no es un Doble Suizo: no tiene matches</translation>
        </message>
        <message>
            <source>match {match} has no board {board}</source>
            <translation>el match {match} no tiene tablero {board}</translation>
        </message>
        <message>
            <source>all {rounds} rounds are paired</source>
            <translation>las {rounds} rondas están emparejadas</translation>
        </message>
        <message>
            <source>round {round} cannot be paired: fewer than two teams are registered</source>
            <translation>la ronda {round} no se puede emparejar: hay menos de dos equipos inscritos</translation>
        </message>
        <message>
            <source>round {round} cannot be paired: match(es) {matches} of round {last} have no line-ups or results yet</source>
            <translation>la ronda {round} no se puede emparejar: el encuentro o los encuentros {matches} de la ronda {last} aún no tienen alineaciones o resultados</translation>
        </message>
        <message>
            <source>the tournament changed while round {round} was being paired; pair it again</source>
            <translation>el torneo cambió mientras se emparejaba la ronda {round}; empárejela de nuevo</translation>
        </message>
        <message>
            <source>round {round} has no match {match}</source>
            <translation>la ronda {round} no tiene encuentro {match}</translation>
        </message>
        <message>
            <source>the team has no match in round {round}</source>
            <translation>el equipo no tiene encuentro en la ronda {round}</translation>
        </message>
        <message>
            <source>{team}: a line-up has {boards} players, one per board, not {count}</source>
            <translation>{team}: una alineación tiene {boards} jugadores, uno por tablero, no {count}</translation>
        </message>
        <message>
            <source>{team}: {name} is not in the team's roster</source>
            <translation>{team}: {name} no está en la plantilla del equipo</translation>
        </message>
        <message>
            <source>{team}: a player is named twice</source>
            <translation>{team}: un jugador aparece dos veces</translation>
        </message>
        <message>
            <source>{team}: {upper} (no. {upper_place} of the roster) cannot play board {board} above {lower} (no. {lower_place}); a line-up keeps the roster's board order</source>
            <translation>{team}: {upper} (n.º {upper_place} de la plantilla) no puede jugar en el tablero {board} por delante de {lower} (n.º {lower_place}); una alineación respeta el orden de tableros de la plantilla</translation>
        </message>
        <message>
            <source>{team}: {name} has withdrawn from round {round} on</source>
            <translation>{team}: {name} se retiró a partir de la ronda {round}</translation>
        </message>
        <message>
            <source>match {match} of round {round} has results; clear them before the line-up changes</source>
            <translation>el encuentro {match} de la ronda {round} tiene resultados; bórrelos antes de cambiar la alineación</translation>
        </message>
        <message>
            <source>match {match} of round {round} is a bye: nothing to forfeit</source>
            <translation>el encuentro {match} de la ronda {round} es un bye: no hay incomparecencia posible</translation>
        </message>
        <message>
            <source>match {match} of round {round} is not a match of team(s) {teams}</source>
            <translation>el encuentro {match} de la ronda {round} no es un encuentro del equipo o equipos {teams}</translation>
        </message>
        <message>
            <source>round {round} is not paired</source>
            <translation>la ronda {round} no está emparejada</translation>
        </message>
        <message>
            <source>this event is not a team event (create it with --system team-swiss)</source>
            <translation>este torneo no es por equipos (créelo con --system team-swiss)</translation>
        </message>
        <message>
            <source>there is no team {number}</source>
            <translation>no hay equipo {number}</translation>
        </message>
        <message>
            <source>team {name} would have {size} players; a roster holds at most {most} (TRF record 310)</source>
            <translation>el equipo {name} tendría {size} jugadores; una plantilla admite como máximo {most} (registro TRF 310)</translation>
        </message>
        <message>
            <source>a team needs a name</source>
            <translation>un equipo necesita un nombre</translation>
        </message>
        <message>
            <source>a team called {name} is registered already</source>
            <translation>ya hay un equipo llamado {name} inscrito</translation>
        </message>
        <message>
            <source>round {round} is paired already</source>
            <translation>la ronda {round} ya está emparejada</translation>
        </message>
        <message>
            <source>the event has no section {name!r}; its sections: {names}</source>
            <translation>el evento no tiene ninguna sección {name!r}; sus secciones: {names}</translation>
        </message>
        <message>
            <source>a section needs a name</source>
            <translation>una sección necesita un nombre</translation>
        </message>
        <message>
            <source>a section's name has at most {limit} characters</source>
            <translation>el nombre de una sección tiene como máximo {limit} caracteres</translation>
        </message>
        <message>
            <source>the section's name</source>
            <translation>el nombre de la sección</translation>
        </message>
        <message>
            <source>the event already has a section {name!r}</source>
            <translation>el evento ya tiene una sección {name!r}</translation>
        </message>
        <message>
            <source>no player with id {id}</source>
            <translation>ningún jugador con el identificador {id}</translation>
        </message>
        <message>
            <source>{name} is already entered in the section {section} (number {number})</source>
            <translation>{name} ya está inscrito en la sección {section} (número {number})</translation>
        </message>
        <message>
            <source>FIDE id {fide_id} already belongs to {name} (#{number}) in {section}</source>
            <translation>el ID FIDE {fide_id} ya pertenece a {name} (n.º {number}) en {section}</translation>
        </message>
        <message>
            <source>{name} is the event's only section: it cannot be deleted</source>
            <translation>{name} es la única sección del evento: no se puede eliminar</translation>
        </message>
        <message>
            <source>the section {name} has {count} rounds paired: a section whose games were paired is never deleted</source>
            <translation>la sección {name} tiene {count} rondas emparejadas: una sección cuyas partidas se emparejaron nunca se elimina</translation>
        </message>
        <message>
            <source>the event has a section {name} already</source>
            <translation>el evento ya tiene una sección {name}</translation>
        </message>
        <message>
            <source>no section called {name} was deleted from this event</source>
            <translation>no se eliminó ninguna sección llamada {name} de este evento</translation>
        </message>
        <message>
            <source>the section {name} was deleted by an older version of the program, which did not keep every row of it: it cannot be put back</source>
            <translation>la sección {name} se eliminó con una versión anterior del programa, que no guardaba todas sus filas: no se puede restaurar</translation>
        </message>
        <message>
            <source>the event has {count} sections ({names}): name the one to work on</source>
            <translation>el evento tiene {count} secciones ({names}): nombre aquella en la que trabajar</translation>
        </message>
        <message>
            <source>Round {round} has no board {board} (it has {count}).</source>
            <translation>La ronda {round} no tiene tablero {board} (tiene {count}).</translation>
        </message>
        <message>
            <source>{name} cannot join: the Berger table of a team round robin (C.05 Annex 1) is made of the teams registered before round 1</source>
            <translation>{name} no puede entrar: la tabla de Berger de un round robin por equipos (C.05 Anexo 1) se hace con los equipos inscritos antes de la ronda 1</translation>
        </message>
        <message>
            <source>all {rounds} rounds are paired; there is no round left</source>
            <translation>las {rounds} rondas están emparejadas; no queda ninguna ronda</translation>
        </message>
        <message>
            <source>round {start} cannot be chosen: the rounds not paired yet are {first}-{rounds}</source>
            <translation>no se puede elegir la ronda {start}: las rondas aún no emparejadas son {first}-{rounds}</translation>
        </message>
        <message>
            <source>{team} is not withdrawn</source>
            <translation>{team} no está retirado</translation>
        </message>
        <message>
            <source>Section {name} was deleted at another desk.</source>
            <translation>La sección {name} se eliminó en otro puesto.</translation>
        </message>
    </context>
    <context>
        <name>DbRegistration</name>
        <message>
            <source>{name}: #{old} → #{new}</source>
            <translation>{name}: n.º {old} → n.º {new}</translation>
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
            <translation>1-0 (no válida para rating)</translation>
        </message>
        <message>
            <source>0-1 (unrated)</source>
            <translation>0-1 (no válida para rating)</translation>
        </message>
        <message>
            <source>½-½ (unrated)</source>
            <translation>½-½ (no válida para rating)</translation>
        </message>
    </context>
    <context>
        <name>DbRole</name>
        <message>
            <source>the chief arbiter</source>
            <translation>el árbitro principal</translation>
        </message>
        <message>
            <source>a deputy arbiter</source>
            <translation>un árbitro adjunto</translation>
        </message>
        <message>
            <source>a viewer</source>
            <translation>un observador</translation>
        </message>
    </context>
    <context>
        <name>DbSchema</name>
        <message numerus="yes">
            <source>%n extra table(s)</source>
            <translation>
                <numerusform>%n tabla de más</numerusform>
                <numerusform>%n tablas de más</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n extra view(s)</source>
            <translation>
                <numerusform>%n vista de más</numerusform>
                <numerusform>%n vistas de más</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n extra index(es)</source>
            <translation>
                <numerusform>%n índice de más</numerusform>
                <numerusform>%n índices de más</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n extra trigger(s)</source>
            <translation>
                <numerusform>%n disparador de más</numerusform>
                <numerusform>%n disparadores de más</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n extra object(s)</source>
            <translation>
                <numerusform>%n objeto de más</numerusform>
                <numerusform>%n objetos de más</numerusform>
            </translation>
        </message>
        <message>
            <source>no table {name}</source>
            <translation>falta la tabla {name}</translation>
        </message>
        <message>
            <source>no index {name}</source>
            <translation>falta el índice {name}</translation>
        </message>
        <message>
            <source>no trigger {name}</source>
            <translation>falta el disparador {name}</translation>
        </message>
        <message>
            <source>the table {name} changed</source>
            <translation>la tabla {name} fue modificada</translation>
        </message>
        <message>
            <source>the index {name} changed</source>
            <translation>el índice {name} fue modificado</translation>
        </message>
        <message>
            <source>the trigger {name} changed</source>
            <translation>el disparador {name} fue modificado</translation>
        </message>
        <message>
            <source>binary data</source>
            <translation>datos binarios</translation>
        </message>
        <message>
            <source>a decimal number</source>
            <translation>un número decimal</translation>
        </message>
        <message>
            <source>text</source>
            <translation>texto</translation>
        </message>
        <message>
            <source>a whole number</source>
            <translation>un número entero</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>nada</translation>
        </message>
        <message>
            <source>text that is not valid JSON</source>
            <translation>texto que no es JSON válido</translation>
        </message>
        <message>
            <source>{name} is not built as Arbiter Desk builds a tournament file of schema {version} ({differences}): another program changed it; it was not opened and is unchanged</source>
            <translation>{name} no está construido como Arbiter Desk construye un archivo de torneo del esquema {version} ({differences}): otro programa lo modificó; no se abrió y queda sin cambios</translation>
        </message>
        <message>
            <source>{name} is damaged: {table}.{column} (row {row}) holds {found}, which Arbiter Desk never keeps there; open the latest backup copy</source>
            <translation>{name} está dañado: {table}.{column} (fila {row}) contiene {found}, algo que Arbiter Desk nunca guarda ahí; abra la copia de seguridad más reciente</translation>
        </message>
        <message>
            <source>{name} is damaged: a row of {table} (row {row}) refers to a row of {parent} that is not there; open the latest backup copy</source>
            <translation>{name} está dañado: una fila de {table} (fila {row}) remite a una fila de {parent} que no existe; abra la copia de seguridad más reciente</translation>
        </message>
    </context>
    <context>
        <name>DbServer</name>
        <message>
            <source>a password may not be written in the server's address (it would be shown and kept); give it in PGPASSWORD or when asked</source>
            <translation>la contraseña no puede ir en la dirección del servidor (se mostraría y se guardaría); indíquela en PGPASSWORD o cuando se pida</translation>
        </message>
        <message>
            <source>{url} is not the address of a venue server; write postgresql://USER@HOST[:PORT]/DATABASE</source>
            <translation>{url} no es la dirección de un servidor del torneo; escriba postgresql://USER@HOST[:PORT]/DATABASE</translation>
        </message>
        <message>
            <source>the database {name} holds tables of another program, not an Arbiter Desk event</source>
            <translation>la base de datos {name} contiene tablas de otro programa, no un torneo de Arbiter Desk</translation>
        </message>
        <message>
            <source>another desk</source>
            <translation>otro puesto</translation>
        </message>
        <message>
            <source>{who} is pairing a round of {name} now; wait until that round is stored, then try again</source>
            <translation>{who} está emparejando ahora una ronda de {name}; espere a que esa ronda quede guardada y vuelva a intentarlo</translation>
        </message>
        <message>
            <source>the venue server {url} asks for a password: set PGPASSWORD</source>
            <translation>el servidor del torneo {url} pide una contraseña: defina PGPASSWORD</translation>
        </message>
        <message>
            <source>the venue server {url} refused the user or the password</source>
            <translation>el servidor del torneo {url} rechazó el usuario o la contraseña</translation>
        </message>
        <message>
            <source>the venue server {url} offers no encrypted connection (TLS), which PGSSLMODE={mode} requires: its administrator switches TLS on</source>
            <translation>el servidor del torneo {url} no ofrece conexión cifrada (TLS), que PGSSLMODE={mode} exige: su administrador activa TLS</translation>
        </message>
        <message>
            <source>the venue server has no database {database}; its administrator creates it</source>
            <translation>el servidor del torneo no tiene la base de datos {database}; la crea su administrador</translation>
        </message>
        <message>
            <source>the venue server {url} is out of reach ({detail}); a change under way, if any, is not confirmed stored: check the network, then look again</source>
            <translation>el servidor del torneo {url} no está accesible ({detail}); el cambio en curso, si lo hay, no está confirmado como guardado: revise la red y vuelva a mirar</translation>
        </message>
        <message>
            <source>the copy would replace its own source; name another</source>
            <translation>la copia reemplazaría su propio origen; indique otro destino</translation>
        </message>
        <message>
            <source>Round {number} paired and stored on the venue server</source>
            <translation>Ronda {number} emparejada y guardada en el servidor del torneo</translation>
        </message>
        <message>
            <source>the database {name} holds no event yet</source>
            <translation>la base de datos {name} aún no contiene ningún torneo</translation>
        </message>
        <message>
            <source>the event in {name} was written by a newer Arbiter Desk (schema {version}, this program knows up to {known}); please update the program</source>
            <translation>el torneo de {name} lo escribió un Arbiter Desk más reciente (esquema {version}, este programa conoce hasta el {known}); actualice el programa</translation>
        </message>
        <message>
            <source>the event in {name} is of an older Arbiter Desk (schema {version}): copy it to a file with the older program (arbiter copy), open the file here, then copy it back</source>
            <translation>el torneo de {name} es de un Arbiter Desk más antiguo (esquema {version}): cópielo a un archivo con el programa antiguo (arbiter copy), abra el archivo aquí y vuelva a copiarlo</translation>
        </message>
        <message>
            <source>the database {name} already holds an event; choose another database</source>
            <translation>la base de datos {name} ya contiene un torneo; elija otra base de datos</translation>
        </message>
        <message>
            <source>no answer within {seconds} s</source>
            <translation>sin respuesta en {seconds} s</translation>
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
            <translation>una imagen PNG</translation>
        </message>
        <message>
            <source>a JPEG image</source>
            <translation>una imagen JPEG</translation>
        </message>
        <message>
            <source>a GIF image</source>
            <translation>una imagen GIF</translation>
        </message>
        <message>
            <source>a ZIP archive (or a Word/Excel/LibreOffice document)</source>
            <translation>un archivo ZIP (o un documento de Word/Excel/LibreOffice)</translation>
        </message>
        <message>
            <source>an old Word/Excel document</source>
            <translation>un documento antiguo de Word/Excel</translation>
        </message>
        <message>
            <source>a database (an .arbiter tournament file is opened, not imported)</source>
            <translation>una base de datos (un archivo de torneo .arbiter se abre, no se importa)</translation>
        </message>
        <message>
            <source>a program</source>
            <translation>un programa</translation>
        </message>
        <message>
            <source>a UTF-16 text (save it as UTF-8)</source>
            <translation>un texto UTF-16 (guárdelo como UTF-8)</translation>
        </message>
        <message>
            <source>{name} is {what}, not a TRF (a text file of 001 player lines)</source>
            <translation>{name} es {what}, no un TRF (un archivo de texto con líneas de jugadores 001)</translation>
        </message>
        <message>
            <source>{name} is not a text file (a NUL byte on line {line}); it is not a TRF</source>
            <translation>{name} no es un archivo de texto (un byte NUL en la línea {line}); no es un TRF</translation>
        </message>
        <message>
            <source>{name} has no player record (001 lines): it is not a TRF, or it is empty</source>
            <translation>{name} no tiene ningún registro de jugador (líneas 001): no es un TRF, o está vacío</translation>
        </message>
        <message>
            <source>{what} {text}: control characters replaced by spaces</source>
            <translation>{what} {text}: caracteres de control sustituidos por espacios</translation>
        </message>
        <message>
            <source>player {number}: name</source>
            <translation>jugador {number}: nombre</translation>
        </message>
        <message>
            <source>player {number}: title</source>
            <translation>jugador {number}: título</translation>
        </message>
        <message>
            <source>player {number}: federation</source>
            <translation>jugador {number}: federación</translation>
        </message>
        <message>
            <source>player {number}: FIDE id</source>
            <translation>jugador {number}: ID FIDE</translation>
        </message>
        <message>
            <source>player {number}: birth date</source>
            <translation>jugador {number}: fecha de nacimiento</translation>
        </message>
        <message>
            <source>tournament name (012)</source>
            <translation>nombre del torneo (012)</translation>
        </message>
        <message>
            <source>city (022)</source>
            <translation>ciudad (022)</translation>
        </message>
        <message>
            <source>federation (032)</source>
            <translation>federación (032)</translation>
        </message>
        <message>
            <source>type (092)</source>
            <translation>tipo (092)</translation>
        </message>
        <message>
            <source>chief arbiter (102)</source>
            <translation>árbitro principal (102)</translation>
        </message>
        <message>
            <source>deputy arbiter (112)</source>
            <translation>árbitro adjunto (112)</translation>
        </message>
        <message>
            <source>time control (122)</source>
            <translation>ritmo de juego (122)</translation>
        </message>
        <message>
            <source>record</source>
            <translation>registro</translation>
        </message>
        <message>
            <source>{system}, as record 192 says ({code})</source>
            <translation>{system}, como indica el registro 192 ({code})</translation>
        </message>
        <message>
            <source>{player} stands for the bye but is kept as a player, as asked (--keep-dummies)</source>
            <translation>{player} representa el bye pero se conserva como jugador, como se pidió (--keep-dummies)</translation>
        </message>
        <message>
            <source>the TRF has {rounds_recorded} rounds but says {rounds}; using {rounds_recorded}</source>
            <translation>el TRF tiene {rounds_recorded} rondas pero indica {rounds}; se usan {rounds_recorded}</translation>
        </message>
        <message>
            <source>the end date (052) comes before the start date (042); end date left empty</source>
            <translation>la fecha de fin (052) es anterior a la fecha de inicio (042); la fecha de fin se deja vacía</translation>
        </message>
        <message>
            <source>round {number}: players {number2} and {opponent}: {exc}</source>
            <translation>ronda {number}: jugadores {number2} y {opponent}: {exc}</translation>
        </message>
        <message>
            <source>round {number}: more than one pairing-allocated bye (U)</source>
            <translation>ronda {number}: más de un bye asignado por el emparejamiento (U)</translation>
        </message>
        <message>
            <source>not paired in round {last}: {shown}; they will be paired again unless you withdraw them (C.04.2 art. 3.2) or give them a bye</source>
            <translation>sin emparejar en la ronda {last}: {shown}; se emparejarán de nuevo a menos que los retire (C.04.2 art. 3.2) o les dé un bye</translation>
        </message>
        <message>
            <source>240: a bye of player {number} in round {round_number} cannot be kept</source>
            <translation>240: no se puede conservar un bye del jugador {number} en la ronda {round_number}</translation>
        </message>
        <message>
            <source>#{number} {name} loses every game by forfeit from round {start} to the end: recorded as withdrawn from round {start} (reinstate the player if that is wrong)</source>
            <translation>n.º {number} {name} pierde todas las partidas por incomparecencia desde la ronda {start} hasta el final: registrado como retirado desde la ronda {start} (readmita al jugador si es un error)</translation>
        </message>
        <message>
            <source>{what}: {count} round cells, but a Double-Swiss match takes two (game 1 and game 2)</source>
            <translation>{what}: {count} casillas de ronda, pero un match Doble Suizo ocupa dos (partida 1 y partida 2)</translation>
        </message>
        <message>
            <source>a team event ({kind}), as record 192 says ({code})</source>
            <translation>un torneo por equipos ({kind}), como dice el registro 192 ({code})</translation>
        </message>
        <message>
            <source>352: the colour sequence {sequence} has fewer boards than the {boards} a team plays</source>
            <translation>352: la secuencia de colores {sequence} tiene menos tableros que los {boards} que juega un equipo</translation>
        </message>
        <message>
            <source>240: there is no team {number} for a bye in round {round}</source>
            <translation>240: no hay ningún equipo {number} para un bye en la ronda {round}</translation>
        </message>
        <message>
            <source>round {round}: the games of teams {first} and {second} are not board against board in the order of their rosters (record 310)</source>
            <translation>ronda {round}: las partidas de los equipos {first} y {second} no son tablero contra tablero en el orden de sus plantillas (registro 310)</translation>
        </message>
    </context>
    <context>
        <name>DoubleSwiss</name>
        <message>
            <source>192: the Baku Acceleration is not available with the Double-Swiss System: C.04.7 does not say whether its points for a win are a game's or a match's</source>
            <translation>192: la aceleración de Bakú no está disponible con el sistema Doble Suizo: C.04.7 no dice si sus puntos por victoria son los de una partida o los de un match</translation>
        </message>
    </context>
    <context>
        <name>Roles</name>
        <message>
            <source>pair a round</source>
            <translation>emparejar una ronda</translation>
        </message>
        <message>
            <source>pair a round again</source>
            <translation>volver a emparejar una ronda</translation>
        </message>
        <message>
            <source>change a pairing</source>
            <translation>cambiar un emparejamiento</translation>
        </message>
        <message>
            <source>delete a round</source>
            <translation>borrar una ronda</translation>
        </message>
        <message>
            <source>correct a result</source>
            <translation>corregir un resultado</translation>
        </message>
        <message>
            <source>enter a result</source>
            <translation>introducir un resultado</translation>
        </message>
        <message>
            <source>register a player</source>
            <translation>inscribir a un jugador</translation>
        </message>
        <message>
            <source>correct a player's details</source>
            <translation>corregir los datos de un jugador</translation>
        </message>
        <message>
            <source>grant or cancel a bye</source>
            <translation>conceder o anular un descanso</translation>
        </message>
        <message>
            <source>withdraw a player</source>
            <translation>retirar a un jugador</translation>
        </message>
        <message>
            <source>name the roles at the desks</source>
            <translation>asignar las funciones de los puestos</translation>
        </message>
        <message>
            <source>replace the event on the server</source>
            <translation>reemplazar el torneo en el servidor</translation>
        </message>
        <message>
            <source>change the event's settings</source>
            <translation>cambiar la configuración del torneo</translation>
        </message>
        <message>
            <source>make this change ({operation})</source>
            <translation>hacer este cambio ({operation})</translation>
        </message>
        <message>
            <source>only the chief arbiter may {what}; {person} is {role} at this event</source>
            <translation>solo el árbitro principal puede {what}; {person} es {role} en este torneo</translation>
        </message>
        <message>
            <source>only a deputy arbiter or the chief arbiter may {what}; {person} is {role} at this event</source>
            <translation>solo un árbitro adjunto o el árbitro principal puede {what}; {person} es {role} en este torneo</translation>
        </message>
        <message>
            <source>{person!r} is not a person's name (write it without the desk's host)</source>
            <translation>{person!r} no es el nombre de una persona (escríbalo sin el ordenador del puesto)</translation>
        </message>
        <message>
            <source>name the chief arbiter first: the event names nobody yet</source>
            <translation>nombre primero al árbitro principal: el torneo aún no nombra a nadie</translation>
        </message>
        <message>
            <source>{person} is the event's only chief arbiter: name another one first</source>
            <translation>{person} es el único árbitro principal del torneo: nombre primero a otro</translation>
        </message>
    </context>
    <context>
        <name>TeamSwiss</name>
        <message>
            <source>the file has no team (records 310 or 013)</source>
            <translation>el archivo no tiene ningún equipo (registros 310 o 013)</translation>
        </message>
        <message>
            <source>team {team}: player {player} of its roster has no 001 record</source>
            <translation>equipo {team}: el jugador {player} de su plantilla no tiene registro 001</translation>
        </message>
    </context>
</TS>
