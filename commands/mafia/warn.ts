import { BY_MEMBER, sanction } from './kit.ts';

/** `/mafia warn player reason [details]`. */
export const warn = sanction('warn', 'warn', 'замечание', 'cmd.warn', BY_MEMBER);
