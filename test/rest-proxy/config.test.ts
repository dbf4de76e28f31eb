import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config.ts';
import { loadRestProxyConfig } from '../../src/rest-proxy/config.ts';

const token = { DISCORD_TOKEN: 'main-token' };

describe('the REST proxy configuration (issue 14; a wrong value stops start-up with one line)', () => {
  it('GIVEN only a token WHEN loaded THEN it relays that token to Discord on 127.0.0.1:8080 at 50 requests per second', () => {
    expect(loadRestProxyConfig(token)).toEqual({
      upstreamUrl: 'https://discord.com/api',
      tokens: ['main-token'],
      host: '127.0.0.1',
      port: 8080,
      globalRequestsPerSecond: 50,
      logLevel: 'info',
      prettyLogs: true,
    });
  });

  it('GIVEN helper tokens, an upstream, a port and a rate WHEN loaded THEN they are used', () => {
    expect(
      loadRestProxyConfig({
        ...token,
        MAFIA_HELPER_TOKENS: 'helper-1,helper-2',
        DISCORD_API_URL: 'http://127.0.0.1:4000/api/',
        REST_PROXY_HOST: '0.0.0.0',
        REST_PROXY_PORT: '9000',
        REST_PROXY_GLOBAL_RATE: '10',
        NODE_ENV: 'production',
      }),
    ).toMatchObject({
      upstreamUrl: 'http://127.0.0.1:4000/api',
      tokens: ['main-token', 'helper-1', 'helper-2'],
      host: '0.0.0.0',
      port: 9000,
      globalRequestsPerSecond: 10,
      prettyLogs: false,
    });
  });

  it.each([
    [{}, 'DISCORD_TOKEN'],
    [{ ...token, REST_PROXY_PORT: '70000' }, 'REST_PROXY_PORT'],
    [{ ...token, REST_PROXY_GLOBAL_RATE: '0' }, 'REST_PROXY_GLOBAL_RATE'],
    [{ ...token, MAFIA_HELPER_TOKENS: 'a, b' }, 'MAFIA_HELPER_TOKENS'],
    [{ ...token, DISCORD_API_URL: 'discord.com' }, 'DISCORD_API_URL'],
  ])('GIVEN %j WHEN loaded THEN it names %s', (env, variable) => {
    expect(() => loadRestProxyConfig(env)).toThrow(ConfigError);
    expect(() => loadRestProxyConfig(env)).toThrow(
      new RegExp(`^Configuration error: ${variable} `),
    );
  });
});
