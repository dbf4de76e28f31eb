import { described, named } from '../../src/discord/interactions/command-kit.ts';
import { subcommand } from '../../src/discord/interactions/preconditions.ts';
import { act, actorIn, tournaments } from './kit.ts';

/** `/tournament final size`: a final table of the top `size` after the last round (TOUR-FINAL). */
export const final = subcommand({
  name: 'final',
  build: (sub) =>
    described(named(sub, 'final', 'финал'), 'cmd.tournament.final').addIntegerOption((o) =>
      described(named(o, 'size', 'размер'), 'cmd.tournament.size')
        .setRequired(true)
        .setMinValue(1)
        .setMaxValue(30),
    ),
  preconditions: [tournaments],
  run(context) {
    const size = context.interaction.options.getInteger('size', true);
    return act(
      context,
      { type: 'setFinal', by: actorIn(context), size },
      { key: 'tournament.finalDeclared', params: { size } },
    );
  },
});
