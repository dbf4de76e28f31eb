import type { Formatters } from '../types.ts';
import type { Composers } from './compose.ts';

/** Whose private message missed: his seat (if he has one) and his mention. */
function missedWho(userId: string, seat: number | undefined, f: Formatters): string {
  return `${seat ? `${f.seat(seat)} ` : ''}${f.user(userId)}`;
}

/** Notices with a choice of sentence: night 0's steps, the judge's flags, voice trouble. */
export const NOTICE_TEXTS = {
  // The judge knows every role: naming the player and the kind of message tells him nothing new.
  'judge.undelivered': (book, { userId, seat, kind, reason }, f) => {
    const u = book.notices.undelivered;
    return [
      u.what(missedWho(userId, seat, f), u.kinds[kind]),
      reason === 'dmClosed' ? u.dmClosed : u.failed,
      u.howToRead(f),
    ].join(' ');
  },
  // Told once the game is over, when every role is public (the orchestrator holds them).
  'judge.undeliveredHeld': (book, { entries }, f) => {
    const u = book.notices.undelivered;
    const lines = entries.map(
      ({ userId, seat, kind }) => `- ${missedWho(userId, seat, f)} — ${u.kinds[kind]}`,
    );
    return [u.held(f), ...lines].join('\n');
  },
  'night.zero.step': (book, { step, endsAt }, f) =>
    step.kind === 'look'
      ? book.notices.nightZero.look(f.role(step.role), f.relative(endsAt))
      : book.notices.nightZero.meeting[step.who](f.relative(endsAt)),
  'flag.title': (book, { kind, seat }, f) => `${book.notices.flag.title[kind]} ${f.seat(seat)}`,
  'flag.details': (book, p, f) => {
    const who = `${f.seat(p.seat)} ${f.user(p.userId)}`;
    const at = f.time(p.at);
    if (p.kind === 'leak') return book.notices.flag.leak(who, p.night === true, at);
    return p.kind === 'outOfTurn'
      ? book.notices.flag.outOfTurn(who, p.seconds, at)
      : book.notices.flag.disconnect(who, at);
  },
  // A disconnect, or a message written at night, is a disqualification (5.1.10, 5.1.11).
  'control.confirmFlag': (book, { kind, night }) =>
    kind === 'disconnect' || (kind === 'leak' && night === true)
      ? book.notices.flag.confirmDisqualify
      : book.notices.flag.confirmFoul,
  'judge.voiceUnavailable': (book, { reason }) =>
    book.notices.voiceUnavailable(book.notices.voiceTrouble[reason]),
} satisfies Partial<Composers>;
