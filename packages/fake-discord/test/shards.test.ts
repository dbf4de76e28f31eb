import type { Client } from 'discord.js';
import {
  ButtonStyle,
  ComponentType,
  Events,
  GatewayCloseCodes,
  GatewayOpcodes,
  type GatewayDispatchPayload,
} from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { connectClient } from '../src/client.ts';
import { FakeDiscord, type FakeDiscordOptions } from '../src/index.ts';
import { shardOf } from '../src/shards.ts';

const open: { fake: FakeDiscord; clients: Client[] }[] = [];

afterEach(async () => {
  for (const { fake, clients } of open.splice(0)) {
    for (const client of clients) await client.destroy();
    await fake.close();
    expect(fake.unknownRoutes).toEqual([]);
    expect(fake.internalErrors).toEqual([]);
  }
});

/** A fake with guild A on shard 0 of 2 and guild B on shard 1, and one client per shard. */
async function twoShards(options: FakeDiscordOptions = {}) {
  const fake = await FakeDiscord.start({ shards: 2, guild: { shard: [0, 2] }, ...options });
  const entry = { fake, clients: [] as Client[] };
  open.push(entry);
  const guildB = fake.addGuild({ name: 'Second Club', shard: [1, 2] });
  const shard0 = await connectClient(fake, { shards: 0, shardCount: 2 });
  const shard1 = await connectClient(fake, { shards: 1, shardCount: 2 });
  entry.clients.push(shard0, shard1);
  return { fake, guildA: fake.guildId, guildB, shard0, shard1 };
}

/** The dispatches a client received, by event name. */
function recordDispatches(client: Client): GatewayDispatchPayload[] {
  const seen: GatewayDispatchPayload[] = [];
  client.on(Events.Raw, (packet: GatewayDispatchPayload) => seen.push(packet));
  return seen;
}

/** Opens a raw gateway socket, identifies with `shard`, and resolves with the close code. */
async function identifyRaw(fake: FakeDiscord, shard: unknown): Promise<number> {
  const socket = new WebSocket(`${fake.gatewayUrl}/?v=10&encoding=json`);
  socket.on('message', (raw) => {
    const payload = JSON.parse(String(raw)) as { op: number };
    if (payload.op !== GatewayOpcodes.Hello) return;
    const d = { token: fake.token, intents: 1, properties: { os: 'x', browser: 'x', device: 'x' } };
    socket.send(JSON.stringify({ op: GatewayOpcodes.Identify, d: { ...d, shard } }));
  });
  return new Promise((resolve) => socket.on('close', (code) => resolve(code)));
}

async function gatewayBot(fake: FakeDiscord) {
  const response = await fetch(`${fake.apiUrl}/v10/gateway/bot`, {
    headers: { Authorization: `Bot ${fake.token}` },
  });
  return (await response.json()) as {
    shards: number;
    session_start_limit: { max_concurrency: number };
  };
}

describe('fake Discord: sharding (guild_id >> 22) % N, DMs on shard 0', () => {
  it('recommends the configured shard count and identify concurrency in GET /gateway/bot', async () => {
    const fake = await FakeDiscord.start({ shards: 3, maxConcurrency: 16 });
    open.push({ fake, clients: [] });
    const info = await gatewayBot(fake);
    expect(info.shards).toBe(3);
    expect(info.session_start_limit.max_concurrency).toBe(16);
  });

  it('closes IDENTIFY with 4010 when the shard id is not below the shard count', async () => {
    const fake = await FakeDiscord.start();
    open.push({ fake, clients: [] });
    expect(await identifyRaw(fake, [2, 2])).toBe(GatewayCloseCodes.InvalidShard);
    expect(await identifyRaw(fake, [0, 0])).toBe(GatewayCloseCodes.InvalidShard);
    expect(await identifyRaw(fake, 'zero')).toBe(GatewayCloseCodes.InvalidShard);
    expect(fake.identifies).toHaveLength(0);
  });

  it('closes IDENTIFY with 4011 when one shard would hold more guilds than allowed', async () => {
    const fake = await FakeDiscord.start({ maxGuildsPerShard: 1, guild: { shard: [0, 2] } });
    open.push({ fake, clients: [] });
    fake.addGuild({ shard: [1, 2] });
    expect(await identifyRaw(fake, undefined)).toBe(GatewayCloseCodes.ShardingRequired);
    expect(await identifyRaw(fake, [0, 1])).toBe(GatewayCloseCodes.ShardingRequired);
    // Two shards hold one guild each: both are let in (the socket stays open).
    for (const shard of [0, 1]) {
      open[0]!.clients.push(await connectClient(fake, { shards: shard, shardCount: 2 }));
    }
    expect(fake.identifies.map((i) => i.shard)).toEqual([
      [0, 2],
      [1, 2],
    ]);
  });

  it('places each guild on its shard: READY and GUILD_CREATE only for the guilds it owns', async () => {
    const { fake, guildA, guildB, shard0, shard1 } = await twoShards();
    expect(shardOf(guildA, 2)).toBe(0);
    expect(shardOf(guildB, 2)).toBe(1);
    expect([...shard0.guilds.cache.keys()]).toEqual([guildA]);
    expect([...shard1.guilds.cache.keys()]).toEqual([guildB]);
    const late = recordDispatches(shard1);
    const guildC = fake.addGuild({ name: 'Third', shard: [1, 2] });
    await expect.poll(() => shard1.guilds.cache.has(guildC)).toBe(true);
    expect(shard0.guilds.cache.has(guildC)).toBe(false);
    expect(late.filter((p) => p.t === 'GUILD_CREATE')).toHaveLength(1);
  });

  it('sends guild messages and voice states to the owning shard and DMs to shard 0 only', async () => {
    const { fake, guildB, shard0, shard1 } = await twoShards();
    const onShard0 = recordDispatches(shard0);
    const onShard1 = recordDispatches(shard1);
    const bob = fake.addPlayer({ name: 'Bob', guildId: guildB });
    bob.post('game', 'hello from B');
    bob.joinVoice('Table');
    await (await shard0.users.fetch(bob.id)).createDM();
    bob.post('dm', 'hello in a DM');
    const names = (seen: GatewayDispatchPayload[]) => seen.map((p) => p.t);
    await expect.poll(() => names(onShard1)).toContain('VOICE_STATE_UPDATE');
    await expect.poll(() => names(onShard0)).toContain('MESSAGE_CREATE');
    // Without the MessageContent intent the text is blanked: the guild tells them apart.
    const messages = (seen: GatewayDispatchPayload[]) =>
      seen.flatMap((p) => (p.t === 'MESSAGE_CREATE' ? [p.d.guild_id ?? 'dm'] : []));
    expect(messages(onShard1)).toEqual([guildB]);
    expect(messages(onShard0)).toEqual(['dm']);
    expect(names(onShard0)).not.toContain('VOICE_STATE_UPDATE');
  });

  it('delivers a guild interaction to its shard and a DM interaction to shard 0', async () => {
    const { fake, guildB, shard0, shard1 } = await twoShards();
    const received: string[] = [];
    for (const [name, client] of [
      ['shard 0', shard0],
      ['shard 1', shard1],
    ] as const) {
      client.on(Events.InteractionCreate, (interaction) => {
        received.push(`${name}: ${interaction.guildId ? 'guild' : 'dm'}`);
        if (interaction.isButton()) void interaction.deferUpdate();
      });
    }
    const bob = fake.addPlayer({ name: 'Bob', guildId: guildB });
    const components = [
      {
        type: ComponentType.ActionRow,
        components: [
          { type: ComponentType.Button, style: ButtonStyle.Primary, custom_id: 'x', label: 'Go' },
        ],
      },
    ];
    const inGuild = shard1.channels.cache.get(fake.channelId('game', guildB));
    if (!inGuild?.isSendable()) throw new Error('not sendable');
    const guildMessage = await inGuild.send({ content: 'guild', components });
    const dm = await (await shard0.users.fetch(bob.id)).send({ content: 'dm', components });
    await bob.click(guildMessage.id, 'Go');
    await bob.click(dm.id, 'Go');
    expect(received).toEqual(['shard 1: guild', 'shard 0: dm']);
  });

  it('acts on a voice join (op 4) only on the shard that owns the guild, as Discord does', async () => {
    const { fake, guildB, shard0, shard1 } = await twoShards({ voice: 'silent' });
    const join = { guild_id: guildB, channel_id: fake.channelId('Table', guildB) };
    const op4 = { op: 4, d: { ...join, self_mute: false, self_deaf: true } };
    shard0.ws.shards.get(0)!.send(op4);
    await expect.poll(() => fake.voiceJoins.length).toBe(1);
    shard1.ws.shards.get(1)!.send(op4);
    await expect.poll(() => fake.voiceJoins.length).toBe(2);
    expect(fake.voiceJoins.map((j) => j.accepted)).toEqual([false, true]);
    expect(fake.world.guild(guildB)?.voice.get(fake.botUserId)?.channelId).toBe(join.channel_id);
  });
});
