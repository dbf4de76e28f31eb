/** Days: every slot and window's length, a new day's start and its opener (DAY-OPENER). */
import { floorWait, type GameState } from '../../../src/engine/index.ts';
import { aliveSeats, isAliveSeat, seatAt } from './model.ts';
import type { RunView } from './run-view.ts';
import { check, type Opened } from './support.ts';

/** DAY-LENGTHS, D25, DISC-TIE-NOT-SILENCED, DISC-SHORT-SPEECH, GAME-FIXED-WINDOWS: every slot and window starts with its fixed length. */
export function checkLengths(run: RunView, before: GameState, after: GameState): void {
  const config = after.config;
  const length = (key: keyof typeof config.durations) =>
    Math.max(1, Math.round(config.durations[key] * config.timeScale));
  const left = (): number | undefined => {
    // A step waiting for the floor has its whole length still to run (GAME-CLOCK-ON-FLOOR).
    const wait = floorWait(after);
    if (wait) return wait.floor.durationMs;
    if (after.paused)
      return after.paused.timers.find((timer) => timer.kind === 'step')?.remainingMs;
    const step = after.timers.find((timer) => timer.kind === 'step');
    return step ? step.deadlineAt - run.now : undefined;
  };
  const oldFloor = before.phase.kind === 'day' ? before.phase.day.floor : undefined;
  if (after.phase.kind === 'day') {
    const day = after.phase.day;
    const floor = day.floor;
    check(
      new Set(day.spoke).size === day.spoke.length,
      'DAY-SPEECH-ORDER: a regular speech twice a day',
    );
    if (floor && floor.slotId !== oldFloor?.slotId) {
      const key = {
        regular: 'speech',
        silenced: 'silencedSpeech',
        short: 'shortSpeech',
        tie: 'tieSpeech',
        lastWord: 'lastWord',
      } as const;
      check(
        left() === length(key[floor.kind]),
        () => `DAY-LENGTHS: a ${floor.kind} slot of ${left()} ms`,
      );
      const seat = seatAt(after, floor.seat);
      const atTable = aliveSeats(after).length;
      if (floor.kind === 'silenced' || floor.kind === 'short') {
        check((seat?.fouls ?? 0) >= 3, `D25: seat ${floor.seat} silenced with fewer than 3 fouls`);
        check(
          floor.kind === 'short' ? atTable <= 4 : atTable > 4,
          `DISC-SHORT-SPEECH: a ${floor.kind} slot with ${atTable} at the table`,
        );
      }
      if (floor.kind === 'regular' || floor.kind === 'silenced' || floor.kind === 'short')
        check(day.spoke.includes(floor.seat), 'a regular slot not recorded as spoken');
      if (floor.kind === 'tie')
        check(
          day.stage.kind === 'tieSpeeches' && day.stage.tied.includes(floor.seat),
          `VOTE-TIE-SPEECHES: a tie speech for seat ${floor.seat}, who is not tied`,
        );
    }
  }
  if (after.phase.kind === 'day' && run.preset === 'forum') {
    const stage = after.phase.day.stage;
    const oldStage = before.phase.kind === 'day' ? before.phase.day.stage : undefined;
    const newDay = before.phase.kind !== 'day';
    if (stage.kind === 'forumVoting' && newDay)
      check(left() === length('forumDay'), () => `FORUM-SCHEDULE: a forum day of ${left()} ms`);
    if (
      stage.kind === 'duel' &&
      (oldStage?.kind !== 'duel' || oldStage.duel.round !== stage.duel.round)
    )
      check(
        left() === length('duelRound'),
        () => `FORUM-DUEL-ROUNDS: a duel round of ${left()} ms`,
      );
  }
  if (
    after.phase.kind === 'night' &&
    after.phase.night.number > 0 &&
    (before.phase.kind !== 'night' || before.phase.night.number !== after.phase.night.number)
  ) {
    const window = length(run.preset === 'forum' ? 'forumNight' : 'nightWindow');
    check(left() === window, () => `GAME-FIXED-WINDOWS: a night window of ${left()} ms`);
  }
}

export function checkNewDay(run: RunView, before: GameState, after: GameState): void {
  const day = after.phase.kind === 'day' ? after.phase.day : undefined;
  if (!day) return;
  // D03/D04: the block of the night before, if its target is still alive; none on Day 1.
  let expected: number | undefined;
  if (before.phase.kind === 'night' && before.phase.night.number > 0) {
    const agent = aliveSeats(before).find((seat) => seat.role === 'FBI_AGENT');
    const target = agent
      ? before.phase.night.submissions[String(agent.seat)]?.block?.[0]
      : undefined;
    expected = target !== undefined && isAliveSeat(after, target) ? target : undefined;
  }
  check(
    day.blocked === expected,
    `D04: day ${day.number} blocks ${day.blocked}, expected ${expected}`,
  );
  if (run.preset === 'forum') return;
  // VOTE-CANCEL rule 3: a removal during the night before, or on the day before once its result was
  // known, cancels this day's vote; nothing else does.
  const dayBefore = day.number - 1;
  let resultKnown = false;
  let cancels = false;
  for (const entry of after.timeline) {
    if (entry.kind === 'vote' && entry.day === dayBefore && entry.out.length > 0)
      resultKnown = true;
    if (entry.kind === 'eliminateAll' && entry.day === dayBefore) resultKnown = true;
    if (entry.kind === 'departure' && entry.reason === 'removed' && entry.day === dayBefore)
      cancels ||= entry.phase !== 'day' || resultKnown;
  }
  check(
    day.voteCancelled === cancels,
    `VOTE-CANCEL: day ${day.number} starts with voteCancelled=${day.voteCancelled}, expected ${cancels}`,
  );
  // DAY-OPENER: Day 1 opens with seat 1 (or the first alive after it); later days with the first
  // alive seat after the seat that actually gave the previous day's first speech.
  const previous = run.opened?.seat;
  const n = after.seats.length;
  const start = previous ?? n;
  let opener = start;
  for (let step = 1; step <= n; step++) {
    const candidate = ((start - 1 + step) % n) + 1;
    if (isAliveSeat(after, candidate)) {
      opener = candidate;
      break;
    }
  }
  check(
    day.opener === opener,
    `DAY-OPENER: day ${day.number} opened by ${day.opener}, expected ${opener}`,
  );
}

/**
 * The day's speeches have just begun. DAY-OPENER, DAY-SPEECH-ORDER: with the first alive seat from the opener
 * due (set when the day began), cyclically: he may have left during the morning. Tomorrow
 * counts from the seat that opened.
 */
export function checkOpened(
  run: RunView,
  before: GameState,
  after: GameState,
  opened: Opened,
): void {
  const morning =
    before.phase.kind === 'day' && before.phase.day.number === opened.day
      ? before.phase.day
      : undefined;
  const due = morning?.opener ?? (after.phase.kind === 'day' ? after.phase.day.opener : 0);
  const n = after.seats.length;
  const first = Array.from({ length: n }, (_, step) => ((due - 1 + step) % n) + 1).find((seat) =>
    isAliveSeat(after, seat),
  );
  check(
    first === opened.seat,
    `DAY-SPEECH-ORDER: day ${opened.day} speeches begin with ${opened.seat}`,
  );
  run.opened = opened;
}
