/** Invariant 4: the result of the game matches its rule, and the draw rules (WIN-QUIET-DRAW). */
import type { Command, GameState } from '../../../src/engine/index.ts';
import { counts, countsWin, seatAt } from './model.ts';
import type { RunView } from './run-view.ts';
import { check, WIN_REASONS } from './support.ts';

/** WIN-QUIET-DRAW: no departure (of any kind) in cycles d−2, d−1 and d (Night 0 is in no cycle). */
export function quietCyclesReached(run: RunView, state: GameState, night: number): boolean {
  if (night < 3) return false;
  return !state.timeline.some(
    (entry) => entry.kind === 'departure' && entry.phase !== 'night0' && entry.day >= night - 2,
  );
}

/** WIN-THREE-MISSES (D30): the last three nights had exactly 4 at the table and ended in a miss. */
export function threeMissesReached(run: RunView, state: GameState): boolean {
  if (!state.config.geo76) return false;
  const last = run.nights.slice(-3);
  return (
    last.length === 3 && last.every((night) => night.atTable === 4 && night.outcome === 'miss')
  );
}

export function checkResult(
  run: RunView,
  before: GameState,
  after: GameState,
  command: Command,
): void {
  if (after.phase.kind !== 'ended') return;
  const result = after.phase.result;
  const { blacks, reds } = counts(after);
  const won = countsWin(after);
  run.stats.reasons[result.reason] = (run.stats.reasons[result.reason] ?? 0) + 1;
  if (WIN_REASONS.has(result.reason)) run.stats.wonByRule++;
  switch (result.reason) {
    case 'allBlacksOut':
      check(
        blacks === 0 && result.winner === 'red',
        `WIN-SPORTS: red win with ${blacks} blacks alive`,
      );
      break;
    case 'parity':
      check(run.preset !== 'forum', 'D48: a parity win in forum');
      check(
        blacks > 0 && blacks >= reds && result.winner === 'black',
        `WIN-SPORTS: black win at ${blacks} vs ${reds}`,
      );
      check(
        JSON.stringify(result.teams) ===
          JSON.stringify(run.preset === 'stylized' ? ['GAMBINO', 'KA'] : ['MAFIA']),
        'D07: both black teams win together',
      );
      break;
    case 'allTownOut':
      check(
        run.preset === 'forum' && reds === 0 && blacks > 0 && result.winner === 'black',
        `FORUM-WIN: mafia win with ${reds} town alive`,
      );
      break;
    case 'quietCycles': {
      check(run.preset !== 'forum', 'D48: a draw in forum');
      const night = before.phase.kind === 'night' ? before.phase.night.number : -1;
      check(
        result.winner === 'draw' && quietCyclesReached(run, after, night) && won === undefined,
        `WIN-QUIET-DRAW: draw after night ${night}`,
      );
      break;
    }
    case 'fourMisses':
      check(
        run.preset !== 'forum' &&
          result.winner === 'red' &&
          threeMissesReached(run, after) &&
          won === undefined,
        `WIN-THREE-MISSES: a WIN-THREE-MISSES red win without three 4-player misses`,
      );
      break;
    case 'teamLoss': {
      check(command.type === 'penalty', `DISC-TEAM-LOSS: a team loss without a penalty`);
      const violator = seatAt(after, command.type === 'penalty' ? command.seat : 0);
      check(
        violator &&
          result.winner === (violator.side === 'red' ? 'black' : 'red') &&
          !violator.alive,
        `DISC-TEAM-LOSS: team loss of ${violator?.side}`,
      );
      break;
    }
    case 'aborted':
      check(command.type === 'end', `an abort without the judge's end`);
      break;
    default:
      check(false, `unexpected end ${result.reason}`);
  }
  // A result by the counts is the counts' result (GAME-WIN-CHECK, D20).
  if (won && result.reason !== 'teamLoss' && result.reason !== 'aborted')
    check(
      result.winner === won,
      `GAME-WIN-CHECK: the counts say ${won} but the result is ${result.winner}`,
    );
}
