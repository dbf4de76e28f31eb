import { localeFrom } from '../../src/i18n/index.ts';
import type { CommandContext } from '../../src/discord/interactions/command-kit.ts';
import { refuse, type Precondition } from '../../src/discord/interactions/preconditions.ts';
import type { AdminActor } from '../../src/season/admin.ts';
import type { SeasonAdministration } from '../../src/season/season-admin-service.ts';

/** `seasonAdmin`: the guild's season administration (every `/season` subcommand needs it). */
export const seasonAdmin: Precondition<object, { seasonAdmin: SeasonAdministration }> = {
  name: 'seasonAdmin',
  run: ({ seasonAdmin: service }) =>
    service ? { seasonAdmin: service } : refuse({ key: 'ui.unexpected', params: {} }),
};

/** The acting member as the season sees him (privileged: Manage Server or the judge role). */
export const adminActor = (context: CommandContext): AdminActor => ({
  userId: context.actor.userId,
  privileged: context.actor.privileged === true,
});

/** The server's language, for what is posted in its channels (a void, the public standings). */
export async function serverLocale(context: CommandContext): Promise<'ru' | 'en'> {
  const { interaction } = context;
  const settings = await context.settings.get(interaction.guildId);
  return settings.language ?? localeFrom(interaction.guild.preferredLocale);
}
