/** The club tournament (issue 26): pure, like the engine; its orchestration is src/tournament/service. */
export type {
  TournamentActor,
  TournamentCommand,
  TournamentContext,
  TournamentDecision,
  TournamentError,
  TournamentEvent,
} from './commands.ts';
export { decideTournament } from './decide.ts';
export { isChiefJudge } from './registration.ts';
export { seatingOf } from './rounds.ts';
export {
  createTournament,
  currentRound,
  isOver,
  isRemoved,
  judgeOfTable,
  roundComplete,
  tableOfGame,
  TOURNAMENT_PRESETS,
  type GivenExtra,
  type NewTournament,
  type StartedRound,
  type TableOfRound,
  type TableRooms,
  type TournamentPlayer,
  type TournamentPreset,
  type TournamentRemoval,
  type TournamentState,
} from './state.ts';
