import { closeEliminateAll, endFloor, onVoteWindowEnd } from './day.ts';
import { remindInactive } from './forum-activity.ts';
import { endGame } from './departures.ts';
import type { Command } from './events.ts';
import { closeDuelRound, closeForumDay } from './forum.ts';
import { text, type Text } from './messages.ts';
import { onNightZeroStepEnd, resolveNight } from './night.ts';
import { MAX_PHASE_HOURS, scaled } from './presets.ts';
import { currentDay, dayNumber, isJudge } from './queries.ts';
import type { GameState } from './state.ts';
import type { Turn } from './turn.ts';

/** The running step ends (its timer fired, or the judge skipped it). */
function endStep(turn: Turn, cause: 'timer' | 'skip'): void {
  const state = turn.state;
  turn.state.timers = [];
  if (state.phase.kind === 'night') {
    if (state.phase.night.number === 0) onNightZeroStepEnd(turn);
    else resolveNight(turn);
    return;
  }
  const day = currentDay(state);
  if (!day) return;
  switch (day.stage.kind) {
    case 'voting':
      onVoteWindowEnd(turn);
      return;
    case 'eliminateAll':
      closeEliminateAll(turn);
      return;
    case 'forumVoting':
      closeForumDay(turn);
      return;
    case 'duel':
      closeDuelRound(turn);
      return;
    default:
      if (cause === 'timer') turn.narrate({ cue: 'timeUp' });
      endFloor(turn);
  }
}

export function handleTimer(turn: Turn, timerId: string): Text | undefined {
  const state = turn.state;
  const timer = state.timers.find((entry) => entry.id === timerId);
  // A fire whose id no longer matches changes nothing (the step moved on, or the game paused).
  if (!timer) return text('error.timerStale', {});
  if (timer.kind === 'activityCheck') {
    state.timers = state.timers.filter((entry) => entry.id !== timerId);
    remindInactive(turn);
    return undefined;
  }
  if (timer.kind === 'speechWarning') {
    state.timers = state.timers.filter((entry) => entry.id !== timerId);
    const floor = currentDay(state)?.floor;
    const step = state.timers.find((entry) => entry.kind === 'step');
    if (floor) {
      const seconds = Math.max(1, Math.round(((step?.deadlineAt ?? turn.now) - turn.now) / 1000));
      turn.notice(
        { kind: 'public' },
        'warning',
        text('speech.warning', { seat: floor.seat, seconds }),
      );
      turn.narrate({ cue: 'tenSeconds' });
    }
    return undefined;
  }
  endStep(turn, 'timer');
  return undefined;
}

type JudgeCommand = Extract<
  Command,
  { type: 'pause' | 'resume' | 'skip' | 'extend' | 'phaseLength' | 'end' }
>;

export function handleJudge(turn: Turn, command: JudgeCommand): Text | undefined {
  const state = turn.state;
  if (!isJudge(state, command.by)) return text('error.notJudge', {});
  if (state.phase.kind === 'ended') return text('error.gameOver', {});
  if (command.type === 'end') {
    // Abort: no winner; the deal is revealed and everybody unmuted (product.md).
    endGame(turn, { winner: 'aborted', teams: [], reason: 'aborted' });
    return undefined;
  }
  if (state.phase.kind === 'lobby') return text('error.wrongPhase', {});
  switch (command.type) {
    case 'pause': {
      if (state.paused) return text('error.paused', {});
      state.paused = {
        at: turn.now,
        timers: state.timers.map((timer) => ({
          id: timer.id,
          kind: timer.kind,
          remainingMs: Math.max(0, timer.deadlineAt - turn.now),
        })),
      };
      state.timers = [];
      state.timeline.push({ kind: 'paused', at: turn.now });
      turn.notice({ kind: 'public' }, 'warning', text('game.paused', {}));
      return undefined;
    }
    case 'resume': {
      if (!state.paused) return text('error.notPaused', {});
      // Fresh ids: a fire armed before the pause can never match again.
      state.timers = state.paused.timers.map((timer) => ({
        id: `t${++state.timerSeq}`,
        kind: timer.kind,
        deadlineAt: turn.now + timer.remainingMs,
      }));
      delete state.paused;
      state.timeline.push({ kind: 'resumed', at: turn.now });
      turn.notice({ kind: 'public' }, 'info', text('game.resumed', {}));
      return undefined;
    }
    case 'skip': {
      if (state.paused) return text('error.paused', {});
      if (!state.timers.some((timer) => timer.kind === 'step')) return text('error.noTimer', {});
      // Forum (FORUM-MIN-NOTICE, D49): ending a phase now is shortening it with no notice, and a shortened
      // deadline needs `min_notice` (1 h) from the announcement, so players never lose a vote, a
      // duel move or a night move without warning (a skipped night would also charge FORUM-SKIPS
      // skips). Rules decisions are final over product.md's generic "end the phase": the host
      // shortens with `/mafia extend` (negative seconds) to at least min_notice from now.
      if (state.config.preset === 'forum') return shortenNoticeError(state);
      state.timeline.push({ kind: 'skipped', what: describeStep(turn), day: dayNumber(state) });
      turn.notice({ kind: 'public' }, 'info', text('game.skipped', {}));
      endStep(turn, 'skip');
      return undefined;
    }
    case 'extend':
      return extend(turn, command.seconds);
    case 'phaseLength':
      return setPhaseLength(turn, command.phase, command.hours);
  }
}

/** FORUM-SCHEDULE:
 * FORUM-SCHEDULE: `/mafia phase_length` changes the length of every later day or night; the
 * running phase keeps its deadline (that is `/mafia extend`'s job, with D49's notice). The
 * change is announced in the game channel (FORUM-MIN-NOTICE) and kept in the state, so it survives a
 * restart and is in the end-of-game timeline.
 */
function setPhaseLength(turn: Turn, phase: 'day' | 'night', hours: number): Text | undefined {
  const state = turn.state;
  if (state.config.preset !== 'forum') return text('error.notForum', {});
  if (!Number.isInteger(hours) || hours < 1 || hours > MAX_PHASE_HOURS)
    return text('error.badHours', { max: MAX_PHASE_HOURS });
  const key = phase === 'day' ? 'forumDay' : 'forumNight';
  state.schedule = { ...state.schedule, [key]: hours * 3_600_000 };
  state.timeline.push({ kind: 'phaseLength', phase, hours, day: dayNumber(state) });
  turn.notice({ kind: 'public' }, 'info', text('game.phaseLength', { phase, hours }));
  return undefined;
}

/** FORUM-MIN-NOTICE: D49: the refusal of a forum deadline closer than `min_notice` to now. */
function shortenNoticeError(state: GameState): Text {
  return text('error.shortenNotice', {
    minutes: Math.round(scaled(state.config, 'minNotice') / 60_000),
  });
}

function describeStep(turn: Turn): string {
  const state = turn.state;
  if (state.phase.kind === 'night') return `night-${state.phase.night.number}`;
  const day = currentDay(state);
  if (!day) return state.phase.kind;
  return day.floor ? `${day.stage.kind}:${day.floor.kind}:${day.floor.seat}` : day.stage.kind;
}

/**
 * Extends (or, in forum, shortens) the running step. Extensions take effect at once; a
 * shortened forum deadline needs `min_notice` from now (FORUM-MIN-NOTICE, D49).
 */
function extend(turn: Turn, seconds: number): Text | undefined {
  const state = turn.state;
  const forum = state.config.preset === 'forum';
  if (!Number.isInteger(seconds) || seconds === 0 || Math.abs(seconds) > 7 * 24 * 3600)
    return text('error.badSeconds', {});
  if (seconds < 0 && !forum) return text('error.badSeconds', {});
  const delta = seconds * 1000;
  const paused = state.paused;
  if (paused) {
    const step = paused.timers.find((timer) => timer.kind === 'step');
    if (!step) return text('error.noTimer', {});
    if (step.remainingMs + delta < 1) return text('error.badSeconds', {});
    for (const timer of paused.timers) timer.remainingMs = Math.max(0, timer.remainingMs + delta);
  } else {
    const step = state.timers.find((timer) => timer.kind === 'step');
    if (!step) return text('error.noTimer', {});
    const deadline = step.deadlineAt + delta;
    const minNotice = scaled(state.config, 'minNotice');
    if (seconds < 0 && deadline < turn.now + minNotice) return shortenNoticeError(state);
    // Fresh ids so the old deadline's fire is stale.
    state.timers = state.timers.map((timer) => ({
      ...timer,
      id: `t${++state.timerSeq}`,
      deadlineAt: timer.deadlineAt + delta,
    }));
  }
  const endsAt = paused
    ? turn.now + (paused.timers.find((timer) => timer.kind === 'step')?.remainingMs ?? 0)
    : turn.stepDeadline();
  state.timeline.push({ kind: 'extended', seconds, day: dayNumber(state) });
  turn.notice({ kind: 'public' }, 'info', text('game.extended', { seconds, endsAt }));
  return undefined;
}
