import { joinVoiceChannel, VoiceConnectionStatus } from '@discordjs/voice';
import { DiscordAPIError, Events, REST, Routes, type Client, type VoiceState } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { connectClient } from '../src/client.ts';
import { FakeDiscord, type FakeDiscordOptions } from '../src/index.ts';

const open: { fake: FakeDiscord; clients: Client[] }[] = [];

async function setup(options: FakeDiscordOptions = {}, players = 3) {
  const fake = await FakeDiscord.start(options);
  const list = Array.from({ length: players }, (_, i) => fake.addPlayer({ name: `P${i + 1}` }));
  const client = await connectClient(fake);
  open.push({ fake, clients: [client] });
  return { fake, client, players: list, guild: client.guilds.cache.get(fake.guildId)! };
}

afterEach(async () => {
  for (const { fake, clients } of open.splice(0)) {
    for (const client of clients) await client.destroy();
    await fake.close();
    expect(fake.unknownRoutes).toEqual([]);
    expect(fake.internalErrors).toEqual([]);
  }
});

describe('fake Discord: members and voice', () => {
  it('server-mutes a member in voice: VOICE_STATE_UPDATE and GUILD_MEMBER_UPDATE reach the client', async () => {
    const { fake, client, players, guild } = await setup();
    const [p1] = players;
    p1!.joinVoice('Table');
    await expect
      .poll(() => guild.voiceStates.cache.get(p1!.id)?.channelId)
      .toBe(fake.channels.Table);
    const updates: VoiceState[] = [];
    client.on(Events.VoiceStateUpdate, (_old, state) => updates.push(state));
    const member = await guild.members.fetch(p1!.id);
    await member.voice.setMute(true, 'night');
    await expect.poll(() => updates.at(-1)?.serverMute).toBe(true);
    expect(p1!.isServerMuted).toBe(true);
    expect(fake.mutedMembers()).toEqual([
      { userId: p1!.id, name: 'P1', channelId: fake.channels.Table },
    ]);
    expect(fake.memberEdits).toMatchObject([
      { userId: p1!.id, body: { mute: true }, status: 200, reason: 'night' },
    ]);
    await expect.poll(() => guild.members.cache.get(p1!.id)?.voice.serverMute).toBe(true);
  });

  it('keeps the mute flag after leaving voice; voice edits for members out of voice get 40032', async () => {
    const { fake, guild, players } = await setup();
    const [p1, p2] = players;
    p1!.joinVoice();
    const member = await guild.members.fetch(p1!.id);
    await member.voice.setMute(true);
    p1!.leaveVoice();
    await expect.poll(() => guild.voiceStates.cache.get(p1!.id)?.channelId ?? null).toBe(null);
    expect(fake.mutedMembers()).toEqual([{ userId: p1!.id, name: 'P1', channelId: null }]);
    const error = await guild.members.edit(p1!.id, { mute: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiscordAPIError);
    expect((error as DiscordAPIError).code).toBe(40032);
    const other = await guild.members.edit(p2!.id, { mute: true }).catch((e: unknown) => e);
    expect((other as DiscordAPIError).code).toBe(40032);
    p1!.joinVoice();
    await expect.poll(() => guild.voiceStates.cache.get(p1!.id)?.serverMute).toBe(true);
    await guild.members.edit(p1!.id, { mute: false });
    expect(fake.mutedMembers()).toEqual([]);
    expect(fake.redundantMemberEdits()).toEqual([]);
    await guild.members.edit(p1!.id, { mute: false });
    expect(fake.redundantMemberEdits()).toMatchObject([{ userId: p1!.id, body: { mute: false } }]);
  });

  it('answers 50013 when the bot lacks Mute Members', async () => {
    const { fake, guild, players } = await setup();
    players[0]!.joinVoice();
    fake.revokeBotPermission('MuteMembers');
    await expect.poll(() => guild.members.me?.permissions.has('MuteMembers')).toBe(false);
    const error = await guild.members.edit(players[0]!.id, { mute: true }).catch((e: unknown) => e);
    expect((error as DiscordAPIError).code).toBe(50013);
    expect(fake.memberEdits.at(-1)).toMatchObject({ status: 403, code: 50013 });
  });

  it('paces 12 quick mutes through the bucket: all succeed and none hits an empty bucket', async () => {
    const { fake, guild, players } = await setup(
      { memberEditRateLimit: { limit: 5, windowMs: 1000 } },
      12,
    );
    for (const p of players) p.joinVoice();
    const started = Date.now();
    await Promise.all(players.map((p) => guild.members.edit(p.id, { mute: true })));
    const elapsed = Date.now() - started;
    expect(fake.mutedMembers()).toHaveLength(12);
    expect(fake.rateLimitHits).toEqual([]);
    expect(fake.memberEdits.every((e) => e.status === 200)).toBe(true);
    // 12 edits at 5 per second need at least two waits for the window to reset.
    expect(elapsed).toBeGreaterThanOrEqual(2000);
    for (let i = 5; i < fake.memberEdits.length; i += 1) {
      expect(fake.memberEdits[i]!.at - fake.memberEdits[i - 5]!.at).toBeGreaterThanOrEqual(1000);
    }
  });

  it('answers 429 with Discord headers when the bucket is empty, and discord.js retries', async () => {
    const { fake, guild, players } = await setup(
      { memberEditRateLimit: { limit: 2, windowMs: 600 } },
      4,
    );
    for (const p of players) p.joinVoice();
    // Another process with the same token spends the bucket behind the client's back.
    const other = new REST({ api: fake.apiUrl }).setToken(fake.token);
    await other.patch(Routes.guildMember(fake.guildId, players[0]!.id), { body: { mute: true } });
    await other.patch(Routes.guildMember(fake.guildId, players[1]!.id), { body: { mute: true } });
    const raw = await fetch(`${fake.apiUrl}/v10/guilds/${fake.guildId}/members/${players[2]!.id}`, {
      method: 'PATCH',
      headers: { Authorization: `Bot ${fake.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ mute: true }),
    });
    expect(raw.status).toBe(429);
    expect(raw.headers.get('x-ratelimit-scope')).toBe('user');
    expect(raw.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await raw.json()).toMatchObject({
      message: 'You are being rate limited.',
      global: false,
    });
    await guild.members.edit(players[3]!.id, { mute: true });
    // The client's own request met the empty bucket too, waited as told, and went through.
    const p4 = fake.memberEdits.filter((e) => e.userId === players[3]!.id).map((e) => e.status);
    expect(p4).toEqual([429, 200]);
    expect(fake.mutedMembers().map((m) => m.name)).toEqual(['P1', 'P2', 'P4']);
  });

  it('records the bot joining voice (op 4); a real voice connection fails and the bot survives', async () => {
    const { fake, guild } = await setup();
    const connection = joinVoiceChannel({
      channelId: fake.channels.Table!,
      guildId: fake.guildId,
      adapterCreator: guild.voiceAdapterCreator,
      selfDeaf: false,
    });
    const errors: Error[] = [];
    // @discordjs/voice re-sends op 4 after every failed voice websocket, in a tight loop:
    // a bot must give up itself (here: destroy on the first error).
    connection.on('error', (e) => {
      errors.push(e);
      if (connection.state.status !== VoiceConnectionStatus.Destroyed) connection.destroy();
    });
    await expect.poll(() => errors.length).toBeGreaterThan(0);
    expect(String(errors[0]?.message)).toMatch(/ECONNREFUSED/);
    expect(fake.voiceJoins[0]).toMatchObject({
      channelId: fake.channels.Table,
      accepted: true,
      selfDeaf: false,
    });
    await expect.poll(() => fake.voiceJoins.at(-1)?.channelId).toBe(null);
    expect(fake.voiceJoins.length).toBeLessThanOrEqual(3);
    expect(guild.voiceStates.cache.get(fake.botUserId)?.channelId ?? null).toBe(null);
  });

  it('ignores op 4 for a channel the bot may not connect to, as Discord does', async () => {
    const { fake, client } = await setup({ voice: 'silent' });
    fake.setChannelOverwrite('Table', {
      id: fake.botRoleId(),
      type: 0,
      allow: '0',
      deny: String(1n << 20n),
    });
    const table = client.channels.cache.get(fake.channels.Table!);
    await expect
      .poll(() => table?.isVoiceBased() && table.permissionsFor(fake.botUserId)?.has('Connect'))
      .toBe(false);
    client.guilds.cache.get(fake.guildId)!.shard.send({
      op: 4,
      d: {
        guild_id: fake.guildId,
        channel_id: fake.channels.Table!,
        self_mute: false,
        self_deaf: true,
      },
    });
    await expect.poll(() => fake.voiceJoins.length).toBe(1);
    expect(fake.voiceJoins[0]?.accepted).toBe(false);
  });
});
