import type { Narration, Preset } from '../engine/index.ts';
import { planFor } from './cues.ts';
import type { ClipLibrary, ResolvedClip } from './manifest.ts';
import type { VoiceLocale } from './phrases.ts';

/**
 * Where clips are played: one AudioPlayer per voice connection in production
 * (AudioPlayerPlayback), a recording fake in tests.
 */
export interface Playback {
  /**
   * Plays `clip` now, replacing whatever is playing. `done` is called exactly once: when the
   * clip ends, fails, is replaced by another clip or is stopped.
   */
  play(clip: ResolvedClip, done: () => void): void;
  /** Stops whatever is playing. */
  stop(): void;
}

/** The parts of a game the narrator reads (a VoicedGame, and so the orchestrator's document, fits). */
export interface NarratedGame {
  meta: { locale: VoiceLocale };
  state: { config: { preset: Preset } };
}

type LogFn = (object: object, message: string) => void;
export interface VoiceLogger {
  debug: LogFn;
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}

export const silentLogger: VoiceLogger = {
  debug: () => {},
  info: () => {},
  warn: () => {},
  error: () => {},
};

export interface NarratorOptions {
  clips: ClipLibrary;
  playback: Playback;
  logger?: VoiceLogger;
  now?: () => number;
  /** A queued announcement older than this is dropped: it would only confuse (default 20 s). */
  maxQueueAgeMs?: number;
  /** How many narration keys are remembered for idempotency (default 2000). */
  rememberKeys?: number;
}

interface Queued {
  clip: ResolvedClip;
  queuedAt: number;
}

/**
 * Plays a game's narration: each engine Narration becomes a few clips (cues.ts), played one
 * after another; at night the ambience loops between announcements (an announcement stops it,
 * it resumes when the queue is empty). `narrate` is fire-and-forget: it never throws, never
 * waits for audio, and ignores a key it has seen (the orchestrator may deliver an event twice).
 */
export class Narrator {
  readonly #clips: ClipLibrary;
  readonly #playback: Playback;
  readonly #logger: VoiceLogger;
  readonly #now: () => number;
  readonly #maxQueueAgeMs: number;
  readonly #rememberKeys: number;
  readonly #seen = new Set<string>();
  readonly #queue: Queued[] = [];
  readonly #idleWaiters: Array<() => void> = [];
  #playing: { token: number; kind: 'clip' | 'ambience'; clip: ResolvedClip } | undefined;
  #token = 0;
  #night = false;
  #ambienceBroken = false;
  #ended = false;
  #disposed = false;
  #locale: VoiceLocale = 'ru';

  constructor(options: NarratorOptions) {
    this.#clips = options.clips;
    this.#playback = options.playback;
    this.#logger = options.logger ?? silentLogger;
    this.#now = options.now ?? Date.now;
    this.#maxQueueAgeMs = options.maxQueueAgeMs ?? 20_000;
    this.#rememberKeys = options.rememberKeys ?? 2000;
  }

  /** Whether the night ambience should be looping (between announcements). */
  get night(): boolean {
    return this.#night;
  }

  /** The game-over narration came: after its clips, the voice channel may be left. */
  get ended(): boolean {
    return this.#ended;
  }

  /** Nothing queued and no announcement playing (the ambience may loop). */
  get idle(): boolean {
    return this.#queue.length === 0 && this.#playing?.kind !== 'clip';
  }

  /** The VoiceStage.narrate signature; resolves at once. */
  narrate(game: NarratedGame, narration: Narration, key: string): Promise<void> {
    try {
      this.#narrate(game, narration, key);
    } catch (error) {
      this.#logger.warn({ err: error, key }, 'voice: narration failed');
    }
    return Promise.resolve();
  }

  #narrate(game: NarratedGame, narration: Narration, key: string): void {
    if (this.#disposed || this.#seen.has(key)) return;
    this.#seen.add(key);
    if (this.#seen.size > this.#rememberKeys) {
      const oldest = this.#seen.values().next();
      if (!oldest.done) this.#seen.delete(oldest.value);
    }
    this.#locale = game.meta.locale === 'en' ? 'en' : 'ru';
    this.#ambienceBroken = false;
    const plan = planFor(narration, game.state.config.preset);
    const queuedAt = this.#now();
    for (const ref of plan.clips) {
      const clip = this.#clips.resolve(ref, this.#locale);
      if (clip) this.#queue.push({ clip, queuedAt });
      else this.#logger.warn({ ref, locale: this.#locale }, 'voice: clip missing in the manifest');
    }
    if (plan.night !== undefined) this.#night = plan.night;
    if (plan.end) this.#ended = true;
    this.#logger.debug({ key, cue: narration.cue, clips: plan.clips.length }, 'voice: narration');
    this.#pump();
  }

  /** Resolves once nothing is queued or playing but the ambience (at once if so already). */
  whenIdle(): Promise<void> {
    if (this.idle || this.#disposed) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  /** Stops everything; later narrations are ignored. */
  dispose(): void {
    if (this.#disposed) return;
    this.#disposed = true;
    this.#queue.length = 0;
    this.#night = false;
    const playing = this.#playing;
    this.#playing = undefined;
    if (playing) this.#safely(() => this.#playback.stop());
    this.#notifyIdle();
  }

  #safely(action: () => void): void {
    try {
      action();
    } catch (error) {
      this.#logger.warn({ err: error }, 'voice: playback failed');
    }
  }

  #start(kind: 'clip' | 'ambience', clip: ResolvedClip): void {
    const token = ++this.#token;
    const startedAt = this.#now();
    this.#playing = { token, kind, clip };
    const finished = () => {
      if (this.#playing?.token !== token) return;
      this.#playing = undefined;
      // An ambience that ends at once is broken (unreadable file): do not spin on it.
      if (kind === 'ambience' && this.#now() - startedAt < 1000) this.#ambienceBroken = true;
      // Out of the player's event: the next clip starts on a fresh stack.
      queueMicrotask(() => this.#pump());
    };
    try {
      this.#playback.play(clip, finished);
    } catch (error) {
      this.#logger.warn({ err: error, clip: clip.id }, 'voice: playback failed');
      if (kind === 'ambience') this.#ambienceBroken = true;
      finished();
    }
  }

  #pump(): void {
    if (this.#disposed || this.#playing?.kind === 'clip') return;
    const now = this.#now();
    while (this.#queue.length > 0) {
      const next = this.#queue.shift() as Queued;
      if (now - next.queuedAt > this.#maxQueueAgeMs) {
        this.#logger.debug({ clip: next.clip.id }, 'voice: stale announcement dropped');
        continue;
      }
      this.#start('clip', next.clip);
      return;
    }
    if (this.#night) {
      if (!this.#playing && !this.#ambienceBroken) {
        const ambience = this.#clips.resolve({ common: 'ambience.night' }, this.#locale);
        if (ambience) this.#start('ambience', ambience);
      }
    } else if (this.#playing?.kind === 'ambience') {
      this.#playing = undefined;
      this.#safely(() => this.#playback.stop());
    }
    this.#notifyIdle();
  }

  #notifyIdle(): void {
    if (!this.idle && !this.#disposed) return;
    for (const resolve of this.#idleWaiters.splice(0)) resolve();
  }
}
