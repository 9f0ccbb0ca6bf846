<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
    <context>
        <name>Breach</name>
        <message>
            <source>round {round}: {article}: {reason}</source>
            <translation>тур {round}: {article}: {reason}</translation>
        </message>
    </context>
    <context>
        <name>DoubleSwiss</name>
        <message>
            <source>the round-pairing is not complete: every player but one (the bye) is paired once (paired twice: {twice}; not paired: {missing})</source>
            <translation>жеребьёвка тура не завершена: каждый участник, кроме одного (со свободным днём), должен быть спарен один раз (спарены дважды: {twice}; не спарены: {missing})</translation>
        </message>
        <message>
            <source>player {player} has the pairing-allocated bye, but the number of players is even</source>
            <translation>участник {player} получил свободный день по жеребьёвке, но число участников чётное</translation>
        </message>
        <message>
            <source>players {first} and {second} have already played each other</source>
            <translation>участники {first} и {second} уже играли друг с другом</translation>
        </message>
        <message>
            <source>player {player} already had the pairing-allocated bye, a match won by forfeit or a full-point bye, and may not have the pairing-allocated bye</source>
            <translation>участник {player} уже получал свободный день по жеребьёвке, выиграл матч за неявкой соперника или получил свободный день с полным очком и не может получить свободный день по жеребьёвке</translation>
        </message>
        <message>
            <source>the pairing-allocated bye goes to player {expected} (the lowest score, then the most matches played, then the largest TPN, leaving a legal pairing), not {recorded}</source>
            <translation>свободный день по жеребьёвке получает участник {expected} (наименьшее число очков, затем больше сыгранных матчей, затем наибольший TPN, если остальных можно спарить по правилам), а не {recorded}</translation>
        </message>
        <message>
            <source>the upfloaters of the bracket of score {score} are {expected} (3.5), not {recorded}</source>
            <translation>поднимаемые в группу с {score} очками: {expected} (3.5), а не {recorded}</translation>
        </message>
        <message>
            <source>the bracket {players} is paired {expected} (the first identifier, 3.6)</source>
            <translation>группа {players} спаривается так: {expected} (первый идентификатор, 3.6)</translation>
        </message>
        <message>
            <source>player {white} has White in game 1 against {black}, not {recorded}</source>
            <translation>участник {white} играет белыми в партии 1 против {black}, а не {recorded}</translation>
        </message>
        <message>
            <source>a bye applies to the whole match (C.04.5 Preface): both cells need the same bye code, not {first} and {second}</source>
            <translation>свободный день относится ко всему матчу (C.04.5, Преамбула): в обеих клетках нужен один и тот же код, а не {first} и {second}</translation>
        </message>
        <message>
            <source>game 1 and game 2 of a match are against the same opponent (C.04.5 Preface)</source>
            <translation>партии 1 и 2 матча играются с одним и тем же соперником (C.04.5, Преамбула)</translation>
        </message>
        <message>
            <source>the two games of a match are played with alternating colours (C.04.5 Preface)</source>
            <translation>две партии матча играются со сменой цвета (C.04.5, Преамбула)</translation>
        </message>
        <message>
            <source>player {player}, match {match} (rounds {first} and {second}): {reason}</source>
            <translation>участник {player}, матч {match} (туры {first} и {second}): {reason}</translation>
        </message>
        <message>
            <source>no pairing of this round complies with [C1]-[C3] (C.04.5 art. 3.3.3: the Chief Arbiter decides)</source>
            <translation>ни одна жеребьёвка этого тура не удовлетворяет [C1]-[C3] (C.04.5, ст. 3.3.3: решает главный судья)</translation>
        </message>
        <message>
            <source>192: the Baku Acceleration is not available with the Double-Swiss System: C.04.7 does not say whether its points for a win are a game's or a match's</source>
            <translation>192: бакинское ускорение недоступно в системе Double-Swiss: C.04.7 не говорит, относятся ли очки за победу к партии или к матчу</translation>
        </message>
        <message>
            <source>192: {code} is not the Double-Swiss System ({expected})</source>
            <translation>192: {code} — это не система Double-Swiss ({expected})</translation>
        </message>
        <message>
            <source>142: {total} round cells, but a Double-Swiss match takes two (game 1 and game 2)</source>
            <translation>142: {total} клеток туров, но матч Double-Swiss занимает две (партия 1 и партия 2)</translation>
        </message>
        <message>
            <source>match {match} is beyond the {matches} matches of the tournament</source>
            <translation>матч {match} выходит за пределы {matches} матчей турнира</translation>
        </message>
        <message>
            <source>match {match}: player {player} plays {opponent}, who does not play them</source>
            <translation>матч {match}: участник {player} играет с {opponent}, который с ним не играет</translation>
        </message>
    </context>
    <context>
        <name>DubovChecker</name>
        <message>
            <source>art. 3.2: the bracket pairing the text gives</source>
            <translation>ст. 3.2: жеребьёвка группы, которую даёт текст</translation>
        </message>
        <message>
            <source>colours of {white}-{black}: the rule gives White to {black}</source>
            <translation>цвета {white}-{black}: по правилу белые получает {black}</translation>
        </message>
        <message>
            <source>{a} and {b} have played each other (or may not meet)</source>
            <translation>{a} и {b} уже играли друг с другом (или не могут встречаться)</translation>
        </message>
        <message>
            <source>{a} and {b} have the same absolute colour preference</source>
            <translation>у {a} и {b} одинаковое абсолютное предпочтение цвета</translation>
        </message>
        <message>
            <source>{player} receives the pairing-allocated bye after a bye or a win without playing</source>
            <translation>{player} получает свободный тур жеребьёвки после свободного тура или победы без игры</translation>
        </message>
        <message>
            <source>the pairing-allocated bye goes to {expected}, not {recorded}</source>
            <translation>свободный тур жеребьёвки получает {expected}, а не {recorded}</translation>
        </message>
    </context>
    <context>
        <name>DubovRefusal</name>
        <message>
            <source>no player can receive the pairing-allocated bye and leave a complete pairing ({count} players)</source>
            <translation>ни один игрок не может получить свободный тур жеребьёвки так, чтобы остальных можно было спарить полностью ({count} игроков)</translation>
        </message>
        <message>
            <source>bracket of score {score}: no legal pairing</source>
            <translation>группа с {score} очками: допустимой жеребьёвки нет</translation>
        </message>
        <message>
            <source>bracket of score {score}: the residents cannot all be paired ([C1], [C3], [C4])</source>
            <translation>группа с {score} очками: не всех игроков группы можно спарить ([C1], [C3], [C4])</translation>
        </message>
    </context>
    <context>
        <name>EditionPolicy</name>
        <message>
            <source>rules {code}, as record 192 says</source>
            <translation>правила {code}, как указано в записи 192</translation>
        </message>
        <message>
            <source>rules {code}: the TRF has no record 192 and no start date that can be read</source>
            <translation>правила {code}: в TRF нет записи 192 и читаемой даты начала</translation>
        </message>
        <message>
            <source>edition chosen from the start date {start}: {code} ({why})</source>
            <translation>редакция выбрана по дате начала {start}: {code} ({why})</translation>
        </message>
        <message>
            <source>the oldest text this program pairs, in force from 1 July 2013; the event is older</source>
            <translation>самая ранняя редакция, по которой работает программа, действует с 1 июля 2013 года; турнир старше</translation>
        </message>
        <message>
            <source>in force from 1 July 2013 to 30 June 2017</source>
            <translation>действовала с 1 июля 2013 года по 30 июня 2017 года</translation>
        </message>
        <message>
            <source>in force from 1 July 2017 to 31 January 2026</source>
            <translation>действовала с 1 июля 2017 года по 31 января 2026 года</translation>
        </message>
        <message>
            <source>in force since 1 February 2026</source>
            <translation>действует с 1 февраля 2026 года</translation>
        </message>
    </context>
    <context>
        <name>KFactor</name>
        <message>
            <source>{rule}; {games} games x {k} &gt; 700: K = {used} (8.3.3)</source>
            <translation>{rule}; {games} партий x {k} &gt; 700: K = {used} (8.3.3)</translation>
        </message>
        <message>
            <source>{games} games x {k} &gt; 700: K = {used} (8.3.3)</source>
            <translation>{games} партий x {k} &gt; 700: K = {used} (8.3.3)</translation>
        </message>
        <message>
            <source>K = {k}: {rule} ({unknown})</source>
            <translation>K = {k}: {rule} ({unknown})</translation>
        </message>
        <message>
            <source>K = {k}: {rule}</source>
            <translation>K = {k}: {rule}</translation>
        </message>
        <message>
            <source>K of the FIDE rating list, stored for the player (7.1.2)</source>
            <translation>K из рейтинг-листа ФИДЕ, сохранённый для участника (7.1.2)</translation>
        </message>
        <message>
            <source>published rating has reached 2400 (8.3.3)</source>
            <translation>опубликованный рейтинг достигал 2400 (8.3.3)</translation>
        </message>
        <message>
            <source>new to the list, {done} of {needed} games completed (8.3.3)</source>
            <translation>новичок в рейтинг-листе, сыграно {done} из {needed} партий (8.3.3)</translation>
        </message>
        <message>
            <source>until the end of the year of the 18th birthday, rating under 2300 (8.3.3)</source>
            <translation>до конца года, в котором исполняется 18 лет, рейтинг ниже 2300 (8.3.3)</translation>
        </message>
        <message>
            <source>K 10 if a published rating ever reached 2400</source>
            <translation>K 10, если опубликованный рейтинг когда-либо достигал 2400</translation>
        </message>
        <message>
            <source>K 40 if fewer than {games} rated games were completed before</source>
            <translation>K 40, если ранее сыграно менее {games} обсчитанных партий</translation>
        </message>
        <message>
            <source>K 40 for a junior: birth year unknown</source>
            <translation>K 40 для юниора: год рождения неизвестен</translation>
        </message>
        <message>
            <source>rating under 2400 (8.3.3)</source>
            <translation>рейтинг ниже 2400 (8.3.3)</translation>
        </message>
    </context>
    <context>
        <name>LimChecker</name>
        <message>
            <source>art. 2.2-4: the pairing the procedure of the text gives (a Maxi-tournament: 3.2.3, 3.8, 5.7)</source>
            <translation>ст. 2.2-4: жеребьёвка, которую даёт процедура текста (макситурнир: 3.2.3, 3.8, 5.7)</translation>
        </message>
        <message>
            <source>art. 2.2-4: the pairing the procedure of the text gives</source>
            <translation>ст. 2.2-4: жеребьёвка, которую даёт процедура текста</translation>
        </message>
        <message>
            <source>{a} and {b} have played each other (or may not meet)</source>
            <translation>{a} и {b} уже играли друг с другом (или не могут встречаться)</translation>
        </message>
        <message>
            <source>{a} and {b}: any colours would break the colour limits</source>
            <translation>{a} и {b}: любое распределение цвета нарушило бы ограничения по цвету</translation>
        </message>
        <message>
            <source>colours of {white}-{black} break the colour limits; the other way round keeps them</source>
            <translation>цвета в паре {white}-{black} нарушают ограничения по цвету; наоборот они соблюдаются</translation>
        </message>
        <message>
            <source>colours of {white}-{black}: the rule gives White to {black}</source>
            <translation>цвета {white}-{black}: по правилу белые получает {black}</translation>
        </message>
        <message>
            <source>{player} receives the pairing-allocated bye after a bye or a win without playing</source>
            <translation>{player} получает свободный тур жеребьёвки после свободного тура или победы без игры</translation>
        </message>
        <message>
            <source>the pairing-allocated bye goes to {expected}, not {recorded}</source>
            <translation>свободный тур жеребьёвки получает {expected}, а не {recorded}</translation>
        </message>
    </context>
    <context>
        <name>LimRefusal</name>
        <message>
            <source>no pairing of compatible players (art. 2.1) exists for the {count} players</source>
            <translation>для {count} игроков не существует жеребьёвки совместимых игроков (ст. 2.1)</translation>
        </message>
    </context>
    <context>
        <name>NormCheck</name>
        <message>
            <source>{what} ({article}): {have}; needed {need}: met</source>
            <translation>{what} ({article}): {have}; требуется {need}: выполнено</translation>
        </message>
        <message>
            <source>{what} ({article}): {have}; needed {need}: NOT met</source>
            <translation>{what} ({article}): {have}; требуется {need}: НЕ выполнено</translation>
        </message>
        <message>
            <source>not counted: {rounds}</source>
            <translation>не учитывается: {rounds}</translation>
        </message>
        <message>
            <source>{title} norm: Rp {performance} with Ra {average}, {score}/{games}</source>
            <translation>норма {title}: Rp {performance} при Ra {average}, {score}/{games}</translation>
        </message>
        <message>
            <source>no {title} norm: {missing}</source>
            <translation>нет нормы {title}: {missing}</translation>
        </message>
        <message>
            <source>{what} {have} (needs {need})</source>
            <translation>{what} {have} (требуется {need})</translation>
        </message>
        <message>
            <source>round {round}: bye</source>
            <translation>тур {round}: пропуск тура</translation>
        </message>
        <message>
            <source>round {round}: forfeit</source>
            <translation>тур {round}: неявка</translation>
        </message>
        <message>
            <source>round {round}: no result</source>
            <translation>тур {round}: нет результата</translation>
        </message>
        <message>
            <source>round {round}: game not rated</source>
            <translation>тур {round}: партия не обсчитывается</translation>
        </message>
        <message>
            <source>{count} of {games}</source>
            <translation>{count} из {games}</translation>
        </message>
        <message>
            <source>games</source>
            <translation>партии</translation>
        </message>
        <message>
            <source>at least {count}</source>
            <translation>не менее {count}</translation>
        </message>
        <message>
            <source>other federations</source>
            <translation>другие федерации</translation>
        </message>
        <message>
            <source>other feds</source>
            <translation>др. фед.</translation>
        </message>
        <message>
            <source>opponents of the own federation</source>
            <translation>соперники своей федерации</translation>
        </message>
        <message>
            <source>at most 3/5</source>
            <translation>не более 3/5</translation>
        </message>
        <message>
            <source>own fed</source>
            <translation>своя фед.</translation>
        </message>
        <message>
            <source>opponents of one federation</source>
            <translation>соперники одной федерации</translation>
        </message>
        <message>
            <source>{count} of {games} ({federation})</source>
            <translation>{count} из {games} ({federation})</translation>
        </message>
        <message>
            <source>at most 2/3</source>
            <translation>не более 2/3</translation>
        </message>
        <message>
            <source>one fed</source>
            <translation>одна фед.</translation>
        </message>
        <message>
            <source>titled opponents</source>
            <translation>соперники со званием</translation>
        </message>
        <message>
            <source>at least 50 %</source>
            <translation>не менее 50 %</translation>
        </message>
        <message>
            <source>titled</source>
            <translation>со званием</translation>
        </message>
        <message>
            <source>{titles} opponents</source>
            <translation>соперники {titles}</translation>
        </message>
        <message>
            <source>at least 1/3 and 3</source>
            <translation>не менее 1/3 и 3</translation>
        </message>
        <message>
            <source>unrated opponents</source>
            <translation>соперники без рейтинга</translation>
        </message>
        <message>
            <source>at most 20 %</source>
            <translation>не более 20 %</translation>
        </message>
        <message>
            <source>unrated</source>
            <translation>без рейтинга</translation>
        </message>
        <message>
            <source>average rating of the opponents</source>
            <translation>средний рейтинг соперников</translation>
        </message>
        <message>
            <source>score</source>
            <translation>очки</translation>
        </message>
        <message>
            <source>at least {points} (35 %)</source>
            <translation>не менее {points} (35 %)</translation>
        </message>
        <message>
            <source>performance</source>
            <translation>перфоманс</translation>
        </message>
    </context>
    <context>
        <name>OutputFile</name>
        <message>
            <source>{target} is not a regular file (a folder, a device or a pipe); choose a file name</source>
            <translation>{target} — не обычный файл (папка, устройство или канал); выберите имя файла</translation>
        </message>
        <message>
            <source>{target} is a database (a tournament file, a backup, the player library or another program's data), which no output may replace; choose another name</source>
            <translation>{target} — база данных (файл турнира, резервная копия, библиотека игроков или данные другой программы), которую никакой вывод не может заменить; выберите другое имя</translation>
        </message>
        <message>
            <source>{target} belongs to the database {name} beside it (its journal, lock or a copy being made); choose another name</source>
            <translation>{target} принадлежит базе данных {name} рядом с ним (её журнал, блокировка или создаваемая копия); выберите другое имя</translation>
        </message>
        <message>
            <source>{target} is the open tournament file or one of its own files (its journal, lock or backups); choose another name</source>
            <translation>{target} — открытый файл турнира или один из его собственных файлов (журнал, блокировка или резервные копии); выберите другое имя</translation>
        </message>
        <message>
            <source>{target} is inside the automatic backups folder of {name}; choose another folder</source>
            <translation>{target} находится в папке автоматических резервных копий {name}; выберите другую папку</translation>
        </message>
        <message>
            <source>cannot write {target}: {reason}; nothing was changed there</source>
            <translation>не удаётся записать {target}: {reason}; там ничего не изменено</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>диск заполнен</translation>
        </message>
        <message>
            <source>the disk reported an input/output error</source>
            <translation>диск сообщил об ошибке ввода-вывода</translation>
        </message>
        <message>
            <source>the drive is read-only</source>
            <translation>диск доступен только для чтения</translation>
        </message>
        <message>
            <source>you may not write in that folder</source>
            <translation>у вас нет права записи в эту папку</translation>
        </message>
        <message>
            <source>the folder does not exist</source>
            <translation>папка не существует</translation>
        </message>
    </context>
    <context>
        <name>PairingWarning</name>
        <message>
            <source>legal, but not the pairing of the brackets the text gives</source>
            <translation>допустимо, но это не те пары групп, которые даёт текст</translation>
        </message>
    </context>
    <context>
        <name>PlatformError</name>
        <message>
            <source>no program to open {path} was found (xdg-open is missing: install xdg-utils); open it by hand</source>
            <translation>не найдена программа, чтобы открыть {path} (нет xdg-open: установите xdg-utils); откройте файл вручную</translation>
        </message>
        <message>
            <source>could not open {path} ({reason}); open it by hand</source>
            <translation>не удалось открыть {path} ({reason}); откройте файл вручную</translation>
        </message>
    </context>
    <context>
        <name>PrizeCategory</name>
        <message>
            <source>women</source>
            <translation>женщины</translation>
        </message>
        <message>
            <source>men</source>
            <translation>мужчины</translation>
        </message>
        <message>
            <source>born {first}-{last}</source>
            <translation>{first}-{last} г. р.</translation>
        </message>
        <message>
            <source>born {year} or later</source>
            <translation>{year} г. р. и моложе</translation>
        </message>
        <message>
            <source>born {year} or earlier</source>
            <translation>{year} г. р. и старше</translation>
        </message>
        <message>
            <source>unrated</source>
            <translation>без рейтинга</translation>
        </message>
        <message>
            <source>rated {low}-{high}</source>
            <translation>рейтинг {low}-{high}</translation>
        </message>
        <message>
            <source>rated {rating} or more</source>
            <translation>рейтинг {rating} и выше</translation>
        </message>
        <message>
            <source>rated {rating} or less</source>
            <translation>рейтинг {rating} и ниже</translation>
        </message>
        <message>
            <source>federation {codes}</source>
            <translation>федерация {codes}</translation>
        </message>
        <message>
            <source>club {names}</source>
            <translation>клуб {names}</translation>
        </message>
        <message numerus="yes">
            <source>%n players listed</source>
            <translation>
                <numerusform>%n участник в списке</numerusform>
                <numerusform>%n участника в списке</numerusform>
                <numerusform>%n участников в списке</numerusform>
            </translation>
        </message>
        <message>
            <source>all players</source>
            <translation>все участники</translation>
        </message>
    </context>
    <context>
        <name>RatingCalculation</name>
        <message>
            <source>forfeit: unplayed games are not rated (5.1)</source>
            <translation>неявка: несыгранные партии не обсчитываются (5.1)</translation>
        </message>
        <message>
            <source>bye: no game</source>
            <translation>пропуск тура: партии нет</translation>
        </message>
        <message>
            <source>not paired</source>
            <translation>не включён в жеребьёвку</translation>
        </message>
        <message>
            <source>late entry: not yet entered (C.04.2 art. 2.4)</source>
            <translation>позднее включение: ещё не включён (C.04.2 ст. 2.4)</translation>
        </message>
        <message>
            <source>withdrawn: no longer paired (C.04.2 art. 3.2)</source>
            <translation>выбыл: больше не участвует в жеребьёвке (C.04.2 ст. 3.2)</translation>
        </message>
        <message>
            <source>game not rated (fewer than one move each, TRF W/D/L)</source>
            <translation>партия не обсчитывается (менее одного хода каждым, TRF W/D/L)</translation>
        </message>
        <message>
            <source>no result yet</source>
            <translation>результата пока нет</translation>
        </message>
        <message>
            <source>opponent unrated: only games against rated players count (8.3.1)</source>
            <translation>соперник без рейтинга: учитываются только партии с участниками, имеющими рейтинг (8.3.1)</translation>
        </message>
        <message>
            <source>no game against a rated opponent</source>
            <translation>нет партий с соперниками, имеющими рейтинг</translation>
        </message>
        <message>
            <source>Ra {average} (with two 1800 draws) + dp({p}) {dp} = {value} (capped at 2200, 8.2.3)</source>
            <translation>Ra {average} (с двумя ничьими против 1800) + dp({p}) {dp} = {value} (ограничено 2200, 8.2.3)</translation>
        </message>
        <message>
            <source>Ra {average} (with two 1800 draws) + dp({p}) {dp} = {value}</source>
            <translation>Ra {average} (с двумя ничьими против 1800) + dp({p}) {dp} = {value}</translation>
        </message>
        <message>
            <source>zero score: disregarded in a first event (8.2.1)</source>
            <translation>ноль очков: в первом турнире не учитывается (8.2.1)</translation>
        </message>
        <message>
            <source>{games} of {needed} games against rated opponents (7.1.4)</source>
            <translation>{games} из {needed} партий с соперниками, имеющими рейтинг (7.1.4)</translation>
        </message>
        <message>
            <source>below {floor}: not published (7.1.4)</source>
            <translation>ниже {floor}: не публикуется (7.1.4)</translation>
        </message>
        <message>
            <source>#{number} {name}, rating {rating}; {rule}</source>
            <translation>№ {number} {name}, рейтинг {rating}; {rule}</translation>
        </message>
        <message>
            <source>rd</source>
            <comment>column: round</comment>
            <translation>т</translation>
        </message>
        <message>
            <source>opponent</source>
            <comment>column</comment>
            <translation>соперник</translation>
        </message>
        <message>
            <source>rating</source>
            <comment>column</comment>
            <translation>рейт.</translation>
        </message>
        <message>
            <source>used</source>
            <comment>column: the difference used (400-point rule)</comment>
            <translation>учт.</translation>
        </message>
        <message>
            <source>score</source>
            <comment>column</comment>
            <translation>очки</translation>
        </message>
        <message>
            <source>delta</source>
            <comment>column</comment>
            <translation>дельта</translation>
        </message>
        <message>
            <source>not rated v {opponent}: {reason}</source>
            <translation>не обсчитывается против {opponent}: {reason}</translation>
        </message>
        <message>
            <source>not rated: {reason}</source>
            <translation>не обсчитывается: {reason}</translation>
        </message>
        <message>
            <source>score {score} of {games}, expected {expected}; {sum} x K {k} = {change}, rounded {rounded} (8.3.4)</source>
            <translation>{score} очк. из {games}, ожидалось {expected}; {sum} x K {k} = {change}, с округлением {rounded} (8.3.4)</translation>
        </message>
        <message>
            <source>#{number} {name}, unrated: first rating (8.2)</source>
            <translation>№ {number} {name}, без рейтинга: первый рейтинг (8.2)</translation>
        </message>
    </context>
    <context>
        <name>Standings</name>
        <message>
            <source>{mark} {player} withdrew: not paired from round {round} on (C.04.2 art. 3.2)</source>
            <translation>{mark} {player} выбыл: не участвует в жеребьёвке с {round}-го тура (C.04.2 ст. 3.2)</translation>
        </message>
        <message>
            <source>{mark} {player} withdrew (C.04.2 art. 3.2)</source>
            <translation>{mark} {player} выбыл (C.04.2 ст. 3.2)</translation>
        </message>
    </context>
    <context>
        <name>StandingsOrigin</name>
        <message>
            <source>given</source>
            <translation>задано</translation>
        </message>
        <message>
            <source>asked for</source>
            <translation>по запросу</translation>
        </message>
        <message>
            <source>none</source>
            <comment>no tie-breaks</comment>
            <translation>нет</translation>
        </message>
        <message>
            <source>C.07 {edition} ({edition_from}); tie-breaks {tiebreaks} ({tiebreaks_from})</source>
            <translation>C.07 {edition} ({edition_from}); дополнительные показатели {tiebreaks} ({tiebreaks_from})</translation>
        </message>
        <message>
            <source>the event's list, TRF {record}</source>
            <translation>список турнира, TRF {record}</translation>
        </message>
        <message>
            <source>none declared: the {preset} preset</source>
            <translation>не заданы: набор {preset}</translation>
        </message>
        <message>
            <source>no start date: the current edition</source>
            <translation>нет даты начала: действующая редакция</translation>
        </message>
        <message>
            <source>start date {date}: older texts are not implemented</source>
            <translation>дата начала {date}: более старые редакции не реализованы</translation>
        </message>
        <message>
            <source>start date {date}</source>
            <translation>дата начала {date}</translation>
        </message>
    </context>
    <context>
        <name>TeamSwiss</name>
        <message>
            <source>the round-pairing is not complete: every team but one (the bye) is paired once (paired twice: {twice}; not paired: {missing})</source>
            <translation>жеребьёвка тура неполна: каждая команда, кроме одной (свободной), должна быть спарена один раз (спарены дважды: {twice}; не спарены: {missing})</translation>
        </message>
        <message>
            <source>team {team} has the pairing-allocated bye, but the number of teams is even</source>
            <translation>команда {team} свободна по жеребьёвке, но число команд чётное</translation>
        </message>
        <message>
            <source>teams {first} and {second} have already played each other</source>
            <translation>команды {first} и {second} уже играли друг с другом</translation>
        </message>
        <message>
            <source>team {team} already had the pairing-allocated bye, a match won by forfeit or a full-point bye, and may not have the pairing-allocated bye</source>
            <translation>команда {team} уже была свободна по жеребьёвке, выиграла матч без игры или получила очко без игры, и не может быть свободной по жеребьёвке</translation>
        </message>
        <message>
            <source>the pairing-allocated bye goes to team {expected} (the lowest score, then the most matches played, then the largest TPN, leaving a legal pairing), not {recorded}</source>
            <translation>свободной по жеребьёвке должна быть команда {expected} (наименьшие очки, затем больше сыгранных матчей, затем наибольший TPN, при допустимой жеребьёвке остальных), а не {recorded}</translation>
        </message>
        <message>
            <source>the bracket {teams} is paired {expected} (the first identifier, 3.6)</source>
            <translation>группа {teams} спаривается так: {expected} (первый идентификатор, 3.6)</translation>
        </message>
        <message>
            <source>team {white} has White on board 1 against {black}, not {recorded}</source>
            <translation>белые на первой доске против {black} у команды {white}, а не у {recorded}</translation>
        </message>
        <message>
            <source>team {team}: player {player} of its roster has no 001 record</source>
            <translation>команда {team}: у игрока {player} из её состава нет записи 001</translation>
        </message>
        <message>
            <source>round {round}: player {player} of team {team} plays {opponent}, not a player of another team</source>
            <translation>тур {round}: игрок {player} команды {team} играет с {opponent}, который не игрок другой команды</translation>
        </message>
        <message>
            <source>round {round}: the players of team {team} play teams {teams}</source>
            <translation>тур {round}: игроки команды {team} играют с командами {teams}</translation>
        </message>
        <message>
            <source>no pairing of round {round} complies with [C1]-[C3] (C.04.6 art. 3.3.3: the Chief Arbiter decides)</source>
            <translation>ни одна жеребьёвка тура {round} не удовлетворяет [C1]-[C3] (C.04.6 ст. 3.3.3: решает главный арбитр)</translation>
        </message>
        <message>
            <source>192: {code} is not the Swiss Team Pairing System (like FIDE_TEAM_TYPEA_MP_GP)</source>
            <translation>192: {code} — не швейцарская система для команд (например, FIDE_TEAM_TYPEA_MP_GP)</translation>
        </message>
        <message>
            <source>192: the Baku Acceleration is not available with the Swiss Team Pairing System yet: C.04.7 does not say which score of a past round decides a floater (C.04.6 1.5)</source>
            <translation>192: бакинское ускорение пока недоступно для швейцарской системы для команд: C.04.7 не говорит, какие очки прошлого тура определяют флоатера (C.04.6 1.5)</translation>
        </message>
        <message>
            <source>the file has no team (records 310 or 013)</source>
            <translation>в файле нет команд (записи 310 или 013)</translation>
        </message>
        <message>
            <source>round {round} is beyond the {rounds} rounds of the tournament</source>
            <translation>тур {round} выходит за пределы {rounds} туров турнира</translation>
        </message>
    </context>
    <context>
        <name>TeamTieBreak</name>
        <message>
            <source>{code}: the chains of EDE (13.3.2) are named only since the 2026 edition of C.07</source>
            <translation>{code}: цепочки EDE (13.3.2) названы только начиная с редакции C.07 2026 года</translation>
        </message>
        <message>
            <source>{code}: not a team tie-break of C.07 ({reason})</source>
            <translation>{code}: не командный дополнительный показатель C.07 ({reason})</translation>
        </message>
        <message>
            <source>:MP or :GP only after BH and FB</source>
            <translation>:MP или :GP только после BH и FB</translation>
        </message>
        <message>
            <source>unknown modifier {modifier}</source>
            <translation>неизвестный модификатор {modifier}</translation>
        </message>
        <message>
            <source>{modifier} does not apply to {name}</source>
            <translation>{modifier} не применяется к {name}</translation>
        </message>
        <message>
            <source>{code} ranks the teams of a tied group (C.07 13.3): it has no value on its own</source>
            <translation>{code} упорядочивает команды группы с равным счётом (C.07 13.3): отдельного значения у него нет</translation>
        </message>
    </context>
    <context>
        <name>TeamTrf</name>
        <message>
            <source>{record}: {field} must be a whole number, found {found}</source>
            <translation>{record}: {field} должно быть целым числом, найдено {found}</translation>
        </message>
        <message>
            <source>{record}: {field} must be a number like 11.5, found {found}</source>
            <translation>{record}: {field} должно быть числом вида 11.5, найдено {found}</translation>
        </message>
        <message>
            <source>player {board}</source>
            <translation>игрок {board}</translation>
        </message>
        <message>
            <source>{record}: a team has at most {count} players</source>
            <translation>{record}: в команде не более {count} игроков</translation>
        </message>
        <message>
            <source>the team pairing number</source>
            <translation>жеребьёвочный номер команды</translation>
        </message>
        <message>
            <source>310: a team needs a pairing number (1-999) and a name</source>
            <translation>310: команде нужны жеребьёвочный номер (1-999) и название</translation>
        </message>
        <message>
            <source>the strength factor</source>
            <translation>коэффициент силы</translation>
        </message>
        <message>
            <source>the match points</source>
            <translation>командные очки</translation>
        </message>
        <message>
            <source>the game points</source>
            <translation>очки за партии</translation>
        </message>
        <message>
            <source>the rank</source>
            <translation>место</translation>
        </message>
        <message>
            <source>013: a team needs a name (columns 5-36)</source>
            <translation>013: команде нужно название (колонки 5-36)</translation>
        </message>
        <message>
            <source>352: the colour sequence is made of W and B, like WBWB</source>
            <translation>352: последовательность цветов состоит из W и B, например WBWB</translation>
        </message>
        <message>
            <source>362: expected TW, TD and TL with their match points, like TW 2.0</source>
            <translation>362: ожидаются TW, TD и TL с их командными очками, например TW 2.0</translation>
        </message>
        <message>
            <source>PAB match points</source>
            <translation>командные очки за свободный тур при жеребьёвке</translation>
        </message>
        <message>
            <source>PAB game points</source>
            <translation>очки за партии за свободный тур при жеребьёвке</translation>
        </message>
        <message>
            <source>310: two teams have the pairing number {number}</source>
            <translation>310: у двух команд жеребьёвочный номер {number}</translation>
        </message>
        <message>
            <source>player {player} is in the rosters of {first} and {second}</source>
            <translation>игрок {player} заявлен в составах {first} и {second}</translation>
        </message>
        <message>
            <source>a team file holds at most {most} teams in 310 records, and {count} teams numbered with gaps cannot be written in 013 records either</source>
            <translation>файл команд вмещает не более {most} команд в записях 310, а {count} команд с пропусками в нумерации нельзя записать и в записях 013</translation>
        </message>
    </context>
    <context>
        <name>TieBreakError</name>
        <message>
            <source>the rating of unrated opponents must be 0 or more, not {rating}</source>
            <translation>рейтинг соперников без рейтинга должен быть 0 или больше, а не {rating}</translation>
        </message>
        <message>
            <source>{error} (C.07 {edition}: {edition_from}; tie-breaks: {tiebreaks_from})</source>
            <translation>{error} (C.07 {edition}: {edition_from}; дополнительные показатели: {tiebreaks_from})</translation>
        </message>
        <message>
            <source>{codes}: C.07 (2026) art. 8 says Buchholz tie-breaks must not be used in round robins (tie-breaks: {tiebreaks_from}); choose others, e.g. the round-robin preset {preset}</source>
            <translation>{codes}: по C.07 (2026) ст. 8 показатели Бухгольца нельзя применять в круговых турнирах (дополнительные показатели: {tiebreaks_from}); выберите другие, например набор для кругового турнира {preset}</translation>
        </message>
        <message>
            <source>standings</source>
            <translation>положение</translation>
        </message>
        <message>
            <source>rating changes</source>
            <translation>изменения рейтинга</translation>
        </message>
        <message>
            <source>norms</source>
            <translation>нормы</translation>
        </message>
        <message>
            <source>{what} after round {round} asked: the round must be 0 or more</source>
            <translation>{what} после тура {round}: номер тура должен быть 0 или больше</translation>
        </message>
        <message>
            <source>{what} after round {round} asked, but only {recorded} rounds are recorded</source>
            <translation>{what} после тура {round}: записано только туров: {recorded}</translation>
        </message>
        <message>
            <source>{what} after round {round} asked, but round {unpaired} has not been paired</source>
            <translation>{what} после тура {round}: жеребьёвка тура {unpaired} не проведена</translation>
        </message>
        <message>
            <source>player {player} is not ranked: they withdrew from the round robin having completed less than half of their games (FIDE Tournament Rules V.4.1)</source>
            <translation>участник {player} не включён в положение: он выбыл из кругового турнира, сыграв менее половины партий (Турнирные правила ФИДЕ V.4.1)</translation>
        </message>
        <message>
            <source>no player with pairing number {player}</source>
            <translation>нет участника со стартовым номером {player}</translation>
        </message>
        <message>
            <source>player {player} meets unknown player {opponent} in round {round}</source>
            <translation>участник {player} играет с неизвестным участником {opponent} в туре {round}</translation>
        </message>
        <message>
            <source>round {round} is not finished (player {player} has no result): compute the standings after round {previous} or enter the result</source>
            <translation>тур {round} не завершён (у участника {player} нет результата): рассчитайте положение после тура {previous} или введите результат</translation>
        </message>
        <message>
            <source>player {player}, round {round}: a game result without an opponent</source>
            <translation>участник {player}, тур {round}: результат партии без соперника</translation>
        </message>
        <message>
            <source>unknown C.07 edition {edition} (use 2024 or 2026)</source>
            <translation>неизвестная редакция C.07 {edition} (используйте 2024 или 2026)</translation>
        </message>
        <message>
            <source>unknown tie-break {code} (C.07 art. 5 lists {codes})</source>
            <translation>неизвестный дополнительный показатель {code} (C.07 ст. 5 перечисляет {codes})</translation>
        </message>
        <message>
            <source>{code}: C.07 art. 5 allows Cut/Median modifiers only on ARO, BH, FB, SB and PS</source>
            <translation>{code}: C.07 ст. 5 допускает модификаторы Cut/Median только для ARO, BH, FB, SB и PS</translation>
        </message>
        <message>
            <source>{code}: the Koya limit (14.5) applies only to KS</source>
            <translation>{code}: порог Койя (14.5) применяется только к KS</translation>
        </message>
        <message>
            <source>{code}: /F (Fore Buchholz basis, 8.2) applies only to AOB</source>
            <translation>{code}: /F (на основе предварительного Бухгольца, 8.2) применяется только к AOB</translation>
        </message>
        <message>
            <source>{code}: /P (forfeits as played, 6.1.1) applies only to DE</source>
            <translation>{code}: /P (неявки как сыгранные, 6.1.1) применяется только к DE</translation>
        </message>
        <message>
            <source>{code}: AOB on Fore Buchholz exists only since the 2026 edition (8.2)</source>
            <translation>{code}: AOB по предварительному Бухгольцу есть только с редакции 2026 (8.2)</translation>
        </message>
        <message>
            <source>{code} (C.07 art. {article}) exists only since the 2026 edition</source>
            <translation>{code} (C.07 ст. {article}) есть только с редакции 2026</translation>
        </message>
        <message>
            <source>empty tie-break code</source>
            <translation>пустой код дополнительного показателя</translation>
        </message>
        <message>
            <source>{code}: team score selectors (:MP, :GP) are not supported (individual events only)</source>
            <translation>{code}: командные показатели (:MP, :GP) не поддерживаются (только личные турниры)</translation>
        </message>
        <message>
            <source>{code}: unknown modifier {modifier} (C1, C2, M1, M2, L+n, P, F)</source>
            <translation>{code}: неизвестный модификатор {modifier} (C1, C2, M1, M2, L+n, P, F)</translation>
        </message>
        <message>
            <source>{code}: only one Cut/Median modifier per tie-break</source>
            <translation>{code}: только один модификатор Cut/Median на показатель</translation>
        </message>
    </context>
    <context>
        <name>TieBreakExplanation</name>
        <message>
            <source>scheduled opponent {opponent}</source>
            <translation>назначенный соперник {opponent}</translation>
        </message>
        <message>
            <source>sum of the opponents' scores not cut</source>
            <translation>сумма очков соперников без отброшенных</translation>
        </message>
        <message>
            <source>Buchholz with every paired game of round {round} drawn</source>
            <translation>Бухгольц, если все партии тура {round} сыграны вничью</translation>
        </message>
        <message>
            <source>sum of (opponent's score x points scored) not cut</source>
            <translation>сумма (очки соперника x набранные очки) без отброшенных</translation>
        </message>
        <message>
            <source>opponent's {code}</source>
            <translation>{code} соперника</translation>
        </message>
        <message>
            <source>no game played over the board</source>
            <translation>нет партий, сыгранных за доской</translation>
        </message>
        <message>
            <source>average of the opponents' {code} over {games} games</source>
            <translation>среднее {code} соперников по {games} партиям</translation>
        </message>
        <message>
            <source>alphabetical position of {name}</source>
            <translation>место по алфавиту для {name}</translation>
        </message>
        <message>
            <source>averaged with the other games (6.1.2)</source>
            <translation>усреднено с другими партиями (6.1.2)</translation>
        </message>
        <message>
            <source>tied with no one: Direct Encounter does not apply (6.1)</source>
            <translation>нет равных по очкам: личная встреча не применяется (6.1)</translation>
        </message>
        <message>
            <source>the tied players {tied} never met: no separate standings; not met: {unmet}</source>
            <translation>равные по очкам участники {tied} не встречались: отдельного положения нет; не встречались: {unmet}</translation>
        </message>
        <message>
            <source>the tied players {tied} never met: no separate standings</source>
            <translation>равные по очкам участники {tied} не встречались: отдельного положения нет</translation>
        </message>
        <message>
            <source>rank {rank} among the tied players {tied}; not met: {unmet}</source>
            <translation>место {rank} среди равных по очкам участников {tied}; не встречались: {unmet}</translation>
        </message>
        <message>
            <source>rank {rank} among the tied players {tied}</source>
            <translation>место {rank} среди равных по очкам участников {tied}</translation>
        </message>
        <message>
            <source>no value</source>
            <translation>нет значения</translation>
        </message>
        <message>
            <source>{tiebreak} of player {player} = {value}  ({method})</source>
            <translation>{tiebreak} участника {player} = {value}  ({method})</translation>
        </message>
        <message>
            <source>round {round}</source>
            <translation>тур {round}</translation>
        </message>
        <message>
            <source>dummy</source>
            <translation>фиктивный соперник</translation>
        </message>
        <message>
            <source>opponent {opponent}</source>
            <translation>соперник {opponent}</translation>
        </message>
        <message>
            <source>score {score}</source>
            <translation>очки {score}</translation>
        </message>
        <message>
            <source>scored {points}</source>
            <translation>набрано {points}</translation>
        </message>
        <message>
            <source>CUT</source>
            <comment>a contribution the cut removed</comment>
            <translation>ОТБРОШЕНО</translation>
        </message>
        <message>
            <source>rounds worth a win, played or not</source>
            <translation>туры с очками за победу, сыгранные или нет</translation>
        </message>
        <message>
            <source>games won over the board</source>
            <translation>партии, выигранные за доской</translation>
        </message>
        <message>
            <source>games played with black</source>
            <translation>партии, сыгранные чёрными</translation>
        </message>
        <message>
            <source>games won with black</source>
            <translation>партии, выигранные чёрными</translation>
        </message>
        <message>
            <source>rounds less H, Z and forfeit losses</source>
            <translation>туры за вычетом H, Z и поражений ввиду неявки</translation>
        </message>
        <message>
            <source>score after round</source>
            <translation>очки после тура</translation>
        </message>
        <message>
            <source>sum of the running scores not cut</source>
            <translation>сумма нарастающих очков без отброшенных</translation>
        </message>
        <message>
            <source>opponent scored {points}</source>
            <translation>соперник набрал {points}</translation>
        </message>
        <message>
            <source>compared with a draw</source>
            <translation>в сравнении с ничьей</translation>
        </message>
        <message>
            <source>1 per round won on points, ½ per round equal</source>
            <translation>1 за тур, выигранный по очкам, ½ за равный тур</translation>
        </message>
        <message>
            <source>pairing number (ascending)</source>
            <translation>стартовый номер (по возрастанию)</translation>
        </message>
        <message>
            <source>rating (descending)</source>
            <translation>рейтинг (по убыванию)</translation>
        </message>
        <message>
            <source>below the limit {limit}</source>
            <translation>ниже порога {limit}</translation>
        </message>
        <message>
            <source>points against opponents with &gt;= {limit}</source>
            <translation>очки против соперников с &gt;= {limit}</translation>
        </message>
        <message>
            <source>no rated game played over the board</source>
            <translation>нет обсчитываемых партий, сыгранных за доской</translation>
        </message>
        <message>
            <source>unrated: rating set by the tournament</source>
            <translation>без рейтинга: рейтинг задан регламентом турнира</translation>
        </message>
        <message>
            <source>average rating of the opponents not cut, 0.5 up</source>
            <translation>средний рейтинг соперников без отброшенных, 0,5 вверх</translation>
        </message>
        <message>
            <source>ARO {aro} + dp({p}) {dp}, {score} from {games} games</source>
            <translation>ARO {aro} + dp({p}) {dp}, {score} из {games} партий</translation>
        </message>
        <message>
            <source>zero score: lowest opponent's rating - 800</source>
            <translation>ноль очков: наименьший рейтинг соперника - 800</translation>
        </message>
        <message>
            <source>lowest rating expecting at least {score} from {games} games</source>
            <translation>наименьший рейтинг с ожиданием не менее {score} из {games} партий</translation>
        </message>
        <message>
            <source>opponent has no {code}</source>
            <translation>у соперника нет {code}</translation>
        </message>
        <message>
            <source>average of the opponents' {code}, 0.5 up</source>
            <translation>среднее {code} соперников, 0,5 вверх</translation>
        </message>
        <message>
            <source>forfeit win</source>
            <translation>победа ввиду неявки соперника</translation>
        </message>
        <message>
            <source>forfeit loss</source>
            <translation>поражение ввиду неявки</translation>
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
            <source>game</source>
            <translation>партия</translation>
        </message>
        <message>
            <source>zero-point bye / absent</source>
            <translation>пропуск тура без очков / отсутствие</translation>
        </message>
    </context>
    <context>
        <name>TimeControl</name>
        <message>
            <source>White {white}, Black {black}</source>
            <translation>белые {white}, чёрные {black}</translation>
        </message>
        <message>
            <source>{moves} moves in {time}</source>
            <translation>{moves} ходов за {time}</translation>
        </message>
        <message>
            <source>{before}, then {after}</source>
            <translation>{before}, затем {after}</translation>
        </message>
    </context>
    <context>
        <name>TimeControlError</name>
        <message>
            <source>222 {code}: period {period} is not M/S, M/S+I, S or S+I (seconds, e.g. 5400+30)</source>
            <translation>222 {code}: период {period} не имеет вид M/S, M/S+I, S или S+I (секунды, например 5400+30)</translation>
        </message>
        <message>
            <source>222 {code}: a period needs at least one move</source>
            <translation>222 {code}: в периоде должен быть хотя бы один ход</translation>
        </message>
        <message>
            <source>222 {code}: only the last period may be for all the moves</source>
            <translation>222 {code}: только последний период может быть на все ходы</translation>
        </message>
        <message>
            <source>222: the time control is empty</source>
            <translation>222: контроль времени не задан</translation>
        </message>
        <message>
            <source>222 {code}: write Wd-Bd for different times (W300-B240)</source>
            <translation>222 {code}: для разного времени пишите Wd-Bd (W300-B240)</translation>
        </message>
    </context>
    <context>
        <name>TrfDate</name>
        <message>
            <source>year/month/day</source>
            <translation>год/месяц/день</translation>
        </message>
        <message>
            <source>year/day/month</source>
            <translation>год/день/месяц</translation>
        </message>
        <message>
            <source>day/month/year</source>
            <translation>день/месяц/год</translation>
        </message>
        <message>
            <source>month/day/year</source>
            <translation>месяц/день/год</translation>
        </message>
        <message>
            <source>dates read as {order}: {dates}</source>
            <translation>даты прочитаны как {order}: {dates}</translation>
        </message>
        <message>
            <source>{text} is ambiguous: read as {date} ({order}), it could also be {other} ({other_order})</source>
            <translation>{text} неоднозначна: прочитана как {date} ({order}), но может быть и {other} ({other_order})</translation>
        </message>
        <message>
            <source>{text} read as {date} ({order})</source>
            <translation>{text} прочитана как {date} ({order})</translation>
        </message>
        <message>
            <source>{text} is not a date this program can read</source>
            <translation>{text} — не дата, которую программа может прочитать</translation>
        </message>
    </context>
    <context>
        <name>TrfError</name>
        <message>
            <source>line {line}: {reason}</source>
            <translation>строка {line}: {reason}</translation>
        </message>
        <message>
            <source>starting rank {number} is used twice</source>
            <translation>стартовый номер {number} использован дважды</translation>
        </message>
        <message>
            <source>player {player}: round {round} is recorded, there are {rounds} rounds</source>
            <translation>участник {player}: записан тур {round}, а туров {rounds}</translation>
        </message>
        <message>
            <source>player {player}: {reason}</source>
            <translation>участник {player}: {reason}</translation>
        </message>
        <message>
            <source>round {round}: opponent {opponent} is not a player of this file</source>
            <translation>тур {round}: соперник {opponent} не является участником этого файла</translation>
        </message>
        <message>
            <source>round {round}: {opponent} does not point back (no opponent there)</source>
            <translation>тур {round}: у {opponent} нет обратной ссылки (там нет соперника)</translation>
        </message>
        <message>
            <source>round {round}: {opponent} does not point back (opponent {other} there)</source>
            <translation>тур {round}: у {opponent} нет обратной ссылки (там соперник {other})</translation>
        </message>
        <message>
            <source>round {round}: players {player} and {opponent} have colours {colour} and {other}</source>
            <translation>тур {round}: у участников {player} и {opponent} цвета {colour} и {other}</translation>
        </message>
        <message>
            <source>round {round}: results {result} (player {player}) and {other} (player {opponent}) do not match</source>
            <translation>тур {round}: результаты {result} (участник {player}) и {other} (участник {opponent}) не совпадают</translation>
        </message>
        <message>
            <source>{field} must be a number, found {found}</source>
            <translation>{field}: должно быть число, найдено {found}</translation>
        </message>
        <message>
            <source>{field} must be a number like 11.5, found {found}</source>
            <translation>{field}: должно быть число вида 11.5, найдено {found}</translation>
        </message>
        <message>
            <source>points {points} cannot be written as a decimal number in a TRF</source>
            <translation>очки {points} нельзя записать десятичным числом в TRF</translation>
        </message>
        <message>
            <source>empty pairing file</source>
            <translation>пустой файл пар</translation>
        </message>
        <message>
            <source>the first line must be the number of pairs</source>
            <translation>первая строка должна содержать число пар</translation>
        </message>
        <message>
            <source>the first line says {count} pairs, {lines} follow</source>
            <translation>в первой строке {count} пар, а далее {lines}</translation>
        </message>
        <message>
            <source>expected two pairing numbers 'white black'</source>
            <translation>ожидались два стартовых номера «белые чёрные»</translation>
        </message>
        <message>
            <source>a player is missing or paired twice</source>
            <translation>участник отсутствует или включён в пары дважды</translation>
        </message>
        <message>
            <source>a second pairing-allocated bye</source>
            <translation>второй пропуск тура по жеребьёвке</translation>
        </message>
        <message>
            <source>column {column} must be blank (a field is out of place)</source>
            <translation>столбец {column} должен быть пустым (поле смещено)</translation>
        </message>
        <message>
            <source>the starting rank must be 1 to 9999, found {found}</source>
            <translation>стартовый номер должен быть от 1 до 9999, найдено {found}</translation>
        </message>
        <message>
            <source>sex (column 10) must be m or w, found {found}</source>
            <translation>пол (столбец 10) должен быть m или w, найдено {found}</translation>
        </message>
        <message>
            <source>the FIDE number (columns 58-68) must be digits, found {found}</source>
            <translation>номер ФИДЕ (столбцы 58-68) должен состоять из цифр, найдено {found}</translation>
        </message>
        <message>
            <source>the birth date (columns 70-79) must be YYYY/MM/DD, found {found}</source>
            <translation>дата рождения (столбцы 70-79) должна быть ГГГГ/ММ/ДД, найдено {found}</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): the cell is out of place (expected 'NNNN c r')</source>
            <translation>тур {round} (столбцы {first}-{last}): ячейка смещена (ожидалось «NNNN c r»)</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): the colour must be w, b or -, found {found}</source>
            <translation>тур {round} (столбцы {first}-{last}): цвет должен быть w, b или -, найдено {found}</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): unknown result code {found}</source>
            <translation>тур {round} (столбцы {first}-{last}): неизвестный код результата {found}</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): colour {found} without an opponent</source>
            <translation>тур {round} (столбцы {first}-{last}): цвет {found} без соперника</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): result {found} needs an opponent</source>
            <translation>тур {round} (столбцы {first}-{last}): для результата {found} нужен соперник</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): the player is paired against himself</source>
            <translation>тур {round} (столбцы {first}-{last}): участник поставлен в пару сам с собой</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): a bye ({found}) cannot have an opponent</source>
            <translation>тур {round} (столбцы {first}-{last}): у пропуска тура ({found}) не может быть соперника</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): a paired game needs the colour w or b</source>
            <translation>тур {round} (столбцы {first}-{last}): для партии в паре нужен цвет w или b</translation>
        </message>
        <message>
            <source>player {player}: {field} {value} holds a line break</source>
            <translation>участник {player}: {field} {value} содержит перевод строки</translation>
        </message>
        <message>
            <source>player {player}: {field} {value} is longer than its {width} TRF columns</source>
            <translation>участник {player}: {field} {value} длиннее отведённых {width} столбцов TRF</translation>
        </message>
        <message>
            <source>player {player}: points {points} do not fit columns 81-84</source>
            <translation>участник {player}: очки {points} не помещаются в столбцы 81-84</translation>
        </message>
        <message>
            <source>player {player}: number or rating out of the TRF range</source>
            <translation>участник {player}: номер или рейтинг вне допустимого в TRF диапазона</translation>
        </message>
        <message>
            <source>player {player}: rank {rank} out of the TRF range</source>
            <translation>участник {player}: место {rank} вне допустимого в TRF диапазона</translation>
        </message>
        <message>
            <source>column 4 must be blank after the record code</source>
            <translation>столбец 4 после кода записи должен быть пустым</translation>
        </message>
        <message>
            <source>132: round dates start at column 92</source>
            <translation>132: даты туров начинаются со столбца 92</translation>
        </message>
        <message>
            <source>132: round {round} date {date} is not a date like YY/MM/DD</source>
            <translation>132: дата {date} тура {round} не похожа на дату вида ГГ/ММ/ДД</translation>
        </message>
        <message>
            <source>{field}: a round number must be 1 to 999, found {found}</source>
            <translation>{field}: номер тура должен быть от 1 до 999, найдено {found}</translation>
        </message>
        <message>
            <source>152: the initial colour must be W or B, found {found}</source>
            <translation>152: начальный цвет должен быть W или B, найдено {found}</translation>
        </message>
        <message>
            <source>{field} must be 1 to 9999, found {found}</source>
            <translation>{field}: должно быть от 1 до 9999, найдено {found}</translation>
        </message>
        <message>
            <source>240: the type of bye (column 5) must be F, H or Z, found {found}</source>
            <translation>240: тип пропуска тура (столбец 5) должен быть F, H или Z, найдено {found}</translation>
        </message>
        <message>
            <source>240: column 6 must be blank</source>
            <translation>240: столбец 6 должен быть пустым</translation>
        </message>
        <message>
            <source>240 without any player</source>
            <translation>240 без участников</translation>
        </message>
        <message>
            <source>250 expects [match points] points first-round last-round first-player last-player</source>
            <translation>250 ожидает [командные очки] очки первый-тур последний-тур первый-участник последний-участник</translation>
        </message>
        <message>
            <source>250: the first round/player must not come after the last one</source>
            <translation>250: первый тур/участник не должен идти после последнего</translation>
        </message>
        <message>
            <source>column 4 must be blank after XXA</source>
            <translation>столбец 4 после XXA должен быть пустым</translation>
        </message>
        <message>
            <source>XXA needs one player number in columns 5-8</source>
            <translation>XXA требует номер участника в столбцах 5-8</translation>
        </message>
        <message>
            <source>XXA: column {column} must be blank</source>
            <translation>XXA: столбец {column} должен быть пустым</translation>
        </message>
        <message>
            <source>XXA: player {player} already has an XXA line</source>
            <translation>XXA: у участника {player} уже есть строка XXA</translation>
        </message>
        <message>
            <source>260 expects first round, last round and at least two players</source>
            <translation>260 ожидает первый тур, последний тур и не менее двух участников</translation>
        </message>
        <message>
            <source>260: the first round must not come after the last one</source>
            <translation>260: первый тур не должен идти после последнего</translation>
        </message>
        <message>
            <source>XXP needs at least two players</source>
            <translation>XXP требует не менее двух участников</translation>
        </message>
        <message>
            <source>starting rank {number} is already used on line {line}</source>
            <translation>стартовый номер {number} уже использован в строке {line}</translation>
        </message>
        <message>
            <source>the file is empty: a TRF needs player (001) records</source>
            <translation>файл пуст: в TRF нужны записи участников (001)</translation>
        </message>
        <message>
            <source>no player (001) record: this is not a tournament report file (TRF)</source>
            <translation>нет записей участников (001): это не файл отчёта о турнире (TRF)</translation>
        </message>
        <message>
            <source>192: {code} is not a system this program pairs: the FIDE (Dutch) System ({codes}), the other Swiss systems ({others}), each also with _BAKU, and the round robins</source>
            <translation>192: {code} — не система, по которой эта программа составляет пары: система ФИДЕ (голландская) ({codes}), другие швейцарские системы ({others}), каждая также с _BAKU, и круговые турниры</translation>
        </message>
        <message>
            <source>192: unknown edition of the Dutch system {code} (known: {codes})</source>
            <translation>192: неизвестная редакция голландской системы {code} (известны: {codes})</translation>
        </message>
        <message>
            <source>the number of rounds is not given (record 142 or XXR): C.04.1 declares it beforehand, and the pairing of the last round depends on it</source>
            <translation>не указано число туров (запись 142 или XXR): по C.04.1 оно объявляется заранее, и от него зависит жеребьёвка последнего тура</translation>
        </message>
        <message>
            <source>the number of rounds is not given (record 142 or XXR): {rounds}, the rounds on the player lines, are taken; change it if the event has more</source>
            <translation>число туров не указано (запись 142 или XXR): взято {rounds} — туры из строк участников; измените его, если в турнире их больше</translation>
        </message>
        <message>
            <source>player {player}: the points column says {points} but the results give {score}</source>
            <translation>участник {player}: в столбце очков {points}, а по результатам {score}</translation>
        </message>
        <message>
            <source>{problem}; its rounds without result read as the byes that give them ({byes})</source>
            <translation>{problem}; его туры без результата прочитаны как пропуски тура, которые их дают ({byes})</translation>
        </message>
        <message>
            <source>round {round} {cell}</source>
            <translation>тур {round} {cell}</translation>
        </message>
        <message>
            <source>cells without opponent as programs before TRF16 write them ({cells}): a win is read as the pairing-allocated bye (U), a loss as not paired (Z), a draw as a half-point bye (H)</source>
            <translation>ячейки без соперника, как их пишут программы до TRF16 ({cells}): победа прочитана как пропуск тура по жеребьёвке (U), поражение — как не спарен (Z), ничья — как пропуск тура за ½ очка (H)</translation>
        </message>
        <message>
            <source>round {round}: player {other} already has the pairing-allocated bye; a round has one, so this win without opponent is read as a full-point bye (F)</source>
            <translation>тур {round}: у участника {other} уже есть пропуск тура по жеребьёвке; в туре он один, поэтому эта победа без соперника прочитана как пропуск тура за 1 очко (F)</translation>
        </message>
        <message>
            <source>round {round}: players {first} and {second} both have a win without opponent ('0000 - +'); a round has one pairing-allocated bye</source>
            <translation>тур {round}: у участников {first} и {second} обоих победа без соперника ('0000 - +'); в туре один пропуск тура по жеребьёвке</translation>
        </message>
        <message>
            <source>162 expects codes W, D, L, A, P or X, each followed by points like 1.0</source>
            <translation>162 ожидает коды W, D, L, A, P или X, за каждым очки вида 1.0</translation>
        </message>
        <message>
            <source>162: unknown result code {code} (W, D, L, A, P, X)</source>
            <translation>162: неизвестный код результата {code} (W, D, L, A, P, X)</translation>
        </message>
        <message>
            <source>162 without any code</source>
            <translation>162 без кодов</translation>
        </message>
        <message>
            <source>XXS without any CODE=VALUE</source>
            <translation>XXS без пар КОД=ЗНАЧЕНИЕ</translation>
        </message>
        <message>
            <source>XXS expects CODE=VALUE, found {found}</source>
            <translation>XXS ожидает КОД=ЗНАЧЕНИЕ, найдено {found}</translation>
        </message>
        <message>
            <source>XXS: unknown code {code}</source>
            <translation>XXS: неизвестный код {code}</translation>
        </message>
        <message>
            <source>cannot write an inconsistent tournament: {problem}</source>
            <translation>нельзя записать противоречивый турнир: {problem}</translation>
        </message>
        <message>
            <source>{field} must fit on one line (no line break): {value}</source>
            <translation>{field}: должно помещаться в одну строку (без перевода строки): {value}</translation>
        </message>
        <message>
            <source>round date {date} cannot be written in record 132</source>
            <translation>дату тура {date} нельзя записать в запись 132</translation>
        </message>
        <message>
            <source>tie-break code {code} cannot be written in a TRF</source>
            <translation>код дополнительного показателя {code} нельзя записать в TRF</translation>
        </message>
    </context>
    <context>
        <name>TrfField</name>
        <message>
            <source>points</source>
            <translation>очки</translation>
        </message>
        <message>
            <source>the starting rank (columns 5-8)</source>
            <translation>стартовый номер (столбцы 5-8)</translation>
        </message>
        <message>
            <source>the rating (columns 49-52)</source>
            <translation>рейтинг (столбцы 49-52)</translation>
        </message>
        <message>
            <source>the points (columns 81-84)</source>
            <translation>очки (столбцы 81-84)</translation>
        </message>
        <message>
            <source>the rank (columns 86-89)</source>
            <translation>место (столбцы 86-89)</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): the opponent</source>
            <translation>тур {round} (столбцы {first}-{last}): соперник</translation>
        </message>
        <message>
            <source>the name</source>
            <translation>имя</translation>
        </message>
        <message>
            <source>the title</source>
            <translation>звание</translation>
        </message>
        <message>
            <source>the federation</source>
            <translation>федерация</translation>
        </message>
        <message>
            <source>the FIDE number</source>
            <translation>номер ФИДЕ</translation>
        </message>
        <message>
            <source>the birth date</source>
            <translation>дата рождения</translation>
        </message>
        <message>
            <source>{record} (a count)</source>
            <translation>{record} (количество)</translation>
        </message>
        <message>
            <source>{field} (number of rounds)</source>
            <translation>{field} (число туров)</translation>
        </message>
        <message>
            <source>142</source>
            <translation>142</translation>
        </message>
        <message>
            <source>XXR</source>
            <translation>XXR</translation>
        </message>
        <message>
            <source>240 round</source>
            <translation>240 тур</translation>
        </message>
        <message>
            <source>240 player</source>
            <translation>240 участник</translation>
        </message>
        <message>
            <source>250 match points</source>
            <translation>250 командные очки</translation>
        </message>
        <message>
            <source>250 points</source>
            <translation>250 очки</translation>
        </message>
        <message>
            <source>250 first round</source>
            <translation>250 первый тур</translation>
        </message>
        <message>
            <source>250 last round</source>
            <translation>250 последний тур</translation>
        </message>
        <message>
            <source>250 player</source>
            <translation>250 участник</translation>
        </message>
        <message>
            <source>XXA player</source>
            <translation>XXA участник</translation>
        </message>
        <message>
            <source>XXA round {round}</source>
            <translation>XXA тур {round}</translation>
        </message>
        <message>
            <source>260 first round</source>
            <translation>260 первый тур</translation>
        </message>
        <message>
            <source>260 last round</source>
            <translation>260 последний тур</translation>
        </message>
        <message>
            <source>260 player</source>
            <translation>260 участник</translation>
        </message>
        <message>
            <source>XXP player</source>
            <translation>XXP участник</translation>
        </message>
        <message>
            <source>XXZ player</source>
            <translation>XXZ участник</translation>
        </message>
        <message>
            <source>162 points for {code}</source>
            <translation>162 очки за {code}</translation>
        </message>
        <message>
            <source>{code} points</source>
            <translation>{code} очки</translation>
        </message>
        <message>
            <source>XXS {code}</source>
            <translation>XXS {code}</translation>
        </message>
        <message>
            <source>the encoded time control</source>
            <translation>закодированный контроль времени</translation>
        </message>
        <message>
            <source>a kept record</source>
            <translation>сохранённая запись</translation>
        </message>
        <message>
            <source>the tournament name</source>
            <translation>название турнира</translation>
        </message>
        <message>
            <source>the city</source>
            <translation>город</translation>
        </message>
        <message>
            <source>the start date</source>
            <translation>дата начала</translation>
        </message>
        <message>
            <source>the end date</source>
            <translation>дата окончания</translation>
        </message>
        <message>
            <source>the type of tournament</source>
            <translation>тип турнира</translation>
        </message>
        <message>
            <source>the chief arbiter</source>
            <translation>главный судья</translation>
        </message>
        <message>
            <source>a deputy arbiter</source>
            <translation>заместитель главного судьи</translation>
        </message>
        <message>
            <source>the time control</source>
            <translation>контроль времени</translation>
        </message>
    </context>
    <context>
        <name>TrfPlaceholder</name>
        <message>
            <source>player {number} {name!r} stands for the bye (no FIDE number): taken out of the list; the games against it became byes (round: player code): {byes}</source>
            <translation>участник {number} {name!r} обозначает пропуск тура (нет номера FIDE): убран из списка; партии с ним стали пропусками тура (тур: участник код): {byes}</translation>
        </message>
        <message>
            <source>players renumbered (old -&gt; new): {moved}</source>
            <translation>участники перенумерованы (старый -&gt; новый): {moved}</translation>
        </message>
    </context>
</TS>
