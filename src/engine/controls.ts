import type { Actor, Command } from './events.ts';
import { text, type Text } from './messages.ts';
import { currentDay } from './queries.ts';
import type { NightAction } from './roles.ts';
import { screens } from './screens.ts';
import type { GameState } from './state.ts';

const NIGHT_ACTIONS: readonly string[] = [
  'shot',
  'leaderCheck',
  'check',
  'protect',
  'compare',
  'block',
];

function seatsFrom(values: string[]): number[] | undefined {
  const seats = values.map((value) => Number(value));
  return seats.every((seat) => Number.isInteger(seat) && seat > 0) ? seats : undefined;
}

/**
 * Turns a click on a screen's control into the command it stands for. A control that is no
 * longer on screen (an old speech, a closed vote window, a finished night) is stale: the
 * answer is "this is closed", never a command acting on something else.
 *
 * `deal` comes back without its seed: the orchestrator adds the seed derived from the list.
 */
export function resolveControl(
  state: GameState,
  screenId: string,
  controlId: string,
  values: string[],
  by: Actor,
): { ok: true; command: Command | { type: 'deal'; by: Actor } } | { ok: false; error: Text } {
  const closed = { ok: false as const, error: text('error.closed', {}) };
  const screen = screens(state).find((entry) => entry.id === screenId);
  const control = screen?.controls.find((entry) => entry.id === controlId);
  if (!screen || !control) return closed;
  if (control.kind === 'select') {
    const allowed = new Set(control.options.map((option) => option.value));
    if (
      values.length < control.min ||
      values.length > control.max ||
      values.some((value) => !allowed.has(value))
    ) {
      return closed;
    }
  }
  const base = controlId.split('.')[0] ?? controlId;
  const seats = seatsFrom(values);
  const ok = (command: Command | { type: 'deal'; by: Actor }) => ({ ok: true as const, command });
  if (screenId === 'lobby') {
    if (base === 'join' || base === 'leave' || base === 'cancel') return ok({ type: base, by });
    if (base === 'deal') return ok({ type: 'deal', by });
    return closed;
  }
  if (screenId.startsWith('night.') && NIGHT_ACTIONS.includes(base) && seats) {
    return ok({ type: 'nightAction', by, action: base as NightAction, targets: seats });
  }
  if (screenId.startsWith('speech.')) {
    if (base === 'pass') return ok({ type: 'pass', by });
    if (base === 'nominate' && seats?.length === 1)
      return ok({ type: 'nominate', by, target: seats[0] ?? 0 });
    if (base === 'bestMove' && seats) return ok({ type: 'bestMove', by, seats });
    return closed;
  }
  if (screenId.startsWith('flag.') && (base === 'confirm' || base === 'dismiss')) {
    return ok({
      type: 'resolveFlag',
      by,
      flagId: screenId.slice('flag.'.length),
      confirm: base === 'confirm',
    });
  }
  const day = currentDay(state);
  if (screenId.startsWith('vote.') && day?.stage.kind === 'voting' && base === 'vote') {
    return ok({
      type: 'vote',
      by,
      voteId: day.stage.vote.id,
      candidate: Number(controlId.split('.')[1]),
    });
  }
  if (
    screenId.startsWith('elim.') &&
    day?.stage.kind === 'eliminateAll' &&
    (base === 'yes' || base === 'no')
  ) {
    return ok({ type: 'eliminateAll', by, voteId: day.stage.vote.id, yes: base === 'yes' });
  }
  if (screenId.startsWith('fvote.')) {
    if (base === 'unvote') return ok({ type: 'forumVote', by, target: null });
    if (base === 'vote' && seats?.length === 1)
      return ok({ type: 'forumVote', by, target: seats[0] ?? 0 });
    return closed;
  }
  if (screenId.startsWith('duel.') && day?.stage.kind === 'duel' && seats?.length === 1) {
    const duelId = day.stage.duel.id;
    const value = seats[0] ?? 0;
    if (base === 'cover') return ok({ type: 'duelMove', by, duelId, cover: value });
    if (base === 'target') return ok({ type: 'duelMove', by, duelId, target: value });
    if (base === 'position') return ok({ type: 'duelMove', by, duelId, position: value });
  }
  return closed;
}
