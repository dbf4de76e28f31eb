import { createReadStream } from 'node:fs';
import type { AudioPlayer, AudioPlayerState, AudioResource } from '@discordjs/voice';
import type { VoiceLibrary } from './library.ts';
import type { ResolvedClip } from './manifest.ts';
import { silentLogger, type Playback, type VoiceLogger } from './narrator.ts';

/**
 * A Playback on one @discordjs/voice AudioPlayer. The clips are Ogg/Opus files played as they
 * are (StreamType.OggOpus: prism demuxes the Ogg pages into Opus packets): no ffmpeg, no Opus
 * encoder, no inline volume (that would re-encode).
 */
export class AudioPlayerPlayback implements Playback {
  readonly player: AudioPlayer;
  readonly #voice: Pick<VoiceLibrary, 'createAudioResource' | 'StreamType'>;
  readonly #logger: VoiceLogger;
  #current: { resource: AudioResource<string>; done: () => void } | undefined;

  constructor(
    voice: Pick<VoiceLibrary, 'createAudioResource' | 'StreamType'>,
    player: AudioPlayer,
    logger: VoiceLogger = silentLogger,
  ) {
    this.#voice = voice;
    this.player = player;
    this.#logger = logger;
    // An AudioPlayer without an 'error' listener crashes the process on a bad resource.
    player.on('error', (error) => {
      this.#logger.warn(
        { err: error, clip: (error.resource as AudioResource<unknown>).metadata },
        'voice: clip failed',
      );
    });
    player.on('stateChange', (oldState: AudioPlayerState, newState: AudioPlayerState) => {
      // AudioPlayerStatus is a string enum ('idle', 'playing', …); the module is loaded lazily.
      if (String(newState.status) === 'idle' && 'resource' in oldState)
        this.#finish(oldState.resource as AudioResource<string>);
    });
  }

  play(clip: ResolvedClip, done: () => void): void {
    const previous = this.#current;
    this.#current = undefined;
    const stream = createReadStream(clip.path);
    const resource = this.#voice.createAudioResource(stream, {
      inputType: this.#voice.StreamType.OggOpus,
      metadata: clip.id,
    });
    this.#current = { resource, done };
    previous?.done();
    this.player.play(resource);
  }

  stop(): void {
    const current = this.#current;
    this.#current = undefined;
    this.player.stop(true);
    current?.done();
  }

  #finish(resource: AudioResource<string>): void {
    const current = this.#current;
    if (!current || current.resource !== resource) return;
    this.#current = undefined;
    current.done();
  }
}
