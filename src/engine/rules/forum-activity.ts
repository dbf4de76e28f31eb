import { depart } from './flow/departures.ts';
import type { Command } from './events.ts';
import { BOT_ACTOR } from './events.ts';
import { roleCardOf } from './role-card.ts';
import { text, type Text } from './messages.ts';
import { privateResult } from './night/night-resolution.ts';
import { roleActions } from './presets.ts';
import {
  alive,
  currentDay,
  currentNight,
  dayNumber,
  isJudge,
  seatOf,
  seatOfUser,
  shooters,
} from './queries.ts';
import type { GameState, NightState, Seat } from './state/state.ts';
import type { Draft } from './flow/draft.ts';

/** FORUM-SKIPS:
 * FORUM-SKIPS (D42, D43, D52): a role move with no submission at the night's deadline is a
 * skip; the mafia's kill is charged to every alive mafioso only when none of them chose. First
 * skip: a private reminder. A second skip on the very next night: removal. A second skip that
 * is not consecutive: a warning, and the judge is told. A third: removal. Removals are public
 * as "removed for inactivity", without saying which rule (that would reveal a role).
 */
export function chargeSkips(draft: Draft): void {
  const state = draft.state;
  const night = currentNight(state);
  if (!night || state.config.preset !== 'forum') return;
  const removed: number[] = [];
  for (const seatNumber of skippedSeats(state, night)) {
    const seat = seatOf(state, seatNumber);
    if (seat && chargeSkip(draft, seat, night.number) === 'removed') removed.push(seatNumber);
  }
  for (const seatNumber of removed) {
    const seat = seatOf(state, seatNumber);
    if (!seat?.alive) continue;
    draft.notice(
      { kind: 'public' },
      'warning',
      text('forum.inactive', { seat: seatNumber, role: seat.role }),
    );
    draft.recordSkipRemoval(seat.userId);
    depart(draft, [seatNumber], 'removed');
  }
}

/** The seats that skipped tonight: a role move not made, or the mafia's kill chosen by none. */
function skippedSeats(state: GameState, night: NightState): number[] {
  const submitted = (seat: number, action: string) =>
    night.submissions[String(seat)]?.[action as 'shot'] !== undefined;
  const skipped: number[] = [];
  for (const seat of alive(state)) {
    const actions = roleActions(seat.role);
    if (actions.length > 0 && !actions.some((action) => submitted(seat.seat, action)))
      skipped.push(seat.seat);
  }
  const mafia = shooters(state);
  if (mafia.length > 0 && !mafia.some((seat) => submitted(seat, 'shot'))) skipped.push(...mafia);
  return skipped;
}

type Sanction = 'reminder' | 'warning' | 'removed';

/** One skip charged to a seat: recorded, and the reminder or warning sent; removal is the caller's. */
function chargeSkip(draft: Draft, seat: Seat, night: number): Sanction {
  const skips = (seat.skips ??= []);
  const consecutive = skips.includes(night - 1);
  skips.push(night);
  let sanction: Sanction = 'reminder';
  if (skips.length >= 3 || (skips.length === 2 && consecutive)) sanction = 'removed';
  else if (skips.length === 2) sanction = 'warning';
  draft.state.timeline.push({
    kind: 'skip',
    seat: seat.seat,
    night,
    count: skips.length,
    sanction,
  });
  const to = { kind: 'seat' as const, seat: seat.seat };
  // D46: reminders and warnings are the player's own: a substitute in the seat does not inherit them.
  if (sanction === 'reminder') {
    draft.noticeWithPurpose('personal', to, 'warning', text('skip.reminder', { night }));
  } else if (sanction === 'warning') {
    seat.warnings++;
    draft.noticeWithPurpose(
      'personal',
      to,
      'warning',
      text('skip.warning', { count: skips.length }),
    );
    draft.notice(
      { kind: 'judge' },
      'warning',
      text('skip.flagged', { seat: seat.seat, count: skips.length }),
    );
  }
  return sanction;
}

/** FORUM-ACTIVITY (D44): the messages each alive player wrote in the game channel this cycle. */
export function handleActivity(
  draft: Draft,
  command: Extract<Command, { type: 'activity' }>,
): Text | undefined {
  const state = draft.state;
  if (command.by.userId !== BOT_ACTOR.userId) return text('error.notJudge', {});
  if (state.config.preset !== 'forum' || state.seats.length === 0)
    return text('error.notForum', {});
  let counted = 0;
  for (const [userId, count] of Object.entries(command.counts)) {
    const seat = seatOfUser(state, userId);
    if (!seat?.alive || !Number.isInteger(count) || count <= 0) continue;
    seat.messages = (seat.messages ?? 0) + count;
    counted++;
  }
  return counted > 0 ? undefined : text('error.closed', {});
}

/** FORUM-ACTIVITY: At 75 % of the day, a private reminder to every alive player below `min_messages`. */
export function remindInactive(draft: Draft): void {
  const state = draft.state;
  const min = state.config.minMessages;
  for (const seat of alive(state)) {
    const count = seat.messages ?? 0;
    if (count < min)
      draft.noticeWithPurpose(
        'personal',
        { kind: 'seat', seat: seat.seat },
        'warning',
        text('activity.reminder', { count, min }),
      );
  }
}

/** FORUM-ACTIVITY: At the cycle's end: the players below `min_messages`, listed to the judge only; counts reset. */
export function reportActivity(draft: Draft): void {
  const state = draft.state;
  if (state.config.preset !== 'forum') return;
  const min = state.config.minMessages;
  const entries = alive(state)
    .filter((seat) => (seat.messages ?? 0) < min)
    .map((seat) => ({ seat: seat.seat, count: seat.messages ?? 0 }));
  if (entries.length > 0)
    draft.notice(
      { kind: 'judge' },
      'warning',
      text('activity.report', { entries, min, day: dayNumber(state) }),
    );
  for (const seat of state.seats) delete seat.messages;
}

/** FORUM-SEAT-HISTORY:
 * The seat's private history so far (FORUM-SEAT-HISTORY, D46), rebuilt from the timeline: every night move
 * of the seat that counted, and what it learned, as the results told it. Pure and derived from
 * the saved state, so it needs no separate store and survives restarts.
 */
export function seatHistory(state: GameState, seat: number): Text[] {
  const lines: Text[] = [];
  for (const entry of state.timeline) {
    if (entry.kind !== 'night') continue;
    for (const { seat: actor, action, targets } of entry.actions) {
      if (actor !== seat) continue;
      lines.push(text('forum.history.move', { night: entry.night, action, targets }));
      const result = privateResult(state, action, targets);
      if (result) lines.push(result);
    }
  }
  return lines;
}

/** FORUM-SUBSTITUTE:
 * FORUM-SUBSTITUTE (D46): the substitute takes the seat with its role, state, pending moves and
 * private history (the role card, then the seat's moves and results so far); personal counters
 * (warnings, skips, activity) start again. The old account loses the game.
 */
export function handleReplace(
  draft: Draft,
  command: Extract<Command, { type: 'replace' }>,
): Text | undefined {
  const state = draft.state;
  if (!isJudge(state, command.by)) return text('error.notJudge', {});
  if (state.config.preset !== 'forum') return text('error.notForum', {});
  if (state.seats.length === 0) return text('error.notDealt', {});
  const seat = seatOf(state, command.seat);
  if (!seat) return text('error.noSuchSeat', { seat: command.seat });
  if (!seat.alive) return text('error.playerOut', {});
  if (command.userId === state.judgeId || seatOfUser(state, command.userId))
    return text('error.userInGame', {});
  const from = seat.userId;
  seat.userId = command.userId;
  seat.name = command.name;
  seat.warnings = 0;
  delete seat.skips;
  delete seat.messages;
  state.timeline.push({
    kind: 'replaced',
    seat: seat.seat,
    from,
    to: command.userId,
    day: currentDay(state)?.number ?? dayNumber(state),
  });
  briefSubstitute(draft, seat, from);
  return undefined;
}

/** The table learns of the substitute; he gets the role card and the seat's history (D46). */
function briefSubstitute(draft: Draft, seat: Seat, from: string): void {
  draft.notice(
    { kind: 'public' },
    'info',
    text('forum.replaced', { seat: seat.seat, fromUserId: from, toUserId: seat.userId }),
  );
  draft.notice({ kind: 'seat', seat: seat.seat }, 'info', roleCardOf(draft, seat));
  const history = seatHistory(draft.state, seat.seat);
  if (history.length > 0)
    draft.notice(
      { kind: 'seat', seat: seat.seat },
      'night',
      text('forum.history', { seat: seat.seat }),
      ...history,
    );
}
