import type { UndoableAction, UndoLapse } from '../../../engine/index.ts';
import type { TextPhrases } from '../book.ts';
import { correctionLine } from './corrections.ts';
import { WORDS } from './words.ts';

/** The judge's action, as the refusal names it. */
const ACTIONS: Record<UndoableAction, string> = {
  foul: 'a foul',
  unfoul: 'a foul withdrawn',
  warn: 'a warning',
  disqualify: 'a disqualification',
  skip: 'a step ended early',
  extend: 'a time change',
  phaseLength: 'a new phase length',
  judgeNominate: 'a nomination entered',
  withdrawNomination: 'a nomination taken back',
  correctVote: 'a vote corrected',
  restartSpeech: 'a speech restarted',
  giveFloor: 'the floor given',
};

const FOLLOWED: Record<Exclude<UndoLapse, 'undone' | 'told'>, string> = {
  step: 'the step ended',
  vote: 'a vote was cast',
  nightMove: 'a night move was made',
  speech: 'a player passed the floor, nominated or named a Best Move',
  judge: "another of the Judge's commands followed",
  other: 'the game went on',
};

/** JUDGE-UNDO: the public correction and the refusals of `/mafia undo`, in English. */
export const UNDO_TEXTS = {
  'undo.done': ({ action, seat, count, back, endsAt, phase, correction }, f) => {
    const who = seat !== undefined ? f.seat(seat) : '';
    const fouls =
      count === undefined
        ? ''
        : count === 0
          ? ' No fouls now.'
          : ` Now ${f.count(count, WORDS.fouls)}.`;
    const ends = endsAt ? ` This step ends ${f.relative(endsAt)}.` : '';
    const what = {
      foul: `the foul on ${who}: it does not count.${fouls}`,
      unfoul: `the withdrawal of a foul on ${who}: the foul counts again.${fouls}`,
      warn: `the warning to ${who}.`,
      disqualify: `the disqualification of ${who}.`,
      skip: `the early end of the step: it goes on.${ends}`,
      extend: `the time change: the earlier deadline holds.${ends}`,
      phaseLength: `the new ${phase ?? 'phase'} length: the earlier one holds.`,
      judgeNominate: 'the nomination entered for the speaker: it does not count.',
      withdrawNomination: 'the withdrawal of a nomination: it counts again.',
      correctVote: 'the correction of a vote: it stands as it was recorded.',
      restartSpeech: `the restart of the speech: it goes on as before.${ends}`,
      giveFloor: `the floor given out of turn: the speech order is as before.${ends}`,
    }[action];
    const what2 = correction ? ` (${correctionLine(correction, f)})` : '';
    const returns = back
      ? ` ${who} is back at the table, and the game goes on as if they had never left.`
      : '';
    return `Correction: the Judge takes back ${what}${what2}${returns}`;
  },
  'error.undo': ({ why, action }) => {
    const what = action ? ` (${ACTIONS[action]})` : '';
    if (why === 'nothing') return "There is no Judge's action to take back in this game.";
    if (why === 'ended')
      return 'The game is over: its end revealed the deal, so nothing can be taken back.';
    if (why === 'undone')
      return `The Judge's last action${what} has already been taken back. Only the last action can be undone, once.`;
    if (why === 'told')
      return `The Judge's last action${what} cannot be taken back: it has already told players things in private (such as a night's results), and what a player learned cannot be untold.`;
    return `The Judge's last action${what} can no longer be taken back: after it, ${FOLLOWED[why]}.`;
  },
  'cmd.undo': 'Judge: take back your last action while nothing followed it',
} satisfies Partial<TextPhrases>;
