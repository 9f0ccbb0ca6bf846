<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>AuditText</name>
        <message numerus="yes">
            <source>Round {round} paired: %n board(s)</source>
            <translation>
                <numerusform>Round {round} paired: %n board</numerusform>
                <numerusform>Round {round} paired: %n boards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Round {round} paired: %n board(s), bye for {bye}</source>
            <translation>
                <numerusform>Round {round} paired: %n board, bye for {bye}</numerusform>
                <numerusform>Round {round} paired: %n boards, bye for {bye}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Round {round} paired again: %n board(s)</source>
            <translation>
                <numerusform>Round {round} paired again: %n board</numerusform>
                <numerusform>Round {round} paired again: %n boards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Round {round} paired again: %n board(s), bye for {bye}</source>
            <translation>
                <numerusform>Round {round} paired again: %n board, bye for {bye}</numerusform>
                <numerusform>Round {round} paired again: %n boards, bye for {bye}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Team {name} registered as no. {number} with %n player(s), from round {round}</source>
            <translation>
                <numerusform>Team {name} registered as no. {number} with %n player, from round {round}</numerusform>
                <numerusform>Team {name} registered as no. {number} with %n players, from round {round}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Team {name} registered as no. {number} with %n player(s)</source>
            <translation>
                <numerusform>Team {name} registered as no. {number} with %n player</numerusform>
                <numerusform>Team {name} registered as no. {number} with %n players</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n player(s) added to the roster of {name}</source>
            <translation>
                <numerusform>%n player added to the roster of {name}</numerusform>
                <numerusform>%n players added to the roster of {name}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n team(s) imported from {source}</source>
            <translation>
                <numerusform>%n team imported from {source}</numerusform>
                <numerusform>%n teams imported from {source}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Team import undone: %n team(s) removed</source>
            <translation>
                <numerusform>Team import undone: %n team removed</numerusform>
                <numerusform>Team import undone: %n teams removed</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Round {round} paired: %n match(es)</source>
            <translation>
                <numerusform>Round {round} paired: %n match</numerusform>
                <numerusform>Round {round} paired: %n matches</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Round {round} paired: %n match(es), bye for team {team}</source>
            <translation>
                <numerusform>Round {round} paired: %n match, bye for team {team}</numerusform>
                <numerusform>Round {round} paired: %n matches, bye for team {team}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CheckInDialog</name>
        <message numerus="yes">
            <source>%n players found: type more of the name.</source>
            <translation>
                <numerusform>%n player found: type more of the name.</numerusform>
                <numerusform>%n players found: type more of the name.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DeskController</name>
        <message numerus="yes">
            <source>Give the %n player(s) not present a zero-point bye in round {round}?</source>
            <translation>
                <numerusform>Give the %n player not present a zero-point bye in round {round}?</numerusform>
                <numerusform>Give the %n players not present a zero-point bye in round {round}?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Withdraw the %n player(s) not present from round {round} on?</source>
            <translation>
                <numerusform>Withdraw the %n player not present from round {round} on?</numerusform>
                <numerusform>Withdraw the %n players not present from round {round} on?</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Documents</name>
        <message numerus="yes">
            <source>%n game(s) still in progress (result blank).</source>
            <translation>
                <numerusform>%n game still in progress (result blank).</numerusform>
                <numerusform>%n games still in progress (result blank).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n round(s) on {day}</source>
            <translation>
                <numerusform>%n round on {day}</numerusform>
                <numerusform>%n rounds on {day}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>FeesDialog</name>
        <message numerus="yes">
            <source>{category}: %n player(s), due {due}, received {received}, outstanding {left}</source>
            <translation>
                <numerusform>{category}: %n player, due {due}, received {received}, outstanding {left}</numerusform>
                <numerusform>{category}: %n players, due {due}, received {received}, outstanding {left}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>FilesController</name>
        <message numerus="yes">
            <source>Removed %n missing file(s) from the recent tournaments</source>
            <translation>
                <numerusform>Removed %n missing file from the recent tournaments</numerusform>
                <numerusform>Removed %n missing files from the recent tournaments</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n round(s) were paired under the {old} text. Pair the next rounds under the {new} text? The audit log keeps the change.</source>
            <translation>
                <numerusform>%n round was paired under the {old} text. Pair the next rounds under the {new} text? The audit log keeps the change.</numerusform>
                <numerusform>%n rounds were paired under the {old} text. Pair the next rounds under the {new} text? The audit log keeps the change.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>LibrarySearch</name>
        <message numerus="yes">
            <source>%n player(s) found</source>
            <translation>
                <numerusform>%n player found</numerusform>
                <numerusform>%n players found</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>NewTournamentDialog</name>
        <message numerus="yes">
            <source>Suggested for {players} players: %n round(s)</source>
            <translation>
                <numerusform>Suggested for {players} players: %n round</numerusform>
                <numerusform>Suggested for {players} players: %n rounds</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n round(s) paired so far</source>
            <translation>
                <numerusform>%n round paired so far</numerusform>
                <numerusform>%n rounds paired so far</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n round(s) already paired under this text: a change applies to the next rounds and must be confirmed.</source>
            <translation>
                <numerusform>%n round already paired under this text: a change applies to the next rounds and must be confirmed.</numerusform>
                <numerusform>%n rounds already paired under this text: a change applies to the next rounds and must be confirmed.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Operations</name>
        <message numerus="yes">
            <source>%n writes not stored</source>
            <translation>
                <numerusform>%n write not stored</numerusform>
                <numerusform>%n writes not stored</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PlayerImportDialog</name>
        <message numerus="yes">
            <source>&amp;Leave out the %n row(s) with problems</source>
            <translation>
                <numerusform>&amp;Leave out the %n row with problems</numerusform>
                <numerusform>&amp;Leave out the %n rows with problems</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&amp;Import %n player(s)</source>
            <translation>
                <numerusform>&amp;Import %n player</numerusform>
                <numerusform>&amp;Import %n players</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n row(s) read</source>
            <translation>
                <numerusform>%n row read</numerusform>
                <numerusform>%n rows read</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{rows_read}: %n player(s) can be added.</source>
            <translation>
                <numerusform>{rows_read}: %n player can be added.</numerusform>
                <numerusform>{rows_read}: %n players can be added.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n registered player(s) move down a number to make room.</source>
            <translation>
                <numerusform>%n registered player moves down a number to make room.</numerusform>
                <numerusform>%n registered players move down a number to make room.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n row(s) cannot be imported (listed below). Nothing is added while they are there, unless you leave them out.</source>
            <translation>
                <numerusform>%n row cannot be imported (listed below). Nothing is added while it is there, unless you leave it out.</numerusform>
                <numerusform>%n rows cannot be imported (listed below). Nothing is added while they are there, unless you leave them out.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PlayersController</name>
        <message numerus="yes">
            <source>%n player(s) ({active} active)</source>
            <translation>
                <numerusform>%n player ({active} active)</numerusform>
                <numerusform>%n players ({active} active)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n player(s)</source>
            <translation>
                <numerusform>%n player</numerusform>
                <numerusform>%n players</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>import %n player(s) from {name}</source>
            <translation>
                <numerusform>import %n player from {name}</numerusform>
                <numerusform>import %n players from {name}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Imported %n player(s) from {name}</source>
            <translation>
                <numerusform>Imported %n player from {name}</numerusform>
                <numerusform>Imported %n players from {name}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PreviewDialog</name>
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
        <message numerus="yes">
            <source>{document}: %n page(s) sent to the printer</source>
            <translation>
                <numerusform>{document}: %n page sent to the printer</numerusform>
                <numerusform>{document}: %n pages sent to the printer</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Publishing</name>
        <message numerus="yes">
            <source>Published %n file(s) into {folder}</source>
            <translation>
                <numerusform>Published %n file into {folder}</numerusform>
                <numerusform>Published %n files into {folder}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n file(s) in {folder}. Open index.html there, or upload the folder.</source>
            <translation>
                <numerusform>%n file in {folder}. Open index.html there, or upload the folder.</numerusform>
                <numerusform>%n files in {folder}. Open index.html there, or upload the folder.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RatingUpdateDialog</name>
        <message numerus="yes">
            <source>%n player(s) differ from the library.</source>
            <translation>
                <numerusform>%n player differs from the library.</numerusform>
                <numerusform>%n players differ from the library.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ResultImportDialog</name>
        <message numerus="yes">
            <source>{source}: %n result(s) to enter in round {round}, {corrections} of them replacing a result already entered; {unchanged} unchanged; {missing} board(s) will still have no result.</source>
            <translation>
                <numerusform>{source}: %n result to enter in round {round}, {corrections} of them replacing a result already entered; {unchanged} unchanged; {missing} board(s) will still have no result.</numerusform>
                <numerusform>{source}: %n results to enter in round {round}, {corrections} of them replacing a result already entered; {unchanged} unchanged; {missing} board(s) will still have no result.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n row(s) of other rounds are left out.</source>
            <translation>
                <numerusform>%n row of other rounds is left out.</numerusform>
                <numerusform>%n rows of other rounds are left out.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n row(s) cannot be imported: nothing is entered unless you choose to leave them out.</source>
            <translation>
                <numerusform>%n row cannot be imported: nothing is entered unless you choose to leave it out.</numerusform>
                <numerusform>%n rows cannot be imported: nothing is entered unless you choose to leave them out.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RoundsController</name>
        <message numerus="yes">
            <source>%n board(s), {played} results entered, {missing} missing</source>
            <translation>
                <numerusform>%n board, {played} results entered, {missing} missing</numerusform>
                <numerusform>%n boards, {played} results entered, {missing} missing</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n board(s), {played} results entered — round complete; next: pair round {next} (Ctrl+Shift+P)</source>
            <translation>
                <numerusform>%n board, {played} results entered — round complete; next: pair round {next} (Ctrl+Shift+P)</numerusform>
                <numerusform>%n boards, {played} results entered — round complete; next: pair round {next} (Ctrl+Shift+P)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n board(s), {played} results entered — round complete; the tournament is finished: see Standings (Ctrl+3)</source>
            <translation>
                <numerusform>%n board, {played} results entered — round complete; the tournament is finished: see Standings (Ctrl+3)</numerusform>
                <numerusform>%n boards, {played} results entered — round complete; the tournament is finished: see Standings (Ctrl+3)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n board(s), {played} results entered — round complete</source>
            <translation>
                <numerusform>%n board, {played} results entered — round complete</numerusform>
                <numerusform>%n boards, {played} results entered — round complete</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Round {rnd}: pairing changed; it breaks %n rule(s), listed under the boards</source>
            <translation>
                <numerusform>Round {rnd}: pairing changed; it breaks %n rule, listed under the boards</numerusform>
                <numerusform>Round {rnd}: pairing changed; it breaks %n rules, listed under the boards</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Sections</name>
        <message numerus="yes">
            <source>Delete the section {name} and its %n registered players? Edit &gt; Undo puts them back.</source>
            <translation>
                <numerusform>Delete the section {name} and its %n registered player? Edit &gt; Undo puts them back.</numerusform>
                <numerusform>Delete the section {name} and its %n registered players? Edit &gt; Undo puts them back.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>WarningsPanel</name>
        <message numerus="yes">
            <source>⚠ Round {round_number}: the pairing breaks %n rule(s) ({absolute} absolute)</source>
            <translation>
                <numerusform>⚠ Round {round_number}: the pairing breaks %n rule ({absolute} absolute)</numerusform>
                <numerusform>⚠ Round {round_number}: the pairing breaks %n rules ({absolute} absolute)</numerusform>
            </translation>
        </message>
    </context>
</TS>
