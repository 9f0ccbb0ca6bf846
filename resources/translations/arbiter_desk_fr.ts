<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
    <context>
        <name>Actions</name>
        <message>
            <source>&amp;New tournament…</source>
            <translation>&amp;Nouveau tournoi…</translation>
        </message>
        <message>
            <source>Create a new tournament file</source>
            <translation>Créer un nouveau fichier de tournoi</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>&amp;Ouvrir…</translation>
        </message>
        <message>
            <source>Open a tournament file</source>
            <translation>Ouvrir un fichier de tournoi</translation>
        </message>
        <message>
            <source>Connect to &amp;venue server…</source>
            <translation>Se connecter au &amp;serveur du tournoi…</translation>
        </message>
        <message>
            <source>Open an event kept on a PostgreSQL venue server</source>
            <translation>Ouvrir un tournoi conservé sur un serveur PostgreSQL du lieu de jeu</translation>
        </message>
        <message>
            <source>&amp;Import TRF…</source>
            <translation>&amp;Importer un TRF…</translation>
        </message>
        <message>
            <source>Continue a tournament from a FIDE TRF file</source>
            <translation>Reprendre un tournoi depuis un fichier TRF de la FIDE</translation>
        </message>
        <message>
            <source>&amp;Export TRF…</source>
            <translation>&amp;Exporter le TRF…</translation>
        </message>
        <message>
            <source>Write the FIDE rating report (TRF)</source>
            <translation>Écrire le rapport de classement FIDE (TRF)</translation>
        </message>
        <message>
            <source>&amp;Save a copy…</source>
            <translation>Enregistrer une &amp;copie…</translation>
        </message>
        <message>
            <source>Write a complete copy of the tournament file (a USB stick, a mail)</source>
            <translation>Écrire une copie complète du fichier du tournoi (une clé USB, un courriel)</translation>
        </message>
        <message>
            <source>&amp;Print…</source>
            <translation>&amp;Imprimer…</translation>
        </message>
        <message>
            <source>Print a document through the system print dialog</source>
            <translation>Imprimer un document par la boîte de dialogue d'impression du système</translation>
        </message>
        <message>
            <source>Print pre&amp;view…</source>
            <translation>&amp;Aperçu avant impression…</translation>
        </message>
        <message>
            <source>Show a document's pages as they will be printed</source>
            <translation>Afficher les pages d'un document telles qu'elles seront imprimées</translation>
        </message>
        <message>
            <source>Open in PDF vie&amp;wer…</source>
            <translation>Ouvrir dans la &amp;visionneuse PDF…</translation>
        </message>
        <message>
            <source>Open a document in the system's PDF viewer</source>
            <translation>Ouvrir un document dans la visionneuse PDF du système</translation>
        </message>
        <message>
            <source>Save as P&amp;DF…</source>
            <translation>Enregistrer en P&amp;DF…</translation>
        </message>
        <message>
            <source>Save a document as PDF</source>
            <translation>Enregistrer un document en PDF</translation>
        </message>
        <message>
            <source>&amp;Close tournament</source>
            <translation>&amp;Fermer le tournoi</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Quitter</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Annuler</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Rétablir</translation>
        </message>
        <message>
            <source>&amp;Filter…</source>
            <translation>&amp;Filtrer…</translation>
        </message>
        <message>
            <source>Filter the current table</source>
            <translation>Filtrer le tableau affiché</translation>
        </message>
        <message>
            <source>&amp;Add player…</source>
            <translation>&amp;Ajouter un joueur…</translation>
        </message>
        <message>
            <source>Register a player (also a late entry)</source>
            <translation>Inscrire un joueur (aussi une inscription tardive)</translation>
        </message>
        <message>
            <source>&amp;Edit player…</source>
            <translation>&amp;Modifier le joueur…</translation>
        </message>
        <message>
            <source>Correct the selected player's data</source>
            <translation>Corriger les données du joueur sélectionné</translation>
        </message>
        <message>
            <source>Import players from &amp;CSV…</source>
            <translation>Importer des joueurs depuis un &amp;CSV…</translation>
        </message>
        <message>
            <source>Add players from a spreadsheet (CSV)</source>
            <translation>Ajouter des joueurs depuis un tableur (CSV)</translation>
        </message>
        <message>
            <source>&amp;Withdraw…</source>
            <translation>&amp;Retirer…</translation>
        </message>
        <message>
            <source>Withdraw the selected player from the next round on</source>
            <translation>Retirer le joueur sélectionné à partir de la ronde suivante</translation>
        </message>
        <message>
            <source>Re&amp;instate</source>
            <translation>Ré&amp;intégrer</translation>
        </message>
        <message>
            <source>Pair the selected withdrawn player again</source>
            <translation>Apparier de nouveau le joueur retiré sélectionné</translation>
        </message>
        <message>
            <source>Requested &amp;bye…</source>
            <translation>&amp;Bye demandé…</translation>
        </message>
        <message>
            <source>The selected player will not play a coming round (half- or zero-point bye)</source>
            <translation>Le joueur sélectionné ne jouera pas une ronde à venir (bye d'un demi-point ou à zéro point)</translation>
        </message>
        <message>
            <source>Cancel requested b&amp;ye</source>
            <translation>Annuler le b&amp;ye demandé</translation>
        </message>
        <message>
            <source>Chec&amp;k-in…</source>
            <translation>&amp;Pointage…</translation>
        </message>
        <message>
            <source>Tick the players present before the next round is paired (C.04.2 art. 4.1)</source>
            <translation>Pointer les joueurs présents avant l'appariement de la ronde suivante (C.04.2 art. 4.1)</translation>
        </message>
        <message>
            <source>Entry &amp;fees…</source>
            <translation>&amp;Droits d'inscription…</translation>
        </message>
        <message>
            <source>Fee categories, what each player owes and paid, receipts, the organiser's totals</source>
            <translation>Catégories de droits, ce que chaque joueur doit et a payé, reçus, totaux pour l'organisateur</translation>
        </message>
        <message>
            <source>&amp;Pair next round</source>
            <translation>&amp;Apparier la ronde suivante</translation>
        </message>
        <message>
            <source>Pair the next round by the event's Swiss system (Dutch, Burstein, Dubov, Lim, Double-Swiss)</source>
            <translation>Apparier la ronde suivante selon le système suisse du tournoi (hollandais, Burstein, Dubov, Lim, Double-Suisse)</translation>
        </message>
        <message>
            <source>Pair &amp;all rounds (round robin)</source>
            <translation>Apparier &amp;toutes les rondes (toutes rondes)</translation>
        </message>
        <message>
            <source>Pair every round left by the Berger table (C.05)</source>
            <translation>Apparier toutes les rondes restantes selon la table de Berger (C.05)</translation>
        </message>
        <message>
            <source>&amp;Draw lots for pairing numbers (round robin)…</source>
            <translation>&amp;Tirer au sort les numéros d'appariement (toutes rondes)…</translation>
        </message>
        <message>
            <source>Draw the pairing numbers of a round robin by lot, before round 1 (C.05)</source>
            <translation>Tirer au sort les numéros d'appariement d'un toutes rondes, avant la ronde 1 (C.05)</translation>
        </message>
        <message>
            <source>Enter &amp;results</source>
            <translation>Saisir les &amp;résultats</translation>
        </message>
        <message>
            <source>Go to the boards and type results</source>
            <translation>Aller aux échiquiers et saisir les résultats</translation>
        </message>
        <message>
            <source>Pre&amp;vious round</source>
            <translation>Ronde &amp;précédente</translation>
        </message>
        <message>
            <source>Ne&amp;xt round</source>
            <translation>Ronde sui&amp;vante</translation>
        </message>
        <message>
            <source>E&amp;xplain pairing…</source>
            <translation>E&amp;xpliquer l'appariement…</translation>
        </message>
        <message>
            <source>How the engine paired the selected round, bracket by bracket</source>
            <translation>Comment le moteur a apparié la ronde sélectionnée, groupe de points par groupe de points</translation>
        </message>
        <message>
            <source>Edit &amp;pairing…</source>
            <translation>Modifier l'a&amp;ppariement…</translation>
        </message>
        <message>
            <source>Change the pairing of the last round by hand (before any result); its broken rules are listed</source>
            <translation>Modifier à la main l'appariement de la dernière ronde (avant tout résultat) ; les règles enfreintes sont listées</translation>
        </message>
        <message>
            <source>C&amp;heck pairing rules</source>
            <translation>&amp;Vérifier les règles d'appariement</translation>
        </message>
        <message>
            <source>List every rule the selected round's pairing breaks</source>
            <translation>Lister toutes les règles que l'appariement de la ronde sélectionnée enfreint</translation>
        </message>
        <message>
            <source>&amp;Tournament settings…</source>
            <translation>Paramètres du &amp;tournoi…</translation>
        </message>
        <message>
            <source>Name, dates, arbiters, rounds, tie-breaks</source>
            <translation>Nom, dates, arbitres, rondes, départages</translation>
        </message>
        <message>
            <source>Re-pair &amp;last round…</source>
            <translation>Réapparier la &amp;dernière ronde…</translation>
        </message>
        <message>
            <source>Delete and pair again a round without results</source>
            <translation>Supprimer et apparier de nouveau une ronde sans résultat</translation>
        </message>
        <message>
            <source>&amp;Delete last round…</source>
            <translation>&amp;Supprimer la dernière ronde…</translation>
        </message>
        <message>
            <source>Delete a round that has no results</source>
            <translation>Supprimer une ronde sans résultat</translation>
        </message>
        <message>
            <source>Import &amp;FIDE rating list…</source>
            <translation>Importer la liste &amp;FIDE…</translation>
        </message>
        <message>
            <source>Bring the FIDE list (players_list.zip, TXT or XML) into the player library</source>
            <translation>Importer la liste FIDE (players_list.zip, TXT ou XML) dans le fichier de joueurs</translation>
        </message>
        <message>
            <source>Import &amp;national list…</source>
            <translation>Importer une liste &amp;nationale…</translation>
        </message>
        <message>
            <source>Bring a national rating list (CSV or TXT) into the library</source>
            <translation>Importer une liste de classement nationale (CSV ou TXT) dans le fichier de joueurs</translation>
        </message>
        <message>
            <source>&amp;Update ratings from the library…</source>
            <translation>&amp;Mettre à jour les classements Elo depuis le fichier…</translation>
        </message>
        <message>
            <source>Compare the registered players with the library and take over new ratings and titles</source>
            <translation>Comparer les joueurs inscrits avec le fichier et reprendre les nouveaux classements et titres</translation>
        </message>
        <message>
            <source>Pro&amp;hibited pairings…</source>
            <translation>Appariements &amp;interdits…</translation>
        </message>
        <message>
            <source>Players who must not meet, and club or federation restrictions</source>
            <translation>Joueurs qui ne doivent pas se rencontrer, et restrictions par club ou fédération</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Joueurs</translation>
        </message>
        <message>
            <source>Rounds and results</source>
            <translation>Rondes et résultats</translation>
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
            <source>Audit log</source>
            <translation>Journal des modifications</translation>
        </message>
        <message>
            <source>&amp;Manual</source>
            <translation>&amp;Manuel</translation>
        </message>
        <message>
            <source>The user manual of Arbiter Desk</source>
            <translation>Le manuel d'utilisation d'Arbiter Desk</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;Raccourcis clavier</translation>
        </message>
        <message>
            <source>&amp;About Arbiter Desk</source>
            <translation>À &amp;propos d'Arbiter Desk</translation>
        </message>
        <message>
            <source>On the boards: 1 white wins, 0 black wins, = or 5 draw, + white wins by forfeit,
- black wins by forfeit, * double forfeit, Del clears; Enter / arrows move.</source>
            <translation>Sur les échiquiers : 1 gain des Blancs, 0 gain des Noirs, = ou 5 nulle, + gain des Blancs par forfait,
- gain des Noirs par forfait, * double forfait, Suppr efface ; Entrée / flèches pour se déplacer.</translation>
        </message>
    </context>
    <context>
        <name>AuditController</name>
        <message>
            <source>Show the audit log</source>
            <translation>Afficher le journal des modifications</translation>
        </message>
    </context>
    <context>
        <name>AuditModel</name>
        <message>
            <source>When</source>
            <translation>Quand</translation>
        </message>
        <message>
            <source>Local time</source>
            <translation>Heure locale</translation>
        </message>
        <message>
            <source>Who</source>
            <translation>Qui</translation>
        </message>
        <message>
            <source>Operation</source>
            <translation>Opération</translation>
        </message>
        <message>
            <source>What</source>
            <translation>Quoi</translation>
        </message>
        <message>
            <source>Hover a row for the stored values</source>
            <translation>Survolez une ligne pour voir les valeurs enregistrées</translation>
        </message>
        <message>
            <source>Before: {before}

After: {after}</source>
            <translation>Avant : {before}

Après : {after}</translation>
        </message>
    </context>
    <context>
        <name>AuditText</name>
        <message>
            <source>player #{id}</source>
            <translation>joueur n° {id}</translation>
        </message>
        <message>
            <source>removed {value}</source>
            <translation>supprimé : {value}</translation>
        </message>
        <message>
            <source>Tournament created: {name}, a {system}</source>
            <translation>Tournoi créé : {name}, {system}</translation>
        </message>
        <message>
            <source>Tournament created: {name}, {rounds} rounds</source>
            <translation>Tournoi créé : {name}, {rounds} rondes</translation>
        </message>
        <message>
            <source>Pairing numbers drawn by lot (seed {seed})</source>
            <translation>Numéros d'appariement tirés au sort (graine {seed})</translation>
        </message>
        <message>
            <source>Pairing numbers set by the arbiter</source>
            <translation>Numéros d'appariement fixés par l'arbitre</translation>
        </message>
        <message>
            <source>Rounds {first}-{last} paired by the Berger table</source>
            <translation>Rondes {first} à {last} appariées selon la table de Berger</translation>
        </message>
        <message>
            <source>Registered {name} ({rating}) as no. {number}</source>
            <translation>{name} ({rating}) inscrit sous le n° {number}</translation>
        </message>
        <message>
            <source>Registered {name} (unrated) as no. {number}</source>
            <translation>{name} inscrit (sans classement) sous le n° {number}</translation>
        </message>
        <message>
            <source>{registered}; moved: {moves}</source>
            <translation>{registered} ; déplacés : {moves}</translation>
        </message>
        <message>
            <source>Corrected {name}: {changes}</source>
            <translation>{name} corrigé : {changes}</translation>
        </message>
        <message numerus="yes">
            <source>Round {round} paired: %n board(s)</source>
            <translation>
                <numerusform>Ronde {round} appariée : %n échiquier</numerusform>
                <numerusform>Ronde {round} appariée : %n échiquiers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Round {round} paired: %n board(s), bye for {bye}</source>
            <translation>
                <numerusform>Ronde {round} appariée : %n échiquier, exempt : {bye}</numerusform>
                <numerusform>Ronde {round} appariée : %n échiquiers, exempt : {bye}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Round {round} paired again: %n board(s)</source>
            <translation>
                <numerusform>Ronde {round} appariée de nouveau : %n échiquier</numerusform>
                <numerusform>Ronde {round} appariée de nouveau : %n échiquiers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Round {round} paired again: %n board(s), bye for {bye}</source>
            <translation>
                <numerusform>Ronde {round} appariée de nouveau : %n échiquier, exempt : {bye}</numerusform>
                <numerusform>Ronde {round} appariée de nouveau : %n échiquiers, exempt : {bye}</numerusform>
            </translation>
        </message>
        <message>
            <source>Round {round} deleted</source>
            <translation>Ronde {round} supprimée</translation>
        </message>
        <message>
            <source>cleared</source>
            <translation>effacé</translation>
        </message>
        <message>
            <source>Round {round}, board {board} ({players}): {now}, was {was}</source>
            <translation>Ronde {round}, échiquier {board} ({players}) : {now}, auparavant : {was}</translation>
        </message>
        <message>
            <source>none</source>
            <translation>aucun</translation>
        </message>
        <message>
            <source>{who} asks for a half-point bye in round {round}</source>
            <translation>{who} demande un bye d'un demi-point à la ronde {round}</translation>
        </message>
        <message>
            <source>{who} asks for a zero-point bye in round {round}</source>
            <translation>{who} demande un bye à zéro point à la ronde {round}</translation>
        </message>
        <message>
            <source>{who} asks for a full-point bye in round {round}</source>
            <translation>{who} demande un bye d'un point à la ronde {round}</translation>
        </message>
        <message>
            <source>{who} cancels a half-point bye in round {round}</source>
            <translation>{who} annule un bye d'un demi-point à la ronde {round}</translation>
        </message>
        <message>
            <source>{who} cancels a zero-point bye in round {round}</source>
            <translation>{who} annule un bye à zéro point à la ronde {round}</translation>
        </message>
        <message>
            <source>{who} cancels a full-point bye in round {round}</source>
            <translation>{who} annule un bye d'un point à la ronde {round}</translation>
        </message>
        <message>
            <source>{name} withdrawn from round {round}</source>
            <translation>{name} retiré à partir de la ronde {round}</translation>
        </message>
        <message>
            <source>{name} reinstated</source>
            <translation>{name} réintégré</translation>
        </message>
        <message>
            <source>create</source>
            <translation>création</translation>
        </message>
        <message>
            <source>import trf</source>
            <translation>import TRF</translation>
        </message>
        <message>
            <source>update event</source>
            <translation>paramètres du tournoi</translation>
        </message>
        <message>
            <source>set rules</source>
            <translation>règles d'appariement</translation>
        </message>
        <message>
            <source>set accelerations</source>
            <translation>accélération</translation>
        </message>
        <message>
            <source>remove acceleration</source>
            <translation>suppression de l'accélération</translation>
        </message>
        <message>
            <source>add player</source>
            <translation>ajout d'un joueur</translation>
        </message>
        <message>
            <source>edit player</source>
            <translation>correction d'un joueur</translation>
        </message>
        <message>
            <source>remove player</source>
            <translation>suppression d'un joueur</translation>
        </message>
        <message>
            <source>withdraw player</source>
            <translation>retrait d'un joueur</translation>
        </message>
        <message>
            <source>reinstate player</source>
            <translation>réintégration d'un joueur</translation>
        </message>
        <message>
            <source>request bye</source>
            <translation>bye demandé</translation>
        </message>
        <message>
            <source>cancel bye</source>
            <translation>annulation d'un bye</translation>
        </message>
        <message>
            <source>draw lots</source>
            <translation>tirage au sort</translation>
        </message>
        <message>
            <source>set pairing numbers</source>
            <translation>numéros d'appariement</translation>
        </message>
        <message>
            <source>sort pairing numbers</source>
            <translation>tri des numéros d'appariement</translation>
        </message>
        <message>
            <source>pair round</source>
            <translation>appariement</translation>
        </message>
        <message>
            <source>repair round</source>
            <translation>nouvel appariement</translation>
        </message>
        <message>
            <source>pair all rounds</source>
            <translation>appariement de toutes les rondes</translation>
        </message>
        <message>
            <source>delete round</source>
            <translation>suppression d'une ronde</translation>
        </message>
        <message>
            <source>set pairing</source>
            <translation>modification de l'appariement</translation>
        </message>
        <message>
            <source>set result</source>
            <translation>résultat</translation>
        </message>
        <message>
            <source>import results</source>
            <translation>import de résultats</translation>
        </message>
        <message>
            <source>undo import results</source>
            <translation>annulation d'un import de résultats</translation>
        </message>
        <message>
            <source>update ratings</source>
            <translation>mise à jour des classements</translation>
        </message>
        <message>
            <source>set k factor</source>
            <translation>facteur K</translation>
        </message>
        <message>
            <source>set round date</source>
            <translation>date de ronde</translation>
        </message>
        <message>
            <source>set round dates</source>
            <translation>dates des rondes</translation>
        </message>
        <message>
            <source>set prize categories</source>
            <translation>catégories de prix</translation>
        </message>
        <message>
            <source>add prohibited pair</source>
            <translation>appariement interdit</translation>
        </message>
        <message>
            <source>remove prohibited pair</source>
            <translation>appariement de nouveau permis</translation>
        </message>
        <message>
            <source>fix board</source>
            <translation>fixer l'échiquier</translation>
        </message>
        <message>
            <source>game 2 put on game 1's boards (schema 16)</source>
            <translation>partie 2 placée sur les échiquiers de la partie 1 (schéma 16)</translation>
        </message>
        <message>
            <source>check in</source>
            <translation>pointage</translation>
        </message>
        <message>
            <source>check-in taken back</source>
            <translation>pointage annulé</translation>
        </message>
        <message>
            <source>absent left out</source>
            <translation>absents écartés</translation>
        </message>
        <message>
            <source>set entry fees</source>
            <translation>fixer les droits d'inscription</translation>
        </message>
        <message>
            <source>set fee category</source>
            <translation>fixer la catégorie de droits</translation>
        </message>
        <message>
            <source>record payment</source>
            <translation>enregistrer un paiement</translation>
        </message>
        <message>
            <source>cancel payment</source>
            <translation>annuler un paiement</translation>
        </message>
        <message>
            <source>add team</source>
            <translation>ajout d'équipe</translation>
        </message>
        <message>
            <source>add team players</source>
            <translation>ajout de joueurs à une équipe</translation>
        </message>
        <message>
            <source>remove team</source>
            <translation>suppression d'équipe</translation>
        </message>
        <message>
            <source>import teams</source>
            <translation>import d'équipes</translation>
        </message>
        <message>
            <source>undo import teams</source>
            <translation>annulation de l'import d'équipes</translation>
        </message>
        <message>
            <source>pair team round</source>
            <translation>appariement d'une ronde par équipes</translation>
        </message>
        <message>
            <source>set line-up</source>
            <translation>saisie de composition</translation>
        </message>
        <message>
            <source>clear line-up</source>
            <translation>retrait de composition</translation>
        </message>
        <message>
            <source>forfeit match</source>
            <translation>forfait de match</translation>
        </message>
        <message>
            <source>request team bye</source>
            <translation>bye demandé par une équipe</translation>
        </message>
        <message>
            <source>withdraw team</source>
            <translation>retrait d'équipe</translation>
        </message>
        <message>
            <source>reinstate team</source>
            <translation>réintégration d'équipe</translation>
        </message>
        <message>
            <source>team {number}</source>
            <translation>équipe {number}</translation>
        </message>
        <message numerus="yes">
            <source>Team {name} registered as no. {number} with %n player(s), from round {round}</source>
            <translation>
                <numerusform>Équipe {name} inscrite sous le n° {number} avec %n joueur, à partir de la ronde {round}</numerusform>
                <numerusform>Équipe {name} inscrite sous le n° {number} avec %n joueurs, à partir de la ronde {round}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Team {name} registered as no. {number} with %n player(s)</source>
            <translation>
                <numerusform>Équipe {name} inscrite sous le n° {number} avec %n joueur</numerusform>
                <numerusform>Équipe {name} inscrite sous le n° {number} avec %n joueurs</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n player(s) added to the roster of {name}</source>
            <translation>
                <numerusform>%n joueur ajouté à la liste de {name}</numerusform>
                <numerusform>%n joueurs ajoutés à la liste de {name}</numerusform>
            </translation>
        </message>
        <message>
            <source>Team {name} removed</source>
            <translation>Équipe {name} supprimée</translation>
        </message>
        <message numerus="yes">
            <source>%n team(s) imported from {source}</source>
            <translation>
                <numerusform>%n équipe importée de {source}</numerusform>
                <numerusform>%n équipes importées de {source}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Team import undone: %n team(s) removed</source>
            <translation>
                <numerusform>Import d'équipes annulé : %n équipe supprimée</numerusform>
                <numerusform>Import d'équipes annulé : %n équipes supprimées</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Round {round} paired: %n match(es)</source>
            <translation>
                <numerusform>Ronde {round} appariée : %n match</numerusform>
                <numerusform>Ronde {round} appariée : %n matchs</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Round {round} paired: %n match(es), bye for team {team}</source>
            <translation>
                <numerusform>Ronde {round} appariée : %n match, exempt l'équipe {team}</numerusform>
                <numerusform>Ronde {round} appariée : %n matchs, exempt l'équipe {team}</numerusform>
            </translation>
        </message>
        <message>
            <source>Line-up of {team} for round {round} changed</source>
            <translation>Composition de {team} pour la ronde {round} modifiée</translation>
        </message>
        <message>
            <source>Line-up of {team} for round {round} entered</source>
            <translation>Composition de {team} pour la ronde {round} saisie</translation>
        </message>
        <message>
            <source>Line-up of {team} for round {round} taken back</source>
            <translation>Composition de {team} pour la ronde {round} retirée</translation>
        </message>
        <message>
            <source>Round {round}, match {match}: every game forfeited by {teams}</source>
            <translation>Ronde {round}, match {match} : toutes les parties perdues par forfait par {teams}</translation>
        </message>
        <message>
            <source>{team} asks for a half-point bye in round {round}</source>
            <translation>{team} demande un bye d'un demi-point à la ronde {round}</translation>
        </message>
        <message>
            <source>{team} asks for a zero-point bye in round {round}</source>
            <translation>{team} demande un bye sans point à la ronde {round}</translation>
        </message>
        <message>
            <source>{team} asks for a full-point bye in round {round}</source>
            <translation>{team} demande un bye d'un point à la ronde {round}</translation>
        </message>
        <message>
            <source>{team} withdrawn from round {round}</source>
            <translation>{team} retirée à partir de la ronde {round}</translation>
        </message>
        <message>
            <source>{team} reinstated</source>
            <translation>{team} réintégrée</translation>
        </message>
    </context>
    <context>
        <name>AuditView</name>
        <message>
            <source>Filter the audit log…</source>
            <translation>Filtrer le journal…</translation>
        </message>
        <message>
            <source>Every change to the file, newest first. The log is append-only.</source>
            <translation>Chaque modification du fichier, la plus récente en premier. Le journal ne peut qu'être complété.</translation>
        </message>
    </context>
    <context>
        <name>BoardsModel</name>
        <message>
            <source>Bd</source>
            <translation>Éch.</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>Échiquier</translation>
        </message>
        <message>
            <source>No.</source>
            <translation>N°</translation>
        </message>
        <message>
            <source>White</source>
            <translation>Blancs</translation>
        </message>
        <message>
            <source>Pts</source>
            <translation>Pts</translation>
        </message>
        <message>
            <source>White's score before the round</source>
            <translation>Points des Blancs avant la ronde</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Résultat</translation>
        </message>
        <message>
            <source>1 white wins, 0 black wins, = or 5 draw, + / - forfeits, * double forfeit</source>
            <translation>1 gain des Blancs, 0 gain des Noirs, = ou 5 nulle, + / - forfaits, * double forfait</translation>
        </message>
        <message>
            <source>Black's score before the round</source>
            <translation>Points des Noirs avant la ronde</translation>
        </message>
        <message>
            <source>Black</source>
            <translation>Noirs</translation>
        </message>
    </context>
    <context>
        <name>ByeRequestDialog</name>
        <message>
            <source>Requested bye</source>
            <translation>Bye demandé</translation>
        </message>
        <message>
            <source>Half-point bye</source>
            <translation>Bye d'un demi-point</translation>
        </message>
        <message>
            <source>Zero-point bye (absent)</source>
            <translation>Bye à zéro point (absent)</translation>
        </message>
        <message>
            <source>Full-point bye</source>
            <translation>Bye d'un point</translation>
        </message>
        <message>
            <source>&amp;Round:</source>
            <translation>&amp;Ronde :</translation>
        </message>
        <message>
            <source>&amp;Kind:</source>
            <translation>&amp;Type :</translation>
        </message>
    </context>
    <context>
        <name>CheckInDialog</name>
        <message>
            <source>Pairing number or name, then Enter</source>
            <translation>Numéro d'appariement ou nom, puis Entrée</translation>
        </message>
        <message>
            <source>No</source>
            <translation>N°</translation>
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
            <source>Rtg</source>
            <translation>Elo</translation>
        </message>
        <message>
            <source>Present</source>
            <translation>Présent</translation>
        </message>
        <message>
            <source>Absent: &amp;zero-point bye</source>
            <translation>Absents : bye à &amp;zéro point</translation>
        </message>
        <message>
            <source>Every player not present is not paired in this round (zero points)</source>
            <translation>Tout joueur absent n'est pas apparié dans cette ronde (zéro point)</translation>
        </message>
        <message>
            <source>Absent: &amp;withdraw</source>
            <translation>Absents : &amp;retirer</translation>
        </message>
        <message>
            <source>Every player not present is withdrawn from this round on</source>
            <translation>Tout joueur absent est retiré à partir de cette ronde</translation>
        </message>
        <message>
            <source>Check-in for round {round}</source>
            <translation>Pointage de la ronde {round}</translation>
        </message>
        <message>
            <source>Check-in</source>
            <translation>Pointage</translation>
        </message>
        <message>
            <source>withdrawn</source>
            <translation>retiré</translation>
        </message>
        <message>
            <source>bye</source>
            <translation>bye</translation>
        </message>
        <message>
            <source>{present} of {players} present, {absent} absent</source>
            <translation>{present} présents sur {players}, {absent} absents</translation>
        </message>
        <message>
            <source>Storing…</source>
            <translation>Enregistrement…</translation>
        </message>
        <message>
            <source>No player found: type a pairing number or a name.</source>
            <translation>Aucun joueur trouvé : tapez un numéro d'appariement ou un nom.</translation>
        </message>
        <message numerus="yes">
            <source>%n players found: type more of the name.</source>
            <translation>
                <numerusform>%n joueur trouvé : tapez davantage du nom.</numerusform>
                <numerusform>%n joueurs trouvés : tapez davantage du nom.</numerusform>
            </translation>
        </message>
        <message>
            <source>{name}: the last tick is still being stored.</source>
            <translation>{name} : le dernier pointage est encore en cours d’enregistrement.</translation>
        </message>
        <message>
            <source>storing…</source>
            <translation>enregistrement…</translation>
        </message>
        <message>
            <source>{name} is present.</source>
            <translation>{name} est présent.</translation>
        </message>
        <message>
            <source>{name} is no longer present.</source>
            <translation>{name} n'est plus pointé présent.</translation>
        </message>
    </context>
    <context>
        <name>CrosstableModel</name>
        <message>
            <source>Match {match}: opponent's rank, each game's colour and result</source>
            <translation>Match {match} : rang de l'adversaire, couleur et résultat de chaque partie</translation>
        </message>
        <message>
            <source>Round {round}: opponent's rank, colour, result</source>
            <translation>Ronde {round} : rang de l'adversaire, couleur, résultat</translation>
        </message>
        <message>
            <source>Results against the player on line {line}</source>
            <translation>Résultats contre le joueur de la ligne {line}</translation>
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
            <source>Rating</source>
            <translation>Elo</translation>
        </message>
        <message>
            <source>Fed</source>
            <translation>Féd</translation>
        </message>
        <message>
            <source>Pts</source>
            <translation>Pts</translation>
        </message>
    </context>
    <context>
        <name>CrosstableView</name>
        <message>
            <source>Filter crosstable…</source>
            <translation>Filtrer la grille…</translation>
        </message>
        <message>
            <source>Each round: opponent's rank, colour (w/b), points scored; + / - forfeit, H half-point bye, F full-point bye, bye = pairing-allocated bye, - not played (zero-point bye, not yet entered, withdrawn); * after a name: withdrawn (the standings say from which round)</source>
            <translation>Chaque ronde : rang de l'adversaire, couleur (b/n), points marqués ; + / - forfait, H bye d'un demi-point, F bye d'un point, bye = exempt attribué par l'appariement, - non joué (bye à zéro point, pas encore inscrit, retiré) ; * après un nom : retiré (le classement dit à partir de quelle ronde)</translation>
        </message>
        <message>
            <source>Each match (Double-Swiss): opponent's rank, then each game's colour (w/b) and points scored, e.g. 12w1 b½; + / - forfeit, H half-point bye, F full-point bye, bye = pairing-allocated bye (of both games), - not played; * after a name: withdrawn</source>
            <translation>Chaque match (Double-Suisse) : rang de l'adversaire, puis couleur (b/n) et points marqués de chaque partie, par exemple 12b1 n½ ; + / - forfait, H bye d'un demi-point, F bye d'un point, bye = exempt attribué par l'appariement (des deux parties), - non joué ; * après un nom : retiré</translation>
        </message>
        <message>
            <source>Round robin: the row player's results against the player of each line (column numbers are lines), in round order; + / - forfeit; results in brackets do not count (withdrawal, V.4.1)</source>
            <translation>Toutes rondes : les résultats du joueur de la ligne contre le joueur de chaque ligne (les colonnes sont numérotées par ligne), dans l'ordre des rondes ; + / - forfait ; les résultats entre crochets ne comptent pas (retrait, V.4.1)</translation>
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
            <translation>Pointage</translation>
        </message>
        <message>
            <source>check in {name}</source>
            <translation>pointer {name}</translation>
        </message>
        <message>
            <source>take back the check-in of {name}</source>
            <translation>annuler le pointage de {name}</translation>
        </message>
        <message numerus="yes">
            <source>Give the %n player(s) not present a zero-point bye in round {round}?</source>
            <translation>
                <numerusform>Donner au %n joueur absent un bye à zéro point à la ronde {round} ?</numerusform>
                <numerusform>Donner aux %n joueurs absents un bye à zéro point à la ronde {round} ?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Withdraw the %n player(s) not present from round {round} on?</source>
            <translation>
                <numerusform>Retirer le %n joueur absent à partir de la ronde {round} ?</numerusform>
                <numerusform>Retirer les %n joueurs absents à partir de la ronde {round} ?</numerusform>
            </translation>
        </message>
        <message>
            <source>leave the absent out of round {round}</source>
            <translation>écarter les absents de la ronde {round}</translation>
        </message>
        <message>
            <source>Entry fees</source>
            <translation>Droits d'inscription</translation>
        </message>
        <message>
            <source>change the fee categories</source>
            <translation>modifier les catégories de droits</translation>
        </message>
        <message>
            <source>set the fee category of {name}</source>
            <translation>fixer la catégorie de droits de {name}</translation>
        </message>
        <message>
            <source>record the payment of {name}</source>
            <translation>enregistrer le paiement de {name}</translation>
        </message>
        <message>
            <source>{name} has paid nothing.</source>
            <translation>{name} n'a rien payé.</translation>
        </message>
        <message>
            <source>Take back receipt {receipt} of {name}?</source>
            <translation>Annuler le reçu {receipt} de {name} ?</translation>
        </message>
        <message>
            <source>take back receipt {receipt}</source>
            <translation>annuler le reçu {receipt}</translation>
        </message>
    </context>
    <context>
        <name>DocumentDialog</name>
        <message>
            <source>Round {round} is the round on screen.</source>
            <translation>La ronde {round} est celle affichée à l'écran.</translation>
        </message>
        <message>
            <source>After round {round}, as the standings on screen.</source>
            <translation>Après la ronde {round}, comme le classement affiché à l'écran.</translation>
        </message>
        <message>
            <source>No round is paired yet.</source>
            <translation>Aucune ronde n'est encore appariée.</translation>
        </message>
        <message>
            <source>Round {paired} is the last round paired.</source>
            <translation>La ronde {paired} est la dernière ronde appariée.</translation>
        </message>
        <message>
            <source>No round has every result yet: the document is taken before round 1.</source>
            <translation>Aucune ronde n'a encore tous ses résultats : le document est établi avant la ronde 1.</translation>
        </message>
        <message>
            <source>After round {complete}, the last round with every result (round {paired} is still being played).</source>
            <translation>Après la ronde {complete}, la dernière ronde dont tous les résultats sont connus (la ronde {paired} est encore en cours).</translation>
        </message>
        <message>
            <source>After round {complete}, the last round with every result.</source>
            <translation>Après la ronde {complete}, la dernière ronde dont tous les résultats sont connus.</translation>
        </message>
        <message>
            <source>Print</source>
            <translation>Imprimer</translation>
        </message>
        <message>
            <source>Every player</source>
            <translation>Tous les joueurs</translation>
        </message>
        <message>
            <source>Print it</source>
            <translation>L'imprimer</translation>
        </message>
        <message>
            <source>http://... (Publish &gt; Serve to phones)</source>
            <translation>http://... (Publier &gt; Servir aux téléphones)</translation>
        </message>
        <message>
            <source>&amp;Document:</source>
            <translation>&amp;Document :</translation>
        </message>
        <message>
            <source>&amp;Round:</source>
            <translation>&amp;Ronde :</translation>
        </message>
        <message>
            <source>Pla&amp;yer:</source>
            <translation>&amp;Joueur :</translation>
        </message>
        <message>
            <source>Live add&amp;ress and QR code:</source>
            <translation>Adresse en &amp;direct et code QR :</translation>
        </message>
        <message>
            <source>P&amp;aper:</source>
            <translation>&amp;Papier :</translation>
        </message>
        <message>
            <source>National &amp;ID and rating (player lists)</source>
            <translation>&amp;Identifiant et classement nationaux (listes de joueurs)</translation>
        </message>
        <message>
            <source>The language of the document (the window keeps its own)</source>
            <translation>La langue du document (la fenêtre garde la sienne)</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>&amp;Langue :</translation>
        </message>
        <message>
            <source>The check-in sheet is for the next round to pair.</source>
            <translation>La feuille de pointage est pour la prochaine ronde à apparier.</translation>
        </message>
        <message>
            <source>Every &amp;section in one document (each its latest round)</source>
            <translation>Chaque &amp;section dans un seul document (chacune à sa dernière ronde)</translation>
        </message>
    </context>
    <context>
        <name>Documents</name>
        <message>
            <source>Pairings by board</source>
            <translation>Appariements par échiquier</translation>
        </message>
        <message>
            <source>Pairings by name</source>
            <translation>Appariements par nom</translation>
        </message>
        <message>
            <source>Results of the round</source>
            <translation>Résultats de la ronde</translation>
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
            <source>Schedule of every round (round robin)</source>
            <translation>Calendrier de toutes les rondes (toutes rondes)</translation>
        </message>
        <message>
            <source>Wall chart</source>
            <translation>Tableau mural</translation>
        </message>
        <message>
            <source>Result slips</source>
            <translation>Feuilles de résultat</translation>
        </message>
        <message>
            <source>Player list by starting rank</source>
            <translation>Liste des joueurs par rang initial</translation>
        </message>
        <message>
            <source>Player list by name</source>
            <translation>Liste des joueurs par nom</translation>
        </message>
        <message>
            <source>Cover page</source>
            <translation>Page de garde</translation>
        </message>
        <message>
            <source>Rating report</source>
            <translation>Rapport de classement</translation>
        </message>
        <message>
            <source>Title norms</source>
            <translation>Normes de titre</translation>
        </message>
        <message>
            <source>Prize list</source>
            <translation>Palmarès</translation>
        </message>
        <message>
            <source>Team pairings</source>
            <translation>Appariements des équipes</translation>
        </message>
        <message>
            <source>Match sheets</source>
            <translation>Feuilles de match</translation>
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
            <source>the team documents are printed from a tournament file (.arbiter), not a TRF</source>
            <translation>les documents d'équipes s'impriment depuis un fichier de tournoi (.arbiter), pas depuis un TRF</translation>
        </message>
        <message>
            <source>no round has been paired yet: nothing to print</source>
            <translation>aucune ronde n'est encore appariée : rien à imprimer</translation>
        </message>
        <message>
            <source>round {round_number} does not exist (rounds start at 1)</source>
            <translation>la ronde {round_number} n'existe pas (les rondes commencent à 1)</translation>
        </message>
        <message>
            <source>round {round_number} has not been paired yet (the last paired round is {last})</source>
            <translation>la ronde {round_number} n'est pas encore appariée (la dernière ronde appariée est la {last})</translation>
        </message>
        <message>
            <source>{kind}, round {round_number}</source>
            <translation>{kind}, ronde {round_number}</translation>
        </message>
        <message>
            <source>round {round_number}: player {number} ({name}) is paired with {opponent}, who is not registered</source>
            <translation>ronde {round_number} : le joueur {number} ({name}) est apparié avec {opponent}, qui n'est pas inscrit</translation>
        </message>
        <message>
            <source>round {round_number}: player {number} ({name}) is paired with {number2} ({name2}), whose entry says {entry}</source>
            <translation>ronde {round_number} : le joueur {number} ({name}) est apparié avec {number2} ({name2}), dont la fiche indique {entry}</translation>
        </message>
        <message>
            <source>no opponent</source>
            <translation>pas d'adversaire</translation>
        </message>
        <message>
            <source>no round has all its results yet: nothing to report</source>
            <translation>aucune ronde n'a encore tous ses résultats : rien à rapporter</translation>
        </message>
        <message>
            <source>Rd</source>
            <translation>R</translation>
        </message>
        <message>
            <source>Opponent</source>
            <translation>Adversaire</translation>
        </message>
        <message>
            <source>Rtg</source>
            <translation>Elo</translation>
        </message>
        <message>
            <source>D used</source>
            <translation>D retenue</translation>
        </message>
        <message>
            <source>PD</source>
            <translation>PD</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Score</translation>
        </message>
        <message>
            <source>{number}. {name} ({rating}): {k_rule}</source>
            <translation>{number}. {name} ({rating}) : {k_rule}</translation>
        </message>
        <message>
            <source>Score {score} of {games}, expected {expected}: ΣΔR {sum} × K {k} = {change}, rounded {rounded:+d} (B.02 8.3.4).</source>
            <translation>Score {score} sur {games}, attendu {expected} : ΣΔR {sum} × K {k} = {change}, arrondi {rounded:+d} (B.02 8.3.4).</translation>
        </message>
        <message>
            <source>{number}. {name} (unrated): first rating, B.02 8.2</source>
            <translation>{number}. {name} (sans classement) : premier classement, B.02 8.2</translation>
        </message>
        <message>
            <source>No</source>
            <translation>N°</translation>
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
            <source>Present</source>
            <translation>Présent</translation>
        </message>
        <message>
            <source>Signature</source>
            <translation>Signature</translation>
        </message>
        <message>
            <source>withdrawn</source>
            <translation>retiré</translation>
        </message>
        <message>
            <source>bye</source>
            <translation>bye</translation>
        </message>
        <message>
            <source>{present} of {players} players checked in. C.04.2 art. 4.1: a player who has not confirmed his presence before the pairing is not paired unless the chief arbiter decides otherwise.</source>
            <translation>{present} joueurs pointés sur {players}. C.04.2 art. 4.1 : un joueur qui n'a pas confirmé sa présence avant l'appariement n'est pas apparié, sauf décision contraire de l'arbitre principal.</translation>
        </message>
        <message>
            <source>Check-in for round {round}</source>
            <translation>Pointage de la ronde {round}</translation>
        </message>
        <message>
            <source>round {round} has no board: nothing to print</source>
            <translation>la ronde {round} n'a aucun échiquier : rien à imprimer</translation>
        </message>
        <message>
            <source>Table cards, round {round}</source>
            <translation>Numéros de table, ronde {round}</translation>
        </message>
        <message>
            <source>Board {board}, round {round}</source>
            <translation>Échiquier {board}, ronde {round}</translation>
        </message>
        <message>
            <source>Name cards, round {round}</source>
            <translation>Chevalets nominatifs, ronde {round}</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>Catégorie</translation>
        </message>
        <message>
            <source>Due</source>
            <translation>Dû</translation>
        </message>
        <message>
            <source>Paid</source>
            <translation>Payé</translation>
        </message>
        <message>
            <source>Outstanding</source>
            <translation>Reste dû</translation>
        </message>
        <message>
            <source>Received</source>
            <translation>Reçu</translation>
        </message>
        <message>
            <source>no category</source>
            <translation>sans catégorie</translation>
        </message>
        <message>
            <source>All</source>
            <translation>Tous</translation>
        </message>
        <message>
            <source>Totals ({currency})</source>
            <translation>Totaux ({currency})</translation>
        </message>
        <message>
            <source>Entry fees</source>
            <translation>Droits d'inscription</translation>
        </message>
        <message>
            <source>no payment is recorded: nothing to print</source>
            <translation>aucun paiement n'est enregistré : rien à imprimer</translation>
        </message>
        <message>
            <source>Receipt no. {receipt}</source>
            <translation>Reçu n° {receipt}</translation>
        </message>
        <message>
            <source>Received from {name} (no. {number}) on {date}</source>
            <translation>Reçu de {name} (n° {number}) le {date}</translation>
        </message>
        <message>
            <source>Entry fee</source>
            <translation>Droit d'inscription</translation>
        </message>
        <message>
            <source>Received by: ______________________________</source>
            <translation>Reçu par : ______________________________</translation>
        </message>
        <message>
            <source>Receipts</source>
            <translation>Reçus</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Parties</translation>
        </message>
        <message>
            <source>Exp.</source>
            <translation>Att.</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>Variation</translation>
        </message>
        <message>
            <source>first {value}</source>
            <translation>premier {value}</translation>
        </message>
        <message>
            <source>{kind} rating, B.02 (1 March 2024; 8.3.1 as amended 1 October 2025): games against rated opponents played over the board; a difference above 400 counts as 400 for players below 2650; change = K × Σ(score − PD). The change shown is this event's; FIDE rounds the rating period (8.3.4).</source>
            <translation>Classement {kind}, B.02 (1er mars 2024 ; 8.3.1 modifié le 1er octobre 2025) : parties contre des adversaires classés jouées sur l'échiquier ; un écart de plus de 400 compte pour 400 pour les joueurs sous 2650 ; variation = K × Σ(score − PD). La variation indiquée est celle de ce tournoi ; la FIDE arrondit sur la période de classement (8.3.4).</translation>
        </message>
        <message>
            <source>Rating report after round {r}</source>
            <translation>Rapport de classement après la ronde {r}</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Tournoi</translation>
        </message>
        <message>
            <source>Place, federation</source>
            <translation>Lieu, fédération</translation>
        </message>
        <message>
            <source>Dates</source>
            <translation>Dates</translation>
        </message>
        <message>
            <source>Organiser</source>
            <translation>Organisateur</translation>
        </message>
        <message>
            <source>Chief arbiter</source>
            <translation>Arbitre principal</translation>
        </message>
        <message>
            <source>Rounds, system</source>
            <translation>Rondes, système</translation>
        </message>
        <message>
            <source>{rounds}, Swiss (FIDE Dutch)</source>
            <translation>{rounds}, système suisse (hollandais FIDE)</translation>
        </message>
        <message>
            <source>{rounds}, Swiss ({system} System)</source>
            <translation>{rounds}, suisse (système {system})</translation>
        </message>
        <message>
            <source>Time control</source>
            <translation>Cadence</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Joueur</translation>
        </message>
        <message>
            <source>{name}, {federation}, FIDE ID {fide_id}, born {born}</source>
            <translation>{name}, {federation}, ID FIDE {fide_id}, né(e) le {born}</translation>
        </message>
        <message>
            <source>Norm</source>
            <translation>Norme</translation>
        </message>
        <message>
            <source>{value} norm (B.01)</source>
            <translation>Norme de {value} (B.01)</translation>
        </message>
        <message>
            <source>Games, score</source>
            <translation>Parties, score</translation>
        </message>
        <message>
            <source>Average rating of opponents (Ra)</source>
            <translation>Moyenne Elo des adversaires (Ra)</translation>
        </message>
        <message>
            <source>Performance (Rp)</source>
            <translation>Performance (Rp)</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>Titre</translation>
        </message>
        <message>
            <source>FIDE ID</source>
            <translation>ID FIDE</translation>
        </message>
        <message>
            <source>Used</source>
            <translation>Retenu</translation>
        </message>
        <message>
            <source>Res.</source>
            <translation>Rés.</translation>
        </message>
        <message>
            <source>unrated</source>
            <translation>sans classement</translation>
        </message>
        <message>
            <source>Title norm report: {value} norm of {name}</source>
            <translation>Rapport de norme : norme de {value} de {name}</translation>
        </message>
        <message>
            <source>Requirements (B.01, 2024): {checks}.</source>
            <translation>Conditions (B.01, 2024) : {checks}.</translation>
        </message>
        <message>
            <source>Chief arbiter: ______________________________      Host federation: ______________________________</source>
            <translation>Arbitre principal : ______________________________      Fédération organisatrice : ______________________________</translation>
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
            <translation>Requis</translation>
        </message>
        <message>
            <source>Missing</source>
            <translation>Manquant</translation>
        </message>
        <message>
            <source>achieved</source>
            <translation>réalisée</translation>
        </message>
        <message>
            <source>Title norms, FIDE B.01 (2024), after round {r}: {achieved} achieved. For each player the highest norm achieved, or the closest: Needs is the score over these games that makes the performance (and 35 %); Missing lists the requirements not met, with what the player has.</source>
            <translation>Normes de titre, FIDE B.01 (2024), après la ronde {r} : {achieved} réalisée(s). Pour chaque joueur, la norme la plus haute réalisée, ou la plus proche : « Requis » est le score sur ces parties qui donne la performance (et 35 %) ; « Manquant » liste les conditions non remplies, avec ce que le joueur a.</translation>
        </message>
        <message>
            <source>Title norms after round {r}</source>
            <translation>Normes de titre après la ronde {r}</translation>
        </message>
        <message>
            <source>no prize category is defined (the categories are kept in the tournament file)</source>
            <translation>aucune catégorie de prix n'est définie (les catégories sont conservées dans le fichier de tournoi)</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>Lieu</translation>
        </message>
        <message>
            <source>Pts</source>
            <translation>Pts</translation>
        </message>
        <message>
            <source>Prize</source>
            <translation>Prix</translation>
        </message>
        <message>
            <source>Ties: {label}. One prize per player, the most valuable.</source>
            <translation>Ex aequo : {label}. Un seul prix par joueur, le plus élevé.</translation>
        </message>
        <message>
            <source>No prize given: nobody left in this category.</source>
            <translation>Aucun prix attribué : plus personne dans cette catégorie.</translation>
        </message>
        <message>
            <source>Total given: {total}</source>
            <translation>Total attribué : {total}</translation>
        </message>
        <message>
            <source>(shared by {players})</source>
            <translation>(partagé entre {players})</translation>
        </message>
        <message>
            <source>final, all {planned} rounds played</source>
            <translation>final, les {planned} rondes jouées</translation>
        </message>
        <message>
            <source>after round {done} of {planned}</source>
            <translation>après la ronde {done} sur {planned}</translation>
        </message>
        <message>
            <source>{planned} rounds, none finished yet</source>
            <translation>{planned} rondes, aucune terminée</translation>
        </message>
        <message>
            <source>FIDE {kind} rating</source>
            <translation>Classement FIDE {kind}</translation>
        </message>
        <message>
            <source>not FIDE-rated</source>
            <translation>non comptabilisé FIDE</translation>
        </message>
        <message>
            <source>Deputy arbiter</source>
            <translation>Arbitre adjoint</translation>
        </message>
        <message>
            <source>System</source>
            <translation>Système</translation>
        </message>
        <message>
            <source>Swiss, FIDE (Dutch) System ({rules}), {planned} rounds</source>
            <translation>Système suisse FIDE (hollandais) ({rules}), {planned} rondes</translation>
        </message>
        <message>
            <source>Swiss, {system} System ({code}), {planned} rounds</source>
            <translation>Système suisse, système {system} ({code}), {planned} rondes</translation>
        </message>
        <message>
            <source>(TRF 222: {code})</source>
            <translation>(TRF 222 : {code})</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Elo</translation>
        </message>
        <message>
            <source>Tie-breaks</source>
            <translation>Départages</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Joueurs</translation>
        </message>
        <message>
            <source>{players}, {rated} rated, {feds} federation(s)</source>
            <translation>{players}, {rated} classés, {feds} fédération(s)</translation>
        </message>
        <message>
            <source>; titled: {titles}</source>
            <translation> ; titrés : {titles}</translation>
        </message>
        <message>
            <source>Tournament</source>
            <translation>Tournoi</translation>
        </message>
        <message>
            <source>Winners</source>
            <translation>Vainqueurs</translation>
        </message>
        <message>
            <source>Leaders after round {done}</source>
            <translation>En tête après la ronde {done}</translation>
        </message>
        <message>
            <source>Tournament report</source>
            <translation>Rapport du tournoi</translation>
        </message>
        <message>
            <source>unknown page size {name!r}: use one of A4, A3, letter</source>
            <translation>format de papier inconnu {name!r} : utilisez A4, A3 ou letter</translation>
        </message>
        <message>
            <source>page {number} of {total}</source>
            <translation>page {number} sur {total}</translation>
        </message>
        <message>
            <source>Bd</source>
            <translation>Éch.</translation>
        </message>
        <message>
            <source>White</source>
            <translation>Blancs</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Résultat</translation>
        </message>
        <message>
            <source>Black</source>
            <translation>Noirs</translation>
        </message>
        <message>
            <source>Player without opponent</source>
            <translation>Joueur sans adversaire</translation>
        </message>
        <message>
            <source>Bye</source>
            <translation>Bye</translation>
        </message>
        <message>
            <source>round {round} has no boards and no byes</source>
            <translation>la ronde {round} n'a ni échiquier ni exempt</translation>
        </message>
        <message>
            <source>Pts = points before the round.</source>
            <translation>Pts = points avant la ronde.</translation>
        </message>
        <message>
            <source>Pts = points after the round.</source>
            <translation>Pts = points après la ronde.</translation>
        </message>
        <message numerus="yes">
            <source>%n game(s) still in progress (result blank).</source>
            <translation>
                <numerusform>%n partie encore en cours (résultat vide).</numerusform>
                <numerusform>%n parties encore en cours (résultat vide).</numerusform>
            </translation>
        </message>
        <message>
            <source>Pairings</source>
            <translation>Appariements</translation>
        </message>
        <message>
            <source>Results</source>
            <translation>Résultats</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>Échiquier</translation>
        </message>
        <message>
            <source>Colour</source>
            <translation>Couleur</translation>
        </message>
        <message>
            <source>no opponent: {bye}</source>
            <translation>pas d'adversaire : {bye}</translation>
        </message>
        <message>
            <source>round {r} has no boards and no byes</source>
            <translation>la ronde {r} n'a ni échiquier ni exempt</translation>
        </message>
        <message>
            <source>Rk</source>
            <translation>Rg</translation>
        </message>
        <message>
            <source>A {system}: the row player's results against the column player, first cycle first (1, ½, 0; + / - forfeit won / lost). Columns are numbered by the rows.</source>
            <translation>{system} : les résultats du joueur de la ligne contre le joueur de la colonne, premier cycle d'abord (1, ½, 0 ; + / - gain / perte par forfait). Les colonnes sont numérotées comme les lignes.</translation>
        </message>
        <message>
            <source>A {system}: the row player's results against the column player (1, ½, 0; + / - forfeit won / lost). Columns are numbered by the rows.</source>
            <translation>{system} : les résultats du joueur de la ligne contre le joueur de la colonne (1, ½, 0 ; + / - gain / perte par forfait). Les colonnes sont numérotées comme les lignes.</translation>
        </message>
        <message>
            <source>Results in brackets do not count in the standings (FIDE Tournament Rules V.4.1).</source>
            <translation>Les résultats entre crochets ne comptent pas au classement (Règles des tournois FIDE V.4.1).</translation>
        </message>
        <message>
            <source>no schedule to print: {exc}</source>
            <translation>pas de calendrier à imprimer : {exc}</translation>
        </message>
        <message>
            <source>Round {round} (cycle {cycle})</source>
            <translation>Ronde {round} (cycle {cycle})</translation>
        </message>
        <message>
            <source>Round {round}</source>
            <translation>Ronde {round}</translation>
        </message>
        <message>
            <source>No game: {number} {name}.</source>
            <translation>Pas de partie : {number} {name}.</translation>
        </message>
        <message>
            <source>Schedule of every round</source>
            <translation>Calendrier de toutes les rondes</translation>
        </message>
        <message>
            <source>Result: {res}</source>
            <translation>Résultat : {res}</translation>
        </message>
        <message>
            <source>Round {round_number}</source>
            <translation>Ronde {round_number}</translation>
        </message>
        <message>
            <source>Board {number}</source>
            <translation>Échiquier {number}</translation>
        </message>
        <message>
            <source>No {number}</source>
            <translation>N° {number}</translation>
        </message>
        <message>
            <source>Signatures</source>
            <translation>Signatures</translation>
        </message>
        <message>
            <source>White: ______________________</source>
            <translation>Blancs : ______________________</translation>
        </message>
        <message>
            <source>Black: ______________________</source>
            <translation>Noirs : ______________________</translation>
        </message>
        <message>
            <source>round {r} has no boards: no result slip to print</source>
            <translation>la ronde {r} n'a pas d'échiquier : aucune feuille de résultat à imprimer</translation>
        </message>
        <message>
            <source>no round has all its results yet: no standings to print</source>
            <translation>aucune ronde n'a encore tous ses résultats : pas de classement à imprimer</translation>
        </message>
        <message>
            <source>Cat</source>
            <translation>Cat</translation>
        </message>
        <message>
            <source>Cat: the prize categories of each player.</source>
            <translation>Cat : les catégories de prix de chaque joueur.</translation>
        </message>
        <message>
            <source>Crosstable after round {round}</source>
            <translation>Grille américaine après la ronde {round}</translation>
        </message>
        <message>
            <source>round {round}</source>
            <translation>ronde {round}</translation>
        </message>
        <message>
            <source>rounds {first}-{last}</source>
            <translation>rondes {first}-{last}</translation>
        </message>
        <message>
            <source>Crosstable: {pending} results pending</source>
            <translation>Grille américaine : résultats attendus : {pending}</translation>
        </message>
        <message>
            <source>Crosstable after round {round}; {pending} results pending</source>
            <translation>Grille américaine après la ronde {round} ; résultats attendus : {pending}</translation>
        </message>
        <message>
            <source>Match cells: opponent's rank, then each game's colour (w/b) and result (1, ½, 0); 12w1 b½: game 1 won with White, game 2 drawn with Black; a bye: the match's points.</source>
            <translation>Cases des matchs : rang de l'adversaire, puis couleur (b/n) et résultat (1, ½, 0) de chaque partie ; 12b1 n½ : partie 1 gagnée avec les Blancs, partie 2 nulle avec les Noirs ; un bye : les points du match.</translation>
        </message>
        <message>
            <source>Round cells: opponent's rank, colour (w/b), result (1, ½, 0).</source>
            <translation>Cases des rondes : rang de l'adversaire, couleur (b/n), résultat (1, ½, 0).</translation>
        </message>
        <message>
            <source>Interim chart: places, points and tie-breaks after round {complete}; {pending}: results entered so far, a cell without result (e.g. 3w) is still pending.</source>
            <translation>Grille provisoire : places, points et départages après la ronde {complete} ; {pending} : résultats saisis jusqu'ici, une case sans résultat (p. ex. 3b) est encore en attente.</translation>
        </message>
        <message>
            <source>Interim chart in starting order: no round has all its results yet; {pending}: results entered so far, a cell without result (e.g. 3w) is still pending.</source>
            <translation>Grille provisoire dans l'ordre initial : aucune ronde n'a encore tous ses résultats ; {pending} : résultats saisis jusqu'ici, une case sans résultat (p. ex. 3b) est encore en attente.</translation>
        </message>
        <message>
            <source>Born</source>
            <translation>Naissance</translation>
        </message>
        <message>
            <source>Sex</source>
            <translation>Sexe</translation>
        </message>
        <message>
            <source>Club</source>
            <translation>Club</translation>
        </message>
        <message>
            <source>Nat. ID</source>
            <translation>ID nat.</translation>
        </message>
        <message>
            <source>Nat.</source>
            <translation>Nat.</translation>
        </message>
        <message>
            <source>no player is registered: nothing to print</source>
            <translation>aucun joueur inscrit : rien à imprimer</translation>
        </message>
        <message>
            <source>Players by name</source>
            <translation>Joueurs par nom</translation>
        </message>
        <message>
            <source>Players by starting rank</source>
            <translation>Joueurs par rang initial</translation>
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
            <source>Team without opponent</source>
            <translation>Équipe sans adversaire</translation>
        </message>
        <message>
            <source>Col</source>
            <translation>Coul.</translation>
        </message>
        <message>
            <source>this document is for a team event</source>
            <translation>ce document est pour un tournoi par équipes</translation>
        </message>
        <message>
            <source>pairing-allocated bye</source>
            <translation>exempt attribué par l'appariement</translation>
        </message>
        <message>
            <source>not paired</source>
            <translation>non apparié</translation>
        </message>
        <message>
            <source>MP: match points before the round. The team named first has White on board 1; the colours of its boards: {sequence}. Result: the game points of the match.</source>
            <translation>PM : points de match avant la ronde. L'équipe nommée en premier a les Blancs au premier échiquier ; les couleurs de ses échiquiers : {sequence}. Résultat : les points de partie du match.</translation>
        </message>
        <message>
            <source>round {round} has no match to play</source>
            <translation>la ronde {round} n'a aucun match à jouer</translation>
        </message>
        <message>
            <source>Match {match}: {white} (No {white_no}) – {black} (No {black_no})</source>
            <translation>Match {match} : {white} (n° {white_no}) – {black} (n° {black_no})</translation>
        </message>
        <message>
            <source>Match result (game points): {score}</source>
            <translation>Résultat du match (points de partie) : {score}</translation>
        </message>
        <message>
            <source>Captain of the first team</source>
            <translation>Capitaine de la première équipe</translation>
        </message>
        <message>
            <source>Captain of the second team</source>
            <translation>Capitaine de la seconde équipe</translation>
        </message>
        <message>
            <source>half-point bye</source>
            <translation>bye d'un demi-point</translation>
        </message>
        <message>
            <source>full-point bye</source>
            <translation>bye d'un point</translation>
        </message>
        <message>
            <source>zero-point bye (absent)</source>
            <translation>bye à zéro point (absent)</translation>
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
            <translation>– = non joué : le joueur n'était pas encore inscrit (inscription tardive) ou s'était retiré.</translation>
        </message>
        <message>
            <source>free = no game this round (the Berger table's dummy, C.05 Annex 1); + / - = forfeit won / lost.</source>
            <translation>libre = pas de partie à cette ronde (le joueur fictif de la table de Berger, C.05 annexe 1) ; + / - = gain / perte par forfait.</translation>
        </message>
        <message>
            <source>{code} = {name} ({points})</source>
            <translation>{code} = {name} ({points})</translation>
        </message>
        <message>
            <source>{byes}; + / - = forfeit won / lost.</source>
            <translation>{byes} ; + / - = gain / perte par forfait.</translation>
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
            <source>Ranking: C.07 {edition}; tie-breaks {tiebreaks}.</source>
            <translation>Classement : C.07 {edition} ; départages {tiebreaks}.</translation>
        </message>
        <message>
            <source>none</source>
            <translation>aucun</translation>
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
            <source>Final crosstable</source>
            <translation>Grille américaine finale</translation>
        </message>
        <message>
            <source>Final prize list</source>
            <translation>Palmarès final</translation>
        </message>
        <message>
            <source>Prize list after round {round}</source>
            <translation>Palmarès après la ronde {round}</translation>
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
            <source>Final board results</source>
            <translation>Résultats finaux par échiquier</translation>
        </message>
        <message>
            <source>Board results after round {round}</source>
            <translation>Résultats par échiquier après la ronde {round}</translation>
        </message>
        <message>
            <source>Rd {round}</source>
            <translation>R{round}</translation>
        </message>
        <message>
            <source>Players {first}-{last} · rounds {first_round}-{last_round} (sheet {sheet} of {sheets}, row {row} of {rows})</source>
            <translation>Joueurs {first}-{last} · rondes {first_round}-{last_round} (feuille {sheet} sur {sheets}, ligne {row} sur {rows})</translation>
        </message>
        <message>
            <source>Players {first}-{last} · rounds {first_round}-{last_round} (row {row} of {rows})</source>
            <translation>Joueurs {first}-{last} · rondes {first_round}-{last_round} (ligne {row} sur {rows})</translation>
        </message>
        <message>
            <source>Rd: opponent's pairing number, colour (w/b), result (1, ½, 0); Σ: points after the round.</source>
            <translation>R : numéro d'appariement de l'adversaire, couleur (b/n), résultat (1, ½, 0) ; Σ : points après la ronde.</translation>
        </message>
        <message>
            <source>Wall chart after round {round}</source>
            <translation>Tableau mural après la ronde {round}</translation>
        </message>
        <message>
            <source>Rated</source>
            <translation>Classés</translation>
        </message>
        <message>
            <source>male</source>
            <translation>masculin</translation>
        </message>
        <message>
            <source>female</source>
            <translation>féminin</translation>
        </message>
        <message>
            <source>{who}, FIDE ID {fide_id}</source>
            <translation>{who}, ID FIDE {fide_id}</translation>
        </message>
        <message>
            <source>Number</source>
            <translation>Nombre</translation>
        </message>
        <message>
            <source>Federations</source>
            <translation>Fédérations</translation>
        </message>
        <message>
            <source>Host federation</source>
            <translation>Fédération hôte</translation>
        </message>
        <message>
            <source>Other federations</source>
            <translation>Autres fédérations</translation>
        </message>
        <message>
            <source>Unrated</source>
            <translation>Non classés</translation>
        </message>
        <message>
            <source>1 round a day</source>
            <translation>1 ronde par jour</translation>
        </message>
        <message numerus="yes">
            <source>%n round(s) on {day}</source>
            <translation>
                <numerusform>%n ronde le {day}</numerusform>
                <numerusform>%n rondes le {day}</numerusform>
            </translation>
        </message>
        <message>
            <source>1st deputy chief arbiter</source>
            <translation>1er arbitre principal adjoint</translation>
        </message>
        <message>
            <source>2nd deputy chief arbiter</source>
            <translation>2e arbitre principal adjoint</translation>
        </message>
        <message>
            <source>Arbiter</source>
            <translation>Arbitre</translation>
        </message>
        <message>
            <source>FIDE tournament ID</source>
            <translation>ID FIDE du tournoi</translation>
        </message>
        <message>
            <source>System, rounds</source>
            <translation>Système, rondes</translation>
        </message>
        <message>
            <source>{system}, {rounds} rounds</source>
            <translation>{system}, {rounds} rondes</translation>
        </message>
        <message>
            <source>Swiss (FIDE Dutch)</source>
            <translation>Suisse (hollandais FIDE)</translation>
        </message>
        <message>
            <source>Rate of play</source>
            <translation>Cadence</translation>
        </message>
        <message>
            <source>Schedule (rounds a day)</source>
            <translation>Calendrier (rondes par jour)</translation>
        </message>
        <message>
            <source>Pairing</source>
            <translation>Appariement</translation>
        </message>
        <message>
            <source>computerised, program used: {program}</source>
            <translation>informatisé, programme utilisé : {program}</translation>
        </message>
        <message>
            <source>Players, federations</source>
            <translation>Joueurs, fédérations</translation>
        </message>
        <message>
            <source>{players} players from {feds} federations</source>
            <translation>{players} joueurs de {feds} fédérations</translation>
        </message>
        <message>
            <source>Organiser's address, phone, e-mail</source>
            <translation>Adresse, téléphone, courriel de l'organisateur</translation>
        </message>
        <message>
            <source>Special remarks (exceptions in the pairing...)</source>
            <translation>Remarques particulières (exceptions dans l'appariement...)</translation>
        </message>
        <message>
            <source>Chief arbiter's address, phone, e-mail</source>
            <translation>Adresse, téléphone, courriel de l'arbitre principal</translation>
        </message>
        <message>
            <source>Tournament report (FIDE form IT3)</source>
            <translation>Rapport de tournoi (formulaire FIDE IT3)</translation>
        </message>
        <message>
            <source>Participants</source>
            <translation>Participants</translation>
        </message>
        <message>
            <source>Participants by federation</source>
            <translation>Participants par fédération</translation>
        </message>
        <message>
            <source>Officials</source>
            <translation>Officiels</translation>
        </message>
        <message>
            <source>Dates of the rounds</source>
            <translation>Dates des rondes</translation>
        </message>
        <message>
            <source>The organiser gives this report to each arbiter who achieved an arbiter norm in the event, to the arbiter's federation, to the organising federation and to FIDE.</source>
            <translation>L'organisateur remet ce rapport à chaque arbitre qui a réalisé une norme d'arbitre dans le tournoi, à la fédération de cet arbitre, à la fédération organisatrice et à la FIDE.</translation>
        </message>
        <message>
            <source>Tournament report (IT3)</source>
            <translation>Rapport de tournoi (IT3)</translation>
        </message>
        <message>
            <source>No title norm was achieved (B.01), after round {r}.</source>
            <translation>Aucune norme de titre n'a été réalisée (B.01), après la ronde {r}.</translation>
        </message>
        <message>
            <source>Title norms achieved (B.01): certificates IT1</source>
            <translation>Normes de titre réalisées (B.01) : certificats IT1</translation>
        </message>
        <message>
            <source>The chief arbiter declares that the tournament was played under the FIDE Laws of Chess and the FIDE regulations that apply to it, and that this report and its TRF file are correct.</source>
            <translation>L'arbitre principal déclare que le tournoi s'est joué selon les Règles du jeu d'échecs de la FIDE et les règlements FIDE qui s'y appliquent, et que ce rapport et son fichier TRF sont exacts.</translation>
        </message>
        <message>
            <source>Place, date: ____________________      Chief arbiter: ______________________________</source>
            <translation>Lieu, date : ____________________      Arbitre principal : ______________________________</translation>
        </message>
        <message>
            <source>Opponents</source>
            <translation>Adversaires</translation>
        </message>
        <message>
            <source>{rated} rated, from {feds} federations</source>
            <translation>{rated} classés, de {feds} fédérations</translation>
        </message>
        <message>
            <source>Opponents' federations</source>
            <translation>Fédérations des adversaires</translation>
        </message>
        <message>
            <source>{foreign} not the player's federation, {host} the host federation</source>
            <translation>{foreign} d'une autre fédération que celle du joueur, {host} de la fédération hôte</translation>
        </message>
        <message>
            <source>Titled opponents</source>
            <translation>Adversaires titrés</translation>
        </message>
        <message>
            <source>Exemption (B.01 1.4.3)</source>
            <translation>Exemption (B.01 1.4.3)</translation>
        </message>
        <message>
            <source>{feds} federations; not from the host: {rated} rated, {titled} GM/IM/WGM/WIM</source>
            <translation>{feds} fédérations ; hors fédération hôte : {rated} classés, {titled} GM/IM/WGM/WIM</translation>
        </message>
        <message>
            <source>Score required</source>
            <translation>Score requis</translation>
        </message>
        <message>
            <source>{needed}, exceeded by {more}</source>
            <translation>{needed}, dépassé de {more}</translation>
        </message>
        <message>
            <source>there is no player with pairing number {number}</source>
            <translation>aucun joueur n'a le numéro d'appariement {number}</translation>
        </message>
        <message>
            <source>no norm can be measured</source>
            <translation>aucune norme ne peut être mesurée</translation>
        </message>
        <message>
            <source>#{number} achieved no title norm after round {r}: {why}</source>
            <translation>le n° {number} n'a réalisé aucune norme de titre après la ronde {r} : {why}</translation>
        </message>
        <message>
            <source>Certificate of title result (FIDE form IT1, B.01): one copy to the player's federation, one to FIDE, one to the organising federation.</source>
            <translation>Certificat de résultat de titre (formulaire FIDE IT1, B.01) : un exemplaire pour la fédération du joueur, un pour la FIDE, un pour la fédération organisatrice.</translation>
        </message>
        <message>
            <source>Sex, place of birth</source>
            <translation>Sexe, lieu de naissance</translation>
        </message>
        <message>
            <source>{sex}, born in {place}</source>
            <translation>{sex}, né(e) à {place}</translation>
        </message>
        <message>
            <source>Special remarks</source>
            <translation>Remarques particulières</translation>
        </message>
        <message>
            <source>Federation confirming the result</source>
            <translation>Fédération qui confirme le résultat</translation>
        </message>
        <message>
            <source>{federation}, official: {name}</source>
            <translation>{federation}, responsable : {name}</translation>
        </message>
        <message>
            <source>Certificate of title result (IT1)</source>
            <translation>Certificat de résultat de titre (IT1)</translation>
        </message>
        <message>
            <source>{kind}, match {match}, game {game} (round {round_number})</source>
            <translation>{kind}, match {match}, partie {game} (ronde {round_number})</translation>
        </message>
        <message>
            <source>Match</source>
            <translation>Match</translation>
        </message>
        <message>
            <source>Pairings and results on your phone (the venue's Wi-Fi): {address}</source>
            <translation>Appariements et résultats sur votre téléphone (le Wi-Fi de la salle) : {address}</translation>
        </message>
        <message>
            <source>Check-in sheet (entry list by name)</source>
            <translation>Feuille de pointage (liste des inscrits par nom)</translation>
        </message>
        <message>
            <source>Table cards</source>
            <translation>Numéros de table</translation>
        </message>
        <message>
            <source>Name cards</source>
            <translation>Chevalets nominatifs</translation>
        </message>
        <message>
            <source>Receipts of the entry fees</source>
            <translation>Reçus des droits d'inscription</translation>
        </message>
        <message>
            <source>Entry fees and totals</source>
            <translation>Droits d'inscription et totaux</translation>
        </message>
        <message>
            <source>FIDE tournament report (IT3)</source>
            <translation>Rapport de tournoi FIDE (IT3)</translation>
        </message>
        <message>
            <source>FIDE certificate of title result (IT1)</source>
            <translation>Certificat FIDE de résultat pour un titre (IT1)</translation>
        </message>
        <message>
            <source>The IT1 is printed for one player: choose him.</source>
            <translation>L'IT1 s'imprime pour un joueur : choisissez-le.</translation>
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
            <translation>points de partie</translation>
        </message>
        <message>
            <source>match points</source>
            <translation>points de match</translation>
        </message>
        <message>
            <source>MP: match points; GP: game points. Ranked by {primary}, then by the tie-breaks of the event (FIDE C.07 art. 11-13): {codes}. Teams still level share a rank.</source>
            <translation>PM : points de match ; PP : points de partie. Classement par {primary}, puis par les départages du tournoi (FIDE C.07 art. 11-13) : {codes}. Les équipes encore à égalité partagent le rang.</translation>
        </message>
        <message>
            <source>Each round: the opponent's line, the colour of the team's first board (w/b), the game points the team scored; PAB: pairing-allocated bye; –: no match.</source>
            <translation>Chaque ronde : la ligne de l'adversaire, la couleur du premier échiquier de l'équipe (b/n), les points de partie marqués par l'équipe ; PAB : exempt attribué par l'appariement ; – : pas de match.</translation>
        </message>
        <message>
            <source>no game has a result yet: no board results to print</source>
            <translation>aucune partie n'a encore de résultat : pas de résultats par échiquier à imprimer</translation>
        </message>
        <message>
            <source>Board {board}</source>
            <translation>Échiquier {board}</translation>
        </message>
        <message>
            <source>Games: the games played on the board (a forfeit is no game); Perf: the performance rating of those games (FIDE B.02 8.1.1). In order of points, then performance.</source>
            <translation>Parties : les parties jouées à cet échiquier (un forfait n'est pas une partie) ; Perf : la performance de ces parties (FIDE B.02 8.1.1). Par ordre de points, puis de performance.</translation>
        </message>
        <message>
            <source>Nothing to print.</source>
            <translation>Rien à imprimer.</translation>
        </message>
        <message>
            <source>A team double round robin: each cell the game points the row team scored against the column team in each of their two matches, the first first. Columns are numbered by the rows.</source>
            <translation>Double tournoi toutes rondes par équipes : dans chaque case, les points de partie marqués par l'équipe de la ligne contre l'équipe de la colonne dans chacun de leurs deux matchs, le premier d'abord. Les colonnes sont numérotées comme les lignes.</translation>
        </message>
        <message>
            <source>A team round robin: each cell the game points the row team scored against the column team. Columns are numbered by the rows.</source>
            <translation>Tournoi toutes rondes par équipes : dans chaque case, les points de partie marqués par l'équipe de la ligne contre l'équipe de la colonne. Les colonnes sont numérotées comme les lignes.</translation>
        </message>
        <message>
            <source>·: a match without all its results.</source>
            <translation>· : un match dont tous les résultats ne sont pas encore connus.</translation>
        </message>
    </context>
    <context>
        <name>EditPairingDialog</name>
        <message>
            <source>Edit pairing of round {round_number}</source>
            <translation>Modifier l'appariement de la ronde {round_number}</translation>
        </message>
        <message>
            <source>Type the pairing numbers of White and Black on each board (C.04.2 art. 4.4). After saving, every rule the pairing breaks is listed under the boards; absolute rules in red.</source>
            <translation>Saisissez les numéros d'appariement des Blancs et des Noirs sur chaque échiquier (C.04.2 art. 4.4). Après l'enregistrement, chaque règle enfreinte par l'appariement est listée sous les échiquiers ; les règles absolues en rouge.</translation>
        </message>
        <message>
            <source>White (no.)</source>
            <translation>Blancs (n°)</translation>
        </message>
        <message>
            <source>Black (no.)</source>
            <translation>Noirs (n°)</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Joueurs</translation>
        </message>
        <message>
            <source>&amp;Swap colours</source>
            <translation>&amp;Inverser les couleurs</translation>
        </message>
        <message>
            <source>&amp;Add board</source>
            <translation>&amp;Ajouter un échiquier</translation>
        </message>
        <message>
            <source>&amp;Remove board</source>
            <translation>&amp;Retirer l'échiquier</translation>
        </message>
        <message>
            <source>none</source>
            <translation>aucun</translation>
        </message>
        <message>
            <source>Pairing-allocated &amp;bye (no.):</source>
            <translation>&amp;Exempt attribué par l'appariement (n°) :</translation>
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
            <source>board {board}: {colour} {text!r} is not a pairing number</source>
            <translation>échiquier {board} : {colour} {text!r} n'est pas un numéro d'appariement</translation>
        </message>
    </context>
    <context>
        <name>EndOfEvent</name>
        <message>
            <source>&amp;Officials, time control and rating…</source>
            <translation>&amp;Arbitres, cadence et classement…</translation>
        </message>
        <message>
            <source>Round &amp;dates…</source>
            <translation>&amp;Dates des rondes…</translation>
        </message>
        <message>
            <source>Prize &amp;categories…</source>
            <translation>&amp;Catégories de prix…</translation>
        </message>
        <message>
            <source>&amp;Prize list</source>
            <translation>&amp;Palmarès</translation>
        </message>
        <message>
            <source>&amp;Rating changes…</source>
            <translation>&amp;Variations de classement…</translation>
        </message>
        <message>
            <source>Title &amp;norms…</source>
            <translation>&amp;Normes de titre…</translation>
        </message>
        <message>
            <source>&amp;Explain a tie-break…</source>
            <translation>&amp;Expliquer un départage…</translation>
        </message>
        <message>
            <source>Check &amp;before export…</source>
            <translation>&amp;Vérifier avant l'export…</translation>
        </message>
        <message>
            <source>E&amp;nd of event</source>
            <translation>Fi&amp;n du tournoi</translation>
        </message>
        <message>
            <source>change officials and rating</source>
            <translation>modifier arbitres et classement</translation>
        </message>
        <message>
            <source>set round dates</source>
            <translation>fixer les dates des rondes</translation>
        </message>
        <message>
            <source>change prize categories</source>
            <translation>modifier les catégories de prix</translation>
        </message>
        <message>
            <source>final standings</source>
            <translation>classement final</translation>
        </message>
        <message>
            <source>standings after round {after_round} (not final)</source>
            <translation>classement après la ronde {after_round} (provisoire)</translation>
        </message>
        <message>
            <source>Prizes by the {state}; ties {label}</source>
            <translation>Prix selon le {state} ; ex aequo : {label}</translation>
        </message>
        <message>
            <source>   no prize given</source>
            <translation>   aucun prix attribué</translation>
        </message>
        <message>
            <source>(shared by {players})</source>
            <translation>(partagé entre {players})</translation>
        </message>
        <message>
            <source>Total {total}</source>
            <translation>Total {total}</translation>
        </message>
        <message>
            <source>Prize list</source>
            <translation>Palmarès</translation>
        </message>
        <message>
            <source>One prize per player, the most valuable.</source>
            <translation>Un seul prix par joueur, le plus élevé.</translation>
        </message>
        <message>
            <source>Rating changes</source>
            <translation>Variations de classement</translation>
        </message>
        <message>
            <source>set K of #{number}</source>
            <translation>fixer le K du n° {number}</translation>
        </message>
        <message>
            <source>Title norms</source>
            <translation>Normes de titre</translation>
        </message>
        <message>
            <source>{code} is not a tie-break of this event</source>
            <translation>{code} n'est pas un départage de ce tournoi</translation>
        </message>
        <message>
            <source>Explain a tie-break</source>
            <translation>Expliquer un départage</translation>
        </message>
        <message>
            <source>Check before export</source>
            <translation>Vérifier avant l'export</translation>
        </message>
        <message>
            <source>Pair the remaining rounds and enter their results.</source>
            <translation>Appariez les rondes restantes et saisissez leurs résultats.</translation>
        </message>
        <message>
            <source>correct #{number}</source>
            <translation>corriger le n° {number}</translation>
        </message>
    </context>
    <context>
        <name>EndOfEventDialogs</name>
        <message>
            <source>Surname, First name</source>
            <translation>Nom, Prénom</translation>
        </message>
        <message>
            <source>FIDE ID</source>
            <translation>ID FIDE</translation>
        </message>
        <message>
            <source>Officials, time control and rating</source>
            <translation>Arbitres, cadence et classement</translation>
        </message>
        <message>
            <source>90' + 30" from move 1</source>
            <translation>90' + 30" dès le 1er coup</translation>
        </message>
        <message>
            <source>TRF26 222: seconds per period, M/S for moves in seconds, +I increment</source>
            <translation>TRF26 222 : secondes par période, M/S pour les coups en secondes, +I incrément</translation>
        </message>
        <message>
            <source>Submitted to FIDE for rating</source>
            <translation>Soumis à la FIDE pour le classement</translation>
        </message>
        <message>
            <source>&amp;Organiser:</source>
            <translation>&amp;Organisateur :</translation>
        </message>
        <message>
            <source>&amp;Chief arbiter:</source>
            <translation>&amp;Arbitre principal :</translation>
        </message>
        <message>
            <source>Deputy {i}:</source>
            <translation>Adjoint {i} :</translation>
        </message>
        <message>
            <source>&amp;Time control:</source>
            <translation>&amp;Cadence :</translation>
        </message>
        <message>
            <source>TRF &amp;222 code:</source>
            <translation>Code TRF &amp;222 :</translation>
        </message>
        <message>
            <source>&amp;Rating:</source>
            <translation>&amp;Classement :</translation>
        </message>
        <message>
            <source>&amp;Prizes between equals:</source>
            <translation>&amp;Prix entre ex aequo :</translation>
        </message>
        <message>
            <source>Give the encoded time control (222): FIDE's rating officer needs it.</source>
            <translation>Indiquez la cadence codée (222) : l'officier de classement de la FIDE en a besoin.</translation>
        </message>
        <message>
            <source>{control}: a {kind} time control. The event is set to be rated {wanted}: check one of them.</source>
            <translation>{control} : une cadence {kind}. Le tournoi est prévu pour le classement {wanted} : vérifiez l'un des deux.</translation>
        </message>
        <message>
            <source>{control}: a {kind} time control.</source>
            <translation>{control} : une cadence {kind}.</translation>
        </message>
        <message>
            <source>Round dates</source>
            <translation>Dates des rondes</translation>
        </message>
        <message>
            <source>no date</source>
            <translation>pas de date</translation>
        </message>
        <message>
            <source>proposed</source>
            <translation>proposée</translation>
        </message>
        <message>
            <source>Round {r}:</source>
            <translation>Ronde {r} :</translation>
        </message>
        <message>
            <source>Dates not yet stored are proposed from the schedule (or spread over the event's days).</source>
            <translation>Les dates non encore enregistrées sont proposées d'après le calendrier (ou réparties sur les jours du tournoi).</translation>
        </message>
        <message>
            <source>prize {part!r}: an amount with at most two decimals</source>
            <translation>prix {part!r} : un montant avec au plus deux décimales</translation>
        </message>
        <message>
            <source>Prize category</source>
            <translation>Catégorie de prix</translation>
        </message>
        <message>
            <source>short name for the standings (W, U16...)</source>
            <translation>nom court pour le classement (F, U16...)</translation>
        </message>
        <message>
            <source>women only</source>
            <translation>femmes seulement</translation>
        </message>
        <message>
            <source>unrated players only</source>
            <translation>joueurs sans classement seulement</translation>
        </message>
        <message>
            <source>300, 200, 100 Book, Trophy</source>
            <translation>300, 200, 100 Livre, Trophée</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>&amp;Nom :</translation>
        </message>
        <message>
            <source>&amp;Code:</source>
            <translation>&amp;Code :</translation>
        </message>
        <message>
            <source>Born from (year):</source>
            <translation>Né(e) à partir de (année) :</translation>
        </message>
        <message>
            <source>Born up to (year):</source>
            <translation>Né(e) jusqu'en (année) :</translation>
        </message>
        <message>
            <source>Rating from:</source>
            <translation>Elo à partir de :</translation>
        </message>
        <message>
            <source>Rating up to:</source>
            <translation>Elo jusqu'à :</translation>
        </message>
        <message>
            <source>&amp;Federations:</source>
            <translation>&amp;Fédérations :</translation>
        </message>
        <message>
            <source>C&amp;lubs (; between):</source>
            <translation>C&amp;lubs (séparés par ;) :</translation>
        </message>
        <message>
            <source>Listed players (numbers):</source>
            <translation>Joueurs désignés (numéros) :</translation>
        </message>
        <message>
            <source>&amp;Prizes, place 1 first:</source>
            <translation>&amp;Prix, 1re place en premier :</translation>
        </message>
        <message>
            <source>the category needs a name</source>
            <translation>la catégorie doit avoir un nom</translation>
        </message>
        <message>
            <source>years, ratings and player numbers are whole numbers</source>
            <translation>les années, classements et numéros de joueurs sont des nombres entiers</translation>
        </message>
        <message>
            <source>Prize categories</source>
            <translation>Catégories de prix</translation>
        </message>
        <message>
            <source>&amp;Add…</source>
            <translation>&amp;Ajouter…</translation>
        </message>
        <message>
            <source>&amp;Edit…</source>
            <translation>&amp;Modifier…</translation>
        </message>
        <message>
            <source>&amp;Remove</source>
            <translation>&amp;Retirer</translation>
        </message>
        <message>
            <source>Move &amp;up</source>
            <translation>Mon&amp;ter</translation>
        </message>
        <message>
            <source>Move &amp;down</source>
            <translation>Descen&amp;dre</translation>
        </message>
        <message>
            <source>Each player receives one prize, the most valuable; between equal prizes the category higher in this list.</source>
            <translation>Chaque joueur reçoit un seul prix, le plus élevé ; entre prix égaux, la catégorie placée plus haut dans cette liste.</translation>
        </message>
        <message>
            <source>{name} [{short}]: {rule}; {prizes}</source>
            <translation>{name} [{short}] : {rule} ; {prizes}</translation>
        </message>
        <message>
            <source>no prize</source>
            <translation>pas de prix</translation>
        </message>
        <message>
            <source>derived (B.02 8.3.3)</source>
            <translation>déduit (B.02 8.3.3)</translation>
        </message>
        <message>
            <source>Rating changes (B.02)</source>
            <translation>Variations de classement (B.02)</translation>
        </message>
        <message>
            <source>&amp;K of this player:</source>
            <translation>&amp;K de ce joueur :</translation>
        </message>
        <message>
            <source>No</source>
            <translation>N°</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Elo</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Parties</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Score</translation>
        </message>
        <message>
            <source>Expected</source>
            <translation>Attendu</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>Variation</translation>
        </message>
        <message>
            <source>unrated</source>
            <translation>sans classement</translation>
        </message>
        <message>
            <source>first {value}</source>
            <translation>premier {value}</translation>
        </message>
        <message>
            <source>An unrated player has no K: the first rating follows B.02 8.2.</source>
            <translation>Un joueur sans classement n'a pas de K : le premier classement suit B.02 8.2.</translation>
        </message>
        <message>
            <source>Title norms (B.01)</source>
            <translation>Normes de titre (B.01)</translation>
        </message>
        <message>
            <source>achieved</source>
            <translation>réalisée</translation>
        </message>
        <message>
            <source>{missing} missing</source>
            <translation>{missing} manquant(s)</translation>
        </message>
        <message>
            <source>Norm</source>
            <translation>Norme</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Statut</translation>
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
            <translation>Vérifier avant l'export</translation>
        </message>
        <message>
            <source>Everything the rating officer needs is there.</source>
            <translation>Tout ce dont l'officier de classement a besoin est présent.</translation>
        </message>
        <message>
            <source>{errors} error(s) and {warnings} warning(s): fix the errors before sending the TRF.</source>
            <translation>{errors} erreur(s) et {warnings} avertissement(s) : corrigez les erreurs avant d'envoyer le TRF.</translation>
        </message>
        <message>
            <source>Problem</source>
            <translation>Problème</translation>
        </message>
        <message>
            <source>&amp;Fix…</source>
            <translation>&amp;Corriger…</translation>
        </message>
        <message>
            <source>Explain a tie-break</source>
            <translation>Expliquer un départage</translation>
        </message>
    </context>
    <context>
        <name>ErrorBoundary</name>
        <message>
            <source>Your tournament data is safe: every change is stored in the tournament file as one whole operation or not at all, and the window now shows the file as it is stored.</source>
            <translation>Les données de votre tournoi sont en sécurité : chaque modification est enregistrée dans le fichier de tournoi comme une opération entière ou pas du tout, et la fenêtre montre maintenant le fichier tel qu'il est enregistré.</translation>
        </message>
        <message>
            <source>A report was written to {path}.</source>
            <translation>Un rapport a été écrit dans {path}.</translation>
        </message>
        <message>
            <source>The report could not be written to disk.</source>
            <translation>Le rapport n'a pas pu être écrit sur le disque.</translation>
        </message>
        <message>
            <source>Arbiter Desk met a programming error while doing “{title}”. It is not your mistake.

{safe}

{where} Please send it to the developers (Copy report puts it on the clipboard).</source>
            <translation>Arbiter Desk a rencontré une erreur de programmation pendant « {title} ». Ce n'est pas votre faute.

{safe}

{where} Merci de l'envoyer aux développeurs (« Copier le rapport » le place dans le presse-papiers).</translation>
        </message>
        <message>
            <source>an action in the window</source>
            <translation>une action dans la fenêtre</translation>
        </message>
    </context>
    <context>
        <name>FeesDialog</name>
        <message>
            <source>Entry fees</source>
            <translation>Droits d'inscription</translation>
        </message>
        <message>
            <source>Print &amp;totals</source>
            <translation>Imprimer les &amp;totaux</translation>
        </message>
        <message>
            <source>Fee categories (a player belongs to the first he meets)</source>
            <translation>Catégories de droits (un joueur relève de la première qu'il remplit)</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Montant</translation>
        </message>
        <message>
            <source>Titles</source>
            <translation>Titres</translation>
        </message>
        <message>
            <source>Rating from</source>
            <translation>Elo dès</translation>
        </message>
        <message>
            <source>Rating to</source>
            <translation>Elo jusqu'à</translation>
        </message>
        <message>
            <source>Born from</source>
            <translation>Né(e) dès</translation>
        </message>
        <message>
            <source>Born until</source>
            <translation>Né(e) jusqu'à</translation>
        </message>
        <message>
            <source>Titles: GM, IM, WGM... separated by commas; an empty cell sets no condition.</source>
            <translation>Titres : GM, IM, WGM... séparés par des virgules ; une case vide ne pose aucune condition.</translation>
        </message>
        <message>
            <source>&amp;Add category</source>
            <translation>&amp;Ajouter une catégorie</translation>
        </message>
        <message>
            <source>Re&amp;move category</source>
            <translation>Su&amp;pprimer la catégorie</translation>
        </message>
        <message>
            <source>&amp;Save categories</source>
            <translation>&amp;Enregistrer les catégories</translation>
        </message>
        <message>
            <source>C&amp;urrency:</source>
            <translation>&amp;Devise :</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Joueurs</translation>
        </message>
        <message>
            <source>Pairing number or name, then Enter</source>
            <translation>Numéro d'appariement ou nom, puis Entrée</translation>
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
            <source>Category</source>
            <translation>Catégorie</translation>
        </message>
        <message>
            <source>Due</source>
            <translation>Dû</translation>
        </message>
        <message>
            <source>Paid</source>
            <translation>Payé</translation>
        </message>
        <message>
            <source>Outstanding</source>
            <translation>Reste dû</translation>
        </message>
        <message>
            <source>e.g. 50 or 12.50</source>
            <translation>p. ex. 50 ou 12.50</translation>
        </message>
        <message>
            <source>Record &amp;payment</source>
            <translation>Enregistrer le &amp;paiement</translation>
        </message>
        <message>
            <source>Print &amp;receipt</source>
            <translation>Imprimer le &amp;reçu</translation>
        </message>
        <message>
            <source>Ta&amp;ke back the last payment</source>
            <translation>A&amp;nnuler le dernier paiement</translation>
        </message>
        <message>
            <source>&amp;Find:</source>
            <translation>&amp;Chercher :</translation>
        </message>
        <message>
            <source>A&amp;mount received:</source>
            <translation>&amp;Montant reçu :</translation>
        </message>
        <message>
            <source>N&amp;ote:</source>
            <translation>N&amp;ote :</translation>
        </message>
        <message>
            <source>Categor&amp;y of the player:</source>
            <translation>Catégor&amp;ie du joueur :</translation>
        </message>
        <message>
            <source>As the categories decide</source>
            <translation>Selon les catégories</translation>
        </message>
        <message numerus="yes">
            <source>{category}: %n player(s), due {due}, received {received}, outstanding {left}</source>
            <translation>
                <numerusform>{category} : %n joueur, dû {due}, reçu {received}, reste dû {left}</numerusform>
                <numerusform>{category} : %n joueurs, dû {due}, reçu {received}, reste dû {left}</numerusform>
            </translation>
        </message>
        <message>
            <source>no category</source>
            <translation>sans catégorie</translation>
        </message>
        <message>
            <source>Total: due {due} {currency}, received {received} {currency}, outstanding {left} {currency}</source>
            <translation>Total : dû {due} {currency}, reçu {received} {currency}, reste dû {left} {currency}</translation>
        </message>
        <message>
            <source>Receipt {receipt}: {amount} {currency} from {name}.</source>
            <translation>Reçu {receipt} : {amount} {currency} de {name}.</translation>
        </message>
        <message>
            <source>Storing…</source>
            <translation>Enregistrement…</translation>
        </message>
        <message>
            <source>Fee category {name}: {text} is not a whole number.</source>
            <translation>Catégorie de droits {name} : {text} n'est pas un nombre entier.</translation>
        </message>
        <message>
            <source>The fee categories are saved.</source>
            <translation>Les catégories de droits sont enregistrées.</translation>
        </message>
    </context>
    <context>
        <name>FideImportDialog</name>
        <message>
            <source>Import {file_name}</source>
            <translation>Importer {file_name}</translation>
        </message>
        <message>
            <source>combined: standard, rapid and blitz</source>
            <translation>combinée : standard, rapide et blitz</translation>
        </message>
        <message>
            <source>{value} only</source>
            <translation>{value} seulement</translation>
        </message>
        <message>
            <source>Which rating a per-type list holds (from its file name; change it if wrong)</source>
            <translation>Quel classement contient une liste par cadence (d'après le nom du fichier ; changez-le s'il est faux)</translation>
        </message>
        <message>
            <source>List:</source>
            <translation>Liste :</translation>
        </message>
        <message>
            <source>Size:</source>
            <translation>Taille :</translation>
        </message>
        <message>
            <source>{size:,.1f} MB, about {players:,} players</source>
            <translation>{size:,.1f} Mo, environ {players:,} joueurs</translation>
        </message>
        <message>
            <source>{size:,.1f} MB</source>
            <translation>{size:,.1f} Mo</translation>
        </message>
        <message>
            <source>&amp;Ratings:</source>
            <translation>&amp;Classements :</translation>
        </message>
        <message>
            <source>The import replaces the FIDE list of the library in one step (Edit ▸ Undo puts the old one back). Tournaments keep their own copy of their players.</source>
            <translation>L'import remplace en une fois la liste FIDE du fichier de joueurs (Édition ▸ Annuler rétablit l'ancienne). Les tournois gardent leur propre copie de leurs joueurs.</translation>
        </message>
        <message>
            <source>&amp;Import</source>
            <translation>&amp;Importer</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>The first players of the list:</source>
            <translation>Les premiers joueurs de la liste :</translation>
        </message>
        <message>
            <source>Reading the list…</source>
            <translation>Lecture de la liste…</translation>
        </message>
        <message>
            <source>Nothing was imported; the library is as it was.</source>
            <translation>Rien n'a été importé ; le fichier de joueurs est inchangé.</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <source>Stopping…</source>
            <translation>Arrêt en cours…</translation>
        </message>
    </context>
    <context>
        <name>FileFilters</name>
        <message>
            <source>Arbiter Desk tournaments</source>
            <translation>Tournois Arbiter Desk</translation>
        </message>
        <message>
            <source>FIDE tournament reports (TRF)</source>
            <translation>Rapports de tournoi FIDE (TRF)</translation>
        </message>
        <message>
            <source>PDF documents</source>
            <translation>Documents PDF</translation>
        </message>
        <message>
            <source>CSV tables</source>
            <translation>Tableaux CSV</translation>
        </message>
        <message>
            <source>JSON files</source>
            <translation>Fichiers JSON</translation>
        </message>
        <message>
            <source>PGN game files</source>
            <translation>Parties au format PGN</translation>
        </message>
        <message>
            <source>FIDE rating lists</source>
            <translation>Listes de classement FIDE</translation>
        </message>
        <message>
            <source>National rating lists</source>
            <translation>Listes de classement nationales</translation>
        </message>
        <message>
            <source>All files</source>
            <translation>Tous les fichiers</translation>
        </message>
    </context>
    <context>
        <name>FilesController</name>
        <message>
            <source>Please wait</source>
            <translation>Veuillez patienter</translation>
        </message>
        <message>
            <source>Save the new tournament as</source>
            <translation>Enregistrer le nouveau tournoi sous</translation>
        </message>
        <message>
            <source>New tournament</source>
            <translation>Nouveau tournoi</translation>
        </message>
        <message>
            <source>Open a tournament</source>
            <translation>Ouvrir un tournoi</translation>
        </message>
        <message>
            <source>Open {name}</source>
            <translation>Ouvrir {name}</translation>
        </message>
        <message>
            <source>{path} is no longer there (moved, renamed, or on a disk that is not plugged in).

Remove it from the recent tournaments?</source>
            <translation>{path} n'est plus là (déplacé, renommé, ou sur un disque non branché).

Le retirer des tournois récents ?</translation>
        </message>
        <message>
            <source>Continue a tournament from a TRF file</source>
            <translation>Reprendre un tournoi depuis un fichier TRF</translation>
        </message>
        <message>
            <source>Save the tournament as</source>
            <translation>Enregistrer le tournoi sous</translation>
        </message>
        <message>
            <source>Import {name}</source>
            <translation>Importer {name}</translation>
        </message>
        <message>
            <source>Connect to {name}</source>
            <translation>Connexion à {name}</translation>
        </message>
        <message>
            <source>Reading {name}…</source>
            <translation>Lecture de {name}…</translation>
        </message>
        <message>
            <source>{refused}

Import it anyway, with a warning for each such line?

{warnings}</source>
            <translation>{refused}

L'importer quand même, avec un avertissement pour chacune de ces lignes ?

{warnings}</translation>
        </message>
        <message>
            <source>{players}: placeholder players that stand for the bye, as some programs write it.

Take them out of the list? Their games become the byes they stand for. No keeps them as players.</source>
            <translation>{players} : joueurs fictifs qui tiennent lieu d'exempt, comme certains programmes l'écrivent.

Les retirer de la liste ? Leurs parties deviennent les byes qu'elles représentent. Non les garde comme joueurs.</translation>
        </message>
        <message>
            <source>Read {players} players and {rounds} rounds.</source>
            <translation>{players} joueurs et {rounds} rondes lus.</translation>
        </message>
        <message>
            <source>Imported {name}</source>
            <translation>{name} importé</translation>
        </message>
        <message>
            <source>Read the tournament file</source>
            <translation>Lire le fichier de tournoi</translation>
        </message>
        <message>
            <source>{label} — missing</source>
            <translation>{label} — manquant</translation>
        </message>
        <message>
            <source>{path} is no longer there</source>
            <translation>{path} n'est plus là</translation>
        </message>
        <message>
            <source>(none)</source>
            <translation>(aucun)</translation>
        </message>
        <message>
            <source>Remove the &amp;missing files from this list</source>
            <translation>Retirer de cette liste les fichiers &amp;manquants</translation>
        </message>
        <message numerus="yes">
            <source>Removed %n missing file(s) from the recent tournaments</source>
            <translation>
                <numerusform>%n fichier manquant retiré des tournois récents</numerusform>
                <numerusform>%n fichiers manquants retirés des tournois récents</numerusform>
            </translation>
        </message>
        <message>
            <source>Export TRF (rating report)</source>
            <translation>Exporter le TRF (rapport de classement)</translation>
        </message>
        <message>
            <source>Exporting {name}…</source>
            <translation>Export de {name}…</translation>
        </message>
        <message>
            <source>Exported {written}</source>
            <translation>{written} exporté</translation>
        </message>
        <message>
            <source>Export TRF</source>
            <translation>Exporter le TRF</translation>
        </message>
        <message>
            <source>Save a copy of the tournament</source>
            <translation>Enregistrer une copie du tournoi</translation>
        </message>
        <message>
            <source>Save a copy</source>
            <translation>Enregistrer une copie</translation>
        </message>
        <message>
            <source>Saving a copy as {path}…</source>
            <translation>Enregistrement d'une copie sous {path}…</translation>
        </message>
        <message>
            <source>Saved a copy as {path}</source>
            <translation>Copie enregistrée sous {path}</translation>
        </message>
        <message>
            <source>Timed backup</source>
            <translation>Sauvegarde périodique</translation>
        </message>
        <message>
            <source>Timed backup FAILED: {reason}</source>
            <translation>ÉCHEC de la sauvegarde périodique : {reason}</translation>
        </message>
        <message>
            <source>Backup copy written ({name})</source>
            <translation>Copie de sauvegarde écrite ({name})</translation>
        </message>
        <message>
            <source>Tournament settings</source>
            <translation>Paramètres du tournoi</translation>
        </message>
        <message>
            <source>Change the pairing rules</source>
            <translation>Changer les règles d'appariement</translation>
        </message>
        <message numerus="yes">
            <source>%n round(s) were paired under the {old} text. Pair the next rounds under the {new} text? The audit log keeps the change.</source>
            <translation>
                <numerusform>%n ronde a été appariée selon le texte {old}. Apparier les rondes suivantes selon le texte {new} ? Le journal garde la trace du changement.</numerusform>
                <numerusform>%n rondes ont été appariées selon le texte {old}. Apparier les rondes suivantes selon le texte {new} ? Le journal garde la trace du changement.</numerusform>
            </translation>
        </message>
        <message>
            <source>change tournament settings</source>
            <translation>modifier les paramètres du tournoi</translation>
        </message>
        <message>
            <source>Baku acceleration</source>
            <translation>Accélération de Bakou</translation>
        </message>
        <message>
            <source>remove the acceleration</source>
            <translation>supprimer l'accélération</translation>
        </message>
    </context>
    <context>
        <name>FilteredTable</name>
        <message>
            <source>Filter…</source>
            <translation>Filtrer…</translation>
        </message>
    </context>
    <context>
        <name>ForbiddenPairsDialog</name>
        <message>
            <source>every round</source>
            <translation>toutes les rondes</translation>
        </message>
        <message>
            <source>rounds {first}-{last}</source>
            <translation>rondes {first}-{last}</translation>
        </message>
        <message>
            <source>Prohibited pairings</source>
            <translation>Appariements interdits</translation>
        </message>
        <message>
            <source>Rounds</source>
            <translation>Rondes</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Joueurs</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>Motif</translation>
        </message>
        <message>
            <source>&amp;Remove the selected</source>
            <translation>&amp;Retirer la sélection</translation>
        </message>
        <message>
            <source>why (e.g. brothers)</source>
            <translation>motif (p. ex. frères)</translation>
        </message>
        <message>
            <source>&amp;Prohibit pairings among the selected players</source>
            <translation>&amp;Interdire les appariements entre les joueurs sélectionnés</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>Ajouter</translation>
        </message>
        <message>
            <source>Rounds (– = every round):</source>
            <translation>Rondes (– = toutes les rondes) :</translation>
        </message>
        <message>
            <source>to</source>
            <translation>à</translation>
        </message>
        <message>
            <source>Storing…</source>
            <translation>Enregistrement…</translation>
        </message>
        <message>
            <source>The {kind} restriction is removed.</source>
            <translation>La restriction par {kind} est supprimée.</translation>
        </message>
        <message>
            <source>club</source>
            <translation>club</translation>
        </message>
        <message>
            <source>federation</source>
            <translation>fédération</translation>
        </message>
        <message>
            <source>round {round}</source>
            <translation>ronde {round}</translation>
        </message>
        <message>
            <source>&amp;Apply</source>
            <translation>&amp;Appliquer</translation>
        </message>
        <message>
            <source>Re&amp;move</source>
            <translation>Supp&amp;rimer</translation>
        </message>
        <message>
            <source>Players of the same club or federation do not meet</source>
            <translation>Les joueurs d'un même club ou d'une même fédération ne se rencontrent pas</translation>
        </message>
        <message>
            <source>Same</source>
            <translation>Même</translation>
        </message>
        <message>
            <source>not paired in rounds 1 to</source>
            <translation>pas appariés aux rondes 1 à</translation>
        </message>
        <message>
            <source>Players of the same {kind} are not paired together in rounds 1-{last}.</source>
            <translation>Les joueurs de même {kind} ne sont pas appariés entre eux aux rondes 1 à {last}.</translation>
        </message>
    </context>
    <context>
        <name>Labels</name>
        <message>
            <source>Standard</source>
            <translation>Standard</translation>
        </message>
        <message>
            <source>Rapid</source>
            <translation>Rapide</translation>
        </message>
        <message>
            <source>Blitz</source>
            <translation>Blitz</translation>
        </message>
        <message>
            <source>standard</source>
            <comment>rating list, inside a sentence</comment>
            <translation>standard</translation>
        </message>
        <message>
            <source>rapid</source>
            <comment>rating list, inside a sentence</comment>
            <translation>rapide</translation>
        </message>
        <message>
            <source>blitz</source>
            <comment>rating list, inside a sentence</comment>
            <translation>blitz</translation>
        </message>
        <message>
            <source>decided by the tie-breaks</source>
            <translation>départagés par les départages</translation>
        </message>
        <message>
            <source>shared equally by players on equal points</source>
            <translation>partagés à parts égales entre ex aequo</translation>
        </message>
        <message>
            <source>Hort system (half by tie-breaks, half shared)</source>
            <translation>système Hort (moitié par départage, moitié partagée)</translation>
        </message>
        <message>
            <source>error</source>
            <translation>erreur</translation>
        </message>
        <message>
            <source>warning</source>
            <translation>avertissement</translation>
        </message>
        <message>
            <source>absolute</source>
            <translation>absolue</translation>
        </message>
        <message>
            <source>quality</source>
            <translation>qualité</translation>
        </message>
    </context>
    <context>
        <name>LibraryController</name>
        <message>
            <source>Player library</source>
            <translation>Fichier de joueurs</translation>
        </message>
        <message>
            <source>Add player</source>
            <translation>Ajouter un joueur</translation>
        </message>
        <message>
            <source>import {description}</source>
            <translation>importer {description}</translation>
        </message>
        <message>
            <source>Imported {players:,} players: {description}</source>
            <translation>{players:,} joueurs importés : {description}</translation>
        </message>
        <message>
            <source>Import a FIDE rating list</source>
            <translation>Importer une liste de classement FIDE</translation>
        </message>
        <message>
            <source>Import {name}</source>
            <translation>Importer {name}</translation>
        </message>
        <message>
            <source>Import {name}: nothing imported</source>
            <translation>Importer {name} : rien n'a été importé</translation>
        </message>
        <message>
            <source>Import a national list</source>
            <translation>Importer une liste nationale</translation>
        </message>
        <message>
            <source>Import a national rating list</source>
            <translation>Importer une liste de classement nationale</translation>
        </message>
        <message>
            <source>Update ratings</source>
            <translation>Mettre à jour les classements</translation>
        </message>
        <message>
            <source>prohibit a pairing</source>
            <translation>interdire un appariement</translation>
        </message>
        <message>
            <source>remove a prohibited pairing</source>
            <translation>supprimer un appariement interdit</translation>
        </message>
        <message>
            <source>{kind} restriction</source>
            <translation>restriction par {kind}</translation>
        </message>
        <message>
            <source>remove the {kind} restriction</source>
            <translation>supprimer la restriction par {kind}</translation>
        </message>
        <message>
            <source>Prohibited pairings</source>
            <translation>Appariements interdits</translation>
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
            <translation>Titre</translation>
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
            <source>FIDE {value} rating</source>
            <translation>Classement FIDE {value}</translation>
        </message>
        <message>
            <source>Born</source>
            <translation>Naissance</translation>
        </message>
        <message>
            <source>Sex</source>
            <translation>Sexe</translation>
        </message>
        <message>
            <source>Club</source>
            <translation>Club</translation>
        </message>
        <message>
            <source>National</source>
            <translation>National</translation>
        </message>
        <message>
            <source>National list, ID and rating</source>
            <translation>Liste nationale, identifiant et classement</translation>
        </message>
        <message>
            <source>Find in the player library: name (any order, no accents needed), FIDE ID, NOR…</source>
            <translation>Chercher dans le fichier de joueurs : nom (dans n'importe quel ordre, sans accents), ID FIDE, NOR…</translation>
        </message>
        <message>
            <source>&amp;Use this player</source>
            <translation>&amp;Prendre ce joueur</translation>
        </message>
        <message>
            <source>The library cannot be searched: {reason}</source>
            <translation>Le fichier de joueurs ne peut pas être consulté : {reason}</translation>
        </message>
        <message>
            <source>The first {count} players: type more of the name to see the others</source>
            <translation>Les {count} premiers joueurs : tapez la suite du nom pour voir les autres</translation>
        </message>
        <message numerus="yes">
            <source>%n player(s) found</source>
            <translation>
                <numerusform>%n joueur trouvé</numerusform>
                <numerusform>%n joueurs trouvés</numerusform>
            </translation>
        </message>
        <message>
            <source>No player found</source>
            <translation>Aucun joueur trouvé</translation>
        </message>
    </context>
    <context>
        <name>LineupDialog</name>
        <message>
            <source>Line-up</source>
            <translation>Composition</translation>
        </message>
        <message>
            <source>&amp;Team:</source>
            <translation>É&amp;quipe :</translation>
        </message>
        <message>
            <source>&amp;Players:</source>
            <translation>&amp;Joueurs :</translation>
        </message>
        <message>
            <source>{chosen} of {boards} boards</source>
            <translation>{chosen} échiquiers sur {boards}</translation>
        </message>
    </context>
    <context>
        <name>LiveRefresh</name>
        <message>
            <source>The venue server {name} does not answer: check the network. Nothing is stored until it answers again.</source>
            <translation>Le serveur du tournoi {name} ne répond pas : vérifiez le réseau. Rien n'est enregistré tant qu'il ne répond pas de nouveau.</translation>
        </message>
        <message>
            <source>The venue server {name} answers again.</source>
            <translation>Le serveur du tournoi {name} répond de nouveau.</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Tea&amp;ms</source>
            <translation>É&amp;quipes</translation>
        </message>
        <message>
            <source>Pla&amp;yers</source>
            <translation>J&amp;oueurs</translation>
        </message>
        <message>
            <source>Rounds &amp;&amp; res&amp;ults</source>
            <translation>Rondes et résul&amp;tats</translation>
        </message>
        <message>
            <source>S&amp;tandings</source>
            <translation>&amp;Classement</translation>
        </message>
        <message>
            <source>&amp;Crosstable</source>
            <translation>&amp;Grille américaine</translation>
        </message>
        <message>
            <source>Audit lo&amp;g</source>
            <translation>Journa&amp;l</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Fichier</translation>
        </message>
        <message>
            <source>Open &amp;recent</source>
            <translation>Ouvrir un fichier &amp;récent</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>É&amp;dition</translation>
        </message>
        <message>
            <source>&amp;Players</source>
            <translation>&amp;Joueurs</translation>
        </message>
        <message>
            <source>&amp;Library</source>
            <translation>Fic&amp;hier de joueurs</translation>
        </message>
        <message>
            <source>&amp;Rounds</source>
            <translation>&amp;Rondes</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Affichage</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>A&amp;ide</translation>
        </message>
        <message>
            <source>Main</source>
            <translation>Principale</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Langue</translation>
        </message>
        <message>
            <source>System language ({name})</source>
            <translation>Langue du système ({name})</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Langue</translation>
        </message>
        <message>
            <source>Arbiter Desk speaks {language} when it starts again.</source>
            <translation>Arbiter Desk parlera {language} au prochain démarrage.</translation>
        </message>
        <message>
            <source>Correct player</source>
            <translation>Corriger le joueur</translation>
        </message>
        <message>
            <source>{name} (read-only) — Arbiter Desk</source>
            <translation>{name} (lecture seule) — Arbiter Desk</translation>
        </message>
        <message>
            <source>{name} — Arbiter Desk</source>
            <translation>{name} — Arbiter Desk</translation>
        </message>
        <message>
            <source>Round {paired} of {number_of_rounds} paired</source>
            <translation>Ronde {paired} sur {number_of_rounds} appariée</translation>
        </message>
        <message>
            <source>Pair round {round}</source>
            <translation>Apparier la ronde {round}</translation>
        </message>
        <message>
            <source>All rounds paired</source>
            <translation>Toutes les rondes sont appariées</translation>
        </message>
        <message>
            <source>&amp;Undo {text}</source>
            <translation>&amp;Annuler {text}</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Annuler</translation>
        </message>
        <message>
            <source>&amp;Redo {text}</source>
            <translation>&amp;Rétablir {text}</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Rétablir</translation>
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>Raccourcis clavier</translation>
        </message>
        <message>
            <source>Every command is also in the menus.</source>
            <translation>Chaque commande se trouve aussi dans les menus.</translation>
        </message>
        <message>
            <source>About Arbiter Desk</source>
            <translation>À propos d'Arbiter Desk</translation>
        </message>
        <message>
            <source>{program_version}: run a FIDE Swiss tournament offline (Dutch system pairings, results, tie-breaks, printing).
Every change is written to the tournament file at once and recorded in its audit log.</source>
            <translation>{program_version} : diriger un tournoi suisse FIDE hors ligne (appariements au système hollandais, résultats, départages, impression).
Chaque modification est écrite aussitôt dans le fichier de tournoi et consignée dans son journal.</translation>
        </message>
        <message>
            <source>The window closes once what was typed is stored on the venue server…</source>
            <translation>La fenêtre se fermera dès que la saisie sera enregistrée sur le serveur du tournoi…</translation>
        </message>
        <message>
            <source>Waiting for the pairing to finish before closing…</source>
            <translation>Attente de la fin de l'appariement avant de fermer…</translation>
        </message>
    </context>
    <context>
        <name>ManualWindow</name>
        <message>
            <source>Arbiter Desk manual</source>
            <translation>Manuel d'Arbiter Desk</translation>
        </message>
        <message>
            <source>The manual is not installed with this copy of Arbiter Desk ({path} is missing). Reinstall the program to get it back.</source>
            <translation>Le manuel n'est pas installé avec cette copie d'Arbiter Desk ({path} est absent). Réinstallez le programme pour le retrouver.</translation>
        </message>
    </context>
    <context>
        <name>NationalListDialog</name>
        <message>
            <source>Import national list: {file_name}</source>
            <translation>Importer une liste nationale : {file_name}</translation>
        </message>
        <message>
            <source>e.g. GER 2026-04 (importing the same name again replaces that list)</source>
            <translation>p. ex. GER 2026-04 (importer de nouveau le même nom remplace cette liste)</translation>
        </message>
        <message>
            <source>(none)</source>
            <translation>(aucun)</translation>
        </message>
        <message>
            <source>recognise</source>
            <translation>reconnaître</translation>
        </message>
        <message>
            <source>fixed-width columns: first character of each, from 1 (e.g. 1, 9, 41)</source>
            <translation>colonnes de largeur fixe : premier caractère de chacune, à partir de 1 (p. ex. 1, 9, 41)</translation>
        </message>
        <message>
            <source>the first line names the columns</source>
            <translation>la première ligne donne le nom des colonnes</translation>
        </message>
        <message>
            <source>name to save this mapping under</source>
            <translation>nom sous lequel enregistrer cette correspondance</translation>
        </message>
        <message>
            <source>&amp;Save mapping</source>
            <translation>&amp;Enregistrer la correspondance</translation>
        </message>
        <message>
            <source>&amp;List name:</source>
            <translation>Nom de la &amp;liste :</translation>
        </message>
        <message>
            <source>Saved &amp;mapping:</source>
            <translation>&amp;Correspondance enregistrée :</translation>
        </message>
        <message>
            <source>&amp;Separator:</source>
            <translation>&amp;Séparateur :</translation>
        </message>
        <message>
            <source>&amp;Fixed widths:</source>
            <translation>Largeurs &amp;fixes :</translation>
        </message>
        <message>
            <source>&amp;Import</source>
            <translation>&amp;Importer</translation>
        </message>
        <message>
            <source>Which field each column holds:</source>
            <translation>Le champ contenu dans chaque colonne :</translation>
        </message>
        <message>
            <source>The first lines of the file:</source>
            <translation>Les premières lignes du fichier :</translation>
        </message>
        <message>
            <source>The players read with this mapping:</source>
            <translation>Les joueurs lus avec cette correspondance :</translation>
        </message>
        <message>
            <source>Mapping saved as {name!r}.</source>
            <translation>Correspondance enregistrée sous {name!r}.</translation>
        </message>
        <message>
            <source>Line</source>
            <translation>Ligne</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>National ID</source>
            <translation>Identifiant national</translation>
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
            <translation>Féd</translation>
        </message>
        <message>
            <source>Sex</source>
            <translation>Sexe</translation>
        </message>
        <message>
            <source>Born</source>
            <translation>Naissance</translation>
        </message>
        <message>
            <source>Club</source>
            <translation>Club</translation>
        </message>
        <message>
            <source>City</source>
            <translation>Ville</translation>
        </message>
    </context>
    <context>
        <name>NewTournamentDialog</name>
        <message>
            <source>FIDE Dutch system, 2025 text (in force since 1 Feb 2026)</source>
            <translation>Système hollandais FIDE, texte de 2025 (en vigueur depuis le 1er févr. 2026)</translation>
        </message>
        <message>
            <source>FIDE Dutch system, 2017 text (events begun 1 Jul 2017 - 31 Jan 2026)</source>
            <translation>Système hollandais FIDE, texte de 2017 (tournois commencés du 1er juil. 2017 au 31 janv. 2026)</translation>
        </message>
        <message>
            <source>FIDE Dutch system, Istanbul 2012 text (events begun 1 Jul 2013 - 30 Jun 2017)</source>
            <translation>Système hollandais FIDE, texte d'Istanbul 2012 (tournois commencés du 1er juil. 2013 au 30 juin 2017)</translation>
        </message>
        <message>
            <source>Swiss: FIDE (Dutch) System, C.04.3</source>
            <translation>Système suisse : système FIDE (hollandais), C.04.3</translation>
        </message>
        <message>
            <source>Swiss: Burstein System, C.04.4.2</source>
            <translation>Système suisse : système Burstein, C.04.4.2</translation>
        </message>
        <message>
            <source>Swiss: Dubov System, C.04.4.1</source>
            <translation>Système suisse : système Dubov, C.04.4.1</translation>
        </message>
        <message>
            <source>Swiss: Lim System, C.04.4.3</source>
            <translation>Système suisse : système Lim, C.04.4.3</translation>
        </message>
        <message>
            <source>Round robin (Berger tables, C.05 Annex 1)</source>
            <translation>Toutes rondes (tables de Berger, C.05 annexe 1)</translation>
        </message>
        <message>
            <source>Double round robin (Berger tables, C.05 Annex 1)</source>
            <translation>Double toutes rondes (tables de Berger, C.05 annexe 1)</translation>
        </message>
        <message>
            <source>Teams: Swiss Team Pairing System, C.04.6</source>
            <translation>Équipes : système suisse par équipes, C.04.6</translation>
        </message>
        <message>
            <source>Teams: round robin (Berger tables)</source>
            <translation>Équipes : toutes rondes (tables de Berger)</translation>
        </message>
        <message>
            <source>Teams: double round robin (Berger tables)</source>
            <translation>Équipes : double toutes rondes (tables de Berger)</translation>
        </message>
        <message>
            <source>The usual system of FIDE-rated Swiss events: each score group is split in rating order into a top half and a bottom half that meet. Choose it unless the regulations of the event name another system.</source>
            <translation>Le système habituel des tournois suisses homologués FIDE : chaque groupe de points est partagé, dans l'ordre des classements Elo, en une moitié haute et une moitié basse qui se rencontrent. Choisissez-le sauf si le règlement du tournoi en nomme un autre.</translation>
        </message>
        <message>
            <source>After the seeding rounds, the players of a score group are ordered by an index made of tie-breaks (Buchholz, Sonneborn-Berger...), not by rating, and the highest index meets the lowest. For events whose regulations want the pairing to follow what the players did in this event rather than their ratings.</source>
            <translation>Après les rondes d'ensemencement, les joueurs d'un groupe de points sont classés selon un indice fait de départages (Buchholz, Sonneborn-Berger...), non selon leur Elo, et l'indice le plus haut rencontre le plus bas. Pour les tournois dont le règlement veut que l'appariement suive ce que les joueurs ont fait dans ce tournoi plutôt que leur classement.</translation>
        </message>
        <message>
            <source>Tries to give the players of a score group opponents of the same average rating: who has met weaker opponents so far meets the higher-rated players of the group. For events whose regulations want fair opposition within a score group, as in norm events. It has no acceleration.</source>
            <translation>Cherche à donner aux joueurs d'un groupe de points des adversaires de même Elo moyen : qui a rencontré jusqu'ici des adversaires plus faibles rencontre les mieux classés du groupe. Pour les tournois dont le règlement veut une opposition équitable dans chaque groupe de points, comme les tournois à normes. Il n'a pas d'accélération.</translation>
        </message>
        <message>
            <source>Pairs the score groups from the top down and from the bottom up towards the middle one, exchanging players within a group to grant colours. Chosen only where the regulations of the event name it.</source>
            <translation>Apparie les groupes de points du haut vers le bas et du bas vers le haut jusqu'au groupe du milieu, en échangeant des joueurs dans un groupe pour accorder les couleurs. Choisi seulement si le règlement du tournoi le nomme.</translation>
        </message>
        <message>
            <source>Everyone plays everyone once, in the order of the Berger tables: for small fields with as many rounds as players minus one.</source>
            <translation>Chacun rencontre chacun une fois, dans l'ordre des tables de Berger : pour les petits tournois, avec autant de rondes que de joueurs moins un.</translation>
        </message>
        <message>
            <source>Everyone plays everyone twice, with the colours reversed in the second cycle: for very small fields.</source>
            <translation>Chacun rencontre chacun deux fois, les couleurs inversées au second cycle : pour les très petits tournois.</translation>
        </message>
        <message>
            <source>A team event (leagues, club and school championships, the Olympiad): teams of players in board order meet in matches of as many games as boards, paired on match points by the FIDE Swiss Team System (C.04.6, applied from 1 February 2026). Each captain gives a line-up before the round.</source>
            <translation>Un tournoi par équipes (interclubs, championnats de clubs et scolaires, Olympiade) : des équipes de joueurs rangés par échiquier se rencontrent en matchs d'autant de parties que d'échiquiers, appariées sur les points de match par le système suisse par équipes de la FIDE (C.04.6, appliqué depuis le 1er février 2026). Chaque capitaine donne une composition avant la ronde.</translation>
        </message>
        <message>
            <source>A team event in which every team meets every other once, in the order of the Berger tables.</source>
            <translation>Un tournoi par équipes où chaque équipe rencontre une fois chacune des autres, dans l'ordre des tables de Berger.</translation>
        </message>
        <message>
            <source>A team event in which every team meets every other twice, colours reversed in the second cycle.</source>
            <translation>Un tournoi par équipes où chaque équipe rencontre deux fois chacune des autres, couleurs inversées au second cycle.</translation>
        </message>
        <message>
            <source>New tournament</source>
            <translation>Nouveau tournoi</translation>
        </message>
        <message>
            <source>e.g. Spring Open 2026</source>
            <translation>p. ex. Open de printemps 2026</translation>
        </message>
        <message>
            <source>FIDE federation, e.g. FRA</source>
            <translation>Fédération FIDE, p. ex. FRA</translation>
        </message>
        <message>
            <source>comma-separated</source>
            <translation>séparés par des virgules</translation>
        </message>
        <message>
            <source>e.g. 90'+30"</source>
            <translation>p. ex. 90'+30"</translation>
        </message>
        <message>
            <source>Which FIDE rating the players are registered with (and the event is rated for)</source>
            <translation>Le classement FIDE sous lequel les joueurs sont inscrits (et pour lequel le tournoi est comptabilisé)</translation>
        </message>
        <message>
            <source>The language of the program that prints</source>
            <translation>La langue du programme qui imprime</translation>
        </message>
        <message>
            <source>The language of the printed documents, the web folder and the projector, on any computer that opens the file. Print can still choose another one for a document.</source>
            <translation>La langue des documents imprimés, du dossier web et du projecteur, sur tout ordinateur qui ouvre le fichier. Imprimer peut encore en choisir une autre pour un document.</translation>
        </message>
        <message>
            <source>Re&amp;verse the last two rounds of cycle 1</source>
            <translation>In&amp;verser les deux dernières rondes du cycle 1</translation>
        </message>
        <message>
            <source>C.05 Annex 1 asks for it in a double round robin (on unless you turn it off): nobody then has the same colour three games running at the turn of the cycles (TRF 192 FIDE_DOUBLEROUNDROBIN).</source>
            <translation>L'annexe 1 de C.05 le demande pour un double toutes rondes (coché sauf si vous le décochez) : personne n'a alors la même couleur trois parties de suite au passage d'un cycle à l'autre (TRF 192 FIDE_DOUBLEROUNDROBIN).</translation>
        </message>
        <message>
            <source>The games of each match: one per board, a player of each team on each</source>
            <translation>Les parties de chaque match : une par échiquier, un joueur de chaque équipe à chacun</translation>
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
            <source>&amp;Name:</source>
            <translation>&amp;Nom :</translation>
        </message>
        <message>
            <source>&amp;Place:</source>
            <translation>&amp;Lieu :</translation>
        </message>
        <message>
            <source>&amp;Federation:</source>
            <translation>&amp;Fédération :</translation>
        </message>
        <message>
            <source>&amp;Start date:</source>
            <translation>Date de &amp;début :</translation>
        </message>
        <message>
            <source>&amp;End date:</source>
            <translation>Date de &amp;fin :</translation>
        </message>
        <message>
            <source>&amp;Chief arbiter:</source>
            <translation>&amp;Arbitre principal :</translation>
        </message>
        <message>
            <source>&amp;Deputy arbiters:</source>
            <translation>Arbitres a&amp;djoints :</translation>
        </message>
        <message>
            <source>&amp;Time control:</source>
            <translation>&amp;Cadence :</translation>
        </message>
        <message>
            <source>Rati&amp;ng:</source>
            <translation>Cla&amp;ssement :</translation>
        </message>
        <message>
            <source>&amp;Language of documents:</source>
            <translation>Lan&amp;gue des documents :</translation>
        </message>
        <message>
            <source>Pairing s&amp;ystem:</source>
            <translation>S&amp;ystème d'appariement :</translation>
        </message>
        <message>
            <source>&amp;Boards per match:</source>
            <translation>É&amp;chiquiers par match :</translation>
        </message>
        <message>
            <source>E&amp;xpected players:</source>
            <translation>Joueurs &amp;attendus :</translation>
        </message>
        <message>
            <source>&amp;Rounds:</source>
            <translation>&amp;Rondes :</translation>
        </message>
        <message>
            <source>Pairing r&amp;ules:</source>
            <translation>Règles d'app&amp;ariement :</translation>
        </message>
        <message>
            <source>P&amp;oint system:</source>
            <translation>Système de &amp;points :</translation>
        </message>
        <message>
            <source>T&amp;ie-breaks:</source>
            <translation>&amp;Départages :</translation>
        </message>
        <message>
            <source>Top seed's &amp;colour in round 1:</source>
            <translation>&amp;Couleur de la tête de série à la ronde 1 :</translation>
        </message>
        <message>
            <source>Ba&amp;ku acceleration (C.04.7): virtual points in the first rounds</source>
            <translation>Accélération de Ba&amp;kou (C.04.7) : points virtuels lors des premières rondes</translation>
        </message>
        <message>
            <source>Choose it in Tournament settings once the players are registered and before round 1: the groups are made from the registered players (C.04.7 art. 1.2).</source>
            <translation>Choisissez-la dans Paramètres du tournoi une fois les joueurs inscrits et avant la ronde 1 : les groupes sont formés à partir des joueurs inscrits (C.04.7 art. 1.2).</translation>
        </message>
        <message>
            <source>Acceleration:</source>
            <translation>Accélération :</translation>
        </message>
        <message>
            <source>Create</source>
            <translation>Créer</translation>
        </message>
        <message>
            <source>A round robin has n - 1 rounds per cycle (n players, rounded up to even).</source>
            <translation>Un toutes rondes compte n - 1 rondes par cycle (n joueurs, arrondi au nombre pair supérieur).</translation>
        </message>
        <message numerus="yes">
            <source>Suggested for {players} players: %n round(s)</source>
            <translation>
                <numerusform>Proposé pour {players} joueurs : %n ronde</numerusform>
                <numerusform>Proposé pour {players} joueurs : %n rondes</numerusform>
            </translation>
        </message>
        <message>
            <source>The tournament needs a name.</source>
            <translation>Le tournoi doit avoir un nom.</translation>
        </message>
        <message>
            <source>The end date ({end}) is before the start date ({start}).</source>
            <translation>La date de fin ({end}) précède la date de début ({start}).</translation>
        </message>
        <message>
            <source>Tournament settings</source>
            <translation>Paramètres du tournoi</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Enregistrer</translation>
        </message>
        <message numerus="yes">
            <source>%n round(s) paired so far</source>
            <translation>
                <numerusform>%n ronde appariée jusqu'ici</numerusform>
                <numerusform>%n rondes appariées jusqu'ici</numerusform>
            </translation>
        </message>
        <message>
            <source>The acceleration is decided before round 1 (C.04.7 art. 1.2).</source>
            <translation>L'accélération est décidée avant la ronde 1 (C.04.7 art. 1.2).</translation>
        </message>
        <message>
            <source>Accelerations are set that are not the Baku points of the players registered now (imported, or players registered since): tick to compute them again (C.04.7).</source>
            <translation>Des accélérations sont définies qui ne sont pas les points de Bakou des joueurs inscrits maintenant (importées, ou joueurs inscrits depuis) : cochez pour les recalculer (C.04.7).</translation>
        </message>
        <message>
            <source>Virtual points computed from the players registered now (C.04.7).</source>
            <translation>Points virtuels calculés d'après les joueurs inscrits maintenant (C.04.7).</translation>
        </message>
        <message numerus="yes">
            <source>%n round(s) already paired under this text: a change applies to the next rounds and must be confirmed.</source>
            <translation>
                <numerusform>%n ronde déjà appariée selon ce texte : un changement s'applique aux rondes suivantes et doit être confirmé.</numerusform>
                <numerusform>%n rondes déjà appariées selon ce texte : un changement s'applique aux rondes suivantes et doit être confirmé.</numerusform>
            </translation>
        </message>
        <message>
            <source>Double-Swiss (C.04.5, every pairing a match of two games)</source>
            <translation>Double-Suisse (C.04.5, chaque appariement est un match de deux parties)</translation>
        </message>
        <message>
            <source>The Double-Swiss System (FIDE C.04.5, applied from 1 February 2026) is for events whose regulations make every pairing a match of two games played in succession with alternating colours, each game scored on its own (2-0, 1½-½, 1-1 ...), usually rapid or blitz events that play more games than a Swiss of single games could pair. Rounds here are matches: each match is stored as two rounds, one per game, and both results of a board are typed together.</source>
            <translation>Le système Double-Suisse (FIDE C.04.5, appliqué depuis le 1er février 2026) sert aux tournois dont le règlement fait de chaque appariement un match de deux parties jouées à la suite, couleurs alternées, chaque partie comptant pour elle-même (2-0, 1½-½, 1-1 ...), le plus souvent des tournois rapides ou de blitz qui jouent plus de parties qu'un système suisse de parties simples ne pourrait en apparier. Les rondes sont ici des matchs : chaque match est enregistré comme deux rondes, une par partie, et les deux résultats d'un échiquier se tapent ensemble.</translation>
        </message>
    </context>
    <context>
        <name>OperationCommand</name>
        <message>
            <source>Redo {text}</source>
            <translation>Rétablir {text}</translation>
        </message>
        <message>
            <source>Undo {text}</source>
            <translation>Annuler {text}</translation>
        </message>
    </context>
    <context>
        <name>Operations</name>
        <message>
            <source>A round is being paired; wait until it is done.</source>
            <translation>Une ronde est en cours d'appariement ; attendez qu'il soit terminé.</translation>
        </message>
        <message>
            <source>What was typed is still being stored on the venue server; wait until it is stored.</source>
            <translation>La saisie est encore en cours d'enregistrement sur le serveur du tournoi ; attendez qu'elle soit enregistrée.</translation>
        </message>
        <message>
            <source>Storing on the venue server: {write}…</source>
            <translation>Enregistrement sur le serveur du tournoi : {write}…</translation>
        </message>
        <message>
            <source>Read the tournament file</source>
            <translation>Lire le fichier de tournoi</translation>
        </message>
        <message numerus="yes">
            <source>%n writes not stored</source>
            <translation>
                <numerusform>%n écriture non enregistrée</numerusform>
                <numerusform>%n écritures non enregistrées</numerusform>
            </translation>
        </message>
        <message>
            <source>{writes}: {reason}</source>
            <translation>{writes} : {reason}</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>Redo</source>
            <translation>Rétablir</translation>
        </message>
        <message>
            <source>Undoing {command}…</source>
            <translation>Annulation : {command}…</translation>
        </message>
        <message>
            <source>Redoing {command}…</source>
            <translation>Rétablissement : {command}…</translation>
        </message>
    </context>
    <context>
        <name>PlayerDialog</name>
        <message>
            <source>Edit player</source>
            <translation>Modifier le joueur</translation>
        </message>
        <message>
            <source>Add player</source>
            <translation>Ajouter un joueur</translation>
        </message>
        <message>
            <source>Surname, First name</source>
            <translation>Nom, Prénom</translation>
        </message>
        <message>
            <source>unrated</source>
            <translation>sans classement</translation>
        </message>
        <message>
            <source>Male</source>
            <translation>Homme</translation>
        </message>
        <message>
            <source>Female</source>
            <translation>Femme</translation>
        </message>
        <message>
            <source>YYYY/MM/DD or YYYY</source>
            <translation>AAAA/MM/JJ ou AAAA</translation>
        </message>
        <message>
            <source>none</source>
            <translation>aucun</translation>
        </message>
        <message>
            <source>inactive in the FIDE list</source>
            <translation>inactif dans la liste FIDE</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>&amp;Nom :</translation>
        </message>
        <message>
            <source>&amp;Rating ({value}):</source>
            <translation>&amp;Classement ({value}) :</translation>
        </message>
        <message>
            <source>&amp;Title:</source>
            <translation>&amp;Titre :</translation>
        </message>
        <message>
            <source>&amp;Federation:</source>
            <translation>&amp;Fédération :</translation>
        </message>
        <message>
            <source>FIDE &amp;ID:</source>
            <translation>&amp;ID FIDE :</translation>
        </message>
        <message>
            <source>&amp;Sex:</source>
            <translation>&amp;Sexe :</translation>
        </message>
        <message>
            <source>&amp;Birth date:</source>
            <translation>Date de &amp;naissance :</translation>
        </message>
        <message>
            <source>Fi&amp;xed board:</source>
            <translation>Échiquier &amp;fixe :</translation>
        </message>
        <message>
            <source>National I&amp;D:</source>
            <translation>I&amp;dentifiant national :</translation>
        </message>
        <message>
            <source>National ra&amp;ting:</source>
            <translation>Classement na&amp;tional :</translation>
        </message>
        <message>
            <source>C&amp;lub:</source>
            <translation>C&amp;lub :</translation>
        </message>
        <message>
            <source>Cit&amp;y:</source>
            <translation>&amp;Ville :</translation>
        </message>
        <message>
            <source>National list and club</source>
            <translation>Liste nationale et club</translation>
        </message>
        <message>
            <source>other titles {titles}</source>
            <translation>autres titres {titles}</translation>
        </message>
        <message>
            <source>K factor {k}</source>
            <translation>facteur K {k}</translation>
        </message>
        <message>
            <source>From the FIDE list: {details}</source>
            <translation>D'après la liste FIDE : {details}</translation>
        </message>
        <message>
            <source>{count} of {limit} characters (TRF)</source>
            <translation>{count} caractères sur {limit} (TRF)</translation>
        </message>
        <message>
            <source>{count} characters: TRF allows {limit}. Registered as {kept!r}; {cut!r} is cut.</source>
            <translation>{count} caractères : le TRF en permet {limit}. Inscrit comme {kept!r} ; {cut!r} est coupé.</translation>
        </message>
        <message>
            <source>the checks could not run: {exc}</source>
            <translation>les vérifications n'ont pas pu être faites : {exc}</translation>
        </message>
        <message>
            <source>The board this player plays on in every round paired from now on (C.04.2 art. 3.6); the pairing is unchanged. Two fixed players paired together: the lower board; two on one board: the game earlier in the pairing keeps it.</source>
            <translation>L'échiquier où ce joueur joue à chaque ronde appariée désormais (C.04.2 art. 3.6) ; l'appariement ne change pas. Deux joueurs fixés appariés ensemble : le plus petit échiquier ; deux sur un même échiquier : la partie la plus haute dans l'appariement le garde.</translation>
        </message>
    </context>
    <context>
        <name>PlayerImportDialog</name>
        <message>
            <source>Import players from {file}</source>
            <translation>Importer des joueurs depuis {file}</translation>
        </message>
        <message>
            <source>No.</source>
            <translation>N°</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Elo</translation>
        </message>
        <message>
            <source>Line / problem</source>
            <translation>Ligne / problème</translation>
        </message>
        <message numerus="yes">
            <source>&amp;Leave out the %n row(s) with problems</source>
            <translation>
                <numerusform>&amp;Laisser de côté la ligne à problème (%n)</numerusform>
                <numerusform>&amp;Laisser de côté les %n lignes à problème</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&amp;Import %n player(s)</source>
            <translation>
                <numerusform>&amp;Importer %n joueur</numerusform>
                <numerusform>&amp;Importer %n joueurs</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n row(s) read</source>
            <translation>
                <numerusform>%n ligne lue</numerusform>
                <numerusform>%n lignes lues</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{rows_read}: %n player(s) can be added.</source>
            <translation>
                <numerusform>{rows_read} : %n joueur peut être ajouté.</numerusform>
                <numerusform>{rows_read} : %n joueurs peuvent être ajoutés.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n registered player(s) move down a number to make room.</source>
            <translation>
                <numerusform>%n joueur inscrit descend d'un numéro pour faire de la place.</numerusform>
                <numerusform>%n joueurs inscrits descendent d'un numéro pour faire de la place.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n row(s) cannot be imported (listed below). Nothing is added while they are there, unless you leave them out.</source>
            <translation>
                <numerusform>%n ligne ne peut pas être importée (voir ci-dessous). Rien n'est ajouté tant qu'elle est là, sauf si vous la laissez de côté.</numerusform>
                <numerusform>%n lignes ne peuvent pas être importées (voir ci-dessous). Rien n'est ajouté tant qu'elles sont là, sauf si vous les laissez de côté.</numerusform>
            </translation>
        </message>
        <message>
            <source>The import is one operation: Edit ▸ Undo removes exactly these players.</source>
            <translation>L'importation est une seule opération : Édition ▸ Annuler retire exactement ces joueurs.</translation>
        </message>
    </context>
    <context>
        <name>PlayersController</name>
        <message numerus="yes">
            <source>%n player(s) ({active} active)</source>
            <translation>
                <numerusform>%n joueur ({active} actifs)</numerusform>
                <numerusform>%n joueurs ({active} actifs)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n player(s)</source>
            <translation>
                <numerusform>%n joueur</numerusform>
                <numerusform>%n joueurs</numerusform>
            </translation>
        </message>
        <message>
            <source>No players yet: Add player (Ctrl+Shift+A) or Import players from CSV; Continue a tournament from a TRF file is in the File menu.</source>
            <translation>Pas encore de joueur : Ajouter un joueur (Ctrl+Maj+A) ou Importer des joueurs depuis un CSV ; Reprendre un tournoi depuis un fichier TRF se trouve dans le menu Fichier.</translation>
        </message>
        <message>
            <source>Double-click a cell (or F2) to correct it in place; Ctrl+Z undoes. When everyone is here: Pair round 1 (Ctrl+Shift+P).</source>
            <translation>Double-cliquez sur une case (ou F2) pour la corriger sur place ; Ctrl+Z annule. Quand tout le monde est là : Apparier la ronde 1 (Ctrl+Maj+P).</translation>
        </message>
        <message>
            <source>Double-click a cell (or F2) to correct it in place; Ctrl+Z undoes.</source>
            <translation>Double-cliquez sur une case (ou F2) pour la corriger sur place ; Ctrl+Z annule.</translation>
        </message>
        <message>
            <source>Select a player in the Players view first.</source>
            <translation>Sélectionnez d'abord un joueur dans la vue Joueurs.</translation>
        </message>
        <message>
            <source>Add player</source>
            <translation>Ajouter un joueur</translation>
        </message>
        <message>
            <source>add {name}</source>
            <translation>ajouter {name}</translation>
        </message>
        <message>
            <source>{name} takes number {number}; these players move down (C.04.2 art. 2.5):</source>
            <translation>{name} prend le numéro {number} ; ces joueurs descendent d'un rang (C.04.2 art. 2.5) :</translation>
        </message>
        <message>
            <source>Player added</source>
            <translation>Joueur ajouté</translation>
        </message>
        <message>
            <source>Added {name} as number {number}</source>
            <translation>{name} ajouté sous le numéro {number}</translation>
        </message>
        <message>
            <source>correct {name}</source>
            <translation>corriger {name}</translation>
        </message>
        <message>
            <source>Edit player</source>
            <translation>Modifier le joueur</translation>
        </message>
        <message>
            <source>fixed board of {name}</source>
            <translation>échiquier fixe de {name}</translation>
        </message>
        <message>
            <source>Import players</source>
            <translation>Importer des joueurs</translation>
        </message>
        <message>
            <source>Import players from CSV</source>
            <translation>Importer des joueurs depuis un CSV</translation>
        </message>
        <message>
            <source>Import {name}</source>
            <translation>Importer {name}</translation>
        </message>
        <message numerus="yes">
            <source>import %n player(s) from {name}</source>
            <translation>
                <numerusform>importer %n joueur depuis {name}</numerusform>
                <numerusform>importer %n joueurs depuis {name}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Imported %n player(s) from {name}</source>
            <translation>
                <numerusform>%n joueur importé depuis {name}</numerusform>
                <numerusform>%n joueurs importés depuis {name}</numerusform>
            </translation>
        </message>
        <message>
            <source>Withdraw player</source>
            <translation>Retirer le joueur</translation>
        </message>
        <message>
            <source>Late entry: the player is paired from round {next} on. Rounds 1-{paired} count as not played (zero points) unless you give a requested bye for them (Players ▸ Requested bye).</source>
            <translation>Inscription tardive : le joueur est apparié à partir de la ronde {next}. Les rondes 1 à {paired} comptent comme non jouées (zéro point), sauf si vous lui accordez un bye demandé pour elles (Joueurs ▸ Bye demandé).</translation>
        </message>
        <message>
            <source>Withdraw {name} (no. {number}) from round {round} on?
Results already played stay; the player is no longer paired.</source>
            <translation>Retirer {name} (n° {number}) à partir de la ronde {round} ?
Les résultats déjà joués restent ; le joueur n'est plus apparié.</translation>
        </message>
        <message>
            <source>withdraw {name}</source>
            <translation>retirer {name}</translation>
        </message>
        <message>
            <source>Withdraw {name} from the round robin? Their games without a result become forfeits (C.05); with less than half of their games played, no game against them counts in the standings (FIDE Tournament Rules V.4.1).</source>
            <translation>Retirer {name} du toutes rondes ? Ses parties sans résultat deviennent des forfaits (C.05) ; s'il a joué moins de la moitié de ses parties, aucune partie contre lui ne compte au classement (Règles des tournois FIDE V.4.1).</translation>
        </message>
        <message>
            <source>Player withdrawn</source>
            <translation>Joueur retiré</translation>
        </message>
        <message>
            <source>Draw lots</source>
            <translation>Tirage au sort</translation>
        </message>
        <message>
            <source>Draw the pairing numbers by lot? Every player gets a new number, which decides the games of each round (the Berger table, C.05 Annex 1). The draw is recorded in the audit log.</source>
            <translation>Tirer au sort les numéros d'appariement ? Chaque joueur reçoit un nouveau numéro, qui fixe les parties de chaque ronde (la table de Berger, C.05 annexe 1). Le tirage est consigné dans le journal.</translation>
        </message>
        <message>
            <source>draw lots</source>
            <translation>tirage au sort</translation>
        </message>
        <message>
            <source>Pairing numbers drawn</source>
            <translation>Numéros d'appariement tirés</translation>
        </message>
        <message>
            <source>Reinstate player</source>
            <translation>Réintégrer le joueur</translation>
        </message>
        <message>
            <source>reinstate {name}</source>
            <translation>réintégrer {name}</translation>
        </message>
        <message>
            <source>Requested bye</source>
            <translation>Bye demandé</translation>
        </message>
        <message>
            <source>{name} (no. {number})</source>
            <translation>{name} (n° {number})</translation>
        </message>
        <message>
            <source>bye for {name} in round {rnd}</source>
            <translation>bye de {name} à la ronde {rnd}</translation>
        </message>
        <message>
            <source>Cancel requested bye</source>
            <translation>Annuler le bye demandé</translation>
        </message>
        <message>
            <source>{name} has no requested bye in a coming round.</source>
            <translation>{name} n'a pas de bye demandé pour une ronde à venir.</translation>
        </message>
        <message>
            <source>cancel bye of {name} in round {round}</source>
            <translation>annuler le bye de {name} à la ronde {round}</translation>
        </message>
        <message>
            <source>correct {name} in every section</source>
            <translation>corriger {name} dans chaque section</translation>
        </message>
        <message>
            <source>He is also entered in {sections}. Make the same corrections there too?</source>
            <translation>Il est aussi inscrit dans {sections}. Y faire les mêmes corrections ?</translation>
        </message>
    </context>
    <context>
        <name>PlayersModel</name>
        <message>
            <source>a rating is a whole number, not {text!r}</source>
            <translation>un classement est un nombre entier, pas {text!r}</translation>
        </message>
        <message>
            <source>No.</source>
            <translation>N°</translation>
        </message>
        <message>
            <source>Pairing number (starting rank)</source>
            <translation>Numéro d'appariement (rang initial)</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>Titre</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Elo</translation>
        </message>
        <message>
            <source>Fed</source>
            <translation>Féd</translation>
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
            <translation>Nat.</translation>
        </message>
        <message>
            <source>National rating</source>
            <translation>Classement national</translation>
        </message>
        <message>
            <source>Sex</source>
            <translation>Sexe</translation>
        </message>
        <message>
            <source>Born</source>
            <translation>Naissance</translation>
        </message>
        <message>
            <source>Pts</source>
            <translation>Pts</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Statut</translation>
        </message>
    </context>
    <context>
        <name>PlayersView</name>
        <message>
            <source>Filter players by name, rating, federation…</source>
            <translation>Filtrer les joueurs par nom, classement, fédération…</translation>
        </message>
        <message>
            <source>Double-click a cell (or F2) to correct it in place; Ctrl+Z undoes.</source>
            <translation>Double-cliquez sur une case (ou F2) pour la corriger sur place ; Ctrl+Z annule.</translation>
        </message>
    </context>
    <context>
        <name>Presets</name>
        <message>
            <source>Buchholz Cut-1, Buchholz, Sonneborn-Berger, Direct encounter</source>
            <translation>Buchholz Cut-1, Buchholz, Sonneborn-Berger, confrontation directe</translation>
        </message>
        <message>
            <source>Buchholz Cut-1, Buchholz, Progressive score, Wins</source>
            <translation>Buchholz Cut-1, Buchholz, cumulatif, victoires</translation>
        </message>
        <message>
            <source>Buchholz, Sonneborn-Berger, Direct encounter, Wins</source>
            <translation>Buchholz, Sonneborn-Berger, confrontation directe, victoires</translation>
        </message>
        <message>
            <source>Average rating of opponents Cut-1, Buchholz Cut-1, Buchholz</source>
            <translation>Moyenne Elo des adversaires Cut-1, Buchholz Cut-1, Buchholz</translation>
        </message>
        <message>
            <source>Direct encounter, Wins, Sonneborn-Berger, Koya (round robin)</source>
            <translation>Confrontation directe, victoires, Sonneborn-Berger, Koya (toutes rondes)</translation>
        </message>
        <message>
            <source>Sonneborn-Berger, Direct encounter, Wins, Koya (round robin)</source>
            <translation>Sonneborn-Berger, confrontation directe, victoires, Koya (toutes rondes)</translation>
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
            <translation>Buchholz médian</translation>
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
            <translation>Confrontation directe</translation>
        </message>
        <message>
            <source>Number of wins</source>
            <translation>Nombre de victoires</translation>
        </message>
        <message>
            <source>Games won</source>
            <translation>Parties gagnées</translation>
        </message>
        <message>
            <source>Progressive score</source>
            <translation>Cumulatif</translation>
        </message>
        <message>
            <source>Progressive score Cut-1</source>
            <translation>Cumulatif Cut-1</translation>
        </message>
        <message>
            <source>Average rating of opponents</source>
            <translation>Moyenne Elo des adversaires</translation>
        </message>
        <message>
            <source>Average rating of opponents Cut-1</source>
            <translation>Moyenne Elo des adversaires Cut-1</translation>
        </message>
        <message>
            <source>Tournament performance rating</source>
            <translation>Performance Elo du tournoi</translation>
        </message>
        <message>
            <source>Games with black</source>
            <translation>Parties avec les Noirs</translation>
        </message>
        <message>
            <source>Games won with black</source>
            <translation>Parties gagnées avec les Noirs</translation>
        </message>
        <message>
            <source>Fore Buchholz</source>
            <translation>Buchholz anticipé</translation>
        </message>
        <message>
            <source>Average of opponents' Buchholz</source>
            <translation>Moyenne des Buchholz des adversaires</translation>
        </message>
        <message>
            <source>Rounds elected to play</source>
            <translation>Rondes choisies pour jouer</translation>
        </message>
        <message>
            <source>Standard points</source>
            <translation>Points standard</translation>
        </message>
        <message>
            <source>Koya system</source>
            <translation>Système Koya</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Elo</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <source>Win 1, draw ½, loss 0 (standard)</source>
            <translation>Gain 1, nulle ½, perte 0 (standard)</translation>
        </message>
        <message>
            <source>Win 3, draw 1, loss 0</source>
            <translation>Gain 3, nulle 1, perte 0</translation>
        </message>
        <message>
            <source>Win 1, draw ½, loss 0, pairing bye ½</source>
            <translation>Gain 1, nulle ½, perte 0, exempt ½</translation>
        </message>
    </context>
    <context>
        <name>PreviewDialog</name>
        <message>
            <source>Print preview: {document}</source>
            <translation>Aperçu avant impression : {document}</translation>
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation>&amp;Agrandir</translation>
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation>&amp;Réduire</translation>
        </message>
        <message>
            <source>Fit &amp;width</source>
            <translation>&amp;Largeur de la page</translation>
        </message>
        <message>
            <source>&amp;Whole page</source>
            <translation>Page &amp;entière</translation>
        </message>
        <message>
            <source>&amp;All pages</source>
            <translation>&amp;Toutes les pages</translation>
        </message>
        <message>
            <source>&amp;Print…</source>
            <translation>&amp;Imprimer…</translation>
        </message>
        <message>
            <source>Save as P&amp;DF…</source>
            <translation>Enregistrer en P&amp;DF…</translation>
        </message>
        <message>
            <source>Open in PDF &amp;viewer</source>
            <translation>Ouvrir dans la &amp;visionneuse PDF</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>&amp;Fermer</translation>
        </message>
        <message numerus="yes">
            <source>%n page(s)</source>
            <translation>
                <numerusform>%n page</numerusform>
                <numerusform>%n pages</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PrintController</name>
        <message>
            <source>Save as PDF</source>
            <translation>Enregistrer en PDF</translation>
        </message>
        <message>
            <source>{document}, round {round}</source>
            <translation>{document}, ronde {round}</translation>
        </message>
        <message>
            <source>Printing {what}…</source>
            <translation>Impression : {what}…</translation>
        </message>
        <message>
            <source>The printer {printer} does not accept jobs now: nothing was printed. Choose another printer, or accept jobs again in the system's printer settings.</source>
            <translation>L'imprimante {printer} n'accepte pas de travaux pour le moment : rien n'a été imprimé. Choisissez une autre imprimante, ou faites-lui accepter de nouveau les travaux dans les paramètres d'impression du système.</translation>
        </message>
        <message>
            <source>The printer says: {reason}</source>
            <translation>Message de l'imprimante : {reason}</translation>
        </message>
        <message>
            <source>{document}: printing cancelled</source>
            <translation>{document} : impression annulée</translation>
        </message>
        <message numerus="yes">
            <source>{document}: %n page(s) sent to the printer</source>
            <translation>
                <numerusform>{document} : %n page envoyée à l'imprimante</numerusform>
                <numerusform>{document} : %n pages envoyées à l'imprimante</numerusform>
            </translation>
        </message>
        <message>
            <source>(the printer has no paper of this size: scaled to {paper})</source>
            <translation>(l'imprimante n'a pas ce format de papier : mis à l'échelle sur {paper})</translation>
        </message>
        <message>
            <source>(the printer is stopped: the pages wait in its queue until it is started)</source>
            <translation>(l'imprimante est arrêtée : les pages attendent dans sa file jusqu'à son redémarrage)</translation>
        </message>
        <message>
            <source>Saved {written}</source>
            <translation>{written} enregistré</translation>
        </message>
        <message>
            <source>Print</source>
            <translation>Imprimer</translation>
        </message>
        <message>
            <source>Print {what}</source>
            <translation>Imprimer : {what}</translation>
        </message>
        <message>
            <source>{document}, every section</source>
            <translation>{document}, toutes les sections</translation>
        </message>
    </context>
    <context>
        <name>Printing</name>
        <message>
            <source>The printer {printer} could not be started.</source>
            <translation>L'imprimante {printer} n'a pas pu être démarrée.</translation>
        </message>
        <message>
            <source>The printer refused a new page.</source>
            <translation>L'imprimante a refusé une nouvelle page.</translation>
        </message>
    </context>
    <context>
        <name>ProgressPanel</name>
        <message>
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>Stop this work; nothing in the tournament file changes</source>
            <translation>Arrêter ce travail ; rien ne change dans le fichier de tournoi</translation>
        </message>
    </context>
    <context>
        <name>Projector</name>
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
            <source>Bd</source>
            <translation>Éch.</translation>
        </message>
        <message>
            <source>White</source>
            <translation>Blancs</translation>
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
            <source>Black</source>
            <translation>Noirs</translation>
        </message>
        <message>
            <source>Pairings</source>
            <translation>Appariements</translation>
        </message>
        <message>
            <source>No round has been paired yet.</source>
            <translation>Aucune ronde n'est encore appariée.</translation>
        </message>
        <message>
            <source>Round {round} · {done} of {boards} results</source>
            <translation>Ronde {round} · {done} résultats sur {boards}</translation>
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
            <source>Rtg</source>
            <translation>Elo</translation>
        </message>
        <message>
            <source>Standings</source>
            <translation>Classement</translation>
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
            <source>no round has been paired yet</source>
            <translation>aucune ronde n'est encore appariée</translation>
        </message>
        <message>
            <source>no round has every result yet</source>
            <translation>aucune ronde n'a encore tous ses résultats</translation>
        </message>
    </context>
    <context>
        <name>ProjectorWindow</name>
        <message>
            <source>Arbiter Desk — projector</source>
            <translation>Arbiter Desk — projecteur</translation>
        </message>
        <message>
            <source>   ·   page {page} of {pages}</source>
            <translation>   ·   page {page} sur {pages}</translation>
        </message>
    </context>
    <context>
        <name>Prompts</name>
        <message>
            <source>Arbiter Desk: programming error</source>
            <translation>Arbiter Desk : erreur de programmation</translation>
        </message>
        <message>
            <source>&amp;Copy report</source>
            <translation>&amp;Copier le rapport</translation>
        </message>
    </context>
    <context>
        <name>Publishing</name>
        <message>
            <source>&amp;Projector: pairings</source>
            <translation>&amp;Projecteur : appariements</translation>
        </message>
        <message>
            <source>Projector: &amp;standings</source>
            <translation>Projecteur : &amp;classement</translation>
        </message>
        <message>
            <source>&amp;Write the web folder now…</source>
            <translation>É&amp;crire le dossier web maintenant…</translation>
        </message>
        <message>
            <source>Publish after each &amp;round…</source>
            <translation>Publier après chaque &amp;ronde…</translation>
        </message>
        <message>
            <source>Export &amp;CSV tables…</source>
            <translation>Exporter les tableaux &amp;CSV…</translation>
        </message>
        <message>
            <source>Export &amp;JSON…</source>
            <translation>Exporter en &amp;JSON…</translation>
        </message>
        <message>
            <source>Export P&amp;GN…</source>
            <translation>Exporter en P&amp;GN…</translation>
        </message>
        <message>
            <source>&amp;Import results of a round…</source>
            <translation>&amp;Importer les résultats d'une ronde…</translation>
        </message>
        <message>
            <source>Pu&amp;blish</source>
            <translation>P&amp;ublier</translation>
        </message>
        <message>
            <source>Publish after each &amp;round to {folder}</source>
            <translation>Publier après chaque &amp;ronde dans {folder}</translation>
        </message>
        <message>
            <source>Follow the tournament file</source>
            <translation>Suivre le fichier du tournoi</translation>
        </message>
        <message>
            <source>The web folder is no longer written after each round</source>
            <translation>Le dossier web n'est plus écrit après chaque ronde</translation>
        </message>
        <message>
            <source>Publish after each round into</source>
            <translation>Publier après chaque ronde dans</translation>
        </message>
        <message>
            <source>Write the web folder into</source>
            <translation>Écrire le dossier web dans</translation>
        </message>
        <message>
            <source>Writing the web folder into {folder}…</source>
            <translation>Écriture du dossier web dans {folder}…</translation>
        </message>
        <message numerus="yes">
            <source>Published %n file(s) into {folder}</source>
            <translation>
                <numerusform>%n fichier publié dans {folder}</numerusform>
                <numerusform>%n fichiers publiés dans {folder}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n file(s) in {folder}. Open index.html there, or upload the folder.</source>
            <translation>
                <numerusform>%n fichier dans {folder}. Ouvrez-y index.html, ou mettez le dossier en ligne.</numerusform>
                <numerusform>%n fichiers dans {folder}. Ouvrez-y index.html, ou mettez le dossier en ligne.</numerusform>
            </translation>
        </message>
        <message>
            <source>Publish the web folder</source>
            <translation>Publier le dossier web</translation>
        </message>
        <message>
            <source>Web folder written</source>
            <translation>Dossier web écrit</translation>
        </message>
        <message>
            <source>Export the CSV tables into</source>
            <translation>Exporter les tableaux CSV dans</translation>
        </message>
        <message>
            <source>Export CSV</source>
            <translation>Exporter en CSV</translation>
        </message>
        <message>
            <source>Wrote {names} into {folder}</source>
            <translation>{names} écrit(s) dans {folder}</translation>
        </message>
        <message>
            <source>Export {what}</source>
            <translation>Exporter : {what}</translation>
        </message>
        <message>
            <source>Wrote {target}</source>
            <translation>{target} écrit</translation>
        </message>
        <message>
            <source>Import the results of a round</source>
            <translation>Importer les résultats d'une ronde</translation>
        </message>
        <message>
            <source>Import {name}</source>
            <translation>Importer {name}</translation>
        </message>
        <message>
            <source>import results of round {number} ({name})</source>
            <translation>importer les résultats de la ronde {number} ({name})</translation>
        </message>
    </context>
    <context>
        <name>RatingUpdateDialog</name>
        <message>
            <source>yes</source>
            <translation>oui</translation>
        </message>
        <message>
            <source>no</source>
            <translation>non</translation>
        </message>
        <message>
            <source>Update ratings from the library</source>
            <translation>Mettre à jour les classements depuis le fichier de joueurs</translation>
        </message>
        <message>
            <source>No.</source>
            <translation>N°</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>Field</source>
            <translation>Champ</translation>
        </message>
        <message>
            <source>Now</source>
            <translation>Actuel</translation>
        </message>
        <message>
            <source>In the library</source>
            <translation>Dans le fichier</translation>
        </message>
        <message numerus="yes">
            <source>%n player(s) differ from the library.</source>
            <translation>
                <numerusform>%n joueur diffère du fichier de joueurs.</numerusform>
                <numerusform>%n joueurs diffèrent du fichier de joueurs.</numerusform>
            </translation>
        </message>
        <message>
            <source>Every registered player's data is as in the library.</source>
            <translation>Les données de chaque joueur inscrit sont celles du fichier de joueurs.</translation>
        </message>
        <message>
            <source>&amp;Update anyway</source>
            <translation>&amp;Mettre à jour quand même</translation>
        </message>
        <message>
            <source>&amp;Update</source>
            <translation>&amp;Mettre à jour</translation>
        </message>
    </context>
    <context>
        <name>ResultImportDialog</name>
        <message>
            <source>Board {board:&gt;3}:  #{white} - #{black}   {new}   (was {old})</source>
            <translation>Échiquier {board:&gt;3} :  n° {white} - n° {black}   {new}   (auparavant {old})</translation>
        </message>
        <message>
            <source>Board {board:&gt;3}:  #{white} - #{black}   {new}</source>
            <translation>Échiquier {board:&gt;3} :  n° {white} - n° {black}   {new}</translation>
        </message>
        <message>
            <source>Rows that cannot be imported:</source>
            <translation>Lignes qui ne peuvent pas être importées :</translation>
        </message>
        <message>
            <source>Import results of round {round}</source>
            <translation>Importer les résultats de la ronde {round}</translation>
        </message>
        <message numerus="yes">
            <source>{source}: %n result(s) to enter in round {round}, {corrections} of them replacing a result already entered; {unchanged} unchanged; {missing} board(s) will still have no result.</source>
            <translation>
                <numerusform>{source} : %n résultat à saisir à la ronde {round}, dont {corrections} remplaçant un résultat déjà saisi ; {unchanged} inchangé(s) ; {missing} échiquier(s) resteront sans résultat.</numerusform>
                <numerusform>{source} : %n résultats à saisir à la ronde {round}, dont {corrections} remplaçant un résultat déjà saisi ; {unchanged} inchangé(s) ; {missing} échiquier(s) resteront sans résultat.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n row(s) of other rounds are left out.</source>
            <translation>
                <numerusform>%n ligne d'autres rondes est ignorée.</numerusform>
                <numerusform>%n lignes d'autres rondes sont ignorées.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n row(s) cannot be imported: nothing is entered unless you choose to leave them out.</source>
            <translation>
                <numerusform>%n ligne ne peut pas être importée : rien n'est saisi, sauf si vous choisissez de l'ignorer.</numerusform>
                <numerusform>%n lignes ne peuvent pas être importées : rien n'est saisi, sauf si vous choisissez de les ignorer.</numerusform>
            </translation>
        </message>
        <message>
            <source>Leave out the rows that cannot be imported</source>
            <translation>Ignorer les lignes qui ne peuvent pas être importées</translation>
        </message>
        <message>
            <source>Enter the results</source>
            <translation>Saisir les résultats</translation>
        </message>
    </context>
    <context>
        <name>RoundsController</name>
        <message numerus="yes">
            <source>%n board(s), {played} results entered, {missing} missing</source>
            <translation>
                <numerusform>%n échiquier, {played} résultats saisis, {missing} manquant(s)</numerusform>
                <numerusform>%n échiquiers, {played} résultats saisis, {missing} manquant(s)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n board(s), {played} results entered — round complete; next: pair round {next} (Ctrl+Shift+P)</source>
            <translation>
                <numerusform>%n échiquier, {played} résultats saisis — ronde terminée ; ensuite : apparier la ronde {next} (Ctrl+Maj+P)</numerusform>
                <numerusform>%n échiquiers, {played} résultats saisis — ronde terminée ; ensuite : apparier la ronde {next} (Ctrl+Maj+P)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n board(s), {played} results entered — round complete; the tournament is finished: see Standings (Ctrl+3)</source>
            <translation>
                <numerusform>%n échiquier, {played} résultats saisis — ronde terminée ; le tournoi est fini : voir le classement (Ctrl+3)</numerusform>
                <numerusform>%n échiquiers, {played} résultats saisis — ronde terminée ; le tournoi est fini : voir le classement (Ctrl+3)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n board(s), {played} results entered — round complete</source>
            <translation>
                <numerusform>%n échiquier, {played} résultats saisis — ronde terminée</numerusform>
                <numerusform>%n échiquiers, {played} résultats saisis — ronde terminée</numerusform>
            </translation>
        </message>
        <message>
            <source>Board {board} of round {round} ({white} – {black}) has no result. Change it to {new}?</source>
            <translation>L'échiquier {board} de la ronde {round} ({white} – {black}) n'a pas de résultat. Saisir {new} ?</translation>
        </message>
        <message>
            <source>Board {board} of round {round} ({white} – {black}) has no result.</source>
            <translation>L'échiquier {board} de la ronde {round} ({white} – {black}) n'a pas de résultat.</translation>
        </message>
        <message>
            <source>Board {board} of round {round} ({white} – {black}) already has the result {old}. Change it to {new}?</source>
            <translation>L'échiquier {board} de la ronde {round} ({white} – {black}) a déjà le résultat {old}. Le remplacer par {new} ?</translation>
        </message>
        <message>
            <source>Board {board} of round {round} ({white} – {black}) already has the result {old}. Clear it?</source>
            <translation>L'échiquier {board} de la ronde {round} ({white} – {black}) a déjà le résultat {old}. L'effacer ?</translation>
        </message>
        <message>
            <source>Round {next} is already paired and stays as it is</source>
            <translation>La ronde {next} est déjà appariée et reste telle quelle</translation>
        </message>
        <message>
            <source>Rounds {next}–{last} are already paired and stay as they are</source>
            <translation>Les rondes {next} à {last} sont déjà appariées et restent telles quelles</translation>
        </message>
        <message>
            <source>{rounds}: past rounds are never paired again (C.04.2 (2026) art. 4.3). The corrected result changes the scores, standings and tie-breaks from round {round} on, and the pairing of round {next} will use it.</source>
            <translation>{rounds} : les rondes passées ne sont jamais réappariées (C.04.2 (2026) art. 4.3). Le résultat corrigé change les scores, le classement et les départages à partir de la ronde {round}, et l'appariement de la ronde {next} en tiendra compte.</translation>
        </message>
        <message>
            <source>{rounds}: past rounds are never paired again (C.04.2 (2026) art. 4.3). The corrected result changes the scores, standings and tie-breaks from round {round} on.</source>
            <translation>{rounds} : les rondes passées ne sont jamais réappariées (C.04.2 (2026) art. 4.3). Le résultat corrigé change les scores, le classement et les départages à partir de la ronde {round}.</translation>
        </message>
        <message>
            <source>No round paired yet.</source>
            <translation>Aucune ronde appariée pour l'instant.</translation>
        </message>
        <message>
            <source>Wait until the pairing is done.</source>
            <translation>Attendez la fin de l'appariement.</translation>
        </message>
        <message>
            <source>Change a result</source>
            <translation>Modifier un résultat</translation>
        </message>
        <message>
            <source>no result</source>
            <translation>pas de résultat</translation>
        </message>
        <message>
            <source>round {rnd} board {board}: {label}</source>
            <translation>ronde {rnd} échiquier {board} : {label}</translation>
        </message>
        <message>
            <source>{result} storing…</source>
            <translation>{result} enregistrement…</translation>
        </message>
        <message>
            <source>Board {board}: the result typed before is still being stored.</source>
            <translation>Échiquier {board} : le résultat saisi auparavant est encore en cours d'enregistrement.</translation>
        </message>
        <message>
            <source>Pair round {round}</source>
            <translation>Apparier la ronde {round}</translation>
        </message>
        <message>
            <source>Pairing round {round}…</source>
            <translation>Appariement de la ronde {round}…</translation>
        </message>
        <message>
            <source>Re-pair round</source>
            <translation>Réapparier la ronde</translation>
        </message>
        <message>
            <source>Delete the pairing of match {match} (both its games) and pair it again (for example after a late entry or a withdrawal)?</source>
            <translation>Supprimer l'appariement du match {match} (ses deux parties) et l'apparier de nouveau (par exemple après une inscription tardive ou un retrait) ?</translation>
        </message>
        <message>
            <source>Delete the pairing of round {last} and pair it again (for example after a late entry or a withdrawal)?</source>
            <translation>Supprimer l'appariement de la ronde {last} et l'apparier de nouveau (par exemple après une inscription tardive ou un retrait) ?</translation>
        </message>
        <message>
            <source>Re-pair round {last}</source>
            <translation>Réapparier la ronde {last}</translation>
        </message>
        <message>
            <source>Re-pairing round {last}…</source>
            <translation>Réappariement de la ronde {last}…</translation>
        </message>
        <message>
            <source>Rounds {first}-{number} paired by the Berger table</source>
            <translation>Rondes {first} à {number} appariées selon la table de Berger</translation>
        </message>
        <message>
            <source>Pair all rounds</source>
            <translation>Apparier toutes les rondes</translation>
        </message>
        <message>
            <source>Pairing every round…</source>
            <translation>Appariement de toutes les rondes…</translation>
        </message>
        <message>
            <source>Fixed boards in round {number}</source>
            <translation>Échiquiers fixes de la ronde {number}</translation>
        </message>
        <message>
            <source>Delete round</source>
            <translation>Supprimer la ronde</translation>
        </message>
        <message>
            <source>Delete the pairing of match {match} (both its games)? This is only possible while it has no results.</source>
            <translation>Supprimer l'appariement du match {match} (ses deux parties) ? Ce n'est possible que tant qu'il n'a aucun résultat.</translation>
        </message>
        <message>
            <source>Delete the pairing of round {last}? This is only possible while it has no results.</source>
            <translation>Supprimer l'appariement de la ronde {last} ? Ce n'est possible que tant qu'elle n'a aucun résultat.</translation>
        </message>
        <message>
            <source>Delete round {last}</source>
            <translation>Supprimer la ronde {last}</translation>
        </message>
        <message>
            <source>Round {last} deleted</source>
            <translation>Ronde {last} supprimée</translation>
        </message>
        <message>
            <source>Explain pairing</source>
            <translation>Expliquer l'appariement</translation>
        </message>
        <message>
            <source>Round {rnd}: the Berger table</source>
            <translation>Ronde {rnd} : la table de Berger</translation>
        </message>
        <message>
            <source>C.05 Annex 1, by pairing number.</source>
            <translation>C.05 annexe 1, par numéro d'appariement.</translation>
        </message>
        <message>
            <source>Explaining round {rnd}…</source>
            <translation>Explication de la ronde {rnd}…</translation>
        </message>
        <message>
            <source>Round {rnd}: how it was paired</source>
            <translation>Ronde {rnd} : comment elle a été appariée</translation>
        </message>
        <message>
            <source>Score brackets from the top (C.04.3): the residents, players moved down (MDPs), the pairs made and who floated down. Numbers are pairing numbers.</source>
            <translation>Groupes de points depuis le haut (C.04.3) : les résidents, les joueurs descendus (MDP), les paires formées et qui a flotté vers le bas. Les nombres sont des numéros d'appariement.</translation>
        </message>
        <message>
            <source>Edit pairing</source>
            <translation>Modifier l'appariement</translation>
        </message>
        <message>
            <source>Edit pairing of round {rnd}</source>
            <translation>Modifier l'appariement de la ronde {rnd}</translation>
        </message>
        <message>
            <source>Round {rnd} already has results; clear them before you change its pairing.</source>
            <translation>La ronde {rnd} a déjà des résultats ; effacez-les avant de modifier son appariement.</translation>
        </message>
        <message>
            <source>no player has pairing number {numbers}</source>
            <translation>aucun joueur n'a le numéro d'appariement {numbers}</translation>
        </message>
        <message numerus="yes">
            <source>Round {rnd}: pairing changed; it breaks %n rule(s), listed under the boards</source>
            <translation>
                <numerusform>Ronde {rnd} : appariement modifié ; il enfreint %n règle, listée sous les échiquiers</numerusform>
                <numerusform>Ronde {rnd} : appariement modifié ; il enfreint %n règles, listées sous les échiquiers</numerusform>
            </translation>
        </message>
        <message>
            <source>Round {rnd}: pairing changed; it breaks no rule checked</source>
            <translation>Ronde {rnd} : appariement modifié ; il n'enfreint aucune règle vérifiée</translation>
        </message>
        <message>
            <source>edit pairing of round {rnd}</source>
            <translation>modifier l'appariement de la ronde {rnd}</translation>
        </message>
        <message>
            <source>Checking the new pairing of round {rnd}…</source>
            <translation>Vérification du nouvel appariement de la ronde {rnd}…</translation>
        </message>
        <message>
            <source>Check pairing rules</source>
            <translation>Vérifier les règles d'appariement</translation>
        </message>
        <message>
            <source>Checking round {number}…</source>
            <translation>Vérification de la ronde {number}…</translation>
        </message>
        <message>
            <source>Board {board} of match {match} already has the results {old}. Replace them with {new}?</source>
            <translation>L'échiquier {board} du match {match} a déjà les résultats {old}. Les remplacer par {new} ?</translation>
        </message>
        <message>
            <source>match {match} board {board}: {results}</source>
            <translation>match {match} échiquier {board} : {results}</translation>
        </message>
        <message>
            <source>Board {board}: game 1 {result}; now the result of game 2</source>
            <translation>Échiquier {board} : partie 1 {result} ; maintenant le résultat de la partie 2</translation>
        </message>
    </context>
    <context>
        <name>RoundsView</name>
        <message>
            <source>White wins by forfeit (+/-)	+</source>
            <translation>Gain des Blancs par forfait (+/-)	+</translation>
        </message>
        <message>
            <source>Black wins by forfeit (-/+)	-</source>
            <translation>Gain des Noirs par forfait (-/+)	-</translation>
        </message>
        <message>
            <source>Double forfeit (-/-)	*</source>
            <translation>Double forfait (-/-)	*</translation>
        </message>
        <message>
            <source>1-0, not rated (W-L)</source>
            <translation>1-0, non comptabilisé Elo (W-L)</translation>
        </message>
        <message>
            <source>0-1, not rated (L-W)</source>
            <translation>0-1, non comptabilisé Elo (L-W)</translation>
        </message>
        <message>
            <source>½-½, not rated (D-D)</source>
            <translation>½-½, non comptabilisé Elo (D-D)</translation>
        </message>
        <message>
            <source>Clear result	Del</source>
            <translation>Effacer le résultat	Suppr</translation>
        </message>
        <message>
            <source>Edit pairing…</source>
            <translation>Modifier l'appariement…</translation>
        </message>
        <message>
            <source>Results: 1 white wins · 0 black wins · = or 5 draw · + / - forfeit · * double forfeit · Del clears · right-click for more</source>
            <translation>Résultats : 1 gain des Blancs · 0 gain des Noirs · = ou 5 nulle · + / - forfait · * double forfait · Suppr efface · clic droit pour plus</translation>
        </message>
        <message>
            <source>Roun&amp;d:</source>
            <translation>Ron&amp;de :</translation>
        </message>
        <message>
            <source>Round {r}</source>
            <translation>Ronde {r}</translation>
        </message>
        <message>
            <source>Match {match}, game {game}</source>
            <translation>Match {match}, partie {game}</translation>
        </message>
        <message>
            <source>Results of a match: two keys per board, game 1 then game 2, each as its own game's (1 White wins · 0 Black wins · = or 5 draw · + / - forfeit · * double forfeit) · Del clears both</source>
            <translation>Résultats d'un match : deux touches par échiquier, partie 1 puis partie 2, chacune selon sa propre partie (1 gain des Blancs · 0 gain des Noirs · = ou 5 nulle · + / - forfait · * double forfait) · Suppr efface les deux</translation>
        </message>
    </context>
    <context>
        <name>Sections</name>
        <message>
            <source>Section:</source>
            <translation>Section :</translation>
        </message>
        <message>
            <source>The section of the event shown and changed</source>
            <translation>La section de l'événement affichée et modifiée</translation>
        </message>
        <message>
            <source>&amp;Add a section…</source>
            <translation>&amp;Ajouter une section…</translation>
        </message>
        <message>
            <source>Add a section to the event: a tournament of its own in the same file</source>
            <translation>Ajouter une section à l'événement : un tournoi à part entière dans le même fichier</translation>
        </message>
        <message>
            <source>Switch section</source>
            <translation>Changer de section</translation>
        </message>
        <message>
            <source>Wait until the work under way ends, then switch sections.</source>
            <translation>Attendez la fin du travail en cours, puis changez de section.</translation>
        </message>
        <message>
            <source>New section</source>
            <translation>Nouvelle section</translation>
        </message>
        <message>
            <source>Name of the new section:</source>
            <translation>Nom de la nouvelle section :</translation>
        </message>
        <message numerus="yes">
            <source>Delete the section {name} and its %n registered players? Edit &gt; Undo puts them back.</source>
            <translation>
                <numerusform>Supprimer la section {name} et son joueur inscrit (%n) ? Édition &gt; Annuler les rétablit.</numerusform>
                <numerusform>Supprimer la section {name} et ses %n joueurs inscrits ? Édition &gt; Annuler les rétablit.</numerusform>
            </translation>
        </message>
        <message>
            <source>delete the section {name}</source>
            <translation>supprimer la section {name}</translation>
        </message>
        <message>
            <source>&amp;Rename this section…</source>
            <translation>&amp;Renommer cette section…</translation>
        </message>
        <message>
            <source>Give the section on screen another name</source>
            <translation>Donner un autre nom à la section affichée</translation>
        </message>
        <message>
            <source>&amp;Delete this section…</source>
            <translation>&amp;Supprimer cette section…</translation>
        </message>
        <message>
            <source>Delete the section on screen with its players, before any of its rounds is paired</source>
            <translation>Supprimer la section affichée avec ses joueurs, avant qu'aucune de ses rondes ne soit appariée</translation>
        </message>
        <message>
            <source>Rename the section</source>
            <translation>Renommer la section</translation>
        </message>
        <message>
            <source>New name of the section {name}:</source>
            <translation>Nouveau nom de la section {name} :</translation>
        </message>
        <message>
            <source>rename the section {name}</source>
            <translation>renommer la section {name}</translation>
        </message>
        <message>
            <source>Delete the section</source>
            <translation>Supprimer la section</translation>
        </message>
    </context>
    <context>
        <name>Serving</name>
        <message>
            <source>Serve to &amp;phones…</source>
            <translation>Servir aux &amp;téléphones…</translation>
        </message>
        <message>
            <source>Serving the event's pages at {address}</source>
            <translation>Les pages du tournoi sont servies à {address}</translation>
        </message>
        <message>
            <source>Serve to phones</source>
            <translation>Servir aux téléphones</translation>
        </message>
        <message>
            <source>The event's pages are no longer served.</source>
            <translation>Les pages du tournoi ne sont plus servies.</translation>
        </message>
        <message>
            <source>Serving to phones</source>
            <translation>Service aux téléphones</translation>
        </message>
        <message>
            <source>Bound to every network of this computer, port {port}.</source>
            <translation>À l'écoute sur tous les réseaux de cet ordinateur, port {port}.</translation>
        </message>
        <message>
            <source>Bound to {host} only, port {port}.</source>
            <translation>À l'écoute sur {host} seulement, port {port}.</translation>
        </message>
        <message>
            <source>The players open this address on their phones (the venue's Wi-Fi):</source>
            <translation>Les joueurs ouvrent cette adresse sur leur téléphone (le Wi-Fi de la salle) :</translation>
        </message>
        <message>
            <source>Stop serving</source>
            <translation>Arrêter le service</translation>
        </message>
    </context>
    <context>
        <name>Snapshot</name>
        <message>
            <source>half-point bye</source>
            <translation>bye d'un demi-point</translation>
        </message>
        <message>
            <source>zero-point bye</source>
            <translation>bye à zéro point</translation>
        </message>
        <message>
            <source>full-point bye</source>
            <translation>bye d'un point</translation>
        </message>
        <message>
            <source>half-point bye in round {round}</source>
            <translation>bye d'un demi-point à la ronde {round}</translation>
        </message>
        <message>
            <source>zero-point bye in round {round}</source>
            <translation>bye à zéro point à la ronde {round}</translation>
        </message>
        <message>
            <source>full-point bye in round {round}</source>
            <translation>bye d'un point à la ronde {round}</translation>
        </message>
        <message>
            <source>withdrawn from round {round}</source>
            <translation>retiré à partir de la ronde {round}</translation>
        </message>
        <message>
            <source>bye ({points})</source>
            <translation>exempt ({points})</translation>
        </message>
    </context>
    <context>
        <name>StandingsController</name>
        <message>
            <source>Standings</source>
            <translation>Classement</translation>
        </message>
    </context>
    <context>
        <name>StandingsModel</name>
        <message>
            <source>Rk</source>
            <translation>Rg</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>Rang</translation>
        </message>
        <message>
            <source>No.</source>
            <translation>N°</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>Titre</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Elo</translation>
        </message>
        <message>
            <source>Fed</source>
            <translation>Féd</translation>
        </message>
        <message>
            <source>Pts</source>
            <translation>Pts</translation>
        </message>
    </context>
    <context>
        <name>StandingsTables</name>
        <message>
            <source>Places shared when points and every tie-break are equal (C.07 art. 4).</source>
            <translation>Places partagées quand les points et tous les départages sont égaux (C.07 art. 4).</translation>
        </message>
        <message>
            <source>Standings cannot be computed: {exc}</source>
            <translation>Le classement ne peut pas être calculé : {exc}</translation>
        </message>
    </context>
    <context>
        <name>StandingsView</name>
        <message>
            <source>Filter standings…</source>
            <translation>Filtrer le classement…</translation>
        </message>
        <message>
            <source>&amp;Standings after:</source>
            <translation>&amp;Classement après :</translation>
        </message>
        <message>
            <source>start (no round)</source>
            <translation>départ (aucune ronde)</translation>
        </message>
        <message>
            <source>round {r} (results missing)</source>
            <translation>ronde {r} (résultats manquants)</translation>
        </message>
        <message>
            <source>round {r}</source>
            <translation>ronde {r}</translation>
        </message>
    </context>
    <context>
        <name>TeamDialog</name>
        <message>
            <source>Add team</source>
            <translation>Ajouter une équipe</translation>
        </message>
        <message>
            <source>One player a line, board 1 first: Name; rating; FIDE ID; federation</source>
            <translation>Un joueur par ligne, échiquier 1 en premier : Nom; classement; identifiant FIDE; fédération</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>&amp;Nom :</translation>
        </message>
        <message>
            <source>&amp;Captain:</source>
            <translation>&amp;Capitaine :</translation>
        </message>
        <message>
            <source>&amp;Roster:</source>
            <translation>&amp;Joueurs :</translation>
        </message>
        <message>
            <source>Plays &amp;from round:</source>
            <translation>Joue à partir de la &amp;ronde :</translation>
        </message>
    </context>
    <context>
        <name>TeamWithdrawalDialog</name>
        <message>
            <source>Withdraw team</source>
            <translation>Retirer une équipe</translation>
        </message>
        <message>
            <source>&amp;Team:</source>
            <translation>É&amp;quipe :</translation>
        </message>
        <message>
            <source>Not paired from &amp;round:</source>
            <translation>Non appariée à partir de la &amp;ronde :</translation>
        </message>
        <message>
            <source>Its matches of the rounds paired stay as they are.</source>
            <translation>Ses matchs des rondes déjà appariées restent tels quels.</translation>
        </message>
    </context>
    <context>
        <name>TeamsController</name>
        <message>
            <source>{name} (withdrawn from round {round})</source>
            <translation>{name} (retirée à partir de la ronde {round})</translation>
        </message>
        <message>
            <source>&amp;Add team…</source>
            <translation>Ajout&amp;er une équipe…</translation>
        </message>
        <message>
            <source>Import teams fr&amp;om CSV…</source>
            <translation>I&amp;mporter des équipes depuis un CSV…</translation>
        </message>
        <message>
            <source>&amp;Set line-up…</source>
            <translation>Compo&amp;ser l'équipe…</translation>
        </message>
        <message>
            <source>Forfeit &amp;whole match…</source>
            <translation>Forfait &amp;pour tout le match…</translation>
        </message>
        <message>
            <source>W&amp;ithdraw team…</source>
            <translation>Re&amp;tirer une équipe…</translation>
        </message>
        <message>
            <source>&amp;Reinstate team</source>
            <translation>Réintégrer l'é&amp;quipe</translation>
        </message>
        <message>
            <source>Show the teams</source>
            <translation>Afficher les équipes</translation>
        </message>
        <message>
            <source>bye</source>
            <translation>exempt</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>Rang</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>Équipe</translation>
        </message>
        <message>
            <source>Storing on the venue server: {changes}…</source>
            <translation>Enregistrement sur le serveur du tournoi : {changes}…</translation>
        </message>
        <message>
            <source>add team {name}</source>
            <translation>ajout de l'équipe {name}</translation>
        </message>
        <message>
            <source>Import teams from CSV</source>
            <translation>Importer des équipes depuis un CSV</translation>
        </message>
        <message>
            <source>Import {name}</source>
            <translation>Importer {name}</translation>
        </message>
        <message>
            <source>Import {teams} teams with {players} players? {problems} row(s) cannot be imported.</source>
            <translation>Importer {teams} équipes et {players} joueurs ? Lignes qui ne peuvent pas être importées : {problems}.</translation>
        </message>
        <message>
            <source>import teams from {name}</source>
            <translation>import des équipes de {name}</translation>
        </message>
        <message>
            <source>Line-up</source>
            <translation>Composition</translation>
        </message>
        <message>
            <source>Pair a round and choose one of its matches first.</source>
            <translation>Appariez d'abord une ronde et choisissez l'un de ses matchs.</translation>
        </message>
        <message>
            <source>line-up of {team}</source>
            <translation>composition de {team}</translation>
        </message>
        <message>
            <source>Which team did not come?</source>
            <translation>Quelle équipe n'est pas venue ?</translation>
        </message>
        <message>
            <source>forfeit of {team}</source>
            <translation>forfait de {team}</translation>
        </message>
        <message>
            <source>Board {board}: the result typed before is still being stored.</source>
            <translation>Échiquier {board} : le résultat saisi auparavant est encore en cours d'enregistrement.</translation>
        </message>
        <message>
            <source>Board {board} already has {old}. Replace it with {new}?</source>
            <translation>L'échiquier {board} a déjà {old}. Le remplacer par {new} ?</translation>
        </message>
        <message>
            <source>Correct a result</source>
            <translation>Corriger un résultat</translation>
        </message>
        <message>
            <source>result of board {board}</source>
            <translation>résultat de l'échiquier {board}</translation>
        </message>
        <message>
            <source>{result} storing…</source>
            <translation>{result} enregistrement…</translation>
        </message>
        <message>
            <source>withdrawal of {team}</source>
            <translation>retrait de {team}</translation>
        </message>
        <message>
            <source>Reinstate team</source>
            <translation>Réintégrer l'équipe</translation>
        </message>
        <message>
            <source>Choose a withdrawn team in the list of teams first.</source>
            <translation>Choisissez d'abord une équipe retirée dans la liste des équipes.</translation>
        </message>
        <message>
            <source>reinstatement of {team}</source>
            <translation>réintégration de {team}</translation>
        </message>
    </context>
    <context>
        <name>TeamsView</name>
        <message>
            <source>Roun&amp;d:</source>
            <translation>&amp;Voir la ronde :</translation>
        </message>
        <message>
            <source>No</source>
            <translation>N°</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>Équipe</translation>
        </message>
        <message>
            <source>Captain</source>
            <translation>Capitaine</translation>
        </message>
        <message>
            <source>Roster (board order)</source>
            <translation>Joueurs (ordre des échiquiers)</translation>
        </message>
        <message>
            <source>Match</source>
            <translation>Match</translation>
        </message>
        <message>
            <source>White on board 1</source>
            <translation>Blancs au 1er échiquier</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Score</translation>
        </message>
        <message>
            <source>Opponent</source>
            <translation>Adversaire</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>Échiquier</translation>
        </message>
        <message>
            <source>White</source>
            <translation>Blancs</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Résultat</translation>
        </message>
        <message>
            <source>Black</source>
            <translation>Noirs</translation>
        </message>
        <message>
            <source>Set line-up… takes the captain's players in roster order; type the results of the selected match's games here (1, 0, =, +, -, *) or in Rounds and results.</source>
            <translation>Composer l'équipe… prend les joueurs du capitaine dans l'ordre de la liste ; tapez ici les résultats des parties du match choisi (1, 0, =, +, -, *) ou dans Rondes et résultats.</translation>
        </message>
        <message>
            <source>Round {round}</source>
            <translation>Ronde {round}</translation>
        </message>
    </context>
    <context>
        <name>VenueConnection</name>
        <message>
            <source>Connecting to the venue server {name}…</source>
            <translation>Connexion au serveur du tournoi {name}…</translation>
        </message>
    </context>
    <context>
        <name>VenueServerDialog</name>
        <message>
            <source>Connect to venue server</source>
            <translation>Se connecter au serveur du tournoi</translation>
        </message>
        <message>
            <source>&amp;Server:</source>
            <translation>&amp;Serveur :</translation>
        </message>
        <message>
            <source>&amp;Port:</source>
            <translation>&amp;Port :</translation>
        </message>
        <message>
            <source>&amp;Event database:</source>
            <translation>&amp;Base du tournoi :</translation>
        </message>
        <message>
            <source>&amp;User:</source>
            <translation>&amp;Utilisateur :</translation>
        </message>
        <message>
            <source>Pass&amp;word:</source>
            <translation>&amp;Mot de passe :</translation>
        </message>
        <message>
            <source>The password is sent to the server only; it is never stored.</source>
            <translation>Le mot de passe n'est envoyé qu'au serveur ; il n'est jamais enregistré.</translation>
        </message>
    </context>
    <context>
        <name>WarningsPanel</name>
        <message>
            <source>Round {round_number}: the pairing breaks no rule checked.</source>
            <translation>Ronde {round_number} : l'appariement n'enfreint aucune règle vérifiée.</translation>
        </message>
        <message numerus="yes">
            <source>⚠ Round {round_number}: the pairing breaks %n rule(s) ({absolute} absolute)</source>
            <translation>
                <numerusform>⚠ Ronde {round_number} : l'appariement enfreint %n règle ({absolute} absolue(s))</numerusform>
                <numerusform>⚠ Ronde {round_number} : l'appariement enfreint %n règles ({absolute} absolue(s))</numerusform>
            </translation>
        </message>
        <message>
            <source>Note: {note}</source>
            <translation>Remarque : {note}</translation>
        </message>
    </context>
    <context>
        <name>WelcomeView</name>
        <message>
            <source>&lt;h2&gt;Arbiter Desk&lt;/h2&gt;&lt;p&gt;Run a FIDE Swiss tournament: players, pairings, results, standings. Everything is saved as you go.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Arbiter Desk&lt;/h2&gt;&lt;p&gt;Diriger un tournoi suisse FIDE : joueurs, appariements, résultats, classement. Tout est enregistré au fur et à mesure.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Start a new tournament</source>
            <translation>Commencer un nouveau tournoi</translation>
        </message>
        <message>
            <source>Open a tournament file (.arbiter)</source>
            <translation>Ouvrir un fichier de tournoi (.arbiter)</translation>
        </message>
        <message>
            <source>Continue a tournament from a TRF file</source>
            <translation>Reprendre un tournoi depuis un fichier TRF</translation>
        </message>
        <message>
            <source>Recent tournaments (double-click to open):</source>
            <translation>Tournois récents (double-clic pour ouvrir) :</translation>
        </message>
        <message>
            <source>Remove the missing files from this list</source>
            <translation>Retirer de cette liste les fichiers manquants</translation>
        </message>
        <message>
            <source>{title}    (missing: {where})</source>
            <translation>{title}    (manquant : {where})</translation>
        </message>
        <message>
            <source>{path} is no longer there (moved, renamed, or on a disk not plugged in)</source>
            <translation>{path} n'est plus là (déplacé, renommé, ou sur un disque non branché)</translation>
        </message>
    </context>
</TS>
