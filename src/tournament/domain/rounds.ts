/** Rounds: the seating at each start (TOUR-SEED-COMMIT), removals re-seat (TOUR-REMOVAL). */
import { finalSeats, seatingWithRemovals, SEATS, type SeatingDraws } from '../seating/index.ts';
import type { TournamentCommand, TournamentError } from './commands.ts';
import { finalistsOf } from './final.ts';
import { isChiefJudge, notChief } from './registration.ts';
import {
  currentRound,
  isRemoved,
  judgeOfTable,
  lastRound,
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

function roomsRefusal(state: TournamentState, tables: number): TournamentError | undefined {
  for (let table = 1; table <= tables; table++) {
    const rooms = state.tableRooms[String(table)];
    if (!rooms?.textChannelId || !rooms.voiceChannelId)
      return { key: 'tournament.tableWithoutRooms', params: { table } };
  }
  return undefined;
}

function roundRefusal(state: TournamentState): TournamentError | undefined {
  const round = currentRound(state) + 1;
  if (round > lastRound(state))
    return { key: 'tournament.allRoundsStarted', params: { rounds: lastRound(state) } };
  if (round > 1 && !roundComplete(state, round - 1))
    return { key: 'tournament.roundNotFinished', params: { round: round - 1 } };
  // TOUR-FINAL: the final is one table (table 1's rooms), of the top `size` still playing.
  const final = round > state.rounds ? state.final : undefined;
  const refused = roomsRefusal(state, final ? 1 : state.tables);
  if (refused) return refused;
  const needed = final ? final.size : state.tables * SEATS;
  const count = final ? finalistsOf(state, final.size).length : activeFrom(state, round);
  if (count < needed) return { key: 'tournament.tooFewPlayers', params: { needed, count } };
  return undefined;
}

/** TOUR-TABLE-JUDGE: a table's judge, unless it has none or he sits at it: then the chief judge. */
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
  const tables =
    round > state.rounds ? [finalTable(state, draws)] : seatingOf(state, draws)[round - 1];
  state.started.push({
    round,
    tables: (tables ?? []).map((seats, index) => tableOf(state, index + 1, seats)),
  });
  return undefined;
}

/** TOUR-FINAL: the finalists fixed (best first) and seated in the order the seed draws. */
function finalTable(state: TournamentState, draws: SeatingDraws): string[] {
  const final = state.final!;
  final.finalists = finalistsOf(state, final.size);
  return finalSeats(final.finalists, draws);
}

/** The orchestration opened a table's game: remembered so its result finds its table. */
export function tableOpened(state: TournamentState, command: Of<'tableOpened'>): undefined {
  const table = state.started[command.round - 1]?.tables.find((t) => t.table === command.table);
  if (table && table.gameId === undefined) table.gameId = command.gameId;
  return undefined;
}

/**
 * TOUR-REMOVAL: the table of the round under way where he sits and whose game is not counted
 * yet: the orchestration disqualifies him from that game (as its judge would) before the removal.
 */
export function tableUnderWay(state: TournamentState, userId: string): TableOfRound | undefined {
  return state.started
    .at(-1)
    ?.tables.find(
      (table) =>
        table.seats.includes(userId) &&
        !(table.gameId !== undefined && table.gameId in state.results),
    );
}

/**
 * TOUR-REMOVAL (TR): barred from the rounds not yet started, which are re-seated
 * without him; the rounds started stay as they were (the game under way: tableUnderWay).
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
