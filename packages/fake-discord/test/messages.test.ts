import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  ChannelType,
  DiscordAPIError,
  EmbedBuilder,
  Events,
  GatewayIntentBits,
  PermissionFlagsBits,
  Routes,
  type Client,
  type Message,
  type TextChannel,
} from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { connectClient, DEFAULT_INTENTS } from '../src/client.ts';
import { FakeDiscord, type FakeDiscordOptions } from '../src/index.ts';

const open: { fake: FakeDiscord; clients: Client[] }[] = [];

async function setup(options: FakeDiscordOptions = {}, intents = DEFAULT_INTENTS) {
  const fake = await FakeDiscord.start(options);
  const alice = fake.addPlayer({ name: 'Alice' });
  const bob = fake.addPlayer({ name: 'Bob' });
  const carol = fake.addPlayer({ name: 'Carol' });
  const client = await connectClient(fake, { intents });
  open.push({ fake, clients: [client] });
  const game = client.channels.cache.get(fake.channels.game!) as TextChannel;
  return { fake, client, alice, bob, carol, game };
}

afterEach(async () => {
  for (const { fake, clients } of open.splice(0)) {
    for (const client of clients) await client.destroy();
    await fake.close();
    expect(fake.unknownRoutes).toEqual([]);
    expect(fake.internalErrors).toEqual([]);
  }
});

async function apiError(promise: Promise<unknown>): Promise<DiscordAPIError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof DiscordAPIError))
    throw new Error(`expected a DiscordAPIError, got ${String(error)}`);
  return error;
}

describe('fake Discord: messages, DMs, threads, channels', () => {
  it('delivers DMs; a player with closed DMs makes the send fail with 50007', async () => {
    const { client, alice, bob } = await setup();
    bob.closeDms();
    await (await client.users.fetch(alice.id)).send('Your role: Don');
    expect(alice.dmMessages().map((m) => m.text)).toEqual(['Your role: Don']);
    const error = await apiError((await client.users.fetch(bob.id)).send('Your role: Sheriff'));
    expect(error.code).toBe(50007);
    expect(error.status).toBe(403);
    expect(bob.dmMessages()).toEqual([]);
  });

  it('round-trips a message with an attached JSON file', async () => {
    const { fake, alice, game } = await setup();
    const deal = { seats: [1, 2, 3], salt: 'abc' };
    const sent = await game.send({
      content: 'The deal',
      files: [new AttachmentBuilder(Buffer.from(JSON.stringify(deal)), { name: 'deal.json' })],
    });
    expect(sent.attachments.first()?.name).toBe('deal.json');
    const seen = await alice.waitForMessage((m) => m.text === 'The deal');
    expect(seen.attachments[0]?.json()).toEqual(deal);
    const download = await fetch(sent.attachments.first()!.url);
    expect(await download.json()).toEqual(deal);
    const fetched = await game.messages.fetch(sent.id);
    expect(fetched.attachments.first()?.size).toBe(JSON.stringify(deal).length);
    expect(fake.messages('game')).toHaveLength(1);
  });

  it('rejects payloads real Discord rejects (50035 Invalid Form Body, 50006 empty)', async () => {
    const { game } = await setup();
    const longTitle = await apiError(game.send({ embeds: [{ title: 'x'.repeat(257) }] }));
    expect(longTitle.code).toBe(50035);
    expect(longTitle.rawError).toMatchObject({
      errors: { embeds: { 0: { title: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH' }] } } } },
    });
    const tooLong = await apiError(game.send('x'.repeat(2001)));
    expect(tooLong.code).toBe(50035);
    const row = (id: string) =>
      new ActionRowBuilder<ButtonBuilder>().addComponents(
        new ButtonBuilder().setCustomId(id).setLabel('Go').setStyle(ButtonStyle.Primary),
      );
    const sixRows = await apiError(
      game.send({ content: 'rows', components: ['a', 'b', 'c', 'd', 'e', 'f'].map(row) }),
    );
    expect(sixRows.code).toBe(50035);
    const duplicate = await apiError(
      game.send({ content: 'dup', components: [row('same'), row('same')] }),
    );
    expect(duplicate.message).toMatch(/duplicated/);
    const big = new EmbedBuilder().setDescription('y'.repeat(4000));
    const total = await apiError(game.send({ embeds: [big, big] }));
    expect(total.message).toMatch(/6000/);
    const empty = await apiError(game.send({ content: '' }));
    expect(empty.code).toBe(50006);
  });

  it('validates link buttons as Discord documents them: a url (http, https or discord, ≤ 512) and no custom_id; a url on another style is refused', async () => {
    const { client, game, alice } = await setup();
    const post = (button: Record<string, unknown>) =>
      apiError(
        client.rest.post(Routes.channelMessages(game.id), {
          body: { components: [{ type: 1, components: [{ type: 2, label: 'Web', ...button }] }] },
        }),
      );
    const errorsOf = async (button: Record<string, unknown>) =>
      JSON.stringify((await post(button)).rawError);
    expect(await errorsOf({ style: 5 })).toMatch(
      /"url":\{"_errors":\[\{"code":"BASE_TYPE_REQUIRED"/,
    );
    expect(await errorsOf({ style: 5, url: `https://x.org/${'a'.repeat(500)}` })).toMatch(
      /BASE_TYPE_MAX_LENGTH/,
    );
    expect(await errorsOf({ style: 5, url: 'attachment://a.png' })).toMatch(/URL_TYPE_INVALID_URL/);
    expect(await errorsOf({ style: 5, url: 'https://x.org', custom_id: 'a' })).toMatch(
      /CUSTOM_ID_NOT_ALLOWED/,
    );
    expect(await errorsOf({ style: 1, url: 'https://x.org', custom_id: 'a' })).toMatch(
      /URL_NOT_ALLOWED/,
    );
    const url = `https://x.org/${'a'.repeat(512 - 14)}`; // 512 characters: the most Discord takes
    await client.rest.post(Routes.channelMessages(game.id), {
      body: { components: [{ type: 1, components: [{ type: 2, label: 'Web', style: 5, url }] }] },
    });
    expect(alice.visibleMessages('game').at(-1)?.buttons).toEqual([
      expect.objectContaining({ label: 'Web', style: ButtonStyle.Link, customId: null, url }),
    ]);
  });

  it('makes a private thread visible to its members only', async () => {
    const { fake, client, alice, bob, carol, game } = await setup();
    const created: string[] = [];
    client.on(Events.ThreadCreate, (thread) => created.push(thread.id));
    const thread = await game.threads.create({
      name: 'Mafia night',
      type: ChannelType.PrivateThread,
      invitable: false,
    });
    await thread.members.add(alice.id);
    await thread.members.add(bob.id);
    await thread.send('Agree on a kill order');
    expect(alice.visibleMessages(thread.id).map((m) => m.text)).toEqual(['Agree on a kill order']);
    expect(bob.canSee(alice.visibleMessages(thread.id)[0]!)).toBe(true);
    expect(carol.visibleMessages(thread.id)).toEqual([]);
    expect(() => carol.post(thread.id, 'let me in')).toThrow(/cannot see/);
    bob.post(thread.id, 'Seat 3 first');
    await expect.poll(() => thread.messages.cache.size).toBe(2);
    expect(created).toEqual([thread.id]);
    await expect.poll(() => thread.memberCount).toBe(3);
    await thread.setLocked(true);
    await thread.setArchived(true);
    expect(fake.world.channel(thread.id)?.thread).toMatchObject({ locked: true, archived: true });
  });

  it('creates a channel with overwrites; without Manage Roles overwrites get 50013', async () => {
    const { fake, client, alice, bob } = await setup();
    const guild = client.guilds.cache.get(fake.guildId)!;
    const secret = await guild.channels.create({
      name: 'Night Chat',
      permissionOverwrites: [
        { id: guild.id, deny: [PermissionFlagsBits.ViewChannel] },
        { id: alice.id, allow: [PermissionFlagsBits.ViewChannel] },
        { id: fake.botUserId, allow: [PermissionFlagsBits.ViewChannel] },
      ],
    });
    expect(secret.name).toBe('night-chat');
    // Denying @everyone without an allow for itself locks the bot out, as on Discord.
    const locked = await guild.channels.create({
      name: 'locked',
      permissionOverwrites: [{ id: guild.id, deny: [PermissionFlagsBits.ViewChannel] }],
    });
    expect((await apiError((locked as TextChannel).send('hello?'))).code).toBe(50001);
    await (secret as TextChannel).send('only Alice');
    expect(alice.visibleMessages(secret.id).map((m) => m.text)).toEqual(['only Alice']);
    expect(bob.visibleMessages(secret.id)).toEqual([]);
    fake.revokeBotPermission('ManageRoles');
    await expect.poll(() => guild.members.me?.permissions.has('ManageRoles')).toBe(false);
    const error = await apiError(
      (secret as TextChannel).permissionOverwrites.edit(bob.id, { ViewChannel: true }),
    );
    expect(error.code).toBe(50013);
  });

  it('blanks message content for a bot without the MessageContent intent, as Discord does', async () => {
    const withContent = await setup({}, [...DEFAULT_INTENTS, GatewayIntentBits.MessageContent]);
    const got: string[] = [];
    withContent.client.on(Events.MessageCreate, (m: Message) => got.push(m.content));
    withContent.alice.post('game', 'I am the sheriff');
    await expect.poll(() => got).toEqual(['I am the sheriff']);

    const without = await setup();
    const blank: string[] = [];
    without.client.on(Events.MessageCreate, (m: Message) => blank.push(m.content));
    without.alice.post('game', 'I am the sheriff');
    without.alice.post('game', `hey <@${without.fake.botUserId}>`);
    await expect.poll(() => blank).toEqual(['', `hey <@${without.fake.botUserId}>`]);
  });

  it('lists, edits and deletes messages', async () => {
    const { alice, game } = await setup();
    const first = await game.send('one');
    await game.send('two');
    await game.send('three');
    const list = await game.messages.fetch({ limit: 2 });
    expect([...list.values()].map((m) => m.content)).toEqual(['three', 'two']);
    const older = await game.messages.fetch({ before: list.last()!.id });
    expect([...older.values()].map((m) => m.content)).toEqual(['one']);
    await first.edit('one (edited)');
    expect(alice.view(first.id)?.text).toBe('one (edited)');
    await first.delete();
    expect(alice.view(first.id)).toBeUndefined();
    const pinned = await game.send('pin me');
    await pinned.pin();
    expect(alice.view(pinned.id)?.raw.pinned).toBe(true);
    const discussion = await pinned.startThread({ name: 'Discussion' });
    expect(discussion.id).toBe(pinned.id);
    await discussion.send('in the thread');
    expect(alice.visibleMessages(discussion.id).map((m) => m.text)).toEqual(['in the thread']);
    const posted = alice.post('game', 'mine');
    const fetched = await game.messages.fetch(posted.id);
    expect((await apiError(fetched.edit('not yours'))).code).toBe(50005);
  });

  it('deletes as Discord does: 204 and MESSAGE_DELETE; a second delete gets 10008 Unknown Message; another user’s message needs Manage Messages; deletes have a bucket of their own', async () => {
    const { fake, alice, game } = await setup({
      messageDeleteRateLimit: { limit: 2, windowMs: 1000 },
    });
    const sent = await Promise.all([1, 2, 3, 4].map((n) => game.send(`card ${n}`)));
    const deletes = () =>
      fake.requests.filter((entry) => entry.method === 'DELETE' && /\/messages\//.test(entry.path));
    await Promise.all(sent.map((message) => message.delete()));
    expect(sent.every((message) => alice.view(message.id) === undefined)).toBe(true);
    // Four deletes through a bucket of two a second: discord.js waited out the 429s it was told.
    expect(deletes().filter((entry) => entry.status === 204)).toHaveLength(4);
    expect(fake.requests.some((entry) => entry.method === 'POST' && entry.status === 429)).toBe(
      false,
    );
    expect((await apiError(game.messages.delete(sent[0]!.id))).code).toBe(10008);
    const theirs = alice.post('game', 'not the bot’s');
    await game.permissionOverwrites.edit(fake.world.botUserId, { ManageMessages: false });
    expect((await apiError(game.messages.delete(theirs.id))).code).toBe(50013);
  });
});
