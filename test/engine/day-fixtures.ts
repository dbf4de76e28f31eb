/** Helpers shared by the test files split from day.test.ts. */
import type { TestGame } from '../../harness/engine-game.ts';

/**
 * Canonical deal in these tests — classic: 1 Don, 2–3 Mafiosi, 4 Sheriff, 5–10 Civilians;
 * stylized 16: 1 Father, 2–3 Mafiosi, 4 Gang Head, 5–6 Bandits, 7 Det, 8 Law, 9 Jour, 10 FBI,
 * 11–16 Businessmen.
 */
export function voteRound(game: TestGame) {
  const stage = game.day.stage;
  if (stage.kind !== 'voting') throw new Error(`not voting: ${game.describe()}`);
  return stage.vote;
}
