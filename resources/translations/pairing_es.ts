<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
    <context>
        <name>BursteinChecker</name>
        <message>
            <source>player {player} is not to be paired in this round</source>
            <translation>el jugador {player} no debe ser emparejado en esta ronda</translation>
        </message>
        <message>
            <source>player {player} is paired twice</source>
            <translation>el jugador {player} está emparejado dos veces</translation>
        </message>
        <message>
            <source>{white}-{black}: the two have met before or may not meet (C.04.1 art. 2)</source>
            <translation>{white}-{black}: ya se han enfrentado o no pueden enfrentarse (C.04.1 art. 2)</translation>
        </message>
        <message>
            <source>{white}-{black}: both have an absolute preference for the same colour (C.04.1 art. 6-7)</source>
            <translation>{white}-{black}: ambos tienen una preferencia de color absoluta por el mismo color (C.04.1 art. 6-7)</translation>
        </message>
        <message>
            <source>player {player} receives the pairing-allocated bye again or after a forfeit win (C.04.1 d)</source>
            <translation>el jugador {player} recibe el bye asignado por el emparejamiento por segunda vez o tras una victoria por incomparecencia (C.04.1 d)</translation>
        </message>
        <message>
            <source>players left unpaired: {players}</source>
            <translation>jugadores sin emparejar: {players}</translation>
        </message>
        <message>
            <source>legal, but not the pairing of C.04.4.2: the order of the index, the floaters or the colours differ</source>
            <translation>legal, pero no es el emparejamiento de C.04.4.2: difieren el orden del índice, los flotantes o los colores</translation>
        </message>
    </context>
    <context>
        <name>PairingChecker</name>
        <message>
            <source>round {round}: no legal pairing exists ({reason}); recorded {recorded}</source>
            <translation>ronda {round}: no existe ningún emparejamiento legal ({reason}); registrado {recorded}</translation>
        </message>
        <message>
            <source>round {round}:</source>
            <translation>ronda {round}:</translation>
        </message>
        <message>
            <source>expected {games}</source>
            <translation>esperado {games}</translation>
        </message>
        <message>
            <source>recorded {games}</source>
            <translation>registrado {games}</translation>
        </message>
        <message>
            <source>bye expected {expected}, recorded {recorded}</source>
            <translation>bye esperado {expected}, registrado {recorded}</translation>
        </message>
        <message>
            <source>{games}, bye {player}</source>
            <translation>{games}, bye {player}</translation>
        </message>
        <message>
            <source>{player} and {other} have already met (B.1.a)</source>
            <translation>{player} y {other} ya se han enfrentado (B.1.a)</translation>
        </message>
        <message>
            <source>{player} and {other} have the same absolute colour preference (B.2)</source>
            <translation>{player} y {other} tienen la misma preferencia de color absoluta (B.2)</translation>
        </message>
        <message>
            <source>{player} already had a point or half point without playing: no bye (B.1.b)</source>
            <translation>{player} ya obtuvo un punto o medio punto sin jugar: no recibe bye (B.1.b)</translation>
        </message>
        <message>
            <source>bracket {score}: the recorded pairing is worse on {criterion}</source>
            <translation>grupo {score}: el emparejamiento registrado es peor en {criterion}</translation>
        </message>
        <message>
            <source>bracket {score}: the recorded pairing is better on {criterion} but does not let the lower brackets be paired as C.12/C.13 require</source>
            <translation>grupo {score}: el emparejamiento registrado es mejor en {criterion} pero no permite emparejar los grupos inferiores como exigen C.12/C.13</translation>
        </message>
        <message>
            <source>bracket {score}: as good on every criterion; the engine's pairing comes first in the order of D.1-D.3</source>
            <translation>grupo {score}: igual de bueno en todos los criterios; el emparejamiento del programa va primero en el orden de D.1-D.3</translation>
        </message>
        <message>
            <source>board {white}-{black}: {rule} gives White to {player}</source>
            <translation>tablero {white}-{black}: {rule} da blancas a {player}</translation>
        </message>
    </context>
    <context>
        <name>PairingExplanation</name>
        <message>
            <source>Round {round} ({edition})</source>
            <translation>Ronda {round} ({edition})</translation>
        </message>
        <message>
            <source>re-paired: its downfloaters and the lower players complete the round (C.4)</source>
            <translation>reemparejado: sus flotantes descendentes y los jugadores inferiores completan la ronda (C.4)</translation>
        </message>
        <message>
            <source>downfloaters: {players}</source>
            <translation>flotantes descendentes: {players}</translation>
        </message>
        <message>
            <source>not met: {criterion}</source>
            <translation>no cumplido: {criterion}</translation>
        </message>
        <message>
            <source>pairing-allocated bye: {player} ([C5] the lowest score possible, [C9] the fewest unplayed games)</source>
            <translation>bye asignado por el emparejamiento: {player} ([C5] la puntuación más baja posible, [C9] el menor número de partidas no jugadas)</translation>
        </message>
        <message>
            <source>pairing-allocated bye: {player} (left out by the last bracket, A.9; allowed by C.2)</source>
            <translation>bye asignado por el emparejamiento: {player} (sobrante del último grupo, A.9; permitido por C.2)</translation>
        </message>
        <message>
            <source>pairing-allocated bye: {player}</source>
            <translation>bye asignado por el emparejamiento: {player}</translation>
        </message>
        <message>
            <source>bracket {score}, the Penultimate Pairing Bracket (A.9): residents {residents}, moved down {movers}</source>
            <translation>grupo {score}, el penúltimo grupo de emparejamiento (PPB, A.9): residentes {residents}, bajados {movers}</translation>
        </message>
        <message>
            <source>bracket {score}, the Penultimate Pairing Bracket (A.9): residents {residents}</source>
            <translation>grupo {score}, el penúltimo grupo de emparejamiento (PPB, A.9): residentes {residents}</translation>
        </message>
        <message>
            <source>the Collapsed Last Bracket (A.9), scores {score} and below: residents {residents}, moved down {movers}</source>
            <translation>el último grupo fusionado (CLB, A.9), puntuaciones {score} e inferiores: residentes {residents}, bajados {movers}</translation>
        </message>
        <message>
            <source>the Collapsed Last Bracket (A.9), scores {score} and below: residents {residents}</source>
            <translation>el último grupo fusionado (CLB, A.9), puntuaciones {score} e inferiores: residentes {residents}</translation>
        </message>
        <message>
            <source>bracket {score}: residents {residents}, moved down {movers}</source>
            <translation>grupo {score}: residentes {residents}, bajados {movers}</translation>
        </message>
        <message>
            <source>bracket {score}: residents {residents}</source>
            <translation>grupo {score}: residentes {residents}</translation>
        </message>
        <message>
            <source>FIDE Dutch system, 2025 text: criteria [C1]-[C21]</source>
            <translation>sistema holandés FIDE, texto de 2025: criterios [C1]-[C21]</translation>
        </message>
        <message>
            <source>FIDE Dutch system, 2017 text: criteria C.1-C.19</source>
            <translation>sistema holandés FIDE, texto de 2017: criterios C.1-C.19</translation>
        </message>
        <message>
            <source>FIDE Dutch system, Istanbul 2012 text</source>
            <translation>sistema holandés FIDE, texto de Estambul 2012</translation>
        </message>
        <message>
            <source>{criterion} {player} does not get their absolute colour preference</source>
            <translation>{criterion} {player} no obtiene su preferencia de color absoluta</translation>
        </message>
        <message>
            <source>{criterion} {player} does not get their strong colour preference</source>
            <translation>{criterion} {player} no obtiene su preferencia de color fuerte</translation>
        </message>
        <message>
            <source>{criterion} {player} does not get their mild colour preference</source>
            <translation>{criterion} {player} no obtiene su preferencia de color leve</translation>
        </message>
        <message>
            <source>{criterion} {player} floats up again (upfloat the previous round)</source>
            <translation>{criterion} {player} vuelve a flotar hacia arriba (flotante ascendente en la ronda anterior)</translation>
        </message>
        <message>
            <source>{criterion} {player} floats down again (downfloat the previous round)</source>
            <translation>{criterion} {player} vuelve a flotar hacia abajo (flotante descendente en la ronda anterior)</translation>
        </message>
        <message>
            <source>bracket {score} ({kind}): residents {residents}</source>
            <translation>grupo {score} ({kind}): residentes {residents}</translation>
        </message>
        <message>
            <source>bracket {score} ({kind}): residents {residents}, moved down {movers}</source>
            <translation>grupo {score} ({kind}): residentes {residents}, bajados {movers}</translation>
        </message>
        <message>
            <source>relaxed: {requirement}</source>
            <translation>relajado: {requirement}</translation>
        </message>
        <message>
            <source>moved down: {players}</source>
            <translation>bajados: {players}</translation>
        </message>
        <message>
            <source>homogeneous</source>
            <translation>homogéneo</translation>
        </message>
        <message>
            <source>heterogeneous</source>
            <translation>heterogéneo</translation>
        </message>
        <message>
            <source>homogeneous, joined by C.13</source>
            <translation>homogéneo, fusionado por C.13</translation>
        </message>
        <message>
            <source>heterogeneous, joined by C.13</source>
            <translation>heterogéneo, fusionado por C.13</translation>
        </message>
        <message>
            <source>homogeneous, lowest</source>
            <translation>homogéneo, el más bajo</translation>
        </message>
        <message>
            <source>heterogeneous, lowest</source>
            <translation>heterogéneo, el más bajo</translation>
        </message>
        <message>
            <source>homogeneous, joined by C.13, lowest</source>
            <translation>homogéneo, fusionado por C.13, el más bajo</translation>
        </message>
        <message>
            <source>heterogeneous, joined by C.13, lowest</source>
            <translation>heterogéneo, fusionado por C.13, el más bajo</translation>
        </message>
        <message>
            <source>M1, the moved-down players paired (C.14.b)</source>
            <translation>M1, los jugadores bajados emparejados (C.14.b)</translation>
        </message>
        <message>
            <source>P, the pairs made (C.14.a)</source>
            <translation>P, las parejas formadas (C.14.a)</translation>
        </message>
        <message>
            <source>the scores of the floaters (A.7.d, B.3)</source>
            <translation>las puntuaciones de los flotantes (A.7.d, B.3)</translation>
        </message>
        <message>
            <source>the B3-factor of the lowest bracket (D.4)</source>
            <translation>el factor B3 del último grupo (D.4)</translation>
        </message>
        <message>
            <source>B.2 ignored for top scorers (C.10.g)</source>
            <translation>B.2 ignorado para los líderes (C.10.g)</translation>
        </message>
        <message>
            <source>A.7.d dropped (C.10.f)</source>
            <translation>A.7.d abandonado (C.10.f)</translation>
        </message>
        <message>
            <source>X, pairs not fulfilling the colour preferences (B.4, C.10.e)</source>
            <translation>X, parejas que no cumplen las preferencias de color (B.4, C.10.e)</translation>
        </message>
        <message>
            <source>Z, pairs not fulfilling the strong colour preferences (A.7.e, C.10.e)</source>
            <translation>Z, parejas que no cumplen las preferencias de color fuertes (A.7.e, C.10.e)</translation>
        </message>
        <message>
            <source>B.5 for downfloaters (C.10.d)</source>
            <translation>B.5 para los flotantes descendentes (C.10.d)</translation>
        </message>
        <message>
            <source>B.6 for downfloaters (C.10.c)</source>
            <translation>B.6 para los flotantes descendentes (C.10.c)</translation>
        </message>
        <message>
            <source>B.5 for upfloaters (C.10.b)</source>
            <translation>B.5 para los flotantes ascendentes (C.10.b)</translation>
        </message>
        <message>
            <source>B.6 for upfloaters (C.10.a)</source>
            <translation>B.6 para los flotantes ascendentes (C.10.a)</translation>
        </message>
        <message numerus="yes">
            <source>B.2 for top scorers (%n pair(s) with the same absolute preference)</source>
            <translation>
                <numerusform>B.2 para los líderes (%n pareja con la misma preferencia absoluta)</numerusform>
                <numerusform>B.2 para los líderes (%n parejas con la misma preferencia absoluta)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A.7.d (%n pair(s) with the same strong preference)</source>
            <translation>
                <numerusform>A.7.d (%n pareja con la misma preferencia fuerte)</numerusform>
                <numerusform>A.7.d (%n parejas con la misma preferencia fuerte)</numerusform>
            </translation>
        </message>
        <message>
            <source>X raised from X1 = {target} to {count}</source>
            <translation>X elevado de X1 = {target} a {count}</translation>
        </message>
        <message>
            <source>Z raised from Z1 = {target} to {count}</source>
            <translation>Z elevado de Z1 = {target} a {count}</translation>
        </message>
        <message>
            <source>B.5 for downfloaters: {players} float down again</source>
            <translation>B.5 para los flotantes descendentes: {players} vuelven a flotar hacia abajo</translation>
        </message>
        <message>
            <source>B.6 for downfloaters: {players} floated down two rounds before</source>
            <translation>B.6 para los flotantes descendentes: {players} flotaron hacia abajo dos rondas antes</translation>
        </message>
        <message>
            <source>B.5 for upfloaters: {players} float up again</source>
            <translation>B.5 para los flotantes ascendentes: {players} vuelven a flotar hacia arriba</translation>
        </message>
        <message>
            <source>B.6 for upfloaters: {players} floated up two rounds before</source>
            <translation>B.6 para los flotantes ascendentes: {players} flotaron hacia arriba dos rondas antes</translation>
        </message>
        <message>
            <source>exchange (D.2): {out} to S2, {into} to S1, difference {difference}</source>
            <translation>intercambio (D.2): {out} a S2, {into} a S1, diferencia {difference}</translation>
        </message>
        <message>
            <source>S1 {s1} against {s2} (transposition of S2, D.1)</source>
            <translation>S1 {s1} contra {s2} (transposición de S2, D.1)</translation>
        </message>
        <message>
            <source>Round {round} (C.04.3.1, Istanbul 2012: FIDE_DUTCH_2013)</source>
            <translation>Ronda {round} (C.04.3.1, Estambul 2012: FIDE_DUTCH_2013)</translation>
        </message>
        <message>
            <source>B.1.b could not be kept: every player had a point or half point without playing, the bye goes to one with the fewest of them</source>
            <translation>no se pudo respetar B.1.b: cada jugador tenía un punto o medio punto sin jugar, el bye va a uno de los que menos tienen</translation>
        </message>
        <message>
            <source>bye: {player}</source>
            <translation>bye: {player}</translation>
        </message>
        <message>
            <source>C.13: M1 reduced to zero, the bracket paired as homogeneous</source>
            <translation>C.13: M1 reducido a cero, el grupo emparejado como homogéneo</translation>
        </message>
        <message>
            <source>C.13: paired again so that the lowest bracket can be paired</source>
            <translation>C.13: reemparejado para que el último grupo pueda emparejarse</translation>
        </message>
        <message>
            <source>C.13: paired again so that the lowest bracket can be paired (P decreased from {before} to {after})</source>
            <translation>C.13: reemparejado para que el último grupo pueda emparejarse (P reducido de {before} a {after})</translation>
        </message>
        <message>
            <source>C.13: joined with the bracket above (score {score})</source>
            <translation>C.13: fusionado con el grupo superior (puntuación {score})</translation>
        </message>
        <message>
            <source>C.12: paired again so that the next bracket can pair its moved-down players ({moved} move down instead of {instead})</source>
            <translation>C.12: reemparejado para que el grupo siguiente pueda emparejar a sus jugadores bajados ({moved} bajan en lugar de {instead})</translation>
        </message>
        <message>
            <source>C.12: paired again so that the next bracket can make more pairs ({moved} move down instead of {instead})</source>
            <translation>C.12: reemparejado para que el grupo siguiente pueda formar más parejas ({moved} bajan en lugar de {instead})</translation>
        </message>
        <message>
            <source>B3-factor {factor}</source>
            <translation>factor B3 {factor}</translation>
        </message>
        <message>
            <source>moved-down players first (D.3, D.1.2): {pairs}</source>
            <translation>jugadores bajados primero (D.3, D.1.2): {pairs}</translation>
        </message>
        <message>
            <source>C.1: {player} has no possible opponent here and is moved down</source>
            <translation>C.1: {player} no tiene rival posible aquí y baja</translation>
        </message>
    </context>
    <context>
        <name>PairingRefusal</name>
        <message>
            <source>Baku acceleration (C.04.5.1) needs the standard scoring: 1 for a win, 1/2 for a draw, 0 for a loss</source>
            <translation>la aceleración de Bakú (C.04.5.1) requiere la puntuación estándar: 1 por victoria, 1/2 por tablas, 0 por derrota</translation>
        </message>
        <message>
            <source>Baku acceleration (C.04.7 art. 1.1) needs a win worth two draws and a loss worth 0; this tournament scores win {win}, draw {draw}, loss {loss}</source>
            <translation>la aceleración de Bakú (C.04.7 art. 1.1) requiere que una victoria valga dos tablas y una derrota 0; este torneo puntúa victoria {win}, tablas {draw}, derrota {loss}</translation>
        </message>
        <message>
            <source>late entries {numbers} are not players of the tournament</source>
            <translation>las inscripciones tardías {numbers} no son jugadores del torneo</translation>
        </message>
        <message>
            <source>Baku acceleration needs the number of rounds declared beforehand (C.04.1 art. 1)</source>
            <translation>la aceleración de Bakú requiere que el número de rondas se declare de antemano (C.04.1 art. 1)</translation>
        </message>
        <message numerus="yes">
            <source>round {round} is beyond the %n round of the tournament (142/XXR)</source>
            <translation>
                <numerusform>la ronda {round} supera el número de rondas del torneo (%n) (142/XXR)</numerusform>
                <numerusform>la ronda {round} supera el número de rondas del torneo (%n) (142/XXR)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>round {round} is beyond the %n rounds of the tournament (142/XXR)</source>
            <translation>
                <numerusform>la ronda {round} supera el número de rondas del torneo (%n) (142/XXR)</numerusform>
                <numerusform>la ronda {round} supera el número de rondas del torneo (%n) (142/XXR)</numerusform>
            </translation>
        </message>
        <message>
            <source>this is a round robin (record 192 {code}): its rounds are the Berger tables of C.05 Annex 1, not the Dutch system; pair it with the round-robin pairer (python -m engine --berger, or arbiter pair)</source>
            <translation>es un round robin (registro 192 {code}): sus rondas son las tablas de Berger de C.05 anexo 1, no el sistema holandés; emparéjelo con el emparejador de round robin (python -m engine --berger, o arbiter pair)</translation>
        </message>
        <message>
            <source>no pairing satisfies the absolute criteria C1-C3 (C.04.3 art. 1.9.3: the arbiter decides)</source>
            <translation>ningún emparejamiento cumple los criterios absolutos C1-C3 (C.04.3 art. 1.9.3: decide el árbitro)</translation>
        </message>
        <message>
            <source>no complete pairing found (C.04.3 art. 1.9.3: the arbiter decides)</source>
            <translation>no se encontró ningún emparejamiento completo (C.04.3 art. 1.9.3: decide el árbitro)</translation>
        </message>
        <message>
            <source>no pairing satisfies the absolute criteria C.1-C.3 (C.04.3 (2017) A.9: the arbiter decides)</source>
            <translation>ningún emparejamiento cumple los criterios absolutos C.1-C.3 (C.04.3 (2017) A.9: decide el árbitro)</translation>
        </message>
        <message>
            <source>no complete pairing found (C.04.3 (2017) A.9: the arbiter decides)</source>
            <translation>no se encontró ningún emparejamiento completo (C.04.3 (2017) A.9: decide el árbitro)</translation>
        </message>
        <message>
            <source>no pairing satisfies the absolute criteria B.1 and B.2 (C.04.3.1 (2012) C.13)</source>
            <translation>ningún emparejamiento cumple los criterios absolutos B.1 y B.2 (C.04.3.1 (2012) C.13)</translation>
        </message>
        <message>
            <source>nobody is to be paired: every player has a bye or is absent in this round, and the procedure of C.04.3.1 (2012) C starts from a score bracket</source>
            <translation>no hay nadie que emparejar: todos los jugadores tienen un descanso o están ausentes en esta ronda, y el procedimiento de C.04.3.1 (2012) C parte de un grupo de puntuación</translation>
        </message>
        <message>
            <source>no player may receive the pairing-allocated bye</source>
            <translation>ningún jugador puede recibir el bye asignado por el emparejamiento</translation>
        </message>
        <message>
            <source>the players cannot all be paired without breaking the absolute criteria of C.04.1 (no second game, no two absolute preferences for one colour)</source>
            <translation>no se puede emparejar a todos los jugadores sin infringir los criterios absolutos de C.04.1 (ninguna segunda partida, ninguna pareja con preferencia absoluta por el mismo color)</translation>
        </message>
        <message>
            <source>no opponent is left for player {player}</source>
            <translation>no queda ningún rival para el jugador {player}</translation>
        </message>
        <message>
            <source>the Dutch System</source>
            <translation>el sistema holandés</translation>
        </message>
        <message>
            <source>the Burstein System</source>
            <translation>el sistema Burstein</translation>
        </message>
        <message>
            <source>the Dubov System</source>
            <translation>el sistema Dubov</translation>
        </message>
        <message>
            <source>the Lim System</source>
            <translation>el sistema Lim</translation>
        </message>
        <message>
            <source>this build of Arbiter Desk has no engine for {system} yet; it cannot pair it</source>
            <translation>esta versión de Arbiter Desk aún no tiene motor para {system}; no puede emparejarlo</translation>
        </message>
        <message>
            <source>{system} names no acceleration: its players are paired by the points they scored, so the Baku Acceleration (C.04.7) does not apply</source>
            <translation>{system} no prevé ninguna aceleración: sus jugadores se emparejan por los puntos obtenidos, así que la aceleración de Bakú (C.04.7) no se aplica</translation>
        </message>
        <message>
            <source>this tournament is paired by {system} (record 192 {code}), not by {pairer}; pair it with python -m engine {flag}</source>
            <translation>este torneo se empareja según {system} (registro 192 {code}), no según {pairer}; empareje con python -m engine {flag}</translation>
        </message>
        <message>
            <source>this tournament is paired by {system} (record 192 {code}), which this build of Arbiter Desk cannot pair yet</source>
            <translation>este torneo se empareja según {system} (registro 192 {code}), que esta versión de Arbiter Desk aún no sabe emparejar</translation>
        </message>
        <message>
            <source>the Double-Swiss System</source>
            <translation>el sistema Doble Suizo</translation>
        </message>
    </context>
    <context>
        <name>PairingRoundRobin</name>
        <message>
            <source>a round robin needs {low} to {high} players (C.05 Annex 1 Berger tables), not {players}</source>
            <translation>un round robin necesita de {low} a {high} jugadores (tablas de Berger de C.05 anexo 1), no {players}</translation>
        </message>
        <message>
            <source>there is nobody to draw lots for</source>
            <translation>no hay nadie para quien sortear</translation>
        </message>
        <message>
            <source>the seed of a draw is a number 0 or more, not {seed}</source>
            <translation>la semilla de un sorteo es un número mayor o igual a 0, no {seed}</translation>
        </message>
        <message>
            <source>{name} is not a round robin (its record 192 is {code}); pair it with the Dutch system</source>
            <translation>{name} no es un round robin (su registro 192 es {code}); emparéjelo con el sistema holandés</translation>
        </message>
        <message>
            <source>this tournament is not a round robin (its record 192 is {code}); pair it with the Dutch system</source>
            <translation>este torneo no es un round robin (su registro 192 es {code}); emparéjelo con el sistema holandés</translation>
        </message>
        <message>
            <source>the players of a round robin must have the pairing numbers 1 to n of the Berger table; missing {numbers}</source>
            <translation>los jugadores de un round robin deben tener los números de emparejamiento 1 a n de la tabla de Berger; faltan {numbers}</translation>
        </message>
        <message>
            <source>the players of a round robin must have the pairing numbers 1 to n of the Berger table; a number is used twice</source>
            <translation>los jugadores de un round robin deben tener los números de emparejamiento 1 a n de la tabla de Berger; un número está repetido</translation>
        </message>
        <message>
            <source>all {rounds} rounds of this {kind} of {players} players are paired</source>
            <translation>las {rounds} rondas de este {kind} de {players} jugadores están todas emparejadas</translation>
        </message>
        <message>
            <source>round {table_round} of the Berger table for {size} (C.05 Annex 1), cycle {cycle}: colours reversed (even cycle)</source>
            <translation>ronda {table_round} de la tabla de Berger para {size} (C.05 anexo 1), ciclo {cycle}: colores invertidos (ciclo par)</translation>
        </message>
        <message>
            <source>round {table_round} of the Berger table for {size} (C.05 Annex 1), cycle {cycle}: colours as in the table</source>
            <translation>ronda {table_round} de la tabla de Berger para {size} (C.05 anexo 1), ciclo {cycle}: colores como en la tabla</translation>
        </message>
        <message>
            <source>Round {round} of a {kind} of {players} players ({rounds} rounds)</source>
            <translation>Ronda {round} de un {kind} de {players} jugadores ({rounds} rondas)</translation>
        </message>
        <message>
            <source>board {board}: {white} - {black}</source>
            <translation>tablero {board}: {white} - {black}</translation>
        </message>
        <message>
            <source>{player} meets the dummy {dummy}: no game this round</source>
            <translation>{player} se enfrenta al ficticio {dummy}: sin partida esta ronda</translation>
        </message>
        <message>
            <source>round {round}:</source>
            <translation>ronda {round}:</translation>
        </message>
        <message>
            <source>the Berger table pairs {games}</source>
            <translation>la tabla de Berger empareja {games}</translation>
        </message>
        <message>
            <source>recorded {games}</source>
            <translation>registrado {games}</translation>
        </message>
        <message>
            <source>single round robin</source>
            <translation>round robin simple</translation>
        </message>
        <message>
            <source>double round robin, last two rounds of the first cycle reversed</source>
            <translation>doble round robin, últimas dos rondas del primer ciclo invertidas</translation>
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
            <source>a {kind} of {players} players has rounds 1 to {rounds}, not {round}</source>
            <translation>un {kind} de {players} jugadores tiene las rondas 1 a {rounds}, no {round}</translation>
        </message>
        <message>
            <source>{player} withdrew having played {played} of {scheduled} games (at least half): their results count in the standings and their remaining games are forfeits (FIDE Tournament Rules {article}, C.05)</source>
            <translation>{player} se retiró habiendo jugado {played} de {scheduled} partidas (al menos la mitad): sus resultados cuentan en la clasificación y sus partidas restantes son incomparecencias (Reglamento de torneos FIDE {article}, C.05)</translation>
        </message>
        <message>
            <source>{player} withdrew having played {played} of {scheduled} games (less than half): their results stay in the crosstable but the points scored by them or against them do not count in the standings, where they are not ranked (FIDE Tournament Rules {article}, C.05)</source>
            <translation>{player} se retiró habiendo jugado {played} de {scheduled} partidas (menos de la mitad): sus resultados quedan en la tabla cruzada pero los puntos obtenidos por él o contra él no cuentan en la clasificación, donde no figura (Reglamento de torneos FIDE {article}, C.05)</translation>
        </message>
    </context>
    <context>
        <name>PairingWarning</name>
        <message>
            <source>{names} already met in round {round}</source>
            <translation>{names} ya se enfrentaron en la ronda {round}</translation>
        </message>
        <message>
            <source>{names} may not be paired (prohibited pair)</source>
            <translation>{names} no pueden emparejarse (emparejamiento prohibido)</translation>
        </message>
        <message>
            <source>{names} both have an absolute preference for white (board {board})</source>
            <translation>{names} tienen ambos una preferencia absoluta por blancas (tablero {board})</translation>
        </message>
        <message>
            <source>{names} both have an absolute preference for black (board {board})</source>
            <translation>{names} tienen ambos una preferencia absoluta por negras (tablero {board})</translation>
        </message>
        <message>
            <source>{player} and {other}</source>
            <translation>{player} y {other}</translation>
        </message>
        <message>
            <source>{player} would get a colour difference of {difference} with white (board {board})</source>
            <translation>{player} tendría una diferencia de colores de {difference} con blancas (tablero {board})</translation>
        </message>
        <message>
            <source>{player} would get a colour difference of {difference} with black (board {board})</source>
            <translation>{player} tendría una diferencia de colores de {difference} con negras (tablero {board})</translation>
        </message>
        <message>
            <source>{player} would get white three times in a row (board {board})</source>
            <translation>{player} tendría blancas tres veces seguidas (tablero {board})</translation>
        </message>
        <message>
            <source>{player} would get black three times in a row (board {board})</source>
            <translation>{player} tendría negras tres veces seguidas (tablero {board})</translation>
        </message>
        <message>
            <source>{player} may not receive the pairing-allocated bye: already had the pairing-allocated bye or a forfeit win in round {round}</source>
            <translation>{player} no puede recibir el bye asignado por el emparejamiento: ya tuvo el bye asignado o una victoria por incomparecencia en la ronda {round}</translation>
        </message>
        <message>
            <source>{player} may not receive the pairing-allocated bye: already scored a win without playing in round {round}</source>
            <translation>{player} no puede recibir el bye asignado por el emparejamiento: ya obtuvo una victoria sin jugar en la ronda {round}</translation>
        </message>
        <message>
            <source>players with a colour difference beyond +-2</source>
            <translation>jugadores con una diferencia de colores mayor que +-2</translation>
        </message>
        <message>
            <source>players with the same colour three times in a row</source>
            <translation>jugadores con el mismo color tres veces seguidas</translation>
        </message>
        <message>
            <source>players without their colour preference</source>
            <translation>jugadores sin su preferencia de color</translation>
        </message>
        <message>
            <source>players without their strong colour preference</source>
            <translation>jugadores sin su preferencia de color fuerte</translation>
        </message>
        <message>
            <source>players floating down again (as in the previous round)</source>
            <translation>jugadores que vuelven a flotar hacia abajo (como en la ronda anterior)</translation>
        </message>
        <message>
            <source>players floating up again (as in the previous round)</source>
            <translation>jugadores que vuelven a flotar hacia arriba (como en la ronda anterior)</translation>
        </message>
        <message>
            <source>players floating down as two rounds before</source>
            <translation>jugadores que flotan hacia abajo como dos rondas antes</translation>
        </message>
        <message>
            <source>players floating up as two rounds before</source>
            <translation>jugadores que flotan hacia arriba como dos rondas antes</translation>
        </message>
        <message>
            <source>{what}: {count} ({players}); {theirs} in the engine's pairing</source>
            <translation>{what}: {count} ({players}); {theirs} en el emparejamiento del programa</translation>
        </message>
        <message>
            <source>{what}: {count} ({players}); {theirs} in none (the engine finds no legal pairing)</source>
            <translation>{what}: {count} ({players}); {theirs} en ninguno (el programa no encuentra ningún emparejamiento legal)</translation>
        </message>
        <message>
            <source>{player} gets the pairing-allocated bye with {points}; it can go to a player with {lowest}</source>
            <translation>{player} recibe el bye asignado por el emparejamiento con {points}; puede ir a un jugador con {lowest}</translation>
        </message>
        <message>
            <source>board {board}: by {rule} {player} should have white against {opponent}</source>
            <translation>tablero {board}: según {rule}, {player} debería llevar blancas contra {opponent}</translation>
        </message>
        <message>
            <source>{names} both have an absolute colour preference for white (board {board})</source>
            <translation>{names} tienen ambos una preferencia de color absoluta por blancas (tablero {board})</translation>
        </message>
        <message>
            <source>{names} both have an absolute colour preference for black (board {board})</source>
            <translation>{names} tienen ambos una preferencia de color absoluta por negras (tablero {board})</translation>
        </message>
        <message>
            <source>the bye in round {round}</source>
            <translation>el bye en la ronda {round}</translation>
        </message>
        <message>
            <source>a full-point bye in round {round}</source>
            <translation>un bye de un punto en la ronda {round}</translation>
        </message>
        <message>
            <source>a half-point bye in round {round}</source>
            <translation>un bye de medio punto en la ronda {round}</translation>
        </message>
        <message>
            <source>a forfeit win in round {round}</source>
            <translation>una victoria por incomparecencia en la ronda {round}</translation>
        </message>
        <message>
            <source>a point without playing in round {round}</source>
            <translation>un punto sin jugar en la ronda {round}</translation>
        </message>
        <message>
            <source>{player} may not receive the bye: a point or half point without playing ({rounds}); every player had one in this round, and the bye goes to one with the fewest of them</source>
            <translation>{player} no puede recibir el bye: un punto o medio punto sin jugar ({rounds}); en esta ronda cada jugador tenía uno, y el bye va a uno de los que menos tienen</translation>
        </message>
        <message>
            <source>{player} may not receive the bye: a point or half point without playing ({rounds})</source>
            <translation>{player} no puede recibir el bye: un punto o medio punto sin jugar ({rounds})</translation>
        </message>
        <message>
            <source>pairs of top scorers with the same absolute colour preference</source>
            <translation>parejas de líderes con la misma preferencia de color absoluta</translation>
        </message>
        <message>
            <source>pairs with the same strong colour preference (A.7.d treats it as absolute in odd rounds)</source>
            <translation>parejas con la misma preferencia de color fuerte (A.7.d la trata como absoluta en las rondas impares)</translation>
        </message>
        <message>
            <source>pairs not fulfilling both colour preferences</source>
            <translation>parejas que no cumplen ambas preferencias de color</translation>
        </message>
        <message>
            <source>pairs not fulfilling both strong colour preferences</source>
            <translation>parejas que no cumplen ambas preferencias de color fuertes</translation>
        </message>
        <message>
            <source>players floating down as in the previous round</source>
            <translation>jugadores que flotan hacia abajo como en la ronda anterior</translation>
        </message>
        <message>
            <source>players floating up as in the previous round</source>
            <translation>jugadores que flotan hacia arriba como en la ronda anterior</translation>
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
            <translation>un emparejamiento es para la ronda 1 o posteriores, no para la ronda {round}</translation>
        </message>
        <message>
            <source>player {number}</source>
            <translation>jugador {number}</translation>
        </message>
        <message>
            <source>{player} is paired against themselves on board {board}</source>
            <translation>{player} está emparejado contra sí mismo en el tablero {board}</translation>
        </message>
        <message>
            <source>board {board}</source>
            <translation>tablero {board}</translation>
        </message>
        <message>
            <source>the pairing-allocated bye</source>
            <translation>el bye asignado por el emparejamiento</translation>
        </message>
        <message>
            <source>no player has pairing number {number} ({places})</source>
            <translation>ningún jugador tiene el número de emparejamiento {number} ({places})</translation>
        </message>
        <message>
            <source>{player} is paired more than once: {places}</source>
            <translation>{player} está emparejado más de una vez: {places}</translation>
        </message>
        <message>
            <source>{player} is neither paired nor given the pairing-allocated bye</source>
            <translation>{player} no está emparejado ni recibe el bye asignado por el emparejamiento</translation>
        </message>
        <message>
            <source>{player} gets the pairing-allocated bye, but the number of players to pair ({count}) is even</source>
            <translation>{player} recibe el bye asignado por el emparejamiento, pero el número de jugadores a emparejar ({count}) es par</translation>
        </message>
        <message>
            <source>the number of players to pair ({count}) is odd and nobody gets the pairing-allocated bye</source>
            <translation>el número de jugadores a emparejar ({count}) es impar y nadie recibe el bye asignado por el emparejamiento</translation>
        </message>
        <message>
            <source>{player} has a half-point bye entered in round {round}</source>
            <translation>{player} tiene un bye de medio punto registrado en la ronda {round}</translation>
        </message>
        <message>
            <source>{player} has a full-point bye entered in round {round}</source>
            <translation>{player} tiene un bye de un punto registrado en la ronda {round}</translation>
        </message>
        <message>
            <source>{player} has a zero-point bye (absent or withdrawn) entered in round {round}</source>
            <translation>{player} tiene un bye de cero puntos (ausente o retirado) registrado en la ronda {round}</translation>
        </message>
        <message>
            <source>{player} is announced absent in round {round}</source>
            <translation>{player} está anunciado como ausente en la ronda {round}</translation>
        </message>
        <message>
            <source>{player} has a bye entered in round {round}</source>
            <translation>{player} tiene un bye registrado en la ronda {round}</translation>
        </message>
        <message>
            <source>{player} is not to be paired in round {round}</source>
            <translation>{player} no debe emparejarse en la ronda {round}</translation>
        </message>
        <message>
            <source>{situation} but gets the pairing-allocated bye</source>
            <translation>{situation} pero recibe el bye asignado por el emparejamiento</translation>
        </message>
        <message>
            <source>{situation} but is paired</source>
            <translation>{situation} pero está emparejado</translation>
        </message>
        <message>
            <source>pairs joining players with {points} or more to lower-scored players (the pairing-allocated bye a game against {floor}): {mine}; {theirs} in the engine's pairing</source>
            <translation>parejas que unen a jugadores con {points} o más con jugadores de menor puntuación (el bye asignado por el emparejamiento como partida contra {floor}): {mine}; {theirs} en el emparejamiento del programa</translation>
        </message>
        <message>
            <source>pairs joining players with {points} or more to lower-scored players: {mine}; {theirs} in the engine's pairing</source>
            <translation>parejas que unen a jugadores con {points} o más con jugadores de menor puntuación: {mine}; {theirs} en el emparejamiento del programa</translation>
        </message>
        <message>
            <source>{count} ({pairs}), moving down {scores}</source>
            <translation>{count} ({pairs}), bajando {scores}</translation>
        </message>
        <message>
            <source>{count} ({pairs})</source>
            <translation>{count} ({pairs})</translation>
        </message>
        <message>
            <source>{player}: {points} - the pairing-allocated bye</source>
            <translation>{player}: {points} - el bye asignado por el emparejamiento</translation>
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
            <translation>{points} puntos</translation>
        </message>
    </context>
    <context>
        <name>SubmissionIssue</name>
        <message>
            <source>standard</source>
            <translation>estándar</translation>
        </message>
        <message>
            <source>rapid</source>
            <translation>rápidas</translation>
        </message>
        <message>
            <source>blitz</source>
            <translation>blitz</translation>
        </message>
        <message>
            <source>the tournament has no name (012)</source>
            <translation>el torneo no tiene nombre (012)</translation>
        </message>
        <message>
            <source>the city is missing (022)</source>
            <translation>falta la ciudad (022)</translation>
        </message>
        <message>
            <source>the host federation is missing (032)</source>
            <translation>falta la federación organizadora (032)</translation>
        </message>
        <message>
            <source>federation {federation!r} is not a 3-letter FIDE code (032)</source>
            <translation>la federación {federation!r} no es un código FIDE de 3 letras (032)</translation>
        </message>
        <message>
            <source>the chief arbiter is missing (102)</source>
            <translation>falta el árbitro principal (102)</translation>
        </message>
        <message>
            <source>the chief arbiter {arbiter!r} has no FIDE ID (102)</source>
            <translation>el árbitro principal {arbiter!r} no tiene ID FIDE (102)</translation>
        </message>
        <message>
            <source>deputy arbiter {arbiter!r} has no FIDE ID (112)</source>
            <translation>el árbitro adjunto {arbiter!r} no tiene ID FIDE (112)</translation>
        </message>
        <message>
            <source>the time control is not described (122)</source>
            <translation>el ritmo de juego no está descrito (122)</translation>
        </message>
        <message>
            <source>the encoded time control is missing (222), e.g. 5400+30 for 90' + 30"; the event is rated {rating}</source>
            <translation>falta el ritmo de juego codificado (222), p. ej. 5400+30 para 90' + 30"; el torneo se valida para {rating}</translation>
        </message>
        <message>
            <source>the time control {code} is {kind}, but the event is to be rated {rating} (Laws of Chess, Appendices A and B)</source>
            <translation>el ritmo de juego {code} es {kind}, pero el torneo debe validarse para {rating} (Leyes del Ajedrez, apéndices A y B)</translation>
        </message>
        <message>
            <source>the start date is missing ({code})</source>
            <translation>falta la fecha de inicio ({code})</translation>
        </message>
        <message>
            <source>the end date is missing ({code})</source>
            <translation>falta la fecha de finalización ({code})</translation>
        </message>
        <message>
            <source>the start date {text!r} is not YYYY/MM/DD ({code})</source>
            <translation>la fecha de inicio {text!r} no tiene el formato AAAA/MM/DD ({code})</translation>
        </message>
        <message>
            <source>the end date {text!r} is not YYYY/MM/DD ({code})</source>
            <translation>la fecha de finalización {text!r} no tiene el formato AAAA/MM/DD ({code})</translation>
        </message>
        <message>
            <source>the event ends ({end}) before it starts ({start})</source>
            <translation>el torneo termina ({end}) antes de empezar ({start})</translation>
        </message>
        <message>
            <source>round {round} has no date (132)</source>
            <translation>la ronda {round} no tiene fecha (132)</translation>
        </message>
        <message>
            <source>the date of round {round}, {text!r}, is not YY/MM/DD (132)</source>
            <translation>la fecha de la ronda {round}, {text!r}, no tiene el formato AA/MM/DD (132)</translation>
        </message>
        <message>
            <source>round {round} ({date}) is before the start of the event ({start})</source>
            <translation>la ronda {round} ({date}) es anterior al inicio del torneo ({start})</translation>
        </message>
        <message>
            <source>round {round} ({date}) is after the end of the event ({end})</source>
            <translation>la ronda {round} ({date}) es posterior al final del torneo ({end})</translation>
        </message>
        <message>
            <source>round {round} ({date}) is dated before round {previous} ({previous_date})</source>
            <translation>la ronda {round} ({date}) tiene fecha anterior a la ronda {previous} ({previous_date})</translation>
        </message>
        <message>
            <source>{player} has no FIDE ID (001 columns 58-68): FIDE rates players by their ID</source>
            <translation>{player} no tiene ID FIDE (001 columnas 58-68): la FIDE valora a los jugadores por su ID</translation>
        </message>
        <message>
            <source>{player}: FIDE ID {fide_id} is given to {count} players</source>
            <translation>{player}: el ID FIDE {fide_id} está asignado a {count} jugadores</translation>
        </message>
        <message>
            <source>{player} has no federation (001 columns 54-56)</source>
            <translation>{player} no tiene federación (001 columnas 54-56)</translation>
        </message>
        <message>
            <source>{player}: federation {federation!r} is not a 3-letter FIDE code</source>
            <translation>{player}: la federación {federation!r} no es un código FIDE de 3 letras</translation>
        </message>
        <message>
            <source>{player}: sex not recorded (001 column 10)</source>
            <translation>{player}: sexo no registrado (001 columna 10)</translation>
        </message>
        <message>
            <source>{player}: birth date {birth_date!r} is not YYYY/MM/DD</source>
            <translation>{player}: la fecha de nacimiento {birth_date!r} no tiene el formato AAAA/MM/DD</translation>
        </message>
        <message>
            <source>round {round}: the game #{number} {name} - #{opponent} has no result</source>
            <translation>ronda {round}: la partida #{number} {name} - #{opponent} no tiene resultado</translation>
        </message>
        <message>
            <source>only {played} of {rounds} rounds are paired: the event is not finished</source>
            <translation>solo {played} de {rounds} rondas están emparejadas: el torneo no ha terminado</translation>
        </message>
    </context>
</TS>
