<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
    <context>
        <name>LiveServer</name>
        <message>
            <source>Find a player</source>
            <translation>Найти игрока</translation>
        </message>
        <message>
            <source>Search</source>
            <translation>Искать</translation>
        </message>
        <message>
            <source>Type a few letters of the name.</source>
            <translation>Введите несколько букв фамилии.</translation>
        </message>
        <message numerus="yes">
            <source>%n players found.</source>
            <translation>
                <numerusform>Найден %n игрок.</numerusform>
                <numerusform>Найдено %n игрока.</numerusform>
                <numerusform>Найдено %n игроков.</numerusform>
            </translation>
        </message>
        <message>
            <source>The first {count} are shown.</source>
            <translation>Показаны первые {count}.</translation>
        </message>
        <message>
            <source>Round {round}</source>
            <translation>Тур {round}</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Имя</translation>
        </message>
        <message>
            <source>No</source>
            <translation>№</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>Доска</translation>
        </message>
        <message>
            <source>not paired yet</source>
            <translation>ещё без пары</translation>
        </message>
        <message>
            <source>board {board}, {colour} against {opponent}</source>
            <translation>доска {board}, {colour} против {opponent}</translation>
        </message>
        <message>
            <source>cannot serve at {host}: {reason}</source>
            <translation>невозможно раздавать на {host}: {reason}</translation>
        </message>
        <message>
            <source>cannot serve at {host} port {port}: {reason}</source>
            <translation>невозможно раздавать на {host}, порт {port}: {reason}</translation>
        </message>
    </context>
    <context>
        <name>PublishSite</name>
        <message>
            <source>{folder} already holds other files; publish into an empty folder (or one written here before), or force it</source>
            <translation>в {folder} уже есть другие файлы; публикуйте в пустую папку (или в записанную здесь ранее) или принудительно</translation>
        </message>
        <message>
            <source>cannot remove {page}, a page no longer published: {reason}</source>
            <translation>не удаётся удалить {page}, страницу, которая больше не публикуется: {reason}</translation>
        </message>
        <message>
            <source>cannot write the site into {folder}: {reason}</source>
            <translation>невозможно записать сайт в {folder}: {reason}</translation>
        </message>
        <message>
            <source>Published {time} with Arbiter Desk</source>
            <translation>Опубликовано {time} в Arbiter Desk</translation>
        </message>
        <message>
            <source>Home</source>
            <translation>Главная</translation>
        </message>
        <message>
            <source>Standings</source>
            <translation>Положение</translation>
        </message>
        <message>
            <source>Crosstable</source>
            <translation>Турнирная таблица</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Участники</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>Место проведения</translation>
        </message>
        <message>
            <source>Dates</source>
            <translation>Даты</translation>
        </message>
        <message>
            <source>Rounds</source>
            <translation>Туры</translation>
        </message>
        <message>
            <source>{paired} of {rounds} paired</source>
            <translation>разведено {paired} из {rounds}</translation>
        </message>
        <message>
            <source>Time control</source>
            <translation>Контроль времени</translation>
        </message>
        <message>
            <source>Chief arbiter</source>
            <translation>Главный судья</translation>
        </message>
        <message>
            <source>Deputy arbiters</source>
            <translation>Заместители главного судьи</translation>
        </message>
        <message>
            <source>Organiser</source>
            <translation>Организатор</translation>
        </message>
        <message>
            <source>No round has been paired yet.</source>
            <translation>Жеребьёвка ещё не проводилась.</translation>
        </message>
        <message>
            <source>{done} of {boards} results in.</source>
            <translation>Результатов получено: {done} из {boards}.</translation>
        </message>
        <message>
            <source>None yet.</source>
            <translation>Пока нет.</translation>
        </message>
        <message>
            <source>Tables</source>
            <translation>Таблицы</translation>
        </message>
        <message>
            <source>Players by name</source>
            <translation>Участники по фамилии</translation>
        </message>
        <message>
            <source>complete</source>
            <translation>завершён</translation>
        </message>
        <message>
            <source>{done} of {boards} results in</source>
            <translation>результатов получено: {done} из {boards}</translation>
        </message>
        <message>
            <source>Without an opponent</source>
            <translation>Без соперника</translation>
        </message>
        <message>
            <source>+ – − forfeit · u not rated (the game started but does not count for rating)</source>
            <translation>+ – − неявка · u без обсчёта рейтинга (партия начата, но не учитывается в рейтинге)</translation>
        </message>
        <message>
            <source>No standings yet: {problem}.</source>
            <translation>Положения пока нет: {problem}.</translation>
        </message>
        <message>
            <source>Final standings</source>
            <translation>Итоговое положение</translation>
        </message>
        <message>
            <source>Standings after round {round}</source>
            <translation>Положение после {round}-го тура</translation>
        </message>
        <message>
            <source>Crosstable after round {round}</source>
            <translation>Турнирная таблица после {round}-го тура</translation>
        </message>
        <message>
            <source>Each round: the opponent's line, w/b for White/Black, the result (1, ½, 0; + − forfeit; u not rated). Without an opponent: PAB pairing-allocated bye, F/H/Z full-, half-, zero-point bye, – not paired.</source>
            <translation>Каждый тур: строка соперника, w/b — белые/чёрные, результат (1, ½, 0; + − неявка; u без обсчёта рейтинга). Без соперника: PAB — пропуск тура по жеребьёвке, F/H/Z — пропуск тура за 1 очко, за ½ очка, без очков, – без пары.</translation>
        </message>
        <message>
            <source>Each match: the opponent's line, then each game's colour (w/b) and result (1, ½, 0; + − forfeit): 12w1 b½ is game 1 won with White, game 2 drawn with Black. Without an opponent: PAB pairing-allocated bye, F/H/Z full-, half-, zero-point bye (of both games), – not paired.</source>
            <translation>Каждый матч: строка соперника, затем цвет (w/b — белые/чёрные) и результат (1, ½, 0; + − неявка) каждой партии: 12w1 b½ — первая партия выиграна белыми, вторая — ничья чёрными. Без соперника: PAB — пропуск тура по жеребьёвке, F/H/Z — пропуск тура за 1 очко, за ½ очка, без очков (обе партии), – без пары.</translation>
        </message>
        <message>
            <source>Each cell: the line player's result against the column's player (1, ½, 0; + − forfeit), one per game in a double round robin; in brackets, games that do not count (a player who withdrew having played less than half of the games, FIDE Tournament Rules V.4.1).</source>
            <translation>Каждая клетка: результат участника строки против участника столбца (1, ½, 0; + − неявка), по одному на партию в двухкруговом турнире; в скобках — партии, которые не учитываются (участник выбыл, сыграв меньше половины партий, Турнирные правила ФИДЕ V.4.1).</translation>
        </message>
        <message numerus="yes">
            <source>%n players.</source>
            <translation>
                <numerusform>%n участник.</numerusform>
                <numerusform>%n участника.</numerusform>
                <numerusform>%n участников.</numerusform>
            </translation>
        </message>
        <message>
            <source>Pairing number</source>
            <translation>Стартовый номер</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>Звание</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Рейтинг</translation>
        </message>
        <message>
            <source>unrated</source>
            <translation>без рейтинга</translation>
        </message>
        <message>
            <source>Federation</source>
            <translation>Федерация</translation>
        </message>
        <message>
            <source>FIDE ID</source>
            <translation>ID ФИДЕ</translation>
        </message>
        <message>
            <source>from round {round}</source>
            <translation>с тура {round}</translation>
        </message>
        <message>
            <source>Withdrawn</source>
            <translation>Выбыл</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Очки</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Партии</translation>
        </message>
        <message>
            <source>No round paired yet.</source>
            <translation>Туры ещё не разведены.</translation>
        </message>
        <message>
            <source>Place after round {round}</source>
            <translation>Место после {round}-го тура</translation>
        </message>
        <message>
            <source>White</source>
            <translation>Белые</translation>
        </message>
        <message>
            <source>Black</source>
            <translation>Чёрные</translation>
        </message>
        <message>
            <source>not paired</source>
            <translation>без пары</translation>
        </message>
        <message>
            <source>w</source>
            <translation>w</translation>
        </message>
        <message>
            <source>b</source>
            <translation>b</translation>
        </message>
        <message>
            <source>Bd</source>
            <translation>Д.</translation>
        </message>
        <message>
            <source>No</source>
            <translation>№</translation>
        </message>
        <message>
            <source>Rtg</source>
            <translation>Рейт.</translation>
        </message>
        <message>
            <source>Pts</source>
            <translation>Очки</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Результат</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Участник</translation>
        </message>
        <message>
            <source>Bye</source>
            <translation>Пропуск тура</translation>
        </message>
        <message>
            <source>Rk</source>
            <translation>М.</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Фамилия, имя</translation>
        </message>
        <message>
            <source>Fed</source>
            <translation>Фед.</translation>
        </message>
        <message>
            <source>Rd</source>
            <translation>Т</translation>
        </message>
        <message>
            <source>Colour</source>
            <translation>Цвет</translation>
        </message>
        <message>
            <source>Opponent</source>
            <translation>Соперник</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Очки</translation>
        </message>
        <message>
            <source>Match {match}, game {game}</source>
            <translation>Матч {match}, партия {game}</translation>
        </message>
        <message>
            <source>Round {round}</source>
            <translation>Тур {round}</translation>
        </message>
        <message>
            <source>pairing-allocated bye</source>
            <translation>пропуск тура по жеребьёвке</translation>
        </message>
        <message>
            <source>full-point bye</source>
            <translation>пропуск тура за 1 очко</translation>
        </message>
        <message>
            <source>half-point bye</source>
            <translation>пропуск тура за ½ очка</translation>
        </message>
        <message>
            <source>zero-point bye</source>
            <translation>пропуск тура без очков</translation>
        </message>
        <message>
            <source>Sections</source>
            <translation>Турниры</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>Команда</translation>
        </message>
        <message>
            <source>MP</source>
            <translation>КО</translation>
        </message>
        <message>
            <source>GP</source>
            <translation>ЛО</translation>
        </message>
        <message>
            <source>Perf</source>
            <translation>Перф.</translation>
        </message>
        <message>
            <source>Team standings</source>
            <translation>Командное положение</translation>
        </message>
        <message>
            <source>Team crosstable</source>
            <translation>Командная таблица</translation>
        </message>
        <message>
            <source>Board results</source>
            <translation>Результаты по доскам</translation>
        </message>
        <message>
            <source>Matches, round {round}</source>
            <translation>Матчи, {round}-й тур</translation>
        </message>
        <message>
            <source>Final team standings</source>
            <translation>Итоговое командное положение</translation>
        </message>
        <message>
            <source>Team standings after round {round}</source>
            <translation>Командное положение после {round}-го тура</translation>
        </message>
        <message>
            <source>Final team crosstable</source>
            <translation>Итоговая командная таблица</translation>
        </message>
        <message>
            <source>Team crosstable after round {round}</source>
            <translation>Командная таблица после {round}-го тура</translation>
        </message>
        <message>
            <source>No match in this round.</source>
            <translation>В этом туре нет матчей.</translation>
        </message>
        <message>
            <source>MP: match points before the round. The team named first has White on board 1. + – − forfeit.</source>
            <translation>КО: командные очки до тура. Первая названная команда играет белыми на первой доске. + – − неявка.</translation>
        </message>
        <message>
            <source>{team} ({mp} MP): pairing-allocated bye</source>
            <translation>{team} ({mp} КО): пропуск тура по жеребьёвке</translation>
        </message>
        <message>
            <source>MP: match points; GP: game points; then the tie-breaks of the event (FIDE C.07 art. 11-13): {codes}. Teams still level share a rank.</source>
            <translation>КО: командные очки; ЛО: личные очки; затем дополнительные показатели турнира (FIDE C.07 ст. 11-13): {codes}. Команды, оставшиеся равными, делят место.</translation>
        </message>
        <message>
            <source>Each round: the opponent's line, the colour of the team's first board (w/b), the game points the team scored; PAB: pairing-allocated bye; –: no match.</source>
            <translation>Каждый тур: строка соперника, цвет первой доски команды (w/b), личные очки команды; PAB: пропуск тура по жеребьёвке; –: матча нет.</translation>
        </message>
        <message>
            <source>Each cell: the game points the line's team scored against the column's team, one per match in a double round robin (· a match without all its results); columns are numbered by the lines. MP: match points; GP: game points; then the tie-breaks of the event (FIDE C.07 art. 11-13): {codes}.</source>
            <translation>В каждой клетке: личные очки, набранные командой строки против команды столбца, по одному на матч в двухкруговом турнире (· матч, у которого ещё не все результаты); столбцы пронумерованы как строки. КО: командные очки; ЛО: личные очки; затем дополнительные показатели турнира (FIDE C.07 ст. 11-13): {codes}.</translation>
        </message>
        <message>
            <source>Board {board}</source>
            <translation>Доска {board}</translation>
        </message>
        <message>
            <source>No game has a result yet.</source>
            <translation>Ни у одной партии ещё нет результата.</translation>
        </message>
        <message>
            <source>Games: the games played on the board (a forfeit is no game); Perf: the performance rating of those games (FIDE B.02 8.1.1).</source>
            <translation>Партии: партии, сыгранные на этой доске (неявка — не партия); Перф.: турнирный перформанс этих партий (FIDE B.02 8.1.1).</translation>
        </message>
    </context>
    <context>
        <name>PublishSnapshot</name>
        <message>
            <source>no round has been paired yet</source>
            <translation>жеребьёвка ещё не проводилась</translation>
        </message>
        <message>
            <source>no round has every result yet</source>
            <translation>ни в одном туре ещё нет всех результатов</translation>
        </message>
    </context>
</TS>
