<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
    <context>
        <name>Breach</name>
        <message>
            <source>round {round}: {article}: {reason}</source>
            <translation>ronde {round} : {article} : {reason}</translation>
        </message>
    </context>
    <context>
        <name>DoubleSwiss</name>
        <message>
            <source>the round-pairing is not complete: every player but one (the bye) is paired once (paired twice: {twice}; not paired: {missing})</source>
            <translation>l'appariement de la ronde est incomplet : chaque joueur sauf un (l'exempt) est apparié une fois (apparié deux fois : {twice} ; non apparié : {missing})</translation>
        </message>
        <message>
            <source>player {player} has the pairing-allocated bye, but the number of players is even</source>
            <translation>le joueur {player} a l'exemption attribuée par l'appariement, mais le nombre de joueurs est pair</translation>
        </message>
        <message>
            <source>players {first} and {second} have already played each other</source>
            <translation>les joueurs {first} et {second} se sont déjà rencontrés</translation>
        </message>
        <message>
            <source>player {player} already had the pairing-allocated bye, a match won by forfeit or a full-point bye, and may not have the pairing-allocated bye</source>
            <translation>le joueur {player} a déjà eu l'exemption attribuée par l'appariement, un match gagné par forfait ou une exemption à un point, et ne peut pas recevoir l'exemption attribuée par l'appariement</translation>
        </message>
        <message>
            <source>the pairing-allocated bye goes to player {expected} (the lowest score, then the most matches played, then the largest TPN, leaving a legal pairing), not {recorded}</source>
            <translation>l'exemption attribuée par l'appariement revient au joueur {expected} (le score le plus bas, puis le plus de matchs joués, puis le plus grand TPN, en laissant un appariement légal), pas à {recorded}</translation>
        </message>
        <message>
            <source>the upfloaters of the bracket of score {score} are {expected} (3.5), not {recorded}</source>
            <translation>les flotteurs montants du groupe de score {score} sont {expected} (3.5), pas {recorded}</translation>
        </message>
        <message>
            <source>the bracket {players} is paired {expected} (the first identifier, 3.6)</source>
            <translation>le groupe {players} est apparié {expected} (le premier identifiant, 3.6)</translation>
        </message>
        <message>
            <source>player {white} has White in game 1 against {black}, not {recorded}</source>
            <translation>le joueur {white} a les Blancs dans la partie 1 contre {black}, pas {recorded}</translation>
        </message>
        <message>
            <source>a bye applies to the whole match (C.04.5 Preface): both cells need the same bye code, not {first} and {second}</source>
            <translation>une exemption vaut pour tout le match (C.04.5 Préambule) : les deux cases doivent porter le même code d'exemption, pas {first} et {second}</translation>
        </message>
        <message>
            <source>game 1 and game 2 of a match are against the same opponent (C.04.5 Preface)</source>
            <translation>la partie 1 et la partie 2 d'un match se jouent contre le même adversaire (C.04.5 Préambule)</translation>
        </message>
        <message>
            <source>the two games of a match are played with alternating colours (C.04.5 Preface)</source>
            <translation>les deux parties d'un match se jouent en alternant les couleurs (C.04.5 Préambule)</translation>
        </message>
        <message>
            <source>player {player}, match {match} (rounds {first} and {second}): {reason}</source>
            <translation>joueur {player}, match {match} (rondes {first} et {second}) : {reason}</translation>
        </message>
        <message>
            <source>no pairing of this round complies with [C1]-[C3] (C.04.5 art. 3.3.3: the Chief Arbiter decides)</source>
            <translation>aucun appariement de cette ronde ne respecte [C1]-[C3] (C.04.5 art. 3.3.3 : l'arbitre principal décide)</translation>
        </message>
        <message>
            <source>192: the Baku Acceleration is not available with the Double-Swiss System: C.04.7 does not say whether its points for a win are a game's or a match's</source>
            <translation>192 : l'accélération de Bakou n'est pas disponible avec le système Double-Suisse : C.04.7 ne dit pas si ses points pour une victoire sont ceux d'une partie ou d'un match</translation>
        </message>
        <message>
            <source>192: {code} is not the Double-Swiss System ({expected})</source>
            <translation>192 : {code} n'est pas le système Double-Suisse ({expected})</translation>
        </message>
        <message>
            <source>142: {total} round cells, but a Double-Swiss match takes two (game 1 and game 2)</source>
            <translation>142 : {total} cases de ronde, mais un match Double-Suisse en occupe deux (partie 1 et partie 2)</translation>
        </message>
        <message>
            <source>match {match} is beyond the {matches} matches of the tournament</source>
            <translation>le match {match} est au-delà des {matches} matchs du tournoi</translation>
        </message>
        <message>
            <source>match {match}: player {player} plays {opponent}, who does not play them</source>
            <translation>match {match} : le joueur {player} joue contre {opponent}, qui ne joue pas contre lui</translation>
        </message>
    </context>
    <context>
        <name>DubovChecker</name>
        <message>
            <source>art. 3.2: the bracket pairing the text gives</source>
            <translation>art. 3.2 : l'appariement du groupe que donne le texte</translation>
        </message>
        <message>
            <source>colours of {white}-{black}: the rule gives White to {black}</source>
            <translation>couleurs de {white}-{black} : la règle donne les Blancs à {black}</translation>
        </message>
        <message>
            <source>{a} and {b} have played each other (or may not meet)</source>
            <translation>{a} et {b} se sont déjà rencontrés (ou ne peuvent pas se rencontrer)</translation>
        </message>
        <message>
            <source>{a} and {b} have the same absolute colour preference</source>
            <translation>{a} et {b} ont la même préférence de couleur absolue</translation>
        </message>
        <message>
            <source>{player} receives the pairing-allocated bye after a bye or a win without playing</source>
            <translation>{player} reçoit l'exempt attribué par l'appariement après un exempt ou une victoire sans jouer</translation>
        </message>
        <message>
            <source>the pairing-allocated bye goes to {expected}, not {recorded}</source>
            <translation>l'exempt attribué par l'appariement revient à {expected}, pas à {recorded}</translation>
        </message>
    </context>
    <context>
        <name>DubovRefusal</name>
        <message>
            <source>no player can receive the pairing-allocated bye and leave a complete pairing ({count} players)</source>
            <translation>aucun joueur ne peut recevoir l'exempt attribué par l'appariement en laissant un appariement complet ({count} joueurs)</translation>
        </message>
        <message>
            <source>bracket of score {score}: no legal pairing</source>
            <translation>groupe de {score} points : aucun appariement légal</translation>
        </message>
        <message>
            <source>bracket of score {score}: the residents cannot all be paired ([C1], [C3], [C4])</source>
            <translation>groupe de {score} points : les joueurs du groupe ne peuvent pas tous être appariés ([C1], [C3], [C4])</translation>
        </message>
    </context>
    <context>
        <name>EditionPolicy</name>
        <message>
            <source>rules {code}, as record 192 says</source>
            <translation>règles {code}, comme le dit l'enregistrement 192</translation>
        </message>
        <message>
            <source>rules {code}: the TRF has no record 192 and no start date that can be read</source>
            <translation>règles {code} : le TRF n'a ni enregistrement 192 ni date de début lisible</translation>
        </message>
        <message>
            <source>edition chosen from the start date {start}: {code} ({why})</source>
            <translation>édition choisie d'après la date de début {start} : {code} ({why})</translation>
        </message>
        <message>
            <source>the oldest text this program pairs, in force from 1 July 2013; the event is older</source>
            <translation>le plus ancien texte que ce programme applique, en vigueur depuis le 1er juillet 2013 ; le tournoi est plus ancien</translation>
        </message>
        <message>
            <source>in force from 1 July 2013 to 30 June 2017</source>
            <translation>en vigueur du 1er juillet 2013 au 30 juin 2017</translation>
        </message>
        <message>
            <source>in force from 1 July 2017 to 31 January 2026</source>
            <translation>en vigueur du 1er juillet 2017 au 31 janvier 2026</translation>
        </message>
        <message>
            <source>in force since 1 February 2026</source>
            <translation>en vigueur depuis le 1er février 2026</translation>
        </message>
    </context>
    <context>
        <name>KFactor</name>
        <message>
            <source>{rule}; {games} games x {k} &gt; 700: K = {used} (8.3.3)</source>
            <translation>{rule} ; {games} parties x {k} &gt; 700 : K = {used} (8.3.3)</translation>
        </message>
        <message>
            <source>{games} games x {k} &gt; 700: K = {used} (8.3.3)</source>
            <translation>{games} parties x {k} &gt; 700 : K = {used} (8.3.3)</translation>
        </message>
        <message>
            <source>K = {k}: {rule} ({unknown})</source>
            <translation>K = {k} : {rule} ({unknown})</translation>
        </message>
        <message>
            <source>K = {k}: {rule}</source>
            <translation>K = {k} : {rule}</translation>
        </message>
        <message>
            <source>K of the FIDE rating list, stored for the player (7.1.2)</source>
            <translation>K de la liste FIDE, enregistré pour le joueur (7.1.2)</translation>
        </message>
        <message>
            <source>published rating has reached 2400 (8.3.3)</source>
            <translation>le classement publié a atteint 2400 (8.3.3)</translation>
        </message>
        <message>
            <source>new to the list, {done} of {needed} games completed (8.3.3)</source>
            <translation>nouveau sur la liste, {done} parties jouées sur {needed} (8.3.3)</translation>
        </message>
        <message>
            <source>until the end of the year of the 18th birthday, rating under 2300 (8.3.3)</source>
            <translation>jusqu'à la fin de l'année de ses 18 ans, classement inférieur à 2300 (8.3.3)</translation>
        </message>
        <message>
            <source>K 10 if a published rating ever reached 2400</source>
            <translation>K 10 si un classement publié a déjà atteint 2400</translation>
        </message>
        <message>
            <source>K 40 if fewer than {games} rated games were completed before</source>
            <translation>K 40 si moins de {games} parties comptabilisées ont été jouées auparavant</translation>
        </message>
        <message>
            <source>K 40 for a junior: birth year unknown</source>
            <translation>K 40 pour un jeune : année de naissance inconnue</translation>
        </message>
        <message>
            <source>rating under 2400 (8.3.3)</source>
            <translation>classement inférieur à 2400 (8.3.3)</translation>
        </message>
    </context>
    <context>
        <name>LimChecker</name>
        <message>
            <source>art. 2.2-4: the pairing the procedure of the text gives (a Maxi-tournament: 3.2.3, 3.8, 5.7)</source>
            <translation>art. 2.2-4 : l'appariement que donne la procédure du texte (un Maxi-tournoi : 3.2.3, 3.8, 5.7)</translation>
        </message>
        <message>
            <source>art. 2.2-4: the pairing the procedure of the text gives</source>
            <translation>art. 2.2-4 : l'appariement que donne la procédure du texte</translation>
        </message>
        <message>
            <source>{a} and {b} have played each other (or may not meet)</source>
            <translation>{a} et {b} se sont déjà rencontrés (ou ne peuvent pas se rencontrer)</translation>
        </message>
        <message>
            <source>{a} and {b}: any colours would break the colour limits</source>
            <translation>{a} et {b} : toute attribution des couleurs dépasserait les limites de couleurs</translation>
        </message>
        <message>
            <source>colours of {white}-{black} break the colour limits; the other way round keeps them</source>
            <translation>les couleurs de {white}-{black} dépassent les limites de couleurs ; l'inverse les respecte</translation>
        </message>
        <message>
            <source>colours of {white}-{black}: the rule gives White to {black}</source>
            <translation>couleurs de {white}-{black} : la règle donne les Blancs à {black}</translation>
        </message>
        <message>
            <source>{player} receives the pairing-allocated bye after a bye or a win without playing</source>
            <translation>{player} reçoit l'exempt attribué par l'appariement après un exempt ou une victoire sans jouer</translation>
        </message>
        <message>
            <source>the pairing-allocated bye goes to {expected}, not {recorded}</source>
            <translation>l'exempt attribué par l'appariement revient à {expected}, pas à {recorded}</translation>
        </message>
    </context>
    <context>
        <name>LimRefusal</name>
        <message>
            <source>no pairing of compatible players (art. 2.1) exists for the {count} players</source>
            <translation>aucun appariement de joueurs compatibles (art. 2.1) n'existe pour les {count} joueurs</translation>
        </message>
    </context>
    <context>
        <name>NormCheck</name>
        <message>
            <source>{what} ({article}): {have}; needed {need}: met</source>
            <translation>{what} ({article}) : {have} ; requis {need} : rempli</translation>
        </message>
        <message>
            <source>{what} ({article}): {have}; needed {need}: NOT met</source>
            <translation>{what} ({article}) : {have} ; requis {need} : NON rempli</translation>
        </message>
        <message>
            <source>not counted: {rounds}</source>
            <translation>non compté : {rounds}</translation>
        </message>
        <message>
            <source>{title} norm: Rp {performance} with Ra {average}, {score}/{games}</source>
            <translation>norme de {title} : Rp {performance} avec Ra {average}, {score}/{games}</translation>
        </message>
        <message>
            <source>no {title} norm: {missing}</source>
            <translation>pas de norme de {title} : {missing}</translation>
        </message>
        <message>
            <source>{what} {have} (needs {need})</source>
            <translation>{what} {have} (requis {need})</translation>
        </message>
        <message>
            <source>round {round}: bye</source>
            <translation>ronde {round} : bye</translation>
        </message>
        <message>
            <source>round {round}: forfeit</source>
            <translation>ronde {round} : forfait</translation>
        </message>
        <message>
            <source>round {round}: no result</source>
            <translation>ronde {round} : pas de résultat</translation>
        </message>
        <message>
            <source>round {round}: game not rated</source>
            <translation>ronde {round} : partie non comptabilisée</translation>
        </message>
        <message>
            <source>{count} of {games}</source>
            <translation>{count} sur {games}</translation>
        </message>
        <message>
            <source>games</source>
            <translation>parties</translation>
        </message>
        <message>
            <source>at least {count}</source>
            <translation>au moins {count}</translation>
        </message>
        <message>
            <source>other federations</source>
            <translation>autres fédérations</translation>
        </message>
        <message>
            <source>other feds</source>
            <translation>autres féd.</translation>
        </message>
        <message>
            <source>opponents of the own federation</source>
            <translation>adversaires de sa propre fédération</translation>
        </message>
        <message>
            <source>at most 3/5</source>
            <translation>au plus 3/5</translation>
        </message>
        <message>
            <source>own fed</source>
            <translation>propre féd.</translation>
        </message>
        <message>
            <source>opponents of one federation</source>
            <translation>adversaires d'une même fédération</translation>
        </message>
        <message>
            <source>{count} of {games} ({federation})</source>
            <translation>{count} sur {games} ({federation})</translation>
        </message>
        <message>
            <source>at most 2/3</source>
            <translation>au plus 2/3</translation>
        </message>
        <message>
            <source>one fed</source>
            <translation>une féd.</translation>
        </message>
        <message>
            <source>titled opponents</source>
            <translation>adversaires titrés</translation>
        </message>
        <message>
            <source>at least 50 %</source>
            <translation>au moins 50 %</translation>
        </message>
        <message>
            <source>titled</source>
            <translation>titrés</translation>
        </message>
        <message>
            <source>{titles} opponents</source>
            <translation>adversaires {titles}</translation>
        </message>
        <message>
            <source>at least 1/3 and 3</source>
            <translation>au moins 1/3 et 3</translation>
        </message>
        <message>
            <source>unrated opponents</source>
            <translation>adversaires non classés</translation>
        </message>
        <message>
            <source>at most 20 %</source>
            <translation>au plus 20 %</translation>
        </message>
        <message>
            <source>unrated</source>
            <translation>non classés</translation>
        </message>
        <message>
            <source>average rating of the opponents</source>
            <translation>moyenne Elo des adversaires</translation>
        </message>
        <message>
            <source>score</source>
            <translation>score</translation>
        </message>
        <message>
            <source>at least {points} (35 %)</source>
            <translation>au moins {points} (35 %)</translation>
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
            <translation>{target} n'est pas un fichier ordinaire (un dossier, un périphérique ou un tube) ; choisissez un nom de fichier</translation>
        </message>
        <message>
            <source>{target} is a database (a tournament file, a backup, the player library or another program's data), which no output may replace; choose another name</source>
            <translation>{target} est une base de données (un fichier de tournoi, une sauvegarde, la bibliothèque de joueurs ou les données d'un autre programme), qu'aucune sortie ne peut remplacer ; choisissez un autre nom</translation>
        </message>
        <message>
            <source>{target} belongs to the database {name} beside it (its journal, lock or a copy being made); choose another name</source>
            <translation>{target} appartient à la base de données {name} à côté (son journal, son verrou ou une copie en cours) ; choisissez un autre nom</translation>
        </message>
        <message>
            <source>{target} is the open tournament file or one of its own files (its journal, lock or backups); choose another name</source>
            <translation>{target} est le fichier de tournoi ouvert ou l'un de ses propres fichiers (son journal, son verrou ou ses sauvegardes) ; choisissez un autre nom</translation>
        </message>
        <message>
            <source>{target} is inside the automatic backups folder of {name}; choose another folder</source>
            <translation>{target} se trouve dans le dossier des sauvegardes automatiques de {name} ; choisissez un autre dossier</translation>
        </message>
        <message>
            <source>cannot write {target}: {reason}; nothing was changed there</source>
            <translation>impossible d'écrire {target} : {reason} ; rien n'y a été modifié</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>le disque est plein</translation>
        </message>
        <message>
            <source>the disk reported an input/output error</source>
            <translation>le disque a signalé une erreur d'entrée/sortie</translation>
        </message>
        <message>
            <source>the drive is read-only</source>
            <translation>le lecteur est en lecture seule</translation>
        </message>
        <message>
            <source>you may not write in that folder</source>
            <translation>vous n'avez pas le droit d'écrire dans ce dossier</translation>
        </message>
        <message>
            <source>the folder does not exist</source>
            <translation>le dossier n'existe pas</translation>
        </message>
    </context>
    <context>
        <name>PairingWarning</name>
        <message>
            <source>legal, but not the pairing of the brackets the text gives</source>
            <translation>légal, mais ce n'est pas l'appariement des groupes que donne le texte</translation>
        </message>
    </context>
    <context>
        <name>PlatformError</name>
        <message>
            <source>no program to open {path} was found (xdg-open is missing: install xdg-utils); open it by hand</source>
            <translation>aucun programme pour ouvrir {path} n'a été trouvé (xdg-open manque : installez xdg-utils) ; ouvrez-le vous-même</translation>
        </message>
        <message>
            <source>could not open {path} ({reason}); open it by hand</source>
            <translation>impossible d'ouvrir {path} ({reason}) ; ouvrez-le vous-même</translation>
        </message>
    </context>
    <context>
        <name>PrizeCategory</name>
        <message>
            <source>women</source>
            <translation>femmes</translation>
        </message>
        <message>
            <source>men</source>
            <translation>hommes</translation>
        </message>
        <message>
            <source>born {first}-{last}</source>
            <translation>nés en {first}-{last}</translation>
        </message>
        <message>
            <source>born {year} or later</source>
            <translation>nés en {year} ou après</translation>
        </message>
        <message>
            <source>born {year} or earlier</source>
            <translation>nés en {year} ou avant</translation>
        </message>
        <message>
            <source>unrated</source>
            <translation>non classés</translation>
        </message>
        <message>
            <source>rated {low}-{high}</source>
            <translation>classés {low}-{high}</translation>
        </message>
        <message>
            <source>rated {rating} or more</source>
            <translation>classés {rating} ou plus</translation>
        </message>
        <message>
            <source>rated {rating} or less</source>
            <translation>classés {rating} ou moins</translation>
        </message>
        <message>
            <source>federation {codes}</source>
            <translation>fédération {codes}</translation>
        </message>
        <message>
            <source>club {names}</source>
            <translation>club {names}</translation>
        </message>
        <message numerus="yes">
            <source>%n players listed</source>
            <translation>
                <numerusform>%n joueur listé</numerusform>
                <numerusform>%n joueurs listés</numerusform>
            </translation>
        </message>
        <message>
            <source>all players</source>
            <translation>tous les joueurs</translation>
        </message>
    </context>
    <context>
        <name>RatingCalculation</name>
        <message>
            <source>forfeit: unplayed games are not rated (5.1)</source>
            <translation>forfait : les parties non jouées ne sont pas comptabilisées (5.1)</translation>
        </message>
        <message>
            <source>bye: no game</source>
            <translation>bye : pas de partie</translation>
        </message>
        <message>
            <source>not paired</source>
            <translation>non apparié</translation>
        </message>
        <message>
            <source>late entry: not yet entered (C.04.2 art. 2.4)</source>
            <translation>inscription tardive : pas encore inscrit (C.04.2 art. 2.4)</translation>
        </message>
        <message>
            <source>withdrawn: no longer paired (C.04.2 art. 3.2)</source>
            <translation>retiré : n'est plus apparié (C.04.2 art. 3.2)</translation>
        </message>
        <message>
            <source>game not rated (fewer than one move each, TRF W/D/L)</source>
            <translation>partie non comptabilisée (moins d'un coup chacun, TRF W/D/L)</translation>
        </message>
        <message>
            <source>no result yet</source>
            <translation>pas encore de résultat</translation>
        </message>
        <message>
            <source>opponent unrated: only games against rated players count (8.3.1)</source>
            <translation>adversaire non classé : seules les parties contre des joueurs classés comptent (8.3.1)</translation>
        </message>
        <message>
            <source>no game against a rated opponent</source>
            <translation>aucune partie contre un adversaire classé</translation>
        </message>
        <message>
            <source>Ra {average} (with two 1800 draws) + dp({p}) {dp} = {value} (capped at 2200, 8.2.3)</source>
            <translation>Ra {average} (avec deux nulles contre 1800) + dp({p}) {dp} = {value} (plafonné à 2200, 8.2.3)</translation>
        </message>
        <message>
            <source>Ra {average} (with two 1800 draws) + dp({p}) {dp} = {value}</source>
            <translation>Ra {average} (avec deux nulles contre 1800) + dp({p}) {dp} = {value}</translation>
        </message>
        <message>
            <source>zero score: disregarded in a first event (8.2.1)</source>
            <translation>score nul : ignoré dans un premier tournoi (8.2.1)</translation>
        </message>
        <message>
            <source>{games} of {needed} games against rated opponents (7.1.4)</source>
            <translation>{games} parties sur {needed} contre des adversaires classés (7.1.4)</translation>
        </message>
        <message>
            <source>below {floor}: not published (7.1.4)</source>
            <translation>sous {floor} : non publié (7.1.4)</translation>
        </message>
        <message>
            <source>#{number} {name}, rating {rating}; {rule}</source>
            <translation>n° {number} {name}, classement {rating} ; {rule}</translation>
        </message>
        <message>
            <source>rd</source>
            <comment>column: round</comment>
            <translation>r</translation>
        </message>
        <message>
            <source>opponent</source>
            <comment>column</comment>
            <translation>adversaire</translation>
        </message>
        <message>
            <source>rating</source>
            <comment>column</comment>
            <translation>Elo</translation>
        </message>
        <message>
            <source>used</source>
            <comment>column: the difference used (400-point rule)</comment>
            <translation>retenu</translation>
        </message>
        <message>
            <source>score</source>
            <comment>column</comment>
            <translation>score</translation>
        </message>
        <message>
            <source>delta</source>
            <comment>column</comment>
            <translation>delta</translation>
        </message>
        <message>
            <source>not rated v {opponent}: {reason}</source>
            <translation>non comptabilisé contre {opponent} : {reason}</translation>
        </message>
        <message>
            <source>not rated: {reason}</source>
            <translation>non comptabilisé : {reason}</translation>
        </message>
        <message>
            <source>score {score} of {games}, expected {expected}; {sum} x K {k} = {change}, rounded {rounded} (8.3.4)</source>
            <translation>score {score} sur {games}, attendu {expected} ; {sum} x K {k} = {change}, arrondi {rounded} (8.3.4)</translation>
        </message>
        <message>
            <source>#{number} {name}, unrated: first rating (8.2)</source>
            <translation>n° {number} {name}, sans classement : premier classement (8.2)</translation>
        </message>
    </context>
    <context>
        <name>Standings</name>
        <message>
            <source>{mark} {player} withdrew: not paired from round {round} on (C.04.2 art. 3.2)</source>
            <translation>{mark} {player} s'est retiré : non apparié à partir de la ronde {round} (C.04.2 art. 3.2)</translation>
        </message>
        <message>
            <source>{mark} {player} withdrew (C.04.2 art. 3.2)</source>
            <translation>{mark} {player} s'est retiré (C.04.2 art. 3.2)</translation>
        </message>
    </context>
    <context>
        <name>StandingsOrigin</name>
        <message>
            <source>given</source>
            <translation>donné</translation>
        </message>
        <message>
            <source>asked for</source>
            <translation>demandé</translation>
        </message>
        <message>
            <source>none</source>
            <comment>no tie-breaks</comment>
            <translation>aucun</translation>
        </message>
        <message>
            <source>C.07 {edition} ({edition_from}); tie-breaks {tiebreaks} ({tiebreaks_from})</source>
            <translation>C.07 {edition} ({edition_from}) ; départages {tiebreaks} ({tiebreaks_from})</translation>
        </message>
        <message>
            <source>the event's list, TRF {record}</source>
            <translation>la liste du tournoi, TRF {record}</translation>
        </message>
        <message>
            <source>none declared: the {preset} preset</source>
            <translation>aucun déclaré : le préréglage {preset}</translation>
        </message>
        <message>
            <source>no start date: the current edition</source>
            <translation>pas de date de début : l'édition en vigueur</translation>
        </message>
        <message>
            <source>start date {date}: older texts are not implemented</source>
            <translation>date de début {date} : les textes plus anciens ne sont pas implémentés</translation>
        </message>
        <message>
            <source>start date {date}</source>
            <translation>date de début {date}</translation>
        </message>
    </context>
    <context>
        <name>TeamSwiss</name>
        <message>
            <source>the round-pairing is not complete: every team but one (the bye) is paired once (paired twice: {twice}; not paired: {missing})</source>
            <translation>l'appariement de la ronde est incomplet : chaque équipe sauf une (l'exempt) est appariée une fois (appariées deux fois : {twice} ; non appariées : {missing})</translation>
        </message>
        <message>
            <source>team {team} has the pairing-allocated bye, but the number of teams is even</source>
            <translation>l'équipe {team} est exempte par l'appariement, mais le nombre d'équipes est pair</translation>
        </message>
        <message>
            <source>teams {first} and {second} have already played each other</source>
            <translation>les équipes {first} et {second} se sont déjà rencontrées</translation>
        </message>
        <message>
            <source>team {team} already had the pairing-allocated bye, a match won by forfeit or a full-point bye, and may not have the pairing-allocated bye</source>
            <translation>l'équipe {team} a déjà été exempte par l'appariement, a gagné un match par forfait ou a eu un bye d'un point, et ne peut pas être exempte par l'appariement</translation>
        </message>
        <message>
            <source>the pairing-allocated bye goes to team {expected} (the lowest score, then the most matches played, then the largest TPN, leaving a legal pairing), not {recorded}</source>
            <translation>l'exemption par l'appariement revient à l'équipe {expected} (le score le plus bas, puis le plus de matchs joués, puis le plus grand TPN, laissant un appariement légal), pas à {recorded}</translation>
        </message>
        <message>
            <source>the bracket {teams} is paired {expected} (the first identifier, 3.6)</source>
            <translation>le groupe {teams} est apparié {expected} (le premier identifiant, 3.6)</translation>
        </message>
        <message>
            <source>team {white} has White on board 1 against {black}, not {recorded}</source>
            <translation>l'équipe {white} a les Blancs à l'échiquier 1 contre {black}, pas {recorded}</translation>
        </message>
        <message>
            <source>team {team}: player {player} of its roster has no 001 record</source>
            <translation>équipe {team} : le joueur {player} de sa composition n'a pas d'enregistrement 001</translation>
        </message>
        <message>
            <source>round {round}: player {player} of team {team} plays {opponent}, not a player of another team</source>
            <translation>ronde {round} : le joueur {player} de l'équipe {team} joue contre {opponent}, qui n'est pas un joueur d'une autre équipe</translation>
        </message>
        <message>
            <source>round {round}: the players of team {team} play teams {teams}</source>
            <translation>ronde {round} : les joueurs de l'équipe {team} jouent contre les équipes {teams}</translation>
        </message>
        <message>
            <source>no pairing of round {round} complies with [C1]-[C3] (C.04.6 art. 3.3.3: the Chief Arbiter decides)</source>
            <translation>aucun appariement de la ronde {round} ne respecte [C1]-[C3] (C.04.6 art. 3.3.3 : l'arbitre principal décide)</translation>
        </message>
        <message>
            <source>192: {code} is not the Swiss Team Pairing System (like FIDE_TEAM_TYPEA_MP_GP)</source>
            <translation>192 : {code} n'est pas le système suisse par équipes (comme FIDE_TEAM_TYPEA_MP_GP)</translation>
        </message>
        <message>
            <source>192: the Baku Acceleration is not available with the Swiss Team Pairing System yet: C.04.7 does not say which score of a past round decides a floater (C.04.6 1.5)</source>
            <translation>192 : l'accélération de Bakou n'est pas encore disponible avec le système suisse par équipes : C.04.7 ne dit pas quel score d'une ronde passée décide d'un flotteur (C.04.6 1.5)</translation>
        </message>
        <message>
            <source>the file has no team (records 310 or 013)</source>
            <translation>le fichier ne contient aucune équipe (enregistrements 310 ou 013)</translation>
        </message>
        <message>
            <source>round {round} is beyond the {rounds} rounds of the tournament</source>
            <translation>la ronde {round} dépasse les {rounds} rondes du tournoi</translation>
        </message>
    </context>
    <context>
        <name>TeamTieBreak</name>
        <message>
            <source>{code}: the chains of EDE (13.3.2) are named only since the 2026 edition of C.07</source>
            <translation>{code} : les enchaînements de l'EDE (13.3.2) ne sont nommés que depuis l'édition 2026 du C.07</translation>
        </message>
        <message>
            <source>{code}: not a team tie-break of C.07 ({reason})</source>
            <translation>{code} : pas un départage par équipes du C.07 ({reason})</translation>
        </message>
        <message>
            <source>:MP or :GP only after BH and FB</source>
            <translation>:MP ou :GP seulement après BH et FB</translation>
        </message>
        <message>
            <source>unknown modifier {modifier}</source>
            <translation>modificateur inconnu {modifier}</translation>
        </message>
        <message>
            <source>{modifier} does not apply to {name}</source>
            <translation>{modifier} ne s'applique pas à {name}</translation>
        </message>
        <message>
            <source>{code} ranks the teams of a tied group (C.07 13.3): it has no value on its own</source>
            <translation>{code} classe les équipes d'un groupe à égalité (C.07 13.3) : il n'a pas de valeur à lui seul</translation>
        </message>
    </context>
    <context>
        <name>TeamTrf</name>
        <message>
            <source>{record}: {field} must be a whole number, found {found}</source>
            <translation>{record} : {field} doit être un nombre entier, trouvé {found}</translation>
        </message>
        <message>
            <source>{record}: {field} must be a number like 11.5, found {found}</source>
            <translation>{record} : {field} doit être un nombre comme 11.5, trouvé {found}</translation>
        </message>
        <message>
            <source>player {board}</source>
            <translation>joueur {board}</translation>
        </message>
        <message>
            <source>{record}: a team has at most {count} players</source>
            <translation>{record} : une équipe a au plus {count} joueurs</translation>
        </message>
        <message>
            <source>the team pairing number</source>
            <translation>le numéro d'appariement de l'équipe</translation>
        </message>
        <message>
            <source>310: a team needs a pairing number (1-999) and a name</source>
            <translation>310 : une équipe a besoin d'un numéro d'appariement (1-999) et d'un nom</translation>
        </message>
        <message>
            <source>the strength factor</source>
            <translation>le facteur de force</translation>
        </message>
        <message>
            <source>the match points</source>
            <translation>les points de match</translation>
        </message>
        <message>
            <source>the game points</source>
            <translation>les points de partie</translation>
        </message>
        <message>
            <source>the rank</source>
            <translation>le classement</translation>
        </message>
        <message>
            <source>013: a team needs a name (columns 5-36)</source>
            <translation>013 : une équipe a besoin d'un nom (colonnes 5-36)</translation>
        </message>
        <message>
            <source>352: the colour sequence is made of W and B, like WBWB</source>
            <translation>352 : la séquence de couleurs est faite de W et B, comme WBWB</translation>
        </message>
        <message>
            <source>362: expected TW, TD and TL with their match points, like TW 2.0</source>
            <translation>362 : TW, TD et TL attendus avec leurs points de match, comme TW 2.0</translation>
        </message>
        <message>
            <source>PAB match points</source>
            <translation>points de match du bye d'appariement</translation>
        </message>
        <message>
            <source>PAB game points</source>
            <translation>points de partie du bye d'appariement</translation>
        </message>
        <message>
            <source>310: two teams have the pairing number {number}</source>
            <translation>310 : deux équipes ont le numéro d'appariement {number}</translation>
        </message>
        <message>
            <source>player {player} is in the rosters of {first} and {second}</source>
            <translation>le joueur {player} figure dans les compositions de {first} et de {second}</translation>
        </message>
        <message>
            <source>a team file holds at most {most} teams in 310 records, and {count} teams numbered with gaps cannot be written in 013 records either</source>
            <translation>un fichier d'équipes contient au plus {most} équipes dans les enregistrements 310, et {count} équipes numérotées avec des trous ne peuvent pas non plus s'écrire dans des enregistrements 013</translation>
        </message>
    </context>
    <context>
        <name>TieBreakError</name>
        <message>
            <source>the rating of unrated opponents must be 0 or more, not {rating}</source>
            <translation>le classement des adversaires non classés doit être 0 ou plus, pas {rating}</translation>
        </message>
        <message>
            <source>{error} (C.07 {edition}: {edition_from}; tie-breaks: {tiebreaks_from})</source>
            <translation>{error} (C.07 {edition} : {edition_from} ; départages : {tiebreaks_from})</translation>
        </message>
        <message>
            <source>{codes}: C.07 (2026) art. 8 says Buchholz tie-breaks must not be used in round robins (tie-breaks: {tiebreaks_from}); choose others, e.g. the round-robin preset {preset}</source>
            <translation>{codes} : le C.07 (2026) art. 8 interdit les départages Buchholz dans les tournois toutes rondes (départages : {tiebreaks_from}) ; choisissez-en d'autres, par ex. le préréglage toutes rondes {preset}</translation>
        </message>
        <message>
            <source>standings</source>
            <translation>le classement</translation>
        </message>
        <message>
            <source>rating changes</source>
            <translation>les variations Elo</translation>
        </message>
        <message>
            <source>norms</source>
            <translation>les normes</translation>
        </message>
        <message>
            <source>{what} after round {round} asked: the round must be 0 or more</source>
            <translation>{what} après la ronde {round} demandé : la ronde doit être 0 ou plus</translation>
        </message>
        <message>
            <source>{what} after round {round} asked, but only {recorded} rounds are recorded</source>
            <translation>{what} après la ronde {round} demandé, mais seules {recorded} rondes sont enregistrées</translation>
        </message>
        <message>
            <source>{what} after round {round} asked, but round {unpaired} has not been paired</source>
            <translation>{what} après la ronde {round} demandé, mais la ronde {unpaired} n'a pas été appariée</translation>
        </message>
        <message>
            <source>player {player} is not ranked: they withdrew from the round robin having completed less than half of their games (FIDE Tournament Rules V.4.1)</source>
            <translation>le joueur {player} n'est pas classé : il s'est retiré du tournoi toutes rondes après avoir joué moins de la moitié de ses parties (Règles des tournois FIDE V.4.1)</translation>
        </message>
        <message>
            <source>no player with pairing number {player}</source>
            <translation>aucun joueur avec le numéro d'appariement {player}</translation>
        </message>
        <message>
            <source>player {player} meets unknown player {opponent} in round {round}</source>
            <translation>le joueur {player} rencontre un joueur inconnu {opponent} à la ronde {round}</translation>
        </message>
        <message>
            <source>round {round} is not finished (player {player} has no result): compute the standings after round {previous} or enter the result</source>
            <translation>la ronde {round} n'est pas terminée (le joueur {player} n'a pas de résultat) : calculez le classement après la ronde {previous} ou saisissez le résultat</translation>
        </message>
        <message>
            <source>player {player}, round {round}: a game result without an opponent</source>
            <translation>joueur {player}, ronde {round} : un résultat de partie sans adversaire</translation>
        </message>
        <message>
            <source>unknown C.07 edition {edition} (use 2024 or 2026)</source>
            <translation>édition du C.07 inconnue {edition} (utilisez 2024 ou 2026)</translation>
        </message>
        <message>
            <source>unknown tie-break {code} (C.07 art. 5 lists {codes})</source>
            <translation>départage inconnu {code} (le C.07 art. 5 énumère {codes})</translation>
        </message>
        <message>
            <source>{code}: C.07 art. 5 allows Cut/Median modifiers only on ARO, BH, FB, SB and PS</source>
            <translation>{code} : le C.07 art. 5 n'autorise les modificateurs Cut/Median que sur ARO, BH, FB, SB et PS</translation>
        </message>
        <message>
            <source>{code}: the Koya limit (14.5) applies only to KS</source>
            <translation>{code} : la limite Koya (14.5) ne s'applique qu'à KS</translation>
        </message>
        <message>
            <source>{code}: /F (Fore Buchholz basis, 8.2) applies only to AOB</source>
            <translation>{code} : /F (base Buchholz anticipé, 8.2) ne s'applique qu'à AOB</translation>
        </message>
        <message>
            <source>{code}: /P (forfeits as played, 6.1.1) applies only to DE</source>
            <translation>{code} : /P (forfaits comptés comme jouées, 6.1.1) ne s'applique qu'à DE</translation>
        </message>
        <message>
            <source>{code}: AOB on Fore Buchholz exists only since the 2026 edition (8.2)</source>
            <translation>{code} : AOB sur le Buchholz anticipé n'existe que depuis l'édition 2026 (8.2)</translation>
        </message>
        <message>
            <source>{code} (C.07 art. {article}) exists only since the 2026 edition</source>
            <translation>{code} (C.07 art. {article}) n'existe que depuis l'édition 2026</translation>
        </message>
        <message>
            <source>empty tie-break code</source>
            <translation>code de départage vide</translation>
        </message>
        <message>
            <source>{code}: team score selectors (:MP, :GP) are not supported (individual events only)</source>
            <translation>{code} : les sélecteurs de score d'équipe (:MP, :GP) ne sont pas pris en charge (tournois individuels seulement)</translation>
        </message>
        <message>
            <source>{code}: unknown modifier {modifier} (C1, C2, M1, M2, L+n, P, F)</source>
            <translation>{code} : modificateur inconnu {modifier} (C1, C2, M1, M2, L+n, P, F)</translation>
        </message>
        <message>
            <source>{code}: only one Cut/Median modifier per tie-break</source>
            <translation>{code} : un seul modificateur Cut/Median par départage</translation>
        </message>
    </context>
    <context>
        <name>TieBreakExplanation</name>
        <message>
            <source>scheduled opponent {opponent}</source>
            <translation>adversaire prévu {opponent}</translation>
        </message>
        <message>
            <source>sum of the opponents' scores not cut</source>
            <translation>somme des scores des adversaires non retranchés</translation>
        </message>
        <message>
            <source>Buchholz with every paired game of round {round} drawn</source>
            <translation>Buchholz avec toutes les parties appariées de la ronde {round} comptées nulles</translation>
        </message>
        <message>
            <source>sum of (opponent's score x points scored) not cut</source>
            <translation>somme de (score de l'adversaire x points marqués) non retranchés</translation>
        </message>
        <message>
            <source>opponent's {code}</source>
            <translation>{code} de l'adversaire</translation>
        </message>
        <message>
            <source>no game played over the board</source>
            <translation>aucune partie jouée sur l'échiquier</translation>
        </message>
        <message>
            <source>average of the opponents' {code} over {games} games</source>
            <translation>moyenne du {code} des adversaires sur {games} parties</translation>
        </message>
        <message>
            <source>alphabetical position of {name}</source>
            <translation>position alphabétique de {name}</translation>
        </message>
        <message>
            <source>averaged with the other games (6.1.2)</source>
            <translation>moyenne avec les autres parties (6.1.2)</translation>
        </message>
        <message>
            <source>tied with no one: Direct Encounter does not apply (6.1)</source>
            <translation>à égalité avec personne : la confrontation directe ne s'applique pas (6.1)</translation>
        </message>
        <message>
            <source>the tied players {tied} never met: no separate standings; not met: {unmet}</source>
            <translation>les joueurs à égalité {tied} ne se sont jamais rencontrés : pas de classement séparé ; non rencontrés : {unmet}</translation>
        </message>
        <message>
            <source>the tied players {tied} never met: no separate standings</source>
            <translation>les joueurs à égalité {tied} ne se sont jamais rencontrés : pas de classement séparé</translation>
        </message>
        <message>
            <source>rank {rank} among the tied players {tied}; not met: {unmet}</source>
            <translation>rang {rank} parmi les joueurs à égalité {tied} ; non rencontrés : {unmet}</translation>
        </message>
        <message>
            <source>rank {rank} among the tied players {tied}</source>
            <translation>rang {rank} parmi les joueurs à égalité {tied}</translation>
        </message>
        <message>
            <source>no value</source>
            <translation>pas de valeur</translation>
        </message>
        <message>
            <source>{tiebreak} of player {player} = {value}  ({method})</source>
            <translation>{tiebreak} du joueur {player} = {value}  ({method})</translation>
        </message>
        <message>
            <source>round {round}</source>
            <translation>ronde {round}</translation>
        </message>
        <message>
            <source>dummy</source>
            <translation>adversaire fictif</translation>
        </message>
        <message>
            <source>opponent {opponent}</source>
            <translation>adversaire {opponent}</translation>
        </message>
        <message>
            <source>score {score}</source>
            <translation>score {score}</translation>
        </message>
        <message>
            <source>scored {points}</source>
            <translation>a marqué {points}</translation>
        </message>
        <message>
            <source>CUT</source>
            <comment>a contribution the cut removed</comment>
            <translation>RETRANCHÉ</translation>
        </message>
        <message>
            <source>rounds worth a win, played or not</source>
            <translation>rondes valant une victoire, jouées ou non</translation>
        </message>
        <message>
            <source>games won over the board</source>
            <translation>parties gagnées sur l'échiquier</translation>
        </message>
        <message>
            <source>games played with black</source>
            <translation>parties jouées avec les Noirs</translation>
        </message>
        <message>
            <source>games won with black</source>
            <translation>parties gagnées avec les Noirs</translation>
        </message>
        <message>
            <source>rounds less H, Z and forfeit losses</source>
            <translation>rondes moins H, Z et pertes par forfait</translation>
        </message>
        <message>
            <source>score after round</source>
            <translation>score après la ronde</translation>
        </message>
        <message>
            <source>sum of the running scores not cut</source>
            <translation>somme des scores cumulés non retranchés</translation>
        </message>
        <message>
            <source>opponent scored {points}</source>
            <translation>l'adversaire a marqué {points}</translation>
        </message>
        <message>
            <source>compared with a draw</source>
            <translation>comparé à une nulle</translation>
        </message>
        <message>
            <source>1 per round won on points, ½ per round equal</source>
            <translation>1 par ronde gagnée aux points, ½ par ronde à égalité</translation>
        </message>
        <message>
            <source>pairing number (ascending)</source>
            <translation>numéro d'appariement (croissant)</translation>
        </message>
        <message>
            <source>rating (descending)</source>
            <translation>classement Elo (décroissant)</translation>
        </message>
        <message>
            <source>below the limit {limit}</source>
            <translation>sous la limite {limit}</translation>
        </message>
        <message>
            <source>points against opponents with &gt;= {limit}</source>
            <translation>points contre les adversaires ayant &gt;= {limit}</translation>
        </message>
        <message>
            <source>no rated game played over the board</source>
            <translation>aucune partie comptabilisée jouée sur l'échiquier</translation>
        </message>
        <message>
            <source>unrated: rating set by the tournament</source>
            <translation>non classé : classement fixé par le tournoi</translation>
        </message>
        <message>
            <source>average rating of the opponents not cut, 0.5 up</source>
            <translation>moyenne Elo des adversaires non retranchés, 0,5 arrondi au-dessus</translation>
        </message>
        <message>
            <source>ARO {aro} + dp({p}) {dp}, {score} from {games} games</source>
            <translation>ARO {aro} + dp({p}) {dp}, {score} sur {games} parties</translation>
        </message>
        <message>
            <source>zero score: lowest opponent's rating - 800</source>
            <translation>score nul : classement de l'adversaire le plus faible - 800</translation>
        </message>
        <message>
            <source>lowest rating expecting at least {score} from {games} games</source>
            <translation>classement le plus bas dont l'espérance atteint {score} sur {games} parties</translation>
        </message>
        <message>
            <source>opponent has no {code}</source>
            <translation>l'adversaire n'a pas de {code}</translation>
        </message>
        <message>
            <source>average of the opponents' {code}, 0.5 up</source>
            <translation>moyenne du {code} des adversaires, 0,5 arrondi au-dessus</translation>
        </message>
        <message>
            <source>forfeit win</source>
            <translation>gain par forfait</translation>
        </message>
        <message>
            <source>forfeit loss</source>
            <translation>perte par forfait</translation>
        </message>
        <message>
            <source>pairing-allocated bye</source>
            <translation>exempt attribué par l'appariement</translation>
        </message>
        <message>
            <source>full-point bye</source>
            <translation>bye d'un point</translation>
        </message>
        <message>
            <source>half-point bye</source>
            <translation>bye d'un demi-point</translation>
        </message>
        <message>
            <source>zero-point bye</source>
            <translation>bye à zéro point</translation>
        </message>
        <message>
            <source>game</source>
            <translation>partie</translation>
        </message>
        <message>
            <source>zero-point bye / absent</source>
            <translation>bye à zéro point / absent</translation>
        </message>
    </context>
    <context>
        <name>TimeControl</name>
        <message>
            <source>White {white}, Black {black}</source>
            <translation>Blancs {white}, Noirs {black}</translation>
        </message>
        <message>
            <source>{moves} moves in {time}</source>
            <translation>{moves} coups en {time}</translation>
        </message>
        <message>
            <source>{before}, then {after}</source>
            <translation>{before}, puis {after}</translation>
        </message>
    </context>
    <context>
        <name>TimeControlError</name>
        <message>
            <source>222 {code}: period {period} is not M/S, M/S+I, S or S+I (seconds, e.g. 5400+30)</source>
            <translation>222 {code} : la période {period} n'est pas M/S, M/S+I, S ou S+I (secondes, p. ex. 5400+30)</translation>
        </message>
        <message>
            <source>222 {code}: a period needs at least one move</source>
            <translation>222 {code} : une période demande au moins un coup</translation>
        </message>
        <message>
            <source>222 {code}: only the last period may be for all the moves</source>
            <translation>222 {code} : seule la dernière période peut porter sur tous les coups</translation>
        </message>
        <message>
            <source>222: the time control is empty</source>
            <translation>222 : la cadence est vide</translation>
        </message>
        <message>
            <source>222 {code}: write Wd-Bd for different times (W300-B240)</source>
            <translation>222 {code} : écrivez Wd-Bd pour des temps différents (W300-B240)</translation>
        </message>
    </context>
    <context>
        <name>TrfDate</name>
        <message>
            <source>year/month/day</source>
            <translation>année/mois/jour</translation>
        </message>
        <message>
            <source>year/day/month</source>
            <translation>année/jour/mois</translation>
        </message>
        <message>
            <source>day/month/year</source>
            <translation>jour/mois/année</translation>
        </message>
        <message>
            <source>month/day/year</source>
            <translation>mois/jour/année</translation>
        </message>
        <message>
            <source>dates read as {order}: {dates}</source>
            <translation>dates lues comme {order} : {dates}</translation>
        </message>
        <message>
            <source>{text} is ambiguous: read as {date} ({order}), it could also be {other} ({other_order})</source>
            <translation>{text} est ambiguë : lue comme {date} ({order}), ce pourrait aussi être {other} ({other_order})</translation>
        </message>
        <message>
            <source>{text} read as {date} ({order})</source>
            <translation>{text} lue comme {date} ({order})</translation>
        </message>
        <message>
            <source>{text} is not a date this program can read</source>
            <translation>{text} n'est pas une date que ce programme sait lire</translation>
        </message>
    </context>
    <context>
        <name>TrfError</name>
        <message>
            <source>line {line}: {reason}</source>
            <translation>ligne {line} : {reason}</translation>
        </message>
        <message>
            <source>starting rank {number} is used twice</source>
            <translation>le rang initial {number} est utilisé deux fois</translation>
        </message>
        <message>
            <source>player {player}: round {round} is recorded, there are {rounds} rounds</source>
            <translation>joueur {player} : la ronde {round} est enregistrée, il y a {rounds} rondes</translation>
        </message>
        <message>
            <source>player {player}: {reason}</source>
            <translation>joueur {player} : {reason}</translation>
        </message>
        <message>
            <source>round {round}: opponent {opponent} is not a player of this file</source>
            <translation>ronde {round} : l'adversaire {opponent} n'est pas un joueur de ce fichier</translation>
        </message>
        <message>
            <source>round {round}: {opponent} does not point back (no opponent there)</source>
            <translation>ronde {round} : {opponent} ne renvoie pas à ce joueur (pas d'adversaire sur sa ligne)</translation>
        </message>
        <message>
            <source>round {round}: {opponent} does not point back (opponent {other} there)</source>
            <translation>ronde {round} : {opponent} ne renvoie pas à ce joueur (adversaire {other} sur sa ligne)</translation>
        </message>
        <message>
            <source>round {round}: players {player} and {opponent} have colours {colour} and {other}</source>
            <translation>ronde {round} : les joueurs {player} et {opponent} ont les couleurs {colour} et {other}</translation>
        </message>
        <message>
            <source>round {round}: results {result} (player {player}) and {other} (player {opponent}) do not match</source>
            <translation>ronde {round} : les résultats {result} (joueur {player}) et {other} (joueur {opponent}) ne concordent pas</translation>
        </message>
        <message>
            <source>{field} must be a number, found {found}</source>
            <translation>{field} doit être un nombre, trouvé {found}</translation>
        </message>
        <message>
            <source>{field} must be a number like 11.5, found {found}</source>
            <translation>{field} doit être un nombre comme 11.5, trouvé {found}</translation>
        </message>
        <message>
            <source>points {points} cannot be written as a decimal number in a TRF</source>
            <translation>les points {points} ne peuvent pas s'écrire en nombre décimal dans un TRF</translation>
        </message>
        <message>
            <source>empty pairing file</source>
            <translation>fichier d'appariement vide</translation>
        </message>
        <message>
            <source>the first line must be the number of pairs</source>
            <translation>la première ligne doit être le nombre de paires</translation>
        </message>
        <message>
            <source>the first line says {count} pairs, {lines} follow</source>
            <translation>la première ligne annonce {count} paires, {lines} suivent</translation>
        </message>
        <message>
            <source>expected two pairing numbers 'white black'</source>
            <translation>deux numéros d'appariement attendus « blanc noir »</translation>
        </message>
        <message>
            <source>a player is missing or paired twice</source>
            <translation>un joueur manque ou est apparié deux fois</translation>
        </message>
        <message>
            <source>a second pairing-allocated bye</source>
            <translation>un second exempt attribué par l'appariement</translation>
        </message>
        <message>
            <source>column {column} must be blank (a field is out of place)</source>
            <translation>la colonne {column} doit être vide (un champ est décalé)</translation>
        </message>
        <message>
            <source>the starting rank must be 1 to 9999, found {found}</source>
            <translation>le rang initial doit être de 1 à 9999, trouvé {found}</translation>
        </message>
        <message>
            <source>sex (column 10) must be m or w, found {found}</source>
            <translation>le sexe (colonne 10) doit être m ou w, trouvé {found}</translation>
        </message>
        <message>
            <source>the FIDE number (columns 58-68) must be digits, found {found}</source>
            <translation>le numéro FIDE (colonnes 58-68) doit être composé de chiffres, trouvé {found}</translation>
        </message>
        <message>
            <source>the birth date (columns 70-79) must be YYYY/MM/DD, found {found}</source>
            <translation>la date de naissance (colonnes 70-79) doit être AAAA/MM/JJ, trouvé {found}</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): the cell is out of place (expected 'NNNN c r')</source>
            <translation>ronde {round} (colonnes {first}-{last}) : la case est décalée (attendu « NNNN c r »)</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): the colour must be w, b or -, found {found}</source>
            <translation>ronde {round} (colonnes {first}-{last}) : la couleur doit être w, b ou -, trouvé {found}</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): unknown result code {found}</source>
            <translation>ronde {round} (colonnes {first}-{last}) : code de résultat inconnu {found}</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): colour {found} without an opponent</source>
            <translation>ronde {round} (colonnes {first}-{last}) : couleur {found} sans adversaire</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): result {found} needs an opponent</source>
            <translation>ronde {round} (colonnes {first}-{last}) : le résultat {found} demande un adversaire</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): the player is paired against himself</source>
            <translation>ronde {round} (colonnes {first}-{last}) : le joueur est apparié contre lui-même</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): a bye ({found}) cannot have an opponent</source>
            <translation>ronde {round} (colonnes {first}-{last}) : un bye ({found}) ne peut pas avoir d'adversaire</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): a paired game needs the colour w or b</source>
            <translation>ronde {round} (colonnes {first}-{last}) : une partie appariée demande la couleur w ou b</translation>
        </message>
        <message>
            <source>player {player}: {field} {value} holds a line break</source>
            <translation>joueur {player} : {field} {value} contient un saut de ligne</translation>
        </message>
        <message>
            <source>player {player}: {field} {value} is longer than its {width} TRF columns</source>
            <translation>joueur {player} : {field} {value} dépasse ses {width} colonnes TRF</translation>
        </message>
        <message>
            <source>player {player}: points {points} do not fit columns 81-84</source>
            <translation>joueur {player} : les points {points} ne tiennent pas dans les colonnes 81-84</translation>
        </message>
        <message>
            <source>player {player}: number or rating out of the TRF range</source>
            <translation>joueur {player} : numéro ou classement hors des limites du TRF</translation>
        </message>
        <message>
            <source>player {player}: rank {rank} out of the TRF range</source>
            <translation>joueur {player} : rang {rank} hors des limites du TRF</translation>
        </message>
        <message>
            <source>column 4 must be blank after the record code</source>
            <translation>la colonne 4 doit être vide après le code d'enregistrement</translation>
        </message>
        <message>
            <source>132: round dates start at column 92</source>
            <translation>132 : les dates des rondes commencent à la colonne 92</translation>
        </message>
        <message>
            <source>132: round {round} date {date} is not a date like YY/MM/DD</source>
            <translation>132 : la date {date} de la ronde {round} n'est pas une date comme AA/MM/JJ</translation>
        </message>
        <message>
            <source>{field}: a round number must be 1 to 999, found {found}</source>
            <translation>{field} : un numéro de ronde doit être de 1 à 999, trouvé {found}</translation>
        </message>
        <message>
            <source>152: the initial colour must be W or B, found {found}</source>
            <translation>152 : la couleur initiale doit être W ou B, trouvé {found}</translation>
        </message>
        <message>
            <source>{field} must be 1 to 9999, found {found}</source>
            <translation>{field} doit être de 1 à 9999, trouvé {found}</translation>
        </message>
        <message>
            <source>240: the type of bye (column 5) must be F, H or Z, found {found}</source>
            <translation>240 : le type de bye (colonne 5) doit être F, H ou Z, trouvé {found}</translation>
        </message>
        <message>
            <source>240: column 6 must be blank</source>
            <translation>240 : la colonne 6 doit être vide</translation>
        </message>
        <message>
            <source>240 without any player</source>
            <translation>240 sans aucun joueur</translation>
        </message>
        <message>
            <source>250 expects [match points] points first-round last-round first-player last-player</source>
            <translation>250 attend [points de match] points première-ronde dernière-ronde premier-joueur dernier-joueur</translation>
        </message>
        <message>
            <source>250: the first round/player must not come after the last one</source>
            <translation>250 : la première ronde / le premier joueur ne doit pas venir après le dernier</translation>
        </message>
        <message>
            <source>column 4 must be blank after XXA</source>
            <translation>la colonne 4 doit être vide après XXA</translation>
        </message>
        <message>
            <source>XXA needs one player number in columns 5-8</source>
            <translation>XXA demande un numéro de joueur dans les colonnes 5-8</translation>
        </message>
        <message>
            <source>XXA: column {column} must be blank</source>
            <translation>XXA : la colonne {column} doit être vide</translation>
        </message>
        <message>
            <source>XXA: player {player} already has an XXA line</source>
            <translation>XXA : le joueur {player} a déjà une ligne XXA</translation>
        </message>
        <message>
            <source>260 expects first round, last round and at least two players</source>
            <translation>260 attend première ronde, dernière ronde et au moins deux joueurs</translation>
        </message>
        <message>
            <source>260: the first round must not come after the last one</source>
            <translation>260 : la première ronde ne doit pas venir après la dernière</translation>
        </message>
        <message>
            <source>XXP needs at least two players</source>
            <translation>XXP demande au moins deux joueurs</translation>
        </message>
        <message>
            <source>starting rank {number} is already used on line {line}</source>
            <translation>le rang initial {number} est déjà utilisé ligne {line}</translation>
        </message>
        <message>
            <source>the file is empty: a TRF needs player (001) records</source>
            <translation>le fichier est vide : un TRF demande des enregistrements de joueurs (001)</translation>
        </message>
        <message>
            <source>no player (001) record: this is not a tournament report file (TRF)</source>
            <translation>aucun enregistrement de joueur (001) : ce n'est pas un fichier de rapport de tournoi (TRF)</translation>
        </message>
        <message>
            <source>192: {code} is not a system this program pairs: the FIDE (Dutch) System ({codes}), the other Swiss systems ({others}), each also with _BAKU, and the round robins</source>
            <translation>192 : {code} n'est pas un système que ce programme apparie : le système FIDE (hollandais) ({codes}), les autres systèmes suisses ({others}), chacun aussi avec _BAKU, et les tournois toutes rondes</translation>
        </message>
        <message>
            <source>192: unknown edition of the Dutch system {code} (known: {codes})</source>
            <translation>192 : édition inconnue du système hollandais {code} (connues : {codes})</translation>
        </message>
        <message>
            <source>the number of rounds is not given (record 142 or XXR): C.04.1 declares it beforehand, and the pairing of the last round depends on it</source>
            <translation>le nombre de rondes n'est pas indiqué (enregistrement 142 ou XXR) : le C.04.1 le fixe à l'avance, et l'appariement de la dernière ronde en dépend</translation>
        </message>
        <message>
            <source>the number of rounds is not given (record 142 or XXR): {rounds}, the rounds on the player lines, are taken; change it if the event has more</source>
            <translation>le nombre de rondes n'est pas donné (enregistrement 142 ou XXR) : {rounds}, les rondes des lignes des joueurs, sont retenues ; changez-le si le tournoi en a plus</translation>
        </message>
        <message>
            <source>player {player}: the points column says {points} but the results give {score}</source>
            <translation>joueur {player} : la colonne des points indique {points} mais les résultats donnent {score}</translation>
        </message>
        <message>
            <source>{problem}; its rounds without result read as the byes that give them ({byes})</source>
            <translation>{problem} ; ses rondes sans résultat sont lues comme les byes qui les donnent ({byes})</translation>
        </message>
        <message>
            <source>round {round} {cell}</source>
            <translation>ronde {round} {cell}</translation>
        </message>
        <message>
            <source>cells without opponent as programs before TRF16 write them ({cells}): a win is read as the pairing-allocated bye (U), a loss as not paired (Z), a draw as a half-point bye (H)</source>
            <translation>cases sans adversaire comme les écrivent les programmes d'avant TRF16 ({cells}) : un gain est lu comme l'exempt attribué par l'appariement (U), une perte comme non apparié (Z), une nulle comme un bye d'un demi-point (H)</translation>
        </message>
        <message>
            <source>round {round}: player {other} already has the pairing-allocated bye; a round has one, so this win without opponent is read as a full-point bye (F)</source>
            <translation>ronde {round} : le joueur {other} a déjà l'exempt attribué par l'appariement ; une ronde n'en a qu'un, donc ce gain sans adversaire est lu comme un bye d'un point (F)</translation>
        </message>
        <message>
            <source>round {round}: players {first} and {second} both have a win without opponent ('0000 - +'); a round has one pairing-allocated bye</source>
            <translation>ronde {round} : les joueurs {first} et {second} ont tous deux un gain sans adversaire ('0000 - +') ; une ronde n'a qu'un exempt attribué par l'appariement</translation>
        </message>
        <message>
            <source>162 expects codes W, D, L, A, P or X, each followed by points like 1.0</source>
            <translation>162 attend les codes W, D, L, A, P ou X, chacun suivi de points comme 1.0</translation>
        </message>
        <message>
            <source>162: unknown result code {code} (W, D, L, A, P, X)</source>
            <translation>162 : code de résultat inconnu {code} (W, D, L, A, P, X)</translation>
        </message>
        <message>
            <source>162 without any code</source>
            <translation>162 sans aucun code</translation>
        </message>
        <message>
            <source>XXS without any CODE=VALUE</source>
            <translation>XXS sans aucun CODE=VALEUR</translation>
        </message>
        <message>
            <source>XXS expects CODE=VALUE, found {found}</source>
            <translation>XXS attend CODE=VALEUR, trouvé {found}</translation>
        </message>
        <message>
            <source>XXS: unknown code {code}</source>
            <translation>XXS : code inconnu {code}</translation>
        </message>
        <message>
            <source>cannot write an inconsistent tournament: {problem}</source>
            <translation>impossible d'écrire un tournoi incohérent : {problem}</translation>
        </message>
        <message>
            <source>{field} must fit on one line (no line break): {value}</source>
            <translation>{field} doit tenir sur une ligne (sans saut de ligne) : {value}</translation>
        </message>
        <message>
            <source>round date {date} cannot be written in record 132</source>
            <translation>la date de ronde {date} ne peut pas s'écrire dans l'enregistrement 132</translation>
        </message>
        <message>
            <source>tie-break code {code} cannot be written in a TRF</source>
            <translation>le code de départage {code} ne peut pas s'écrire dans un TRF</translation>
        </message>
    </context>
    <context>
        <name>TrfField</name>
        <message>
            <source>points</source>
            <translation>les points</translation>
        </message>
        <message>
            <source>the starting rank (columns 5-8)</source>
            <translation>le rang initial (colonnes 5-8)</translation>
        </message>
        <message>
            <source>the rating (columns 49-52)</source>
            <translation>le classement (colonnes 49-52)</translation>
        </message>
        <message>
            <source>the points (columns 81-84)</source>
            <translation>les points (colonnes 81-84)</translation>
        </message>
        <message>
            <source>the rank (columns 86-89)</source>
            <translation>le rang (colonnes 86-89)</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): the opponent</source>
            <translation>ronde {round} (colonnes {first}-{last}) : l'adversaire</translation>
        </message>
        <message>
            <source>the name</source>
            <translation>le nom</translation>
        </message>
        <message>
            <source>the title</source>
            <translation>le titre</translation>
        </message>
        <message>
            <source>the federation</source>
            <translation>la fédération</translation>
        </message>
        <message>
            <source>the FIDE number</source>
            <translation>le numéro FIDE</translation>
        </message>
        <message>
            <source>the birth date</source>
            <translation>la date de naissance</translation>
        </message>
        <message>
            <source>{record} (a count)</source>
            <translation>{record} (un nombre)</translation>
        </message>
        <message>
            <source>{field} (number of rounds)</source>
            <translation>{field} (nombre de rondes)</translation>
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
            <translation>240 ronde</translation>
        </message>
        <message>
            <source>240 player</source>
            <translation>240 joueur</translation>
        </message>
        <message>
            <source>250 match points</source>
            <translation>250 points de match</translation>
        </message>
        <message>
            <source>250 points</source>
            <translation>250 points</translation>
        </message>
        <message>
            <source>250 first round</source>
            <translation>250 première ronde</translation>
        </message>
        <message>
            <source>250 last round</source>
            <translation>250 dernière ronde</translation>
        </message>
        <message>
            <source>250 player</source>
            <translation>250 joueur</translation>
        </message>
        <message>
            <source>XXA player</source>
            <translation>XXA joueur</translation>
        </message>
        <message>
            <source>XXA round {round}</source>
            <translation>XXA ronde {round}</translation>
        </message>
        <message>
            <source>260 first round</source>
            <translation>260 première ronde</translation>
        </message>
        <message>
            <source>260 last round</source>
            <translation>260 dernière ronde</translation>
        </message>
        <message>
            <source>260 player</source>
            <translation>260 joueur</translation>
        </message>
        <message>
            <source>XXP player</source>
            <translation>XXP joueur</translation>
        </message>
        <message>
            <source>XXZ player</source>
            <translation>XXZ joueur</translation>
        </message>
        <message>
            <source>162 points for {code}</source>
            <translation>162 points pour {code}</translation>
        </message>
        <message>
            <source>{code} points</source>
            <translation>{code} points</translation>
        </message>
        <message>
            <source>XXS {code}</source>
            <translation>XXS {code}</translation>
        </message>
        <message>
            <source>the encoded time control</source>
            <translation>la cadence codée</translation>
        </message>
        <message>
            <source>a kept record</source>
            <translation>un enregistrement conservé</translation>
        </message>
        <message>
            <source>the tournament name</source>
            <translation>le nom du tournoi</translation>
        </message>
        <message>
            <source>the city</source>
            <translation>la ville</translation>
        </message>
        <message>
            <source>the start date</source>
            <translation>la date de début</translation>
        </message>
        <message>
            <source>the end date</source>
            <translation>la date de fin</translation>
        </message>
        <message>
            <source>the type of tournament</source>
            <translation>le type de tournoi</translation>
        </message>
        <message>
            <source>the chief arbiter</source>
            <translation>l'arbitre principal</translation>
        </message>
        <message>
            <source>a deputy arbiter</source>
            <translation>un arbitre adjoint</translation>
        </message>
        <message>
            <source>the time control</source>
            <translation>la cadence</translation>
        </message>
    </context>
    <context>
        <name>TrfPlaceholder</name>
        <message>
            <source>player {number} {name!r} stands for the bye (no FIDE number): taken out of the list; the games against it became byes (round: player code): {byes}</source>
            <translation>le joueur {number} {name!r} tient lieu d'exempt (pas de numéro FIDE) : retiré de la liste ; les parties contre lui sont devenues des byes (ronde : joueur code) : {byes}</translation>
        </message>
        <message>
            <source>players renumbered (old -&gt; new): {moved}</source>
            <translation>joueurs renumérotés (ancien -&gt; nouveau) : {moved}</translation>
        </message>
    </context>
</TS>
