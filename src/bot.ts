import { Events, type Client } from 'discord.js';
import type { Config } from './config.ts';
import { createClient } from './discord/client.ts';
import { GuildSettingsService } from './discord/guild-settings.ts';
import { createInteractionRouter } from './discord/interaction-router.ts';
import { registerCommands } from './discord/register-commands.ts';
import { DiscordTable } from './discord/table-port.ts';
import { DiscordVoice } from './discord/voice-port.ts';
import type { Logger } from './logger.ts';
import { Orchestrator } from './orchestrator/orchestrator.ts';
import type { GameStore } from './store/game-store.ts';

export interface BotDependencies {
  config: Config;
  logger: Logger;
  store: GameStore;
}

/** Wires the Discord client, the orchestrator and the store; resumes running games once ready. */
export async function startBot({
  config,
  logger,
  store,
}: BotDependencies): Promise<{ stop(): Promise<void> }> {
  const client = createClient(config);
  const table = new DiscordTable(client, logger, {
    dmGapMs: Math.round(300 * Math.min(1, config.timeScale)),
  });
  const voice = new DiscordVoice(client);
  const orchestrator = new Orchestrator({
    store,
    table,
    voice,
    logger,
    timeScale: config.timeScale,
  });
  const settings = new GuildSettingsService(store);
  const route = createInteractionRouter({ orchestrator, settings, logger });

  client.on(Events.InteractionCreate, (interaction) => void route(interaction));
  client.on(Events.VoiceStateUpdate, (_before, after) =>
    orchestrator.onVoiceStateUpdate(after.guild.id, after.id),
  );
  client.on(Events.Error, (error) => logger.error({ err: error }, 'discord client error'));
  client.once(Events.ClientReady, (ready) => void onReady(ready));
  const onReady = async (ready: Client<true>) => {
    try {
      await registerCommands(ready.rest, ready.application.id, config.discordGuildId, logger);
    } catch (error) {
      logger.error({ err: error }, 'registering the application commands failed');
    }
    try {
      const games = await orchestrator.start();
      logger.info(
        { user: ready.user.tag, guilds: ready.guilds.cache.size, games },
        'mafia-bot ready',
      );
    } catch (error) {
      logger.error({ err: error }, 'resuming the running games failed');
    }
  };

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      logger.info('shutting down: the running games stay saved and resume at the next start');
      await orchestrator.stop().catch(() => {});
      await client.destroy().catch(() => {});
      await store.close().catch(() => {});
    })());
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => void stop().then(() => process.exit(0)));
  }
  process.on('unhandledRejection', (reason) =>
    logger.error({ err: reason }, 'unhandled rejection'),
  );

  await client.login(config.discordToken);
  return { stop };
}
