/**
 * Issue 23, the start-up window: a bot restarted while people act. Running games saved in
 * Redis (none, then a thousand), the slash commands still listed from before, then the real bot
 * process started on them; the moment the fake Discord has sent it READY, hosts open lobbies
 * and judges ask `/mafia status` of running games, all at once. Measured: READY → every one of
 * those commands carried out (its answer filled in), and how many were refused.
 */
import { REST } from 'discord.js';
import { SUBCOMMANDS } from '../commands/mafia/index.ts';
import { createLogger } from '../src/logger.ts';
import { registerCommands } from '../src/discord/interactions/register-commands.ts';
import { RedisKv } from '../src/store/redis-kv.ts';
import { render } from '../src/i18n/index.ts';
import { FakeDiscord, type Player } from '@mafia-bot/fake-discord';
import { BotProcess } from '../harness/bot-process.ts';
import { TEST_REDIS_URL, uniquePrefix } from '../harness/redis.ts';
import type { BenchContext, Row, Section } from './support/report.ts';
import { seedRunningGames } from './support/seed-games.ts';

/** Lobbies opened, each in a channel of its own, and running games asked about. */
const LOBBIES = 20;
const STATUSES = 10;

interface Window {
  games: number;
  /** READY → the last of the commands answered; the last lobby; the last status. */
  allDoneMs: number;
  lobbiesMs: number;
  statusesMs: number;
  commands: number;
  /** Answered with the outage wording. */
  refused: number;
  /** Answered with anything but what was asked (a lobby not opened, a game not found). */
  wrong: number;
  /** Those answers, each with its count. */
  wrongTexts: string[];
  /** READY → the bot's own lines (ms). */
  resumedMs: number;
  readyLineMs: number;
}

/** The distinct answers with how many times each came: "20 × The game store is…". */
function tally(texts: string[]): string[] {
  const counts = new Map<string, number>();
  for (const text of texts) counts.set(text, (counts.get(text) ?? 0) + 1);
  return [...counts].map(([text, count]) => `${count} × ${text.split('\n')[0]!.slice(0, 60)}`);
}

const logTime = (line: string) => Number((JSON.parse(line) as { time?: number }).time ?? NaN);

/** The commands listed as a previous run of the bot left them (a restart keeps them). */
async function listCommands(fake: FakeDiscord): Promise<void> {
  const rest = new REST({ api: fake.apiUrl }).setToken(fake.token);
  const logger = createLogger({ level: 'silent', pretty: false });
  await registerCommands(rest, fake.applicationId, fake.guildId, logger, SUBCOMMANDS);
  // The bot registers its commands in one guild; the seeded guilds see the same ones.
  for (const guildId of fake.world.guilds.keys()) fake.world.commands.set(guildId, fake.commands());
}

/** One person's command, sent now: what he read and when it was filled in. */
async function ask(act: () => Promise<{ text: string }>): Promise<{ text: string; at: number }> {
  const reply = await act();
  return { text: reply.text, at: Date.now() };
}

async function measure(games: number): Promise<Window> {
  const lobbyChannels = Array.from({ length: LOBBIES }, (_, i) => `lobby-${i + 1}`);
  const fake = await FakeDiscord.start({ guild: { locale: 'en', textChannels: lobbyChannels } });
  const prefix = uniquePrefix('bench-startup');
  try {
    const seeded = games > 0 ? await seedRunningGames(fake, prefix, games) : [];
    await listCommands(fake);
    const hosts = lobbyChannels.map((name) =>
      fake.addPlayer({ name: `Host ${name}`, locale: 'en' }),
    );
    const asked = seeded.slice(0, STATUSES);
    const judges = asked.map(({ guildId }, i) =>
      fake.addPlayer({ name: `Judge ${i}`, locale: 'en', guildId }),
    );
    const bot = await BotProcess.start(fake, {
      timeScale: 1,
      redisKeyPrefix: prefix,
      readyTimeoutMs: 60_000,
    });
    try {
      const readyAt = fake.identifies.at(-1)?.at ?? NaN;
      const answers = await Promise.all([
        ...hosts.map((host: Player, i) =>
          ask(() =>
            host.slash('mafia', 'start', { preset: 'forum' }, { channel: lobbyChannels[i] }),
          ),
        ),
        ...judges.map((judge, i) =>
          ask(() => judge.slash('mafia', 'status', {}, { channel: asked[i]!.channelId })),
        ),
      ]);
      const resumed = await bot.waitForLog(/resumed running games/, 60_000);
      const ready = await bot.settled(60_000);
      const outage = render('en', { key: 'error.storeUnavailable', params: {} });
      const started = render('en', { key: 'ui.started', params: { gameId: '' } }).split('`')[0]!;
      const noGame = render('en', { key: 'ui.noGameHere', params: {} });
      const wrong = answers.filter(({ text }, i) =>
        i < hosts.length ? !text.startsWith(started) : text === noGame || text === outage,
      );
      return {
        games,
        allDoneMs: Math.max(...answers.map(({ at }) => at)) - readyAt,
        lobbiesMs: Math.max(...answers.slice(0, hosts.length).map(({ at }) => at)) - readyAt,
        statusesMs: Math.max(...answers.slice(hosts.length).map(({ at }) => at)) - readyAt,
        commands: answers.length,
        refused: answers.filter(({ text }) => text === outage).length,
        wrong: wrong.length,
        wrongTexts: tally(wrong.map(({ text }) => text)),
        resumedMs: logTime(resumed) - readyAt,
        readyLineMs: logTime(ready) - readyAt,
      };
    } finally {
      await bot.stop();
    }
  } finally {
    await fake.close();
    const kv = await RedisKv.connect({ url: TEST_REDIS_URL, prefix });
    await kv.clearPrefix();
    await kv.close();
  }
}

function rows(window: Window): Row[] {
  const size = `${window.games.toLocaleString('en')} running games`;
  return [
    {
      measure: `${size}: READY → every command carried out (${window.commands} commands sent at READY)`,
      figure: `${Math.round(window.allDoneMs)} ms`,
      goal: 'seconds, within the interaction’s life',
    },
    {
      measure: `${size}: of which READY → the last lobby opened / the last status shown`,
      figure: `${Math.round(window.lobbiesMs)} ms / ${window.statusesMs > 0 ? `${Math.round(window.statusesMs)} ms` : '—'}`,
    },
    {
      measure: `${size}: commands refused as a store outage / not carried out (any answer but the lobby or the game’s status)`,
      figure: `${window.refused} / ${window.wrong}${window.wrong ? ` (${window.wrongTexts.join('; ')})` : ''}`,
      goal: '0 / 0',
    },
    {
      measure: `${size}: READY → "resumed running games" / "mafia-bot ready" (bot log)`,
      figure: `${Math.round(window.resumedMs)} ms / ${Math.round(window.readyLineMs)} ms`,
    },
  ];
}

export async function startupWindow(context: BenchContext): Promise<Section> {
  const sizes = context.smoke ? [0, 10] : [0, 1000];
  const windows: Window[] = [];
  for (const games of sizes) {
    windows.push(await measure(games));
    context.log(`startup: ${games} games measured`);
  }
  return {
    title: 'Start-up window (issue 23)',
    sizes: `${sizes.map((games) => games.toLocaleString('en')).join(' and ')} dealt classic games of 10 players in Redis (seeded by the real orchestrator, their screens in place), the commands listed from before; then \`node src/main.ts\`, and at the fake's READY ${LOBBIES} hosts open forum lobbies, each in a channel of its own, and (with games) ${STATUSES} judges ask \`/mafia status\` of running games, all at once`,
    rows: windows.flatMap(rows),
    notes: [
      'READY: the fake Discord sends it to the new session at its IDENTIFY; the commands are sent in the same moment (the e2e fixture returns then). "Carried out": the deferred answer filled in — the lobby opened, the status of the game shown (with its picture of the table, drawn for each). A command that waits for the running games is acknowledged at once (an ephemeral deferral; `/mafia status`, whose answer is public, defers after 1.5 s) and answered once they are read (src/orchestrator/games/games-known.ts).',
      'Before the fix (commit fabb52d, this bench run on it 2026-12-05 05:04 UTC, load average about 10): with no running game all 20 lobbies were refused with the outage wording (READY → "resumed running games" 428 ms: the commands were registered first, then the lobbies met the resume); with 1,000, none was refused but all 10 `/mafia status` answered "No game is running here" (the commands came while the season recovery read the games, before the resume had begun, when nothing said the games were unknown) and the 20 lobbies opened without the channels’ games being known.',
    ],
  };
}
