import {
  Agent,
  createServer,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { GlobalRateLimit } from './global-rate-limit.ts';

/** Headers of one connection, not of the request: each hop has its own (RFC 9110, the section on Connection). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'upgrade']);
const API_PATH = /^\/api(?:\/v\d+)?(\/[^?]*)/;

/**
 * Discord's edge in front of the fake: it keeps the global limit (50 requests a second per bot
 * token, interaction endpoints exempt) and forwards everything else to the fake unchanged,
 * whose own global limit is then off. Run in a process of its own (edge-main.ts) its event loop
 * does nothing else, so it counts a request at the moment it arrives, as Discord does; the fake
 * keeps the per-route buckets.
 *
 * Forwarding is byte-exact: raw headers in their order and case (hop-by-hop ones excepted),
 * bodies streamed (JSON and multipart alike), over kept-alive connections.
 */
export class DiscordEdge {
  readonly limit: GlobalRateLimit;
  readonly #target: URL;
  readonly #agent = new Agent({ keepAlive: true });
  readonly #server: Server;
  port = 0;

  /** `target`: the fake's origin, e.g. http://127.0.0.1:4000. */
  constructor(target: string, perSecond: number | false = 50) {
    this.#target = new URL(target);
    this.limit = new GlobalRateLimit(perSecond);
    this.#server = createServer((req, res) => this.#handle(req, res));
  }

  async listen(port = 0): Promise<number> {
    await new Promise<void>((resolve) => this.#server.listen(port, '127.0.0.1', resolve));
    this.port = (this.#server.address() as AddressInfo).port;
    return this.port;
  }

  async close(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
    this.#agent.destroy();
  }

  #handle(req: IncomingMessage, res: ServerResponse): void {
    // Counted now, when the headers arrived, before the body is read.
    const refusal = this.#refusal(req);
    if (!refusal) return this.#forward(req, res);
    req.resume();
    res.writeHead(refusal.status, { ...refusal.headers, 'Content-Type': 'application/json' });
    res.end(JSON.stringify(refusal.body));
  }

  #refusal(req: IncomingMessage) {
    const api = API_PATH.exec(req.url ?? '/');
    if (!api?.[1]) return null;
    return this.limit.take(req.headers.authorization, api[1]);
  }

  #forward(req: IncomingMessage, res: ServerResponse): void {
    const upstream = request({
      host: this.#target.hostname,
      port: this.#target.port,
      method: req.method,
      path: req.url,
      headers: endToEnd(req.rawHeaders),
      agent: this.#agent,
    });
    upstream.on('response', (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.rawHeaders));
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (res.headersSent) return void res.destroy();
      res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: '502: Bad Gateway', code: 0 }));
    });
    // A client that gives up takes its forwarded request with it.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  }
}

/** Raw headers (name, value, name, value…) without the hop-by-hop ones. */
function endToEnd(raw: string[]): string[] {
  const named = new Set(HOP_BY_HOP);
  for (let i = 0; i < raw.length; i += 2)
    if (raw[i]?.toLowerCase() === 'connection')
      for (const name of (raw[i + 1] ?? '').split(',')) named.add(name.trim().toLowerCase());
  const kept: string[] = [];
  for (let i = 0; i < raw.length; i += 2)
    if (!named.has(raw[i]?.toLowerCase() ?? '')) kept.push(raw[i] ?? '', raw[i + 1] ?? '');
  return kept;
}
