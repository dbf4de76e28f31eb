/**
 * Item 6 of issue 14, mute capacity for tournaments: eight tables of ten in one server start
 * together; at Night 0 all 80 players must be muted. The fake keeps Discord's member-edit limit
 * per bot and per server (10 per 10 s here), so the bot alone needs ~80 s; with three helper
 * tokens (MAFIA_HELPER_TOKENS) four buckets share the work. Both runs in a row, same sizes.
 */
import { tournamentNight, type TournamentResult } from '../harness/tournament.ts';
import { fmt } from './support/measure.ts';
import type { BenchContext, Section } from './support/report.ts';

const LIMIT = { limit: 10, windowMs: 10_000 };

function seconds(ms: number | undefined): string {
  return ms === undefined ? 'not within the timeout' : `${fmt(ms / 1000, 1)} s`;
}

function describeRun(run: TournamentResult): string {
  const perTable = run.tableMutedMs.filter((ms): ms is number => ms !== undefined);
  return [
    `every table muted ${seconds(run.allMutedMs)} after the last deal`,
    `per table (deal → its 10 muted) ${seconds(Math.min(...perTable))} to ${seconds(Math.max(...perTable))}`,
    `${run.mutedAtEnd}/${run.players} muted`,
    `edits by token ${run.editsByBot.join(' / ')}, rejected ${run.rejected}`,
  ].join('; ');
}

export async function tournament(context: BenchContext): Promise<Section> {
  const tables = context.smoke ? 2 : Number(process.env.BENCH_TOURNAMENT_TABLES ?? 8);
  const alone = await tournamentNight({ tables, helpers: 0, memberEditLimit: LIMIT });
  context.log(`tournament: alone ${seconds(alone.allMutedMs)}`);
  const helped = await tournamentNight({ tables, helpers: 3, memberEditLimit: LIMIT });
  context.log(`tournament: 3 helpers ${seconds(helped.allMutedMs)}`);
  return {
    title: 'Mute capacity for a tournament night (issue 14, item 6)',
    sizes: `${tables} classic tables of 10 players in one server, dealt at once (Night 0 everywhere); the fake's member-edit limit ${LIMIT.limit} per ${LIMIT.windowMs / 1000} s per server and per bot; the bot alone, then with 3 helper tokens (MAFIA_HELPER_TOKENS), in a row`,
    rows: [
      { measure: 'the bot alone (1 token)', figure: describeRun(alone) },
      {
        measure: 'with 3 helper tokens (4 tokens)',
        figure: describeRun(helped),
        goal: 'every table fully muted within 10 s',
      },
    ],
    notes: [
      "Timed from the moment every table had dealt (the scripted judges click Deal together) to the moment the fake sees every player of every table server-muted; polled every 20 ms. Each token mutes at most its bucket: 10 at once, then 10 more when its 10-second window resets. With 4 tokens, 40 go at once and the other 40 at the reset; the next edit goes to the token whose bucket (read from Discord's headers) can send soonest, with two edits in flight per token, so the four share the work evenly. The first tables dealt start muting before the last deal, which is why the second window can land within 10 s of it.",
    ],
  };
}
