import type { Subcommand } from '../../src/discord/interactions/preconditions.ts';
import { add } from './add.ts';
import { create } from './create.ts';
import { drop } from './drop.ts';
import { exportResults } from './export.ts';
import { final } from './final.ts';
import { flags } from './flags.ts';
import { options } from './options.ts';
import { points } from './points.ts';
import { remove } from './remove.ts';
import { standingsNow } from './standings.ts';
import { startRound } from './start-round.ts';
import { table } from './table.ts';

/** Every subcommand of `/tournament`, in the order Discord lists them. */
export const TOURNAMENT_SUBCOMMANDS: Subcommand[] = [
  create,
  flags,
  add,
  drop,
  table,
  startRound,
  points,
  remove,
  standingsNow,
  exportResults,
  options,
  final,
];
