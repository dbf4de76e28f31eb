import { ChannelType, GatewayIntentBits } from 'discord.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectClient } from '../src/client.ts';
import { FakeDiscord } from '../src/index.ts';

describe('fake Discord: login', () => {
  let fake: FakeDiscord;
  const clients: { destroy(): Promise<void> }[] = [];

  beforeEach(async () => {
    fake = await FakeDiscord.start();
  });

  afterEach(async () => {
    for (const client of clients.splice(0)) await client.destroy();
    await fake.close();
  });

  it('logs a real discord.js client in quickly, with the guild, channels, members and voice states', async () => {
    const alice = fake.addPlayer({ name: 'Alice' });
    fake.addPlayer({ name: 'Bob', locale: 'en' });
    alice.joinVoice('Table');
    const started = Date.now();
    const client = await connectClient(fake);
    clients.push(client);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(client.user.id).toBe(fake.botUserId);
    expect(client.application.id).toBe(fake.applicationId);
    const guild = client.guilds.cache.get(fake.guildId);
    expect(guild?.preferredLocale).toBe('ru');
    expect(guild?.channels.cache.get(fake.channels.game!)?.type).toBe(ChannelType.GuildText);
    expect(guild?.channels.cache.get(fake.channels.Table!)?.type).toBe(ChannelType.GuildVoice);
    expect(guild?.members.cache.get(alice.id)?.displayName).toBe('Alice');
    expect(guild?.voiceStates.cache.get(alice.id)?.channelId).toBe(fake.channels.Table);
    expect(guild?.roles.cache.find((r) => r.name === 'Judge')).toBeDefined();
    expect(fake.identifies[0]?.intents).toBeGreaterThan(0);
    expect(fake.unknownRoutes).toEqual([]);
  });

  it('answers op 8 (fetch all members) with GUILD_MEMBERS_CHUNK', async () => {
    fake.addPlayer({ name: 'Alice' });
    fake.addPlayer({ name: 'Bob' });
    const client = await connectClient(fake);
    clients.push(client);
    const members = await client.guilds.cache.get(fake.guildId)!.members.fetch();
    expect(members.map((m) => m.displayName).sort()).toEqual([
      'Alice',
      'Bob',
      'Mafia Bot',
      'Owner',
    ]);
  });

  it('sends only what the intents cover: no members list without GuildMembers, no voice without GuildVoiceStates', async () => {
    const alice = fake.addPlayer({ name: 'Alice' });
    const bob = fake.addPlayer({ name: 'Bob' });
    alice.joinVoice();
    const client = await connectClient(fake, {
      intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildVoiceStates],
    });
    clients.push(client);
    const guild = client.guilds.cache.get(fake.guildId)!;
    expect(guild.members.cache.has(alice.id)).toBe(true);
    expect(guild.members.cache.has(bob.id)).toBe(false);
    const noVoice = await connectClient(fake, { intents: [GatewayIntentBits.Guilds] });
    clients.push(noVoice);
    expect(noVoice.guilds.cache.get(fake.guildId)!.voiceStates.cache.size).toBe(0);
  });
});
