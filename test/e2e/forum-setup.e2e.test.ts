import { OverwriteType, PermissionFlagsBits } from 'discord-api-types/v10';
import { afterEach, describe, expect, it } from 'vitest';
import { openSession, type Session } from '../../harness/session.ts';
import { type Table } from '../../harness/table.ts';
import { waitUntil } from '../../harness/wait.ts';

/** `/mafia start` until the channel is free again (a cancelled lobby frees it a moment later). */
async function startWhenFree(table: Table): Promise<void> {
  const until = Date.now() + 10_000;
  for (;;) {
    try {
      await table.start('forum');
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

describe('DEAL-TABLE-SIZE, FORUM-MAFIA-ROOM: forum games: table size and permissions', () => {
  let session: Session | undefined;
  afterEach(async () => session?.close());

  it('LOBBY-QUEUE GIVEN a forum lobby WHEN a 30th player joins THEN he waits in the queue, told so with the maximum; AND WHEN the judge deals 10 THEN the deal is refused with the range, and no mafia channel is made', async () => {
    session = await openSession({ players: 30 });
    const { table } = session;
    await table.start('forum');
    await table.fill(table.players.slice(0, 29));
    const join = table.label('control.join');
    const lobby = await table.waitForButton(table.judge, join);
    const latecomer = table.players[29]!;
    await latecomer.click(lobby, join);
    const queued = table.label('lobby.queued', { position: 1, max: 29 });
    await latecomer.waitForMessage((message) => message.inDm && message.text.includes(queued));
    // The clicks are acknowledged at once; the lobby shows the last sign-ups a moment later.
    const full = table.label('lobby.details', {
      judgeId: table.judge.id,
      count: 29,
      min: 11,
      max: 29,
    });
    await waitUntil(
      () => table.judge.view(lobby)?.text.includes(full) ?? false,
      5_000,
      'the lobby of 29',
    );

    // LOBBY-JUDGE-REMOVE: a player's pick in the judge's menu is refused; the judge's removes
    // the member, says so in public, and the first in the queue takes the seat (told by DM).
    const menu = { placeholder: table.label('control.lobbyRemove') };
    const first = table.players[0]!;
    const notJudge = await table.players[1]!.followUpOf(
      await table.players[1]!.select(
        lobby,
        table.label('control.lobbyMember', { name: first.name }),
        menu,
      ),
    );
    expect(notJudge.text).toBe(table.label('error.notJudge'));
    await table.judge.select(lobby, table.label('control.lobbyMember', { name: first.name }), menu);
    await table.judge.waitForMessage((message) =>
      message.text.includes(table.label('lobby.removed', { userId: first.id })),
    );
    const promoted = table.label('lobby.promoted');
    await latecomer.waitForMessage((message) => message.inDm && message.text.includes(promoted));

    await table.judge.click(lobby, table.label('control.cancel'));
    // A person reads the closed sign-up before he looks for the next one's Join.
    await waitUntil(
      () => (table.judge.view(lobby)?.buttons.length ?? 0) === 0,
      10_000,
      'the cancelled sign-up closed',
    );
    await startWhenFree(table);
    await table.fill(table.players.slice(0, 10));
    const small = await table.waitForButton(table.judge, table.label('control.deal'));
    const dealt = await table.judge.followUpOf(
      await table.judge.click(small, table.label('control.deal')),
    );
    expect(dealt.ephemeral).toBe(true);
    expect(dealt.text).toBe(table.label('error.playerCount', { min: 11, max: 29, count: 10 }));
    expect(table.mafiaChannels()).toEqual([]);
    expect(session.bot.errors()).toEqual([]);
  }, 90_000);

  it('GIVEN the bot lacks Manage Channels and Manage Roles WHEN a forum game is started THEN it refuses, naming the missing permissions in the member’s language, and opens no lobby; a classic game still starts', async () => {
    session = await openSession({ players: 0 });
    const { table, fake } = session;
    fake.revokeBotPermission('ManageChannels');
    fake.revokeBotPermission('ManageRoles');
    const refused = await table.judge.slash('mafia', 'start', { preset: 'forum' });
    expect(refused.ephemeral).toBe(true);
    expect(refused.text).toBe(
      table.label('ui.missingPermissions', { permissions: ['ManageChannels', 'ManageRoles'] }),
    );
    const russian = fake.addPlayer({ name: 'Host', locale: 'ru' });
    const inRussian = await russian.slash('mafia', 'start', { preset: 'forum' });
    expect(inRussian.text).toContain('«Управлять каналами» и «Управлять ролями»');
    const lobbyTitle = table.label('lobby.title', { preset: 'forum' });
    expect(table.judge.visibleMessages('game').some((m) => m.text.includes(lobbyTitle))).toBe(
      false,
    );

    // The sports presets do not need them (their meetings are threads).
    const classic = await table.judge.slash('mafia', 'start', { preset: 'classic' });
    expect(classic.text).toBe(
      table.label('ui.started', { gameId: /`([0-9a-z-]+)`/i.exec(classic.text)?.[1] ?? '' }),
    );
    // Without Embed Links in a channel no game can show its screens there: refused too.
    fake.setChannelOverwrite('general', {
      id: fake.botRoleId(),
      type: OverwriteType.Role,
      allow: '0',
      deny: String(PermissionFlagsBits.EmbedLinks),
    });
    const noEmbeds = await table.judge.slash(
      'mafia',
      'start',
      { preset: 'classic' },
      { channel: 'general' },
    );
    expect(noEmbeds.text).toBe(
      table.label('ui.missingPermissions', { permissions: ['EmbedLinks'] }),
    );
    expect(session.bot.errors()).toEqual([]);
  }, 60_000);
});
