import { afterEach, describe, expect, it } from 'vitest';
import { FakeDiscord, type SeenMessage, shardOf } from '@mafia-bot/fake-discord';
import { BotProcess } from '../../harness/bot-process.ts';
import { stepDeadline } from './support/saved-game.ts';
import { Table } from '../../harness/table.ts';
import { simplePolicy } from '../../harness/policies.ts';
import { Steps } from '../../harness/steps.ts';
import { waitUntil } from '../../harness/wait.ts';

const TIME_SCALE = 0.05;
/** Guild B's classic speech (server setting): 300 s × 0.05 = 15 s, longer than a respawn. */
const SPEECH_SECONDS_B = 300;

/** The speech screen being shown now (the newest message with an enabled Pass button). */
function currentSpeech(table: Table): SeenMessage | undefined {
  const pass = table.label('control.pass');
  return table.judge
    .visibleMessages('game')
    .reverse()
    .find((message) => message.buttons.some((b) => b.label === pass && !b.disabled));
}

/** What a failure shows: the table's last messages, failed clicks and the bot's error lines. */
function diagnosis(table: Table, bot: BotProcess): string {
  const last = table.judge
    .visibleMessages('game')
    .slice(-6)
    .map((m) => `  - ${m.embeds[0]?.title ?? ''} ${m.text.slice(0, 140).replace(/\n/g, ' | ')}`);
  return [
    'last messages:',
    ...last,
    'failed actions:',
    ...table.errors.slice(-8),
    'bot warnings and errors:',
    ...bot.lines
      .filter((line) => /"level":(40|50|60)/.test(line))
      .slice(-12)
      .map((line) => line.slice(0, 500)),
  ].join('\n');
}

describe('the sharded start end to end (issue 14: two guilds on two shard processes, one Redis)', () => {
  let fake: FakeDiscord | undefined;
  let bot: BotProcess | undefined;

  afterEach(async () => {
    if (bot) expect(await bot.stop()).toBe(0);
    await fake?.close();
  });

  it('GIVEN a game in a guild of shard 0 and one in a guild of shard 1 WHEN the night moves of the shard-1 game are clicked in DMs (which reach shard 0 only) and shard 1’s process is killed mid-speech THEN the moves count, the manager respawns the shard, the speech ends at its deadline (±1 s), and both games end with nobody muted', async () => {
    fake = await FakeDiscord.start({
      shards: 2,
      maxConcurrency: 16,
      guild: { locale: 'en', shard: [0, 2] },
    });
    const guildB = fake.addGuild({ name: 'Second Club', locale: 'en', shard: [1, 2] });
    expect([shardOf(fake.guildId, 2), shardOf(guildB, 2)]).toEqual([0, 1]);
    bot = await BotProcess.start(fake, {
      timeScale: TIME_SCALE,
      sharded: true,
      // Two guilds: the commands are registered globally (by shard 0 only).
      env: { DISCORD_GUILD_ID: '' },
      readyTimeoutMs: 60_000,
    });
    expect(fake.identifies.map((identify) => identify.shard).sort()).toEqual([
      [0, 2],
      [1, 2],
    ]);
    const admin = fake.addPlayer({ name: 'Admin', guildId: guildB, permissions: ['ManageGuild'] });
    await admin.slash('mafia', 'settings', { speech_seconds_classic: SPEECH_SECONDS_B });

    const tableA = new Table(fake, 10, 'en');
    const tableB = new Table(fake, 10, 'en', { guildId: guildB });
    for (const table of [tableA, tableB]) {
      await table.start('classic');
      await table.fill();
      await table.deal();
    }
    const policy = (table: Table) => ({ ...simplePolicy(table), speakMs: 200 });
    const gameA = tableA.playToTheEnd(policy(tableA), 240_000);

    // Night 1 of game B: the shooters' and checkers' menus are in DMs, whose clicks Discord
    // delivers to shard 0 only; the kill in the morning shows that they counted.
    const killed = tableB.label('morning.killed', { seat: 0, userId: '' }).split(' ')[0]!;
    tableB.autoplay(policy(tableB));
    await waitUntil(
      () => tableB.judge.visibleMessages('game').some((m) => m.text.includes(`${killed} player`)),
      120_000,
      'the morning after the DM night moves in guild B',
    ).catch((error: Error) => {
      throw new Error(`${error.message}\n${diagnosis(tableB, bot!)}`);
    });
    await tableB.stop();
    const dmClicks = fake
      .interactionLog()
      .filter(
        (record) =>
          record.guildId === null && tableB.players.some((player) => player.id === record.userId),
      );
    expect(dmClicks.length).toBeGreaterThan(0);
    expect(
      dmClicks.filter((record) => record.ackedAt === null || record.failures.length > 0),
    ).toEqual([]);

    // A regular speech of day 2 (a last word is passed at once), then shard 1 dies 2 s into it.
    const steps = new Steps(tableB);
    let speech: SeenMessage | undefined;
    const regular = /The floor goes to seat #(\d+)/;
    await waitUntil(
      () => (speech = currentSpeech(tableB)) !== undefined,
      30_000,
      'a speech in guild B',
    );
    if (!regular.test(speech!.title)) {
      const seat = Number(/#(\d+)/.exec(speech!.title)?.[1]);
      await steps.pass(seat);
      await waitUntil(
        () => regular.test((speech = currentSpeech(tableB))?.title ?? ''),
        30_000,
        'a regular speech in guild B',
      );
    }
    // The table card shows each speech's clock from the edit after Discord confirmed its
    // microphones (GAME-CLOCK-ON-FLOOR: until then it says it waits for them).
    const waiting = tableB.label('floor.waiting');
    const handed = speech!;
    speech = await tableB.judge.waitForMessage(
      (message) =>
        message.id === handed.id &&
        message.title === handed.title &&
        !message.text.includes(waiting),
      { timeoutMs: 30_000 },
    );
    const shownAt = (message: SeenMessage) => Date.parse(message.editedAt ?? message.createdAt);
    const began = shownAt(speech);
    const slot = (message: SeenMessage) => message.buttons.map((b) => b.customId).join();
    const deadline = await stepDeadline(bot.options.redisKeyPrefix, tableB.gameId);
    const speaker = Number(regular.exec(speech!.title)![1]);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, began + 2000 - Date.now())));
    const respawnMs = await bot.killShard(1);
    const next = await tableB.judge.waitForMessage(
      (message) =>
        (message.id !== speech!.id ||
          message.title !== speech!.title ||
          slot(message) !== slot(speech!)) &&
        shownAt(message) > began &&
        /floor goes to seat|Last word|Vote|Night/.test(message.title || message.text),
      { timeoutMs: 40_000 },
    );
    // The next screen is posted once the deadline fired: after it, and within a second.
    const deadlineError = shownAt(next) - deadline;
    expect(deadlineError, `speech of #${speaker}, next: ${next.text}`).toBeGreaterThanOrEqual(0);
    expect(deadlineError, `speech of #${speaker}, next: ${next.text}`).toBeLessThan(1000);
    // The speech lasted its server's length (300 s × 0.05), measured on the screens.
    const screenGap = shownAt(next) - began;
    expect(Math.abs(screenGap - SPEECH_SECONDS_B * 1000 * TIME_SCALE)).toBeLessThan(1000);

    await tableB.playToTheEnd(policy(tableB), 240_000);
    await gameA;
    for (const guildId of [fake.guildId, guildB]) {
      await waitUntil(() => fake!.mutedMembers(guildId).length === 0, 30_000, 'everybody unmuted');
    }
    expect(fake.redundantMemberEdits()).toEqual([]);
    expect(fake.unknownRoutes).toEqual([]);
    expect(fake.internalErrors).toEqual([]);
    console.log(
      `sharded e2e: shard 1 back ${respawnMs} ms after SIGKILL; deadline error ${deadlineError} ms`,
    );
  }, 600_000);

  it('GIVEN the sharded start WHEN the launcher itself is killed (SIGKILL) THEN its shard processes stop too, so a new launcher never runs a shard twice', async () => {
    fake = await FakeDiscord.start({ shards: 2, maxConcurrency: 16 });
    bot = await BotProcess.start(fake, { timeScale: TIME_SCALE, sharded: true });
    const shards = [bot.shardPid(0), bot.shardPid(1)];
    await bot.kill();
    bot = undefined;
    const alive = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    await waitUntil(() => !shards.some(alive), 20_000, 'the shard processes gone');
  }, 60_000);

  it('GIVEN two machines sharing one bot (SHARD_COUNT=2, SHARD_LIST 0 and 1) WHEN both launchers start on one Redis THEN each runs only its shard, and the commands are registered once', async () => {
    fake = await FakeDiscord.start({ maxConcurrency: 16, guild: { shard: [0, 2] } });
    fake.addGuild({ shard: [1, 2] });
    const machine = (list: string, redisKeyPrefix?: string) =>
      BotProcess.start(fake!, {
        timeScale: TIME_SCALE,
        sharded: true,
        ...(redisKeyPrefix ? { redisKeyPrefix } : {}),
        env: { DISCORD_GUILD_ID: '', SHARD_COUNT: '2', SHARD_LIST: list },
      });
    const first = await machine('0');
    bot = first;
    const second = await machine('1', first.options.redisKeyPrefix);
    try {
      // Each shard's own READY work (the registration on shard 0) is done once it says ready.
      await first.waitForLog(/"msg":"mafia-bot ready"/, 20_000);
      await second.waitForLog(/"msg":"mafia-bot ready"/, 20_000);
      expect(fake.identifies.map((identify) => identify.shard)).toEqual([
        [0, 2],
        [1, 2],
      ]);
      expect(first.shardPid(0)).toBeGreaterThan(0);
      expect(() => first.shardPid(1)).toThrow(/never spawned/);
      expect(() => second.shardPid(0)).toThrow(/never spawned/);
      const registrations = fake.requests.filter(
        (request) => request.method === 'PUT' && /\/commands$/.test(request.path),
      );
      expect(registrations).toHaveLength(1);
    } finally {
      expect(await second.stop()).toBe(0);
    }
  }, 90_000);
});
