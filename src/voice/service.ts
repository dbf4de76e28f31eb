import type { AudioPlayer, VoiceConnection } from '@discordjs/voice';
import { Events, type Client, type Guild, type VoiceState } from 'discord.js';
import {
  disconnectGraceMs,
  outOfTurnThresholdMs,
  seatOfUser,
  voiceTarget,
  voiceWatch,
  type Narration,
} from '../engine/index.ts';
import type { VoiceLink } from './connection.ts';
import { gameChannelLink, joinableGuild } from './game-channel.ts';
import { DisconnectWatch } from './disconnect-watch.ts';
import { libraryNow, loadVoiceLibrary, onDemand } from './library.ts';
import type { OnDemandVoiceLibrary, VoiceLibrary } from './library.ts';
import { ClipLibrary } from './manifest.ts';
import { Narrator, type VoiceLogger } from './narrator.ts';
import { AudioPlayerPlayback } from './playback.ts';
import {
  boundReports,
  callbackReports,
  type GameVoiceReports,
  type VoiceCallbacks,
} from './reports.ts';
import { SpeakingMonitor } from './speaking-monitor.ts';
import type { VoicedGame, VoiceReports, VoiceStage, VoiceUnavailableReason } from './stage.ts';
import { globalTimers, type VoiceTimers } from './timers.ts';

export type { VoiceUnavailableReason } from './stage.ts';

export interface VoiceServiceOptions extends VoiceCallbacks {
  client: Client;
  logger: VoiceLogger;
  /** @discordjs/voice (or its load on demand); undefined: no voice output in this process. */
  library: VoiceLibrary | OnDemandVoiceLibrary | undefined;
  /** The clips; undefined: no narration. */
  clips: ClipLibrary | undefined;
  /** `oot_threshold_ms` of a game (default: the engine's, `outOfTurnThresholdMs`). */
  ootThresholdMs?: (game: VoicedGame) => number;
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
  doc: VoicedGame;
  /** Holds the guild's connection (the first game of the guild to want voice). */
  owner: boolean;
  link?: VoiceLink<VoiceConnection>;
  /** Waits for @discordjs/voice, loaded at the first game in voice (permissions checked first). */
  loading?: boolean;
  player?: AudioPlayer;
  narrator?: Narrator;
  monitor?: SpeakingMonitor;
  watch: DisconnectWatch;
  /** Where this game's reports go (given with each saved document); the options' otherwise. */
  reports: GameVoiceReports;
  reported: boolean;
  ending: boolean;
}

/** A game whose voice the bot serves: a sports game with a voice channel, while it runs. */
function isVoiceGame(doc: VoicedGame): boolean {
  return doc.meta.voiceChannelId !== undefined && voiceTarget(doc.state).managed;
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
export class VoiceService implements VoiceStage {
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

  /** Loads the clips, and @discordjs/voice (with DAVE) at the first game in voice (`onDemand`). */
  static async create(
    options: Omit<VoiceServiceOptions, 'library' | 'clips'> & { assetsDir?: string },
  ): Promise<VoiceService> {
    const library = onDemand(() => loadVoiceLibrary(options.logger));
    let clips: ClipLibrary | undefined;
    try {
      clips = ClipLibrary.load(options.assetsDir);
    } catch (error) {
      options.logger.error({ err: error }, 'voice: the clips failed to load; no narration');
    }
    return new VoiceService({ ...options, library, clips });
  }

  /** VoiceStage.narrate: a narration of the outbox, carried out by the drain; resolves at once. */
  readonly narrate = (game: VoicedGame, narration: Narration, key: string): Promise<void> => {
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
  sync(game: VoicedGame): void {
    try {
      const record = this.#ensure(game);
      if (record) this.#update(record, game);
    } catch (error) {
      this.#logger.warn({ err: error, gameId: game.state.gameId }, 'voice: sync failed');
    }
  }

  /** VoiceStage: a saved document of the game, with where its reports go. */
  follow(game: VoicedGame, reports: VoiceReports): void {
    try {
      const record = this.#ensure(game, reports);
      if (record) this.#update(record, game);
    } catch (error) {
      this.#logger.warn({ err: error, gameId: game.state.gameId }, 'voice: follow failed');
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
    const link = record?.link?.status ?? (record?.loading ? 'connecting' : 'none');
    return record && { owner: record.owner, link };
  }

  #ensure(doc: VoicedGame, reports?: VoiceReports): GameVoice | undefined {
    const gameId = doc.state.gameId;
    const existing = this.#games.get(gameId);
    if (existing && reports) existing.reports = boundReports(reports);
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
        graceMs: disconnectGraceMs(doc.state.config),
        timers: this.#timers,
        onExpired: (absence) => {
          const seat = seatOfUser(record.doc.state, absence.userId)?.seat;
          if (seat === undefined) return;
          this.#logger.info({ gameId, ...absence, seat }, 'voice: disconnect grace over');
          this.#call(() => record.reports.disconnectExpired({ ...absence, seat }));
        },
      }),
      reports: reports ? boundReports(reports) : callbackReports(this.#options, () => record.doc),
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
    const library = libraryNow(this.#options.library);
    if (library instanceof Promise) {
      if (this.#joinableGuild(record)) record.loading = true;
      void library.then(() => {
        if (!record.loading || this.#stopped || this.#games.get(record.gameId) !== record) return;
        record.loading = false;
        this.#connect(record);
      });
      return;
    }
    if (!library) {
      this.#unavailable(record, 'voiceDisabled');
      return;
    }
    const guild = this.#joinableGuild(record);
    if (!guild) return;
    const player = this.#startAudio(record, library);
    if (record.doc.state.config.floorControl === 'detect') record.monitor = this.#monitor(record);
    record.link = this.#link(record, library, guild, player);
    record.link.start();
  }

  /** The guild, when the bot may join the game's voice channel; the judge is told otherwise. */
  #joinableGuild(record: GameVoice): Guild | undefined {
    const guild = joinableGuild(this.#client, record.guildId, record.voiceChannelId);
    if (typeof guild !== 'string') return guild;
    this.#unavailable(record, guild);
    return undefined;
  }

  /** The game's audio player, with a narrator when the clips loaded. */
  #startAudio(record: GameVoice, library: VoiceLibrary): AudioPlayer {
    const player = library.createAudioPlayer({
      behaviors: { noSubscriber: library.NoSubscriberBehavior.Pause },
    });
    record.player = player;
    const { clips } = this.#options;
    if (clips) {
      record.narrator = new Narrator({
        clips,
        playback: new AudioPlayerPlayback(library, player, this.#logger),
        logger: this.#logger,
        now: () => this.#timers.now(),
      });
    } else {
      player.on('error', () => {});
    }
    return player;
  }

  /** Detect floor control (FLAG-OUT-OF-TURN): out-of-turn speech reported with the speaker's seat. */
  #monitor(record: GameVoice): SpeakingMonitor {
    return new SpeakingMonitor({
      thresholdMs:
        this.#options.ootThresholdMs?.(record.doc) ?? outOfTurnThresholdMs(record.doc.state.config),
      timers: this.#timers,
      onOutOfTurn: (speech) => {
        const seat = seatOfUser(record.doc.state, speech.userId)?.seat;
        if (seat === undefined) return;
        this.#logger.info({ gameId: record.gameId, ...speech, seat }, 'voice: out-of-turn speech');
        this.#call(() => record.reports.outOfTurn({ ...speech, seat }));
      },
    });
  }

  #link(
    record: GameVoice,
    library: VoiceLibrary,
    guild: Guild,
    player: AudioPlayer,
  ): VoiceLink<VoiceConnection> {
    return gameChannelLink(library, guild, record.voiceChannelId, {
      logger: this.#logger,
      debug: this.#options.debug ?? false,
      retryDelaysMs: this.#options.retryDelaysMs,
      readyTimeoutMs: this.#options.readyTimeoutMs,
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
  }

  /** Follows what the engine says to watch: who is present, who holds the floor. */
  #update(record: GameVoice, doc: VoicedGame): void {
    record.doc = doc;
    if (!voiceTarget(doc.state).managed) {
      record.monitor?.setEnabled(false);
      record.watch.setEnabled(false);
      this.#finish(record);
      return;
    }
    const watch = voiceWatch(doc.state);
    record.watch.setPlayers(watch.players);
    record.watch.setEnabled(watch.presence);
    if (watch.presence) {
      const guild = this.#client.guilds.cache.get(record.guildId);
      for (const userId of watch.players) {
        const channelId = guild?.voiceStates.cache.get(userId)?.channelId;
        record.watch.observe(userId, channelId === record.voiceChannelId);
      }
    }
    if (record.monitor) {
      record.monitor.setPlayers(watch.players);
      record.monitor.setFloor(watch.floor);
      record.monitor.setEnabled(watch.outOfTurn);
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
    this.#call(() => record.reports.unavailable(reason));
  }

  #call(callback: () => void): void {
    try {
      callback();
    } catch (error) {
      this.#logger.warn({ err: error }, 'voice: callback failed');
    }
  }
}
