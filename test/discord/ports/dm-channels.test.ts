import { describe, expect, it } from 'vitest';
import { DmChannels } from '../../../src/discord/ports/dm-channels.ts';
import {
  PrecedenceGate,
  precedenceRestOptions,
} from '../../../src/discord/transport/rest-precedence.ts';
import { closedAfterEach } from '@mafia-bot/fake-discord/vitest';
import { memoryLogger } from '../../support/logger.ts';
import { connectClient } from '@mafia-bot/fake-discord/client';
import { FakeDiscord } from '@mafia-bot/fake-discord';

const open = closedAfterEach();

async function setup() {
  const fake = await FakeDiscord.start();
  const client = await connectClient(fake);
  open.push({ fake, client, errors: [] });
  return { fake, client, dms: new DmChannels(client, 0) };
}

const callsTo = (fake: FakeDiscord, pattern: RegExp) =>
  fake.requests.filter((entry) => pattern.test(entry.path)).length;

describe('DM channels opened once per process (issue 13, REST economy)', () => {
  it('GIVEN two DMs to one player at once WHEN their channel is asked for THEN Discord is asked to open it once, and both get the same channel', async () => {
    const { fake, dms } = await setup();
    const player = fake.addPlayer({ name: 'Alice' });
    const [first, second] = await Promise.all([dms.of(player.id), dms.of(player.id)]);
    expect(first.id).toBe(second.id);
    expect(first.recipientId).toBe(player.id);
    expect(callsTo(fake, /\/users\/@me\/channels$/)).toBe(1);
  });

  it('GIVEN a player whose user the cache sweeper dropped after his first DM WHEN he gets another THEN neither his user nor his channel is asked of Discord again', async () => {
    const { fake, client, dms } = await setup();
    const player = fake.addPlayer({ name: 'Bob' });
    const channel = await dms.of(player.id);
    client.users.cache.delete(player.id);
    const before = fake.requests.length;
    expect((await dms.of(player.id)).id).toBe(channel.id);
    expect(fake.requests.slice(before)).toEqual([]);
  });
});

describe('DM channels opened ahead (issue 23, defect 6)', () => {
  it("GIVEN a lobby's players WHEN their channels are prepared THEN each is opened once in the background, and the first DM to them asks Discord for no channel", async () => {
    const { fake, dms } = await setup();
    const players = ['Dan', 'Eve', 'Fay'].map((name) => fake.addPlayer({ name }));
    const logger = memoryLogger('debug').logger;
    dms.prepare(
      players.map((player) => player.id),
      logger,
    );
    dms.prepare([players[0]!.id], logger);
    const opened = () => callsTo(fake, /\/users\/@me\/channels$/);
    while (opened() < players.length) await new Promise((resolve) => setTimeout(resolve, 10));
    for (const player of players) expect((await dms.of(player.id)).recipientId).toBe(player.id);
    expect(opened()).toBe(players.length);
  });

  it('GIVEN the REST gate holding a backlog of screens WHEN a DM channel is opened THEN the opening goes before them (every opening of the bot waits in one queue behind it)', async () => {
    const fake = await FakeDiscord.start();
    // One call a second: the backlog below takes many seconds to go.
    const gate = new PrecedenceGate({ limit: 2, windowMs: 1_000, reserved: 1 });
    const client = await connectClient(fake, { rest: precedenceRestOptions(gate) });
    open.push({ fake, client, errors: [] });
    const player = fake.addPlayer({ name: 'Carol' });
    const backlog = ['normal', 'normal', 'normal', 'normal', 'normal', 'normal'] as const;
    let admitted = 0;
    const waiting = backlog.map((precedence) => gate.admit(precedence).then(() => admitted++));
    const channel = await new DmChannels(client, 0).of(player.id);
    expect(channel.recipientId).toBe(player.id);
    expect(admitted).toBeLessThan(backlog.length);
    await Promise.all(waiting);
  });
});
