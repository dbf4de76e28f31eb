import type { Correction, FloorKind } from '../../../engine/index.ts';
import type { Formatters } from '../../types.ts';
import type { TextPhrases } from '../book.ts';

const SLOTS: Record<FloorKind, string> = {
  regular: 'speech',
  silenced: 'silenced slot',
  short: 'short speech',
  tie: 'tie speech',
  lastWord: 'last word',
};

const choice = (seat: number | null, f: Formatters) =>
  seat === null ? 'no vote yet' : `a vote for ${f.seat(seat)}`;

/** The judge's correction in one sentence, for the table and the report (JUDGE-NOMINATE-ALOUD …). */
export function correctionLine(c: Correction, f: Formatters): string {
  switch (c.what) {
    case 'nominate':
      return `${f.seat(c.by)} nominated ${f.seat(c.target)} aloud; the Judge entered it.`;
    case 'withdraw':
      return `the nomination of ${f.seat(c.target)} by ${f.seat(c.by)} was entered by mistake and is taken back.`;
    case 'vote':
      return `${f.seat(c.voter)} has ${choice(c.to, f)} in round ${c.round} (recorded: ${choice(c.from, f)}).`;
    case 'restart':
      return `the ${SLOTS[c.floor]} of ${f.seat(c.seat)} starts again, with its full time.`;
    case 'floor':
      return `${f.seat(c.seat)} has the floor now${c.from ? ` (instead of ${f.seat(c.from)})` : ''}.`;
  }
}

const REFUSALS = {
  noSpeaker: 'Nobody holds the floor now.',
  notNominated: (seat: string) => `${seat} is not nominated today.`,
  voteStarted: 'The vote has started: nominations can be taken back only before it.',
  noVote: 'No vote round is open now.',
  notEligible: (seat: string) => `${seat} does not vote in this round.`,
  notCandidate: (seat: string) =>
    `${seat} is not a candidate whose window is open or over in this round.`,
  noChange: (seat: string) => `That is already how ${seat}'s vote stands.`,
  alreadySpoke: (seat: string) =>
    `${seat} has already spoken today (restart the speech under way instead).`,
  holdsFloor: (seat: string) => `${seat} already holds the floor.`,
} as const;

/** JUDGE-NOMINATE-ALOUD … JUDGE-GIVE-FLOOR: the public correction and its refusals, in English. */
export const CORRECTION_TEXTS = {
  'judge.corrected': (c, f) => `Correction by the Judge: ${correctionLine(c, f)}`,
  'error.correction': ({ why, seat }, f) => {
    const refusal = REFUSALS[why];
    return typeof refusal === 'string' ? refusal : refusal(f.seat(seat ?? 0));
  },
} satisfies Partial<TextPhrases>;
