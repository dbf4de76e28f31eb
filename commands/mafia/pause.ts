import { control } from './kit.ts';

/** `/mafia pause`: the clock stops (the judge). */
export const pause = control('pause', 'пауза');
