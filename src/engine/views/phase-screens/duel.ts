import { stepDeadline } from '../../rules/clock.ts';
import { text } from '../../rules/messages.ts';
import { duelOpponents, isCompleteMove, runningDuel } from '../../rules/phases/duel.ts';
import { seatOf } from '../../rules/queries.ts';
import type { Duel, GameState, Seat } from '../../rules/state/state.ts';
import type { Control, Screen } from '../screen.ts';
import { seatSelects } from '../selects.ts';

function positionSelect(id: 'cover' | 'position'): Control {
  const positions = [1, 2, 3].map((position) => ({
    value: String(position),
    label: text('control.position', { position }),
  }));
  const placeholder = text(id === 'cover' ? 'control.duelCover' : 'control.duelPosition', {});
  return { kind: 'select', id, placeholder, options: positions, min: 1, max: 1 };
}

/** A duellist's private prompt: cover, (target, with three or more), position. */
function duellistScreen(state: GameState, duel: Duel, seat: number, endsAt: number): Screen {
  const opponents = duelOpponents(state, duel, seat);
  const controls: Control[] = [positionSelect('cover'), positionSelect('position')];
  if (opponents.length > 1) {
    const targets = opponents
      .map((other) => seatOf(state, other))
      .filter((entry): entry is Seat => entry !== undefined);
    controls.splice(1, 0, ...seatSelects('target', text('control.duelTarget', {}), targets));
  }
  return {
    id: `duel.${duel.id}.${duel.round}.${seat}`,
    to: { kind: 'seat', seat },
    tone: 'vote',
    title: text('duel.prompt', {
      round: duel.round,
      opponents,
      submitted: isCompleteMove(duel, seat),
    }),
    lines: [text('duel.window', { endsAt })],
    controls,
    purpose: 'duelPrompt',
  };
}

export function duelScreens(state: GameState): Screen[] {
  const duel = runningDuel(state);
  if (!duel) return [];
  const endsAt = stepDeadline(state) ?? 0;
  const screens: Screen[] = [
    {
      id: `duel.${duel.id}.${duel.round}`,
      to: { kind: 'public' },
      tone: 'vote',
      title: text('duel.title', { seats: duel.duellists, round: duel.round }),
      lines: [text('duel.window', { endsAt })],
      controls: [],
    },
  ];
  // A duellist removed during the duel gets no prompt (GAME-OUT-PLAYERS): he has dropped out of it.
  for (const seat of duel.duellists.filter((entry) => seatOf(state, entry)?.alive))
    screens.push(duellistScreen(state, duel, seat, endsAt));
  return screens;
}
