/**
 * Vote clicks and nominations against a quiet bot, alternating with the bare bot's `/ping` as
 * the judge's fouls are (issue 13, item 1). Neither can be taken back and made again like a
 * foul, so each round is a real day: a classic game is dealt, the judge skips night zero, each
 * speaker nominates (measured) and passes (not measured), then every player votes for the first
 * candidate (measured), and the judge ends the game for the next one. The bot runs at a time
 * scale where no speech or vote window runs out meanwhile.
 */
import type { Player, SeenMessage } from '@mafia-bot/fake-discord';
import type { Session } from '../harness/session.ts';
import { sleep } from './support/measure.ts';
import { quiet } from './support/quiet.ts';
import type { BareBot, Sample } from './support/bare-bot.ts';

interface Rounds {
  nomination: Sample;
  vote: Sample;
  /** Writes the bot refused (its follow-up said so): measured, but not counted as writes. */
  refused: number;
}

/** Night zero skipped by the judge until seat 1 holds the floor of day 1 (DAY-OPENER). */
async function firstSpeech(session: Session): Promise<void> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const speech = await session.steps.speechOf(1, 1_500).catch(() => undefined);
    if (speech) return;
    await session.table.judge.slash('mafia', 'skip');
  }
  throw new Error('day 1 did not start after 8 skips');
}

/** The first option of the speaker's nomination menus that is not himself. */
function nominee(session: Session, message: SeenMessage, seat: number): [string, string] {
  const placeholder = session.table.label('control.nominate');
  for (const select of message.selects.filter((entry) => entry.placeholder === placeholder)) {
    const option = select.options.find((entry) => !new RegExp(`#${seat}(?!\\d)`).test(entry.label));
    if (option) return [option.label, placeholder];
  }
  throw new Error(`#${seat} has no one to nominate`);
}

/** A new game until seat 1 speaks; the first game's start is the caller's. */
async function newGame(session: Session, first: boolean): Promise<void> {
  const { table } = session;
  if (!first) {
    await table.judge.slash('mafia', 'end');
    // The channel is free once the end is carried out: a start before it is refused.
    for (let attempt = 0; ; attempt++) {
      const started = await table.start('classic').then(
        () => true,
        (error: unknown) => (attempt >= 20 ? Promise.reject(error) : false),
      );
      if (started) break;
      await sleep(250);
    }
    await table.fill();
    await table.deal();
  }
  await firstSpeech(session);
}

/** Every player votes for `candidate` in turn, each click to a quiet bot. */
async function votes(
  session: Session,
  measure: <T>(act: () => Promise<T>) => Promise<T>,
  ping: (sample: Sample) => Promise<unknown>,
  candidate: string,
  rounds: Rounds,
): Promise<void> {
  const { table } = session;
  const label = table.label('control.vote', { seat: Number(candidate) });
  const message = await table.waitForButton(table.judge, label, 20_000);
  for (const player of table.players) {
    const reply = await measure(() => player.click(message, label));
    rounds.vote.bot.push(reply.latencyMs);
    if (!(await accepted(player, reply, table.label('vote.accepted', { seat: Number(candidate) }))))
      rounds.refused += 1;
    await ping(rounds.vote);
  }
}

async function accepted(
  player: Player,
  reply: Awaited<ReturnType<Player['click']>>,
  expected: string,
): Promise<boolean> {
  const words = await player.followUpOf(reply).catch(() => undefined);
  return words?.text === expected;
}

/**
 * `rounds` (at least) of each write, each sent to a quiet bot and followed by a ping of the
 * quiet bare bot. The game of the session was dealt and waits.
 */
export async function alternatingWrites(
  session: Session,
  bare: BareBot,
  rounds: number,
): Promise<Sample[]> {
  const { table, steps } = session;
  const result: Rounds = {
    nomination: { name: 'nomination (write, Redis; quiet bot, alternating)', bot: [], bare: [] },
    vote: { name: 'vote click (write, Redis; quiet bot, alternating)', bot: [], bare: [] },
    refused: 0,
  };
  const atRest = async <T>(act: () => Promise<T>) => {
    await Promise.all([quiet(session.fake), bare.quiet()]);
    return act();
  };
  // Each ping is measured in the bare bot's column right after the bot's write.
  const ping = async (sample: Sample) => sample.bare.push(await atRest(bare.ping));
  for (let game = 0; result.vote.bot.length < rounds; game++) {
    await newGame(session, game === 0);
    let candidate = '';
    for (let seat = 1; seat <= table.players.length; seat++) {
      const message = await steps.speechOf(seat);
      const player = table.atSeat(seat);
      const [option, placeholder] = nominee(session, message, seat);
      candidate ||= /#(\d+)/.exec(option)?.[1] ?? '';
      const reply = await atRest(() => player.select(message, option, { placeholder }));
      result.nomination.bot.push(reply.latencyMs);
      const target = Number(/#(\d+)/.exec(option)?.[1]);
      if (!(await accepted(player, reply, table.label('nomination.accepted', { target }))))
        result.refused += 1;
      await ping(result.nomination);
      await steps.pass(seat);
    }
    await votes(session, atRest, ping, candidate, result);
  }
  // A refused write is still acknowledged (and measured), but it wrote nothing: said in the row.
  if (result.refused > 0) result.vote.name += `; ${result.refused} of the writes refused`;
  return [result.nomination, result.vote];
}
