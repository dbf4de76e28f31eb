import { describe, expect, it } from 'vitest';
import { decideTournament, type TournamentState } from '../../src/tournament/domain/index.ts';
import { seatingFile, verifySeatingFile } from '../../src/tournament/seating-file.ts';
import { standings } from '../../src/tournament/scoring/index.ts';
import {
  CHIEF,
  CONTEXT,
  ok,
  openTables,
  player,
  playRound,
  redWinAt,
  SEED,
  withPlayers,
} from './tournament-fixtures.ts';

const refusal = (state: TournamentState, command: Parameters<typeof decideTournament>[1]) => {
  const decision = decideTournament(state, command, CONTEXT);
  return decision.ok ? undefined : decision.error.key;
};

describe('TOUR-REGISTRATION: who plays', () => {
  it('TOUR-REGISTRATION GIVEN registration open WHEN a player registers twice THEN the second is refused; the chief judge cannot play', () => {
    const state = withPlayers(1);
    expect(refusal(state, { type: 'register', by: player(1) })).toBe(
      'tournament.alreadyRegistered',
    );
    expect(refusal(state, { type: 'register', by: CHIEF })).toBe('tournament.chiefJudgeCannotPlay');
  });

  it('TOUR-REGISTRATION GIVEN round 1 started WHEN anyone registers, unregisters or is added THEN it is refused', () => {
    const state = ok(withPlayers(20), { type: 'startRound', by: CHIEF });
    expect(refusal(state, { type: 'register', by: player(21) })).toBe(
      'tournament.registrationClosed',
    );
    expect(refusal(state, { type: 'unregister', by: player(1) })).toBe(
      'tournament.registrationClosed',
    );
    expect(
      refusal(state, {
        type: 'addPlayer',
        by: CHIEF,
        player: { userId: player(22).userId, name: 'x' },
      }),
    ).toBe('tournament.registrationClosed');
  });

  it('TOUR-REGISTRATION GIVEN a member who is not the chief judge WHEN he adds a player THEN it is refused; a privileged member may', () => {
    const state = withPlayers(1);
    const add = { userId: player(2).userId, name: 'P2' };
    expect(refusal(state, { type: 'addPlayer', by: player(1), player: add })).toBe(
      'tournament.notChiefJudge',
    );
    const admin = { ...player(30), privileged: true };
    expect(ok(state, { type: 'addPlayer', by: admin, player: add }).players).toHaveLength(2);
  });
});

describe('TOUR-FLAGS-LOCK: the geographic rules are settled before round 1 (D31)', () => {
  it('TOUR-FLAGS-LOCK GIVEN no round started WHEN the chief judge turns geo76 off THEN it is off; once round 1 starts it cannot change', () => {
    let state = withPlayers(20);
    state = ok(state, { type: 'setFlags', by: CHIEF, geo76: false });
    expect([state.geo74, state.geo76]).toEqual([true, false]);
    state = ok(state, { type: 'startRound', by: CHIEF });
    expect(refusal(state, { type: 'setFlags', by: CHIEF, geo76: true })).toBe(
      'tournament.flagsLocked',
    );
  });
});

describe('TOUR-SEED-COMMIT: the seating comes from the committed seed', () => {
  it("TOUR-SEED-COMMIT GIVEN 20 players on 2 tables WHEN round 1 starts THEN its tables are the seating file's round 1, and round 2 waits for round 1's results", () => {
    const state = ok(withPlayers(20), { type: 'startRound', by: CHIEF });
    const file = seatingFile({ players: 20, tables: 2, rounds: 2, seed: SEED });
    const byNumber = (n: number) => state.players[n - 1]!.userId;
    expect(state.started[0]!.tables.map((t) => t.seats)).toEqual(
      file.rounds[0]!.map((t) => t.map(byNumber)),
    );
    expect(refusal(openTables(state), { type: 'startRound', by: CHIEF })).toBe(
      'tournament.roundNotFinished',
    );
  });

  it('TOUR-SEED-COMMIT GIVEN a table without its channels WHEN round 1 starts THEN it is refused naming the table', () => {
    const state = withPlayers(20);
    const bare = { ...state, tableRooms: { '1': state.tableRooms['1']! } };
    expect(decideTournament(bare, { type: 'startRound', by: CHIEF }, CONTEXT)).toEqual({
      ok: false,
      error: { key: 'tournament.tableWithoutRooms', params: { table: 2 } },
    });
  });

  it('TOUR-SEED-COMMIT GIVEN fewer players than the tables need WHEN round 1 starts THEN it is refused with the count', () => {
    expect(decideTournament(withPlayers(19), { type: 'startRound', by: CHIEF }, CONTEXT)).toEqual({
      ok: false,
      error: { key: 'tournament.tooFewPlayers', params: { needed: 20, count: 19 } },
    });
  });

  it('TOUR-SEED-COMMIT GIVEN the last round played WHEN its last result is counted THEN the seed is revealed (the event) and the seating verifies', () => {
    let state = playRound(ok(withPlayers(20), { type: 'startRound', by: CHIEF }));
    state = openTables(ok(state, { type: 'startRound', by: CHIEF }));
    const [first, last] = state.started[1]!.tables;
    state = ok(state, { type: 'recordResult', game: redWinAt(state, first!.gameId!) });
    const decision = decideTournament(
      state,
      { type: 'recordResult', game: redWinAt(state, last!.gameId!) },
      CONTEXT,
    );
    expect(decision.ok && decision.events).toContainEqual({ kind: 'seedRevealed' });
    const file = seatingFile({ players: 20, tables: 2, rounds: 2, seed: SEED }, true);
    expect(verifySeatingFile(file)).toEqual({ ok: true, games: 4 });
  });
});

describe('TOUR-REMOVAL: removal from the tournament (TR)', () => {
  it('TOUR-REMOVAL GIVEN 21 players after round 1 WHEN one is removed THEN round 2 does not seat him, round 1 is unchanged, and the file with the removal verifies', () => {
    let state = playRound(ok(withPlayers(21), { type: 'startRound', by: CHIEF }));
    const roundOne = structuredClone(state.started[0]);
    const removed = state.started[0]!.tables[0]!.seats[3]!;
    state = ok(state, {
      type: 'removePlayer',
      by: CHIEF,
      userId: removed,
      reason: 'insulted the judge',
    });
    state = ok(state, { type: 'startRound', by: CHIEF });
    expect(state.started[0]).toEqual(roundOne);
    expect(state.started[1]!.tables.flatMap((t) => t.seats)).not.toContain(removed);
    const number = state.players.findIndex((p) => p.userId === removed) + 1;
    const file = seatingFile(
      {
        players: 21,
        tables: 2,
        rounds: 2,
        seed: SEED,
        removed: [{ player: number, fromRound: 2 }],
      },
      true,
    );
    const byNumber = (n: number) => state.players[n - 1]!.userId;
    expect(file.rounds[1]!.map((t) => t.map(byNumber))).toEqual(
      state.started[1]!.tables.map((t) => t.seats),
    );
    expect(verifySeatingFile(file).ok).toBe(true);
  });

  it('TOUR-REMOVAL GIVEN 20 players WHEN one is removed after round 1 THEN round 2 cannot start (19 < 20)', () => {
    let state = playRound(ok(withPlayers(20), { type: 'startRound', by: CHIEF }));
    state = ok(state, { type: 'removePlayer', by: CHIEF, userId: player(1).userId, reason: 'TR' });
    expect(refusal(state, { type: 'startRound', by: CHIEF })).toBe('tournament.tooFewPlayers');
  });
});

describe('TOUR-RESULTS: games counted once, extra points by the table judge', () => {
  const started = () => openTables(ok(withPlayers(20), { type: 'startRound', by: CHIEF }));

  it('TOUR-RESULTS GIVEN a counted game WHEN it is handed in again (a restart) THEN nothing changes and no event is sent', () => {
    let state = started();
    const game = redWinAt(state, 'r1t1');
    state = ok(state, { type: 'recordResult', game });
    const again = decideTournament(state, { type: 'recordResult', game }, CONTEXT);
    expect(again).toEqual({ ok: true, state, events: [] });
  });

  it('TOUR-RESULTS GIVEN a game of no table WHEN handed in THEN it is refused', () => {
    const state = started();
    expect(
      refusal(state, {
        type: 'recordResult',
        game: { ...redWinAt(state, 'r1t1'), gameId: 'other' },
      }),
    ).toBe('tournament.notATournamentGame');
  });

  it('TOUR-RESULTS GIVEN table 1 judged by J WHEN J gives +0.3 before the end, after the end, and another member tries THEN only the second counts', () => {
    const judge = player(40);
    let state = ok(withPlayers(20), {
      type: 'setTable',
      by: CHIEF,
      table: 1,
      judgeId: judge.userId,
    });
    state = openTables(ok(state, { type: 'startRound', by: CHIEF }));
    const points = {
      type: 'extraPoints' as const,
      gameId: 'r1t1',
      seat: 2,
      points: '0,3',
      reason: 'sharp',
    };
    expect(refusal(state, { ...points, by: judge })).toBe('tournament.gameNotFinished');
    state = ok(state, { type: 'recordResult', game: redWinAt(state, 'r1t1') });
    expect(refusal(state, { ...points, by: player(41) })).toBe('tournament.notTableJudge');
    expect(refusal(state, { ...points, by: judge, points: '0.33' })).toBe('error.extraPointsStep');
    state = ok(state, { ...points, by: judge });
    state = ok(state, { ...points, by: judge, points: '0.4' });
    expect(state.extras.map((e) => [e.seat, e.points])).toEqual([[2, 40]]);
    const row = standings(Object.values(state.results), state.extras, state.profile).find(
      (r) => r.userId === state.started[0]!.tables[0]!.seats[1],
    );
    expect(row?.points.extra).toBe(40);
  });
});
