import { unfoulBy } from '../mafia/unfoul.ts';
import { BY_SEAT } from './kit.ts';

/** `/judge unfoul seat`: `/mafia unfoul`'s handler, the player named by his seat. */
export const unfoul = unfoulBy(BY_SEAT);
