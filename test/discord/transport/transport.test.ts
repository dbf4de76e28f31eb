import type { Client } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { PROXIED_REQUEST_TIMEOUT_MS } from '../../../src/discord/transport/proxied-rest.ts';
import { MuteTokens } from '../../../src/discord/transport/mute-tokens.ts';
import { PrecedenceTable } from '../../../src/discord/transport/table-precedence.ts';
import { clientTransport, createTransport } from '../../../src/discord/transport/index.ts';
import type { TablePort } from '../../../src/orchestrator/ports.ts';
import { memoryLogger } from '../../support/logger.ts';

const DISCORD = 'http://discord.test/api';
const PROXY = 'http://proxy.test/api';

describe('the transport seam', () => {
  it("sends straight to Discord with discord.js's own queue when there is neither proxy nor precedence", () => {
    const routes = clientTransport({ discordApiUrl: DISCORD });
    expect(routes.rest).toEqual({ api: DISCORD });
    expect(routes.clientRest).toEqual({ api: DISCORD });
  });

  it("routes every REST path through the proxy, and only the client's behind the precedence gate", () => {
    const routes = clientTransport({
      discordApiUrl: DISCORD,
      restProxyUrl: PROXY,
      restPrecedence: true,
    });
    expect(routes.rest).toMatchObject({ api: PROXY, timeout: PROXIED_REQUEST_TIMEOUT_MS });
    expect(routes.rest).not.toHaveProperty('globalRequestsPerSecond');
    // The gate keeps the global limit, so discord.js's own counter is set out of its way.
    expect(routes.clientRest).toMatchObject({ api: PROXY, globalRequestsPerSecond: 10_000 });
    expect(routes.clientRest.makeRequest).not.toBe(routes.rest.makeRequest);
  });

  it('hands the ports their precedence-labelled table and the mute tokens on the client', () => {
    const transport = createTransport({ discordApiUrl: DISCORD }, memoryLogger('silent').logger);
    expect(transport.table({} as TablePort)).toBeInstanceOf(PrecedenceTable);
    const client = { rest: {} } as unknown as Client;
    const tokens = transport.muteTokens(client);
    expect(tokens).toBeInstanceOf(MuteTokens);
    expect(tokens.lanes('1')).toBe(1);
  });
});
