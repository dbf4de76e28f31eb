import type { IncomingHttpHeaders } from 'node:http';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface UploadedFile {
  /** The multipart field name, e.g. `files[0]`. */
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

export interface RestRequest {
  method: HttpMethod;
  /** Decoded path below /api/v10, e.g. `/webhooks/1/abc/messages/@original`. */
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** JSON body, or the parsed `payload_json` part of a multipart body. */
  body: unknown;
  files: UploadedFile[];
  /** X-Audit-Log-Reason, decoded. */
  reason: string | undefined;
  /** When the request reached the fake (its headers, before the body): epoch ms. */
  arrivedAt: number;
  /** The same moment on the monotonic clock (performance.now()), for sub-millisecond spans. */
  arrivedHr: number;
  /** The bot whose token authorized the request (set once authorized; '' for 'none' routes). */
  botUserId?: string;
}

export interface RestResponse {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RateLimitSpec {
  kind: string;
  major: string;
}

export interface Route<C> {
  method: HttpMethod;
  /** e.g. `/channels/:channelId/messages/:messageId` */
  pattern: string;
  /** 'bot': needs `Authorization: Bot <token>`; 'none': the token is in the path. */
  auth: 'bot' | 'none';
  /**
   * The route answers for whichever bot's token it gets (a helper bot's too). Every other route
   * is modelled for the main bot only and refuses a helper's token as a bug in the test.
   */
  anyBot?: true;
  /** The per-route bucket this request counts against, if any. */
  rateLimit?: (req: RestRequest) => RateLimitSpec | null;
  handle: (req: RestRequest, ctx: C) => RestResponse | Promise<RestResponse>;
  /** Runs before anything else (auth, rate limit, handler); its result goes to `onResult`. */
  before?: (req: RestRequest, ctx: C) => unknown;
  /** Called with every outcome (including 429s and injected errors), e.g. to keep a log. */
  onResult?: (
    req: RestRequest,
    ctx: C,
    status: number,
    code: number | undefined,
    before: unknown,
  ) => void;
}

interface CompiledRoute<C> {
  route: Route<C>;
  segments: string[];
}

export type RouteMatch<C> =
  | { kind: 'found'; route: Route<C>; params: Record<string, string> }
  | { kind: 'wrong-method' }
  | { kind: 'none' };

/** A small path matcher: `:name` segments capture, everything else matches literally. */
export class Router<C> {
  readonly #routes: CompiledRoute<C>[] = [];

  add(...routes: Route<C>[]): this {
    for (const route of routes) {
      this.#routes.push({ route, segments: route.pattern.split('/').filter(Boolean) });
    }
    return this;
  }

  match(method: string, path: string): RouteMatch<C> {
    const parts = path.split('/').filter(Boolean);
    let pathMatched = false;
    for (const { route, segments } of this.#routes) {
      const params = matchSegments(segments, parts);
      if (!params) continue;
      if (route.method === method) return { kind: 'found', route, params };
      pathMatched = true;
    }
    return pathMatched ? { kind: 'wrong-method' } : { kind: 'none' };
  }
}

function matchSegments(segments: string[], parts: string[]): Record<string, string> | null {
  if (segments.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i += 1) {
    const segment = segments[i] ?? '';
    const part = parts[i] ?? '';
    if (segment.startsWith(':')) params[segment.slice(1)] = part;
    else if (segment !== part) return null;
  }
  return params;
}
