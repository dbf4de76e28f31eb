/**
 * The finals (issue 26, item 5): the judges' extra points hidden until the end
 * (TOUR-HIDDEN-EXTRAS) and a final table of the top N (TOUR-FINAL).
 */
import { presetConfig } from '../../engine/index.ts';
import { standings } from '../scoring/index.ts';
import type { TournamentCommand, TournamentError } from './commands.ts';
import { isChiefJudge, notChief } from './registration.ts';
import { currentRound, isOver, isRemoved, type TournamentState } from './state.ts';

type Of<K extends TournamentCommand['type']> = Extract<TournamentCommand, { type: K }>;
type Step = TournamentError | undefined;

const over = (): TournamentError => ({ key: 'tournament.tournamentOver', params: {} });

/** TOUR-HIDDEN-EXTRAS: the chief judge hides (or shows) the extra points until the end. */
export function setOptions(state: TournamentState, command: Of<'setOptions'>): Step {
  if (!isChiefJudge(state, command.by)) return notChief();
  if (isOver(state)) return over();
  if (command.hideExtras !== undefined) state.hideExtras = command.hideExtras;
  return undefined;
}

/** Whether the standings hide the extra points now: asked for, and the last round not over. */
export const extrasHidden = (state: TournamentState): boolean =>
  state.hideExtras === true && !isOver(state);

/**
 * TOUR-FINAL: the chief judge declares a final table of `size` (a table of the preset) before
 * the tournament is over; it becomes the last round, started like any other once the regular
 * rounds are played. Its size may change until it starts.
 */
export function setFinal(state: TournamentState, command: Of<'setFinal'>): Step {
  if (!isChiefJudge(state, command.by)) return notChief();
  if (isOver(state)) return over();
  if (currentRound(state) > state.rounds) return { key: 'tournament.finalStarted', params: {} };
  const { minPlayers: min, maxPlayers: max } = presetConfig(state.preset);
  const { size } = command;
  if (!Number.isInteger(size) || size < min || size > max)
    return { key: 'tournament.badFinalSize', params: { min, max } };
  state.final = { size };
  return undefined;
}

/**
 * TOUR-FINAL: the finalists, best first: the top of the standings with every extra point counted
 * (hidden or not) and the profile's tie-breaks, players removed from the tournament left out.
 */
export function finalistsOf(state: TournamentState, size: number): string[] {
  return standings(Object.values(state.results), state.extras, state.profile)
    .filter((row) => !isRemoved(state, row.userId))
    .slice(0, size)
    .map((row) => row.userId);
}
