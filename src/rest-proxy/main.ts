/**
 * `npm run rest-proxy`: the REST proxy every bot process sends its Discord requests through
 * (REST_PROXY_URL), so that they share one rate-limit budget per token (issue 14). Configured
 * from the environment (or `.env`): DISCORD_TOKEN, DISCORD_API_URL, REST_PROXY_HOST,
 * REST_PROXY_PORT, REST_PROXY_GLOBAL_RATE, MAFIA_HELPER_TOKENS, LOG_LEVEL, NODE_ENV.
 */
import type { AddressInfo } from 'node:net';
import { ConfigError, loadDotEnvIfPresent } from '../config.ts';
import { createLogger } from '../logger.ts';
import { loadRestProxyConfig, type RestProxyConfig } from './config.ts';
import { createRestProxy } from './server.ts';

function configOrExit(): RestProxyConfig {
  try {
    loadDotEnvIfPresent();
    return loadRestProxyConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

const config = configOrExit();
const logger = createLogger({ level: config.logLevel, pretty: config.prettyLogs });
const server = createRestProxy({ ...config, logger });
server.on('error', (error) => {
  logger.fatal({ err: error }, `REST proxy cannot listen: ${error.message}`);
  process.exit(1);
});
server.listen(config.port, config.host, () => {
  const { port } = server.address() as AddressInfo;
  logger.info(
    {
      host: config.host,
      port,
      upstream: config.upstreamUrl,
      tokens: config.tokens.length,
      globalRequestsPerSecond: config.globalRequestsPerSecond,
    },
    'rest-proxy ready',
  );
});
// A container runtime stops it with SIGTERM: finish what is in flight, then exit.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}
