import type { PhraseBook } from '../phrases/book.ts';
import type { AllParams, Formatters } from '../types.ts';

type P<K extends keyof AllParams> = AllParams[K];

/** Notices with a choice of sentence: night 0's steps, the judge's flags, voice trouble. */
export function noticeTexts(book: PhraseBook) {
  const n = book.notices;
  return {
    'night.zero.step': ({ step, endsAt }: P<'night.zero.step'>, f: Formatters) =>
      step.kind === 'look'
        ? n.nightZero.look(f.role(step.role), f.relative(endsAt))
        : n.nightZero.meeting[step.who](f.relative(endsAt)),
    'flag.title': ({ kind, seat }: P<'flag.title'>, f: Formatters) =>
      `${n.flag.title[kind]} ${f.seat(seat)}`,
    'flag.details': (p: P<'flag.details'>, f: Formatters) => {
      const who = `${f.seat(p.seat)} ${f.user(p.userId)}`;
      const at = f.time(p.at);
      if (p.kind === 'leak') return n.flag.leak(who, p.night === true, at);
      return p.kind === 'outOfTurn'
        ? n.flag.outOfTurn(who, p.seconds, at)
        : n.flag.disconnect(who, at);
    },
    // A disconnect, or a message written at night, is a disqualification (5.1.10, 5.1.11).
    'control.confirmFlag': ({ kind, night }: P<'control.confirmFlag'>) =>
      kind === 'disconnect' || (kind === 'leak' && night === true)
        ? n.flag.confirmDisqualify
        : n.flag.confirmFoul,
    'judge.voiceUnavailable': ({ reason }: P<'judge.voiceUnavailable'>) =>
      n.voiceUnavailable(n.voiceTrouble[reason]),
  };
}
