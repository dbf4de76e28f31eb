import { execFile } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeDiscord } from '../fake-discord/index.ts';

/** Runs the script without blocking this process (the fake Discord answers from it). */
function deployCommands(
  env: Record<string, string>,
): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--disable-warning=ExperimentalWarning', 'scripts/deploy-commands.ts'],
      { env, timeout: 30_000 },
      (error, _stdout, stderr) => {
        resolve({
          status: error ? (typeof error.code === 'number' ? error.code : null) : 0,
          stderr,
        });
      },
    );
  });
}

const SUBCOMMANDS = [
  'start',
  'join',
  'leave',
  'role',
  'status',
  'nominate',
  'pass',
  'bestmove',
  'vote',
  'unvote',
  'foul',
  'unfoul',
  'warn',
  'disqualify',
  'penalty',
  'pause',
  'resume',
  'skip',
  'extend',
  'phase_length',
  'end',
  'replace',
  'settings',
];

describe('application commands (issue: registered at start-up and by npm run deploy-commands)', () => {
  let fake: FakeDiscord | undefined;
  afterEach(async () => fake?.close());

  it('GIVEN a guild id WHEN deploy-commands runs twice THEN /mafia is registered in that guild with Russian localizations, and the second run changes nothing', async () => {
    fake = await FakeDiscord.start();
    const env = {
      PATH: process.env.PATH ?? '',
      DISCORD_TOKEN: fake.token,
      DISCORD_API_URL: fake.apiUrl,
      DISCORD_GUILD_ID: fake.guildId,
      LOG_LEVEL: 'silent',
    };
    expect((await deployCommands(env)).status).toBe(0);
    const first = fake.commands();
    expect(first.map((command) => command.name)).toEqual(['mafia']);
    const mafia = first[0]!;
    expect(mafia.name_localizations?.ru).toBe('мафия');
    expect((mafia.options ?? []).map((option) => option.name)).toEqual(SUBCOMMANDS);
    expect((await deployCommands(env)).status).toBe(0);
    expect(fake.commands()).toEqual(first);
  });

  it('GIVEN a wrong token WHEN deploy-commands runs THEN it says so in one line and exits 1', async () => {
    fake = await FakeDiscord.start();
    const result = await deployCommands({
      PATH: process.env.PATH ?? '',
      DISCORD_TOKEN: 'wrong',
      DISCORD_API_URL: fake.apiUrl,
      LOG_LEVEL: 'silent',
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/deploy-commands failed/);
  });
});
