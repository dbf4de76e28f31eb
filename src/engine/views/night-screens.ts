import { nightTargetError } from '../rules/actions.ts';
import { floorWait, stepDeadline } from '../rules/clock.ts';
import type { Screen } from './screen.ts';
import { text, type Text } from '../rules/messages.ts';
import { actionsOf, alive } from '../rules/queries.ts';
import type { NightAction } from '../rules/roles.ts';
import { pairSelects, seatSelects } from './selects.ts';
import type { GameState, NightState, Seat } from '../rules/state/state.ts';

/** Legal targets for a seat's action tonight, from the same rules that validate a submission. */
export function legalTargets(state: GameState, actor: Seat, action: NightAction): Seat[] {
  if (action === 'compare') return alive(state).filter((seat) => seat.seat !== actor.seat);
  return alive(state).filter((seat) => !nightTargetError(state, actor, action, [seat.seat]));
}

/** The public "night d" screen with the window's deadline. */
export function nightTitleScreen(state: GameState, night: NightState): Screen {
  return {
    id: `night.${night.number}`,
    to: { kind: 'public' },
    tone: 'night',
    title: text('night.title', { night: night.number }),
    // GAME-CLOCK-ON-FLOOR: the window's end once the table's mutes are confirmed.
    lines: [
      floorWait(state)
        ? text('floor.waiting', {})
        : text('night.window', { endsAt: stepDeadline(state) ?? 0, preset: state.config.preset }),
    ],
    controls: [],
  };
}

function actionSelects(state: GameState, seat: Seat, action: NightAction) {
  const placeholder = text('control.nightTarget', { action });
  const targets = legalTargets(state, seat, action);
  return action === 'compare'
    ? pairSelects(action, placeholder, targets)
    : seatSelects(action, placeholder, targets);
}

/** One actor's private prompt: his moves so far, the deadline and a menu per move. */
function seatPrompt(state: GameState, night: NightState, seat: Seat, actions: NightAction[]) {
  const mine = night.submissions[String(seat.seat)] ?? {};
  const lines: Text[] = actions.map((action) => {
    const targets = mine[action];
    return targets
      ? text('night.prompt.current', { action, targets })
      : text('night.prompt.none', { action });
  });
  lines.push(text('night.prompt.deadline', { endsAt: stepDeadline(state) ?? 0 }));
  return {
    id: `night.${night.number}.${seat.seat}`,
    to: { kind: 'seat', seat: seat.seat },
    tone: 'night',
    title: text('night.prompt.title', { action: actions[0] ?? 'shot', night: night.number }),
    lines,
    controls: actions.flatMap((action) => actionSelects(state, seat, action)),
    purpose: 'nightPrompt',
  } satisfies Screen;
}

/** Every alive actor's prompt; `except` leaves out a move chosen elsewhere (the forum kill). */
export function seatPrompts(state: GameState, night: NightState, except?: NightAction): Screen[] {
  const screens: Screen[] = [];
  // GAME-CLOCK-ON-FLOOR: the window opens with its clock (one post, not a post and an edit).
  if (floorWait(state)) return screens;
  for (const seat of alive(state)) {
    const actions = actionsOf(state, seat.seat).filter((action) => action !== except);
    if (actions.length > 0) screens.push(seatPrompt(state, night, seat, actions));
  }
  return screens;
}
