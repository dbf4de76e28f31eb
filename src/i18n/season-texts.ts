import type { Preset, Role } from '../engine/index.ts';
import type { Period, PlayerStats, Tally } from '../season/rating.ts';
import type { AdapterKey } from './adapter-messages.ts';
import type { SeasonAdminParams } from './season-messages.ts';
import type { Phrase } from './phrases/book.ts';
import type { Formatters } from './types.ts';

/**
 * The texts of the season (`/mafia stats`, `/mafia leaderboard`) in both languages, kept in one
 * file and spread into each phrase book's texts (src/i18n/phrases/<locale>/index.ts).
 */
type SeasonKey = Exclude<
  Extract<
    AdapterKey,
    | `ui.stats${string}`
    | `ui.leaderboard${string}`
    | `cmd.stats${string}`
    | `cmd.leaderboard${string}`
    | 'choice.period'
  >,
  keyof SeasonAdminParams
>;
/** As the phrase books keep them: a text without parameters is a plain string. */
export type SeasonTexts = { [K in SeasonKey]: Phrase<K> };

/** "1.25" / "1,25": points to two decimals at most. */
function number(f: Formatters, value: number): string {
  return value.toLocaleString(f.locale === 'ru' ? 'ru-RU' : 'en-US', { maximumFractionDigits: 2 });
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function percent(part: number, whole: number): string {
  return whole === 0 ? '—' : `${Math.round((100 * part) / whole)}%`;
}

interface Words {
  periods: Record<Period, string>;
  allPresets: string;
  season: (name: string) => string;
  title: (preset: string, period: string) => string;
  row: (points: string, games: number, wins: number, f: Formatters) => string;
  empty: (preset: string, period: string) => string;
  /** The server's public standings page (issue 27), when it has opted in. */
  onTheWeb: (url: string) => string;
  statsTitle: (user: string) => string;
  tally: (label: string, tally: Tally) => string;
  lines: (stats: PlayerStats, f: Formatters) => string[];
  none: (user: string) => string;
}

function leaderboardOf(words: Words): Pick<SeasonTexts, 'ui.leaderboard' | 'ui.leaderboardEmpty'> {
  const presetName = (f: Formatters, preset?: Preset) =>
    preset ? f.preset(preset) : words.allPresets;
  /** SEASON-DATES: the season the table is of, when one is set. */
  const inSeason = (season?: string) => (season ? ` · ${words.season(season)}` : '');
  return {
    'ui.leaderboard': ({ preset, period, rows, webUrl, season }, f) =>
      [
        words.title(presetName(f, preset), words.periods[period]) + inSeason(season),
        ...rows.map(
          (row, index) =>
            `${index + 1}. ${f.user(row.userId)} — ${words.row(number(f, row.points), row.games, row.wins, f)}`,
        ),
        ...(webUrl ? [words.onTheWeb(webUrl)] : []),
      ].join('\n'),
    'ui.leaderboardEmpty': ({ preset, period, season }, f) =>
      words.empty(presetName(f, preset), words.periods[period] + inSeason(season)),
  };
}

function statsOf(words: Words): Pick<SeasonTexts, 'ui.stats' | 'ui.statsNone'> {
  return {
    'ui.stats': ({ stats }, f) => {
      const roles = (Object.entries(stats.byRole) as Array<[Role, Tally]>).map(([role, tally]) =>
        words.tally(f.role(role), tally),
      );
      return [words.statsTitle(f.user(stats.userId)), ...words.lines(stats, f), roles.join(' · ')]
        .filter((line) => line !== '')
        .join('\n');
    },
    'ui.statsNone': ({ userId }, f) => words.none(f.user(userId)),
  };
}

const EN: Words = {
  periods: { all: 'all time', year: 'this year', month: 'this month' },
  allPresets: 'all games',
  season: (name) => `season «${name}»`,
  title: (preset, period) => `**Leaderboard** — ${preset}, ${period}`,
  onTheWeb: (url) => `The whole table on the web: ${url}`,
  row: (points, games, wins) =>
    `**${points}** pts · ${games} ${games === 1 ? 'game' : 'games'} · ${wins} ${wins === 1 ? 'win' : 'wins'}`,
  empty: (preset, period) => `No finished games counted yet (${preset}, ${period}).`,
  statsTitle: (user) => `**Stats of ${user}** on this server`,
  tally: (label, { games, wins }) => `${label}: ${wins}/${games}`,
  lines: (s, f) => [
    `Games: ${s.games} · wins: ${s.wins} (${percent(s.wins, s.games)}) · points: **${number(f, s.points)}**`,
    `Red: ${s.bySide.red.wins}/${s.bySide.red.games} · black: ${s.bySide.black.wins}/${s.bySide.black.games}`,
    `Survived to the end: ${s.survived} (${percent(s.survived, s.games)}) · fouls per game: ${number(f, s.games ? s.fouls / s.games : 0)}`,
    `Best Moves: ${s.bestMoves}, blacks named: ${s.bestMoveHits}`,
    `Checks: ${s.checks}, found what they sought: ${s.checkHits} (${percent(s.checkHits, s.checks)})`,
  ],
  none: (user) => `${user} has no counted games on this server yet.`,
};

const RU: Words = {
  periods: { all: 'за всё время', year: 'за этот год', month: 'за этот месяц' },
  allPresets: 'все игры',
  season: (name) => `сезон «${name}»`,
  title: (preset, period) => `**Рейтинг** — ${preset}, ${period}`,
  onTheWeb: (url) => `Вся таблица на сайте: ${url}`,
  row: (points, games, wins, f) =>
    `**${points}** б. · ${games} ${f.plural(games, ['игра', 'игры', 'игр'])} · ${wins} ${f.plural(wins, ['победа', 'победы', 'побед'])}`,
  empty: (preset, period) => `Засчитанных игр пока нет (${preset}, ${period}).`,
  statsTitle: (user) => `**Статистика ${user}** на этом сервере`,
  tally: (label, { games, wins }) => `${label}: ${wins}/${games}`,
  lines: (s, f) => [
    `Игр: ${s.games} · побед: ${s.wins} (${percent(s.wins, s.games)}) · баллы: **${number(f, s.points)}**`,
    `Красные: ${s.bySide.red.wins}/${s.bySide.red.games} · чёрные: ${s.bySide.black.wins}/${s.bySide.black.games}`,
    `Дожил до конца: ${s.survived} (${percent(s.survived, s.games)}) · фолов за игру: ${number(f, s.games ? s.fouls / s.games : 0)}`,
    `Лучших ходов: ${s.bestMoves}, угадано чёрных: ${s.bestMoveHits}`,
    `Проверок: ${s.checks}, из них в цель: ${s.checkHits} (${percent(s.checkHits, s.checks)})`,
  ],
  none: (user) => `У ${user} пока нет засчитанных игр на этом сервере.`,
};

export const SEASON_EN: SeasonTexts = {
  ...statsOf(EN),
  ...leaderboardOf(EN),
  'cmd.stats': 'Season stats of a player on this server (default: you)',
  'cmd.stats.player': 'Whose stats',
  'cmd.leaderboard': "The server's leaderboard (club points: win 1, Best Move bonus)",
  'cmd.leaderboard.preset': 'Only games of this type (default: all)',
  'cmd.leaderboard.period': 'All time, this year or this month (default: all time)',
  'choice.period': ({ period }) => capitalized(EN.periods[period]),
};

export const SEASON_RU: SeasonTexts = {
  ...statsOf(RU),
  ...leaderboardOf(RU),
  'cmd.stats': 'Статистика игрока на этом сервере (по умолчанию — ваша)',
  'cmd.stats.player': 'Чья статистика',
  'cmd.leaderboard': 'Рейтинг сервера (клубные баллы: победа 1, бонус за лучший ход)',
  'cmd.leaderboard.preset': 'Только игры этого типа (по умолчанию — все)',
  'cmd.leaderboard.period': 'За всё время, этот год или этот месяц (по умолчанию — всё время)',
  'choice.period': ({ period }) => capitalized(RU.periods[period]),
};
