import { control } from './kit.ts';

/** JUDGE-CONFIRM: `end` aborts the game only once the judge confirms it. */
export const end = control('end', 'завершить');
