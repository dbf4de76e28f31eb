import { control } from './kit.ts';

/** `/mafia resume`: the clock runs again from where it stopped (the judge). */
export const resume = control('resume', 'продолжить');
