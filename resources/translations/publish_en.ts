<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>LiveServer</name>
        <message numerus="yes">
            <source>%n players found.</source>
            <translation>
                <numerusform>%n player found.</numerusform>
                <numerusform>%n players found.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PublishSite</name>
        <message numerus="yes">
            <source>%n players.</source>
            <translation>
                <numerusform>%n player.</numerusform>
                <numerusform>%n players.</numerusform>
            </translation>
        </message>
    </context>
</TS>
