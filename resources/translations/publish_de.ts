<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
    <context>
        <name>PublishSite</name>
        <message>
            <source>{folder} already holds other files; publish into an empty folder (or one written here before), or force it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cannot write the site into {folder}: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Published {time} with Arbiter Desk</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Home</source>
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
            <source>Players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Place</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Dates</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rounds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{paired} of {rounds} paired</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Time control</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Chief arbiter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deputy arbiters</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Organiser</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No round has been paired yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{done} of {boards} results in.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>None yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tables</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Players by name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>complete</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{done} of {boards} results in</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Without an opponent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>+ – − forfeit · u not rated (the game started but does not count for rating)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No standings yet: {problem}.</source>
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
            <source>Crosstable after round {round}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each round: the opponent's line, w/b for White/Black, the result (1, ½, 0; + − forfeit; u not rated). Without an opponent: PAB pairing-allocated bye, F/H/Z full-, half-, zero-point bye, – not paired.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each cell: the line player's result against the column's player (1, ½, 0; + − forfeit), one per game in a double round robin; in brackets, games that do not count (a player who withdrew having played less than half of the games, FIDE Tournament Rules V.4.1).</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n player(s).</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Pairing number</source>
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
            <source>unrated</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Federation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>FIDE ID</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>from round {round}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Withdrawn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Games</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No round paired yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Place after round {round}</source>
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
            <source>not paired</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bd</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rtg</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Result</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Player</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bye</source>
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
            <source>Fed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rd</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Colour</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Opponent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round {round}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pairing-allocated bye</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>full-point bye</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>half-point bye</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>zero-point bye</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PublishSnapshot</name>
        <message>
            <source>no round has been paired yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no round has every result yet</source>
            <translation type="unfinished" />
        </message>
    </context>
</TS>
