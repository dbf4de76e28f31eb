/** Helpers shared by the test files split from night.test.ts. */
import { TestGame } from '../../harness/engine-game.ts';

/**
 * Table layouts with the canonical deal used by these tests:
 * stylized 16: 1 Father, 2–3 Mafiosi, 4 Gang Head, 5–6 Bandits, 7 Detective, 8 Lawyer,
 *              9 Journalist, 10 FBI Agent, 11–16 Businessmen.
 * classic:     1 Don, 2–3 Mafiosi, 4 Sheriff, 5–10 Civilians.
 */
export function toNight(game: TestGame): void {
  game.fireUntil(() => game.state.phase.kind === 'night' && game.state.phase.night.number > 0);
}

export function stylized16AtNight1(): TestGame {
  const game = TestGame.started('stylized', 16);
  toNight(game);
  return game;
}
