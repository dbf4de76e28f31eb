import type { Subcommand } from '../../src/discord/interactions/preconditions.ts';
import { unvote, vote } from './vote.ts';
import {
  disqualify,
  end,
  extend,
  foul,
  pause,
  penalty,
  resume,
  skip,
  undo,
  unfoul,
  warn,
} from './kit.ts';
import { leaderboard } from './leaderboard.ts';
import { join, leave } from './join.ts';
import { role } from './role.ts';
import { settings } from './settings.ts';
import { bestmove, nominate, pass } from './nominate.ts';
import { replace } from './replace.ts';
import { start } from './start.ts';
import { stats } from './stats.ts';
import { status } from './status.ts';

/** Every subcommand of `/mafia` (product.md), in the order Discord lists them. */
export const SUBCOMMANDS: Subcommand[] = [
  start,
  join,
  leave,
  role,
  status,
  nominate,
  pass,
  bestmove,
  vote,
  unvote,
  foul,
  unfoul,
  warn,
  disqualify,
  penalty,
  pause,
  resume,
  skip,
  extend,
  undo,
  end,
  replace,
  settings,
  stats,
  leaderboard,
];
