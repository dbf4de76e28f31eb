import { Client, Events, GatewayIntentBits, Partials, type ClientOptions } from 'discord.js';
import type { FakeDiscord } from './fake.ts';

export const DEFAULT_INTENTS = [
  GatewayIntentBits.Guilds,
  GatewayIntentBits.GuildVoiceStates,
  GatewayIntentBits.GuildMessages,
  GatewayIntentBits.GuildMembers,
  GatewayIntentBits.DirectMessages,
];

/**
 * A real discord.js Client pointed at the fake and logged in; resolves once `clientReady` fired.
 * For the fake's own tests (and handy for e2e tests that need a bare client).
 */
export async function connectClient(
  fake: FakeDiscord,
  options: Partial<ClientOptions> = {},
): Promise<Client<true>> {
  const client = new Client({
    intents: DEFAULT_INTENTS,
    partials: [Partials.Channel],
    ...options,
    rest: { ...options.rest, api: fake.apiUrl },
  });
  const ready = new Promise<Client<true>>((resolve) => client.once(Events.ClientReady, resolve));
  await client.login(fake.token);
  return ready;
}
