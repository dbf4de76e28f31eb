import { sanction } from '../mafia/kit.ts';
import { BY_SEAT } from './kit.ts';

/** `/judge penalty seat reason [details]`: `/mafia penalty`'s handler, the player named by his seat. */
export const penalty = sanction('penalty', 'penalty', 'поражение_команды', 'cmd.penalty', BY_SEAT);
