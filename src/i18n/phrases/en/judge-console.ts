import type { TextPhrases } from '../book.ts';

/** `/judge` (the judge's command by seat number) and JUDGE-CONFIRM, in English. */
export const JUDGE_CONSOLE_TEXTS = {
  'cmd.judge': "The Judge's commands, by seat number (only the game's Judge may use them)",
  'cmd.option.seat': 'The seat number (type it, or pick "#5 …")',
  'cmd.judge.nominate': 'Judge: enter the nomination the speaker made aloud',
  'cmd.judge.nominate.seat': 'The seat the speaker nominated',
  'cmd.judge.withdraw': 'Judge: take back a nomination entered by mistake (before the vote)',
  'cmd.judge.withdraw.seat': 'The nominated seat',
  'cmd.judge.vote': "Judge: correct a seat's vote while the round is open",
  'cmd.judge.vote.seat': 'The seat whose vote is corrected',
  'cmd.judge.vote.candidate': 'The candidate he voted for (leave it out: no vote yet)',
  'cmd.judge.restart': 'Judge: restart the current speech with its full time',
  'cmd.judge.floor': 'Judge: give the floor to a seat that has not spoken today',
  'cmd.judge.floor.seat': 'The seat that speaks now',
  'ui.confirmEnd':
    '**End the game now?** Nobody wins, the deal is revealed and everyone is unmuted. This cannot be undone.',
  'ui.confirmPenalty': ({ seat, reason }, f) =>
    `**Team loss for ${f.seat(seat)}?** The game ends at once and that player's side loses.${f.reason(reason)} This cannot be undone.`,
  'control.dontConfirm': 'Cancel',
  'control.confirm': 'Confirm',
  'ui.confirmStale':
    'This confirmation has expired (or was already answered): nothing was done. Give the command again.',
  'ui.confirmNotYours': 'Only the Judge who gave this command can confirm it.',
  'ui.confirmCancelled': 'Cancelled: the game goes on.',
} satisfies Partial<TextPhrases>;
