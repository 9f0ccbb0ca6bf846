<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
    <context>
        <name>CliHelp</name>
        <message>
            <source>Print a tournament document as PDF.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Documents: {kinds}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>one of: {kinds}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a .trf or .arbiter tournament file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>PDF file to write</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round (default: the latest)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>paper size (default: A4, A3 for the wall chart)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>tie-breaks in order, comma separated (C.07 codes, e.g. BH/C1,BH,SB); default: the file's</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>player lists: also the national ID and rating (.arbiter files)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the language of the document (default: the command's language)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>'Surname, Firstname' (at most 33 characters)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>FIDE rating (0 = unrated)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GM, IM, WGM, FM, WIM, CM, WFM, WCM</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>3-letter FIDE code</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>FIDE id (digits)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>m or w</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>birth date YYYY/MM/DD</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ID in the national rating list</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>national rating (0 = none)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Run a FIDE Swiss tournament from the terminal.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>create a tournament file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>number of rounds (a Swiss; a round robin's follow its players)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>dutch (Swiss), berger (round robin) or double-berger (double round robin), C.05 Annex 1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>double round robin: play the last two rounds of the first cycle in reverse order (C.05 Annex 1 recommendation; TRF 192 FIDE_DOUBLEROUNDROBIN)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>3-letter FIDE code of the host federation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>start date YYYY-MM-DD</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>end date YYYY-MM-DD</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>type of tournament (092; default: the system's name)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>deputy arbiter (repeat for several)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>comma-separated YYYY-MM-DD, one per round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Dutch rules edition: 2025 (in force since 1 Feb 2026), 2017 (events started 1 Jul 2017 - 31 Jan 2026), 2013 (the Istanbul 2012 text, 1 Jul 2013 - 30 Jun 2017)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>colour of #1 in round 1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>C.07 codes, e.g. BH/C1,BH,SB,DE</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>which FIDE rating</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>replace an existing file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>create a tournament file from a TRF to continue the event</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a points column that is not the score of the results is a warning, not an error</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>register a player (also a late entry); without --name, the library's player of --fide-id or --national-id (the other options override its data)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>correct a player's data</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pairing number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>delete a registration made by mistake (never paired)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>withdraw a player (no longer paired)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>first round not played (default: the next round)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>undo a withdrawal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a requested half-/zero-/full-point bye for a round (or cancel it)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pair the next round (a round robin: --all pairs every round left)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>date of the round YYYY-MM-DD</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>MODULE:FUNCTION instead of engine.dutch:pair_round (Swiss only)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round robin: pair every round left at once</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round robin: draw the pairing numbers by lot (before round 1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>seed of the draw (default: a new one, shown and logged)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round robin: the pairing numbers the arbiter sets (before round 1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the current numbers in their new order: --order 3,1,2 gives #3 number 1, #1 number 2...</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round robin: every round of the Berger table, paired or not</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>delete the last round (no results yet) and pair it again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>MODULE:FUNCTION instead of engine.dutch:pair_round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>change the pairing of the last round (no results yet); prints the rules it breaks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>WHITE-BLACK pairing numbers, one per board, in order</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pairing number of the pairing-allocated bye</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>list the rules the pairing of a round breaks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Baku acceleration (C.04.7) before round 1, or remove it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>C.04.7 (2026) or C.04.5.1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>drop the acceleration</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>delete the last round (no results yet)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>enter or correct a result</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>1-0, 0-1, 1/2 (also = and ½), +- and -+ (forfeits), -- (double forfeit), W-L, L-W, D-D (unrated games), or clear; 0-0 is refused (use --)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>print the standings with tie-breaks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>C.07 codes, e.g. BH/C1,BH,SB,DE (default: the event's)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>C.07 edition 2024 or 2026 (default: by start date)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>rating used for unrated opponents (C.07 art. 10)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>print halves as ½</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>write the TRF for rating submission</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>TRF16 instead of TRF26</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>print the audit log</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>with old and new values</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>list the players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>print the pairings and results of a round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>re-pair every round with the Dutch engine; exit 3 if one differs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>print the event data</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>show or change the Dutch rules edition of the tournament</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the new edition (none: show it)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>change it although rounds are paired (the arbiter confirms; the audit log keeps both)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>re-sort pairing numbers (C.04.2 art. 2.2; up to round 4)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>add the players of a CSV file, all in one operation (--dry-run: only the preview)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>players, one per row; a header row names the columns</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>show what would be added and the problems, change nothing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>add the good rows, leave out those with a problem</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>remove the players of the last CSV import (none may be paired)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>write a consistent copy of the file (e.g. to a USB stick)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the copy (a file name, or a folder)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>replace an existing file at DESTINATION</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>list the automatic backup copies of the file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>change event data, officials, time control and rating type</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>3-letter FIDE code of the host federation (032)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>start date YYYY-MM-DD (042)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>end date YYYY-MM-DD (052)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>'Surname, Firstname' (102)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the chief arbiter's FIDE ID</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>IA, FA or NA</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>'NAME;FIDE_ID;TITLE' (112), repeat for each; '' for none</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>allotted times as text (122)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>encoded time control (222), e.g. 5400+30</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the FIDE list rated for</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>yes or no</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>how equal players split prizes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>list the round dates (TRF 132), or set them</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>YYYY-MM-DD,... one per round (empty = no date)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>store the dates shown (proposed from the schedule)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>store a player's K factor (B.02 8.3.3; from the FIDE list), or auto</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>10, 20, 40, or auto (derived from rating and birth year)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>rating changes (B.02) of every player, or one in detail</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pairing number: game by game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>title norms (B.01) achieved, or one player's in detail</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pairing number: every requirement</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>also the players without a norm, with what is missing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the event is exempt from B.01 1.4.3/1.4.4</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>list, add or remove prize categories</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>short name for standings columns (U16, W...)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>place in the list (1 = first)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>amounts for places 1, 2, ...: 500,300,Trophy,100:Book</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>birth year, inclusive (age groups: U16 = born from ...)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>birth year, inclusive (seniors)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>3-letter code; repeat for several</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>repeat for several</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pairing numbers, comma separated</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the prize list of the standings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>what FIDE's rating officer needs; exit 3 if missing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the library file (default: $ARBITER_LIBRARY or the data folder)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>rating type of a per-type list</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the list's name, e.g. 'GER 2026-04'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a saved column mapping</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>FIELD=COLUMN,... columns from 1; fields: {fields}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>',', ';', 'tab' or '|' (default: recognised)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>fixed-width columns: their first character positions, from 1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the first line is a player, not column names</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>save the mapping under NAME</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>compare the players with the library; --apply updates</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>apply the changes (one operation)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>also after round 1 is paired</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>players of the same club/federation do not meet in rounds 1..K</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the last round of the restriction</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>drop the restriction</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>list the prohibited pairings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>prohibit pairings among players (pairing numbers)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pairing numbers (two or more)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ROUND or FIRST-LAST (default: every round)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>why (shown beside)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>remove a prohibited pairing (its id, see 'forbidden')</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>enter the results of a round from a CSV file (one operation)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pairings.csv of arbiter export csv, with the Result column filled in</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the round to import (default: the only round in the CSV)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>show what would be entered; exit 3 on a problem</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>enter the good rows, leave out the others</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>put back the results the last results import replaced</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Write the event as a static web site (HTML and CSS) into a folder.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the tournament file (.arbiter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>folder of the site</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>write into a folder that holds other files</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the language of the pages: en, fr, de, es, ru, it (default: the command's language)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export the event as CSV, JSON or PGN.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>players, pairings, results, standings (a folder, or one table)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>folder (all tables) or file (--table)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>one table into one file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>with --table pairings: only this round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the whole event (arbiter export schema gives its JSON Schema)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>PGN headers of every game (forfeits are not games)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>only this round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the JSON Schema of the JSON export</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CliLauncher</name>
        <message>
            <source>print a document as PDF (pairings, standings, ...)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>export the event as CSV, JSON or PGN (arbiter help export)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>write the event as a static web site into a folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>commands:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>arbiter: {file}: no such file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>arbiter: unknown command {command}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CliOutput</name>
        <message>
            <source>arbiter print: {value}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{output}: {kind}, %n page(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>round {round}: half-point bye for #{number} {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round {round}: zero-point bye for #{number} {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round {round}: full-point bye for #{number} {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>     {number:&gt;4} {name}: half-point bye</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>     {number:&gt;4} {name}: zero-point bye</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>     {number:&gt;4} {name}: full-point bye</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>created {file}: {name}, {rounds} rounds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>created {file}: {name}, a {system} (Berger tables, C.05 Annex 1; the number of rounds follows the players)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>imported {trf} into {file}: {players} players, {rounds} rounds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>warning: {warning}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>from the library: {line}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>note: {note}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>added #{number} {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>  {name} is now #{number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>removed #{number} {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>#{number} {name} withdrawn from round {round}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>#{number} {name} reinstated</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round {round}: bye of #{number} {name} cancelled</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round {round}{date}: {state}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>     {number:&gt;4} {name}: pairing-allocated bye</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>     {number:&gt;4} {name}: no game (the Berger table's dummy)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pairing numbers drawn by lot (seed {seed}):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pairing numbers set by the arbiter:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{event}: {system}, {players} players, {rounds} rounds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round {round} (Berger table round {table_round}, cycle {cycle})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>     {number:&gt;4} {name}: no game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>warning: {severity}: {warning}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round {round}: the pairing breaks no rule checked</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>acceleration removed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Baku acceleration ({edition}):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>  {points} virtual point(s) in rounds {first_round}-{last_round} to #{first}-#{last}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round {round} deleted</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cleared</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round {round} board {board}: #{white} - #{black} {result}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>wrote {file} ({version})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>       old: {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>       new: {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{found} of {rounds} rounds differ from the Berger table (C.05 Annex 1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{found} of {rounds} rounds differ from the FIDE Dutch pairing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>all {rounds} rounds are paired as the Berger table (C.05 Annex 1) pairs them</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>all {rounds} rounds are paired as the FIDE Dutch system pairs them</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{event} ({city}, {federation}), {rounds} rounds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>system: {system}; tie-breaks: {tiebreaks}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>rating type: {rating_type}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>players: {players}; rounds paired: {rounds}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>rules: {old} -&gt; {new}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>rules: {rules}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>wrote a copy of {file} to {target}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n backup(s); kept: the newest {per_round} of each round, {timed} timed, {replaced} replaced files</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%n row(s) read</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>  add #{number:&lt;4} {name}  {rating}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>  {name} would become #{number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>  problem: {problem}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>dry run: nothing was changed; every row can be imported</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>dry run: nothing was changed; %n row(s) cannot be imported (--skip-bad-rows leaves them out)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>imported %n player(s) from {csv} in one operation (undo: arbiter undo-import {file})</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>  left out: {problem}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>removed the %n player(s) of the last import</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>organiser: {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>chief arbiter (102): {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>deputy arbiter (112): {d}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>time control: {value} (222: {value2})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>FIDE-rated</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not FIDE-rated</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>rating: {value}, {rated}; prizes: {label}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>  (proposed: --confirm to store)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round {value:&gt;2}: {value2}{note}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name}: {value} rating changes after round {rounds} (B.02)</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n norm(s) achieved</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>{i}. {name} [{short}]: {describe}; prizes {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Prizes by the final standings; ties {label}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Prizes by the standings after round {round} (not final); ties {label}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>  no prize given</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>total {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>    fix: {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>everything the rating officer needs is there</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{errors} error(s), {warnings} warning(s)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name}: {description}, about {estimated_players:,} players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>imported {players:,} players (import {id}; 'arbiter library undo' undoes it)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>  line {line}: {name}, {value}, {value2}, {club}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>mapping saved as {save_mapping!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>imported {players:,} players as national list {name!r} (import {id})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>... more players match; type more of the name (or --limit {value})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no player matches {text!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>library {path}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>FIDE players: {fide_players:,}; national players: {national_players:,}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>  national list {name!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{id:&gt;4}  {when}  {description}: {players:,} players from {source}{state}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>undone: import {id} ({description})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>redone: import {id} ({description})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>removed national list {name!r} (import {id}; 'arbiter library undo' brings it back)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>every registered player's {value} data is as in the library</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n player(s) would change; --apply applies it</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>add --yes to update anyway</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>updated %n player(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>removed the club restriction (%n group(s))</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>removed the federation restriction (%n group(s))</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>  {reason}: {members} (rounds 1-{rounds})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>warning: {value}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n group(s) of prohibited pairings</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>every round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>rounds {first}-{last}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no prohibited pairings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>prohibited pairing {id}: {join}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>prohibited pairing {pair} removed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> (was {result})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round {round} board {board}: #{white_number} - #{black_number} {value}{was}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>problem: {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round {round}: {changes} result(s) to enter ({corrections} correction(s)), {unchanged} unchanged, {problems} problem(s); {missing} board(s) still without a result; {other} row(s) of other rounds left out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round {round}: {changes} result(s) to enter ({corrections} correction(s)), {unchanged} unchanged, {problems} problem(s); {missing} board(s) still without a result</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>entered %n result(s) in round {round}</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>no result</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round {round} board {board}: back to {shown}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>wrote {target}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>wrote {path}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>warning: no {language} translation; the site is in {written}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>wrote {count} files into {folder}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>removed {name} (no longer published)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>arbiter: expected one of {join}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CliRefusal</name>
        <message>
            <source>{path}: no such file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{text} is not a date YYYY-MM-DD</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--reverse-last-two is for a double round robin (--system double-berger)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a Swiss event needs its number of rounds (--rounds)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>give --name, or --fide-id / --national-id of a player in the library</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--all pairs every round of a round robin; a Swiss round needs the results of the round before</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no player has pairing number {number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{text} is not a board WHITE-BLACK (pairing numbers)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>interrupted; an operation is stored only if it was reported done</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>deputy {name}: FIDE ID {fide_id!r} must be digits</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>deputy {name}: arbiter title {title!r} is not one of {join}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>chief arbiter FIDE ID {chief_arbiter_id!r} must be digits</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>arbiter title {chief_arbiter_title!r} is not one of {join}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{text!r}: dates YYYY-MM-DD separated by commas</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{what} {text!r} is not a whole number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no player has pairing number {player}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>player #{player} has no norm to reach (a GM, or no such player)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>prize {text!r}: an amount like 300 or 150.50, optionally :label</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>prize {text!r}: at most two decimals, not negative</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>add needs the category's name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>there is no prize category {name!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>yes or no</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>internal error ({kind}: {error}); please report it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no saved mapping {mapping!r} (saved: {value})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>give --columns FIELD=COLUMN,... (columns counted from 1) or --mapping NAME</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--columns: {item!r} is not FIELD=COLUMN (columns counted from 1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--columns: unknown field {field!r} (fields: {join})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>there is no import to redo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>there is no import to undo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>give --rounds K (the last round of the restriction) or --remove</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{text!r} is not a round or a range FIRST-LAST</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no player has pairing number {missing}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>FIDE id {fide_id!r} must be digits only</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the library has no player with {what}; give --name to register by hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--round needs --table pairings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--round goes with --table pairings</source>
            <translation type="unfinished" />
        </message>
    </context>
</TS>
