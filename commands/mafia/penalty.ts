import { BY_MEMBER, sanction } from './kit.ts';

/** `/mafia penalty player reason [details]` (a team loss: the judge is asked to confirm it). */
export const penalty = sanction(
  'penalty',
  'penalty',
  'поражение_команды',
  'cmd.penalty',
  BY_MEMBER,
);
