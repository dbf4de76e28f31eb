/**
 * The floor every figure is compared with: a bare discord.js bot with the same intents as
 * mafia-bot (src/discord/gateway/client.ts) and default caches, answering `/ping` with a message. Run as
 * its own process beside the real one: DISCORD_API_URL, DISCORD_TOKEN, DISCORD_GUILD_ID.
 * Plain JavaScript, as a bare bot is usually written: running TypeScript costs the real bot
 * Node's type stripper in memory, which is part of what it is compared on.
 */
/* global process, console */
import { Client, Events, GatewayIntentBits, Routes } from 'discord.js';

const client = new Client({
  intents: [
    GatewayIntentBits.Guilds,
    GatewayIntentBits.GuildVoiceStates,
    GatewayIntentBits.GuildMessages,
  ],
  rest: { api: process.env.DISCORD_API_URL ?? '' },
});
client.on(Events.InteractionCreate, (interaction) => {
  if (interaction.isChatInputCommand()) void interaction.reply({ content: 'pong' });
});
client.once(Events.ClientReady, (ready) => {
  const route = Routes.applicationGuildCommands(
    ready.application.id,
    process.env.DISCORD_GUILD_ID ?? '',
  );
  void ready.rest
    .put(route, { body: [{ name: 'ping', description: 'Answers pong' }] })
    .then(() => console.log('bare bot ready'));
});
process.once('SIGTERM', () => void client.destroy().then(() => process.exit(0)));
await client.login(process.env.DISCORD_TOKEN);
