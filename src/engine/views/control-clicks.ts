import type { Actor, Command } from '../rules/events.ts';
import type { Control } from './screen.ts';
import { text, type Text } from '../rules/messages.ts';
import { isPanelScreen, panelCommand } from '../rules/judge/panel-rules.ts';
import { currentDay } from '../rules/queries.ts';
import type { NightAction } from '../rules/roles.ts';
import type { ShownGame } from './screen-ids.ts';
import { screens } from './screens.ts';
import type { GameState } from '../rules/state/state.ts';
import { TABLE_CARD_ID } from './table-card.ts';

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

type Resolved =
  { ok: true; command: Command | { type: 'deal'; by: Actor } } | { ok: false; error: Text };

/** "This is closed": a fresh answer each time (the caller may keep it). */
const closedClick = (): Resolved => ({ ok: false, error: text('error.closed', {}) });

const ok = (command: Command | { type: 'deal'; by: Actor }): Resolved => ({ ok: true, command });

/** A click on a control that is there: what it stands for, by the screen it is on. */
interface Click {
  state: GameState;
  screenId: string;
  controlId: string;
  base: string;
  seats: number[] | undefined;
  /** The values picked in a menu, as sent (a lobby menu's are user ids, not seats). */
  values: string[];
  by: Actor;
  reasonOf: (row: number) => string;
}

/** A select's values must be among its options, within its bounds. */
function validSelection(control: Control, values: string[]): boolean {
  if (control.kind !== 'select') return true;
  const allowed = new Set(control.options.map((option) => option.value));
  return (
    values.length >= control.min &&
    values.length <= control.max &&
    values.every((value) => allowed.has(value))
  );
}

/**
 * Turns a click on a screen's control into the command it stands for. A control that is no
 * longer on screen (an old speech, a closed vote window, a finished night) is stale: the
 * answer is "this is closed", never a command acting on something else.
 *
 * `deal` comes back without its seed: the orchestrator adds the seed derived from the list.
 */
export function resolveControl(
  shown: ShownGame,
  screenId: string,
  controlId: string,
  values: string[],
  by: Actor,
  reasonOf: (row: number) => string = String,
): Resolved {
  const state = shown.state;
  const screen = screens(state, shown.screenGenerations).find((entry) => entry.id === screenId);
  const control = screen?.controls.find((entry) => entry.id === controlId);
  if (!screen || !control || !validSelection(control, values)) return closedClick();
  // `vote.5` → vote; `pass@d2-regular-3-17` → pass (the floor's controls carry the slot).
  const base = controlId.split(/[.@]/)[0] ?? controlId;
  const click: Click = {
    state,
    screenId,
    controlId,
    base,
    seats: seatsFrom(values),
    values,
    by,
    reasonOf,
  };
  for (const resolve of RESOLVERS) {
    const resolved = resolve(click);
    if (resolved) return resolved;
  }
  return closedClick();
}

type Resolver = (click: Click) => Resolved | undefined;

const lobbyClick: Resolver = ({ screenId, base, by, values }) => {
  if (screenId !== 'lobby') return undefined;
  if (base === 'join' || base === 'leave' || base === 'cancel') return ok({ type: base, by });
  if (base === 'deal') return ok({ type: 'deal', by });
  // LOBBY-JUDGE-REMOVE: the member picked (a value among the menu's options: checked above).
  if (base === 'lobbyRemove' && values.length === 1)
    return ok({ type: 'lobbyRemove', by, userId: values[0] ?? '' });
  return closedClick();
};

const nightClick: Resolver = ({ screenId, base, seats, by }) =>
  screenId.startsWith('night.') && NIGHT_ACTIONS.includes(base) && seats
    ? ok({ type: 'nightAction', by, action: base as NightAction, targets: seats })
    : undefined;

const speechClick: Resolver = ({ screenId, base, seats, by }) => {
  // The floor's controls are on the table card (their ids carry the slot: see floor.ts).
  if (screenId.split('~')[0] !== TABLE_CARD_ID) return undefined;
  if (base === 'pass') return ok({ type: 'pass', by });
  if (base === 'nominate' && seats?.length === 1)
    return ok({ type: 'nominate', by, target: seats[0] ?? 0 });
  if (base === 'bestMove' && seats) return ok({ type: 'bestMove', by, seats });
  return closedClick();
};

const flagClick: Resolver = ({ screenId, base, by }) =>
  screenId.startsWith('flag.') && (base === 'confirm' || base === 'dismiss')
    ? ok({
        type: 'resolveFlag',
        by,
        flagId: screenId.slice('flag.'.length),
        confirm: base === 'confirm',
      })
    : undefined;

const voteClick: Resolver = ({ state, screenId, controlId, base, by }) => {
  const stage = currentDay(state)?.stage;
  if (screenId.startsWith('vote.') && stage?.kind === 'voting' && base === 'vote') {
    const candidate = Number(controlId.split('.')[1]);
    return ok({ type: 'vote', by, voteId: stage.vote.id, candidate });
  }
  const answer = base === 'yes' || base === 'no';
  if (screenId.startsWith('elim.') && stage?.kind === 'eliminateAll' && answer)
    return ok({ type: 'eliminateAll', by, voteId: stage.vote.id, yes: base === 'yes' });
  return undefined;
};

const forumVoteClick: Resolver = ({ screenId, base, seats, by }) => {
  if (!screenId.startsWith('fvote.')) return undefined;
  if (base === 'unvote') return ok({ type: 'forumVote', by, target: null });
  if (base === 'vote' && seats?.length === 1)
    return ok({ type: 'forumVote', by, target: seats[0] ?? 0 });
  return closedClick();
};

const duelClick: Resolver = ({ state, screenId, base, seats, by }) => {
  const stage = currentDay(state)?.stage;
  if (!screenId.startsWith('duel.') || stage?.kind !== 'duel' || seats?.length !== 1)
    return undefined;
  const duelId = stage.duel.id;
  const value = seats[0] ?? 0;
  if (base === 'cover') return ok({ type: 'duelMove', by, duelId, cover: value });
  if (base === 'target') return ok({ type: 'duelMove', by, duelId, target: value });
  if (base === 'position') return ok({ type: 'duelMove', by, duelId, position: value });
  return undefined;
};

/** The judge's panel: a pick on it, or the judge's command it stands for (panel-rules.ts). */
const panelClick: Resolver = (click) => {
  if (!isPanelScreen(click.screenId)) return undefined;
  const command = panelCommand(click);
  return command ? ok(command) : closedClick();
};

/** In the order the screens were tried before: the first that knows the click answers it. */
const RESOLVERS: Resolver[] = [
  panelClick,
  lobbyClick,
  nightClick,
  speechClick,
  flagClick,
  voteClick,
  forumVoteClick,
  duelClick,
];
