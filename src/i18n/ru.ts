import type {
  NightAction,
  Preset,
  Role,
  Team,
  DepartureReason,
  GameResult,
  RoomPermission,
  TimelineEntry,
} from '../engine/index.ts';
import type { AllParams, Catalog, Formatters } from './types.ts';
import { LENGTH_SETTINGS, type BotPermission, type SettingName } from './adapter-messages.ts';

/**
 * The Russian catalogue: the official language of the game (rules §2.4 of the source). The
 * wording follows the club idiom of FIIM sports mafia: «Город засыпает», «Выставлены», «фол»,
 * «последнее слово», «лучший ход», «подъём всех».
 */

type Forms = readonly [one: string, few: string, many: string];

const FOULS: Forms = ['фол', 'фола', 'фолов'];
const VOTES: Forms = ['голос', 'голоса', 'голосов'];
const PLAYERS: Forms = ['игрок', 'игрока', 'игроков'];
const PLAYERS_GEN: Forms = ['игрока', 'игроков', 'игроков'];

function count(f: Formatters, n: number, forms: Forms): string {
  return `${n} ${f.plural(n, forms)}`;
}

/** A length of time; `accusative` for «на 30 секунд», «через 1 минуту». */
function duration(f: Formatters, seconds: number, accusative = false): string {
  const s = Math.abs(seconds);
  if (s >= 86_400 && s % 86_400 === 0) return count(f, s / 86_400, ['день', 'дня', 'дней']);
  if (s >= 3_600 && s % 3_600 === 0) return count(f, s / 3_600, ['час', 'часа', 'часов']);
  if (s >= 60 && s % 60 === 0)
    return count(
      f,
      s / 60,
      accusative ? ['минуту', 'минуты', 'минут'] : ['минута', 'минуты', 'минут'],
    );
  return count(
    f,
    s,
    accusative ? ['секунду', 'секунды', 'секунд'] : ['секунда', 'секунды', 'секунд'],
  );
}

function code(value: string): string {
  return `\`${value.replace(/`/g, "'")}\``;
}

/** The judge's reason (a violation name and/or free text); "—" is the adapter's "none". */
function withReason(reason: string | undefined): string {
  const text = reason?.trim().replace(/[.!?…]+$/, '');
  return text && text !== '—' ? ` Причина: ${text}.` : '';
}

const ROLES: Catalog['roles'] = {
  FATHER: {
    name: 'Отец',
    description:
      'Глава семьи Гамбино, чёрный. Каждую ночь стреляет вместе с Главой банды: убийство состоится, только если все живые лидеры назовут одного и того же игрока. Кроме того, каждую ночь проверяет одного живого игрока (не себя) и к утру узнаёт, Детектив он или нет.',
  },
  MAFIOSO: {
    name: 'Мафиози',
    description:
      'Чёрный игрок, член мафии. Своей проверки нет: ночью мафия стреляет, днём ваша задача — не выдать себя и вывести из игры красных.',
  },
  GANG_HEAD: {
    name: 'Глава банды',
    description:
      'Глава банды К&А, чёрный. Каждую ночь стреляет вместе с Отцом: убийство состоится, только если все живые лидеры назовут одного и того же игрока. Своей проверки нет.',
  },
  BANDIT: {
    name: 'Бандит',
    description:
      'Член банды К&А, чёрный. Пока в игре есть Отец или Глава банды, стреляют они. Когда обоих лидеров нет, стреляют все живые чёрные, и убийство состоится, только если все назовут одного игрока.',
  },
  DETECTIVE: {
    name: 'Детектив',
    description:
      'Красный. Каждую ночь проверяет одного живого игрока (не себя) и к утру узнаёт, красный он или чёрный. Роль и команду проверка не показывает.',
  },
  LAWYER: {
    name: 'Юрист',
    description:
      'Красный. Каждую ночь защищает одного живого игрока: если в него стреляли, он выживет. Себя — не больше одного раза за игру; одного и того же игрока — не две ночи подряд. Спасение объявляют так же, как промах.',
  },
  JOURNALIST: {
    name: 'Журналист',
    description:
      'Красный. Каждую ночь выбирает двух разных живых игроков (не себя) и к утру узнаёт, из одной ли они команды. Семья Гамбино и банда К&А — разные команды.',
  },
  FBI_AGENT: {
    name: 'Агент ФБР',
    description:
      'Красный. Каждую ночь выбирает одного живого игрока (не себя): весь следующий день он не голосует, и утром об этом объявят. Одного и того же игрока — не две ночи подряд.',
  },
  BUSINESSMAN: {
    name: 'Бизнесмен',
    description:
      'Красный, мирный житель Нью-Йорка. Ночных ходов нет: ищите чёрных днём — в речах, выставлениях и голосовании.',
  },
  DON: {
    name: 'Дон',
    description:
      'Глава мафии, чёрный. Каждую ночь стреляет вместе с мафиози: убийство состоится, только если все живые чёрные назовут одного и того же игрока. Кроме того, каждую ночь проверяет одного живого игрока (не себя) и к утру узнаёт, Шериф он или нет.',
  },
  SHERIFF: {
    name: 'Шериф',
    description:
      'Красный. Каждую ночь проверяет одного живого игрока (не себя) и к утру узнаёт, красный он или чёрный.',
  },
  CIVILIAN: {
    name: 'Мирный житель',
    description: 'Красный. Ночных ходов нет: ищите мафию днём — в речах и голосовании.',
  },
  DOCTOR: {
    name: 'Доктор',
    description:
      'Мирный. Каждую ночь лечит одного живого игрока: если мафия выбрала его, он выживет. Себя — не больше одного раза за игру; одного и того же игрока — не две ночи подряд.',
  },
};

/** Bot permissions as the Russian Discord client names them in the server settings. */
const PERMISSIONS: Record<BotPermission, string> = {
  ViewChannel: 'Просматривать каналы',
  SendMessages: 'Отправлять сообщения',
  EmbedLinks: 'Встраивать ссылки',
  AttachFiles: 'Прикреплять файлы',
  ReadMessageHistory: 'Читать историю сообщений',
  ManageChannels: 'Управлять каналами',
  ManageRoles: 'Управлять ролями',
  MuteMembers: 'Отключать участникам микрофон',
};

/** The server permissions that open the teams' rooms, as Discord's settings name them. */
function roomPermissions(permissions: readonly RoomPermission[]): string {
  const names: Record<RoomPermission, string> = {
    Administrator: 'Администратор',
    ManageThreads: 'Управлять ветками',
    ManageChannels: 'Управлять каналами',
  };
  return permissions.map((name) => names[name]).join(', ');
}

const TEAMS: Catalog['teams'] = {
  RED: 'красные',
  GAMBINO: 'семья Гамбино',
  KA: 'банда К&А',
  MAFIA: 'мафия',
};

const PRESETS: Catalog['presets'] = {
  stylized: 'Стилизованная мафия (Нью-Йорк)',
  classic: 'Классическая спортивная мафия',
  forum: 'Форумная мафия',
};

const VIOLATIONS: Catalog['violations'] = {
  1: 'Клятва или пари, чтобы доказать роль или повлиять на игру',
  2: 'Шантаж, угрозы или подкуп',
  3: 'Детектив/Шериф доказывает роль ночной информацией',
  4: 'Сознательное подглядывание, неигровые источники информации',
  5: 'Подсказки из зрительного зала',
  6: 'Оскорбления или мат',
  7: 'Ночные подсказки знаками Отцу/Дону или Детективу/Шерифу',
  8: 'Непроизвольное подглядывание ночью',
  9: 'Ночные прикосновения',
  10: 'Ночные разговоры, выкрики, нарушение ночного поведения',
  11: 'Покидание игрового стола',
  12: 'Неигровые апелляции («честное слово, я красный»)',
  13: 'Стуки по столу, неэтичное поведение, спор с судьёй',
  14: 'Дневные прикосновения, излишняя жестикуляция',
  15: 'Речь не в свою минуту (в том числе междометия и шёпот)',
  16: 'Отдёргивание руки при голосовании',
  17: 'Жестикуляция и призывы во время голосования',
  18: 'Слёзы за игровым столом',
  19: 'Нарушение порядка голосования',
  20: 'Нарушение формы голосования',
  21: 'Жесты в последнюю минуту убитого до лучшего хода',
  22: 'Просьба назвать или не назвать кого-то в лучший ход',
  23: 'Апелляция к лучшему ходу, чтобы доказать роль',
  24: 'Вопрос судье о выставленных кандидатурах (правило 7.4)',
};

const ACTION_NOUN: Record<NightAction, string> = {
  shot: 'выстрел',
  leaderCheck: 'проверка',
  check: 'проверка',
  protect: 'защита',
  compare: 'сравнение',
  block: 'блокировка голоса',
};

const ACTION_PLACEHOLDER: Record<NightAction, string> = {
  shot: 'В кого стреляем?',
  leaderCheck: 'Кого проверить?',
  check: 'Кого проверить?',
  protect: 'Кого защитить?',
  compare: 'Кого сравнить? Выберите двоих',
  block: 'Кого лишить голоса на завтра?',
};

function actionWithTargets(f: Formatters, action: NightAction, targets: number[]): string {
  switch (action) {
    case 'shot':
      return `выстрел в ${f.seats(targets)}`;
    case 'protect':
      return `защита ${f.seats(targets)}`;
    case 'block':
      return `блокировка голоса ${f.seats(targets)}`;
    case 'compare':
      return `сравнение ${f.seats(targets)}`;
    default:
      return `проверка ${f.seats(targets)}`;
  }
}

function teamLabel(team: Team, preset: Preset): string {
  if (preset === 'forum') return team === 'RED' ? 'мирные жители' : 'мафия';
  if (team === 'RED') return 'красные';
  if (team === 'MAFIA') return 'чёрные (мафия)';
  return `${TEAMS[team]} (чёрные)`;
}

/** A player's side in the report's role list: «красный», «семья Гамбино», «мафия». */
function reportTeam(team: Team, preset: Preset): string {
  if (preset === 'forum') return team === 'RED' ? 'мирный' : 'мафия';
  if (team === 'RED') return 'красный';
  if (team === 'MAFIA') return 'чёрный';
  return TEAMS[team];
}

const LEADER_ROLE: Record<Team, Role | undefined> = {
  RED: undefined,
  GAMBINO: 'FATHER',
  KA: 'GANG_HEAD',
  MAFIA: 'DON',
};

/** What the role does in this preset (the catalogue's description, sharpened per preset). */
function cardDescription(role: Role, preset: Preset): string {
  if (role === 'MAFIOSO' && preset === 'stylized')
    return 'Член семьи Гамбино, чёрный. Пока в игре есть Отец или Глава банды, стреляют они. Когда обоих лидеров нет, стреляют все живые чёрные, и убийство состоится, только если все назовут одного игрока.';
  if (role === 'MAFIOSO' && preset === 'classic')
    return 'Чёрный. Каждую ночь стреляете вместе с Доном и другими мафиози: убийство состоится, только если все живые чёрные назовут одного и того же игрока. Стрелять можно в любого живого игрока.';
  if (role === 'MAFIOSO' && preset === 'forum')
    return 'Каждую ночь мафия выбирает жертву в своём закрытом канале: каждый мафиози называет цель, убит будет тот, кого назвало больше всего мафиози (при равенстве — жребий). Если никто не выбрал — убийства нет.';
  if (role === 'CIVILIAN' && preset === 'forum')
    return 'Мирный житель. Ночных ходов нет: ищите мафию днём — в обсуждении и голосовании.';
  if (role === 'DETECTIVE' && preset === 'forum')
    return 'Мирный. Каждую ночь проверяет одного живого игрока (не себя) и к утру узнаёт, мафия он или нет.';
  if (role === 'JOURNALIST' && preset === 'forum')
    return 'Мирный. Каждую ночь выбирает двух разных живых игроков (не себя) и к утру узнаёт, на одной ли они стороне.';
  if (role === 'FBI_AGENT' && preset === 'forum')
    return 'Мирный. Каждую ночь выбирает одного живого игрока (не себя): весь следующий день он не голосует, и утром об этом объявят. Одного и того же игрока — не две ночи подряд.';
  return ROLES[role].description;
}

function winLine(team: Team, preset: Preset): string {
  if (preset === 'forum')
    return team === 'RED'
      ? 'Мирные побеждают, когда в игре не останется мафии.'
      : 'Мафия побеждает, когда в игре не останется мирных.';
  if (team === 'RED') return 'Красные побеждают, когда за столом не останется ни одного чёрного.';
  const both = preset === 'stylized' ? ' Семья Гамбино и банда К&А побеждают вместе.' : '';
  return `Чёрные побеждают, когда их за столом не меньше, чем красных.${both}`;
}

function roleCard(p: AllParams['role.card'], f: Formatters): string {
  const lines = [
    `**Ваша роль: ${f.role(p.role)}**`,
    `${p.preset === 'forum' ? 'Сторона' : 'Команда'}: ${teamLabel(p.team, p.preset)}. Ваше место: ${f.seat(p.seat)}.`,
    cardDescription(p.role, p.preset),
  ];
  if (p.team !== 'RED') {
    lines.push(
      p.teammates.length > 0
        ? `Ваши напарники: ${f.seats(p.teammates)}.`
        : 'Других игроков в вашей команде нет.',
    );
    const leaderRole = LEADER_ROLE[p.team];
    if (p.leader !== undefined && leaderRole) {
      lines.push(
        p.leader === p.seat
          ? `Глава команды (${f.role(leaderRole)}) — вы.`
          : `Глава команды (${f.role(leaderRole)}): ${f.seat(p.leader)}.`,
      );
    }
  }
  if (p.preset !== 'forum')
    lines.push('Нулевая ночь — только знакомство: без выстрелов и проверок.');
  lines.push(winLine(p.team, p.preset));
  lines.push('_Никому не показывайте и не пересылайте это сообщение._');
  return lines.join('\n');
}

function winnerLine(result: GameResult, f: Formatters): string {
  switch (result.winner) {
    case 'red':
      return 'Победа мирных жителей (красных)!';
    case 'black': {
      const stylized = result.teams.some((team) => team === 'GAMBINO' || team === 'KA');
      if (stylized) return `Победа чёрных: ${f.list(result.teams.map((team) => TEAMS[team]))}!`;
      return 'Победа мафии!';
    }
    case 'draw':
      return 'Ничья.';
    case 'aborted':
      return result.reason === 'cancelled'
        ? 'Игра не состоялась: набор отменён.'
        : 'Игра прервана судьёй.';
  }
}

function reasonLine(result: GameResult, f: Formatters): string {
  switch (result.reason) {
    case 'allBlacksOut':
      return 'Все чёрные игроки покинули игру.';
    case 'parity':
      return 'Чёрных за столом не меньше, чем красных.';
    case 'quietCycles':
      return 'Три круга подряд никто не покидал игру.';
    case 'fourMisses':
      return 'Три ночи подряд при четырёх игроках за столом чёрные промахнулись (правило 7.6).';
    case 'teamLoss':
      return result.penaltySeat !== undefined
        ? `Команде игрока ${f.seat(result.penaltySeat)} присуждено поражение.`
        : 'Команде нарушителя присуждено поражение.';
    case 'allTownOut':
      return 'В игре не осталось мирных жителей.';
    case 'aborted':
    case 'cancelled':
      return '';
  }
}

function gameOver(result: GameResult, f: Formatters): string {
  const reason = reasonLine(result, f);
  return `**Игра окончена.** ${winnerLine(result, f)}${reason ? ` ${reason}` : ''}`;
}

function ordinal(n: number): string {
  return `${n}-й`;
}

function departureWords(
  reason: DepartureReason,
  day: number,
  phase: string,
  preset: Preset,
): string {
  const when = phase === 'day' ? `в день ${day}` : `ночью ${day}`;
  switch (reason) {
    case 'killed':
      return `убит ${when}`;
    case 'voted':
      return preset === 'forum' ? `посажен ${when}` : `ушёл по голосованию ${when}`;
    case 'removed':
      return `удалён ${when}`;
  }
}

function skippedWhat(what: string, f: Formatters): string {
  const night = /^night-(\d+)$/.exec(what);
  if (night) return `ночь ${night[1]}`;
  const [stage, floor, seat] = what.split(':');
  if (floor && seat) {
    const who = f.seat(Number(seat));
    const kinds: Record<string, string> = {
      regular: `речь ${who}`,
      silenced: `минута без слова ${who}`,
      short: `речь ${who}`,
      tie: `оправдательная речь ${who}`,
      lastWord: `последнее слово ${who}`,
    };
    return kinds[floor] ?? `речь ${who}`;
  }
  const stages: Record<string, string> = {
    voting: 'окно голосования',
    eliminateAll: 'голосование за подъём всех',
    forumVoting: 'голосование дня',
    duel: 'раунд дуэли',
  };
  return stages[stage ?? ''] ?? 'текущий этап';
}

type ReportParams = AllParams['game.report'];
type ReportSeat = ReportParams['seats'][number];

function nightActionResult(
  action: NightAction,
  targets: number[],
  seats: Map<number, ReportSeat>,
  preset: Preset,
): string {
  const side = (seat: number) => (seats.get(seat)?.team === 'RED' ? 'red' : 'black');
  const first = targets[0] ?? 0;
  switch (action) {
    case 'check':
      if (preset === 'forum') return side(first) === 'red' ? 'не мафия' : 'мафия';
      return side(first) === 'red' ? 'красный' : 'чёрный';
    case 'leaderCheck': {
      const wanted: Role = preset === 'classic' ? 'SHERIFF' : 'DETECTIVE';
      const role = ROLES[wanted].name;
      return seats.get(first)?.role === wanted ? role : `не ${role}`;
    }
    case 'compare': {
      const a = seats.get(targets[0] ?? 0);
      const b = seats.get(targets[1] ?? 0);
      if (preset === 'forum')
        return side(a?.seat ?? 0) === side(b?.seat ?? 0) ? 'одна сторона' : 'разные стороны';
      return a?.team === b?.team ? 'одна команда' : 'разные команды';
    }
    default:
      return '';
  }
}

function reportEntry(
  entry: TimelineEntry,
  p: ReportParams,
  seats: Map<number, ReportSeat>,
  f: Formatters,
): string[] {
  const who = (seat: number) => {
    const role = seats.get(seat)?.role;
    return role ? `${f.seat(seat)} (${f.role(role)})` : f.seat(seat);
  };
  switch (entry.kind) {
    case 'dealt':
      return [`Роли розданы в ${f.time(entry.at)}.`];
    case 'night': {
      const lines: string[] = [];
      if (entry.outcome === 'kill' && entry.victim !== undefined)
        lines.push(`Выстрел в ${f.seat(entry.victim)} — убит.`);
      else if (entry.outcome === 'save' && entry.shot !== undefined)
        lines.push(`Выстрел в ${f.seat(entry.shot)} — спасён защитой.`);
      else if (entry.outcome === 'none') lines.push('Выстрела не было.');
      else lines.push('Промах.');
      for (const action of entry.actions) {
        const result = nightActionResult(action.action, action.targets, seats, p.preset);
        lines.push(
          `• ${who(action.seat)}: ${actionWithTargets(f, action.action, action.targets)}${result ? ` → ${result}` : ''}`,
        );
      }
      return lines;
    }
    case 'nomination':
      return [`${f.seat(entry.by)} выставил ${f.seat(entry.target)}.`];
    case 'vote': {
      const title = entry.round === 1 ? 'Голосование' : 'Переголосование';
      if (entry.votes.length === 0) {
        const only = entry.out[0];
        return only !== undefined
          ? [`Единственная кандидатура — ${f.seat(only)}: покидает игру без голосования.`]
          : [`${title}: голосов нет.`];
      }
      const candidates: number[] = [];
      for (const vote of entry.votes)
        if (!candidates.includes(vote.candidate)) candidates.push(vote.candidate);
      const parts = candidates.map((candidate) => {
        const own = entry.votes.filter((v) => v.candidate === candidate && !v.auto);
        const auto = entry.votes.filter((v) => v.candidate === candidate && v.auto);
        const total = own.length + auto.length;
        const voters = [
          ...(own.length > 0 ? [f.seats(own.map((v) => v.voter))] : []),
          ...(auto.length > 0 ? [`не проголосовали: ${f.seats(auto.map((v) => v.voter))}`] : []),
        ].join('; ');
        return `${f.seat(candidate)} — ${count(f, total, VOTES)} (${voters})`;
      });
      const outcome =
        entry.out.length > 0 ? `Уходит ${f.seats(entry.out)}.` : 'Голоса разделились поровну.';
      return [`${title}: ${parts.join('; ')}. ${outcome}`];
    }
    case 'eliminateAll':
      return [
        `Подъём всех (${f.seats(entry.candidates)}): «за» — ${entry.yes.length > 0 ? f.seats(entry.yes) : 'никто'}. ${entry.passed ? 'Принято: все покидают игру.' : 'Не принято.'}`,
      ];
    case 'forumVote': {
      const byTarget = new Map<number, number[]>();
      for (const [voter, target] of Object.entries(entry.votes))
        byTarget.set(target, [...(byTarget.get(target) ?? []), Number(voter)]);
      const parts = [...byTarget.entries()]
        .sort((a, b) => b[1].length - a[1].length || a[0] - b[0])
        .map(([target, voters]) => `${f.seat(target)} ← ${f.seats(voters.sort((a, b) => a - b))}`);
      const outcome =
        entry.out.length > 0
          ? `Посажен ${f.seats(entry.out)}.`
          : entry.tie.length > 0
            ? `Поровну: ${f.seats(entry.tie)} — дуэль.`
            : 'Никто не покидает игру.';
      return [
        `Голосование дня ${entry.day}: ${parts.length > 0 ? parts.join('; ') : 'голосов нет'}. ${outcome}`,
      ];
    }
    case 'duelRound': {
      const moves = Object.entries(entry.moves).map(([seat, move]) =>
        move.cover > 0 && move.target > 0 && move.position > 0
          ? `${f.seat(Number(seat))}: укрытие ${move.cover}, выстрел в ${f.seat(move.target)} на позицию ${move.position}`
          : `${f.seat(Number(seat))}: ход не сделан`,
      );
      const hits = Object.entries(entry.hits).map(([seat, n]) => `${f.seat(Number(seat))} — ${n}`);
      return [
        `Дуэль, раунд ${entry.round}: ${moves.length > 0 ? moves.join('; ') : 'ходов нет'}. Попадания: ${hits.join(', ')}.`,
      ];
    }
    case 'departure':
      return [
        `${who(entry.seat)} покидает игру: ${departureWords(entry.reason, entry.day, entry.phase, p.preset)}.`,
      ];
    case 'foul':
      return [`Фол ${f.seat(entry.seat)} (${ordinal(entry.count)}).${withReason(entry.reason)}`];
    case 'unfoul':
      return [`С ${f.seat(entry.seat)} снят фол (осталось: ${entry.count}).`];
    case 'warning':
      return [`Предупреждение ${f.seat(entry.seat)}.${withReason(entry.reason)}`];
    case 'disqualified':
      return [`Дисквалификация ${f.seat(entry.seat)}.${withReason(entry.reason)}`];
    case 'teamLoss':
      return [`Поражение команде: ${who(entry.seat)}.${withReason(entry.reason)}`];
    case 'voteCancelled':
      return [`Голосование дня ${entry.day} отменено.`];
    case 'bestMove':
      return [`Лучший ход ${f.seat(entry.seat)}: ${f.seats(entry.named)}.`];
    case 'paused':
      return [`Пауза в ${f.time(entry.at)}.`];
    case 'resumed':
      return [`Игра продолжена в ${f.time(entry.at)}.`];
    case 'skipped':
      return [`Судья завершил досрочно: ${skippedWhat(entry.what, f)}.`];
    case 'phaseLength':
      return [
        `Длина ${entry.phase === 'day' ? 'дня' : 'ночи'} — ${duration(f, entry.hours * 3600)}, начиная со ${entry.phase === 'day' ? 'следующего дня' : 'следующей ночи'}.`,
      ];
    case 'extended':
      return [
        entry.seconds >= 0
          ? `Время продлено на ${duration(f, entry.seconds, true)}.`
          : `Время сокращено на ${duration(f, entry.seconds, true)}.`,
      ];
    case 'flag':
      return [
        `${{ outOfTurn: 'Разговор вне очереди', disconnect: 'Уход из-за стола', leak: 'Сообщение в игровом канале' }[entry.flag.kind]}: ${who(entry.flag.seat)} — ${entry.resolution === 'confirmed' ? 'подтверждено судьёй' : 'отклонено судьёй'}.`,
      ];
    case 'skip':
      return [
        `${who(entry.seat)} пропустил ход ночи ${entry.night} (всего пропусков: ${entry.count}): ${
          {
            reminder: 'напоминание',
            warning: 'предупреждение, судья уведомлён',
            removed: 'исключён за неактивность',
          }[entry.sanction]
        }.`,
      ];
    case 'replaced':
      return [
        `${f.seat(entry.seat)}: ${f.user(entry.from)} заменён на ${f.user(entry.to)} (день ${entry.day}).`,
      ];
    case 'ended':
      return [];
  }
}

/**
 * The timeline's section for an entry. Night n is logged when it ends, so what follows it is
 * Day n+1; the judge's entries carry only a day number (a night counts as the day before it),
 * so they open "День d" unless the timeline is already in night d.
 */
function sectionOf(entry: TimelineEntry, current: string | undefined): string | undefined {
  switch (entry.kind) {
    case 'night':
      return `Ночь ${entry.night}`;
    case 'departure':
      return entry.phase === 'day' ? `День ${entry.day}` : `Ночь ${entry.day}`;
    case 'nomination':
    case 'vote':
    case 'eliminateAll':
    case 'forumVote':
    case 'duelRound':
    case 'voteCancelled':
      return `День ${entry.day}`;
    case 'bestMove':
      return `День 2`;
    case 'foul':
    case 'unfoul':
    case 'warning':
    case 'disqualified':
    case 'teamLoss':
    case 'skipped':
    case 'phaseLength':
    case 'extended':
      if (current === `Ночь ${entry.day}`) return current;
      return entry.day === 0 ? `Ночь 0` : `День ${entry.day}`;
    default:
      return undefined;
  }
}

function report(p: ReportParams, f: Formatters): string {
  const seats = new Map(p.seats.map((seat) => [seat.seat, seat]));
  const lines: string[] = [`**Итоги игры** — ${f.preset(p.preset)}`, gameOver(p.result, f), ''];

  lines.push('**Роли**');
  for (const seat of p.seats) {
    const parts = [
      `${f.seat(seat.seat)} ${f.user(seat.userId)} — **${f.role(seat.role)}**, ${reportTeam(seat.team, p.preset)}`,
      seat.out
        ? departureWords(seat.out.reason, seat.out.day, seat.out.phase, p.preset)
        : 'до конца игры',
    ];
    if (seat.fouls > 0) parts.push(count(f, seat.fouls, FOULS));
    lines.push(parts.join(' · '));
  }

  if (p.bestMove) {
    lines.push('', '**Лучший ход**');
    lines.push(
      `${f.seat(p.bestMove.seat)} назвал ${f.seats(p.bestMove.named)} — угадано чёрных: ${p.bestMove.hits} из ${p.bestMove.named.length}.`,
    );
  }

  const timeline: string[] = [];
  let section: string | undefined;
  for (const entry of p.timeline) {
    const rendered = reportEntry(entry, p, seats, f);
    if (rendered.length === 0) continue;
    const next = sectionOf(entry, section);
    if (next && next !== section) {
      section = next;
      timeline.push(`__${next}__`);
    }
    timeline.push(...rendered);
  }
  if (timeline.length > 0) lines.push('', '**Ход игры**', ...timeline);

  lines.push('', '**Проверка раздачи**');
  lines.push(`Хеш раздачи (опубликован до начала): ${code(p.deal.commitment)}`);
  lines.push(`Сид сервера: ${code(p.deal.serverSeed)}`);
  if (p.deal.finalSeed) lines.push(`Итоговый сид: ${code(p.deal.finalSeed)}`);
  lines.push(`Хеш настроек: ${code(p.deal.configHash)}`);
  lines.push(
    'Проверить раздачу может любой: сохраните приложенную запись раздачи и выполните `npm run verify-deal -- <файл>`.',
  );
  return lines.join('\n');
}

/** Настройки так, как их называет `/мафия настройки` (и выбор в `сбросить`). */
const SETTINGS: Record<SettingName, string> = {
  language: 'Язык',
  judgeRoleId: 'Роль судьи',
  speechSecondsStylized: 'Речь (стилизованная)',
  speechSecondsClassic: 'Речь (классическая)',
  nightSeconds: 'Ночь',
  floorControl: 'Микрофоны',
  defaultPreset: 'Игра по умолчанию',
};

function floorLabel(floor: 'mute' | 'detect'): string {
  return floor === 'mute'
    ? 'днём говорит только тот, у кого слово'
    : 'не отключаются, судья следит за речью вне очереди';
}

function settingsLines(
  p: Omit<AllParams['ui.settingsSaved'], 'language'> & { language?: 'ru' | 'en' | 'auto' },
  f: Formatters,
  all: boolean,
): string[] {
  const lines: string[] = [];
  const language = { ru: 'русский', en: 'английский', auto: 'по языку участника в Дискорде' };
  if (p.language !== undefined) lines.push(`${SETTINGS.language}: ${language[p.language]}`);
  if (p.judgeRoleId !== undefined) lines.push(`${SETTINGS.judgeRoleId}: <@&${p.judgeRoleId}>`);
  else if (all) lines.push(`${SETTINGS.judgeRoleId}: не задана`);
  for (const [name, byDefault] of LENGTH_SETTINGS) {
    const value = p[name];
    if (value !== undefined) lines.push(`${SETTINGS[name]}: ${duration(f, value)}`);
    else if (all) lines.push(`${SETTINGS[name]}: по умолчанию (${duration(f, byDefault)})`);
  }
  if (p.floorControl !== undefined)
    lines.push(`${SETTINGS.floorControl}: ${floorLabel(p.floorControl)}`);
  if (p.defaultPreset !== undefined)
    lines.push(`${SETTINGS.defaultPreset}: ${f.preset(p.defaultPreset)}`);
  if (p.reset !== undefined) lines.push(`${SETTINGS[p.reset]}: снова по умолчанию`);
  if (all)
    lines.push(
      'Изменить: `/мафия настройки <настройка>:<значение>`; вернуть значение по умолчанию: `/мафия настройки сбросить:<настройка>`.',
    );
  return lines;
}

function speechTitle(p: AllParams['speech.title'], f: Formatters): string {
  // A screen title is an embed title, where Discord shows a mention as raw "<@id>": seat only.
  const who = f.seat(p.seat);
  switch (p.kind) {
    case 'regular':
      return `Слово игроку ${who}`;
    case 'silenced':
      return `Игрок ${who} без слова (3 фола): можно только выставить кандидатуру`;
    case 'short':
      return `Слово игроку ${who}: 30 секунд (3 фола)`;
    case 'tie':
      return `Оправдательная речь: игрок ${who}`;
    case 'lastWord':
      return `Последнее слово: игрок ${who}`;
  }
}

function statusSummary(p: AllParams['status.summary'], f: Formatters): string {
  const phase = {
    lobby: `набор игроков (записалось: ${p.players})`,
    night: p.day === 0 ? 'ночь 0 (знакомство)' : `ночь ${p.day}`,
    day: `день ${p.day}`,
    ended: 'игра окончена',
  }[p.phase];
  const lines = [`**${f.preset(p.preset)}** — ${phase}${p.paused ? ' · ⏸ пауза' : ''}`];
  if (p.phase !== 'lobby') {
    lines.push(
      `В игре (${p.alive.length}): ${p.alive.length > 0 ? p.alive.map(f.seat).join(', ') : '—'}`,
    );
    if (p.out.length > 0) lines.push(`Выбыли (${p.out.length}): ${p.out.map(f.seat).join(', ')}`);
    lines.push(
      p.fouls.length > 0
        ? `Фолы: ${p.fouls.map((entry) => `${f.seat(entry.seat)} — ${entry.count}`).join(', ')}`
        : 'Фолов нет',
    );
  }
  if (p.paused) lines.push('Игра на паузе: время остановлено.');
  else if (p.endsAt !== undefined && p.phase !== 'ended')
    lines.push(`Этап закончится ${f.relative(p.endsAt)}`);
  return lines.join('\n');
}

export const ru: Catalog = {
  and: 'и',
  roles: ROLES,
  teams: TEAMS,
  presets: PRESETS,
  violations: VIOLATIONS,
  texts: {
    // ── lobby ───────────────────────────────────────────────────────────────────────────
    'lobby.title': ({ preset }, f) => `${f.preset(preset)}: набор игроков`,
    'lobby.details': ({ judgeId, voiceChannelId, count: n, min, max }, f) =>
      `${voiceChannelId ? `Голосовой канал: <#${voiceChannelId}>\n` : ''}Судья: ${f.user(judgeId)}\nЗаписалось: ${n}. ${
        min === max
          ? `Нужно ровно ${count(f, min, PLAYERS)}.`
          : `Нужно от ${min} до ${max} ${f.plural(max, PLAYERS_GEN)}.`
      }`,
    'lobby.players': ({ userIds }, f) =>
      userIds.length > 0
        ? `Игроки: ${userIds.map((id) => f.user(id)).join(', ')}`
        : 'Пока никто не записался.',
    'lobby.roomAccess': ({ entries }, f) =>
      `**Ведущему:** ${f.list(entries.map((entry) => `${f.user(entry.userId)} (${roomPermissions(entry.permissions)})`))} по своим правам на сервере смогут читать закрытые комнаты команд (ночные встречи, канал мафии), что бы ни настроил бот. До раздачи снимите это право на время игры или пусть они судят или смотрят, а не играют.`,
    'lobby.rules': ({ preset, geo74, geo76, floorControl }) =>
      preset === 'forum'
        ? 'Текстовая игра, без голоса. Голоса и ночные ходы — кнопками и меню; у каждого срока виден обратный отсчёт.'
        : [
            `Правило 7.4 (список выставленных — только перед голосованием): ${geo74 ? 'включено' : 'выключено'}.`,
            `Правило 7.6 (четверо за столом: без повторного переголосования пары, три промаха подряд — победа красных): ${geo76 ? 'включено' : 'выключено'}.`,
            `Микрофоны: ${floorLabel(floorControl)}.`,
          ].join('\n'),
    'lobby.commitment': ({ commitment }) =>
      `Хеш раздачи (сид раскроется в конце игры): ${code(commitment)}`,
    'lobby.cancelled': () => 'Набор отменён судьёй. Игра не состоится.',
    'control.join': () => 'Записаться',
    'control.leave': () => 'Выйти из списка',
    'control.deal': () => 'Раздать роли',
    'control.cancel': () => 'Отменить игру',

    // ── the deal ────────────────────────────────────────────────────────────────────────
    'deal.seating': ({ seats }, f) =>
      [
        '**Рассадка**',
        ...seats.map((entry) => `${f.seat(entry.seat)} — ${f.user(entry.userId)}`),
      ].join('\n'),
    'deal.fairness': ({ commitment, configHash, roles }, f) =>
      [
        `**Состав ролей:** ${roles.map((entry) => (entry.count > 1 ? `${f.role(entry.role)} ×${entry.count}` : f.role(entry.role))).join(', ')}.`,
        `Хеш раздачи: ${code(commitment)}`,
        `Хеш настроек: ${code(configHash)}`,
        'Сид раскроется в конце игры — тогда раздачу сможет проверить любой.',
      ].join('\n'),
    'role.card': roleCard,
    'judge.roles': ({ roles }, f) =>
      [
        '**Роли игроков** (видите только вы)',
        ...roles.map(
          (entry) => `${f.seat(entry.seat)} ${f.user(entry.userId)} — ${f.role(entry.role)}`,
        ),
      ].join('\n'),
    'judge.roomAccess': ({ entries }, f) =>
      [
        '**До Ночи 0: комнаты чёрных команд для этих игроков не закрыты.** Права на сервере позволяют им читать ветку встречи или канал мафии чужой команды, что бы ни настроил бот:',
        ...entries.map(
          (entry) =>
            `${f.seat(entry.seat)} ${f.user(entry.userId)} — ${roomPermissions(entry.permissions)}`,
        ),
        'Снимите право сейчас, попросите их не открывать эти комнаты или отмените игру и раздайте заново.',
      ].join('\n'),

    // ── night ───────────────────────────────────────────────────────────────────────────
    'night.zero.title': () => 'Ночь 0 — знакомство. Город засыпает',
    'night.zero.step': ({ step, endsAt }, f) => {
      const ends = f.relative(endsAt);
      if (step.kind === 'look')
        return `Просыпается ${f.role(step.role)} и осматривает город. Засыпает ${ends}.`;
      switch (step.who) {
        case 'GAMBINO':
          return `Просыпается семья Гамбино: знакомство, Отец показывает себя. Засыпает ${ends}.`;
        case 'KA':
          return `Просыпается банда К&А: знакомство, Глава банды показывает себя. Засыпает ${ends}.`;
        case 'MAFIA':
          return `Просыпается мафия: знакомство, Дон показывает себя. Засыпает ${ends}.`;
        case 'LEADERS':
          return `Просыпаются Отец и Глава банды: договариваются о плане. Засыпают ${ends}.`;
      }
    },
    'night.meeting.title': ({ who }) =>
      ({
        GAMBINO: 'Встреча семьи Гамбино',
        KA: 'Сходка банды К&А',
        MAFIA: 'Встреча мафии',
        LEADERS: 'Встреча Отца и Главы банды',
      })[who],
    'night.meeting.members': ({ members, leaders }, f) =>
      [
        ...members.map(
          (member) =>
            `${f.seat(member.seat)} ${f.user(member.userId)}${leaders.includes(member.seat) ? ' — глава' : ''}`,
        ),
        'Договоритесь о плане сейчас: после этой ночи общаться между собой будет нельзя.',
      ].join('\n'),
    'night.title': ({ night }) => `Ночь ${night}. Город засыпает`,
    'night.window': ({ endsAt, preset }, f) =>
      `${preset === 'forum' ? 'Мафия выбирает в своём канале, остальные ночные ходы — в личных сообщениях.' : 'Ночные ходы — в личных сообщениях.'} Город проснётся ${f.relative(endsAt)}.`,
    'night.prompt.title': ({ action, night }) => `Ночь ${night}: ${ACTION_NOUN[action]}`,
    'night.prompt.current': ({ action, targets }, f) =>
      `Ваш выбор: ${actionWithTargets(f, action, targets)}.`,
    'night.prompt.none': ({ action }) =>
      `${ACTION_NOUN[action][0]?.toUpperCase() ?? ''}${ACTION_NOUN[action].slice(1)}: выбор ещё не сделан.`,
    'night.prompt.deadline': ({ endsAt }, f) =>
      `Выбор можно менять до конца ночи — она закончится ${f.relative(endsAt)}. Засчитывается последний.`,
    'night.prompt.shooters': ({ shooters }, f) =>
      `Стреляют: ${f.seats(shooters)}. Убийство состоится, только если все назовут одного игрока.`,
    'night.prompt.choices': ({ choices }, f) =>
      choices.length > 0
        ? `Выбор мафии: ${choices.map((choice) => `${f.seat(choice.seat)} → ${f.seat(choice.target)}`).join(', ')}. Убит будет тот, кого назвало больше всего мафиози (при равенстве — жребий).`
        : 'Мафия ещё никого не выбрала. Без выбора убийства не будет.',
    'control.nightTarget': ({ action }) => ACTION_PLACEHOLDER[action],
    'control.nightTargetSecond': () => 'Второй игрок для сравнения',
    'control.seatOption': ({ seat, name }, f) => `Игрок ${f.seat(seat)} — ${name}`.slice(0, 100),
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
      `Принято: ${actionWithTargets(f, action, targets)}. До конца ночи выбор можно изменить.`,
    'morning.title': ({ day }) => `Доброе утро, город! День ${day}`,
    'morning.killed': ({ seat, userId }, f) =>
      `Этой ночью убит игрок ${f.seat(seat)} — ${f.user(userId)}.`,
    'morning.killedRevealed': ({ seat, userId, role }, f) =>
      `Этой ночью убит игрок ${f.seat(seat)} — ${f.user(userId)}. Его роль: ${f.role(role)}.`,
    'morning.nobody': () => 'Этой ночью никто не покинул игру.',
    'morning.blocked': ({ seat }, f) =>
      `Игрок ${f.seat(seat)} сегодня не голосует: Агент ФБР лишил его голоса.`,

    // ── day ─────────────────────────────────────────────────────────────────────────────
    'day.title': ({ day }) => `День ${day}`,
    'day.order': ({ opener, order, voteCancelled }, f) =>
      [
        `Первым говорит ${f.seat(opener)}. Порядок речей: ${order.map(f.seat).join(', ')}.`,
        ...(voteCancelled
          ? [
              'Голосования сегодня не будет (дисквалификация): выставлять кандидатуры можно, но голосовать за них не будем.',
            ]
          : []),
      ].join('\n'),
    'speech.title': speechTitle,
    'speech.speaker': ({ seat, userId }, f) => `Говорит ${f.seat(seat)} ${f.user(userId)}`,
    'speech.deadline': ({ endsAt }, f) => `Время выйдет ${f.relative(endsAt)}.`,
    'speech.nominations': ({ nominations }, f) =>
      nominations.length > 0
        ? `Выставлены: ${nominations.map((entry) => f.seat(entry.target)).join(', ')}.`
        : 'Выставленных пока нет.',
    'speech.bestMove': ({ seat }, f) =>
      `${f.seat(seat)}, ваш лучший ход: назовите до трёх живых игроков, которых считаете чёрными.`,
    'speech.warning': ({ seat, seconds }, f) =>
      `${f.seat(seat)}, ${f.plural(seconds, ['осталась', 'осталось', 'осталось'])} ${count(f, seconds, ['секунда', 'секунды', 'секунд'])}.`,
    'speech.passed': ({ seat }, f) => `${f.seat(seat)} закончил речь.`,
    'control.nominate': () => 'Выставить кандидатуру',
    'control.pass': () => 'Закончить речь',
    'control.bestMove': () => 'Лучший ход: до трёх игроков',
    'nomination.made': ({ by, target }, f) => `${f.seat(by)} выставляет ${f.seat(target)}.`,
    'nomination.accepted': ({ target }, f) => `Кандидатура ${f.seat(target)} принята.`,
    'bestMove.recorded': ({ seat, named }, f) =>
      `Лучший ход игрока ${f.seat(seat)}: ${f.seats(named)}.`,
    'vote.title': ({ day, round }) =>
      round === 1 ? `Голосование — день ${day}` : `Переголосование — день ${day}`,
    'vote.candidate': ({ seat, voters, autoVoters, open, endsAt }, f) => {
      const total = voters.length + autoVoters.length;
      const who = [
        ...(voters.length > 0 ? [voters.map(f.seat).join(', ')] : []),
        ...(autoVoters.length > 0
          ? [`не проголосовали: ${autoVoters.map(f.seat).join(', ')}`]
          : []),
      ];
      const line = `**${f.seat(seat)}** — ${count(f, total, VOTES)}${who.length > 0 ? ` (${who.join('; ')})` : ''}`;
      if (!open) return line;
      return `${line} ◀ голосуем${endsAt !== undefined ? `, окно закроется ${f.relative(endsAt)}` : ''}`;
    },
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
      `По итогам голосования игру покидает ${f.seat(seat)} (${count(f, votes, VOTES)}).`,
    'vote.tie': ({ seats }, f) =>
      `Голоса разделились поровну: ${f.seats(seats)}. Каждому — оправдательная речь, затем переголосование.`,
    'vote.tieAgain': ({ seats, outcome }, f) =>
      ({
        eliminateAll: `Снова поровну: ${f.seats(seats)}. Голосуем за подъём всех.`,
        wholeTable: `Снова поровну, и голоса разделил весь стол (${f.seats(seats)}). Дальнейшего голосования нет, никто не покидает игру.`,
        geo76: `Снова поровну (${f.seats(seats)}) при четырёх игроках за столом. Голосование окончено, наступает ночь (правило 7.6).`,
      })[outcome],
    'eliminateAll.title': ({ seats }, f) => `Подъём всех: покидают игру ${f.seats(seats)}?`,
    'eliminateAll.tally': ({ yes, eligible, needed, endsAt }, f) =>
      `«За»: ${yes} из ${eligible}, нужно ${needed}. Кто не нажал — тот «против».${endsAt !== undefined ? ` Голосование закончится ${f.relative(endsAt)}.` : ''}`,
    'control.yes': () => 'За — поднять всех',
    'control.no': () => 'Против',
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
      const head = `${ordinal(n)} фол: игрок ${f.seat(seat)}`;
      const tail = {
        none: '.',
        silenced: ' лишается слова в свою ближайшую речь (выставить кандидатуру может).',
        removed: ' покидает игру без последнего слова.',
      }[consequence];
      return `${head}${tail}${withReason(reason)}`;
    },
    'foul.undone': ({ seat, count: n }, f) =>
      `С игрока ${f.seat(seat)} снят фол. Теперь ${n === 0 ? 'фолов нет' : `у него ${count(f, n, FOULS)}`}.`,
    'warning.recorded': ({ seat, reason }, f) =>
      `Предупреждение игроку ${f.seat(seat)} (без фола).${withReason(reason)}`,
    disqualified: ({ seat, reason }, f) =>
      `Дисквалификация: игрок ${f.seat(seat)} покидает игру без последнего слова.${withReason(reason)}`,
    teamLoss: ({ seat, reason }, f) =>
      `Поражение команде: игрок ${f.seat(seat)} дисквалифицирован, его команде присуждено поражение.${withReason(reason)}`,
    'vote.cancelledBy': ({ seat, which }, f) =>
      which === 'today'
        ? `Игрок ${f.seat(seat)} удалён — голосование сегодня не проводится.`
        : `Игрок ${f.seat(seat)} удалён — в следующий день голосование не проводится.`,
    'game.paused': () => 'Пауза. Время остановлено.',
    'game.resumed': () => 'Игра продолжается.',
    'game.skipped': () => 'Судья завершил текущий этап.',
    'game.extended': ({ seconds, endsAt }, f) =>
      seconds >= 0
        ? `Судья добавил ${duration(f, seconds, true)}. Этап закончится ${f.relative(endsAt)}.`
        : `Судья сократил этап на ${duration(f, seconds, true)}. Новый срок: ${f.relative(endsAt)}.`,
    'game.phaseLength': ({ phase, hours }, f) =>
      `Ведущий изменил длину ${phase === 'day' ? 'дня' : 'ночи'}: ${duration(f, hours * 3600)}, начиная со ${phase === 'day' ? 'следующего дня' : 'следующей ночи'}. Текущий срок не меняется.`,
    'game.over': ({ result }, f) => gameOver(result, f),
    'game.report': report,

    // ── forum ───────────────────────────────────────────────────────────────────────────
    'forum.vote.title': ({ day }) => `Голосование — день ${day}`,
    'forum.vote.tally': ({ tally, endsAt, live }, f) =>
      [
        ...(live
          ? tally.length > 0
            ? tally.map(
                (entry) =>
                  `**${f.seat(entry.seat)}** — ${count(f, entry.voters.length, VOTES)}: ${entry.voters.map(f.seat).join(', ')}`,
              )
            : ['Голосов пока нет.']
          : ['Голоса покажем после закрытия голосования.']),
        `Голос можно менять до конца дня. Голосование закроется ${f.relative(endsAt)}.`,
      ].join('\n'),
    'control.forumVote': () => 'Голосовать за…',
    'control.unvote': () => 'Отозвать голос',
    'forum.vote.accepted': ({ target }, f) =>
      target === null
        ? 'Ваш голос отозван.'
        : `Ваш голос за ${f.seat(target)} принят. До конца дня его можно изменить.`,
    'forum.day.result': ({ seat, role, votes }, f) =>
      `По итогам голосования посажен игрок ${f.seat(seat)} (${count(f, votes, VOTES)}). Его роль: ${f.role(role)}.`,
    'forum.day.tie': ({ seats }, f) =>
      `Голоса разделились поровну: ${f.seats(seats)}. Назначается дуэль.`,
    'forum.day.nobody': () => 'Ни одного голоса — сегодня никто не покидает игру.',
    'forum.removed': ({ seat, role }, f) =>
      `Игрок ${f.seat(seat)} удалён из игры. Его роль: ${f.role(role)}.`,
    'duel.title': ({ seats, round }, f) =>
      `Дуэль: ${seats.map(f.seat).join(' — ')}, раунд ${round}`,
    'duel.window': ({ endsAt }, f) =>
      `Ходы — в личных сообщениях. Раунд закончится ${f.relative(endsAt)}. Кто не сделает ход, проигрывает.`,
    'duel.prompt': ({ round, opponents, submitted }, f) =>
      `Дуэль с ${f.seats(opponents)}, раунд ${round}: ${
        submitted
          ? 'ход принят, его можно изменить до конца раунда'
          : 'выберите укрытие и выстрел (позиции 1–3)'
      }`,
    'control.duelCover': () => 'Укрытие: где вы прячетесь (1–3)',
    'control.duelTarget': () => 'В кого стреляете',
    'control.duelPosition': () => 'Выстрел: в какую позицию (1–3)',
    'control.position': ({ position }) => `Позиция ${position}`,
    'duel.accepted': () => 'Ход записан.',
    'duel.round': ({ round, moves, hits }, f) =>
      [
        `**Дуэль, раунд ${round}**`,
        ...moves.map((move) =>
          move.cover > 0 && move.target > 0 && move.position > 0
            ? `${f.seat(move.seat)}: укрытие ${move.cover}, выстрел в ${f.seat(move.target)} на позицию ${move.position}`
            : `${f.seat(move.seat)}: ход не сделан`,
        ),
        `Попадания: ${hits.map((entry) => `${f.seat(entry.seat)} — ${entry.hits}`).join(', ')}`,
      ].join('\n'),
    'duel.lost': ({ seat, role, why }, f) => {
      const head = {
        hits: `Дуэль проиграл ${f.seat(seat)}: больше всех попаданий.`,
        noMove: `${f.seat(seat)} не сделал ход и проиграл дуэль.`,
        draw: `Три раунда без результата — жребий: дуэль проиграл ${f.seat(seat)}.`,
      }[why];
      return `${head} Игрок посажен. Его роль: ${f.role(role)}.`;
    },
    'forum.quietCycles': ({ cycles }, f) =>
      `${count(f, cycles, ['круг', 'круга', 'кругов'])} подряд никто не покидает игру. Ничьей в форумной игре нет — решение за комитетом (А.К.М.).`,

    // ── status ──────────────────────────────────────────────────────────────────────────
    'status.summary': statusSummary,

    // ── rule errors ─────────────────────────────────────────────────────────────────────
    'error.internal': () =>
      'Внутренняя ошибка: команда не выполнена, игра не изменилась. Попробуйте ещё раз.',
    'error.gameOver': () => 'Игра уже окончена.',
    'error.notLobby': () => 'Набор уже закрыт: роли розданы.',
    'error.lobbyFull': ({ max }, f) =>
      `Мест нет: записано ${count(f, max, PLAYERS)}, это максимум.`,
    'error.bannedForSkips': ({ count: n }) =>
      `Записаться нельзя: вас удаляли за пропуски ходов в ${n} играх этого сервера, а после трёх удалений игрок к играм не допускается (правила 7.10.4).`,
    'error.alreadyJoined': () => 'Вы уже записаны.',
    'error.notJoined': () => 'Вы не записаны в эту игру.',
    'error.judgeCannotPlay': () => 'Судья не может играть в своей игре.',
    'error.notJudge': () => 'Это может сделать только судья игры.',
    'error.playerCount': ({ min, max, count: n }, f) =>
      `Раздать роли нельзя: записано ${n}, а нужно ${min === max ? `ровно ${min}` : `от ${min} до ${max}`} ${f.plural(min === max ? min : max, PLAYERS_GEN)}.`,
    'error.wrongPhase': () => 'Сейчас этого сделать нельзя: не тот этап игры.',
    'error.paused': () => 'Игра на паузе. Дождитесь, пока судья её продолжит.',
    'error.notPaused': () => 'Игра не на паузе.',
    'error.notAPlayer': () => 'Вы не играете в этой игре.',
    'error.playerOut': () => 'Игрок уже выбыл из игры.',
    'error.noSuchSeat': ({ seat }, f) => `Места ${f.seat(seat)} в этой игре нет.`,
    'error.notYourTurn': () => 'Сейчас не ваша речь.',
    'error.noAction': () => 'У вас нет такого ночного хода.',
    'error.targetOut': ({ seat }, f) => `Игрок ${f.seat(seat)} уже выбыл — выберите другого.`,
    'error.targetSelf': () => 'Себя выбрать нельзя.',
    'error.targetRepeat': ({ seat }, f) =>
      `${f.seat(seat)} был вашей целью прошлой ночью: одного игрока нельзя выбирать две ночи подряд.`,
    'error.lawyerSelfUsed': () =>
      'Себя можно защитить только раз за игру, и этот раз уже использован.',
    'error.targetCount': ({ expected }, f) =>
      expected === 1
        ? 'Выберите одного игрока.'
        : expected === 2
          ? 'Выберите двух разных игроков.'
          : `Выберите ${count(f, expected, PLAYERS_GEN)}.`,
    'error.targetsDistinct': () => 'Игроки не должны повторяться.',
    'error.alreadyNominated': ({ target }, f) =>
      `Сегодня вы уже выставили ${f.seat(target)}: одна кандидатура в день.`,
    'error.candidateTaken': ({ seat }, f) =>
      `${f.seat(seat)} уже выставлен. Можете выставить другого игрока.`,
    'error.notNominationSlot': () =>
      'Выставлять можно только в свою речь, не в оправдательной речи и не в последнем слове.',
    'error.closed': () => 'Это уже закрыто: этап закончился.',
    'error.alreadyVoted': () => 'Вы уже проголосовали.',
    'error.notEligible': () => 'В этом голосовании у вас нет голоса.',
    'error.bestMoveNotYours': () => 'Лучший ход сейчас делаете не вы.',
    'error.bestMoveTooMany': () => 'В лучший ход можно назвать от одного до трёх игроков.',
    'error.bestMoveSelf': () => 'В лучший ход нельзя назвать себя.',
    'error.bestMoveDone': () => 'Лучший ход уже сделан.',
    'error.timerStale': () => 'Таймер устарел: этап уже сменился.',
    'error.noTimer': () => 'Сейчас нет этапа с таймером.',
    'error.shortenNotice': ({ minutes }, f) =>
      `Так сократить нельзя: новый срок должен быть не раньше чем через ${duration(f, minutes * 60, true)}.`,
    'error.badHours': ({ max }) => `Укажите целое число часов от 1 до ${max}.`,
    'error.badSeconds': () =>
      'Укажите целое число секунд, не ноль. Сокращать время (отрицательное число) можно только в форумной игре.',
    'error.notDuellist': () => 'Вы не участвуете в дуэли.',
    'error.badMove': () => 'Неверный ход: позиции — от 1 до 3, стрелять можно только в соперника.',
    'error.notDealt': () => 'Роли ещё не розданы.',
    'error.alreadyFouledOut': () => 'У игрока уже четыре фола — он покинул игру.',
    'error.noFouls': () => 'У этого игрока нет фолов.',
    'error.notForum': () => 'Это есть только в форумной игре.',
    'error.userInGame': () => 'Этот участник уже в игре.',

    // ── adapter: refusals ───────────────────────────────────────────────────────────────
    'error.storeUnavailable': () =>
      'Хранилище игр сейчас недоступно. Попробуйте через минуту: игра не изменилась.',
    'error.noGame': () => 'В этом канале нет игры.',
    'error.channelBusy': ({ gameId }) =>
      `В этом канале уже идёт игра ${code(gameId)}. Одна игра на канал: дождитесь её конца или начните в другом канале.`,
    'error.busy': () =>
      'Бот обрабатывает другое действие в этой игре. Повторите через пару секунд.',
    'ui.noGameHere': () => 'Здесь нет идущей игры. Начните её командой `/мафия старт`.',
    'ui.noGameOfYours': () => 'Вы не играете и не судите ни одну игру на этом сервере.',
    'ui.notAdmin': () => 'Эта команда — для администраторов сервера (право «Управлять сервером»).',
    'ui.voiceRequired': ({ preset }, f) =>
      `Для игры «${f.preset(preset)}» нужен голосовой канал: зайдите в него или укажите его в параметре ${code('голосовой')}.`,
    'ui.textChannelOnly': () =>
      'Игра идёт в текстовом канале сервера: там появляются набор игроков и экраны игры, а чёрные команды встречаются в его закрытых ветках. Запустите `/мафия старт` в текстовом канале, а не в чате голосового канала, ветке или канале объявлений.',
    'ui.forumNoVoice': () => 'Форумная игра идёт в тексте: голосовой канал ей не нужен.',
    'ui.unexpected': () =>
      'Что-то пошло не так. Попробуйте ещё раз; если повторится — сообщите судье.',
    'ui.badSeats': ({ input }) =>
      `Не удалось разобрать номера мест: «${input}». Укажите от одного до трёх номеров через пробел, например: 3 5 8.`,
    'ui.notInThisGame': ({ userId }, f) => `${f.user(userId)} не играет в этой игре.`,
    'ui.forumOnly': () =>
      'часы_дня и часы_ночи — только для форумной игры: у спортивной игры свои тайминги.',
    'ui.missingPermissions': ({ permissions }, f) =>
      `Боту не хватает прав в этом канале: ${f.list(permissions.map((name) => `«${PERMISSIONS[name]}»`))}. Выдайте их роли бота (или в настройках канала) и повторите команду.`,

    // ── adapter: acknowledgements ───────────────────────────────────────────────────────
    'ui.started': ({ gameId }) => `Набор открыт. Игра ${code(gameId)}.`,
    'ui.done': () => 'Готово.',
    'ui.settingsSaved': (p, f) => {
      const lines = settingsLines(p, f, false);
      return lines.length > 0
        ? ['**Настройки сохранены**', ...lines].join('\n')
        : 'Ничего не изменено: не указано ни одной настройки.';
    },
    'ui.settingsShown': (p, f) =>
      ['**Настройки сервера**', ...settingsLines(p, f, true)].join('\n'),
    'ui.settingsConflict': ({ setting }) =>
      `«${SETTINGS[setting]}»: в одной команде и задана, и сброшена. Выберите что-то одно. Ничего не изменено.`,

    // ── adapter: controls and notices ───────────────────────────────────────────────────
    'ui.openInbox': () => 'Мои сообщения',
    'ui.inboxTitle': () => 'Ваши сообщения от бота',
    'ui.inboxEmpty': () => 'Новых сообщений нет.',
    'ui.dmClosed': ({ userIds }, f) =>
      `${f.list(userIds.map((id) => f.user(id)))}: у вас закрыты личные сообщения. Роль и ночные ходы — по кнопкам ниже (видно только вам).`,
    'ui.closedScreen': () => 'Этот этап закончился.',
    'ui.mafiaChannel.intro': ({ gameId, userIds }, f) =>
      [
        `**Закрытый канал мафии** (игра ${code(gameId)}): ${f.list(userIds.map((id) => f.user(id)))}.`,
        'Здесь вы договариваетесь всю игру, а ночью здесь же выбираете, кого убить. Канал не видит никто, кроме вас: ни судья, ни другие игроки. Выбывший мафиози может читать канал, но писать в нём уже не может.',
      ].join('\n'),
    'ui.mafiaChannel.joined': ({ userId, seat }, f) =>
      `${f.user(userId)} занимает место ${f.seat(seat)} и присоединяется к каналу.`,
    'ui.mafiaChannel.archived': () =>
      'Игра окончена. Канал остаётся только для чтения — как запись переговоров мафии.',
    'judge.noMutePermission': () =>
      'У бота нет права «Отключать участникам микрофон»: микрофоны в голосовом канале не управляются. Выдайте боту это право.',
    'flag.title': ({ kind, seat }, f) =>
      `${{ outOfTurn: 'Разговор вне очереди?', disconnect: 'Ушёл из-за стола?', leak: 'Сообщение в игровом канале:' }[kind]} ${f.seat(seat)}`,
    'flag.details': ({ kind, seat, userId, at, seconds, night }, f) => {
      if (kind === 'leak')
        return `${f.seat(seat)} ${f.user(userId)} написал в игровой канал ${night ? 'ночью' : 'вне очереди'} в ${f.time(at)}; бот удалил сообщение. Подтвердите — ${night ? 'дисквалификация (5.1.10)' : 'фол (5.1.15)'}, или отклоните.`;
      return kind === 'outOfTurn'
        ? `Бот услышал, что ${f.seat(seat)} ${f.user(userId)} говорил вне очереди${seconds !== undefined ? ` (${seconds} с)` : ''} в ${f.time(at)}. Подтвердите — будет фол (5.1.15), или отклоните.`
        : `${f.seat(seat)} ${f.user(userId)} вышел из голосового канала игры и не вернулся за отведённое время (замечено в ${f.time(at)}). Подтвердите — будет дисквалификация (5.1.11), или отклоните.`;
    },
    'control.confirmFlag': ({ kind, night }) =>
      kind === 'disconnect' || (kind === 'leak' && night === true)
        ? 'Подтвердить: дисквалификация'
        : 'Подтвердить: фол',
    'control.dismissFlag': () => 'Отклонить',
    'flag.dismissed': ({ seat }, f) => `Отклонено: ${f.seat(seat)} без наказания.`,
    'skip.reminder': ({ night }) =>
      `Вы не сделали ход в ночь ${night}. Это первый пропуск: второй пропуск в следующую же ночь исключит вас из игры, как и третий пропуск в любое время.`,
    'skip.warning': ({ count }) =>
      `Вы снова пропустили ход (пропусков в этой игре: ${count}). Это предупреждение: ещё один пропуск — и вы будете исключены из игры.`,
    'skip.flagged': ({ seat, count }, f) =>
      `${f.seat(seat)} пропустил ночной ход уже ${count} раза (не подряд): вынесено предупреждение. Следующий пропуск — исключение.`,
    'forum.inactive': ({ seat, role }, f) =>
      `${f.seat(seat)} исключён за неактивность (3.4.8/3.4.9). Роль: ${f.role(role)}.`,
    'activity.reminder': ({ count, min }) =>
      `Напоминание: за этот день вы написали в игровом канале ${count} из ${min} положенных сообщений.`,
    'activity.report': ({ entries, min, day }, f) =>
      [
        `**Активность, день ${day}** — меньше ${min} сообщений в игровом канале:`,
        ...entries.map((entry) => `${f.seat(entry.seat)}: ${entry.count}`),
      ].join('\n'),
    'forum.replaced': ({ seat, fromUserId, toUserId }, f) =>
      `Замена: место ${f.seat(seat)} вместо ${f.user(fromUserId)} занимает ${f.user(toUserId)}.`,
    'forum.history': ({ seat }, f) =>
      `**История места ${f.seat(seat)} до вас** — ночные ходы этого места и то, что оно узнало:`,
    'forum.history.move': ({ night, action, targets }, f) =>
      `Ночь ${night}, ход: ${actionWithTargets(f, action, targets)}.`,
    'error.noSuchFlag': () => 'На этот вопрос уже ответили.',
    'judge.voiceUnavailable': ({ reason }) =>
      `Бот не может говорить в голосовом канале игры (${
        {
          voiceDisabled: 'голос у этого бота недоступен',
          channelMissing: 'голосового канала больше нет',
          missingPermissions: 'нет права видеть канал, подключаться или говорить в нём',
          joinFailed: 'подключиться не удалось несколько раз подряд',
          guildBusy: 'голосовое подключение уже занято другой игрой этого сервера',
        }[reason]
      }): озвучки не будет. Микрофоны и вся игра работают как обычно.`,
    'judge.effectFailed': ({ what }) =>
      `Бот не смог выполнить действие (${code(what)}). Игра продолжается; проверьте права бота в канале.`,
    'judge.undelivered': ({ userId, seat, kind, reason }, f) =>
      [
        `Личное сообщение не доставлено: ${seat ? `${f.seat(seat)} ` : ''}${f.user(userId)} — ${
          {
            roleCard: 'карточка роли',
            nightPrompt: 'ночной запрос хода',
            nightResult: 'результат ночной проверки',
            duelPrompt: 'запрос хода в дуэли',
            other: 'сообщение игры',
          }[kind]
        }.`,
        reason === 'dmClosed'
          ? 'У игрока закрыты личные сообщения с этого сервера.'
          : 'Discord не принял сообщение.',
        'Игрок может прочитать его командой `/мафия роль` в любом канале сервера или кнопкой **Мои сообщения** под заметкой бота в канале игры (видно только ему): подскажите ему, если он может не знать.',
      ].join(' '),
    'judge.undeliveredSomeone': () =>
      'Личное сообщение одному из игроков не доставлено; игрок может прочитать его кнопкой **Мои сообщения** или командой `/мафия роль` (видно только ему). Откройте личные сообщения с этого сервера, чтобы бот называл, кому именно.',
    'judge.title': () => '**Для судьи**',

    // ── the picture of the table (short words drawn on the PNG) ──────────────────────────
    'picture.caption': ({ preset, phase, day, stage, paused, left }, f) =>
      [
        f.preset(preset),
        {
          lobby: 'запись',
          night: day === 0 ? 'ночь 0 (знакомство)' : `ночь ${day}`,
          day: `день ${day}`,
          ended: 'игра окончена',
        }[phase],
        ...(stage
          ? [
              {
                lastWords: 'последние слова',
                speeches: 'речи',
                voting: 'голосование',
                tieSpeeches: 'речи при равенстве',
                eliminateAll: 'голосование: поднять всех?',
                forumVoting: 'голосование',
                duel: 'дуэль',
              }[stage],
            ]
          : []),
        ...(paused ? ['пауза'] : left ? [`осталось ${left}`] : []),
      ].join(' · '),
    'picture.centre': ({ phase, day }) =>
      ({ lobby: 'Запись', night: `Ночь ${day}`, day: `День ${day}`, ended: 'Игра окончена' })[
        phase
      ],
    'picture.floor': ({ seat, kind }) =>
      ({
        regular: `Говорит №${seat}`,
        silenced: `№${seat} молчит (3 фола)`,
        short: `Говорит №${seat}, 30 с`,
        tie: `Речь при равенстве: №${seat}`,
        lastWord: `Последнее слово: №${seat}`,
      })[kind],
    'picture.out': ({ reason, day, phase, preset }) =>
      `${{ killed: 'убит', voted: preset === 'forum' ? 'посажен' : 'заголосован', removed: 'удалён' }[reason]} · ${phase === 'day' ? 'день' : 'ночь'} ${day}`,
    'picture.winner': ({ winner }) =>
      ({
        red: 'Победа города',
        black: 'Победа чёрных',
        draw: 'Ничья',
        aborted: 'Игра остановлена',
      })[winner],
    'picture.alt': ({ alive, out }) => `Стол: в игре ${alive}, выбыли ${out}`,

    // ── slash commands (1–100 characters each) ──────────────────────────────────────────
    'cmd.mafia': () => 'Спортивная мафия: набор, роли, ночь, речи, голосование',
    'cmd.start': () => 'Открыть набор в игру в этом канале',
    'cmd.start.preset': () => 'Вариант игры: стилизованная, классическая или форумная',
    'cmd.start.voice': () => 'Голосовой канал игры (по умолчанию — тот, где вы сейчас)',
    'cmd.start.judge': () => 'Судья игры (по умолчанию — вы)',
    'cmd.start.day_hours': () => 'Форум: длина дня в часах (по умолчанию 24)',
    'cmd.start.night_hours': () => 'Форум: длина ночи в часах (по умолчанию 12)',
    'cmd.join': () => 'Записаться в игру',
    'cmd.leave': () => 'Выйти из списка записавшихся',
    'cmd.role': () => 'Показать мою роль (видно только вам)',
    'cmd.status': () => 'Сводка: фаза, кто в игре, фолы, сколько осталось времени',
    'cmd.nominate': () => 'Выставить игрока на голосование (в свою речь)',
    'cmd.nominate.player': () => 'Кого выставить',
    'cmd.pass': () => 'Закончить свою речь досрочно',
    'cmd.bestmove': () => 'Лучший ход: до трёх игроков, которых вы считаете чёрными',
    'cmd.bestmove.players': () => 'Номера мест через пробел, например: 3 5 8',
    'cmd.vote': () => 'Форум: проголосовать за игрока',
    'cmd.vote.player': () => 'За кого голосуете',
    'cmd.unvote': () => 'Форум: отозвать свой голос',
    'cmd.foul': () => 'Судья: дать игроку фол',
    'cmd.unfoul': () => 'Судья: снять с игрока фол',
    'cmd.warn': () => 'Судья: устное предупреждение (без фола)',
    'cmd.disqualify': () => 'Судья: дисквалификация — игрок сразу покидает игру',
    'cmd.penalty': () => 'Судья: поражение команде нарушителя — игра заканчивается',
    'cmd.option.player': () => 'Игрок',
    'cmd.option.reason': () => 'Нарушение по регламенту',
    'cmd.option.details': () => 'Пояснение своими словами',
    'cmd.pause': () => 'Судья: поставить игру на паузу',
    'cmd.resume': () => 'Судья: продолжить игру после паузы',
    'cmd.skip': () =>
      'Судья: завершить текущую речь или этап (в форуме — сократить через «продлить»)',
    'cmd.extend': () => 'Судья: продлить текущий этап',
    'cmd.extend.seconds': () => 'На сколько секунд (в форуме можно отрицательное — сократить)',
    'cmd.phaseLength': () => 'Судья, форум: длина следующих дней или ночей',
    'cmd.phaseLength.phase': () => 'День или ночь',
    'cmd.phaseLength.hours': () => 'Новая длина в часах (со следующей фазы)',
    'cmd.end': () => 'Судья: прервать игру (раздача раскроется, микрофоны включатся)',
    'cmd.replace': () => 'Судья, форум: заменить игрока запасным',
    'cmd.replace.with': () => 'Кто займёт место',
    'cmd.settings': () => 'Настройки бота на сервере (для администраторов)',
    'cmd.settings.language': () => 'Язык сообщений игры',
    'cmd.settings.judge_role': () => 'Роль, с которой можно судить любую игру на сервере',
    'cmd.settings.speech_seconds_stylized': () => 'Длина речи в стилизованной игре, в секундах',
    'cmd.settings.speech_seconds_classic': () => 'Длина речи в классической игре, в секундах',
    'cmd.settings.night_seconds': () => 'Длина ночи в секундах (стилизованная и классическая)',
    'cmd.settings.floor_control': () => 'Микрофоны днём: только у говорящего или без отключения',
    'cmd.settings.default_preset': () => 'Вариант игры по умолчанию',
    'cmd.settings.reset': () => 'Вернуть эту настройку к значению по умолчанию',
    'choice.setting': ({ setting }) => SETTINGS[setting],
    'choice.phase.day': () => 'День',
    'choice.phase.night': () => 'Ночь',
    'choice.floor.mute': () => 'Говорит только тот, у кого слово',
    'choice.floor.detect': () => 'Без отключения микрофонов, судья следит',
    'choice.language.ru': () => 'Русский',
    'choice.language.en': () => 'Английский',
  },
};
