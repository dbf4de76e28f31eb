import type { SeasonAdminParams } from './season-messages.ts';
import type { Phrase } from './phrases/book.ts';

/**
 * The season administration's texts (`/season`: voids, dates, export; the public standings,
 * issue 26 item 7) in both languages, spread into each phrase book's texts like the season's.
 */
export type SeasonAdminTexts = { [K in keyof SeasonAdminParams]: Phrase<K> };

const quoted = (reason: string) => (reason ? `: «${reason}»` : '');

export const SEASON_ADMIN_EN: SeasonAdminTexts = {
  'season.notAdmin':
    "Only a member with Manage Server or the server's judge role can administer the season.",
  'season.unknownGame': ({ gameId }) =>
    `No finished game \`${gameId}\` is counted in this server's season (the id is in the game's report and protocol).`,
  'season.alreadyVoided': ({ gameId }) => `Game \`${gameId}\` is already voided.`,
  'season.notVoided': ({ gameId }) => `Game \`${gameId}\` is not voided: nothing to restore.`,
  'season.noReason': 'Give the reason (the appeal) for the void.',
  'season.badDates': ({ start, end }) =>
    `Dates are days as YYYY-MM-DD, the start not after the end (got ${start} … ${end}). Nothing changed.`,
  'season.overlap': ({ name }) =>
    `Those dates overlap the season «${name}»: a game belongs to one season. Nothing changed.`,
  'season.unknownSeason': ({ name, known }) =>
    `There is no season «${name}».` +
    (known.length ? ` Seasons: ${known.map((k) => `«${k}»`).join(', ')}.` : ' No season is set.'),
  'season.voided': ({ gameId }) =>
    `Game \`${gameId}\` is voided: the season's standings and stats no longer count it.`,
  'season.restored': ({ gameId }) => `Game \`${gameId}\` counts in the season again.`,
  'season.voidAnnounced': ({ gameId, userId, reason }, f) =>
    `**Game \`${gameId}\` voided** after an appeal by ${f.user(userId)}${quoted(reason)}. It no longer counts in the season's standings and stats.`,
  'season.restoreAnnounced': ({ gameId, userId, reason }, f) =>
    `**Game \`${gameId}\` restored** by ${f.user(userId)}${quoted(reason)}. It counts in the season again.`,
  'season.datesSet': ({ name, start, end }) =>
    `Season «${name}»: ${start} … ${end} (UTC, both days included). Games outside these days do not count in it.`,
  'season.list': ({ seasons, current }) =>
    seasons.length === 0
      ? 'No season is set: every game counts. Set one with `/season dates`.'
      : [
          '**Seasons**',
          ...seasons.map(
            (s) => `• «${s.name}»: ${s.start} … ${s.end}${s.name === current ? ' (current)' : ''}`,
          ),
        ].join('\n'),
  'season.boardPosted': 'Posted: that message now follows every game.',
  'season.exported': ({ games, season }) =>
    `The season${season ? ` «${season}»` : ''}: ${games} ${games === 1 ? 'game' : 'games'}, as \`season.json\`, \`season-standings.csv\` and \`season-games.csv\`.`,
  'cmd.season': "The server's season: voids after an appeal, dates, export",
  'cmd.season.void': 'Void a finished game after an appeal (Manage Server or judge role)',
  'cmd.season.restore': 'Count a voided game again (Manage Server or judge role)',
  'cmd.season.dates': "Set a season's first and last day; without options, list the seasons",
  'cmd.season.export': 'The standings and every game of the season, as CSV and JSON',
  'cmd.season.game': 'The game id, as in its report and protocol',
  'cmd.season.reason': 'Why (the appeal)',
  'cmd.season.name': "The season's name",
  'cmd.season.start': 'First day, YYYY-MM-DD (UTC)',
  'cmd.season.end': 'Last day, YYYY-MM-DD (UTC)',
  'cmd.season.which': 'Which season (default: the current one)',
  'cmd.leaderboard.season': 'Which season (default: the current one)',
  'cmd.leaderboard.public':
    'Post it in this channel, kept current after every game (Manage Server or judge role)',
};

export const SEASON_ADMIN_RU: SeasonAdminTexts = {
  'season.notAdmin':
    'Сезоном управляют участники с правом «Управлять сервером» или с ролью судьи сервера.',
  'season.unknownGame': ({ gameId }) =>
    `Завершённой игры \`${gameId}\` в сезоне этого сервера нет (номер игры — в её отчёте и протоколе).`,
  'season.alreadyVoided': ({ gameId }) => `Игра \`${gameId}\` уже аннулирована.`,
  'season.notVoided': ({ gameId }) => `Игра \`${gameId}\` не аннулирована: восстанавливать нечего.`,
  'season.noReason': 'Укажите причину (апелляцию) аннулирования.',
  'season.badDates': ({ start, end }) =>
    `Даты — дни в виде ГГГГ-ММ-ДД, начало не позже конца (получено ${start} … ${end}). Ничего не изменилось.`,
  'season.overlap': ({ name }) =>
    `Эти даты пересекаются с сезоном «${name}»: игра относится к одному сезону. Ничего не изменилось.`,
  'season.unknownSeason': ({ name, known }) =>
    `Сезона «${name}» нет.` +
    (known.length ? ` Сезоны: ${known.map((k) => `«${k}»`).join(', ')}.` : ' Сезоны не заданы.'),
  'season.voided': ({ gameId }) =>
    `Игра \`${gameId}\` аннулирована: таблица и статистика сезона её больше не учитывают.`,
  'season.restored': ({ gameId }) => `Игра \`${gameId}\` снова учитывается в сезоне.`,
  'season.voidAnnounced': ({ gameId, userId, reason }, f) =>
    `**Игра \`${gameId}\` аннулирована** по апелляции, решение ${f.user(userId)}${quoted(reason)}. В таблице и статистике сезона она больше не учитывается.`,
  'season.restoreAnnounced': ({ gameId, userId, reason }, f) =>
    `**Игра \`${gameId}\` восстановлена**, решение ${f.user(userId)}${quoted(reason)}. Она снова учитывается в сезоне.`,
  'season.datesSet': ({ name, start, end }) =>
    `Сезон «${name}»: ${start} … ${end} (UTC, оба дня включительно). Игры вне этих дней в нём не учитываются.`,
  'season.list': ({ seasons, current }) =>
    seasons.length === 0
      ? 'Сезоны не заданы: учитываются все игры. Задайте сезон командой `/season dates`.'
      : [
          '**Сезоны**',
          ...seasons.map(
            (s) => `• «${s.name}»: ${s.start} … ${s.end}${s.name === current ? ' (текущий)' : ''}`,
          ),
        ].join('\n'),
  'season.boardPosted': 'Опубликовано: это сообщение будет обновляться после каждой игры.',
  'season.exported': ({ games, season }) =>
    `Сезон${season ? ` «${season}»` : ''}: игр — ${games}; файлы \`season.json\`, \`season-standings.csv\` и \`season-games.csv\`.`,
  'cmd.season': 'Сезон сервера: аннулирование по апелляции, даты, выгрузка',
  'cmd.season.void':
    'Аннулировать завершённую игру по апелляции («Управлять сервером» или роль судьи)',
  'cmd.season.restore': 'Снова учитывать аннулированную игру («Управлять сервером» или роль судьи)',
  'cmd.season.dates': 'Задать первый и последний день сезона; без параметров — список сезонов',
  'cmd.season.export': 'Таблица и все игры сезона в CSV и JSON',
  'cmd.season.game': 'Номер игры, как в её отчёте и протоколе',
  'cmd.season.reason': 'Причина (апелляция)',
  'cmd.season.name': 'Название сезона',
  'cmd.season.start': 'Первый день, ГГГГ-ММ-ДД (UTC)',
  'cmd.season.end': 'Последний день, ГГГГ-ММ-ДД (UTC)',
  'cmd.season.which': 'Какой сезон (по умолчанию — текущий)',
  'cmd.leaderboard.season': 'Какой сезон (по умолчанию — текущий)',
  'cmd.leaderboard.public':
    'Опубликовать в этом канале и обновлять после каждой игры («Управлять сервером» или роль судьи)',
};
