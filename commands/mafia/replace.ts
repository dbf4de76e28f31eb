import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { described, named } from '../../src/discord/interactions/command-kit.ts';
import { dispatch, gameHere, subcommand } from '../../src/discord/interactions/preconditions.ts';
import { BY_MEMBER, type TargetForm } from './kit.ts';

function withSubstitute(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  return sub.addUserOption((option) =>
    described(named(option, 'with', 'на_кого'), 'cmd.replace.with').setRequired(true),
  );
}

/**
 * `replace <player|seat> with` (forum, FORUM-SUBSTITUTE): the host seats a substitute in a
 * player's place; the substitute is a member of the server (a seat number cannot name him).
 */
export function replaceBy(form: TargetForm) {
  return subcommand({
    name: 'replace',
    build: (sub) =>
      withSubstitute(form.build(described(named(sub, 'replace', 'замена'), 'cmd.replace'))),
    preconditions: [gameHere, form.find],
    seatPurposes: { seat: 'discipline' },
    run: (context) => {
      const user = context.interaction.options.getUser('with', true);
      const member = context.interaction.options.getMember('with');
      const name = member?.displayName ?? user.globalName ?? user.username;
      return dispatch(context, {
        type: 'replace',
        by: context.actor,
        seat: context.seat,
        userId: user.id,
        name,
      });
    },
  });
}

export const replace = replaceBy(BY_MEMBER);
