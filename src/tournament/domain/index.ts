/** The club tournament (issue 26): pure, like the engine; its orchestration is src/tournament/service. */
export type {
  TournamentActor,
  TournamentCommand,
  TournamentError,
  TournamentEvent,
} from './commands.ts';
export { decideTournament } from './decide.ts';
export { extrasHidden } from './final.ts';
export { gameExtras } from './results.ts';
export { tableUnderWay } from './rounds.ts';
export {
  createTournament,
  currentRound,
  isOver,
  isRemoved,
  tableOfGame,
  TOURNAMENT_PRESETS,
  type TournamentPreset,
  type TournamentState,
} from './state.ts';
