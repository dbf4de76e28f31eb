import { sanction } from '../mafia/kit.ts';
import { BY_SEAT } from './kit.ts';

/** `/judge foul seat reason [details]`: `/mafia foul`'s handler, the player named by his seat. */
export const foul = sanction('foul', 'foul', 'фол', 'cmd.foul', BY_SEAT);
