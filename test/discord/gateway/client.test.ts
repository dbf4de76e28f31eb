import { Events, type Client, type Message } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../../../src/discord/gateway/client.ts';
import { FakeDiscord } from '@mafia-bot/fake-discord';

const open: { fake: FakeDiscord; client: Client }[] = [];

afterEach(async () => {
  for (const { fake, client } of open.splice(0)) {
    await client.destroy();
    await fake.close();
  }
});

async function connected() {
  const fake = await FakeDiscord.start({ guild: { textChannels: ['game', 'general'] } });
  const client = createClient({ discordApiUrl: fake.apiUrl });
  open.push({ fake, client });
  const ready = new Promise<Client<true>>((resolve) => client.once(Events.ClientReady, resolve));
  await client.login(fake.token);
  await ready;
  return { fake, client, guild: client.guilds.cache.get(fake.guildId)! };
}

describe('the discord.js client keeps only what the bot reads (issue 13: memory at rest)', () => {
  it('GIVEN chat in a channel without a game WHEN 250 messages arrive THEN none is kept in the cache, yet each message handler still sees its author as a member', async () => {
    const { fake, client, guild } = await connected();
    const chatter = fake.addPlayer({ name: 'Chatter' });
    const seen: (string | undefined)[] = [];
    client.on(Events.MessageCreate, (message: Message) => seen.push(message.member?.id));
    for (let index = 0; index < 250; index++) chatter.post('general', `hello ${index}`);
    await expect.poll(() => seen.length, { timeout: 10_000 }).toBe(250);
    expect(seen.every((id) => id === chatter.id)).toBe(true);
    const general = guild.channels.cache.get(fake.channels.general!);
    expect(general?.isTextBased() && general.messages.cache.size).toBe(0);
  });

  it('GIVEN players in voice and the bot WHEN the members and users are swept THEN the bot itself and everybody in voice stay, the others go', async () => {
    const { fake, client, guild } = await connected();
    const seated = fake.addPlayer({ name: 'Seated' });
    const chatter = fake.addPlayer({ name: 'Chatter' });
    seated.joinVoice('Table');
    seated.post('general', 'I sit at the table');
    chatter.post('general', 'I only chat');
    await expect.poll(() => guild.members.cache.has(chatter.id)).toBe(true);
    await expect.poll(() => guild.voiceStates.cache.get(seated.id)?.channelId).toBeTruthy();
    // What the half-hourly sweep runs: the filters the client was configured with.
    const { guildMembers, users } = client.options.sweepers!;
    client.sweepers.sweepGuildMembers(guildMembers!.filter!()!);
    client.sweepers.sweepUsers(users!.filter!()!);
    expect(guild.members.cache.has(client.user!.id)).toBe(true);
    expect(guild.members.cache.has(seated.id)).toBe(true);
    expect(guild.members.cache.has(chatter.id)).toBe(false);
    expect(client.users.cache.has(chatter.id)).toBe(false);
    expect(client.users.cache.has(seated.id)).toBe(true);
    expect(guild.voiceStates.cache.has(seated.id)).toBe(true);
  });
});
