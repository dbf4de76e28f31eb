import type { Actor, Command, RoomAccess, Text } from '../engine/index.ts';
import type { Logger } from '../logger.ts';
import type { GameStore } from '../store/game-store.ts';
import type { Coordination } from './coordination.ts';
import type { GameDocument } from './document.ts';
import { GameRegistry } from './games/game-registry.ts';
import { GamesKnown } from './games/games-known.ts';
import { KeyedQueue } from '../util/keyed-queue.ts';
import { SavedDocuments } from './games/saved-documents.ts';
import {
  systemClock,
  type Clock,
  type MemberPort,
  type TablePort,
  type VoicePort,
} from './ports.ts';
import type { VoiceStage } from '../voice/stage.ts';

/** Refusals that come from the orchestrator rather than from the rules. */
export type OrchestratorError =
  | { key: 'error.storeUnavailable'; params: Record<string, never> }
  | { key: 'error.noGame'; params: Record<string, never> }
  | { key: 'error.channelBusy'; params: { gameId: string } }
  | { key: 'error.busy'; params: Record<string, never> };

export type Refusal = Text | OrchestratorError;

export type Outcome<T = object> = ({ ok: true } & T) | { ok: false; error: Refusal };

/** A deal as the adapter sends it: the orchestrator adds the seed derived from the list (FAIR-SEED). */
export type IncomingCommand = Command | { type: 'deal'; by: Actor; roomAccess?: RoomAccess[] };

export interface OrchestratorOptions {
  store: GameStore;
  table: TablePort;
  voice: VoicePort;
  /**
   * The bot in the games' voice channels: it follows every saved document and plays the
   * narrations of the outbox (none when absent: a text-only setup).
   */
  stage?: VoiceStage<GameDocument>;
  /** Members' permissions (none read when absent: nobody is warned of them). */
  members?: MemberPort;
  logger: Logger;
  clock?: Clock;
  timeScale?: number;
  /** Injected in tests so two runs deal the same way; the OS CSPRNG otherwise (FAIR-COMMIT). */
  drawServerSeed?: () => string;
  newGameId?: () => string;
  /**
   * Whether this process runs the shard that owns a guild: start-up resumes only those games
   * and mute ledgers (every guild when absent: one process runs them all).
   */
  ownsGuild?: (guildId: string) => boolean;
  /** Called once the turn that ended the game is saved (the season counts it, issue 15). */
  onGameFinished?: (document: GameDocument) => void;
  /**
   * The other processes on the same store (cluster mode, src/cluster): shared timers, one
   * drainer per game, voice on the owning shard. Absent: this process runs every game alone.
   */
  coordination?: Coordination;
  /**
   * A bot process, whose start() reads the running games from the store: until it has, from
   * construction on, a question about the games here waits for it (games-known.ts). Without
   * it (tests, tools) the games are known until start() begins to read them.
   */
  readsGamesAtStart?: boolean;
  /** Test hook: return true to simulate the process dying right after a save. */
  crashAfterSave?: (gameId: string, revision: number) => boolean;
}

/** What every part of the orchestrator shares: the ports, the game index, one writer per game. */
export interface OrchestratorCore {
  readonly store: GameStore;
  readonly table: TablePort;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly options: OrchestratorOptions;
  /** One writer per game in this process: turns and bookkeeping merges queue here. */
  readonly commands: KeyedQueue;
  readonly registry: GameRegistry;
  /** The games' documents as this process last saved or read them (alone on its store). */
  readonly saved: SavedDocuments;
  /** The process stops (or died, in tests): no timer fires, no effect starts any more. */
  stopped: boolean;
  /** Whether start-up has read the running games (the store may be down): questions wait. */
  readonly gamesKnown: GamesKnown;
}

export function newCore(options: OrchestratorOptions): OrchestratorCore {
  const clock = options.clock ?? systemClock;
  return {
    store: options.store,
    table: options.table,
    clock,
    logger: options.logger,
    options,
    commands: new KeyedQueue(),
    registry: new GameRegistry(),
    saved: new SavedDocuments(options.store, !options.coordination),
    stopped: false,
    gamesKnown: new GamesKnown(clock, !options.readsGamesAtStart),
  };
}

/** Compare-and-set attempts before a turn or a merge gives up ("busy"). */
export const MAX_ATTEMPTS = 50;

/**
 * While the store is down: how soon a timer that fired, or an effects pass, tries again (short,
 * so that the game moves on within a second or two of the store answering again).
 */
export const STORE_RETRY_MS = 500;

export function storeUnavailable(): OrchestratorError {
  return { key: 'error.storeUnavailable', params: {} };
}

/** Thrown by the crash hook: the turn is saved, its effects are not carried out. */
export class SimulatedCrash extends Error {
  constructor() {
    super('simulated crash after save');
    this.name = 'SimulatedCrash';
  }
}
