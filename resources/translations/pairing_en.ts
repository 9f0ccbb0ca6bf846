<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>PairingExplanation</name>
        <message numerus="yes">
            <source>B.2 for top scorers (%n pair(s) with the same absolute preference)</source>
            <translation>
                <numerusform>B.2 for top scorers (%n pair with the same absolute preference)</numerusform>
                <numerusform>B.2 for top scorers (%n pairs with the same absolute preference)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A.7.d (%n pair(s) with the same strong preference)</source>
            <translation>
                <numerusform>A.7.d (%n pair with the same strong preference)</numerusform>
                <numerusform>A.7.d (%n pairs with the same strong preference)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PairingRefusal</name>
        <message numerus="yes">
            <source>round {round} is beyond the %n round of the tournament (142/XXR)</source>
            <translation>
                <numerusform>round {round} is beyond the %n round of the tournament (142/XXR)</numerusform>
                <numerusform>round {round} is beyond the %n rounds of the tournament (142/XXR)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>round {round} is beyond the %n rounds of the tournament (142/XXR)</source>
            <translation>
                <numerusform>round {round} is beyond the %n round of the tournament (142/XXR)</numerusform>
                <numerusform>round {round} is beyond the %n rounds of the tournament (142/XXR)</numerusform>
            </translation>
        </message>
    </context>
</TS>
