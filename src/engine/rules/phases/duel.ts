import { depart } from '../flow/departures.ts';
import type { Command } from '../events.ts';
import { text, type Text } from '../messages.ts';
import type { Phase } from '../flow/phase.ts';
import { scaled } from '../presets.ts';
import { aliveSeats, currentDay, seatOf } from '../queries.ts';
import type { Duel, DuelEnd, GameState, Seat } from '../state/state.ts';
import type { Draft } from '../flow/draft.ts';

type Move = Duel['moves'][string];

/** FORUM-DUEL-ROUNDS: a Duel between the tied players, in rounds of private cover-and-shot moves. */
function enter(draft: Draft, { duellists }: { duellists: number[] }): void {
  const day = currentDay(draft.state);
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
  draft.setStepTimer(scaled(draft.state.config, 'duelRound'));
}

export function runningDuel(state: GameState): Duel | undefined {
  const day = currentDay(state);
  return day?.stage.kind === 'duel' ? day.stage.duel : undefined;
}

/** The duellists still at the table: a duellist removed during the duel drops out of it. */
function livingDuellists(state: GameState, duel: Duel): number[] {
  const living = new Set(aliveSeats(state));
  return duel.duellists.filter((seat) => living.has(seat));
}

/** Seats a duellist can shoot at: the other duellists still alive. */
export function duelOpponents(state: GameState, duel: Duel, seat: number): number[] {
  const living = new Set(aliveSeats(state));
  return duel.duellists.filter((other) => other !== seat && living.has(other));
}

export function isCompleteMove(duel: Duel, seat: number): boolean {
  const move = duel.moves[String(seat)];
  return move !== undefined && move.cover > 0 && move.target > 0 && move.position > 0;
}

/** Every duellist has moved: the round can close now (private, simultaneous choices). */
function afterDuelMove(draft: Draft): void {
  const duel = runningDuel(draft.state);
  if (!duel) return;
  if (livingDuellists(draft.state, duel).every((seat) => isCompleteMove(duel, seat)))
    closeDuelRound(draft);
}

/** FORUM-DUEL-REMOVAL:
 * A player was removed during a duel (FORUM-DUEL-REMOVAL). A removed duellist drops out: with fewer than two
 * duellists left nobody else leaves, the duel is over and the night starts (FORUM-DUEL-REMOVAL); otherwise
 * the round closes if everybody still in it has moved.
 */
function afterRemoval(draft: Draft): void {
  const day = currentDay(draft.state);
  const duel = runningDuel(draft.state);
  if (!day || !duel) return;
  if (livingDuellists(draft.state, duel).length < 2) {
    recordEnd(draft, duel, null, 'removal');
    draft.goTo({ to: 'forumNight', night: day.number });
    return;
  }
  afterDuelMove(draft);
}

/** Who was hit this round: a shot hits when its position is the target's cover (FORUM-DUEL-ROUNDS). */
function roundHitsOf(duel: Duel, living: number[]): Record<string, number> {
  const roundHits: Record<string, number> = {};
  for (const seat of living) roundHits[String(seat)] = 0;
  for (const [shooter, move] of Object.entries(duel.moves)) {
    if (!living.includes(Number(shooter)) || !isCompleteMove(duel, Number(shooter))) continue;
    // A target who did not move has no cover; he loses for that anyway (FORUM-DUEL-NO-MOVE).
    const target = duel.moves[String(move.target)];
    if (target && move.position === target.cover)
      roundHits[String(move.target)] = (roundHits[String(move.target)] ?? 0) + 1;
  }
  return roundHits;
}

function recordRound(draft: Draft, duel: Duel, roundHits: Record<string, number>): void {
  const state = draft.state;
  for (const [seat, hits] of Object.entries(roundHits))
    duel.hits[seat] = (duel.hits[seat] ?? 0) + hits;
  duel.history.push({ round: duel.round, moves: duel.moves, hits: roundHits });
  state.timeline.push({
    kind: 'duelRound',
    day: currentDay(state)?.number ?? 0,
    round: duel.round,
    moves: duel.moves,
    hits: roundHits,
  });
  draft.notice(
    { kind: 'public' },
    'vote',
    text('duel.round', {
      round: duel.round,
      moves: Object.entries(duel.moves).map(([seat, move]) => ({ seat: Number(seat), ...move })),
      hits: Object.entries(roundHits).map(([seat, hits]) => ({ seat: Number(seat), hits })),
    }),
  );
}

/** FORUM-DUEL-ROUNDS, FORUM-DUEL-NO-MOVE, FORUM-DUEL-FALLBACK: the round's loser, or the next round, or the RNG after the last round. */
function closeDuelRound(draft: Draft): void {
  const state = draft.state;
  const duel = runningDuel(state);
  const day = currentDay(state);
  if (!duel || !day) return;
  const living = livingDuellists(state, duel);
  const missing = living.filter((seat) => !isCompleteMove(duel, seat));
  const roundHits = roundHitsOf(duel, living);
  recordRound(draft, duel, roundHits);
  const label = `day-${day.number}-duel`;
  if (missing.length > 0) {
    // FORUM-DUEL-NO-MOVE: who does not move loses at once; several: the RNG picks among them.
    const loser = missing.length === 1 ? missing[0] : missing[draft.draw(label, missing.length)];
    loseDuel(draft, loser ?? 0, 'noMove');
    return;
  }
  const hitsOf = (hits: Record<string, number>, seat: number) => hits[String(seat)] ?? 0;
  const max = Math.max(...living.map((seat) => hitsOf(roundHits, seat)));
  const top = living.filter((seat) => hitsOf(roundHits, seat) === max);
  if (max >= 1 && top.length === 1) {
    loseDuel(draft, top[0] ?? 0, 'hits');
    return;
  }
  if (duel.round >= state.config.duelMaxRounds) {
    // FORUM-DUEL-FALLBACK: the RNG among those with the most hits over all rounds (everyone if nobody was hit).
    const totalMax = Math.max(...living.map((seat) => hitsOf(duel.hits, seat)));
    const pool = living.filter((seat) => hitsOf(duel.hits, seat) === totalMax);
    loseDuel(draft, pool[draft.draw(label, pool.length)] ?? 0, 'draw');
    return;
  }
  duel.round++;
  duel.moves = {};
  draft.setStepTimer(scaled(state.config, 'duelRound'));
}

/** The duel's end in the timeline, for the game protocol: who was in it, who lost and why. */
function recordEnd(draft: Draft, duel: Duel, loser: number | null, why: DuelEnd): void {
  const day = currentDay(draft.state)?.number ?? 0;
  const duellists = [...duel.duellists];
  draft.state.timeline.push({ kind: 'duelEnded', day, duellists, loser, why });
}

function loseDuel(draft: Draft, seat: number, why: Exclude<DuelEnd, 'removal'>): void {
  const day = currentDay(draft.state);
  const duel = runningDuel(draft.state);
  if (!day || !duel) return;
  recordEnd(draft, duel, seat, why);
  const role = seatOf(draft.state, seat)?.role ?? 'CIVILIAN';
  draft.notice({ kind: 'public' }, 'vote', text('duel.lost', { seat, role, why }));
  depart(draft, [seat], 'voted');
  draft.goTo({ to: 'forumNight', night: day.number });
}

const inRange = (value: number) =>
  value === 0 || (Number.isInteger(value) && value >= 1 && value <= 3);

function duelMove(
  draft: Draft,
  command: Extract<Command, { type: 'duelMove' }>,
  actor: Seat,
): Text | undefined {
  const duel = runningDuel(draft.state);
  if (!duel || duel.id !== command.duelId) return text('error.closed', {});
  if (!duel.duellists.includes(actor.seat)) return text('error.notDuellist', {});
  const opponents = duelOpponents(draft.state, duel, actor.seat);
  const previous = duel.moves[String(actor.seat)] ?? { cover: 0, target: 0, position: 0 };
  const move: Move = {
    cover: command.cover ?? previous.cover,
    // With two duellists the target is implicit (FORUM-DUEL-ROUNDS).
    target: command.target ?? (opponents.length === 1 ? (opponents[0] ?? 0) : previous.target),
    position: command.position ?? previous.position,
  };
  if (!inRange(move.cover) || !inRange(move.position)) return text('error.badMove', {});
  if (move.target !== 0 && !opponents.includes(move.target)) return text('error.badMove', {});
  duel.moves[String(actor.seat)] = move;
  draft.reply = text('duel.accepted', {});
  afterDuelMove(draft);
  return undefined;
}

export const duel: Phase<'duel'> = {
  name: 'duel',
  next: ['forumNight'],
  enter,
  handlers: { duelMove },
  onStepEnd: closeDuelRound,
  onRemoval: afterRemoval,
};
