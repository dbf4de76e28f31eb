import {
  BOT_ACTOR,
  FLOOR_GRACE_MS,
  floorWait,
  voiceManaged,
  voiceTarget,
  type Command,
  type Narration,
} from '../../engine/index.ts';
import { StoreUnavailableError } from '../../store/game-store.ts';
import { STORE_RETRY_MS, type OrchestratorCore } from '../context.ts';
import type { GameDocument } from '../document.ts';
import type { VoiceReports } from '../../voice/stage.ts';
import type { MuteTokenDrop, VoicePort } from '../ports.ts';
import { VoiceReconciler, type VoiceWish } from './voice-reconciler.ts';

export interface VoicePathHooks {
  voice: VoicePort;
  /** A flag the bot raises from what it heard (out of turn, a disconnect past the grace). */
  dispatch: (gameId: string, command: Command) => void;
  tellJudge: (
    gameId: string,
    what: string,
    reason: Parameters<VoiceReports['unavailable']>[0],
  ) => void;
  missingPermission: (guildId: string) => void;
  tokenDropped: (guildId: string, drop: MuteTokenDrop) => void;
  /**
   * GAME-CLOCK-ON-FLOOR: the mutes of the step waiting under `timerId` are confirmed (the
   * `floorSet` turn); false when it could not be applied now (the store is down) and may be sent again.
   */
  floorSet: (gameId: string, timerId: string) => Promise<boolean>;
}

/**
 * The one way a game reaches voice: every saved document. Mutes follow the engine's voice
 * target (the ledgered reconciler); the bot in the channel (the stage) follows the same document,
 * and plays the narrations of its outbox when the drain carries them out.
 */
export class VoicePath {
  readonly #core: OrchestratorCore;
  readonly #hooks: VoicePathHooks;
  readonly reconciler: VoiceReconciler;
  /** Per game, the wait whose confirmation was sent (each is sent once). */
  readonly #confirmed = new Map<string, string>();
  readonly #confirming = new Set<Promise<unknown>>();
  /** Per game, when its step began waiting (for the log line of its confirmation). */
  readonly #waitsSince = new Map<string, { timerId: string; since: number; night: boolean }>();

  constructor(core: OrchestratorCore, hooks: VoicePathHooks) {
    this.#core = core;
    this.#hooks = hooks;
    this.reconciler = new VoiceReconciler({
      store: core.store,
      voice: hooks.voice,
      clock: core.clock,
      logger: core.logger,
      onMissingPermission: hooks.missingPermission,
      onTokenDropped: hooks.tokenDropped,
      rememberLedgers: !core.options.coordination,
      onSettled: (guildId, wish) => this.#floorSettled(guildId, wish.gameId, wish.awaiting),
    });
  }

  /**
   * GAME-CLOCK-ON-FLOOR: the step's voice state is confirmed: its clock may start. Refused by a
   * store that is down, the confirmation is sent again once it answers (checked every 500 ms).
   */
  #floorSettled(guildId: string, gameId: string, timerId: string | undefined): void {
    if (this.#core.stopped || timerId === undefined || this.#confirmed.get(gameId) === timerId)
      return;
    this.#confirmed.set(gameId, timerId);
    this.#logFloorSet(gameId, timerId);
    const sent = this.#hooks
      .floorSet(gameId, timerId)
      .then((applied) => {
        if (applied || this.#confirmed.get(gameId) !== timerId) return;
        this.#confirmed.delete(gameId);
        this.#core.clock.setTimeout(() => void this.reconcile(guildId), STORE_RETRY_MS);
      })
      .catch((error: unknown) => {
        this.#confirmed.delete(gameId);
        this.#core.logger.warn({ gameId, err: error }, 'floor confirmation failed');
      })
      .finally(() => this.#confirming.delete(sent));
    this.#confirming.add(sent);
  }

  /** The ask → Discord's confirmation of a step's mutes (debug), for the tournament bench. */
  #logFloorSet(gameId: string, timerId: string): void {
    const wait = this.#waitsSince.get(gameId);
    if (wait?.timerId !== timerId) return;
    const waitedMs = this.#core.clock.now() - wait.since;
    this.#core.logger.debug({ gameId, night: wait.night, waitedMs }, 'floor set');
  }

  /** The mutes done and the confirmations they led to applied; true when there were any. */
  async idle(): Promise<boolean> {
    await this.reconciler.idle();
    if (this.#confirming.size === 0) return false;
    await Promise.all([...this.#confirming]);
    return true;
  }

  /** A document was saved (a turn): mutes and the stage follow it. */
  follow(document: GameDocument): void {
    this.show(document);
    void this.reconcile(document.meta.guildId);
  }

  /**
   * Whether this process runs the guild's voice: in a cluster only the shard that owns the
   * guild joins its channels, hears its voice states and mutes (the others would fight it).
   */
  #owns(guildId: string): boolean {
    return this.#core.options.ownsGuild?.(guildId) ?? true;
  }

  /**
   * Lost saves: the game was read afresh from a store that lost saves: a confirmation of
   * its floor that the store lost is sent again once the mutes are seen settled.
   */
  forget(gameId: string): void {
    this.#confirmed.delete(gameId);
    this.#waitsSince.delete(gameId);
  }

  /** The stage alone follows the document (start-up reconciles mutes per guild). */
  show(document: GameDocument): void {
    if (!this.#owns(document.meta.guildId)) return;
    try {
      this.#core.options.stage?.follow(document, this.#reports(document.state.gameId));
    } catch (error) {
      this.#core.logger.warn({ gameId: document.state.gameId, err: error }, 'voice stage failed');
    }
  }

  /** A narration of the outbox, played by the stage of the shard that owns the guild only. */
  async narrate(document: GameDocument, narration: Narration, key: string): Promise<void> {
    if (this.#owns(document.meta.guildId))
      await this.#core.options.stage?.narrate(document, narration, key);
  }

  #reports(gameId: string): VoiceReports {
    const flag = (command: Command) => this.#hooks.dispatch(gameId, command);
    return {
      outOfTurn: (seat, durationMs) =>
        flag({ type: 'flag', by: BOT_ACTOR, kind: 'outOfTurn', seat, durationMs }),
      disconnectExpired: (seat) => flag({ type: 'flag', by: BOT_ACTOR, kind: 'disconnect', seat }),
      unavailable: (reason) => this.#hooks.tellJudge(gameId, `voice:${reason}`, reason),
    };
  }

  /**
   * What every running game of the guild wants of its voice channel, from the documents this
   * process last saved or read (`core.saved`: alone on its store it saw every save; in a cluster
   * the store is read), not every game of the guild read again at each turn.
   */
  async #wishes(guildId: string): Promise<VoiceWish[]> {
    const wishes: VoiceWish[] = [];
    for (const gameId of this.#core.registry.inGuild(guildId)) {
      const document = await this.#core.saved.latest(gameId);
      if (!document?.meta.voiceChannelId) continue;
      const target = voiceTarget(document.state);
      if (!target.managed) continue;
      const voiceChannelId = document.meta.voiceChannelId;
      const present = this.#hooks.voice.membersIn(guildId, voiceChannelId);
      const players = voiceManaged(document.state, present, document.meta.hostId);
      const awaiting = floorWait(document.state)?.id;
      this.#noteWait(document, awaiting);
      wishes.push({
        gameId,
        voiceChannelId,
        players,
        unmuted: target.unmuted,
        ...(awaiting !== undefined ? { awaiting } : {}),
      });
    }
    return wishes;
  }

  #noteWait(document: GameDocument, timerId: string | undefined): void {
    const gameId = document.state.gameId;
    const timer = document.state.timers.find((entry) => entry.id === timerId);
    if (!timer || this.#waitsSince.get(gameId)?.timerId === timerId) return;
    const since = timer.deadlineAt - FLOOR_GRACE_MS;
    this.#waitsSince.set(gameId, {
      timerId: timer.id,
      since,
      night: document.state.phase.kind === 'night',
    });
  }

  reconcile(guildId: string): Promise<void> {
    if (this.#core.stopped || !this.#owns(guildId)) return Promise.resolve();
    return this.reconciler
      .reconcile(guildId, () => this.#wishes(guildId))
      .catch((error: unknown) => {
        if (error instanceof StoreUnavailableError) {
          // An outage is told once by StoreHealth. Tried again once the store may answer: a
          // step waiting for its floor (GAME-CLOCK-ON-FLOOR) has no other turn to wait for.
          this.#core.clock.setTimeout(() => void this.reconcile(guildId), STORE_RETRY_MS);
          return;
        }
        this.#core.logger.warn({ guildId, err: error }, 'voice reconciliation failed');
      });
  }

  /** The gateway reported a member's voice state (joined, left, muted by someone). */
  observed(guildId: string, userId: string): void {
    this.reconciler.observed(guildId, userId);
    void this.reconcile(guildId);
  }
}
