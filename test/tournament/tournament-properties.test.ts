import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decideTournament,
  type TournamentCommand,
  type TournamentState,
} from '../../src/tournament/domain/index.ts';
import { CHIEF, CONTEXT, player, redWinAt, withPlayers } from './tournament-fixtures.ts';

/** A chief judge's or a player's move, picked by index so that it fits the state it meets. */
const move = fc.oneof(
  fc.record({ kind: fc.constant('start' as const) }),
  fc.record({ kind: fc.constant('open' as const) }),
  fc.record({ kind: fc.constant('result' as const), table: fc.nat(1) }),
  fc.record({ kind: fc.constant('remove' as const), who: fc.integer({ min: 1, max: 22 }) }),
  fc.record({ kind: fc.constant('flags' as const), on: fc.boolean() }),
  fc.record({ kind: fc.constant('register' as const), who: fc.integer({ min: 1, max: 24 }) }),
);

function commandOf(
  state: TournamentState,
  step: { kind: string; table?: number; who?: number; on?: boolean },
): TournamentCommand | undefined {
  const round = state.started.at(-1);
  switch (step.kind) {
    case 'start':
      return { type: 'startRound', by: CHIEF };
    case 'open': {
      const table = round?.tables.find((t) => t.gameId === undefined);
      return table && round
        ? {
            type: 'tableOpened',
            round: round.round,
            table: table.table,
            gameId: `r${round.round}t${table.table}`,
          }
        : undefined;
    }
    case 'result': {
      const gameId = round?.tables[step.table ?? 0]?.gameId;
      return gameId ? { type: 'recordResult', game: redWinAt(state, gameId) } : undefined;
    }
    case 'remove':
      return {
        type: 'removePlayer',
        by: CHIEF,
        userId: player(step.who ?? 1).userId,
        reason: 'TR',
      };
    case 'flags':
      return { type: 'setFlags', by: CHIEF, geo74: step.on ?? true };
    default:
      return { type: 'register', by: player(step.who ?? 1) };
  }
}

describe('the tournament over any sequence of commands', () => {
  it('TOUR-REMOVAL TOUR-FLAGS-LOCK GIVEN any commands WHEN applied THEN a started round never changes, a removed player is never seated in a round started after his removal, the flags never change after round 1, and a refusal changes nothing', () => {
    fc.assert(
      fc.property(fc.array(move, { maxLength: 14 }), (steps) => {
        let state = withPlayers(21, 3, 2);
        for (const step of steps) {
          const command = commandOf(state, step);
          if (!command) continue;
          const before = structuredClone(state);
          const decision = decideTournament(state, command, CONTEXT);
          expect(state).toEqual(before);
          if (!decision.ok) continue;
          const next = decision.state;
          before.started.forEach((round, r) =>
            expect(next.started[r]!.tables.map((t) => t.seats)).toEqual(
              round.tables.map((t) => t.seats),
            ),
          );
          if (before.started.length > 0)
            expect([next.geo74, next.geo76]).toEqual([before.geo74, before.geo76]);
          state = next;
        }
        for (const removal of state.removed)
          for (const round of state.started.slice(removal.fromRound - 1))
            expect(round.tables.flatMap((t) => t.seats)).not.toContain(removal.userId);
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});
