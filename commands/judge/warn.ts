import { sanction } from '../mafia/kit.ts';
import { BY_SEAT } from './kit.ts';

/** `/judge warn seat reason [details]`: `/mafia warn`'s handler, the player named by his seat. */
export const warn = sanction('warn', 'warn', 'замечание', 'cmd.warn', BY_SEAT);
