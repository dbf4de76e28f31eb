import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decideTournament,
  isOver,
  tableUnderWay,
  type TournamentCommand,
  type TournamentState,
} from '../../src/tournament/domain/index.ts';
import { compareRows, standings } from '../../src/tournament/scoring/index.ts';
import { finalSeats } from '../../src/tournament/seating/index.ts';
import { verifySeatingFile } from '../../src/tournament/seating-file.ts';
import { tournamentSeating } from '../../src/tournament/service/export.ts';
import { standingsOf } from '../../src/tournament/service/views.ts';
import { gameOf } from './scoring-fixtures.ts';
import {
  CHIEF,
  CONTEXT,
  ok,
  openTables,
  player,
  playRound,
  withPlayers,
} from './tournament-fixtures.ts';

const refusal = (state: TournamentState, command: TournamentCommand) => {
  const decision = decideTournament(state, command, CONTEXT);
  return decision.ok ? undefined : decision.error.key;
};

const start = (state: TournamentState) => ok(state, { type: 'startRound', by: CHIEF });
const final = (size: number) => ({ type: 'setFinal', by: CHIEF, size }) as const;
const hide = (hideExtras: boolean) => ({ type: 'setOptions', by: CHIEF, hideExtras }) as const;

/** A table's game as the story says: the blacks seats 8–10, the winner, seat 1 killed first. */
function resultAt(state: TournamentState, gameId: string, winner: 'red' | 'black') {
  const table = state.started.flatMap((r) => r.tables).find((t) => t.gameId === gameId)!;
  return gameOf({
    id: gameId,
    players: table.seats,
    blacks: table.seats.slice(7, 10),
    sheriff: table.seats[6]!,
    winner,
    firstKilled: table.seats[0],
  });
}

describe('TOUR-FINAL: a final table of the top N', () => {
  it('TOUR-FINAL GIVEN 21 players, 2 tables, 1 round and a final of 10 WHEN round 1 is played and a top player removed THEN the final seats the 10 best still playing, in the order the seed draws, the standings mark them, and the seating file (with the final) verifies', () => {
    let state = ok(withPlayers(21, 1, 2), final(10));
    state = playRound(start(state));
    expect(isOver(state)).toBe(false);
    const ranked = standings(Object.values(state.results), state.extras, state.profile);
    const top = ranked[0]!.userId;
    state = ok(state, { type: 'removePlayer', by: CHIEF, userId: top, reason: 'TR' });
    state = start(state);
    const expected = ranked
      .map((row) => row.userId)
      .filter((id) => id !== top)
      .slice(0, 10);
    expect(state.final?.finalists).toEqual(expected);
    expect(state.started[1]!.tables).toHaveLength(1);
    expect(state.started[1]!.tables[0]!.seats).toEqual(finalSeats(expected, CONTEXT.draws));
    const rows = standingsOf(state).rows;
    expect(rows.filter((row) => row.finalist).map((row) => row.userId)).toEqual(expected);
    state = playRound(state);
    expect(isOver(state)).toBe(true);
    const file = tournamentSeating(state)!;
    expect(verifySeatingFile(file)).toEqual({ ok: true, games: 3 });
    const edited = { ...file, final: { ...file.final!, seats: [...file.final!.seats].reverse() } };
    expect(verifySeatingFile(edited)).toMatchObject({ ok: false });
  });

  it('TOUR-FINAL GIVEN a classic tournament WHEN the chief judge declares finals of 9, of 10 after the final started, or another member declares one THEN each is refused and nothing changes', () => {
    let state = withPlayers(20, 1, 2);
    expect(refusal(state, final(9))).toBe('tournament.badFinalSize');
    expect(refusal(state, { ...final(10), by: player(3) })).toBe('tournament.notChiefJudge');
    state = start(playRound(start(ok(state, final(10)))));
    expect(refusal(state, final(10))).toBe('tournament.finalStarted');
    expect(refusal(state, { type: 'startRound', by: CHIEF })).toBe('tournament.allRoundsStarted');
  });
});

describe('TOUR-TABLE-JUDGE: a table without its judge is judged by the chief judge', () => {
  it('TOUR-TABLE-JUDGE GIVEN table 1 without a judge and table 2 judged by a player seated at it WHEN round 1 starts THEN the chief judge judges both', () => {
    let state = withPlayers(20, 1, 2);
    const seated = start(state).started[0]!.tables[1]!.seats[0]!;
    state = ok(state, { type: 'setTable', by: CHIEF, table: 2, judgeId: seated });
    state = start(state);
    expect(state.started[0]!.tables.map((t) => t.judgeId)).toEqual([CHIEF.userId, CHIEF.userId]);
  });
});

describe('TOUR-REMOVAL: the game under way', () => {
  it('TOUR-REMOVAL GIVEN round 1 under way WHEN asked for a seated player, one who sits out, and after his game is counted THEN only the first has a table under way', () => {
    let state = openTables(start(withPlayers(21, 2, 2)));
    const seated = state.started[0]!.tables[1]!.seats[4]!;
    const out = Array.from({ length: 21 }, (_, i) => player(i + 1).userId).find(
      (id) => !state.started[0]!.tables.some((t) => t.seats.includes(id)),
    )!;
    expect(tableUnderWay(state, seated)?.table).toBe(2);
    expect(tableUnderWay(state, out)).toBeUndefined();
    state = ok(state, { type: 'recordResult', game: resultAt(state, 'r1t2', 'red') });
    expect(tableUnderWay(state, seated)).toBeUndefined();
  });
});

/** Any round-1 results and extra points, a removal or none, hidden extras or not. */
const story = fc.record({
  winners: fc.tuple(fc.constantFrom('red', 'black'), fc.constantFrom('red', 'black')),
  extras: fc.array(
    fc.record({
      table: fc.nat(1),
      seat: fc.integer({ min: 1, max: 10 }),
      step: fc.integer({ min: -14, max: 14 }),
    }),
    { maxLength: 8 },
  ),
  removed: fc.option(fc.integer({ min: 1, max: 22 }), { nil: undefined }),
  hidden: fc.boolean(),
});

describe('TOUR-FINAL TOUR-HIDDEN-EXTRAS over any results', () => {
  it('TOUR-FINAL TOUR-HIDDEN-EXTRAS GIVEN any round-1 results, extra points and removal WHEN the final starts and ends THEN every finalist ranks above every player left out who still plays, no removed player is seated, the seats are the seed’s draw, and the extra points are hidden exactly until the end when asked', () => {
    fc.assert(
      fc.property(story, ({ winners, extras, removed, hidden }) => {
        let state = openTables(start(ok(ok(withPlayers(22, 1, 2), final(10)), hide(hidden))));
        state.started[0]!.tables.forEach((table, index) => {
          state = ok(state, {
            type: 'recordResult',
            game: resultAt(state, table.gameId!, winners[index]!),
          });
        });
        for (const award of extras)
          state = ok(state, {
            type: 'extraPoints',
            by: CHIEF,
            gameId: `r1t${award.table + 1}`,
            seat: award.seat,
            points: award.step * 0.05,
            reason: 'play',
          });
        if (removed !== undefined)
          state = ok(state, {
            type: 'removePlayer',
            by: CHIEF,
            userId: player(removed).userId,
            reason: 'TR',
          });
        const shown = standingsOf(state).rows;
        expect(shown.every((row) => (row.extra === null) === hidden)).toBe(true);
        state = start(state);
        const finalists = state.final!.finalists!;
        const rows = standings(Object.values(state.results), state.extras, state.profile);
        const rank = (id: string) => rows.find((row) => row.userId === id)!;
        const gone = (id: string) => state.removed.some((r) => r.userId === id);
        expect(finalists).toHaveLength(10);
        for (const row of rows.filter((r) => !finalists.includes(r.userId) && !gone(r.userId)))
          for (const id of finalists)
            expect(compareRows(rank(id), row, state.profile)).toBeLessThan(0);
        expect(finalists.some(gone)).toBe(false);
        expect(state.started[1]!.tables[0]!.seats).toEqual(finalSeats(finalists, CONTEXT.draws));
        expect(standingsOf(state).rows.every((row) => (row.extra === null) === hidden)).toBe(true);
        state = playRound(state);
        expect(standingsOf(state).rows.every((row) => row.extra !== null)).toBe(true);
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});

describe('TOUR-HIDDEN-EXTRAS: the chief judge hides the extra points until the end', () => {
  it('TOUR-HIDDEN-EXTRAS GIVEN the tournament over WHEN the chief judge hides the extra points, or a member tries before THEN both are refused', () => {
    const state = withPlayers(20, 1, 2);
    expect(refusal(state, { ...hide(true), by: player(2) })).toBe('tournament.notChiefJudge');
    expect(refusal(playRound(start(state)), hide(true))).toBe('tournament.tournamentOver');
  });
});
