import { DiscordAPIError, RESTJSONErrorCodes, type Client } from 'discord.js';
import {
  VoiceEditError,
  type MemberVoice,
  type MuteCapacity,
  type MuteEdit,
  type VoicePort,
} from '../../orchestrator/ports.ts';
import type { MuteTokens } from '../transport/index.ts';

/**
 * Server mutes as member edits (PATCH /guilds/{g}/members/{u} {mute}), spread over the bot's
 * token and the helper tokens (mute-tokens.ts); discord.js queues them under Discord's rate
 * limits. Voice states come from the gateway cache (GuildVoiceStates).
 */
export class DiscordVoice implements VoicePort {
  readonly #client: Client;
  readonly #tokens: MuteTokens;

  constructor(client: Client, tokens: MuteTokens) {
    this.#client = client;
    this.#tokens = tokens;
  }

  memberVoice(guildId: string, userId: string): MemberVoice | undefined {
    const state = this.#client.guilds.cache.get(guildId)?.voiceStates.cache.get(userId);
    if (!state) return undefined;
    return { channelId: state.channelId, serverMuted: state.serverMute === true };
  }

  membersIn(guildId: string, channelId: string): string[] {
    const states = this.#client.guilds.cache.get(guildId)?.voiceStates.cache;
    if (!states) return [];
    return [...states.values()]
      .filter((state) => state.channelId === channelId && state.id !== this.#client.user?.id)
      .map((state) => state.id);
  }

  muteLanes(guildId: string): number {
    return this.#tokens.lanes(guildId);
  }

  muteCapacity(guildId: string): Promise<MuteCapacity> {
    return this.#tokens.capacity(guildId);
  }

  retryMuteTokens(guildId: string): void {
    this.#tokens.retry(guildId);
  }

  async setServerMute(guildId: string, userId: string, muted: boolean): Promise<MuteEdit> {
    try {
      return await this.#tokens.setServerMute(guildId, userId, muted);
    } catch (error) {
      const code = error instanceof DiscordAPIError ? error.code : undefined;
      if (code === RESTJSONErrorCodes.TargetUserIsNotConnectedToVoice)
        throw new VoiceEditError('notInVoice', String(error));
      if (
        code === RESTJSONErrorCodes.MissingPermissions ||
        code === RESTJSONErrorCodes.MissingAccess
      )
        throw new VoiceEditError('missingPermissions', String(error));
      if (code === RESTJSONErrorCodes.UnknownMember)
        throw new VoiceEditError('unknownMember', String(error));
      throw new VoiceEditError('failed', String(error));
    }
  }
}
