import { described, named } from '../../src/discord/interactions/command-kit.ts';
import { dispatch, gameHere, subcommand } from '../../src/discord/interactions/preconditions.ts';
import { BY_MEMBER, type TargetForm } from './kit.ts';

/** `unfoul <player|seat>`: a foul taken back (`/mafia` by member, `/judge` by seat). */
export function unfoulBy(form: TargetForm) {
  return subcommand({
    name: 'unfoul',
    build: (sub) => form.build(described(named(sub, 'unfoul', 'снять_фол'), 'cmd.unfoul')),
    preconditions: [gameHere, form.find],
    seatPurposes: { seat: 'unfoul' },
    run: (context) => dispatch(context, { type: 'unfoul', by: context.actor, seat: context.seat }),
  });
}

export const unfoul = unfoulBy(BY_MEMBER);
