import { checkWin, depart } from './departures.ts';
import { text } from './messages.ts';
import { startNight } from './night.ts';
import { phaseLength, scaled } from './presets.ts';
import { aliveSeats, currentDay, eligibleVoters, seatOf } from './queries.ts';
import type { Duel, GameState } from './state.ts';
import type { Turn } from './turn.ts';

/** FORUM-DAY-VOTE: Forum day (D38): votes for any alive player, changeable until the deadline. */
export function startForumDay(turn: Turn): void {
  const day = currentDay(turn.state);
  if (!day) return;
  day.stage = { kind: 'forumVoting' };
  turn.notice({ kind: 'public' }, 'day', text('day.title', { day: day.number }));
  const length = phaseLength(turn.state.config, turn.state.schedule, 'forumDay');
  turn.setStepTimer(length);
  // FORUM-ACTIVITY: at 75 % of the day, players below min_messages get a private reminder.
  const state = turn.state;
  state.timers.push({
    id: `t${++state.timerSeq}`,
    kind: 'activityCheck',
    deadlineAt: turn.now + Math.round(length * 0.75),
  });
}

/** FORUM-DAY-VOTE: Counts the current votes of eligible voters for alive players. */
export function forumTally(state: GameState): Array<{ seat: number; voters: number[] }> {
  const day = currentDay(state);
  if (!day) return [];
  const eligible = new Set(eligibleVoters(state, day));
  const byTarget = new Map<number, number[]>();
  for (const [voter, target] of Object.entries(day.forumVotes)) {
    if (!eligible.has(Number(voter)) || !seatOf(state, target)?.alive) continue;
    byTarget.set(target, [...(byTarget.get(target) ?? []), Number(voter)]);
  }
  return [...byTarget.entries()]
    .map(([seat, voters]) => ({ seat, voters: voters.sort((a, b) => a - b) }))
    .sort((a, b) => b.voters.length - a.voters.length || a.seat - b.seat);
}

/** FORUM-DAY-RESULT: at the deadline the unique top is jailed, a tie goes to a Duel, no votes: nobody. */
export function closeForumDay(turn: Turn): void {
  const state = turn.state;
  const day = currentDay(state);
  if (!day) return;
  const tally = forumTally(turn.state);
  const max = tally[0]?.voters.length ?? 0;
  const top = tally
    .filter((entry) => entry.voters.length === max)
    .map((entry) => entry.seat)
    .sort((a, b) => a - b);
  state.timeline.push({
    kind: 'forumVote',
    day: day.number,
    votes: { ...day.forumVotes },
    out: max > 0 && top.length === 1 ? top : [],
    tie: max > 0 && top.length > 1 ? top : [],
  });
  day.resultDetermined = true;
  if (max === 0) {
    turn.notice({ kind: 'public' }, 'vote', text('forum.day.nobody', {}));
    startNight(turn, day.number);
    return;
  }
  if (top.length === 1) {
    const [seat] = top as [number];
    const role = seatOf(state, seat)?.role ?? 'CIVILIAN';
    turn.notice({ kind: 'public' }, 'vote', text('forum.day.result', { seat, role, votes: max }));
    depart(turn, [seat], 'voted');
    if (checkWin(turn)) return;
    startNight(turn, day.number);
    return;
  }
  turn.notice({ kind: 'public' }, 'vote', text('forum.day.tie', { seats: top }));
  startDuel(turn, top);
}

/** FORUM-DUEL-ROUNDS: a Duel between the tied players, in rounds of private cover-and-shot moves. */
function startDuel(turn: Turn, duellists: number[]): void {
  const day = currentDay(turn.state);
  if (!day) return;
  const duel: Duel = {
    id: `d${day.number}duel`,
    duellists,
    round: 1,
    moves: {},
    hits: {},
    history: [],
  };
  day.stage = { kind: 'duel', duel };
  turn.setStepTimer(scaled(turn.state.config, 'duelRound'));
}

/** The duellists still at the table: a duellist removed during the duel drops out of it. */
function livingDuellists(turn: Turn, duel: Duel): number[] {
  const living = new Set(aliveSeats(turn.state));
  return duel.duellists.filter((seat) => living.has(seat));
}

/** Every duellist has moved: the round can close now (private, simultaneous choices). */
export function afterDuelMove(turn: Turn): void {
  const day = currentDay(turn.state);
  if (!day || day.stage.kind !== 'duel') return;
  const duel = day.stage.duel;
  if (livingDuellists(turn, duel).every((seat) => isCompleteMove(duel, seat))) closeDuelRound(turn);
}

/** FORUM-DUEL-REMOVAL:
 * A player was removed during a duel (FORUM-DUEL-REMOVAL). A removed duellist drops out: with fewer than two
 * duellists left nobody else leaves, the duel is over and the night starts (FORUM-DUEL-REMOVAL); otherwise
 * the round closes if everybody still in it has moved.
 */
export function afterRemovalInDuel(turn: Turn): void {
  const day = currentDay(turn.state);
  if (!day || day.stage.kind !== 'duel') return;
  if (livingDuellists(turn, day.stage.duel).length < 2) {
    startNight(turn, day.number);
    return;
  }
  afterDuelMove(turn);
}

export function isCompleteMove(duel: Duel, seat: number): boolean {
  const move = duel.moves[String(seat)];
  return move !== undefined && move.cover > 0 && move.target > 0 && move.position > 0;
}

/** FORUM-DUEL-ROUNDS, FORUM-DUEL-NO-MOVE, FORUM-DUEL-FALLBACK: the round's loser, or the next round, or the RNG after the last round. */
export function closeDuelRound(turn: Turn): void {
  const state = turn.state;
  const day = currentDay(state);
  if (!day || day.stage.kind !== 'duel') return;
  const duel = day.stage.duel;
  const living = livingDuellists(turn, duel);
  const missing = living.filter((seat) => !isCompleteMove(duel, seat));
  const roundHits: Record<string, number> = {};
  for (const seat of living) roundHits[String(seat)] = 0;
  for (const [shooter, move] of Object.entries(duel.moves)) {
    if (!living.includes(Number(shooter)) || !isCompleteMove(duel, Number(shooter))) continue;
    // A target who did not move has no cover; he loses for that anyway (FORUM-DUEL-NO-MOVE).
    const target = duel.moves[String(move.target)];
    if (target && move.position === target.cover)
      roundHits[String(move.target)] = (roundHits[String(move.target)] ?? 0) + 1;
  }
  for (const [seat, hits] of Object.entries(roundHits))
    duel.hits[seat] = (duel.hits[seat] ?? 0) + hits;
  duel.history.push({ round: duel.round, moves: duel.moves, hits: roundHits });
  state.timeline.push({
    kind: 'duelRound',
    day: day.number,
    round: duel.round,
    moves: duel.moves,
    hits: roundHits,
  });
  turn.notice(
    { kind: 'public' },
    'vote',
    text('duel.round', {
      round: duel.round,
      moves: Object.entries(duel.moves).map(([seat, move]) => ({ seat: Number(seat), ...move })),
      hits: Object.entries(roundHits).map(([seat, hits]) => ({ seat: Number(seat), hits })),
    }),
  );

  if (missing.length > 0) {
    // FORUM-DUEL-NO-MOVE: who does not move loses at once; several: the RNG picks among them.
    const loser =
      missing.length === 1
        ? missing[0]
        : missing[turn.draw(`day-${day.number}-duel`, missing.length)];
    loseDuel(turn, loser ?? 0, 'noMove');
    return;
  }
  const max = Math.max(...living.map((seat) => roundHits[String(seat)] ?? 0));
  const top = living.filter((seat) => (roundHits[String(seat)] ?? 0) === max);
  if (max >= 1 && top.length === 1) {
    loseDuel(turn, top[0] ?? 0, 'hits');
    return;
  }
  if (duel.round >= state.config.duelMaxRounds) {
    // FORUM-DUEL-FALLBACK: the RNG among those with the most hits over all rounds (everyone if nobody was hit).
    const totalMax = Math.max(...living.map((seat) => duel.hits[String(seat)] ?? 0));
    const pool = living.filter((seat) => (duel.hits[String(seat)] ?? 0) === totalMax);
    loseDuel(turn, pool[turn.draw(`day-${day.number}-duel`, pool.length)] ?? 0, 'draw');
    return;
  }
  duel.round++;
  duel.moves = {};
  turn.setStepTimer(scaled(state.config, 'duelRound'));
}

function loseDuel(turn: Turn, seat: number, why: 'hits' | 'noMove' | 'draw'): void {
  const day = currentDay(turn.state);
  if (!day) return;
  const role = seatOf(turn.state, seat)?.role ?? 'CIVILIAN';
  turn.notice({ kind: 'public' }, 'vote', text('duel.lost', { seat, role, why }));
  depart(turn, [seat], 'voted');
  if (checkWin(turn)) return;
  startNight(turn, day.number);
}

/** Seats a duellist can shoot at: the other duellists still alive. */
export function duelOpponents(state: GameState, duel: Duel, seat: number): number[] {
  const living = new Set(aliveSeats(state));
  return duel.duellists.filter((other) => other !== seat && living.has(other));
}
