import type { Client } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { DiscordTable } from '../../../src/discord/ports/table-port.ts';
import type { GameEvent } from '../../../src/engine/rules/events.ts';
import type { Screen } from '../../../src/engine/views/screen.ts';
import { catalog, render } from '../../../src/i18n/index.ts';
import type { GameDocument } from '../../../src/orchestrator/document.ts';
import { UnreachableRecipient, type JudgeNotice } from '../../../src/orchestrator/ports.ts';
import { connectClient } from '@mafia-bot/fake-discord/client';
import { FakeDiscord } from '@mafia-bot/fake-discord';
import { memoryLogger } from '../../support/logger.ts';
import { TestGame } from '../../../harness/engine-game.ts';
import { parseProtocol } from '../../../src/protocol/index.ts';
import { longForumReport } from '../long-report.ts';

const open: Array<{ fake: FakeDiscord; client: Client }> = [];

afterEach(async () => {
  for (const { fake, client } of open.splice(0)) {
    await client.destroy();
    await fake.close();
  }
});

/** The real adapter on a real discord.js client, talking to the fake Discord. */
async function setup() {
  const fake = await FakeDiscord.start({ guild: { locale: 'ru' } });
  const client = await connectClient(fake);
  open.push({ fake, client });
  const table = new DiscordTable(client, memoryLogger('silent').logger, { dmGapMs: 0 });
  const viewer = fake.addPlayer({ name: 'Spectator' });
  return { fake, client, table, viewer };
}

function documentOf(fake: FakeDiscord, game: TestGame): GameDocument {
  return {
    revision: 1,
    meta: {
      guildId: fake.guildId,
      channelId: fake.channels.game!,
      locale: 'ru',
      hostId: game.state.judgeId,
    },
    state: game.state,
    outbox: [],
    screens: {},
    reported: [],
  };
}

/** The long forum report as the orchestrator hands it to the adapter at the end of the game. */
function endedGame(fake: FakeDiscord): { document: GameDocument; notice: GameEvent } {
  const { game, report } = longForumReport();
  const document = documentOf(fake, game);
  return {
    document,
    notice: {
      type: 'notice',
      id: 'e1',
      to: { kind: 'public' },
      tone: 'end',
      lines: [report],
      purpose: 'report',
    },
  };
}

describe('the end-of-game report on Discord (product §End)', () => {
  it('GIVEN the report of a 29-player forum game over nine days WHEN posted THEN it reaches the game channel as several valid messages with every seat and its role, the seed reveal, and the deal record, the picture of the table and the game protocol (JSON, CSV) on the last one', async () => {
    const { fake, table, viewer } = await setup();
    const { document, notice } = endedGame(fake);
    if (notice.type !== 'notice') throw new Error('not a notice');
    await table.postNotice(document, notice, 'game1:e1');

    const posted = viewer.visibleMessages('game');
    expect(posted.length).toBeGreaterThan(1);
    const text = posted.map((message) => message.text).join('\n');
    const roles = catalog('ru').roles;
    for (const seat of document.state.seats)
      expect(text, `#${seat.seat}`).toMatch(
        new RegExp(`#${seat.seat}\\b[^\\n]*${roles[seat.role].name}`),
      );
    expect(text).toContain(document.state.deal.serverSeed);
    expect(posted.slice(0, -1).every((message) => message.attachments.length === 0)).toBe(true);
    expect(posted.at(-1)!.attachments.map((file) => file.filename)).toEqual([
      `deal-record-${document.state.gameId}.json`,
      'table.png',
      `protocol-${document.state.gameId}.json`,
      `protocol-${document.state.gameId}.csv`,
    ]);
    // The final picture of the table (issue 15): a PNG of the 29 seats, roles revealed.
    const picture = posted.at(-1)!.attachments[1]!;
    expect(picture.data.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(picture.contentType).toBe('image/png');
    // The game protocol (issue 15): the aborted game, marked so, with every seat's role.
    const [, , json, csv] = posted.at(-1)!.attachments;
    const protocol = parseProtocol(json!.json());
    expect(protocol.ok && protocol.protocol.aborted).toBe(true);
    expect(protocol.ok && protocol.protocol.seats.map((seat) => seat.role)).toEqual(
      document.state.seats.map((seat) => seat.role),
    );
    expect(csv!.text().trimEnd().split('\r\n')).toHaveLength(1 + document.state.seats.length);
    expect(fake.internalErrors).toEqual([]);
  });

  it('GIVEN the post of a long report fails after its first message WHEN the effect is carried out again (a retry or a restart) THEN the first message is not posted twice and the rest follow, the record on the last', async () => {
    const { fake, table, viewer } = await setup();
    const { document, notice } = endedGame(fake);
    if (notice.type !== 'notice') throw new Error('not a notice');
    const channelId = fake.channels.game!;
    // Discord refuses the second message (as a lost connection or a revoked permission would).
    fake.world.events.once('message', () =>
      fake.injectError({
        method: 'POST',
        path: `/channels/${channelId}/messages`,
        status: 403,
        code: 50013,
        message: 'Missing Permissions',
      }),
    );
    await expect(table.postNotice(document, notice, 'game1:e1')).rejects.toThrow();
    expect(viewer.visibleMessages('game')).toHaveLength(1);

    await table.postNotice(document, notice, 'game1:e1');
    const posted = viewer.visibleMessages('game');
    expect(posted.length).toBeGreaterThan(1);
    // Once more (the effect was redone before it was recorded as done): nothing new.
    await table.postNotice(document, notice, 'game1:e1');
    expect(viewer.visibleMessages('game').map((message) => message.id)).toEqual(
      posted.map((message) => message.id),
    );
    expect(new Set(posted.map((message) => message.text)).size).toBe(posted.length);
    const text = posted.map((message) => message.text).join('\n');
    for (const seat of document.state.seats) expect(text).toContain(`#${seat.seat}`);
    expect(posted.filter((message) => message.attachments.length > 0)).toEqual([posted.at(-1)]);
  });
});

describe('closed DMs on Discord (product: role secrecy)', () => {
  it('GIVEN the Detective has closed DMs WHEN a private notice or his night prompt fails to reach him THEN nothing is posted in the game channel; only an announcement the orchestrator asks for names him, with the inbox button', async () => {
    const { fake, table, viewer } = await setup();
    const game = TestGame.started('forum', 11);
    const detective = game.state.seats.find((seat) => seat.role === 'DETECTIVE')!;
    const closed = fake.addPlayer({ name: 'Closed', dmsOpen: false });
    detective.userId = closed.id;
    const document = documentOf(fake, game);
    const to = { kind: 'seat' as const, seat: detective.seat };
    const notice: GameEvent = {
      type: 'notice',
      id: 'e2',
      to,
      tone: 'night',
      lines: [{ key: 'game.paused', params: {} }],
      purpose: 'other',
    };
    const prompt: Screen = {
      id: `night.1.${detective.seat}`,
      to,
      tone: 'night',
      title: { key: 'game.paused', params: {} },
      lines: [],
      controls: [],
    };
    await expect(table.postNotice(document, notice, 'game1:e2')).rejects.toBeInstanceOf(
      UnreachableRecipient,
    );
    await expect(
      table.showScreen(document, prompt, undefined, 'game1:screen'),
    ).rejects.toBeInstanceOf(UnreachableRecipient);
    expect(viewer.visibleMessages('game')).toEqual([]);

    await table.announceUnreachable(document, [closed.id], 'game1:dmclosed');
    const [announcement, ...rest] = viewer.visibleMessages('game');
    expect(rest).toEqual([]);
    expect(announcement?.text).toContain(closed.mention);
    expect(announcement?.buttons.map((button) => button.label)).toEqual([
      render('ru', { key: 'ui.openInbox', params: {} }),
    ]);
  });
});

describe('team messages by DM (NIGHT0-STEPS: a black team hears its own news)', () => {
  it('GIVEN a black team of three of whom one has closed DMs WHEN a team notice is posted THEN the two others get it and the closed one is reported unreachable, for his inbox', async () => {
    const { fake, table } = await setup();
    const game = TestGame.started('classic', 10);
    const blacks = game.state.seats.filter((seat) => seat.team === 'MAFIA');
    expect(blacks).toHaveLength(3);
    const members = blacks.map((seat, index) => {
      const player = fake.addPlayer({ name: `Black ${index}`, dmsOpen: index !== 1 });
      seat.userId = player.id;
      return player;
    });
    const document = documentOf(fake, game);
    const notice: GameEvent = {
      type: 'notice',
      id: 'e3',
      to: { kind: 'team', team: 'MAFIA' },
      tone: 'night',
      lines: [{ key: 'game.paused', params: {} }],
      purpose: 'other',
    };
    const failure = await table.postNotice(document, notice, 'game1:e3').catch((error) => error);
    expect(failure).toBeInstanceOf(UnreachableRecipient);
    expect((failure as UnreachableRecipient).userIds).toEqual([members[1]!.id]);
    expect(members.map((member) => member.dmMessages().length)).toEqual([1, 0, 1]);
  });
});

describe('FAIR-NO-LEAKS: issue 11, defects 6 and 8, on Discord: what only the judge may read', () => {
  /** A started classic game with a judge of its own, and the notice of seat 3's missed prompt. */
  async function judgedGame() {
    const { fake, table, viewer } = await setup();
    const game = TestGame.started('classic', 10);
    const judge = fake.addPlayer({ name: 'Judge' });
    game.state.judgeId = judge.id;
    const document = documentOf(fake, game);
    const seat = game.state.seats[2]!;
    const named: JudgeNotice = {
      key: 'judge.undelivered',
      params: { userId: seat.userId, seat: seat.seat, kind: 'nightPrompt', reason: 'dmClosed' },
    };
    return { table, viewer, judge, document, seat, named };
  }

  it("GIVEN a missed night prompt WHEN the judge is told THEN his DM names the player; AND WHEN the judge's DMs are closed THEN the game channel gets the anonymous version only", async () => {
    const { table, viewer, judge, document, seat, named } = await judgedGame();
    const anonymous: JudgeNotice = { key: 'judge.undeliveredSomeone', params: {} };
    await table.tellJudge(document, named, 'game1:report:a', anonymous);
    expect(
      judge
        .dmMessages()
        .map((message) => message.text)
        .join('\n'),
    ).toContain(render('ru', named));
    judge.closeDms();
    await table.tellJudge(document, named, 'game1:report:b', anonymous);
    const posted = viewer.visibleMessages('game').map((message) => message.text);
    expect(posted).toHaveLength(1);
    expect(posted[0]).toContain(render('ru', anonymous));
    expect(posted[0]).not.toContain(`<@${seat.userId}>`);
  });

  it("GIVEN the judge's DMs closed WHEN a notice the channel may not hear of yet is told (no public version: FAIR-NO-LEAKS) THEN nothing is posted and the caller learns he is unreachable", async () => {
    const { table, viewer, judge, document, named } = await judgedGame();
    judge.closeDms();
    await expect(
      table.tellJudge(document, named, 'game1:report:c', undefined),
    ).rejects.toBeInstanceOf(UnreachableRecipient);
    expect(viewer.visibleMessages('game')).toEqual([]);
  });
});

describe('a screen posted again under its key (enforce_nonce hands back the first post)', () => {
  const paused = { key: 'game.paused', params: {} } as const;
  const button = (id: string) => ({ kind: 'button', id, label: paused, style: 'primary' }) as const;
  /** The lobby as first posted (A) and after a sign-up (B): other lines, seats and buttons. */
  const screens = (card: boolean, to: Screen['to']): [Screen, Screen] => {
    const screen = (lines: number): Screen => ({
      id: 'lobby',
      to,
      tone: 'info',
      title: paused,
      lines: Array.from({ length: lines }, () => paused),
      controls: Array.from({ length: lines }, (_, index) => button(`b${index}`)),
      ...(card ? { card: { seats: Array.from({ length: lines }, () => paused) } } : {}),
    });
    return [screen(1), screen(2)];
  };
  const edits = (fake: FakeDiscord) =>
    fake.requests.filter((request) => request.method === 'PATCH' && /messages/.test(request.path));

  it.each([
    ['an embed screen in the game channel', false, 'public'],
    ['the table card in the game channel', true, 'public'],
    ["a seat's screen by DM", false, 'seat'],
  ] as const)(
    'GIVEN %s posted with content A WHEN it is posted again under the same key with content B THEN the one message shows B after exactly one edit; AND WHEN posted with B once more THEN no edit',
    async (_, card, audience) => {
      const { fake, table, viewer } = await setup();
      const game = TestGame.started('classic', 10);
      const player = fake.addPlayer({ name: 'Seat 1' });
      game.state.seats[0]!.userId = player.id;
      const document = documentOf(fake, game);
      const to: Screen['to'] =
        audience === 'public' ? { kind: 'public' } : { kind: 'seat', seat: 1 };
      const seen = () =>
        audience === 'public' ? viewer.visibleMessages('game') : player.dmMessages();
      const [a, b] = screens(card, to);

      const first = await table.showScreen(document, a, undefined, 'game1:lobby');
      const shownA = seen().map((message) => message.text);
      const second = await table.showScreen(document, b, undefined, 'game1:lobby');
      expect(second).toEqual(first);
      expect(edits(fake)).toHaveLength(1);
      const [message, ...rest] = seen();
      expect(rest).toEqual([]);
      expect(message!.text).not.toEqual(shownA[0]);
      expect(message!.buttons).toHaveLength(2);

      await table.showScreen(document, b, undefined, 'game1:lobby');
      expect(edits(fake)).toHaveLength(1);
      expect(seen().map((shown) => shown.text)).toEqual([message!.text]);
      expect(fake.internalErrors).toEqual([]);
    },
  );

  it('GIVEN a screen posted WHEN it is posted again with the same content THEN nothing is edited', async () => {
    const { fake, table, viewer } = await setup();
    const document = documentOf(fake, TestGame.started('classic', 10));
    const [a] = screens(true, { kind: 'public' });
    await table.showScreen(document, a, undefined, 'game1:lobby');
    await table.showScreen(document, a, undefined, 'game1:lobby');
    expect(edits(fake)).toEqual([]);
    expect(viewer.visibleMessages('game')).toHaveLength(1);
  });
});
