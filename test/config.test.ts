import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

const token = { DISCORD_TOKEN: 'test-token' };

describe('configuration (product.md: invalid configuration stops start-up with one clear line)', () => {
  it('GIVEN only a token WHEN loaded THEN every other variable takes its documented default', () => {
    expect(loadConfig(token)).toEqual({
      discordToken: 'test-token',
      discordApiUrl: 'https://discord.com/api',
      restProxyUrl: undefined,
      discordGuildId: undefined,
      redisUrl: undefined,
      redisKeyPrefix: 'mafia',
      logLevel: 'info',
      prettyLogs: true,
      dataDir: './data',
      timeScale: 1,
      restPrecedence: true,
      helperTokens: [],
      shardCount: 'auto',
      shardList: undefined,
      webPort: undefined,
      webHost: '0.0.0.0',
      webRateLimit: 300,
      webPublicUrl: undefined,
    });
  });

  it('GIVEN WEB_PORT and WEB_PUBLIC_URL WHEN loaded THEN the public page listens there and its links start there (issue 27)', () => {
    const config = loadConfig({
      ...token,
      WEB_PORT: '8080',
      WEB_PUBLIC_URL: 'https://mafia.example.org/',
    });
    expect(config).toMatchObject({ webPort: 8080, webPublicUrl: 'https://mafia.example.org' });
  });

  it('GIVEN MAFIA_HELPER_TOKENS WHEN loaded THEN the tokens are split on commas, blanks dropped', () => {
    expect(loadConfig({ ...token, MAFIA_HELPER_TOKENS: ' a.b.c, d.e.f ,,' }).helperTokens).toEqual([
      'a.b.c',
      'd.e.f',
    ]);
  });

  it.each([
    [{}, 'DISCORD_TOKEN', /is required/],
    [{ ...token, REDIS_URL: 'localhost:6379' }, 'REDIS_URL', /redis:\/\//],
    [{ ...token, REDIS_URL: 'http://127.0.0.1:6379' }, 'REDIS_URL', /redis:\/\//],
    [{ ...token, DISCORD_API_URL: 'ftp://example.org' }, 'DISCORD_API_URL', /http/],
    [{ ...token, REST_PROXY_URL: 'proxy:8080' }, 'REST_PROXY_URL', /rest-proxy/],
    [{ ...token, DISCORD_GUILD_ID: 'my-guild' }, 'DISCORD_GUILD_ID', /Discord id/],
    [{ ...token, LOG_LEVEL: 'loud' }, 'LOG_LEVEL', /one of/],
    [{ ...token, REDIS_KEY_PREFIX: 'has space' }, 'REDIS_KEY_PREFIX', /letters, digits/],
    [{ ...token, MAFIA_TIME_SCALE: 'fast' }, 'MAFIA_TIME_SCALE', /number/],
    [{ ...token, MAFIA_TIME_SCALE: '-1' }, 'MAFIA_TIME_SCALE', /greater than 0/],
    [{ ...token, MAFIA_REST_PRECEDENCE: 'yes' }, 'MAFIA_REST_PRECEDENCE', /on or off/],
    [{ ...token, MAFIA_HELPER_TOKENS: 'a b,c' }, 'MAFIA_HELPER_TOKENS', /separated by commas/],
    [{ ...token, SHARD_COUNT: 'many' }, 'SHARD_COUNT', /auto or a whole number/],
    [{ ...token, SHARD_COUNT: '0' }, 'SHARD_COUNT', /at least 1/],
    [{ ...token, SHARD_LIST: '0;1' }, 'SHARD_LIST', /separated by commas/],
    [{ ...token, WEB_PORT: 'web' }, 'WEB_PORT', /port number/],
    [{ ...token, WEB_PORT: '70000' }, 'WEB_PORT', /between 1 and 65535/],
    [{ ...token, WEB_PUBLIC_URL: 'mafia.example.org' }, 'WEB_PUBLIC_URL', /http\(s\) URL/],
  ])('GIVEN %j WHEN loaded THEN it names %s and why', (env, variable, reason) => {
    const error = (() => {
      try {
        loadConfig(env);
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(variable);
    expect((error as ConfigError).message).toMatch(
      new RegExp(`^Configuration error: ${variable} `),
    );
    expect((error as ConfigError).message).toMatch(reason);
  });

  it('GIVEN values for every variable WHEN loaded THEN they are used (empty strings count as unset)', () => {
    const config = loadConfig({
      ...token,
      DISCORD_API_URL: 'http://127.0.0.1:4000/api/',
      DISCORD_GUILD_ID: '123456789012345678',
      REDIS_URL: 'redis://127.0.0.1:6379',
      LOG_LEVEL: 'debug',
      NODE_ENV: 'production',
      MAFIA_DATA_DIR: '/var/lib/mafia',
      MAFIA_TIME_SCALE: '0.02',
      LOG_FORMAT: '',
    });
    expect(config).toMatchObject({
      discordApiUrl: 'http://127.0.0.1:4000/api',
      discordGuildId: '123456789012345678',
      redisUrl: 'redis://127.0.0.1:6379',
      logLevel: 'debug',
      prettyLogs: false,
      dataDir: '/var/lib/mafia',
      timeScale: 0.02,
    });
  });

  it.each([
    ['http://rest-proxy:8080', 'http://rest-proxy:8080/api'],
    ['http://rest-proxy:8080/', 'http://rest-proxy:8080/api'],
    ['http://127.0.0.1:8080/api/', 'http://127.0.0.1:8080/api'],
  ])(
    'GIVEN REST_PROXY_URL=%s WHEN loaded THEN the REST client is pointed at %s (the proxy reads the route after /api)',
    (url, base) => {
      expect(loadConfig({ ...token, REST_PROXY_URL: url }).restProxyUrl).toBe(base);
    },
  );

  const mainScript = resolve('src/main.ts');
  const start = (env: Record<string, string>, cwd = process.cwd()) =>
    spawnSync(process.execPath, ['--disable-warning=ExperimentalWarning', mainScript], {
      env: { PATH: process.env.PATH ?? '', ...env },
      cwd,
      encoding: 'utf8',
      timeout: 15_000,
    });

  it('GIVEN no DISCORD_TOKEN WHEN the bot starts THEN it prints one line naming it and exits 1', () => {
    const run = start({});
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toEqual([
      'Configuration error: DISCORD_TOKEN is required: the bot token from the Discord developer portal',
    ]);
  });

  it('GIVEN a malformed REDIS_URL WHEN the bot starts THEN it prints one line naming it and exits 1', () => {
    const run = start({ DISCORD_TOKEN: 'x', REDIS_URL: 'redis//nowhere' });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      'Configuration error: REDIS_URL must be a redis://, rediss:// or redis+sentinel:// URL such as redis://127.0.0.1:6379',
    ]);
  });

  it('GIVEN a .env file WHEN the bot starts THEN its values are read and the environment wins over it', () => {
    const directory = mkdtempSync(join(tmpdir(), 'mafia-env-'));
    try {
      writeFileSync(
        join(directory, '.env'),
        'DISCORD_TOKEN=from-file\nREDIS_URL=redis//from-file\n',
      );
      expect(start({}, directory).stderr.trim()).toBe(
        'Configuration error: REDIS_URL must be a redis://, rediss:// or redis+sentinel:// URL such as redis://127.0.0.1:6379',
      );
      expect(
        start(
          { MAFIA_TIME_SCALE: 'fast', REDIS_URL: 'redis://127.0.0.1:6379' },
          directory,
        ).stderr.trim(),
      ).toMatch(/^Configuration error: MAFIA_TIME_SCALE /);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
