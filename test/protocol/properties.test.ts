import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Command } from '../../src/engine/rules/events.ts';
import type { NightAction, Preset } from '../../src/engine/rules/roles.ts';
import { buildProtocol, protocolCsv, protocolSchema } from '../../src/protocol/index.ts';
import { JUDGE, TestGame } from '../../harness/engine-game.ts';
import { parseCsv } from './games.ts';

const ACTIONS: NightAction[] = ['shot', 'leaderCheck', 'check', 'protect', 'compare', 'block'];

/** One command a person at the table (or the judge, or the clock) might give now. */
function command(game: TestGame, pick: number[]): Command | 'fire' {
  const [kind = 0, a = 0, b = 0, c = 0] = pick;
  const seats = game.state.seats.length;
  const seat = (n: number) => (n % seats) + 1;
  const state = game.state;
  const day = state.phase.kind === 'day' ? state.phase.day : undefined;
  switch (kind % 12) {
    case 0:
      return a % 3 === 0 ? { type: 'foul', by: JUDGE, seat: seat(b) } : 'fire';
    case 1:
      return a % 4 === 0 ? { type: 'unfoul', by: JUDGE, seat: seat(b) } : 'fire';
    case 2:
      return a % 30 === 0 ? { type: 'disqualify', by: JUDGE, seat: seat(b), reason: 'x' } : 'fire';
    case 3:
      return a % 200 === 0 ? { type: 'penalty', by: JUDGE, seat: seat(b), reason: 'x' } : 'fire';
    case 4:
      return { type: 'warn', by: JUDGE, seat: seat(a) };
    case 5:
    case 6: {
      const floor = day?.floor;
      if (!floor) return 'fire';
      if (floor.kind === 'lastWord' && day.bestMoveSeat === floor.seat)
        return { type: 'bestMove', by: game.seat(floor.seat), seats: [seat(a), seat(b)] };
      return a % 2 === 0
        ? { type: 'nominate', by: game.seat(floor.seat), target: seat(b) }
        : { type: 'pass', by: game.seat(floor.seat) };
    }
    case 7:
    case 8: {
      const stage = day?.stage;
      if (stage?.kind === 'voting') {
        const candidate = stage.vote.candidates[stage.vote.current] ?? 0;
        return { type: 'vote', by: game.seat(seat(a)), voteId: stage.vote.id, candidate };
      }
      if (stage?.kind === 'eliminateAll')
        return {
          type: 'eliminateAll',
          by: game.seat(seat(a)),
          voteId: stage.vote.id,
          yes: b % 2 === 0,
        };
      return 'fire';
    }
    case 9:
    case 10:
      return state.phase.kind === 'night' ? nightMove(game, a, b, c) : 'fire';
    default:
      return 'fire';
  }
}

/**
 * A night move by an alive player: the blacks mostly agree on the night's red target (so that
 * nights kill), the others pick a seat, now and then an illegal one.
 */
function nightMove(game: TestGame, a: number, b: number, c: number): Command {
  const alive = game.state.seats.filter((seat) => seat.alive);
  const actor = alive[a % alive.length]!;
  const reds = alive.filter((seat) => seat.side === 'red');
  const night = game.state.phase.kind === 'night' ? game.state.phase.night.number : 0;
  const agreed = reds[night % Math.max(1, reds.length)]?.seat ?? 1;
  const target = (n: number) => alive[n % alive.length]!.seat;
  const action = actor.side === 'black' && b % 3 !== 0 ? 'shot' : ACTIONS[b % ACTIONS.length]!;
  const targets =
    action === 'shot' && c % 5 !== 0
      ? [agreed]
      : action === 'compare'
        ? [target(c), target(c + 1)]
        : [target(c)];
  return { type: 'nightAction', by: { userId: actor.userId, name: actor.name }, action, targets };
}

function fire(game: TestGame): void {
  const next = [...game.state.timers].sort((x, y) => x.deadlineAt - y.deadlineAt)[0];
  if (!next) return;
  game.now = Math.max(game.now, next.deadlineAt);
  game.try({ type: 'timerExpired', timerId: next.id });
}

function play(preset: Preset, players: number, picks: number[][]): TestGame {
  const game = TestGame.started(preset, players);
  for (const pick of picks) {
    if (game.state.phase.kind === 'ended') break;
    const next = command(game, pick);
    if (next === 'fire') fire(game);
    else game.try(next);
  }
  if (game.state.phase.kind !== 'ended' && (picks[0]?.[0] ?? 0) % 2 === 0)
    game.ok({ type: 'end', by: JUDGE });
  return game;
}

/** What must hold of every protocol, whatever happened in the game. */
function checkProtocol(game: TestGame): void {
  const protocol = buildProtocol(game.state)!;
  expect(protocolSchema.parse(JSON.parse(JSON.stringify(protocol)))).toEqual(protocol);
  expect(protocol.deal.roles).toEqual(game.state.seats.map((seat) => seat.role));
  const result = game.result();
  expect(protocol.aborted).toBe(result === undefined || result.winner === 'aborted');
  const types = { killed: ['nightKill'], voted: ['dayVote'] } as Record<string, string[]>;
  for (const entry of protocol.seats) {
    const seat = game.seatInfo(entry.seat);
    expect([entry.userId, entry.role, entry.team]).toEqual([seat.userId, seat.role, seat.team]);
    expect(entry.foulCount).toBe(seat.fouls);
    expect(entry.out === null).toBe(seat.alive);
    if (seat.out) {
      expect(entry.out).toMatchObject({ day: seat.out.day, phase: seat.out.phase });
      const allowed = types[seat.out.reason] ?? ['fouls', 'disqualified', 'teamLoss', 'skips'];
      expect(allowed).toContain(entry.out?.type);
    }
    if (entry.out?.type === 'fouls') expect(entry.fouls.length).toBeGreaterThanOrEqual(4);
  }
  // Every vote of every round is in exactly one seat's list.
  const cast = protocol.seats.reduce((sum, seat) => sum + seat.votes.length, 0);
  const inRounds = protocol.votes.reduce((sum, round) => sum + round.votes.length, 0);
  expect(cast).toBe(inRounds);
  const rows = parseCsv(protocolCsv(protocol).slice(1));
  expect(rows).toHaveLength(1 + protocol.seats.length);
}

describe('properties of the protocol of random games', () => {
  it.each<[Preset, number]>([
    ['classic', 10],
    ['stylized', 13],
  ])(
    'GIVEN random %s games (fouls, removals, votes, night moves, the clock) WHEN the protocol is built THEN it parses, its roles and members are the seats’, its fouls and departures the seats’ own, every vote is counted once, and the sheet has a row per seat',
    (preset, players) => {
      const pick = fc.array(fc.nat({ max: 1000 }), { minLength: 4, maxLength: 4 });
      fc.assert(
        fc.property(fc.array(pick, { minLength: 150, maxLength: 600 }), (picks) =>
          checkProtocol(play(preset, players, picks)),
        ),
        { numRuns: 150 },
      );
    },
    120_000,
  );
});
