import type { Logger } from '../../logger.ts';
import { SCHEMA_VERSION, type GameStore, type MuteLedger } from '../../store/game-store.ts';
import { KeyedQueue } from '../../util/keyed-queue.ts';
import { VoiceEditError, type Clock, type MuteTokenDrop, type VoicePort } from '../ports.ts';

/** What one running game wants of its voice channel. */
export interface VoiceWish {
  gameId: string;
  voiceChannelId: string;
  /**
   * The members the bot manages: every player of the game (alive or out), and the spectators
   * in its voice channel (FLAG-AUDIENCE-MUTED: the audience cannot speak).
   */
  players: string[];
  /** Of those, who may speak now; all others are muted while in the game's channel. */
  unmuted: string[];
  /**
   * GAME-CLOCK-ON-FLOOR: the id of the game's step waiting for this voice state (its
   * `floorReady` timer): once Discord has confirmed it, `onSettled` reports the wish.
   */
  awaiting?: string;
}

/**
 * Brings server mutes to the state the games want with as few member edits as the rules allow
 * (Discord allows roughly 5 per 5 s per guild): no edit when a member already is in the wanted
 * state, so a speech handover costs exactly two (unmute the next speaker, re-mute the last).
 *
 * Before muting anyone it writes the member into the guild's mute ledger (write-ahead), and it
 * only ever unmutes members the ledger names: a moderator's own mute is never lifted, and after
 * any crash the ledger says whom to unmute. A member who left voice while muted by us cannot be
 * unmuted (Discord answers 40032); he stays in the ledger and is unmuted when he next joins.
 */
export class VoiceReconciler {
  readonly #store: GameStore;
  readonly #voice: VoicePort;
  readonly #clock: Clock;
  readonly #logger: Logger;
  readonly #queue = new KeyedQueue();
  readonly #dirty = new Set<string>();
  /** Our own successful edits, trusted until the gateway reports a newer voice state. */
  readonly #known = new Map<string, boolean>();
  readonly #noPermission = new Set<string>();
  /**
   * Each guild's ledger as this process last saved or read it, when it is the ledger's only
   * writer (alone on its store): every step of a run read it again before, two reads a member
   * edit. Saves are compare-and-set as before; after a conflict the store is read.
   */
  readonly #ledgers: Map<string, MuteLedger> | undefined;
  readonly #onMissingPermission: (guildId: string) => void;
  readonly #onTokenDropped: (guildId: string, drop: MuteTokenDrop) => void;
  readonly #onSettled: (guildId: string, wish: VoiceWish) => void;
  /** Member edits made, for the mute-economy assertions and the logs. */
  edits = 0;

  constructor(options: {
    store: GameStore;
    voice: VoicePort;
    clock: Clock;
    logger: Logger;
    onMissingPermission: (guildId: string) => void;
    /** A helper token can no longer mute in the guild (the edits go on with the others). */
    onTokenDropped?: (guildId: string, drop: MuteTokenDrop) => void;
    /** This process is the only writer of its guilds' ledgers: they are kept, not read again. */
    rememberLedgers?: boolean;
    /** A wish that awaits its voice state has it, as Discord confirmed (GAME-CLOCK-ON-FLOOR). */
    onSettled?: (guildId: string, wish: VoiceWish) => void;
  }) {
    this.#ledgers = options.rememberLedgers ? new Map() : undefined;
    this.#store = options.store;
    this.#voice = options.voice;
    this.#clock = options.clock;
    this.#logger = options.logger;
    this.#onMissingPermission = options.onMissingPermission;
    this.#onTokenDropped = options.onTokenDropped ?? (() => {});
    this.#onSettled = options.onSettled ?? (() => {});
  }

  /** The gateway told us a member's voice state: it supersedes what we assumed. */
  observed(guildId: string, userId: string): void {
    this.#known.delete(`${guildId}:${userId}`);
  }

  /**
   * Schedules a reconciliation of the guild. Requests that arrive while one runs are merged
   * into a single follow-up run, which reads the wishes afresh.
   */
  reconcile(guildId: string, wishes: () => Promise<VoiceWish[]>): Promise<void> {
    if (this.#dirty.has(guildId)) return this.#queue.run(guildId, async () => {});
    this.#dirty.add(guildId);
    return this.#queue.run(guildId, async () => {
      this.#dirty.delete(guildId);
      await this.#run(guildId, wishes);
    });
  }

  idle(): Promise<void> {
    return this.#queue.idle();
  }

  #serverMuted(guildId: string, userId: string): { inVoice: string | null; muted: boolean } {
    const state = this.#voice.memberVoice(guildId, userId);
    const known = this.#known.get(`${guildId}:${userId}`);
    return { inVoice: state?.channelId ?? null, muted: known ?? state?.serverMuted ?? false };
  }

  /** The guild's ledger: the one kept (unless the store named another version), else read. */
  async #loadLedger(guildId: string, storedVersion?: number): Promise<MuteLedger> {
    const kept = this.#ledgers?.get(guildId);
    if (kept && (storedVersion === undefined || kept.version === storedVersion)) return kept;
    const ledger = (await this.#store.loadMuteLedger(guildId)) ?? {
      schemaVersion: SCHEMA_VERSION,
      guildId,
      version: 0,
      muted: {},
    };
    this.#ledgers?.set(guildId, ledger);
    return ledger;
  }

  /** Applies `change` to the ledger with compare-and-set, re-reading on conflict. */
  async #updateLedger(
    guildId: string,
    change: (muted: MuteLedger['muted']) => void,
  ): Promise<void> {
    let storedVersion: number | undefined;
    for (let attempt = 0; attempt < 20; attempt++) {
      const ledger = await this.#loadLedger(guildId, storedVersion);
      const muted = { ...ledger.muted };
      change(muted);
      const next = { ...ledger, version: ledger.version + 1, muted };
      const result = await this.#store.saveMuteLedger(next).catch((error: unknown) => {
        // What the store holds now is unknown: read it next time.
        this.#ledgers?.delete(guildId);
        throw error;
      });
      if (result.ok) {
        this.#ledgers?.set(guildId, next);
        return;
      }
      storedVersion = result.storedVersion;
    }
    throw new Error(`mute ledger of ${guildId} kept conflicting`);
  }

  /**
   * The next member edit the wishes call for, unmutes first (the next speaker can start at
   * once, and nobody is muted longer than needed); undefined when all is as wanted.
   */
  #nextStep(
    guildId: string,
    wishes: VoiceWish[],
    ledger: MuteLedger,
    skip: ReadonlySet<string>,
  ): { userId: string; action: 'mute' | 'unmute' | 'forget'; gameId: string } | undefined {
    const wantMuted = new Map<string, string>();
    const managed = new Set<string>();
    const table = new Map<string, number>();
    for (const [index, wish] of wishes.entries()) {
      for (const userId of wish.players) if (!table.has(userId)) table.set(userId, index);
      const unmuted = new Set(wish.unmuted);
      for (const userId of wish.players) {
        managed.add(userId);
        const { inVoice } = this.#serverMuted(guildId, userId);
        if (inVoice === wish.voiceChannelId && !unmuted.has(userId))
          wantMuted.set(userId, wish.gameId);
      }
    }
    const users = [...new Set([...managed, ...Object.keys(ledger.muted)])].filter(
      (userId) => !skip.has(userId),
    );
    // Unmutes first; then one table after another, so each table's floor is set as soon as its
    // own edits are done rather than all of them at the end (GAME-CLOCK-ON-FLOOR).
    const rank = (userId: string) => Number(wantMuted.has(userId)) * 1e6 + (table.get(userId) ?? 0);
    const order = users.sort((a, b) => rank(a) - rank(b));
    for (const userId of order) {
      const want = wantMuted.has(userId);
      const { inVoice, muted } = this.#serverMuted(guildId, userId);
      const ours = ledger.muted[userId] !== undefined;
      if (want && !muted && !this.#noPermission.has(guildId))
        return { userId, action: 'mute', gameId: wantMuted.get(userId) ?? '' };
      // 40032 otherwise: a member out of voice is unmuted when he next joins a voice channel.
      if (!want && ours && inVoice !== null)
        return { userId, action: muted ? 'unmute' : 'forget', gameId: '' };
      // Wanted muted and already muted without a ledger entry: a moderator's mute. Left alone,
      // and never claimed, so the end of the game does not lift it.
    }
    return undefined;
  }

  /**
   * Each edit chosen from freshly read wishes: member edits are slow under Discord's rate limit,
   * and the floor may move on meanwhile — a plan made at the start of a long run would unmute a
   * speaker whose time is already over. One edit at a time per token usable in the guild (the
   * bot's own and the helper tokens, issue 14): each lane takes the next edit nobody has taken.
   */
  async #run(guildId: string, wishes: () => Promise<VoiceWish[]>): Promise<void> {
    const skip = new Set<string>();
    const taken = new Set<string>();
    const lanes = this.#voice.muteLanes?.(guildId) ?? 1;
    let steps = 0;
    // A lane with nothing left to take waits for another's edit: its outcome (or the wishes
    // read afresh meanwhile) may call for more, and the lanes must not die out one by one.
    let settle = () => {};
    let settled = new Promise<void>((resolve) => (settle = resolve));
    // Lanes asking while a read is under way share it: it started after they asked, or at most
    // one read ago, and the voice states it is checked against are read live.
    let reading: Promise<VoiceWish[]> | undefined;
    const read = () =>
      (reading ??= wishes().finally(() => {
        reading = undefined;
      }));
    const lane = async (): Promise<void> => {
      for (;;) {
        const current = lanes > 1 ? await read() : await wishes();
        const ledger = await this.#loadLedger(guildId);
        this.#reportSettled(guildId, current, ledger);
        const next = this.#nextStep(guildId, current, ledger, new Set([...skip, ...taken]));
        if (!next && taken.size === 0) return;
        if (!next) {
          await settled;
          continue;
        }
        if (steps++ >= 500) return;
        taken.add(next.userId);
        try {
          if (!(await this.#step(guildId, next))) skip.add(next.userId);
        } finally {
          taken.delete(next.userId);
          const done = settle;
          settled = new Promise((resolve) => (settle = resolve));
          done();
        }
      }
    };
    await Promise.all(Array.from({ length: lanes }, lane));
  }

  /**
   * GAME-CLOCK-ON-FLOOR: each wish awaiting its voice state that needs no member edit any more
   * (Discord answered every edit it called for; a member out of voice needs none) is reported.
   * A member whose edit failed still needs one: his game's wait runs out instead.
   */
  #reportSettled(guildId: string, wishes: VoiceWish[], ledger: MuteLedger): void {
    for (const wish of wishes)
      if (wish.awaiting !== undefined && !this.#needsEdit(guildId, wish, ledger))
        this.#onSettled(guildId, wish);
  }

  #needsEdit(guildId: string, wish: VoiceWish, ledger: MuteLedger): boolean {
    const unmuted = new Set(wish.unmuted);
    return wish.players.some((userId) => {
      const { inVoice, muted } = this.#serverMuted(guildId, userId);
      if (inVoice !== wish.voiceChannelId) return false;
      if (!unmuted.has(userId)) return !muted && !this.#noPermission.has(guildId);
      return muted && ledger.muted[userId] !== undefined;
    });
  }

  /** One step of a run; false when the member is to be skipped for the rest of it. */
  async #step(
    guildId: string,
    next: { userId: string; action: 'mute' | 'unmute' | 'forget'; gameId: string },
  ): Promise<boolean> {
    if (next.action === 'mute') {
      await this.#updateLedger(guildId, (entries) => {
        entries[next.userId] = { gameId: next.gameId, since: this.#clock.now() };
      });
      const by = await this.#edit(guildId, next.userId, true);
      if (by === undefined) return false;
      // A helper bot muted him, for the record (any token with Mute Members may lift it).
      if (by)
        await this.#updateLedger(guildId, (entries) => {
          const entry = entries[next.userId];
          if (entry) entries[next.userId] = { ...entry, by };
        });
      return true;
    }
    if (next.action === 'unmute' && (await this.#edit(guildId, next.userId, false)) === undefined)
      return false;
    await this.#updateLedger(guildId, (entries) => {
      delete entries[next.userId];
    });
    return true;
  }

  /**
   * One member edit; when Discord accepted it, the helper bot whose token made it ('' for the
   * bot itself), else undefined.
   */
  async #edit(guildId: string, userId: string, muted: boolean): Promise<string | undefined> {
    try {
      this.edits++;
      this.#logger.debug({ guildId, userId, muted }, 'member edit');
      const made = await this.#voice.setServerMute(guildId, userId, muted);
      this.#known.set(`${guildId}:${userId}`, muted);
      for (const drop of made?.dropped ?? []) this.#onTokenDropped(guildId, drop);
      return made?.by ?? '';
    } catch (error) {
      if (error instanceof VoiceEditError && error.reason === 'missingPermissions') {
        // Without Mute Members the game goes on unmuted; the judge hears about it once.
        this.#noPermission.add(guildId);
        this.#onMissingPermission(guildId);
        return undefined;
      }
      if (error instanceof VoiceEditError && error.reason === 'notInVoice') {
        this.#known.delete(`${guildId}:${userId}`);
        return undefined;
      }
      this.#logger.warn({ guildId, userId, muted, err: error }, 'member edit failed');
      return undefined;
    }
  }

  /** Mute Members was granted again (or a new game starts): try muting again. */
  forgetMissingPermission(guildId: string): void {
    this.#noPermission.delete(guildId);
    this.#voice.retryMuteTokens?.(guildId);
  }
}
