/**
 * The scripted classic table of the orchestrator tests, the cluster tests and the benchmarks: its
 * guild, channels and judge, and what its people do next.
 */
import type { Actor } from '../src/engine/rules/events.ts';
import type { GameDocument } from '../src/orchestrator/document.ts';
import type { IncomingCommand } from '../src/orchestrator/orchestrator.ts';

export const GUILD = '300000000000000001';
export const CHANNEL = '300000000000000002';
export const VOICE = '300000000000000003';
export const JUDGE = '900000000000000001';

export function playerId(index: number): string {
  return String(100000000000000000n + BigInt(index));
}

const judge: Actor = { userId: JUDGE };

/**
 * What the people at a scripted classic table do next, decided from the game alone (so a run
 * interrupted by crashes makes the same choices as an uninterrupted one): speakers nominate and
 * pass, odd seats vote for the first candidate and even seats never click, everybody says yes
 * to eliminating all, the blacks shoot the lowest red seat, the judge fouls seat 7 early on.
 */
export function nextMove(document: GameDocument): IncomingCommand | 'wait' {
  const state = document.state;
  const seat = (n: number): Actor => ({ userId: state.seats[n - 1]?.userId ?? '' });
  const alive = state.seats.filter((entry) => entry.alive);
  if (state.phase.kind === 'lobby') {
    if (state.lobby.length < 10)
      return { type: 'join', by: { userId: playerId(state.lobby.length + 1) } };
    return { type: 'deal', by: judge };
  }
  if (state.phase.kind === 'night') {
    const night = state.phase.night;
    if (night.number === 0) return 'wait';
    const submitted = (n: number, action: string) =>
      night.submissions[String(n)]?.[action as 'shot'] !== undefined;
    const red = alive.find((entry) => entry.side === 'red');
    for (const entry of alive) {
      if (entry.side === 'black' && red && !submitted(entry.seat, 'shot')) {
        return { type: 'nightAction', by: seat(entry.seat), action: 'shot', targets: [red.seat] };
      }
      const other = alive.find((candidate) => candidate.seat !== entry.seat);
      if (entry.role === 'DON' && other && !submitted(entry.seat, 'leaderCheck')) {
        return {
          type: 'nightAction',
          by: seat(entry.seat),
          action: 'leaderCheck',
          targets: [other.seat],
        };
      }
      if (entry.role === 'SHERIFF' && other && !submitted(entry.seat, 'check')) {
        return {
          type: 'nightAction',
          by: seat(entry.seat),
          action: 'check',
          targets: [other.seat],
        };
      }
    }
    return 'wait';
  }
  if (state.phase.kind !== 'day') return 'wait';
  const day = state.phase.day;
  const fouledToday = state.timeline.some(
    (entry) => entry.kind === 'foul' && entry.day === day.number,
  );
  if (day.number <= 2 && !fouledToday && state.seats[6]?.alive) {
    return { type: 'foul', by: judge, seat: 7, reason: 'speaking out of turn' };
  }
  const floor = day.floor;
  if (floor) {
    if (floor.kind === 'lastWord' && day.bestMoveSeat === floor.seat && !state.memory.bestMove) {
      const named = alive
        .filter((entry) => entry.seat !== floor.seat)
        .slice(0, 3)
        .map((entry) => entry.seat);
      return { type: 'bestMove', by: seat(floor.seat), seats: named };
    }
    const nominated = day.nominations.some((entry) => entry.by === floor.seat);
    if (
      ['regular', 'silenced', 'short'].includes(floor.kind) &&
      !nominated &&
      day.nominations.length < 2
    ) {
      const target = [...alive]
        .reverse()
        .find((entry) => !day.nominations.some((nomination) => nomination.target === entry.seat));
      if (target) return { type: 'nominate', by: seat(floor.seat), target: target.seat };
    }
    return { type: 'pass', by: seat(floor.seat) };
  }
  if (day.stage.kind === 'voting') {
    const vote = day.stage.vote;
    const candidate = vote.candidates[vote.current];
    if (vote.current === 0 && candidate !== undefined) {
      const voter = vote.eligible.find(
        (n) => n % 2 === 1 && !vote.votes.some((entry) => entry.voter === n),
      );
      if (voter !== undefined) return { type: 'vote', by: seat(voter), voteId: vote.id, candidate };
    }
    return 'wait';
  }
  if (day.stage.kind === 'eliminateAll') {
    const vote = day.stage.vote;
    const voter = vote.eligible.find((n) => !vote.yes.includes(n) && !vote.no.includes(n));
    if (voter !== undefined)
      return { type: 'eliminateAll', by: seat(voter), voteId: vote.id, yes: true };
  }
  return 'wait';
}
