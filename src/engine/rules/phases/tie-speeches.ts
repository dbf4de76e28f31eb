import { moveCardDown } from '../flow/card-moves.ts';
import { abortVote, endDay } from '../flow/days.ts';
import { floorParts, giveFloor } from '../floor/floor.ts';
import type { Phase } from '../flow/phase.ts';
import { currentDay, isAlive } from '../queries.ts';
import type { Draft } from '../flow/draft.ts';

/** VOTE-TIE-SPEECHES: tie speeches of 30 s in nomination order, then a revote among the tied only. */
function enter(draft: Draft, { tied }: { tied: number[] }): void {
  const day = currentDay(draft.state);
  if (!day) return;
  day.stage = { kind: 'tieSpeeches', tied, index: -1 };
  moveCardDown(draft); // GAME-CARD-IN-VIEW: tie speeches begin
  nextTieSpeech(draft);
}

/** The next tied candidate's speech (VOTE-TIE-SPEECHES, DISC-TIE-NOT-SILENCED). */
function nextTieSpeech(draft: Draft): void {
  const day = currentDay(draft.state);
  if (!day || day.stage.kind !== 'tieSpeeches') return;
  const stage = day.stage;
  for (stage.index++; stage.index < stage.tied.length; stage.index++) {
    const seat = stage.tied[stage.index] ?? 0;
    // A 3-foul player speaks normally in tie speeches (DISC-TIE-NOT-SILENCED; D25).
    if (isAlive(draft.state, seat)) {
      giveFloor(draft, seat, 'tie');
      return;
    }
  }
  const stillTied = stage.tied.filter((seat) => isAlive(draft.state, seat));
  if (stillTied.length < 2) {
    // Someone tied was removed during the speeches: the vote was cancelled (VOTE-CANCEL) before this.
    endDay(draft);
    return;
  }
  draft.goTo({ to: 'voting', revote: stillTied });
}

const slots = floorParts(nextTieSpeech);

export const tieSpeeches: Phase<'tieSpeeches'> = {
  name: 'tieSpeeches',
  next: ['voting', 'night'],
  enter,
  handlers: {
    pass: (draft, _command, actor) => slots.pass(draft, actor),
  },
  onStepEnd: slots.onStepEnd,
  timers: slots.timers,
  // VOTE-CANCEL: any removal aborts the tie procedure, the floor holder's included.
  onRemoval: abortVote,
};
