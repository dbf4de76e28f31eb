import type { AdapterKey, TournamentStandingsRow } from './adapter-messages.ts';
import type { Phrase } from './phrases/book.ts';
import type { Formatters } from './types.ts';

/**
 * The texts of the club tournament (`/tournament`, issue 26) in both languages, kept in one file
 * and spread into each phrase book's texts, like the season's.
 */
type TournamentKey = Extract<AdapterKey, `tournament.${string}` | `cmd.tournament${string}`>;
export type TournamentTexts = { [K in TournamentKey]: Phrase<K> };

/** "2.40" / "2,40": always two decimals, so the table reads as a hand computation does. */
export function fixed(f: Formatters, value: number): string {
  const text = Math.abs(value).toFixed(2);
  const sign = value < 0 ? '\u2212' : '';
  return sign + (f.locale === 'ru' ? text.replace('.', ',') : text);
}

export const signed = (f: Formatters, value: number) => (value > 0 ? '+' : '') + fixed(f, value);

interface Words {
  head: string;
  hidden: string;
  removedMark: string;
  finalMark: string;
}

/** One player's line: place, name, total, then its parts. */
function standingsLine(f: Formatters, row: TournamentStandingsRow, words: Words): string {
  const extra = row.extra === null ? words.hidden : signed(f, row.extra);
  const parts = [row.win, null, row.bestMove, row.ci, row.penalty].map((value, index) =>
    index === 1 ? extra : fixed(f, value ?? 0),
  );
  const name = row.name.slice(0, 16).padEnd(16);
  const marks = [row.finalist ? words.finalMark : '', row.removed ? words.removedMark : ''];
  const mark = marks
    .filter((word) => word !== '')
    .map((word) => ` ${word}`)
    .join('');
  return `${String(row.rank).padStart(2)}. ${name} ${fixed(f, row.total).padStart(6)}  ${parts.join(' ')}  (${row.games})${mark}`;
}

function standingsText(
  words: Words & { title: (name: string, games: number) => string; empty: string },
) {
  return (
    { name, games, rows }: { name: string; games: number; rows: TournamentStandingsRow[] },
    f: Formatters,
  ) =>
    rows.length === 0
      ? `${words.title(name, games)}\n${words.empty}`
      : [
          words.title(name, games),
          '```',
          words.head,
          ...rows.map((row) => standingsLine(f, row, words)),
          '```',
        ].join('\n');
}

const onOff = (f: Formatters, on: boolean) =>
  f.locale === 'ru' ? (on ? 'вкл.' : 'выкл.') : on ? 'on' : 'off';

export const TOURNAMENT_EN: TournamentTexts = {
  'tournament.notChiefJudge':
    "Only the chief judge (Manage Server or the server's judge role) can do that.",
  'tournament.flagsLocked':
    'The geographic rules were locked when round 1 started (D31): they cannot change now.',
  'tournament.registrationClosed': 'Registration closed when round 1 started.',
  'tournament.alreadyRegistered': ({ userId }, f) => `${f.user(userId)} is already registered.`,
  'tournament.notRegistered': ({ userId }, f) => `${f.user(userId)} is not registered.`,
  'tournament.chiefJudgeCannotPlay': 'The chief judge does not play in the tournament.',
  'tournament.badTable': ({ tables }) => `Tables are numbered 1 to ${tables}.`,
  'tournament.tooFewPlayers': ({ needed, count }) =>
    `The tables need ${needed} players; ${count} can play. Nothing started.`,
  'tournament.tableWithoutRooms': ({ table }) =>
    `Table ${table} has no text and voice channel yet: set them with \`/tournament table\`.`,
  'tournament.roundNotFinished': ({ round }) =>
    `Round ${round} is still being played: every table's game must end first.`,
  'tournament.allRoundsStarted': ({ rounds }) => `All ${rounds} rounds have been started.`,
  'tournament.notATournamentGame': 'That game is not a table of this tournament.',
  'tournament.gameNotFinished': 'Extra points are given once the game has ended.',
  'tournament.notTableJudge':
    'Only the judge of that table (or the chief judge) gives its extra points.',
  'tournament.badSeat': ({ seat }, f) => `There is no seat ${f.seat(seat)} at that table.`,
  'tournament.alreadyRemoved': ({ userId }, f) =>
    `${f.user(userId)} is already removed from the tournament.`,
  'tournament.tournamentOver': 'The tournament is over.',
  'tournament.none':
    'There is no tournament on this server. The chief judge starts one with `/tournament create`.',
  'tournament.exists': ({ name }) =>
    `The tournament "${name}" is not over yet: one tournament at a time.`,
  'tournament.noTableGame': ({ table, round }) => `Table ${table} has no game in round ${round}.`,
  'tournament.card': (card, f) =>
    [
      `**${card.name}** — ${f.preset(card.preset)}, ${card.rounds} rounds × ${card.tables} tables`,
      `Chief judge: ${f.user(card.chiefJudgeId)}. Rules 7.4: ${onOff(f, card.geo74)}, 7.6: ${onOff(f, card.geo76)}${card.round > 0 ? ' (locked)' : ''}.`,
      `Seating seed SHA-256: ${f.code(card.seedSha256)}${card.over ? ' (the seed is revealed)' : ''}`,
      card.round === 0
        ? `Registration is open: ${card.players.length} registered.`
        : `Round ${card.round} of ${card.rounds}${card.over ? ': the tournament is over.' : '.'}`,
      card.final === undefined ? '' : `Final table: the top ${card.final}.`,
      card.hideExtras ? 'Extra points are hidden until the end.' : '',
      ...card.tableJudges.map(({ table, judgeId }) => `Table ${table}: judge ${f.user(judgeId)}`),
      card.players.length > 0 ? `Players: ${card.players.map((id) => f.user(id)).join(' ')}` : '',
      ...card.removed.map(
        ({ userId, reason }) => `Removed from the tournament: ${f.user(userId)} — ${reason}`,
      ),
    ]
      .filter((line) => line !== '')
      .join('\n'),
  'tournament.standings': standingsText({
    title: (name, games) => `**Standings — ${name}** (${games} games counted)`,
    empty: 'No game counted yet.',
    head: '  # Player             Total  Win Extra BM Ci Pen (games)',
    hidden: 'hidden',
    removedMark: '[removed]',
    finalMark: '[final]',
  }),
  'tournament.round': ({ round, tables }, f) =>
    [
      `**Round ${round}** starts at every table:`,
      ...tables.map(
        (t) =>
          `Table ${t.table} in <#${t.channelId}>, judge ${f.user(t.judgeId)}: ${t.seats.map((id, i) => `${i + 1}. ${f.user(id)}`).join(', ')}`,
      ),
    ].join('\n'),
  'tournament.seedRevealed': ({ seed, seedSha256 }, f) =>
    `The last round is over. The seating seed is ${f.code(seed)} (its SHA-256 ${f.code(seedSha256)} was posted before round 1). Check the attached seating with \`npm run verify-seating -- seating.json\`.`,
  'tournament.button.register': 'Register',
  'tournament.button.unregister': 'Unregister',
  'tournament.created': ({ name }) => `Tournament "${name}" created.`,
  'tournament.registered': 'You are registered.',
  'tournament.unregistered': 'You are no longer registered.',
  'tournament.pointsGiven': ({ seat, points }, f) =>
    `Extra points for ${f.seat(seat)}: ${signed(f, points)}.`,
  'tournament.extraForm': ({ seat }, f) => `Extra points for ${f.seat(seat)}`,
  'tournament.extraValue': 'Points, e.g. 0.3 or -0.2 (0 takes back)',
  'tournament.extraReason': 'Reason',
  'tournament.removed': ({ userId, fromRound }, f) =>
    `${f.user(userId)} is removed from the tournament: not seated from round ${fromRound} on.`,
  'tournament.exported': 'The games and the standings, as JSON and CSV.',
  'cmd.tournament': 'Club tournament: rounds, tables, seating and standings',
  'cmd.tournament.create': 'Create a tournament (chief judge)',
  'cmd.tournament.name': 'The tournament name',
  'cmd.tournament.preset': 'The game preset',
  'cmd.tournament.rounds': 'Number of rounds',
  'cmd.tournament.tables': 'Number of tables of 10',
  'cmd.tournament.flags': 'Geographic rules 7.4 and 7.6, before round 1',
  'cmd.tournament.geo74': 'Rule 7.4: no running list of nominees',
  'cmd.tournament.geo76': 'Rule 7.6: four at the table',
  'cmd.tournament.add': 'Register a player (chief judge)',
  'cmd.tournament.drop': 'Take a player off the list before round 1',
  'cmd.tournament.player': 'The player',
  'cmd.tournament.table': "Set a table's judge and channels",
  'cmd.tournament.number': 'The table number',
  'cmd.tournament.judge': "The table's judge",
  'cmd.tournament.text': "The table's text channel",
  'cmd.tournament.voice': "The table's voice channel",
  'cmd.tournament.start_round': 'Start the next round at every table',
  'cmd.tournament.remove': 'Remove a player from the tournament',
  'cmd.tournament.reason': 'The reason',
  'cmd.tournament.points': "Extra points for a seat of your table's game",
  'cmd.tournament.seat': 'The seat',
  'cmd.tournament.value': 'Points, e.g. 0.3 or -0.25',
  'cmd.tournament.round': 'The round (default: the current one)',
  'cmd.tournament.standings': 'Show the standings',
  'cmd.tournament.export': 'Games and standings as JSON and CSV',
  'tournament.finalStarted': 'The final table has started: its size cannot change.',
  'tournament.badFinalSize': ({ min, max }) =>
    min === max
      ? `A final table of this preset seats ${min}.`
      : `A final table of this preset seats ${min} to ${max}.`,
  'tournament.finalDeclared': ({ size }) =>
    `Final table: the top ${size} of the standings, after the last round (start it with \`/tournament start_round\`).`,
  'tournament.optionsSet': ({ hideExtras }) =>
    hideExtras
      ? 'Extra points are hidden from the standings until the last game ends.'
      : 'Extra points are shown in the standings.',
  'tournament.removalBeforeDeal': ({ table }) =>
    `Table ${table}'s game is not dealt yet: remove him once it is (he is then disqualified from it). Nothing changed.`,
  'tournament.removalReason': ({ reason }) => `removed from the tournament: ${reason}`,
  'cmd.tournament.final': 'Declare a final table of the top players (chief judge)',
  'cmd.tournament.size': 'How many players the final table seats',
  'cmd.tournament.options': "The tournament's options (chief judge)",
  'cmd.tournament.hide_extras': 'Hide the extra points from the standings until the end',
};

export const TOURNAMENT_RU: TournamentTexts = {
  'tournament.notChiefJudge':
    'Это может сделать только главный судья (право «Управлять сервером» или роль судьи сервера).',
  'tournament.flagsLocked':
    'Географические правила закреплены с началом первого тура: менять их уже нельзя.',
  'tournament.registrationClosed': 'Регистрация закрыта: первый тур начался.',
  'tournament.alreadyRegistered': ({ userId }, f) => `${f.user(userId)} уже зарегистрирован.`,
  'tournament.notRegistered': ({ userId }, f) => `${f.user(userId)} не зарегистрирован.`,
  'tournament.chiefJudgeCannotPlay': 'Главный судья в турнире не играет.',
  'tournament.badTable': ({ tables }) => `Столы пронумерованы от 1 до ${tables}.`,
  'tournament.tooFewPlayers': ({ needed, count }) =>
    `Для столов нужно ${needed} игроков, играть могут ${count}. Ничего не начато.`,
  'tournament.tableWithoutRooms': ({ table }) =>
    `У стола ${table} ещё нет текстового и голосового канала: задайте их командой \`/турнир стол\`.`,
  'tournament.roundNotFinished': ({ round }) =>
    `Тур ${round} ещё идёт: сначала должны закончиться игры всех столов.`,
  'tournament.allRoundsStarted': ({ rounds }) => `Все ${rounds} туров уже начаты.`,
  'tournament.notATournamentGame': 'Эта игра не стол этого турнира.',
  'tournament.gameNotFinished': 'Дополнительные баллы даются после окончания игры.',
  'tournament.notTableJudge':
    'Дополнительные баллы стола даёт только его судья (или главный судья).',
  'tournament.badSeat': ({ seat }, f) => `За этим столом нет места ${f.seat(seat)}.`,
  'tournament.alreadyRemoved': ({ userId }, f) => `${f.user(userId)} уже удалён из турнира.`,
  'tournament.tournamentOver': 'Турнир окончен.',
  'tournament.none':
    'На сервере нет турнира. Главный судья создаёт его командой `/турнир создать`.',
  'tournament.exists': ({ name }) =>
    `Турнир «${name}» ещё не окончен: турнир проводится один за раз.`,
  'tournament.noTableGame': ({ table, round }) => `У стола ${table} нет игры в туре ${round}.`,
  'tournament.card': (card, f) =>
    [
      `**${card.name}** — ${f.preset(card.preset)}, туров: ${card.rounds}, столов: ${card.tables}`,
      `Главный судья: ${f.user(card.chiefJudgeId)}. Правила 7.4: ${onOff(f, card.geo74)}, 7.6: ${onOff(f, card.geo76)}${card.round > 0 ? ' (закреплены)' : ''}.`,
      `SHA-256 зерна рассадки: ${f.code(card.seedSha256)}${card.over ? ' (зерно раскрыто)' : ''}`,
      card.round === 0
        ? `Регистрация открыта: зарегистрировано ${card.players.length}.`
        : `Тур ${card.round} из ${card.rounds}${card.over ? ': турнир окончен.' : '.'}`,
      card.final === undefined ? '' : `Финальный стол: первые ${card.final}.`,
      card.hideExtras ? 'Дополнительные баллы скрыты до конца турнира.' : '',
      ...card.tableJudges.map(({ table, judgeId }) => `Стол ${table}: судья ${f.user(judgeId)}`),
      card.players.length > 0 ? `Игроки: ${card.players.map((id) => f.user(id)).join(' ')}` : '',
      ...card.removed.map(
        ({ userId, reason }) => `Удалён из турнира: ${f.user(userId)} — ${reason}`,
      ),
    ]
      .filter((line) => line !== '')
      .join('\n'),
  'tournament.standings': standingsText({
    title: (name, games) => `**Таблица — ${name}** (засчитано игр: ${games})`,
    empty: 'Пока не засчитано ни одной игры.',
    head: '  # Игрок              Итого Поб  Доп ЛХ Ci Штр (игр)',
    hidden: 'скрыто',
    removedMark: '[удалён]',
    finalMark: '[финал]',
  }),
  'tournament.round': ({ round, tables }, f) =>
    [
      `**Тур ${round}** начинается за всеми столами:`,
      ...tables.map(
        (t) =>
          `Стол ${t.table} в <#${t.channelId}>, судья ${f.user(t.judgeId)}: ${t.seats.map((id, i) => `${i + 1}. ${f.user(id)}`).join(', ')}`,
      ),
    ].join('\n'),
  'tournament.seedRevealed': ({ seed, seedSha256 }, f) =>
    `Последний тур сыгран. Зерно рассадки: ${f.code(seed)} (его SHA-256 ${f.code(seedSha256)} опубликован до первого тура). Проверьте приложенную рассадку: \`npm run verify-seating -- seating.json\`.`,
  'tournament.button.register': 'Зарегистрироваться',
  'tournament.button.unregister': 'Отменить регистрацию',
  'tournament.created': ({ name }) => `Турнир «${name}» создан.`,
  'tournament.registered': 'Вы зарегистрированы.',
  'tournament.unregistered': 'Ваша регистрация отменена.',
  'tournament.pointsGiven': ({ seat, points }, f) =>
    `Дополнительные баллы месту ${f.seat(seat)}: ${signed(f, points)}.`,
  'tournament.extraForm': ({ seat }, f) => `Доп. баллы месту ${f.seat(seat)}`,
  'tournament.extraValue': 'Баллы, напр. 0,3 или -0,2 (0 отменяет)',
  'tournament.extraReason': 'Причина',
  'tournament.removed': ({ userId, fromRound }, f) =>
    `${f.user(userId)} удалён из турнира: не рассаживается начиная с тура ${fromRound}.`,
  'tournament.exported': 'Игры и таблица в JSON и CSV.',
  'cmd.tournament': 'Клубный турнир: туры, столы, рассадка и таблица',
  'cmd.tournament.create': 'Создать турнир (главный судья)',
  'cmd.tournament.name': 'Название турнира',
  'cmd.tournament.preset': 'Пресет игр',
  'cmd.tournament.rounds': 'Число туров',
  'cmd.tournament.tables': 'Число столов по 10',
  'cmd.tournament.flags': 'Географические правила 7.4 и 7.6, до первого тура',
  'cmd.tournament.geo74': 'Правило 7.4: без списка выставленных',
  'cmd.tournament.geo76': 'Правило 7.6: четверо за столом',
  'cmd.tournament.add': 'Зарегистрировать игрока (главный судья)',
  'cmd.tournament.drop': 'Снять игрока со списка до первого тура',
  'cmd.tournament.player': 'Игрок',
  'cmd.tournament.table': 'Задать судью и каналы стола',
  'cmd.tournament.number': 'Номер стола',
  'cmd.tournament.judge': 'Судья стола',
  'cmd.tournament.text': 'Текстовый канал стола',
  'cmd.tournament.voice': 'Голосовой канал стола',
  'cmd.tournament.start_round': 'Начать следующий тур за всеми столами',
  'cmd.tournament.remove': 'Удалить игрока из турнира',
  'cmd.tournament.reason': 'Причина',
  'cmd.tournament.points': 'Дополнительные баллы месту в игре вашего стола',
  'cmd.tournament.seat': 'Место',
  'cmd.tournament.value': 'Баллы, например 0,3 или -0,25',
  'cmd.tournament.round': 'Тур (по умолчанию текущий)',
  'cmd.tournament.standings': 'Показать таблицу',
  'cmd.tournament.export': 'Игры и таблица в JSON и CSV',
  'tournament.finalStarted': 'Финальный стол уже начат: его размер не меняется.',
  'tournament.badFinalSize': ({ min, max }) =>
    min === max
      ? `За финальным столом этого пресета ${min} игроков.`
      : `За финальным столом этого пресета от ${min} до ${max} игроков.`,
  'tournament.finalDeclared': ({ size }) =>
    `Финальный стол: первые ${size} таблицы, после последнего тура (начните его командой \`/турнир начать_тур\`).`,
  'tournament.optionsSet': ({ hideExtras }) =>
    hideExtras
      ? 'Дополнительные баллы скрыты в таблице до конца последней игры.'
      : 'Дополнительные баллы показаны в таблице.',
  'tournament.removalBeforeDeal': ({ table }) =>
    `Игра стола ${table} ещё не раздана: удалите игрока после раздачи (тогда он будет из неё дисквалифицирован). Ничего не изменено.`,
  'tournament.removalReason': ({ reason }) => `удалён из турнира: ${reason}`,
  'cmd.tournament.final': 'Объявить финальный стол лучших игроков (главный судья)',
  'cmd.tournament.size': 'Сколько игроков за финальным столом',
  'cmd.tournament.options': 'Настройки турнира (главный судья)',
  'cmd.tournament.hide_extras': 'Скрыть дополнительные баллы в таблице до конца',
};
