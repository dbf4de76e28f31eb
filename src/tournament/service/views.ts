import type {
  TournamentCardParams,
  TournamentStandingsParams,
} from '../../i18n/adapter-messages.ts';
import {
  currentRound,
  extrasHidden,
  isOver,
  isRemoved,
  type TournamentState,
} from '../domain/index.ts';
import { counts, standings, toPoints } from '../scoring/index.ts';

/** The card's facts (TOUR-SEED-COMMIT: the seed's SHA-256, never the seed before the end). */
export function cardOf(state: TournamentState): TournamentCardParams {
  return {
    name: state.name,
    preset: state.preset,
    rounds: state.rounds,
    tables: state.tables,
    chiefJudgeId: state.chiefJudgeId,
    geo74: state.geo74,
    geo76: state.geo76,
    seedSha256: state.seedSha256,
    round: currentRound(state),
    players: state.players.map((player) => player.userId),
    tableJudges: Object.entries(state.tableJudges)
      .map(([table, judgeId]) => ({ table: Number(table), judgeId }))
      .sort((a, b) => a.table - b.table),
    removed: state.removed.map(({ userId, reason }) => ({ userId, reason })),
    over: isOver(state),
    ...(state.final ? { final: state.final.size } : {}),
    hideExtras: state.hideExtras === true,
  };
}

/**
 * The live standings: every counted game, the judges' extra points (hidden until the end when
 * asked: TOUR-HIDDEN-EXTRAS), removals and finalists (TOUR-FINAL) marked.
 */
export function standingsOf(state: TournamentState): TournamentStandingsParams {
  const games = Object.values(state.results);
  const hideExtra = extrasHidden(state);
  const finalists = state.final?.finalists ?? [];
  const rows = standings(games, state.extras, state.profile, { hideExtra }).map((row) => ({
    rank: row.rank,
    userId: row.userId,
    name: row.name,
    games: row.games,
    wins: row.wins,
    total: toPoints(row.points.total),
    win: toPoints(row.points.win),
    extra: row.points.extra === null ? null : toPoints(row.points.extra),
    bestMove: toPoints(row.points.bestMove),
    ci: toPoints(row.points.ci),
    penalty: toPoints(row.points.penalty),
    removed: isRemoved(state, row.userId),
    finalist: finalists.includes(row.userId),
  }));
  return { name: state.name, games: games.filter(counts).length, rows };
}
