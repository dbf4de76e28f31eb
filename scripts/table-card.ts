/**
 * `npm run card -- [--locale ru|en] [--final]`: the table card of a known game
 * (scripts/table-picture-sample.ts, day 2, seat 3 speaking; `--final`: the end) as the text a
 * reader sees in Discord, for the README. The card itself is a Components V2 message
 * (src/discord/screens/render-card.ts); this prints its text displays in order, its controls by label.
 */
import { parseArgs } from 'node:util';
import { renderCard } from '../src/discord/screens/render-card.ts';
import { closedScreen, tableCard, screens } from '../src/engine/index.ts';
import { sampleDayTwo, sampleEnded } from './table-picture-sample.ts';

const { values } = parseArgs({
  options: {
    locale: { type: 'string', default: 'ru' },
    final: { type: 'boolean', default: false },
  },
});
const locale = values.locale === 'en' ? 'en' : 'ru';
const sample = values.final ? sampleEnded() : sampleDayTwo();
const card = values.final
  ? closedScreen(sample.state, tableCard(sample.state))
  : screens(sample.state).find((screen) => screen.card)!;
interface Part {
  content?: string;
  placeholder?: string;
  label?: string;
  components?: Part[];
}
const flat = (parts: Part[]): Part[] =>
  parts.flatMap((part) => [part, ...flat(part.components ?? [])]);
const message = renderCard(locale, sample.state.gameId, card);
for (const part of flat(message.components.map((component) => component.toJSON() as Part))) {
  if (part.content) console.log(`${part.content}\n`);
  if (part.placeholder) console.log(`[${part.placeholder} ▾]`);
  if (part.label) console.log(`[${part.label}]`);
}
