import {
  described,
  ephemeral,
  named,
  type CommandContext,
} from '../../src/discord/interactions/command-kit.ts';
import {
  refuse,
  type Precondition,
  type Subcommand,
} from '../../src/discord/interactions/preconditions.ts';
import type { Reply } from '../../src/discord/interactions/respond.ts';
import type { TournamentCommand } from '../../src/tournament/domain/index.ts';
import type { TournamentService } from '../../src/tournament/service/tournament-service.ts';
import type { AnyText } from '../../src/i18n/index.ts';

/** `tournaments`: the guild's tournament service (every `/tournament` subcommand needs it). */
export const tournaments: Precondition<object, { tournaments: TournamentService }> = {
  name: 'tournaments',
  run: ({ tournaments: service }) =>
    service ? { tournaments: service } : refuse({ key: 'ui.unexpected', params: {} }),
};

/** The acting member as the tournament sees him (privileged: Manage Server or the judge role). */
export const actorIn = (context: CommandContext) => ({
  userId: context.actor.userId,
  name: context.actor.name ?? context.actor.userId,
  privileged: context.actor.privileged === true,
});

/** A domain command run for this guild: its refusal answered, or `done` on success. */
export async function act(
  context: CommandContext & { tournaments: TournamentService },
  command: TournamentCommand,
  done: AnyText = { key: 'ui.done', params: {} },
): Promise<Reply> {
  const outcome = await context.tournaments.act(context.interaction.guildId, command);
  return ephemeral(outcome.ok ? done : outcome.error);
}

/** The member a subcommand names (`add`, `drop`, `remove`). */
export const playerOption = (sub: Parameters<Subcommand['build']>[0]) =>
  sub.addUserOption((o) =>
    described(named(o, 'player', 'игрок'), 'cmd.tournament.player').setRequired(true),
  );
