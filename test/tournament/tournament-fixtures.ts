import { seatingDraws, seedSha256 } from '../../src/tournament/seating-file.ts';
import { FIIM_PROFILE } from '../../src/tournament/scoring/index.ts';
import {
  createTournament,
  decideTournament,
  type TournamentActor,
  type TournamentCommand,
  type TournamentState,
} from '../../src/tournament/domain/index.ts';
import { gameOf } from './scoring-fixtures.ts';

export const SEED = '0f'.repeat(32);
export const CHIEF: TournamentActor = { userId: '900000000000000001', name: 'Chief' };
export const player = (index: number): TournamentActor => ({
  userId: String(100000000000000000n + BigInt(index)),
  name: `P${index}`,
});

export function newTournament(rounds = 2, tables = 2): TournamentState {
  return createTournament({
    id: 't1',
    name: 'Cup',
    preset: 'classic',
    rounds,
    tables,
    chiefJudgeId: CHIEF.userId,
    geo74: true,
    geo76: true,
    profile: FIIM_PROFILE,
    seed: SEED,
    seedSha256: seedSha256(SEED),
    now: 0,
  });
}

export const CONTEXT = { draws: seatingDraws(SEED) };

/** Applies a command that must be accepted. */
export function ok(state: TournamentState, command: TournamentCommand): TournamentState {
  const decision = decideTournament(state, command, CONTEXT);
  if (!decision.ok) throw new Error(`refused: ${JSON.stringify(decision.error)}`);
  return decision.state;
}

/** Each table with its channels (text 70…t, voice 80…t), as the chief judge sets them. */
export function withRooms(state: TournamentState): TournamentState {
  for (let table = 1; table <= state.tables; table++)
    state = ok(state, {
      type: 'setTable',
      by: CHIEF,
      table,
      textChannelId: `70000000000000000${table}`,
      voiceChannelId: `80000000000000000${table}`,
    });
  return state;
}

export function withPlayers(count: number, rounds = 2, tables = 2): TournamentState {
  let state = withRooms(newTournament(rounds, tables));
  for (let i = 1; i <= count; i++) state = ok(state, { type: 'register', by: player(i) });
  return state;
}

/** Opens every table of the round just started, with game ids r<round>t<table>. */
export function openTables(state: TournamentState): TournamentState {
  const round = state.started.at(-1)!;
  for (const table of round.tables)
    state = ok(state, {
      type: 'tableOpened',
      round: round.round,
      table: table.table,
      gameId: `r${round.round}t${table.table}`,
    });
  return state;
}

/** A red win at a table, its first seat killed first. */
export function redWinAt(state: TournamentState, gameId: string) {
  const table = state.started.flatMap((r) => r.tables).find((t) => t.gameId === gameId)!;
  return gameOf({
    id: gameId,
    players: table.seats,
    blacks: table.seats.slice(7, 10),
    sheriff: table.seats[6]!,
    winner: 'red',
    firstKilled: table.seats[0],
  });
}

/** Plays the round just started: every table opened and won by the reds. */
export function playRound(state: TournamentState): TournamentState {
  state = openTables(state);
  for (const table of state.started.at(-1)!.tables)
    state = ok(state, { type: 'recordResult', game: redWinAt(state, table.gameId!) });
  return state;
}
