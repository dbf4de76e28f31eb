import {
  described,
  named,
  type CommandContext,
} from '../../src/discord/interactions/command-kit.ts';
import type { TournamentService } from '../../src/tournament/service/tournament-service.ts';
import { refuse, subcommand } from '../../src/discord/interactions/preconditions.ts';
import { currentRound, type TournamentState } from '../../src/tournament/domain/index.ts';
import { act, actorIn, tournaments } from './kit.ts';

const gameAt = (state: TournamentState, round: number, table: number) =>
  state.started[round - 1]?.tables.find((t) => t.table === table)?.gameId;

/** The value as typed (a decimal comma, a typographic minus), for the acknowledgement. */
function typed(value: string): number {
  const number = Number(value.trim().replace(',', '.').replace('\u2212', '-'));
  return Number.isFinite(number) ? number : 0;
}

/** The points of a seat of a table's game (the current round's unless `round` is given). */
async function givePoints(context: CommandContext & { tournaments: TournamentService }) {
  const { options, guildId } = context.interaction;
  const document = await context.tournaments.read(guildId);
  if (!document) return refuse({ key: 'tournament.none', params: {} });
  const table = options.getInteger('table', true);
  const round = options.getInteger('round') ?? currentRound(document.tournament);
  const gameId = gameAt(document.tournament, round, table);
  if (!gameId) return refuse({ key: 'tournament.noTableGame', params: { table, round } });
  const seat = options.getInteger('seat', true);
  const value = options.getString('value', true);
  const reason = options.getString('reason') ?? '';
  const command = {
    type: 'extraPoints' as const,
    by: actorIn(context),
    gameId,
    seat,
    points: value,
    reason,
  };
  return act(context, command, {
    key: 'tournament.pointsGiven',
    params: { seat, points: typed(value) },
  });
}

/** `/tournament points table seat value [reason] [round]`: the table judge's extra points. */
export const points = subcommand({
  name: 'points',
  build: (sub) =>
    described(named(sub, 'points', 'баллы'), 'cmd.tournament.points')
      .addIntegerOption((o) =>
        described(named(o, 'table', 'стол'), 'cmd.tournament.number')
          .setRequired(true)
          .setMinValue(1),
      )
      .addIntegerOption((o) =>
        described(named(o, 'seat', 'место'), 'cmd.tournament.seat')
          .setRequired(true)
          .setMinValue(1)
          .setMaxValue(16),
      )
      .addStringOption((o) =>
        described(named(o, 'value', 'значение'), 'cmd.tournament.value')
          .setRequired(true)
          .setMaxLength(10),
      )
      .addStringOption((o) =>
        described(named(o, 'reason', 'причина'), 'cmd.tournament.reason').setMaxLength(200),
      )
      .addIntegerOption((o) =>
        described(named(o, 'round', 'тур'), 'cmd.tournament.round').setMinValue(1),
      ),
  preconditions: [tournaments],
  run: givePoints,
});
