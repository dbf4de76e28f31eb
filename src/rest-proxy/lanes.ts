/**
 * One rate-limit state per bot token, as Discord keeps them: the global limit and the
 * per-route buckets (member edits per guild among them) are per token, so a helper token's mutes
 * must not wait behind the main token's. Requests without a token (interaction callbacks and
 * webhook follow-ups, whose token is in the path) have a lane of their own: Discord does not
 * count them against any bot's global limit.
 */
export class TokenLanes<Lane> {
  readonly #byAuthorization = new Map<string, Lane>();
  readonly #untokened: Lane;

  /** `create` receives a label for logs ("token 1", "token 2", "no token"), never the token. */
  constructor(tokens: readonly string[], create: (label: string) => Lane) {
    tokens.forEach((token, index) => {
      const authorization = `Bot ${token}`;
      if (!this.#byAuthorization.has(authorization)) {
        this.#byAuthorization.set(authorization, create(`token ${index + 1}`));
      }
    });
    this.#untokened = create('no token');
  }

  /** The lane of a request's Authorization header; null for a token the proxy does not relay. */
  laneFor(authorization: string | undefined): Lane | null {
    if (authorization === undefined) return this.#untokened;
    return this.#byAuthorization.get(authorization) ?? null;
  }
}
