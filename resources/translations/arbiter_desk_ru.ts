<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
    <context>
        <name>Actions</name>
        <message>
            <source>&amp;New tournament…</source>
            <translation>&amp;Новый турнир…</translation>
        </message>
        <message>
            <source>Create a new tournament file</source>
            <translation>Создать новый файл турнира</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>&amp;Открыть…</translation>
        </message>
        <message>
            <source>Open a tournament file</source>
            <translation>Открыть файл турнира</translation>
        </message>
        <message>
            <source>Connect to &amp;venue server…</source>
            <translation>Подключиться к &amp;серверу турнира…</translation>
        </message>
        <message>
            <source>Open an event kept on a PostgreSQL venue server</source>
            <translation>Открыть турнир, хранящийся на сервере PostgreSQL на месте соревнования</translation>
        </message>
        <message>
            <source>&amp;Import TRF…</source>
            <translation>&amp;Импорт TRF…</translation>
        </message>
        <message>
            <source>Continue a tournament from a FIDE TRF file</source>
            <translation>Продолжить турнир из файла TRF ФИДЕ</translation>
        </message>
        <message>
            <source>&amp;Export TRF…</source>
            <translation>&amp;Экспорт TRF…</translation>
        </message>
        <message>
            <source>Write the FIDE rating report (TRF)</source>
            <translation>Записать отчёт для обсчёта рейтинга ФИДЕ (TRF)</translation>
        </message>
        <message>
            <source>&amp;Save a copy…</source>
            <translation>Сохранить &amp;копию…</translation>
        </message>
        <message>
            <source>Write a complete copy of the tournament file (a USB stick, a mail)</source>
            <translation>Записать полную копию файла турнира (флешка, письмо)</translation>
        </message>
        <message>
            <source>&amp;Print…</source>
            <translation>&amp;Печать…</translation>
        </message>
        <message>
            <source>Print a document through the system print dialog</source>
            <translation>Напечатать документ через системный диалог печати</translation>
        </message>
        <message>
            <source>Print pre&amp;view…</source>
            <translation>Пред&amp;варительный просмотр…</translation>
        </message>
        <message>
            <source>Show a document's pages as they will be printed</source>
            <translation>Показать страницы документа так, как они будут напечатаны</translation>
        </message>
        <message>
            <source>Open in PDF vie&amp;wer…</source>
            <translation>Открыть в п&amp;рограмме просмотра PDF…</translation>
        </message>
        <message>
            <source>Open a document in the system's PDF viewer</source>
            <translation>Открыть документ в системной программе просмотра PDF</translation>
        </message>
        <message>
            <source>Save as P&amp;DF…</source>
            <translation>Сохранить в P&amp;DF…</translation>
        </message>
        <message>
            <source>Save a document as PDF</source>
            <translation>Сохранить документ в PDF</translation>
        </message>
        <message>
            <source>&amp;Close tournament</source>
            <translation>&amp;Закрыть турнир</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Выход</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Отменить</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Повторить</translation>
        </message>
        <message>
            <source>&amp;Filter…</source>
            <translation>&amp;Фильтр…</translation>
        </message>
        <message>
            <source>Filter the current table</source>
            <translation>Отфильтровать текущую таблицу</translation>
        </message>
        <message>
            <source>&amp;Add player…</source>
            <translation>&amp;Добавить участника…</translation>
        </message>
        <message>
            <source>Register a player (also a late entry)</source>
            <translation>Заявить участника (в том числе с опозданием)</translation>
        </message>
        <message>
            <source>&amp;Edit player…</source>
            <translation>&amp;Изменить участника…</translation>
        </message>
        <message>
            <source>Correct the selected player's data</source>
            <translation>Исправить данные выбранного участника</translation>
        </message>
        <message>
            <source>Import players from &amp;CSV…</source>
            <translation>Импорт участников из &amp;CSV…</translation>
        </message>
        <message>
            <source>Add players from a spreadsheet (CSV)</source>
            <translation>Добавить участников из таблицы (CSV)</translation>
        </message>
        <message>
            <source>&amp;Withdraw…</source>
            <translation>&amp;Снять с турнира…</translation>
        </message>
        <message>
            <source>Withdraw the selected player from the next round on</source>
            <translation>Снять выбранного участника с турнира начиная со следующего тура</translation>
        </message>
        <message>
            <source>Re&amp;instate</source>
            <translation>&amp;Восстановить</translation>
        </message>
        <message>
            <source>Pair the selected withdrawn player again</source>
            <translation>Снова включить выбранного выбывшего участника в жеребьёвку</translation>
        </message>
        <message>
            <source>Requested &amp;bye…</source>
            <translation>Запрошенный &amp;пропуск тура…</translation>
        </message>
        <message>
            <source>The selected player will not play a coming round (half- or zero-point bye)</source>
            <translation>Выбранный участник не будет играть в одном из следующих туров (пропуск тура за ½ очка или без очков)</translation>
        </message>
        <message>
            <source>Cancel requested b&amp;ye</source>
            <translation>Отменить запрошенный п&amp;ропуск тура</translation>
        </message>
        <message>
            <source>Chec&amp;k-in…</source>
            <translation>&amp;Регистрация на тур…</translation>
        </message>
        <message>
            <source>Tick the players present before the next round is paired (C.04.2 art. 4.1)</source>
            <translation>Отметить присутствующих участников до жеребьёвки следующего тура (C.04.2 ст. 4.1)</translation>
        </message>
        <message>
            <source>Entry &amp;fees…</source>
            <translation>Турнирные &amp;взносы…</translation>
        </message>
        <message>
            <source>Fee categories, what each player owes and paid, receipts, the organiser's totals</source>
            <translation>Категории взносов, сколько каждый участник должен и заплатил, квитанции, итоги для организатора</translation>
        </message>
        <message>
            <source>&amp;Pair next round</source>
            <translation>&amp;Жеребьёвка следующего тура</translation>
        </message>
        <message>
            <source>Pair the next round by the event's Swiss system (Dutch, Burstein, Dubov, Lim, Double-Swiss)</source>
            <translation>Провести жеребьёвку следующего тура по швейцарской системе турнира (голландская, Бурштейна, Дубова, Лима, двойная швейцарская)</translation>
        </message>
        <message>
            <source>Pair &amp;all rounds (round robin)</source>
            <translation>Жеребьёвка &amp;всех туров (круговой турнир)</translation>
        </message>
        <message>
            <source>Pair every round left by the Berger table (C.05)</source>
            <translation>Провести жеребьёвку всех оставшихся туров по таблице Бергера (C.05)</translation>
        </message>
        <message>
            <source>&amp;Draw lots for pairing numbers (round robin)…</source>
            <translation>&amp;Жеребьёвка стартовых номеров (круговой турнир)…</translation>
        </message>
        <message>
            <source>Draw the pairing numbers of a round robin by lot, before round 1 (C.05)</source>
            <translation>Жеребьёвка стартовых номеров кругового турнира, до 1-го тура (C.05)</translation>
        </message>
        <message>
            <source>Enter &amp;results</source>
            <translation>Ввести &amp;результаты</translation>
        </message>
        <message>
            <source>Go to the boards and type results</source>
            <translation>Перейти к доскам и ввести результаты</translation>
        </message>
        <message>
            <source>Pre&amp;vious round</source>
            <translation>Пре&amp;дыдущий тур</translation>
        </message>
        <message>
            <source>Ne&amp;xt round</source>
            <translation>С&amp;ледующий тур</translation>
        </message>
        <message>
            <source>E&amp;xplain pairing…</source>
            <translation>&amp;Объяснить жеребьёвку…</translation>
        </message>
        <message>
            <source>How the engine paired the selected round, bracket by bracket</source>
            <translation>Как программа провела жеребьёвку выбранного тура, очковая группа за очковой группой</translation>
        </message>
        <message>
            <source>Edit &amp;pairing…</source>
            <translation>Изменить &amp;пары…</translation>
        </message>
        <message>
            <source>Change the pairing of the last round by hand (before any result); its broken rules are listed</source>
            <translation>Изменить пары последнего тура вручную (до первого результата); нарушенные правила будут перечислены</translation>
        </message>
        <message>
            <source>C&amp;heck pairing rules</source>
            <translation>Проверить п&amp;равила жеребьёвки</translation>
        </message>
        <message>
            <source>List every rule the selected round's pairing breaks</source>
            <translation>Перечислить все правила, которые нарушают пары выбранного тура</translation>
        </message>
        <message>
            <source>&amp;Tournament settings…</source>
            <translation>&amp;Параметры турнира…</translation>
        </message>
        <message>
            <source>Name, dates, arbiters, rounds, tie-breaks</source>
            <translation>Название, даты, судьи, туры, дополнительные показатели</translation>
        </message>
        <message>
            <source>Re-pair &amp;last round…</source>
            <translation>Повторная жеребьёвка &amp;последнего тура…</translation>
        </message>
        <message>
            <source>Delete and pair again a round without results</source>
            <translation>Удалить тур без результатов и провести жеребьёвку заново</translation>
        </message>
        <message>
            <source>&amp;Delete last round…</source>
            <translation>&amp;Удалить последний тур…</translation>
        </message>
        <message>
            <source>Delete a round that has no results</source>
            <translation>Удалить тур без результатов</translation>
        </message>
        <message>
            <source>Import &amp;FIDE rating list…</source>
            <translation>Импорт рейтинг-листа &amp;ФИДЕ…</translation>
        </message>
        <message>
            <source>Bring the FIDE list (players_list.zip, TXT or XML) into the player library</source>
            <translation>Загрузить рейтинг-лист ФИДЕ (players_list.zip, TXT или XML) в базу игроков</translation>
        </message>
        <message>
            <source>Import &amp;national list…</source>
            <translation>Импорт &amp;национального рейтинг-листа…</translation>
        </message>
        <message>
            <source>Bring a national rating list (CSV or TXT) into the library</source>
            <translation>Загрузить национальный рейтинг-лист (CSV или TXT) в базу игроков</translation>
        </message>
        <message>
            <source>&amp;Update ratings from the library…</source>
            <translation>&amp;Обновить рейтинги из базы игроков…</translation>
        </message>
        <message>
            <source>Compare the registered players with the library and take over new ratings and titles</source>
            <translation>Сравнить заявленных участников с базой и принять новые рейтинги и звания</translation>
        </message>
        <message>
            <source>Pro&amp;hibited pairings…</source>
            <translation>&amp;Запрещённые пары…</translation>
        </message>
        <message>
            <source>Players who must not meet, and club or federation restrictions</source>
            <translation>Участники, которые не должны встречаться, и ограничения по клубу или федерации</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Участники</translation>
        </message>
        <message>
            <source>Rounds and results</source>
            <translation>Туры и результаты</translation>
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
            <source>Audit log</source>
            <translation>Журнал изменений</translation>
        </message>
        <message>
            <source>&amp;Manual</source>
            <translation>&amp;Руководство</translation>
        </message>
        <message>
            <source>The user manual of Arbiter Desk</source>
            <translation>Руководство пользователя Arbiter Desk</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;Сочетания клавиш</translation>
        </message>
        <message>
            <source>&amp;About Arbiter Desk</source>
            <translation>&amp;О программе Arbiter Desk</translation>
        </message>
        <message>
            <source>On the boards: 1 white wins, 0 black wins, = or 5 draw, + white wins by forfeit,
- black wins by forfeit, * double forfeit, Del clears; Enter / arrows move.</source>
            <translation>На досках: 1 победа белых, 0 победа чёрных, = или 5 ничья, + победа белых ввиду неявки соперника,
- победа чёрных ввиду неявки соперника, * неявка обоих, Del стирает; Enter / стрелки — переход.</translation>
        </message>
    </context>
    <context>
        <name>AuditController</name>
        <message>
            <source>Show the audit log</source>
            <translation>Показать журнал изменений</translation>
        </message>
    </context>
    <context>
        <name>AuditModel</name>
        <message>
            <source>When</source>
            <translation>Когда</translation>
        </message>
        <message>
            <source>Local time</source>
            <translation>Местное время</translation>
        </message>
        <message>
            <source>Who</source>
            <translation>Кто</translation>
        </message>
        <message>
            <source>Operation</source>
            <translation>Операция</translation>
        </message>
        <message>
            <source>What</source>
            <translation>Что</translation>
        </message>
        <message>
            <source>Hover a row for the stored values</source>
            <translation>Наведите указатель на строку, чтобы увидеть сохранённые значения</translation>
        </message>
        <message>
            <source>Before: {before}

After: {after}</source>
            <translation>До: {before}

После: {after}</translation>
        </message>
    </context>
    <context>
        <name>AuditText</name>
        <message>
            <source>player #{id}</source>
            <translation>участник № {id}</translation>
        </message>
        <message>
            <source>removed {value}</source>
            <translation>удалено: {value}</translation>
        </message>
        <message>
            <source>Tournament created: {name}, a {system}</source>
            <translation>Турнир создан: {name}, {system}</translation>
        </message>
        <message>
            <source>Tournament created: {name}, {rounds} rounds</source>
            <translation>Турнир создан: {name}, туров: {rounds}</translation>
        </message>
        <message>
            <source>Pairing numbers drawn by lot (seed {seed})</source>
            <translation>Стартовые номера разыграны жребием (начальное значение {seed})</translation>
        </message>
        <message>
            <source>Pairing numbers set by the arbiter</source>
            <translation>Стартовые номера назначены судьёй</translation>
        </message>
        <message>
            <source>Rounds {first}-{last} paired by the Berger table</source>
            <translation>Туры {first}–{last} по таблице Бергера</translation>
        </message>
        <message>
            <source>Registered {name} ({rating}) as no. {number}</source>
            <translation>{name} ({rating}) заявлен под № {number}</translation>
        </message>
        <message>
            <source>Registered {name} (unrated) as no. {number}</source>
            <translation>{name} (без рейтинга) заявлен под № {number}</translation>
        </message>
        <message>
            <source>{registered}; moved: {moves}</source>
            <translation>{registered}; перемещены: {moves}</translation>
        </message>
        <message>
            <source>Corrected {name}: {changes}</source>
            <translation>Исправлено: {name}: {changes}</translation>
        </message>
        <message numerus="yes">
            <source>Round {round} paired: %n board(s)</source>
            <translation>
                <numerusform>Жеребьёвка тура {round}: %n доска</numerusform>
                <numerusform>Жеребьёвка тура {round}: %n доски</numerusform>
                <numerusform>Жеребьёвка тура {round}: %n досок</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Round {round} paired: %n board(s), bye for {bye}</source>
            <translation>
                <numerusform>Жеребьёвка тура {round}: %n доска, пропуск тура: {bye}</numerusform>
                <numerusform>Жеребьёвка тура {round}: %n доски, пропуск тура: {bye}</numerusform>
                <numerusform>Жеребьёвка тура {round}: %n досок, пропуск тура: {bye}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Round {round} paired again: %n board(s)</source>
            <translation>
                <numerusform>Повторная жеребьёвка тура {round}: %n доска</numerusform>
                <numerusform>Повторная жеребьёвка тура {round}: %n доски</numerusform>
                <numerusform>Повторная жеребьёвка тура {round}: %n досок</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Round {round} paired again: %n board(s), bye for {bye}</source>
            <translation>
                <numerusform>Повторная жеребьёвка тура {round}: %n доска, пропуск тура: {bye}</numerusform>
                <numerusform>Повторная жеребьёвка тура {round}: %n доски, пропуск тура: {bye}</numerusform>
                <numerusform>Повторная жеребьёвка тура {round}: %n досок, пропуск тура: {bye}</numerusform>
            </translation>
        </message>
        <message>
            <source>Round {round} deleted</source>
            <translation>Тур {round} удалён</translation>
        </message>
        <message>
            <source>cleared</source>
            <translation>стёрт</translation>
        </message>
        <message>
            <source>Round {round}, board {board} ({players}): {now}, was {was}</source>
            <translation>Тур {round}, доска {board} ({players}): {now}, было: {was}</translation>
        </message>
        <message>
            <source>none</source>
            <translation>нет</translation>
        </message>
        <message>
            <source>{who} asks for a half-point bye in round {round}</source>
            <translation>{who} запрашивает пропуск тура {round} за ½ очка</translation>
        </message>
        <message>
            <source>{who} asks for a zero-point bye in round {round}</source>
            <translation>{who} запрашивает пропуск тура {round} без очков</translation>
        </message>
        <message>
            <source>{who} asks for a full-point bye in round {round}</source>
            <translation>{who} запрашивает пропуск тура {round} за 1 очко</translation>
        </message>
        <message>
            <source>{who} cancels a half-point bye in round {round}</source>
            <translation>{who} отменяет пропуск тура {round} за ½ очка</translation>
        </message>
        <message>
            <source>{who} cancels a zero-point bye in round {round}</source>
            <translation>{who} отменяет пропуск тура {round} без очков</translation>
        </message>
        <message>
            <source>{who} cancels a full-point bye in round {round}</source>
            <translation>{who} отменяет пропуск тура {round} за 1 очко</translation>
        </message>
        <message>
            <source>{name} withdrawn from round {round}</source>
            <translation>{name} выбыл с {round}-го тура</translation>
        </message>
        <message>
            <source>{name} reinstated</source>
            <translation>{name} восстановлен</translation>
        </message>
        <message>
            <source>create</source>
            <translation>создание</translation>
        </message>
        <message>
            <source>import trf</source>
            <translation>импорт TRF</translation>
        </message>
        <message>
            <source>update event</source>
            <translation>параметры турнира</translation>
        </message>
        <message>
            <source>set rules</source>
            <translation>правила жеребьёвки</translation>
        </message>
        <message>
            <source>set accelerations</source>
            <translation>ускорение</translation>
        </message>
        <message>
            <source>remove acceleration</source>
            <translation>отмена ускорения</translation>
        </message>
        <message>
            <source>add player</source>
            <translation>добавление участника</translation>
        </message>
        <message>
            <source>edit player</source>
            <translation>исправление участника</translation>
        </message>
        <message>
            <source>remove player</source>
            <translation>удаление участника</translation>
        </message>
        <message>
            <source>withdraw player</source>
            <translation>снятие с турнира</translation>
        </message>
        <message>
            <source>reinstate player</source>
            <translation>восстановление участника</translation>
        </message>
        <message>
            <source>request bye</source>
            <translation>запрос пропуска тура</translation>
        </message>
        <message>
            <source>cancel bye</source>
            <translation>отмена пропуска тура</translation>
        </message>
        <message>
            <source>draw lots</source>
            <translation>жеребьёвка номеров</translation>
        </message>
        <message>
            <source>set pairing numbers</source>
            <translation>стартовые номера</translation>
        </message>
        <message>
            <source>sort pairing numbers</source>
            <translation>сортировка стартовых номеров</translation>
        </message>
        <message>
            <source>pair round</source>
            <translation>жеребьёвка тура</translation>
        </message>
        <message>
            <source>repair round</source>
            <translation>повторная жеребьёвка</translation>
        </message>
        <message>
            <source>pair all rounds</source>
            <translation>жеребьёвка всех туров</translation>
        </message>
        <message>
            <source>delete round</source>
            <translation>удаление тура</translation>
        </message>
        <message>
            <source>set pairing</source>
            <translation>изменение пар</translation>
        </message>
        <message>
            <source>set result</source>
            <translation>результат</translation>
        </message>
        <message>
            <source>import results</source>
            <translation>импорт результатов</translation>
        </message>
        <message>
            <source>undo import results</source>
            <translation>отмена импорта результатов</translation>
        </message>
        <message>
            <source>update ratings</source>
            <translation>обновление рейтингов</translation>
        </message>
        <message>
            <source>set k factor</source>
            <translation>коэффициент K</translation>
        </message>
        <message>
            <source>set round date</source>
            <translation>дата тура</translation>
        </message>
        <message>
            <source>set round dates</source>
            <translation>даты туров</translation>
        </message>
        <message>
            <source>set prize categories</source>
            <translation>призовые категории</translation>
        </message>
        <message>
            <source>add prohibited pair</source>
            <translation>запрет пары</translation>
        </message>
        <message>
            <source>remove prohibited pair</source>
            <translation>снятие запрета пары</translation>
        </message>
        <message>
            <source>fix board</source>
            <translation>закрепить доску</translation>
        </message>
        <message>
            <source>game 2 put on game 1's boards (schema 16)</source>
            <translation>партия 2 перенесена на доски партии 1 (схема 16)</translation>
        </message>
        <message>
            <source>check in</source>
            <translation>регистрация на тур</translation>
        </message>
        <message>
            <source>check-in taken back</source>
            <translation>отметка снята</translation>
        </message>
        <message>
            <source>absent left out</source>
            <translation>отсутствующие исключены</translation>
        </message>
        <message>
            <source>set entry fees</source>
            <translation>задать взносы</translation>
        </message>
        <message>
            <source>set fee category</source>
            <translation>задать категорию взноса</translation>
        </message>
        <message>
            <source>record payment</source>
            <translation>записать платёж</translation>
        </message>
        <message>
            <source>cancel payment</source>
            <translation>отменить платёж</translation>
        </message>
        <message>
            <source>add team</source>
            <translation>добавление команды</translation>
        </message>
        <message>
            <source>add team players</source>
            <translation>добавление игроков в команду</translation>
        </message>
        <message>
            <source>remove team</source>
            <translation>удаление команды</translation>
        </message>
        <message>
            <source>import teams</source>
            <translation>импорт команд</translation>
        </message>
        <message>
            <source>undo import teams</source>
            <translation>отмена импорта команд</translation>
        </message>
        <message>
            <source>pair team round</source>
            <translation>жеребьёвка командного тура</translation>
        </message>
        <message>
            <source>set line-up</source>
            <translation>ввод расстановки</translation>
        </message>
        <message>
            <source>clear line-up</source>
            <translation>отмена расстановки</translation>
        </message>
        <message>
            <source>forfeit match</source>
            <translation>неявка на матч</translation>
        </message>
        <message>
            <source>request team bye</source>
            <translation>пропуск тура командой</translation>
        </message>
        <message>
            <source>withdraw team</source>
            <translation>снятие команды</translation>
        </message>
        <message>
            <source>reinstate team</source>
            <translation>возвращение команды</translation>
        </message>
        <message>
            <source>team {number}</source>
            <translation>команда {number}</translation>
        </message>
        <message numerus="yes">
            <source>Team {name} registered as no. {number} with %n player(s), from round {round}</source>
            <translation>
                <numerusform>Команда {name} зарегистрирована под № {number}, %n игрок, с тура {round}</numerusform>
                <numerusform>Команда {name} зарегистрирована под № {number}, %n игрока, с тура {round}</numerusform>
                <numerusform>Команда {name} зарегистрирована под № {number}, %n игроков, с тура {round}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Team {name} registered as no. {number} with %n player(s)</source>
            <translation>
                <numerusform>Команда {name} зарегистрирована под № {number}, %n игрок</numerusform>
                <numerusform>Команда {name} зарегистрирована под № {number}, %n игрока</numerusform>
                <numerusform>Команда {name} зарегистрирована под № {number}, %n игроков</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n player(s) added to the roster of {name}</source>
            <translation>
                <numerusform>%n игрок добавлен в состав {name}</numerusform>
                <numerusform>%n игрока добавлены в состав {name}</numerusform>
                <numerusform>%n игроков добавлено в состав {name}</numerusform>
            </translation>
        </message>
        <message>
            <source>Team {name} removed</source>
            <translation>Команда {name} удалена</translation>
        </message>
        <message numerus="yes">
            <source>%n team(s) imported from {source}</source>
            <translation>
                <numerusform>%n команда импортирована из {source}</numerusform>
                <numerusform>%n команды импортированы из {source}</numerusform>
                <numerusform>%n команд импортировано из {source}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Team import undone: %n team(s) removed</source>
            <translation>
                <numerusform>Импорт команд отменён: удалена %n команда</numerusform>
                <numerusform>Импорт команд отменён: удалены %n команды</numerusform>
                <numerusform>Импорт команд отменён: удалено %n команд</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Round {round} paired: %n match(es)</source>
            <translation>
                <numerusform>Тур {round} составлен: %n матч</numerusform>
                <numerusform>Тур {round} составлен: %n матча</numerusform>
                <numerusform>Тур {round} составлен: %n матчей</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Round {round} paired: %n match(es), bye for team {team}</source>
            <translation>
                <numerusform>Тур {round} составлен: %n матч, свободна команда {team}</numerusform>
                <numerusform>Тур {round} составлен: %n матча, свободна команда {team}</numerusform>
                <numerusform>Тур {round} составлен: %n матчей, свободна команда {team}</numerusform>
            </translation>
        </message>
        <message>
            <source>Line-up of {team} for round {round} changed</source>
            <translation>Расстановка {team} на тур {round} изменена</translation>
        </message>
        <message>
            <source>Line-up of {team} for round {round} entered</source>
            <translation>Расстановка {team} на тур {round} введена</translation>
        </message>
        <message>
            <source>Line-up of {team} for round {round} taken back</source>
            <translation>Расстановка {team} на тур {round} отменена</translation>
        </message>
        <message>
            <source>Round {round}, match {match}: every game forfeited by {teams}</source>
            <translation>Тур {round}, матч {match}: все партии проиграны неявкой — {teams}</translation>
        </message>
        <message>
            <source>{team} asks for a half-point bye in round {round}</source>
            <translation>{team} просит пропуск тура с половиной очка в туре {round}</translation>
        </message>
        <message>
            <source>{team} asks for a zero-point bye in round {round}</source>
            <translation>{team} просит пропуск тура без очков в туре {round}</translation>
        </message>
        <message>
            <source>{team} asks for a full-point bye in round {round}</source>
            <translation>{team} просит пропуск тура с полным очком в туре {round}</translation>
        </message>
        <message>
            <source>{team} withdrawn from round {round}</source>
            <translation>{team} снята с тура {round}</translation>
        </message>
        <message>
            <source>{team} reinstated</source>
            <translation>{team} возвращена в турнир</translation>
        </message>
    </context>
    <context>
        <name>AuditView</name>
        <message>
            <source>Filter the audit log…</source>
            <translation>Фильтр журнала…</translation>
        </message>
        <message>
            <source>Every change to the file, newest first. The log is append-only.</source>
            <translation>Все изменения файла, новые сверху. Журнал только пополняется.</translation>
        </message>
    </context>
    <context>
        <name>BoardsModel</name>
        <message>
            <source>Bd</source>
            <translation>Д.</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>Доска</translation>
        </message>
        <message>
            <source>No.</source>
            <translation>№</translation>
        </message>
        <message>
            <source>White</source>
            <translation>Белые</translation>
        </message>
        <message>
            <source>Pts</source>
            <translation>Очки</translation>
        </message>
        <message>
            <source>White's score before the round</source>
            <translation>Очки белых до тура</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Результат</translation>
        </message>
        <message>
            <source>1 white wins, 0 black wins, = or 5 draw, + / - forfeits, * double forfeit</source>
            <translation>1 победа белых, 0 победа чёрных, = или 5 ничья, + / - неявка, * неявка обоих</translation>
        </message>
        <message>
            <source>Black's score before the round</source>
            <translation>Очки чёрных до тура</translation>
        </message>
        <message>
            <source>Black</source>
            <translation>Чёрные</translation>
        </message>
    </context>
    <context>
        <name>ByeRequestDialog</name>
        <message>
            <source>Requested bye</source>
            <translation>Запрошенный пропуск тура</translation>
        </message>
        <message>
            <source>Half-point bye</source>
            <translation>Пропуск тура за ½ очка</translation>
        </message>
        <message>
            <source>Zero-point bye (absent)</source>
            <translation>Пропуск тура без очков (отсутствие)</translation>
        </message>
        <message>
            <source>Full-point bye</source>
            <translation>Пропуск тура за 1 очко</translation>
        </message>
        <message>
            <source>&amp;Round:</source>
            <translation>&amp;Тур:</translation>
        </message>
        <message>
            <source>&amp;Kind:</source>
            <translation>&amp;Вид:</translation>
        </message>
    </context>
    <context>
        <name>CheckInDialog</name>
        <message>
            <source>Pairing number or name, then Enter</source>
            <translation>Стартовый номер или фамилия, затем Enter</translation>
        </message>
        <message>
            <source>No</source>
            <translation>№</translation>
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
            <source>Rtg</source>
            <translation>Рейт.</translation>
        </message>
        <message>
            <source>Present</source>
            <translation>Присутствует</translation>
        </message>
        <message>
            <source>Absent: &amp;zero-point bye</source>
            <translation>Отсутствующие: пропуск тура &amp;без очков</translation>
        </message>
        <message>
            <source>Every player not present is not paired in this round (zero points)</source>
            <translation>Отсутствующие участники не включаются в жеребьёвку этого тура (без очков)</translation>
        </message>
        <message>
            <source>Absent: &amp;withdraw</source>
            <translation>Отсутствующие: &amp;снять с турнира</translation>
        </message>
        <message>
            <source>Every player not present is withdrawn from this round on</source>
            <translation>Отсутствующие участники снимаются с турнира начиная с этого тура</translation>
        </message>
        <message>
            <source>Check-in for round {round}</source>
            <translation>Регистрация на тур {round}</translation>
        </message>
        <message>
            <source>Check-in</source>
            <translation>Регистрация на тур</translation>
        </message>
        <message>
            <source>withdrawn</source>
            <translation>выбыл</translation>
        </message>
        <message>
            <source>bye</source>
            <translation>bye</translation>
        </message>
        <message>
            <source>{present} of {players} present, {absent} absent</source>
            <translation>присутствуют {present} из {players}, отсутствуют {absent}</translation>
        </message>
        <message>
            <source>Storing…</source>
            <translation>Сохраняется…</translation>
        </message>
        <message>
            <source>No player found: type a pairing number or a name.</source>
            <translation>Участник не найден: введите стартовый номер или фамилию.</translation>
        </message>
        <message numerus="yes">
            <source>%n players found: type more of the name.</source>
            <translation>
                <numerusform>Найден %n участник: введите больше букв фамилии.</numerusform>
                <numerusform>Найдено %n участника: введите больше букв фамилии.</numerusform>
                <numerusform>Найдено %n участников: введите больше букв фамилии.</numerusform>
            </translation>
        </message>
        <message>
            <source>{name}: the last tick is still being stored.</source>
            <translation>{name}: последняя отметка ещё сохраняется.</translation>
        </message>
        <message>
            <source>storing…</source>
            <translation>сохраняется…</translation>
        </message>
        <message>
            <source>{name} is present.</source>
            <translation>{name} присутствует.</translation>
        </message>
        <message>
            <source>{name} is no longer present.</source>
            <translation>{name} больше не отмечен как присутствующий.</translation>
        </message>
    </context>
    <context>
        <name>CrosstableModel</name>
        <message>
            <source>Match {match}: opponent's rank, each game's colour and result</source>
            <translation>Матч {match}: место соперника, цвет и результат каждой партии</translation>
        </message>
        <message>
            <source>Round {round}: opponent's rank, colour, result</source>
            <translation>Тур {round}: место соперника, цвет, результат</translation>
        </message>
        <message>
            <source>Results against the player on line {line}</source>
            <translation>Результаты против участника в строке {line}</translation>
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
            <source>Rating</source>
            <translation>Рейтинг</translation>
        </message>
        <message>
            <source>Fed</source>
            <translation>Фед.</translation>
        </message>
        <message>
            <source>Pts</source>
            <translation>Очки</translation>
        </message>
    </context>
    <context>
        <name>CrosstableView</name>
        <message>
            <source>Filter crosstable…</source>
            <translation>Фильтр таблицы…</translation>
        </message>
        <message>
            <source>Each round: opponent's rank, colour (w/b), points scored; + / - forfeit, H half-point bye, F full-point bye, bye = pairing-allocated bye, - not played (zero-point bye, not yet entered, withdrawn); * after a name: withdrawn (the standings say from which round)</source>
            <translation>Каждый тур: место соперника, цвет (w — белые, b — чёрные), набранные очки; + / - неявка, H пропуск тура за ½ очка, F пропуск тура за 1 очко, bye = пропуск тура по жеребьёвке, - не играл (пропуск тура без очков, ещё не включён, выбыл); * после фамилии: выбыл (с какого тура — см. положение)</translation>
        </message>
        <message>
            <source>Each match (Double-Swiss): opponent's rank, then each game's colour (w/b) and points scored, e.g. 12w1 b½; + / - forfeit, H half-point bye, F full-point bye, bye = pairing-allocated bye (of both games), - not played; * after a name: withdrawn</source>
            <translation>Каждый матч (двойная швейцарская система): место соперника, затем цвет (w — белые, b — чёрные) и набранные очки каждой партии, например 12w1 b½; + / - неявка, H пропуск тура за ½ очка, F пропуск тура за 1 очко, bye = пропуск тура по жеребьёвке (обе партии), - не играл; * после фамилии: выбыл</translation>
        </message>
        <message>
            <source>Round robin: the row player's results against the player of each line (column numbers are lines), in round order; + / - forfeit; results in brackets do not count (withdrawal, V.4.1)</source>
            <translation>Круговой турнир: результаты участника строки против участника каждой строки (номера столбцов — номера строк), в порядке туров; + / - неявка; результаты в скобках не учитываются (выбытие, V.4.1)</translation>
        </message>
        <message>
            <source>bye</source>
            <translation>bye</translation>
        </message>
    </context>
    <context>
        <name>DeskController</name>
        <message>
            <source>Check-in</source>
            <translation>Регистрация на тур</translation>
        </message>
        <message>
            <source>check in {name}</source>
            <translation>отметить {name}</translation>
        </message>
        <message>
            <source>take back the check-in of {name}</source>
            <translation>отменить отметку {name}</translation>
        </message>
        <message numerus="yes">
            <source>Give the %n player(s) not present a zero-point bye in round {round}?</source>
            <translation>
                <numerusform>Дать %n отсутствующему участнику пропуск тура без очков в туре {round}?</numerusform>
                <numerusform>Дать %n отсутствующим участникам пропуск тура без очков в туре {round}?</numerusform>
                <numerusform>Дать %n отсутствующим участникам пропуск тура без очков в туре {round}?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Withdraw the %n player(s) not present from round {round} on?</source>
            <translation>
                <numerusform>Снять %n отсутствующего участника с турнира начиная с тура {round}?</numerusform>
                <numerusform>Снять %n отсутствующих участников с турнира начиная с тура {round}?</numerusform>
                <numerusform>Снять %n отсутствующих участников с турнира начиная с тура {round}?</numerusform>
            </translation>
        </message>
        <message>
            <source>leave the absent out of round {round}</source>
            <translation>не включать отсутствующих в тур {round}</translation>
        </message>
        <message>
            <source>Entry fees</source>
            <translation>Турнирные взносы</translation>
        </message>
        <message>
            <source>change the fee categories</source>
            <translation>изменить категории взносов</translation>
        </message>
        <message>
            <source>set the fee category of {name}</source>
            <translation>задать категорию взноса для {name}</translation>
        </message>
        <message>
            <source>record the payment of {name}</source>
            <translation>записать оплату от {name}</translation>
        </message>
        <message>
            <source>{name} has paid nothing.</source>
            <translation>{name} ничего не заплатил(а).</translation>
        </message>
        <message>
            <source>Take back receipt {receipt} of {name}?</source>
            <translation>Отменить квитанцию {receipt} ({name})?</translation>
        </message>
        <message>
            <source>take back receipt {receipt}</source>
            <translation>отменить квитанцию {receipt}</translation>
        </message>
    </context>
    <context>
        <name>DocumentDialog</name>
        <message>
            <source>Round {round} is the round on screen.</source>
            <translation>Тур {round} — тур, показанный на экране.</translation>
        </message>
        <message>
            <source>After round {round}, as the standings on screen.</source>
            <translation>После {round}-го тура, как положение на экране.</translation>
        </message>
        <message>
            <source>No round is paired yet.</source>
            <translation>Жеребьёвка ещё не проводилась.</translation>
        </message>
        <message>
            <source>Round {paired} is the last round paired.</source>
            <translation>Тур {paired} — последний тур, по которому проведена жеребьёвка.</translation>
        </message>
        <message>
            <source>No round has every result yet: the document is taken before round 1.</source>
            <translation>Ни в одном туре ещё нет всех результатов: документ составляется на момент до 1-го тура.</translation>
        </message>
        <message>
            <source>After round {complete}, the last round with every result (round {paired} is still being played).</source>
            <translation>После {complete}-го тура, последнего со всеми результатами ({paired}-й тур ещё идёт).</translation>
        </message>
        <message>
            <source>After round {complete}, the last round with every result.</source>
            <translation>После {complete}-го тура, последнего со всеми результатами.</translation>
        </message>
        <message>
            <source>Print</source>
            <translation>Печать</translation>
        </message>
        <message>
            <source>Every player</source>
            <translation>Все участники</translation>
        </message>
        <message>
            <source>Print it</source>
            <translation>Печатать</translation>
        </message>
        <message>
            <source>http://... (Publish &gt; Serve to phones)</source>
            <translation>http://... (Публикация &gt; Раздавать на телефоны)</translation>
        </message>
        <message>
            <source>&amp;Document:</source>
            <translation>&amp;Документ:</translation>
        </message>
        <message>
            <source>&amp;Round:</source>
            <translation>&amp;Тур:</translation>
        </message>
        <message>
            <source>Pla&amp;yer:</source>
            <translation>&amp;Участник:</translation>
        </message>
        <message>
            <source>Live add&amp;ress and QR code:</source>
            <translation>&amp;Адрес трансляции и QR-код:</translation>
        </message>
        <message>
            <source>P&amp;aper:</source>
            <translation>&amp;Бумага:</translation>
        </message>
        <message>
            <source>National &amp;ID and rating (player lists)</source>
            <translation>Национальные &amp;ID и рейтинг (списки участников)</translation>
        </message>
        <message>
            <source>The language of the document (the window keeps its own)</source>
            <translation>Язык документа (окно сохраняет свой)</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>&amp;Язык:</translation>
        </message>
        <message>
            <source>The check-in sheet is for the next round to pair.</source>
            <translation>Лист регистрации — на следующий тур, который будет жеребьёвываться.</translation>
        </message>
        <message>
            <source>Every &amp;section in one document (each its latest round)</source>
            <translation>Все &amp;турниры события в одном документе (каждый на свой последний тур)</translation>
        </message>
    </context>
    <context>
        <name>Documents</name>
        <message>
            <source>Pairings by board</source>
            <translation>Пары по доскам</translation>
        </message>
        <message>
            <source>Pairings by name</source>
            <translation>Пары по фамилиям</translation>
        </message>
        <message>
            <source>Results of the round</source>
            <translation>Результаты тура</translation>
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
            <source>Schedule of every round (round robin)</source>
            <translation>Расписание всех туров (круговой турнир)</translation>
        </message>
        <message>
            <source>Wall chart</source>
            <translation>Настенная таблица</translation>
        </message>
        <message>
            <source>Result slips</source>
            <translation>Бланки результатов</translation>
        </message>
        <message>
            <source>Player list by starting rank</source>
            <translation>Список участников по стартовым номерам</translation>
        </message>
        <message>
            <source>Player list by name</source>
            <translation>Список участников по фамилиям</translation>
        </message>
        <message>
            <source>Cover page</source>
            <translation>Титульный лист</translation>
        </message>
        <message>
            <source>Rating report</source>
            <translation>Отчёт для обсчёта рейтинга</translation>
        </message>
        <message>
            <source>Title norms</source>
            <translation>Нормы званий</translation>
        </message>
        <message>
            <source>Prize list</source>
            <translation>Список призёров</translation>
        </message>
        <message>
            <source>Team pairings</source>
            <translation>Командные пары</translation>
        </message>
        <message>
            <source>Match sheets</source>
            <translation>Протоколы матчей</translation>
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
            <source>the team documents are printed from a tournament file (.arbiter), not a TRF</source>
            <translation>командные документы печатаются из файла турнира (.arbiter), а не из TRF</translation>
        </message>
        <message>
            <source>no round has been paired yet: nothing to print</source>
            <translation>жеребьёвка ещё не проводилась: печатать нечего</translation>
        </message>
        <message>
            <source>round {round_number} does not exist (rounds start at 1)</source>
            <translation>тура {round_number} нет (туры начинаются с 1)</translation>
        </message>
        <message>
            <source>round {round_number} has not been paired yet (the last paired round is {last})</source>
            <translation>жеребьёвка {round_number}-го тура ещё не проведена (последний тур с жеребьёвкой — {last})</translation>
        </message>
        <message>
            <source>{kind}, round {round_number}</source>
            <translation>{kind}, тур {round_number}</translation>
        </message>
        <message>
            <source>round {round_number}: player {number} ({name}) is paired with {opponent}, who is not registered</source>
            <translation>тур {round_number}: участник {number} ({name}) в паре с {opponent}, который не заявлен</translation>
        </message>
        <message>
            <source>round {round_number}: player {number} ({name}) is paired with {number2} ({name2}), whose entry says {entry}</source>
            <translation>тур {round_number}: участник {number} ({name}) в паре с {number2} ({name2}), у которого в записи указано {entry}</translation>
        </message>
        <message>
            <source>no opponent</source>
            <translation>нет соперника</translation>
        </message>
        <message>
            <source>no round has all its results yet: nothing to report</source>
            <translation>ни в одном туре ещё нет всех результатов: отчитываться не о чем</translation>
        </message>
        <message>
            <source>Rd</source>
            <translation>Т</translation>
        </message>
        <message>
            <source>Opponent</source>
            <translation>Соперник</translation>
        </message>
        <message>
            <source>Rtg</source>
            <translation>Рейт.</translation>
        </message>
        <message>
            <source>D used</source>
            <translation>Учт. D</translation>
        </message>
        <message>
            <source>PD</source>
            <translation>PD</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Очки</translation>
        </message>
        <message>
            <source>{number}. {name} ({rating}): {k_rule}</source>
            <translation>{number}. {name} ({rating}): {k_rule}</translation>
        </message>
        <message>
            <source>Score {score} of {games}, expected {expected}: ΣΔR {sum} × K {k} = {change}, rounded {rounded:+d} (B.02 8.3.4).</source>
            <translation>{score} очк. из {games}, ожидалось {expected}: ΣΔR {sum} × K {k} = {change}, с округлением {rounded:+d} (B.02 8.3.4).</translation>
        </message>
        <message>
            <source>{number}. {name} (unrated): first rating, B.02 8.2</source>
            <translation>{number}. {name} (без рейтинга): первый рейтинг, B.02 8.2</translation>
        </message>
        <message>
            <source>No</source>
            <translation>№</translation>
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
            <source>Present</source>
            <translation>Присутствует</translation>
        </message>
        <message>
            <source>Signature</source>
            <translation>Подпись</translation>
        </message>
        <message>
            <source>withdrawn</source>
            <translation>выбыл</translation>
        </message>
        <message>
            <source>bye</source>
            <translation>bye</translation>
        </message>
        <message>
            <source>{present} of {players} players checked in. C.04.2 art. 4.1: a player who has not confirmed his presence before the pairing is not paired unless the chief arbiter decides otherwise.</source>
            <translation>Отметились {present} из {players} участников. C.04.2 ст. 4.1: участник, не подтвердивший своё присутствие до жеребьёвки, в неё не включается, если главный судья не решит иначе.</translation>
        </message>
        <message>
            <source>Check-in for round {round}</source>
            <translation>Регистрация на тур {round}</translation>
        </message>
        <message>
            <source>round {round} has no board: nothing to print</source>
            <translation>в туре {round} нет ни одной доски: печатать нечего</translation>
        </message>
        <message>
            <source>Table cards, round {round}</source>
            <translation>Номера столов, тур {round}</translation>
        </message>
        <message>
            <source>Board {board}, round {round}</source>
            <translation>Доска {board}, тур {round}</translation>
        </message>
        <message>
            <source>Name cards, round {round}</source>
            <translation>Таблички с именами, тур {round}</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>Категория</translation>
        </message>
        <message>
            <source>Due</source>
            <translation>К оплате</translation>
        </message>
        <message>
            <source>Paid</source>
            <translation>Оплачено</translation>
        </message>
        <message>
            <source>Outstanding</source>
            <translation>Долг</translation>
        </message>
        <message>
            <source>Received</source>
            <translation>Получено</translation>
        </message>
        <message>
            <source>no category</source>
            <translation>без категории</translation>
        </message>
        <message>
            <source>All</source>
            <translation>Все</translation>
        </message>
        <message>
            <source>Totals ({currency})</source>
            <translation>Итого ({currency})</translation>
        </message>
        <message>
            <source>Entry fees</source>
            <translation>Турнирные взносы</translation>
        </message>
        <message>
            <source>no payment is recorded: nothing to print</source>
            <translation>ни один платёж не записан: печатать нечего</translation>
        </message>
        <message>
            <source>Receipt no. {receipt}</source>
            <translation>Квитанция № {receipt}</translation>
        </message>
        <message>
            <source>Received from {name} (no. {number}) on {date}</source>
            <translation>Получено от {name} (№ {number}) {date}</translation>
        </message>
        <message>
            <source>Entry fee</source>
            <translation>Турнирный взнос</translation>
        </message>
        <message>
            <source>Received by: ______________________________</source>
            <translation>Принял: ______________________________</translation>
        </message>
        <message>
            <source>Receipts</source>
            <translation>Квитанции</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Партии</translation>
        </message>
        <message>
            <source>Exp.</source>
            <translation>Ож.</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>Изменение</translation>
        </message>
        <message>
            <source>first {value}</source>
            <translation>первый {value}</translation>
        </message>
        <message>
            <source>{kind} rating, B.02 (1 March 2024; 8.3.1 as amended 1 October 2025): games against rated opponents played over the board; a difference above 400 counts as 400 for players below 2650; change = K × Σ(score − PD). The change shown is this event's; FIDE rounds the rating period (8.3.4).</source>
            <translation>Рейтинг ({kind}), B.02 (1 марта 2024; п. 8.3.1 в редакции от 1 октября 2025): партии против соперников с рейтингом, сыгранные за доской; разница свыше 400 считается за 400 для участников с рейтингом ниже 2650; изменение = K × Σ(очки − PD). Показано изменение за этот турнир; ФИДЕ округляет за рейтинговый период (8.3.4).</translation>
        </message>
        <message>
            <source>Rating report after round {r}</source>
            <translation>Отчёт для обсчёта рейтинга после {r}-го тура</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Турнир</translation>
        </message>
        <message>
            <source>Place, federation</source>
            <translation>Место проведения, федерация</translation>
        </message>
        <message>
            <source>Dates</source>
            <translation>Даты</translation>
        </message>
        <message>
            <source>Organiser</source>
            <translation>Организатор</translation>
        </message>
        <message>
            <source>Chief arbiter</source>
            <translation>Главный судья</translation>
        </message>
        <message>
            <source>Rounds, system</source>
            <translation>Туры, система</translation>
        </message>
        <message>
            <source>{rounds}, Swiss (FIDE Dutch)</source>
            <translation>{rounds}, швейцарская (голландская ФИДЕ)</translation>
        </message>
        <message>
            <source>{rounds}, Swiss ({system} System)</source>
            <translation>{rounds}, швейцарская система ({system})</translation>
        </message>
        <message>
            <source>Time control</source>
            <translation>Контроль времени</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Участник</translation>
        </message>
        <message>
            <source>{name}, {federation}, FIDE ID {fide_id}, born {born}</source>
            <translation>{name}, {federation}, ФИДЕ ID {fide_id}, дата рождения {born}</translation>
        </message>
        <message>
            <source>Norm</source>
            <translation>Норма</translation>
        </message>
        <message>
            <source>{value} norm (B.01)</source>
            <translation>Норма {value} (B.01)</translation>
        </message>
        <message>
            <source>Games, score</source>
            <translation>Партии, очки</translation>
        </message>
        <message>
            <source>Average rating of opponents (Ra)</source>
            <translation>Средний рейтинг соперников (Ra)</translation>
        </message>
        <message>
            <source>Performance (Rp)</source>
            <translation>Перфоманс (Rp)</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>Звание</translation>
        </message>
        <message>
            <source>FIDE ID</source>
            <translation>ФИДЕ ID</translation>
        </message>
        <message>
            <source>Used</source>
            <translation>Учт.</translation>
        </message>
        <message>
            <source>Res.</source>
            <translation>Рез.</translation>
        </message>
        <message>
            <source>unrated</source>
            <translation>без рейтинга</translation>
        </message>
        <message>
            <source>Title norm report: {value} norm of {name}</source>
            <translation>Отчёт о выполнении нормы: норма {value}, {name}</translation>
        </message>
        <message>
            <source>Requirements (B.01, 2024): {checks}.</source>
            <translation>Требования (B.01, 2024): {checks}.</translation>
        </message>
        <message>
            <source>Chief arbiter: ______________________________      Host federation: ______________________________</source>
            <translation>Главный судья: ______________________________      Федерация-организатор: ______________________________</translation>
        </message>
        <message>
            <source>Ra</source>
            <translation>Ra</translation>
        </message>
        <message>
            <source>Rp</source>
            <translation>Rp</translation>
        </message>
        <message>
            <source>Needs</source>
            <translation>Нужно</translation>
        </message>
        <message>
            <source>Missing</source>
            <translation>Не хватает</translation>
        </message>
        <message>
            <source>achieved</source>
            <translation>выполнена</translation>
        </message>
        <message>
            <source>Title norms, FIDE B.01 (2024), after round {r}: {achieved} achieved. For each player the highest norm achieved, or the closest: Needs is the score over these games that makes the performance (and 35 %); Missing lists the requirements not met, with what the player has.</source>
            <translation>Нормы званий, ФИДЕ B.01 (2024), после {r}-го тура: выполнено {achieved}. Для каждого участника — наивысшая выполненная норма или ближайшая к выполнению: «Нужно» — результат в этих партиях, дающий перфоманс (и 35 %); «Не хватает» перечисляет невыполненные требования и то, что есть у участника.</translation>
        </message>
        <message>
            <source>Title norms after round {r}</source>
            <translation>Нормы званий после {r}-го тура</translation>
        </message>
        <message>
            <source>no prize category is defined (the categories are kept in the tournament file)</source>
            <translation>призовые категории не заданы (категории хранятся в файле турнира)</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>Место проведения</translation>
        </message>
        <message>
            <source>Pts</source>
            <translation>Очки</translation>
        </message>
        <message>
            <source>Prize</source>
            <translation>Приз</translation>
        </message>
        <message>
            <source>Ties: {label}. One prize per player, the most valuable.</source>
            <translation>Равенство: {label}. Один приз на участника — самый ценный.</translation>
        </message>
        <message>
            <source>No prize given: nobody left in this category.</source>
            <translation>Приз не вручён: в этой категории никого не осталось.</translation>
        </message>
        <message>
            <source>Total given: {total}</source>
            <translation>Всего вручено: {total}</translation>
        </message>
        <message>
            <source>(shared by {players})</source>
            <translation>(делят {players})</translation>
        </message>
        <message>
            <source>final, all {planned} rounds played</source>
            <translation>итоговое, сыграны все {planned} туров</translation>
        </message>
        <message>
            <source>after round {done} of {planned}</source>
            <translation>после {done}-го тура из {planned}</translation>
        </message>
        <message>
            <source>{planned} rounds, none finished yet</source>
            <translation>туров: {planned}, ни один ещё не завершён</translation>
        </message>
        <message>
            <source>FIDE {kind} rating</source>
            <translation>Рейтинг ФИДЕ ({kind})</translation>
        </message>
        <message>
            <source>not FIDE-rated</source>
            <translation>не обсчитывается ФИДЕ</translation>
        </message>
        <message>
            <source>Deputy arbiter</source>
            <translation>Судья</translation>
        </message>
        <message>
            <source>System</source>
            <translation>Система</translation>
        </message>
        <message>
            <source>Swiss, FIDE (Dutch) System ({rules}), {planned} rounds</source>
            <translation>Швейцарская система ФИДЕ (голландская) ({rules}), туров: {planned}</translation>
        </message>
        <message>
            <source>Swiss, {system} System ({code}), {planned} rounds</source>
            <translation>Швейцарская система, система {system} ({code}), туров: {planned}</translation>
        </message>
        <message>
            <source>(TRF 222: {code})</source>
            <translation>(TRF 222: {code})</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Рейтинг</translation>
        </message>
        <message>
            <source>Tie-breaks</source>
            <translation>Дополнительные показатели</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Участники</translation>
        </message>
        <message>
            <source>{players}, {rated} rated, {feds} federation(s)</source>
            <translation>{players}, с рейтингом: {rated}, федераций: {feds}</translation>
        </message>
        <message>
            <source>; titled: {titles}</source>
            <translation>; с званиями: {titles}</translation>
        </message>
        <message>
            <source>Tournament</source>
            <translation>Турнир</translation>
        </message>
        <message>
            <source>Winners</source>
            <translation>Победители</translation>
        </message>
        <message>
            <source>Leaders after round {done}</source>
            <translation>Лидеры после {done}-го тура</translation>
        </message>
        <message>
            <source>Tournament report</source>
            <translation>Отчёт о турнире</translation>
        </message>
        <message>
            <source>unknown page size {name!r}: use one of A4, A3, letter</source>
            <translation>неизвестный формат бумаги {name!r}: используйте A4, A3 или letter</translation>
        </message>
        <message>
            <source>page {number} of {total}</source>
            <translation>стр. {number} из {total}</translation>
        </message>
        <message>
            <source>Bd</source>
            <translation>Д.</translation>
        </message>
        <message>
            <source>White</source>
            <translation>Белые</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Результат</translation>
        </message>
        <message>
            <source>Black</source>
            <translation>Чёрные</translation>
        </message>
        <message>
            <source>Player without opponent</source>
            <translation>Участник без соперника</translation>
        </message>
        <message>
            <source>Bye</source>
            <translation>Пропуск</translation>
        </message>
        <message>
            <source>round {round} has no boards and no byes</source>
            <translation>в туре {round} нет ни досок, ни пропусков</translation>
        </message>
        <message>
            <source>Pts = points before the round.</source>
            <translation>Очки = очки до тура.</translation>
        </message>
        <message>
            <source>Pts = points after the round.</source>
            <translation>Очки = очки после тура.</translation>
        </message>
        <message numerus="yes">
            <source>%n game(s) still in progress (result blank).</source>
            <translation>
                <numerusform>%n партия ещё не окончена (результат пуст).</numerusform>
                <numerusform>%n партии ещё не окончены (результат пуст).</numerusform>
                <numerusform>%n партий ещё не окончены (результат пуст).</numerusform>
            </translation>
        </message>
        <message>
            <source>Pairings</source>
            <translation>Пары</translation>
        </message>
        <message>
            <source>Results</source>
            <translation>Результаты</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>Доска</translation>
        </message>
        <message>
            <source>Colour</source>
            <translation>Цвет</translation>
        </message>
        <message>
            <source>no opponent: {bye}</source>
            <translation>нет соперника: {bye}</translation>
        </message>
        <message>
            <source>round {r} has no boards and no byes</source>
            <translation>в туре {r} нет ни досок, ни пропусков</translation>
        </message>
        <message>
            <source>Rk</source>
            <translation>М.</translation>
        </message>
        <message>
            <source>A {system}: the row player's results against the column player, first cycle first (1, ½, 0; + / - forfeit won / lost). Columns are numbered by the rows.</source>
            <translation>{system}: результаты участника строки против участника столбца, сначала первый круг (1, ½, 0; + / - победа / поражение ввиду неявки). Столбцы пронумерованы как строки.</translation>
        </message>
        <message>
            <source>A {system}: the row player's results against the column player (1, ½, 0; + / - forfeit won / lost). Columns are numbered by the rows.</source>
            <translation>{system}: результаты участника строки против участника столбца (1, ½, 0; + / - победа / поражение ввиду неявки). Столбцы пронумерованы как строки.</translation>
        </message>
        <message>
            <source>Results in brackets do not count in the standings (FIDE Tournament Rules V.4.1).</source>
            <translation>Результаты в скобках не учитываются в положении (Турнирные правила ФИДЕ V.4.1).</translation>
        </message>
        <message>
            <source>no schedule to print: {exc}</source>
            <translation>расписание напечатать нельзя: {exc}</translation>
        </message>
        <message>
            <source>Round {round} (cycle {cycle})</source>
            <translation>Тур {round} (круг {cycle})</translation>
        </message>
        <message>
            <source>Round {round}</source>
            <translation>Тур {round}</translation>
        </message>
        <message>
            <source>No game: {number} {name}.</source>
            <translation>Без партии: {number} {name}.</translation>
        </message>
        <message>
            <source>Schedule of every round</source>
            <translation>Расписание всех туров</translation>
        </message>
        <message>
            <source>Result: {res}</source>
            <translation>Результат: {res}</translation>
        </message>
        <message>
            <source>Round {round_number}</source>
            <translation>Тур {round_number}</translation>
        </message>
        <message>
            <source>Board {number}</source>
            <translation>Доска {number}</translation>
        </message>
        <message>
            <source>No {number}</source>
            <translation>№ {number}</translation>
        </message>
        <message>
            <source>Signatures</source>
            <translation>Подписи</translation>
        </message>
        <message>
            <source>White: ______________________</source>
            <translation>Белые: ______________________</translation>
        </message>
        <message>
            <source>Black: ______________________</source>
            <translation>Чёрные: ______________________</translation>
        </message>
        <message>
            <source>round {r} has no boards: no result slip to print</source>
            <translation>в туре {r} нет досок: бланки результатов печатать нечего</translation>
        </message>
        <message>
            <source>no round has all its results yet: no standings to print</source>
            <translation>ни в одном туре ещё нет всех результатов: положение печатать нельзя</translation>
        </message>
        <message>
            <source>Cat</source>
            <translation>Кат.</translation>
        </message>
        <message>
            <source>Cat: the prize categories of each player.</source>
            <translation>Кат.: призовые категории каждого участника.</translation>
        </message>
        <message>
            <source>Crosstable after round {round}</source>
            <translation>Турнирная таблица после {round}-го тура</translation>
        </message>
        <message>
            <source>round {round}</source>
            <translation>тур {round}</translation>
        </message>
        <message>
            <source>rounds {first}-{last}</source>
            <translation>туры {first}–{last}</translation>
        </message>
        <message>
            <source>Crosstable: {pending} results pending</source>
            <translation>Турнирная таблица: ожидаются результаты: {pending}</translation>
        </message>
        <message>
            <source>Crosstable after round {round}; {pending} results pending</source>
            <translation>Турнирная таблица после {round}-го тура; ожидаются результаты: {pending}</translation>
        </message>
        <message>
            <source>Match cells: opponent's rank, then each game's colour (w/b) and result (1, ½, 0); 12w1 b½: game 1 won with White, game 2 drawn with Black; a bye: the match's points.</source>
            <translation>Клетки матчей: место соперника, затем цвет (w — белые, b — чёрные) и результат (1, ½, 0) каждой партии; 12w1 b½: первая партия выиграна белыми, вторая — ничья чёрными; пропуск тура: очки за матч.</translation>
        </message>
        <message>
            <source>Round cells: opponent's rank, colour (w/b), result (1, ½, 0).</source>
            <translation>Клетки туров: место соперника, цвет (w — белые, b — чёрные), результат (1, ½, 0).</translation>
        </message>
        <message>
            <source>Interim chart: places, points and tie-breaks after round {complete}; {pending}: results entered so far, a cell without result (e.g. 3w) is still pending.</source>
            <translation>Промежуточная таблица: места, очки и дополнительные показатели после {complete}-го тура; {pending}: введённые на данный момент результаты, клетка без результата (например, 3w) ещё ожидается.</translation>
        </message>
        <message>
            <source>Interim chart in starting order: no round has all its results yet; {pending}: results entered so far, a cell without result (e.g. 3w) is still pending.</source>
            <translation>Промежуточная таблица в стартовом порядке: ни в одном туре ещё нет всех результатов; {pending}: введённые на данный момент результаты, клетка без результата (например, 3w) ещё ожидается.</translation>
        </message>
        <message>
            <source>Born</source>
            <translation>Г.р.</translation>
        </message>
        <message>
            <source>Sex</source>
            <translation>Пол</translation>
        </message>
        <message>
            <source>Club</source>
            <translation>Клуб</translation>
        </message>
        <message>
            <source>Nat. ID</source>
            <translation>Нац. ID</translation>
        </message>
        <message>
            <source>Nat.</source>
            <translation>Нац.</translation>
        </message>
        <message>
            <source>no player is registered: nothing to print</source>
            <translation>нет заявленных участников: печатать нечего</translation>
        </message>
        <message>
            <source>Players by name</source>
            <translation>Участники по фамилиям</translation>
        </message>
        <message>
            <source>Players by starting rank</source>
            <translation>Участники по стартовым номерам</translation>
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
            <source>Team without opponent</source>
            <translation>Команда без соперника</translation>
        </message>
        <message>
            <source>Col</source>
            <translation>Цвет</translation>
        </message>
        <message>
            <source>this document is for a team event</source>
            <translation>этот документ — для командного турнира</translation>
        </message>
        <message>
            <source>pairing-allocated bye</source>
            <translation>пропуск тура по жеребьёвке</translation>
        </message>
        <message>
            <source>not paired</source>
            <translation>без пары</translation>
        </message>
        <message>
            <source>MP: match points before the round. The team named first has White on board 1; the colours of its boards: {sequence}. Result: the game points of the match.</source>
            <translation>КО: командные очки до тура. Первая названная команда играет белыми на первой доске; цвета её досок: {sequence}. Результат: личные очки матча.</translation>
        </message>
        <message>
            <source>round {round} has no match to play</source>
            <translation>в {round}-м туре нет матчей</translation>
        </message>
        <message>
            <source>Match {match}: {white} (No {white_no}) – {black} (No {black_no})</source>
            <translation>Матч {match}: {white} (№ {white_no}) – {black} (№ {black_no})</translation>
        </message>
        <message>
            <source>Match result (game points): {score}</source>
            <translation>Итог матча (личные очки): {score}</translation>
        </message>
        <message>
            <source>Captain of the first team</source>
            <translation>Капитан первой команды</translation>
        </message>
        <message>
            <source>Captain of the second team</source>
            <translation>Капитан второй команды</translation>
        </message>
        <message>
            <source>half-point bye</source>
            <translation>пропуск тура за ½ очка</translation>
        </message>
        <message>
            <source>full-point bye</source>
            <translation>пропуск тура за 1 очко</translation>
        </message>
        <message>
            <source>zero-point bye (absent)</source>
            <translation>пропуск тура без очков (отсутствие)</translation>
        </message>
        <message>
            <source>w</source>
            <comment>colour letter of White in crosstable cells</comment>
            <translation>w</translation>
        </message>
        <message>
            <source>b</source>
            <comment>colour letter of Black in crosstable cells</comment>
            <translation>b</translation>
        </message>
        <message>
            <source>free</source>
            <translation>свободен</translation>
        </message>
        <message>
            <source>– = not played: the player was not yet entered (a late entry) or had withdrawn.</source>
            <translation>– = не играл: участник ещё не был включён (позднее включение) или выбыл.</translation>
        </message>
        <message>
            <source>free = no game this round (the Berger table's dummy, C.05 Annex 1); + / - = forfeit won / lost.</source>
            <translation>свободен = нет партии в этом туре (фиктивный участник таблицы Бергера, C.05 прил. 1); + / - = победа / поражение ввиду неявки.</translation>
        </message>
        <message>
            <source>{code} = {name} ({points})</source>
            <translation>{code} = {name} ({points})</translation>
        </message>
        <message>
            <source>{byes}; + / - = forfeit won / lost.</source>
            <translation>{byes}; + / - = победа / поражение ввиду неявки.</translation>
        </message>
        <message>
            <source>single round robin</source>
            <translation>однокруговой турнир</translation>
        </message>
        <message>
            <source>double round robin, last two rounds of the first cycle reversed</source>
            <translation>двухкруговой турнир, два последних тура первого круга переставлены</translation>
        </message>
        <message>
            <source>double round robin</source>
            <translation>двухкруговой турнир</translation>
        </message>
        <message>
            <source>round robin in {cycles} cycles</source>
            <translation>круговой турнир в {cycles} кругов</translation>
        </message>
        <message>
            <source>Ranking: C.07 {edition}; tie-breaks {tiebreaks}.</source>
            <translation>Распределение мест: C.07 {edition}; дополнительные показатели {tiebreaks}.</translation>
        </message>
        <message>
            <source>none</source>
            <translation>нет</translation>
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
            <source>Final crosstable</source>
            <translation>Итоговая турнирная таблица</translation>
        </message>
        <message>
            <source>Final prize list</source>
            <translation>Итоговый список призёров</translation>
        </message>
        <message>
            <source>Prize list after round {round}</source>
            <translation>Список призёров после {round}-го тура</translation>
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
            <source>Final board results</source>
            <translation>Итоговые результаты по доскам</translation>
        </message>
        <message>
            <source>Board results after round {round}</source>
            <translation>Результаты по доскам после {round}-го тура</translation>
        </message>
        <message>
            <source>Rd {round}</source>
            <translation>Т{round}</translation>
        </message>
        <message>
            <source>Players {first}-{last} · rounds {first_round}-{last_round} (sheet {sheet} of {sheets}, row {row} of {rows})</source>
            <translation>Участники {first}–{last} · туры {first_round}–{last_round} (лист {sheet} из {sheets}, ряд {row} из {rows})</translation>
        </message>
        <message>
            <source>Players {first}-{last} · rounds {first_round}-{last_round} (row {row} of {rows})</source>
            <translation>Участники {first}–{last} · туры {first_round}–{last_round} (ряд {row} из {rows})</translation>
        </message>
        <message>
            <source>Rd: opponent's pairing number, colour (w/b), result (1, ½, 0); Σ: points after the round.</source>
            <translation>Т: стартовый номер соперника, цвет (w — белые, b — чёрные), результат (1, ½, 0); Σ: очки после тура.</translation>
        </message>
        <message>
            <source>Wall chart after round {round}</source>
            <translation>Настенная таблица после {round}-го тура</translation>
        </message>
        <message>
            <source>Rated</source>
            <translation>С рейтингом</translation>
        </message>
        <message>
            <source>male</source>
            <translation>мужской</translation>
        </message>
        <message>
            <source>female</source>
            <translation>женский</translation>
        </message>
        <message>
            <source>{who}, FIDE ID {fide_id}</source>
            <translation>{who}, ФИДЕ ID {fide_id}</translation>
        </message>
        <message>
            <source>Number</source>
            <translation>Количество</translation>
        </message>
        <message>
            <source>Federations</source>
            <translation>Федерации</translation>
        </message>
        <message>
            <source>Host federation</source>
            <translation>Федерация-организатор</translation>
        </message>
        <message>
            <source>Other federations</source>
            <translation>Другие федерации</translation>
        </message>
        <message>
            <source>Unrated</source>
            <translation>Без рейтинга</translation>
        </message>
        <message>
            <source>1 round a day</source>
            <translation>1 тур в день</translation>
        </message>
        <message numerus="yes">
            <source>%n round(s) on {day}</source>
            <translation>
                <numerusform>%n тур {day}</numerusform>
                <numerusform>%n тура {day}</numerusform>
                <numerusform>%n туров {day}</numerusform>
            </translation>
        </message>
        <message>
            <source>1st deputy chief arbiter</source>
            <translation>1-й заместитель главного судьи</translation>
        </message>
        <message>
            <source>2nd deputy chief arbiter</source>
            <translation>2-й заместитель главного судьи</translation>
        </message>
        <message>
            <source>Arbiter</source>
            <translation>Судья</translation>
        </message>
        <message>
            <source>FIDE tournament ID</source>
            <translation>ФИДЕ ID турнира</translation>
        </message>
        <message>
            <source>System, rounds</source>
            <translation>Система, туры</translation>
        </message>
        <message>
            <source>{system}, {rounds} rounds</source>
            <translation>{system}, туров: {rounds}</translation>
        </message>
        <message>
            <source>Swiss (FIDE Dutch)</source>
            <translation>Швейцарская (голландская система ФИДЕ)</translation>
        </message>
        <message>
            <source>Rate of play</source>
            <translation>Контроль времени</translation>
        </message>
        <message>
            <source>Schedule (rounds a day)</source>
            <translation>Расписание (туров в день)</translation>
        </message>
        <message>
            <source>Pairing</source>
            <translation>Жеребьёвка</translation>
        </message>
        <message>
            <source>computerised, program used: {program}</source>
            <translation>компьютерная, программа: {program}</translation>
        </message>
        <message>
            <source>Players, federations</source>
            <translation>Участники, федерации</translation>
        </message>
        <message>
            <source>{players} players from {feds} federations</source>
            <translation>участников: {players}, федераций: {feds}</translation>
        </message>
        <message>
            <source>Organiser's address, phone, e-mail</source>
            <translation>Адрес, телефон, e-mail организатора</translation>
        </message>
        <message>
            <source>Special remarks (exceptions in the pairing...)</source>
            <translation>Особые замечания (исключения в жеребьёвке...)</translation>
        </message>
        <message>
            <source>Chief arbiter's address, phone, e-mail</source>
            <translation>Адрес, телефон, e-mail главного судьи</translation>
        </message>
        <message>
            <source>Tournament report (FIDE form IT3)</source>
            <translation>Отчёт о турнире (форма ФИДЕ IT3)</translation>
        </message>
        <message>
            <source>Participants</source>
            <translation>Участники</translation>
        </message>
        <message>
            <source>Participants by federation</source>
            <translation>Участники по федерациям</translation>
        </message>
        <message>
            <source>Officials</source>
            <translation>Официальные лица</translation>
        </message>
        <message>
            <source>Dates of the rounds</source>
            <translation>Даты туров</translation>
        </message>
        <message>
            <source>The organiser gives this report to each arbiter who achieved an arbiter norm in the event, to the arbiter's federation, to the organising federation and to FIDE.</source>
            <translation>Организатор передаёт этот отчёт каждому судье, выполнившему в турнире судейскую норму, федерации этого судьи, федерации-организатору и ФИДЕ.</translation>
        </message>
        <message>
            <source>Tournament report (IT3)</source>
            <translation>Отчёт о турнире (IT3)</translation>
        </message>
        <message>
            <source>No title norm was achieved (B.01), after round {r}.</source>
            <translation>Ни одна норма звания не выполнена (B.01), после тура {r}.</translation>
        </message>
        <message>
            <source>Title norms achieved (B.01): certificates IT1</source>
            <translation>Выполненные нормы званий (B.01): сертификаты IT1</translation>
        </message>
        <message>
            <source>The chief arbiter declares that the tournament was played under the FIDE Laws of Chess and the FIDE regulations that apply to it, and that this report and its TRF file are correct.</source>
            <translation>Главный судья заявляет, что турнир проведён по Правилам игры в шахматы ФИДЕ и применимым к нему положениям ФИДЕ и что этот отчёт и его файл TRF верны.</translation>
        </message>
        <message>
            <source>Place, date: ____________________      Chief arbiter: ______________________________</source>
            <translation>Место, дата: ____________________      Главный судья: ______________________________</translation>
        </message>
        <message>
            <source>Opponents</source>
            <translation>Соперники</translation>
        </message>
        <message>
            <source>{rated} rated, from {feds} federations</source>
            <translation>с рейтингом: {rated}, федераций: {feds}</translation>
        </message>
        <message>
            <source>Opponents' federations</source>
            <translation>Федерации соперников</translation>
        </message>
        <message>
            <source>{foreign} not the player's federation, {host} the host federation</source>
            <translation>не из федерации участника: {foreign}, из федерации-организатора: {host}</translation>
        </message>
        <message>
            <source>Titled opponents</source>
            <translation>Титулованные соперники</translation>
        </message>
        <message>
            <source>Exemption (B.01 1.4.3)</source>
            <translation>Исключение (B.01 1.4.3)</translation>
        </message>
        <message>
            <source>{feds} federations; not from the host: {rated} rated, {titled} GM/IM/WGM/WIM</source>
            <translation>федераций: {feds}; не из федерации-организатора: с рейтингом {rated}, GM/IM/WGM/WIM {titled}</translation>
        </message>
        <message>
            <source>Score required</source>
            <translation>Требуемый результат</translation>
        </message>
        <message>
            <source>{needed}, exceeded by {more}</source>
            <translation>{needed}, превышен на {more}</translation>
        </message>
        <message>
            <source>there is no player with pairing number {number}</source>
            <translation>нет участника со стартовым номером {number}</translation>
        </message>
        <message>
            <source>no norm can be measured</source>
            <translation>ни одну норму нельзя оценить</translation>
        </message>
        <message>
            <source>#{number} achieved no title norm after round {r}: {why}</source>
            <translation>№ {number} не выполнил ни одной нормы звания после тура {r}: {why}</translation>
        </message>
        <message>
            <source>Certificate of title result (FIDE form IT1, B.01): one copy to the player's federation, one to FIDE, one to the organising federation.</source>
            <translation>Сертификат о выполнении нормы звания (форма ФИДЕ IT1, B.01): один экземпляр федерации участника, один ФИДЕ, один федерации-организатору.</translation>
        </message>
        <message>
            <source>Sex, place of birth</source>
            <translation>Пол, место рождения</translation>
        </message>
        <message>
            <source>{sex}, born in {place}</source>
            <translation>{sex}, место рождения: {place}</translation>
        </message>
        <message>
            <source>Special remarks</source>
            <translation>Особые замечания</translation>
        </message>
        <message>
            <source>Federation confirming the result</source>
            <translation>Федерация, подтверждающая результат</translation>
        </message>
        <message>
            <source>{federation}, official: {name}</source>
            <translation>{federation}, представитель: {name}</translation>
        </message>
        <message>
            <source>Certificate of title result (IT1)</source>
            <translation>Сертификат о выполнении нормы (IT1)</translation>
        </message>
        <message>
            <source>{kind}, match {match}, game {game} (round {round_number})</source>
            <translation>{kind}, матч {match}, партия {game} (тур {round_number})</translation>
        </message>
        <message>
            <source>Match</source>
            <translation>Матч</translation>
        </message>
        <message>
            <source>Pairings and results on your phone (the venue's Wi-Fi): {address}</source>
            <translation>Пары и результаты на вашем телефоне (Wi-Fi зала): {address}</translation>
        </message>
        <message>
            <source>Check-in sheet (entry list by name)</source>
            <translation>Лист регистрации (участники по алфавиту)</translation>
        </message>
        <message>
            <source>Table cards</source>
            <translation>Номера столов</translation>
        </message>
        <message>
            <source>Name cards</source>
            <translation>Таблички с именами</translation>
        </message>
        <message>
            <source>Receipts of the entry fees</source>
            <translation>Квитанции турнирных взносов</translation>
        </message>
        <message>
            <source>Entry fees and totals</source>
            <translation>Турнирные взносы и итоги</translation>
        </message>
        <message>
            <source>FIDE tournament report (IT3)</source>
            <translation>Отчёт о турнире ФИДЕ (IT3)</translation>
        </message>
        <message>
            <source>FIDE certificate of title result (IT1)</source>
            <translation>Сертификат ФИДЕ о результате на звание (IT1)</translation>
        </message>
        <message>
            <source>The IT1 is printed for one player: choose him.</source>
            <translation>IT1 печатается для одного участника: выберите его.</translation>
        </message>
        <message>
            <source>Perf</source>
            <translation>Перф.</translation>
        </message>
        <message>
            <source>GP</source>
            <translation>ЛО</translation>
        </message>
        <message>
            <source>game points</source>
            <translation>личным очкам</translation>
        </message>
        <message>
            <source>match points</source>
            <translation>командным очкам</translation>
        </message>
        <message>
            <source>MP: match points; GP: game points. Ranked by {primary}, then by the tie-breaks of the event (FIDE C.07 art. 11-13): {codes}. Teams still level share a rank.</source>
            <translation>КО: командные очки; ЛО: личные очки. Места по {primary}, затем по дополнительным показателям турнира (FIDE C.07 ст. 11-13): {codes}. Команды, оставшиеся равными, делят место.</translation>
        </message>
        <message>
            <source>Each round: the opponent's line, the colour of the team's first board (w/b), the game points the team scored; PAB: pairing-allocated bye; –: no match.</source>
            <translation>Каждый тур: строка соперника, цвет первой доски команды (w/b), личные очки команды; PAB: пропуск тура по жеребьёвке; –: матча нет.</translation>
        </message>
        <message>
            <source>no game has a result yet: no board results to print</source>
            <translation>ни у одной партии ещё нет результата: печатать результаты по доскам нечего</translation>
        </message>
        <message>
            <source>Board {board}</source>
            <translation>Доска {board}</translation>
        </message>
        <message>
            <source>Games: the games played on the board (a forfeit is no game); Perf: the performance rating of those games (FIDE B.02 8.1.1). In order of points, then performance.</source>
            <translation>Партии: партии, сыгранные на этой доске (неявка — не партия); Перф.: турнирный перформанс этих партий (FIDE B.02 8.1.1). По очкам, затем по перформансу.</translation>
        </message>
        <message>
            <source>Nothing to print.</source>
            <translation>Нечего печатать.</translation>
        </message>
        <message>
            <source>A team double round robin: each cell the game points the row team scored against the column team in each of their two matches, the first first. Columns are numbered by the rows.</source>
            <translation>Командный двухкруговой турнир: в каждой клетке — личные очки, набранные командой строки против команды столбца в каждом из двух их матчей, сначала первый. Столбцы пронумерованы как строки.</translation>
        </message>
        <message>
            <source>A team round robin: each cell the game points the row team scored against the column team. Columns are numbered by the rows.</source>
            <translation>Командный круговой турнир: в каждой клетке — личные очки, набранные командой строки против команды столбца. Столбцы пронумерованы как строки.</translation>
        </message>
        <message>
            <source>·: a match without all its results.</source>
            <translation>·: матч, у которого ещё не все результаты.</translation>
        </message>
    </context>
    <context>
        <name>EditPairingDialog</name>
        <message>
            <source>Edit pairing of round {round_number}</source>
            <translation>Изменение пар {round_number}-го тура</translation>
        </message>
        <message>
            <source>Type the pairing numbers of White and Black on each board (C.04.2 art. 4.4). After saving, every rule the pairing breaks is listed under the boards; absolute rules in red.</source>
            <translation>Введите стартовые номера белых и чёрных на каждой доске (C.04.2 ст. 4.4). После сохранения каждое нарушенное правило будет указано под досками; абсолютные правила — красным.</translation>
        </message>
        <message>
            <source>White (no.)</source>
            <translation>Белые (№)</translation>
        </message>
        <message>
            <source>Black (no.)</source>
            <translation>Чёрные (№)</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Участники</translation>
        </message>
        <message>
            <source>&amp;Swap colours</source>
            <translation>&amp;Поменять цвета</translation>
        </message>
        <message>
            <source>&amp;Add board</source>
            <translation>&amp;Добавить доску</translation>
        </message>
        <message>
            <source>&amp;Remove board</source>
            <translation>&amp;Удалить доску</translation>
        </message>
        <message>
            <source>none</source>
            <translation>нет</translation>
        </message>
        <message>
            <source>Pairing-allocated &amp;bye (no.):</source>
            <translation>Пропуск тура по &amp;жеребьёвке (№):</translation>
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
            <source>board {board}: {colour} {text!r} is not a pairing number</source>
            <translation>доска {board}: {colour} — {text!r} не является стартовым номером</translation>
        </message>
    </context>
    <context>
        <name>EndOfEvent</name>
        <message>
            <source>&amp;Officials, time control and rating…</source>
            <translation>&amp;Судьи, контроль времени и рейтинг…</translation>
        </message>
        <message>
            <source>Round &amp;dates…</source>
            <translation>&amp;Даты туров…</translation>
        </message>
        <message>
            <source>Prize &amp;categories…</source>
            <translation>Призовые &amp;категории…</translation>
        </message>
        <message>
            <source>&amp;Prize list</source>
            <translation>&amp;Список призёров</translation>
        </message>
        <message>
            <source>&amp;Rating changes…</source>
            <translation>&amp;Изменения рейтинга…</translation>
        </message>
        <message>
            <source>Title &amp;norms…</source>
            <translation>&amp;Нормы званий…</translation>
        </message>
        <message>
            <source>&amp;Explain a tie-break…</source>
            <translation>&amp;Объяснить дополнительный показатель…</translation>
        </message>
        <message>
            <source>Check &amp;before export…</source>
            <translation>Проверить перед &amp;экспортом…</translation>
        </message>
        <message>
            <source>E&amp;nd of event</source>
            <translation>&amp;Окончание турнира</translation>
        </message>
        <message>
            <source>change officials and rating</source>
            <translation>изменить судей и рейтинг</translation>
        </message>
        <message>
            <source>set round dates</source>
            <translation>задать даты туров</translation>
        </message>
        <message>
            <source>change prize categories</source>
            <translation>изменить призовые категории</translation>
        </message>
        <message>
            <source>final standings</source>
            <translation>итоговое положение</translation>
        </message>
        <message>
            <source>standings after round {after_round} (not final)</source>
            <translation>положение после {after_round}-го тура (не окончательное)</translation>
        </message>
        <message>
            <source>Prizes by the {state}; ties {label}</source>
            <translation>Призы по положению: {state}; при равенстве: {label}</translation>
        </message>
        <message>
            <source>   no prize given</source>
            <translation>   приз не вручён</translation>
        </message>
        <message>
            <source>(shared by {players})</source>
            <translation>(делят {players})</translation>
        </message>
        <message>
            <source>Total {total}</source>
            <translation>Итого {total}</translation>
        </message>
        <message>
            <source>Prize list</source>
            <translation>Список призёров</translation>
        </message>
        <message>
            <source>One prize per player, the most valuable.</source>
            <translation>Один приз на участника — самый ценный.</translation>
        </message>
        <message>
            <source>Rating changes</source>
            <translation>Изменения рейтинга</translation>
        </message>
        <message>
            <source>set K of #{number}</source>
            <translation>задать K для № {number}</translation>
        </message>
        <message>
            <source>Title norms</source>
            <translation>Нормы званий</translation>
        </message>
        <message>
            <source>{code} is not a tie-break of this event</source>
            <translation>{code} не является дополнительным показателем этого турнира</translation>
        </message>
        <message>
            <source>Explain a tie-break</source>
            <translation>Объяснить дополнительный показатель</translation>
        </message>
        <message>
            <source>Check before export</source>
            <translation>Проверить перед экспортом</translation>
        </message>
        <message>
            <source>Pair the remaining rounds and enter their results.</source>
            <translation>Проведите жеребьёвку оставшихся туров и введите их результаты.</translation>
        </message>
        <message>
            <source>correct #{number}</source>
            <translation>исправить № {number}</translation>
        </message>
    </context>
    <context>
        <name>EndOfEventDialogs</name>
        <message>
            <source>Surname, First name</source>
            <translation>Фамилия, Имя</translation>
        </message>
        <message>
            <source>FIDE ID</source>
            <translation>ФИДЕ ID</translation>
        </message>
        <message>
            <source>Officials, time control and rating</source>
            <translation>Судьи, контроль времени и рейтинг</translation>
        </message>
        <message>
            <source>90' + 30" from move 1</source>
            <translation>90' + 30" с 1-го хода</translation>
        </message>
        <message>
            <source>TRF26 222: seconds per period, M/S for moves in seconds, +I increment</source>
            <translation>TRF26 222: секунды на период, M/S — ходы/секунды, +I — добавление</translation>
        </message>
        <message>
            <source>Submitted to FIDE for rating</source>
            <translation>Подан в ФИДЕ на обсчёт рейтинга</translation>
        </message>
        <message>
            <source>&amp;Organiser:</source>
            <translation>&amp;Организатор:</translation>
        </message>
        <message>
            <source>&amp;Chief arbiter:</source>
            <translation>&amp;Главный судья:</translation>
        </message>
        <message>
            <source>Deputy {i}:</source>
            <translation>Судья {i}:</translation>
        </message>
        <message>
            <source>&amp;Time control:</source>
            <translation>&amp;Контроль времени:</translation>
        </message>
        <message>
            <source>TRF &amp;222 code:</source>
            <translation>Код TRF &amp;222:</translation>
        </message>
        <message>
            <source>&amp;Rating:</source>
            <translation>&amp;Рейтинг:</translation>
        </message>
        <message>
            <source>&amp;Prizes between equals:</source>
            <translation>&amp;Призы при равенстве:</translation>
        </message>
        <message>
            <source>Give the encoded time control (222): FIDE's rating officer needs it.</source>
            <translation>Укажите закодированный контроль времени (222): он нужен рейтинг-офицеру ФИДЕ.</translation>
        </message>
        <message>
            <source>{control}: a {kind} time control. The event is set to be rated {wanted}: check one of them.</source>
            <translation>{control}: контроль времени ({kind}). Турнир заявлен на обсчёт рейтинга ({wanted}): проверьте одно из двух.</translation>
        </message>
        <message>
            <source>{control}: a {kind} time control.</source>
            <translation>{control}: контроль времени ({kind}).</translation>
        </message>
        <message>
            <source>Round dates</source>
            <translation>Даты туров</translation>
        </message>
        <message>
            <source>no date</source>
            <translation>нет даты</translation>
        </message>
        <message>
            <source>proposed</source>
            <translation>предложена</translation>
        </message>
        <message>
            <source>Round {r}:</source>
            <translation>Тур {r}:</translation>
        </message>
        <message>
            <source>Dates not yet stored are proposed from the schedule (or spread over the event's days).</source>
            <translation>Ещё не сохранённые даты предлагаются по расписанию (или распределяются по дням турнира).</translation>
        </message>
        <message>
            <source>prize {part!r}: an amount with at most two decimals</source>
            <translation>приз {part!r}: сумма с не более чем двумя знаками после запятой</translation>
        </message>
        <message>
            <source>Prize category</source>
            <translation>Призовая категория</translation>
        </message>
        <message>
            <source>short name for the standings (W, U16...)</source>
            <translation>краткое название для таблицы (Ж, U16...)</translation>
        </message>
        <message>
            <source>women only</source>
            <translation>только женщины</translation>
        </message>
        <message>
            <source>unrated players only</source>
            <translation>только участники без рейтинга</translation>
        </message>
        <message>
            <source>300, 200, 100 Book, Trophy</source>
            <translation>300, 200, 100 Книга, Кубок</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>&amp;Название:</translation>
        </message>
        <message>
            <source>&amp;Code:</source>
            <translation>&amp;Код:</translation>
        </message>
        <message>
            <source>Born from (year):</source>
            <translation>Год рождения от:</translation>
        </message>
        <message>
            <source>Born up to (year):</source>
            <translation>Год рождения до:</translation>
        </message>
        <message>
            <source>Rating from:</source>
            <translation>Рейтинг от:</translation>
        </message>
        <message>
            <source>Rating up to:</source>
            <translation>Рейтинг до:</translation>
        </message>
        <message>
            <source>&amp;Federations:</source>
            <translation>&amp;Федерации:</translation>
        </message>
        <message>
            <source>C&amp;lubs (; between):</source>
            <translation>К&amp;лубы (через ;):</translation>
        </message>
        <message>
            <source>Listed players (numbers):</source>
            <translation>Указанные участники (номера):</translation>
        </message>
        <message>
            <source>&amp;Prizes, place 1 first:</source>
            <translation>&amp;Призы, начиная с 1-го места:</translation>
        </message>
        <message>
            <source>the category needs a name</source>
            <translation>у категории должно быть название</translation>
        </message>
        <message>
            <source>years, ratings and player numbers are whole numbers</source>
            <translation>годы, рейтинги и номера участников — целые числа</translation>
        </message>
        <message>
            <source>Prize categories</source>
            <translation>Призовые категории</translation>
        </message>
        <message>
            <source>&amp;Add…</source>
            <translation>&amp;Добавить…</translation>
        </message>
        <message>
            <source>&amp;Edit…</source>
            <translation>&amp;Изменить…</translation>
        </message>
        <message>
            <source>&amp;Remove</source>
            <translation>&amp;Удалить</translation>
        </message>
        <message>
            <source>Move &amp;up</source>
            <translation>&amp;Выше</translation>
        </message>
        <message>
            <source>Move &amp;down</source>
            <translation>&amp;Ниже</translation>
        </message>
        <message>
            <source>Each player receives one prize, the most valuable; between equal prizes the category higher in this list.</source>
            <translation>Каждый участник получает один приз, самый ценный; при равноценных призах — категорию, стоящую выше в этом списке.</translation>
        </message>
        <message>
            <source>{name} [{short}]: {rule}; {prizes}</source>
            <translation>{name} [{short}]: {rule}; {prizes}</translation>
        </message>
        <message>
            <source>no prize</source>
            <translation>нет приза</translation>
        </message>
        <message>
            <source>derived (B.02 8.3.3)</source>
            <translation>выведен (B.02 8.3.3)</translation>
        </message>
        <message>
            <source>Rating changes (B.02)</source>
            <translation>Изменения рейтинга (B.02)</translation>
        </message>
        <message>
            <source>&amp;K of this player:</source>
            <translation>&amp;K этого участника:</translation>
        </message>
        <message>
            <source>No</source>
            <translation>№</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Фамилия, имя</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Рейтинг</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Партии</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Очки</translation>
        </message>
        <message>
            <source>Expected</source>
            <translation>Ожидалось</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>Изменение</translation>
        </message>
        <message>
            <source>unrated</source>
            <translation>без рейтинга</translation>
        </message>
        <message>
            <source>first {value}</source>
            <translation>первый {value}</translation>
        </message>
        <message>
            <source>An unrated player has no K: the first rating follows B.02 8.2.</source>
            <translation>У участника без рейтинга нет K: первый рейтинг рассчитывается по B.02 8.2.</translation>
        </message>
        <message>
            <source>Title norms (B.01)</source>
            <translation>Нормы званий (B.01)</translation>
        </message>
        <message>
            <source>achieved</source>
            <translation>выполнена</translation>
        </message>
        <message>
            <source>{missing} missing</source>
            <translation>не хватает: {missing}</translation>
        </message>
        <message>
            <source>Norm</source>
            <translation>Норма</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Статус</translation>
        </message>
        <message>
            <source>Ra</source>
            <translation>Ra</translation>
        </message>
        <message>
            <source>Rp</source>
            <translation>Rp</translation>
        </message>
        <message>
            <source>Check before export</source>
            <translation>Проверить перед экспортом</translation>
        </message>
        <message>
            <source>Everything the rating officer needs is there.</source>
            <translation>Всё, что нужно рейтинг-офицеру, на месте.</translation>
        </message>
        <message>
            <source>{errors} error(s) and {warnings} warning(s): fix the errors before sending the TRF.</source>
            <translation>Ошибок: {errors}, предупреждений: {warnings}; исправьте ошибки до отправки TRF.</translation>
        </message>
        <message>
            <source>Problem</source>
            <translation>Проблема</translation>
        </message>
        <message>
            <source>&amp;Fix…</source>
            <translation>&amp;Исправить…</translation>
        </message>
        <message>
            <source>Explain a tie-break</source>
            <translation>Объяснить дополнительный показатель</translation>
        </message>
    </context>
    <context>
        <name>ErrorBoundary</name>
        <message>
            <source>Your tournament data is safe: every change is stored in the tournament file as one whole operation or not at all, and the window now shows the file as it is stored.</source>
            <translation>Данные вашего турнира в безопасности: каждое изменение сохраняется в файле турнира целиком или не сохраняется вовсе, и окно теперь показывает файл в том виде, в каком он сохранён.</translation>
        </message>
        <message>
            <source>A report was written to {path}.</source>
            <translation>Отчёт записан в {path}.</translation>
        </message>
        <message>
            <source>The report could not be written to disk.</source>
            <translation>Отчёт не удалось записать на диск.</translation>
        </message>
        <message>
            <source>Arbiter Desk met a programming error while doing “{title}”. It is not your mistake.

{safe}

{where} Please send it to the developers (Copy report puts it on the clipboard).</source>
            <translation>В Arbiter Desk произошла программная ошибка при выполнении «{title}». Это не ваша ошибка.

{safe}

{where} Пожалуйста, отправьте его разработчикам («Копировать отчёт» помещает его в буфер обмена).</translation>
        </message>
        <message>
            <source>an action in the window</source>
            <translation>действие в окне</translation>
        </message>
    </context>
    <context>
        <name>FeesDialog</name>
        <message>
            <source>Entry fees</source>
            <translation>Турнирные взносы</translation>
        </message>
        <message>
            <source>Print &amp;totals</source>
            <translation>Печать &amp;итогов</translation>
        </message>
        <message>
            <source>Fee categories (a player belongs to the first he meets)</source>
            <translation>Категории взносов (участник относится к первой подходящей)</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Название</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Сумма</translation>
        </message>
        <message>
            <source>Titles</source>
            <translation>Звания</translation>
        </message>
        <message>
            <source>Rating from</source>
            <translation>Рейтинг от</translation>
        </message>
        <message>
            <source>Rating to</source>
            <translation>Рейтинг до</translation>
        </message>
        <message>
            <source>Born from</source>
            <translation>Год рождения от</translation>
        </message>
        <message>
            <source>Born until</source>
            <translation>Год рождения до</translation>
        </message>
        <message>
            <source>Titles: GM, IM, WGM... separated by commas; an empty cell sets no condition.</source>
            <translation>Звания: GM, IM, WGM... через запятую; пустая ячейка — без условия.</translation>
        </message>
        <message>
            <source>&amp;Add category</source>
            <translation>&amp;Добавить категорию</translation>
        </message>
        <message>
            <source>Re&amp;move category</source>
            <translation>&amp;Удалить категорию</translation>
        </message>
        <message>
            <source>&amp;Save categories</source>
            <translation>&amp;Сохранить категории</translation>
        </message>
        <message>
            <source>C&amp;urrency:</source>
            <translation>&amp;Валюта:</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Участники</translation>
        </message>
        <message>
            <source>Pairing number or name, then Enter</source>
            <translation>Стартовый номер или фамилия, затем Enter</translation>
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
            <source>Category</source>
            <translation>Категория</translation>
        </message>
        <message>
            <source>Due</source>
            <translation>К оплате</translation>
        </message>
        <message>
            <source>Paid</source>
            <translation>Оплачено</translation>
        </message>
        <message>
            <source>Outstanding</source>
            <translation>Долг</translation>
        </message>
        <message>
            <source>e.g. 50 or 12.50</source>
            <translation>например, 50 или 12.50</translation>
        </message>
        <message>
            <source>Record &amp;payment</source>
            <translation>&amp;Записать оплату</translation>
        </message>
        <message>
            <source>Print &amp;receipt</source>
            <translation>Печать &amp;квитанции</translation>
        </message>
        <message>
            <source>Ta&amp;ke back the last payment</source>
            <translation>О&amp;тменить последнюю оплату</translation>
        </message>
        <message>
            <source>&amp;Find:</source>
            <translation>&amp;Найти:</translation>
        </message>
        <message>
            <source>A&amp;mount received:</source>
            <translation>&amp;Получено:</translation>
        </message>
        <message>
            <source>N&amp;ote:</source>
            <translation>При&amp;мечание:</translation>
        </message>
        <message>
            <source>Categor&amp;y of the player:</source>
            <translation>Кате&amp;гория участника:</translation>
        </message>
        <message>
            <source>As the categories decide</source>
            <translation>По категориям</translation>
        </message>
        <message numerus="yes">
            <source>{category}: %n player(s), due {due}, received {received}, outstanding {left}</source>
            <translation>
                <numerusform>{category}: %n участник, к оплате {due}, получено {received}, долг {left}</numerusform>
                <numerusform>{category}: %n участника, к оплате {due}, получено {received}, долг {left}</numerusform>
                <numerusform>{category}: %n участников, к оплате {due}, получено {received}, долг {left}</numerusform>
            </translation>
        </message>
        <message>
            <source>no category</source>
            <translation>без категории</translation>
        </message>
        <message>
            <source>Total: due {due} {currency}, received {received} {currency}, outstanding {left} {currency}</source>
            <translation>Итого: к оплате {due} {currency}, получено {received} {currency}, долг {left} {currency}</translation>
        </message>
        <message>
            <source>Receipt {receipt}: {amount} {currency} from {name}.</source>
            <translation>Квитанция {receipt}: {amount} {currency} от {name}.</translation>
        </message>
        <message>
            <source>Storing…</source>
            <translation>Сохраняется…</translation>
        </message>
        <message>
            <source>Fee category {name}: {text} is not a whole number.</source>
            <translation>Категория взноса {name}: {text} — не целое число.</translation>
        </message>
        <message>
            <source>The fee categories are saved.</source>
            <translation>Категории взносов сохранены.</translation>
        </message>
    </context>
    <context>
        <name>FideImportDialog</name>
        <message>
            <source>Import {file_name}</source>
            <translation>Импорт {file_name}</translation>
        </message>
        <message>
            <source>combined: standard, rapid and blitz</source>
            <translation>объединённый: классика, рапид и блиц</translation>
        </message>
        <message>
            <source>{value} only</source>
            <translation>только {value}</translation>
        </message>
        <message>
            <source>Which rating a per-type list holds (from its file name; change it if wrong)</source>
            <translation>Какой рейтинг содержит список по виду контроля (по имени файла; измените, если неверно)</translation>
        </message>
        <message>
            <source>List:</source>
            <translation>Список:</translation>
        </message>
        <message>
            <source>Size:</source>
            <translation>Размер:</translation>
        </message>
        <message>
            <source>{size:,.1f} MB, about {players:,} players</source>
            <translation>{size:,.1f} МБ, около {players:,} игроков</translation>
        </message>
        <message>
            <source>{size:,.1f} MB</source>
            <translation>{size:,.1f} МБ</translation>
        </message>
        <message>
            <source>&amp;Ratings:</source>
            <translation>&amp;Рейтинги:</translation>
        </message>
        <message>
            <source>The import replaces the FIDE list of the library in one step (Edit ▸ Undo puts the old one back). Tournaments keep their own copy of their players.</source>
            <translation>Импорт заменяет рейтинг-лист ФИДЕ в базе игроков за один шаг (Правка ▸ Отменить возвращает прежний). Турниры хранят собственную копию своих участников.</translation>
        </message>
        <message>
            <source>&amp;Import</source>
            <translation>&amp;Импорт</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Отмена</translation>
        </message>
        <message>
            <source>The first players of the list:</source>
            <translation>Первые игроки списка:</translation>
        </message>
        <message>
            <source>Reading the list…</source>
            <translation>Чтение списка…</translation>
        </message>
        <message>
            <source>Nothing was imported; the library is as it was.</source>
            <translation>Ничего не импортировано; база игроков не изменилась.</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Закрыть</translation>
        </message>
        <message>
            <source>Stopping…</source>
            <translation>Остановка…</translation>
        </message>
    </context>
    <context>
        <name>FileFilters</name>
        <message>
            <source>Arbiter Desk tournaments</source>
            <translation>Турниры Arbiter Desk</translation>
        </message>
        <message>
            <source>FIDE tournament reports (TRF)</source>
            <translation>Турнирные отчёты ФИДЕ (TRF)</translation>
        </message>
        <message>
            <source>PDF documents</source>
            <translation>Документы PDF</translation>
        </message>
        <message>
            <source>CSV tables</source>
            <translation>Таблицы CSV</translation>
        </message>
        <message>
            <source>JSON files</source>
            <translation>Файлы JSON</translation>
        </message>
        <message>
            <source>PGN game files</source>
            <translation>Файлы партий PGN</translation>
        </message>
        <message>
            <source>FIDE rating lists</source>
            <translation>Рейтинг-листы ФИДЕ</translation>
        </message>
        <message>
            <source>National rating lists</source>
            <translation>Национальные рейтинг-листы</translation>
        </message>
        <message>
            <source>All files</source>
            <translation>Все файлы</translation>
        </message>
    </context>
    <context>
        <name>FilesController</name>
        <message>
            <source>Please wait</source>
            <translation>Подождите</translation>
        </message>
        <message>
            <source>Save the new tournament as</source>
            <translation>Сохранить новый турнир как</translation>
        </message>
        <message>
            <source>New tournament</source>
            <translation>Новый турнир</translation>
        </message>
        <message>
            <source>Open a tournament</source>
            <translation>Открыть турнир</translation>
        </message>
        <message>
            <source>Open {name}</source>
            <translation>Открыть {name}</translation>
        </message>
        <message>
            <source>{path} is no longer there (moved, renamed, or on a disk that is not plugged in).

Remove it from the recent tournaments?</source>
            <translation>{path} больше нет на месте (перемещён, переименован или находится на неподключённом диске).

Убрать его из недавних турниров?</translation>
        </message>
        <message>
            <source>Continue a tournament from a TRF file</source>
            <translation>Продолжить турнир из файла TRF</translation>
        </message>
        <message>
            <source>Save the tournament as</source>
            <translation>Сохранить турнир как</translation>
        </message>
        <message>
            <source>Import {name}</source>
            <translation>Импорт {name}</translation>
        </message>
        <message>
            <source>Connect to {name}</source>
            <translation>Подключение к {name}</translation>
        </message>
        <message>
            <source>Reading {name}…</source>
            <translation>Чтение {name}…</translation>
        </message>
        <message>
            <source>{refused}

Import it anyway, with a warning for each such line?

{warnings}</source>
            <translation>{refused}

Всё равно импортировать, с предупреждением для каждой такой строки?

{warnings}</translation>
        </message>
        <message>
            <source>{players}: placeholder players that stand for the bye, as some programs write it.

Take them out of the list? Their games become the byes they stand for. No keeps them as players.</source>
            <translation>{players}: фиктивные участники, обозначающие пропуск тура, как пишут некоторые программы.

Убрать их из списка? Их партии станут пропусками тура, которые они обозначают. «Нет» оставляет их участниками.</translation>
        </message>
        <message>
            <source>Read {players} players and {rounds} rounds.</source>
            <translation>Прочитано участников: {players}, туров: {rounds}.</translation>
        </message>
        <message>
            <source>Imported {name}</source>
            <translation>Импортировано: {name}</translation>
        </message>
        <message>
            <source>Read the tournament file</source>
            <translation>Чтение файла турнира</translation>
        </message>
        <message>
            <source>{label} — missing</source>
            <translation>{label} — отсутствует</translation>
        </message>
        <message>
            <source>{path} is no longer there</source>
            <translation>{path} больше нет на месте</translation>
        </message>
        <message>
            <source>(none)</source>
            <translation>(нет)</translation>
        </message>
        <message>
            <source>Remove the &amp;missing files from this list</source>
            <translation>Убрать из списка &amp;отсутствующие файлы</translation>
        </message>
        <message numerus="yes">
            <source>Removed %n missing file(s) from the recent tournaments</source>
            <translation>
                <numerusform>Из недавних турниров убран %n отсутствующий файл</numerusform>
                <numerusform>Из недавних турниров убрано %n отсутствующих файла</numerusform>
                <numerusform>Из недавних турниров убрано %n отсутствующих файлов</numerusform>
            </translation>
        </message>
        <message>
            <source>Export TRF (rating report)</source>
            <translation>Экспорт TRF (отчёт для обсчёта рейтинга)</translation>
        </message>
        <message>
            <source>Exporting {name}…</source>
            <translation>Экспорт {name}…</translation>
        </message>
        <message>
            <source>Exported {written}</source>
            <translation>Экспортировано: {written}</translation>
        </message>
        <message>
            <source>Export TRF</source>
            <translation>Экспорт TRF</translation>
        </message>
        <message>
            <source>Save a copy of the tournament</source>
            <translation>Сохранить копию турнира</translation>
        </message>
        <message>
            <source>Save a copy</source>
            <translation>Сохранить копию</translation>
        </message>
        <message>
            <source>Saving a copy as {path}…</source>
            <translation>Сохранение копии как {path}…</translation>
        </message>
        <message>
            <source>Saved a copy as {path}</source>
            <translation>Копия сохранена как {path}</translation>
        </message>
        <message>
            <source>Timed backup</source>
            <translation>Периодическая резервная копия</translation>
        </message>
        <message>
            <source>Timed backup FAILED: {reason}</source>
            <translation>Периодическая резервная копия НЕ ЗАПИСАНА: {reason}</translation>
        </message>
        <message>
            <source>Backup copy written ({name})</source>
            <translation>Резервная копия записана ({name})</translation>
        </message>
        <message>
            <source>Tournament settings</source>
            <translation>Параметры турнира</translation>
        </message>
        <message>
            <source>Change the pairing rules</source>
            <translation>Изменить правила жеребьёвки</translation>
        </message>
        <message numerus="yes">
            <source>%n round(s) were paired under the {old} text. Pair the next rounds under the {new} text? The audit log keeps the change.</source>
            <translation>
                <numerusform>%n тур проведён по тексту {old}. Проводить жеребьёвку следующих туров по тексту {new}? Журнал сохранит это изменение.</numerusform>
                <numerusform>%n тура проведены по тексту {old}. Проводить жеребьёвку следующих туров по тексту {new}? Журнал сохранит это изменение.</numerusform>
                <numerusform>%n туров проведено по тексту {old}. Проводить жеребьёвку следующих туров по тексту {new}? Журнал сохранит это изменение.</numerusform>
            </translation>
        </message>
        <message>
            <source>change tournament settings</source>
            <translation>изменить параметры турнира</translation>
        </message>
        <message>
            <source>Baku acceleration</source>
            <translation>Бакинское ускорение</translation>
        </message>
        <message>
            <source>remove the acceleration</source>
            <translation>убрать ускорение</translation>
        </message>
    </context>
    <context>
        <name>FilteredTable</name>
        <message>
            <source>Filter…</source>
            <translation>Фильтр…</translation>
        </message>
    </context>
    <context>
        <name>ForbiddenPairsDialog</name>
        <message>
            <source>every round</source>
            <translation>все туры</translation>
        </message>
        <message>
            <source>rounds {first}-{last}</source>
            <translation>туры {first}–{last}</translation>
        </message>
        <message>
            <source>Prohibited pairings</source>
            <translation>Запрещённые пары</translation>
        </message>
        <message>
            <source>Rounds</source>
            <translation>Туры</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Участники</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>Причина</translation>
        </message>
        <message>
            <source>&amp;Remove the selected</source>
            <translation>&amp;Удалить выбранные</translation>
        </message>
        <message>
            <source>why (e.g. brothers)</source>
            <translation>причина (например, братья)</translation>
        </message>
        <message>
            <source>&amp;Prohibit pairings among the selected players</source>
            <translation>&amp;Запретить пары между выбранными участниками</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>Добавить</translation>
        </message>
        <message>
            <source>Rounds (– = every round):</source>
            <translation>Туры (– = все туры):</translation>
        </message>
        <message>
            <source>to</source>
            <translation>по</translation>
        </message>
        <message>
            <source>Storing…</source>
            <translation>Сохраняется…</translation>
        </message>
        <message>
            <source>The {kind} restriction is removed.</source>
            <translation>Ограничение «{kind}» снято.</translation>
        </message>
        <message>
            <source>club</source>
            <translation>клуб</translation>
        </message>
        <message>
            <source>federation</source>
            <translation>федерация</translation>
        </message>
        <message>
            <source>round {round}</source>
            <translation>тур {round}</translation>
        </message>
        <message>
            <source>&amp;Apply</source>
            <translation>&amp;Применить</translation>
        </message>
        <message>
            <source>Re&amp;move</source>
            <translation>&amp;Удалить</translation>
        </message>
        <message>
            <source>Players of the same club or federation do not meet</source>
            <translation>Участники одного клуба или одной федерации не встречаются</translation>
        </message>
        <message>
            <source>Same</source>
            <translation>Одинаковый признак</translation>
        </message>
        <message>
            <source>not paired in rounds 1 to</source>
            <translation>не встречаются в турах с 1 по</translation>
        </message>
        <message>
            <source>Players of the same {kind} are not paired together in rounds 1-{last}.</source>
            <translation>Участники с одинаковым признаком «{kind}» не встречаются между собой в турах 1–{last}.</translation>
        </message>
    </context>
    <context>
        <name>Labels</name>
        <message>
            <source>Standard</source>
            <translation>Классика</translation>
        </message>
        <message>
            <source>Rapid</source>
            <translation>Рапид</translation>
        </message>
        <message>
            <source>Blitz</source>
            <translation>Блиц</translation>
        </message>
        <message>
            <source>standard</source>
            <comment>rating list, inside a sentence</comment>
            <translation>классика</translation>
        </message>
        <message>
            <source>rapid</source>
            <comment>rating list, inside a sentence</comment>
            <translation>рапид</translation>
        </message>
        <message>
            <source>blitz</source>
            <comment>rating list, inside a sentence</comment>
            <translation>блиц</translation>
        </message>
        <message>
            <source>decided by the tie-breaks</source>
            <translation>по дополнительным показателям</translation>
        </message>
        <message>
            <source>shared equally by players on equal points</source>
            <translation>делятся поровну между набравшими равное количество очков</translation>
        </message>
        <message>
            <source>Hort system (half by tie-breaks, half shared)</source>
            <translation>система Хорта (половина по доп. показателям, половина поровну)</translation>
        </message>
        <message>
            <source>error</source>
            <translation>ошибка</translation>
        </message>
        <message>
            <source>warning</source>
            <translation>предупреждение</translation>
        </message>
        <message>
            <source>absolute</source>
            <translation>абсолютное</translation>
        </message>
        <message>
            <source>quality</source>
            <translation>качество</translation>
        </message>
    </context>
    <context>
        <name>LibraryController</name>
        <message>
            <source>Player library</source>
            <translation>База игроков</translation>
        </message>
        <message>
            <source>Add player</source>
            <translation>Добавить участника</translation>
        </message>
        <message>
            <source>import {description}</source>
            <translation>импорт {description}</translation>
        </message>
        <message>
            <source>Imported {players:,} players: {description}</source>
            <translation>Импортировано игроков: {players:,}: {description}</translation>
        </message>
        <message>
            <source>Import a FIDE rating list</source>
            <translation>Импорт рейтинг-листа ФИДЕ</translation>
        </message>
        <message>
            <source>Import {name}</source>
            <translation>Импорт {name}</translation>
        </message>
        <message>
            <source>Import {name}: nothing imported</source>
            <translation>Импорт {name}: ничего не импортировано</translation>
        </message>
        <message>
            <source>Import a national list</source>
            <translation>Импорт национального списка</translation>
        </message>
        <message>
            <source>Import a national rating list</source>
            <translation>Импорт национального рейтинг-листа</translation>
        </message>
        <message>
            <source>Update ratings</source>
            <translation>Обновить рейтинги</translation>
        </message>
        <message>
            <source>prohibit a pairing</source>
            <translation>запретить пару</translation>
        </message>
        <message>
            <source>remove a prohibited pairing</source>
            <translation>убрать запрещённую пару</translation>
        </message>
        <message>
            <source>{kind} restriction</source>
            <translation>ограничение «{kind}»</translation>
        </message>
        <message>
            <source>remove the {kind} restriction</source>
            <translation>снять ограничение «{kind}»</translation>
        </message>
        <message>
            <source>Prohibited pairings</source>
            <translation>Запрещённые пары</translation>
        </message>
    </context>
    <context>
        <name>LibrarySearch</name>
        <message>
            <source>FIDE ID</source>
            <translation>ФИДЕ ID</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>Звание</translation>
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
            <source>FIDE {value} rating</source>
            <translation>Рейтинг ФИДЕ ({value})</translation>
        </message>
        <message>
            <source>Born</source>
            <translation>Г.р.</translation>
        </message>
        <message>
            <source>Sex</source>
            <translation>Пол</translation>
        </message>
        <message>
            <source>Club</source>
            <translation>Клуб</translation>
        </message>
        <message>
            <source>National</source>
            <translation>Национальный</translation>
        </message>
        <message>
            <source>National list, ID and rating</source>
            <translation>Национальный список, ID и рейтинг</translation>
        </message>
        <message>
            <source>Find in the player library: name (any order, no accents needed), FIDE ID, NOR…</source>
            <translation>Поиск в базе игроков: фамилия (в любом порядке, без диакритики), ФИДЕ ID, NOR…</translation>
        </message>
        <message>
            <source>&amp;Use this player</source>
            <translation>&amp;Взять этого игрока</translation>
        </message>
        <message>
            <source>The library cannot be searched: {reason}</source>
            <translation>Поиск в базе игроков невозможен: {reason}</translation>
        </message>
        <message>
            <source>The first {count} players: type more of the name to see the others</source>
            <translation>Первые {count} игроков: введите больше букв фамилии, чтобы увидеть остальных</translation>
        </message>
        <message numerus="yes">
            <source>%n player(s) found</source>
            <translation>
                <numerusform>Найден %n игрок</numerusform>
                <numerusform>Найдено %n игрока</numerusform>
                <numerusform>Найдено %n игроков</numerusform>
            </translation>
        </message>
        <message>
            <source>No player found</source>
            <translation>Игроки не найдены</translation>
        </message>
    </context>
    <context>
        <name>LineupDialog</name>
        <message>
            <source>Line-up</source>
            <translation>Состав</translation>
        </message>
        <message>
            <source>&amp;Team:</source>
            <translation>&amp;Команда:</translation>
        </message>
        <message>
            <source>&amp;Players:</source>
            <translation>&amp;Игроки:</translation>
        </message>
        <message>
            <source>{chosen} of {boards} boards</source>
            <translation>{chosen} из {boards} досок</translation>
        </message>
    </context>
    <context>
        <name>LiveRefresh</name>
        <message>
            <source>The venue server {name} does not answer: check the network. Nothing is stored until it answers again.</source>
            <translation>Сервер турнира {name} не отвечает: проверьте сеть. Ничего не сохраняется, пока он снова не ответит.</translation>
        </message>
        <message>
            <source>The venue server {name} answers again.</source>
            <translation>Сервер турнира {name} снова отвечает.</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Tea&amp;ms</source>
            <translation>Ко&amp;манды</translation>
        </message>
        <message>
            <source>Pla&amp;yers</source>
            <translation>У&amp;частники</translation>
        </message>
        <message>
            <source>Rounds &amp;&amp; res&amp;ults</source>
            <translation>Туры и &amp;результаты</translation>
        </message>
        <message>
            <source>S&amp;tandings</source>
            <translation>Поло&amp;жение</translation>
        </message>
        <message>
            <source>&amp;Crosstable</source>
            <translation>Турнирная т&amp;аблица</translation>
        </message>
        <message>
            <source>Audit lo&amp;g</source>
            <translation>Жур&amp;нал</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Файл</translation>
        </message>
        <message>
            <source>Open &amp;recent</source>
            <translation>&amp;Недавние</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Правка</translation>
        </message>
        <message>
            <source>&amp;Players</source>
            <translation>&amp;Участники</translation>
        </message>
        <message>
            <source>&amp;Library</source>
            <translation>&amp;База игроков</translation>
        </message>
        <message>
            <source>&amp;Rounds</source>
            <translation>&amp;Туры</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Вид</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Справка</translation>
        </message>
        <message>
            <source>Main</source>
            <translation>Главная</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Язык</translation>
        </message>
        <message>
            <source>System language ({name})</source>
            <translation>Язык системы ({name})</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Язык</translation>
        </message>
        <message>
            <source>Arbiter Desk speaks {language} when it starts again.</source>
            <translation>Arbiter Desk заговорит на языке «{language}» при следующем запуске.</translation>
        </message>
        <message>
            <source>Correct player</source>
            <translation>Исправить участника</translation>
        </message>
        <message>
            <source>{name} (read-only) — Arbiter Desk</source>
            <translation>{name} (только чтение) — Arbiter Desk</translation>
        </message>
        <message>
            <source>{name} — Arbiter Desk</source>
            <translation>{name} — Arbiter Desk</translation>
        </message>
        <message>
            <source>Round {paired} of {number_of_rounds} paired</source>
            <translation>Жеребьёвка проведена для {paired} из {number_of_rounds} туров</translation>
        </message>
        <message>
            <source>Pair round {round}</source>
            <translation>Жеребьёвка {round}-го тура</translation>
        </message>
        <message>
            <source>All rounds paired</source>
            <translation>Жеребьёвка всех туров проведена</translation>
        </message>
        <message>
            <source>&amp;Undo {text}</source>
            <translation>&amp;Отменить: {text}</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Отменить</translation>
        </message>
        <message>
            <source>&amp;Redo {text}</source>
            <translation>&amp;Повторить: {text}</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Повторить</translation>
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>Сочетания клавиш</translation>
        </message>
        <message>
            <source>Every command is also in the menus.</source>
            <translation>Все команды есть и в меню.</translation>
        </message>
        <message>
            <source>About Arbiter Desk</source>
            <translation>О программе Arbiter Desk</translation>
        </message>
        <message>
            <source>{program_version}: run a FIDE Swiss tournament offline (Dutch system pairings, results, tie-breaks, printing).
Every change is written to the tournament file at once and recorded in its audit log.</source>
            <translation>{program_version}: проведение турнира ФИДЕ по швейцарской системе без интернета (жеребьёвка по голландской системе, результаты, дополнительные показатели, печать).
Каждое изменение сразу записывается в файл турнира и фиксируется в его журнале.</translation>
        </message>
        <message>
            <source>The window closes once what was typed is stored on the venue server…</source>
            <translation>Окно закроется, как только введённое будет сохранено на сервере турнира…</translation>
        </message>
        <message>
            <source>Waiting for the pairing to finish before closing…</source>
            <translation>Ожидание окончания жеребьёвки перед закрытием…</translation>
        </message>
    </context>
    <context>
        <name>ManualWindow</name>
        <message>
            <source>Arbiter Desk manual</source>
            <translation>Руководство Arbiter Desk</translation>
        </message>
        <message>
            <source>The manual is not installed with this copy of Arbiter Desk ({path} is missing). Reinstall the program to get it back.</source>
            <translation>Руководство не установлено вместе с этой копией Arbiter Desk (нет {path}). Переустановите программу, чтобы вернуть его.</translation>
        </message>
    </context>
    <context>
        <name>NationalListDialog</name>
        <message>
            <source>Import national list: {file_name}</source>
            <translation>Импорт национального списка: {file_name}</translation>
        </message>
        <message>
            <source>e.g. GER 2026-04 (importing the same name again replaces that list)</source>
            <translation>например, RUS 2026-04 (повторный импорт под тем же названием заменяет этот список)</translation>
        </message>
        <message>
            <source>(none)</source>
            <translation>(нет)</translation>
        </message>
        <message>
            <source>recognise</source>
            <translation>определить</translation>
        </message>
        <message>
            <source>fixed-width columns: first character of each, from 1 (e.g. 1, 9, 41)</source>
            <translation>столбцы фиксированной ширины: первый символ каждого, начиная с 1 (например, 1, 9, 41)</translation>
        </message>
        <message>
            <source>the first line names the columns</source>
            <translation>в первой строке — названия столбцов</translation>
        </message>
        <message>
            <source>name to save this mapping under</source>
            <translation>название, под которым сохранить это соответствие</translation>
        </message>
        <message>
            <source>&amp;Save mapping</source>
            <translation>&amp;Сохранить соответствие</translation>
        </message>
        <message>
            <source>&amp;List name:</source>
            <translation>&amp;Название списка:</translation>
        </message>
        <message>
            <source>Saved &amp;mapping:</source>
            <translation>Сохранённое &amp;соответствие:</translation>
        </message>
        <message>
            <source>&amp;Separator:</source>
            <translation>&amp;Разделитель:</translation>
        </message>
        <message>
            <source>&amp;Fixed widths:</source>
            <translation>&amp;Фиксированная ширина:</translation>
        </message>
        <message>
            <source>&amp;Import</source>
            <translation>&amp;Импорт</translation>
        </message>
        <message>
            <source>Which field each column holds:</source>
            <translation>Какое поле содержит каждый столбец:</translation>
        </message>
        <message>
            <source>The first lines of the file:</source>
            <translation>Первые строки файла:</translation>
        </message>
        <message>
            <source>The players read with this mapping:</source>
            <translation>Игроки, прочитанные с этим соответствием:</translation>
        </message>
        <message>
            <source>Mapping saved as {name!r}.</source>
            <translation>Соответствие сохранено как {name!r}.</translation>
        </message>
        <message>
            <source>Line</source>
            <translation>Строка</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Фамилия, имя</translation>
        </message>
        <message>
            <source>National ID</source>
            <translation>Национальный ID</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Рейтинг</translation>
        </message>
        <message>
            <source>FIDE ID</source>
            <translation>ФИДЕ ID</translation>
        </message>
        <message>
            <source>Fed</source>
            <translation>Фед.</translation>
        </message>
        <message>
            <source>Sex</source>
            <translation>Пол</translation>
        </message>
        <message>
            <source>Born</source>
            <translation>Г.р.</translation>
        </message>
        <message>
            <source>Club</source>
            <translation>Клуб</translation>
        </message>
        <message>
            <source>City</source>
            <translation>Город</translation>
        </message>
    </context>
    <context>
        <name>NewTournamentDialog</name>
        <message>
            <source>FIDE Dutch system, 2025 text (in force since 1 Feb 2026)</source>
            <translation>Голландская система ФИДЕ, текст 2025 г. (действует с 1.02.2026)</translation>
        </message>
        <message>
            <source>FIDE Dutch system, 2017 text (events begun 1 Jul 2017 - 31 Jan 2026)</source>
            <translation>Голландская система ФИДЕ, текст 2017 г. (турниры, начатые с 1.07.2017 по 31.01.2026)</translation>
        </message>
        <message>
            <source>FIDE Dutch system, Istanbul 2012 text (events begun 1 Jul 2013 - 30 Jun 2017)</source>
            <translation>Голландская система ФИДЕ, стамбульский текст 2012 г. (турниры, начатые с 1.07.2013 по 30.06.2017)</translation>
        </message>
        <message>
            <source>Swiss: FIDE (Dutch) System, C.04.3</source>
            <translation>Швейцарская система: система ФИДЕ (голландская), C.04.3</translation>
        </message>
        <message>
            <source>Swiss: Burstein System, C.04.4.2</source>
            <translation>Швейцарская система: система Бурштейна, C.04.4.2</translation>
        </message>
        <message>
            <source>Swiss: Dubov System, C.04.4.1</source>
            <translation>Швейцарская система: система Дубова, C.04.4.1</translation>
        </message>
        <message>
            <source>Swiss: Lim System, C.04.4.3</source>
            <translation>Швейцарская система: система Лима, C.04.4.3</translation>
        </message>
        <message>
            <source>Round robin (Berger tables, C.05 Annex 1)</source>
            <translation>Круговой турнир (таблицы Бергера, C.05 прил. 1)</translation>
        </message>
        <message>
            <source>Double round robin (Berger tables, C.05 Annex 1)</source>
            <translation>Двухкруговой турнир (таблицы Бергера, C.05 прил. 1)</translation>
        </message>
        <message>
            <source>Teams: Swiss Team Pairing System, C.04.6</source>
            <translation>Команды: швейцарская система для команд, C.04.6</translation>
        </message>
        <message>
            <source>Teams: round robin (Berger tables)</source>
            <translation>Команды: круговой турнир (таблицы Бергера)</translation>
        </message>
        <message>
            <source>Teams: double round robin (Berger tables)</source>
            <translation>Команды: двухкруговой турнир (таблицы Бергера)</translation>
        </message>
        <message>
            <source>The usual system of FIDE-rated Swiss events: each score group is split in rating order into a top half and a bottom half that meet. Choose it unless the regulations of the event name another system.</source>
            <translation>Обычная система швейцарских турниров с обсчётом рейтинга ФИДЕ: каждая очковая группа делится по рейтингу на верхнюю и нижнюю половины, которые играют друг с другом. Выбирайте её, если положение о турнире не называет другую систему.</translation>
        </message>
        <message>
            <source>After the seeding rounds, the players of a score group are ordered by an index made of tie-breaks (Buchholz, Sonneborn-Berger...), not by rating, and the highest index meets the lowest. For events whose regulations want the pairing to follow what the players did in this event rather than their ratings.</source>
            <translation>После посевных туров участники очковой группы упорядочиваются по индексу из дополнительных показателей (Бухгольц, Зоннеборн-Бергер...), а не по рейтингу, и высший индекс играет с низшим. Для турниров, положение о которых требует, чтобы жеребьёвка следовала результатам игроков в этом турнире, а не их рейтингам.</translation>
        </message>
        <message>
            <source>Tries to give the players of a score group opponents of the same average rating: who has met weaker opponents so far meets the higher-rated players of the group. For events whose regulations want fair opposition within a score group, as in norm events. It has no acceleration.</source>
            <translation>Стремится дать участникам очковой группы соперников с одинаковым средним рейтингом: кто до сих пор встречался с более слабыми соперниками, играет с сильнейшими по рейтингу участниками группы. Для турниров, положение о которых требует равной силы соперников внутри очковой группы, например нормовых турниров. Ускорения в ней нет.</translation>
        </message>
        <message>
            <source>Pairs the score groups from the top down and from the bottom up towards the middle one, exchanging players within a group to grant colours. Chosen only where the regulations of the event name it.</source>
            <translation>Составляет пары в очковых группах сверху вниз и снизу вверх к средней группе, переставляя игроков внутри группы ради цвета. Выбирается, только если его называет положение о турнире.</translation>
        </message>
        <message>
            <source>Everyone plays everyone once, in the order of the Berger tables: for small fields with as many rounds as players minus one.</source>
            <translation>Каждый играет с каждым один раз, в порядке таблиц Бергера: для небольшого состава, туров на один меньше, чем участников.</translation>
        </message>
        <message>
            <source>Everyone plays everyone twice, with the colours reversed in the second cycle: for very small fields.</source>
            <translation>Каждый играет с каждым дважды, во втором круге цвета меняются: для очень небольшого состава.</translation>
        </message>
        <message>
            <source>A team event (leagues, club and school championships, the Olympiad): teams of players in board order meet in matches of as many games as boards, paired on match points by the FIDE Swiss Team System (C.04.6, applied from 1 February 2026). Each captain gives a line-up before the round.</source>
            <translation>Командный турнир (лиги, клубные и школьные первенства, Олимпиада): команды игроков в порядке досок встречаются в матчах из стольких партий, сколько досок, и составляют пары по командным очкам по швейцарской системе ФИДЕ для команд (C.04.6, применяется с 1 февраля 2026 года). Каждый капитан подаёт состав перед туром.</translation>
        </message>
        <message>
            <source>A team event in which every team meets every other once, in the order of the Berger tables.</source>
            <translation>Командный турнир, в котором каждая команда встречается с каждой другой один раз, в порядке таблиц Бергера.</translation>
        </message>
        <message>
            <source>A team event in which every team meets every other twice, colours reversed in the second cycle.</source>
            <translation>Командный турнир, в котором каждая команда встречается с каждой другой дважды, во втором круге цвета меняются.</translation>
        </message>
        <message>
            <source>New tournament</source>
            <translation>Новый турнир</translation>
        </message>
        <message>
            <source>e.g. Spring Open 2026</source>
            <translation>например, Весенний опен 2026</translation>
        </message>
        <message>
            <source>FIDE federation, e.g. FRA</source>
            <translation>Федерация ФИДЕ, например RUS</translation>
        </message>
        <message>
            <source>comma-separated</source>
            <translation>через запятую</translation>
        </message>
        <message>
            <source>e.g. 90'+30"</source>
            <translation>например, 90'+30"</translation>
        </message>
        <message>
            <source>Which FIDE rating the players are registered with (and the event is rated for)</source>
            <translation>С каким рейтингом ФИДЕ заявлены участники (и какой рейтинг обсчитывается за турнир)</translation>
        </message>
        <message>
            <source>The language of the program that prints</source>
            <translation>Язык программы, которая печатает</translation>
        </message>
        <message>
            <source>The language of the printed documents, the web folder and the projector, on any computer that opens the file. Print can still choose another one for a document.</source>
            <translation>Язык печатных документов, веб-папки и проектора на любом компьютере, который открывает файл. В окне «Печать» для отдельного документа можно выбрать другой.</translation>
        </message>
        <message>
            <source>Re&amp;verse the last two rounds of cycle 1</source>
            <translation>&amp;Переставить два последних тура 1-го круга</translation>
        </message>
        <message>
            <source>C.05 Annex 1 asks for it in a double round robin (on unless you turn it off): nobody then has the same colour three games running at the turn of the cycles (TRF 192 FIDE_DOUBLEROUNDROBIN).</source>
            <translation>Приложение 1 к C.05 требует этого для двухкругового турнира (включено, пока вы это не отключите): тогда на стыке кругов ни у кого не будет одного цвета три партии подряд (TRF 192 FIDE_DOUBLEROUNDROBIN).</translation>
        </message>
        <message>
            <source>The games of each match: one per board, a player of each team on each</source>
            <translation>Партии каждого матча: по одной на доске, на каждой по игроку от каждой команды</translation>
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
            <source>&amp;Name:</source>
            <translation>&amp;Название:</translation>
        </message>
        <message>
            <source>&amp;Place:</source>
            <translation>&amp;Место:</translation>
        </message>
        <message>
            <source>&amp;Federation:</source>
            <translation>&amp;Федерация:</translation>
        </message>
        <message>
            <source>&amp;Start date:</source>
            <translation>Дата &amp;начала:</translation>
        </message>
        <message>
            <source>&amp;End date:</source>
            <translation>Дата &amp;окончания:</translation>
        </message>
        <message>
            <source>&amp;Chief arbiter:</source>
            <translation>&amp;Главный судья:</translation>
        </message>
        <message>
            <source>&amp;Deputy arbiters:</source>
            <translation>За&amp;местители главного судьи:</translation>
        </message>
        <message>
            <source>&amp;Time control:</source>
            <translation>&amp;Контроль времени:</translation>
        </message>
        <message>
            <source>Rati&amp;ng:</source>
            <translation>Рей&amp;тинг:</translation>
        </message>
        <message>
            <source>&amp;Language of documents:</source>
            <translation>&amp;Язык документов:</translation>
        </message>
        <message>
            <source>Pairing s&amp;ystem:</source>
            <translation>С&amp;истема жеребьёвки:</translation>
        </message>
        <message>
            <source>&amp;Boards per match:</source>
            <translation>&amp;Досок в матче:</translation>
        </message>
        <message>
            <source>E&amp;xpected players:</source>
            <translation>&amp;Ожидается участников:</translation>
        </message>
        <message>
            <source>&amp;Rounds:</source>
            <translation>&amp;Туры:</translation>
        </message>
        <message>
            <source>Pairing r&amp;ules:</source>
            <translation>П&amp;равила жеребьёвки:</translation>
        </message>
        <message>
            <source>P&amp;oint system:</source>
            <translation>Система &amp;очков:</translation>
        </message>
        <message>
            <source>T&amp;ie-breaks:</source>
            <translation>&amp;Доп. показатели:</translation>
        </message>
        <message>
            <source>Top seed's &amp;colour in round 1:</source>
            <translation>&amp;Цвет первого номера в 1-м туре:</translation>
        </message>
        <message>
            <source>Ba&amp;ku acceleration (C.04.7): virtual points in the first rounds</source>
            <translation>Ба&amp;кинское ускорение (C.04.7): виртуальные очки в первых турах</translation>
        </message>
        <message>
            <source>Choose it in Tournament settings once the players are registered and before round 1: the groups are made from the registered players (C.04.7 art. 1.2).</source>
            <translation>Выберите его в параметрах турнира, когда участники заявлены, до 1-го тура: группы формируются из заявленных участников (C.04.7 ст. 1.2).</translation>
        </message>
        <message>
            <source>Acceleration:</source>
            <translation>Ускорение:</translation>
        </message>
        <message>
            <source>Create</source>
            <translation>Создать</translation>
        </message>
        <message>
            <source>A round robin has n - 1 rounds per cycle (n players, rounded up to even).</source>
            <translation>В круговом турнире n - 1 туров за круг (n участников, с округлением до чётного).</translation>
        </message>
        <message numerus="yes">
            <source>Suggested for {players} players: %n round(s)</source>
            <translation>
                <numerusform>Предлагается для {players} участников: %n тур</numerusform>
                <numerusform>Предлагается для {players} участников: %n тура</numerusform>
                <numerusform>Предлагается для {players} участников: %n туров</numerusform>
            </translation>
        </message>
        <message>
            <source>The tournament needs a name.</source>
            <translation>У турнира должно быть название.</translation>
        </message>
        <message>
            <source>The end date ({end}) is before the start date ({start}).</source>
            <translation>Дата окончания ({end}) раньше даты начала ({start}).</translation>
        </message>
        <message>
            <source>Tournament settings</source>
            <translation>Параметры турнира</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Сохранить</translation>
        </message>
        <message numerus="yes">
            <source>%n round(s) paired so far</source>
            <translation>
                <numerusform>Пока проведён %n тур</numerusform>
                <numerusform>Пока проведено %n тура</numerusform>
                <numerusform>Пока проведено %n туров</numerusform>
            </translation>
        </message>
        <message>
            <source>The acceleration is decided before round 1 (C.04.7 art. 1.2).</source>
            <translation>Ускорение задаётся до 1-го тура (C.04.7 ст. 1.2).</translation>
        </message>
        <message>
            <source>Accelerations are set that are not the Baku points of the players registered now (imported, or players registered since): tick to compute them again (C.04.7).</source>
            <translation>Заданы ускорения, не совпадающие с бакинскими очками заявленных сейчас участников (импортированы или участники заявлены позже): отметьте, чтобы пересчитать их (C.04.7).</translation>
        </message>
        <message>
            <source>Virtual points computed from the players registered now (C.04.7).</source>
            <translation>Виртуальные очки, рассчитанные по заявленным сейчас участникам (C.04.7).</translation>
        </message>
        <message numerus="yes">
            <source>%n round(s) already paired under this text: a change applies to the next rounds and must be confirmed.</source>
            <translation>
                <numerusform>Жеребьёвка %n тура уже проведена по этому тексту: изменение относится к следующим турам и требует подтверждения.</numerusform>
                <numerusform>Жеребьёвка %n туров уже проведена по этому тексту: изменение относится к следующим турам и требует подтверждения.</numerusform>
                <numerusform>Жеребьёвка %n туров уже проведена по этому тексту: изменение относится к следующим турам и требует подтверждения.</numerusform>
            </translation>
        </message>
        <message>
            <source>Double-Swiss (C.04.5, every pairing a match of two games)</source>
            <translation>Двойная швейцарская система (C.04.5, каждая пара играет матч из двух партий)</translation>
        </message>
        <message>
            <source>The Double-Swiss System (FIDE C.04.5, applied from 1 February 2026) is for events whose regulations make every pairing a match of two games played in succession with alternating colours, each game scored on its own (2-0, 1½-½, 1-1 ...), usually rapid or blitz events that play more games than a Swiss of single games could pair. Rounds here are matches: each match is stored as two rounds, one per game, and both results of a board are typed together.</source>
            <translation>Двойная швейцарская система (FIDE C.04.5, применяется с 1 февраля 2026 г.) предназначена для турниров, положение которых делает каждую пару матчем из двух партий, сыгранных подряд со сменой цвета, где каждая партия оценивается отдельно (2-0, 1½-½, 1-1 ...); обычно это турниры по рапиду или блицу, в которых партий больше, чем могла бы составить швейцарская система одиночных партий. Туры здесь — матчи: каждый матч хранится как два тура, по одному на партию, а оба результата доски вводятся вместе.</translation>
        </message>
    </context>
    <context>
        <name>OperationCommand</name>
        <message>
            <source>Redo {text}</source>
            <translation>Повторить: {text}</translation>
        </message>
        <message>
            <source>Undo {text}</source>
            <translation>Отменить: {text}</translation>
        </message>
    </context>
    <context>
        <name>Operations</name>
        <message>
            <source>A round is being paired; wait until it is done.</source>
            <translation>Идёт жеребьёвка тура; дождитесь её окончания.</translation>
        </message>
        <message>
            <source>What was typed is still being stored on the venue server; wait until it is stored.</source>
            <translation>Введённое ещё сохраняется на сервере турнира; дождитесь окончания сохранения.</translation>
        </message>
        <message>
            <source>Storing on the venue server: {write}…</source>
            <translation>Сохраняется на сервере турнира: {write}…</translation>
        </message>
        <message>
            <source>Read the tournament file</source>
            <translation>Чтение файла турнира</translation>
        </message>
        <message numerus="yes">
            <source>%n writes not stored</source>
            <translation>
                <numerusform>%n изменение не сохранено</numerusform>
                <numerusform>%n изменения не сохранены</numerusform>
                <numerusform>%n изменений не сохранено</numerusform>
            </translation>
        </message>
        <message>
            <source>{writes}: {reason}</source>
            <translation>{writes}: {reason}</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Отменить</translation>
        </message>
        <message>
            <source>Redo</source>
            <translation>Повторить</translation>
        </message>
        <message>
            <source>Undoing {command}…</source>
            <translation>Отмена: {command}…</translation>
        </message>
        <message>
            <source>Redoing {command}…</source>
            <translation>Повтор: {command}…</translation>
        </message>
    </context>
    <context>
        <name>PlayerDialog</name>
        <message>
            <source>Edit player</source>
            <translation>Изменить участника</translation>
        </message>
        <message>
            <source>Add player</source>
            <translation>Добавить участника</translation>
        </message>
        <message>
            <source>Surname, First name</source>
            <translation>Фамилия, Имя</translation>
        </message>
        <message>
            <source>unrated</source>
            <translation>без рейтинга</translation>
        </message>
        <message>
            <source>Male</source>
            <translation>Мужской</translation>
        </message>
        <message>
            <source>Female</source>
            <translation>Женский</translation>
        </message>
        <message>
            <source>YYYY/MM/DD or YYYY</source>
            <translation>ГГГГ/ММ/ДД или ГГГГ</translation>
        </message>
        <message>
            <source>none</source>
            <translation>нет</translation>
        </message>
        <message>
            <source>inactive in the FIDE list</source>
            <translation>неактивен в рейтинг-листе ФИДЕ</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>&amp;Название:</translation>
        </message>
        <message>
            <source>&amp;Rating ({value}):</source>
            <translation>&amp;Рейтинг ({value}):</translation>
        </message>
        <message>
            <source>&amp;Title:</source>
            <translation>&amp;Звание:</translation>
        </message>
        <message>
            <source>&amp;Federation:</source>
            <translation>&amp;Федерация:</translation>
        </message>
        <message>
            <source>FIDE &amp;ID:</source>
            <translation>ФИДЕ &amp;ID:</translation>
        </message>
        <message>
            <source>&amp;Sex:</source>
            <translation>&amp;Пол:</translation>
        </message>
        <message>
            <source>&amp;Birth date:</source>
            <translation>Дата &amp;рождения:</translation>
        </message>
        <message>
            <source>Fi&amp;xed board:</source>
            <translation>&amp;Закреплённая доска:</translation>
        </message>
        <message>
            <source>National I&amp;D:</source>
            <translation>Национальный I&amp;D:</translation>
        </message>
        <message>
            <source>National ra&amp;ting:</source>
            <translation>Национальный рей&amp;тинг:</translation>
        </message>
        <message>
            <source>C&amp;lub:</source>
            <translation>К&amp;луб:</translation>
        </message>
        <message>
            <source>Cit&amp;y:</source>
            <translation>&amp;Город:</translation>
        </message>
        <message>
            <source>National list and club</source>
            <translation>Национальный список и клуб</translation>
        </message>
        <message>
            <source>other titles {titles}</source>
            <translation>другие звания {titles}</translation>
        </message>
        <message>
            <source>K factor {k}</source>
            <translation>коэффициент K {k}</translation>
        </message>
        <message>
            <source>From the FIDE list: {details}</source>
            <translation>Из рейтинг-листа ФИДЕ: {details}</translation>
        </message>
        <message>
            <source>{count} of {limit} characters (TRF)</source>
            <translation>{count} из {limit} символов (TRF)</translation>
        </message>
        <message>
            <source>{count} characters: TRF allows {limit}. Registered as {kept!r}; {cut!r} is cut.</source>
            <translation>Символов: {count}; TRF допускает {limit}. Заявлен как {kept!r}; {cut!r} отрезано.</translation>
        </message>
        <message>
            <source>the checks could not run: {exc}</source>
            <translation>проверки выполнить не удалось: {exc}</translation>
        </message>
        <message>
            <source>The board this player plays on in every round paired from now on (C.04.2 art. 3.6); the pairing is unchanged. Two fixed players paired together: the lower board; two on one board: the game earlier in the pairing keeps it.</source>
            <translation>Доска, за которой участник играет в каждом туре начиная со следующей жеребьёвки (C.04.2 ст. 3.6); пары не меняются. Два закреплённых участника играют друг с другом: меньший номер доски; двое на одной доске: её сохраняет партия, стоящая выше в жеребьёвке.</translation>
        </message>
    </context>
    <context>
        <name>PlayerImportDialog</name>
        <message>
            <source>Import players from {file}</source>
            <translation>Импорт участников из {file}</translation>
        </message>
        <message>
            <source>No.</source>
            <translation>№</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Фамилия, имя</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Рейтинг</translation>
        </message>
        <message>
            <source>Line / problem</source>
            <translation>Строка / проблема</translation>
        </message>
        <message numerus="yes">
            <source>&amp;Leave out the %n row(s) with problems</source>
            <translation>
                <numerusform>&amp;Пропустить %n строку с проблемами</numerusform>
                <numerusform>&amp;Пропустить %n строки с проблемами</numerusform>
                <numerusform>&amp;Пропустить %n строк с проблемами</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&amp;Import %n player(s)</source>
            <translation>
                <numerusform>&amp;Импортировать %n участника</numerusform>
                <numerusform>&amp;Импортировать %n участников</numerusform>
                <numerusform>&amp;Импортировать %n участников</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n row(s) read</source>
            <translation>
                <numerusform>Прочитана %n строка</numerusform>
                <numerusform>Прочитано %n строки</numerusform>
                <numerusform>Прочитано %n строк</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{rows_read}: %n player(s) can be added.</source>
            <translation>
                <numerusform>{rows_read}: можно добавить %n участника.</numerusform>
                <numerusform>{rows_read}: можно добавить %n участников.</numerusform>
                <numerusform>{rows_read}: можно добавить %n участников.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n registered player(s) move down a number to make room.</source>
            <translation>
                <numerusform>%n зарегистрированный участник сдвигается на один номер вниз, чтобы освободить место.</numerusform>
                <numerusform>%n зарегистрированных участника сдвигаются на один номер вниз, чтобы освободить место.</numerusform>
                <numerusform>%n зарегистрированных участников сдвигаются на один номер вниз, чтобы освободить место.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n row(s) cannot be imported (listed below). Nothing is added while they are there, unless you leave them out.</source>
            <translation>
                <numerusform>%n строку нельзя импортировать (список ниже). Пока она есть, ничего не добавляется, если её не пропустить.</numerusform>
                <numerusform>%n строки нельзя импортировать (список ниже). Пока они есть, ничего не добавляется, если их не пропустить.</numerusform>
                <numerusform>%n строк нельзя импортировать (список ниже). Пока они есть, ничего не добавляется, если их не пропустить.</numerusform>
            </translation>
        </message>
        <message>
            <source>The import is one operation: Edit ▸ Undo removes exactly these players.</source>
            <translation>Импорт — одна операция: Правка ▸ Отменить удаляет ровно этих участников.</translation>
        </message>
    </context>
    <context>
        <name>PlayersController</name>
        <message numerus="yes">
            <source>%n player(s) ({active} active)</source>
            <translation>
                <numerusform>%n участник (активных: {active})</numerusform>
                <numerusform>%n участника (активных: {active})</numerusform>
                <numerusform>%n участников (активных: {active})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n player(s)</source>
            <translation>
                <numerusform>%n участник</numerusform>
                <numerusform>%n участника</numerusform>
                <numerusform>%n участников</numerusform>
            </translation>
        </message>
        <message>
            <source>No players yet: Add player (Ctrl+Shift+A) or Import players from CSV; Continue a tournament from a TRF file is in the File menu.</source>
            <translation>Участников пока нет: «Добавить участника» (Ctrl+Shift+A) или «Импорт участников из CSV»; «Продолжить турнир из файла TRF» — в меню «Файл».</translation>
        </message>
        <message>
            <source>Double-click a cell (or F2) to correct it in place; Ctrl+Z undoes. When everyone is here: Pair round 1 (Ctrl+Shift+P).</source>
            <translation>Дважды щёлкните ячейку (или F2), чтобы исправить её на месте; Ctrl+Z отменяет. Когда все на месте: жеребьёвка 1-го тура (Ctrl+Shift+P).</translation>
        </message>
        <message>
            <source>Double-click a cell (or F2) to correct it in place; Ctrl+Z undoes.</source>
            <translation>Дважды щёлкните ячейку (или F2), чтобы исправить её на месте; Ctrl+Z отменяет.</translation>
        </message>
        <message>
            <source>Select a player in the Players view first.</source>
            <translation>Сначала выберите участника в разделе «Участники».</translation>
        </message>
        <message>
            <source>Add player</source>
            <translation>Добавить участника</translation>
        </message>
        <message>
            <source>add {name}</source>
            <translation>добавить {name}</translation>
        </message>
        <message>
            <source>{name} takes number {number}; these players move down (C.04.2 art. 2.5):</source>
            <translation>{name} получает номер {number}; эти участники сдвигаются вниз (C.04.2 ст. 2.5):</translation>
        </message>
        <message>
            <source>Player added</source>
            <translation>Участник добавлен</translation>
        </message>
        <message>
            <source>Added {name} as number {number}</source>
            <translation>{name} добавлен под номером {number}</translation>
        </message>
        <message>
            <source>correct {name}</source>
            <translation>исправить {name}</translation>
        </message>
        <message>
            <source>Edit player</source>
            <translation>Изменить участника</translation>
        </message>
        <message>
            <source>fixed board of {name}</source>
            <translation>закреплённая доска {name}</translation>
        </message>
        <message>
            <source>Import players</source>
            <translation>Импорт участников</translation>
        </message>
        <message>
            <source>Import players from CSV</source>
            <translation>Импорт участников из CSV</translation>
        </message>
        <message>
            <source>Import {name}</source>
            <translation>Импорт {name}</translation>
        </message>
        <message numerus="yes">
            <source>import %n player(s) from {name}</source>
            <translation>
                <numerusform>импорт %n участника из {name}</numerusform>
                <numerusform>импорт %n участников из {name}</numerusform>
                <numerusform>импорт %n участников из {name}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Imported %n player(s) from {name}</source>
            <translation>
                <numerusform>Из {name} импортирован %n участник</numerusform>
                <numerusform>Из {name} импортировано %n участника</numerusform>
                <numerusform>Из {name} импортировано %n участников</numerusform>
            </translation>
        </message>
        <message>
            <source>Withdraw player</source>
            <translation>Снять участника с турнира</translation>
        </message>
        <message>
            <source>Late entry: the player is paired from round {next} on. Rounds 1-{paired} count as not played (zero points) unless you give a requested bye for them (Players ▸ Requested bye).</source>
            <translation>Позднее включение: участник включается в жеребьёвку с {next}-го тура. Туры 1–{paired} считаются несыгранными (ноль очков), если вы не предоставите ему за них запрошенный пропуск тура (Участники ▸ Запрошенный пропуск тура).</translation>
        </message>
        <message>
            <source>Withdraw {name} (no. {number}) from round {round} on?
Results already played stay; the player is no longer paired.</source>
            <translation>Снять {name} (№ {number}) с турнира начиная с {round}-го тура?
Уже сыгранные результаты сохраняются; участник больше не включается в жеребьёвку.</translation>
        </message>
        <message>
            <source>withdraw {name}</source>
            <translation>снять {name} с турнира</translation>
        </message>
        <message>
            <source>Withdraw {name} from the round robin? Their games without a result become forfeits (C.05); with less than half of their games played, no game against them counts in the standings (FIDE Tournament Rules V.4.1).</source>
            <translation>Снять {name} с кругового турнира? Его партии без результата засчитываются как неявки (C.05); если он сыграл менее половины своих партий, ни одна партия против него не учитывается в положении (Турнирные правила ФИДЕ V.4.1).</translation>
        </message>
        <message>
            <source>Player withdrawn</source>
            <translation>Участник снят с турнира</translation>
        </message>
        <message>
            <source>Draw lots</source>
            <translation>Жеребьёвка номеров</translation>
        </message>
        <message>
            <source>Draw the pairing numbers by lot? Every player gets a new number, which decides the games of each round (the Berger table, C.05 Annex 1). The draw is recorded in the audit log.</source>
            <translation>Разыграть стартовые номера жребием? Каждый участник получит новый номер, который определяет партии каждого тура (таблица Бергера, C.05 прил. 1). Жеребьёвка фиксируется в журнале.</translation>
        </message>
        <message>
            <source>draw lots</source>
            <translation>жеребьёвка номеров</translation>
        </message>
        <message>
            <source>Pairing numbers drawn</source>
            <translation>Стартовые номера разыграны</translation>
        </message>
        <message>
            <source>Reinstate player</source>
            <translation>Восстановить участника</translation>
        </message>
        <message>
            <source>reinstate {name}</source>
            <translation>восстановить {name}</translation>
        </message>
        <message>
            <source>Requested bye</source>
            <translation>Запрошенный пропуск тура</translation>
        </message>
        <message>
            <source>{name} (no. {number})</source>
            <translation>{name} (№ {number})</translation>
        </message>
        <message>
            <source>bye for {name} in round {rnd}</source>
            <translation>пропуск тура для {name} в {rnd}-м туре</translation>
        </message>
        <message>
            <source>Cancel requested bye</source>
            <translation>Отменить запрошенный пропуск тура</translation>
        </message>
        <message>
            <source>{name} has no requested bye in a coming round.</source>
            <translation>У {name} нет запрошенного пропуска в следующих турах.</translation>
        </message>
        <message>
            <source>cancel bye of {name} in round {round}</source>
            <translation>отменить пропуск тура {name} в {round}-м туре</translation>
        </message>
        <message>
            <source>correct {name} in every section</source>
            <translation>исправить {name} во всех турнирах</translation>
        </message>
        <message>
            <source>He is also entered in {sections}. Make the same corrections there too?</source>
            <translation>Он также заявлен в {sections}. Сделать там те же исправления?</translation>
        </message>
    </context>
    <context>
        <name>PlayersModel</name>
        <message>
            <source>a rating is a whole number, not {text!r}</source>
            <translation>рейтинг — целое число, а не {text!r}</translation>
        </message>
        <message>
            <source>No.</source>
            <translation>№</translation>
        </message>
        <message>
            <source>Pairing number (starting rank)</source>
            <translation>Стартовый номер</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Фамилия, имя</translation>
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
            <source>Fed</source>
            <translation>Фед.</translation>
        </message>
        <message>
            <source>FIDE id</source>
            <translation>ФИДЕ ID</translation>
        </message>
        <message>
            <source>Club</source>
            <translation>Клуб</translation>
        </message>
        <message>
            <source>Nat.</source>
            <translation>Нац.</translation>
        </message>
        <message>
            <source>National rating</source>
            <translation>Национальный рейтинг</translation>
        </message>
        <message>
            <source>Sex</source>
            <translation>Пол</translation>
        </message>
        <message>
            <source>Born</source>
            <translation>Г.р.</translation>
        </message>
        <message>
            <source>Pts</source>
            <translation>Очки</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Статус</translation>
        </message>
    </context>
    <context>
        <name>PlayersView</name>
        <message>
            <source>Filter players by name, rating, federation…</source>
            <translation>Фильтр участников по фамилии, рейтингу, федерации…</translation>
        </message>
        <message>
            <source>Double-click a cell (or F2) to correct it in place; Ctrl+Z undoes.</source>
            <translation>Дважды щёлкните ячейку (или F2), чтобы исправить её на месте; Ctrl+Z отменяет.</translation>
        </message>
    </context>
    <context>
        <name>Presets</name>
        <message>
            <source>Buchholz Cut-1, Buchholz, Sonneborn-Berger, Direct encounter</source>
            <translation>Бухгольц Cut-1, Бухгольц, Зонненборн-Бергер, личная встреча</translation>
        </message>
        <message>
            <source>Buchholz Cut-1, Buchholz, Progressive score, Wins</source>
            <translation>Бухгольц Cut-1, Бухгольц, прогрессивный коэффициент, число побед</translation>
        </message>
        <message>
            <source>Buchholz, Sonneborn-Berger, Direct encounter, Wins</source>
            <translation>Бухгольц, Зонненборн-Бергер, личная встреча, число побед</translation>
        </message>
        <message>
            <source>Average rating of opponents Cut-1, Buchholz Cut-1, Buchholz</source>
            <translation>Средний рейтинг соперников Cut-1, Бухгольц Cut-1, Бухгольц</translation>
        </message>
        <message>
            <source>Direct encounter, Wins, Sonneborn-Berger, Koya (round robin)</source>
            <translation>Личная встреча, число побед, Зонненборн-Бергер, Койя (круговой турнир)</translation>
        </message>
        <message>
            <source>Sonneborn-Berger, Direct encounter, Wins, Koya (round robin)</source>
            <translation>Зонненборн-Бергер, личная встреча, число побед, Койя (круговой турнир)</translation>
        </message>
        <message>
            <source>Buchholz</source>
            <translation>Бухгольц</translation>
        </message>
        <message>
            <source>Buchholz Cut-1</source>
            <translation>Бухгольц Cut-1</translation>
        </message>
        <message>
            <source>Buchholz Cut-2</source>
            <translation>Бухгольц Cut-2</translation>
        </message>
        <message>
            <source>Median Buchholz</source>
            <translation>Медианный Бухгольц</translation>
        </message>
        <message>
            <source>Sonneborn-Berger</source>
            <translation>Зонненборн-Бергер</translation>
        </message>
        <message>
            <source>Sonneborn-Berger Cut-1</source>
            <translation>Зонненборн-Бергер Cut-1</translation>
        </message>
        <message>
            <source>Direct encounter</source>
            <translation>Личная встреча</translation>
        </message>
        <message>
            <source>Number of wins</source>
            <translation>Число побед</translation>
        </message>
        <message>
            <source>Games won</source>
            <translation>Выигранные партии</translation>
        </message>
        <message>
            <source>Progressive score</source>
            <translation>Прогрессивный коэффициент</translation>
        </message>
        <message>
            <source>Progressive score Cut-1</source>
            <translation>Прогрессивный коэффициент Cut-1</translation>
        </message>
        <message>
            <source>Average rating of opponents</source>
            <translation>Средний рейтинг соперников</translation>
        </message>
        <message>
            <source>Average rating of opponents Cut-1</source>
            <translation>Средний рейтинг соперников Cut-1</translation>
        </message>
        <message>
            <source>Tournament performance rating</source>
            <translation>Турнирный перфоманс</translation>
        </message>
        <message>
            <source>Games with black</source>
            <translation>Партии чёрными</translation>
        </message>
        <message>
            <source>Games won with black</source>
            <translation>Партии, выигранные чёрными</translation>
        </message>
        <message>
            <source>Fore Buchholz</source>
            <translation>Предварительный Бухгольц (Fore Buchholz)</translation>
        </message>
        <message>
            <source>Average of opponents' Buchholz</source>
            <translation>Средний Бухгольц соперников</translation>
        </message>
        <message>
            <source>Rounds elected to play</source>
            <translation>Туры, выбранные для игры</translation>
        </message>
        <message>
            <source>Standard points</source>
            <translation>Стандартные очки</translation>
        </message>
        <message>
            <source>Koya system</source>
            <translation>Коэффициент Койя</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Рейтинг</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Очки</translation>
        </message>
        <message>
            <source>Win 1, draw ½, loss 0 (standard)</source>
            <translation>Победа 1, ничья ½, поражение 0 (стандарт)</translation>
        </message>
        <message>
            <source>Win 3, draw 1, loss 0</source>
            <translation>Победа 3, ничья 1, поражение 0</translation>
        </message>
        <message>
            <source>Win 1, draw ½, loss 0, pairing bye ½</source>
            <translation>Победа 1, ничья ½, поражение 0, пропуск тура по жеребьёвке ½</translation>
        </message>
    </context>
    <context>
        <name>PreviewDialog</name>
        <message>
            <source>Print preview: {document}</source>
            <translation>Предварительный просмотр: {document}</translation>
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation>&amp;Увеличить</translation>
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation>У&amp;меньшить</translation>
        </message>
        <message>
            <source>Fit &amp;width</source>
            <translation>По &amp;ширине</translation>
        </message>
        <message>
            <source>&amp;Whole page</source>
            <translation>&amp;Вся страница</translation>
        </message>
        <message>
            <source>&amp;All pages</source>
            <translation>Все с&amp;траницы</translation>
        </message>
        <message>
            <source>&amp;Print…</source>
            <translation>&amp;Печать…</translation>
        </message>
        <message>
            <source>Save as P&amp;DF…</source>
            <translation>Сохранить в P&amp;DF…</translation>
        </message>
        <message>
            <source>Open in PDF &amp;viewer</source>
            <translation>Открыть в п&amp;рограмме просмотра PDF</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>&amp;Закрыть</translation>
        </message>
        <message numerus="yes">
            <source>%n page(s)</source>
            <translation>
                <numerusform>%n страница</numerusform>
                <numerusform>%n страницы</numerusform>
                <numerusform>%n страниц</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PrintController</name>
        <message>
            <source>Save as PDF</source>
            <translation>Сохранить в PDF</translation>
        </message>
        <message>
            <source>{document}, round {round}</source>
            <translation>{document}, тур {round}</translation>
        </message>
        <message>
            <source>Printing {what}…</source>
            <translation>Печать: {what}…</translation>
        </message>
        <message>
            <source>The printer {printer} does not accept jobs now: nothing was printed. Choose another printer, or accept jobs again in the system's printer settings.</source>
            <translation>Принтер {printer} сейчас не принимает задания: ничего не напечатано. Выберите другой принтер или снова разрешите приём заданий в настройках принтеров системы.</translation>
        </message>
        <message>
            <source>The printer says: {reason}</source>
            <translation>Сообщение принтера: {reason}</translation>
        </message>
        <message>
            <source>{document}: printing cancelled</source>
            <translation>{document}: печать отменена</translation>
        </message>
        <message numerus="yes">
            <source>{document}: %n page(s) sent to the printer</source>
            <translation>
                <numerusform>{document}: %n страница отправлена на принтер</numerusform>
                <numerusform>{document}: %n страницы отправлены на принтер</numerusform>
                <numerusform>{document}: %n страниц отправлено на принтер</numerusform>
            </translation>
        </message>
        <message>
            <source>(the printer has no paper of this size: scaled to {paper})</source>
            <translation>(в принтере нет бумаги этого формата: масштабировано под {paper})</translation>
        </message>
        <message>
            <source>(the printer is stopped: the pages wait in its queue until it is started)</source>
            <translation>(принтер остановлен: страницы ждут в его очереди, пока его не запустят)</translation>
        </message>
        <message>
            <source>Saved {written}</source>
            <translation>Сохранено: {written}</translation>
        </message>
        <message>
            <source>Print</source>
            <translation>Печать</translation>
        </message>
        <message>
            <source>Print {what}</source>
            <translation>Печать: {what}</translation>
        </message>
        <message>
            <source>{document}, every section</source>
            <translation>{document}, все турниры</translation>
        </message>
    </context>
    <context>
        <name>Printing</name>
        <message>
            <source>The printer {printer} could not be started.</source>
            <translation>Не удалось запустить принтер {printer}.</translation>
        </message>
        <message>
            <source>The printer refused a new page.</source>
            <translation>Принтер отказался начать новую страницу.</translation>
        </message>
    </context>
    <context>
        <name>ProgressPanel</name>
        <message>
            <source>Cancel</source>
            <translation>Отмена</translation>
        </message>
        <message>
            <source>Stop this work; nothing in the tournament file changes</source>
            <translation>Остановить эту работу; в файле турнира ничего не изменится</translation>
        </message>
    </context>
    <context>
        <name>Projector</name>
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
            <source>Bd</source>
            <translation>Д.</translation>
        </message>
        <message>
            <source>White</source>
            <translation>Белые</translation>
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
            <source>Black</source>
            <translation>Чёрные</translation>
        </message>
        <message>
            <source>Pairings</source>
            <translation>Пары</translation>
        </message>
        <message>
            <source>No round has been paired yet.</source>
            <translation>Жеребьёвка ещё не проводилась.</translation>
        </message>
        <message>
            <source>Round {round} · {done} of {boards} results</source>
            <translation>Тур {round} · результатов: {done} из {boards}</translation>
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
            <source>Rtg</source>
            <translation>Рейт.</translation>
        </message>
        <message>
            <source>Standings</source>
            <translation>Положение</translation>
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
            <source>no round has been paired yet</source>
            <translation>жеребьёвка ещё не проводилась</translation>
        </message>
        <message>
            <source>no round has every result yet</source>
            <translation>ни в одном туре ещё нет всех результатов</translation>
        </message>
    </context>
    <context>
        <name>ProjectorWindow</name>
        <message>
            <source>Arbiter Desk — projector</source>
            <translation>Arbiter Desk — проектор</translation>
        </message>
        <message>
            <source>   ·   page {page} of {pages}</source>
            <translation>   ·   стр. {page} из {pages}</translation>
        </message>
    </context>
    <context>
        <name>Prompts</name>
        <message>
            <source>Arbiter Desk: programming error</source>
            <translation>Arbiter Desk: программная ошибка</translation>
        </message>
        <message>
            <source>&amp;Copy report</source>
            <translation>&amp;Копировать отчёт</translation>
        </message>
    </context>
    <context>
        <name>Publishing</name>
        <message>
            <source>&amp;Projector: pairings</source>
            <translation>&amp;Проектор: пары</translation>
        </message>
        <message>
            <source>Projector: &amp;standings</source>
            <translation>Проектор: &amp;положение</translation>
        </message>
        <message>
            <source>&amp;Write the web folder now…</source>
            <translation>&amp;Записать веб-папку сейчас…</translation>
        </message>
        <message>
            <source>Publish after each &amp;round…</source>
            <translation>Публиковать после каждого &amp;тура…</translation>
        </message>
        <message>
            <source>Export &amp;CSV tables…</source>
            <translation>Экспорт таблиц &amp;CSV…</translation>
        </message>
        <message>
            <source>Export &amp;JSON…</source>
            <translation>Экспорт &amp;JSON…</translation>
        </message>
        <message>
            <source>Export P&amp;GN…</source>
            <translation>Экспорт P&amp;GN…</translation>
        </message>
        <message>
            <source>&amp;Import results of a round…</source>
            <translation>&amp;Импорт результатов тура…</translation>
        </message>
        <message>
            <source>Pu&amp;blish</source>
            <translation>Публика&amp;ция</translation>
        </message>
        <message>
            <source>Publish after each &amp;round to {folder}</source>
            <translation>Публиковать после каждого &amp;тура в {folder}</translation>
        </message>
        <message>
            <source>Follow the tournament file</source>
            <translation>Следить за файлом турнира</translation>
        </message>
        <message>
            <source>The web folder is no longer written after each round</source>
            <translation>Веб-папка больше не записывается после каждого тура</translation>
        </message>
        <message>
            <source>Publish after each round into</source>
            <translation>Публиковать после каждого тура в</translation>
        </message>
        <message>
            <source>Write the web folder into</source>
            <translation>Записать веб-папку в</translation>
        </message>
        <message>
            <source>Writing the web folder into {folder}…</source>
            <translation>Запись веб-папки в {folder}…</translation>
        </message>
        <message numerus="yes">
            <source>Published %n file(s) into {folder}</source>
            <translation>
                <numerusform>Опубликован %n файл в {folder}</numerusform>
                <numerusform>Опубликовано %n файла в {folder}</numerusform>
                <numerusform>Опубликовано %n файлов в {folder}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n file(s) in {folder}. Open index.html there, or upload the folder.</source>
            <translation>
                <numerusform>%n файл в {folder}. Откройте там index.html или загрузите папку на сайт.</numerusform>
                <numerusform>%n файла в {folder}. Откройте там index.html или загрузите папку на сайт.</numerusform>
                <numerusform>%n файлов в {folder}. Откройте там index.html или загрузите папку на сайт.</numerusform>
            </translation>
        </message>
        <message>
            <source>Publish the web folder</source>
            <translation>Опубликовать веб-папку</translation>
        </message>
        <message>
            <source>Web folder written</source>
            <translation>Веб-папка записана</translation>
        </message>
        <message>
            <source>Export the CSV tables into</source>
            <translation>Экспортировать таблицы CSV в</translation>
        </message>
        <message>
            <source>Export CSV</source>
            <translation>Экспорт CSV</translation>
        </message>
        <message>
            <source>Wrote {names} into {folder}</source>
            <translation>Записано в {folder}: {names}</translation>
        </message>
        <message>
            <source>Export {what}</source>
            <translation>Экспорт: {what}</translation>
        </message>
        <message>
            <source>Wrote {target}</source>
            <translation>Записано: {target}</translation>
        </message>
        <message>
            <source>Import the results of a round</source>
            <translation>Импорт результатов тура</translation>
        </message>
        <message>
            <source>Import {name}</source>
            <translation>Импорт {name}</translation>
        </message>
        <message>
            <source>import results of round {number} ({name})</source>
            <translation>импорт результатов {number}-го тура ({name})</translation>
        </message>
    </context>
    <context>
        <name>RatingUpdateDialog</name>
        <message>
            <source>yes</source>
            <translation>да</translation>
        </message>
        <message>
            <source>no</source>
            <translation>нет</translation>
        </message>
        <message>
            <source>Update ratings from the library</source>
            <translation>Обновление рейтингов из базы игроков</translation>
        </message>
        <message>
            <source>No.</source>
            <translation>№</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Фамилия, имя</translation>
        </message>
        <message>
            <source>Field</source>
            <translation>Поле</translation>
        </message>
        <message>
            <source>Now</source>
            <translation>Сейчас</translation>
        </message>
        <message>
            <source>In the library</source>
            <translation>В базе</translation>
        </message>
        <message numerus="yes">
            <source>%n player(s) differ from the library.</source>
            <translation>
                <numerusform>%n игрок отличается от базы игроков.</numerusform>
                <numerusform>%n игрока отличаются от базы игроков.</numerusform>
                <numerusform>%n игроков отличаются от базы игроков.</numerusform>
            </translation>
        </message>
        <message>
            <source>Every registered player's data is as in the library.</source>
            <translation>Данные всех заявленных участников совпадают с базой игроков.</translation>
        </message>
        <message>
            <source>&amp;Update anyway</source>
            <translation>&amp;Всё равно обновить</translation>
        </message>
        <message>
            <source>&amp;Update</source>
            <translation>&amp;Обновить</translation>
        </message>
    </context>
    <context>
        <name>ResultImportDialog</name>
        <message>
            <source>Board {board:&gt;3}:  #{white} - #{black}   {new}   (was {old})</source>
            <translation>Доска {board:&gt;3}:  № {white} - № {black}   {new}   (было {old})</translation>
        </message>
        <message>
            <source>Board {board:&gt;3}:  #{white} - #{black}   {new}</source>
            <translation>Доска {board:&gt;3}:  № {white} - № {black}   {new}</translation>
        </message>
        <message>
            <source>Rows that cannot be imported:</source>
            <translation>Строки, которые нельзя импортировать:</translation>
        </message>
        <message>
            <source>Import results of round {round}</source>
            <translation>Импорт результатов {round}-го тура</translation>
        </message>
        <message numerus="yes">
            <source>{source}: %n result(s) to enter in round {round}, {corrections} of them replacing a result already entered; {unchanged} unchanged; {missing} board(s) will still have no result.</source>
            <translation>
                <numerusform>{source}: %n результат для ввода в {round}-м туре, из них заменяют уже введённые: {corrections}; без изменений: {unchanged}; досок без результата останется: {missing}.</numerusform>
                <numerusform>{source}: %n результата для ввода в {round}-м туре, из них заменяют уже введённые: {corrections}; без изменений: {unchanged}; досок без результата останется: {missing}.</numerusform>
                <numerusform>{source}: %n результатов для ввода в {round}-м туре, из них заменяют уже введённые: {corrections}; без изменений: {unchanged}; досок без результата останется: {missing}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n row(s) of other rounds are left out.</source>
            <translation>
                <numerusform>Пропущена %n строка других туров.</numerusform>
                <numerusform>Пропущены %n строки других туров.</numerusform>
                <numerusform>Пропущено %n строк других туров.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n row(s) cannot be imported: nothing is entered unless you choose to leave them out.</source>
            <translation>
                <numerusform>%n строку нельзя импортировать: ничего не будет введено, если вы не решите её пропустить.</numerusform>
                <numerusform>%n строки нельзя импортировать: ничего не будет введено, если вы не решите их пропустить.</numerusform>
                <numerusform>%n строк нельзя импортировать: ничего не будет введено, если вы не решите их пропустить.</numerusform>
            </translation>
        </message>
        <message>
            <source>Leave out the rows that cannot be imported</source>
            <translation>Пропустить строки, которые нельзя импортировать</translation>
        </message>
        <message>
            <source>Enter the results</source>
            <translation>Ввести результаты</translation>
        </message>
    </context>
    <context>
        <name>RoundsController</name>
        <message numerus="yes">
            <source>%n board(s), {played} results entered, {missing} missing</source>
            <translation>
                <numerusform>%n доска, введено результатов: {played}, не хватает: {missing}</numerusform>
                <numerusform>%n доски, введено результатов: {played}, не хватает: {missing}</numerusform>
                <numerusform>%n досок, введено результатов: {played}, не хватает: {missing}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n board(s), {played} results entered — round complete; next: pair round {next} (Ctrl+Shift+P)</source>
            <translation>
                <numerusform>%n доска, введено результатов: {played} — тур завершён; далее: жеребьёвка {next}-го тура (Ctrl+Shift+P)</numerusform>
                <numerusform>%n доски, введено результатов: {played} — тур завершён; далее: жеребьёвка {next}-го тура (Ctrl+Shift+P)</numerusform>
                <numerusform>%n досок, введено результатов: {played} — тур завершён; далее: жеребьёвка {next}-го тура (Ctrl+Shift+P)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n board(s), {played} results entered — round complete; the tournament is finished: see Standings (Ctrl+3)</source>
            <translation>
                <numerusform>%n доска, введено результатов: {played} — тур завершён; турнир окончен: см. положение (Ctrl+3)</numerusform>
                <numerusform>%n доски, введено результатов: {played} — тур завершён; турнир окончен: см. положение (Ctrl+3)</numerusform>
                <numerusform>%n досок, введено результатов: {played} — тур завершён; турнир окончен: см. положение (Ctrl+3)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n board(s), {played} results entered — round complete</source>
            <translation>
                <numerusform>%n доска, введено результатов: {played} — тур завершён</numerusform>
                <numerusform>%n доски, введено результатов: {played} — тур завершён</numerusform>
                <numerusform>%n досок, введено результатов: {played} — тур завершён</numerusform>
            </translation>
        </message>
        <message>
            <source>Board {board} of round {round} ({white} – {black}) has no result. Change it to {new}?</source>
            <translation>На доске {board} {round}-го тура ({white} – {black}) нет результата. Ввести {new}?</translation>
        </message>
        <message>
            <source>Board {board} of round {round} ({white} – {black}) has no result.</source>
            <translation>На доске {board} {round}-го тура ({white} – {black}) нет результата.</translation>
        </message>
        <message>
            <source>Board {board} of round {round} ({white} – {black}) already has the result {old}. Change it to {new}?</source>
            <translation>На доске {board} {round}-го тура ({white} – {black}) уже есть результат {old}. Заменить на {new}?</translation>
        </message>
        <message>
            <source>Board {board} of round {round} ({white} – {black}) already has the result {old}. Clear it?</source>
            <translation>На доске {board} {round}-го тура ({white} – {black}) уже есть результат {old}. Стереть его?</translation>
        </message>
        <message>
            <source>Round {next} is already paired and stays as it is</source>
            <translation>Жеребьёвка {next}-го тура уже проведена, и он остаётся без изменений</translation>
        </message>
        <message>
            <source>Rounds {next}–{last} are already paired and stay as they are</source>
            <translation>Жеребьёвка туров {next}–{last} уже проведена, и они остаются без изменений</translation>
        </message>
        <message>
            <source>{rounds}: past rounds are never paired again (C.04.2 (2026) art. 4.3). The corrected result changes the scores, standings and tie-breaks from round {round} on, and the pairing of round {next} will use it.</source>
            <translation>{rounds}: жеребьёвка прошедших туров никогда не переигрывается (C.04.2 (2026) ст. 4.3). Исправленный результат меняет очки, положение и дополнительные показатели начиная с {round}-го тура, и жеребьёвка {next}-го тура его учтёт.</translation>
        </message>
        <message>
            <source>{rounds}: past rounds are never paired again (C.04.2 (2026) art. 4.3). The corrected result changes the scores, standings and tie-breaks from round {round} on.</source>
            <translation>{rounds}: жеребьёвка прошедших туров никогда не переигрывается (C.04.2 (2026) ст. 4.3). Исправленный результат меняет очки, положение и дополнительные показатели начиная с {round}-го тура.</translation>
        </message>
        <message>
            <source>No round paired yet.</source>
            <translation>Жеребьёвка ещё не проводилась.</translation>
        </message>
        <message>
            <source>Wait until the pairing is done.</source>
            <translation>Дождитесь окончания жеребьёвки.</translation>
        </message>
        <message>
            <source>Change a result</source>
            <translation>Изменить результат</translation>
        </message>
        <message>
            <source>no result</source>
            <translation>нет результата</translation>
        </message>
        <message>
            <source>round {rnd} board {board}: {label}</source>
            <translation>тур {rnd}, доска {board}: {label}</translation>
        </message>
        <message>
            <source>{result} storing…</source>
            <translation>{result} сохраняется…</translation>
        </message>
        <message>
            <source>Board {board}: the result typed before is still being stored.</source>
            <translation>Доска {board}: ранее введённый результат ещё сохраняется.</translation>
        </message>
        <message>
            <source>Pair round {round}</source>
            <translation>Жеребьёвка {round}-го тура</translation>
        </message>
        <message>
            <source>Pairing round {round}…</source>
            <translation>Жеребьёвка {round}-го тура…</translation>
        </message>
        <message>
            <source>Re-pair round</source>
            <translation>Повторная жеребьёвка тура</translation>
        </message>
        <message>
            <source>Delete the pairing of match {match} (both its games) and pair it again (for example after a late entry or a withdrawal)?</source>
            <translation>Удалить пары матча {match} (обе его партии) и провести жеребьёвку заново (например, после позднего включения или выбытия)?</translation>
        </message>
        <message>
            <source>Delete the pairing of round {last} and pair it again (for example after a late entry or a withdrawal)?</source>
            <translation>Удалить пары {last}-го тура и провести жеребьёвку заново (например, после позднего включения или выбытия)?</translation>
        </message>
        <message>
            <source>Re-pair round {last}</source>
            <translation>Повторная жеребьёвка {last}-го тура</translation>
        </message>
        <message>
            <source>Re-pairing round {last}…</source>
            <translation>Повторная жеребьёвка {last}-го тура…</translation>
        </message>
        <message>
            <source>Rounds {first}-{number} paired by the Berger table</source>
            <translation>Туры {first}–{number} по таблице Бергера</translation>
        </message>
        <message>
            <source>Pair all rounds</source>
            <translation>Жеребьёвка всех туров</translation>
        </message>
        <message>
            <source>Pairing every round…</source>
            <translation>Жеребьёвка всех туров…</translation>
        </message>
        <message>
            <source>Fixed boards in round {number}</source>
            <translation>Закреплённые доски в туре {number}</translation>
        </message>
        <message>
            <source>Delete round</source>
            <translation>Удалить тур</translation>
        </message>
        <message>
            <source>Delete the pairing of match {match} (both its games)? This is only possible while it has no results.</source>
            <translation>Удалить пары матча {match} (обе его партии)? Это возможно, только пока в нём нет результатов.</translation>
        </message>
        <message>
            <source>Delete the pairing of round {last}? This is only possible while it has no results.</source>
            <translation>Удалить пары {last}-го тура? Это возможно, только пока в нём нет результатов.</translation>
        </message>
        <message>
            <source>Delete round {last}</source>
            <translation>Удалить {last}-й тур</translation>
        </message>
        <message>
            <source>Round {last} deleted</source>
            <translation>{last}-й тур удалён</translation>
        </message>
        <message>
            <source>Explain pairing</source>
            <translation>Объяснить жеребьёвку</translation>
        </message>
        <message>
            <source>Round {rnd}: the Berger table</source>
            <translation>Тур {rnd}: таблица Бергера</translation>
        </message>
        <message>
            <source>C.05 Annex 1, by pairing number.</source>
            <translation>C.05 прил. 1, по стартовым номерам.</translation>
        </message>
        <message>
            <source>Explaining round {rnd}…</source>
            <translation>Объяснение {rnd}-го тура…</translation>
        </message>
        <message>
            <source>Round {rnd}: how it was paired</source>
            <translation>Тур {rnd}: как проведена жеребьёвка</translation>
        </message>
        <message>
            <source>Score brackets from the top (C.04.3): the residents, players moved down (MDPs), the pairs made and who floated down. Numbers are pairing numbers.</source>
            <translation>Очковые группы сверху вниз (C.04.3): участники группы, опущенные участники (MDP), составленные пары и кто опущен ниже. Числа — стартовые номера.</translation>
        </message>
        <message>
            <source>Edit pairing</source>
            <translation>Изменить пары</translation>
        </message>
        <message>
            <source>Edit pairing of round {rnd}</source>
            <translation>Изменение пар {rnd}-го тура</translation>
        </message>
        <message>
            <source>Round {rnd} already has results; clear them before you change its pairing.</source>
            <translation>В {rnd}-м туре уже есть результаты; сотрите их, прежде чем менять пары.</translation>
        </message>
        <message>
            <source>no player has pairing number {numbers}</source>
            <translation>ни у одного участника нет стартового номера {numbers}</translation>
        </message>
        <message numerus="yes">
            <source>Round {rnd}: pairing changed; it breaks %n rule(s), listed under the boards</source>
            <translation>
                <numerusform>Тур {rnd}: пары изменены; нарушено %n правило, оно указано под досками</numerusform>
                <numerusform>Тур {rnd}: пары изменены; нарушено %n правила, они указаны под досками</numerusform>
                <numerusform>Тур {rnd}: пары изменены; нарушено %n правил, они указаны под досками</numerusform>
            </translation>
        </message>
        <message>
            <source>Round {rnd}: pairing changed; it breaks no rule checked</source>
            <translation>Тур {rnd}: пары изменены; ни одно проверенное правило не нарушено</translation>
        </message>
        <message>
            <source>edit pairing of round {rnd}</source>
            <translation>изменить пары {rnd}-го тура</translation>
        </message>
        <message>
            <source>Checking the new pairing of round {rnd}…</source>
            <translation>Проверка новых пар {rnd}-го тура…</translation>
        </message>
        <message>
            <source>Check pairing rules</source>
            <translation>Проверить правила жеребьёвки</translation>
        </message>
        <message>
            <source>Checking round {number}…</source>
            <translation>Проверка {number}-го тура…</translation>
        </message>
        <message>
            <source>Board {board} of match {match} already has the results {old}. Replace them with {new}?</source>
            <translation>На доске {board} матча {match} уже есть результаты {old}. Заменить их на {new}?</translation>
        </message>
        <message>
            <source>match {match} board {board}: {results}</source>
            <translation>матч {match}, доска {board}: {results}</translation>
        </message>
        <message>
            <source>Board {board}: game 1 {result}; now the result of game 2</source>
            <translation>Доска {board}: партия 1 {result}; теперь результат партии 2</translation>
        </message>
    </context>
    <context>
        <name>RoundsView</name>
        <message>
            <source>White wins by forfeit (+/-)	+</source>
            <translation>Победа белых ввиду неявки (+/-)	+</translation>
        </message>
        <message>
            <source>Black wins by forfeit (-/+)	-</source>
            <translation>Победа чёрных ввиду неявки (-/+)	-</translation>
        </message>
        <message>
            <source>Double forfeit (-/-)	*</source>
            <translation>Неявка обоих (-/-)	*</translation>
        </message>
        <message>
            <source>1-0, not rated (W-L)</source>
            <translation>1-0, не обсчитывается (W-L)</translation>
        </message>
        <message>
            <source>0-1, not rated (L-W)</source>
            <translation>0-1, не обсчитывается (L-W)</translation>
        </message>
        <message>
            <source>½-½, not rated (D-D)</source>
            <translation>½-½, не обсчитывается (D-D)</translation>
        </message>
        <message>
            <source>Clear result	Del</source>
            <translation>Стереть результат	Del</translation>
        </message>
        <message>
            <source>Edit pairing…</source>
            <translation>Изменить пары…</translation>
        </message>
        <message>
            <source>Results: 1 white wins · 0 black wins · = or 5 draw · + / - forfeit · * double forfeit · Del clears · right-click for more</source>
            <translation>Результаты: 1 победа белых · 0 победа чёрных · = или 5 ничья · + / - неявка · * неявка обоих · Del стирает · правый щелчок — ещё</translation>
        </message>
        <message>
            <source>Roun&amp;d:</source>
            <translation>&amp;Тур:</translation>
        </message>
        <message>
            <source>Round {r}</source>
            <translation>Тур {r}</translation>
        </message>
        <message>
            <source>Match {match}, game {game}</source>
            <translation>Матч {match}, партия {game}</translation>
        </message>
        <message>
            <source>Results of a match: two keys per board, game 1 then game 2, each as its own game's (1 White wins · 0 Black wins · = or 5 draw · + / - forfeit · * double forfeit) · Del clears both</source>
            <translation>Результаты матча: две клавиши на доску, сначала партия 1, затем партия 2, каждая — как результат своей партии (1 победа белых · 0 победа чёрных · = или 5 ничья · + / - неявка · * неявка обоих) · Del очищает оба</translation>
        </message>
    </context>
    <context>
        <name>Sections</name>
        <message>
            <source>Section:</source>
            <translation>Турнир:</translation>
        </message>
        <message>
            <source>The section of the event shown and changed</source>
            <translation>Турнир события, который показан и изменяется</translation>
        </message>
        <message>
            <source>&amp;Add a section…</source>
            <translation>&amp;Добавить турнир…</translation>
        </message>
        <message>
            <source>Add a section to the event: a tournament of its own in the same file</source>
            <translation>Добавить в событие турнир: отдельный турнир в том же файле</translation>
        </message>
        <message>
            <source>Switch section</source>
            <translation>Переключить турнир</translation>
        </message>
        <message>
            <source>Wait until the work under way ends, then switch sections.</source>
            <translation>Дождитесь окончания текущей работы, затем переключите турнир.</translation>
        </message>
        <message>
            <source>New section</source>
            <translation>Новый турнир</translation>
        </message>
        <message>
            <source>Name of the new section:</source>
            <translation>Название нового турнира:</translation>
        </message>
        <message numerus="yes">
            <source>Delete the section {name} and its %n registered players? Edit &gt; Undo puts them back.</source>
            <translation>
                <numerusform>Удалить турнир {name} и его %n заявленного участника? Правка &gt; Отменить вернёт их.</numerusform>
                <numerusform>Удалить турнир {name} и его %n заявленных участников? Правка &gt; Отменить вернёт их.</numerusform>
                <numerusform>Удалить турнир {name} и его %n заявленных участников? Правка &gt; Отменить вернёт их.</numerusform>
            </translation>
        </message>
        <message>
            <source>delete the section {name}</source>
            <translation>удалить турнир {name}</translation>
        </message>
        <message>
            <source>&amp;Rename this section…</source>
            <translation>&amp;Переименовать этот турнир…</translation>
        </message>
        <message>
            <source>Give the section on screen another name</source>
            <translation>Дать другое название турниру на экране</translation>
        </message>
        <message>
            <source>&amp;Delete this section…</source>
            <translation>&amp;Удалить этот турнир…</translation>
        </message>
        <message>
            <source>Delete the section on screen with its players, before any of its rounds is paired</source>
            <translation>Удалить турнир на экране вместе с его участниками, пока ни один его тур не составлен</translation>
        </message>
        <message>
            <source>Rename the section</source>
            <translation>Переименовать турнир</translation>
        </message>
        <message>
            <source>New name of the section {name}:</source>
            <translation>Новое название турнира {name}:</translation>
        </message>
        <message>
            <source>rename the section {name}</source>
            <translation>переименовать турнир {name}</translation>
        </message>
        <message>
            <source>Delete the section</source>
            <translation>Удалить турнир</translation>
        </message>
    </context>
    <context>
        <name>Serving</name>
        <message>
            <source>Serve to &amp;phones…</source>
            <translation>Раздавать на &amp;телефоны…</translation>
        </message>
        <message>
            <source>Serving the event's pages at {address}</source>
            <translation>Страницы турнира раздаются по адресу {address}</translation>
        </message>
        <message>
            <source>Serve to phones</source>
            <translation>Раздавать на телефоны</translation>
        </message>
        <message>
            <source>The event's pages are no longer served.</source>
            <translation>Страницы турнира больше не раздаются.</translation>
        </message>
        <message>
            <source>Serving to phones</source>
            <translation>Раздача на телефоны</translation>
        </message>
        <message>
            <source>Bound to every network of this computer, port {port}.</source>
            <translation>Во всех сетях этого компьютера, порт {port}.</translation>
        </message>
        <message>
            <source>Bound to {host} only, port {port}.</source>
            <translation>Только на {host}, порт {port}.</translation>
        </message>
        <message>
            <source>The players open this address on their phones (the venue's Wi-Fi):</source>
            <translation>Игроки открывают этот адрес на своих телефонах (Wi-Fi зала):</translation>
        </message>
        <message>
            <source>Stop serving</source>
            <translation>Остановить раздачу</translation>
        </message>
    </context>
    <context>
        <name>Snapshot</name>
        <message>
            <source>half-point bye</source>
            <translation>пропуск тура за ½ очка</translation>
        </message>
        <message>
            <source>zero-point bye</source>
            <translation>пропуск тура без очков</translation>
        </message>
        <message>
            <source>full-point bye</source>
            <translation>пропуск тура за 1 очко</translation>
        </message>
        <message>
            <source>half-point bye in round {round}</source>
            <translation>пропуск {round}-го тура за ½ очка</translation>
        </message>
        <message>
            <source>zero-point bye in round {round}</source>
            <translation>пропуск {round}-го тура без очков</translation>
        </message>
        <message>
            <source>full-point bye in round {round}</source>
            <translation>пропуск {round}-го тура за 1 очко</translation>
        </message>
        <message>
            <source>withdrawn from round {round}</source>
            <translation>выбыл с {round}-го тура</translation>
        </message>
        <message>
            <source>bye ({points})</source>
            <translation>пропуск тура ({points})</translation>
        </message>
    </context>
    <context>
        <name>StandingsController</name>
        <message>
            <source>Standings</source>
            <translation>Положение</translation>
        </message>
    </context>
    <context>
        <name>StandingsModel</name>
        <message>
            <source>Rk</source>
            <translation>М.</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>Место</translation>
        </message>
        <message>
            <source>No.</source>
            <translation>№</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Фамилия, имя</translation>
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
            <source>Fed</source>
            <translation>Фед.</translation>
        </message>
        <message>
            <source>Pts</source>
            <translation>Очки</translation>
        </message>
    </context>
    <context>
        <name>StandingsTables</name>
        <message>
            <source>Places shared when points and every tie-break are equal (C.07 art. 4).</source>
            <translation>Места делятся при равенстве очков и всех дополнительных показателей (C.07 ст. 4).</translation>
        </message>
        <message>
            <source>Standings cannot be computed: {exc}</source>
            <translation>Положение рассчитать не удаётся: {exc}</translation>
        </message>
    </context>
    <context>
        <name>StandingsView</name>
        <message>
            <source>Filter standings…</source>
            <translation>Фильтр положения…</translation>
        </message>
        <message>
            <source>&amp;Standings after:</source>
            <translation>&amp;Положение после:</translation>
        </message>
        <message>
            <source>start (no round)</source>
            <translation>начала (ни одного тура)</translation>
        </message>
        <message>
            <source>round {r} (results missing)</source>
            <translation>{r}-го тура (нет всех результатов)</translation>
        </message>
        <message>
            <source>round {r}</source>
            <translation>{r}-го тура</translation>
        </message>
    </context>
    <context>
        <name>TeamDialog</name>
        <message>
            <source>Add team</source>
            <translation>Добавить команду</translation>
        </message>
        <message>
            <source>One player a line, board 1 first: Name; rating; FIDE ID; federation</source>
            <translation>По одному игроку в строке, первая доска первой: Имя; рейтинг; FIDE ID; федерация</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>&amp;Название:</translation>
        </message>
        <message>
            <source>&amp;Captain:</source>
            <translation>&amp;Капитан:</translation>
        </message>
        <message>
            <source>&amp;Roster:</source>
            <translation>&amp;Состав:</translation>
        </message>
        <message>
            <source>Plays &amp;from round:</source>
            <translation>Играет &amp;с тура:</translation>
        </message>
    </context>
    <context>
        <name>TeamWithdrawalDialog</name>
        <message>
            <source>Withdraw team</source>
            <translation>Снять команду</translation>
        </message>
        <message>
            <source>&amp;Team:</source>
            <translation>&amp;Команда:</translation>
        </message>
        <message>
            <source>Not paired from &amp;round:</source>
            <translation>Не участвует в жеребьёвке с &amp;тура:</translation>
        </message>
        <message>
            <source>Its matches of the rounds paired stay as they are.</source>
            <translation>Её матчи уже составленных туров остаются как есть.</translation>
        </message>
    </context>
    <context>
        <name>TeamsController</name>
        <message>
            <source>{name} (withdrawn from round {round})</source>
            <translation>{name} (снята с тура {round})</translation>
        </message>
        <message>
            <source>&amp;Add team…</source>
            <translation>&amp;Добавить команду…</translation>
        </message>
        <message>
            <source>Import teams fr&amp;om CSV…</source>
            <translation>&amp;Импорт команд из CSV…</translation>
        </message>
        <message>
            <source>&amp;Set line-up…</source>
            <translation>&amp;Задать состав…</translation>
        </message>
        <message>
            <source>Forfeit &amp;whole match…</source>
            <translation>Н&amp;еявка на весь матч…</translation>
        </message>
        <message>
            <source>W&amp;ithdraw team…</source>
            <translation>Сн&amp;ять команду…</translation>
        </message>
        <message>
            <source>&amp;Reinstate team</source>
            <translation>&amp;Вернуть команду</translation>
        </message>
        <message>
            <source>Show the teams</source>
            <translation>Показать команды</translation>
        </message>
        <message>
            <source>bye</source>
            <translation>свободен</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>Место</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>Команда</translation>
        </message>
        <message>
            <source>Storing on the venue server: {changes}…</source>
            <translation>Сохраняется на сервере турнира: {changes}…</translation>
        </message>
        <message>
            <source>add team {name}</source>
            <translation>добавление команды {name}</translation>
        </message>
        <message>
            <source>Import teams from CSV</source>
            <translation>Импорт команд из CSV</translation>
        </message>
        <message>
            <source>Import {name}</source>
            <translation>Импорт {name}</translation>
        </message>
        <message>
            <source>Import {teams} teams with {players} players? {problems} row(s) cannot be imported.</source>
            <translation>Импортировать команды ({teams}) и игроков ({players})? Строк, которые нельзя импортировать: {problems}.</translation>
        </message>
        <message>
            <source>import teams from {name}</source>
            <translation>импорт команд из {name}</translation>
        </message>
        <message>
            <source>Line-up</source>
            <translation>Состав</translation>
        </message>
        <message>
            <source>Pair a round and choose one of its matches first.</source>
            <translation>Сначала проведите жеребьёвку тура и выберите один из его матчей.</translation>
        </message>
        <message>
            <source>line-up of {team}</source>
            <translation>состав команды {team}</translation>
        </message>
        <message>
            <source>Which team did not come?</source>
            <translation>Какая команда не явилась?</translation>
        </message>
        <message>
            <source>forfeit of {team}</source>
            <translation>неявка команды {team}</translation>
        </message>
        <message>
            <source>Board {board}: the result typed before is still being stored.</source>
            <translation>Доска {board}: ранее введённый результат ещё сохраняется.</translation>
        </message>
        <message>
            <source>Board {board} already has {old}. Replace it with {new}?</source>
            <translation>На доске {board} уже {old}. Заменить на {new}?</translation>
        </message>
        <message>
            <source>Correct a result</source>
            <translation>Исправить результат</translation>
        </message>
        <message>
            <source>result of board {board}</source>
            <translation>результат доски {board}</translation>
        </message>
        <message>
            <source>{result} storing…</source>
            <translation>{result} сохраняется…</translation>
        </message>
        <message>
            <source>withdrawal of {team}</source>
            <translation>снятие {team}</translation>
        </message>
        <message>
            <source>Reinstate team</source>
            <translation>Вернуть команду</translation>
        </message>
        <message>
            <source>Choose a withdrawn team in the list of teams first.</source>
            <translation>Сначала выберите снятую команду в списке команд.</translation>
        </message>
        <message>
            <source>reinstatement of {team}</source>
            <translation>возвращение {team}</translation>
        </message>
    </context>
    <context>
        <name>TeamsView</name>
        <message>
            <source>Roun&amp;d:</source>
            <translation>&amp;Какой тур:</translation>
        </message>
        <message>
            <source>No</source>
            <translation>№</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>Команда</translation>
        </message>
        <message>
            <source>Captain</source>
            <translation>Капитан</translation>
        </message>
        <message>
            <source>Roster (board order)</source>
            <translation>Состав (порядок досок)</translation>
        </message>
        <message>
            <source>Match</source>
            <translation>Матч</translation>
        </message>
        <message>
            <source>White on board 1</source>
            <translation>Белые на 1-й доске</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Счёт</translation>
        </message>
        <message>
            <source>Opponent</source>
            <translation>Соперник</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>Доска</translation>
        </message>
        <message>
            <source>White</source>
            <translation>Белые</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Результат</translation>
        </message>
        <message>
            <source>Black</source>
            <translation>Чёрные</translation>
        </message>
        <message>
            <source>Set line-up… takes the captain's players in roster order; type the results of the selected match's games here (1, 0, =, +, -, *) or in Rounds and results.</source>
            <translation>Задать состав… берёт игроков капитана в порядке состава; вводите результаты партий выбранного матча здесь (1, 0, =, +, -, *) или в виде Туры и результаты.</translation>
        </message>
        <message>
            <source>Round {round}</source>
            <translation>Тур {round}</translation>
        </message>
    </context>
    <context>
        <name>VenueConnection</name>
        <message>
            <source>Connecting to the venue server {name}…</source>
            <translation>Подключение к серверу турнира {name}…</translation>
        </message>
    </context>
    <context>
        <name>VenueServerDialog</name>
        <message>
            <source>Connect to venue server</source>
            <translation>Подключение к серверу турнира</translation>
        </message>
        <message>
            <source>&amp;Server:</source>
            <translation>&amp;Сервер:</translation>
        </message>
        <message>
            <source>&amp;Port:</source>
            <translation>&amp;Порт:</translation>
        </message>
        <message>
            <source>&amp;Event database:</source>
            <translation>&amp;База турнира:</translation>
        </message>
        <message>
            <source>&amp;User:</source>
            <translation>П&amp;ользователь:</translation>
        </message>
        <message>
            <source>Pass&amp;word:</source>
            <translation>Пар&amp;оль:</translation>
        </message>
        <message>
            <source>The password is sent to the server only; it is never stored.</source>
            <translation>Пароль передаётся только серверу; он нигде не сохраняется.</translation>
        </message>
    </context>
    <context>
        <name>WarningsPanel</name>
        <message>
            <source>Round {round_number}: the pairing breaks no rule checked.</source>
            <translation>Тур {round_number}: пары не нарушают ни одного проверенного правила.</translation>
        </message>
        <message numerus="yes">
            <source>⚠ Round {round_number}: the pairing breaks %n rule(s) ({absolute} absolute)</source>
            <translation>
                <numerusform>⚠ Тур {round_number}: пары нарушают %n правило (абсолютных: {absolute})</numerusform>
                <numerusform>⚠ Тур {round_number}: пары нарушают %n правила (абсолютных: {absolute})</numerusform>
                <numerusform>⚠ Тур {round_number}: пары нарушают %n правил (абсолютных: {absolute})</numerusform>
            </translation>
        </message>
        <message>
            <source>Note: {note}</source>
            <translation>Примечание: {note}</translation>
        </message>
    </context>
    <context>
        <name>WelcomeView</name>
        <message>
            <source>&lt;h2&gt;Arbiter Desk&lt;/h2&gt;&lt;p&gt;Run a FIDE Swiss tournament: players, pairings, results, standings. Everything is saved as you go.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Arbiter Desk&lt;/h2&gt;&lt;p&gt;Проведение турнира ФИДЕ по швейцарской системе: участники, жеребьёвка, результаты, положение. Всё сохраняется по ходу работы.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Start a new tournament</source>
            <translation>Начать новый турнир</translation>
        </message>
        <message>
            <source>Open a tournament file (.arbiter)</source>
            <translation>Открыть файл турнира (.arbiter)</translation>
        </message>
        <message>
            <source>Continue a tournament from a TRF file</source>
            <translation>Продолжить турнир из файла TRF</translation>
        </message>
        <message>
            <source>Recent tournaments (double-click to open):</source>
            <translation>Недавние турниры (двойной щелчок — открыть):</translation>
        </message>
        <message>
            <source>Remove the missing files from this list</source>
            <translation>Убрать из списка отсутствующие файлы</translation>
        </message>
        <message>
            <source>{title}    (missing: {where})</source>
            <translation>{title}    (отсутствует: {where})</translation>
        </message>
        <message>
            <source>{path} is no longer there (moved, renamed, or on a disk not plugged in)</source>
            <translation>{path} больше нет на месте (перемещён, переименован или на неподключённом диске)</translation>
        </message>
    </context>
</TS>
