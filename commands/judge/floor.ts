import { seatCorrection } from './kit.ts';

/** JUDGE-GIVE-FLOOR: `/judge floor seat`. */
export const floor = seatCorrection({
  name: 'floor',
  nameRu: 'слово',
  key: 'cmd.judge.floor',
  seatKey: 'cmd.judge.floor.seat',
  purpose: 'floor',
  command: (by, seat) => ({ type: 'giveFloor', by, seat }),
});
