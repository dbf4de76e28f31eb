import { DiscordAPIError, RESTJSONErrorCodes, Routes, type Client } from 'discord.js';
import { withPrecedence } from './rest-precedence.ts';
import { VoiceEditError, type MemberVoice, type VoicePort } from '../orchestrator/ports.ts';

/**
 * Server mutes as member edits (PATCH /guilds/{g}/members/{u} {mute}); discord.js queues them
 * under Discord's rate limits. Voice states come from the gateway cache (GuildVoiceStates).
 */
export class DiscordVoice implements VoicePort {
  readonly #client: Client;

  constructor(client: Client) {
    this.#client = client;
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

  async setServerMute(guildId: string, userId: string, muted: boolean): Promise<void> {
    try {
      // A mute is what a table waits for: it goes before DMs and reports (issue 13).
      await withPrecedence('urgent', () =>
        this.#client.rest.patch(Routes.guildMember(guildId, userId), {
          body: { mute: muted },
          reason: muted ? 'mafia: not your turn to speak' : 'mafia: your turn / the game ended',
        }),
      );
    } catch (error) {
      const code = error instanceof DiscordAPIError ? error.code : undefined;
      if (code === RESTJSONErrorCodes.TargetUserIsNotConnectedToVoice)
        throw new VoiceEditError('notInVoice', String(error));
      if (code === RESTJSONErrorCodes.MissingPermissions)
        throw new VoiceEditError('missingPermissions', String(error));
      if (code === RESTJSONErrorCodes.UnknownMember)
        throw new VoiceEditError('unknownMember', String(error));
      throw new VoiceEditError('failed', String(error));
    }
  }
}
