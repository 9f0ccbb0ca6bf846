<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
    <context>
        <name>CliHelp</name>
        <message>
            <source>Print a tournament document as PDF.</source>
            <translation>Imprimir un documento del torneo en PDF.</translation>
        </message>
        <message>
            <source>Documents: {kinds}.</source>
            <translation>Documentos: {kinds}.</translation>
        </message>
        <message>
            <source>one of: {kinds}</source>
            <translation>uno de: {kinds}</translation>
        </message>
        <message>
            <source>print the document of every section of the event in one PDF, each section headed</source>
            <translation>imprimir el documento de cada sección del evento en un solo PDF, cada sección con su título</translation>
        </message>
        <message>
            <source>PDF file to write</source>
            <translation>archivo PDF que se escribe</translation>
        </message>
        <message>
            <source>round (default: the latest)</source>
            <translation>ronda (por defecto: la última)</translation>
        </message>
        <message>
            <source>it1, receipts: the player's pairing number</source>
            <translation>it1, receipts: el número de emparejamiento del jugador</translation>
        </message>
        <message>
            <source>paper size (default: A4, A3 for the wall chart)</source>
            <translation>tamaño del papel (por defecto: A4, A3 para la tabla mural)</translation>
        </message>
        <message>
            <source>tie-breaks in order, comma separated (C.07 codes, e.g. BH/C1,BH,SB); default: the file's</source>
            <translation>desempates en orden, separados por comas (códigos C.07, p. ej. BH/C1,BH,SB); por defecto: los del archivo</translation>
        </message>
        <message>
            <source>player lists: also the national ID and rating (.arbiter files)</source>
            <translation>listas de jugadores: también el ID y el rating nacionales (archivos .arbiter)</translation>
        </message>
        <message>
            <source>the language of the document (default: the event's language if its file has one, else the command's language)</source>
            <translation>el idioma del documento (por defecto: el del torneo si su archivo tiene uno, si no el del comando)</translation>
        </message>
        <message>
            <source>'Surname, Firstname' (at most 33 characters)</source>
            <translation>'Apellido, Nombre' (33 caracteres como máximo)</translation>
        </message>
        <message>
            <source>FIDE rating (0 = unrated)</source>
            <translation>rating FIDE (0 = sin rating)</translation>
        </message>
        <message>
            <source>GM, IM, WGM, FM, WIM, CM, WFM, WCM</source>
            <translation>GM, IM, WGM, FM, WIM, CM, WFM, WCM</translation>
        </message>
        <message>
            <source>3-letter FIDE code</source>
            <translation>código FIDE de 3 letras</translation>
        </message>
        <message>
            <source>FIDE id (digits)</source>
            <translation>ID FIDE (dígitos)</translation>
        </message>
        <message>
            <source>m or w</source>
            <translation>m o w</translation>
        </message>
        <message>
            <source>birth date YYYY/MM/DD</source>
            <translation>fecha de nacimiento AAAA/MM/DD</translation>
        </message>
        <message>
            <source>ID in the national rating list</source>
            <translation>ID en la lista de rating nacional</translation>
        </message>
        <message>
            <source>national rating (0 = none)</source>
            <translation>rating nacional (0 = ninguno)</translation>
        </message>
        <message>
            <source>make the same corrections in every other section of the event where he is entered</source>
            <translation>hacer las mismas correcciones en cada otra sección del evento en la que esté inscrito</translation>
        </message>
        <message>
            <source>Run a FIDE Swiss tournament from the terminal.</source>
            <translation>Dirigir un torneo suizo FIDE desde la terminal.</translation>
        </message>
        <message>
            <source>create a tournament file</source>
            <translation>crear un archivo de torneo</translation>
        </message>
        <message>
            <source>a Swiss system: dutch (C.04.3), burstein (C.04.4.2), dubov (C.04.4.1), lim (C.04.4.3), double-swiss (C.04.5: every pairing a match of two games); or berger (round robin) or double-berger (double round robin), C.05 Annex 1</source>
            <translation>un sistema suizo: dutch (C.04.3), burstein (C.04.4.2), dubov (C.04.4.1), lim (C.04.4.3), double-swiss (C.04.5: cada emparejamiento es un match de dos partidas); o berger (todos contra todos) o double-berger (doble todos contra todos), C.05 anexo 1</translation>
        </message>
        <message>
            <source>double round robin: play the last two rounds of the first cycle in reverse order, as C.05 Annex 1 asks (the default; TRF 192 FIDE_DOUBLEROUNDROBIN); --no-reverse-last-two plays the table as it is (BERGER_DOUBLEROUNDROBIN)</source>
            <translation>doble round robin: jugar en orden inverso las dos últimas rondas del primer ciclo, como pide el anexo 1 de C.05 (por defecto; TRF 192 FIDE_DOUBLEROUNDROBIN); --no-reverse-last-two juega la tabla tal cual (BERGER_DOUBLEROUNDROBIN)</translation>
        </message>
        <message>
            <source>3-letter FIDE code of the host federation</source>
            <translation>código FIDE de 3 letras de la federación organizadora</translation>
        </message>
        <message>
            <source>start date YYYY-MM-DD</source>
            <translation>fecha de inicio AAAA-MM-DD</translation>
        </message>
        <message>
            <source>end date YYYY-MM-DD</source>
            <translation>fecha de fin AAAA-MM-DD</translation>
        </message>
        <message>
            <source>type of tournament (092; default: the system's name)</source>
            <translation>tipo de torneo (092; por defecto: el nombre del sistema)</translation>
        </message>
        <message>
            <source>deputy arbiter (repeat for several)</source>
            <translation>árbitro adjunto (repetir para varios)</translation>
        </message>
        <message>
            <source>comma-separated YYYY-MM-DD, one per round</source>
            <translation>AAAA-MM-DD separadas por comas, una por ronda</translation>
        </message>
        <message>
            <source>Dutch rules edition: 2025 (in force since 1 Feb 2026), 2017 (events started 1 Jul 2017 - 31 Jan 2026), 2013 (the Istanbul 2012 text, 1 Jul 2013 - 30 Jun 2017)</source>
            <translation>edición de las reglas del sistema holandés: 2025 (en vigor desde el 1 de febrero de 2026), 2017 (torneos iniciados del 1 de julio de 2017 al 31 de enero de 2026), 2013 (el texto de Estambul 2012, del 1 de julio de 2013 al 30 de junio de 2017)</translation>
        </message>
        <message>
            <source>colour of #1 in round 1</source>
            <translation>color del n.º 1 en la ronda 1</translation>
        </message>
        <message>
            <source>C.07 codes, e.g. BH/C1,BH,SB,DE</source>
            <translation>códigos C.07, p. ej. BH/C1,BH,SB,DE</translation>
        </message>
        <message>
            <source>which FIDE rating</source>
            <translation>qué rating FIDE</translation>
        </message>
        <message>
            <source>replace an existing file</source>
            <translation>reemplazar un archivo existente</translation>
        </message>
        <message>
            <source>create a tournament file from a TRF to continue the event</source>
            <translation>crear un archivo de torneo a partir de un TRF para continuar el torneo</translation>
        </message>
        <message>
            <source>import a doubtful file (points columns that are not the scores, two wins without opponent in a round) with a warning for each line instead of refusing it</source>
            <translation>importar un archivo dudoso (columnas de puntos que no son las puntuaciones, dos victorias sin rival en una ronda) con un aviso por línea en lugar de rechazarlo</translation>
        </message>
        <message>
            <source>keep the placeholder players of the bye (spielfrei, bye, Freilos...) as players instead of turning their games into byes</source>
            <translation>conservar los jugadores ficticios del bye (spielfrei, bye, Freilos...) como jugadores en lugar de convertir sus partidas en byes</translation>
        </message>
        <message>
            <source>register a player (also a late entry); without --name, the library's player of --fide-id or --national-id (the other options override its data)</source>
            <translation>inscribir a un jugador (también una inscripción tardía); sin --name, el jugador de la biblioteca con --fide-id o --national-id (las demás opciones sustituyen sus datos)</translation>
        </message>
        <message>
            <source>correct a player's data</source>
            <translation>corregir los datos de un jugador</translation>
        </message>
        <message>
            <source>fix the board a player plays on in every round (C.04.2 art. 3.6); the pairing is unchanged</source>
            <translation>fijar el tablero de un jugador en cada ronda (C.04.2 art. 3.6); el emparejamiento no cambia</translation>
        </message>
        <message>
            <source>pairing number</source>
            <translation>número de emparejamiento</translation>
        </message>
        <message>
            <source>board number, or none</source>
            <translation>número de tablero, o none</translation>
        </message>
        <message>
            <source>the presence list of the next round (C.04.2 art. 4.1): tick players present, leave the absent out of the pairing; without players, print the list</source>
            <translation>la lista de presencia de la ronda siguiente (C.04.2 art. 4.1): marcar los jugadores presentes, dejar a los ausentes fuera del emparejamiento; sin jugadores, mostrar la lista</translation>
        </message>
        <message>
            <source>pairing numbers of players present</source>
            <translation>números de emparejamiento de los jugadores presentes</translation>
        </message>
        <message>
            <source>untick these players</source>
            <translation>desmarcar a estos jugadores</translation>
        </message>
        <message>
            <source>leave every player not checked in out of the round: a zero-point bye, or withdrawn</source>
            <translation>dejar fuera de la ronda a todo jugador no presente: bye de cero puntos, o retirado</translation>
        </message>
        <message>
            <source>add, change or remove an entry-fee category (the first a player meets applies)</source>
            <translation>añadir, cambiar o quitar una categoría de cuota de inscripción (se aplica la primera que cumple el jugador)</translation>
        </message>
        <message>
            <source>the fee, e.g. 50 or 12.50 (0: free)</source>
            <translation>el importe, p. ej. 50 o 12.50 (0: gratis)</translation>
        </message>
        <message>
            <source>only these titles, comma separated (e.g. GM,WGM)</source>
            <translation>solo estos títulos, separados por comas (p. ej. GM,WGM)</translation>
        </message>
        <message>
            <source>born in this year or later</source>
            <translation>nacido ese año o después</translation>
        </message>
        <message>
            <source>born in this year or earlier</source>
            <translation>nacido ese año o antes</translation>
        </message>
        <message>
            <source>the currency of every fee (e.g. EUR)</source>
            <translation>la moneda de todos los importes (p. ej. EUR)</translation>
        </message>
        <message>
            <source>remove the category</source>
            <translation>quitar la categoría</translation>
        </message>
        <message>
            <source>record an entry fee received from a player (a receipt number)</source>
            <translation>registrar una cuota recibida de un jugador (un número de recibo)</translation>
        </message>
        <message>
            <source>the amount received, e.g. 50 or 12.50</source>
            <translation>el importe recibido, p. ej. 50 o 12.50</translation>
        </message>
        <message>
            <source>a note printed on the receipt</source>
            <translation>una nota impresa en el recibo</translation>
        </message>
        <message>
            <source>what each player owes and paid, and the organiser's totals; or set a player's category</source>
            <translation>lo que cada jugador debe y ha pagado, y los totales para el organizador; o fijar la categoría de un jugador</translation>
        </message>
        <message>
            <source>with --player: the fee category chosen for him (empty: by the rules)</source>
            <translation>con --player: la categoría elegida para él (vacío: según las reglas)</translation>
        </message>
        <message>
            <source>delete a registration made by mistake (never paired)</source>
            <translation>borrar una inscripción hecha por error (nunca emparejado)</translation>
        </message>
        <message>
            <source>withdraw a player (no longer paired)</source>
            <translation>retirar a un jugador (deja de ser emparejado)</translation>
        </message>
        <message>
            <source>first round not played (default: the next round)</source>
            <translation>primera ronda no jugada (por defecto: la próxima ronda)</translation>
        </message>
        <message>
            <source>undo a withdrawal</source>
            <translation>deshacer una retirada</translation>
        </message>
        <message>
            <source>a requested half-/zero-/full-point bye for a round (or cancel it)</source>
            <translation>un bye solicitado de medio punto, cero puntos o un punto para una ronda (o cancelarlo)</translation>
        </message>
        <message>
            <source>pair the next round (a round robin: --all pairs every round left)</source>
            <translation>emparejar la próxima ronda (round robin: --all empareja todas las rondas restantes)</translation>
        </message>
        <message>
            <source>date of the round YYYY-MM-DD</source>
            <translation>fecha de la ronda AAAA-MM-DD</translation>
        </message>
        <message>
            <source>MODULE:FUNCTION instead of engine.dutch:pair_round (Swiss only)</source>
            <translation>MÓDULO:FUNCIÓN en lugar de engine.dutch:pair_round (solo suizo)</translation>
        </message>
        <message>
            <source>round robin: pair every round left at once</source>
            <translation>round robin: emparejar de una vez todas las rondas restantes</translation>
        </message>
        <message>
            <source>round robin: draw the pairing numbers by lot (before round 1)</source>
            <translation>round robin: sortear los números de emparejamiento (antes de la ronda 1)</translation>
        </message>
        <message>
            <source>seed of the draw (default: a new one, shown and logged)</source>
            <translation>semilla del sorteo (por defecto: una nueva, mostrada y registrada)</translation>
        </message>
        <message>
            <source>round robin: the pairing numbers the arbiter sets (before round 1)</source>
            <translation>round robin: los números de emparejamiento que fija el árbitro (antes de la ronda 1)</translation>
        </message>
        <message>
            <source>the current numbers in their new order: --order 3,1,2 gives #3 number 1, #1 number 2...</source>
            <translation>los números actuales en su nuevo orden: --order 3,1,2 da al n.º 3 el número 1, al n.º 1 el número 2...</translation>
        </message>
        <message>
            <source>round robin: every round of the Berger table, paired or not</source>
            <translation>round robin: cada ronda de la tabla de Berger, emparejada o no</translation>
        </message>
        <message>
            <source>delete the last round (no results yet) and pair it again</source>
            <translation>borrar la última ronda (aún sin resultados) y emparejarla de nuevo</translation>
        </message>
        <message>
            <source>MODULE:FUNCTION instead of engine.dutch:pair_round</source>
            <translation>MÓDULO:FUNCIÓN en lugar de engine.dutch:pair_round</translation>
        </message>
        <message>
            <source>change the pairing of the last round (no results yet); prints the rules it breaks</source>
            <translation>cambiar el emparejamiento de la última ronda (aún sin resultados); muestra las reglas que incumple</translation>
        </message>
        <message>
            <source>WHITE-BLACK pairing numbers, one per board, in order</source>
            <translation>números de emparejamiento BLANCAS-NEGRAS, uno por tablero, en orden</translation>
        </message>
        <message>
            <source>pairing number of the pairing-allocated bye</source>
            <translation>número de emparejamiento del bye asignado por el emparejamiento</translation>
        </message>
        <message>
            <source>list the rules the pairing of a round breaks</source>
            <translation>listar las reglas que incumple el emparejamiento de una ronda</translation>
        </message>
        <message>
            <source>how the engine paired a round (the window's Explain pairing); with BOARD, that board's part</source>
            <translation>cómo emparejó el programa una ronda (Explicar el emparejamiento de la ventana); con BOARD, la parte de ese tablero</translation>
        </message>
        <message>
            <source>a board of that round</source>
            <translation>un tablero de esa ronda</translation>
        </message>
        <message>
            <source>Baku acceleration (C.04.7) before round 1, or remove it</source>
            <translation>aceleración de Bakú (C.04.7) antes de la ronda 1, o quitarla</translation>
        </message>
        <message>
            <source>C.04.7 (2026) or C.04.5.1</source>
            <translation>C.04.7 (2026) o C.04.5.1</translation>
        </message>
        <message>
            <source>drop the acceleration</source>
            <translation>quitar la aceleración</translation>
        </message>
        <message>
            <source>delete the last round (no results yet)</source>
            <translation>borrar la última ronda (aún sin resultados)</translation>
        </message>
        <message>
            <source>enter or correct a result</source>
            <translation>introducir o corregir un resultado</translation>
        </message>
        <message>
            <source>1-0, 0-1, 1/2 (also = and ½), +- and -+ (forfeits), -- (double forfeit), W-L, L-W, D-D (unrated games), or clear; 0-0 is refused (use --)</source>
            <translation>1-0, 0-1, 1/2 (también = y ½), +- y -+ (incomparecencias), -- (doble incomparecencia), W-L, L-W, D-D (partidas no válidas para rating), o clear; 0-0 se rechaza (use --)</translation>
        </message>
        <message>
            <source>replace a result already entered (the answer says what it was)</source>
            <translation>sustituir un resultado ya introducido (la respuesta dice cuál era)</translation>
        </message>
        <message>
            <source>print the standings with tie-breaks</source>
            <translation>mostrar la clasificación con desempates</translation>
        </message>
        <message>
            <source>C.07 codes, e.g. BH/C1,BH,SB,DE (default: the event's)</source>
            <translation>códigos C.07, p. ej. BH/C1,BH,SB,DE (por defecto: los del torneo)</translation>
        </message>
        <message>
            <source>C.07 edition 2024 or 2026 (default: by start date)</source>
            <translation>edición de C.07 2024 o 2026 (por defecto: según la fecha de inicio)</translation>
        </message>
        <message>
            <source>rating used for unrated opponents (C.07 art. 10)</source>
            <translation>rating usado para los rivales sin rating (C.07 art. 10)</translation>
        </message>
        <message>
            <source>print halves as ½</source>
            <translation>mostrar los medios puntos como ½</translation>
        </message>
        <message>
            <source>write the TRF for rating submission</source>
            <translation>escribir el TRF para el envío de rating</translation>
        </message>
        <message>
            <source>TRF16 instead of TRF26</source>
            <translation>TRF16 en lugar de TRF26</translation>
        </message>
        <message>
            <source>print the audit log</source>
            <translation>mostrar el registro de operaciones</translation>
        </message>
        <message>
            <source>with old and new values</source>
            <translation>con los valores antiguos y nuevos</translation>
        </message>
        <message>
            <source>list the players</source>
            <translation>listar los jugadores</translation>
        </message>
        <message>
            <source>print the pairings and results of a round</source>
            <translation>mostrar los emparejamientos y resultados de una ronda</translation>
        </message>
        <message>
            <source>re-pair every round with the Dutch engine; exit 3 if one differs</source>
            <translation>volver a emparejar cada ronda con el motor holandés; código de salida 3 si alguna difiere</translation>
        </message>
        <message>
            <source>print the event data</source>
            <translation>mostrar los datos del torneo</translation>
        </message>
        <message>
            <source>show or change the Dutch rules edition of the tournament</source>
            <translation>mostrar o cambiar la edición de las reglas del sistema holandés del torneo</translation>
        </message>
        <message>
            <source>the new edition (none: show it)</source>
            <translation>la nueva edición (ninguna: mostrarla)</translation>
        </message>
        <message>
            <source>change it although rounds are paired (the arbiter confirms; the audit log keeps both)</source>
            <translation>cambiarla aunque haya rondas emparejadas (el árbitro confirma; el registro guarda ambas)</translation>
        </message>
        <message>
            <source>re-sort pairing numbers (C.04.2 art. 2.2; up to round 4)</source>
            <translation>reordenar los números de emparejamiento (C.04.2 art. 2.2; hasta la ronda 4)</translation>
        </message>
        <message>
            <source>add the players of a CSV file, all in one operation (--dry-run: only the preview)</source>
            <translation>añadir los jugadores de un archivo CSV, en una sola operación (--dry-run: solo la vista previa)</translation>
        </message>
        <message>
            <source>players, one per row; a header row names the columns</source>
            <translation>jugadores, uno por fila; una fila de cabecera nombra las columnas</translation>
        </message>
        <message>
            <source>show what would be added and the problems, change nothing</source>
            <translation>mostrar lo que se añadiría y los problemas, sin cambiar nada</translation>
        </message>
        <message>
            <source>add the good rows, leave out those with a problem</source>
            <translation>añadir las filas correctas, dejar fuera las que tienen un problema</translation>
        </message>
        <message>
            <source>remove the players of the last CSV import (none may be paired)</source>
            <translation>quitar los jugadores de la última importación CSV (ninguno puede estar emparejado)</translation>
        </message>
        <message>
            <source>write a consistent copy of the file (e.g. to a USB stick)</source>
            <translation>escribir una copia coherente del archivo (p. ej. en una memoria USB)</translation>
        </message>
        <message>
            <source>the copy (a file name, or a folder)</source>
            <translation>la copia (un nombre de archivo o una carpeta)</translation>
        </message>
        <message>
            <source>replace an existing file at DESTINATION</source>
            <translation>reemplazar un archivo existente en DESTINO</translation>
        </message>
        <message>
            <source>list the automatic backup copies of the file</source>
            <translation>listar las copias de seguridad automáticas del archivo</translation>
        </message>
        <message>
            <source>the language of the event's documents (printed documents, web folder, projector): {languages}; "" for the language of the program that prints them</source>
            <translation>el idioma de los documentos del torneo (documentos impresos, carpeta web, proyector): {languages}; "" para el idioma del programa que los imprime</translation>
        </message>
        <message>
            <source>change event data, officials, time control and rating type</source>
            <translation>cambiar los datos del torneo, los oficiales, el ritmo de juego y el tipo de rating</translation>
        </message>
        <message>
            <source>3-letter FIDE code of the host federation (032)</source>
            <translation>código FIDE de 3 letras de la federación organizadora (032)</translation>
        </message>
        <message>
            <source>start date YYYY-MM-DD (042)</source>
            <translation>fecha de inicio AAAA-MM-DD (042)</translation>
        </message>
        <message>
            <source>end date YYYY-MM-DD (052)</source>
            <translation>fecha de fin AAAA-MM-DD (052)</translation>
        </message>
        <message>
            <source>'Surname, Firstname' (102)</source>
            <translation>'Apellido, Nombre' (102)</translation>
        </message>
        <message>
            <source>the chief arbiter's FIDE ID</source>
            <translation>el ID FIDE del árbitro principal</translation>
        </message>
        <message>
            <source>IA, FA or NA</source>
            <translation>IA, FA o NA</translation>
        </message>
        <message>
            <source>'NAME;FIDE_ID;TITLE' (112), repeat for each; '' for none</source>
            <translation>'NOMBRE;ID_FIDE;TÍTULO' (112), repetir para cada uno; '' para ninguno</translation>
        </message>
        <message>
            <source>allotted times as text (122)</source>
            <translation>tiempos asignados como texto (122)</translation>
        </message>
        <message>
            <source>encoded time control (222), e.g. 5400+30</source>
            <translation>ritmo de juego codificado (222), p. ej. 5400+30</translation>
        </message>
        <message>
            <source>the FIDE list rated for</source>
            <translation>la lista FIDE para la que es válido</translation>
        </message>
        <message>
            <source>yes or no</source>
            <translation>yes o no</translation>
        </message>
        <message>
            <source>how equal players split prizes</source>
            <translation>cómo reparten los premios los jugadores empatados</translation>
        </message>
        <message>
            <source>list the round dates (TRF 132), or set them</source>
            <translation>listar las fechas de las rondas (TRF 132), o fijarlas</translation>
        </message>
        <message>
            <source>YYYY-MM-DD,... one per round (empty = no date)</source>
            <translation>AAAA-MM-DD,... una por ronda (vacía = sin fecha)</translation>
        </message>
        <message>
            <source>store the dates shown (proposed from the schedule)</source>
            <translation>guardar las fechas mostradas (propuestas según el calendario)</translation>
        </message>
        <message>
            <source>store a player's K factor (B.02 8.3.3; from the FIDE list), or auto</source>
            <translation>guardar el factor K de un jugador (B.02 8.3.3; de la lista FIDE), o auto</translation>
        </message>
        <message>
            <source>10, 20, 40, or auto (derived from rating and birth year)</source>
            <translation>10, 20, 40, o auto (deducido del rating y del año de nacimiento)</translation>
        </message>
        <message>
            <source>rating changes (B.02) of every player, or one in detail</source>
            <translation>variaciones de rating (B.02) de cada jugador, o de uno en detalle</translation>
        </message>
        <message>
            <source>pairing number: game by game</source>
            <translation>número de emparejamiento: partida por partida</translation>
        </message>
        <message>
            <source>title norms (B.01) achieved, or one player's in detail</source>
            <translation>normas de título (B.01) logradas, o las de un jugador en detalle</translation>
        </message>
        <message>
            <source>pairing number: every requirement</source>
            <translation>número de emparejamiento: cada requisito</translation>
        </message>
        <message>
            <source>also the players without a norm, with what is missing</source>
            <translation>también los jugadores sin norma, con lo que les falta</translation>
        </message>
        <message>
            <source>the event is exempt from B.01 1.4.3/1.4.4</source>
            <translation>el torneo está exento de B.01 1.4.3/1.4.4</translation>
        </message>
        <message>
            <source>list, add or remove prize categories</source>
            <translation>listar, añadir o quitar categorías de premios</translation>
        </message>
        <message>
            <source>short name for standings columns (U16, W...)</source>
            <translation>nombre corto para las columnas de la clasificación (U16, W...)</translation>
        </message>
        <message>
            <source>place in the list (1 = first)</source>
            <translation>lugar en la lista (1 = primero)</translation>
        </message>
        <message>
            <source>amounts for places 1, 2, ...: 500,300,Trophy,100:Book</source>
            <translation>importes para los puestos 1, 2, ...: 500,300,Trophy,100:Book</translation>
        </message>
        <message>
            <source>birth year, inclusive (age groups: U16 = born from ...)</source>
            <translation>año de nacimiento, incluido (categorías de edad: U16 = nacidos desde ...)</translation>
        </message>
        <message>
            <source>birth year, inclusive (seniors)</source>
            <translation>año de nacimiento, incluido (veteranos)</translation>
        </message>
        <message>
            <source>3-letter code; repeat for several</source>
            <translation>código de 3 letras; repetir para varios</translation>
        </message>
        <message>
            <source>repeat for several</source>
            <translation>repetir para varios</translation>
        </message>
        <message>
            <source>pairing numbers, comma separated</source>
            <translation>números de emparejamiento, separados por comas</translation>
        </message>
        <message>
            <source>the prize list of the standings</source>
            <translation>la lista de premios de la clasificación</translation>
        </message>
        <message>
            <source>what FIDE's rating officer needs; exit 3 if missing</source>
            <translation>lo que necesita el responsable de rating de la FIDE; código de salida 3 si falta algo</translation>
        </message>
        <message>
            <source>the library file (default: $ARBITER_LIBRARY or the data folder)</source>
            <translation>el archivo de la biblioteca (por defecto: $ARBITER_LIBRARY o la carpeta de datos)</translation>
        </message>
        <message>
            <source>rating type of a per-type list</source>
            <translation>tipo de rating de una lista por tipo</translation>
        </message>
        <message>
            <source>the list's name, e.g. 'GER 2026-04'</source>
            <translation>el nombre de la lista, p. ej. 'GER 2026-04'</translation>
        </message>
        <message>
            <source>a saved column mapping</source>
            <translation>una correspondencia de columnas guardada</translation>
        </message>
        <message>
            <source>FIELD=COLUMN,... columns from 1; fields: {fields}</source>
            <translation>CAMPO=COLUMNA,... columnas desde 1; campos: {fields}</translation>
        </message>
        <message>
            <source>',', ';', 'tab' or '|' (default: recognised)</source>
            <translation>',', ';', 'tab' o '|' (por defecto: reconocido)</translation>
        </message>
        <message>
            <source>fixed-width columns: their first character positions, from 1</source>
            <translation>columnas de ancho fijo: la posición de su primer carácter, desde 1</translation>
        </message>
        <message>
            <source>the first line is a player, not column names</source>
            <translation>la primera línea es un jugador, no nombres de columnas</translation>
        </message>
        <message>
            <source>save the mapping under NAME</source>
            <translation>guardar la correspondencia como NOMBRE</translation>
        </message>
        <message>
            <source>compare the players with the library; --apply updates</source>
            <translation>comparar los jugadores con la biblioteca; --apply actualiza</translation>
        </message>
        <message>
            <source>apply the changes (one operation)</source>
            <translation>aplicar los cambios (una sola operación)</translation>
        </message>
        <message>
            <source>also after round 1 is paired</source>
            <translation>también después de emparejar la ronda 1</translation>
        </message>
        <message>
            <source>players of the same club/federation do not meet in rounds 1..K</source>
            <translation>los jugadores del mismo club/federación no se enfrentan en las rondas 1..K</translation>
        </message>
        <message>
            <source>the last round of the restriction</source>
            <translation>la última ronda de la restricción</translation>
        </message>
        <message>
            <source>drop the restriction</source>
            <translation>quitar la restricción</translation>
        </message>
        <message>
            <source>list the prohibited pairings</source>
            <translation>listar los emparejamientos prohibidos</translation>
        </message>
        <message>
            <source>prohibit pairings among players (pairing numbers)</source>
            <translation>prohibir emparejamientos entre jugadores (números de emparejamiento)</translation>
        </message>
        <message>
            <source>pairing numbers (two or more)</source>
            <translation>números de emparejamiento (dos o más)</translation>
        </message>
        <message>
            <source>ROUND or FIRST-LAST (default: every round)</source>
            <translation>RONDA o PRIMERA-ÚLTIMA (por defecto: todas las rondas)</translation>
        </message>
        <message>
            <source>why (shown beside)</source>
            <translation>por qué (se muestra al lado)</translation>
        </message>
        <message>
            <source>remove a prohibited pairing (its id, see 'forbidden')</source>
            <translation>quitar un emparejamiento prohibido (su id, véase 'forbidden')</translation>
        </message>
        <message>
            <source>enter the results of a round from a CSV file (one operation)</source>
            <translation>introducir los resultados de una ronda desde un archivo CSV (una sola operación)</translation>
        </message>
        <message>
            <source>pairings.csv of arbiter export csv, with the Result column filled in</source>
            <translation>pairings.csv de arbiter export csv, con la columna Result rellenada</translation>
        </message>
        <message>
            <source>the round to import (default: the only round in the CSV)</source>
            <translation>la ronda que se importa (por defecto: la única ronda del CSV)</translation>
        </message>
        <message>
            <source>show what would be entered; exit 3 on a problem</source>
            <translation>mostrar lo que se introduciría; código de salida 3 si hay un problema</translation>
        </message>
        <message>
            <source>enter the good rows, leave out the others</source>
            <translation>introducir las filas correctas, dejar fuera las demás</translation>
        </message>
        <message>
            <source>put back the results the last results import replaced</source>
            <translation>restaurar los resultados que sustituyó la última importación de resultados</translation>
        </message>
        <message>
            <source>Write the event as a static web site (HTML and CSS) into a folder.</source>
            <translation>Escribir el torneo como un sitio web estático (HTML y CSS) en una carpeta.</translation>
        </message>
        <message>
            <source>the tournament file (.arbiter)</source>
            <translation>el archivo de torneo (.arbiter)</translation>
        </message>
        <message>
            <source>folder of the site</source>
            <translation>carpeta del sitio</translation>
        </message>
        <message>
            <source>write into a folder that holds other files</source>
            <translation>escribir en una carpeta que contiene otros archivos</translation>
        </message>
        <message>
            <source>the language of the pages: {languages} (default: the event's language if it has one, else the command's language)</source>
            <translation>el idioma de las páginas: {languages} (por defecto: el del torneo si tiene uno, si no el del comando)</translation>
        </message>
        <message>
            <source>Export the event as CSV, JSON or PGN.</source>
            <translation>Exportar el torneo en CSV, JSON o PGN.</translation>
        </message>
        <message>
            <source>players, pairings, results, standings (a folder, or one table)</source>
            <translation>jugadores, emparejamientos, resultados, clasificación (una carpeta, o una tabla)</translation>
        </message>
        <message>
            <source>folder (all tables) or file (--table)</source>
            <translation>carpeta (todas las tablas) o archivo (--table)</translation>
        </message>
        <message>
            <source>one table into one file</source>
            <translation>una tabla en un archivo</translation>
        </message>
        <message>
            <source>with --table pairings: only this round</source>
            <translation>con --table pairings: solo esta ronda</translation>
        </message>
        <message>
            <source>the whole event (arbiter export schema gives its JSON Schema)</source>
            <translation>el torneo completo (arbiter export schema da su esquema JSON)</translation>
        </message>
        <message>
            <source>PGN headers of every game (forfeits are not games)</source>
            <translation>cabeceras PGN de cada partida (las incomparecencias no son partidas)</translation>
        </message>
        <message>
            <source>only this round</source>
            <translation>solo esta ronda</translation>
        </message>
        <message>
            <source>the JSON Schema of the JSON export</source>
            <translation>el esquema JSON de la exportación JSON</translation>
        </message>
        <message>
            <source>number of rounds (a Swiss; a Double-Swiss: of matches; a round robin's follow its players)</source>
            <translation>número de rondas (un suizo; un Doble Suizo: de matches; las de un round robin siguen a sus jugadores)</translation>
        </message>
        <message>
            <source>a Double-Swiss event (C.04.5): ROUND is the match, RESULT game 1's and RESULT2 game 2's result, each as its own game's (game 2's White is game 1's Black)</source>
            <translation>un torneo Doble Suizo (C.04.5): ROUND es el match, RESULT el resultado de la partida 1 y RESULT2 el de la partida 2, cada uno según su propia partida (las blancas de la partida 2 son las negras de la partida 1)</translation>
        </message>
        <message>
            <source>pairings: print this address of the live pages (arbiter serve) with its QR code</source>
            <translation>emparejamientos: imprimir esta dirección de las páginas en directo (arbiter serve) con su código QR</translation>
        </message>
        <message>
            <source>serve the event's pages live to the phones on the venue's network</source>
            <translation>servir en directo las páginas del torneo a los móviles de la red de la sala</translation>
        </message>
        <message>
            <source>the address to serve at (default {host}: every network of this machine)</source>
            <translation>la dirección en la que servir (por defecto {host}: todas las redes de esta máquina)</translation>
        </message>
        <message>
            <source>the port (default {port})</source>
            <translation>el puerto (por defecto {port})</translation>
        </message>
        <message>
            <source>a .trf or .arbiter tournament file, or a venue server's postgresql:// URL</source>
            <translation>un archivo de torneo .trf o .arbiter, o la URL postgresql:// de un servidor del torneo</translation>
        </message>
        <message>
            <source>copy an event between a file and a venue server (either way), identical</source>
            <translation>copiar un torneo entre un archivo y un servidor del torneo (en ambos sentidos), idéntico</translation>
        </message>
        <message>
            <source>a tournament file or postgresql:// URL</source>
            <translation>un archivo de torneo o una URL postgresql://</translation>
        </message>
        <message>
            <source>a new file or an empty server database</source>
            <translation>un archivo nuevo o una base de datos vacía del servidor</translation>
        </message>
        <message>
            <source>replace an event that DST already holds</source>
            <translation>reemplazar el torneo que DST ya contiene</translation>
        </message>
        <message>
            <source>name a person's role at the desks (chief, deputy, viewer), or list the roles</source>
            <translation>asignar la función de una persona en los puestos (chief, deputy, viewer), o listar las funciones</translation>
        </message>
        <message>
            <source>the person, as the audit log names him</source>
            <translation>la persona, tal como la nombra el registro</translation>
        </message>
        <message>
            <source>a team event: the boards of each match (players a side)</source>
            <translation>un torneo por equipos: los tableros de cada encuentro (jugadores por lado)</translation>
        </message>
        <message>
            <source>a Swiss team event: the variant of C.04.6 as record 192 names it (default FIDE_TEAM_TYPEA_MP_GP)</source>
            <translation>un torneo suizo por equipos: la variante de C.04.6 como la nombra el registro 192 (por defecto FIDE_TEAM_TYPEA_MP_GP)</translation>
        </message>
        <message>
            <source>register a team with its roster (a team event)</source>
            <translation>inscribir un equipo con su plantilla (torneo por equipos)</translation>
        </message>
        <message>
            <source>a roster player, board order: NAME[;RATING[;FIDE_ID[;FED]]] (repeat)</source>
            <translation>un jugador de la plantilla, en orden de tableros: NAME[;RATING[;FIDE_ID[;FED]]] (repetir)</translation>
        </message>
        <message>
            <source>a late team: the first round it plays (not paired before, zero points)</source>
            <translation>un equipo que llega tarde: la primera ronda que juega (no emparejado antes, cero puntos)</translation>
        </message>
        <message>
            <source>add the teams of a CSV file, all in one operation (--dry-run: only the preview)</source>
            <translation>añadir los equipos de un archivo CSV, todos en una operación (--dry-run: solo la vista previa)</translation>
        </message>
        <message>
            <source>columns: team, board, name, rating, FIDE ID, federation</source>
            <translation>columnas: equipo, tablero, nombre, Elo, ID FIDE, federación</translation>
        </message>
        <message>
            <source>show what would be added, change nothing</source>
            <translation>mostrar lo que se añadiría, sin cambiar nada</translation>
        </message>
        <message>
            <source>remove the teams of the last team import</source>
            <translation>eliminar los equipos de la última importación de equipos</translation>
        </message>
        <message>
            <source>print the teams and their rosters, or a round's matches</source>
            <translation>mostrar los equipos y sus plantillas, o los encuentros de una ronda</translation>
        </message>
        <message>
            <source>the matches, line-ups and games of this round</source>
            <translation>los encuentros, alineaciones y partidas de esta ronda</translation>
        </message>
        <message>
            <source>a team's line-up for a round: pairing numbers, board 1 first</source>
            <translation>la alineación de un equipo para una ronda: números de emparejamiento, el tablero 1 primero</translation>
        </message>
        <message>
            <source>the team's number</source>
            <translation>el número del equipo</translation>
        </message>
        <message>
            <source>the players' pairing numbers</source>
            <translation>los números de emparejamiento de los jugadores</translation>
        </message>
        <message>
            <source>a whole match forfeited by one team (or both)</source>
            <translation>un encuentro entero perdido por incomparecencia de un equipo (o de ambos)</translation>
        </message>
        <message>
            <source>the number of the team that did not play</source>
            <translation>el número del equipo que no jugó</translation>
        </message>
        <message>
            <source>a bye a team requested for a round not yet paired</source>
            <translation>un bye que un equipo pidió para una ronda aún no emparejada</translation>
        </message>
        <message>
            <source>a team withdrawn: not paired from a round on, its past matches stay</source>
            <translation>un equipo retirado: no emparejado desde una ronda, sus encuentros pasados se mantienen</translation>
        </message>
        <message>
            <source>the first round it is not paired in (default: the next)</source>
            <translation>la primera ronda en la que no se empareja (por defecto: la siguiente)</translation>
        </message>
        <message>
            <source>take back a team's withdrawal</source>
            <translation>anular la retirada de un equipo</translation>
        </message>
        <message>
            <source>the section of the event (needed when it has several)</source>
            <translation>la sección del evento (necesaria cuando tiene varias)</translation>
        </message>
        <message>
            <source>the sections of an event: list, add, rename, delete or restore them</source>
            <translation>las secciones de un evento: listarlas, añadirlas, renombrarlas, eliminarlas o restaurarlas</translation>
        </message>
        <message>
            <source>list the event's sections</source>
            <translation>listar las secciones del evento</translation>
        </message>
        <message>
            <source>add a section (a tournament of its own)</source>
            <translation>añadir una sección (un torneo propio)</translation>
        </message>
        <message>
            <source>the section's name, e.g. "Open B"</source>
            <translation>el nombre de la sección, p. ej. «Open B»</translation>
        </message>
        <message>
            <source>the section whose settings the new one starts from (default: the first)</source>
            <translation>la sección de la que la nueva toma los ajustes (por defecto: la primera)</translation>
        </message>
        <message>
            <source>its pairing system (as arbiter new)</source>
            <translation>su sistema de emparejamiento (como arbiter new)</translation>
        </message>
        <message>
            <source>its number of rounds</source>
            <translation>su número de rondas</translation>
        </message>
        <message>
            <source>type of tournament (092)</source>
            <translation>tipo de torneo (092)</translation>
        </message>
        <message>
            <source>give a section another name</source>
            <translation>dar otro nombre a una sección</translation>
        </message>
        <message>
            <source>the section's name now</source>
            <translation>el nombre actual de la sección</translation>
        </message>
        <message>
            <source>its new name</source>
            <translation>su nuevo nombre</translation>
        </message>
        <message>
            <source>delete a section with its registrations (refused once one of its rounds is paired)</source>
            <translation>eliminar una sección con sus inscripciones (rechazado en cuanto una de sus rondas está emparejada)</translation>
        </message>
        <message>
            <source>the section's name</source>
            <translation>el nombre de la sección</translation>
        </message>
        <message>
            <source>put back a deleted section as it was, with its registrations (undoes section delete)</source>
            <translation>restaurar una sección eliminada tal como estaba, con sus inscripciones (deshace section delete)</translation>
        </message>
        <message>
            <source>the deleted section's name</source>
            <translation>el nombre de la sección eliminada</translation>
        </message>
        <message>
            <source>enter a player of one section (--section) in another section too</source>
            <translation>inscribir también a un jugador de una sección (--section) en otra sección</translation>
        </message>
        <message>
            <source>the section he is entered in</source>
            <translation>la sección en la que se inscribe</translation>
        </message>
        <message>
            <source>his pairing number in his section</source>
            <translation>su número de emparejamiento en su sección</translation>
        </message>
    </context>
    <context>
        <name>CliLauncher</name>
        <message>
            <source>print a document as PDF (pairings, standings, ...)</source>
            <translation>imprimir un documento en PDF (emparejamientos, clasificación, ...)</translation>
        </message>
        <message>
            <source>export the event as CSV, JSON or PGN (arbiter help export)</source>
            <translation>exportar el torneo en CSV, JSON o PGN (arbiter help export)</translation>
        </message>
        <message>
            <source>write the event as a static web site into a folder</source>
            <translation>escribir el torneo como un sitio web estático en una carpeta</translation>
        </message>
        <message>
            <source>commands:</source>
            <translation>comandos:</translation>
        </message>
        <message>
            <source>arbiter: {file}: no such file</source>
            <translation>arbiter: {file}: no existe el archivo</translation>
        </message>
        <message>
            <source>arbiter: unknown command {command}</source>
            <translation>arbiter: comando desconocido {command}</translation>
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
                <numerusform>{output}: {kind}, %n página</numerusform>
                <numerusform>{output}: {kind}, %n páginas</numerusform>
            </translation>
        </message>
        <message>
            <source>left out: {section}: {reason}</source>
            <translation>omitida: {section}: {reason}</translation>
        </message>
        <message>
            <source>round {round}: half-point bye for #{number} {name}</source>
            <translation>ronda {round}: bye de medio punto para el n.º {number} {name}</translation>
        </message>
        <message>
            <source>round {round}: zero-point bye for #{number} {name}</source>
            <translation>ronda {round}: bye de cero puntos para el n.º {number} {name}</translation>
        </message>
        <message>
            <source>round {round}: full-point bye for #{number} {name}</source>
            <translation>ronda {round}: bye de un punto para el n.º {number} {name}</translation>
        </message>
        <message>
            <source>paired</source>
            <translation>emparejada</translation>
        </message>
        <message>
            <source>complete</source>
            <translation>completa</translation>
        </message>
        <message>
            <source>     {number:&gt;4} {name}: half-point bye</source>
            <translation>     {number:&gt;4} {name}: bye de medio punto</translation>
        </message>
        <message>
            <source>     {number:&gt;4} {name}: zero-point bye</source>
            <translation>     {number:&gt;4} {name}: bye de cero puntos</translation>
        </message>
        <message>
            <source>     {number:&gt;4} {name}: full-point bye</source>
            <translation>     {number:&gt;4} {name}: bye de un punto</translation>
        </message>
        <message>
            <source>created {file}: {name}, {rounds} rounds</source>
            <translation>creado {file}: {name}, {rounds} rondas</translation>
        </message>
        <message>
            <source>created {file}: {name}, {rounds} rounds paired by {system}</source>
            <translation>{file} creado: {name}, {rounds} rondas emparejadas según {system}</translation>
        </message>
        <message>
            <source>created {file}: {name}, a {system} (Berger tables, C.05 Annex 1; the number of rounds follows the players)</source>
            <translation>creado {file}: {name}, un {system} (tablas de Berger, C.05 anexo 1; el número de rondas depende de los jugadores)</translation>
        </message>
        <message>
            <source>imported {trf} into {file}: {players} players, {rounds} rounds</source>
            <translation>importado {trf} en {file}: {players} jugadores, {rounds} rondas</translation>
        </message>
        <message>
            <source>placeholder players of the bye taken out: {players} (--keep-dummies keeps them)</source>
            <translation>jugadores ficticios del bye quitados: {players} (--keep-dummies los conserva)</translation>
        </message>
        <message>
            <source>warning: {warning}</source>
            <translation>aviso: {warning}</translation>
        </message>
        <message>
            <source>from the library: {line}</source>
            <translation>de la biblioteca: {line}</translation>
        </message>
        <message>
            <source>note: {note}</source>
            <translation>nota: {note}</translation>
        </message>
        <message>
            <source>added #{number} {name}</source>
            <translation>añadido el n.º {number} {name}</translation>
        </message>
        <message>
            <source>  {name} is now #{number}</source>
            <translation>  {name} es ahora el n.º {number}</translation>
        </message>
        <message>
            <source>removed #{number} {name}</source>
            <translation>quitado el n.º {number} {name}</translation>
        </message>
        <message>
            <source>  {name} is now #{number} (was #{old})</source>
            <translation>  {name} es ahora el n.º {number} (antes n.º {old})</translation>
        </message>
        <message>
            <source>note: he is also entered in {sections}; --all-sections corrects him there too</source>
            <translation>nota: también está inscrito en {sections}; --all-sections lo corrige también allí</translation>
        </message>
        <message>
            <source>#{number} {name} withdrawn from round {round}</source>
            <translation>n.º {number} {name} retirado desde la ronda {round}</translation>
        </message>
        <message>
            <source>  round {round} board {board}: #{white} - #{black} {result}</source>
            <translation>  ronda {round} tablero {board}: n.º {white} - n.º {black} {result}</translation>
        </message>
        <message>
            <source>#{number} {name} reinstated</source>
            <translation>n.º {number} {name} readmitido</translation>
        </message>
        <message>
            <source>round {round}: bye of #{number} {name} cancelled</source>
            <translation>ronda {round}: cancelado el bye del n.º {number} {name}</translation>
        </message>
        <message>
            <source>Round {round}{date}: {state}</source>
            <translation>Ronda {round}{date}: {state}</translation>
        </message>
        <message>
            <source>     {number:&gt;4} {name}: pairing-allocated bye</source>
            <translation>     {number:&gt;4} {name}: bye asignado por el emparejamiento</translation>
        </message>
        <message>
            <source>     {number:&gt;4} {name}: no game (the Berger table's dummy)</source>
            <translation>     {number:&gt;4} {name}: sin partida (el jugador ficticio de la tabla de Berger)</translation>
        </message>
        <message>
            <source>pairing numbers drawn by lot (seed {seed}):</source>
            <translation>números de emparejamiento sorteados (semilla {seed}):</translation>
        </message>
        <message>
            <source>pairing numbers set by the arbiter:</source>
            <translation>números de emparejamiento fijados por el árbitro:</translation>
        </message>
        <message>
            <source>{event}: {system}, {players} players, {rounds} rounds</source>
            <translation>{event}: {system}, {players} jugadores, {rounds} rondas</translation>
        </message>
        <message>
            <source>Round {round} (Berger table round {table_round}, cycle {cycle})</source>
            <translation>Ronda {round} (ronda {table_round} de la tabla de Berger, ciclo {cycle})</translation>
        </message>
        <message>
            <source>     {number:&gt;4} {name}: no game</source>
            <translation>     {number:&gt;4} {name}: sin partida</translation>
        </message>
        <message>
            <source>warning: {severity}: {warning}</source>
            <translation>aviso: {severity}: {warning}</translation>
        </message>
        <message>
            <source>round {round}: the pairing breaks no rule checked</source>
            <translation>ronda {round}: el emparejamiento no incumple ninguna regla comprobada</translation>
        </message>
        <message>
            <source>note: {correction}</source>
            <translation>nota: {correction}</translation>
        </message>
        <message>
            <source>round {round}, board {board}: {white} - {black}</source>
            <translation>ronda {round}, tablero {board}: {white} - {black}</translation>
        </message>
        <message>
            <source>{found} findings in {rounds} rounds break an article of the Swiss Team System (C.04.6)</source>
            <translation>{found} hallazgos en {rounds} rondas infringen un artículo del sistema suizo por equipos (C.04.6)</translation>
        </message>
        <message>
            <source>all {rounds} rounds of team matches break no article of the Swiss Team System (C.04.6)</source>
            <translation>las {rounds} rondas de encuentros por equipos no infringen ningún artículo del sistema suizo por equipos (C.04.6)</translation>
        </message>
        <message>
            <source>all {matches} matches are paired as the Double-Swiss System (C.04.5) pairs them</source>
            <translation>los {matches} matches están emparejados como los empareja el sistema Doble Suizo (C.04.5)</translation>
        </message>
        <message>
            <source>acceleration removed</source>
            <translation>aceleración quitada</translation>
        </message>
        <message>
            <source>Baku acceleration ({edition}):</source>
            <translation>Aceleración de Bakú ({edition}):</translation>
        </message>
        <message>
            <source>  {points} virtual point(s) in rounds {first_round}-{last_round} to #{first}-#{last}</source>
            <translation>  {points} punto(s) virtual(es) en las rondas {first_round}-{last_round} para los n.º {first}-{last}</translation>
        </message>
        <message>
            <source>round {round} deleted</source>
            <translation>ronda {round} borrada</translation>
        </message>
        <message>
            <source>cleared</source>
            <translation>borrado</translation>
        </message>
        <message>
            <source>round {round} board {board}: #{white} - #{black} {result}</source>
            <translation>ronda {round} tablero {board}: n.º {white} - n.º {black} {result}</translation>
        </message>
        <message>
            <source>{line}, was {old}</source>
            <translation>{line}, antes: {old}</translation>
        </message>
        <message>
            <source>wrote {file} ({version})</source>
            <translation>escrito {file} ({version})</translation>
        </message>
        <message>
            <source>       old: {value}</source>
            <translation>       antes: {value}</translation>
        </message>
        <message>
            <source>       new: {value}</source>
            <translation>       ahora: {value}</translation>
        </message>
        <message>
            <source>  withdrawn from round {round}</source>
            <translation>  retirado desde la ronda {round}</translation>
        </message>
        <message>
            <source>  nat. {national_id} {national_rating}</source>
            <translation>  nac. {national_id} {national_rating}</translation>
        </message>
        <message>
            <source>{found} of {rounds} rounds differ from the Berger table (C.05 Annex 1)</source>
            <translation>{found} de {rounds} rondas difieren de la tabla de Berger (C.05 anexo 1)</translation>
        </message>
        <message>
            <source>{found} of {rounds} rounds differ from the FIDE Dutch pairing</source>
            <translation>{found} de {rounds} rondas difieren del emparejamiento del sistema holandés FIDE</translation>
        </message>
        <message>
            <source>{found} of {matches} matches break an article of the Double-Swiss System (C.04.5)</source>
            <translation>{found} de {matches} matches incumplen un artículo del sistema Doble Suizo (C.04.5)</translation>
        </message>
        <message>
            <source>all {rounds} rounds are paired as the Berger table (C.05 Annex 1) pairs them</source>
            <translation>las {rounds} rondas están emparejadas como las empareja la tabla de Berger (C.05 anexo 1)</translation>
        </message>
        <message>
            <source>all {rounds} rounds are paired as the FIDE Dutch system pairs them</source>
            <translation>las {rounds} rondas están emparejadas como las empareja el sistema holandés FIDE</translation>
        </message>
        <message>
            <source>{event} ({city}, {federation}), {rounds} rounds</source>
            <translation>{event} ({city}, {federation}), {rounds} rondas</translation>
        </message>
        <message>
            <source>system: {system}; tie-breaks: {tiebreaks}</source>
            <translation>sistema: {system}; desempates: {tiebreaks}</translation>
        </message>
        <message>
            <source>{rounds} rounds: inferred from the player lines of the imported TRF {source}</source>
            <translation>{rounds} rondas: deducidas de las líneas de los jugadores del TRF importado {source}</translation>
        </message>
        <message>
            <source>rating type: {rating_type}</source>
            <translation>tipo de rating: {rating_type}</translation>
        </message>
        <message>
            <source>players: {players}; rounds paired: {rounds}</source>
            <translation>jugadores: {players}; rondas emparejadas: {rounds}</translation>
        </message>
        <message>
            <source>rules: {old} -&gt; {new}</source>
            <translation>reglas: {old} -&gt; {new}</translation>
        </message>
        <message>
            <source>rules: {rules}</source>
            <translation>reglas: {rules}</translation>
        </message>
        <message>
            <source>wrote a copy of {file} to {target}</source>
            <translation>escrita una copia de {file} en {target}</translation>
        </message>
        <message numerus="yes">
            <source>%n backup(s); kept: the newest {per_round} of each round, {timed} timed, {replaced} replaced files</source>
            <translation>
                <numerusform>%n copia de seguridad; se guardan: las {per_round} más recientes de cada ronda, {timed} periódicas, {replaced} archivos sustituidos</numerusform>
                <numerusform>%n copias de seguridad; se guardan: las {per_round} más recientes de cada ronda, {timed} periódicas, {replaced} archivos sustituidos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n row(s) read</source>
            <translation>
                <numerusform>%n fila leída</numerusform>
                <numerusform>%n filas leídas</numerusform>
            </translation>
        </message>
        <message>
            <source>  add #{number:&lt;4} {name}  {rating}</source>
            <translation>  añadir n.º {number:&lt;4} {name}  {rating}</translation>
        </message>
        <message>
            <source>  {name} would become #{number}</source>
            <translation>  {name} pasaría a ser el n.º {number}</translation>
        </message>
        <message>
            <source>  problem: {problem}</source>
            <translation>  problema: {problem}</translation>
        </message>
        <message>
            <source>dry run: nothing was changed; every row can be imported</source>
            <translation>prueba: no se ha cambiado nada; todas las filas se pueden importar</translation>
        </message>
        <message numerus="yes">
            <source>dry run: nothing was changed; %n row(s) cannot be imported (--skip-bad-rows leaves them out)</source>
            <translation>
                <numerusform>prueba: no se ha cambiado nada; %n fila no se puede importar (--skip-bad-rows la deja fuera)</numerusform>
                <numerusform>prueba: no se ha cambiado nada; %n filas no se pueden importar (--skip-bad-rows las deja fuera)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>imported %n player(s) from {csv} in one operation (undo: arbiter undo-import {file})</source>
            <translation>
                <numerusform>importado %n jugador de {csv} en una sola operación (deshacer: arbiter undo-import {file})</numerusform>
                <numerusform>importados %n jugadores de {csv} en una sola operación (deshacer: arbiter undo-import {file})</numerusform>
            </translation>
        </message>
        <message>
            <source>  left out: {problem}</source>
            <translation>  dejada fuera: {problem}</translation>
        </message>
        <message numerus="yes">
            <source>removed the %n player(s) of the last import</source>
            <translation>
                <numerusform>quitado el %n jugador de la última importación</numerusform>
                <numerusform>quitados los %n jugadores de la última importación</numerusform>
            </translation>
        </message>
        <message>
            <source>FIDE-rated</source>
            <translation>válido para rating FIDE</translation>
        </message>
        <message>
            <source>not FIDE-rated</source>
            <translation>no válido para rating FIDE</translation>
        </message>
        <message>
            <source>  (proposed: --confirm to store)</source>
            <translation>  (propuesta: --confirm para guardarla)</translation>
        </message>
        <message numerus="yes">
            <source>%n norm(s) achieved</source>
            <translation>
                <numerusform>%n norma lograda</numerusform>
                <numerusform>%n normas logradas</numerusform>
            </translation>
        </message>
        <message>
            <source>organiser: {organiser}</source>
            <translation>organizador: {organiser}</translation>
        </message>
        <message>
            <source>chief arbiter (102): {chief_arbiter}</source>
            <translation>árbitro principal (102): {chief_arbiter}</translation>
        </message>
        <message>
            <source>deputy arbiter (112): {deputy}</source>
            <translation>árbitro adjunto (112): {deputy}</translation>
        </message>
        <message>
            <source>time control: {time_control} (222: {code})</source>
            <translation>ritmo de juego: {time_control} (222: {code})</translation>
        </message>
        <message>
            <source>rating: {rating_type}, {rated}; prizes: {label}</source>
            <translation>rating: {rating_type}, {rated}; premios: {label}</translation>
        </message>
        <message>
            <source>language of documents: the language of the program that prints them</source>
            <translation>idioma de los documentos: el del programa que los imprime</translation>
        </message>
        <message>
            <source>language of documents: {language} ({name})</source>
            <translation>idioma de los documentos: {language} ({name})</translation>
        </message>
        <message>
            <source>round {round:&gt;2}: {date}{note}</source>
            <translation>ronda {round:&gt;2}: {date}{note}</translation>
        </message>
        <message>
            <source>{name}: {rating_type} rating changes after round {rounds} (B.02)</source>
            <translation>{name}: variaciones de rating {rating_type} tras la ronda {rounds} (B.02)</translation>
        </message>
        <message>
            <source>{i}. {name} [{short}]: {rule}; prizes {prizes}</source>
            <translation>{i}. {name} [{short}]: {rule}; premios {prizes}</translation>
        </message>
        <message>
            <source>Prizes by the final standings; ties {label}</source>
            <translation>Premios según la clasificación final; empates: {label}</translation>
        </message>
        <message>
            <source>Prizes by the standings after round {round} (not final); ties {label}</source>
            <translation>Premios según la clasificación tras la ronda {round} (no definitiva); empates: {label}</translation>
        </message>
        <message>
            <source>  no prize given</source>
            <translation>  no se entrega ningún premio</translation>
        </message>
        <message>
            <source>total {amount}</source>
            <translation>total {amount}</translation>
        </message>
        <message>
            <source>    fix: {command}</source>
            <translation>    corrección: {command}</translation>
        </message>
        <message>
            <source>everything the rating officer needs is there</source>
            <translation>está todo lo que necesita el responsable de rating</translation>
        </message>
        <message>
            <source>{errors} error(s), {warnings} warning(s)</source>
            <translation>{errors} error(es), {warnings} aviso(s)</translation>
        </message>
        <message>
            <source>{name}: {description}, about {estimated_players:,} players</source>
            <translation>{name}: {description}, unos {estimated_players:,} jugadores</translation>
        </message>
        <message>
            <source>imported {players:,} players (import {id}; 'arbiter library undo' undoes it)</source>
            <translation>importados {players:,} jugadores (importación {id}; 'arbiter library undo' la deshace)</translation>
        </message>
        <message>
            <source>imported {players:,} players as national list {name!r} (import {id})</source>
            <translation>importados {players:,} jugadores como lista nacional {name!r} (importación {id})</translation>
        </message>
        <message>
            <source>  line {line}: {name}, {national_id}, {rating}, {club}</source>
            <translation>  línea {line}: {name}, {national_id}, {rating}, {club}</translation>
        </message>
        <message>
            <source>inactive</source>
            <translation>inactivo</translation>
        </message>
        <message>
            <source>mapping saved as {name!r}</source>
            <translation>correspondencia guardada como {name!r}</translation>
        </message>
        <message>
            <source>... more players match; type more of the name (or --limit {limit})</source>
            <translation>... hay más jugadores que coinciden; escriba más del nombre (o --limit {limit})</translation>
        </message>
        <message>
            <source>no player matches {text!r}</source>
            <translation>ningún jugador coincide con {text!r}</translation>
        </message>
        <message>
            <source>library {path}</source>
            <translation>biblioteca {path}</translation>
        </message>
        <message>
            <source>FIDE players: {fide_players:,}; national players: {national_players:,}</source>
            <translation>jugadores FIDE: {fide_players:,}; jugadores nacionales: {national_players:,}</translation>
        </message>
        <message>
            <source>  national list {name!r}</source>
            <translation>  lista nacional {name!r}</translation>
        </message>
        <message>
            <source>  (undone)</source>
            <translation>  (deshecha)</translation>
        </message>
        <message>
            <source>{id:&gt;4}  {when}  {description}: {players:,} players from {source}{state}</source>
            <translation>{id:&gt;4}  {when}  {description}: {players:,} jugadores de {source}{state}</translation>
        </message>
        <message>
            <source>undone: import {id} ({description})</source>
            <translation>deshecha: importación {id} ({description})</translation>
        </message>
        <message>
            <source>redone: import {id} ({description})</source>
            <translation>rehecha: importación {id} ({description})</translation>
        </message>
        <message>
            <source>fixed {starts}</source>
            <translation>fijo {starts}</translation>
        </message>
        <message>
            <source>, no header</source>
            <translation>, sin cabecera</translation>
        </message>
        <message>
            <source>removed national list {name!r} (import {id}; 'arbiter library undo' brings it back)</source>
            <translation>quitada la lista nacional {name!r} (importación {id}; 'arbiter library undo' la recupera)</translation>
        </message>
        <message>
            <source>every registered player's {rating_type} data is as in the library</source>
            <translation>los datos {rating_type} de cada jugador inscrito son los de la biblioteca</translation>
        </message>
        <message>
            <source>prohibited pairing {id}: {players}</source>
            <translation>emparejamiento prohibido {id}: {players}</translation>
        </message>
        <message numerus="yes">
            <source>%n player(s) would change; --apply applies it</source>
            <translation>
                <numerusform>cambiaría %n jugador; --apply lo aplica</numerusform>
                <numerusform>cambiarían %n jugadores; --apply lo aplica</numerusform>
            </translation>
        </message>
        <message>
            <source>add --yes to update anyway</source>
            <translation>añada --yes para actualizar de todos modos</translation>
        </message>
        <message numerus="yes">
            <source>updated %n player(s)</source>
            <translation>
                <numerusform>actualizado %n jugador</numerusform>
                <numerusform>actualizados %n jugadores</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>removed the club restriction (%n group(s))</source>
            <translation>
                <numerusform>quitada la restricción por club (%n grupo)</numerusform>
                <numerusform>quitada la restricción por club (%n grupos)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>removed the federation restriction (%n group(s))</source>
            <translation>
                <numerusform>quitada la restricción por federación (%n grupo)</numerusform>
                <numerusform>quitada la restricción por federación (%n grupos)</numerusform>
            </translation>
        </message>
        <message>
            <source>  {reason}: {members} (rounds 1-{rounds})</source>
            <translation>  {reason}: {members} (rondas 1-{rounds})</translation>
        </message>
        <message numerus="yes">
            <source>%n group(s) of prohibited pairings</source>
            <translation>
                <numerusform>%n grupo de emparejamientos prohibidos</numerusform>
                <numerusform>%n grupos de emparejamientos prohibidos</numerusform>
            </translation>
        </message>
        <message>
            <source>every round</source>
            <translation>todas las rondas</translation>
        </message>
        <message>
            <source>rounds {first}-{last}</source>
            <translation>rondas {first}-{last}</translation>
        </message>
        <message>
            <source>no prohibited pairings</source>
            <translation>no hay emparejamientos prohibidos</translation>
        </message>
        <message>
            <source>prohibited pairing {pair} removed</source>
            <translation>emparejamiento prohibido {pair} quitado</translation>
        </message>
        <message>
            <source> (was {result})</source>
            <translation> (antes {result})</translation>
        </message>
        <message>
            <source>round {round} board {board}: #{white} - #{black} {result}{was}</source>
            <translation>ronda {round} tablero {board}: n.º {white} - n.º {black} {result}{was}</translation>
        </message>
        <message>
            <source>problem: {problem}</source>
            <translation>problema: {problem}</translation>
        </message>
        <message>
            <source>round {round}: {changes} result(s) to enter ({corrections} correction(s)), {unchanged} unchanged, {problems} problem(s); {missing} board(s) still without a result; {other} row(s) of other rounds left out</source>
            <translation>ronda {round}: {changes} resultado(s) por introducir ({corrections} corrección(es)), {unchanged} sin cambios, {problems} problema(s); {missing} tablero(s) aún sin resultado; {other} fila(s) de otras rondas dejada(s) fuera</translation>
        </message>
        <message>
            <source>round {round}: {changes} result(s) to enter ({corrections} correction(s)), {unchanged} unchanged, {problems} problem(s); {missing} board(s) still without a result</source>
            <translation>ronda {round}: {changes} resultado(s) por introducir ({corrections} corrección(es)), {unchanged} sin cambios, {problems} problema(s); {missing} tablero(s) aún sin resultado</translation>
        </message>
        <message numerus="yes">
            <source>entered %n result(s) in round {round}</source>
            <translation>
                <numerusform>introducido %n resultado en la ronda {round}</numerusform>
                <numerusform>introducidos %n resultados en la ronda {round}</numerusform>
            </translation>
        </message>
        <message>
            <source>no result</source>
            <translation>sin resultado</translation>
        </message>
        <message>
            <source>round {round} board {board}: back to {shown}</source>
            <translation>ronda {round} tablero {board}: vuelve a {shown}</translation>
        </message>
        <message>
            <source>wrote {target}</source>
            <translation>escrito {target}</translation>
        </message>
        <message>
            <source>wrote {path}</source>
            <translation>escrito {path}</translation>
        </message>
        <message>
            <source>warning: no {language} translation; the site is in {written}</source>
            <translation>aviso: no hay traducción a {language}; el sitio está en {written}</translation>
        </message>
        <message>
            <source>wrote {count} files into {folder}</source>
            <translation>escritos {count} archivos en {folder}</translation>
        </message>
        <message>
            <source>removed {name} (no longer published)</source>
            <translation>quitado {name} (ya no se publica)</translation>
        </message>
        <message>
            <source>arbiter: expected one of {commands}</source>
            <translation>arbiter: se esperaba uno de {commands}</translation>
        </message>
        <message>
            <source>#{number} {name} has no fixed board</source>
            <translation>n.º {number} {name} no tiene tablero fijo</translation>
        </message>
        <message>
            <source>#{number} {name} plays on board {board} in every round paired from now on (two fixed players paired together: the lower board; two on one board: the game earlier in the pairing keeps it)</source>
            <translation>n.º {number} {name} juega en el tablero {board} en cada ronda emparejada desde ahora (dos jugadores fijos emparejados entre sí: el tablero más bajo; dos en un mismo tablero: lo conserva la partida anterior en el emparejamiento)</translation>
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
            <source>present</source>
            <translation>presente</translation>
        </message>
        <message>
            <source>absent</source>
            <translation>ausente</translation>
        </message>
        <message>
            <source>round {round}: {present} of {players} players checked in, {absent} absent</source>
            <translation>ronda {round}: {present} de {players} jugadores presentes, {absent} ausentes</translation>
        </message>
        <message>
            <source>#{number} {name} checked in for round {round}</source>
            <translation>n.º {number} {name} presente para la ronda {round}</translation>
        </message>
        <message>
            <source>#{number} {name} not checked in for round {round}</source>
            <translation>n.º {number} {name} no presente para la ronda {round}</translation>
        </message>
        <message>
            <source>#{number} {name}: zero-point bye (absent at check-in)</source>
            <translation>n.º {number} {name}: bye de cero puntos (ausente en el control de presencia)</translation>
        </message>
        <message>
            <source>#{number} {name}: withdrawn (absent at check-in)</source>
            <translation>n.º {number} {name}: retirado (ausente en el control de presencia)</translation>
        </message>
        <message numerus="yes">
            <source>%n absent player(s) not paired</source>
            <translation>
                <numerusform>%n jugador ausente no emparejado</numerusform>
                <numerusform>%n jugadores ausentes no emparejados</numerusform>
            </translation>
        </message>
        <message>
            <source>receipt {receipt}: {amount} from #{number} {name}</source>
            <translation>recibo {receipt}: {amount} de n.º {number} {name}</translation>
        </message>
        <message>
            <source>paid</source>
            <translation>pagado</translation>
        </message>
        <message>
            <source>owes {amount}</source>
            <translation>debe {amount}</translation>
        </message>
        <message>
            <source>#{number} {name}: fee category {category}</source>
            <translation>n.º {number} {name}: categoría {category}</translation>
        </message>
        <message>
            <source>by the rules</source>
            <translation>según las reglas</translation>
        </message>
        <message>
            <source>{category}: {players} players, due {due}, received {received}, outstanding {outstanding}</source>
            <translation>{category}: {players} jugadores, debido {due}, recibido {received}, pendiente {outstanding}</translation>
        </message>
        <message>
            <source>no category</source>
            <translation>sin categoría</translation>
        </message>
        <message>
            <source>total: due {due}, received {received}, outstanding {outstanding}</source>
            <translation>total: debido {due}, recibido {received}, pendiente {outstanding}</translation>
        </message>
        <message>
            <source>Match {match}, game {game} (round {round}){date}: {state}</source>
            <translation>Match {match}, partida {game} (ronda {round}){date}: {state}</translation>
        </message>
        <message>
            <source>created {file}: {name}, a Double-Swiss of {matches} matches (C.04.5)</source>
            <translation>{file} creado: {name}, un Doble Suizo de {matches} matches (C.04.5)</translation>
        </message>
        <message>
            <source>the Double-Swiss System (C.04.5), as record 192 says: {matches} matches</source>
            <translation>el sistema Doble Suizo (C.04.5), como dice el registro 192: {matches} matches</translation>
        </message>
        <message>
            <source>match {match} board {board}: #{white} - #{black} game 1 {first}, game 2 {second}</source>
            <translation>match {match} tablero {board}: #{white} - #{black} partida 1 {first}, partida 2 {second}</translation>
        </message>
        <message>
            <source>every network of this machine (address {host})</source>
            <translation>todas las redes de esta máquina (dirección {host})</translation>
        </message>
        <message>
            <source>address {host} only</source>
            <translation>solo la dirección {host}</translation>
        </message>
        <message>
            <source>serving {event} on port {port}, {where}; the phones open:</source>
            <translation>{event} se sirve en el puerto {port}, {where}; los móviles abren:</translation>
        </message>
        <message>
            <source>Ctrl+C stops the server.</source>
            <translation>Ctrl+C detiene el servidor.</translation>
        </message>
        <message>
            <source>stopped</source>
            <translation>detenido</translation>
        </message>
        <message>
            <source>copied {source} to {target}</source>
            <translation>{source} copiado a {target}</translation>
        </message>
        <message>
            <source>password of {user} on {host}: </source>
            <translation>contraseña de {user} en {host}: </translation>
        </message>
        <message>
            <source>this desk ({user}): {role}</source>
            <translation>este puesto ({user}): {role}</translation>
        </message>
        <message>
            <source>{person} is {role} at the desks of this event</source>
            <translation>{person} es {role} en los puestos de este torneo</translation>
        </message>
        <message>
            <source>created {file}: {name}, a team event of {boards} boards ({system})</source>
            <translation>creado {file}: {name}, un torneo por equipos de {boards} tableros ({system})</translation>
        </message>
        <message>
            <source>{code} ({kind}, {boards} boards)</source>
            <translation>{code} ({kind}, {boards} tableros)</translation>
        </message>
        <message>
            <source> (captain: {captain})</source>
            <translation> (capitán: {captain})</translation>
        </message>
        <message>
            <source>, withdrawn from round {round}</source>
            <translation>, retirado desde la ronda {round}</translation>
        </message>
        <message numerus="yes">
            <source>team {number} {name} registered with %n player(s)</source>
            <translation>
                <numerusform>equipo {number} {name} inscrito con %n jugador</numerusform>
                <numerusform>equipo {number} {name} inscrito con %n jugadores</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} plays from round {round} on</source>
            <translation>{name} juega desde la ronda {round}</translation>
        </message>
        <message>
            <source>{name} withdrawn from round {round}: not paired any more</source>
            <translation>{name} retirado desde la ronda {round}: ya no se empareja</translation>
        </message>
        <message>
            <source>{name} reinstated: paired again</source>
            <translation>{name} readmitido: vuelve a emparejarse</translation>
        </message>
        <message>
            <source>  cannot import: {problem}</source>
            <translation>  no se puede importar: {problem}</translation>
        </message>
        <message numerus="yes">
            <source>dry run: nothing was changed; %n row(s) cannot be imported</source>
            <translation>
                <numerusform>prueba: no se ha cambiado nada; %n fila no se puede importar</numerusform>
                <numerusform>prueba: no se ha cambiado nada; %n filas no se pueden importar</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>imported %n team(s) from {csv} in one operation (undo: arbiter undo-import-teams {file})</source>
            <translation>
                <numerusform>%n equipo importado de {csv} en una operación (deshacer: arbiter undo-import-teams {file})</numerusform>
                <numerusform>%n equipos importados de {csv} en una operación (deshacer: arbiter undo-import-teams {file})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>removed %n team(s) and their players</source>
            <translation>
                <numerusform>%n equipo eliminado con sus jugadores</numerusform>
                <numerusform>%n equipos eliminados con sus jugadores</numerusform>
            </translation>
        </message>
        <message>
            <source>match {match}: {team} has the pairing-allocated bye</source>
            <translation>encuentro {match}: {team} tiene el bye asignado</translation>
        </message>
        <message>
            <source>match {match}: {white} - {black}  {score}</source>
            <translation>encuentro {match}: {white} - {black}  {score}</translation>
        </message>
        <message>
            <source>  line-up missing: {teams}</source>
            <translation>  falta la alineación: {teams}</translation>
        </message>
        <message>
            <source>Round {round}</source>
            <translation>Ronda {round}</translation>
        </message>
        <message>
            <source>round {round}: line-up of {team} stored (match {match})</source>
            <translation>ronda {round}: alineación de {team} guardada (encuentro {match})</translation>
        </message>
        <message>
            <source>round {round}, match {match}: every game forfeited by team(s) {teams}</source>
            <translation>ronda {round}, encuentro {match}: cada partida perdida por incomparecencia del equipo o equipos {teams}</translation>
        </message>
        <message>
            <source>round {round}: {team} has a {kind} bye</source>
            <translation>ronda {round}: {team} tiene un bye ({kind})</translation>
        </message>
        <message>
            <source>Board results (games played, points, performance)</source>
            <translation>Resultados por tablero (partidas jugadas, puntos, actuación)</translation>
        </message>
        <message>
            <source>Board {board}</source>
            <translation>Tablero {board}</translation>
        </message>
        <message>
            <source>{name}: {system}, {players} players, round {paired} of {rounds}</source>
            <translation>{name}: {system}, {players} jugadores, ronda {paired} de {rounds}</translation>
        </message>
        <message>
            <source>added the section {line}</source>
            <translation>sección añadida: {line}</translation>
        </message>
        <message>
            <source>the section {old} is called {new}</source>
            <translation>la sección {old} se llama {new}</translation>
        </message>
        <message numerus="yes">
            <source>deleted the section {name} and its %n registered players</source>
            <translation>
                <numerusform>sección {name} eliminada con su %n jugador inscrito</numerusform>
                <numerusform>sección {name} eliminada con sus %n jugadores inscritos</numerusform>
            </translation>
        </message>
        <message>
            <source>(undo: arbiter section restore {file} "{name}")</source>
            <translation>(para deshacer: arbiter section restore {file} "{name}")</translation>
        </message>
        <message numerus="yes">
            <source>put back the section {name} and its %n registered players</source>
            <translation>
                <numerusform>sección {name} restaurada con su %n jugador inscrito</numerusform>
                <numerusform>sección {name} restaurada con sus %n jugadores inscritos</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} entered in {section} as number {number}</source>
            <translation>{name} inscrito en {section} con el número {number}</translation>
        </message>
    </context>
    <context>
        <name>CliRefusal</name>
        <message>
            <source>{kind} is printed from a tournament file (.arbiter), not from {path}</source>
            <translation>{kind} se imprime desde un archivo de torneo (.arbiter), no desde {path}</translation>
        </message>
        <message>
            <source>{path}: no such file</source>
            <translation>{path}: no existe el archivo</translation>
        </message>
        <message>
            <source>it1 needs --player N, the player's pairing number</source>
            <translation>it1 necesita --player N, el número de emparejamiento del jugador</translation>
        </message>
        <message>
            <source>{text} is not a date YYYY-MM-DD</source>
            <translation>{text} no es una fecha AAAA-MM-DD</translation>
        </message>
        <message>
            <source>--reverse-last-two is for a double round robin (--system double-berger)</source>
            <translation>--reverse-last-two es para un doble round robin (--system double-berger)</translation>
        </message>
        <message>
            <source>a Swiss event needs its number of rounds (--rounds)</source>
            <translation>un torneo suizo necesita su número de rondas (--rounds)</translation>
        </message>
        <message>
            <source>{error}
(--lenient imports it with a warning for each such line)</source>
            <translation>{error}
(--lenient lo importa con un aviso para cada una de esas líneas)</translation>
        </message>
        <message>
            <source>give --name, or --fide-id / --national-id of a player in the library</source>
            <translation>indique --name, o --fide-id / --national-id de un jugador de la biblioteca</translation>
        </message>
        <message>
            <source>--all pairs every round of a round robin; a Swiss round needs the results of the round before</source>
            <translation>--all empareja todas las rondas de un round robin; una ronda suiza necesita los resultados de la ronda anterior</translation>
        </message>
        <message>
            <source>no player has pairing number {number}</source>
            <translation>ningún jugador tiene el número de emparejamiento {number}</translation>
        </message>
        <message>
            <source>{text} is not a board WHITE-BLACK (pairing numbers)</source>
            <translation>{text} no es un tablero BLANCAS-NEGRAS (números de emparejamiento)</translation>
        </message>
        <message>
            <source>board {board} of round {round} already has the result {old}; add --force to replace it</source>
            <translation>el tablero {board} de la ronda {round} ya tiene el resultado {old}; añada --force para sustituirlo</translation>
        </message>
        <message>
            <source>board {board} of round {round} already has the result {old}, the forfeit of the withdrawal of #{number} {name}; add --force to replace it</source>
            <translation>el tablero {board} de la ronda {round} ya tiene el resultado {old}, la incomparecencia por la retirada del n.º {number} {name}; añada --force para sustituirlo</translation>
        </message>
        <message>
            <source>interrupted; an operation is stored only if it was reported done</source>
            <translation>interrumpido; una operación solo queda guardada si se ha informado como hecha</translation>
        </message>
        <message>
            <source>deputy {name}: FIDE ID {fide_id!r} must be digits</source>
            <translation>árbitro adjunto {name}: el ID FIDE {fide_id!r} debe ser de dígitos</translation>
        </message>
        <message>
            <source>deputy {name}: arbiter title {title!r} is not one of {titles}</source>
            <translation>árbitro adjunto {name}: el título de árbitro {title!r} no es uno de {titles}</translation>
        </message>
        <message>
            <source>chief arbiter FIDE ID {fide_id!r} must be digits</source>
            <translation>el ID FIDE del árbitro principal {fide_id!r} debe ser de dígitos</translation>
        </message>
        <message>
            <source>arbiter title {title!r} is not one of {titles}</source>
            <translation>el título de árbitro {title!r} no es uno de {titles}</translation>
        </message>
        <message>
            <source>{text!r}: dates YYYY-MM-DD separated by commas</source>
            <translation>{text!r}: fechas AAAA-MM-DD separadas por comas</translation>
        </message>
        <message>
            <source>K {text!r} is not a whole number</source>
            <translation>K {text!r} no es un número entero</translation>
        </message>
        <message>
            <source>no player has pairing number {player}</source>
            <translation>ningún jugador tiene el número de emparejamiento {player}</translation>
        </message>
        <message>
            <source>player #{player} has no norm to reach (a GM, or no such player)</source>
            <translation>el jugador n.º {player} no tiene norma que alcanzar (un GM, o no existe ese jugador)</translation>
        </message>
        <message>
            <source>prize {text!r}: an amount like 300 or 150.50, optionally :label</source>
            <translation>premio {text!r}: un importe como 300 o 150.50, opcionalmente :etiqueta</translation>
        </message>
        <message>
            <source>prize {text!r}: at most two decimals, not negative</source>
            <translation>premio {text!r}: dos decimales como máximo, no negativo</translation>
        </message>
        <message>
            <source>player {text!r} is not a whole number</source>
            <translation>jugador {text!r} no es un número entero</translation>
        </message>
        <message>
            <source>add needs the category's name</source>
            <translation>add necesita el nombre de la categoría</translation>
        </message>
        <message>
            <source>there is no prize category {name!r}</source>
            <translation>no existe la categoría de premios {name!r}</translation>
        </message>
        <message>
            <source>yes or no</source>
            <translation>yes o no</translation>
        </message>
        <message>
            <source>internal error ({kind}: {error}); please report it</source>
            <translation>error interno ({kind}: {error}); por favor, notifíquelo</translation>
        </message>
        <message>
            <source>give --columns FIELD=COLUMN,... (columns counted from 1) or --mapping NAME</source>
            <translation>indique --columns CAMPO=COLUMNA,... (columnas contadas desde 1) o --mapping NOMBRE</translation>
        </message>
        <message>
            <source>--columns: {item!r} is not FIELD=COLUMN (columns counted from 1)</source>
            <translation>--columns: {item!r} no es CAMPO=COLUMNA (columnas contadas desde 1)</translation>
        </message>
        <message>
            <source>no saved mapping {mapping!r} (saved: {saved})</source>
            <translation>no hay ninguna correspondencia guardada {mapping!r} (guardadas: {saved})</translation>
        </message>
        <message>
            <source>none</source>
            <translation>ninguna</translation>
        </message>
        <message>
            <source>--columns: unknown field {field!r} (fields: {fields})</source>
            <translation>--columns: campo desconocido {field!r} (campos: {fields})</translation>
        </message>
        <message>
            <source>there is no import to redo</source>
            <translation>no hay ninguna importación que rehacer</translation>
        </message>
        <message>
            <source>there is no import to undo</source>
            <translation>no hay ninguna importación que deshacer</translation>
        </message>
        <message>
            <source>give --rounds K (the last round of the restriction) or --remove</source>
            <translation>indique --rounds K (la última ronda de la restricción) o --remove</translation>
        </message>
        <message>
            <source>{text!r} is not a round or a range FIRST-LAST</source>
            <translation>{text!r} no es una ronda ni un intervalo PRIMERA-ÚLTIMA</translation>
        </message>
        <message>
            <source>no player has pairing number {missing}</source>
            <translation>ningún jugador tiene el número de emparejamiento {missing}</translation>
        </message>
        <message>
            <source>FIDE id {fide_id!r} must be digits only</source>
            <translation>el ID FIDE {fide_id!r} debe tener solo dígitos</translation>
        </message>
        <message>
            <source>the library has no player with FIDE ID {id}; give --name to register by hand</source>
            <translation>la biblioteca no tiene ningún jugador con el ID FIDE {id}; indique --name para inscribirlo a mano</translation>
        </message>
        <message>
            <source>the library has no player with national ID {id}; give --name to register by hand</source>
            <translation>la biblioteca no tiene ningún jugador con el ID nacional {id}; indique --name para inscribirlo a mano</translation>
        </message>
        <message>
            <source>--round needs --table pairings</source>
            <translation>--round necesita --table pairings</translation>
        </message>
        <message>
            <source>--round goes with --table pairings</source>
            <translation>--round va con --table pairings</translation>
        </message>
        <message>
            <source>there is no fee category named {name}</source>
            <translation>no hay ninguna categoría de cuota llamada {name}</translation>
        </message>
        <message>
            <source>a fee category needs an amount (0: free)</source>
            <translation>una categoría de cuota necesita un importe (0: gratis)</translation>
        </message>
        <message>
            <source>--category needs --player N</source>
            <translation>--category necesita --player N</translation>
        </message>
        <message>
            <source>{text} is not a board number (or none)</source>
            <translation>{text} no es un número de tablero (ni none)</translation>
        </message>
        <message>
            <source>one result per board: this event is not a Double-Swiss</source>
            <translation>un resultado por tablero: este torneo no es un Doble Suizo</translation>
        </message>
        <message>
            <source>a Double-Swiss match is two games: give the result of game 1 and of game 2 (e.g. 1-0 1/2)</source>
            <translation>un match Doble Suizo son dos partidas: indique el resultado de la partida 1 y el de la partida 2 (p. ej. 1-0 1/2)</translation>
        </message>
        <message>
            <source>board {board} of match {match} already has the results {old}; add --force to replace them</source>
            <translation>el tablero {board} del match {match} ya tiene los resultados {old}; añada --force para sustituirlos</translation>
        </message>
        <message>
            <source>{text} is not a port number (0 to 65535)</source>
            <translation>{text} no es un número de puerto (0 a 65535)</translation>
        </message>
        <message>
            <source>give the role of {person}: chief, deputy or viewer</source>
            <translation>indique la función de {person}: chief, deputy o viewer</translation>
        </message>
        <message>
            <source>--boards and --team-code are for a team event (--system team-swiss)</source>
            <translation>--boards y --team-code son para un torneo por equipos (--system team-swiss)</translation>
        </message>
        <message>
            <source>a team event needs its boards per match, 1 to {most} (--boards)</source>
            <translation>un torneo por equipos necesita sus tableros por encuentro, de 1 a {most} (--boards)</translation>
        </message>
        <message>
            <source>--team-code {code} is not a code of C.04.6 like FIDE_TEAM_TYPEA_MP_GP</source>
            <translation>--team-code {code} no es un código de C.04.6 como FIDE_TEAM_TYPEA_MP_GP</translation>
        </message>
        <message>
            <source>rating {rating!r} is not a whole number</source>
            <translation>el Elo {rating!r} no es un número entero</translation>
        </message>
        <message>
            <source>there is no team {number}</source>
            <translation>no hay equipo {number}</translation>
        </message>
        <message>
            <source>player #{number} is in no team</source>
            <translation>el jugador n.º {number} no está en ningún equipo</translation>
        </message>
        <message>
            <source>--all-sections prints from a tournament file (.arbiter), not from {path}</source>
            <translation>--all-sections imprime desde un archivo de torneo (.arbiter), no desde {path}</translation>
        </message>
    </context>
</TS>
