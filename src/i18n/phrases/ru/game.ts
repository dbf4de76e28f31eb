import type { TextPhrases } from '../book.ts';
import { NAMES } from './names.ts';
import { PLAYERS_GEN, WORDS } from './words.ts';

/** Тексты игры: набор, раздача, ночь, день, дисциплина, форум, ошибки по правилам. */
export const GAME_TEXTS = {
  // ── lobby ───────────────────────────────────────────────────────────────────────────
  'lobby.title': ({ preset }, f) => `${f.preset(preset)}: набор игроков`,
  'lobby.details': ({ judgeId, voiceChannelId, count: n, min, max }, f) =>
    `${voiceChannelId ? `Голосовой канал: <#${voiceChannelId}>\n` : ''}Судья: ${f.user(judgeId)}\nЗаписалось: ${n}. ${
      min === max
        ? `Нужно ровно ${f.count(min, WORDS.players)}.`
        : `Нужно от ${min} до ${max} ${f.plural(max, PLAYERS_GEN)}.`
    }`,
  'lobby.commitment': ({ commitment }, f) =>
    `Хеш раздачи (сид раскроется в конце игры): ${f.code(commitment)}`,
  'lobby.cancelled': 'Набор отменён судьёй. Игра не состоится.',
  'table.movedDown': '⬇️ Карточка стола перенесена в конец канала.',
  'control.join': 'Записаться',
  'lobby.queue': ({ userIds }, f) =>
    `Ждут места: ${userIds.map((id, index) => `${index + 1}. ${f.user(id)}`).join(', ')}`,
  'lobby.queued': ({ position, max }) =>
    `Все ${max} мест заняты: вы ${position}-й в очереди. Вам сообщат, когда освободится место.`,
  'lobby.promoted': 'За столом освободилось место: теперь вы записаны в игру.',
  'lobby.removed': ({ userId }, f) => `Судья убрал ${f.user(userId)} из списка записавшихся.`,
  'control.lobbyRemove': 'Судья: убрать участника из списка…',
  'control.lobbyMember': ({ name, queued }) =>
    queued !== undefined ? `Убрать ${name} (очередь, ${queued})` : `Убрать ${name}`,
  'control.leave': 'Выйти из списка',
  'control.deal': 'Раздать роли',
  'control.cancel': 'Отменить игру',

  // ── night ───────────────────────────────────────────────────────────────────────────
  'night.zero.title': 'Ночь 0 — знакомство. Город засыпает',
  'night.meeting.title': ({ who }) =>
    ({
      GAMBINO: 'Встреча семьи Гамбино',
      KA: 'Сходка банды К&А',
      MAFIA: 'Встреча мафии',
      LEADERS: 'Встреча Отца и Главы банды',
    })[who],
  'night.title': ({ night }) => `Ночь ${night}. Город засыпает`,
  'night.window': ({ endsAt, preset }, f) =>
    `${preset === 'forum' ? 'Мафия выбирает в своём канале, остальные ночные ходы — в личных сообщениях.' : 'Ночные ходы — в личных сообщениях.'} Город проснётся ${f.relative(endsAt)}.`,
  'night.prompt.title': ({ action, night }) => `Ночь ${night}: ${NAMES.actionNoun[action]}`,
  'night.prompt.current': ({ action, targets }, f) => `Ваш выбор: ${f.action(action, targets)}.`,
  'night.prompt.deadline': ({ endsAt }, f) =>
    `Выбор можно менять до конца ночи — она закончится ${f.relative(endsAt)}. Засчитывается последний.`,
  'night.prompt.shooters': ({ shooters }, f) =>
    `Стреляют: ${f.seats(shooters)}. Убийство состоится, только если все назовут одного игрока.`,
  'control.nightTarget': ({ action }) => NAMES.actionPlaceholder[action],
  'control.nightTargetSecond': 'Второй игрок для сравнения',
  'night.result.check': ({ seat, side, preset }, f) =>
    preset === 'forum'
      ? `Проверка: ${f.seat(seat)} — ${side === 'black' ? 'мафия' : 'не мафия'}.`
      : `Проверка: ${f.seat(seat)} — ${side === 'black' ? 'чёрный' : 'красный'}.`,
  'night.result.leaderCheck': ({ seat, found, role }, f) =>
    `Проверка: ${f.seat(seat)} — ${found ? f.role(role) : `не ${f.role(role)}`}.`,
  'night.result.compare': ({ first, second, same, preset }, f) =>
    preset === 'forum'
      ? `Сравнение: ${f.seat(first)} и ${f.seat(second)} — ${same ? 'на одной стороне' : 'на разных сторонах'}.`
      : `Сравнение: ${f.seat(first)} и ${f.seat(second)} — ${same ? 'из одной команды' : 'из разных команд'}.`,
  'night.accepted': ({ action, targets }, f) =>
    `Принято: ${f.action(action, targets)}. До конца ночи выбор можно изменить.`,
  'morning.title': ({ day }) => `Доброе утро, город! День ${day}`,
  'morning.killed': ({ seat, userId }, f) =>
    `Этой ночью убит игрок ${f.seat(seat)} — ${f.user(userId)}.`,
  'morning.killedRevealed': ({ seat, userId, role }, f) =>
    `Этой ночью убит игрок ${f.seat(seat)} — ${f.user(userId)}. Его роль: ${f.role(role)}.`,
  'morning.nobody': 'Этой ночью никто не покинул игру.',
  'morning.blocked': ({ seat }, f) =>
    `Игрок ${f.seat(seat)} сегодня не голосует: Агент ФБР лишил его голоса.`,

  // ── day ─────────────────────────────────────────────────────────────────────────────
  'day.title': ({ day }) => `День ${day}`,
  // A screen title is an embed title, where Discord shows a mention as raw "<@id>": seat only.
  'speech.title': ({ seat, kind }, f) =>
    ({
      regular: `Слово игроку ${f.seat(seat)}`,
      silenced: `Игрок ${f.seat(seat)} без слова (3 фола): можно только выставить кандидатуру`,
      short: `Слово игроку ${f.seat(seat)}: 30 секунд (3 фола)`,
      tie: `Оправдательная речь: игрок ${f.seat(seat)}`,
      lastWord: `Последнее слово: игрок ${f.seat(seat)}`,
    })[kind],
  'speech.speaker': ({ seat, userId }, f) => `Говорит ${f.seat(seat)} ${f.user(userId)}`,
  'speech.deadline': ({ endsAt }, f) => `Время выйдет ${f.relative(endsAt)}.`,
  'floor.waiting': 'Ждём микрофоны… Время пойдёт, когда Дискорд их переключит.',
  'floor.graceExpired': ({ seconds, seat }, f) =>
    `Дискорд не подтвердил микрофоны за ${f.count(seconds, ['секунду', 'секунды', 'секунд'])} (правки участников ждут в очереди его лимита, или ${seat !== undefined ? `${f.seat(seat)} не в голосовом канале` : 'игроки не в голосовом канале'}): время ${seat !== undefined ? `речи ${f.seat(seat)}` : 'ночного этапа'} пошло без подтверждения.`,
  'speech.bestMove': ({ seat }, f) =>
    `${f.seat(seat)}, ваш лучший ход: назовите до трёх живых игроков, которых считаете чёрными.`,
  'speech.warning': ({ seat, seconds }, f) =>
    `${f.seat(seat)}, ${f.plural(seconds, ['осталась', 'осталось', 'осталось'])} ${f.count(seconds, ['секунда', 'секунды', 'секунд'])}.`,
  'control.nominate': 'Выставить кандидатуру',
  'control.pass': 'Закончить речь',
  'control.bestMove': 'Лучший ход: до трёх игроков',
  'nomination.made': ({ by, target }, f) => `${f.seat(by)} выставляет ${f.seat(target)}.`,
  'nomination.accepted': ({ target }, f) => `Кандидатура ${f.seat(target)} принята.`,
  'bestMove.recorded': ({ seat, named }, f) =>
    `Лучший ход игрока ${f.seat(seat)}: ${f.seats(named)}.`,
  'vote.title': ({ day, round }) =>
    round === 1 ? `Голосование — день ${day}` : `Переголосование — день ${day}`,
  'vote.blocked': ({ seat }, f) =>
    `${f.seat(seat)} сегодня не голосует: Агент ФБР лишил его голоса.`,
  'vote.eligible': ({ count: n }) =>
    `Голосующих: ${n}. Кто не проголосует, отдаёт голос последней кандидатуре.`,
  'control.vote': ({ seat }, f) => `Голосую за ${f.seat(seat)}`,
  'vote.accepted': ({ seat }, f) => `Ваш голос за ${f.seat(seat)} принят.`,
  'vote.none': ({ day, reason }) =>
    ({
      noNominees: `День ${day}: никто не выставлен — голосования нет.`,
      cancelled: `День ${day}: голосование не проводится (дисквалификация).`,
      singleDayOne: `День ${day}: выставлена одна кандидатура — в первый день голосование не проводится.`,
    })[reason],
  'vote.single': ({ seat }, f) =>
    `Выставлена одна кандидатура — ${f.seat(seat)}: игрок покидает игру без голосования.`,
  'vote.out': ({ seat, votes }, f) =>
    `По итогам голосования игру покидает ${f.seat(seat)} (${f.count(votes, WORDS.votes)}).`,
  'vote.tie': ({ seats }, f) =>
    `Голоса разделились поровну: ${f.seats(seats)}. Каждому — оправдательная речь, затем переголосование.`,
  'vote.tieAgain': ({ seats, outcome }, f) =>
    ({
      eliminateAll: `Снова поровну: ${f.seats(seats)}. Голосуем за подъём всех.`,
      wholeTable: `Снова поровну, и голоса разделил весь стол (${f.seats(seats)}). Дальнейшего голосования нет, никто не покидает игру.`,
      geo76: `Снова поровну (${f.seats(seats)}) при четырёх игроках за столом. Голосование окончено, наступает ночь (правило 7.6).`,
    })[outcome],
  'eliminateAll.title': ({ seats }, f) => `Подъём всех: покидают игру ${f.seats(seats)}?`,
  'control.yes': 'За — поднять всех',
  'control.no': 'Против',
  'eliminateAll.accepted': ({ yes }) => `Ваш голос «${yes ? 'за' : 'против'}» принят.`,
  'eliminateAll.result': ({ seats, passed, yes, needed }, f) =>
    passed
      ? `«За» — ${yes} (нужно ${needed}). Игру покидают ${f.seats(seats)}.`
      : `«За» — ${yes}, а нужно ${needed}. Никто не покидает игру.`,
  'departure.lastWord': ({ seat, reason }, f) =>
    reason === 'killed'
      ? `Последнее слово игрока ${f.seat(seat)}, убитого этой ночью.`
      : `Последнее слово игрока ${f.seat(seat)}.`,

  // ── discipline ──────────────────────────────────────────────────────────────────────
  'foul.recorded': ({ seat, count: n, consequence, reason }, f) => {
    const head = `${f.ordinal(n)} фол: игрок ${f.seat(seat)}`;
    const tail = {
      none: '.',
      silenced: ' лишается слова в свою ближайшую речь (выставить кандидатуру может).',
      removed: ' покидает игру без последнего слова.',
    }[consequence];
    return `${head}${tail}${f.reason(reason)}`;
  },
  'foul.undone': ({ seat, count: n }, f) =>
    `С игрока ${f.seat(seat)} снят фол. Теперь ${n === 0 ? 'фолов нет' : `у него ${f.count(n, WORDS.fouls)}`}.`,
  'warning.recorded': ({ seat, reason }, f) =>
    `Предупреждение игроку ${f.seat(seat)} (без фола).${f.reason(reason)}`,
  disqualified: ({ seat, reason }, f) =>
    `Дисквалификация: игрок ${f.seat(seat)} покидает игру без последнего слова.${f.reason(reason)}`,
  teamLoss: ({ seat, reason }, f) =>
    `Поражение команде: игрок ${f.seat(seat)} дисквалифицирован, его команде присуждено поражение.${f.reason(reason)}`,
  'vote.cancelledBy': ({ seat, which }, f) =>
    which === 'today'
      ? `Игрок ${f.seat(seat)} удалён — голосование сегодня не проводится.`
      : `Игрок ${f.seat(seat)} удалён — в следующий день голосование не проводится.`,
  'game.paused': 'Пауза. Время остановлено.',
  'game.resumed': 'Игра продолжается.',
  'game.skipped': 'Судья завершил текущий этап.',
  'game.extended': ({ seconds, endsAt }, f) =>
    seconds >= 0
      ? `Судья добавил ${f.duration(seconds, 'accusative')}. Этап закончится ${f.relative(endsAt)}.`
      : `Судья сократил этап на ${f.duration(seconds, 'accusative')}. Новый срок: ${f.relative(endsAt)}.`,
  'game.phaseLength': ({ phase, hours }, f) =>
    `Ведущий изменил длину ${phase === 'day' ? 'дня' : 'ночи'}: ${f.duration(hours * 3600)}, начиная со ${phase === 'day' ? 'следующего дня' : 'следующей ночи'}. Текущий срок не меняется.`,

  // ── forum ───────────────────────────────────────────────────────────────────────────
  'forum.vote.title': ({ day }) => `Голосование — день ${day}`,
  'control.forumVote': 'Голосовать за…',
  'control.unvote': 'Отозвать голос',
  'forum.vote.accepted': ({ target }, f) =>
    target === null
      ? 'Ваш голос отозван.'
      : `Ваш голос за ${f.seat(target)} принят. До конца дня его можно изменить.`,
  'forum.day.result': ({ seat, role, votes }, f) =>
    `По итогам голосования посажен игрок ${f.seat(seat)} (${f.count(votes, WORDS.votes)}). Его роль: ${f.role(role)}.`,
  'forum.day.tie': ({ seats }, f) =>
    `Голоса разделились поровну: ${f.seats(seats)}. Назначается дуэль.`,
  'forum.day.nobody': 'Ни одного голоса — сегодня никто не покидает игру.',
  'forum.removed': ({ seat, role }, f) =>
    `Игрок ${f.seat(seat)} удалён из игры. Его роль: ${f.role(role)}.`,
  'duel.title': ({ seats, round }, f) => `Дуэль: ${seats.map(f.seat).join(' — ')}, раунд ${round}`,
  'duel.window': ({ endsAt }, f) =>
    `Ходы — в личных сообщениях. Раунд закончится ${f.relative(endsAt)}. Кто не сделает ход, проигрывает.`,
  'duel.prompt': ({ round, opponents, submitted }, f) =>
    `Дуэль с ${f.seats(opponents)}, раунд ${round}: ${
      submitted
        ? 'ход принят, его можно изменить до конца раунда'
        : 'выберите укрытие и выстрел (позиции 1–3)'
    }`,
  'control.duelCover': 'Укрытие: где вы прячетесь (1–3)',
  'control.duelTarget': 'В кого стреляете',
  'control.duelPosition': 'Выстрел: в какую позицию (1–3)',
  'control.position': ({ position }) => `Позиция ${position}`,
  'duel.accepted': 'Ход записан.',
  'duel.lost': ({ seat, role, why }, f) => {
    const head = {
      hits: `Дуэль проиграл ${f.seat(seat)}: больше всех попаданий.`,
      noMove: `${f.seat(seat)} не сделал ход и проиграл дуэль.`,
      draw: `Три раунда без результата — жребий: дуэль проиграл ${f.seat(seat)}.`,
    }[why];
    return `${head} Игрок посажен. Его роль: ${f.role(role)}.`;
  },
  'forum.quietCycles': ({ cycles }, f) =>
    `${f.count(cycles, ['круг', 'круга', 'кругов'])} подряд никто не покидает игру. Ничьей в форумной игре нет — решение за комитетом (А.К.М.).`,

  // ── status ──────────────────────────────────────────────────────────────────────────

  // ── rule errors ─────────────────────────────────────────────────────────────────────
  'error.internal':
    'Внутренняя ошибка: команда не выполнена, игра не изменилась. Попробуйте ещё раз.',
  'error.gameOver': 'Игра уже окончена.',
  'error.notLobby': 'Набор уже закрыт: роли розданы.',
  'error.lobbyFull': ({ max }, f) =>
    `Мест нет: записано ${f.count(max, WORDS.players)}, это максимум.`,
  'error.bannedForSkips': ({ count: n }) =>
    `Записаться нельзя: вас удаляли за пропуски ходов в ${n} играх этого сервера, а после трёх удалений игрок к играм не допускается (правила 7.10.4).`,
  'error.alreadyJoined': 'Вы уже записаны.',
  'error.notSeatedHere':
    'Это турнирный стол: за него садятся только игроки, которых сюда посадила рассадка. Проверьте свой стол в рассадке.',
  'error.seatsMissing': ({ userIds }, f) =>
    `Ещё не все игроки стола записались: ${f.list(userIds.map((id) => f.user(id)))}.`,
  'error.notJoined': 'Вы не записаны в эту игру.',
  'error.judgeCannotPlay': 'Судья не может играть в своей игре.',
  'error.notJudge': 'Это может сделать только судья игры.',
  'error.playerCount': ({ min, max, count: n }, f) =>
    `Раздать роли нельзя: записано ${n}, а нужно ${min === max ? `ровно ${min}` : `от ${min} до ${max}`} ${f.plural(min === max ? min : max, PLAYERS_GEN)}.`,
  'error.wrongPhase': 'Сейчас этого сделать нельзя: не тот этап игры.',
  'error.paused': 'Игра на паузе. Дождитесь, пока судья её продолжит.',
  'error.notPaused': 'Игра не на паузе.',
  'error.notAPlayer': 'Вы не играете в этой игре.',
  'error.playerOut': 'Игрок уже выбыл из игры.',
  'error.noSuchSeat': ({ seat }, f) => `Места ${f.seat(seat)} в этой игре нет.`,
  'error.notYourTurn': 'Сейчас не ваша речь.',
  'error.noAction': 'У вас нет такого ночного хода.',
  'error.targetOut': ({ seat }, f) => `Игрок ${f.seat(seat)} уже выбыл — выберите другого.`,
  'error.targetSelf': 'Себя выбрать нельзя.',
  'error.targetRepeat': ({ seat }, f) =>
    `${f.seat(seat)} был вашей целью прошлой ночью: одного игрока нельзя выбирать две ночи подряд.`,
  'error.lawyerSelfUsed': 'Себя можно защитить только раз за игру, и этот раз уже использован.',
  'error.targetCount': ({ expected }, f) =>
    expected === 1
      ? 'Выберите одного игрока.'
      : expected === 2
        ? 'Выберите двух разных игроков.'
        : `Выберите ${f.count(expected, PLAYERS_GEN)}.`,
  'error.targetsDistinct': 'Игроки не должны повторяться.',
  'error.alreadyNominated': ({ target }, f) =>
    `Сегодня вы уже выставили ${f.seat(target)}: одна кандидатура в день.`,
  'error.candidateTaken': ({ seat }, f) =>
    `${f.seat(seat)} уже выставлен. Можете выставить другого игрока.`,
  'error.notNominationSlot':
    'Выставлять можно только в свою речь, не в оправдательной речи и не в последнем слове.',
  'error.closed': 'Это уже закрыто: этап закончился.',
  'error.alreadyVoted': 'Вы уже проголосовали.',
  'error.notEligible': 'В этом голосовании у вас нет голоса.',
  'error.bestMoveNotYours': 'Лучший ход сейчас делаете не вы.',
  'error.bestMoveTooMany': 'В лучший ход можно назвать от одного до трёх игроков.',
  'error.bestMoveSelf': 'В лучший ход нельзя назвать себя.',
  'error.bestMoveDone': 'Лучший ход уже сделан.',
  'error.timerStale': 'Таймер устарел: этап уже сменился.',
  'error.noTimer': 'Сейчас нет этапа с таймером.',
  'error.shortenNotice': ({ minutes }, f) =>
    `Так сократить нельзя: новый срок должен быть не раньше чем через ${f.duration(minutes * 60, 'accusative')}.`,
  'error.badHours': ({ max }) => `Укажите целое число часов от 1 до ${max}.`,
  'error.badSeconds':
    'Укажите целое число секунд, не ноль. Сокращать время (отрицательное число) можно только в форумной игре.',
  'error.notDuellist': 'Вы не участвуете в дуэли.',
  'error.badMove': 'Неверный ход: позиции — от 1 до 3, стрелять можно только в соперника.',
  'error.notDealt': 'Роли ещё не розданы.',
  'error.alreadyFouledOut': 'У игрока уже четыре фола — он покинул игру.',
  'error.noFouls': 'У этого игрока нет фолов.',
  'error.notForum': 'Это есть только в форумной игре.',
  'error.userInGame': 'Этот участник уже в игре.',
} satisfies Partial<TextPhrases>;
