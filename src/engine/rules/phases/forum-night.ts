import { submitNightAction } from '../actions.ts';

import { chargeSkips, reportActivity } from '../forum-activity.ts';
import { text } from '../messages.ts';
import {
  countQuietCycle,
  openNight,
  resolveMoves,
  submittersOf,
} from '../night/night-resolution.ts';
import type { Phase } from '../flow/phase.ts';
import { phaseLength } from '../presets.ts';
import { currentNight, seatOf } from '../queries.ts';
import type { Draft } from '../flow/draft.ts';

/** Forum night d (FORUM-NIGHT-KILL): one window of the forum night's length (FORUM-SCHEDULE: the host's schedule). */
function enter(draft: Draft, { night }: { night: number }): void {
  openNight(draft, night);
  const state = draft.state;
  draft.setStepTimer(phaseLength(state.config, state.schedule, 'forumNight'));
}

/** FORUM-NIGHT-KILL: Forum (D36): plurality of the alive mafia's choices; a tie is broken by the RNG. */
function pluralityShot(draft: Draft, night: number): number | undefined {
  const counts = new Map<number, number>();
  for (const { targets } of submittersOf(draft.state, 'shot')) {
    const target = targets[0];
    if (target !== undefined && seatOf(draft.state, target)?.alive)
      counts.set(target, (counts.get(target) ?? 0) + 1);
  }
  if (counts.size === 0) return undefined;
  const top = Math.max(...counts.values());
  const tied = [...counts.entries()]
    .filter(([, count]) => count === top)
    .map(([seat]) => seat)
    .sort((a, b) => a - b);
  if (tied.length === 1) return tied[0];
  return tied[draft.draw(`night-${night}-kill`, tied.length)];
}

/** The window ends (NIGHT-RESOLUTION, D16): the moves resolve, skips and activity are charged, the day. */
function onStepEnd(draft: Draft): void {
  const state = draft.state;
  const night = currentNight(state);
  if (!night) return;
  resolveMoves(draft, pluralityShot(draft, night.number));
  // FORUM-SKIPS, FORUM-ACTIVITY: skipped moves are charged, and the cycle's activity reported, at its end.
  chargeSkips(draft);
  reportActivity(draft);
  // GAME-WIN-CHECK: a side has won (the kill, a removal for skips); the flow ends the game.
  if (draft.ending) return;
  // D48: forum has no draw (WIN-QUIET-DRAW does not apply); after 3 quiet cycles the committee is told.
  if (countQuietCycle(state.memory) === 3)
    draft.notice({ kind: 'judge' }, 'warning', text('forum.quietCycles', { cycles: 3 }));
  draft.goTo({ to: 'forumVoting', day: night.number + 1 });
}

export const forumNight: Phase<'forumNight'> = {
  name: 'forumNight',
  next: ['forumVoting'],
  enter,
  handlers: { nightAction: submitNightAction },
  onStepEnd,
};
