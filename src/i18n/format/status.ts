import type { PhraseBook } from '../phrases/book.ts';
import type { AllParams, Formatters } from '../types.ts';
import type { Composers } from './compose.ts';

type Status = AllParams['status.summary'];

function phaseLabel(book: PhraseBook, p: Status, f: Formatters): string {
  const s = book.status;
  switch (p.phase) {
    case 'lobby':
      return s.lobby(p.players, f);
    case 'night':
      return p.day === 0 ? s.nightZero : s.night(p.day);
    case 'day':
      return s.day(p.day);
    case 'ended':
      return s.ended;
  }
}

function tableLines(book: PhraseBook, p: Status, f: Formatters): string[] {
  const s = book.status;
  const seats = (list: number[]) => list.map(f.seat).join(', ');
  const lines = [s.alive(p.alive.length, p.alive.length > 0 ? seats(p.alive) : '—')];
  if (p.out.length > 0) lines.push(s.out(p.out.length, seats(p.out)));
  lines.push(
    p.fouls.length > 0
      ? s.fouls(p.fouls.map((entry) => s.foulsOf(f.seat(entry.seat), entry.count)).join(', '))
      : s.noFouls,
  );
  return lines;
}

/** `/mafia status`: the phase, who is in and out, the fouls, and when the step ends. */
export const STATUS_TEXTS = {
  'status.summary': (book, p, f) => {
    const s = book.status;
    const paused = p.paused ? ` · ⏸ ${s.paused}` : '';
    const lines = [`**${f.preset(p.preset)}** — ${phaseLabel(book, p, f)}${paused}`];
    if (p.phase !== 'lobby') lines.push(...tableLines(book, p, f));
    if (p.paused) lines.push(s.pausedLine);
    else if (p.endsAt !== undefined && p.phase !== 'ended')
      lines.push(s.endsAt(f.relative(p.endsAt)));
    return lines.join('\n');
  },
} satisfies Partial<Composers>;
