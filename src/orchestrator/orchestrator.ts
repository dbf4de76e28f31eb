import { randomBytes } from 'node:crypto';
import {
  type Actor,
  type Command,
  type GameEvent,
  type Screen,
  type RoomAccess,
  type Text,
  type ConfigOverrides,
  type RandomSource,
  type Preset,
  closedScreen,
  createGame,
  decide,
  isPersonalNotice,
  noticeKind,
  presetConfig,
  privateRecipient,
  resolveControl,
  screens,
  screenKind,
  voiceManaged,
  voiceTarget,
} from '../engine/index.ts';
import { commitmentOf } from '../fairness/commitment.ts';
import { configHashOf } from '../fairness/config-hash.ts';
import { finalSeedOf } from '../fairness/final-seed.ts';
import { seededRandom } from '../fairness/seeded-random.ts';
import { drawServerSeed } from '../fairness/server-seed.ts';
import { sortSnowflakes } from '../fairness/snowflake.ts';
import type { JsonValue } from '../fairness/canonical-json.ts';
import { gameLogger, type Logger } from '../logger.ts';
import { SCHEMA_VERSION, StoreUnavailableError, type GameStore } from '../store/game-store.ts';
import {
  fromRecord,
  isFinished,
  toRecord,
  type GameDocument,
  type GameMeta,
  type ScreenRecord,
} from './document.ts';
import { KeyedQueue } from './keyed-queue.ts';
import {
  systemClock,
  UnreachableRecipient,
  type Clock,
  type JudgeNotice,
  type MemberPort,
  type TablePort,
  type VoicePort,
} from './ports.ts';
import { TimerScheduler } from './timer-scheduler.ts';
import { roomAccessOf } from './room-access.ts';
import { missedNotice, publicVersion, type Missed } from './undelivered.ts';
import { VoiceReconciler, type VoiceWish } from './voice-reconciler.ts';

/** The user a private screen or notice goes to now (empty for public and team ones). */
function recipientOf(document: GameDocument, screen: Pick<Screen, 'to'>): string {
  return privateRecipient(document.state, screen.to) ?? '';
}

/**
 * May a failed DM of this notice name its recipient in the channel? Only a role card (everyone
 * gets one at the deal, a substitute at his replacement) or a notice to the judge (who holds no
 * role): any other private notice goes to a role holder, and naming him would reveal it.
 */
function namesNoRole(event: Extract<GameEvent, { type: 'notice' }>): boolean {
  return event.to.kind === 'judge' || event.lines.some((line) => line.key === 'role.card');
}

type Notice = Extract<GameEvent, { type: 'notice' }>;

/**
 * How the judge is told which effect failed. A public notice is named by its text; a private
 * one only as "a private message": the judge's notice falls back to the game channel when his
 * DMs are closed, and "a check result failed" would tell the table that a checker acted.
 */
function failureLabel(event: GameEvent): string {
  if (event.type !== 'notice') return event.type;
  return event.to.kind === 'public' ? (event.lines[0]?.key ?? 'notice') : 'privateMessage';
}

/**
 * Whose inbox keeps a notice that `userId` could not receive: a seat's notice goes to whoever
 * holds the seat now (it may have changed hands while the notice was in flight, §7.13.2), except
 * a personal one (D46), which nobody else may read.
 */
function inboxOwner(document: GameDocument, userId: string, notice: Notice): string | undefined {
  if (notice.to.kind !== 'seat') return userId;
  const holder = document.state.seats[notice.to.seat - 1]?.userId;
  if (!holder || holder === userId) return userId;
  return isPersonalNotice(notice.lines) ? undefined : holder;
}

/**
 * Forum §7.13.2 (D46): the undelivered private messages of a replaced seat pass to the
 * substitute, the personal ones (skips, activity) excepted; the old account keeps none of them,
 * since it "loses all game access" (its "Show my role and messages" shows nothing any more).
 */
function handOverInbox(
  inbox: GameDocument['inbox'],
  seat: number,
  from: string,
  to: string,
): GameDocument['inbox'] {
  const old = inbox?.[from];
  if (!inbox || !old) return inbox;
  const next = { ...inbox };
  delete next[from];
  const passed = old.filter(
    (notice) =>
      notice.to.kind === 'seat' && notice.to.seat === seat && !isPersonalNotice(notice.lines),
  );
  if (passed.length > 0) next[to] = [...(next[to] ?? []), ...passed];
  return next;
}

/** Refusals that come from the orchestrator rather than from the rules. */
export type OrchestratorError =
  | { key: 'error.storeUnavailable'; params: Record<string, never> }
  | { key: 'error.noGame'; params: Record<string, never> }
  | { key: 'error.channelBusy'; params: { gameId: string } }
  | { key: 'error.busy'; params: Record<string, never> };

export type Refusal = Text | OrchestratorError;

export type Outcome<T = object> = ({ ok: true } & T) | { ok: false; error: Refusal };

/** A deal as the adapter sends it: the orchestrator adds the seed derived from the list (§8.4). */
export type IncomingCommand = Command | { type: 'deal'; by: Actor; roomAccess?: RoomAccess[] };

export interface OpenLobby {
  guildId: string;
  channelId: string;
  voiceChannelId?: string;
  hostId: string;
  /** The judge named in `/mafia start judge:`; the host otherwise. */
  judgeId?: string;
  preset: Preset;
  locale: 'ru' | 'en';
  overrides?: ConfigOverrides;
}

export interface OrchestratorOptions {
  store: GameStore;
  table: TablePort;
  voice: VoicePort;
  /** Members' permissions (none read when absent: nobody is warned of them). */
  members?: MemberPort;
  logger: Logger;
  clock?: Clock;
  timeScale?: number;
  /** Injected in tests so two runs deal the same way; the OS CSPRNG otherwise (§8.2). */
  drawServerSeed?: () => string;
  newGameId?: () => string;
  /** Called after every saved turn (the voice service follows the floor and the phase). */
  onSaved?: (document: GameDocument) => void;
  /** Test hook: return true to simulate the process dying right after a save. */
  crashAfterSave?: (gameId: string, revision: number) => boolean;
}

/** Thrown by the crash hook: the turn is saved, its effects are not carried out. */
export class SimulatedCrash extends Error {
  constructor() {
    super('simulated crash after save');
    this.name = 'SimulatedCrash';
  }
}

const MAX_ATTEMPTS = 50;
/**
 * While the store is down: how soon a timer that fired, or an effects pass, tries again (short,
 * so that the game moves on within a second or two of the store answering again), and how
 * start-up waits for the store.
 */
export const STORE_RETRY_MS = 500;
const START_RETRY_MS = 500;
const MAX_START_RETRY_MS = 5_000;

const inertRandom: RandomSource = { int: () => 0, shuffle: (_label, items) => [...items] };

function storeUnavailable(): OrchestratorError {
  return { key: 'error.storeUnavailable', params: {} };
}

/**
 * Between Discord and the engine: one writer per game (a queue per game in this process, the
 * store's compare-and-set across processes), the turn (load → decide → save → effects → timers),
 * idempotent effects, timers that survive restarts, and voice mutes that never outlive a game.
 */
export class Orchestrator {
  readonly #store: GameStore;
  readonly #table: TablePort;
  readonly #clock: Clock;
  readonly #logger: Logger;
  readonly #options: OrchestratorOptions;
  readonly #commands = new KeyedQueue();
  readonly #effects = new KeyedQueue();
  readonly #effectsPending = new Set<string>();
  readonly #timers: TimerScheduler;
  readonly voice: VoiceReconciler;
  /** Running games of this process: channel → game, and guild → games. */
  readonly #byChannel = new Map<string, string>();
  readonly #byGuild = new Map<string, Set<string>>();
  #stopped = false;
  /** Start-up has not yet read the running games (the store may be down). */
  #resuming = false;

  constructor(options: OrchestratorOptions) {
    this.#options = options;
    this.#store = options.store;
    this.#table = options.table;
    this.#clock = options.clock ?? systemClock;
    this.#logger = options.logger;
    this.#timers = new TimerScheduler(
      this.#clock,
      (gameId, timerId) => void this.#onTimer(gameId, timerId),
    );
    this.voice = new VoiceReconciler({
      store: options.store,
      voice: options.voice,
      clock: this.#clock,
      logger: options.logger,
      onMissingPermission: (guildId) => void this.#reportMissingPermission(guildId),
    });
  }

  // ── start-up and shutdown ──────────────────────────────────────────────────────────────

  /** Resumes every active game: timers re-armed with their time left, effects and mutes redone. */
  async start(): Promise<number> {
    this.#resuming = true;
    for (let delay = START_RETRY_MS; ; delay = Math.min(2 * delay, MAX_START_RETRY_MS)) {
      if (this.#stopped) return 0;
      try {
        const resumed = await this.#resume();
        this.#resuming = false;
        return resumed;
      } catch (error) {
        if (!(error instanceof StoreUnavailableError) || this.#stopped) {
          this.#resuming = false;
          throw error;
        }
        // The store is down at start-up: wait for it (StoreHealth tells the operator).
        await new Promise<void>((resolve) => this.#clock.setTimeout(() => resolve(), delay));
      }
    }
  }

  async #resume(): Promise<number> {
    const records = await this.#store.listActiveGames();
    const guilds = new Set<string>();
    for (const record of records) {
      const document = fromRecord(record);
      this.#index(document);
      guilds.add(document.meta.guildId);
      this.#timers.arm(document.state.gameId, document.state.timers);
      this.#kickEffects(document.state.gameId);
    }
    for (const ledger of await this.#store.listMuteLedgers()) guilds.add(ledger.guildId);
    for (const guildId of guilds) void this.reconcileVoice(guildId);
    this.#logger.info({ games: records.length, guilds: guilds.size }, 'resumed running games');
    return records.length;
  }

  /** Stops arming timers; waits for work in flight. The games stay saved as they are. */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#timers.cancelAll();
    await this.idle();
  }

  /** The process is dying (tests simulate a crash): no timer fires, no effect starts any more. */
  kill(): void {
    this.#stopped = true;
    this.#timers.cancelAll();
  }

  /** Resolves when no command, effect or voice work is queued (tests and shutdown). */
  async idle(): Promise<void> {
    for (let i = 0; i < 20; i++) {
      await this.#commands.idle();
      await this.#effects.idle();
      await this.voice.idle();
      if (this.#effectsPending.size === 0) return;
    }
  }

  // ── queries ────────────────────────────────────────────────────────────────────────────

  /**
   * Until start-up has read the running games from the store, "no game in this channel" is
   * not known to be true: throws the store's outage instead of letting it read as no game.
   */
  assertGamesKnown(): void {
    if (this.#resuming)
      throw new StoreUnavailableError(new Error('the running games are not loaded yet'));
  }

  gameInChannel(channelId: string): string | undefined {
    return this.#byChannel.get(channelId);
  }

  gamesInGuild(guildId: string): string[] {
    return [...(this.#byGuild.get(guildId) ?? [])];
  }

  async read(gameId: string): Promise<GameDocument | undefined> {
    const record = await this.#store.loadGame(gameId);
    return record ? fromRecord(record) : undefined;
  }

  // ── commands ───────────────────────────────────────────────────────────────────────────

  async openLobby(input: OpenLobby): Promise<Outcome<{ gameId: string }>> {
    // A channel's running game may be unknown yet: opening another there would make two.
    if (this.#resuming) return { ok: false, error: storeUnavailable() };
    const existing = this.#byChannel.get(input.channelId);
    if (existing)
      return { ok: false, error: { key: 'error.channelBusy', params: { gameId: existing } } };
    const now = this.#clock.now();
    const config = presetConfig(input.preset, {
      ...input.overrides,
      timeScale: this.#options.timeScale ?? 1,
    });
    const gameId = this.#options.newGameId?.() ?? randomBytes(5).toString('hex');
    const serverSeed = (this.#options.drawServerSeed ?? drawServerSeed)();
    const state = createGame({
      gameId,
      judgeId: input.judgeId ?? input.hostId,
      ...(input.voiceChannelId ? { voiceChannelId: input.voiceChannelId } : {}),
      config,
      now,
      serverSeed,
      commitment: commitmentOf(gameId, serverSeed),
      configHash: configHashOf(config as unknown as JsonValue),
    });
    const meta: GameMeta = {
      guildId: input.guildId,
      channelId: input.channelId,
      locale: input.locale,
      hostId: input.hostId,
      ...(input.voiceChannelId ? { voiceChannelId: input.voiceChannelId } : {}),
    };
    const document: GameDocument = {
      revision: 1,
      meta,
      state,
      outbox: [],
      screens: {},
      reported: [],
    };
    try {
      const saved = await this.#store.saveGame(toRecord(document, now));
      if (!saved.ok) return { ok: false, error: { key: 'error.busy', params: {} } };
    } catch (error) {
      if (error instanceof StoreUnavailableError) return { ok: false, error: storeUnavailable() };
      throw error;
    }
    this.#index(document);
    gameLogger(this.#logger, { guildId: input.guildId, gameId, version: 1 }).info(
      { preset: input.preset },
      'lobby opened',
    );
    this.#kickEffects(gameId);
    return { ok: true, gameId };
  }

  /** Applies one command to a game: the only way anything changes. */
  dispatch(
    gameId: string,
    command: IncomingCommand,
  ): Promise<Outcome<{ reply?: Text; document?: GameDocument }>> {
    return this.#commands.run(gameId, () => this.#turn(gameId, command));
  }

  /** A click on a screen's control, mapped by the engine (a stale screen answers "closed"). */
  click(gameId: string, screenId: string, controlId: string, values: string[], by: Actor) {
    return this.#commands.run(
      gameId,
      async (): Promise<Outcome<{ reply?: Text; document?: GameDocument }>> => {
        const document = await this.#load(gameId);
        if (!document.ok) return document;
        const resolved = resolveControl(document.document.state, screenId, controlId, values, by);
        if (!resolved.ok) return resolved;
        return this.#turn(gameId, resolved.command);
      },
    );
  }

  async #load(
    gameId: string,
  ): Promise<{ ok: true; document: GameDocument } | { ok: false; error: Refusal }> {
    try {
      const record = await this.#store.loadGame(gameId);
      if (!record) return { ok: false, error: { key: 'error.noGame', params: {} } };
      return { ok: true, document: fromRecord(record) };
    } catch (error) {
      if (error instanceof StoreUnavailableError) return { ok: false, error: storeUnavailable() };
      throw error;
    }
  }

  /** The deal's seed comes from the frozen list (§8.4); every later draw from that seed. */
  #prepare(
    document: GameDocument,
    command: IncomingCommand,
  ): { command: Command; random: RandomSource } {
    const state = document.state;
    if (command.type === 'deal') {
      const players = sortSnowflakes(state.lobby.map((entry) => entry.userId));
      const finalSeed = finalSeedOf({
        serverSeedHex: state.deal.serverSeed,
        gameId: state.gameId,
        preset: state.config.preset,
        configHash: state.deal.configHash,
        players,
        entropy: [],
      });
      return {
        command: {
          type: 'deal',
          by: command.by,
          finalSeed,
          players,
          ...(command.roomAccess ? { roomAccess: command.roomAccess } : {}),
        },
        random: seededRandom(finalSeed),
      };
    }
    return {
      command,
      random: state.deal.finalSeed ? seededRandom(state.deal.finalSeed) : inertRandom,
    };
  }

  /**
   * A sign-up carries what the guild remembers of the member (§7.10.4) and his room-opening
   * permissions, never what he says; a deal carries every player's permissions at that moment.
   */
  async #withMemberFacts(
    document: GameDocument,
    command: IncomingCommand,
  ): Promise<IncomingCommand> {
    const access = (userIds: string[]) =>
      roomAccessOf(this.#options.members, document.meta, userIds, this.#logger);
    if (command.type === 'deal') {
      const roomAccess = await access(document.state.lobby.map((entry) => entry.userId));
      return { type: 'deal', by: command.by, roomAccess };
    }
    if (command.type !== 'join') return command;
    const { pastSkipRemovals: _claimed, roomAccess: _said, ...join } = command;
    const permissions = (await access([command.by.userId]))[0]?.permissions ?? [];
    const facts = { ...join, ...(permissions.length > 0 ? { roomAccess: permissions } : {}) };
    if (document.state.config.preset !== 'forum') return facts;
    const record = await this.#store.loadMemberRecord(document.meta.guildId, command.by.userId);
    return { ...facts, pastSkipRemovals: record?.skipRemovals.length ?? 0 };
  }

  /** Counts a removal for skipped moves once per game, whatever the number of attempts. */
  async #recordSkipRemoval(guildId: string, userId: string, gameId: string): Promise<void> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const stored = await this.#store.loadMemberRecord(guildId, userId);
      if (stored?.skipRemovals.includes(gameId)) return;
      const saved = await this.#store.saveMemberRecord({
        schemaVersion: SCHEMA_VERSION,
        guildId,
        userId,
        version: (stored?.version ?? 0) + 1,
        skipRemovals: [...(stored?.skipRemovals ?? []), gameId],
      });
      if (saved.ok) return;
    }
    throw new Error(`the record of ${userId} kept conflicting`);
  }

  /**
   * One turn: load, decide, save with compare-and-set (on conflict: re-read and decide again),
   * then arm the timers and start the effects. Nothing is half-applied: until the save
   * succeeds, nothing happened.
   */
  async #turn(
    gameId: string,
    command: IncomingCommand,
  ): Promise<Outcome<{ reply?: Text; document?: GameDocument }>> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const loaded = await this.#load(gameId);
      if (!loaded.ok) return loaded;
      const document = loaded.document;
      let prepared: { command: Command; random: RandomSource };
      try {
        command = await this.#withMemberFacts(document, command);
      } catch (error) {
        if (error instanceof StoreUnavailableError) return { ok: false, error: storeUnavailable() };
        throw error;
      }
      try {
        prepared = this.#prepare(document, command);
      } catch {
        return { ok: false, error: { key: 'error.closed', params: {} } };
      }
      const now = this.#clock.now();
      const decision = decide(document.state, prepared.command, { now, random: prepared.random });
      if (!decision.ok) return decision;
      const next: GameDocument = {
        ...document,
        revision: document.revision + 1,
        state: decision.state,
        outbox: [...document.outbox, ...decision.events],
      };
      const replaced = prepared.command;
      if (replaced.type === 'replace') {
        const from = document.state.seats[replaced.seat - 1]?.userId;
        const inbox = from && handOverInbox(next.inbox, replaced.seat, from, replaced.userId);
        if (inbox) next.inbox = inbox;
      }
      try {
        const saved = await this.#store.saveGame(toRecord(next, now));
        if (!saved.ok) continue;
      } catch (error) {
        if (error instanceof StoreUnavailableError) return { ok: false, error: storeUnavailable() };
        throw error;
      }
      const log = gameLogger(this.#logger, {
        guildId: next.meta.guildId,
        gameId,
        version: next.state.version,
      });
      log.debug({ command: command.type }, 'command applied');
      if (this.#options.crashAfterSave?.(gameId, next.revision)) throw new SimulatedCrash();
      if (!this.#stopped) this.#timers.arm(gameId, decision.timers);
      try {
        this.#options.onSaved?.(next);
      } catch (error) {
        log.warn({ err: error }, 'onSaved hook failed');
      }
      this.#kickEffects(gameId);
      void this.reconcileVoice(next.meta.guildId);
      return { ok: true, document: next, ...(decision.reply ? { reply: decision.reply } : {}) };
    }
    return { ok: false, error: { key: 'error.busy', params: {} } };
  }

  async #onTimer(gameId: string, timerId: string): Promise<void> {
    if (this.#stopped) return;
    try {
      const outcome = await this.dispatch(gameId, { type: 'timerExpired', timerId });
      if (!outcome.ok && outcome.error.key === 'error.storeUnavailable') {
        // The store is down: try the same fire again until it is back ("resumes when back").
        this.#timers.retry(gameId, timerId, STORE_RETRY_MS);
      }
    } catch (error) {
      if (error instanceof SimulatedCrash) return;
      this.#logger.error({ gameId, timerId, err: error }, 'timer fire failed');
    }
  }

  // ── effects ────────────────────────────────────────────────────────────────────────────

  #index(document: GameDocument): void {
    const gameId = document.state.gameId;
    if (isFinished(document)) {
      if (this.#byChannel.get(document.meta.channelId) === gameId)
        this.#byChannel.delete(document.meta.channelId);
      this.#byGuild.get(document.meta.guildId)?.delete(gameId);
      return;
    }
    this.#byChannel.set(document.meta.channelId, gameId);
    const games = this.#byGuild.get(document.meta.guildId) ?? new Set<string>();
    games.add(gameId);
    this.#byGuild.set(document.meta.guildId, games);
  }

  /** Starts (or merges into) a pass that carries out what the saved document asks for. */
  #kickEffects(gameId: string): void {
    if (this.#effectsPending.has(gameId)) return;
    this.#effectsPending.add(gameId);
    void this.#effects
      .run(gameId, async () => {
        this.#effectsPending.delete(gameId);
        await this.#drain(gameId);
      })
      .catch((error: unknown) => this.#logger.error({ gameId, err: error }, 'effects pass failed'));
  }

  /** The store did not answer: the pass starts again a little later (effects are idempotent). */
  #retryEffectsLater(gameId: string): void {
    this.#clock.setTimeout(() => this.#kickEffects(gameId), STORE_RETRY_MS);
  }

  /**
   * Carries out the outbox in order (each event once: the key lets the adapter deduplicate a
   * retry after a crash), then brings the screens to what the state shows, then records what was
   * done with a compare-and-set merge into the latest document.
   */
  async #drain(gameId: string): Promise<void> {
    for (let pass = 0; pass < 20 && !this.#stopped; pass++) {
      let document: GameDocument;
      try {
        const record = await this.#store.loadGame(gameId);
        if (!record) return;
        document = fromRecord(record);
      } catch (error) {
        if (error instanceof StoreUnavailableError) {
          this.#retryEffectsLater(gameId);
          return;
        }
        throw error;
      }
      const done: string[] = [];
      const failures: string[] = [];
      // Private messages that missed their player: the judge is told whose, and of what kind.
      const missed: Missed[] = [];
      const undelivered: Array<{ userId: string; event: Extract<GameEvent, { type: 'notice' }> }> =
        [];
      // Closed DMs found at a role card, named together before the next public message.
      const named = new Set(document.dmClosedNamed ?? []);
      let toName: string[] = [];
      const announce = async () => {
        if (toName.length === 0) return;
        const userIds = toName;
        toName = [];
        try {
          await this.#table.announceUnreachable(
            document,
            userIds,
            `${gameId}:dmclosed:${userIds.join(',')}`,
          );
        } catch (error) {
          this.#logger.warn({ gameId, err: error }, 'naming closed DMs failed');
          failures.push('dmClosed');
          for (const userId of userIds) named.delete(userId);
        }
      };
      const wanted = new Map<string, Screen>(
        screens(document.state).map((screen) => [screen.id, screen]),
      );
      // Screens that are over close first, so that the result posted next (a vote's, or the
      // report that ends the game) follows a message that already shows its final state.
      const updates = await this.#closeGone(document, wanted);
      for (const event of document.outbox) {
        if (this.#stopped) return;
        if (event.type === 'notice' && event.to.kind === 'public') await announce();
        try {
          await this.#carryOut(document, event);
        } catch (error) {
          if (error instanceof UnreachableRecipient && event.type === 'notice') {
            for (const userId of error.userIds) {
              undelivered.push({ userId, event });
              missed.push({ userId, kind: noticeKind(event.lines), reason: 'dmClosed' });
              if (namesNoRole(event) && !named.has(userId)) {
                named.add(userId);
                toName.push(userId);
              }
            }
            done.push(event.id);
            continue;
          }
          if (error instanceof StoreUnavailableError) {
            // A stored effect (a lifetime record) is not a failed one: it waits for the store.
            this.#retryEffectsLater(gameId);
            return;
          }
          this.#logger.warn({ gameId, event: event.id, err: error }, 'effect failed');
          const recipient = event.type === 'notice' ? recipientOf(document, event) : '';
          if (event.type === 'notice' && recipient && event.to.kind !== 'judge') {
            // Kept for his inbox, so that the judge's advice to open it holds.
            undelivered.push({ userId: recipient, event });
            missed.push({ userId: recipient, kind: noticeKind(event.lines), reason: 'failed' });
          } else failures.push(failureLabel(event));
        }
        done.push(event.id);
      }
      if (this.#stopped) return;
      await announce();
      for (const screen of wanted.values()) {
        const shown = JSON.stringify(screen);
        const recipient = recipientOf(document, screen);
        let record = document.screens[screen.id];
        if (record && (record.recipient ?? '') !== recipient) {
          // The seat changed hands (a replacement): close the old DM, show the new one afresh.
          await this.#table.closeScreen(document, record.screen, record.handle).catch(() => {});
          record = undefined;
        }
        if (record?.shown === shown) continue;
        const addressed = recipient ? { recipient } : {};
        try {
          const key = `${gameId}:screen:${screen.id}${recipient ? `:${recipient}` : ''}`;
          const handle = await this.#table.showScreen(document, screen, record?.handle, key);
          updates.set(screen.id, { handle, shown, screen, ...addressed });
        } catch (error) {
          if (error instanceof UnreachableRecipient) {
            // DMs closed: the player sees it through "Show my role and messages" instead.
            missed.push({ userId: error.userId, kind: screenKind(screen), reason: 'dmClosed' });
            updates.set(screen.id, {
              handle: { unreachable: error.userId },
              shown,
              screen,
              ...addressed,
            });
            continue;
          }
          this.#logger.warn({ gameId, screenId: screen.id, err: error }, 'showing a screen failed');
          if (recipient && screen.to.kind !== 'judge')
            missed.push({ userId: recipient, kind: screenKind(screen), reason: 'failed' });
          else failures.push(`screen:${screen.id.split('.')[0]}`);
          if (record) updates.set(screen.id, { ...record, shown, screen });
        }
      }
      if (done.length === 0 && updates.size === 0 && undelivered.length === 0) {
        // A screen that keeps failing is retried at the next pass: nothing to save now.
        await this.#tellMissed(document, missed);
        this.#index(document);
        if (isFinished(document)) void this.reconcileVoice(document.meta.guildId);
        return;
      }
      const merged = await this.#commit(gameId, (latest) => {
        latest.outbox = latest.outbox.filter((event) => !done.includes(event.id));
        for (const { userId, event } of undelivered) {
          const owner = inboxOwner(latest, userId, event);
          if (!owner) continue;
          latest.inbox ??= {};
          const box = (latest.inbox[owner] ??= []);
          if (!box.some((entry) => entry.id === event.id)) box.push(event);
        }
        const newlyNamed = [...named].filter((id) => !latest.dmClosedNamed?.includes(id));
        if (newlyNamed.length > 0)
          latest.dmClosedNamed = [...(latest.dmClosedNamed ?? []), ...newlyNamed];
        for (const [screenId, record] of updates) {
          if (record) latest.screens[screenId] = record;
          else delete latest.screens[screenId];
        }
      });
      if (!merged) return;
      for (const what of new Set(failures))
        await this.#tellJudgeOnce(merged, `failed:${what}`, {
          key: 'judge.effectFailed',
          params: { what },
        });
      await this.#tellMissed(merged, missed);
      this.#index(merged);
    }
  }

  /** Edits each screen the state no longer shows into its final form, without controls. */
  async #closeGone(
    document: GameDocument,
    wanted: Map<string, Screen>,
  ): Promise<Map<string, ScreenRecord | null>> {
    const updates = new Map<string, ScreenRecord | null>();
    for (const [screenId, record] of Object.entries(document.screens)) {
      if (wanted.has(screenId)) continue;
      try {
        // Its final state (the whole tally of a vote), not the last one shown while it ran.
        const closed = closedScreen(document.state, record.screen);
        await this.#table.closeScreen(document, closed, record.handle);
      } catch (error) {
        this.#logger.warn(
          { gameId: document.state.gameId, screenId, err: error },
          'closing a screen failed',
        );
      }
      updates.set(screenId, null);
    }
    return updates;
  }

  async #tellMissed(document: GameDocument, missed: readonly Missed[]): Promise<void> {
    for (const entry of missed) {
      const told = missedNotice(document, entry);
      if (told) await this.#tellJudgeOnce(document, told.what, told.notice);
    }
  }

  async #carryOut(document: GameDocument, event: GameEvent): Promise<void> {
    const key = `${document.state.gameId}:${event.id}`;
    if (event.type === 'notice') await this.#table.postNotice(document, event, key);
    else if (event.type === 'narration') await this.#table.narrate(document, event.narration, key);
    else await this.#recordSkipRemoval(document.meta.guildId, event.userId, document.state.gameId);
  }

  /** Read-modify-write of the bookkeeping parts, merged into whatever the latest document is. */
  async #commit(
    gameId: string,
    change: (latest: GameDocument) => void,
  ): Promise<GameDocument | undefined> {
    return this.#commands.run(gameId, async () => {
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        try {
          const record = await this.#store.loadGame(gameId);
          if (!record) return undefined;
          const latest = fromRecord(record);
          change(latest);
          latest.revision++;
          const saved = await this.#store.saveGame(toRecord(latest, this.#clock.now()));
          if (saved.ok) return latest;
        } catch (error) {
          if (!(error instanceof StoreUnavailableError)) throw error;
          this.#retryEffectsLater(gameId);
          return undefined;
        }
      }
      return undefined;
    });
  }

  /** A notice from the bot to the judge of a game, at most once per game for each `what`. */
  async tellJudge(gameId: string, what: string, notice: JudgeNotice): Promise<void> {
    const document = await this.read(gameId).catch(() => undefined);
    if (document) await this.#tellJudgeOnce(document, what, notice);
  }

  async #tellJudgeOnce(document: GameDocument, what: string, notice: JudgeNotice): Promise<void> {
    if (document.reported.includes(what)) return;
    const saved = await this.#commit(document.state.gameId, (latest) => {
      if (!latest.reported.includes(what)) latest.reported.push(what);
    });
    if (!saved) return;
    try {
      const key = `${document.state.gameId}:report:${what}`;
      await this.#table.tellJudge(saved, notice, key, publicVersion(notice));
    } catch (error) {
      this.#logger.warn({ gameId: document.state.gameId, err: error }, 'telling the judge failed');
    }
  }

  async #reportMissingPermission(guildId: string): Promise<void> {
    for (const gameId of this.gamesInGuild(guildId)) {
      const document = await this.read(gameId).catch(() => undefined);
      if (document)
        await this.#tellJudgeOnce(document, 'noMutePermission', {
          key: 'judge.noMutePermission',
          params: {},
        });
    }
  }

  // ── voice ──────────────────────────────────────────────────────────────────────────────

  /** What every running game of the guild wants of its voice channel. */
  async #voiceWishes(guildId: string): Promise<VoiceWish[]> {
    const wishes: VoiceWish[] = [];
    for (const gameId of this.gamesInGuild(guildId)) {
      const document = await this.read(gameId);
      if (!document?.meta.voiceChannelId) continue;
      const target = voiceTarget(document.state);
      if (!target.managed) continue;
      const voiceChannelId = document.meta.voiceChannelId;
      const present = this.#options.voice.membersIn(guildId, voiceChannelId);
      wishes.push({
        gameId,
        voiceChannelId,
        players: voiceManaged(document.state, present, document.meta.hostId),
        unmuted: target.unmuted,
      });
    }
    return wishes;
  }

  reconcileVoice(guildId: string): Promise<void> {
    if (this.#stopped) return Promise.resolve();
    return this.voice
      .reconcile(guildId, () => this.#voiceWishes(guildId))
      .catch((error: unknown) => {
        // An outage is told once by StoreHealth; the next turn reconciles again.
        if (error instanceof StoreUnavailableError) return;
        this.#logger.warn({ guildId, err: error }, 'voice reconciliation failed');
      });
  }

  /** The gateway reported a member's voice state (joined, left, muted by someone). */
  onVoiceStateUpdate(guildId: string, userId: string): void {
    this.voice.observed(guildId, userId);
    void this.reconcileVoice(guildId);
  }
}
