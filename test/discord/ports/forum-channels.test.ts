import { OverwriteType, PermissionFlagsBits as P } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { missingPermissions } from '../../../commands/mafia/start.ts';
import { mafiaChannelName, mafiaOverwrites } from '../../../src/discord/ports/forum-channels.ts';
import { TestGame, userId } from '../../../harness/engine-game.ts';

const GUILD = '500000000000000001';
const BOT = '600000000000000001';
const BOT_PERMISSIONS =
  P.ViewChannel |
  P.SendMessages |
  P.ReadMessageHistory |
  P.EmbedLinks |
  P.ManageChannels |
  P.ManageRoles |
  P.SendMessagesInThreads |
  P.CreatePublicThreads |
  P.CreatePrivateThreads;
const WRITE = P.ViewChannel | P.SendMessages | P.ReadMessageHistory;
const READ = P.ViewChannel | P.ReadMessageHistory;

/** Forum canonical deal, 11 players: seats 1–2 Mafiosi, 3 Detective, 4 Doctor, 5–11 Civilians. */
function forum() {
  return TestGame.started('forum', 11);
}

function byId(game: TestGame, permissions = BOT_PERMISSIONS) {
  return new Map(
    mafiaOverwrites(game.state, GUILD, BOT, permissions).map((entry) => [entry.id, entry]),
  );
}

describe('FORUM-MAFIA-ROOM, FORUM-APPEAL-KEEP: the forum mafia channel (D37, D53)', () => {
  it('GIVEN a dealt forum game THEN @everyone cannot see the channel, the bot can, each mafioso reads and writes, and nobody else is listed (not the judge)', () => {
    const game = forum();
    const overwrites = byId(game);
    expect([...overwrites.keys()].sort()).toEqual([GUILD, BOT, userId(1), userId(2)].sort());
    expect(overwrites.get(GUILD)).toEqual({
      id: GUILD,
      type: OverwriteType.Role,
      allow: 0n,
      deny: P.ViewChannel,
    });
    expect(overwrites.get(BOT)?.type).toBe(OverwriteType.Member);
    expect((overwrites.get(BOT)?.allow ?? 0n) & (WRITE | P.ManageChannels)).toBe(
      WRITE | P.ManageChannels,
    );
    for (const seat of [1, 2])
      expect(overwrites.get(userId(seat))).toEqual({
        id: userId(seat),
        type: OverwriteType.Member,
        allow: WRITE,
        deny: 0n,
      });
    expect(overwrites.has(game.state.judgeId)).toBe(false);
  });

  it('GIVEN a mafioso who is out THEN he keeps reading but may not write (nor in threads, where the bot may deny it)', () => {
    const game = forum();
    game.state.seats[0]!.alive = false;
    const out = byId(game).get(userId(1));
    expect(out?.allow).toBe(READ);
    expect(out?.deny).toBe(
      P.SendMessages | P.SendMessagesInThreads | P.CreatePublicThreads | P.CreatePrivateThreads,
    );
    // Discord refuses to deny what the bot lacks itself: only Send Messages then.
    const bare = byId(game, P.ViewChannel | P.SendMessages | P.ManageRoles).get(userId(1));
    expect(bare?.deny).toBe(P.SendMessages);
    expect(byId(game).get(userId(2))?.allow).toBe(WRITE);
  });

  it('GIVEN a replaced mafioso THEN the substitute gets his access and the old account has none', () => {
    const game = forum();
    game.state.seats[1]!.userId = userId(30);
    const overwrites = byId(game);
    expect(overwrites.has(userId(2))).toBe(false);
    expect(overwrites.get(userId(30))?.allow).toBe(WRITE);
  });

  it('FORUM-APPEAL-KEEP GIVEN the game is over THEN every mafioso reads only, and the archived name has its suffix', () => {
    const game = forum();
    game.ok({ type: 'end', by: { userId: game.state.judgeId } });
    for (const seat of [1, 2]) {
      expect(byId(game).get(userId(seat))?.allow).toBe(READ);
      expect((byId(game).get(userId(seat))?.deny ?? 0n) & P.SendMessages).toBe(P.SendMessages);
    }
    expect(mafiaChannelName('3f2a9c01be')).toBe('mafia-3f2a9c01be');
    expect(mafiaChannelName('3f2a9c01be', true)).toBe('mafia-3f2a9c01be-archived');
  });
});

describe('the permission check at /mafia start', () => {
  const having =
    (...names: string[]) =>
    (permission: string) =>
      names.includes(permission);

  it('GIVEN a forum game THEN it needs the channel, the posts and the mafia channel permissions, in this order', () => {
    expect(missingPermissions('forum', having())).toEqual([
      'ViewChannel',
      'SendMessages',
      'EmbedLinks',
      'AttachFiles',
      'ManageChannels',
      'ManageRoles',
      'ReadMessageHistory',
    ]);
    expect(
      missingPermissions(
        'forum',
        having('ViewChannel', 'SendMessages', 'EmbedLinks', 'AttachFiles'),
      ),
    ).toEqual(['ManageChannels', 'ManageRoles', 'ReadMessageHistory']);
  });

  it('GIVEN a sports game THEN Manage Channels, Manage Roles and Mute Members are not required', () => {
    expect(
      missingPermissions(
        'classic',
        having('ViewChannel', 'SendMessages', 'EmbedLinks', 'AttachFiles'),
      ),
    ).toEqual([]);
    expect(missingPermissions('stylized', having('ViewChannel', 'SendMessages'))).toEqual([
      'EmbedLinks',
      'AttachFiles',
    ]);
  });
});
