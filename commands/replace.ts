import {
  described,
  dispatchHere,
  gameHere,
  isReply,
  named,
  seatOfMember,
  type Subcommand,
} from '../src/discord/command-kit.ts';

/** `/mafia replace player with` (forum, §7.13): the host seats a substitute in a player's place. */
export const replace: Subcommand = {
  name: 'replace',
  nameRu: 'замена',
  build: (sub) =>
    described(named(sub, 'replace', 'замена'), 'cmd.replace')
      .addUserOption((option) =>
        described(named(option, 'player', 'игрок'), 'cmd.option.player').setRequired(true),
      )
      .addUserOption((option) =>
        described(named(option, 'with', 'на_кого'), 'cmd.replace.with').setRequired(true),
      ),
  async execute(context) {
    const here = await gameHere(context);
    if (isReply(here)) return here;
    const seat = seatOfMember(
      here.document,
      context.interaction.options.getUser('player', true).id,
    );
    if (isReply(seat)) return seat;
    const substitute = context.interaction.options.getMember('with') ?? null;
    const user = context.interaction.options.getUser('with', true);
    return dispatchHere(context, {
      type: 'replace',
      by: context.actor,
      seat,
      userId: user.id,
      name: substitute?.displayName ?? user.globalName ?? user.username,
    });
  },
};
