import type { GameEvent } from '../engine/index.ts';
import { StoreUnavailableError } from '../store/game-store.ts';
import {
  newCore,
  SimulatedCrash,
  STORE_RETRY_MS,
  type IncomingCommand,
  type OrchestratorCore,
  type OrchestratorOptions,
  type Outcome,
} from './context.ts';
import { fromRecord, isFinished, loadDocument, type GameDocument } from './document.ts';
import { JudgeNotices } from './judge-notices/judge-notices.ts';
import { openLobby, type OpenLobby } from './turns/lobby-opening.ts';
import { MemberRecords } from './turns/member-records.ts';
import { OutboxDrain } from './delivery/outbox-drain.ts';
import type { ClickResponse, JudgeNotice, MuteCapacity } from './ports.ts';
import { TimerScheduler, type GameTimers } from './turns/timer-scheduler.ts';
import { Turns, type Click, type TurnOutcome } from './turns/turns.ts';
import { VoicePath } from './voice/voice-path.ts';

export {
  SimulatedCrash,
  STORE_RETRY_MS,
  type IncomingCommand,
  type OrchestratorOptions,
  type Outcome,
} from './context.ts';
export type { OpenLobby } from './turns/lobby-opening.ts';
export type { Click } from './turns/turns.ts';

const START_RETRY_MS = 500;
const MAX_START_RETRY_MS = 5_000;

/**
 * Between Discord and the engine, composed of one part per job: the turn (load → decide → save),
 * the outbox drain, screen sync, the game registry, lobby opening, member records, judge notices
 * and the voice path. Timers survive restarts; voice mutes never outlive a game.
 */
export class Orchestrator {
  readonly #core: OrchestratorCore;
  readonly #timers: GameTimers;
  readonly #members: MemberRecords;
  readonly #turns: Turns;
  readonly #drain: OutboxDrain;
  readonly #judge: JudgeNotices;
  readonly #voice: VoicePath;
  /** Games whose timer found the store down: resumed from the store once it answers. */
  readonly #outaged = new Set<string>();
  /** The next sweep of the running games (cluster mode). */
  #sweep: unknown;
  /** The mute reconciler (its edit count is asserted by the mute-economy tests). */
  readonly voice;

  constructor(options: OrchestratorOptions) {
    const core = newCore(options);
    this.#core = core;
    const fire = (gameId: string, timerId: string) => this.#onTimer(gameId, timerId);
    this.#timers = options.coordination?.timers(fire) ?? new TimerScheduler(core.clock, fire);
    this.#members = new MemberRecords(options.store, options.members, options.logger);
    this.#drain = new OutboxDrain(core, {
      carryOut: (document, event) => this.#carryOut(document, event),
      judge: () => this.#judge,
      finished: (document) => void this.#voice.reconcile(document.meta.guildId),
    });
    this.#judge = new JudgeNotices(core, (gameId, change) => this.#drain.commit(gameId, change));
    this.#voice = this.#voicePath(core);
    this.voice = this.#voice.reconciler;
    this.#turns = new Turns(core, this.#members, (document, timers, response) =>
      this.#afterSave(document, timers, response),
    );
    core.saved.whenBehind((gameId) => this.#resync(gameId));
  }

  /** What the bot hears in voice comes back as commands and judge notices of that game. */
  #voicePath(core: OrchestratorCore): VoicePath {
    return new VoicePath(core, {
      voice: core.options.voice,
      dispatch: (gameId, command) => void this.dispatch(gameId, command),
      tellJudge: (gameId, what, reason) =>
        void this.tellJudge(gameId, what, { key: 'judge.voiceUnavailable', params: { reason } }),
      missingPermission: (guildId) => void this.#judge.tellMissingPermission(guildId),
      tokenDropped: (guildId, drop) => void this.#judge.tellTokenDropped(guildId, drop),
      floorSet: async (gameId, timerId) => {
        const outcome = await this.dispatch(gameId, { type: 'floorSet', timerId });
        return outcome.ok || outcome.error.key !== 'error.storeUnavailable';
      },
    });
  }

  // ── start-up and shutdown ──────────────────────────────────────────────────────────────

  /**
   * Resumes every active game of the guilds this process owns: timers re-armed with their time
   * left, effects and voice redone. `after`: what must be done before any of it (the season's
   * recovery), read meanwhile.
   */
  async start(after: Promise<unknown> = Promise.resolve()): Promise<number> {
    const known = this.#core.gamesKnown;
    known.reading();
    await this.#listen();
    for (let delay = START_RETRY_MS; ; delay = Math.min(2 * delay, MAX_START_RETRY_MS)) {
      if (this.#core.stopped) return 0;
      try {
        const resumed = await this.#resume('start', after);
        known.read();
        return resumed;
      } catch (error) {
        if (!(error instanceof StoreUnavailableError) || this.#core.stopped) {
          known.read();
          throw error;
        }
        // The store is down at start-up: wait for it (StoreHealth tells the operator); whoever
        // asked meanwhile hears the outage, and whoever asks next has the store read again.
        known.failed(error);
        await known.pause(delay);
      }
    }
  }

  /** In a cluster: the others' saves are followed here, and the running games swept now and then. */
  async #listen(): Promise<void> {
    const coordination = this.#core.options.coordination;
    if (!coordination) return;
    await coordination.listen({
      saved: (gameId) => void this.#savedElsewhere(gameId),
      takenOver: (gameId) => this.#drain.kick(gameId),
      handBack: (gameId) => this.#drain.kick(gameId),
    });
    const sweep = () => {
      if (this.#core.stopped) return;
      this.#sweep = this.#core.clock.setTimeout(() => {
        void this.#resume('sweep')
          .catch(() => undefined)
          .then(sweep);
      }, coordination.sweepEveryMs);
    };
    sweep();
  }

  /** Another process saved the game: it is indexed, drained by its lease holder, followed in voice. */
  async #savedElsewhere(gameId: string): Promise<void> {
    if (this.#core.stopped) return;
    const document = await this.read(gameId).catch(() => undefined);
    if (!document || this.#core.stopped) return;
    this.#core.registry.index(document);
    if (isFinished(document)) this.#core.options.coordination?.finished(gameId);
    else this.#drain.kick(gameId);
    this.#voice.follow(document);
  }

  async #resume(why: 'start' | 'sweep', after?: Promise<unknown>): Promise<number> {
    const owns = this.#core.options.ownsGuild ?? (() => true);
    const documents = (await this.#core.store.listActiveGames())
      .map(fromRecord)
      .filter((document) => owns(document.meta.guildId));
    await after;
    const guilds = new Set<string>();
    for (const document of documents) {
      guilds.add(document.meta.guildId);
      this.#resumeGame(document);
      // A sweep finds the store older than this process saw it: resumed and the judge told.
      this.#core.saved.storedAt(document.state.gameId, document.revision);
    }
    for (const ledger of await this.#core.store.listMuteLedgers()) {
      if (owns(ledger.guildId)) guilds.add(ledger.guildId);
    }
    for (const guildId of guilds) void this.reconcileVoice(guildId);
    const counts = { games: documents.length, guilds: guilds.size };
    if (why === 'start') this.#core.logger.info(counts, 'resumed running games');
    else this.#core.logger.debug(counts, 'swept running games');
    return documents.length;
  }

  /** One game resumed from its stored document: indexed, timers armed, effects and stage redone. */
  #resumeGame(document: GameDocument): void {
    this.#core.registry.index(document);
    this.#timers.arm(document.state.gameId, document.state.timers, document.revision);
    this.#drain.kick(document.state.gameId);
    this.#voice.show(document);
  }

  /**
   * Lost saves: the game's stored document is read afresh and the game resumed from it, as
   * start-up does: the store answered again after an outage, a timer came back stale, or a save
   * found the store older than this process saw it (it lost acknowledged saves, and the timers
   * armed from them are gone with them). The judge hears of saves lost.
   */
  #resync(gameId: string): void {
    if (this.#core.stopped) return;
    void this.#core.commands
      .run(gameId, () => this.#resumeFromStore(gameId))
      .then((lost) => {
        if (!lost) return;
        this.#core.logger.warn({ gameId }, 'the store lost saves of the game: resumed from it');
        const notice = { key: 'judge.storeRolledBack', params: {} } as const;
        return this.tellJudge(gameId, `storeRolledBack:${this.#core.clock.now()}`, notice);
      })
      .catch((error: unknown) => {
        if (error instanceof StoreUnavailableError) this.#outaged.add(gameId);
        else this.#core.logger.warn({ gameId, err: error }, 'game resync failed');
      });
  }

  /** The game read afresh and resumed (in its command queue); true when the store lost saves. */
  async #resumeFromStore(gameId: string): Promise<boolean> {
    this.#core.saved.forget(gameId);
    const document = await this.read(gameId);
    if (!document || this.#core.stopped) return false;
    const lost = this.#core.saved.restored(document);
    // A floor confirmation the store lost is sent again once the mutes are seen settled.
    this.#voice.forget(gameId);
    this.#resumeGame(document);
    void this.reconcileVoice(document.meta.guildId);
    return lost;
  }

  /** Stops arming timers; waits for work in flight. The games stay saved as they are. */
  async stop(): Promise<void> {
    this.#halt();
    await this.idle();
    await this.#core.options.coordination?.close();
  }

  /** The process is dying (tests simulate a crash): no timer fires, no effect starts any more. */
  kill(): void {
    this.#halt();
    this.#core.options.coordination?.kill();
  }

  #halt(): void {
    this.#core.stopped = true;
    this.#core.gamesKnown.failed(new StoreUnavailableError(new Error('the bot is stopping')));
    this.#timers.cancelAll();
    if (this.#sweep !== undefined) this.#core.clock.clearTimeout(this.#sweep);
  }

  /** Resolves when no command, effect or voice work is queued (tests and shutdown). */
  async idle(): Promise<void> {
    for (let i = 0; i < 20; i++) {
      await this.#core.commands.idle();
      await this.#drain.idle();
      const confirmed = await this.#voice.idle();
      if (!this.#drain.waiting && !confirmed) return;
    }
  }

  // ── queries ────────────────────────────────────────────────────────────────────────────

  /**
   * Resolves once start-up has read the running games: until then "no game in this channel"
   * is not known to be true. Rejects with the store's outage when the store does not answer.
   */
  gamesKnown(): Promise<void> {
    return this.#core.gamesKnown.wait();
  }

  gameInChannel(channelId: string): string | undefined {
    return this.#core.registry.inChannel(channelId);
  }

  gamesInGuild(guildId: string): string[] {
    return this.#core.registry.inGuild(guildId);
  }

  read(gameId: string): Promise<GameDocument | undefined> {
    return loadDocument(this.#core.store, gameId);
  }

  // ── commands ───────────────────────────────────────────────────────────────────────────

  async openLobby(input: OpenLobby): Promise<Outcome<{ gameId: string }>> {
    const opened = await openLobby(this.#core, input);
    if (!opened.ok) return opened;
    const gameId = opened.document.state.gameId;
    this.#drain.kick(gameId);
    return { ok: true, gameId };
  }

  /** Applies one command to a game: the only way anything changes. */
  dispatch(gameId: string, command: IncomingCommand): Promise<TurnOutcome> {
    return this.#turns.dispatch(gameId, command);
  }

  /**
   * A click on a screen's control, mapped by the engine (a stale screen answers "closed").
   * `response`: the click's acknowledged interaction response, which carries the clicked
   * message's change when the turn's effects pass makes one.
   */
  click(click: Click, response?: ClickResponse): Promise<TurnOutcome> {
    return this.#turns.click(click, response);
  }

  /** A notice from the bot to the judge of a game, at most once per game for each `what`. */
  tellJudge(gameId: string, what: string, notice: JudgeNotice): Promise<void> {
    return this.#judge.tell(gameId, what, notice);
  }

  #afterSave(
    document: GameDocument,
    timers: Parameters<GameTimers['arm']>[1],
    response: ClickResponse | undefined,
  ): void {
    const gameId = document.state.gameId;
    // At once: the turn that ends a game frees its channel before "Game over" is posted.
    this.#core.registry.index(document);
    if (!this.#core.stopped) this.#timers.arm(gameId, timers, document.revision);
    if (response) this.#drain.carry(gameId, response, document.revision);
    this.#drain.kick(gameId);
    this.#voice.follow(document);
    const state = document.state;
    if (state.phase.kind === 'lobby')
      this.#core.table.prepareDms?.([state.judgeId, ...state.lobby.map((entry) => entry.userId)]);
  }

  async #onTimer(gameId: string, timerId: string): Promise<void> {
    if (this.#core.stopped) return;
    try {
      const outcome = await this.dispatch(gameId, { type: 'timerExpired', timerId });
      if (!outcome.ok && outcome.error.key === 'error.storeUnavailable') {
        // The store is down: try the same fire again until it is back ("resumes when back").
        this.#outaged.add(gameId);
        this.#timers.retry(gameId, timerId, STORE_RETRY_MS);
        return;
      }
      // Lost saves: back from an outage, or stale, the store may have lost the save that
      // armed this timer and with it the game's real timers: the game is resumed from the store.
      const back = this.#outaged.delete(gameId);
      if (back || (!outcome.ok && outcome.error.key === 'error.timerStale')) this.#resync(gameId);
    } catch (error) {
      if (error instanceof SimulatedCrash) return;
      this.#core.logger.error({ gameId, timerId, err: error }, 'timer fire failed');
    }
  }

  /** One outbox event: a notice posted, a narration played, a member record kept. */
  async #carryOut(document: GameDocument, event: GameEvent): Promise<void> {
    const key = `${document.state.gameId}:${event.id}`;
    if (event.type === 'notice') await this.#core.table.postNotice(document, event, key);
    else if (event.type === 'narration') await this.#voice.narrate(document, event.narration, key);
    else
      await this.#members.recordSkipRemoval(
        document.meta.guildId,
        event.userId,
        document.state.gameId,
      );
  }

  // ── voice ──────────────────────────────────────────────────────────────────────────────

  reconcileVoice(guildId: string): Promise<void> {
    return this.#voice.reconcile(guildId);
  }

  /** The server's mute capacity (`/mafia settings`): tokens usable there, edits per 10 s. */
  muteCapacity(guildId: string): Promise<MuteCapacity | undefined> {
    return this.#core.options.voice.muteCapacity?.(guildId) ?? Promise.resolve(undefined);
  }

  /** The gateway reported a member's voice state (joined, left, muted by someone). */
  onVoiceStateUpdate(guildId: string, userId: string): void {
    this.#voice.observed(guildId, userId);
  }
}
