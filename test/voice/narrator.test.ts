import { describe, expect, it } from 'vitest';
import type { Narration } from '../../src/engine/rules/events.ts';
import type { Preset } from '../../src/engine/rules/roles.ts';
import { ClipLibrary, type ResolvedClip } from '../../src/voice/manifest.ts';
import { Narrator, type NarratedGame, type Playback } from '../../src/voice/narrator.ts';
import type { VoiceLocale } from '../../src/voice/phrases.ts';
import { allNarrations } from './narrations.ts';

const clips = ClipLibrary.load();

/** Records what is played; the test ends clips by hand (`finish`). */
class FakePlayback implements Playback {
  readonly played: string[] = [];
  current: { clip: ResolvedClip; done: () => void } | undefined;
  stops = 0;

  play(clip: ResolvedClip, done: () => void): void {
    const previous = this.current;
    this.current = { clip, done };
    this.played.push(clip.id);
    previous?.done();
  }

  stop(): void {
    const current = this.current;
    this.current = undefined;
    this.stops++;
    current?.done();
  }

  /** The playing clip ends by itself. */
  async finish(): Promise<void> {
    const current = this.current;
    this.current = undefined;
    current?.done();
    await flush();
  }

  get playing(): string | undefined {
    return this.current?.clip.id;
  }
}

async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

function game(locale: VoiceLocale = 'ru', preset: Preset = 'classic'): NarratedGame {
  return { meta: { locale }, state: { config: { preset } } };
}

function setup(options: { now?: () => number } = {}) {
  const playback = new FakePlayback();
  let time = 1_000_000;
  const narrator = new Narrator({ clips, playback, now: options.now ?? (() => (time += 10)) });
  return { playback, narrator };
}

/** Plays everything queued (not the ambience) and returns the ids in order. */
async function drain(playback: FakePlayback, narrator: Narrator): Promise<void> {
  for (let i = 0; i < 50 && !narrator.idle; i++) await playback.finish();
}

describe('Narrator', () => {
  it('maps every cue of every preset to existing clips, in both locales', async () => {
    for (const preset of ['classic', 'stylized'] as const) {
      for (const locale of ['ru', 'en'] as const) {
        const { playback, narrator } = setup();
        const narrations = allNarrations(preset);
        for (const [index, narration] of narrations.entries()) {
          await narrator.narrate(game(locale, preset), narration, `k${index}`);
          await drain(playback, narrator);
        }
        const spoken = playback.played.filter((id) => id.startsWith(`${locale}:`));
        // One announcement per narration.
        expect(spoken).toHaveLength(narrations.length);
        expect(spoken.every((id) => !id.endsWith('night.next'))).toBe(true);
      }
    }
  });

  it('plays a cue and its announcement in order: tone, then "seat 5, your speech"', async () => {
    const { playback, narrator } = setup();
    await narrator.narrate(game('en'), { cue: 'speech', seat: 5 }, 'a');
    expect(playback.playing).toBe('common:tone.speech');
    await playback.finish();
    expect(playback.playing).toBe('en:speech.5');
    await playback.finish();
    expect(playback.playing).toBeUndefined();
    expect(narrator.idle).toBe(true);
  });

  it('says the roles of the preset: the Don looks for the Sheriff, the Father for the Detective', async () => {
    const classic = setup();
    await classic.narrator.narrate(
      game('ru', 'classic'),
      { cue: 'nightStep', step: 'action.leaderCheck' },
      'c',
    );
    expect(classic.playback.playing).toBe('ru:action.leaderCheck.don');
    const stylized = setup();
    await stylized.narrator.narrate(
      game('ru', 'stylized'),
      { cue: 'nightStep', step: 'action.check' },
      's',
    );
    expect(stylized.playback.playing).toBe('ru:action.check.detective');
  });

  it('plays a repeated key once', async () => {
    const { playback, narrator } = setup();
    const cue: Narration = { cue: 'voting' };
    await narrator.narrate(game(), cue, 'g1:e7');
    await narrator.narrate(game(), cue, 'g1:e7');
    await drain(playback, narrator);
    await narrator.narrate(game(), cue, 'g1:e7');
    await drain(playback, narrator);
    expect(playback.played).toEqual(['ru:voting']);
    // Another key with the same cue is another announcement.
    await narrator.narrate(game(), cue, 'g1:e8');
    expect(playback.played).toEqual(['ru:voting', 'ru:voting']);
  });

  it('loops the ambience at night, pauses it for announcements, stops it by day', async () => {
    let now = 0;
    const { playback, narrator } = setup({ now: () => now });
    await narrator.narrate(game(), { cue: 'citySleeps' }, 'n1');
    expect(playback.playing).toBe('ru:city.sleeps');
    await playback.finish();
    expect(playback.playing).toBe('common:ambience.night');
    expect(narrator.night).toBe(true);
    // The loop: the ambience ends after its 24 s, it starts again.
    now += 24_000;
    await playback.finish();
    expect(playback.playing).toBe('common:ambience.night');
    // A night step interrupts it; afterwards the ambience comes back.
    now += 5_000;
    await narrator.narrate(game(), { cue: 'nightStep', step: 'action.shot' }, 'n2');
    expect(playback.playing).toBe('ru:action.shot');
    await playback.finish();
    expect(playback.playing).toBe('common:ambience.night');
    // Morning: the ambience stops before "the city wakes up", and does not come back.
    await narrator.narrate(game(), { cue: 'cityWakes', day: 1 }, 'd1');
    expect(playback.playing).toBe('ru:city.wakes');
    expect(narrator.night).toBe(false);
    await playback.finish();
    expect(playback.playing).toBeUndefined();
    await narrator.narrate(game(), { cue: 'speech', seat: 1 }, 'd2');
    await drain(playback, narrator);
    expect(playback.played.filter((id) => id === 'common:ambience.night')).toHaveLength(3);
    expect(playback.playing).toBeUndefined();
  });

  it('stops the ambience at game over and reports the end', async () => {
    const { playback, narrator } = setup();
    await narrator.narrate(game('en'), { cue: 'citySleeps' }, 'n1');
    await playback.finish();
    expect(playback.playing).toBe('common:ambience.night');
    await narrator.narrate(game('en'), { cue: 'gameOver', winner: 'black' }, 'end');
    expect(playback.playing).toBe('en:gameOver.black');
    expect(narrator.ended).toBe(true);
    const idle = narrator.whenIdle();
    await playback.finish();
    await idle;
    expect(playback.playing).toBeUndefined();
  });

  it('does not spin on an ambience that ends at once (unreadable file)', async () => {
    const { playback, narrator } = setup({ now: () => 0 });
    await narrator.narrate(game(), { cue: 'citySleeps' }, 'n1');
    await playback.finish();
    expect(playback.playing).toBe('common:ambience.night');
    await playback.finish();
    expect(playback.playing).toBeUndefined();
    // The next narration tries again.
    await narrator.narrate(game(), { cue: 'nightStep', step: 'action.shot' }, 'n2');
    await playback.finish();
    expect(playback.playing).toBe('common:ambience.night');
  });

  it('drops announcements that waited too long (a slow or paused connection)', async () => {
    let now = 0;
    const playback = new FakePlayback();
    const narrator = new Narrator({ clips, playback, now: () => now, maxQueueAgeMs: 20_000 });
    await narrator.narrate(game(), { cue: 'speech', seat: 3 }, 'a');
    await narrator.narrate(game(), { cue: 'tenSeconds' }, 'b');
    expect(playback.playing).toBe('common:tone.speech');
    now = 30_000;
    await narrator.narrate(game(), { cue: 'voting' }, 'c');
    await drain(playback, narrator);
    expect(playback.played).toEqual(['common:tone.speech', 'ru:voting']);
  });

  it('never throws, even when the player does', async () => {
    const narrator = new Narrator({
      clips,
      playback: {
        play: () => {
          throw new Error('player broken');
        },
        stop: () => {
          throw new Error('player broken');
        },
      },
    });
    await expect(narrator.narrate(game(), { cue: 'citySleeps' }, 'x')).resolves.toBeUndefined();
    await expect(
      narrator.narrate(game(), { cue: 'cityWakes', day: 1 }, 'y'),
    ).resolves.toBeUndefined();
    await flush();
    expect(narrator.idle).toBe(true);
  });

  it('ignores everything after dispose', async () => {
    const { playback, narrator } = setup();
    await narrator.narrate(game(), { cue: 'citySleeps' }, 'a');
    narrator.dispose();
    expect(playback.playing).toBeUndefined();
    await narrator.narrate(game(), { cue: 'voting' }, 'b');
    expect(playback.played).toEqual(['ru:city.sleeps']);
  });
});
