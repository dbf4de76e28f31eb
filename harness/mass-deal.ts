/**
 * Many lobbies of one server dealt at once (issue 23, defect 6): every player of every table
 * must see his role card. Each table has a judge and ten players of its own (nobody is in two
 * games); the players read their DMs as a person does (player.dmMessages()).
 */
import { FakeDiscord, type Player } from '@mafia-bot/fake-discord';
import { BotProcess } from './bot-process.ts';
import { Table } from './table.ts';

export interface MassDealOptions {
  tables: number;
  timeScale?: number;
  /** How long after the deal the cards are waited for (ms). */
  waitMs?: number;
  /**
   * How long the lobbies stay full before the judges deal (ms): a tournament's lobbies fill
   * over minutes and the judges deal when everyone is there, not the moment the tenth joins.
   */
  lobbyPauseMs?: number;
}

export interface MassDealResult {
  players: number;
  /** Players without a role card `waitMs` after the deal, by table ("table 3: P7"). */
  missing: string[];
  /** From the Deal clicks (all at once) to the last role card seen (ms); undefined: one never came. */
  lastCardMs: number | undefined;
  /** Per table: from the Deal clicks to its tenth card (ms). */
  tableLastCardMs: (number | undefined)[];
  /** What each table's judge was told by DM, by table. */
  judgeDms: string[][];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens every lobby, fills it, deals all at once and watches the cards arrive. */
export async function massDeal(options: MassDealOptions): Promise<MassDealResult> {
  const numbers = Array.from({ length: options.tables }, (_, i) => i + 1);
  const fake = await FakeDiscord.start({
    guild: {
      locale: 'en',
      textChannels: numbers.map((n) => `game-${n}`),
      voiceChannels: numbers.map((n) => `Table ${n}`),
    },
  });
  const bot = await BotProcess.start(fake, { timeScale: options.timeScale ?? 0.1 });
  const tables = numbers.map(
    (n) => new Table(fake, 10, 'en', { textChannel: `game-${n}`, voiceChannel: `Table ${n}` }),
  );
  try {
    await Promise.all(tables.map((table) => table.start('classic')));
    await Promise.all(tables.map((table) => table.fill()));
    await sleep(options.lobbyPauseMs ?? 0);
    const everyone = tables.flatMap((table) => table.players);
    const cardAt = new Map<Player, number>();
    const look = () => {
      for (const table of tables)
        for (const player of table.players)
          if (!cardAt.has(player) && table.card(player) !== '') cardAt.set(player, Date.now());
    };
    const clicked = Date.now();
    await Promise.all(tables.map((table) => table.deal(60_000)));
    const deadline = clicked + (options.waitMs ?? 60_000);
    while (Date.now() < deadline && cardAt.size < everyone.length) {
      look();
      await sleep(50);
    }
    look();
    const last = (players: Player[]) =>
      players.every((player) => cardAt.has(player))
        ? Math.max(...players.map((player) => cardAt.get(player)!)) - clicked
        : undefined;
    return {
      players: everyone.length,
      missing: tables.flatMap((table, i) =>
        table.players
          .filter((player) => !cardAt.has(player))
          .map((player) => `table ${i + 1}: ${player.name}`),
      ),
      lastCardMs: last(everyone),
      tableLastCardMs: tables.map((table) => last(table.players)),
      judgeDms: tables.map((table) => table.judge.dmMessages().map((message) => message.text)),
    };
  } finally {
    // Killed, not stopped: a graceful stop unmutes all 500 players at the server's member-edit
    // limit (minutes), which is not what this measures.
    await bot.kill();
    await fake.close();
  }
}
