import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  DiscordAPIError,
  Events,
  MessageFlags,
  ModalBuilder,
  PermissionFlagsBits,
  SlashCommandBuilder,
  StringSelectMenuBuilder,
  TextInputBuilder,
  TextInputStyle,
  UserSelectMenuBuilder,
  type Client,
  type Interaction,
} from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { connectClient } from '../src/client.ts';
import { CommandUsageError, FakeDiscord, type Player } from '../src/index.ts';

const mafia = new SlashCommandBuilder()
  .setName('mafia')
  .setDescription('Sports mafia')
  .setNameLocalizations({ ru: 'мафия' })
  .addSubcommand((s) => s.setName('join').setDescription('Join the lobby'))
  .addSubcommand((s) =>
    s
      .setName('start')
      .setDescription('Open a lobby')
      .addStringOption((o) =>
        o
          .setName('preset')
          .setDescription('Rules preset')
          .addChoices(
            { name: 'Classic', value: 'classic', name_localizations: { ru: 'Классика' } },
            { name: 'Stylized', value: 'stylized' },
          ),
      )
      .addUserOption((o) => o.setName('judge').setDescription('The judge'))
      .addIntegerOption((o) => o.setName('day_hours').setDescription('Hours').setMinValue(1)),
  )
  .addSubcommand((s) => s.setName('slow').setDescription('A slow command'))
  .addSubcommand((s) => s.setName('twice').setDescription('Replies twice'))
  .addSubcommand((s) => s.setName('late').setDescription('Replies too late'))
  .addSubcommand((s) => s.setName('form').setDescription('Opens a modal'));

type Handler = (interaction: Interaction) => Promise<void>;

async function setup(
  handler: Handler,
  options: ConstructorParameters<typeof Object>[0] = {},
): Promise<{
  fake: FakeDiscord;
  client: Client<true>;
  alice: Player;
  bob: Player;
  errors: unknown[];
}> {
  const fake = await FakeDiscord.start(options as never);
  const alice = fake.addPlayer({ name: 'Alice' });
  const bob = fake.addPlayer({ name: 'Bob', locale: 'en' });
  const client = await connectClient(fake);
  await client.application.commands.set([mafia.toJSON()], fake.guildId);
  const errors: unknown[] = [];
  client.on(Events.InteractionCreate, (interaction) => {
    handler(interaction).catch((error: unknown) => errors.push(error));
  });
  open.push({ fake, client, errors });
  return { fake, client, alice, bob, errors };
}

const open: { fake: FakeDiscord; client: Client; errors: unknown[] }[] = [];

afterEach(async () => {
  for (const { fake, client, errors } of open.splice(0)) {
    await client.destroy();
    await fake.close();
    expect(errors).toEqual([]);
    expect(fake.unknownRoutes).toEqual([]);
    expect(fake.internalErrors).toEqual([]);
  }
});

describe('fake Discord: interactions', () => {
  it('registers commands and a slash command gets an ephemeral reply only its user sees', async () => {
    const { fake, client, alice, bob } = await setup(async (i) => {
      if (i.isChatInputCommand() && i.options.getSubcommand() === 'join') {
        const response = await i.reply({
          content: `Welcome ${i.user.username}`,
          flags: MessageFlags.Ephemeral,
          withResponse: true,
        });
        expect(response.resource?.message?.content).toBe(`Welcome ${i.user.username}`);
        expect(response.interaction.responseMessageEphemeral).toBe(true);
      }
    });
    expect(fake.commands().map((c) => c.name)).toEqual(['mafia']);
    const reply = await alice.slash('mafia', 'join');
    expect(reply.response).toBe('message');
    expect(reply.ephemeral).toBe(true);
    expect(reply.text).toBe('Welcome alice');
    expect(reply.latencyMs).toBeLessThan(3000);
    expect(alice.lastEphemeral()?.text).toBe('Welcome alice');
    expect(alice.canSee(reply.message!)).toBe(true);
    expect(bob.canSee(reply.message!)).toBe(false);
    expect(bob.visibleMessages('game')).toEqual([]);
    await expect(bob.slash('mafia', 'join', {}, { dm: true })).rejects.toThrow(
      /guild command only/,
    );
    await client.application.commands.set([mafia.toJSON()]);
    const inDm = await bob.slash('mafia', 'join', {}, { dm: true });
    expect(inDm.text).toBe('Welcome bob');
    expect(inDm.record.payload).toMatchObject({ context: 1, user: { id: bob.id } });
    const payload = reply.record.payload;
    expect(payload).toMatchObject({
      version: 1,
      entitlements: [],
      context: 0,
      guild_locale: 'ru',
      locale: 'ru',
      channel: { id: fake.channels.game },
      member: { user: { id: alice.id } },
    });
  });

  it('times the acknowledgement from the dispatch to the arrival of the callback, below the millisecond', async () => {
    const { alice } = await setup(async (i) => {
      if (!i.isChatInputCommand()) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
      await i.reply({ content: 'late' });
    });
    const reply = await alice.slash('mafia', 'join');
    // The bot's own 20 ms are in it; the monotonic clock keeps the fraction (issue 13, item 1).
    expect(reply.latencyMs).toBeGreaterThanOrEqual(20);
    expect(reply.latencyMs).toBeLessThanOrEqual(
      reply.record.ackedAt! - reply.record.dispatchedAt + 1,
    );
    expect(Number.isInteger(reply.latencyMs)).toBe(false);
  });

  it('passes typed options resolved from the registered definition, and refuses wrong ones', async () => {
    let seen:
      { preset: string | null; judge: string | undefined; hours: number | null } | undefined;
    const { bob, alice } = await setup(async (i) => {
      if (i.isChatInputCommand() && i.options.getSubcommand() === 'start') {
        seen = {
          preset: i.options.getString('preset'),
          judge: i.options.getMember('judge')?.toString(),
          hours: i.options.getInteger('day_hours'),
        };
        await i.reply('ok');
      }
    });
    // A Russian client shows the localized choice name; the value is what is sent.
    await alice.slash('mafia', 'start', { preset: 'Классика', judge: bob, day_hours: 24 });
    expect(seen).toEqual({ preset: 'classic', judge: `<@${bob.id}>`, hours: 24 });
    await expect(alice.slash('mafia', 'begin')).rejects.toThrow(CommandUsageError);
    await expect(alice.slash('mafia', 'start', { preset: 'forum' })).rejects.toThrow(
      /must be one of/,
    );
    await expect(alice.slash('mafia', 'start', { judges: bob })).rejects.toThrow(
      /no option "judges"/,
    );
    await expect(alice.slash('mafia', 'start', { day_hours: 0 })).rejects.toThrow(/≥ 1/);
    await expect(alice.slash('werewolf', 'join')).rejects.toThrow(
      /registered commands are \/mafia/,
    );
  });

  it('clicks a button by label; the bot updates the message (type 7) and everyone sees it', async () => {
    const { fake, client, alice, bob } = await setup(async (i) => {
      if (i.isButton() && i.customId === 'lobby:join') {
        await i.update({
          content: `Players: ${i.user.username}`,
          components: i.message.components,
        });
      }
    });
    const channel = await client.channels.fetch(fake.channels.game!);
    if (!channel?.isSendable()) throw new Error('not sendable');
    const lobby = await channel.send({
      content: 'Players: none',
      components: [
        new ActionRowBuilder<ButtonBuilder>().addComponents(
          new ButtonBuilder()
            .setCustomId('lobby:join')
            .setLabel('Join')
            .setStyle(ButtonStyle.Primary),
          new ButtonBuilder()
            .setCustomId('lobby:leave')
            .setLabel('Leave')
            .setStyle(ButtonStyle.Secondary)
            .setDisabled(true),
        ),
      ],
    });
    const seen = await bob.waitForMessage((m) => m.text === 'Players: none');
    expect(seen.buttons.map((b) => b.label)).toEqual(['Join', 'Leave']);
    const reply = await alice.click(seen, 'Join');
    expect(reply.response).toBe('update');
    expect(bob.view(lobby.id)?.text).toBe('Players: alice');
    expect(reply.record.payload).toMatchObject({
      type: 3,
      message: { id: lobby.id },
      data: { custom_id: 'lobby:join', component_type: 2 },
    });
    await expect(alice.click(seen, 'Leave')).rejects.toThrow(
      /no enabled button Leave.*"Join", "Leave" \(disabled\)/,
    );
    await expect(alice.click(seen, 'Deal')).rejects.toThrow(/sees no button Deal/);
  });

  it('supports a deferred reply filled in later, and follow-ups', async () => {
    const { alice, bob } = await setup(async (i) => {
      if (i.isChatInputCommand() && i.options.getSubcommand() === 'slow') {
        const deferred = await i.deferReply({ withResponse: true });
        expect(deferred.resource?.message?.flags.has('Loading')).toBe(true);
        await new Promise((r) => setTimeout(r, 100));
        await i.editReply('Done thinking');
        expect((await i.fetchReply()).content).toBe('Done thinking');
        await i.followUp({ content: 'Psst', flags: MessageFlags.Ephemeral });
        await i.followUp('Public follow-up');
      }
    });
    const reply = await alice.slash('mafia', 'slow');
    expect(reply.response).toBe('deferred-message');
    expect(reply.text).toBe('Done thinking');
    expect(reply.message?.loading).toBe(false);
    const publicFollowUp = await bob.waitForMessage((m) => m.text === 'Public follow-up');
    expect(publicFollowUp.ephemeral).toBe(false);
    expect((await alice.waitForMessage((m) => m.text === 'Psst')).ephemeral).toBe(true);
    expect(bob.visibleMessages('game').map((m) => m.text)).toEqual([
      'Done thinking',
      'Public follow-up',
    ]);
  });

  it('answers 10062 to a response after the deadline and 40060 to a second response', async () => {
    const results: unknown[] = [];
    const { alice } = await setup(
      async (i) => {
        if (!i.isChatInputCommand()) return;
        if (i.options.getSubcommand() === 'late') {
          await new Promise((r) => setTimeout(r, 400));
          await i.reply('too late').catch((e: unknown) => results.push(e));
        }
        if (i.options.getSubcommand() === 'twice') {
          await i.reply('first');
          // discord.js refuses a second reply itself; go around it like a buggy bot would.
          await i.client.rest
            .post(`/interactions/${i.id}/${i.token}/callback`, {
              body: { type: 4, data: { content: 'second' } },
              auth: false,
            })
            .catch((e: unknown) => results.push(e));
        }
      },
      { interactionAckTimeoutMs: 300 },
    );
    await expect(alice.slash('mafia', 'late')).rejects.toThrow(/did not respond within 300 ms/);
    await expect.poll(() => results.length).toBe(1);
    expect(results[0]).toBeInstanceOf(DiscordAPIError);
    expect((results[0] as DiscordAPIError).code).toBe(10062);
    const twice = await alice.slash('mafia', 'twice');
    expect(twice.text).toBe('first');
    await expect.poll(() => results.length).toBe(2);
    expect((results[1] as DiscordAPIError).code).toBe(40060);
    expect(twice.record.failures.map((f) => f.code)).toEqual([40060]);
  });

  it('picks string and user select options by label, and clicks buttons in DMs', async () => {
    const picks: string[][] = [];
    const { fake, client, alice, bob } = await setup(async (i) => {
      if (i.isStringSelectMenu()) {
        picks.push(i.values);
        await i.deferUpdate();
      } else if (i.isUserSelectMenu()) {
        picks.push(i.users.map((u) => u.username));
        await i.reply({ content: 'noted', flags: MessageFlags.Ephemeral });
      } else if (i.isButton() && i.customId === 'dm:ok') {
        picks.push([String(i.inGuild()), i.channel?.isDMBased() ? 'dm' : 'guild']);
        await i.update({ content: 'Confirmed', components: [] });
      }
    });
    const channel = await client.channels.fetch(fake.channels.game!);
    if (!channel?.isSendable()) throw new Error('not sendable');
    await channel.send({
      content: 'Night',
      components: [
        new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(
          new StringSelectMenuBuilder()
            .setCustomId('night:kill')
            .setPlaceholder('Choose a target')
            .addOptions(
              { label: 'Seat 1 — Alice', value: '1' },
              { label: 'Seat 2 — Bob', value: '2' },
            ),
        ),
        new ActionRowBuilder<UserSelectMenuBuilder>().addComponents(
          new UserSelectMenuBuilder().setCustomId('nominate').setPlaceholder('Nominate'),
        ),
      ],
    });
    const night = await alice.waitForMessage((m) => m.text === 'Night');
    const r1 = await alice.select(night, 'Seat 2 — Bob');
    expect(r1.response).toBe('deferred-update');
    const r2 = await alice.select(night, bob, { placeholder: 'Nominate' });
    expect(r2.ephemeral).toBe(true);
    await expect(alice.select(night, 'Seat 9')).rejects.toThrow(/no select menu/);
    const user = await client.users.fetch(bob.id);
    await user.send({
      content: 'Your role: Sheriff',
      components: [
        new ActionRowBuilder<ButtonBuilder>().addComponents(
          new ButtonBuilder().setCustomId('dm:ok').setLabel('OK').setStyle(ButtonStyle.Success),
        ),
      ],
    });
    const dm = await bob.waitForMessage((m) => m.inDm && m.text.includes('Sheriff'));
    expect(alice.canSee(dm)).toBe(false);
    const r3 = await bob.click(dm, 'OK');
    expect(r3.record.payload).toMatchObject({ context: 1, user: { id: bob.id } });
    expect(r3.record.payload).not.toHaveProperty('member');
    expect(bob.dmMessages().map((m) => m.text)).toEqual(['Confirmed']);
    expect(picks).toEqual([['2'], ['bob'], ['false', 'dm']]);
  });

  it('opens a modal and receives its submission', async () => {
    let submitted: string | undefined;
    const { alice } = await setup(async (i) => {
      if (i.isChatInputCommand() && i.options.getSubcommand() === 'form') {
        await i.showModal(
          new ModalBuilder()
            .setCustomId('bestmove')
            .setTitle('Best move')
            .addComponents(
              new ActionRowBuilder<TextInputBuilder>().addComponents(
                new TextInputBuilder()
                  .setCustomId('seats')
                  .setLabel('Seats')
                  .setStyle(TextInputStyle.Short),
              ),
            ),
        );
      } else if (i.isModalSubmit()) {
        submitted = i.fields.getTextInputValue('seats');
        await i.reply({ content: `Best move: ${submitted}`, flags: MessageFlags.Ephemeral });
      }
    });
    const opened = await alice.slash('mafia', 'form');
    expect(opened.response).toBe('modal');
    const done = await alice.submitModal(opened, { Seats: '3 5 8' });
    expect(done.text).toBe('Best move: 3 5 8');
    expect(submitted).toBe('3 5 8');
  });

  it('hides commands behind default_member_permissions from members who lack them', async () => {
    const { fake, client, alice } = await setup(async (i) => {
      if (i.isChatInputCommand() && i.commandName === 'settings') await i.reply('settings');
    });
    await client.application.commands.create(
      new SlashCommandBuilder()
        .setName('settings')
        .setDescription('Guild settings')
        .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
        .toJSON(),
      fake.guildId,
    );
    await expect(alice.slash('settings')).rejects.toThrow(/default_member_permissions/);
    const admin = fake.addPlayer({ name: 'Admin', permissions: ['ManageGuild'] });
    expect((await admin.slash('settings')).text).toBe('settings');
  });
});
