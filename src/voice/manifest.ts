import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ClipRef } from './cues.ts';
import { VOICE_LOCALES, type VoiceLocale } from './phrases.ts';

/**
 * The committed clips (see assets/voice/README.md), in the repository's assets/ whether the bot
 * runs from src/voice/ (Node's type stripping) or from the build's dist/src/voice/.
 */
export const DEFAULT_ASSETS_DIR = fileURLToPath(
  new URL(
    import.meta.url.endsWith('.ts') ? '../../assets/voice' : '../../../assets/voice',
    import.meta.url,
  ),
);

export interface ClipEntry {
  /** Relative to the assets folder. */
  file: string;
  /** Length of the audio. */
  ms: number;
}

/** assets/voice/manifest.json, as written by scripts/make-voice-assets.sh. */
export interface VoiceManifest {
  common: Record<string, ClipEntry>;
  locales: Record<VoiceLocale, Record<string, ClipEntry>>;
}

/** A clip ready to play. */
export interface ResolvedClip {
  /** `common:tone.speech`, `ru:speech.5`: for logs and tests. */
  id: string;
  path: string;
  ms: number;
}

function entries(value: unknown, where: string): Record<string, ClipEntry> {
  if (!value || typeof value !== 'object') throw new Error(`voice manifest: ${where} is missing`);
  const result: Record<string, ClipEntry> = {};
  for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
    const { file, ms } = (entry ?? {}) as Partial<ClipEntry>;
    if (typeof file !== 'string' || typeof ms !== 'number' || file.includes('..'))
      throw new Error(`voice manifest: ${where}.${key} is not { file, ms }`);
    result[key] = { file, ms };
  }
  return result;
}

export function parseManifest(json: string): VoiceManifest {
  const raw = JSON.parse(json) as { common?: unknown; locales?: Record<string, unknown> };
  const locales = {} as Record<VoiceLocale, Record<string, ClipEntry>>;
  for (const locale of VOICE_LOCALES)
    locales[locale] = entries(raw.locales?.[locale], `locales.${locale}`);
  return { common: entries(raw.common, 'common'), locales };
}

/** The clips on disk, by key. Throws if the manifest is missing or malformed. */
export class ClipLibrary {
  readonly dir: string;
  readonly manifest: VoiceManifest;

  constructor(manifest: VoiceManifest, dir: string) {
    this.manifest = manifest;
    this.dir = dir;
  }

  static load(dir: string = DEFAULT_ASSETS_DIR): ClipLibrary {
    return new ClipLibrary(parseManifest(readFileSync(join(dir, 'manifest.json'), 'utf8')), dir);
  }

  /** The clip, or undefined if the manifest does not have it. */
  resolve(ref: ClipRef, locale: VoiceLocale): ResolvedClip | undefined {
    const [id, entry] =
      'common' in ref
        ? [`common:${ref.common}`, this.manifest.common[ref.common]]
        : [`${locale}:${ref.spoken}`, this.manifest.locales[locale][ref.spoken]];
    return entry ? { id, path: join(this.dir, entry.file), ms: entry.ms } : undefined;
  }
}
