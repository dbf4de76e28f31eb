/**
 * `npm run picture -- <out.png> [--locale ru|en] [--final]`: draws the picture of the table
 * from a known game (scripts/table-picture-sample.ts) — day 2, seat 3 speaking; with
 * `--final`, the same table at the end with every role — and says how long it took.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { finalTableView, tableView } from '../src/engine/index.ts';
import { tablePicture } from '../src/picture/table-picture.ts';
import { sampleDayTwo, sampleEnded } from './table-picture-sample.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    locale: { type: 'string', default: 'ru' },
    final: { type: 'boolean', default: false },
  },
});
const out = positionals[0];
if (!out) {
  console.error('usage: npm run picture -- <out.png> [--locale ru|en] [--final]');
  process.exit(2);
}
const locale = values.locale === 'en' ? 'en' : 'ru';
const sample = values.final ? sampleEnded() : sampleDayTwo();
const view = values.final ? finalTableView(sample.state) : tableView(sample.state);
const started = performance.now();
const png = await tablePicture(view, { locale, now: sample.now });
const elapsed = performance.now() - started;
if (!png) throw new Error('the sample table has no picture');
writeFileSync(out, png);
console.log(
  `${out}: ${view.seats.length} seats, ${png.length} bytes, drawn in ${elapsed.toFixed(0)} ms`,
);
