import { correctionLine } from './corrections.ts';
import type { PhraseBook } from '../book.ts';
import { LINES } from './lines.ts';
import { NOTICES } from './notices.ts';
import { PICTURE } from './picture.ts';
import { TABLE } from './table.ts';
import { NAMES } from './names.ts';

/** The words of the shared formatters: role card, report, timeline, settings, status. */
export const FORMATS: Omit<PhraseBook, 'words' | 'names' | 'texts'> = {
  card: {
    title: (role) => `**Ваша роль: ${role}**`,
    teamWord: 'Команда',
    sideWord: 'Сторона',
    seatLine: (word, side, seat) => `${word}: ${side}. Ваше место: ${seat}.`,
    side: {
      town: 'мирные жители',
      mafia: 'мафия',
      red: 'красные',
      blackMafia: 'чёрные (мафия)',
      blackTeam: (team) => `${team} (чёрные)`,
    },
    descriptions: {
      stylized: {
        MAFIOSO:
          'Член семьи Гамбино, чёрный. Пока в игре есть Отец или Глава банды, стреляют они. Когда обоих лидеров нет, стреляют все живые чёрные, и убийство состоится, только если все назовут одного игрока.',
      },
      classic: {
        MAFIOSO:
          'Чёрный. Каждую ночь стреляете вместе с Доном и другими мафиози: убийство состоится, только если все живые чёрные назовут одного и того же игрока. Стрелять можно в любого живого игрока.',
      },
      forum: {
        MAFIOSO:
          'Каждую ночь мафия выбирает жертву в своём закрытом канале: каждый мафиози называет цель, убит будет тот, кого назвало больше всего мафиози (при равенстве — жребий). Если никто не выбрал — убийства нет.',
        CIVILIAN: 'Мирный житель. Ночных ходов нет: ищите мафию днём — в обсуждении и голосовании.',
        DETECTIVE:
          'Мирный. Каждую ночь проверяет одного живого игрока (не себя) и к утру узнаёт, мафия он или нет.',
        JOURNALIST:
          'Мирный. Каждую ночь выбирает двух разных живых игроков (не себя) и к утру узнаёт, на одной ли они стороне.',
        FBI_AGENT:
          'Мирный. Каждую ночь выбирает одного живого игрока (не себя): весь следующий день он не голосует, и утром об этом объявят. Одного и того же игрока — не две ночи подряд.',
      },
    },
    teammates: (seats) => `Ваши напарники: ${seats}.`,
    alone: 'Других игроков в вашей команде нет.',
    youLead: (role) => `Глава команды (${role}) — вы.`,
    leader: (role, seat) => `Глава команды (${role}): ${seat}.`,
    nightZero: 'Нулевая ночь — только знакомство: без выстрелов и проверок.',
    win: {
      town: 'Мирные побеждают, когда в игре не останется мафии.',
      mafia: 'Мафия побеждает, когда в игре не останется мирных.',
      red: 'Красные побеждают, когда за столом не останется ни одного чёрного.',
      black: 'Чёрные побеждают, когда их за столом не меньше, чем красных.',
      together: 'Семья Гамбино и банда К&А побеждают вместе.',
    },
    secret: '_Никому не показывайте и не пересылайте это сообщение._',
  },

  report: {
    title: (preset) => `**Итоги игры** — ${preset}`,
    gameOver: '**Игра окончена.**',
    winner: {
      red: 'Победа мирных жителей (красных)!',
      blackTeams: (teams) => `Победа чёрных: ${teams}!`,
      mafia: 'Победа мафии!',
      draw: 'Ничья.',
      cancelled: 'Игра не состоялась: набор отменён.',
      stopped: 'Игра прервана судьёй.',
    },
    reason: {
      allBlacksOut: 'Все чёрные игроки покинули игру.',
      parity: 'Чёрных за столом не меньше, чем красных.',
      quietCycles: 'Три круга подряд никто не покидал игру.',
      fourMisses:
        'Три ночи подряд при четырёх игроках за столом чёрные промахнулись (правило 7.6).',
      teamLossOf: (seat) => `Команде игрока ${seat} присуждено поражение.`,
      teamLoss: 'Команде нарушителя присуждено поражение.',
      allTownOut: 'В игре не осталось мирных жителей.',
    },
    section: { day: (n) => `День ${n}`, night: (n) => `Ночь ${n}` },
    roles: '**Роли**',
    side: { RED: 'красный', MAFIA: 'чёрный', GAMBINO: NAMES.teams.GAMBINO, KA: NAMES.teams.KA },
    forumSide: { town: 'мирный', mafia: 'мафия' },
    toTheEnd: 'до конца игры',
    bestMove: '**Лучший ход**',
    bestMoveLine: (seat, named, hits, of) =>
      `${seat} назвал ${named} — угадано чёрных: ${hits} из ${of}.`,
    timeline: '**Ход игры**',
    deal: {
      title: '**Проверка раздачи**',
      commitment: (code) => `Хеш раздачи (опубликован до начала): ${code}`,
      serverSeed: (code) => `Сид сервера: ${code}`,
      finalSeed: (code) => `Итоговый сид: ${code}`,
      configHash: (code) => `Хеш настроек: ${code}`,
      verify:
        'Проверить раздачу может любой: сохраните приложенную запись раздачи и выполните `npm run verify-deal -- <файл>`.',
    },
  },

  timeline: {
    dealt: (time) => `Роли розданы в ${time}.`,
    night: {
      kill: (seat) => `Выстрел в ${seat} — убит.`,
      save: (seat) => `Выстрел в ${seat} — спасён защитой.`,
      none: 'Выстрела не было.',
      miss: 'Промах.',
    },
    found: {
      red: 'красный',
      black: 'чёрный',
      mafia: 'мафия',
      notMafia: 'не мафия',
      notRole: (role) => `не ${role}`,
      sameTeam: 'одна команда',
      otherTeams: 'разные команды',
      sameSide: 'одна сторона',
      otherSides: 'разные стороны',
    },
    nomination: (by, target) => `${by} выставил ${target}.`,
    vote: {
      title: 'Голосование',
      revote: 'Переголосование',
      only: (seat) => `Единственная кандидатура — ${seat}: покидает игру без голосования.`,
      none: (title) => `${title}: голосов нет.`,
      notCast: (seats) => `не проголосовали: ${seats}`,
      candidate: (seat, votes, voters) => `${seat} — ${votes} (${voters})`,
      leaves: (seats) => `Уходит ${seats}.`,
      tie: 'Голоса разделились поровну.',
    },
    eliminateAll: {
      line: (candidates, yes, outcome) => `Подъём всех (${candidates}): «за» — ${yes}. ${outcome}`,
      nobody: 'никто',
      passed: 'Принято: все покидают игру.',
      failed: 'Не принято.',
    },
    forumVote: {
      line: (day, votes, outcome) => `Голосование дня ${day}: ${votes}. ${outcome}`,
      noVotes: 'голосов нет',
      jailed: (seats) => `Посажен ${seats}.`,
      tie: (seats) => `Поровну: ${seats} — дуэль.`,
      nobody: 'Никто не покидает игру.',
    },
    duel: {
      line: (round, moves, hits) => `Дуэль, раунд ${round}: ${moves}. Попадания: ${hits}.`,
      noMoves: 'ходов нет',
      move: (seat, cover, target, position) =>
        `${seat}: укрытие ${cover}, выстрел в ${target} на позицию ${position}`,
      noMove: (seat) => `${seat}: ход не сделан`,
      hits: (seat, hits) => `${seat} — ${hits}`,
    },
    departure: {
      onDay: (day) => `в день ${day}`,
      onNight: (night) => `ночью ${night}`,
      killed: (when) => `убит ${when}`,
      voted: (when) => `ушёл по голосованию ${when}`,
      jailed: (when) => `посажен ${when}`,
      removed: (when) => `удалён ${when}`,
    },
    departed: (who, how) => `${who} покидает игру: ${how}.`,
    foul: (seat, ordinal, reason) => `Фол ${seat} (${ordinal}).${reason}`,
    unfoul: (seat, count) => `С ${seat} снят фол (осталось: ${count}).`,
    warning: (seat, reason) => `Предупреждение ${seat}.${reason}`,
    disqualified: (seat, reason) => `Дисквалификация ${seat}.${reason}`,
    teamLoss: (who, reason) => `Поражение команде: ${who}.${reason}`,
    voteCancelled: (day) => `Голосование дня ${day} отменено.`,
    bestMove: (seat, named) => `Лучший ход ${seat}: ${named}.`,
    paused: (time) => `Пауза в ${time}.`,
    resumed: (time) => `Игра продолжена в ${time}.`,
    skippedEarly: (what) => `Судья завершил досрочно: ${what}.`,
    skipped: {
      night: (n) => `ночь ${n}`,
      floors: {
        regular: (seat) => `речь ${seat}`,
        silenced: (seat) => `минута без слова ${seat}`,
        short: (seat) => `речь ${seat}`,
        tie: (seat) => `оправдательная речь ${seat}`,
        lastWord: (seat) => `последнее слово ${seat}`,
      },
      stages: {
        voting: 'окно голосования',
        eliminateAll: 'голосование за подъём всех',
        forumVoting: 'голосование дня',
        duel: 'раунд дуэли',
      },
      current: 'текущий этап',
    },
    phaseLength: (phase, seconds, f) =>
      `Длина ${phase === 'day' ? 'дня' : 'ночи'} — ${f.duration(seconds)}, начиная со ${phase === 'day' ? 'следующего дня' : 'следующей ночи'}.`,
    extended: (seconds, f) => `Время продлено на ${f.duration(seconds, 'accusative')}.`,
    shortened: (seconds, f) => `Время сокращено на ${f.duration(seconds, 'accusative')}.`,
    flag: (kind, who, confirmed) =>
      `${{ outOfTurn: 'Разговор вне очереди', disconnect: 'Уход из-за стола', leak: 'Сообщение в игровом канале' }[kind]}: ${who} — ${confirmed ? 'подтверждено судьёй' : 'отклонено судьёй'}.`,
    skip: (who, night, count, sanction) =>
      `${who} пропустил ход ночи ${night} (всего пропусков: ${count}): ${
        {
          reminder: 'напоминание',
          warning: 'предупреждение, судья уведомлён',
          removed: 'исключён за неактивность',
        }[sanction]
      }.`,
    replaced: (seat, from, to, day) => `${seat}: ${from} заменён на ${to} (день ${day}).`,
    undone: (action) => `Отменено судьёй: ${action}`,
    correction: (c, f) => `Поправка судьи: ${correctionLine(c, f)}`,
  },

  /** Настройки так, как их называет `/мафия настройки` (и выбор в `сбросить`). */
  settings: {
    names: {
      language: 'Язык',
      judgeRoleId: 'Роль судьи',
      speechSecondsStylized: 'Речь (стилизованная)',
      speechSecondsClassic: 'Речь (классическая)',
      nightSeconds: 'Ночь',
      floorControl: 'Микрофоны',
      defaultPreset: 'Игра по умолчанию',
      geo74: 'Правило 7.4',
      geo76: 'Правило 7.6',
    },
    languages: { ru: 'русский', en: 'английский', auto: 'по языку участника в Дискорде' },
    notSet: 'не задана',
    byDefault: (length) => `по умолчанию (${length})`,
    backToDefault: 'снова по умолчанию',
    muteCapacity: (tokens, edits) =>
      `Управление микрофонами: ${tokens === 1 ? 'только бот' : `ботов: ${tokens} (бот и помощники: ${tokens - 1})`}, около ${edits} переключений микрофонов за 10 с`,
    hint: (f) =>
      `Изменить: ${f.command('mafia settings')} ${f.code('<настройка>:<значение>')}; вернуть значение по умолчанию: ${f.command('mafia settings')} ${f.code('сбросить:<настройка>')}.`,
    saved: '**Настройки сохранены**',
    nothingSaved: 'Ничего не изменено: не указано ни одной настройки.',
    shown: '**Настройки сервера**',
  },

  status: {
    lobby: (players) => `набор игроков (записалось: ${players})`,
    nightZero: 'ночь 0 (знакомство)',
    night: (n) => `ночь ${n}`,
    day: (n) => `день ${n}`,
    ended: 'игра окончена',
    paused: 'пауза',
    alive: (count, seats) => `В игре (${count}): ${seats}`,
    out: (count, seats) => `Выбыли (${count}): ${seats}`,
    fouls: (list) => `Фолы: ${list}`,
    foulsOf: (seat, count) => `${seat} — ${count}`,
    noFouls: 'Фолов нет',
    pausedLine: 'Игра на паузе: время остановлено.',
    endsAt: (when) => `Этап закончится ${when}`,
  },
  lines: LINES,
  notices: NOTICES,
  picture: PICTURE,
  table: TABLE,
};
