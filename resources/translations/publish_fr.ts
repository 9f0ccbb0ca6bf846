<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
    <context>
        <name>LiveServer</name>
        <message>
            <source>Find a player</source>
            <translation>Trouver un joueur</translation>
        </message>
        <message>
            <source>Search</source>
            <translation>Chercher</translation>
        </message>
        <message>
            <source>Type a few letters of the name.</source>
            <translation>Tapez quelques lettres du nom.</translation>
        </message>
        <message numerus="yes">
            <source>%n players found.</source>
            <translation>
                <numerusform>%n joueur trouvé.</numerusform>
                <numerusform>%n joueurs trouvés.</numerusform>
            </translation>
        </message>
        <message>
            <source>The first {count} are shown.</source>
            <translation>Les {count} premiers sont affichés.</translation>
        </message>
        <message>
            <source>Round {round}</source>
            <translation>Ronde {round}</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>No</source>
            <translation>N°</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>Échiquier</translation>
        </message>
        <message>
            <source>not paired yet</source>
            <translation>pas encore apparié</translation>
        </message>
        <message>
            <source>board {board}, {colour} against {opponent}</source>
            <translation>échiquier {board}, {colour} contre {opponent}</translation>
        </message>
        <message>
            <source>cannot serve at {host}: {reason}</source>
            <translation>impossible de servir à {host} : {reason}</translation>
        </message>
        <message>
            <source>cannot serve at {host} port {port}: {reason}</source>
            <translation>impossible de servir à {host} port {port} : {reason}</translation>
        </message>
    </context>
    <context>
        <name>PublishSite</name>
        <message>
            <source>{folder} already holds other files; publish into an empty folder (or one written here before), or force it</source>
            <translation>{folder} contient déjà d'autres fichiers ; publiez dans un dossier vide (ou un dossier déjà écrit ici), ou forcez</translation>
        </message>
        <message>
            <source>cannot remove {page}, a page no longer published: {reason}</source>
            <translation>impossible de supprimer {page}, une page qui n'est plus publiée : {reason}</translation>
        </message>
        <message>
            <source>cannot write the site into {folder}: {reason}</source>
            <translation>impossible d'écrire le site dans {folder} : {reason}</translation>
        </message>
        <message>
            <source>Published {time} with Arbiter Desk</source>
            <translation>Publié le {time} avec Arbiter Desk</translation>
        </message>
        <message>
            <source>Home</source>
            <translation>Accueil</translation>
        </message>
        <message>
            <source>Standings</source>
            <translation>Classement</translation>
        </message>
        <message>
            <source>Crosstable</source>
            <translation>Grille américaine</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Joueurs</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>Lieu</translation>
        </message>
        <message>
            <source>Dates</source>
            <translation>Dates</translation>
        </message>
        <message>
            <source>Rounds</source>
            <translation>Rondes</translation>
        </message>
        <message>
            <source>{paired} of {rounds} paired</source>
            <translation>{paired} appariée(s) sur {rounds}</translation>
        </message>
        <message>
            <source>Time control</source>
            <translation>Cadence</translation>
        </message>
        <message>
            <source>Chief arbiter</source>
            <translation>Arbitre principal</translation>
        </message>
        <message>
            <source>Deputy arbiters</source>
            <translation>Arbitres adjoints</translation>
        </message>
        <message>
            <source>Organiser</source>
            <translation>Organisateur</translation>
        </message>
        <message>
            <source>No round has been paired yet.</source>
            <translation>Aucune ronde n'a encore été appariée.</translation>
        </message>
        <message>
            <source>{done} of {boards} results in.</source>
            <translation>{done} résultat(s) sur {boards} connu(s).</translation>
        </message>
        <message>
            <source>None yet.</source>
            <translation>Pas encore.</translation>
        </message>
        <message>
            <source>Tables</source>
            <translation>Tableaux</translation>
        </message>
        <message>
            <source>Players by name</source>
            <translation>Joueurs par nom</translation>
        </message>
        <message>
            <source>complete</source>
            <translation>terminée</translation>
        </message>
        <message>
            <source>{done} of {boards} results in</source>
            <translation>{done} résultat(s) sur {boards} connu(s)</translation>
        </message>
        <message>
            <source>Without an opponent</source>
            <translation>Sans adversaire</translation>
        </message>
        <message>
            <source>+ – − forfeit · u not rated (the game started but does not count for rating)</source>
            <translation>+ – − forfait · u non comptée pour le classement (la partie a commencé mais ne compte pas pour le classement Elo)</translation>
        </message>
        <message>
            <source>No standings yet: {problem}.</source>
            <translation>Pas encore de classement : {problem}.</translation>
        </message>
        <message>
            <source>Final standings</source>
            <translation>Classement final</translation>
        </message>
        <message>
            <source>Standings after round {round}</source>
            <translation>Classement après la ronde {round}</translation>
        </message>
        <message>
            <source>Crosstable after round {round}</source>
            <translation>Grille américaine après la ronde {round}</translation>
        </message>
        <message>
            <source>Each round: the opponent's line, w/b for White/Black, the result (1, ½, 0; + − forfeit; u not rated). Without an opponent: PAB pairing-allocated bye, F/H/Z full-, half-, zero-point bye, – not paired.</source>
            <translation>Chaque ronde : la ligne de l'adversaire, b/n pour les Blancs/les Noirs, le résultat (1, ½, 0 ; + − forfait ; u non comptée pour le classement). Sans adversaire : PAB exempt attribué par l'appariement, F/H/Z bye d'un point, d'un demi-point, à zéro point, – non apparié.</translation>
        </message>
        <message>
            <source>Each match: the opponent's line, then each game's colour (w/b) and result (1, ½, 0; + − forfeit): 12w1 b½ is game 1 won with White, game 2 drawn with Black. Without an opponent: PAB pairing-allocated bye, F/H/Z full-, half-, zero-point bye (of both games), – not paired.</source>
            <translation>Chaque match : la ligne de l'adversaire, puis la couleur (b/n) et le résultat (1, ½, 0 ; + − forfait) de chaque partie : 12b1 n½ est la partie 1 gagnée avec les Blancs, la partie 2 nulle avec les Noirs. Sans adversaire : PAB exempt attribué par l'appariement, F/H/Z bye d'un point, d'un demi-point, à zéro point (des deux parties), – non apparié.</translation>
        </message>
        <message>
            <source>Each cell: the line player's result against the column's player (1, ½, 0; + − forfeit), one per game in a double round robin; in brackets, games that do not count (a player who withdrew having played less than half of the games, FIDE Tournament Rules V.4.1).</source>
            <translation>Chaque case : le résultat du joueur de la ligne contre le joueur de la colonne (1, ½, 0 ; + − forfait), un par partie en double toutes rondes ; entre crochets, les parties qui ne comptent pas (un joueur qui s'est retiré après avoir joué moins de la moitié des parties, Règles des tournois FIDE V.4.1).</translation>
        </message>
        <message numerus="yes">
            <source>%n players.</source>
            <translation>
                <numerusform>%n joueur.</numerusform>
                <numerusform>%n joueurs.</numerusform>
            </translation>
        </message>
        <message>
            <source>Pairing number</source>
            <translation>Numéro d'appariement</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>Titre</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Classement Elo</translation>
        </message>
        <message>
            <source>unrated</source>
            <translation>sans classement</translation>
        </message>
        <message>
            <source>Federation</source>
            <translation>Fédération</translation>
        </message>
        <message>
            <source>FIDE ID</source>
            <translation>ID FIDE</translation>
        </message>
        <message>
            <source>from round {round}</source>
            <translation>à partir de la ronde {round}</translation>
        </message>
        <message>
            <source>Withdrawn</source>
            <translation>Retiré</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Parties</translation>
        </message>
        <message>
            <source>No round paired yet.</source>
            <translation>Aucune ronde appariée pour l'instant.</translation>
        </message>
        <message>
            <source>Place after round {round}</source>
            <translation>Place après la ronde {round}</translation>
        </message>
        <message>
            <source>White</source>
            <translation>Blancs</translation>
        </message>
        <message>
            <source>Black</source>
            <translation>Noirs</translation>
        </message>
        <message>
            <source>not paired</source>
            <translation>non apparié</translation>
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
            <translation>Éch.</translation>
        </message>
        <message>
            <source>No</source>
            <translation>N°</translation>
        </message>
        <message>
            <source>Rtg</source>
            <translation>Elo</translation>
        </message>
        <message>
            <source>Pts</source>
            <translation>Pts</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Résultat</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Joueur</translation>
        </message>
        <message>
            <source>Bye</source>
            <translation>Bye</translation>
        </message>
        <message>
            <source>Rk</source>
            <translation>Rg</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>Fed</source>
            <translation>Féd</translation>
        </message>
        <message>
            <source>Rd</source>
            <translation>R</translation>
        </message>
        <message>
            <source>Colour</source>
            <translation>Couleur</translation>
        </message>
        <message>
            <source>Opponent</source>
            <translation>Adversaire</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Score</translation>
        </message>
        <message>
            <source>Match {match}, game {game}</source>
            <translation>Match {match}, partie {game}</translation>
        </message>
        <message>
            <source>Round {round}</source>
            <translation>Ronde {round}</translation>
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
            <source>Sections</source>
            <translation>Sections</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>Équipe</translation>
        </message>
        <message>
            <source>MP</source>
            <translation>PM</translation>
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
            <translation>Classement des équipes</translation>
        </message>
        <message>
            <source>Team crosstable</source>
            <translation>Grille américaine des équipes</translation>
        </message>
        <message>
            <source>Board results</source>
            <translation>Résultats par échiquier</translation>
        </message>
        <message>
            <source>Matches, round {round}</source>
            <translation>Matchs, ronde {round}</translation>
        </message>
        <message>
            <source>Final team standings</source>
            <translation>Classement final des équipes</translation>
        </message>
        <message>
            <source>Team standings after round {round}</source>
            <translation>Classement des équipes après la ronde {round}</translation>
        </message>
        <message>
            <source>Final team crosstable</source>
            <translation>Grille américaine finale des équipes</translation>
        </message>
        <message>
            <source>Team crosstable after round {round}</source>
            <translation>Grille américaine des équipes après la ronde {round}</translation>
        </message>
        <message>
            <source>No match in this round.</source>
            <translation>Pas de match dans cette ronde.</translation>
        </message>
        <message>
            <source>MP: match points before the round. The team named first has White on board 1. + – − forfeit.</source>
            <translation>PM : points de match avant la ronde. L'équipe nommée en premier a les Blancs au premier échiquier. + – − forfait.</translation>
        </message>
        <message>
            <source>{team} ({mp} MP): pairing-allocated bye</source>
            <translation>{team} ({mp} PM) : exempt attribué par l'appariement</translation>
        </message>
        <message>
            <source>MP: match points; GP: game points; then the tie-breaks of the event (FIDE C.07 art. 11-13): {codes}. Teams still level share a rank.</source>
            <translation>PM : points de match ; PP : points de partie ; puis les départages du tournoi (FIDE C.07 art. 11-13) : {codes}. Les équipes encore à égalité partagent le rang.</translation>
        </message>
        <message>
            <source>Each round: the opponent's line, the colour of the team's first board (w/b), the game points the team scored; PAB: pairing-allocated bye; –: no match.</source>
            <translation>Chaque ronde : la ligne de l'adversaire, la couleur du premier échiquier de l'équipe (b/n), les points de partie marqués par l'équipe ; PAB : exempt attribué par l'appariement ; – : pas de match.</translation>
        </message>
        <message>
            <source>Each cell: the game points the line's team scored against the column's team, one per match in a double round robin (· a match without all its results); columns are numbered by the lines. MP: match points; GP: game points; then the tie-breaks of the event (FIDE C.07 art. 11-13): {codes}.</source>
            <translation>Dans chaque case : les points de partie marqués par l'équipe de la ligne contre l'équipe de la colonne, un par match dans un double tournoi toutes rondes (· un match dont tous les résultats ne sont pas encore connus) ; les colonnes sont numérotées comme les lignes. PM : points de match ; PP : points de partie ; puis les départages du tournoi (FIDE C.07 art. 11-13) : {codes}.</translation>
        </message>
        <message>
            <source>Board {board}</source>
            <translation>Échiquier {board}</translation>
        </message>
        <message>
            <source>No game has a result yet.</source>
            <translation>Aucune partie n'a encore de résultat.</translation>
        </message>
        <message>
            <source>Games: the games played on the board (a forfeit is no game); Perf: the performance rating of those games (FIDE B.02 8.1.1).</source>
            <translation>Parties : les parties jouées à cet échiquier (un forfait n'est pas une partie) ; Perf : la performance de ces parties (FIDE B.02 8.1.1).</translation>
        </message>
    </context>
    <context>
        <name>PublishSnapshot</name>
        <message>
            <source>no round has been paired yet</source>
            <translation>aucune ronde n'a encore été appariée</translation>
        </message>
        <message>
            <source>no round has every result yet</source>
            <translation>aucune ronde n'a encore tous ses résultats</translation>
        </message>
    </context>
</TS>
