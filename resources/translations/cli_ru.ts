<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
    <context>
        <name>CliHelp</name>
        <message>
            <source>Print a tournament document as PDF.</source>
            <translation>Напечатать документ турнира в PDF.</translation>
        </message>
        <message>
            <source>Documents: {kinds}.</source>
            <translation>Документы: {kinds}.</translation>
        </message>
        <message>
            <source>one of: {kinds}</source>
            <translation>одно из: {kinds}</translation>
        </message>
        <message>
            <source>print the document of every section of the event in one PDF, each section headed</source>
            <translation>напечатать документ каждого турнира события в одном PDF, каждый со своим заголовком</translation>
        </message>
        <message>
            <source>PDF file to write</source>
            <translation>записываемый PDF-файл</translation>
        </message>
        <message>
            <source>round (default: the latest)</source>
            <translation>тур (по умолчанию: последний)</translation>
        </message>
        <message>
            <source>it1, receipts: the player's pairing number</source>
            <translation>it1, receipts: стартовый номер участника</translation>
        </message>
        <message>
            <source>paper size (default: A4, A3 for the wall chart)</source>
            <translation>формат бумаги (по умолчанию: A4, A3 для настенной таблицы)</translation>
        </message>
        <message>
            <source>tie-breaks in order, comma separated (C.07 codes, e.g. BH/C1,BH,SB); default: the file's</source>
            <translation>дополнительные показатели по порядку, через запятую (коды C.07, напр. BH/C1,BH,SB); по умолчанию: из файла</translation>
        </message>
        <message>
            <source>player lists: also the national ID and rating (.arbiter files)</source>
            <translation>списки участников: также национальный ID и рейтинг (файлы .arbiter)</translation>
        </message>
        <message>
            <source>the language of the document (default: the event's language if its file has one, else the command's language)</source>
            <translation>язык документа (по умолчанию: язык турнира, если он задан в файле, иначе язык команды)</translation>
        </message>
        <message>
            <source>'Surname, Firstname' (at most 33 characters)</source>
            <translation>'Фамилия, Имя' (не более 33 символов)</translation>
        </message>
        <message>
            <source>FIDE rating (0 = unrated)</source>
            <translation>рейтинг ФИДЕ (0 = без рейтинга)</translation>
        </message>
        <message>
            <source>GM, IM, WGM, FM, WIM, CM, WFM, WCM</source>
            <translation>GM, IM, WGM, FM, WIM, CM, WFM, WCM</translation>
        </message>
        <message>
            <source>3-letter FIDE code</source>
            <translation>трёхбуквенный код ФИДЕ</translation>
        </message>
        <message>
            <source>FIDE id (digits)</source>
            <translation>ID ФИДЕ (цифры)</translation>
        </message>
        <message>
            <source>m or w</source>
            <translation>m или w</translation>
        </message>
        <message>
            <source>birth date YYYY/MM/DD</source>
            <translation>дата рождения ГГГГ/ММ/ДД</translation>
        </message>
        <message>
            <source>ID in the national rating list</source>
            <translation>ID в национальном рейтинг-листе</translation>
        </message>
        <message>
            <source>national rating (0 = none)</source>
            <translation>национальный рейтинг (0 = нет)</translation>
        </message>
        <message>
            <source>make the same corrections in every other section of the event where he is entered</source>
            <translation>сделать те же исправления во всех других турнирах события, где он заявлен</translation>
        </message>
        <message>
            <source>Run a FIDE Swiss tournament from the terminal.</source>
            <translation>Проведение турнира ФИДЕ по швейцарской системе из терминала.</translation>
        </message>
        <message>
            <source>create a tournament file</source>
            <translation>создать файл турнира</translation>
        </message>
        <message>
            <source>a Swiss system: dutch (C.04.3), burstein (C.04.4.2), dubov (C.04.4.1), lim (C.04.4.3), double-swiss (C.04.5: every pairing a match of two games); or berger (round robin) or double-berger (double round robin), C.05 Annex 1</source>
            <translation>швейцарская система: dutch (C.04.3), burstein (C.04.4.2), dubov (C.04.4.1), lim (C.04.4.3), double-swiss (C.04.5: каждая пара играет матч из двух партий); или berger (круговой турнир) или double-berger (двухкруговой турнир), C.05 приложение 1</translation>
        </message>
        <message>
            <source>double round robin: play the last two rounds of the first cycle in reverse order, as C.05 Annex 1 asks (the default; TRF 192 FIDE_DOUBLEROUNDROBIN); --no-reverse-last-two plays the table as it is (BERGER_DOUBLEROUNDROBIN)</source>
            <translation>двухкруговой турнир: сыграть два последних тура первого круга в обратном порядке, как требует приложение 1 к C.05 (по умолчанию; TRF 192 FIDE_DOUBLEROUNDROBIN); --no-reverse-last-two играет таблицу как есть (BERGER_DOUBLEROUNDROBIN)</translation>
        </message>
        <message>
            <source>3-letter FIDE code of the host federation</source>
            <translation>трёхбуквенный код ФИДЕ федерации-организатора</translation>
        </message>
        <message>
            <source>start date YYYY-MM-DD</source>
            <translation>дата начала ГГГГ-ММ-ДД</translation>
        </message>
        <message>
            <source>end date YYYY-MM-DD</source>
            <translation>дата окончания ГГГГ-ММ-ДД</translation>
        </message>
        <message>
            <source>type of tournament (092; default: the system's name)</source>
            <translation>тип турнира (092; по умолчанию: название системы)</translation>
        </message>
        <message>
            <source>deputy arbiter (repeat for several)</source>
            <translation>заместитель главного судьи (повторить для нескольких)</translation>
        </message>
        <message>
            <source>comma-separated YYYY-MM-DD, one per round</source>
            <translation>ГГГГ-ММ-ДД через запятую, по одной на тур</translation>
        </message>
        <message>
            <source>Dutch rules edition: 2025 (in force since 1 Feb 2026), 2017 (events started 1 Jul 2017 - 31 Jan 2026), 2013 (the Istanbul 2012 text, 1 Jul 2013 - 30 Jun 2017)</source>
            <translation>редакция правил голландской системы: 2025 (действует с 1 февраля 2026), 2017 (турниры, начатые с 1 июля 2017 по 31 января 2026), 2013 (текст Стамбула 2012, с 1 июля 2013 по 30 июня 2017)</translation>
        </message>
        <message>
            <source>colour of #1 in round 1</source>
            <translation>цвет № 1 в первом туре</translation>
        </message>
        <message>
            <source>C.07 codes, e.g. BH/C1,BH,SB,DE</source>
            <translation>коды C.07, напр. BH/C1,BH,SB,DE</translation>
        </message>
        <message>
            <source>which FIDE rating</source>
            <translation>какой рейтинг ФИДЕ</translation>
        </message>
        <message>
            <source>replace an existing file</source>
            <translation>заменить существующий файл</translation>
        </message>
        <message>
            <source>create a tournament file from a TRF to continue the event</source>
            <translation>создать файл турнира из TRF, чтобы продолжить турнир</translation>
        </message>
        <message>
            <source>import a doubtful file (points columns that are not the scores, two wins without opponent in a round) with a warning for each line instead of refusing it</source>
            <translation>импортировать сомнительный файл (столбцы очков, не равные результатам, две победы без соперника в одном туре) с предупреждением для каждой строки, а не отклонять его</translation>
        </message>
        <message>
            <source>keep the placeholder players of the bye (spielfrei, bye, Freilos...) as players instead of turning their games into byes</source>
            <translation>оставить фиктивных участников пропуска тура (spielfrei, bye, Freilos...) участниками, а не превращать их партии в пропуски тура</translation>
        </message>
        <message>
            <source>register a player (also a late entry); without --name, the library's player of --fide-id or --national-id (the other options override its data)</source>
            <translation>зарегистрировать участника (и позднее включение); без --name — участник библиотеки с --fide-id или --national-id (остальные параметры заменяют его данные)</translation>
        </message>
        <message>
            <source>correct a player's data</source>
            <translation>исправить данные участника</translation>
        </message>
        <message>
            <source>fix the board a player plays on in every round (C.04.2 art. 3.6); the pairing is unchanged</source>
            <translation>закрепить доску участника во всех турах (C.04.2 ст. 3.6); пары не меняются</translation>
        </message>
        <message>
            <source>pairing number</source>
            <translation>стартовый номер</translation>
        </message>
        <message>
            <source>board number, or none</source>
            <translation>номер доски или none</translation>
        </message>
        <message>
            <source>the presence list of the next round (C.04.2 art. 4.1): tick players present, leave the absent out of the pairing; without players, print the list</source>
            <translation>список присутствующих на следующий тур (C.04.2 ст. 4.1): отметить присутствующих, не включать отсутствующих в жеребьёвку; без участников — вывести список</translation>
        </message>
        <message>
            <source>pairing numbers of players present</source>
            <translation>стартовые номера присутствующих участников</translation>
        </message>
        <message>
            <source>untick these players</source>
            <translation>снять отметку с этих участников</translation>
        </message>
        <message>
            <source>leave every player not checked in out of the round: a zero-point bye, or withdrawn</source>
            <translation>не включать в тур неотметившихся участников: пропуск тура без очков или снятие с турнира</translation>
        </message>
        <message>
            <source>add, change or remove an entry-fee category (the first a player meets applies)</source>
            <translation>добавить, изменить или удалить категорию взноса (применяется первая, которой соответствует участник)</translation>
        </message>
        <message>
            <source>the fee, e.g. 50 or 12.50 (0: free)</source>
            <translation>сумма, напр. 50 или 12.50 (0: бесплатно)</translation>
        </message>
        <message>
            <source>only these titles, comma separated (e.g. GM,WGM)</source>
            <translation>только эти звания, через запятую (напр. GM,WGM)</translation>
        </message>
        <message>
            <source>born in this year or later</source>
            <translation>родившиеся в этом году или позже</translation>
        </message>
        <message>
            <source>born in this year or earlier</source>
            <translation>родившиеся в этом году или раньше</translation>
        </message>
        <message>
            <source>the currency of every fee (e.g. EUR)</source>
            <translation>валюта всех сумм (напр. EUR)</translation>
        </message>
        <message>
            <source>remove the category</source>
            <translation>удалить категорию</translation>
        </message>
        <message>
            <source>record an entry fee received from a player (a receipt number)</source>
            <translation>записать взнос, полученный от участника (номер квитанции)</translation>
        </message>
        <message>
            <source>the amount received, e.g. 50 or 12.50</source>
            <translation>полученная сумма, напр. 50 или 12.50</translation>
        </message>
        <message>
            <source>a note printed on the receipt</source>
            <translation>примечание, печатаемое на квитанции</translation>
        </message>
        <message>
            <source>what each player owes and paid, and the organiser's totals; or set a player's category</source>
            <translation>сколько каждый участник должен и заплатил, и итоги для организатора; или задать категорию участника</translation>
        </message>
        <message>
            <source>with --player: the fee category chosen for him (empty: by the rules)</source>
            <translation>с --player: выбранная для него категория (пусто: по правилам)</translation>
        </message>
        <message>
            <source>delete a registration made by mistake (never paired)</source>
            <translation>удалить ошибочную регистрацию (участник не был в парах)</translation>
        </message>
        <message>
            <source>withdraw a player (no longer paired)</source>
            <translation>снять участника с турнира (больше не участвует в жеребьёвке)</translation>
        </message>
        <message>
            <source>first round not played (default: the next round)</source>
            <translation>первый несыгранный тур (по умолчанию: следующий тур)</translation>
        </message>
        <message>
            <source>undo a withdrawal</source>
            <translation>отменить снятие с турнира</translation>
        </message>
        <message>
            <source>a requested half-/zero-/full-point bye for a round (or cancel it)</source>
            <translation>запрошенный пропуск тура за ½ очка, без очков или за 1 очко (или отменить его)</translation>
        </message>
        <message>
            <source>pair the next round (a round robin: --all pairs every round left)</source>
            <translation>провести жеребьёвку следующего тура (круговой турнир: --all — всех оставшихся туров)</translation>
        </message>
        <message>
            <source>date of the round YYYY-MM-DD</source>
            <translation>дата тура ГГГГ-ММ-ДД</translation>
        </message>
        <message>
            <source>MODULE:FUNCTION instead of engine.dutch:pair_round (Swiss only)</source>
            <translation>МОДУЛЬ:ФУНКЦИЯ вместо engine.dutch:pair_round (только швейцарская система)</translation>
        </message>
        <message>
            <source>round robin: pair every round left at once</source>
            <translation>круговой турнир: провести жеребьёвку всех оставшихся туров сразу</translation>
        </message>
        <message>
            <source>round robin: draw the pairing numbers by lot (before round 1)</source>
            <translation>круговой турнир: определить стартовые номера жребием (до первого тура)</translation>
        </message>
        <message>
            <source>seed of the draw (default: a new one, shown and logged)</source>
            <translation>зерно жребия (по умолчанию: новое, показывается и записывается в журнал)</translation>
        </message>
        <message>
            <source>round robin: the pairing numbers the arbiter sets (before round 1)</source>
            <translation>круговой турнир: стартовые номера, назначенные судьёй (до первого тура)</translation>
        </message>
        <message>
            <source>the current numbers in their new order: --order 3,1,2 gives #3 number 1, #1 number 2...</source>
            <translation>текущие номера в новом порядке: --order 3,1,2 даёт № 3 номер 1, № 1 номер 2...</translation>
        </message>
        <message>
            <source>round robin: every round of the Berger table, paired or not</source>
            <translation>круговой турнир: каждый тур таблицы Бергера, с жеребьёвкой или без</translation>
        </message>
        <message>
            <source>delete the last round (no results yet) and pair it again</source>
            <translation>удалить последний тур (ещё без результатов) и провести жеребьёвку заново</translation>
        </message>
        <message>
            <source>MODULE:FUNCTION instead of engine.dutch:pair_round</source>
            <translation>МОДУЛЬ:ФУНКЦИЯ вместо engine.dutch:pair_round</translation>
        </message>
        <message>
            <source>change the pairing of the last round (no results yet); prints the rules it breaks</source>
            <translation>изменить пары последнего тура (ещё без результатов); показывает нарушенные правила</translation>
        </message>
        <message>
            <source>WHITE-BLACK pairing numbers, one per board, in order</source>
            <translation>стартовые номера БЕЛЫЕ-ЧЁРНЫЕ, по одному на доску, по порядку</translation>
        </message>
        <message>
            <source>pairing number of the pairing-allocated bye</source>
            <translation>стартовый номер участника с пропуском тура по жеребьёвке</translation>
        </message>
        <message>
            <source>list the rules the pairing of a round breaks</source>
            <translation>перечислить правила, которые нарушают пары тура</translation>
        </message>
        <message>
            <source>how the engine paired a round (the window's Explain pairing); with BOARD, that board's part</source>
            <translation>как программа провела жеребьёвку тура («Объяснить жеребьёвку» в окне); с BOARD — только часть этой доски</translation>
        </message>
        <message>
            <source>a board of that round</source>
            <translation>доска этого тура</translation>
        </message>
        <message>
            <source>Baku acceleration (C.04.7) before round 1, or remove it</source>
            <translation>бакинское ускорение (C.04.7) до первого тура, или отменить его</translation>
        </message>
        <message>
            <source>C.04.7 (2026) or C.04.5.1</source>
            <translation>C.04.7 (2026) или C.04.5.1</translation>
        </message>
        <message>
            <source>drop the acceleration</source>
            <translation>отменить ускорение</translation>
        </message>
        <message>
            <source>delete the last round (no results yet)</source>
            <translation>удалить последний тур (ещё без результатов)</translation>
        </message>
        <message>
            <source>enter or correct a result</source>
            <translation>ввести или исправить результат</translation>
        </message>
        <message>
            <source>1-0, 0-1, 1/2 (also = and ½), +- and -+ (forfeits), -- (double forfeit), W-L, L-W, D-D (unrated games), or clear; 0-0 is refused (use --)</source>
            <translation>1-0, 0-1, 1/2 (также = и ½), +- и -+ (неявки), -- (неявка обоих), W-L, L-W, D-D (партии без обсчёта рейтинга), или clear; 0-0 отклоняется (используйте --)</translation>
        </message>
        <message>
            <source>replace a result already entered (the answer says what it was)</source>
            <translation>заменить уже введённый результат (ответ сообщит, каким он был)</translation>
        </message>
        <message>
            <source>print the standings with tie-breaks</source>
            <translation>вывести положение с дополнительными показателями</translation>
        </message>
        <message>
            <source>C.07 codes, e.g. BH/C1,BH,SB,DE (default: the event's)</source>
            <translation>коды C.07, напр. BH/C1,BH,SB,DE (по умолчанию: турнира)</translation>
        </message>
        <message>
            <source>C.07 edition 2024 or 2026 (default: by start date)</source>
            <translation>редакция C.07 2024 или 2026 (по умолчанию: по дате начала)</translation>
        </message>
        <message>
            <source>rating used for unrated opponents (C.07 art. 10)</source>
            <translation>рейтинг для соперников без рейтинга (C.07 ст. 10)</translation>
        </message>
        <message>
            <source>print halves as ½</source>
            <translation>выводить половины как ½</translation>
        </message>
        <message>
            <source>write the TRF for rating submission</source>
            <translation>записать TRF для обсчёта рейтинга</translation>
        </message>
        <message>
            <source>TRF16 instead of TRF26</source>
            <translation>TRF16 вместо TRF26</translation>
        </message>
        <message>
            <source>print the audit log</source>
            <translation>вывести журнал операций</translation>
        </message>
        <message>
            <source>with old and new values</source>
            <translation>со старыми и новыми значениями</translation>
        </message>
        <message>
            <source>list the players</source>
            <translation>перечислить участников</translation>
        </message>
        <message>
            <source>print the pairings and results of a round</source>
            <translation>вывести пары и результаты тура</translation>
        </message>
        <message>
            <source>re-pair every round with the Dutch engine; exit 3 if one differs</source>
            <translation>заново провести жеребьёвку каждого тура голландской системой; код выхода 3, если какой-то отличается</translation>
        </message>
        <message>
            <source>print the event data</source>
            <translation>вывести данные турнира</translation>
        </message>
        <message>
            <source>show or change the Dutch rules edition of the tournament</source>
            <translation>показать или изменить редакцию правил голландской системы турнира</translation>
        </message>
        <message>
            <source>the new edition (none: show it)</source>
            <translation>новая редакция (без неё: показать текущую)</translation>
        </message>
        <message>
            <source>change it although rounds are paired (the arbiter confirms; the audit log keeps both)</source>
            <translation>изменить, хотя туры уже разведены (судья подтверждает; журнал хранит обе)</translation>
        </message>
        <message>
            <source>re-sort pairing numbers (C.04.2 art. 2.2; up to round 4)</source>
            <translation>пересортировать стартовые номера (C.04.2 ст. 2.2; до 4-го тура)</translation>
        </message>
        <message>
            <source>add the players of a CSV file, all in one operation (--dry-run: only the preview)</source>
            <translation>добавить участников из CSV-файла одной операцией (--dry-run: только предпросмотр)</translation>
        </message>
        <message>
            <source>players, one per row; a header row names the columns</source>
            <translation>участники, по одному в строке; строка заголовка называет столбцы</translation>
        </message>
        <message>
            <source>show what would be added and the problems, change nothing</source>
            <translation>показать, что было бы добавлено, и проблемы, ничего не меняя</translation>
        </message>
        <message>
            <source>add the good rows, leave out those with a problem</source>
            <translation>добавить правильные строки, пропустить строки с проблемами</translation>
        </message>
        <message>
            <source>remove the players of the last CSV import (none may be paired)</source>
            <translation>удалить участников последнего импорта CSV (никто из них не должен быть в парах)</translation>
        </message>
        <message>
            <source>write a consistent copy of the file (e.g. to a USB stick)</source>
            <translation>записать согласованную копию файла (напр. на USB-накопитель)</translation>
        </message>
        <message>
            <source>the copy (a file name, or a folder)</source>
            <translation>копия (имя файла или папка)</translation>
        </message>
        <message>
            <source>replace an existing file at DESTINATION</source>
            <translation>заменить существующий файл в НАЗНАЧЕНИИ</translation>
        </message>
        <message>
            <source>list the automatic backup copies of the file</source>
            <translation>перечислить автоматические резервные копии файла</translation>
        </message>
        <message>
            <source>the language of the event's documents (printed documents, web folder, projector): {languages}; "" for the language of the program that prints them</source>
            <translation>язык документов турнира (печатные документы, веб-папка, проектор): {languages}; "" — язык программы, которая их печатает</translation>
        </message>
        <message>
            <source>change event data, officials, time control and rating type</source>
            <translation>изменить данные турнира, судей, контроль времени и тип рейтинга</translation>
        </message>
        <message>
            <source>3-letter FIDE code of the host federation (032)</source>
            <translation>трёхбуквенный код ФИДЕ федерации-организатора (032)</translation>
        </message>
        <message>
            <source>start date YYYY-MM-DD (042)</source>
            <translation>дата начала ГГГГ-ММ-ДД (042)</translation>
        </message>
        <message>
            <source>end date YYYY-MM-DD (052)</source>
            <translation>дата окончания ГГГГ-ММ-ДД (052)</translation>
        </message>
        <message>
            <source>'Surname, Firstname' (102)</source>
            <translation>'Фамилия, Имя' (102)</translation>
        </message>
        <message>
            <source>the chief arbiter's FIDE ID</source>
            <translation>ID ФИДЕ главного судьи</translation>
        </message>
        <message>
            <source>IA, FA or NA</source>
            <translation>IA, FA или NA</translation>
        </message>
        <message>
            <source>'NAME;FIDE_ID;TITLE' (112), repeat for each; '' for none</source>
            <translation>'ИМЯ;ID_ФИДЕ;ЗВАНИЕ' (112), повторить для каждого; '' — никого</translation>
        </message>
        <message>
            <source>allotted times as text (122)</source>
            <translation>контроль времени текстом (122)</translation>
        </message>
        <message>
            <source>encoded time control (222), e.g. 5400+30</source>
            <translation>закодированный контроль времени (222), напр. 5400+30</translation>
        </message>
        <message>
            <source>the FIDE list rated for</source>
            <translation>список ФИДЕ, для которого обсчитывается турнир</translation>
        </message>
        <message>
            <source>yes or no</source>
            <translation>yes или no</translation>
        </message>
        <message>
            <source>how equal players split prizes</source>
            <translation>как делят призы участники с равными очками</translation>
        </message>
        <message>
            <source>list the round dates (TRF 132), or set them</source>
            <translation>перечислить даты туров (TRF 132) или задать их</translation>
        </message>
        <message>
            <source>YYYY-MM-DD,... one per round (empty = no date)</source>
            <translation>ГГГГ-ММ-ДД,... по одной на тур (пусто = без даты)</translation>
        </message>
        <message>
            <source>store the dates shown (proposed from the schedule)</source>
            <translation>сохранить показанные даты (предложенные по расписанию)</translation>
        </message>
        <message>
            <source>store a player's K factor (B.02 8.3.3; from the FIDE list), or auto</source>
            <translation>сохранить коэффициент K участника (B.02 8.3.3; из списка ФИДЕ), или auto</translation>
        </message>
        <message>
            <source>10, 20, 40, or auto (derived from rating and birth year)</source>
            <translation>10, 20, 40 или auto (по рейтингу и году рождения)</translation>
        </message>
        <message>
            <source>rating changes (B.02) of every player, or one in detail</source>
            <translation>изменения рейтинга (B.02) каждого участника, или одного подробно</translation>
        </message>
        <message>
            <source>pairing number: game by game</source>
            <translation>стартовый номер: партия за партией</translation>
        </message>
        <message>
            <source>title norms (B.01) achieved, or one player's in detail</source>
            <translation>выполненные нормы званий (B.01), или нормы одного участника подробно</translation>
        </message>
        <message>
            <source>pairing number: every requirement</source>
            <translation>стартовый номер: каждое требование</translation>
        </message>
        <message>
            <source>also the players without a norm, with what is missing</source>
            <translation>также участники без нормы, с тем, чего не хватает</translation>
        </message>
        <message>
            <source>the event is exempt from B.01 1.4.3/1.4.4</source>
            <translation>турнир освобождён от B.01 1.4.3/1.4.4</translation>
        </message>
        <message>
            <source>list, add or remove prize categories</source>
            <translation>перечислить, добавить или удалить призовые категории</translation>
        </message>
        <message>
            <source>short name for standings columns (U16, W...)</source>
            <translation>краткое название для столбцов положения (U16, W...)</translation>
        </message>
        <message>
            <source>place in the list (1 = first)</source>
            <translation>место в списке (1 = первое)</translation>
        </message>
        <message>
            <source>amounts for places 1, 2, ...: 500,300,Trophy,100:Book</source>
            <translation>суммы для мест 1, 2, ...: 500,300,Trophy,100:Book</translation>
        </message>
        <message>
            <source>birth year, inclusive (age groups: U16 = born from ...)</source>
            <translation>год рождения включительно (возрастные группы: U16 = родившиеся с ...)</translation>
        </message>
        <message>
            <source>birth year, inclusive (seniors)</source>
            <translation>год рождения включительно (ветераны)</translation>
        </message>
        <message>
            <source>3-letter code; repeat for several</source>
            <translation>трёхбуквенный код; повторить для нескольких</translation>
        </message>
        <message>
            <source>repeat for several</source>
            <translation>повторить для нескольких</translation>
        </message>
        <message>
            <source>pairing numbers, comma separated</source>
            <translation>стартовые номера через запятую</translation>
        </message>
        <message>
            <source>the prize list of the standings</source>
            <translation>список призов по положению</translation>
        </message>
        <message>
            <source>what FIDE's rating officer needs; exit 3 if missing</source>
            <translation>что нужно рейтинг-офицеру ФИДЕ; код выхода 3, если чего-то нет</translation>
        </message>
        <message>
            <source>the library file (default: $ARBITER_LIBRARY or the data folder)</source>
            <translation>файл библиотеки (по умолчанию: $ARBITER_LIBRARY или папка данных)</translation>
        </message>
        <message>
            <source>rating type of a per-type list</source>
            <translation>тип рейтинга списка по типам</translation>
        </message>
        <message>
            <source>the list's name, e.g. 'GER 2026-04'</source>
            <translation>название списка, напр. 'GER 2026-04'</translation>
        </message>
        <message>
            <source>a saved column mapping</source>
            <translation>сохранённое соответствие столбцов</translation>
        </message>
        <message>
            <source>FIELD=COLUMN,... columns from 1; fields: {fields}</source>
            <translation>ПОЛЕ=СТОЛБЕЦ,... столбцы с 1; поля: {fields}</translation>
        </message>
        <message>
            <source>',', ';', 'tab' or '|' (default: recognised)</source>
            <translation>',', ';', 'tab' или '|' (по умолчанию: распознаётся)</translation>
        </message>
        <message>
            <source>fixed-width columns: their first character positions, from 1</source>
            <translation>столбцы фиксированной ширины: позиции их первых символов, с 1</translation>
        </message>
        <message>
            <source>the first line is a player, not column names</source>
            <translation>первая строка — участник, а не названия столбцов</translation>
        </message>
        <message>
            <source>save the mapping under NAME</source>
            <translation>сохранить соответствие под ИМЕНЕМ</translation>
        </message>
        <message>
            <source>compare the players with the library; --apply updates</source>
            <translation>сравнить участников с библиотекой; --apply обновляет</translation>
        </message>
        <message>
            <source>apply the changes (one operation)</source>
            <translation>применить изменения (одна операция)</translation>
        </message>
        <message>
            <source>also after round 1 is paired</source>
            <translation>и после жеребьёвки первого тура</translation>
        </message>
        <message>
            <source>players of the same club/federation do not meet in rounds 1..K</source>
            <translation>участники одного клуба/федерации не встречаются в турах 1..K</translation>
        </message>
        <message>
            <source>the last round of the restriction</source>
            <translation>последний тур ограничения</translation>
        </message>
        <message>
            <source>drop the restriction</source>
            <translation>снять ограничение</translation>
        </message>
        <message>
            <source>list the prohibited pairings</source>
            <translation>перечислить запрещённые пары</translation>
        </message>
        <message>
            <source>prohibit pairings among players (pairing numbers)</source>
            <translation>запретить пары между участниками (стартовые номера)</translation>
        </message>
        <message>
            <source>pairing numbers (two or more)</source>
            <translation>стартовые номера (два или больше)</translation>
        </message>
        <message>
            <source>ROUND or FIRST-LAST (default: every round)</source>
            <translation>ТУР или ПЕРВЫЙ-ПОСЛЕДНИЙ (по умолчанию: все туры)</translation>
        </message>
        <message>
            <source>why (shown beside)</source>
            <translation>причина (показывается рядом)</translation>
        </message>
        <message>
            <source>remove a prohibited pairing (its id, see 'forbidden')</source>
            <translation>удалить запрещённую пару (её id, см. 'forbidden')</translation>
        </message>
        <message>
            <source>enter the results of a round from a CSV file (one operation)</source>
            <translation>ввести результаты тура из CSV-файла (одна операция)</translation>
        </message>
        <message>
            <source>pairings.csv of arbiter export csv, with the Result column filled in</source>
            <translation>pairings.csv из arbiter export csv с заполненным столбцом Result</translation>
        </message>
        <message>
            <source>the round to import (default: the only round in the CSV)</source>
            <translation>импортируемый тур (по умолчанию: единственный тур в CSV)</translation>
        </message>
        <message>
            <source>show what would be entered; exit 3 on a problem</source>
            <translation>показать, что было бы введено; код выхода 3 при проблеме</translation>
        </message>
        <message>
            <source>enter the good rows, leave out the others</source>
            <translation>ввести правильные строки, остальные пропустить</translation>
        </message>
        <message>
            <source>put back the results the last results import replaced</source>
            <translation>вернуть результаты, заменённые последним импортом результатов</translation>
        </message>
        <message>
            <source>Write the event as a static web site (HTML and CSS) into a folder.</source>
            <translation>Записать турнир в папку как статический веб-сайт (HTML и CSS).</translation>
        </message>
        <message>
            <source>the tournament file (.arbiter)</source>
            <translation>файл турнира (.arbiter)</translation>
        </message>
        <message>
            <source>folder of the site</source>
            <translation>папка сайта</translation>
        </message>
        <message>
            <source>write into a folder that holds other files</source>
            <translation>записать в папку, где есть другие файлы</translation>
        </message>
        <message>
            <source>the language of the pages: {languages} (default: the event's language if it has one, else the command's language)</source>
            <translation>язык страниц: {languages} (по умолчанию: язык турнира, если он задан, иначе язык команды)</translation>
        </message>
        <message>
            <source>Export the event as CSV, JSON or PGN.</source>
            <translation>Экспортировать турнир в CSV, JSON или PGN.</translation>
        </message>
        <message>
            <source>players, pairings, results, standings (a folder, or one table)</source>
            <translation>участники, пары, результаты, положение (папка или одна таблица)</translation>
        </message>
        <message>
            <source>folder (all tables) or file (--table)</source>
            <translation>папка (все таблицы) или файл (--table)</translation>
        </message>
        <message>
            <source>one table into one file</source>
            <translation>одна таблица в один файл</translation>
        </message>
        <message>
            <source>with --table pairings: only this round</source>
            <translation>с --table pairings: только этот тур</translation>
        </message>
        <message>
            <source>the whole event (arbiter export schema gives its JSON Schema)</source>
            <translation>весь турнир (arbiter export schema выдаёт его JSON Schema)</translation>
        </message>
        <message>
            <source>PGN headers of every game (forfeits are not games)</source>
            <translation>заголовки PGN каждой партии (неявки — не партии)</translation>
        </message>
        <message>
            <source>only this round</source>
            <translation>только этот тур</translation>
        </message>
        <message>
            <source>the JSON Schema of the JSON export</source>
            <translation>JSON Schema экспорта JSON</translation>
        </message>
        <message>
            <source>number of rounds (a Swiss; a Double-Swiss: of matches; a round robin's follow its players)</source>
            <translation>число туров (швейцарская система; двойная швейцарская: матчей; в круговом турнире — по числу участников)</translation>
        </message>
        <message>
            <source>a Double-Swiss event (C.04.5): ROUND is the match, RESULT game 1's and RESULT2 game 2's result, each as its own game's (game 2's White is game 1's Black)</source>
            <translation>турнир по двойной швейцарской системе (C.04.5): ROUND — номер матча, RESULT — результат партии 1, RESULT2 — партии 2, каждый как результат своей партии (белые в партии 2 — это чёрные партии 1)</translation>
        </message>
        <message>
            <source>pairings: print this address of the live pages (arbiter serve) with its QR code</source>
            <translation>пары: напечатать этот адрес страниц в реальном времени (arbiter serve) с его QR-кодом</translation>
        </message>
        <message>
            <source>serve the event's pages live to the phones on the venue's network</source>
            <translation>раздавать страницы турнира в реальном времени на телефоны в сети зала</translation>
        </message>
        <message>
            <source>the address to serve at (default {host}: every network of this machine)</source>
            <translation>адрес, на котором раздавать (по умолчанию {host}: все сети этой машины)</translation>
        </message>
        <message>
            <source>the port (default {port})</source>
            <translation>порт (по умолчанию {port})</translation>
        </message>
        <message>
            <source>a .trf or .arbiter tournament file, or a venue server's postgresql:// URL</source>
            <translation>файл турнира .trf или .arbiter либо URL postgresql:// сервера турнира</translation>
        </message>
        <message>
            <source>copy an event between a file and a venue server (either way), identical</source>
            <translation>скопировать турнир между файлом и сервером турнира (в обе стороны) без изменений</translation>
        </message>
        <message>
            <source>a tournament file or postgresql:// URL</source>
            <translation>файл турнира или URL postgresql://</translation>
        </message>
        <message>
            <source>a new file or an empty server database</source>
            <translation>новый файл или пустая база данных на сервере</translation>
        </message>
        <message>
            <source>replace an event that DST already holds</source>
            <translation>заменить турнир, который уже есть в DST</translation>
        </message>
        <message>
            <source>name a person's role at the desks (chief, deputy, viewer), or list the roles</source>
            <translation>назначить роль человека на рабочих местах (chief, deputy, viewer) или вывести список ролей</translation>
        </message>
        <message>
            <source>the person, as the audit log names him</source>
            <translation>человек, как его называет журнал</translation>
        </message>
        <message>
            <source>a team event: the boards of each match (players a side)</source>
            <translation>командный турнир: число досок в матче (игроков с каждой стороны)</translation>
        </message>
        <message>
            <source>a Swiss team event: the variant of C.04.6 as record 192 names it (default FIDE_TEAM_TYPEA_MP_GP)</source>
            <translation>швейцарский командный турнир: вариант C.04.6 в обозначении записи 192 (по умолчанию FIDE_TEAM_TYPEA_MP_GP)</translation>
        </message>
        <message>
            <source>register a team with its roster (a team event)</source>
            <translation>зарегистрировать команду с составом (командный турнир)</translation>
        </message>
        <message>
            <source>a roster player, board order: NAME[;RATING[;FIDE_ID[;FED]]] (repeat)</source>
            <translation>игрок состава в порядке досок: NAME[;RATING[;FIDE_ID[;FED]]] (можно повторять)</translation>
        </message>
        <message>
            <source>a late team: the first round it plays (not paired before, zero points)</source>
            <translation>опоздавшая команда: первый тур, который она играет (до него не участвует в жеребьёвке, ноль очков)</translation>
        </message>
        <message>
            <source>add the teams of a CSV file, all in one operation (--dry-run: only the preview)</source>
            <translation>добавить команды из файла CSV за одну операцию (--dry-run: только предпросмотр)</translation>
        </message>
        <message>
            <source>columns: team, board, name, rating, FIDE ID, federation</source>
            <translation>столбцы: команда, доска, имя, рейтинг, FIDE ID, федерация</translation>
        </message>
        <message>
            <source>show what would be added, change nothing</source>
            <translation>показать, что будет добавлено, ничего не меняя</translation>
        </message>
        <message>
            <source>remove the teams of the last team import</source>
            <translation>удалить команды последнего импорта команд</translation>
        </message>
        <message>
            <source>print the teams and their rosters, or a round's matches</source>
            <translation>вывести команды и их составы или матчи тура</translation>
        </message>
        <message>
            <source>the matches, line-ups and games of this round</source>
            <translation>матчи, составы и партии этого тура</translation>
        </message>
        <message>
            <source>a team's line-up for a round: pairing numbers, board 1 first</source>
            <translation>состав команды на тур: стартовые номера, первая доска первой</translation>
        </message>
        <message>
            <source>the team's number</source>
            <translation>номер команды</translation>
        </message>
        <message>
            <source>the players' pairing numbers</source>
            <translation>стартовые номера игроков</translation>
        </message>
        <message>
            <source>a whole match forfeited by one team (or both)</source>
            <translation>весь матч проигран неявкой одной команды (или обеих)</translation>
        </message>
        <message>
            <source>the number of the team that did not play</source>
            <translation>номер неявившейся команды</translation>
        </message>
        <message>
            <source>a bye a team requested for a round not yet paired</source>
            <translation>свободный тур, запрошенный командой на ещё не разыгранный тур</translation>
        </message>
        <message>
            <source>a team withdrawn: not paired from a round on, its past matches stay</source>
            <translation>снятая команда: не участвует в жеребьёвке с какого-то тура, её прошлые матчи сохраняются</translation>
        </message>
        <message>
            <source>the first round it is not paired in (default: the next)</source>
            <translation>первый тур, в котором она не участвует в жеребьёвке (по умолчанию: следующий)</translation>
        </message>
        <message>
            <source>take back a team's withdrawal</source>
            <translation>отменить снятие команды</translation>
        </message>
        <message>
            <source>the section of the event (needed when it has several)</source>
            <translation>турнир события (нужен, когда их несколько)</translation>
        </message>
        <message>
            <source>the sections of an event: list, add, rename, delete or restore them</source>
            <translation>турниры события: список, добавление, переименование, удаление или восстановление</translation>
        </message>
        <message>
            <source>list the event's sections</source>
            <translation>перечислить турниры события</translation>
        </message>
        <message>
            <source>add a section (a tournament of its own)</source>
            <translation>добавить турнир (отдельный турнир события)</translation>
        </message>
        <message>
            <source>the section's name, e.g. "Open B"</source>
            <translation>название турнира, например «Open B»</translation>
        </message>
        <message>
            <source>the section whose settings the new one starts from (default: the first)</source>
            <translation>турнир, настройки которого берёт новый (по умолчанию первый)</translation>
        </message>
        <message>
            <source>its pairing system (as arbiter new)</source>
            <translation>его система жеребьёвки (как в arbiter new)</translation>
        </message>
        <message>
            <source>its number of rounds</source>
            <translation>его число туров</translation>
        </message>
        <message>
            <source>type of tournament (092)</source>
            <translation>тип турнира (092)</translation>
        </message>
        <message>
            <source>give a section another name</source>
            <translation>дать турниру другое название</translation>
        </message>
        <message>
            <source>the section's name now</source>
            <translation>нынешнее название турнира</translation>
        </message>
        <message>
            <source>its new name</source>
            <translation>его новое название</translation>
        </message>
        <message>
            <source>delete a section with its registrations (refused once one of its rounds is paired)</source>
            <translation>удалить турнир вместе с заявками (отказ, как только составлен один из его туров)</translation>
        </message>
        <message>
            <source>the section's name</source>
            <translation>название турнира</translation>
        </message>
        <message>
            <source>put back a deleted section as it was, with its registrations (undoes section delete)</source>
            <translation>вернуть удалённый турнир таким, каким он был, с его заявками (отменяет section delete)</translation>
        </message>
        <message>
            <source>the deleted section's name</source>
            <translation>название удалённого турнира</translation>
        </message>
        <message>
            <source>enter a player of one section (--section) in another section too</source>
            <translation>записать игрока одного турнира (--section) также в другой турнир</translation>
        </message>
        <message>
            <source>the section he is entered in</source>
            <translation>турнир, в который его записывают</translation>
        </message>
        <message>
            <source>his pairing number in his section</source>
            <translation>его стартовый номер в его турнире</translation>
        </message>
    </context>
    <context>
        <name>CliLauncher</name>
        <message>
            <source>print a document as PDF (pairings, standings, ...)</source>
            <translation>напечатать документ в PDF (пары, положение, ...)</translation>
        </message>
        <message>
            <source>export the event as CSV, JSON or PGN (arbiter help export)</source>
            <translation>экспортировать турнир в CSV, JSON или PGN (arbiter help export)</translation>
        </message>
        <message>
            <source>write the event as a static web site into a folder</source>
            <translation>записать турнир в папку как статический веб-сайт</translation>
        </message>
        <message>
            <source>commands:</source>
            <translation>команды:</translation>
        </message>
        <message>
            <source>arbiter: {file}: no such file</source>
            <translation>arbiter: {file}: файл не найден</translation>
        </message>
        <message>
            <source>arbiter: unknown command {command}</source>
            <translation>arbiter: неизвестная команда {command}</translation>
        </message>
    </context>
    <context>
        <name>CliOutput</name>
        <message>
            <source>arbiter print: {error}</source>
            <translation>arbiter print: {error}</translation>
        </message>
        <message numerus="yes">
            <source>{output}: {kind}, %n page(s)</source>
            <translation>
                <numerusform>{output}: {kind}, %n страница</numerusform>
                <numerusform>{output}: {kind}, %n страницы</numerusform>
                <numerusform>{output}: {kind}, %n страниц</numerusform>
            </translation>
        </message>
        <message>
            <source>left out: {section}: {reason}</source>
            <translation>пропущен: {section}: {reason}</translation>
        </message>
        <message>
            <source>round {round}: half-point bye for #{number} {name}</source>
            <translation>тур {round}: пропуск тура за ½ очка для № {number} {name}</translation>
        </message>
        <message>
            <source>round {round}: zero-point bye for #{number} {name}</source>
            <translation>тур {round}: пропуск тура без очков для № {number} {name}</translation>
        </message>
        <message>
            <source>round {round}: full-point bye for #{number} {name}</source>
            <translation>тур {round}: пропуск тура за 1 очко для № {number} {name}</translation>
        </message>
        <message>
            <source>paired</source>
            <translation>разведён</translation>
        </message>
        <message>
            <source>complete</source>
            <translation>завершён</translation>
        </message>
        <message>
            <source>     {number:&gt;4} {name}: half-point bye</source>
            <translation>     {number:&gt;4} {name}: пропуск тура за ½ очка</translation>
        </message>
        <message>
            <source>     {number:&gt;4} {name}: zero-point bye</source>
            <translation>     {number:&gt;4} {name}: пропуск тура без очков</translation>
        </message>
        <message>
            <source>     {number:&gt;4} {name}: full-point bye</source>
            <translation>     {number:&gt;4} {name}: пропуск тура за 1 очко</translation>
        </message>
        <message>
            <source>created {file}: {name}, {rounds} rounds</source>
            <translation>создан {file}: {name}, туров: {rounds}</translation>
        </message>
        <message>
            <source>created {file}: {name}, {rounds} rounds paired by {system}</source>
            <translation>создан {file}: {name}, туров: {rounds}, жеребьёвка по правилам «{system}»</translation>
        </message>
        <message>
            <source>created {file}: {name}, a {system} (Berger tables, C.05 Annex 1; the number of rounds follows the players)</source>
            <translation>создан {file}: {name}, {system} (таблицы Бергера, C.05 приложение 1; число туров следует из числа участников)</translation>
        </message>
        <message>
            <source>imported {trf} into {file}: {players} players, {rounds} rounds</source>
            <translation>{trf} импортирован в {file}: участников: {players}, туров: {rounds}</translation>
        </message>
        <message>
            <source>placeholder players of the bye taken out: {players} (--keep-dummies keeps them)</source>
            <translation>фиктивные участники пропуска тура убраны: {players} (--keep-dummies оставляет их)</translation>
        </message>
        <message>
            <source>warning: {warning}</source>
            <translation>предупреждение: {warning}</translation>
        </message>
        <message>
            <source>from the library: {line}</source>
            <translation>из библиотеки: {line}</translation>
        </message>
        <message>
            <source>note: {note}</source>
            <translation>примечание: {note}</translation>
        </message>
        <message>
            <source>added #{number} {name}</source>
            <translation>добавлен № {number} {name}</translation>
        </message>
        <message>
            <source>  {name} is now #{number}</source>
            <translation>  {name} теперь № {number}</translation>
        </message>
        <message>
            <source>removed #{number} {name}</source>
            <translation>удалён № {number} {name}</translation>
        </message>
        <message>
            <source>  {name} is now #{number} (was #{old})</source>
            <translation>  {name} теперь № {number} (был № {old})</translation>
        </message>
        <message>
            <source>note: he is also entered in {sections}; --all-sections corrects him there too</source>
            <translation>примечание: он также заявлен в {sections}; --all-sections исправит его и там</translation>
        </message>
        <message>
            <source>#{number} {name} withdrawn from round {round}</source>
            <translation>№ {number} {name} снят с турнира с тура {round}</translation>
        </message>
        <message>
            <source>  round {round} board {board}: #{white} - #{black} {result}</source>
            <translation>  тур {round} доска {board}: № {white} - № {black} {result}</translation>
        </message>
        <message>
            <source>#{number} {name} reinstated</source>
            <translation>№ {number} {name} восстановлен</translation>
        </message>
        <message>
            <source>round {round}: bye of #{number} {name} cancelled</source>
            <translation>тур {round}: пропуск тура № {number} {name} отменён</translation>
        </message>
        <message>
            <source>Round {round}{date}: {state}</source>
            <translation>Тур {round}{date}: {state}</translation>
        </message>
        <message>
            <source>     {number:&gt;4} {name}: pairing-allocated bye</source>
            <translation>     {number:&gt;4} {name}: пропуск тура по жеребьёвке</translation>
        </message>
        <message>
            <source>     {number:&gt;4} {name}: no game (the Berger table's dummy)</source>
            <translation>     {number:&gt;4} {name}: без партии (фиктивный участник таблицы Бергера)</translation>
        </message>
        <message>
            <source>pairing numbers drawn by lot (seed {seed}):</source>
            <translation>стартовые номера определены жребием (зерно {seed}):</translation>
        </message>
        <message>
            <source>pairing numbers set by the arbiter:</source>
            <translation>стартовые номера, назначенные судьёй:</translation>
        </message>
        <message>
            <source>{event}: {system}, {players} players, {rounds} rounds</source>
            <translation>{event}: {system}, участников: {players}, туров: {rounds}</translation>
        </message>
        <message>
            <source>Round {round} (Berger table round {table_round}, cycle {cycle})</source>
            <translation>Тур {round} (тур {table_round} таблицы Бергера, круг {cycle})</translation>
        </message>
        <message>
            <source>     {number:&gt;4} {name}: no game</source>
            <translation>     {number:&gt;4} {name}: без партии</translation>
        </message>
        <message>
            <source>warning: {severity}: {warning}</source>
            <translation>предупреждение: {severity}: {warning}</translation>
        </message>
        <message>
            <source>round {round}: the pairing breaks no rule checked</source>
            <translation>тур {round}: пары не нарушают ни одного проверяемого правила</translation>
        </message>
        <message>
            <source>note: {correction}</source>
            <translation>примечание: {correction}</translation>
        </message>
        <message>
            <source>round {round}, board {board}: {white} - {black}</source>
            <translation>тур {round}, доска {board}: {white} - {black}</translation>
        </message>
        <message>
            <source>{found} findings in {rounds} rounds break an article of the Swiss Team System (C.04.6)</source>
            <translation>{found} нарушений в {rounds} турах противоречат статье швейцарской системы для команд (C.04.6)</translation>
        </message>
        <message>
            <source>all {rounds} rounds of team matches break no article of the Swiss Team System (C.04.6)</source>
            <translation>все {rounds} туров командных матчей не нарушают ни одной статьи швейцарской системы для команд (C.04.6)</translation>
        </message>
        <message>
            <source>all {matches} matches are paired as the Double-Swiss System (C.04.5) pairs them</source>
            <translation>все матчи ({matches}) разведены так, как их разводит двойная швейцарская система (C.04.5)</translation>
        </message>
        <message>
            <source>acceleration removed</source>
            <translation>ускорение отменено</translation>
        </message>
        <message>
            <source>Baku acceleration ({edition}):</source>
            <translation>Бакинское ускорение ({edition}):</translation>
        </message>
        <message>
            <source>  {points} virtual point(s) in rounds {first_round}-{last_round} to #{first}-#{last}</source>
            <translation>  виртуальных очков: {points} в турах {first_round}-{last_round} для № {first}-{last}</translation>
        </message>
        <message>
            <source>round {round} deleted</source>
            <translation>тур {round} удалён</translation>
        </message>
        <message>
            <source>cleared</source>
            <translation>удалён</translation>
        </message>
        <message>
            <source>round {round} board {board}: #{white} - #{black} {result}</source>
            <translation>тур {round} доска {board}: № {white} - № {black} {result}</translation>
        </message>
        <message>
            <source>{line}, was {old}</source>
            <translation>{line}, было: {old}</translation>
        </message>
        <message>
            <source>wrote {file} ({version})</source>
            <translation>записан {file} ({version})</translation>
        </message>
        <message>
            <source>       old: {value}</source>
            <translation>       было: {value}</translation>
        </message>
        <message>
            <source>       new: {value}</source>
            <translation>       стало: {value}</translation>
        </message>
        <message>
            <source>  withdrawn from round {round}</source>
            <translation>  выбыл с тура {round}</translation>
        </message>
        <message>
            <source>  nat. {national_id} {national_rating}</source>
            <translation>  нац. {national_id} {national_rating}</translation>
        </message>
        <message>
            <source>{found} of {rounds} rounds differ from the Berger table (C.05 Annex 1)</source>
            <translation>{found} из {rounds} туров отличаются от таблицы Бергера (C.05 приложение 1)</translation>
        </message>
        <message>
            <source>{found} of {rounds} rounds differ from the FIDE Dutch pairing</source>
            <translation>{found} из {rounds} туров отличаются от жеребьёвки по голландской системе ФИДЕ</translation>
        </message>
        <message>
            <source>{found} of {matches} matches break an article of the Double-Swiss System (C.04.5)</source>
            <translation>{found} из {matches} матчей нарушают статью двойной швейцарской системы (C.04.5)</translation>
        </message>
        <message>
            <source>all {rounds} rounds are paired as the Berger table (C.05 Annex 1) pairs them</source>
            <translation>все туры ({rounds}) разведены так, как их разводит таблица Бергера (C.05 приложение 1)</translation>
        </message>
        <message>
            <source>all {rounds} rounds are paired as the FIDE Dutch system pairs them</source>
            <translation>все туры ({rounds}) разведены так, как их разводит голландская система ФИДЕ</translation>
        </message>
        <message>
            <source>{event} ({city}, {federation}), {rounds} rounds</source>
            <translation>{event} ({city}, {federation}), туров: {rounds}</translation>
        </message>
        <message>
            <source>system: {system}; tie-breaks: {tiebreaks}</source>
            <translation>система: {system}; доп. показатели: {tiebreaks}</translation>
        </message>
        <message>
            <source>{rounds} rounds: inferred from the player lines of the imported TRF {source}</source>
            <translation>туров: {rounds}, выведено из строк участников импортированного TRF {source}</translation>
        </message>
        <message>
            <source>rating type: {rating_type}</source>
            <translation>тип рейтинга: {rating_type}</translation>
        </message>
        <message>
            <source>players: {players}; rounds paired: {rounds}</source>
            <translation>участников: {players}; туров разведено: {rounds}</translation>
        </message>
        <message>
            <source>rules: {old} -&gt; {new}</source>
            <translation>правила: {old} -&gt; {new}</translation>
        </message>
        <message>
            <source>rules: {rules}</source>
            <translation>правила: {rules}</translation>
        </message>
        <message>
            <source>wrote a copy of {file} to {target}</source>
            <translation>копия {file} записана в {target}</translation>
        </message>
        <message numerus="yes">
            <source>%n backup(s); kept: the newest {per_round} of each round, {timed} timed, {replaced} replaced files</source>
            <translation>
                <numerusform>%n резервная копия; хранятся: последние {per_round} каждого тура, {timed} по таймеру, {replaced} заменённых файлов</numerusform>
                <numerusform>%n резервные копии; хранятся: последние {per_round} каждого тура, {timed} по таймеру, {replaced} заменённых файлов</numerusform>
                <numerusform>%n резервных копий; хранятся: последние {per_round} каждого тура, {timed} по таймеру, {replaced} заменённых файлов</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n row(s) read</source>
            <translation>
                <numerusform>прочитана %n строка</numerusform>
                <numerusform>прочитаны %n строки</numerusform>
                <numerusform>прочитано %n строк</numerusform>
            </translation>
        </message>
        <message>
            <source>  add #{number:&lt;4} {name}  {rating}</source>
            <translation>  добавить № {number:&lt;4} {name}  {rating}</translation>
        </message>
        <message>
            <source>  {name} would become #{number}</source>
            <translation>  {name} получил бы № {number}</translation>
        </message>
        <message>
            <source>  problem: {problem}</source>
            <translation>  проблема: {problem}</translation>
        </message>
        <message>
            <source>dry run: nothing was changed; every row can be imported</source>
            <translation>пробный запуск: ничего не изменено; все строки можно импортировать</translation>
        </message>
        <message numerus="yes">
            <source>dry run: nothing was changed; %n row(s) cannot be imported (--skip-bad-rows leaves them out)</source>
            <translation>
                <numerusform>пробный запуск: ничего не изменено; %n строку нельзя импортировать (--skip-bad-rows пропускает её)</numerusform>
                <numerusform>пробный запуск: ничего не изменено; %n строки нельзя импортировать (--skip-bad-rows пропускает их)</numerusform>
                <numerusform>пробный запуск: ничего не изменено; %n строк нельзя импортировать (--skip-bad-rows пропускает их)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>imported %n player(s) from {csv} in one operation (undo: arbiter undo-import {file})</source>
            <translation>
                <numerusform>импортирован %n участник из {csv} одной операцией (отмена: arbiter undo-import {file})</numerusform>
                <numerusform>импортированы %n участника из {csv} одной операцией (отмена: arbiter undo-import {file})</numerusform>
                <numerusform>импортировано %n участников из {csv} одной операцией (отмена: arbiter undo-import {file})</numerusform>
            </translation>
        </message>
        <message>
            <source>  left out: {problem}</source>
            <translation>  пропущена: {problem}</translation>
        </message>
        <message numerus="yes">
            <source>removed the %n player(s) of the last import</source>
            <translation>
                <numerusform>удалён %n участник последнего импорта</numerusform>
                <numerusform>удалены %n участника последнего импорта</numerusform>
                <numerusform>удалено %n участников последнего импорта</numerusform>
            </translation>
        </message>
        <message>
            <source>FIDE-rated</source>
            <translation>с обсчётом рейтинга ФИДЕ</translation>
        </message>
        <message>
            <source>not FIDE-rated</source>
            <translation>без обсчёта рейтинга ФИДЕ</translation>
        </message>
        <message>
            <source>  (proposed: --confirm to store)</source>
            <translation>  (предложено: --confirm, чтобы сохранить)</translation>
        </message>
        <message numerus="yes">
            <source>%n norm(s) achieved</source>
            <translation>
                <numerusform>выполнена %n норма</numerusform>
                <numerusform>выполнены %n нормы</numerusform>
                <numerusform>выполнено %n норм</numerusform>
            </translation>
        </message>
        <message>
            <source>organiser: {organiser}</source>
            <translation>организатор: {organiser}</translation>
        </message>
        <message>
            <source>chief arbiter (102): {chief_arbiter}</source>
            <translation>главный судья (102): {chief_arbiter}</translation>
        </message>
        <message>
            <source>deputy arbiter (112): {deputy}</source>
            <translation>заместитель главного судьи (112): {deputy}</translation>
        </message>
        <message>
            <source>time control: {time_control} (222: {code})</source>
            <translation>контроль времени: {time_control} (222: {code})</translation>
        </message>
        <message>
            <source>rating: {rating_type}, {rated}; prizes: {label}</source>
            <translation>рейтинг: {rating_type}, {rated}; призы: {label}</translation>
        </message>
        <message>
            <source>language of documents: the language of the program that prints them</source>
            <translation>язык документов: язык программы, которая их печатает</translation>
        </message>
        <message>
            <source>language of documents: {language} ({name})</source>
            <translation>язык документов: {language} ({name})</translation>
        </message>
        <message>
            <source>round {round:&gt;2}: {date}{note}</source>
            <translation>тур {round:&gt;2}: {date}{note}</translation>
        </message>
        <message>
            <source>{name}: {rating_type} rating changes after round {rounds} (B.02)</source>
            <translation>{name}: изменения рейтинга ({rating_type}) после тура {rounds} (B.02)</translation>
        </message>
        <message>
            <source>{i}. {name} [{short}]: {rule}; prizes {prizes}</source>
            <translation>{i}. {name} [{short}]: {rule}; призы {prizes}</translation>
        </message>
        <message>
            <source>Prizes by the final standings; ties {label}</source>
            <translation>Призы по итоговому положению; равенство: {label}</translation>
        </message>
        <message>
            <source>Prizes by the standings after round {round} (not final); ties {label}</source>
            <translation>Призы по положению после тура {round} (не итоговому); равенство: {label}</translation>
        </message>
        <message>
            <source>  no prize given</source>
            <translation>  приз не вручается</translation>
        </message>
        <message>
            <source>total {amount}</source>
            <translation>итого {amount}</translation>
        </message>
        <message>
            <source>    fix: {command}</source>
            <translation>    исправление: {command}</translation>
        </message>
        <message>
            <source>everything the rating officer needs is there</source>
            <translation>всё, что нужно рейтинг-офицеру, есть</translation>
        </message>
        <message>
            <source>{errors} error(s), {warnings} warning(s)</source>
            <translation>ошибок: {errors}, предупреждений: {warnings}</translation>
        </message>
        <message>
            <source>{name}: {description}, about {estimated_players:,} players</source>
            <translation>{name}: {description}, около {estimated_players:,} участников</translation>
        </message>
        <message>
            <source>imported {players:,} players (import {id}; 'arbiter library undo' undoes it)</source>
            <translation>импортировано участников: {players:,} (импорт {id}; 'arbiter library undo' отменяет его)</translation>
        </message>
        <message>
            <source>imported {players:,} players as national list {name!r} (import {id})</source>
            <translation>импортировано участников: {players:,} как национальный список {name!r} (импорт {id})</translation>
        </message>
        <message>
            <source>  line {line}: {name}, {national_id}, {rating}, {club}</source>
            <translation>  строка {line}: {name}, {national_id}, {rating}, {club}</translation>
        </message>
        <message>
            <source>inactive</source>
            <translation>неактивен</translation>
        </message>
        <message>
            <source>mapping saved as {name!r}</source>
            <translation>соответствие сохранено как {name!r}</translation>
        </message>
        <message>
            <source>... more players match; type more of the name (or --limit {limit})</source>
            <translation>... подходят и другие участники; введите больше букв имени (или --limit {limit})</translation>
        </message>
        <message>
            <source>no player matches {text!r}</source>
            <translation>ни один участник не подходит под {text!r}</translation>
        </message>
        <message>
            <source>library {path}</source>
            <translation>библиотека {path}</translation>
        </message>
        <message>
            <source>FIDE players: {fide_players:,}; national players: {national_players:,}</source>
            <translation>участников ФИДЕ: {fide_players:,}; национальных участников: {national_players:,}</translation>
        </message>
        <message>
            <source>  national list {name!r}</source>
            <translation>  национальный список {name!r}</translation>
        </message>
        <message>
            <source>  (undone)</source>
            <translation>  (отменён)</translation>
        </message>
        <message>
            <source>{id:&gt;4}  {when}  {description}: {players:,} players from {source}{state}</source>
            <translation>{id:&gt;4}  {when}  {description}: участников: {players:,} из {source}{state}</translation>
        </message>
        <message>
            <source>undone: import {id} ({description})</source>
            <translation>отменён: импорт {id} ({description})</translation>
        </message>
        <message>
            <source>redone: import {id} ({description})</source>
            <translation>возвращён: импорт {id} ({description})</translation>
        </message>
        <message>
            <source>fixed {starts}</source>
            <translation>фиксированные {starts}</translation>
        </message>
        <message>
            <source>, no header</source>
            <translation>, без заголовка</translation>
        </message>
        <message>
            <source>removed national list {name!r} (import {id}; 'arbiter library undo' brings it back)</source>
            <translation>удалён национальный список {name!r} (импорт {id}; 'arbiter library undo' возвращает его)</translation>
        </message>
        <message>
            <source>every registered player's {rating_type} data is as in the library</source>
            <translation>данные ({rating_type}) каждого зарегистрированного участника совпадают с библиотекой</translation>
        </message>
        <message>
            <source>prohibited pairing {id}: {players}</source>
            <translation>запрещённая пара {id}: {players}</translation>
        </message>
        <message numerus="yes">
            <source>%n player(s) would change; --apply applies it</source>
            <translation>
                <numerusform>изменился бы %n участник; --apply применяет</numerusform>
                <numerusform>изменились бы %n участника; --apply применяет</numerusform>
                <numerusform>изменились бы %n участников; --apply применяет</numerusform>
            </translation>
        </message>
        <message>
            <source>add --yes to update anyway</source>
            <translation>добавьте --yes, чтобы всё равно обновить</translation>
        </message>
        <message numerus="yes">
            <source>updated %n player(s)</source>
            <translation>
                <numerusform>обновлён %n участник</numerusform>
                <numerusform>обновлены %n участника</numerusform>
                <numerusform>обновлено %n участников</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>removed the club restriction (%n group(s))</source>
            <translation>
                <numerusform>снято ограничение по клубу (%n группа)</numerusform>
                <numerusform>снято ограничение по клубу (%n группы)</numerusform>
                <numerusform>снято ограничение по клубу (%n групп)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>removed the federation restriction (%n group(s))</source>
            <translation>
                <numerusform>снято ограничение по федерации (%n группа)</numerusform>
                <numerusform>снято ограничение по федерации (%n группы)</numerusform>
                <numerusform>снято ограничение по федерации (%n групп)</numerusform>
            </translation>
        </message>
        <message>
            <source>  {reason}: {members} (rounds 1-{rounds})</source>
            <translation>  {reason}: {members} (туры 1-{rounds})</translation>
        </message>
        <message numerus="yes">
            <source>%n group(s) of prohibited pairings</source>
            <translation>
                <numerusform>%n группа запрещённых пар</numerusform>
                <numerusform>%n группы запрещённых пар</numerusform>
                <numerusform>%n групп запрещённых пар</numerusform>
            </translation>
        </message>
        <message>
            <source>every round</source>
            <translation>все туры</translation>
        </message>
        <message>
            <source>rounds {first}-{last}</source>
            <translation>туры {first}-{last}</translation>
        </message>
        <message>
            <source>no prohibited pairings</source>
            <translation>запрещённых пар нет</translation>
        </message>
        <message>
            <source>prohibited pairing {pair} removed</source>
            <translation>запрещённая пара {pair} удалена</translation>
        </message>
        <message>
            <source> (was {result})</source>
            <translation> (было {result})</translation>
        </message>
        <message>
            <source>round {round} board {board}: #{white} - #{black} {result}{was}</source>
            <translation>тур {round} доска {board}: № {white} - № {black} {result}{was}</translation>
        </message>
        <message>
            <source>problem: {problem}</source>
            <translation>проблема: {problem}</translation>
        </message>
        <message>
            <source>round {round}: {changes} result(s) to enter ({corrections} correction(s)), {unchanged} unchanged, {problems} problem(s); {missing} board(s) still without a result; {other} row(s) of other rounds left out</source>
            <translation>тур {round}: результатов к вводу: {changes} (исправлений: {corrections}), без изменений: {unchanged}, проблем: {problems}; досок ещё без результата: {missing}; пропущено строк других туров: {other}</translation>
        </message>
        <message>
            <source>round {round}: {changes} result(s) to enter ({corrections} correction(s)), {unchanged} unchanged, {problems} problem(s); {missing} board(s) still without a result</source>
            <translation>тур {round}: результатов к вводу: {changes} (исправлений: {corrections}), без изменений: {unchanged}, проблем: {problems}; досок ещё без результата: {missing}</translation>
        </message>
        <message numerus="yes">
            <source>entered %n result(s) in round {round}</source>
            <translation>
                <numerusform>введён %n результат в туре {round}</numerusform>
                <numerusform>введены %n результата в туре {round}</numerusform>
                <numerusform>введено %n результатов в туре {round}</numerusform>
            </translation>
        </message>
        <message>
            <source>no result</source>
            <translation>нет результата</translation>
        </message>
        <message>
            <source>round {round} board {board}: back to {shown}</source>
            <translation>тур {round} доска {board}: возврат к {shown}</translation>
        </message>
        <message>
            <source>wrote {target}</source>
            <translation>записан {target}</translation>
        </message>
        <message>
            <source>wrote {path}</source>
            <translation>записан {path}</translation>
        </message>
        <message>
            <source>warning: no {language} translation; the site is in {written}</source>
            <translation>предупреждение: нет перевода на {language}; сайт на {written}</translation>
        </message>
        <message>
            <source>wrote {count} files into {folder}</source>
            <translation>записано файлов: {count} в {folder}</translation>
        </message>
        <message>
            <source>removed {name} (no longer published)</source>
            <translation>удалён {name} (больше не публикуется)</translation>
        </message>
        <message>
            <source>arbiter: expected one of {commands}</source>
            <translation>arbiter: ожидалось одно из {commands}</translation>
        </message>
        <message>
            <source>#{number} {name} has no fixed board</source>
            <translation>№ {number} {name}: доска не закреплена</translation>
        </message>
        <message>
            <source>#{number} {name} plays on board {board} in every round paired from now on (two fixed players paired together: the lower board; two on one board: the game earlier in the pairing keeps it)</source>
            <translation>№ {number} {name} играет за доской {board} во всех турах начиная со следующей жеребьёвки (два закреплённых участника играют друг с другом: меньший номер доски; двое на одной доске: её сохраняет партия, стоящая выше в жеребьёвке)</translation>
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
            <source>present</source>
            <translation>присутствует</translation>
        </message>
        <message>
            <source>absent</source>
            <translation>отсутствует</translation>
        </message>
        <message>
            <source>round {round}: {present} of {players} players checked in, {absent} absent</source>
            <translation>тур {round}: отметились {present} из {players} участников, отсутствуют {absent}</translation>
        </message>
        <message>
            <source>#{number} {name} checked in for round {round}</source>
            <translation>№ {number} {name} отмечен на тур {round}</translation>
        </message>
        <message>
            <source>#{number} {name} not checked in for round {round}</source>
            <translation>№ {number} {name} не отмечен на тур {round}</translation>
        </message>
        <message>
            <source>#{number} {name}: zero-point bye (absent at check-in)</source>
            <translation>№ {number} {name}: пропуск тура без очков (отсутствовал при регистрации)</translation>
        </message>
        <message>
            <source>#{number} {name}: withdrawn (absent at check-in)</source>
            <translation>№ {number} {name}: снят с турнира (отсутствовал при регистрации)</translation>
        </message>
        <message numerus="yes">
            <source>%n absent player(s) not paired</source>
            <translation>
                <numerusform>%n отсутствующий участник не включён в жеребьёвку</numerusform>
                <numerusform>%n отсутствующих участника не включены в жеребьёвку</numerusform>
                <numerusform>%n отсутствующих участников не включены в жеребьёвку</numerusform>
            </translation>
        </message>
        <message>
            <source>receipt {receipt}: {amount} from #{number} {name}</source>
            <translation>квитанция {receipt}: {amount} от № {number} {name}</translation>
        </message>
        <message>
            <source>paid</source>
            <translation>оплачено</translation>
        </message>
        <message>
            <source>owes {amount}</source>
            <translation>должен {amount}</translation>
        </message>
        <message>
            <source>#{number} {name}: fee category {category}</source>
            <translation>№ {number} {name}: категория взноса {category}</translation>
        </message>
        <message>
            <source>by the rules</source>
            <translation>по правилам</translation>
        </message>
        <message>
            <source>{category}: {players} players, due {due}, received {received}, outstanding {outstanding}</source>
            <translation>{category}: участников {players}, к оплате {due}, получено {received}, долг {outstanding}</translation>
        </message>
        <message>
            <source>no category</source>
            <translation>без категории</translation>
        </message>
        <message>
            <source>total: due {due}, received {received}, outstanding {outstanding}</source>
            <translation>итого: к оплате {due}, получено {received}, долг {outstanding}</translation>
        </message>
        <message>
            <source>Match {match}, game {game} (round {round}){date}: {state}</source>
            <translation>Матч {match}, партия {game} (тур {round}){date}: {state}</translation>
        </message>
        <message>
            <source>created {file}: {name}, a Double-Swiss of {matches} matches (C.04.5)</source>
            <translation>создан {file}: {name}, двойная швейцарская система, матчей: {matches} (C.04.5)</translation>
        </message>
        <message>
            <source>the Double-Swiss System (C.04.5), as record 192 says: {matches} matches</source>
            <translation>двойная швейцарская система (C.04.5), как указано в записи 192: матчей: {matches}</translation>
        </message>
        <message>
            <source>match {match} board {board}: #{white} - #{black} game 1 {first}, game 2 {second}</source>
            <translation>матч {match}, доска {board}: #{white} - #{black}, партия 1 {first}, партия 2 {second}</translation>
        </message>
        <message>
            <source>every network of this machine (address {host})</source>
            <translation>все сети этой машины (адрес {host})</translation>
        </message>
        <message>
            <source>address {host} only</source>
            <translation>только адрес {host}</translation>
        </message>
        <message>
            <source>serving {event} on port {port}, {where}; the phones open:</source>
            <translation>{event} раздаётся на порту {port}, {where}; телефоны открывают:</translation>
        </message>
        <message>
            <source>Ctrl+C stops the server.</source>
            <translation>Ctrl+C останавливает сервер.</translation>
        </message>
        <message>
            <source>stopped</source>
            <translation>остановлен</translation>
        </message>
        <message>
            <source>copied {source} to {target}</source>
            <translation>{source} скопирован в {target}</translation>
        </message>
        <message>
            <source>password of {user} on {host}: </source>
            <translation>пароль {user} на {host}: </translation>
        </message>
        <message>
            <source>this desk ({user}): {role}</source>
            <translation>это рабочее место ({user}): {role}</translation>
        </message>
        <message>
            <source>{person} is {role} at the desks of this event</source>
            <translation>{person} на рабочих местах этого турнира — {role}</translation>
        </message>
        <message>
            <source>created {file}: {name}, a team event of {boards} boards ({system})</source>
            <translation>создан {file}: {name}, командный турнир на {boards} досках ({system})</translation>
        </message>
        <message>
            <source>{code} ({kind}, {boards} boards)</source>
            <translation>{code} ({kind}, досок: {boards})</translation>
        </message>
        <message>
            <source> (captain: {captain})</source>
            <translation> (капитан: {captain})</translation>
        </message>
        <message>
            <source>, withdrawn from round {round}</source>
            <translation>, снята с тура {round}</translation>
        </message>
        <message numerus="yes">
            <source>team {number} {name} registered with %n player(s)</source>
            <translation>
                <numerusform>команда {number} {name} зарегистрирована, %n игрок</numerusform>
                <numerusform>команда {number} {name} зарегистрирована, %n игрока</numerusform>
                <numerusform>команда {number} {name} зарегистрирована, %n игроков</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} plays from round {round} on</source>
            <translation>{name} играет с тура {round}</translation>
        </message>
        <message>
            <source>{name} withdrawn from round {round}: not paired any more</source>
            <translation>{name} снята с тура {round}: больше не участвует в жеребьёвке</translation>
        </message>
        <message>
            <source>{name} reinstated: paired again</source>
            <translation>{name} возвращена: снова участвует в жеребьёвке</translation>
        </message>
        <message>
            <source>  cannot import: {problem}</source>
            <translation>  нельзя импортировать: {problem}</translation>
        </message>
        <message numerus="yes">
            <source>dry run: nothing was changed; %n row(s) cannot be imported</source>
            <translation>
                <numerusform>пробный запуск: ничего не изменено; %n строку нельзя импортировать</numerusform>
                <numerusform>пробный запуск: ничего не изменено; %n строки нельзя импортировать</numerusform>
                <numerusform>пробный запуск: ничего не изменено; %n строк нельзя импортировать</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>imported %n team(s) from {csv} in one operation (undo: arbiter undo-import-teams {file})</source>
            <translation>
                <numerusform>импортирована %n команда из {csv} за одну операцию (отмена: arbiter undo-import-teams {file})</numerusform>
                <numerusform>импортировано %n команды из {csv} за одну операцию (отмена: arbiter undo-import-teams {file})</numerusform>
                <numerusform>импортировано %n команд из {csv} за одну операцию (отмена: arbiter undo-import-teams {file})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>removed %n team(s) and their players</source>
            <translation>
                <numerusform>удалена %n команда вместе с игроками</numerusform>
                <numerusform>удалено %n команды вместе с игроками</numerusform>
                <numerusform>удалено %n команд вместе с игроками</numerusform>
            </translation>
        </message>
        <message>
            <source>match {match}: {team} has the pairing-allocated bye</source>
            <translation>матч {match}: {team} получает свободный тур</translation>
        </message>
        <message>
            <source>match {match}: {white} - {black}  {score}</source>
            <translation>матч {match}: {white} - {black}  {score}</translation>
        </message>
        <message>
            <source>  line-up missing: {teams}</source>
            <translation>  нет состава: {teams}</translation>
        </message>
        <message>
            <source>Round {round}</source>
            <translation>Тур {round}</translation>
        </message>
        <message>
            <source>round {round}: line-up of {team} stored (match {match})</source>
            <translation>тур {round}: состав команды {team} сохранён (матч {match})</translation>
        </message>
        <message>
            <source>round {round}, match {match}: every game forfeited by team(s) {teams}</source>
            <translation>тур {round}, матч {match}: все партии проиграны неявкой команд(ы) {teams}</translation>
        </message>
        <message>
            <source>round {round}: {team} has a {kind} bye</source>
            <translation>тур {round}: {team} получает свободный тур ({kind})</translation>
        </message>
        <message>
            <source>Board results (games played, points, performance)</source>
            <translation>Результаты по доскам (сыграно партий, очки, перфоманс)</translation>
        </message>
        <message>
            <source>Board {board}</source>
            <translation>Доска {board}</translation>
        </message>
        <message>
            <source>{name}: {system}, {players} players, round {paired} of {rounds}</source>
            <translation>{name}: {system}, игроков: {players}, тур {paired} из {rounds}</translation>
        </message>
        <message>
            <source>added the section {line}</source>
            <translation>добавлен турнир {line}</translation>
        </message>
        <message>
            <source>the section {old} is called {new}</source>
            <translation>турнир {old} теперь называется {new}</translation>
        </message>
        <message numerus="yes">
            <source>deleted the section {name} and its %n registered players</source>
            <translation>
                <numerusform>турнир {name} удалён вместе с %n заявленным участником</numerusform>
                <numerusform>турнир {name} удалён вместе с %n заявленными участниками</numerusform>
                <numerusform>турнир {name} удалён вместе с %n заявленными участниками</numerusform>
            </translation>
        </message>
        <message>
            <source>(undo: arbiter section restore {file} "{name}")</source>
            <translation>(отмена: arbiter section restore {file} "{name}")</translation>
        </message>
        <message numerus="yes">
            <source>put back the section {name} and its %n registered players</source>
            <translation>
                <numerusform>турнир {name} восстановлен вместе с %n заявленным участником</numerusform>
                <numerusform>турнир {name} восстановлен вместе с %n заявленными участниками</numerusform>
                <numerusform>турнир {name} восстановлен вместе с %n заявленными участниками</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} entered in {section} as number {number}</source>
            <translation>{name} записан в {section} под номером {number}</translation>
        </message>
    </context>
    <context>
        <name>CliRefusal</name>
        <message>
            <source>{kind} is printed from a tournament file (.arbiter), not from {path}</source>
            <translation>{kind} печатается из файла турнира (.arbiter), а не из {path}</translation>
        </message>
        <message>
            <source>{path}: no such file</source>
            <translation>{path}: файл не найден</translation>
        </message>
        <message>
            <source>it1 needs --player N, the player's pairing number</source>
            <translation>для it1 нужен --player N, стартовый номер участника</translation>
        </message>
        <message>
            <source>{text} is not a date YYYY-MM-DD</source>
            <translation>{text} — не дата ГГГГ-ММ-ДД</translation>
        </message>
        <message>
            <source>--reverse-last-two is for a double round robin (--system double-berger)</source>
            <translation>--reverse-last-two — для двухкругового турнира (--system double-berger)</translation>
        </message>
        <message>
            <source>a Swiss event needs its number of rounds (--rounds)</source>
            <translation>турниру по швейцарской системе нужно число туров (--rounds)</translation>
        </message>
        <message>
            <source>{error}
(--lenient imports it with a warning for each such line)</source>
            <translation>{error}
(--lenient импортирует его с предупреждением для каждой такой строки)</translation>
        </message>
        <message>
            <source>give --name, or --fide-id / --national-id of a player in the library</source>
            <translation>укажите --name или --fide-id / --national-id участника из библиотеки</translation>
        </message>
        <message>
            <source>--all pairs every round of a round robin; a Swiss round needs the results of the round before</source>
            <translation>--all разводит все туры кругового турнира; туру по швейцарской системе нужны результаты предыдущего тура</translation>
        </message>
        <message>
            <source>no player has pairing number {number}</source>
            <translation>ни у одного участника нет стартового номера {number}</translation>
        </message>
        <message>
            <source>{text} is not a board WHITE-BLACK (pairing numbers)</source>
            <translation>{text} — не доска БЕЛЫЕ-ЧЁРНЫЕ (стартовые номера)</translation>
        </message>
        <message>
            <source>board {board} of round {round} already has the result {old}; add --force to replace it</source>
            <translation>на доске {board} тура {round} уже есть результат {old}; добавьте --force, чтобы заменить его</translation>
        </message>
        <message>
            <source>board {board} of round {round} already has the result {old}, the forfeit of the withdrawal of #{number} {name}; add --force to replace it</source>
            <translation>на доске {board} тура {round} уже есть результат {old} — неявка из-за выбытия № {number} {name}; добавьте --force, чтобы заменить его</translation>
        </message>
        <message>
            <source>interrupted; an operation is stored only if it was reported done</source>
            <translation>прервано; операция сохранена, только если о её выполнении было сообщено</translation>
        </message>
        <message>
            <source>deputy {name}: FIDE ID {fide_id!r} must be digits</source>
            <translation>заместитель главного судьи {name}: ID ФИДЕ {fide_id!r} должен состоять из цифр</translation>
        </message>
        <message>
            <source>deputy {name}: arbiter title {title!r} is not one of {titles}</source>
            <translation>заместитель главного судьи {name}: судейская категория {title!r} не из {titles}</translation>
        </message>
        <message>
            <source>chief arbiter FIDE ID {fide_id!r} must be digits</source>
            <translation>ID ФИДЕ главного судьи {fide_id!r} должен состоять из цифр</translation>
        </message>
        <message>
            <source>arbiter title {title!r} is not one of {titles}</source>
            <translation>судейская категория {title!r} не из {titles}</translation>
        </message>
        <message>
            <source>{text!r}: dates YYYY-MM-DD separated by commas</source>
            <translation>{text!r}: даты ГГГГ-ММ-ДД через запятую</translation>
        </message>
        <message>
            <source>K {text!r} is not a whole number</source>
            <translation>K {text!r} — не целое число</translation>
        </message>
        <message>
            <source>no player has pairing number {player}</source>
            <translation>ни у одного участника нет стартового номера {player}</translation>
        </message>
        <message>
            <source>player #{player} has no norm to reach (a GM, or no such player)</source>
            <translation>у участника № {player} нет нормы для выполнения (гроссмейстер или такого участника нет)</translation>
        </message>
        <message>
            <source>prize {text!r}: an amount like 300 or 150.50, optionally :label</source>
            <translation>приз {text!r}: сумма вида 300 или 150.50, при желании :подпись</translation>
        </message>
        <message>
            <source>prize {text!r}: at most two decimals, not negative</source>
            <translation>приз {text!r}: не более двух знаков после точки, не отрицательный</translation>
        </message>
        <message>
            <source>player {text!r} is not a whole number</source>
            <translation>участник {text!r} — не целое число</translation>
        </message>
        <message>
            <source>add needs the category's name</source>
            <translation>add требует названия категории</translation>
        </message>
        <message>
            <source>there is no prize category {name!r}</source>
            <translation>нет призовой категории {name!r}</translation>
        </message>
        <message>
            <source>yes or no</source>
            <translation>yes или no</translation>
        </message>
        <message>
            <source>internal error ({kind}: {error}); please report it</source>
            <translation>внутренняя ошибка ({kind}: {error}); пожалуйста, сообщите о ней</translation>
        </message>
        <message>
            <source>give --columns FIELD=COLUMN,... (columns counted from 1) or --mapping NAME</source>
            <translation>укажите --columns ПОЛЕ=СТОЛБЕЦ,... (столбцы с 1) или --mapping ИМЯ</translation>
        </message>
        <message>
            <source>--columns: {item!r} is not FIELD=COLUMN (columns counted from 1)</source>
            <translation>--columns: {item!r} — не ПОЛЕ=СТОЛБЕЦ (столбцы с 1)</translation>
        </message>
        <message>
            <source>no saved mapping {mapping!r} (saved: {saved})</source>
            <translation>нет сохранённого соответствия {mapping!r} (сохранены: {saved})</translation>
        </message>
        <message>
            <source>none</source>
            <translation>нет</translation>
        </message>
        <message>
            <source>--columns: unknown field {field!r} (fields: {fields})</source>
            <translation>--columns: неизвестное поле {field!r} (поля: {fields})</translation>
        </message>
        <message>
            <source>there is no import to redo</source>
            <translation>нет импорта, который можно вернуть</translation>
        </message>
        <message>
            <source>there is no import to undo</source>
            <translation>нет импорта, который можно отменить</translation>
        </message>
        <message>
            <source>give --rounds K (the last round of the restriction) or --remove</source>
            <translation>укажите --rounds K (последний тур ограничения) или --remove</translation>
        </message>
        <message>
            <source>{text!r} is not a round or a range FIRST-LAST</source>
            <translation>{text!r} — не тур и не диапазон ПЕРВЫЙ-ПОСЛЕДНИЙ</translation>
        </message>
        <message>
            <source>no player has pairing number {missing}</source>
            <translation>ни у одного участника нет стартового номера {missing}</translation>
        </message>
        <message>
            <source>FIDE id {fide_id!r} must be digits only</source>
            <translation>ID ФИДЕ {fide_id!r} должен состоять только из цифр</translation>
        </message>
        <message>
            <source>the library has no player with FIDE ID {id}; give --name to register by hand</source>
            <translation>в библиотеке нет участника с ID ФИДЕ {id}; укажите --name, чтобы зарегистрировать вручную</translation>
        </message>
        <message>
            <source>the library has no player with national ID {id}; give --name to register by hand</source>
            <translation>в библиотеке нет участника с национальным ID {id}; укажите --name, чтобы зарегистрировать вручную</translation>
        </message>
        <message>
            <source>--round needs --table pairings</source>
            <translation>--round требует --table pairings</translation>
        </message>
        <message>
            <source>--round goes with --table pairings</source>
            <translation>--round используется с --table pairings</translation>
        </message>
        <message>
            <source>there is no fee category named {name}</source>
            <translation>нет категории взноса с названием {name}</translation>
        </message>
        <message>
            <source>a fee category needs an amount (0: free)</source>
            <translation>для категории взноса нужна сумма (0: бесплатно)</translation>
        </message>
        <message>
            <source>--category needs --player N</source>
            <translation>для --category нужен --player N</translation>
        </message>
        <message>
            <source>{text} is not a board number (or none)</source>
            <translation>{text} — не номер доски (и не none)</translation>
        </message>
        <message>
            <source>one result per board: this event is not a Double-Swiss</source>
            <translation>один результат на доску: этот турнир не по двойной швейцарской системе</translation>
        </message>
        <message>
            <source>a Double-Swiss match is two games: give the result of game 1 and of game 2 (e.g. 1-0 1/2)</source>
            <translation>матч двойной швейцарской системы — это две партии: укажите результат партии 1 и партии 2 (например, 1-0 1/2)</translation>
        </message>
        <message>
            <source>board {board} of match {match} already has the results {old}; add --force to replace them</source>
            <translation>на доске {board} матча {match} уже есть результаты {old}; добавьте --force, чтобы заменить их</translation>
        </message>
        <message>
            <source>{text} is not a port number (0 to 65535)</source>
            <translation>{text} — не номер порта (от 0 до 65535)</translation>
        </message>
        <message>
            <source>give the role of {person}: chief, deputy or viewer</source>
            <translation>укажите роль {person}: chief, deputy или viewer</translation>
        </message>
        <message>
            <source>--boards and --team-code are for a team event (--system team-swiss)</source>
            <translation>--boards и --team-code относятся к командному турниру (--system team-swiss)</translation>
        </message>
        <message>
            <source>a team event needs its boards per match, 1 to {most} (--boards)</source>
            <translation>командному турниру нужно число досок в матче, от 1 до {most} (--boards)</translation>
        </message>
        <message>
            <source>--team-code {code} is not a code of C.04.6 like FIDE_TEAM_TYPEA_MP_GP</source>
            <translation>--team-code {code} не является кодом C.04.6 вроде FIDE_TEAM_TYPEA_MP_GP</translation>
        </message>
        <message>
            <source>rating {rating!r} is not a whole number</source>
            <translation>рейтинг {rating!r} не является целым числом</translation>
        </message>
        <message>
            <source>there is no team {number}</source>
            <translation>команды {number} нет</translation>
        </message>
        <message>
            <source>player #{number} is in no team</source>
            <translation>игрок № {number} не состоит ни в одной команде</translation>
        </message>
        <message>
            <source>--all-sections prints from a tournament file (.arbiter), not from {path}</source>
            <translation>--all-sections печатает из файла турнира (.arbiter), а не из {path}</translation>
        </message>
    </context>
</TS>
