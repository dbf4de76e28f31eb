import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { Interaction } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { closedAfterEach } from '@mafia-bot/fake-discord/vitest';
import { ephemeral } from '../../../src/discord/interactions/command-kit.ts';
import {
  respondAfterDeferring,
  respondToClick,
  type Reply,
} from '../../../src/discord/interactions/respond.ts';
import { DiscordTable } from '../../../src/discord/ports/table-port.ts';
import type { Screen } from '../../../src/engine/index.ts';
import { localeFrom, render } from '../../../src/i18n/index.ts';
import type { GameDocument, ScreenHandle } from '../../../src/orchestrator/document.ts';
import type { ClickResponse } from '../../../src/orchestrator/ports.ts';
import { connectClient } from '@mafia-bot/fake-discord/client';
import { FakeDiscord, type FakeDiscordOptions } from '@mafia-bot/fake-discord';
import { TestGame } from '../../../harness/engine-game.ts';
import { memoryLogger } from '../../support/logger.ts';

/**
 * The interaction path of a click on the real discord.js and the fake Discord (issue 13, items 1
 * and 4): acknowledged before any work, the clicked message's change carried by the click's own
 * response (an edit of `@original`, no rate-limited message edit), a refusal as an ephemeral
 * follow-up in the clicker's language; a response that no longer answers falls back to the edit.
 */

const open = closedAfterEach();

const logger = memoryLogger('silent').logger;

function lobbyScreen(count: number, card = false): Screen {
  const line = { key: 'game.paused', params: {} } as const;
  return {
    id: 'lobby',
    to: { kind: 'public' },
    tone: 'info',
    title: line,
    lines: Array.from({ length: count }, () => line),
    controls: [
      { kind: 'button', id: 'join', label: { key: 'control.join', params: {} }, style: 'primary' },
    ],
    ...(card ? { card: { seats: [line] } } : {}),
  };
}

/** How many times the screen's line shows in a message (title included). */
function lines(text: string | undefined): number {
  return (text ?? '').split(render('en', { key: 'game.paused', params: {} })).length - 1;
}

type Work = (interaction: Interaction, response?: ClickResponse) => Promise<Reply>;

async function setup(work: Work, options: FakeDiscordOptions = {}, card = false) {
  const fake = await FakeDiscord.start({ guild: { locale: 'en' }, ...options });
  const client = await connectClient(fake);
  const errors: unknown[] = [];
  open.push({ fake, client, errors });
  client.on('interactionCreate', (interaction) => {
    const answered = interaction.isButton()
      ? respondToClick(interaction, localeFrom(interaction.locale), logger, (response) =>
          work(interaction, response),
        )
      : interaction.isChatInputCommand()
        ? respondAfterDeferring(interaction, localeFrom(interaction.locale), () =>
            work(interaction),
          )
        : Promise.resolve();
    answered.catch((error: unknown) => errors.push(error));
  });
  const table = new DiscordTable(client, logger, { dmGapMs: 0 });
  const game = TestGame.lobby('classic', 10);
  const document: GameDocument = {
    revision: 1,
    meta: {
      guildId: fake.guildId,
      channelId: fake.channels.game!,
      locale: 'en',
      hostId: game.state.judgeId,
    },
    state: game.state,
    outbox: [],
    screens: {},
    reported: [],
  };
  const handle = await table.showScreen(document, lobbyScreen(0, card), undefined, 'game1:lobby');
  const player = fake.addPlayer({ name: 'Alice', locale: 'ru' });
  const lobby = await player.waitForMessage((m) => m.id === handle.messageId);
  const messageEdits = () =>
    fake.requests.filter(
      (entry) => entry.method === 'PATCH' && /\/channels\/\d+\/messages\/\d+$/.test(entry.path),
    ).length;
  return { fake, client, table, document, handle, player, lobby, messageEdits };
}

/**
 * One click on Join whose work, after `delayMs`, shows the lobby with three lines through the
 * click's response; resolves once it is shown, with the message edits counted before the click.
 */
async function joinedOnce(options: FakeDiscordOptions = {}, delayMs = 0) {
  let shown = false;
  const context = await setup(async (_interaction, response) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await context.table.showScreen(context.document, lobbyScreen(3), context.handle, 'k', response);
    shown = true;
    return { kind: 'silent' };
  }, options);
  const editsBefore = context.messageEdits();
  await context.player.click(context.lobby, render('en', { key: 'control.join', params: {} }));
  await expect.poll(() => shown).toBe(true);
  return { context, editsBefore };
}

describe('a click answered through its own response', () => {
  it('GIVEN a screen WHEN a click changes it THEN the acknowledgement comes first and the new form rides on the response: the message changes, no channel message edit is made', async () => {
    let carried: ScreenHandle | undefined;
    const context = await setup(async (_interaction, response) => {
      await expect.poll(() => context.fake.interactionLog().at(-1)?.ackedAt ?? null).not.toBeNull();
      carried = await context.table.showScreen(
        context.document,
        lobbyScreen(3),
        context.handle,
        'k',
        response,
      );
      return { kind: 'silent' };
    });
    const handle = context.handle;
    const before = context.messageEdits();
    const reply = await context.player.click(
      context.lobby,
      render('en', { key: 'control.join', params: {} }),
    );
    expect(reply.response).toBe('deferred-update');
    await expect.poll(() => carried).toEqual(handle);
    const edited = context.player.view(handle.messageId!);
    expect(lines(edited?.text)).toBe(4);
    expect(context.messageEdits()).toBe(before);
    expect(reply.record.followUpIds).toEqual([]);
  });

  it('GIVEN a click the game refuses WHEN answered THEN the refusal follows the acknowledgement as an ephemeral follow-up in the clicker’s language, and the screen is untouched', async () => {
    const context = await setup(async () =>
      ephemeral({ key: 'error.lobbyFull', params: { max: 10 } }),
    );
    const reply = await context.player.click(
      context.lobby,
      render('en', { key: 'control.join', params: {} }),
    );
    expect(reply.response).toBe('deferred-update');
    const followUp = await context.player.followUpOf(reply);
    expect(followUp.ephemeral).toBe(true);
    expect(followUp.text).toBe(render('ru', { key: 'error.lobbyFull', params: { max: 10 } }));
    expect(context.player.view(context.handle.messageId!)?.editedAt).toBeNull();
  });

  it('GIVEN a click whose token has expired (lifetime shortened) WHEN its change is shown THEN the usual message edit brings the screen right, once', async () => {
    const { context, editsBefore } = await joinedOnce({ interactionTokenLifetimeMs: 100 }, 200);
    expect(context.messageEdits()).toBe(editsBefore + 1);
    const edited = context.player.view(context.handle.messageId!);
    expect(lines(edited?.text)).toBe(4);
  });
});

describe('a later change of the clicked message, with no click of its own', () => {
  it('GIVEN a click that changed a screen WHEN a time runs out and the screen changes and then closes THEN both ride on that click’s response: the message changes, no channel message edit', async () => {
    const { context } = await joinedOnce();
    const before = context.messageEdits();
    await context.table.showScreen(context.document, lobbyScreen(5), context.handle, 'k');
    expect(lines(context.player.view(context.handle.messageId!)?.text)).toBe(6);
    await context.table.closeScreen(context.document, lobbyScreen(6), context.handle);
    const closed = context.player.view(context.handle.messageId!);
    expect(lines(closed?.text)).toBe(7);
    expect(closed?.buttons).toEqual([]);
    expect(context.messageEdits()).toBe(before);
  });

  it('GIVEN a click whose token has expired since WHEN the screen changes with no click THEN the usual message edit brings it right, once, and the next change too', async () => {
    const { context } = await joinedOnce({ interactionTokenLifetimeMs: 300 });
    await new Promise((resolve) => setTimeout(resolve, 400));
    const before = context.messageEdits();
    await context.table.showScreen(context.document, lobbyScreen(5), context.handle, 'k');
    expect(lines(context.player.view(context.handle.messageId!)?.text)).toBe(6);
    await context.table.showScreen(context.document, lobbyScreen(6), context.handle, 'k');
    expect(lines(context.player.view(context.handle.messageId!)?.text)).toBe(7);
    expect(context.messageEdits()).toBe(before + 2);
  });
});

describe('the table card (Components V2) through a click’s response', () => {
  it('GIVEN the table card WHEN a click changes it THEN its new form rides on the response as a V2 message, with no channel message edit', async () => {
    let carried: ScreenHandle | undefined;
    const context = await setup(
      async (_interaction, response) => {
        const screen = lobbyScreen(3, true);
        carried = await context.table.showScreen(
          context.document,
          screen,
          context.handle,
          'k',
          response,
        );
        return { kind: 'silent' };
      },
      {},
      true,
    );
    const before = context.messageEdits();
    await context.player.click(context.lobby, render('en', { key: 'control.join', params: {} }));
    await expect.poll(() => carried).toEqual(context.handle);
    expect(context.messageEdits()).toBe(before);
    // Title, three lines and the seat: five times the line, in the card's text displays.
    expect(lines(context.player.view(context.handle.messageId!)?.text)).toBe(5);
  });
});

describe('a slash command acknowledged before its work', () => {
  it('GIVEN a slash command WHEN it is handled THEN an ephemeral deferral is its first response, sent before the work ends, and filled in with the answer', async () => {
    const context = await setup(async () => {
      // The work ends only once Discord has the acknowledgement: a bot that acked after its work would never answer.
      await expect.poll(() => context.fake.interactionLog().at(-1)?.ackedAt ?? null).not.toBeNull();
      return ephemeral({ key: 'ui.done', params: {} });
    });
    await context.client.application!.commands.set(
      [{ name: 'ping', description: 'Ping' }],
      context.fake.guildId,
    );
    const reply = await context.player.slash('ping');
    expect(reply.response).toBe('deferred-message');
    expect(reply.ephemeral).toBe(true);
    expect(reply.text).toBe(render('ru', { key: 'ui.done', params: {} }));
  });
});

describe('the acknowledgement on the wire before the work starts', () => {
  /** What happened first: undici writing an interaction callback, or the work starting. */
  async function firstEvents(
    act: (context: Awaited<ReturnType<typeof setup>>) => Promise<unknown>,
  ) {
    const order: string[] = [];
    const written = (message: unknown) => {
      const path = (message as { request: { path: string } }).request.path;
      if (path.endsWith('/callback') || path.includes('/callback?')) order.push('written');
    };
    subscribe('undici:request:bodySent', written);
    try {
      const context = await setup(async () => {
        order.push('work');
        return { kind: 'silent' };
      });
      await act(context);
      await expect.poll(() => order.length).toBe(2);
      return order;
    } finally {
      unsubscribe('undici:request:bodySent', written);
    }
  }

  it('GIVEN a click WHEN its work starts THEN its deferred update has already been written to the socket: the work’s synchronous stretches cannot hold the acknowledgement back', async () => {
    const order = await firstEvents((context) =>
      context.player.click(context.lobby, render('en', { key: 'control.join', params: {} })),
    );
    expect(order).toEqual(['written', 'work']);
  });

  it('GIVEN a slash command WHEN its work starts THEN its ephemeral deferral has already been written to the socket', async () => {
    const order = await firstEvents(async (context) => {
      await context.client.application!.commands.set(
        [{ name: 'ping', description: 'Ping' }],
        context.fake.guildId,
      );
      return context.player.slash('ping');
    });
    expect(order).toEqual(['written', 'work']);
  });
});
