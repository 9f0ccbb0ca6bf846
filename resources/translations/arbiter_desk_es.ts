<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
    <context>
        <name>Actions</name>
        <message>
            <source>&amp;New tournament…</source>
            <translation>&amp;Nuevo torneo…</translation>
        </message>
        <message>
            <source>Create a new tournament file</source>
            <translation>Crear un archivo de torneo nuevo</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>&amp;Abrir…</translation>
        </message>
        <message>
            <source>Open a tournament file</source>
            <translation>Abrir un archivo de torneo</translation>
        </message>
        <message>
            <source>Connect to &amp;venue server…</source>
            <translation>Conectar al &amp;servidor del torneo…</translation>
        </message>
        <message>
            <source>Open an event kept on a PostgreSQL venue server</source>
            <translation>Abrir un torneo guardado en un servidor PostgreSQL de la sede</translation>
        </message>
        <message>
            <source>&amp;Import TRF…</source>
            <translation>&amp;Importar TRF…</translation>
        </message>
        <message>
            <source>Continue a tournament from a FIDE TRF file</source>
            <translation>Continuar un torneo desde un archivo TRF de la FIDE</translation>
        </message>
        <message>
            <source>&amp;Export TRF…</source>
            <translation>&amp;Exportar TRF…</translation>
        </message>
        <message>
            <source>Write the FIDE rating report (TRF)</source>
            <translation>Escribir el informe de rating FIDE (TRF)</translation>
        </message>
        <message>
            <source>&amp;Save a copy…</source>
            <translation>Guardar una co&amp;pia…</translation>
        </message>
        <message>
            <source>Write a complete copy of the tournament file (a USB stick, a mail)</source>
            <translation>Escribir una copia completa del archivo del torneo (una memoria USB, un correo)</translation>
        </message>
        <message>
            <source>&amp;Print…</source>
            <translation>&amp;Imprimir…</translation>
        </message>
        <message>
            <source>Print a document through the system print dialog</source>
            <translation>Imprimir un documento con el diálogo de impresión del sistema</translation>
        </message>
        <message>
            <source>Print pre&amp;view…</source>
            <translation>&amp;Vista previa de impresión…</translation>
        </message>
        <message>
            <source>Show a document's pages as they will be printed</source>
            <translation>Mostrar las páginas de un documento tal como se imprimirán</translation>
        </message>
        <message>
            <source>Open in PDF vie&amp;wer…</source>
            <translation>Abrir en el &amp;visor de PDF…</translation>
        </message>
        <message>
            <source>Open a document in the system's PDF viewer</source>
            <translation>Abrir un documento en el visor de PDF del sistema</translation>
        </message>
        <message>
            <source>Save as P&amp;DF…</source>
            <translation>Guardar como P&amp;DF…</translation>
        </message>
        <message>
            <source>Save a document as PDF</source>
            <translation>Guardar un documento como PDF</translation>
        </message>
        <message>
            <source>&amp;Close tournament</source>
            <translation>&amp;Cerrar torneo</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Salir</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Deshacer</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Rehacer</translation>
        </message>
        <message>
            <source>&amp;Filter…</source>
            <translation>&amp;Filtrar…</translation>
        </message>
        <message>
            <source>Filter the current table</source>
            <translation>Filtrar la tabla actual</translation>
        </message>
        <message>
            <source>&amp;Add player…</source>
            <translation>&amp;Añadir jugador…</translation>
        </message>
        <message>
            <source>Register a player (also a late entry)</source>
            <translation>Inscribir un jugador (también una inscripción tardía)</translation>
        </message>
        <message>
            <source>&amp;Edit player…</source>
            <translation>&amp;Editar jugador…</translation>
        </message>
        <message>
            <source>Correct the selected player's data</source>
            <translation>Corregir los datos del jugador seleccionado</translation>
        </message>
        <message>
            <source>Import players from &amp;CSV…</source>
            <translation>Importar jugadores desde &amp;CSV…</translation>
        </message>
        <message>
            <source>Add players from a spreadsheet (CSV)</source>
            <translation>Añadir jugadores desde una hoja de cálculo (CSV)</translation>
        </message>
        <message>
            <source>&amp;Withdraw…</source>
            <translation>&amp;Retirar…</translation>
        </message>
        <message>
            <source>Withdraw the selected player from the next round on</source>
            <translation>Retirar al jugador seleccionado a partir de la ronda siguiente</translation>
        </message>
        <message>
            <source>Re&amp;instate</source>
            <translation>Re&amp;incorporar</translation>
        </message>
        <message>
            <source>Pair the selected withdrawn player again</source>
            <translation>Volver a emparejar al jugador retirado seleccionado</translation>
        </message>
        <message>
            <source>Requested &amp;bye…</source>
            <translation>&amp;Bye solicitado…</translation>
        </message>
        <message>
            <source>The selected player will not play a coming round (half- or zero-point bye)</source>
            <translation>El jugador seleccionado no jugará una ronda próxima (bye de medio punto o de cero puntos)</translation>
        </message>
        <message>
            <source>Cancel requested b&amp;ye</source>
            <translation>Anular el b&amp;ye solicitado</translation>
        </message>
        <message>
            <source>Chec&amp;k-in…</source>
            <translation>&amp;Control de presencia…</translation>
        </message>
        <message>
            <source>Tick the players present before the next round is paired (C.04.2 art. 4.1)</source>
            <translation>Marcar los jugadores presentes antes de emparejar la ronda siguiente (C.04.2 art. 4.1)</translation>
        </message>
        <message>
            <source>Entry &amp;fees…</source>
            <translation>Cuotas de &amp;inscripción…</translation>
        </message>
        <message>
            <source>Fee categories, what each player owes and paid, receipts, the organiser's totals</source>
            <translation>Categorías de cuota, lo que cada jugador debe y ha pagado, recibos, totales para el organizador</translation>
        </message>
        <message>
            <source>&amp;Pair next round</source>
            <translation>&amp;Emparejar la ronda siguiente</translation>
        </message>
        <message>
            <source>Pair the next round by the event's Swiss system (Dutch, Burstein, Dubov, Lim, Double-Swiss)</source>
            <translation>Emparejar la ronda siguiente por el sistema suizo del torneo (holandés, Burstein, Dubov, Lim, Doble Suizo)</translation>
        </message>
        <message>
            <source>Pair &amp;all rounds (round robin)</source>
            <translation>Emparejar &amp;todas las rondas (round robin)</translation>
        </message>
        <message>
            <source>Pair every round left by the Berger table (C.05)</source>
            <translation>Emparejar todas las rondas restantes según la tabla de Berger (C.05)</translation>
        </message>
        <message>
            <source>&amp;Draw lots for pairing numbers (round robin)…</source>
            <translation>&amp;Sortear los números de emparejamiento (round robin)…</translation>
        </message>
        <message>
            <source>Draw the pairing numbers of a round robin by lot, before round 1 (C.05)</source>
            <translation>Sortear los números de emparejamiento de un round robin, antes de la ronda 1 (C.05)</translation>
        </message>
        <message>
            <source>Enter &amp;results</source>
            <translation>Introducir &amp;resultados</translation>
        </message>
        <message>
            <source>Go to the boards and type results</source>
            <translation>Ir a los tableros y escribir los resultados</translation>
        </message>
        <message>
            <source>Pre&amp;vious round</source>
            <translation>Ronda an&amp;terior</translation>
        </message>
        <message>
            <source>Ne&amp;xt round</source>
            <translation>Ronda si&amp;guiente</translation>
        </message>
        <message>
            <source>E&amp;xplain pairing…</source>
            <translation>E&amp;xplicar el emparejamiento…</translation>
        </message>
        <message>
            <source>How the engine paired the selected round, bracket by bracket</source>
            <translation>Cómo emparejó el programa la ronda seleccionada, grupo de puntuación por grupo de puntuación</translation>
        </message>
        <message>
            <source>Edit &amp;pairing…</source>
            <translation>Editar el em&amp;parejamiento…</translation>
        </message>
        <message>
            <source>Change the pairing of the last round by hand (before any result); its broken rules are listed</source>
            <translation>Cambiar a mano el emparejamiento de la última ronda (antes de cualquier resultado); se listan las reglas incumplidas</translation>
        </message>
        <message>
            <source>C&amp;heck pairing rules</source>
            <translation>C&amp;omprobar las reglas de emparejamiento</translation>
        </message>
        <message>
            <source>List every rule the selected round's pairing breaks</source>
            <translation>Listar todas las reglas que incumple el emparejamiento de la ronda seleccionada</translation>
        </message>
        <message>
            <source>&amp;Tournament settings…</source>
            <translation>&amp;Configuración del torneo…</translation>
        </message>
        <message>
            <source>Name, dates, arbiters, rounds, tie-breaks</source>
            <translation>Nombre, fechas, árbitros, rondas, desempates</translation>
        </message>
        <message>
            <source>Re-pair &amp;last round…</source>
            <translation>Volver a emparejar la &amp;última ronda…</translation>
        </message>
        <message>
            <source>Delete and pair again a round without results</source>
            <translation>Borrar y volver a emparejar una ronda sin resultados</translation>
        </message>
        <message>
            <source>&amp;Delete last round…</source>
            <translation>&amp;Borrar la última ronda…</translation>
        </message>
        <message>
            <source>Delete a round that has no results</source>
            <translation>Borrar una ronda sin resultados</translation>
        </message>
        <message>
            <source>Import &amp;FIDE rating list…</source>
            <translation>Importar la lista &amp;FIDE…</translation>
        </message>
        <message>
            <source>Bring the FIDE list (players_list.zip, TXT or XML) into the player library</source>
            <translation>Importar la lista FIDE (players_list.zip, TXT o XML) a la base de jugadores</translation>
        </message>
        <message>
            <source>Import &amp;national list…</source>
            <translation>Importar una lista &amp;nacional…</translation>
        </message>
        <message>
            <source>Bring a national rating list (CSV or TXT) into the library</source>
            <translation>Importar una lista de rating nacional (CSV o TXT) a la base de jugadores</translation>
        </message>
        <message>
            <source>&amp;Update ratings from the library…</source>
            <translation>&amp;Actualizar los ratings desde la base de jugadores…</translation>
        </message>
        <message>
            <source>Compare the registered players with the library and take over new ratings and titles</source>
            <translation>Comparar los jugadores inscritos con la base y adoptar los nuevos ratings y títulos</translation>
        </message>
        <message>
            <source>Pro&amp;hibited pairings…</source>
            <translation>Emparejamientos &amp;prohibidos…</translation>
        </message>
        <message>
            <source>Players who must not meet, and club or federation restrictions</source>
            <translation>Jugadores que no deben enfrentarse y restricciones por club o federación</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Jugadores</translation>
        </message>
        <message>
            <source>Rounds and results</source>
            <translation>Rondas y resultados</translation>
        </message>
        <message>
            <source>Standings</source>
            <translation>Clasificación</translation>
        </message>
        <message>
            <source>Crosstable</source>
            <translation>Tabla cruzada</translation>
        </message>
        <message>
            <source>Audit log</source>
            <translation>Registro de cambios</translation>
        </message>
        <message>
            <source>&amp;Manual</source>
            <translation>&amp;Manual</translation>
        </message>
        <message>
            <source>The user manual of Arbiter Desk</source>
            <translation>El manual de usuario de Arbiter Desk</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;Atajos de teclado</translation>
        </message>
        <message>
            <source>&amp;About Arbiter Desk</source>
            <translation>&amp;Acerca de Arbiter Desk</translation>
        </message>
        <message>
            <source>On the boards: 1 white wins, 0 black wins, = or 5 draw, + white wins by forfeit,
- black wins by forfeit, * double forfeit, Del clears; Enter / arrows move.</source>
            <translation>En los tableros: 1 ganan blancas, 0 ganan negras, = o 5 tablas, + ganan blancas por incomparecencia,
- ganan negras por incomparecencia, * doble incomparecencia, Supr borra; Intro / flechas para moverse.</translation>
        </message>
    </context>
    <context>
        <name>AuditController</name>
        <message>
            <source>Show the audit log</source>
            <translation>Mostrar el registro de cambios</translation>
        </message>
    </context>
    <context>
        <name>AuditModel</name>
        <message>
            <source>When</source>
            <translation>Cuándo</translation>
        </message>
        <message>
            <source>Local time</source>
            <translation>Hora local</translation>
        </message>
        <message>
            <source>Who</source>
            <translation>Quién</translation>
        </message>
        <message>
            <source>Operation</source>
            <translation>Operación</translation>
        </message>
        <message>
            <source>What</source>
            <translation>Qué</translation>
        </message>
        <message>
            <source>Hover a row for the stored values</source>
            <translation>Pase el puntero sobre una fila para ver los valores guardados</translation>
        </message>
        <message>
            <source>Before: {before}

After: {after}</source>
            <translation>Antes: {before}

Después: {after}</translation>
        </message>
    </context>
    <context>
        <name>AuditText</name>
        <message>
            <source>player #{id}</source>
            <translation>jugador n.º {id}</translation>
        </message>
        <message>
            <source>removed {value}</source>
            <translation>eliminado: {value}</translation>
        </message>
        <message>
            <source>Tournament created: {name}, a {system}</source>
            <translation>Torneo creado: {name}, {system}</translation>
        </message>
        <message>
            <source>Tournament created: {name}, {rounds} rounds</source>
            <translation>Torneo creado: {name}, {rounds} rondas</translation>
        </message>
        <message>
            <source>Pairing numbers drawn by lot (seed {seed})</source>
            <translation>Números de emparejamiento sorteados (semilla {seed})</translation>
        </message>
        <message>
            <source>Pairing numbers set by the arbiter</source>
            <translation>Números de emparejamiento fijados por el árbitro</translation>
        </message>
        <message>
            <source>Rounds {first}-{last} paired by the Berger table</source>
            <translation>Rondas {first}-{last} emparejadas según la tabla de Berger</translation>
        </message>
        <message>
            <source>Registered {name} ({rating}) as no. {number}</source>
            <translation>{name} ({rating}) inscrito con el n.º {number}</translation>
        </message>
        <message>
            <source>Registered {name} (unrated) as no. {number}</source>
            <translation>{name} inscrito (sin rating) con el n.º {number}</translation>
        </message>
        <message>
            <source>{registered}; moved: {moves}</source>
            <translation>{registered}; desplazados: {moves}</translation>
        </message>
        <message>
            <source>Corrected {name}: {changes}</source>
            <translation>{name} corregido: {changes}</translation>
        </message>
        <message numerus="yes">
            <source>Round {round} paired: %n board(s)</source>
            <translation>
                <numerusform>Ronda {round} emparejada: %n tablero</numerusform>
                <numerusform>Ronda {round} emparejada: %n tableros</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Round {round} paired: %n board(s), bye for {bye}</source>
            <translation>
                <numerusform>Ronda {round} emparejada: %n tablero, bye para {bye}</numerusform>
                <numerusform>Ronda {round} emparejada: %n tableros, bye para {bye}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Round {round} paired again: %n board(s)</source>
            <translation>
                <numerusform>Ronda {round} emparejada de nuevo: %n tablero</numerusform>
                <numerusform>Ronda {round} emparejada de nuevo: %n tableros</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Round {round} paired again: %n board(s), bye for {bye}</source>
            <translation>
                <numerusform>Ronda {round} emparejada de nuevo: %n tablero, bye para {bye}</numerusform>
                <numerusform>Ronda {round} emparejada de nuevo: %n tableros, bye para {bye}</numerusform>
            </translation>
        </message>
        <message>
            <source>Round {round} deleted</source>
            <translation>Ronda {round} borrada</translation>
        </message>
        <message>
            <source>cleared</source>
            <translation>borrado</translation>
        </message>
        <message>
            <source>Round {round}, board {board} ({players}): {now}, was {was}</source>
            <translation>Ronda {round}, tablero {board} ({players}): {now}, antes: {was}</translation>
        </message>
        <message>
            <source>none</source>
            <translation>ninguno</translation>
        </message>
        <message>
            <source>{who} asks for a half-point bye in round {round}</source>
            <translation>{who} solicita un bye de medio punto en la ronda {round}</translation>
        </message>
        <message>
            <source>{who} asks for a zero-point bye in round {round}</source>
            <translation>{who} solicita un bye de cero puntos en la ronda {round}</translation>
        </message>
        <message>
            <source>{who} asks for a full-point bye in round {round}</source>
            <translation>{who} solicita un bye de un punto en la ronda {round}</translation>
        </message>
        <message>
            <source>{who} cancels a half-point bye in round {round}</source>
            <translation>{who} anula un bye de medio punto en la ronda {round}</translation>
        </message>
        <message>
            <source>{who} cancels a zero-point bye in round {round}</source>
            <translation>{who} anula un bye de cero puntos en la ronda {round}</translation>
        </message>
        <message>
            <source>{who} cancels a full-point bye in round {round}</source>
            <translation>{who} anula un bye de un punto en la ronda {round}</translation>
        </message>
        <message>
            <source>{name} withdrawn from round {round}</source>
            <translation>{name} retirado a partir de la ronda {round}</translation>
        </message>
        <message>
            <source>{name} reinstated</source>
            <translation>{name} reincorporado</translation>
        </message>
        <message>
            <source>create</source>
            <translation>creación</translation>
        </message>
        <message>
            <source>import trf</source>
            <translation>importación TRF</translation>
        </message>
        <message>
            <source>update event</source>
            <translation>configuración del torneo</translation>
        </message>
        <message>
            <source>set rules</source>
            <translation>reglas de emparejamiento</translation>
        </message>
        <message>
            <source>set accelerations</source>
            <translation>aceleración</translation>
        </message>
        <message>
            <source>remove acceleration</source>
            <translation>quitar la aceleración</translation>
        </message>
        <message>
            <source>add player</source>
            <translation>añadir jugador</translation>
        </message>
        <message>
            <source>edit player</source>
            <translation>corregir jugador</translation>
        </message>
        <message>
            <source>remove player</source>
            <translation>quitar jugador</translation>
        </message>
        <message>
            <source>withdraw player</source>
            <translation>retirar jugador</translation>
        </message>
        <message>
            <source>reinstate player</source>
            <translation>reincorporar jugador</translation>
        </message>
        <message>
            <source>request bye</source>
            <translation>solicitar bye</translation>
        </message>
        <message>
            <source>cancel bye</source>
            <translation>anular bye</translation>
        </message>
        <message>
            <source>draw lots</source>
            <translation>sorteo</translation>
        </message>
        <message>
            <source>set pairing numbers</source>
            <translation>números de emparejamiento</translation>
        </message>
        <message>
            <source>sort pairing numbers</source>
            <translation>ordenar números de emparejamiento</translation>
        </message>
        <message>
            <source>pair round</source>
            <translation>emparejamiento</translation>
        </message>
        <message>
            <source>repair round</source>
            <translation>nuevo emparejamiento</translation>
        </message>
        <message>
            <source>pair all rounds</source>
            <translation>emparejar todas las rondas</translation>
        </message>
        <message>
            <source>delete round</source>
            <translation>borrar ronda</translation>
        </message>
        <message>
            <source>set pairing</source>
            <translation>cambiar emparejamiento</translation>
        </message>
        <message>
            <source>set result</source>
            <translation>resultado</translation>
        </message>
        <message>
            <source>import results</source>
            <translation>importar resultados</translation>
        </message>
        <message>
            <source>undo import results</source>
            <translation>deshacer importación de resultados</translation>
        </message>
        <message>
            <source>update ratings</source>
            <translation>actualizar ratings</translation>
        </message>
        <message>
            <source>set k factor</source>
            <translation>factor K</translation>
        </message>
        <message>
            <source>set round date</source>
            <translation>fecha de ronda</translation>
        </message>
        <message>
            <source>set round dates</source>
            <translation>fechas de las rondas</translation>
        </message>
        <message>
            <source>set prize categories</source>
            <translation>categorías de premios</translation>
        </message>
        <message>
            <source>add prohibited pair</source>
            <translation>prohibir emparejamiento</translation>
        </message>
        <message>
            <source>remove prohibited pair</source>
            <translation>permitir emparejamiento</translation>
        </message>
        <message>
            <source>fix board</source>
            <translation>fijar tablero</translation>
        </message>
        <message>
            <source>game 2 put on game 1's boards (schema 16)</source>
            <translation>partida 2 puesta en los tableros de la partida 1 (esquema 16)</translation>
        </message>
        <message>
            <source>check in</source>
            <translation>control de presencia</translation>
        </message>
        <message>
            <source>check-in taken back</source>
            <translation>presencia anulada</translation>
        </message>
        <message>
            <source>absent left out</source>
            <translation>ausentes fuera</translation>
        </message>
        <message>
            <source>set entry fees</source>
            <translation>fijar cuotas de inscripción</translation>
        </message>
        <message>
            <source>set fee category</source>
            <translation>fijar categoría de cuota</translation>
        </message>
        <message>
            <source>record payment</source>
            <translation>registrar pago</translation>
        </message>
        <message>
            <source>cancel payment</source>
            <translation>anular pago</translation>
        </message>
        <message>
            <source>add team</source>
            <translation>añadir equipo</translation>
        </message>
        <message>
            <source>add team players</source>
            <translation>añadir jugadores a un equipo</translation>
        </message>
        <message>
            <source>remove team</source>
            <translation>quitar equipo</translation>
        </message>
        <message>
            <source>import teams</source>
            <translation>importar equipos</translation>
        </message>
        <message>
            <source>undo import teams</source>
            <translation>deshacer importación de equipos</translation>
        </message>
        <message>
            <source>pair team round</source>
            <translation>emparejar ronda por equipos</translation>
        </message>
        <message>
            <source>set line-up</source>
            <translation>introducir alineación</translation>
        </message>
        <message>
            <source>clear line-up</source>
            <translation>retirar alineación</translation>
        </message>
        <message>
            <source>forfeit match</source>
            <translation>incomparecencia en el encuentro</translation>
        </message>
        <message>
            <source>request team bye</source>
            <translation>bye solicitado por un equipo</translation>
        </message>
        <message>
            <source>withdraw team</source>
            <translation>retirar equipo</translation>
        </message>
        <message>
            <source>reinstate team</source>
            <translation>readmitir equipo</translation>
        </message>
        <message>
            <source>team {number}</source>
            <translation>equipo {number}</translation>
        </message>
        <message numerus="yes">
            <source>Team {name} registered as no. {number} with %n player(s), from round {round}</source>
            <translation>
                <numerusform>Equipo {name} inscrito como n.º {number} con %n jugador, desde la ronda {round}</numerusform>
                <numerusform>Equipo {name} inscrito como n.º {number} con %n jugadores, desde la ronda {round}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Team {name} registered as no. {number} with %n player(s)</source>
            <translation>
                <numerusform>Equipo {name} inscrito como n.º {number} con %n jugador</numerusform>
                <numerusform>Equipo {name} inscrito como n.º {number} con %n jugadores</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n player(s) added to the roster of {name}</source>
            <translation>
                <numerusform>%n jugador añadido a la plantilla de {name}</numerusform>
                <numerusform>%n jugadores añadidos a la plantilla de {name}</numerusform>
            </translation>
        </message>
        <message>
            <source>Team {name} removed</source>
            <translation>Equipo {name} quitado</translation>
        </message>
        <message numerus="yes">
            <source>%n team(s) imported from {source}</source>
            <translation>
                <numerusform>%n equipo importado de {source}</numerusform>
                <numerusform>%n equipos importados de {source}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Team import undone: %n team(s) removed</source>
            <translation>
                <numerusform>Importación de equipos deshecha: %n equipo quitado</numerusform>
                <numerusform>Importación de equipos deshecha: %n equipos quitados</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Round {round} paired: %n match(es)</source>
            <translation>
                <numerusform>Ronda {round} emparejada: %n encuentro</numerusform>
                <numerusform>Ronda {round} emparejada: %n encuentros</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Round {round} paired: %n match(es), bye for team {team}</source>
            <translation>
                <numerusform>Ronda {round} emparejada: %n encuentro, bye para el equipo {team}</numerusform>
                <numerusform>Ronda {round} emparejada: %n encuentros, bye para el equipo {team}</numerusform>
            </translation>
        </message>
        <message>
            <source>Line-up of {team} for round {round} changed</source>
            <translation>Alineación de {team} para la ronda {round} cambiada</translation>
        </message>
        <message>
            <source>Line-up of {team} for round {round} entered</source>
            <translation>Alineación de {team} para la ronda {round} introducida</translation>
        </message>
        <message>
            <source>Line-up of {team} for round {round} taken back</source>
            <translation>Alineación de {team} para la ronda {round} retirada</translation>
        </message>
        <message>
            <source>Round {round}, match {match}: every game forfeited by {teams}</source>
            <translation>Ronda {round}, encuentro {match}: todas las partidas perdidas por incomparecencia de {teams}</translation>
        </message>
        <message>
            <source>{team} asks for a half-point bye in round {round}</source>
            <translation>{team} solicita un bye de medio punto en la ronda {round}</translation>
        </message>
        <message>
            <source>{team} asks for a zero-point bye in round {round}</source>
            <translation>{team} solicita un bye de cero puntos en la ronda {round}</translation>
        </message>
        <message>
            <source>{team} asks for a full-point bye in round {round}</source>
            <translation>{team} solicita un bye de un punto en la ronda {round}</translation>
        </message>
        <message>
            <source>{team} withdrawn from round {round}</source>
            <translation>{team} retirado desde la ronda {round}</translation>
        </message>
        <message>
            <source>{team} reinstated</source>
            <translation>{team} readmitido</translation>
        </message>
    </context>
    <context>
        <name>AuditView</name>
        <message>
            <source>Filter the audit log…</source>
            <translation>Filtrar el registro…</translation>
        </message>
        <message>
            <source>Every change to the file, newest first. The log is append-only.</source>
            <translation>Cada cambio del archivo, el más reciente primero. El registro solo admite añadidos.</translation>
        </message>
    </context>
    <context>
        <name>BoardsModel</name>
        <message>
            <source>Bd</source>
            <translation>Tab.</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>Tablero</translation>
        </message>
        <message>
            <source>No.</source>
            <translation>N.º</translation>
        </message>
        <message>
            <source>White</source>
            <translation>Blancas</translation>
        </message>
        <message>
            <source>Pts</source>
            <translation>Ptos</translation>
        </message>
        <message>
            <source>White's score before the round</source>
            <translation>Puntos de las blancas antes de la ronda</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Resultado</translation>
        </message>
        <message>
            <source>1 white wins, 0 black wins, = or 5 draw, + / - forfeits, * double forfeit</source>
            <translation>1 ganan blancas, 0 ganan negras, = o 5 tablas, + / - incomparecencias, * doble incomparecencia</translation>
        </message>
        <message>
            <source>Black's score before the round</source>
            <translation>Puntos de las negras antes de la ronda</translation>
        </message>
        <message>
            <source>Black</source>
            <translation>Negras</translation>
        </message>
    </context>
    <context>
        <name>ByeRequestDialog</name>
        <message>
            <source>Requested bye</source>
            <translation>Bye solicitado</translation>
        </message>
        <message>
            <source>Half-point bye</source>
            <translation>Bye de medio punto</translation>
        </message>
        <message>
            <source>Zero-point bye (absent)</source>
            <translation>Bye de cero puntos (ausente)</translation>
        </message>
        <message>
            <source>Full-point bye</source>
            <translation>Bye de un punto</translation>
        </message>
        <message>
            <source>&amp;Round:</source>
            <translation>&amp;Ronda:</translation>
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
            <translation>Número de emparejamiento o nombre, luego Intro</translation>
        </message>
        <message>
            <source>No</source>
            <translation>N.º</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nombre</translation>
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
            <translation>Ausentes: bye de &amp;cero puntos</translation>
        </message>
        <message>
            <source>Every player not present is not paired in this round (zero points)</source>
            <translation>Todo jugador ausente no se empareja en esta ronda (cero puntos)</translation>
        </message>
        <message>
            <source>Absent: &amp;withdraw</source>
            <translation>Ausentes: &amp;retirar</translation>
        </message>
        <message>
            <source>Every player not present is withdrawn from this round on</source>
            <translation>Todo jugador ausente se retira a partir de esta ronda</translation>
        </message>
        <message>
            <source>Check-in for round {round}</source>
            <translation>Control de presencia de la ronda {round}</translation>
        </message>
        <message>
            <source>Check-in</source>
            <translation>Control de presencia</translation>
        </message>
        <message>
            <source>withdrawn</source>
            <translation>retirado</translation>
        </message>
        <message>
            <source>bye</source>
            <translation>bye</translation>
        </message>
        <message>
            <source>{present} of {players} present, {absent} absent</source>
            <translation>{present} de {players} presentes, {absent} ausentes</translation>
        </message>
        <message>
            <source>Storing…</source>
            <translation>Guardando…</translation>
        </message>
        <message>
            <source>No player found: type a pairing number or a name.</source>
            <translation>Ningún jugador encontrado: escriba un número de emparejamiento o un nombre.</translation>
        </message>
        <message numerus="yes">
            <source>%n players found: type more of the name.</source>
            <translation>
                <numerusform>%n jugador encontrado: escriba más del nombre.</numerusform>
                <numerusform>%n jugadores encontrados: escriba más del nombre.</numerusform>
            </translation>
        </message>
        <message>
            <source>{name}: the last tick is still being stored.</source>
            <translation>{name}: la última marca de presencia aún se está guardando.</translation>
        </message>
        <message>
            <source>storing…</source>
            <translation>guardando…</translation>
        </message>
        <message>
            <source>{name} is present.</source>
            <translation>{name} está presente.</translation>
        </message>
        <message>
            <source>{name} is no longer present.</source>
            <translation>{name} ya no figura como presente.</translation>
        </message>
    </context>
    <context>
        <name>CrosstableModel</name>
        <message>
            <source>Match {match}: opponent's rank, each game's colour and result</source>
            <translation>Match {match}: puesto del rival, color y resultado de cada partida</translation>
        </message>
        <message>
            <source>Round {round}: opponent's rank, colour, result</source>
            <translation>Ronda {round}: puesto del rival, color, resultado</translation>
        </message>
        <message>
            <source>Results against the player on line {line}</source>
            <translation>Resultados contra el jugador de la línea {line}</translation>
        </message>
        <message>
            <source>Rk</source>
            <translation>Pos</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nombre</translation>
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
            <translation>Ptos</translation>
        </message>
    </context>
    <context>
        <name>CrosstableView</name>
        <message>
            <source>Filter crosstable…</source>
            <translation>Filtrar la tabla cruzada…</translation>
        </message>
        <message>
            <source>Each round: opponent's rank, colour (w/b), points scored; + / - forfeit, H half-point bye, F full-point bye, bye = pairing-allocated bye, - not played (zero-point bye, not yet entered, withdrawn); * after a name: withdrawn (the standings say from which round)</source>
            <translation>Cada ronda: puesto del rival, color (b/n), puntos obtenidos; + / - incomparecencia, H bye de medio punto, F bye de un punto, bye = bye asignado por el emparejamiento, - no jugada (bye de cero puntos, aún no inscrito, retirado); * tras un nombre: retirado (la clasificación dice desde qué ronda)</translation>
        </message>
        <message>
            <source>Each match (Double-Swiss): opponent's rank, then each game's colour (w/b) and points scored, e.g. 12w1 b½; + / - forfeit, H half-point bye, F full-point bye, bye = pairing-allocated bye (of both games), - not played; * after a name: withdrawn</source>
            <translation>Cada match (Doble Suizo): puesto del rival, luego color (b/n) y puntos obtenidos de cada partida, p. ej. 12b1 n½; + / - incomparecencia, H bye de medio punto, F bye de un punto, bye = bye asignado por el emparejamiento (de ambas partidas), - no jugada; * tras un nombre: retirado</translation>
        </message>
        <message>
            <source>Round robin: the row player's results against the player of each line (column numbers are lines), in round order; + / - forfeit; results in brackets do not count (withdrawal, V.4.1)</source>
            <translation>Round robin: los resultados del jugador de la fila contra el jugador de cada línea (los números de columna son líneas), en orden de rondas; + / - incomparecencia; los resultados entre corchetes no cuentan (retirada, V.4.1)</translation>
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
            <translation>Control de presencia</translation>
        </message>
        <message>
            <source>check in {name}</source>
            <translation>marcar presente a {name}</translation>
        </message>
        <message>
            <source>take back the check-in of {name}</source>
            <translation>anular la presencia de {name}</translation>
        </message>
        <message numerus="yes">
            <source>Give the %n player(s) not present a zero-point bye in round {round}?</source>
            <translation>
                <numerusform>¿Dar al %n jugador ausente un bye de cero puntos en la ronda {round}?</numerusform>
                <numerusform>¿Dar a los %n jugadores ausentes un bye de cero puntos en la ronda {round}?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Withdraw the %n player(s) not present from round {round} on?</source>
            <translation>
                <numerusform>¿Retirar al %n jugador ausente a partir de la ronda {round}?</numerusform>
                <numerusform>¿Retirar a los %n jugadores ausentes a partir de la ronda {round}?</numerusform>
            </translation>
        </message>
        <message>
            <source>leave the absent out of round {round}</source>
            <translation>dejar a los ausentes fuera de la ronda {round}</translation>
        </message>
        <message>
            <source>Entry fees</source>
            <translation>Cuotas de inscripción</translation>
        </message>
        <message>
            <source>change the fee categories</source>
            <translation>cambiar las categorías de cuota</translation>
        </message>
        <message>
            <source>set the fee category of {name}</source>
            <translation>fijar la categoría de cuota de {name}</translation>
        </message>
        <message>
            <source>record the payment of {name}</source>
            <translation>registrar el pago de {name}</translation>
        </message>
        <message>
            <source>{name} has paid nothing.</source>
            <translation>{name} no ha pagado nada.</translation>
        </message>
        <message>
            <source>Take back receipt {receipt} of {name}?</source>
            <translation>¿Anular el recibo {receipt} de {name}?</translation>
        </message>
        <message>
            <source>take back receipt {receipt}</source>
            <translation>anular el recibo {receipt}</translation>
        </message>
    </context>
    <context>
        <name>DocumentDialog</name>
        <message>
            <source>Round {round} is the round on screen.</source>
            <translation>La ronda {round} es la que se ve en pantalla.</translation>
        </message>
        <message>
            <source>After round {round}, as the standings on screen.</source>
            <translation>Tras la ronda {round}, como la clasificación en pantalla.</translation>
        </message>
        <message>
            <source>No round is paired yet.</source>
            <translation>Aún no hay ninguna ronda emparejada.</translation>
        </message>
        <message>
            <source>Round {paired} is the last round paired.</source>
            <translation>La ronda {paired} es la última ronda emparejada.</translation>
        </message>
        <message>
            <source>No round has every result yet: the document is taken before round 1.</source>
            <translation>Ninguna ronda tiene aún todos los resultados: el documento refleja el estado antes de la ronda 1.</translation>
        </message>
        <message>
            <source>After round {complete}, the last round with every result (round {paired} is still being played).</source>
            <translation>Tras la ronda {complete}, la última ronda con todos los resultados (la ronda {paired} aún se está jugando).</translation>
        </message>
        <message>
            <source>After round {complete}, the last round with every result.</source>
            <translation>Tras la ronda {complete}, la última ronda con todos los resultados.</translation>
        </message>
        <message>
            <source>Print</source>
            <translation>Imprimir</translation>
        </message>
        <message>
            <source>Every player</source>
            <translation>Todos los jugadores</translation>
        </message>
        <message>
            <source>Print it</source>
            <translation>Imprimirla</translation>
        </message>
        <message>
            <source>http://... (Publish &gt; Serve to phones)</source>
            <translation>http://... (Publicar &gt; Servir a los móviles)</translation>
        </message>
        <message>
            <source>&amp;Document:</source>
            <translation>&amp;Documento:</translation>
        </message>
        <message>
            <source>&amp;Round:</source>
            <translation>&amp;Ronda:</translation>
        </message>
        <message>
            <source>Pla&amp;yer:</source>
            <translation>&amp;Jugador:</translation>
        </message>
        <message>
            <source>Live add&amp;ress and QR code:</source>
            <translation>&amp;Dirección en directo y código QR:</translation>
        </message>
        <message>
            <source>P&amp;aper:</source>
            <translation>P&amp;apel:</translation>
        </message>
        <message>
            <source>National &amp;ID and rating (player lists)</source>
            <translation>&amp;ID y rating nacionales (listas de jugadores)</translation>
        </message>
        <message>
            <source>The language of the document (the window keeps its own)</source>
            <translation>El idioma del documento (la ventana conserva el suyo)</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>&amp;Idioma:</translation>
        </message>
        <message>
            <source>The check-in sheet is for the next round to pair.</source>
            <translation>La hoja de control de presencia es para la próxima ronda por emparejar.</translation>
        </message>
        <message>
            <source>Every &amp;section in one document (each its latest round)</source>
            <translation>Cada &amp;sección en un solo documento (cada una en su última ronda)</translation>
        </message>
    </context>
    <context>
        <name>Documents</name>
        <message>
            <source>Pairings by board</source>
            <translation>Emparejamientos por tablero</translation>
        </message>
        <message>
            <source>Pairings by name</source>
            <translation>Emparejamientos por nombre</translation>
        </message>
        <message>
            <source>Results of the round</source>
            <translation>Resultados de la ronda</translation>
        </message>
        <message>
            <source>Standings</source>
            <translation>Clasificación</translation>
        </message>
        <message>
            <source>Crosstable</source>
            <translation>Tabla cruzada</translation>
        </message>
        <message>
            <source>Schedule of every round (round robin)</source>
            <translation>Calendario de todas las rondas (round robin)</translation>
        </message>
        <message>
            <source>Wall chart</source>
            <translation>Tabla mural</translation>
        </message>
        <message>
            <source>Result slips</source>
            <translation>Planillas de resultado</translation>
        </message>
        <message>
            <source>Player list by starting rank</source>
            <translation>Lista de jugadores por orden inicial</translation>
        </message>
        <message>
            <source>Player list by name</source>
            <translation>Lista de jugadores por nombre</translation>
        </message>
        <message>
            <source>Cover page</source>
            <translation>Portada</translation>
        </message>
        <message>
            <source>Rating report</source>
            <translation>Informe de rating</translation>
        </message>
        <message>
            <source>Title norms</source>
            <translation>Normas de título</translation>
        </message>
        <message>
            <source>Prize list</source>
            <translation>Lista de premios</translation>
        </message>
        <message>
            <source>Team pairings</source>
            <translation>Emparejamientos de equipos</translation>
        </message>
        <message>
            <source>Match sheets</source>
            <translation>Actas de encuentro</translation>
        </message>
        <message>
            <source>Team standings</source>
            <translation>Clasificación por equipos</translation>
        </message>
        <message>
            <source>Team crosstable</source>
            <translation>Tabla cruzada de equipos</translation>
        </message>
        <message>
            <source>Board results</source>
            <translation>Resultados por tablero</translation>
        </message>
        <message>
            <source>the team documents are printed from a tournament file (.arbiter), not a TRF</source>
            <translation>los documentos de equipos se imprimen desde un archivo de torneo (.arbiter), no desde un TRF</translation>
        </message>
        <message>
            <source>no round has been paired yet: nothing to print</source>
            <translation>aún no hay ninguna ronda emparejada: nada que imprimir</translation>
        </message>
        <message>
            <source>round {round_number} does not exist (rounds start at 1)</source>
            <translation>la ronda {round_number} no existe (las rondas empiezan en 1)</translation>
        </message>
        <message>
            <source>round {round_number} has not been paired yet (the last paired round is {last})</source>
            <translation>la ronda {round_number} aún no está emparejada (la última ronda emparejada es la {last})</translation>
        </message>
        <message>
            <source>{kind}, round {round_number}</source>
            <translation>{kind}, ronda {round_number}</translation>
        </message>
        <message>
            <source>round {round_number}: player {number} ({name}) is paired with {opponent}, who is not registered</source>
            <translation>ronda {round_number}: el jugador {number} ({name}) está emparejado con {opponent}, que no está inscrito</translation>
        </message>
        <message>
            <source>round {round_number}: player {number} ({name}) is paired with {number2} ({name2}), whose entry says {entry}</source>
            <translation>ronda {round_number}: el jugador {number} ({name}) está emparejado con {number2} ({name2}), cuya entrada indica {entry}</translation>
        </message>
        <message>
            <source>no opponent</source>
            <translation>sin rival</translation>
        </message>
        <message>
            <source>no round has all its results yet: nothing to report</source>
            <translation>ninguna ronda tiene aún todos los resultados: nada que informar</translation>
        </message>
        <message>
            <source>Rd</source>
            <translation>R</translation>
        </message>
        <message>
            <source>Opponent</source>
            <translation>Rival</translation>
        </message>
        <message>
            <source>Rtg</source>
            <translation>Elo</translation>
        </message>
        <message>
            <source>D used</source>
            <translation>D usada</translation>
        </message>
        <message>
            <source>PD</source>
            <translation>PD</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Puntos</translation>
        </message>
        <message>
            <source>{number}. {name} ({rating}): {k_rule}</source>
            <translation>{number}. {name} ({rating}): {k_rule}</translation>
        </message>
        <message>
            <source>Score {score} of {games}, expected {expected}: ΣΔR {sum} × K {k} = {change}, rounded {rounded:+d} (B.02 8.3.4).</source>
            <translation>{score} puntos de {games}, esperado {expected}: ΣΔR {sum} × K {k} = {change}, redondeado {rounded:+d} (B.02 8.3.4).</translation>
        </message>
        <message>
            <source>{number}. {name} (unrated): first rating, B.02 8.2</source>
            <translation>{number}. {name} (sin rating): primer rating, B.02 8.2</translation>
        </message>
        <message>
            <source>No</source>
            <translation>N.º</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nombre</translation>
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
            <translation>retirado</translation>
        </message>
        <message>
            <source>bye</source>
            <translation>bye</translation>
        </message>
        <message>
            <source>{present} of {players} players checked in. C.04.2 art. 4.1: a player who has not confirmed his presence before the pairing is not paired unless the chief arbiter decides otherwise.</source>
            <translation>{present} de {players} jugadores presentes. C.04.2 art. 4.1: un jugador que no ha confirmado su presencia antes del emparejamiento no se empareja, salvo que el árbitro principal decida otra cosa.</translation>
        </message>
        <message>
            <source>Check-in for round {round}</source>
            <translation>Control de presencia de la ronda {round}</translation>
        </message>
        <message>
            <source>round {round} has no board: nothing to print</source>
            <translation>la ronda {round} no tiene tableros: nada que imprimir</translation>
        </message>
        <message>
            <source>Table cards, round {round}</source>
            <translation>Carteles de mesa, ronda {round}</translation>
        </message>
        <message>
            <source>Board {board}, round {round}</source>
            <translation>Tablero {board}, ronda {round}</translation>
        </message>
        <message>
            <source>Name cards, round {round}</source>
            <translation>Carteles con el nombre, ronda {round}</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>Categoría</translation>
        </message>
        <message>
            <source>Due</source>
            <translation>Debido</translation>
        </message>
        <message>
            <source>Paid</source>
            <translation>Pagado</translation>
        </message>
        <message>
            <source>Outstanding</source>
            <translation>Pendiente</translation>
        </message>
        <message>
            <source>Received</source>
            <translation>Recibido</translation>
        </message>
        <message>
            <source>no category</source>
            <translation>sin categoría</translation>
        </message>
        <message>
            <source>All</source>
            <translation>Todos</translation>
        </message>
        <message>
            <source>Totals ({currency})</source>
            <translation>Totales ({currency})</translation>
        </message>
        <message>
            <source>Entry fees</source>
            <translation>Cuotas de inscripción</translation>
        </message>
        <message>
            <source>no payment is recorded: nothing to print</source>
            <translation>no hay ningún pago registrado: nada que imprimir</translation>
        </message>
        <message>
            <source>Receipt no. {receipt}</source>
            <translation>Recibo n.º {receipt}</translation>
        </message>
        <message>
            <source>Received from {name} (no. {number}) on {date}</source>
            <translation>Recibido de {name} (n.º {number}) el {date}</translation>
        </message>
        <message>
            <source>Entry fee</source>
            <translation>Cuota de inscripción</translation>
        </message>
        <message>
            <source>Received by: ______________________________</source>
            <translation>Recibido por: ______________________________</translation>
        </message>
        <message>
            <source>Receipts</source>
            <translation>Recibos</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Partidas</translation>
        </message>
        <message>
            <source>Exp.</source>
            <translation>Esp.</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>Variación</translation>
        </message>
        <message>
            <source>first {value}</source>
            <translation>primer {value}</translation>
        </message>
        <message>
            <source>{kind} rating, B.02 (1 March 2024; 8.3.1 as amended 1 October 2025): games against rated opponents played over the board; a difference above 400 counts as 400 for players below 2650; change = K × Σ(score − PD). The change shown is this event's; FIDE rounds the rating period (8.3.4).</source>
            <translation>Rating {kind}, B.02 (1 de marzo de 2024; 8.3.1 modificado el 1 de octubre de 2025): partidas contra rivales con rating jugadas sobre el tablero; una diferencia de más de 400 cuenta como 400 para jugadores por debajo de 2650; variación = K × Σ(puntos − PD). La variación mostrada es la de este torneo; la FIDE redondea el periodo de rating (8.3.4).</translation>
        </message>
        <message>
            <source>Rating report after round {r}</source>
            <translation>Informe de rating tras la ronda {r}</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Torneo</translation>
        </message>
        <message>
            <source>Place, federation</source>
            <translation>Lugar, federación</translation>
        </message>
        <message>
            <source>Dates</source>
            <translation>Fechas</translation>
        </message>
        <message>
            <source>Organiser</source>
            <translation>Organizador</translation>
        </message>
        <message>
            <source>Chief arbiter</source>
            <translation>Árbitro principal</translation>
        </message>
        <message>
            <source>Rounds, system</source>
            <translation>Rondas, sistema</translation>
        </message>
        <message>
            <source>{rounds}, Swiss (FIDE Dutch)</source>
            <translation>{rounds}, suizo (holandés FIDE)</translation>
        </message>
        <message>
            <source>{rounds}, Swiss ({system} System)</source>
            <translation>{rounds}, suizo (sistema {system})</translation>
        </message>
        <message>
            <source>Time control</source>
            <translation>Ritmo de juego</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Jugador</translation>
        </message>
        <message>
            <source>{name}, {federation}, FIDE ID {fide_id}, born {born}</source>
            <translation>{name}, {federation}, ID FIDE {fide_id}, nacido el {born}</translation>
        </message>
        <message>
            <source>Norm</source>
            <translation>Norma</translation>
        </message>
        <message>
            <source>{value} norm (B.01)</source>
            <translation>Norma de {value} (B.01)</translation>
        </message>
        <message>
            <source>Games, score</source>
            <translation>Partidas, puntos</translation>
        </message>
        <message>
            <source>Average rating of opponents (Ra)</source>
            <translation>Media de Elo de los rivales (Ra)</translation>
        </message>
        <message>
            <source>Performance (Rp)</source>
            <translation>Performance (Rp)</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>Título</translation>
        </message>
        <message>
            <source>FIDE ID</source>
            <translation>ID FIDE</translation>
        </message>
        <message>
            <source>Used</source>
            <translation>Usado</translation>
        </message>
        <message>
            <source>Res.</source>
            <translation>Res.</translation>
        </message>
        <message>
            <source>unrated</source>
            <translation>sin rating</translation>
        </message>
        <message>
            <source>Title norm report: {value} norm of {name}</source>
            <translation>Informe de norma: norma de {value} de {name}</translation>
        </message>
        <message>
            <source>Requirements (B.01, 2024): {checks}.</source>
            <translation>Requisitos (B.01, 2024): {checks}.</translation>
        </message>
        <message>
            <source>Chief arbiter: ______________________________      Host federation: ______________________________</source>
            <translation>Árbitro principal: ______________________________      Federación anfitriona: ______________________________</translation>
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
            <translation>Necesita</translation>
        </message>
        <message>
            <source>Missing</source>
            <translation>Falta</translation>
        </message>
        <message>
            <source>achieved</source>
            <translation>conseguida</translation>
        </message>
        <message>
            <source>Title norms, FIDE B.01 (2024), after round {r}: {achieved} achieved. For each player the highest norm achieved, or the closest: Needs is the score over these games that makes the performance (and 35 %); Missing lists the requirements not met, with what the player has.</source>
            <translation>Normas de título, FIDE B.01 (2024), tras la ronda {r}: {achieved} conseguida(s). Para cada jugador, la norma más alta conseguida o la más cercana: «Necesita» es la puntuación en estas partidas que da la performance (y el 35 %); «Falta» lista los requisitos no cumplidos, con lo que tiene el jugador.</translation>
        </message>
        <message>
            <source>Title norms after round {r}</source>
            <translation>Normas de título tras la ronda {r}</translation>
        </message>
        <message>
            <source>no prize category is defined (the categories are kept in the tournament file)</source>
            <translation>no hay ninguna categoría de premios definida (las categorías se guardan en el archivo del torneo)</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>Lugar</translation>
        </message>
        <message>
            <source>Pts</source>
            <translation>Ptos</translation>
        </message>
        <message>
            <source>Prize</source>
            <translation>Premio</translation>
        </message>
        <message>
            <source>Ties: {label}. One prize per player, the most valuable.</source>
            <translation>Empates: {label}. Un premio por jugador, el de más valor.</translation>
        </message>
        <message>
            <source>No prize given: nobody left in this category.</source>
            <translation>Ningún premio entregado: no queda nadie en esta categoría.</translation>
        </message>
        <message>
            <source>Total given: {total}</source>
            <translation>Total entregado: {total}</translation>
        </message>
        <message>
            <source>(shared by {players})</source>
            <translation>(compartido entre {players})</translation>
        </message>
        <message>
            <source>final, all {planned} rounds played</source>
            <translation>final, jugadas las {planned} rondas</translation>
        </message>
        <message>
            <source>after round {done} of {planned}</source>
            <translation>tras la ronda {done} de {planned}</translation>
        </message>
        <message>
            <source>{planned} rounds, none finished yet</source>
            <translation>{planned} rondas, ninguna terminada aún</translation>
        </message>
        <message>
            <source>FIDE {kind} rating</source>
            <translation>Rating FIDE {kind}</translation>
        </message>
        <message>
            <source>not FIDE-rated</source>
            <translation>no válido para Elo FIDE</translation>
        </message>
        <message>
            <source>Deputy arbiter</source>
            <translation>Árbitro adjunto</translation>
        </message>
        <message>
            <source>System</source>
            <translation>Sistema</translation>
        </message>
        <message>
            <source>Swiss, FIDE (Dutch) System ({rules}), {planned} rounds</source>
            <translation>Sistema suizo FIDE (holandés) ({rules}), {planned} rondas</translation>
        </message>
        <message>
            <source>Swiss, {system} System ({code}), {planned} rounds</source>
            <translation>Suizo, sistema {system} ({code}), {planned} rondas</translation>
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
            <translation>Desempates</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Jugadores</translation>
        </message>
        <message>
            <source>{players}, {rated} rated, {feds} federation(s)</source>
            <translation>{players}, {rated} con rating, {feds} federación(es)</translation>
        </message>
        <message>
            <source>; titled: {titles}</source>
            <translation>; con título: {titles}</translation>
        </message>
        <message>
            <source>Tournament</source>
            <translation>Torneo</translation>
        </message>
        <message>
            <source>Winners</source>
            <translation>Ganadores</translation>
        </message>
        <message>
            <source>Leaders after round {done}</source>
            <translation>Líderes tras la ronda {done}</translation>
        </message>
        <message>
            <source>Tournament report</source>
            <translation>Informe del torneo</translation>
        </message>
        <message>
            <source>unknown page size {name!r}: use one of A4, A3, letter</source>
            <translation>tamaño de papel desconocido {name!r}: use A4, A3 o letter</translation>
        </message>
        <message>
            <source>page {number} of {total}</source>
            <translation>página {number} de {total}</translation>
        </message>
        <message>
            <source>Bd</source>
            <translation>Tab.</translation>
        </message>
        <message>
            <source>White</source>
            <translation>Blancas</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Resultado</translation>
        </message>
        <message>
            <source>Black</source>
            <translation>Negras</translation>
        </message>
        <message>
            <source>Player without opponent</source>
            <translation>Jugador sin rival</translation>
        </message>
        <message>
            <source>Bye</source>
            <translation>Bye</translation>
        </message>
        <message>
            <source>round {round} has no boards and no byes</source>
            <translation>la ronda {round} no tiene tableros ni byes</translation>
        </message>
        <message>
            <source>Pts = points before the round.</source>
            <translation>Ptos = puntos antes de la ronda.</translation>
        </message>
        <message>
            <source>Pts = points after the round.</source>
            <translation>Ptos = puntos tras la ronda.</translation>
        </message>
        <message numerus="yes">
            <source>%n game(s) still in progress (result blank).</source>
            <translation>
                <numerusform>%n partida aún en juego (resultado en blanco).</numerusform>
                <numerusform>%n partidas aún en juego (resultado en blanco).</numerusform>
            </translation>
        </message>
        <message>
            <source>Pairings</source>
            <translation>Emparejamientos</translation>
        </message>
        <message>
            <source>Results</source>
            <translation>Resultados</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>Tablero</translation>
        </message>
        <message>
            <source>Colour</source>
            <translation>Color</translation>
        </message>
        <message>
            <source>no opponent: {bye}</source>
            <translation>sin rival: {bye}</translation>
        </message>
        <message>
            <source>round {r} has no boards and no byes</source>
            <translation>la ronda {r} no tiene tableros ni byes</translation>
        </message>
        <message>
            <source>Rk</source>
            <translation>Pos</translation>
        </message>
        <message>
            <source>A {system}: the row player's results against the column player, first cycle first (1, ½, 0; + / - forfeit won / lost). Columns are numbered by the rows.</source>
            <translation>{system}: los resultados del jugador de la fila contra el jugador de la columna, primer ciclo primero (1, ½, 0; + / - ganada / perdida por incomparecencia). Las columnas se numeran como las filas.</translation>
        </message>
        <message>
            <source>A {system}: the row player's results against the column player (1, ½, 0; + / - forfeit won / lost). Columns are numbered by the rows.</source>
            <translation>{system}: los resultados del jugador de la fila contra el jugador de la columna (1, ½, 0; + / - ganada / perdida por incomparecencia). Las columnas se numeran como las filas.</translation>
        </message>
        <message>
            <source>Results in brackets do not count in the standings (FIDE Tournament Rules V.4.1).</source>
            <translation>Los resultados entre corchetes no cuentan en la clasificación (Reglamento de torneos FIDE V.4.1).</translation>
        </message>
        <message>
            <source>no schedule to print: {exc}</source>
            <translation>no hay calendario que imprimir: {exc}</translation>
        </message>
        <message>
            <source>Round {round} (cycle {cycle})</source>
            <translation>Ronda {round} (ciclo {cycle})</translation>
        </message>
        <message>
            <source>Round {round}</source>
            <translation>Ronda {round}</translation>
        </message>
        <message>
            <source>No game: {number} {name}.</source>
            <translation>Sin partida: {number} {name}.</translation>
        </message>
        <message>
            <source>Schedule of every round</source>
            <translation>Calendario de todas las rondas</translation>
        </message>
        <message>
            <source>Result: {res}</source>
            <translation>Resultado: {res}</translation>
        </message>
        <message>
            <source>Round {round_number}</source>
            <translation>Ronda {round_number}</translation>
        </message>
        <message>
            <source>Board {number}</source>
            <translation>Tablero {number}</translation>
        </message>
        <message>
            <source>No {number}</source>
            <translation>N.º {number}</translation>
        </message>
        <message>
            <source>Signatures</source>
            <translation>Firmas</translation>
        </message>
        <message>
            <source>White: ______________________</source>
            <translation>Blancas: ______________________</translation>
        </message>
        <message>
            <source>Black: ______________________</source>
            <translation>Negras: ______________________</translation>
        </message>
        <message>
            <source>round {r} has no boards: no result slip to print</source>
            <translation>la ronda {r} no tiene tableros: no hay planillas de resultado que imprimir</translation>
        </message>
        <message>
            <source>no round has all its results yet: no standings to print</source>
            <translation>ninguna ronda tiene aún todos los resultados: no hay clasificación que imprimir</translation>
        </message>
        <message>
            <source>Cat</source>
            <translation>Cat</translation>
        </message>
        <message>
            <source>Cat: the prize categories of each player.</source>
            <translation>Cat: las categorías de premios de cada jugador.</translation>
        </message>
        <message>
            <source>Crosstable after round {round}</source>
            <translation>Tabla cruzada tras la ronda {round}</translation>
        </message>
        <message>
            <source>round {round}</source>
            <translation>ronda {round}</translation>
        </message>
        <message>
            <source>rounds {first}-{last}</source>
            <translation>rondas {first}-{last}</translation>
        </message>
        <message>
            <source>Crosstable: {pending} results pending</source>
            <translation>Tabla cruzada: resultados pendientes: {pending}</translation>
        </message>
        <message>
            <source>Crosstable after round {round}; {pending} results pending</source>
            <translation>Tabla cruzada tras la ronda {round}; resultados pendientes: {pending}</translation>
        </message>
        <message>
            <source>Match cells: opponent's rank, then each game's colour (w/b) and result (1, ½, 0); 12w1 b½: game 1 won with White, game 2 drawn with Black; a bye: the match's points.</source>
            <translation>Casillas de match: puesto del rival, luego color (b/n) y resultado (1, ½, 0) de cada partida; 12b1 n½: partida 1 ganada con blancas, partida 2 tablas con negras; un bye: los puntos del match.</translation>
        </message>
        <message>
            <source>Round cells: opponent's rank, colour (w/b), result (1, ½, 0).</source>
            <translation>Casillas de ronda: puesto del rival, color (b/n), resultado (1, ½, 0).</translation>
        </message>
        <message>
            <source>Interim chart: places, points and tie-breaks after round {complete}; {pending}: results entered so far, a cell without result (e.g. 3w) is still pending.</source>
            <translation>Tabla provisional: puestos, puntos y desempates tras la ronda {complete}; {pending}: resultados introducidos hasta ahora, una casilla sin resultado (p. ej. 3b) sigue pendiente.</translation>
        </message>
        <message>
            <source>Interim chart in starting order: no round has all its results yet; {pending}: results entered so far, a cell without result (e.g. 3w) is still pending.</source>
            <translation>Tabla provisional en orden inicial: ninguna ronda tiene aún todos los resultados; {pending}: resultados introducidos hasta ahora, una casilla sin resultado (p. ej. 3b) sigue pendiente.</translation>
        </message>
        <message>
            <source>Born</source>
            <translation>Nac.</translation>
        </message>
        <message>
            <source>Sex</source>
            <translation>Sexo</translation>
        </message>
        <message>
            <source>Club</source>
            <translation>Club</translation>
        </message>
        <message>
            <source>Nat. ID</source>
            <translation>ID nac.</translation>
        </message>
        <message>
            <source>Nat.</source>
            <translation>Nac.</translation>
        </message>
        <message>
            <source>no player is registered: nothing to print</source>
            <translation>no hay jugadores inscritos: nada que imprimir</translation>
        </message>
        <message>
            <source>Players by name</source>
            <translation>Jugadores por nombre</translation>
        </message>
        <message>
            <source>Players by starting rank</source>
            <translation>Jugadores por orden inicial</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>Equipo</translation>
        </message>
        <message>
            <source>MP</source>
            <translation>PE</translation>
        </message>
        <message>
            <source>Team without opponent</source>
            <translation>Equipo sin rival</translation>
        </message>
        <message>
            <source>Col</source>
            <translation>Color</translation>
        </message>
        <message>
            <source>this document is for a team event</source>
            <translation>este documento es para un torneo por equipos</translation>
        </message>
        <message>
            <source>pairing-allocated bye</source>
            <translation>bye asignado por el emparejamiento</translation>
        </message>
        <message>
            <source>not paired</source>
            <translation>no emparejado</translation>
        </message>
        <message>
            <source>MP: match points before the round. The team named first has White on board 1; the colours of its boards: {sequence}. Result: the game points of the match.</source>
            <translation>PE: puntos de encuentro antes de la ronda. El equipo nombrado primero lleva blancas en el tablero 1; los colores de sus tableros: {sequence}. Resultado: los puntos de partida del encuentro.</translation>
        </message>
        <message>
            <source>round {round} has no match to play</source>
            <translation>la ronda {round} no tiene encuentros por jugar</translation>
        </message>
        <message>
            <source>Match {match}: {white} (No {white_no}) – {black} (No {black_no})</source>
            <translation>Encuentro {match}: {white} (n.º {white_no}) – {black} (n.º {black_no})</translation>
        </message>
        <message>
            <source>Match result (game points): {score}</source>
            <translation>Resultado del encuentro (puntos de partida): {score}</translation>
        </message>
        <message>
            <source>Captain of the first team</source>
            <translation>Capitán del primer equipo</translation>
        </message>
        <message>
            <source>Captain of the second team</source>
            <translation>Capitán del segundo equipo</translation>
        </message>
        <message>
            <source>half-point bye</source>
            <translation>bye de medio punto</translation>
        </message>
        <message>
            <source>full-point bye</source>
            <translation>bye de un punto</translation>
        </message>
        <message>
            <source>zero-point bye (absent)</source>
            <translation>bye de cero puntos (ausente)</translation>
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
            <translation>libre</translation>
        </message>
        <message>
            <source>– = not played: the player was not yet entered (a late entry) or had withdrawn.</source>
            <translation>– = no jugada: el jugador aún no estaba inscrito (inscripción tardía) o se había retirado.</translation>
        </message>
        <message>
            <source>free = no game this round (the Berger table's dummy, C.05 Annex 1); + / - = forfeit won / lost.</source>
            <translation>libre = sin partida en esta ronda (el jugador ficticio de la tabla de Berger, C.05 anexo 1); + / - = ganada / perdida por incomparecencia.</translation>
        </message>
        <message>
            <source>{code} = {name} ({points})</source>
            <translation>{code} = {name} ({points})</translation>
        </message>
        <message>
            <source>{byes}; + / - = forfeit won / lost.</source>
            <translation>{byes}; + / - = ganada / perdida por incomparecencia.</translation>
        </message>
        <message>
            <source>single round robin</source>
            <translation>round robin simple</translation>
        </message>
        <message>
            <source>double round robin, last two rounds of the first cycle reversed</source>
            <translation>doble round robin, con las dos últimas rondas del primer ciclo invertidas</translation>
        </message>
        <message>
            <source>double round robin</source>
            <translation>doble round robin</translation>
        </message>
        <message>
            <source>round robin in {cycles} cycles</source>
            <translation>round robin en {cycles} ciclos</translation>
        </message>
        <message>
            <source>Ranking: C.07 {edition}; tie-breaks {tiebreaks}.</source>
            <translation>Clasificación: C.07 {edition}; desempates {tiebreaks}.</translation>
        </message>
        <message>
            <source>none</source>
            <translation>ninguno</translation>
        </message>
        <message>
            <source>Final standings</source>
            <translation>Clasificación final</translation>
        </message>
        <message>
            <source>Standings after round {round}</source>
            <translation>Clasificación tras la ronda {round}</translation>
        </message>
        <message>
            <source>Final crosstable</source>
            <translation>Tabla cruzada final</translation>
        </message>
        <message>
            <source>Final prize list</source>
            <translation>Lista de premios final</translation>
        </message>
        <message>
            <source>Prize list after round {round}</source>
            <translation>Lista de premios tras la ronda {round}</translation>
        </message>
        <message>
            <source>Final team standings</source>
            <translation>Clasificación final por equipos</translation>
        </message>
        <message>
            <source>Team standings after round {round}</source>
            <translation>Clasificación por equipos tras la ronda {round}</translation>
        </message>
        <message>
            <source>Final team crosstable</source>
            <translation>Tabla cruzada final de equipos</translation>
        </message>
        <message>
            <source>Team crosstable after round {round}</source>
            <translation>Tabla cruzada de equipos tras la ronda {round}</translation>
        </message>
        <message>
            <source>Final board results</source>
            <translation>Resultados finales por tablero</translation>
        </message>
        <message>
            <source>Board results after round {round}</source>
            <translation>Resultados por tablero tras la ronda {round}</translation>
        </message>
        <message>
            <source>Rd {round}</source>
            <translation>R{round}</translation>
        </message>
        <message>
            <source>Players {first}-{last} · rounds {first_round}-{last_round} (sheet {sheet} of {sheets}, row {row} of {rows})</source>
            <translation>Jugadores {first}-{last} · rondas {first_round}-{last_round} (hoja {sheet} de {sheets}, fila {row} de {rows})</translation>
        </message>
        <message>
            <source>Players {first}-{last} · rounds {first_round}-{last_round} (row {row} of {rows})</source>
            <translation>Jugadores {first}-{last} · rondas {first_round}-{last_round} (fila {row} de {rows})</translation>
        </message>
        <message>
            <source>Rd: opponent's pairing number, colour (w/b), result (1, ½, 0); Σ: points after the round.</source>
            <translation>R: número de emparejamiento del rival, color (b/n), resultado (1, ½, 0); Σ: puntos tras la ronda.</translation>
        </message>
        <message>
            <source>Wall chart after round {round}</source>
            <translation>Tabla mural tras la ronda {round}</translation>
        </message>
        <message>
            <source>Rated</source>
            <translation>Con Elo</translation>
        </message>
        <message>
            <source>male</source>
            <translation>masculino</translation>
        </message>
        <message>
            <source>female</source>
            <translation>femenino</translation>
        </message>
        <message>
            <source>{who}, FIDE ID {fide_id}</source>
            <translation>{who}, ID FIDE {fide_id}</translation>
        </message>
        <message>
            <source>Number</source>
            <translation>Número</translation>
        </message>
        <message>
            <source>Federations</source>
            <translation>Federaciones</translation>
        </message>
        <message>
            <source>Host federation</source>
            <translation>Federación anfitriona</translation>
        </message>
        <message>
            <source>Other federations</source>
            <translation>Otras federaciones</translation>
        </message>
        <message>
            <source>Unrated</source>
            <translation>Sin Elo</translation>
        </message>
        <message>
            <source>1 round a day</source>
            <translation>1 ronda por día</translation>
        </message>
        <message numerus="yes">
            <source>%n round(s) on {day}</source>
            <translation>
                <numerusform>%n ronda el {day}</numerusform>
                <numerusform>%n rondas el {day}</numerusform>
            </translation>
        </message>
        <message>
            <source>1st deputy chief arbiter</source>
            <translation>1.er árbitro principal adjunto</translation>
        </message>
        <message>
            <source>2nd deputy chief arbiter</source>
            <translation>2.º árbitro principal adjunto</translation>
        </message>
        <message>
            <source>Arbiter</source>
            <translation>Árbitro</translation>
        </message>
        <message>
            <source>FIDE tournament ID</source>
            <translation>ID FIDE del torneo</translation>
        </message>
        <message>
            <source>System, rounds</source>
            <translation>Sistema, rondas</translation>
        </message>
        <message>
            <source>{system}, {rounds} rounds</source>
            <translation>{system}, {rounds} rondas</translation>
        </message>
        <message>
            <source>Swiss (FIDE Dutch)</source>
            <translation>Suizo (holandés FIDE)</translation>
        </message>
        <message>
            <source>Rate of play</source>
            <translation>Ritmo de juego</translation>
        </message>
        <message>
            <source>Schedule (rounds a day)</source>
            <translation>Calendario (rondas por día)</translation>
        </message>
        <message>
            <source>Pairing</source>
            <translation>Emparejamiento</translation>
        </message>
        <message>
            <source>computerised, program used: {program}</source>
            <translation>informatizado, programa utilizado: {program}</translation>
        </message>
        <message>
            <source>Players, federations</source>
            <translation>Jugadores, federaciones</translation>
        </message>
        <message>
            <source>{players} players from {feds} federations</source>
            <translation>{players} jugadores de {feds} federaciones</translation>
        </message>
        <message>
            <source>Organiser's address, phone, e-mail</source>
            <translation>Dirección, teléfono, correo del organizador</translation>
        </message>
        <message>
            <source>Special remarks (exceptions in the pairing...)</source>
            <translation>Observaciones especiales (excepciones en el emparejamiento...)</translation>
        </message>
        <message>
            <source>Chief arbiter's address, phone, e-mail</source>
            <translation>Dirección, teléfono, correo del árbitro principal</translation>
        </message>
        <message>
            <source>Tournament report (FIDE form IT3)</source>
            <translation>Informe del torneo (formulario FIDE IT3)</translation>
        </message>
        <message>
            <source>Participants</source>
            <translation>Participantes</translation>
        </message>
        <message>
            <source>Participants by federation</source>
            <translation>Participantes por federación</translation>
        </message>
        <message>
            <source>Officials</source>
            <translation>Oficiales</translation>
        </message>
        <message>
            <source>Dates of the rounds</source>
            <translation>Fechas de las rondas</translation>
        </message>
        <message>
            <source>The organiser gives this report to each arbiter who achieved an arbiter norm in the event, to the arbiter's federation, to the organising federation and to FIDE.</source>
            <translation>El organizador entrega este informe a cada árbitro que haya logrado una norma de árbitro en el torneo, a la federación del árbitro, a la federación organizadora y a la FIDE.</translation>
        </message>
        <message>
            <source>Tournament report (IT3)</source>
            <translation>Informe del torneo (IT3)</translation>
        </message>
        <message>
            <source>No title norm was achieved (B.01), after round {r}.</source>
            <translation>No se ha logrado ninguna norma de título (B.01), tras la ronda {r}.</translation>
        </message>
        <message>
            <source>Title norms achieved (B.01): certificates IT1</source>
            <translation>Normas de título logradas (B.01): certificados IT1</translation>
        </message>
        <message>
            <source>The chief arbiter declares that the tournament was played under the FIDE Laws of Chess and the FIDE regulations that apply to it, and that this report and its TRF file are correct.</source>
            <translation>El árbitro principal declara que el torneo se jugó según las Leyes del Ajedrez de la FIDE y los reglamentos FIDE que le son aplicables, y que este informe y su archivo TRF son correctos.</translation>
        </message>
        <message>
            <source>Place, date: ____________________      Chief arbiter: ______________________________</source>
            <translation>Lugar, fecha: ____________________      Árbitro principal: ______________________________</translation>
        </message>
        <message>
            <source>Opponents</source>
            <translation>Rivales</translation>
        </message>
        <message>
            <source>{rated} rated, from {feds} federations</source>
            <translation>{rated} con Elo, de {feds} federaciones</translation>
        </message>
        <message>
            <source>Opponents' federations</source>
            <translation>Federaciones de los rivales</translation>
        </message>
        <message>
            <source>{foreign} not the player's federation, {host} the host federation</source>
            <translation>{foreign} no de la federación del jugador, {host} de la federación anfitriona</translation>
        </message>
        <message>
            <source>Titled opponents</source>
            <translation>Rivales titulados</translation>
        </message>
        <message>
            <source>Exemption (B.01 1.4.3)</source>
            <translation>Exención (B.01 1.4.3)</translation>
        </message>
        <message>
            <source>{feds} federations; not from the host: {rated} rated, {titled} GM/IM/WGM/WIM</source>
            <translation>{feds} federaciones; no de la anfitriona: {rated} con Elo, {titled} GM/IM/WGM/WIM</translation>
        </message>
        <message>
            <source>Score required</source>
            <translation>Puntuación requerida</translation>
        </message>
        <message>
            <source>{needed}, exceeded by {more}</source>
            <translation>{needed}, superada en {more}</translation>
        </message>
        <message>
            <source>there is no player with pairing number {number}</source>
            <translation>no hay ningún jugador con el número de emparejamiento {number}</translation>
        </message>
        <message>
            <source>no norm can be measured</source>
            <translation>no se puede medir ninguna norma</translation>
        </message>
        <message>
            <source>#{number} achieved no title norm after round {r}: {why}</source>
            <translation>el n.º {number} no ha logrado ninguna norma de título tras la ronda {r}: {why}</translation>
        </message>
        <message>
            <source>Certificate of title result (FIDE form IT1, B.01): one copy to the player's federation, one to FIDE, one to the organising federation.</source>
            <translation>Certificado de resultado de título (formulario FIDE IT1, B.01): una copia para la federación del jugador, una para la FIDE, una para la federación organizadora.</translation>
        </message>
        <message>
            <source>Sex, place of birth</source>
            <translation>Sexo, lugar de nacimiento</translation>
        </message>
        <message>
            <source>{sex}, born in {place}</source>
            <translation>{sex}, nacido/a en {place}</translation>
        </message>
        <message>
            <source>Special remarks</source>
            <translation>Observaciones especiales</translation>
        </message>
        <message>
            <source>Federation confirming the result</source>
            <translation>Federación que confirma el resultado</translation>
        </message>
        <message>
            <source>{federation}, official: {name}</source>
            <translation>{federation}, responsable: {name}</translation>
        </message>
        <message>
            <source>Certificate of title result (IT1)</source>
            <translation>Certificado de resultado de título (IT1)</translation>
        </message>
        <message>
            <source>{kind}, match {match}, game {game} (round {round_number})</source>
            <translation>{kind}, match {match}, partida {game} (ronda {round_number})</translation>
        </message>
        <message>
            <source>Match</source>
            <translation>Match</translation>
        </message>
        <message>
            <source>Pairings and results on your phone (the venue's Wi-Fi): {address}</source>
            <translation>Emparejamientos y resultados en su móvil (la Wi-Fi de la sala): {address}</translation>
        </message>
        <message>
            <source>Check-in sheet (entry list by name)</source>
            <translation>Hoja de control de presencia (inscritos por nombre)</translation>
        </message>
        <message>
            <source>Table cards</source>
            <translation>Carteles de mesa</translation>
        </message>
        <message>
            <source>Name cards</source>
            <translation>Carteles con el nombre</translation>
        </message>
        <message>
            <source>Receipts of the entry fees</source>
            <translation>Recibos de las cuotas de inscripción</translation>
        </message>
        <message>
            <source>Entry fees and totals</source>
            <translation>Cuotas de inscripción y totales</translation>
        </message>
        <message>
            <source>FIDE tournament report (IT3)</source>
            <translation>Informe de torneo FIDE (IT3)</translation>
        </message>
        <message>
            <source>FIDE certificate of title result (IT1)</source>
            <translation>Certificado FIDE de resultado para título (IT1)</translation>
        </message>
        <message>
            <source>The IT1 is printed for one player: choose him.</source>
            <translation>El IT1 se imprime para un jugador: elíjalo.</translation>
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
            <translation>puntos de partida</translation>
        </message>
        <message>
            <source>match points</source>
            <translation>puntos de encuentro</translation>
        </message>
        <message>
            <source>MP: match points; GP: game points. Ranked by {primary}, then by the tie-breaks of the event (FIDE C.07 art. 11-13): {codes}. Teams still level share a rank.</source>
            <translation>PE: puntos de encuentro; PP: puntos de partida. Ordenado por {primary} y luego por los desempates del torneo (FIDE C.07 art. 11-13): {codes}. Los equipos aún empatados comparten puesto.</translation>
        </message>
        <message>
            <source>Each round: the opponent's line, the colour of the team's first board (w/b), the game points the team scored; PAB: pairing-allocated bye; –: no match.</source>
            <translation>Cada ronda: la línea del rival, el color del primer tablero del equipo (b/n), los puntos de partida que logró el equipo; PAB: bye asignado por el emparejamiento; –: sin encuentro.</translation>
        </message>
        <message>
            <source>no game has a result yet: no board results to print</source>
            <translation>ninguna partida tiene resultado todavía: no hay resultados por tablero que imprimir</translation>
        </message>
        <message>
            <source>Board {board}</source>
            <translation>Tablero {board}</translation>
        </message>
        <message>
            <source>Games: the games played on the board (a forfeit is no game); Perf: the performance rating of those games (FIDE B.02 8.1.1). In order of points, then performance.</source>
            <translation>Partidas: las partidas jugadas en el tablero (una incomparecencia no es partida); Perf: la performance de esas partidas (FIDE B.02 8.1.1). Por orden de puntos y luego de performance.</translation>
        </message>
        <message>
            <source>Nothing to print.</source>
            <translation>Nada que imprimir.</translation>
        </message>
        <message>
            <source>A team double round robin: each cell the game points the row team scored against the column team in each of their two matches, the first first. Columns are numbered by the rows.</source>
            <translation>Doble round robin por equipos: en cada casilla, los puntos de partida que el equipo de la fila logró contra el equipo de la columna en cada uno de sus dos encuentros, el primero antes. Las columnas se numeran como las filas.</translation>
        </message>
        <message>
            <source>A team round robin: each cell the game points the row team scored against the column team. Columns are numbered by the rows.</source>
            <translation>Round robin por equipos: en cada casilla, los puntos de partida que el equipo de la fila logró contra el equipo de la columna. Las columnas se numeran como las filas.</translation>
        </message>
        <message>
            <source>·: a match without all its results.</source>
            <translation>·: un encuentro al que aún le faltan resultados.</translation>
        </message>
    </context>
    <context>
        <name>EditPairingDialog</name>
        <message>
            <source>Edit pairing of round {round_number}</source>
            <translation>Editar el emparejamiento de la ronda {round_number}</translation>
        </message>
        <message>
            <source>Type the pairing numbers of White and Black on each board (C.04.2 art. 4.4). After saving, every rule the pairing breaks is listed under the boards; absolute rules in red.</source>
            <translation>Escriba los números de emparejamiento de blancas y negras en cada tablero (C.04.2 art. 4.4). Al guardar, cada regla que incumple el emparejamiento se lista debajo de los tableros; las reglas absolutas, en rojo.</translation>
        </message>
        <message>
            <source>White (no.)</source>
            <translation>Blancas (n.º)</translation>
        </message>
        <message>
            <source>Black (no.)</source>
            <translation>Negras (n.º)</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Jugadores</translation>
        </message>
        <message>
            <source>&amp;Swap colours</source>
            <translation>&amp;Intercambiar colores</translation>
        </message>
        <message>
            <source>&amp;Add board</source>
            <translation>&amp;Añadir tablero</translation>
        </message>
        <message>
            <source>&amp;Remove board</source>
            <translation>&amp;Quitar tablero</translation>
        </message>
        <message>
            <source>none</source>
            <translation>ninguno</translation>
        </message>
        <message>
            <source>Pairing-allocated &amp;bye (no.):</source>
            <translation>&amp;Bye asignado por el emparejamiento (n.º):</translation>
        </message>
        <message>
            <source>White</source>
            <translation>Blancas</translation>
        </message>
        <message>
            <source>Black</source>
            <translation>Negras</translation>
        </message>
        <message>
            <source>board {board}: {colour} {text!r} is not a pairing number</source>
            <translation>tablero {board}: {colour} {text!r} no es un número de emparejamiento</translation>
        </message>
    </context>
    <context>
        <name>EndOfEvent</name>
        <message>
            <source>&amp;Officials, time control and rating…</source>
            <translation>Á&amp;rbitros, ritmo de juego y rating…</translation>
        </message>
        <message>
            <source>Round &amp;dates…</source>
            <translation>&amp;Fechas de las rondas…</translation>
        </message>
        <message>
            <source>Prize &amp;categories…</source>
            <translation>&amp;Categorías de premios…</translation>
        </message>
        <message>
            <source>&amp;Prize list</source>
            <translation>&amp;Lista de premios</translation>
        </message>
        <message>
            <source>&amp;Rating changes…</source>
            <translation>&amp;Variaciones de rating…</translation>
        </message>
        <message>
            <source>Title &amp;norms…</source>
            <translation>&amp;Normas de título…</translation>
        </message>
        <message>
            <source>&amp;Explain a tie-break…</source>
            <translation>&amp;Explicar un desempate…</translation>
        </message>
        <message>
            <source>Check &amp;before export…</source>
            <translation>Comprobar antes de &amp;exportar…</translation>
        </message>
        <message>
            <source>E&amp;nd of event</source>
            <translation>&amp;Fin del torneo</translation>
        </message>
        <message>
            <source>change officials and rating</source>
            <translation>cambiar árbitros y rating</translation>
        </message>
        <message>
            <source>set round dates</source>
            <translation>fijar las fechas de las rondas</translation>
        </message>
        <message>
            <source>change prize categories</source>
            <translation>cambiar las categorías de premios</translation>
        </message>
        <message>
            <source>final standings</source>
            <translation>clasificación final</translation>
        </message>
        <message>
            <source>standings after round {after_round} (not final)</source>
            <translation>clasificación tras la ronda {after_round} (provisional)</translation>
        </message>
        <message>
            <source>Prizes by the {state}; ties {label}</source>
            <translation>Premios según la {state}; empates: {label}</translation>
        </message>
        <message>
            <source>   no prize given</source>
            <translation>   ningún premio entregado</translation>
        </message>
        <message>
            <source>(shared by {players})</source>
            <translation>(compartido entre {players})</translation>
        </message>
        <message>
            <source>Total {total}</source>
            <translation>Total {total}</translation>
        </message>
        <message>
            <source>Prize list</source>
            <translation>Lista de premios</translation>
        </message>
        <message>
            <source>One prize per player, the most valuable.</source>
            <translation>Un premio por jugador, el de más valor.</translation>
        </message>
        <message>
            <source>Rating changes</source>
            <translation>Variaciones de rating</translation>
        </message>
        <message>
            <source>set K of #{number}</source>
            <translation>fijar la K del n.º {number}</translation>
        </message>
        <message>
            <source>Title norms</source>
            <translation>Normas de título</translation>
        </message>
        <message>
            <source>{code} is not a tie-break of this event</source>
            <translation>{code} no es un desempate de este torneo</translation>
        </message>
        <message>
            <source>Explain a tie-break</source>
            <translation>Explicar un desempate</translation>
        </message>
        <message>
            <source>Check before export</source>
            <translation>Comprobar antes de exportar</translation>
        </message>
        <message>
            <source>Pair the remaining rounds and enter their results.</source>
            <translation>Empareje las rondas restantes e introduzca sus resultados.</translation>
        </message>
        <message>
            <source>correct #{number}</source>
            <translation>corregir el n.º {number}</translation>
        </message>
    </context>
    <context>
        <name>EndOfEventDialogs</name>
        <message>
            <source>Surname, First name</source>
            <translation>Apellido, Nombre</translation>
        </message>
        <message>
            <source>FIDE ID</source>
            <translation>ID FIDE</translation>
        </message>
        <message>
            <source>Officials, time control and rating</source>
            <translation>Árbitros, ritmo de juego y rating</translation>
        </message>
        <message>
            <source>90' + 30" from move 1</source>
            <translation>90' + 30" desde la 1.ª jugada</translation>
        </message>
        <message>
            <source>TRF26 222: seconds per period, M/S for moves in seconds, +I increment</source>
            <translation>TRF26 222: segundos por periodo, M/S para jugadas en segundos, +I incremento</translation>
        </message>
        <message>
            <source>Submitted to FIDE for rating</source>
            <translation>Enviado a la FIDE para su evaluación</translation>
        </message>
        <message>
            <source>&amp;Organiser:</source>
            <translation>&amp;Organizador:</translation>
        </message>
        <message>
            <source>&amp;Chief arbiter:</source>
            <translation>Árbitro &amp;principal:</translation>
        </message>
        <message>
            <source>Deputy {i}:</source>
            <translation>Adjunto {i}:</translation>
        </message>
        <message>
            <source>&amp;Time control:</source>
            <translation>&amp;Ritmo de juego:</translation>
        </message>
        <message>
            <source>TRF &amp;222 code:</source>
            <translation>Código TRF &amp;222:</translation>
        </message>
        <message>
            <source>&amp;Rating:</source>
            <translation>&amp;Rating:</translation>
        </message>
        <message>
            <source>&amp;Prizes between equals:</source>
            <translation>&amp;Premios entre empatados:</translation>
        </message>
        <message>
            <source>Give the encoded time control (222): FIDE's rating officer needs it.</source>
            <translation>Indique el ritmo de juego codificado (222): el responsable de rating de la FIDE lo necesita.</translation>
        </message>
        <message>
            <source>{control}: a {kind} time control. The event is set to be rated {wanted}: check one of them.</source>
            <translation>{control}: ritmo de {kind}. El torneo está previsto para el rating de {wanted}: revise uno de los dos.</translation>
        </message>
        <message>
            <source>{control}: a {kind} time control.</source>
            <translation>{control}: ritmo de {kind}.</translation>
        </message>
        <message>
            <source>Round dates</source>
            <translation>Fechas de las rondas</translation>
        </message>
        <message>
            <source>no date</source>
            <translation>sin fecha</translation>
        </message>
        <message>
            <source>proposed</source>
            <translation>propuesta</translation>
        </message>
        <message>
            <source>Round {r}:</source>
            <translation>Ronda {r}:</translation>
        </message>
        <message>
            <source>Dates not yet stored are proposed from the schedule (or spread over the event's days).</source>
            <translation>Las fechas aún no guardadas se proponen según el calendario (o repartidas entre los días del torneo).</translation>
        </message>
        <message>
            <source>prize {part!r}: an amount with at most two decimals</source>
            <translation>premio {part!r}: un importe con dos decimales como máximo</translation>
        </message>
        <message>
            <source>Prize category</source>
            <translation>Categoría de premios</translation>
        </message>
        <message>
            <source>short name for the standings (W, U16...)</source>
            <translation>nombre corto para la clasificación (F, S16...)</translation>
        </message>
        <message>
            <source>women only</source>
            <translation>solo mujeres</translation>
        </message>
        <message>
            <source>unrated players only</source>
            <translation>solo jugadores sin rating</translation>
        </message>
        <message>
            <source>300, 200, 100 Book, Trophy</source>
            <translation>300, 200, 100 Libro, Trofeo</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>&amp;Nombre:</translation>
        </message>
        <message>
            <source>&amp;Code:</source>
            <translation>&amp;Código:</translation>
        </message>
        <message>
            <source>Born from (year):</source>
            <translation>Nacidos desde (año):</translation>
        </message>
        <message>
            <source>Born up to (year):</source>
            <translation>Nacidos hasta (año):</translation>
        </message>
        <message>
            <source>Rating from:</source>
            <translation>Rating desde:</translation>
        </message>
        <message>
            <source>Rating up to:</source>
            <translation>Rating hasta:</translation>
        </message>
        <message>
            <source>&amp;Federations:</source>
            <translation>&amp;Federaciones:</translation>
        </message>
        <message>
            <source>C&amp;lubs (; between):</source>
            <translation>C&amp;lubes (separados por ;):</translation>
        </message>
        <message>
            <source>Listed players (numbers):</source>
            <translation>Jugadores indicados (números):</translation>
        </message>
        <message>
            <source>&amp;Prizes, place 1 first:</source>
            <translation>&amp;Premios, primer puesto primero:</translation>
        </message>
        <message>
            <source>the category needs a name</source>
            <translation>la categoría necesita un nombre</translation>
        </message>
        <message>
            <source>years, ratings and player numbers are whole numbers</source>
            <translation>los años, ratings y números de jugador son números enteros</translation>
        </message>
        <message>
            <source>Prize categories</source>
            <translation>Categorías de premios</translation>
        </message>
        <message>
            <source>&amp;Add…</source>
            <translation>&amp;Añadir…</translation>
        </message>
        <message>
            <source>&amp;Edit…</source>
            <translation>&amp;Editar…</translation>
        </message>
        <message>
            <source>&amp;Remove</source>
            <translation>&amp;Quitar</translation>
        </message>
        <message>
            <source>Move &amp;up</source>
            <translation>&amp;Subir</translation>
        </message>
        <message>
            <source>Move &amp;down</source>
            <translation>&amp;Bajar</translation>
        </message>
        <message>
            <source>Each player receives one prize, the most valuable; between equal prizes the category higher in this list.</source>
            <translation>Cada jugador recibe un solo premio, el de más valor; entre premios iguales, la categoría que figura más arriba en esta lista.</translation>
        </message>
        <message>
            <source>{name} [{short}]: {rule}; {prizes}</source>
            <translation>{name} [{short}]: {rule}; {prizes}</translation>
        </message>
        <message>
            <source>no prize</source>
            <translation>sin premio</translation>
        </message>
        <message>
            <source>derived (B.02 8.3.3)</source>
            <translation>derivada (B.02 8.3.3)</translation>
        </message>
        <message>
            <source>Rating changes (B.02)</source>
            <translation>Variaciones de rating (B.02)</translation>
        </message>
        <message>
            <source>&amp;K of this player:</source>
            <translation>&amp;K de este jugador:</translation>
        </message>
        <message>
            <source>No</source>
            <translation>N.º</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nombre</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Elo</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Partidas</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Puntos</translation>
        </message>
        <message>
            <source>Expected</source>
            <translation>Esperado</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>Variación</translation>
        </message>
        <message>
            <source>unrated</source>
            <translation>sin rating</translation>
        </message>
        <message>
            <source>first {value}</source>
            <translation>primer {value}</translation>
        </message>
        <message>
            <source>An unrated player has no K: the first rating follows B.02 8.2.</source>
            <translation>Un jugador sin rating no tiene K: el primer rating sigue B.02 8.2.</translation>
        </message>
        <message>
            <source>Title norms (B.01)</source>
            <translation>Normas de título (B.01)</translation>
        </message>
        <message>
            <source>achieved</source>
            <translation>conseguida</translation>
        </message>
        <message>
            <source>{missing} missing</source>
            <translation>faltan {missing}</translation>
        </message>
        <message>
            <source>Norm</source>
            <translation>Norma</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Estado</translation>
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
            <translation>Comprobar antes de exportar</translation>
        </message>
        <message>
            <source>Everything the rating officer needs is there.</source>
            <translation>Está todo lo que necesita el responsable de rating.</translation>
        </message>
        <message>
            <source>{errors} error(s) and {warnings} warning(s): fix the errors before sending the TRF.</source>
            <translation>{errors} error(es) y {warnings} aviso(s): corrija los errores antes de enviar el TRF.</translation>
        </message>
        <message>
            <source>Problem</source>
            <translation>Problema</translation>
        </message>
        <message>
            <source>&amp;Fix…</source>
            <translation>&amp;Corregir…</translation>
        </message>
        <message>
            <source>Explain a tie-break</source>
            <translation>Explicar un desempate</translation>
        </message>
    </context>
    <context>
        <name>ErrorBoundary</name>
        <message>
            <source>Your tournament data is safe: every change is stored in the tournament file as one whole operation or not at all, and the window now shows the file as it is stored.</source>
            <translation>Los datos de su torneo están a salvo: cada cambio se guarda en el archivo del torneo como una operación completa o no se guarda, y la ventana muestra ahora el archivo tal como está guardado.</translation>
        </message>
        <message>
            <source>A report was written to {path}.</source>
            <translation>Se ha escrito un informe en {path}.</translation>
        </message>
        <message>
            <source>The report could not be written to disk.</source>
            <translation>No se pudo escribir el informe en el disco.</translation>
        </message>
        <message>
            <source>Arbiter Desk met a programming error while doing “{title}”. It is not your mistake.

{safe}

{where} Please send it to the developers (Copy report puts it on the clipboard).</source>
            <translation>Arbiter Desk ha encontrado un error de programación al hacer «{title}». No es un error suyo.

{safe}

{where} Envíelo a los desarrolladores («Copiar informe» lo pone en el portapapeles).</translation>
        </message>
        <message>
            <source>an action in the window</source>
            <translation>una acción en la ventana</translation>
        </message>
    </context>
    <context>
        <name>FeesDialog</name>
        <message>
            <source>Entry fees</source>
            <translation>Cuotas de inscripción</translation>
        </message>
        <message>
            <source>Print &amp;totals</source>
            <translation>Imprimir &amp;totales</translation>
        </message>
        <message>
            <source>Fee categories (a player belongs to the first he meets)</source>
            <translation>Categorías de cuota (un jugador pertenece a la primera que cumple)</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nombre</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Importe</translation>
        </message>
        <message>
            <source>Titles</source>
            <translation>Títulos</translation>
        </message>
        <message>
            <source>Rating from</source>
            <translation>Elo desde</translation>
        </message>
        <message>
            <source>Rating to</source>
            <translation>Elo hasta</translation>
        </message>
        <message>
            <source>Born from</source>
            <translation>Nacido desde</translation>
        </message>
        <message>
            <source>Born until</source>
            <translation>Nacido hasta</translation>
        </message>
        <message>
            <source>Titles: GM, IM, WGM... separated by commas; an empty cell sets no condition.</source>
            <translation>Títulos: GM, IM, WGM... separados por comas; una celda vacía no pone ninguna condición.</translation>
        </message>
        <message>
            <source>&amp;Add category</source>
            <translation>&amp;Añadir categoría</translation>
        </message>
        <message>
            <source>Re&amp;move category</source>
            <translation>&amp;Quitar categoría</translation>
        </message>
        <message>
            <source>&amp;Save categories</source>
            <translation>&amp;Guardar categorías</translation>
        </message>
        <message>
            <source>C&amp;urrency:</source>
            <translation>&amp;Moneda:</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Jugadores</translation>
        </message>
        <message>
            <source>Pairing number or name, then Enter</source>
            <translation>Número de emparejamiento o nombre, luego Intro</translation>
        </message>
        <message>
            <source>No</source>
            <translation>N.º</translation>
        </message>
        <message>
            <source>Rtg</source>
            <translation>Elo</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>Categoría</translation>
        </message>
        <message>
            <source>Due</source>
            <translation>Debido</translation>
        </message>
        <message>
            <source>Paid</source>
            <translation>Pagado</translation>
        </message>
        <message>
            <source>Outstanding</source>
            <translation>Pendiente</translation>
        </message>
        <message>
            <source>e.g. 50 or 12.50</source>
            <translation>p. ej. 50 o 12.50</translation>
        </message>
        <message>
            <source>Record &amp;payment</source>
            <translation>Registrar &amp;pago</translation>
        </message>
        <message>
            <source>Print &amp;receipt</source>
            <translation>Imprimir &amp;recibo</translation>
        </message>
        <message>
            <source>Ta&amp;ke back the last payment</source>
            <translation>A&amp;nular el último pago</translation>
        </message>
        <message>
            <source>&amp;Find:</source>
            <translation>&amp;Buscar:</translation>
        </message>
        <message>
            <source>A&amp;mount received:</source>
            <translation>Importe &amp;recibido:</translation>
        </message>
        <message>
            <source>N&amp;ote:</source>
            <translation>N&amp;ota:</translation>
        </message>
        <message>
            <source>Categor&amp;y of the player:</source>
            <translation>Categor&amp;ía del jugador:</translation>
        </message>
        <message>
            <source>As the categories decide</source>
            <translation>Según las categorías</translation>
        </message>
        <message numerus="yes">
            <source>{category}: %n player(s), due {due}, received {received}, outstanding {left}</source>
            <translation>
                <numerusform>{category}: %n jugador, debido {due}, recibido {received}, pendiente {left}</numerusform>
                <numerusform>{category}: %n jugadores, debido {due}, recibido {received}, pendiente {left}</numerusform>
            </translation>
        </message>
        <message>
            <source>no category</source>
            <translation>sin categoría</translation>
        </message>
        <message>
            <source>Total: due {due} {currency}, received {received} {currency}, outstanding {left} {currency}</source>
            <translation>Total: debido {due} {currency}, recibido {received} {currency}, pendiente {left} {currency}</translation>
        </message>
        <message>
            <source>Receipt {receipt}: {amount} {currency} from {name}.</source>
            <translation>Recibo {receipt}: {amount} {currency} de {name}.</translation>
        </message>
        <message>
            <source>Storing…</source>
            <translation>Guardando…</translation>
        </message>
        <message>
            <source>Fee category {name}: {text} is not a whole number.</source>
            <translation>Categoría de cuota {name}: {text} no es un número entero.</translation>
        </message>
        <message>
            <source>The fee categories are saved.</source>
            <translation>Las categorías de cuota están guardadas.</translation>
        </message>
    </context>
    <context>
        <name>FideImportDialog</name>
        <message>
            <source>Import {file_name}</source>
            <translation>Importar {file_name}</translation>
        </message>
        <message>
            <source>combined: standard, rapid and blitz</source>
            <translation>combinada: estándar, rápidas y blitz</translation>
        </message>
        <message>
            <source>{value} only</source>
            <translation>solo {value}</translation>
        </message>
        <message>
            <source>Which rating a per-type list holds (from its file name; change it if wrong)</source>
            <translation>Qué rating contiene una lista por ritmo (según el nombre del archivo; cámbielo si es incorrecto)</translation>
        </message>
        <message>
            <source>List:</source>
            <translation>Lista:</translation>
        </message>
        <message>
            <source>Size:</source>
            <translation>Tamaño:</translation>
        </message>
        <message>
            <source>{size:,.1f} MB, about {players:,} players</source>
            <translation>{size:,.1f} MB, unos {players:,} jugadores</translation>
        </message>
        <message>
            <source>{size:,.1f} MB</source>
            <translation>{size:,.1f} MB</translation>
        </message>
        <message>
            <source>&amp;Ratings:</source>
            <translation>&amp;Ratings:</translation>
        </message>
        <message>
            <source>The import replaces the FIDE list of the library in one step (Edit ▸ Undo puts the old one back). Tournaments keep their own copy of their players.</source>
            <translation>La importación sustituye de una vez la lista FIDE de la base de jugadores (Editar ▸ Deshacer recupera la anterior). Los torneos conservan su propia copia de sus jugadores.</translation>
        </message>
        <message>
            <source>&amp;Import</source>
            <translation>&amp;Importar</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <source>The first players of the list:</source>
            <translation>Los primeros jugadores de la lista:</translation>
        </message>
        <message>
            <source>Reading the list…</source>
            <translation>Leyendo la lista…</translation>
        </message>
        <message>
            <source>Nothing was imported; the library is as it was.</source>
            <translation>No se ha importado nada; la base de jugadores sigue igual.</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <source>Stopping…</source>
            <translation>Deteniendo…</translation>
        </message>
    </context>
    <context>
        <name>FileFilters</name>
        <message>
            <source>Arbiter Desk tournaments</source>
            <translation>Torneos de Arbiter Desk</translation>
        </message>
        <message>
            <source>FIDE tournament reports (TRF)</source>
            <translation>Informes de torneo FIDE (TRF)</translation>
        </message>
        <message>
            <source>PDF documents</source>
            <translation>Documentos PDF</translation>
        </message>
        <message>
            <source>CSV tables</source>
            <translation>Tablas CSV</translation>
        </message>
        <message>
            <source>JSON files</source>
            <translation>Archivos JSON</translation>
        </message>
        <message>
            <source>PGN game files</source>
            <translation>Archivos de partidas PGN</translation>
        </message>
        <message>
            <source>FIDE rating lists</source>
            <translation>Listas de rating FIDE</translation>
        </message>
        <message>
            <source>National rating lists</source>
            <translation>Listas de rating nacionales</translation>
        </message>
        <message>
            <source>All files</source>
            <translation>Todos los archivos</translation>
        </message>
    </context>
    <context>
        <name>FilesController</name>
        <message>
            <source>Please wait</source>
            <translation>Espere, por favor</translation>
        </message>
        <message>
            <source>Save the new tournament as</source>
            <translation>Guardar el torneo nuevo como</translation>
        </message>
        <message>
            <source>New tournament</source>
            <translation>Torneo nuevo</translation>
        </message>
        <message>
            <source>Open a tournament</source>
            <translation>Abrir un torneo</translation>
        </message>
        <message>
            <source>Open {name}</source>
            <translation>Abrir {name}</translation>
        </message>
        <message>
            <source>{path} is no longer there (moved, renamed, or on a disk that is not plugged in).

Remove it from the recent tournaments?</source>
            <translation>{path} ya no está (movido, renombrado o en un disco no conectado).

¿Quitarlo de los torneos recientes?</translation>
        </message>
        <message>
            <source>Continue a tournament from a TRF file</source>
            <translation>Continuar un torneo desde un archivo TRF</translation>
        </message>
        <message>
            <source>Save the tournament as</source>
            <translation>Guardar el torneo como</translation>
        </message>
        <message>
            <source>Import {name}</source>
            <translation>Importar {name}</translation>
        </message>
        <message>
            <source>Connect to {name}</source>
            <translation>Conectar a {name}</translation>
        </message>
        <message>
            <source>Reading {name}…</source>
            <translation>Leyendo {name}…</translation>
        </message>
        <message>
            <source>{refused}

Import it anyway, with a warning for each such line?

{warnings}</source>
            <translation>{refused}

¿Importarlo de todos modos, con un aviso para cada una de esas líneas?

{warnings}</translation>
        </message>
        <message>
            <source>{players}: placeholder players that stand for the bye, as some programs write it.

Take them out of the list? Their games become the byes they stand for. No keeps them as players.</source>
            <translation>{players}: jugadores ficticios que representan el bye, como lo escriben algunos programas.

¿Quitarlos de la lista? Sus partidas pasan a ser los byes que representan. No los conserva como jugadores.</translation>
        </message>
        <message>
            <source>Read {players} players and {rounds} rounds.</source>
            <translation>Leídos {players} jugadores y {rounds} rondas.</translation>
        </message>
        <message>
            <source>Imported {name}</source>
            <translation>{name} importado</translation>
        </message>
        <message>
            <source>Read the tournament file</source>
            <translation>Leer el archivo del torneo</translation>
        </message>
        <message>
            <source>{label} — missing</source>
            <translation>{label} — no está</translation>
        </message>
        <message>
            <source>{path} is no longer there</source>
            <translation>{path} ya no está</translation>
        </message>
        <message>
            <source>(none)</source>
            <translation>(ninguno)</translation>
        </message>
        <message>
            <source>Remove the &amp;missing files from this list</source>
            <translation>Quitar de esta lista los archivos que &amp;faltan</translation>
        </message>
        <message numerus="yes">
            <source>Removed %n missing file(s) from the recent tournaments</source>
            <translation>
                <numerusform>Se ha quitado %n archivo que falta de los torneos recientes</numerusform>
                <numerusform>Se han quitado %n archivos que faltan de los torneos recientes</numerusform>
            </translation>
        </message>
        <message>
            <source>Export TRF (rating report)</source>
            <translation>Exportar TRF (informe de rating)</translation>
        </message>
        <message>
            <source>Exporting {name}…</source>
            <translation>Exportando {name}…</translation>
        </message>
        <message>
            <source>Exported {written}</source>
            <translation>{written} exportado</translation>
        </message>
        <message>
            <source>Export TRF</source>
            <translation>Exportar TRF</translation>
        </message>
        <message>
            <source>Save a copy of the tournament</source>
            <translation>Guardar una copia del torneo</translation>
        </message>
        <message>
            <source>Save a copy</source>
            <translation>Guardar una copia</translation>
        </message>
        <message>
            <source>Saving a copy as {path}…</source>
            <translation>Guardando una copia como {path}…</translation>
        </message>
        <message>
            <source>Saved a copy as {path}</source>
            <translation>Copia guardada como {path}</translation>
        </message>
        <message>
            <source>Timed backup</source>
            <translation>Copia de seguridad periódica</translation>
        </message>
        <message>
            <source>Timed backup FAILED: {reason}</source>
            <translation>La copia de seguridad periódica FALLÓ: {reason}</translation>
        </message>
        <message>
            <source>Backup copy written ({name})</source>
            <translation>Copia de seguridad escrita ({name})</translation>
        </message>
        <message>
            <source>Tournament settings</source>
            <translation>Configuración del torneo</translation>
        </message>
        <message>
            <source>Change the pairing rules</source>
            <translation>Cambiar las reglas de emparejamiento</translation>
        </message>
        <message numerus="yes">
            <source>%n round(s) were paired under the {old} text. Pair the next rounds under the {new} text? The audit log keeps the change.</source>
            <translation>
                <numerusform>%n ronda se emparejó con el texto {old}. ¿Emparejar las rondas siguientes con el texto {new}? El registro conserva el cambio.</numerusform>
                <numerusform>%n rondas se emparejaron con el texto {old}. ¿Emparejar las rondas siguientes con el texto {new}? El registro conserva el cambio.</numerusform>
            </translation>
        </message>
        <message>
            <source>change tournament settings</source>
            <translation>cambiar la configuración del torneo</translation>
        </message>
        <message>
            <source>Baku acceleration</source>
            <translation>Aceleración de Bakú</translation>
        </message>
        <message>
            <source>remove the acceleration</source>
            <translation>quitar la aceleración</translation>
        </message>
    </context>
    <context>
        <name>FilteredTable</name>
        <message>
            <source>Filter…</source>
            <translation>Filtrar…</translation>
        </message>
    </context>
    <context>
        <name>ForbiddenPairsDialog</name>
        <message>
            <source>every round</source>
            <translation>todas las rondas</translation>
        </message>
        <message>
            <source>rounds {first}-{last}</source>
            <translation>rondas {first}-{last}</translation>
        </message>
        <message>
            <source>Prohibited pairings</source>
            <translation>Emparejamientos prohibidos</translation>
        </message>
        <message>
            <source>Rounds</source>
            <translation>Rondas</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Jugadores</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>Motivo</translation>
        </message>
        <message>
            <source>&amp;Remove the selected</source>
            <translation>&amp;Quitar los seleccionados</translation>
        </message>
        <message>
            <source>why (e.g. brothers)</source>
            <translation>motivo (p. ej. hermanos)</translation>
        </message>
        <message>
            <source>&amp;Prohibit pairings among the selected players</source>
            <translation>&amp;Prohibir los emparejamientos entre los jugadores seleccionados</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>Añadir</translation>
        </message>
        <message>
            <source>Rounds (– = every round):</source>
            <translation>Rondas (– = todas las rondas):</translation>
        </message>
        <message>
            <source>to</source>
            <translation>a</translation>
        </message>
        <message>
            <source>Storing…</source>
            <translation>Guardando…</translation>
        </message>
        <message>
            <source>The {kind} restriction is removed.</source>
            <translation>Se ha quitado la restricción por {kind}.</translation>
        </message>
        <message>
            <source>club</source>
            <translation>club</translation>
        </message>
        <message>
            <source>federation</source>
            <translation>federación</translation>
        </message>
        <message>
            <source>round {round}</source>
            <translation>ronda {round}</translation>
        </message>
        <message>
            <source>&amp;Apply</source>
            <translation>&amp;Aplicar</translation>
        </message>
        <message>
            <source>Re&amp;move</source>
            <translation>&amp;Eliminar</translation>
        </message>
        <message>
            <source>Players of the same club or federation do not meet</source>
            <translation>Los jugadores del mismo club o federación no se enfrentan</translation>
        </message>
        <message>
            <source>Same</source>
            <translation>Mismo</translation>
        </message>
        <message>
            <source>not paired in rounds 1 to</source>
            <translation>no emparejados en las rondas 1 a</translation>
        </message>
        <message>
            <source>Players of the same {kind} are not paired together in rounds 1-{last}.</source>
            <translation>Los jugadores del mismo {kind} no se emparejan entre sí en las rondas 1-{last}.</translation>
        </message>
    </context>
    <context>
        <name>Labels</name>
        <message>
            <source>Standard</source>
            <translation>Estándar</translation>
        </message>
        <message>
            <source>Rapid</source>
            <translation>Rápidas</translation>
        </message>
        <message>
            <source>Blitz</source>
            <translation>Blitz</translation>
        </message>
        <message>
            <source>standard</source>
            <comment>rating list, inside a sentence</comment>
            <translation>estándar</translation>
        </message>
        <message>
            <source>rapid</source>
            <comment>rating list, inside a sentence</comment>
            <translation>rápidas</translation>
        </message>
        <message>
            <source>blitz</source>
            <comment>rating list, inside a sentence</comment>
            <translation>blitz</translation>
        </message>
        <message>
            <source>decided by the tie-breaks</source>
            <translation>decididos por los desempates</translation>
        </message>
        <message>
            <source>shared equally by players on equal points</source>
            <translation>repartidos a partes iguales entre empatados a puntos</translation>
        </message>
        <message>
            <source>Hort system (half by tie-breaks, half shared)</source>
            <translation>sistema Hort (mitad por desempate, mitad repartida)</translation>
        </message>
        <message>
            <source>error</source>
            <translation>error</translation>
        </message>
        <message>
            <source>warning</source>
            <translation>aviso</translation>
        </message>
        <message>
            <source>absolute</source>
            <translation>absoluta</translation>
        </message>
        <message>
            <source>quality</source>
            <translation>calidad</translation>
        </message>
    </context>
    <context>
        <name>LibraryController</name>
        <message>
            <source>Player library</source>
            <translation>Base de jugadores</translation>
        </message>
        <message>
            <source>Add player</source>
            <translation>Añadir jugador</translation>
        </message>
        <message>
            <source>import {description}</source>
            <translation>importar {description}</translation>
        </message>
        <message>
            <source>Imported {players:,} players: {description}</source>
            <translation>{players:,} jugadores importados: {description}</translation>
        </message>
        <message>
            <source>Import a FIDE rating list</source>
            <translation>Importar una lista de rating FIDE</translation>
        </message>
        <message>
            <source>Import {name}</source>
            <translation>Importar {name}</translation>
        </message>
        <message>
            <source>Import {name}: nothing imported</source>
            <translation>Importar {name}: no se ha importado nada</translation>
        </message>
        <message>
            <source>Import a national list</source>
            <translation>Importar una lista nacional</translation>
        </message>
        <message>
            <source>Import a national rating list</source>
            <translation>Importar una lista de rating nacional</translation>
        </message>
        <message>
            <source>Update ratings</source>
            <translation>Actualizar ratings</translation>
        </message>
        <message>
            <source>prohibit a pairing</source>
            <translation>prohibir un emparejamiento</translation>
        </message>
        <message>
            <source>remove a prohibited pairing</source>
            <translation>quitar un emparejamiento prohibido</translation>
        </message>
        <message>
            <source>{kind} restriction</source>
            <translation>restricción por {kind}</translation>
        </message>
        <message>
            <source>remove the {kind} restriction</source>
            <translation>quitar la restricción por {kind}</translation>
        </message>
        <message>
            <source>Prohibited pairings</source>
            <translation>Emparejamientos prohibidos</translation>
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
            <translation>Título</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nombre</translation>
        </message>
        <message>
            <source>Fed</source>
            <translation>Fed</translation>
        </message>
        <message>
            <source>FIDE {value} rating</source>
            <translation>Rating FIDE {value}</translation>
        </message>
        <message>
            <source>Born</source>
            <translation>Nac.</translation>
        </message>
        <message>
            <source>Sex</source>
            <translation>Sexo</translation>
        </message>
        <message>
            <source>Club</source>
            <translation>Club</translation>
        </message>
        <message>
            <source>National</source>
            <translation>Nacional</translation>
        </message>
        <message>
            <source>National list, ID and rating</source>
            <translation>Lista nacional, ID y rating</translation>
        </message>
        <message>
            <source>Find in the player library: name (any order, no accents needed), FIDE ID, NOR…</source>
            <translation>Buscar en la base de jugadores: nombre (en cualquier orden, sin acentos), ID FIDE, NOR…</translation>
        </message>
        <message>
            <source>&amp;Use this player</source>
            <translation>&amp;Usar este jugador</translation>
        </message>
        <message>
            <source>The library cannot be searched: {reason}</source>
            <translation>No se puede buscar en la base de jugadores: {reason}</translation>
        </message>
        <message>
            <source>The first {count} players: type more of the name to see the others</source>
            <translation>Los primeros {count} jugadores: escriba más del nombre para ver los demás</translation>
        </message>
        <message numerus="yes">
            <source>%n player(s) found</source>
            <translation>
                <numerusform>%n jugador encontrado</numerusform>
                <numerusform>%n jugadores encontrados</numerusform>
            </translation>
        </message>
        <message>
            <source>No player found</source>
            <translation>Ningún jugador encontrado</translation>
        </message>
    </context>
    <context>
        <name>LineupDialog</name>
        <message>
            <source>Line-up</source>
            <translation>Alineación</translation>
        </message>
        <message>
            <source>&amp;Team:</source>
            <translation>&amp;Equipo:</translation>
        </message>
        <message>
            <source>&amp;Players:</source>
            <translation>&amp;Jugadores:</translation>
        </message>
        <message>
            <source>{chosen} of {boards} boards</source>
            <translation>{chosen} de {boards} tableros</translation>
        </message>
    </context>
    <context>
        <name>LiveRefresh</name>
        <message>
            <source>The venue server {name} does not answer: check the network. Nothing is stored until it answers again.</source>
            <translation>El servidor del torneo {name} no responde: compruebe la red. No se guarda nada hasta que vuelva a responder.</translation>
        </message>
        <message>
            <source>The venue server {name} answers again.</source>
            <translation>El servidor del torneo {name} responde de nuevo.</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Tea&amp;ms</source>
            <translation>E&amp;quipos</translation>
        </message>
        <message>
            <source>Pla&amp;yers</source>
            <translation>Ju&amp;gadores</translation>
        </message>
        <message>
            <source>Rounds &amp;&amp; res&amp;ults</source>
            <translation>Rondas y resul&amp;tados</translation>
        </message>
        <message>
            <source>S&amp;tandings</source>
            <translation>C&amp;lasificación</translation>
        </message>
        <message>
            <source>&amp;Crosstable</source>
            <translation>Tabla &amp;cruzada</translation>
        </message>
        <message>
            <source>Audit lo&amp;g</source>
            <translation>Regi&amp;stro</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Archivo</translation>
        </message>
        <message>
            <source>Open &amp;recent</source>
            <translation>Abrir &amp;reciente</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Editar</translation>
        </message>
        <message>
            <source>&amp;Players</source>
            <translation>&amp;Jugadores</translation>
        </message>
        <message>
            <source>&amp;Library</source>
            <translation>&amp;Base de jugadores</translation>
        </message>
        <message>
            <source>&amp;Rounds</source>
            <translation>&amp;Rondas</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Ver</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>A&amp;yuda</translation>
        </message>
        <message>
            <source>Main</source>
            <translation>Principal</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Idioma</translation>
        </message>
        <message>
            <source>System language ({name})</source>
            <translation>Idioma del sistema ({name})</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Idioma</translation>
        </message>
        <message>
            <source>Arbiter Desk speaks {language} when it starts again.</source>
            <translation>Arbiter Desk hablará {language} la próxima vez que se inicie.</translation>
        </message>
        <message>
            <source>Correct player</source>
            <translation>Corregir jugador</translation>
        </message>
        <message>
            <source>{name} (read-only) — Arbiter Desk</source>
            <translation>{name} (solo lectura) — Arbiter Desk</translation>
        </message>
        <message>
            <source>{name} — Arbiter Desk</source>
            <translation>{name} — Arbiter Desk</translation>
        </message>
        <message>
            <source>Round {paired} of {number_of_rounds} paired</source>
            <translation>Ronda {paired} de {number_of_rounds} emparejada</translation>
        </message>
        <message>
            <source>Pair round {round}</source>
            <translation>Emparejar la ronda {round}</translation>
        </message>
        <message>
            <source>All rounds paired</source>
            <translation>Todas las rondas emparejadas</translation>
        </message>
        <message>
            <source>&amp;Undo {text}</source>
            <translation>&amp;Deshacer {text}</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Deshacer</translation>
        </message>
        <message>
            <source>&amp;Redo {text}</source>
            <translation>&amp;Rehacer {text}</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Rehacer</translation>
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>Atajos de teclado</translation>
        </message>
        <message>
            <source>Every command is also in the menus.</source>
            <translation>Todas las órdenes están también en los menús.</translation>
        </message>
        <message>
            <source>About Arbiter Desk</source>
            <translation>Acerca de Arbiter Desk</translation>
        </message>
        <message>
            <source>{program_version}: run a FIDE Swiss tournament offline (Dutch system pairings, results, tie-breaks, printing).
Every change is written to the tournament file at once and recorded in its audit log.</source>
            <translation>{program_version}: dirigir un torneo suizo FIDE sin conexión (emparejamientos por el sistema holandés, resultados, desempates, impresión).
Cada cambio se escribe al instante en el archivo del torneo y queda anotado en su registro.</translation>
        </message>
        <message>
            <source>The window closes once what was typed is stored on the venue server…</source>
            <translation>La ventana se cerrará en cuanto lo introducido quede guardado en el servidor del torneo…</translation>
        </message>
        <message>
            <source>Waiting for the pairing to finish before closing…</source>
            <translation>Esperando a que termine el emparejamiento para cerrar…</translation>
        </message>
    </context>
    <context>
        <name>ManualWindow</name>
        <message>
            <source>Arbiter Desk manual</source>
            <translation>Manual de Arbiter Desk</translation>
        </message>
        <message>
            <source>The manual is not installed with this copy of Arbiter Desk ({path} is missing). Reinstall the program to get it back.</source>
            <translation>El manual no está instalado con esta copia de Arbiter Desk (falta {path}). Reinstale el programa para recuperarlo.</translation>
        </message>
    </context>
    <context>
        <name>NationalListDialog</name>
        <message>
            <source>Import national list: {file_name}</source>
            <translation>Importar lista nacional: {file_name}</translation>
        </message>
        <message>
            <source>e.g. GER 2026-04 (importing the same name again replaces that list)</source>
            <translation>p. ej. ESP 2026-04 (importar de nuevo el mismo nombre sustituye esa lista)</translation>
        </message>
        <message>
            <source>(none)</source>
            <translation>(ninguno)</translation>
        </message>
        <message>
            <source>recognise</source>
            <translation>reconocer</translation>
        </message>
        <message>
            <source>fixed-width columns: first character of each, from 1 (e.g. 1, 9, 41)</source>
            <translation>columnas de ancho fijo: primer carácter de cada una, desde 1 (p. ej. 1, 9, 41)</translation>
        </message>
        <message>
            <source>the first line names the columns</source>
            <translation>la primera línea nombra las columnas</translation>
        </message>
        <message>
            <source>name to save this mapping under</source>
            <translation>nombre con el que guardar esta correspondencia</translation>
        </message>
        <message>
            <source>&amp;Save mapping</source>
            <translation>&amp;Guardar la correspondencia</translation>
        </message>
        <message>
            <source>&amp;List name:</source>
            <translation>Nombre de la &amp;lista:</translation>
        </message>
        <message>
            <source>Saved &amp;mapping:</source>
            <translation>&amp;Correspondencia guardada:</translation>
        </message>
        <message>
            <source>&amp;Separator:</source>
            <translation>&amp;Separador:</translation>
        </message>
        <message>
            <source>&amp;Fixed widths:</source>
            <translation>Anchos &amp;fijos:</translation>
        </message>
        <message>
            <source>&amp;Import</source>
            <translation>&amp;Importar</translation>
        </message>
        <message>
            <source>Which field each column holds:</source>
            <translation>Qué campo contiene cada columna:</translation>
        </message>
        <message>
            <source>The first lines of the file:</source>
            <translation>Las primeras líneas del archivo:</translation>
        </message>
        <message>
            <source>The players read with this mapping:</source>
            <translation>Los jugadores leídos con esta correspondencia:</translation>
        </message>
        <message>
            <source>Mapping saved as {name!r}.</source>
            <translation>Correspondencia guardada como {name!r}.</translation>
        </message>
        <message>
            <source>Line</source>
            <translation>Línea</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nombre</translation>
        </message>
        <message>
            <source>National ID</source>
            <translation>ID nacional</translation>
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
            <translation>Sexo</translation>
        </message>
        <message>
            <source>Born</source>
            <translation>Nac.</translation>
        </message>
        <message>
            <source>Club</source>
            <translation>Club</translation>
        </message>
        <message>
            <source>City</source>
            <translation>Ciudad</translation>
        </message>
    </context>
    <context>
        <name>NewTournamentDialog</name>
        <message>
            <source>FIDE Dutch system, 2025 text (in force since 1 Feb 2026)</source>
            <translation>Sistema holandés FIDE, texto de 2025 (en vigor desde el 1 feb. 2026)</translation>
        </message>
        <message>
            <source>FIDE Dutch system, 2017 text (events begun 1 Jul 2017 - 31 Jan 2026)</source>
            <translation>Sistema holandés FIDE, texto de 2017 (torneos iniciados del 1 jul. 2017 al 31 ene. 2026)</translation>
        </message>
        <message>
            <source>FIDE Dutch system, Istanbul 2012 text (events begun 1 Jul 2013 - 30 Jun 2017)</source>
            <translation>Sistema holandés FIDE, texto de Estambul 2012 (torneos iniciados del 1 jul. 2013 al 30 jun. 2017)</translation>
        </message>
        <message>
            <source>Swiss: FIDE (Dutch) System, C.04.3</source>
            <translation>Suizo: sistema FIDE (holandés), C.04.3</translation>
        </message>
        <message>
            <source>Swiss: Burstein System, C.04.4.2</source>
            <translation>Suizo: sistema Burstein, C.04.4.2</translation>
        </message>
        <message>
            <source>Swiss: Dubov System, C.04.4.1</source>
            <translation>Suizo: sistema Dubov, C.04.4.1</translation>
        </message>
        <message>
            <source>Swiss: Lim System, C.04.4.3</source>
            <translation>Suizo: sistema Lim, C.04.4.3</translation>
        </message>
        <message>
            <source>Round robin (Berger tables, C.05 Annex 1)</source>
            <translation>Round robin (tablas de Berger, C.05 anexo 1)</translation>
        </message>
        <message>
            <source>Double round robin (Berger tables, C.05 Annex 1)</source>
            <translation>Doble round robin (tablas de Berger, C.05 anexo 1)</translation>
        </message>
        <message>
            <source>Teams: Swiss Team Pairing System, C.04.6</source>
            <translation>Equipos: sistema suizo por equipos, C.04.6</translation>
        </message>
        <message>
            <source>Teams: round robin (Berger tables)</source>
            <translation>Equipos: round robin (tablas de Berger)</translation>
        </message>
        <message>
            <source>Teams: double round robin (Berger tables)</source>
            <translation>Equipos: doble round robin (tablas de Berger)</translation>
        </message>
        <message>
            <source>The usual system of FIDE-rated Swiss events: each score group is split in rating order into a top half and a bottom half that meet. Choose it unless the regulations of the event name another system.</source>
            <translation>El sistema habitual de los torneos suizos valederos para FIDE: cada grupo de puntuación se divide por orden de Elo en una mitad superior y una inferior que se enfrentan. Elíjalo salvo que las bases del torneo indiquen otro sistema.</translation>
        </message>
        <message>
            <source>After the seeding rounds, the players of a score group are ordered by an index made of tie-breaks (Buchholz, Sonneborn-Berger...), not by rating, and the highest index meets the lowest. For events whose regulations want the pairing to follow what the players did in this event rather than their ratings.</source>
            <translation>Tras las rondas de siembra, los jugadores de un grupo de puntuación se ordenan por un índice formado por desempates (Buchholz, Sonneborn-Berger...), no por Elo, y el índice más alto se enfrenta al más bajo. Para torneos cuyas bases quieren que el emparejamiento siga lo que los jugadores hicieron en este torneo y no su Elo.</translation>
        </message>
        <message>
            <source>Tries to give the players of a score group opponents of the same average rating: who has met weaker opponents so far meets the higher-rated players of the group. For events whose regulations want fair opposition within a score group, as in norm events. It has no acceleration.</source>
            <translation>Intenta dar a los jugadores de un grupo de puntuación rivales del mismo Elo medio: quien ha jugado hasta ahora contra rivales más débiles se enfrenta a los jugadores de mayor Elo del grupo. Para torneos cuyas bases quieren una oposición justa dentro de cada grupo de puntuación, como los torneos de normas. No tiene aceleración.</translation>
        </message>
        <message>
            <source>Pairs the score groups from the top down and from the bottom up towards the middle one, exchanging players within a group to grant colours. Chosen only where the regulations of the event name it.</source>
            <translation>Empareja los grupos de puntuación de arriba abajo y de abajo arriba hasta el del medio, intercambiando jugadores dentro de un grupo para conceder los colores. Solo se elige si las bases del torneo lo indican.</translation>
        </message>
        <message>
            <source>Everyone plays everyone once, in the order of the Berger tables: for small fields with as many rounds as players minus one.</source>
            <translation>Todos juegan contra todos una vez, en el orden de las tablas de Berger: para grupos pequeños, con tantas rondas como jugadores menos uno.</translation>
        </message>
        <message>
            <source>Everyone plays everyone twice, with the colours reversed in the second cycle: for very small fields.</source>
            <translation>Todos juegan contra todos dos veces, con los colores invertidos en el segundo ciclo: para grupos muy pequeños.</translation>
        </message>
        <message>
            <source>A team event (leagues, club and school championships, the Olympiad): teams of players in board order meet in matches of as many games as boards, paired on match points by the FIDE Swiss Team System (C.04.6, applied from 1 February 2026). Each captain gives a line-up before the round.</source>
            <translation>Un torneo por equipos (ligas, campeonatos de clubes y escolares, la Olimpiada): equipos de jugadores en orden de tableros se enfrentan en encuentros de tantas partidas como tableros, emparejados por puntos de encuentro con el sistema suizo por equipos de la FIDE (C.04.6, aplicado desde el 1 de febrero de 2026). Cada capitán da una alineación antes de la ronda.</translation>
        </message>
        <message>
            <source>A team event in which every team meets every other once, in the order of the Berger tables.</source>
            <translation>Un torneo por equipos en el que cada equipo se enfrenta una vez a cada uno de los demás, en el orden de las tablas de Berger.</translation>
        </message>
        <message>
            <source>A team event in which every team meets every other twice, colours reversed in the second cycle.</source>
            <translation>Un torneo por equipos en el que cada equipo se enfrenta dos veces a cada uno de los demás, con los colores invertidos en el segundo ciclo.</translation>
        </message>
        <message>
            <source>New tournament</source>
            <translation>Torneo nuevo</translation>
        </message>
        <message>
            <source>e.g. Spring Open 2026</source>
            <translation>p. ej. Abierto de Primavera 2026</translation>
        </message>
        <message>
            <source>FIDE federation, e.g. FRA</source>
            <translation>Federación FIDE, p. ej. ESP</translation>
        </message>
        <message>
            <source>comma-separated</source>
            <translation>separados por comas</translation>
        </message>
        <message>
            <source>e.g. 90'+30"</source>
            <translation>p. ej. 90'+30"</translation>
        </message>
        <message>
            <source>Which FIDE rating the players are registered with (and the event is rated for)</source>
            <translation>Con qué rating FIDE están inscritos los jugadores (y para cuál es válido el torneo)</translation>
        </message>
        <message>
            <source>The language of the program that prints</source>
            <translation>El idioma del programa que imprime</translation>
        </message>
        <message>
            <source>The language of the printed documents, the web folder and the projector, on any computer that opens the file. Print can still choose another one for a document.</source>
            <translation>El idioma de los documentos impresos, de la carpeta web y del proyector, en cualquier ordenador que abra el archivo. Imprimir puede elegir otro para un documento.</translation>
        </message>
        <message>
            <source>Re&amp;verse the last two rounds of cycle 1</source>
            <translation>In&amp;vertir las dos últimas rondas del ciclo 1</translation>
        </message>
        <message>
            <source>C.05 Annex 1 asks for it in a double round robin (on unless you turn it off): nobody then has the same colour three games running at the turn of the cycles (TRF 192 FIDE_DOUBLEROUNDROBIN).</source>
            <translation>El anexo 1 de C.05 lo pide para un doble round robin (activado salvo que lo desactive): así nadie tiene el mismo color tres partidas seguidas en el paso de un ciclo al otro (TRF 192 FIDE_DOUBLEROUNDROBIN).</translation>
        </message>
        <message>
            <source>The games of each match: one per board, a player of each team on each</source>
            <translation>Las partidas de cada encuentro: una por tablero, un jugador de cada equipo en cada uno</translation>
        </message>
        <message>
            <source>White</source>
            <translation>Blancas</translation>
        </message>
        <message>
            <source>Black</source>
            <translation>Negras</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>&amp;Nombre:</translation>
        </message>
        <message>
            <source>&amp;Place:</source>
            <translation>&amp;Lugar:</translation>
        </message>
        <message>
            <source>&amp;Federation:</source>
            <translation>&amp;Federación:</translation>
        </message>
        <message>
            <source>&amp;Start date:</source>
            <translation>Fecha de &amp;inicio:</translation>
        </message>
        <message>
            <source>&amp;End date:</source>
            <translation>Fecha de &amp;fin:</translation>
        </message>
        <message>
            <source>&amp;Chief arbiter:</source>
            <translation>Árbitro &amp;principal:</translation>
        </message>
        <message>
            <source>&amp;Deputy arbiters:</source>
            <translation>Árbitros a&amp;djuntos:</translation>
        </message>
        <message>
            <source>&amp;Time control:</source>
            <translation>&amp;Ritmo de juego:</translation>
        </message>
        <message>
            <source>Rati&amp;ng:</source>
            <translation>Rati&amp;ng:</translation>
        </message>
        <message>
            <source>&amp;Language of documents:</source>
            <translation>Idi&amp;oma de los documentos:</translation>
        </message>
        <message>
            <source>Pairing s&amp;ystem:</source>
            <translation>Sistema de empare&amp;jamiento:</translation>
        </message>
        <message>
            <source>&amp;Boards per match:</source>
            <translation>&amp;Tableros por encuentro:</translation>
        </message>
        <message>
            <source>E&amp;xpected players:</source>
            <translation>Jugadores es&amp;perados:</translation>
        </message>
        <message>
            <source>&amp;Rounds:</source>
            <translation>&amp;Rondas:</translation>
        </message>
        <message>
            <source>Pairing r&amp;ules:</source>
            <translation>Reglas de empa&amp;rejamiento:</translation>
        </message>
        <message>
            <source>P&amp;oint system:</source>
            <translation>Sistema de &amp;puntuación:</translation>
        </message>
        <message>
            <source>T&amp;ie-breaks:</source>
            <translation>&amp;Desempates:</translation>
        </message>
        <message>
            <source>Top seed's &amp;colour in round 1:</source>
            <translation>&amp;Color del primer cabeza de serie en la ronda 1:</translation>
        </message>
        <message>
            <source>Ba&amp;ku acceleration (C.04.7): virtual points in the first rounds</source>
            <translation>Aceleración de Ba&amp;kú (C.04.7): puntos virtuales en las primeras rondas</translation>
        </message>
        <message>
            <source>Choose it in Tournament settings once the players are registered and before round 1: the groups are made from the registered players (C.04.7 art. 1.2).</source>
            <translation>Elíjala en Configuración del torneo cuando los jugadores estén inscritos y antes de la ronda 1: los grupos se forman con los jugadores inscritos (C.04.7 art. 1.2).</translation>
        </message>
        <message>
            <source>Acceleration:</source>
            <translation>Aceleración:</translation>
        </message>
        <message>
            <source>Create</source>
            <translation>Crear</translation>
        </message>
        <message>
            <source>A round robin has n - 1 rounds per cycle (n players, rounded up to even).</source>
            <translation>Un round robin tiene n - 1 rondas por ciclo (n jugadores, redondeado al número par superior).</translation>
        </message>
        <message numerus="yes">
            <source>Suggested for {players} players: %n round(s)</source>
            <translation>
                <numerusform>Propuesta para {players} jugadores: %n ronda</numerusform>
                <numerusform>Propuesta para {players} jugadores: %n rondas</numerusform>
            </translation>
        </message>
        <message>
            <source>The tournament needs a name.</source>
            <translation>El torneo necesita un nombre.</translation>
        </message>
        <message>
            <source>The end date ({end}) is before the start date ({start}).</source>
            <translation>La fecha de fin ({end}) es anterior a la de inicio ({start}).</translation>
        </message>
        <message>
            <source>Tournament settings</source>
            <translation>Configuración del torneo</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Guardar</translation>
        </message>
        <message numerus="yes">
            <source>%n round(s) paired so far</source>
            <translation>
                <numerusform>%n ronda emparejada hasta ahora</numerusform>
                <numerusform>%n rondas emparejadas hasta ahora</numerusform>
            </translation>
        </message>
        <message>
            <source>The acceleration is decided before round 1 (C.04.7 art. 1.2).</source>
            <translation>La aceleración se decide antes de la ronda 1 (C.04.7 art. 1.2).</translation>
        </message>
        <message>
            <source>Accelerations are set that are not the Baku points of the players registered now (imported, or players registered since): tick to compute them again (C.04.7).</source>
            <translation>Hay aceleraciones que no son los puntos de Bakú de los jugadores inscritos ahora (importadas, o jugadores inscritos después): marque para volver a calcularlas (C.04.7).</translation>
        </message>
        <message>
            <source>Virtual points computed from the players registered now (C.04.7).</source>
            <translation>Puntos virtuales calculados con los jugadores inscritos ahora (C.04.7).</translation>
        </message>
        <message numerus="yes">
            <source>%n round(s) already paired under this text: a change applies to the next rounds and must be confirmed.</source>
            <translation>
                <numerusform>%n ronda ya emparejada con este texto: un cambio se aplica a las rondas siguientes y debe confirmarse.</numerusform>
                <numerusform>%n rondas ya emparejadas con este texto: un cambio se aplica a las rondas siguientes y debe confirmarse.</numerusform>
            </translation>
        </message>
        <message>
            <source>Double-Swiss (C.04.5, every pairing a match of two games)</source>
            <translation>Doble Suizo (C.04.5, cada emparejamiento es un match de dos partidas)</translation>
        </message>
        <message>
            <source>The Double-Swiss System (FIDE C.04.5, applied from 1 February 2026) is for events whose regulations make every pairing a match of two games played in succession with alternating colours, each game scored on its own (2-0, 1½-½, 1-1 ...), usually rapid or blitz events that play more games than a Swiss of single games could pair. Rounds here are matches: each match is stored as two rounds, one per game, and both results of a board are typed together.</source>
            <translation>El sistema Doble Suizo (FIDE C.04.5, aplicado desde el 1 de febrero de 2026) es para torneos cuyas bases hacen de cada emparejamiento un match de dos partidas seguidas con colores alternos, cada partida puntuada por sí misma (2-0, 1½-½, 1-1 ...), por lo general torneos de rápidas o blitz que juegan más partidas de las que un suizo de partidas sueltas podría emparejar. Aquí las rondas son matches: cada match se guarda como dos rondas, una por partida, y los dos resultados de un tablero se teclean juntos.</translation>
        </message>
    </context>
    <context>
        <name>OperationCommand</name>
        <message>
            <source>Redo {text}</source>
            <translation>Rehacer {text}</translation>
        </message>
        <message>
            <source>Undo {text}</source>
            <translation>Deshacer {text}</translation>
        </message>
    </context>
    <context>
        <name>Operations</name>
        <message>
            <source>A round is being paired; wait until it is done.</source>
            <translation>Se está emparejando una ronda; espere a que termine.</translation>
        </message>
        <message>
            <source>What was typed is still being stored on the venue server; wait until it is stored.</source>
            <translation>Lo introducido aún se está guardando en el servidor del torneo; espere a que quede guardado.</translation>
        </message>
        <message>
            <source>Storing on the venue server: {write}…</source>
            <translation>Guardando en el servidor del torneo: {write}…</translation>
        </message>
        <message>
            <source>Read the tournament file</source>
            <translation>Leer el archivo del torneo</translation>
        </message>
        <message numerus="yes">
            <source>%n writes not stored</source>
            <translation>
                <numerusform>%n cambio no guardado</numerusform>
                <numerusform>%n cambios no guardados</numerusform>
            </translation>
        </message>
        <message>
            <source>{writes}: {reason}</source>
            <translation>{writes}: {reason}</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Deshacer</translation>
        </message>
        <message>
            <source>Redo</source>
            <translation>Rehacer</translation>
        </message>
        <message>
            <source>Undoing {command}…</source>
            <translation>Deshaciendo {command}…</translation>
        </message>
        <message>
            <source>Redoing {command}…</source>
            <translation>Rehaciendo {command}…</translation>
        </message>
    </context>
    <context>
        <name>PlayerDialog</name>
        <message>
            <source>Edit player</source>
            <translation>Editar jugador</translation>
        </message>
        <message>
            <source>Add player</source>
            <translation>Añadir jugador</translation>
        </message>
        <message>
            <source>Surname, First name</source>
            <translation>Apellido, Nombre</translation>
        </message>
        <message>
            <source>unrated</source>
            <translation>sin rating</translation>
        </message>
        <message>
            <source>Male</source>
            <translation>Hombre</translation>
        </message>
        <message>
            <source>Female</source>
            <translation>Mujer</translation>
        </message>
        <message>
            <source>YYYY/MM/DD or YYYY</source>
            <translation>AAAA/MM/DD o AAAA</translation>
        </message>
        <message>
            <source>none</source>
            <translation>ninguno</translation>
        </message>
        <message>
            <source>inactive in the FIDE list</source>
            <translation>inactivo en la lista FIDE</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>&amp;Nombre:</translation>
        </message>
        <message>
            <source>&amp;Rating ({value}):</source>
            <translation>&amp;Rating ({value}):</translation>
        </message>
        <message>
            <source>&amp;Title:</source>
            <translation>&amp;Título:</translation>
        </message>
        <message>
            <source>&amp;Federation:</source>
            <translation>&amp;Federación:</translation>
        </message>
        <message>
            <source>FIDE &amp;ID:</source>
            <translation>&amp;ID FIDE:</translation>
        </message>
        <message>
            <source>&amp;Sex:</source>
            <translation>&amp;Sexo:</translation>
        </message>
        <message>
            <source>&amp;Birth date:</source>
            <translation>Fecha de &amp;nacimiento:</translation>
        </message>
        <message>
            <source>Fi&amp;xed board:</source>
            <translation>Tablero &amp;fijo:</translation>
        </message>
        <message>
            <source>National I&amp;D:</source>
            <translation>I&amp;D nacional:</translation>
        </message>
        <message>
            <source>National ra&amp;ting:</source>
            <translation>Rating na&amp;cional:</translation>
        </message>
        <message>
            <source>C&amp;lub:</source>
            <translation>C&amp;lub:</translation>
        </message>
        <message>
            <source>Cit&amp;y:</source>
            <translation>Ciu&amp;dad:</translation>
        </message>
        <message>
            <source>National list and club</source>
            <translation>Lista nacional y club</translation>
        </message>
        <message>
            <source>other titles {titles}</source>
            <translation>otros títulos {titles}</translation>
        </message>
        <message>
            <source>K factor {k}</source>
            <translation>factor K {k}</translation>
        </message>
        <message>
            <source>From the FIDE list: {details}</source>
            <translation>De la lista FIDE: {details}</translation>
        </message>
        <message>
            <source>{count} of {limit} characters (TRF)</source>
            <translation>{count} de {limit} caracteres (TRF)</translation>
        </message>
        <message>
            <source>{count} characters: TRF allows {limit}. Registered as {kept!r}; {cut!r} is cut.</source>
            <translation>{count} caracteres: el TRF admite {limit}. Inscrito como {kept!r}; se corta {cut!r}.</translation>
        </message>
        <message>
            <source>the checks could not run: {exc}</source>
            <translation>no se pudieron hacer las comprobaciones: {exc}</translation>
        </message>
        <message>
            <source>The board this player plays on in every round paired from now on (C.04.2 art. 3.6); the pairing is unchanged. Two fixed players paired together: the lower board; two on one board: the game earlier in the pairing keeps it.</source>
            <translation>El tablero en que este jugador juega en cada ronda emparejada desde ahora (C.04.2 art. 3.6); el emparejamiento no cambia. Dos jugadores fijos emparejados entre sí: el tablero más bajo; dos en un mismo tablero: lo conserva la partida anterior en el emparejamiento.</translation>
        </message>
    </context>
    <context>
        <name>PlayerImportDialog</name>
        <message>
            <source>Import players from {file}</source>
            <translation>Importar jugadores desde {file}</translation>
        </message>
        <message>
            <source>No.</source>
            <translation>N.º</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nombre</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Elo</translation>
        </message>
        <message>
            <source>Line / problem</source>
            <translation>Línea / problema</translation>
        </message>
        <message numerus="yes">
            <source>&amp;Leave out the %n row(s) with problems</source>
            <translation>
                <numerusform>&amp;Dejar fuera la %n fila con problemas</numerusform>
                <numerusform>&amp;Dejar fuera las %n filas con problemas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&amp;Import %n player(s)</source>
            <translation>
                <numerusform>&amp;Importar %n jugador</numerusform>
                <numerusform>&amp;Importar %n jugadores</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n row(s) read</source>
            <translation>
                <numerusform>%n fila leída</numerusform>
                <numerusform>%n filas leídas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{rows_read}: %n player(s) can be added.</source>
            <translation>
                <numerusform>{rows_read}: se puede añadir %n jugador.</numerusform>
                <numerusform>{rows_read}: se pueden añadir %n jugadores.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n registered player(s) move down a number to make room.</source>
            <translation>
                <numerusform>%n jugador inscrito baja un número para hacer sitio.</numerusform>
                <numerusform>%n jugadores inscritos bajan un número para hacer sitio.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n row(s) cannot be imported (listed below). Nothing is added while they are there, unless you leave them out.</source>
            <translation>
                <numerusform>%n fila no se puede importar (abajo). No se añade nada mientras esté, salvo que la deje fuera.</numerusform>
                <numerusform>%n filas no se pueden importar (abajo). No se añade nada mientras estén, salvo que las deje fuera.</numerusform>
            </translation>
        </message>
        <message>
            <source>The import is one operation: Edit ▸ Undo removes exactly these players.</source>
            <translation>La importación es una sola operación: Editar ▸ Deshacer quita exactamente estos jugadores.</translation>
        </message>
    </context>
    <context>
        <name>PlayersController</name>
        <message numerus="yes">
            <source>%n player(s) ({active} active)</source>
            <translation>
                <numerusform>%n jugador ({active} activos)</numerusform>
                <numerusform>%n jugadores ({active} activos)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n player(s)</source>
            <translation>
                <numerusform>%n jugador</numerusform>
                <numerusform>%n jugadores</numerusform>
            </translation>
        </message>
        <message>
            <source>No players yet: Add player (Ctrl+Shift+A) or Import players from CSV; Continue a tournament from a TRF file is in the File menu.</source>
            <translation>Aún no hay jugadores: Añadir jugador (Ctrl+Mayús+A) o Importar jugadores desde CSV; «Continuar un torneo desde un archivo TRF» está en el menú Archivo.</translation>
        </message>
        <message>
            <source>Double-click a cell (or F2) to correct it in place; Ctrl+Z undoes. When everyone is here: Pair round 1 (Ctrl+Shift+P).</source>
            <translation>Doble clic en una celda (o F2) para corregirla ahí mismo; Ctrl+Z deshace. Cuando estén todos: Emparejar la ronda 1 (Ctrl+Mayús+P).</translation>
        </message>
        <message>
            <source>Double-click a cell (or F2) to correct it in place; Ctrl+Z undoes.</source>
            <translation>Doble clic en una celda (o F2) para corregirla ahí mismo; Ctrl+Z deshace.</translation>
        </message>
        <message>
            <source>Select a player in the Players view first.</source>
            <translation>Seleccione antes un jugador en la vista Jugadores.</translation>
        </message>
        <message>
            <source>Add player</source>
            <translation>Añadir jugador</translation>
        </message>
        <message>
            <source>add {name}</source>
            <translation>añadir a {name}</translation>
        </message>
        <message>
            <source>{name} takes number {number}; these players move down (C.04.2 art. 2.5):</source>
            <translation>{name} toma el número {number}; estos jugadores bajan un puesto (C.04.2 art. 2.5):</translation>
        </message>
        <message>
            <source>Player added</source>
            <translation>Jugador añadido</translation>
        </message>
        <message>
            <source>Added {name} as number {number}</source>
            <translation>{name} añadido con el número {number}</translation>
        </message>
        <message>
            <source>correct {name}</source>
            <translation>corregir a {name}</translation>
        </message>
        <message>
            <source>Edit player</source>
            <translation>Editar jugador</translation>
        </message>
        <message>
            <source>fixed board of {name}</source>
            <translation>tablero fijo de {name}</translation>
        </message>
        <message>
            <source>Import players</source>
            <translation>Importar jugadores</translation>
        </message>
        <message>
            <source>Import players from CSV</source>
            <translation>Importar jugadores desde CSV</translation>
        </message>
        <message>
            <source>Import {name}</source>
            <translation>Importar {name}</translation>
        </message>
        <message numerus="yes">
            <source>import %n player(s) from {name}</source>
            <translation>
                <numerusform>importar %n jugador desde {name}</numerusform>
                <numerusform>importar %n jugadores desde {name}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Imported %n player(s) from {name}</source>
            <translation>
                <numerusform>%n jugador importado desde {name}</numerusform>
                <numerusform>%n jugadores importados desde {name}</numerusform>
            </translation>
        </message>
        <message>
            <source>Withdraw player</source>
            <translation>Retirar jugador</translation>
        </message>
        <message>
            <source>Late entry: the player is paired from round {next} on. Rounds 1-{paired} count as not played (zero points) unless you give a requested bye for them (Players ▸ Requested bye).</source>
            <translation>Inscripción tardía: el jugador se empareja a partir de la ronda {next}. Las rondas 1-{paired} cuentan como no jugadas (cero puntos) salvo que le conceda un bye solicitado para ellas (Jugadores ▸ Bye solicitado).</translation>
        </message>
        <message>
            <source>Withdraw {name} (no. {number}) from round {round} on?
Results already played stay; the player is no longer paired.</source>
            <translation>¿Retirar a {name} (n.º {number}) a partir de la ronda {round}?
Los resultados ya jugados se mantienen; el jugador deja de emparejarse.</translation>
        </message>
        <message>
            <source>withdraw {name}</source>
            <translation>retirar a {name}</translation>
        </message>
        <message>
            <source>Withdraw {name} from the round robin? Their games without a result become forfeits (C.05); with less than half of their games played, no game against them counts in the standings (FIDE Tournament Rules V.4.1).</source>
            <translation>¿Retirar a {name} del round robin? Sus partidas sin resultado pasan a ser incomparecencias (C.05); si ha jugado menos de la mitad de sus partidas, ninguna partida contra él cuenta en la clasificación (Reglamento de torneos FIDE V.4.1).</translation>
        </message>
        <message>
            <source>Player withdrawn</source>
            <translation>Jugador retirado</translation>
        </message>
        <message>
            <source>Draw lots</source>
            <translation>Sorteo</translation>
        </message>
        <message>
            <source>Draw the pairing numbers by lot? Every player gets a new number, which decides the games of each round (the Berger table, C.05 Annex 1). The draw is recorded in the audit log.</source>
            <translation>¿Sortear los números de emparejamiento? Cada jugador recibe un número nuevo, que decide las partidas de cada ronda (la tabla de Berger, C.05 anexo 1). El sorteo queda anotado en el registro.</translation>
        </message>
        <message>
            <source>draw lots</source>
            <translation>sortear</translation>
        </message>
        <message>
            <source>Pairing numbers drawn</source>
            <translation>Números de emparejamiento sorteados</translation>
        </message>
        <message>
            <source>Reinstate player</source>
            <translation>Reincorporar jugador</translation>
        </message>
        <message>
            <source>reinstate {name}</source>
            <translation>reincorporar a {name}</translation>
        </message>
        <message>
            <source>Requested bye</source>
            <translation>Bye solicitado</translation>
        </message>
        <message>
            <source>{name} (no. {number})</source>
            <translation>{name} (n.º {number})</translation>
        </message>
        <message>
            <source>bye for {name} in round {rnd}</source>
            <translation>bye para {name} en la ronda {rnd}</translation>
        </message>
        <message>
            <source>Cancel requested bye</source>
            <translation>Anular el bye solicitado</translation>
        </message>
        <message>
            <source>{name} has no requested bye in a coming round.</source>
            <translation>{name} no tiene un bye solicitado en una ronda próxima.</translation>
        </message>
        <message>
            <source>cancel bye of {name} in round {round}</source>
            <translation>anular el bye de {name} en la ronda {round}</translation>
        </message>
        <message>
            <source>correct {name} in every section</source>
            <translation>corregir a {name} en cada sección</translation>
        </message>
        <message>
            <source>He is also entered in {sections}. Make the same corrections there too?</source>
            <translation>También está inscrito en {sections}. ¿Hacer allí las mismas correcciones?</translation>
        </message>
    </context>
    <context>
        <name>PlayersModel</name>
        <message>
            <source>a rating is a whole number, not {text!r}</source>
            <translation>un rating es un número entero, no {text!r}</translation>
        </message>
        <message>
            <source>No.</source>
            <translation>N.º</translation>
        </message>
        <message>
            <source>Pairing number (starting rank)</source>
            <translation>Número de emparejamiento (orden inicial)</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nombre</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>Título</translation>
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
            <translation>Club</translation>
        </message>
        <message>
            <source>Nat.</source>
            <translation>Nac.</translation>
        </message>
        <message>
            <source>National rating</source>
            <translation>Rating nacional</translation>
        </message>
        <message>
            <source>Sex</source>
            <translation>Sexo</translation>
        </message>
        <message>
            <source>Born</source>
            <translation>Nac.</translation>
        </message>
        <message>
            <source>Pts</source>
            <translation>Ptos</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Estado</translation>
        </message>
    </context>
    <context>
        <name>PlayersView</name>
        <message>
            <source>Filter players by name, rating, federation…</source>
            <translation>Filtrar jugadores por nombre, rating, federación…</translation>
        </message>
        <message>
            <source>Double-click a cell (or F2) to correct it in place; Ctrl+Z undoes.</source>
            <translation>Doble clic en una celda (o F2) para corregirla ahí mismo; Ctrl+Z deshace.</translation>
        </message>
    </context>
    <context>
        <name>Presets</name>
        <message>
            <source>Buchholz Cut-1, Buchholz, Sonneborn-Berger, Direct encounter</source>
            <translation>Buchholz Cut-1, Buchholz, Sonneborn-Berger, encuentro directo</translation>
        </message>
        <message>
            <source>Buchholz Cut-1, Buchholz, Progressive score, Wins</source>
            <translation>Buchholz Cut-1, Buchholz, progresivo, victorias</translation>
        </message>
        <message>
            <source>Buchholz, Sonneborn-Berger, Direct encounter, Wins</source>
            <translation>Buchholz, Sonneborn-Berger, encuentro directo, victorias</translation>
        </message>
        <message>
            <source>Average rating of opponents Cut-1, Buchholz Cut-1, Buchholz</source>
            <translation>Media de Elo de los rivales Cut-1, Buchholz Cut-1, Buchholz</translation>
        </message>
        <message>
            <source>Direct encounter, Wins, Sonneborn-Berger, Koya (round robin)</source>
            <translation>Encuentro directo, victorias, Sonneborn-Berger, Koya (round robin)</translation>
        </message>
        <message>
            <source>Sonneborn-Berger, Direct encounter, Wins, Koya (round robin)</source>
            <translation>Sonneborn-Berger, encuentro directo, victorias, Koya (round robin)</translation>
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
            <translation>Encuentro directo</translation>
        </message>
        <message>
            <source>Number of wins</source>
            <translation>Número de victorias</translation>
        </message>
        <message>
            <source>Games won</source>
            <translation>Partidas ganadas</translation>
        </message>
        <message>
            <source>Progressive score</source>
            <translation>Progresivo</translation>
        </message>
        <message>
            <source>Progressive score Cut-1</source>
            <translation>Progresivo Cut-1</translation>
        </message>
        <message>
            <source>Average rating of opponents</source>
            <translation>Media de Elo de los rivales</translation>
        </message>
        <message>
            <source>Average rating of opponents Cut-1</source>
            <translation>Media de Elo de los rivales Cut-1</translation>
        </message>
        <message>
            <source>Tournament performance rating</source>
            <translation>Performance del torneo</translation>
        </message>
        <message>
            <source>Games with black</source>
            <translation>Partidas con negras</translation>
        </message>
        <message>
            <source>Games won with black</source>
            <translation>Partidas ganadas con negras</translation>
        </message>
        <message>
            <source>Fore Buchholz</source>
            <translation>Buchholz anticipado (Fore Buchholz)</translation>
        </message>
        <message>
            <source>Average of opponents' Buchholz</source>
            <translation>Media de los Buchholz de los rivales</translation>
        </message>
        <message>
            <source>Rounds elected to play</source>
            <translation>Rondas elegidas para jugar</translation>
        </message>
        <message>
            <source>Standard points</source>
            <translation>Puntos estándar</translation>
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
            <translation>Puntos</translation>
        </message>
        <message>
            <source>Win 1, draw ½, loss 0 (standard)</source>
            <translation>Victoria 1, tablas ½, derrota 0 (estándar)</translation>
        </message>
        <message>
            <source>Win 3, draw 1, loss 0</source>
            <translation>Victoria 3, tablas 1, derrota 0</translation>
        </message>
        <message>
            <source>Win 1, draw ½, loss 0, pairing bye ½</source>
            <translation>Victoria 1, tablas ½, derrota 0, bye del emparejamiento ½</translation>
        </message>
    </context>
    <context>
        <name>PreviewDialog</name>
        <message>
            <source>Print preview: {document}</source>
            <translation>Vista previa de impresión: {document}</translation>
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation>A&amp;mpliar</translation>
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation>&amp;Reducir</translation>
        </message>
        <message>
            <source>Fit &amp;width</source>
            <translation>A&amp;justar al ancho</translation>
        </message>
        <message>
            <source>&amp;Whole page</source>
            <translation>Página &amp;entera</translation>
        </message>
        <message>
            <source>&amp;All pages</source>
            <translation>&amp;Todas las páginas</translation>
        </message>
        <message>
            <source>&amp;Print…</source>
            <translation>&amp;Imprimir…</translation>
        </message>
        <message>
            <source>Save as P&amp;DF…</source>
            <translation>Guardar como P&amp;DF…</translation>
        </message>
        <message>
            <source>Open in PDF &amp;viewer</source>
            <translation>Abrir en el &amp;visor de PDF</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>&amp;Cerrar</translation>
        </message>
        <message numerus="yes">
            <source>%n page(s)</source>
            <translation>
                <numerusform>%n página</numerusform>
                <numerusform>%n páginas</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PrintController</name>
        <message>
            <source>Save as PDF</source>
            <translation>Guardar como PDF</translation>
        </message>
        <message>
            <source>{document}, round {round}</source>
            <translation>{document}, ronda {round}</translation>
        </message>
        <message>
            <source>Printing {what}…</source>
            <translation>Imprimiendo {what}…</translation>
        </message>
        <message>
            <source>The printer {printer} does not accept jobs now: nothing was printed. Choose another printer, or accept jobs again in the system's printer settings.</source>
            <translation>La impresora {printer} no acepta trabajos en este momento: no se ha impreso nada. Elija otra impresora o vuelva a aceptar trabajos en la configuración de impresoras del sistema.</translation>
        </message>
        <message>
            <source>The printer says: {reason}</source>
            <translation>Mensaje de la impresora: {reason}</translation>
        </message>
        <message>
            <source>{document}: printing cancelled</source>
            <translation>{document}: impresión cancelada</translation>
        </message>
        <message numerus="yes">
            <source>{document}: %n page(s) sent to the printer</source>
            <translation>
                <numerusform>{document}: %n página enviada a la impresora</numerusform>
                <numerusform>{document}: %n páginas enviadas a la impresora</numerusform>
            </translation>
        </message>
        <message>
            <source>(the printer has no paper of this size: scaled to {paper})</source>
            <translation>(la impresora no tiene papel de este tamaño: ajustado a {paper})</translation>
        </message>
        <message>
            <source>(the printer is stopped: the pages wait in its queue until it is started)</source>
            <translation>(la impresora está detenida: las páginas esperan en su cola hasta que se reactive)</translation>
        </message>
        <message>
            <source>Saved {written}</source>
            <translation>{written} guardado</translation>
        </message>
        <message>
            <source>Print</source>
            <translation>Imprimir</translation>
        </message>
        <message>
            <source>Print {what}</source>
            <translation>Imprimir {what}</translation>
        </message>
        <message>
            <source>{document}, every section</source>
            <translation>{document}, todas las secciones</translation>
        </message>
    </context>
    <context>
        <name>Printing</name>
        <message>
            <source>The printer {printer} could not be started.</source>
            <translation>No se pudo iniciar la impresora {printer}.</translation>
        </message>
        <message>
            <source>The printer refused a new page.</source>
            <translation>La impresora rechazó una página nueva.</translation>
        </message>
    </context>
    <context>
        <name>ProgressPanel</name>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <source>Stop this work; nothing in the tournament file changes</source>
            <translation>Detener este trabajo; nada cambia en el archivo del torneo</translation>
        </message>
    </context>
    <context>
        <name>Projector</name>
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
            <source>Bd</source>
            <translation>Tab.</translation>
        </message>
        <message>
            <source>White</source>
            <translation>Blancas</translation>
        </message>
        <message>
            <source>Pts</source>
            <translation>Ptos</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Resultado</translation>
        </message>
        <message>
            <source>Black</source>
            <translation>Negras</translation>
        </message>
        <message>
            <source>Pairings</source>
            <translation>Emparejamientos</translation>
        </message>
        <message>
            <source>No round has been paired yet.</source>
            <translation>Aún no hay ninguna ronda emparejada.</translation>
        </message>
        <message>
            <source>Round {round} · {done} of {boards} results</source>
            <translation>Ronda {round} · {done} de {boards} resultados</translation>
        </message>
        <message>
            <source>Rk</source>
            <translation>Pos</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nombre</translation>
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
            <translation>Clasificación</translation>
        </message>
        <message>
            <source>No standings yet: {problem}.</source>
            <translation>Aún no hay clasificación: {problem}.</translation>
        </message>
        <message>
            <source>Final standings</source>
            <translation>Clasificación final</translation>
        </message>
        <message>
            <source>Standings after round {round}</source>
            <translation>Clasificación tras la ronda {round}</translation>
        </message>
        <message>
            <source>no round has been paired yet</source>
            <translation>aún no hay ninguna ronda emparejada</translation>
        </message>
        <message>
            <source>no round has every result yet</source>
            <translation>ninguna ronda tiene aún todos los resultados</translation>
        </message>
    </context>
    <context>
        <name>ProjectorWindow</name>
        <message>
            <source>Arbiter Desk — projector</source>
            <translation>Arbiter Desk — proyector</translation>
        </message>
        <message>
            <source>   ·   page {page} of {pages}</source>
            <translation>   ·   página {page} de {pages}</translation>
        </message>
    </context>
    <context>
        <name>Prompts</name>
        <message>
            <source>Arbiter Desk: programming error</source>
            <translation>Arbiter Desk: error de programación</translation>
        </message>
        <message>
            <source>&amp;Copy report</source>
            <translation>&amp;Copiar informe</translation>
        </message>
    </context>
    <context>
        <name>Publishing</name>
        <message>
            <source>&amp;Projector: pairings</source>
            <translation>&amp;Proyector: emparejamientos</translation>
        </message>
        <message>
            <source>Projector: &amp;standings</source>
            <translation>Proyector: &amp;clasificación</translation>
        </message>
        <message>
            <source>&amp;Write the web folder now…</source>
            <translation>&amp;Escribir ahora la carpeta web…</translation>
        </message>
        <message>
            <source>Publish after each &amp;round…</source>
            <translation>Publicar tras cada &amp;ronda…</translation>
        </message>
        <message>
            <source>Export &amp;CSV tables…</source>
            <translation>Exportar tablas &amp;CSV…</translation>
        </message>
        <message>
            <source>Export &amp;JSON…</source>
            <translation>Exportar &amp;JSON…</translation>
        </message>
        <message>
            <source>Export P&amp;GN…</source>
            <translation>Exportar P&amp;GN…</translation>
        </message>
        <message>
            <source>&amp;Import results of a round…</source>
            <translation>&amp;Importar los resultados de una ronda…</translation>
        </message>
        <message>
            <source>Pu&amp;blish</source>
            <translation>P&amp;ublicar</translation>
        </message>
        <message>
            <source>Publish after each &amp;round to {folder}</source>
            <translation>Publicar tras cada &amp;ronda en {folder}</translation>
        </message>
        <message>
            <source>Follow the tournament file</source>
            <translation>Seguir el archivo del torneo</translation>
        </message>
        <message>
            <source>The web folder is no longer written after each round</source>
            <translation>La carpeta web ya no se escribe tras cada ronda</translation>
        </message>
        <message>
            <source>Publish after each round into</source>
            <translation>Publicar tras cada ronda en</translation>
        </message>
        <message>
            <source>Write the web folder into</source>
            <translation>Escribir la carpeta web en</translation>
        </message>
        <message>
            <source>Writing the web folder into {folder}…</source>
            <translation>Escribiendo la carpeta web en {folder}…</translation>
        </message>
        <message numerus="yes">
            <source>Published %n file(s) into {folder}</source>
            <translation>
                <numerusform>%n archivo publicado en {folder}</numerusform>
                <numerusform>%n archivos publicados en {folder}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n file(s) in {folder}. Open index.html there, or upload the folder.</source>
            <translation>
                <numerusform>%n archivo en {folder}. Abra allí index.html, o suba la carpeta.</numerusform>
                <numerusform>%n archivos en {folder}. Abra allí index.html, o suba la carpeta.</numerusform>
            </translation>
        </message>
        <message>
            <source>Publish the web folder</source>
            <translation>Publicar la carpeta web</translation>
        </message>
        <message>
            <source>Web folder written</source>
            <translation>Carpeta web escrita</translation>
        </message>
        <message>
            <source>Export the CSV tables into</source>
            <translation>Exportar las tablas CSV en</translation>
        </message>
        <message>
            <source>Export CSV</source>
            <translation>Exportar CSV</translation>
        </message>
        <message>
            <source>Wrote {names} into {folder}</source>
            <translation>{names} escrito(s) en {folder}</translation>
        </message>
        <message>
            <source>Export {what}</source>
            <translation>Exportar {what}</translation>
        </message>
        <message>
            <source>Wrote {target}</source>
            <translation>{target} escrito</translation>
        </message>
        <message>
            <source>Import the results of a round</source>
            <translation>Importar los resultados de una ronda</translation>
        </message>
        <message>
            <source>Import {name}</source>
            <translation>Importar {name}</translation>
        </message>
        <message>
            <source>import results of round {number} ({name})</source>
            <translation>importar los resultados de la ronda {number} ({name})</translation>
        </message>
    </context>
    <context>
        <name>RatingUpdateDialog</name>
        <message>
            <source>yes</source>
            <translation>sí</translation>
        </message>
        <message>
            <source>no</source>
            <translation>no</translation>
        </message>
        <message>
            <source>Update ratings from the library</source>
            <translation>Actualizar los ratings desde la base de jugadores</translation>
        </message>
        <message>
            <source>No.</source>
            <translation>N.º</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nombre</translation>
        </message>
        <message>
            <source>Field</source>
            <translation>Campo</translation>
        </message>
        <message>
            <source>Now</source>
            <translation>Ahora</translation>
        </message>
        <message>
            <source>In the library</source>
            <translation>En la base</translation>
        </message>
        <message numerus="yes">
            <source>%n player(s) differ from the library.</source>
            <translation>
                <numerusform>%n jugador difiere de la base de jugadores.</numerusform>
                <numerusform>%n jugadores difieren de la base de jugadores.</numerusform>
            </translation>
        </message>
        <message>
            <source>Every registered player's data is as in the library.</source>
            <translation>Los datos de cada jugador inscrito coinciden con la base de jugadores.</translation>
        </message>
        <message>
            <source>&amp;Update anyway</source>
            <translation>&amp;Actualizar de todos modos</translation>
        </message>
        <message>
            <source>&amp;Update</source>
            <translation>&amp;Actualizar</translation>
        </message>
    </context>
    <context>
        <name>ResultImportDialog</name>
        <message>
            <source>Board {board:&gt;3}:  #{white} - #{black}   {new}   (was {old})</source>
            <translation>Tablero {board:&gt;3}:  n.º {white} - n.º {black}   {new}   (antes {old})</translation>
        </message>
        <message>
            <source>Board {board:&gt;3}:  #{white} - #{black}   {new}</source>
            <translation>Tablero {board:&gt;3}:  n.º {white} - n.º {black}   {new}</translation>
        </message>
        <message>
            <source>Rows that cannot be imported:</source>
            <translation>Filas que no se pueden importar:</translation>
        </message>
        <message>
            <source>Import results of round {round}</source>
            <translation>Importar los resultados de la ronda {round}</translation>
        </message>
        <message numerus="yes">
            <source>{source}: %n result(s) to enter in round {round}, {corrections} of them replacing a result already entered; {unchanged} unchanged; {missing} board(s) will still have no result.</source>
            <translation>
                <numerusform>{source}: %n resultado que introducir en la ronda {round}, {corrections} de ellos sustituyen un resultado ya introducido; {unchanged} sin cambios; {missing} tablero(s) seguirán sin resultado.</numerusform>
                <numerusform>{source}: %n resultados que introducir en la ronda {round}, {corrections} de ellos sustituyen un resultado ya introducido; {unchanged} sin cambios; {missing} tablero(s) seguirán sin resultado.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n row(s) of other rounds are left out.</source>
            <translation>
                <numerusform>Se omite %n fila de otras rondas.</numerusform>
                <numerusform>Se omiten %n filas de otras rondas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n row(s) cannot be imported: nothing is entered unless you choose to leave them out.</source>
            <translation>
                <numerusform>%n fila no se puede importar: no se introduce nada salvo que elija omitirla.</numerusform>
                <numerusform>%n filas no se pueden importar: no se introduce nada salvo que elija omitirlas.</numerusform>
            </translation>
        </message>
        <message>
            <source>Leave out the rows that cannot be imported</source>
            <translation>Omitir las filas que no se pueden importar</translation>
        </message>
        <message>
            <source>Enter the results</source>
            <translation>Introducir los resultados</translation>
        </message>
    </context>
    <context>
        <name>RoundsController</name>
        <message numerus="yes">
            <source>%n board(s), {played} results entered, {missing} missing</source>
            <translation>
                <numerusform>%n tablero, {played} resultados introducidos, faltan {missing}</numerusform>
                <numerusform>%n tableros, {played} resultados introducidos, faltan {missing}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n board(s), {played} results entered — round complete; next: pair round {next} (Ctrl+Shift+P)</source>
            <translation>
                <numerusform>%n tablero, {played} resultados introducidos — ronda completa; siguiente paso: emparejar la ronda {next} (Ctrl+Mayús+P)</numerusform>
                <numerusform>%n tableros, {played} resultados introducidos — ronda completa; siguiente paso: emparejar la ronda {next} (Ctrl+Mayús+P)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n board(s), {played} results entered — round complete; the tournament is finished: see Standings (Ctrl+3)</source>
            <translation>
                <numerusform>%n tablero, {played} resultados introducidos — ronda completa; el torneo ha terminado: vea la clasificación (Ctrl+3)</numerusform>
                <numerusform>%n tableros, {played} resultados introducidos — ronda completa; el torneo ha terminado: vea la clasificación (Ctrl+3)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n board(s), {played} results entered — round complete</source>
            <translation>
                <numerusform>%n tablero, {played} resultados introducidos — ronda completa</numerusform>
                <numerusform>%n tableros, {played} resultados introducidos — ronda completa</numerusform>
            </translation>
        </message>
        <message>
            <source>Board {board} of round {round} ({white} – {black}) has no result. Change it to {new}?</source>
            <translation>El tablero {board} de la ronda {round} ({white} – {black}) no tiene resultado. ¿Introducir {new}?</translation>
        </message>
        <message>
            <source>Board {board} of round {round} ({white} – {black}) has no result.</source>
            <translation>El tablero {board} de la ronda {round} ({white} – {black}) no tiene resultado.</translation>
        </message>
        <message>
            <source>Board {board} of round {round} ({white} – {black}) already has the result {old}. Change it to {new}?</source>
            <translation>El tablero {board} de la ronda {round} ({white} – {black}) ya tiene el resultado {old}. ¿Cambiarlo a {new}?</translation>
        </message>
        <message>
            <source>Board {board} of round {round} ({white} – {black}) already has the result {old}. Clear it?</source>
            <translation>El tablero {board} de la ronda {round} ({white} – {black}) ya tiene el resultado {old}. ¿Borrarlo?</translation>
        </message>
        <message>
            <source>Round {next} is already paired and stays as it is</source>
            <translation>La ronda {next} ya está emparejada y queda como está</translation>
        </message>
        <message>
            <source>Rounds {next}–{last} are already paired and stay as they are</source>
            <translation>Las rondas {next}–{last} ya están emparejadas y quedan como están</translation>
        </message>
        <message>
            <source>{rounds}: past rounds are never paired again (C.04.2 (2026) art. 4.3). The corrected result changes the scores, standings and tie-breaks from round {round} on, and the pairing of round {next} will use it.</source>
            <translation>{rounds}: las rondas pasadas nunca se vuelven a emparejar (C.04.2 (2026) art. 4.3). El resultado corregido cambia los puntos, la clasificación y los desempates desde la ronda {round}, y el emparejamiento de la ronda {next} lo tendrá en cuenta.</translation>
        </message>
        <message>
            <source>{rounds}: past rounds are never paired again (C.04.2 (2026) art. 4.3). The corrected result changes the scores, standings and tie-breaks from round {round} on.</source>
            <translation>{rounds}: las rondas pasadas nunca se vuelven a emparejar (C.04.2 (2026) art. 4.3). El resultado corregido cambia los puntos, la clasificación y los desempates desde la ronda {round}.</translation>
        </message>
        <message>
            <source>No round paired yet.</source>
            <translation>Aún no hay ninguna ronda emparejada.</translation>
        </message>
        <message>
            <source>Wait until the pairing is done.</source>
            <translation>Espere a que termine el emparejamiento.</translation>
        </message>
        <message>
            <source>Change a result</source>
            <translation>Cambiar un resultado</translation>
        </message>
        <message>
            <source>no result</source>
            <translation>sin resultado</translation>
        </message>
        <message>
            <source>round {rnd} board {board}: {label}</source>
            <translation>ronda {rnd} tablero {board}: {label}</translation>
        </message>
        <message>
            <source>{result} storing…</source>
            <translation>{result} guardando…</translation>
        </message>
        <message>
            <source>Board {board}: the result typed before is still being stored.</source>
            <translation>Tablero {board}: el resultado introducido antes aún se está guardando.</translation>
        </message>
        <message>
            <source>Pair round {round}</source>
            <translation>Emparejar la ronda {round}</translation>
        </message>
        <message>
            <source>Pairing round {round}…</source>
            <translation>Emparejando la ronda {round}…</translation>
        </message>
        <message>
            <source>Re-pair round</source>
            <translation>Volver a emparejar la ronda</translation>
        </message>
        <message>
            <source>Delete the pairing of match {match} (both its games) and pair it again (for example after a late entry or a withdrawal)?</source>
            <translation>¿Borrar el emparejamiento del match {match} (sus dos partidas) y volver a emparejarlo (por ejemplo tras una inscripción tardía o una retirada)?</translation>
        </message>
        <message>
            <source>Delete the pairing of round {last} and pair it again (for example after a late entry or a withdrawal)?</source>
            <translation>¿Borrar el emparejamiento de la ronda {last} y volver a emparejarla (por ejemplo tras una inscripción tardía o una retirada)?</translation>
        </message>
        <message>
            <source>Re-pair round {last}</source>
            <translation>Volver a emparejar la ronda {last}</translation>
        </message>
        <message>
            <source>Re-pairing round {last}…</source>
            <translation>Volviendo a emparejar la ronda {last}…</translation>
        </message>
        <message>
            <source>Rounds {first}-{number} paired by the Berger table</source>
            <translation>Rondas {first}-{number} emparejadas según la tabla de Berger</translation>
        </message>
        <message>
            <source>Pair all rounds</source>
            <translation>Emparejar todas las rondas</translation>
        </message>
        <message>
            <source>Pairing every round…</source>
            <translation>Emparejando todas las rondas…</translation>
        </message>
        <message>
            <source>Fixed boards in round {number}</source>
            <translation>Tableros fijos en la ronda {number}</translation>
        </message>
        <message>
            <source>Delete round</source>
            <translation>Borrar ronda</translation>
        </message>
        <message>
            <source>Delete the pairing of match {match} (both its games)? This is only possible while it has no results.</source>
            <translation>¿Borrar el emparejamiento del match {match} (sus dos partidas)? Solo es posible mientras no tenga resultados.</translation>
        </message>
        <message>
            <source>Delete the pairing of round {last}? This is only possible while it has no results.</source>
            <translation>¿Borrar el emparejamiento de la ronda {last}? Solo es posible mientras no tenga resultados.</translation>
        </message>
        <message>
            <source>Delete round {last}</source>
            <translation>Borrar la ronda {last}</translation>
        </message>
        <message>
            <source>Round {last} deleted</source>
            <translation>Ronda {last} borrada</translation>
        </message>
        <message>
            <source>Explain pairing</source>
            <translation>Explicar el emparejamiento</translation>
        </message>
        <message>
            <source>Round {rnd}: the Berger table</source>
            <translation>Ronda {rnd}: la tabla de Berger</translation>
        </message>
        <message>
            <source>C.05 Annex 1, by pairing number.</source>
            <translation>C.05 anexo 1, por número de emparejamiento.</translation>
        </message>
        <message>
            <source>Explaining round {rnd}…</source>
            <translation>Explicando la ronda {rnd}…</translation>
        </message>
        <message>
            <source>Round {rnd}: how it was paired</source>
            <translation>Ronda {rnd}: cómo se emparejó</translation>
        </message>
        <message>
            <source>Score brackets from the top (C.04.3): the residents, players moved down (MDPs), the pairs made and who floated down. Numbers are pairing numbers.</source>
            <translation>Grupos de puntuación desde arriba (C.04.3): los residentes, los jugadores bajados (MDP), las parejas formadas y quién flotó hacia abajo. Los números son números de emparejamiento.</translation>
        </message>
        <message>
            <source>Edit pairing</source>
            <translation>Editar el emparejamiento</translation>
        </message>
        <message>
            <source>Edit pairing of round {rnd}</source>
            <translation>Editar el emparejamiento de la ronda {rnd}</translation>
        </message>
        <message>
            <source>Round {rnd} already has results; clear them before you change its pairing.</source>
            <translation>La ronda {rnd} ya tiene resultados; bórrelos antes de cambiar su emparejamiento.</translation>
        </message>
        <message>
            <source>no player has pairing number {numbers}</source>
            <translation>ningún jugador tiene el número de emparejamiento {numbers}</translation>
        </message>
        <message numerus="yes">
            <source>Round {rnd}: pairing changed; it breaks %n rule(s), listed under the boards</source>
            <translation>
                <numerusform>Ronda {rnd}: emparejamiento cambiado; incumple %n regla, listada debajo de los tableros</numerusform>
                <numerusform>Ronda {rnd}: emparejamiento cambiado; incumple %n reglas, listadas debajo de los tableros</numerusform>
            </translation>
        </message>
        <message>
            <source>Round {rnd}: pairing changed; it breaks no rule checked</source>
            <translation>Ronda {rnd}: emparejamiento cambiado; no incumple ninguna regla comprobada</translation>
        </message>
        <message>
            <source>edit pairing of round {rnd}</source>
            <translation>editar el emparejamiento de la ronda {rnd}</translation>
        </message>
        <message>
            <source>Checking the new pairing of round {rnd}…</source>
            <translation>Comprobando el nuevo emparejamiento de la ronda {rnd}…</translation>
        </message>
        <message>
            <source>Check pairing rules</source>
            <translation>Comprobar las reglas de emparejamiento</translation>
        </message>
        <message>
            <source>Checking round {number}…</source>
            <translation>Comprobando la ronda {number}…</translation>
        </message>
        <message>
            <source>Board {board} of match {match} already has the results {old}. Replace them with {new}?</source>
            <translation>El tablero {board} del match {match} ya tiene los resultados {old}. ¿Sustituirlos por {new}?</translation>
        </message>
        <message>
            <source>match {match} board {board}: {results}</source>
            <translation>match {match} tablero {board}: {results}</translation>
        </message>
        <message>
            <source>Board {board}: game 1 {result}; now the result of game 2</source>
            <translation>Tablero {board}: partida 1 {result}; ahora el resultado de la partida 2</translation>
        </message>
    </context>
    <context>
        <name>RoundsView</name>
        <message>
            <source>White wins by forfeit (+/-)	+</source>
            <translation>Ganan blancas por incomparecencia (+/-)	+</translation>
        </message>
        <message>
            <source>Black wins by forfeit (-/+)	-</source>
            <translation>Ganan negras por incomparecencia (-/+)	-</translation>
        </message>
        <message>
            <source>Double forfeit (-/-)	*</source>
            <translation>Doble incomparecencia (-/-)	*</translation>
        </message>
        <message>
            <source>1-0, not rated (W-L)</source>
            <translation>1-0, no válido para rating (W-L)</translation>
        </message>
        <message>
            <source>0-1, not rated (L-W)</source>
            <translation>0-1, no válido para rating (L-W)</translation>
        </message>
        <message>
            <source>½-½, not rated (D-D)</source>
            <translation>½-½, no válido para rating (D-D)</translation>
        </message>
        <message>
            <source>Clear result	Del</source>
            <translation>Borrar el resultado	Supr</translation>
        </message>
        <message>
            <source>Edit pairing…</source>
            <translation>Editar el emparejamiento…</translation>
        </message>
        <message>
            <source>Results: 1 white wins · 0 black wins · = or 5 draw · + / - forfeit · * double forfeit · Del clears · right-click for more</source>
            <translation>Resultados: 1 ganan blancas · 0 ganan negras · = o 5 tablas · + / - incomparecencia · * doble incomparecencia · Supr borra · clic derecho para más</translation>
        </message>
        <message>
            <source>Roun&amp;d:</source>
            <translation>Ron&amp;da:</translation>
        </message>
        <message>
            <source>Round {r}</source>
            <translation>Ronda {r}</translation>
        </message>
        <message>
            <source>Match {match}, game {game}</source>
            <translation>Match {match}, partida {game}</translation>
        </message>
        <message>
            <source>Results of a match: two keys per board, game 1 then game 2, each as its own game's (1 White wins · 0 Black wins · = or 5 draw · + / - forfeit · * double forfeit) · Del clears both</source>
            <translation>Resultados de un match: dos teclas por tablero, partida 1 y luego partida 2, cada una según su propia partida (1 ganan blancas · 0 ganan negras · = o 5 tablas · + / - incomparecencia · * doble incomparecencia) · Supr borra ambos</translation>
        </message>
    </context>
    <context>
        <name>Sections</name>
        <message>
            <source>Section:</source>
            <translation>Sección:</translation>
        </message>
        <message>
            <source>The section of the event shown and changed</source>
            <translation>La sección del evento que se muestra y se modifica</translation>
        </message>
        <message>
            <source>&amp;Add a section…</source>
            <translation>&amp;Añadir una sección…</translation>
        </message>
        <message>
            <source>Add a section to the event: a tournament of its own in the same file</source>
            <translation>Añadir una sección al evento: un torneo propio en el mismo archivo</translation>
        </message>
        <message>
            <source>Switch section</source>
            <translation>Cambiar de sección</translation>
        </message>
        <message>
            <source>Wait until the work under way ends, then switch sections.</source>
            <translation>Espere a que termine el trabajo en curso y luego cambie de sección.</translation>
        </message>
        <message>
            <source>New section</source>
            <translation>Nueva sección</translation>
        </message>
        <message>
            <source>Name of the new section:</source>
            <translation>Nombre de la nueva sección:</translation>
        </message>
        <message numerus="yes">
            <source>Delete the section {name} and its %n registered players? Edit &gt; Undo puts them back.</source>
            <translation>
                <numerusform>¿Eliminar la sección {name} y su %n jugador inscrito? Editar &gt; Deshacer los devuelve.</numerusform>
                <numerusform>¿Eliminar la sección {name} y sus %n jugadores inscritos? Editar &gt; Deshacer los devuelve.</numerusform>
            </translation>
        </message>
        <message>
            <source>delete the section {name}</source>
            <translation>eliminar la sección {name}</translation>
        </message>
        <message>
            <source>&amp;Rename this section…</source>
            <translation>&amp;Renombrar esta sección…</translation>
        </message>
        <message>
            <source>Give the section on screen another name</source>
            <translation>Dar otro nombre a la sección en pantalla</translation>
        </message>
        <message>
            <source>&amp;Delete this section…</source>
            <translation>&amp;Eliminar esta sección…</translation>
        </message>
        <message>
            <source>Delete the section on screen with its players, before any of its rounds is paired</source>
            <translation>Eliminar la sección en pantalla con sus jugadores, antes de emparejar ninguna de sus rondas</translation>
        </message>
        <message>
            <source>Rename the section</source>
            <translation>Renombrar la sección</translation>
        </message>
        <message>
            <source>New name of the section {name}:</source>
            <translation>Nuevo nombre de la sección {name}:</translation>
        </message>
        <message>
            <source>rename the section {name}</source>
            <translation>renombrar la sección {name}</translation>
        </message>
        <message>
            <source>Delete the section</source>
            <translation>Eliminar la sección</translation>
        </message>
    </context>
    <context>
        <name>Serving</name>
        <message>
            <source>Serve to &amp;phones…</source>
            <translation>Servir a los &amp;móviles…</translation>
        </message>
        <message>
            <source>Serving the event's pages at {address}</source>
            <translation>Las páginas del torneo se sirven en {address}</translation>
        </message>
        <message>
            <source>Serve to phones</source>
            <translation>Servir a los móviles</translation>
        </message>
        <message>
            <source>The event's pages are no longer served.</source>
            <translation>Las páginas del torneo ya no se sirven.</translation>
        </message>
        <message>
            <source>Serving to phones</source>
            <translation>Servicio a los móviles</translation>
        </message>
        <message>
            <source>Bound to every network of this computer, port {port}.</source>
            <translation>Escuchando en todas las redes de este ordenador, puerto {port}.</translation>
        </message>
        <message>
            <source>Bound to {host} only, port {port}.</source>
            <translation>Escuchando solo en {host}, puerto {port}.</translation>
        </message>
        <message>
            <source>The players open this address on their phones (the venue's Wi-Fi):</source>
            <translation>Los jugadores abren esta dirección en su móvil (la Wi-Fi de la sala):</translation>
        </message>
        <message>
            <source>Stop serving</source>
            <translation>Dejar de servir</translation>
        </message>
    </context>
    <context>
        <name>Snapshot</name>
        <message>
            <source>half-point bye</source>
            <translation>bye de medio punto</translation>
        </message>
        <message>
            <source>zero-point bye</source>
            <translation>bye de cero puntos</translation>
        </message>
        <message>
            <source>full-point bye</source>
            <translation>bye de un punto</translation>
        </message>
        <message>
            <source>half-point bye in round {round}</source>
            <translation>bye de medio punto en la ronda {round}</translation>
        </message>
        <message>
            <source>zero-point bye in round {round}</source>
            <translation>bye de cero puntos en la ronda {round}</translation>
        </message>
        <message>
            <source>full-point bye in round {round}</source>
            <translation>bye de un punto en la ronda {round}</translation>
        </message>
        <message>
            <source>withdrawn from round {round}</source>
            <translation>retirado desde la ronda {round}</translation>
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
            <translation>Clasificación</translation>
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
            <translation>Puesto</translation>
        </message>
        <message>
            <source>No.</source>
            <translation>N.º</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nombre</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>Título</translation>
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
            <translation>Ptos</translation>
        </message>
    </context>
    <context>
        <name>StandingsTables</name>
        <message>
            <source>Places shared when points and every tie-break are equal (C.07 art. 4).</source>
            <translation>Puestos compartidos cuando los puntos y todos los desempates son iguales (C.07 art. 4).</translation>
        </message>
        <message>
            <source>Standings cannot be computed: {exc}</source>
            <translation>No se puede calcular la clasificación: {exc}</translation>
        </message>
    </context>
    <context>
        <name>StandingsView</name>
        <message>
            <source>Filter standings…</source>
            <translation>Filtrar la clasificación…</translation>
        </message>
        <message>
            <source>&amp;Standings after:</source>
            <translation>&amp;Clasificación tras:</translation>
        </message>
        <message>
            <source>start (no round)</source>
            <translation>inicio (ninguna ronda)</translation>
        </message>
        <message>
            <source>round {r} (results missing)</source>
            <translation>ronda {r} (faltan resultados)</translation>
        </message>
        <message>
            <source>round {r}</source>
            <translation>ronda {r}</translation>
        </message>
    </context>
    <context>
        <name>TeamDialog</name>
        <message>
            <source>Add team</source>
            <translation>Añadir equipo</translation>
        </message>
        <message>
            <source>One player a line, board 1 first: Name; rating; FIDE ID; federation</source>
            <translation>Un jugador por línea, el tablero 1 primero: Nombre; Elo; ID FIDE; federación</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>&amp;Nombre:</translation>
        </message>
        <message>
            <source>&amp;Captain:</source>
            <translation>&amp;Capitán:</translation>
        </message>
        <message>
            <source>&amp;Roster:</source>
            <translation>&amp;Plantilla:</translation>
        </message>
        <message>
            <source>Plays &amp;from round:</source>
            <translation>Juega &amp;desde la ronda:</translation>
        </message>
    </context>
    <context>
        <name>TeamWithdrawalDialog</name>
        <message>
            <source>Withdraw team</source>
            <translation>Retirar equipo</translation>
        </message>
        <message>
            <source>&amp;Team:</source>
            <translation>&amp;Equipo:</translation>
        </message>
        <message>
            <source>Not paired from &amp;round:</source>
            <translation>No emparejado desde la &amp;ronda:</translation>
        </message>
        <message>
            <source>Its matches of the rounds paired stay as they are.</source>
            <translation>Sus encuentros de las rondas ya emparejadas quedan como están.</translation>
        </message>
    </context>
    <context>
        <name>TeamsController</name>
        <message>
            <source>{name} (withdrawn from round {round})</source>
            <translation>{name} (retirado desde la ronda {round})</translation>
        </message>
        <message>
            <source>&amp;Add team…</source>
            <translation>Añad&amp;ir equipo…</translation>
        </message>
        <message>
            <source>Import teams fr&amp;om CSV…</source>
            <translation>Imp&amp;ortar equipos de CSV…</translation>
        </message>
        <message>
            <source>&amp;Set line-up…</source>
            <translation>Fijar ali&amp;neación…</translation>
        </message>
        <message>
            <source>Forfeit &amp;whole match…</source>
            <translation>Inco&amp;mparecencia en todo el encuentro…</translation>
        </message>
        <message>
            <source>W&amp;ithdraw team…</source>
            <translation>Re&amp;tirar equipo…</translation>
        </message>
        <message>
            <source>&amp;Reinstate team</source>
            <translation>Rea&amp;dmitir equipo</translation>
        </message>
        <message>
            <source>Show the teams</source>
            <translation>Mostrar los equipos</translation>
        </message>
        <message>
            <source>bye</source>
            <translation>bye</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>Puesto</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>Equipo</translation>
        </message>
        <message>
            <source>Storing on the venue server: {changes}…</source>
            <translation>Guardando en el servidor del torneo: {changes}…</translation>
        </message>
        <message>
            <source>add team {name}</source>
            <translation>añadir el equipo {name}</translation>
        </message>
        <message>
            <source>Import teams from CSV</source>
            <translation>Importar equipos de CSV</translation>
        </message>
        <message>
            <source>Import {name}</source>
            <translation>Importar {name}</translation>
        </message>
        <message>
            <source>Import {teams} teams with {players} players? {problems} row(s) cannot be imported.</source>
            <translation>¿Importar {teams} equipos con {players} jugadores? Filas que no se pueden importar: {problems}.</translation>
        </message>
        <message>
            <source>import teams from {name}</source>
            <translation>importar equipos de {name}</translation>
        </message>
        <message>
            <source>Line-up</source>
            <translation>Alineación</translation>
        </message>
        <message>
            <source>Pair a round and choose one of its matches first.</source>
            <translation>Empareje primero una ronda y elija uno de sus encuentros.</translation>
        </message>
        <message>
            <source>line-up of {team}</source>
            <translation>alineación de {team}</translation>
        </message>
        <message>
            <source>Which team did not come?</source>
            <translation>¿Qué equipo no se presentó?</translation>
        </message>
        <message>
            <source>forfeit of {team}</source>
            <translation>incomparecencia de {team}</translation>
        </message>
        <message>
            <source>Board {board}: the result typed before is still being stored.</source>
            <translation>Tablero {board}: el resultado introducido antes aún se está guardando.</translation>
        </message>
        <message>
            <source>Board {board} already has {old}. Replace it with {new}?</source>
            <translation>El tablero {board} ya tiene {old}. ¿Reemplazarlo por {new}?</translation>
        </message>
        <message>
            <source>Correct a result</source>
            <translation>Corregir un resultado</translation>
        </message>
        <message>
            <source>result of board {board}</source>
            <translation>resultado del tablero {board}</translation>
        </message>
        <message>
            <source>{result} storing…</source>
            <translation>{result} guardando…</translation>
        </message>
        <message>
            <source>withdrawal of {team}</source>
            <translation>retirada de {team}</translation>
        </message>
        <message>
            <source>Reinstate team</source>
            <translation>Readmitir equipo</translation>
        </message>
        <message>
            <source>Choose a withdrawn team in the list of teams first.</source>
            <translation>Elija primero un equipo retirado en la lista de equipos.</translation>
        </message>
        <message>
            <source>reinstatement of {team}</source>
            <translation>readmisión de {team}</translation>
        </message>
    </context>
    <context>
        <name>TeamsView</name>
        <message>
            <source>Roun&amp;d:</source>
            <translation>Ron&amp;da:</translation>
        </message>
        <message>
            <source>No</source>
            <translation>N.º</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>Equipo</translation>
        </message>
        <message>
            <source>Captain</source>
            <translation>Capitán</translation>
        </message>
        <message>
            <source>Roster (board order)</source>
            <translation>Plantilla (orden de tableros)</translation>
        </message>
        <message>
            <source>Match</source>
            <translation>Encuentro</translation>
        </message>
        <message>
            <source>White on board 1</source>
            <translation>Blancas en el tablero 1</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Marcador</translation>
        </message>
        <message>
            <source>Opponent</source>
            <translation>Rival</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>Tablero</translation>
        </message>
        <message>
            <source>White</source>
            <translation>Blancas</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Resultado</translation>
        </message>
        <message>
            <source>Black</source>
            <translation>Negras</translation>
        </message>
        <message>
            <source>Set line-up… takes the captain's players in roster order; type the results of the selected match's games here (1, 0, =, +, -, *) or in Rounds and results.</source>
            <translation>Fijar alineación… toma los jugadores del capitán en el orden de la plantilla; teclee aquí los resultados de las partidas del encuentro elegido (1, 0, =, +, -, *) o en Rondas y resultados.</translation>
        </message>
        <message>
            <source>Round {round}</source>
            <translation>Ronda {round}</translation>
        </message>
    </context>
    <context>
        <name>VenueConnection</name>
        <message>
            <source>Connecting to the venue server {name}…</source>
            <translation>Conectando con el servidor del torneo {name}…</translation>
        </message>
    </context>
    <context>
        <name>VenueServerDialog</name>
        <message>
            <source>Connect to venue server</source>
            <translation>Conectar al servidor del torneo</translation>
        </message>
        <message>
            <source>&amp;Server:</source>
            <translation>&amp;Servidor:</translation>
        </message>
        <message>
            <source>&amp;Port:</source>
            <translation>&amp;Puerto:</translation>
        </message>
        <message>
            <source>&amp;Event database:</source>
            <translation>Base de &amp;datos del torneo:</translation>
        </message>
        <message>
            <source>&amp;User:</source>
            <translation>&amp;Usuario:</translation>
        </message>
        <message>
            <source>Pass&amp;word:</source>
            <translation>&amp;Contraseña:</translation>
        </message>
        <message>
            <source>The password is sent to the server only; it is never stored.</source>
            <translation>La contraseña solo se envía al servidor; nunca se guarda.</translation>
        </message>
    </context>
    <context>
        <name>WarningsPanel</name>
        <message>
            <source>Round {round_number}: the pairing breaks no rule checked.</source>
            <translation>Ronda {round_number}: el emparejamiento no incumple ninguna regla comprobada.</translation>
        </message>
        <message numerus="yes">
            <source>⚠ Round {round_number}: the pairing breaks %n rule(s) ({absolute} absolute)</source>
            <translation>
                <numerusform>⚠ Ronda {round_number}: el emparejamiento incumple %n regla ({absolute} absoluta(s))</numerusform>
                <numerusform>⚠ Ronda {round_number}: el emparejamiento incumple %n reglas ({absolute} absoluta(s))</numerusform>
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
            <translation>&lt;h2&gt;Arbiter Desk&lt;/h2&gt;&lt;p&gt;Dirija un torneo suizo FIDE: jugadores, emparejamientos, resultados, clasificación. Todo se guarda sobre la marcha.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Start a new tournament</source>
            <translation>Empezar un torneo nuevo</translation>
        </message>
        <message>
            <source>Open a tournament file (.arbiter)</source>
            <translation>Abrir un archivo de torneo (.arbiter)</translation>
        </message>
        <message>
            <source>Continue a tournament from a TRF file</source>
            <translation>Continuar un torneo desde un archivo TRF</translation>
        </message>
        <message>
            <source>Recent tournaments (double-click to open):</source>
            <translation>Torneos recientes (doble clic para abrir):</translation>
        </message>
        <message>
            <source>Remove the missing files from this list</source>
            <translation>Quitar de esta lista los archivos que faltan</translation>
        </message>
        <message>
            <source>{title}    (missing: {where})</source>
            <translation>{title}    (no está: {where})</translation>
        </message>
        <message>
            <source>{path} is no longer there (moved, renamed, or on a disk not plugged in)</source>
            <translation>{path} ya no está (movido, renombrado o en un disco no conectado)</translation>
        </message>
    </context>
</TS>
