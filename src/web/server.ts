import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyRequest,
} from 'fastify';
import type { Logger } from '../logger.ts';
import { PictureThread } from '../picture/picture-thread.ts';
import type { GameStore } from '../store/game-store.ts';
import { webPhrases } from '../i18n/web-texts.ts';
import { LIVE_JS, SITE_CSS, VERIFY_JS } from './assets.ts';
import { html, page } from './html.ts';
import { LiveHub } from './live-hub.ts';
import { NotFound } from './params.ts';
import { Lookup } from './lookup.ts';
import { registerRoutes } from './routes.ts';
import type { SaveFeed } from './save-feed.ts';

export interface WebServerOptions {
  store: GameStore;
  feed: SaveFeed;
  logger: Logger;
  /** Requests per minute and address (default 300; an event stream counts once). */
  rateLimitPerMinute?: number;
  /** Without save notices (the embedded store read by another process): look this often (ms). */
  pollMs?: number;
}

export interface WebServer {
  app: FastifyInstance;
  hub: LiveHub;
  close(): Promise<void>;
}

const localeOf = (request: FastifyRequest) =>
  (request.headers['accept-language'] ?? '').toLowerCase().startsWith('ru') ? 'ru' : 'en';

function errorPage(
  request: FastifyRequest,
  message: (words: ReturnType<typeof webPhrases>) => string,
): string {
  const locale = localeOf(request);
  const words = webPhrases(locale);
  return page({
    locale,
    title: words.siteTitle,
    body: html`<main>
      <h1>${words.siteTitle}</h1>
      <p>${message(words)}</p>
    </main>`,
  });
}

const ASSETS: Record<string, [string, string]> = {
  'site.css': ['text/css; charset=utf-8', SITE_CSS],
  'live.js': ['text/javascript; charset=utf-8', LIVE_JS],
  'verify.js': ['text/javascript; charset=utf-8', VERIFY_JS],
};

/** Errors answered with a page that names no cause (the cause goes to the log). */
function answerFailures(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .type('text/html; charset=utf-8')
      .send(errorPage(request, (words) => words.notFound)),
  );
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof NotFound)
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send(errorPage(request, (words) => words.notFound));
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 429)
      return reply
        .code(429)
        .type('text/html; charset=utf-8')
        .send(errorPage(request, (words) => words.tooMany));
    request.log.error({ err: error, url: request.url }, 'web: a request failed');
    return reply
      .code(500)
      .type('text/html; charset=utf-8')
      .send(errorPage(request, (words) => words.failure));
  });
}

/**
 * The public web page (issue 27): a read-only adapter over the store. Security headers
 * (helmet: no inline script, no framing but the overlay's), a rate limit per address, and
 * errors answered with a page that names no cause (the cause goes to the log).
 */
export async function createWebServer(options: WebServerOptions): Promise<WebServer> {
  const app = Fastify({
    loggerInstance: options.logger.child({ component: 'web' }) as FastifyBaseLogger,
    disableRequestLogging: true,
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: { 'script-src': ["'self'"], 'img-src': ["'self'"], 'connect-src': ["'self'"] },
    },
    referrerPolicy: { policy: 'no-referrer' },
  });
  await app.register(rateLimit, {
    max: options.rateLimitPerMinute ?? 300,
    timeWindow: 60_000,
    errorResponseBuilder: (request, context) => ({
      statusCode: context.statusCode,
      message: webPhrases(localeOf(request)).tooMany,
    }),
  });
  answerFailures(app);
  app.get('/assets/:name', async (request, reply) => {
    const asset = ASSETS[(request.params as { name: string }).name];
    if (!asset) throw new NotFound();
    return reply.type(asset[0]).header('cache-control', 'public, max-age=300').send(asset[1]);
  });
  app.get('/healthz', async () => ({ ok: true }));
  const hub = new LiveHub({
    store: options.store,
    feed: options.feed,
    ...(options.pollMs ? { pollMs: options.pollMs } : {}),
  });
  const pictures = new PictureThread();
  registerRoutes(app, { lookup: new Lookup(options.store), hub, pictures });
  return {
    app,
    hub,
    close: async () => {
      hub.close();
      await app.close();
      await pictures.close();
    },
  };
}
