import { floorWait, stepDeadline, stepRemainingMs } from '../clock.ts';
import type { Control, Screen } from '../events.ts';
import { beginStepOnFloor } from './floor-ready.ts';
import { text, type Text } from '../messages.ts';
import { scaled } from '../presets.ts';
import { currentDay, seatOf } from '../queries.ts';
import type { DayState, Floor, FloorKind, GameState, Seat } from '../state/state.ts';
import type { StepEndCause } from '../flow/transitions.ts';
import type { Draft } from '../flow/draft.ts';
import { tableCard } from '../../views/table-card.ts';

/**
 * The floor (DAY-FLOOR-CONTROL): who speaks now. Shared by the phases that hand it out — the day's
 * speeches, the tie speeches and the last words — and by nothing else.
 */
export function giveFloor(draft: Draft, seat: number, kind: FloorKind): void {
  const state = draft.state;
  const day = currentDay(state);
  if (!day) return;
  const config = state.config;
  // No dots inside: the adapter reads a select id's last `.<digits>` as one of its menus.
  day.floor = { seat, kind, slotId: `d${day.number}-${kind}-${seat}-${state.timerSeq + 1}` };
  const duration = {
    regular: scaled(config, 'speech'),
    silenced: scaled(config, 'silencedSpeech'),
    short: scaled(config, 'shortSpeech'),
    tie: scaled(config, 'tieSpeech'),
    lastWord: scaled(config, 'lastWord'),
  }[kind];
  beginStepOnFloor(
    draft,
    duration,
    kind === 'silenced' ? undefined : scaled(config, 'speechWarning'),
  );
  draft.narrate(kind === 'lastWord' ? { cue: 'lastWord', seat } : { cue: 'speech', seat });
}

/**
 * The speech warning timer: "#n, ten seconds left" in voice, and on the table card (an edit of
 * the card, not a post of its own).
 */
export function warnSpeaker(draft: Draft): void {
  const floor = currentDay(draft.state)?.floor;
  if (!floor) return;
  const left = stepRemainingMs(draft.state, draft.now) ?? 0;
  floor.warnedSeconds = Math.max(1, Math.round(left / 1000));
  draft.narrate({ cue: 'tenSeconds' });
}

/** The floor holder presses Pass: his slot ends now and `next` hands the floor on. */
export function yieldFloor(draft: Draft, actor: Seat, next: (draft: Draft) => void): Text | undefined {
  const day = currentDay(draft.state);
  if (!day?.floor) return text('error.wrongPhase', {});
  if (day.floor.seat !== actor.seat) return text('error.notYourTurn', {});
  // No "ends the speech" line: the card's next edit shows the floor handed on.
  delete day.floor;
  next(draft);
  return undefined;
}

/** DAY-PASS: The floor holder's slot ends (time, the judge's skip, a removal): `next` hands it on. */
export function endFloor(draft: Draft, timeUp: boolean, next: (draft: Draft) => void): void {
  const day = currentDay(draft.state);
  if (!day) return;
  if (timeUp) draft.narrate({ cue: 'timeUp' });
  delete day.floor;
  next(draft);
}

/** What a phase adds to the speech screen: its own lines and controls (before Pass). */
export type FloorExtras = (
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
export function floorScreens(state: GameState, extras?: FloorExtras): Screen[] {
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

/**
 * What every phase that hands out the floor shares: Pass, the end of a slot (time up, the
 * judge's skip), the ten-second warning and a removed floor holder; `next` hands the floor on.
 */
export function floorParts(next: (draft: Draft) => void) {
  return {
    pass: (draft: Draft, actor: Seat) => yieldFloor(draft, actor, next),
    onStepEnd: (draft: Draft, cause: StepEndCause) => endFloor(draft, cause === 'timer', next),
    timers: { speechWarning: warnSpeaker },
    onRemoval(draft: Draft, seat: number) {
      if (currentDay(draft.state)?.floor?.seat === seat) endFloor(draft, false, next);
    },
  };
}
