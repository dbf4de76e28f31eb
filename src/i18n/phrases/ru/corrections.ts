import type { Correction, FloorKind } from '../../../engine/index.ts';
import type { Formatters } from '../../types.ts';
import type { TextPhrases } from '../book.ts';

const SLOTS: Record<FloorKind, string> = {
  regular: 'речь',
  silenced: 'минута без слова',
  short: 'короткая речь',
  tie: 'оправдательная речь',
  lastWord: 'последнее слово',
};

const choice = (seat: number | null, f: Formatters) =>
  seat === null ? 'голоса пока нет' : `голос за ${f.seat(seat)}`;

/** The judge's correction in one sentence, for the table and the report (JUDGE-NOMINATE-ALOUD …). */
export function correctionLine(c: Correction, f: Formatters): string {
  switch (c.what) {
    case 'nominate':
      return `${f.seat(c.by)} выставил ${f.seat(c.target)} вслух; судья внёс кандидатуру.`;
    case 'withdraw':
      return `кандидатура ${f.seat(c.target)} (выставил ${f.seat(c.by)}) внесена по ошибке и снята.`;
    case 'vote':
      return `у ${f.seat(c.voter)} в ${c.round}-м круге ${choice(c.to, f)} (было записано: ${choice(c.from, f)}).`;
    case 'restart':
      return `${SLOTS[c.floor]} ${f.seat(c.seat)} начинается заново, с полным временем.`;
    case 'floor':
      return `слово у ${f.seat(c.seat)}${c.from ? ` (вместо ${f.seat(c.from)})` : ''}.`;
  }
}

const REFUSALS = {
  noSpeaker: 'Сейчас ни у кого нет слова.',
  notNominated: (seat: string) => `${seat} сегодня не выставлен.`,
  voteStarted: 'Голосование уже началось: снять кандидатуру можно только до него.',
  noVote: 'Сейчас не идёт голосование.',
  notEligible: (seat: string) => `${seat} не голосует в этом круге.`,
  notCandidate: (seat: string) =>
    `${seat} — не кандидат, за которого в этом круге уже идёт или прошло голосование.`,
  noChange: (seat: string) => `Голос ${seat} уже записан именно так.`,
  alreadySpoke: (seat: string) =>
    `${seat} сегодня уже говорил (чтобы дать речь заново, перезапустите текущую).`,
  holdsFloor: (seat: string) => `Слово и так у ${seat}.`,
} as const;

/** JUDGE-NOMINATE-ALOUD … JUDGE-GIVE-FLOOR: the public correction and its refusals, in Russian. */
export const CORRECTION_TEXTS = {
  'judge.corrected': (c, f) => `Поправка судьи: ${correctionLine(c, f)}`,
  'error.correction': ({ why, seat }, f) => {
    const refusal = REFUSALS[why];
    return typeof refusal === 'string' ? refusal : refusal(f.seat(seat ?? 0));
  },
} satisfies Partial<TextPhrases>;
