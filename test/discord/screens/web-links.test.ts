import { ButtonStyle, type Interaction } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { closedAfterEach } from '@mafia-bot/fake-discord/vitest';
import { connectClient } from '@mafia-bot/fake-discord/client';
import { FakeDiscord } from '@mafia-bot/fake-discord';
import { respondToClick } from '../../../src/discord/interactions/respond.ts';
import { DiscordTable } from '../../../src/discord/ports/table-port.ts';
import { DiscordTournamentBoard } from '../../../src/discord/tournament/tournament-board.ts';
import { WebLinks } from '../../../src/discord/screens/web-links.ts';
import type { Screen } from '../../../src/engine/index.ts';
import { render } from '../../../src/i18n/index.ts';
import type { GameDocument } from '../../../src/orchestrator/document.ts';
import type { GuildSettings } from '../../../src/settings/guild-settings.ts';
import { changedWebPage } from '../../../src/settings/web-page.ts';
import type { TournamentDocument } from '../../../src/tournament/service/document.ts';
import { TestGame, JUDGE } from '../../../harness/engine-game.ts';
import { memoryLogger } from '../../support/logger.ts';
import { newTournament } from '../../tournament/tournament-fixtures.ts';

/**
 * Issue 27, item 4: the table card, the report and the tournament's standings link to the
 * server's web page when it has opted in (Discord's link button: style 5, a url, no custom id);
 * the link follows the settings at each edit, so a rotated or closed page leaves no stale link.
 */

const open = closedAfterEach();
const logger = memoryLogger('silent').logger;
const PUBLIC_URL = 'https://mafia.example.org';

const line = { key: 'game.paused', params: {} } as const;
const card: Screen = {
  id: 'table',
  to: { kind: 'public' },
  tone: 'day',
  title: line,
  lines: [line],
  controls: [
    { kind: 'button', id: 'pass', label: { key: 'control.join', params: {} }, style: 'primary' },
  ],
  card: { seats: [line] },
};

async function setup() {
  const fake = await FakeDiscord.start({ guild: { locale: 'en' } });
  const client = await connectClient(fake);
  const errors: unknown[] = [];
  open.push({ fake, client, errors });
  const settings = {
    current: { web: changedWebPage(undefined, { enabled: true }) } as GuildSettings,
  };
  const links = new WebLinks({ get: () => Promise.resolve(settings.current) }, PUBLIC_URL);
  const table = new DiscordTable(client, logger, { dmGapMs: 0, links });
  const game = TestGame.started('classic', 10);
  const document: GameDocument = {
    revision: 1,
    meta: {
      guildId: fake.guildId,
      channelId: fake.channels.game!,
      locale: 'en',
      hostId: JUDGE.userId,
    },
    state: game.state,
    outbox: [],
    screens: {},
    reported: [],
  };
  const viewer = fake.addPlayer({ name: 'Spectator' });
  const latest = () => viewer.visibleMessages('game').at(-1)!;
  const links_ = () => latest().buttons.filter((button) => button.style === ButtonStyle.Link);
  const page = (path: string) =>
    `${PUBLIC_URL}/g/${fake.guildId}/${settings.current.web!.slug}${path}`;
  return {
    fake,
    client,
    errors,
    settings,
    links,
    table,
    game,
    document,
    latest,
    linkButtons: links_,
    page,
  };
}

describe('issue 27: the table card links to the game’s live page while the server opts in', () => {
  it('GIVEN the page on WHEN the card is posted THEN it carries a link button to the live page; AND rotating the slug changes it, turning the page off drops it, at the next edit', async () => {
    const world = await setup();
    const handle = await world.table.showScreen(world.document, card, undefined, 'game1:table');
    expect(world.linkButtons()).toEqual([
      expect.objectContaining({
        label: 'Watch on the web',
        customId: null,
        url: world.page('/live/game1'),
      }),
    ]);
    world.settings.current = { web: changedWebPage(world.settings.current.web, { newLink: true }) };
    await world.table.showScreen(world.document, card, handle, 'game1:table');
    expect(world.linkButtons().map((button) => button.url)).toEqual([world.page('/live/game1')]);
    world.settings.current = { web: { ...world.settings.current.web!, enabled: false } };
    await world.table.showScreen(world.document, card, handle, 'game1:table');
    expect(world.linkButtons()).toEqual([]);
    expect(world.latest().buttons.map((button) => button.customId)).toEqual([expect.any(String)]);
  });

  it('GIVEN no public address (WEB_PUBLIC_URL unset) or a screen only some see WHEN shown THEN no link', async () => {
    const world = await setup();
    const bare = new DiscordTable(world.client, logger, {
      dmGapMs: 0,
      links: new WebLinks({ get: () => Promise.resolve(world.settings.current) }, undefined),
    });
    await bare.showScreen(world.document, card, undefined, 'game1:bare');
    expect(world.linkButtons()).toEqual([]);
    const judge = world.fake.addPlayer({ name: 'Judge' });
    const toJudge: Screen = { ...card, id: 'judge-card', to: { kind: 'judge' } };
    const document = { ...world.document, state: { ...world.document.state, judgeId: judge.id } };
    await world.table.showScreen(document, toJudge, undefined, 'game1:judge');
    expect(
      judge
        .dmMessages()
        .at(-1)!
        .buttons.filter((b) => b.url !== null),
    ).toEqual([]);
  });

  it('GIVEN a click on the card WHEN its change rides on the click’s own response THEN the link stays on the card', async () => {
    const world = await setup();
    const handle = await world.table.showScreen(world.document, card, undefined, 'game1:table');
    let shown = false;
    world.client.on('interactionCreate', (interaction: Interaction) => {
      if (!interaction.isButton()) return;
      const work = async (response: Parameters<Parameters<typeof respondToClick>[3]>[0]) => {
        const moved = { ...card, lines: [line, line] };
        await world.table.showScreen(world.document, moved, handle, 'game1:table:2', response);
        shown = true;
        return { kind: 'silent' } as const;
      };
      respondToClick(interaction, 'en', logger, work, world.links).catch((error: unknown) =>
        world.errors.push(error),
      );
    });
    const player = world.fake.addPlayer({ name: 'Alice' });
    await player.click(world.latest(), render('en', { key: 'control.join', params: {} }));
    await expect.poll(() => shown).toBe(true);
    const pausedLines = () => world.latest().text.split('Paused.').length - 1;
    await expect.poll(pausedLines).toBe(4); // title, two lines, one seat
    const edits = world.fake.requests.filter((entry) => entry.method === 'PATCH');
    expect(edits.map((entry) => entry.path)).toEqual([expect.stringMatching(/@original$/)]);
    expect(world.linkButtons().map((button) => button.url)).toEqual([world.page('/live/game1')]);
  });
});

describe('issue 27: the report links to the game’s protocol, the tournament’s standings to its page', () => {
  it('GIVEN an ended game WHEN its report is posted THEN its last message carries a link to the protocol page; AND the card, closed, links to the protocol too', async () => {
    const world = await setup();
    world.game.ok({ type: 'end', by: JUDGE });
    const document = { ...world.document, state: world.game.state };
    const notice = {
      type: 'notice' as const,
      id: 'e1',
      to: { kind: 'public' as const },
      tone: 'end' as const,
      lines: [line],
      purpose: 'report' as const,
    };
    await world.table.postNotice(document, notice, 'game1:e1');
    const protocol = [
      expect.objectContaining({ label: 'Protocol on the web', url: world.page('/game/game1') }),
    ];
    expect(world.linkButtons()).toEqual(protocol);
    const handle = await world.table.showScreen(world.document, card, undefined, 'game1:table');
    await world.table.closeScreen(document, card, handle);
    expect(world.latest().id).toBe(handle.messageId);
    expect(world.linkButtons()).toEqual(protocol);
  });

  it('GIVEN a tournament WHEN its standings are shown THEN they link to its page; AND with the page off the next edit drops the link', async () => {
    const world = await setup();
    const board = new DiscordTournamentBoard(world.client, world.links);
    const document: TournamentDocument = {
      documentVersion: 1,
      version: 1,
      guildId: world.fake.guildId,
      channelId: world.fake.channels.game!,
      locale: 'en',
      tournament: newTournament(),
    };
    const messageId = await board.showStandings(document);
    expect(world.linkButtons()).toEqual([
      expect.objectContaining({ label: 'Tournament on the web', url: world.page('/tournament') }),
    ]);
    world.settings.current = { web: { ...world.settings.current.web!, enabled: false } };
    await board.showStandings({
      ...document,
      ...(messageId ? { standingsMessageId: messageId } : {}),
    });
    expect(world.latest().id).toBe(messageId);
    expect(world.linkButtons()).toEqual([]);
  });
});
