import { control } from './kit.ts';

/** JUDGE-UNDO: `/mafia undo` takes back the judge's last action while nothing followed it. */
export const undo = control('undo', 'отменить');
