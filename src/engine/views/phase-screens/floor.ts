import { floorWait, stepDeadline } from '../../rules/clock.ts';
import { text, type Text } from '../../rules/messages.ts';
import { alive, currentDay, seatOf } from '../../rules/queries.ts';
import type { DayState, Floor, GameState } from '../../rules/state/state.ts';
import type { Control, Screen } from '../screen.ts';
import { seatSelects } from '../selects.ts';
import { tableCard } from '../table-card.ts';

/** What a phase adds to the speech screen: its own lines and controls (before Pass). */
type FloorExtras = (
  state: GameState,
  day: DayState,
  floor: Floor,
) => {
  lines: Text[];
  controls: Control[];
};

/**
 * DAY-NOMINEE-LIST: with geo_7_4 on, the speaker's own nomination is acknowledged while he holds
 * the floor (once: the next speaker's card no longer shows it); off, the nominations so far.
 */
function nominationLines(state: GameState, day: DayState, floor: Floor): Text[] {
  if (!state.config.geo74)
    return day.nominations.length > 0
      ? [text('speech.nominations', { nominations: day.nominations })]
      : [];
  const own = day.nominations.find((entry) => entry.by === floor.seat);
  return own ? [text('nomination.made', { by: own.by, target: own.target })] : [];
}

/**
 * The floor holder's controls carry the slot in their ids: a click on the card as it was shown
 * for an earlier slot is stale ("closed"), even when the same seat holds the floor again. The
 * slot follows an `@` and has no dot (`nominate@d2-regular-3-17`): a select id keeps no dot for
 * the adapter's menu suffixes, and the part before `@` still names the control (controls.ts).
 */
function slotControls(controls: Control[], floor: Floor): Control[] {
  const slot = floor.slotId.replaceAll('.', '-');
  return controls.map((control) => ({ ...control, id: `${control.id}@${slot}` }));
}

/** DAY-NOMINEE-LIST:
 * DAY-FLOOR-CONTROL, DAY-NOMINEE-LIST, GAME-CLOCK-ON-FLOOR: the floor on the table card, one
 * message edited at every handover (the speaker, the deadline — or the wait for the microphones —
 * the nomination, the ten-second warning, the extras, Pass).
 */
function floorScreens(state: GameState, extras?: FloorExtras): Screen[] {
  const day = currentDay(state);
  const floor = day?.floor;
  if (!day || !floor) return [];
  const speaker = seatOf(state, floor.seat);
  const lines: Text[] = [
    text('speech.speaker', { seat: floor.seat, userId: speaker?.userId ?? '' }),
    // No countdown before the microphones are confirmed (the clock waits for the floor).
    floorWait(state)
      ? text('floor.waiting', {})
      : text('speech.deadline', { endsAt: stepDeadline(state) ?? 0 }),
    ...nominationLines(state, day, floor),
  ];
  if (floor.warnedSeconds !== undefined)
    lines.push(text('speech.warning', { seat: floor.seat, seconds: floor.warnedSeconds }));
  const added = extras?.(state, day, floor) ?? { lines: [], controls: [] };
  const pass: Control = {
    kind: 'button',
    id: 'pass',
    label: text('control.pass', {}),
    style: 'secondary',
  };
  const title = text('speech.title', {
    seat: floor.seat,
    userId: speaker?.userId ?? '',
    kind: floor.kind,
  });
  return [
    tableCard(state, {
      title,
      lines: [...lines, ...added.lines],
      controls: slotControls([...added.controls, pass], floor),
    }),
  ];
}

/** The Best Move menu while it is open (LAST-BESTMOVE-PICK): any alive player but the speaker, up to 3. */
const bestMoveMenu: FloorExtras = (state, day, floor) => {
  const open =
    floor.kind === 'lastWord' && day.bestMoveSeat === floor.seat && !state.memory.bestMove;
  if (!open) return { lines: [], controls: [] };
  const named = alive(state).filter((seat) => seat.seat !== floor.seat);
  return {
    lines: [text('speech.bestMove', { seat: floor.seat })],
    controls: seatSelects('bestMove', text('control.bestMove', {}), named, 1, 3),
  };
};

/** The speaker's nomination menu: every alive player not nominated yet (one per speaker). */
const nominationMenu: FloorExtras = (state, day, floor) => {
  const nominated = day.nominations.some((entry) => entry.by === floor.seat);
  if (!['regular', 'silenced', 'short'].includes(floor.kind) || nominated)
    return { lines: [], controls: [] };
  const open = alive(state).filter(
    (seat) => !day.nominations.some((entry) => entry.target === seat.seat),
  );
  return { lines: [], controls: seatSelects('nominate', text('control.nominate', {}), open) };
};

export const speechesScreens = (state: GameState) => floorScreens(state, nominationMenu);
export const lastWordsScreens = (state: GameState) => floorScreens(state, bestMoveMenu);
export const tieSpeechesScreens = (state: GameState) => floorScreens(state);
