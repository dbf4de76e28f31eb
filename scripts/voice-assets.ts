/**
 * Generates every voice clip in assets/voice/ and its manifest. Run through
 * scripts/make-voice-assets.sh, which checks the tools first:
 *
 *   apt-get install -y espeak-ng sox opus-tools
 *
 * Reproducible: espeak-ng is deterministic, sox runs in repeatable mode (-R: fixed random
 * seed for the noise), opusenc gets a fixed Ogg serial number. The same tool versions produce
 * byte-identical files. None of these tools is needed at run time: the bot plays the Ogg/Opus
 * files as they are (StreamType.OggOpus, no ffmpeg, no Opus encoder).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  COMMON_CLIPS,
  VOICE_LOCALES,
  clipFile,
  spokenPhrases,
  type CommonClip,
  type VoiceLocale,
} from '../src/voice/phrases.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = resolve(process.argv[2] ?? join(root, 'assets/voice'));
const work = mkdtempSync(join(tmpdir(), 'voice-assets-'));

const RATE = '48000';
/** espeak-ng voice and speed (words per minute) per locale. */
const SPEAKERS: Record<VoiceLocale, { voice: string; speed: string; pitch: string }> = {
  ru: { voice: 'ru', speed: '150', pitch: '45' },
  en: { voice: 'en-us', speed: '155', pitch: '45' },
};
/** Opus bitrates (kbit/s): speech is mono and narrow; the ambience needs a little more. */
const SPEECH_KBPS = '20';
const TONE_KBPS = '24';
const AMBIENCE_KBPS = '24';

function run(command: string, args: string[]): string {
  return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** sox in repeatable mode: noise and dither use a fixed seed. */
function sox(...args: string[]): void {
  run('sox', ['-R', ...args]);
}

let serial = 1000;
function encode(wav: string, target: string, kbps: string): number {
  mkdirSync(dirname(target), { recursive: true });
  // opusenc reads 16-bit PCM; sox's synth writes 32-bit.
  const pcm16 = `${wav.slice(0, -4)}-16.wav`;
  sox(wav, '-b', '16', pcm16);
  run('opusenc', [
    '--quiet',
    '--bitrate',
    kbps,
    '--framesize',
    '20',
    '--comp',
    '10',
    '--serial',
    String(serial++),
    '--discard-comments',
    '--discard-pictures',
    pcm16,
    target,
  ]);
  const samples = Number(run('soxi', ['-s', wav]).trim());
  return Math.round(samples / 48);
}

function tmp(name: string): string {
  return join(work, name);
}

/** A short bell-like note: a sine with its octave, quick attack, smooth decay. */
function note(name: string, freq: number, seconds: number, level: number): string {
  const base = tmp(`${name}-a.wav`);
  const octave = tmp(`${name}-b.wav`);
  const out = tmp(`${name}.wav`);
  const fade = ['fade', 'p', '0.006', String(seconds), String(seconds * 0.85)];
  sox('-n', '-r', RATE, '-c', '1', base, 'synth', String(seconds), 'sine', String(freq), ...fade);
  sox(
    '-n',
    '-r',
    RATE,
    '-c',
    '1',
    octave,
    'synth',
    String(seconds),
    'sine',
    String(freq * 2),
    ...fade,
  );
  sox('-m', '-v', '0.8', base, '-v', '0.2', octave, out, 'gain', '-n', String(level));
  return out;
}

function silence(name: string, seconds: number): string {
  const out = tmp(`${name}.wav`);
  sox('-n', '-r', RATE, '-c', '1', out, 'trim', '0', String(seconds));
  return out;
}

function concat(name: string, parts: string[]): string {
  const out = tmp(`${name}.wav`);
  sox(...parts, out);
  return out;
}

function makeTones(): Record<Exclude<CommonClip, 'ambience.night'>, string> {
  return {
    // The floor opens: two rising notes.
    'tone.speech': concat('tone-speech', [
      note('s1', 660, 0.16, -8),
      note('s2', 880, 0.32, -7),
      silence('s-tail', 0.05),
    ]),
    // Ten seconds left: two short high pips.
    'tone.tenSeconds': concat('tone-ten', [
      note('t1', 1175, 0.09, -10),
      silence('t-gap', 0.07),
      note('t2', 1175, 0.09, -10),
      silence('t-tail', 0.05),
    ]),
    // Time is up: three falling notes.
    'tone.timeUp': concat('tone-up', [
      note('u1', 880, 0.14, -8),
      note('u2', 660, 0.14, -8),
      note('u3', 440, 0.42, -7),
      silence('u-tail', 0.05),
    ]),
  };
}

/**
 * The night: soft brown noise (a distant city, slowly breathing) and two crickets. 24 s that
 * loop seamlessly: the last two seconds of the noise are cross-faded into the first two, and
 * every chirp ends before the loop point.
 */
function makeAmbience(): string {
  const LOOP = 24;
  const XFADE = 2;
  const noise = tmp('noise.wav');
  sox(
    '-n',
    '-r',
    RATE,
    '-c',
    '1',
    noise,
    'synth',
    String(LOOP + XFADE),
    'brownnoise',
    'lowpass',
    '450',
    'highpass',
    '45',
    'tremolo',
    String(3 / LOOP),
    '30',
    'gain',
    '-n',
    '-27',
  );
  const fadeIn = tmp('noise-in.wav');
  const fadeOut = tmp('noise-out.wav');
  const body = tmp('noise-body.wav');
  sox(noise, fadeIn, 'trim', '0', String(XFADE), 'fade', 't', String(XFADE));
  sox(
    noise,
    fadeOut,
    'trim',
    String(LOOP),
    String(XFADE),
    'fade',
    't',
    '0',
    String(XFADE),
    String(XFADE),
  );
  sox(noise, body, 'trim', String(XFADE), String(LOOP - XFADE));
  const head = tmp('noise-head.wav');
  sox('-m', '-v', '1', fadeIn, '-v', '1', fadeOut, head);
  const bed = concat('bed', [head, body]);

  const cricket = (
    name: string,
    freq: number,
    chirps: number,
    gap: number,
    pause: number,
    level: number,
    start: number,
  ) => {
    const chirp = tmp(`${name}-chirp.wav`);
    sox(
      '-n',
      '-r',
      RATE,
      '-c',
      '1',
      chirp,
      'synth',
      '0.11',
      'sine',
      String(freq),
      'tremolo',
      '38',
      '100',
      'fade',
      'q',
      '0.01',
      '0.11',
      '0.03',
      'gain',
      '-n',
      String(level),
    );
    const gapFile = silence(`${name}-gap`, gap);
    const group = concat(`${name}-group`, [
      ...Array.from({ length: chirps }, (_, i) =>
        i < chirps - 1 ? [chirp, gapFile] : [chirp],
      ).flat(),
      silence(`${name}-pause`, pause),
    ]);
    const groupSeconds = Number(run('soxi', ['-D', group]).trim());
    const repeats = Math.floor((LOOP - start - 0.4) / groupSeconds);
    const track = tmp(`${name}-track.wav`);
    // Starts a little into the loop; every chirp ends before the loop point.
    sox(
      group,
      track,
      'repeat',
      String(repeats - 1),
      'pad',
      String(start),
      '0',
      'trim',
      '0',
      String(LOOP),
    );
    const padded = tmp(`${name}-padded.wav`);
    sox(track, padded, 'pad', '0', String(LOOP), 'trim', '0', String(LOOP));
    return padded;
  };
  const near = cricket('c1', 4650, 3, 0.14, 1.25, -30, 0.6);
  const far = cricket('c2', 5300, 2, 0.18, 2.1, -38, 1.7);
  const out = tmp('ambience.wav');
  sox('-m', '-v', '1', bed, '-v', '1', near, '-v', '1', far, out, 'trim', '0', String(LOOP));
  return out;
}

/** espeak-ng → 48 kHz mono, trimmed, normalised, with a short lead-in and tail. */
function speak(locale: VoiceLocale, key: string, text: string): string {
  const speaker = SPEAKERS[locale];
  const raw = tmp(`${locale}-${key}-raw.wav`);
  run('espeak-ng', [
    '-v',
    speaker.voice,
    '-s',
    speaker.speed,
    '-p',
    speaker.pitch,
    '-w',
    raw,
    text,
  ]);
  const out = tmp(`${locale}-${key}.wav`);
  sox(
    raw,
    '-r',
    RATE,
    '-c',
    '1',
    out,
    'silence',
    '1',
    '0.02',
    '0.5%',
    'reverse',
    'silence',
    '1',
    '0.02',
    '0.5%',
    'reverse',
    'highpass',
    '90',
    'rate',
    '-v',
    RATE,
    'gain',
    '-n',
    '-2',
    'pad',
    '0.08',
    '0.15',
  );
  return out;
}

interface Entry {
  file: string;
  ms: number;
  bytes: number;
  sha256: string;
}

function entry(file: string, ms: number): Entry {
  const path = join(outDir, file);
  const data = readFileSync(path);
  return {
    file,
    ms,
    bytes: statSync(path).size,
    sha256: createHash('sha256').update(data).digest('hex').slice(0, 16),
  };
}

try {
  rmSync(join(outDir, 'common'), { recursive: true, force: true });
  for (const locale of VOICE_LOCALES)
    rmSync(join(outDir, locale), { recursive: true, force: true });

  const common: Record<string, Entry> = {};
  const tones = makeTones();
  for (const key of COMMON_CLIPS) {
    const file = clipFile(key, 'common');
    const wav = key === 'ambience.night' ? makeAmbience() : tones[key];
    const kbps = key === 'ambience.night' ? AMBIENCE_KBPS : TONE_KBPS;
    common[key] = entry(file, encode(wav, join(outDir, file), kbps));
  }

  const locales: Record<string, Record<string, Entry & { text: string }>> = {};
  for (const locale of VOICE_LOCALES) {
    const clips: Record<string, Entry & { text: string }> = {};
    for (const { key, text } of spokenPhrases()) {
      const file = clipFile(key, locale);
      const ms = encode(speak(locale, key, text[locale]), join(outDir, file), SPEECH_KBPS);
      clips[key] = { ...entry(file, ms), text: text[locale] };
    }
    locales[locale] = clips;
  }

  const versions = {
    espeakNg: run('espeak-ng', ['--version']).split('\n')[0]?.trim(),
    sox: run('sox', ['--version']).trim(),
    opusenc: run('opusenc', ['--version']).split('\n')[0]?.trim(),
  };
  const manifest = {
    about:
      'Generated by scripts/make-voice-assets.sh; do not edit. Ogg/Opus, 48 kHz mono, 20 ms frames. ms = the audio length before encoding.',
    tools: versions,
    common,
    locales,
  };
  writeFileSync(join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const files = [
    ...Object.values(common),
    ...Object.values(locales).flatMap((clips) => Object.values(clips)),
  ];
  const total = files.reduce((sum, file) => sum + file.bytes, 0);
  console.log(`${files.length} clips, ${(total / 1024).toFixed(0)} KiB in ${outDir}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
