import type { Subcommand } from '../../src/discord/interactions/preconditions.ts';
import { end } from '../mafia/end.ts';
import { extend } from '../mafia/extend.ts';
import { pause } from '../mafia/pause.ts';
import { resume } from '../mafia/resume.ts';
import { skip } from '../mafia/skip.ts';
import { undo } from '../mafia/undo.ts';
import { disqualify } from './disqualify.ts';
import { floor } from './floor.ts';
import { foul } from './foul.ts';
import { nominate } from './nominate.ts';
import { penalty } from './penalty.ts';
import { replace } from './replace.ts';
import { restart } from './restart.ts';
import { unfoul } from './unfoul.ts';
import { vote } from './vote.ts';
import { warn } from './warn.ts';
import { withdraw } from './withdraw.ts';

/**
 * Every subcommand of `/judge` (ru `/судья`): the judge's commands by seat number, so `/mafia`
 * keeps room to grow and players' command lists show what players use. The handlers are the
 * ones `/mafia` uses; only the way a seat is named differs (the commands without a seat are
 * `/mafia`'s own).
 */
export const JUDGE_SUBCOMMANDS: Subcommand[] = [
  foul,
  warn,
  unfoul,
  disqualify,
  penalty,
  nominate,
  withdraw,
  vote,
  restart,
  floor,
  pause,
  resume,
  skip,
  extend,
  undo,
  end,
  replace,
];
