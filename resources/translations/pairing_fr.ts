<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
    <context>
        <name>BursteinChecker</name>
        <message>
            <source>player {player} is not to be paired in this round</source>
            <translation>le joueur {player} ne doit pas être apparié dans cette ronde</translation>
        </message>
        <message>
            <source>player {player} is paired twice</source>
            <translation>le joueur {player} est apparié deux fois</translation>
        </message>
        <message>
            <source>{white}-{black}: the two have met before or may not meet (C.04.1 art. 2)</source>
            <translation>{white}-{black} : les deux se sont déjà rencontrés ou ne peuvent pas se rencontrer (C.04.1 art. 2)</translation>
        </message>
        <message>
            <source>{white}-{black}: both have an absolute preference for the same colour (C.04.1 art. 6-7)</source>
            <translation>{white}-{black} : les deux ont une préférence de couleur absolue pour la même couleur (C.04.1 art. 6-7)</translation>
        </message>
        <message>
            <source>player {player} receives the pairing-allocated bye again or after a forfeit win (C.04.1 d)</source>
            <translation>le joueur {player} reçoit l'exempt attribué par l'appariement une seconde fois ou après un gain par forfait (C.04.1 d)</translation>
        </message>
        <message>
            <source>players left unpaired: {players}</source>
            <translation>joueurs laissés sans adversaire : {players}</translation>
        </message>
        <message>
            <source>legal, but not the pairing of C.04.4.2: the order of the index, the floaters or the colours differ</source>
            <translation>régulier, mais pas l'appariement du C.04.4.2 : l'ordre de l'indice, les flotteurs ou les couleurs diffèrent</translation>
        </message>
    </context>
    <context>
        <name>PairingChecker</name>
        <message>
            <source>round {round}: no legal pairing exists ({reason}); recorded {recorded}</source>
            <translation>ronde {round} : aucun appariement légal n'existe ({reason}) ; enregistré {recorded}</translation>
        </message>
        <message>
            <source>round {round}:</source>
            <translation>ronde {round} :</translation>
        </message>
        <message>
            <source>expected {games}</source>
            <translation>attendu {games}</translation>
        </message>
        <message>
            <source>recorded {games}</source>
            <translation>enregistré {games}</translation>
        </message>
        <message>
            <source>bye expected {expected}, recorded {recorded}</source>
            <translation>exempt attendu {expected}, enregistré {recorded}</translation>
        </message>
        <message>
            <source>{games}, bye {player}</source>
            <translation>{games}, exempt {player}</translation>
        </message>
        <message>
            <source>{player} and {other} have already met (B.1.a)</source>
            <translation>{player} et {other} se sont déjà rencontrés (B.1.a)</translation>
        </message>
        <message>
            <source>{player} and {other} have the same absolute colour preference (B.2)</source>
            <translation>{player} et {other} ont la même préférence de couleur absolue (B.2)</translation>
        </message>
        <message>
            <source>{player} already had a point or half point without playing: no bye (B.1.b)</source>
            <translation>{player} a déjà eu un point ou un demi-point sans jouer : pas d'exempt (B.1.b)</translation>
        </message>
        <message>
            <source>bracket {score}: the recorded pairing is worse on {criterion}</source>
            <translation>groupe {score} : l'appariement enregistré est moins bon sur {criterion}</translation>
        </message>
        <message>
            <source>bracket {score}: the recorded pairing is better on {criterion} but does not let the lower brackets be paired as C.12/C.13 require</source>
            <translation>groupe {score} : l'appariement enregistré est meilleur sur {criterion} mais ne permet pas d'apparier les groupes inférieurs comme l'exigent C.12/C.13</translation>
        </message>
        <message>
            <source>bracket {score}: as good on every criterion; the engine's pairing comes first in the order of D.1-D.3</source>
            <translation>groupe {score} : aussi bon sur chaque critère ; l'appariement du programme vient en premier dans l'ordre de D.1-D.3</translation>
        </message>
        <message>
            <source>board {white}-{black}: {rule} gives White to {player}</source>
            <translation>échiquier {white}-{black} : {rule} donne les Blancs à {player}</translation>
        </message>
    </context>
    <context>
        <name>PairingExplanation</name>
        <message>
            <source>Round {round} ({edition})</source>
            <translation>Ronde {round} ({edition})</translation>
        </message>
        <message>
            <source>re-paired: its downfloaters and the lower players complete the round (C.4)</source>
            <translation>réapparié : ses flotteurs descendants et les joueurs inférieurs complètent la ronde (C.4)</translation>
        </message>
        <message>
            <source>downfloaters: {players}</source>
            <translation>flotteurs descendants : {players}</translation>
        </message>
        <message>
            <source>not met: {criterion}</source>
            <translation>non satisfait : {criterion}</translation>
        </message>
        <message>
            <source>pairing-allocated bye: {player} ([C5] the lowest score possible, [C9] the fewest unplayed games)</source>
            <translation>exempt attribué par l'appariement : {player} ([C5] le score le plus bas possible, [C9] le moins de parties non jouées)</translation>
        </message>
        <message>
            <source>pairing-allocated bye: {player} (left out by the last bracket, A.9; allowed by C.2)</source>
            <translation>exempt attribué par l'appariement : {player} (laissé seul par le dernier groupe, A.9 ; permis par C.2)</translation>
        </message>
        <message>
            <source>pairing-allocated bye: {player}</source>
            <translation>exempt attribué par l'appariement : {player}</translation>
        </message>
        <message>
            <source>bracket {score}, the Penultimate Pairing Bracket (A.9): residents {residents}, moved down {movers}</source>
            <translation>groupe {score}, l'avant-dernier groupe d'appariement (PPB, A.9) : résidents {residents}, descendus {movers}</translation>
        </message>
        <message>
            <source>bracket {score}, the Penultimate Pairing Bracket (A.9): residents {residents}</source>
            <translation>groupe {score}, l'avant-dernier groupe d'appariement (PPB, A.9) : résidents {residents}</translation>
        </message>
        <message>
            <source>the Collapsed Last Bracket (A.9), scores {score} and below: residents {residents}, moved down {movers}</source>
            <translation>le dernier groupe fusionné (CLB, A.9), scores {score} et moins : résidents {residents}, descendus {movers}</translation>
        </message>
        <message>
            <source>the Collapsed Last Bracket (A.9), scores {score} and below: residents {residents}</source>
            <translation>le dernier groupe fusionné (CLB, A.9), scores {score} et moins : résidents {residents}</translation>
        </message>
        <message>
            <source>bracket {score}: residents {residents}, moved down {movers}</source>
            <translation>groupe {score} : résidents {residents}, descendus {movers}</translation>
        </message>
        <message>
            <source>bracket {score}: residents {residents}</source>
            <translation>groupe {score} : résidents {residents}</translation>
        </message>
        <message>
            <source>FIDE Dutch system, 2025 text: criteria [C1]-[C21]</source>
            <translation>système hollandais FIDE, texte de 2025 : critères [C1]-[C21]</translation>
        </message>
        <message>
            <source>FIDE Dutch system, 2017 text: criteria C.1-C.19</source>
            <translation>système hollandais FIDE, texte de 2017 : critères C.1-C.19</translation>
        </message>
        <message>
            <source>FIDE Dutch system, Istanbul 2012 text</source>
            <translation>système hollandais FIDE, texte d'Istanbul 2012</translation>
        </message>
        <message>
            <source>{criterion} {player} does not get their absolute colour preference</source>
            <translation>{criterion} {player} n'obtient pas sa préférence de couleur absolue</translation>
        </message>
        <message>
            <source>{criterion} {player} does not get their strong colour preference</source>
            <translation>{criterion} {player} n'obtient pas sa préférence de couleur forte</translation>
        </message>
        <message>
            <source>{criterion} {player} does not get their mild colour preference</source>
            <translation>{criterion} {player} n'obtient pas sa préférence de couleur faible</translation>
        </message>
        <message>
            <source>{criterion} {player} floats up again (upfloat the previous round)</source>
            <translation>{criterion} {player} flotte de nouveau vers le haut (flotteur montant à la ronde précédente)</translation>
        </message>
        <message>
            <source>{criterion} {player} floats down again (downfloat the previous round)</source>
            <translation>{criterion} {player} flotte de nouveau vers le bas (flotteur descendant à la ronde précédente)</translation>
        </message>
        <message>
            <source>bracket {score} ({kind}): residents {residents}</source>
            <translation>groupe {score} ({kind}) : résidents {residents}</translation>
        </message>
        <message>
            <source>bracket {score} ({kind}): residents {residents}, moved down {movers}</source>
            <translation>groupe {score} ({kind}) : résidents {residents}, descendus {movers}</translation>
        </message>
        <message>
            <source>relaxed: {requirement}</source>
            <translation>assoupli : {requirement}</translation>
        </message>
        <message>
            <source>moved down: {players}</source>
            <translation>descendus : {players}</translation>
        </message>
        <message>
            <source>homogeneous</source>
            <translation>homogène</translation>
        </message>
        <message>
            <source>heterogeneous</source>
            <translation>hétérogène</translation>
        </message>
        <message>
            <source>homogeneous, joined by C.13</source>
            <translation>homogène, fusionné par C.13</translation>
        </message>
        <message>
            <source>heterogeneous, joined by C.13</source>
            <translation>hétérogène, fusionné par C.13</translation>
        </message>
        <message>
            <source>homogeneous, lowest</source>
            <translation>homogène, le plus bas</translation>
        </message>
        <message>
            <source>heterogeneous, lowest</source>
            <translation>hétérogène, le plus bas</translation>
        </message>
        <message>
            <source>homogeneous, joined by C.13, lowest</source>
            <translation>homogène, fusionné par C.13, le plus bas</translation>
        </message>
        <message>
            <source>heterogeneous, joined by C.13, lowest</source>
            <translation>hétérogène, fusionné par C.13, le plus bas</translation>
        </message>
        <message>
            <source>M1, the moved-down players paired (C.14.b)</source>
            <translation>M1, les joueurs descendus appariés (C.14.b)</translation>
        </message>
        <message>
            <source>P, the pairs made (C.14.a)</source>
            <translation>P, les paires formées (C.14.a)</translation>
        </message>
        <message>
            <source>the scores of the floaters (A.7.d, B.3)</source>
            <translation>les scores des flotteurs (A.7.d, B.3)</translation>
        </message>
        <message>
            <source>the B3-factor of the lowest bracket (D.4)</source>
            <translation>le facteur B3 du dernier groupe (D.4)</translation>
        </message>
        <message>
            <source>B.2 ignored for top scorers (C.10.g)</source>
            <translation>B.2 ignoré pour les joueurs de tête (C.10.g)</translation>
        </message>
        <message>
            <source>A.7.d dropped (C.10.f)</source>
            <translation>A.7.d abandonné (C.10.f)</translation>
        </message>
        <message>
            <source>X, pairs not fulfilling the colour preferences (B.4, C.10.e)</source>
            <translation>X, paires ne respectant pas les préférences de couleur (B.4, C.10.e)</translation>
        </message>
        <message>
            <source>Z, pairs not fulfilling the strong colour preferences (A.7.e, C.10.e)</source>
            <translation>Z, paires ne respectant pas les préférences de couleur fortes (A.7.e, C.10.e)</translation>
        </message>
        <message>
            <source>B.5 for downfloaters (C.10.d)</source>
            <translation>B.5 pour les flotteurs descendants (C.10.d)</translation>
        </message>
        <message>
            <source>B.6 for downfloaters (C.10.c)</source>
            <translation>B.6 pour les flotteurs descendants (C.10.c)</translation>
        </message>
        <message>
            <source>B.5 for upfloaters (C.10.b)</source>
            <translation>B.5 pour les flotteurs montants (C.10.b)</translation>
        </message>
        <message>
            <source>B.6 for upfloaters (C.10.a)</source>
            <translation>B.6 pour les flotteurs montants (C.10.a)</translation>
        </message>
        <message numerus="yes">
            <source>B.2 for top scorers (%n pair(s) with the same absolute preference)</source>
            <translation>
                <numerusform>B.2 pour les joueurs de tête (%n paire avec la même préférence absolue)</numerusform>
                <numerusform>B.2 pour les joueurs de tête (%n paires avec la même préférence absolue)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A.7.d (%n pair(s) with the same strong preference)</source>
            <translation>
                <numerusform>A.7.d (%n paire avec la même préférence forte)</numerusform>
                <numerusform>A.7.d (%n paires avec la même préférence forte)</numerusform>
            </translation>
        </message>
        <message>
            <source>X raised from X1 = {target} to {count}</source>
            <translation>X porté de X1 = {target} à {count}</translation>
        </message>
        <message>
            <source>Z raised from Z1 = {target} to {count}</source>
            <translation>Z porté de Z1 = {target} à {count}</translation>
        </message>
        <message>
            <source>B.5 for downfloaters: {players} float down again</source>
            <translation>B.5 pour les flotteurs descendants : {players} flottent de nouveau vers le bas</translation>
        </message>
        <message>
            <source>B.6 for downfloaters: {players} floated down two rounds before</source>
            <translation>B.6 pour les flotteurs descendants : {players} ont flotté vers le bas deux rondes auparavant</translation>
        </message>
        <message>
            <source>B.5 for upfloaters: {players} float up again</source>
            <translation>B.5 pour les flotteurs montants : {players} flottent de nouveau vers le haut</translation>
        </message>
        <message>
            <source>B.6 for upfloaters: {players} floated up two rounds before</source>
            <translation>B.6 pour les flotteurs montants : {players} ont flotté vers le haut deux rondes auparavant</translation>
        </message>
        <message>
            <source>exchange (D.2): {out} to S2, {into} to S1, difference {difference}</source>
            <translation>échange (D.2) : {out} vers S2, {into} vers S1, différence {difference}</translation>
        </message>
        <message>
            <source>S1 {s1} against {s2} (transposition of S2, D.1)</source>
            <translation>S1 {s1} contre {s2} (transposition de S2, D.1)</translation>
        </message>
        <message>
            <source>Round {round} (C.04.3.1, Istanbul 2012: FIDE_DUTCH_2013)</source>
            <translation>Ronde {round} (C.04.3.1, Istanbul 2012 : FIDE_DUTCH_2013)</translation>
        </message>
        <message>
            <source>B.1.b could not be kept: every player had a point or half point without playing, the bye goes to one with the fewest of them</source>
            <translation>B.1.b n'a pas pu être respecté : chaque joueur avait un point ou un demi-point sans jouer, l'exempt va à l'un de ceux qui en ont le moins</translation>
        </message>
        <message>
            <source>bye: {player}</source>
            <translation>exempt : {player}</translation>
        </message>
        <message>
            <source>C.13: M1 reduced to zero, the bracket paired as homogeneous</source>
            <translation>C.13 : M1 réduit à zéro, le groupe apparié comme homogène</translation>
        </message>
        <message>
            <source>C.13: paired again so that the lowest bracket can be paired</source>
            <translation>C.13 : réapparié pour que le dernier groupe puisse être apparié</translation>
        </message>
        <message>
            <source>C.13: paired again so that the lowest bracket can be paired (P decreased from {before} to {after})</source>
            <translation>C.13 : réapparié pour que le dernier groupe puisse être apparié (P réduit de {before} à {after})</translation>
        </message>
        <message>
            <source>C.13: joined with the bracket above (score {score})</source>
            <translation>C.13 : fusionné avec le groupe supérieur (score {score})</translation>
        </message>
        <message>
            <source>C.12: paired again so that the next bracket can pair its moved-down players ({moved} move down instead of {instead})</source>
            <translation>C.12 : réapparié pour que le groupe suivant puisse apparier ses joueurs descendus ({moved} descendent au lieu de {instead})</translation>
        </message>
        <message>
            <source>C.12: paired again so that the next bracket can make more pairs ({moved} move down instead of {instead})</source>
            <translation>C.12 : réapparié pour que le groupe suivant puisse faire plus de paires ({moved} descendent au lieu de {instead})</translation>
        </message>
        <message>
            <source>B3-factor {factor}</source>
            <translation>facteur B3 {factor}</translation>
        </message>
        <message>
            <source>moved-down players first (D.3, D.1.2): {pairs}</source>
            <translation>joueurs descendus d'abord (D.3, D.1.2) : {pairs}</translation>
        </message>
        <message>
            <source>C.1: {player} has no possible opponent here and is moved down</source>
            <translation>C.1 : {player} n'a aucun adversaire possible ici et descend</translation>
        </message>
    </context>
    <context>
        <name>PairingRefusal</name>
        <message>
            <source>Baku acceleration (C.04.5.1) needs the standard scoring: 1 for a win, 1/2 for a draw, 0 for a loss</source>
            <translation>l'accélération de Bakou (C.04.5.1) exige le barème standard : 1 pour un gain, 1/2 pour une nulle, 0 pour une perte</translation>
        </message>
        <message>
            <source>Baku acceleration (C.04.7 art. 1.1) needs a win worth two draws and a loss worth 0; this tournament scores win {win}, draw {draw}, loss {loss}</source>
            <translation>l'accélération de Bakou (C.04.7 art. 1.1) exige qu'un gain vaille deux nulles et une perte 0 ; ce tournoi compte gain {win}, nulle {draw}, perte {loss}</translation>
        </message>
        <message>
            <source>late entries {numbers} are not players of the tournament</source>
            <translation>les inscriptions tardives {numbers} ne sont pas des joueurs du tournoi</translation>
        </message>
        <message>
            <source>Baku acceleration needs the number of rounds declared beforehand (C.04.1 art. 1)</source>
            <translation>l'accélération de Bakou exige que le nombre de rondes soit annoncé à l'avance (C.04.1 art. 1)</translation>
        </message>
        <message numerus="yes">
            <source>round {round} is beyond the %n round of the tournament (142/XXR)</source>
            <translation>
                <numerusform>la ronde {round} dépasse le nombre de rondes du tournoi (%n) (142/XXR)</numerusform>
                <numerusform>la ronde {round} dépasse le nombre de rondes du tournoi (%n) (142/XXR)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>round {round} is beyond the %n rounds of the tournament (142/XXR)</source>
            <translation>
                <numerusform>la ronde {round} dépasse le nombre de rondes du tournoi (%n) (142/XXR)</numerusform>
                <numerusform>la ronde {round} dépasse le nombre de rondes du tournoi (%n) (142/XXR)</numerusform>
            </translation>
        </message>
        <message>
            <source>this is a round robin (record 192 {code}): its rounds are the Berger tables of C.05 Annex 1, not the Dutch system; pair it with the round-robin pairer (python -m engine --berger, or arbiter pair)</source>
            <translation>c'est un tournoi toutes rondes (enregistrement 192 {code}) : ses rondes sont les tables de Berger de C.05 annexe 1, pas le système hollandais ; appariez-le avec l'appariement toutes rondes (python -m engine --berger, ou arbiter pair)</translation>
        </message>
        <message>
            <source>no pairing satisfies the absolute criteria C1-C3 (C.04.3 art. 1.9.3: the arbiter decides)</source>
            <translation>aucun appariement ne satisfait les critères absolus C1-C3 (C.04.3 art. 1.9.3 : l'arbitre décide)</translation>
        </message>
        <message>
            <source>no complete pairing found (C.04.3 art. 1.9.3: the arbiter decides)</source>
            <translation>aucun appariement complet trouvé (C.04.3 art. 1.9.3 : l'arbitre décide)</translation>
        </message>
        <message>
            <source>no pairing satisfies the absolute criteria C.1-C.3 (C.04.3 (2017) A.9: the arbiter decides)</source>
            <translation>aucun appariement ne satisfait les critères absolus C.1-C.3 (C.04.3 (2017) A.9 : l'arbitre décide)</translation>
        </message>
        <message>
            <source>no complete pairing found (C.04.3 (2017) A.9: the arbiter decides)</source>
            <translation>aucun appariement complet trouvé (C.04.3 (2017) A.9 : l'arbitre décide)</translation>
        </message>
        <message>
            <source>no pairing satisfies the absolute criteria B.1 and B.2 (C.04.3.1 (2012) C.13)</source>
            <translation>aucun appariement ne satisfait les critères absolus B.1 et B.2 (C.04.3.1 (2012) C.13)</translation>
        </message>
        <message>
            <source>nobody is to be paired: every player has a bye or is absent in this round, and the procedure of C.04.3.1 (2012) C starts from a score bracket</source>
            <translation>personne n'est à apparier : chaque joueur a un exempt ou est absent à cette ronde, et la procédure de C.04.3.1 (2012) C part d'un groupe de score</translation>
        </message>
        <message>
            <source>no player may receive the pairing-allocated bye</source>
            <translation>aucun joueur ne peut recevoir l'exempt attribué par l'appariement</translation>
        </message>
        <message>
            <source>the players cannot all be paired without breaking the absolute criteria of C.04.1 (no second game, no two absolute preferences for one colour)</source>
            <translation>les joueurs ne peuvent pas tous être appariés sans enfreindre les critères absolus du C.04.1 (pas de seconde partie, pas deux préférences absolues pour une même couleur)</translation>
        </message>
        <message>
            <source>no opponent is left for player {player}</source>
            <translation>il ne reste aucun adversaire pour le joueur {player}</translation>
        </message>
        <message>
            <source>the Dutch System</source>
            <translation>le système hollandais</translation>
        </message>
        <message>
            <source>the Burstein System</source>
            <translation>le système Burstein</translation>
        </message>
        <message>
            <source>the Dubov System</source>
            <translation>le système Dubov</translation>
        </message>
        <message>
            <source>the Lim System</source>
            <translation>le système Lim</translation>
        </message>
        <message>
            <source>this build of Arbiter Desk has no engine for {system} yet; it cannot pair it</source>
            <translation>cette version d'Arbiter Desk n'a pas encore de moteur pour {system} ; elle ne peut pas l'apparier</translation>
        </message>
        <message>
            <source>{system} names no acceleration: its players are paired by the points they scored, so the Baku Acceleration (C.04.7) does not apply</source>
            <translation>{system} ne prévoit aucune accélération : ses joueurs sont appariés selon les points marqués, l'accélération de Bakou (C.04.7) ne s'applique donc pas</translation>
        </message>
        <message>
            <source>this tournament is paired by {system} (record 192 {code}), not by {pairer}; pair it with python -m engine {flag}</source>
            <translation>ce tournoi s'apparie selon {system} (enregistrement 192 {code}), non selon {pairer} ; appariez-le avec python -m engine {flag}</translation>
        </message>
        <message>
            <source>this tournament is paired by {system} (record 192 {code}), which this build of Arbiter Desk cannot pair yet</source>
            <translation>ce tournoi s'apparie selon {system} (enregistrement 192 {code}), que cette version d'Arbiter Desk ne sait pas encore apparier</translation>
        </message>
        <message>
            <source>the Double-Swiss System</source>
            <translation>le système Double-Suisse</translation>
        </message>
    </context>
    <context>
        <name>PairingRoundRobin</name>
        <message>
            <source>a round robin needs {low} to {high} players (C.05 Annex 1 Berger tables), not {players}</source>
            <translation>un tournoi toutes rondes demande de {low} à {high} joueurs (tables de Berger de C.05 annexe 1), pas {players}</translation>
        </message>
        <message>
            <source>there is nobody to draw lots for</source>
            <translation>il n'y a personne pour qui tirer au sort</translation>
        </message>
        <message>
            <source>the seed of a draw is a number 0 or more, not {seed}</source>
            <translation>la graine d'un tirage au sort est un nombre égal ou supérieur à 0, pas {seed}</translation>
        </message>
        <message>
            <source>{name} is not a round robin (its record 192 is {code}); pair it with the Dutch system</source>
            <translation>{name} n'est pas un tournoi toutes rondes (son enregistrement 192 est {code}) ; appariez-le avec le système hollandais</translation>
        </message>
        <message>
            <source>this tournament is not a round robin (its record 192 is {code}); pair it with the Dutch system</source>
            <translation>ce tournoi n'est pas un tournoi toutes rondes (son enregistrement 192 est {code}) ; appariez-le avec le système hollandais</translation>
        </message>
        <message>
            <source>the players of a round robin must have the pairing numbers 1 to n of the Berger table; missing {numbers}</source>
            <translation>les joueurs d'un tournoi toutes rondes doivent avoir les numéros d'appariement 1 à n de la table de Berger ; manquent {numbers}</translation>
        </message>
        <message>
            <source>the players of a round robin must have the pairing numbers 1 to n of the Berger table; a number is used twice</source>
            <translation>les joueurs d'un tournoi toutes rondes doivent avoir les numéros d'appariement 1 à n de la table de Berger ; un numéro est utilisé deux fois</translation>
        </message>
        <message>
            <source>all {rounds} rounds of this {kind} of {players} players are paired</source>
            <translation>les {rounds} rondes de ce {kind} de {players} joueurs sont toutes appariées</translation>
        </message>
        <message>
            <source>round {table_round} of the Berger table for {size} (C.05 Annex 1), cycle {cycle}: colours reversed (even cycle)</source>
            <translation>ronde {table_round} de la table de Berger pour {size} (C.05 annexe 1), cycle {cycle} : couleurs inversées (cycle pair)</translation>
        </message>
        <message>
            <source>round {table_round} of the Berger table for {size} (C.05 Annex 1), cycle {cycle}: colours as in the table</source>
            <translation>ronde {table_round} de la table de Berger pour {size} (C.05 annexe 1), cycle {cycle} : couleurs comme dans la table</translation>
        </message>
        <message>
            <source>Round {round} of a {kind} of {players} players ({rounds} rounds)</source>
            <translation>Ronde {round} d'un {kind} de {players} joueurs ({rounds} rondes)</translation>
        </message>
        <message>
            <source>board {board}: {white} - {black}</source>
            <translation>échiquier {board} : {white} - {black}</translation>
        </message>
        <message>
            <source>{player} meets the dummy {dummy}: no game this round</source>
            <translation>{player} rencontre le joueur fictif {dummy} : pas de partie cette ronde</translation>
        </message>
        <message>
            <source>round {round}:</source>
            <translation>ronde {round} :</translation>
        </message>
        <message>
            <source>the Berger table pairs {games}</source>
            <translation>la table de Berger apparie {games}</translation>
        </message>
        <message>
            <source>recorded {games}</source>
            <translation>enregistré {games}</translation>
        </message>
        <message>
            <source>single round robin</source>
            <translation>toutes rondes simple</translation>
        </message>
        <message>
            <source>double round robin, last two rounds of the first cycle reversed</source>
            <translation>double toutes rondes, deux dernières rondes du premier cycle inversées</translation>
        </message>
        <message>
            <source>double round robin</source>
            <translation>double toutes rondes</translation>
        </message>
        <message>
            <source>round robin in {cycles} cycles</source>
            <translation>toutes rondes en {cycles} cycles</translation>
        </message>
        <message>
            <source>a {kind} of {players} players has rounds 1 to {rounds}, not {round}</source>
            <translation>un {kind} de {players} joueurs a les rondes 1 à {rounds}, pas {round}</translation>
        </message>
        <message>
            <source>{player} withdrew having played {played} of {scheduled} games (at least half): their results count in the standings and their remaining games are forfeits (FIDE Tournament Rules {article}, C.05)</source>
            <translation>{player} s'est retiré après avoir joué {played} de ses {scheduled} parties (au moins la moitié) : ses résultats comptent au classement et ses parties restantes sont perdues par forfait (Règles des tournois FIDE {article}, C.05)</translation>
        </message>
        <message>
            <source>{player} withdrew having played {played} of {scheduled} games (less than half): their results stay in the crosstable but the points scored by them or against them do not count in the standings, where they are not ranked (FIDE Tournament Rules {article}, C.05)</source>
            <translation>{player} s'est retiré après avoir joué {played} de ses {scheduled} parties (moins de la moitié) : ses résultats restent dans la grille américaine mais les points marqués par lui ou contre lui ne comptent pas au classement, où il n'est pas classé (Règles des tournois FIDE {article}, C.05)</translation>
        </message>
    </context>
    <context>
        <name>PairingWarning</name>
        <message>
            <source>{names} already met in round {round}</source>
            <translation>{names} se sont déjà rencontrés à la ronde {round}</translation>
        </message>
        <message>
            <source>{names} may not be paired (prohibited pair)</source>
            <translation>{names} ne peuvent pas être appariés (appariement interdit)</translation>
        </message>
        <message>
            <source>{names} both have an absolute preference for white (board {board})</source>
            <translation>{names} ont tous deux une préférence absolue pour les Blancs (échiquier {board})</translation>
        </message>
        <message>
            <source>{names} both have an absolute preference for black (board {board})</source>
            <translation>{names} ont tous deux une préférence absolue pour les Noirs (échiquier {board})</translation>
        </message>
        <message>
            <source>{player} and {other}</source>
            <translation>{player} et {other}</translation>
        </message>
        <message>
            <source>{player} would get a colour difference of {difference} with white (board {board})</source>
            <translation>{player} aurait une différence de couleurs de {difference} avec les Blancs (échiquier {board})</translation>
        </message>
        <message>
            <source>{player} would get a colour difference of {difference} with black (board {board})</source>
            <translation>{player} aurait une différence de couleurs de {difference} avec les Noirs (échiquier {board})</translation>
        </message>
        <message>
            <source>{player} would get white three times in a row (board {board})</source>
            <translation>{player} aurait les Blancs trois fois de suite (échiquier {board})</translation>
        </message>
        <message>
            <source>{player} would get black three times in a row (board {board})</source>
            <translation>{player} aurait les Noirs trois fois de suite (échiquier {board})</translation>
        </message>
        <message>
            <source>{player} may not receive the pairing-allocated bye: already had the pairing-allocated bye or a forfeit win in round {round}</source>
            <translation>{player} ne peut pas recevoir l'exempt attribué par l'appariement : a déjà eu l'exempt ou un gain par forfait à la ronde {round}</translation>
        </message>
        <message>
            <source>{player} may not receive the pairing-allocated bye: already scored a win without playing in round {round}</source>
            <translation>{player} ne peut pas recevoir l'exempt attribué par l'appariement : a déjà marqué les points d'un gain sans jouer à la ronde {round}</translation>
        </message>
        <message>
            <source>players with a colour difference beyond +-2</source>
            <translation>joueurs avec une différence de couleurs au-delà de +-2</translation>
        </message>
        <message>
            <source>players with the same colour three times in a row</source>
            <translation>joueurs avec la même couleur trois fois de suite</translation>
        </message>
        <message>
            <source>players without their colour preference</source>
            <translation>joueurs sans leur préférence de couleur</translation>
        </message>
        <message>
            <source>players without their strong colour preference</source>
            <translation>joueurs sans leur préférence de couleur forte</translation>
        </message>
        <message>
            <source>players floating down again (as in the previous round)</source>
            <translation>joueurs flottant de nouveau vers le bas (comme à la ronde précédente)</translation>
        </message>
        <message>
            <source>players floating up again (as in the previous round)</source>
            <translation>joueurs flottant de nouveau vers le haut (comme à la ronde précédente)</translation>
        </message>
        <message>
            <source>players floating down as two rounds before</source>
            <translation>joueurs flottant vers le bas comme deux rondes auparavant</translation>
        </message>
        <message>
            <source>players floating up as two rounds before</source>
            <translation>joueurs flottant vers le haut comme deux rondes auparavant</translation>
        </message>
        <message>
            <source>{what}: {count} ({players}); {theirs} in the engine's pairing</source>
            <translation>{what} : {count} ({players}) ; {theirs} dans l'appariement du programme</translation>
        </message>
        <message>
            <source>{what}: {count} ({players}); {theirs} in none (the engine finds no legal pairing)</source>
            <translation>{what} : {count} ({players}) ; {theirs} dans aucun (le programme ne trouve aucun appariement légal)</translation>
        </message>
        <message>
            <source>{player} gets the pairing-allocated bye with {points}; it can go to a player with {lowest}</source>
            <translation>{player} reçoit l'exempt attribué par l'appariement avec {points} ; il peut aller à un joueur ayant {lowest}</translation>
        </message>
        <message>
            <source>board {board}: by {rule} {player} should have white against {opponent}</source>
            <translation>échiquier {board} : selon {rule}, {player} devrait avoir les Blancs contre {opponent}</translation>
        </message>
        <message>
            <source>{names} both have an absolute colour preference for white (board {board})</source>
            <translation>{names} ont tous deux une préférence de couleur absolue pour les Blancs (échiquier {board})</translation>
        </message>
        <message>
            <source>{names} both have an absolute colour preference for black (board {board})</source>
            <translation>{names} ont tous deux une préférence de couleur absolue pour les Noirs (échiquier {board})</translation>
        </message>
        <message>
            <source>the bye in round {round}</source>
            <translation>l'exempt à la ronde {round}</translation>
        </message>
        <message>
            <source>a full-point bye in round {round}</source>
            <translation>un bye d'un point à la ronde {round}</translation>
        </message>
        <message>
            <source>a half-point bye in round {round}</source>
            <translation>un bye d'un demi-point à la ronde {round}</translation>
        </message>
        <message>
            <source>a forfeit win in round {round}</source>
            <translation>un gain par forfait à la ronde {round}</translation>
        </message>
        <message>
            <source>a point without playing in round {round}</source>
            <translation>un point sans jouer à la ronde {round}</translation>
        </message>
        <message>
            <source>{player} may not receive the bye: a point or half point without playing ({rounds}); every player had one in this round, and the bye goes to one with the fewest of them</source>
            <translation>{player} ne peut pas recevoir l'exempt : un point ou un demi-point sans jouer ({rounds}) ; à cette ronde chaque joueur en avait un, et l'exempt va à l'un de ceux qui en ont le moins</translation>
        </message>
        <message>
            <source>{player} may not receive the bye: a point or half point without playing ({rounds})</source>
            <translation>{player} ne peut pas recevoir l'exempt : un point ou un demi-point sans jouer ({rounds})</translation>
        </message>
        <message>
            <source>pairs of top scorers with the same absolute colour preference</source>
            <translation>paires de joueurs de tête avec la même préférence de couleur absolue</translation>
        </message>
        <message>
            <source>pairs with the same strong colour preference (A.7.d treats it as absolute in odd rounds)</source>
            <translation>paires avec la même préférence de couleur forte (A.7.d la traite comme absolue aux rondes impaires)</translation>
        </message>
        <message>
            <source>pairs not fulfilling both colour preferences</source>
            <translation>paires ne respectant pas les deux préférences de couleur</translation>
        </message>
        <message>
            <source>pairs not fulfilling both strong colour preferences</source>
            <translation>paires ne respectant pas les deux préférences de couleur fortes</translation>
        </message>
        <message>
            <source>players floating down as in the previous round</source>
            <translation>joueurs flottant vers le bas comme à la ronde précédente</translation>
        </message>
        <message>
            <source>players floating up as in the previous round</source>
            <translation>joueurs flottant vers le haut comme à la ronde précédente</translation>
        </message>
        <message>
            <source>{white} - {black}</source>
            <translation>{white} - {black}</translation>
        </message>
        <message>
            <source>{rule}: {message}</source>
            <translation>{rule} : {message}</translation>
        </message>
        <message>
            <source>a pairing is for round 1 or later, not round {round}</source>
            <translation>un appariement concerne la ronde 1 ou une suivante, pas la ronde {round}</translation>
        </message>
        <message>
            <source>player {number}</source>
            <translation>joueur {number}</translation>
        </message>
        <message>
            <source>{player} is paired against themselves on board {board}</source>
            <translation>{player} est apparié contre lui-même à l'échiquier {board}</translation>
        </message>
        <message>
            <source>board {board}</source>
            <translation>échiquier {board}</translation>
        </message>
        <message>
            <source>the pairing-allocated bye</source>
            <translation>l'exempt attribué par l'appariement</translation>
        </message>
        <message>
            <source>no player has pairing number {number} ({places})</source>
            <translation>aucun joueur n'a le numéro d'appariement {number} ({places})</translation>
        </message>
        <message>
            <source>{player} is paired more than once: {places}</source>
            <translation>{player} est apparié plusieurs fois : {places}</translation>
        </message>
        <message>
            <source>{player} is neither paired nor given the pairing-allocated bye</source>
            <translation>{player} n'est ni apparié ni exempté par l'appariement</translation>
        </message>
        <message>
            <source>{player} gets the pairing-allocated bye, but the number of players to pair ({count}) is even</source>
            <translation>{player} reçoit l'exempt attribué par l'appariement, mais le nombre de joueurs à apparier ({count}) est pair</translation>
        </message>
        <message>
            <source>the number of players to pair ({count}) is odd and nobody gets the pairing-allocated bye</source>
            <translation>le nombre de joueurs à apparier ({count}) est impair et personne ne reçoit l'exempt attribué par l'appariement</translation>
        </message>
        <message>
            <source>{player} has a half-point bye entered in round {round}</source>
            <translation>{player} a un bye d'un demi-point inscrit à la ronde {round}</translation>
        </message>
        <message>
            <source>{player} has a full-point bye entered in round {round}</source>
            <translation>{player} a un bye d'un point inscrit à la ronde {round}</translation>
        </message>
        <message>
            <source>{player} has a zero-point bye (absent or withdrawn) entered in round {round}</source>
            <translation>{player} a un bye à zéro point (absent ou retiré) inscrit à la ronde {round}</translation>
        </message>
        <message>
            <source>{player} is announced absent in round {round}</source>
            <translation>{player} est annoncé absent à la ronde {round}</translation>
        </message>
        <message>
            <source>{player} has a bye entered in round {round}</source>
            <translation>{player} a un bye inscrit à la ronde {round}</translation>
        </message>
        <message>
            <source>{player} is not to be paired in round {round}</source>
            <translation>{player} ne doit pas être apparié à la ronde {round}</translation>
        </message>
        <message>
            <source>{situation} but gets the pairing-allocated bye</source>
            <translation>{situation} mais reçoit l'exempt attribué par l'appariement</translation>
        </message>
        <message>
            <source>{situation} but is paired</source>
            <translation>{situation} mais est apparié</translation>
        </message>
        <message>
            <source>pairs joining players with {points} or more to lower-scored players (the pairing-allocated bye a game against {floor}): {mine}; {theirs} in the engine's pairing</source>
            <translation>paires joignant des joueurs ayant {points} ou plus à des joueurs moins bien classés en points (l'exempt attribué par l'appariement compté comme une partie contre {floor}) : {mine} ; {theirs} dans l'appariement du programme</translation>
        </message>
        <message>
            <source>pairs joining players with {points} or more to lower-scored players: {mine}; {theirs} in the engine's pairing</source>
            <translation>paires joignant des joueurs ayant {points} ou plus à des joueurs moins bien classés en points : {mine} ; {theirs} dans l'appariement du programme</translation>
        </message>
        <message>
            <source>{count} ({pairs}), moving down {scores}</source>
            <translation>{count} ({pairs}), faisant descendre {scores}</translation>
        </message>
        <message>
            <source>{count} ({pairs})</source>
            <translation>{count} ({pairs})</translation>
        </message>
        <message>
            <source>{player}: {points} - the pairing-allocated bye</source>
            <translation>{player} : {points} - l'exempt attribué par l'appariement</translation>
        </message>
        <message>
            <source>{white}: {white_points} - {black}: {black_points}</source>
            <translation>{white} : {white_points} - {black} : {black_points}</translation>
        </message>
        <message>
            <source>{points} point</source>
            <translation>{points} point</translation>
        </message>
        <message>
            <source>{points} points</source>
            <translation>{points} points</translation>
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
            <translation>rapide</translation>
        </message>
        <message>
            <source>blitz</source>
            <translation>blitz</translation>
        </message>
        <message>
            <source>the tournament has no name (012)</source>
            <translation>le tournoi n'a pas de nom (012)</translation>
        </message>
        <message>
            <source>the city is missing (022)</source>
            <translation>la ville manque (022)</translation>
        </message>
        <message>
            <source>the host federation is missing (032)</source>
            <translation>la fédération organisatrice manque (032)</translation>
        </message>
        <message>
            <source>federation {federation!r} is not a 3-letter FIDE code (032)</source>
            <translation>la fédération {federation!r} n'est pas un code FIDE de 3 lettres (032)</translation>
        </message>
        <message>
            <source>the chief arbiter is missing (102)</source>
            <translation>l'arbitre principal manque (102)</translation>
        </message>
        <message>
            <source>the chief arbiter {arbiter!r} has no FIDE ID (102)</source>
            <translation>l'arbitre principal {arbiter!r} n'a pas d'identifiant FIDE (102)</translation>
        </message>
        <message>
            <source>deputy arbiter {arbiter!r} has no FIDE ID (112)</source>
            <translation>l'arbitre adjoint {arbiter!r} n'a pas d'identifiant FIDE (112)</translation>
        </message>
        <message>
            <source>the time control is not described (122)</source>
            <translation>la cadence n'est pas décrite (122)</translation>
        </message>
        <message>
            <source>the encoded time control is missing (222), e.g. 5400+30 for 90' + 30"; the event is rated {rating}</source>
            <translation>la cadence codée manque (222), p. ex. 5400+30 pour 90' + 30" ; le tournoi est comptabilisé en {rating}</translation>
        </message>
        <message>
            <source>the time control {code} is {kind}, but the event is to be rated {rating} (Laws of Chess, Appendices A and B)</source>
            <translation>la cadence {code} est {kind}, mais le tournoi doit être comptabilisé en {rating} (Règles du jeu d'échecs, annexes A et B)</translation>
        </message>
        <message>
            <source>the start date is missing ({code})</source>
            <translation>la date de début manque ({code})</translation>
        </message>
        <message>
            <source>the end date is missing ({code})</source>
            <translation>la date de fin manque ({code})</translation>
        </message>
        <message>
            <source>the start date {text!r} is not YYYY/MM/DD ({code})</source>
            <translation>la date de début {text!r} n'est pas au format AAAA/MM/JJ ({code})</translation>
        </message>
        <message>
            <source>the end date {text!r} is not YYYY/MM/DD ({code})</source>
            <translation>la date de fin {text!r} n'est pas au format AAAA/MM/JJ ({code})</translation>
        </message>
        <message>
            <source>the event ends ({end}) before it starts ({start})</source>
            <translation>le tournoi se termine ({end}) avant de commencer ({start})</translation>
        </message>
        <message>
            <source>round {round} has no date (132)</source>
            <translation>la ronde {round} n'a pas de date (132)</translation>
        </message>
        <message>
            <source>the date of round {round}, {text!r}, is not YY/MM/DD (132)</source>
            <translation>la date de la ronde {round}, {text!r}, n'est pas au format AA/MM/JJ (132)</translation>
        </message>
        <message>
            <source>round {round} ({date}) is before the start of the event ({start})</source>
            <translation>la ronde {round} ({date}) précède le début du tournoi ({start})</translation>
        </message>
        <message>
            <source>round {round} ({date}) is after the end of the event ({end})</source>
            <translation>la ronde {round} ({date}) suit la fin du tournoi ({end})</translation>
        </message>
        <message>
            <source>round {round} ({date}) is dated before round {previous} ({previous_date})</source>
            <translation>la ronde {round} ({date}) est datée avant la ronde {previous} ({previous_date})</translation>
        </message>
        <message>
            <source>{player} has no FIDE ID (001 columns 58-68): FIDE rates players by their ID</source>
            <translation>{player} n'a pas d'identifiant FIDE (001 colonnes 58-68) : la FIDE classe les joueurs par leur identifiant</translation>
        </message>
        <message>
            <source>{player}: FIDE ID {fide_id} is given to {count} players</source>
            <translation>{player} : l'identifiant FIDE {fide_id} est attribué à {count} joueurs</translation>
        </message>
        <message>
            <source>{player} has no federation (001 columns 54-56)</source>
            <translation>{player} n'a pas de fédération (001 colonnes 54-56)</translation>
        </message>
        <message>
            <source>{player}: federation {federation!r} is not a 3-letter FIDE code</source>
            <translation>{player} : la fédération {federation!r} n'est pas un code FIDE de 3 lettres</translation>
        </message>
        <message>
            <source>{player}: sex not recorded (001 column 10)</source>
            <translation>{player} : sexe non renseigné (001 colonne 10)</translation>
        </message>
        <message>
            <source>{player}: birth date {birth_date!r} is not YYYY/MM/DD</source>
            <translation>{player} : la date de naissance {birth_date!r} n'est pas au format AAAA/MM/JJ</translation>
        </message>
        <message>
            <source>round {round}: the game #{number} {name} - #{opponent} has no result</source>
            <translation>ronde {round} : la partie #{number} {name} - #{opponent} n'a pas de résultat</translation>
        </message>
        <message>
            <source>only {played} of {rounds} rounds are paired: the event is not finished</source>
            <translation>seules {played} des {rounds} rondes sont appariées : le tournoi n'est pas terminé</translation>
        </message>
    </context>
</TS>
