/**
 * The check of a published tournament seating (issue 26):
 *
 *   npm run verify-seating -- <seating.json>
 *
 * Recomputes the seating from the revealed "seed" and the sizes, checks the posted seedSha256,
 * and compares the file table by table. Exit codes: 0 it matches, 1 it does not (the first
 * table that differs is named), 2 the file is missing, unreadable or not a seating file.
 */
import { readFileSync } from 'node:fs';
import { parseSeatingJson, verifySeatingFile } from '../src/tournament/seating-file.ts';

const USAGE = 'Usage: npm run verify-seating -- <seating.json>';

function main(args: readonly string[]): number {
  const files = args.filter((arg) => arg !== '--');
  if (files.includes('-h') || files.includes('--help')) {
    console.log(
      `${USAGE}\n\nChecks a seating file of \`npm run seating\` once it holds the revealed "seed".`,
    );
    return 0;
  }
  const [file, ...extra] = files;
  if (file === undefined || extra.length > 0) {
    console.error(
      `verify-seating: ${file === undefined ? 'which file?' : 'one file at a time, please.'}`,
    );
    console.error(USAGE);
    return 2;
  }
  let text: string;
  try {
    text = readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch (error) {
    console.error(
      `verify-seating: cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 2;
  }
  const parsed = parseSeatingJson(text);
  if (!parsed.ok) {
    console.error(`verify-seating: ${file} is not a seating file: ${parsed.problem}`);
    return 2;
  }
  const result = verifySeatingFile(parsed.file);
  if (!result.ok) {
    console.error(`✗ NOT verified: ${result.problem}`);
    return 1;
  }
  console.log(
    `✓ Verified: all ${result.games} tables follow from the seed, whose SHA-256 is the posted seedSha256.`,
  );
  return 0;
}

process.exitCode = main(process.argv.slice(2));
