import { Client, GatewayIntentBits, Partials } from 'discord.js';
import type { Config } from '../config.ts';

/**
 * The discord.js client with only the intents the features need (all unprivileged):
 * Guilds (channels, roles, the guild's locale), GuildVoiceStates (who sits at the table, for
 * mutes and voice) and GuildMessages (forum activity counts; content is not read).
 */
export function createClient(config: Pick<Config, 'discordApiUrl'>): Client {
  return new Client({
    intents: [
      GatewayIntentBits.Guilds,
      GatewayIntentBits.GuildVoiceStates,
      GatewayIntentBits.GuildMessages,
    ],
    // Buttons clicked in DMs after a restart arrive for a channel not in the cache.
    partials: [Partials.Channel],
    rest: { api: config.discordApiUrl },
  });
}
