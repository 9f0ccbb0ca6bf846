<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>DbImport</name>
        <message numerus="yes">
            <source>{name} holds no result to import (%n row(s) cannot be read: {problem})</source>
            <translation>
                <numerusform>{name} holds no result to import (%n row cannot be read: {problem})</numerusform>
                <numerusform>{name} holds no result to import (%n rows cannot be read: {problem})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>round {round_number} is not paired (the file has %n paired round(s))</source>
            <translation>
                <numerusform>round {round_number} is not paired (the file has %n paired round)</numerusform>
                <numerusform>round {round_number} is not paired (the file has %n paired rounds)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n row(s) of {name} cannot be imported, so no result was entered: {shown} (and {more} more)</source>
            <translation>
                <numerusform>%n row of {name} cannot be imported, so no result was entered: {shown} (and {more} more)</numerusform>
                <numerusform>%n rows of {name} cannot be imported, so no result was entered: {shown} (and {more} more)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n row(s) of {name} cannot be imported, so no result was entered: {shown}</source>
            <translation>
                <numerusform>%n row of {name} cannot be imported, so no result was entered: {shown}</numerusform>
                <numerusform>%n rows of {name} cannot be imported, so no result was entered: {shown}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DbRefusal</name>
        <message numerus="yes">
            <source>{what}: this round robin's Berger table is fixed by its players once round 1 is paired (%n round(s) are); delete the rounds first</source>
            <translation>
                <numerusform>{what}: this round robin's Berger table is fixed by its players once round 1 is paired (%n round is); delete the rounds first</numerusform>
                <numerusform>{what}: this round robin's Berger table is fixed by its players once round 1 is paired (%n rounds are); delete the rounds first</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>round {round_number} has no board {board} (it has %n board(s))</source>
            <translation>
                <numerusform>round {round_number} has no board {board} (it has %n board)</numerusform>
                <numerusform>round {round_number} has no board {board} (it has %n boards)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DbSchema</name>
        <message numerus="yes">
            <source>%n extra table(s)</source>
            <translation>
                <numerusform>%n extra table</numerusform>
                <numerusform>%n extra tables</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n extra view(s)</source>
            <translation>
                <numerusform>%n extra view</numerusform>
                <numerusform>%n extra views</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n extra index(es)</source>
            <translation>
                <numerusform>%n extra index</numerusform>
                <numerusform>%n extra indexes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n extra trigger(s)</source>
            <translation>
                <numerusform>%n extra trigger</numerusform>
                <numerusform>%n extra triggers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n extra object(s)</source>
            <translation>
                <numerusform>%n extra object</numerusform>
                <numerusform>%n extra objects</numerusform>
            </translation>
        </message>
    </context>
</TS>
