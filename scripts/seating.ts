/**
 * Balanced, verifiable tournament seating for clubs that only want the seating (issue 26):
 *
 *   npm run --silent seating -- --players P --tables T --rounds R --seed HEX [--json] [--reveal]
 *                               [--remove PLAYER@ROUND …] [--out FILE]
 *
 * Exit codes: 0 done, 2 wrong arguments. Node 22 runs this TypeScript file directly.
 */
import { writeFileSync } from 'node:fs';
import { seatingQuality, SEATS } from '../src/tournament/seating/index.ts';
import { seatingFile, type SeatingFile } from '../src/tournament/seating-file.ts';

const USAGE =
  'Usage: npm run --silent seating -- --players P --tables T --rounds R --seed HEX [--json] [--reveal] [--remove PLAYER@ROUND …] [--out FILE]';

const HELP = `${USAGE}

Seats P players at T tables of ${SEATS} for R rounds, balancing games per player, seat numbers,
opponents and tables, deterministically from the seed (64 lowercase hex digits, e.g. from
\`openssl rand -hex 32\`). Post the output (its seedSha256 = SHA-256 of the seed's hex text)
before round 1, keep the seed secret, and reveal it after the last round: then anyone can check
the file with \`npm run verify-seating -- FILE\`.

  --json            print the JSON {"players","tables","rounds","seedSha256"} (players 1…P,
                    each table in seat order 1…${SEATS}) instead of the readable plan
  --reveal          put the seed in the JSON too (for after the last round)
  --remove P@R      player P is not seated from round R on (dropped out or removed): the rounds
                    from R are re-seated among the others, the earlier ones stay; repeatable
  --out FILE        write the JSON to FILE (npm prints its own lines on stdout unless --silent)
  -h, --help        show this help`;

interface Options {
  numbers: Record<'players' | 'tables' | 'rounds', number | undefined>;
  seed?: string;
  json: boolean;
  reveal: boolean;
  removed: { player: number; fromRound: number }[];
  out?: string;
}

function parseArguments(args: readonly string[]): Options | string {
  const options: Options = {
    numbers: { players: undefined, tables: undefined, rounds: undefined },
    json: false,
    reveal: false,
    removed: [],
  };
  for (let k = 0; k < args.length; k++) {
    const arg = args[k]!;
    const value = args[k + 1];
    if (arg === '--json') options.json = true;
    else if (arg === '--reveal') options.reveal = true;
    else if (arg === '--players' || arg === '--tables' || arg === '--rounds') {
      if (value === undefined || !/^\d+$/.test(value)) return `${arg} needs a whole number`;
      options.numbers[arg.slice(2) as 'players'] = Number(value);
      k++;
    } else if (arg === '--seed' && value !== undefined) {
      options.seed = value;
      k++;
    } else if (arg === '--out' && value !== undefined) {
      options.out = value;
      k++;
    } else if (arg === '--remove' && value !== undefined) {
      const match = /^(\d+)@(\d+)$/.exec(value);
      if (!match) return '--remove needs PLAYER@ROUND, e.g. 7@4';
      options.removed.push({ player: Number(match[1]), fromRound: Number(match[2]) });
      k++;
    } else return `unknown argument ${arg}`;
  }
  return options;
}

function readable(file: SeatingFile): string {
  const quality = seatingQuality(
    { players: file.players, tables: file.tables, rounds: file.rounds.length },
    file.rounds.map((round) => round.map((table) => table.map((p) => p - 1))),
  );
  const lines = [
    `${file.players} players, ${file.tables} tables, ${file.rounds.length} rounds; seedSha256 ${file.seedSha256}`,
    '',
  ];
  file.rounds.forEach((round, r) => {
    lines.push(`Round ${r + 1}`);
    round.forEach((table, t) =>
      lines.push(`  table ${t + 1}: ${table.map((p) => String(p).padStart(3)).join(' ')}`),
    );
  });
  const meetings = quality.pairsMeeting.map((count, m) => `${m}×: ${count}`).join(', ');
  lines.push(
    '',
    `Games per player ${quality.games.join('–')}; each seat number ${quality.seatCount.join('–')} times per player; each table ${quality.tableCount.join('–')} times.`,
    `Pairs meet ${quality.meetings.join('–')} times (E = ${quality.expectedMeetings.toFixed(2)}; pairs by meetings ${meetings}); Σ(m − E)² = ${quality.squaredDeviation.toFixed(1)}.`,
  );
  return lines.join('\n');
}

function main(args: readonly string[]): number {
  if (args.includes('-h') || args.includes('--help')) {
    console.log(HELP);
    return 0;
  }
  const options = parseArguments(args);
  const { players, tables, rounds } = typeof options === 'string' ? {} : options.numbers;
  const problem =
    typeof options === 'string'
      ? options
      : players === undefined || tables === undefined || rounds === undefined
        ? '--players, --tables and --rounds are needed'
        : options.seed === undefined
          ? '--seed is needed (64 lowercase hex digits, e.g. from `openssl rand -hex 32`)'
          : undefined;
  if (problem !== undefined || typeof options === 'string') {
    console.error(`seating: ${problem}`);
    console.error(USAGE);
    return 2;
  }
  let file: SeatingFile;
  try {
    file = seatingFile(
      {
        players: players!,
        tables: tables!,
        rounds: rounds!,
        seed: options.seed!,
        removed: options.removed,
      },
      options.reveal,
    );
  } catch (error) {
    console.error(`seating: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  const json = `${JSON.stringify(file)}\n`;
  if (options.out !== undefined) writeFileSync(options.out, json);
  if (options.json && options.out === undefined) process.stdout.write(json);
  else console.log(readable(file));
  return 0;
}

process.exitCode = main(process.argv.slice(2));
