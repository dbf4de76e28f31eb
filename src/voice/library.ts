import { getCiphers } from 'node:crypto';
import type * as DiscordVoice from '@discordjs/voice';
import type { VoiceLogger } from './narrator.ts';

/** The @discordjs/voice module (loaded at run time: see loadVoiceLibrary). */
export type VoiceLibrary = typeof DiscordVoice;

/** The library when loaded (undefined: it cannot work here), or its load under way. */
export type OnDemandVoiceLibrary = () =>
  VoiceLibrary | Promise<VoiceLibrary | undefined> | undefined;

/**
 * `load` run once, at the first call: @discordjs/voice and DAVE weigh ~10 MiB of RSS that an
 * idle bot, and one whose games have no voice channel, never needs (BENCHMARKS.md, memory).
 */
export function onDemand(load: () => Promise<VoiceLibrary | undefined>): OnDemandVoiceLibrary {
  let library: VoiceLibrary | Promise<VoiceLibrary | undefined> | null | undefined;
  return () => {
    library ??= load().then((loaded) => (library = loaded ?? null) ?? undefined);
    return library ?? undefined;
  };
}

/** The library given, or where its load on demand stands. */
export function libraryNow(
  library: VoiceLibrary | OnDemandVoiceLibrary | undefined,
): ReturnType<OnDemandVoiceLibrary> {
  return typeof library === 'function' ? library() : library;
}

/**
 * Loads @discordjs/voice and checks what a voice connection to Discord needs today:
 * - DAVE end-to-end encryption (@snazzah/davey, a native module): Discord closes voice
 *   connections without it (close code 4017) since March 2026. @discordjs/voice 0.19 imports it
 *   statically and offers DAVE by default (`daveEncryption` true, `max_dave_protocol_version`
 *   from davey in the voice Identify); we import it first to name it in the log when it fails.
 * - Transport encryption aead_aes256_gcm_rtpsize through node:crypto: no sodium library needed
 *   (the xchacha20 fallback would need one).
 * Returns undefined (after logging why, at error level) when voice cannot work in this process:
 * the bot then runs every game without voice output; muting is REST and unaffected.
 */
export async function loadVoiceLibrary(logger: VoiceLogger): Promise<VoiceLibrary | undefined> {
  let daveVersion: number;
  try {
    const davey = (await import('@snazzah/davey')) as unknown as {
      DAVE_PROTOCOL_VERSION?: number;
      default?: { DAVE_PROTOCOL_VERSION?: number };
    };
    daveVersion = davey.DAVE_PROTOCOL_VERSION ?? davey.default?.DAVE_PROTOCOL_VERSION ?? 0;
    if (!daveVersion) throw new Error('@snazzah/davey reports no DAVE protocol version');
  } catch (error) {
    logger.error(
      { err: error },
      'voice disabled: DAVE (@snazzah/davey) failed to load; Discord refuses voice without it (close code 4017)',
    );
    return undefined;
  }
  if (!getCiphers().includes('aes-256-gcm')) {
    logger.error(
      {},
      'voice disabled: node:crypto lacks aes-256-gcm (aead_aes256_gcm_rtpsize); no sodium fallback is installed',
    );
    return undefined;
  }
  try {
    const voice = await import('@discordjs/voice');
    logger.info(
      { version: voice.version, daveProtocolVersion: daveVersion, encryption: 'aes-256-gcm' },
      'voice: @discordjs/voice loaded with DAVE',
    );
    logger.debug({ report: voice.generateDependencyReport() }, 'voice: dependency report');
    return voice;
  } catch (error) {
    logger.error({ err: error }, 'voice disabled: @discordjs/voice failed to load');
    return undefined;
  }
}
