<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>CliOutput</name>
        <message numerus="yes">
            <source>{output}: {kind}, %n page(s)</source>
            <translation>
                <numerusform>{output}: {kind}, %n page(s)</numerusform>
                <numerusform>{output}: {kind}, %n page(s)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n norm(s) achieved</source>
            <translation>
                <numerusform>%n norm(s) achieved</numerusform>
                <numerusform>%n norm(s) achieved</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n backup(s); kept: the newest {per_round} of each round, {timed} timed, {replaced} replaced files</source>
            <translation>
                <numerusform>%n backup(s); kept: the newest {per_round} of each round, {timed} timed, {replaced} replaced files</numerusform>
                <numerusform>%n backup(s); kept: the newest {per_round} of each round, {timed} timed, {replaced} replaced files</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n row(s) read</source>
            <translation>
                <numerusform>%n row(s) read</numerusform>
                <numerusform>%n row(s) read</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>dry run: nothing was changed; %n row(s) cannot be imported (--skip-bad-rows leaves them out)</source>
            <translation>
                <numerusform>dry run: nothing was changed; %n row(s) cannot be imported (--skip-bad-rows leaves them out)</numerusform>
                <numerusform>dry run: nothing was changed; %n row(s) cannot be imported (--skip-bad-rows leaves them out)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>imported %n player(s) from {csv} in one operation (undo: arbiter undo-import {file})</source>
            <translation>
                <numerusform>imported %n player(s) from {csv} in one operation (undo: arbiter undo-import {file})</numerusform>
                <numerusform>imported %n player(s) from {csv} in one operation (undo: arbiter undo-import {file})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>removed the %n player(s) of the last import</source>
            <translation>
                <numerusform>removed the %n player(s) of the last import</numerusform>
                <numerusform>removed the %n player(s) of the last import</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n player(s) would change; --apply applies it</source>
            <translation>
                <numerusform>%n player(s) would change; --apply applies it</numerusform>
                <numerusform>%n player(s) would change; --apply applies it</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>updated %n player(s)</source>
            <translation>
                <numerusform>updated %n player(s)</numerusform>
                <numerusform>updated %n player(s)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>removed the club restriction (%n group(s))</source>
            <translation>
                <numerusform>removed the club restriction (%n group(s))</numerusform>
                <numerusform>removed the club restriction (%n group(s))</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>removed the federation restriction (%n group(s))</source>
            <translation>
                <numerusform>removed the federation restriction (%n group(s))</numerusform>
                <numerusform>removed the federation restriction (%n group(s))</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n group(s) of prohibited pairings</source>
            <translation>
                <numerusform>%n group(s) of prohibited pairings</numerusform>
                <numerusform>%n group(s) of prohibited pairings</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>entered %n result(s) in round {round}</source>
            <translation>
                <numerusform>entered %n result(s) in round {round}</numerusform>
                <numerusform>entered %n result(s) in round {round}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n absent player(s) not paired</source>
            <translation>
                <numerusform>%n absent player not paired</numerusform>
                <numerusform>%n absent players not paired</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>team {number} {name} registered with %n player(s)</source>
            <translation>
                <numerusform>team {number} {name} registered with %n player(s)</numerusform>
                <numerusform>team {number} {name} registered with %n player(s)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>dry run: nothing was changed; %n row(s) cannot be imported</source>
            <translation>
                <numerusform>dry run: nothing was changed; %n row(s) cannot be imported</numerusform>
                <numerusform>dry run: nothing was changed; %n row(s) cannot be imported</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>imported %n team(s) from {csv} in one operation (undo: arbiter undo-import-teams {file})</source>
            <translation>
                <numerusform>imported %n team(s) from {csv} in one operation (undo: arbiter undo-import-teams {file})</numerusform>
                <numerusform>imported %n team(s) from {csv} in one operation (undo: arbiter undo-import-teams {file})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>removed %n team(s) and their players</source>
            <translation>
                <numerusform>removed %n team(s) and their players</numerusform>
                <numerusform>removed %n team(s) and their players</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>deleted the section {name} and its %n registered players</source>
            <translation>
                <numerusform>deleted the section {name} and its %n registered player</numerusform>
                <numerusform>deleted the section {name} and its %n registered players</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>put back the section {name} and its %n registered players</source>
            <translation>
                <numerusform>put back the section {name} and its %n registered player</numerusform>
                <numerusform>put back the section {name} and its %n registered players</numerusform>
            </translation>
        </message>
    </context>
</TS>
