import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  MessageFlags,
  type ButtonInteraction,
  type Interaction,
} from 'discord.js';
import { describe, expect, it } from 'vitest';
import { closedAfterEach } from '../src/cleanup.ts';
import { FakeDiscord, type Player } from '../src/index.ts';
import { connectClient } from '../src/client.ts';

/**
 * What a click's own response may do on Discord, and what it costs: an update of the message
 * clicked on (type 7, or a deferred update, type 6, and an edit of `@original`) changes that
 * message for everyone, answers within 3 s or never (10062), may be edited for 15 minutes after
 * (50027 afterwards), and carries no bot token, so Discord's global limit does not count it.
 */

type Handler = (interaction: ButtonInteraction) => Promise<void>;

const open = closedAfterEach();

async function setup(handler: Handler, options: Parameters<typeof FakeDiscord.start>[0] = {}) {
  const fake = await FakeDiscord.start(options);
  const alice: Player = fake.addPlayer({ name: 'Alice', locale: 'en' });
  const bob: Player = fake.addPlayer({ name: 'Bob', locale: 'en' });
  const client = await connectClient(fake);
  const errors: unknown[] = [];
  client.on('interactionCreate', (interaction: Interaction) => {
    if (interaction.isButton()) handler(interaction).catch((error: unknown) => errors.push(error));
  });
  open.push({ fake, client, errors });
  const channel = await client.channels.fetch(fake.channels.game!);
  if (!channel?.isSendable()) throw new Error('not sendable');
  const posted = await channel.send({
    content: 'Votes: 0',
    components: [
      new ActionRowBuilder<ButtonBuilder>().addComponents(
        new ButtonBuilder().setCustomId('vote').setLabel('Vote').setStyle(ButtonStyle.Primary),
      ),
    ],
  });
  const seen = await bob.waitForMessage((m) => m.text === 'Votes: 0');
  return { fake, alice, bob, seen, posted, errors };
}

/** Requests that carried the bot's token (the ones the global limit counts) since `from`. */
function botTokenRequests(fake: FakeDiscord, from: number) {
  return fake.requests
    .slice(from)
    .filter((entry) => !/\/(interactions|webhooks)\//.test(entry.path));
}

describe('fake Discord: a click answered by its own response (issue 13, item 4)', () => {
  it('a type 7 update changes the message clicked on for everyone, and the global limit does not count it', async () => {
    const { fake, alice, bob, seen, posted } = await setup((i) =>
      i.update({ content: 'Votes: 1', components: i.message.components }).then(() => {}),
    );
    const before = fake.requests.length;
    const reply = await alice.click(seen, 'Vote');
    expect(reply.response).toBe('update');
    expect(bob.view(posted.id)?.text).toBe('Votes: 1');
    expect(botTokenRequests(fake, before)).toEqual([]);
  });

  it('a deferred update (type 6) and an edit of @original change the message clicked on, and a follow-up reaches only the clicker', async () => {
    const { fake, alice, bob, seen, posted } = await setup(async (i) => {
      await i.deferUpdate();
      await i.editReply({ content: 'Votes: 1' });
      await i.followUp({ content: 'Your vote counts', flags: MessageFlags.Ephemeral });
    });
    const before = fake.requests.length;
    const reply = await alice.click(seen, 'Vote');
    expect(reply.response).toBe('deferred-update');
    const followUp = await alice.followUpOf(reply);
    expect(followUp.text).toBe('Your vote counts');
    expect(bob.view(posted.id)?.text).toBe('Votes: 1');
    expect(bob.view(followUp.id)).toBeUndefined();
    expect(botTokenRequests(fake, before)).toEqual([]);
  });

  it('with the global limit spent, the click still answers and edits its message; a message edit with the bot token gets a global 429', async () => {
    const { fake, alice, bob, seen, posted } = await setup(async (i) => {
      await i.deferUpdate();
      await i.editReply({ content: 'Votes: 1' });
    });
    fake.globalRateLimit.perSecond = 1;
    // A second of its own: the requests of the setup are in the window before.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const edit = () =>
      fetch(`${fake.apiUrl}/v10/channels/${posted.channelId}/messages/${posted.id}`, {
        method: 'PATCH',
        headers: { authorization: `Bot ${fake.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ content: 'edited' }),
      });
    expect((await edit()).status).toBe(200);
    const limited = await edit();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('x-ratelimit-global')).toBe('true');
    expect(limited.headers.get('x-ratelimit-scope')).toBe('global');
    expect(await limited.json()).toMatchObject({ global: true });
    const reply = await alice.click(seen, 'Vote');
    expect(reply.response).toBe('deferred-update');
    await expect.poll(() => bob.view(posted.id)?.text).toBe('Votes: 1');
  });

  it('a response after the 3 s deadline (here shortened) is refused with 10062 and changes nothing', async () => {
    const { alice, bob, seen, posted } = await setup(
      async (i) => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        await expect(i.update({ content: 'Votes: 1' })).rejects.toMatchObject({ code: 10062 });
      },
      { interactionAckTimeoutMs: 150 },
    );
    await expect(alice.click(seen, 'Vote')).rejects.toThrow(/did not respond/);
    expect(bob.view(posted.id)?.text).toBe('Votes: 0');
  });

  it('an edit of @original after the token’s 15 minutes (here shortened) is refused with 50027 and changes nothing', async () => {
    let late: Promise<unknown> | undefined;
    const { alice, bob, seen, posted } = await setup(
      async (i) => {
        await i.deferUpdate();
        late = new Promise((resolve) => setTimeout(resolve, 300)).then(() =>
          i.editReply({ content: 'Votes: 1' }).catch((error: unknown) => error),
        );
      },
      { interactionTokenLifetimeMs: 150 },
    );
    await alice.click(seen, 'Vote');
    await expect.poll(() => late).toBeDefined();
    expect(await late).toMatchObject({ code: 50027 });
    expect(bob.view(posted.id)?.text).toBe('Votes: 0');
  });
});
