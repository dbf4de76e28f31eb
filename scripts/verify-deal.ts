/**
 * The reference verifier (FAIR-REVEAL): anyone can check a finished game's published deal record,
 * or its game protocol (which embeds the deal record and must name the roles the deal proves).
 *
 *   npm run verify-deal -- [--json] <deal-record.json | protocol.json>
 *
 * Exit codes: 0 every check passes, 1 some check fails, 2 the file is missing, unreadable or not
 * a deal record (or the arguments are wrong). Node 22 runs this TypeScript file directly.
 */
import { readFileSync } from 'node:fs';
import {
  COMMITMENT_PREFIX,
  DEAL_RECORD_FORMAT,
  parseDealRecord,
  verifyDealRecord,
  type DealRecord,
  type DealVerification,
} from '../src/fairness/index.ts';
import {
  looksLikeProtocol,
  parsePublishedProtocol,
  PROTOCOL_FORMAT,
  verifyProtocol,
} from '../src/protocol/index.ts';

const USAGE = 'Usage: npm run verify-deal -- [--json] <deal-record.json> (or <protocol.json>)';

const HELP = `${USAGE}

Checks the deal record a mafia-bot game publishes when it ends (format "${DEAL_RECORD_FORMAT}"),
or the game protocol published with it (format "${PROTOCOL_FORMAT}"): its embedded deal record,
then that the protocol's game, members and roles by seat are the ones that deal proves.

  --json      print the report as JSON: { "ok": boolean, "checks": [{ "name", "ok", "detail" }] }
  -h, --help  show this help

What is recomputed (rules §8):
  commitment   C = SHA-256(utf8("${COMMITMENT_PREFIX}" + gameId + "|" + serverSeed)), lowercase hex
  configHash   SHA-256 of the canonical JSON of config: keys sorted by code point, no whitespace
  finalSeed    HMAC-SHA256(key = the 32 bytes of serverSeed, message = canonical JSON of
                 { "game_id": gameId, "preset": preset, "config_hash": configHash,
                   "players": Discord ids ascending by numeric value,
                   "entropy": entropy hashes ascending as strings })
  seats        shuffle("seats", players in numeric id order); seats[k] sits in seat k+1
  roles        shuffle("roles", roleMultiset in the preset's order); roles[j] goes to seat j+1
  draws        every { label, n, result }: result = int(label, n)

  Streams: block_i = SHA-256(finalSeed bytes ‖ utf8(label) ‖ uint64_be(i)), i = 0, 1, …; each
  block gives four 64-bit big-endian words. int(label, n) takes the first word w of the label's
  stream with w < floor(2^64 / n)·n and returns w mod n. shuffle runs Fisher–Yates from the last
  index down on one stream: for i = n−1 … 1, j = next such integer in [0, i], swap a[i], a[j].

The file alone cannot prove that C, the player list and the entropy hashes are the ones the bot
posted during the game: compare them with the game's channel.
Exit codes: 0 all checks pass, 1 a check fails, 2 the file cannot be read or is not a record.`;

interface Options {
  json: boolean;
  help: boolean;
  files: string[];
  unknown: string[];
}

function parseArguments(args: readonly string[]): Options {
  const options: Options = { json: false, help: false, files: [], unknown: [] };
  let onlyFiles = false;
  for (const arg of args) {
    if (onlyFiles) options.files.push(arg);
    else if (arg === '--') onlyFiles = true;
    else if (arg === '--json') options.json = true;
    else if (arg === '-h' || arg === '--help') options.help = true;
    else if (arg.startsWith('-') && arg !== '-') options.unknown.push(arg);
    else options.files.push(arg);
  }
  return options;
}

/** Exit 2: says what is wrong, in English on stderr, and also as JSON on stdout with --json. */
function fail(json: boolean, message: string, issues: readonly string[] = []): number {
  if (json) console.log(JSON.stringify({ ok: false, error: message, issues }, null, 2));
  console.error(`verify-deal: ${message}`);
  for (const issue of issues) console.error(`  - ${issue}`);
  return 2;
}

/** What the file holds: a deal record, or a protocol (verified through its deal record). */
interface Subject {
  record: DealRecord;
  title: string;
  verify: () => DealVerification;
}

function readSubject(file: string, json: boolean): Subject | number {
  let text: string;
  try {
    text = readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return fail(json, `cannot read ${file}: ${reason}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return fail(json, `${file} is not valid JSON (${reason})`);
  }
  if (looksLikeProtocol(data)) {
    const parsed = parsePublishedProtocol(data);
    if (!parsed.ok)
      return fail(json, `${file} is not a game protocol (${PROTOCOL_FORMAT}):`, parsed.issues);
    const protocol = parsed.protocol;
    return {
      record: protocol.deal,
      title: 'Game protocol',
      verify: () => verifyProtocol(protocol),
    };
  }
  const parsed = parseDealRecord(data);
  if (!parsed.ok) {
    return fail(json, `${file} is not a deal record (${DEAL_RECORD_FORMAT}):`, parsed.issues);
  }
  const record = parsed.record;
  return { record, title: 'Deal record', verify: () => verifyDealRecord(record) };
}

function printReport(file: string, subject: Subject, report: DealVerification): void {
  const record = subject.record;
  const draws = record.draws.length === 1 ? '1 draw' : `${record.draws.length} draws`;
  console.log(
    `${subject.title} of game ${record.gameId} (${record.preset}, ${record.players.length} players, ${draws})`,
  );
  console.log(`File: ${file}`);
  console.log('');
  const width = Math.max(...report.checks.map((check) => check.name.length));
  for (const check of report.checks) {
    console.log(`  ${check.ok ? '✓' : '✗'} ${check.name.padEnd(width)}  ${check.detail}`);
  }
  console.log('');
  const failed = report.checks.filter((check) => !check.ok);
  if (failed.length === 0) {
    console.log(
      `✓ Verified: all ${report.checks.length} checks pass. The seats, the roles and every draw follow from the committed seed.`,
    );
    console.log(
      `  Last step is yours: make sure the bot posted C = ${record.commitment} when the lobby opened,`,
    );
    console.log('  and published this player list and these entropy hashes before the deal.');
  } else {
    console.log(
      `✗ NOT verified: ${failed.length} of ${report.checks.length} checks fail (${failed.map((check) => check.name).join(', ')}). This record does not prove a fair deal.`,
    );
  }
}

function main(args: readonly string[]): number {
  const options = parseArguments(args);
  if (options.help) {
    console.log(HELP);
    return 0;
  }
  if (options.unknown.length > 0) {
    console.error(`verify-deal: unknown option ${options.unknown.join(', ')}`);
    console.error(USAGE);
    return 2;
  }
  const [file, ...extra] = options.files;
  if (file === undefined || extra.length > 0) {
    console.error(
      file === undefined
        ? 'verify-deal: which deal record? Give the path of the JSON file the bot published.'
        : 'verify-deal: one deal record at a time, please.',
    );
    console.error(USAGE);
    return 2;
  }
  const subject = readSubject(file, options.json);
  if (typeof subject === 'number') return subject;

  const report = subject.verify();
  if (options.json) console.log(JSON.stringify(report, null, 2));
  else printReport(file, subject, report);
  return report.ok ? 0 : 1;
}

process.exitCode = main(process.argv.slice(2));
