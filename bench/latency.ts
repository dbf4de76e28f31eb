/**
 * Item 1 of issue 13, acknowledgement latency: how long a person waits for the bot's first
 * answer (dispatch of the interaction → its callback, as the fake Discord times it), the real
 * bot process beside the bare discord.js bot, each on a fake Discord of its own.
 * - `/mafia status` (a read) and a judge's foul (a write through Redis; each foul is taken back
 *   by `/mafia unfoul`, unmeasured, so the seat never reaches its fourth foul): strictly
 *   alternating bot, bare bot, bot, bare bot.
 * - vote clicks and nominations (writes through Redis) happen in played games only, so they are
 *   taken from whole games played while the bare bot is pinged in the same seconds.
 */
import type { InteractionRecord } from '@mafia-bot/fake-discord';
import { openSession } from '../harness/session.ts';
import { render, type Locale } from '../src/i18n/index.ts';
import type { BareBot, Sample } from './support/bare-bot.ts';
import { fmt, quantile } from './support/measure.ts';
import { quiet } from './support/quiet.ts';
import { alternatingWrites } from './latency-writes.ts';
import type { PlayedGame } from './support/played-game.ts';
import type { BenchContext, Row } from './support/report.ts';

/**
 * Strict alternation on a table whose game was dealt and waits (time scale 3: nothing runs out
 * while it is measured). Each measured command is sent to a quiet bot (the effects of the
 * command before it, such as the unmeasured unfoul's notice and card edit, carried out), as the
 * bare bot is quiet. Then the vote clicks and nominations of whole days (latency-writes.ts).
 */
async function alternating(bare: BareBot, rounds: number): Promise<Sample[]> {
  const session = await openSession({ players: 10, bot: { timeScale: 3 } });
  const { table } = session;
  try {
    await table.start('classic');
    await table.fill();
    await table.deal();
    const target = table.players[0]!;
    const status: Sample = { name: '`/mafia status` (read)', bot: [], bare: [] };
    const foul: Sample = { name: 'judge `/mafia foul` (write, Redis)', bot: [], bare: [] };
    const atRest = async <T>(act: () => Promise<T>) => {
      await Promise.all([quiet(session.fake), bare.quiet()]);
      return act();
    };
    for (let round = 0; round < rounds; round++) {
      status.bot.push((await atRest(() => table.judge.slash('mafia', 'status'))).latencyMs);
      status.bare.push(await atRest(bare.ping));
    }
    for (let round = 0; round < rounds; round++) {
      const fouled = await atRest(() => table.judge.slash('mafia', 'foul', { player: target }));
      foul.bot.push(fouled.latencyMs);
      foul.bare.push(await atRest(bare.ping));
      await table.judge.slash('mafia', 'unfoul', { player: target });
    }
    return [status, foul, ...(await alternatingWrites(session, bare, rounds))];
  } finally {
    await session.close();
  }
}

/** The ids and placeholders of every select in a message payload (any nesting). */
function placeholders(node: unknown, found = new Map<string, string>()): Map<string, string> {
  if (Array.isArray(node)) for (const child of node) placeholders(child, found);
  else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (typeof record.custom_id === 'string' && typeof record.placeholder === 'string')
      found.set(record.custom_id, record.placeholder);
    for (const value of Object.values(record)) placeholders(value, found);
  }
  return found;
}

/** Vote clicks and nominations of played games, recognised by what the person saw. */
export function gameWrites(games: PlayedGame[], pings: number[], locale: Locale): Sample[] {
  const voteLabel = render(locale, { key: 'control.vote', params: { seat: 0 } } as never);
  const votePrefix = `click "${voteLabel.replace(/#?0.*$/, '')}`;
  const nominate = render(locale, { key: 'control.nominate', params: {} } as never);
  const isNomination = (record: InteractionRecord) => {
    const payload = record.payload as { data?: { custom_id?: string }; message?: unknown };
    const id = payload.data?.custom_id;
    return id !== undefined && placeholders(payload.message).get(id) === nominate;
  };
  const all = games.flatMap((game) => game.interactions);
  const latencies = (records: InteractionRecord[]) =>
    records.map((record) => record.latencyMs ?? Infinity);
  return [
    {
      name: 'vote click (write, Redis; in played games)',
      bot: latencies(all.filter((record) => record.label.includes(votePrefix))),
      bare: pings,
    },
    {
      name: 'nomination (write, Redis; in played games)',
      bot: latencies(all.filter(isNomination)),
      bare: pings,
    },
  ];
}

export function latencyRows(samples: Sample[]): Row[] {
  return samples.flatMap((sample) => {
    const ratio = (q: number) => fmt(quantile(sample.bot, q) / quantile(sample.bare, q));
    // To 0.1 ms: the fake times the acknowledgement on the monotonic clock.
    const ms = (values: number[]) =>
      `p50 ${fmt(quantile(values, 0.5), 1)} ms, p99 ${fmt(quantile(values, 0.99), 1)} ms (n = ${values.length})`;
    const write = sample.name.includes('write');
    return [
      { measure: `${sample.name}: mafia-bot`, figure: ms(sample.bot) },
      { measure: `${sample.name}: bare bot \`/ping\``, figure: ms(sample.bare) },
      {
        measure: `${sample.name}: ratio mafia-bot / bare bot`,
        figure: `p50 ${ratio(0.5)} ×, p99 ${ratio(0.99)} ×`,
        goal: write ? 'p50 ≤ 1.2 ×, p99 ≤ 1.5 ×' : undefined,
      },
    ];
  });
}

export async function ackLatency(context: BenchContext, bare: BareBot): Promise<Sample[]> {
  const rounds = context.smoke ? 5 : 200;
  const samples = await alternating(bare, rounds);
  context.log(`latency: ${rounds} alternating rounds done`);
  return samples;
}
