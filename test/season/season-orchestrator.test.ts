import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activeGames, type GameDocument } from '../../src/orchestrator/document.ts';
import { summarizeGame } from '../../src/season/game-summary.ts';
import { SeasonService } from '../../src/season/season-service.ts';
import type { GameStore } from '../../src/store/game-store.ts';
import { Environment, GUILD, STORES, type StoreFactory } from '../orchestrator/environment.ts';
import { flaky } from '../orchestrator/games.ts';
import { playClassicGame } from '../orchestrator/script.ts';
import { memoryLogger } from '../support/logger.ts';

/** Which turn save ends the scripted classic game (it is deterministic), played on a store of its own. */
async function endingSaveOf(factory: StoreFactory): Promise<number> {
  const probe = await factory.open();
  const rehearsal = new Environment(probe.store);
  let endingSave = 0;
  rehearsal.onGameFinished = () => (endingSave = rehearsal.turnSaves);
  await playClassicGame(rehearsal);
  await probe.dispose();
  return endingSave;
}

for (const factory of STORES) {
  describe(`the season beside the orchestrator (${factory.name} store, issue 15)`, () => {
    let store: GameStore;
    let dispose: () => Promise<void>;
    beforeEach(async () => ({ store, dispose } = await factory.open()));
    afterEach(async () => dispose());

    it('GIVEN a scripted classic game WHEN it is played to the end THEN onGameFinished fires once, with the final state, and the season counts it once', async () => {
      const env = new Environment(store);
      const finished: GameDocument[] = [];
      env.onGameFinished = (document) => finished.push(document);
      const { gameId } = await playClassicGame(env);
      expect(finished.map((document) => document.state.gameId)).toEqual([gameId]);

      const { state } = finished[0]!;
      const summary = summarizeGame(state)!;
      const winners = state.seats.filter((seat) =>
        state.phase.kind === 'ended' ? state.phase.result.teams.includes(seat.team) : false,
      );
      expect(summary.players.filter((line) => line.won)).toHaveLength(winners.length);
      expect(summary.players.map((line) => line.fouls)).toEqual(state.seats.map((s) => s.fouls));

      const season = new SeasonService(store, memoryLogger().logger);
      expect(await season.count(GUILD, state)).toBe('counted');
      // By now the game is over and no longer active: a later start-up finds nothing to count.
      expect(await season.recover(() => activeGames(store))).toBe(0);
      expect(await season.count(GUILD, state)).toBe('alreadyCounted');
      const table = await season.leaderboard(GUILD, 'classic', 'all');
      expect(table).toHaveLength(10);
      expect(table.every((row) => row.games === 1)).toBe(true);
    });

    it('GIVEN the process dies right after the save that ended the game, before the count WHEN the bot starts again THEN the start-up recovery counts it, once', async () => {
      // The same scripted game, once to learn which turn ends it…
      const endingSave = await endingSaveOf(factory);
      expect(endingSave).toBeGreaterThan(0);

      // …then for real, dying right after that save.
      const env = new Environment(store);
      const season = new SeasonService(store, memoryLogger().logger);
      const counted: string[] = [];
      env.onGameFinished = (document) => counted.push(document.state.gameId);
      env.crashAt.add(endingSave);
      env.beforeStart = () => season.recover(() => activeGames(store));
      await playClassicGame(env);
      expect(env.crashes).toBe(1);
      expect(counted).toEqual([]);
      const table = await season.leaderboard(GUILD, undefined, 'all');
      expect(table).toHaveLength(10);
      expect(table.every((row) => row.games === 1)).toBe(true);
      expect(await season.recover(() => activeGames(store))).toBe(0);
    });

    it('GIVEN the store is down at start-up WHEN the recovery runs THEN it waits for the store and counts the ended game, before anything resumes', async () => {
      const env = new Environment(store);
      const outage = flaky(store);
      const season = new SeasonService(outage, memoryLogger().logger);
      env.crashAt.add(await endingSaveOf(factory));
      env.beforeStart = async () => {
        outage.down = true;
        const recovered = season.recover(() => activeGames(outage));
        await new Promise((resolve) => setTimeout(resolve, 300));
        outage.down = false;
        expect(await recovered).toBe(1);
      };
      await playClassicGame(env);
      expect(env.crashes).toBe(1);
      expect(await season.leaderboard(GUILD, undefined, 'all')).toHaveLength(10);
    });
  });
}
