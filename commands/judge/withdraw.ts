import { seatCorrection } from './kit.ts';

/** JUDGE-WITHDRAW-NOMINATION: `/judge withdraw seat`: this nomination was entered by mistake. */
export const withdraw = seatCorrection({
  name: 'withdraw',
  nameRu: 'снять',
  key: 'cmd.judge.withdraw',
  seatKey: 'cmd.judge.withdraw.seat',
  purpose: 'withdraw',
  command: (by, target) => ({ type: 'withdrawNomination', by, target }),
});
