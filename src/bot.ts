import { Events, type Client } from 'discord.js';
import { SUBCOMMANDS } from '../commands/mafia/index.ts';
import { JUDGE_SUBCOMMANDS } from '../commands/judge/index.ts';
import { TOURNAMENT_SUBCOMMANDS } from '../commands/tournament/index.ts';
import { SEASON_SUBCOMMANDS } from '../commands/season/index.ts';
import { clusterModeWanted, joinCluster } from './cluster/cluster-mode.ts';
import type { Cluster } from './cluster/cluster.ts';
import type { Config } from './config.ts';
import { ActivityCounter } from './discord/gateway/activity-counter.ts';
import { createClient } from './discord/gateway/client.ts';
import { createInteractionRouter } from './discord/interactions/interaction-router.ts';
import { registerCommands } from './discord/interactions/register-commands.ts';
import { DiscordTable } from './discord/ports/table-port.ts';
import { DiscordVoice } from './discord/ports/voice-port.ts';
import { createTransport, type Transport } from './discord/transport/index.ts';
import { DiscordMembers } from './discord/ports/member-port.ts';
import { ownsGuild } from './discord/gateway/shard-ownership.ts';
import { closePictureThread } from './discord/screens/table-picture-file.ts';
import type { Logger } from './logger.ts';
import { activeGames } from './orchestrator/document.ts';
import { Orchestrator } from './orchestrator/orchestrator.ts';
import { SeasonService } from './season/season-service.ts';
import { SeasonAdministration } from './season/season-admin-service.ts';
import { DiscordSeasonBoard } from './discord/season/season-board.ts';
import { GuildSettingsService } from './settings/guild-settings-service.ts';
import { DiscordTournamentBoard } from './discord/tournament/tournament-board.ts';
import { disqualifyAtTable } from './discord/tournament/tournament-removal.ts';
import { lobbyDefaults } from './settings/guild-settings.ts';
import type { TableToOpen } from './tournament/service/ports.ts';
import { TournamentService } from './tournament/service/tournament-service.ts';
import type { GameStore } from './store/game-store.ts';
import { StoreHealth, watchedStore } from './store/store-health.ts';
import { VoiceService } from './voice/index.ts';
import { SaveFeed } from './web/save-feed.ts';
import { WebLinks } from './discord/screens/web-links.ts';
import type { RunningWeb } from './web/start.ts';

export interface BotDependencies {
  config: Config;
  logger: Logger;
  store: GameStore;
  /**
   * Cluster mode (src/cluster): several processes share the games on one Redis. Default: on
   * under the ShardingManager or with MAFIA_CLUSTER=1, off for `npm start`.
   */
  cluster?: boolean;
}

/**
 * Wires the Discord client, the orchestrator, the voice service and the store; resumes every
 * running game once the client is ready.
 */
export async function startBot({
  config,
  logger,
  store: rawStore,
  cluster: clusterWanted,
}: BotDependencies): Promise<{ stop(): Promise<void> }> {
  // Every REST path (the proxy, precedence, helper tokens) from one place: src/discord/transport.
  const transport = createTransport(config, logger);
  const client = createClient(config, transport);
  // In a cluster every game save is told to the other processes, timers are shared jobs and
  // one process at a time carries out a game's effects; voice stays on the owning shard.
  const cluster = await joinCluster({
    config,
    logger,
    wanted: clusterWanted ?? clusterModeWanted(process.env, client.shard !== null),
    shardIds: client.shard?.ids,
  });
  // The bot in the game's voice channel: narration, ambience, out-of-turn detection and the
  // disconnect grace (FLAG-POLICY). Optional: without it muting and the whole game still work.
  // It follows the saved documents the orchestrator hands it, and reports back through it.
  const voiceService = await VoiceService.create({ client, logger });
  // Everything goes through the watched store, so an outage is logged once each way.
  const health = new StoreHealth(logger);
  const shared = cluster ? cluster.announcing(rawStore) : rawStore;
  const { store, web } = await withWebPage(config, logger, shared, (watched) =>
    watchedStore(watched, health),
  );
  const season = new SeasonService(store, logger);
  const seasonAdmin = administered(season, store, logger, client);
  const tournaments = new TournamentService({ store, logger });
  const settings = new GuildSettingsService(store);
  // Another process's settings save drops this one's copy (a new web link, a new judge role).
  cluster?.followSettings((guildId, version) => settings.heard(guildId, version));
  const links = new WebLinks(settings, config.webPublicUrl);
  const core = { config, logger, client, transport, store, voiceService, season, tournaments };
  const games = newOrchestrator({ ...core, cluster, links });
  attachTournaments(tournaments, client, games, settings, links);
  const parts = { games, settings, season, seasonAdmin, tournaments, logger, health, config };
  const route = routerOf(parts);
  const activity = activityCounter(games, settings, logger, config);
  listen(client, { route, activity, games, logger });
  client.once(
    Events.ClientReady,
    (ready) => void onReady(ready, { config, logger, season, tournaments, games, store }),
  );

  const stop = stopper({ logger, activity, season, games, voiceService, client, store, web });
  stopOnSignals(stop, logger);

  await client.login(config.discordToken);
  return { stop };
}

/**
 * What the game channels' messages mean (FORUM-ACTIVITY, FLAG-LEAKED-TEXT), batched over a
 * window scaled with the game's time.
 */
function activityCounter(
  games: Orchestrator,
  settings: GuildSettingsService,
  logger: Logger,
  config: Config,
): ActivityCounter {
  const windowMs = Math.max(200, Math.round(10_000 * Math.min(1, config.timeScale)));
  return new ActivityCounter(games, settings, logger, windowMs);
}

/** A graceful stop on SIGTERM or SIGINT; an unhandled rejection is logged, never fatal. */
function stopOnSignals(stop: () => Promise<void>, logger: Logger): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => void stop().then(() => process.exit(0)));
  }
  process.on('unhandledRejection', (reason) =>
    logger.error({ err: reason }, 'unhandled rejection'),
  );
}

/** The season's administration on Discord; SEASON-BOARD: the standings follow every game counted. */
function administered(season: SeasonService, store: GameStore, logger: Logger, client: Client) {
  const seasonAdmin = new SeasonAdministration({ store, logger });
  seasonAdmin.attach(new DiscordSeasonBoard(client));
  season.onCounted((guildId) => void seasonAdmin.refreshBoard(guildId));
  return seasonAdmin;
}

/** The one entry for every interaction: `/mafia`, `/tournament` and every button. */
function routerOf(parts: {
  games: Orchestrator;
  settings: GuildSettingsService;
  season: SeasonService;
  seasonAdmin: SeasonAdministration;
  tournaments: TournamentService;
  logger: Logger;
  health: StoreHealth;
  config: Config;
}) {
  return createInteractionRouter({
    subcommands: SUBCOMMANDS,
    judgeSubcommands: JUDGE_SUBCOMMANDS,
    tournamentSubcommands: TOURNAMENT_SUBCOMMANDS,
    seasonSubcommands: SEASON_SUBCOMMANDS,
    seasonAdmin: parts.seasonAdmin,
    orchestrator: parts.games,
    settings: parts.settings,
    season: parts.season,
    tournaments: parts.tournaments,
    logger: parts.logger,
    health: parts.health,
    ...(parts.config.webPublicUrl ? { webPublicUrl: parts.config.webPublicUrl } : {}),
  });
}

/**
 * The tournament's Discord side (issue 26): its card and standings messages, and every table's
 * game opened through the orchestrator with its seats fixed (TOUR-FIXED-SEATS) and the
 * tournament's geographic rules (TOUR-FLAGS-LOCK), on the server's lengths.
 */
function attachTournaments(
  tournaments: TournamentService,
  client: Client,
  games: Orchestrator,
  settings: GuildSettingsService,
  links: WebLinks,
): void {
  const openTable = async (table: TableToOpen) => {
    const { seats, geo74, geo76, ...lobby } = table;
    const defaults = lobbyDefaults(await settings.get(table.guildId), table.preset);
    const opened = await games.openLobby({
      ...lobby,
      overrides: { ...defaults, seats, geo74, geo76 },
    });
    return opened.ok ? opened : { ok: false as const, why: opened.error.key };
  };
  // TOUR-REMOVAL: a removal mid-round disqualifies him from his table's game.
  tournaments.attach(
    new DiscordTournamentBoard(client, links),
    openTable,
    disqualifyAtTable(games),
  );
}

/**
 * The public web page (issue 27), loaded only when WEB_PORT asks for it: it hears this process's
 * saves from the store itself (`watch` wraps the store the bot then uses).
 */
async function withWebPage(
  config: Config,
  logger: Logger,
  shared: GameStore,
  watch: (store: GameStore) => GameStore,
): Promise<{ store: GameStore; web: RunningWeb | undefined }> {
  if (config.webPort === undefined) return { store: watch(shared), web: undefined };
  const feed = new SaveFeed();
  const store = watch(feed.watching(shared));
  const { startWeb } = await import('./web/start.ts');
  return { store, web: await startWeb({ config, logger, store, feed }) };
}

/** The orchestrator on Discord's ports, in cluster mode sharing the games with the others. */
function newOrchestrator(parts: {
  config: Config;
  logger: Logger;
  client: Client;
  transport: Transport;
  store: GameStore;
  voiceService: VoiceService;
  season: SeasonService;
  tournaments: TournamentService;
  cluster: Cluster | undefined;
  links: WebLinks;
}): Orchestrator {
  const { config, logger, client, store, voiceService, season, tournaments, cluster } = parts;
  return new Orchestrator({
    store,
    ...discordPorts(client, parts.transport, config, logger, parts.links, tournaments),
    logger,
    timeScale: config.timeScale,
    stage: voiceService,
    ownsGuild: (guildId) => ownsGuild(client, guildId),
    ...(cluster ? { coordination: cluster } : {}),
    readsGamesAtStart: true,
    onGameFinished: (document) => {
      season.countInBackground(document.meta.guildId, document.state, document.meta.channelId);
      // A tournament table's game counts into its tournament, once (TOUR-RESULTS).
      tournaments
        .gameFinished(document.meta.guildId, document.state)
        .catch((error: unknown) => logger.warn({ err: error }, 'tournament: result not counted'));
    },
  });
}

/**
 * The orchestrator's ports on discord.js, on the transport: screens and notices by precedence
 * (issue 13), mutes spread over the bot's token and the helper tokens (issue 14).
 */
function discordPorts(
  client: Client,
  transport: Transport,
  config: Config,
  logger: Logger,
  links: WebLinks,
  tournaments: TournamentService,
) {
  const table = new DiscordTable(client, logger, {
    dmGapMs: Math.round(300 * Math.min(1, config.timeScale)),
    links,
    extrasOf: (game) => tournaments.extrasOfGame(game.meta.guildId, game.state.gameId),
  });
  return {
    table: transport.table(table),
    voice: new DiscordVoice(client, transport.muteTokens(client)),
    members: new DiscordMembers(client),
  };
}

/**
 * Once Discord says READY: the finished games the last process did not count are counted into
 * the season, then every running game resumes (read meanwhile); the commands are registered
 * beside them, not first (a command sent before the games are read waits: games-known.ts).
 */
async function onReady(
  ready: Client<true>,
  { config, logger, season, tournaments, games, store }: ReadyParts,
): Promise<void> {
  const registered = registerOnce(ready, config, logger);
  // A table's game that ended while the last process died is counted before it resumes (TOUR-RESULTS).
  const tournamentsRecovered = tournaments
    .recover()
    .catch((error: unknown) => logger.warn({ err: error }, 'tournament: recovery failed'));
  // Before the games resume: an ended game whose count the last process missed is counted
  // (the games are read meanwhile; their effects wait for it).
  const recovered = season
    .recover(() => activeGames(store))
    .catch((error: unknown) =>
      logger.error({ err: error }, 'counting the finished games into the season failed'),
    );
  try {
    const resumed = await games.start(Promise.all([recovered, tournamentsRecovered]));
    await registered;
    logger.info(
      { user: ready.user.tag, guilds: ready.guilds.cache.size, games: resumed },
      'mafia-bot ready',
    );
  } catch (error) {
    logger.error({ err: error }, 'resuming the running games failed');
  }
}

/** The application commands, registered by one process (under the ShardingManager, shard 0). */
async function registerOnce(ready: Client<true>, config: Config, logger: Logger): Promise<void> {
  if (ready.shard && !ready.shard.ids.includes(0)) return;
  try {
    await registerCommands(
      ready.rest,
      ready.application.id,
      config.discordGuildId,
      logger,
      SUBCOMMANDS,
      { judge: JUDGE_SUBCOMMANDS, tournament: TOURNAMENT_SUBCOMMANDS, season: SEASON_SUBCOMMANDS },
    );
  } catch (error) {
    logger.error({ err: error }, 'registering the application commands failed');
  }
}

interface ReadyParts {
  config: BotDependencies['config'];
  logger: BotDependencies['logger'];
  season: SeasonService;
  tournaments: TournamentService;
  games: Orchestrator;
  store: GameStore;
}

/** The one shutdown: the games stay saved (they resume at the next start), then all closes. */
function stopper(parts: {
  logger: BotDependencies['logger'];
  activity: ActivityCounter;
  season: SeasonService;
  games: Orchestrator;
  voiceService: VoiceService;
  client: Client;
  store: { close(): Promise<void> };
  web: RunningWeb | undefined;
}): () => Promise<void> {
  const { logger, activity, season, games, voiceService, client, store, web } = parts;
  let stopping: Promise<void> | undefined;
  return () =>
    (stopping ??= (async () => {
      logger.info('shutting down: the running games stay saved and resume at the next start');
      await activity.flush().catch(() => {});
      activity.stop();
      season.stop();
      await games.stop().catch(() => {});
      voiceService.stop();
      await closePictureThread();
      await client.destroy().catch(() => {});
      await web?.stop().catch(() => {});
      await store.close().catch(() => {});
    })());
}

/** What Discord tells the bot: interactions, channel messages, voice moves, client errors. */
function listen(
  client: Client,
  parts: {
    route: ReturnType<typeof createInteractionRouter>;
    activity: ActivityCounter;
    games: Orchestrator;
    logger: BotDependencies['logger'];
  },
): void {
  const { route, activity, games, logger } = parts;
  client.on(Events.InteractionCreate, (interaction) => void route(interaction));
  client.on(Events.MessageCreate, (message) => activity.onMessage(message));
  client.on(Events.VoiceStateUpdate, (_before, after) =>
    games.onVoiceStateUpdate(after.guild.id, after.id),
  );
  client.on(Events.Error, (error) => logger.error({ err: error }, 'discord client error'));
}
