import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeContext } from './context.ts';
import { DiscordHttpError, Errors } from './errors.ts';
import type { Gateway } from './gateway.ts';
import type { HttpMethod, RestRequest, RestResponse, Router, UploadedFile } from './router.ts';

export interface RequestLogEntry {
  at: number;
  method: string;
  path: string;
  status: number;
  code: number | undefined;
  ms: number;
  /** Who sent it (Discord reads the User-Agent too): the bot's discord.js or the REST proxy. */
  userAgent: string;
}

export interface UnknownRoute {
  at: number;
  method: string;
  path: string;
}

/** An error the next matching request(s) will get instead of being handled. */
export interface InjectedError {
  method?: string;
  /** Matched against the decoded path below /api/v10, e.g. /guilds/123/members/456. */
  path: RegExp | string;
  status: number;
  code: number;
  message: string;
  /** How many requests it applies to (default 1). */
  times?: number;
  /** Response headers, e.g. a 429's Retry-After and X-RateLimit-* (as Discord sends them). */
  headers?: Record<string, string>;
  /** The whole JSON body instead of { code, message }, e.g. a 429's { retry_after, global }. */
  body?: object;
}

const API_PREFIX = '/api/v10';

/** The HTTP side: REST under /api/v10, attachment downloads, and the gateway upgrade. */
export class HttpServer {
  readonly #server: Server;
  readonly #router: Router<FakeContext>;
  readonly #ctx: FakeContext;
  readonly #gateway: Gateway;
  readonly requests: RequestLogEntry[] = [];
  readonly unknownRoutes: UnknownRoute[] = [];
  /** Exceptions thrown by the fake itself while handling a request (bugs in the fake). */
  readonly internalErrors: { at: number; path: string; error: unknown }[] = [];
  readonly #injected: InjectedError[] = [];
  requestLogSize = 1000;
  port = 0;

  constructor(router: Router<FakeContext>, ctx: FakeContext, gateway: Gateway) {
    this.#router = router;
    this.#ctx = ctx;
    this.#gateway = gateway;
    this.#server = createServer((req, res) => {
      void this.#handle(req, res);
    });
    this.#server.on('upgrade', (req, socket, head) => {
      if ((req.url ?? '/').startsWith('/api')) {
        socket.destroy();
        return;
      }
      this.#gateway.handleUpgrade(req, socket, head);
    });
  }

  async listen(port = 0): Promise<number> {
    await new Promise<void>((resolve) => this.#server.listen(port, '127.0.0.1', resolve));
    this.port = (this.#server.address() as AddressInfo).port;
    return this.port;
  }

  inject(error: InjectedError): void {
    this.#injected.push({ ...error, times: error.times ?? 1 });
  }

  async close(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = Date.now();
    const startedHr = performance.now();
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = (req.method ?? 'GET').toUpperCase();
    let path = url.pathname;
    let outcome: RestResponse;
    let route: ReturnType<Router<FakeContext>['match']> | undefined;
    let restReq: RestRequest | undefined;
    let before: unknown;
    const raw = await readBody(req);
    try {
      if (method === 'GET' && path.startsWith('/attachments/')) {
        this.#serveAttachment(path, res);
        this.#log(started, req, path, res.statusCode, undefined);
        return;
      }
      if (!path.startsWith(`${API_PREFIX}/`)) {
        this.unknownRoutes.push({ at: started, method, path });
        throw Errors.notFound();
      }
      path = path
        .slice(API_PREFIX.length)
        .split('/')
        .map((s) => safeDecode(s))
        .join('/');
      route = this.#router.match(method, path);
      if (route.kind !== 'found') {
        this.unknownRoutes.push({ at: started, method, path });
        throw route.kind === 'wrong-method' ? Errors.methodNotAllowed() : Errors.notFound();
      }
      restReq = {
        ...(await parseRequest(req, method as HttpMethod, path, url, route.params, raw)),
        arrivedAt: started,
        arrivedHr: startedHr,
      };
      before = route.route.before?.(restReq, this.#ctx);
      outcome = await this.#dispatch(route.route, restReq);
    } catch (error) {
      outcome = this.#errorResponse(error, path);
    }
    const code = (outcome.body as { code?: number } | undefined)?.code;
    if (route?.kind === 'found' && restReq) {
      route.route.onResult?.(
        restReq,
        this.#ctx,
        outcome.status,
        outcome.status >= 400 ? code : undefined,
        before,
      );
    }
    this.#log(started, req, path, outcome.status, outcome.status >= 400 ? code : undefined);
    const headers: Record<string, string> = { ...(outcome.headers ?? {}) };
    if (outcome.status === 204 || outcome.body === undefined) {
      res.writeHead(outcome.status, headers);
      res.end();
      return;
    }
    headers['Content-Type'] = 'application/json';
    res.writeHead(outcome.status, headers);
    res.end(JSON.stringify(outcome.body));
  }

  async #dispatch(
    route: Parameters<Router<FakeContext>['add']>[0],
    req: RestRequest,
  ): Promise<RestResponse> {
    if (route.auth === 'bot') {
      const header = req.headers.authorization ?? '';
      const botUserId = header.startsWith('Bot ') ? this.#ctx.botTokens.get(header.slice(4)) : '';
      if (!botUserId) throw Errors.unauthorized();
      if (botUserId !== this.#ctx.world.botUserId && !route.anyBot)
        throw new Error(`fake: a helper bot's token on ${route.method} ${route.pattern}`);
      req.botUserId = botUserId;
    }
    // Discord counts a request when it arrives, not when a loaded fake has read its body.
    const globallyLimited = this.#ctx.globalRateLimit.take(
      req.headers.authorization,
      req.path,
      req.arrivedAt,
    );
    if (globallyLimited) return globallyLimited;
    const injected = this.#takeInjected(req);
    if (injected) {
      const { error, headers, body } = injected;
      return { status: error.status, headers, body: body ?? error.toBody() };
    }
    const spec = route.rateLimit?.(req);
    const taken = spec ? this.#ctx.rateLimiter.take(spec.kind, spec.major, req.arrivedAt) : null;
    if (taken && !taken.allowed) {
      return {
        status: 429,
        headers: taken.headers,
        body: {
          message: 'You are being rate limited.',
          retry_after: Number((taken.retryAfterMs / 1000).toFixed(3)),
          global: false,
        },
      };
    }
    let result: RestResponse;
    try {
      result = await route.handle(req, this.#ctx);
    } catch (error) {
      result = this.#errorResponse(error, req.path);
    }
    if (taken) result = { ...result, headers: { ...(result.headers ?? {}), ...taken.headers } };
    return result;
  }

  #takeInjected(
    req: RestRequest,
  ): { error: DiscordHttpError; headers?: Record<string, string>; body?: object } | null {
    const index = this.#injected.findIndex(
      (e) =>
        (e.method === undefined || e.method.toUpperCase() === req.method) &&
        (typeof e.path === 'string' ? req.path === e.path : e.path.test(req.path)),
    );
    if (index === -1) return null;
    const e = this.#injected[index]!;
    e.times = (e.times ?? 1) - 1;
    if (e.times <= 0) this.#injected.splice(index, 1);
    return {
      error: new DiscordHttpError(e.status, e.code, e.message),
      headers: e.headers,
      body: e.body,
    };
  }

  #errorResponse(error: unknown, path: string): RestResponse {
    if (error instanceof DiscordHttpError) return { status: error.status, body: error.toBody() };
    this.internalErrors.push({ at: Date.now(), path, error });
    return { status: 500, body: { message: '500: Internal Server Error', code: 0 } };
  }

  #serveAttachment(path: string, res: ServerResponse): void {
    const [, , , attachmentId] = path.split('/');
    for (const record of this.#ctx.world.messages.values()) {
      const file = attachmentId ? record.files.get(attachmentId) : undefined;
      if (file) {
        res.writeHead(200, {
          'Content-Type': file.contentType,
          'Content-Length': file.data.length,
        });
        res.end(file.data);
        return;
      }
    }
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end('Not Found');
  }

  #log(
    at: number,
    req: IncomingMessage,
    path: string,
    status: number,
    code: number | undefined,
  ): void {
    const method = (req.method ?? 'GET').toUpperCase();
    const userAgent = req.headers['user-agent'] ?? '';
    this.requests.push({ at, method, path, status, code, ms: Date.now() - at, userAgent });
    if (this.requests.length > this.requestLogSize) this.requests.shift();
  }
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function parseRequest(
  req: IncomingMessage,
  method: HttpMethod,
  path: string,
  url: URL,
  params: Record<string, string>,
  raw: Buffer,
): Promise<Omit<RestRequest, 'arrivedAt' | 'arrivedHr'>> {
  const contentType = req.headers['content-type'] ?? '';
  let body: unknown = undefined;
  const files: UploadedFile[] = [];
  if (raw.length > 0 && contentType.startsWith('multipart/form-data')) {
    const form = await new Request('http://127.0.0.1/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: raw,
    }).formData();
    for (const [field, value] of form.entries()) {
      if (typeof value === 'string') {
        if (field === 'payload_json') body = parseJson(value);
        continue;
      }
      files.push({
        field,
        filename: value.name,
        contentType: value.type || 'application/octet-stream',
        data: Buffer.from(await value.arrayBuffer()),
      });
    }
  } else if (raw.length > 0) {
    body = parseJson(raw.toString('utf8'));
  }
  const reasonHeader = req.headers['x-audit-log-reason'];
  return {
    method,
    path,
    params,
    query: url.searchParams,
    headers: req.headers,
    body,
    files,
    reason: typeof reasonHeader === 'string' ? safeDecode(reasonHeader) : undefined,
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new DiscordHttpError(400, 50109, 'The request body contains invalid JSON.');
  }
}
