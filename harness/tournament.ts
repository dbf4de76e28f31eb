/**
 * A club's tournament night (issue 14, item 6): several tables in one server start together,
 * and at Night 0 every player of every table must be server-muted. Discord allows one bot about
 * 10 member edits per 10 s per server, so one token mutes eight tables of ten in ~80 s; helper
 * applications (MAFIA_HELPER_TOKENS) each bring a bucket of their own.
 */
import { FakeDiscord, type HelperBot } from '@mafia-bot/fake-discord';
import { BotProcess } from './bot-process.ts';
import { Table } from './table.ts';

export interface TournamentOptions {
  tables: number;
  helpers: number;
  /** Member edits per bot and per server (Discord: about 10 per 10 s). */
  memberEditLimit?: { limit: number; windowMs: number };
  timeScale?: number;
  /** How long to wait for every table to be muted. */
  timeoutMs?: number;
  /** Changes to the server before the bot starts (e.g. a helper loses Mute Members). */
  prepare?: (fake: FakeDiscord, helpers: HelperBot[]) => void;
}

export interface TournamentResult {
  /** From the moment every table had dealt (Night 0 everywhere) to every player muted (ms). */
  allMutedMs: number | undefined;
  /** Per table: from its deal to its ten players muted (ms). */
  tableMutedMs: (number | undefined)[];
  players: number;
  mutedAtEnd: number;
  /** Accepted member edits by bot (the main bot first), and those Discord refused. */
  editsByBot: number[];
  rejected: number;
  helpers: HelperBot[];
  /** What each table's judge was told by DM (the bot's notices), by table. */
  judgeDms: string[][];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server of a tournament night: a game and a voice channel per table, the helper bots. */
export async function tournamentServer(
  options: Pick<TournamentOptions, 'tables' | 'helpers' | 'memberEditLimit'>,
): Promise<{ fake: FakeDiscord; helpers: HelperBot[]; channels: number[] }> {
  const channels = Array.from({ length: options.tables }, (_, i) => i + 1);
  const fake = await FakeDiscord.start({
    guild: {
      locale: 'en',
      textChannels: channels.map((n) => `game-${n}`),
      voiceChannels: channels.map((n) => `Table ${n}`),
    },
    memberEditRateLimit: options.memberEditLimit ?? { limit: 10, windowMs: 10_000 },
  });
  const helpers = Array.from({ length: options.helpers }, (_, i) =>
    fake.addHelperBot({ name: `Mute Helper ${i + 1}` }),
  );
  return { fake, helpers, channels };
}

/** Plays the night: tables started, filled and dealt at once; returns when all are muted. */
export async function tournamentNight(options: TournamentOptions): Promise<TournamentResult> {
  const { fake, helpers, channels } = await tournamentServer(options);
  options.prepare?.(fake, helpers);
  const bot = await BotProcess.start(fake, {
    // Slow enough that Night 0 outlasts even one token muting eight tables (~80 s).
    timeScale: options.timeScale ?? 3,
    env: helpers.length > 0 ? { MAFIA_HELPER_TOKENS: helpers.map((h) => h.token).join(',') } : {},
  });
  const tables = channels.map(
    (n) => new Table(fake, 10, 'en', { textChannel: `game-${n}`, voiceChannel: `Table ${n}` }),
  );
  const mutedAt = (table: Table) =>
    table.players.every((player) => player.isServerMuted) ? Date.now() : undefined;
  try {
    await Promise.all(tables.map((table) => table.start('classic')));
    await Promise.all(tables.map((table) => table.fill()));
    const dealt: number[] = [];
    const tableMuted: (number | undefined)[] = tables.map(() => undefined);
    await Promise.all(
      tables.map(async (table, i) => {
        await table.deal();
        dealt[i] = Date.now();
      }),
    );
    const allDealt = Math.max(...dealt);
    const deadline = Date.now() + (options.timeoutMs ?? 120_000);
    while (Date.now() < deadline && tableMuted.some((at) => at === undefined)) {
      tables.forEach((table, i) => (tableMuted[i] ??= mutedAt(table)));
      await sleep(20);
    }
    const done = tableMuted.every((at) => at !== undefined);
    const accepted = fake.memberEdits.filter((edit) => edit.status === 200);
    return {
      allMutedMs: done ? Math.max(...(tableMuted as number[])) - allDealt : undefined,
      tableMutedMs: tableMuted.map((at, i) => (at === undefined ? undefined : at - dealt[i]!)),
      players: tables.length * 10,
      mutedAtEnd: tables.flatMap((t) => t.players).filter((p) => p.isServerMuted).length,
      editsByBot: [fake.botUserId, ...helpers.map((h) => h.userId)].map(
        (id) => accepted.filter((edit) => edit.botUserId === id).length,
      ),
      rejected: fake.memberEdits.length - accepted.length,
      helpers,
      judgeDms: tables.map((table) => table.judge.dmMessages().map((message) => message.text)),
    };
  } finally {
    await bot.stop();
    await fake.close();
  }
}
