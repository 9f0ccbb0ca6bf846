<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
    <context>
        <name>Actions</name>
        <message>
            <source>&amp;New tournament…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Create a new tournament file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open a tournament file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Import TRF…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Continue a tournament from a FIDE TRF file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Export TRF…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Write the FIDE rating report (TRF)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Print preview…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Preview and print a document</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save as P&amp;DF…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save a document as PDF</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Close tournament</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Filter…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Filter the current table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Add player…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Register a player (also a late entry)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Edit player…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Correct the selected player's data</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import players from &amp;CSV…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add players from a spreadsheet (CSV)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Withdraw…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Withdraw the selected player from the next round on</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Re&amp;instate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pair the selected withdrawn player again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Requested &amp;bye…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The selected player will not play a coming round (half- or zero-point bye)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancel requested b&amp;ye</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Pair next round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pair the next round (FIDE Dutch system)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pair &amp;all rounds (round robin)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pair every round left by the Berger table (C.05)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Draw lots for pairing numbers (round robin)…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Draw the pairing numbers of a round robin by lot, before round 1 (C.05)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Enter &amp;results</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Go to the boards and type results</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pre&amp;vious round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ne&amp;xt round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>E&amp;xplain pairing…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How the engine paired the selected round, bracket by bracket</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Edit &amp;pairing…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Change the pairing of the last round by hand (before any result); its broken rules are listed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>C&amp;heck pairing rules</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>List every rule the selected round's pairing breaks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Tournament settings…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name, dates, arbiters, rounds, tie-breaks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Re-pair &amp;last round…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Delete and pair again a round without results</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Delete last round…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Delete a round that has no results</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import &amp;FIDE rating list…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bring the FIDE list (players_list.zip, TXT or XML) into the player library</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import &amp;national list…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bring a national rating list (CSV or TXT) into the library</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Update ratings from the library…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Compare the registered players with the library and take over new ratings and titles</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pro&amp;hibited pairings…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Players who must not meet, and club or federation restrictions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rounds and results</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Standings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Crosstable</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Audit log</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;About Arbiter Desk</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>On the boards: 1 white wins, 0 black wins, = or 5 draw, + white wins by forfeit,
- black wins by forfeit, * double forfeit, Del clears; Enter / arrows move.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>AuditController</name>
        <message>
            <source>Show the audit log</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>AuditModel</name>
        <message>
            <source>When</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Local time</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Who</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Operation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hover a row for the stored values</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Before: {old_or}

After: {new_or}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>AuditText</name>
        <message>
            <source>player #{id}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>removed {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tournament created: {name}, a {system}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tournament created: {name}, {rounds} rounds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pairing numbers drawn by lot (seed {seed})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pairing numbers set by the arbiter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rounds {first}-{last} paired by the Berger table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Registered {name} ({rating}) as no. {number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Registered {name} (unrated) as no. {number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Corrected {name}: {changes}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Round {round} paired: %n board(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Round {round} paired: %n board(s), bye for {bye}</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Round {round} paired again: %n board(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Round {round} paired again: %n board(s), bye for {bye}</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Round {round} deleted</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cleared</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round {round}, board {board} ({players}): {now}, was {was}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{who} asks for a half-point bye in round {round}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{who} asks for a zero-point bye in round {round}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{who} asks for a full-point bye in round {round}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{who} cancels a half-point bye in round {round}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{who} cancels a zero-point bye in round {round}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{who} cancels a full-point bye in round {round}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} withdrawn from round {round}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} reinstated</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>AuditView</name>
        <message>
            <source>Filter the audit log…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every change to the file, newest first. The log is append-only.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BoardsModel</name>
        <message>
            <source>Bd</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Board</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White's score before the round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Result</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>1 white wins, 0 black wins, = or 5 draw, + / - forfeits, * double forfeit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black's score before the round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ByeRequestDialog</name>
        <message>
            <source>Requested bye</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Half-point bye</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Zero-point bye (absent)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Full-point bye</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Round:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Kind:</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CrosstableModel</name>
        <message>
            <source>Round {round}: opponent's rank, colour, result</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Results against the player on line {line}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rk</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rating</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pts</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CrosstableView</name>
        <message>
            <source>Filter crosstable…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each round: opponent's rank, colour (w/b), points scored; + / - forfeit, H half-point bye, F full-point bye, bye = pairing-allocated bye</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round robin: the row player's results against the player of each line (column numbers are lines), in round order; + / - forfeit; results in brackets do not count (withdrawal, V.4.1)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CsvImport</name>
        <message>
            <source>the CSV file is empty</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>line 1: no name column found in {header!r} (expected 'Name' or 'Surname')</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>line {line}: no name in {row!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>line {line}: rating {rating!r} is not a whole number</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DocumentDialog</name>
        <message>
            <source>No round is paired yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round {paired} is the last round paired.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No round has every result yet: the document is taken before round 1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>After round {complete}, the last round with every result (round {paired} is still being played).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>After round {complete}, the last round with every result.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Print</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Document:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Round:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>P&amp;aper:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>National &amp;ID and rating (player lists)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The language the document is printed in (the window keeps its own)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Documents</name>
        <message>
            <source>Pairings by board</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pairings by name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Results of the round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Standings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Crosstable</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Schedule of every round (round robin)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wall chart</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Result slips</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Player list by starting rank</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Player list by name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cover page</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rating report</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Title norms</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Prize list</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no round has been paired yet: nothing to print</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round {round_number} does not exist (rounds start at 1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round {round_number} has not been paired yet (the last paired round is {last})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{kind}, round {round_number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round {round_number}: player {number} ({name}) is paired with {opponent}, who is not registered</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round {round_number}: player {number} ({name}) is paired with {number2} ({name2}), whose entry says {entry}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no opponent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no round has all its results yet: nothing to report</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rd</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Opponent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rtg</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>D used</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>PD</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{number}. {name} ({rating}): {k_rule}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Score {score} of {games}, expected {expected}: ΣΔR {sum} × K {k} = {change}, rounded {rounded:+d} (B.02 8.3.4).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{number}. {name} (unrated): first rating, B.02 8.2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Games</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Exp.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Change</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>first {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{kind} rating, B.02 (1 March 2024; 8.3.1 as amended 1 October 2025): games against rated opponents played over the board; a difference above 400 counts as 400 for players below 2650; change = K × Σ(score − PD). The change shown is this event's; FIDE rounds the rating period (8.3.4).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rating report after round {r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Event</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Place, federation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Dates</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Organiser</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Chief arbiter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rounds, system</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{rounds}, Swiss (FIDE Dutch)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Time control</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Player</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name}, {federation}, FIDE ID {fide_id}, born {born}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Norm</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{value} norm (B.01)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Games, score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Average rating of opponents (Ra)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Performance (Rp)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Title</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>FIDE ID</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Used</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Res.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unrated</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Title norm report: {value} norm of {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Requirements (B.01, 2024): {checks}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Chief arbiter: ______________________________      Host federation: ______________________________</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ra</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rp</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Needs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Missing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>achieved</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Title norms, FIDE B.01 (2024), after round {r}: {achieved} achieved. For each player the highest norm achieved, or the closest: Needs is the score over these games that makes the performance (and 35 %); Missing lists the requirements not met, with what the player has.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Title norms after round {r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no prize category is defined (the categories are kept in the tournament file)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Place</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Prize</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ties: {label}. One prize per player, the most valuable.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No prize given: nobody left in this category.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Total given: {total}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> (shared by {shared_with})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>final, all {planned} rounds played</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>after round {done} of {planned}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{planned} rounds, none finished yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>FIDE {kind} rating</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not FIDE-rated</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deputy arbiter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>System</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Swiss, FIDE (Dutch) System ({rules}), {planned} rounds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(TRF 222: {code})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rating</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tie-breaks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{players}, {rated} rated, {feds} federation(s)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>; titled: {titles}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tournament</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Winners</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Leaders after round {done}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tournament report</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown page size {name!r}: use one of A4, A3, letter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>page {number} of {total}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bd</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Result</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Player without opponent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bye</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round {round} has no boards and no byes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pts = points before the round.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pts = points after the round.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n game(s) still in progress (result blank).</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Pairings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Results</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Board</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Colour</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no opponent: {bye}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round {r} has no boards and no byes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rk</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A {system}: the row player's results against the column player, first cycle first (1, ½, 0; + / - forfeit won / lost). Columns are numbered by the rows.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A {system}: the row player's results against the column player (1, ½, 0; + / - forfeit won / lost). Columns are numbered by the rows.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Results in brackets do not count in the standings (FIDE Tournament Rules V.4.1).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no schedule to print: {exc}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round {round} (cycle {cycle})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round {round}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No game: {number} {name}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Schedule of every round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Result: {res}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round {round_number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Board {number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No {number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Signatures</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White: ______________________</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black: ______________________</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round {r} has no boards: no result slip to print</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no round has all its results yet: no standings to print</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cat: the prize categories of each player.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Crosstable after round {round}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round {round}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>rounds {first}-{last}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Crosstable: {pending} results pending</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Crosstable after round {round}; {pending} results pending</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round cells: opponent's rank, colour (w/b), result (1, ½, 0).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Interim chart: places, points and tie-breaks after round {complete}; {pending}: results entered so far, a cell without result (e.g. 3w) is still pending.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Interim chart in starting order: no round has all its results yet; {pending}: results entered so far, a cell without result (e.g. 3w) is still pending.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Born</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sex</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Club</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nat. ID</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nat.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no player is registered: nothing to print</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Players by name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Players by starting rank</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pairing-allocated bye</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>half-point bye</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>full-point bye</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>zero-point bye (absent)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>w</source>
            <comment>colour letter of White in crosstable cells</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>b</source>
            <comment>colour letter of Black in crosstable cells</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>free</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>free = no game this round (the Berger table's dummy, C.05 Annex 1); + / - = forfeit won / lost.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{code} = {name} ({points})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{byes}; + / - = forfeit won / lost.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>single round robin</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>double round robin, last two rounds of the first cycle reversed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>double round robin</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round robin in {cycles} cycles</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ranking: C.07 {edition}; tie-breaks {tiebreaks}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Final standings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Standings after round {round}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Final crosstable</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Final prize list</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Prize list after round {round}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rd {round}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>sheet {sheet} of {sheets}, </source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Players {first}-{last} · rounds {first_round}-{last_round} ({sheet}row {row} of {rows})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rd: opponent's pairing number, colour (w/b), result (1, ½, 0); Σ: points after the round.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wall chart after round {round}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>EditPairingDialog</name>
        <message>
            <source>Edit pairing of round {round_number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type the pairing numbers of White and Black on each board (C.04.2 art. 4.4). After saving, every rule the pairing breaks is listed under the boards; absolute rules in red.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White (no.)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black (no.)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Swap colours</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Add board</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Remove board</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pairing-allocated &amp;bye (no.):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>board {r_1}: {colour} {text!r} is not a pairing number</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>EndOfEvent</name>
        <message>
            <source>&amp;Officials, time control and rating…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round &amp;dates…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Prize &amp;categories…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Prize list</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Rating changes…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Title &amp;norms…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Explain a tie-break…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Check &amp;before export…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>E&amp;nd of event</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>change officials and rating</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>set round dates</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>change prize categories</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>final standings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>standings after round {after_round} (not final)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Prizes by the {state}; ties {label}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>   no prize given</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> (shared by {shared_with})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Total {total}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Prize list</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One prize per player, the most valuable.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rating changes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>set K of #{number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Title norms</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{code} is not a tie-break of this event</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Explain a tie-break</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Check before export</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pair the remaining rounds and enter their results.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>correct #{number}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>EndOfEventDialogs</name>
        <message>
            <source>Surname, First name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>FIDE ID</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Officials, time control and rating</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>TRF26 222: seconds per period, M/S for moves in seconds, +I increment</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Submitted to FIDE for rating</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Organiser:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Chief arbiter:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deputy {i}:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Time control:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>TRF &amp;222 code:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Rating:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Prizes between equals:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Give the encoded time control (222): FIDE's rating officer needs it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{control}: a {kind} time control. The event is set to be rated {wanted}: check one of them.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{control}: a {kind} time control.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round dates</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no date</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>proposed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round {r}:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Dates not yet stored are proposed from the schedule (or spread over the event's days).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>prize {part!r}: an amount with at most two decimals</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Prize category</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>short name for the standings (W, U16...)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>women only</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unrated players only</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>300, 200, 100 Book, Trophy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Code:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Born from (year):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Born up to (year):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rating from:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rating up to:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Federations:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>C&amp;lubs (; between):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Listed players (numbers):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Prizes, place 1 first:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the category needs a name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>years, ratings and player numbers are whole numbers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Prize categories</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Add…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Edit…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Remove</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move &amp;up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move &amp;down</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each player receives one prize, the most valuable; between equal prizes the category higher in this list.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} [{short}]: {describe}; {prizes_or_no_prize}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>derived (B.02 8.3.3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rating changes (B.02)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;K of this player:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rating</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Games</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Expected</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Change</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unrated</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>first {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An unrated player has no K: the first rating follows B.02 8.2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Title norms (B.01)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>achieved</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{missing} missing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Norm</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Status</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ra</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rp</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Check before export</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Everything the rating officer needs is there.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{errors} error(s) and {warnings} warning(s): fix the errors before sending the TRF.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Problem</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Fix…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Explain a tie-break</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ErrorBoundary</name>
        <message>
            <source>Your tournament data is safe: every change is stored in the tournament file as one whole operation or not at all, and the window now shows the file as it is stored.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cannot write {path}: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A report was written to {path}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The report could not be written to disk.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Arbiter Desk met a programming error while doing “{title}”. It is not your mistake.

{safe}

{where} Please send it to the developers (Copy report puts it on the clipboard).</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>FideImportDialog</name>
        <message>
            <source>Import {file_name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>combined: standard, rapid and blitz</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{value} only</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Which rating a per-type list holds (from its file name; change it if wrong)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>List:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Size:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{size:,.1f} MB, about {players:,} players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Ratings:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The import replaces the FIDE list of the library in one step (Edit ▸ Undo puts the old one back). Tournaments keep their own copy of their players.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Import</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The first players of the list:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reading the list…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing was imported; the library is as it was.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stopping…</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>FilesController</name>
        <message>
            <source>Please wait</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save the new tournament as</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New tournament</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open a tournament</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{path} is no longer there (moved, renamed, or on a disk that is not plugged in).

Remove it from the recent tournaments?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Continue a tournament from a TRF file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save the tournament as</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Read {players} players and {rounds} rounds.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Imported {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Read the tournament file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{label} — missing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{path} is no longer there</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(none)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove the &amp;missing files from this list</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Removed %n missing file(s) from the recent tournaments</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Export TRF (rating report)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Exporting {name}…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Exported {written}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export TRF</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tournament settings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Change the pairing rules</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n round(s) were paired under the {old} text. Pair the next rounds under the {new} text? The audit log keeps the change.</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>change tournament settings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Baku acceleration</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>remove the acceleration</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>FilteredTable</name>
        <message>
            <source>Filter…</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ForbiddenPairsDialog</name>
        <message>
            <source>every round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round {first_round}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>rounds {first}-{last}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Prohibited pairings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rounds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Why</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Remove the selected</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>why (e.g. brothers)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Prohibit pairings among the selected players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rounds (– = every round):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>to</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>club</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>federation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Apply</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Re&amp;move</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Players of the same club or federation do not meet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Same</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not paired in rounds 1 to</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Players of the same {kind} are not paired together in rounds 1-{last}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The {value} restriction is removed.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>LibraryController</name>
        <message>
            <source>Player library</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>import {description}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Imported {players:,} players: {description}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import a FIDE rating list</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import {name}: nothing imported</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import a national list</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import a national rating list</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Update ratings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>prohibit a pairing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>remove a prohibited pairing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{value} restriction</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Prohibited pairings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>remove the {value} restriction</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>LibrarySearch</name>
        <message>
            <source>FIDE ID</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Title</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>FIDE {value} rating</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Born</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sex</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Club</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>National</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>National list, ID and rating</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Find in the player library: name (any order, no accents needed), FIDE ID, NOR…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Use this player</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The library cannot be searched: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The first {count} players: type more of the name to see the others</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n player(s) found</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>No player found</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Pla&amp;yers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rounds &amp;&amp; res&amp;ults</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>S&amp;tandings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Crosstable</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Audit lo&amp;g</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;File</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open &amp;recent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Library</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Rounds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;View</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Help</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Main</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Language</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>System language ({name})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Language</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Arbiter Desk speaks {language} when it starts again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Correct player</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Read the tournament file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} — Arbiter Desk</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round {paired} of {number_of_rounds} paired</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pair round {nxt}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All rounds paired</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Undo {text}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Redo {text}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every command is also in the menus.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>About Arbiter Desk</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{program_version}: run a FIDE Swiss tournament offline (Dutch system pairings, results, tie-breaks, printing).
Every change is written to the tournament file at once and recorded in its audit log.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Waiting for the pairing to finish before closing…</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>NationalListDialog</name>
        <message>
            <source>Import national list: {file_name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>e.g. GER 2026-04 (importing the same name again replaces that list)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(none)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>fixed-width columns: first character of each, from 1 (e.g. 1, 9, 41)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the first line names the columns</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>name to save this mapping under</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Save mapping</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;List name:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saved &amp;mapping:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Separator:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Fixed widths:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Import</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Which field each column holds:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The first lines of the file:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The players read with this mapping:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mapping saved as {name!r}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Line</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>National ID</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rating</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>FIDE ID</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sex</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Born</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Club</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>City</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>NewTournamentDialog</name>
        <message>
            <source>FIDE Dutch system, 2025 text (in force since 1 Feb 2026)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>FIDE Dutch system, 2017 text (events begun 1 Jul 2017 - 31 Jan 2026)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>FIDE Dutch system, Istanbul 2012 text (events begun 1 Jul 2013 - 30 Jun 2017)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Swiss (FIDE Dutch system)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round robin (Berger tables, C.05 Annex 1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Double round robin (Berger tables, C.05 Annex 1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New tournament</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>e.g. Spring Open 2026</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>FIDE federation, e.g. FRA</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>comma-separated</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Which FIDE rating the players are registered with (and the event is rated for)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Re&amp;verse the last two rounds of cycle 1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>FIDE recommends it for a double round robin when the regulations ask for it: nobody then has the same colour three games running at the turn of the cycles (TRF 192 FIDE_DOUBLEROUNDROBIN).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Place:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Federation:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Start date:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;End date:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Chief arbiter:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Deputy arbiters:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Time control:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rati&amp;ng:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pairing s&amp;ystem:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>E&amp;xpected players:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Rounds:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pairing r&amp;ules:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>P&amp;oint system:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>T&amp;ie-breaks:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Top seed's &amp;colour in round 1:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ba&amp;ku acceleration (C.04.7): virtual points in the first rounds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose it in Tournament settings once the players are registered and before round 1: the groups are made from the registered players (C.04.7 art. 1.2).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Acceleration:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Create</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A round robin has n - 1 rounds per cycle (n players, rounded up to even).</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Suggested for {players} players: %n round(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>The tournament needs a name.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The end date ({end}) is before the start date ({start}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tournament settings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n round(s) paired so far</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>The acceleration is decided before round 1 (C.04.7 art. 1.2).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Accelerations are set that are not the Baku points of the players registered now (imported, or players registered since): tick to compute them again (C.04.7).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Virtual points computed from the players registered now (C.04.7).</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n round(s) already paired under this text: a change applies to the next rounds and must be confirmed.</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>OperationCommand</name>
        <message>
            <source>Redo {text}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Undo {text}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Operations</name>
        <message>
            <source>A round is being paired; wait until it is done.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Read the tournament file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Undo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Redo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Undoing {command}…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Redoing {command}…</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PlayerDialog</name>
        <message>
            <source>Edit player</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add player</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Surname, First name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unrated</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Male</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Female</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>YYYY/MM/DD or YYYY</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>inactive in the FIDE list</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Rating ({value}):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Title:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Federation:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>FIDE &amp;ID:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Sex:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Birth date:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>National I&amp;D:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>National ra&amp;ting:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>C&amp;lub:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cit&amp;y:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>National list and club</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>other titles {titles}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>K factor {k}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>From the FIDE list: {details}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{count} of {limit} characters (TRF)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{count} characters: TRF allows {limit}. Registered as {kept!r}; {cut!r} is cut.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the checks could not run: {exc}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PlayersController</name>
        <message numerus="yes">
            <source>%n player(s) ({active} active)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%n player(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>No players yet: Add player (Ctrl+Shift+A) or Import players from CSV; Continue a tournament from a TRF file is in the File menu.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Double-click a cell (or F2) to correct it in place; Ctrl+Z undoes. When everyone is here: Pair round 1 (Ctrl+Shift+P).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Double-click a cell (or F2) to correct it in place; Ctrl+Z undoes.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Select a player in the Players view first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add player</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Late entry: the player is paired from round {paired_1} on. Rounds 1-{paired} count as not played (zero points) unless you give a requested bye for them (Players ▸ Requested bye).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>add {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Player added</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Added {name} as number {number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>correct {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Edit player</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import players from CSV</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import {name}: {name2}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Imported %n player(s) from {name}</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Withdraw player</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Withdraw {name} (no. {number}) from round {nxt} on?
Results already played stay; the player is no longer paired.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>withdraw {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Withdraw {name} from the round robin? Their games without a result become forfeits (C.05); with less than half of their games played, no game against them counts in the standings (FIDE Tournament Rules V.4.1).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Player withdrawn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Draw lots</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Draw the pairing numbers by lot? Every player gets a new number, which decides the games of each round (the Berger table, C.05 Annex 1). The draw is recorded in the audit log.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>draw lots</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pairing numbers drawn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reinstate player</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>reinstate {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Requested bye</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} (no. {number})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bye for {name} in round {rnd}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancel requested bye</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} has no requested bye in a coming round.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cancel bye of {name} in round {round}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PlayersModel</name>
        <message>
            <source>No.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pairing number (starting rank)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Title</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rating</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>FIDE id</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Club</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nat.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>National rating</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sex</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Born</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Status</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PlayersView</name>
        <message>
            <source>Filter players by name, rating, federation…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Double-click a cell (or F2) to correct it in place; Ctrl+Z undoes.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Presets</name>
        <message>
            <source>Buchholz Cut-1, Buchholz, Sonneborn-Berger, Direct encounter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Buchholz Cut-1, Buchholz, Progressive score, Wins</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Buchholz, Sonneborn-Berger, Direct encounter, Wins</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Average rating of opponents Cut-1, Buchholz Cut-1, Buchholz</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Direct encounter, Wins, Sonneborn-Berger, Koya (round robin)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sonneborn-Berger, Direct encounter, Wins, Koya (round robin)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Buchholz</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Buchholz Cut-1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Buchholz Cut-2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Median Buchholz</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sonneborn-Berger</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sonneborn-Berger Cut-1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Direct encounter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Number of wins</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Games won</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Progressive score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Progressive score Cut-1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Average rating of opponents</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Average rating of opponents Cut-1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tournament performance rating</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Games with black</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Games won with black</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fore Buchholz</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Average of opponents' Buchholz</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rounds elected to play</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Standard points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Koya system</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rating</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Win 1, draw ½, loss 0 (standard)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Win 3, draw 1, loss 0</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Win 1, draw ½, loss 0, pairing bye ½</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PrintController</name>
        <message>
            <source>Save as PDF</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{document}, round {round}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Printing {what}…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saved {written}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Print</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Print {what}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ProgressPanel</name>
        <message>
            <source>Cancel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stop this work; nothing in the tournament file changes</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ProjectorWindow</name>
        <message>
            <source>Arbiter Desk — projector</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>   ·   page {page} of {pages}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Prompts</name>
        <message>
            <source>Arbiter Desk: programming error</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Copy report</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Publishing</name>
        <message>
            <source>&amp;Projector: pairings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Projector: &amp;standings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Write the web folder now…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Publish after each &amp;round…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export &amp;CSV tables…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export &amp;JSON…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export P&amp;GN…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Import results of a round…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pu&amp;blish</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Publish after each &amp;round to {folder}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The web folder is no longer written after each round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Publish after each round into</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Write the web folder into</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Publish the web folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Web folder written</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export the CSV tables into</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export CSV</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wrote {names} into {folder}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export {what}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wrote {target}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import the results of a round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>import results of round {number} ({name})</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RatingUpdateDialog</name>
        <message>
            <source>yes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Update ratings from the library</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Field</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Now</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In the library</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n player(s) differ from the library.</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Every registered player's data is as in the library.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Update anyway</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Update</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ResultImportDialog</name>
        <message>
            <source>Board {board:&gt;3}:  #{white} - #{black}   {new}   (was {old})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Board {board:&gt;3}:  #{white} - #{black}   {new}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rows that cannot be imported:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import results of round {round}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{source}: %n result(s) to enter in round {round}, {corrections} of them replacing a result already entered; {unchanged} unchanged; {missing} board(s) will still have no result.</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%n row(s) of other rounds are left out.</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%n row(s) cannot be imported: nothing is entered unless you choose to leave them out.</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Leave out the rows that cannot be imported</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Enter the results</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RoundsController</name>
        <message numerus="yes">
            <source>%n board(s), {played} results entered, {missing} missing</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%n board(s), {played} results entered — round complete; next: pair round {next} (Ctrl+Shift+P)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%n board(s), {played} results entered — round complete; the tournament is finished: see Standings (Ctrl+3)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%n board(s), {played} results entered — round complete</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Board {board} of round {round} ({white} – {black}) has no result. Change it to {new}?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Board {board} of round {round} ({white} – {black}) has no result.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Board {board} of round {round} ({white} – {black}) already has the result {old}. Change it to {new}?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Board {board} of round {round} ({white} – {black}) already has the result {old}. Clear it?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round {next} is already paired and stays as it is</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rounds {next}–{last} are already paired and stay as they are</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{rounds}: past rounds are never paired again (C.04.2 (2026) art. 4.3). The corrected result changes the scores, standings and tie-breaks from round {round} on, and the pairing of round {next} will use it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{rounds}: past rounds are never paired again (C.04.2 (2026) art. 4.3). The corrected result changes the scores, standings and tie-breaks from round {round} on.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No round paired yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wait until the pairing is done.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Change a result</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no result</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round {rnd} board {board}: {label}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pair round {nxt}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pairing round {nxt}…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Re-pair round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Delete the pairing of round {last} and pair it again (for example after a late entry or a withdrawal)?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Re-pair round {last}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Re-pairing round {last}…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rounds {first}-{number} paired by the Berger table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pair all rounds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pairing every round…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Delete round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Delete the pairing of round {last}? This is only possible while it has no results.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Delete round {last}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round {last} deleted</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Explain pairing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round {rnd}: the Berger table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>C.05 Annex 1, by pairing number.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round {rnd} was not paired by Arbiter Desk (imported).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Explaining round {rnd}…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round {rnd}: how it was paired</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Score brackets from the top (C.04.3): the residents, players moved down (MDPs), the pairs made and who floated down. Numbers are pairing numbers.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Edit pairing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Edit pairing of round {rnd}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round {rnd} already has results; clear them before you change its pairing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no player has pairing number {numbers}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Round {rnd}: pairing changed; it breaks %n rule(s), listed under the boards</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Round {rnd}: pairing changed; it breaks no rule checked</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>edit pairing of round {rnd}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Checking the new pairing of round {rnd}…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Check pairing rules</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Checking round {number}…</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RoundsView</name>
        <message>
            <source>White wins by forfeit (+/-)	+</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black wins by forfeit (-/+)	-</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Double forfeit (-/-)	*</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>1-0, not rated (W-L)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>0-1, not rated (L-W)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>½-½, not rated (D-D)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Clear result	Del</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Edit pairing…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Results: 1 white wins · 0 black wins · = or 5 draw · + / - forfeit · * double forfeit · Del clears · right-click for more</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Roun&amp;d:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round {r}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>StandingsController</name>
        <message>
            <source>Standings</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>StandingsModel</name>
        <message>
            <source>Rk</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rank</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Title</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rating</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pts</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>StandingsTables</name>
        <message>
            <source>Standings cannot be computed: {exc}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>StandingsView</name>
        <message>
            <source>Filter standings…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Standings after:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>start (no round)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round {r} (results missing)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round {r}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>WarningsPanel</name>
        <message>
            <source>Round {round_number}: the pairing breaks no rule checked.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>⚠ Round {round_number}: the pairing breaks %n rule(s) ({absolute} absolute)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>WelcomeView</name>
        <message>
            <source>&lt;h2&gt;Arbiter Desk&lt;/h2&gt;&lt;p&gt;Run a FIDE Swiss tournament: players, pairings, results, standings. Everything is saved as you go.&lt;/p&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Start a new tournament</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open a tournament file (.arbiter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Continue a tournament from a TRF file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Recent tournaments (double-click to open):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove the missing files from this list</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{title}    (missing: {where})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{path} is no longer there (moved, renamed, or on a disk not plugged in)</source>
            <translation type="unfinished" />
        </message>
    </context>
</TS>
