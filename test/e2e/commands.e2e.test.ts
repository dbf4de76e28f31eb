import { execFile } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeDiscord, type SeenAttachment } from '@mafia-bot/fake-discord';
import { PICTURE_HEIGHT, PICTURE_WIDTH } from '../../src/picture/table-layout.ts';
import { PICTURE_COLOURS } from '../../src/picture/table-picture.ts';
import { decode, distance, hex, seatColour, type DecodedImage } from '../picture/pixels.ts';
import { openSession, type Session } from '../../harness/session.ts';
import { waitUntil } from '../../harness/wait.ts';

/**
 * How long one run of the script may take. A cold start costs about 0.85 s of CPU (Node loads
 * discord.js and the command handlers the definitions live with, some 1,100 modules; measured
 * with /usr/bin/time), which took 8 to 10 s of wall time beside the other e2e games on two
 * loaded cores: the first test's two runs then missed Vitest's 20 s default. A run past this is
 * killed (its stderr says so), and each test's budget is its runs' budgets plus a margin, so a
 * slow start fails on the script's own deadline, not on a test timeout with the script still
 * running.
 */
const RUN_MS = 30_000;
const MARGIN_MS = 10_000;

/** Runs the script without blocking this process (the fake Discord answers from it). */
function deployCommands(
  env: Record<string, string>,
): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--disable-warning=ExperimentalWarning', 'scripts/deploy-commands.ts'],
      { env, timeout: RUN_MS, killSignal: 'SIGKILL' },
      (error, _stdout, stderr) => {
        const killed = error?.killed ? `killed after ${RUN_MS} ms\n` : '';
        resolve({
          status: error ? (typeof error.code === 'number' ? error.code : null) : 0,
          stderr: killed + stderr,
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
  'undo',
  'end',
  'replace',
  'settings',
  'stats',
  'leaderboard',
];

describe('application commands (issue: registered at start-up and by npm run deploy-commands)', () => {
  let fake: FakeDiscord | undefined;
  afterEach(async () => fake?.close());

  it(
    'GIVEN a guild id WHEN deploy-commands runs twice THEN /mafia, /judge, /tournament and /season are registered in that guild with Russian localizations, and the second run changes nothing',
    async () => {
      fake = await FakeDiscord.start();
      const env = {
        PATH: process.env.PATH ?? '',
        DISCORD_TOKEN: fake.token,
        DISCORD_API_URL: fake.apiUrl,
        DISCORD_GUILD_ID: fake.guildId,
        LOG_LEVEL: 'silent',
      };
      expect(await deployCommands(env)).toMatchObject({ status: 0 });
      const first = fake.commands();
      expect(first.map((command) => command.name)).toEqual([
        'mafia',
        'judge',
        'tournament',
        'season',
      ]);
      type Registered = (typeof first)[number];
      const [mafia, judge, tournament, season] = first as Registered[] as [
        Registered,
        Registered,
        Registered,
        Registered,
      ];
      expect(mafia.name_localizations?.ru).toBe('мафия');
      expect((mafia.options ?? []).map((option) => option.name)).toEqual(SUBCOMMANDS);
      // The judge's command by seat number (issue 25), within Discord's 25 subcommands.
      expect(judge.name_localizations?.ru).toBe('судья');
      expect((judge.options ?? []).length).toBeLessThanOrEqual(25);
      // The club tournament's command (issue 26).
      expect(tournament.name_localizations?.ru).toBe('турнир');
      // The season's administration (issue 26, item 7): /mafia has no room for a 26th subcommand.
      expect(season.name_localizations?.ru).toBe('сезон');
      expect((mafia.options ?? []).length).toBeLessThanOrEqual(25);
      expect(await deployCommands(env)).toMatchObject({ status: 0 });
      expect(fake.commands()).toEqual(first);
    },
    2 * RUN_MS + MARGIN_MS,
  );

  it(
    'GIVEN a wrong token WHEN deploy-commands runs THEN it says so in one line and exits 1',
    async () => {
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
    },
    RUN_MS + MARGIN_MS,
  );
});

/** A PNG of the picture's size, as Discord would show it. */
async function tablePictureIn(file: SeenAttachment | undefined): Promise<DecodedImage> {
  expect(file?.filename).toBe('table.png');
  expect(file!.contentType).toBe('image/png');
  expect(file!.data.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  const image = await decode(file!.data);
  expect([image.width, image.height]).toEqual([PICTURE_WIDTH, PICTURE_HEIGHT]);
  return image;
}

describe('the picture of the table (issue 15 item 4: in /mafia status and in the end report)', () => {
  let session: Session | undefined;
  afterEach(async () => session?.close());

  it('GIVEN a classic game on day 1 WHEN a player asks /mafia status THEN the public reply carries the summary at once and then a PNG of the table; AND the end-of-game report carries the final picture beside the deal record', async () => {
    session = await openSession({ players: 10 });
    const { table, steps } = session;
    await table.start('classic');
    await table.fill();
    await table.deal();
    await steps.speechOf(1);
    const asker = table.atSeat(5);
    const reply = await asker.slash('mafia', 'status');
    expect(reply.ephemeral).toBe(false);
    expect(reply.text).toContain('#1');
    // The picture is drawn off the bot's event loop and put on the answer when it is ready.
    await waitUntil(() => asker.view(reply.message!)?.attachments.length === 1, 10_000, 'picture');
    const answer = asker.view(reply.message!)!;
    expect(answer.text).toBe(reply.text);
    const picture = await tablePictureIn(answer.attachments[0]);
    // Seat 1 holds the floor: his seat is lit, the next one is not.
    expect(distance(seatColour(picture, 10, 1), hex(PICTURE_COLOURS.speaker))).toBeLessThan(10);
    expect(distance(seatColour(picture, 10, 2), hex(PICTURE_COLOURS.seat))).toBeLessThan(10);

    await session.steps.judgeConfirmed('end');
    await waitUntil(() => table.report() !== undefined, 30_000, 'the report');
    const files = table.report()!.attachments;
    expect(files.map((file) => file.filename)).toContain('table.png');
    await tablePictureIn(files.find((file) => file.filename === 'table.png'));
    expect(session.bot.errors()).toEqual([]);
  }, 120_000);
});
