import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { populateErrorResponse, populateSuccessfulResponse } from '@discordjs/proxy';
import {
  DefaultRestOptions,
  DefaultUserAgentAppendix,
  REST,
  RESTEvents,
  type RequestMethod,
} from '@discordjs/rest';
import type { Logger } from '../logger.ts';
import { outsideGlobalLimit } from '../discord/transport/global-limit.ts';
import { TokenLanes } from './lanes.ts';
import { SlidingWindow } from './sliding-window.ts';

export interface RestProxyOptions {
  /** Discord's API base (`https://discord.com/api`), or a Discord-compatible server's. */
  upstreamUrl: string;
  /** Discord's global limit per token (50 requests per second unless Discord raised it). */
  globalRequestsPerSecond: number;
  /** The bot tokens relayed; any other Authorization is refused here with 401. */
  tokens: readonly string[];
  logger: Logger;
}

/**
 * The REST proxy (issue 14: one REST budget per token, whatever the number of processes).
 * Every process of the bot sends its REST requests here; one @discordjs/rest queue per token
 * keeps the rate-limit state (the global 50 requests per second, the per-route buckets, the
 * 429s Discord answers) for all of them, exactly as discord.js does inside one process.
 *
 * It is @discordjs/proxy's handler (`proxyRequests`) with three things changed, all on its own
 * building blocks (`populateSuccessfulResponse`, `populateErrorResponse`, `REST.queueRequest`),
 * and the global limit kept as a sliding window besides @discordjs/rest's fixed seconds
 * (sliding-window.ts):
 * - the body is read once into memory: `proxyRequests` hands the request stream itself to the
 *   queue, so a request retried after a 429 or a 5xx reached Discord a second time empty
 *   ("Cannot send an empty message", test/rest-proxy/proxy.test.ts);
 * - a request whose caller hung up (its own timeout) leaves the queue instead of being sent;
 * - a failure that is no Discord answer (Discord unreachable) is answered 502 and logged, not an
 *   empty 200 and a rejected promise that ends the process.
 */
export function createRestProxy(options: RestProxyOptions): Server {
  const lanes = new TokenLanes(options.tokens, (label) => upstreamRest(options, label));
  return createServer((req, res) => {
    void relay(req, res, lanes, options.logger);
  });
}

async function relay(
  req: IncomingMessage,
  res: ServerResponse,
  lanes: TokenLanes<REST>,
  logger: Logger,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://proxy');
  if (req.method === 'GET' && url.pathname === '/health') {
    reply(res, 200, { ok: true });
    return;
  }
  const rest = lanes.laneFor(req.headers.authorization);
  if (!rest) {
    logger.warn({ path: routeOf(url.pathname) }, 'REST proxy: refused a token it does not relay');
    reply(res, 401, { message: '401: Unauthorized', code: 0 });
    return;
  }
  const hungUp = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) hungUp.abort();
  });
  try {
    const upstream = await rest.queueRequest({
      method: (req.method ?? 'GET') as RequestMethod,
      fullRoute: url.pathname.replace(/^\/api(\/v\d+)?/, '') as `/${string}`,
      query: url.searchParams,
      body: await readBody(req),
      passThroughBody: true,
      // The caller's own Authorization (or none: interaction callbacks and webhooks) goes on.
      auth: false,
      headers: forwardedHeaders(req),
      signal: hungUp.signal,
    });
    await populateSuccessfulResponse(res, upstream);
  } catch (error) {
    if (!populateErrorResponse(res, error)) {
      logger.error(
        { err: error, method: req.method, route: routeOf(url.pathname) },
        'REST proxy: the request failed before Discord answered',
      );
      res.statusCode = 502;
    }
  } finally {
    res.end();
  }
}

/** Content type (JSON or multipart with its boundary), the caller's token, the audit-log reason. */
function forwardedHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  const pass = ['content-type', 'authorization', 'x-audit-log-reason'] as const;
  for (const name of pass) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length === 0 ? undefined : Buffer.concat(chunks);
}

/** The route without ids or tokens (webhook and interaction paths carry a token): for logs. */
function routeOf(pathname: string): string {
  return pathname
    .replace(/^\/api(\/v\d+)?/, '')
    .replaceAll(/\d{17,20}/g, ':id')
    .replace(/^\/(webhooks|interactions)\/:id\/[^/]+/, '/$1/:id/:token');
}

function reply(res: ServerResponse, status: number, body: object): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** What the proxy adds to its User-Agent (after @discordjs/rest's own `DiscordBot (…)`). */
export const PROXY_USER_AGENT = 'mafia-bot-rest-proxy';

/** A second, and the 50 ms margin discord.js adds to every reset it waits for. */
const GLOBAL_WINDOW_MS = 1050;

/**
 * One token's queue to Discord. It retries nothing itself but 429s (which it waits out, so none
 * reaches the bot): a 5xx or a timeout goes back to the bot's own REST client, which retries as
 * it would without the proxy, so Discord sees no more attempts than before.
 */
function upstreamRest(options: RestProxyOptions, lane: string): REST {
  const window = new SlidingWindow(options.globalRequestsPerSecond, GLOBAL_WINDOW_MS);
  const rest = new REST({
    api: options.upstreamUrl,
    globalRequestsPerSecond: options.globalRequestsPerSecond,
    // Sent only once the sliding window has room, so that no second holds more than the limit.
    makeRequest: async (url, init) => {
      if (!outsideGlobalLimit(url)) await window.admit();
      return DefaultRestOptions.makeRequest(url, init);
    },
    retries: 0,
    // Discord (and the fake's request log) tell the proxy's requests from a bot's own.
    userAgentAppendix: `${PROXY_USER_AGENT} ${DefaultUserAgentAppendix}`,
    // Cloudflare bans an IP for a while after 10,000 invalid requests in 10 minutes.
    invalidRequestWarningInterval: 1000,
  });
  const { logger } = options;
  rest.on(RESTEvents.Response, (request, response) => {
    if (response.status !== 429) return;
    logger.warn(
      {
        lane,
        route: request.route,
        global: response.headers.has('X-RateLimit-Global'),
        scope: response.headers.get('X-RateLimit-Scope'),
        retryAfterSeconds: response.headers.get('Retry-After'),
      },
      'REST proxy: Discord answered 429; the request waits and goes again',
    );
  });
  rest.on(RESTEvents.RateLimited, (info) => {
    logger.debug(
      { lane, route: info.route, global: info.global, waitMs: info.timeToReset },
      'REST proxy: waiting for a rate limit',
    );
  });
  rest.on(RESTEvents.InvalidRequestWarning, (info) => {
    logger.warn(
      { lane, invalidRequests: info.count, resetInMs: info.remainingTime },
      'REST proxy: many 401/403/429 answers (10,000 in 10 minutes ban the IP)',
    );
  });
  return rest;
}
