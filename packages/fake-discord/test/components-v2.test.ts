import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  ContainerBuilder,
  DiscordAPIError,
  MessageFlags,
  TextDisplayBuilder,
  type Client,
  type TextChannel,
} from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { connectClient } from '../src/client.ts';
import { FakeDiscord } from '../src/index.ts';

const open: { fake: FakeDiscord; client: Client }[] = [];

async function setup() {
  const fake = await FakeDiscord.start();
  const alice = fake.addPlayer({ name: 'Alice' });
  const client = await connectClient(fake);
  open.push({ fake, client });
  const game = client.channels.cache.get(fake.channels.game!) as TextChannel;
  return { fake, alice, game };
}

afterEach(async () => {
  for (const { fake, client } of open.splice(0)) {
    await client.destroy();
    await fake.close();
    expect(fake.unknownRoutes).toEqual([]);
    expect(fake.internalErrors).toEqual([]);
  }
});

const V2 = MessageFlags.IsComponentsV2;
const text = (content: string) => new TextDisplayBuilder().setContent(content);
const button = (id: string) =>
  new ButtonBuilder().setCustomId(id).setLabel('Pass').setStyle(ButtonStyle.Secondary);

async function formError(send: Promise<unknown>): Promise<string> {
  const error = await send.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DiscordAPIError);
  expect((error as DiscordAPIError).code).toBe(50035);
  return JSON.stringify((error as DiscordAPIError).rawError);
}

describe('Components V2 (IS_COMPONENTS_V2): what Discord accepts and what a person reads', () => {
  it('GIVEN a container with a heading, lines and a row of buttons WHEN posted and then edited THEN the player reads its text, title and button, and the edit keeps the flag and the message id', async () => {
    const { alice, game } = await setup();
    const card = (line: string) =>
      new ContainerBuilder()
        .setAccentColor(0xf0b232)
        .addTextDisplayComponents(text('### Speech: seat #3'), text(line))
        .addActionRowComponents(new ActionRowBuilder<ButtonBuilder>().addComponents(button('p')));
    const sent = await game.send({ components: [card('#1 speaks')], flags: V2 });
    const seen = alice.view(sent.id)!;
    expect(seen.title).toBe('Speech: seat #3');
    expect(seen.text).toContain('#1 speaks');
    expect(seen.flags & V2).toBe(V2);
    expect(seen.buttons.map((entry) => entry.label)).toEqual(['Pass']);
    await game.messages.edit(sent.id, { components: [card('#2 speaks')], flags: V2 });
    const edited = alice.view(sent.id)!;
    expect(edited.text).toContain('#2 speaks');
    expect(edited.flags & V2).toBe(V2);
  });

  it('GIVEN the V2 flag WHEN content or embeds come along THEN 50035, as on Discord', async () => {
    const { game } = await setup();
    const body = { components: [new ContainerBuilder().addTextDisplayComponents(text('x'))] };
    expect(await formError(game.send({ ...body, content: 'hello', flags: V2 }))).toContain(
      'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2',
    );
  });

  it('GIVEN more than 40 components or more than 4,000 characters of text WHEN posted THEN 50035', async () => {
    const { game } = await setup();
    const many = new ContainerBuilder().addTextDisplayComponents(
      Array.from({ length: 40 }, (_, index) => text(`line ${index}`)),
    );
    expect(await formError(game.send({ components: [many], flags: V2 }))).toContain(
      'Must be 40 or fewer in length.',
    );
    const long = new ContainerBuilder().addTextDisplayComponents(
      text('a'.repeat(2500)),
      text('b'.repeat(1600)),
    );
    expect(await formError(game.send({ components: [long], flags: V2 }))).toContain(
      'MAX_TEXT_DISPLAY_LENGTH_EXCEEDED',
    );
  });

  it('GIVEN a button outside a row, a section without accessory, or an empty text display WHEN posted THEN 50035: the layout rules hold', async () => {
    const { game } = await setup();
    const raw = (components: unknown[]) => game.send({ components, flags: V2 } as never);
    expect(await formError(raw([button('b').toJSON()]))).toContain('UNION_TYPE_CHOICES');
    const section = { type: 9, components: [{ type: 10, content: 'x' }] };
    expect(await formError(raw([section]))).toContain('accessory');
    expect(await formError(raw([{ type: 10, content: '' }]))).toContain('content');
    const nested = new ContainerBuilder().addTextDisplayComponents(text('x')).toJSON();
    expect(await formError(raw([{ ...nested, components: [nested] }]))).toContain(
      'UNION_TYPE_CHOICES',
    );
  });
});
