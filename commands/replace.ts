import { described, named } from '../src/discord/command-kit.ts';
import { dispatch, gameHere, playerSeat, subcommand } from '../src/discord/preconditions.ts';

/** `/mafia replace player with` (forum, FORUM-SUBSTITUTE): the host seats a substitute in a player's place. */
export const replace = subcommand({
  name: 'replace',
  build: (sub) =>
    described(named(sub, 'replace', 'замена'), 'cmd.replace')
      .addUserOption((option) =>
        described(named(option, 'player', 'игрок'), 'cmd.option.player').setRequired(true),
      )
      .addUserOption((option) =>
        described(named(option, 'with', 'на_кого'), 'cmd.replace.with').setRequired(true),
      ),
  preconditions: [gameHere, playerSeat],
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
