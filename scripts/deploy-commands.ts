/**
 * `npm run deploy-commands`: registers `/mafia` now (the bot also does it at every start).
 * Guild-scoped when DISCORD_GUILD_ID is set, global otherwise.
 */
import { REST, Routes, type APIApplication } from 'discord.js';
import { ConfigError, loadConfig, loadDotEnvIfPresent } from '../src/config.ts';
import { SUBCOMMANDS } from '../commands/mafia/index.ts';
import { JUDGE_SUBCOMMANDS } from '../commands/judge/index.ts';
import { TOURNAMENT_SUBCOMMANDS } from '../commands/tournament/index.ts';
import { clientTransport } from '../src/discord/transport/index.ts';
import { registerCommands } from '../src/discord/interactions/register-commands.ts';
import { SEASON_SUBCOMMANDS } from '../commands/season/index.ts';
import { createLogger } from '../src/logger.ts';

try {
  loadDotEnvIfPresent();
  const config = loadConfig();
  const logger = createLogger({ level: config.logLevel, pretty: config.prettyLogs });
  const rest = new REST(clientTransport(config).rest).setToken(config.discordToken);
  const application = (await rest.get(Routes.currentApplication())) as APIApplication;
  await registerCommands(rest, application.id, config.discordGuildId, logger, SUBCOMMANDS, {
    judge: JUDGE_SUBCOMMANDS,
    tournament: TOURNAMENT_SUBCOMMANDS,
    season: SEASON_SUBCOMMANDS,
  });
  logger.flush();
} catch (error) {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : `deploy-commands failed: ${(error as Error).message}`}\n`,
  );
  process.exit(1);
}
