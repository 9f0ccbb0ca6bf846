<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>PrizeCategory</name>
        <message numerus="yes">
            <source>%n players listed</source>
            <translation>
                <numerusform>%n player listed</numerusform>
                <numerusform>%n players listed</numerusform>
            </translation>
        </message>
    </context>
</TS>
