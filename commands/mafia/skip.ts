import { control } from './kit.ts';

/** `/mafia skip`: the current step ends now (the judge). */
export const skip = control('skip', 'пропустить');
