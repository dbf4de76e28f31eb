import { stepRemainingMs } from '../clock.ts';

import { beginStepOnFloor } from './floor-ready.ts';
import { text, type Text } from '../messages.ts';
import { scaled } from '../presets.ts';
import { currentDay } from '../queries.ts';
import type { FloorKind, Seat } from '../state/state.ts';
import type { StepEndCause } from '../flow/transitions.ts';
import type { Draft } from '../flow/draft.ts';

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
export function yieldFloor(
  draft: Draft,
  actor: Seat,
  next: (draft: Draft) => void,
): Text | undefined {
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
