import { afterEach, describe, expect, it } from 'vitest';
import { FakeDiscord } from '@mafia-bot/fake-discord';
import { Table } from '../../harness/table.ts';
import { forumPolicy, simplePolicy } from '../../harness/policies.ts';
import { waitUntil } from '../../harness/wait.ts';
import {
  discordDeployment,
  disposeDeployment,
  ShardProcess,
  type DiscordDeployment,
} from '../cluster/discord-processes.ts';

/**
 * The game's effects drained by a process whose discord.js cache does not have the guild:
 * under `npm run start:sharded` the lease of a game is taken over by any process when its
 * holder dies, and each shard's client knows only its own guilds (src/cluster/README.md).
 */
describe('a game drained by a shard without the guild in its cache', () => {
  let fake: FakeDiscord | undefined;
  let world: DiscordDeployment | undefined;
  const processes: ShardProcess[] = [];
  const watchers: NodeJS.Timeout[] = [];
  afterEach(async () => {
    for (const tick of watchers.splice(0)) clearInterval(tick);
    for (const shard of processes.splice(0)) await shard.stop();
    await fake?.close();
    if (world) await disposeDeployment(world);
  });

  /** Shards 0 and 1 of 2 on one Redis, the guild on shard 1; the game's lease moved to shard 0. */
  async function foreignDrainer(
    preset: 'forum' | 'classic',
    timeScale: number,
    owning: { keepsAway: boolean },
  ) {
    fake = await FakeDiscord.start({
      shards: 2,
      maxConcurrency: 16,
      guild: { locale: 'en', shard: [1, 2] },
    });
    world = discordDeployment(fake, { shardCount: 2, timeScale });
    const foreign = await ShardProcess.start(world, 0);
    processes.push(foreign);
    const first = await ShardProcess.start(world, 1);
    processes.push(first);
    expect(foreign.hasGuild(fake.guildId)).toBe(false);
    expect(first.hasGuild(fake.guildId)).toBe(true);
    const table = new Table(fake, preset === 'forum' ? 11 : 10, 'en');
    await table.start(preset);
    await table.fill();
    // A click is acknowledged before its turn is saved: the last join lands before the death.
    await first.orchestrator.idle();
    // The lobby's first save was shard 1's: it holds the lease until it dies.
    expect(first.cluster.holds(table.gameId)).toBe(true);
    processes.splice(processes.indexOf(first), 1);
    await first.kill();
    await waitUntil(() => foreign.cluster.holds(table.gameId), 5_000, 'shard 0 taking the lease');
    const back: { process?: ShardProcess } = {};
    const leases = watchLease(table.gameId, foreign, () => back.process);
    // Shard 1 is back (a respawn): the guild's clicks reach it.
    const owner = await ShardProcess.start(world, 1, owning);
    back.process = owner;
    processes.push(owner);
    return { table, foreign, owner, leases };
  }

  /** Who held the game's lease, sampled every 5 ms until the game is over. */
  function watchLease(
    gameId: string,
    foreign: ShardProcess,
    owner: () => ShardProcess | undefined,
  ) {
    const seen = { foreign: 0, owner: 0, both: 0 };
    const tick = setInterval(() => {
      const byForeign = foreign.cluster.holds(gameId);
      const byOwner = owner()?.cluster.holds(gameId) ?? false;
      if (byForeign) seen.foreign++;
      if (byOwner) seen.owner++;
      if (byForeign && byOwner) seen.both++;
    }, 5);
    watchers.push(tick);
    return { seen, stop: () => clearInterval(tick) };
  }

  /** The deal, the game played to its end, everybody unmuted afterwards. */
  async function playClassic(table: Table, shards: ShardProcess[]): Promise<void> {
    await table.deal();
    await table
      .playToTheEnd({ ...simplePolicy(table), speakMs: 100 }, 240_000)
      .catch((error: Error) => {
        throw new Error(`${error.message}\n${diagnosis(table, shards)}`);
      });
    await waitUntil(
      () => fake!.mutedMembers(fake!.guildId).length === 0,
      30_000,
      'everybody unmuted',
    );
  }

  function diagnosis(table: Table, shards: ShardProcess[]): string {
    return [
      ...table.errors.slice(-8),
      ...shards.flatMap((shard) =>
        shard
          .problems()
          .slice(-10)
          .map((line) => `shard ${shard.shardId}: ${line}`),
      ),
    ].join('\n');
  }

  it('GIVEN a forum game whose lease shard 0 took over WHEN it is played to the end THEN the role cards, the mafia channel (made, opened to the mafia, archived), its kill menu, the vote screens and the report all come from shard 0, and nothing fails', async () => {
    const { table, foreign, owner, leases } = await foreignDrainer('forum', 0.0002, {
      keepsAway: true,
    });
    await table.deal();
    await waitUntil(
      () => table.players.every((player) => table.roleOf(player) !== undefined),
      15_000,
      'every role card',
    );
    await waitUntil(() => table.mafiaChannels().length === 1, 10_000, 'the mafia channel').catch(
      (error: Error) => {
        throw new Error(`${error.message}\n${diagnosis(table, [foreign, owner])}`);
      },
    );
    const channel = table.mafiaChannels()[0]!;
    const mafiosi = table.seatsByRole().get('MAFIOSO') ?? [];
    expect(mafiosi.length).toBeGreaterThan(0);
    for (const seat of mafiosi)
      expect(fake!.world.canViewChannel(table.atSeat(seat).id, channel.id)).toBe(true);
    // Every post shard 0 sent there made a message: none was a repeat that only the nonce
    // caught (its copy of the channel, not fed by the gateway, is read again before each step).
    const mafioso = table.atSeat(mafiosi[0]!);
    await mafioso.waitForMessage((message) => message.selects.length > 0, {
      channel: channel.id,
      timeoutMs: 30_000,
    });
    const posts = fake!.requests.filter(
      (request) =>
        request.method === 'POST' && request.path.endsWith(`/channels/${channel.id}/messages`),
    );
    const botMessages = mafioso
      .visibleMessages(channel.id)
      .filter((message) => message.authorId === fake!.botUserId);
    // (The fake keeps the last 1,000 requests: the first posts may have left its log.)
    expect(posts.length).toBeLessThanOrEqual(botMessages.length);
    await table.playToTheEnd(forumPolicy(table), 240_000).catch((error: Error) => {
      throw new Error(`${error.message}\n${diagnosis(table, [foreign, owner])}`);
    });
    await waitUntil(
      () => table.mafiaChannels().some((c) => c.name.endsWith('-archived')),
      10_000,
      'the mafia channel archived',
    );
    leases.stop();
    // Shard 0 drained the whole game; shard 1, back (and never asking for it), never took it.
    expect(leases.seen.foreign).toBeGreaterThan(0);
    expect(leases.seen.owner).toBe(0);
    // Its copy of the channel is read again at each step: the intro was posted once.
    const intro = table.label('ui.mafiaChannel.intro', { gameId: table.gameId, userIds: [] });
    const posted = table
      .atSeat(mafiosi[0]!)
      .visibleMessages(channel.id)
      .filter((message) => message.text.startsWith(intro.split('\n')[0]!.slice(0, 20)));
    expect(posted).toHaveLength(1);
    expect(owner.problems()).toEqual([]);
    expect(foreign.problems()).toEqual([]);
    expect(fake!.unknownRoutes).toEqual([]);
    expect(fake!.internalErrors).toEqual([]);
  }, 300_000);

  it('GIVEN a classic game whose lease shard 0 took over WHEN it is played to the end THEN the table card, the channel posts, the meetings and the report come from shard 0, the mutes from shard 1, and nobody is left muted', async () => {
    const { table, foreign, owner, leases } = await foreignDrainer('classic', 0.05, {
      keepsAway: true,
    });
    await playClassic(table, [foreign, owner]);
    leases.stop();
    expect(leases.seen.foreign).toBeGreaterThan(0);
    expect(leases.seen.owner).toBe(0);
    // The black team met in one private thread of the game channel, made by shard 0.
    const roles = table.seatsByRole();
    const black = [...(roles.get('MAFIOSO') ?? []), ...(roles.get('DON') ?? [])];
    expect(black.length).toBeGreaterThan(1);
    const threads = black.map((seat) => table.threads(table.atSeat(seat)));
    expect(threads.every((seen) => seen.length === 1 && seen[0] === threads[0]![0])).toBe(true);
    expect(owner.problems()).toEqual([]);
    expect(foreign.problems()).toEqual([]);
    expect(fake!.unknownRoutes).toEqual([]);
    expect(fake!.internalErrors).toEqual([]);
  }, 300_000);

  it('GIVEN a classic game drained by shard 0 WHEN /mafia start reaches shard 1 (the guild\'s) the moment "Game over" is posted THEN shard 1, which learns of the end only through the save notices, opens a new lobby', async () => {
    const { table, foreign, owner, leases } = await foreignDrainer('classic', 0.05, {
      keepsAway: true,
    });
    const over = table.label('table.title', { phase: 'ended', day: 0 });
    let restart: Promise<{ text: string; ephemeral: boolean }> | undefined;
    const watch = () => {
      if (restart || !fake!.messages('game').some((message) => message.text.includes(over))) return;
      restart = table.judge.slash('mafia', 'start', { preset: 'classic' });
    };
    fake!.world.events.on('message', watch);
    await playClassic(table, [foreign, owner]);
    fake!.world.events.off('message', watch);
    leases.stop();
    const reply = await restart!;
    expect(reply.text).toContain(table.label('ui.started', { gameId: '' }).split(' ')[0]);
    expect(owner.problems()).toEqual([]);
    expect(foreign.problems()).toEqual([]);
    expect(fake!.internalErrors).toEqual([]);
  }, 300_000);

  it('GIVEN shard 0 took over the lease of a classic game WHEN shard 1 is back THEN shard 1 asks for it and gets it at shard 0’s next pass, never both at once, and drains the game to its end with nobody muted', async () => {
    const { table, foreign, owner, leases } = await foreignDrainer('classic', 0.05, {
      keepsAway: false,
    });
    await waitUntil(
      () => owner.cluster.holds(table.gameId),
      5_000,
      'shard 1 taking the lease back',
    );
    expect(foreign.cluster.holds(table.gameId)).toBe(false);
    await playClassic(table, [foreign, owner]);
    leases.stop();
    expect(leases.seen.foreign).toBeGreaterThan(0);
    expect(leases.seen.owner).toBeGreaterThan(0);
    expect(leases.seen.both).toBe(0);
    expect(owner.problems()).toEqual([]);
    expect(foreign.problems()).toEqual([]);
    expect(fake!.internalErrors).toEqual([]);
  }, 300_000);
});
