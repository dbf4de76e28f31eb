import { BY_MEMBER, sanction } from './kit.ts';

/** `/mafia foul player reason [details]`. */
export const foul = sanction('foul', 'foul', 'фол', 'cmd.foul', BY_MEMBER);
