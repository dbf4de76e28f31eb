import type { ScorableGame } from '../scoring/index.ts';
import type { SeatingDraws } from '../seating/index.ts';
import type { TournamentState } from './state.ts';

/** Who acts: the chief judge is named by the tournament; `privileged` = Manage Server or judge role. */
export interface TournamentActor {
  userId: string;
  name: string;
  privileged?: boolean;
}

export type TournamentCommand =
  | { type: 'setFlags'; by: TournamentActor; geo74?: boolean; geo76?: boolean }
  | { type: 'register'; by: TournamentActor }
  | { type: 'unregister'; by: TournamentActor }
  | { type: 'addPlayer'; by: TournamentActor; player: { userId: string; name: string } }
  | { type: 'dropPlayer'; by: TournamentActor; userId: string }
  | {
      type: 'setTable';
      by: TournamentActor;
      table: number;
      judgeId?: string;
      textChannelId?: string;
      voiceChannelId?: string;
    }
  | { type: 'startRound'; by: TournamentActor }
  | { type: 'tableOpened'; round: number; table: number; gameId: string }
  | { type: 'recordResult'; game: ScorableGame }
  | {
      type: 'extraPoints';
      by: TournamentActor;
      gameId: string;
      seat: number;
      points: number | string;
      reason: string;
    }
  | { type: 'removePlayer'; by: TournamentActor; userId: string; reason: string }
  | { type: 'setOptions'; by: TournamentActor; hideExtras?: boolean }
  | { type: 'setFinal'; by: TournamentActor; size: number };

/** What happened, for the orchestration to show and do (open the tables, edit the messages). */
export type TournamentEvent =
  | { kind: 'cardChanged' }
  | { kind: 'standingsChanged' }
  | { kind: 'roundStarted'; round: number }
  | { kind: 'playerRemoved'; userId: string; fromRound: number }
  | { kind: 'seedRevealed' };

/** A refusal as an i18n key and its parameters (src/i18n/tournament-texts.ts); nothing changed. */
export type TournamentError =
  | { key: 'tournament.notChiefJudge'; params: Record<string, never> }
  | { key: 'tournament.flagsLocked'; params: Record<string, never> }
  | { key: 'tournament.registrationClosed'; params: Record<string, never> }
  | { key: 'tournament.alreadyRegistered'; params: { userId: string } }
  | { key: 'tournament.notRegistered'; params: { userId: string } }
  | { key: 'tournament.chiefJudgeCannotPlay'; params: Record<string, never> }
  | { key: 'tournament.badTable'; params: { tables: number } }
  | { key: 'tournament.tooFewPlayers'; params: { needed: number; count: number } }
  | { key: 'tournament.tableWithoutRooms'; params: { table: number } }
  | { key: 'tournament.roundNotFinished'; params: { round: number } }
  | { key: 'tournament.allRoundsStarted'; params: { rounds: number } }
  | { key: 'tournament.notATournamentGame'; params: Record<string, never> }
  | { key: 'tournament.gameNotFinished'; params: Record<string, never> }
  | { key: 'tournament.notTableJudge'; params: Record<string, never> }
  | { key: 'tournament.badSeat'; params: { seat: number } }
  | { key: 'tournament.alreadyRemoved'; params: { userId: string } }
  | { key: 'tournament.tournamentOver'; params: Record<string, never> }
  | { key: 'tournament.finalStarted'; params: Record<string, never> }
  | { key: 'tournament.badFinalSize'; params: { min: number; max: number } }
  | { key: 'error.extraPointsNotANumber'; params: Record<string, never> }
  | { key: 'error.extraPointsRange'; params: { min: number; max: number } }
  | { key: 'error.extraPointsStep'; params: { step: number } }
  | { key: 'error.extraPointsReason'; params: Record<string, never> };

export type TournamentDecision =
  | { ok: true; state: TournamentState; events: TournamentEvent[] }
  | { ok: false; error: TournamentError };

/** The seating's draws from the seed, injected so the domain stays pure (seatingDraws). */
export interface TournamentContext {
  draws: SeatingDraws;
}
