<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
    <context>
        <name>CliHelp</name>
        <message>
            <source>Print a tournament document as PDF.</source>
            <translation>Imprime un document du tournoi en PDF.</translation>
        </message>
        <message>
            <source>Documents: {kinds}.</source>
            <translation>Documents : {kinds}.</translation>
        </message>
        <message>
            <source>one of: {kinds}</source>
            <translation>l'un de : {kinds}</translation>
        </message>
        <message>
            <source>print the document of every section of the event in one PDF, each section headed</source>
            <translation>imprimer le document de chaque section de l'événement dans un seul PDF, chaque section avec son titre</translation>
        </message>
        <message>
            <source>PDF file to write</source>
            <translation>fichier PDF à écrire</translation>
        </message>
        <message>
            <source>round (default: the latest)</source>
            <translation>ronde (par défaut : la dernière)</translation>
        </message>
        <message>
            <source>it1, receipts: the player's pairing number</source>
            <translation>it1, receipts : le numéro d'appariement du joueur</translation>
        </message>
        <message>
            <source>paper size (default: A4, A3 for the wall chart)</source>
            <translation>format du papier (par défaut : A4, A3 pour le tableau mural)</translation>
        </message>
        <message>
            <source>tie-breaks in order, comma separated (C.07 codes, e.g. BH/C1,BH,SB); default: the file's</source>
            <translation>départages dans l'ordre, séparés par des virgules (codes C.07, p. ex. BH/C1,BH,SB) ; par défaut : ceux du fichier</translation>
        </message>
        <message>
            <source>player lists: also the national ID and rating (.arbiter files)</source>
            <translation>listes de joueurs : aussi l'identifiant et le classement nationaux (fichiers .arbiter)</translation>
        </message>
        <message>
            <source>the language of the document (default: the event's language if its file has one, else the command's language)</source>
            <translation>la langue du document (par défaut : celle du tournoi si son fichier en a une, sinon celle de la commande)</translation>
        </message>
        <message>
            <source>'Surname, Firstname' (at most 33 characters)</source>
            <translation>'Nom, Prénom' (33 caractères au plus)</translation>
        </message>
        <message>
            <source>FIDE rating (0 = unrated)</source>
            <translation>classement Elo FIDE (0 = sans classement)</translation>
        </message>
        <message>
            <source>GM, IM, WGM, FM, WIM, CM, WFM, WCM</source>
            <translation>GM, IM, WGM, FM, WIM, CM, WFM, WCM</translation>
        </message>
        <message>
            <source>3-letter FIDE code</source>
            <translation>code FIDE à 3 lettres</translation>
        </message>
        <message>
            <source>FIDE id (digits)</source>
            <translation>identifiant FIDE (chiffres)</translation>
        </message>
        <message>
            <source>m or w</source>
            <translation>m ou w</translation>
        </message>
        <message>
            <source>birth date YYYY/MM/DD</source>
            <translation>date de naissance AAAA/MM/JJ</translation>
        </message>
        <message>
            <source>ID in the national rating list</source>
            <translation>identifiant dans la liste de classement nationale</translation>
        </message>
        <message>
            <source>national rating (0 = none)</source>
            <translation>classement national (0 = aucun)</translation>
        </message>
        <message>
            <source>make the same corrections in every other section of the event where he is entered</source>
            <translation>faire les mêmes corrections dans chaque autre section de l'événement où il est inscrit</translation>
        </message>
        <message>
            <source>Run a FIDE Swiss tournament from the terminal.</source>
            <translation>Diriger un tournoi suisse FIDE depuis le terminal.</translation>
        </message>
        <message>
            <source>create a tournament file</source>
            <translation>créer un fichier de tournoi</translation>
        </message>
        <message>
            <source>a Swiss system: dutch (C.04.3), burstein (C.04.4.2), dubov (C.04.4.1), lim (C.04.4.3), double-swiss (C.04.5: every pairing a match of two games); or berger (round robin) or double-berger (double round robin), C.05 Annex 1</source>
            <translation>un système suisse : dutch (C.04.3), burstein (C.04.4.2), dubov (C.04.4.1), lim (C.04.4.3), double-swiss (C.04.5 : chaque appariement est un match de deux parties) ; ou berger (toutes rondes) ou double-berger (double toutes rondes), C.05 annexe 1</translation>
        </message>
        <message>
            <source>double round robin: play the last two rounds of the first cycle in reverse order, as C.05 Annex 1 asks (the default; TRF 192 FIDE_DOUBLEROUNDROBIN); --no-reverse-last-two plays the table as it is (BERGER_DOUBLEROUNDROBIN)</source>
            <translation>double toutes rondes : jouer dans l'ordre inverse les deux dernières rondes du premier cycle, comme le demande l'annexe 1 de C.05 (par défaut ; TRF 192 FIDE_DOUBLEROUNDROBIN) ; --no-reverse-last-two joue la table telle quelle (BERGER_DOUBLEROUNDROBIN)</translation>
        </message>
        <message>
            <source>3-letter FIDE code of the host federation</source>
            <translation>code FIDE à 3 lettres de la fédération organisatrice</translation>
        </message>
        <message>
            <source>start date YYYY-MM-DD</source>
            <translation>date de début AAAA-MM-JJ</translation>
        </message>
        <message>
            <source>end date YYYY-MM-DD</source>
            <translation>date de fin AAAA-MM-JJ</translation>
        </message>
        <message>
            <source>type of tournament (092; default: the system's name)</source>
            <translation>type de tournoi (092 ; par défaut : le nom du système)</translation>
        </message>
        <message>
            <source>deputy arbiter (repeat for several)</source>
            <translation>arbitre adjoint (à répéter pour plusieurs)</translation>
        </message>
        <message>
            <source>comma-separated YYYY-MM-DD, one per round</source>
            <translation>AAAA-MM-JJ séparées par des virgules, une par ronde</translation>
        </message>
        <message>
            <source>Dutch rules edition: 2025 (in force since 1 Feb 2026), 2017 (events started 1 Jul 2017 - 31 Jan 2026), 2013 (the Istanbul 2012 text, 1 Jul 2013 - 30 Jun 2017)</source>
            <translation>édition des règles du système hollandais : 2025 (en vigueur depuis le 1er février 2026), 2017 (tournois commencés du 1er juillet 2017 au 31 janvier 2026), 2013 (le texte d'Istanbul 2012, du 1er juillet 2013 au 30 juin 2017)</translation>
        </message>
        <message>
            <source>colour of #1 in round 1</source>
            <translation>couleur du n° 1 à la ronde 1</translation>
        </message>
        <message>
            <source>C.07 codes, e.g. BH/C1,BH,SB,DE</source>
            <translation>codes C.07, p. ex. BH/C1,BH,SB,DE</translation>
        </message>
        <message>
            <source>which FIDE rating</source>
            <translation>quel classement FIDE</translation>
        </message>
        <message>
            <source>replace an existing file</source>
            <translation>remplacer un fichier existant</translation>
        </message>
        <message>
            <source>create a tournament file from a TRF to continue the event</source>
            <translation>créer un fichier de tournoi à partir d'un TRF pour poursuivre le tournoi</translation>
        </message>
        <message>
            <source>import a doubtful file (points columns that are not the scores, two wins without opponent in a round) with a warning for each line instead of refusing it</source>
            <translation>importer un fichier douteux (colonnes de points qui ne sont pas les scores, deux gains sans adversaire dans une ronde) avec un avertissement par ligne au lieu de le refuser</translation>
        </message>
        <message>
            <source>keep the placeholder players of the bye (spielfrei, bye, Freilos...) as players instead of turning their games into byes</source>
            <translation>garder les joueurs fictifs de l'exempt (spielfrei, bye, Freilos...) comme joueurs au lieu de changer leurs parties en byes</translation>
        </message>
        <message>
            <source>register a player (also a late entry); without --name, the library's player of --fide-id or --national-id (the other options override its data)</source>
            <translation>inscrire un joueur (aussi une inscription tardive) ; sans --name, le joueur de la bibliothèque de --fide-id ou --national-id (les autres options remplacent ses données)</translation>
        </message>
        <message>
            <source>correct a player's data</source>
            <translation>corriger les données d'un joueur</translation>
        </message>
        <message>
            <source>fix the board a player plays on in every round (C.04.2 art. 3.6); the pairing is unchanged</source>
            <translation>fixer l'échiquier d'un joueur à chaque ronde (C.04.2 art. 3.6) ; l'appariement ne change pas</translation>
        </message>
        <message>
            <source>pairing number</source>
            <translation>numéro d'appariement</translation>
        </message>
        <message>
            <source>board number, or none</source>
            <translation>numéro d'échiquier, ou none</translation>
        </message>
        <message>
            <source>the presence list of the next round (C.04.2 art. 4.1): tick players present, leave the absent out of the pairing; without players, print the list</source>
            <translation>la liste de présence de la ronde suivante (C.04.2 art. 4.1) : pointer les joueurs présents, écarter les absents de l'appariement ; sans joueurs, afficher la liste</translation>
        </message>
        <message>
            <source>pairing numbers of players present</source>
            <translation>numéros d'appariement des joueurs présents</translation>
        </message>
        <message>
            <source>untick these players</source>
            <translation>retirer le pointage de ces joueurs</translation>
        </message>
        <message>
            <source>leave every player not checked in out of the round: a zero-point bye, or withdrawn</source>
            <translation>écarter de la ronde tout joueur non pointé : bye à zéro point, ou retrait</translation>
        </message>
        <message>
            <source>add, change or remove an entry-fee category (the first a player meets applies)</source>
            <translation>ajouter, modifier ou supprimer une catégorie de droits d'inscription (la première que remplit un joueur s'applique)</translation>
        </message>
        <message>
            <source>the fee, e.g. 50 or 12.50 (0: free)</source>
            <translation>le montant, p. ex. 50 ou 12.50 (0 : gratuit)</translation>
        </message>
        <message>
            <source>only these titles, comma separated (e.g. GM,WGM)</source>
            <translation>seulement ces titres, séparés par des virgules (p. ex. GM,WGM)</translation>
        </message>
        <message>
            <source>born in this year or later</source>
            <translation>né cette année-là ou après</translation>
        </message>
        <message>
            <source>born in this year or earlier</source>
            <translation>né cette année-là ou avant</translation>
        </message>
        <message>
            <source>the currency of every fee (e.g. EUR)</source>
            <translation>la devise de tous les montants (p. ex. EUR)</translation>
        </message>
        <message>
            <source>remove the category</source>
            <translation>supprimer la catégorie</translation>
        </message>
        <message>
            <source>record an entry fee received from a player (a receipt number)</source>
            <translation>enregistrer un droit d'inscription reçu d'un joueur (un numéro de reçu)</translation>
        </message>
        <message>
            <source>the amount received, e.g. 50 or 12.50</source>
            <translation>le montant reçu, p. ex. 50 ou 12.50</translation>
        </message>
        <message>
            <source>a note printed on the receipt</source>
            <translation>une note imprimée sur le reçu</translation>
        </message>
        <message>
            <source>what each player owes and paid, and the organiser's totals; or set a player's category</source>
            <translation>ce que chaque joueur doit et a payé, et les totaux pour l'organisateur ; ou fixer la catégorie d'un joueur</translation>
        </message>
        <message>
            <source>with --player: the fee category chosen for him (empty: by the rules)</source>
            <translation>avec --player : la catégorie choisie pour lui (vide : selon les règles)</translation>
        </message>
        <message>
            <source>delete a registration made by mistake (never paired)</source>
            <translation>supprimer une inscription faite par erreur (jamais apparié)</translation>
        </message>
        <message>
            <source>withdraw a player (no longer paired)</source>
            <translation>retirer un joueur (il n'est plus apparié)</translation>
        </message>
        <message>
            <source>first round not played (default: the next round)</source>
            <translation>première ronde non jouée (par défaut : la prochaine ronde)</translation>
        </message>
        <message>
            <source>undo a withdrawal</source>
            <translation>annuler un retrait</translation>
        </message>
        <message>
            <source>a requested half-/zero-/full-point bye for a round (or cancel it)</source>
            <translation>un bye demandé d'un demi-point, à zéro point ou d'un point pour une ronde (ou l'annuler)</translation>
        </message>
        <message>
            <source>pair the next round (a round robin: --all pairs every round left)</source>
            <translation>apparier la prochaine ronde (toutes rondes : --all apparie toutes les rondes restantes)</translation>
        </message>
        <message>
            <source>date of the round YYYY-MM-DD</source>
            <translation>date de la ronde AAAA-MM-JJ</translation>
        </message>
        <message>
            <source>MODULE:FUNCTION instead of engine.dutch:pair_round (Swiss only)</source>
            <translation>MODULE:FONCTION au lieu de engine.dutch:pair_round (suisse seulement)</translation>
        </message>
        <message>
            <source>round robin: pair every round left at once</source>
            <translation>toutes rondes : apparier d'un coup toutes les rondes restantes</translation>
        </message>
        <message>
            <source>round robin: draw the pairing numbers by lot (before round 1)</source>
            <translation>toutes rondes : tirer au sort les numéros d'appariement (avant la ronde 1)</translation>
        </message>
        <message>
            <source>seed of the draw (default: a new one, shown and logged)</source>
            <translation>graine du tirage (par défaut : une nouvelle, affichée et journalisée)</translation>
        </message>
        <message>
            <source>round robin: the pairing numbers the arbiter sets (before round 1)</source>
            <translation>toutes rondes : les numéros d'appariement fixés par l'arbitre (avant la ronde 1)</translation>
        </message>
        <message>
            <source>the current numbers in their new order: --order 3,1,2 gives #3 number 1, #1 number 2...</source>
            <translation>les numéros actuels dans leur nouvel ordre : --order 3,1,2 donne au n° 3 le numéro 1, au n° 1 le numéro 2...</translation>
        </message>
        <message>
            <source>round robin: every round of the Berger table, paired or not</source>
            <translation>toutes rondes : chaque ronde de la table de Berger, appariée ou non</translation>
        </message>
        <message>
            <source>delete the last round (no results yet) and pair it again</source>
            <translation>supprimer la dernière ronde (sans résultats) et l'apparier de nouveau</translation>
        </message>
        <message>
            <source>MODULE:FUNCTION instead of engine.dutch:pair_round</source>
            <translation>MODULE:FONCTION au lieu de engine.dutch:pair_round</translation>
        </message>
        <message>
            <source>change the pairing of the last round (no results yet); prints the rules it breaks</source>
            <translation>modifier l'appariement de la dernière ronde (sans résultats) ; affiche les règles enfreintes</translation>
        </message>
        <message>
            <source>WHITE-BLACK pairing numbers, one per board, in order</source>
            <translation>numéros d'appariement BLANCS-NOIRS, un par échiquier, dans l'ordre</translation>
        </message>
        <message>
            <source>pairing number of the pairing-allocated bye</source>
            <translation>numéro d'appariement de l'exempt attribué par l'appariement</translation>
        </message>
        <message>
            <source>list the rules the pairing of a round breaks</source>
            <translation>lister les règles que l'appariement d'une ronde enfreint</translation>
        </message>
        <message>
            <source>how the engine paired a round (the window's Explain pairing); with BOARD, that board's part</source>
            <translation>comment le moteur a apparié une ronde (Expliquer l'appariement de la fenêtre) ; avec BOARD, la partie de cet échiquier</translation>
        </message>
        <message>
            <source>a board of that round</source>
            <translation>un échiquier de cette ronde</translation>
        </message>
        <message>
            <source>Baku acceleration (C.04.7) before round 1, or remove it</source>
            <translation>accélération de Bakou (C.04.7) avant la ronde 1, ou la retirer</translation>
        </message>
        <message>
            <source>C.04.7 (2026) or C.04.5.1</source>
            <translation>C.04.7 (2026) ou C.04.5.1</translation>
        </message>
        <message>
            <source>drop the acceleration</source>
            <translation>retirer l'accélération</translation>
        </message>
        <message>
            <source>delete the last round (no results yet)</source>
            <translation>supprimer la dernière ronde (sans résultats)</translation>
        </message>
        <message>
            <source>enter or correct a result</source>
            <translation>saisir ou corriger un résultat</translation>
        </message>
        <message>
            <source>1-0, 0-1, 1/2 (also = and ½), +- and -+ (forfeits), -- (double forfeit), W-L, L-W, D-D (unrated games), or clear; 0-0 is refused (use --)</source>
            <translation>1-0, 0-1, 1/2 (aussi = et ½), +- et -+ (forfaits), -- (double forfait), W-L, L-W, D-D (parties non comptées pour le classement), ou clear ; 0-0 est refusé (utilisez --)</translation>
        </message>
        <message>
            <source>replace a result already entered (the answer says what it was)</source>
            <translation>remplacer un résultat déjà saisi (la réponse dit lequel c'était)</translation>
        </message>
        <message>
            <source>print the standings with tie-breaks</source>
            <translation>afficher le classement avec les départages</translation>
        </message>
        <message>
            <source>C.07 codes, e.g. BH/C1,BH,SB,DE (default: the event's)</source>
            <translation>codes C.07, p. ex. BH/C1,BH,SB,DE (par défaut : ceux du tournoi)</translation>
        </message>
        <message>
            <source>C.07 edition 2024 or 2026 (default: by start date)</source>
            <translation>édition C.07 2024 ou 2026 (par défaut : selon la date de début)</translation>
        </message>
        <message>
            <source>rating used for unrated opponents (C.07 art. 10)</source>
            <translation>classement utilisé pour les adversaires sans classement (C.07 art. 10)</translation>
        </message>
        <message>
            <source>print halves as ½</source>
            <translation>afficher les demi-points avec ½</translation>
        </message>
        <message>
            <source>write the TRF for rating submission</source>
            <translation>écrire le TRF pour l'envoi au classement</translation>
        </message>
        <message>
            <source>TRF16 instead of TRF26</source>
            <translation>TRF16 au lieu de TRF26</translation>
        </message>
        <message>
            <source>print the audit log</source>
            <translation>afficher le journal des opérations</translation>
        </message>
        <message>
            <source>with old and new values</source>
            <translation>avec les anciennes et les nouvelles valeurs</translation>
        </message>
        <message>
            <source>list the players</source>
            <translation>lister les joueurs</translation>
        </message>
        <message>
            <source>print the pairings and results of a round</source>
            <translation>afficher les appariements et les résultats d'une ronde</translation>
        </message>
        <message>
            <source>re-pair every round with the Dutch engine; exit 3 if one differs</source>
            <translation>réapparier chaque ronde avec le moteur hollandais ; code de sortie 3 si l'une diffère</translation>
        </message>
        <message>
            <source>print the event data</source>
            <translation>afficher les données du tournoi</translation>
        </message>
        <message>
            <source>show or change the Dutch rules edition of the tournament</source>
            <translation>afficher ou changer l'édition des règles du système hollandais du tournoi</translation>
        </message>
        <message>
            <source>the new edition (none: show it)</source>
            <translation>la nouvelle édition (aucune : l'afficher)</translation>
        </message>
        <message>
            <source>change it although rounds are paired (the arbiter confirms; the audit log keeps both)</source>
            <translation>la changer bien que des rondes soient appariées (l'arbitre confirme ; le journal garde les deux)</translation>
        </message>
        <message>
            <source>re-sort pairing numbers (C.04.2 art. 2.2; up to round 4)</source>
            <translation>retrier les numéros d'appariement (C.04.2 art. 2.2 ; jusqu'à la ronde 4)</translation>
        </message>
        <message>
            <source>add the players of a CSV file, all in one operation (--dry-run: only the preview)</source>
            <translation>ajouter les joueurs d'un fichier CSV, en une seule opération (--dry-run : l'aperçu seulement)</translation>
        </message>
        <message>
            <source>players, one per row; a header row names the columns</source>
            <translation>les joueurs, un par ligne ; une ligne d'en-tête nomme les colonnes</translation>
        </message>
        <message>
            <source>show what would be added and the problems, change nothing</source>
            <translation>montrer ce qui serait ajouté et les problèmes, sans rien changer</translation>
        </message>
        <message>
            <source>add the good rows, leave out those with a problem</source>
            <translation>ajouter les bonnes lignes, laisser de côté celles qui ont un problème</translation>
        </message>
        <message>
            <source>remove the players of the last CSV import (none may be paired)</source>
            <translation>retirer les joueurs de la dernière importation CSV (aucun ne doit être apparié)</translation>
        </message>
        <message>
            <source>write a consistent copy of the file (e.g. to a USB stick)</source>
            <translation>écrire une copie cohérente du fichier (p. ex. sur une clé USB)</translation>
        </message>
        <message>
            <source>the copy (a file name, or a folder)</source>
            <translation>la copie (un nom de fichier, ou un dossier)</translation>
        </message>
        <message>
            <source>replace an existing file at DESTINATION</source>
            <translation>remplacer un fichier existant à DESTINATION</translation>
        </message>
        <message>
            <source>list the automatic backup copies of the file</source>
            <translation>lister les copies de sauvegarde automatiques du fichier</translation>
        </message>
        <message>
            <source>the language of the event's documents (printed documents, web folder, projector): {languages}; "" for the language of the program that prints them</source>
            <translation>la langue des documents du tournoi (documents imprimés, dossier web, projecteur) : {languages} ; "" pour la langue du programme qui les imprime</translation>
        </message>
        <message>
            <source>change event data, officials, time control and rating type</source>
            <translation>modifier les données du tournoi, les officiels, la cadence et le type de classement</translation>
        </message>
        <message>
            <source>3-letter FIDE code of the host federation (032)</source>
            <translation>code FIDE à 3 lettres de la fédération organisatrice (032)</translation>
        </message>
        <message>
            <source>start date YYYY-MM-DD (042)</source>
            <translation>date de début AAAA-MM-JJ (042)</translation>
        </message>
        <message>
            <source>end date YYYY-MM-DD (052)</source>
            <translation>date de fin AAAA-MM-JJ (052)</translation>
        </message>
        <message>
            <source>'Surname, Firstname' (102)</source>
            <translation>'Nom, Prénom' (102)</translation>
        </message>
        <message>
            <source>the chief arbiter's FIDE ID</source>
            <translation>l'identifiant FIDE de l'arbitre principal</translation>
        </message>
        <message>
            <source>IA, FA or NA</source>
            <translation>IA, FA ou NA</translation>
        </message>
        <message>
            <source>'NAME;FIDE_ID;TITLE' (112), repeat for each; '' for none</source>
            <translation>'NOM;ID_FIDE;TITRE' (112), à répéter pour chacun ; '' pour aucun</translation>
        </message>
        <message>
            <source>allotted times as text (122)</source>
            <translation>temps attribués, en texte (122)</translation>
        </message>
        <message>
            <source>encoded time control (222), e.g. 5400+30</source>
            <translation>cadence codée (222), p. ex. 5400+30</translation>
        </message>
        <message>
            <source>the FIDE list rated for</source>
            <translation>la liste FIDE pour laquelle le tournoi est comptabilisé</translation>
        </message>
        <message>
            <source>yes or no</source>
            <translation>yes ou no</translation>
        </message>
        <message>
            <source>how equal players split prizes</source>
            <translation>comment les joueurs à égalité partagent les prix</translation>
        </message>
        <message>
            <source>list the round dates (TRF 132), or set them</source>
            <translation>lister les dates des rondes (TRF 132), ou les fixer</translation>
        </message>
        <message>
            <source>YYYY-MM-DD,... one per round (empty = no date)</source>
            <translation>AAAA-MM-JJ,... une par ronde (vide = pas de date)</translation>
        </message>
        <message>
            <source>store the dates shown (proposed from the schedule)</source>
            <translation>enregistrer les dates affichées (proposées d'après le calendrier)</translation>
        </message>
        <message>
            <source>store a player's K factor (B.02 8.3.3; from the FIDE list), or auto</source>
            <translation>enregistrer le coefficient K d'un joueur (B.02 8.3.3 ; d'après la liste FIDE), ou auto</translation>
        </message>
        <message>
            <source>10, 20, 40, or auto (derived from rating and birth year)</source>
            <translation>10, 20, 40, ou auto (déduit du classement et de l'année de naissance)</translation>
        </message>
        <message>
            <source>rating changes (B.02) of every player, or one in detail</source>
            <translation>variations de classement (B.02) de chaque joueur, ou d'un seul en détail</translation>
        </message>
        <message>
            <source>pairing number: game by game</source>
            <translation>numéro d'appariement : partie par partie</translation>
        </message>
        <message>
            <source>title norms (B.01) achieved, or one player's in detail</source>
            <translation>normes de titre (B.01) obtenues, ou celles d'un joueur en détail</translation>
        </message>
        <message>
            <source>pairing number: every requirement</source>
            <translation>numéro d'appariement : chaque condition</translation>
        </message>
        <message>
            <source>also the players without a norm, with what is missing</source>
            <translation>aussi les joueurs sans norme, avec ce qui manque</translation>
        </message>
        <message>
            <source>the event is exempt from B.01 1.4.3/1.4.4</source>
            <translation>le tournoi est dispensé de B.01 1.4.3/1.4.4</translation>
        </message>
        <message>
            <source>list, add or remove prize categories</source>
            <translation>lister, ajouter ou retirer des catégories de prix</translation>
        </message>
        <message>
            <source>short name for standings columns (U16, W...)</source>
            <translation>nom court pour les colonnes du classement (U16, W...)</translation>
        </message>
        <message>
            <source>place in the list (1 = first)</source>
            <translation>place dans la liste (1 = première)</translation>
        </message>
        <message>
            <source>amounts for places 1, 2, ...: 500,300,Trophy,100:Book</source>
            <translation>montants pour les places 1, 2, ... : 500,300,Trophy,100:Book</translation>
        </message>
        <message>
            <source>birth year, inclusive (age groups: U16 = born from ...)</source>
            <translation>année de naissance, incluse (catégories d'âge : U16 = né à partir de ...)</translation>
        </message>
        <message>
            <source>birth year, inclusive (seniors)</source>
            <translation>année de naissance, incluse (vétérans)</translation>
        </message>
        <message>
            <source>3-letter code; repeat for several</source>
            <translation>code à 3 lettres ; à répéter pour plusieurs</translation>
        </message>
        <message>
            <source>repeat for several</source>
            <translation>à répéter pour plusieurs</translation>
        </message>
        <message>
            <source>pairing numbers, comma separated</source>
            <translation>numéros d'appariement, séparés par des virgules</translation>
        </message>
        <message>
            <source>the prize list of the standings</source>
            <translation>la liste des prix du classement</translation>
        </message>
        <message>
            <source>what FIDE's rating officer needs; exit 3 if missing</source>
            <translation>ce dont l'officier de classement de la FIDE a besoin ; code de sortie 3 s'il manque quelque chose</translation>
        </message>
        <message>
            <source>the library file (default: $ARBITER_LIBRARY or the data folder)</source>
            <translation>le fichier de la bibliothèque (par défaut : $ARBITER_LIBRARY ou le dossier de données)</translation>
        </message>
        <message>
            <source>rating type of a per-type list</source>
            <translation>type de classement d'une liste par type</translation>
        </message>
        <message>
            <source>the list's name, e.g. 'GER 2026-04'</source>
            <translation>le nom de la liste, p. ex. 'GER 2026-04'</translation>
        </message>
        <message>
            <source>a saved column mapping</source>
            <translation>une correspondance de colonnes enregistrée</translation>
        </message>
        <message>
            <source>FIELD=COLUMN,... columns from 1; fields: {fields}</source>
            <translation>CHAMP=COLONNE,... colonnes comptées à partir de 1 ; champs : {fields}</translation>
        </message>
        <message>
            <source>',', ';', 'tab' or '|' (default: recognised)</source>
            <translation>',', ';', 'tab' ou '|' (par défaut : reconnu)</translation>
        </message>
        <message>
            <source>fixed-width columns: their first character positions, from 1</source>
            <translation>colonnes de largeur fixe : la position de leur premier caractère, à partir de 1</translation>
        </message>
        <message>
            <source>the first line is a player, not column names</source>
            <translation>la première ligne est un joueur, pas des noms de colonnes</translation>
        </message>
        <message>
            <source>save the mapping under NAME</source>
            <translation>enregistrer la correspondance sous NOM</translation>
        </message>
        <message>
            <source>compare the players with the library; --apply updates</source>
            <translation>comparer les joueurs avec la bibliothèque ; --apply met à jour</translation>
        </message>
        <message>
            <source>apply the changes (one operation)</source>
            <translation>appliquer les changements (une seule opération)</translation>
        </message>
        <message>
            <source>also after round 1 is paired</source>
            <translation>aussi après l'appariement de la ronde 1</translation>
        </message>
        <message>
            <source>players of the same club/federation do not meet in rounds 1..K</source>
            <translation>les joueurs d'un même club/d'une même fédération ne se rencontrent pas aux rondes 1..K</translation>
        </message>
        <message>
            <source>the last round of the restriction</source>
            <translation>la dernière ronde de la restriction</translation>
        </message>
        <message>
            <source>drop the restriction</source>
            <translation>retirer la restriction</translation>
        </message>
        <message>
            <source>list the prohibited pairings</source>
            <translation>lister les appariements interdits</translation>
        </message>
        <message>
            <source>prohibit pairings among players (pairing numbers)</source>
            <translation>interdire les appariements entre des joueurs (numéros d'appariement)</translation>
        </message>
        <message>
            <source>pairing numbers (two or more)</source>
            <translation>numéros d'appariement (deux ou plus)</translation>
        </message>
        <message>
            <source>ROUND or FIRST-LAST (default: every round)</source>
            <translation>RONDE ou PREMIÈRE-DERNIÈRE (par défaut : toutes les rondes)</translation>
        </message>
        <message>
            <source>why (shown beside)</source>
            <translation>pourquoi (affiché à côté)</translation>
        </message>
        <message>
            <source>remove a prohibited pairing (its id, see 'forbidden')</source>
            <translation>retirer un appariement interdit (son identifiant, voir 'forbidden')</translation>
        </message>
        <message>
            <source>enter the results of a round from a CSV file (one operation)</source>
            <translation>saisir les résultats d'une ronde depuis un fichier CSV (une seule opération)</translation>
        </message>
        <message>
            <source>pairings.csv of arbiter export csv, with the Result column filled in</source>
            <translation>pairings.csv de arbiter export csv, avec la colonne Result remplie</translation>
        </message>
        <message>
            <source>the round to import (default: the only round in the CSV)</source>
            <translation>la ronde à importer (par défaut : la seule ronde du CSV)</translation>
        </message>
        <message>
            <source>show what would be entered; exit 3 on a problem</source>
            <translation>montrer ce qui serait saisi ; code de sortie 3 en cas de problème</translation>
        </message>
        <message>
            <source>enter the good rows, leave out the others</source>
            <translation>saisir les bonnes lignes, laisser de côté les autres</translation>
        </message>
        <message>
            <source>put back the results the last results import replaced</source>
            <translation>remettre les résultats que la dernière importation de résultats a remplacés</translation>
        </message>
        <message>
            <source>Write the event as a static web site (HTML and CSS) into a folder.</source>
            <translation>Écrire le tournoi sous forme de site web statique (HTML et CSS) dans un dossier.</translation>
        </message>
        <message>
            <source>the tournament file (.arbiter)</source>
            <translation>le fichier de tournoi (.arbiter)</translation>
        </message>
        <message>
            <source>folder of the site</source>
            <translation>dossier du site</translation>
        </message>
        <message>
            <source>write into a folder that holds other files</source>
            <translation>écrire dans un dossier qui contient d'autres fichiers</translation>
        </message>
        <message>
            <source>the language of the pages: {languages} (default: the event's language if it has one, else the command's language)</source>
            <translation>la langue des pages : {languages} (par défaut : celle du tournoi s'il en a une, sinon celle de la commande)</translation>
        </message>
        <message>
            <source>Export the event as CSV, JSON or PGN.</source>
            <translation>Exporter le tournoi en CSV, JSON ou PGN.</translation>
        </message>
        <message>
            <source>players, pairings, results, standings (a folder, or one table)</source>
            <translation>joueurs, appariements, résultats, classement (un dossier, ou une table)</translation>
        </message>
        <message>
            <source>folder (all tables) or file (--table)</source>
            <translation>dossier (toutes les tables) ou fichier (--table)</translation>
        </message>
        <message>
            <source>one table into one file</source>
            <translation>une table dans un fichier</translation>
        </message>
        <message>
            <source>with --table pairings: only this round</source>
            <translation>avec --table pairings : seulement cette ronde</translation>
        </message>
        <message>
            <source>the whole event (arbiter export schema gives its JSON Schema)</source>
            <translation>le tournoi entier (arbiter export schema donne son schéma JSON)</translation>
        </message>
        <message>
            <source>PGN headers of every game (forfeits are not games)</source>
            <translation>en-têtes PGN de chaque partie (les forfaits ne sont pas des parties)</translation>
        </message>
        <message>
            <source>only this round</source>
            <translation>seulement cette ronde</translation>
        </message>
        <message>
            <source>the JSON Schema of the JSON export</source>
            <translation>le schéma JSON de l'export JSON</translation>
        </message>
        <message>
            <source>number of rounds (a Swiss; a Double-Swiss: of matches; a round robin's follow its players)</source>
            <translation>nombre de rondes (un suisse ; un Double-Suisse : de matchs ; celles d'un toutes rondes suivent ses joueurs)</translation>
        </message>
        <message>
            <source>a Double-Swiss event (C.04.5): ROUND is the match, RESULT game 1's and RESULT2 game 2's result, each as its own game's (game 2's White is game 1's Black)</source>
            <translation>un tournoi Double-Suisse (C.04.5) : ROUND est le match, RESULT le résultat de la partie 1 et RESULT2 celui de la partie 2, chacun selon sa propre partie (les Blancs de la partie 2 sont les Noirs de la partie 1)</translation>
        </message>
        <message>
            <source>pairings: print this address of the live pages (arbiter serve) with its QR code</source>
            <translation>appariements : imprimer cette adresse des pages en direct (arbiter serve) avec son code QR</translation>
        </message>
        <message>
            <source>serve the event's pages live to the phones on the venue's network</source>
            <translation>servir en direct les pages du tournoi aux téléphones du réseau de la salle</translation>
        </message>
        <message>
            <source>the address to serve at (default {host}: every network of this machine)</source>
            <translation>l'adresse où servir (par défaut {host} : tous les réseaux de cette machine)</translation>
        </message>
        <message>
            <source>the port (default {port})</source>
            <translation>le port (par défaut {port})</translation>
        </message>
        <message>
            <source>a .trf or .arbiter tournament file, or a venue server's postgresql:// URL</source>
            <translation>un fichier de tournoi .trf ou .arbiter, ou l'URL postgresql:// d'un serveur du tournoi</translation>
        </message>
        <message>
            <source>copy an event between a file and a venue server (either way), identical</source>
            <translation>copier un tournoi entre un fichier et un serveur du tournoi (dans les deux sens), à l'identique</translation>
        </message>
        <message>
            <source>a tournament file or postgresql:// URL</source>
            <translation>un fichier de tournoi ou une URL postgresql://</translation>
        </message>
        <message>
            <source>a new file or an empty server database</source>
            <translation>un nouveau fichier ou une base vide du serveur</translation>
        </message>
        <message>
            <source>replace an event that DST already holds</source>
            <translation>remplacer le tournoi que DST contient déjà</translation>
        </message>
        <message>
            <source>name a person's role at the desks (chief, deputy, viewer), or list the roles</source>
            <translation>attribuer le rôle d'une personne aux postes (chief, deputy, viewer), ou lister les rôles</translation>
        </message>
        <message>
            <source>the person, as the audit log names him</source>
            <translation>la personne, telle que le journal la nomme</translation>
        </message>
        <message>
            <source>a team event: the boards of each match (players a side)</source>
            <translation>un tournoi par équipes : les échiquiers de chaque match (joueurs par équipe)</translation>
        </message>
        <message>
            <source>a Swiss team event: the variant of C.04.6 as record 192 names it (default FIDE_TEAM_TYPEA_MP_GP)</source>
            <translation>un tournoi suisse par équipes : la variante de C.04.6 telle que l'enregistrement 192 la nomme (par défaut FIDE_TEAM_TYPEA_MP_GP)</translation>
        </message>
        <message>
            <source>register a team with its roster (a team event)</source>
            <translation>inscrire une équipe avec ses joueurs (tournoi par équipes)</translation>
        </message>
        <message>
            <source>a roster player, board order: NAME[;RATING[;FIDE_ID[;FED]]] (repeat)</source>
            <translation>un joueur de l'équipe, dans l'ordre des échiquiers : NAME[;RATING[;FIDE_ID[;FED]]] (à répéter)</translation>
        </message>
        <message>
            <source>a late team: the first round it plays (not paired before, zero points)</source>
            <translation>une équipe en retard : la première ronde qu'elle joue (non appariée avant, zéro point)</translation>
        </message>
        <message>
            <source>add the teams of a CSV file, all in one operation (--dry-run: only the preview)</source>
            <translation>ajouter les équipes d'un fichier CSV, toutes en une opération (--dry-run : seulement l'aperçu)</translation>
        </message>
        <message>
            <source>columns: team, board, name, rating, FIDE ID, federation</source>
            <translation>colonnes : équipe, échiquier, nom, classement, identifiant FIDE, fédération</translation>
        </message>
        <message>
            <source>show what would be added, change nothing</source>
            <translation>montrer ce qui serait ajouté, ne rien modifier</translation>
        </message>
        <message>
            <source>remove the teams of the last team import</source>
            <translation>retirer les équipes du dernier import d'équipes</translation>
        </message>
        <message>
            <source>print the teams and their rosters, or a round's matches</source>
            <translation>afficher les équipes et leurs joueurs, ou les matchs d'une ronde</translation>
        </message>
        <message>
            <source>the matches, line-ups and games of this round</source>
            <translation>les matchs, compositions et parties de cette ronde</translation>
        </message>
        <message>
            <source>a team's line-up for a round: pairing numbers, board 1 first</source>
            <translation>la composition d'une équipe pour une ronde : numéros d'appariement, échiquier 1 en premier</translation>
        </message>
        <message>
            <source>the team's number</source>
            <translation>le numéro de l'équipe</translation>
        </message>
        <message>
            <source>the players' pairing numbers</source>
            <translation>les numéros d'appariement des joueurs</translation>
        </message>
        <message>
            <source>a whole match forfeited by one team (or both)</source>
            <translation>un match entier perdu par forfait par une équipe (ou les deux)</translation>
        </message>
        <message>
            <source>the number of the team that did not play</source>
            <translation>le numéro de l'équipe qui n'a pas joué</translation>
        </message>
        <message>
            <source>a bye a team requested for a round not yet paired</source>
            <translation>un exempt demandé par une équipe pour une ronde pas encore appariée</translation>
        </message>
        <message>
            <source>a team withdrawn: not paired from a round on, its past matches stay</source>
            <translation>une équipe retirée : non appariée à partir d'une ronde, ses matchs passés restent</translation>
        </message>
        <message>
            <source>the first round it is not paired in (default: the next)</source>
            <translation>la première ronde où elle n'est pas appariée (par défaut : la suivante)</translation>
        </message>
        <message>
            <source>take back a team's withdrawal</source>
            <translation>annuler le retrait d'une équipe</translation>
        </message>
        <message>
            <source>the section of the event (needed when it has several)</source>
            <translation>la section de l'événement (nécessaire quand il en a plusieurs)</translation>
        </message>
        <message>
            <source>the sections of an event: list, add, rename, delete or restore them</source>
            <translation>les sections d'un événement : les lister, ajouter, renommer, supprimer ou rétablir</translation>
        </message>
        <message>
            <source>list the event's sections</source>
            <translation>lister les sections de l'événement</translation>
        </message>
        <message>
            <source>add a section (a tournament of its own)</source>
            <translation>ajouter une section (un tournoi à part entière)</translation>
        </message>
        <message>
            <source>the section's name, e.g. "Open B"</source>
            <translation>le nom de la section, p. ex. « Open B »</translation>
        </message>
        <message>
            <source>the section whose settings the new one starts from (default: the first)</source>
            <translation>la section dont la nouvelle reprend les réglages (par défaut : la première)</translation>
        </message>
        <message>
            <source>its pairing system (as arbiter new)</source>
            <translation>son système d'appariement (comme arbiter new)</translation>
        </message>
        <message>
            <source>its number of rounds</source>
            <translation>son nombre de rondes</translation>
        </message>
        <message>
            <source>type of tournament (092)</source>
            <translation>type de tournoi (092)</translation>
        </message>
        <message>
            <source>give a section another name</source>
            <translation>donner un autre nom à une section</translation>
        </message>
        <message>
            <source>the section's name now</source>
            <translation>le nom actuel de la section</translation>
        </message>
        <message>
            <source>its new name</source>
            <translation>son nouveau nom</translation>
        </message>
        <message>
            <source>delete a section with its registrations (refused once one of its rounds is paired)</source>
            <translation>supprimer une section avec ses inscriptions (refusé dès qu'une de ses rondes est appariée)</translation>
        </message>
        <message>
            <source>the section's name</source>
            <translation>le nom de la section</translation>
        </message>
        <message>
            <source>put back a deleted section as it was, with its registrations (undoes section delete)</source>
            <translation>rétablir une section supprimée telle qu'elle était, avec ses inscriptions (annule section delete)</translation>
        </message>
        <message>
            <source>the deleted section's name</source>
            <translation>le nom de la section supprimée</translation>
        </message>
        <message>
            <source>enter a player of one section (--section) in another section too</source>
            <translation>inscrire aussi un joueur d'une section (--section) dans une autre section</translation>
        </message>
        <message>
            <source>the section he is entered in</source>
            <translation>la section où il est inscrit</translation>
        </message>
        <message>
            <source>his pairing number in his section</source>
            <translation>son numéro d'appariement dans sa section</translation>
        </message>
    </context>
    <context>
        <name>CliLauncher</name>
        <message>
            <source>print a document as PDF (pairings, standings, ...)</source>
            <translation>imprimer un document en PDF (appariements, classement, ...)</translation>
        </message>
        <message>
            <source>export the event as CSV, JSON or PGN (arbiter help export)</source>
            <translation>exporter le tournoi en CSV, JSON ou PGN (arbiter help export)</translation>
        </message>
        <message>
            <source>write the event as a static web site into a folder</source>
            <translation>écrire le tournoi sous forme de site web statique dans un dossier</translation>
        </message>
        <message>
            <source>commands:</source>
            <translation>commandes :</translation>
        </message>
        <message>
            <source>arbiter: {file}: no such file</source>
            <translation>arbiter : {file} : fichier introuvable</translation>
        </message>
        <message>
            <source>arbiter: unknown command {command}</source>
            <translation>arbiter : commande inconnue {command}</translation>
        </message>
    </context>
    <context>
        <name>CliOutput</name>
        <message>
            <source>arbiter print: {error}</source>
            <translation>arbiter print : {error}</translation>
        </message>
        <message numerus="yes">
            <source>{output}: {kind}, %n page(s)</source>
            <translation>
                <numerusform>{output} : {kind}, %n page</numerusform>
                <numerusform>{output} : {kind}, %n pages</numerusform>
            </translation>
        </message>
        <message>
            <source>left out: {section}: {reason}</source>
            <translation>laissée de côté : {section} : {reason}</translation>
        </message>
        <message>
            <source>round {round}: half-point bye for #{number} {name}</source>
            <translation>ronde {round} : bye d'un demi-point pour le n° {number} {name}</translation>
        </message>
        <message>
            <source>round {round}: zero-point bye for #{number} {name}</source>
            <translation>ronde {round} : bye à zéro point pour le n° {number} {name}</translation>
        </message>
        <message>
            <source>round {round}: full-point bye for #{number} {name}</source>
            <translation>ronde {round} : bye d'un point pour le n° {number} {name}</translation>
        </message>
        <message>
            <source>paired</source>
            <translation>appariée</translation>
        </message>
        <message>
            <source>complete</source>
            <translation>terminée</translation>
        </message>
        <message>
            <source>     {number:&gt;4} {name}: half-point bye</source>
            <translation>     {number:&gt;4} {name} : bye d'un demi-point</translation>
        </message>
        <message>
            <source>     {number:&gt;4} {name}: zero-point bye</source>
            <translation>     {number:&gt;4} {name} : bye à zéro point</translation>
        </message>
        <message>
            <source>     {number:&gt;4} {name}: full-point bye</source>
            <translation>     {number:&gt;4} {name} : bye d'un point</translation>
        </message>
        <message>
            <source>created {file}: {name}, {rounds} rounds</source>
            <translation>{file} créé : {name}, {rounds} rondes</translation>
        </message>
        <message>
            <source>created {file}: {name}, {rounds} rounds paired by {system}</source>
            <translation>{file} créé : {name}, {rounds} rondes appariées selon {system}</translation>
        </message>
        <message>
            <source>created {file}: {name}, a {system} (Berger tables, C.05 Annex 1; the number of rounds follows the players)</source>
            <translation>{file} créé : {name}, un {system} (tables de Berger, C.05 annexe 1 ; le nombre de rondes suit les joueurs)</translation>
        </message>
        <message>
            <source>imported {trf} into {file}: {players} players, {rounds} rounds</source>
            <translation>{trf} importé dans {file} : {players} joueurs, {rounds} rondes</translation>
        </message>
        <message>
            <source>placeholder players of the bye taken out: {players} (--keep-dummies keeps them)</source>
            <translation>joueurs fictifs de l'exempt retirés : {players} (--keep-dummies les garde)</translation>
        </message>
        <message>
            <source>warning: {warning}</source>
            <translation>avertissement : {warning}</translation>
        </message>
        <message>
            <source>from the library: {line}</source>
            <translation>depuis la bibliothèque : {line}</translation>
        </message>
        <message>
            <source>note: {note}</source>
            <translation>remarque : {note}</translation>
        </message>
        <message>
            <source>added #{number} {name}</source>
            <translation>n° {number} {name} ajouté</translation>
        </message>
        <message>
            <source>  {name} is now #{number}</source>
            <translation>  {name} a maintenant le n° {number}</translation>
        </message>
        <message>
            <source>removed #{number} {name}</source>
            <translation>n° {number} {name} supprimé</translation>
        </message>
        <message>
            <source>  {name} is now #{number} (was #{old})</source>
            <translation>  {name} a maintenant le n° {number} (avant : n° {old})</translation>
        </message>
        <message>
            <source>note: he is also entered in {sections}; --all-sections corrects him there too</source>
            <translation>remarque : il est aussi inscrit dans {sections} ; --all-sections le corrige là aussi</translation>
        </message>
        <message>
            <source>#{number} {name} withdrawn from round {round}</source>
            <translation>n° {number} {name} retiré à partir de la ronde {round}</translation>
        </message>
        <message>
            <source>  round {round} board {board}: #{white} - #{black} {result}</source>
            <translation>  ronde {round} échiquier {board} : n° {white} - n° {black} {result}</translation>
        </message>
        <message>
            <source>#{number} {name} reinstated</source>
            <translation>n° {number} {name} réintégré</translation>
        </message>
        <message>
            <source>round {round}: bye of #{number} {name} cancelled</source>
            <translation>ronde {round} : bye du n° {number} {name} annulé</translation>
        </message>
        <message>
            <source>Round {round}{date}: {state}</source>
            <translation>Ronde {round}{date} : {state}</translation>
        </message>
        <message>
            <source>     {number:&gt;4} {name}: pairing-allocated bye</source>
            <translation>     {number:&gt;4} {name} : exempt attribué par l'appariement</translation>
        </message>
        <message>
            <source>     {number:&gt;4} {name}: no game (the Berger table's dummy)</source>
            <translation>     {number:&gt;4} {name} : pas de partie (le joueur fictif de la table de Berger)</translation>
        </message>
        <message>
            <source>pairing numbers drawn by lot (seed {seed}):</source>
            <translation>numéros d'appariement tirés au sort (graine {seed}) :</translation>
        </message>
        <message>
            <source>pairing numbers set by the arbiter:</source>
            <translation>numéros d'appariement fixés par l'arbitre :</translation>
        </message>
        <message>
            <source>{event}: {system}, {players} players, {rounds} rounds</source>
            <translation>{event} : {system}, {players} joueurs, {rounds} rondes</translation>
        </message>
        <message>
            <source>Round {round} (Berger table round {table_round}, cycle {cycle})</source>
            <translation>Ronde {round} (ronde {table_round} de la table de Berger, cycle {cycle})</translation>
        </message>
        <message>
            <source>     {number:&gt;4} {name}: no game</source>
            <translation>     {number:&gt;4} {name} : pas de partie</translation>
        </message>
        <message>
            <source>warning: {severity}: {warning}</source>
            <translation>avertissement : {severity} : {warning}</translation>
        </message>
        <message>
            <source>round {round}: the pairing breaks no rule checked</source>
            <translation>ronde {round} : l'appariement n'enfreint aucune des règles vérifiées</translation>
        </message>
        <message>
            <source>note: {correction}</source>
            <translation>remarque : {correction}</translation>
        </message>
        <message>
            <source>round {round}, board {board}: {white} - {black}</source>
            <translation>ronde {round}, échiquier {board} : {white} - {black}</translation>
        </message>
        <message>
            <source>{found} findings in {rounds} rounds break an article of the Swiss Team System (C.04.6)</source>
            <translation>{found} constats dans {rounds} rondes enfreignent un article du système suisse par équipes (C.04.6)</translation>
        </message>
        <message>
            <source>all {rounds} rounds of team matches break no article of the Swiss Team System (C.04.6)</source>
            <translation>les {rounds} rondes de matchs par équipes n'enfreignent aucun article du système suisse par équipes (C.04.6)</translation>
        </message>
        <message>
            <source>all {matches} matches are paired as the Double-Swiss System (C.04.5) pairs them</source>
            <translation>les {matches} matchs sont appariés comme le système Double-Suisse (C.04.5) les apparie</translation>
        </message>
        <message>
            <source>acceleration removed</source>
            <translation>accélération retirée</translation>
        </message>
        <message>
            <source>Baku acceleration ({edition}):</source>
            <translation>Accélération de Bakou ({edition}) :</translation>
        </message>
        <message>
            <source>  {points} virtual point(s) in rounds {first_round}-{last_round} to #{first}-#{last}</source>
            <translation>  {points} point(s) virtuel(s) aux rondes {first_round}-{last_round} pour les n° {first}-{last}</translation>
        </message>
        <message>
            <source>round {round} deleted</source>
            <translation>ronde {round} supprimée</translation>
        </message>
        <message>
            <source>cleared</source>
            <translation>effacé</translation>
        </message>
        <message>
            <source>round {round} board {board}: #{white} - #{black} {result}</source>
            <translation>ronde {round} échiquier {board} : n° {white} - n° {black} {result}</translation>
        </message>
        <message>
            <source>{line}, was {old}</source>
            <translation>{line}, auparavant : {old}</translation>
        </message>
        <message>
            <source>wrote {file} ({version})</source>
            <translation>{file} écrit ({version})</translation>
        </message>
        <message>
            <source>       old: {value}</source>
            <translation>       ancien : {value}</translation>
        </message>
        <message>
            <source>       new: {value}</source>
            <translation>       nouveau : {value}</translation>
        </message>
        <message>
            <source>  withdrawn from round {round}</source>
            <translation>  retiré à partir de la ronde {round}</translation>
        </message>
        <message>
            <source>  nat. {national_id} {national_rating}</source>
            <translation>  nat. {national_id} {national_rating}</translation>
        </message>
        <message>
            <source>{found} of {rounds} rounds differ from the Berger table (C.05 Annex 1)</source>
            <translation>{found} rondes sur {rounds} diffèrent de la table de Berger (C.05 annexe 1)</translation>
        </message>
        <message>
            <source>{found} of {rounds} rounds differ from the FIDE Dutch pairing</source>
            <translation>{found} rondes sur {rounds} diffèrent de l'appariement du système hollandais FIDE</translation>
        </message>
        <message>
            <source>{found} of {matches} matches break an article of the Double-Swiss System (C.04.5)</source>
            <translation>{found} matchs sur {matches} enfreignent un article du système Double-Suisse (C.04.5)</translation>
        </message>
        <message>
            <source>all {rounds} rounds are paired as the Berger table (C.05 Annex 1) pairs them</source>
            <translation>les {rounds} rondes sont appariées comme la table de Berger (C.05 annexe 1) les apparie</translation>
        </message>
        <message>
            <source>all {rounds} rounds are paired as the FIDE Dutch system pairs them</source>
            <translation>les {rounds} rondes sont appariées comme le système hollandais FIDE les apparie</translation>
        </message>
        <message>
            <source>{event} ({city}, {federation}), {rounds} rounds</source>
            <translation>{event} ({city}, {federation}), {rounds} rondes</translation>
        </message>
        <message>
            <source>system: {system}; tie-breaks: {tiebreaks}</source>
            <translation>système : {system} ; départages : {tiebreaks}</translation>
        </message>
        <message>
            <source>{rounds} rounds: inferred from the player lines of the imported TRF {source}</source>
            <translation>{rounds} rondes : déduites des lignes des joueurs du TRF importé {source}</translation>
        </message>
        <message>
            <source>rating type: {rating_type}</source>
            <translation>type de classement : {rating_type}</translation>
        </message>
        <message>
            <source>players: {players}; rounds paired: {rounds}</source>
            <translation>joueurs : {players} ; rondes appariées : {rounds}</translation>
        </message>
        <message>
            <source>rules: {old} -&gt; {new}</source>
            <translation>règles : {old} -&gt; {new}</translation>
        </message>
        <message>
            <source>rules: {rules}</source>
            <translation>règles : {rules}</translation>
        </message>
        <message>
            <source>wrote a copy of {file} to {target}</source>
            <translation>copie de {file} écrite dans {target}</translation>
        </message>
        <message numerus="yes">
            <source>%n backup(s); kept: the newest {per_round} of each round, {timed} timed, {replaced} replaced files</source>
            <translation>
                <numerusform>%n sauvegarde ; conservées : les {per_round} plus récentes de chaque ronde, {timed} périodiques, {replaced} fichiers remplacés</numerusform>
                <numerusform>%n sauvegardes ; conservées : les {per_round} plus récentes de chaque ronde, {timed} périodiques, {replaced} fichiers remplacés</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n row(s) read</source>
            <translation>
                <numerusform>%n ligne lue</numerusform>
                <numerusform>%n lignes lues</numerusform>
            </translation>
        </message>
        <message>
            <source>  add #{number:&lt;4} {name}  {rating}</source>
            <translation>  ajout n° {number:&lt;4} {name}  {rating}</translation>
        </message>
        <message>
            <source>  {name} would become #{number}</source>
            <translation>  {name} aurait le n° {number}</translation>
        </message>
        <message>
            <source>  problem: {problem}</source>
            <translation>  problème : {problem}</translation>
        </message>
        <message>
            <source>dry run: nothing was changed; every row can be imported</source>
            <translation>essai : rien n'a été changé ; chaque ligne peut être importée</translation>
        </message>
        <message numerus="yes">
            <source>dry run: nothing was changed; %n row(s) cannot be imported (--skip-bad-rows leaves them out)</source>
            <translation>
                <numerusform>essai : rien n'a été changé ; %n ligne ne peut pas être importée (--skip-bad-rows la laisse de côté)</numerusform>
                <numerusform>essai : rien n'a été changé ; %n lignes ne peuvent pas être importées (--skip-bad-rows les laisse de côté)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>imported %n player(s) from {csv} in one operation (undo: arbiter undo-import {file})</source>
            <translation>
                <numerusform>%n joueur importé de {csv} en une seule opération (annulation : arbiter undo-import {file})</numerusform>
                <numerusform>%n joueurs importés de {csv} en une seule opération (annulation : arbiter undo-import {file})</numerusform>
            </translation>
        </message>
        <message>
            <source>  left out: {problem}</source>
            <translation>  laissé de côté : {problem}</translation>
        </message>
        <message numerus="yes">
            <source>removed the %n player(s) of the last import</source>
            <translation>
                <numerusform>le joueur de la dernière importation a été retiré (%n)</numerusform>
                <numerusform>les %n joueurs de la dernière importation ont été retirés</numerusform>
            </translation>
        </message>
        <message>
            <source>FIDE-rated</source>
            <translation>homologué FIDE</translation>
        </message>
        <message>
            <source>not FIDE-rated</source>
            <translation>non homologué FIDE</translation>
        </message>
        <message>
            <source>  (proposed: --confirm to store)</source>
            <translation>  (proposée : --confirm pour l'enregistrer)</translation>
        </message>
        <message numerus="yes">
            <source>%n norm(s) achieved</source>
            <translation>
                <numerusform>%n norme obtenue</numerusform>
                <numerusform>%n normes obtenues</numerusform>
            </translation>
        </message>
        <message>
            <source>organiser: {organiser}</source>
            <translation>organisateur : {organiser}</translation>
        </message>
        <message>
            <source>chief arbiter (102): {chief_arbiter}</source>
            <translation>arbitre principal (102) : {chief_arbiter}</translation>
        </message>
        <message>
            <source>deputy arbiter (112): {deputy}</source>
            <translation>arbitre adjoint (112) : {deputy}</translation>
        </message>
        <message>
            <source>time control: {time_control} (222: {code})</source>
            <translation>cadence : {time_control} (222 : {code})</translation>
        </message>
        <message>
            <source>rating: {rating_type}, {rated}; prizes: {label}</source>
            <translation>classement : {rating_type}, {rated} ; prix : {label}</translation>
        </message>
        <message>
            <source>language of documents: the language of the program that prints them</source>
            <translation>langue des documents : celle du programme qui les imprime</translation>
        </message>
        <message>
            <source>language of documents: {language} ({name})</source>
            <translation>langue des documents : {language} ({name})</translation>
        </message>
        <message>
            <source>round {round:&gt;2}: {date}{note}</source>
            <translation>ronde {round:&gt;2} : {date}{note}</translation>
        </message>
        <message>
            <source>{name}: {rating_type} rating changes after round {rounds} (B.02)</source>
            <translation>{name} : variations de classement {rating_type} après la ronde {rounds} (B.02)</translation>
        </message>
        <message>
            <source>{i}. {name} [{short}]: {rule}; prizes {prizes}</source>
            <translation>{i}. {name} [{short}] : {rule} ; prix {prizes}</translation>
        </message>
        <message>
            <source>Prizes by the final standings; ties {label}</source>
            <translation>Prix selon le classement final ; égalités : {label}</translation>
        </message>
        <message>
            <source>Prizes by the standings after round {round} (not final); ties {label}</source>
            <translation>Prix selon le classement après la ronde {round} (provisoire) ; égalités : {label}</translation>
        </message>
        <message>
            <source>  no prize given</source>
            <translation>  aucun prix attribué</translation>
        </message>
        <message>
            <source>total {amount}</source>
            <translation>total {amount}</translation>
        </message>
        <message>
            <source>    fix: {command}</source>
            <translation>    correction : {command}</translation>
        </message>
        <message>
            <source>everything the rating officer needs is there</source>
            <translation>tout ce dont l'officier de classement a besoin est là</translation>
        </message>
        <message>
            <source>{errors} error(s), {warnings} warning(s)</source>
            <translation>{errors} erreur(s), {warnings} avertissement(s)</translation>
        </message>
        <message>
            <source>{name}: {description}, about {estimated_players:,} players</source>
            <translation>{name} : {description}, environ {estimated_players:,} joueurs</translation>
        </message>
        <message>
            <source>imported {players:,} players (import {id}; 'arbiter library undo' undoes it)</source>
            <translation>{players:,} joueurs importés (importation {id} ; 'arbiter library undo' l'annule)</translation>
        </message>
        <message>
            <source>imported {players:,} players as national list {name!r} (import {id})</source>
            <translation>{players:,} joueurs importés comme liste nationale {name!r} (importation {id})</translation>
        </message>
        <message>
            <source>  line {line}: {name}, {national_id}, {rating}, {club}</source>
            <translation>  ligne {line} : {name}, {national_id}, {rating}, {club}</translation>
        </message>
        <message>
            <source>inactive</source>
            <translation>inactif</translation>
        </message>
        <message>
            <source>mapping saved as {name!r}</source>
            <translation>correspondance enregistrée sous {name!r}</translation>
        </message>
        <message>
            <source>... more players match; type more of the name (or --limit {limit})</source>
            <translation>... d'autres joueurs correspondent ; tapez davantage du nom (ou --limit {limit})</translation>
        </message>
        <message>
            <source>no player matches {text!r}</source>
            <translation>aucun joueur ne correspond à {text!r}</translation>
        </message>
        <message>
            <source>library {path}</source>
            <translation>bibliothèque {path}</translation>
        </message>
        <message>
            <source>FIDE players: {fide_players:,}; national players: {national_players:,}</source>
            <translation>joueurs FIDE : {fide_players:,} ; joueurs nationaux : {national_players:,}</translation>
        </message>
        <message>
            <source>  national list {name!r}</source>
            <translation>  liste nationale {name!r}</translation>
        </message>
        <message>
            <source>  (undone)</source>
            <translation>  (annulée)</translation>
        </message>
        <message>
            <source>{id:&gt;4}  {when}  {description}: {players:,} players from {source}{state}</source>
            <translation>{id:&gt;4}  {when}  {description} : {players:,} joueurs depuis {source}{state}</translation>
        </message>
        <message>
            <source>undone: import {id} ({description})</source>
            <translation>annulée : importation {id} ({description})</translation>
        </message>
        <message>
            <source>redone: import {id} ({description})</source>
            <translation>rétablie : importation {id} ({description})</translation>
        </message>
        <message>
            <source>fixed {starts}</source>
            <translation>fixe {starts}</translation>
        </message>
        <message>
            <source>, no header</source>
            <translation>, sans en-tête</translation>
        </message>
        <message>
            <source>removed national list {name!r} (import {id}; 'arbiter library undo' brings it back)</source>
            <translation>liste nationale {name!r} retirée (importation {id} ; 'arbiter library undo' la rétablit)</translation>
        </message>
        <message>
            <source>every registered player's {rating_type} data is as in the library</source>
            <translation>les données {rating_type} de chaque joueur inscrit sont celles de la bibliothèque</translation>
        </message>
        <message>
            <source>prohibited pairing {id}: {players}</source>
            <translation>appariement interdit {id} : {players}</translation>
        </message>
        <message numerus="yes">
            <source>%n player(s) would change; --apply applies it</source>
            <translation>
                <numerusform>%n joueur changerait ; --apply applique le changement</numerusform>
                <numerusform>%n joueurs changeraient ; --apply applique les changements</numerusform>
            </translation>
        </message>
        <message>
            <source>add --yes to update anyway</source>
            <translation>ajoutez --yes pour mettre à jour malgré tout</translation>
        </message>
        <message numerus="yes">
            <source>updated %n player(s)</source>
            <translation>
                <numerusform>%n joueur mis à jour</numerusform>
                <numerusform>%n joueurs mis à jour</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>removed the club restriction (%n group(s))</source>
            <translation>
                <numerusform>restriction par club retirée (%n groupe)</numerusform>
                <numerusform>restriction par club retirée (%n groupes)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>removed the federation restriction (%n group(s))</source>
            <translation>
                <numerusform>restriction par fédération retirée (%n groupe)</numerusform>
                <numerusform>restriction par fédération retirée (%n groupes)</numerusform>
            </translation>
        </message>
        <message>
            <source>  {reason}: {members} (rounds 1-{rounds})</source>
            <translation>  {reason} : {members} (rondes 1-{rounds})</translation>
        </message>
        <message numerus="yes">
            <source>%n group(s) of prohibited pairings</source>
            <translation>
                <numerusform>%n groupe d'appariements interdits</numerusform>
                <numerusform>%n groupes d'appariements interdits</numerusform>
            </translation>
        </message>
        <message>
            <source>every round</source>
            <translation>toutes les rondes</translation>
        </message>
        <message>
            <source>rounds {first}-{last}</source>
            <translation>rondes {first}-{last}</translation>
        </message>
        <message>
            <source>no prohibited pairings</source>
            <translation>aucun appariement interdit</translation>
        </message>
        <message>
            <source>prohibited pairing {pair} removed</source>
            <translation>appariement interdit {pair} retiré</translation>
        </message>
        <message>
            <source> (was {result})</source>
            <translation> (auparavant {result})</translation>
        </message>
        <message>
            <source>round {round} board {board}: #{white} - #{black} {result}{was}</source>
            <translation>ronde {round} échiquier {board} : n° {white} - n° {black} {result}{was}</translation>
        </message>
        <message>
            <source>problem: {problem}</source>
            <translation>problème : {problem}</translation>
        </message>
        <message>
            <source>round {round}: {changes} result(s) to enter ({corrections} correction(s)), {unchanged} unchanged, {problems} problem(s); {missing} board(s) still without a result; {other} row(s) of other rounds left out</source>
            <translation>ronde {round} : {changes} résultat(s) à saisir ({corrections} correction(s)), {unchanged} inchangé(s), {problems} problème(s) ; {missing} échiquier(s) encore sans résultat ; {other} ligne(s) d'autres rondes laissée(s) de côté</translation>
        </message>
        <message>
            <source>round {round}: {changes} result(s) to enter ({corrections} correction(s)), {unchanged} unchanged, {problems} problem(s); {missing} board(s) still without a result</source>
            <translation>ronde {round} : {changes} résultat(s) à saisir ({corrections} correction(s)), {unchanged} inchangé(s), {problems} problème(s) ; {missing} échiquier(s) encore sans résultat</translation>
        </message>
        <message numerus="yes">
            <source>entered %n result(s) in round {round}</source>
            <translation>
                <numerusform>%n résultat saisi à la ronde {round}</numerusform>
                <numerusform>%n résultats saisis à la ronde {round}</numerusform>
            </translation>
        </message>
        <message>
            <source>no result</source>
            <translation>pas de résultat</translation>
        </message>
        <message>
            <source>round {round} board {board}: back to {shown}</source>
            <translation>ronde {round} échiquier {board} : retour à {shown}</translation>
        </message>
        <message>
            <source>wrote {target}</source>
            <translation>{target} écrit</translation>
        </message>
        <message>
            <source>wrote {path}</source>
            <translation>{path} écrit</translation>
        </message>
        <message>
            <source>warning: no {language} translation; the site is in {written}</source>
            <translation>avertissement : pas de traduction en {language} ; le site est en {written}</translation>
        </message>
        <message>
            <source>wrote {count} files into {folder}</source>
            <translation>{count} fichiers écrits dans {folder}</translation>
        </message>
        <message>
            <source>removed {name} (no longer published)</source>
            <translation>{name} supprimé (n'est plus publié)</translation>
        </message>
        <message>
            <source>arbiter: expected one of {commands}</source>
            <translation>arbiter : attendu l'un de {commands}</translation>
        </message>
        <message>
            <source>#{number} {name} has no fixed board</source>
            <translation>n° {number} {name} n'a pas d'échiquier fixe</translation>
        </message>
        <message>
            <source>#{number} {name} plays on board {board} in every round paired from now on (two fixed players paired together: the lower board; two on one board: the game earlier in the pairing keeps it)</source>
            <translation>n° {number} {name} joue à l'échiquier {board} à chaque ronde appariée désormais (deux joueurs fixés appariés ensemble : le plus petit échiquier ; deux sur un même échiquier : la partie la plus haute dans l'appariement le garde)</translation>
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
            <source>present</source>
            <translation>présent</translation>
        </message>
        <message>
            <source>absent</source>
            <translation>absent</translation>
        </message>
        <message>
            <source>round {round}: {present} of {players} players checked in, {absent} absent</source>
            <translation>ronde {round} : {present} joueurs pointés sur {players}, {absent} absents</translation>
        </message>
        <message>
            <source>#{number} {name} checked in for round {round}</source>
            <translation>n° {number} {name} pointé pour la ronde {round}</translation>
        </message>
        <message>
            <source>#{number} {name} not checked in for round {round}</source>
            <translation>n° {number} {name} non pointé pour la ronde {round}</translation>
        </message>
        <message>
            <source>#{number} {name}: zero-point bye (absent at check-in)</source>
            <translation>n° {number} {name} : bye à zéro point (absent au pointage)</translation>
        </message>
        <message>
            <source>#{number} {name}: withdrawn (absent at check-in)</source>
            <translation>n° {number} {name} : retiré (absent au pointage)</translation>
        </message>
        <message numerus="yes">
            <source>%n absent player(s) not paired</source>
            <translation>
                <numerusform>%n joueur absent non apparié</numerusform>
                <numerusform>%n joueurs absents non appariés</numerusform>
            </translation>
        </message>
        <message>
            <source>receipt {receipt}: {amount} from #{number} {name}</source>
            <translation>reçu {receipt} : {amount} de n° {number} {name}</translation>
        </message>
        <message>
            <source>paid</source>
            <translation>payé</translation>
        </message>
        <message>
            <source>owes {amount}</source>
            <translation>doit {amount}</translation>
        </message>
        <message>
            <source>#{number} {name}: fee category {category}</source>
            <translation>n° {number} {name} : catégorie {category}</translation>
        </message>
        <message>
            <source>by the rules</source>
            <translation>selon les règles</translation>
        </message>
        <message>
            <source>{category}: {players} players, due {due}, received {received}, outstanding {outstanding}</source>
            <translation>{category} : {players} joueurs, dû {due}, reçu {received}, reste dû {outstanding}</translation>
        </message>
        <message>
            <source>no category</source>
            <translation>sans catégorie</translation>
        </message>
        <message>
            <source>total: due {due}, received {received}, outstanding {outstanding}</source>
            <translation>total : dû {due}, reçu {received}, reste dû {outstanding}</translation>
        </message>
        <message>
            <source>Match {match}, game {game} (round {round}){date}: {state}</source>
            <translation>Match {match}, partie {game} (ronde {round}){date} : {state}</translation>
        </message>
        <message>
            <source>created {file}: {name}, a Double-Swiss of {matches} matches (C.04.5)</source>
            <translation>{file} créé : {name}, un Double-Suisse de {matches} matchs (C.04.5)</translation>
        </message>
        <message>
            <source>the Double-Swiss System (C.04.5), as record 192 says: {matches} matches</source>
            <translation>le système Double-Suisse (C.04.5), comme le dit l'enregistrement 192 : {matches} matchs</translation>
        </message>
        <message>
            <source>match {match} board {board}: #{white} - #{black} game 1 {first}, game 2 {second}</source>
            <translation>match {match} échiquier {board} : #{white} - #{black} partie 1 {first}, partie 2 {second}</translation>
        </message>
        <message>
            <source>every network of this machine (address {host})</source>
            <translation>tous les réseaux de cette machine (adresse {host})</translation>
        </message>
        <message>
            <source>address {host} only</source>
            <translation>adresse {host} seulement</translation>
        </message>
        <message>
            <source>serving {event} on port {port}, {where}; the phones open:</source>
            <translation>{event} servi sur le port {port}, {where} ; les téléphones ouvrent :</translation>
        </message>
        <message>
            <source>Ctrl+C stops the server.</source>
            <translation>Ctrl+C arrête le serveur.</translation>
        </message>
        <message>
            <source>stopped</source>
            <translation>arrêté</translation>
        </message>
        <message>
            <source>copied {source} to {target}</source>
            <translation>{source} copié vers {target}</translation>
        </message>
        <message>
            <source>password of {user} on {host}: </source>
            <translation>mot de passe de {user} sur {host} : </translation>
        </message>
        <message>
            <source>this desk ({user}): {role}</source>
            <translation>ce poste ({user}) : {role}</translation>
        </message>
        <message>
            <source>{person} is {role} at the desks of this event</source>
            <translation>{person} est {role} aux postes de ce tournoi</translation>
        </message>
        <message>
            <source>created {file}: {name}, a team event of {boards} boards ({system})</source>
            <translation>{file} créé : {name}, un tournoi par équipes sur {boards} échiquiers ({system})</translation>
        </message>
        <message>
            <source>{code} ({kind}, {boards} boards)</source>
            <translation>{code} ({kind}, {boards} échiquiers)</translation>
        </message>
        <message>
            <source> (captain: {captain})</source>
            <translation> (capitaine : {captain})</translation>
        </message>
        <message>
            <source>, withdrawn from round {round}</source>
            <translation>, retirée à partir de la ronde {round}</translation>
        </message>
        <message numerus="yes">
            <source>team {number} {name} registered with %n player(s)</source>
            <translation>
                <numerusform>équipe {number} {name} inscrite avec %n joueur</numerusform>
                <numerusform>équipe {number} {name} inscrite avec %n joueurs</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} plays from round {round} on</source>
            <translation>{name} joue à partir de la ronde {round}</translation>
        </message>
        <message>
            <source>{name} withdrawn from round {round}: not paired any more</source>
            <translation>{name} retirée à partir de la ronde {round} : n'est plus appariée</translation>
        </message>
        <message>
            <source>{name} reinstated: paired again</source>
            <translation>{name} réintégrée : appariée de nouveau</translation>
        </message>
        <message>
            <source>  cannot import: {problem}</source>
            <translation>  importation impossible : {problem}</translation>
        </message>
        <message numerus="yes">
            <source>dry run: nothing was changed; %n row(s) cannot be imported</source>
            <translation>
                <numerusform>essai : rien n'a été modifié ; %n ligne ne peut pas être importée</numerusform>
                <numerusform>essai : rien n'a été modifié ; %n lignes ne peuvent pas être importées</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>imported %n team(s) from {csv} in one operation (undo: arbiter undo-import-teams {file})</source>
            <translation>
                <numerusform>%n équipe importée de {csv} en une opération (annuler : arbiter undo-import-teams {file})</numerusform>
                <numerusform>%n équipes importées de {csv} en une opération (annuler : arbiter undo-import-teams {file})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>removed %n team(s) and their players</source>
            <translation>
                <numerusform>%n équipe retirée avec ses joueurs</numerusform>
                <numerusform>%n équipes retirées avec leurs joueurs</numerusform>
            </translation>
        </message>
        <message>
            <source>match {match}: {team} has the pairing-allocated bye</source>
            <translation>match {match} : {team} est exempt</translation>
        </message>
        <message>
            <source>match {match}: {white} - {black}  {score}</source>
            <translation>match {match} : {white} - {black}  {score}</translation>
        </message>
        <message>
            <source>  line-up missing: {teams}</source>
            <translation>  composition manquante : {teams}</translation>
        </message>
        <message>
            <source>Round {round}</source>
            <translation>Ronde {round}</translation>
        </message>
        <message>
            <source>round {round}: line-up of {team} stored (match {match})</source>
            <translation>ronde {round} : composition de {team} enregistrée (match {match})</translation>
        </message>
        <message>
            <source>round {round}, match {match}: every game forfeited by team(s) {teams}</source>
            <translation>ronde {round}, match {match} : chaque partie perdue par forfait par l'équipe ou les équipes {teams}</translation>
        </message>
        <message>
            <source>round {round}: {team} has a {kind} bye</source>
            <translation>ronde {round} : {team} a un exempt ({kind})</translation>
        </message>
        <message>
            <source>Board results (games played, points, performance)</source>
            <translation>Résultats par échiquier (parties jouées, points, performance)</translation>
        </message>
        <message>
            <source>Board {board}</source>
            <translation>Échiquier {board}</translation>
        </message>
        <message>
            <source>{name}: {system}, {players} players, round {paired} of {rounds}</source>
            <translation>{name} : {system}, {players} joueurs, ronde {paired} sur {rounds}</translation>
        </message>
        <message>
            <source>added the section {line}</source>
            <translation>section ajoutée : {line}</translation>
        </message>
        <message>
            <source>the section {old} is called {new}</source>
            <translation>la section {old} s'appelle {new}</translation>
        </message>
        <message numerus="yes">
            <source>deleted the section {name} and its %n registered players</source>
            <translation>
                <numerusform>section {name} supprimée avec son joueur inscrit (%n)</numerusform>
                <numerusform>section {name} supprimée avec ses %n joueurs inscrits</numerusform>
            </translation>
        </message>
        <message>
            <source>(undo: arbiter section restore {file} "{name}")</source>
            <translation>(pour annuler : arbiter section restore {file} "{name}")</translation>
        </message>
        <message numerus="yes">
            <source>put back the section {name} and its %n registered players</source>
            <translation>
                <numerusform>section {name} rétablie avec son joueur inscrit (%n)</numerusform>
                <numerusform>section {name} rétablie avec ses %n joueurs inscrits</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} entered in {section} as number {number}</source>
            <translation>{name} inscrit dans {section} sous le numéro {number}</translation>
        </message>
    </context>
    <context>
        <name>CliRefusal</name>
        <message>
            <source>{kind} is printed from a tournament file (.arbiter), not from {path}</source>
            <translation>{kind} s'imprime depuis un fichier de tournoi (.arbiter), pas depuis {path}</translation>
        </message>
        <message>
            <source>{path}: no such file</source>
            <translation>{path} : fichier introuvable</translation>
        </message>
        <message>
            <source>it1 needs --player N, the player's pairing number</source>
            <translation>it1 demande --player N, le numéro d'appariement du joueur</translation>
        </message>
        <message>
            <source>{text} is not a date YYYY-MM-DD</source>
            <translation>{text} n'est pas une date AAAA-MM-JJ</translation>
        </message>
        <message>
            <source>--reverse-last-two is for a double round robin (--system double-berger)</source>
            <translation>--reverse-last-two est pour un double toutes rondes (--system double-berger)</translation>
        </message>
        <message>
            <source>a Swiss event needs its number of rounds (--rounds)</source>
            <translation>un tournoi suisse a besoin de son nombre de rondes (--rounds)</translation>
        </message>
        <message>
            <source>{error}
(--lenient imports it with a warning for each such line)</source>
            <translation>{error}
(--lenient l'importe avec un avertissement pour chacune de ces lignes)</translation>
        </message>
        <message>
            <source>give --name, or --fide-id / --national-id of a player in the library</source>
            <translation>donnez --name, ou --fide-id / --national-id d'un joueur de la bibliothèque</translation>
        </message>
        <message>
            <source>--all pairs every round of a round robin; a Swiss round needs the results of the round before</source>
            <translation>--all apparie toutes les rondes d'un toutes rondes ; une ronde suisse a besoin des résultats de la ronde précédente</translation>
        </message>
        <message>
            <source>no player has pairing number {number}</source>
            <translation>aucun joueur n'a le numéro d'appariement {number}</translation>
        </message>
        <message>
            <source>{text} is not a board WHITE-BLACK (pairing numbers)</source>
            <translation>{text} n'est pas un échiquier BLANCS-NOIRS (numéros d'appariement)</translation>
        </message>
        <message>
            <source>board {board} of round {round} already has the result {old}; add --force to replace it</source>
            <translation>l'échiquier {board} de la ronde {round} a déjà le résultat {old} ; ajoutez --force pour le remplacer</translation>
        </message>
        <message>
            <source>board {board} of round {round} already has the result {old}, the forfeit of the withdrawal of #{number} {name}; add --force to replace it</source>
            <translation>l'échiquier {board} de la ronde {round} a déjà le résultat {old}, le forfait dû au retrait du n° {number} {name} ; ajoutez --force pour le remplacer</translation>
        </message>
        <message>
            <source>interrupted; an operation is stored only if it was reported done</source>
            <translation>interrompu ; une opération n'est enregistrée que si elle a été annoncée comme faite</translation>
        </message>
        <message>
            <source>deputy {name}: FIDE ID {fide_id!r} must be digits</source>
            <translation>arbitre adjoint {name} : l'identifiant FIDE {fide_id!r} doit être composé de chiffres</translation>
        </message>
        <message>
            <source>deputy {name}: arbiter title {title!r} is not one of {titles}</source>
            <translation>arbitre adjoint {name} : le titre d'arbitre {title!r} n'est pas l'un de {titles}</translation>
        </message>
        <message>
            <source>chief arbiter FIDE ID {fide_id!r} must be digits</source>
            <translation>l'identifiant FIDE de l'arbitre principal {fide_id!r} doit être composé de chiffres</translation>
        </message>
        <message>
            <source>arbiter title {title!r} is not one of {titles}</source>
            <translation>le titre d'arbitre {title!r} n'est pas l'un de {titles}</translation>
        </message>
        <message>
            <source>{text!r}: dates YYYY-MM-DD separated by commas</source>
            <translation>{text!r} : des dates AAAA-MM-JJ séparées par des virgules</translation>
        </message>
        <message>
            <source>K {text!r} is not a whole number</source>
            <translation>K {text!r} n'est pas un nombre entier</translation>
        </message>
        <message>
            <source>no player has pairing number {player}</source>
            <translation>aucun joueur n'a le numéro d'appariement {player}</translation>
        </message>
        <message>
            <source>player #{player} has no norm to reach (a GM, or no such player)</source>
            <translation>le joueur n° {player} n'a pas de norme à atteindre (un GM, ou pas de tel joueur)</translation>
        </message>
        <message>
            <source>prize {text!r}: an amount like 300 or 150.50, optionally :label</source>
            <translation>prix {text!r} : un montant comme 300 ou 150.50, éventuellement :libellé</translation>
        </message>
        <message>
            <source>prize {text!r}: at most two decimals, not negative</source>
            <translation>prix {text!r} : deux décimales au plus, pas négatif</translation>
        </message>
        <message>
            <source>player {text!r} is not a whole number</source>
            <translation>joueur {text!r} n'est pas un nombre entier</translation>
        </message>
        <message>
            <source>add needs the category's name</source>
            <translation>add a besoin du nom de la catégorie</translation>
        </message>
        <message>
            <source>there is no prize category {name!r}</source>
            <translation>il n'y a pas de catégorie de prix {name!r}</translation>
        </message>
        <message>
            <source>yes or no</source>
            <translation>yes ou no</translation>
        </message>
        <message>
            <source>internal error ({kind}: {error}); please report it</source>
            <translation>erreur interne ({kind} : {error}) ; merci de la signaler</translation>
        </message>
        <message>
            <source>give --columns FIELD=COLUMN,... (columns counted from 1) or --mapping NAME</source>
            <translation>donnez --columns CHAMP=COLONNE,... (colonnes comptées à partir de 1) ou --mapping NOM</translation>
        </message>
        <message>
            <source>--columns: {item!r} is not FIELD=COLUMN (columns counted from 1)</source>
            <translation>--columns : {item!r} n'est pas CHAMP=COLONNE (colonnes comptées à partir de 1)</translation>
        </message>
        <message>
            <source>no saved mapping {mapping!r} (saved: {saved})</source>
            <translation>aucune correspondance enregistrée {mapping!r} (enregistrées : {saved})</translation>
        </message>
        <message>
            <source>none</source>
            <translation>aucune</translation>
        </message>
        <message>
            <source>--columns: unknown field {field!r} (fields: {fields})</source>
            <translation>--columns : champ inconnu {field!r} (champs : {fields})</translation>
        </message>
        <message>
            <source>there is no import to redo</source>
            <translation>il n'y a pas d'importation à rétablir</translation>
        </message>
        <message>
            <source>there is no import to undo</source>
            <translation>il n'y a pas d'importation à annuler</translation>
        </message>
        <message>
            <source>give --rounds K (the last round of the restriction) or --remove</source>
            <translation>donnez --rounds K (la dernière ronde de la restriction) ou --remove</translation>
        </message>
        <message>
            <source>{text!r} is not a round or a range FIRST-LAST</source>
            <translation>{text!r} n'est pas une ronde ni un intervalle PREMIÈRE-DERNIÈRE</translation>
        </message>
        <message>
            <source>no player has pairing number {missing}</source>
            <translation>aucun joueur n'a le numéro d'appariement {missing}</translation>
        </message>
        <message>
            <source>FIDE id {fide_id!r} must be digits only</source>
            <translation>l'identifiant FIDE {fide_id!r} ne doit contenir que des chiffres</translation>
        </message>
        <message>
            <source>the library has no player with FIDE ID {id}; give --name to register by hand</source>
            <translation>la bibliothèque n'a pas de joueur avec l'identifiant FIDE {id} ; donnez --name pour l'inscrire à la main</translation>
        </message>
        <message>
            <source>the library has no player with national ID {id}; give --name to register by hand</source>
            <translation>la bibliothèque n'a pas de joueur avec l'identifiant national {id} ; donnez --name pour l'inscrire à la main</translation>
        </message>
        <message>
            <source>--round needs --table pairings</source>
            <translation>--round demande --table pairings</translation>
        </message>
        <message>
            <source>--round goes with --table pairings</source>
            <translation>--round va avec --table pairings</translation>
        </message>
        <message>
            <source>there is no fee category named {name}</source>
            <translation>il n'y a pas de catégorie de droits nommée {name}</translation>
        </message>
        <message>
            <source>a fee category needs an amount (0: free)</source>
            <translation>une catégorie de droits demande un montant (0 : gratuit)</translation>
        </message>
        <message>
            <source>--category needs --player N</source>
            <translation>--category demande --player N</translation>
        </message>
        <message>
            <source>{text} is not a board number (or none)</source>
            <translation>{text} n'est pas un numéro d'échiquier (ni none)</translation>
        </message>
        <message>
            <source>one result per board: this event is not a Double-Swiss</source>
            <translation>un résultat par échiquier : ce tournoi n'est pas un Double-Suisse</translation>
        </message>
        <message>
            <source>a Double-Swiss match is two games: give the result of game 1 and of game 2 (e.g. 1-0 1/2)</source>
            <translation>un match Double-Suisse compte deux parties : donnez le résultat de la partie 1 et de la partie 2 (par ex. 1-0 1/2)</translation>
        </message>
        <message>
            <source>board {board} of match {match} already has the results {old}; add --force to replace them</source>
            <translation>l'échiquier {board} du match {match} a déjà les résultats {old} ; ajoutez --force pour les remplacer</translation>
        </message>
        <message>
            <source>{text} is not a port number (0 to 65535)</source>
            <translation>{text} n'est pas un numéro de port (0 à 65535)</translation>
        </message>
        <message>
            <source>give the role of {person}: chief, deputy or viewer</source>
            <translation>donnez le rôle de {person} : chief, deputy ou viewer</translation>
        </message>
        <message>
            <source>--boards and --team-code are for a team event (--system team-swiss)</source>
            <translation>--boards et --team-code sont pour un tournoi par équipes (--system team-swiss)</translation>
        </message>
        <message>
            <source>a team event needs its boards per match, 1 to {most} (--boards)</source>
            <translation>un tournoi par équipes a besoin de son nombre d'échiquiers par match, de 1 à {most} (--boards)</translation>
        </message>
        <message>
            <source>--team-code {code} is not a code of C.04.6 like FIDE_TEAM_TYPEA_MP_GP</source>
            <translation>--team-code {code} n'est pas un code de C.04.6 comme FIDE_TEAM_TYPEA_MP_GP</translation>
        </message>
        <message>
            <source>rating {rating!r} is not a whole number</source>
            <translation>le classement {rating!r} n'est pas un nombre entier</translation>
        </message>
        <message>
            <source>there is no team {number}</source>
            <translation>il n'y a pas d'équipe {number}</translation>
        </message>
        <message>
            <source>player #{number} is in no team</source>
            <translation>le joueur n° {number} n'est dans aucune équipe</translation>
        </message>
        <message>
            <source>--all-sections prints from a tournament file (.arbiter), not from {path}</source>
            <translation>--all-sections imprime depuis un fichier de tournoi (.arbiter), pas depuis {path}</translation>
        </message>
    </context>
</TS>
