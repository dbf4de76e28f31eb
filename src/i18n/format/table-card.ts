import type { PhraseBook } from '../phrases/book.ts';
import type { AllParams, Formatters } from '../types.ts';
import type { Composers } from './compose.ts';
import { PICTURE_TEXTS } from './picture.ts';

type SeatParams = AllParams['table.seat'];

/** What is said of a seat still in the game: the floor, fouls, a nomination (and the role at the end). */
function seatTags(book: PhraseBook, p: SeatParams, f: Formatters): string[] {
  return [
    ...(p.speaking ? [`🎙️ ${book.table.speaking}`] : []),
    ...(p.fouls > 0 ? [`⚠️ ${f.count(p.fouls, book.words.fouls)}`] : []),
    ...(p.nominated ? [`🗳️ ${book.table.nominated}`] : []),
    ...(p.role ? [f.role(p.role)] : []),
  ];
}

/** The table card (src/engine/views/table-card.ts): the picture's words, laid out as lines of text. */
export const TABLE_CARD_TEXTS = {
  'table.title': (book, { phase, day, stage, winner }) => {
    const { centre, stages, winner: winners } = book.picture;
    if (phase === 'ended') return [centre.ended, ...(winner ? [winners[winner]] : [])].join(' · ');
    const when = phase === 'night' ? centre.night(day) : centre.day(day);
    return [when, ...(stage ? [stages[stage]] : [])].join(' · ');
  },
  'table.clock': (book, { endsAt, pausedRemainingMs }, f) => {
    if (pausedRemainingMs !== undefined)
      return book.table.paused(f.duration(Math.max(1, Math.ceil(pausedRemainingMs / 1000))));
    return endsAt !== undefined ? book.table.ends(f.relative(endsAt)) : '';
  },
  'table.seat': (book, p, f) => {
    const seat = `\`${f.seat(p.seat)}\``;
    if (!p.alive) {
      const how = p.out ? PICTURE_TEXTS['picture.out'](book, { ...p.out, preset: p.preset }) : '';
      const role = p.role ? ` · ${f.role(p.role)}` : '';
      return `~~${seat}~~ ${f.user(p.userId)} — ${how}${role}`;
    }
    const tags = seatTags(book, p, f);
    return `${seat} ${f.user(p.userId)}${tags.length > 0 ? ` — ${tags.join(' · ')}` : ''}`;
  },
} satisfies Partial<Composers>;
