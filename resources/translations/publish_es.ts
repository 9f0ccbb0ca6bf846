<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
    <context>
        <name>LiveServer</name>
        <message>
            <source>Find a player</source>
            <translation>Buscar un jugador</translation>
        </message>
        <message>
            <source>Search</source>
            <translation>Buscar</translation>
        </message>
        <message>
            <source>Type a few letters of the name.</source>
            <translation>Escriba algunas letras del nombre.</translation>
        </message>
        <message numerus="yes">
            <source>%n players found.</source>
            <translation>
                <numerusform>%n jugador encontrado.</numerusform>
                <numerusform>%n jugadores encontrados.</numerusform>
            </translation>
        </message>
        <message>
            <source>The first {count} are shown.</source>
            <translation>Se muestran los {count} primeros.</translation>
        </message>
        <message>
            <source>Round {round}</source>
            <translation>Ronda {round}</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nombre</translation>
        </message>
        <message>
            <source>No</source>
            <translation>N.º</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>Tablero</translation>
        </message>
        <message>
            <source>not paired yet</source>
            <translation>aún no emparejado</translation>
        </message>
        <message>
            <source>board {board}, {colour} against {opponent}</source>
            <translation>tablero {board}, {colour} contra {opponent}</translation>
        </message>
        <message>
            <source>cannot serve at {host}: {reason}</source>
            <translation>no se puede servir en {host}: {reason}</translation>
        </message>
        <message>
            <source>cannot serve at {host} port {port}: {reason}</source>
            <translation>no se puede servir en {host} puerto {port}: {reason}</translation>
        </message>
    </context>
    <context>
        <name>PublishSite</name>
        <message>
            <source>{folder} already holds other files; publish into an empty folder (or one written here before), or force it</source>
            <translation>{folder} ya contiene otros archivos; publique en una carpeta vacía (o en una ya escrita aquí), o fuércelo</translation>
        </message>
        <message>
            <source>cannot remove {page}, a page no longer published: {reason}</source>
            <translation>no se puede eliminar {page}, una página que ya no se publica: {reason}</translation>
        </message>
        <message>
            <source>cannot write the site into {folder}: {reason}</source>
            <translation>no se puede escribir el sitio en {folder}: {reason}</translation>
        </message>
        <message>
            <source>Published {time} with Arbiter Desk</source>
            <translation>Publicado el {time} con Arbiter Desk</translation>
        </message>
        <message>
            <source>Home</source>
            <translation>Inicio</translation>
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
            <source>Players</source>
            <translation>Jugadores</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>Lugar</translation>
        </message>
        <message>
            <source>Dates</source>
            <translation>Fechas</translation>
        </message>
        <message>
            <source>Rounds</source>
            <translation>Rondas</translation>
        </message>
        <message>
            <source>{paired} of {rounds} paired</source>
            <translation>{paired} de {rounds} emparejadas</translation>
        </message>
        <message>
            <source>Time control</source>
            <translation>Ritmo de juego</translation>
        </message>
        <message>
            <source>Chief arbiter</source>
            <translation>Árbitro principal</translation>
        </message>
        <message>
            <source>Deputy arbiters</source>
            <translation>Árbitros adjuntos</translation>
        </message>
        <message>
            <source>Organiser</source>
            <translation>Organizador</translation>
        </message>
        <message>
            <source>No round has been paired yet.</source>
            <translation>Aún no se ha emparejado ninguna ronda.</translation>
        </message>
        <message>
            <source>{done} of {boards} results in.</source>
            <translation>{done} de {boards} resultados recibidos.</translation>
        </message>
        <message>
            <source>None yet.</source>
            <translation>Aún ninguna.</translation>
        </message>
        <message>
            <source>Tables</source>
            <translation>Tablas</translation>
        </message>
        <message>
            <source>Players by name</source>
            <translation>Jugadores por nombre</translation>
        </message>
        <message>
            <source>complete</source>
            <translation>completa</translation>
        </message>
        <message>
            <source>{done} of {boards} results in</source>
            <translation>{done} de {boards} resultados recibidos</translation>
        </message>
        <message>
            <source>Without an opponent</source>
            <translation>Sin rival</translation>
        </message>
        <message>
            <source>+ – − forfeit · u not rated (the game started but does not count for rating)</source>
            <translation>+ – − incomparecencia · u no válida para rating (la partida empezó pero no cuenta para el rating)</translation>
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
            <source>Crosstable after round {round}</source>
            <translation>Tabla cruzada tras la ronda {round}</translation>
        </message>
        <message>
            <source>Each round: the opponent's line, w/b for White/Black, the result (1, ½, 0; + − forfeit; u not rated). Without an opponent: PAB pairing-allocated bye, F/H/Z full-, half-, zero-point bye, – not paired.</source>
            <translation>Cada ronda: la línea del rival, b/n para blancas/negras, el resultado (1, ½, 0; + − incomparecencia; u no válida para rating). Sin rival: PAB bye asignado por el emparejamiento, F/H/Z bye de un punto, de medio punto, de cero puntos, – no emparejado.</translation>
        </message>
        <message>
            <source>Each match: the opponent's line, then each game's colour (w/b) and result (1, ½, 0; + − forfeit): 12w1 b½ is game 1 won with White, game 2 drawn with Black. Without an opponent: PAB pairing-allocated bye, F/H/Z full-, half-, zero-point bye (of both games), – not paired.</source>
            <translation>Cada match: la línea del rival, luego el color (b/n) y el resultado (1, ½, 0; + − incomparecencia) de cada partida: 12b1 n½ es la partida 1 ganada con blancas, la partida 2 tablas con negras. Sin rival: PAB bye asignado por el emparejamiento, F/H/Z bye de un punto, de medio punto, de cero puntos (de ambas partidas), – no emparejado.</translation>
        </message>
        <message>
            <source>Each cell: the line player's result against the column's player (1, ½, 0; + − forfeit), one per game in a double round robin; in brackets, games that do not count (a player who withdrew having played less than half of the games, FIDE Tournament Rules V.4.1).</source>
            <translation>Cada casilla: el resultado del jugador de la fila contra el jugador de la columna (1, ½, 0; + − incomparecencia), uno por partida en un doble round robin; entre corchetes, las partidas que no cuentan (un jugador que se retiró habiendo jugado menos de la mitad de las partidas, Reglamento de Torneos FIDE V.4.1).</translation>
        </message>
        <message numerus="yes">
            <source>%n players.</source>
            <translation>
                <numerusform>%n jugador.</numerusform>
                <numerusform>%n jugadores.</numerusform>
            </translation>
        </message>
        <message>
            <source>Pairing number</source>
            <translation>Número de emparejamiento</translation>
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
            <source>unrated</source>
            <translation>sin rating</translation>
        </message>
        <message>
            <source>Federation</source>
            <translation>Federación</translation>
        </message>
        <message>
            <source>FIDE ID</source>
            <translation>ID FIDE</translation>
        </message>
        <message>
            <source>from round {round}</source>
            <translation>desde la ronda {round}</translation>
        </message>
        <message>
            <source>Withdrawn</source>
            <translation>Retirado</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Puntos</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Partidas</translation>
        </message>
        <message>
            <source>No round paired yet.</source>
            <translation>Aún no hay ninguna ronda emparejada.</translation>
        </message>
        <message>
            <source>Place after round {round}</source>
            <translation>Puesto tras la ronda {round}</translation>
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
            <source>not paired</source>
            <translation>no emparejado</translation>
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
            <translation>Tab.</translation>
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
            <source>Pts</source>
            <translation>Ptos</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Resultado</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Jugador</translation>
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
            <translation>Nombre</translation>
        </message>
        <message>
            <source>Fed</source>
            <translation>Fed</translation>
        </message>
        <message>
            <source>Rd</source>
            <translation>R</translation>
        </message>
        <message>
            <source>Colour</source>
            <translation>Color</translation>
        </message>
        <message>
            <source>Opponent</source>
            <translation>Rival</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Puntos</translation>
        </message>
        <message>
            <source>Match {match}, game {game}</source>
            <translation>Match {match}, partida {game}</translation>
        </message>
        <message>
            <source>Round {round}</source>
            <translation>Ronda {round}</translation>
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
            <source>Sections</source>
            <translation>Secciones</translation>
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
            <source>GP</source>
            <translation>PP</translation>
        </message>
        <message>
            <source>Perf</source>
            <translation>Perf</translation>
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
            <source>Matches, round {round}</source>
            <translation>Encuentros, ronda {round}</translation>
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
            <source>No match in this round.</source>
            <translation>No hay encuentros en esta ronda.</translation>
        </message>
        <message>
            <source>MP: match points before the round. The team named first has White on board 1. + – − forfeit.</source>
            <translation>PE: puntos de encuentro antes de la ronda. El equipo nombrado primero lleva blancas en el tablero 1. + – − incomparecencia.</translation>
        </message>
        <message>
            <source>{team} ({mp} MP): pairing-allocated bye</source>
            <translation>{team} ({mp} PE): bye asignado por el emparejamiento</translation>
        </message>
        <message>
            <source>MP: match points; GP: game points; then the tie-breaks of the event (FIDE C.07 art. 11-13): {codes}. Teams still level share a rank.</source>
            <translation>PE: puntos de encuentro; PP: puntos de partida; luego los desempates del torneo (FIDE C.07 art. 11-13): {codes}. Los equipos aún empatados comparten puesto.</translation>
        </message>
        <message>
            <source>Each round: the opponent's line, the colour of the team's first board (w/b), the game points the team scored; PAB: pairing-allocated bye; –: no match.</source>
            <translation>Cada ronda: la línea del rival, el color del primer tablero del equipo (b/n), los puntos de partida que logró el equipo; PAB: bye asignado por el emparejamiento; –: sin encuentro.</translation>
        </message>
        <message>
            <source>Each cell: the game points the line's team scored against the column's team, one per match in a double round robin (· a match without all its results); columns are numbered by the lines. MP: match points; GP: game points; then the tie-breaks of the event (FIDE C.07 art. 11-13): {codes}.</source>
            <translation>En cada casilla: los puntos de partida que el equipo de la fila logró contra el equipo de la columna, uno por encuentro en un doble round robin (· un encuentro al que aún le faltan resultados); las columnas se numeran como las filas. PE: puntos de encuentro; PP: puntos de partida; luego los desempates del torneo (FIDE C.07 art. 11-13): {codes}.</translation>
        </message>
        <message>
            <source>Board {board}</source>
            <translation>Tablero {board}</translation>
        </message>
        <message>
            <source>No game has a result yet.</source>
            <translation>Ninguna partida tiene resultado todavía.</translation>
        </message>
        <message>
            <source>Games: the games played on the board (a forfeit is no game); Perf: the performance rating of those games (FIDE B.02 8.1.1).</source>
            <translation>Partidas: las partidas jugadas en el tablero (una incomparecencia no es partida); Perf: la performance de esas partidas (FIDE B.02 8.1.1).</translation>
        </message>
    </context>
    <context>
        <name>PublishSnapshot</name>
        <message>
            <source>no round has been paired yet</source>
            <translation>aún no se ha emparejado ninguna ronda</translation>
        </message>
        <message>
            <source>no round has every result yet</source>
            <translation>ninguna ronda tiene aún todos sus resultados</translation>
        </message>
    </context>
</TS>
