import { createReadStream, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createAudioResource, StreamType } from '@discordjs/voice';
import { describe, expect, it } from 'vitest';
import { planFor } from '../../src/voice/cues.ts';
import { ClipLibrary, DEFAULT_ASSETS_DIR } from '../../src/voice/manifest.ts';
import { allNarrations } from './narrations.ts';
import {
  COMMON_CLIPS,
  VOICE_LOCALES,
  spokenPhrases,
  type VoiceLocale,
} from '../../src/voice/phrases.ts';

const clips = ClipLibrary.load();

/** Ogg pages: [granule position, serial, packets' segments]. Just enough of RFC 3533. */
function oggPages(data: Buffer): Array<{ granule: bigint; body: Buffer }> {
  const pages: Array<{ granule: bigint; body: Buffer }> = [];
  let offset = 0;
  while (offset < data.length) {
    expect(data.toString('latin1', offset, offset + 4)).toBe('OggS');
    const granule = data.readBigInt64LE(offset + 6);
    const segments = data[offset + 26] as number;
    const table = data.subarray(offset + 27, offset + 27 + segments);
    const size = table.reduce((sum, lacing) => sum + lacing, 0);
    const start = offset + 27 + segments;
    pages.push({ granule, body: data.subarray(start, start + size) });
    offset = start + size;
  }
  return pages;
}

/** The playable length an Ogg Opus file declares: last granule position − pre-skip, at 48 kHz. */
function declaredMs(path: string): number {
  const pages = oggPages(readFileSync(path));
  const head = pages[0]?.body as Buffer;
  expect(head.toString('latin1', 0, 8)).toBe('OpusHead');
  const preSkip = head.readUInt16LE(10);
  const last = pages.at(-1)?.granule ?? 0n;
  return (Number(last) - preSkip) / 48;
}

/** The duration of one Opus packet from its TOC byte (RFC 6716 §3.1). */
function packetMs(packet: Buffer): number {
  const toc = packet[0] as number;
  const config = toc >> 3;
  const frameMs =
    config < 12
      ? [10, 20, 40, 60][config % 4]
      : config < 16
        ? [10, 20][config % 2]
        : [2.5, 5, 10, 20][config % 4];
  const code = toc & 3;
  const frames = code === 0 ? 1 : code === 3 ? (packet[1] as number) & 0x3f : 2;
  return (frameMs as number) * frames;
}

/** Reads the Opus packets the real AudioResource pipeline (OggOpus → OggDemuxer) produces. */
async function decode(path: string): Promise<Buffer[]> {
  const resource = createAudioResource(createReadStream(path), {
    inputType: StreamType.OggOpus,
  });
  // No ffmpeg, no encoder, no volume: the Ogg demuxer alone.
  expect(resource.edges.map((edge) => edge.type)).toEqual(['ogg/opus demuxer']);
  expect(resource.encoder).toBeUndefined();
  expect(resource.volume).toBeUndefined();
  const packets: Buffer[] = [];
  for await (const packet of resource.playStream) packets.push(packet as Buffer);
  return packets;
}

describe('voice assets', () => {
  const manifestEntries = [
    ...Object.entries(clips.manifest.common).map(([key, entry]) => ({ key, ...entry })),
    ...VOICE_LOCALES.flatMap((locale) =>
      Object.entries(clips.manifest.locales[locale]).map(([key, entry]) => ({
        key: `${locale}:${key}`,
        ...entry,
      })),
    ),
  ];

  it('the manifest has every clip of the phrase table, in both locales, seats 1–29', () => {
    for (const key of COMMON_CLIPS) expect(clips.manifest.common[key], key).toBeDefined();
    for (const locale of VOICE_LOCALES) {
      const keys = Object.keys(clips.manifest.locales[locale]).sort();
      expect(keys).toEqual(
        spokenPhrases()
          .map((phrase) => phrase.key)
          .sort(),
      );
      for (let seat = 1; seat <= 29; seat++) {
        expect(clips.manifest.locales[locale][`speech.${seat}`]).toBeDefined();
        expect(clips.manifest.locales[locale][`lastWord.${seat}`]).toBeDefined();
      }
    }
  });

  it('every narration cue has its clips in both locales, for every preset', () => {
    for (const preset of ['classic', 'stylized', 'forum'] as const) {
      for (const narration of allNarrations(preset)) {
        const plan = planFor(narration, preset);
        expect(plan.clips.length, JSON.stringify(narration)).toBeGreaterThan(0);
        for (const locale of VOICE_LOCALES) {
          for (const ref of plan.clips) {
            const clip = clips.resolve(ref, locale as VoiceLocale);
            expect(clip, `${preset} ${locale} ${JSON.stringify(narration)}`).toBeDefined();
            // A step the engine emits is never the "unknown step" fallback.
            expect(clip?.id).not.toMatch(/night\.next$/);
          }
        }
      }
    }
  });

  it('the whole folder stays small (mono, 20–24 kbit/s)', () => {
    const total = manifestEntries.reduce(
      (sum, entry) => sum + statSync(join(DEFAULT_ASSETS_DIR, entry.file)).size,
      0,
    );
    expect(total).toBeLessThan(3 * 1024 * 1024);
    const ambience = clips.manifest.common['ambience.night'];
    expect(ambience?.ms).toBeGreaterThanOrEqual(20_000);
    expect(ambience?.ms).toBeLessThanOrEqual(30_000);
  });

  it('every clip decodes through the real AudioResource pipeline into 20 ms Opus packets', async () => {
    for (const entry of manifestEntries) {
      const path = join(DEFAULT_ASSETS_DIR, entry.file);
      const packets = await decode(path);
      expect(packets.length, entry.key).toBeGreaterThan(0);
      for (const packet of packets) expect(packetMs(packet), entry.key).toBe(20);
      // The packets cover what the file declares (its last granule) and what was encoded.
      const declared = declaredMs(path);
      const played = packets.length * 20;
      expect(played, entry.key).toBeGreaterThanOrEqual(declared);
      expect(played - declared, entry.key).toBeLessThan(20 + 312 / 48);
      expect(Math.abs(declared - entry.ms), entry.key).toBeLessThanOrEqual(20);
    }
  });
});
