import type { AudioPlayer, DiscordGatewayAdapterCreator, VoiceConnection } from '@discordjs/voice';
import { Events, PermissionFlagsBits, type Client, type VoiceState } from 'discord.js';
import { type Narration, seatOfUser } from '../engine/index.ts';
import type { GameDocument } from '../orchestrator/document.ts';
import { VoiceLink, gatedAdapter } from './connection.ts';
import { DisconnectWatch, disconnectGraceMs, type DisconnectRecord } from './disconnect-watch.ts';
import { loadVoiceLibrary, type VoiceLibrary } from './library.ts';
import { ClipLibrary } from './manifest.ts';
import { Narrator, type VoiceLogger } from './narrator.ts';
import { AudioPlayerPlayback } from './playback.ts';
import { SpeakingMonitor, type OutOfTurnRecord } from './speaking-monitor.ts';
import { globalTimers, type VoiceTimers } from './timers.ts';

/** Why a game runs without the bot in its voice channel (the judge is told once per game). */
export type VoiceUnavailableReason =
  /** @discordjs/voice, DAVE or the clips failed to load in this process (see the error log). */
  | 'voiceDisabled'
  /** The voice channel is gone or not a voice channel. */
  | 'channelMissing'
  /** The bot lacks View Channel, Connect or Speak there (or the channel is full). */
  | 'missingPermissions'
  /** Joining failed after the bounded retries (or the connection kept dropping). */
  | 'joinFailed'
  /** Another game of this guild holds the bot's voice connection (one per guild). */
  | 'guildBusy';

export interface VoiceServiceOptions {
  client: Client;
  logger: VoiceLogger;
  /** @discordjs/voice; undefined: no voice output in this process (muting is REST, unaffected). */
  library: VoiceLibrary | undefined;
  /** The clips; undefined: no narration. */
  clips: ClipLibrary | undefined;
  /** Voice is unavailable for this game: called once per game (tell the judge). */
  onUnavailable?: (game: GameDocument, reason: VoiceUnavailableReason) => void;
  /** Rules §6.7.2, detect floor control by day: a player spoke out of turn. */
  onOutOfTurn?: (game: GameDocument, record: OutOfTurnRecord & { seat: number }) => void;
  /** Rules §6.7.4: a player stayed out of the voice channel past the grace period. */
  onDisconnectExpired?: (game: GameDocument, record: DisconnectRecord & { seat: number }) => void;
  /** `oot_threshold_ms` of a game (default 1500). */
  ootThresholdMs?: (game: GameDocument) => number;
  retryDelaysMs?: readonly number[];
  readyTimeoutMs?: number;
  /** The most the bot stays after the game-over announcement began (default 15 s). */
  endLingerMs?: number;
  /** Forward @discordjs/voice debug lines (networking, DAVE) to logger.debug. */
  debug?: boolean;
  timers?: VoiceTimers;
}

interface GameVoice {
  gameId: string;
  guildId: string;
  voiceChannelId: string;
  doc: GameDocument;
  /** Holds the guild's connection (the first game of the guild to want voice). */
  owner: boolean;
  link?: VoiceLink<VoiceConnection>;
  player?: AudioPlayer;
  narrator?: Narrator;
  monitor?: SpeakingMonitor;
  watch: DisconnectWatch;
  reported: boolean;
  ending: boolean;
}

function isVoiceGame(doc: GameDocument): boolean {
  const phase = doc.state.phase.kind;
  return (
    doc.state.config.preset !== 'forum' &&
    doc.meta.voiceChannelId !== undefined &&
    (phase === 'night' || phase === 'day')
  );
}

/** The floor holder who may speak (a silenced slot holds the floor but must be quiet, D26). */
function floorUser(doc: GameDocument): string | undefined {
  const phase = doc.state.phase;
  if (phase.kind !== 'day' || !phase.day.floor || phase.day.floor.kind === 'silenced')
    return undefined;
  return doc.state.seats[phase.day.floor.seat - 1]?.userId;
}

/**
 * The bot in the games' voice channels: narration (announcements, cues, night ambience),
 * out-of-turn detection (detect mode) and the disconnect grace. One voice connection per
 * guild (Discord allows one): if two games of a guild want voice, the first keeps it and the
 * second runs without bot voice (its judge is told, 'guildBusy'); its disconnect watch still
 * works, since that reads the gateway's voice states, not the connection.
 *
 * Everything here is optional for the game: no method throws or waits on Discord, and a
 * failure only costs the voice features of that game.
 */
export class VoiceService {
  readonly #options: VoiceServiceOptions;
  readonly #client: Client;
  readonly #logger: VoiceLogger;
  readonly #timers: VoiceTimers;
  readonly #games = new Map<string, GameVoice>();
  /** guild id → the game holding its connection. */
  readonly #owners = new Map<string, string>();
  readonly #onVoiceState = (before: VoiceState, after: VoiceState) =>
    this.onVoiceStateUpdate(before, after);
  #stopped = false;

  constructor(options: VoiceServiceOptions) {
    this.#options = options;
    this.#client = options.client;
    this.#logger = options.logger;
    this.#timers = options.timers ?? globalTimers;
    this.#client.on(Events.VoiceStateUpdate, this.#onVoiceState);
  }

  /** Loads @discordjs/voice (with DAVE) and the clips; a failure is logged and disables voice. */
  static async create(
    options: Omit<VoiceServiceOptions, 'library' | 'clips'> & { assetsDir?: string },
  ): Promise<VoiceService> {
    const library = await loadVoiceLibrary(options.logger);
    let clips: ClipLibrary | undefined;
    try {
      clips = ClipLibrary.load(options.assetsDir);
    } catch (error) {
      options.logger.error({ err: error }, 'voice: the clips failed to load; no narration');
    }
    return new VoiceService({ ...options, library, clips });
  }

  /** TablePort.narrate (pass it to DiscordTable's `narrate` option): resolves at once. */
  readonly narrate = (game: GameDocument, narration: Narration, key: string): Promise<void> => {
    try {
      const record = this.#ensure(game);
      if (record) {
        this.#logger.debug(
          { gameId: game.state.gameId, cue: narration.cue, played: record.narrator !== undefined },
          'voice: announcement',
        );
        void record.narrator?.narrate(game, narration, key);
        this.#update(record, game);
      }
    } catch (error) {
      this.#logger.warn({ err: error, gameId: game.state.gameId }, 'voice: narrate failed');
    }
    return Promise.resolve();
  };

  /**
   * The game's state changed (any saved document): joins voice when the game starts, follows
   * the floor and the alive players, leaves when it ends. narrate() calls it too; call it also
   * for every running game after a restart.
   */
  sync(game: GameDocument): void {
    try {
      const record = this.#ensure(game);
      if (record) this.#update(record, game);
    } catch (error) {
      this.#logger.warn({ err: error, gameId: game.state.gameId }, 'voice: sync failed');
    }
  }

  /** The game is gone (ended, aborted, deleted): leave at once. */
  release(gameId: string): void {
    const record = this.#games.get(gameId);
    if (!record) return;
    this.#games.delete(gameId);
    if (this.#owners.get(record.guildId) === gameId) this.#owners.delete(record.guildId);
    record.link?.destroy();
    record.narrator?.dispose();
    record.monitor?.dispose();
    record.watch.dispose();
    try {
      record.player?.stop(true);
    } catch {
      // nothing to stop
    }
    this.#logger.info({ gameId, guildId: record.guildId }, 'voice: released');
  }

  /** Leaves every channel (shutdown). */
  stop(): void {
    this.#stopped = true;
    this.#client.off(Events.VoiceStateUpdate, this.#onVoiceState);
    for (const gameId of [...this.#games.keys()]) this.release(gameId);
  }

  /** The gateway reported a member's voice state (registered on the client by the constructor). */
  onVoiceStateUpdate(_before: VoiceState, after: VoiceState): void {
    try {
      for (const record of this.#games.values()) {
        if (record.guildId !== after.guild.id) continue;
        record.watch.observe(after.id, after.channelId === record.voiceChannelId);
      }
    } catch (error) {
      this.#logger.warn({ err: error }, 'voice: voice state update failed');
    }
  }

  /** The link status of a game, for tests and `/mafia status`-like diagnostics. */
  status(gameId: string): { owner: boolean; link: string } | undefined {
    const record = this.#games.get(gameId);
    return record && { owner: record.owner, link: record.link?.status ?? 'none' };
  }

  #ensure(doc: GameDocument): GameVoice | undefined {
    const gameId = doc.state.gameId;
    const existing = this.#games.get(gameId);
    if (existing) return existing;
    if (this.#stopped || !isVoiceGame(doc)) return undefined;
    const guildId = doc.meta.guildId;
    const voiceChannelId = doc.meta.voiceChannelId as string;
    const record: GameVoice = {
      gameId,
      guildId,
      voiceChannelId,
      doc,
      owner: false,
      watch: new DisconnectWatch({
        graceMs: disconnectGraceMs(doc.state.config.timeScale),
        timers: this.#timers,
        onExpired: (absence) => {
          const seat = seatOfUser(record.doc.state, absence.userId)?.seat;
          if (seat === undefined) return;
          this.#logger.info({ gameId, ...absence, seat }, 'voice: disconnect grace over');
          this.#call(() => this.#options.onDisconnectExpired?.(record.doc, { ...absence, seat }));
        },
      }),
      reported: false,
      ending: false,
    };
    this.#games.set(gameId, record);
    const holder = this.#owners.get(guildId);
    if (holder !== undefined && holder !== gameId) {
      this.#logger.info({ gameId, guildId, holder }, 'voice: the guild connection is taken');
      this.#unavailable(record, 'guildBusy');
      return record;
    }
    this.#owners.set(guildId, gameId);
    record.owner = true;
    this.#connect(record);
    return record;
  }

  #connect(record: GameVoice): void {
    const { library, clips } = this.#options;
    if (!library) {
      this.#unavailable(record, 'voiceDisabled');
      return;
    }
    const guild = this.#client.guilds.cache.get(record.guildId);
    const channel = guild?.channels.cache.get(record.voiceChannelId);
    if (!guild || !channel?.isVoiceBased()) {
      this.#unavailable(record, 'channelMissing');
      return;
    }
    const me = guild.members.me;
    const permissions = me ? channel.permissionsFor(me) : null;
    const needed = [
      PermissionFlagsBits.ViewChannel,
      PermissionFlagsBits.Connect,
      PermissionFlagsBits.Speak,
    ];
    if (!permissions || !permissions.has(needed) || !channel.joinable) {
      this.#unavailable(record, 'missingPermissions');
      return;
    }
    const logger = this.#logger;
    const player = library.createAudioPlayer({
      behaviors: { noSubscriber: library.NoSubscriberBehavior.Pause },
    });
    record.player = player;
    if (clips) {
      record.narrator = new Narrator({
        clips,
        playback: new AudioPlayerPlayback(library, player, logger),
        logger,
        now: () => this.#timers.now(),
      });
    } else {
      player.on('error', () => {});
    }
    if (record.doc.state.config.floorControl === 'detect') {
      record.monitor = new SpeakingMonitor({
        thresholdMs: this.#options.ootThresholdMs?.(record.doc) ?? 1500,
        timers: this.#timers,
        onOutOfTurn: (speech) => {
          const seat = seatOfUser(record.doc.state, speech.userId)?.seat;
          if (seat === undefined) return;
          logger.info({ gameId: record.gameId, ...speech, seat }, 'voice: out-of-turn speech');
          this.#call(() => this.#options.onOutOfTurn?.(record.doc, { ...speech, seat }));
        },
      });
    }
    record.link = new VoiceLink<VoiceConnection>({
      join: (attempt) => {
        const connection = library.joinVoiceChannel({
          guildId: record.guildId,
          channelId: record.voiceChannelId,
          adapterCreator: gatedAdapter(
            guild.voiceAdapterCreator as DiscordGatewayAdapterCreator,
            () => logger.debug({ attempt }, 'voice: the library rejoin was refused'),
          ),
          // The receiver (out-of-turn detection) needs an undeafened bot.
          selfDeaf: false,
          selfMute: false,
          daveEncryption: true,
          debug: this.#options.debug ?? false,
        });
        if (this.#options.debug)
          connection.on('debug', (line: string) => logger.debug({ line }, 'voice: debug'));
        return connection;
      },
      retryDelaysMs: this.#options.retryDelaysMs,
      readyTimeoutMs: this.#options.readyTimeoutMs,
      logger,
      timers: this.#timers,
      onReady: (connection) => {
        connection.subscribe(player);
        record.monitor?.attach(connection.receiver.speaking);
      },
      onGiveUp: () => {
        record.narrator?.dispose();
        record.monitor?.dispose();
        this.#unavailable(record, 'joinFailed');
      },
    });
    record.link.start();
  }

  #update(record: GameVoice, doc: GameDocument): void {
    record.doc = doc;
    const phase = doc.state.phase.kind;
    if (phase === 'ended' || phase === 'lobby') {
      record.monitor?.setEnabled(false);
      record.watch.setEnabled(false);
      this.#finish(record);
      return;
    }
    const running = !doc.state.paused;
    const alive = doc.state.seats.filter((seat) => seat.alive).map((seat) => seat.userId);
    record.watch.setPlayers(alive);
    record.watch.setEnabled(running);
    if (running) {
      const guild = this.#client.guilds.cache.get(record.guildId);
      for (const userId of alive) {
        const channelId = guild?.voiceStates.cache.get(userId)?.channelId;
        record.watch.observe(userId, channelId === record.voiceChannelId);
      }
    }
    if (record.monitor) {
      record.monitor.setPlayers(alive);
      record.monitor.setFloor(floorUser(doc));
      record.monitor.setEnabled(running && phase === 'day');
    }
  }

  /** Game over: leave once the last announcement is played (at most endLingerMs). */
  #finish(record: GameVoice): void {
    if (record.ending) return;
    record.ending = true;
    const narrator = record.narrator;
    if (!narrator) {
      this.release(record.gameId);
      return;
    }
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      this.#timers.clearTimeout(timer);
      if (this.#games.get(record.gameId) === record) this.release(record.gameId);
    };
    const timer = this.#timers.setTimeout(release, this.#options.endLingerMs ?? 15_000);
    // After the current turn: the game-over narration of this same delivery is queued first.
    queueMicrotask(() => void narrator.whenIdle().then(release));
  }

  #unavailable(record: GameVoice, reason: VoiceUnavailableReason): void {
    if (record.reported) return;
    record.reported = true;
    this.#logger.warn(
      { gameId: record.gameId, guildId: record.guildId, reason },
      'voice: unavailable for this game; it goes on without bot voice',
    );
    this.#call(() => this.#options.onUnavailable?.(record.doc, reason));
  }

  #call(callback: () => void): void {
    try {
      callback();
    } catch (error) {
      this.#logger.warn({ err: error }, 'voice: callback failed');
    }
  }
}
