<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>AuditText</name>
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
    </context>
    <context>
        <name>Documents</name>
        <message numerus="yes">
            <source>%n game(s) still in progress (result blank).</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>FilesController</name>
        <message numerus="yes">
            <source>Removed %n missing file(s) from the recent tournaments</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%n round(s) were paired under the {old} text. Pair the next rounds under the {new} text? The audit log keeps the change.</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>LibrarySearch</name>
        <message numerus="yes">
            <source>%n player(s) found</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>NewTournamentDialog</name>
        <message numerus="yes">
            <source>Suggested for {players} players: %n round(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%n round(s) paired so far</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
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
        <message numerus="yes">
            <source>Imported %n player(s) from {name}</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>RatingUpdateDialog</name>
        <message numerus="yes">
            <source>%n player(s) differ from the library.</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>ResultImportDialog</name>
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
        <message numerus="yes">
            <source>Round {rnd}: pairing changed; it breaks %n rule(s), listed under the boards</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>WarningsPanel</name>
        <message numerus="yes">
            <source>⚠ Round {round_number}: the pairing breaks %n rule(s) ({absolute} absolute)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
    </context>
</TS>
