import { Events, type Client } from 'discord.js';
import { SUBCOMMANDS } from '../commands/index.ts';
import type { Config } from './config.ts';
import { ActivityCounter } from './discord/activity-counter.ts';
import { createClient } from './discord/client.ts';
import { createInteractionRouter } from './discord/interaction-router.ts';
import { registerCommands } from './discord/register-commands.ts';
import { DiscordTable } from './discord/table-port.ts';
import { DiscordVoice } from './discord/voice-port.ts';
import { DiscordMembers } from './discord/member-port.ts';
import { BOT_ACTOR } from './engine/index.ts';
import type { Logger } from './logger.ts';
import { Orchestrator } from './orchestrator/orchestrator.ts';
import { GuildSettingsService } from './settings/guild-settings-service.ts';
import type { GameStore } from './store/game-store.ts';
import { StoreHealth, watchedStore } from './store/store-health.ts';
import { VoiceService } from './voice/index.ts';

export interface BotDependencies {
  config: Config;
  logger: Logger;
  store: GameStore;
}

/**
 * Wires the Discord client, the orchestrator, the voice service and the store; resumes every
 * running game once the client is ready.
 */
export async function startBot({
  config,
  logger,
  store: rawStore,
}: BotDependencies): Promise<{ stop(): Promise<void> }> {
  const client = createClient(config);
  // The voice service calls back into the orchestrator, which is built after it.
  const late: { orchestrator?: Orchestrator } = {};
  // The bot in the game's voice channel: narration, ambience, out-of-turn detection and the
  // disconnect grace (rules §6.7). Optional: without it muting and the whole game still work.
  const voiceService = await VoiceService.create({
    client,
    logger,
    onUnavailable: (game, reason) =>
      void late.orchestrator?.tellJudge(game.state.gameId, `voice:${reason}`, {
        key: 'judge.voiceUnavailable',
        params: { reason },
      }),
    onOutOfTurn: (game, record) =>
      void late.orchestrator?.dispatch(game.state.gameId, {
        type: 'flag',
        by: BOT_ACTOR,
        kind: 'outOfTurn',
        seat: record.seat,
        durationMs: record.durationMs,
      }),
    onDisconnectExpired: (game, record) =>
      void late.orchestrator?.dispatch(game.state.gameId, {
        type: 'flag',
        by: BOT_ACTOR,
        kind: 'disconnect',
        seat: record.seat,
      }),
  });
  const table = new DiscordTable(client, logger, {
    dmGapMs: Math.round(300 * Math.min(1, config.timeScale)),
    narrate: voiceService.narrate,
  });
  const mutes = new DiscordVoice(client);
  // Everything goes through the watched store, so an outage is logged once each way.
  const health = new StoreHealth(logger);
  const store = watchedStore(rawStore, health);
  const games = new Orchestrator({
    store,
    table,
    voice: mutes,
    members: new DiscordMembers(client),
    logger,
    timeScale: config.timeScale,
    onSaved: (document) => voiceService.sync(document),
  });
  late.orchestrator = games;
  const settings = new GuildSettingsService(store);
  const route = createInteractionRouter({
    subcommands: SUBCOMMANDS,
    orchestrator: games,
    settings,
    logger,
    health,
  });

  const activity = new ActivityCounter(
    games,
    settings,
    logger,
    Math.max(200, Math.round(10_000 * Math.min(1, config.timeScale))),
  );
  client.on(Events.InteractionCreate, (interaction) => void route(interaction));
  client.on(Events.MessageCreate, (message) => activity.onMessage(message));
  client.on(Events.VoiceStateUpdate, (_before, after) =>
    games.onVoiceStateUpdate(after.guild.id, after.id),
  );
  client.on(Events.Error, (error) => logger.error({ err: error }, 'discord client error'));
  const onReady = async (ready: Client<true>) => {
    try {
      await registerCommands(
        ready.rest,
        ready.application.id,
        config.discordGuildId,
        logger,
        SUBCOMMANDS,
      );
    } catch (error) {
      logger.error({ err: error }, 'registering the application commands failed');
    }
    try {
      const resumed = await games.start();
      for (const guildId of ready.guilds.cache.keys()) {
        for (const gameId of games.gamesInGuild(guildId)) {
          const document = await games.read(gameId).catch(() => undefined);
          if (document) voiceService.sync(document);
        }
      }
      logger.info(
        { user: ready.user.tag, guilds: ready.guilds.cache.size, games: resumed },
        'mafia-bot ready',
      );
    } catch (error) {
      logger.error({ err: error }, 'resuming the running games failed');
    }
  };
  client.once(Events.ClientReady, (ready) => void onReady(ready));

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      logger.info('shutting down: the running games stay saved and resume at the next start');
      await activity.flush().catch(() => {});
      activity.stop();
      await games.stop().catch(() => {});
      voiceService.stop();
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
