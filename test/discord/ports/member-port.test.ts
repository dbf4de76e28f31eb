import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  Events,
  type Client,
  type TextChannel,
} from 'discord.js';
import { describe, expect, it } from 'vitest';
import { BOT_INTENTS } from '../../../src/discord/gateway/client.ts';
import { DiscordMembers, SEEN_FRESH_MS } from '../../../src/discord/ports/member-port.ts';
import { closedAfterEach } from '@mafia-bot/fake-discord/vitest';
import { connectClient } from '@mafia-bot/fake-discord/client';
import { FakeDiscord, bits, type Player } from '@mafia-bot/fake-discord';

const open = closedAfterEach();

/** The bot's own intents: no GuildMembers, so no event tells it of a member's new roles. */
async function setup() {
  const fake = await FakeDiscord.start();
  const client = await connectClient(fake, { intents: BOT_INTENTS });
  open.push({ fake, client, errors: [] });
  const clock = { now: Date.now() };
  const members = new DiscordMembers(client, () => clock.now);
  return { fake, client, members, clock };
}

const memberReads = (fake: FakeDiscord) =>
  fake.requests.filter((entry) => entry.method === 'GET' && /\/members\//.test(entry.path));

/** A click on a button the bot posted in the game channel, acknowledged as the bot does. */
async function clickOnce(fake: FakeDiscord, client: Client, player: Player): Promise<void> {
  client.on(Events.InteractionCreate, (interaction) => {
    if (interaction.isButton()) void interaction.deferUpdate();
  });
  const channel = (await client.channels.fetch(fake.channels.game!)) as TextChannel;
  await channel.send({
    content: 'Sign-up',
    components: [
      new ActionRowBuilder<ButtonBuilder>().addComponents(
        new ButtonBuilder().setCustomId('join').setLabel('Join').setStyle(ButtonStyle.Primary),
      ),
    ],
  });
  const message = await player.waitForMessage((seen) => seen.text.includes('Sign-up'));
  await player.click(message, 'Join');
}

describe('the room-opening permissions of members (issue 11, read without REST: issue 13)', () => {
  it('GIVEN members with Administrator, with Manage Threads, with Manage Channels and with none WHEN the adapter reads them together THEN it names the permissions that open the rooms, Administrator alone, asking Discord over the gateway and not by REST', async () => {
    const { fake, members } = await setup();
    const cases = [
      [['Administrator', 'ManageThreads'], ['Administrator']],
      [['ManageThreads'], ['ManageThreads']],
      [['ManageChannels'], ['ManageChannels']],
      [['SendMessages'], []],
    ] as const;
    const players = cases.map(([permissions]) =>
      fake.addPlayer({ name: permissions.join(''), permissions: [...permissions] }),
    );
    const read = await members.roomAccess(
      fake.guildId,
      fake.channels.game!,
      players.map((player) => player.id),
    );
    expect(read).toEqual(
      cases.map(([, expected], index) => ({
        userId: players[index]!.id,
        permissions: [...expected],
      })),
    );
    expect(memberReads(fake)).toEqual([]);
  });

  it('GIVEN a player who signed up with Administrator and whose role the host took away afterwards WHEN the deal reads him THEN he has none: the roles come fresh from Discord, not from what his click left in the cache', async () => {
    const { fake, client, members, clock } = await setup();
    const role = fake.world.ensureRole(fake.guildId, 'Admins', bits(['Administrator']));
    const player = fake.addPlayer({ name: 'Admin' });
    fake.world.editMember(fake.guildId, player.id, { roleIds: [role.id] });
    await clickOnce(fake, client, player);
    const read = () => members.roomAccess(fake.guildId, fake.channels.game!, [player.id]);
    expect(await read()).toEqual([{ userId: player.id, permissions: ['Administrator'] }]);
    fake.world.editMember(fake.guildId, player.id, { roleIds: [] });
    // Within seconds of his click the click is the word on him (the cache it left is stale).
    expect(await read()).toEqual([{ userId: player.id, permissions: ['Administrator'] }]);
    clock.now += SEEN_FRESH_MS + 1;
    expect(await read()).toEqual([{ userId: player.id, permissions: [] }]);
    expect(memberReads(fake)).toEqual([]);
  });

  it('GIVEN a member who just clicked in the game channel, where an overwrite gives him Manage Threads WHEN his sign-up is read THEN the permissions his click carried name Manage Threads, with no call to Discord', async () => {
    const { fake, client, members } = await setup();
    const player = fake.addPlayer({ name: 'Moderator' });
    fake.setChannelOverwrite('game', {
      id: player.id,
      type: 1,
      allow: bits(['ManageThreads']).toString(),
      deny: '0',
    });
    await clickOnce(fake, client, player);
    const before = fake.requests.length;
    expect(await members.roomAccess(fake.guildId, fake.channels.game!, [player.id])).toEqual([
      { userId: player.id, permissions: ['ManageThreads'] },
    ]);
    expect(fake.requests.slice(before)).toEqual([]);
  });

  it('GIVEN Discord rate limiting the request of members over the gateway WHEN the deal reads the players THEN each is read by REST instead, with the same permissions', async () => {
    const { fake, members } = await setup();
    const admin = fake.addPlayer({ name: 'Admin', permissions: ['Administrator'] });
    const plain = fake.addPlayer({ name: 'Plain' });
    fake.world.rateLimitedMemberRequests = 1;
    const read = await members.roomAccess(fake.guildId, fake.channels.game!, [admin.id, plain.id]);
    expect(read).toEqual([
      { userId: admin.id, permissions: ['Administrator'] },
      { userId: plain.id, permissions: [] },
    ]);
    expect(memberReads(fake)).toHaveLength(2);
  });

  it('GIVEN a user who is not a member of the guild WHEN the adapter reads him THEN he is reported as unread, not as having no permissions', async () => {
    const { fake, members } = await setup();
    const read = await members.roomAccess(fake.guildId, fake.channels.game!, ['1234567890123456']);
    expect(read).toEqual([{ userId: '1234567890123456', error: expect.any(Error) }]);
  });
});
