import { Client, Events, GatewayIntentBits, Routes, type VoiceState } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { connectClient } from '../src/client.ts';
import { FakeDiscord } from '../src/index.ts';

const open: { fake: FakeDiscord; clients: Client[] }[] = [];

async function start(options: Parameters<typeof FakeDiscord.start>[0] = {}) {
  const fake = await FakeDiscord.start(options);
  const entry = { fake, clients: [] as Client[] };
  open.push(entry);
  return { fake, track: (c: Client) => entry.clients.push(c) };
}

afterEach(async () => {
  for (const { fake, clients } of open.splice(0)) {
    for (const client of clients) await client.destroy();
    await fake.close();
    expect(fake.unknownRoutes).toEqual([]);
    expect(fake.internalErrors).toEqual([]);
  }
});

describe('fake Discord: gateway sessions', () => {
  it('resumes a killed connection and replays what the client missed', async () => {
    const { fake, track } = await start();
    const p1 = fake.addPlayer({ name: 'P1' });
    const client = await connectClient(fake);
    track(client);
    const updates: VoiceState[] = [];
    client.on(Events.VoiceStateUpdate, (_old, state) => updates.push(state));
    const resumed = new Promise<void>((resolve) =>
      client.once(Events.ShardResume, () => resolve()),
    );
    fake.killGatewayConnections();
    // While the client is away, a player joins voice: the event waits in the session.
    p1.joinVoice();
    await resumed;
    await expect.poll(() => updates.at(-1)?.channelId).toBe(fake.channels.Table);
    expect(fake.gateway.resumes).toMatchObject([{ accepted: true }]);
    expect(fake.identifies).toHaveLength(1);
  });

  it('gives a client that logs in after a restart the current state, mute flags included', async () => {
    const { fake, track } = await start();
    const p1 = fake.addPlayer({ name: 'P1' });
    const p2 = fake.addPlayer({ name: 'P2' });
    p1.joinVoice();
    p2.joinVoice();
    const first = await connectClient(fake);
    const guild = first.guilds.cache.get(fake.guildId)!;
    await guild.members.edit(p1.id, { mute: true });
    await guild.members.edit(p2.id, { mute: true });
    p2.leaveVoice();
    await first.destroy();
    const second = await connectClient(fake);
    track(second);
    const again = second.guilds.cache.get(fake.guildId)!;
    expect(again.voiceStates.cache.get(p1.id)?.serverMute).toBe(true);
    expect(again.members.cache.get(p2.id)?.voice.channelId ?? null).toBe(null);
    // discord.js keeps no mute flag for members out of voice; the raw member carries it.
    expect(again.members.cache.get(p2.id)?.voice.serverMute ?? null).toBe(null);
    const raw = (await second.rest.get(Routes.guildMember(fake.guildId, p2.id))) as {
      mute: boolean;
    };
    expect(raw.mute).toBe(true);
    expect(fake.mutedMembers().map((m) => m.name)).toEqual(['P1', 'P2']);
    expect(fake.identifies).toHaveLength(2);
  });

  it('sends INVALID_SESSION to an unresumable session, and the client identifies again', async () => {
    const { fake, track } = await start();
    const p1 = fake.addPlayer({ name: 'P1' });
    const client = await connectClient(fake);
    track(client);
    const guild = client.guilds.cache.get(fake.guildId)!;
    p1.joinVoice();
    await expect
      .poll(() => guild.voiceStates.cache.get(p1.id)?.channelId)
      .toBe(fake.channels.Table);
    fake.killGatewayConnections({ resumable: false });
    p1.leaveVoice();
    // discord.js waits out its 5 s identify throttle before identifying again.
    await expect.poll(() => fake.identifies.length, { timeout: 9000 }).toBe(2);
    await expect.poll(() => guild.voiceStates.cache.get(p1.id)?.channelId ?? null).toBe(null);
    expect(fake.gateway.resumes).toMatchObject([{ accepted: false }]);
  }, 15_000);

  it('closes with 4014 when the bot asks for a privileged intent the app may not use', async () => {
    const { fake } = await start({ privilegedIntents: { guildMembers: false } });
    const client = new Client({
      intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMembers],
      rest: { api: fake.apiUrl },
    });
    const errors: Error[] = [];
    client.on(Events.ShardError, (e) => errors.push(e));
    void client.login(fake.token).catch(() => undefined);
    await expect.poll(() => errors.map((e) => e.message)).toContain('Used disallowed intents');
    await client.destroy();
  });

  it('answers REST without the bot token with 401, and unknown routes with 404 (recorded)', async () => {
    const { fake } = await start();
    const noAuth = await fetch(`${fake.apiUrl}/v10/gateway/bot`);
    expect(noAuth.status).toBe(401);
    expect(await noAuth.json()).toEqual({ code: 0, message: '401: Unauthorized' });
    const unknown = await fetch(`${fake.apiUrl}/v10/guilds/${fake.guildId}/bans`, {
      headers: { Authorization: `Bot ${fake.token}` },
    });
    expect(unknown.status).toBe(404);
    expect(fake.unknownRoutes.map((r) => r.path)).toEqual([`/guilds/${fake.guildId}/bans`]);
    fake.unknownRoutes.length = 0;
  });

  it('injects errors into matching requests', async () => {
    const { fake, track } = await start();
    const client = await connectClient(fake);
    track(client);
    fake.injectError({
      method: 'POST',
      path: /\/messages$/,
      status: 500,
      code: 0,
      message: 'boom',
      times: 4,
    });
    const channel = client.channels.cache.get(fake.channels.game!);
    if (!channel?.isSendable()) throw new Error('not sendable');
    // discord.js retries 5xx three times, then gives up.
    await expect(channel.send('hi')).rejects.toThrow(/Internal Server Error|boom|500/);
    await channel.send('hi again');
    expect(fake.messages('game').map((m) => m.text)).toEqual(['hi again']);
  });
});
