import type {
  TournamentCardParams,
  TournamentStandingsParams,
} from '../../i18n/adapter-messages.ts';
import { isOver, type TournamentState } from '../domain/index.ts';
import { cardOf, standingsOf } from './views.ts';

export interface PageSeat {
  seat: number;
  userId: string;
  name: string;
}

export interface PageTable {
  table: number;
  seats: PageSeat[];
  /** Set once the table's lobby is open. */
  gameId?: string;
  /** Its game has ended and counts (TOUR-RESULTS): its protocol is public. */
  counted: boolean;
}

/**
 * A tournament as its public web page shows it (issue 27): the card's facts and the standings
 * exactly as the Discord messages give them (cardOf, standingsOf: extra points hidden there are
 * hidden here), each started round's tables, and the seed only once the last round is over
 * (TOUR-SEED-COMMIT; before that only its SHA-256).
 */
export interface TournamentPageView {
  card: TournamentCardParams;
  standings: TournamentStandingsParams;
  rounds: Array<{ round: number; tables: PageTable[] }>;
  seed?: string;
}

export function tournamentPageOf(state: TournamentState): TournamentPageView {
  const names = new Map(state.players.map((player) => [player.userId, player.name]));
  const rounds = state.started.map(({ round, tables }) => ({
    round,
    tables: tables.map((table) => ({
      table: table.table,
      seats: table.seats.map((userId, index) => ({
        seat: index + 1,
        userId,
        name: names.get(userId) ?? userId,
      })),
      ...(table.gameId ? { gameId: table.gameId } : {}),
      counted: table.gameId !== undefined && table.gameId in state.results,
    })),
  }));
  return {
    card: cardOf(state),
    standings: standingsOf(state),
    rounds,
    ...(isOver(state) ? { seed: state.seed } : {}),
  };
}
