import { Collection, PermissionFlagsBits, PermissionsBitField, type Message } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { ActivityCounter } from '../../../src/discord/gateway/activity-counter.ts';
import type { GuildSettings } from '../../../src/settings/guild-settings.ts';
import type { GameDocument } from '../../../src/orchestrator/document.ts';
import type { IncomingCommand, Orchestrator } from '../../../src/orchestrator/orchestrator.ts';
import { JUDGE, TestGame, userId } from '../../../harness/engine-game.ts';
import { memoryLogger } from '../../support/logger.ts';

const GUILD = '300000000000000001';
const CHANNEL = '300000000000000002';
const JUDGE_ROLE = '300000000000000009';
const ADMIN = '800000000000000001';

/** A message in the game channel as discord.js hands it over (only what the counter reads). */
interface Posted {
  message: Message<true>;
  deleted(): boolean;
}

function post(authorId: string, member: { manageGuild?: boolean; roles?: string[] } = {}): Posted {
  let deleted = false;
  const message = {
    author: { id: authorId, bot: false, username: authorId, globalName: null },
    member: {
      displayName: authorId,
      permissions: new PermissionsBitField(
        member.manageGuild ? PermissionFlagsBits.ManageGuild : 0n,
      ),
      roles: { cache: new Collection((member.roles ?? []).map((id) => [id, {}])) },
    },
    guildId: GUILD,
    channelId: CHANNEL,
    inGuild: () => true,
    delete: () => {
      deleted = true;
      return Promise.resolve(message);
    },
  };
  return { message: message as unknown as Message<true>, deleted: () => deleted };
}

/** The counter over one running forum game (11 players; seat i is player i) and its orders. */
function counterFor(game: TestGame, settings: GuildSettings = {}, store = { down: false }) {
  const dispatched: IncomingCommand[] = [];
  const orchestrator = {
    gameInChannel: (channelId: string) => (channelId === CHANNEL ? 'game1' : undefined),
    read: () => Promise.resolve({ state: game.state } as GameDocument),
    dispatch: (_gameId: string, command: IncomingCommand) => {
      if (store.down)
        return Promise.resolve({ ok: false, error: { key: 'error.storeUnavailable', params: {} } });
      dispatched.push(command);
      return Promise.resolve({ ok: true });
    },
  } as unknown as Orchestrator;
  const counter = new ActivityCounter(
    orchestrator,
    { get: () => Promise.resolve(settings) },
    memoryLogger().logger,
    60_000,
  );
  counters.push(counter);
  return { counter, dispatched };
}

const counters: ActivityCounter[] = [];
afterEach(() => {
  for (const counter of counters.splice(0)) counter.stop();
});

/** Lets the counter's asynchronous check run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('FORUM-POSTING: who may post in a forum game channel (product.md: who may judge)', () => {
  it('GIVEN a forum game WHEN a spectator posts THEN the post is deleted, and a player’s post is counted', async () => {
    const game = TestGame.started('forum', 11);
    const { counter, dispatched } = counterFor(game);
    const spectator = post('700000000000000001');
    const player = post(userId(3));
    counter.onMessage(spectator.message);
    counter.onMessage(player.message);
    await settle();
    await counter.flush();
    expect(spectator.deleted()).toBe(true);
    expect(player.deleted()).toBe(false);
    expect(dispatched).toEqual([
      expect.objectContaining({ type: 'activity', counts: { [userId(3)]: 1 } }),
    ]);
  });

  it('GIVEN a forum game WHEN its judge, a member with Manage Server or a member with the judge role posts THEN nothing is deleted or counted', async () => {
    const game = TestGame.started('forum', 11);
    const { counter, dispatched } = counterFor(game, { judgeRoleId: JUDGE_ROLE });
    const posts = [
      post(JUDGE.userId),
      post(ADMIN, { manageGuild: true }),
      post('800000000000000002', { roles: [JUDGE_ROLE] }),
    ];
    for (const { message } of posts) counter.onMessage(message);
    await settle();
    await counter.flush();
    expect(posts.map((posted) => posted.deleted())).toEqual([false, false, false]);
    expect(dispatched).toEqual([]);
  });

  it('GIVEN a forum game WHEN a player who is out posts THEN it is deleted, even with Manage Server (he plays in it, so he may not judge it)', async () => {
    const game = TestGame.started('forum', 11);
    game.fireUntil(() => game.state.phase.kind === 'night');
    game.night([[1, 'shot', [9]]]);
    expect(game.seatInfo(9).alive).toBe(false);
    const { counter } = counterFor(game);
    const out = post(userId(9), { manageGuild: true });
    counter.onMessage(out.message);
    await settle();
    expect(out.deleted()).toBe(true);
  });
});

describe('activity counts during a store outage (issue 11: nothing is lost)', () => {
  it('GIVEN the store is down at a flush WHEN it is back at the next THEN the counts of both are saved together, none lost', async () => {
    const game = TestGame.started('forum', 11);
    const store = { down: true };
    const { counter, dispatched } = counterFor(game, {}, store);
    counter.onMessage(post(userId(3)).message);
    await settle();
    await counter.flush();
    expect(dispatched).toEqual([]);
    store.down = false;
    counter.onMessage(post(userId(3)).message);
    counter.onMessage(post(userId(4)).message);
    await settle();
    await counter.flush();
    expect(dispatched).toEqual([
      expect.objectContaining({ type: 'activity', counts: { [userId(3)]: 2, [userId(4)]: 1 } }),
    ]);
  });
});
