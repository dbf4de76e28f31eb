import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isTableCard } from '../../src/engine/index.ts';
import type { GameStore } from '../../src/store/game-store.ts';
import { Environment, STORES } from './environment.ts';
import { dealtClassic, flaky, toDay } from './games.ts';

let store: GameStore;
let dispose: () => Promise<void>;

beforeEach(async () => {
  ({ store, dispose } = await STORES[1]!.open());
});

afterEach(async () => {
  await dispose();
});

/** The table cards on screen with their controls (not deleted, not closed). */
function liveCards(env: Environment): string[] {
  return [...env.table.screens.values()]
    .filter((entry) => isTableCard(entry.screen.id) && !entry.closed)
    .map((entry) => entry.screen.id);
}

describe('GAME-CARD-IN-VIEW: the table card moves to the bottom when a day opens', () => {
  it('GIVEN a dealt classic game WHEN Day 1 opens THEN the card is posted afresh after the morning was announced and the Night 0 card is deleted, never closed', async () => {
    const env = new Environment(store);
    await toDay(env, await dealtClassic(env));
    const log = env.table.log;
    const moved = log.findIndex((entry) => /^show:table~1$/.test(entry));
    const deleted = log.findIndex((entry) => entry.startsWith('delete:'));
    expect(moved).toBeGreaterThan(0);
    // The card comes after every notice that turn posted, and the old one goes after it.
    expect(log.slice(moved).some((entry) => entry.startsWith('notice:'))).toBe(false);
    expect(deleted).toBeGreaterThan(moved);
    expect(log.some((entry) => /^close:table/.test(entry))).toBe(false);
    expect(liveCards(env)).toEqual(['table~1']);
  });

  it('GIVEN Discord refuses the delete WHEN Day 1 opens THEN the old card is edited into a pointer to the new one, without controls', async () => {
    const env = new Environment(store);
    env.table.failDelete = true;
    await toDay(env, await dealtClassic(env));
    const old = [...env.table.screens.values()].find((entry) => entry.screen.id === 'table');
    expect(old?.closed).toBe(true);
    expect(old?.screen.title.key).toBe('table.movedDown');
    expect(old?.screen.controls).toEqual([]);
    expect(liveCards(env)).toEqual(['table~1']);
  });

  it('GIVEN the bot dies between the new card’s post and the old card’s delete WHEN it restarts THEN the old card is deleted and the new one is the same message, not a second one', async () => {
    const switchable = flaky(store);
    const env = new Environment(switchable);
    const gameId = await dealtClassic(env);
    const realDelete = env.table.deleteScreen.bind(env.table);
    const realClose = env.table.closeScreen.bind(env.table);
    let dying = false;
    env.table.deleteScreen = async (game, handle) => {
      if (dying) return realDelete(game, handle);
      // The process dies here: nothing it does after this reaches Discord or the store.
      dying = true;
      env.orchestrator.kill();
      switchable.down = true;
      throw new Error('the process is gone');
    };
    env.table.closeScreen = async (game, screen, handle, response) => {
      if (dying && switchable.down) throw new Error('the process is gone');
      return realClose(game, screen, handle, response);
    };
    while (!dying) await env.advanceToNextTimer();
    expect(liveCards(env).sort()).toEqual(['table', 'table~1']);
    const posts = env.table.log.filter((entry) => entry === 'show:table~1').length;
    switchable.down = false;
    await env.restart();
    expect(liveCards(env)).toEqual(['table~1']);
    // The repeated post got the first message back (the nonce): no new message was made.
    expect(env.table.log.filter((entry) => entry === 'show:table~1').length).toBe(posts);
    const document = await env.orchestrator.read(gameId);
    expect(Object.keys(document!.screens).filter(isTableCard)).toEqual(['table~1']);
  });
});
