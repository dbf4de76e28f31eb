import { replaceBy } from '../mafia/replace.ts';
import { BY_SEAT } from './kit.ts';

/** `/judge replace seat with`: `/mafia replace`'s handler, the player named by his seat. */
export const replace = replaceBy(BY_SEAT);
