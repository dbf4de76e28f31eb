import * as voice from '@discordjs/voice';
import { afterEach, describe, expect, it } from 'vitest';
import { ClipLibrary, type ResolvedClip } from '../../src/voice/manifest.ts';
import { Narrator } from '../../src/voice/narrator.ts';
import { AudioPlayerPlayback } from '../../src/voice/playback.ts';

/**
 * The real AudioPlayer (no voice connection: NoSubscriberBehavior.Play makes it consume the
 * packets in real time, 20 ms each, as it would for a connection).
 */
const clips = ClipLibrary.load();
const players: voice.AudioPlayer[] = [];

function player(): voice.AudioPlayer {
  const created = voice.createAudioPlayer({
    behaviors: { noSubscriber: voice.NoSubscriberBehavior.Play },
  });
  players.push(created);
  return created;
}

function clip(ref: Parameters<ClipLibrary['resolve']>[0]): ResolvedClip {
  const resolved = clips.resolve(ref, 'en');
  if (!resolved) throw new Error('missing clip');
  return resolved;
}

afterEach(() => {
  for (const created of players.splice(0)) created.stop(true);
});

describe('AudioPlayerPlayback', () => {
  it('plays an Ogg/Opus clip to the end in about its length', async () => {
    const playback = new AudioPlayerPlayback(voice, player());
    const tone = clip({ common: 'tone.tenSeconds' });
    const started = Date.now();
    await new Promise<void>((resolve) => playback.play(tone, resolve));
    const elapsed = Date.now() - started;
    // 300 ms of audio + 5 silence frames of padding; timers are coarse under load.
    expect(elapsed).toBeGreaterThanOrEqual(tone.ms);
    expect(elapsed).toBeLessThan(tone.ms + 2_000);
  });

  it('a replaced clip is done at once; stop() ends the current one', async () => {
    const playback = new AudioPlayerPlayback(voice, player());
    const events: string[] = [];
    playback.play(clip({ common: 'ambience.night' }), () => events.push('ambience done'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    playback.play(clip({ spoken: 'voting' }), () => events.push('voting done'));
    expect(events).toEqual(['ambience done']);
    playback.stop();
    expect(events).toEqual(['ambience done', 'voting done']);
  });

  it('a missing file ends the clip (error logged), without an unhandled error', async () => {
    const warnings: string[] = [];
    const playback = new AudioPlayerPlayback(voice, player(), {
      debug: () => {},
      info: () => {},
      warn: (_object, message) => warnings.push(message),
      error: () => {},
    });
    await new Promise<void>((resolve) =>
      playback.play({ id: 'en:nothing', path: '/nonexistent/clip.ogg', ms: 100 }, resolve),
    );
    expect(warnings).toEqual(['voice: clip failed']);
  });

  it('drives a narration end to end on the real player: tone, then "seat 7, your speech"', async () => {
    const audio = player();
    const played: string[] = [];
    audio.on('stateChange', (_from, to) => {
      if (to.status === voice.AudioPlayerStatus.Playing)
        played.push(String((to.resource as voice.AudioResource<string>).metadata));
    });
    const narrator = new Narrator({ clips, playback: new AudioPlayerPlayback(voice, audio) });
    await narrator.narrate(
      { meta: { locale: 'en' }, state: { config: { preset: 'classic' } } },
      { cue: 'speech', seat: 7 },
      'k',
    );
    await narrator.whenIdle();
    expect(played).toEqual(['common:tone.speech', 'en:speech.7']);
  });
});
