<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
    <context>
        <name>DbCheck</name>
        <message>
            <source>no result</source>
            <translation>aucun résultat</translation>
        </message>
        <message>
            <source>round {paired} was paired before the result of board {board} of round {round} was corrected from {old} to {new} (audit {rows}); it is checked with the result known then</source>
            <translation>la ronde {paired} a été appariée avant que le résultat de l'échiquier {board} de la ronde {round} ne soit corrigé de {old} en {new} (journal des modifications {rows}) ; elle est vérifiée avec le résultat connu alors</translation>
        </message>
        <message>
            <source>rounds {paired} were paired before the result of board {board} of round {round} was corrected from {old} to {new} (audit {rows}); they are checked with the result known then</source>
            <translation>les rondes {paired} ont été appariées avant que le résultat de l'échiquier {board} de la ronde {round} ne soit corrigé de {old} en {new} (journal des modifications {rows}) ; elles sont vérifiées avec le résultat connu alors</translation>
        </message>
    </context>
    <context>
        <name>DbDesk</name>
        <message>
            <source>all {rounds} rounds are paired: there is no check-in left</source>
            <translation>les {rounds} rondes sont appariées : plus de pointage possible</translation>
        </message>
        <message>
            <source>the check-in is for round {following}, the next round to pair, not round {round}</source>
            <translation>le pointage est pour la ronde {following}, la prochaine à apparier, pas pour la ronde {round}</translation>
        </message>
        <message>
            <source>{name} is withdrawn from round {round} on: undo the withdrawal first</source>
            <translation>{name} est retiré à partir de la ronde {round} : annulez d'abord le retrait</translation>
        </message>
        <message>
            <source>nobody has checked in for round {round}: tick the players present first</source>
            <translation>personne n'est pointé pour la ronde {round} : pointez d'abord les joueurs présents</translation>
        </message>
        <message>
            <source>a fee category needs a name</source>
            <translation>une catégorie de droits demande un nom</translation>
        </message>
        <message>
            <source>fee category {name}: the amount must be between 0 and {most}</source>
            <translation>catégorie {name} : le montant doit être entre 0 et {most}</translation>
        </message>
        <message>
            <source>two fee categories are named {name}</source>
            <translation>deux catégories de droits s'appellent {name}</translation>
        </message>
        <message>
            <source>there is no fee category named {name}</source>
            <translation>il n'y a pas de catégorie de droits nommée {name}</translation>
        </message>
        <message>
            <source>{text} is not an amount of money (like 50 or 12.50)</source>
            <translation>{text} n'est pas une somme d'argent (comme 50 ou 12.50)</translation>
        </message>
        <message>
            <source>a payment must be more than 0 and at most {most}</source>
            <translation>un paiement doit être supérieur à 0 et au plus {most}</translation>
        </message>
        <message>
            <source>there is no receipt {receipt}</source>
            <translation>il n'y a pas de reçu {receipt}</translation>
        </message>
        <message>
            <source>receipt {receipt} is recorded already</source>
            <translation>le reçu {receipt} est déjà enregistré</translation>
        </message>
        <message>
            <source>{player} keeps board {wanted} but plays {other}, who keeps board {given}: the game is on board {given} (two fixed players paired together: the lower board is kept)</source>
            <translation>{player} a l'échiquier fixe {wanted} mais joue contre {other}, qui a l'échiquier {given} : la partie est à l'échiquier {given} (deux joueurs fixés appariés ensemble : le plus petit échiquier est gardé)</translation>
        </message>
        <message>
            <source>{player} keeps board {wanted}, as {other} does, whose game comes first in the pairing: {player} plays on board {given} (two fixed players on one board: the higher game keeps it)</source>
            <translation>{player} a l'échiquier fixe {wanted}, comme {other}, dont la partie vient d'abord dans l'appariement : {player} joue à l'échiquier {given} (deux joueurs fixés sur un même échiquier : la partie la plus haute le garde)</translation>
        </message>
        <message>
            <source>{player} keeps board {wanted}, but this round has {given} boards: the game is on the last board</source>
            <translation>{player} a l'échiquier fixe {wanted}, mais cette ronde a {given} échiquiers : la partie est au dernier échiquier</translation>
        </message>
        <message>
            <source>board {board} cannot be fixed: boards are numbered 1 to {last}</source>
            <translation>l'échiquier {board} ne peut être fixé : les échiquiers vont de 1 à {last}</translation>
        </message>
    </context>
    <context>
        <name>DbEndEvent</name>
        <message>
            <source>rating changes</source>
            <translation>variations Elo</translation>
        </message>
        <message>
            <source>K must be 10, 20 or 40 (B.02 8.3.3), not {k}</source>
            <translation>K doit valoir 10, 20 ou 40 (B.02 8.3.3), pas {k}</translation>
        </message>
        <message>
            <source>no player has pairing number {missing}</source>
            <translation>aucun joueur n'a le numéro d'appariement {missing}</translation>
        </message>
        <message>
            <source>a prize category needs a name</source>
            <translation>une catégorie de prix a besoin d'un nom</translation>
        </message>
        <message>
            <source>category name {name!r} is longer than {MAX_NAME} characters</source>
            <translation>le nom de catégorie {name!r} dépasse {MAX_NAME} caractères</translation>
        </message>
        <message>
            <source>{name}: born from {born_from} to {born_to} admits nobody</source>
            <translation>{name} : né(e)s de {born_from} à {born_to} n'admet personne</translation>
        </message>
        <message>
            <source>{name}: rating {rating_min} to {rating_max} admits nobody</source>
            <translation>{name} : Elo de {rating_min} à {rating_max} n'admet personne</translation>
        </message>
        <message>
            <source>{name}: an unrated category cannot have a minimum rating</source>
            <translation>{name} : une catégorie de non-classés ne peut pas avoir d'Elo minimum</translation>
        </message>
        <message>
            <source>{name}: a prize cannot be negative</source>
            <translation>{name} : un prix ne peut pas être négatif</translation>
        </message>
        <message>
            <source>{c!r} is not an engine.prizes.PrizeCategory</source>
            <translation>{c!r} n'est pas une engine.prizes.PrizeCategory</translation>
        </message>
        <message>
            <source>two prize categories have the same name</source>
            <translation>deux catégories de prix portent le même nom</translation>
        </message>
        <message>
            <source>{count} dates for {number_of_rounds} rounds</source>
            <translation>{count} dates pour {number_of_rounds} rondes</translation>
        </message>
        <message>
            <source>round {r} ({when}) is before the start of the event ({start_date})</source>
            <translation>la ronde {r} ({when}) est avant le début du tournoi ({start_date})</translation>
        </message>
        <message>
            <source>round {r} ({when}) is after the end of the event ({end_date})</source>
            <translation>la ronde {r} ({when}) est après la fin du tournoi ({end_date})</translation>
        </message>
        <message>
            <source>round {r} ({when}) would be before round {previous} ({previous2})</source>
            <translation>la ronde {r} ({when}) serait avant la ronde {previous} ({previous2})</translation>
        </message>
        <message>
            <source>{consequences} Confirm the update to go ahead.</source>
            <translation>{consequences} Confirmez la mise à jour pour continuer.</translation>
        </message>
        <message>
            <source>rating</source>
            <translation>classement Elo</translation>
        </message>
        <message>
            <source>title</source>
            <translation>titre</translation>
        </message>
        <message>
            <source>federation</source>
            <translation>fédération</translation>
        </message>
        <message>
            <source>K factor</source>
            <translation>facteur K</translation>
        </message>
        <message>
            <source>inactive</source>
            <translation>inactif</translation>
        </message>
        <message>
            <source>other titles</source>
            <translation>autres titres</translation>
        </message>
        <message>
            <source>national rating</source>
            <translation>classement national</translation>
        </message>
        <message>
            <source>{field} {before} -&gt; {after}</source>
            <translation>{field} {before} -&gt; {after}</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>oui</translation>
        </message>
        <message>
            <source>no</source>
            <translation>non</translation>
        </message>
        <message>
            <source>Round {round} is already paired. C.04.2 (2026) art. 2.1 uses the ratings in force on the day the tournament starts; a later list does not change the order. Updating now changes the ratings shown and printed, the rating-based tie-breaks (ARO, TPR...) and the ratings written to the TRF for rating; the pairing numbers and the rounds already paired stay as they are.</source>
            <translation>La ronde {round} est déjà appariée. C.04.2 (2026) art. 2.1 utilise les classements Elo en vigueur le jour où le tournoi commence ; une liste ultérieure ne change pas l'ordre. Mettre à jour maintenant change les classements affichés et imprimés, les départages fondés sur l'Elo (ARO, TPR...) et les classements écrits dans le TRF pour l'homologation ; les numéros d'appariement et les rondes déjà appariées restent tels quels.</translation>
        </message>
    </context>
    <context>
        <name>DbFile</name>
        <message>
            <source>opened read-only: {reason}</source>
            <translation>ouvert en lecture seule : {reason}</translation>
        </message>
        <message>
            <source>read while {reason}</source>
            <translation>lu alors que {reason}</translation>
        </message>
        <message>
            <source>the disk reported an error ({reason}), but the change is stored</source>
            <translation>le disque a signalé une erreur ({reason}), mais la modification est enregistrée</translation>
        </message>
        <message>
            <source>cannot write the copy {name}: {reason}</source>
            <translation>impossible d'écrire la copie {name} : {reason}</translation>
        </message>
        <message>
            <source>the disk is full ({detail})</source>
            <translation>le disque est plein ({detail})</translation>
        </message>
        <message>
            <source>the disk reported an error ({detail}, {name})</source>
            <translation>le disque a signalé une erreur ({detail}, {name})</translation>
        </message>
        <message>
            <source>the file or its drive is read-only ({detail})</source>
            <translation>le fichier ou son lecteur est en lecture seule ({detail})</translation>
        </message>
        <message>
            <source>the file cannot be opened ({detail}): is the drive still there, may you read its folder?</source>
            <translation>le fichier ne peut pas être ouvert ({detail}) : le lecteur est-il toujours là, pouvez-vous lire son dossier ?</translation>
        </message>
        <message>
            <source>another program is writing the file ({detail})</source>
            <translation>un autre programme écrit dans le fichier ({detail})</translation>
        </message>
        <message>
            <source>the computer is out of memory ({detail})</source>
            <translation>l'ordinateur manque de mémoire ({detail})</translation>
        </message>
        <message>
            <source>{path}: no such file</source>
            <translation>{path} : fichier introuvable</translation>
        </message>
        <message>
            <source>{name} cannot be read ({strerror})</source>
            <translation>{name} ne peut pas être lu ({strerror})</translation>
        </message>
        <message>
            <source>{name} is not an Arbiter Desk tournament file (it is not an SQLite database)</source>
            <translation>{name} n'est pas un fichier de tournoi Arbiter Desk (ce n'est pas une base SQLite)</translation>
        </message>
        <message>
            <source>{name} is an SQLite database of another program, not an Arbiter Desk tournament file</source>
            <translation>{name} est une base SQLite d'un autre programme, pas un fichier de tournoi Arbiter Desk</translation>
        </message>
        <message>
            <source>{name} is damaged ({check}); open the latest backup copy instead</source>
            <translation>{name} est endommagé ({check}) ; ouvrez plutôt la dernière copie de sauvegarde</translation>
        </message>
        <message>
            <source>{name} is damaged and cannot be read ({exc}); open the latest backup copy</source>
            <translation>{name} est endommagé et ne peut pas être lu ({exc}) ; ouvrez la dernière copie de sauvegarde</translation>
        </message>
        <message>
            <source>{name} cannot be opened: {problem}</source>
            <translation>{name} ne peut pas être ouvert : {problem}</translation>
        </message>
        <message>
            <source>cannot lock {file_name}: this drive does not support file locks ({strerror}); copy the file to a local folder</source>
            <translation>impossible de verrouiller {file_name} : ce lecteur ne gère pas les verrous de fichier ({strerror}) ; copiez le fichier dans un dossier local</translation>
        </message>
        <message>
            <source>another program</source>
            <translation>un autre programme</translation>
        </message>
        <message>
            <source>{file_name} is already open in another Arbiter Desk ({holder}); close it there first</source>
            <translation>{file_name} est déjà ouvert dans un autre Arbiter Desk ({holder}) ; fermez-le d'abord là-bas</translation>
        </message>
        <message>
            <source>{file_name} is already open in another Arbiter Desk ({holder})</source>
            <translation>{file_name} est déjà ouvert dans un autre Arbiter Desk ({holder})</translation>
        </message>
        <message>
            <source>could not lock {path}</source>
            <translation>impossible de verrouiller {path}</translation>
        </message>
        <message>
            <source>{file_name} is on a read-only drive or in a folder where you may not write ({strerror}); copy it to a folder where you may write to change it</source>
            <translation>{file_name} est sur un lecteur en lecture seule ou dans un dossier où vous ne pouvez pas écrire ({strerror}) ; copiez-le dans un dossier où vous pouvez écrire pour le modifier</translation>
        </message>
        <message>
            <source>cannot lock {file_name} ({strerror}); is its folder writable?</source>
            <translation>impossible de verrouiller {file_name} ({strerror}) ; son dossier est-il accessible en écriture ?</translation>
        </message>
        <message>
            <source>{name} is a symbolic link, not a lock file of Arbiter Desk; it is left as it is (and so is the file it points to): delete it, then open the tournament again</source>
            <translation>{name} est un lien symbolique, pas un fichier de verrou d'Arbiter Desk ; il est laissé tel quel (tout comme le fichier vers lequel il pointe) : supprimez-le, puis rouvrez le tournoi</translation>
        </message>
        <message>
            <source>{name} is not a lock file of Arbiter Desk (it is a folder, a pipe or a device); it is left as it is: remove it, then open the tournament again</source>
            <translation>{name} n'est pas un fichier de verrou d'Arbiter Desk (c'est un dossier, un tube ou un périphérique) ; il est laissé tel quel : supprimez-le, puis ouvrez de nouveau le tournoi</translation>
        </message>
        <message>
            <source>{name} was left by {owner} ({note}) and cannot be removed; the file is locked through it for this session</source>
            <translation>{name} a été laissé par {owner} ({note}) et ne peut pas être supprimé ; le fichier est verrouillé par lui pour cette session</translation>
        </message>
        <message>
            <source>no note</source>
            <translation>sans note</translation>
        </message>
        <message>
            <source>a stale lock left by {owner} ({note}) was removed: that program is no longer running</source>
            <translation>un verrou périmé laissé par {owner} ({note}) a été supprimé : ce programme ne tourne plus</translation>
        </message>
        <message>
            <source>there is no round {after_round} yet (rounds 1-{last} are paired)</source>
            <translation>il n'y a pas encore de ronde {after_round} (les rondes 1-{last} sont appariées)</translation>
        </message>
        <message>
            <source>{name} was written by a newer Arbiter Desk (file schema {version}, this program knows up to {SCHEMA_VERSION}); please update the program</source>
            <translation>{name} a été écrit par un Arbiter Desk plus récent (schéma de fichier {version}, ce programme connaît jusqu'à {SCHEMA_VERSION}) ; veuillez mettre le programme à jour</translation>
        </message>
        <message>
            <source>{name} says it has schema version {version}, which no Arbiter Desk writes (the first is 1): it is not a usable tournament file; open the latest backup copy instead</source>
            <translation>{name} indique la version de schéma {version}, qu'aucun Arbiter Desk n'écrit (la première est 1) : ce n'est pas un fichier de tournoi utilisable ; ouvrez plutôt la dernière copie de sauvegarde</translation>
        </message>
    </context>
    <context>
        <name>DbImport</name>
        <message>
            <source>a PDF document</source>
            <translation>un document PDF</translation>
        </message>
        <message>
            <source>a spreadsheet or ZIP archive</source>
            <translation>un tableur ou une archive ZIP</translation>
        </message>
        <message>
            <source>cannot read {name} ({strerror})</source>
            <translation>impossible de lire {name} ({strerror})</translation>
        </message>
        <message>
            <source>{name} is {kind}; save {what} as CSV first</source>
            <translation>{name} est {kind} ; enregistrez d'abord {what} en CSV</translation>
        </message>
        <message>
            <source>{name} is not a text file (it holds NUL bytes); export it as CSV</source>
            <translation>{name} n'est pas un fichier texte (il contient des octets NUL) ; exportez-le en CSV</translation>
        </message>
        <message>
            <source>the file</source>
            <translation>le fichier</translation>
        </message>
        <message>
            <source>{name} cannot be read as CSV: {reason}</source>
            <translation>{name} ne peut pas être lu comme CSV : {reason}</translation>
        </message>
        <message>
            <source>{name} is empty</source>
            <translation>{name} est vide</translation>
        </message>
        <message>
            <source>the CSV file</source>
            <translation>le fichier CSV</translation>
        </message>
        <message>
            <source>line 1: no name column found in {header!r} (expected 'Name' or 'Surname')</source>
            <translation>ligne 1 : aucune colonne de nom trouvée dans {header!r} ('Name' ou 'Surname' attendu)</translation>
        </message>
        <message>
            <source>no name in {row!r}</source>
            <translation>pas de nom dans {row!r}</translation>
        </message>
        <message>
            <source>rating {rating_text!r} is not a whole number</source>
            <translation>l'Elo {rating_text!r} n'est pas un nombre entier</translation>
        </message>
        <message>
            <source>rating {rating_text!r} is not a plausible rating</source>
            <translation>l'Elo {rating_text!r} n'est pas un classement plausible</translation>
        </message>
        <message>
            <source>sex {sex!r}: use m or w (or leave it empty)</source>
            <translation>sexe {sex!r} : utilisez m ou w (ou laissez vide)</translation>
        </message>
        <message>
            <source>the player list</source>
            <translation>la liste des joueurs</translation>
        </message>
        <message>
            <source>line 1 of {name}: no column {columns} (a results file has the header of pairings.csv: {header})</source>
            <translation>ligne 1 de {name} : pas de colonne {columns} (un fichier de résultats a l'en-tête de pairings.csv : {header})</translation>
        </message>
        <message>
            <source>line {line_num} of {name} cannot be read as CSV: {exc}</source>
            <translation>la ligne {line_num} de {name} ne peut pas être lue comme CSV : {exc}</translation>
        </message>
        <message>
            <source>{field} {text!r} is not a number</source>
            <translation>{field} {text!r} n'est pas un nombre</translation>
        </message>
        <message>
            <source>FIDE id {fide_id}</source>
            <translation>identifiant FIDE {fide_id}</translation>
        </message>
        <message>
            <source>name</source>
            <translation>nom</translation>
        </message>
        <message>
            <source>{name} is already registered as #{number} {name2} ({why})</source>
            <translation>{name} est déjà inscrit comme n° {number} {name2} ({why})</translation>
        </message>
        <message>
            <source>{name} is on line {line} too</source>
            <translation>{name} figure aussi à la ligne {line}</translation>
        </message>
        <message>
            <source>the round robin now has {rounds} rounds (C.05 Annex 1 Berger table)</source>
            <translation>le tournoi toutes rondes a maintenant {rounds} rondes (C.05 annexe 1, table de Berger)</translation>
        </message>
        <message>
            <source>{paired} rounds are paired: the new players get the next free numbers (C.04.2 art. 2.3)</source>
            <translation>{paired} rondes sont appariées : les nouveaux joueurs reçoivent les numéros libres suivants (C.04.2 art. 2.3)</translation>
        </message>
        <message>
            <source>late entries after round {paired}: rounds 1-{paired} count as not paired (zero points)</source>
            <translation>inscriptions tardives après la ronde {paired} : les rondes 1-{paired} comptent comme non appariées (zéro point)</translation>
        </message>
        <message>
            <source>{count} of {total} rows cannot be imported, so nothing was added: {shown} (and {more} more)</source>
            <translation>{count} lignes sur {total} ne peuvent pas être importées, donc rien n'a été ajouté : {shown} (et {more} de plus)</translation>
        </message>
        <message>
            <source>{count} of {total} rows cannot be imported, so nothing was added: {shown}</source>
            <translation>{count} lignes sur {total} ne peuvent pas être importées, donc rien n'a été ajouté : {shown}</translation>
        </message>
        <message>
            <source>no player to import: every row has a problem</source>
            <translation>aucun joueur à importer : chaque ligne a un problème</translation>
        </message>
        <message>
            <source>no player to import</source>
            <translation>aucun joueur à importer</translation>
        </message>
        <message>
            <source>{count} players with the {registered} registered make {total}, more than the {most} a FIDE tournament report (TRF) can hold (a pairing number has four digits), so nothing was added</source>
            <translation>{count} joueurs avec les {registered} inscrits font {total}, plus que les {most} qu'un rapport de tournoi FIDE (TRF) peut contenir (un numéro d'appariement a quatre chiffres), donc rien n'a été ajouté</translation>
        </message>
        <message>
            <source>no player import to undo</source>
            <translation>aucune importation de joueurs à annuler</translation>
        </message>
        <message>
            <source>{gone} of the {count} imported players are no longer registered; the import cannot be undone as a whole (remove the others one by one)</source>
            <translation>{gone} des {count} joueurs importés ne sont plus inscrits ; l'importation ne peut pas être annulée en bloc (retirez les autres un par un)</translation>
        </message>
        <message>
            <source>removing these players would change the numbers of others once round 4 is paired (C.04.2 art. 2.3); withdraw them instead</source>
            <translation>retirer ces joueurs changerait les numéros d'autres joueurs une fois la ronde 4 appariée (C.04.2 art. 2.3) ; déclarez-les plutôt retirés du tournoi</translation>
        </message>
        <message>
            <source>is paired</source>
            <translation>est apparié</translation>
        </message>
        <message>
            <source>has the pairing-allocated bye</source>
            <translation>a l'exempt attribué par l'appariement</translation>
        </message>
        <message>
            <source>has a requested bye</source>
            <translation>a un bye demandé</translation>
        </message>
        <message>
            <source>is in a prohibited pair</source>
            <translation>fait partie d'un appariement interdit</translation>
        </message>
        <message>
            <source>has checked in</source>
            <translation>est pointé présent</translation>
        </message>
        <message>
            <source>has paid an entry fee</source>
            <translation>a payé un droit d'inscription</translation>
        </message>
        <message>
            <source>#{number} {name} {what}; the import can no longer be undone as a whole (withdraw or remove players one by one)</source>
            <translation>n° {number} {name} {what} ; l'importation ne peut plus être annulée en bloc (retirez ou supprimez les joueurs un par un)</translation>
        </message>
        <message numerus="yes">
            <source>{name} holds no result to import (%n row(s) cannot be read: {problem})</source>
            <translation>
                <numerusform>{name} ne contient aucun résultat à importer (%n ligne illisible : {problem})</numerusform>
                <numerusform>{name} ne contient aucun résultat à importer (%n lignes illisibles : {problem})</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} holds no result to import</source>
            <translation>{name} ne contient aucun résultat à importer</translation>
        </message>
        <message>
            <source>{name} holds results of rounds {rounds}; say which round to import</source>
            <translation>{name} contient des résultats des rondes {rounds} ; indiquez quelle ronde importer</translation>
        </message>
        <message numerus="yes">
            <source>round {round_number} is not paired (the file has %n paired round(s))</source>
            <translation>
                <numerusform>la ronde {round_number} n'est pas appariée (le fichier a %n ronde appariée)</numerusform>
                <numerusform>la ronde {round_number} n'est pas appariée (le fichier a %n rondes appariées)</numerusform>
            </translation>
        </message>
        <message>
            <source>round {round_number} has no board {board} ({count} boards)</source>
            <translation>la ronde {round_number} n'a pas d'échiquier {board} ({count} échiquiers)</translation>
        </message>
        <message>
            <source>board {board} is on line {line} too</source>
            <translation>l'échiquier {board} figure aussi à la ligne {line}</translation>
        </message>
        <message numerus="yes">
            <source>%n row(s) of {name} cannot be imported, so no result was entered: {shown} (and {more} more)</source>
            <translation>
                <numerusform>%n ligne de {name} ne peut pas être importée, donc aucun résultat n'a été saisi : {shown} (et {more} de plus)</numerusform>
                <numerusform>%n lignes de {name} ne peuvent pas être importées, donc aucun résultat n'a été saisi : {shown} (et {more} de plus)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n row(s) of {name} cannot be imported, so no result was entered: {shown}</source>
            <translation>
                <numerusform>%n ligne de {name} ne peut pas être importée, donc aucun résultat n'a été saisi : {shown}</numerusform>
                <numerusform>%n lignes de {name} ne peuvent pas être importées, donc aucun résultat n'a été saisi : {shown}</numerusform>
            </translation>
        </message>
        <message>
            <source>no result to enter in round {number}: the file already has every one given</source>
            <translation>aucun résultat à saisir dans la ronde {number} : le fichier a déjà chacun de ceux donnés</translation>
        </message>
        <message>
            <source>no results import to undo</source>
            <translation>aucune importation de résultats à annuler</translation>
        </message>
        <message>
            <source>round {number} board {no} is now #{white_number} - #{black_number}, not the board the import entered (the round was paired again); the import cannot be undone</source>
            <translation>ronde {number}, échiquier {no} est maintenant n° {white_number} - n° {black_number}, pas l'échiquier saisi par l'importation (la ronde a été appariée à nouveau) ; l'importation ne peut pas être annulée</translation>
        </message>
        <message>
            <source>round {number} board {no} has been changed since the import (now {now}); the import cannot be undone as a whole: correct results by hand</source>
            <translation>ronde {number}, échiquier {no} a été modifié depuis l'importation (maintenant {now}) ; l'importation ne peut pas être annulée en bloc : corrigez les résultats à la main</translation>
        </message>
        <message>
            <source>round {number} board {no} has been changed since the import (now no result); the import cannot be undone as a whole: correct results by hand</source>
            <translation>ronde {number}, échiquier {no} a été modifié depuis l'importation (maintenant sans résultat) ; l'importation ne peut pas être annulée en bloc : corrigez les résultats à la main</translation>
        </message>
        <message>
            <source>line {line}: {message}</source>
            <translation>ligne {line} : {message}</translation>
        </message>
        <message>
            <source>line 1: no team column found in {header!r} (expected 'Team')</source>
            <translation>ligne 1 : aucune colonne d'équipe dans {header!r} ('Team' attendu)</translation>
        </message>
        <message>
            <source>no team for {name}</source>
            <translation>pas d'équipe pour {name}</translation>
        </message>
        <message>
            <source>board {board!r} is not a whole number from 1</source>
            <translation>l'échiquier {board!r} n'est pas un nombre entier à partir de 1</translation>
        </message>
        <message>
            <source>{team} has two players on board {board}</source>
            <translation>{team} a deux joueurs à l'échiquier {board}</translation>
        </message>
        <message>
            <source>the team list</source>
            <translation>la liste des équipes</translation>
        </message>
        <message>
            <source>{shown} (and {more} more)</source>
            <translation>{shown} (et {more} autres)</translation>
        </message>
        <message>
            <source>team {name} is registered already, so nothing was added</source>
            <translation>l'équipe {name} est déjà inscrite, donc rien n'a été ajouté</translation>
        </message>
        <message>
            <source>no team to import</source>
            <translation>aucune équipe à importer</translation>
        </message>
        <message>
            <source>no team import to undo</source>
            <translation>aucun import d'équipes à annuler</translation>
        </message>
        <message>
            <source>a team of the import is no longer registered; the import cannot be undone</source>
            <translation>une équipe de l'import n'est plus inscrite ; l'import ne peut pas être annulé</translation>
        </message>
        <message>
            <source>{name} is paired: it can no longer be removed</source>
            <translation>{name} est appariée : elle ne peut plus être retirée</translation>
        </message>
    </context>
    <context>
        <name>DbLibrary</name>
        <message>
            <source>{path} cannot be written ({exc})</source>
            <translation>{path} ne peut pas être écrit ({exc})</translation>
        </message>
        <message>
            <source>give the national list a name (e.g. the federation and month: GER 2026-04)</source>
            <translation>donnez un nom à la liste nationale (par exemple la fédération et le mois : GER 2026-04)</translation>
        </message>
        <message>
            <source>{name} holds no player</source>
            <translation>{name} ne contient aucun joueur</translation>
        </message>
        <message>
            <source>national ID {nid} is listed twice (first on line {seen})</source>
            <translation>l'identifiant national {nid} figure deux fois (la première fois à la ligne {seen})</translation>
        </message>
        <message>
            <source>the library has no national list {list_name!r}</source>
            <translation>le fichier de joueurs n'a pas de liste nationale {list_name!r}</translation>
        </message>
        <message>
            <source>Stored {count:,} players</source>
            <translation>{count:,} joueurs enregistrés</translation>
        </message>
        <message>
            <source>a saved mapping needs a name</source>
            <translation>une correspondance enregistrée a besoin d'un nom</translation>
        </message>
        <message>
            <source>there is no import {import_id}</source>
            <translation>il n'y a pas d'importation {import_id}</translation>
        </message>
        <message>
            <source>a later import has replaced this one; it can no longer be undone or redone</source>
            <translation>une importation ultérieure a remplacé celle-ci ; elle ne peut plus être annulée ni rétablie</translation>
        </message>
        <message>
            <source>this import is already undone</source>
            <translation>cette importation est déjà annulée</translation>
        </message>
        <message>
            <source>this import is in force</source>
            <translation>cette importation est en vigueur</translation>
        </message>
        <message>
            <source>the FIDE list file {target} is missing; import the list again</source>
            <translation>le fichier de la liste FIDE {target} est absent ; importez la liste de nouveau</translation>
        </message>
        <message>
            <source>line {line_number}: {reason}</source>
            <translation>ligne {line_number} : {reason}</translation>
        </message>
        <message>
            <source>import cancelled; the library is unchanged</source>
            <translation>importation annulée ; le fichier de joueurs est inchangé</translation>
        </message>
        <message>
            <source>{name} is empty</source>
            <translation>{name} est vide</translation>
        </message>
        <message>
            <source>a line holds something else than digits where numbers belong</source>
            <translation>une ligne contient autre chose que des chiffres là où des nombres sont attendus</translation>
        </message>
        <message>
            <source>a player cannot be read ({reason})</source>
            <translation>un joueur ne peut pas être lu ({reason})</translation>
        </message>
        <message>
            <source>Reading {name}</source>
            <translation>Lecture de {name}</translation>
        </message>
        <message>
            <source>FIDE ID {fid} is listed twice</source>
            <translation>l'identifiant FIDE {fid} figure deux fois</translation>
        </message>
        <message>
            <source>the list cannot be stored ({exc})</source>
            <translation>la liste ne peut pas être enregistrée ({exc})</translation>
        </message>
        <message>
            <source>Read {count:,} players</source>
            <translation>{count:,} joueurs lus</translation>
        </message>
        <message>
            <source>Indexing {count:,} players for searching</source>
            <translation>Indexation de {count:,} joueurs pour la recherche</translation>
        </message>
        <message>
            <source>FIDE ID</source>
            <translation>identifiant FIDE</translation>
        </message>
        <message>
            <source>standard rating</source>
            <translation>Elo standard</translation>
        </message>
        <message>
            <source>standard games</source>
            <translation>parties standard</translation>
        </message>
        <message>
            <source>standard K factor</source>
            <translation>facteur K standard</translation>
        </message>
        <message>
            <source>rapid rating</source>
            <translation>Elo rapide</translation>
        </message>
        <message>
            <source>rapid games</source>
            <translation>parties rapides</translation>
        </message>
        <message>
            <source>rapid K factor</source>
            <translation>facteur K rapide</translation>
        </message>
        <message>
            <source>blitz rating</source>
            <translation>Elo blitz</translation>
        </message>
        <message>
            <source>blitz games</source>
            <translation>parties blitz</translation>
        </message>
        <message>
            <source>blitz K factor</source>
            <translation>facteur K blitz</translation>
        </message>
        <message>
            <source>birth year</source>
            <translation>année de naissance</translation>
        </message>
        <message>
            <source>this is not a FIDE rating list: its first line should be the header 'ID Number  Name  Fed Sex Tit ...'</source>
            <translation>ce n'est pas une liste Elo FIDE : sa première ligne devrait être l'en-tête 'ID Number  Name  Fed Sex Tit ...'</translation>
        </message>
        <message>
            <source>no FIDE ID</source>
            <translation>pas d'identifiant FIDE</translation>
        </message>
        <message>
            <source>FIDE ID {fide_id!r} is not a number</source>
            <translation>l'identifiant FIDE {fide_id!r} n'est pas un nombre</translation>
        </message>
        <message>
            <source>the player has no name</source>
            <translation>le joueur n'a pas de nom</translation>
        </message>
        <message>
            <source>federation {federation!r} is not a 3-letter code (is the line cut or shifted?)</source>
            <translation>la fédération {federation!r} n'est pas un code de 3 lettres (la ligne est-elle coupée ou décalée ?)</translation>
        </message>
        <message>
            <source>sex {sex!r} is not M or F</source>
            <translation>le sexe {sex!r} n'est ni M ni F</translation>
        </message>
        <message>
            <source>{field} {value!r} is not a number</source>
            <translation>{field} {value!r} n'est pas un nombre</translation>
        </message>
        <message>
            <source>this is not a FIDE XML rating list (no &lt;playerslist&gt; element)</source>
            <translation>ce n'est pas une liste Elo FIDE en XML (pas d'élément &lt;playerslist&gt;)</translation>
        </message>
        <message>
            <source>the XML list has no complete &lt;player&gt; element</source>
            <translation>la liste XML n'a aucun élément &lt;player&gt; complet</translation>
        </message>
        <message>
            <source>a &lt;player&gt; needs &lt;fideid&gt; and &lt;name&gt;</source>
            <translation>un &lt;player&gt; a besoin de &lt;fideid&gt; et de &lt;name&gt;</translation>
        </message>
        <message>
            <source>no &lt;/player&gt; in more than {limit} characters: the file is damaged or not a rating list</source>
            <translation>aucun &lt;/player&gt; sur plus de {limit} caractères : le fichier est endommagé ou n'est pas une liste de classement</translation>
        </message>
        <message>
            <source>this &lt;player&gt; element is not closed (the file is damaged)</source>
            <translation>cet élément &lt;player&gt; n'est pas fermé (le fichier est endommagé)</translation>
        </message>
        <message>
            <source>unreadable text in a &lt;player&gt; element: {leftover!r}</source>
            <translation>texte illisible dans un élément &lt;player&gt; : {leftover!r}</translation>
        </message>
        <message>
            <source>a &lt;player&gt; element without &lt;fideid&gt;</source>
            <translation>un élément &lt;player&gt; sans &lt;fideid&gt;</translation>
        </message>
        <message>
            <source>the list ends in the middle of a &lt;player&gt; element: the file is incomplete (download it again)</source>
            <translation>la liste s'arrête au milieu d'un élément &lt;player&gt; : le fichier est incomplet (téléchargez-le de nouveau)</translation>
        </message>
        <message>
            <source>the list ends without &lt;/playerslist&gt;: the file is incomplete (download it again)</source>
            <translation>la liste se termine sans &lt;/playerslist&gt; : le fichier est incomplet (téléchargez-le de nouveau)</translation>
        </message>
        <message>
            <source>Name (Surname, First name)</source>
            <translation>Nom (Nom, Prénom)</translation>
        </message>
        <message>
            <source>Surname</source>
            <translation>Nom de famille</translation>
        </message>
        <message>
            <source>First name</source>
            <translation>Prénom</translation>
        </message>
        <message>
            <source>National ID</source>
            <translation>Identifiant national</translation>
        </message>
        <message>
            <source>National rating</source>
            <translation>Classement national</translation>
        </message>
        <message>
            <source>Federation</source>
            <translation>Fédération</translation>
        </message>
        <message>
            <source>Sex</source>
            <translation>Sexe</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>Titre</translation>
        </message>
        <message>
            <source>Birth (year or date)</source>
            <translation>Naissance (année ou date)</translation>
        </message>
        <message>
            <source>Club</source>
            <translation>Club</translation>
        </message>
        <message>
            <source>City</source>
            <translation>Ville</translation>
        </message>
        <message>
            <source>comma</source>
            <translation>virgule</translation>
        </message>
        <message>
            <source>semicolon</source>
            <translation>point-virgule</translation>
        </message>
        <message>
            <source>tab</source>
            <translation>tabulation</translation>
        </message>
        <message>
            <source>vertical bar</source>
            <translation>barre verticale</translation>
        </message>
        <message>
            <source>unknown field(s) in the mapping: {fields}</source>
            <translation>champ(s) inconnu(s) dans la correspondance : {fields}</translation>
        </message>
        <message>
            <source>map a column to the name (or to the surname) first</source>
            <translation>associez d'abord une colonne au nom (ou au nom de famille)</translation>
        </message>
        <message>
            <source>{name} holds {size} MB, more than the {limit} MB a national list may have</source>
            <translation>{name} fait {size} Mo, plus que les {limit} Mo qu'une liste nationale peut avoir</translation>
        </message>
        <message>
            <source>{path}: {strerror}</source>
            <translation>{path} : {strerror}</translation>
        </message>
        <message>
            <source>the file cannot be read as a list ({exc})</source>
            <translation>le fichier ne peut pas être lu comme une liste ({exc})</translation>
        </message>
        <message>
            <source>{what} {value!r} is not a number</source>
            <translation>{what} {value!r} n'est pas un nombre</translation>
        </message>
        <message>
            <source>no name in this line</source>
            <translation>pas de nom sur cette ligne</translation>
        </message>
        <message>
            <source>birth {birth_text!r} holds no year</source>
            <translation>la naissance {birth_text!r} ne contient pas d'année</translation>
        </message>
        <message>
            <source>federation {federation!r} is not a 3-letter code</source>
            <translation>la fédération {federation!r} n'est pas un code de 3 lettres</translation>
        </message>
        <message>
            <source>{name} holds {size} MB, more than the {limit} MB a rating list may have; this is not a rating list</source>
            <translation>{name} fait {size} Mo, plus que les {limit} Mo qu'une liste de classement peut avoir ; ce n'est pas une liste de classement</translation>
        </message>
        <message>
            <source>{name} would expand from {packed} MB to {size} MB (more than {ratio} times): this is not a rating list, it is refused unread</source>
            <translation>{name} passerait de {packed} Mo à {size} Mo une fois décompressé (plus de {ratio} fois) : ce n'est pas une liste de classement, il est refusé sans être lu</translation>
        </message>
        <message>
            <source>{name} is damaged ({exc}); download it again</source>
            <translation>{name} est endommagé ({exc}) ; téléchargez-le de nouveau</translation>
        </message>
        <message>
            <source>{path} is a folder: give the list file in it (a .txt, .xml or .zip)</source>
            <translation>{path} est un dossier : indiquez le fichier de liste qu'il contient (un .txt, .xml ou .zip)</translation>
        </message>
        <message>
            <source>{path}: no such file</source>
            <translation>{path} : fichier introuvable</translation>
        </message>
        <message>
            <source>{name} is a damaged zip file ({exc}); download it again</source>
            <translation>{name} est un fichier zip endommagé ({exc}) ; téléchargez-le de nouveau</translation>
        </message>
        <message>
            <source>{name} is an empty zip file</source>
            <translation>{name} est un fichier zip vide</translation>
        </message>
        <message>
            <source>the list declares the encoding {name!r}, which is not a text encoding it can be written in; save it as UTF-8</source>
            <translation>la liste déclare l'encodage {name!r}, qui n'est pas un encodage de texte dans lequel elle peut être écrite ; enregistrez-la en UTF-8</translation>
        </message>
        <message>
            <source>a line longer than {limit} MB: this is not a rating list (or its lines were joined)</source>
            <translation>une ligne de plus de {limit} Mo : ce n'est pas une liste de classement (ou ses lignes ont été collées)</translation>
        </message>
        <message>
            <source>{path} cannot be opened as a player library ({exc})</source>
            <translation>{path} ne peut pas être ouvert comme fichier de joueurs ({exc})</translation>
        </message>
        <message>
            <source>{path} is not an Arbiter Desk player library</source>
            <translation>{path} n'est pas un fichier de joueurs d'Arbiter Desk</translation>
        </message>
        <message>
            <source>{path} was written by a newer Arbiter Desk; please update the program</source>
            <translation>{path} a été écrit par un Arbiter Desk plus récent ; veuillez mettre le programme à jour</translation>
        </message>
        <message>
            <source>the FIDE list of the library ({current}) is missing beside {name}; import the list again</source>
            <translation>la liste FIDE du fichier de joueurs ({current}) est absente à côté de {name} ; importez la liste de nouveau</translation>
        </message>
        <message>
            <source>{path} is not a usable player library ({exc})</source>
            <translation>{path} n'est pas un fichier de joueurs utilisable ({exc})</translation>
        </message>
        <message>
            <source>there is no earlier state of the library to go back to</source>
            <translation>il n'y a pas d'état antérieur du fichier de joueurs auquel revenir</translation>
        </message>
        <message>
            <source>the FIDE list of the library ({current}) is missing; import it again</source>
            <translation>la liste FIDE du fichier de joueurs ({current}) est absente ; importez-la de nouveau</translation>
        </message>
        <message>
            <source>FIDE combined (standard, rapid, blitz) list, {format}</source>
            <translation>liste FIDE combinée (standard, rapide, blitz), {format}</translation>
        </message>
        <message>
            <source>FIDE standard list, {format}</source>
            <translation>liste FIDE standard, {format}</translation>
        </message>
        <message>
            <source>FIDE rapid list, {format}</source>
            <translation>liste FIDE rapide, {format}</translation>
        </message>
        <message>
            <source>FIDE blitz list, {format}</source>
            <translation>liste FIDE blitz, {format}</translation>
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
            <translation>{p} : fichier introuvable</translation>
        </message>
        <message>
            <source>{name} is read-only (or its folder or drive is); copy it to a folder where you may write to change it</source>
            <translation>{name} est en lecture seule (ou son dossier ou son lecteur l'est) ; copiez-le dans un dossier où vous pouvez écrire pour le modifier</translation>
        </message>
        <message>
            <source>{name} has no event data; it is not a usable tournament file</source>
            <translation>{name} n'a pas de données de tournoi ; ce n'est pas un fichier de tournoi utilisable</translation>
        </message>
        <message>
            <source>{name} cannot be opened ({strerror})</source>
            <translation>{name} ne peut pas être ouvert ({strerror})</translation>
        </message>
        <message>
            <source>{name} was not closed properly and {name2} beside it holds part of its data; it can only be read where it can be written: copy both files to a folder where you may write</source>
            <translation>{name} n'a pas été fermé correctement et {name2} à côté contient une partie de ses données ; il ne peut être lu que là où il peut être écrit : copiez les deux fichiers dans un dossier où vous pouvez écrire</translation>
        </message>
        <message>
            <source>{name} was written by an older Arbiter Desk (schema {version}) and can only be read once it is brought up to date: copy it to a folder where you may write and open it there</source>
            <translation>{name} a été écrit par un Arbiter Desk plus ancien (schéma {version}) et ne peut être lu qu'une fois mis à jour : copiez-le dans un dossier où vous pouvez écrire et ouvrez-le là</translation>
        </message>
        <message>
            <source>{name} is not an Arbiter Desk tournament file</source>
            <translation>{name} n'est pas un fichier de tournoi Arbiter Desk</translation>
        </message>
        <message>
            <source>cannot read {name} ({strerror})</source>
            <translation>impossible de lire {name} ({strerror})</translation>
        </message>
        <message>
            <source>{p} already exists; choose another name</source>
            <translation>{p} existe déjà ; choisissez un autre nom</translation>
        </message>
        <message>
            <source>{name} was not created: {name2} could not be merged into it</source>
            <translation>{name} n'a pas été créé : {name2} n'a pas pu y être fusionné</translation>
        </message>
        <message>
            <source>{name} was not created: cannot move it into place ({strerror})</source>
            <translation>{name} n'a pas été créé : impossible de le mettre en place ({strerror})</translation>
        </message>
        <message>
            <source>cannot remove the leftover {name} ({strerror})</source>
            <translation>impossible de supprimer le reste {name} ({strerror})</translation>
        </message>
        <message>
            <source>{name} was not replaced: it could not be copied to its backups first ({exc})</source>
            <translation>{name} n'a pas été remplacé : il n'a pas pu d'abord être copié dans ses sauvegardes ({exc})</translation>
        </message>
        <message>
            <source>{name} was not replaced: cannot remove {name2} ({strerror})</source>
            <translation>{name} n'a pas été remplacé : impossible de supprimer {name2} ({strerror})</translation>
        </message>
        <message>
            <source>{name} is closed</source>
            <translation>{name} est fermé</translation>
        </message>
        <message>
            <source>{name} is open read-only; nothing can be changed in it</source>
            <translation>{name} est ouvert en lecture seule ; rien ne peut y être modifié</translation>
        </message>
        <message>
            <source>not stored: {reason}</source>
            <translation>non enregistré : {reason}</translation>
        </message>
        <message>
            <source>the disk failed while the change was being stored ({reason}) and the file cannot be read back now to tell whether it is stored: check the drive, then open the file again</source>
            <translation>le disque a échoué pendant l'enregistrement de la modification ({reason}) et le fichier ne peut pas être relu maintenant pour savoir si elle est enregistrée : vérifiez le lecteur, puis rouvrez le fichier</translation>
        </message>
        <message>
            <source>Round {round} was paired by {system}; the bracket-by-bracket account is written for the Dutch System only.</source>
            <translation>La ronde {round} a été appariée selon {system} ; le compte rendu groupe par groupe n'existe que pour le système hollandais.</translation>
        </message>
        <message>
            <source>Its pairing is the engine's: it breaks no article.</source>
            <translation>Son appariement est celui du moteur : il n'enfreint aucun article.</translation>
        </message>
        <message>
            <source>a schedule of every round</source>
            <translation>un calendrier de toutes les rondes</translation>
        </message>
        <message>
            <source>Preparing the next round</source>
            <translation>Préparation de la ronde suivante</translation>
        </message>
        <message>
            <source>Preparing the last match again</source>
            <translation>Nouvelle préparation du dernier match</translation>
        </message>
        <message>
            <source>Pairing round {number}</source>
            <translation>Appariement de la ronde {number}</translation>
        </message>
        <message>
            <source>Storing round {number}</source>
            <translation>Enregistrement de la ronde {number}</translation>
        </message>
        <message>
            <source>Round {round} is a round of team matches: how it was paired is explained for the individual systems only.</source>
            <translation>La ronde {round} est une ronde de matchs par équipes : la façon dont elle a été appariée n'est expliquée que pour les systèmes individuels.</translation>
        </message>
        <message>
            <source>The checker finds nothing about this board's players.</source>
            <translation>Le vérificateur ne trouve rien qui concerne les joueurs de cet échiquier.</translation>
        </message>
        <message>
            <source>Reading the Berger table</source>
            <translation>Lecture de la table de Berger</translation>
        </message>
        <message>
            <source>Stored round {first}</source>
            <translation>Ronde {first} enregistrée</translation>
        </message>
        <message>
            <source>Stored rounds {first}-{last}</source>
            <translation>Rondes {first}-{last} enregistrées</translation>
        </message>
        <message>
            <source>the last round cannot be re-paired</source>
            <translation>la dernière ronde ne peut pas être appariée de nouveau</translation>
        </message>
        <message>
            <source>This event's team matches are paired by the Berger tables: the check judges the rounds of the Swiss Team Pairing System (C.04.6) only.</source>
            <translation>Les matchs par équipes de ce tournoi sont appariés par les tables de Berger : la vérification ne juge que les rondes du système suisse par équipes (C.04.6).</translation>
        </message>
        <message>
            <source>Round {round} is a round of team matches: the warnings name the rules of the individual systems; the check (arbiter check) judges the team matches.</source>
            <translation>La ronde {round} est une ronde de matchs par équipes : les avertissements nomment les règles des systèmes individuels ; la vérification (arbiter check) juge les matchs par équipes.</translation>
        </message>
        <message>
            <source>Preparing the last round again</source>
            <translation>Nouvelle préparation de la dernière ronde</translation>
        </message>
        <message>
            <source>the pairing cannot be set by hand</source>
            <translation>l'appariement ne peut pas être fixé à la main</translation>
        </message>
        <message>
            <source>the tournament kept changing while the pairing of round {round_number} was being checked; try again</source>
            <translation>le tournoi n'a cessé de changer pendant la vérification de l'appariement de la ronde {round_number} ; réessayez</translation>
        </message>
        <message>
            <source>{target} already exists; choose another name</source>
            <translation>{target} existe déjà ; choisissez un autre nom</translation>
        </message>
        <message>
            <source>refused by the rules of the tournament file: {orig}</source>
            <translation>refusé par les règles du fichier de tournoi : {orig}</translation>
        </message>
        <message>
            <source>{name} is damaged ({orig}); open the latest backup copy</source>
            <translation>{name} est endommagé ({orig}) ; ouvrez la dernière copie de sauvegarde</translation>
        </message>
        <message>
            <source>{name} cannot be used: {problem}</source>
            <translation>{name} ne peut pas être utilisé : {problem}</translation>
        </message>
        <message>
            <source>{name} is damaged ({exc}); open the latest backup copy</source>
            <translation>{name} est endommagé ({exc}) ; ouvrez la dernière copie de sauvegarde</translation>
        </message>
        <message>
            <source>{name} cannot be used ({doing}): {problem}</source>
            <translation>{name} ne peut pas être utilisé ({doing}) : {problem}</translation>
        </message>
        <message>
            <source>the file has no event data</source>
            <translation>le fichier n'a pas de données de tournoi</translation>
        </message>
        <message>
            <source>{what}: the acceleration is decided before round 1 (C.04.7 art. 1.2), and round 1 is already paired</source>
            <translation>{what} : l'accélération se décide avant la ronde 1 (C.04.7 art. 1.2), et la ronde 1 est déjà appariée</translation>
        </message>
        <message>
            <source>{what}: the acceleration is decided before round 1 (C.04.7 art. 1.2), and rounds 1-{paired} are already paired</source>
            <translation>{what} : l'accélération se décide avant la ronde 1 (C.04.7 art. 1.2), et les rondes 1-{paired} sont déjà appariées</translation>
        </message>
        <message>
            <source>Baku acceleration edition {edition!r}: use one of {editions}</source>
            <translation>édition de l'accélération de Bakou {edition!r} : utilisez l'une de {editions}</translation>
        </message>
        <message>
            <source>Baku acceleration cannot be applied</source>
            <translation>l'accélération de Bakou ne peut pas être appliquée</translation>
        </message>
        <message>
            <source>Baku acceleration needs the players registered first</source>
            <translation>l'accélération de Bakou nécessite que les joueurs soient d'abord inscrits</translation>
        </message>
        <message>
            <source>the acceleration cannot be removed</source>
            <translation>l'accélération ne peut pas être supprimée</translation>
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
            <source>the federation</source>
            <translation>la fédération</translation>
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
        <message>
            <source>the tournament needs a name</source>
            <translation>le tournoi a besoin d'un nom</translation>
        </message>
        <message>
            <source>number of rounds must be 1 to {MAX_ROUNDS}, not {number_of_rounds}</source>
            <translation>le nombre de rondes doit aller de 1 à {MAX_ROUNDS}, pas {number_of_rounds}</translation>
        </message>
        <message>
            <source>{paired_rounds} rounds are already paired; the event cannot have only {number_of_rounds}</source>
            <translation>{paired_rounds} rondes sont déjà appariées ; le tournoi ne peut pas n'en avoir que {number_of_rounds}</translation>
        </message>
        <message>
            <source>the initial colour must be white, black or not stated (None)</source>
            <translation>la couleur initiale doit être blanc, noir ou non indiquée (None)</translation>
        </message>
        <message>
            <source>the event ends ({end_date}) before it starts ({start_date})</source>
            <translation>le tournoi se termine ({end_date}) avant de commencer ({start_date})</translation>
        </message>
        <message>
            <source>{count} round dates given for {number_of_rounds} rounds</source>
            <translation>{count} dates de ronde données pour {number_of_rounds} rondes</translation>
        </message>
        <message>
            <source>federation {federation!r}: use the 3-letter FIDE code</source>
            <translation>fédération {federation!r} : utilisez le code FIDE de 3 lettres</translation>
        </message>
        <message>
            <source>{language!r} is not a language of Arbiter Desk: the documents can be in {languages}, or in the language of the program that prints them (empty)</source>
            <translation>{language!r} n'est pas une langue d'Arbiter Desk : les documents peuvent être en {languages}, ou dans la langue du programme qui les imprime (vide)</translation>
        </message>
        <message>
            <source>the initial colour cannot change once round 1 is paired (C.04.3 art. 5)</source>
            <translation>la couleur initiale ne peut plus changer une fois la ronde 1 appariée (C.04.3 art. 5)</translation>
        </message>
        <message>
            <source>the pairing system cannot change once round 1 is paired</source>
            <translation>le système d'appariement ne peut plus changer une fois la ronde 1 appariée</translation>
        </message>
        <message>
            <source>the pairing rules cannot change from {old} to {new}: round 1 is already paired under the {old} text; confirm the change to pair the next rounds under the {new} text</source>
            <translation>les règles d'appariement ne peuvent pas passer de {old} à {new} : la ronde 1 est déjà appariée selon le texte {old} ; confirmez le changement pour apparier les rondes suivantes selon le texte {new}</translation>
        </message>
        <message>
            <source>the pairing rules cannot change from {old} to {new}: rounds 1-{paired} are already paired under the {old} text; confirm the change to pair the next rounds under the {new} text</source>
            <translation>les règles d'appariement ne peuvent pas passer de {old} à {new} : les rondes 1-{paired} sont déjà appariées selon le texte {old} ; confirmez le changement pour apparier les rondes suivantes selon le texte {new}</translation>
        </message>
        <message>
            <source>{a!r} is not an engine.model.Acceleration</source>
            <translation>{a!r} n'est pas une engine.model.Acceleration</translation>
        </message>
        <message>
            <source>acceleration rounds {first_round}-{last_round} are not within 1-{number_of_rounds}</source>
            <translation>les rondes d'accélération {first_round}-{last_round} ne sont pas dans 1-{number_of_rounds}</translation>
        </message>
        <message>
            <source>acceleration players {first_player}-{last_player}: not a range of TPNs</source>
            <translation>joueurs de l'accélération {first_player}-{last_player} : ce n'est pas une plage de numéros d'appariement</translation>
        </message>
        <message>
            <source>acceleration of {points} points: must not be negative</source>
            <translation>accélération de {points} points : ne doit pas être négative</translation>
        </message>
        <message>
            <source>a player needs a name</source>
            <translation>un joueur a besoin d'un nom</translation>
        </message>
        <message>
            <source>name {name!r} is longer than the {TRF_NAME_LIMIT} characters TRF allows: {cut!r} would be cut (register it as {kept!r})</source>
            <translation>le nom {name!r} dépasse les {TRF_NAME_LIMIT} caractères que le TRF autorise : {cut!r} serait coupé (inscrivez-le comme {kept!r})</translation>
        </message>
        <message>
            <source>rating {rating} is not a plausible rating (0 to 4000)</source>
            <translation>l'Elo {rating} n'est pas un classement plausible (0 à 4000)</translation>
        </message>
        <message>
            <source>title {title!r}: use the FIDE abbreviation (GM, IM, WFM, ...)</source>
            <translation>titre {title!r} : utilisez l'abréviation FIDE (GM, IM, WFM, ...)</translation>
        </message>
        <message>
            <source>FIDE id {fide_id!r} must be digits only</source>
            <translation>l'identifiant FIDE {fide_id!r} ne doit contenir que des chiffres</translation>
        </message>
        <message>
            <source>FIDE id {fide_id!r} is longer than TRF allows (11 digits)</source>
            <translation>l'identifiant FIDE {fide_id!r} est plus long que ce que le TRF autorise (11 chiffres)</translation>
        </message>
        <message>
            <source>birth date {birth_date!r}: write it as YYYY/MM/DD</source>
            <translation>date de naissance {birth_date!r} : écrivez-la AAAA/MM/JJ</translation>
        </message>
        <message>
            <source>sex {sex!r} must be an engine.model.Sex</source>
            <translation>le sexe {sex!r} doit être un engine.model.Sex</translation>
        </message>
        <message>
            <source>national rating {national_rating} is not a plausible rating (0 to 4000)</source>
            <translation>le classement national {national_rating} n'est pas un classement plausible (0 à 4000)</translation>
        </message>
        <message>
            <source>national ID {national_id!r} is longer than 20 characters</source>
            <translation>l'identifiant national {national_id!r} dépasse 20 caractères</translation>
        </message>
        <message>
            <source>there is no player with id {player_id}</source>
            <translation>il n'y a pas de joueur avec l'id {player_id}</translation>
        </message>
        <message>
            <source>there is no player with pairing number {number}</source>
            <translation>il n'y a pas de joueur avec le numéro d'appariement {number}</translation>
        </message>
        <message numerus="yes">
            <source>{what}: this round robin's Berger table is fixed by its players once round 1 is paired (%n round(s) are); delete the rounds first</source>
            <translation>
                <numerusform>{what} : la table de Berger de ce tournoi toutes rondes est fixée par ses joueurs une fois la ronde 1 appariée (%n ronde l'est) ; supprimez d'abord les rondes</numerusform>
                <numerusform>{what} : la table de Berger de ce tournoi toutes rondes est fixée par ses joueurs une fois la ronde 1 appariée (%n rondes le sont) ; supprimez d'abord les rondes</numerusform>
            </translation>
        </message>
        <message>
            <source>K must be 10, 20 or 40 (B.02 8.3.3), not {k_factor}</source>
            <translation>K doit valoir 10, 20 ou 40 (B.02 8.3.3), pas {k_factor}</translation>
        </message>
        <message>
            <source>{name} cannot join</source>
            <translation>{name} ne peut pas s'inscrire</translation>
        </message>
        <message>
            <source>{name} cannot be registered: the event already has {count} players, the most a FIDE tournament report (TRF) can hold (a pairing number has four digits)</source>
            <translation>{name} ne peut pas être inscrit : le tournoi compte déjà {count} joueurs, le maximum qu'un rapport de tournoi FIDE (TRF) peut contenir (un numéro d'appariement a quatre chiffres)</translation>
        </message>
        <message>
            <source>a player with FIDE id {fide_id} is already registered: {name} (no. {number})</source>
            <translation>un joueur avec l'identifiant FIDE {fide_id} est déjà inscrit : {name} (n° {number})</translation>
        </message>
        <message>
            <source>{paired} rounds are paired: pairing numbers can no longer be re-sorted (C.04.2 art. 2.3), so {name} gets the next free number {number}</source>
            <translation>{paired} rondes sont appariées : les numéros d'appariement ne peuvent plus être triés de nouveau (C.04.2 art. 2.3), donc {name} reçoit le numéro libre suivant {number}</translation>
        </message>
        <message>
            <source>late entry after round {paired}: rounds 1-{paired} count as not paired (zero points)</source>
            <translation>inscription tardive après la ronde {paired} : les rondes 1-{paired} comptent comme non appariées (zéro point)</translation>
        </message>
        <message>
            <source>{name} joins the restriction {reason!r} (prohibited pairings)</source>
            <translation>{name} entre dans la restriction {reason!r} (appariements interdits)</translation>
        </message>
        <message>
            <source>the round robin now has {rounds} rounds (C.05 Annex 1 Berger table)</source>
            <translation>le tournoi toutes rondes a maintenant {rounds} rondes (C.05 annexe 1, table de Berger)</translation>
        </message>
        <message>
            <source>FIDE id {fide_id} already belongs to {name} (#{number})</source>
            <translation>l'identifiant FIDE {fide_id} appartient déjà à {name} (n° {number})</translation>
        </message>
        <message>
            <source>pairing numbers cannot be sorted again</source>
            <translation>les numéros d'appariement ne peuvent pas être triés de nouveau</translation>
        </message>
        <message>
            <source>{paired} rounds are paired: pairing numbers may not change after round 4 is paired (C.04.2 art. 2.3)</source>
            <translation>{paired} rondes sont appariées : les numéros d'appariement ne peuvent plus changer après l'appariement de la ronde 4 (C.04.2 art. 2.3)</translation>
        </message>
        <message>
            <source>{name} cannot be removed</source>
            <translation>{name} ne peut pas être supprimé</translation>
        </message>
        <message>
            <source>{name} is paired in round {played}; a player who took part can only be withdrawn</source>
            <translation>{name} est apparié à la ronde {played} ; un joueur qui a participé ne peut qu'être retiré</translation>
        </message>
        <message>
            <source>removing #{number} would change the pairing numbers after it once round 4 is paired (C.04.2 art. 2.3); withdraw the player instead</source>
            <translation>supprimer le n° {number} changerait les numéros d'appariement suivants une fois la ronde 4 appariée (C.04.2 art. 2.3) ; retirez plutôt le joueur</translation>
        </message>
        <message>
            <source>{name} has paid an entry fee (receipt {receipt}); withdraw the player instead</source>
            <translation>{name} a payé un droit d'inscription (reçu {receipt}) ; retirez plutôt le joueur</translation>
        </message>
        <message>
            <source>round {start} does not exist (the event has {rounds} rounds)</source>
            <translation>la ronde {start} n'existe pas (le tournoi a {rounds} rondes)</translation>
        </message>
        <message>
            <source>all {rounds} rounds are paired; there is no round left to withdraw from</source>
            <translation>les {rounds} rondes sont toutes appariées ; il ne reste aucune ronde à partir de laquelle retirer</translation>
        </message>
        <message>
            <source>{name} is paired in round {later}; enter a forfeit there or delete that round before withdrawing from round {start}</source>
            <translation>{name} est apparié à la ronde {later} ; saisissez-y un forfait ou supprimez cette ronde avant de le retirer à partir de la ronde {start}</translation>
        </message>
        <message>
            <source>{name} is not withdrawn</source>
            <translation>{name} n'est pas retiré</translation>
        </message>
        <message>
            <source>bye kind {kind!r} must be half, zero or full</source>
            <translation>le type de bye {kind!r} doit être half, zero ou full</translation>
        </message>
        <message>
            <source>a round robin has no requested byes: every player plays the games of the Berger table, and a game not played is a forfeit (enter it as a result, or withdraw the player)</source>
            <translation>un tournoi toutes rondes n'a pas de bye demandé : chaque joueur joue les parties de la table de Berger, et une partie non jouée est un forfait (saisissez-la comme résultat, ou retirez le joueur)</translation>
        </message>
        <message>
            <source>round {round_number} does not exist (the event has {number_of_rounds} rounds)</source>
            <translation>la ronde {round_number} n'existe pas (le tournoi a {number_of_rounds} rondes)</translation>
        </message>
        <message>
            <source>{name} is withdrawn from round {withdrawn_from_round} on</source>
            <translation>{name} est retiré à partir de la ronde {withdrawn_from_round}</translation>
        </message>
        <message>
            <source>{name} is already paired in round {round_number}; a bye cannot replace a pairing</source>
            <translation>{name} est déjà apparié à la ronde {round_number} ; un bye ne peut pas remplacer un appariement</translation>
        </message>
        <message>
            <source>player {player_id} has no bye in round {round_number}</source>
            <translation>le joueur {player_id} n'a pas de bye à la ronde {round_number}</translation>
        </message>
        <message>
            <source>a prohibited pairing needs at least two different players</source>
            <translation>un appariement interdit nécessite au moins deux joueurs différents</translation>
        </message>
        <message>
            <source>rounds {first_round}-{last_round}: the last round comes before the first</source>
            <translation>rondes {first_round}-{last_round} : la dernière ronde vient avant la première</translation>
        </message>
        <message>
            <source>rounds are numbered from 1</source>
            <translation>les rondes sont numérotées à partir de 1</translation>
        </message>
        <message>
            <source>there is no prohibited pairing with id {pair_id}</source>
            <translation>il n'y a pas d'appariement interdit avec l'id {pair_id}</translation>
        </message>
        <message>
            <source>{name} (no. {number}) was changed after the ratings were compared; compare again</source>
            <translation>{name} (n° {number}) a été modifié après la comparaison des classements ; comparez de nouveau</translation>
        </message>
        <message>
            <source>the restriction must end in a round from 1 to {rounds}, not {last_round}</source>
            <translation>la restriction doit se terminer à une ronde de 1 à {rounds}, pas {last_round}</translation>
        </message>
        <message>
            <source>rounds 1-{last_round} are already paired: the restriction would change nothing</source>
            <translation>les rondes 1-{last_round} sont déjà appariées : la restriction ne changerait rien</translation>
        </message>
        <message>
            <source>{reason}: {count} of {count2} players; they cannot all be paired outside their group, so rounds 1-{last_round} may have no legal pairing</source>
            <translation>{reason} : {count} joueurs sur {count2} ; ils ne peuvent pas tous être appariés hors de leur groupe, donc les rondes 1-{last_round} risquent de n'avoir aucun appariement légal</translation>
        </message>
        <message>
            <source>no two players share a club: there is nothing to restrict (fill in the players' clubs first)</source>
            <translation>aucun joueur ne partage un club avec un autre : il n'y a rien à restreindre (renseignez d'abord les clubs des joueurs)</translation>
        </message>
        <message>
            <source>no two players share a federation: there is nothing to restrict</source>
            <translation>aucun joueur ne partage une fédération avec un autre : il n'y a rien à restreindre</translation>
        </message>
        <message>
            <source>there is no club restriction</source>
            <translation>il n'y a pas de restriction par club</translation>
        </message>
        <message>
            <source>there is no federation restriction</source>
            <translation>il n'y a pas de restriction par fédération</translation>
        </message>
        <message>
            <source>{what} is for round robins; this event is a Swiss (Dutch system)</source>
            <translation>{what} est réservé aux tournois toutes rondes ; ce tournoi est un système suisse (système hollandais)</translation>
        </message>
        <message>
            <source>round {number} cannot be paired: {exc}</source>
            <translation>la ronde {number} ne peut pas être appariée : {exc}</translation>
        </message>
        <message>
            <source>pairing by the Berger table</source>
            <translation>appariement par la table de Berger</translation>
        </message>
        <message>
            <source>round 1 cannot be paired: {exc}</source>
            <translation>la ronde 1 ne peut pas être appariée : {exc}</translation>
        </message>
        <message>
            <source>all {total} rounds of this {name} are paired</source>
            <translation>les {total} rondes de ce {name} sont appariées</translation>
        </message>
        <message>
            <source>{what}: a {name}'s pairings are those of the Berger table (C.05 Annex 1); to change who meets whom, change the pairing numbers before round 1</source>
            <translation>{what} : les appariements d'un {name} sont ceux de la table de Berger (C.05 annexe 1) ; pour changer qui rencontre qui, changez les numéros d'appariement avant la ronde 1</translation>
        </message>
        <message>
            <source>the rounds cannot be checked: {exc}</source>
            <translation>les rondes ne peuvent pas être vérifiées : {exc}</translation>
        </message>
        <message>
            <source>round {round_number} cannot be checked: {exc}</source>
            <translation>la ronde {round_number} ne peut pas être vérifiée : {exc}</translation>
        </message>
        <message>
            <source>{white}-{black} is not a game of round {round_number} of the Berger table</source>
            <translation>{white}-{black} n'est pas une partie de la ronde {round_number} de la table de Berger</translation>
        </message>
        <message>
            <source>{what}: round 1 is paired, the pairing numbers of the Berger table are fixed</source>
            <translation>{what} : la ronde 1 est appariée, les numéros d'appariement de la table de Berger sont fixés</translation>
        </message>
        <message>
            <source>{what}: register the players first</source>
            <translation>{what} : inscrivez d'abord les joueurs</translation>
        </message>
        <message>
            <source>drawing lots for the pairing numbers</source>
            <translation>tirage au sort des numéros d'appariement</translation>
        </message>
        <message>
            <source>setting the pairing numbers</source>
            <translation>attribution des numéros d'appariement</translation>
        </message>
        <message>
            <source>no player has id {unknown}</source>
            <translation>aucun joueur n'a l'id {unknown}</translation>
        </message>
        <message>
            <source>give every one of the {count} players exactly once ({count2} given, {count3} different)</source>
            <translation>donnez chacun des {count} joueurs exactement une fois ({count2} donnés, {count3} différents)</translation>
        </message>
        <message>
            <source>{name} is already withdrawn (from round {withdrawn_from_round})</source>
            <translation>{name} est déjà retiré (à partir de la ronde {withdrawn_from_round})</translation>
        </message>
        <message>
            <source>round {start} does not exist (the event has {number_of_rounds} rounds)</source>
            <translation>la ronde {start} n'existe pas (le tournoi a {number_of_rounds} rondes)</translation>
        </message>
        <message>
            <source>{name} has a result in every one of the {number_of_rounds} rounds</source>
            <translation>{name} a un résultat dans chacune des {number_of_rounds} rondes</translation>
        </message>
        <message>
            <source>{name} has a result in round {round_number}; clear it, or withdraw from round {next_round}</source>
            <translation>{name} a un résultat à la ronde {round_number} ; effacez-le, ou retirez le joueur à partir de la ronde {next_round}</translation>
        </message>
        <message>
            <source>round {number} is not paired (rounds 1-{last} are)</source>
            <translation>la ronde {number} n'est pas appariée (les rondes 1-{last} le sont)</translation>
        </message>
        <message>
            <source>round {number} is not paired (no round is paired yet)</source>
            <translation>la ronde {number} n'est pas appariée (aucune ronde n'est encore appariée)</translation>
        </message>
        <message>
            <source>the pairing engine paired round {round}, not round {round_number}</source>
            <translation>le moteur d'appariement a apparié la ronde {round}, pas la ronde {round_number}</translation>
        </message>
        <message>
            <source>board {i}: player #{number} is not available for round {round_number}</source>
            <translation>échiquier {i} : le joueur n° {number} n'est pas disponible pour la ronde {round_number}</translation>
        </message>
        <message>
            <source>board {i}: player #{number} is paired twice in round {round_number}</source>
            <translation>échiquier {i} : le joueur n° {number} est apparié deux fois à la ronde {round_number}</translation>
        </message>
        <message>
            <source>pairing-allocated bye: player #{bye} is not available</source>
            <translation>exempt attribué par l'appariement : le joueur n° {bye} n'est pas disponible</translation>
        </message>
        <message>
            <source>player #{bye} has both a board and the pairing-allocated bye</source>
            <translation>le joueur n° {bye} a à la fois un échiquier et l'exempt attribué par l'appariement</translation>
        </message>
        <message>
            <source>the pairing of round {round_number} leaves out player(s) {players}</source>
            <translation>l'appariement de la ronde {round_number} laisse de côté le(s) joueur(s) {players}</translation>
        </message>
        <message>
            <source>all {number_of_rounds} rounds are paired</source>
            <translation>les {number_of_rounds} rondes sont toutes appariées</translation>
        </message>
        <message>
            <source>round {number} cannot be paired: round {r} has no result yet on board(s) {boards}</source>
            <translation>la ronde {number} ne peut pas être appariée : la ronde {r} n'a pas encore de résultat sur le(s) échiquier(s) {boards}</translation>
        </message>
        <message>
            <source>round {number} cannot be paired: fewer than two players are available</source>
            <translation>la ronde {number} ne peut pas être appariée : moins de deux joueurs sont disponibles</translation>
        </message>
        <message>
            <source>the tournament changed while round {number} was being paired; pair it again</source>
            <translation>le tournoi a changé pendant l'appariement de la ronde {number} ; appariez-la de nouveau</translation>
        </message>
        <message>
            <source>no round is paired, nothing to delete</source>
            <translation>aucune ronde n'est appariée, rien à supprimer</translation>
        </message>
        <message>
            <source>no round is paired, nothing to re-pair</source>
            <translation>aucune ronde n'est appariée, rien à apparier de nouveau</translation>
        </message>
        <message>
            <source>no round is paired, nothing to change</source>
            <translation>aucune ronde n'est appariée, rien à modifier</translation>
        </message>
        <message>
            <source>no match is paired, nothing to re-pair</source>
            <translation>aucun match n'est apparié, rien à apparier de nouveau</translation>
        </message>
        <message>
            <source>no match is paired, nothing to change</source>
            <translation>aucun match n'est apparié, rien à modifier</translation>
        </message>
        <message>
            <source>round {last} already has results (board(s) {boards}); clear them before you delete it</source>
            <translation>la ronde {last} a déjà des résultats (échiquier(s) {boards}) ; effacez-les avant de la supprimer</translation>
        </message>
        <message>
            <source>round {last} already has results (board(s) {boards}); clear them before you re-pair it</source>
            <translation>la ronde {last} a déjà des résultats (échiquier(s) {boards}) ; effacez-les avant de l'apparier de nouveau</translation>
        </message>
        <message>
            <source>round {last} already has results (board(s) {boards}); clear them before you change it</source>
            <translation>la ronde {last} a déjà des résultats (échiquier(s) {boards}) ; effacez-les avant de la modifier</translation>
        </message>
        <message>
            <source>match {match} already has results (board(s) {boards}); clear them before you re-pair it</source>
            <translation>le match {match} a déjà des résultats (échiquier(s) {boards}) ; effacez-les avant de l'apparier de nouveau</translation>
        </message>
        <message>
            <source>match {match} already has results (board(s) {boards}); clear them before you change it</source>
            <translation>le match {match} a déjà des résultats (échiquier(s) {boards}) ; effacez-les avant de le modifier</translation>
        </message>
        <message>
            <source>only the last paired round ({last}) can be changed, not round {round_number}</source>
            <translation>seule la dernière ronde appariée ({last}) peut être modifiée, pas la ronde {round_number}</translation>
        </message>
        <message>
            <source>player id {id}</source>
            <translation>joueur d'id {id}</translation>
        </message>
        <message>
            <source>board {i}: {player} is not available for round {round_number}</source>
            <translation>échiquier {i} : {player} n'est pas disponible pour la ronde {round_number}</translation>
        </message>
        <message>
            <source>board {i}: {player} is paired twice in round {round_number}</source>
            <translation>échiquier {i} : {player} est apparié deux fois à la ronde {round_number}</translation>
        </message>
        <message>
            <source>{player} cannot have the pairing-allocated bye in this round</source>
            <translation>{player} ne peut pas avoir l'exempt attribué par l'appariement à cette ronde</translation>
        </message>
        <message>
            <source>round {round_number}: {players} not paired</source>
            <translation>ronde {round_number} : {players} non apparié(s)</translation>
        </message>
        <message>
            <source>not checked: {exc}</source>
            <translation>non vérifié : {exc}</translation>
        </message>
        <message>
            <source>round {round} cannot be checked: {exc}</source>
            <translation>la ronde {round} ne peut pas être vérifiée : {exc}</translation>
        </message>
        <message>
            <source>Round {number} paired; backup copy FAILED: {reason}</source>
            <translation>Ronde {number} appariée ; la copie de sauvegarde a ÉCHOUÉ : {reason}</translation>
        </message>
        <message>
            <source>round {number} is stored, but its backup copy failed: {reason}</source>
            <translation>la ronde {number} est enregistrée, mais sa copie de sauvegarde a échoué : {reason}</translation>
        </message>
        <message>
            <source>Round {number} paired; backup written</source>
            <translation>Ronde {number} appariée ; copie de sauvegarde écrite</translation>
        </message>
        <message>
            <source>{result!r} is not a result (use values.GameResult)</source>
            <translation>{result!r} n'est pas un résultat (utilisez values.GameResult)</translation>
        </message>
        <message numerus="yes">
            <source>round {round_number} has no board {board} (it has %n board(s))</source>
            <translation>
                <numerusform>la ronde {round_number} n'a pas d'échiquier {board} (elle a %n échiquier)</numerusform>
                <numerusform>la ronde {round_number} n'a pas d'échiquier {board} (elle a %n échiquiers)</numerusform>
            </translation>
        </message>
        <message>
            <source>the name has {count} characters and TRF allows {TRF_NAME_LIMIT}: registered as {kept!r}, {cut!r} is cut</source>
            <translation>le nom a {count} caractères et le TRF en autorise {TRF_NAME_LIMIT} : inscrit comme {kept!r}, {cut!r} est coupé</translation>
        </message>
        <message>
            <source>no {value} rating in the list: registered as unrated</source>
            <translation>pas de classement {value} dans la liste : inscrit comme non classé</translation>
        </message>
        <message>
            <source>the FIDE list flags the player inactive</source>
            <translation>la liste FIDE signale le joueur comme inactif</translation>
        </message>
        <message>
            <source>{name!r} looks like {name2!r} (no. {number}{ident}), already registered</source>
            <translation>{name!r} ressemble à {name2!r} (n° {number}{ident}), déjà inscrit</translation>
        </message>
        <message>
            <source>federation {fed!r} is not a FIDE federation code</source>
            <translation>la fédération {fed!r} n'est pas un code de fédération FIDE</translation>
        </message>
        <message>
            <source>birth date {birth_date!r} is not YYYY or YYYY/MM/DD</source>
            <translation>la date de naissance {birth_date!r} n'est ni AAAA ni AAAA/MM/JJ</translation>
        </message>
        <message>
            <source>birth year {year} is not possible for a player in {year_now}</source>
            <translation>l'année de naissance {year} n'est pas possible pour un joueur en {year_now}</translation>
        </message>
        <message>
            <source>rating {rating} is higher than any FIDE rating</source>
            <translation>l'Elo {rating} est plus élevé que tout classement FIDE</translation>
        </message>
        <message>
            <source>rating {rating} is below the FIDE rating floor of {FIDE_RATING_FLOOR} (since 1 March 2024); is it a national rating?</source>
            <translation>l'Elo {rating} est sous le plancher FIDE de {FIDE_RATING_FLOOR} (depuis le 1er mars 2024) ; est-ce un classement national ?</translation>
        </message>
        <message>
            <source>national rating {national_rating} is higher than any rating</source>
            <translation>le classement national {national_rating} est plus élevé que tout classement</translation>
        </message>
        <message>
            <source>round {number}: no pairing avoids every rematch and forbidden pair</source>
            <translation>ronde {number} : aucun appariement n'évite toutes les revanches et paires interdites</translation>
        </message>
        <message>
            <source>{what} {text!r} holds a line break or control character ({shown}); type it on one line without control characters</source>
            <translation>{what} {text!r} contient un saut de ligne ou un caractère de contrôle ({shown}) ; tapez-le sur une seule ligne, sans caractère de contrôle</translation>
        </message>
        <message>
            <source>{what} had {length} characters: cut to the first {limit} ({kept})</source>
            <translation>{what} avait {length} caractères : coupé aux {limit} premiers ({kept})</translation>
        </message>
        <message>
            <source>the organiser</source>
            <translation>l'organisateur</translation>
        </message>
        <message>
            <source>the club of {name}</source>
            <translation>le club de {name}</translation>
        </message>
        <message>
            <source>the city of {name}</source>
            <translation>la ville de {name}</translation>
        </message>
        <message>
            <source>the other titles of {name}</source>
            <translation>les autres titres de {name}</translation>
        </message>
        <message>
            <source>impossible result pair: white {value!r}, black {value2!r}</source>
            <translation>paire de résultats impossible : blancs {value!r}, noirs {value2!r}</translation>
        </message>
        <message>
            <source>result {text!r}: a board where nobody scores is a double forfeit (--) when neither player played; a played game has a winner or is drawn</source>
            <translation>résultat {text!r} : un échiquier où personne ne marque est un double forfait (--) quand aucun des joueurs n'a joué ; une partie jouée a un gagnant ou est nulle</translation>
        </message>
        <message>
            <source>unknown result {text!r}: use 1-0, 0-1, 1/2, +-, -+, --, W-L, L-W or D-D</source>
            <translation>résultat inconnu {text!r} : utilisez 1-0, 0-1, 1/2, +-, -+, --, W-L, L-W ou D-D</translation>
        </message>
        <message>
            <source>{value!r} is not a requested-bye code (H, Z or F)</source>
            <translation>{value!r} n'est pas un code de bye demandé (H, Z ou F)</translation>
        </message>
        <message>
            <source>Preparing the next match</source>
            <translation>Préparation du match suivant</translation>
        </message>
        <message>
            <source>Pairing match {match}</source>
            <translation>Appariement du match {match}</translation>
        </message>
        <message>
            <source>Storing match {match}</source>
            <translation>Enregistrement du match {match}</translation>
        </message>
        <message>
            <source>a Double-Swiss match is two games (C.04.5): {number_of_rounds} games are not a whole number of matches</source>
            <translation>un match Double-Suisse compte deux parties (C.04.5) : {number_of_rounds} parties ne font pas un nombre entier de matchs</translation>
        </message>
        <message>
            <source>all {matches} matches are paired</source>
            <translation>les {matches} matchs sont tous appariés</translation>
        </message>
        <message>
            <source>match {match} cannot be paired: game {game} of match {last} has no result yet on board(s) {boards}</source>
            <translation>le match {match} ne peut pas être apparié : la partie {game} du match {last} n'a pas encore de résultat sur le(s) échiquier(s) {boards}</translation>
        </message>
        <message>
            <source>match {match} cannot be paired: fewer than two players are available</source>
            <translation>le match {match} ne peut pas être apparié : moins de deux joueurs sont disponibles</translation>
        </message>
        <message>
            <source>no match is paired, nothing to delete</source>
            <translation>aucun match n'est apparié, rien à supprimer</translation>
        </message>
        <message>
            <source>match {match} already has results (board(s) {boards}); clear them before you delete it</source>
            <translation>le match {match} a déjà des résultats (échiquier(s) {boards}) ; effacez-les avant de le supprimer</translation>
        </message>
        <message>
            <source>this event is not a Double-Swiss event: it has no matches</source>
            <translation>ce tournoi n'est pas un Double-Suisse : il n'a pas de matchs</translation>
        </message>
        <message>
            <source>match {match} has no board {board}</source>
            <translation>le match {match} n'a pas d'échiquier {board}</translation>
        </message>
        <message>
            <source>all {rounds} rounds are paired</source>
            <translation>les {rounds} rondes sont appariées</translation>
        </message>
        <message>
            <source>round {round} cannot be paired: fewer than two teams are registered</source>
            <translation>la ronde {round} ne peut pas être appariée : moins de deux équipes sont inscrites</translation>
        </message>
        <message>
            <source>round {round} cannot be paired: match(es) {matches} of round {last} have no line-ups or results yet</source>
            <translation>la ronde {round} ne peut pas être appariée : le ou les matchs {matches} de la ronde {last} n'ont pas encore de compositions ou de résultats</translation>
        </message>
        <message>
            <source>the tournament changed while round {round} was being paired; pair it again</source>
            <translation>le tournoi a changé pendant l'appariement de la ronde {round} ; appariez-la de nouveau</translation>
        </message>
        <message>
            <source>round {round} has no match {match}</source>
            <translation>la ronde {round} n'a pas de match {match}</translation>
        </message>
        <message>
            <source>the team has no match in round {round}</source>
            <translation>l'équipe n'a pas de match à la ronde {round}</translation>
        </message>
        <message>
            <source>{team}: a line-up has {boards} players, one per board, not {count}</source>
            <translation>{team} : une composition a {boards} joueurs, un par échiquier, pas {count}</translation>
        </message>
        <message>
            <source>{team}: {name} is not in the team's roster</source>
            <translation>{team} : {name} ne fait pas partie des joueurs de l'équipe</translation>
        </message>
        <message>
            <source>{team}: a player is named twice</source>
            <translation>{team} : un joueur est nommé deux fois</translation>
        </message>
        <message>
            <source>{team}: {upper} (no. {upper_place} of the roster) cannot play board {board} above {lower} (no. {lower_place}); a line-up keeps the roster's board order</source>
            <translation>{team} : {upper} (n° {upper_place} de la liste) ne peut pas jouer à l'échiquier {board} au-dessus de {lower} (n° {lower_place}) ; une composition garde l'ordre des échiquiers de la liste</translation>
        </message>
        <message>
            <source>{team}: {name} has withdrawn from round {round} on</source>
            <translation>{team} : {name} s'est retiré à partir de la ronde {round}</translation>
        </message>
        <message>
            <source>match {match} of round {round} has results; clear them before the line-up changes</source>
            <translation>le match {match} de la ronde {round} a des résultats ; effacez-les avant de changer la composition</translation>
        </message>
        <message>
            <source>match {match} of round {round} is a bye: nothing to forfeit</source>
            <translation>le match {match} de la ronde {round} est un exempt : pas de forfait possible</translation>
        </message>
        <message>
            <source>match {match} of round {round} is not a match of team(s) {teams}</source>
            <translation>le match {match} de la ronde {round} n'est pas un match de l'équipe ou des équipes {teams}</translation>
        </message>
        <message>
            <source>round {round} is not paired</source>
            <translation>la ronde {round} n'est pas appariée</translation>
        </message>
        <message>
            <source>this event is not a team event (create it with --system team-swiss)</source>
            <translation>ce tournoi n'est pas un tournoi par équipes (créez-le avec --system team-swiss)</translation>
        </message>
        <message>
            <source>there is no team {number}</source>
            <translation>il n'y a pas d'équipe {number}</translation>
        </message>
        <message>
            <source>team {name} would have {size} players; a roster holds at most {most} (TRF record 310)</source>
            <translation>l'équipe {name} aurait {size} joueurs ; une liste en compte au plus {most} (enregistrement TRF 310)</translation>
        </message>
        <message>
            <source>a team needs a name</source>
            <translation>une équipe a besoin d'un nom</translation>
        </message>
        <message>
            <source>a team called {name} is registered already</source>
            <translation>une équipe nommée {name} est déjà inscrite</translation>
        </message>
        <message>
            <source>round {round} is paired already</source>
            <translation>la ronde {round} est déjà appariée</translation>
        </message>
        <message>
            <source>the event has no section {name!r}; its sections: {names}</source>
            <translation>l'événement n'a pas de section {name!r} ; ses sections : {names}</translation>
        </message>
        <message>
            <source>a section needs a name</source>
            <translation>une section doit avoir un nom</translation>
        </message>
        <message>
            <source>a section's name has at most {limit} characters</source>
            <translation>le nom d'une section a au plus {limit} caractères</translation>
        </message>
        <message>
            <source>the section's name</source>
            <translation>le nom de la section</translation>
        </message>
        <message>
            <source>the event already has a section {name!r}</source>
            <translation>l'événement a déjà une section {name!r}</translation>
        </message>
        <message>
            <source>no player with id {id}</source>
            <translation>aucun joueur d'identifiant {id}</translation>
        </message>
        <message>
            <source>{name} is already entered in the section {section} (number {number})</source>
            <translation>{name} est déjà inscrit dans la section {section} (numéro {number})</translation>
        </message>
        <message>
            <source>FIDE id {fide_id} already belongs to {name} (#{number}) in {section}</source>
            <translation>l'identifiant FIDE {fide_id} appartient déjà à {name} (n° {number}) dans {section}</translation>
        </message>
        <message>
            <source>{name} is the event's only section: it cannot be deleted</source>
            <translation>{name} est la seule section de l'événement : elle ne peut pas être supprimée</translation>
        </message>
        <message>
            <source>the section {name} has {count} rounds paired: a section whose games were paired is never deleted</source>
            <translation>la section {name} a {count} rondes appariées : une section dont des parties ont été appariées n'est jamais supprimée</translation>
        </message>
        <message>
            <source>the event has a section {name} already</source>
            <translation>l'événement a déjà une section {name}</translation>
        </message>
        <message>
            <source>no section called {name} was deleted from this event</source>
            <translation>aucune section nommée {name} n'a été supprimée de cet événement</translation>
        </message>
        <message>
            <source>the section {name} was deleted by an older version of the program, which did not keep every row of it: it cannot be put back</source>
            <translation>la section {name} a été supprimée par une version plus ancienne du programme, qui n'en gardait pas toutes les lignes : elle ne peut pas être rétablie</translation>
        </message>
        <message>
            <source>the event has {count} sections ({names}): name the one to work on</source>
            <translation>l'événement a {count} sections ({names}) : nommez celle sur laquelle travailler</translation>
        </message>
        <message>
            <source>Round {round} has no board {board} (it has {count}).</source>
            <translation>La ronde {round} n'a pas d'échiquier {board} (elle en a {count}).</translation>
        </message>
        <message>
            <source>{name} cannot join: the Berger table of a team round robin (C.05 Annex 1) is made of the teams registered before round 1</source>
            <translation>{name} ne peut pas entrer : la table de Berger d'un tournoi toutes rondes par équipes (C.05 annexe 1) est faite des équipes inscrites avant la ronde 1</translation>
        </message>
        <message>
            <source>all {rounds} rounds are paired; there is no round left</source>
            <translation>les {rounds} rondes sont appariées ; il ne reste aucune ronde</translation>
        </message>
        <message>
            <source>round {start} cannot be chosen: the rounds not paired yet are {first}-{rounds}</source>
            <translation>la ronde {start} ne peut pas être choisie : les rondes pas encore appariées sont {first}-{rounds}</translation>
        </message>
        <message>
            <source>{team} is not withdrawn</source>
            <translation>{team} n'est pas retirée</translation>
        </message>
        <message>
            <source>Section {name} was deleted at another desk.</source>
            <translation>La section {name} a été supprimée à un autre poste.</translation>
        </message>
    </context>
    <context>
        <name>DbRegistration</name>
        <message>
            <source>{name}: #{old} → #{new}</source>
            <translation>{name} : n° {old} → n° {new}</translation>
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
            <translation>1-0 (hors Elo)</translation>
        </message>
        <message>
            <source>0-1 (unrated)</source>
            <translation>0-1 (hors Elo)</translation>
        </message>
        <message>
            <source>½-½ (unrated)</source>
            <translation>½-½ (hors Elo)</translation>
        </message>
    </context>
    <context>
        <name>DbRole</name>
        <message>
            <source>the chief arbiter</source>
            <translation>l'arbitre principal</translation>
        </message>
        <message>
            <source>a deputy arbiter</source>
            <translation>un arbitre adjoint</translation>
        </message>
        <message>
            <source>a viewer</source>
            <translation>un observateur</translation>
        </message>
    </context>
    <context>
        <name>DbSchema</name>
        <message numerus="yes">
            <source>%n extra table(s)</source>
            <translation>
                <numerusform>%n table en trop</numerusform>
                <numerusform>%n tables en trop</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n extra view(s)</source>
            <translation>
                <numerusform>%n vue en trop</numerusform>
                <numerusform>%n vues en trop</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n extra index(es)</source>
            <translation>
                <numerusform>%n index en trop</numerusform>
                <numerusform>%n index en trop</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n extra trigger(s)</source>
            <translation>
                <numerusform>%n déclencheur en trop</numerusform>
                <numerusform>%n déclencheurs en trop</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n extra object(s)</source>
            <translation>
                <numerusform>%n objet en trop</numerusform>
                <numerusform>%n objets en trop</numerusform>
            </translation>
        </message>
        <message>
            <source>no table {name}</source>
            <translation>pas de table {name}</translation>
        </message>
        <message>
            <source>no index {name}</source>
            <translation>pas d'index {name}</translation>
        </message>
        <message>
            <source>no trigger {name}</source>
            <translation>pas de déclencheur {name}</translation>
        </message>
        <message>
            <source>the table {name} changed</source>
            <translation>la table {name} a été modifiée</translation>
        </message>
        <message>
            <source>the index {name} changed</source>
            <translation>l'index {name} a été modifié</translation>
        </message>
        <message>
            <source>the trigger {name} changed</source>
            <translation>le déclencheur {name} a été modifié</translation>
        </message>
        <message>
            <source>binary data</source>
            <translation>des données binaires</translation>
        </message>
        <message>
            <source>a decimal number</source>
            <translation>un nombre décimal</translation>
        </message>
        <message>
            <source>text</source>
            <translation>du texte</translation>
        </message>
        <message>
            <source>a whole number</source>
            <translation>un nombre entier</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>rien</translation>
        </message>
        <message>
            <source>text that is not valid JSON</source>
            <translation>du texte qui n'est pas du JSON valide</translation>
        </message>
        <message>
            <source>{name} is not built as Arbiter Desk builds a tournament file of schema {version} ({differences}): another program changed it; it was not opened and is unchanged</source>
            <translation>{name} n'est pas construit comme Arbiter Desk construit un fichier de tournoi du schéma {version} ({differences}) : un autre programme l'a modifié ; il n'a pas été ouvert et reste inchangé</translation>
        </message>
        <message>
            <source>{name} is damaged: {table}.{column} (row {row}) holds {found}, which Arbiter Desk never keeps there; open the latest backup copy</source>
            <translation>{name} est endommagé : {table}.{column} (ligne {row}) contient {found}, ce qu'Arbiter Desk n'y met jamais ; ouvrez la dernière copie de sauvegarde</translation>
        </message>
        <message>
            <source>{name} is damaged: a row of {table} (row {row}) refers to a row of {parent} that is not there; open the latest backup copy</source>
            <translation>{name} est endommagé : une ligne de {table} (ligne {row}) renvoie à une ligne de {parent} qui n'existe pas ; ouvrez la dernière copie de sauvegarde</translation>
        </message>
    </context>
    <context>
        <name>DbServer</name>
        <message>
            <source>a password may not be written in the server's address (it would be shown and kept); give it in PGPASSWORD or when asked</source>
            <translation>un mot de passe ne peut pas figurer dans l'adresse du serveur (elle est affichée et conservée) ; donnez-le dans PGPASSWORD ou quand il est demandé</translation>
        </message>
        <message>
            <source>{url} is not the address of a venue server; write postgresql://USER@HOST[:PORT]/DATABASE</source>
            <translation>{url} n'est pas l'adresse d'un serveur du tournoi ; écrivez postgresql://USER@HOST[:PORT]/DATABASE</translation>
        </message>
        <message>
            <source>the database {name} holds tables of another program, not an Arbiter Desk event</source>
            <translation>la base {name} contient les tables d'un autre programme, pas un tournoi Arbiter Desk</translation>
        </message>
        <message>
            <source>another desk</source>
            <translation>un autre poste</translation>
        </message>
        <message>
            <source>{who} is pairing a round of {name} now; wait until that round is stored, then try again</source>
            <translation>{who} apparie en ce moment une ronde de {name} ; attendez que cette ronde soit enregistrée, puis réessayez</translation>
        </message>
        <message>
            <source>the venue server {url} asks for a password: set PGPASSWORD</source>
            <translation>le serveur du tournoi {url} demande un mot de passe : définissez PGPASSWORD</translation>
        </message>
        <message>
            <source>the venue server {url} refused the user or the password</source>
            <translation>le serveur du tournoi {url} a refusé l'utilisateur ou le mot de passe</translation>
        </message>
        <message>
            <source>the venue server {url} offers no encrypted connection (TLS), which PGSSLMODE={mode} requires: its administrator switches TLS on</source>
            <translation>le serveur du tournoi {url} n'offre pas de connexion chiffrée (TLS), que PGSSLMODE={mode} exige : son administrateur active TLS</translation>
        </message>
        <message>
            <source>the venue server has no database {database}; its administrator creates it</source>
            <translation>le serveur du tournoi n'a pas de base {database} ; son administrateur la crée</translation>
        </message>
        <message>
            <source>the venue server {url} is out of reach ({detail}); a change under way, if any, is not confirmed stored: check the network, then look again</source>
            <translation>le serveur du tournoi {url} est injoignable ({detail}) ; une modification en cours, s'il y en a une, n'est pas confirmée enregistrée : vérifiez le réseau, puis regardez de nouveau</translation>
        </message>
        <message>
            <source>the copy would replace its own source; name another</source>
            <translation>la copie remplacerait sa propre source ; indiquez une autre destination</translation>
        </message>
        <message>
            <source>Round {number} paired and stored on the venue server</source>
            <translation>Ronde {number} appariée et enregistrée sur le serveur du tournoi</translation>
        </message>
        <message>
            <source>the database {name} holds no event yet</source>
            <translation>la base {name} ne contient encore aucun tournoi</translation>
        </message>
        <message>
            <source>the event in {name} was written by a newer Arbiter Desk (schema {version}, this program knows up to {known}); please update the program</source>
            <translation>le tournoi de {name} a été écrit par un Arbiter Desk plus récent (schéma {version}, ce programme connaît jusqu'au {known}) ; mettez le programme à jour</translation>
        </message>
        <message>
            <source>the event in {name} is of an older Arbiter Desk (schema {version}): copy it to a file with the older program (arbiter copy), open the file here, then copy it back</source>
            <translation>le tournoi de {name} vient d'un Arbiter Desk plus ancien (schéma {version}) : copiez-le dans un fichier avec l'ancien programme (arbiter copy), ouvrez le fichier ici, puis recopiez-le</translation>
        </message>
        <message>
            <source>the database {name} already holds an event; choose another database</source>
            <translation>la base {name} contient déjà un tournoi ; choisissez une autre base</translation>
        </message>
        <message>
            <source>no answer within {seconds} s</source>
            <translation>aucune réponse en {seconds} s</translation>
        </message>
    </context>
    <context>
        <name>DbTrf</name>
        <message>
            <source>a PDF document</source>
            <translation>un document PDF</translation>
        </message>
        <message>
            <source>a PNG image</source>
            <translation>une image PNG</translation>
        </message>
        <message>
            <source>a JPEG image</source>
            <translation>une image JPEG</translation>
        </message>
        <message>
            <source>a GIF image</source>
            <translation>une image GIF</translation>
        </message>
        <message>
            <source>a ZIP archive (or a Word/Excel/LibreOffice document)</source>
            <translation>une archive ZIP (ou un document Word/Excel/LibreOffice)</translation>
        </message>
        <message>
            <source>an old Word/Excel document</source>
            <translation>un ancien document Word/Excel</translation>
        </message>
        <message>
            <source>a database (an .arbiter tournament file is opened, not imported)</source>
            <translation>une base de données (un fichier de tournoi .arbiter s'ouvre, il ne s'importe pas)</translation>
        </message>
        <message>
            <source>a program</source>
            <translation>un programme</translation>
        </message>
        <message>
            <source>a UTF-16 text (save it as UTF-8)</source>
            <translation>un texte UTF-16 (enregistrez-le en UTF-8)</translation>
        </message>
        <message>
            <source>{name} is {what}, not a TRF (a text file of 001 player lines)</source>
            <translation>{name} est {what}, pas un TRF (un fichier texte de lignes de joueurs 001)</translation>
        </message>
        <message>
            <source>{name} is not a text file (a NUL byte on line {line}); it is not a TRF</source>
            <translation>{name} n'est pas un fichier texte (un octet NUL à la ligne {line}) ; ce n'est pas un TRF</translation>
        </message>
        <message>
            <source>{name} has no player record (001 lines): it is not a TRF, or it is empty</source>
            <translation>{name} n'a aucun enregistrement de joueur (lignes 001) : ce n'est pas un TRF, ou il est vide</translation>
        </message>
        <message>
            <source>{what} {text}: control characters replaced by spaces</source>
            <translation>{what} {text} : caractères de contrôle remplacés par des espaces</translation>
        </message>
        <message>
            <source>player {number}: name</source>
            <translation>joueur {number} : nom</translation>
        </message>
        <message>
            <source>player {number}: title</source>
            <translation>joueur {number} : titre</translation>
        </message>
        <message>
            <source>player {number}: federation</source>
            <translation>joueur {number} : fédération</translation>
        </message>
        <message>
            <source>player {number}: FIDE id</source>
            <translation>joueur {number} : identifiant FIDE</translation>
        </message>
        <message>
            <source>player {number}: birth date</source>
            <translation>joueur {number} : date de naissance</translation>
        </message>
        <message>
            <source>tournament name (012)</source>
            <translation>nom du tournoi (012)</translation>
        </message>
        <message>
            <source>city (022)</source>
            <translation>ville (022)</translation>
        </message>
        <message>
            <source>federation (032)</source>
            <translation>fédération (032)</translation>
        </message>
        <message>
            <source>type (092)</source>
            <translation>type (092)</translation>
        </message>
        <message>
            <source>chief arbiter (102)</source>
            <translation>arbitre principal (102)</translation>
        </message>
        <message>
            <source>deputy arbiter (112)</source>
            <translation>arbitre adjoint (112)</translation>
        </message>
        <message>
            <source>time control (122)</source>
            <translation>cadence (122)</translation>
        </message>
        <message>
            <source>record</source>
            <translation>enregistrement</translation>
        </message>
        <message>
            <source>{system}, as record 192 says ({code})</source>
            <translation>{system}, comme le dit l'enregistrement 192 ({code})</translation>
        </message>
        <message>
            <source>{player} stands for the bye but is kept as a player, as asked (--keep-dummies)</source>
            <translation>{player} tient lieu d'exempt mais est gardé comme joueur, comme demandé (--keep-dummies)</translation>
        </message>
        <message>
            <source>the TRF has {rounds_recorded} rounds but says {rounds}; using {rounds_recorded}</source>
            <translation>le TRF a {rounds_recorded} rondes mais en annonce {rounds} ; {rounds_recorded} retenu</translation>
        </message>
        <message>
            <source>the end date (052) comes before the start date (042); end date left empty</source>
            <translation>la date de fin (052) précède la date de début (042) ; date de fin laissée vide</translation>
        </message>
        <message>
            <source>round {number}: players {number2} and {opponent}: {exc}</source>
            <translation>ronde {number} : joueurs {number2} et {opponent} : {exc}</translation>
        </message>
        <message>
            <source>round {number}: more than one pairing-allocated bye (U)</source>
            <translation>ronde {number} : plus d'un exempt attribué par l'appariement (U)</translation>
        </message>
        <message>
            <source>not paired in round {last}: {shown}; they will be paired again unless you withdraw them (C.04.2 art. 3.2) or give them a bye</source>
            <translation>non appariés à la ronde {last} : {shown} ; ils seront appariés de nouveau à moins que vous ne les retiriez (C.04.2 art. 3.2) ou leur donniez un bye</translation>
        </message>
        <message>
            <source>240: a bye of player {number} in round {round_number} cannot be kept</source>
            <translation>240 : un bye du joueur {number} à la ronde {round_number} ne peut pas être conservé</translation>
        </message>
        <message>
            <source>#{number} {name} loses every game by forfeit from round {start} to the end: recorded as withdrawn from round {start} (reinstate the player if that is wrong)</source>
            <translation>n° {number} {name} perd toutes ses parties par forfait de la ronde {start} à la fin : enregistré comme retiré à partir de la ronde {start} (réintégrez le joueur si c'est une erreur)</translation>
        </message>
        <message>
            <source>{what}: {count} round cells, but a Double-Swiss match takes two (game 1 and game 2)</source>
            <translation>{what} : {count} cases de ronde, mais un match Double-Suisse en prend deux (partie 1 et partie 2)</translation>
        </message>
        <message>
            <source>a team event ({kind}), as record 192 says ({code})</source>
            <translation>un tournoi par équipes ({kind}), comme le dit l'enregistrement 192 ({code})</translation>
        </message>
        <message>
            <source>352: the colour sequence {sequence} has fewer boards than the {boards} a team plays</source>
            <translation>352 : la séquence de couleurs {sequence} a moins d'échiquiers que les {boards} qu'une équipe joue</translation>
        </message>
        <message>
            <source>240: there is no team {number} for a bye in round {round}</source>
            <translation>240 : il n'y a pas d'équipe {number} pour un bye à la ronde {round}</translation>
        </message>
        <message>
            <source>round {round}: the games of teams {first} and {second} are not board against board in the order of their rosters (record 310)</source>
            <translation>ronde {round} : les parties des équipes {first} et {second} ne sont pas échiquier contre échiquier dans l'ordre de leurs listes (enregistrement 310)</translation>
        </message>
    </context>
    <context>
        <name>DoubleSwiss</name>
        <message>
            <source>192: the Baku Acceleration is not available with the Double-Swiss System: C.04.7 does not say whether its points for a win are a game's or a match's</source>
            <translation>192 : l'accélération de Bakou n'est pas disponible avec le système Double-Suisse : C.04.7 ne dit pas si ses points d'un gain sont ceux d'une partie ou d'un match</translation>
        </message>
    </context>
    <context>
        <name>Roles</name>
        <message>
            <source>pair a round</source>
            <translation>apparier une ronde</translation>
        </message>
        <message>
            <source>pair a round again</source>
            <translation>apparier de nouveau une ronde</translation>
        </message>
        <message>
            <source>change a pairing</source>
            <translation>modifier un appariement</translation>
        </message>
        <message>
            <source>delete a round</source>
            <translation>supprimer une ronde</translation>
        </message>
        <message>
            <source>correct a result</source>
            <translation>corriger un résultat</translation>
        </message>
        <message>
            <source>enter a result</source>
            <translation>saisir un résultat</translation>
        </message>
        <message>
            <source>register a player</source>
            <translation>inscrire un joueur</translation>
        </message>
        <message>
            <source>correct a player's details</source>
            <translation>corriger les données d'un joueur</translation>
        </message>
        <message>
            <source>grant or cancel a bye</source>
            <translation>accorder ou annuler un bye</translation>
        </message>
        <message>
            <source>withdraw a player</source>
            <translation>retirer un joueur</translation>
        </message>
        <message>
            <source>name the roles at the desks</source>
            <translation>attribuer les rôles des postes</translation>
        </message>
        <message>
            <source>replace the event on the server</source>
            <translation>remplacer le tournoi sur le serveur</translation>
        </message>
        <message>
            <source>change the event's settings</source>
            <translation>modifier les paramètres du tournoi</translation>
        </message>
        <message>
            <source>make this change ({operation})</source>
            <translation>faire cette modification ({operation})</translation>
        </message>
        <message>
            <source>only the chief arbiter may {what}; {person} is {role} at this event</source>
            <translation>seul l'arbitre principal peut {what} ; {person} est {role} à ce tournoi</translation>
        </message>
        <message>
            <source>only a deputy arbiter or the chief arbiter may {what}; {person} is {role} at this event</source>
            <translation>seul un arbitre adjoint ou l'arbitre principal peut {what} ; {person} est {role} à ce tournoi</translation>
        </message>
        <message>
            <source>{person!r} is not a person's name (write it without the desk's host)</source>
            <translation>{person!r} n'est pas le nom d'une personne (écrivez-le sans l'ordinateur du poste)</translation>
        </message>
        <message>
            <source>name the chief arbiter first: the event names nobody yet</source>
            <translation>désignez d'abord l'arbitre principal : le tournoi ne nomme encore personne</translation>
        </message>
        <message>
            <source>{person} is the event's only chief arbiter: name another one first</source>
            <translation>{person} est le seul arbitre principal du tournoi : désignez-en d'abord un autre</translation>
        </message>
    </context>
    <context>
        <name>TeamSwiss</name>
        <message>
            <source>the file has no team (records 310 or 013)</source>
            <translation>le fichier ne contient aucune équipe (enregistrements 310 ou 013)</translation>
        </message>
        <message>
            <source>team {team}: player {player} of its roster has no 001 record</source>
            <translation>équipe {team} : le joueur {player} de sa composition n'a pas d'enregistrement 001</translation>
        </message>
    </context>
</TS>
