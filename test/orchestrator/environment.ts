import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DocumentStore } from '../../src/store/document-store.ts';
import { EmbeddedKv } from '../../src/store/embedded-kv.ts';
import type { GameStore } from '../../src/store/game-store.ts';
import { RedisKv } from '../../src/store/redis-kv.ts';
import {
  Orchestrator,
  SimulatedCrash,
  type IncomingCommand,
} from '../../src/orchestrator/orchestrator.ts';
import type { GameDocument } from '../../src/orchestrator/document.ts';
import type { VoiceReports } from '../../src/voice/stage.ts';
import { memoryLogger } from '../support/logger.ts';
import { TEST_REDIS_URL, uniquePrefix } from '../../harness/redis.ts';
import { FakeMembers, FakeTable, FakeVoice, ManualClock } from './fakes.ts';

export interface StoreFactory {
  name: string;
  open(): Promise<{ store: GameStore; dispose(): Promise<void> }>;
}

/** The orchestrator tests run against both stores: the real Redis and the embedded file. */
export const STORES: StoreFactory[] = [
  {
    name: 'Redis',
    open: async () => {
      const kv = await RedisKv.connect({
        url: TEST_REDIS_URL,
        prefix: uniquePrefix('orchestrator'),
      });
      return {
        store: new DocumentStore('redis', kv, memoryLogger().logger),
        dispose: async () => {
          await kv.clearPrefix();
          await kv.close();
        },
      };
    },
  },
  {
    name: 'embedded',
    open: async () => {
      const kv = EmbeddedKv.inDirectory(mkdtempSync(join(tmpdir(), 'mafia-orchestrator-')));
      return {
        store: new DocumentStore('embedded', kv, memoryLogger().logger),
        dispose: () => kv.close(),
      };
    },
  },
];

export { CHANNEL, GUILD, JUDGE, playerId, VOICE } from '../../harness/classic-script.ts';

/**
 * One "Discord" (table, voice, clock) and one store that outlive bot processes; the
 * orchestrator is the bot process, replaced on every simulated crash.
 */
export class Environment {
  readonly clock = new ManualClock();
  readonly table = new FakeTable();
  readonly voice = new FakeVoice(this.clock);
  readonly members = new FakeMembers();
  /** Every document the voice stage was handed, with the reports bound to its game. */
  readonly followed: Array<{ document: GameDocument; reports: VoiceReports }> = [];
  readonly store: GameStore;
  orchestrator!: Orchestrator;
  /** Turn saves so far (over every process), and the ones after which the process dies. */
  turnSaves = 0;
  readonly crashAt = new Set<number>();
  crashes = 0;
  /** The orchestrator's `onGameFinished`, as src/bot.ts gives it (the season, issue 15). */
  onGameFinished?: (document: GameDocument) => void;
  /** What src/bot.ts runs at start-up before the games resume (the season's recovery). */
  beforeStart?: () => Promise<unknown>;
  #crashed = false;
  #gameCounter = 0;

  constructor(store: GameStore) {
    this.store = store;
    this.orchestrator = this.#newOrchestrator();
  }

  /**
   * Another bot process over the same store and Discord, beside the current one (its game ids
   * start with `prefix`): in a cluster it learns of the others' saves only by their notices.
   */
  otherProcess(prefix: string): Orchestrator {
    let games = 0;
    return this.#newOrchestrator(() => `${prefix}${++games}`);
  }

  #newOrchestrator(newGameId = () => `game${++this.#gameCounter}`): Orchestrator {
    const orchestrator = new Orchestrator({
      store: this.store,
      table: this.table,
      voice: this.voice,
      // The narrations of the outbox, recorded beside the table's messages.
      stage: {
        follow: (document, reports) => this.followed.push({ document, reports }),
        narrate: (game, narration, key) => this.table.narrate(game, narration, key),
      },
      members: this.members,
      clock: this.clock,
      logger: memoryLogger('warn').logger,
      drawServerSeed: () => '7'.repeat(64),
      newGameId,
      onGameFinished: (document) => this.onGameFinished?.(document),
      crashAfterSave: () => {
        this.turnSaves++;
        if (!this.crashAt.has(this.turnSaves)) return false;
        orchestrator.kill();
        this.#crashed = true;
        return true;
      },
    });
    return orchestrator;
  }

  settle = async (): Promise<void> => {
    await this.orchestrator.idle();
  };

  /**
   * The bot process is gone; a new one starts over the same store and the same Discord. Its
   * start-up may save turns of its own (a step's floor confirmed once the mutes are redone,
   * GAME-CLOCK-ON-FLOOR), and die after one of them too: then it starts again.
   */
  async restart(): Promise<void> {
    do {
      this.orchestrator.kill();
      this.clock.forgetAll();
      this.#crashed = false;
      this.orchestrator = this.#newOrchestrator();
      await this.beforeStart?.();
      await this.orchestrator.start();
      await this.settle();
      this.crashes++;
    } while (this.#crashed);
  }

  async restartIfCrashed(): Promise<void> {
    if (this.#crashed) await this.restart();
  }

  async dispatch(gameId: string, command: IncomingCommand) {
    // A turn of the bot's own (a floor confirmed) may have been its last: the click reaches a
    // restarted bot.
    await this.restartIfCrashed();
    try {
      const outcome = await this.orchestrator.dispatch(gameId, command);
      await this.settle();
      return outcome;
    } catch (error) {
      if (!(error instanceof SimulatedCrash)) throw error;
      await this.restart();
      return { ok: true as const };
    }
  }

  /** Advances to the next armed timeout (a timer fire, or an effects retry). */
  async advanceToNextTimer(): Promise<void> {
    const next = this.clock.nextAt();
    if (next === undefined) throw new Error('nothing is armed');
    await this.clock.advance(Math.max(0, next - this.clock.now()), this.settle);
    await this.restartIfCrashed();
  }
}
