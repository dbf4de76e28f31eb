import { seatOfUser } from '../src/engine/index.ts';
import { described, named } from '../src/discord/command-kit.ts';
import {
  dispatch,
  gameHere,
  refuse,
  subcommand,
  type FoundGame,
  type Precondition,
} from '../src/discord/preconditions.ts';

/** The seat the optional `player` names, or null (no player: the vote is withdrawn). */
const voteTarget: Precondition<{ game: FoundGame }, { target: number | null }> = {
  name: 'voteTarget',
  run({ interaction, game }) {
    const user = interaction.options.getUser('player');
    if (!user) return { target: null };
    const seat = seatOfUser(game.document.state, user.id);
    return seat
      ? { target: seat.seat }
      : refuse({ key: 'ui.notInThisGame', params: { userId: user.id } });
  },
};

/**
 * `/mafia vote [player]`: a forum day vote, changeable until the deadline; without a player it
 * withdraws the vote .
 */
export const vote = subcommand({
  name: 'vote',
  nameRu: 'голос',
  build: (sub) =>
    described(named(sub, 'vote', 'голос'), 'cmd.vote').addUserOption((option) =>
      described(named(option, 'player', 'игрок'), 'cmd.vote.player'),
    ),
  preconditions: [gameHere, voteTarget],
  run: (context) =>
    dispatch(context, { type: 'forumVote', by: context.actor, target: context.target }),
});

/** `/mafia unvote`: take your forum vote back (the same as `/mafia vote` with no player). */
export const unvote = subcommand({
  name: 'unvote',
  nameRu: 'снять_голос',
  build: (sub) => described(named(sub, 'unvote', 'снять_голос'), 'cmd.unvote'),
  preconditions: [gameHere],
  run: (context) => dispatch(context, { type: 'forumVote', by: context.actor, target: null }),
});
