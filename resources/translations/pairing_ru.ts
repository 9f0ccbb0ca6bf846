<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
    <context>
        <name>BursteinChecker</name>
        <message>
            <source>player {player} is not to be paired in this round</source>
            <translation>игрок {player} не должен участвовать в жеребьёвке этого тура</translation>
        </message>
        <message>
            <source>player {player} is paired twice</source>
            <translation>игрок {player} включён в жеребьёвку дважды</translation>
        </message>
        <message>
            <source>{white}-{black}: the two have met before or may not meet (C.04.1 art. 2)</source>
            <translation>{white}-{black}: они уже встречались или не могут встречаться (C.04.1 ст. 2)</translation>
        </message>
        <message>
            <source>{white}-{black}: both have an absolute preference for the same colour (C.04.1 art. 6-7)</source>
            <translation>{white}-{black}: у обоих абсолютное предпочтение одного и того же цвета (C.04.1 ст. 6-7)</translation>
        </message>
        <message>
            <source>player {player} receives the pairing-allocated bye again or after a forfeit win (C.04.1 d)</source>
            <translation>игрок {player} получает пропуск тура по жеребьёвке повторно или после победы без игры (C.04.1 d)</translation>
        </message>
        <message>
            <source>players left unpaired: {players}</source>
            <translation>игроки без пары: {players}</translation>
        </message>
        <message>
            <source>legal, but not the pairing of C.04.4.2: the order of the index, the floaters or the colours differ</source>
            <translation>допустимо, но это не жеребьёвка по C.04.4.2: отличаются порядок по индексу, перемещения между группами или цвета</translation>
        </message>
    </context>
    <context>
        <name>PairingChecker</name>
        <message>
            <source>round {round}: no legal pairing exists ({reason}); recorded {recorded}</source>
            <translation>тур {round}: допустимой жеребьёвки не существует ({reason}); записано {recorded}</translation>
        </message>
        <message>
            <source>round {round}:</source>
            <translation>тур {round}:</translation>
        </message>
        <message>
            <source>expected {games}</source>
            <translation>ожидалось {games}</translation>
        </message>
        <message>
            <source>recorded {games}</source>
            <translation>записано {games}</translation>
        </message>
        <message>
            <source>bye expected {expected}, recorded {recorded}</source>
            <translation>пропуск тура ожидался у {expected}, записан у {recorded}</translation>
        </message>
        <message>
            <source>{games}, bye {player}</source>
            <translation>{games}, пропуск тура {player}</translation>
        </message>
        <message>
            <source>{player} and {other} have already met (B.1.a)</source>
            <translation>{player} и {other} уже встречались (B.1.a)</translation>
        </message>
        <message>
            <source>{player} and {other} have the same absolute colour preference (B.2)</source>
            <translation>у {player} и {other} одинаковое абсолютное предпочтение цвета (B.2)</translation>
        </message>
        <message>
            <source>{player} already had a point or half point without playing: no bye (B.1.b)</source>
            <translation>{player} уже получал очко или пол-очка без игры: пропуск тура не положен (B.1.b)</translation>
        </message>
        <message>
            <source>bracket {score}: the recorded pairing is worse on {criterion}</source>
            <translation>группа {score}: записанная жеребьёвка хуже по критерию «{criterion}»</translation>
        </message>
        <message>
            <source>bracket {score}: the recorded pairing is better on {criterion} but does not let the lower brackets be paired as C.12/C.13 require</source>
            <translation>группа {score}: записанная жеребьёвка лучше по критерию «{criterion}», но не позволяет составить пары в нижних группах, как требуют C.12/C.13</translation>
        </message>
        <message>
            <source>bracket {score}: as good on every criterion; the engine's pairing comes first in the order of D.1-D.3</source>
            <translation>группа {score}: одинаково хорошо по всем критериям; жеребьёвка программы идёт первой в порядке D.1-D.3</translation>
        </message>
        <message>
            <source>board {white}-{black}: {rule} gives White to {player}</source>
            <translation>доска {white}-{black}: по {rule} белые получает {player}</translation>
        </message>
    </context>
    <context>
        <name>PairingExplanation</name>
        <message>
            <source>Round {round} ({edition})</source>
            <translation>Тур {round} ({edition})</translation>
        </message>
        <message>
            <source>re-paired: its downfloaters and the lower players complete the round (C.4)</source>
            <translation>пары составлены заново: опущенные участники и участники ниже завершают тур (C.4)</translation>
        </message>
        <message>
            <source>downfloaters: {players}</source>
            <translation>опущены ниже: {players}</translation>
        </message>
        <message>
            <source>not met: {criterion}</source>
            <translation>не выполнено: {criterion}</translation>
        </message>
        <message>
            <source>pairing-allocated bye: {player} ([C5] the lowest score possible, [C9] the fewest unplayed games)</source>
            <translation>пропуск тура по жеребьёвке: {player} ([C5] наименьшее возможное количество очков, [C9] наименьшее число несыгранных партий)</translation>
        </message>
        <message>
            <source>pairing-allocated bye: {player} (left out by the last bracket, A.9; allowed by C.2)</source>
            <translation>пропуск тура по жеребьёвке: {player} (остался без пары в последней группе, A.9; допускается по C.2)</translation>
        </message>
        <message>
            <source>pairing-allocated bye: {player}</source>
            <translation>пропуск тура по жеребьёвке: {player}</translation>
        </message>
        <message>
            <source>bracket {score}, the Penultimate Pairing Bracket (A.9): residents {residents}, moved down {movers}</source>
            <translation>группа {score}, предпоследняя группа жеребьёвки (PPB, A.9): участники группы {residents}, опущены {movers}</translation>
        </message>
        <message>
            <source>bracket {score}, the Penultimate Pairing Bracket (A.9): residents {residents}</source>
            <translation>группа {score}, предпоследняя группа жеребьёвки (PPB, A.9): участники группы {residents}</translation>
        </message>
        <message>
            <source>the Collapsed Last Bracket (A.9), scores {score} and below: residents {residents}, moved down {movers}</source>
            <translation>объединённая последняя группа (CLB, A.9), {score} очк. и ниже: участники группы {residents}, опущены {movers}</translation>
        </message>
        <message>
            <source>the Collapsed Last Bracket (A.9), scores {score} and below: residents {residents}</source>
            <translation>объединённая последняя группа (CLB, A.9), {score} очк. и ниже: участники группы {residents}</translation>
        </message>
        <message>
            <source>bracket {score}: residents {residents}, moved down {movers}</source>
            <translation>группа {score}: участники группы {residents}, опущены {movers}</translation>
        </message>
        <message>
            <source>bracket {score}: residents {residents}</source>
            <translation>группа {score}: участники группы {residents}</translation>
        </message>
        <message>
            <source>FIDE Dutch system, 2025 text: criteria [C1]-[C21]</source>
            <translation>голландская система ФИДЕ, редакция 2025 г.: критерии [C1]-[C21]</translation>
        </message>
        <message>
            <source>FIDE Dutch system, 2017 text: criteria C.1-C.19</source>
            <translation>голландская система ФИДЕ, редакция 2017 г.: критерии C.1-C.19</translation>
        </message>
        <message>
            <source>FIDE Dutch system, Istanbul 2012 text</source>
            <translation>голландская система ФИДЕ, стамбульская редакция 2012 г.</translation>
        </message>
        <message>
            <source>{criterion} {player} does not get their absolute colour preference</source>
            <translation>{criterion} {player} не получает цвет по абсолютному предпочтению</translation>
        </message>
        <message>
            <source>{criterion} {player} does not get their strong colour preference</source>
            <translation>{criterion} {player} не получает цвет по сильному предпочтению</translation>
        </message>
        <message>
            <source>{criterion} {player} does not get their mild colour preference</source>
            <translation>{criterion} {player} не получает цвет по слабому предпочтению</translation>
        </message>
        <message>
            <source>{criterion} {player} floats up again (upfloat the previous round)</source>
            <translation>{criterion} {player} снова поднят выше (был поднят в предыдущем туре)</translation>
        </message>
        <message>
            <source>{criterion} {player} floats down again (downfloat the previous round)</source>
            <translation>{criterion} {player} снова опущен ниже (был опущен в предыдущем туре)</translation>
        </message>
        <message>
            <source>bracket {score} ({kind}): residents {residents}</source>
            <translation>группа {score} ({kind}): участники группы {residents}</translation>
        </message>
        <message>
            <source>bracket {score} ({kind}): residents {residents}, moved down {movers}</source>
            <translation>группа {score} ({kind}): участники группы {residents}, опущены {movers}</translation>
        </message>
        <message>
            <source>relaxed: {requirement}</source>
            <translation>ослаблено: {requirement}</translation>
        </message>
        <message>
            <source>moved down: {players}</source>
            <translation>опущены ниже: {players}</translation>
        </message>
        <message>
            <source>homogeneous</source>
            <translation>однородная</translation>
        </message>
        <message>
            <source>heterogeneous</source>
            <translation>неоднородная</translation>
        </message>
        <message>
            <source>homogeneous, joined by C.13</source>
            <translation>однородная, объединена по C.13</translation>
        </message>
        <message>
            <source>heterogeneous, joined by C.13</source>
            <translation>неоднородная, объединена по C.13</translation>
        </message>
        <message>
            <source>homogeneous, lowest</source>
            <translation>однородная, последняя</translation>
        </message>
        <message>
            <source>heterogeneous, lowest</source>
            <translation>неоднородная, последняя</translation>
        </message>
        <message>
            <source>homogeneous, joined by C.13, lowest</source>
            <translation>однородная, объединена по C.13, последняя</translation>
        </message>
        <message>
            <source>heterogeneous, joined by C.13, lowest</source>
            <translation>неоднородная, объединена по C.13, последняя</translation>
        </message>
        <message>
            <source>M1, the moved-down players paired (C.14.b)</source>
            <translation>M1, опущенные участники, получившие пару (C.14.b)</translation>
        </message>
        <message>
            <source>P, the pairs made (C.14.a)</source>
            <translation>P, составленные пары (C.14.a)</translation>
        </message>
        <message>
            <source>the scores of the floaters (A.7.d, B.3)</source>
            <translation>очки опущенных участников (A.7.d, B.3)</translation>
        </message>
        <message>
            <source>the B3-factor of the lowest bracket (D.4)</source>
            <translation>коэффициент B3 последней группы (D.4)</translation>
        </message>
        <message>
            <source>B.2 ignored for top scorers (C.10.g)</source>
            <translation>B.2 не соблюдается для лидеров (C.10.g)</translation>
        </message>
        <message>
            <source>A.7.d dropped (C.10.f)</source>
            <translation>A.7.d снято (C.10.f)</translation>
        </message>
        <message>
            <source>X, pairs not fulfilling the colour preferences (B.4, C.10.e)</source>
            <translation>X, пары, в которых не выполнены предпочтения цвета (B.4, C.10.e)</translation>
        </message>
        <message>
            <source>Z, pairs not fulfilling the strong colour preferences (A.7.e, C.10.e)</source>
            <translation>Z, пары, в которых не выполнены сильные предпочтения цвета (A.7.e, C.10.e)</translation>
        </message>
        <message>
            <source>B.5 for downfloaters (C.10.d)</source>
            <translation>B.5 для опущенных участников (C.10.d)</translation>
        </message>
        <message>
            <source>B.6 for downfloaters (C.10.c)</source>
            <translation>B.6 для опущенных участников (C.10.c)</translation>
        </message>
        <message>
            <source>B.5 for upfloaters (C.10.b)</source>
            <translation>B.5 для поднятых участников (C.10.b)</translation>
        </message>
        <message>
            <source>B.6 for upfloaters (C.10.a)</source>
            <translation>B.6 для поднятых участников (C.10.a)</translation>
        </message>
        <message numerus="yes">
            <source>B.2 for top scorers (%n pair(s) with the same absolute preference)</source>
            <translation>
                <numerusform>B.2 для лидеров (%n пара с одинаковым абсолютным предпочтением)</numerusform>
                <numerusform>B.2 для лидеров (%n пары с одинаковым абсолютным предпочтением)</numerusform>
                <numerusform>B.2 для лидеров (%n пар с одинаковым абсолютным предпочтением)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A.7.d (%n pair(s) with the same strong preference)</source>
            <translation>
                <numerusform>A.7.d (%n пара с одинаковым сильным предпочтением)</numerusform>
                <numerusform>A.7.d (%n пары с одинаковым сильным предпочтением)</numerusform>
                <numerusform>A.7.d (%n пар с одинаковым сильным предпочтением)</numerusform>
            </translation>
        </message>
        <message>
            <source>X raised from X1 = {target} to {count}</source>
            <translation>X увеличено с X1 = {target} до {count}</translation>
        </message>
        <message>
            <source>Z raised from Z1 = {target} to {count}</source>
            <translation>Z увеличено с Z1 = {target} до {count}</translation>
        </message>
        <message>
            <source>B.5 for downfloaters: {players} float down again</source>
            <translation>B.5 для опущенных участников: {players} снова опущены ниже</translation>
        </message>
        <message>
            <source>B.6 for downfloaters: {players} floated down two rounds before</source>
            <translation>B.6 для опущенных участников: {players} были опущены двумя турами ранее</translation>
        </message>
        <message>
            <source>B.5 for upfloaters: {players} float up again</source>
            <translation>B.5 для поднятых участников: {players} снова подняты выше</translation>
        </message>
        <message>
            <source>B.6 for upfloaters: {players} floated up two rounds before</source>
            <translation>B.6 для поднятых участников: {players} были подняты двумя турами ранее</translation>
        </message>
        <message>
            <source>exchange (D.2): {out} to S2, {into} to S1, difference {difference}</source>
            <translation>обмен (D.2): {out} в S2, {into} в S1, разность {difference}</translation>
        </message>
        <message>
            <source>S1 {s1} against {s2} (transposition of S2, D.1)</source>
            <translation>S1 {s1} против {s2} (транспозиция S2, D.1)</translation>
        </message>
        <message>
            <source>Round {round} (C.04.3.1, Istanbul 2012: FIDE_DUTCH_2013)</source>
            <translation>Тур {round} (C.04.3.1, Стамбул 2012: FIDE_DUTCH_2013)</translation>
        </message>
        <message>
            <source>B.1.b could not be kept: every player had a point or half point without playing, the bye goes to one with the fewest of them</source>
            <translation>B.1.b соблюсти не удалось: у каждого участника было очко или пол-очка без игры, пропуск тура получает один из тех, у кого их меньше всего</translation>
        </message>
        <message>
            <source>bye: {player}</source>
            <translation>пропуск тура: {player}</translation>
        </message>
        <message>
            <source>C.13: M1 reduced to zero, the bracket paired as homogeneous</source>
            <translation>C.13: M1 уменьшено до нуля, группа разведена как однородная</translation>
        </message>
        <message>
            <source>C.13: paired again so that the lowest bracket can be paired</source>
            <translation>C.13: пары составлены заново, чтобы можно было развести последнюю группу</translation>
        </message>
        <message>
            <source>C.13: paired again so that the lowest bracket can be paired (P decreased from {before} to {after})</source>
            <translation>C.13: пары составлены заново, чтобы можно было развести последнюю группу (P уменьшено с {before} до {after})</translation>
        </message>
        <message>
            <source>C.13: joined with the bracket above (score {score})</source>
            <translation>C.13: объединена с группой выше ({score} очк.)</translation>
        </message>
        <message>
            <source>C.12: paired again so that the next bracket can pair its moved-down players ({moved} move down instead of {instead})</source>
            <translation>C.12: пары составлены заново, чтобы следующая группа могла развести опущенных участников (опускаются {moved} вместо {instead})</translation>
        </message>
        <message>
            <source>C.12: paired again so that the next bracket can make more pairs ({moved} move down instead of {instead})</source>
            <translation>C.12: пары составлены заново, чтобы следующая группа могла составить больше пар (опускаются {moved} вместо {instead})</translation>
        </message>
        <message>
            <source>B3-factor {factor}</source>
            <translation>коэффициент B3 {factor}</translation>
        </message>
        <message>
            <source>moved-down players first (D.3, D.1.2): {pairs}</source>
            <translation>сначала опущенные участники (D.3, D.1.2): {pairs}</translation>
        </message>
        <message>
            <source>C.1: {player} has no possible opponent here and is moved down</source>
            <translation>C.1: у {player} здесь нет возможного соперника, участник опускается ниже</translation>
        </message>
    </context>
    <context>
        <name>PairingRefusal</name>
        <message>
            <source>Baku acceleration (C.04.5.1) needs the standard scoring: 1 for a win, 1/2 for a draw, 0 for a loss</source>
            <translation>бакинское ускорение (C.04.5.1) требует стандартного начисления очков: 1 за победу, 1/2 за ничью, 0 за поражение</translation>
        </message>
        <message>
            <source>Baku acceleration (C.04.7 art. 1.1) needs a win worth two draws and a loss worth 0; this tournament scores win {win}, draw {draw}, loss {loss}</source>
            <translation>бакинское ускорение (C.04.7 ст. 1.1) требует, чтобы победа стоила двух ничьих, а поражение 0; в этом турнире победа {win}, ничья {draw}, поражение {loss}</translation>
        </message>
        <message>
            <source>late entries {numbers} are not players of the tournament</source>
            <translation>поздно включённые {numbers} не являются участниками турнира</translation>
        </message>
        <message>
            <source>Baku acceleration needs the number of rounds declared beforehand (C.04.1 art. 1)</source>
            <translation>бакинское ускорение требует заранее объявленного числа туров (C.04.1 ст. 1)</translation>
        </message>
        <message numerus="yes">
            <source>round {round} is beyond the %n round of the tournament (142/XXR)</source>
            <translation>
                <numerusform>тур {round} превышает число туров турнира (%n) (142/XXR)</numerusform>
                <numerusform>тур {round} превышает число туров турнира (%n) (142/XXR)</numerusform>
                <numerusform>тур {round} превышает число туров турнира (%n) (142/XXR)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>round {round} is beyond the %n rounds of the tournament (142/XXR)</source>
            <translation>
                <numerusform>тур {round} превышает число туров турнира (%n) (142/XXR)</numerusform>
                <numerusform>тур {round} превышает число туров турнира (%n) (142/XXR)</numerusform>
                <numerusform>тур {round} превышает число туров турнира (%n) (142/XXR)</numerusform>
            </translation>
        </message>
        <message>
            <source>this is a round robin (record 192 {code}): its rounds are the Berger tables of C.05 Annex 1, not the Dutch system; pair it with the round-robin pairer (python -m engine --berger, or arbiter pair)</source>
            <translation>это круговой турнир (запись 192 {code}): его туры — таблицы Бергера из C.05 приложение 1, а не голландская система; проводите жеребьёвку кругового турнира (python -m engine --berger или arbiter pair)</translation>
        </message>
        <message>
            <source>no pairing satisfies the absolute criteria C1-C3 (C.04.3 art. 1.9.3: the arbiter decides)</source>
            <translation>ни одна жеребьёвка не удовлетворяет абсолютным критериям C1-C3 (C.04.3 ст. 1.9.3: решает судья)</translation>
        </message>
        <message>
            <source>no complete pairing found (C.04.3 art. 1.9.3: the arbiter decides)</source>
            <translation>полная жеребьёвка не найдена (C.04.3 ст. 1.9.3: решает судья)</translation>
        </message>
        <message>
            <source>no pairing satisfies the absolute criteria C.1-C.3 (C.04.3 (2017) A.9: the arbiter decides)</source>
            <translation>ни одна жеребьёвка не удовлетворяет абсолютным критериям C.1-C.3 (C.04.3 (2017) A.9: решает судья)</translation>
        </message>
        <message>
            <source>no complete pairing found (C.04.3 (2017) A.9: the arbiter decides)</source>
            <translation>полная жеребьёвка не найдена (C.04.3 (2017) A.9: решает судья)</translation>
        </message>
        <message>
            <source>no pairing satisfies the absolute criteria B.1 and B.2 (C.04.3.1 (2012) C.13)</source>
            <translation>ни одна жеребьёвка не удовлетворяет абсолютным критериям B.1 и B.2 (C.04.3.1 (2012) C.13)</translation>
        </message>
        <message>
            <source>nobody is to be paired: every player has a bye or is absent in this round, and the procedure of C.04.3.1 (2012) C starts from a score bracket</source>
            <translation>некого спаривать: в этом туре у каждого игрока свободный тур или он отсутствует, а процедура C.04.3.1 (2012) C начинается с очковой группы</translation>
        </message>
        <message>
            <source>no player may receive the pairing-allocated bye</source>
            <translation>ни один игрок не может получить пропуск тура по жеребьёвке</translation>
        </message>
        <message>
            <source>the players cannot all be paired without breaking the absolute criteria of C.04.1 (no second game, no two absolute preferences for one colour)</source>
            <translation>невозможно составить пары для всех игроков, не нарушив абсолютные критерии C.04.1 (без повторной партии, без двух абсолютных предпочтений одного цвета)</translation>
        </message>
        <message>
            <source>no opponent is left for player {player}</source>
            <translation>для игрока {player} не осталось соперника</translation>
        </message>
        <message>
            <source>the Dutch System</source>
            <translation>голландская система</translation>
        </message>
        <message>
            <source>the Burstein System</source>
            <translation>система Бурштейна</translation>
        </message>
        <message>
            <source>the Dubov System</source>
            <translation>система Дубова</translation>
        </message>
        <message>
            <source>the Lim System</source>
            <translation>система Лима</translation>
        </message>
        <message>
            <source>this build of Arbiter Desk has no engine for {system} yet; it cannot pair it</source>
            <translation>в этой сборке Arbiter Desk ещё нет программы жеребьёвки по правилам «{system}»; составить пары нельзя</translation>
        </message>
        <message>
            <source>{system} names no acceleration: its players are paired by the points they scored, so the Baku Acceleration (C.04.7) does not apply</source>
            <translation>правила «{system}» не предусматривают ускорения: пары составляются по набранным очкам, поэтому бакинское ускорение (C.04.7) не применяется</translation>
        </message>
        <message>
            <source>this tournament is paired by {system} (record 192 {code}), not by {pairer}; pair it with python -m engine {flag}</source>
            <translation>жеребьёвка этого турнира проводится по правилам «{system}» (запись 192 {code}), а не «{pairer}»; используйте python -m engine {flag}</translation>
        </message>
        <message>
            <source>this tournament is paired by {system} (record 192 {code}), which this build of Arbiter Desk cannot pair yet</source>
            <translation>жеребьёвка этого турнира проводится по правилам «{system}» (запись 192 {code}), которые эта сборка Arbiter Desk пока не поддерживает</translation>
        </message>
        <message>
            <source>the Double-Swiss System</source>
            <translation>двойная швейцарская система</translation>
        </message>
    </context>
    <context>
        <name>PairingRoundRobin</name>
        <message>
            <source>a round robin needs {low} to {high} players (C.05 Annex 1 Berger tables), not {players}</source>
            <translation>для кругового турнира нужно от {low} до {high} участников (таблицы Бергера C.05 приложение 1), а не {players}</translation>
        </message>
        <message>
            <source>there is nobody to draw lots for</source>
            <translation>жребий не для кого тянуть</translation>
        </message>
        <message>
            <source>the seed of a draw is a number 0 or more, not {seed}</source>
            <translation>начальное значение жеребьёвки — число не меньше 0, а не {seed}</translation>
        </message>
        <message>
            <source>{name} is not a round robin (its record 192 is {code}); pair it with the Dutch system</source>
            <translation>{name} — не круговой турнир (запись 192: {code}); проводите жеребьёвку по голландской системе</translation>
        </message>
        <message>
            <source>this tournament is not a round robin (its record 192 is {code}); pair it with the Dutch system</source>
            <translation>этот турнир не круговой (запись 192: {code}); проводите жеребьёвку по голландской системе</translation>
        </message>
        <message>
            <source>the players of a round robin must have the pairing numbers 1 to n of the Berger table; missing {numbers}</source>
            <translation>участники кругового турнира должны иметь стартовые номера от 1 до n таблицы Бергера; отсутствуют {numbers}</translation>
        </message>
        <message>
            <source>the players of a round robin must have the pairing numbers 1 to n of the Berger table; a number is used twice</source>
            <translation>участники кругового турнира должны иметь стартовые номера от 1 до n таблицы Бергера; один номер использован дважды</translation>
        </message>
        <message>
            <source>all {rounds} rounds of this {kind} of {players} players are paired</source>
            <translation>все туры ({rounds}) этого турнира ({kind}, участников: {players}) уже разведены</translation>
        </message>
        <message>
            <source>round {table_round} of the Berger table for {size} (C.05 Annex 1), cycle {cycle}: colours reversed (even cycle)</source>
            <translation>тур {table_round} таблицы Бергера на {size} (C.05 приложение 1), круг {cycle}: цвета обратные (чётный круг)</translation>
        </message>
        <message>
            <source>round {table_round} of the Berger table for {size} (C.05 Annex 1), cycle {cycle}: colours as in the table</source>
            <translation>тур {table_round} таблицы Бергера на {size} (C.05 приложение 1), круг {cycle}: цвета как в таблице</translation>
        </message>
        <message>
            <source>Round {round} of a {kind} of {players} players ({rounds} rounds)</source>
            <translation>Тур {round}: {kind}, участников: {players} (туров: {rounds})</translation>
        </message>
        <message>
            <source>board {board}: {white} - {black}</source>
            <translation>доска {board}: {white} - {black}</translation>
        </message>
        <message>
            <source>{player} meets the dummy {dummy}: no game this round</source>
            <translation>{player} встречается с фиктивным номером {dummy}: в этом туре без партии</translation>
        </message>
        <message>
            <source>round {round}:</source>
            <translation>тур {round}:</translation>
        </message>
        <message>
            <source>the Berger table pairs {games}</source>
            <translation>по таблице Бергера пары {games}</translation>
        </message>
        <message>
            <source>recorded {games}</source>
            <translation>записано {games}</translation>
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
            <translation>круговой турнир, кругов: {cycles}</translation>
        </message>
        <message>
            <source>a {kind} of {players} players has rounds 1 to {rounds}, not {round}</source>
            <translation>{kind} с {players} участниками имеет туры с 1 по {rounds}, а не {round}</translation>
        </message>
        <message>
            <source>{player} withdrew having played {played} of {scheduled} games (at least half): their results count in the standings and their remaining games are forfeits (FIDE Tournament Rules {article}, C.05)</source>
            <translation>{player} выбыл, сыграв {played} из {scheduled} партий (не менее половины): результаты учитываются в положении, оставшиеся партии — неявки (Турнирные правила ФИДЕ {article}, C.05)</translation>
        </message>
        <message>
            <source>{player} withdrew having played {played} of {scheduled} games (less than half): their results stay in the crosstable but the points scored by them or against them do not count in the standings, where they are not ranked (FIDE Tournament Rules {article}, C.05)</source>
            <translation>{player} выбыл, сыграв {played} из {scheduled} партий (менее половины): результаты остаются в турнирной таблице, но очки, набранные им или против него, не учитываются в положении, где он не занимает места (Турнирные правила ФИДЕ {article}, C.05)</translation>
        </message>
    </context>
    <context>
        <name>PairingWarning</name>
        <message>
            <source>{names} already met in round {round}</source>
            <translation>{names} уже встречались в туре {round}</translation>
        </message>
        <message>
            <source>{names} may not be paired (prohibited pair)</source>
            <translation>{names} не могут играть друг с другом (запрещённая пара)</translation>
        </message>
        <message>
            <source>{names} both have an absolute preference for white (board {board})</source>
            <translation>у {names} обоих абсолютное предпочтение белого цвета (доска {board})</translation>
        </message>
        <message>
            <source>{names} both have an absolute preference for black (board {board})</source>
            <translation>у {names} обоих абсолютное предпочтение чёрного цвета (доска {board})</translation>
        </message>
        <message>
            <source>{player} and {other}</source>
            <translation>{player} и {other}</translation>
        </message>
        <message>
            <source>{player} would get a colour difference of {difference} with white (board {board})</source>
            <translation>у {player} разница цветов белыми стала бы {difference} (доска {board})</translation>
        </message>
        <message>
            <source>{player} would get a colour difference of {difference} with black (board {board})</source>
            <translation>у {player} разница цветов чёрными стала бы {difference} (доска {board})</translation>
        </message>
        <message>
            <source>{player} would get white three times in a row (board {board})</source>
            <translation>{player} играл бы белыми три раза подряд (доска {board})</translation>
        </message>
        <message>
            <source>{player} would get black three times in a row (board {board})</source>
            <translation>{player} играл бы чёрными три раза подряд (доска {board})</translation>
        </message>
        <message>
            <source>{player} may not receive the pairing-allocated bye: already had the pairing-allocated bye or a forfeit win in round {round}</source>
            <translation>{player} не может получить пропуск тура по жеребьёвке: уже получал пропуск тура по жеребьёвке или победу ввиду неявки соперника в туре {round}</translation>
        </message>
        <message>
            <source>{player} may not receive the pairing-allocated bye: already scored a win without playing in round {round}</source>
            <translation>{player} не может получить пропуск тура по жеребьёвке: уже получил очки за победу без игры в туре {round}</translation>
        </message>
        <message>
            <source>players with a colour difference beyond +-2</source>
            <translation>участники с разницей цветов больше +-2</translation>
        </message>
        <message>
            <source>players with the same colour three times in a row</source>
            <translation>участники с одним цветом три раза подряд</translation>
        </message>
        <message>
            <source>players without their colour preference</source>
            <translation>участники, не получившие предпочтительный цвет</translation>
        </message>
        <message>
            <source>players without their strong colour preference</source>
            <translation>участники, не получившие цвет по сильному предпочтению</translation>
        </message>
        <message>
            <source>players floating down again (as in the previous round)</source>
            <translation>участники, снова опущенные ниже (как в предыдущем туре)</translation>
        </message>
        <message>
            <source>players floating up again (as in the previous round)</source>
            <translation>участники, снова поднятые выше (как в предыдущем туре)</translation>
        </message>
        <message>
            <source>players floating down as two rounds before</source>
            <translation>участники, опущенные ниже, как двумя турами ранее</translation>
        </message>
        <message>
            <source>players floating up as two rounds before</source>
            <translation>участники, поднятые выше, как двумя турами ранее</translation>
        </message>
        <message>
            <source>{what}: {count} ({players}); {theirs} in the engine's pairing</source>
            <translation>{what}: {count} ({players}); {theirs} в жеребьёвке программы</translation>
        </message>
        <message>
            <source>{what}: {count} ({players}); {theirs} in none (the engine finds no legal pairing)</source>
            <translation>{what}: {count} ({players}); {theirs} — сравнить не с чем (программа не находит допустимой жеребьёвки)</translation>
        </message>
        <message>
            <source>{player} gets the pairing-allocated bye with {points}; it can go to a player with {lowest}</source>
            <translation>{player} получает пропуск тура по жеребьёвке, имея {points}; его может получить участник с {lowest} очк.</translation>
        </message>
        <message>
            <source>board {board}: by {rule} {player} should have white against {opponent}</source>
            <translation>доска {board}: по {rule} {player} должен играть белыми против {opponent}</translation>
        </message>
        <message>
            <source>{names} both have an absolute colour preference for white (board {board})</source>
            <translation>у {names} обоих абсолютное предпочтение белого цвета (доска {board})</translation>
        </message>
        <message>
            <source>{names} both have an absolute colour preference for black (board {board})</source>
            <translation>у {names} обоих абсолютное предпочтение чёрного цвета (доска {board})</translation>
        </message>
        <message>
            <source>the bye in round {round}</source>
            <translation>пропуск тура в туре {round}</translation>
        </message>
        <message>
            <source>a full-point bye in round {round}</source>
            <translation>пропуск тура за 1 очко в туре {round}</translation>
        </message>
        <message>
            <source>a half-point bye in round {round}</source>
            <translation>пропуск тура за ½ очка в туре {round}</translation>
        </message>
        <message>
            <source>a forfeit win in round {round}</source>
            <translation>победа ввиду неявки соперника в туре {round}</translation>
        </message>
        <message>
            <source>a point without playing in round {round}</source>
            <translation>очко без игры в туре {round}</translation>
        </message>
        <message>
            <source>{player} may not receive the bye: a point or half point without playing ({rounds}); every player had one in this round, and the bye goes to one with the fewest of them</source>
            <translation>{player} не может получить пропуск тура: очко или пол-очка без игры ({rounds}); в этом туре они были у каждого участника, и пропуск тура получает один из тех, у кого их меньше всего</translation>
        </message>
        <message>
            <source>{player} may not receive the bye: a point or half point without playing ({rounds})</source>
            <translation>{player} не может получить пропуск тура: очко или пол-очка без игры ({rounds})</translation>
        </message>
        <message>
            <source>pairs of top scorers with the same absolute colour preference</source>
            <translation>пары лидеров с одинаковым абсолютным предпочтением цвета</translation>
        </message>
        <message>
            <source>pairs with the same strong colour preference (A.7.d treats it as absolute in odd rounds)</source>
            <translation>пары с одинаковым сильным предпочтением цвета (A.7.d считает его абсолютным в нечётных турах)</translation>
        </message>
        <message>
            <source>pairs not fulfilling both colour preferences</source>
            <translation>пары, в которых не выполнены оба предпочтения цвета</translation>
        </message>
        <message>
            <source>pairs not fulfilling both strong colour preferences</source>
            <translation>пары, в которых не выполнены оба сильных предпочтения цвета</translation>
        </message>
        <message>
            <source>players floating down as in the previous round</source>
            <translation>участники, опущенные ниже, как в предыдущем туре</translation>
        </message>
        <message>
            <source>players floating up as in the previous round</source>
            <translation>участники, поднятые выше, как в предыдущем туре</translation>
        </message>
        <message>
            <source>{white} - {black}</source>
            <translation>{white} - {black}</translation>
        </message>
        <message>
            <source>{rule}: {message}</source>
            <translation>{rule}: {message}</translation>
        </message>
        <message>
            <source>a pairing is for round 1 or later, not round {round}</source>
            <translation>жеребьёвка проводится для тура 1 или последующих, а не для тура {round}</translation>
        </message>
        <message>
            <source>player {number}</source>
            <translation>участник {number}</translation>
        </message>
        <message>
            <source>{player} is paired against themselves on board {board}</source>
            <translation>{player} поставлен в пару сам с собой на доске {board}</translation>
        </message>
        <message>
            <source>board {board}</source>
            <translation>доска {board}</translation>
        </message>
        <message>
            <source>the pairing-allocated bye</source>
            <translation>пропуск тура по жеребьёвке</translation>
        </message>
        <message>
            <source>no player has pairing number {number} ({places})</source>
            <translation>ни у одного участника нет стартового номера {number} ({places})</translation>
        </message>
        <message>
            <source>{player} is paired more than once: {places}</source>
            <translation>{player} поставлен в пару более одного раза: {places}</translation>
        </message>
        <message>
            <source>{player} is neither paired nor given the pairing-allocated bye</source>
            <translation>{player} не поставлен в пару и не получил пропуск тура по жеребьёвке</translation>
        </message>
        <message>
            <source>{player} gets the pairing-allocated bye, but the number of players to pair ({count}) is even</source>
            <translation>{player} получает пропуск тура по жеребьёвке, но число участников жеребьёвки ({count}) чётное</translation>
        </message>
        <message>
            <source>the number of players to pair ({count}) is odd and nobody gets the pairing-allocated bye</source>
            <translation>число участников жеребьёвки ({count}) нечётное, но никто не получает пропуск тура по жеребьёвке</translation>
        </message>
        <message>
            <source>{player} has a half-point bye entered in round {round}</source>
            <translation>у {player} в туре {round} записан пропуск тура за ½ очка</translation>
        </message>
        <message>
            <source>{player} has a full-point bye entered in round {round}</source>
            <translation>у {player} в туре {round} записан пропуск тура за 1 очко</translation>
        </message>
        <message>
            <source>{player} has a zero-point bye (absent or withdrawn) entered in round {round}</source>
            <translation>у {player} в туре {round} записан пропуск тура без очков (отсутствует или выбыл)</translation>
        </message>
        <message>
            <source>{player} is announced absent in round {round}</source>
            <translation>{player} заявлен отсутствующим в туре {round}</translation>
        </message>
        <message>
            <source>{player} has a bye entered in round {round}</source>
            <translation>у {player} в туре {round} записан пропуск тура</translation>
        </message>
        <message>
            <source>{player} is not to be paired in round {round}</source>
            <translation>{player} не участвует в жеребьёвке тура {round}</translation>
        </message>
        <message>
            <source>{situation} but gets the pairing-allocated bye</source>
            <translation>{situation}, но получает пропуск тура по жеребьёвке</translation>
        </message>
        <message>
            <source>{situation} but is paired</source>
            <translation>{situation}, но поставлен в пару</translation>
        </message>
        <message>
            <source>pairs joining players with {points} or more to lower-scored players (the pairing-allocated bye a game against {floor}): {mine}; {theirs} in the engine's pairing</source>
            <translation>пары, соединяющие участников с {points} и более с участниками с меньшим числом очков (пропуск тура по жеребьёвке — как партия против {floor} очк.): {mine}; {theirs} в жеребьёвке программы</translation>
        </message>
        <message>
            <source>pairs joining players with {points} or more to lower-scored players: {mine}; {theirs} in the engine's pairing</source>
            <translation>пары, соединяющие участников с {points} и более с участниками с меньшим числом очков: {mine}; {theirs} в жеребьёвке программы</translation>
        </message>
        <message>
            <source>{count} ({pairs}), moving down {scores}</source>
            <translation>{count} ({pairs}), опускаются {scores}</translation>
        </message>
        <message>
            <source>{count} ({pairs})</source>
            <translation>{count} ({pairs})</translation>
        </message>
        <message>
            <source>{player}: {points} - the pairing-allocated bye</source>
            <translation>{player}: {points} - пропуск тура по жеребьёвке</translation>
        </message>
        <message>
            <source>{white}: {white_points} - {black}: {black_points}</source>
            <translation>{white}: {white_points} - {black}: {black_points}</translation>
        </message>
        <message>
            <source>{points} point</source>
            <translation>{points} очк.</translation>
        </message>
        <message>
            <source>{points} points</source>
            <translation>{points} очк.</translation>
        </message>
    </context>
    <context>
        <name>SubmissionIssue</name>
        <message>
            <source>standard</source>
            <translation>классика</translation>
        </message>
        <message>
            <source>rapid</source>
            <translation>рапид</translation>
        </message>
        <message>
            <source>blitz</source>
            <translation>блиц</translation>
        </message>
        <message>
            <source>the tournament has no name (012)</source>
            <translation>у турнира нет названия (012)</translation>
        </message>
        <message>
            <source>the city is missing (022)</source>
            <translation>не указан город (022)</translation>
        </message>
        <message>
            <source>the host federation is missing (032)</source>
            <translation>не указана федерация-организатор (032)</translation>
        </message>
        <message>
            <source>federation {federation!r} is not a 3-letter FIDE code (032)</source>
            <translation>федерация {federation!r} — не трёхбуквенный код ФИДЕ (032)</translation>
        </message>
        <message>
            <source>the chief arbiter is missing (102)</source>
            <translation>не указан главный судья (102)</translation>
        </message>
        <message>
            <source>the chief arbiter {arbiter!r} has no FIDE ID (102)</source>
            <translation>у главного судьи {arbiter!r} нет FIDE ID (102)</translation>
        </message>
        <message>
            <source>deputy arbiter {arbiter!r} has no FIDE ID (112)</source>
            <translation>у заместителя главного судьи {arbiter!r} нет FIDE ID (112)</translation>
        </message>
        <message>
            <source>the time control is not described (122)</source>
            <translation>контроль времени не описан (122)</translation>
        </message>
        <message>
            <source>the encoded time control is missing (222), e.g. 5400+30 for 90' + 30"; the event is rated {rating}</source>
            <translation>не указан закодированный контроль времени (222), например 5400+30 для 90' + 30"; турнир обсчитывается в рейтинг: {rating}</translation>
        </message>
        <message>
            <source>the time control {code} is {kind}, but the event is to be rated {rating} (Laws of Chess, Appendices A and B)</source>
            <translation>контроль времени {code} — {kind}, а турнир должен обсчитываться в рейтинг: {rating} (Правила игры, приложения A и B)</translation>
        </message>
        <message>
            <source>the start date is missing ({code})</source>
            <translation>не указана дата начала ({code})</translation>
        </message>
        <message>
            <source>the end date is missing ({code})</source>
            <translation>не указана дата окончания ({code})</translation>
        </message>
        <message>
            <source>the start date {text!r} is not YYYY/MM/DD ({code})</source>
            <translation>дата начала {text!r} не в формате ГГГГ/ММ/ДД ({code})</translation>
        </message>
        <message>
            <source>the end date {text!r} is not YYYY/MM/DD ({code})</source>
            <translation>дата окончания {text!r} не в формате ГГГГ/ММ/ДД ({code})</translation>
        </message>
        <message>
            <source>the event ends ({end}) before it starts ({start})</source>
            <translation>турнир заканчивается ({end}) раньше, чем начинается ({start})</translation>
        </message>
        <message>
            <source>round {round} has no date (132)</source>
            <translation>у тура {round} нет даты (132)</translation>
        </message>
        <message>
            <source>the date of round {round}, {text!r}, is not YY/MM/DD (132)</source>
            <translation>дата тура {round}, {text!r}, не в формате ГГ/ММ/ДД (132)</translation>
        </message>
        <message>
            <source>round {round} ({date}) is before the start of the event ({start})</source>
            <translation>тур {round} ({date}) раньше начала турнира ({start})</translation>
        </message>
        <message>
            <source>round {round} ({date}) is after the end of the event ({end})</source>
            <translation>тур {round} ({date}) позже окончания турнира ({end})</translation>
        </message>
        <message>
            <source>round {round} ({date}) is dated before round {previous} ({previous_date})</source>
            <translation>тур {round} ({date}) датирован раньше тура {previous} ({previous_date})</translation>
        </message>
        <message>
            <source>{player} has no FIDE ID (001 columns 58-68): FIDE rates players by their ID</source>
            <translation>у {player} нет FIDE ID (001, столбцы 58-68): ФИДЕ обсчитывает рейтинг по ID</translation>
        </message>
        <message>
            <source>{player}: FIDE ID {fide_id} is given to {count} players</source>
            <translation>{player}: FIDE ID {fide_id} указан у нескольких участников ({count})</translation>
        </message>
        <message>
            <source>{player} has no federation (001 columns 54-56)</source>
            <translation>у {player} не указана федерация (001, столбцы 54-56)</translation>
        </message>
        <message>
            <source>{player}: federation {federation!r} is not a 3-letter FIDE code</source>
            <translation>{player}: федерация {federation!r} — не трёхбуквенный код ФИДЕ</translation>
        </message>
        <message>
            <source>{player}: sex not recorded (001 column 10)</source>
            <translation>{player}: пол не указан (001, столбец 10)</translation>
        </message>
        <message>
            <source>{player}: birth date {birth_date!r} is not YYYY/MM/DD</source>
            <translation>{player}: дата рождения {birth_date!r} не в формате ГГГГ/ММ/ДД</translation>
        </message>
        <message>
            <source>round {round}: the game #{number} {name} - #{opponent} has no result</source>
            <translation>тур {round}: у партии #{number} {name} - #{opponent} нет результата</translation>
        </message>
        <message>
            <source>only {played} of {rounds} rounds are paired: the event is not finished</source>
            <translation>разведено только {played} из {rounds} туров: турнир не завершён</translation>
        </message>
    </context>
</TS>
