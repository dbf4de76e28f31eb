import { seatCorrection } from './kit.ts';

/** JUDGE-NOMINATE-ALOUD: `/judge nominate seat`: the speaker named this seat aloud. */
export const nominate = seatCorrection({
  name: 'nominate',
  nameRu: 'выставить',
  key: 'cmd.judge.nominate',
  seatKey: 'cmd.judge.nominate.seat',
  purpose: 'nominate',
  command: (by, target) => ({ type: 'judgeNominate', by, target }),
});
