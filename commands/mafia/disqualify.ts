import { BY_MEMBER, sanction } from './kit.ts';

/** `/mafia disqualify player reason [details]`. */
export const disqualify = sanction(
  'disqualify',
  'disqualify',
  'дисквалификация',
  'cmd.disqualify',
  BY_MEMBER,
);
