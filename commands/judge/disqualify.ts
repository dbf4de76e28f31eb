import { sanction } from '../mafia/kit.ts';
import { BY_SEAT } from './kit.ts';

/** `/judge disqualify seat reason [details]`: `/mafia disqualify`'s handler, the player named by his seat. */
export const disqualify = sanction(
  'disqualify',
  'disqualify',
  'дисквалификация',
  'cmd.disqualify',
  BY_SEAT,
);
