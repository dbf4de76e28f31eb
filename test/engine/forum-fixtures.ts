/** Helpers shared by the test files split from forum.test.ts. */
import type { TestGame } from '../../harness/engine-game.ts';

/** forum canonical deal, 11 players: 1–2 Mafiosi, 3 Detective, 4 Doctor, 5–11 Civilians. */
export const HOUR = 3_600_000;

export function forumVote(game: TestGame, votes: Record<number, number>): void {
  for (const [voter, target] of Object.entries(votes))
    game.ok({ type: 'forumVote', by: game.seat(Number(voter)), target });
}

export function duelAt(game: TestGame) {
  const stage = game.day.stage;
  if (stage.kind !== 'duel') throw new Error(`no duel: ${game.describe()}`);
  return stage.duel;
}

export function move(
  game: TestGame,
  seat: number,
  cover: number,
  position: number,
  target?: number,
): void {
  const duel = duelAt(game);
  game.ok({
    type: 'duelMove',
    by: game.seat(seat),
    duelId: duel.id,
    cover,
    position,
    ...(target ? { target } : {}),
  });
}
