import type { Subcommand } from '../../src/discord/interactions/preconditions.ts';
import { bestmove } from './bestmove.ts';
import { disqualify } from './disqualify.ts';
import { end } from './end.ts';
import { extend } from './extend.ts';
import { foul } from './foul.ts';
import { join } from './join.ts';
import { leaderboard } from './leaderboard.ts';
import { leave } from './leave.ts';
import { nominate } from './nominate.ts';
import { pass } from './pass.ts';
import { pause } from './pause.ts';
import { penalty } from './penalty.ts';
import { replace } from './replace.ts';
import { resume } from './resume.ts';
import { role } from './role.ts';
import { settings } from './settings.ts';
import { skip } from './skip.ts';
import { start } from './start.ts';
import { stats } from './stats.ts';
import { status } from './status.ts';
import { undo } from './undo.ts';
import { unfoul } from './unfoul.ts';
import { unvote } from './unvote.ts';
import { vote } from './vote.ts';
import { warn } from './warn.ts';

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
