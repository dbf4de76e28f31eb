import {
  described,
  dispatchForPlayer,
  dispatchHere,
  named,
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
  execute: (context) =>
    dispatchForPlayer(context, (target) => ({ type: 'forumVote', by: context.actor, target })),
};

/** `/mafia unvote`: take your forum vote back. */
export const unvote: Subcommand = {
  name: 'unvote',
  nameRu: 'снять_голос',
  build: (sub) => described(named(sub, 'unvote', 'снять_голос'), 'cmd.unvote'),
  execute: (context) =>
    dispatchHere(context, { type: 'forumVote', by: context.actor, target: null }),
};
