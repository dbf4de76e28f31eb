import { described, named } from '../../src/discord/interactions/command-kit.ts';
import {
  dispatch,
  gameHere,
  seatNumber,
  subcommand,
} from '../../src/discord/interactions/preconditions.ts';
import { withSeatOption } from '../../src/discord/interactions/seat-option.ts';

const CANDIDATE = { en: 'candidate', ru: 'кандидат' } as const;

/** JUDGE-CORRECT-VOTE: `/judge vote seat [candidate]`: how this seat's vote stands (none: no vote). */
export const vote = subcommand({
  name: 'vote',
  build: (sub) =>
    withSeatOption(
      withSeatOption(described(named(sub, 'vote', 'голос'), 'cmd.judge.vote'), {
        key: 'cmd.judge.vote.seat',
        required: true,
      }),
      { name: CANDIDATE, key: 'cmd.judge.vote.candidate', required: false },
    ),
  preconditions: [gameHere, seatNumber],
  seatPurposes: { seat: 'voter', candidate: 'candidate' },
  run: (context) =>
    dispatch(context, {
      type: 'correctVote',
      by: context.actor,
      voter: context.seat,
      candidate: context.interaction.options.getInteger(CANDIDATE.en),
    }),
});
