import { DefaultRestOptions, type RESTOptions } from 'discord.js';
import type { Config } from '../../config.ts';
import type { Logger } from '../../logger.ts';
import { outsideGlobalLimit } from './global-limit.ts';

type MakeRequest = NonNullable<RESTOptions['makeRequest']>;

/**
 * Errors that mean the REST proxy gave no HTTP answer at all: it is down (killed, restarting:
 * docker-compose brings it back in a few seconds), its name does not resolve while its
 * container is gone, or it died with the request in flight. Discord did not refuse anything.
 */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'UND_ERR_SOCKET',
]);

/** How often a request waiting for the proxy tries again (a refused connect costs nothing). */
export const PROXY_RETRY_MS = 200;

export function proxyUnreachable(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } } | null) ?? {};
  return UNREACHABLE.has(String(code.code)) || UNREACHABLE.has(String(code.cause?.code));
}

export interface ProxiedRestOptions {
  /** The proxy's API base (REST_PROXY_URL) and Discord's (DISCORD_API_URL). */
  proxyUrl: string;
  discordUrl: string;
  logger?: Logger;
  makeRequest?: MakeRequest;
  retryMs?: number;
}

/**
 * The bot's `makeRequest` behind the REST proxy (issue 14: a game survives the death of any one
 * process, the proxy's included).
 *
 * Interaction callbacks and follow-ups (no Authorization: their token is in the path) go
 * straight to Discord. Discord does not count them against the bot's global limit, their only
 * bucket is the interaction's own, so the proxy has no budget to share for them; through it,
 * a click made while it restarts would miss its 3 s and the player would read "This
 * interaction failed" although the bot is up. The bot's own token never goes around the proxy.
 *
 * Any other request that finds the proxy unreachable waits for it and goes again, until the
 * request's own timeout: the effect (a post, an edit, a mute) is carried out once the proxy is
 * back instead of being reported as failed. Sent twice is harmless: a request refused at
 * connect never left; one cut off in flight may have reached Discord, and the bot's posts carry
 * an enforced nonce (Discord returns the first message), edits and mutes set a state.
 */
export function proxiedMakeRequest(options: ProxiedRestOptions): MakeRequest {
  const send = options.makeRequest ?? DefaultRestOptions.makeRequest;
  const retryMs = options.retryMs ?? PROXY_RETRY_MS;
  let down = false;
  return async (url, init) => {
    const untokened = !(init.headers as Record<string, string> | undefined)?.Authorization;
    if (untokened && outsideGlobalLimit(url) && url.startsWith(options.proxyUrl))
      return send(options.discordUrl + url.slice(options.proxyUrl.length), init);
    for (;;) {
      try {
        const response = await send(url, init);
        if (down) options.logger?.info('REST proxy answers again; waiting requests go on');
        down = false;
        return response;
      } catch (error) {
        if (!proxyUnreachable(error) || init.signal?.aborted) throw error;
        if (!down)
          options.logger?.warn(
            { err: error },
            'REST proxy unreachable; requests wait for it (interaction answers go to Discord)',
          );
        down = true;
        await new Promise((resolve) => setTimeout(resolve, retryMs));
        if (init.signal?.aborted) throw error;
      }
    }
  };
}

/**
 * How long a request may take through the REST proxy before discord.js gives up and retries.
 * Behind the proxy the wait in the shared queue counts too (discord.js's own 15 s covers only
 * the network), and a retry after a timeout would send the request a second time once the
 * proxy reaches it: the proxy bounds the upstream call to 15 s itself and answers 504, so a
 * minute leaves room for a backlog of 50 req/s × 45 s across every process.
 */
export const PROXIED_REQUEST_TIMEOUT_MS = 60_000;

/**
 * Where the REST client sends its requests: through the REST proxy when one is configured
 * (the shared rate-limit state of every process: `npm run rest-proxy`), else to Discord.
 * Behind the proxy, interaction answers go straight to Discord and the rest waits out a proxy
 * that is down (proxiedMakeRequest).
 */
export function restOptions(
  config: Pick<Config, 'discordApiUrl'> & Partial<Pick<Config, 'restProxyUrl'>>,
  logger?: Logger,
): Partial<RESTOptions> {
  if (!config.restProxyUrl) return { api: config.discordApiUrl };
  const route = { proxyUrl: config.restProxyUrl, discordUrl: config.discordApiUrl };
  return {
    api: config.restProxyUrl,
    timeout: PROXIED_REQUEST_TIMEOUT_MS,
    makeRequest: proxiedMakeRequest({ ...route, ...(logger ? { logger } : {}) }),
  };
}
