<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
    <context>
        <name>DbCheck</name>
        <message>
            <source>no result</source>
            <translation>нет результата</translation>
        </message>
        <message>
            <source>round {paired} was paired before the result of board {board} of round {round} was corrected from {old} to {new} (audit {rows}); it is checked with the result known then</source>
            <translation>жеребьёвка тура {paired} проведена до того, как результат доски {board} тура {round} был исправлен с {old} на {new} (журнал изменений {rows}); тур проверяется с результатом, известным тогда</translation>
        </message>
        <message>
            <source>rounds {paired} were paired before the result of board {board} of round {round} was corrected from {old} to {new} (audit {rows}); they are checked with the result known then</source>
            <translation>жеребьёвка туров {paired} проведена до того, как результат доски {board} тура {round} был исправлен с {old} на {new} (журнал изменений {rows}); туры проверяются с результатом, известным тогда</translation>
        </message>
    </context>
    <context>
        <name>DbDesk</name>
        <message>
            <source>all {rounds} rounds are paired: there is no check-in left</source>
            <translation>жеребьёвка всех {rounds} туров проведена: регистрация больше не нужна</translation>
        </message>
        <message>
            <source>the check-in is for round {following}, the next round to pair, not round {round}</source>
            <translation>регистрация идёт на тур {following}, следующий для жеребьёвки, а не на тур {round}</translation>
        </message>
        <message>
            <source>{name} is withdrawn from round {round} on: undo the withdrawal first</source>
            <translation>{name} снят с турнира начиная с тура {round}: сначала отмените снятие</translation>
        </message>
        <message>
            <source>nobody has checked in for round {round}: tick the players present first</source>
            <translation>на тур {round} никто не отметился: сначала отметьте присутствующих</translation>
        </message>
        <message>
            <source>a fee category needs a name</source>
            <translation>у категории взноса должно быть название</translation>
        </message>
        <message>
            <source>fee category {name}: the amount must be between 0 and {most}</source>
            <translation>категория {name}: сумма должна быть от 0 до {most}</translation>
        </message>
        <message>
            <source>two fee categories are named {name}</source>
            <translation>две категории взноса называются {name}</translation>
        </message>
        <message>
            <source>there is no fee category named {name}</source>
            <translation>нет категории взноса с названием {name}</translation>
        </message>
        <message>
            <source>{text} is not an amount of money (like 50 or 12.50)</source>
            <translation>{text} — не денежная сумма (например, 50 или 12.50)</translation>
        </message>
        <message>
            <source>a payment must be more than 0 and at most {most}</source>
            <translation>платёж должен быть больше 0 и не больше {most}</translation>
        </message>
        <message>
            <source>there is no receipt {receipt}</source>
            <translation>нет квитанции {receipt}</translation>
        </message>
        <message>
            <source>receipt {receipt} is recorded already</source>
            <translation>квитанция {receipt} уже записана</translation>
        </message>
        <message>
            <source>{player} keeps board {wanted} but plays {other}, who keeps board {given}: the game is on board {given} (two fixed players paired together: the lower board is kept)</source>
            <translation>У {player} закреплена доска {wanted}, но соперник — {other} с доской {given}: партия играется за доской {given} (два закреплённых участника друг против друга: сохраняется меньший номер доски)</translation>
        </message>
        <message>
            <source>{player} keeps board {wanted}, as {other} does, whose game comes first in the pairing: {player} plays on board {given} (two fixed players on one board: the higher game keeps it)</source>
            <translation>У {player} закреплена доска {wanted}, как и у {other}, чья партия стоит выше в жеребьёвке: {player} играет за доской {given} (двое закреплённых на одной доске: её сохраняет партия, стоящая выше)</translation>
        </message>
        <message>
            <source>{player} keeps board {wanted}, but this round has {given} boards: the game is on the last board</source>
            <translation>У {player} закреплена доска {wanted}, но в этом туре досок {given}: партия играется за последней доской</translation>
        </message>
        <message>
            <source>board {board} cannot be fixed: boards are numbered 1 to {last}</source>
            <translation>доску {board} нельзя закрепить: доски нумеруются от 1 до {last}</translation>
        </message>
    </context>
    <context>
        <name>DbEndEvent</name>
        <message>
            <source>rating changes</source>
            <translation>изменения рейтинга</translation>
        </message>
        <message>
            <source>K must be 10, 20 or 40 (B.02 8.3.3), not {k}</source>
            <translation>K должен быть 10, 20 или 40 (B.02 8.3.3), а не {k}</translation>
        </message>
        <message>
            <source>no player has pairing number {missing}</source>
            <translation>ни у одного участника нет стартового номера {missing}</translation>
        </message>
        <message>
            <source>a prize category needs a name</source>
            <translation>призовой категории нужно название</translation>
        </message>
        <message>
            <source>category name {name!r} is longer than {MAX_NAME} characters</source>
            <translation>название категории {name!r} длиннее {MAX_NAME} символов</translation>
        </message>
        <message>
            <source>{name}: born from {born_from} to {born_to} admits nobody</source>
            <translation>{name}: рождённые с {born_from} по {born_to} — никто не подходит</translation>
        </message>
        <message>
            <source>{name}: rating {rating_min} to {rating_max} admits nobody</source>
            <translation>{name}: рейтинг от {rating_min} до {rating_max} — никто не подходит</translation>
        </message>
        <message>
            <source>{name}: an unrated category cannot have a minimum rating</source>
            <translation>{name}: у категории без рейтинга не может быть минимального рейтинга</translation>
        </message>
        <message>
            <source>{name}: a prize cannot be negative</source>
            <translation>{name}: приз не может быть отрицательным</translation>
        </message>
        <message>
            <source>{c!r} is not an engine.prizes.PrizeCategory</source>
            <translation>{c!r} не является engine.prizes.PrizeCategory</translation>
        </message>
        <message>
            <source>two prize categories have the same name</source>
            <translation>у двух призовых категорий одинаковое название</translation>
        </message>
        <message>
            <source>{count} dates for {number_of_rounds} rounds</source>
            <translation>{count} дат(ы) для {number_of_rounds} туров</translation>
        </message>
        <message>
            <source>round {r} ({when}) is before the start of the event ({start_date})</source>
            <translation>тур {r} ({when}) раньше начала турнира ({start_date})</translation>
        </message>
        <message>
            <source>round {r} ({when}) is after the end of the event ({end_date})</source>
            <translation>тур {r} ({when}) позже окончания турнира ({end_date})</translation>
        </message>
        <message>
            <source>round {r} ({when}) would be before round {previous} ({previous2})</source>
            <translation>тур {r} ({when}) оказался бы раньше тура {previous} ({previous2})</translation>
        </message>
        <message>
            <source>{consequences} Confirm the update to go ahead.</source>
            <translation>{consequences} Подтвердите обновление, чтобы продолжить.</translation>
        </message>
        <message>
            <source>rating</source>
            <translation>рейтинг</translation>
        </message>
        <message>
            <source>title</source>
            <translation>звание</translation>
        </message>
        <message>
            <source>federation</source>
            <translation>федерация</translation>
        </message>
        <message>
            <source>K factor</source>
            <translation>коэффициент K</translation>
        </message>
        <message>
            <source>inactive</source>
            <translation>неактивен</translation>
        </message>
        <message>
            <source>other titles</source>
            <translation>другие звания</translation>
        </message>
        <message>
            <source>national rating</source>
            <translation>национальный рейтинг</translation>
        </message>
        <message>
            <source>{field} {before} -&gt; {after}</source>
            <translation>{field} {before} -&gt; {after}</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>да</translation>
        </message>
        <message>
            <source>no</source>
            <translation>нет</translation>
        </message>
        <message>
            <source>Round {round} is already paired. C.04.2 (2026) art. 2.1 uses the ratings in force on the day the tournament starts; a later list does not change the order. Updating now changes the ratings shown and printed, the rating-based tie-breaks (ARO, TPR...) and the ratings written to the TRF for rating; the pairing numbers and the rounds already paired stay as they are.</source>
            <translation>Тур {round} уже сыгран по жеребьёвке. C.04.2 (2026) ст. 2.1 использует рейтинги, действующие в день начала турнира; более поздний список не меняет порядок. Обновление сейчас изменит показываемые и печатаемые рейтинги, дополнительные показатели на основе рейтинга (ARO, TPR...) и рейтинги, записываемые в TRF для обсчёта; стартовые номера и уже проведённые жеребьёвки туров останутся как есть.</translation>
        </message>
    </context>
    <context>
        <name>DbFile</name>
        <message>
            <source>opened read-only: {reason}</source>
            <translation>открыт только для чтения: {reason}</translation>
        </message>
        <message>
            <source>read while {reason}</source>
            <translation>прочитан, хотя {reason}</translation>
        </message>
        <message>
            <source>the disk reported an error ({reason}), but the change is stored</source>
            <translation>диск сообщил об ошибке ({reason}), но изменение сохранено</translation>
        </message>
        <message>
            <source>cannot write the copy {name}: {reason}</source>
            <translation>не удаётся записать копию {name}: {reason}</translation>
        </message>
        <message>
            <source>the disk is full ({detail})</source>
            <translation>диск заполнен ({detail})</translation>
        </message>
        <message>
            <source>the disk reported an error ({detail}, {name})</source>
            <translation>диск сообщил об ошибке ({detail}, {name})</translation>
        </message>
        <message>
            <source>the file or its drive is read-only ({detail})</source>
            <translation>файл или его диск доступен только для чтения ({detail})</translation>
        </message>
        <message>
            <source>the file cannot be opened ({detail}): is the drive still there, may you read its folder?</source>
            <translation>не удаётся открыть файл ({detail}): подключён ли ещё диск, есть ли у вас право читать его папку?</translation>
        </message>
        <message>
            <source>another program is writing the file ({detail})</source>
            <translation>другая программа записывает файл ({detail})</translation>
        </message>
        <message>
            <source>the computer is out of memory ({detail})</source>
            <translation>компьютеру не хватает памяти ({detail})</translation>
        </message>
        <message>
            <source>{path}: no such file</source>
            <translation>{path}: файл не найден</translation>
        </message>
        <message>
            <source>{name} cannot be read ({strerror})</source>
            <translation>не удаётся прочитать {name} ({strerror})</translation>
        </message>
        <message>
            <source>{name} is not an Arbiter Desk tournament file (it is not an SQLite database)</source>
            <translation>{name} — не файл турнира Arbiter Desk (это не база данных SQLite)</translation>
        </message>
        <message>
            <source>{name} is an SQLite database of another program, not an Arbiter Desk tournament file</source>
            <translation>{name} — база данных SQLite другой программы, а не файл турнира Arbiter Desk</translation>
        </message>
        <message>
            <source>{name} is damaged ({check}); open the latest backup copy instead</source>
            <translation>{name} повреждён ({check}); откройте вместо него последнюю резервную копию</translation>
        </message>
        <message>
            <source>{name} is damaged and cannot be read ({exc}); open the latest backup copy</source>
            <translation>{name} повреждён и не читается ({exc}); откройте последнюю резервную копию</translation>
        </message>
        <message>
            <source>{name} cannot be opened: {problem}</source>
            <translation>не удаётся открыть {name}: {problem}</translation>
        </message>
        <message>
            <source>cannot lock {file_name}: this drive does not support file locks ({strerror}); copy the file to a local folder</source>
            <translation>не удаётся заблокировать {file_name}: этот диск не поддерживает блокировку файлов ({strerror}); скопируйте файл в локальную папку</translation>
        </message>
        <message>
            <source>another program</source>
            <translation>другая программа</translation>
        </message>
        <message>
            <source>{file_name} is already open in another Arbiter Desk ({holder}); close it there first</source>
            <translation>{file_name} уже открыт в другом Arbiter Desk ({holder}); сначала закройте его там</translation>
        </message>
        <message>
            <source>{file_name} is already open in another Arbiter Desk ({holder})</source>
            <translation>{file_name} уже открыт в другом Arbiter Desk ({holder})</translation>
        </message>
        <message>
            <source>could not lock {path}</source>
            <translation>не удалось заблокировать {path}</translation>
        </message>
        <message>
            <source>{file_name} is on a read-only drive or in a folder where you may not write ({strerror}); copy it to a folder where you may write to change it</source>
            <translation>{file_name} находится на диске только для чтения или в папке, куда у вас нет права записи ({strerror}); чтобы изменить его, скопируйте его в папку, куда можно писать</translation>
        </message>
        <message>
            <source>cannot lock {file_name} ({strerror}); is its folder writable?</source>
            <translation>не удаётся заблокировать {file_name} ({strerror}); доступна ли его папка для записи?</translation>
        </message>
        <message>
            <source>{name} is a symbolic link, not a lock file of Arbiter Desk; it is left as it is (and so is the file it points to): delete it, then open the tournament again</source>
            <translation>{name} — символическая ссылка, а не файл блокировки Arbiter Desk; она оставлена как есть (как и файл, на который она указывает): удалите её и снова откройте турнир</translation>
        </message>
        <message>
            <source>{name} is not a lock file of Arbiter Desk (it is a folder, a pipe or a device); it is left as it is: remove it, then open the tournament again</source>
            <translation>{name} — не файл блокировки Arbiter Desk (это папка, канал или устройство); он оставлен как есть: удалите его, затем снова откройте турнир</translation>
        </message>
        <message>
            <source>{name} was left by {owner} ({note}) and cannot be removed; the file is locked through it for this session</source>
            <translation>{name} оставлен программой {owner} ({note}) и не может быть удалён; на этот сеанс файл заблокирован через него</translation>
        </message>
        <message>
            <source>no note</source>
            <translation>без примечания</translation>
        </message>
        <message>
            <source>a stale lock left by {owner} ({note}) was removed: that program is no longer running</source>
            <translation>устаревшая блокировка, оставленная {owner} ({note}), удалена: та программа больше не работает</translation>
        </message>
        <message>
            <source>there is no round {after_round} yet (rounds 1-{last} are paired)</source>
            <translation>тура {after_round} ещё нет (жеребьёвка проведена для туров 1-{last})</translation>
        </message>
        <message>
            <source>{name} was written by a newer Arbiter Desk (file schema {version}, this program knows up to {SCHEMA_VERSION}); please update the program</source>
            <translation>{name} записан более новой версией Arbiter Desk (схема файла {version}, эта программа знает до {SCHEMA_VERSION}); обновите программу</translation>
        </message>
        <message>
            <source>{name} says it has schema version {version}, which no Arbiter Desk writes (the first is 1): it is not a usable tournament file; open the latest backup copy instead</source>
            <translation>{name} указывает версию схемы {version}, которую не записывает ни один Arbiter Desk (первая — 1): это непригодный файл турнира; откройте вместо него последнюю резервную копию</translation>
        </message>
    </context>
    <context>
        <name>DbImport</name>
        <message>
            <source>a PDF document</source>
            <translation>документ PDF</translation>
        </message>
        <message>
            <source>a spreadsheet or ZIP archive</source>
            <translation>электронная таблица или архив ZIP</translation>
        </message>
        <message>
            <source>cannot read {name} ({strerror})</source>
            <translation>не удаётся прочитать {name} ({strerror})</translation>
        </message>
        <message>
            <source>{name} is {kind}; save {what} as CSV first</source>
            <translation>{name} — это {kind}; сначала сохраните {what} в формате CSV</translation>
        </message>
        <message>
            <source>{name} is not a text file (it holds NUL bytes); export it as CSV</source>
            <translation>{name} не является текстовым файлом (содержит байты NUL); экспортируйте его в CSV</translation>
        </message>
        <message>
            <source>the file</source>
            <translation>файл</translation>
        </message>
        <message>
            <source>{name} cannot be read as CSV: {reason}</source>
            <translation>{name} не читается как CSV: {reason}</translation>
        </message>
        <message>
            <source>{name} is empty</source>
            <translation>{name} пуст</translation>
        </message>
        <message>
            <source>the CSV file</source>
            <translation>файл CSV</translation>
        </message>
        <message>
            <source>line 1: no name column found in {header!r} (expected 'Name' or 'Surname')</source>
            <translation>строка 1: в {header!r} не найден столбец имени (ожидается 'Name' или 'Surname')</translation>
        </message>
        <message>
            <source>no name in {row!r}</source>
            <translation>нет имени в {row!r}</translation>
        </message>
        <message>
            <source>rating {rating_text!r} is not a whole number</source>
            <translation>рейтинг {rating_text!r} не является целым числом</translation>
        </message>
        <message>
            <source>rating {rating_text!r} is not a plausible rating</source>
            <translation>рейтинг {rating_text!r} неправдоподобен</translation>
        </message>
        <message>
            <source>sex {sex!r}: use m or w (or leave it empty)</source>
            <translation>пол {sex!r}: укажите m или w (или оставьте пустым)</translation>
        </message>
        <message>
            <source>the player list</source>
            <translation>список участников</translation>
        </message>
        <message>
            <source>line 1 of {name}: no column {columns} (a results file has the header of pairings.csv: {header})</source>
            <translation>строка 1 в {name}: нет столбца {columns} (у файла результатов заголовок pairings.csv: {header})</translation>
        </message>
        <message>
            <source>line {line_num} of {name} cannot be read as CSV: {exc}</source>
            <translation>строка {line_num} в {name} не читается как CSV: {exc}</translation>
        </message>
        <message>
            <source>{field} {text!r} is not a number</source>
            <translation>{field} {text!r} не является числом</translation>
        </message>
        <message>
            <source>FIDE id {fide_id}</source>
            <translation>FIDE ID {fide_id}</translation>
        </message>
        <message>
            <source>name</source>
            <translation>имя</translation>
        </message>
        <message>
            <source>{name} is already registered as #{number} {name2} ({why})</source>
            <translation>{name} уже заявлен как № {number} {name2} ({why})</translation>
        </message>
        <message>
            <source>{name} is on line {line} too</source>
            <translation>{name} есть также в строке {line}</translation>
        </message>
        <message>
            <source>the round robin now has {rounds} rounds (C.05 Annex 1 Berger table)</source>
            <translation>в круговом турнире теперь {rounds} туров (C.05 приложение 1, таблица Бергера)</translation>
        </message>
        <message>
            <source>{paired} rounds are paired: the new players get the next free numbers (C.04.2 art. 2.3)</source>
            <translation>жеребьёвка проведена для {paired} туров: новые участники получают следующие свободные номера (C.04.2 ст. 2.3)</translation>
        </message>
        <message>
            <source>late entries after round {paired}: rounds 1-{paired} count as not paired (zero points)</source>
            <translation>поздние включения после тура {paired}: туры 1-{paired} считаются без пары (ноль очков)</translation>
        </message>
        <message>
            <source>{count} of {total} rows cannot be imported, so nothing was added: {shown} (and {more} more)</source>
            <translation>{count} из {total} строк не могут быть импортированы, поэтому ничего не добавлено: {shown} (и ещё {more})</translation>
        </message>
        <message>
            <source>{count} of {total} rows cannot be imported, so nothing was added: {shown}</source>
            <translation>{count} из {total} строк не могут быть импортированы, поэтому ничего не добавлено: {shown}</translation>
        </message>
        <message>
            <source>no player to import: every row has a problem</source>
            <translation>некого импортировать: в каждой строке есть проблема</translation>
        </message>
        <message>
            <source>no player to import</source>
            <translation>некого импортировать</translation>
        </message>
        <message>
            <source>{count} players with the {registered} registered make {total}, more than the {most} a FIDE tournament report (TRF) can hold (a pairing number has four digits), so nothing was added</source>
            <translation>{count} участников вместе с {registered} зарегистрированными дают {total}, больше чем {most}, которые вмещает турнирный отчёт FIDE (TRF) (стартовый номер состоит из четырёх цифр), поэтому ничего не добавлено</translation>
        </message>
        <message>
            <source>no player import to undo</source>
            <translation>нет импорта участников для отмены</translation>
        </message>
        <message>
            <source>{gone} of the {count} imported players are no longer registered; the import cannot be undone as a whole (remove the others one by one)</source>
            <translation>{gone} из {count} импортированных участников больше не заявлены; импорт нельзя отменить целиком (удалите остальных по одному)</translation>
        </message>
        <message>
            <source>removing these players would change the numbers of others once round 4 is paired (C.04.2 art. 2.3); withdraw them instead</source>
            <translation>удаление этих участников изменило бы номера других после жеребьёвки 4-го тура (C.04.2 ст. 2.3); вместо этого снимите их с турнира</translation>
        </message>
        <message>
            <source>is paired</source>
            <translation>включён в пары</translation>
        </message>
        <message>
            <source>has the pairing-allocated bye</source>
            <translation>получил пропуск тура по жеребьёвке</translation>
        </message>
        <message>
            <source>has a requested bye</source>
            <translation>имеет запрошенный пропуск тура</translation>
        </message>
        <message>
            <source>is in a prohibited pair</source>
            <translation>входит в запрещённую пару</translation>
        </message>
        <message>
            <source>has checked in</source>
            <translation>отмечен как присутствующий</translation>
        </message>
        <message>
            <source>has paid an entry fee</source>
            <translation>заплатил турнирный взнос</translation>
        </message>
        <message>
            <source>#{number} {name} {what}; the import can no longer be undone as a whole (withdraw or remove players one by one)</source>
            <translation>№ {number} {name} {what}; импорт больше нельзя отменить целиком (снимайте или удаляйте участников по одному)</translation>
        </message>
        <message numerus="yes">
            <source>{name} holds no result to import (%n row(s) cannot be read: {problem})</source>
            <translation>
                <numerusform>в {name} нет результатов для импорта (%n строка не читается: {problem})</numerusform>
                <numerusform>в {name} нет результатов для импорта (%n строки не читаются: {problem})</numerusform>
                <numerusform>в {name} нет результатов для импорта (%n строк не читаются: {problem})</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} holds no result to import</source>
            <translation>в {name} нет результатов для импорта</translation>
        </message>
        <message>
            <source>{name} holds results of rounds {rounds}; say which round to import</source>
            <translation>в {name} результаты туров {rounds}; укажите, какой тур импортировать</translation>
        </message>
        <message numerus="yes">
            <source>round {round_number} is not paired (the file has %n paired round(s))</source>
            <translation>
                <numerusform>для тура {round_number} жеребьёвка не проведена (в файле %n тур с жеребьёвкой)</numerusform>
                <numerusform>для тура {round_number} жеребьёвка не проведена (в файле %n тура с жеребьёвкой)</numerusform>
                <numerusform>для тура {round_number} жеребьёвка не проведена (в файле %n туров с жеребьёвкой)</numerusform>
            </translation>
        </message>
        <message>
            <source>round {round_number} has no board {board} ({count} boards)</source>
            <translation>в туре {round_number} нет доски {board} (досок: {count})</translation>
        </message>
        <message>
            <source>board {board} is on line {line} too</source>
            <translation>доска {board} есть также в строке {line}</translation>
        </message>
        <message numerus="yes">
            <source>%n row(s) of {name} cannot be imported, so no result was entered: {shown} (and {more} more)</source>
            <translation>
                <numerusform>%n строку из {name} нельзя импортировать, поэтому результаты не внесены: {shown} (и ещё {more})</numerusform>
                <numerusform>%n строки из {name} нельзя импортировать, поэтому результаты не внесены: {shown} (и ещё {more})</numerusform>
                <numerusform>%n строк из {name} нельзя импортировать, поэтому результаты не внесены: {shown} (и ещё {more})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n row(s) of {name} cannot be imported, so no result was entered: {shown}</source>
            <translation>
                <numerusform>%n строку из {name} нельзя импортировать, поэтому результаты не внесены: {shown}</numerusform>
                <numerusform>%n строки из {name} нельзя импортировать, поэтому результаты не внесены: {shown}</numerusform>
                <numerusform>%n строк из {name} нельзя импортировать, поэтому результаты не внесены: {shown}</numerusform>
            </translation>
        </message>
        <message>
            <source>no result to enter in round {number}: the file already has every one given</source>
            <translation>в туре {number} нечего вносить: в файле уже есть все указанные результаты</translation>
        </message>
        <message>
            <source>no results import to undo</source>
            <translation>нет импорта результатов для отмены</translation>
        </message>
        <message>
            <source>round {number} board {no} is now #{white_number} - #{black_number}, not the board the import entered (the round was paired again); the import cannot be undone</source>
            <translation>в туре {number} на доске {no} теперь № {white_number} - № {black_number}, а не пара, внесённая импортом (жеребьёвка тура проведена заново); импорт нельзя отменить</translation>
        </message>
        <message>
            <source>round {number} board {no} has been changed since the import (now {now}); the import cannot be undone as a whole: correct results by hand</source>
            <translation>тур {number}, доска {no} изменена после импорта (теперь {now}); импорт нельзя отменить целиком: исправьте результаты вручную</translation>
        </message>
        <message>
            <source>round {number} board {no} has been changed since the import (now no result); the import cannot be undone as a whole: correct results by hand</source>
            <translation>тур {number}, доска {no} изменена после импорта (теперь без результата); импорт нельзя отменить целиком: исправьте результаты вручную</translation>
        </message>
        <message>
            <source>line {line}: {message}</source>
            <translation>строка {line}: {message}</translation>
        </message>
        <message>
            <source>line 1: no team column found in {header!r} (expected 'Team')</source>
            <translation>строка 1: в {header!r} нет столбца команды (ожидался 'Team')</translation>
        </message>
        <message>
            <source>no team for {name}</source>
            <translation>нет команды у {name}</translation>
        </message>
        <message>
            <source>board {board!r} is not a whole number from 1</source>
            <translation>доска {board!r} не является целым числом от 1</translation>
        </message>
        <message>
            <source>{team} has two players on board {board}</source>
            <translation>у команды {team} два игрока на доске {board}</translation>
        </message>
        <message>
            <source>the team list</source>
            <translation>список команд</translation>
        </message>
        <message>
            <source>{shown} (and {more} more)</source>
            <translation>{shown} (и ещё {more})</translation>
        </message>
        <message>
            <source>team {name} is registered already, so nothing was added</source>
            <translation>команда {name} уже зарегистрирована, поэтому ничего не добавлено</translation>
        </message>
        <message>
            <source>no team to import</source>
            <translation>нет команд для импорта</translation>
        </message>
        <message>
            <source>no team import to undo</source>
            <translation>нет импорта команд для отмены</translation>
        </message>
        <message>
            <source>a team of the import is no longer registered; the import cannot be undone</source>
            <translation>команда из импорта больше не зарегистрирована; импорт нельзя отменить</translation>
        </message>
        <message>
            <source>{name} is paired: it can no longer be removed</source>
            <translation>{name} уже в жеребьёвке: удалить нельзя</translation>
        </message>
    </context>
    <context>
        <name>DbLibrary</name>
        <message>
            <source>{path} cannot be written ({exc})</source>
            <translation>не удаётся записать {path} ({exc})</translation>
        </message>
        <message>
            <source>give the national list a name (e.g. the federation and month: GER 2026-04)</source>
            <translation>дайте национальному списку название (например, федерация и месяц: GER 2026-04)</translation>
        </message>
        <message>
            <source>{name} holds no player</source>
            <translation>в {name} нет ни одного участника</translation>
        </message>
        <message>
            <source>national ID {nid} is listed twice (first on line {seen})</source>
            <translation>национальный ID {nid} встречается дважды (впервые в строке {seen})</translation>
        </message>
        <message>
            <source>the library has no national list {list_name!r}</source>
            <translation>в базе игроков нет национального списка {list_name!r}</translation>
        </message>
        <message>
            <source>Stored {count:,} players</source>
            <translation>Сохранено игроков: {count:,}</translation>
        </message>
        <message>
            <source>a saved mapping needs a name</source>
            <translation>сохранённому сопоставлению нужно название</translation>
        </message>
        <message>
            <source>there is no import {import_id}</source>
            <translation>импорта {import_id} нет</translation>
        </message>
        <message>
            <source>a later import has replaced this one; it can no longer be undone or redone</source>
            <translation>этот импорт заменён более поздним; его больше нельзя отменить или повторить</translation>
        </message>
        <message>
            <source>this import is already undone</source>
            <translation>этот импорт уже отменён</translation>
        </message>
        <message>
            <source>this import is in force</source>
            <translation>этот импорт действует</translation>
        </message>
        <message>
            <source>the FIDE list file {target} is missing; import the list again</source>
            <translation>файл списка FIDE {target} отсутствует; импортируйте список заново</translation>
        </message>
        <message>
            <source>line {line_number}: {reason}</source>
            <translation>строка {line_number}: {reason}</translation>
        </message>
        <message>
            <source>import cancelled; the library is unchanged</source>
            <translation>импорт прерван; база игроков не изменилась</translation>
        </message>
        <message>
            <source>{name} is empty</source>
            <translation>{name} пуст</translation>
        </message>
        <message>
            <source>a line holds something else than digits where numbers belong</source>
            <translation>в строке стоит не цифры там, где должны быть числа</translation>
        </message>
        <message>
            <source>a player cannot be read ({reason})</source>
            <translation>не удаётся прочитать игрока ({reason})</translation>
        </message>
        <message>
            <source>Reading {name}</source>
            <translation>Чтение {name}</translation>
        </message>
        <message>
            <source>FIDE ID {fid} is listed twice</source>
            <translation>FIDE ID {fid} встречается дважды</translation>
        </message>
        <message>
            <source>the list cannot be stored ({exc})</source>
            <translation>не удаётся сохранить список ({exc})</translation>
        </message>
        <message>
            <source>Read {count:,} players</source>
            <translation>Прочитано игроков: {count:,}</translation>
        </message>
        <message>
            <source>Indexing {count:,} players for searching</source>
            <translation>Индексация игроков для поиска: {count:,}</translation>
        </message>
        <message>
            <source>FIDE ID</source>
            <translation>FIDE ID</translation>
        </message>
        <message>
            <source>standard rating</source>
            <translation>рейтинг (классика)</translation>
        </message>
        <message>
            <source>standard games</source>
            <translation>партии (классика)</translation>
        </message>
        <message>
            <source>standard K factor</source>
            <translation>коэффициент K (классика)</translation>
        </message>
        <message>
            <source>rapid rating</source>
            <translation>рейтинг (рапид)</translation>
        </message>
        <message>
            <source>rapid games</source>
            <translation>партии (рапид)</translation>
        </message>
        <message>
            <source>rapid K factor</source>
            <translation>коэффициент K (рапид)</translation>
        </message>
        <message>
            <source>blitz rating</source>
            <translation>рейтинг (блиц)</translation>
        </message>
        <message>
            <source>blitz games</source>
            <translation>партии (блиц)</translation>
        </message>
        <message>
            <source>blitz K factor</source>
            <translation>коэффициент K (блиц)</translation>
        </message>
        <message>
            <source>birth year</source>
            <translation>год рождения</translation>
        </message>
        <message>
            <source>this is not a FIDE rating list: its first line should be the header 'ID Number  Name  Fed Sex Tit ...'</source>
            <translation>это не рейтинг-лист FIDE: его первой строкой должен быть заголовок 'ID Number  Name  Fed Sex Tit ...'</translation>
        </message>
        <message>
            <source>no FIDE ID</source>
            <translation>нет FIDE ID</translation>
        </message>
        <message>
            <source>FIDE ID {fide_id!r} is not a number</source>
            <translation>FIDE ID {fide_id!r} не является числом</translation>
        </message>
        <message>
            <source>the player has no name</source>
            <translation>у игрока нет имени</translation>
        </message>
        <message>
            <source>federation {federation!r} is not a 3-letter code (is the line cut or shifted?)</source>
            <translation>федерация {federation!r} не трёхбуквенный код (строка обрезана или сдвинута?)</translation>
        </message>
        <message>
            <source>sex {sex!r} is not M or F</source>
            <translation>пол {sex!r} не M и не F</translation>
        </message>
        <message>
            <source>{field} {value!r} is not a number</source>
            <translation>{field} {value!r} не является числом</translation>
        </message>
        <message>
            <source>this is not a FIDE XML rating list (no &lt;playerslist&gt; element)</source>
            <translation>это не рейтинг-лист FIDE в формате XML (нет элемента &lt;playerslist&gt;)</translation>
        </message>
        <message>
            <source>the XML list has no complete &lt;player&gt; element</source>
            <translation>в списке XML нет ни одного полного элемента &lt;player&gt;</translation>
        </message>
        <message>
            <source>a &lt;player&gt; needs &lt;fideid&gt; and &lt;name&gt;</source>
            <translation>элементу &lt;player&gt; нужны &lt;fideid&gt; и &lt;name&gt;</translation>
        </message>
        <message>
            <source>no &lt;/player&gt; in more than {limit} characters: the file is damaged or not a rating list</source>
            <translation>нет &lt;/player&gt; на протяжении более {limit} символов: файл повреждён или не является рейтинг-листом</translation>
        </message>
        <message>
            <source>this &lt;player&gt; element is not closed (the file is damaged)</source>
            <translation>этот элемент &lt;player&gt; не закрыт (файл повреждён)</translation>
        </message>
        <message>
            <source>unreadable text in a &lt;player&gt; element: {leftover!r}</source>
            <translation>нечитаемый текст в элементе &lt;player&gt;: {leftover!r}</translation>
        </message>
        <message>
            <source>a &lt;player&gt; element without &lt;fideid&gt;</source>
            <translation>элемент &lt;player&gt; без &lt;fideid&gt;</translation>
        </message>
        <message>
            <source>the list ends in the middle of a &lt;player&gt; element: the file is incomplete (download it again)</source>
            <translation>список обрывается посреди элемента &lt;player&gt;: файл неполный (скачайте его заново)</translation>
        </message>
        <message>
            <source>the list ends without &lt;/playerslist&gt;: the file is incomplete (download it again)</source>
            <translation>список заканчивается без &lt;/playerslist&gt;: файл неполный (скачайте его заново)</translation>
        </message>
        <message>
            <source>Name (Surname, First name)</source>
            <translation>Имя (Фамилия, Имя)</translation>
        </message>
        <message>
            <source>Surname</source>
            <translation>Фамилия</translation>
        </message>
        <message>
            <source>First name</source>
            <translation>Имя</translation>
        </message>
        <message>
            <source>National ID</source>
            <translation>Национальный ID</translation>
        </message>
        <message>
            <source>National rating</source>
            <translation>Национальный рейтинг</translation>
        </message>
        <message>
            <source>Federation</source>
            <translation>Федерация</translation>
        </message>
        <message>
            <source>Sex</source>
            <translation>Пол</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>Звание</translation>
        </message>
        <message>
            <source>Birth (year or date)</source>
            <translation>Рождение (год или дата)</translation>
        </message>
        <message>
            <source>Club</source>
            <translation>Клуб</translation>
        </message>
        <message>
            <source>City</source>
            <translation>Город</translation>
        </message>
        <message>
            <source>comma</source>
            <translation>запятая</translation>
        </message>
        <message>
            <source>semicolon</source>
            <translation>точка с запятой</translation>
        </message>
        <message>
            <source>tab</source>
            <translation>табуляция</translation>
        </message>
        <message>
            <source>vertical bar</source>
            <translation>вертикальная черта</translation>
        </message>
        <message>
            <source>unknown field(s) in the mapping: {fields}</source>
            <translation>неизвестные поля в сопоставлении: {fields}</translation>
        </message>
        <message>
            <source>map a column to the name (or to the surname) first</source>
            <translation>сначала сопоставьте столбец с именем (или с фамилией)</translation>
        </message>
        <message>
            <source>{name} holds {size} MB, more than the {limit} MB a national list may have</source>
            <translation>{name} занимает {size} МБ, больше допустимых для национального списка {limit} МБ</translation>
        </message>
        <message>
            <source>{path}: {strerror}</source>
            <translation>{path}: {strerror}</translation>
        </message>
        <message>
            <source>the file cannot be read as a list ({exc})</source>
            <translation>файл не читается как список ({exc})</translation>
        </message>
        <message>
            <source>{what} {value!r} is not a number</source>
            <translation>{what} {value!r} не является числом</translation>
        </message>
        <message>
            <source>no name in this line</source>
            <translation>в этой строке нет имени</translation>
        </message>
        <message>
            <source>birth {birth_text!r} holds no year</source>
            <translation>в дате рождения {birth_text!r} нет года</translation>
        </message>
        <message>
            <source>federation {federation!r} is not a 3-letter code</source>
            <translation>федерация {federation!r} не трёхбуквенный код</translation>
        </message>
        <message>
            <source>{name} holds {size} MB, more than the {limit} MB a rating list may have; this is not a rating list</source>
            <translation>{name} занимает {size} МБ, больше допустимых для рейтинг-листа {limit} МБ; это не рейтинг-лист</translation>
        </message>
        <message>
            <source>{name} would expand from {packed} MB to {size} MB (more than {ratio} times): this is not a rating list, it is refused unread</source>
            <translation>{name} при распаковке вырос бы с {packed} МБ до {size} МБ (более чем в {ratio} раз): это не рейтинг-лист, он отклонён без чтения</translation>
        </message>
        <message>
            <source>{name} is damaged ({exc}); download it again</source>
            <translation>{name} повреждён ({exc}); скачайте его заново</translation>
        </message>
        <message>
            <source>{path} is a folder: give the list file in it (a .txt, .xml or .zip)</source>
            <translation>{path} — это папка: укажите файл списка в ней (.txt, .xml или .zip)</translation>
        </message>
        <message>
            <source>{path}: no such file</source>
            <translation>{path}: файл не найден</translation>
        </message>
        <message>
            <source>{name} is a damaged zip file ({exc}); download it again</source>
            <translation>{name} — повреждённый zip-файл ({exc}); скачайте его заново</translation>
        </message>
        <message>
            <source>{name} is an empty zip file</source>
            <translation>{name} — пустой zip-файл</translation>
        </message>
        <message>
            <source>the list declares the encoding {name!r}, which is not a text encoding it can be written in; save it as UTF-8</source>
            <translation>в списке указана кодировка {name!r}, которая не является текстовой кодировкой, в которой он может быть записан; сохраните его в UTF-8</translation>
        </message>
        <message>
            <source>a line longer than {limit} MB: this is not a rating list (or its lines were joined)</source>
            <translation>строка длиннее {limit} МБ: это не рейтинг-лист (или его строки были склеены)</translation>
        </message>
        <message>
            <source>{path} cannot be opened as a player library ({exc})</source>
            <translation>{path} не открывается как база игроков ({exc})</translation>
        </message>
        <message>
            <source>{path} is not an Arbiter Desk player library</source>
            <translation>{path} не является базой игроков Arbiter Desk</translation>
        </message>
        <message>
            <source>{path} was written by a newer Arbiter Desk; please update the program</source>
            <translation>{path} записан более новой версией Arbiter Desk; обновите программу</translation>
        </message>
        <message>
            <source>the FIDE list of the library ({current}) is missing beside {name}; import the list again</source>
            <translation>список FIDE базы игроков ({current}) отсутствует рядом с {name}; импортируйте список заново</translation>
        </message>
        <message>
            <source>{path} is not a usable player library ({exc})</source>
            <translation>{path} — непригодная база игроков ({exc})</translation>
        </message>
        <message>
            <source>there is no earlier state of the library to go back to</source>
            <translation>нет более раннего состояния базы игроков, к которому можно вернуться</translation>
        </message>
        <message>
            <source>the FIDE list of the library ({current}) is missing; import it again</source>
            <translation>список FIDE базы игроков ({current}) отсутствует; импортируйте его заново</translation>
        </message>
        <message>
            <source>FIDE combined (standard, rapid, blitz) list, {format}</source>
            <translation>сводный рейтинг-лист ФИДЕ (классика, рапид, блиц), {format}</translation>
        </message>
        <message>
            <source>FIDE standard list, {format}</source>
            <translation>рейтинг-лист ФИДЕ по классике, {format}</translation>
        </message>
        <message>
            <source>FIDE rapid list, {format}</source>
            <translation>рейтинг-лист ФИДЕ по рапиду, {format}</translation>
        </message>
        <message>
            <source>FIDE blitz list, {format}</source>
            <translation>рейтинг-лист ФИДЕ по блицу, {format}</translation>
        </message>
        <message>
            <source>{list}, {month}</source>
            <translation>{list}, {month}</translation>
        </message>
    </context>
    <context>
        <name>DbRefusal</name>
        <message>
            <source>{p}: no such file</source>
            <translation>{p}: файл не найден</translation>
        </message>
        <message>
            <source>{name} is read-only (or its folder or drive is); copy it to a folder where you may write to change it</source>
            <translation>{name} доступен только для чтения (или его папка, или диск); чтобы изменить его, скопируйте его в папку, куда можно писать</translation>
        </message>
        <message>
            <source>{name} has no event data; it is not a usable tournament file</source>
            <translation>в {name} нет данных турнира; это непригодный файл турнира</translation>
        </message>
        <message>
            <source>{name} cannot be opened ({strerror})</source>
            <translation>не удаётся открыть {name} ({strerror})</translation>
        </message>
        <message>
            <source>{name} was not closed properly and {name2} beside it holds part of its data; it can only be read where it can be written: copy both files to a folder where you may write</source>
            <translation>{name} не был закрыт как следует, и {name2} рядом с ним хранит часть его данных; его можно читать только там, где его можно записывать: скопируйте оба файла в папку, куда можно писать</translation>
        </message>
        <message>
            <source>{name} was written by an older Arbiter Desk (schema {version}) and can only be read once it is brought up to date: copy it to a folder where you may write and open it there</source>
            <translation>{name} записан более старой версией Arbiter Desk (схема {version}) и может быть прочитан только после обновления: скопируйте его в папку, куда можно писать, и откройте там</translation>
        </message>
        <message>
            <source>{name} is not an Arbiter Desk tournament file</source>
            <translation>{name} — не файл турнира Arbiter Desk</translation>
        </message>
        <message>
            <source>cannot read {name} ({strerror})</source>
            <translation>не удаётся прочитать {name} ({strerror})</translation>
        </message>
        <message>
            <source>{p} already exists; choose another name</source>
            <translation>{p} уже существует; выберите другое имя</translation>
        </message>
        <message>
            <source>{name} was not created: {name2} could not be merged into it</source>
            <translation>{name} не создан: {name2} не удалось в него влить</translation>
        </message>
        <message>
            <source>{name} was not created: cannot move it into place ({strerror})</source>
            <translation>{name} не создан: не удаётся переместить его на место ({strerror})</translation>
        </message>
        <message>
            <source>cannot remove the leftover {name} ({strerror})</source>
            <translation>не удаётся удалить оставшийся {name} ({strerror})</translation>
        </message>
        <message>
            <source>{name} was not replaced: it could not be copied to its backups first ({exc})</source>
            <translation>{name} не заменён: его не удалось сначала скопировать в резервные копии ({exc})</translation>
        </message>
        <message>
            <source>{name} was not replaced: cannot remove {name2} ({strerror})</source>
            <translation>{name} не заменён: не удаётся удалить {name2} ({strerror})</translation>
        </message>
        <message>
            <source>{name} is closed</source>
            <translation>{name} закрыт</translation>
        </message>
        <message>
            <source>{name} is open read-only; nothing can be changed in it</source>
            <translation>{name} открыт только для чтения; в нём ничего нельзя изменить</translation>
        </message>
        <message>
            <source>not stored: {reason}</source>
            <translation>не сохранено: {reason}</translation>
        </message>
        <message>
            <source>the disk failed while the change was being stored ({reason}) and the file cannot be read back now to tell whether it is stored: check the drive, then open the file again</source>
            <translation>во время сохранения изменения произошёл сбой диска ({reason}), и сейчас файл нельзя перечитать, чтобы узнать, сохранено ли оно: проверьте диск и снова откройте файл</translation>
        </message>
        <message>
            <source>Round {round} was paired by {system}; the bracket-by-bracket account is written for the Dutch System only.</source>
            <translation>Тур {round} составлен по правилам «{system}»; разбор по группам есть только для голландской системы.</translation>
        </message>
        <message>
            <source>Its pairing is the engine's: it breaks no article.</source>
            <translation>Его пары совпадают с парами программы: ни одна статья не нарушена.</translation>
        </message>
        <message>
            <source>a schedule of every round</source>
            <translation>расписание всех туров</translation>
        </message>
        <message>
            <source>Preparing the next round</source>
            <translation>Подготовка следующего тура</translation>
        </message>
        <message>
            <source>Preparing the last match again</source>
            <translation>Повторная подготовка последнего матча</translation>
        </message>
        <message>
            <source>Pairing round {number}</source>
            <translation>Жеребьёвка тура {number}</translation>
        </message>
        <message>
            <source>Storing round {number}</source>
            <translation>Сохранение тура {number}</translation>
        </message>
        <message>
            <source>Round {round} is a round of team matches: how it was paired is explained for the individual systems only.</source>
            <translation>Тур {round} — тур командных матчей: объяснение жеребьёвки есть только для личных систем.</translation>
        </message>
        <message>
            <source>The checker finds nothing about this board's players.</source>
            <translation>Проверка не находит ничего, что касалось бы участников этой доски.</translation>
        </message>
        <message>
            <source>Reading the Berger table</source>
            <translation>Чтение таблицы Бергера</translation>
        </message>
        <message>
            <source>Stored round {first}</source>
            <translation>Тур {first} сохранён</translation>
        </message>
        <message>
            <source>Stored rounds {first}-{last}</source>
            <translation>Туры {first}-{last} сохранены</translation>
        </message>
        <message>
            <source>the last round cannot be re-paired</source>
            <translation>жеребьёвку последнего тура нельзя провести заново</translation>
        </message>
        <message>
            <source>This event's team matches are paired by the Berger tables: the check judges the rounds of the Swiss Team Pairing System (C.04.6) only.</source>
            <translation>Матчи команд этого турнира составлены по таблицам Бергера: проверка оценивает только туры швейцарской системы для команд (C.04.6).</translation>
        </message>
        <message>
            <source>Round {round} is a round of team matches: the warnings name the rules of the individual systems; the check (arbiter check) judges the team matches.</source>
            <translation>Тур {round} — тур командных матчей: предупреждения называют правила индивидуальных систем; проверка (arbiter check) оценивает командные матчи.</translation>
        </message>
        <message>
            <source>Preparing the last round again</source>
            <translation>Повторная подготовка последнего тура</translation>
        </message>
        <message>
            <source>the pairing cannot be set by hand</source>
            <translation>пары нельзя задать вручную</translation>
        </message>
        <message>
            <source>the tournament kept changing while the pairing of round {round_number} was being checked; try again</source>
            <translation>турнир всё время менялся, пока проверялись пары тура {round_number}; попробуйте ещё раз</translation>
        </message>
        <message>
            <source>{target} already exists; choose another name</source>
            <translation>{target} уже существует; выберите другое имя</translation>
        </message>
        <message>
            <source>refused by the rules of the tournament file: {orig}</source>
            <translation>отклонено правилами файла турнира: {orig}</translation>
        </message>
        <message>
            <source>{name} is damaged ({orig}); open the latest backup copy</source>
            <translation>{name} повреждён ({orig}); откройте последнюю резервную копию</translation>
        </message>
        <message>
            <source>{name} cannot be used: {problem}</source>
            <translation>{name} нельзя использовать: {problem}</translation>
        </message>
        <message>
            <source>{name} is damaged ({exc}); open the latest backup copy</source>
            <translation>{name} повреждён ({exc}); откройте последнюю резервную копию</translation>
        </message>
        <message>
            <source>{name} cannot be used ({doing}): {problem}</source>
            <translation>{name} нельзя использовать ({doing}): {problem}</translation>
        </message>
        <message>
            <source>the file has no event data</source>
            <translation>в файле нет данных турнира</translation>
        </message>
        <message>
            <source>{what}: the acceleration is decided before round 1 (C.04.7 art. 1.2), and round 1 is already paired</source>
            <translation>{what}: ускорение определяется до 1-го тура (C.04.7 ст. 1.2), а жеребьёвка 1-го тура уже проведена</translation>
        </message>
        <message>
            <source>{what}: the acceleration is decided before round 1 (C.04.7 art. 1.2), and rounds 1-{paired} are already paired</source>
            <translation>{what}: ускорение определяется до 1-го тура (C.04.7 ст. 1.2), а жеребьёвка туров 1-{paired} уже проведена</translation>
        </message>
        <message>
            <source>Baku acceleration edition {edition!r}: use one of {editions}</source>
            <translation>редакция бакинского ускорения {edition!r}: используйте одну из {editions}</translation>
        </message>
        <message>
            <source>Baku acceleration cannot be applied</source>
            <translation>бакинское ускорение нельзя применить</translation>
        </message>
        <message>
            <source>Baku acceleration needs the players registered first</source>
            <translation>для бакинского ускорения сначала нужно заявить участников</translation>
        </message>
        <message>
            <source>the acceleration cannot be removed</source>
            <translation>ускорение нельзя убрать</translation>
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
            <source>the federation</source>
            <translation>федерация</translation>
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
        <message>
            <source>the tournament needs a name</source>
            <translation>турниру нужно название</translation>
        </message>
        <message>
            <source>number of rounds must be 1 to {MAX_ROUNDS}, not {number_of_rounds}</source>
            <translation>число туров должно быть от 1 до {MAX_ROUNDS}, а не {number_of_rounds}</translation>
        </message>
        <message>
            <source>{paired_rounds} rounds are already paired; the event cannot have only {number_of_rounds}</source>
            <translation>жеребьёвка уже проведена для {paired_rounds} туров; в турнире не может быть всего {number_of_rounds}</translation>
        </message>
        <message>
            <source>the initial colour must be white, black or not stated (None)</source>
            <translation>начальный цвет должен быть белые, чёрные или не указан (None)</translation>
        </message>
        <message>
            <source>the event ends ({end_date}) before it starts ({start_date})</source>
            <translation>турнир заканчивается ({end_date}) раньше, чем начинается ({start_date})</translation>
        </message>
        <message>
            <source>{count} round dates given for {number_of_rounds} rounds</source>
            <translation>указано {count} дат туров для {number_of_rounds} туров</translation>
        </message>
        <message>
            <source>federation {federation!r}: use the 3-letter FIDE code</source>
            <translation>федерация {federation!r}: используйте трёхбуквенный код FIDE</translation>
        </message>
        <message>
            <source>{language!r} is not a language of Arbiter Desk: the documents can be in {languages}, or in the language of the program that prints them (empty)</source>
            <translation>{language!r} — не язык Arbiter Desk: документы могут быть на {languages} или на языке программы, которая их печатает (пусто)</translation>
        </message>
        <message>
            <source>the initial colour cannot change once round 1 is paired (C.04.3 art. 5)</source>
            <translation>начальный цвет нельзя изменить после жеребьёвки 1-го тура (C.04.3 ст. 5)</translation>
        </message>
        <message>
            <source>the pairing system cannot change once round 1 is paired</source>
            <translation>систему жеребьёвки нельзя изменить после жеребьёвки 1-го тура</translation>
        </message>
        <message>
            <source>the pairing rules cannot change from {old} to {new}: round 1 is already paired under the {old} text; confirm the change to pair the next rounds under the {new} text</source>
            <translation>правила жеребьёвки нельзя сменить с {old} на {new}: 1-й тур уже разведён по тексту {old}; подтвердите смену, чтобы проводить жеребьёвку следующих туров по тексту {new}</translation>
        </message>
        <message>
            <source>the pairing rules cannot change from {old} to {new}: rounds 1-{paired} are already paired under the {old} text; confirm the change to pair the next rounds under the {new} text</source>
            <translation>правила жеребьёвки нельзя сменить с {old} на {new}: туры 1-{paired} уже разведены по тексту {old}; подтвердите смену, чтобы проводить жеребьёвку следующих туров по тексту {new}</translation>
        </message>
        <message>
            <source>{a!r} is not an engine.model.Acceleration</source>
            <translation>{a!r} не является engine.model.Acceleration</translation>
        </message>
        <message>
            <source>acceleration rounds {first_round}-{last_round} are not within 1-{number_of_rounds}</source>
            <translation>туры ускорения {first_round}-{last_round} не входят в 1-{number_of_rounds}</translation>
        </message>
        <message>
            <source>acceleration players {first_player}-{last_player}: not a range of TPNs</source>
            <translation>участники ускорения {first_player}-{last_player}: это не диапазон стартовых номеров</translation>
        </message>
        <message>
            <source>acceleration of {points} points: must not be negative</source>
            <translation>ускорение на {points} очка(ов): не может быть отрицательным</translation>
        </message>
        <message>
            <source>a player needs a name</source>
            <translation>участнику нужно имя</translation>
        </message>
        <message>
            <source>name {name!r} is longer than the {TRF_NAME_LIMIT} characters TRF allows: {cut!r} would be cut (register it as {kept!r})</source>
            <translation>имя {name!r} длиннее {TRF_NAME_LIMIT} символов, допускаемых TRF: {cut!r} будет обрезано (заявите его как {kept!r})</translation>
        </message>
        <message>
            <source>rating {rating} is not a plausible rating (0 to 4000)</source>
            <translation>рейтинг {rating} неправдоподобен (от 0 до 4000)</translation>
        </message>
        <message>
            <source>title {title!r}: use the FIDE abbreviation (GM, IM, WFM, ...)</source>
            <translation>звание {title!r}: используйте сокращение FIDE (GM, IM, WFM, ...)</translation>
        </message>
        <message>
            <source>FIDE id {fide_id!r} must be digits only</source>
            <translation>FIDE ID {fide_id!r} должен состоять только из цифр</translation>
        </message>
        <message>
            <source>FIDE id {fide_id!r} is longer than TRF allows (11 digits)</source>
            <translation>FIDE ID {fide_id!r} длиннее, чем допускает TRF (11 цифр)</translation>
        </message>
        <message>
            <source>birth date {birth_date!r}: write it as YYYY/MM/DD</source>
            <translation>дата рождения {birth_date!r}: запишите её как ГГГГ/ММ/ДД</translation>
        </message>
        <message>
            <source>sex {sex!r} must be an engine.model.Sex</source>
            <translation>пол {sex!r} должен быть engine.model.Sex</translation>
        </message>
        <message>
            <source>national rating {national_rating} is not a plausible rating (0 to 4000)</source>
            <translation>национальный рейтинг {national_rating} неправдоподобен (от 0 до 4000)</translation>
        </message>
        <message>
            <source>national ID {national_id!r} is longer than 20 characters</source>
            <translation>национальный ID {national_id!r} длиннее 20 символов</translation>
        </message>
        <message>
            <source>there is no player with id {player_id}</source>
            <translation>участника с id {player_id} нет</translation>
        </message>
        <message>
            <source>there is no player with pairing number {number}</source>
            <translation>участника со стартовым номером {number} нет</translation>
        </message>
        <message numerus="yes">
            <source>{what}: this round robin's Berger table is fixed by its players once round 1 is paired (%n round(s) are); delete the rounds first</source>
            <translation>
                <numerusform>{what}: таблица Бергера этого кругового турнира определяется его участниками после жеребьёвки 1-го тура (проведена для %n тура); сначала удалите туры</numerusform>
                <numerusform>{what}: таблица Бергера этого кругового турнира определяется его участниками после жеребьёвки 1-го тура (проведена для %n туров); сначала удалите туры</numerusform>
                <numerusform>{what}: таблица Бергера этого кругового турнира определяется его участниками после жеребьёвки 1-го тура (проведена для %n туров); сначала удалите туры</numerusform>
            </translation>
        </message>
        <message>
            <source>K must be 10, 20 or 40 (B.02 8.3.3), not {k_factor}</source>
            <translation>K должен быть 10, 20 или 40 (B.02 8.3.3), а не {k_factor}</translation>
        </message>
        <message>
            <source>{name} cannot join</source>
            <translation>{name} не может присоединиться</translation>
        </message>
        <message>
            <source>{name} cannot be registered: the event already has {count} players, the most a FIDE tournament report (TRF) can hold (a pairing number has four digits)</source>
            <translation>{name} нельзя зарегистрировать: в турнире уже {count} участников — больше турнирный отчёт FIDE (TRF) не вмещает (стартовый номер состоит из четырёх цифр)</translation>
        </message>
        <message>
            <source>a player with FIDE id {fide_id} is already registered: {name} (no. {number})</source>
            <translation>участник с FIDE ID {fide_id} уже заявлен: {name} (№ {number})</translation>
        </message>
        <message>
            <source>{paired} rounds are paired: pairing numbers can no longer be re-sorted (C.04.2 art. 2.3), so {name} gets the next free number {number}</source>
            <translation>жеребьёвка проведена для {paired} туров: стартовые номера больше нельзя пересортировать (C.04.2 ст. 2.3), поэтому {name} получает следующий свободный номер {number}</translation>
        </message>
        <message>
            <source>late entry after round {paired}: rounds 1-{paired} count as not paired (zero points)</source>
            <translation>позднее включение после тура {paired}: туры 1-{paired} считаются без пары (ноль очков)</translation>
        </message>
        <message>
            <source>{name} joins the restriction {reason!r} (prohibited pairings)</source>
            <translation>{name} попадает под ограничение {reason!r} (запрещённые пары)</translation>
        </message>
        <message>
            <source>the round robin now has {rounds} rounds (C.05 Annex 1 Berger table)</source>
            <translation>в круговом турнире теперь {rounds} туров (C.05 приложение 1, таблица Бергера)</translation>
        </message>
        <message>
            <source>FIDE id {fide_id} already belongs to {name} (#{number})</source>
            <translation>FIDE ID {fide_id} уже принадлежит {name} (№ {number})</translation>
        </message>
        <message>
            <source>pairing numbers cannot be sorted again</source>
            <translation>стартовые номера нельзя пересортировать</translation>
        </message>
        <message>
            <source>{paired} rounds are paired: pairing numbers may not change after round 4 is paired (C.04.2 art. 2.3)</source>
            <translation>жеребьёвка проведена для {paired} туров: стартовые номера нельзя менять после жеребьёвки 4-го тура (C.04.2 ст. 2.3)</translation>
        </message>
        <message>
            <source>{name} cannot be removed</source>
            <translation>{name} нельзя удалить</translation>
        </message>
        <message>
            <source>{name} is paired in round {played}; a player who took part can only be withdrawn</source>
            <translation>{name} включён в пары тура {played}; участника, который играл, можно только снять с турнира</translation>
        </message>
        <message>
            <source>removing #{number} would change the pairing numbers after it once round 4 is paired (C.04.2 art. 2.3); withdraw the player instead</source>
            <translation>удаление № {number} изменило бы следующие стартовые номера после жеребьёвки 4-го тура (C.04.2 ст. 2.3); вместо этого снимите участника с турнира</translation>
        </message>
        <message>
            <source>{name} has paid an entry fee (receipt {receipt}); withdraw the player instead</source>
            <translation>{name} заплатил турнирный взнос (квитанция {receipt}); вместо этого снимите участника с турнира</translation>
        </message>
        <message>
            <source>round {start} does not exist (the event has {rounds} rounds)</source>
            <translation>тура {start} нет (в турнире {rounds} туров)</translation>
        </message>
        <message>
            <source>all {rounds} rounds are paired; there is no round left to withdraw from</source>
            <translation>жеребьёвка проведена для всех {rounds} туров; не осталось тура, с которого можно снять</translation>
        </message>
        <message>
            <source>{name} is paired in round {later}; enter a forfeit there or delete that round before withdrawing from round {start}</source>
            <translation>{name} включён в пары тура {later}; внесите там неявку или удалите этот тур, прежде чем снимать участника с тура {start}</translation>
        </message>
        <message>
            <source>{name} is not withdrawn</source>
            <translation>{name} не снят с турнира</translation>
        </message>
        <message>
            <source>bye kind {kind!r} must be half, zero or full</source>
            <translation>тип пропуска тура {kind!r} должен быть half, zero или full</translation>
        </message>
        <message>
            <source>a round robin has no requested byes: every player plays the games of the Berger table, and a game not played is a forfeit (enter it as a result, or withdraw the player)</source>
            <translation>в круговом турнире нет запрошенных пропусков тура: каждый участник играет партии таблицы Бергера, а несыгранная партия — это неявка (внесите её как результат или снимите участника)</translation>
        </message>
        <message>
            <source>round {round_number} does not exist (the event has {number_of_rounds} rounds)</source>
            <translation>тура {round_number} нет (в турнире {number_of_rounds} туров)</translation>
        </message>
        <message>
            <source>{name} is withdrawn from round {withdrawn_from_round} on</source>
            <translation>{name} снят с турнира начиная с тура {withdrawn_from_round}</translation>
        </message>
        <message>
            <source>{name} is already paired in round {round_number}; a bye cannot replace a pairing</source>
            <translation>{name} уже включён в пары тура {round_number}; пропуск тура не может заменить пару</translation>
        </message>
        <message>
            <source>player {player_id} has no bye in round {round_number}</source>
            <translation>у участника {player_id} нет пропуска в туре {round_number}</translation>
        </message>
        <message>
            <source>a prohibited pairing needs at least two different players</source>
            <translation>запрещённой паре нужны как минимум два разных участника</translation>
        </message>
        <message>
            <source>rounds {first_round}-{last_round}: the last round comes before the first</source>
            <translation>туры {first_round}-{last_round}: последний тур идёт раньше первого</translation>
        </message>
        <message>
            <source>rounds are numbered from 1</source>
            <translation>туры нумеруются с 1</translation>
        </message>
        <message>
            <source>there is no prohibited pairing with id {pair_id}</source>
            <translation>запрещённой пары с id {pair_id} нет</translation>
        </message>
        <message>
            <source>{name} (no. {number}) was changed after the ratings were compared; compare again</source>
            <translation>{name} (№ {number}) изменён после сравнения рейтингов; сравните заново</translation>
        </message>
        <message>
            <source>the restriction must end in a round from 1 to {rounds}, not {last_round}</source>
            <translation>ограничение должно заканчиваться туром от 1 до {rounds}, а не {last_round}</translation>
        </message>
        <message>
            <source>rounds 1-{last_round} are already paired: the restriction would change nothing</source>
            <translation>жеребьёвка туров 1-{last_round} уже проведена: ограничение ничего не изменит</translation>
        </message>
        <message>
            <source>{reason}: {count} of {count2} players; they cannot all be paired outside their group, so rounds 1-{last_round} may have no legal pairing</source>
            <translation>{reason}: {count} из {count2} участников; их нельзя всех развести вне своей группы, поэтому в турах 1-{last_round} может не быть допустимых пар</translation>
        </message>
        <message>
            <source>no two players share a club: there is nothing to restrict (fill in the players' clubs first)</source>
            <translation>нет двух участников из одного клуба: ограничивать нечего (сначала заполните клубы участников)</translation>
        </message>
        <message>
            <source>no two players share a federation: there is nothing to restrict</source>
            <translation>нет двух участников из одной федерации: ограничивать нечего</translation>
        </message>
        <message>
            <source>there is no club restriction</source>
            <translation>ограничения по клубам нет</translation>
        </message>
        <message>
            <source>there is no federation restriction</source>
            <translation>ограничения по федерациям нет</translation>
        </message>
        <message>
            <source>{what} is for round robins; this event is a Swiss (Dutch system)</source>
            <translation>{what} — только для круговых турниров; этот турнир по швейцарской системе (голландская система)</translation>
        </message>
        <message>
            <source>round {number} cannot be paired: {exc}</source>
            <translation>жеребьёвку тура {number} провести нельзя: {exc}</translation>
        </message>
        <message>
            <source>pairing by the Berger table</source>
            <translation>жеребьёвка по таблице Бергера</translation>
        </message>
        <message>
            <source>round 1 cannot be paired: {exc}</source>
            <translation>жеребьёвку 1-го тура провести нельзя: {exc}</translation>
        </message>
        <message>
            <source>all {total} rounds of this {name} are paired</source>
            <translation>жеребьёвка проведена для всех {total} туров этого турнира ({name})</translation>
        </message>
        <message>
            <source>{what}: a {name}'s pairings are those of the Berger table (C.05 Annex 1); to change who meets whom, change the pairing numbers before round 1</source>
            <translation>{what}: пары турнира ({name}) — это пары таблицы Бергера (C.05 приложение 1); чтобы изменить, кто с кем играет, измените стартовые номера до 1-го тура</translation>
        </message>
        <message>
            <source>the rounds cannot be checked: {exc}</source>
            <translation>туры нельзя проверить: {exc}</translation>
        </message>
        <message>
            <source>round {round_number} cannot be checked: {exc}</source>
            <translation>тур {round_number} нельзя проверить: {exc}</translation>
        </message>
        <message>
            <source>{white}-{black} is not a game of round {round_number} of the Berger table</source>
            <translation>{white}-{black} — не партия тура {round_number} таблицы Бергера</translation>
        </message>
        <message>
            <source>{what}: round 1 is paired, the pairing numbers of the Berger table are fixed</source>
            <translation>{what}: жеребьёвка 1-го тура проведена, стартовые номера таблицы Бергера зафиксированы</translation>
        </message>
        <message>
            <source>{what}: register the players first</source>
            <translation>{what}: сначала заявите участников</translation>
        </message>
        <message>
            <source>drawing lots for the pairing numbers</source>
            <translation>жеребьёвка стартовых номеров</translation>
        </message>
        <message>
            <source>setting the pairing numbers</source>
            <translation>назначение стартовых номеров</translation>
        </message>
        <message>
            <source>no player has id {unknown}</source>
            <translation>ни у одного участника нет id {unknown}</translation>
        </message>
        <message>
            <source>give every one of the {count} players exactly once ({count2} given, {count3} different)</source>
            <translation>укажите каждого из {count} участников ровно один раз (указано {count2}, разных {count3})</translation>
        </message>
        <message>
            <source>{name} is already withdrawn (from round {withdrawn_from_round})</source>
            <translation>{name} уже снят с турнира (с тура {withdrawn_from_round})</translation>
        </message>
        <message>
            <source>round {start} does not exist (the event has {number_of_rounds} rounds)</source>
            <translation>тура {start} нет (в турнире {number_of_rounds} туров)</translation>
        </message>
        <message>
            <source>{name} has a result in every one of the {number_of_rounds} rounds</source>
            <translation>у {name} есть результат во всех {number_of_rounds} турах</translation>
        </message>
        <message>
            <source>{name} has a result in round {round_number}; clear it, or withdraw from round {next_round}</source>
            <translation>у {name} есть результат в туре {round_number}; удалите его или снимите участника с тура {next_round}</translation>
        </message>
        <message>
            <source>round {number} is not paired (rounds 1-{last} are)</source>
            <translation>жеребьёвка тура {number} не проведена (проведена для туров 1-{last})</translation>
        </message>
        <message>
            <source>round {number} is not paired (no round is paired yet)</source>
            <translation>жеребьёвка тура {number} не проведена (ещё ни одного тура с жеребьёвкой)</translation>
        </message>
        <message>
            <source>the pairing engine paired round {round}, not round {round_number}</source>
            <translation>программа жеребьёвки развела тур {round}, а не тур {round_number}</translation>
        </message>
        <message>
            <source>board {i}: player #{number} is not available for round {round_number}</source>
            <translation>доска {i}: участник № {number} недоступен для тура {round_number}</translation>
        </message>
        <message>
            <source>board {i}: player #{number} is paired twice in round {round_number}</source>
            <translation>доска {i}: участник № {number} дважды в парах тура {round_number}</translation>
        </message>
        <message>
            <source>pairing-allocated bye: player #{bye} is not available</source>
            <translation>пропуск тура по жеребьёвке: участник № {bye} недоступен</translation>
        </message>
        <message>
            <source>player #{bye} has both a board and the pairing-allocated bye</source>
            <translation>у участника № {bye} одновременно доска и пропуск тура по жеребьёвке</translation>
        </message>
        <message>
            <source>the pairing of round {round_number} leaves out player(s) {players}</source>
            <translation>жеребьёвка тура {round_number} пропускает участников: {players}</translation>
        </message>
        <message>
            <source>all {number_of_rounds} rounds are paired</source>
            <translation>жеребьёвка проведена для всех {number_of_rounds} туров</translation>
        </message>
        <message>
            <source>round {number} cannot be paired: round {r} has no result yet on board(s) {boards}</source>
            <translation>жеребьёвку тура {number} провести нельзя: в туре {r} ещё нет результата на доске (досках) {boards}</translation>
        </message>
        <message>
            <source>round {number} cannot be paired: fewer than two players are available</source>
            <translation>жеребьёвку тура {number} провести нельзя: доступно меньше двух участников</translation>
        </message>
        <message>
            <source>the tournament changed while round {number} was being paired; pair it again</source>
            <translation>турнир изменился во время жеребьёвки тура {number}; проведите её заново</translation>
        </message>
        <message>
            <source>no round is paired, nothing to delete</source>
            <translation>ни одного тура с жеребьёвкой, удалять нечего</translation>
        </message>
        <message>
            <source>no round is paired, nothing to re-pair</source>
            <translation>ни одного тура с жеребьёвкой, проводить жеребьёвку заново нечего</translation>
        </message>
        <message>
            <source>no round is paired, nothing to change</source>
            <translation>ни одного тура с жеребьёвкой, менять нечего</translation>
        </message>
        <message>
            <source>no match is paired, nothing to re-pair</source>
            <translation>ни один матч не разыгран по жеребьёвке, проводить жеребьёвку заново нечего</translation>
        </message>
        <message>
            <source>no match is paired, nothing to change</source>
            <translation>ни один матч не разыгран по жеребьёвке, изменять нечего</translation>
        </message>
        <message>
            <source>round {last} already has results (board(s) {boards}); clear them before you delete it</source>
            <translation>в туре {last} уже есть результаты (доска/доски {boards}); очистите их, прежде чем удалять тур</translation>
        </message>
        <message>
            <source>round {last} already has results (board(s) {boards}); clear them before you re-pair it</source>
            <translation>в туре {last} уже есть результаты (доска/доски {boards}); очистите их, прежде чем проводить жеребьёвку заново</translation>
        </message>
        <message>
            <source>round {last} already has results (board(s) {boards}); clear them before you change it</source>
            <translation>в туре {last} уже есть результаты (доска/доски {boards}); очистите их, прежде чем менять тур</translation>
        </message>
        <message>
            <source>match {match} already has results (board(s) {boards}); clear them before you re-pair it</source>
            <translation>в матче {match} уже есть результаты (доски {boards}); очистите их, прежде чем проводить жеребьёвку заново</translation>
        </message>
        <message>
            <source>match {match} already has results (board(s) {boards}); clear them before you change it</source>
            <translation>в матче {match} уже есть результаты (доски {boards}); очистите их, прежде чем изменять матч</translation>
        </message>
        <message>
            <source>only the last paired round ({last}) can be changed, not round {round_number}</source>
            <translation>изменить можно только последний тур с жеребьёвкой ({last}), а не тур {round_number}</translation>
        </message>
        <message>
            <source>player id {id}</source>
            <translation>участник с id {id}</translation>
        </message>
        <message>
            <source>board {i}: {player} is not available for round {round_number}</source>
            <translation>доска {i}: {player} недоступен для тура {round_number}</translation>
        </message>
        <message>
            <source>board {i}: {player} is paired twice in round {round_number}</source>
            <translation>доска {i}: {player} дважды в парах тура {round_number}</translation>
        </message>
        <message>
            <source>{player} cannot have the pairing-allocated bye in this round</source>
            <translation>{player} не может получить пропуск тура по жеребьёвке в этом туре</translation>
        </message>
        <message>
            <source>round {round_number}: {players} not paired</source>
            <translation>тур {round_number}: {players} без пары</translation>
        </message>
        <message>
            <source>not checked: {exc}</source>
            <translation>не проверено: {exc}</translation>
        </message>
        <message>
            <source>round {round} cannot be checked: {exc}</source>
            <translation>тур {round} нельзя проверить: {exc}</translation>
        </message>
        <message>
            <source>Round {number} paired; backup copy FAILED: {reason}</source>
            <translation>Жеребьёвка тура {number} проведена; резервная копия НЕ ЗАПИСАНА: {reason}</translation>
        </message>
        <message>
            <source>round {number} is stored, but its backup copy failed: {reason}</source>
            <translation>тур {number} сохранён, но его резервную копию записать не удалось: {reason}</translation>
        </message>
        <message>
            <source>Round {number} paired; backup written</source>
            <translation>Жеребьёвка тура {number} проведена; резервная копия записана</translation>
        </message>
        <message>
            <source>{result!r} is not a result (use values.GameResult)</source>
            <translation>{result!r} не является результатом (используйте values.GameResult)</translation>
        </message>
        <message numerus="yes">
            <source>round {round_number} has no board {board} (it has %n board(s))</source>
            <translation>
                <numerusform>в туре {round_number} нет доски {board} (в нём %n доска)</numerusform>
                <numerusform>в туре {round_number} нет доски {board} (в нём %n доски)</numerusform>
                <numerusform>в туре {round_number} нет доски {board} (в нём %n досок)</numerusform>
            </translation>
        </message>
        <message>
            <source>the name has {count} characters and TRF allows {TRF_NAME_LIMIT}: registered as {kept!r}, {cut!r} is cut</source>
            <translation>в имени {count} символов, а TRF допускает {TRF_NAME_LIMIT}: заявлен как {kept!r}, {cut!r} обрезано</translation>
        </message>
        <message>
            <source>no {value} rating in the list: registered as unrated</source>
            <translation>в списке нет рейтинга ({value}): заявлен без рейтинга</translation>
        </message>
        <message>
            <source>the FIDE list flags the player inactive</source>
            <translation>в списке FIDE игрок отмечен как неактивный</translation>
        </message>
        <message>
            <source>{name!r} looks like {name2!r} (no. {number}{ident}), already registered</source>
            <translation>{name!r} похож на {name2!r} (№ {number}{ident}), уже заявлен</translation>
        </message>
        <message>
            <source>federation {fed!r} is not a FIDE federation code</source>
            <translation>федерация {fed!r} не является кодом федерации FIDE</translation>
        </message>
        <message>
            <source>birth date {birth_date!r} is not YYYY or YYYY/MM/DD</source>
            <translation>дата рождения {birth_date!r} не в формате ГГГГ или ГГГГ/ММ/ДД</translation>
        </message>
        <message>
            <source>birth year {year} is not possible for a player in {year_now}</source>
            <translation>год рождения {year} невозможен для участника в {year_now} году</translation>
        </message>
        <message>
            <source>rating {rating} is higher than any FIDE rating</source>
            <translation>рейтинг {rating} выше любого рейтинга FIDE</translation>
        </message>
        <message>
            <source>rating {rating} is below the FIDE rating floor of {FIDE_RATING_FLOOR} (since 1 March 2024); is it a national rating?</source>
            <translation>рейтинг {rating} ниже порога рейтинга FIDE {FIDE_RATING_FLOOR} (с 1 марта 2024 г.); это национальный рейтинг?</translation>
        </message>
        <message>
            <source>national rating {national_rating} is higher than any rating</source>
            <translation>национальный рейтинг {national_rating} выше любого рейтинга</translation>
        </message>
        <message>
            <source>round {number}: no pairing avoids every rematch and forbidden pair</source>
            <translation>тур {number}: ни одна жеребьёвка не избегает всех повторных встреч и запрещённых пар</translation>
        </message>
        <message>
            <source>{what} {text!r} holds a line break or control character ({shown}); type it on one line without control characters</source>
            <translation>{what} {text!r} содержит перевод строки или управляющий символ ({shown}); введите его в одну строку без управляющих символов</translation>
        </message>
        <message>
            <source>{what} had {length} characters: cut to the first {limit} ({kept})</source>
            <translation>{what}: {length} символов, оставлены первые {limit} ({kept})</translation>
        </message>
        <message>
            <source>the organiser</source>
            <translation>организатор</translation>
        </message>
        <message>
            <source>the club of {name}</source>
            <translation>клуб игрока {name}</translation>
        </message>
        <message>
            <source>the city of {name}</source>
            <translation>город игрока {name}</translation>
        </message>
        <message>
            <source>the other titles of {name}</source>
            <translation>другие звания игрока {name}</translation>
        </message>
        <message>
            <source>impossible result pair: white {value!r}, black {value2!r}</source>
            <translation>невозможная пара результатов: белые {value!r}, чёрные {value2!r}</translation>
        </message>
        <message>
            <source>result {text!r}: a board where nobody scores is a double forfeit (--) when neither player played; a played game has a winner or is drawn</source>
            <translation>результат {text!r}: доска, на которой никто не набрал очков, — это неявка обоих (--), когда ни один из участников не играл; у сыгранной партии есть победитель или она закончилась вничью</translation>
        </message>
        <message>
            <source>unknown result {text!r}: use 1-0, 0-1, 1/2, +-, -+, --, W-L, L-W or D-D</source>
            <translation>неизвестный результат {text!r}: используйте 1-0, 0-1, 1/2, +-, -+, --, W-L, L-W или D-D</translation>
        </message>
        <message>
            <source>{value!r} is not a requested-bye code (H, Z or F)</source>
            <translation>{value!r} не является кодом запрошенного пропуска тура (H, Z или F)</translation>
        </message>
        <message>
            <source>Preparing the next match</source>
            <translation>Подготовка следующего матча</translation>
        </message>
        <message>
            <source>Pairing match {match}</source>
            <translation>Жеребьёвка матча {match}</translation>
        </message>
        <message>
            <source>Storing match {match}</source>
            <translation>Сохранение матча {match}</translation>
        </message>
        <message>
            <source>a Double-Swiss match is two games (C.04.5): {number_of_rounds} games are not a whole number of matches</source>
            <translation>матч двойной швейцарской системы — это две партии (C.04.5): {number_of_rounds} партий не составляют целого числа матчей</translation>
        </message>
        <message>
            <source>all {matches} matches are paired</source>
            <translation>жеребьёвка всех матчей ({matches}) проведена</translation>
        </message>
        <message>
            <source>match {match} cannot be paired: game {game} of match {last} has no result yet on board(s) {boards}</source>
            <translation>жеребьёвку матча {match} провести нельзя: в партии {game} матча {last} ещё нет результата на доске (досках) {boards}</translation>
        </message>
        <message>
            <source>match {match} cannot be paired: fewer than two players are available</source>
            <translation>жеребьёвку матча {match} провести нельзя: доступно меньше двух участников</translation>
        </message>
        <message>
            <source>no match is paired, nothing to delete</source>
            <translation>ни один матч не разыгран по жеребьёвке, удалять нечего</translation>
        </message>
        <message>
            <source>match {match} already has results (board(s) {boards}); clear them before you delete it</source>
            <translation>в матче {match} уже есть результаты (доски {boards}); очистите их, прежде чем удалять матч</translation>
        </message>
        <message>
            <source>this event is not a Double-Swiss event: it has no matches</source>
            <translation>этот турнир не по двойной швейцарской системе: в нём нет матчей</translation>
        </message>
        <message>
            <source>match {match} has no board {board}</source>
            <translation>в матче {match} нет доски {board}</translation>
        </message>
        <message>
            <source>all {rounds} rounds are paired</source>
            <translation>все туры ({rounds}) уже разыграны</translation>
        </message>
        <message>
            <source>round {round} cannot be paired: fewer than two teams are registered</source>
            <translation>тур {round} нельзя разыграть: зарегистрировано меньше двух команд</translation>
        </message>
        <message>
            <source>round {round} cannot be paired: match(es) {matches} of round {last} have no line-ups or results yet</source>
            <translation>тур {round} нельзя разыграть: в матчах {matches} тура {last} ещё нет составов или результатов</translation>
        </message>
        <message>
            <source>the tournament changed while round {round} was being paired; pair it again</source>
            <translation>турнир изменился во время жеребьёвки тура {round}; проведите её заново</translation>
        </message>
        <message>
            <source>round {round} has no match {match}</source>
            <translation>в туре {round} нет матча {match}</translation>
        </message>
        <message>
            <source>the team has no match in round {round}</source>
            <translation>у команды нет матча в туре {round}</translation>
        </message>
        <message>
            <source>{team}: a line-up has {boards} players, one per board, not {count}</source>
            <translation>{team}: в составе {boards} игроков, по одному на доску, а не {count}</translation>
        </message>
        <message>
            <source>{team}: {name} is not in the team's roster</source>
            <translation>{team}: {name} нет в составе команды</translation>
        </message>
        <message>
            <source>{team}: a player is named twice</source>
            <translation>{team}: игрок указан дважды</translation>
        </message>
        <message>
            <source>{team}: {upper} (no. {upper_place} of the roster) cannot play board {board} above {lower} (no. {lower_place}); a line-up keeps the roster's board order</source>
            <translation>{team}: {upper} (№ {upper_place} в составе) не может играть на доске {board} выше, чем {lower} (№ {lower_place}); состав на тур сохраняет порядок досок</translation>
        </message>
        <message>
            <source>{team}: {name} has withdrawn from round {round} on</source>
            <translation>{team}: {name} выбыл начиная с тура {round}</translation>
        </message>
        <message>
            <source>match {match} of round {round} has results; clear them before the line-up changes</source>
            <translation>в матче {match} тура {round} есть результаты; сотрите их перед изменением состава</translation>
        </message>
        <message>
            <source>match {match} of round {round} is a bye: nothing to forfeit</source>
            <translation>матч {match} тура {round} — свободный тур: неявки быть не может</translation>
        </message>
        <message>
            <source>match {match} of round {round} is not a match of team(s) {teams}</source>
            <translation>матч {match} тура {round} не является матчем команд(ы) {teams}</translation>
        </message>
        <message>
            <source>round {round} is not paired</source>
            <translation>тур {round} не разыгран</translation>
        </message>
        <message>
            <source>this event is not a team event (create it with --system team-swiss)</source>
            <translation>этот турнир не командный (создайте его с --system team-swiss)</translation>
        </message>
        <message>
            <source>there is no team {number}</source>
            <translation>команды {number} нет</translation>
        </message>
        <message>
            <source>team {name} would have {size} players; a roster holds at most {most} (TRF record 310)</source>
            <translation>в команде {name} было бы {size} игроков; в составе не больше {most} (запись TRF 310)</translation>
        </message>
        <message>
            <source>a team needs a name</source>
            <translation>у команды должно быть название</translation>
        </message>
        <message>
            <source>a team called {name} is registered already</source>
            <translation>команда с названием {name} уже зарегистрирована</translation>
        </message>
        <message>
            <source>round {round} is paired already</source>
            <translation>тур {round} уже разыгран</translation>
        </message>
        <message>
            <source>the event has no section {name!r}; its sections: {names}</source>
            <translation>в событии нет турнира {name!r}; его турниры: {names}</translation>
        </message>
        <message>
            <source>a section needs a name</source>
            <translation>у турнира должно быть название</translation>
        </message>
        <message>
            <source>a section's name has at most {limit} characters</source>
            <translation>название турнира не длиннее {limit} символов</translation>
        </message>
        <message>
            <source>the section's name</source>
            <translation>название турнира</translation>
        </message>
        <message>
            <source>the event already has a section {name!r}</source>
            <translation>в событии уже есть турнир {name!r}</translation>
        </message>
        <message>
            <source>no player with id {id}</source>
            <translation>нет игрока с идентификатором {id}</translation>
        </message>
        <message>
            <source>{name} is already entered in the section {section} (number {number})</source>
            <translation>{name} уже записан в турнир {section} (номер {number})</translation>
        </message>
        <message>
            <source>FIDE id {fide_id} already belongs to {name} (#{number}) in {section}</source>
            <translation>FIDE ID {fide_id} уже принадлежит {name} (№{number}) в турнире {section}</translation>
        </message>
        <message>
            <source>{name} is the event's only section: it cannot be deleted</source>
            <translation>{name} — единственный турнир события: его нельзя удалить</translation>
        </message>
        <message>
            <source>the section {name} has {count} rounds paired: a section whose games were paired is never deleted</source>
            <translation>в турнире {name} составлено туров: {count}; турнир, в котором составлялись пары, никогда не удаляется</translation>
        </message>
        <message>
            <source>the event has a section {name} already</source>
            <translation>в событии уже есть турнир {name}</translation>
        </message>
        <message>
            <source>no section called {name} was deleted from this event</source>
            <translation>турнир с названием {name} из этого события не удалялся</translation>
        </message>
        <message>
            <source>the section {name} was deleted by an older version of the program, which did not keep every row of it: it cannot be put back</source>
            <translation>турнир {name} удалён более старой версией программы, которая не сохраняла все его строки: вернуть его нельзя</translation>
        </message>
        <message>
            <source>the event has {count} sections ({names}): name the one to work on</source>
            <translation>в событии {count} турнира(ов) ({names}): укажите, с каким работать</translation>
        </message>
        <message>
            <source>Round {round} has no board {board} (it has {count}).</source>
            <translation>В туре {round} нет доски {board} (досок: {count}).</translation>
        </message>
        <message>
            <source>{name} cannot join: the Berger table of a team round robin (C.05 Annex 1) is made of the teams registered before round 1</source>
            <translation>{name} не может вступить: таблица Бергера командного кругового турнира (C.05, приложение 1) составлена из команд, зарегистрированных до 1-го тура</translation>
        </message>
        <message>
            <source>all {rounds} rounds are paired; there is no round left</source>
            <translation>все {rounds} туров составлены; туров не осталось</translation>
        </message>
        <message>
            <source>round {start} cannot be chosen: the rounds not paired yet are {first}-{rounds}</source>
            <translation>тур {start} нельзя выбрать: ещё не составлены туры {first}-{rounds}</translation>
        </message>
        <message>
            <source>{team} is not withdrawn</source>
            <translation>{team} не снята с турнира</translation>
        </message>
        <message>
            <source>Section {name} was deleted at another desk.</source>
            <translation>Турнир {name} удалён на другом рабочем месте.</translation>
        </message>
    </context>
    <context>
        <name>DbRegistration</name>
        <message>
            <source>{name}: #{old} → #{new}</source>
            <translation>{name}: № {old} → № {new}</translation>
        </message>
    </context>
    <context>
        <name>DbResult</name>
        <message>
            <source>1-0</source>
            <translation>1-0</translation>
        </message>
        <message>
            <source>0-1</source>
            <translation>0-1</translation>
        </message>
        <message>
            <source>½-½</source>
            <translation>½-½</translation>
        </message>
        <message>
            <source>+ / -</source>
            <translation>+ / -</translation>
        </message>
        <message>
            <source>- / +</source>
            <translation>- / +</translation>
        </message>
        <message>
            <source>- / -</source>
            <translation>- / -</translation>
        </message>
        <message>
            <source>1-0 (unrated)</source>
            <translation>1-0 (без обсчёта рейтинга)</translation>
        </message>
        <message>
            <source>0-1 (unrated)</source>
            <translation>0-1 (без обсчёта рейтинга)</translation>
        </message>
        <message>
            <source>½-½ (unrated)</source>
            <translation>½-½ (без обсчёта рейтинга)</translation>
        </message>
    </context>
    <context>
        <name>DbRole</name>
        <message>
            <source>the chief arbiter</source>
            <translation>главный судья</translation>
        </message>
        <message>
            <source>a deputy arbiter</source>
            <translation>заместитель главного судьи</translation>
        </message>
        <message>
            <source>a viewer</source>
            <translation>наблюдатель</translation>
        </message>
    </context>
    <context>
        <name>DbSchema</name>
        <message numerus="yes">
            <source>%n extra table(s)</source>
            <translation>
                <numerusform>%n лишняя таблица</numerusform>
                <numerusform>%n лишние таблицы</numerusform>
                <numerusform>%n лишних таблиц</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n extra view(s)</source>
            <translation>
                <numerusform>%n лишнее представление</numerusform>
                <numerusform>%n лишних представления</numerusform>
                <numerusform>%n лишних представлений</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n extra index(es)</source>
            <translation>
                <numerusform>%n лишний индекс</numerusform>
                <numerusform>%n лишних индекса</numerusform>
                <numerusform>%n лишних индексов</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n extra trigger(s)</source>
            <translation>
                <numerusform>%n лишний триггер</numerusform>
                <numerusform>%n лишних триггера</numerusform>
                <numerusform>%n лишних триггеров</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n extra object(s)</source>
            <translation>
                <numerusform>%n лишний объект</numerusform>
                <numerusform>%n лишних объекта</numerusform>
                <numerusform>%n лишних объектов</numerusform>
            </translation>
        </message>
        <message>
            <source>no table {name}</source>
            <translation>нет таблицы {name}</translation>
        </message>
        <message>
            <source>no index {name}</source>
            <translation>нет индекса {name}</translation>
        </message>
        <message>
            <source>no trigger {name}</source>
            <translation>нет триггера {name}</translation>
        </message>
        <message>
            <source>the table {name} changed</source>
            <translation>таблица {name} изменена</translation>
        </message>
        <message>
            <source>the index {name} changed</source>
            <translation>индекс {name} изменён</translation>
        </message>
        <message>
            <source>the trigger {name} changed</source>
            <translation>триггер {name} изменён</translation>
        </message>
        <message>
            <source>binary data</source>
            <translation>двоичные данные</translation>
        </message>
        <message>
            <source>a decimal number</source>
            <translation>дробное число</translation>
        </message>
        <message>
            <source>text</source>
            <translation>текст</translation>
        </message>
        <message>
            <source>a whole number</source>
            <translation>целое число</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>пустое значение</translation>
        </message>
        <message>
            <source>text that is not valid JSON</source>
            <translation>текст, не являющийся корректным JSON</translation>
        </message>
        <message>
            <source>{name} is not built as Arbiter Desk builds a tournament file of schema {version} ({differences}): another program changed it; it was not opened and is unchanged</source>
            <translation>{name} устроен не так, как Arbiter Desk устраивает файл турнира схемы {version} ({differences}): его изменила другая программа; он не открыт и не изменён</translation>
        </message>
        <message>
            <source>{name} is damaged: {table}.{column} (row {row}) holds {found}, which Arbiter Desk never keeps there; open the latest backup copy</source>
            <translation>{name} повреждён: {table}.{column} (строка {row}) содержит {found}, чего Arbiter Desk там никогда не хранит; откройте последнюю резервную копию</translation>
        </message>
        <message>
            <source>{name} is damaged: a row of {table} (row {row}) refers to a row of {parent} that is not there; open the latest backup copy</source>
            <translation>{name} повреждён: строка {table} (строка {row}) ссылается на отсутствующую строку {parent}; откройте последнюю резервную копию</translation>
        </message>
    </context>
    <context>
        <name>DbServer</name>
        <message>
            <source>a password may not be written in the server's address (it would be shown and kept); give it in PGPASSWORD or when asked</source>
            <translation>пароль нельзя писать в адресе сервера (адрес показывается и сохраняется); укажите его в PGPASSWORD или при запросе</translation>
        </message>
        <message>
            <source>{url} is not the address of a venue server; write postgresql://USER@HOST[:PORT]/DATABASE</source>
            <translation>{url} — не адрес сервера турнира; пишите postgresql://USER@HOST[:PORT]/DATABASE</translation>
        </message>
        <message>
            <source>the database {name} holds tables of another program, not an Arbiter Desk event</source>
            <translation>база данных {name} содержит таблицы другой программы, а не турнир Arbiter Desk</translation>
        </message>
        <message>
            <source>another desk</source>
            <translation>другое рабочее место</translation>
        </message>
        <message>
            <source>{who} is pairing a round of {name} now; wait until that round is stored, then try again</source>
            <translation>{who} сейчас проводит жеребьёвку тура в {name}; дождитесь, пока тур будет сохранён, и попробуйте снова</translation>
        </message>
        <message>
            <source>the venue server {url} asks for a password: set PGPASSWORD</source>
            <translation>сервер турнира {url} требует пароль: задайте PGPASSWORD</translation>
        </message>
        <message>
            <source>the venue server {url} refused the user or the password</source>
            <translation>сервер турнира {url} отклонил пользователя или пароль</translation>
        </message>
        <message>
            <source>the venue server {url} offers no encrypted connection (TLS), which PGSSLMODE={mode} requires: its administrator switches TLS on</source>
            <translation>сервер турнира {url} не предлагает зашифрованного соединения (TLS), которого требует PGSSLMODE={mode}: его администратор включает TLS</translation>
        </message>
        <message>
            <source>the venue server has no database {database}; its administrator creates it</source>
            <translation>на сервере турнира нет базы данных {database}; её создаёт администратор сервера</translation>
        </message>
        <message>
            <source>the venue server {url} is out of reach ({detail}); a change under way, if any, is not confirmed stored: check the network, then look again</source>
            <translation>сервер турнира {url} недоступен ({detail}); сохранение текущего изменения, если оно было, не подтверждено: проверьте сеть, затем посмотрите снова</translation>
        </message>
        <message>
            <source>the copy would replace its own source; name another</source>
            <translation>копия заменила бы свой собственный источник; укажите другое место</translation>
        </message>
        <message>
            <source>Round {number} paired and stored on the venue server</source>
            <translation>Тур {number} сформирован и сохранён на сервере турнира</translation>
        </message>
        <message>
            <source>the database {name} holds no event yet</source>
            <translation>в базе данных {name} ещё нет турнира</translation>
        </message>
        <message>
            <source>the event in {name} was written by a newer Arbiter Desk (schema {version}, this program knows up to {known}); please update the program</source>
            <translation>турнир в {name} записан более новой версией Arbiter Desk (схема {version}, эта программа знает до {known}); обновите программу</translation>
        </message>
        <message>
            <source>the event in {name} is of an older Arbiter Desk (schema {version}): copy it to a file with the older program (arbiter copy), open the file here, then copy it back</source>
            <translation>турнир в {name} создан более старой версией Arbiter Desk (схема {version}): скопируйте его в файл старой программой (arbiter copy), откройте файл здесь, затем скопируйте обратно</translation>
        </message>
        <message>
            <source>the database {name} already holds an event; choose another database</source>
            <translation>в базе данных {name} уже есть турнир; выберите другую базу данных</translation>
        </message>
        <message>
            <source>no answer within {seconds} s</source>
            <translation>нет ответа в течение {seconds} с</translation>
        </message>
    </context>
    <context>
        <name>DbTrf</name>
        <message>
            <source>a PDF document</source>
            <translation>документ PDF</translation>
        </message>
        <message>
            <source>a PNG image</source>
            <translation>изображение PNG</translation>
        </message>
        <message>
            <source>a JPEG image</source>
            <translation>изображение JPEG</translation>
        </message>
        <message>
            <source>a GIF image</source>
            <translation>изображение GIF</translation>
        </message>
        <message>
            <source>a ZIP archive (or a Word/Excel/LibreOffice document)</source>
            <translation>архив ZIP (или документ Word/Excel/LibreOffice)</translation>
        </message>
        <message>
            <source>an old Word/Excel document</source>
            <translation>старый документ Word/Excel</translation>
        </message>
        <message>
            <source>a database (an .arbiter tournament file is opened, not imported)</source>
            <translation>база данных (файл турнира .arbiter открывают, а не импортируют)</translation>
        </message>
        <message>
            <source>a program</source>
            <translation>программа</translation>
        </message>
        <message>
            <source>a UTF-16 text (save it as UTF-8)</source>
            <translation>текст в UTF-16 (сохраните его в UTF-8)</translation>
        </message>
        <message>
            <source>{name} is {what}, not a TRF (a text file of 001 player lines)</source>
            <translation>{name} — это {what}, а не TRF (текстовый файл со строками участников 001)</translation>
        </message>
        <message>
            <source>{name} is not a text file (a NUL byte on line {line}); it is not a TRF</source>
            <translation>{name} не является текстовым файлом (байт NUL в строке {line}); это не TRF</translation>
        </message>
        <message>
            <source>{name} has no player record (001 lines): it is not a TRF, or it is empty</source>
            <translation>в {name} нет записей участников (строк 001): это не TRF, или файл пуст</translation>
        </message>
        <message>
            <source>{what} {text}: control characters replaced by spaces</source>
            <translation>{what} {text}: управляющие символы заменены пробелами</translation>
        </message>
        <message>
            <source>player {number}: name</source>
            <translation>участник {number}: имя</translation>
        </message>
        <message>
            <source>player {number}: title</source>
            <translation>участник {number}: звание</translation>
        </message>
        <message>
            <source>player {number}: federation</source>
            <translation>участник {number}: федерация</translation>
        </message>
        <message>
            <source>player {number}: FIDE id</source>
            <translation>участник {number}: FIDE ID</translation>
        </message>
        <message>
            <source>player {number}: birth date</source>
            <translation>участник {number}: дата рождения</translation>
        </message>
        <message>
            <source>tournament name (012)</source>
            <translation>название турнира (012)</translation>
        </message>
        <message>
            <source>city (022)</source>
            <translation>город (022)</translation>
        </message>
        <message>
            <source>federation (032)</source>
            <translation>федерация (032)</translation>
        </message>
        <message>
            <source>type (092)</source>
            <translation>тип (092)</translation>
        </message>
        <message>
            <source>chief arbiter (102)</source>
            <translation>главный судья (102)</translation>
        </message>
        <message>
            <source>deputy arbiter (112)</source>
            <translation>заместитель главного судьи (112)</translation>
        </message>
        <message>
            <source>time control (122)</source>
            <translation>контроль времени (122)</translation>
        </message>
        <message>
            <source>record</source>
            <translation>запись</translation>
        </message>
        <message>
            <source>{system}, as record 192 says ({code})</source>
            <translation>«{system}», как указано в записи 192 ({code})</translation>
        </message>
        <message>
            <source>{player} stands for the bye but is kept as a player, as asked (--keep-dummies)</source>
            <translation>{player} обозначает пропуск тура, но оставлен участником, как запрошено (--keep-dummies)</translation>
        </message>
        <message>
            <source>the TRF has {rounds_recorded} rounds but says {rounds}; using {rounds_recorded}</source>
            <translation>в TRF {rounds_recorded} туров, но указано {rounds}; используется {rounds_recorded}</translation>
        </message>
        <message>
            <source>the end date (052) comes before the start date (042); end date left empty</source>
            <translation>дата окончания (052) раньше даты начала (042); дата окончания оставлена пустой</translation>
        </message>
        <message>
            <source>round {number}: players {number2} and {opponent}: {exc}</source>
            <translation>тур {number}: участники {number2} и {opponent}: {exc}</translation>
        </message>
        <message>
            <source>round {number}: more than one pairing-allocated bye (U)</source>
            <translation>тур {number}: больше одного пропуска тура по жеребьёвке (U)</translation>
        </message>
        <message>
            <source>not paired in round {last}: {shown}; they will be paired again unless you withdraw them (C.04.2 art. 3.2) or give them a bye</source>
            <translation>без пары в туре {last}: {shown}; они снова будут включены в жеребьёвку, если вы не снимете их с турнира (C.04.2 ст. 3.2) и не дадите им пропуск тура</translation>
        </message>
        <message>
            <source>240: a bye of player {number} in round {round_number} cannot be kept</source>
            <translation>240: пропуск тура участника {number} в туре {round_number} сохранить нельзя</translation>
        </message>
        <message>
            <source>#{number} {name} loses every game by forfeit from round {start} to the end: recorded as withdrawn from round {start} (reinstate the player if that is wrong)</source>
            <translation>№ {number} {name} проигрывает все партии из-за неявки с тура {start} до конца: записан как снятый с турнира с тура {start} (верните участника, если это ошибка)</translation>
        </message>
        <message>
            <source>{what}: {count} round cells, but a Double-Swiss match takes two (game 1 and game 2)</source>
            <translation>{what}: ячеек туров {count}, а матч двойной швейцарской системы занимает две (партия 1 и партия 2)</translation>
        </message>
        <message>
            <source>a team event ({kind}), as record 192 says ({code})</source>
            <translation>командный турнир ({kind}), как указано в записи 192 ({code})</translation>
        </message>
        <message>
            <source>352: the colour sequence {sequence} has fewer boards than the {boards} a team plays</source>
            <translation>352: в последовательности цветов {sequence} меньше досок, чем {boards}, на которых играет команда</translation>
        </message>
        <message>
            <source>240: there is no team {number} for a bye in round {round}</source>
            <translation>240: нет команды {number} для пропуска тура {round}</translation>
        </message>
        <message>
            <source>round {round}: the games of teams {first} and {second} are not board against board in the order of their rosters (record 310)</source>
            <translation>тур {round}: партии команд {first} и {second} идут не доска против доски в порядке их составов (запись 310)</translation>
        </message>
    </context>
    <context>
        <name>DoubleSwiss</name>
        <message>
            <source>192: the Baku Acceleration is not available with the Double-Swiss System: C.04.7 does not say whether its points for a win are a game's or a match's</source>
            <translation>192: бакинское ускорение недоступно в двойной швейцарской системе: C.04.7 не говорит, очки за победу — это очки партии или матча</translation>
        </message>
    </context>
    <context>
        <name>Roles</name>
        <message>
            <source>pair a round</source>
            <translation>провести жеребьёвку тура</translation>
        </message>
        <message>
            <source>pair a round again</source>
            <translation>провести жеребьёвку тура заново</translation>
        </message>
        <message>
            <source>change a pairing</source>
            <translation>изменить пары</translation>
        </message>
        <message>
            <source>delete a round</source>
            <translation>удалить тур</translation>
        </message>
        <message>
            <source>correct a result</source>
            <translation>исправить результат</translation>
        </message>
        <message>
            <source>enter a result</source>
            <translation>ввести результат</translation>
        </message>
        <message>
            <source>register a player</source>
            <translation>зарегистрировать участника</translation>
        </message>
        <message>
            <source>correct a player's details</source>
            <translation>исправить данные участника</translation>
        </message>
        <message>
            <source>grant or cancel a bye</source>
            <translation>дать или отменить пропуск тура</translation>
        </message>
        <message>
            <source>withdraw a player</source>
            <translation>снять участника с турнира</translation>
        </message>
        <message>
            <source>name the roles at the desks</source>
            <translation>назначать роли на рабочих местах</translation>
        </message>
        <message>
            <source>replace the event on the server</source>
            <translation>заменить турнир на сервере</translation>
        </message>
        <message>
            <source>change the event's settings</source>
            <translation>изменить настройки турнира</translation>
        </message>
        <message>
            <source>make this change ({operation})</source>
            <translation>внести это изменение ({operation})</translation>
        </message>
        <message>
            <source>only the chief arbiter may {what}; {person} is {role} at this event</source>
            <translation>только главный судья может {what}; {person} в этом турнире — {role}</translation>
        </message>
        <message>
            <source>only a deputy arbiter or the chief arbiter may {what}; {person} is {role} at this event</source>
            <translation>только заместитель главного судьи или главный судья может {what}; {person} в этом турнире — {role}</translation>
        </message>
        <message>
            <source>{person!r} is not a person's name (write it without the desk's host)</source>
            <translation>{person!r} — не имя человека (напишите его без имени компьютера рабочего места)</translation>
        </message>
        <message>
            <source>name the chief arbiter first: the event names nobody yet</source>
            <translation>сначала назначьте главного судью: в турнире ещё никто не назначен</translation>
        </message>
        <message>
            <source>{person} is the event's only chief arbiter: name another one first</source>
            <translation>{person} — единственный главный судья турнира: сначала назначьте другого</translation>
        </message>
    </context>
    <context>
        <name>TeamSwiss</name>
        <message>
            <source>the file has no team (records 310 or 013)</source>
            <translation>в файле нет команд (записи 310 или 013)</translation>
        </message>
        <message>
            <source>team {team}: player {player} of its roster has no 001 record</source>
            <translation>команда {team}: у игрока {player} из её состава нет записи 001</translation>
        </message>
    </context>
</TS>
