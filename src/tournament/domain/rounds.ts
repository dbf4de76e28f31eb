/** Rounds: the seating at each start (TOUR-SEED-COMMIT), removals re-seat (TOUR-REMOVAL). */
import { seatingWithRemovals, SEATS, type SeatingDraws } from '../seating/index.ts';
import type { TournamentCommand, TournamentError } from './commands.ts';
import { isChiefJudge, notChief } from './registration.ts';
import {
  currentRound,
  isRemoved,
  judgeOfTable,
  roundComplete,
  type TableOfRound,
  type TournamentState,
} from './state.ts';

type Of<K extends TournamentCommand['type']> = Extract<TournamentCommand, { type: K }>;

/** The removals as the seating numbers players (0-based, registration order). */
function removalsOf(state: TournamentState) {
  return state.removed.map((removal) => ({
    player: state.players.findIndex((entry) => entry.userId === removal.userId),
    fromRound: removal.fromRound,
  }));
}

/**
 * The whole seating as user ids, from the seed and the removals: what anyone recomputes with
 * verify-seating. Round r, table t is [seat 1, …, seat 10].
 */
export function seatingOf(state: TournamentState, draws: SeatingDraws): string[][][] {
  const size = { players: state.players.length, tables: state.tables, rounds: state.rounds };
  return seatingWithRemovals(size, removalsOf(state), draws).map((round) =>
    round.map((table) => table.map((player) => state.players[player]?.userId ?? '')),
  );
}

/** Who may still be seated from a round on. */
const activeFrom = (state: TournamentState, round: number) =>
  state.players.filter(
    (player) => !state.removed.some((r) => r.userId === player.userId && r.fromRound <= round),
  ).length;

function roundRefusal(state: TournamentState): TournamentError | undefined {
  const round = currentRound(state) + 1;
  if (round > state.rounds)
    return { key: 'tournament.allRoundsStarted', params: { rounds: state.rounds } };
  if (round > 1 && !roundComplete(state, round - 1))
    return { key: 'tournament.roundNotFinished', params: { round: round - 1 } };
  for (let table = 1; table <= state.tables; table++) {
    const rooms = state.tableRooms[String(table)];
    if (!rooms?.textChannelId || !rooms.voiceChannelId)
      return { key: 'tournament.tableWithoutRooms', params: { table } };
  }
  const needed = state.tables * SEATS;
  const count = activeFrom(state, round);
  if (count < needed) return { key: 'tournament.tooFewPlayers', params: { needed, count } };
  return undefined;
}

/** A table's judge, unless he sits at it: then the chief judge judges it. */
function tableOf(state: TournamentState, table: number, seats: string[]): TableOfRound {
  const judge = judgeOfTable(state, table);
  return { table, seats, judgeId: seats.includes(judge) ? state.chiefJudgeId : judge };
}

/** The next round, its tables frozen from now on (played rounds never change). */
export function startRound(
  state: TournamentState,
  command: Of<'startRound'>,
  draws: SeatingDraws,
): TournamentError | undefined {
  if (!isChiefJudge(state, command.by)) return notChief();
  const refused = roundRefusal(state);
  if (refused) return refused;
  const round = currentRound(state) + 1;
  const tables = seatingOf(state, draws)[round - 1] ?? [];
  state.started.push({
    round,
    tables: tables.map((seats, index) => tableOf(state, index + 1, seats)),
  });
  return undefined;
}

/** The orchestration opened a table's game: remembered so its result finds its table. */
export function tableOpened(state: TournamentState, command: Of<'tableOpened'>): undefined {
  const table = state.started[command.round - 1]?.tables.find((t) => t.table === command.table);
  if (table && table.gameId === undefined) table.gameId = command.gameId;
  return undefined;
}

/**
 * TOUR-REMOVAL (TR): barred from the rounds not yet started, which are re-seated
 * without him; the rounds started stay as they were.
 */
export function removePlayer(
  state: TournamentState,
  command: Of<'removePlayer'>,
): TournamentError | undefined {
  if (!isChiefJudge(state, command.by)) return notChief();
  const { userId } = command;
  if (!state.players.some((player) => player.userId === userId))
    return { key: 'tournament.notRegistered', params: { userId } };
  if (isRemoved(state, userId)) return { key: 'tournament.alreadyRemoved', params: { userId } };
  state.removed.push({ userId, fromRound: currentRound(state) + 1, reason: command.reason.trim() });
  return undefined;
}
