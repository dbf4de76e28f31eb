import {
  awaitedStepEnd,
  floorWait,
  pauseTimers,
  resumeTimers,
  shiftTimers,
  stepDeadline,
} from '../clock.ts';
import { endGame } from '../flow/departures.ts';
import type { Command } from '../events.ts';
import { text, type Text } from '../messages.ts';
import { MAX_PHASE_HOURS, scaled } from '../presets.ts';
import { currentDay, dayNumber, isJudge } from '../queries.ts';
import type { GameState } from '../state/state.ts';
import type { Draft } from '../flow/draft.ts';

type JudgeCommand = Extract<
  Command,
  { type: 'pause' | 'resume' | 'skip' | 'extend' | 'phaseLength' | 'end' }
>;

export function handleJudge(draft: Draft, command: JudgeCommand): Text | undefined {
  const state = draft.state;
  if (!isJudge(state, command.by)) return text('error.notJudge', {});
  if (state.phase.kind === 'ended') return text('error.gameOver', {});
  if (command.type === 'end') {
    // Abort: no winner; the deal is revealed and everybody unmuted (product.md).
    endGame(draft, { winner: 'aborted', teams: [], reason: 'aborted' });
    return undefined;
  }
  if (state.phase.kind === 'lobby') return text('error.wrongPhase', {});
  switch (command.type) {
    case 'pause':
      return pause(draft);
    case 'resume':
      return resume(draft);
    case 'skip':
      return skip(draft);
    case 'extend':
      return extend(draft, command.seconds);
    case 'phaseLength':
      return setPhaseLength(draft, command.phase, command.hours);
  }
}

/** The clock stops: every timer keeps the time it had left (src/engine/rules/clock.ts). */
function pause(draft: Draft): Text | undefined {
  const state = draft.state;
  if (state.paused) return text('error.paused', {});
  state.paused = { at: draft.now, timers: pauseTimers(state.timers, draft.now) };
  state.timers = [];
  state.timeline.push({ kind: 'paused', at: draft.now });
  draft.notice({ kind: 'public' }, 'warning', text('game.paused', {}));
  return undefined;
}

function resume(draft: Draft): Text | undefined {
  const state = draft.state;
  if (!state.paused) return text('error.notPaused', {});
  state.timers = resumeTimers(state, state.paused.timers, draft.now);
  delete state.paused;
  state.timeline.push({ kind: 'resumed', at: draft.now });
  draft.notice({ kind: 'public' }, 'info', text('game.resumed', {}));
  return undefined;
}

/** The judge ends the running step now; the flow hands it to the phase, as a fired timer. */
function skip(draft: Draft): Text | undefined {
  const state = draft.state;
  if (state.paused) return text('error.paused', {});
  if (!state.timers.some((timer) => timer.kind === 'step') && !floorWait(state))
    return text('error.noTimer', {});
  // Forum (FORUM-MIN-NOTICE, D49): ending a phase now is shortening it with no notice, and a shortened
  // deadline needs `min_notice` (1 h) from the announcement, so players never lose a vote, a
  // duel move or a night move without warning (a skipped night would also charge FORUM-SKIPS
  // skips). Rules decisions are final over product.md's generic "end the phase": the host
  // shortens with `/mafia extend` (negative seconds) to at least min_notice from now.
  if (state.config.preset === 'forum') return shortenNoticeError(state);
  state.timeline.push({ kind: 'skipped', what: describeStep(draft), day: dayNumber(state) });
  draft.notice({ kind: 'public' }, 'info', text('game.skipped', {}));
  draft.endStep('skip');
  return undefined;
}

/** FORUM-SCHEDULE:
 * FORUM-SCHEDULE: `/mafia extend phase hours` changes the length of every later day or night; the
 * running phase keeps its deadline (that is `/mafia extend`'s job, with D49's notice). The
 * change is announced in the game channel (FORUM-MIN-NOTICE) and kept in the state, so it survives a
 * restart and is in the end-of-game timeline.
 */
function setPhaseLength(draft: Draft, phase: 'day' | 'night', hours: number): Text | undefined {
  const state = draft.state;
  if (state.config.preset !== 'forum') return text('error.notForum', {});
  if (!Number.isInteger(hours) || hours < 1 || hours > MAX_PHASE_HOURS)
    return text('error.badHours', { max: MAX_PHASE_HOURS });
  const key = phase === 'day' ? 'forumDay' : 'forumNight';
  state.schedule = { ...state.schedule, [key]: hours * 3_600_000 };
  state.timeline.push({ kind: 'phaseLength', phase, hours, day: dayNumber(state) });
  draft.notice({ kind: 'public' }, 'info', text('game.phaseLength', { phase, hours }));
  return undefined;
}

/** FORUM-MIN-NOTICE: D49: the refusal of a forum deadline closer than `min_notice` to now. */
export function shortenNoticeError(state: GameState): Text {
  return text('error.shortenNotice', {
    minutes: Math.round(scaled(state.config, 'minNotice') / 60_000),
  });
}

function describeStep(draft: Draft): string {
  const state = draft.state;
  if (state.phase.kind === 'night') return `night-${state.phase.night.number}`;
  const day = currentDay(state);
  if (!day) return state.phase.kind;
  return day.floor ? `${day.stage.kind}:${day.floor.kind}:${day.floor.seat}` : day.stage.kind;
}

/**
 * Extends (or, in forum, shortens) the running step. Extensions take effect at once; a
 * shortened forum deadline needs `min_notice` from now (FORUM-MIN-NOTICE, D49).
 */
function extend(draft: Draft, seconds: number): Text | undefined {
  const state = draft.state;
  const forum = state.config.preset === 'forum';
  if (!Number.isInteger(seconds) || seconds === 0 || Math.abs(seconds) > 7 * 24 * 3600)
    return text('error.badSeconds', {});
  if (seconds < 0 && !forum) return text('error.badSeconds', {});
  const delta = seconds * 1000;
  const deadline = stepDeadline(state, draft.now) ?? awaitedStepEnd(state, draft.now);
  if (deadline === undefined) return text('error.noTimer', {});
  if (state.paused) {
    // Paused, the step keeps at least a moment: its remainder cannot go to nothing.
    if (deadline + delta - draft.now < 1) return text('error.badSeconds', {});
  } else if (seconds < 0 && deadline + delta < draft.now + scaled(state.config, 'minNotice')) {
    return shortenNoticeError(state);
  }
  shiftTimers(state, delta);
  // The card's "ten seconds left" no longer holds once the speech has more time.
  const floor = currentDay(state)?.floor;
  if (floor && seconds > 0) delete floor.warnedSeconds;
  const endsAt = draft.stepDeadline();
  state.timeline.push({ kind: 'extended', seconds, day: dayNumber(state) });
  draft.notice({ kind: 'public' }, 'info', text('game.extended', { seconds, endsAt }));
  return undefined;
}
