import type { Client, RESTOptions } from 'discord.js';
import type { Config } from '../../config.ts';
import type { Logger } from '../../logger.ts';
import type { TablePort } from '../../orchestrator/ports.ts';
import { MuteTokens } from './mute-tokens.ts';
import { restOptions } from './proxied-rest.ts';
import { PrecedenceGate, precedenceRestOptions } from './rest-precedence.ts';
import { PrecedenceTable } from './table-precedence.ts';

export { acknowledge } from './ack-departure.ts';
export { withPrecedence } from './rest-precedence.ts';
export type { MuteTokens } from './mute-tokens.ts';

/**
 * The one transport seam: how this process's REST calls leave for Discord. Every REST path of
 * the bot is built here, from the configuration:
 * - `rest`: through the REST proxy when one is configured (the rate-limit state every process
 *   shares; interaction answers go around it, a proxy that is down is waited out), else straight
 *   to Discord (proxied-rest.ts) — what a script's or a helper token's REST uses;
 * - `clientRest`: the bot's own client on that route, behind the precedence gate when
 *   MAFIA_REST_PRECEDENCE is on (urgent mutes and floors first within the global limit,
 *   rest-precedence.ts; interaction callbacks and follow-ups are outside it, global-limit.ts);
 * - `table`: the table port with each call labelled by its precedence (table-precedence.ts);
 * - `muteTokens`: member edits spread over the bot's token and the helper tokens, each helper
 *   on `rest` (the proxy keeps one queue per token; mute-tokens.ts).
 * The acknowledgement of an interaction (`acknowledge`, ack-departure.ts) and the precedence of
 * a port's own calls (`withPrecedence`) are taken from here too.
 */
export interface Transport extends ClientTransport {
  table(port: TablePort): TablePort;
  muteTokens(client: Client): MuteTokens;
}

/** What the discord.js client needs of the transport, and what a lone REST client uses. */
export interface ClientTransport {
  readonly rest: Partial<RESTOptions>;
  readonly clientRest: Partial<RESTOptions>;
}

type TransportConfig = Pick<Config, 'discordApiUrl'> &
  Partial<Pick<Config, 'restProxyUrl' | 'restPrecedence' | 'helperTokens'>>;

/** The REST routes alone (no ports): for the client of a test or a script. */
export function clientTransport(config: TransportConfig, logger?: Logger): ClientTransport {
  const rest = restOptions(config, logger);
  // Mutes and the floor before DMs and reports when the REST budget is spent (issue 13).
  const gate = config.restPrecedence ? new PrecedenceGate() : undefined;
  return {
    rest,
    clientRest: {
      ...rest,
      ...(gate ? precedenceRestOptions(gate, rest.timeout, rest.makeRequest) : {}),
    },
  };
}

/** The transport of the bot's process: its REST routes, and what the ports and the voice need. */
export function createTransport(config: TransportConfig, logger: Logger): Transport {
  const routes = clientTransport(config, logger);
  return {
    ...routes,
    table: (port) => new PrecedenceTable(port),
    muteTokens: (client) =>
      new MuteTokens(client, {
        // Through the REST proxy too when there is one: it keeps one queue per token.
        rest: routes.rest,
        helperTokens: config.helperTokens ?? [],
        logger,
      }),
  };
}
