/**
 * A club tournament (issue 26) as data: who plays, the seating's committed seed, the rounds
 * started (their tables frozen once started), the games counted and the judges' extra points.
 * Pure: the domain (decide.ts) turns (state, command) into (state, events) with no I/O, no clock
 * and no randomness of its own; the seating's draws come in from the seed (TOUR-SEED-COMMIT).
 */
import type { ExtraAward, ScorableGame, ScoringProfile } from '../scoring/index.ts';

export const TOURNAMENT_PRESETS = ['stylized', 'classic'] as const;
export type TournamentPreset = (typeof TOURNAMENT_PRESETS)[number];

export interface TournamentPlayer {
  userId: string;
  name: string;
}

/** One table of a started round: its seated players in seat order, its judge, its game. */
export interface TableOfRound {
  table: number;
  seats: string[];
  judgeId: string;
  /** Set once its game's lobby is open. */
  gameId?: string;
}

export interface TableRooms {
  textChannelId?: string;
  voiceChannelId?: string;
}

export interface StartedRound {
  round: number;
  tables: TableOfRound[];
}

/** A removal from the tournament (TOUR-REMOVAL): not seated from `fromRound` on. */
export interface TournamentRemoval {
  userId: string;
  fromRound: number;
  reason: string;
}

/** A judge's extra points as given, with who gave them (ExtraAward is what scoring reads). */
export interface GivenExtra extends ExtraAward {
  by: string;
}

export interface TournamentState {
  id: string;
  name: string;
  preset: TournamentPreset;
  rounds: number;
  tables: number;
  chiefJudgeId: string;
  /** TOUR-FLAGS-LOCK: the geographic rules of every table's game, locked at round 1. */
  geo74: boolean;
  geo76: boolean;
  profile: ScoringProfile;
  /** TOUR-SEED-COMMIT: the secret seed of the seating and its posted SHA-256. */
  seed: string;
  seedSha256: string;
  /** Registration order: player k of the seating (1-based) is players[k − 1]. */
  players: TournamentPlayer[];
  /** Table number (1-based) → its judge; a table without one is judged by the chief judge. */
  tableJudges: Record<string, string>;
  /** Table number → the text and voice channels the chief judge chose for it. */
  tableRooms: Record<string, TableRooms>;
  removed: TournamentRemoval[];
  started: StartedRound[];
  /** The counted games by id (TOUR-RESULTS), each once. */
  results: Record<string, ScorableGame>;
  extras: GivenExtra[];
  /** TOUR-HIDDEN-EXTRAS: the judges' extra points are hidden from the standings until the end. */
  hideExtras?: boolean;
  /** TOUR-FINAL: a final table of the top `size` after the regular rounds (its own round). */
  final?: FinalTable;
  createdAt: number;
}

/** The final table: declared with its size, its finalists (rank order) fixed when it starts. */
export interface FinalTable {
  size: number;
  finalists?: string[];
}

/** What creating a tournament takes: its settings as the state keeps them, and the time. */
export type NewTournament = Pick<
  TournamentState,
  | 'id'
  | 'name'
  | 'preset'
  | 'rounds'
  | 'tables'
  | 'chiefJudgeId'
  | 'geo74'
  | 'geo76'
  | 'profile'
  | 'seed'
  | 'seedSha256'
> & { now: number };

export function createTournament(input: NewTournament): TournamentState {
  const { now, ...rest } = input;
  return {
    ...rest,
    players: [],
    tableJudges: {},
    tableRooms: {},
    removed: [],
    started: [],
    results: {},
    extras: [],
    createdAt: now,
  };
}

/** The round under way or last started (0 before round 1). */
export const currentRound = (state: TournamentState): number => state.started.length;

/** Every game of the started rounds has been counted. */
export function roundComplete(state: TournamentState, round: number): boolean {
  const started = state.started[round - 1];
  return (
    started !== undefined &&
    started.tables.every((table) => table.gameId !== undefined && table.gameId in state.results)
  );
}

/** The number of the last round: the final's when one is declared (TOUR-FINAL). */
export const lastRound = (state: TournamentState): number => state.rounds + (state.final ? 1 : 0);

/** TOUR-SEED-COMMIT: the last round is played, so the seed may be revealed. */
export const isOver = (state: TournamentState): boolean =>
  currentRound(state) === lastRound(state) && roundComplete(state, lastRound(state));

export function isRemoved(state: TournamentState, userId: string): boolean {
  return state.removed.some((removal) => removal.userId === userId);
}

/** The table of a game, with its round. */
export function tableOfGame(
  state: TournamentState,
  gameId: string,
): (TableOfRound & { round: number }) | undefined {
  for (const round of state.started) {
    const table = round.tables.find((candidate) => candidate.gameId === gameId);
    if (table) return { ...table, round: round.round };
  }
  return undefined;
}

export const judgeOfTable = (state: TournamentState, table: number): string =>
  state.tableJudges[String(table)] ?? state.chiefJudgeId;
