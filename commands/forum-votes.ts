import {
  described,
  dispatchHere,
  gameHere,
  isReply,
  named,
  seatOfMember,
  type Subcommand,
} from '../src/discord/command-kit.ts';

/** `/mafia vote player`: a forum day vote, changeable until the deadline. */
export const vote: Subcommand = {
  name: 'vote',
  nameRu: 'голос',
  build: (sub) =>
    described(named(sub, 'vote', 'голос'), 'cmd.vote').addUserOption((option) =>
      described(named(option, 'player', 'игрок'), 'cmd.vote.player').setRequired(true),
    ),
  async execute(context) {
    const here = await gameHere(context);
    if (isReply(here)) return here;
    const target = seatOfMember(
      here.document,
      context.interaction.options.getUser('player', true).id,
    );
    if (isReply(target)) return target;
    return dispatchHere(context, { type: 'forumVote', by: context.actor, target });
  },
};

/** `/mafia unvote`: take your forum vote back. */
export const unvote: Subcommand = {
  name: 'unvote',
  nameRu: 'снять_голос',
  build: (sub) => described(named(sub, 'unvote', 'снять_голос'), 'cmd.unvote'),
  execute: (context) =>
    dispatchHere(context, { type: 'forumVote', by: context.actor, target: null }),
};
