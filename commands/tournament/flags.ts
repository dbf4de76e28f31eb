import { described, named } from '../../src/discord/interactions/command-kit.ts';
import { subcommand } from '../../src/discord/interactions/preconditions.ts';
import { act, actorIn, tournaments } from './kit.ts';

/** `/tournament flags [geo74] [geo76]`: the geographic rules, before round 1 (TOUR-FLAGS-LOCK). */
export const flags = subcommand({
  name: 'flags',
  build: (sub) =>
    described(named(sub, 'flags', 'флаги'), 'cmd.tournament.flags')
      .addBooleanOption((o) => described(named(o, 'geo74', 'гео74'), 'cmd.tournament.geo74'))
      .addBooleanOption((o) => described(named(o, 'geo76', 'гео76'), 'cmd.tournament.geo76')),
  preconditions: [tournaments],
  run(context) {
    const geo74 = context.interaction.options.getBoolean('geo74') ?? undefined;
    const geo76 = context.interaction.options.getBoolean('geo76') ?? undefined;
    return act(context, {
      type: 'setFlags',
      by: actorIn(context),
      ...(geo74 === undefined ? {} : { geo74 }),
      ...(geo76 === undefined ? {} : { geo76 }),
    });
  },
});
