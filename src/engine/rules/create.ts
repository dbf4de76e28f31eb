import type { GameConfig } from './presets.ts';
import { freshCarryOver } from './state/carry-over.ts';
import type { GameState } from './state/state.ts';

export interface NewGame {
  gameId: string;
  judgeId: string;
  voiceChannelId?: string;
  config: GameConfig;
  now: number;
  /** FAIR-COMMIT: drawn by the caller from the OS CSPRNG; the commitment is published in the lobby. */
  serverSeed: string;
  commitment: string;
  configHash: string;
}

/** A new game in its lobby, at version 1 (its first save). */
export function createGame(input: NewGame): GameState {
  return {
    version: 1,
    gameId: input.gameId,
    config: input.config,
    judgeId: input.judgeId,
    ...(input.voiceChannelId ? { voiceChannelId: input.voiceChannelId } : {}),
    createdAt: input.now,
    lobby: [],
    seats: [],
    deal: {
      commitment: input.commitment,
      serverSeed: input.serverSeed,
      configHash: input.configHash,
    },
    phase: { kind: 'lobby' },
    memory: freshCarryOver(),
    timers: [],
    timerSeq: 0,
    timeline: [],
  };
}
