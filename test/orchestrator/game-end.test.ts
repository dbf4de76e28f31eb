import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/index.ts';
import type { GameDocument } from '../../src/orchestrator/document.ts';
import type { Orchestrator } from '../../src/orchestrator/orchestrator.ts';
import type { GameStore } from '../../src/store/game-store.ts';
import { CHANNEL, Environment, GUILD, JUDGE, playerId, STORES, VOICE } from './environment.ts';
import { openClassicLobby, playClassicGame, playClassicGameOn } from './script.ts';

type Notice = Extract<GameEvent, { type: 'notice' }>;

let store: GameStore;
let dispose: () => Promise<void>;

beforeEach(async () => {
  ({ store, dispose } = await STORES[1]!.open());
});

afterEach(async () => {
  await dispose();
});

/** What the host of the next game sends: `/mafia start` in the same channel. */
function nextLobby(orchestrator: Orchestrator) {
  return orchestrator.openLobby({
    guildId: GUILD,
    channelId: CHANNEL,
    hostId: JUDGE,
    preset: 'classic',
    locale: 'en',
  });
}

/** Runs `then` once, right after the table is shown the notice that says the game is over. */
function afterGameOver(env: Environment, then: () => void): void {
  const post = env.table.postNotice.bind(env.table);
  let done = false;
  env.table.postNotice = async (game: GameDocument, event: Notice, key: string) => {
    await post(game, event, key);
    if (done || event.lines[0]?.key !== 'game.over') return;
    done = true;
    then();
  };
}

describe('GAME-WIN-CHECK, GAME-DEPARTURES: the end of a game (issue 23, defect 5)', () => {
  it('GIVEN a classic game decided by a departure WHEN its last pass is carried out THEN the departure is posted before the table card turns to "Game over", and the report after it', async () => {
    const env = new Environment(store);
    const { gameId } = await playClassicGame(env);
    const document = (await env.orchestrator.read(gameId))!;
    const last = document.state.timeline.findLast((entry) => entry.kind === 'departure');
    expect(last).toBeDefined();
    const log = env.table.log;
    // The card of the last generation (GAME-CARD-IN-VIEW: earlier ones were deleted, not closed).
    const verdict = log.findIndex((entry) => /^close:table(~\d+)?$/.test(entry));
    const report = log.indexOf('notice:game.report');
    // The notice that told the table of the deciding departure: the last one before the end's.
    const decided = log.findLastIndex(
      (entry) => entry.startsWith('notice:') && !/^notice:game\.(over|report)$/.test(entry),
    );
    expect(log[decided]).toMatch(/^notice:(vote|night|day|eliminateAll|departure)\./);
    expect(verdict).toBeGreaterThan(decided);
    expect(report).toBeGreaterThan(decided);
  });

  it('GIVEN a game whose "Game over" was just posted WHEN /mafia start comes in the same channel before its last posts are done THEN a new lobby opens', async () => {
    const env = new Environment(store);
    let reopened: ReturnType<typeof nextLobby> | undefined;
    afterGameOver(env, () => {
      reopened = nextLobby(env.orchestrator);
    });
    const { gameId } = await playClassicGame(env);
    const opened = await reopened;
    expect(opened).toMatchObject({ ok: true });
    if (!opened?.ok) return;
    expect(opened.gameId).not.toBe(gameId);
    expect(env.orchestrator.gameInChannel(CHANNEL)).toBe(opened.gameId);
  });

  it('GIVEN another process that indexed the game while it ran and missed the save that ended it WHEN /mafia start reaches that process after "Game over" THEN it reads the game afresh and opens a new lobby', async () => {
    const env = new Environment(store);
    for (let index = 1; index <= 10; index++) env.voice.join(playerId(index), VOICE);
    const gameId = await openClassicLobby(env, 'en');
    // The first sign-up reaches the other process (its shard): it saves the lobby and indexes
    // it, then hears nothing more of the game (a cluster's save notices may lag).
    const other = env.otherProcess('other');
    const joined = await other.dispatch(gameId, { type: 'join', by: { userId: playerId(1) } });
    expect(joined.ok).toBe(true);
    await other.idle();
    expect(other.gameInChannel(CHANNEL)).toBe(gameId);
    await playClassicGameOn(env, gameId);
    const opened = await nextLobby(other);
    await other.stop();
    expect(opened).toMatchObject({ ok: true });
    if (opened.ok) expect(other.gameInChannel(CHANNEL)).toBe(opened.gameId);
  });
});
